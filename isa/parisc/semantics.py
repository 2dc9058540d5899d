"""PA-RISC 2.0 semantics: each decoded instruction as a few lines of Python for the block compiler.

A generator takes a :class:`isa.toolkit.Decoded` and its address and returns a :class:`Sem`:
the statements of its effect on the block's locals (``r1``..``r31``, ``sar``; ``r0`` reads as
the literal 0 and a write to it goes to ``_``), the expression that nullifies the next
instruction (an arithmetic/logical/shift condition, or a branch's ``,n`` rule) and, for
branches, the next-address expression. All values are unsigned 64-bit Python ints.

Conditions (PA-RISC 2.0 Architecture, ch. 5 "Conditions"; checked against qemu-hppa 10.0.2 in
tests/test_parisc_qemu.py): ``d``/``*`` conditions look at all 64 bits, the others at the low
32; compare conditions (sub, cmpb, cmpib) compare the operands as if with infinite precision,
add conditions look at the infinitely precise sum (``<`` is "the sum is negative"), logical
and shift conditions at the result. ``f`` negates. The PSW carry/borrow bits are not kept (no
add,c/sub,b in the subset); ``,tsv`` traps on signed overflow. The interpreter runs at the most
privileged level: links hold the plain return address (no privilege bits) and ``bv``/``bve``
clear the low two bits of the target, as the architecture does.
"""
from __future__ import annotations

from dataclasses import dataclass

M = 0xFFFFFFFFFFFFFFFF
W32 = 0xFFFFFFFF


@dataclass
class Sem:
    lines: list[str]
    nullify: str | None = None      # expression: the next instruction is nullified
    next_pc: str | None = None      # branches: expression of the next address (after the slot)
    halt: bool = False
    aligns: tuple[str, int] | None = None   # its alignment check shows this register is aligned


def R(n: int) -> str:
    return f"r{n}" if n else "0"


def D(n: int) -> str:
    return f"r{n}" if n else "_"


def _sx(e: str, w: int) -> str:
    s = 1 << (w - 1)
    return f"((({e}) ^ {s}) - {s})"


def _narrow(e: str, w: int) -> str:
    return e if w == 64 else f"(({e}) & {W32})"


def _neg(e: str, f: int) -> str | None:
    if e == "False":
        return "True" if f else None
    return f"not ({e})" if f else e


def cmp_cond(c: int, f: int, w: int, a: str, b: str, bw: str = "") -> str | None:
    """Compare/subtract condition of ``a`` against ``b`` (a - b); ``bw``: a borrow expression
    (0 or 1) subtracted too (sub,b: the difference as if with infinite precision)."""
    A, B = _narrow(a, w), _narrow(b, w)
    s = 1 << (w - 1)
    if bw:
        d = f"({A} - {B} - {bw})"
        e = {0: "False", 1: f"{d} & {(1 << w) - 1} == 0", 2: f"{_sx(A, w)} - {_sx(B, w)} - {bw} < 0",
             3: f"{_sx(A, w)} - {_sx(B, w)} - {bw} <= 0", 4: f"{d} < 0", 5: f"{d} <= 0",
             6: f"not {-s} <= {_sx(A, w)} - {_sx(B, w)} - {bw} < {s}", 7: f"({a} - {b} - {bw}) & 1 == 1"}[c]
        return _neg(e, f)
    e = {0: "False", 1: f"{A} == {B}", 2: f"({A} ^ {s}) < ({B} ^ {s})",
         3: f"({A} ^ {s}) <= ({B} ^ {s})", 4: f"{A} < {B}", 5: f"{A} <= {B}",
         6: f"not {-s} <= {_sx(A, w)} - {_sx(B, w)} < {s}", 7: f"({a} - {b}) & 1 == 1"}[c]
    return _neg(e, f)


def add_cond(c: int, f: int, w: int, a: str, b: str, shift_ov: str | None = None,
             cin: str = "") -> str | None:
    """Add condition on ``a + b``. ``shift_ov`` (shladd): an expression that is true when the
    shift before the add lost significant bits, which counts as signed overflow (so ``<`` is
    "negative result XOR overflow"), as qemu-hppa 10 does. ``cin``: a carry in (add,c), added
    to the infinitely precise sum."""
    A, B = _narrow(a, w), _narrow(b, w)
    k = f" + {cin}" if cin else ""
    s, wm = 1 << (w - 1), (1 << w) - 1
    ss = f"{_sx(A, w)} + {_sx(B, w)}{k}"
    lt, le = f"{ss} < 0", f"{ss} <= 0"
    sv = f"not {-s} <= {ss} < {s}"
    if shift_ov is not None:
        res = f"(({A} + {B}) & {wm})"
        lt = f"(({res} < {s}) if {shift_ov} else ({lt}))"
        le = f"(({res} < {s} or {res} == 0) if {shift_ov} else ({le}))"
        sv = f"({shift_ov} or {sv})"
    e = {0: "False", 1: f"({A} + {B}{k}) & {wm} == 0", 2: lt, 3: le, 4: f"{A} + {B}{k} <= {wm}",
         5: f"(({A} + {B}{k}) & {wm} == 0 or {A} + {B}{k} <= {wm})", 6: sv,
         7: f"({a} + {b}{k}) & 1 == 1"}[c]
    return _neg(e, f)


def unit_cond(c: int, f: int, w: int, res: str, cb: str) -> str | None:
    """Unit conditions (uaddcm, dcor) on the result ``res`` and ``cb``, the carry out of every
    bit of the add: some word, byte or halfword zero, some digit (nibble), word, byte or
    halfword carry; the 32-bit forms look at the low word, where the word conditions (swz, swc;
    nwz, nwc) are never (always) true, as qemu-hppa 10 has them."""
    m = M if w == 64 else W32

    def zero(ones: int, sgns: int) -> str:
        return f"(({res} - {ones}) & ~{res} & {sgns & m}) != 0"
    e = {0: "False",
         1: zero(0x0000000100000001, 0x8000000080000000) if w == 64 else "False",
         2: zero(0x0101010101010101, 0x8080808080808080),
         3: zero(0x0001000100010001, 0x8000800080008000),
         4: f"{cb} & {0x8888888888888888 & m} != 0",
         5: f"{cb} & 0x8000000080000000 != 0" if w == 64 else "False",
         6: f"{cb} & {0x8080808080808080 & m} != 0",
         7: f"{cb} & {0x8000800080008000 & m} != 0"}[c]
    return _neg(e, f)


def logic_cond(c: int, f: int, w: int, res: str) -> str | None:
    X = _narrow(res, w)
    s = 1 << (w - 1)
    e = {0: "False", 1: f"{X} == 0", 2: f"{X} >= {s}", 3: f"({X} == 0 or {X} >= {s})",
         7: f"{res} & 1 == 1"}.get(c, "False")
    return _neg(e, f)


def shift_cond(c: int, w: int, res: str) -> str | None:
    return logic_cond({0: 0, 1: 1, 2: 2, 3: 7}[c & 3], c >> 2, w, res)


# ---------------------------------------------------------------------------- generators

def g_logic(d, pc):
    v = d.values
    op = {0x0A: "^", 0x09: "|", 0x08: "&"}.get(v["ext6"])
    a, b = R(v["r1"]), R(v["r2"])
    res = f"{a} {op} {b}" if op else f"{a} & ~{b} & {M}"
    if op in ("|", "^") and "0" in (a, b):
        res = b if a == "0" else a              # copy, and or/xor with r0
    elif op == "&" and "0" in (a, b) or not op and a == "0":
        res = "0"
    c = logic_cond(v["c"], v["f"], 64 if v["d"] else 32, "_x") if (v["c"] or v["f"]) else None
    if v["t"] == 0 and c is None:
        return Sem([])
    if c is None:
        return Sem([f"{D(v['t'])} = {res}"])
    return Sem([f"_x = {res}", f"{D(v['t'])} = _x"], c)


def _arith(d, a: str, b: str, res: str, family, trap: bool, tc: bool = False,
           cb: tuple[str, str, str] | None = None, pre: tuple[str, ...] = (), **kw) -> Sem:
    """``trap``: ,tsv (trap on signed overflow); ``tc``: ,tc (trap when the condition holds,
    so it never nullifies); ``cb``: (x, y, carry in) of the add whose carries set PSW[C/B]
    (``cb`` holds the carry out of every bit); ``pre``: lines before (a carry in read)."""
    v = d.values
    w = 64 if v.get("d") else 32
    c = family(v["c"], v["f"], w, "_a", "_b", **kw) if (v["c"] or v["f"]) else None
    lines = [*pre, f"_a = {a}", f"_b = {b}"]
    if trap:
        over = family(6, 0, w, "_a", "_b", **kw)
        lines.append(f"if {over}: raise Trap('signed overflow trap (,tsv)')")
    if tc and c is not None:
        lines.append(f"if {c}: raise Trap('condition trap (,tc)')")
    if tc:
        c = None
    if cb is not None:
        x, y, cin = cb
        lines.append(f"cb = (({x} + {y} + {cin}) ^ {x} ^ {y}) >> 1")
    if c is None and len(lines) == 2 and not pre:       # no trap check, carry or condition
        return Sem([f"{D(v['t'])} = {res.replace('_a', a).replace('_b', b)}"])
    if c is not None:       # on the operands: before t (which may be one of them) is written
        lines.append(f"_n = {c}")
    lines.append(f"{D(v['t'])} = {res}")
    return Sem(lines, "_n" if c is not None else None)


def _cin(d) -> str:
    """add,c / sub,b take the carry out of the low word, add,dc / sub,db that of bit 63."""
    return f"_c = (cb >> {63 if d.values['d'] else 31}) & 1"


def g_add(d, pc):
    """add (0x18), ,l (0x28: no carry), ,tsv (0x38), ,c/,dc (0x1c), ,c,tsv (0x3c)."""
    v = d.values
    e = v["ext6"]
    if e in (0x1C, 0x3C):
        return _arith(d, R(v["r1"]), R(v["r2"]), f"(_a + _b + _c) & {M}", add_cond, e == 0x3C,
                      cb=("_a", "_b", "_c"), pre=(_cin(d),), cin="_c")
    return _arith(d, R(v["r1"]), R(v["r2"]), f"(_a + _b) & {M}", add_cond, e == 0x38,
                  cb=None if e == 0x28 else ("_a", "_b", "0"))


def g_sub(d, pc):
    """sub (0x10), ,tsv (0x30), ,b/,db (0x14), ,b,tsv (0x34): a + ~b + 1 (or + the carry)."""
    v = d.values
    e = v["ext6"]
    nb = f"(~_b & {M})"
    if e in (0x14, 0x34):
        return _arith(d, R(v["r1"]), R(v["r2"]), f"(_a - _b - 1 + _c) & {M}", cmp_cond, e == 0x34,
                      cb=("_a", nb, "_c"), pre=(_cin(d),), bw="(1 - _c)")
    return _arith(d, R(v["r1"]), R(v["r2"]), f"(_a - _b) & {M}", cmp_cond, e == 0x30,
                  cb=("_a", nb, "1"))


def g_shladd(d, pc):
    v = d.values
    a = f"(({R(v['r1'])} << {v['sa']}) & {M})"
    w = 64 if v["d"] else 32
    h = 1 << (w - 1)
    lost = f"not {-h} <= {_sx(_narrow(R(v['r1']), w), w)} << {v['sa']} < {h}"
    return _arith(d, a, R(v["r2"]), f"(_a + _b) & {M}", add_cond, v["e"] == 3, shift_ov=f"({lost})",
                  cb=None if v["e"] == 2 else ("_a", "_b", "0"))


def g_ds(d, pc):
    """ds (divide step): (r1 << 1 | the word carry) plus r2, or minus r2 when PSW[V] is set;
    sets PSW[C/B] and V = the word carry out XOR bit 31 of r2."""
    v = d.values
    return Sem([f"_a = (({R(v['r1'])} << 1) | ((cb >> 31) & 1)) & {M}", f"_r = {R(v['r2'])}",
                f"_b = _r ^ {M} if psv else _r", "_s = _a + _b + psv", "cb = (_s ^ _a ^ _b) >> 1",
                "psv = ((cb >> 31) ^ (_r >> 31)) & 1", f"{D(v['t'])} = _s & {M}"])


def g_dcor(d, pc):
    """dcor: subtract 6 from every digit whose add produced no carry (dcor,i: add 6 to every
    digit that carried), PSW[C/B] unchanged; unit conditions on the result."""
    v = d.values
    i = v["ext6"] == 0x2F
    six = f"((({'cb' if i else f'~cb & {M}'}) >> 3) & 0x1111111111111111) * 6"
    return _unit(d, R(v["r2"]), six, i)


def _unit(d, a: str, b: str, add: bool) -> Sem:
    """uaddcm/dcor: t = a + b (or a - b), unit conditions on the result and its carries."""
    v = d.values
    w = 64 if v["d"] else 32
    lines = [f"_a = {a}", f"_b = {b}"]
    if add:
        lines += [f"_x = (_a + _b) & {M}", "_k = (_a & _b) | ((_a | _b) & ~_x)"]
    else:           # a - b = a + ~b + 1: the carries of that add
        lines += [f"_nb = ~_b & {M}", f"_x = (_a + _nb + 1) & {M}", "_k = (_a & _nb) | ((_a | _nb) & ~_x)"]
    c = unit_cond(v["c"], v["f"], w, "_x", "_k") if (v["c"] or v["f"]) else None
    if c is not None and v["ext6"] in (0x27,):          # uaddcm,tc: trap on the condition
        lines.append(f"if {c}: raise Trap('condition trap (,tc)')")
        c = None
    if c is not None:
        lines.append(f"_n = {c}")
    lines.append(f"{D(v['t'])} = _x")
    return Sem(lines, "_n" if c is not None else None)


def g_addi(d, pc):
    """addi: im11 + r; bit 20 is ,tsv, op 0x2c ,tc; the 32-bit add conditions; sets PSW[C/B]."""
    v = d.values
    return _arith(d, str(v["im11"] & M), R(v["r"]), f"(_a + _b) & {M}", add_cond, bool(v["e"]),
                  v["op"] == 0x2C, cb=("_a", "_b", "0"))


def g_subi(d, pc):
    """subi: im11 - r; bit 20 is ,tsv; the 32-bit compare conditions on im11 against r; sets
    PSW[C/B] (the carries of im11 + ~r + 1)."""
    v = d.values
    return _arith(d, str(v["im11"] & M), R(v["r"]), f"(_a - _b) & {M}", cmp_cond, bool(v["e"]),
                  cb=("_a", f"(~_b & {M})", "1"))


def g_cmpclr(d, pc):
    """cmpclr r1,r2,t / cmpiclr im11,r,t: the compare condition of the first operand against the
    second (as sub), then t = 0."""
    v = d.values
    a, b = (str(v["im11"] & M), R(v["r"])) if "im11" in v else (R(v["r1"]), R(v["r2"]))
    return _arith(d, a, b, "0", cmp_cond, False)


def g_uaddcm(d, pc):
    """uaddcm: r1 + ~r2 (no carry in), unit conditions; PSW[C/B] unchanged (,tc: ext6 0x27,
    trap on the condition)."""
    v = d.values
    return _unit(d, R(v["r1"]), f"~{R(v['r2'])} & {M}", True)


def g_mfia(d, pc):
    """mfia: the instruction's own address (privilege level 0: the low two bits are 0)."""
    return Sem([f"{D(d.values['t'])} = {pc & M & ~3}"])


def _half(n: int) -> str:
    """The word an ``fpw`` register number names: N the left (high) word of fN, N + 32 the
    right (low) one."""
    return f"(f{n - 32} & {W32})" if n >= 32 else f"(f{n} >> 32)"


def _set_half(n: int, e: str) -> str:
    if n >= 32:
        return f"f{n - 32} = (f{n - 32} & {M ^ W32}) | (({e}) & {W32})"
    return f"f{n} = (f{n} & {W32}) | ((({e}) & {W32}) << 32)"


def g_xmpyu(d, pc):
    """xmpyu: the unsigned 64-bit product of two 32-bit words, into a whole FP register."""
    v = d.values
    return Sem([f"f{v['t']} = {_half(v['r1'])} * {_half(v['r2'])}"])


def g_fpop(d, pc):
    """The FP operations, IEEE with round to nearest (isa/parisc/fp.py): whole registers as
    binary64 (,dbl) or their left words as binary32 (,sgl), or the named word halves. fcpy,
    fabs and fneg work on the bits (no NaN is changed but by its sign); fmpynfadd is
    -(a * b + c) (PA-RISC 2.0), fused."""
    v, m = d.values, d.form.attrs["op"]
    dbl = d.form.fmt.name in ("fp0", "fp3") and v["fmt"] == 1 or d.form.fmt.name == "fmad"
    srcs = [v[k] for k in ("r", "r1", "r2", "ra") if k in v]
    if m in ("fcpy", "fabs", "fneg"):
        bits = f"f{srcs[0]}" if dbl else _half(srcs[0])
        sign = 1 << (63 if dbl else 31)
        e = {"fcpy": bits, "fabs": f"{bits} & {sign - 1}", "fneg": f"{bits} ^ {sign}"}[m]
        return Sem([f"f{v['t']} = {e}" if dbl else _set_half(v["t"], e)])
    if dbl:
        return Sem([f"f{v['t']} = FOP64('{m}', {', '.join(f'f{n}' for n in srcs)})"])
    return Sem([_set_half(v["t"], f"FOP32('{m}', {', '.join(_half(n) for n in srcs)})")])


def g_fcnv(d, pc):
    """fcnv: between binary32/64 and signed or unsigned 32/64-bit integers (isa/parisc/fp.py
    CNV); a word format is the register's left half or the named half."""
    v = d.values
    wide_src = v["sf"] == 1
    wide_dst = v["df"] == 1
    src = f"f{v['r']}" if wide_src else _half(v["r"])
    e = f"CNV({v['sub']}, {v['sf']}, {v['df']}, {src})"
    return Sem([f"f{v['t']} = {e}" if wide_dst else _set_half(v["t"], e)])


def g_fcmp(d, pc):
    """fcmp: the C bit (``fpc``) = the relation of r1 to r2 (greater, less, equal or unordered:
    a NaN) is in the condition's set (c >> 1: 8, 4, 2, 1). The compare queue and the invalid
    exception of the signalling conditions are not modelled."""
    v = d.values
    dbl = d.form.fmt.name == "fcmp" and v["fmt"] == 1
    a, b = ((f"F64(f{v['r1']})", f"F64(f{v['r2']})") if dbl else
            (f"F32({_half(v['r1'])})", f"F32({_half(v['r2'])})"))
    mask = v["c"] >> 1
    return Sem([f"_a = {a}", f"_b = {b}",
                "_r = 8 if _a > _b else 4 if _a < _b else 2 if _a == _b else 1",
                f"fpc = 1 if _r & {mask} else 0"])


def g_ftest(d, pc):
    """ftest: nullify the next instruction when the C bit is 1."""
    return Sem(["_n = fpc"], "_n")


def g_fld(d, pc, aligned=None):
    n = d.form.attrs["width"]
    lines, _e, base = _ea(d)
    check, shows = _check(d, n, aligned)
    lines += check + ["A(_e)"]
    if base is not None and d.values["b"]:
        lines.append(f"r{d.values['b']} = {base}")
    t = d.values["t"]
    lines.append(f"f{t} = {LOAD[8]}" if n == 8 else _set_half(t, LOAD[4]))
    return Sem(lines, aligns=shows)


def g_fst(d, pc, aligned=None):
    n = d.form.attrs["width"]
    v = d.values
    lines, _e, base = _ea(d)
    r = v["r"]
    lines.insert(0, f"_v = {f'f{r}' if n == 8 else _half(r)}")
    check, shows = _check(d, n, aligned)
    lines += check + ["A(_e)", "if not WR[_e >> 6]: raise ReadOnly(_e)", STORE[n].format(v="_v")]
    if base is not None and v["b"]:
        lines.append(f"r{v['b']} = {base}")
    return Sem(lines, aligns=shows)


def g_ldo(d, pc):
    v = d.values
    return Sem([f"{D(v['t'])} = {_add(R(v['b']), v['disp'])}"])


def _l21(i: int) -> int:
    return ((((i ^ 0x100000) - 0x100000) << 11)) & M


def g_ldil(d, pc):
    return Sem([f"{D(d.values['t'])} = {_l21(d.values['i'])}"])


def g_addil(d, pc):
    return Sem([f"r1 = ({R(d.values['r'])} + {_l21(d.values['i'])}) & {M}"])


def g_mtsar(d, pc):
    return Sem([f"sar = {R(d.values['r'])} & 63"])


def g_mtsarcm(d, pc):
    return Sem([f"sar = ~{R(d.values['r'])} & 63"])


def g_break(d, pc):
    return Sem([], halt=True)


WIDE = frozenset({"extrd", "extrdv", "depd", "depdv", "depdi", "depdiv", "shrpd"})


def _width(d) -> int:
    """64 for the doubleword shift/extract/deposit forms, 32 for the word forms."""
    fmt = d.form.fmt.name
    return 64 if fmt in WIDE or (fmt == "shrpv" and d.values["d"]) else 32


def _shift_pos(d, w: int) -> str:
    """The right-shift amount that brings bit ``pos`` to bit 0 (``w - 1 - pos``)."""
    if "pos" in d.values:
        return str(w - 1 - d.values["pos"])
    return "(63 - sar)" if w == 64 else "(31 - (sar & 31))"


def _finish(d, w: int, res_lines: list[str]) -> Sem:
    v = d.values
    c = shift_cond(v["c"], w, "_x") if v["c"] else None
    if c is None:           # no condition: the last line computes straight into t
        if not v["t"]:
            return Sem([])
        *head, last = res_lines
        return Sem(head + [f"{D(v['t'])} = {last.split(' = ', 1)[1]}"])
    return Sem(res_lines + [f"{D(v['t'])} = _x"], c)


def g_extr(d, pc):
    """The field of len bits ending at bit pos of the (word or doubleword) source. ``,s`` shifts
    the sign-extended source arithmetically, so a field running past the left end of the word
    (len > pos + 1: only possible at %sar) is filled with the sign, as qemu-hppa 10 does."""
    v = d.values
    w = _width(d)
    n = v["len"]
    mask = (1 << n) - 1
    s = _shift_pos(d, w)
    if v["se"]:
        sb = 1 << (n - 1)
        e = f"((((({_sx(_narrow(R(v['r']), w), w)} >> {s}) & {mask}) ^ {sb}) - {sb}) & {M})"
    else:
        src = R(v["r"]) if w == 64 else f"({R(v['r'])} & {W32})"
        e = f"({src} >> {s}) & {mask}"
    return _finish(d, w, [f"_x = {e}"])


def g_dep(d, pc):
    v = d.values
    w = _width(d)
    n = v["len"]
    fm = (1 << n) - 1
    wm = M      # word forms too: a field running past bit 32 (len > pos + 1, undefined) goes on
    val = f"{v['im5'] & fm}" if "im5" in v else f"({R(v['r'])} & {fm})"
    s = _shift_pos(d, w)
    if "pos" in v:                  # fixed: constant masks
        sh = int(s)
        field = f"({val} << {sh})" if fm << sh <= wm else f"(({val} << {sh}) & {wm})"
        keep = M & ~((fm << sh) & wm)
        e = field if not v["nz"] else f"({R(v['t'])} & {keep}) | {field}"
        return _finish(d, w, [f"_x = {e}"])
    lines = [f"_s = {s}"]
    if v["nz"]:
        lines.append(f"_x = (({val} << _s) & {wm}) | ({R(v['t'])} & ~(({fm} << _s) & {wm}) & {M})")
    else:
        lines.append(f"_x = ({val} << _s) & {wm}")
    return _finish(d, w, lines)


def g_shrp(d, pc):
    v = d.values
    w = _width(d)
    if w == 64:
        a, b = R(v["r1"]), R(v["r2"])
        if "sa" in v:       # fixed: no 128-bit intermediate
            sa = v["sa"]
            e = f"({b} >> {sa}) | (({a} << {64 - sa}) & {M})" if sa else b
        else:
            e = f"((({a} << 64) | {b}) >> sar) & {M}"
    else:
        cat = f"((({R(v['r1'])} & {W32}) << 32) | ({R(v['r2'])} & {W32}))"
        # the fixed form keeps 32 bits, the %sar form all 64 of the shifted pair (the upper
        # half is undefined in the architecture; this is what qemu-hppa 10 does)
        if "sa" in v:
            e = f"({cat} >> {v['sa']}) & {W32}"
        elif v["r1"] == v["r2"]:        # qemu rotates the word: 32 bits
            e = f"({cat} >> (sar & 31)) & {W32}"
        else:
            e = f"{cat} >> (sar & 31)"
    return _finish(d, w, [f"_x = {e}"])


# ---------------------------------------------------------------------------- memory

def _ea(d) -> tuple[list[str], str, str | None]:
    """(statements, effective-address expression, new base expression or None)."""
    v, at = d.values, d.form.attrs
    b = R(v["b"])
    if "x" in v:            # indexed
        x = R(v["x"])
        if v["u"]:
            x = f"({x} << {d.form.attrs['width'].bit_length() - 1})"
        if v["m"]:
            return [f"_e = {b}"], "_e", f"({b} + {x}) & {M}"
        return [f"_e = ({b} + {x}) & {M}"], "_e", None
    disp = v["disp"]
    # rows whose ma/mb is in the opcode (no m/a bits) say so in their attrs
    if v.get("m", at.get("m")):
        if v.get("a", at.get("a")):          # mb: modify before
            return [f"_e = {_add(b, disp)}"], "_e", "_e"
        return [f"_e = {b}"], "_e", _add(b, disp)
    return [f"_e = {_add(b, disp)}"], "_e", None


# Q8 is the memory as a list of big-endian doublewords, kept beside the bytes (MB) so that an
# aligned ldd is one list index; every store updates both
LOAD = {8: "Q8[_e >> 3]", 4: "LDW(MB, _e)[0]", 2: "LDH(MB, _e)[0]", 1: "MB[_e]"}
STORE = {8: "STQ(MB, _e, {v}); Q8[_e >> 3] = {v}",
         4: "STW(MB, _e, {v} & 0xFFFFFFFF); Q8[_e >> 3] = LDQ(MB, _e & -8)[0]",
         2: "STH(MB, _e, {v} & 0xFFFF); Q8[_e >> 3] = LDQ(MB, _e & -8)[0]",
         1: "MB[_e] = {v} & 0xFF; Q8[_e >> 3] = LDQ(MB, _e & -8)[0]"}


def _add(b: str, disp: int) -> str:
    """``(b + disp) mod 2**64`` with the cheap cases spelled out."""
    if disp == 0:
        return b
    if b == "0":
        return str(disp & M)
    return f"({b} + {disp & M}) & {M}"


def _check(d, n: int, aligned) -> tuple[list[str], tuple[str, int] | None]:
    """The alignment check of an ``n``-byte access, unless the block already showed its base
    register aligned and the address is that base plus a multiple of ``n`` (a scaled index, a
    displacement that is a multiple of n); and what a check shows about the base."""
    if n == 1:
        return [], None
    v = d.values
    follows = (v["u"] or v["m"]) if "x" in v else v["disp"] % n == 0
    b = v["b"]
    if follows and (b == 0 or (aligned or {}).get(f"r{b}", 0) >= n):
        return [], None
    return [f"if _e & {n - 1}: raise Unaligned(_e)"], (f"r{b}", n) if follows and b else None


def g_ld(d, pc, aligned=None):
    n = d.form.attrs["width"]
    lines, _e, base = _ea(d)
    check, shows = _check(d, n, aligned)
    lines += check + ["A(_e)"]
    if base is not None and d.values["b"]:
        lines.append(f"r{d.values['b']} = {base}")
    lines.append(f"{D(d.values['t'])} = {LOAD[n]}")
    return Sem(lines, aligns=shows)


def g_st(d, pc, aligned=None):
    n = d.form.attrs["width"]
    v = d.values
    lines, _e, base = _ea(d)
    lines.insert(0, f"_v = {R(v['r'])}")
    check, shows = _check(d, n, aligned)
    lines += check + ["A(_e)", "if not WR[_e >> 6]: raise ReadOnly(_e)", STORE[n].format(v="_v")]
    if base is not None and v["b"]:
        lines.append(f"r{v['b']} = {base}")
    return Sem(lines, aligns=shows)


# ---------------------------------------------------------------------------- branches

def _after(pc: int, back: str | None) -> str:
    """The address after a branch's delay slot, IAOQ_Back + 4: ``pc + 8`` in sequence; for a
    branch that runs in another branch's delay slot, ``back`` names the local holding that
    branch's IAOQ_Back (the first branch's target)."""
    return str(pc + 8) if back is None else f"(({back} + 4) & {M})"


def _cbranch(d, pc: int, taken: str | None, pre: list[str], back: str | None = None) -> Sem:
    v = d.values
    target = (pc + 8 + v["w"]) & M
    taken = taken or "False"
    lines = pre + [f"_t = {taken}", f"NPC = {target} if _t else {_after(pc, back)}"]
    nul = None
    if v["n"]:
        nul = "_t" if v["w"] >= 0 else "not _t"
    return Sem(lines, nul, "NPC")


def g_cmpb(d, pc, back=None):
    v, op = d.values, d.values["op"]
    w, f = (64 if op in (0x27, 0x2F) else 32), int(op in (0x22, 0x2F))
    return _cbranch(d, pc, cmp_cond(v["c"], f, w, R(v["r1"]), R(v["r2"])), [], back)


CMPIB64 = [(4, 0), (1, 0), (2, 0), (3, 0), (4, 1), (1, 1), (2, 1), (3, 1)]


def g_cmpib(d, pc, back=None):
    v, op = d.values, d.values["op"]
    i = str(v["im5"] & M)
    if op == 0x3B:
        c, f = CMPIB64[v["c"]]
        return _cbranch(d, pc, cmp_cond(c, f, 64, i, R(v["r"])), [], back)
    return _cbranch(d, pc, cmp_cond(v["c"], int(op == 0x23), 32, i, R(v["r"])), [], back)


def g_addib(d, pc, back=None):
    """addib im5,r and addb r1,r2 (ops 0x28/0x2a, the same conditions): add, branch on the
    add condition of the sum."""
    v = d.values
    f = int(v["op"] in (0x2A, 0x2B))
    c, w = (v["c"], 32) if v["c"] < 5 else (v["c"] - 4, 64)
    if "im5" in v:
        i, t = str(v["im5"] & M), v["r"]
        pre = [f"_a = {R(t)}"]
    else:
        i, t = "_b", v["r2"]
        pre = [f"_a = {R(t)}", f"_b = {R(v['r1'])}"]
    cond = add_cond(c, f, w, "_a", i)
    pre.append(f"{D(t)} = (_a + {i}) & {M}")
    return _cbranch(d, pc, cond, pre, back)


def g_movb(d, pc, back=None):
    """movb r,t / movib im5,t: t = the value; branch on the word shift condition of it."""
    v = d.values
    val = str(v["im5"] & M) if "im5" in v else R(v["r"])
    cond = shift_cond(v["c"], 32, "_x") if v["c"] else None
    return _cbranch(d, pc, cond, [f"_x = {val}", f"{D(v['t'])} = _x"], back)


def g_bb(d, pc, back=None):
    """bb: branch on the bit at doubleword position P (0 = the most significant): a word
    position p is P = p + 32; at %sar the word form tests P = 32 + (sar & 31). ``<`` branches
    when the bit is 1, ``>=`` when it is 0."""
    v, fmt = d.values, d.form.fmt.name
    if fmt == "bbs":
        P = "sar" if v["d"] else "(32 + (sar & 31))"
        bit = f"({R(v['r'])} >> (63 - {P})) & 1"
    else:
        P = v["pos"] + (32 if fmt == "bbw" else 0)
        bit = f"({R(v['r'])} >> {63 - P}) & 1"
    return _cbranch(d, pc, f"{bit} == {1 - v['c']}", [], back)


def g_bl(d, pc, back=None):
    v = d.values
    lines = [f"r{v['link']} = {_after(pc, back)}"] if v["link"] else []
    return Sem(lines, "True" if v["n"] else None, str((pc + 8 + v["w"]) & M))


def g_bv(d, pc, back=None):
    v = d.values
    lines = [f"NPC = ({R(v['b'])} + ({R(v['x'])} << 3)) & {M & ~3}"]
    return Sem(lines, "True" if v["n"] else None, "NPC")


def g_bve(d, pc, back=None):
    v = d.values
    lines = [f"NPC = {R(v['b'])} & {M & ~3}"]
    if d.form.fmt.name == "bve" and v["ext3"] == 7:
        lines.append(f"r2 = {_after(pc, back)}")
    return Sem(lines, "True" if v["n"] else None, "NPC")


def g_max2(d, pc):
    """MAX-2 (isa/parisc/max2.py): the form's ``op`` names the lane operation."""
    v, m = d.values, d.form.attrs["op"]
    if m in ("hadd", "hsub"):
        sat = {0x0F: "", 0x0D: "ss", 0x0C: "us", 0x07: "", 0x05: "ss", 0x04: "us"}[v["ext6"]]
        e = f"{m.upper()}({R(v['r1'])}, {R(v['r2'])}, '{sat}')"
    elif m == "havg":
        e = f"HAVG({R(v['r1'])}, {R(v['r2'])})"
    elif m in ("hshladd", "hshradd"):
        e = f"HSHADD({R(v['r1'])}, {v['sa']}, {R(v['r2'])}, {m == 'hshladd'})"
    elif m == "hshl":
        e = f"HSHL({R(v['r'])}, {v['sa']})"
    elif m == "hshr":
        e = f"HSHR({R(v['r'])}, {v['sa']}, {v['se']})"
    elif m in ("mixh", "mixw"):
        e = f"MIX({R(v['r1'])}, {R(v['r2'])}, {v['hw']}, {v['lr']})"
    else:
        e = f"PERMH({R(v['r'])}, {v['c0']}, {v['c1']}, {v['c2']}, {v['c3']})"
    return Sem([f"{D(v['t'])} = {e}"])


GENERATORS = {name[2:]: fn for name, fn in globals().items() if name.startswith("g_")}


BRANCHES = ("cmpb", "cmpib", "addib", "movb", "bb", "bl", "bv", "bve")


def semantics(d, pc: int, aligned: dict | None = None, back: str | None = None) -> Sem:
    """``aligned``: registers the block has already shown aligned (name -> bytes), for loads
    and stores. ``back``: for a branch executing in another branch's delay slot, the name of
    the local holding IAOQ_Back (where the link and the fall-through then point: back + 4)."""
    sem = d.form.attrs["sem"]
    if sem in ("ld", "st", "fld", "fst"):
        return GENERATORS[sem](d, pc, aligned)
    if back is not None and sem in BRANCHES:
        return GENERATORS[sem](d, pc, back)
    return GENERATORS[sem](d, pc)
