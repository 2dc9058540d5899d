"""The DSP56000 parallel-move forms beyond :mod:`.formats`' core set (docs/references.md 5.1,
words checked against a56 1.3): register to register, address-register update, single X: or Y:
moves (register EA modes, long absolute ``x:$1234`` with an extension word, short absolute
``x:<$12``), L: long and short absolute, X:R and R:Y class I (one memory move plus one register
move) and class II (``a,x:ea x0,a`` / ``y0,a a,y:ea``).

Field names carry a ``v`` prefix so that they never meet the ALU byte's in the combined form.
Every form's ``attrs["mv"]`` names its kind for the interpreter (:mod:`.semantics`).
"""
from __future__ import annotations

from isa.toolkit import Form, Format, imm, lsb, reg

from .formats import EA, MOVE_OPS, span


def ea(mode: int, r: str = "vr", n: str = "vn") -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """Text of register EA ``mode`` (0-5, 7) over register fields ``r``/``n``, the fields it
    reads, and those it updates."""
    text, post, uses_n = EA[mode]
    return (text.replace("%r", "%" + r).replace("%n", "%" + n),
            (r, n) if uses_n else (r,), (r,) if post else ())


OPS = {"vs": reg("vs", "dreg"), "vd": reg("vd", "dreg"), "vreg": reg("vreg", "dreg"),
       "vr": reg("vr", "r"), "vn": reg("vn", "n"), "vabs": imm("vabs", hex=True),
       "vaa": imm("vaa", hex=True), "vimm": imm("vimm", hex=True), "vlll": reg("vlll", "lll"),
       "vee": reg("vee", "ee"), "vff": reg("vff", "ff"), "vacc": reg("vacc", "acc"),
       "vxx": reg("vxx", "xx"), "vyy": reg("vyy", "yy")}
_EA_FIELDS = {"vm": lsb("vm", (13, 11)), "vr": lsb("vr", (10, 8)), "vn": lsb("vn", (10, 8))}


def _fmt(name: str, fields: dict, fixed: dict, two: bool = False, imm24: bool = False) -> Format:
    """A move format; ``two``: with an extension word holding an absolute address (or, with
    ``imm24``, a 24-bit immediate)."""
    fields = dict(fields)
    if two:
        fields["vabs"] = (span("vabs", 23, 0, word=1, lo=-(1 << 23)) if imm24
                          else span("vabs", 15, 0, word=1, lo=0, hi=0xFFFF))
    return Format(name, fields, "", {**MOVE_OPS, **OPS}, fixed=fixed, words=2 if two else 1)


_XY1 = {"vop": lsb("vop", (23, 22)), "vreg": lsb("vreg", (21, 20), (18, 16)),
        "vsp": lsb("vsp", 19), "vw": lsb("vw", 15), "vone": lsb("vone", 14)}
FMT = {
    "rr": _fmt("rr", {"vrop": lsb("vrop", (23, 18)), "vs": lsb("vs", (17, 13)),
                      "vd": lsb("vd", (12, 8))}, {"vrop": 0b001000}),
    "upd": _fmt("upd", {"vuop": lsb("vuop", (23, 13)), "vm": lsb("vm", (12, 11)),
                        "vr": lsb("vr", (10, 8)), "vn": lsb("vn", (10, 8))},
                {"vuop": 0b00100000010}),
    "xy1": _fmt("xyea", {**_XY1, **_EA_FIELDS}, {"vop": 1, "vone": 1}),
    "xy1abs": _fmt("xyabs", {**_XY1, **_EA_FIELDS}, {"vop": 1, "vone": 1, "vm": 6, "vr": 0}, True),
    "xy1aa": _fmt("xyaa", {**_XY1, "vaa": lsb("vaa", (13, 8))}, {"vop": 1, "vone": 0}),
    "labs": _fmt("labs", {"vlop": lsb("vlop", (23, 20)), "vlll": lsb("vlll", 19, (17, 16)),
                          "vlz": lsb("vlz", 18), "vw": lsb("vw", 15), "vone": lsb("vone", 14),
                          **_EA_FIELDS}, {"vlop": 4, "vlz": 0, "vone": 1, "vm": 6, "vr": 0}, True),
    "laa": _fmt("laa", {"vlop": lsb("vlop", (23, 20)), "vlll": lsb("vlll", 19, (17, 16)),
                        "vlz": lsb("vlz", 18), "vw": lsb("vw", 15), "vone": lsb("vone", 14),
                        "vaa": lsb("vaa", (13, 8))}, {"vlop": 4, "vlz": 0, "vone": 0}),
}
# X:R class I  0001 ffdF W0MM MRRR;  R:Y class I  0001 deff W1MM MRRR
_XR = {"vop4": lsb("vop4", (23, 20)), "vee": lsb("vee", (19, 18)), "vacc": lsb("vacc", 17),
       "vyy": lsb("vyy", 16), "vw": lsb("vw", 15), "vone": lsb("vone", 14), **_EA_FIELDS}
_RY = {"vop4": lsb("vop4", (23, 20)), "vacc": lsb("vacc", 19), "vxx": lsb("vxx", 18),
       "vff": lsb("vff", (17, 16)), "vw": lsb("vw", 15), "vone": lsb("vone", 14), **_EA_FIELDS}
# class II  0000 100d k0MM MRRR (k 0: A,X:ea X0,A; k 1: Y0,A A,Y:ea)
_C2 = {"vop7": lsb("vop7", (23, 17)), "vacc": lsb("vacc", 16), "vk": lsb("vk", 15),
       "vone": lsb("vone", 14), **_EA_FIELDS}
for _name, _fields, _fixed in (("xr", _XR, {"vop4": 1, "vone": 0}), ("ry", _RY, {"vop4": 1, "vone": 1}),
                               ("c2", _C2, {"vop7": 0b0000100, "vone": 0})):
    FMT[_name] = _fmt(_name, _fields, _fixed)
    FMT[_name + "abs"] = _fmt(_name + "abs", _fields, {**_fixed, "vm": 6, "vr": 0}, True)
    FMT[_name + "imm"] = _fmt(_name + "imm", _fields, {**_fixed, "vm": 6, "vr": 4}, True, True)


def _modes(fmt: str):
    """(fixed fields, EA text, fields read, fields updated, format) over the seven register
    modes, then long absolute (and for the class I/II formats, a 24-bit immediate last)."""
    for mode in EA:
        text, rd, wr = ea(mode)
        yield {"vm": mode}, text, rd, wr, FMT[fmt]
    yield {}, "%vabs", (), (), FMT[fmt + "abs"]


def extra_move_forms() -> list[Form]:
    out = [Form("move", FMT["rr"], syntax="%vs,%vd", klass="move", reads=("vs",), writes=("vd",),
                attrs={"mv": "rr"})]
    for m in range(4):
        text, rd, wr = ea(m)
        out.append(Form("move", FMT["upd"], {"vm": m}, syntax=text, klass="move", reads=rd,
                        writes=wr, attrs={"mv": "upd"}))
    for sp, s in (("x", 0), ("y", 1)):
        for fixed, text, rd, wr, fmt in _modes("xy1"):
            for w in (1, 0):
                syn = f"{sp}:{text},%vreg" if w else f"%vreg,{sp}:{text}"
                out.append(Form("move", fmt, {**fixed, "vsp": s, "vw": w}, syntax=syn,
                                klass="move", reads=rd + (() if w else ("vreg",)),
                                writes=wr + (("vreg",) if w else ()),
                                attrs={"mv": "x1", "mem_reads": w, "mem_writes": 1 - w}))
        for w in (1, 0):
            syn = f"{sp}:<%vaa,%vreg" if w else f"%vreg,{sp}:<%vaa"
            out.append(Form("move", FMT["xy1aa"], {"vsp": s, "vw": w}, syntax=syn, klass="move",
                            reads=() if w else ("vreg",), writes=("vreg",) if w else (),
                            attrs={"mv": "x1", "mem_reads": w, "mem_writes": 1 - w}))
    for fmt, addr in (("labs", "%vabs"), ("laa", "<%vaa")):
        for w in (1, 0):
            syn = f"l:{addr},%vlll" if w else f"%vlll,l:{addr}"
            out.append(Form("move", FMT[fmt], {"vw": w}, syntax=syn, klass="move",
                            reads=() if w else ("vlll",), writes=("vlll",) if w else (),
                            attrs={"mv": "l", "mem_reads": 2 * w, "mem_writes": 2 - 2 * w}))
    for kind in ("xr", "ry", "c2"):
        modes = list(_modes(kind)) + [({}, "#%vabs", (), (), FMT[kind + "imm"])]
        for fixed, text, rd, wr, fmt in modes:
            for w in (1, 0):
                if text.startswith("#") and not w:
                    continue
                out += _class_forms(kind, fixed, text, rd, wr, fmt, w)
    return out


def _class_forms(kind, fixed, text, rd, wr, fmt, w) -> list[Form]:
    acc = {"mem_reads": w, "mem_writes": 1 - w} if not text.startswith("#") else {}
    if kind == "xr":
        mem = (f"x:{text},%vee" if w else f"%vee,x:{text}").replace("x:#", "#")
        return [Form("move", fmt, {**fixed, "vw": w}, syntax=f"{mem} %vacc,%vyy", klass="move",
                     reads=rd + ("vacc",) + (() if w else ("vee",)),
                     writes=wr + ("vyy",) + (("vee",) if w else ()), attrs={"mv": "xr", **acc})]
    if kind == "ry":
        mem = (f"y:{text},%vff" if w else f"%vff,y:{text}").replace("y:#", "#")
        return [Form("move", fmt, {**fixed, "vw": w}, syntax=f"%vacc,%vxx {mem}", klass="move",
                     reads=rd + ("vacc",) + (() if w else ("vff",)),
                     writes=wr + ("vxx",) + (("vff",) if w else ()), attrs={"mv": "ry", **acc})]
    if not w:                               # class II is one direction per k
        return []
    out = []
    for d, a in ((0, "a"), (1, "b")):
        if text.startswith("#"):
            continue
        for k, syn, r_, w_ in ((0, f"{a},x:{text} x0,{a}", ("x0", a), (a,)),
                               (1, f"y0,{a} {a},y:{text}", ("y0", a), (a,))):
            out.append(Form("move", fmt, {**fixed, "vacc": d, "vk": k}, syntax=syn, klass="move",
                            reads=rd, writes=wr,
                            attrs={"mv": "c2", "mem_reads": 0, "mem_writes": 1,
                                   "reads": r_, "writes": w_}))
    return out
