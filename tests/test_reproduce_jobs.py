"""reproduce --jobs (issue 27): papers side by side in processes of their own, in the order
asked, each result what a run in one process gives; a paper that times the host runs alone,
after the others have finished."""
from __future__ import annotations

import os
import time

from workbench.reproduce_jobs import run_papers

ORDER = ["a", "b", "host", "c"]


def fake_paper(pid: str, sensitivity: bool, quiet: bool, traces=None):
    """A paper whose rows say which process ran it, when, and how it was asked."""
    start = time.time()
    time.sleep(0.4)
    return [(pid, os.getpid(), start, time.time(), sensitivity)], [pid.upper()]


def test_papers_run_in_workers_in_order_and_the_host_paper_alone():
    got = list(run_papers(ORDER, sensitivity=True, quiet=True, jobs=2, work=fake_paper,
                          alone={"host"}))
    assert [g[0] for g in got] == ORDER
    assert [g[2] for g in got] == [["A"], ["B"], ["HOST"], ["C"]]
    rows = {g[0]: g[1][0] for g in got}
    assert all(r[4] is True for r in rows.values())
    workers = {rows[p][1] for p in ("a", "b", "c")}
    assert os.getpid() not in workers and len(workers) == 2
    assert rows["host"][1] == os.getpid()                  # here, not in a worker
    assert rows["host"][2] >= max(rows[p][3] for p in ("a", "b", "c"))   # after all of them


def test_one_job_runs_everything_here_in_order():
    got = list(run_papers(ORDER, sensitivity=False, quiet=True, jobs=1, work=fake_paper,
                          alone={"host"}))
    assert [g[0] for g in got] == ORDER
    assert {g[1][0][1] for g in got} == {os.getpid()}


def test_a_worker_error_reaches_the_caller():
    import pytest

    from workbench.errors import WorkbenchError
    with pytest.raises(WorkbenchError, match="no such paper"):
        list(run_papers(["x", "y"], sensitivity=False, quiet=True, jobs=2, work=failing_paper,
                        alone=set()))


def failing_paper(pid: str, sensitivity: bool, quiet: bool, traces=None):
    from workbench.errors import WorkbenchError
    raise WorkbenchError(f"no such paper {pid}")
