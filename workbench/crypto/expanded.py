"""Tables and data formats of the Alpha DES kernels, generated from the DES definition.

Both Alpha kernels load a block with one little-endian load (as libdes's ``c2l`` does) and run
libdes's five-swap initial permutation (Hoey/Outerbridge ``PERM_OP``). On little-endian words that
leaves each half *bit-reversed*: FIPS bit k (1 = first) of the half at bit k-1 of the register.
:func:`lsb_first` converts a FIPS-ordered 32-bit value to that form.

Biham's format (Biham 1997 as described by Corella 2000): a half is kept as the 48-bit output of
E, one 6-bit S-box input per byte. With the half ``a`` in lsb-first form, S-box j's input window
(FIPS bits 4j..4j+5, bit 0 meaning bit 32) sits at bits 4j-1..4j+4, so with
``d = a<<1 | a>>31 | a<<33`` the even boxes are ``d & 0x3f3f3f3f`` and the odd ones
``(d >> 4) & 0x3f3f3f3f``: :func:`expand` puts even box 2i in byte i and odd box 2i+1 in byte
4+i. E is linear, so ``expand(L ^ f) = expand(L) ^ expand(f)`` and each S-box entry is
``expand(lsb_first(P(S_j(x))))``: one 64-bit word per entry, 8 x 64 x 8 B = 4 KB.

libdes's format (Eric Young): halves in lsb-first form rotated left by 3 (libdes ``ROTATE(r,29)``),
so S-box j's input is ``(u >> (2 + 8i)) & 0x3f`` for even j = 2i and, after rotating the odd
subkey word right by 4, the same for odd j; entries are 32-bit, 8 x 64 x 4 B = 2 KB.
"""
from __future__ import annotations

import struct
from functools import lru_cache

from . import des

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF
EXPAND_MASK = 0x3F3F3F3F
# libdes IP: (shift, mask, which word is shifted): PERM_OP(a, b, n, m) swaps bits of a>>n with b.
IP_STEPS = ((4, 0x0F0F0F0F, "r"), (16, 0x0000FFFF, "l"), (2, 0x33333333, "r"),
            (8, 0x00FF00FF, "l"), (1, 0x55555555, "r"))


def rotl32(x: int, n: int) -> int:
    n %= 32
    return ((x << n) | (x >> (32 - n))) & M32 if n else x & M32


def lsb_first(x: int, width: int = 32) -> int:
    """Bit reversal: FIPS order (first bit most significant) to first bit least significant."""
    return int(f"{x:0{width}b}"[::-1], 2)


def perm_op(a: int, b: int, n: int, m: int) -> tuple[int, int]:
    t = ((a >> n) ^ b) & m
    return (a ^ (t << n)) & M32, b ^ t


def initial_permutation(block: bytes) -> tuple[int, int]:
    """libdes ``IP`` on the two little-endian words of ``block``: returns (lsb_first(R0), lsb_first(L0))."""
    l, r = struct.unpack("<II", block)
    for n, m, first in IP_STEPS:
        if first == "r":
            r, l = perm_op(r, l, n, m)
        else:
            l, r = perm_op(l, r, n, m)
    return l, r


def final_permutation(l: int, r: int) -> bytes:
    """Inverse of :func:`initial_permutation` (the same swaps in reverse order)."""
    for n, m, first in reversed(IP_STEPS):
        if first == "r":
            r, l = perm_op(r, l, n, m)
        else:
            l, r = perm_op(l, r, n, m)
    return struct.pack("<II", l, r)


# ----------------------------------------------------------------------------- Biham
def expand(a: int) -> int:
    """The 48-bit expanded form (one S-box input per byte) of an lsb-first half."""
    d = ((a << 1) | (a >> 31) | (a << 33)) & M64
    return (d & EXPAND_MASK) | (((d >> 4) & EXPAND_MASK) << 32)


def compress(x: int) -> int:
    """Back from the expanded form to the 32-bit lsb-first half (the middle 4 bits of each box)."""
    return ((x >> 1) & 0x0F0F0F0F) | ((x >> 29) & 0xF0F0F0F0)


def biham_byte_of_box(box: int) -> int:
    """Which byte of the expanded word holds S-box ``box``'s input."""
    return box // 2 if box % 2 == 0 else 4 + box // 2


def _six_from_window(v: int) -> int:
    """The FIPS 6-bit S-box input whose first bit is bit 0 of the window value ``v``."""
    return lsb_first(v, 6)


def biham_entry(box: int, v: int) -> int:
    """Entry ``v`` of S-box ``box``: its output through P and E, in the expanded format."""
    f = des.permute(des.sbox(box, _six_from_window(v)) << (28 - 4 * box), des.P, 32)
    return expand(lsb_first(f))


def biham_tables() -> list[list[int]]:
    """Eight tables of 64 words, indexed by byte position (table i serves the box in byte i)."""
    by_byte = {biham_byte_of_box(b): b for b in range(8)}
    return [[biham_entry(by_byte[i], v) for v in range(64)] for i in range(8)]


@lru_cache(maxsize=None)
def biham_tables_bytes() -> bytes:
    return b"".join(struct.pack("<64Q", *t) for t in biham_tables())


@lru_cache(maxsize=4096)
def biham_subkey(k48: int) -> int:
    """A FIPS 48-bit subkey in the expanded format (chunk j lsb-first in its box's byte)."""
    out = 0
    for j in range(8):
        chunk = (k48 >> (42 - 6 * j)) & 0x3F
        out |= lsb_first(chunk, 6) << (8 * biham_byte_of_box(j))
    return out


def biham_schedule(subkeys: list[int]) -> bytes:
    return struct.pack(f"<{len(subkeys)}Q", *(biham_subkey(k) for k in subkeys))


def biham_round(xl: int, xr: int, key: int) -> int:
    """One round on expanded halves: the new right half, as the kernel computes it."""
    tables = biham_tables_cached()
    t = xr ^ key
    for i in range(8):
        xl ^= tables[i][(t >> (8 * i)) & 0xFF]
    return xl


_CACHE: dict[str, list] = {}


def biham_tables_cached() -> list[list[int]]:
    if "biham" not in _CACHE:
        _CACHE["biham"] = biham_tables()
    return _CACHE["biham"]


def biham_model(block: bytes, subkeys: list[int], full_ip: bool = True) -> bytes:
    """What des-biham computes, step for step (checked against the reference in the tests)."""
    a, b = initial_permutation(block)          # a = R0, b = L0 (lsb-first)
    xr, xl = expand(a), expand(b)
    for k in subkeys:
        xl, xr = xr, biham_round(xl, xr, biham_subkey(k))
    # preoutput R16 || L16: the FP input takes lsb_first(L16) as its 'l' word, R16 as 'r'
    return final_permutation(compress(xl), compress(xr))


# ----------------------------------------------------------------------------- libdes
LIBDES_ROTATION = 3     # libdes ROTATE(r,29): rotate right 29 = left 3


def libdes_sp_entry(box: int, v: int) -> int:
    f = des.permute(des.sbox(box, _six_from_window(v)) << (28 - 4 * box), des.P, 32)
    return rotl32(lsb_first(f), LIBDES_ROTATION)


def libdes_sp_tables() -> list[list[int]]:
    return [list(t) for t in _libdes_sp_tables()]


@lru_cache(maxsize=None)
def _libdes_sp_tables() -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(libdes_sp_entry(b, v) for v in range(64)) for b in range(8))


@lru_cache(maxsize=None)
def libdes_sp_bytes() -> bytes:
    return b"".join(struct.pack("<64I", *t) for t in _libdes_sp_tables())


@lru_cache(maxsize=4096)
def libdes_subkey(k48: int) -> tuple[int, int]:
    """(even-box word, odd-box word) of a subkey: each box's 6 bits where that round reads them.

    Even box 2i is read at bits 2+8i..7+8i of ``R ^ k0``; odd box 2i+1 at the same bits of
    ``ror(R ^ k1, 4)``, i.e. bits 6+8i..11+8i (mod 32) of ``R ^ k1``.
    """
    k0 = k1 = 0
    for j in range(8):
        chunk = lsb_first((k48 >> (42 - 6 * j)) & 0x3F, 6)
        if j % 2 == 0:
            k0 |= chunk << (2 + 8 * (j // 2))
        else:
            k1 |= rotl32(chunk << (2 + 8 * (j // 2)), 4)
    return k0, k1


def libdes_schedule(subkeys: list[int]) -> bytes:
    words = []
    for k in subkeys:
        words.extend(libdes_subkey(k))
    return struct.pack(f"<{len(words)}I", *words)


def libdes_model(block: bytes, subkeys: list[int]) -> bytes:
    sp = _libdes_sp_tables()
    a, b = initial_permutation(block)
    r, l = rotl32(a, 3), rotl32(b, 3)
    for k in subkeys:
        k0, k1 = libdes_subkey(k)
        u = r ^ k0
        t = rotl32(r ^ k1, 28)
        f = 0
        for i in range(4):
            f ^= sp[2 * i][(u >> (2 + 8 * i)) & 0x3F] ^ sp[2 * i + 1][(t >> (2 + 8 * i)) & 0x3F]
        l, r = r, l ^ f
    return final_permutation(rotl32(l, 29), rotl32(r, 29))
