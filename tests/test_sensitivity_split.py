"""reproduce --sensitivity done in pieces (issue 27 item 3): the re-timings of a paper's kernels
(sensitivity.units / retime) run apart from its rows, in other processes, and the assessment
built from them is the one a single process gives; within a paper the rows' runs are shared."""
from __future__ import annotations

import pytest

from workbench import sensitivity
from workbench.errors import WorkbenchError
from workbench.kernel import find_kernel
from workbench.papers import Row, get_paper
from workbench.reproduce_jobs import paper_rows, run_papers
from workbench.runner import execute_kernel, holds_run, shared_runs


def _rows() -> list[Row]:
    return [Row("karn", "DES real mode", 1303, 1500.0, "clocks/block", "des-karn-rm16", "i486"),
            Row("karn", "DES real mode, P5", 900, 800.0, "clocks/block", "des-karn-rm16", "p5"),
            Row("karn", "DES real mode again", 1303, 1490.0, "clocks/block", "des-karn-rm16",
                "i486 at 66 MHz"),
            Row("karn", "DES protected mode", 952, 950.0, "clocks/block", "des-karn-pm32", "i486"),
            Row("x", "no published figure", None, 10.0, "clocks/block", "des-karn-rm16", "i486")]


def test_units_name_each_kernel_once_with_its_cores():
    assert sensitivity.units(_rows(), 4) == [("des-karn-rm16", 4, ("i486", "p5")),
                                            ("des-karn-pm32", 4, ("i486",))]


def test_an_assessment_from_retimings_done_apart_is_the_one_done_here():
    here = [a.to_dict() for a in sensitivity.assess(_rows(), 4)]
    retimed = {(k, n): sensitivity.retime(k, n, cores) for k, n, cores in sensitivity.units(_rows(), 4)}
    apart = [a.to_dict() for a in sensitivity.assess(_rows(), 4, retimed=retimed)]
    assert here == apart and len(here) == 4
    # and the row moved by the 486's real-mode [D] parameter is found either way
    assert any(not d["settled"] for d in apart)


def test_retime_times_the_chosen_values_and_each_alternative_on_the_same_trace():
    from workbench.cores import get_core
    got = sensitivity.retime("des-karn-rm16", 4, ("i486",))
    trace = execute_kernel(find_kernel("des-karn-rm16"), 4)[1]
    base, timed = got["i486"]
    assert base == get_core("i486").time(trace).total_cycles
    assert [(p, n, v) for p, n, v, _ in timed] == sensitivity.disputed(get_core("i486").spec)
    moved = [c for p, _, _, c in timed if p == "penalty.partial_read_address_real16"]
    assert moved and moved[0] > base


def test_a_shared_run_is_executed_once_and_only_inside_the_block():
    k = find_kernel("des-karn-pm32")
    with shared_runs() as store:
        a = execute_kernel(k, 2)
        b = execute_kernel(k, 2)
        c = execute_kernel(k, 3)
        assert a is b and a is not c and len(store) == 2
        assert holds_run(k, 2) and holds_run(k, 3) and not holds_run(k, 4)
    assert execute_kernel(k, 2) is not a and not holds_run(k, 2)


def test_a_papers_rows_task_retimes_the_kernels_its_rows_ran():
    # bsafe times every kernel at its own BLOCKS, the block count it is assessed at: nothing is
    # left for a task of its own, and the assessment from them is the one done in one process
    rows, done = paper_rows("bsafe", True)
    blocks = sensitivity.paper_blocks(get_paper("bsafe"))
    assert sorted(done) == sorted((k, n) for k, n, _ in sensitivity.units(rows, blocks)) and done
    split = [a.to_dict() for a in sensitivity.assess(rows, blocks, retimed=done)]
    assert split == [a.to_dict() for a in sensitivity.assess(rows, blocks)]


def _paper_rows(pid: str) -> list[Row]:
    return [Row(pid, r.figure, r.published, r.measured, r.unit, r.kernel, r.core) for r in _rows()]


def fake_rows(pid: str, quiet: bool):
    """A worker's stand-in for a paper's rows: short, with rows the re-timings assess; the
    protected-mode kernel re-timed with them, as if the rows had run it, the other left for a
    task of its own."""
    blocks = sensitivity.paper_blocks(get_paper(pid))
    return _paper_rows(pid), {("des-karn-pm32", blocks): sensitivity.retime(
        "des-karn-pm32", blocks, ("i486",))}


def test_papers_split_over_processes_give_what_one_process_gives():
    # the rows in workers, a re-timing task per kernel as each paper's rows come in, and the
    # assessment here: the same as assessing the same rows in this process
    ids = ["libdes", "karn"]
    got = list(run_papers(ids, sensitivity=True, quiet=True, jobs=2, rows_work=fake_rows))
    assert [p for p, _, _ in got] == ids
    for pid, rows, found in got:
        want = _paper_rows(pid)
        expected = sensitivity.assess(want, sensitivity.paper_blocks(get_paper(pid)))
        assert [r.to_dict() for r in rows] == [r.to_dict() for r in want]
        assert [a.to_dict() for a in found] == [a.to_dict() for a in expected] and found


def failing_rows(pid: str, quiet: bool) -> list[Row]:
    from workbench.errors import WorkbenchError
    if pid == "karn":
        raise WorkbenchError("karn's rows failed")
    return fake_rows(pid, quiet)


def test_a_paper_whose_rows_fail_raises_in_its_turn():
    got = run_papers(["libdes", "karn"], sensitivity=True, quiet=True, jobs=2,
                     rows_work=failing_rows)
    assert next(got)[0] == "libdes"
    with pytest.raises(WorkbenchError, match="karn's rows failed"):
        next(got)
