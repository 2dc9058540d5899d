"""Layout "x86-sp": the workbench's own representation for the libdes-style x86 SP-table DES
kernels (16-bit real and 32-bit protected). It is not Karn's: his (rotation 3, gensp/deskey
formats, shift-and-mask IP) is x86_karn.py, layout "x86-sp-karn".

Data representation (derived here, checked against the reference DES in the tests):
- Each half H is kept rotated left by ``ROT`` = 11 bits (H' = rotl(H, 11), bit 1 of DES = MSB).
- ``ror H', 4`` = rotl(H, 7) holds E-groups S1, S7, S5, S3 in bytes 0..3 at bits 7..2 of each byte;
  H' itself holds S2, S8, S6, S4. ``and 0fcfcfcfch`` then leaves each byte as 4 x the 6-bit index,
  which is the byte offset into that box's 256-byte sub-table ("pre-shifted by 2").
- The SP table entries carry the same rotation, so a lookup XORs straight into the other half.
- Each round's subkey is two dwords: k0 for the odd-numbered S-boxes (XORed into ror(R',4)), k1 for
  the even-numbered ones (XORed into R').
IP and FP are Hoey's rotate-and-swap steps: five masked swaps, each after one rotation that brings
the two halves' frames ``n`` bits apart (see :data:`IP_STEPS`).
"""
from __future__ import annotations

import functools

import struct

from isa.image import MemoryImage

from ..crypto import des
from ..crypto.tables import rotl32, sp_boxes_bytes
from ..errors import WorkbenchError
from . import Layout

ROT = 11
M32 = 0xFFFFFFFF
# byte position in ror(R',4) / R' of each S-box's 6-bit group (S-box number j = 0..7)
BYTE_OF_BOX = {0: 0, 6: 1, 4: 2, 2: 3,      # k0 word, from ror(R', 4) = rotl(R, 7)
               1: 0, 7: 1, 5: 2, 3: 3}      # k1 word, from R' = rotl(R, 11)

# IP as rotate-then-masked-swap steps: (register rotated, rotation left, swap mask). "l" and "r"
# are the halves loaded from the block (big-endian). Derived from the shift form
# PERM_OP(l,r,4,0f0f0f0f) (l,r,16,0000ffff) (r,l,2,33333333) (r,l,8,00ff00ff) (l,r,1,55555555)
# by rotating one half before each step so the frame difference equals the shift.
IP_STEPS = (("l", -4, 0x0F0F0F0F), ("l", -12, 0x0000FFFF), ("r", 14, 0x33333333),
            ("r", -6, 0x00FF00FF), ("l", -9, 0x55555555))
IP_FINAL_ROT = {"l": 4, "r": 3}     # frames end at l=7, r=8; bring both to ROT = 11


def cooked_subkey(k48: int) -> tuple[int, int]:
    """One 48-bit subkey as the kernel's (k0, k1) dword pair."""
    words = [0, 0]
    for j in range(8):
        six = (k48 >> (42 - 6 * j)) & 0x3F
        words[j % 2] |= (six << 2) << (8 * BYTE_OF_BOX[j])
    return words[0], words[1]


def cooked_schedule(key: bytes, decrypt: bool = False) -> bytes:
    return _cooked_schedule(des.hashable_key(key), bool(decrypt))


# once per key: the known-answer checks lay out the same 51 keys for every kernel
@functools.lru_cache(maxsize=4096)
def _cooked_schedule(key: bytes, decrypt: bool) -> bytes:
    subkeys = des.key_schedule(key)
    if decrypt:
        subkeys = subkeys[::-1]
    return b"".join(struct.pack("<II", *cooked_subkey(k)) for k in subkeys)


def kernel_schedule(cipher: str, keys: list[bytes]) -> bytes:
    """DES: 16 rounds; 3DES EDE: E(K1), D(K2), E(K3) as 48 consecutive rounds."""
    if cipher == "des":
        return cooked_schedule(keys[0])
    k1, k2, k3 = keys
    return cooked_schedule(k1) + cooked_schedule(k2, decrypt=True) + cooked_schedule(k3)


@functools.lru_cache(maxsize=None)
def sp_table() -> bytes:
    return sp_boxes_bytes(ROT)


# ---- the executable specification of the kernels' arithmetic (used by the tests) ----

def model_ip(l: int, r: int) -> tuple[int, int]:
    h = {"l": l, "r": r}
    for reg, rot, mask in IP_STEPS:
        h[reg] = rotl32(h[reg], rot)
        t = (h["l"] ^ h["r"]) & mask
        h["l"] ^= t
        h["r"] ^= t
    return rotl32(h["l"], IP_FINAL_ROT["l"]), rotl32(h["r"], IP_FINAL_ROT["r"])


def model_fp(l: int, r: int) -> tuple[int, int]:
    h = {"l": rotl32(l, -IP_FINAL_ROT["l"]), "r": rotl32(r, -IP_FINAL_ROT["r"])}
    for reg, rot, mask in reversed(IP_STEPS):
        t = (h["l"] ^ h["r"]) & mask
        h["l"] ^= t
        h["r"] ^= t
        h[reg] = rotl32(h[reg], -rot)
    return h["l"], h["r"]


def model_round(left: int, right: int, k0: int, k1: int, sp: list[list[int]]) -> int:
    x = (rotl32(right, -4) ^ k0) & 0xFCFCFCFC
    y = (right ^ k1) & 0xFCFCFCFC
    for j in range(8):
        word = x if j % 2 == 0 else y
        left ^= sp[j][((word >> (8 * BYTE_OF_BOX[j])) & 0xFF) >> 2]
    return left


def model_encrypt(block: bytes, schedule: bytes) -> bytes:
    from ..crypto.tables import sp_boxes
    sp = sp_boxes(ROT)
    l, r = struct.unpack(">II", block)
    l, r = model_ip(l, r)
    words = struct.unpack(f"<{len(schedule) // 4}I", schedule)
    for i in range(0, len(words), 2):
        l, r = r, model_round(l, r, words[i], words[i + 1], sp)
        if i // 2 % 16 == 15:            # between DES stages of 3DES: undo the last swap
            l, r = r, l
    l, r = model_fp(l, r)
    return struct.pack(">II", l, r)


# ---- memory maps ----
# real16: CS=1000h (code at 1000:0100), DS=SS=2000h (table, counter, blocks, stack), ES=3000h (keys)
REAL16 = dict(cs=0x1000, ds=0x2000, es=0x3000, code_off=0x0100, spbox=0x0000, count=0x0800,
              blocks=0x1000, stack_lo=0xF000, stack_top=0xFFFE, ks=0x0000)
# prot32: flat 4 GiB segments; everything below 16 MiB
PROT32 = dict(code=0x10000, stack_lo=0xF0000, stack_top=0xFFFF0, spbox=0x100000, count=0x100800,
              ks=0x101000, blocks=0x110000)
MAX_BLOCKS_REAL16 = (REAL16["stack_lo"] - REAL16["blocks"]) // 8


def build(kernel, keys: list[bytes], data: bytes, iv: bytes) -> Layout:
    if kernel.chaining != "ecb":
        raise WorkbenchError(f"{kernel.manifest}: the x86 SP layout drives ECB kernels only")
    schedule = kernel_schedule(kernel.cipher, keys)
    nblocks = len(data) // 8
    img = MemoryImage()
    if kernel.mode == "real16":
        m = REAL16
        if nblocks > MAX_BLOCKS_REAL16:
            raise WorkbenchError(f"the 16-bit real-mode layout holds at most {MAX_BLOCKS_REAL16} "
                                 f"blocks in one data segment; asked for {nblocks}")
        ds, es = m["ds"] << 4, m["es"] << 4
        img.add("spbox", ds + m["spbox"], sp_table())
        img.add("counter", ds + m["count"], bytes(4))
        img.add("blocks", ds + m["blocks"], data)
        img.add("stack", ds + m["stack_lo"], bytes(0x1000))
        img.add("keys", es + m["ks"], schedule)
        img.registers.update(ds=m["ds"], es=m["es"], ss=m["ds"], sp=m["stack_top"])
        symbols = dict(SPBOX=m["spbox"], KS=m["ks"], COUNT=m["count"], BLOCKS=m["blocks"],
                       BLOCKS_END=m["blocks"] + len(data))
        return Layout(img, symbols, (m["cs"] << 4) + m["code_off"], (ds + m["blocks"], len(data)))
    if kernel.mode == "prot32":
        m = PROT32
        img.add("stack", m["stack_lo"], bytes(m["stack_top"] + 16 - m["stack_lo"]))
        img.add("spbox", m["spbox"], sp_table())
        img.add("counter", m["count"], bytes(4))
        img.add("keys", m["ks"], schedule)
        img.add("blocks", m["blocks"], data)
        img.memory_size = 1 << 24
        img.registers.update(esp=m["stack_top"])
        symbols = dict(SPBOX=m["spbox"], KS=m["ks"], COUNT=m["count"], BLOCKS=m["blocks"],
                       BLOCKS_END=m["blocks"] + len(data))
        return Layout(img, symbols, m["code"], (m["blocks"], len(data)))
    raise WorkbenchError(f"{kernel.manifest}: mode '{kernel.mode}' has no x86 SP layout")


LAYOUTS = {"x86-sp": build}
CAPACITY = {"x86-sp": lambda kernel: MAX_BLOCKS_REAL16 if kernel.mode == "real16"
            else ((1 << 24) - PROT32["blocks"]) // 8}   # Karn's own layout ("x86-sp-karn") is in x86_karn.py
