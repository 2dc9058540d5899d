"""DSP56000 register transfers and address generation as Python source (block compiler parts).

Register locals: ``x0 x1 y0 y1`` 24-bit words; ``a b`` signed 56-bit ints; ``r0-7 n0-7 m0-7``
16-bit; ``mr`` the SR's mode byte (bits 15..8: LF bit 7, scaling S1:S0 bits 3:2); ``omr la lc``;
the CCR bits ``fc fv fz fn fu fe fl``; the system stack is the list ``SS`` of [high, low] pairs.

Transfers follow the Family Manual section 3.2.x / docs/references.md 5.3: reading A or B onto
a 24-bit bus is *limited* (A1 if bits 55..47 are all equal, else $7FFFFF or $800000, setting L;
the scaling mode shifts the window); A0, A1 read raw, A2 sign-extended to 24 bits. Writing 24 bits
to A loads A1, clears A0 and sign-extends into A2; A0, A1, A2 alone change only themselves.
"""
from __future__ import annotations

from isa.errors import IsaError

NAMES = (["x0", "x1", "y0", "y1", "a", "b"] + [f"r{i}" for i in range(8)]
         + [f"n{i}" for i in range(8)] + [f"m{i}" for i in range(8)]
         + ["mr", "omr", "la", "lc", "fc", "fv", "fz", "fn", "fu", "fe", "fl", "rep"])
INDEX = {n: i for i, n in enumerate(NAMES)}
SR_EXPR = "(mr << 8 | fc | fv << 1 | fz << 2 | fn << 3 | fu << 4 | fe << 5 | fl << 6)"


class Fault(Exception):
    """A run-time fault inside a block; the machine adds pc, instruction and source line."""


def limited(acc: str, scale: int, out: str) -> list[str]:
    """``out`` = accumulator ``acc`` as a limited 24-bit word (sets L when it saturates)."""
    v = acc if scale == 0 else (f"({acc} >> 1)" if scale == 1 else f"({acc} << 1)")
    return [f"if -140737488355328 <= {v} < 140737488355328: {out} = ({v} >> 24) & 16777215",
            f"else: {out} = 8388607 if {v} > 0 else 8388608; fl = 1"]


def read24(name: str, scale: int, out: str) -> list[str]:
    """Lines leaving register ``name``'s 24-bit bus value in local ``out``."""
    if name in ("a", "b"):
        return limited(name, scale, out)
    if name in ("a0", "b0"):
        return [f"{out} = {name[0]} & 16777215"]
    if name in ("a1", "b1"):
        return [f"{out} = ({name[0]} >> 24) & 16777215"]
    if name in ("a2", "b2"):
        return [f"{out} = ({name[0]} >> 48) & 16777215"]
    if name == "sr":
        return [f"{out} = {SR_EXPR}"]
    if name == "sp":
        return [f"{out} = len(SS)"]
    if name == "ssh":                       # reading SSH pops the stack
        return [f"{out} = POP(SS)[0]"]
    if name == "ssl":
        return [f"{out} = TOP(SS)[1]"]
    return [f"{out} = {name}"]


def write24(name: str, v: str) -> list[str]:
    """Lines writing the 24-bit value (expression ``v``) to register ``name``."""
    if name in ("a", "b"):
        return [f"{name} = ((({v}) ^ 8388608) - 8388608) << 24"]
    if name in ("a0", "b0"):
        return [f"{name[0]} = ({name[0]} & ~16777215) | ({v})"]
    if name in ("a1", "b1"):
        return [f"{name[0]} = ({name[0]} & ~281474959933440) | (({v}) << 24)"]
    if name in ("a2", "b2"):
        return [f"{name[0]} = ({name[0]} & 281474976710655) | (((({v}) & 255) ^ 128) - 128 << 48)"]
    if name[0] in "rnm" and name[1:].isdigit() or name in ("la", "lc"):
        if v.isdigit():
            return [f"{name} = {int(v) & 65535}"]
        if v in ("la", "lc") or v[0] in "rnm" and v[1:].isdigit():
            return [f"{name} = {v}"]            # already 16 bits
        return [f"{name} = ({v}) & 65535"]
    if name == "sr":
        return [f"t_ = {v}", "mr = (t_ >> 8) & 0xAF", "fc = t_ & 1", "fv = t_ >> 1 & 1",
                "fz = t_ >> 2 & 1", "fn = t_ >> 3 & 1", "fu = t_ >> 4 & 1", "fe = t_ >> 5 & 1",
                "fl = t_ >> 6 & 1"]
    if name == "omr":
        return [f"omr = ({v}) & 255"]
    if name == "ssh":                       # writing SSH pushes
        return [f"PUSH(SS, {v}, 0)"]
    if name == "ssl":
        return [f"TOP(SS)[1] = ({v}) & 65535"]
    if name == "sp":
        return [f"SETSP(SS, {v})"]
    return [f"{name} = {v}"]


# ------------------------------------------------------------------ run-time helpers
def push(ss: list, hi: int, lo: int) -> None:
    if len(ss) >= 15:
        raise Fault("system stack overflow (15 entries)")
    ss.append([hi & 0xFFFF, lo & 0xFFFF])


def pop(ss: list) -> list:
    if not ss:
        raise Fault("system stack underflow")
    return ss.pop()


def top(ss: list) -> list:
    if not ss:
        raise Fault("system stack is empty")
    return ss[-1]


def setsp(ss: list, v: int) -> None:
    v &= 0x3F
    if v > 15:
        raise Fault(f"SP = {v}: the system stack has 15 entries")
    del ss[v:]
    while len(ss) < v:
        ss.append([0, 0])


def _rev16(x: int) -> int:
    return int(f"{x & 0xFFFF:016b}"[::-1], 2)


def agu(r: int, d: int, m: int) -> int:
    """Rn + d under modifier Mn (Family Manual 4.4): $FFFF linear, 0 reverse carry, 1..$7FFF
    modulo Mn+1 (a buffer on a 2**k boundary; an offset of at least the modulus adds linearly)."""
    if m == 0xFFFF:
        return (r + d) & 0xFFFF
    d = ((d + 0x8000) & 0xFFFF) - 0x8000
    if m == 0:
        return _rev16(_rev16(r) + _rev16(d) if d >= 0 else _rev16(r) - _rev16(-d)) & 0xFFFF
    if m > 0x7FFF:
        raise Fault(f"reserved address modifier M = ${m:04x}")
    mod = m + 1
    if abs(d) >= mod:
        return (r + d) & 0xFFFF
    size = 1 << m.bit_length()
    base = r & ~(size - 1) & 0xFFFF
    off = r - base + d
    if off >= mod:
        off -= mod
    elif off < 0:
        off += mod
    return (base + off) & 0xFFFF


def update(r: str, d: str, lin: int | None = None) -> str:
    """Expression of Rn (local ``r``, number in its name) moved by ``d``. ``lin``: the block's
    mask of registers known to be linear (Mn = $FFFF) when it was compiled; None: test Mn."""
    m = "m" + r[1:]
    if lin is None:
        return f"({r} + {d}) & 65535 if {m} == 65535 else AGU({r}, {d}, {m})"
    if lin >> int(r[1:]) & 1:
        return f"({r} + {d}) & 65535"
    return f"AGU({r}, {d}, {m})"


def ea_code(mode: int, k: int, out: str, lin: int | None = None):
    """Register EA ``mode`` with Rk: (lines before the access, the address expression, lines
    to run after the instruction's accesses (the post-update of Rk), the address-generation
    registers used as a mask of Rk, Nk, Mk)."""
    r, n = f"r{k}", f"n{k}"
    mask = 1 << k | 1 << (16 + k)
    if mode in (0, 1, 5):
        mask |= 1 << (8 + k)
    step = {0: "-" + n, 1: n, 2: "-1", 3: "1"}.get(mode)
    if step is not None:
        return [], r, [f"{r} = {update(r, step, lin)}"], mask
    if mode == 4:
        return [], r, [], mask
    if mode == 5:
        return [f"{out} = {update(r, n, lin)}"], out, [], mask
    if mode == 7:
        return [f"{r} = {update(r, '-1', lin)}"], r, [], mask
    raise IsaError(f"no register EA mode {mode}")


AGU_REGS = {**{f"r{i}": 1 << i for i in range(8)}, **{f"n{i}": 1 << (8 + i) for i in range(8)},
            **{f"m{i}": 1 << (16 + i) for i in range(8)}}
