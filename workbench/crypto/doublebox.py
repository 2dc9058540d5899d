"""Data formats and tables of the PA-RISC DES kernels, generated from the DES definition.

PA-RISC is big-endian: ``ldd`` of a block gives the 64-bit integer whose most significant bit is
FIPS bit 1, and the initial permutation is five masked swaps on the two 32-bit halves held in one
64-bit register (:data:`IP_STEPS`, the big-endian shift form of Hoey's method). Halves are plain
32-bit values, FIPS bit 1 most significant.

Both kernels keep each half in an *expanded* 64-bit format, as Biham does (docs/targets.md): E
is a bit selection, so ``expand(L ^ f) = expand(L) ^ expand(f)``, each S-box entry is
``expand(P(S(x)))`` and a round is a key xor, the lookups, and xors into the other half. Both
formats start from ``d = rotl64(h | h << 32, 1)``, in which S-box j's six input bits are the
contiguous d bits 28-4j .. 33-4j (LSB = bit 0), so that the pair (2i, 2i+1) covers the ten bits
24-8i .. 33-8i ("window i"); the two middle bits of a window belong to both boxes.

* Biham's format (:func:`biham_expand`, kernel des-biham-pa): one box input per byte, odd boxes in
  the low word (``d & 0x3f3f3f3f``), even boxes in the high word (``(d >> 4) & 0x3f3f3f3f``);
  a lookup is ``extrd,u`` of a 6-bit field and ``ldd,s`` from that box's 64-entry table.
* Corella's double S-box format (:func:`corella_expand`, kernel des-corella): four 16-bit lanes,
  each holding the 12 input bits of one pair of boxes in its low 12 bits: window i in lane bits
  0..9 and its two shared middle bits again in lane bits 10..11 (the second box's copy). Windows
  0..3 sit in lanes 3, 1, 2, 0, which takes only two rotations of d:
  ``W = (d & 0x03ff03ff) | (rotl(d, 24) & 0x03ff03ff << 32)``, ``X = W | ((W << 6) & 0x0c00 x 4)``.
  A lookup is ``extrd,u`` of a 12-bit lane and ``ldd,s`` from that pair's 4096-entry table.

Which register bit holds which E output bit is not written by hand: :func:`slots` finds it by
pushing single half bits through the expansion, and the subkeys and tables are built from that
map, so the format, the subkeys and the tables cannot disagree (tests/test_parisc_kernels.py
checks the models below against the reference DES).
"""
from __future__ import annotations

import struct
from functools import lru_cache

import numpy as np

from . import des

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF
# (which half is shifted, shift, mask): PERM_OP(a, b, n, m): t = ((a >> n) ^ b) & m; b ^= t;
# a ^= t << n. On big-endian halves (l = first 32 bits) these five give FIPS IP exactly.
IP_STEPS = (("l", 4, 0x0F0F0F0F), ("l", 16, 0x0000FFFF), ("r", 2, 0x33333333),
            ("r", 8, 0x00FF00FF), ("l", 1, 0x55555555))
BIHAM_MASK = 0x3F3F3F3F
CORELLA_LOW = 0x03FF03FF                 # lanes 0 and 1 from d
CORELLA_HIGH = 0x03FF03FF << 32          # lanes 2 and 3 from rotl(d, 24)
CORELLA_DUP = 0x0C000C000C000C00         # lane bits 10..11: the shared middle bits again
CORELLA_BYTES_LOW = 0x00FF00FF           # compress: half bytes from lanes 0, 1
CORELLA_BYTES_HIGH = 0xFF00FF00          # ... and from lanes 2, 3 shifted down by 24
LANE_OF_WINDOW = (3, 1, 2, 0)            # window i (boxes 2i, 2i+1) -> lane
BIHAM_BYTE_OF_BOX = tuple((4 if j % 2 == 0 else 0) + 3 - j // 2 for j in range(8))


def rotl64(x: int, n: int) -> int:
    n %= 64
    return ((x << n) | (x >> (64 - n))) & M64 if n else x & M64


def perm_op(a: int, b: int, n: int, m: int) -> tuple[int, int]:
    t = ((a >> n) ^ b) & m
    return (a ^ (t << n)) & M32, b ^ t


def initial_permutation(block: int) -> int:
    """FIPS IP of a 64-bit block by the five swaps of :data:`IP_STEPS` (L0 in the high word)."""
    l, r = block >> 32, block & M32
    for which, n, m in IP_STEPS:
        if which == "l":
            l, r = perm_op(l, r, n, m)
        else:
            r, l = perm_op(r, l, n, m)
    return (l << 32) | r


def final_permutation(x: int) -> int:
    """FIPS IP^-1 by the same swaps in reverse order (each swap is its own inverse)."""
    l, r = x >> 32, x & M32
    for which, n, m in reversed(IP_STEPS):
        if which == "l":
            l, r = perm_op(l, r, n, m)
        else:
            r, l = perm_op(r, l, n, m)
    return (l << 32) | r


def _window_d(h: int) -> int:
    return rotl64(h | (h << 32), 1)


# ----------------------------------------------------------------------------- the two formats
def biham_expand(h: int) -> int:
    d = _window_d(h)
    return ((((d >> 4) & BIHAM_MASK) << 32) | (d & BIHAM_MASK)) & M64


def biham_compress(x: int) -> int:
    """Back to the 32-bit half: the middle four bits of each box input."""
    return ((x >> 1) & 0x0F0F0F0F) | ((x >> 29) & 0xF0F0F0F0)


def corella_expand(h: int) -> int:
    d = _window_d(h)
    w = (d & CORELLA_LOW) | (rotl64(d, 24) & CORELLA_HIGH)
    return (w | ((w << 6) & CORELLA_DUP)) & M64


def corella_compress(x: int) -> int:
    """Back to the 32-bit half: lane bits 1..8 are the half's byte of that window."""
    y = x >> 1
    return (y & CORELLA_BYTES_LOW) | ((y >> 24) & CORELLA_BYTES_HIGH)


FORMATS = {"biham": (biham_expand, biham_compress), "corella": (corella_expand, corella_compress)}


@lru_cache(maxsize=None)
def slots(fmt: str) -> tuple[int, ...]:
    """For each E output bit e (0 = E bit 1), the register bit (LSB = 0) that holds it.

    A half bit that E uses twice appears twice in the format; the copy in the field (byte or
    lane) that serves the box of ``e`` is the one assigned to it, and where both copies lie in
    one field (Corella's lanes) the lower goes to the lower-numbered box."""
    expand = FORMATS[fmt][0]
    field = _field_of_bit(fmt)
    out = []
    for e in range(48):
        f = des.E[e]                               # FIPS half bit 1..32
        box = e // 6
        image = expand(1 << (32 - f))
        cand = sorted(p for p in range(64) if image >> p & 1 and box in field[p])
        users = [u for u in range(48) if des.E[u] == f and u // 6 in field[cand[0]]] if cand else []
        if not cand or len(cand) != len(users):
            raise AssertionError(f"{fmt}: E bit {e + 1} has {len(cand)} candidate slots")
        out.append(cand[users.index(e)])
    if len(set(out)) != 48:
        raise AssertionError(f"{fmt}: two E bits share a register bit")
    return tuple(out)


def _field_of_bit(fmt: str) -> list[tuple[int, ...]]:
    """The boxes whose lookup field covers each register bit."""
    out: list[tuple[int, ...]] = [() for _ in range(64)]
    for box in range(8):
        lo, width = field(fmt, box)
        for p in range(lo, lo + width):
            out[p] += (box,)
    return out


def field(fmt: str, box: int) -> tuple[int, int]:
    """(lowest register bit, width) of the lookup field that serves S-box ``box``."""
    if fmt == "biham":
        return 8 * BIHAM_BYTE_OF_BOX[box], 6
    return 16 * LANE_OF_WINDOW[box // 2], 12


@lru_cache(maxsize=8192)
def subkey(fmt: str, k48: int) -> int:
    """A FIPS 48-bit subkey in the format: E-bit e of the key at ``slots(fmt)[e]``."""
    s = slots(fmt)
    return sum(((k48 >> (47 - e)) & 1) << s[e] for e in range(48))


def schedule_bytes(fmt: str, subkeys: list[int]) -> bytes:
    return struct.pack(f">{len(subkeys)}Q", *(subkey(fmt, k) for k in subkeys))


def _box_inputs(fmt: str, lo: int, value: int, boxes) -> dict[int, int]:
    """The 6-bit FIPS input of each box in ``boxes`` when its field (from bit ``lo``) is ``value``."""
    s = slots(fmt)
    out = {}
    for box in boxes:
        six = 0
        for b in range(6):
            six = (six << 1) | ((value >> (s[6 * box + b] - lo)) & 1)
        out[box] = six
    return out


def _entry(fmt: str, inputs: dict[int, int]) -> int:
    sbits = 0
    for box, six in inputs.items():
        sbits |= des.sbox(box, six) << (28 - 4 * box)
    return FORMATS[fmt][0](des.permute(sbits, des.P, 32))


def biham_tables() -> list[list[int]]:
    """Eight tables of 64 words; table j serves S-box j (its field: byte BIHAM_BYTE_OF_BOX[j])."""
    return [[_entry("biham", _box_inputs("biham", field("biham", j)[0], v, (j,)))
             for v in range(64)] for j in range(8)]


def corella_tables() -> list[list[int]]:
    """Four double S-boxes of 4096 words; table i serves boxes 2i and 2i+1 (window i).

    An entry is ``expand(P(S(a) | S'(b)))`` with the two boxes' outputs in disjoint bits, and P
    and the expansion are xor-linear (bit selections), so it is the xor of the two boxes' single
    entries: 64 entries per box, each table one gather of its two box inputs per lane value
    (:func:`corella_tables_direct` builds every entry on its own; the tests compare the two)."""
    values = np.arange(4096, dtype=np.int64)
    out = []
    for i in range(4):
        lo = field("corella", 2 * i)[0]
        t = np.zeros(4096, np.uint64)
        for box in (2 * i, 2 * i + 1):
            single = np.array([_entry("corella", {box: six}) for six in range(64)], np.uint64)
            t ^= single[_box_input_column("corella", lo, values, box)]
        out.append(t.tolist())
    return out


def corella_tables_direct() -> list[list[int]]:
    """:func:`corella_tables` entry by entry from both boxes' inputs (the reference the tests
    hold the fast construction to)."""
    out = []
    for i in range(4):
        lo = field("corella", 2 * i)[0]
        out.append([_entry("corella", _box_inputs("corella", lo, v, (2 * i, 2 * i + 1)))
                    for v in range(4096)])
    return out


def _box_input_column(fmt: str, lo: int, values: np.ndarray, box: int) -> np.ndarray:
    """:func:`_box_inputs` of one box for an array of field values."""
    s = slots(fmt)
    six = np.zeros_like(values)
    for b in range(6):
        six = (six << 1) | ((values >> (s[6 * box + b] - lo)) & 1)
    return six


@lru_cache(maxsize=None)
def tables(fmt: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(t) for t in (biham_tables() if fmt == "biham" else corella_tables()))


@lru_cache(maxsize=None)
def tables_bytes(fmt: str) -> bytes:
    return b"".join(struct.pack(f">{len(t)}Q", *t) for t in tables(fmt))


def constants_bytes(fmt: str) -> bytes:
    """The masks the kernels keep in registers, in the order the kernels load them."""
    return struct.pack(f">{len(constants(fmt))}Q", *constants(fmt))


def constants(fmt: str) -> tuple[int, ...]:
    """IP/FP swap masks (high-word aligned where the low half is shifted), then the format's."""
    ip = tuple(m if which == "l" else m << 32 for which, _n, m in IP_STEPS)
    if fmt == "biham":
        return ip + (BIHAM_MASK, 0xF0F0F0F0)
    return ip + (CORELLA_LOW, CORELLA_HIGH, CORELLA_DUP, CORELLA_BYTES_LOW, CORELLA_BYTES_HIGH)


# ----------------------------------------------------------------------------- models
def round_f(fmt: str, xr: int, key: int) -> int:
    """The xor of one round's lookups for the expanded right half ``xr`` and expanded ``key``."""
    t = xr ^ key
    out = 0
    boxes = range(8) if fmt == "biham" else range(0, 8, 2)
    for box in boxes:
        lo, width = field(fmt, box)
        table = tables(fmt)[box if fmt == "biham" else box // 2]
        out ^= table[(t >> lo) & ((1 << width) - 1)]
    return out


def model(fmt: str, block: int, subkeys: list[int]) -> int:
    """What the kernels compute for one block, step for step: IP, expand, 16 rounds per DES (EDE
    with 48 subkeys, no FP/IP between the DES), compress, FP. Checked against the reference."""
    expand, compress = FORMATS[fmt]
    x = initial_permutation(block)
    xl, xr = expand(x >> 32), expand(x & M32)
    for n, k in enumerate(subkeys):
        xl ^= round_f(fmt, xr, subkey(fmt, k))
        xl, xr = xr, xl
        if n % 16 == 15:
            xl, xr = xr, xl          # the next DES starts from (R16, L16)
    # after the last DES and its swap (xl, xr) = (R16, L16): the preoutput R16 || L16
    return final_permutation((compress(xl) << 32) | compress(xr))
