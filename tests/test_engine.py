"""The shared timing engine, block-level traces and fast capture: they change speed, never results.

Each test compares two paths that must agree: the block form against per-instruction columns,
the C helpers against their Python fallbacks, the fast capture against the exact-PC capture.
"""
from __future__ import annotations

import numpy as np
import pytest

from isa.trace import Trace
from workbench.cores import get_core
from workbench.cores.cache import CacheGeometry, _simulate_python, simulate
from workbench.cores.streams import CachePlan, _walk_numpy, walk
from workbench.kernel import find_kernel
from workbench.runner import execute_kernel


@pytest.fixture(scope="module")
def traces():
    return {name: execute_kernel(find_kernel(name), 5)[1]
            for name in ("des-karn-rm16", "des-som3", "des-young686", "des-biham", "des-corella",
                         "des-sp-gcc", "des-davio-dsp-cbc")}


def _columns_only(tr: Trace) -> Trace:
    """The same run as per-instruction columns, as a trace read from a file is."""
    return Trace(tr.isa, tr.static, tr.index.copy(), tr.taken.copy(), tr.accesses,
                 tr.nullified.copy(), tr.spaces, tr.meta)


@pytest.mark.parametrize("kernel,core", [("des-karn-rm16", "i386"), ("des-karn-rm16", "i486"),
                                         ("des-som3", "p5"), ("des-young686", "p6"),
                                         ("des-young686", "pii"), ("des-biham", "ev5"),
                                         ("des-biham", "ev4"), ("des-corella", "pa8600"),
                                         ("des-sp-gcc", "pa8500"), ("des-davio-dsp-cbc", "dsp56001-dk"),
                                         ("des-davio-dsp-cbc", "dsp56001")])
def test_block_form_and_columns_give_the_same_timing(traces, kernel, core):
    tr = traces[kernel]
    a = get_core(core).time(tr)
    b = get_core(core).time(_columns_only(tr))
    assert a.total_cycles == b.total_cycles
    assert a.breakdown() == b.breakdown()
    assert np.array_equal(a.static_cycles(tr), b.static_cycles(tr))
    for name in ("issue", "base", "pipe"):
        assert np.array_equal(getattr(a, name), getattr(b, name)), name
    for cause in a.lost:
        assert np.array_equal(a.lost[cause], b.lost[cause]), cause


@pytest.mark.parametrize("core", ["i486", "p5", "p6", "ev5"])
def test_aggregates_equal_the_per_instruction_arrays(traces, core):
    tr = traces["des-biham" if core == "ev5" else "des-som3"]
    t = get_core(core).time(tr)
    totals = t.breakdown()
    assert sum(totals.values()) == t.total_cycles
    assert int(t.static_cycles(tr).sum()) == t.total_cycles
    assert int(t.base.sum()) == totals["base"]
    for cause, arr in t.lost.items():
        assert int(arr.sum()) == totals[cause], cause
    mask = np.zeros(len(tr), bool)
    mask[::3] = True
    part = t.breakdown(mask)
    assert part["base"] == int(t.base[mask].sum())
    # per-static sums: every retired instruction's charge lands on its static entry
    assert np.array_equal(t.static_cycles(tr),
                          np.bincount(tr.index, weights=t.cost(), minlength=len(tr.static)).astype(np.int64))


def test_static_counts_from_blocks(traces):
    tr = traces["des-karn-rm16"]
    assert np.array_equal(tr.static_counts(), np.bincount(tr.index, minlength=len(tr.static)))


def test_c_cache_simulator_equals_python():
    rng = np.random.default_rng(3)
    for geo in (CacheGeometry(8192, 4, 16), CacheGeometry(8192, 2, 32), CacheGeometry(256, 1, 16)):
        addr = rng.integers(0, 1 << 15, 20000) * rng.integers(1, 3, 20000)
        assert np.array_equal(simulate(addr, geo), _simulate_python(addr, geo))


@pytest.mark.parametrize("unified", [True, False])
def test_c_stream_walk_equals_numpy(traces, unified):
    tr = traces["des-som3"]
    reads = np.array([s.mem_reads > 0 for s in tr.static])
    plan = CachePlan(CacheGeometry(1024, 2, 32), None if unified else CacheGeometry(512, 2, 32),
                     unified, reads)
    first = np.array([s.address for s in tr.static])
    last = np.array([s.address + s.size - 1 for s in tr.static])
    a = walk(tr, plan, flags=True, fresh=True)
    b = _walk_numpy(tr, plan, first, last, True, True)
    for f in ("first", "last", "either", "data", "flags", "fresh"):
        assert np.array_equal(getattr(a, f), getattr(b, f)), f
    assert a.first.sum() and a.data.sum()          # the small caches do miss


def test_a_fault_after_fast_capture_names_the_exact_instruction():
    from workbench.snippet import time_snippet
    from workbench.errors import WorkbenchError
    from isa.errors import EmulationFault
    # the third access faults; the fast run's stale PC would name the first instruction
    text = "mov eax, [0x100]\nmov ebx, [0x104]\nmov ecx, [0x7ffffff0]\n"
    with pytest.raises((EmulationFault, WorkbenchError)) as e:
        time_snippet(text, "i486")
    assert "mov ecx" in str(e.value)


def test_runs_are_named_by_their_block_chains_when_successors_differ():
    """A block left two ways without a transfer (a DSP56000 DO loop's last block loops back or
    falls out) must not make two different block chains one run."""
    from isa.trace import Blocks, StaticInsn
    from workbench.cores.engine import runs_of
    static = [StaticInsn(0, 1, "a", "", "alu", (), ()), StaticInsn(1, 1, "b", "", "jcc", (), (), flow="branch"),
              StaticInsn(2, 1, "c", "", "jcc", (), (), flow="branch"), StaticInsn(3, 1, "d", "", "jcc", (), (), flow="branch")]
    table = [np.array([0], np.int32), np.array([1], np.int32), np.array([2, 3], np.int32)]
    tr = Trace("x86", static, blocks=Blocks(table, np.array([0, 1, 0, 2]), np.zeros(4, bool)))
    runs = runs_of(tr)
    got = [runs.table[r].tolist() for r in runs.sequence.tolist()]
    assert got == [[0, 1], [0, 2, 3]]


def test_without_a_c_compiler_the_figures_are_the_same():
    """WORKBENCH_NO_C=1 (as on a machine without a compiler): Python recorders, cache and walk."""
    import json
    import os
    import subprocess
    import sys
    from workbench.runner import run
    code = ("import json; from workbench.runner import run; "
            "r = [run(k, c, blocks=3).result for k, c in "
            "(('des-karn-pm32', 'p5'), ('des-biham', 'ev5'), ('des-corella', 'pa8600'))]; "
            "from isa.x86 import accesslog; "
            "print(json.dumps([[x.cycles, x.instructions, x.breakdown] for x in r] + [accesslog.why_not()]))")
    env = dict(os.environ, WORKBENCH_NO_C="1")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True).stdout
    *got, why = json.loads(out)
    assert "WORKBENCH_NO_C" in why
    want = [run(k, c, blocks=3).result for k, c in
            (("des-karn-pm32", "p5"), ("des-biham", "ev5"), ("des-corella", "pa8600"))]
    assert got == [[x.cycles, x.instructions, x.breakdown] for x in want]
