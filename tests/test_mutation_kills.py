"""The arithmetic a user reads off every run, the sensitivity verdicts and the runner's checks,
each held against an independent hand computation (written for the mutants `make test-mutation`
found alive: a wrong Mb/s or a moved 2% threshold went unnoticed before)."""
from __future__ import annotations

import dataclasses
import math

import numpy as np

import pytest

from workbench import runner, sensitivity
from workbench.cores import get_core
from workbench.errors import VerificationError, WorkbenchError
from workbench.kernel import find_kernel
from workbench.papers import Row, get_paper
from workbench.result import Result
from workbench.sensitivity import Alternative, Assessment


def _result(mhz=50.0, blocks=4, instructions=2000, cycles=4000, breakdown=None) -> Result:
    return Result("k", "c", "x86", "des", "ecb", mhz, blocks, instructions, cycles, True,
                  breakdown or {})


# --- Result: clocks, blocks per second, Mb/s ---------------------------------------------------

def test_mbps_by_hand():
    # 4000 clocks for 4 blocks at 50 MHz: 1000 clocks a block, 50,000 blocks/s, 64 bits a block
    r = _result(mhz=50, blocks=4, cycles=4000, instructions=2000)
    assert r.clocks_per_block == 1000 and r.instructions_per_block == 500
    assert r.blocks_per_second == 50_000
    assert r.mbps == pytest.approx(3.2, rel=1e-12)


@pytest.fixture(scope="module")
def karn_run():
    return runner.run("des-karn-pm32", "i486", mhz=66, blocks=4)


def test_mbps_of_a_run_is_plaintext_bits_over_the_run_time(karn_run):
    r, trace = karn_run.result, karn_run.trace
    _, plaintext, _ = runner.test_data(4)
    seconds = r.cycles / 66e6                                 # the run's clocks at 66 MHz
    assert r.mbps == pytest.approx(len(plaintext) * 8 / seconds / 1e6, rel=1e-12)
    assert r.blocks_per_second == pytest.approx(4 / seconds, rel=1e-12)
    assert r.clocks_per_block == pytest.approx(karn_run.timing.total_cycles / 4, rel=1e-12)
    assert r.instructions_per_block == pytest.approx(sum(trace.static_counts()) / 4, rel=1e-12)


def test_per_block_breakdown():
    r = _result(blocks=3, breakdown={"base": 900, "agi": 0, "prefix": 7})
    assert r.per_block() == {"base": 300.0, "agi": 0.0, "prefix": 2.33}
    assert r.per_block(nonzero=True) == {"base": 300.0, "prefix": 2.33}
    assert r.per_block(digits=1) == {"base": 300.0, "agi": 0.0, "prefix": 2.3}


def test_json_figures_are_the_properties_rounded():
    # run --json: per-block figures to 3 decimals, Mb/s to 4
    r = _result(mhz=50, blocks=3, cycles=7001, instructions=1000)
    d = r.to_dict()
    assert d["clocks_per_block"] == 2333.667 and d["instructions_per_block"] == 333.333
    assert d["blocks_per_second"] == 21425.511 and d["mbps"] == 1.3712
    assert d["cycles"] == 7001 and d["breakdown"] == {}


def test_frame_is_one_row_of_the_scalar_fields():
    df = _result(breakdown={"base": 1}).to_frame()
    assert len(df) == 1 and df.mbps[0] == pytest.approx(3.2)
    assert "breakdown" not in df.columns and {"kernel", "clocks_per_block", "verified"} <= set(df.columns)


# --- sensitivity: the 2% threshold ---------------------------------------------------------------

def _assessment(*changes, published=80.0, measured=100.0) -> Assessment:
    row = Row("p", "fig", published, measured, "clocks/block", "des-karn-rm16", "i486")
    alts = [Alternative("i486", f"param{i}", "alt", 1, measured * (1 + c), c)
            for i, c in enumerate(changes)]
    return Assessment(row, 8, alts)


@pytest.mark.parametrize("change, settled", [(0.03, False), (-0.03, False), (0.021, False),
                                             (0.01, True), (-0.01, True), (0.019, True),
                                             (0.02, True), (0.0, True)])
def test_a_row_is_settled_unless_an_alternative_moves_it_more_than_2_percent(change, settled):
    a = _assessment(0.0, change)
    assert a.settled is settled
    assert [m.change for m in a.movers()] == ([] if settled else [change])
    assert a.to_dict()["settled"] is settled and a.to_dict()["threshold"] == 0.02


def test_range_and_ratios():
    a = _assessment(-0.1, 0.2, published=80.0, measured=100.0)
    assert (a.low, a.high) == pytest.approx((90.0, 120.0))
    d = a.to_dict()
    assert (d["low"], d["high"], d["ratio_low"], d["ratio_high"]) == pytest.approx((90, 120, 1.125, 1.5))
    assert [x["change"] for x in d["alternatives"]] == [-0.1, 0.2] and d["blocks"] == 8
    # the JSON's precision: figures to 3 decimals, ratios and changes to 4
    d = _assessment(-0.0123456, 0.0234567, published=70.0, measured=100.0).to_dict()
    assert (d["low"], d["high"]) == (98.765, 102.346)
    assert (d["ratio_low"], d["ratio_high"]) == (1.4109, 1.4621)
    assert [(x["figure"], x["change"]) for x in d["alternatives"]] == [(98.765, -0.0123), (102.346, 0.0235)]
    assert _assessment(0.05).low == 100.0 and _assessment(-0.05).high == 100.0
    none = _assessment(0.05, published=None).to_dict()
    assert none["ratio_low"] is None and none["ratio_high"] is None
    assert _assessment().settled and (_assessment().low, _assessment().high) == (100.0, 100.0)


def test_markdown_names_what_moves_a_row():
    text = sensitivity.markdown([_assessment(0.01, 0.03), _assessment(0.01), _assessment()])
    lines = text.splitlines()
    assert text.endswith("\n") and len(lines) == 5
    assert "| no | i486 param1=1 (alt): 103.0 (+3.0%) |" in lines[2] and "param0" not in lines[2]
    assert lines[2].count("| 1.25–1.29 |") == 1 and "| 100.0–103.0 |" in lines[2]
    assert lines[3].endswith("| yes | - |")
    assert lines[4].endswith("| yes | no [D] parameter with an alternative on this core |")


@pytest.mark.parametrize("core, want", [("p5", "p5"), ("p5 at 60 MHz", "p5"), ("i486 at 66 MHz", "i486"),
                                        ("i486 (agi_window_real16=2)", None), ("", None),
                                        ("z80", None)])
def test_core_of(core, want):
    assert sensitivity.core_of(Row("p", "f", 1, 1, "clocks/block", "k", core)) == want


def test_disputed_lists_every_D_parameter_alternative_and_only_those():
    spec = get_core("i486").spec
    want = sorted((k, n, v) for k, p in spec.params.items() if "[D]" in p.source
                  for n, v in p.alternatives.items())
    assert sensitivity.disputed(spec) == want and want


def test_paper_blocks():
    assert sensitivity.paper_blocks(get_paper("karn")) == 512
    assert sensitivity.paper_blocks(get_paper("dusse-kaliski")) == sensitivity.DEFAULT_BLOCKS == 64


def test_an_alternative_scales_the_row_by_its_cycle_ratio_and_the_trace_is_reused(monkeypatch):
    row = Row("karn", "DES", 952, 950.0, "clocks/block", "des-karn-pm32", "i486")
    traces: dict = {}
    (a,) = sensitivity.assess([row], blocks=2, traces=traces)
    trace = traces[("des-karn-pm32", 2)]
    model = get_core("i486")
    base = model.time(trace).total_cycles
    assert [(x.param, x.name, x.value) for x in a.alternatives] == sensitivity.disputed(model.spec)
    for x in a.alternatives:
        cycles = get_core("i486", model.spec.with_overrides(**{x.param: x.value})).time(trace).total_cycles
        assert x.figure == pytest.approx(950.0 * cycles / base, rel=1e-12)
        assert x.change == pytest.approx(cycles / base - 1, abs=1e-12)
    assert any(x.change for x in a.alternatives)
    assert row.sensitivity == a.to_dict()

    def no_run(*args, **kw):
        raise AssertionError("the trace should have been reused")
    monkeypatch.setattr(sensitivity, "execute_kernel", no_run)
    row2 = Row("karn", "DES", 952, 950.0, "clocks/block", "des-karn-pm32", "p5 at 60 MHz")
    (b,) = sensitivity.assess([row2], blocks=2, traces=traces)
    assert b.alternatives and b.blocks == 2
    # a core without [D] alternatives needs no trace at all (since the DSP56001 gained two in
    # issue 22, every core has one: the test takes them away)
    monkeypatch.setattr(sensitivity, "disputed", lambda spec: [])
    dsp = Row("dk", "mont", 10, 12.0, "ms/operation", "mont256-ps-dsp", "dsp56001")
    (c,) = sensitivity.assess([dsp], blocks=2, traces={})
    assert c.alternatives == [] and c.settled and dsp.sensitivity["settled"] is True


def test_progress_names_the_kernel_executed():
    said = []
    row = Row("karn", "DES", 952, 950.0, "clocks/block", "des-karn-pm32", "i486")
    sensitivity.assess([row], blocks=1, progress=said.append)
    assert said == ["sensitivity: des-karn-pm32 (1 blocks)"]


# --- Timing: the reference Alpha loop's breakdown, as the memoised engine gives it ------------------

def test_reference_timing_breakdown_cost_and_causes_equal_the_engine():
    trace = runner.execute_kernel(find_kernel("des-biham"), 2)[1]
    model = get_core("ev5")
    ref, eng = model._time_reference(trace), model.time(trace)
    assert ref.breakdown() == eng.breakdown() and sum(ref.breakdown().values()) == ref.total_cycles
    assert ref.breakdown()["base"] > 0 and sum(v for k, v in ref.breakdown().items() if k != "base") > 0
    rounds = np.array([s.region == "round" for s in trace.static])[trace.index]
    assert ref.breakdown(rounds) == eng.breakdown(rounds) != ref.breakdown()
    assert np.array_equal(ref.cost(), eng.cost()) and ref.cost().sum() == ref.total_cycles
    assert np.array_equal(ref.static_cycles(trace), eng.static_cycles(trace))
    assert ref.static_cycles(trace).sum() == ref.total_cycles
    stalled = [i for i in range(len(trace)) if ref.cost()[i] > ref.base[i]][:50]
    assert stalled and all(ref.cause_of(i) == eng.cause_of(i) and ref.cause_of(i) for i in stalled)
    assert ref.cause_of(int(np.argmin(ref.cost() - ref.base))) == {}


# --- the runner --------------------------------------------------------------------------------

@pytest.mark.parametrize("mhz", [0, -5.0, math.nan, math.inf])
def test_a_clock_must_be_positive_and_finite(mhz):
    with pytest.raises(WorkbenchError, match="--mhz"):
        runner.check_mhz(mhz)


def test_good_clocks_pass():
    runner.check_mhz(None)
    runner.check_mhz(0.5)


def test_test_data_is_deterministic_per_seed_and_uses_every_byte_value():
    keys, data, iv = runner.test_data(3)
    assert [len(k) for k in keys] == [8, 8, 8] and len(data) == 24 and len(iv) == 8
    assert runner.test_data(3) == (keys, data, iv) and runner.test_data(3, seed=7) != (keys, data, iv)
    assert set(runner.test_data(256)[1]) == set(range(256))      # zero bytes and 0xff included


def test_an_entry_label_the_source_lacks_is_named():
    kernel = dataclasses.replace(find_kernel("des-karn-pm32"), entry="no_such_label")
    with pytest.raises(WorkbenchError, match="entry label 'no_such_label' is not defined"):
        runner.execute_kernel(kernel, 1)


def test_a_trace_without_a_block_count_is_timed_as_one_block(karn_run):
    k, prog, trace = karn_run.kernel, karn_run.program, karn_run.trace
    trace.meta.blocks, blocks = None, trace.meta.blocks
    try:
        r = runner.time_trace(k, prog, trace, "i486").result
    finally:
        trace.meta.blocks = blocks
    assert r.blocks == 1 and r.clocks_per_block == r.cycles


@pytest.mark.parametrize("blocks, budget, message", [(0, 100, "blocks"), (1, 0, "budget")])
def test_execute_refuses_no_blocks_and_no_budget(blocks, budget, message):
    with pytest.raises(WorkbenchError, match=message):
        runner.execute_kernel(find_kernel("des-karn-pm32"), blocks, budget=budget)


def test_a_wrong_output_is_an_error_naming_the_first_wrong_block(monkeypatch):
    real = runner.crypto.modes.encrypt_fast

    def off_in_block_2(*args):
        out = bytearray(real(*args))
        out[8 * 2 + 5] ^= 1
        return bytes(out)
    monkeypatch.setattr(runner.crypto.modes, "encrypt_fast", off_in_block_2)
    with pytest.raises(VerificationError, match=r"at block 2: got [0-9a-f]{16}, expected"):
        runner.execute_kernel(find_kernel("des-karn-pm32"), 4)


def test_a_run_reports_its_regions_clock_and_known_answers(karn_run):
    r, trace, timing = karn_run.result, karn_run.trace, karn_run.timing
    assert r.mhz == 66 and r.blocks == 4 and r.verified and r.kat == {"vectors": 51, "passed": 51}
    assert r.notes == list(timing.notes)
    counts, cycles = trace.static_counts(), timing.static_cycles(trace)
    for name, fig in r.regions.items():
        ins = [i for i, s in enumerate(trace.static) if s.region == name]
        assert fig == {"instructions": int(sum(counts[i] for i in ins)),
                       "cycles": int(sum(cycles[i] for i in ins))}, name
    assert set(r.regions) == {s.region for s in trace.static if s.region} and len(r.regions) > 1
    assert r.breakdown == timing.breakdown() and sum(r.breakdown.values()) == r.cycles


def test_time_trace_defaults_and_refusals(karn_run):
    k, prog, trace = karn_run.kernel, karn_run.program, karn_run.trace
    r = runner.time_trace(k, prog, trace, "p5").result
    assert r.mhz == get_core("p5").spec.clock_mhz and r.blocks == 4     # the machine's clock
    assert runner.time_trace(k, prog, trace, "p5", blocks=2).result.blocks == 2
    with pytest.raises(WorkbenchError, match="runs alpha code"):
        runner.time_trace(k, prog, trace, "ev5")
    trace.meta.kat, kat = None, trace.meta.kat
    try:
        assert runner.time_trace(k, prog, trace, "i486").result.kat == {}
    finally:
        trace.meta.kat = kat


def test_an_arithmetic_kernel_says_what_a_block_is():
    r = runner.run_kernel("mont512-ps-pm32", "i486", blocks=1)
    assert any("one block is one Montgomery product" in n for n in r.notes)
    assert r.kat == {"vectors": 0, "passed": 0}
    assert runner._block_note(find_kernel("rsa512-dsp"))[0].startswith(
        "one block is one RSA private-key operation")
    assert runner._block_note(find_kernel("des-karn-pm32")) == []


# --- the stream walk without a C compiler equals the C walk at the edges ---------------------------

def _both_walks(trace, plan):
    from workbench.cores.streams import _walk_numpy, walk
    first = np.array([s.address for s in trace.static])
    last = np.array([s.address + s.size - 1 for s in trace.static])
    return walk(trace, plan, flags=True, fresh=True), _walk_numpy(trace, plan, first, last, True, True)


def test_an_access_at_address_zero_is_walked_like_any_other():
    from workbench.cores.cache import CacheGeometry
    from workbench.cores.streams import CachePlan, allocating
    from workbench.snippet import run_snippet
    _, tr = run_snippet("xor ebx, ebx\nmov eax, dword ptr [ebx]\nmov ecx, dword ptr [ebx + 64]")
    assert 0 in tr.accesses.addr.tolist()                  # the zeroed low memory, read at 0
    g = CacheGeometry(1024, 2, 32)
    for plan in (CachePlan(g, None, True, allocating(tr.static, False)),
                 CachePlan(g, CacheGeometry(512, 2, 32), False, allocating(tr.static, False))):
        a, b = _both_walks(tr, plan)
        assert a.data.sum() == 2                            # lines 0 and 64: both first touches
        for f in ("first", "last", "either", "data", "flags", "fresh"):
            assert np.array_equal(getattr(a, f), getattr(b, f)), f


def test_without_a_code_cache_nothing_is_fresh():
    from workbench.cores.cache import CacheGeometry
    from workbench.cores.streams import CachePlan, allocating
    from workbench.snippet import run_snippet
    _, tr = run_snippet("xor ebx, ebx\nmov eax, dword ptr [ebx]")
    plan = CachePlan(None, CacheGeometry(512, 2, 32), False, allocating(tr.static, False))
    a, b = _both_walks(tr, plan)
    assert a.fresh.tolist() == b.fresh.tolist() == [False] * len(tr)
    assert a.data.sum() == b.data.sum() == 1 and not b.first.any()
