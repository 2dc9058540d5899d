"""PA-RISC 2.0 (wide mode) proving table: fields, formats, completers and forms as toolkit data.

Sources: docs/references.md 4.1 (field positions, HP numbering, bit 0 = MSB; opcode masks as in the
binutils table, used as facts only) and 1.1b; every word is checked against ``hppa64-linux-gnu-as``
2.40 with ``.level 2.0w`` (tests/test_parisc_toolkit.py). Measured with that assembler: extrd/depd
need ``1 <= len <= pos + 1``; extrd without ``,u``/``,s`` is ``,s``; ldd/std pick the 5-bit short
displacement for -16..15 and the 16-bit long one (multiples of 8) otherwise; shift/extract/deposit
take only the 64-bit ``,*`` conditions, add and the logical ops both widths (bit 26 = d), cmpb
both (the opcode says which), addib its own set (``*=`` ``*<`` ``*<=`` share c with the 32-bit ones).
"""
from __future__ import annotations

from isa.toolkit import (Completer, FieldRangeError, Form, Format, RegisterFile, Table, hp, imm,
                         reg, rel)

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


OP = hp("op", (0, 5))
R6, R11, T27 = (6, 10), (11, 15), (27, 31)
C = hp("c", (16, 18))
# extrd/depd length: cl (bit 19) : clen (27-31) = (32 - len) mod 64; shrpd/depd positions 63 - p.
LEN = hp("len", 19, (27, 31), **_ranged(1, 64, lambda n: (32 - n) & 63, lambda r: (31 - r) % 64 + 1))
CPOS = _ranged(0, 63, lambda p: 63 - p, lambda r: 63 - r)
W12 = hp("w", 31, 29, (19, 28), signed=True, scale=4)   # assemble_12: w, w1{10}, w1{0..9}
IM5 = hp("im5", R11, low_sign=True)

# ---------------------------------------------------------------------------- formats

_OPS = {"r": reg("r"), "r1": reg("r1"), "r2": reg("r2"), "t": reg("t"), "b": reg("b"),
        "x": reg("x"), "link": reg("link"), "pos": imm("pos"), "len": imm("len"),
        "sa": imm("sa"), "disp": imm("disp", hex=True), "im5": imm("im5"),
        "target": rel("w", base=8)}


def _fmt(name, fields, syntax, reads=(), writes=(), fixed=None):
    return Format(name, {"op": OP, **fields}, syntax, _OPS, reads, writes, fixed or {})


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
}

# ---------------------------------------------------------------------------- completers


def _conds(names: str, star: bool, d: bool) -> dict[str, dict[str, int]]:
    """Condition completers from a space-separated list in c order (``.`` is the never
    condition, spelled as no completer, ``-`` a code without one). Of a 16-name list the second
    half sets f = 1. ``star``: spelled ``*x`` (never: ``*``); ``d``: sets bit 26 when starred."""
    out: dict[str, dict[str, int]] = {}
    for i, n in enumerate(names.split()):
        if n == "-":
            continue
        v = {"c": i % 8}
        if len(names.split()) > 8:
            v["f"] = i // 8
        if d:
            v["d"] = int(star)
        out[("*" + n if n != "." else "*") if star else ("" if n == "." else n)] = v
    return out


NULLIFY = Completer("n", {"": {"n": 0}, "n": {"n": 1}})
# shift/extract/deposit: 64-bit conditions only; ",*" alone (printed, as objdump does) or
# nothing is the never condition
SHIFT_COND = Completer("cond", {**_conds(". = < od tr <> >= ev", True, False), "": {"c": 0}})
_LOGIC = ". = < <= - - - od tr <> >= > - - - ev"
_ADD = ". = < <= nuv znv sv od tr <> >= > uv vnz nsv ev"
LOGIC_COND = Completer("cond", {**_conds(_LOGIC, False, True), **_conds(_LOGIC, True, True)})
ADD_COND = Completer("cond", {**_conds(_ADD, False, True), **_conds(_ADD, True, True)})
SIGN = Completer("sign", {"s": {"se": 1}, "u": {"se": 0}, "": {"se": 1}})
# cmpb: the opcode says 32/64-bit and f; c in bits 16-18
CMPB_CONDS = {(0x20, 0x27): ". = < <= << <<= sv od", (0x22, 0x2F): "tr <> >= > >>= >> nsv ev"}
# addib: c codes 5-7 are the 64-bit conditions
ADDIB_CONDS = {0x29: ". = < <= nuv *= *< *<=", 0x2B: "tr <> >= > uv *<> *>= *>"}


def _cmpb_forms() -> list[Form]:
    out = []
    for (op32, op64), names in CMPB_CONDS.items():
        for star, opc in ((False, op32), (True, op64)):
            opts = _conds(names, star, False)
            default = "" if "" in opts else None
            out.append(Form("cmpb", FORMATS["cmpb"], {"op": opc}, "br", "branch",
                            completers=(Completer("cond", opts, default), NULLIFY)))
    return out


def _addib_forms() -> list[Form]:
    out = []
    for op, names in ADDIB_CONDS.items():
        opts = _conds(names, False, False)
        out.append(Form("addib", FORMATS["addib"], {"op": op}, "br", "branch",
                        completers=(Completer("cond", opts, "" if "" in opts else None), NULLIFY)))
    return out


def _mem_forms(m: str, idx, short, long, op_long: int, ext4: int, klass: str) -> list[Form]:
    """A load or store: unmodified and base-modifying rows of each addressing form (the
    modifying rows also write the base register)."""
    mod = Completer("mod", {"ma": {"a": 0}, "mb": {"a": 1}}, None)
    st = klass == "st"
    w_mod = ("b",) if st else ("t", "b")
    out = []
    if idx is not None:
        out += [Form(m, idx, {"op": 3, "ext4": ext4, "m": 0}, klass,
                     completers=(Completer("scale", {"": {"u": 0}, "s": {"u": 1}}),)),
                Form(m, idx, {"op": 3, "ext4": ext4, "m": 1}, klass, writes=w_mod,
                     completers=(Completer("mod", {"m": {"u": 0}, "sm": {"u": 1}}, None),))]
    # ",o" (ordered) is ",ma" with displacement 0: a row of its own, decoded first as objdump does
    o_fixed = {"op": 3, "ext4": ext4, "m": 1, "a": 0, "disp": 0}
    out += [Form(m, short, o_fixed, klass, syntax=short.syntax.replace("%disp", "0"),
                 completers=(Completer("o", {"o": {}}, None),)),
            Form(m, short, {"op": 3, "ext4": ext4, "m": 0, "a": 0}, klass),
            Form(m, short, {"op": 3, "ext4": ext4, "m": 1}, klass, writes=w_mod, completers=(mod,)),
            Form(m, long, {"op": op_long, "m": 0, "a": 0}, klass),
            Form(m, long, {"op": op_long, "m": 1}, klass, writes=w_mod, completers=(mod,))]
    return out


def _len_fits(v: dict) -> str | None:
    """extrd/depd: the field must lie inside the register (GNU as rejects len > pos + 1)."""
    return f"length {v['len']} does not fit at position {v['pos']}" if v["len"] > v["pos"] + 1 else None


def _forms() -> list[Form]:
    F, chk = FORMATS, {"check": _len_fits}
    ar = F["arith"]
    forms = [
        Form("extrd", F["extrd"], {"op": 0x36}, "shift", completers=(SIGN, SHIFT_COND), attrs=chk),
        Form("depd", F["depd"], {"op": 0x3C, "nz": 0}, "shift", attrs=chk,
             completers=(Completer("z", {"z": {}}, None), SHIFT_COND)),
        Form("depd", F["depd"], {"op": 0x3C, "nz": 1}, "shift", reads=("r", "t"), attrs=chk,
             completers=(SHIFT_COND,)),
        Form("shrpd", F["shrpd"], {"op": 0x34}, "shift", completers=(SHIFT_COND,)),
        *_mem_forms("ldd", F["ldx"], F["lds"], F["ldl"], 0x14, 3, "ld"),
        *_mem_forms("std", None, F["sts"], F["stl"], 0x1C, 11, "st"),
        Form("ldo", F["ldo"], {"op": 0x0D}, "alu"),
        Form("ldi", F["ldo"], {"op": 0x0D, "b": 0}, "alu", syntax="%disp,%t", reads=()),
        # nop and copy are rows of or with fixed registers; they decode first (more fixed bits)
        Form("nop", ar, {"op": 2, "ext6": 9, "r1": 0, "r2": 0, "t": 0, "c": 0, "f": 0, "d": 0},
             "alu", syntax=""),
        Form("copy", ar, {"op": 2, "ext6": 9, "r2": 0, "c": 0, "f": 0, "d": 0}, "alu",
             syntax="%r1,%t", reads=("r1",)),
        Form("add", ar, {"op": 2}, "alu", completers=(
            Completer("carry", {"": {"ext6": 0x18}, "l": {"ext6": 0x28}, "tsv": {"ext6": 0x38}}),
            ADD_COND)),
        # bve (%rp) is a return; the general row comes first so the assembler never uses the
        # fixed-register one (a fixed field would override the operand)
        Form("bve", F["bve"], {"op": 0x3A, "ext3": 6}, "br", "jump",
             completers=(Completer("hint", {"": {"p": 0}, "pop": {"p": 1}}), NULLIFY)),
        Form("bve", F["bve"], {"op": 0x3A, "ext3": 6, "b": 2}, "br", "return",
             completers=(Completer("hint", {"": {"p": 0}, "pop": {"p": 1}}), NULLIFY)),
        Form("bve", F["bve"], {"op": 0x3A, "ext3": 7}, "br", "call", syntax="(%b),%link",
             writes=("link",), completers=(Completer("l", {"l": {}}, None),
                                           Completer("hint", {"": {"p": 0}, "push": {"p": 1}}),
                                           NULLIFY)),
    ]
    for m, ext6 in (("xor", 0x0A), ("or", 0x09), ("and", 0x08), ("andcm", 0x00)):
        forms.append(Form(m, ar, {"op": 2, "ext6": ext6}, "alu", completers=(LOGIC_COND,)))
    return forms + _cmpb_forms() + _addib_forms()


# ---------------------------------------------------------------------------- registers

PRINTED = {2: "rp", 27: "dp", 28: "ret0", 29: "ret1", 30: "sp"}   # objdump's spellings


def _registers() -> RegisterFile:
    names = {f"%r{i}": i for i in range(32)}
    names.update({"%rp": 2, "%sp": 30, "%dp": 27, "%ret0": 28, "%ret1": 29, "%mrp": 2})
    names.update({f"%arg{i}": 26 - i for i in range(4)})
    names.update({f"%t{i}": 23 - i for i in range(1, 5)})
    # objdump's bare spellings too, so that disassembly assembles back (GNU as rejects them)
    names.update({f"r{i}": i for i in range(32)})
    names.update({v: k for k, v in PRINTED.items()})
    return RegisterFile({"gpr": names}, {"gpr": lambda n: PRINTED.get(n, f"r{n}")},
                        {"gpr": lambda n: f"r{n}"}, {"gpr": 0})


REGISTERS = _registers()
TABLE = Table(_forms(), REGISTERS, word_bits=32)
