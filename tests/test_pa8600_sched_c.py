"""The PA-8x00 scheduler in C (workbench/cores/pa8600sched.c) against schedule_run, the Python
function it replaces and which stays its specification: random runs (every unit and queue,
loads with an early base, stores, branches, non-pipelined units, D-cache extras, mispredicted,
redirected and nullified instructions) from random entry states, chained run to run, on the
machine files' parameters and on small what-if ones that reach the window, launch, insert and
retire limits; and every run of the PA-RISC kernels through the core. Results (launch, base,
lost, cause, unit) and the whole exit Context (ready and slots contents, in the same order)
must be equal."""
from __future__ import annotations

import functools
import pickle
import random

import numpy as np
import pytest

import workbench.cores.pa8600_rules as rules
from isa.native import NativeLibrary, helpers
from workbench.cores import pa8600
from workbench.cores.pa8600 import PA8x00
from workbench.cores.pa8600_rules import (ALU, MEM, U_ALU, U_FDIV, U_FMAC, U_LSU, U_NONE, U_SMU,
                                          Context, NativeTable, Params, StaticCost, native_library,
                                          schedule_run, schedule_run_native)
from workbench.kernel import find_kernel
from workbench.machine import load_machine
from workbench.runner import execute_kernel

needs_c = pytest.mark.skipif(native_library() is None,
                             reason="the C scheduler is not built (WORKBENCH_NO_C, or no C compiler)")

PARAMS = {
    "pa8600": Params.from_spec(load_machine("pa8600")),
    # a small window, one launch per queue, one unit of each kind, narrow insert and retire
    "tight": Params((3, 2), 1, 1, 1, (1, 1, 1, 1, 1), (1, 1), 1, 7, 3),
    "wide": Params((6, 5), 3, 3, 0, (3, 2, 2, 1, 2), (3, 2), 2, 2, 0),
}


def _cost(rng: random.Random, nreg: int) -> StaticCost:
    def regs(k):
        return tuple(rng.randrange(nreg) for _ in range(rng.randrange(k + 1)))
    kind = rng.randrange(8)
    if kind == 0:       # a load, some with a modified base (early)
        return StaticCost((MEM,), U_LSU, rng.choice((2, 3)), True, False, False, regs(2), regs(1),
                          regs(1) if rng.random() < 0.4 else ())
    if kind == 1:
        return StaticCost((MEM,), U_LSU, 1, False, True, False, regs(2), regs(1) if rng.random() < 0.2 else ())
    if kind == 2:       # a branch: both queues (Gaddis) or the ALU queue only
        return StaticCost(rng.choice(((ALU, MEM), (ALU,))), U_ALU, rng.choice((0, 1, 2)), False, False,
                          True, regs(2), regs(1))
    if kind == 3:       # divide/sqrt: not pipelined
        lat = rng.choice((2, 5, 9))
        return StaticCost((ALU,), U_FDIV, lat, False, False, False, regs(2), regs(1), busy=lat)
    if kind == 4:
        return StaticCost((ALU,), U_FMAC, 3, False, False, False, regs(3), regs(1))
    if kind == 5:
        return StaticCost((ALU,), U_SMU, 1, False, False, False, regs(2), regs(1))
    if kind == 6:       # halt-like (no unit), and odd ones: a memory-queue ALU op, a load on MEM+ALU
        return rng.choice((StaticCost((ALU,), U_NONE, 1, False, False, False, (), ()),
                           StaticCost((MEM,), U_ALU, 1, False, False, False, regs(2), regs(1)),
                           StaticCost((MEM, ALU), U_LSU, 3, True, False, False, regs(1), regs(1)),
                           StaticCost((ALU,), U_NONE, 0, False, False, False, regs(2), regs(1))))
    return StaticCost((ALU,), U_ALU, 1, False, False, False, regs(2), regs(1))


def _context(rng: random.Random, nreg: int, p: Params) -> Context:
    """A random entry state around clock t0: queues (some over their capacity), ready registers
    (by loads or not), slots rows below and above the insert clock."""
    t0 = rng.randrange(-5, 1000)
    ins = t0 + rng.randrange(-2, 4)

    def row():
        return tuple(rng.randrange(3) for _ in range(7))
    queues = tuple(tuple(sorted(t0 - rng.randrange(0, 4) + rng.randrange(0, 3)
                                for _ in range(rng.randrange(0, cap + 2)))) for cap in p.entries)
    ready = {rng.randrange(nreg): (t0 + rng.randrange(-3, 12), rng.random() < 0.5)
             for _ in range(rng.randrange(0, 8))}
    slots = {ins + rng.randrange(-3, 15): row() for _ in range(rng.randrange(0, 8))}
    return Context(t0, (rng.randrange(3), rng.randrange(3), rng.randrange(2)), ins, rng.randrange(3),
                   ins - rng.randrange(0, 2), t0 + rng.randrange(-4, 8), queues, ready, slots)


def _flags(rng: random.Random, n: int):
    extra = [rng.choice((0, 0, 0, 0, 1, 7, 100)) for _ in range(n)]
    mis = [rng.random() < 0.08 for _ in range(n)]
    red = [rng.random() < 0.08 for _ in range(n)]
    nul = [rng.random() < 0.06 for _ in range(n)]
    return extra, mis, red, nul


def _same(want, got, where):
    (wr, wc), (gr, gc) = want, got
    for f in ("launch", "base", "lost", "cause", "unit"):
        assert getattr(gr, f) == getattr(wr, f), f"{f}: {where}"
    assert gc == wc, where
    # the same dicts in the same order (normalised sorts them; the order is kept all the same)
    assert list(gc.ready.items()) == list(wc.ready.items()), where
    assert list(gc.slots.items()) == list(wc.slots.items()), where


def _c_only(monkeypatch):
    """schedule_run_native may not fall back to Python: the C code must take every input."""
    def refuse(*a):
        raise AssertionError("schedule_run_native fell back to the Python schedule")
    monkeypatch.setattr(rules, "schedule_run", refuse)


@needs_c
@pytest.mark.parametrize("params", sorted(PARAMS))
@pytest.mark.parametrize("seed", range(6))
def test_random_runs_from_random_states_agree(params, seed, monkeypatch):
    p = PARAMS[params]
    rng = random.Random(f"{params}-{seed}")
    _c_only(monkeypatch)
    kinds = set()
    for chain in range(25):
        nreg = rng.choice((4, 12, 40))
        pool = [_cost(rng, nreg) for _ in range(rng.randrange(1, 30))]
        ctx = _context(rng, nreg, p) if chain % 5 else Context()
        for link in range(4):       # the exit state of one run is the entry state of the next
            n = rng.randrange(0, 90)
            costs = [rng.choice(pool) for _ in range(n)]
            flags = _flags(rng, n)
            want = schedule_run(costs, *flags, ctx, p)
            got = schedule_run_native(costs, *flags, ctx, p)
            _same(want, got, f"{params} seed {seed} chain {chain} link {link}")
            kinds.update(c for c in want[0].cause if c >= 0)
            ctx = want[1]
    assert len(kinds) >= 5          # the runs reached most causes


@needs_c
def test_a_long_run_and_lists_of_unequal_length_agree(monkeypatch):
    rng = random.Random(7)
    _c_only(monkeypatch)
    p = PARAMS["pa8600"]
    pool = [_cost(rng, 64) for _ in range(200)]
    costs = [rng.choice(pool) for _ in range(5000)]
    extra, mis, red, nul = _flags(rng, 5000)
    for cut in ((5000,) * 4, (4000, 5000, 4500, 4999)):     # zip stops at the shortest list
        args = (extra[:cut[0]], mis[:cut[1]], red[:cut[2]], nul[:cut[3]])
        _same(schedule_run(costs, *args, Context(), p), schedule_run_native(costs, *args, Context(), p),
              f"long run cut {cut}")


def test_input_the_c_code_does_not_take_runs_in_python():
    p = PARAMS["pa8600"]
    odd = [StaticCost((ALU,), U_ALU, 1.5, False, False, False, (1,), (2,)),       # a non-integer
           StaticCost((ALU,), U_ALU, 1, False, False, False, (-1,), (2,)),        # a register < 0
           StaticCost((ALU, MEM, ALU), U_ALU, 1, False, False, False, (1,), (2,)),   # three queues
           StaticCost((MEM,), U_LSU, 1, False, 2, False, (1,), ())]               # a store "2"
    for c in odd:
        assert NativeTable.build([c], p) is None
        want = schedule_run([c, c], [0, 0], [False] * 2, [False] * 2, [False] * 2, Context(), p)
        assert schedule_run_native([c, c], [0, 0], [False] * 2, [False] * 2, [False] * 2, Context(),
                                   p) == want
    # an entry state with a slots row of another length, or slots too far apart for one window
    c = StaticCost((ALU,), U_ALU, 1, False, False, False, (1,), (2,))
    # a non-integer or huge clock in the entry state
    for ctx in (Context(slots={3: (0, 0, 1)}), Context(slots={0: (1,) * 7, 1 << 40: (1,) * 7}),
                Context(ready={1: (2.5, False)}), Context(ready={1: (1 << 70, True)})):
        want = schedule_run([c], [0], [False], [False], [False], ctx, p)
        assert schedule_run_native([c], [0], [False], [False], [False], ctx, p) == want
    # a non-integer extra latency
    want = schedule_run([c, c], [0.5, 2], [False] * 2, [False] * 2, [False] * 2, Context(), p)
    assert schedule_run_native([c, c], [0.5, 2], [False] * 2, [False] * 2, [False] * 2, Context(),
                               p) == want


@needs_c
def test_a_helper_of_another_layout_is_refused(monkeypatch):
    monkeypatch.setattr(rules, "_NATIVE", NativeLibrary(rules._NATIVE.source, rules._NATIVE.what))
    monkeypatch.setattr(rules, "_X_HEAD", rules._X_HEAD + 1)
    assert native_library() is None
    assert "does not match this version" in rules._NATIVE.why_not()
    c = StaticCost((ALU,), U_ALU, 1, False, False, False, (1,), (2,))
    assert NativeTable.build([c], PARAMS["pa8600"]) is None


def test_the_scheduler_is_listed_among_the_c_helpers():
    got = dict(helpers())
    assert "the PA-8x00 scheduler" in got
    why = got["the PA-8x00 scheduler"]
    assert (why == "") == (native_library() is not None)


# ---- every run of the kernels, through the core ----

class Both(PA8x00):
    """Schedules each run with C and with schedule_run and requires them to agree."""

    cache_key = None            # every run scheduled here, none from an earlier call's entries

    def __init__(self, name, spec):
        super().__init__(name, spec)
        self.runs = 0
        self.seen = np.zeros(3, np.int64)      # extras, mispredicts, nullified met in the runs

    def run(self, prep, sidx, taken_last, ctx, next_first=-1, event=None):
        assert prep["C"] is not None
        got = pa8600._run_native(prep["C"], sidx, ctx[1], ctx[0], event)
        assert got is not None
        want = self._run_python(prep, sidx, ctx[1], ctx[0], event)
        where = f"run of {len(sidx)} from static {int(sidx[0])}, event {event!r}"
        (gc, go), (wc, wo) = got, want
        for f in ("base", "lost", "pipe", "issue"):
            g, w = getattr(gc, f), getattr(wc, f)
            assert g.dtype == w.dtype and np.array_equal(g, w), f"{f}: {where}"
        assert gc.advance == wc.advance and gc.cycles == wc.cycles and gc.extra == wc.extra, where
        assert go == wo and list(go.ready.items()) == list(wo.ready.items()) and \
            list(go.slots.items()) == list(wo.slots.items()), where
        if event is not None:
            self.seen += (np.frombuffer(event, np.int64).reshape(-1, 4)[:, 1:] != 0).sum(axis=0)
        self.runs += 1
        return super().run(prep, sidx, taken_last, ctx, next_first, event)


@functools.cache
def _trace(kernel: str, blocks: int):
    return execute_kernel(find_kernel(kernel), blocks, 1994)[1]


# cold: D-cache misses (extras); small: the window and launch limits; the kernels' loops and
# compiled code give mispredicts, taken bubbles and nullified instructions
VARIANTS = {"cold": {"dcache.warm_start": False},
            "small": {"irb.alu_entries": 6, "irb.mem_entries": 3, "irb.launch_per_queue": 1}}


def _check(trace) -> np.ndarray:
    """Every run of ``trace`` on both cores and the variants; (extras, mispredicts, nullified)
    met in the runs."""
    seen = np.zeros(3, np.int64)
    for core in ("pa8600", "pa8500"):
        for variant in (None, *VARIANTS):
            spec = load_machine(core)
            if variant:
                spec = spec.with_overrides(**VARIANTS[variant])
            both = Both(core, spec)
            t = both.time(trace)
            assert both.runs == t.memo[0] > 0
            seen += both.seen
            # the whole timing against the Python path end to end
            py = PA8x00(core, spec)
            py.native = False
            tp = py.time(trace)
            assert tp.total_cycles == t.total_cycles and tp.breakdown() == t.breakdown()
            assert tp.memo == t.memo and np.array_equal(tp.issue, t.issue)
            assert np.array_equal(tp.static_cycles(), t.static_cycles())
    return seen


@needs_c
@pytest.mark.parametrize("kernel,blocks", [("des-corella", 6), ("des-sp-gcc", 3), ("3des-biham-pa", 2)])
def test_every_run_of_a_kernel_agrees(kernel, blocks):
    seen = _check(_trace(kernel, blocks))
    assert seen[0] > 0 and seen[1] > 0      # misses and mispredicts reached the C code


# a loop with a forward ,n branch over loads and xors and a backward ,n loop branch: nullified
# delay slots (not-taken backward, taken forward), a base-modifying load, mispredicts
NULLIFYING = """ ldi 30,%r9
l: ldd 0(%r26),%r3
 extrd,u %r9,63,2,%r4
 cmpb,=,n %r4,%r0,skip
 xor %r3,%r5,%r5
 xor %r5,%r4,%r6
 ldd,mb 8(%r25),%r8
skip: ldo 8(%r26),%r26
 addib,<>,n -1,%r9,l
 ldo 1(%r7),%r7"""


@needs_c
def test_every_run_of_a_program_with_nullified_slots_agrees():
    from test_parisc_machine import run
    ex = run(NULLIFYING, r26=0x8000, r25=0x8100)
    assert ex.registers["r7"] == 29 and ex.trace.any_nullified
    seen = _check(ex.trace)
    assert (seen > 0).all()


def test_without_the_c_code_the_core_schedules_in_python(monkeypatch):
    monkeypatch.setattr(rules, "native_library", lambda: None)
    core = PA8x00("pa8600", load_machine("pa8600"))
    core.cache_key = lambda: None       # its prep is not kept for the tests after this one
    trace = _trace("des-corella", 2)
    assert core.prepare(trace)["C"] is None
    assert core.time(trace).total_cycles > 0


def test_a_timing_pickles_and_its_table_runs_after_loading():
    core = PA8x00("pa8600", load_machine("pa8600"))
    t = core.time(_trace("des-corella", 2))
    back = pickle.loads(pickle.dumps(t))
    assert back.total_cycles == t.total_cycles
    table = back.prep["C"]
    assert (table is None) == (native_library() is None)
    if table is not None:
        sidx = np.arange(min(40, len(back.prep["costs"])))
        n = len(sidx)
        got = table.run(sidx, np.zeros(n, np.int64), np.zeros(n, np.int64), Context())
        costs = [back.prep["costs"][i] for i in sidx.tolist()]
        want = schedule_run(costs, [0] * n, [False] * n, [False] * n, [False] * n, Context(), core.params)
        assert got[0][0].tolist() == want[0].launch and got[1] == want[1]


@needs_c
def test_the_table_refuses_static_indices_it_has_no_row_for():
    c = StaticCost((ALU,), U_ALU, 1, False, False, False, (1,), (2,))
    z = np.zeros(1, np.int64)
    assert NativeTable.build([], PARAMS["pa8600"]).run(np.zeros(1, np.int64), z, z, Context()) is None
    table = NativeTable.build([c], PARAMS["pa8600"])
    assert table.run(np.array([1]), z, z, Context()) is None
    assert table.run(np.array([-1]), z, z, Context()) is None
    assert table.run(np.array([0]), z, z, Context()) is not None
