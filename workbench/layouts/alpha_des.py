"""Layouts of the Alpha DES kernels: tables, key schedule and data in emulated memory.

Both pass their arguments in registers as the Alpha calling standard does (a0..a5), so the kernel
sources need no absolute addresses. The map keeps the S-box tables, the key schedule and the
first data block in different lines of the 21164's 8 KB direct-mapped D-cache (tables at cache
offset 0, key schedule at 0x1000, data from 0x1400), as a benchmark over a small buffer would.
"""
from __future__ import annotations

from isa.image import MemoryImage

from ..crypto import des, expanded
from ..errors import WorkbenchError
from . import Layout
from .des_sp_c import SpMap, build as build_sp

CODE_BASE = 0x10000
TABLES = 0x20000
KEYS = 0x21000
GOT = 0x21800
DATA = 0x41400


def _subkeys(kernel, keys) -> list[int]:
    if kernel.cipher == "des":
        return des.key_schedule(keys[0])
    k1, k2, k3 = (des.key_schedule(k) for k in keys)
    return k1 + k2[::-1] + k3          # EDE: encrypt K1, decrypt K2, encrypt K3


def _image(data: bytes) -> tuple[MemoryImage, int, int]:
    out = DATA + ((len(data) + 63) & ~63)
    size = (out + len(data) + 0x10000 + 0xFFFF) & ~0xFFFF
    img = MemoryImage(memory_size=size)
    img.add("plaintext", DATA, data, writable=False)
    img.add("ciphertext", out, bytes(len(data)))
    return img, out, size


def _check(kernel, data: bytes) -> None:
    if kernel.chaining != "ecb":
        raise WorkbenchError(f"{kernel.manifest}: the Alpha DES kernels are ECB only")
    if not data or len(data) % 8:
        raise WorkbenchError("data must be a positive whole number of 8-byte blocks")


def build_biham(kernel, keys, data: bytes, iv: bytes) -> Layout:
    _check(kernel, data)
    img, out, _ = _image(data)
    img.add("sbox_tables", TABLES, expanded.biham_tables_bytes(), writable=False)
    img.add("key_schedule", KEYS, expanded.biham_schedule(_subkeys(kernel, keys)), writable=False)
    img.registers.update(r16=DATA, r17=out, r18=len(data) // 8, r19=KEYS, r20=TABLES)
    return Layout(img, {}, CODE_BASE, (out, len(data)),
                  ["S-box tables: 8 x 64 x 8 B = 4 KB (Biham expanded format)"])


def build_libdes(kernel, keys, data: bytes, iv: bytes) -> Layout:
    _check(kernel, data)
    img, out, size = _image(data)
    img.add("des_SPtrans", TABLES, expanded.libdes_sp_bytes(), writable=False)
    img.add("key_schedule", KEYS, expanded.libdes_schedule(_subkeys(kernel, keys)), writable=False)
    img.add("got", GOT, TABLES.to_bytes(8, "little"), writable=False)
    img.registers.update(r16=DATA, r17=out, r18=len(data) // 8, r19=KEYS, r29=GOT,
                         r30=size - 0x100)
    return Layout(img, {}, CODE_BASE, (out, len(data)),
                  ["SP table: 8 x 64 x 4 B = 2 KB (libdes des_SPtrans, lsb-first, rotated 3)"])


def build_libdes_c(kernel, keys, data: bytes, iv: bytes) -> Layout:
    """des_libdes_ecb(in, out, blocks, ks, rounds) of kernels/c/des_libdes_style.c, compiled by
    GCC: libdes's tables and key words as alpha-libdes lays them out, the table named by the
    symbol des_SPtrans (the assembler's GOT holds its address), a stack as alpha-sp-gcc's."""
    _check(kernel, data)
    img, out, _ = _image(data)
    subkeys = _subkeys(kernel, keys)
    img.add("des_SPtrans", TABLES, expanded.libdes_sp_bytes(), writable=False)
    img.add("key_schedule", KEYS, expanded.libdes_schedule(subkeys), writable=False)
    img.add("stack", SP_STACK - 0x1000, bytes(0x2000))
    img.registers.update(r16=DATA, r17=out, r18=len(data) // 8, r19=KEYS, r20=len(subkeys),
                         r30=SP_STACK)
    return Layout(img, {"des_SPtrans": TABLES}, CODE_BASE, (out, len(data)),
                  ["SP table: 8 x 64 x 4 B = 2 KB (libdes des_SPtrans, lsb-first, rotated 3)"])


# Our portable C (kernels/c/des_sp.c) compiled by GCC: the SP table little-endian at cache offset
# 0, the byte subkeys at 0x1000, data from 0x1400 as above, and the stack pointer at cache offset
# 0x1F00 (the function's 64-byte frame below it, at 0x1EC0) so the saved registers share no line
# with the tables, subkeys or the first blocks.
SP_STACK = 0x31F00
SP_MAP = SpMap("Alpha", "little", ("r16", "r17", "r18", "r19", "r20", "r21"), "r30",
               CODE_BASE, TABLES, KEYS, DATA, SP_STACK)


def build_sp_gcc(kernel, keys, data: bytes, iv: bytes) -> Layout:
    """des_sp_ecb(in, out, blocks, ks, sp, rounds) of kernels/c/des_sp.c, compiled by GCC for
    the Alpha: arguments in a0..a5 (r16..r21), the stack pointer in sp (r30)."""
    return build_sp(SP_MAP, kernel, keys, data)


LAYOUTS = {"alpha-biham": build_biham, "alpha-libdes": build_libdes, "alpha-sp-gcc": build_sp_gcc,
           "alpha-libdes-c": build_libdes_c}
