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
    """Canonical (trace) name of integer register ``n``."""
    return f"r{n}"


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
    # --- PALcode: only halt (0x0000) is run; the kernels end with it
    Insn("call_pal", "pal", 0x00, 0, "pal", "NPC = PAL({d}, {pc})"),
)

BY_MNEMONIC: dict[str, Insn] = {i.mnemonic: i for i in INSTRUCTIONS}

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
PAL_NAMES = {"halt": 0x0000, "callsys": 0x0083, "bpt": 0x0080, "imb": 0x0086}
