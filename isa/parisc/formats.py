"""PA-RISC 2.0 (wide mode): fields and formats as toolkit data (the forms are in :mod:`.table`).

Sources: docs/references.md 4.1 (field positions, HP numbering, bit 0 = MSB; opcode masks as in the
binutils table, used as facts only) and 1.1b; every word is checked against ``hppa64-linux-gnu-as``
2.40 with ``.level 2.0w`` (tests/test_parisc_toolkit.py); the formats beyond 4.1 are described
in docs/references.md 4.1a.
"""
from __future__ import annotations

import re

from isa.toolkit import FieldRangeError, Format, hp, imm, key, reg, rel

# ---------------------------------------------------------------------------- value codings


def _ranged(lo: int, hi: int, to, frm):
    """to_raw/from_raw hooks for a value range ``lo..hi`` coded non-linearly."""
    def to_raw(v: int) -> int:
        if not lo <= v <= hi:
            raise FieldRangeError(f"{v} is out of range {lo}..{hi}")
        return to(v)
    return dict(to_raw=to_raw, from_raw=frm)


def _wide16(v: int) -> int:
    """The wide-mode 16-bit displacement coding (ldo im16, ldd/std long): sign in the lowest
    bit, the next two bits XOR-ed with the sign, then the value bits 12..0."""
    s = (v >> 15) & 1
    return ((v << 1) & 0xFFFF) ^ (s << 15) ^ (s << 14) | s


def _unwide16(r: int) -> int:
    s = r & 1
    v = (r >> 1) ^ (s << 14) ^ (s << 13) | (s << 15)
    return v - (1 << 16) if s else v


def _im16(v: int) -> int:
    if not -32768 <= v <= 32767:
        raise FieldRangeError(f"{v} is out of range -32768..32767")
    return _wide16(v)


def _disp16x8(v: int) -> int:
    """Long ldd/std displacement: bits 16-27 and 31 of the wide16 coding (bits 28-30 are m/a/ext)."""
    if v % 8 or not -32768 <= v <= 32760:
        raise FieldRangeError(f"{v} is not a multiple of 8 in -32768..32760")
    r = _wide16(v)
    return (r >> 4) << 1 | (r & 1)


def _link(v: int) -> int:
    if v != 2:
        raise FieldRangeError("bve,l links through %r2 only")
    return 0


def _only(reg: int, what: str):
    """A register operand with no bits of its own (an implied register the syntax names)."""
    def to_raw(v: int) -> int:
        if v != reg:
            raise FieldRangeError(f"{what} %r{reg} only")
        return 0
    return dict(to_raw=to_raw, from_raw=lambda _r: reg)


def _sa_raw(r: int) -> int:
    """shladd's shift amount 1..3; raw 0 is not shladd (that word is add's), so it is refused."""
    if not r:
        raise FieldRangeError("shladd shifts by 1..3")
    return r


def _same_twice(r: int) -> int:
    """permh names its source in two register fields; a word with two different ones is not permh."""
    if r >> 5 != r & 31:
        raise FieldRangeError("permh's two source fields differ")
    return r & 31


def _im21_any(v: int) -> int:
    """ldil/addil: GNU as takes any constant and keeps its low 21 bits (``ldil 0x12345678,%r1``
    encodes 0x145678, measured with hppa64-linux-gnu-as 2.40), so a full 32-bit value is no error."""
    return v & 0x1FFFFF


def _disp16x4(sign: int | None):
    """Long fldw/fstw and the 0x17/0x1f ldw/stw,m displacement: the wide16 coding in bits 16-28
    and 31 (bits 29-30 hold a and the register half), so a multiple of 4. ``sign``: the form
    holds only negative (-1) or only non-negative (+1) displacements (None: either)."""
    def to_raw(v: int) -> int:
        if v % 4 or not -32768 <= v <= 32764:
            raise FieldRangeError(f"{v} is not a multiple of 4 in -32768..32764")
        _sign_ok(v, sign)
        r = _wide16(v)
        return (r >> 3) << 1 | (r & 1)

    def from_raw(r: int) -> int:
        v = _unwide16((r >> 1) << 3 | (r & 1))
        _sign_ok(v, sign)
        return v
    return dict(to_raw=to_raw, from_raw=from_raw)


def _sign_ok(v: int, sign: int | None) -> None:
    if sign == -1 and v >= 0 or sign == 1 and v < 0:
        raise FieldRangeError("this coding holds only " + ("negative" if sign == -1 else "non-negative")
                              + " displacements")


def _im16_sign(sign: int):
    """ldw/stw,m with opcode 0x13/0x1b: the wide16 displacement, whose sign says ma (>= 0) or
    mb (< 0): each completer's row takes only its sign."""
    def to_raw(v: int) -> int:
        r = _im16(v)
        _sign_ok(v, sign)
        return r

    def from_raw(r: int) -> int:
        v = _unwide16(r)
        _sign_ok(v, sign)
        return v
    return dict(to_raw=to_raw, from_raw=from_raw)


def _show_l(v: int) -> str:
    """objdump prints the ldil/addil immediate as the address it builds: ``L%0x12345000``."""
    v = v - (1 << 21) if v >> 20 else v
    return f"L%{v << 11:#x}" if v >= 0 else f"L%-{-v << 11:#x}"


def _left(v: int) -> int:
    if not 0 <= v < 32:
        raise FieldRangeError("a right half needs the half-register form")
    return v


_LEFT = dict(to_raw=_left, from_raw=lambda r: r)
OP = hp("op", (0, 5))
R6, R11, T27 = (6, 10), (11, 15), (27, 31)
C = hp("c", (16, 18))
# extrd/depd length: cl (bit 19) : clen (27-31) = (32 - len) mod 64; shrpd/depd positions 63 - p.
LEN_CODING = _ranged(1, 64, lambda n: (32 - n) & 63, lambda r: (31 - r) % 64 + 1)
LEN = hp("len", 19, (27, 31), **LEN_CODING)
CPOS = _ranged(0, 63, lambda p: 63 - p, lambda r: 63 - r)
W12 = hp("w", 31, 29, (19, 28), signed=True, scale=4)   # assemble_12: w, w1{10}, w1{0..9}
IM5 = hp("im5", R11, low_sign=True)

# ---------------------------------------------------------------------------- formats

_OPS = {"r": reg("r"), "r1": reg("r1"), "r2": reg("r2"), "t": reg("t"), "b": reg("b"),
        "x": reg("x"), "link": reg("link"), "one": reg("one"), "pos": imm("pos"),
        "len": imm("len"), "sa": imm("sa"), "disp": imm("disp", hex=True), "im5": imm("im5"),
        "i": imm("i", show=_show_l), "target": rel("w", base=8),
        "sar": key("sar", {"sar": 0, "%sar": 0, "cr11": 0, "%cr11": 0}),
        "im11": imm("im11"),
        # floating-point registers: "fpd" a whole (doubleword) register, "fpw" a word half
        # (%frN and %frNL the left, most significant word, %frNR the right one: number N + 32)
        "ft": reg("t", "fpd"), "fr": reg("r", "fpd"), "wt": reg("t", "fpw"), "wr": reg("r", "fpw"),
        "wr1": reg("r1", "fpw"), "wr2": reg("r2", "fpw"), "cr": reg("r", "fpc"), "ct": reg("t", "fpc"),
        "cr1": reg("r1", "fpc"), "cr2": reg("r2", "fpc"), "dr1": reg("r1", "fpd"),
        "dr2": reg("r2", "fpd"), "dra": reg("ra", "fpd"), "wra": reg("ra", "fpw")}
# fields with no bits: the %sar operand of the variable shift forms, implied registers
SAR = hp("sar")
# word forms: len 1..32 coded as 32 - len in bits 27-31; positions 31 - p where complemented
WLEN = hp("len", (27, 31), **_ranged(1, 32, lambda n: 32 - n, lambda r: 32 - r))
WCPOS = _ranged(0, 31, lambda p: 31 - p, lambda r: 31 - r)
# ldw/ldh/ldb/stw/sth/stb (ops 0x10-0x12, 0x18-0x1a): in wide mode GNU as codes the displacement
# in 16 bits as ldo does (bits 16-17 are the sign XOR-ed bits 15-14), -32768..32767
IM14 = hp("disp", (16, 31), to_raw=_im16, from_raw=_unwide16)
I21 = hp("i", 31, (20, 30), (16, 17), (11, 15), (18, 19), to_raw=_im21_any, from_raw=lambda r: r)
IM11 = hp("im11", (21, 31), low_sign=True)
FPW_T = hp("t", 25, T27)                 # fldw/fstw short and indexed: half bit 25, register 27-31


def _fmt(name, fields, syntax, reads=(), writes=(), fixed=None):
    """A format; of the operands that bind one field (a general or a floating-point register
    in the same bits) it keeps the one its syntax names, so the register class is unambiguous."""
    named = re.findall(r"%(\w+)", syntax)
    claimed = {_OPS[n].field for n in named}
    ops = {k: o for k, o in _OPS.items() if k in named or o.field not in claimed}
    return Format(name, {"op": OP, **fields}, syntax, ops, reads, writes, fixed or {})


FORMATS = {
    # format 16 (extrd fixed): r 6-10, t 11-15, pos = bit 20 : bits 22-26, se bit 21
    "extrd": _fmt("extrd", {"r": hp("r", R6), "t": hp("t", R11), "c": C, "se": hp("se", 21),
                            "pos": hp("pos", 20, (22, 26)), "len": LEN},
                  "%r,%pos,%len,%t", ("r",), ("t",)),
    # format 16 (depd fixed): t 6-10, r 11-15, cpos = 63 - pos, nz bit 21
    "depd": _fmt("depd", {"t": hp("t", R6), "r": hp("r", R11), "c": C, "nz": hp("nz", 21),
                          "pos": hp("pos", 20, (22, 26), **CPOS), "len": LEN},
                 "%r,%pos,%len,%t", ("r",), ("t",)),
    # format 14 (shrpd fixed): r2 6-10, r1 11-15, cp = 63 - sa, bit 19 = 0, bit 21 = 1
    "shrpd": _fmt("shrpd", {"r2": hp("r2", R6), "r1": hp("r1", R11), "c": C, "x19": hp("x19", 19),
                            "x21": hp("x21", 21), "sa": hp("sa", 20, (22, 26), **CPOS),
                            "t": hp("t", T27)},
                  "%r1,%r2,%sa,%t", ("r1", "r2"), ("t",), {"x19": 0, "x21": 1}),
    # format 4 (indexed load): b, x, s 16-17, u (scale) 18, bit 19 = 0, cc, ext4, m 26, t
    "ldx": _fmt("ldx", {"b": hp("b", R6), "x": hp("x", R11), "s": hp("s", (16, 17)),
                        "u": hp("u", 18), "x19": hp("x19", 19), "cc": hp("cc", (20, 21)),
                        "ext4": hp("ext4", (22, 25)), "m": hp("m", 26), "t": hp("t", T27)},
                "%x(%b),%t", ("b", "x"), ("t",), {"s": 0, "x19": 0, "cc": 0}),
    # format 5 (short displacement load): im5 in 11-15 (low sign), a 18, bit 19 = 1
    "lds": _fmt("lds", {"b": hp("b", R6), "disp": hp("disp", R11, low_sign=True),
                        "s": hp("s", (16, 17)), "a": hp("a", 18), "x19": hp("x19", 19),
                        "cc": hp("cc", (20, 21)), "ext4": hp("ext4", (22, 25)), "m": hp("m", 26),
                        "t": hp("t", T27)},
                "%disp(%b),%t", ("b",), ("t",), {"s": 0, "x19": 1, "cc": 0}),
    # format 6 (short displacement store): r 11-15, im5 in 27-31 (low sign)
    "sts": _fmt("sts", {"b": hp("b", R6), "r": hp("r", R11), "s": hp("s", (16, 17)),
                        "a": hp("a", 18), "x19": hp("x19", 19), "cc": hp("cc", (20, 21)),
                        "ext4": hp("ext4", (22, 25)), "m": hp("m", 26),
                        "disp": hp("disp", T27, low_sign=True)},
                "%r,%disp(%b)", ("r", "b"), (), {"s": 0, "x19": 1, "cc": 0}),
    # long displacement (ops 0x14/0x1c): wide16 coding in 16-27 and 31; m 28, a 29, ext2 30
    "ldl": _fmt("ldl", {"b": hp("b", R6), "t": hp("t", R11), "m": hp("m", 28), "a": hp("a", 29),
                        "ext2": hp("ext2", 30),
                        "disp": hp("disp", (16, 27), 31, to_raw=_disp16x8,
                                   from_raw=lambda r: _unwide16((r >> 1) << 4 | (r & 1)))},
                "%disp(%b),%t", ("b",), ("t",), {"ext2": 0}),
    "stl": _fmt("stl", {"b": hp("b", R6), "r": hp("r", R11), "m": hp("m", 28), "a": hp("a", 29),
                        "ext2": hp("ext2", 30),
                        "disp": hp("disp", (16, 27), 31, to_raw=_disp16x8,
                                   from_raw=lambda r: _unwide16((r >> 1) << 4 | (r & 1)))},
                "%r,%disp(%b)", ("r", "b"), (), {"ext2": 0}),
    # ldo: b 6-10, t 11-15, im16 in 16-31 (wide-mode coding)
    "ldo": _fmt("ldo", {"b": hp("b", R6), "t": hp("t", R11),
                        "disp": hp("disp", (16, 31), to_raw=_im16, from_raw=_unwide16)},
                "%disp(%b),%t", ("b",), ("t",)),
    # format 8 (three-register arithmetic/logical): r2 6-10, r1 11-15, c, f 19, ext6, d 26, t
    "arith": _fmt("arith", {"r2": hp("r2", R6), "r1": hp("r1", R11), "c": C, "f": hp("f", 19),
                            "ext6": hp("ext6", (20, 25)), "d": hp("d", 26), "t": hp("t", T27)},
                  "%r1,%r2,%t", ("r1", "r2"), ("t",)),
    # format 17 (compare and branch): r2 6-10, r1 11-15, c, w12, n 30
    "cmpb": _fmt("cmpb", {"r2": hp("r2", R6), "r1": hp("r1", R11), "c": C, "w": W12,
                          "n": hp("n", 30)},
                 "%r1,%r2,%target", ("r1", "r2")),
    # format 17 (add immediate and branch): r 6-10, im5 11-15
    "addib": _fmt("addib", {"r": hp("r", R6), "im5": IM5, "c": C, "w": W12, "n": hp("n", 30)},
                  "%im5,%r,%target", ("r",), ("r",)),
    # format 21 (bve): b 6-10, ext3 16-18, bit 19 = 1, n 30, p (pop/push hint) 31; link = %r2
    "bve": _fmt("bve", {"b": hp("b", R6), "ext3": hp("ext3", (16, 18)), "x19": hp("x19", 19),
                        "n": hp("n", 30), "p": hp("p", 31),
                        "link": hp("link", to_raw=_link, from_raw=lambda _r: 2)},
                "(%b)", ("b",), (), {"x19": 1}),
    # format 13 (extrw fixed): bits 19-20 = 11, se 21, pos 22-26, len 27-31
    "extrw": _fmt("extrw", {"r": hp("r", R6), "t": hp("t", R11), "c": C, "x19": hp("x19", (19, 20)),
                            "se": hp("se", 21), "pos": hp("pos", (22, 26)), "len": WLEN},
                  "%r,%pos,%len,%t", ("r",), ("t",), {"x19": 3}),
    # format 12 (extrw/extrd at %sar): bits 19-20 = 10, se 21, d 22; extrd: cl 23
    "extrwv": _fmt("extrwv", {"r": hp("r", R6), "t": hp("t", R11), "c": C, "x19": hp("x19", (19, 20)),
                              "se": hp("se", 21), "d": hp("d", 22), "x23": hp("x23", (23, 26)),
                              "len": WLEN, "sar": SAR},
                   "%r,%sar,%len,%t", ("r",), ("t",), {"x19": 2, "d": 0, "x23": 0}),
    "extrdv": _fmt("extrdv", {"r": hp("r", R6), "t": hp("t", R11), "c": C, "x19": hp("x19", (19, 20)),
                              "se": hp("se", 21), "d": hp("d", 22), "x24": hp("x24", (24, 26)),
                              "len": hp("len", 23, (27, 31), **LEN_CODING), "sar": SAR},
                   "%r,%sar,%len,%t", ("r",), ("t",), {"x19": 2, "d": 1, "x24": 0}),
    # shrpw fixed: bits 19-21 = 010, cpos = 31 - sa; shrpw/shrpd at %sar: bits 19-26 = 0 but d 22
    "shrpw": _fmt("shrpw", {"r2": hp("r2", R6), "r1": hp("r1", R11), "c": C, "x19": hp("x19", (19, 21)),
                            "sa": hp("sa", (22, 26), **WCPOS), "t": hp("t", T27)},
                  "%r1,%r2,%sa,%t", ("r1", "r2"), ("t",), {"x19": 2}),
    "shrpv": _fmt("shrpv", {"r2": hp("r2", R6), "r1": hp("r1", R11), "c": C, "x19": hp("x19", (19, 21)),
                            "d": hp("d", 22), "x23": hp("x23", (23, 26)), "t": hp("t", T27),
                            "sar": SAR},
                  "%r1,%r2,%sar,%t", ("r1", "r2"), ("t",), {"x19": 0, "x23": 0}),
    # deposits, op 0x35: t 6-10, r or im5 11-15, i 19 (immediate), x20 (1: fixed word form), nz 21
    "depw": _fmt("depw", {"t": hp("t", R6), "r": hp("r", R11), "c": C, "i": hp("i", 19),
                          "x20": hp("x20", 20), "nz": hp("nz", 21),
                          "pos": hp("pos", (22, 26), **WCPOS), "len": WLEN},
                 "%r,%pos,%len,%t", ("r",), ("t",), {"i": 0, "x20": 1}),
    "depwi": _fmt("depwi", {"t": hp("t", R6), "im5": IM5, "c": C, "i": hp("i", 19),
                            "x20": hp("x20", 20), "nz": hp("nz", 21),
                            "pos": hp("pos", (22, 26), **WCPOS), "len": WLEN},
                  "%im5,%pos,%len,%t", (), ("t",), {"i": 1, "x20": 1}),
    "depwv": _fmt("depwv", {"t": hp("t", R6), "r": hp("r", R11), "c": C, "i": hp("i", 19),
                            "x20": hp("x20", 20), "nz": hp("nz", 21), "d": hp("d", 22),
                            "x23": hp("x23", (23, 26)), "len": WLEN, "sar": SAR},
                  "%r,%sar,%len,%t", ("r",), ("t",), {"i": 0, "x20": 0, "d": 0, "x23": 0}),
    "depdv": _fmt("depdv", {"t": hp("t", R6), "r": hp("r", R11), "c": C, "i": hp("i", 19),
                            "x20": hp("x20", 20), "nz": hp("nz", 21), "d": hp("d", 22),
                            "x24": hp("x24", (24, 26)), "len": hp("len", 23, (27, 31), **LEN_CODING),
                            "sar": SAR},
                  "%r,%sar,%len,%t", ("r",), ("t",), {"i": 0, "x20": 0, "d": 1, "x24": 0}),
    "depwiv": _fmt("depwiv", {"t": hp("t", R6), "im5": IM5, "c": C, "i": hp("i", 19),
                              "x20": hp("x20", 20), "nz": hp("nz", 21), "d": hp("d", 22),
                              "x23": hp("x23", (23, 26)), "len": WLEN, "sar": SAR},
                   "%im5,%sar,%len,%t", (), ("t",), {"i": 1, "x20": 0, "d": 0, "x23": 0}),
    "depdiv": _fmt("depdiv", {"t": hp("t", R6), "im5": IM5, "c": C, "i": hp("i", 19),
                              "x20": hp("x20", 20), "nz": hp("nz", 21), "d": hp("d", 22),
                              "x24": hp("x24", (24, 26)),
                              "len": hp("len", 23, (27, 31), **LEN_CODING), "sar": SAR},
                   "%im5,%sar,%len,%t", (), ("t",), {"i": 1, "x20": 0, "d": 1, "x24": 0}),
    # format 16 (depdi fixed, op 0x3d): as depd with im5 in 11-15
    "depdi": _fmt("depdi", {"t": hp("t", R6), "im5": IM5, "c": C, "nz": hp("nz", 21),
                            "pos": hp("pos", 20, (22, 26), **CPOS), "len": LEN},
                  "%im5,%pos,%len,%t", (), ("t",)),
    # loads/stores with a 14-bit displacement (ldw/ldh/ldb 0x12/0x11/0x10, stores 0x1a/0x19/0x18)
    "ld14": _fmt("ld14", {"b": hp("b", R6), "t": hp("t", R11), "disp": IM14},
                 "%disp(%b),%t", ("b",), ("t",)),
    "st14": _fmt("st14", {"b": hp("b", R6), "r": hp("r", R11), "disp": IM14},
                 "%r,%disp(%b)", ("r", "b"), ()),
    # format 7 (ldil, addil): 21-bit immediate in assemble_21 order; addil writes %r1
    "ldil": _fmt("ldil", {"t": hp("t", R6), "i": I21}, "%i,%t", (), ("t",)),
    "addil": _fmt("addil", {"r": hp("r", R6), "i": I21, "one": hp("one", **_only(1, "addil writes"))},
                  "%i,%r,%one", ("r",), ("one",)),
    # shladd: format 8 with ext6 = e (20-21), 10 (22-23), sa (24-25)
    "shladd": _fmt("shladd", {"r2": hp("r2", R6), "r1": hp("r1", R11), "c": C, "f": hp("f", 19),
                              "e": hp("e", (20, 21)), "x22": hp("x22", (22, 23)),
                              "sa": hp("sa", (24, 25), **_ranged(1, 3, lambda v: v, _sa_raw)),
                              "d": hp("d", 26), "t": hp("t", T27)},
                   "%r1,%sa,%r2,%t", ("r1", "r2"), ("t",), {"x22": 2}),
    # MAX-2 (op 0x3e): hshl r 11-15, hshr r 6-10; sa 22-25; hshr's sign bit 21 (1: ,s)
    "hshl": _fmt("hshl", {"x6": hp("x6", R6), "r": hp("r", R11), "x16": hp("x16", (16, 21)),
                          "sa": hp("sa", (22, 25)), "x26": hp("x26", 26), "t": hp("t", T27)},
                 "%r,%sa,%t", ("r",), ("t",), {"x6": 0, "x16": 0b100010, "x26": 0}),
    "hshr": _fmt("hshr", {"r": hp("r", R6), "x11": hp("x11", R11), "x16": hp("x16", (16, 20)),
                          "se": hp("se", 21), "sa": hp("sa", (22, 25)), "x26": hp("x26", 26),
                          "t": hp("t", T27)},
                 "%r,%sa,%t", ("r",), ("t",), {"x11": 0, "x16": 0b11001, "x26": 0}),
    # mixh/mixw: r2 6-10, r1 11-15, bit 16 = 1, ,l/,r bit 17, bit 21 = 1 for mixh
    "mix": _fmt("mix", {"r2": hp("r2", R6), "r1": hp("r1", R11), "x16": hp("x16", 16),
                        "lr": hp("lr", 17), "x18": hp("x18", (18, 20)), "hw": hp("hw", 21),
                        "x22": hp("x22", (22, 26)), "t": hp("t", T27)},
                "%r1,%r2,%t", ("r1", "r2"), ("t",), {"x16": 1, "x18": 0, "x22": 0}),
    # permh: the source in both 6-10 and 11-15 (GNU as writes it twice), c0 17-18, c1..c3 in
    # 20-25 two bits each
    "permh": _fmt("permh", {"r": hp("r", R6, R11, to_raw=lambda v: v << 5 | v,
                                    from_raw=_same_twice),
                            "x16": hp("x16", 16), "c0": hp("c0", (17, 18)), "x19": hp("x19", 19),
                            "c1": hp("c1", (20, 21)), "c2": hp("c2", (22, 23)),
                            "c3": hp("c3", (24, 25)), "x26": hp("x26", 26), "t": hp("t", T27)},
                  "%r,%t", ("r",), ("t",), {"x16": 0, "x19": 0, "x26": 0}),
    # format 17 (compare immediate and branch): r 6-10, im5 11-15
    "cmpib": _fmt("cmpib", {"r": hp("r", R6), "im5": IM5, "c": C, "w": W12, "n": hp("n", 30)},
                  "%im5,%r,%target", ("r",)),
    # format 20 (b,l 22-bit, link %r2) and format 19 (b,l 17-bit, link t): ext3 16-18
    "bl22": _fmt("bl22", {"ext3": hp("ext3", (16, 18)), "n": hp("n", 30),
                          "w": hp("w", 31, (6, 10), (11, 15), 29, (19, 28), signed=True, scale=4),
                          "link": hp("link", **_only(2, "the 22-bit b,l links through"))},
                 "%target,%link", (), ("link",)),
    "bl17": _fmt("bl17", {"link": hp("link", R6), "ext3": hp("ext3", (16, 18)), "n": hp("n", 30),
                          "w": hp("w", 31, (11, 15), 29, (19, 28), signed=True, scale=4)},
                 "%target,%link", (), ("link",)),
    # format 21 (bv): b 6-10, x 11-15, ext3 16-18 = 6, bits 19-29 = 0, n 30, bit 31 = 0
    "bv": _fmt("bv", {"b": hp("b", R6), "x": hp("x", R11), "ext3": hp("ext3", (16, 18)),
                      "x19": hp("x19", (19, 29)), "n": hp("n", 30), "x31": hp("x31", 31)},
               "%x(%b)", ("b", "x"), (), {"ext3": 6, "x19": 0, "x31": 0}),
    # ldw/stw,ma/mb with a long displacement. Op 0x13/0x1b: the sign of the displacement
    # says ma (>= 0) or mb (< 0); op 0x17/0x1f with bit 29 = 1: the other way round, a multiple
    # of 4 (hppa64-linux-gnu-as 2.40 picks 0x13/0x1b where the sign fits the completer)
    **{f"{k}m{sg}": _fmt(f"{k}m{sg}", {"b": hp("b", R6), reg_: hp(reg_, R11),
                                       "disp": hp("disp", (16, 31), **_im16_sign(sign))},
                         syn, reads, writes)
       for k, reg_, syn, reads, writes in (("ld", "t", "%disp(%b),%t", ("b",), ("t", "b")),
                                           ("st", "r", "%r,%disp(%b)", ("r", "b"), ("b",)))
       for sg, sign in (("p", 1), ("n", -1))},
    **{f"{k}m4{sg}": _fmt(f"{k}m4{sg}", {"b": hp("b", R6), reg_: hp(reg_, R11),
                                         "x29": hp("x29", 29), "x30": hp("x30", 30),
                                         "disp": hp("disp", (16, 28), 31, **_disp16x4(sign))},
                          syn, reads, writes, {"x29": 1, "x30": 0})
       for k, reg_, syn, reads, writes in (("ld", "t", "%disp(%b),%t", ("b",), ("t", "b")),
                                           ("st", "r", "%r,%disp(%b)", ("r", "b"), ("b",)))
       for sg, sign in (("p", 1), ("n", -1))},
    # format 9 (addi, subi: op 0x2d/0x2c, 0x25; e1 bit 20 = ,tsv) and cmpiclr (op 0x24, bit 20 =
    # d): r 6-10, t 11-15, c 16-18, f 19, im11 21-31 (low sign)
    "arithi": _fmt("arithi", {"r": hp("r", R6), "t": hp("t", R11), "c": C, "f": hp("f", 19),
                              "e": hp("e", 20), "im11": IM11},
                   "%im11,%r,%t", ("r",), ("t",)),
    "cmpiclr": _fmt("cmpiclr", {"r": hp("r", R6), "t": hp("t", R11), "c": C, "f": hp("f", 19),
                                "d": hp("d", 20), "im11": IM11},
                    "%im11,%r,%t", ("r",), ("t",)),
    # mfia: op 0, bits 6-18 = 0, ext8 0xa5 in 19-26, t 27-31
    "mfia": _fmt("mfia", {"x6": hp("x6", (6, 18)), "ext8": hp("ext8", (19, 26)), "t": hp("t", T27)},
                 "%t", (), ("t",), {"x6": 0}),
    # floating-point loads and stores (ops 0x09 word, 0x0b doubleword): the indexed and short
    # forms of formats 4/5 with the FP register in 27-31; bit 22 = store; the word forms keep
    # the half in bit 25 (ext 23-24 = 0), the doubleword ones have bits 23-25 = 0
    **{f"f{k}{w}{a}": _fmt(f"f{k}{w}{a}", {
        "b": hp("b", R6), **({"x": hp("x", R11), "u": hp("u", 18), "x19": hp("x19", 19)} if a == "x"
                             else {"disp": hp("disp", R11, low_sign=True), "a": hp("a", 18),
                                   "x19": hp("x19", 19)}),
        "s": hp("s", (16, 17)), "cc": hp("cc", (20, 21)), "st": hp("st", 22),
        **({"ext": hp("ext", (23, 24)), reg_: FPW_T} if w == "w" else
           {"ext": hp("ext", (23, 25)), reg_: hp(reg_, T27)}),
        "m": hp("m", 26)},
        (f"%{'w' if w == 'w' else 'f'}{reg_}," + ("%x(%b)" if a == "x" else "%disp(%b)")) if k == "st"
        else (("%x(%b)" if a == "x" else "%disp(%b)") + f",%{'w' if w == 'w' else 'f'}{reg_}"),
        (("b", "x") if a == "x" else ("b",)) + ((reg_,) if k == "st" else ()),
        () if k == "st" else (reg_,),
        {"s": 0, "cc": 0, "ext": 0, "st": int(k == "st"), "x19": int(a != "x")})
       for k, reg_ in (("ld", "t"), ("st", "r")) for w in "wd" for a in "xs"},
    # fldd/fstd long: the ldd/std long format (ops 0x14/0x1c) with bit 30 = 1
    "fldl": _fmt("fldl", {"b": hp("b", R6), "t": hp("t", R11), "m": hp("m", 28), "a": hp("a", 29),
                          "ext2": hp("ext2", 30),
                          "disp": hp("disp", (16, 27), 31, to_raw=_disp16x8,
                                     from_raw=lambda r: _unwide16((r >> 1) << 4 | (r & 1)))},
                 "%disp(%b),%ft", ("b",), ("t",), {"ext2": 1}),
    "fstl": _fmt("fstl", {"b": hp("b", R6), "r": hp("r", R11), "m": hp("m", 28), "a": hp("a", 29),
                          "ext2": hp("ext2", 30),
                          "disp": hp("disp", (16, 27), 31, to_raw=_disp16x8,
                                     from_raw=lambda r: _unwide16((r >> 1) << 4 | (r & 1)))},
                 "%fr,%disp(%b)", ("r", "b"), (), {"ext2": 1}),
    # fldw/fstw long (ops 0x17/0x1f unmodified with bit 29 = 0, 0x16/0x1e modified with bit 29 =
    # a): b 6-10, the register 11-15 with its half in bit 30
    "fldwl": _fmt("fldwl", {"b": hp("b", R6), "t": hp("t", 30, R11), "a": hp("a", 29),
                            "disp": hp("disp", (16, 28), 31, **_disp16x4(None))},
                  "%disp(%b),%wt", ("b",), ("t",)),
    "fstwl": _fmt("fstwl", {"b": hp("b", R6), "r": hp("r", 30, R11), "a": hp("a", 29),
                            "disp": hp("disp", (16, 28), 31, **_disp16x4(None))},
                  "%wr,%disp(%b)", ("r", "b"), ()),
    # xmpyu (op 0x0e): r1 6-10 with its half in bit 24, r2 11-15 with its half in bit 19,
    # bits 16-18 = 2, 20 = 0, 21-23 = 7, 25-26 = 0, t (a doubleword register) 27-31
    "xmpyu": _fmt("xmpyu", {"r1": hp("r1", 24, R6), "r2": hp("r2", 19, R11),
                            "x16": hp("x16", (16, 18)), "x20": hp("x20", 20),
                            "x21": hp("x21", (21, 23)), "x25": hp("x25", (25, 26)), "t": hp("t", T27)},
                  "%wr1,%wr2,%ft", ("r1", "r2"), ("t",), {"x16": 2, "x20": 0, "x21": 7, "x25": 0}),
    # bb (branch on bit, format 18): op 0x31 fixed position, 0x30 at %sar; p 6-10, r 11-15,
    # c 16 (0: <, the bit is 1; 1: >=, the bit is 0), bit 17 = 1, bit 18: the fixed form's
    # complemented high position bit (a word position p is doubleword position p + 32, so the
    # word form is bit 18 = 0) or the %sar form's d; w12 and n as cmpb
    "bbw": _fmt("bbw", {"pos": hp("pos", R6), "r": hp("r", R11), "c": hp("c", 16),
                        "x17": hp("x17", 17), "x18": hp("x18", 18), "w": W12, "n": hp("n", 30)},
                "%r,%pos,%target", ("r",), (), {"x17": 1, "x18": 0}),
    "bbd": _fmt("bbd", {"pos": hp("pos", 18, R6, **_ranged(0, 63, lambda p: p ^ 32, lambda r: r ^ 32)),
                        "r": hp("r", R11), "c": hp("c", 16), "x17": hp("x17", 17), "w": W12,
                        "n": hp("n", 30)},
                "%r,%pos,%target", ("r",), (), {"x17": 1}),
    "bbs": _fmt("bbs", {"x6": hp("x6", R6), "r": hp("r", R11), "c": hp("c", 16),
                        "x17": hp("x17", 17), "d": hp("d", 18), "w": W12, "n": hp("n", 30),
                        "sar": SAR},
                "%r,%sar,%target", ("r",), (), {"x6": 0, "x17": 1}),
    # addb (ops 0x28/0x2a: r2 += r1, branch on the add condition), movb (0x32: t = r, branch
    # on the word shift condition of the value), movib (0x33: t = im5): format 17
    "addb": _fmt("addb", {"r2": hp("r2", R6), "r1": hp("r1", R11), "c": C, "w": W12,
                          "n": hp("n", 30)},
                 "%r1,%r2,%target", ("r1", "r2"), ("r2",)),
    "movb": _fmt("movb", {"t": hp("t", R6), "r": hp("r", R11), "c": C, "w": W12, "n": hp("n", 30)},
                 "%r,%t,%target", ("r",), ("t",)),
    "movib": _fmt("movib", {"t": hp("t", R6), "im5": IM5, "c": C, "w": W12, "n": hp("n", 30)},
                  "%im5,%t,%target", (), ("t",)),
    # FP operations, class 0 (one source: fcpy 2, fabs 3, fsqrt 4, fneg 6) and class 3 (two:
    # fadd 0, fsub 1, fmpy 2, fdiv 3): op 0x0c with whole registers (fmt 19-20: 0 sgl, 1 dbl;
    # class in 21-22), op 0x0e for single word halves (r1's half in bit 24, r2's in bit 19,
    # t's in bit 25, fmt in bit 20); GNU as takes 0x0c unless a right half is named
    "fp0": _fmt("fp0", {"r": hp("r", R6, **_LEFT), "x11": hp("x11", R11), "sub": hp("sub", (16, 18)),
                        "fmt": hp("fmt", (19, 20)), "x21": hp("x21", (21, 26)),
                        "t": hp("t", T27, **_LEFT)},
                "%cr,%ct", ("r",), ("t",), {"x11": 0, "x21": 0}),
    "fp0w": _fmt("fp0w", {"r": hp("r", 24, R6), "x11": hp("x11", R11), "sub": hp("sub", (16, 18)),
                          "fmt": hp("fmt", (19, 20)), "x21": hp("x21", (21, 23)),
                          "x26": hp("x26", 26), "t": hp("t", 25, T27)},
                 "%wr,%wt", ("r",), ("t",), {"x11": 0, "fmt": 0, "x21": 0, "x26": 0}),
    "fp3": _fmt("fp3", {"r1": hp("r1", R6, **_LEFT), "r2": hp("r2", R11, **_LEFT),
                        "sub": hp("sub", (16, 18)), "fmt": hp("fmt", (19, 20)),
                        "x21": hp("x21", (21, 22)), "x23": hp("x23", (23, 26)),
                        "t": hp("t", T27, **_LEFT)},
                "%cr1,%cr2,%ct", ("r1", "r2"), ("t",), {"x21": 3, "x23": 0}),
    "fp3w": _fmt("fp3w", {"r1": hp("r1", 24, R6), "r2": hp("r2", 19, R11), "sub": hp("sub", (16, 18)),
                          "fmt": hp("fmt", 20), "x21": hp("x21", (21, 22)), "x23": hp("x23", 23),
                          "x26": hp("x26", 26), "t": hp("t", 25, T27)},
                 "%wr1,%wr2,%wt", ("r1", "r2"), ("t",), {"fmt": 0, "x21": 3, "x23": 0, "x26": 0}),
    # fcnv (class 1): sub-op 14-16 (0 float-float, 1 fixed-float, 2 float-fixed, 3 the same
    # truncating, 5-7 the unsigned ones), the target's format 17-18, the source's 19-20
    "fcnv": _fmt("fcnv", {"r": hp("r", R6, **_LEFT), "x11": hp("x11", (11, 13)), "sub": hp("sub", (14, 16)),
                          "df": hp("df", (17, 18)), "sf": hp("sf", (19, 20)), "x21": hp("x21", (21, 22)),
                          "x23": hp("x23", (23, 26)), "t": hp("t", T27, **_LEFT)},
                 "%cr,%ct", ("r",), ("t",), {"x11": 0, "x21": 1, "x23": 0}),
    "fcnvw": _fmt("fcnvw", {"r": hp("r", 24, R6), "x11": hp("x11", (11, 13)), "sub": hp("sub", (14, 16)),
                            "df": hp("df", (17, 18)), "sf": hp("sf", (19, 20)), "x21": hp("x21", (21, 22)),
                            "x23": hp("x23", 23), "x26": hp("x26", 26), "t": hp("t", 25, T27)},
                  "%wr,%wt", ("r",), ("t",), {"x11": 0, "x21": 1, "x23": 0, "x26": 0}),
    # fcmp (class 2, sub 0): r1, r2 as class 3, bits 23-26 = 0, the condition in 27-31;
    # ftest is the word 0x30002420 (class 2, sub 1)
    "fcmp": _fmt("fcmp", {"r1": hp("r1", R6, **_LEFT), "r2": hp("r2", R11, **_LEFT),
                          "sub": hp("sub", (16, 18)), "fmt": hp("fmt", (19, 20)),
                          "x21": hp("x21", (21, 22)), "x23": hp("x23", (23, 26)), "c": hp("c", T27)},
                 "%cr1,%cr2", ("r1", "r2"), (), {"sub": 0, "x21": 2, "x23": 0}),
    "fcmpw": _fmt("fcmpw", {"r1": hp("r1", 24, R6), "r2": hp("r2", 19, R11), "sub": hp("sub", (16, 18)),
                            "fmt": hp("fmt", 20), "x21": hp("x21", (21, 22)), "x23": hp("x23", 23),
                            "x25": hp("x25", (25, 26)), "c": hp("c", T27)},
                  "%wr1,%wr2", ("r1", "r2"), (), {"sub": 0, "fmt": 0, "x21": 2, "x23": 0, "x25": 0}),
    "ftest": _fmt("ftest", {"x6": hp("x6", (6, 31))}, "", (), (), {"x6": 0x2420}),
    # fmpyfadd/fmpynfadd (op 0x2e): rm1 6-10 (half 24), rm2 11-15 (half 19), ra 16-18:21-22
    # (half 23), fmt 20 (0 sgl, 1 dbl), negate 26, t 27-31 (half 25)
    # (the dbl form's half bits are 0: a word with one set is not a dbl fmpyfadd)
    **{f"fma{k}": _fmt(f"fma{k}", {"r1": hp("r1", 24, R6, **hk), "r2": hp("r2", 19, R11, **hk),
                                   "ra": hp("ra", 23, (16, 18), (21, 22), **hk), "fmt": hp("fmt", 20),
                                   "neg": hp("neg", 26), "t": hp("t", 25, T27, **hk)},
                       syn, ("r1", "r2", "ra"), ("t",))
       for k, syn, hk in (("d", "%dr1,%dr2,%dra,%ft", dict(to_raw=_left, from_raw=_left)),
                          ("w", "%wr1,%wr2,%wra,%wt", {}))},
    # mtctl to %sar (cr11): op 0, cr 6-10, r 11-15, bits 16-18 = 0, ext8 19-26, bits 27-31 = 0
    "mtctl": _fmt("mtctl", {"cr": hp("cr", R6), "r": hp("r", R11), "x16": hp("x16", (16, 18)),
                            "ext8": hp("ext8", (19, 26)), "x27": hp("x27", T27)},
                  "%r", ("r",), (), {"cr": 11, "x16": 0, "x27": 0}),
    # break: op 0, im13 6-18, ext8 19-26 = 0, im5 27-31
    "break": _fmt("break", {"im13": hp("im13", (6, 18)), "ext8": hp("ext8", (19, 26)),
                            "im5b": hp("im5b", T27)}, "", (), (), {"ext8": 0}),
}
