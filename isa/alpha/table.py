"""The Alpha integer instruction table: the single source of truth for this ISA.

Each :class:`Insn` names a mnemonic, its format (the fields and operand syntax of
:mod:`isa.alpha.formats`, toolkit data), its opcode and function code (Alpha Architecture Reference Manual; checked word for word
against ``alpha-linux-gnu-as`` 2.40, docs/references.md 3.1), its instruction class for the cost models
(the classes of GCC's ``ev4.md``/``ev5.md``: iadd, ilog, icmp, icmov, shift, imul, ld, st, ibr, jsr),
and its semantics as a Python statement template. The assembler, the decoder, the disassembler and
the interpreter (which compiles the templates into Python) all read this table, through the
toolkit table that :mod:`isa.alpha.formats` builds from it.

Semantics templates use 64-bit unsigned Python ints. Placeholders: ``{a}``/``{b}`` source values
(a register local or a literal), ``{c}`` the destination local (``{A}`` for the Ra destination of
memory and branch formats), ``{d}`` the displacement, ``{F}`` the fall-through address, ``{T}`` the
branch target. ``M`` is 2**64-1; ``EA``/``NPC`` are scratch names the interpreter provides.
"""
from __future__ import annotations

from dataclasses import dataclass, field

M = 0xFFFFFFFFFFFFFFFF
SIGN = 0x8000000000000000

# Register names: $0..$31 (GNU as) and the software names of <asm/regdef.h>.
ABI_NAMES = (["v0"] + [f"t{i}" for i in range(8)] + [f"s{i}" for i in range(6)] + ["fp"]
             + [f"a{i}" for i in range(6)] + ["t8", "t9", "t10", "t11", "ra", "t12", "at", "gp",
                                                "sp", "zero"])
REGISTER_NUMBER: dict[str, int] = {f"${i}": i for i in range(32)}
REGISTER_NUMBER.update({n: i for i, n in enumerate(ABI_NAMES)})
REGISTER_NUMBER.update({f"${n}": i for i, n in enumerate(ABI_NAMES)})
REGISTER_NUMBER.update({"s6": 15, "$s6": 15, "pv": 27, "$pv": 27})
REGISTER_NUMBER.update({f"r{i}": i for i in range(32)})
REGISTER_NUMBER.update({f"$r{i}": i for i in range(32)})      # GNU as accepts $rN too


def reg_name(n: int) -> str:
    """Canonical (trace) name of register key ``n``: r0..r31, then f0..f31 as keys 32..63."""
    return f"r{n}" if n < 32 else f"f{n - 32}"


@dataclass(frozen=True)
class Insn:
    mnemonic: str
    fmt: str
    opcode: int
    func: int           # operate function (7 bits), jump type (2 bits); unused otherwise
    klass: str
    sem: str            # Python statement template
    attrs: dict = field(default_factory=dict, hash=False, compare=False)

    @property
    def key(self) -> tuple[int, int]:
        return (self.opcode, self.func if self.fmt in ("opr", "jmp") else 0)


def Q(e: str) -> str:
    """A quadword result: wrap to 64 bits."""
    return f"(({e}) & 0xFFFFFFFFFFFFFFFF)"


def L(e: str) -> str:
    """A longword result: low 32 bits, sign-extended to 64 (ADDL, SUBL, MULL, LDL)."""
    return f"(((((({e}) & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000)) & 0xFFFFFFFFFFFFFFFF)"


def S(e: str) -> str:
    """Order-preserving map of a 64-bit two's-complement value for signed comparison."""
    return f"(({e}) ^ 0x8000000000000000)"


SH = "(({b} & 7) * 8)"          # byte-lane shift of the byte-manipulation instructions


def _opr(m, op, fn, k, expr, **attrs):
    return Insn(m, "opr", op, fn, k, "{c} = " + expr, attrs)


def _cmov(m, fn, cond):
    return Insn(m, "opr", 0x11, fn, "icmov", "{c} = {b} if (" + cond.format(x="{a}") + ") else {c}",
                {"reads_rc": True})


# Branch / cmov conditions on a 64-bit value x (ARM: signed, low bit).
COND = {
    "eq": "{x} == 0", "ne": "{x} != 0", "lt": "{x} >> 63", "ge": "not {x} >> 63",
    "le": "{x} == 0 or {x} >> 63", "gt": "{x} != 0 and not {x} >> 63",
    "lbs": "{x} & 1", "lbc": "not {x} & 1",
}


def _ext_l(m, fn, width):
    return _opr(m, 0x12, fn, "shift", f"(({{a}} >> {SH}) & {width:#x})")


def _ext_h(m, fn, width):
    return _opr(m, 0x12, fn, "shift", f"(({{a}} << ((64 - {SH}) & 63)) & {width:#x})")


def _ins_l(m, fn, width):
    return _opr(m, 0x12, fn, "shift", Q(f"({{a}} & {width:#x}) << {SH}"))


def _ins_h(m, fn, width):
    return _opr(m, 0x12, fn, "shift", f"((({{a}} & {width:#x}) >> (64 - {SH})) if {{b}} & 7 else 0)")


def _msk_l(m, fn, width):
    return _opr(m, 0x12, fn, "shift", f"({{a}} & ~({width:#x} << {SH}))")


def _msk_h(m, fn, width):
    return _opr(m, 0x12, fn, "shift", f"({{a}} & ~(({width:#x} << {SH}) >> 64))")


W8, W16, W32, W64 = 0xFF, 0xFFFF, 0xFFFFFFFF, M

_LD_CHECK = "EA = {ea}\nif EA & {al}: raise Unaligned(EA)\nAPP(EA)\n"
_ST_CHECK = "EA = {ea}\nif EA & {al}: raise Unaligned(EA)\nAPP(EA)\nif not WR[EA >> 6]: raise ReadOnly(EA)\n"
EA = "(({b} + {d}) & 0xFFFFFFFFFFFFFFFF)"


# ---------------------------------------------------------------------------------------------
# The rest of the user-mode architecture (Alpha Architecture Handbook v4, EC-QD2KC-TE, ch. 4 and
# appendix C "Instruction Summary"; words checked against alpha-linux-gnu-as 2.40 -mev67,
# tests/test_alpha_whole_isa.py). ``attrs["ext"]`` names the extension an instruction belongs to
# (bwx, fix, cix, mvi; "ev6" for the 21264's cache hints): a core without it refuses it.
#
# Floating-point registers hold 64-bit patterns (the register format: T for IEEE, S widened to
# T as LDS does it); the templates convert through the helpers the interpreter binds (T2F/F2T:
# bits <-> Python float; RS: round to single; S2T/T2S: memory S format <-> register format).
# FP operate words carry a 5-bit qualifier (bits 15:11: trap 15:13, rounding 12:11) that
# ``QUALS`` spells; ``{q}`` in a template is its value. Rounding: /c (chopped) and /m (minus
# infinity) are run by the add, subtract, multiply, divide and conversion rows (``directed``: the
# template used for them, ``{m}`` the rounding field, exact through fractions) and CVTTQ;
# no qualifier and /d (dynamic: the FPCR's default) round to nearest; square roots always round
# to nearest. Trap qualifiers are only encoded (no FP arithmetic traps: IEEE results, inf, NaN).
#
# Qualifier sets: name -> qual field (trap << 2 | rounding; rounding c=0 m=1 normal=2 d=3).
def _q(traps: dict[str, int], rounds: dict[str, int] | None = None) -> dict[str, int]:
    rounds = {"": 2, "c": 0, "m": 1, "d": 3} if rounds is None else rounds
    return {t + r: tv << 2 | rv for t, tv in traps.items() for r, rv in rounds.items()}


QUALS = {
    "none": {"": 0},
    "norm": {"": 2},
    "ieee": _q({"": 0, "u": 1, "su": 5, "sui": 7}),
    "ieee_cmp": {"": 2, "su": 0x16},
    "ieee_cvtq": _q({"": 0, "sui": 7}),
    "ieee_cvttq": _q({"": 0, "v": 1, "sv": 5, "svi": 7}),
    "ieee_cvtst": {"": 0x0A, "s": 0x1A},
    "cvtql": {"": 0, "v": 4, "sv": 0x14},
    "vax": _q({"": 0, "u": 1, "s": 4, "su": 5}, {"": 2, "c": 0}),
    "vax_cmp": {"": 2, "s": 0x12},
    "vax_cvtq": _q({"": 0, "v": 1, "s": 4, "sv": 5}, {"": 2, "c": 0}),
    "vax_cvt": {"": 2, "c": 0},
}

FMASK = 0x7FFFFFFFFFFFFFFF
FCOND = {       # FP branch / FCMOV conditions on a register pattern x (+0 and -0 both zero)
    "eq": f"({{x}} & {FMASK:#x}) == 0", "ne": f"({{x}} & {FMASK:#x}) != 0",
    "lt": f"{{x}} >> 63 and {{x}} & {FMASK:#x}", "ge": f"not {{x}} >> 63 or not {{x}} & {FMASK:#x}",
    "le": f"{{x}} >> 63 or not {{x}} & {FMASK:#x}", "gt": f"not {{x}} >> 63 and {{x}} & {FMASK:#x}",
}


def _fp(m, op, func, k, sem, quals="none", fmt="fp", **attrs):
    """An FP operate row: ``func`` is the 11-bit function of the plain mnemonic (ARM appendix
    C); its low 6 bits are the operation, its qualifier bits come from ``QUALS[quals]``.
    ``sem`` is the result expression (a whole statement where it holds ``=``)."""
    stmt = sem if " = " in sem else "{c} = " + sem
    return Insn(m, fmt, op, func & 0x3F if fmt != "ftoi" else func, k, stmt, {"quals": quals, **attrs})


def _vax(m, op, func, fmt="fp", quals="vax", k="fadd"):
    return _fp(m, op, func, k, "VAXFP()", quals, fmt, vax=True)


T = "T2F({a})", "T2F({b})"
_ARITH = (("add", 0x0, "fadd", "F2T({r}(T2F({a}) + T2F({b})))"), ("sub", 0x1, "fadd", "F2T({r}(T2F({a}) - T2F({b})))"),
          ("mul", 0x2, "fmul", "F2T({r}(T2F({a}) * T2F({b})))"), ("div", 0x3, "fdiv", "F2T({r}(FDIV(T2F({a}), T2F({b}))))"))
_SX8 = "((({b} & 0xFF) ^ 0x80) - 0x80) & 0xFFFFFFFFFFFFFFFF"
_SX16 = "((({b} & 0xFFFF) ^ 0x8000) - 0x8000) & 0xFFFFFFFFFFFFFFFF"


def _mvi(m, fn, width, signed, pick):
    return _opr(m, 0x1C, fn, "mvi", f"LANES({{a}}, {{b}}, {width}, {signed}, '{pick}')", ext="mvi")


def _misc(m, func, syntax, sem="pass", k="mb", **attrs):
    """Opcode 0x18 (memory format, function code in the displacement field)."""
    return Insn(m, "misc", 0x18, func, k, sem, {"syntax": syntax, **attrs})


WHOLE_ISA: tuple[Insn, ...] = (
    # --- integer with overflow trap (/v, ARM 4.4): OVL/OVQ take the exact signed result and
    # stop the run with an integer overflow report where it does not fit (SXL/SXQ: signed operands)
    *(_opr(m, op, fn, k, e, completer="v", width={"l": "l", "q": "q"}[m[3]]) for m, op, fn, k, e in (
        ("addl", 0x10, 0x40, "iadd", "OVL(SXL({a}) + SXL({b}))"), ("addq", 0x10, 0x60, "iadd", "OVQ(SXQ({a}) + SXQ({b}))"),
        ("subl", 0x10, 0x49, "iadd", "OVL(SXL({a}) - SXL({b}))"), ("subq", 0x10, 0x69, "iadd", "OVQ(SXQ({a}) - SXQ({b}))"),
        ("mull", 0x13, 0x40, "imul", "OVL(SXL({a}) * SXL({b}))"), ("mulq", 0x13, 0x60, "imul", "OVQ(SXQ({a}) * SXQ({b}))"))),
    _opr("amask", 0x11, 0x61, "ilog", "({b} & ~0x107)", one="b"),   # the interpreter has BWX FIX CIX MVI
    _opr("implver", 0x11, 0x6C, "ilog", "2", one="implver"),        # 2: the interpreter is EV6-like
    # --- load locked / store conditional (a uniprocessor: the store always succeeds)
    Insn("ldl_l", "mem", 0x2A, 0, "ld",
         _LD_CHECK.format(ea=EA, al=3) + "{A} = ML[EA >> 2] & 0xFFFFFFFFFFFFFFFF", {"width": 4}),
    Insn("ldq_l", "mem", 0x2B, 0, "ld", _LD_CHECK.format(ea=EA, al=7) + "{A} = MQ[EA >> 3]", {"width": 8}),
    Insn("stl_c", "mem", 0x2E, 0, "st", _ST_CHECK.format(ea=EA, al=3)
         + "ML[EA >> 2] = (({a} & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000\n{A} = 1", {"width": 4, "cond_store": True}),
    Insn("stq_c", "mem", 0x2F, 0, "st", _ST_CHECK.format(ea=EA, al=7) + "MQ[EA >> 3] = {a}\n{A} = 1",
         {"width": 8, "cond_store": True}),
    # --- BWX: byte/word memory and sign extension (21164A, EV56)
    Insn("ldbu", "mem", 0x0A, 0, "ld", "EA = " + EA + "\nAPP(EA)\n{A} = MB[EA]", {"width": 1, "ext": "bwx"}),
    Insn("ldwu", "mem", 0x0C, 0, "ld", _LD_CHECK.format(ea=EA, al=1) + "{A} = MW[EA >> 1]", {"width": 2, "ext": "bwx"}),
    Insn("stw", "mem", 0x0D, 0, "st", _ST_CHECK.format(ea=EA, al=1) + "MW[EA >> 1] = {a} & 0xFFFF",
         {"width": 2, "ext": "bwx"}),
    Insn("stb", "mem", 0x0E, 0, "st", "EA = " + EA + "\nAPP(EA)\nif not WR[EA >> 6]: raise ReadOnly(EA)\nMB[EA] = {a} & 0xFF",
         {"width": 1, "ext": "bwx"}),
    _opr("sextb", 0x1C, 0x00, "shift", _SX8, ext="bwx", one="b", nolit=True),
    _opr("sextw", 0x1C, 0x01, "shift", _SX16, ext="bwx", one="b", nolit=True),
    # --- CIX: count (21264A, EV67)
    _opr("ctpop", 0x1C, 0x30, "cix", "bin({b}).count('1')", ext="cix", one="b", nolit=True),
    _opr("ctlz", 0x1C, 0x32, "cix", "(64 - ({b}).bit_length())", ext="cix", one="b", nolit=True),
    _opr("cttz", 0x1C, 0x33, "cix", "((({b} & -{b}).bit_length() - 1) if {b} else 64)", ext="cix", one="b", nolit=True),
    # --- MVI: motion video (21164PC, PCA56)
    _opr("perr", 0x1C, 0x31, "mvi", "PERR({a}, {b})", ext="mvi", nolit=True),
    _opr("unpkbw", 0x1C, 0x34, "mvi", "(({b} & 0xFF) | ({b} & 0xFF00) << 8 | ({b} & 0xFF0000) << 16 | ({b} & 0xFF000000) << 24)",
         ext="mvi", one="b", nolit=True),
    _opr("unpkbl", 0x1C, 0x35, "mvi", "(({b} & 0xFF) | ({b} & 0xFF00) << 24)", ext="mvi", one="b", nolit=True),
    _opr("pkwb", 0x1C, 0x36, "mvi", "(({b} & 0xFF) | ({b} >> 8 & 0xFF00) | ({b} >> 16 & 0xFF0000) | ({b} >> 24 & 0xFF000000))",
         ext="mvi", one="b", nolit=True),
    _opr("pklb", 0x1C, 0x37, "mvi", "(({b} & 0xFF) | ({b} >> 24 & 0xFF00))", ext="mvi", one="b", nolit=True),
    _mvi("minsb8", 0x38, 8, True, "min"), _mvi("minsw4", 0x39, 16, True, "min"),
    _mvi("minub8", 0x3A, 8, False, "min"), _mvi("minuw4", 0x3B, 16, False, "min"),
    _mvi("maxub8", 0x3C, 8, False, "max"), _mvi("maxuw4", 0x3D, 16, False, "max"),
    _mvi("maxsb8", 0x3E, 8, True, "max"), _mvi("maxsw4", 0x3F, 16, True, "max"),
    # --- floating-point memory (ARM 4.8): F/G VAX formats assemble and decode only
    Insn("ldf", "fmem", 0x20, 0, "ld", "VAXFP()", {"width": 4, "vax": True}),
    Insn("ldg", "fmem", 0x21, 0, "ld", "VAXFP()", {"width": 8, "vax": True}),
    Insn("lds", "fmem", 0x22, 0, "ld", _LD_CHECK.format(ea=EA, al=3) + "{A} = S2T(ML[EA >> 2] & 0xFFFFFFFF)", {"width": 4}),
    Insn("ldt", "fmem", 0x23, 0, "ld", _LD_CHECK.format(ea=EA, al=7) + "{A} = MQ[EA >> 3]", {"width": 8}),
    Insn("stf", "fmem", 0x24, 0, "st", "VAXFP()", {"width": 4, "vax": True}),
    Insn("stg", "fmem", 0x25, 0, "st", "VAXFP()", {"width": 8, "vax": True}),
    Insn("sts", "fmem", 0x26, 0, "st", _ST_CHECK.format(ea=EA, al=3)
         + "ML[EA >> 2] = ((T2S({a})) ^ 0x80000000) - 0x80000000", {"width": 4}),
    Insn("stt", "fmem", 0x27, 0, "st", _ST_CHECK.format(ea=EA, al=7) + "MQ[EA >> 3] = {a}", {"width": 8}),
    # --- floating-point branches (ARM 4.9)
    *(Insn("fb" + c, "fbra", op, 0, "fbr", "NPC = {T} if (" + FCOND[c].format(x="{a}") + ") else {F}")
      for c, op in (("eq", 0x31), ("lt", 0x32), ("le", 0x33), ("ne", 0x35), ("ge", 0x36), ("gt", 0x37))),
    # --- IEEE operate, opcode 0x16 (ARM 4.10)
    # S operands are read as the register format's S bits (bits 63:62 and 58:29; the low
    # fraction bits of a T value are ignored, as the hardware and QEMU do: S2F)
    *(_fp(n + w, 0x16, fn | (0x80 if w == "s" else 0xA0), k,
          sem.format(r="RS" if w == "s" else "", a="{a}", b="{b}").replace("T2F", "S2F" if w == "s" else "T2F"),
          "ieee", width=w, directed=f"F2T(DIR({'S2F' if w == 's' else 'T2F'}({{a}}), {'S2F' if w == 's' else 'T2F'}({{b}}), "
                                    f"'{'+-*/'[fn]}', {{m}}, {int(w == 's')}))")
      for n, fn, k, sem in _ARITH for w in "st"),
    _fp("cmptun", 0x16, 0x0A4, "fadd", "(0x4000000000000000 if UNORD(T2F({a}), T2F({b})) else 0)", "ieee_cmp"),
    _fp("cmpteq", 0x16, 0x0A5, "fadd", "(0x4000000000000000 if T2F({a}) == T2F({b}) else 0)", "ieee_cmp"),
    _fp("cmptlt", 0x16, 0x0A6, "fadd", "(0x4000000000000000 if T2F({a}) < T2F({b}) else 0)", "ieee_cmp"),
    _fp("cmptle", 0x16, 0x0A7, "fadd", "(0x4000000000000000 if T2F({a}) <= T2F({b}) else 0)", "ieee_cmp"),
    _fp("cvtts", 0x16, 0x0AC, "fadd", "F2T(RS(T2F({b})))", "ieee", "fp1",
        directed="F2T(DIR(T2F({b}), 0.0, '+', {m}, 1))"),
    _fp("cvttq", 0x16, 0x0AF, "fadd", "CVTTQ({b}, {q})", "ieee_cvttq", "fp1"),
    _fp("cvtqs", 0x16, 0x0BC, "fadd", "F2T(QROUND({b}, 24))", "ieee_cvtq", "fp1",
        directed="F2T(DIRQ({b}, {m}, 1))"),
    _fp("cvtqt", 0x16, 0x0BE, "fadd", "F2T(QROUND({b}, 53))", "ieee_cvtq", "fp1",
        directed="F2T(DIRQ({b}, {m}, 0))"),
    _fp("cvtst", 0x16, 0x2AC, "fadd", "{b}", "ieee_cvtst", "fp1"),
    # --- VAX operate, opcode 0x15: assembled and decoded, not executed
    *(_vax(n + w, 0x15, fn | (0x80 if w == "f" else 0xA0)) for n, fn, _, _ in _ARITH for w in "fg"),
    _vax("cmpgeq", 0x15, 0x0A5, quals="vax_cmp"), _vax("cmpglt", 0x15, 0x0A6, quals="vax_cmp"),
    _vax("cmpgle", 0x15, 0x0A7, quals="vax_cmp"),
    _vax("cvtdg", 0x15, 0x09E, "fp1"), _vax("cvtgf", 0x15, 0x0AC, "fp1"), _vax("cvtgd", 0x15, 0x0AD, "fp1"),
    _vax("cvtgq", 0x15, 0x0AF, "fp1", "vax_cvtq"), _vax("cvtqf", 0x15, 0x0BC, "fp1", "vax_cvt"),
    _vax("cvtqg", 0x15, 0x0BE, "fp1", "vax_cvt"),
    # --- FP sign copy, FPCR, conditional move, longword conversions: opcode 0x17
    _fp("cvtlq", 0x17, 0x010, "fadd", "LQ({b})", fmt="fp1"),
    _fp("cpys", 0x17, 0x020, "fcpy", "(({a} & 0x8000000000000000) | ({b} & 0x7FFFFFFFFFFFFFFF))"),
    _fp("cpysn", 0x17, 0x021, "fcpy", "((~{a} & 0x8000000000000000) | ({b} & 0x7FFFFFFFFFFFFFFF))"),
    _fp("cpyse", 0x17, 0x022, "fcpy", "(({a} & 0xFFF0000000000000) | ({b} & 0x000FFFFFFFFFFFFF))"),
    _fp("mt_fpcr", 0x17, 0x024, "fpcr", "FPCR[0] = {a}", fmt="fpcr", mt=True),
    _fp("mf_fpcr", 0x17, 0x025, "fpcr", "{c} = FPCR[0]", fmt="fpcr"),
    *(_fp("fcmov" + c, 0x17, fn, "fadd", "{b} if (" + FCOND[c].format(x="{a}") + ") else {c}", reads_rc=True)
      for c, fn in (("eq", 0x2A), ("ne", 0x2B), ("lt", 0x2C), ("ge", 0x2D), ("le", 0x2E), ("gt", 0x2F))),
    _fp("cvtql", 0x17, 0x030, "fadd", "QL({b})", "cvtql", "fp1"),
    # --- FIX: square root and integer <-> FP register moves (opcode 0x14; 0x1C for ftoi)
    _fp("itofs", 0x14, 0x004, "fadd", "S2T({a} & 0xFFFFFFFF)", fmt="itof", ext="fix"),
    _fp("itoff", 0x14, 0x014, "fadd", "VAXFP()", fmt="itof", ext="fix", vax=True),
    _fp("itoft", 0x14, 0x024, "fadd", "{a}", fmt="itof", ext="fix"),
    _fp("sqrtf", 0x14, 0x08A, "fsqrt", "VAXFP()", "vax", "fp1", ext="fix", vax=True, width="s"),
    _fp("sqrts", 0x14, 0x08B, "fsqrt", "F2T(RS(FSQRT(S2F({b}))))", "ieee", "fp1", ext="fix", width="s"),
    _fp("sqrtg", 0x14, 0x0AA, "fsqrt", "VAXFP()", "vax", "fp1", ext="fix", vax=True, width="t"),
    _fp("sqrtt", 0x14, 0x0AB, "fsqrt", "F2T(FSQRT(T2F({b})))", "ieee", "fp1", ext="fix", width="t"),
    _fp("ftoit", 0x1C, 0x070, "fadd", "{a}", fmt="ftoi", ext="fix"),
    _fp("ftois", 0x1C, 0x078, "fadd", "((T2S({a}) ^ 0x80000000) - 0x80000000) & 0xFFFFFFFFFFFFFFFF", fmt="ftoi", ext="fix"),
    # --- barriers, cycle counter, cache hints: opcode 0x18 (ARM 4.11)
    _misc("trapb", 0x0000, "", k="trapb"), _misc("excb", 0x0400, "", k="trapb"),
    _misc("mb", 0x4000, ""), _misc("wmb", 0x4400, ""),
    _misc("fetch", 0x8000, "(%rb)", k="misc"), _misc("fetch_m", 0xA000, "(%rb)", k="misc"),
    _misc("rpcc", 0xC000, "%ra", "{A} = RPCC()", "rpcc", rb=31),
    _misc("rc", 0xE000, "%ra", "{A} = 0", "misc"), _misc("rs", 0xF000, "%ra", "{A} = 0", "misc"),
    _misc("ecb", 0xE800, "(%rb)", k="misc", ext="ev6"), _misc("wh64", 0xF800, "(%rb)", k="misc", ext="ev6"),
    _misc("wh64en", 0xFC00, "(%rb)", k="misc", ext="ev6"),
)


INSTRUCTIONS: tuple[Insn, ...] = (
    # --- opcode 0x10: integer arithmetic (function codes: docs/references.md 3.1, binutils alpha-opc.c)
    _opr("addl", 0x10, 0x00, "iadd", L("{a} + {b}")),
    _opr("s4addl", 0x10, 0x02, "iadd", L("({a} << 2) + {b}")),
    _opr("subl", 0x10, 0x09, "iadd", L("{a} - {b}")),
    _opr("s4subl", 0x10, 0x0B, "iadd", L("({a} << 2) - {b}")),
    _opr("cmpbge", 0x10, 0x0F, "icmp", "CMPBGE({a}, {b})"),
    _opr("s8addl", 0x10, 0x12, "iadd", L("({a} << 3) + {b}")),
    _opr("s8subl", 0x10, 0x1B, "iadd", L("({a} << 3) - {b}")),
    _opr("cmpult", 0x10, 0x1D, "icmp", "(1 if {a} < {b} else 0)"),
    _opr("addq", 0x10, 0x20, "iadd", Q("{a} + {b}")),
    _opr("s4addq", 0x10, 0x22, "iadd", Q("({a} << 2) + {b}")),
    _opr("subq", 0x10, 0x29, "iadd", Q("{a} - {b}")),
    _opr("s4subq", 0x10, 0x2B, "iadd", Q("({a} << 2) - {b}")),
    _opr("cmpeq", 0x10, 0x2D, "icmp", "(1 if {a} == {b} else 0)"),
    _opr("s8addq", 0x10, 0x32, "iadd", Q("({a} << 3) + {b}")),
    _opr("s8subq", 0x10, 0x3B, "iadd", Q("({a} << 3) - {b}")),
    _opr("cmpule", 0x10, 0x3D, "icmp", "(1 if {a} <= {b} else 0)"),
    _opr("cmplt", 0x10, 0x4D, "icmp", f"(1 if {S('{a}')} < {S('{b}')} else 0)"),
    _opr("cmple", 0x10, 0x6D, "icmp", f"(1 if {S('{a}')} <= {S('{b}')} else 0)"),
    # --- opcode 0x11: logical and conditional move
    _opr("and", 0x11, 0x00, "ilog", "({a} & {b})"),
    _opr("bic", 0x11, 0x08, "ilog", "({a} & ({b} ^ 0xFFFFFFFFFFFFFFFF))"),
    _cmov("cmovlbs", 0x14, COND["lbs"]),
    _cmov("cmovlbc", 0x16, COND["lbc"]),
    _opr("bis", 0x11, 0x20, "ilog", "({a} | {b})"),
    _cmov("cmoveq", 0x24, COND["eq"]),
    _cmov("cmovne", 0x26, COND["ne"]),
    _opr("ornot", 0x11, 0x28, "ilog", "({a} | ({b} ^ 0xFFFFFFFFFFFFFFFF))"),
    _opr("xor", 0x11, 0x40, "ilog", "({a} ^ {b})"),
    _cmov("cmovlt", 0x44, COND["lt"]),
    _cmov("cmovge", 0x46, COND["ge"]),
    _opr("eqv", 0x11, 0x48, "ilog", "({a} ^ {b} ^ 0xFFFFFFFFFFFFFFFF)"),
    _cmov("cmovle", 0x64, COND["le"]),
    _cmov("cmovgt", 0x66, COND["gt"]),
    # --- opcode 0x12: shifts and byte manipulation (ARM 4.6)
    _msk_l("mskbl", 0x02, W8), _ext_l("extbl", 0x06, W8), _ins_l("insbl", 0x0B, W8),
    _msk_l("mskwl", 0x12, W16), _ext_l("extwl", 0x16, W16), _ins_l("inswl", 0x1B, W16),
    _msk_l("mskll", 0x22, W32), _ext_l("extll", 0x26, W32), _ins_l("insll", 0x2B, W32),
    _opr("zap", 0x12, 0x30, "shift", "({a} & ZAPNOT[({b} & 0xFF) ^ 0xFF])"),
    _opr("zapnot", 0x12, 0x31, "shift", "({a} & ZAPNOT[{b} & 0xFF])"),
    _msk_l("mskql", 0x32, W64),
    _opr("srl", 0x12, 0x34, "shift", "({a} >> ({b} & 63))"),
    _ext_l("extql", 0x36, W64),
    _opr("sll", 0x12, 0x39, "shift", Q("{a} << ({b} & 63)")),
    _ins_l("insql", 0x3B, W64),
    _opr("sra", 0x12, 0x3C, "shift", Q(f"({S('{a}')} - 0x8000000000000000) >> ({{b}} & 63)")),
    _msk_h("mskwh", 0x52, W16), _ins_h("inswh", 0x57, W16), _ext_h("extwh", 0x5A, W16),
    _msk_h("msklh", 0x62, W32), _ins_h("inslh", 0x67, W32), _ext_h("extlh", 0x6A, W32),
    _msk_h("mskqh", 0x72, W64), _ins_h("insqh", 0x77, W64), _ext_h("extqh", 0x7A, W64),
    # --- opcode 0x13: integer multiply (latency differs by width: attrs["width"])
    _opr("mull", 0x13, 0x00, "imul", L("{a} * {b}"), width="l"),
    _opr("mulq", 0x13, 0x20, "imul", Q("{a} * {b}"), width="q"),
    _opr("umulh", 0x13, 0x30, "imul", "(({a} * {b}) >> 64)", width="h"),
    # --- memory format
    Insn("lda", "mem", 0x08, 0, "iadd", "{A} = " + EA),
    Insn("ldah", "mem", 0x09, 0, "iadd", "{A} = " + Q("{b} + ({d} << 16)")),
    Insn("ldq_u", "mem", 0x0B, 0, "ld",
         "EA = " + EA + " & ~7\nAPP(EA)\n{A} = MQ[EA >> 3]", {"width": 8, "unaligned": True}),
    Insn("stq_u", "mem", 0x0F, 0, "st",
         "EA = " + EA + " & ~7\nAPP(EA)\nif not WR[EA >> 6]: raise ReadOnly(EA)\nMQ[EA >> 3] = {a}",
         {"width": 8, "unaligned": True}),
    Insn("ldl", "mem", 0x28, 0, "ld",
         _LD_CHECK.format(ea=EA, al=3) + "{A} = ML[EA >> 2] & 0xFFFFFFFFFFFFFFFF", {"width": 4}),
    Insn("ldq", "mem", 0x29, 0, "ld", _LD_CHECK.format(ea=EA, al=7) + "{A} = MQ[EA >> 3]",
         {"width": 8}),
    Insn("stl", "mem", 0x2C, 0, "st",
         _ST_CHECK.format(ea=EA, al=3) + "ML[EA >> 2] = (({a} & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000",
         {"width": 4}),
    Insn("stq", "mem", 0x2D, 0, "st", _ST_CHECK.format(ea=EA, al=7) + "MQ[EA >> 3] = {a}",
         {"width": 8}),
    # --- branch format
    Insn("br", "bra", 0x30, 0, "ibr", "{A} = {F}\nNPC = {T}", {"uncond": True}),
    Insn("bsr", "bra", 0x34, 0, "ibr", "{A} = {F}\nNPC = {T}", {"uncond": True, "call": True}),
    *(Insn("b" + c, "bra", op, 0, "ibr", "NPC = {T} if (" + COND[c].format(x="{a}") + ") else {F}")
      for c, op in (("lbc", 0x38), ("eq", 0x39), ("lt", 0x3A), ("le", 0x3B), ("lbs", 0x3C),
                    ("ne", 0x3D), ("ge", 0x3E), ("gt", 0x3F))),
    # --- jump format (opcode 0x1a, type in bits 15:14); the target is read before Ra is written
    *(Insn(m, "jmp", 0x1A, t, "jsr", "NPC = {b} & ~3\n{A} = {F}", {"jtype": t})
      for m, t in (("jmp", 0), ("jsr", 1), ("ret", 2), ("jsr_coroutine", 3))),
    # --- PALcode: halt stops the run; bpt and gentrap stop it with a report; imb is a no-op
    Insn("call_pal", "pal", 0x00, 0, "pal", "NPC = PAL({d}, {pc})"),
    *WHOLE_ISA,
)

BY_MNEMONIC: dict[str, Insn] = {}
for _i in INSTRUCTIONS:                 # the first row of a mnemonic (addl, not addl/v)
    BY_MNEMONIC.setdefault(_i.mnemonic, _i)

# Byte masks for ZAP/ZAPNOT: ZAPNOT[m] keeps byte i where bit i of m is set.
ZAPNOT = tuple(sum(0xFF << (8 * i) for i in range(8) if m >> i & 1) for m in range(256))


def cmpbge(a: int, b: int) -> int:
    """CMPBGE: bit i set where byte i of a >= byte i of b (unsigned)."""
    r = 0
    for i in range(8):
        if (a >> 8 * i) & 0xFF >= (b >> 8 * i) & 0xFF:
            r |= 1 << i
    return r


# Other spellings GNU as accepts for table instructions (binutils alpha-opc.c).
ALIASES = {"or": "bis", "andnot": "bic", "xornot": "eqv", "jcr": "jsr_coroutine"}

# PALcode function names GNU as accepts as mnemonics.
PAL_NAMES = {"halt": 0x0000, "callsys": 0x0083, "bpt": 0x0080, "imb": 0x0086, "gentrap": 0x00AA,
             "rduniq": 0x009E, "wruniq": 0x009F}
