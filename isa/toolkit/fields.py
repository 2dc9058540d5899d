"""Instruction fields as data: where a field's bits sit in a word and how its value is coded.

A :class:`Field` is a list of bit ranges, most significant first, concatenated into one raw
value (so scattered fields such as PA-RISC's 12- and 17-bit branch displacements are one field).
Ranges are written in LSB-0 numbering (bit 0 = least significant, Alpha and the DSP56000
manuals) or, with :func:`hp`, in HP's MSB-0 numbering (bit 0 = most significant of a 32-bit
word, the PA-RISC manuals). The raw value becomes the operand value through, in order: sign
extension (two's complement, or PA-RISC's "low sign extension" where the sign is the raw value's
lowest bit), then scaling (a branch displacement counted in words), then an optional pair of
small hooks for codings that are not linear (PA-RISC's ``clen = 32 - len mod 64``).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Callable


class FieldRangeError(ValueError):
    """A value the field cannot hold; the message says which values it can."""


@dataclass(frozen=True)
class Field:
    name: str
    ranges: tuple[tuple[int, int], ...]     # (high bit, low bit) pairs, LSB-0, MSB-first order
    signed: bool = False
    low_sign: bool = False                  # PA-RISC low sign extension (im5, im11, im14)
    scale: int = 1                          # value = raw * scale (a multiple of scale is required)
    to_raw: Callable[[int], int] | None = None      # value -> raw, for non-linear codings
    from_raw: Callable[[int], int] | None = None    # raw -> value
    word: int = 0                           # which word of a multi-word instruction holds it

    @cached_property
    def width(self) -> int:
        return sum(hi - lo + 1 for hi, lo in self.ranges)

    @cached_property
    def mask(self) -> int:
        """The bits of the word this field occupies."""
        m = 0
        for hi, lo in self.ranges:
            m |= ((1 << (hi - lo + 1)) - 1) << lo
        return m

    # ------------------------------------------------------------------ raw bits <-> word
    def raw(self, word: int) -> int:
        v = 0
        for hi, lo in self.ranges:
            n = hi - lo + 1
            v = (v << n) | ((word >> lo) & ((1 << n) - 1))
        return v

    def place(self, raw: int) -> int:
        """The word bits holding ``raw`` (which must already fit in ``width`` bits)."""
        w = 0
        for hi, lo in reversed(self.ranges):
            n = hi - lo + 1
            w |= (raw & ((1 << n) - 1)) << lo
            raw >>= n
        return w

    # ------------------------------------------------------------------ value <-> raw
    def value_range(self) -> tuple[int, int]:
        n = self.width
        lo, hi = (-(1 << (n - 1)), (1 << (n - 1)) - 1) if (self.signed or self.low_sign) else (0, (1 << n) - 1)
        return lo * self.scale, hi * self.scale

    def decode(self, word: int) -> int:
        r = self.raw(word)
        if self.from_raw is not None:
            return self.from_raw(r)
        n = self.width
        if self.low_sign:
            r = (r >> 1) - ((r & 1) << (n - 1))
        elif self.signed and r >> (n - 1):
            r -= 1 << n
        return r * self.scale

    def encode(self, value: int) -> int:
        """The word bits for ``value``; :class:`FieldRangeError` if it does not fit."""
        if self.to_raw is not None:
            r = self.to_raw(value)
            if not 0 <= r < 1 << self.width:
                raise FieldRangeError(f"{value} cannot be coded in {self.name}")
            return self.place(r)
        if value % self.scale:
            raise FieldRangeError(f"{value} is not a multiple of {self.scale}")
        lo, hi = self.value_range()
        if not lo <= value <= hi:
            raise FieldRangeError(f"{value} is out of range {lo}..{hi}")
        v, n = value // self.scale, self.width
        if self.low_sign:
            r = ((v << 1) & ((1 << n) - 1)) | (1 if v < 0 else 0)
        else:
            r = v & ((1 << n) - 1)
        return self.place(r)


def lsb(name: str, *ranges: tuple[int, int] | int, **kw) -> Field:
    """A field in LSB-0 numbering: ``lsb("ra", (25, 21))``; a single bit may be given as an int."""
    return Field(name, tuple((r, r) if isinstance(r, int) else r for r in ranges), **kw)


def hp(name: str, *ranges: tuple[int, int] | int, width: int = 32, **kw) -> Field:
    """A field in HP's MSB-0 numbering (bit 0 is the word's most significant):
    ``hp("t", (27, 31))`` is the PA-RISC target register in bits 27..31."""
    out = []
    for r in ranges:
        first, last = (r, r) if isinstance(r, int) else r
        out.append((width - 1 - first, width - 1 - last))
    return Field(name, tuple(out), **kw)
