"""The shared two-pass assembler front end (GNU as style), with per-ISA syntax hooks.

Pass 1 splits the source into statements (labels, numeric local labels ``1:``/``1f``/``1b``,
directives, instructions with their completers and operand text), sizes each one and places the
labels; pass 2 evaluates expressions and encodes. An instruction's words are kept by its text and
the values it used (:meth:`Assembler.encode`), so pass 2 encodes again only what a forward
reference changed, and a repeated statement is encoded once. An ISA supplies a :class:`Syntax`:
its table, its dialect (comment characters, statement separator, label style, number syntax), its
data directives, and at most a few hooks (code padding, a statement encoder for syntax the table
alone cannot express). Every error is an :class:`isa.errors.AssemblyError` at file:line:column.

Addresses count *units*: bytes for the byte-addressed ISAs, 24-bit words for the DSP56000
(``Syntax.unit_bits``). Instructions are ``insn_units`` units per word.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from isa.errors import AssemblyError, brief

from .expr import ExprError, Undefined, evaluate
from .gnu_directives import STRING_DIRECTIVES, strings
from .table import EncodeError, Table

GNU_IGNORED = frozenset({".globl", ".global", ".ent", ".end", ".frame", ".prologue", ".file",
                         ".type", ".size", ".arch", ".mask", ".fmask", ".ident", ".local", ".weak",
                         ".cpu", ".level", ".proc", ".procend", ".callinfo", ".entry", ".exit",
                         ".import", ".export", ".loc", ".loc_view", ".hidden", ".protected",
                         ".internal", ".addrsig", ".addrsig_sym", ".symver", ".version"})
# DWARF call-frame directives (GCC emits them unless told -fno-dwarf2-cfi-asm): unwind tables
# only, nothing a run executes or reads
CFI_IGNORED = frozenset(".cfi_" + n for n in (
    "startproc", "endproc", "sections", "def_cfa", "def_cfa_offset", "def_cfa_register",
    "adjust_cfa_offset", "offset", "rel_offset", "register", "restore", "undefined", "same_value",
    "remember_state", "restore_state", "return_column", "escape", "signal_frame", "personality",
    "lsda", "window_save"))


MAX_SECTION_UNITS = 1 << 24         # the largest section an assembly may build (bytes or words)
_SYMBOL, _LOCAL, _PC = 0, 1, 2          # what an encoding's words depend on (Assembler.depends)
# id(syntax) -> (syntax, {(mnemonic, completer, operands): [(values it depends on, words)]}):
# the encodings Assembler.encode may reuse, across the assemblies of one process
_ENCODED: dict[int, tuple] = {}


@dataclass(frozen=True)
class Dialect:
    comment: str = "#"                  # characters that start a comment to end of line
    separator: str | None = ";"         # statement separator, or None
    labels: str = "colon"               # "colon" (``name:``) or "column1" (a56: a name in column 1)
    numbers: str = "gnu"                # expression number syntax: "gnu" or "motorola"
    local_labels: bool = True           # ``1:`` with ``1f``/``1b``
    # field selectors: name -> function of the rest of the expression (hppa ``L%``/``R%``)
    selectors: dict = field(default_factory=dict, hash=False, compare=False)
    # a separator character that belongs to the statement: (line, index) -> True keeps it
    # (hppa: a ``!`` right after a completer's comma starts an FP condition, ``fcmp,dbl,!<``)
    keeps_separator: object = field(default=None, hash=False, compare=False)


@dataclass
class Statement:
    line: int
    col: int
    name: str                           # mnemonic (base, lower case) or directive
    completer: str                      # ",u,*<>" after the base mnemonic, or ""
    operands: str
    ops_col: int                        # 1-based column where ``operands`` starts
    section: str
    offset: int = 0                     # units from the section start
    size: int = 0


@dataclass
class Emitted:
    """One instruction or datum as placed: what ``workbench asm`` lists."""
    address: int
    words: tuple[int, ...]
    bits: int                           # width of each value in ``words``
    line: int
    kind: str                           # "insn" or "data"

    def hex_words(self) -> list[str]:
        return [f"{w:0{self.bits // 4}x}" for w in self.words]


@dataclass
class Syntax:
    """What one ISA tells the front end."""
    isa: str
    table: Table
    dialect: Dialect = Dialect()
    byte_order: str = "little"
    unit_bits: int = 8
    word_bits: int = 32
    data_sizes: dict[str, int] = field(default_factory=dict)     # directive -> units per datum
    align_log2: bool = True             # ``.align n`` means 2**n (Alpha), else n units
    ignored: frozenset[str] = GNU_IGNORED | CFI_IGNORED
    section_align: int = 16             # a section placed after another starts on this boundary
    # (ctx, n) -> padding words (each ``word_bits``) for ``n`` units of code alignment
    pad_code: Callable[["Context", int], list[int]] | None = None
    # (ctx) -> instruction words, for syntax beyond the table (None: table-driven). The words
    # must follow from the statement's text and the values the context hands out (ctx.eval,
    # ctx.pc): Assembler.encode reuses them for the same text with the same values. A hook that
    # reads anything else (the assembler's lines or statements) calls ctx.volatile()
    encode: Callable[["Context"], list[int]] | None = None
    directives: dict[str, Callable[["Context", bool], int]] = field(default_factory=dict)
    # source -> source, before pass 1: appends what the ISA's assembler generates itself (the
    # Alpha's GOT); lines already in the source keep their numbers
    prepare: Callable[[str], str] | None = None
    # calls to functions the file may not define: a pattern over a line whose named group that
    # matches is a callee; each callee the file leaves undefined gets a halt stub after the code
    # (Program.externals), so the file assembles and a run that reaches one is refused by name
    calls: re.Pattern | None = None
    # (assembler) -> more field selectors whose value depends on the assembly (hppa's LT'/RT':
    # the linkage-table slot of a symbol)
    bound_selectors: Callable[["Assembler"], dict] | None = None

    @property
    def insn_units(self) -> int:
        return self.word_bits // self.unit_bits


class Context:
    """One statement being sized (pass 1) or encoded (pass 2)."""

    def __init__(self, asm: "Assembler", stmt: Statement):
        self.asm, self.stmt = asm, stmt

    @property
    def final(self) -> bool:
        return self.asm.final

    @property
    def pc(self) -> int:
        pc = self.quiet_pc()
        self.asm.depends(_PC, pc)
        return pc

    def quiet_pc(self) -> int:
        """The pc, not noted as a value the words depend on (the table encoder reads it for every
        form and notes it only for a form with a pc-relative operand)."""
        try:
            return self.asm.address(self.stmt.section, self.stmt.offset)
        except Undefined:
            self.asm.volatile()
            raise

    def volatile(self) -> None:
        """The words being encoded depend on more than the statement's text and the values this
        context handed out (an encode hook that reads the assembler's own state, or meets a
        symbol not yet defined, calls this): they are not reused for another statement."""
        self.asm.volatile()

    def fail(self, message: str, col: int | None = None):
        raise AssemblyError(self.asm.path, self.stmt.line, col or self.stmt.col, message)

    def eval(self, text: str, col: int) -> int:
        """Evaluate an expression; in pass 1 an undefined symbol raises :class:`Undefined`."""
        try:
            return evaluate(text, col, self.asm.lookup_for(self), self.asm.local_ref_for(self),
                            self.asm.syntax.dialect.numbers, self.asm.is_register,
                            self.asm.selectors)
        except ExprError as e:
            self.fail(str(e), e.col)
        except Undefined as u:
            self.asm.volatile()
            if self.final:
                self.fail(f"undefined symbol '{brief(u.name)}'", col)
            raise

    def const(self, text: str, col: int) -> int:
        """An expression that must be known in pass 1 (sizes, alignments)."""
        try:
            return self.eval(text, col)
        except Undefined as u:
            self.fail(f"'{brief(u.name)}' must be defined before it is used here", col)

    def operand_list(self) -> list[tuple[str, int]]:
        """The operand text split at top-level commas, each with its 1-based column."""
        out, depth, start, s = [], 0, 0, self.stmt.operands
        if not s.strip():
            return out
        for i, c in enumerate(s + ","):
            depth += {"(": 1, ")": -1}.get(c, 0)
            if c == "," and depth == 0:
                piece = s[start:i]
                out.append((piece.strip(), self.stmt.ops_col + start + len(piece) - len(piece.lstrip())))
                start = i + 1
        return out


class Assembler:
    def __init__(self, syntax: Syntax, text: str, path: str, symbols: dict[str, int], base: int):
        self.syntax, self.path, self.base = syntax, path, base
        self.lines = text.splitlines()
        self.external = dict(symbols)
        self.labels: dict[str, tuple[str, int]] = {}
        self.locals: dict[str, list[tuple[int, str, int]]] = {}
        self.sets: dict[str, int] = {}
        self.stmts: list[Statement] = []
        self.sizes: dict[str, int] = {"text": 0}
        self.origins: dict[str, int | None] = {"text": base}
        self.final = False
        self._regs = {n for cls in syntax.table.registers.names.values() for n in cls}
        self.selectors = dict(syntax.dialect.selectors)
        if syntax.bound_selectors is not None:
            # their value depends on the whole assembly (hppa's LT'/RT': a linkage-table slot),
            # so an encoding that uses one is not reused
            for name, fn in syntax.bound_selectors(self).items():
                self.selectors[name] = self._volatile_selector(fn)
        self._deps: list | None = None             # see depends()
        got = _ENCODED.get(id(syntax))
        if got is None or got[0] is not syntax:
            got = _ENCODED[id(syntax)] = (syntax, {})
        self._encoded: dict[tuple, list] = got[1]
        self.aligns: dict[str, int] = {}           # section -> its largest alignment (units)
        self.functions: list[str] = []             # .type NAME,@function / .ent / .proc order
        self.externals: list[str] = []             # callees the file does not define
        self._previous, self._stack = "text", []   # .previous, .pushsection/.popsection

    # ------------------------------------------------------------------ symbols
    def is_register(self, name: str) -> bool:
        return name.lower() in self._regs

    def address(self, section: str, offset: int) -> int:
        org = self.origins.get(section)
        if org is None:
            raise Undefined(f"(start of section {section})")
        return org + offset

    def value_of(self, st: Statement, name: str) -> int:
        """The value of symbol ``name`` seen from statement ``st`` (Undefined if it has none)."""
        if name == ".":
            return self.address(st.section, st.offset)
        if name in self.labels:
            return self.address(*self.labels[name])
        if name in self.sets:
            return self.sets[name]
        if name in self.external:
            return self.external[name]
        raise Undefined(name)

    def local_value(self, st: Statement, num: str, direction: str) -> int:
        """The address of local label ``num`` looked up from ``st`` backward ("b") or forward."""
        defs = self.locals.get(num, [])
        if direction == "b":
            c = [d for d in defs if d[1] == st.section and d[2] <= st.offset and d[0] <= st.line]
            d = c[-1] if c else None
        else:
            c = [d for d in defs if d[0] > st.line or (d[0] == st.line and d[2] > st.offset)]
            d = c[0] if c else None
        if d is None:
            raise Undefined(f"{num}{direction}")
        return self.address(d[1], d[2])

    def lookup_for(self, ctx: Context) -> Callable[[str], int]:
        def lookup(name: str) -> int:
            v = self.value_of(ctx.stmt, name)
            self.depends(_SYMBOL, v, name)
            return v
        return lookup

    def local_ref_for(self, ctx: Context):
        def ref(num: str, direction: str) -> int:
            v = self.local_value(ctx.stmt, num, direction)
            self.depends(_LOCAL, v, num, direction)
            return v
        return ref

    # ------------------------------------------------------------------ reusing encodings
    # An instruction's words are a function of its text (mnemonic, completer, operands) and of
    # the values its encoding asked for: symbols, local labels and the pc (for a pc-relative
    # operand). While one is encoded, ``_deps`` collects those values; a statement with the same
    # text whose symbols have the same values then gets the same words without encoding (pass 2
    # finds pass 1's words so, and a program repeats its statements). An encoding that met an
    # undefined symbol or read anything else (Context.volatile) is not kept.
    def depends(self, kind: int, value: int, *what) -> None:
        if self._deps is not None:
            self._deps.append((kind, value, *what))

    def volatile(self) -> None:
        if self._deps is not None:
            self._deps.append(None)

    def _volatile_selector(self, fn):
        def selector(value: int) -> int:
            self.volatile()
            return fn(value)
        return selector

    def _same_values(self, st: Statement, deps: tuple) -> bool:
        try:
            for d in deps:
                kind = d[0]
                if kind == _SYMBOL:
                    v = self.value_of(st, d[2])
                elif kind == _LOCAL:
                    v = self.local_value(st, d[2], d[3])
                else:
                    v = self.address(st.section, st.offset)
                if v != d[1]:
                    return False
        except Undefined:
            return False
        return True

    # ------------------------------------------------------------------ pass 1
    def split(self) -> None:
        section = "text"
        d = self.syntax.dialect
        for ln, raw in enumerate(self.lines, start=1):
            line = _strip_comment(raw, d.comment)
            pieces = (_split_outside_quotes(line, d.separator, d.keeps_separator) if d.separator
                      else [(line, 0)])
            for piece, start in pieces:
                section = self._statement(piece, start, ln, section)
        self._stubs()

    def _stubs(self) -> None:
        """A halt stub after the code for each callee the file does not define (Syntax.calls)."""
        pat = self.syntax.calls
        if pat is None:
            return
        d = self.syntax.dialect
        for raw in self.lines:
            line = _strip_comment(raw, d.comment)
            for m in pat.finditer(line):
                name = next(v for v in m.groupdict().values() if v)     # the group that matched
                if (name not in self.labels and name not in self.sets and name not in self.external
                        and name not in self.externals and not name.isdigit() and name != "."):
                    self.externals.append(name)
        if not self.externals:
            return
        halt = next(f.mnemonic for f in sorted(self.syntax.table.forms,
                                               key=lambda f: f.mnemonic != "halt")
                    if f.flow == "halt" and not f.template.strip())
        ln = len(self.lines)
        self.lines.append("# --- a halt stub for each function the file calls but does not define")
        section = self._statement(".text", 0, ln + 1, "text")
        for name in self.externals:
            self.lines.append(f"{name}:\t{halt}")
            section = self._statement(self.lines[-1], 0, len(self.lines), section)

    def _label(self, name: str, ln: int, col: int, section: str) -> None:
        if name.isdigit() and self.syntax.dialect.local_labels:
            self.locals.setdefault(name, []).append((ln, section, self.sizes[section]))
            return
        if name in self.labels or name in self.external:
            raise AssemblyError(self.path, ln, col, f"symbol '{brief(name)}' is already defined")
        self.labels[name] = (section, self.sizes[section])

    def _statement(self, piece: str, start: int, ln: int, section: str) -> str:
        i, n = 0, len(piece)
        labels = self.syntax.dialect.labels
        if labels == "column1" and start == 0:
            m = _COLUMN1_LABEL.match(piece)
            if m:
                self._label(m.group(0), ln, 1, section)
                i = m.end()
        while labels == "colon":
            while i < n and piece[i] in " \t":
                i += 1
            m = _COLON_LABEL.match(piece, i)
            if not m:
                break
            self._label(m.group(1), ln, start + i + 1, section)
            i = m.end()
        rest = piece[i:]
        body = rest.strip()
        if not body:
            return section
        col = start + i + len(rest) - len(rest.lstrip()) + 1
        m = _MNEMONIC.match(body)
        if not m:
            raise AssemblyError(self.path, ln, col, f"expected a mnemonic or directive, got '{brief(body.split()[0])}'")
        name = m.group(0).lower()
        j = m.end()
        completer = ""
        cm = _completers(getattr(self.syntax.table, "completer_sep", ",")).match(body, j)
        if cm and not name.startswith("."):
            completer, j = cm.group(0), cm.end()
        operands = body[j:]
        st = Statement(ln, col, name, completer, operands.strip(),
                       col + j + len(operands) - len(operands.lstrip()), section,
                       self.sizes[section])
        if name in (".text", ".data", ".bss", ".rodata", ".section", ".pushsection"):
            if name == ".pushsection":
                self._stack.append(section)
                st.name = ".section"
            new = self._section(st)
            self._previous = section
            return new
        if name in (".previous", ".popsection"):
            if name == ".popsection" and not self._stack:
                raise AssemblyError(self.path, ln, col, ".popsection without a .pushsection")
            new = self._stack.pop() if name == ".popsection" else self._previous
            self._previous = section
            return new
        if name in (".comm", ".lcomm"):
            self._common(Context(self, st))
            return section
        self.stmts.append(st)
        st.size = self._size(Context(self, st))
        if section == "note" and st.size:
            raise AssemblyError(self.path, ln, col, "contents in a note section (.note.*, "
                                ".comment) are not loaded here: put them in .data")
        self.sizes[section] += st.size
        if self.sizes[section] > MAX_SECTION_UNITS:     # .space/org of a huge size: no image
            raise AssemblyError(self.path, ln, col, f"section '{section}' grows past "
                                f"{MAX_SECTION_UNITS:#x} units here (a huge .space, .align or org?)")
        return section

    def _section(self, st: Statement) -> str:
        parts = [p.strip() for p in st.operands.split(",")]
        name = st.name if st.name != ".section" else parts[0]
        flags = parts[1].strip('"') if st.name == ".section" and len(parts) > 1 else None
        name = _SECTION_ALIASES.get(name) or _section_kind(name)
        if name not in ("text", "data", "got", "note") and flags is not None:
            # a section named by its flags (GNU as: "x" code, "a" loaded; others not loaded)
            name = "text" if "x" in flags else "data" if "a" in flags else "note"
        if name not in ("text", "data", "got", "note"):
            raise AssemblyError(self.path, st.line, st.col, f"unsupported section '{brief(name)}' (use .text or .data)")
        self.sizes.setdefault(name, 0)
        self.origins.setdefault(name, None)
        return name

    def _common(self, ctx: Context) -> None:
        """``.comm NAME, SIZE[, ALIGN]`` / ``.lcomm``: SIZE zeroed units in a section of their own
        ("common", placed after the data), aligned to ALIGN units (default: the largest power of
        two up to 16 that is at most SIZE, as GNU as does for ELF)."""
        ops = ctx.operand_list()
        if len(ops) not in (2, 3) or not re.fullmatch(r"[A-Za-z_.$][\w.$]*", ops[0][0]):
            ctx.fail(f"{ctx.stmt.name} needs 'name, size[, alignment]'")
        size = ctx.const(*ops[1])
        if not 0 <= size <= MAX_SECTION_UNITS:
            ctx.fail(f"bad size {size}", ops[1][1])
        if len(ops) == 3:
            align = ctx.const(*ops[2])
            if align <= 0 or align & (align - 1) or align > 1 << 16:
                ctx.fail(f"bad alignment {align} (a power of two, at most 65536)", ops[2][1])
        else:
            align = 1
            while align * 2 <= min(size, 16):
                align *= 2
        sec = "common"
        self.sizes.setdefault(sec, 0)
        self.origins.setdefault(sec, None)
        self.sizes[sec] += -self.sizes[sec] % align
        self.aligns[sec] = max(self.aligns.get(sec, 1), align)
        self._label(ops[0][0], ctx.stmt.line, ops[0][1], sec)
        self.sizes[sec] += size

    def _size(self, ctx: Context) -> int:
        st, sx = ctx.stmt, self.syntax
        if st.name in (".type", ".ent"):
            ops = ctx.operand_list()
            if ops and (st.name == ".ent" or (len(ops) > 1 and "function" in ops[1][0])):
                if ops[0][0] not in self.functions:
                    self.functions.append(ops[0][0])
        if st.name in STRING_DIRECTIVES and sx.unit_bits == 8:
            return len(self._string_bytes(ctx))
        if st.name in sx.directives:
            return sx.directives[st.name](ctx, False)
        if not st.name.startswith("."):
            if st.offset % sx.insn_units:
                ctx.fail(f"instruction is not on a {sx.insn_units}-unit boundary (add .align)")
            try:
                return len(self.encode(ctx)) * sx.insn_units
            except Undefined:
                return self._guess_words(ctx) * sx.insn_units
        if st.name in sx.data_sizes:
            return sx.data_sizes[st.name] * len(ctx.operand_list())
        if st.name in (".align", ".p2align", ".balign"):
            ops = ctx.operand_list()
            if not ops:
                ctx.fail(f"{st.name} needs an argument")
            v = ctx.const(*ops[0])
            log2 = st.name == ".p2align" or (st.name == ".align" and sx.align_log2)
            if log2 and not 0 <= v <= 16:      # 1 << v of a huge v never ends (or overflows)
                ctx.fail(f"bad alignment {v} (at most 16: 2**16 units)", ops[0][1])
            align = 1 << v if log2 else v
            if align <= 0 or align & (align - 1) or align > 1 << 16:
                ctx.fail(f"bad alignment {v}", ops[0][1])
            self.aligns[st.section] = max(self.aligns.get(st.section, 1), align)
            return -st.offset % align
        if st.name in (".space", ".skip", ".zero", ".block", ".blockz"):     # .block(z): hppa
            ops = ctx.operand_list()
            if not ops:
                ctx.fail(f"{st.name} needs a size")
            v = ctx.const(*ops[0])
            if v < 0:
                ctx.fail("negative size", ops[0][1])
            return v
        if st.name in (".set", ".equ"):
            ops = ctx.operand_list()
            if len(ops) == 1 and re.fullmatch(r"[A-Za-z_.$][\w.$]*", ops[0][0]):
                return 0                # ".set noreorder" and friends: assembler options
            if len(ops) != 2 or not re.fullmatch(r"[A-Za-z_.$][\w.$]*", ops[0][0]):
                ctx.fail(f"{st.name} needs 'name, expression'")
            try:
                self.sets[ops[0][0]] = ctx.eval(*ops[1])
            except Undefined:
                pass
            return 0
        if st.name in sx.ignored:
            return 0
        ctx.fail(f"unknown directive '{brief(st.name)}'")

    def _string_bytes(self, ctx: Context) -> bytes:
        st = ctx.stmt
        if not st.operands:
            ctx.fail(f"{st.name} needs a quoted string")
        parts = strings(st.operands, st.ops_col, lambda msg, c: ctx.fail(msg, c))
        z = b"\0" if STRING_DIRECTIVES[st.name] else b""
        return b"".join(p + z for p in parts)

    def _guess_words(self, ctx: Context) -> int:
        """Pass-1 size of an instruction whose operands name later symbols: that of the first
        form whose completers and template match (forms of one mnemonic share a size in the
        ISAs here; a56-style long/short choices are explicit in the source)."""
        st, t = ctx.stmt, self.syntax.table
        for form in t.by_mnemonic.get(st.name, ()):
            if t.completer_values(form, st.completer) is not None and t.match(form, st.operands):
                return form.fmt.words
        return 1

    # ------------------------------------------------------------------ encoding
    def encode(self, ctx: Context) -> list[int]:
        st = ctx.stmt
        key = (st.name, st.completer, st.operands)
        known = self._encoded.get(key)
        if known:
            for deps, words in known:
                if self._same_values(st, deps):
                    return list(words)
        outer, self._deps = self._deps, []
        try:
            if self.syntax.encode is not None:
                words = self.syntax.encode(ctx)
            else:
                words = encode_with_table(ctx, self.syntax.table)
        finally:
            deps, self._deps = self._deps, outer
            if outer is not None:       # a hook that encodes a statement through this one
                outer.extend(deps)
        if None not in deps:
            if known is None:
                if len(self._encoded) > 1 << 16:
                    self._encoded.clear()
                known = self._encoded[key] = []
            elif len(known) >= 4:       # a pc-relative branch has one per place: keep a few
                del known[0]
            known.append((tuple(dict.fromkeys(deps)), tuple(words)))
        return words

    # ------------------------------------------------------------------ pass 2
    def place_sections(self) -> None:
        end = self.base + self.sizes["text"]
        for name in sorted(self.sizes, key=lambda n: n != "got"):     # a GOT first, as ld has it
            if self.origins.get(name) is None:
                a = max(self.syntax.section_align, self.aligns.get(name, 1))
                self.origins[name] = (end + a - 1) // a * a
                end = self.origins[name] + self.sizes[name]

    def assemble(self) -> list[Emitted]:
        self.final = True
        self.place_sections()
        for st in self.stmts:           # .set values may name labels: evaluate them again
            if st.name in (".set", ".equ"):
                ops = Context(self, st).operand_list()
                if len(ops) == 2:
                    self.sets[ops[0][0]] = Context(self, st).const(*ops[1])
        out: list[Emitted] = []
        sx = self.syntax
        for st in self.stmts:
            ctx = Context(self, st)
            if st.name in sx.directives:
                out += self.directive_output(ctx)
            elif not st.name.startswith("."):
                words = self.encode(ctx)
                if len(words) * sx.insn_units != st.size:
                    ctx.fail("instruction size changed between passes (a forward reference chose "
                             "another form): define the symbol before this line")
                out.append(Emitted(ctx.pc, tuple(words), sx.word_bits, st.line, "insn"))
            elif st.name in (".align", ".p2align", ".balign") and st.size:
                if st.section == "text" and sx.pad_code is not None:
                    out.append(Emitted(ctx.pc, tuple(sx.pad_code(ctx, st.size)), sx.word_bits, st.line, "data"))
            elif st.name in STRING_DIRECTIVES and sx.unit_bits == 8:
                out.append(Emitted(ctx.pc, tuple(self._string_bytes(ctx)), 8, st.line, "data"))
            elif st.name in sx.data_sizes:
                size = sx.data_sizes[st.name]
                bits = size * sx.unit_bits
                vals = []
                for text, col in ctx.operand_list():
                    v = ctx.const(text, col)
                    if not -(1 << (bits - 1)) <= v < (1 << bits):
                        ctx.fail(f"value {v} does not fit in {size * sx.unit_bits // 8} bytes", col)
                    vals.append(v & ((1 << bits) - 1))
                out.append(Emitted(ctx.pc, tuple(vals), bits, st.line, "data"))
        return out

    def directive_output(self, ctx: Context) -> list[Emitted]:
        """ISA directives that emit data return them from their hook with ``final=True``."""
        got = self.syntax.directives[ctx.stmt.name](ctx, True)
        return got if isinstance(got, list) else []

    def symbols(self) -> dict[str, int]:
        syms = dict(self.external)
        syms.update(self.sets)
        for name, (sec, off) in self.labels.items():
            syms[name] = self.address(sec, off)
        return syms


_COLUMN1_LABEL = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_COLON_LABEL = re.compile(r"([A-Za-z_.$][A-Za-z0-9_.$]*|[0-9]+)\s*:(?!=)")
_MNEMONIC = re.compile(r"[A-Za-z_.][A-Za-z0-9_.]*")
_COMPLETERS: dict[str, re.Pattern] = {}


def _completers(sep: str) -> re.Pattern:
    """Completers after a mnemonic: ``,u,*<>`` (separator ``,``) or ``/su`` (``/``)."""
    got = _COMPLETERS.get(sep)
    if got is None:
        e = re.escape(sep)
        got = _COMPLETERS[sep] = re.compile(rf"({e}[^\s{e},]+)+")
    return got


_SECTION_ALIASES = {".text": "text", ".data": "data", "text": "text", "data": "data",
                    ".bss": "data", ".rodata": "data"}


def _section_kind(name: str) -> str:
    """Where a named ELF section goes: code in text; read-only, small and zeroed data
    (.rodata.cst8, .rodata.str1.1, .sdata, .sbss, .bss, as GCC names them) in data, zeroes
    written out; a global offset table (.got) in "got", placed right after text as GNU ld places
    .got before .sdata/.sbss (so gp = .got + 0x8000 reaches them); notes and .comment (no
    loaded contents, e.g. .note.GNU-stack) in an empty "note" section; others stay unsupported."""
    if name.startswith(".text."):
        return "text"
    if name == ".got":
        return "got"
    if re.match(r"\.(rodata|data|sdata|srodata|sdata2|bss|sbss)(\.|$)", name):
        return "data"
    if name.startswith(".note") or name == ".comment":
        return "note"
    return name


# The forms whose completers and operand template match a statement's text, by (table, mnemonic,
# completer, operands): which templates match depends on the text alone (the values are
# evaluated afresh every time), and a program repeats its statements, as do its assemblies for
# other layouts. The table is part of the key and kept alive while its entries are.
_MATCHED: dict[tuple, tuple[tuple, bool]] = {}


def _candidates(table: Table, forms, name: str, completer: str, operands: str):
    """((form, completer values, template match) of each form that matches, in table order;
    whether any form took the completer)."""
    key = (table, name, completer, operands)
    got = _MATCHED.get(key)
    if got is None:
        found, completer_ok = [], False
        for form in forms:
            cv = table.completer_values(form, completer)
            if cv is None:
                continue
            completer_ok = True
            m = table.match(form, operands)
            if m is not None:
                found.append((form, cv, m))
        if len(_MATCHED) > 1 << 17:
            _MATCHED.clear()
        got = _MATCHED[key] = (tuple(found), completer_ok)
    return got


def encode_with_table(ctx: Context, table: Table) -> list[int]:
    """The table-driven encoder: the first form of the mnemonic whose completers and operand
    template match and whose values fit. If none fits, the first matching form's problem is
    reported (a value out of range, an undefined symbol), else the syntax the forms expect."""
    st = ctx.stmt
    forms = table.by_mnemonic.get(st.name)
    if not forms:
        ctx.fail(f"unknown mnemonic '{brief(st.name)}'")
    first_error: AssemblyError | None = None
    candidates, completer_ok = _candidates(table, forms, st.name, st.completer, st.operands)
    for form, cv, m in candidates:
        try:
            pc = ctx.quiet_pc()
            if table.pc_relative(form):
                ctx.asm.depends(_PC, pc)
            values = table.operand_values(
                form, m, lambda _n, text, at: ctx.eval(text, st.ops_col + at), pc)
            values.update(cv)
            return table.encode(form, values)
        except AssemblyError as e:
            first_error = first_error or e
        except EncodeError as e:
            # the operand of this template that holds the field (a format may name one field
            # twice, as Alpha's bra does: ``disp`` and ``target``)
            name = next((n for n, o in form.fmt.operands.items()
                         if o.field == e.operand and n in m.re.groupindex), None)
            col = st.ops_col + m.start(name) if name and m.group(name) else st.ops_col
            first_error = first_error or AssemblyError(ctx.asm.path, st.line, col,
                                                       f"{_describe(e.operand)} {e}")
    if first_error is not None:
        raise first_error
    if not completer_ok:
        ctx.fail(f"'{st.name}' does not take the completer '{brief(st.completer)}'")
    wanted = sorted({re.sub(r"%(\w+)", r"<\1>", f.template) for f in forms})
    shown = " or ".join(f"'{st.name} {w}'".rstrip() if w else f"'{st.name}'" for w in wanted[:4])
    if len(wanted) > 4:         # DSP56000 jsclr has 23 operand forms: name a few, count the rest
        shown += f" or {len(wanted) - 4} other operand forms"
    ctx.fail(f"operands '{brief(st.operands)}' do not fit {shown}", st.ops_col)


def _describe(field_name: str) -> str:
    return {"disp": "displacement", "lit": "literal", "hint": "hint", "func": "function"}.get(
        field_name, f"field {field_name}:")


def _outside_strings(line: str):
    """(index, character) of each character outside a "string" (GNU escapes such as \\" inside)."""
    in_q, escaped = False, False
    for i, c in enumerate(line):
        if in_q:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_q = False
        elif c == '"':
            in_q = True
        else:
            yield i, c


def _strip_comment(line: str, chars: str) -> str:
    if '"' not in line:                 # the common case: the first comment character
        ends = [i for i in map(line.find, chars) if i >= 0]
        return line[:min(ends)] if ends else line
    for i, c in _outside_strings(line):
        if c in chars:
            return line[:i]
    return line


def _split_outside_quotes(line: str, sep: str, keep=None):
    if sep not in line:
        yield line, 0
        return
    start = 0
    for i, c in _outside_strings(line):
        if c == sep and not (keep and keep(line, i)):
            yield line[start:i], start
            start = i + 1
    yield line[start:], start
