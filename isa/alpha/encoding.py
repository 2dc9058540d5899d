"""Encode and decode Alpha instruction words, and disassemble them, from the table."""
from __future__ import annotations

from dataclasses import dataclass

from .table import DECODE, Insn, reg_name


@dataclass(frozen=True)
class Decoded:
    """One decoded instruction word: the table entry and its fields."""
    insn: Insn
    word: int
    ra: int = 31
    rb: int = 31
    rc: int = 31
    lit: int | None = None      # operate format: 8-bit literal in place of Rb
    disp: int = 0               # memory: signed 16; branch: signed 21 (words); jmp: hint; pal: func

    @property
    def mnemonic(self) -> str:
        return self.insn.mnemonic

    def operands(self, pc: int) -> str:
        i = self.insn
        if i.fmt == "opr":
            b = str(self.lit) if self.lit is not None else f"${self.rb}"
            return f"${self.ra},{b},${self.rc}"
        if i.fmt == "mem":
            return f"${self.ra},{self.disp}(${self.rb})"
        if i.fmt == "bra":
            return f"${self.ra},{self.target(pc):#x}"
        if i.fmt == "jmp":      # the hint printed as the target address it stands for
            return f"${self.ra},(${self.rb}),{(pc + 4 + 4 * self.disp) & 0xFFFFFFFFFFFFFFFF:#x}"
        return f"{self.disp:#x}"

    def text(self, pc: int) -> str:
        return f"{self.mnemonic} {self.operands(pc)}"

    def target(self, pc: int) -> int:
        return (pc + 4 + 4 * self.disp) & 0xFFFFFFFFFFFFFFFF

    def reads(self) -> tuple[int, ...]:
        """Integer registers read (R31 omitted: it always reads zero)."""
        i = self.insn
        if i.fmt == "opr":
            r = [self.ra] + ([] if self.lit is not None else [self.rb])
            if i.attrs.get("reads_rc"):
                r.append(self.rc)
        elif i.fmt == "mem":
            r = [self.rb] + ([self.ra] if i.klass == "st" else [])
        elif i.fmt == "bra":
            r = [] if i.attrs.get("uncond") else [self.ra]
        elif i.fmt == "jmp":
            r = [self.rb]
        else:
            r = []
        return tuple(dict.fromkeys(x for x in r if x != 31))

    def writes(self) -> tuple[int, ...]:
        i = self.insn
        if i.fmt == "opr":
            w = self.rc
        elif i.fmt == "mem":
            w = None if i.klass == "st" else self.ra
        elif i.fmt == "bra":
            w = self.ra if i.attrs.get("uncond") else None
        elif i.fmt == "jmp":
            w = self.ra
        else:
            w = None
        return () if w is None or w == 31 else (w,)


def _sext(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def decode(word: int) -> Decoded | None:
    """The instruction a 32-bit word encodes, or None if it is outside the table."""
    op = word >> 26
    entry = DECODE.get(op)
    if entry is None:
        return None
    ra, rb = (word >> 21) & 31, (word >> 16) & 31
    if isinstance(entry, dict):
        if op == 0x1A:
            insn = entry.get((word >> 14) & 3)
            return None if insn is None else Decoded(insn, word, ra, rb, disp=word & 0x3FFF)
        insn = entry.get((word >> 5) & 0x7F)
        if insn is None:
            return None
        if word & 0x1000:
            return Decoded(insn, word, ra, 31, word & 31, lit=(word >> 13) & 0xFF)
        if word & 0xE000:           # bits 15:13 are SBZ in the register form
            return None
        return Decoded(insn, word, ra, rb, word & 31)
    insn = entry
    if insn.fmt == "mem":
        return Decoded(insn, word, ra, rb, disp=_sext(word, 16))
    if insn.fmt == "bra":
        return Decoded(insn, word, ra, disp=_sext(word, 21))
    return Decoded(insn, word, disp=word & 0x3FFFFFF)


def encode(insn: Insn, ra: int = 31, rb: int = 31, rc: int = 31, lit: int | None = None,
           disp: int = 0) -> int:
    """The instruction word; field ranges are the caller's job (the assembler checks them)."""
    w = insn.opcode << 26
    if insn.fmt == "opr":
        w |= ra << 21 | insn.func << 5 | rc
        w |= (lit << 13 | 0x1000) if lit is not None else rb << 16
    elif insn.fmt == "mem":
        w |= ra << 21 | rb << 16 | (disp & 0xFFFF)
    elif insn.fmt == "bra":
        w |= ra << 21 | (disp & 0x1FFFFF)
    elif insn.fmt == "jmp":
        w |= ra << 21 | rb << 16 | insn.func << 14 | (disp & 0x3FFF)
    else:
        w |= disp & 0x3FFFFFF
    return w


def disassemble(word: int, pc: int = 0) -> str:
    d = decode(word)
    return d.text(pc) if d else f".long {word:#010x}"


def regs(nums: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(reg_name(n) for n in nums)
