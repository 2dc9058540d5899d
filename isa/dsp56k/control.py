"""DSP56000 whole-word instructions beyond :mod:`.formats`' proving set (docs/references.md 5.1;
words checked against a56 1.3): jumps and calls (short 12-bit, long with an extension word, and
through a register EA), ``rts``/``rti``/``enddo``/``stop``/``wait``, ``lua``, ``movec``,
``movem``, ``movep``, the bit operations (``bset``/``bclr``/``bchg``/``btst``, ``jclr``/``jset``/
``jsclr``/``jsset`` on an EA, a short or I/O short address, or a register), ``do``/``rep`` on a
register or memory count, ``andi``/``ori``, ``norm``, ``div`` and ``tcc``.

a56 conventions: an absolute address or target is long (an extension word) unless forced short
with ``<`` (``<<`` for the I/O short $ffc0-$ffff); ``do``/``rep`` on memory take only the short
absolute, written with or without ``<``.
"""
from __future__ import annotations

from isa.toolkit import Form, Format, imm, key, lsb, reg

from .formats import MAIN_OPS, span
from .moves import ea

CC = {"cc": 0, "ge": 1, "ne": 2, "pl": 3, "nn": 4, "ec": 5, "lc": 6, "gt": 7, "cs": 8, "lt": 9,
      "eq": 10, "mi": 11, "nr": 12, "es": 13, "ls": 14, "le": 15}
CC_ALIAS = {"hs": 0, "lo": 8}               # a56 spellings of cc / cs
OPS = {**MAIN_OPS, "a12": imm("a12", hex=True), "cr": reg("cr", "r"), "cn": reg("cn", "n"),
       "ext": imm("ext", hex=True), "aa6": imm("aa6", hex=True), "pp6": imm("pp6", hex=True),
       "rg": reg("rg", "all"), "rgw": reg("rgw", "gen"), "cd": reg("cd", "ctrl"), "i8": imm("i8", hex=True),
       "ld": reg("ld", "rn"), "acc": reg("acc", "acc"), "tr": reg("tr", "r"),
       "tr2": reg("tr2", "r"), "jdiv": key("jdiv", {"x0": 0, "y0": 1, "x1": 2, "y1": 3}),
       "jt": key("jjj", {"x0": 4, "y0": 5, "x1": 6, "y1": 7}),
       "ee": key("ee", {"mr": 0, "ccr": 1, "omr": 2}), "dreg": reg("dreg", "all")}
_EA = {"cm": lsb("cm", (13, 11)), "cr": lsb("cr", (10, 8)), "cn": lsb("cn", (10, 8))}


def fmt(name: str, fields: dict, fixed: dict, ext: str | None = None) -> Format:
    """A whole-word format; ``ext``: its extension word holds an absolute address
    (``"addr"``), a 24-bit immediate (``"imm"``) or a 16-bit one taken from a 24-bit value
    (``"imm16"``, movec's long immediate: every control register is at most 16 bits)."""
    fields = {k: (lsb(k, *v) if isinstance(v, tuple) else v) for k, v in fields.items()}
    if ext == "addr":
        fields["ext"] = span("ext", 15, 0, word=1, lo=0, hi=0xFFFF)
    elif ext == "imm":
        fields["ext"] = span("ext", 23, 0, word=1, lo=-(1 << 23))
    elif ext == "imm16":                # a56 keeps the low 16 bits (movec #$ffffff,m0: $00ffff)
        fields["ext"] = span("ext", 15, 0, word=1, lo=-(1 << 23), hi=0xFFFFFF)
    return Format(name, fields, "", OPS, fixed=fixed, words=2 if ext else 1)


def modes(prefix: str = ""):
    """(fixed, text, reads, writes) over the seven register EA modes."""
    for m in (0, 1, 2, 3, 4, 5, 7):
        text, rd, wr = ea(m, "cr", "cn")
        yield {"cm": m}, prefix + text, rd, wr


def _jumps() -> list[Form]:
    out = []
    short = fmt("jshort", {"op12": ((23, 12),), "a12": ((11, 0),)}, {})
    shortc = fmt("jshortc", {"op8": ((23, 16),), "cc": ((15, 12),), "a12": ((11, 0),)}, {})
    jea = fmt("jea", {"op10": ((23, 14),), **_EA, "lo8": ((7, 0),)}, {})
    jabs = fmt("jabs", {"op10": ((23, 14),), **_EA, "lo8": ((7, 0),)}, {"cm": 6, "cr": 0}, "addr")
    jeac = fmt("jeac", {"op10": ((23, 14),), **_EA, "lo4": ((7, 4),), "cc": ((3, 0),)}, {})
    jabsc = fmt("jabsc", {"op10": ((23, 14),), **_EA, "lo4": ((7, 4),), "cc": ((3, 0),)},
                {"cm": 6, "cr": 0}, "addr")
    for m, op_s, op_l, flow in (("jmp", 0x0C0, 0b0000101011, "jump"),
                                ("jsr", 0x0D0, 0b0000101111, "call")):
        for fx, text, rd, _ in modes():
            out.append(Form(m, jea, {"op10": op_l, "lo8": 0x80, **fx}, syntax=text, klass="jump",
                            flow=flow, reads=rd, attrs={"ctl": m}))
        out.append(Form(m, short, {"op12": op_s}, syntax="<%a12", klass="jump", flow=flow,
                        attrs={"ctl": m}))
        out.append(Form(m, jabs, {"op10": op_l, "lo8": 0x80}, syntax="%ext", klass="jump",
                        flow=flow, attrs={"ctl": m}))
    for base, op_s, op_l, flow in (("j", 0x0E, 0b0000101011, "branch"),
                                   ("js", 0x0F, 0b0000101111, "call")):
        for cc, c in {**CC, **CC_ALIAS}.items():
            m, alias = base + cc, cc in CC_ALIAS
            kw = dict(klass="jump", flow=flow, alias=alias, attrs={"ctl": base + "cc"})
            for fx, text, rd, _ in modes():
                out.append(Form(m, jeac, {"op10": op_l, "lo4": 0b1010, "cc": c, **fx},
                                syntax=text, reads=rd, **kw))
            out.append(Form(m, shortc, {"op8": op_s, "cc": c}, syntax="<%a12", **kw))
            out.append(Form(m, jabsc, {"op10": op_l, "lo4": 0b1010, "cc": c}, syntax="%ext",
                            **kw))
    return out


def _simple() -> list[Form]:
    word = fmt("word", {"op24": ((23, 0),)}, {})
    out = []
    for m, w, flow, klass in (("rts", 0x00000C, "return", "jump"), ("rti", 0x000004, "return", "jump"),
                              ("enddo", 0x00008C, "", "do"), ("stop", 0x000087, "halt", "nop"),
                              ("wait", 0x000086, "halt", "nop"), ("reset", 0x000084, "", "nop"),
                              ("swi", 0x000006, "", "nop"), ("illegal", 0x000005, "", "nop")):
        out.append(Form(m, word, {"op24": w}, klass=klass, flow=flow, attrs={"ctl": m}))
    # lua ea,D: 0000 0100 010M MRRR 0001 dddd
    lua = fmt("lua", {"op11": ((23, 13),), "cm": lsb("cm", (12, 11)), "cr": ((10, 8),),
                      "cn": ((10, 8),), "lo4": ((7, 4),), "ld": ((3, 0),)}, {"op11": 0b00000100010,
                                                                           "lo4": 1})
    for fx, text, rd, _ in modes():
        if fx["cm"] < 4:
            out.append(Form("lua", lua, fx, syntax=text + ",%ld", klass="agu", reads=rd,
                            writes=("ld",), attrs={"ctl": "lua"}))
    # andi/ori #xx,mr|ccr|omr: 0000 0000 iiii iiii 1011 10EE / 1111 10EE
    logic = fmt("ccrop", {"op8": ((23, 16),), "i8": ((15, 8),), "sub": ((7, 2),), "ee": ((1, 0),)},
                {"op8": 0})
    out += [Form("andi", logic, {"sub": 0b101110}, syntax="#%i8,%ee", klass="ccr",
                 attrs={"ctl": "andi"}),
            Form("ori", logic, {"sub": 0b111110}, syntax="#%i8,%ee", klass="ccr",
                 attrs={"ctl": "ori"})]
    norm = fmt("norm", {"op13": ((23, 11),), "tr": ((10, 8),), "lo4": ((7, 4),), "acc": ((3, 3),),
                        "lo3": ((2, 0),)}, {"op13": 0b0000000111011, "lo4": 1, "lo3": 0b101})
    out.append(Form("norm", norm, syntax="%tr,%acc", klass="alu", reads=("tr", "acc"),
                    writes=("tr", "acc"), attrs={"ctl": "norm"}))
    div = fmt("div", {"op16": ((23, 8),), "lo2": ((7, 6),), "jdiv": ((5, 4),), "acc": ((3, 3),),
                      "lo3": ((2, 0),)}, {"op16": 0x0180, "lo2": 1, "lo3": 0})
    out.append(Form("div", div, syntax="%jdiv,%acc", klass="alu", reads=("acc",),
                    writes=("acc",), attrs={"ctl": "div"}))
    # Tcc S,D: 0000 0010 CCCC 0000 0JJJ d000; with R: 0000 0011 CCCC 0ttt 0JJJ dTTT
    t1 = fmt("tcc", {"op8": ((23, 16),), "cc": ((15, 12),), "z4": ((11, 8),), "z1": ((7, 7),),
                     "jjj": ((6, 4),), "acc": ((3, 3),), "z3": ((2, 0),)}, {"op8": 2, "z4": 0,
                                                                          "z1": 0, "z3": 0})
    t2 = fmt("tcc2", {"op8": ((23, 16),), "cc": ((15, 12),), "z": ((11, 11),), "tr": ((10, 8),),
                      "z1": ((7, 7),), "jjj": ((6, 4),), "acc": ((3, 3),), "tr2": ((2, 0),)},
             {"op8": 3, "z": 0, "z1": 0})
    for cc, c in {**CC, **CC_ALIAS}.items():
        kw = dict(klass="alu", alias=cc in CC_ALIAS, attrs={"ctl": "tcc"})
        for f, extra in ((t1, ""), (t2, " %tr,%tr2")):
            rw = dict(reads=("acc",) + (("tr",) if extra else ()),
                      writes=("acc",) + (("tr2",) if extra else ()))
            out.append(Form("t" + cc, f, {"cc": c}, syntax="%jt,%acc" + extra, **kw, **rw))
            out.append(Form("t" + cc, f, {"cc": c, "jjj": 0, "acc": 0}, syntax="b,a" + extra,
                            **kw, **rw))
            out.append(Form("t" + cc, f, {"cc": c, "jjj": 0, "acc": 1}, syntax="a,b" + extra,
                            **kw, **rw))
    return out


def control_forms() -> list[Form]:
    from .memops import memory_forms
    return _jumps() + _simple() + memory_forms()
