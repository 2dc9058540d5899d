"""IEEE binary32/binary64 helpers for the PA-RISC floating-point semantics (the block compiler's
namespace): register bits <-> Python floats, single rounding, and the operations that Python
floats do not give IEEE results for (division by zero, square root of a negative, the fused
multiply-add). Default rounding (to nearest even); the FP status register's flags, traps and
the other rounding modes are not modelled, NaN results are the default quiet NaN.
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
        except OverflowError:
            return math.copysign(math.inf, exact)
    return a * b + c


HELPERS = {"F64": F64, "B64": B64, "F32": F32, "B32": B32, "FDIV": FDIV, "FSQRT": FSQRT, "FMA": FMA}
