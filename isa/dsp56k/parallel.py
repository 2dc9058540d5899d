"""The one DSP56000 hook: a parallel instruction is a data-ALU form (bits 7..0) plus a move form
(bits 23..8 and an optional extension word), docs/references.md 5.1.

- Assembly (:func:`encode`, the toolkit ``Syntax.encode`` hook): a56 separates the fields of a
  statement with white space (``mac x0,y0,a x:(r0)+,x0 y:(r4)+,y0``). Mnemonics of the whole-word
  table go to the table encoder unchanged. Otherwise the first field is the ALU operand text (none
  for ``move``), the rest is the move text; each is encoded by the toolkit table encoder against its
  own table (ALU, moves) as a sub-statement that keeps its source columns, and the ALU byte is OR-ed
  into the first move word. a56 rules kept here: an immediate naming a symbol takes the long form
  (a56 makes ``#sym`` long however small its value, ``#3`` short); Rn and Nn of one address must be
  the same number (``#<expr`` forces the short form, as in a56), and the two address registers
  of an XY move lie in opposite halves (r0-r3,
  r4-r7; the Y register's half is implied, so a same-half pair would silently change the X one).
- Decoding (:class:`ParallelTable`, the ISA's toolkit ``Table``): a parallel word (bits 23..20 not
  zero, or ``0000 100x``) is split into its ALU byte and move bits, each decoded by its table, and
  the two forms are merged into one combined :class:`Form` (fields, operands, reads and writes of
  both; template ``"ALU MOVE"``), built once per pair, so the toolkit disassembler and
  :class:`isa.toolkit.layer.TableIsa` need nothing else. Decoded register and key operands must be
  ones the syntax names (else the word is not decoded), hex prints as ``$ff``, and the pair
  registers of l: moves and ``add x,a`` are traced as their halves.
"""
from __future__ import annotations

import re
from dataclasses import replace

from isa.errors import brief
from isa.toolkit import Context, Decoded, Form, Format, Table, encode_with_table
from isa.toolkit.expr import Undefined

from .formats import PAIRS


def is_parallel(word: int) -> bool:
    """Bits 23..20 not zero, or class II ``0000 100d x0MM MRRR`` (``movep`` has bit 14 set)."""
    return (word >> 20) != 0 or ((word >> 17) == 0b0000100 and not word & 0x4000)


class ParallelTable(Table):
    """The whole-word forms, plus the ALU and move tables a parallel word is split between."""

    def __init__(self, forms, alu: Table, moves: Table, registers, word_bits: int = 24):
        super().__init__(forms, registers, word_bits)
        self.alu, self.moves = alu, moves
        self.long_moves = Table([f for f in moves.forms if f.fmt.words > 1], registers, word_bits)
        self.short_moves = Table([f for f in moves.forms if f.fmt.name == "imm8"], registers,
                                 word_bits)
        # whole-word mnemonics with a short and a long immediate form (movec): ``#sym`` is long
        self.long_main = Table([f for f in forms if not f.attrs.get("short_imm")], registers,
                               word_bits)
        self.short_imm = {f.mnemonic for f in forms if f.attrs.get("short_imm")}
        self._pairs: dict[tuple[int, int], Form] = {}
        self._checks: dict[Form, list] = {}
        self._cache: dict[tuple, Decoded | None] = {}

    def decode_words(self, words):
        w = words[0]
        if not is_parallel(w):
            return super().decode(words, self._valid)
        a = self.alu.decode([w & 0xFF], self._valid)
        m = self.moves.decode([w & 0xFFFF00, *words[1:]], self._valid)
        if a is None or m is None:
            return None
        return Decoded(self.combined(a.form, m.form), (w, *m.words[1:]), {**a.values, **m.values})

    def combined(self, alu: Form, mv: Form) -> Form:
        """The one form of ALU form ``alu`` with move form ``mv`` (built once per pair)."""
        k = (id(alu), id(mv))
        if k not in self._pairs:
            f = Format(f"{alu.fmt.name}|{mv.fmt.name}", {**alu.fmt.fields, **mv.fmt.fields},
                       " ".join(t for t in (alu.template, mv.template) if t),
                       {**alu.fmt.operands, **mv.fmt.operands}, alu.read_fields + mv.read_fields,
                       alu.write_fields + mv.write_fields, words=mv.fmt.words)
            attrs = {**alu.attrs, **mv.attrs, "alu": alu, "move": mv}
            self._pairs[k] = Form(alu.mnemonic, f, {**alu.all_fixed(), **mv.all_fixed()},
                                  klass=alu.klass, attrs=attrs)
        return self._pairs[k]

    def _valid(self, d: Decoded) -> bool:
        """Every register or key operand the form prints or traces is one the syntax can spell,
        and every Span field's value lies in its range."""
        checks = self._checks.get(d.form)
        if checks is None:
            checks = self._checks[d.form] = self._checks_of(d.form)
        values = d.values
        return all(values.get(f) in ok for f, ok in checks)

    def _checks_of(self, form: Form) -> list[tuple[str, object]]:
        used = set(re.findall(r"%(\w+)", form.template))
        fields = set(form.read_fields + form.write_fields)
        out = []
        for name, fld in form.fmt.fields.items():
            if hasattr(fld, "offset"):
                lo, hi = fld.value_range()
                out.append((name, range(lo, hi + 1)))
        for name, op in form.fmt.operands.items():
            if op.field not in form.fmt.fields or not (name in used or op.field in fields):
                continue
            if op.kind == "reg":
                out.append((op.field, set(self.registers(op.cls).values())))
            elif op.kind == "key":
                out.append((op.field, set(op.choices.values())))
        return out

    def decode(self, words):
        """As :meth:`decode_words`, memoized on the first two words (an interpreter decodes
        each instruction once, a StaticInsn and the disassembly again)."""
        key = (words[0], words[1] if len(words) > 1 else None)
        if key in self._cache:
            return self._cache[key]
        d = self.decode_words(words)
        if len(self._cache) > 1 << 16:
            self._cache.clear()
        self._cache[key] = d
        return d

    def disassemble(self, d: Decoded, pc: int) -> str:
        return re.sub(r"\b0x([0-9a-f]+)", r"$\1", super().disassemble(d, pc))

    def registers_of(self, d: Decoded, which: str) -> tuple[str, ...]:
        out: list[str] = []
        for name in super().registers_of(d, which) + tuple(d.form.attrs.get(which, ())):
            for n in PAIRS.get(name, (name,)):
                if n not in out:
                    out.append(n)
        return tuple(out)


_IMM = re.compile(r"#(?!\s*>)([^,]*),")
_NN = re.compile(r"r([0-7])\s*\)?\s*[-+]\s*n([0-7])", re.IGNORECASE)
_SPACE_REG = re.compile(r"([xy])\s*:\s*-?\s*\(\s*r([0-7])", re.IGNORECASE)


def _sub(ctx: Context, name: str, text: str, col: int) -> Context:
    return Context(ctx.asm, replace(ctx.stmt, name=name, operands=text, ops_col=col))


def _check(ctx: Context, parts: list[tuple[int, str]]) -> None:
    """a56's address-register rules, with a message naming the registers."""
    col0 = ctx.stmt.ops_col
    for at, text in parts:
        for m in _NN.finditer(text):
            if m.group(1) != m.group(2):
                ctx.fail(f"Rn and Nn must be the same number (r{m.group(1)} with n{m.group(2)})",
                         col0 + at + m.start(2) - 1)
    regs = [(col0 + at + m.start(2) - 1, m.group(1).lower(), int(m.group(2)))
            for at, text in parts for m in _SPACE_REG.finditer(text)]
    if len(regs) == 2 and regs[0][1] != regs[1][1] and (regs[0][2] < 4) == (regs[1][2] < 4):
        ctx.fail(f"the address registers of an XY move must be in opposite halves (r0-r3, "
                 f"r4-r7), not r{regs[0][2]} and r{regs[1][2]}", regs[1][0])


def _symbolic(expr: str) -> bool:
    """Whether an immediate's expression names a symbol (a56 then takes the long form)."""
    return bool(re.search(r"[A-Za-z_.]", re.sub(r"\$[0-9a-fA-F]+", "", expr)))


# Whether some parallel-move form's template matches a move field, by (table, text): the check
# runs for every parallel statement and tries each move form's regular expression, and the same
# move texts recur all through a program (and in every assembly of it).
_LEGAL: dict[tuple[object, str], bool] = {}


def _legal_move(moves, text: str) -> bool:
    key = (moves, text)                 # the table itself: kept alive while its entries are
    got = _LEGAL.get(key)
    if got is None:
        if len(_LEGAL) > 1 << 16:
            _LEGAL.clear()
        got = _LEGAL[key] = any(moves.match(f, text) for f in moves.forms)
    return got


def encode(ctx: Context) -> list[int]:
    """``Syntax.encode``: whole-word forms by the table; parallel ones as ALU byte | move."""
    st, table = ctx.stmt, ctx.asm.syntax.table
    short = "#<" in st.operands.replace(" ", "")
    if short:                               # a56 '#<': the short immediate (columns kept)
        ctx = _sub(ctx, st.name, re.sub(r"#(\s*)<", r"#\1 ", st.operands), st.ops_col)
        st = ctx.stmt
    if st.name in table.by_mnemonic:
        ops = st.operands.strip()
        imm = _IMM.match(ops)
        if st.name in table.short_imm and not short and (
                re.match(r"#\s*>", ops) or (imm and _symbolic(imm.group(1)))):
            try:                            # a56: #expr naming a symbol is the long form
                return encode_with_table(ctx, table.long_main)
            except Undefined:
                forms = table.long_main.by_mnemonic[st.name]
                return [0] * next(f.fmt.words for f in forms
                                  if table.long_main.match(f, st.operands))
        return encode_with_table(ctx, table)
    alu_forms = table.alu.by_mnemonic.get(st.name)
    if alu_forms is None:
        ctx.fail(f"unknown mnemonic '{brief(st.name)}'")
    parts = [(m.start(), m.group()) for m in re.finditer(r"\S+", st.operands)]
    k = min(len(parts), 1 if any(f.template for f in alu_forms) else 0)
    if len(parts) - k > 2:
        ctx.fail("a56 allows at most two parallel move fields", st.ops_col + parts[k + 2][0])
    _check(ctx, parts[k:])
    at = parts[k][0] if len(parts) > k else len(st.operands)
    move_text = st.operands[at:]
    moves = table.moves
    if not _legal_move(moves, move_text):
        ctx.fail(f"unknown or illegal parallel move '{brief(move_text)}'", st.ops_col + at)
    imm = _IMM.match(move_text)             # a56: #expr naming a symbol is always long
    if short and imm:
        moves = table.short_moves
    elif imm and _symbolic(imm.group(1)):
        moves = table.long_moves
    try:
        alu = encode_with_table(_sub(ctx, st.name, parts[0][1] if k else "",
                                     st.ops_col + (parts[0][0] if k else 0)), table.alu)
        words = encode_with_table(_sub(ctx, "move", move_text, st.ops_col + at), moves)
    except Undefined:                       # pass 1, a later symbol: the size of the first match
        return [0] * next(f.fmt.words for f in moves.forms if moves.match(f, move_text))
    words[0] |= alu[0]
    return words
