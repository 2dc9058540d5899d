"""Fuzz campaign, instruction sets: generated assembly, disassembly of random bytes, short
generated programs and ``workbench time`` fragments end in a result or a clean error, never with
a traceback or a hang (files and command lines: tests/test_fuzz_files.py; counts, limits and the
statistics: tests/fuzzing.py).

Every target feeds hypothesis-generated input to a public entry point and accepts exactly two
outcomes: a result, or one of the user-facing errors (``isa.errors.IsaError`` with
``AssemblyError`` located at file:line:column, ``EmulationFault``, ``BudgetExceeded``;
``isa.trace.TraceFormatError``; ``workbench.errors.WorkbenchError``). Anything else propagates,
and hypothesis reports it with a shrunk input; an input past the time limit fails the same way.

Targets, each per ISA: x86 in real16 and prot32, Alpha, PA-RISC and DSP56000.

- ``asm``: sources through ``isa.get_isa(name).assemble``, what ``workbench asm`` runs.
  Statements mix valid-looking ones (table mnemonics with their operand templates filled by
  random registers and expressions, completers, data directives) with junk (random tokens,
  unbalanced brackets, huge numbers, odd characters, empty operands, labels, unknown
  directives) and hostile lines: nesting thousands deep, lines around and past the length
  limit, long number literals, unbounded products, any unicode, control characters, random
  bytes, and every line ending ``str.splitlines`` knows. What assembles is disassembled again.
- ``disasm``: random bytes disassembled and decoded.
- ``run``: short generated programs of mostly valid instructions (labels and branches
  included), executed under an instruction budget of 400.
- ``time``: fragments through ``workbench.cli.main(["time", ...])`` exactly as the command line
  runs them (random core of the ISA, --iterations, --budget of at most 3,000, --reg, --json,
  --timeline), now and then with hostile lines; exit status 0, or 1 with one line on stderr.

Runs are derandomized (no example database), so CI is stable. The last tests pin what the
campaign found.
"""
from __future__ import annotations

import functools
import re
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

import isa
from fuzzing import check_cli_outcome, clean_error, fuzz_settings, one_line as _one_line, run_cli, tracked
from isa.errors import AssemblyError, IsaError
from isa.image import MemoryImage
from isa.limits import MAX_LINE_CHARS, MAX_NESTING
from workbench.snippet import layout

# examples per target: (make test, --many); per ISA --many sums to 10,000
ASM = fuzz_settings(25, 5000)
DISASM = fuzz_settings(20, 3000)
RUN = fuzz_settings(10, 1000, execution=True)
TIME = fuzz_settings(5, 1000, execution=True)

PATH = "fuzz.s"

# ---------------------------------------------------------------------------- shared pieces
JUNK_CHARS = string.printable + "\u00e9\u00df\u2192\u00a0\x00\x7f\ufeff\u200b"
junk = st.text(alphabet=JUNK_CHARS, max_size=16)
ident = st.sampled_from(["L0", "L1", "loop", "foo", "_x", ".L2", "a.b", "$t", "done", "1f", "1b",
                         "2f", "2b", ".", "DATA", "SPBOX", "x0", "r3", "eax"])
huge = st.sampled_from(["0x" + "f" * 40, "9" * 60, "-" + "9" * 30, "0b" + "1" * 90, "1<<63",
                        "1<<64", "-1", "0xffffffffffffffff", "0x8000000000000000", "$ffffffffff",
                        "%" + "1" * 70, "0177777777777777777777", "1e9", "12345678901234567890"])
number = st.one_of(st.integers(-(1 << 70), 1 << 70).map(str),
                   st.integers(0, 1 << 40).map(hex),
                   st.integers(-40, 40).map(str),
                   st.integers(0, 255).map(lambda v: f"${v:x}"),
                   st.integers(0, 15).map(lambda v: f"%{v:b}"),
                   huge)
broken = st.sampled_from(["(", ")", "((1)", "1)", "1+", "+", "-", "~", "!", "*", "0b2", "089",
                          "0x", "'", "''", "$", "%", "#", "#>", "<<", ">>", "1/0", "5%0",
                          "1 2", ",", ",,", "[", "]", "[esi+", "[+", "{", "}", "\"", "\"abc",
                          "::", ":", "@", "\\", "`", "?", "1f1", "()", "-(", "0x1g", "''x'",
                          "1 << 1000", "1 >> -1", "--1", "~~", "!!", "a:b", "x:", "y:(", "l:",
                          "#<", "<", "<<<", "+-", "\t", "\u00e9", "\x00"])
expr_atom = st.one_of(number, ident, broken)


@st.composite
def expression(draw, depth=2):
    if depth <= 0 or draw(st.integers(0, 2)) == 0:
        return draw(expr_atom)
    op = draw(st.sampled_from(["+", "-", "*", "/", "%", "<<", ">>", "|", "&", "^", "!", "==",
                               "<", ">=", "<>", " ", ""]))
    a, b = draw(expression(depth - 1)), draw(expression(depth - 1))
    wrap = draw(st.integers(0, 5))
    e = f"{a}{op}{b}"
    return {0: f"({e})", 1: f"-{e}", 2: f"~({e}"}.get(wrap, e)


def pick_some(draw, options, junk_weight=6):
    """Mostly one of ``options``; now and then an expression or junk."""
    k = draw(st.integers(0, junk_weight))
    if k == 0 or not options:
        return draw(st.one_of(expression(), junk))
    return draw(st.sampled_from(sorted(options)))


_PLACEHOLDER = re.compile(r"%([A-Za-z_]\w*)")


@st.composite
def filled_template(draw, form, table):
    """A form's operand template with each placeholder replaced by a register, keyword or
    expression (usually of the right kind, sometimes not)."""
    ops = form.fmt.operands

    def one(m):
        op = ops.get(m.group(1))
        if op is None:
            return draw(junk)
        if op.kind == "reg":
            return pick_some(draw, table.registers(op.cls))
        if op.kind == "key":
            return pick_some(draw, [c for c in op.choices if c])
        if draw(st.integers(0, 3)) == 0:
            return draw(st.one_of(st.just(""), junk))
        return draw(st.one_of(st.integers(-40, 40).map(str), st.integers(0, 1 << 20).map(hex),
                              ident, expression()))
    text = _PLACEHOLDER.sub(one, form.template)
    if draw(st.integers(0, 9)) == 0:            # damage it: drop or duplicate a slice
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, len(text)))
        text = text[:i] + (text[i:j] * 2 if draw(st.booleans()) else "") + text[j:]
    return text


@st.composite
def operand_soup(draw, registers):
    """A random operand list: registers, expressions, memory forms, junk, empty operands."""
    pieces = draw(st.lists(st.one_of(
        st.sampled_from(sorted(registers)),
        expression(),
        st.builds(lambda e, r: f"{e}({r})", expression(1), st.sampled_from(sorted(registers))),
        st.just(""), junk), max_size=5))
    return draw(st.sampled_from([",", ", ", " ", ",,"])).join(pieces)


def _assemble(layer, text, mode=None, **kw):
    """Assemble; an AssemblyError must carry this file and a line and column in range."""
    try:
        return layer.assemble(text, PATH, mode, **kw)
    except AssemblyError as e:
        assert e.path == PATH and str(e).startswith(f"{PATH}:{e.line}:{e.column}: "), str(e)
        assert 1 <= e.line <= max(1, len(text.splitlines())), (str(e), text)
        assert e.column >= 1, str(e)
        _one_line(str(e))
        clean_error()
        return None
    except IsaError as e:
        _one_line(str(e))
        clean_error()
        return None





def _disassemble_all(layer, code: bytes, address: int, mode=None) -> None:
    """Any bytes disassemble (a word no form decodes is listed as data) and decode."""
    listed = layer.disassemble(code, address, mode)
    for x in listed:
        assert isinstance(x.text, str) and x.words
    layer.decode(code, address, mode)


# ---------------------------------------------------------------------------- hostile lines
CONTROL = "".join(map(chr, range(0, 32))) + "\x7f\x80\x85\x9f\u2028\u2029\ufeff\ud7ff"
LINE_ENDS = st.sampled_from(["\n"] * 12 + ["\r\n", "\r", "\x0b", "\x0c", "\x1c", "\x85",
                                            "\u2028", "\n\n"])


@st.composite
def hostile(draw, heads):
    """A line meant to break a parser: ``heads`` gives a statement start to put it after."""
    head = draw(heads)
    kind = draw(st.integers(0, 9))
    if kind == 0:                                   # deep nesting, balanced or not
        d = draw(st.one_of(st.integers(MAX_NESTING - 2, MAX_NESTING + 2), st.integers(1, 2100)))
        close = draw(st.sampled_from([d, d, d - 1, d + 1, 0]))
        opener = draw(st.sampled_from(["(", "(", "[", "-(", "~(", "L%("]))
        return head + opener * d + draw(expr_atom) + ")" * max(close, 0)
    if kind == 1:                                   # unary operators, thousands of them
        unit = draw(st.text(alphabet="-~!+(", min_size=1, max_size=3))
        return head + unit * draw(st.integers(1, 3000)) + "1"
    if kind == 2:                                   # around and past the line length limit
        n = draw(st.one_of(st.sampled_from([MAX_LINE_CHARS - 1, MAX_LINE_CHARS,
                                            MAX_LINE_CHARS + 1, 6000]), st.integers(50, 4200)))
        fill = draw(st.sampled_from(["1+", "x", " ", ", 1", "; comment ", "# c ", "(1)+", "\t"]))
        return (head + fill * (n // len(fill) + 1))[:n]
    if kind == 3:                                   # any unicode at all
        return head + draw(st.text(max_size=40))
    if kind == 4:                                   # control characters
        return head + draw(st.text(alphabet=CONTROL + "a1 ,", max_size=30))
    if kind == 5:                                   # random bytes as text
        return head + draw(st.binary(max_size=40)).decode("latin-1")
    if kind == 6:                                   # long number literals
        digits = draw(st.sampled_from(["9", "1", "f", "0"]))
        prefix = draw(st.sampled_from(["", "0x", "0b", "$", "%", "-", "0"]))
        return head + prefix + digits * draw(st.integers(20, 1000))
    if kind == 7:                                   # values that grow without bound
        k = draw(st.integers(2, 300))
        return head + draw(st.sampled_from(["*", "<<", "*-", "+"])).join(
            [draw(st.sampled_from(["0xffffffffffffffff", "$ffffff", "99999999999", "63"]))] * k)
    if kind == 8:                                   # many operands
        return head + ",".join([draw(expr_atom)] * draw(st.integers(1, 1500)))
    return draw(st.text(alphabet=string.printable, max_size=200))


def with_line_ends(lines_strategy):
    """A list of lines joined by random line endings (``str.splitlines`` counts them all)."""
    @st.composite
    def joined(draw):
        lines = draw(lines_strategy)
        out = []
        for ln in lines:
            out += [ln, draw(LINE_ENDS)]
        return "".join(out[:-1])
    return joined()


# ---------------------------------------------------------------------------- toolkit ISAs
@functools.cache
def _table_lines(name):
    layer = isa.get_isa(name)
    table = layer.table
    forms = [f for f in table.forms]
    regs = {n for cls in table.registers.names.values() for n in cls}
    directives = sorted(set(layer.syntax.data_sizes) | {".align", ".p2align", ".balign", ".space",
                                                       ".skip", ".zero", ".set", ".equ", ".text",
                                                       ".data", ".section", ".rodata", ".globl",
                                                       ".bogus", ".org", ".ent"}
                        | set(layer.syntax.directives))
    return layer, table, forms, regs, directives


@st.composite
def toolkit_line(draw, name):
    layer, table, forms, regs, directives = _table_lines(name)
    column1 = layer.syntax.dialect.labels == "column1"
    indent = "\t" if column1 else draw(st.sampled_from(["", " ", "\t"]))
    kind = draw(st.integers(0, 9))
    if kind <= 3:                                   # a table form, template filled
        form = draw(st.sampled_from(forms))
        comp = ""
        for g in form.completers:
            if draw(st.integers(0, 3)):
                opt = draw(st.sampled_from(sorted(g.options)))
                if opt:
                    comp += "," + opt
        if draw(st.integers(0, 12)) == 0:
            comp += "," + draw(st.sampled_from(["q", "*", "", "u,u", "<>"]))
        line = f"{indent}{form.mnemonic}{comp} {draw(filled_template(form, table))}"
    elif kind == 4:                                 # mnemonic with random operands
        mnem = draw(st.sampled_from(sorted(table.by_mnemonic)))
        line = f"{indent}{mnem} {draw(operand_soup(regs))}"
    elif kind == 5:                                 # directive
        d = draw(st.sampled_from(directives))
        args = draw(st.lists(st.one_of(expression(), st.just(""), junk), max_size=3))
        line = f"{indent}{d} {', '.join(args)}"
    elif kind == 6:                                 # label (and maybe a statement after it)
        lab = draw(st.sampled_from(["L0", "L1", "loop", "1", "2", "x", "_a", "L0", "9x", "a b"]))
        line = lab if column1 else f"{lab}:"
        if draw(st.booleans()):
            line += " " + draw(toolkit_line(name))
    elif kind == 7:
        line = draw(junk)
    elif kind == 8:                                 # a constant
        lab = draw(st.sampled_from(["K", "L0", "w"]))
        line = f"{lab} equ {draw(expression())}" if column1 else \
            f"{indent}.set {lab}, {draw(expression())}"
    else:
        line = draw(st.sampled_from(["", "  ", "; comment", "# comment", "!", ";", "\t\t"]))
    return line


def _dsp_line():
    """DSP56000 parallel instructions: an ALU operation with one or two move fields."""
    table = isa.get_isa("dsp56k").table

    @st.composite
    def line(draw):
        alu = draw(st.sampled_from(list(table.alu.forms)))
        moves = draw(st.lists(st.sampled_from(list(table.moves.forms)), max_size=2))
        parts = [alu.mnemonic, draw(filled_template(alu, table.alu))]
        parts += [draw(filled_template(m, table.moves)) for m in moves]
        return "\t" + " ".join(p for p in parts if p)
    return line()


HEADS = {"alpha": ["\tlda $1, ", "\t.quad ", "\taddq $1, ", "\t.set K, ", "\tldq $2, 8", "\t"],
         "parisc": ["\tldo ", "\t.word ", "\tadd %r1,", "\tldi ", "\tcomb,= %r1,%r2,", "\t"],
         "dsp56k": ["\tmove #", "\tdc ", "K equ ", "\tadd x0,a ", "\tmove x:", "\torg p:", "\t"]}


def toolkit_source(name):
    lines = toolkit_line(name)
    if name == "dsp56k":
        lines = st.one_of(lines, _dsp_line())
    lines = st.one_of(lines, lines, lines, hostile(st.sampled_from(HEADS[name] + [""])))
    return with_line_ends(st.lists(lines, min_size=1, max_size=10))


@pytest.mark.parametrize("name", ["alpha", "parisc", "dsp56k"])
def test_fuzz_toolkit_assembly_fails_cleanly(name):
    layer = isa.get_isa(name)

    @ASM
    @given(toolkit_source(name), st.sampled_from([None, 0, 0x1000]),
           st.dictionaries(st.sampled_from(["DATA", "foo", "K"]), st.integers(-(1 << 66), 1 << 66),
                           max_size=2))
    @tracked(f"asm {name}")
    def check(text, base, symbols):
        prog = _assemble(layer, text, None, base=base, symbols=symbols)
        if prog is not None:
            _disassemble_all(layer, prog.code, prog.base)
    check()


@pytest.mark.parametrize("name", ["alpha", "parisc", "dsp56k", "x86:real16", "x86:prot32"])
def test_fuzz_disassembly_of_random_bytes(name):
    target = f"disasm {name}"
    name, _, mode = name.partition(":")
    layer = isa.get_isa(name)

    @DISASM
    @given(st.binary(max_size=64), st.integers(0, (1 << 32) - 1))
    @tracked(target)
    def check(code, address):
        _disassemble_all(layer, code, address, mode or None)
    check()


# ---------------------------------------------------------------------------- x86
X86_MNEMONICS = """mov add sub adc sbb xor and or cmp test inc dec neg not shl shr sar rol ror rcl rcr
lea push pop call ret jmp je jne jz jnz jb jae jl jge jg jle ja jbe js jns jo jc loop loopne jcxz
jecxz movzx movsx xchg mul imul div idiv cbw cwd cwde cdq nop hlt int int3 into lodsb lodsw lodsd
stosb stosw stosd movsb movsw movsd cmpsb scasb rep repe repne lock bswap bt bts btr btc bsf bsr
setc setz setnz cmovz cmovnz enter leave pusha popa pushad popad pushf popf les lds lss in out
cli sti cld std clc stc cmc xlat xlatb aad aam daa das aaa aas sahf lahf retf iret bound arpl
shld shrd cpuid rdtsc wait fwait fld fst fadd ud2 sgdt lgdt ljmp lcall""".split()
X86_REGS = """al ah ax eax bl bh bx ebx cl ch cx ecx dl dh dx edx si esi di edi bp ebp sp esp cs ds
es ss fs gs cr0 dr7 st(0) st(1) mm0 xmm0 rax r8""".split()
X86_SIZES = ["", "byte ptr ", "word ptr ", "dword ptr ", "qword ptr ", "far ", "near ", "short ",
             "offset "]


@st.composite
def x86_memory(draw):
    base = draw(st.sampled_from(["", "ebx", "esi", "edi", "ebp", "esp", "bx", "si", "di", "bp",
                                 "eax", "al", "cs", "es:ebx", "ds:si"]))
    index = draw(st.sampled_from(["", "+esi", "+edi*4", "+ecx*8", "+si", "+di", "*3", "+esp*2",
                                  "+eax*16", "-ebx"]))
    disp = draw(st.one_of(st.just(""), st.builds(lambda s, e: s + e, st.sampled_from(["+", "-", ""]),
                                                 expression(1))))
    close = draw(st.sampled_from(["]", "]", "]", "", "]]", " ]"]))
    seg = draw(st.sampled_from(["", "", "es:", "fs:", "cs:", "ds:"]))
    return f"{draw(st.sampled_from(X86_SIZES))}{seg}[{base}{index}{disp}{close}"


x86_operand = st.one_of(st.sampled_from(X86_REGS), x86_memory(), expression(1), ident,
                        st.just(""), junk)


@st.composite
def x86_line(draw):
    kind = draw(st.integers(0, 9))
    if kind <= 5:
        mnem = draw(st.sampled_from(X86_MNEMONICS))
        ops = draw(st.lists(x86_operand, max_size=3))
        sep = draw(st.sampled_from([", ", ",", " ", ",,"]))
        line = f"{mnem} {sep.join(ops)}".rstrip()
    elif kind == 6:
        lab = draw(st.sampled_from(["L0", "L1", "loop_", "x", ".L", "1", "L0"]))
        line = f"{lab}:" + (" " + draw(x86_line()) if draw(st.booleans()) else "")
    elif kind == 7:
        name = draw(st.sampled_from(["K", "L0", "SPBOX", "x"]))
        line = f"{name} = {draw(expression())}"
    elif kind == 8:
        line = draw(st.one_of(junk, st.sampled_from([".byte 1", ".align 4", "db 1", "dw 2",
                                                     "times 4 nop", "%define X 1", "section .text",
                                                     "bits 16", "use32", "org 100h", "; c", ""])))
    else:
        line = draw(st.sampled_from(["", ";", "   ", "hlt", "nop"]))
    return line


X86_HEADS = ["mov eax, ", "mov ax, ", "add ebx, [esi+", "K = ", "push ", "ret ", "lea esi, [",
             "jmp ", "call far ", "rep ", ""]
x86_source = with_line_ends(st.lists(st.one_of(x86_line(), x86_line(), x86_line(),
                                               hostile(st.sampled_from(X86_HEADS))),
                                     min_size=1, max_size=8))


@pytest.mark.parametrize("mode", ["real16", "prot32"])
def test_fuzz_x86_assembly_fails_cleanly(mode):
    layer = isa.get_isa("x86")

    @ASM
    @given(x86_source, st.dictionaries(st.sampled_from(["DATA", "SPBOX", "K"]),
                                       st.integers(-(1 << 40), 1 << 40), max_size=2))
    @tracked(f"asm x86:{mode}")
    def check(text, symbols):
        prog = _assemble(layer, text, mode, symbols=symbols)
        if prog is not None:
            _disassemble_all(layer, prog.code, prog.base, mode)
    check()


# ---------------------------------------------------------------------------- execution
BUDGET = 400


def _run_clean(layer, prog, image, entry, budget=BUDGET):
    try:
        ex = layer.execute(prog, image, entry, budget)
    except IsaError as e:
        _one_line(str(e))
        clean_error()
        return None
    assert len(ex.trace) <= budget + 256
    return ex


NOT_RUN = {"call_pal", "callsys"}       # Alpha PALcode calls: nothing of them runs here
IMMEDIATES = {"alpha": ["0x800", "0x7ff8", "-8", "0x1000", "16"],
              "parisc": ["0x800", "-8", "16", "0x1000", "L%DATA", "R%DATA"],
              "dsp56k": ["$10", "$ff", "<$20", "DATA", "$7fffff"]}


@functools.cache
def _runnable(name):
    table = isa.get_isa(name).table
    return [f for f in table.forms if f.mnemonic not in NOT_RUN and f.flow != "halt"]


def _fill(draw, form, table, name, labels):
    """``form``'s template with operands of the right kind: registers of the operand's class,
    keywords, labels for branch targets, immediates that mostly fit their field."""
    def one(m):
        op = form.fmt.operands.get(m.group(1))
        if op is None:
            return "0"
        if op.kind == "reg":
            return draw(st.sampled_from(sorted(table.registers(op.cls)) or ["0"]))
        if op.kind == "rel":
            return draw(st.sampled_from(labels + ["."])) if labels else "."
        if op.kind == "key":
            return draw(st.sampled_from(sorted(c for c in op.choices if c) or [""]))
        f = form.fmt.fields.get(op.field)
        if f is not None and f.to_raw is not None:        # a coded field (PA-RISC len, sa)
            return str(draw(st.integers(1, 3)))
        if f is None or draw(st.integers(0, 7)) == 0:
            return draw(st.one_of(st.integers(-64, 255).map(str), st.sampled_from(IMMEDIATES[name])))
        lo, hi = (-(1 << (f.width - 1)), (1 << (f.width - 1)) - 1) if f.signed or f.low_sign \
            else (0, (1 << f.width) - 1)
        return str(draw(st.integers(max(lo, -64), min(hi, 64))) * f.scale)
    comp = ""
    for g in form.completers:
        opt = draw(st.sampled_from(sorted(g.options)))
        if opt and (g.default is None or draw(st.booleans())):
            comp += "," + opt
    return comp, _PLACEHOLDER.sub(one, form.template)


@st.composite
def toolkit_program(draw, name, labels=True, max_lines=12):
    """Mostly valid instructions of ``name``'s table (registers of the right class, immediates
    that fit, completers, branches to the labels); DSP56000 ALU words with parallel moves too."""
    layer = isa.get_isa(name)
    table = layer.table
    column1 = layer.syntax.dialect.labels == "column1"
    names = ["L0", "L1", "L2"] if labels else []
    lines = []
    for _ in range(draw(st.integers(1, max_lines))):
        if names and draw(st.integers(0, 4)) == 0:
            lab = draw(st.sampled_from(names))
            lines.append(lab if column1 else f"{lab}:")
        if name == "dsp56k" and draw(st.booleans()):
            alu = draw(st.sampled_from(list(table.alu.forms)))
            parts = [alu.mnemonic + _fill(draw, alu, table.alu, name, names)[1].join(" " * 2)]
            for mv in draw(st.lists(st.sampled_from(list(table.moves.forms)), max_size=1)):
                parts.append(_fill(draw, mv, table.moves, name, names)[1])
            lines.append("\t" + " ".join(p.strip() for p in parts if p.strip()))
            continue
        form = draw(st.sampled_from(_runnable(name)))
        comp, ops = _fill(draw, form, table, name, names)
        lines.append(f"\t{form.mnemonic}{comp} {ops}".rstrip())
    for lab in names:
        if (lab if column1 else f"{lab}:") not in lines:
            lines.append(lab if column1 else f"{lab}:")
    return "\n".join(lines)


@pytest.mark.parametrize("name", ["alpha", "parisc", "dsp56k"])
def test_fuzz_toolkit_programs_run_or_fault_cleanly(name):
    layer = isa.get_isa(name)
    assert layer.can_execute
    regs = {"alpha": ["r1", "r2", "r16", "sp", "a0", "t0"], "parisc": ["r1", "r2", "r26", "r30"],
            "dsp56k": ["r0", "r1", "x0", "a", "n0", "m0"]}[name]

    @RUN
    @given(toolkit_program(name), st.dictionaries(st.sampled_from(regs),
                                                  st.integers(0, (1 << 64) - 1), max_size=3))
    @tracked(f"run {name}")
    def check(text, registers):
        img, symbols, base = layout(name, layer.default_mode, bytes(4096))
        prog = _assemble(layer, text + "\n\t" + layer.halt, None, symbols=symbols, base=base)
        if prog is None:
            return
        img.registers.update(registers)
        _run_clean(layer, prog, img, prog.base)
    check()


X86_RUN = {
    2: "mov add sub adc sbb xor and or cmp test xchg".split(),
    1: "inc dec neg not push pop mul imul div idiv".split(),
    0: "nop cbw cwd cdq lodsb stosb movsb cld std clc stc cmc sahf lahf pushf popf xlatb".split(),
}
X86_SHIFT = "shl shr sar rol ror rcl rcr".split()
X86_JUMP = "jmp je jne jb jae jl jg js jns loop jcxz".split()


@st.composite
def x86_program(draw, bits, labels=True, max_lines=10):
    r = ["eax", "ebx", "ecx", "edx", "esi", "edi", "ebp"] if bits == 32 else \
        ["ax", "bx", "cx", "dx", "si", "di", "bp"]
    r8 = ["al", "ah", "bl", "bh", "cl", "dl", "dh"]
    addr = ["bx", "si", "di", "bx+si", "bp+di"] if bits == 16 else ["ebx", "esi", "edi", "ebx+esi*4"]
    lines = []
    names = ["L0", "L1"] if labels else []
    for _ in range(draw(st.integers(1, max_lines))):
        if names and draw(st.integers(0, 5)) == 0:
            lines.append(f"{draw(st.sampled_from(names))}:")
        kind = draw(st.integers(0, 9))
        imm = draw(st.one_of(st.integers(-128, 255), st.integers(0, 0xFFFF), st.just(0)))
        mem = f"[{draw(st.sampled_from(addr))}+{draw(st.integers(0, 0x1000))}]"
        dst = draw(st.sampled_from(r + r8))
        if kind <= 2:
            src = draw(st.one_of(st.sampled_from(r if dst in r else r8), st.just(str(imm)),
                                 st.just(("byte ptr " if dst in r8 else "") + mem)))
            lines.append(f"{draw(st.sampled_from(X86_RUN[2]))} {dst}, {src}")
        elif kind == 3:
            lines.append(f"{draw(st.sampled_from(X86_RUN[1]))} {dst}")
        elif kind == 4:
            lines.append(draw(st.sampled_from(X86_RUN[0])))
        elif kind == 5:
            lines.append(f"{draw(st.sampled_from(X86_SHIFT))} {dst}, {draw(st.sampled_from(['1', 'cl', '3', '31']))}")
        elif kind == 6 and names:
            lines.append(f"{draw(st.sampled_from(X86_JUMP))} {draw(st.sampled_from(names))}")
        elif kind == 7:
            size = "word" if bits == 16 else "dword"
            lines.append(f"mov {size} ptr {mem}, {imm}")
        elif kind == 8:
            lines.append(draw(st.sampled_from(["int 3", "into", "rep stosb", "rep movsb", "hlt",
                                               "ud2", "div bx", "iret", "ret", "push ax", "pop ds"])))
        else:
            lines.append(f"movzx {r[0]}, byte ptr {mem}" if bits == 32 else f"xor {dst}, {dst}")
    lines += [f"{lab}:" for lab in names if f"{lab}:" not in lines]
    return "\n".join(lines)


def _x86_image(mode, regs):
    img = MemoryImage()
    if mode == "real16":
        img.add("data", 0x20000, bytes(0x10000))
        img.registers.update(ds=0x2000, es=0x2000, ss=0x2000, sp=0xFFFE)
        code = 0x10100
    else:
        img.add("data", 0x200000, bytes(0x11000))
        img.registers.update(esp=0x210FF0, ebx=0x200000, esi=0x200100, edi=0x200200)
        code = 0x10000
    img.registers.update(regs)
    return img, code


@pytest.mark.parametrize("mode", ["real16", "prot32"])
def test_fuzz_x86_programs_run_or_fault_cleanly(mode):
    layer = isa.get_isa("x86")
    bits = 16 if mode == "real16" else 32

    @RUN
    @given(x86_program(bits), st.dictionaries(st.sampled_from(["ecx", "eax", "edx", "ebx"]),
                                              st.integers(0, (1 << 32) - 1), max_size=2))
    @tracked(f"run x86:{mode}")
    def check(text, regs):
        img, code = _x86_image(mode, regs)
        prog = _assemble(layer, text + "\nhlt", mode, symbols={"DATA": 0}, base=code)
        if prog is None:
            return
        _run_clean(layer, prog, img, prog.base)
    check()


# ---------------------------------------------------------------------------- workbench time
CORES = {"x86:real16": ["i386", "i486", "p5", "p6", "pii"], "x86:prot32": ["i386", "i486", "p5", "p6", "pii"],
         "alpha": ["ev4", "ev5"], "parisc": ["pa8500", "pa8600"],
         "dsp56k": ["dsp56001", "dsp56001-33", "dsp56001-dk"]}
REGS = {"x86": ["eax", "ecx", "ebx", "esi", "ds", "sp", "esp", "bogus", "xmm0", "EAX"],
        "alpha": ["r1", "$2", "t0", "a0", "sp", "r31", "f1", "bogus"],
        "parisc": ["r1", "r26", "gr3", "sp", "bogus"],
        "dsp56k": ["r0", "x0", "a", "sr", "omr", "bogus"]}
REG_VALUES = st.one_of(st.integers(0, (1 << 32) - 1).map(hex), st.integers(-9, 300).map(str),
                       st.sampled_from(["0x" + "f" * 20, "-0x1", "1" * 30, "0o17", "0b11"]))


def _fragment(name):
    layer, _, mode = name.partition(":")
    body = x86_program(16 if mode == "real16" else 32, labels=False, max_lines=6) \
        if layer == "x86" else toolkit_program(layer, labels=False, max_lines=6)
    heads = X86_HEADS if layer == "x86" else HEADS[layer]
    return st.one_of(body, body, body, body, body, body, body,
                     st.builds(lambda a, b: a + "\n" + b, body, hostile(st.sampled_from(heads))))


@pytest.fixture(scope="module")
def fragment_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("fragments")


@pytest.mark.parametrize("name", ["x86:real16", "x86:prot32", "alpha", "parisc", "dsp56k"])
def test_fuzz_workbench_time_fragments(name, fragment_dir):
    layer, _, mode = name.partition(":")
    path = fragment_dir / f"{layer}{mode}.s"

    @TIME
    @given(_fragment(name), st.sampled_from(CORES[name]), st.sampled_from([1, 1, 2, 3, 5]),
           st.sampled_from([1, 20, 400, 3000]),
           st.lists(st.tuples(st.sampled_from(REGS[layer]), REG_VALUES), max_size=2),
           st.sampled_from([[], ["--json"], ["--timeline"], ["--json", "--timeline"]]),
           st.booleans())
    @tracked(f"time {name}")
    def check(text, core, iterations, budget, regs, flags, from_stdin):
        if not from_stdin:
            path.write_text(text, encoding="utf-8", errors="surrogateescape")
        argv = ["time", "-" if from_stdin else str(path), "--core", core,
                "--iterations", str(iterations), "--budget", str(budget), *flags]
        argv += ["--mode", mode] if mode else []
        for reg, value in regs:
            argv += ["--reg", f"{reg}={value}"]
        rc, out, err = run_cli(argv, stdin=text)
        check_cli_outcome(rc, out, err)
        if rc == 0 and "--json" in flags:
            import json
            d = json.loads(out)
            assert d["iterations"] == iterations and d["core"] == core
    check()


# ---------------------------------------------------------------------------- what the fuzzing found
@pytest.mark.parametrize("name, text, message", [
    # a format naming one field twice (bra: disp and target): IndexError 'no such group'
    ("alpha", "br $0,1", "displacement -65539 is not a multiple of 4"),
    # Motorola '$' followed by a non-hex name: ValueError from int(..., 16)
    ("dsp56k", "\tjset #$t,y:<<-21,+0.0", "bad hex number '$t'"),
    # a huge .space/org before code: MemoryError building the image
    ("alpha", ".space 1<<40\nnop", "grows past"),
    ("dsp56k", "\torg p:1<<40\n\tnop", "grows past"),
    # keystone 0.9.2 never returns from a later statement starting with punctuation, reads ASCII
    # only (UnicodeEncodeError), and hangs on some junk after the .short of a 16-bit 'ret n'
    ("x86:real16", "nop\n'x", "expected an instruction"),
    ("x86:prot32", "nop\n`", "expected an instruction"),
    ("x86:prot32", "nop\nmov al, \u00e9", "is not allowed"),
    ("x86:prot32", "nop\nmov al, 1\x00", "is not allowed"),
    ("x86:real16", "nop\nret %", "'ret' takes a number"),
    ("x86:real16", ".L: lock -2<523439, word ptr [+esi ]", "expected an instruction, got '-2"),
    ("x86:prot32", "nop\nrep lock [esi]", "expected an instruction, got '[esi]'"),
    ("x86:real16", "mov ax, $9e", "invalid operands"),    # its stand-in '$9e = 0' hung keystone
    # keystone never returns from a .short whose literal does not fit in 64 bits (real16 push
    # and ret are emitted as .byte/.short)
    ("x86:real16", "nop\npush -" + "1" * 40, "takes a 16-bit value"),
    ("x86:real16", "ret 0x1ffffffffffffffff", "takes a 16-bit value"),
    ("x86:real16", "retf 12345h", "takes a 16-bit value"),
    ("x86:real16", "push $" + "1" * 40, "takes a number or a constant"),
    # keystone drops 'jmp $+2' silently when a statement follows, shifting every later
    # instruction onto the wrong line ("capstone cannot decode ()"); its stand-in '$ = 0' hung
    ("x86:prot32", "nop\njmp $+2\ninc ecx\nhlt", "fuzz.s:2:5: invalid operands: 'jmp $+2'"),
    ("x86:real16", "nop\nmov ax, $x+1\nhlt", "fuzz.s:2:5: invalid operands"),
    # the limits (tests/test_isa_limits.py has them all)
    ("alpha", "\t.quad " + "(" * 2000 + "1" + ")" * 2000, "nests deeper than 100 levels"),
    ("x86:prot32", "K = " + "1" * 1000, "number '1111"),
    # '.align n' is 2**n on Alpha: 1 << n of a 160-bit n raised OverflowError (and a merely
    # large n would have taken minutes and gigabytes)
    ("alpha", ".align 0xffffffffffffffffffffffffffffffffffffffff", "bad alignment"),
    ("alpha", ".p2align 1000000000", "bad alignment"),
    ("parisc", "\t.p2align 1<<40", "bad alignment"),
    # an x86 constant has no numeric local labels: int('1f') raised ValueError
    ("x86:real16", "nop\nK = 1f", "'1f' (a numeric local label reference) is not allowed here"),
    # a long token quoted whole made a 1,000-character message
    ("alpha", "\tlda $1, 0b" + "9" * 150, "unexpected 'b999999999"),
])
def test_fuzz_findings_fail_cleanly(name, text, message):
    name, _, mode = name.partition(":")
    with pytest.raises(AssemblyError, match=re.escape(message)):
        isa.get_isa(name).assemble(text, PATH, mode or None)


def test_the_time_limit_fails_a_slow_input():
    """The per-input limit works: an input that sleeps past it fails the check (as a hang
    would), it is not counted as a clean error."""
    import time

    import fuzzing
    old = fuzzing.INPUT_LIMIT_S
    fuzzing.INPUT_LIMIT_S = 0.2
    try:
        @fuzzing.tracked("limit self-test")
        def slow():
            time.sleep(5)
        t0 = time.perf_counter()
        with pytest.raises(fuzzing.FuzzTimeout):
            slow()
        assert time.perf_counter() - t0 < 2
    finally:
        fuzzing.INPUT_LIMIT_S = old
        fuzzing.STATS.pop("limit self-test", None)



@pytest.mark.parametrize("text", ["\tcmovgt $18,$23,$zero", "\tcmoveq $1,7,$31", "\taddq $1,2,$31"])
def test_alpha_writes_to_r31_run(text):
    """The --many campaign: a cmov into $31 raised UnboundLocalError in the block compiler."""
    layer = isa.get_isa("alpha")
    prog = layer.assemble(text + "\n\thalt", PATH)
    ex = layer.execute(prog, MemoryImage(memory_size=1 << 20), prog.base, 10)
    assert len(ex.trace) == 2


def test_a_mnemonic_with_many_operand_forms_names_a_few():
    """DSP56000 jsclr has 23 operand forms; the message listed them all (about 1,000 characters)."""
    with pytest.raises(AssemblyError, match=r"or \d+ other operand forms$") as info:
        isa.get_isa("dsp56k").assemble("\tjsclr #,y:,0x29877", PATH)
    assert len(str(info.value)) < 300
