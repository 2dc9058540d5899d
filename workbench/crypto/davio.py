"""DES in Davio's 48-bit model on 24-bit words: the tables of the DSP56000 kernels and a model of
their data flow, generated from the DES definition (docs/references.md 6.5, 6.5b).

Davio et al. keep each DES half in its E-expanded form and fold E and P into the S-box tables, so
the rounds never expand anything (E is linear: ``E(L ^ f) = E(L) ^ E(f)``). On the DSP56000 a
48-bit expanded half is two 24-bit words, H = E bits 1..24 (the inputs of S1..S4, S1 in bits
23..18) and L = E bits 25..48 (S5..S8), and a 48-bit table entry is an X word (H) and a Y word (L)
at one address, fetched by one ``move l:(rn),x``.

Three facts shape the tables:

- **Signed indices.** The kernel extracts a field with the multiplier: ``mac x0,y1,a`` with
  y1 = 2^(k-1) adds ``x0 << k`` to A, so A1 gains the top k bits of x0 *sign-extended*, and A0
  keeps the rest, shifted to the top for the next field. Preloading A1 with a table's base gives
  ``base + signed(field)``, so every table is *centred*: the entry for field value u sits at
  ``base + u`` when u's top bit is clear and at ``base + u - 2^k`` when it is set
  (:func:`centred`).
- **Disjoint contributions add.** The S-box outputs of one round land, through P and E, on
  disjoint bits; so do the contributions of the 8 plaintext bytes to E(IP(block)) and of the 16
  fields to FP's output. The kernel sums them with 48-bit ``add x,a`` (one instruction per
  lookup); sums of disjoint bit patterns equal their XOR.
- **The host stream.** Data comes and goes as a byte stream packed three bytes a 24-bit word
  (the DSP56001 host port's word), so 3 blocks fill 8 words and block p of a group (p = 0, 1, 2)
  starts at byte 8p. FP's tables are made per phase p: the first output half (bytes 0..3, which
  FP draws from the odd nibbles of R16 L16) is a 48-bit value whose top word is stream word
  8p//3 of the group, the second half (bytes 4..7, the even nibbles) one whose top word is word
  (8p+4)//3 (:func:`fp_tables`).
"""
from __future__ import annotations

from functools import lru_cache

from . import des

M24 = 0xFFFFFF


def expand(half: int) -> int:
    """E of a 32-bit half: the 48-bit expanded form."""
    return des.permute(half, des.E, 32)


def split(x48: int) -> tuple[int, int]:
    """A 48-bit value as its (X, Y) words: H = bits 47..24, L = bits 23..0."""
    return (x48 >> 24) & M24, x48 & M24


def signed(u: int, bits: int) -> int:
    return u - (1 << bits) if u >> (bits - 1) & 1 else u


def centred(table: list, bits: int) -> list:
    """Reorder a table indexed by unsigned u into memory order from ``base - 2^(bits-1)``: the
    entries for negative signed(u) first, so entry u sits at ``base + signed(u)``."""
    half = 1 << (bits - 1)
    return [table[u] for u in range(half, 2 * half)] + [table[u] for u in range(half)]


@lru_cache(maxsize=None)
def spe_tables() -> tuple[tuple[int, ...], ...]:
    """8 tables of 64 48-bit entries: S-box j's output through P and E, ``E(P(S_j(u) << 28-4j))``,
    indexed by the unsigned 6-bit input u (FIPS order: S1's input is E bits 1..6)."""
    return tuple(tuple(expand(des.permute(des.sbox(j, u) << (28 - 4 * j), des.P, 32))
                       for u in range(64)) for j in range(8))


@lru_cache(maxsize=None)
def ip_tables() -> tuple[tuple[tuple[int, int], ...], ...]:
    """8 tables of 256 entries: byte k of the block (k = 0 first) with value b contributes
    ``(E(L0 part), E(R0 part))`` of ``IP(b << 56-8k)``, 48 bits each."""
    out = []
    for k in range(8):
        rows = []
        for b in range(256):
            x = des.permute(b << (56 - 8 * k), des.IP, 64)
            rows.append((expand(x >> 32), expand(x & 0xFFFFFFFF)))
        out.append(tuple(rows))
    return tuple(out)


def fp_half(q: int) -> int:
    """Which output half field q of the preoutput's expanded form feeds (q 0..7: E(R16), 8..15:
    E(L16); field q holds nibble q of R16 L16 in its middle four bits): 0 for bytes 0..3 (the
    odd nibbles), 1 for bytes 4..7 (the even ones); DES's FP never mixes the two."""
    return 0 if q % 2 else 1


def phase_words(p: int) -> tuple[int, int]:
    """The group words (0..7) where output half 0 and half 1 of a phase-p block start."""
    return (8 * p) // 3, (8 * p + 4) // 3


@lru_cache(maxsize=None)
def fp_tables(p: int) -> tuple[tuple[int, ...], ...]:
    """16 tables of 64 48-bit entries for a block at phase p of its 3-block group: field q's
    middle nibble through FP, placed in its half's two stream words (first word in bits 47..24)."""
    starts = phase_words(p)
    out = []
    for q in range(16):
        half = fp_half(q)
        first_byte = 8 * p + 4 * half - 3 * starts[half]     # byte offset within the two words
        rows = []
        for u in range(64):
            nib = (u >> 1) & 0xF
            pre = nib << (60 - 4 * q)                        # preoutput R16 L16, 64 bits
            out64 = des.permute(pre, des.IP_INV, 64)
            part = (out64 >> (32 - 32 * half)) & 0xFFFFFFFF   # bytes 0..3 or 4..7
            rows.append(part << (16 - 8 * first_byte))
        out.append(tuple(rows))
    return tuple(out)


def subkey_words(subkeys: list[int]) -> list[tuple[int, int]]:
    """Each 48-bit subkey as its (X, Y) words."""
    return [split(k) for k in subkeys]


# ------------------------------------------------------------------ the kernel's data flow
def fields(word: int, n: int = 4, bits: int = 6, skip: int = 0) -> list[int]:
    """The kernel's field extraction: successive top ``bits`` of a 24-bit word, sign-extended,
    after dropping ``skip`` leading bits (the multiplier chain of the module docstring)."""
    x = (word << skip) & M24
    out = []
    for _ in range(n):
        out.append(signed(x >> (24 - bits), bits))
        x = (x << bits) & M24
    return out


def model_block(block: int, subkeys: list[int], chain: tuple[int, int] | None = None,
                phase: int = 0) -> tuple[tuple[int, int, int, int], tuple[int, int]]:
    """One block through the kernel's data flow: bytes through the IP tables, 16 rounds on
    expanded halves with the SPE tables, FP through the phase tables. Returns the two output
    halves as 48-bit values per the phase layout, split in words ``(A1, A0, B1, B0)``, and the
    chaining state ``(E(R16), E(L16))`` (CBC folds it into the next block's expanded IP)."""
    ipt, spe = ip_tables(), spe_tables()
    el = er = 0
    for k in range(8):
        b = signed((block >> (56 - 8 * k)) & 0xFF, 8)
        eL, eR = ipt[k][b & 0xFF]
        el += eL
        er += eR
    if chain is not None:
        el ^= chain[0]
        er ^= chain[1]
    left, right = el, er
    for k in subkeys:
        kh, kl = split(k)
        th, tl = (right >> 24) ^ kh, (right & M24) ^ kl
        f = 0
        for j, u in enumerate(fields(th) + fields(tl)):
            f += spe[j][u & 0x3F]
        left, right = right, left ^ f
    pre = (right, left)                     # E(R16), E(L16)
    a = b = 0
    fpt = fp_tables(phase)
    for q in range(16):
        word = split(pre[q // 8])[(q // 4) % 2]
        u = fields(word)[q % 4] & 0x3F
        if fp_half(q) == 0:
            a += fpt[q][u]
        else:
            b += fpt[q][u]
    return (*split(a), *split(b)), pre


def model_encrypt(data: bytes, key: bytes, iv: bytes | None = None) -> bytes:
    """ECB (``iv`` None) or CBC through :func:`model_block`, packed into the host stream the way
    the kernel stores it: per 3-block group, 8 words; returns the stream's bytes."""
    subkeys = des.key_schedule(key)
    nblocks = len(data) // 8
    words = [0] * (8 * ((nblocks + 2) // 3))
    chain = None
    if iv is not None:
        chain = _ip_expanded(int.from_bytes(iv, "big"))
    for i in range(nblocks):
        g, p = divmod(i, 3)
        (a1, a0, b1, b0), pre = model_block(int.from_bytes(data[8 * i:8 * i + 8], "big"), subkeys,
                                            chain, p)
        wa, wb = phase_words(p)
        for w, v in ((wa, a1), (wa + 1, a0), (wb, b1), (wb + 1, b0)):
            words[8 * g + w] += v
        if iv is not None:
            chain = pre
    out = b"".join(w.to_bytes(3, "big") for w in words)
    return out[:len(data)]


def _ip_expanded(block: int) -> tuple[int, int]:
    el = er = 0
    for k in range(8):
        eL, eR = ip_tables()[k][(block >> (56 - 8 * k)) & 0xFF]
        el += eL
        er += eR
    return el, er
