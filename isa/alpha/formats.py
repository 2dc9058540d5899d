"""Alpha instruction formats and syntax as toolkit data (Alpha Architecture Reference Manual,
"Instruction Formats"; docs/references.md 3.1), and the toolkit table built from :mod:`.table`.

Each row of ``table.INSTRUCTIONS`` expands into the toolkit forms of its format: an operate
instruction into its register and literal forms, a memory instruction into ``disp(Rb)`` and the
bare-displacement spelling GNU as accepts, and so on. Pseudo-instructions (``nop``, ``mov``,
``br target``, ``halt``, ...) are alias forms with fixed fields, as binutils' alpha-opc.c has them.
"""
from __future__ import annotations

from isa.toolkit import Completer, Form, Format, RegisterFile, Table, imm, lsb, reg, rel  # noqa: F401

from .table import ALIASES, INSTRUCTIONS, PAL_NAMES, QUALS, REGISTER_NUMBER, Insn

OP = lsb("op", (31, 26))
RA, RB, RC = lsb("ra", (25, 21)), lsb("rb", (20, 16)), lsb("rc", (4, 0))
FUNC = lsb("func", (11, 5))

_OPERANDS = {"ra": reg("ra"), "rb": reg("rb"), "rc": reg("rc"), "lit": imm("lit"),
             "disp": imm("disp", optional=True), "target": rel("disp", base=4),
             "hint": rel("hint", base=4, wrap=True), "func": imm("func", hex=True),
             "fa": reg("fa", "fpr"), "fb": reg("fb", "fpr"), "fc": reg("fc", "fpr")}
FA, FB, FC = lsb("fa", (25, 21)), lsb("fb", (20, 16)), lsb("fc", (4, 0))
QUAL, FN = lsb("qual", (15, 11)), lsb("fn", (10, 5))

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
    # floating-point operate (ARM 3.3.4): 11-bit function = qualifier (15:11) + operation (10:5)
    "fp": Format("fp", {"op": OP, "fa": FA, "fb": FB, "qual": QUAL, "fn": FN, "fc": FC},
                 "%fa,%fb,%fc", _OPERANDS, reads=("fa", "fb"), writes=("fc",)),
    "fp1": Format("fp1", {"op": OP, "fa": FA, "fb": FB, "qual": QUAL, "fn": FN, "fc": FC},
                  "%fb,%fc", _OPERANDS, reads=("fb",), writes=("fc",), fixed={"fa": 31}),
    # mt_fpcr/mf_fpcr: GNU as takes one register and writes it in all three fields
    "fpcr": Format("fpcr", {"op": OP, "fa": FA, "fb": FB, "qual": QUAL, "fn": FN, "fc": FC},
                   "%fa,%fb,%fc", _OPERANDS, reads=("fa",), writes=("fc",)),
    # integer register to FP register (FIX, opcode 0x14), FP register to integer (0x1C)
    "itof": Format("itof", {"op": OP, "ra": RA, "fb": FB, "qual": QUAL, "fn": FN, "fc": FC},
                   "%ra,%fc", _OPERANDS, reads=("ra",), writes=("fc",), fixed={"fb": 31}),
    "ftoi": Format("ftoi", {"op": OP, "fa": FA, "rb": RB, "litflag": lsb("litflag", 12), "func": FUNC,
                            "rc": RC}, "%fa,%rc", _OPERANDS, reads=("fa",), writes=("rc",),
                   fixed={"rb": 31, "litflag": 0}),
    "fmem": Format("fmem", {"op": OP, "fa": FA, "rb": RB, "disp": lsb("disp", (15, 0), signed=True)},
                   "%fa,%disp(%rb)", _OPERANDS, reads=("rb",), writes=("fa",)),
    "fbra": Format("fbra", {"op": OP, "fa": FA, "disp": lsb("disp", (20, 0), signed=True, scale=4)},
                   "%fa,%target", _OPERANDS, reads=("fa",)),
    # opcode 0x18: memory format with the function code in the displacement field
    "misc": Format("misc", {"op": OP, "ra": RA, "rb": RB, "mfunc": lsb("mfunc", (15, 0))}, "",
                   _OPERANDS, reads=("rb",), writes=("ra",)),
}

_FLOW = {"br": "jump", "bsr": "call", "jmp": "jump", "jsr": "call", "ret": "return",
         "jsr_coroutine": "call", "call_pal": "halt"}


def _quals(i: Insn) -> tuple[Completer, ...]:
    """The rounding/trap qualifiers of an FP operate row as one completer group (``/su``)."""
    return (Completer("qual", {k: {"qual": v} for k, v in QUALS[i.attrs["quals"]].items()}),)


def _fp_forms(i: Insn, kw: dict) -> list[Form]:
    f = FORMATS[i.fmt]
    if i.fmt == "ftoi":
        return [Form(i.mnemonic, f, {"op": i.opcode, "func": i.func}, **kw)]
    fx = {"op": i.opcode, "fn": i.func}
    if i.fmt == "fpcr":           # mt_fpcr reads Fa, mf_fpcr writes it (Fa = Fb = Fc)
        rw = dict(reads=("fa",), writes=()) if i.attrs.get("mt") else dict(reads=(), writes=("fc",))
        return [Form(i.mnemonic, f, fx, syntax="%fa", completers=_quals(i), **rw,
                     klass=i.klass, attrs={"insn": i, "copy_fields": {"fb": "fa", "fc": "fa"}})]
    rd = ("fa", "fb", "fc") if i.attrs.get("reads_rc") else None
    return [Form(i.mnemonic, f, fx, completers=_quals(i), reads=rd, **kw)]


def _forms_of(i: Insn) -> list[Form]:
    """The toolkit forms of one table row."""
    kw = dict(klass=i.klass, attrs={"insn": i})
    if i.fmt in ("fp", "fp1", "fpcr", "itof", "ftoi"):
        return _fp_forms(i, kw)
    if i.fmt == "fmem":
        rw = dict(reads=("fa", "rb"), writes=()) if i.klass == "st" else {}
        return [Form(i.mnemonic, FORMATS["fmem"], {"op": i.opcode}, **rw, **kw),
                Form(i.mnemonic, FORMATS["fmem"], {"op": i.opcode, "rb": 31}, syntax="%fa,%disp",
                     alias=True, **rw, **kw)]
    if i.fmt == "fbra":
        return [Form(i.mnemonic, FORMATS["fbra"], {"op": i.opcode}, flow="branch", **kw)]
    if i.fmt == "misc":
        syn = i.attrs["syntax"]
        # GNU as: Ra = $31 in the (Rb) forms, 0 in the bare ones; Rb = 0 except rpcc's $31
        fx = {"op": i.opcode, "mfunc": i.func, **({} if "%ra" in syn else {"ra": 31 if "%rb" in syn else 0}),
              **({} if "%rb" in syn else {"rb": i.attrs.get("rb", 0)})}
        return [Form(i.mnemonic, FORMATS["misc"], fx, syntax=syn, reads=("rb",) if "%rb" in syn else (),
                     writes=("ra",) if "%ra" in syn else (), **kw)]
    comp = (Completer("v", {"v": {}}, default=None),) if i.attrs.get("completer") else ()
    if i.fmt == "opr" and (comp or i.attrs.get("one")):
        fx = {"op": i.opcode, "func": i.func}
        one = i.attrs.get("one")
        if one == "implver":        # implver Rc: literal 1 in the Rb position (GNU as)
            return [Form(i.mnemonic, FORMATS["opr_lit"], {**fx, "ra": 31, "lit": 1}, syntax="%rc",
                         reads=(), **kw)]
        if one == "b":
            out = [Form(i.mnemonic, FORMATS["opr"], {**fx, "ra": 31}, syntax="%rb,%rc", reads=("rb",), **kw)]
            if not i.attrs.get("nolit"):
                out.append(Form(i.mnemonic, FORMATS["opr_lit"], {**fx, "ra": 31}, syntax="%lit,%rc",
                                reads=(), **kw))
            return out
        out = [Form(i.mnemonic, FORMATS["opr"], fx, completers=comp, **kw)]
        if not i.attrs.get("nolit"):
            out.append(Form(i.mnemonic, FORMATS["opr_lit"], fx, completers=comp, **kw))
        return out
    if i.fmt == "opr" and i.attrs.get("nolit"):
        return [Form(i.mnemonic, FORMATS["opr"], {"op": i.opcode, "func": i.func}, **kw)]
    if i.fmt == "opr":
        rd = ("ra", "rb", "rc") if i.attrs.get("reads_rc") else None
        rd_lit = ("ra", "rc") if i.attrs.get("reads_rc") else None
        fx = {"op": i.opcode, "func": i.func}
        return [Form(i.mnemonic, FORMATS["opr"], fx, reads=rd, **kw),
                Form(i.mnemonic, FORMATS["opr_lit"], fx, reads=rd_lit, **kw)]
    if i.fmt == "mem":
        # a store reads Ra; a conditional store (stl_c, stq_c) also writes its success flag there
        rw = dict(reads=("ra", "rb"), writes=("ra",) if i.attrs.get("cond_store") else ()) \
            if i.klass == "st" else {}
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
    # floating-point pseudo-instructions (binutils alpha-opc.c; checked against GNU as)
    def fop(m: str, canon: str, fixed: dict, syntax: str, copy: dict | None = None) -> Form:
        i = by[canon]
        return Form(m, FORMATS[i.fmt], {"op": i.opcode, "fn": i.func, "qual": 2 if canon.startswith("sub") else 0,
                                        **fixed}, syntax=syntax, klass=i.klass, alias=True,
                    attrs={"insn": i, "copy_fields": copy or {}})
    out += [fop("fnop", "cpys", {"fa": 31, "fb": 31, "fc": 31}, ""),
            fop("fclr", "cpys", {"fa": 31, "fb": 31}, "%fc"),
            fop("fmov", "cpys", {}, "%fa,%fc", {"fb": "fa"}),
            fop("fneg", "cpysn", {}, "%fa,%fc", {"fb": "fa"}),
            fop("fabs", "cpys", {"fa": 31}, "%fb,%fc"),
            fop("negt", "subt", {"fa": 31}, "%fb,%fc"),
            fop("negs", "subs", {"fa": 31}, "%fb,%fc"),
            # GCC writes cvtst/s as cvtsts (GNU as takes both)
            fop("cvtsts", "cvtst", {"qual": QUALS["ieee_cvtst"]["s"]}, "%fb,%fc")]
    pal = by["call_pal"]
    for name, func in PAL_NAMES.items():
        out.append(Form(name, FORMATS["pal"], {"op": pal.opcode, "func": func}, syntax="",
                        klass=pal.klass, flow="halt", alias=True, attrs={"insn": pal}))
    return out


FP_REGISTER_NUMBER = {f"$f{i}": i for i in range(32)}


def _registers() -> RegisterFile:
    return RegisterFile({"gpr": dict(REGISTER_NUMBER), "fpr": FP_REGISTER_NUMBER},
                        {"gpr": lambda n: f"${n}", "fpr": lambda n: f"$f{n}"},
                        {"gpr": lambda n: f"r{n}", "fpr": lambda n: f"f{n}"}, {"gpr": 31, "fpr": 31})


def build_table() -> Table:
    by: dict[str, Insn] = {}
    for i in INSTRUCTIONS:              # the first row of a mnemonic: subq, not subq/v
        by.setdefault(i.mnemonic, i)
    forms = [f for i in INSTRUCTIONS for f in _forms_of(i)]
    for alias, canon in ALIASES.items():     # other spellings of table instructions
        forms += [Form(alias, f.fmt, f.fixed, f.klass, f.flow, f.syntax, f.completers, f.reads,
                       f.writes, True, f.attrs) for f in forms if f.mnemonic == canon]
    return Table(forms + _pseudo(by), _registers(), word_bits=32, completer_sep="/")


TABLE = build_table()
