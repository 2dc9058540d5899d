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


def bare_rows(pid: str, quiet: bool):
    """As fake_rows, with no re-timing made with the rows."""
    return _paper_rows(pid), {}


@pytest.mark.parametrize("rows_work", [fake_rows, bare_rows])
def test_one_paper_splits_off_the_retimings_its_rows_did_not_make(rows_work):
    # here: the rows (and with fake_rows the protected-mode kernel's re-timing, made with them);
    # the one kernel left is re-timed here too (one is not worth a pool), two go to workers
    (got,) = run_papers(["karn"], sensitivity=True, quiet=True, jobs=2, rows_work=rows_work)
    want = _paper_rows("karn")
    expected = sensitivity.assess(want, sensitivity.paper_blocks(get_paper("karn")))
    assert got[0] == "karn" and [a.to_dict() for a in got[2]] == [a.to_dict() for a in expected]


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


# ---- the DSP56001's external-bus charge, re-timed per [D] alternative on one trace ----
def _bus_reference(model, trace, fetch_ext):
    """The external-bus rule written out per retired instruction (dsp56001.py's docstring):
    its external data accesses, or its external spaces once each where the machine counts
    spaces (a P data access sharing the external fetch's space); those beyond the free ones,
    the fetch counted first, cost the conflict clocks; each external access waits its space's
    wait states."""
    m = model.memory
    names = trace.spaces
    per = {}
    acc = trace.accesses
    for i, space, addr in zip(acc.insn.tolist(), acc.space.tolist(), acc.addr.tolist()):
        per.setdefault(i, []).append((names[space], addr))
    ext_out, wait_out = {}, {}
    for i, accesses in per.items():
        ext = [(sp, a) for sp, a in accesses if m.external(sp, [a])[0]]
        f = int(fetch_ext[i])
        if model.count_spaces:
            spaces = {sp for sp, _ in ext}
            d = len(spaces) - (1 if "p" in spaces and f else 0)
        else:
            d = len(ext)
        ext_out[i] = (max(f + d - m.free, 0) - max(f - m.free, 0)) * m.conflict
        wait_out[i] = sum(m.wait_states[sp] * m.wait_clocks for sp, _ in ext)
    return ext_out, wait_out


@pytest.mark.parametrize("kernel, blocks", [("des-davio-dsp-cbc", 3), ("n0inv-dsp", 2),
                                           ("rep-snippet", 0)])
@pytest.mark.parametrize("overrides", [
    {}, {"memory.external_count": "spaces"}, {"memory.rep_fetch_once": False},
    {"memory.x_internal": [[0xFFC0, 0xFFFF]]},      # n0inv's bset on X: two accesses, one space
    {"memory.x_internal": [[0xFFC0, 0xFFFF]], "memory.external_count": "spaces",
     "memory.wait_states": {"p": 1, "x": 2, "y": 3}},
    {"memory.p_internal": [], "memory.y_internal": [[0, 0x7F]],
     "memory.free_external_accesses": 0, "memory.wait_states": {"p": 2, "x": 1, "y": 0}}])
def test_the_dsp_bus_charge_is_the_rule_written_out(kernel, blocks, overrides):
    import numpy as np

    from isa.trace import Trace
    from workbench.cores import dsp56001
    from workbench.machine import load_machine
    if kernel == "rep-snippet":         # repetitions of a REP'd move fetch nothing, read X
        from workbench.snippet import run_snippet
        trace = run_snippet("\trep\t#4\n\tmove\tx:(r0)+,x0\n\tmove\tx:(r0)+,x0\n", isa="dsp56k",
                            registers={"r0": 0x300}, budget=1000)[1]
    else:
        trace = execute_kernel(find_kernel(kernel), blocks)[1]
    spec = load_machine("dsp56001-dk")
    model = dsp56001.Dsp56001("dsp56001-dk", spec.with_overrides(**overrides) if overrides else spec)
    timing = model.time(trace)
    got = model.dynamic_charges(timing.prep, trace, timing.log, True)
    ext, wait = _bus_reference(model, trace, timing.extra("ext_fetch"))
    assert got["external"].tolist() == [ext.get(i, 0) for i in range(len(trace))]
    assert got["wait_states"].tolist() == [wait.get(i, 0) for i in range(len(trace))]
    assert any(ext.values()) or any(wait.values())
    # the same log handed over out of retirement order (each instruction's accesses kept in
    # their order) is charged the same; so are the per-static sums
    acc = trace.accesses
    order = np.argsort(-acc.insn, kind="stable")
    shuffled = Trace(trace.isa, trace.static, accesses=acc.select(order), spaces=trace.spaces,
                     blocks=trace.block_form())
    again = model.dynamic_charges(timing.prep, shuffled, timing.log, True)
    assert all(np.array_equal(got[c], again[c]) for c in got)
    per_static = model.dynamic_charges(timing.prep, trace, timing.log, False)
    idx = trace.index
    for c in got:
        assert np.array_equal(per_static[c], np.bincount(idx, weights=got[c],
                                                         minlength=len(trace.static)).astype(np.int64))


def test_a_row_that_says_its_block_count_is_assessed_at_it():
    """``Row.blocks``: the run the figure came from is the one re-timed (Dusse-Kaliski's RSA rows
    time 1-2 operations; assessing them at the paper default of 64 executed each kernel again)."""
    from workbench.papers import Row
    from workbench import sensitivity as sens
    rows = [Row("p", "a", 1.0, 1.0, "clocks/block", "des-davio-dsp-ecb", "dsp56001", blocks=3),
            Row("p", "b", 1.0, 1.0, "clocks/block", "des-davio-dsp-ecb", "dsp56001"),
            Row("p", "c", 1.0, 1.0, "clocks/block", "des-davio-dsp-ecb", "dsp56001", blocks=3)]
    assert sens.units(rows, 5) == [("des-davio-dsp-ecb", 3, ("dsp56001",)),
                                   ("des-davio-dsp-ecb", 5, ("dsp56001",))]
    assert [sens.row_blocks(r, 5) for r in rows] == [3, 5, 3]


def fake_part_rows(pid: str, quiet: bool, part: int | None = None):
    """A stand-in for a paper with parts: part 0 the first two rows (with the protected-mode
    kernel re-timed on the i486 only), part 1 the rest, so the re-timings to merge and to make
    afterwards differ by core, not only by kernel."""
    blocks = sensitivity.paper_blocks(get_paper(pid))
    rows = _paper_rows(pid)
    if part == 0:
        return rows[:2], {("des-karn-rm16", blocks): sensitivity.retime("des-karn-rm16", blocks,
                                                                        ("i486",))}
    return rows[2:], {}


def test_a_paper_with_parts_runs_them_side_by_side_and_joins_them_in_order():
    # Dusse-Kaliski declares two parts: both run in workers, their rows joined in order, the
    # i486 re-timing of part 0 kept and the P5's made afterwards: the one-process assessment
    assert len(get_paper("dusse-kaliski").parts) == 2
    (got,) = run_papers(["dusse-kaliski"], sensitivity=True, quiet=True, jobs=2,
                        rows_work=fake_part_rows)
    want = _paper_rows("dusse-kaliski")
    expected = sensitivity.assess(want, sensitivity.paper_blocks(get_paper("dusse-kaliski")))
    assert [r.to_dict() for r in got[1]] == [r.to_dict() for r in want]
    assert [a.to_dict() for a in got[2]] == [a.to_dict() for a in expected] and got[2]



def test_without_sensitivity_a_papers_parts_run_side_by_side_and_give_its_rows():
    # `reproduce dusse-kaliski --jobs 2`: its two parts in workers, joined in order, no
    # assessment; the rows those of the paper's rows() here
    from workbench.runner import shared_runs
    (got,) = run_papers(["dusse-kaliski"], sensitivity=False, quiet=True, jobs=2)
    with shared_runs():
        want = get_paper("dusse-kaliski").rows()
    assert got[0] == "dusse-kaliski" and got[2] == []
    assert [r.to_dict() for r in got[1]] == [r.to_dict() for r in want] and want
