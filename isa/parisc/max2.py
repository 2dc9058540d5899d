"""MAX-2 (PA-RISC 2.0 multimedia): four 16-bit lanes in a 64-bit general register.

Lane 0 is the most significant halfword (HP numbering). The helpers are called from the code
:mod:`.semantics` generates (the block's namespace holds :data:`HELPERS`). Saturation as the
PA-RISC 2.0 Architecture (ch. 7, hadd/hsub/hshladd/hshradd) defines it: ``ss`` clamps the
infinitely precise lane result to -32768..32767 with both operands signed; ``us`` takes the
first operand as unsigned and the second as signed and clamps to 0..65535; hshladd and hshradd
always saturate signed. havg is unsigned, its sum shifted right once with the low bit ORed back
in (round to odd). Checked against qemu-hppa in tests/test_parisc_max2.py.
"""
from __future__ import annotations


def _lanes(x: int) -> list[int]:
    return [(x >> (48 - 16 * i)) & 0xFFFF for i in range(4)]


def _pack(lanes) -> int:
    out = 0
    for v in lanes:
        out = (out << 16) | (v & 0xFFFF)
    return out


def _s(v: int) -> int:
    return v - 0x10000 if v & 0x8000 else v


def _sat(v: int, lo: int, hi: int) -> int:
    return lo if v < lo else hi if v > hi else v


def _combine(a: int, b: int, op, sat: str) -> int:
    out = []
    for x, y in zip(_lanes(a), _lanes(b)):
        if sat == "ss":
            out.append(_sat(op(_s(x), _s(y)), -0x8000, 0x7FFF))
        elif sat == "us":
            out.append(_sat(op(x, _s(y)), 0, 0xFFFF))
        else:
            out.append(op(x, y))
    return _pack(out)


def HADD(a: int, b: int, sat: str) -> int:
    return _combine(a, b, lambda x, y: x + y, sat)


def HSUB(a: int, b: int, sat: str) -> int:
    return _combine(a, b, lambda x, y: x - y, sat)


def HAVG(a: int, b: int) -> int:
    return _pack(((x + y) >> 1) | ((x + y) & 1) for x, y in zip(_lanes(a), _lanes(b)))


def HSHADD(a: int, sa: int, b: int, left: bool) -> int:
    """hshladd (left) / hshradd: (a << sa) or (a >> sa, arithmetic) plus b, signed saturation."""
    return _pack(_sat((_s(x) << sa if left else _s(x) >> sa) + _s(y), -0x8000, 0x7FFF)
                 for x, y in zip(_lanes(a), _lanes(b)))


def HSHL(a: int, sa: int) -> int:
    return _pack(x << sa for x in _lanes(a))


def HSHR(a: int, sa: int, signed: int) -> int:
    return _pack((_s(x) if signed else x) >> sa for x in _lanes(a))


def MIX(a: int, b: int, half: int, right: int) -> int:
    """mixh (half) / mixw, ,l (right = 0) or ,r: a's and b's left or right subwords
    interleaved, a's first."""
    if half:
        x, y = _lanes(a), _lanes(b)
        return _pack((x[right], y[right], x[2 + right], y[2 + right]))
    sh = 0 if right else 32
    return (((a >> sh) & 0xFFFFFFFF) << 32) | ((b >> sh) & 0xFFFFFFFF)


def PERMH(a: int, c0: int, c1: int, c2: int, c3: int) -> int:
    x = _lanes(a)
    return _pack((x[c0], x[c1], x[c2], x[c3]))


HELPERS = {"HADD": HADD, "HSUB": HSUB, "HAVG": HAVG, "HSHADD": HSHADD, "HSHL": HSHL,
           "HSHR": HSHR, "MIX": MIX, "PERMH": PERMH}
