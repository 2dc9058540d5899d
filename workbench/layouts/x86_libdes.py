"""libdes's own data layout for the x86 kernels of Young's and Mikkelsen's generators.

Facts from libdes 4.x (openssl/openssl history: crypto/des/des_enc.c, spr.h and the perl
generators at b7896b3c, the emitted listing asm/dx86-cpp.s at d02b48c6):
- A block is loaded by ``c2l`` (little-endian bytes) into ``data[0], data[1]``; ``IP`` is the
  PERM_OP network (shifts 4, 16, 2, 8, 1). The halves it leaves hold the FIPS halves bit-reversed:
  integer bit i is FIPS bit i+1 (bit 1 = least significant). Checked in the tests, not assumed.
- ``r = ROTATE(r,29)`` (a right rotation by 29, i.e. left by 3) before the rounds, and back after:
  a half H is kept as ``rotl(rev32(H), 3)``.
- ``D_ENCRYPT``: ``u = R ^ s[S]``, ``t = ROTATE(R ^ s[S+1], 4)``; byte k of ``u & 0xfcfcfcfc``
  indexes box 2k (S1, S3, S5, S7 at +0, +0x200, +0x400, +0x600 bytes), byte k of ``t`` box 2k+1
  (+0x100 ...). Inside a byte, bits 7..2 hold the six E bits in reversed order.
- ``des_SPtrans[8][64]``: entry x of box j is the S-box output run through P, in the rotated,
  reversed representation. Computed here from workbench.crypto.des (never pasted); the tests check
  entries against the values printed in spr.h.
- ``des_key_schedule``: 16 pairs of dwords, ``s[2i]`` XORed into R for the even boxes and
  ``s[2i+1]`` for the odd ones before the rotation by 4. Decryption walks the same schedule
  backwards (the kernels' ``start_decrypt`` path); 3DES EDE passes three forward schedules.
  The 8 bits of each word a lookup masks out are zero here. We did not check what set_key.c
  leaves in them; no kernel reads them (every index is masked with 0xfc first), so they cannot
  change a result.
"""
from __future__ import annotations

import functools
import struct

from isa.image import MemoryImage

from ..crypto import des
from ..crypto.tables import rotl32
from ..errors import WorkbenchError
from . import Layout

ROT = 3                      # ROTATE(x,29): the halves and the table are rotated left by 3
M32 = 0xFFFFFFFF


def rev32(x: int) -> int:
    return int(f"{x:032b}"[::-1], 2)


def rev6(x: int) -> int:
    return _REV6[x]


_REV6 = tuple(int(f"{x:06b}"[::-1], 2) for x in range(64))


def to_libdes(h: int) -> int:
    """A FIPS half (bit 1 = MSB) in libdes's representation inside the rounds."""
    return rotl32(rev32(h), ROT)


def sp_entry(box: int, index: int) -> int:
    """des_SPtrans[box][index]: the byte offset ``index << 2`` holds the E bits reversed."""
    out = des.sbox(box, rev6(index)) << (28 - 4 * box)
    return to_libdes(des.permute(out, des.P, 32))


@functools.lru_cache(maxsize=None)
def sp_trans() -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sp_entry(b, x) for x in range(64)) for b in range(8))


@functools.lru_cache(maxsize=None)
def sp_table() -> bytes:
    """The 2 KB table, 8 boxes of 64 little-endian dwords, box j at byte offset 0x100 * j."""
    return b"".join(struct.pack("<64I", *box) for box in sp_trans())


def subkey_words(k48: int) -> tuple[int, int]:
    """One 48-bit FIPS subkey as libdes's two schedule dwords (s[2i], s[2i+1])."""
    u = t = 0
    for j in range(8):
        six = rev6((k48 >> (42 - 6 * j)) & 0x3F) << (8 * (j // 2) + 2)
        if j % 2 == 0:
            u |= six
        else:
            t |= six
    return u, rotl32(t, 4)          # t is rotated right by 4 after the XOR: pre-rotate the key


def key_schedule(key: bytes) -> bytes:
    """des_key_schedule: 16 x (s[2i], s[2i+1]), 128 bytes, always in encryption order."""
    return _key_schedule(des.hashable_key(key))


# once per key: the known-answer checks lay out the same 51 keys for every kernel
@functools.lru_cache(maxsize=4096)
def _key_schedule(key: bytes) -> bytes:
    return b"".join(struct.pack("<II", *subkey_words(k)) for k in des.key_schedule(key))


# ---- the executable specification (what the kernels compute; used by the tests) ----

def perm_op(a: int, b: int, n: int, m: int) -> tuple[int, int]:
    """libdes's PERM_OP(a,b,t,n,m): t=((a>>n)^b)&m; b^=t; a^=t<<n."""
    t = ((a >> n) ^ b) & m
    return (a ^ (t << n)) & M32, b ^ t


IP_STEPS = ((4, 0x0F0F0F0F), (16, 0x0000FFFF), (2, 0x33333333), (8, 0x00FF00FF), (1, 0x55555555))


def _perm_step(x: int, y: int, i: int) -> tuple[int, int]:
    """Step i of IP(x,y): PERM_OP(y,x,..) for steps 0, 2, 4 and PERM_OP(x,y,..) for 1 and 3."""
    n, m = IP_STEPS[i]
    if i % 2 == 0:
        y, x = perm_op(y, x, n, m)
    else:
        x, y = perm_op(x, y, n, m)
    return x, y


def model_ip(d0: int, d1: int) -> tuple[int, int]:
    """``IP(data[0], data[1])`` (des_encrypt's ``r=data[0]; l=data[1]; IP(r,l)``)."""
    for i in range(5):
        d0, d1 = _perm_step(d0, d1, i)
    return d0, d1


def model_fp(x: int, y: int) -> tuple[int, int]:
    """The inverse of :func:`model_ip` (des_encrypt's ``FP(r,l); data[0]=l; data[1]=r``)."""
    for i in reversed(range(5)):
        x, y = _perm_step(x, y, i)
    return x, y


def model_round(left: int, right: int, s0: int, s1: int) -> int:
    """D_ENCRYPT: left ^ f(right), everything in libdes's representation."""
    sp = sp_trans()
    u = (right ^ s0) & 0xFCFCFCFC
    t = rotl32(right ^ s1, -4) & 0xFCFCFCFC
    for k in range(4):
        left ^= sp[2 * k][(u >> (8 * k + 2)) & 0x3F] ^ sp[2 * k + 1][(t >> (8 * k + 2)) & 0x3F]
    return left


def model_encrypt2(d0: int, d1: int, ks: bytes, enc: bool) -> tuple[int, int]:
    """des_encrypt2: ``r=data[0]; l=data[1]``, 16 rounds, ``data[0]=l; data[1]=r`` (rotated back)."""
    s = struct.unpack("<32I", ks)
    r, l = rotl32(d0, ROT), rotl32(d1, ROT)
    for i in (range(0, 16, 2) if enc else range(15, 0, -2)):
        j = i + 1 if enc else i - 1
        l = model_round(l, r, s[2 * i], s[2 * i + 1])
        r = model_round(r, l, s[2 * j], s[2 * j + 1])
    return rotl32(l, -ROT), rotl32(r, -ROT)


def model_encrypt(block: bytes, schedules: list[bytes], modes: tuple[bool, ...] = (True,)) -> bytes:
    """IP, des_encrypt2 once per (schedule, encrypt?) pair, FP: des_encrypt and des_encrypt3."""
    d = model_ip(*struct.unpack("<II", block))
    for ks, enc in zip(schedules, modes):
        d = model_encrypt2(*d, ks, enc)
    return struct.pack("<II", *model_fp(*d))


# ---- memory map: flat 32-bit protected mode, everything below 16 MiB ----
PROT32 = dict(code=0x10000, stack_lo=0xF0000, stack_top=0xFFFF0, sptrans=0x100000,
              ks=0x101000, iv=0x101800, blocks=0x110000)


def build(kernel, keys: list[bytes], data: bytes, iv: bytes) -> Layout:
    if kernel.chaining not in ("ecb", "cbc"):
        raise WorkbenchError(f"{kernel.manifest}: the libdes x86 layout drives ECB and CBC kernels, "
                             f"not {kernel.chaining!r}")
    if kernel.mode != "prot32":
        raise WorkbenchError(f"{kernel.manifest}: mode '{kernel.mode}' has no libdes x86 layout "
                             "(libdes's assembler is 32-bit protected mode)")
    m = PROT32
    img = MemoryImage()
    img.add("stack", m["stack_lo"], bytes(m["stack_top"] + 16 - m["stack_lo"]))
    img.add("des_SPtrans", m["sptrans"], sp_table())
    schedules = b"".join(key_schedule(k) for k in keys)
    img.add("key schedules", m["ks"], schedules)
    img.add("blocks", m["blocks"], data)
    img.add("ivec", m["iv"], iv)                  # des_cblock *ivec of a CBC kernel
    img.memory_size = 1 << 24
    img.registers.update(esp=m["stack_top"])
    symbols = dict(SPTRANS=m["sptrans"], KS=m["ks"], KS1=m["ks"], KS2=m["ks"] + 128,
                   KS3=m["ks"] + 256, BLOCKS=m["blocks"], BLOCKS_END=m["blocks"] + len(data),
                   LENGTH=len(data), IVEC=m["iv"])
    return Layout(img, symbols, m["code"], (m["blocks"], len(data)))


LAYOUTS = {"x86-libdes": build}
CAPACITY = {"x86-libdes": lambda kernel: ((1 << 24) - PROT32["blocks"]) // 8}
