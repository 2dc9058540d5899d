"""Running papers side by side for ``workbench reproduce all`` (``--jobs``): each paper's rows
(and, with ``--sensitivity``, its assessments) in a process of its own, as many at a time as there
are cores. A paper whose rows time the machine we run on (``Paper.measures_host``: Altinok's CPU
rows are wall-clock measurements) runs alone, after the others, so no other paper shares the
cores with its timing. Results come back in the order the papers were asked for, and each is the
same as a run in one process: a paper's rows depend only on its own runs."""
from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from typing import Iterator

from . import papers


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:          # not on Linux
        return max(1, os.cpu_count() or 1)


def one_paper(pid: str, sensitivity: bool, quiet: bool, traces: dict | None = None):
    """(rows, assessments) of paper ``pid``; ``traces``: the sensitivity runs' trace cache."""
    from . import sensitivity as sens
    from .cli import _progress
    from .runner import shared_runs
    paper = papers.get_paper(pid)
    say = _progress(quiet)
    # the paper's runs are kept while it lasts: the assessment re-times the rows' own traces
    with shared_runs():
        rows = paper.rows(progress=say)
        found = sens.assess(rows, sens.paper_blocks(paper), say,
                            traces if traces is not None else {}) if sensitivity else []
    return rows, found


def run_papers(ids: list[str], *, sensitivity: bool, quiet: bool, jobs: int, work=one_paper,
               alone: set[str] | None = None) -> Iterator[tuple[str, list, list]]:
    """(paper id, rows, assessments) for each of ``ids``, in that order. ``work(pid,
    sensitivity, quiet, traces=None)`` gives a paper's (rows, assessments) (a module-level function: workers
    import it); ``alone``: the papers that run by themselves (default: those that measure the
    host)."""
    if alone is None:
        alone = {pid for pid in ids if papers.get_paper(pid).measures_host}
    shared = [pid for pid in ids if pid not in alone]
    if jobs <= 1 or len(shared) < 2:
        traces: dict = {}
        for pid in ids:
            yield (pid, *work(pid, sensitivity, quiet, traces))
        return
    # spawn: a fresh interpreter per worker, not a fork of this one's emulator and plotting state
    context = multiprocessing.get_context("spawn")
    given = 0
    with ProcessPoolExecutor(max_workers=min(jobs, len(shared)), mp_context=context) as pool:
        futures = {pid: pool.submit(work, pid, sensitivity, quiet) for pid in shared}
        for pid in ids:
            if pid not in futures:
                break                       # a host-timing paper: after the pool has finished
            yield (pid, *futures[pid].result())     # a worker's error is raised here
            given += 1
    for pid in ids[given:]:
        yield (pid, *(futures[pid].result() if pid in futures
                      else work(pid, sensitivity, quiet)))
