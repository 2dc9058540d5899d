"""DSP56000 whole-word instructions that address memory or a register by a 6-bit code
(docs/references.md 5.1, checked against a56 1.3): ``movec``, ``movem``, ``movep``, the bit
operations and bit-test jumps, ``do``/``rep`` with a register or memory count.

Layouts: bit ops ``0000 101o AAxx xxxx kSzb bbbb`` (o: 0 bclr/bset/jclr/jset, 1 bchg/btst/jsclr/
jsset; AA 00 short, 01 EA, 10 I/O short, 11 register; k 1: a jump with a target word; S the
space; z set/test), movec ``0000 010x ...`` (``#xx`` short, ``#xxxx`` long through the X:ea form
with the immediate EA 110100, a register, X:/Y: memory), movem ``0000 0111 W...``, movep ``0000 100s W1...``,
do/rep ``0000 0110 AA... 0S00/0S10 0000``.
"""
from __future__ import annotations

from isa.toolkit import Form, Format

from .control import fmt, modes
from .formats import span

_LA = span("la", 15, 0, word=1, lo=1, hi=0x10000, offset=1)
_EA = {"cm": ((13, 11),), "cr": ((10, 8),), "cn": ((10, 8),)}


def _bits() -> list[Form]:
    out = []
    # (mnemonic, o, k, z); the jumps have a target word, the bit ops none
    rows = (("bclr", 0, 0, 0), ("bset", 0, 0, 1), ("bchg", 1, 0, 0), ("btst", 1, 0, 1),
            ("jclr", 0, 1, 0), ("jset", 0, 1, 1), ("jsclr", 1, 1, 0), ("jsset", 1, 1, 1))
    head = {"op7": ((23, 17),), "o": ((16, 16),), "am": ((15, 14),)}
    tail = {"k": ((7, 7),), "sp": ((6, 6),), "z": ((5, 5),), "bit": span("bit", 4, 0, hi=23)}
    for m, o, k, z in rows:
        tgt = ",%ext" if k else ""
        ext = "addr" if k else None
        kw = dict(klass="bitbranch" if k else "bitop", flow=("call" if o else "branch") if k else "",
                  attrs={"ctl": "bit", "mem_reads": 1, "mem_writes": 0 if k or m == "btst" else 1})
        fx0 = {"op7": 0b0000101, "o": o, "k": k, "z": z}
        f_ea = fmt("bit_ea", {**head, **_EA, **tail}, {}, ext)
        f_abs = fmt("bit_abs", {**head, **_EA, **tail}, {"cm": 6, "cr": 0}, "addr")
        f_aa = fmt("bit_aa6", {**head, "aa6": ((13, 8),), **tail}, {}, ext)
        f_pp = fmt("bit_pp6", {**head, "pp6": span("pp6", 13, 8, lo=0xFFC0, hi=0xFFFF,
                                                   offset=0xFFC0), **tail}, {}, ext)
        f_rg = fmt("bit_reg", {**head, "dreg": ((13, 8),), "k": ((7, 7),), "one": ((6, 6),),
                               "z": ((5, 5),), "bit": span("bit", 4, 0, hi=23)}, {}, ext)
        for sp, s in (("x", 0), ("y", 1)):
            for fx, text, rd, wr in modes(f"{sp}:"):
                out.append(Form(m, f_ea, {**fx0, "am": 1, "sp": s, **fx},
                                syntax=f"#%bit,{text}{tgt}", reads=rd, writes=wr, **kw))
            if not k:                   # an absolute address needs the word a target takes
                out.append(Form(m, f_abs, {**fx0, "am": 1, "sp": s}, syntax=f"#%bit,{sp}:%ext",
                                **kw))
            if (m, k) not in (("jclr", 1), ("jset", 1)):      # those are in formats.MAIN_FORMS
                out.append(Form(m, f_pp, {**fx0, "am": 2, "sp": s},
                                syntax=f"#%bit,{sp}:<<%pp6{tgt}", **kw))
                out.append(Form(m, f_aa, {**fx0, "am": 0, "sp": s},
                                syntax=f"#%bit,{sp}:<%aa6{tgt}", **kw))
                if k:                   # a56: the bit-test jumps need no '<' / '<<' (5.5)
                    out.append(Form(m, f_aa, {**fx0, "am": 0, "sp": s}, alias=True,
                                    syntax=f"#%bit,{sp}:%aa6{tgt}", **kw))
                    out.append(Form(m, f_pp, {**fx0, "am": 2, "sp": s}, alias=True,
                                    syntax=f"#%bit,{sp}:%pp6{tgt}", **kw))
        rkw = dict(kw, attrs={"ctl": "bit"})
        out.append(Form(m, f_rg, {"op7": 0b0000101, "o": o, "k": 0, "one": 1 - k, "z": z, "am": 3},
                        syntax=f"#%bit,%dreg{tgt}", reads=("dreg",),
                        writes=() if k or m == "btst" else ("dreg",), **rkw))
    return out


def _movec() -> list[Form]:
    out = []
    kw = dict(klass="movec", attrs={"ctl": "movec"})
    # #xx short (a56 takes -255..255 and keeps the low 8 bits, as for move #xx), then #xxxx
    # long: the X:ea form with EA 110100 (immediate) and the value in the extension word; a56
    # makes #sym long whatever its value (``short_imm``: :func:`.parallel.encode` skips the form)
    f_imm = fmt("movec_imm", {"op8": ((23, 16),), "i8": span("i8", 15, 8, lo=-255, hi=255),
                              "lo3": ((7, 5),), "cd": ((4, 0),)}, {"op8": 5, "lo3": 0b101})
    out.append(Form("movec", f_imm, syntax="#%i8,%cd", writes=("cd",), klass="movec",
                    attrs={"ctl": "movec", "short_imm": True}))
    f_rg = fmt("movec_reg", {"op8": ((23, 16),), "w": ((15, 15),), "one": ((14, 14),),
                             "rg": ((13, 8),), "rgw": ((13, 8),), "lo3": ((7, 5),),
                             "cd": ((4, 0),)},
               {"op8": 4, "one": 1, "lo3": 0b101})
    # a56 writes control-to-control moves with W=0 (source in ddddd); W=1 takes the others
    out.append(Form("movec", f_rg, {"w": 0}, syntax="%cd,%rg", reads=("cd",), writes=("rg",), **kw))
    out.append(Form("movec", f_rg, {"w": 1}, syntax="%rgw,%cd", reads=("rgw",), writes=("cd",),
                    **kw))
    mem = {"op8": ((23, 16),), "w": ((15, 15),), "one": ((14, 14),), "z7": ((7, 7),),
           "sp": ((6, 6),), "one5": ((5, 5),), "cd": ((4, 0),)}
    f_ea = fmt("movec_ea", {**mem, **_EA}, {"op8": 5, "one": 1, "z7": 0, "one5": 1})
    f_abs = fmt("movec_abs", {**mem, **_EA}, {"op8": 5, "one": 1, "z7": 0, "one5": 1, "cm": 6,
                                              "cr": 0}, "addr")
    f_aa = fmt("movec_aa", {**mem, "aa6": ((13, 8),)}, {"op8": 5, "one": 0, "z7": 0, "one5": 1})
    f_i24 = fmt("movec_imm24", {**mem, **_EA}, {"op8": 5, "one": 1, "z7": 0, "one5": 1, "cm": 6,
                                                "cr": 4, "sp": 0, "w": 1}, "imm16")
    out.append(Form("movec", f_i24, syntax="#%ext,%cd", writes=("cd",), **kw))
    # '#>' forces the long form, as for move (a56 1.3 refuses it in movec: an extension here)
    out.append(Form("movec", f_i24, syntax="#>%ext,%cd", writes=("cd",), alias=True, **kw))
    for sp, s in (("x", 0), ("y", 1)):
        places = [(f, fx, text, rd, wr) for fx, text, rd, wr in modes(f"{sp}:") for f in (f_ea,)]
        places += [(f_aa, {}, f"{sp}:<%aa6", (), ()), (f_abs, {}, f"{sp}:%ext", (), ())]
        for f, fx, text, rd, wr in places:
            mk = dict(klass="movec")
            out.append(Form("movec", f, {**fx, "sp": s, "w": 1}, syntax=f"{text},%cd", reads=rd,
                            writes=wr + ("cd",), attrs={"ctl": "movec", "mem_reads": 1}, **mk))
            out.append(Form("movec", f, {**fx, "sp": s, "w": 0}, syntax=f"%cd,{text}",
                            reads=rd + ("cd",), writes=wr, attrs={"ctl": "movec", "mem_writes": 1},
                            **mk))
    return out


def _movem_movep() -> list[Form]:
    out = []
    mm = {"op8": ((23, 16),), "w": ((15, 15),), "one": ((14, 14),), "lo2": ((7, 6),),
          "dreg": ((5, 0),)}
    f_ea = fmt("movem_ea", {**mm, **_EA}, {"op8": 7, "one": 1, "lo2": 2})
    f_abs = fmt("movem_abs", {**mm, **_EA}, {"op8": 7, "one": 1, "lo2": 2, "cm": 6, "cr": 0}, "addr")
    f_aa = fmt("movem_aa", {**mm, "aa6": ((13, 8),)}, {"op8": 7, "one": 0, "lo2": 0})
    places = [(f_ea, fx, text, rd, wr) for fx, text, rd, wr in modes("p:")]
    places += [(f_aa, {}, "p:<%aa6", (), ()), (f_abs, {}, "p:%ext", (), ())]
    for f, fx, text, rd, wr in places:
        out.append(Form("movem", f, {**fx, "w": 1}, syntax=f"{text},%dreg", reads=rd,
                        writes=wr + ("dreg",), klass="movem",
                        attrs={"ctl": "movem", "mem_reads": 1}))
        out.append(Form("movem", f, {**fx, "w": 0}, syntax=f"%dreg,{text}", reads=rd + ("dreg",),
                        writes=wr, klass="movem", attrs={"ctl": "movem", "mem_writes": 1}))
    # movep: 0000 100s W1MM MRRR 1Spp pppp (X/Y:ea), 01pp pppp (P:ea), W1dd dddd 00pp pppp (reg)
    pp = {"op7": ((23, 17),), "s": ((16, 16),), "w": ((15, 15),), "one": ((14, 14),),
          "k": ((7, 6),), "pp6": span("pp6", 5, 0, lo=0xFFC0, hi=0xFFFF, offset=0xFFC0)}
    base = {"op7": 0b0000100, "one": 1}
    f_ea = fmt("movep_ea", {**pp, **_EA}, base)
    f_abs = fmt("movep_abs", {**pp, **_EA}, {**base, "cm": 6, "cr": 0}, "addr")
    f_imm = fmt("movep_imm", {**pp, **_EA}, {**base, "cm": 6, "cr": 4}, "imm")
    f_rg = fmt("movep_reg", {**pp, "dreg": ((13, 8),)}, {**base, "k": 0})
    kw = dict(klass="movep")
    for ps, s in (("x", 0), ("y", 1)):
        per = f"{ps}:<<%pp6"
        for sp, k in (("x", 2), ("y", 3), ("p", 1)):
            places = [(f_ea, fx, text, rd, wr) for fx, text, rd, wr in modes(f"{sp}:")]
            places.append((f_abs, {}, f"{sp}:%ext", (), ()))
            for f, fx, text, rd, wr in places:
                out.append(Form("movep", f, {**fx, "s": s, "k": k, "w": 1},
                                syntax=f"{text},{per}", reads=rd, writes=wr,
                                attrs={"ctl": "movep", "mem_reads": 1, "mem_writes": 1}, **kw))
                out.append(Form("movep", f, {**fx, "s": s, "k": k, "w": 0},
                                syntax=f"{per},{text}", reads=rd, writes=wr,
                                attrs={"ctl": "movep", "mem_reads": 1, "mem_writes": 1}, **kw))
        out.append(Form("movep", f_imm, {"s": s, "k": 2, "w": 1}, syntax=f"#%ext,{per}",
                        attrs={"ctl": "movep", "mem_writes": 1}, **kw))
        out.append(Form("movep", f_rg, {"s": s, "w": 1}, syntax=f"%dreg,{per}", reads=("dreg",),
                        attrs={"ctl": "movep", "mem_writes": 1}, **kw))
        out.append(Form("movep", f_rg, {"s": s, "w": 0}, syntax=f"{per},%dreg", writes=("dreg",),
                        attrs={"ctl": "movep", "mem_reads": 1}, **kw))
    return out


def _loops() -> list[Form]:
    out = []
    for m, lo, klass in (("do", 0, "do"), ("rep", 0x20, "rep")):
        extra = {"la": _LA} if m == "do" else {}
        fl = {"reg": fmt("loop_reg", {"op8": ((23, 16),), "am": ((15, 14),), "dreg": ((13, 8),),
                                      "lo8": ((7, 0),), **extra}, {"op8": 6, "am": 3}),
              "ea": fmt("loop_ea", {"op8": ((23, 16),), "am": ((15, 14),), **_EA,
                                    "z7": ((7, 7),), "sp": ((6, 6),), "lo6": ((5, 0),), **extra},
                        {"op8": 6, "am": 1, "z7": 0}),
              "aa": fmt("loop_aa", {"op8": ((23, 16),), "am": ((15, 14),), "aa6": ((13, 8),),
                                    "z7": ((7, 7),), "sp": ((6, 6),), "lo6": ((5, 0),), **extra},
                        {"op8": 6, "am": 0, "z7": 0})}
        if extra:
            fl = {k: Format(f.name, f.fields, f.syntax, f.operands, fixed=f.fixed, words=2)
                  for k, f in fl.items()}
        la = ",%la" if m == "do" else ""
        wr = ("la", "lc", "ssh", "ssl", "sp", "sr") if m == "do" else ("lc",)
        attrs = {"ctl": m, "writes": wr, "reads": ("sp",) if m == "do" else ()}
        out.append(Form(m, fl["reg"], {"lo8": lo}, syntax=f"%dreg{la}", reads=("dreg",),
                        klass=klass, attrs=attrs))
        mattrs = {**attrs, "mem_reads": 1}
        for sp, s in (("x", 0), ("y", 1)):
            for fx, text, rd, w in modes(f"{sp}:"):
                out.append(Form(m, fl["ea"], {**fx, "sp": s, "lo6": lo}, syntax=text + la,
                                reads=rd, writes=w, klass=klass, attrs=mattrs))
            for alias, pre in ((False, "<"), (True, "")):
                out.append(Form(m, fl["aa"], {"sp": s, "lo6": lo}, alias=alias,
                                syntax=f"{sp}:{pre}%aa6{la}", klass=klass, attrs=mattrs))
    return out


def memory_forms() -> list[Form]:
    return _bits() + _movec() + _movem_movep() + _loops()
