"""Running papers side by side for ``workbench reproduce all`` (``--jobs``): each paper's rows in
a process of their own, as many at a time as there are cores. With ``--sensitivity``, the
re-timings of each paper's kernels under the [D] alternatives (:func:`sensitivity.units`) go to
the same processes as soon as the paper's rows are in, each kernel on its own, so that one paper
with long re-timings (Dusse-Kaliski's RSA runs) does not hold the run up on one core while the
other stands idle. A paper whose rows time the machine we run on (``Paper.measures_host``:
Altinok's CPU rows are wall-clock measurements) runs alone, after the others, so no other paper
shares the cores with its timing. A paper asked for alone runs its parts (``Paper.parts``) side
by side, where it has them. Results come back in the order the papers were asked for, and
each is the same as a run in one process: a paper's rows depend only on its own runs, and a
re-timing only on its kernel, block count and cores."""
from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
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


def paper_rows(pid: str, quiet: bool, part: int | None = None, retime: bool = True):
    """(rows, re-timings) of paper ``pid`` (a worker's task), or of its part ``part``
    (``Paper.parts``): the rows, and the re-timings (:func:`sensitivity.retime`) of the
    kernels whose runs the rows have made already, which are timed here on those traces
    instead of being executed again elsewhere (none where not ``retime``)."""
    from . import sensitivity as sens
    from .cli import _progress
    from .kernel import find_kernel
    from .runner import holds_run, shared_runs
    paper = papers.get_paper(pid)
    say = _progress(quiet)
    with shared_runs():
        rows = paper.rows(progress=say) if part is None else paper.parts[part](progress=say)
        done = {(kernel, n): sens.retime(kernel, n, cores, say)
                for kernel, n, cores in sens.units(rows, sens.paper_blocks(paper))
                if holds_run(find_kernel(kernel), n)} if retime else {}
    return rows, done


def retime(kernel: str, blocks: int, cores: tuple[str, ...], quiet: bool):
    """:func:`sensitivity.retime` in a worker."""
    from . import sensitivity as sens
    from .cli import _progress
    return sens.retime(kernel, blocks, cores, _progress(quiet))


def run_papers(ids: list[str], *, sensitivity: bool, quiet: bool, jobs: int, work=one_paper,
               alone: set[str] | None = None, rows_work=paper_rows
               ) -> Iterator[tuple[str, list, list]]:
    """(paper id, rows, assessments) for each of ``ids``, in that order. ``work(pid,
    sensitivity, quiet, traces=None)`` gives a paper's (rows, assessments) (a module-level
    function: workers import it); a ``work`` other than :func:`one_paper` (a stand-in) runs each
    paper whole in one task. ``alone``: the papers that run by themselves (default: those that
    measure the host). ``rows_work(pid, quiet)``: a paper's (rows, re-timings done with them)
    in a worker, where the other re-timings are split off (:func:`paper_rows`; a stand-in in
    tests)."""
    if alone is None:
        alone = {pid for pid in ids if papers.get_paper(pid).measures_host}
    shared = [pid for pid in ids if pid not in alone]
    if jobs > 1 and work is one_paper and ids == shared and len(ids) == 1:
        if sensitivity:
            yield (ids[0], *_one_split(ids[0], quiet, jobs, rows_work))
            return
        if len(papers.get_paper(ids[0]).parts) > 1:     # its parts side by side, no assessment
            yield ids[0], _parts_side_by_side(ids[0], quiet, jobs, paper_rows, False)[0], []
            return
    if jobs <= 1 or len(shared) < 2:
        traces: dict = {}
        for pid in ids:
            yield (pid, *work(pid, sensitivity, quiet, traces))
        return
    # spawn: a fresh interpreter per worker, not a fork of this one's emulator and plotting state
    context = multiprocessing.get_context("spawn")
    given = 0
    with ProcessPoolExecutor(max_workers=min(jobs, len(shared)), mp_context=context) as pool:
        if sensitivity and work is one_paper:
            results = _split(pool, shared, quiet, rows_work, min(jobs, len(shared)))
        else:
            futures = {pid: pool.submit(work, pid, sensitivity, quiet) for pid in shared}
            results = ((pid, *futures[pid].result()) for pid in shared)
        for pid in ids:
            if pid in alone:
                break                       # a host-timing paper: after the pool has finished
            yield next(results)             # a worker's error is raised here
            given += 1
        rest = {r[0]: r for r in results}   # the others after it, finished while the pool runs
    for pid in ids[given:]:
        yield rest[pid] if pid in rest else (pid, *work(pid, sensitivity, quiet))


def _parts_side_by_side(pid: str, quiet: bool, jobs: int, rows_work, *args) -> tuple[list, dict]:
    """(rows, re-timings) of paper ``pid`` from ``rows_work(pid, quiet, part, *args)`` for each
    of its parts, in as many processes as there are (up to ``jobs``), joined in order."""
    parts = papers.get_paper(pid).parts
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=min(jobs, len(parts)), mp_context=context) as pool:
        futures = [pool.submit(rows_work, pid, quiet, part, *args) for part in range(len(parts))]
        return _joined([f.result() for f in futures])


def _joined(results: list[tuple[list, dict]]) -> tuple[list, dict]:
    """The rows of a paper's parts in order, and their re-timings merged (per kernel and block
    count, the cores each part timed)."""
    rows: list = []
    retimed: dict = {}
    for part_rows, done in results:
        rows += part_rows
        _merge(retimed, done)
    return rows, retimed


def _merge(retimed: dict, more: dict) -> None:
    for key, per_core in more.items():
        retimed.setdefault(key, {}).update(per_core)


def _missing(rows: list, blocks: int, retimed: dict) -> list[tuple[str, int, tuple[str, ...]]]:
    """The re-timings the assessment of ``rows`` needs that ``retimed`` lacks: (kernel, blocks,
    the cores not timed yet)."""
    from . import sensitivity as sens
    out = []
    for kernel, n, cores in sens.units(rows, blocks):
        have = retimed.get((kernel, n), {})
        lack = tuple(c for c in cores if c not in have)
        if lack:
            out.append((kernel, n, lack))
    return out


def _one_split(pid: str, quiet: bool, jobs: int, rows_work):
    """(rows, assessments) of one paper: its rows here, or its parts side by side in as many
    processes as there are (up to ``jobs``), then the re-timings its rows have not made
    already in processes too, when there are two or more."""
    from . import sensitivity as sens
    from .cli import _progress
    paper = papers.get_paper(pid)
    blocks = sens.paper_blocks(paper)
    if len(paper.parts) > 1:
        rows, retimed = _parts_side_by_side(pid, quiet, jobs, rows_work)
    else:
        rows, retimed = rows_work(pid, quiet)
    rest = _missing(rows, blocks, retimed)
    if len(rest) > 1:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=min(jobs, len(rest)), mp_context=context) as pool:
            futures = {(kernel, n): pool.submit(retime, kernel, n, cores, quiet)
                       for kernel, n, cores in rest}
            _merge(retimed, {key: f.result() for key, f in futures.items()})
    return rows, sens.assess(rows, blocks, _progress(quiet), retimed=retimed)


# Papers whose rows are started first where --sensitivity splits the work: the run is as long as
# its longest chain, rows then re-timings, and these chains are the longest (measured in issue 27's
# session 9 on 2 cores: Dusse-Kaliski's rows 16 s of CPU, then four 64-operation DSP re-timings of
# 3-13 s each; Corella 20 s and libdes 15 s of rows). A schedule only: the results are the same in
# any order.
LONGEST_FIRST = ("dusse-kaliski", "corella", "libdes")


def _split(pool: ProcessPoolExecutor, shared: list[str], quiet: bool, rows_work, jobs: int
           ) -> Iterator[tuple[str, list, list]]:
    """(pid, rows, assessments) of each of ``shared`` in order: the rows of every paper as one
    task each (with the re-timings of the kernels its rows ran already), and as each paper's
    rows come in, a task per other kernel it re-times; a paper is assessed here once its
    re-timings are all in. At most ``jobs`` tasks are in the pool at a time, so that a
    re-timing, whose rows are done, starts before rows not yet begun (``LONGEST_FIRST`` first
    among those)."""
    from . import sensitivity as sens
    from .cli import _progress
    rank = {pid: i for i, pid in enumerate(LONGEST_FIRST)}
    rows_queue = sorted(shared, key=lambda pid: rank.get(pid, len(rank)))
    retime_queue: list[tuple[str, tuple]] = []
    rows_of: dict[str, Future] = {}
    retimes: dict[str, dict[tuple[str, int], Future]] = {}
    running: dict[Future, str] = {}         # in the pool: future -> its paper if a rows task
    waiting: dict[str, set] = {}            # paper -> its re-timings not yet submitted

    def fill() -> None:
        while len([f for f in running if not f.done()]) < jobs and (retime_queue or rows_queue):
            if retime_queue:
                pid, (kernel, n, cores) = retime_queue.pop(0)
                f = pool.submit(retime, kernel, n, cores, quiet)
                retimes[pid][(kernel, n)] = f
                waiting[pid].discard((kernel, n))
                running[f] = ""
            else:
                pid = rows_queue.pop(0)
                f = rows_of[pid] = pool.submit(rows_work, pid, quiet)
                running[f] = pid

    def take() -> None:
        """Queue the re-timings of every paper whose rows have come in; fill the pool."""
        for f in [f for f in running if f.done()]:
            pid = running.pop(f)
            if pid and f.exception() is None:
                blocks = sens.paper_blocks(papers.get_paper(pid))
                rows, done = f.result()
                found = [u for u in sens.units(rows, blocks) if u[:2] not in done]
                retimes[pid] = {}
                waiting[pid] = {(kernel, n) for kernel, n, _ in found}
                retime_queue.extend((pid, u) for u in found)
        fill()

    fill()
    for pid in shared:
        while True:
            take()
            rows_f = rows_of.get(pid)
            if rows_f is not None and rows_f.done() and (
                    rows_f.exception() is not None
                    or (pid in retimes and not waiting[pid]
                        and all(f.done() for f in retimes[pid].values()))):
                break
            busy = [f for f in running if not f.done()]
            if len(busy) == len(running):   # else one finished since take(): take it first
                wait(busy, return_when=FIRST_COMPLETED)
        rows, retimed = rows_f.result()     # a worker's error is raised here
        retimed.update({key: f.result() for key, f in retimes[pid].items()})
        paper = papers.get_paper(pid)
        yield pid, rows, sens.assess(rows, sens.paper_blocks(paper), _progress(quiet),
                                     retimed=retimed)
