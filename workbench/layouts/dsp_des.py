"""Layout of the DSP56000 Davio DES kernels (kernels/dsp56k/des_davio_*.asm, gen_dsp_des.py).

Where things sit in X and Y memory (word addresses; "pair" = the same address in X and Y, read
by one ``l:`` move as the two words of a 48-bit value). The placement is the kernel's; which
addresses are on chip is the machine's (workbench/machines/dsp56001*.toml: X/Y $0000-$00FF):

  pair  KS   $00-$0F   the 16 subkeys, K_H in X, K_L in Y (host-computed key schedule)
  pair  SLOT0, SLOT1, T0, T1   the expanded halves between rounds, scratch
  pair  C32 (2^5, 2^5), CB (2^7, 2^15)   the multiplier's shift constants
  X     KP, INP, OUTP, NGROUPS, TAIL, FPP, FBP0-2   pointers, the block count
  X     SPE0-7, IPB0-7   table bases (centred, davio.centred)
  (all of the above short-addressable, below $40, in on-chip RAM)
  pair  $0040-$00FF    SPE tables of S1-S3, on chip ("some data internal")
  pair  $1000-        SPE tables of S4-S8, IP tables (E(L0) part then E(R0) part, 256 each per
                       byte), FP tables (3 phases x 16 fields x 64), and at $2E00 in X the
                       FP tables' bases per phase (read through FBPp): external memory
  X     IV, DIN, DOUT  the host stream: 3 bytes a word, big-endian; the output read back by the
                       runner is DOUT's bytes (Execution.read_memory, space x)
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from isa.dsp56k.memory import segment
from isa.image import MemoryImage, Segment

from ..crypto import davio, des
from ..errors import WorkbenchError
from . import Layout

SHORT_X = ["SLOT0", "SLOT1", "T0", "T1", "C32", "CB", "KP", "INP", "OUTP", "NGROUPS", "TAIL",
           "FPP", "FBP0", "FBP1", "FBP2"] + [f"SPE{j}" for j in range(8)] + [f"IPB{k}" for k in range(8)]
PAIRS = ("SLOT0", "SLOT1", "T0", "T1", "C32", "CB")
KS = 0x00
SPE_INTERNAL = 3            # S1-S3 in on-chip X/Y RAM $40-$FF
SPE_ON_CHIP = 0x40
TABLES = 0x1000
FB_LISTS = 0x2E00           # X: the 16 FP table bases of each phase, read through a pointer
IV_ADDR = 0x3000
DIN = 0x3010
# plaintext and ciphertext, 8 words a group of 3 blocks (+1 group), must fit below X:$10000
MAX_BLOCKS = 3 * ((0x10000 - DIN) // 16 - 1) + 2


def memory_map() -> dict[str, int]:
    """Short-addressed symbols: X names after the subkeys; Y-only names after the pairs."""
    m = {"KS": KS}
    for i, name in enumerate(SHORT_X):
        m[name] = 16 + i
    assert max(m.values()) < 0x40, "short addresses reach $3F only"
    return m


# _table_bases' outcome by the tables it is made from (compared by value, so tables that differ,
# as a test's corrupted entry does, are laid out afresh): every run and every known-answer vector
# lays the same tables out
_BASES: dict[tuple, tuple] = {}


def _table_bases() -> tuple[dict[str, int], list[Segment]]:
    """The base symbols' values and the tables' X and Y segments (each run gets copies)."""
    key = (davio.spe_tables(), davio.ip_tables(), tuple(davio.fp_tables(p) for p in range(3)))
    hit = _BASES.get(key)
    if hit is None:
        _BASES.clear()
        bases, regions = _lay_tables_out()
        scratch = MemoryImage()
        for start, xs, ys in regions:
            segment(scratch, "x", start, xs, f"table_{start:04x}")
            segment(scratch, "y", start, ys, f"table_{start:04x}")
        hit = _BASES[key] = (bases, scratch.segments)
    return dict(hit[0]), [replace(seg) for seg in hit[1]]


def _lay_tables_out() -> tuple[dict[str, int], list[tuple[int, list[int], list[int]]]]:
    bases, regions = {}, []
    spe = davio.spe_tables()
    ext = TABLES
    for j in range(8):
        start = SPE_ON_CHIP + 64 * j if j < SPE_INTERNAL else ext
        if j >= SPE_INTERNAL:
            ext += 64
        entries = [davio.split(v) for v in davio.centred(list(spe[j]), 6)]
        regions.append((start, [e[0] for e in entries], [e[1] for e in entries]))
        bases[f"SPE{j}"] = start + 32
    ipt = davio.ip_tables()
    for k in range(8):
        left = [davio.split(v[0]) for v in davio.centred(list(ipt[k]), 8)]
        right = [davio.split(v[1]) for v in davio.centred(list(ipt[k]), 8)]
        rows = left + right                 # E(R0) part 256 words above (nk = 256)
        regions.append((ext, [r[0] for r in rows], [r[1] for r in rows]))
        bases[f"IPB{k}"] = ext + 128
        ext += 512
    for p in range(3):
        fpt = davio.fp_tables(p)
        for q in range(16):
            entries = [davio.split(v) for v in davio.centred(list(fpt[q]), 6)]
            regions.append((ext, [e[0] for e in entries], [e[1] for e in entries]))
            bases[f"FB{p}_{q}"] = ext + 32
            ext += 64
    assert ext <= FB_LISTS
    return bases, regions


def stream_words(data: bytes) -> list[int]:
    """Bytes packed three to a 24-bit word, big-endian, the last word zero-padded."""
    padded = np.frombuffer(data + bytes(-len(data) % 3), np.uint8).reshape(-1, 3).astype(np.int64)
    return (padded[:, 0] << 16 | padded[:, 1] << 8 | padded[:, 2]).tolist()


def build(kernel, keys, data: bytes, iv: bytes) -> Layout:
    if kernel.cipher != "des":
        raise WorkbenchError(f"{kernel.manifest}: the Davio DSP56000 kernels run single DES only")
    if not data or len(data) % 8:
        raise WorkbenchError("data must be a positive whole number of 8-byte blocks")
    blocks = len(data) // 8
    groups, tail = divmod(blocks, 3)
    if blocks > MAX_BLOCKS:
        raise WorkbenchError(f"the DSP56000 DES layout holds at most {MAX_BLOCKS:,} blocks in "
                             f"its 64K-word X memory; asked for {blocks:,}")
    m = memory_map()
    bases, tables = _table_bases()
    img = MemoryImage()
    subkeys = davio.subkey_words(des.key_schedule(keys[0]))
    segment(img, "x", KS, [k[0] for k in subkeys], "subkeys_h")
    segment(img, "y", KS, [k[1] for k in subkeys], "subkeys_l")
    x_short = {name: 0 for name in SHORT_X}
    x_short.update({name: bases[name] for name in bases if name in x_short})
    x_short.update(C32=32, CB=128, NGROUPS=groups, TAIL=tail, INP=DIN, KP=KS,
                   **{f"FBP{p}": FB_LISTS + 16 * p for p in range(3)})
    dout = DIN + 8 * (groups + 1)
    x_short["OUTP"] = dout
    y_short = {name: 0 for name in PAIRS} | {"C32": 32, "CB": 1 << 15}
    _short(img, "x", m, x_short)
    _short(img, "y", m, y_short)
    img.segments += tables
    segment(img, "x", FB_LISTS, [bases[f"FB{p}_{q}"] for p in range(3) for q in range(16)],
            "fp_bases")
    segment(img, "x", IV_ADDR, stream_words(iv) if kernel.chaining == "cbc" else [0, 0, 0], "iv")
    words_in = stream_words(data)
    segment(img, "x", DIN, words_in + [0] * (8 * (groups + 1) - len(words_in)), "plaintext")
    segment(img, "x", dout, [0] * (8 * (groups + 1)), "ciphertext")
    symbols = dict(m, IV=IV_ADDR, DIN=DIN, DOUT=dout)
    notes = [f"host stream 3 bytes/word; {groups} group(s) of 3 blocks + {tail}; S1-S{SPE_INTERNAL} "
             "tables on chip, S4-S8, IP and FP tables in external X/Y memory"]
    return Layout(img, symbols, 0x40, (dout, len(data)), notes)


def _short(img: MemoryImage, space: str, m: dict[str, int], values: dict[str, int]) -> None:
    words = [0] * 0x40
    for name, v in values.items():
        words[m[name]] = v & 0xFFFFFF
    segment(img, space, 0x10, words[0x10:0x40], f"{space}_variables")


LAYOUTS = {"dsp-davio-des": build}
CAPACITY = {"dsp-davio-des": lambda kernel: MAX_BLOCKS}
