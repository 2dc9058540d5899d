"""Alpha blocks lowered to rows for the C run loop (isa/alpha/interp.c).

A row is one instruction: the C op (the table row's mnemonic, ``_v`` for the /v forms), its
source register keys (an operate literal n reads key 65 + n, which holds n), its destination
key (64 for r31/f31: the write is dropped, as the Python block's throw-away local drops it), the
displacement, branch target or PALcode function, and the width and direction of its data access
as the trace logs it. An
instruction C does not run (floating-point arithmetic, the VAX formats, mt_fpcr/mf_fpcr, rpcc, a
PALcode call other than halt and imb) has no op: its block is run by its Python function.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from isa.trace import StaticInsn

from .encoding import Decoded
from .native import Library

ROW = np.dtype([("op", "u1"), ("width", "u1"), ("write", "u1"), ("pad", "u1"), ("ra", "<u2"),
                ("rb", "<u2"), ("dst", "<u2"), ("pad2", "<u2"), ("pad3", "<u4"),
                ("imm", "<i8")])
DISCARD = 64                    # the register key writes to r31/f31 go to
LITERAL = 65                    # keys 65..320 hold the constants 0..255
REGISTER_KEYS = LITERAL + 256


def register_file(regs: list[int]) -> np.ndarray:
    """The C loop's registers: the 64 keys, the discard key, the literal constants."""
    out = np.zeros(REGISTER_KEYS, dtype=np.uint64)
    out[:64] = regs
    out[LITERAL:] = np.arange(256, dtype=np.uint64)
    return out
LIBRARY = Library(Path(__file__).with_name("interp.c"), "the Alpha interpreter", "alpha", ROW)

# ops that read or write memory (each logs one access); checked against the static table
MEMORY_OPS = frozenset("ldq_u stq_u ldl ldq stl stq ldl_l ldq_l stl_c stq_c ldbu ldwu stw stb "
                       "lds ldt sts stt".split())
_PAL = {0x00: "halt", 0x86: "imb"}
_NOP = frozenset("trapb excb mb wmb fetch fetch_m ecb wh64 wh64en".split())


def _op_name(d: Decoded) -> str | None:
    i = d.insn
    if i.mnemonic == "ldq_u" and d.ra == 31:
        return "nop"                        # UNOP: no access, no fault
    if i.fmt == "pal":
        return _PAL.get(d.disp)
    if i.fmt == "misc" and i.mnemonic in _NOP:
        return "nop"
    return i.mnemonic + ("_v" if i.attrs.get("completer") == "v" else "")


def _dst(r: int) -> int:
    return DISCARD if r in (31, 63) else r


def lower(decoded: list[Decoded], pcs: list[int], static: list[StaticInsn],
          ops: dict[str, int]) -> tuple[np.ndarray, int, bool, np.ndarray]:
    """(rows, the address of their data, native, positions of the instructions that access
    memory) of one block."""
    rows = np.zeros(len(decoded), ROW)
    native = True
    mem_pos = []
    for k, (d, pc, s) in enumerate(zip(decoded, pcs, static)):
        is_mem = bool(s.mem_reads or s.mem_writes)
        if is_mem:
            mem_pos.append(k)
        name = _op_name(d)
        op = ops.get(name) if name is not None else None
        if op is None:
            native = False
            continue
        if (name in MEMORY_OPS) != is_mem:
            raise AssertionError(f"{name}: the C op and the static table disagree on its access")
        i = d.insn
        row = rows[k]
        row["op"] = op
        row["ra"], row["rb"] = d.ra, d.rb
        if i.fmt in ("opr", "fp", "fp1", "itof", "ftoi"):
            row["dst"] = _dst(d.rc)
            if d.lit is not None:
                row["rb"] = LITERAL + d.lit
        elif i.fmt in ("mem", "fmem", "bra", "fbra", "jmp", "misc"):
            row["dst"] = _dst(d.ra)
            # a branch target as the signed 64-bit pattern of its unsigned address
            row["imm"] = ((d.target(pc) ^ 1 << 63) - (1 << 63)) if i.fmt in ("bra", "fbra") else d.disp
        else:                               # pal
            row["dst"] = DISCARD
            row["imm"] = d.disp
        if is_mem:
            row["width"] = s.attrs.get("width", 8)
            row["write"] = s.klass == "st"
    return rows, rows.ctypes.data, native, np.array(mem_pos, dtype=np.int64)
