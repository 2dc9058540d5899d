"""x86 assembly through keystone, with the source-line map and errors keystone does not give.

This is the kernel syntax (Intel, ``;`` comments, no directives). A source with a GNU as
directive or an AT&T register (compiler output, ``gcc -S``) goes to :mod:`isa.x86.gnu` instead.

Keystone assembles the whole text at once and reports neither line numbers nor symbol addresses,
so this front end parses the lines itself (labels, ``NAME = value`` constants, comments), hands
keystone one statement per source line, then walks the bytes with capstone to map every
instruction back to its line. On an error it re-assembles line by line to find ``file:line:col``.

Keystone 0.9.2 encodes ``call``/``ret`` and near ``jmp``/``jcc`` in 16-bit mode with a 66h prefix
(the 32-bit forms). Real-mode code of the period used the 16-bit forms, so ``call label`` and
``ret [n]`` are emitted here directly (E8 rel16, C3, C2 iw), and so is ``push <immediate>`` (68 iw:
keystone writes 66 68 id, which pushes four bytes); a branch that keystone can only reach
with a 66h form is reported as an error instead of silently costing a prefix. The same holds for
the far forms of real-mode code: ``call far label`` (9A, offset and this code segment) and
``retf [n]`` (CB, CA iw) are emitted here too (keystone writes ``retf`` as 66 CB).

Keystone 0.9.2 also accepts unbalanced brackets without complaint: ``[esi+`` assembles as
``[esi]``, ``[esi`` as the absolute address 0, ``(4`` as 4. Every statement's brackets and
parentheses are checked here first, and an unclosed one is an error at its column. The limits of
:mod:`isa.limits` (source size, line length, nesting) are checked here too.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import capstone
import keystone

from ..errors import AssemblyError, brief
from ..limits import MAX_NESTING, check_source
from ..program import Program
from ..toolkit.expr import ExprError, Undefined, evaluate
from ..toolkit.frontend import Emitted
from .gnu import assemble as assemble_gnu, is_gnu
from .modes import MODES

_LABEL = re.compile(r"^\s*([A-Za-z_.$][\w.$]*)\s*:(?!:)")
_CONST = re.compile(r"^\s*([A-Za-z_][\w]*)\s*=\s*(.+)$")
# a name starts where no word character precedes it: the "x0f" of "0x0f" is not a name
_IDENT = re.compile(r"(?<![\w.$])[A-Za-z_.$][\w.$]*")
_REGISTERS = set("""al ah ax eax bl bh bx ebx cl ch cx ecx dl dh dx edx si esi di edi bp ebp sp esp
ip eip cs ds es ss fs gs cr0 cr2 cr3 cr4 dr0 dr1 dr2 dr3 dr6 dr7 st""".split())
_BAD_CHAR = re.compile(r"[^\t\x20-\x7e]")
# no '$' names: keystone never returns from '.short $1111...' (a '$' name is no constant here)
_RET_ATOM = r"(?:[A-Za-z_][\w$]*|0[xX][0-9a-fA-F]+|[0-9][0-9a-fA-F]*[hH]?)"
_RET_ARG = re.compile(rf"[-+]?\s*{_RET_ATOM}(?:\s*[-+*]\s*{_RET_ATOM})*")
_KEYWORDS = {"byte", "word", "dword", "qword", "ptr", "offset", "short", "near", "far"}


@dataclass
class _Stmt:
    line: int            # 1-based
    col: int             # 1-based column of the statement text
    text: str            # what keystone sees (or the original, for rewritten ones)
    fixed: int = 0       # >0: emitted by us as bytes of this length (call/ret rewrite)


def _strip_comment(s: str) -> str:
    i = s.find(";")
    return s if i < 0 else s[:i]


_MOVSD = re.compile(r"((?:rep|repe|repne|repz|repnz)\s+)?movsd\s*$", re.I)


# x87 forms that assemble to WAIT (9B) then the no-wait form: two machine instructions, so two
# statements on the same line (the walker below takes one instruction per statement)
_WAITING = {"fstsw": "fnstsw", "fstcw": "fnstcw", "fsave": "fnsave", "fstenv": "fnstenv",
            "finit": "fninit", "fclex": "fnclex"}
# mnemonics keystone does not know, and the synonym it does
_ALIASES = {"loopz": "loope", "loopnz": "loopne"}


def _machine_statements(stmt: str, bits: int) -> list[str]:
    """One source statement as the machine instructions it is, each as keystone reads it."""
    words = stmt.split(None, 1)
    mnem = words[0].lower()
    rest = f" {words[1]}" if len(words) > 1 else ""
    if mnem in _WAITING:
        return ["wait", _WAITING[mnem] + rest]
    if mnem in _ALIASES:
        return [_ALIASES[mnem] + rest]
    return [_string_movsd(stmt, bits)]


def _string_movsd(stmt: str, bits: int) -> str:
    """Keystone reads a bare ``movsd`` as SSE2's two-operand MOVSD and refuses it; the string
    move of doublewords (A5) is written out with its operands, which keystone encodes as A5."""
    m = _MOVSD.match(stmt)
    if not m:
        return stmt
    si, di = ("esi", "edi") if bits == 32 else ("si", "di")
    return f"{m.group(1) or ''}movs dword ptr es:[{di}], dword ptr [{si}]"


def assemble(text: str, path: str, mode: str, symbols: dict[str, int] | None = None,
             base: int = 0, regions: dict[str, tuple[str, str]] | None = None) -> Program:
    """Assemble ``text``; ``base`` is the linear load address, the origin is its offset in CS."""
    if mode not in MODES:
        raise AssemblyError(path, 1, 1, f"unknown x86 mode '{mode}' (have: {', '.join(MODES)})")
    check_source(text, path)
    if is_gnu(text):            # compiler output and other GNU as sources: isa/x86/gnu.py
        return assemble_gnu(text, path, mode, symbols, base, regions)
    m = MODES[mode]
    origin = base - m.code_segment_base(base)
    consts = dict(symbols or {})
    cseg = m.code_segment_base(base) >> 4
    key = (text, mode, cseg)
    parsed = _PARSED.get(key)
    if parsed is None:
        parsed = _parse(text, path, m.bits, cseg, consts)
        while len(_PARSED) >= _PARSED_KEPT:
            _PARSED.pop(next(iter(_PARSED)))
        _PARSED[key] = parsed
    else:
        _replay(parsed, path, consts)
    lines, stmts, labels_at = parsed.lines, parsed.stmts, parsed.labels_at

    ks = keystone.Ks(keystone.KS_ARCH_X86, m.ks_mode)
    const_text = [f"{k} = {_hex(v)}" for k, v in consts.items()]
    body_text = parsed.body_text
    try:
        enc, _ = ks.asm("\n".join(const_text + body_text), origin)
    except keystone.KsError as err:
        raise _locate_error(ks, err, stmts, lines, path, consts, labels_at, origin) from None
    code = bytes(enc or b"")

    # Walk the bytes: one machine instruction per statement, in order. One linear sweep without
    # capstone's details decodes them all at once; an offset it did not reach as an instruction
    # start (after bytes of ours, or where it stopped) is decoded on its own.
    cs = capstone.Cs(capstone.CS_ARCH_X86, m.cs_mode)
    swept = {a - origin: (n, mnem) for a, n, mnem, _ in cs.disasm_lite(code, origin)}
    offsets: list[int] = []
    off = 0
    for s in stmts:
        offsets.append(off)
        if s.fixed:
            off += s.fixed
            continue
        insn = swept.get(off)
        if insn is None:
            insn = next(((n, mnem) for _a, n, mnem, _o in
                         cs.disasm_lite(code[off:off + 16], origin + off, 1)), None)
        if insn is None:
            _locate_dropped(ks, stmts, lines, path, consts, labels_at, origin)
            raise AssemblyError(path, s.line, s.col, f"keystone emitted bytes capstone cannot decode "
                                f"({code[off:off + 8].hex()})")
        size, mnemonic = insn
        if m.bits == 16 and mnemonic.startswith("j") and code[off] == 0x66:
            raise AssemblyError(path, s.line, s.col, "branch target out of short range: keystone "
                                "would emit a 32-bit (66h) near form; restructure the branch")
        off += size
    if off != len(code):
        _locate_dropped(ks, stmts, lines, path, consts, labels_at, origin)
        raise AssemblyError(path, stmts[-1].line if stmts else 1, 1,
                            f"statement sizes ({off} bytes) disagree with the output ({len(code)})")
    addr_of = lambda idx: base + (offsets[idx] if idx < len(offsets) else len(code))  # noqa: E731
    labels = {name: addr_of(idx) for name, idx, _ in labels_at}
    line_of_address = {base + o: s.line for o, s in zip(offsets, stmts)}
    ends = offsets[1:] + [len(code)]
    listing = [Emitted(base + o, (int.from_bytes(code[o:e], "big"),), 8 * (e - o), s.line, "insn")
               for o, e, s in zip(offsets, ends, stmts) if e > o]
    program = Program("x86", mode, path, code, base, {**consts, **labels}, line_of_address,
                      list(lines), listing=listing)
    for name, (start, end) in (regions or {}).items():
        for lab in (start, end):
            if lab not in labels:
                raise AssemblyError(path, 1, 1, f"region '{name}' names label '{lab}', which the "
                                    "source does not define")
        program.regions[name] = (labels[start], labels[end])
    return program


@dataclass
class _Parsed:
    """A source split into statements: everything but what depends on the symbols."""
    lines: list[str]
    stmts: list[_Stmt]
    labels_at: list[tuple[str, int, int]]       # (label, stmt index it precedes, line)
    defines: list[tuple]        # in source order: (name, line, col) of a label, (name, expr, line,
    #                             col) of a constant: what the symbols can make an error
    body_text: list[str]        # the statements and labels as keystone reads them


# The parse of each recent (text, mode, code segment): a kernel is assembled for several layouts
# (its known answers, each block count), which differ only in their symbols. A source is kept
# only once it has parsed without an error; another assembly of it checks its labels and
# constants against its own symbols again, in source order, so it fails where a full parse would.
_PARSED: dict[tuple[str, str, int], _Parsed] = {}
_PARSED_KEPT = 32


def _parse(text: str, path: str, bits: int, cseg: int, consts: dict[str, int]) -> _Parsed:
    """Split ``text`` into keystone statements, defining its constants in ``consts`` (which
    holds the symbols)."""
    lines = text.splitlines()
    stmts: list[_Stmt] = []
    labels_at: list[tuple[str, int, int]] = []
    defines: list[tuple] = []
    counter = 0
    for ln, raw in enumerate(lines, start=1):
        body = _strip_comment(raw)
        bad = _BAD_CHAR.search(body)
        if bad:     # keystone reads ASCII only, and stops at a NUL
            raise AssemblyError(path, ln, bad.start() + 1,
                                f"character {bad.group()!r} is not allowed outside a comment")
        while True:
            mlab = _LABEL.match(body)
            if not mlab:
                break
            name = mlab.group(1)
            if name in consts or any(l[0] == name for l in labels_at):
                raise _defined_twice(path, ln, mlab.start(1) + 1, name)
            labels_at.append((name, len(stmts), ln))
            defines.append((name, ln, mlab.start(1) + 1))
            body = " " * mlab.end() + body[mlab.end():]
        if not body.strip():
            continue
        col = len(body) - len(body.lstrip()) + 1
        stmt = body.strip()
        mconst = _CONST.match(stmt)
        if mconst:
            define = (mconst.group(1), mconst.group(2), ln, col + mconst.start(2))
            _define_constant(consts, path, *define)
            defines.append(define)
            continue
        if stmt.startswith("."):
            raise AssemblyError(path, ln, col, f"directive '{brief(stmt.split()[0])}' is not supported in "
                                "kernel code (tables and data come from the layout)")
        _check_statement_start(stmt, path, ln, col)
        _check_brackets(stmt, path, ln, col)
        mnem = stmt.split()[0].lower()
        if bits == 16 and (mnem in ("call", "ret", "retn", "retf") or _push_immediate(stmt)):
            stmts.append(_rewrite_16(stmt, ln, col, path, counter, cseg))
            counter += 1
        else:
            stmts += [_Stmt(ln, col, part) for part in _machine_statements(stmt, bits)]
    body_text = []
    label_iter = iter(labels_at)
    pending = next(label_iter, None)
    for i, s in enumerate(stmts + [None]):
        while pending is not None and pending[1] == i:
            body_text.append(f"{pending[0]}:")
            pending = next(label_iter, None)
        if s is not None:
            body_text.append(s.text)
    return _Parsed(lines, stmts, labels_at, defines, body_text)


def _replay(parsed: _Parsed, path: str, consts: dict[str, int]) -> None:
    """What :func:`_parse` checks against the symbols, for a source it has parsed before: a
    label named like a symbol or an earlier constant, and each constant's value, in order (two
    labels of one name, or any other error, would have kept the source from being kept)."""
    for define in parsed.defines:
        if len(define) == 3:
            name, ln, col = define
            if name in consts:
                raise _defined_twice(path, ln, col, name)
        else:
            _define_constant(consts, path, *define)


def _defined_twice(path: str, ln: int, col: int, name: str) -> AssemblyError:
    return AssemblyError(path, ln, col, f"symbol '{brief(name)}' defined twice")


def _define_constant(consts: dict[str, int], path: str, name: str, expr: str, ln: int,
                     expr_col: int) -> None:
    # GNU as expression rules (isa.toolkit.expr), not Python's eval: no code runs, and
    # a malformed or unknown name is an error at its column
    try:
        consts[name] = evaluate(expr, expr_col, consts.__getitem__)
    except ExprError as e:
        raise AssemblyError(path, ln, e.col, f"cannot evaluate constant: {e}") from None
    except (KeyError, Undefined) as e:
        raise AssemblyError(path, ln, expr_col, f"constant '{brief(name)}' "
                            f"uses {brief(repr(e.args[0]))}, which is not defined above "
                            "it") from None


_CLOSING = {"[": "]", "(": ")"}
_BRACKET = re.compile(r"[][()]")


def _check_brackets(stmt: str, path: str, ln: int, col: int) -> None:
    """Brackets and parentheses must pair up, and none may end on an operator (``[esi+]``):
    keystone accepts ``[esi+`` as ``[esi]`` and ``[esi`` as ``[0]`` without a word."""
    stack: list[tuple[str, int]] = []
    for found in _BRACKET.finditer(stmt):       # only the brackets matter
        i, ch = found.start(), found.group()
        if ch in _CLOSING:
            stack.append((ch, i))
            if len(stack) > MAX_NESTING:    # keystone's parser recurses on each level
                raise AssemblyError(path, ln, col + i, f"brackets nest deeper than {MAX_NESTING} "
                                    "levels: simplify the operand")
        elif ch in "])":
            if not stack or _CLOSING[stack[-1][0]] != ch:
                raise AssemblyError(path, ln, col + i, f"'{ch}' without a matching opening bracket")
            opener, start = stack.pop()
            inner = stmt[start + 1:i].strip()
            if not inner:
                raise AssemblyError(path, ln, col + start, f"empty '{opener}{ch}'")
            if inner[-1] in "+-*/":
                raise AssemblyError(path, ln, col + i, f"operand ends on '{inner[-1]}' before '{ch}'")
    if stack:
        opener, start = stack[-1]
        raise AssemblyError(path, ln, col + start, f"'{opener}' is never closed "
                            f"(expected '{_CLOSING[opener]}')")


_PREFIXES = {"lock", "rep", "repe", "repz", "repne", "repnz", "data16"}


def _check_statement_start(stmt: str, path: str, ln: int, col: int) -> None:
    """A statement, and what follows a prefix (``lock``, ``rep``...), must start with a name:
    keystone 0.9.2 never returns from a later statement that starts with punctuation."""
    rest = stmt
    while True:
        if not (rest[0].isascii() and (rest[0].isalpha() or rest[0] == "_")):
            raise AssemblyError(path, ln, col + len(stmt) - len(rest),
                                f"expected an instruction, got '{brief(rest.split()[0])}'")
        words = rest.split(None, 1)
        if words[0].lower() not in _PREFIXES or len(words) < 2:
            return
        rest = words[1]


def _push_immediate(stmt: str) -> bool:
    """``push <number or constant expression>`` (not a register, not a memory operand)."""
    parts = stmt.split(None, 1)
    if parts[0].lower() != "push" or len(parts) < 2:
        return False
    arg = parts[1].strip()
    return "[" not in arg and arg.lower() not in _REGISTERS and not arg.lower().startswith(
        ("word", "dword", "byte"))


def _rewrite_16(stmt: str, ln: int, col: int, path: str, k: int, cseg: int) -> _Stmt:
    """``cseg``: the paragraph of the code segment (the segment a far call to a label pushes)."""
    parts = stmt.split(None, 1)
    mnem, arg = parts[0].lower(), (parts[1].strip() if len(parts) > 1 else "")
    if mnem == "push":
        if not _RET_ARG.fullmatch(arg):     # keystone hangs on some junk after .short
            raise AssemblyError(path, ln, col, "in 16-bit mode 'push' of an immediate takes a "
                                "number or a constant (with + - * between them)")
        _check_short_numbers(arg, mnem, path, ln, col + stmt.find(arg))
        return _Stmt(ln, col, f".byte 0x68\n.short {arg}", 3)
    if mnem == "call" and [w.lower() for w in arg.split(None, 1)[:1]] == ["far"]:
        target = arg.split(None, 1)[1].strip() if len(arg.split(None, 1)) > 1 else ""
        if not re.fullmatch(r"[A-Za-z_.$][\w.$]*", target):
            raise AssemblyError(path, ln, col, "in 16-bit mode only 'call far label' is supported "
                                "(a label in this code segment)")
        return _Stmt(ln, col, f".byte 0x9a\n.short {target}\n.short 0x{cseg:x}", 5)
    if mnem == "call":
        if not re.fullmatch(r"[A-Za-z_.$][\w.$]*", arg):
            raise AssemblyError(path, ln, col, "in 16-bit mode only 'call label' is supported")
        return _Stmt(ln, col, f".byte 0xe8\n.short {arg} - __after_call{k}\n__after_call{k}:", 3)
    far = mnem == "retf"
    if arg:
        if not _RET_ARG.fullmatch(arg):     # keystone hangs on some junk after .short
            raise AssemblyError(path, ln, col, f"in 16-bit mode '{mnem}' takes a number or a "
                                "constant (with + - * between them)")
        _check_short_numbers(arg, mnem, path, ln, col + stmt.find(arg))
        return _Stmt(ln, col, f".byte 0x{0xca if far else 0xc2:x}\n.short {arg}", 3)
    return _Stmt(ln, col, f".byte 0x{0xcb if far else 0xc3:x}", 1)


_SHORT_NUMBER = re.compile(r"(?<![\w$])(?:0[xX][0-9a-fA-F]+|[0-9][0-9a-fA-F]*[hH]?)")


def _check_short_numbers(arg: str, mnem: str, path: str, ln: int, col: int) -> None:
    """Each number in the operand of an emitted ``.short`` must fit in 16 bits: keystone 0.9.2
    never returns from a ``.short`` whose literal does not fit in 64 bits."""
    for m in _SHORT_NUMBER.finditer(arg):
        t = m.group(0)
        if t[:2].lower() == "0x":
            v = int(t, 16)
        elif t[-1] in "hH" or not t.isdigit():
            v = int(t.rstrip("hH"), 16)
        else:
            v = int(t) if len(t) < 30 else 1 << 99
        if v > 0xFFFF:
            raise AssemblyError(path, ln, col + m.start(), f"in 16-bit mode '{mnem}' takes a "
                                f"16-bit value; the number '{brief(t)}' does not fit")


def _locate_dropped(ks, stmts, lines, path, consts, labels_at, origin) -> None:
    """Keystone 0.9.2 drops some statements without an error when other statements follow
    (``jmp $+2``: no bytes, and every later instruction shifts onto the wrong line). Assembled
    alone, such a statement is refused or gives no bytes: report the first one."""
    located = _locate_error(ks, None, stmts, lines, path, consts, labels_at, origin)
    if located is not None:
        raise located
    single = keystone.Ks(keystone.KS_ARCH_X86, ks._mode)
    prefix = "\n".join(f"{k} = {_hex(v)}" for k, v in consts.items())
    for s in stmts:
        if s.fixed or _IDENT.search(s.text.split(None, 1)[-1]) and len(s.text.split()) > 1:
            continue            # names: labels keystone cannot resolve alone
        try:
            enc, _ = single.asm(prefix + "\n" + s.text, origin)
        except keystone.KsError:
            continue
        if not enc:
            raise AssemblyError(path, s.line, s.col, f"keystone assembles '{brief(s.text)}' to no "
                                "bytes without an error")


def _locate_error(ks, err, stmts, lines, path, consts, labels_at, origin) -> AssemblyError | None:
    """Find the statement keystone rejected by assembling each one alone (``err`` None: there
    was no error, and None comes back where no statement is refused alone)."""
    # Keystone's sym_resolver is not used: in keystone 0.9.2 it outlives the Ks object and then
    # resolves the symbols of every later assembly in the process to 0. Unknown names in the
    # statement are defined as 0 instead, so each statement can be tried alone.
    single = keystone.Ks(keystone.KS_ARCH_X86, ks._mode)
    known = set(consts) | _REGISTERS | _KEYWORDS
    prefix = "\n".join(f"{k} = {_hex(v)}" for k, v in consts.items())
    for s in stmts:
        if s.fixed:
            continue
        ops = s.text.split(None, 1)
        names = {m.group(0) for m in _IDENT.finditer(ops[1])} if len(ops) > 1 else set()
        stand_ins = "\n".join(f"{n} = 0" for n in sorted(names) if n.lower() not in known and n not in known
                               and not re.fullmatch(r"0x[0-9a-fA-F]+|\d\w*", n)
                               and not n.startswith("$"))     # keystone hangs on "$9 = 0", "$ = 0"
        try:
            single.asm(prefix + "\n" + stand_ins + "\n" + s.text, origin)
        except keystone.KsError as e:
            mnem_end = s.col + len(s.text.split()[0])
            if e.errno == keystone.KS_ERR_ASM_MNEMONICFAIL:
                return AssemblyError(path, s.line, s.col, f"unknown mnemonic '{brief(s.text.split()[0])}'")
            text = lines[s.line - 1]
            op_col = len(text) - len(text[mnem_end - 1:].lstrip()) + 1 if len(text) >= mnem_end else s.col
            return AssemblyError(path, s.line, op_col, f"invalid operands: '{brief(s.text)}' ({_short(e)})")
    known |= {l[0] for l in labels_at}
    for s in stmts:
        if s.fixed:
            continue
        ops = s.text.split(None, 1)
        if len(ops) < 2:
            continue
        start = lines[s.line - 1].find(ops[1], s.col - 1)
        for mid in _IDENT.finditer(ops[1]):
            name = mid.group(0)
            if name.lower() not in known and name not in known and not re.fullmatch(r"0x[0-9a-fA-F]+|\d\w*", name):
                return AssemblyError(path, s.line, start + mid.start() + 1, f"undefined symbol '{brief(name)}'")
    if err is None:
        return None
    line = stmts[0].line if stmts else 1
    return AssemblyError(path, line, 1, f"keystone: {_short(err)}")


def _hex(v: int) -> str:
    """Constants go to keystone in hex: it reads some bare decimal literals as hex."""
    return f"-0x{-v:x}" if v < 0 else f"0x{v:x}"


def _short(e: Exception) -> str:
    return str(e).split(" (KS_ERR")[0]
