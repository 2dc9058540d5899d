"""DSP56000 fields, formats and forms as toolkit data: a proving table, not the whole ISA.

Encodings are those of docs/references.md 5.1 (the *DSP56000 Family Manual* and *DSP56000/DSP56001
User's Manual*), checked word for word against ``a56`` 1.3 (docs/references.md 1.1b, 5.5). Words are
24 bits, fields are in LSB-0 numbering, an extension word is ``word=1``.

Three tables:

- ``MAIN_FORMS``: instructions that fill the whole word (``nop``, ``do #n,la``, ``rep #n``,
  ``jclr``/``jset #bit,x:pp|aa,target``).
- ``ALU_FORMS``: the data-ALU half of a parallel instruction, bits 7..0 (``mpy``/``mpyr``/
  ``mac``/``macr`` over the eight QQQ pairs with +/- and A/B, ``add``/``sub`` ``S,D``, ``clr D``,
  and ``move``, whose ALU byte is 00).
- ``MOVE_FORMS``: the move half, bits 23..8 plus an extension word (no move ``$2000``; ``#xx,D``
  short and ``#>xxxxxx,D`` long immediates; ``l:`` moves over the seven register EA modes; XY
  moves with (Rn) (Rn)+Nn (Rn)- (Rn)+, both directions, the two address registers in opposite
  halves: X names any of r0-r7 (RRR), Y the low two bits of one in the other half (rr); a56 1.3
  and the Hatari core agree, docs/references.md 5.1's "X via R0-R3, Y via R4-R7" is the common case).

:mod:`.parallel` combines an ALU form and a move form into one instruction (the only hook).

Two data conventions beyond the toolkit's: registers a form uses without one field per register
(the QQQ pair of a multiply, the source of ``add``, the Nn of ``(Rn)+Nn``) are *derived fields*,
extra fields over the same bits whose register class or ``from_raw`` gives the register; the
decoder reads them for the text and the reads/writes (Nn is also encoded, OR-ed over the Rn bits,
so the hook checks that the numbers agree); registers no field holds (``do`` writes LA and LC) are
listed in ``Form.attrs["reads"/"writes"]``.
"""
from __future__ import annotations

from dataclasses import dataclass

from isa.toolkit import Field, Form, Format, RegisterFile, imm, key, lsb, reg
from isa.toolkit.fields import FieldRangeError


@dataclass(frozen=True)
class Span(Field):
    """A field holding ``value - offset`` modulo its width, for values in ``lo..hi``: a56 takes
    ``#>-1`` and ``#>$ffffff`` alike; LA is label - 1; a pp address is $ffc0 + 6 bits."""
    lo: int = 0
    hi: int | None = None
    offset: int = 0

    def value_range(self) -> tuple[int, int]:
        return self.lo, self.offset + (1 << self.width) - 1 if self.hi is None else self.hi

    def encode(self, value: int) -> int:
        lo, hi = self.value_range()
        if not lo <= value <= hi:
            raise FieldRangeError(f"{value} is out of range {lo}..{hi}")
        return self.place((value - self.offset) & ((1 << self.width) - 1))

    def decode(self, word: int) -> int:
        return self.raw(word) + self.offset


def span(name: str, hi_bit: int, lo_bit: int, **kw) -> Span:
    return Span(name, ((hi_bit, lo_bit),), **kw)


# ---------------------------------------------------------------------------------- registers
# docs/references.md 5.1 register numbers (the 6-bit DDDDDD code); x, y, a10, b10, ab, ba are the
# pairs of l: moves and add, given private numbers past the 6-bit range.
NUMBER = {"x0": 0x04, "x1": 0x05, "y0": 0x06, "y1": 0x07, "a0": 0x08, "b0": 0x09, "a2": 0x0A,
          "b2": 0x0B, "a1": 0x0C, "b1": 0x0D, "a": 0x0E, "b": 0x0F,
          **{f"r{i}": 0x10 + i for i in range(8)}, **{f"n{i}": 0x18 + i for i in range(8)},
          **{f"m{i}": 0x20 + i for i in range(8)}, "sr": 0x39, "omr": 0x3A, "sp": 0x3B,
          "ssh": 0x3C, "ssl": 0x3D, "la": 0x3E, "lc": 0x3F, "x": 0x40, "y": 0x41}
PAIRS = {"x": ("x1", "x0"), "y": ("y1", "y0"), "a10": ("a",), "b10": ("b",), "ab": ("a", "b"),
         "ba": ("b", "a")}      # trace names of the pair registers


def _codes(*names: str, start: int = 0) -> dict[str, int]:
    return {n: start + i for i, n in enumerate(names)}


CLASSES: dict[str, dict[str, int]] = {
    "dreg": {n: NUMBER[n] for n in list(NUMBER)[:28]},          # ddddd: x0..b, r0-r7, n0-n7
    "data": {n: NUMBER[n] for n in ("x0", "x1", "y0", "y1", "a", "b", "x", "y")},
    "acc": _codes("a", "b"),                                     # d
    "ee": _codes("x0", "x1", "a", "b"), "ff": _codes("y0", "y1", "a", "b"),
    "r": _codes(*(f"r{i}" for i in range(8))), "n": _codes(*(f"n{i}" for i in range(8))),
    "lll": _codes("a10", "b10", "x", "y", "a", "b", "ab", "ba"),
    # 6-bit DDDDDD (movec/movem/do/rep/bit ops on registers), the 5-bit control-register code
    # of movec (number - $20), lua's destination (0rrr Rn, 1nnn Nn), and single-bit pairs
    "all": {n: v for n, v in NUMBER.items() if v < 0x40},
    "ctrl": {n: v - 0x20 for n, v in NUMBER.items() if 0x20 <= v < 0x40},
    "gen": {n: v for n, v in NUMBER.items() if v < 0x20},          # movec's other side (W=1)
    "rn": {**_codes(*(f"r{i}" for i in range(8))), **_codes(*(f"n{i}" for i in range(8)), start=8)},
    "xx": _codes("x0", "x1"), "yy": _codes("y0", "y1"),
}


def _names(cls: dict[str, int]):
    rev: dict[int, str] = {}
    for name, n in cls.items():
        rev.setdefault(n, name)
    return rev.__getitem__


REGISTERS = RegisterFile(CLASSES, {c: _names(v) for c, v in CLASSES.items()},
                         {c: _names(v) for c, v in CLASSES.items()})

# ---------------------------------------------------------------------------------- ALU (7..0)
QQQ = (("x0", "x0"), ("y0", "y0"), ("x1", "x0"), ("y1", "y0"), ("x0", "y1"), ("y0", "x0"),
       ("x1", "y0"), ("y1", "x1"))
QQ = {f"{s1},{s2}": i for i, (s1, s2) in enumerate(QQQ)}                 # canonical first
QQ.update({f"{s2},{s1}": i for i, (s1, s2) in enumerate(QQQ) if s1 != s2})  # a56 takes either
JJJ = {"x": 2, "y": 3, "x0": 4, "y0": 5, "x1": 6, "y1": 7}            # 1: the other accumulator
_JSRC = {2: "x", 3: "y", 4: "x0", 5: "y0", 6: "x1", 7: "y1"}

ALU_OPS = {"qq": key("qqq", QQ), "dst": reg("dst", "acc"), "js": key("jjj", JJJ),
           "j24": key("jjj", {"x0": 4, "y0": 5, "x1": 6, "y1": 7}),
           "jxy": key("jjj", {"x": 2, "y": 3}),
           "q1": reg("q1", "data"), "q2": reg("q2", "data"), "src": reg("src", "data")}
ALU_FMT = {
    # 1QQQ dkTT: TT 00 mpy 01 mpyr 10 mac 11 macr, k negate, d A/B
    "mul": Format("mul", {"mul": lsb("mul", 7), "qqq": lsb("qqq", (6, 4)), "dst": lsb("dst", 3),
                          "neg": lsb("neg", 2), "tt": lsb("tt", (1, 0)),
                          "q1": lsb("q1", (6, 4), from_raw=lambda r: NUMBER[QQQ[r][0]]),
                          "q2": lsb("q2", (6, 4), from_raw=lambda r: NUMBER[QQQ[r][1]])},
                  "%qq,%dst", ALU_OPS, reads=("q1", "q2"), writes=("dst",), fixed={"mul": 1}),
    # 0JJJ dOOO; src: JJJ 000/001 is the other accumulator, 010..111 x y x0 y0 x1 y1
    "alu": Format("alu", {"alu0": lsb("alu0", 7), "jjj": lsb("jjj", (6, 4)), "dst": lsb("dst", 3),
                          "ooo": lsb("ooo", (2, 0)),
                          "src": lsb("src", (6, 3), from_raw=lambda r: NUMBER[
                              "ba"[r & 1] if r >> 1 <= 1 else _JSRC[r >> 1]])},
                  "%js,%dst", ALU_OPS, reads=("src", "dst"), writes=("dst",), fixed={"alu0": 0}),
    "none": Format("none", {"alu": lsb("alu", (7, 0))}, "", ALU_OPS, fixed={"alu": 0}),
}


J24 = {"x0": 4, "y0": 5, "x1": 6, "y1": 7}                          # and/or/eor/tfr/cmp
JXY = {"x": 2, "y": 3}                                                 # adc/sbc
# 0JJJ dOOO rows (docs/references.md 5.1, checked against a56): two-operand ops take a source
# key (``None``: only the other accumulator) and name the JJJ of "the other accumulator"; one-
# operand ops name their (JJJ, OOO).
ALU2 = {"add": (0, JJJ, 1), "sub": (4, JJJ, 1), "tfr": (1, J24, 0), "cmp": (5, J24, 0),
        "cmpm": (7, J24, 0), "addr": (2, None, 0), "subr": (6, None, 0), "addl": (2, None, 1),
        "subl": (6, None, 1), "adc": (1, JXY, None), "sbc": (5, JXY, None), "and": (6, J24, None),
        "or": (2, J24, None), "eor": (3, J24, None)}
ALU1 = {"tst": (0, 3), "rnd": (1, 1), "clr": (1, 3), "not": (1, 7), "asr": (2, 2), "lsr": (2, 3),
        "abs": (2, 6), "ror": (2, 7), "asl": (3, 2), "lsl": (3, 3), "neg": (3, 6), "rol": (3, 7)}
NO_WRITE = ("tst", "cmp", "cmpm")          # set the condition codes only


def _alu_forms() -> list[Form]:
    out = []
    for m, tt in (("mpy", 0), ("mpyr", 1), ("mac", 2), ("macr", 3)):
        kw = dict(klass="mac" if tt >= 2 else "mul",
                  reads=("q1", "q2", "dst") if tt >= 2 else None)
        for sign, neg, alias in (("", 0, False), ("-", 1, False), ("+", 0, True)):
            out.append(Form(m, ALU_FMT["mul"], {"tt": tt, "neg": neg}, syntax=sign + "%qq,%dst",
                            alias=alias, **kw))
    fmt = ALU_FMT["alu"]
    for m, (ooo, keys, other) in ALU2.items():
        reads = ("src", "dst") if m not in ("tfr",) else ("src",)
        writes = () if m in NO_WRITE else ("dst",)
        if keys is not None:
            out.append(Form(m, fmt, {"ooo": ooo}, syntax="%" + ("js" if keys is JJJ else
                            {id(J24): "j24", id(JXY): "jxy"}[id(keys)]) + ",%dst",
                            klass="alu", reads=reads, writes=writes))
        if other is not None:
            for d, text in ((0, "b,a"), (1, "a,b")):
                out.append(Form(m, fmt, {"ooo": ooo, "jjj": other, "dst": d}, syntax=text,
                                klass="alu", reads=reads, writes=writes))
    for m, (jjj, ooo) in ALU1.items():
        out.append(Form(m, fmt, {"ooo": ooo, "jjj": jjj}, syntax="%dst", klass="alu",
                        reads=() if m == "clr" else ("dst",),
                        writes=() if m in NO_WRITE else ("dst",)))
    out.append(Form("move", ALU_FMT["none"], klass="move"))
    return out


# ---------------------------------------------------------------------------------- moves (23..8)
# Effective-address modes MMM (docs/references.md 5.1): (text, post-modifies Rn, uses Nn)
EA = {0: ("(%r)-%n", True, True), 1: ("(%r)+%n", True, True), 2: ("(%r)-", True, False),
      3: ("(%r)+", True, False), 4: ("(%r)", False, False), 5: ("(%r+%n)", False, True),
      7: ("-(%r)", True, False)}
XY_MODE = {0: 4, 1: 1, 2: 2, 3: 3}          # XY move MM -> the EA mode it is


def _yreg(name: str) -> Field:
    """The Y register of an XY move: rr (14..13) in the half opposite RRR's (NOT bit 10)."""
    return lsb(name, 10, (14, 13), to_raw=lambda v: v ^ 4, from_raw=lambda r: r ^ 4)


MOVE_OPS = {"idst": reg("idst", "dreg"), "simm": imm("simm"), "ldst": reg("ldst", "dreg"),
            "limm": imm("limm", hex=True), "lll": reg("lll", "lll"),
            "lr": reg("lr", "r"), "ln": reg("ln", "n"), "xr": reg("xr", "r"),
            "xn": reg("xn", "n"), "yr": reg("yr", "r"), "yn": reg("yn", "n"),
            "xe": reg("xe", "ee"), "yf": reg("yf", "ff")}
MOVE_FMT = {
    "none": Format("nomove", {"mv": lsb("mv", (23, 8))}, "", MOVE_OPS, fixed={"mv": 0x2000}),
    # 001d dddd iiii iiii: a56 takes -255..255 and keeps the low 8 bits
    "imm8": Format("imm8", {"iop": lsb("iop", (23, 21)), "idst": lsb("idst", (20, 16)),
                            "simm": span("simm", 15, 8, lo=-255, hi=255)},
                   "#%simm,%idst", MOVE_OPS, writes=("idst",), fixed={"iop": 1}),
    # 01dd 0ddd W1MM MRRR with MMMRRR 110100 (#) and the immediate in the extension word
    "imm24": Format("imm24", {"xop": lsb("xop", (23, 22)), "ldst": lsb("ldst", (21, 20), (18, 16)),
                              "xsp": lsb("xsp", 19), "xrw": lsb("xrw", 15), "xone": lsb("xone", 14),
                              "xea": lsb("xea", (13, 8)),
                              "limm": span("limm", 23, 0, word=1, lo=-(1 << 23))},
                    "#>%limm,%ldst", MOVE_OPS, writes=("ldst",),
                    fixed={"xop": 1, "xsp": 0, "xrw": 1, "xone": 1, "xea": 0b110100}, words=2),
    # 0100 L0LL W1MM MRRR
    "l": Format("lmove", {"lop": lsb("lop", (23, 20)), "lll": lsb("lll", 19, (17, 16)),
                          "lz": lsb("lz", 18), "lw": lsb("lw", 15), "lone": lsb("lone", 14),
                          "lm": lsb("lm", (13, 11)), "lr": lsb("lr", (10, 8)),
                          "ln": lsb("ln", (10, 8))},
                "", MOVE_OPS, fixed={"lop": 4, "lz": 0, "lone": 1}),
    # 1wmm eeff WrrM MRRR: X register RRR; Y register rr in the other half, so its number is
    # (NOT bit 10, rr), a field over bits 10 and 14..13 that shares bit 10 with RRR
    "xy": Format("xymove", {"xyop": lsb("xyop", 23), "yw": lsb("yw", 22), "ym": lsb("ym", (21, 20)),
                            "xe": lsb("xe", (19, 18)), "yf": lsb("yf", (17, 16)),
                            "xw": lsb("xw", 15), "yr": _yreg("yr"), "yn": _yreg("yn"),
                            "xm": lsb("xm", (12, 11)), "xr": lsb("xr", (10, 8)),
                            "xn": lsb("xn", (10, 8))},
                 "", MOVE_OPS, fixed={"xyop": 1}),
}


def _ea(mode: int, r: str, n: str) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """Template text of EA ``mode`` with register fields ``r``/``n``, and the fields it reads
    and writes (the address register is updated by the post-modify modes)."""
    text, post, uses_n = EA[mode]
    return (text.replace("%r", "%" + r).replace("%n", "%" + n),
            (r, n) if uses_n else (r,), (r,) if post else ())


def _move_forms() -> list[Form]:
    f = MOVE_FMT
    out = [Form("move", f["none"], klass="move"),
           Form("move", f["imm24"], klass="move"),
           Form("move", f["imm8"], klass="move"),
           Form("move", f["imm24"], syntax="#%limm,%ldst", alias=True, klass="move")]
    for mode in EA:                         # l:ea,D (W=1, read) and S,l:ea (W=0, write)
        ea, rd, wr = _ea(mode, "lr", "ln")
        out += [Form("move", f["l"], {"lw": 1, "lm": mode}, syntax=f"l:{ea},%lll", reads=rd,
                     writes=wr + ("lll",), attrs={"mem_reads": 2}),
                Form("move", f["l"], {"lw": 0, "lm": mode}, syntax=f"%lll,l:{ea}",
                     reads=rd + ("lll",), writes=wr, attrs={"mem_writes": 2})]
    for xm, ym in ((a, b) for a in XY_MODE for b in XY_MODE):
        xea, xrd, xwr = _ea(XY_MODE[xm], "xr", "xn")
        yea, yrd, ywr = _ea(XY_MODE[ym], "yr", "yn")
        for xw, yw in ((1, 1), (1, 0), (0, 1), (0, 0)):
            xt = f"x:{xea},%xe" if xw else f"%xe,x:{xea}"
            yt = f"y:{yea},%yf" if yw else f"%yf,y:{yea}"
            out.append(Form("move", f["xy"], {"xm": xm, "ym": ym, "xw": xw, "yw": yw},
                            syntax=f"{xt} {yt}", klass="move",
                            reads=xrd + yrd + (() if xw else ("xe",)) + (() if yw else ("yf",)),
                            writes=xwr + ywr + (("xe",) if xw else ()) + (("yf",) if yw else ()),
                            attrs={"mem_reads": xw + yw, "mem_writes": 2 - xw - yw}))
    return out


# ---------------------------------------------------------------------------------- whole words
MAIN_OPS = {"cnt": imm("cnt"), "la": imm("la", hex=True), "bit": imm("bit"),
            "pp": imm("pp", hex=True), "aa": imm("aa", hex=True), "addr": imm("addr", hex=True)}
_COUNT = lsb("cnt", (3, 0), (15, 8))        # 12-bit count: high nibble in 3..0, low byte 15..8


def _bit_fmt(name: str, addr: Field) -> Format:
    """``0000 1010 AAaa aaaa 1S Zb bbbb`` + target: JCLR (Z=0) / JSET (Z=1) on X/Y (S) memory;
    AA 10 a pp peripheral address, 00 an absolute address 0..$3f."""
    return Format(name, {"op8": lsb("op8", (23, 16)), "am": lsb("am", (15, 14)), addr.name: addr,
                         "b7": lsb("b7", 7), "sp": lsb("sp", 6), "set": lsb("set", 5),
                         "bit": span("bit", 4, 0, hi=23), "addr": span("addr", 15, 0, word=1)},
                  "", MAIN_OPS, fixed={"op8": 0x0A, "b7": 1}, words=2)


MAIN_FMT = {
    "word": Format("word", {"op24": lsb("op24", (23, 0))}, "", MAIN_OPS),
    # 0000 0110 iiii iiii 1000 hhhh + LA (do) / 1010 hhhh (rep)
    "do": Format("do_imm", {"op8": lsb("op8", (23, 16)), "cnt": _COUNT, "sub": lsb("sub", (7, 4)),
                            "la": span("la", 15, 0, word=1, lo=1, hi=0x10000, offset=1)},
                 "#%cnt,%la", MAIN_OPS, fixed={"op8": 0x06, "sub": 0b1000}, words=2),
    "rep": Format("rep_imm", {"op8": lsb("op8", (23, 16)), "cnt": _COUNT, "sub": lsb("sub", (7, 4))},
                  "#%cnt", MAIN_OPS, fixed={"op8": 0x06, "sub": 0b1010}),
    "pp": _bit_fmt("bit_pp", span("pp", 13, 8, lo=0xFFC0, hi=0xFFFF, offset=0xFFC0)),
    "aa": _bit_fmt("bit_aa", lsb("aa", (13, 8))),
}


def _main_forms() -> list[Form]:
    f = MAIN_FMT
    out = [Form("nop", f["word"], {"op24": 0}, klass="nop"),
           Form("do", f["do"], klass="do",
                attrs={"reads": ("sp",), "writes": ("la", "lc", "ssh", "ssl", "sp", "sr")}),
           Form("rep", f["rep"], klass="rep", attrs={"writes": ("lc",)})]
    for m, z in (("jclr", 0), ("jset", 1)):
        for sp, s in (("x", 0), ("y", 1)):
            kw = dict(klass="bitbranch", flow="branch", attrs={"mem_reads": 1})
            pp = dict(set=z, sp=s, am=2)
            aa = dict(set=z, sp=s, am=0)
            out += [Form(m, f["pp"], pp, syntax=f"#%bit,{sp}:<<%pp,%addr", **kw),
                    Form(m, f["aa"], aa, syntax=f"#%bit,{sp}:<%aa,%addr", **kw),
                    Form(m, f["aa"], aa, syntax=f"#%bit,{sp}:%aa,%addr", alias=True, **kw),
                    Form(m, f["pp"], pp, syntax=f"#%bit,{sp}:%pp,%addr", alias=True, **kw)]
    return out


ALU_FORMS = _alu_forms()
MOVE_FORMS = _move_forms()
MAIN_FORMS = _main_forms()
