"""The layout of our portable C SP-table DES (kernels/c/des_sp.c) as GCC compiles it, on every
machine it is compiled for (PA-RISC 2.0: ``parisc-sp-gcc``; Alpha: ``alpha-sp-gcc``).

The compiled function is ``des_sp_ecb(in, out, blocks, ks, sp, rounds)``; the layout puts its six
arguments in the machine's argument registers and a stack pointer in its stack register, and
lays out what the C code reads: the SP table (8 x 64 32-bit words, ``sp[j][v] = P(S_j(v))``
unrotated, in the machine's byte order), the subkeys as eight bytes a round (the six key bits of
each S-box), the plaintext and room for the ciphertext. ``rounds`` is 16 (DES) or 48 (3DES EDE:
the three passes' subkeys in order). The stack segment spans 4 KiB on either side of the stack
pointer, as PA-RISC frames lie above sp and Alpha frames below it.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import lru_cache

from isa.image import MemoryImage

from ..crypto import des, tables as sp_tables
from ..errors import WorkbenchError
from . import Layout


@dataclass(frozen=True)
class SpMap:
    """One machine's map: addresses, byte order, and the registers of the calling convention."""
    isa_name: str                       # for messages ("PA-RISC", "Alpha")
    byte_order: str                     # "big" or "little": the SP table's words
    args: tuple[str, str, str, str, str, str]   # in, out, blocks, ks, sp, rounds
    stack_register: str
    code: int
    tables: int
    keys: int
    data: int
    stack: int                          # the stack pointer at entry


def subkeys_for(kernel, keys) -> list[int]:
    """DES: K1..K16; 3DES EDE: encrypt K1, decrypt K2 (its subkeys reversed), encrypt K3."""
    if kernel.cipher == "des":
        return des.key_schedule(keys[0])
    k1, k2, k3 = (des.key_schedule(k) for k in keys)
    return k1 + k2[::-1] + k3


def sp_schedule(subkeys: list[int]) -> bytes:
    """The C code's subkeys: eight bytes a round, the six key bits of each S-box."""
    return bytes((k >> (42 - 6 * j)) & 0x3F for k in subkeys for j in range(8))


@lru_cache(maxsize=None)
def sp_table(byte_order: str) -> bytes:
    fmt = (">" if byte_order == "big" else "<") + "64I"
    return b"".join(struct.pack(fmt, *box) for box in sp_tables.sp_boxes(0))


def build(m: SpMap, kernel, keys, data: bytes) -> Layout:
    if kernel.chaining != "ecb":
        raise WorkbenchError(f"{kernel.manifest}: the {m.isa_name} DES kernels are ECB only")
    if not data or len(data) % 8:
        raise WorkbenchError("data must be a positive whole number of 8-byte blocks")
    out = m.data + ((len(data) + 63) & ~63)
    img = MemoryImage(memory_size=max(m.stack + 0x10000, (out + len(data) + 0xFFFF) & ~0xFFFF))
    subkeys = subkeys_for(kernel, keys)
    img.add("sp_table", m.tables, sp_table(m.byte_order), writable=False)
    img.add("key_schedule", m.keys, sp_schedule(subkeys), writable=False)
    img.add("plaintext", m.data, data, writable=False)
    img.add("ciphertext", out, bytes(len(data)))
    img.add("stack", m.stack - 0x1000, bytes(0x2000))
    values = (m.data, out, len(data) // 8, m.keys, m.tables, len(subkeys))
    img.registers.update(dict(zip(m.args, values)), **{m.stack_register: m.stack})
    endian = "big-endian" if m.byte_order == "big" else "little-endian"
    return Layout(img, {}, m.code, (out, len(data)), [f"SP table: 8 x 64 x 4 B = 2 KiB ({endian})"])
