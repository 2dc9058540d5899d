"""Layouts for the DSP56000 Montgomery and RSA kernels (kernels/dsp56k/, written by rsa_gen.py).

One "block" is one operation: one Montgomery product (``dsp-montgomery``) or one RSA-512
private-key operation c^d mod n (``dsp-rsa``). The key is the workbench's deterministic RSA-512
key seeded from the run's first key bytes (workbench.crypto.rsa); the operands come from the run's
data bytes. Numbers are signed 24-bit digits, least significant first, one word each. The expected
output is computed with Python's pow (canonical result in [0, N) as signed digits), not with the
digit model.

Memory (word addresses; "twin" = the same address in X and Y):
  twin  BUF $00          the accumulator value / product result (k <= 22 words)
  X     MBUF $20         the m digits of the current product
  Y     NBUF $20 (ps)    the modulus in use ($40 for the operand-scanning kernels, whose T is
        TBUF $18 (os)    at Y:$18 with a dummy word below it; X:NBUFX $40 holds n for them)
  X     $3B..$3F         N0PV (n0'), UNIT (1), JPTR, IPTR, OPTR: short-addressable variables
  above $FF, in external memory: the window table, constants, schedules, inputs and outputs.
Pointers set with 8-bit immediates need BUF, MBUF, NBUF below $100 (docs/references.md 5.1).
"""
from __future__ import annotations

import random

from isa.dsp56k.memory import segment
from isa.image import MemoryImage

from ..crypto import montgomery as mg
from ..crypto import rsa
from ..errors import WorkbenchError
from . import Layout

W = mg.W
END = 0x800000          # schedule terminator (negative)
BASE = dict(BUF=0x00, MBUF=0x20, N0PV=0x3B, UNIT=0x3C, JPTR=0x3D, IPTR=0x3E, OPTR=0x3F,
            TAB=0x100, ONEK=0x1C0, RSQ=0x1E0, R3P=0x200, R3Q=0x220, QINVR=0x240, MP=0x260,
            MQ=0x280, N0PP=0x2A0, N0PQ=0x2A1, X2=0x100, NP=0x120, NQ=0x140, SCR=0x160,
            SCHED=0x400, SCHEDP=0x400, SCHEDQ=0x800, INP=0x1000, BIN=0x1000, OUTP=0x4000)


def words(digits: list[int]) -> list[int]:
    return mg.to_words(digits)


def schedule(e: int, window: int, k: int, tab: int) -> list[int]:
    """The exponent as the kernel walks it: first table entry's X address, then 0 = square or the
    X address of the entry to multiply by, then END. Written once per key (like n0' and R^2)."""
    if window <= 1:
        first, steps = 0, rsa.binary_steps(e)
    else:
        first, steps = rsa.window_steps(e, window)
    return [tab + first * k] + [0 if s < 0 else tab + s * k for s in steps] + [END]


def memory_map(form: str = "ps") -> dict[str, int]:
    """Word addresses by name; the kernels' generator writes the short-addressed ones into the
    source as numbers (a56 gives a symbol the long immediate form, docs/references.md 5.5)."""
    m = dict(BASE, NBUF=0x20)
    if form == "os":
        m.update(NBUF=0x40, NBUFX=0x40, TBUF=0x18)
    return m


def _memory_map(kernel, k: int) -> dict[str, int]:
    if k > 22:
        raise WorkbenchError(f"{kernel.manifest}: at most 22 digits fit the short-addressed buffers")
    return memory_map(kernel.options.get("form", "ps"))


def _common(img: MemoryImage, m: dict, k: int, n_modulus: int) -> None:
    segment(img, "x", m["UNIT"], [1], "unit")
    segment(img, "x", m["ONEK"], words([1] + [0] * (k - 1)), "one")
    segment(img, "x", m["N0PV"], [mg.n0_prime(mg.to_digits(n_modulus, k)) & 0xFFFFFF], "n0prime")


def build_montgomery(kernel, keys, data: bytes, iv: bytes) -> Layout:
    k = int(kernel.options.get("digits", 22))
    bits = int(kernel.options.get("modulus_bits", 512))
    key = rsa.generate_key(bits, keys[0])
    N = key.n
    if mg.digits_needed(N) > k:
        raise WorkbenchError(f"{kernel.manifest}: a {bits}-bit modulus needs "
                             f"{mg.digits_needed(N)} digits, the kernel has {k}")
    m = _memory_map(kernel, k)
    ops = len(data) // 8
    rng = random.Random(data)
    pairs = [(rng.randrange(-N + 1, N), rng.randrange(-N + 1, N)) for _ in range(ops)]
    if m["INP"] + k * ops > m["OUTP"] or m["OUTP"] + k * ops > 0x10000:
        raise WorkbenchError(f"{ops} products do not fit the DSP memory map")
    img = MemoryImage()
    n = mg.to_digits(N, k)
    segment(img, "y", m["NBUF"], words(n), "modulus")
    if "NBUFX" in m:
        segment(img, "x", m["NBUFX"], words(n), "modulus_x")
    _common(img, m, k, N)
    segment(img, "x", m["IPTR"], [m["INP"]], "iptr")
    segment(img, "x", m["JPTR"], [m["BIN"]], "jptr")
    segment(img, "x", m["OPTR"], [m["OUTP"]], "optr")
    segment(img, "x", m["INP"], [w for a, _ in pairs for w in words(mg.to_digits(a, k))], "a")
    segment(img, "y", m["BIN"], [w for _, b in pairs for w in words(mg.to_digits(b, k))], "b")
    rinv = pow(1 << (W * k), -1, N)
    expected = b"".join(bytes(mg_bytes(mg.to_digits(a * b * rinv % N, k))) for a, b in pairs)
    return Layout(img, dict(m, NOPS=ops), 0x40, (m["OUTP"], 3 * k * ops), expected=expected,
                  reference=f"a*b*2^-{W * k} mod N (pow)", record=3 * k, output_space="x")


def mg_bytes(digits: list[int]) -> bytes:
    return b"".join((w & 0xFFFFFF).to_bytes(3, "big") for w in words(digits))


def build_rsa(kernel, keys, data: bytes, iv: bytes) -> Layout:
    window = int(kernel.options.get("window", 4))
    crt = bool(kernel.options.get("crt", True))
    bits = int(kernel.options.get("modulus_bits", 512))
    key = rsa.generate_key(bits, keys[0])
    kn = mg.digits_needed(key.n)
    ops = len(data) // 8
    msgs = rsa.messages(key, ops, data)
    img = MemoryImage()
    if crt:
        k = max(mg.digits_needed(key.p), mg.digits_needed(key.q))
        m = _memory_map(kernel, k)
        if 2 * k < kn:
            raise WorkbenchError(f"{kernel.manifest}: 2 x {k} digits do not hold the modulus")
        kn = 2 * k
        R = 1 << (W * k)
        for h, prime, dx in (("P", key.p, key.dp), ("Q", key.q, key.dq)):
            pd = mg.to_digits(prime, k)
            segment(img, "y", m[f"N{h}"], words(pd), f"n{h.lower()}")
            segment(img, "x", m[f"N0P{h}"], [mg.n0_prime(pd) & 0xFFFFFF], f"n0{h.lower()}")
            segment(img, "x", m[f"R3{h}"], words(mg.to_digits(pow(R, 3, prime), k)), f"r3{h.lower()}")
            segment(img, "x", m[f"SCHED{h}"], [w & 0xFFFFFF for w in schedule(dx, window, k, m["TAB"])],
                    f"sched{h.lower()}")
        segment(img, "x", m["QINVR"], words(mg.to_digits(key.qinv * R % key.p, k)), "qinvr")
        m["QN"] = m["NQ"]
        segment(img, "x", m["UNIT"], [1], "unit")
        segment(img, "x", m["ONEK"], words([1] + [0] * (k - 1)), "one")
    else:
        k = kn
        m = _memory_map(kernel, k)
        R = 1 << (W * k)
        segment(img, "y", m["NBUF"], words(mg.to_digits(key.n, k)), "modulus")
        segment(img, "x", m["RSQ"], words(mg.to_digits(R * R % key.n, k)), "r2")
        segment(img, "x", m["SCHED"], [w & 0xFFFFFF for w in schedule(key.d, window, k, m["TAB"])],
                "sched")
        _common(img, m, k, key.n)
    tab_end = m["TAB"] + (1 << max(0, window - 1)) * k
    if tab_end > m["ONEK"]:
        raise WorkbenchError(f"{kernel.manifest}: a window of {window} bits does not fit the table area")
    if m["INP"] + kn * ops > m["OUTP"] or m["OUTP"] + kn * ops > 0x10000:
        raise WorkbenchError(f"{ops} RSA operations do not fit the DSP memory map")
    segment(img, "x", m["IPTR"], [m["INP"]], "iptr")
    segment(img, "x", m["OPTR"], [m["OUTP"]], "optr")
    segment(img, "x", m["INP"], [w for c in msgs for w in words(mg.to_digits(c, kn))], "input")
    expected = b"".join(mg_bytes(mg.to_digits(rsa.reference(key, c), kn)) for c in msgs)
    return Layout(img, dict(m, NOPS=ops), 0x40, (m["OUTP"], 3 * kn * ops), expected=expected,
                  reference=f"pow(c, d, n), RSA-{bits}", record=3 * kn, output_space="x")


def build_n0prime(kernel, keys, data: bytes, iv: bytes) -> Layout:
    """One block = one n0' = -n0^-1 mod 2^24 for a random odd word n0 (checked against pow)."""
    m = memory_map()
    ops = len(data) // 8
    if ops > m["OUTP"] - m["INP"]:
        raise WorkbenchError(f"{ops} inverses do not fit the DSP memory map")
    rng = random.Random(data)
    xs = [rng.getrandbits(W) | 1 for _ in range(ops)]
    img = MemoryImage()
    segment(img, "x", m["INP"], xs, "n0")
    expected = b"".join(((-pow(x, -1, 1 << W)) % (1 << W)).to_bytes(3, "big") for x in xs)
    return Layout(img, dict(m, NOPS=ops, YV=m["N0PV"]), 0x40, (m["OUTP"], 3 * ops),
                  expected=expected, reference="-n0^-1 mod 2^24 (pow)", record=3, output_space="x")


def _fit(k: int) -> int:
    """Operations of k input and k output words each that fit between INP, OUTP and $10000."""
    return min((BASE["OUTP"] - BASE["INP"]) // k, (0x10000 - BASE["OUTP"]) // k)


def _rsa_words(kernel) -> int:
    """Words of one RSA operand: at most the digits of a modulus of ``modulus_bits`` (CRT: two
    halves of the digits of a prime of half the bits)."""
    bits = int(kernel.options.get("modulus_bits", 512))
    if bool(kernel.options.get("crt", True)):
        return 2 * mg.digits_needed((1 << (bits // 2 + 1)) - 1)
    return mg.digits_needed((1 << bits) - 1)


CAPACITY = {"dsp-montgomery": lambda kernel: _fit(int(kernel.options.get("digits", 22))),
            "dsp-rsa": lambda kernel: _fit(_rsa_words(kernel)),
            "dsp-n0prime": lambda kernel: BASE["OUTP"] - BASE["INP"]}
LAYOUTS = {"dsp-montgomery": build_montgomery, "dsp-rsa": build_rsa, "dsp-n0prime": build_n0prime}
