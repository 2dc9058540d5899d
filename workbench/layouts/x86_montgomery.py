"""Layout for the x86 Montgomery-product kernels (kernels/x86/mont_*_pm32.asm, 32-bit protected).

One "block" is one Montgomery product r = a*b*R^-1 mod N, R = 2^(32k), with its own operands
a, b in [0, N); N is the modulus of the workbench's deterministic RSA key (workbench.crypto.rsa,
seeded from the run's first key bytes), operands from the run's data bytes. Digits are unsigned
32-bit, least significant first, little-endian. The expected output is computed with Python's
pow (R^-1 mod N), independently of the digit model.
"""
from __future__ import annotations

import random
import struct

from isa.image import MemoryImage

from ..crypto import rsa
from ..errors import WorkbenchError
from . import Layout

MAP = dict(code=0x10000, stack_lo=0xF0000, stack_top=0xFFFF0, nmod=0x100000, n0p=0x100100,
           mscr=0x100200, tscr=0x100300, ops=0x110000, out=0x200000)


def words(x: int, k: int) -> bytes:
    return struct.pack(f"<{k}I", *[(x >> (32 * i)) & 0xFFFFFFFF for i in range(k)])


def build(kernel, keys: list[bytes], data: bytes, iv: bytes) -> Layout:
    if kernel.mode != "prot32":
        raise WorkbenchError(f"{kernel.manifest}: the Montgomery layout is 32-bit protected mode only")
    k = int(kernel.options.get("digits", 16))
    bits = int(kernel.options.get("modulus_bits", 32 * k))
    if not 1 <= k <= 64 or bits > 32 * k:
        raise WorkbenchError(f"{kernel.manifest}: options digits={k}, modulus_bits={bits} do not fit")
    key = rsa.generate_key(bits, keys[0])
    N = key.n
    ops = len(data) // 8
    rng = random.Random(data)
    pairs = [(rng.randrange(N), rng.randrange(N)) for _ in range(ops)]
    rinv = pow(1 << (32 * k), -1, N)
    n0p = (-pow(N, -1, 1 << 32)) % (1 << 32)
    m = MAP
    if m["ops"] + 8 * k * ops > m["out"] or m["out"] + 4 * k * ops > 1 << 24:
        raise WorkbenchError(f"{ops} Montgomery products do not fit the 16 MiB layout")
    img = MemoryImage()
    img.add("stack", m["stack_lo"], bytes(m["stack_top"] + 16 - m["stack_lo"]))
    img.add("modulus", m["nmod"], words(N, k))
    img.add("n0prime", m["n0p"], struct.pack("<I", n0p))
    img.add("scratch", m["mscr"], bytes(0x200))
    img.add("operands", m["ops"], b"".join(words(a, k) + words(b, k) for a, b in pairs))
    img.add("results", m["out"], bytes(4 * k * ops))
    img.memory_size = 1 << 24
    img.registers.update(esp=m["stack_top"])
    symbols = dict(NMOD=m["nmod"], N0P=m["n0p"], MSCR=m["mscr"], TSCR=m["tscr"], OPS=m["ops"],
                   OPS_END=m["ops"] + 8 * k * ops, OUT=m["out"])
    expected = b"".join(words(a * b * rinv % N, k) for a, b in pairs)
    return Layout(img, symbols, m["code"], (m["out"], 4 * k * ops), expected=expected,
                  reference=f"a*b*2^-{32 * k} mod N (pow)", record=4 * k)


def capacity(kernel) -> int:
    """Products whose operands and results fit the map (the build's own check, before it)."""
    k = int(kernel.options.get("digits", 16))
    return min((MAP["out"] - MAP["ops"]) // (8 * k), ((1 << 24) - MAP["out"]) // (4 * k))


LAYOUTS = {"x86-montgomery": build}
CAPACITY = {"x86-montgomery": capacity}
