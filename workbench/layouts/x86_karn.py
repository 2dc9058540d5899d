"""Karn's own data layout (skissane/des386, 1994): the memory his des() reads, built from the
FIPS definition in workbench.crypto and checked against the reference cipher in the tests.

Facts taken from his sources (read, not copied):
- ``gensp.c``, argument ``a``: ``Spboxa[8][64]``, box s (0 = S1) at byte offset 256*s, entry i (the
  six S-box input bits as a number, first bit highest) is P(S(i)) rotated left 3 bits ("2 more
  bits, 3 total" than the portable C table), little-endian dwords. :func:`sp_table`.
- ``deskey.c`` with ``Asmversion`` set: per round two dwords; ``k[0]`` holds the subkey's six-bit
  groups for S1, S3, S5, S7 in bytes 3, 2, 1, 0 and ``k[1]`` those for S2, S4, S6, S8, each group
  in the top six bits of its byte (the whole dword shifted left 2). A decryption schedule is the
  same rounds in reverse order. :func:`subkey_pair`, :func:`schedule`.
- ``desborl.cas`` / ``desgnu.s``: the block's two big-endian halves (left in ECX, right in EDX)
  go through Hoey's shift-and-mask IP, after which both halves are kept rotated left 3 bits (the
  ``rol ecx,3`` / ``rol edx,1 .. rol edx,2`` at the end of the IP), so ``ror eax,4`` of a half puts
  the groups of S1, S3, S5, S7 in bytes 3..0 and the half itself those of S2, S4, S6, S8. The
  rounds alternate ``F(ecx,edx)``, ``F(edx,ecx)``; the output is written right half first (the
  final swap), after the inverse steps. :func:`model_des` is that arithmetic, step by step.

The memory map follows his DOS timing program (``dostime.c`` built by ``makefile.tc``: ``bcc -ml``,
large model) in real mode: the table (``desspa.asm`` puts it in ``_DATA``, paragraph aligned), the
key schedule and the data all in DGROUP, which DS holds and ES gets from the far pointers; the
stack in its own segment (large model: SS is not DGROUP). In 32-bit mode everything is flat.
"""
from __future__ import annotations

import functools
import struct

from isa.image import MemoryImage

from ..crypto import des, modes
from ..crypto.tables import rotl32, sp_boxes_bytes
from ..errors import WorkbenchError
from . import Layout

ROT = 3                  # gensp 'a' and the halves after desborl.cas's IP: rotated left 3 bits
M32 = 0xFFFFFFFF
# S-box (0-based) of each byte 0..3 of the two key-mixed words in his F
K0_BYTES = (6, 4, 2, 0)  # ror(R, 4) ^ k[0]: al = S7, ah = S5, then (after ror 16) S3, S1
K1_BYTES = (7, 5, 3, 1)  # R ^ k[1]:         al = S8, ah = S6, then S4, S2


@functools.lru_cache(maxsize=None)
def sp_table() -> bytes:
    """Spboxa as gensp 'a' writes it: 8 x 64 dwords rotated left 3."""
    return sp_boxes_bytes(ROT)


@functools.lru_cache(maxsize=None)
def sp_table_c() -> bytes:
    """Spbox as gensp 'c' writes it for the portable C version: rotated left 1."""
    return sp_boxes_bytes(1)


def subkey_pair(k48: int, asm: bool = True) -> tuple[int, int]:
    """One 48-bit subkey as deskey's (k[0], k[1]); pre-shifted by 2 with Asmversion set."""
    six = [(k48 >> (42 - 6 * j)) & 0x3F for j in range(8)]
    k0 = (six[0] << 24) | (six[2] << 16) | (six[4] << 8) | six[6]
    k1 = (six[1] << 24) | (six[3] << 16) | (six[5] << 8) | six[7]
    shift = 2 if asm else 0
    return (k0 << shift) & M32, (k1 << shift) & M32


def schedule(key: bytes, decrypt: bool = False, asm: bool = True) -> bytes:
    return _schedule(des.hashable_key(key), bool(decrypt), bool(asm))


# once per key: the known-answer checks lay out the same 51 keys for every kernel
@functools.lru_cache(maxsize=4096)
def _schedule(key: bytes, decrypt: bool, asm: bool) -> bytes:
    subkeys = des.key_schedule(key)
    if decrypt:
        subkeys = subkeys[::-1]
    return b"".join(struct.pack("<II", *subkey_pair(k, asm)) for k in subkeys)


def schedules(cipher: str, keys: list[bytes], asm: bool = True) -> list[bytes]:
    """DES: one schedule; 3DES EDE: E(K1), D(K2), E(K3) as three schedules for three calls."""
    if cipher == "des":
        return [schedule(keys[0], asm=asm)]
    return [schedule(keys[0], asm=asm), schedule(keys[1], True, asm), schedule(keys[2], asm=asm)]


# ---- the executable specification of his routine's arithmetic (used by the tests) ----

def _perm_op(a: int, b: int, shift: int, mask: int) -> tuple[int, int]:
    """work = ((a >> shift) ^ b) & mask; b ^= work; a ^= work << shift."""
    work = ((a >> shift) ^ b) & mask
    return a ^ ((work << shift) & M32), b ^ work


def model_ip(left: int, right: int) -> tuple[int, int]:
    """desborl.cas's IP: four shift-and-mask steps, rotate right by 1, the 0xaaaaaaaa swap, then
    left rotated 3 and right 2 more (both end rotated left 3 from the true halves)."""
    left, right = _perm_op(left, right, 4, 0x0F0F0F0F)
    left, right = _perm_op(left, right, 16, 0x0000FFFF)
    right, left = _perm_op(right, left, 2, 0x33333333)
    right, left = _perm_op(right, left, 8, 0x00FF00FF)
    right = rotl32(right, 1)
    work = (left ^ right) & 0xAAAAAAAA
    left, right = left ^ work, right ^ work
    return rotl32(left, 3), rotl32(right, 2)


def model_fp(left: int, right: int) -> tuple[int, int]:
    """The inverse steps in his order (``left`` is ECX, ``right`` EDX after the rounds)."""
    left, right = rotl32(left, -2), rotl32(right, -3)
    work = (left ^ right) & 0xAAAAAAAA
    left, right = left ^ work, right ^ work
    left = rotl32(left, -1)
    left, right = _perm_op(left, right, 8, 0x00FF00FF)
    left, right = _perm_op(left, right, 2, 0x33333333)
    right, left = _perm_op(right, left, 16, 0x0000FFFF)
    right, left = _perm_op(right, left, 4, 0x0F0F0F0F)
    return left, right


def model_f(l: int, r: int, k0: int, k1: int, table: bytes) -> int:
    """His macro F: l ^= the eight lookups, in his order."""
    def entry(box: int, offset: int) -> int:
        return struct.unpack_from("<I", table, 256 * box + offset)[0]
    x = (rotl32(r, -4) ^ k0) & 0xFCFCFCFC
    for i, box in enumerate(K0_BYTES):
        l ^= entry(box, (x >> (8 * i)) & 0xFF)
    y = (r ^ k1) & 0xFCFCFCFC
    for i, box in enumerate(K1_BYTES):
        l ^= entry(box, (y >> (8 * i)) & 0xFF)
    return l


def model_rounds(ecx: int, edx: int, sched: bytes, table: bytes) -> tuple[int, int]:
    words = struct.unpack("<32I", sched)
    for n in range(16):
        k0, k1 = words[2 * n], words[2 * n + 1]
        if n % 2 == 0:
            ecx = model_f(ecx, edx, k0, k1, table)
        else:
            edx = model_f(edx, ecx, k0, k1, table)
    return ecx, edx


def model_des(block: bytes, sched: bytes, permutations: bool = True) -> bytes:
    """His des(ks, block): load big-endian, IP, 16 rounds, FP, store right half first.
    ``permutations=False``: the IP and FP sections left out (the no-permutation kernel)."""
    table = sp_table()
    ecx, edx = struct.unpack(">II", block)
    if permutations:
        ecx, edx = model_ip(ecx, edx)
    ecx, edx = model_rounds(ecx, edx, sched, table)
    if permutations:
        ecx, edx = model_fp(ecx, edx)
    return struct.pack(">II", edx, ecx)


def noperm_reference(keys: list[bytes], data: bytes) -> bytes:
    """What the no-permutation routine computes, from the reference DES (not from the model):
    with the IP and FP sections gone, the loaded halves are taken as already permuted and rotated,
    so x -> rho(IP(DES_K(FP(rho^-1(x))))), rho rotating each 32-bit half left 3 bits."""
    inner = bytearray()             # FP(rho^-1(x)) of each block
    for i in range(0, len(data), 8):
        a, b = struct.unpack(">II", data[i:i + 8])
        x = (rotl32(a, -ROT) << 32) | rotl32(b, -ROT)
        inner += des.permute(x, des.IP_INV, 64).to_bytes(8, "big")
    # DES itself in C (the reference the runner checks every other kernel's output with)
    outer = modes.encrypt_fast("des", "ecb", keys[:1], bytes(inner))
    out = bytearray()
    for i in range(0, len(outer), 8):
        y = des.permute(int.from_bytes(outer[i:i + 8], "big"), des.IP, 64)
        out += struct.pack(">II", rotl32(y >> 32, ROT), rotl32(y & M32, ROT))
    return bytes(out)


def noperm_form(plaintext: bytes, ciphertext: bytes) -> tuple[bytes, bytes]:
    """A DES known answer as the no-permutation routine sees it: fed rho(IP(P)), its rounds see
    what DES's rounds see for P, and it returns rho(IP(C))."""
    def rho_ip(block: bytes) -> bytes:
        y = des.permute(int.from_bytes(block, "big"), des.IP, 64)
        return struct.pack(">II", rotl32(y >> 32, ROT), rotl32(y & M32, ROT))
    return rho_ip(plaintext), rho_ip(ciphertext)


# ---- memory maps ----
# real16: CS=1000h (code at 1000:0100); DGROUP=2000h (Spboxa at 100h: not first in DGROUP, so its
# lookups carry a 16-bit displacement as a linked symbol's do; key schedules at 900h, data at
# 1000h); the stack segment 3000h (large model).
REAL16 = dict(cs=0x1000, dgroup=0x2000, ss=0x3000, code_off=0x0100, spbox=0x0100, ks=0x0900,
              blocks=0x1000, sp=0xFFFE, stack_lo=0xE000)
PROT32 = dict(code=0x10000, stack_lo=0xF0000, stack_top=0xFFFF0, spbox=0x100000, ks=0x100800,
              blocks=0x110000)
MAX_BLOCKS_REAL16 = (0x10000 - REAL16["blocks"]) // 8


def build(kernel, keys: list[bytes], data: bytes, iv: bytes) -> Layout:
    if kernel.chaining != "ecb":
        raise WorkbenchError(f"{kernel.manifest}: Karn's des() is ECB, one block a call")
    permutations = kernel.options.get("permutations", True)
    if not permutations and kernel.cipher != "des":
        raise WorkbenchError(f"{kernel.manifest}: the no-permutation layout is for DES only")
    tables = kernel.options.get("tables", "asm")      # "c": gensp c / deskey without Asmversion
    if tables not in ("asm", "c"):
        raise WorkbenchError(f"{kernel.manifest}: options.tables must be 'asm' or 'c', not {tables!r}")
    asm = tables == "asm"
    table = sp_table() if asm else sp_table_c()
    sched = b"".join(schedules(kernel.cipher, keys, asm))
    nblocks = len(data) // 8
    img = MemoryImage()
    if kernel.mode == "real16":
        m = REAL16
        if nblocks > MAX_BLOCKS_REAL16:
            raise WorkbenchError(f"the 16-bit real-mode layout holds at most {MAX_BLOCKS_REAL16} "
                                 f"blocks in one data segment; asked for {nblocks}")
        dg = m["dgroup"] << 4
        img.add("spbox", dg + m["spbox"], table)
        img.add("keys", dg + m["ks"], sched)
        img.add("blocks", dg + m["blocks"], data)
        img.add("stack", (m["ss"] << 4) + m["stack_lo"], bytes(0x10000 - m["stack_lo"]))
        img.registers.update(ds=m["dgroup"], es=m["dgroup"], ss=m["ss"], sp=m["sp"])
        code, out = (m["cs"] << 4) + m["code_off"], dg + m["blocks"]
        symbols = dict(DGROUP=m["dgroup"], SPBOX=m["spbox"], BLOCKS=m["blocks"])
        ks = m["ks"]
    elif kernel.mode == "prot32":
        m = PROT32
        img.add("stack", m["stack_lo"], bytes(m["stack_top"] + 16 - m["stack_lo"]))
        img.add("spbox", m["spbox"], table)
        img.add("keys", m["ks"], sched)
        img.add("blocks", m["blocks"], data)
        img.memory_size = 1 << 24
        img.registers.update(esp=m["stack_top"])
        code, out = m["code"], m["blocks"]
        symbols = dict(SPBOX=m["spbox"], BLOCKS=m["blocks"])
        ks = m["ks"]
    else:
        raise WorkbenchError(f"{kernel.manifest}: mode '{kernel.mode}' has no Karn layout")
    symbols.update(KS1=ks, KS2=ks + 128, KS3=ks + 256, NBLOCKS=nblocks,
                   NBLOCKS_LO=nblocks & 0xFFFF, NBLOCKS_HI=nblocks >> 16)
    layout = Layout(img, symbols, code, (out, len(data)))
    if not permutations:
        layout.expected = noperm_reference(keys, data)
        layout.reference = "DES rounds without IP/FP (rho IP DES FP rho^-1, rho = rotl 3 per half)"
        layout.known_answer_form = noperm_form
    return layout


LAYOUTS = {"x86-sp-karn": build}
CAPACITY = {"x86-sp-karn": lambda kernel: MAX_BLOCKS_REAL16 if kernel.mode == "real16"
            else ((1 << 24) - PROT32["blocks"]) // 8}
