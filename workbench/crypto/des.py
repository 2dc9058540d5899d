"""Reference DES and Triple-DES, written from FIPS 46-3.

Bit numbering follows the standard: bit 1 is the most significant bit of a 64-bit block. Blocks and
keys are Python ints (64-bit) or 8-byte ``bytes``. This is the oracle every kernel run is checked
against, so it favours clarity over speed; the S-box/P tables used by kernels are derived from the
same definitions in :mod:`workbench.crypto.tables`.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

# FIPS 46-3, "Initial Permutation IP".
IP = (
    58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
    62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
    57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
    61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
)
# FIPS 46-3, "E BIT-SELECTION TABLE".
E = (
    32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17,
    16, 17, 18, 19, 20, 21, 20, 21, 22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1,
)
# FIPS 46-3, permutation P.
P = (
    16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
    2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
)
# FIPS 46-3, PC-1 and PC-2 of the key schedule.
PC1 = (
    57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3,
    60, 52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37,
    29, 21, 13, 5, 28, 20, 12, 4,
)
PC2 = (
    14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
    41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
)
SHIFTS = (1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1)

# FIPS 46-3, the primitive functions S1..S8 (row-major, 4 rows of 16).
SBOXES = (
    (14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7,
     0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
     4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0,
     15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13),
    (15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10,
     3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
     0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15,
     13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9),
    (10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8,
     13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
     13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7,
     1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12),
    (7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15,
     13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
     10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4,
     3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14),
    (2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9,
     14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
     4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14,
     11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3),
    (12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11,
     10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
     9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6,
     4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13),
    (4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1,
     13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
     1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2,
     6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12),
    (13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7,
     1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
     7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8,
     2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11),
)


def permute(value: int, table: Sequence[int], width: int) -> int:
    """Apply a FIPS-style permutation: output bit i (1 = MSB) is input bit table[i] of ``width``."""
    luts = _byte_tables(table, width) if type(table) is tuple else None
    if luts is None:
        return _permute_bits(value, table, width)
    out = 0
    for k, lut in enumerate(luts):
        out |= lut[(value >> (8 * k)) & 0xFF]
    return out


def _permute_bits(value: int, table: Sequence[int], width: int) -> int:
    out = 0
    for src in table:
        out = (out << 1) | ((value >> (width - src)) & 1)
    return out


# Per (permutation, width): what each byte of the input contributes to the output, so that a
# permutation is one lookup per input byte instead of one step per output bit (the layouts run
# the key schedule for every known-answer vector). Keyed by the table object (tuples only: they
# cannot change), which the entry keeps alive.
_LUTS: dict[tuple[int, int], tuple[tuple, list[list[int]]]] = {}


def _byte_tables(table: tuple, width: int) -> list[list[int]]:
    hit = _LUTS.get((id(table), width))
    if hit is not None and hit[0] is table:
        return hit[1]
    luts = [[_permute_bits(b << (8 * k), table, width) for b in range(256)]
            for k in range((width + 7) // 8)]
    _LUTS[(id(table), width)] = (table, luts)
    return luts


def sbox(box: int, six: int) -> int:
    """S-box ``box`` (0..7) of a 6-bit input: row from the outer bits, column from the inner four."""
    row = ((six >> 4) & 2) | (six & 1)
    col = (six >> 1) & 0xF
    return SBOXES[box][row * 16 + col]


def f(right: int, subkey: int) -> int:
    """The cipher function f(R, K) = P(S(E(R) xor K)) on a 32-bit R and a 48-bit K."""
    x = permute(right, E, 32) ^ subkey
    s = 0
    for box in range(8):
        s = (s << 4) | sbox(box, (x >> (42 - 6 * box)) & 0x3F)
    return permute(s, P, 32)


def key_schedule(key: int | bytes) -> list[int]:
    """The sixteen 48-bit subkeys K1..K16 of a 64-bit key (parity bits ignored)."""
    return list(_key_schedule(_as_int(key)))


# The layouts compute the schedule of each known-answer key once per kernel: remembered per key
# (a pure function of it), bounded.
@lru_cache(maxsize=4096)
def _key_schedule(k: int) -> tuple[int, ...]:
    cd = permute(k, PC1, 64)
    c, d = cd >> 28, cd & 0xFFFFFFF
    subkeys = []
    for shift in SHIFTS:
        c = ((c << shift) | (c >> (28 - shift))) & 0xFFFFFFF
        d = ((d << shift) | (d >> (28 - shift))) & 0xFFFFFFF
        subkeys.append(permute((c << 28) | d, PC2, 56))
    return tuple(subkeys)


def des_block(block: int | bytes, subkeys: Sequence[int]) -> int:
    """Run the 16 rounds with the given subkey order (K1..K16 encrypts, reversed decrypts)."""
    x = permute(_as_int(block), IP, 64)
    left, right = x >> 32, x & 0xFFFFFFFF
    for k in subkeys:
        left, right = right, left ^ f(right, k)
    return permute((right << 32) | left, IP_INV, 64)


def sbox_entries_used(key: int | bytes, block: int | bytes) -> set[tuple[int, int]]:
    """The (box, 6-bit input) pairs an encryption of ``block`` under ``key`` looks up."""
    x = permute(_as_int(block), IP, 64)
    left, right = x >> 32, x & 0xFFFFFFFF
    used = set()
    for k in key_schedule(key):
        e = permute(right, E, 32) ^ k
        used |= {(box, (e >> (42 - 6 * box)) & 0x3F) for box in range(8)}
        left, right = right, left ^ f(right, k)
    return used


def encrypt_block(key: int | bytes, block: int | bytes) -> int:
    return des_block(block, key_schedule(key))


def decrypt_block(key: int | bytes, block: int | bytes) -> int:
    return des_block(block, key_schedule(key)[::-1])


def tdes_encrypt_block(keys: Sequence[int | bytes], block: int | bytes) -> int:
    """Triple-DES EDE with three keys: E(K3, D(K2, E(K1, block))) (SP 800-67)."""
    k1, k2, k3 = keys
    return encrypt_block(k3, decrypt_block(k2, encrypt_block(k1, block)))


def tdes_decrypt_block(keys: Sequence[int | bytes], block: int | bytes) -> int:
    k1, k2, k3 = keys
    return decrypt_block(k1, encrypt_block(k2, decrypt_block(k3, block)))


def hashable_key(key: int | bytes) -> int | bytes:
    """A key as a cache's key: bytearrays as bytes (ints and bytes as they are)."""
    return bytes(key) if isinstance(key, bytearray) else key


def _as_int(x: int | bytes) -> int:
    if isinstance(x, (bytes, bytearray)):
        if len(x) != 8:
            raise ValueError(f"a DES block or key is 8 bytes, got {len(x)}")
        return int.from_bytes(x, "big")
    return x


def _inverse(table: Sequence[int]) -> tuple[int, ...]:
    inv = [0] * len(table)
    for out_pos, src in enumerate(table, start=1):
        inv[src - 1] = out_pos
    return tuple(inv)


IP_INV = _inverse(IP)
