"""The DSP56000 interpreter's C run loop (isa/dsp56k/interp.c, driven by machine.py through
native.py) against its Python path, which stays the fallback: both must give the same trace
(block table, block sequence, taken flags, per-instruction index, data-access log with spaces),
registers, system stack, all three memories, and the same faults (message, pc, instruction,
source line) and budget errors.

Compared: every DSP56000 kernel (DES, Montgomery, RSA) at a small size, and random programs from
tests/test_dsp56k_hatari_diff.py's generator (its Generator/Program/assemble, imported), 300 by
default and 3,000 under ``--many`` (tests/fuzzing.py), run once with and once without C; plus
faults, the budget and ``stop`` on small hand-written programs.
"""
from __future__ import annotations

import os
import shutil

import numpy as np
import pytest

from fuzzing import examples
from isa.dsp56k import ISA
from isa.dsp56k import lower as _lower
from isa.dsp56k import native as native_run
from isa.dsp56k.machine import Machine
from isa.dsp56k.memory import segment
from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from tests.test_dsp56k_hatari_diff import Generator, assemble



def _c_wanted() -> bool:
    return not os.environ.get("WORKBENCH_NO_C") and bool(
        os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc"))


# without a compiler (or under WORKBENCH_NO_C) there is no C path to compare; with one, the C
# path must be there (test_the_c_path_is_built fails rather than every test skipping)
pytestmark = pytest.mark.skipif(not _c_wanted(), reason="WORKBENCH_NO_C is set or no C compiler")

COUNT = examples(300, 3_000)


def _outcome(program, image, entry, budget, stop=None, native=True):
    """(machine, trace, None) of one run, or (machine, None, the exception's facts)."""
    m = Machine(program, image, ISA, native=native)
    assert (m.native is not None) == native
    try:
        trace = m.run(entry, budget, stop)
    except (EmulationFault, BudgetExceeded) as e:
        facts = (type(e).__name__, str(e), e.pc, getattr(e, "instruction", None),
                 getattr(e, "source", None), getattr(e, "region", None))
        return m, None, facts
    return m, trace, None


def _same_trace(a, b) -> None:
    assert [s.to_json() for s in a.static] == [s.to_json() for s in b.static]
    ba, bb = a.blocks, b.blocks
    assert len(ba.table) == len(bb.table)
    for x, y in zip(ba.table, bb.table):
        assert np.array_equal(x, y)
    assert np.array_equal(ba.sequence, bb.sequence)
    assert np.array_equal(ba.ends_taken, bb.ends_taken)
    assert np.array_equal(a.index, b.index) and np.array_equal(a.taken, b.taken)
    for f in ("insn", "addr", "space", "size", "write"):
        x, y = getattr(a.accesses, f), getattr(b.accesses, f)
        assert x.dtype == y.dtype and np.array_equal(x, y), f
    assert a.spaces == b.spaces and a.meta == b.meta


def _state(m) -> tuple:
    return (m.registers(), [list(e) for e in m.SS], list(m.X), list(m.Y), list(m.P),
            m.stopped_at)


def both(program, image, entry, budget, stop=None):
    """Run both ways and compare everything; returns the C run's (machine, trace, fault)."""
    mp, tp, fp = _outcome(program, image, entry, budget, stop, native=False)
    mc, tc, fc = _outcome(program, image, entry, budget, stop, native=True)
    assert fc == fp
    if fp is None:
        _same_trace(tp, tc)
        assert _state(mp) == _state(mc)
    return mc, tc, fc


def test_the_c_path_is_built():
    assert native_run.library() is not None, native_run.why_not()


# ------------------------------------------------------------------ kernels
def _kernel_run(name: str, count: int):
    from workbench.bench import build_layout, find_kernel, isa_layer, plan_run, test_data
    kernel = find_kernel(name)
    layer = isa_layer(kernel.isa)
    keys, data, iv = test_data(count)
    layout = build_layout(kernel, keys if kernel.cipher == "3des" else keys[:1], data, iv)
    program = layer.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    budget = plan_run(kernel, count, budget_option=False).budget
    return program, layout.image, program.symbols[kernel.entry], budget


def _dsp_kernels() -> list[str]:
    from workbench.kernel import all_kernels
    return sorted(n for n, k in all_kernels().items() if k.isa == "dsp56k")


@pytest.mark.parametrize("name", _dsp_kernels())
def test_every_kernel_runs_the_same_with_and_without_c(name):
    program, image, entry, budget = _kernel_run(name, 2 if "des" in name else 1)
    m, trace, fault = both(program, image, entry, budget)
    assert fault is None and len(trace) > 50
    # the kernels' blocks are all native: nothing of them falls back to Python
    assert all(m.native.native(b.id) for b in m.block_list)


def test_the_budget_and_a_stop_inside_a_kernel_agree():
    program, image, entry, budget = _kernel_run("des-davio-dsp-cbc", 2)
    m, trace, fault = both(program, image, entry, budget)
    *_, fault = both(program, image, entry, len(trace) // 3)
    assert fault[0] == "BudgetExceeded"
    hot = int(np.bincount(trace.blocks.sequence).argmax())
    start = m.block_list[hot].start
    m, trace, fault = both(program, image, entry, budget, stop=(start, 7))
    assert fault is None and m.stopped_at == start


# ------------------------------------------------------------------ random programs
def _image(p) -> MemoryImage:
    """A random program's registers (SP aside) and memory words as an image."""
    img = MemoryImage(registers={k: v for k, v in p.regs.items() if k not in ("sp",)})
    for (sp, a), w in sorted(p.memory.items()):
        segment(img, sp, a, [w])
    return img


def test_random_programs_run_the_same_with_and_without_c():
    gen = Generator(0x27)
    ran = faults = 0
    while ran < COUNT:
        p = gen.program()
        if not assemble(p):
            continue
        img = _image(p)
        _, _, fault = both(p.program, img, p.base, 20_000)
        ran += 1
        faults += fault is not None
        assert not _lower.REFUSED, _lower.REFUSED       # every block the generator makes is C
        if ran % 4 == 0:
            # the same program again from other registers: the C path reuses the blocks formed
            # in the first run (a per-program memo), the Python path forms them afresh
            regs = dict(img.registers)
            for k in ("a", "b", "x0", "y0", "lc"):
                regs[k] = regs[k] ^ 0x5A5A5A if k != "lc" else (regs[k] + 3) & 0xFFFF
            again = MemoryImage(registers=regs, segments=list(img.segments))
            both(p.program, again, p.base, 20_000)
    assert faults < ran // 2            # most programs run to their end


# ------------------------------------------------------------------ faults
def _program(body: str, **regs):
    lines = []
    for x in body.split(";"):              # "L1 nop": a label, then its instruction
        label, _, rest = x.partition(" ") if x.startswith("L") else ("", "", x)
        lines += ([label] if label else []) + [f"\t{rest}"]
    src = "\torg\tp:$40\nSTART\n" + "".join(x + "\n" for x in lines) + "\tstop\n"
    prog = ISA.assemble(src, "native.a56")
    return prog, MemoryImage(registers=regs)


@pytest.mark.parametrize("body, regs, words", [
    ("nop;rts", {}, "system stack underflow"),
    ("enddo", {}, "system stack underflow"),
    ("movec ssh,x0", {}, "system stack underflow"),
    ("movec ssl,x0", {}, "system stack is empty"),
    ("movec #20,sp", {}, "SP = 20"),
    ("move x:(r0)+,x0", {"m0": 0x9000}, "reserved address modifier"),
    ("movem x0,p:$40", {}, "self-modifying"),
    ("reset", {}, "reset is not supported"),
    ("jsr L1;L1 jsr L1", {}, "system stack overflow"),
    ("move #5,r0;move x:(r0)+,x0", {}, "not yet visible"),
    ("L1 jmp L1", {}, "instruction budget"),
])
def test_faults_are_worded_and_placed_the_same(body, regs, words):
    prog, img = _program(body, **regs)
    m, _, fault = both(prog, img, 0x40, 5_000)
    assert fault is not None and words in fault[1], fault


# ------------------------------------------------------------------ C and Python blocks mixed
def test_blocks_left_to_python_mix_with_c_blocks_in_one_trace(monkeypatch):
    """Every third block refused to C (as a block the lowering does not cover would be): the
    run alternates between the C loop and Python steps, and the trace is still the same."""
    add = native_run.Runner.add_block

    def some(self, bid, offset, lines, *rest):
        if bid % 3 == 1:
            offset, lines = -1, None
        return add(self, bid, offset, lines, *rest)
    monkeypatch.setattr(native_run.Runner, "add_block", some)
    program, image, entry, budget = _kernel_run("des-davio-dsp-cbc", 2)
    m, trace, fault = both(program, image, entry, budget)
    assert fault is None and any(not m.native.native(b.id) for b in m.block_list)
    program, image, entry, budget = _kernel_run("mont256-ps-dsp", 1)
    both(program, image, entry, budget)
    gen = Generator(0x2727)
    ran = 0
    while ran < COUNT // 5:
        p = gen.program()
        if not assemble(p):
            continue
        img = _image(p)
        both(p.program, img, p.base, 20_000)
        ran += 1
