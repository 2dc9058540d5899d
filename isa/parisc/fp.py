"""IEEE binary32/binary64 helpers for the PA-RISC floating-point semantics (the block compiler's
namespace): register bits <-> Python floats, single rounding, and the operations that Python
floats do not give IEEE results for (division by zero, square root of a negative, the fused
multiply-add), with PA-RISC's NaN rules (a quiet NaN operand passes through, else the default
NaN 0x7ff4...). Default rounding (to nearest even); the FP status register's flags, traps and
the other rounding modes are not modelled.
"""
from __future__ import annotations

import math
import struct
from fractions import Fraction

import numpy as np

_D, _S = struct.Struct(">d"), struct.Struct(">f")
_Q, _I = struct.Struct(">Q"), struct.Struct(">I")


def F64(bits: int) -> float:
    return _D.unpack(_Q.pack(bits))[0]


def B64(x: float) -> int:
    return _Q.unpack(_D.pack(x))[0]


def F32(bits: int) -> float:
    return _S.unpack(_I.pack(bits & 0xFFFFFFFF))[0]


def B32(x: float) -> int:
    """The binary32 bits of ``x`` rounded to single (to nearest even; inf beyond the range)."""
    with np.errstate(over="ignore"):
        return int(np.array(x, dtype=np.float64).astype(np.float32).view(np.uint32))


def FDIV(a: float, b: float) -> float:
    if b == 0.0:
        if a == 0.0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def FSQRT(a: float) -> float:
    if math.isnan(a) or a < 0.0:
        return a if a == 0.0 else math.nan       # sqrt(-0) is -0
    return math.sqrt(a)


def FMA(a: float, b: float, c: float) -> float:
    """a * b + c rounded once (binary64); for singles the exact value is rounded to binary64
    first, then to binary32 by the caller (a double rounding that can differ from the fused
    single result in the last place)."""
    if all(math.isfinite(x) for x in (a, b, c)):
        exact = Fraction(a) * Fraction(b) + Fraction(c)
        if exact == 0:
            return a * b + c            # the sign of a zero sum, as IEEE gives it
        try:
            return float(exact)
        except OverflowError:           # beyond binary64 after rounding
            return math.inf if exact > 0 else -math.inf
    return a * b + c


_OPS = {"fadd": lambda a, b: a + b, "fsub": lambda a, b: a - b, "fmpy": lambda a, b: a * b,
        "fdiv": FDIV, "fsqrt": FSQRT, "fmpyfadd": FMA,
        "fmpynfadd": lambda a, b, c: -FMA(a, b, c)}
# PA-RISC NaNs: the fraction's top bit set means signalling; the default (quiet) NaN
DEFAULT_NAN64, DEFAULT_NAN32 = 0x7FF4000000000000, 0x7FA00000


def _quiet(b: int, snan: int) -> int:
    """A NaN operand's result: a quiet one as it is, a signalling one (``snan``, the fraction's
    top bit, set) with that bit cleared, and the next one set if nothing of the fraction is left."""
    if not b & snan:
        return b
    b &= ~snan
    return b | snan >> 1 if not b & (snan - 1) else b


def FOP64(op: str, *bits: int) -> int:
    """A binary64 operation on register bits: the first NaN operand, quietened, is the result;
    an invalid operation gives the default NaN (the invalid trap disabled), as qemu-hppa does."""
    for b in bits:
        if b & 0x7FF0000000000000 == 0x7FF0000000000000 and b & 0xFFFFFFFFFFFFF:
            return _quiet(b, 1 << 51)
    r = _OPS[op](*map(F64, bits))
    return DEFAULT_NAN64 if r != r else B64(r)


def FOP32(op: str, *bits: int) -> int:
    """The binary32 one (the exact result rounded to double, then to single)."""
    for b in bits:
        if b & 0x7F800000 == 0x7F800000 and b & 0x7FFFFF:
            return _quiet(b, 1 << 22)
    r = _OPS[op](*map(F32, bits))
    return DEFAULT_NAN32 if r != r else B32(r)


def _to_int(x: float, trunc: bool, lo: int, hi: int, nan: int) -> int:
    """A float to an integer in lo..hi (round to nearest even, or toward zero); NaN and values
    out of range give the invalid operation's result (the trap disabled): ``nan`` for a NaN,
    the nearer bound otherwise."""
    if x != x:
        return nan
    if math.isinf(x):
        return hi if x > 0 else lo
    i = int(x) if trunc else round(x)
    return min(max(i, lo), hi)


def CNV(sub: int, sf: int, df: int, bits: int) -> int:
    """fcnv on register bits. sub: 0 float-float, 1 signed fixed-float, 2/3 float-signed fixed
    (3 truncates), 5 unsigned fixed-float, 6/7 float-unsigned fixed; sf/df: 0 a word (sgl,
    w, uw), 1 a doubleword (dbl, dw, udw)."""
    wbits = 64 if sf else 32
    if sub in (1, 5):                       # fixed to float
        i = bits & ((1 << wbits) - 1)
        if sub == 1 and i >> (wbits - 1):
            i -= 1 << wbits
        if df:
            return B64(float(i))
        with np.errstate(over="ignore"):
            return int(np.array(i, dtype=np.int64 if sub == 1 else np.uint64)
                       .astype(np.float32).view(np.uint32))
    if sub == 0:                            # float to float
        if sf == df:
            return bits
        if sf == 0:
            if bits & 0x7F800000 == 0x7F800000 and bits & 0x7FFFFF:
                q = _quiet(bits & 0xFFFFFFFF, 1 << 22)
                return (q >> 31) << 63 | 0x7FF << 52 | (q & 0x7FFFFF) << 29
            return B64(F32(bits))
        if bits & 0x7FF0000000000000 == 0x7FF0000000000000 and bits & 0xFFFFFFFFFFFFF:
            q = _quiet(bits, 1 << 51)
            r = (q >> 63) << 31 | 0xFF << 23 | (q >> 29) & 0x7FFFFF
            return r if r & 0x7FFFFF else r | 1 << 21
        return B32(F64(bits))
    x = F64(bits) if sf else F32(bits)      # float to fixed
    n = 64 if df else 32
    if sub in (2, 3):
        lo, hi = -(1 << (n - 1)), (1 << (n - 1)) - 1
        return _to_int(x, sub == 3, lo, hi, INVALID_INT[n]) & ((1 << n) - 1)
    return _to_int(x, sub == 7, 0, (1 << n) - 1, INVALID_UINT[n])


# the invalid operation's integer for a NaN (measured with qemu-hppa 10)
INVALID_INT = {32: 0x7FFFFFFF, 64: 0x7FFFFFFFFFFFFFFF}
INVALID_UINT = {32: 0xFFFFFFFF, 64: 0xFFFFFFFFFFFFFFFF}
HELPERS = {"F64": F64, "F32": F32, "FOP64": FOP64, "FOP32": FOP32, "CNV": CNV}
