"""The Python work around each DSP56000 run on the C path (issue 27): run plans, reused buffers
and kept image words must leave every result as it was.

A run plan (isa/dsp56k/machine.py, ``_Plan``) puts every block an earlier run of the program
formed into the C loop's tables before a fresh run starts. Held here against two references:
the Python path (``native=False``: every block formed afresh) and the C path in a fresh
process (per-program caches and shared decodings emptied, so no plan, no record): the same
trace (static table in first-execution order, block table and ids, sequence, taken flags,
accesses), registers, system stack and memories, or the same fault, for

- every DSP56000 kernel run again with its own plan, at one and two sizes;
- a plan longer than the run (made at another size: the run ends inside it) and shorter (the
  run goes on past it, on the plain path);
- a run that meets the plan's blocks in another order (data-dependent branches): it starts
  again on the plain path;
- a fault, the budget and a write to P where the plan has code, with a plan in place;
- a word after the last instruction that differs from the plan's (the plan is used up to it).
"""
from __future__ import annotations

import gc
import weakref

import numpy as np
import pytest

from isa.dsp56k import ISA
from isa.dsp56k import machine as _machine
from isa.dsp56k import memory as _memory
from isa.dsp56k.machine import Machine
from isa.dsp56k.memory import load_arrays, segment
from isa.errors import EmulationFault
from isa.image import MemoryImage, Segment
from isa.toolkit.interp import ProgramCache
from tests.test_dsp56k_native import _c_wanted, _kernel_run, _outcome, _same_trace, _state

pytestmark = pytest.mark.skipif(not _c_wanted(), reason="WORKBENCH_NO_C is set or no C compiler")


def _fresh_c(monkeypatch, program, image, entry, budget, stop=None):
    """The C path as a fresh process runs it: no plan, no record, no shared decoding."""
    with monkeypatch.context() as mp:
        mp.setattr(_machine, "_PROGRAMS", ProgramCache(lambda: {"static": {}, "code": {}}))
        mp.setattr(_machine, "_PC_FREE", {})
        return _outcome(program, image, entry, budget, stop, native=True)


def _same(a, b) -> None:
    """Two outcomes of _outcome alike: trace and state, or the fault."""
    (ma, ta, fa), (mb, tb, fb) = a, b
    assert fa == fb
    if fa is None:
        _same_trace(ta, tb)
        assert _state(ma) == _state(mb)


def _check(monkeypatch, program, image, entry, budget, stop=None):
    """The C run with whatever plan the program has now, against both references; the C run's
    machine."""
    planned = _outcome(program, image, entry, budget, stop, native=True)
    _same(planned, _outcome(program, image, entry, budget, stop, native=False))
    _same(planned, _fresh_c(monkeypatch, program, image, entry, budget, stop))
    return planned[0]


def _plans(m) -> dict:
    """The program's plans, each built from its draft."""
    plans = m.cache.setdefault("plans", {})
    for key in list(plans):
        _machine._plan_for(m.cache, key)
    return plans


KERNELS = ["des-davio-dsp-cbc", "des-davio-dsp-ecb", "mont256-os-dsp", "mont256-ps-dsp",
           "mont512-os-dsp", "mont512-ps-dsp", "n0inv-dsp", "rsa512-crt-bin-dsp",
           "rsa512-crt-bin-nosqr-dsp", "rsa512-crt-dsp", "rsa512-crt-nosqr-dsp", "rsa512-dsp"]


def test_the_kernel_list_is_every_dsp_kernel():
    from workbench.kernel import all_kernels
    assert sorted(KERNELS) == sorted(n for n, k in all_kernels().items() if k.isa == "dsp56k")


@pytest.mark.parametrize("name", KERNELS)
def test_a_kernel_run_again_from_its_plan_is_the_same_run(monkeypatch, name):
    counts = (1, 3) if "des" in name else (1,)
    for count in counts:
        program, image, entry, budget = _kernel_run(name, count)
        first, _, fault = _outcome(program, image, entry, budget, native=True)
        assert fault is None
        assert (entry, budget) in _plans(first)
        m = _check(monkeypatch, program, image, entry, budget)
        # the whole run came from the plan: the C loop never stopped for a new block
        assert m.planned == len(m.block_list) == len(first.block_list)


@pytest.mark.parametrize("name", ["des-davio-dsp-cbc", "des-davio-dsp-ecb"])
def test_a_plan_made_at_another_size_is_used_as_far_as_it_holds(monkeypatch, name):
    """Each size's plan for the other: the 2-block run meets the 1-block run's blocks but its
    last one in the same order, then blocks the plan does not have (formed on the plain path);
    the 1-block run meets a block of the 2-block plan out of its order (it starts again)."""
    ps, imgs, es, bs = _kernel_run(name, 1)
    pl, imgl, el, bl = _kernel_run(name, 2)
    ms, _, _ = _outcome(ps, imgs, es, bs, native=True)
    ml, _, _ = _outcome(pl, imgl, el, bl, native=True)
    plans = _plans(ms)
    assert plans is _plans(ml)
    small, big = plans[(es, bs)], plans[(el, bl)]
    plans[(el, bl)] = small
    m = _check(monkeypatch, pl, imgl, el, bl)
    assert 0 < m.planned < len(small.steps) < len(m.block_list)
    plans[(es, bs)] = big
    m = _check(monkeypatch, ps, imgs, es, bs)
    assert m.planned == 0


# a program whose blocks are met in another order when x:$10 is zero: 0, F, G, S, end or
# 0, S, F, end
ORDER = """\torg\tp:$40
start\tmove\tx:$10,a
\ttst\ta
\tjeq\tsdo
fdo\tmove\t#>1,x0
\ttst\ta
\tjeq\tfin
\tjmp\tsdo
sdo\tmove\t#>2,y0
\ttst\ta
\tjeq\tfdo
fin\tmove\t#>3,x1
\tstop
"""


def _image(x: dict, p: dict | None = None) -> MemoryImage:
    img = MemoryImage()
    for space, words in (("x", x), ("p", p or {})):
        for addr, w in words.items():
            segment(img, space, addr, [w])
    return img


def test_a_run_that_meets_the_blocks_in_another_order_starts_again(monkeypatch):
    program = ISA.assemble(ORDER, "order.a56")
    entry = program.symbols["start"]
    one, zero = _image({0x10: 1}), _image({0x10: 0})
    m = _check(monkeypatch, program, one, entry, 1000)
    assert m.planned == 0 and (entry, 1000) in _plans(m)
    m = _check(monkeypatch, program, zero, entry, 1000)
    assert m.planned == 0                     # started again on the plain path
    m = _check(monkeypatch, program, zero, entry, 1000)
    assert m.planned == len(m.block_list)     # its own plan now
    m = _check(monkeypatch, program, one, entry, 1000)
    assert m.planned == 0
    # twice a run with this entry and budget left its plan: no plan is kept for them any more
    assert m.cache["plan_misses"][(entry, 1000)] == 2 and (entry, 1000) not in _plans(m)
    m = _check(monkeypatch, program, zero, entry, 1000)
    assert m.planned == 0 and m.cache["plan_misses"][(entry, 1000)] == 2


# x0 (from x:$12) written to P at r0 (from x:$11): to $300 (no code there), to start's decoded
# code (a fault), or to LATER's word before LATER is decoded (allowed: LATER then runs what
# was written there, CLR A = $200013)
WRITE = """\torg\tp:$40
start\tmove\tx:$11,r0
\tmove\tx:$12,x0
\tnop
\tmovem\tx0,p:(r0)
\tjmp\tlater
later\tnop
\tstop
"""


def test_faults_the_budget_and_p_writes_with_a_plan_in_place(monkeypatch):
    program = ISA.assemble(WRITE, "write.a56")
    entry, later = program.symbols["start"], program.symbols["later"]
    m = _check(monkeypatch, program, _image({0x11: 0x300}), entry, 1000)
    plan = _plans(m)[(entry, 1000)]
    # a write to decoded code: the same fault as without a plan
    m = _check(monkeypatch, program, _image({0x11: entry, 0x12: 0x200013}), entry, 1000)
    # writes the plan guards (LATER's word and the one after the last instruction, part of its
    # decoding key, not decoded yet): allowed, and the run starts again
    for at in (later, later + 2):
        _plans(m)[(entry, 1000)] = plan
        m = _check(monkeypatch, program, _image({0x11: at, 0x12: 0x200013}), entry, 1000)
        assert m.planned == 0
    # the budget ends the run inside the plan, before its first block and after it
    for budget in (3, 6):
        _plans(m)[(entry, budget)] = plan
        _m, _, fault = _outcome(program, _image({0x11: 0x300}), entry, budget, native=True)
        assert fault is not None and fault[0] == "BudgetExceeded"
        assert _m.planned == (budget > 5)
        _plans(m)[(entry, budget)] = plan
        _check(monkeypatch, program, _image({0x11: 0x300}), entry, budget)
    # a different word after the last instruction (part of its decoding key): the plan is
    # used up to the block that holds it
    _plans(m)[(entry, 1000)] = plan
    stop_at = max(pc for pc, *_ in plan.skey)
    m = _check(monkeypatch, program, _image({0x11: 0x300}, {stop_at + 1: 0x123456}), entry,
               1000)
    assert 0 < m.planned < len(plan.steps)


def test_a_stopped_run_takes_no_plan_and_makes_none(monkeypatch):
    program, image, entry, budget = _kernel_run("des-davio-dsp-cbc", 2)
    first, _, _ = _outcome(program, image, entry, budget, native=True)
    hot = first.block_list[int(np.bincount(first.seq).argmax())].start
    plans = dict(_plans(first))
    m = _check(monkeypatch, program, image, entry, budget, stop=(hot, 3))
    assert m.planned == 0 and m.stopped_at == hot and _plans(m) == plans


def test_a_finished_machine_is_freed_at_once():
    """No reference cycle keeps a machine (and its 64K-word buffers) until the next collection."""
    program, image, entry, budget = _kernel_run("rsa512-crt-dsp", 1)
    gc.collect()
    gc.disable()
    try:
        m = Machine(program, image, ISA)
        m.run(entry, budget)
        gone = weakref.ref(m), weakref.ref(m.native)
        del m
        assert all(r() is None for r in gone)
        ex = _machine.execute(program, image, entry, budget)
        assert ex.trace is not None and gc.collect() == 0
    finally:
        gc.enable()


def test_a_kept_draft_holds_no_memories():
    """A program run once leaves a draft of its plan, which must not keep the run's 64K-word
    memories (a block function does) alive."""
    program, image, entry, budget = _kernel_run("des-davio-dsp-cbc", 1)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(_machine, "_PROGRAMS", ProgramCache(lambda: {"static": {}, "code": {}}))
        m = Machine(program, image, ISA)
        m.run(entry, budget)
        x, cache = weakref.ref(m.X), m.cache
        del m
        assert x() is None and (entry, budget) in cache["plans"]


def test_kept_image_words_give_fresh_memories_and_the_same_checks():
    program, image, _, _ = _kernel_run("des-davio-dsp-cbc", 1)
    a = load_arrays(image, program)
    a["x"][5] ^= 77                         # a run's writes stay in its own arrays
    b = load_arrays(image, program)
    assert all(x is not y for x, y in zip(a.values(), b.values()))
    ref = _memory.load(image)
    n = len(program.code) // 3
    ref["p"][program.base:program.base + n] = _memory.words(program.code[:3 * n])
    assert {s: list(v) for s, v in b.items()} == ref
    bad = MemoryImage(segments=list(image.segments) + [Segment("y:end", 0xFFFF, bytes(6))])
    for _ in range(2):                      # refused every time, not kept
        with pytest.raises(EmulationFault, match="lies outside the 64K-word Y memory"):
            load_arrays(bad, program)
