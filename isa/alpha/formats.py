"""Alpha instruction formats and syntax as toolkit data (Alpha Architecture Reference Manual,
"Instruction Formats"; docs/references.md 3.1), and the toolkit table built from :mod:`.table`.

Each row of ``table.INSTRUCTIONS`` expands into the toolkit forms of its format: an operate
instruction into its register and literal forms, a memory instruction into ``disp(Rb)`` and the
bare-displacement spelling GNU as accepts, and so on. Pseudo-instructions (``nop``, ``mov``,
``br target``, ``halt``, ...) are alias forms with fixed fields, as binutils' alpha-opc.c has them.
"""
from __future__ import annotations

from isa.toolkit import Completer, Form, Format, RegisterFile, Table, imm, lsb, reg, rel  # noqa: F401

from .table import ALIASES, INSTRUCTIONS, PAL_NAMES, REGISTER_NUMBER, Insn

OP = lsb("op", (31, 26))
RA, RB, RC = lsb("ra", (25, 21)), lsb("rb", (20, 16)), lsb("rc", (4, 0))
FUNC = lsb("func", (11, 5))

_OPERANDS = {"ra": reg("ra"), "rb": reg("rb"), "rc": reg("rc"), "lit": imm("lit"),
             "disp": imm("disp", optional=True), "target": rel("disp", base=4),
             "hint": rel("hint", base=4, wrap=True), "func": imm("func", hex=True)}

FORMATS = {
    # operate, register form: bits 15:13 are SBZ (no field, so the decoder requires zeros)
    "opr": Format("opr", {"op": OP, "ra": RA, "rb": RB, "litflag": lsb("litflag", 12),
                          "func": FUNC, "rc": RC},
                  "%ra,%rb,%rc", _OPERANDS, reads=("ra", "rb"), writes=("rc",), fixed={"litflag": 0}),
    # operate, literal form: an 8-bit zero-extended literal in place of Rb, bit 12 set
    "opr_lit": Format("opr_lit", {"op": OP, "ra": RA, "lit": lsb("lit", (20, 13)),
                                  "litflag": lsb("litflag", 12), "func": FUNC, "rc": RC},
                      "%ra,%lit,%rc", _OPERANDS, reads=("ra",), writes=("rc",), fixed={"litflag": 1}),
    "mem": Format("mem", {"op": OP, "ra": RA, "rb": RB, "disp": lsb("disp", (15, 0), signed=True)},
                  "%ra,%disp(%rb)", _OPERANDS, reads=("rb",), writes=("ra",)),
    # branch: signed 21-bit displacement in words from the updated pc
    "bra": Format("bra", {"op": OP, "ra": RA, "disp": lsb("disp", (20, 0), signed=True, scale=4)},
                  "%ra,%target", _OPERANDS, reads=("ra",)),
    # jump: type in 15:14, a 14-bit branch-prediction hint (word offset of the expected target)
    "jmp": Format("jmp", {"op": OP, "ra": RA, "rb": RB, "func": lsb("func", (15, 14)),
                          "hint": lsb("hint", (13, 0), scale=4)},
                  "%ra,(%rb),%hint", _OPERANDS, reads=("rb",), writes=("ra",)),
    # ret and jsr_coroutine: GNU as reads the third operand as the raw 14-bit hint field
    "jmp_hint": Format("jmp_hint", {"op": OP, "ra": RA, "rb": RB, "func": lsb("func", (15, 14)),
                                    "hint": lsb("hint", (13, 0))},
                       "%ra,(%rb),%hint", {**_OPERANDS, "hint": imm("hint")}, reads=("rb",),
                       writes=("ra",)),
    "pal": Format("pal", {"op": OP, "func": lsb("func", (25, 0))}, "%func", _OPERANDS),
}

_FLOW = {"br": "jump", "bsr": "call", "jmp": "jump", "jsr": "call", "ret": "return",
         "jsr_coroutine": "call", "call_pal": "halt"}


def _forms_of(i: Insn) -> list[Form]:
    """The toolkit forms of one table row."""
    kw = dict(klass=i.klass, attrs={"insn": i})
    if i.fmt == "opr":
        rd = ("ra", "rb", "rc") if i.attrs.get("reads_rc") else None
        rd_lit = ("ra", "rc") if i.attrs.get("reads_rc") else None
        fx = {"op": i.opcode, "func": i.func}
        return [Form(i.mnemonic, FORMATS["opr"], fx, reads=rd, **kw),
                Form(i.mnemonic, FORMATS["opr_lit"], fx, reads=rd_lit, **kw)]
    if i.fmt == "mem":
        rw = dict(reads=("ra", "rb"), writes=()) if i.klass == "st" else {}
        return [Form(i.mnemonic, FORMATS["mem"], {"op": i.opcode}, **rw, **kw),
                Form(i.mnemonic, FORMATS["mem"], {"op": i.opcode, "rb": 31}, syntax="%ra,%disp",
                     alias=True, **rw, **kw)]
    if i.fmt == "bra":
        flow = _FLOW.get(i.mnemonic, "branch")
        if not i.attrs.get("uncond"):
            return [Form(i.mnemonic, FORMATS["bra"], {"op": i.opcode}, flow=flow, **kw)]
        rw = dict(reads=(), writes=("ra",))
        link = 26 if i.mnemonic == "bsr" else 31
        return [Form(i.mnemonic, FORMATS["bra"], {"op": i.opcode}, flow=flow, **rw, **kw),
                Form(i.mnemonic, FORMATS["bra"], {"op": i.opcode, "ra": link}, syntax="%target",
                     flow=flow, alias=True, **rw, **kw)]
    if i.fmt == "jmp":
        return _jump_forms(i, kw)
    return [Form(i.mnemonic, FORMATS["pal"], {"op": i.opcode}, flow="halt", **kw)]


def _jump_forms(i: Insn, kw: dict) -> list[Form]:
    """``jmp Ra,(Rb),hint`` and GNU as's shorter spellings (binutils alpha-opc.c, checked against
    alpha-linux-gnu-as 2.40). jmp/jsr: the hint operand is the expected target address (the
    field holds its word offset from pc+4); Ra defaults to $31 for jmp, $26 for jsr. ret and
    jsr_coroutine: the hint operand is the raw field; Ra defaults to $31, Rb to $26; the hint is 0
    in ``Ra,(Rb)`` and, in the shorter spellings, 1 for ret (the return-stack hint), 0 for
    jsr_coroutine."""
    flow, fx = _FLOW.get(i.mnemonic, "jump"), {"op": i.opcode, "func": i.func}
    if i.mnemonic in ("jmp", "jsr"):
        f, ra = FORMATS["jmp"], 31 if i.mnemonic == "jmp" else 26
        return [Form(i.mnemonic, f, fx, flow=flow, **kw),
                Form(i.mnemonic, f, fx, syntax="%ra,(%rb)", flow=flow, alias=True, **kw),
                Form(i.mnemonic, f, {**fx, "ra": ra}, syntax="(%rb),%hint", flow=flow, alias=True, **kw),
                Form(i.mnemonic, f, {**fx, "ra": ra}, syntax="(%rb)", flow=flow, alias=True, **kw)]
    f, hint = FORMATS["jmp_hint"], int(i.mnemonic == "ret")
    short = (("%ra,(%rb)", {"hint": 0}), ("(%rb),%hint", {"ra": 31}), ("(%rb)", {"ra": 31, "hint": hint}),
             ("%ra", {"rb": 26, "hint": hint}), ("", {"ra": 31, "rb": 26, "hint": hint}))
    return [Form(i.mnemonic, f, fx, flow=flow, **kw)] + [
        Form(i.mnemonic, f, {**fx, **fixed}, syntax=syn, flow=flow, alias=True, **kw) for syn, fixed in short]


def _pseudo(by: dict[str, Insn]) -> list[Form]:
    """GNU as pseudo-instructions, each one table instruction with fixed fields."""
    def op(m: str, canon: str, fixed: dict, syntax: str, lit: bool = False) -> Form:
        i = by[canon]
        fmt = FORMATS["opr_lit" if lit else "opr"] if i.fmt == "opr" else FORMATS[i.fmt]
        return Form(m, fmt, {"op": i.opcode, **({"func": i.func} if i.fmt == "opr" else {}), **fixed},
                    syntax=syntax, klass=i.klass, alias=True, attrs={"insn": i})
    out = [op("nop", "bis", {"ra": 31, "rb": 31, "rc": 31}, ""),
           op("unop", "ldq_u", {"ra": 31, "rb": 30, "disp": 0}, ""),
           op("clr", "bis", {"ra": 31, "rb": 31}, "%rc")]
    for m, canon in (("mov", "bis"), ("not", "ornot"), ("negl", "subl"), ("negq", "subq"),
                     ("sextl", "addl")):
        out += [op(m, canon, {"ra": 31}, "%rb,%rc"), op(m, canon, {"ra": 31}, "%lit,%rc", lit=True)]
    # mov of a constant that does not fit a literal: lda from $31 (16 signed bits)
    out.append(op("mov", "lda", {"rb": 31}, "%disp,%ra"))
    pal = by["call_pal"]
    for name, func in PAL_NAMES.items():
        out.append(Form(name, FORMATS["pal"], {"op": pal.opcode, "func": func}, syntax="",
                        klass=pal.klass, flow="halt", alias=True, attrs={"insn": pal}))
    return out


def _registers() -> RegisterFile:
    return RegisterFile({"gpr": dict(REGISTER_NUMBER)}, {"gpr": lambda n: f"${n}"},
                        {"gpr": lambda n: f"r{n}"}, {"gpr": 31})


def build_table() -> Table:
    by = {i.mnemonic: i for i in INSTRUCTIONS}
    forms = [f for i in INSTRUCTIONS for f in _forms_of(i)]
    for alias, canon in ALIASES.items():     # other spellings of table instructions
        forms += [Form(alias, f.fmt, f.fixed, f.klass, f.flow, f.syntax, f.completers, f.reads,
                       f.writes, True, f.attrs) for f in forms if f.mnemonic == canon]
    return Table(forms + _pseudo(by), _registers(), word_bits=32)


TABLE = build_table()
