"""The P6/PII timing's fast paths change speed, never results.

Memo entries and the prepared tables kept across ``engine.time`` calls (``P6.cache_key``, with
``P6.prep_fits`` refusing a kept table that lacks rows for a trace's blocks), the misalignment
charges of the C and Python scheduler paths, and the block-level cache walk every core's plan
goes through (cachesim.c) against the stream walk without C."""
from __future__ import annotations

import numpy as np
import pytest

from isa.trace import Accesses, Blocks, Trace
from workbench.cores import engine, get_core, streams
from workbench.cores.cache import CacheGeometry
from workbench.cores.streams import CachePlan, allocating
from workbench.errors import WorkbenchError
from workbench.cores.p6 import P6, _library
from workbench.kernel import find_kernel
from workbench.machine import load_machine
from workbench.runner import execute_kernel
from workbench.snippet import run_snippet

needs_c = pytest.mark.skipif(_library() is None, reason="the C scheduler is not built")


def _facts(t, tr) -> dict:
    """Everything a timing reports, aggregates and per retired instruction."""
    return {"total": t.total_cycles, "breakdown": t.breakdown(), "memo": t.memo,
            "notes": list(t.notes), "static": t.static_cycles(tr).tolist(),
            "issue": t.issue.tolist(), "base": t.base.tolist(), "pipe": t.pipe.tolist(),
            "decode": t.extra("decode").tolist(), "retire": t.extra("retire").tolist(),
            "lost": {c: a.tolist() for c, a in sorted(t.lost.items())}}


def _fresh(core: str, tr, spec=None) -> dict:
    engine._CACHES.clear()
    return _facts(get_core(core, spec).time(tr), tr)


@pytest.fixture(scope="module")
def som3():
    kernel = find_kernel("des-som3")
    return [execute_kernel(kernel, 6, seed)[1] for seed in (1994, 7)]   # one layout, two data


@pytest.mark.parametrize("core", ["p6", "pii"])
def test_kept_memo_entries_give_the_figures_of_a_fresh_engine(som3, core):
    small, large = som3
    assert small.static == large.static and small.static is not large.static
    want_small, want_large = _fresh(core, small), _fresh(core, large)
    engine._CACHES.clear()
    model = get_core(core)
    assert _facts(model.time(large), large) == want_large
    kept = [c for _, c in engine._CACHES]
    assert len(kept) == 1 and kept[0].entries
    assert _facts(get_core(core).time(small), small) == want_small     # ``large``'s kept entries
    assert [c for _, c in engine._CACHES] == kept
    assert _facts(model.time(large), large) == want_large


def test_kept_entries_are_per_machine_values_and_scheduler(som3):
    tr = som3[0]
    spec = load_machine("p6")
    slow = spec.with_overrides(**{"branch.mispredict_restart": spec["branch.mispredict_restart"] + 5})
    base, want = _fresh("p6", tr, spec), _fresh("p6", tr, slow)
    assert want["total"] > base["total"]
    engine._CACHES.clear()
    get_core("p6", spec).time(tr)
    assert _facts(get_core("p6", slow).time(tr), tr) == want
    py = P6(spec, "p6")
    py.native = False                   # the Python scheduler keeps entries of its own
    assert _facts(py.time(tr), tr) == base
    assert len(engine._CACHES) == 3


def test_a_kept_table_without_rows_for_a_traces_blocks_is_not_used():
    """A trace with the static table of one timed before but more blocks (a view cut from a
    longer run, timed first) gets tables of its own."""
    _, full = run_snippet("mov eax, 1\nl:\nadd eax, eax\ndec ecx\njnz l\nimul eax, eax\nnop",
                          registers={"ecx": 3})
    b = full.block_form()
    assert len(b.table) >= 2
    part = Trace(full.isa, full.static, accesses=Accesses.empty(), spaces=full.spaces,
                 blocks=Blocks([b.table[0]], np.zeros(1, np.int64), np.zeros(1, bool)))
    engine._CACHES.clear()
    m = get_core("p6")
    m.time(part)
    prep = engine._CACHES[-1][1].prep
    assert not m.prep_fits(prep, full)
    assert _facts(m.time(full), full) == _fresh("p6", full)


@needs_c
@pytest.mark.parametrize("offset", [0, 1, 2, 3, 29, 30, 31])
def test_misaligned_charges_in_c_are_the_python_ones(offset):
    code = (f"mov ebx, DATA\nmov eax, dword ptr [ebx + {offset}]\nmov word ptr [ebx + {offset}], ax\n"
            f"fld qword ptr [ebx + {offset}]\nfstp qword ptr [ebx + 64 + {offset}]")
    _, tr = run_snippet(code)
    engine._CACHES.clear()
    c = get_core("p6").time(tr)
    py = get_core("p6")
    py.native = False
    p = py.time(tr)
    assert c.lost["misalign"].tolist() == p.lost["misalign"].tolist()
    assert c.breakdown() == p.breakdown()
    assert np.array_equal(c.static_cycles(), p.static_cycles())
    if offset >= 29:                    # across the 32-byte line (DATA is line-aligned)
        assert c.breakdown()["misalign"] > 0


def _walk_without_c(view, plan) -> streams.Misses:
    """streams.walk as a build without a C compiler runs it (the numpy stream and cache.simulate)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(streams, "_library", lambda: None)
        return streams.walk(view, plan, flags=True, fresh=True)


def _same_misses(a, b) -> bool:
    """``a`` (the C block-level walk) gives ``b``'s (the numpy walk's) misses, per static and per
    retired instruction, its first-runs-since-fill, and the positions where its flags are set."""
    return all(np.array_equal(getattr(a, f), getattr(b, f))
               for f in ("first", "last", "either", "data", "flags", "fresh")) \
        and np.array_equal(a.where, np.flatnonzero(b.flags))


# small what-if caches where code and data lines are evicted all the time (direct-mapped ones:
# a data access of the 486's unified cache evicts the code line in its set)
_SMALL = {"p6": {"cache.l1i_size": 256, "cache.l1i_ways": 2, "cache.l1i_line": 16,
                 "cache.l1d_size": 128, "cache.l1d_ways": 1, "cache.l1d_line": 8},
          "p5": {"cache.code_size": 256, "cache.code_ways": 1, "cache.data_size": 256,
                 "cache.data_ways": 2, "cache.line": 16},
          "i486": {"cache.size": 256, "cache.ways": 1, "cache.line": 16}}
_SMALL["pii"] = _SMALL["p6"]
_I486_TWO_WAY = {"cache.size": 512, "cache.ways": 2, "cache.line": 16}


def _walk_cases():
    """(core, what-if values or None) for the machine files and the small caches."""
    for core in ("p6", "pii", "p5", "i486"):
        yield core, None
        yield core, _SMALL[core]
    yield "i486", _I486_TWO_WAY


def _plan(core, over, tr):
    spec = load_machine({"p6": "p6", "pii": "pentium2", "p5": "p5", "i486": "i486"}[core])
    m = get_core(core, spec.with_overrides(**over) if over else spec)
    view = m.retired_view(tr)
    try:
        prep = m.prepare(view)
    except WorkbenchError:      # a random mix's instruction this core does not time: the plan
        prep = {"alloc": allocating(view.static, m.spec["cache.write_allocate"])}   # needs only this
    return view, m.cache_plan(prep)


@needs_c
@pytest.mark.parametrize("kernel", ["des-som3", "des-som3-cbc", "des-karn-pm32", "des-young686",
                                    "3des-young586", "mont512-os-pm32", "des-movzx",
                                    "des-karn-c-pm32"])
def test_block_level_cache_walk_is_the_numpy_walk(kernel):
    """cachesim_walk (C, block by block) against the numpy stream without C: the same misses per
    static and per retired instruction, first runs since a fill and miss positions, on every x86
    core's plan (P6/PII and Pentium code and data caches, the 486's unified cache; the 386 has
    none) with the machine files' caches and with small what-if caches."""
    k = find_kernel(kernel)
    _, tr = execute_kernel(k, 1 if k.cipher not in ("des", "3des") else 24, 1994)
    for core, over in _walk_cases():
        view, plan = _plan(core, over, tr)
        want = _walk_without_c(view, plan)
        got = streams.walk(view, plan, flags=True, fresh=True)
        assert _same_misses(got, want), (kernel, core, over)
        if over:
            assert want.first.sum() > 100 and want.data.sum() > 100 and want.last.sum() > 0
            assert want.fresh.sum() > 100
    assert get_core("i386").cache_plan(None) is None


@needs_c
def test_block_level_cache_walk_on_random_mixes():
    from test_p6_native import _mixes
    checked = 0
    for tr in _mixes():
        for core, over in _walk_cases():
            view, plan = _plan(core, over, tr)
            assert _same_misses(streams.walk(view, plan, flags=True, fresh=True),
                                _walk_without_c(view, plan)), (core, over)
            checked += 1
    assert checked >= 200


@needs_c
def test_block_level_cache_walk_with_code_or_data_cache_alone():
    """A plan with one of the caches missing (the Alpha's I-cache-only plan without the code
    line of the last byte) and the per-static totals without per-retired outputs."""
    _, tr = execute_kernel(find_kernel("des-som3"), 24, 1994)
    ns = len(tr.static)
    g = CacheGeometry(256, 2, 16)
    for plan in (CachePlan(g, None, False, np.zeros(ns, bool), code_span=False),
                 CachePlan(None, g, False, allocating(tr.static, True)),
                 CachePlan(g, None, True, allocating(tr.static, True), code_span=False)):
        want = _walk_without_c(tr, plan)
        assert _same_misses(streams.walk(tr, plan, flags=True, fresh=True), want), plan
        bare = streams.walk(tr, plan)
        assert bare.flags is bare.fresh is bare.where is None
        assert all(np.array_equal(getattr(bare, f), getattr(want, f))
                   for f in ("first", "last", "either", "data"))
        assert want.first.sum() + want.data.sum() > 100


# what-if values static_info reads (a latency, a port set, the fetch block, a uop list, the
# partial-flags and zero-idiom switches, a unit interval) and ones it does not
_WHAT_IFS = [{}, {"latency.load": 4}, {"ports.alu": "p0"}, {"frontend.fetch_block": 32},
             {"uops.alu_rm": ["load", "alu", "alu"]}, {"partial.flags": False},
             {"partial.zero_idiom": False}, {"interval.imul": 2},
             {"branch.mispredict_restart": 20}, {"latency.load": 3.5}, {}]


def _fresh_rows(spec, view, core):
    from workbench.cores.p6_uops import static_info
    used = sorted({int(i) for t in view.block_form().table for i in t})
    return {i: static_info(spec, view.static[i], core) for i in used}


@pytest.mark.parametrize("kernel,core", [("des-som3", "p6"), ("3des-young586", "pii"),
                                         ("mont512-os-pm32", "pii")])
def test_static_rows_kept_across_what_if_values_are_fresh_ones(kernel, core):
    """p6_uops.static_table keeps an instruction's row with the values static_info read: under
    every what-if in turn (and the machine file again) its rows are those static_info gives."""
    from workbench.cores import p6_uops
    k = find_kernel(kernel)
    _, tr = execute_kernel(k, 1 if k.cipher not in ("des", "3des") else 2, 1994)
    base = load_machine({"p6": "p6", "pii": "pentium2"}[core])
    view = P6(base, core).retired_view(tr)
    for over in _WHAT_IFS:
        spec = base.with_overrides(**over) if over else base
        got = p6_uops.static_table(spec, view, core)
        want = _fresh_rows(spec, view, core)
        assert {i: got[i] for i in want} == want, over


def test_static_rows_of_the_same_code_at_another_address():
    """The fetch block is set per address: the same instructions one byte further on."""
    from workbench.cores import p6_uops
    body = "\n".join(["add eax, ebx", "mov ecx, dword ptr [DATA + 4]", "imul ecx, eax",
                      "xor edx, edx", "mov byte ptr [DATA + 9], cl"] * 4)
    spec = load_machine("p6")
    for prefix in ("", "nop\n", "nop\nnop\n", "lea esi, [esi + 1]\n"):
        _, tr = run_snippet(prefix + body)
        view = P6(spec, "p6").retired_view(tr)
        got = p6_uops.static_table(spec, view, "p6")
        want = _fresh_rows(spec, view, "p6")
        assert {i: got[i] for i in want} == want, prefix
