"""The DSP56000 C loop's fused operations (isa/dsp56k/lower.py ``fuse``, interp.c ``FUSED_OPS``):
a fused operation must do exactly what the operations it covers do, one after the other, and
fault where the first of them that faults would, with the same words.

Checked here: ``fuse`` on hand-made code (only first opcode words change; a jump target splits a
run; INC, JMP to a LOOP becomes INCLOOP, and only then); that every fused operation occurs in
the lowered code of the blocks the DSP56000 kernels run, and that each kernel's C run with
fused operations equals its C run without them and its Python run (trace, registers,
memories); and faults raised inside a fused operation by a later one of its operations (an
index past the memory, a product that leaves 64 bits), placed and worded as without fusing
and, where Python can fault too, as the Python path does.
"""
from __future__ import annotations

import pytest

from isa.dsp56k import ISA
from isa.dsp56k import lower as _lower
from isa.dsp56k import machine as _machine
from isa.dsp56k import native as native_run
from isa.dsp56k.machine import Machine
from isa.dsp56k.regs import INDEX
from isa.errors import BudgetExceeded, EmulationFault
from isa.toolkit.interp import ProgramCache
from tests.test_dsp56k_native import (_c_wanted, _dsp_kernels, _kernel_run, _program, _same_trace,
                                      _state, both)

pytestmark = pytest.mark.skipif(not _c_wanted(), reason="WORKBENCH_NO_C is set or no C compiler")

OP = _lower.OP


def test_the_library_runs_the_operations_lower_writes():
    lib = native_run.library()
    assert lib is not None, native_run.why_not()
    assert lib.dsp_op_names().decode() == _lower.OP_NAMES
    for name in _lower.FUSED:
        assert _lower.SIZE[OP[name]] == sum(_lower.SIZE[OP[x]] for x in name.split("_"))


def test_fuse_changes_only_the_first_opcode_word_of_a_run():
    # LDX t3 r0; LDY t4 r4; LOG2 r0 r4 1 2 0; ADDAND r0 r0 c c; ADDAND r4 r4 c c; END t2
    c1, m = _lower.CONST_BASE, _lower.CONST_BASE + 1
    code = [OP["LDX"], 50, 6, OP["LDY"], 51, 10, OP["LOG2"], 6, 10, 1, 2, 0,
            OP["ADDAND"], 6, 6, c1, m, OP["ADDAND"], 10, 10, c1, m, OP["END"], 44]
    out = _lower.fuse(code)
    assert out[0] == OP["LDX_LDY_LOG2_ADDAND_ADDAND"] and out[1:] == code[1:]
    # JZ to the LDY first: no run may hold the LDY past its start, and none starts there
    jumped = [OP["JZ"], 40, 6] + code
    assert _lower.fuse(jumped) == jumped
    # MOV before the run and a JZ to the LDX: the MOV stays plain, the run from the LDX is fused
    moved = [OP["JZ"], 40, 6, OP["MOV"], 52, c1] + code
    out = _lower.fuse(moved)
    assert out[3] == OP["MOV"] and out[6] == OP["LDX_LDY_LOG2_ADDAND_ADDAND"]
    assert out[:6] == moved[:6] and out[7:] == moved[7:]
    # without the jump, the MOV starts the longest run that begins with it
    out = _lower.fuse(moved[3:])
    assert out[0] == OP["MOV_LDX_LDY_LOG2"] and out[1:] == moved[4:]


def test_a_loop_pass_end_becomes_incloop_only_before_a_loop():
    # MOV t c; LOOP t @end; INC; JMP @1 (the LOOP); END t2 -- and the same with the JMP to END
    c = _lower.CONST_BASE
    code = [OP["MOV"], 46, c, OP["LOOP"], 46, 9, OP["INC"], OP["JMP"], 3, OP["END"], 44]
    out = _lower.fuse(code)
    assert out[6] == OP["INCLOOP"] and out[:6] == code[:6] and out[7:] == code[7:]
    other = list(code)
    other[8] = 9                            # the JMP goes to the END: no loop to fold in
    assert _lower.fuse(other)[6] == OP["INC"]


def _fused_in(m, block_ids) -> set[str]:
    """The fused operations in the lowered code of the blocks ``block_ids``."""
    code, got = m.native.code, set()
    for b in block_ids:
        i = m.native.b_off[b]
        while i >= 0:
            name = _lower.OPS[code[i]]
            if name in _lower.FUSED or name == "INCLOOP":
                got.add(name)
            if name == "END":
                break
            i += _lower.SIZE[code[i]]
    return got


def _fresh_programs(monkeypatch):
    """A program cache of its own, so that blocks are lowered again (with or without fusing)."""
    monkeypatch.setattr(_machine, "_PROGRAMS", ProgramCache(lambda: {"static": {}, "code": {}}))


def _run(program, image, entry, budget, native=True, poke=None):
    """(machine, trace, None) or (machine, None, the fault's facts) of one run; ``poke``:
    register values set after the machine's reset."""
    m = Machine(program, image, ISA, native=native)
    for k, v in (poke or {}).items():
        m.R[INDEX[k]] = v
    try:
        return m, m.run(entry, budget), None
    except (EmulationFault, BudgetExceeded) as e:
        return m, None, (type(e).__name__, str(e), e.pc, getattr(e, "instruction", None),
                         getattr(e, "source", None))


def test_the_kernels_use_every_fused_operation_and_run_the_same_unfused(monkeypatch):
    seen = set()
    for name in _dsp_kernels():
        program, image, entry, budget = _kernel_run(name, 2 if "des" in name else 1)
        _fresh_programs(monkeypatch)
        mf, tf, ff = _run(program, image, entry, budget)
        assert ff is None
        seen |= _fused_in(mf, set(tf.blocks.sequence.tolist()))
        _fresh_programs(monkeypatch)
        monkeypatch.setattr(_lower, "FUSE", False)
        mu, tu, fu = _run(program, image, entry, budget)
        monkeypatch.setattr(_lower, "FUSE", True)
        assert fu is None and not _fused_in(mu, range(len(mu.block_list)))
        _same_trace(tf, tu)
        assert _state(mf) == _state(mu)
    assert seen == set(_lower.FUSED) | {"INCLOOP"}


def _fused_and_unfused(monkeypatch, body: str, poke: dict, python: bool):
    prog, img = _program(body)
    _fresh_programs(monkeypatch)
    mf, _, ff = _run(prog, img, 0x40, 1000, poke=poke)
    _fresh_programs(monkeypatch)
    monkeypatch.setattr(_lower, "FUSE", False)
    _, _, fu = _run(prog, img, 0x40, 1000, poke=poke)
    monkeypatch.setattr(_lower, "FUSE", True)
    assert ff is not None and ff == fu
    if python:
        # the Python path's memories are lists, the C path's arrays: IndexError's own words
        # name them ("list index out of range" / "array index out of range"); the rest is equal
        _, _, fp = _run(prog, img, 0x40, 1000, native=False, poke=poke)
        assert fp[:1] + (fp[1].replace("list index", "array index"),) + fp[2:] == ff
    return mf, ff


def test_an_index_fault_in_a_later_operation_of_a_fused_one(monkeypatch):
    # the REP'd MAC's parallel move is MACS_LDX_LDY_LOG2_ADDAND_ADDAND in its loop and
    # LDX_LDY_LOG2_ADDAND_ADDAND before it; r0 past the 64K words faults at the LDX (a register
    # value no program can make: set behind the machine's back, as a bug in the C code might)
    body = "nop;rep #3;mac x0,y0,a x:(r0)+,x0 y:(r4)-,y0"
    m, fault = _fused_and_unfused(monkeypatch, body, {"r0": 70_000}, python=True)
    assert {"MACS_LDX_LDY_LOG2_ADDAND_ADDAND", "LDX_LDY_LOG2_ADDAND_ADDAND"} <= \
        _fused_in(m, range(len(m.block_list)))
    assert "IndexError" in fault[1] and "mac" in fault[3]
    # the same with r4: the fault is the LDY's, the third operation
    _, fault = _fused_and_unfused(monkeypatch, body, {"r4": -70_000}, python=True)
    assert "IndexError" in fault[1] and "mac" in fault[3]


def test_a_64_bit_overflow_in_a_later_operation_is_placed_at_its_own_instruction(monkeypatch):
    # "move x:$1f,a" then "mac x0,y1,a": LDX LOG1 SX24 SHL (the move) MACS JIN (the mac) in one
    # fused operation; x0 and y1 of 2**40 make the product leave 64 bits in C (Python's integers
    # do not overflow, so only the two C runs are compared): the fault names the mac, the
    # instruction of the fifth operation, not the move the fused operation starts in
    body = "move x:$1f,a;mac x0,y1,a;move x:$21,b;mac x0,y1,b;move a,x:$20;move b,x:$22"
    m, fault = _fused_and_unfused(monkeypatch, body, {"x0": 1 << 40, "y1": 1 << 40},
                                  python=False)
    assert "LDX_LOG1_SX24_SHL_MACS_JIN" in _fused_in(m, range(len(m.block_list)))
    assert "OverflowError" in fault[1] and fault[3].startswith("mac") and fault[2] > 0x40


def test_repeated_passes_log_the_same_accesses_fused_and_in_python():
    # INCLOOP counts the passes of the REP'd MAC (their accesses' instruction indices), with
    # the address registers wrapping at the top of memory on the way
    prog, img = _program("move #$fffe,r0;move #1,r4;rep #5;mac x0,y0,a x:(r0)+,x0 y:(r4)-,y0;"
                         "rep #2;mac x0,y0,b x:(r0)+,x0 y:(r4)-,y0")
    m, trace, fault = both(prog, img, 0x40, 1000)
    assert fault is None and "INCLOOP" in _fused_in(m, range(len(m.block_list)))
    assert len(trace.accesses.addr) == 2 * 7
