"""A two-pass Alpha assembler for the GNU as syntax of the integer subset.

Accepts ``$n`` registers and the <asm/regdef.h> names (v0, t0..t12, s0..s6, a0..a5, ra, pv, at, gp,
sp, fp, zero), labels (``name:``, numeric ``1:`` with ``1f``/``1b``), ``#`` comments, ``;`` between
statements, expressions with GNU as precedence (``* / % << >>`` over ``| & ^ !`` over ``+ -``),
and the directives .text .data .align (log2, as on Alpha) .p2align .balign .quad .long .word .short
.byte .space .skip .set/.equ; .globl .ent .end .frame .prologue .file .type .size .arch are accepted
and ignored. Pseudo-instructions (nop, unop, mov, clr, not, negl, negq, sextl, halt, callsys, and
the short forms of br/bsr/jmp/jsr/ret) expand to one table instruction each, as GNU as does. Unlike
GNU as, ``lda`` with a constant that does not fit in 16 bits is refused rather than expanded:
write the ``ldah``/``lda`` pair. Words are those of ``alpha-linux-gnu-as`` (tests check this).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from isa.errors import AssemblyError
from isa.program import Program

from .encoding import encode
from .table import ALIASES, BY_MNEMONIC, PAL_NAMES, REGISTER_NUMBER, Insn

IGNORED_DIRECTIVES = {".globl", ".global", ".ent", ".end", ".frame", ".prologue", ".file", ".type",
                      ".size", ".arch", ".mask", ".fmask", ".ident", ".local", ".weak", ".cpu"}
DATA_SIZES = {".quad": 8, ".8byte": 8, ".long": 4, ".int": 4, ".4byte": 4, ".word": 2,
              ".short": 2, ".2byte": 2, ".byte": 1}
SYMBOL_RE = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$]*")
NUMBER_RE = re.compile(r"0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+")
LOCAL_REF_RE = re.compile(r"([0-9]+)([fb])\b")


_NOP = 0x47FF041F       # bis $31,$31,$31
_UNOP = 0x2FFE0000      # ldq_u $31,0($30)


class _Undefined(Exception):
    """An expression names a symbol not (yet) defined: fatal in pass 2."""

    def __init__(self, name: str):
        self.name = name


@dataclass
class _Operand:
    text: str
    col: int        # 1-based column in the source line


@dataclass
class _Stmt:
    line: int
    col: int
    name: str       # mnemonic or directive, lower case
    ops: list[_Operand]
    section: str
    offset: int     # offset in its section


class _Ctx:
    """What one statement is assembled against."""

    def __init__(self, asm: "_Assembler", stmt: _Stmt):
        self.asm, self.stmt = asm, stmt

    def fail(self, msg: str, op: _Operand | None = None):
        col = op.col if op else self.stmt.col
        raise AssemblyError(self.asm.path, self.stmt.line, col, msg)


class _Assembler:
    def __init__(self, text: str, path: str, symbols: dict[str, int], base: int):
        self.text, self.path, self.base = text, path, base
        self.external = dict(symbols)
        self.lines = text.splitlines()
        self.labels: dict[str, tuple[str, int]] = {}        # name -> (section, offset)
        self.locals: dict[str, list[tuple[int, str, int]]] = {}   # "1" -> [(line, section, off)]
        self.sets: dict[str, int] = {}
        self.stmts: list[_Stmt] = []
        self.section_base = {"text": base, "data": None}
        self.final = False

    # ----------------------------------------------------------------- parsing
    def split(self) -> None:
        sizes = {"text": 0, "data": 0}
        section = "text"
        for ln, raw in enumerate(self.lines, start=1):
            line = _strip_comment(raw)
            pos = 0
            for piece, start in _split_outside_quotes(line, ";"):
                section = self._statement(piece, start, ln, section, sizes)
            del pos
        self.sizes = sizes

    def _statement(self, piece: str, start: int, ln: int, section: str, sizes: dict) -> str:
        i = 0
        n = len(piece)
        while True:
            while i < n and piece[i] in " \t":
                i += 1
            m = re.match(r"([A-Za-z_.$][A-Za-z0-9_.$]*|[0-9]+)\s*:", piece[i:])
            if not m:
                break
            name = m.group(1)
            col = start + i + 1
            if name.isdigit():
                self.locals.setdefault(name, []).append((ln, section, sizes[section]))
            else:
                if name in self.labels or name in self.external:
                    raise AssemblyError(self.path, ln, col, f"symbol '{name}' is already defined")
                self.labels[name] = (section, sizes[section])
            i += m.end()
        rest = piece[i:].rstrip()
        if not rest:
            return section
        m = re.match(r"[A-Za-z_.][A-Za-z0-9_.]*", rest)
        col = start + i + 1
        if not m:
            raise AssemblyError(self.path, ln, col, f"expected a mnemonic or directive, got '{rest.split()[0]}'")
        name = m.group(0).lower()
        ops = _split_operands(rest[m.end():], start + i + m.end())
        if name in (".text", ".data"):
            return name[1:]
        if name == ".section":
            sec = ops[0].text.split(",")[0].strip() if ops else ""
            if sec not in (".text", ".data", ".rodata"):
                raise AssemblyError(self.path, ln, col, f"unsupported section '{sec}' (use .text or .data)")
            return "text" if sec == ".text" else "data"
        stmt = _Stmt(ln, col, name, ops, section, sizes[section])
        self.stmts.append(stmt)
        sizes[section] += self._size(stmt)
        return section

    def _size(self, st: _Stmt) -> int:
        ctx = _Ctx(self, st)
        name = st.name
        if not name.startswith("."):
            if st.offset % 4:
                ctx.fail("instruction is not on a 4-byte boundary (add .align 2)")
            return 4
        if name in DATA_SIZES:
            return DATA_SIZES[name] * len(st.ops)
        if name in (".align", ".p2align", ".balign"):
            if not st.ops:
                ctx.fail(f"{name} needs an argument")
            v = self._const(ctx, st.ops[0])
            align = v if name == ".balign" else 1 << v
            if align <= 0 or align & (align - 1) or align > 1 << 16:
                ctx.fail(f"bad alignment {v}", st.ops[0])
            return -st.offset % align
        if name in (".space", ".skip", ".zero"):
            if not st.ops:
                ctx.fail(f"{name} needs a size")
            v = self._const(ctx, st.ops[0])
            if v < 0:
                ctx.fail("negative size", st.ops[0])
            return v
        if name in (".set", ".equ"):
            if len(st.ops) == 1 and SYMBOL_RE.fullmatch(st.ops[0].text):
                return 0            # ".set noreorder" and friends: assembler options
            if len(st.ops) != 2 or not SYMBOL_RE.fullmatch(st.ops[0].text):
                ctx.fail(f"{name} needs 'name, expression'")
            try:
                self.sets[st.ops[0].text] = self.eval(ctx, st.ops[1])
            except _Undefined:
                pass
            return 0
        if name in IGNORED_DIRECTIVES:
            return 0
        ctx.fail(f"unknown directive '{name}'")

    def _const(self, ctx: _Ctx, op: _Operand) -> int:
        try:
            return self.eval(ctx, op)
        except _Undefined as u:
            ctx.fail(f"'{u.name}' must be defined before it is used here", op)

    # ----------------------------------------------------------------- symbols and expressions
    def address_of(self, section: str, offset: int) -> int:
        if section == "text":
            return self.base + offset
        if self.section_base["data"] is None:
            raise _Undefined("(data section address)")
        return self.section_base["data"] + offset

    def lookup(self, name: str, ctx: _Ctx) -> int:
        if name == ".":
            return self.address_of(ctx.stmt.section, ctx.stmt.offset)
        if name in self.labels:
            return self.address_of(*self.labels[name])
        if name in self.sets:
            return self.sets[name]
        if name in self.external:
            return self.external[name]
        raise _Undefined(name)

    def local_ref(self, num: str, direction: str, ctx: _Ctx) -> int:
        here = (ctx.stmt.section, ctx.stmt.offset)
        defs = self.locals.get(num, [])
        if direction == "b":
            cands = [d for d in defs if d[1] == here[0] and d[2] <= here[1]
                     and d[0] <= ctx.stmt.line]
            if not cands:
                raise _Undefined(f"{num}b")
            d = cands[-1]
        else:
            cands = [d for d in defs if d[0] > ctx.stmt.line or
                     (d[0] == ctx.stmt.line and d[2] > here[1])]
            if not cands:
                raise _Undefined(f"{num}f")
            d = cands[0]
        return self.address_of(d[1], d[2])

    def eval(self, ctx: _Ctx, op: _Operand) -> int:
        return _ExprParser(self, ctx, op).parse()

    # ----------------------------------------------------------------- pass 2
    def assemble(self) -> tuple[bytearray, dict[int, int]]:
        text_size = self.sizes["text"]
        self.section_base["data"] = self.base + ((text_size + 15) & ~15)
        # Re-evaluate .set now that every label is placed.
        for st in self.stmts:
            if st.name in (".set", ".equ") and len(st.ops) == 2:
                self.sets[st.ops[0].text] = self._const(_Ctx(self, st), st.ops[1])
        out = {"text": bytearray(text_size), "data": bytearray(self.sizes["data"])}
        lines: dict[int, int] = {}
        for st in self.stmts:
            ctx = _Ctx(self, st)
            buf = out[st.section]
            if not st.name.startswith("."):
                word = self.instruction(ctx)
                buf[st.offset:st.offset + 4] = word.to_bytes(4, "little")
                if st.section == "text":
                    lines[self.base + st.offset] = st.line
            elif st.name in (".align", ".p2align", ".balign") and st.section == "text":
                # GNU as pads code with no-ops: unop to an 8-byte boundary, then (nop, unop) pairs
                pad = self._size(st)
                o = st.offset
                while o < st.offset + pad:
                    word = _NOP if o % 8 == 0 and o + 8 <= st.offset + pad else _UNOP
                    if o % 4 == 0 and o + 4 <= st.offset + pad:
                        buf[o:o + 4] = word.to_bytes(4, "little")
                        o += 4
                    else:
                        o += 1
            elif st.name in DATA_SIZES:
                size = DATA_SIZES[st.name]
                for k, op in enumerate(st.ops):
                    v = self._const(ctx, op)
                    if not -(1 << (8 * size - 1)) <= v < (1 << (8 * size)):
                        ctx.fail(f"value {v} does not fit in {size} bytes", op)
                    o = st.offset + k * size
                    buf[o:o + size] = (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        code = out["text"]
        if out["data"]:
            code += bytes(self.section_base["data"] - self.base - len(code)) + out["data"]
        return code, lines

    def symbols(self) -> dict[str, int]:
        syms = dict(self.external)
        syms.update(self.sets)
        for name, (sec, off) in self.labels.items():
            syms[name] = self.address_of(sec, off)
        return syms

    # ----------------------------------------------------------------- instructions
    def instruction(self, ctx: _Ctx) -> int:
        st = ctx.stmt
        name, ops = st.name, st.ops
        pc = self.base + st.offset
        if name in PAL_NAMES:
            self._arity(ctx, 0)
            return encode(BY_MNEMONIC["call_pal"], disp=PAL_NAMES[name])
        expanded = self._pseudo(ctx, name, ops)
        if expanded is not None:
            return expanded
        insn = BY_MNEMONIC.get(ALIASES.get(name, name))
        if insn is None:
            ctx.fail(f"unknown mnemonic '{name}'")
        return self._encode(ctx, insn, ops, pc)

    def _encode(self, ctx: _Ctx, insn: Insn, ops: list[_Operand], pc: int) -> int:
        if insn.fmt == "opr":
            self._arity(ctx, 3)
            ra = self.reg(ctx, ops[0])
            rb, lit = self.reg_or_lit(ctx, ops[1])
            return encode(insn, ra, rb, self.reg(ctx, ops[2]), lit)
        if insn.fmt == "mem":
            self._arity(ctx, 2)
            ra = self.reg(ctx, ops[0])
            disp, rb = self.mem(ctx, ops[1])
            return encode(insn, ra, rb, disp=disp)
        if insn.fmt == "bra":
            if len(ops) == 1:       # "br target", "bsr target": the link register is implied
                if not insn.attrs.get("uncond"):
                    ctx.fail(f"{insn.mnemonic} needs 'register, target'")
                ra, top = (26 if insn.mnemonic == "bsr" else 31), ops[0]
            else:
                self._arity(ctx, 2)
                ra, top = self.reg(ctx, ops[0]), ops[1]
            return encode(insn, ra, disp=self.branch_disp(ctx, top, pc))
        if insn.fmt == "jmp":
            return self._jump(ctx, insn, ops, pc)
        self._arity(ctx, 1)
        v = self._const(ctx, ops[0])
        if not 0 <= v < 1 << 26:
            ctx.fail(f"PALcode function {v:#x} does not fit in 26 bits", ops[0])
        return encode(insn, disp=v)

    def _jump(self, ctx: _Ctx, insn: Insn, ops: list[_Operand], pc: int) -> int:
        default_ra = {"jmp": 31, "ret": 31}.get(insn.mnemonic, 26)
        # bare 'ret' is 'ret $31,($26),1' (GNU as); with operands the hint defaults to 0
        ra, rb = default_ra, (26 if insn.mnemonic == "ret" else None)
        hint = 1 if insn.mnemonic == "ret" and not ops else 0
        rest = list(ops)
        if rest and not rest[0].text.startswith("("):
            ra = self.reg(ctx, rest.pop(0))
        if rest and rest[0].text.startswith("("):
            op = rest.pop(0)
            inner = op.text.strip()
            if not inner.endswith(")"):
                ctx.fail("expected '(register)'", op)
            rb = self.reg(ctx, _Operand(inner[1:-1].strip(), op.col + 1))
        if rb is None:
            ctx.fail(f"{insn.mnemonic} needs a target register '(Rb)'")
        if rest:
            op = rest.pop(0)
            hint = self._hint(ctx, op, pc)
        if rest:
            ctx.fail("too many operands", rest[0])
        return encode(insn, ra, rb, disp=hint)

    def _hint(self, ctx: _Ctx, op: _Operand, pc: int) -> int:
        # GNU as: the third operand is the expected target address; the hint field holds its
        # word offset from pc+4, low 14 bits (binutils fills it through an R_ALPHA_HINT reloc).
        target = self._const(ctx, op)
        return ((target - (pc + 4)) >> 2) & 0x3FFF

    def _pseudo(self, ctx: _Ctx, name: str, ops: list[_Operand]) -> int | None:
        B = BY_MNEMONIC
        if name == "nop":
            self._arity(ctx, 0)
            return encode(B["bis"], 31, 31, 31)
        if name == "unop":
            self._arity(ctx, 0)
            return encode(B["ldq_u"], 31, 30, disp=0)
        if name == "clr":
            self._arity(ctx, 1)
            return encode(B["bis"], 31, 31, self.reg(ctx, ops[0]))
        if name in ("mov", "not", "negl", "negq", "sextl"):
            self._arity(ctx, 2)
            rc = self.reg(ctx, ops[1])
            if name == "mov" and not self.is_reg(ops[0]):
                v = self._const(ctx, ops[0])
                if 0 <= v <= 255:
                    return encode(B["bis"], 31, rc=rc, lit=v)
                if -32768 <= v <= 32767:
                    return encode(B["lda"], rc, 31, disp=v)
                ctx.fail(f"constant {v} needs an ldah/lda pair", ops[0])
            rb, lit = self.reg_or_lit(ctx, ops[0])
            canon = {"mov": "bis", "not": "ornot", "negl": "subl", "negq": "subq", "sextl": "addl"}[name]
            return encode(B[canon], 31, rb, rc, lit)
        return None

    # ----------------------------------------------------------------- operands
    def _arity(self, ctx: _Ctx, n: int) -> None:
        if len(ctx.stmt.ops) != n:
            ctx.fail(f"'{ctx.stmt.name}' takes {n} operand{'s' if n != 1 else ''}, "
                     f"got {len(ctx.stmt.ops)}")

    @staticmethod
    def is_reg(op: _Operand) -> bool:
        return op.text.strip().lower() in REGISTER_NUMBER

    def reg(self, ctx: _Ctx, op: _Operand) -> int:
        t = op.text.strip().lower()
        if t not in REGISTER_NUMBER:
            ctx.fail(f"expected an integer register, got '{op.text.strip()}'", op)
        return REGISTER_NUMBER[t]

    def reg_or_lit(self, ctx: _Ctx, op: _Operand) -> tuple[int, int | None]:
        if self.is_reg(op):
            return self.reg(ctx, op), None
        if op.text.strip().startswith("$"):
            ctx.fail(f"unknown register '{op.text.strip()}'", op)
        v = self._const(ctx, op)
        if not 0 <= v <= 255:
            ctx.fail(f"literal {v} is not in 0..255", op)
        return 31, v

    def mem(self, ctx: _Ctx, op: _Operand) -> tuple[int, int]:
        t = op.text.rstrip()
        rb = 31
        expr = t
        if t.endswith(")"):
            depth, i = 0, len(t) - 1
            while i >= 0:
                depth += {")": 1, "(": -1}.get(t[i], 0)
                if depth == 0:
                    break
                i -= 1
            inner = t[i + 1:-1].strip().lower()
            if inner in REGISTER_NUMBER:
                rb = REGISTER_NUMBER[inner]
                expr = t[:i]
        if expr.strip():
            disp = self._const(ctx, _Operand(expr, op.col))
        else:
            disp = 0
        if not -32768 <= disp <= 32767:
            ctx.fail(f"displacement {disp} does not fit in 16 signed bits "
                     "(split it into an ldah/lda pair)", op)
        return disp, rb

    def branch_disp(self, ctx: _Ctx, op: _Operand, pc: int) -> int:
        target = self._const(ctx, op)
        delta = target - (pc + 4)
        if delta % 4:
            ctx.fail(f"branch target {target:#x} is not word aligned", op)
        disp = delta >> 2
        if not -(1 << 20) <= disp < (1 << 20):
            ctx.fail(f"branch target {target:#x} is out of range", op)
        return disp


class _ExprParser:
    """GNU as expression grammar (as/doc 'Infix Operators'): three precedence levels."""

    LEVELS = (("+", "-", "==", "!=", "<>", "<", ">", "<=", ">="), ("|", "&", "^", "!"),
              ("*", "/", "%", "<<", ">>"))
    TOKEN = re.compile(r"\s*(0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+[fb]\b|[0-9]+|'.|"
                       r"[A-Za-z_.$][A-Za-z0-9_.$]*|<<|>>|==|!=|<>|<=|>=|[-+*/%&|^!~()<>])")

    def __init__(self, asm: _Assembler, ctx: _Ctx, op: _Operand):
        self.asm, self.ctx, self.op = asm, ctx, op
        self.toks: list[tuple[str, int]] = []
        pos, s = 0, op.text
        while pos < len(s):
            if s[pos:].strip() == "":
                break
            m = self.TOKEN.match(s, pos)
            if not m:
                ctx.fail(f"cannot parse expression '{s.strip()}'", _Operand(s, op.col + pos))
            self.toks.append((m.group(1), op.col + m.start(1)))
            pos = m.end()
        self.i = 0

    def fail(self, msg: str, col: int | None = None):
        self.ctx.fail(msg, _Operand("", col if col is not None else self.op.col))

    def peek(self) -> str | None:
        return self.toks[self.i][0] if self.i < len(self.toks) else None

    def parse(self) -> int:
        if not self.toks:
            self.fail("missing expression")
        v = self.binary(0)
        if self.i != len(self.toks):
            tok, col = self.toks[self.i]
            self.fail(f"unexpected '{tok}' in expression", col)
        return v

    def binary(self, level: int) -> int:
        if level == len(self.LEVELS):
            return self.unary()
        v = self.binary(level + 1)
        while self.peek() in self.LEVELS[level]:
            op, col = self.toks[self.i]
            self.i += 1
            r = self.binary(level + 1)
            v = self.apply(op, v, r, col)
        return v

    def apply(self, op: str, a: int, b: int, col: int) -> int:
        if op in ("/", "%") and b == 0:
            self.fail("division by zero", col)
        return {
            "+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
            "/": lambda: int(a / b), "%": lambda: a - b * int(a / b),
            "<<": lambda: a << b if 0 <= b < 64 else 0, ">>": lambda: a >> b if b >= 0 else 0,
            "|": lambda: a | b, "&": lambda: a & b, "^": lambda: a ^ b, "!": lambda: a | ~b,
            "==": lambda: -int(a == b), "!=": lambda: -int(a != b), "<>": lambda: -int(a != b),
            "<": lambda: -int(a < b), ">": lambda: -int(a > b), "<=": lambda: -int(a <= b),
            ">=": lambda: -int(a >= b),
        }[op]()

    def unary(self) -> int:
        tok = self.peek()
        if tok is None:
            self.fail("expression ends too early")
        t, col = self.toks[self.i]
        self.i += 1
        if t in ("-", "+", "~", "!"):
            v = self.unary()
            return {"-": -v, "+": v, "~": ~v, "!": int(v == 0)}[t]
        if t == "(":
            v = self.binary(0)
            if self.peek() != ")":
                self.fail("missing ')'", col)
            self.i += 1
            return v
        if t.startswith("'"):
            return ord(t[1])
        m = LOCAL_REF_RE.fullmatch(t)
        try:
            if m:
                return self.asm.local_ref(m.group(1), m.group(2), self.ctx)
            if NUMBER_RE.fullmatch(t):
                if t[:2] in ("0x", "0X"):
                    return int(t, 16)
                if t[:2] in ("0b", "0B"):
                    return int(t[2:], 2)
                if len(t) > 1 and t[0] == "0":
                    if any(c in "89" for c in t):
                        self.fail(f"bad octal number '{t}'", col)
                    return int(t, 8)
                return int(t)
            if t.lower() in REGISTER_NUMBER:
                self.fail(f"register '{t}' where a value is expected", col)
            return self.asm.lookup(t, self.ctx)
        except _Undefined as u:
            if self.asm.final:
                self.fail(f"undefined symbol '{u.name}'", col)
            raise


def _strip_comment(line: str) -> str:
    in_q = False
    for i, c in enumerate(line):
        if c == '"':
            in_q = not in_q
        elif c == "#" and not in_q:
            return line[:i]
    return line


def _split_outside_quotes(line: str, sep: str):
    start, in_q = 0, False
    for i, c in enumerate(line):
        if c == '"':
            in_q = not in_q
        elif c == sep and not in_q:
            yield line[start:i], start
            start = i + 1
    yield line[start:], start


def _split_operands(text: str, offset: int) -> list[_Operand]:
    ops: list[_Operand] = []
    if not text.strip():
        return ops
    depth, start = 0, 0
    for i, c in enumerate(text + ","):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "," and depth == 0:
            piece = text[start:i]
            lead = len(piece) - len(piece.lstrip())
            ops.append(_Operand(piece.strip(), offset + start + lead + 1))
            start = i + 1
    return ops


def assemble(text: str, path: str = "<input>", mode: str = "user", symbols: dict | None = None,
             base: int = 0x10000, regions: dict | None = None) -> Program:
    """Assemble Alpha source into a :class:`Program` (text, then .data aligned to 16 bytes)."""
    asm = _Assembler(text, path, dict(symbols or {}), base)
    asm.split()
    asm.final = True
    code, lines = asm.assemble()
    syms = asm.symbols()
    resolved: dict[str, tuple[int, int]] = {}
    for name, (lo, hi) in (regions or {}).items():
        for lab in (lo, hi):
            if lab not in syms:
                raise AssemblyError(path, 1, 1, f"region '{name}': label '{lab}' is not defined")
        resolved[name] = (syms[lo], syms[hi])
    return Program("alpha", mode, path, bytes(code), base, syms, lines, asm.lines, resolved)
