"""What GCC's explicit relocations mean on the Alpha, resolved as a static link would resolve them.

GCC (``-mexplicit-relocs``, its default with GNU as) marks an instruction with a relocation
annotation after its operands, ``!name`` or ``!name!N`` (N pairs the instructions of one
sequence), and ``-mno-explicit-relocs`` code uses the ``ldgp`` macro instead. This assembler has
no linker behind it, so it resolves them itself, the way ``alpha-linux-gnu-ld -static
--no-relax`` does (checked with that tool, docs/references.md 1.1):

- a global offset table (GOT) of one quadword per distinct ``!literal`` expression, in order of
  first use, as section ``.got`` (``$__got``), which the front end places right after the code
  and before the data, as ld places .got before .sdata/.sbss; the global pointer ``$__gp`` is
  ``$__got + 0x8000`` (ld's rule: a signed 16-bit displacement from gp then reaches the GOT and
  the small data after it).
  ld orders its GOT slots its own way, so slot displacements can differ from ld's; the values
  loaded are the same.
- ``ldq ra,expr(gp) !literal[!N]``: displacement = the GOT slot of ``expr`` - gp.
- ``!lituse_base!N``, ``!lituse_bytoff!N``, ``!lituse_addr!N``, ``!lituse_jsr!N``,
  ``!lituse_jsrdirect!N``: hints that let the linker relax a sequence; the word is as written
  (ld --no-relax leaves it so).
- ``ldah gp,0(rb) !gpdisp!N`` / ``lda gp,0(gp) !gpdisp!N``: the pair loads gp - (address of the
  ldah) into gp, high half (rounded for the sign of the low half) in the ldah, low half in the lda;
  ``rb`` holds the ldah's address (``$27`` at a procedure entry, ``$26`` after a call).
- ``ldgp ra,off(rb)``: the same pair as two words, for gp - (address of the ldgp - off).
- ``!gprelhigh`` / ``!gprellow`` / ``!gprel``: ``expr - gp`` split as ldah/lda halves, or whole
  where it fits 16 signed bits.

Thread-local annotations (``!tlsgd``, ``!tlsldm``, ``!gotdtprel``, ``!dtprel*``, ``!gottprel``,
``!tprel*``) are refused with a message: nothing here has thread-local storage.
"""
from __future__ import annotations

import re

from isa.errors import brief
from isa.toolkit import encode_with_table
from isa.toolkit.expr import Undefined
from isa.toolkit.frontend import Context, Emitted, Statement

GOT, GP = "$__got", "$__gp"
GP_OFFSET = 0x8000
LITUSE = frozenset({"lituse_base", "lituse_bytoff", "lituse_addr", "lituse_jsr",
                    "lituse_jsrdirect"})
GPREL = frozenset({"gprelhigh", "gprellow", "gprel"})
KNOWN = LITUSE | GPREL | {"literal", "gpdisp"}
TLS = frozenset({"tlsgd", "tlsldm", "gotdtprel", "dtprelhi", "dtprello", "dtprel", "gottprel",
                 "tprelhi", "tprello", "tprel", "lituse_tlsgd", "lituse_tlsldm"})

_ANNOTATION = re.compile(r"\s*!([A-Za-z_]\w*)(?:!(\d+))?\s*$")
_MEMORY = re.compile(r"^(?P<ra>[^,]+),\s*(?P<disp>.*?)\s*\(\s*(?P<rb>[^()]+?)\s*\)$")
_LITERAL_LINE = re.compile(r"\bldq\s+[^,#]+,\s*(?P<disp>[^#;]*?)\s*\([^)]*\)\s*!literal\b", re.I)
_NEEDS_GP = re.compile(r"!(literal|gpdisp|gprel\w*)\b|\bldgp\b|\.gprel32\b", re.I)
_NAME = r"[A-Za-z_.$][\w.$]*"
# the callees of a file: a jsr's hint operand, a bsr's target, and the procedure value loaded
# into $27 (pv) from the GOT, GCC's calling sequence (ldq $27,f($29) !literal; jsr $26,($27))
CALLS = re.compile(rf"\bjsr\s+\$\w+\s*,\s*\(\s*\$\w+\s*\)\s*,\s*(?P<name>{_NAME})(?=\s*(?:!|$))"
                   rf"|\bbsr\s+\$\w+\s*,\s*(?P<bsr>{_NAME})(?=\s*(?:!|$))"
                   rf"|\bldq\s+\$27\s*,\s*(?P<pv>{_NAME})\s*\(\s*\$29\s*\)\s*!literal\b", re.I)


def _strip_comment(line: str) -> str:
    return line.split("#", 1)[0]


def literal_expressions(text: str) -> list[str]:
    """The displacement expressions of the ``!literal`` loads, distinct, in order of first use."""
    out: list[str] = []
    for line in text.splitlines():
        for piece in _strip_comment(line).split(";"):
            m = _LITERAL_LINE.search(piece)
            if m and m.group("disp") not in out:
                out.append(m.group("disp"))
    return out


def prepare(text: str) -> str:
    """Source with the GOT and gp appended when any instruction needs them; else unchanged."""
    if not any(_NEEDS_GP.search(_strip_comment(line)) for line in text.splitlines()):
        return text
    slots = "".join(f"\t.quad {e}\n" for e in literal_expressions(text))
    return (text + ("" if text.endswith("\n") else "\n")
            + "# --- the assembler's global offset table and gp (isa/alpha/relocs.py)\n"
            + f"\t.section .got\n\t.align 3\n{GOT}:\n{slots}\t.set {GP}, {GOT} + {GP_OFFSET:#x}\n")


def gprel32(ctx: Context, final: bool):
    """``.gprel32 expr[, ...]``: each a 4-byte ``expr - gp`` (GCC's switch tables, which add gp
    back to the loaded entry)."""
    ops = ctx.operand_list()
    if not ops:
        ctx.fail(".gprel32 needs at least one value")
    if not final:
        return 4 * len(ops)
    vals = []
    for text, col in ops:
        v = ctx.eval(text, col) - ctx.eval(GP, col)
        if not -(1 << 31) <= v < 1 << 31:
            ctx.fail(f"gp-relative value {v:#x} does not fit in 32 bits", col)
        vals.append(v & 0xFFFFFFFF)
    return [Emitted(ctx.pc, tuple(vals), 32, ctx.stmt.line, "data")]


def _split16(value: int) -> tuple[int, int]:
    """ldah/lda halves: value == (hi << 16) + lo with lo signed 16 bits."""
    lo = ((value & 0xFFFF) ^ 0x8000) - 0x8000
    return (value - lo) >> 16, lo


def _with_operands(ctx: Context, operands: str, name: str | None = None) -> list[int]:
    st = ctx.stmt
    new = Statement(st.line, st.col, name or st.name, st.completer, operands, st.ops_col,
                    st.section, st.offset, st.size)
    return encode_with_table(Context(ctx.asm, new), ctx.asm.syntax.table)


def _memory(ctx: Context, body: str, what: str) -> tuple[str, str, str]:
    m = _MEMORY.match(body.strip())
    if not m:
        ctx.fail(f"{what} goes on a memory-format instruction 'ra,disp(rb)', not '{brief(body.strip())}'",
                 ctx.stmt.ops_col)
    return m.group("ra").strip(), m.group("disp"), m.group("rb")


def _disp_col(ctx: Context, disp: str) -> int:
    at = ctx.stmt.operands.find(disp) if disp else -1
    return ctx.stmt.ops_col + max(at, 0)


def _gpdisp_base(ctx: Context, seq: str) -> int:
    """The address of the ``ldah ... !gpdisp!seq`` of this pair."""
    for st in ctx.asm.stmts:
        m = _ANNOTATION.search(st.operands) if st.name == "ldah" else None
        if m and m.group(1).lower() == "gpdisp" and m.group(2) == seq:
            return ctx.asm.address(st.section, st.offset)
    ctx.fail(f"no 'ldah ... !gpdisp!{seq}' pairs with this instruction")


def _fit16(ctx: Context, value: int, col: int, what: str) -> int:
    if not -0x8000 <= value <= 0x7FFF:
        ctx.fail(f"{what} {value:#x} does not fit a signed 16-bit displacement", col)
    return value


def encode_ldgp(ctx: Context) -> list[int]:
    """``ldgp ra,off(rb)``: ldah ra,hi(rb); lda ra,lo(ra) for gp - (address - off)."""
    ra, disp, rb = _memory(ctx, ctx.stmt.operands, "ldgp")
    try:
        off = ctx.eval(disp, _disp_col(ctx, disp)) if disp.strip() else 0
        hi, lo = _split16(ctx.eval(GP, ctx.stmt.ops_col) - (ctx.pc - off))
    except Undefined:
        if ctx.final:
            raise
        return [0, 0]
    return (_with_operands(ctx, f"{ra},{hi}({rb})", "ldah")
            + _with_operands(ctx, f"{ra},{lo}({ra})", "lda"))


def encode(ctx: Context) -> list[int] | None:
    """Encode a statement with a relocation annotation, or ``ldgp``; None when neither."""
    st = ctx.stmt
    if st.name == "ldgp":
        return encode_ldgp(ctx)
    m = _ANNOTATION.search(st.operands)
    if not m:
        return None
    kind, seq = m.group(1).lower(), m.group(2)
    at = st.ops_col + m.start(1) - 1
    if kind in TLS:
        ctx.fail(f"thread-local relocation '!{kind}' is not supported (no TLS here)", at)
    if kind not in KNOWN:
        ctx.fail(f"unknown relocation annotation '!{kind}' (known: "
                 f"{', '.join('!' + k for k in sorted(KNOWN))})", at)
    if seq is None and (kind in LITUSE or kind == "gpdisp"):
        ctx.fail(f"'!{kind}' needs a sequence number, '!{kind}!N'", at)
    body = st.operands[:m.start()]
    if kind in LITUSE:
        return _with_operands(ctx, body)
    ra, disp, rb = _memory(ctx, body, f"'!{kind}'")
    col = _disp_col(ctx, disp)
    try:
        gp = ctx.eval(GP, col)
        if kind == "literal":
            if st.name != "ldq":
                ctx.fail("'!literal' goes on an ldq (a load from the GOT)", st.col)
            ctx.eval(disp, col)                 # the symbol itself must be defined
            slots = literal_expressions("\n".join(ctx.asm.lines))
            if disp not in slots:
                ctx.fail("write a '!literal' load on a line of its own as 'ldq ra,expr(rb) "
                         "!literal'", st.col)
            slot = slots.index(disp)
            value = _fit16(ctx, ctx.eval(GOT, col) + 8 * slot - gp, col, "GOT slot offset")
        elif kind == "gpdisp":
            if st.name not in ("ldah", "lda"):
                ctx.fail("'!gpdisp' goes on the ldah/lda pair that loads gp", st.col)
            if disp.strip() and ctx.eval(disp, col) != 0:
                ctx.fail("a '!gpdisp' displacement is written 0", col)
            hi, lo = _split16(gp - _gpdisp_base(ctx, seq))
            value = hi if st.name == "ldah" else lo
        else:
            rel = ctx.eval(disp, col) - gp
            hi, lo = _split16(rel)
            value = {"gprelhigh": hi, "gprellow": lo}.get(kind)
            if kind == "gprelhigh":
                _fit16(ctx, hi, col, "gp-relative high half")
            elif kind == "gprel":
                value = _fit16(ctx, rel, col, "gp-relative offset")
    except Undefined:
        if ctx.final:
            raise
        return [0]
    return _with_operands(ctx, f"{ra},{value}({rb})")
