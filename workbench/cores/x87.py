"""The x87 register stack as the cost models need it: which stack registers an instruction reads
and writes, and how it moves the stack.

x87 operands name stack positions (ST(0) is the top), and the top moves with every load and pop,
so the same name means different registers from one instruction to the next; FXCH swaps two
positions. A model that tracks dependencies between floating-point instructions keeps a map from
stack positions to the eight physical registers, and uses :func:`effect` of each instruction:

  reads    positions read, relative to the top before the instruction
  push     1 when it pushes (FLD, FILD, the constants, FPTAN/FSINCOS/FXTRACT's second result)
  writes   positions written, relative to the top after the push
  pops     how many it pops after writing (FSTP, the P forms, FCOMPP)
  exchange the position FXCH swaps with ST(0), or None
  status   "w" for a compare that sets the status word, "r" for FNSTSW that reads it

The semantics are Intel's (Pentium Processor Family Developer's Manual vol.3, the x87 chapters).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from isa.trace import StaticInsn


@dataclass(frozen=True)
class Effect:
    reads: tuple[int, ...] = ()
    push: int = 0
    writes: tuple[int, ...] = ()
    pops: int = 0
    exchange: int | None = None
    status: str = ""


_LOADS = {"fld", "fild", "fbld", "fld1", "fldz", "fldpi", "fldl2e", "fldl2t", "fldlg2", "fldln2"}
_STORES = {"fst", "fist"}
_STORE_POPS = {"fstp", "fistp", "fbstp", "fisttp"}
_ARITH = {"fadd", "fsub", "fsubr", "fmul", "fdiv", "fdivr"}
_ARITH_POP = {"faddp", "fsubp", "fsubrp", "fmulp", "fdivp", "fdivrp"}
_INT_ARITH = {"fiadd", "fisub", "fisubr", "fimul", "fidiv", "fidivr"}
_UNARY = {"fchs", "fabs", "fsqrt", "frndint", "fsin", "fcos", "f2xm1"}
_BOTH_TOP = {"fscale", "fprem", "fprem1"}
_INTO_ST1 = {"fpatan", "fyl2x", "fyl2xp1"}
_TWO_RESULTS = {"fptan", "fsincos", "fxtract"}
_COMPARE = {"fcom", "fucom", "ficom", "ftst", "fxam"}
_COMPARE_POP = {"fcomp", "fucomp", "ficomp"}
_FLAGS_COMPARE = {"fcomi", "fucomi"}
_FLAGS_COMPARE_POP = {"fcompi", "fucompi", "fcomip", "fucomip"}
_ST = re.compile(r"st\((\d)\)")


def _positions(op_str: str) -> list[int | None]:
    """Each operand's stack position, None for a memory operand."""
    out: list[int | None] = []
    for op in (o.strip() for o in op_str.split(",") if o.strip()):
        m = _ST.fullmatch(op)
        out.append(int(m.group(1)) if m else None)
    return out


def effect(s: StaticInsn) -> Effect | None:
    """The stack effect of ``s``, or None when it is not an x87 instruction."""
    m = s.mnemonic.split()[-1]
    if not m.startswith("f"):
        return None
    ops = _positions(s.op_str)
    regs = [p for p in ops if p is not None]
    if m in _LOADS:
        return Effect(reads=tuple(regs), push=1, writes=(0,))
    if m in _STORES:
        return Effect(reads=(0,), writes=tuple(regs))
    if m in _STORE_POPS:
        return Effect(reads=(0,), writes=tuple(regs), pops=1)
    if m in _ARITH:
        if ops == [] or ops == [None]:
            return Effect(reads=(0,), writes=(0,))
        if len(ops) == 1:                       # D8 form: ST(0) = ST(0) op ST(i)
            return Effect(reads=(0, ops[0]), writes=(0,))
        dst, src = ops
        return Effect(reads=(dst, src), writes=(dst,))
    if m in _ARITH_POP:
        k = regs[0] if regs else 1
        return Effect(reads=(0, k), writes=(k,), pops=1)
    if m in _INT_ARITH or m in _UNARY:
        return Effect(reads=(0,), writes=(0,))
    if m in _BOTH_TOP:
        return Effect(reads=(0, 1), writes=(0,))
    if m in _INTO_ST1:
        return Effect(reads=(0, 1), writes=(1,), pops=1)
    if m in _TWO_RESULTS:
        return Effect(reads=(0,), push=1, writes=(0, 1))
    if m in _COMPARE:
        return Effect(reads=(0, *regs), status="w")
    if m in _COMPARE_POP:
        return Effect(reads=(0, *regs), pops=1, status="w")
    if m in ("fcompp", "fucompp"):
        return Effect(reads=(0, 1), pops=2, status="w")
    if m in _FLAGS_COMPARE:
        return Effect(reads=(0, *regs))
    if m in _FLAGS_COMPARE_POP:
        return Effect(reads=(0, *regs), pops=1)
    if m.startswith("fcmov"):
        return Effect(reads=(0, *regs), writes=(0,))
    if m == "fxch":
        return Effect(exchange=regs[0] if regs else 1)
    if m in ("fnstsw", "fstsw"):
        return Effect(status="r")
    if m == "fincstp":
        return Effect(pops=1)
    if m == "fdecstp":
        return Effect(push=1)
    return Effect()                            # control and state instructions: no data


@dataclass(frozen=True)
class Stack:
    """Positions to physical registers: ``phys[i]`` holds ST(i). The status word is register 8."""
    phys: tuple[int, ...] = tuple(range(8))

    def reg(self, pos: int) -> int:
        return self.phys[pos % 8]

    def push(self, n: int = 1) -> "Stack":
        p = self.phys
        for _ in range(n):
            p = (p[7],) + p[:7]        # the new top is the register below the old one
        return Stack(p)

    def pop(self, n: int = 1) -> "Stack":
        p = self.phys
        for _ in range(n):
            p = p[1:] + (p[0],)
        return Stack(p)

    def swap(self, k: int) -> "Stack":
        p = list(self.phys)
        p[0], p[k] = p[k], p[0]
        return Stack(tuple(p))


STATUS = 8


def apply(e: Effect, st: Stack) -> tuple[tuple[int, ...], tuple[int, ...], Stack]:
    """(physical registers read, physical registers written, the stack after) of one effect.
    The status word counts as register ``STATUS``."""
    reads = tuple(st.reg(p) for p in e.reads) + ((STATUS,) if e.status == "r" else ())
    after = st.push(e.push) if e.push else st
    writes = tuple(after.reg(p) for p in e.writes) + ((STATUS,) if e.status == "w" else ())
    if e.pops:
        after = after.pop(e.pops)
    if e.exchange is not None:
        after = after.swap(e.exchange)
    return reads, writes, after
