"""PA-RISC 2.0 (wide mode) instruction table: completers, conditions and forms as toolkit rows.

Sources: docs/references.md 4.1, 4.1a and 1.1b; every form is checked word for word against
``hppa64-linux-gnu-as`` 2.40 with ``.level 2.0w`` (tests/test_parisc_toolkit.py). Measured with
that assembler: extrd/depd need ``1 <= len <= pos + 1``; extrd without ``,u``/``,s`` is ``,s``; loads and stores pick the 5-bit
short displacement for -16..15 and the long one otherwise; shift/extract/deposit take only the
64-bit ``,*`` conditions in their doubleword forms and only the 32-bit ones in their word forms;
add, sub, shladd and the logical ops both widths (bit 26 = d), cmpb both (the opcode says
which), addib its own set (``*=`` ``*<`` ``*<=`` share c with the 32-bit ones), the 64-bit cmpib
(op 0x3b) its own c order. The 22-bit ``b,l`` is used when the link is %r2, the 17-bit one
otherwise; ``b`` is ``b,l ...,%r0``. ``break 0,0`` is the halt the interpreter stops at.

Each form's ``attrs`` carry what the interpreter needs beyond the fields: ``sem`` (the semantics
generator in :mod:`.semantics`), ``cond`` (its condition family), ``width`` (bytes accessed).
"""
from __future__ import annotations

from isa.toolkit import Completer, Form, RegisterFile, Table

from .formats import FORMATS

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
_SHIFT = ". = < od tr <> >= ev"
# shift/extract/deposit: 64-bit conditions only; ",*" alone (printed, as objdump does) or
# nothing is the never condition. The word forms take the 32-bit spellings.
SHIFT_COND = Completer("cond", {**_conds(_SHIFT, True, False), "": {"c": 0}})
WSHIFT_COND = Completer("cond", _conds(_SHIFT, False, False))
_LOGIC = ". = < <= - - - od tr <> >= > - - - ev"
_ADD = ". = < <= nuv znv sv od tr <> >= > uv vnz nsv ev"
_CMP = ". = < <= << <<= sv od tr <> >= > >>= >> nsv ev"
LOGIC_COND = Completer("cond", {**_conds(_LOGIC, False, True), **_conds(_LOGIC, True, True)})
ADD_COND = Completer("cond", {**_conds(_ADD, False, True), **_conds(_ADD, True, True)})
CMP_COND = Completer("cond", {**_conds(_CMP, False, True), **_conds(_CMP, True, True)})
# addi/subi (format 9): the 32-bit conditions only (bit 20 is ,tsv there)
ADDI_COND = Completer("cond", _conds(_ADD, False, False))
SUBI_COND = Completer("cond", _conds(_CMP, False, False))
CMP32_COND = Completer("cond", _conds(_CMP, False, True))
# the 64-bit ones alone (add,dc, sub,db): no completer is the never condition too (printed
# ",*", as objdump does)
CMP64_COND = Completer("cond", {**_conds(_CMP, True, True), "": {"c": 0, "f": 0, "d": 1}})
ADD32_COND = Completer("cond", _conds(_ADD, False, True))
ADD64_COND = Completer("cond", {**_conds(_ADD, True, True), "": {"c": 0, "f": 0, "d": 1}})
_UNIT = ". swz sbz shz sdc swc sbc shc tr nwz nbz nhz ndc nwc nbc nhc"
UNIT_COND = Completer("cond", {**_conds(_UNIT, False, True), **_conds(_UNIT, True, True)})
SIGN = Completer("sign", {"s": {"se": 1}, "u": {"se": 0}, "": {"se": 1}})
# cmpb/cmpib: the opcode says 32/64-bit and f; c in bits 16-18
CMPB_CONDS = {(0x20, 0x27): ". = < <= << <<= sv od", (0x22, 0x2F): "tr <> >= > >>= >> nsv ev"}
CMPIB_CONDS = {0x21: ". = < <= << <<= sv od", 0x23: "tr <> >= > >>= >> nsv ev"}
# the 64-bit cmpib (op 0x3b): c 0..7 in this order (measured with GNU as)
CMPIB64_CONDS = "*<< *= *< *<= *>>= *<> *>= *>"
# addib: c codes 5-7 are the 64-bit conditions
ADDIB_CONDS = {0x29: ". = < <= nuv *= *< *<=", 0x2B: "tr <> >= > uv *<> *>= *>"}


def _branch_forms() -> list[Form]:
    out = []
    for (op32, op64), names in CMPB_CONDS.items():
        for star, opc in ((False, op32), (True, op64)):
            opts = _conds(names, star, False)
            out.append(Form("cmpb", FORMATS["cmpb"], {"op": opc}, "br", "branch",
                            completers=(Completer("cond", opts, "" if "" in opts else None), NULLIFY),
                            attrs={"sem": "cmpb", "cond": "cmp"}))
    for opc, names in CMPIB_CONDS.items():
        opts = _conds(names, False, False)
        out.append(Form("cmpib", FORMATS["cmpib"], {"op": opc}, "br", "branch",
                        completers=(Completer("cond", opts, "" if "" in opts else None), NULLIFY),
                        attrs={"sem": "cmpib", "cond": "cmp"}))
    opts = {n: {"c": i} for i, n in enumerate(CMPIB64_CONDS.split())}
    out.append(Form("cmpib", FORMATS["cmpib"], {"op": 0x3B}, "br", "branch",
                    completers=(Completer("cond", opts, None), NULLIFY),
                    attrs={"sem": "cmpib", "cond": "cmpib64"}))
    for op, names in ADDIB_CONDS.items():
        opts = _conds(names, False, False)
        out.append(Form("addib", FORMATS["addib"], {"op": op}, "br", "branch",
                        completers=(Completer("cond", opts, "" if "" in opts else None), NULLIFY),
                        attrs={"sem": "addib", "cond": "addib"}))
    # bb: the word form first (it decodes first too, as objdump prints it); "bb,*< r,p" with
    # p >= 32 is the word form's word
    bbat = {"sem": "bb"}
    out += [Form("bb", FORMATS["bbw"], {"op": 0x31}, "br", "branch", attrs=bbat, completers=(
                Completer("cond", {"<": {"c": 0}, ">=": {"c": 1}}, None), NULLIFY)),
            Form("bb", FORMATS["bbd"], {"op": 0x31}, "br", "branch", attrs=bbat, completers=(
                Completer("cond", {"*<": {"c": 0}, "*>=": {"c": 1}}, None), NULLIFY)),
            Form("bb", FORMATS["bbs"], {"op": 0x30}, "br", "branch", attrs=bbat, completers=(
                Completer("cond", {"<": {"c": 0, "d": 0}, ">=": {"c": 1, "d": 0},
                                   "*<": {"c": 0, "d": 1}, "*>=": {"c": 1, "d": 1}}, None),
                NULLIFY))]
    for op, names in ADDIB_CONDS.items():
        opts = _conds(names, False, False)
        out.append(Form("addb", FORMATS["addb"], {"op": op - 1}, "br", "branch",
                        completers=(Completer("cond", opts, "" if "" in opts else None), NULLIFY),
                        attrs={"sem": "addib", "cond": "addib"}))
    movc = Completer("cond", _conds(_SHIFT, False, False))
    out += [Form("movb", FORMATS["movb"], {"op": 0x32}, "br", "branch", completers=(movc, NULLIFY),
                 attrs={"sem": "movb"}),
            Form("movib", FORMATS["movib"], {"op": 0x33}, "br", "branch", completers=(movc, NULLIFY),
                 attrs={"sem": "movb"})]
    bl = Completer("l", {"l": {}}, None)
    br = {"sem": "bl"}
    out += [
        # the 22-bit form first (link %r2 only), then the 17-bit one (any link); the t = 0 row
        # decodes first (more fixed bits) and is a plain jump; "b" assembles to it
        Form("b", FORMATS["bl22"], {"op": 0x3A, "ext3": 5}, "br", "call", completers=(bl, NULLIFY),
             attrs=br),
        Form("b", FORMATS["bl17"], {"op": 0x3A, "ext3": 0}, "br", "call", completers=(bl, NULLIFY),
             attrs=br),
        Form("b", FORMATS["bl17"], {"op": 0x3A, "ext3": 0, "link": 0}, "br", "jump",
             completers=(bl, NULLIFY), writes=(), attrs=br),
        Form("b", FORMATS["bl17"], {"op": 0x3A, "ext3": 0, "link": 0}, "br", "jump",
             syntax="%target", completers=(NULLIFY,), writes=(), alias=True, attrs=br),
        Form("bv", FORMATS["bv"], {"op": 0x3A}, "br", "jump", completers=(NULLIFY,),
             attrs={"sem": "bv"}),
        Form("bv", FORMATS["bv"], {"op": 0x3A, "x": 0, "b": 2}, "br", "return",
             completers=(NULLIFY,), attrs={"sem": "bv"}),
        # bve (%rp) is a return; the general row comes first so the assembler never uses the
        # fixed-register one (a fixed field would override the operand)
        Form("bve", FORMATS["bve"], {"op": 0x3A, "ext3": 6}, "br", "jump",
             completers=(Completer("hint", {"": {"p": 0}, "pop": {"p": 1}}), NULLIFY),
             attrs={"sem": "bve"}),
        Form("bve", FORMATS["bve"], {"op": 0x3A, "ext3": 6, "b": 2}, "br", "return",
             completers=(Completer("hint", {"": {"p": 0}, "pop": {"p": 1}}), NULLIFY),
             attrs={"sem": "bve"}),
        Form("bve", FORMATS["bve"], {"op": 0x3A, "ext3": 7}, "br", "call", syntax="(%b),%link",
             writes=("link",), completers=(Completer("l", {"l": {}}, None),
                                           Completer("hint", {"": {"p": 0}, "push": {"p": 1}}),
                                           NULLIFY), attrs={"sem": "bve"}),
    ]
    return out


WIDTHS = {"b": 1, "h": 2, "w": 4, "d": 8}
EXT4 = {"b": 0, "h": 1, "w": 2, "d": 3}


def _mem_forms(m: str, idx, short, long, op_long: int, ext4: int, klass: str,
               long_mod: bool) -> list[Form]:
    """A load or store: unmodified and base-modifying rows of each addressing form (the
    modifying rows also write the base register). ``long_mod``: the long form has m/a bits
    (ldd/std); the others have no base-modifying long row here."""
    mod = Completer("mod", {"ma": {"a": 0}, "mb": {"a": 1}}, None)
    st = klass == "st"
    w_mod = ("b",) if st else ("t", "b")
    at = {"sem": klass, "width": WIDTHS[m[-1]]}
    out = []
    if idx is not None:
        out += [Form(m, idx, {"op": 3, "ext4": ext4, "m": 0}, klass, attrs=at,
                     completers=(Completer("scale", {"": {"u": 0}, "s": {"u": 1}}),)),
                Form(m, idx, {"op": 3, "ext4": ext4, "m": 1}, klass, writes=w_mod, attrs=at,
                     completers=(Completer("mod", {"m": {"u": 0}, "sm": {"u": 1}}, None),))]
    # ",o" (ordered) is ",ma" with displacement 0: a row of its own, decoded first as objdump does
    o_fixed = {"op": 3, "ext4": ext4, "m": 1, "a": 0, "disp": 0}
    out += [Form(m, short, o_fixed, klass, syntax=short.syntax.replace("%disp", "0"), attrs=at,
                 completers=(Completer("o", {"o": {}}, None),)),
            Form(m, short, {"op": 3, "ext4": ext4, "m": 0, "a": 0}, klass, attrs=at),
            Form(m, short, {"op": 3, "ext4": ext4, "m": 1}, klass, writes=w_mod, completers=(mod,),
                 attrs=at)]
    if long_mod:
        out += [Form(m, long, {"op": op_long, "m": 0, "a": 0}, klass, attrs=at),
                Form(m, long, {"op": op_long, "m": 1}, klass, writes=w_mod, completers=(mod,),
                     attrs=at)]
    else:
        out.append(Form(m, long, {"op": op_long}, klass, attrs=at))
    return out


def _long_mod_forms(m: str, st: bool, op13: int, op17: int) -> list[Form]:
    """ldw/stw,ma/mb with a displacement beyond -16..15: op 0x13/0x1b holds ma with a
    non-negative and mb with a negative displacement, op 0x17/0x1f (bit 29 = 1) the other two
    (a multiple of 4 there); the short form comes first, as GNU as prefers it."""
    k = "st" if st else "ld"
    at = {"sem": k, "width": 4, "m": 1}
    w_mod = ("b",) if st else ("t", "b")
    out = []
    for comp, a, (first, second) in (("ma", 0, ("p", "n")), ("mb", 1, ("n", "p"))):
        c = (Completer("mod", {comp: {}}, None),)
        out += [Form(m, FORMATS[f"{k}m{first}"], {"op": op13}, k, writes=w_mod, completers=c,
                     attrs={**at, "a": a}),
                Form(m, FORMATS[f"{k}m4{second}"], {"op": op17}, k, writes=w_mod, completers=c,
                     attrs={**at, "a": a})]
    return out


def _fp_mem_forms() -> list[Form]:
    """fldw/fldd/fstw/fstd: indexed (``,s`` scaled, ``,m``/``,sm`` modifying), short
    displacement (``,ma``/``,mb``) and long displacement rows, as the integer loads and stores;
    GNU as takes the short form for -16..15."""
    F = FORMATS
    out = []
    for k in ("ld", "st"):
        st = k == "st"
        for w, op, width in (("w", 0x09, 4), ("d", 0x0B, 8)):
            m = f"f{k}{w}"
            at = {"sem": "f" + k, "width": width}
            w_mod = ("b",) if st else ("t", "b")
            mod = Completer("mod", {"ma": {"a": 0}, "mb": {"a": 1}}, None)
            # ",o" is ",ma" with displacement 0, a row of its own decoded first (as objdump does)
            short = F[f"f{k}{w}s"]
            out += [Form(m, short, {"op": op, "m": 1, "a": 0, "disp": 0}, k, attrs=at,
                         syntax=short.syntax.replace("%disp", "0"),
                         completers=(Completer("o", {"o": {}}, None),)),
                    Form(m, F[f"f{k}{w}x"], {"op": op, "m": 0}, k, attrs=at,
                         completers=(Completer("scale", {"": {"u": 0}, "s": {"u": 1}}),)),
                    Form(m, F[f"f{k}{w}x"], {"op": op, "m": 1}, k, writes=w_mod, attrs=at,
                         completers=(Completer("mod", {"m": {"u": 0}, "sm": {"u": 1}}, None),)),
                    Form(m, F[f"f{k}{w}s"], {"op": op, "m": 0, "a": 0}, k, attrs=at),
                    Form(m, F[f"f{k}{w}s"], {"op": op, "m": 1}, k, writes=w_mod, completers=(mod,),
                         attrs=at)]
            if w == "d":
                long_ = F["fstl" if st else "fldl"]
                opl = 0x1C if st else 0x14
                out += [Form(m, long_, {"op": opl, "m": 0, "a": 0}, k, attrs=at),
                        Form(m, long_, {"op": opl, "m": 1}, k, writes=w_mod, completers=(mod,),
                             attrs=at)]
            else:
                long_ = F["fstwl" if st else "fldwl"]
                op_plain, op_mod = (0x1F, 0x1E) if st else (0x17, 0x16)
                out += [Form(m, long_, {"op": op_plain, "a": 0}, k, attrs=at),
                        Form(m, long_, {"op": op_mod}, k, writes=w_mod, completers=(mod,),
                             attrs={**at, "m": 1})]
    return out


FCMP_CONDS = ("false? false ? !<=> = =t ?= !<> !?>= < ?< !>= !?> <= ?<= !> !?<= > ?> !<= !?< >= ?>= "
              "!< !?= <> != !=t !? <=> true? true")


def _fp_forms() -> list[Form]:
    """FP operations: each on whole registers (op 0x0c, sgl or dbl; ,sgl is printed, as objdump
    does) and on single word halves (op 0x0e), GNU as's choice between them; fmpyfadd and
    fmpynfadd (op 0x2e). fcpy, fabs, fneg, fadd, fsub, fmpy, fmpyfadd run on the FMAC units,
    fdiv and fsqrt on the divide/square-root units."""
    F, out = FORMATS, []
    fmt = Completer("fmt", {"sgl": {"fmt": 0}, "dbl": {"fmt": 1}, "": {"fmt": 0}})
    sgl = Completer("fmt", {"sgl": {}, "": {}})
    for cls, ops in (("fp0", (("fcpy", 2), ("fabs", 3), ("fsqrt", 4), ("fneg", 6))),
                     ("fp3", (("fadd", 0), ("fsub", 1), ("fmpy", 2), ("fdiv", 3)))):
        for m, sub in ops:
            k = "fdiv" if m in ("fdiv", "fsqrt") else "fmac"
            at = {"sem": "fpop", "op": m}
            out += [Form(m, F[cls], {"op": 0x0C, "sub": sub}, k, attrs=at, completers=(fmt,)),
                    Form(m, F[cls + "w"], {"op": 0x0E, "sub": sub}, k, attrs=at, completers=(sgl,))]
    # fcnv: one row per sub-op, the source's and the target's formats as completers (quad
    # and the quadword fixed formats are not in the table)
    flt, fix, ufix = {"sgl": 0, "dbl": 1}, {"w": 0, "dw": 1}, {"uw": 0, "udw": 1}
    for sub, trunc, src, dst in ((0, False, flt, flt), (1, False, fix, flt), (2, False, flt, fix),
                                 (3, True, flt, fix), (5, False, ufix, flt), (6, False, flt, ufix),
                                 (7, True, flt, ufix)):
        comps = ((Completer("t", {"t": {}}, None),) if trunc else ()) + (
            Completer("src", {n: {"sf": v} for n, v in src.items()}, None),
            Completer("dst", {n: {"df": v} for n, v in dst.items()}, None))
        for fmt_, op in (("fcnv", 0x0C), ("fcnvw", 0x0E)):
            out.append(Form("fcnv", F[fmt_], {"op": op, "sub": sub}, "fmac", completers=comps,
                            attrs={"sem": "fcnv"}))
    # fcmp: the condition c names the relations it holds for: c >> 1 is a mask of greater (8),
    # less (4), equal (2), unordered (1); c & 1 signals an invalid operation on unordered
    conds = {n: {"c": i} for i, n in enumerate(FCMP_CONDS.split())}
    cmpat = {"sem": "fcmp"}
    out += [Form("fcmp", F["fcmp"], {"op": 0x0C}, "fmac", attrs=cmpat, completers=(
                Completer("fmt", {"sgl": {"fmt": 0}, "dbl": {"fmt": 1}}, None),
                Completer("cond", conds, None))),
            Form("fcmp", F["fcmpw"], {"op": 0x0E}, "fmac", attrs=cmpat, completers=(
                Completer("fmt", {"sgl": {}}, None), Completer("cond", conds, None))),
            Form("ftest", F["ftest"], {"op": 0x0C}, "alu", attrs={"sem": "ftest"})]
    for m, neg in (("fmpyfadd", 0), ("fmpynfadd", 1)):
        at = {"sem": "fpop", "op": m}
        out += [Form(m, F["fmad"], {"op": 0x2E, "fmt": 1, "neg": neg}, "fmac", attrs=at,
                     completers=(Completer("fmt", {"dbl": {}}, None),)),
                Form(m, F["fmaw"], {"op": 0x2E, "fmt": 0, "neg": neg}, "fmac", attrs=at,
                     completers=(Completer("fmt", {"sgl": {}}, None),))]
    return out


def _max2_forms() -> list[Form]:
    """MAX-2 (PA-RISC 2.0 Architecture ch. 7; encodings measured with GNU as): the lane
    arithmetic in format 8 (op 2, ext6 the operation and its saturation), hshladd/hshradd in
    shladd's format, the shifts, mixes and permh at op 0x3e. The arithmetic runs in the integer
    ALUs, the shifts, mixes and permh in the shift/merge units (klass alu / shift)."""
    F, z = FORMATS, {"c": 0, "f": 0, "d": 0}
    out = []
    for m, base in (("hadd", 0x0C), ("hsub", 0x04)):
        out.append(Form(m, F["arith"], {"op": 2, **z}, "alu", attrs={"sem": "max2", "op": m},
                        completers=(Completer("sat", {"": {"ext6": base + 3}, "ss": {"ext6": base + 1},
                                                      "us": {"ext6": base}}),)))
    out.append(Form("havg", F["arith"], {"op": 2, "ext6": 0x0B, **z}, "alu",
                    attrs={"sem": "max2", "op": "havg"}))
    for m, x22 in (("hshladd", 3), ("hshradd", 1)):
        out.append(Form(m, F["shladd"], {"op": 2, "e": 1, "x22": x22, **z}, "alu",
                        attrs={"sem": "max2", "op": m}))
    out += [Form("hshl", F["hshl"], {"op": 0x3E}, "shift", attrs={"sem": "max2", "op": "hshl"}),
            Form("hshr", F["hshr"], {"op": 0x3E}, "shift", attrs={"sem": "max2", "op": "hshr"},
                 completers=(Completer("sign", {"s": {"se": 1}, "u": {"se": 0}, "": {"se": 1}}),))]
    for m, hw in (("mixh", 1), ("mixw", 0)):
        out.append(Form(m, F["mix"], {"op": 0x3E, "hw": hw}, "shift", attrs={"sem": "max2", "op": m},
                        completers=(Completer("lr", {"l": {"lr": 0}, "r": {"lr": 1}}, None),)))
    perms = {f"{a}{b}{c}{d}": {"c0": a, "c1": b, "c2": c, "c3": d}
             for a in range(4) for b in range(4) for c in range(4) for d in range(4)}
    out.append(Form("permh", F["permh"], {"op": 0x3E}, "shift", attrs={"sem": "max2", "op": "permh"},
                    completers=(Completer("perm", perms, None),)))
    return out


def _len_fits(v: dict) -> str | None:
    """Fixed extract/deposit: the field must lie inside the register (GNU as rejects
    len > pos + 1 for the doubleword forms and warns of undefined behaviour for the word forms)."""
    return f"length {v['len']} does not fit at position {v['pos']}" if v["len"] > v["pos"] + 1 else None


def _shift_forms() -> list[Form]:
    F, chk = FORMATS, {"check": _len_fits}
    z = Completer("z", {"z": {}}, None)

    def dep(fmt, fixed, reads, m, cond):
        """A deposit's ",z" row (nz = 0) and its merging row (nz = 1, which also reads t)."""
        at = {"sem": "dep", "cond": "shift", **({"check": _len_fits} if "pos" in F[fmt].fields else {})}
        return [Form(m, F[fmt], {**fixed, "nz": 0}, "shift", completers=(z, cond), attrs=at),
                Form(m, F[fmt], {**fixed, "nz": 1}, "shift", reads=reads + ("t",),
                     completers=(cond,), attrs=at)]
    ex = {"sem": "extr", "cond": "shift"}
    return [
        Form("extrd", F["extrd"], {"op": 0x36}, "shift", completers=(SIGN, SHIFT_COND),
             attrs={**ex, **chk}),
        Form("extrd", F["extrdv"], {"op": 0x34}, "shift", completers=(SIGN, SHIFT_COND), attrs=ex),
        Form("extrw", F["extrw"], {"op": 0x34}, "shift", completers=(SIGN, WSHIFT_COND),
             attrs={**ex, **chk}),
        Form("extrw", F["extrwv"], {"op": 0x34}, "shift", completers=(SIGN, WSHIFT_COND), attrs=ex),
        *dep("depd", {"op": 0x3C}, ("r",), "depd", SHIFT_COND),
        *dep("depdv", {"op": 0x35}, ("r",), "depd", SHIFT_COND),
        *dep("depw", {"op": 0x35}, ("r",), "depw", WSHIFT_COND),
        *dep("depwv", {"op": 0x35}, ("r",), "depw", WSHIFT_COND),
        *dep("depdi", {"op": 0x3D}, (), "depdi", SHIFT_COND),
        *dep("depdiv", {"op": 0x35}, (), "depdi", SHIFT_COND),
        *dep("depwi", {"op": 0x35}, (), "depwi", WSHIFT_COND),
        *dep("depwiv", {"op": 0x35}, (), "depwi", WSHIFT_COND),
        Form("shrpd", F["shrpd"], {"op": 0x34}, "shift", completers=(SHIFT_COND,),
             attrs={"sem": "shrp", "cond": "shift"}),
        Form("shrpd", F["shrpv"], {"op": 0x34, "d": 1}, "shift", completers=(SHIFT_COND,),
             attrs={"sem": "shrp", "cond": "shift"}),
        Form("shrpw", F["shrpw"], {"op": 0x34}, "shift", completers=(WSHIFT_COND,),
             attrs={"sem": "shrp", "cond": "shift"}),
        Form("shrpw", F["shrpv"], {"op": 0x34, "d": 0}, "shift", completers=(WSHIFT_COND,),
             attrs={"sem": "shrp", "cond": "shift"}),
    ]


def _forms() -> list[Form]:
    F = FORMATS
    ar = F["arith"]
    forms = [*_shift_forms(),
             *_mem_forms("ldd", F["ldx"], F["lds"], F["ldl"], 0x14, 3, "ld", True),
             *_mem_forms("std", None, F["sts"], F["stl"], 0x1C, 11, "st", True)]
    for m, op_ld, op_st in (("w", 0x12, 0x1A), ("h", 0x11, 0x19), ("b", 0x10, 0x18)):
        forms += _mem_forms("ld" + m, F["ldx"], F["lds"], F["ld14"], op_ld, EXT4[m], "ld", False)
        forms += _mem_forms("st" + m, None, F["sts"], F["st14"], op_st, EXT4[m] + 8, "st", False)
    forms += _long_mod_forms("ldw", False, 0x13, 0x17) + _long_mod_forms("stw", True, 0x1B, 0x1F)
    forms += _fp_mem_forms()
    tsv = Completer("trap", {"": {"e": 0}, "tsv": {"e": 1}})
    forms += [
        Form("cmpclr", ar, {"op": 2, "ext6": 0x22}, "alu", completers=(CMP_COND,),
             attrs={"sem": "cmpclr", "cond": "cmp"}),
        # comclr/comiclr: the PA-RISC 1.1 spellings, which GNU as takes with the 32-bit conditions only
        Form("comclr", ar, {"op": 2, "ext6": 0x22}, "alu", completers=(CMP32_COND,), alias=True,
             attrs={"sem": "cmpclr", "cond": "cmp"}),
        Form("cmpiclr", F["cmpiclr"], {"op": 0x24}, "alu", completers=(CMP_COND,),
             attrs={"sem": "cmpclr", "cond": "cmp"}),
        Form("comiclr", F["cmpiclr"], {"op": 0x24}, "alu", completers=(CMP32_COND,), alias=True,
             attrs={"sem": "cmpclr", "cond": "cmp"}),
        # addi: op 0x2d, or 0x2c with ,tc (trap on condition); 32-bit add conditions only
        Form("addi", F["arithi"], {"op": 0x2D}, "alu", completers=(tsv, ADDI_COND),
             attrs={"sem": "addi", "cond": "add"}),
        # (objdump prints ,tc,tsv; GNU as takes either order)
        Form("addi", F["arithi"], {"op": 0x2C}, "alu",
             completers=(Completer("tc", {"tc": {}}, None), tsv, ADDI_COND),
             attrs={"sem": "addi", "cond": "add"}),
        Form("addi", F["arithi"], {"op": 0x2C}, "alu", alias=True,
             completers=(tsv, Completer("tc", {"tc": {}}, None), ADDI_COND),
             attrs={"sem": "addi", "cond": "add"}),
        Form("subi", F["arithi"], {"op": 0x25}, "alu", completers=(tsv, SUBI_COND),
             attrs={"sem": "subi", "cond": "cmp"}),
        # the PA-RISC 1.1 spellings GNU as still takes: addio = addi,tsv; addit = addi,tc;
        # subio = subi,tsv
        Form("addio", F["arithi"], {"op": 0x2D, "e": 1}, "alu", completers=(ADDI_COND,), alias=True,
             attrs={"sem": "addi", "cond": "add"}),
        Form("addit", F["arithi"], {"op": 0x2C, "e": 0}, "alu", completers=(ADDI_COND,), alias=True,
             attrs={"sem": "addi", "cond": "add"}),
        Form("subio", F["arithi"], {"op": 0x25, "e": 1}, "alu", completers=(SUBI_COND,), alias=True,
             attrs={"sem": "subi", "cond": "cmp"}),
        # uaddcm (,tc: ext6 0x27) and dcor (,i: 0x2f) with the unit conditions
        Form("uaddcm", ar, {"op": 2}, "alu", completers=(
            Completer("tc", {"": {"ext6": 0x26}, "tc": {"ext6": 0x27}}), UNIT_COND),
            attrs={"sem": "uaddcm"}),
        Form("dcor", ar, {"op": 2, "r1": 0}, "alu", syntax="%r2,%t", reads=("r2",), completers=(
            Completer("i", {"": {"ext6": 0x2E}, "i": {"ext6": 0x2F}}), UNIT_COND),
            attrs={"sem": "dcor"}),
        # add,c/add,dc and sub,b/sub,db (the carry in from PSW[C/B]: ,c/,b the word's, ,dc/,db
        # the doubleword's, which is also the d bit: ,c takes the 32-bit conditions, ,dc the
        # 64-bit ones), with ,tsv; ds (divide step), without conditions
        *[Form(m, ar, {"op": 2, "ext6": ext6 | (0x20 if tsv_ else 0)}, "alu", completers=(
            Completer("carry", {name: {}}, None),
            *((Completer("tsv", {"tsv": {}}, None),) if tsv_ else ()), conds),
            attrs={"sem": m, "cond": "add" if m == "add" else "cmp"})
          for m, ext6, names in (("add", 0x1C, ("c", "dc")), ("sub", 0x14, ("b", "db")))
          for name, conds in zip(names, (ADD32_COND if m == "add" else CMP32_COND,
                                         ADD64_COND if m == "add" else CMP64_COND))
          for tsv_ in (False, True)],
        Form("ds", ar, {"op": 2, "ext6": 0x11, "c": 0, "f": 0, "d": 0}, "alu", attrs={"sem": "ds"}),
        Form("mfia", F["mfia"], {"op": 0, "ext8": 0xA5}, "alu", attrs={"sem": "mfia"}),
        Form("xmpyu", F["xmpyu"], {"op": 0x0E}, "fmac", attrs={"sem": "xmpyu"}),
        *_fp_forms(),
        *_max2_forms(),
    ]
    forms += [
        Form("ldo", F["ldo"], {"op": 0x0D}, "alu", attrs={"sem": "ldo"}),
        Form("ldi", F["ldo"], {"op": 0x0D, "b": 0}, "alu", syntax="%disp,%t", reads=(),
             attrs={"sem": "ldo"}),
        Form("ldil", F["ldil"], {"op": 0x08}, "alu", attrs={"sem": "ldil"}),
        Form("addil", F["addil"], {"op": 0x0A}, "alu", attrs={"sem": "addil"}),
        Form("addil", F["addil"], {"op": 0x0A}, "alu", syntax="%i,%r", alias=True,
             attrs={"sem": "addil"}),
        # nop and copy are rows of or with fixed registers; they decode first (more fixed bits)
        Form("nop", ar, {"op": 2, "ext6": 9, "r1": 0, "r2": 0, "t": 0, "c": 0, "f": 0, "d": 0},
             "alu", syntax="", attrs={"sem": "logic"}),
        Form("copy", ar, {"op": 2, "ext6": 9, "r2": 0, "c": 0, "f": 0, "d": 0}, "alu",
             syntax="%r1,%t", reads=("r1",), attrs={"sem": "logic"}),
        Form("add", ar, {"op": 2}, "alu", completers=(
            Completer("carry", {"": {"ext6": 0x18}, "l": {"ext6": 0x28}, "tsv": {"ext6": 0x38}}),
            ADD_COND), attrs={"sem": "add", "cond": "add"}),
        Form("sub", ar, {"op": 2}, "alu", completers=(
            Completer("trap", {"": {"ext6": 0x10}, "tsv": {"ext6": 0x30}}), CMP_COND),
            attrs={"sem": "sub", "cond": "cmp"}),
        Form("shladd", F["shladd"], {"op": 2}, "alu", completers=(
            Completer("carry", {"": {"e": 1}, "l": {"e": 2}, "tsv": {"e": 3}}), ADD_COND),
            attrs={"sem": "shladd", "cond": "add"}),
        Form("mtsar", F["mtctl"], {"op": 0, "ext8": 0xC2}, "alu", attrs={"sem": "mtsar"}),
        Form("mtsarcm", F["mtctl"], {"op": 0, "ext8": 0xC6}, "alu", attrs={"sem": "mtsarcm"}),
        # the halt: break 0,0 (the word 0); other break operands are not run
        Form("break", F["break"], {"op": 0, "im13": 0, "im5b": 0}, "alu", "halt", syntax="0,0",
             attrs={"sem": "break"}),
        Form("halt", F["break"], {"op": 0, "im13": 0, "im5b": 0}, "alu", "halt", syntax="",
             alias=True, attrs={"sem": "break"}),
    ]
    for m, ext6 in (("xor", 0x0A), ("or", 0x09), ("and", 0x08), ("andcm", 0x00)):
        forms.append(Form(m, ar, {"op": 2, "ext6": ext6}, "alu", completers=(LOGIC_COND,),
                          attrs={"sem": "logic", "cond": "logic"}))
    return forms + _branch_forms()


# ---------------------------------------------------------------------------- registers

PRINTED = {2: "rp", 27: "dp", 28: "ret0", 29: "ret1", 30: "sp"}   # objdump's spellings
FP_PRINTED = {1: "fpe2", 2: "fpe4", 3: "fpe6"}
FPW_PRINTED = {**FP_PRINTED, 32: "fpe1", 33: "fpe3", 34: "fpe5", 35: "fpe7"}


def _registers() -> RegisterFile:
    names = {f"%r{i}": i for i in range(32)}
    names.update({"%rp": 2, "%sp": 30, "%dp": 27, "%ret0": 28, "%ret1": 29, "%mrp": 2})
    names.update({f"%arg{i}": 26 - i for i in range(4)})
    names.update({f"%t{i}": 23 - i for i in range(1, 5)})
    # objdump's bare spellings too, so that disassembly assembles back (GNU as rejects them)
    names.update({f"r{i}": i for i in range(32)})
    names.update({v: k for k, v in PRINTED.items()})
    # floating-point registers: a whole register (fpd), or a word half (fpw: %frN and %frNL the
    # left, most significant word, N; %frNR the right one, N + 32), as GNU as reads them
    # objdump prints fr1-fr3 and fr0R by their exception register names, which are
    # accepted too (so that disassembly assembles back)
    fpd = {f"%fr{i}": i for i in range(32)}
    fpd.update({f"fr{i}": i for i in range(32)})
    fpd.update({v: k for k, v in FP_PRINTED.items()})
    fpw = dict(fpd)
    for i in range(32):
        for p in ("%fr", "fr"):
            fpw[f"{p}{i}l"] = i
            fpw[f"{p}{i}r"] = i + 32
    fpw.update({v: k for k, v in FPW_PRINTED.items()})
    # fcpy's whole-register form: any spelling of a register or its left half (a right half
    # is refused by the field, so the half-register form is used)
    fpc = dict(fpw)
    return RegisterFile({"gpr": names, "fpd": fpd, "fpw": fpw, "fpc": fpc},
                        {"gpr": lambda n: PRINTED.get(n, f"r{n}"),
                         "fpd": lambda n: FP_PRINTED.get(n, f"fr{n}"),
                         "fpw": lambda n: FPW_PRINTED.get(n, f"fr{n - 32}R" if n >= 32 else f"fr{n}"),
                         "fpc": lambda n: FP_PRINTED.get(n, f"fr{n}")},
                        {"gpr": lambda n: f"r{n}", "fpd": lambda n: f"fr{n & 31}",
                         "fpw": lambda n: f"fr{n & 31}", "fpc": lambda n: f"fr{n & 31}"}, {"gpr": 0})


REGISTERS = _registers()
TABLE = Table(_forms(), REGISTERS, word_bits=32)
