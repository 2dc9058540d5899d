"""The timing's fast paths change speed, never results.

Memo entries kept across ``engine.time`` calls (``cache_key``: the own-ISA cores, the i386, i486 and P5),
the C loops of enginewalk.c (the memo walk, the 2-bit counters, the DSP56001's bus charges, the
Pentium's BTB) and the shortcuts of the Alpha
and PA-8x00 events (the access log read in order, I-cache first touches, distinct lines by
count) are each compared with the path they replace.
"""
from __future__ import annotations

import numpy as np
import pytest

from workbench.cores import alpha, engine, get_core
from workbench.kernel import find_kernel
from workbench.machine import load_machine
from workbench.runner import execute_kernel

PAIRS = [("des-biham", "ev4"), ("des-biham", "ev5"), ("des-biham", "pca56"),
         ("des-corella", "pa8600"), ("des-sp-gcc", "pa8500"),
         ("des-davio-dsp-cbc", "dsp56001"), ("des-davio-dsp-cbc", "dsp56001-dk"),
         ("des-davio-dsp-cbc", "dsp56001-27"), ("mont256-os-dsp", "dsp56001"),
         ("des-som3", "p5"), ("des-karn-rm16", "p5"), ("3des-young586", "p5"),
         ("des-som3", "i486"), ("des-karn-rm16", "i486"), ("des-som3", "i386"),
         ("des-karn-rm16", "i386")]


@pytest.fixture(scope="module")
def traces():
    out = {}
    for name in sorted({k for k, _ in PAIRS}):
        kernel = find_kernel(name)
        sizes = (1, 2) if kernel.cipher not in ("des", "3des") else (4, 7)
        out[name] = [execute_kernel(kernel, b)[1] for b in sizes]
    return out


def _facts(t, tr) -> dict:
    """Everything a timing reports, aggregates and per retired instruction."""
    return {"total": t.total_cycles, "breakdown": t.breakdown(), "memo": t.memo,
            "notes": list(t.notes), "static": t.static_cycles(tr).tolist(),
            "issue": t.issue.tolist(), "base": t.base.tolist(), "pipe": t.pipe.tolist(),
            "lost": {c: a.tolist() for c, a in sorted(t.lost.items())}}


def _fresh(core: str, tr, spec=None) -> dict:
    engine._CACHES.clear()
    return _facts(get_core(core, spec).time(tr), tr)


@pytest.mark.parametrize("kernel,core", PAIRS)
def test_kept_memo_entries_give_the_figures_of_a_fresh_engine(traces, kernel, core):
    small, large = traces[kernel]
    want_small, want_large = _fresh(core, small), _fresh(core, large)
    engine._CACHES.clear()
    model = get_core(core)
    assert _facts(model.time(large), large) == want_large
    assert _facts(get_core(core).time(small), small) == want_small     # entries from ``large``
    again = model.time(large)
    assert _facts(again, large) == want_large
    assert len(engine._CACHES) == (1 if small.static == large.static else 2)


def test_kept_entries_are_per_machine_values(traces):
    """Another value of a parameter the rules read is another set of memo entries."""
    tr = traces["des-biham"][1]
    spec = load_machine("ev5")
    base = _fresh("ev5", tr, spec)
    slow = spec.with_overrides(**{"branch.mispredict_penalty": spec["branch.mispredict_penalty"] + 3})
    want = _fresh("ev5", tr, slow)
    assert want["total"] > base["total"]
    engine._CACHES.clear()
    get_core("ev5", spec).time(tr)
    assert _facts(get_core("ev5", slow).time(tr), tr) == want


@pytest.mark.parametrize("kernel,core", PAIRS)
def test_python_paths_give_the_figures_of_the_c_helpers(traces, kernel, core, monkeypatch):
    tr = traces[kernel][1]
    with_c = _fresh(core, tr)
    monkeypatch.setattr(engine, "_native", lambda: None)
    assert _fresh(core, tr) == with_c


def test_two_bit_counters_c_equals_python(monkeypatch):
    rng = np.random.default_rng(5)
    for n, slots in ((0, 1), (1, 1), (500, 3), (5000, 40)):
        slot = rng.integers(0, slots, n)
        init = rng.integers(0, 4, n)
        taken = rng.random(n) < 0.7
        got = engine.two_bit_counters(slot, init, taken)
        with monkeypatch.context() as m:
            m.setattr(engine, "_native", lambda: None)
            want = engine.two_bit_counters(slot, init, taken)
        assert got.dtype == bool and np.array_equal(got, want)
    # one branch: backward-seeded (weakly taken), taken, taken, not taken, not taken
    got = engine.two_bit_counters(np.zeros(4, np.int64), np.full(4, 2), np.array([1, 1, 0, 0], bool))
    assert got.tolist() == [False, False, True, True]    # 2 -> 3 -> 3 -> 2 (wrong) -> 1 (wrong)


def test_p5_btb_c_equals_python():
    from workbench.cores import p5
    lib = engine._native()
    if lib is None:
        pytest.skip("no C compiler: the C BTB walk is not built")
    rng = np.random.default_rng(11)
    for n, branches, sets, ways in ((0, 1, 64, 4), (1, 1, 64, 4), (3000, 9, 2, 4),
                                    (20000, 300, 64, 4), (5000, 40, 1, 2)):
        addr = rng.integers(0, branches, n).astype(np.int64) * 6 + 0x1000
        taken = (rng.random(n) < 0.6).astype(np.uint8)
        went = np.where(rng.random(n) < 0.9, addr + 40, rng.integers(-2, 3, n) * 100)
        got, want = np.zeros(n, np.uint8), np.zeros(n, np.uint8)
        assert p5._btb_c(lib, addr, taken, went.astype(np.int64), sets, ways, 3, got) == got.sum()
        p5._btb_python(addr.tolist(), taken.tolist(), went.tolist(), sets, ways, 3, want)
        assert np.array_equal(got, want)
    # one loop branch: not in the BTB (wrong when taken), then allocated strongly taken (3):
    # taken (right), not taken (wrong, 3 -> 2), taken (right, 2 -> 3)
    got = np.zeros(4, np.uint8)
    p5._btb_c(lib, np.full(4, 0x100, np.int64), np.array([1, 1, 0, 1], np.uint8),
              np.full(4, 0x80, np.int64), 64, 4, 3, got)
    assert got.tolist() == [1, 0, 1, 0]


@pytest.mark.parametrize("icache", [None, 256])
@pytest.mark.parametrize("core", ["ev5", "ev4"])
def test_alpha_event_shortcuts_equal_the_stream_walks(traces, icache, core, monkeypatch):
    """The access log read in order equals the search of the log; first touches equal the
    I-cache walk (256 bytes: the code overflows the sets, and the walk is taken)."""
    tr = traces["des-biham"][1]
    spec = load_machine(core)
    if icache:
        spec = spec.with_overrides(**{"icache.size": icache})
    model = get_core(core, spec)
    fast_load = model._load_extra_sparse(tr)
    fast_fetch = model._fetch_extra_sparse(tr)
    assert (model._first_touches(tr) is None) == bool(icache)
    with monkeypatch.context() as m:            # the log read in order by numpy, not C
        m.setattr(alpha, "_cache_library", lambda: None)
        numpy_load = model._load_extra_sparse(tr)
    assert np.array_equal(numpy_load[0], fast_load[0]) and np.array_equal(numpy_load[1], fast_load[1])
    monkeypatch.setattr(type(model), "_load_extra_log", lambda *a: None)
    monkeypatch.setattr(type(model), "_first_touches", lambda *a: None)
    for got, want in ((fast_load, model._load_extra_sparse(tr)),
                      (fast_fetch, model._fetch_extra_sparse(tr))):
        assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])
    assert len(fast_load[0]) > 10 and len(fast_fetch[0]) > 10


def test_distinct_lines_equal_unique():
    from workbench.cores.pa8600 import _distinct
    rng = np.random.default_rng(3)
    for values in (np.zeros(0, np.int64), rng.integers(-50, 900, 4000),
                   np.array([5, 1 << 40, 5, -3], np.int64)):
        assert np.array_equal(_distinct(values), np.unique(values))


def test_an_attribute_set_after_construction_gets_entries_of_its_own():
    """The rules' attributes are part of the key (a what-if sets one on the object): a REP'd
    external instruction fetched every time costs more once the attribute says so."""
    from workbench.snippet import run_snippet
    _, tr = run_snippet("\trep\t#4\n\tmove\tx:(r0)+,x0\n", isa="dsp56k", registers={"r0": 0x300},
                        budget=1000)
    engine._CACHES.clear()
    model = get_core("dsp56001-dk")
    once = model.time(tr).total_cycles
    model.rep_fetch_once = False
    every = model.time(tr).total_cycles
    assert every > once
    fresh = get_core("dsp56001-dk")
    fresh.rep_fetch_once = False
    engine._CACHES.clear()
    assert fresh.time(tr).total_cycles == every


def _with_log(tr, accesses, spaces):
    from isa.trace import Trace
    return Trace(tr.isa, tr.static, accesses=accesses, spaces=spaces, meta=tr.meta, blocks=tr.blocks)


@pytest.mark.parametrize("core", ["dsp56001", "dsp56001-dk"])
def test_dsp_bus_charges_of_a_log_out_of_order_and_of_an_unknown_space(traces, core, monkeypatch):
    """The C pass sorts a log that is not in retirement order as the Python path does, and
    names a space that is not P, X or Y in the same one-line error."""
    from isa.trace import Accesses
    from workbench.errors import WorkbenchError
    tr = traces["des-davio-dsp-cbc"][0]
    a = tr.accesses
    rev = Accesses(a.insn[::-1].copy(), a.addr[::-1].copy(), a.space[::-1].copy(),
                   a.size[::-1].copy(), a.write[::-1].copy())
    shuffled = _with_log(tr, rev, tr.spaces)
    want = _fresh(core, tr)
    with_c = _fresh(core, shuffled)
    monkeypatch.setattr(engine, "_native", lambda: None)
    assert _fresh(core, shuffled) == with_c
    assert with_c["total"] == want["total"]
    monkeypatch.undo()
    odd = _with_log(tr, a, tuple("q" if s == "y" else s for s in tr.spaces))
    errors = []
    for native in (True, False):
        if not native:
            monkeypatch.setattr(engine, "_native", lambda: None)
        with pytest.raises(WorkbenchError, match="not space 'q'") as e:
            engine._CACHES.clear()
            get_core(core).time(odd)
        errors.append(str(e.value))
    assert errors[0] == errors[1]


def test_a_cache_past_its_bound_starts_afresh(traces, monkeypatch):
    small, large = traces["des-biham"]
    want = _fresh("ev5", large)
    engine._CACHES.clear()
    monkeypatch.setattr(engine, "_MAX_HELD", 10)
    get_core("ev5").time(small)
    first = engine._CACHES[-1][1]
    assert first.held > 10
    assert _facts(get_core("ev5").time(large), large) == want
    assert engine._CACHES[-1][1] is not first and len(engine._CACHES) == 1


def test_pa_misses_of_no_extra_latency_are_no_events(traces):
    """A D-cache miss that adds nothing (miss_latency 0) gives the timing, memo entries and
    notes of perfect caches: a zero extra is not an event of its run."""
    tr = traces["des-corella"][1]
    spec = load_machine("pa8600").with_overrides(**{"dcache.warm_start": False,
                                                    "dcache.size": 1024})
    model = get_core("pa8600", spec)
    assert len(model.load_extra_sparse(tr)[0]) > 10           # it does miss
    free = spec.with_overrides(**{"dcache.miss_latency": 0})
    perfect = get_core("pa8600", spec)
    perfect.perfect_caches = True
    engine._CACHES.clear()
    want = _facts(perfect.time(tr), tr)
    assert _fresh("pa8600", tr, free) == want
