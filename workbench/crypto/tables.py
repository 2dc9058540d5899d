"""Lookup tables derived from the DES definition (never pasted as literals).

Each generator builds its table from :mod:`workbench.crypto.des` and is checked against the
reference cipher in the tests.
"""
from __future__ import annotations

import struct
from functools import lru_cache

from . import des


def rotl32(x: int, n: int) -> int:
    n %= 32
    return ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF if n else x & 0xFFFFFFFF


def sp_entry(box: int, six: int) -> int:
    """P(S_box(six)) as a 32-bit word, the S-box output placed in its nibble before P."""
    return des.permute(des.sbox(box, six) << (28 - 4 * box), des.P, 32)


def sp_boxes(rotation: int) -> list[list[int]]:
    """The combined S-and-P table: 8 boxes x 64 entries of 32 bits.

    ``rotation`` is the left rotation of the data representation the kernel keeps its halves in
    (the entries are XORed straight into a half, so they carry the same rotation).
    """
    return [list(box) for box in _sp_boxes(rotation)]


@lru_cache(maxsize=None)
def _sp_boxes(rotation: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(rotl32(sp_entry(box, v), rotation) for v in range(64)) for box in range(8))


@lru_cache(maxsize=None)


def sp_boxes_bytes(rotation: int, order: tuple[int, ...] = tuple(range(8))) -> bytes:
    """The 2 KB table as little-endian dwords, boxes laid out in ``order`` (256 bytes each).

    Entry v of a box sits at byte offset 4*v, so a byte holding ``v << 2`` (the "pre-shifted by 2"
    layout Karn and libdes use) is directly the offset into that box.
    """
    boxes = _sp_boxes(rotation)
    return b"".join(struct.pack("<64I", *boxes[b]) for b in order)
