"""Encode, decode and disassemble Alpha words through the toolkit table (:mod:`.formats`).

:class:`Decoded` is the interpreter's view of one word: the table row and its register numbers,
literal and displacement (memory: signed bytes; branch: signed words; jump: the raw 14-bit
hint; PALcode: the function), read from the toolkit's field values.
"""
from __future__ import annotations

from dataclasses import dataclass

from isa.toolkit import Decoded as ToolkitDecoded

from .formats import FORMATS, TABLE
from .table import Insn, reg_name


@dataclass(frozen=True)
class Decoded:
    """One decoded instruction word: the table entry and its fields."""
    insn: Insn
    word: int
    ra: int = 31
    rb: int = 31
    rc: int = 31
    lit: int | None = None
    disp: int = 0
    tk: ToolkitDecoded | None = None

    @property
    def mnemonic(self) -> str:
        return self.insn.mnemonic

    def operands(self, pc: int) -> str:
        return self.text(pc).partition(" ")[2]

    def text(self, pc: int) -> str:
        return TABLE.disassemble(self.tk, pc)

    def target(self, pc: int) -> int:
        return (pc + 4 + 4 * self.disp) & 0xFFFFFFFFFFFFFFFF

    def reads(self) -> tuple[int, ...]:
        """Integer registers read (R31 omitted: it always reads zero)."""
        return tuple(dict.fromkeys(n for _, n in TABLE.register_numbers(self.tk, "reads")))

    def writes(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(n for _, n in TABLE.register_numbers(self.tk, "writes")))

    @property
    def flow(self) -> str:
        return self.tk.form.flow


def decode(word: int) -> Decoded | None:
    """The instruction a 32-bit word encodes, or None if it is outside the table."""
    d = TABLE.decode([word])
    if d is None:
        return None
    v, fmt = d.values, d.form.fmt.name
    insn = d.form.attrs["insn"]
    if fmt in ("opr", "opr_lit"):
        return Decoded(insn, word, v["ra"], v.get("rb", 31), v["rc"], v.get("lit"), 0, d)
    if fmt == "mem":
        return Decoded(insn, word, v["ra"], v["rb"], disp=v["disp"], tk=d)
    if fmt == "bra":
        return Decoded(insn, word, v["ra"], disp=v["disp"] // 4, tk=d)
    if fmt in ("jmp", "jmp_hint"):
        return Decoded(insn, word, v["ra"], v["rb"], disp=v["hint"] // d.form.fmt.fields["hint"].scale, tk=d)
    return Decoded(insn, word, disp=v["func"], tk=d)


def encode(insn: Insn, ra: int = 31, rb: int = 31, rc: int = 31, lit: int | None = None,
           disp: int = 0) -> int:
    """The word from raw field values (``disp`` as :class:`Decoded` holds it, any sign: it is
    masked to the field); range checks are the assembler's job."""
    if insn.fmt == "opr":
        fmt = FORMATS["opr_lit" if lit is not None else "opr"]
        raw = {"ra": ra, "rc": rc, "func": insn.func, "litflag": int(lit is not None),
               **({"lit": lit} if lit is not None else {"rb": rb})}
    elif insn.fmt == "mem":
        fmt, raw = FORMATS["mem"], {"ra": ra, "rb": rb, "disp": disp}
    elif insn.fmt == "bra":
        fmt, raw = FORMATS["bra"], {"ra": ra, "disp": disp}
    elif insn.fmt == "jmp":
        fmt = FORMATS["jmp_hint" if insn.mnemonic in ("ret", "jsr_coroutine") else "jmp"]
        raw = {"ra": ra, "rb": rb, "func": insn.func, "hint": disp}
    else:
        fmt, raw = FORMATS["pal"], {"func": disp}
    w = fmt.fields["op"].place(insn.opcode)
    for name, value in raw.items():
        f = fmt.fields[name]
        w |= f.place(value & ((1 << f.width) - 1))
    return w


def disassemble(word: int, pc: int = 0) -> str:
    d = TABLE.decode([word])
    return TABLE.disassemble(d, pc) if d else f".long {word:#010x}"


def regs(nums: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(reg_name(n) for n in nums)
