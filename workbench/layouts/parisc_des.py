"""Layouts of the PA-RISC DES kernels: tables, key schedule, masks and data in emulated memory.

Arguments go in the PA-RISC 64-bit calling convention's argument registers (arg0..arg5 =
r26..r21): plaintext, ciphertext, block count, expanded subkeys, S-box tables, masks. Memory is
big-endian. The S-box tables start on a 64 KiB boundary; everything a run touches (tables of
128 KiB or 4 KiB, subkeys, masks, data) fits the PA-8x00's 1 MB D-cache many times over, so after
the first touches every lookup hits (docs/references.md 4.2).
"""
from __future__ import annotations

from isa.image import MemoryImage

from ..crypto import des, doublebox
from ..errors import WorkbenchError
from . import Layout
from .des_sp_c import SpMap, build as build_sp, sp_schedule  # noqa: F401  (sp_schedule: tests)

CODE_BASE = 0x10000
TABLES = 0x40000
KEYS = 0x80000
CONSTS = 0x81000
DATA = 0x90000


def _subkeys(kernel, keys) -> list[int]:
    if kernel.cipher == "des":
        return des.key_schedule(keys[0])
    k1, k2, k3 = (des.key_schedule(k) for k in keys)
    return k1 + k2[::-1] + k3          # EDE: encrypt K1, decrypt K2, encrypt K3


def _build(fmt: str, kernel, keys, data: bytes) -> Layout:
    if kernel.chaining != "ecb":
        raise WorkbenchError(f"{kernel.manifest}: the PA-RISC DES kernels are ECB only")
    if not data or len(data) % 8:
        raise WorkbenchError("data must be a positive whole number of 8-byte blocks")
    out = DATA + ((len(data) + 63) & ~63)
    size = (out + len(data) + 0xFFFF) & ~0xFFFF
    img = MemoryImage(memory_size=size)
    tables = doublebox.tables_bytes(fmt)
    img.add("sbox_tables", TABLES, tables, writable=False)
    img.add("key_schedule", KEYS, doublebox.schedule_bytes(fmt, _subkeys(kernel, keys)),
            writable=False)
    img.add("masks", CONSTS, doublebox.constants_bytes(fmt), writable=False)
    img.add("plaintext", DATA, data, writable=False)
    img.add("ciphertext", out, bytes(len(data)))
    img.registers.update(r26=DATA, r25=out, r24=len(data) // 8, r23=KEYS, r22=TABLES, r21=CONSTS)
    what = ("4 double S-boxes x 4096 x 8 B = 128 KiB" if fmt == "corella"
            else "8 S-boxes x 64 x 8 B = 4 KiB")
    return Layout(img, {}, CODE_BASE, (out, len(data)), [f"S-box tables: {what} ({len(tables)} bytes)"])


def build_corella(kernel, keys, data: bytes, iv: bytes) -> Layout:
    return _build("corella", kernel, keys, data)


def build_biham(kernel, keys, data: bytes, iv: bytes) -> Layout:
    return _build("biham", kernel, keys, data)


STACK = 0xA0000                 # PA-RISC stacks grow upwards: the frame is above sp
SP_MAP = SpMap("PA-RISC", "big", ("r26", "r25", "r24", "r23", "r22", "r21"), "r30",
               CODE_BASE, TABLES, KEYS, DATA, STACK)


def build_sp_gcc(kernel, keys, data: bytes, iv: bytes) -> Layout:
    """des_sp_ecb(in, out, blocks, ks, sp, rounds) of kernels/c/des_sp.c, compiled by GCC for
    PA-RISC 2.0: arguments in arg0..arg5 (r26..r21), the SP table big-endian (des_sp_c.py)."""
    return build_sp(SP_MAP, kernel, keys, data)


LAYOUTS = {"parisc-corella": build_corella, "parisc-biham": build_biham,
           "parisc-sp-gcc": build_sp_gcc}
