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
        """Registers read as keys: integer n is n, floating-point $fn is 32 + n (R31 and F31
        omitted: they always read zero)."""
        return tuple(dict.fromkeys(n + (32 if c == "fpr" else 0)
                                   for c, n in TABLE.register_numbers(self.tk, "reads")))

    def writes(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(n + (32 if c == "fpr" else 0)
                                   for c, n in TABLE.register_numbers(self.tk, "writes")))

    @property
    def qual(self) -> int:
        """The FP qualifier field (trap << 2 | rounding), 0 where the format has none."""
        return self.tk.values.get("qual", 0)

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
    if "fa" in v or "fc" in v:          # FP formats: register keys 32 + n for $fn
        ra = v["fa"] + 32 if "fa" in v else v.get("ra", 31)
        rb = v["fb"] + 32 if "fb" in v else v.get("rb", 31)
        rc = v["fc"] + 32 if "fc" in v else v.get("rc", 31)
        disp = v.get("disp", 0) // (4 if fmt == "fbra" else 1)
        return Decoded(insn, word, ra, rb, rc, None, disp, d)
    if fmt == "misc":
        return Decoded(insn, word, v["ra"], v["rb"], tk=d)
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
    if insn.fmt not in ("opr", "mem", "bra", "jmp", "pal"):      # the FP and misc formats
        fmt = FORMATS[insn.fmt]
        names = {"ra": ra, "rb": rb, "rc": rc}
        raw = {}
        for fld in fmt.fields:
            if fld in ("fa", "fb", "fc"):
                raw[fld] = names["r" + fld[1]] & 31
            elif fld in names:
                raw[fld] = names[fld] & 31
        raw.update({"fn": insn.func} if "fn" in fmt.fields else {})
        raw.update({"func": insn.func} if insn.fmt == "ftoi" else {})
        raw.update({"mfunc": insn.func} if insn.fmt == "misc" else {})
        raw.update({"disp": disp} if "disp" in fmt.fields else {})
        raw.update({"qual": lit or 0} if "qual" in fmt.fields else {})
    elif insn.fmt == "opr":
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
    """Trace names of register keys (integer r0..r31, FP f0..f31 as keys 32..63)."""
    return tuple(reg_name(n) for n in nums)
