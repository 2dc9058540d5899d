"""The assemblers' input limits (isa/limits.py): expression nesting, line length, source size,
number length and value growth, in every front end (the toolkit's: Alpha, PA-RISC, DSP56000; the
x86 one in both modes), each a one-line file:line:column error, through the ISA layers and
through ``workbench asm`` and ``workbench time`` as a user runs them."""
from __future__ import annotations

import re

import pytest

import isa
from isa.errors import AssemblyError
from isa.limits import (MAX_LINE_CHARS, MAX_NESTING, MAX_NUMBER_CHARS, MAX_SOURCE_CHARS,
                        MAX_VALUE_BITS, SourceLimitError)
from isa.toolkit.expr import ExprError, evaluate
from workbench.cli import main

PATH = "lim.s"

# per ISA (layer:mode): a statement whose expression is {e}, a no-op line, a comment start, a core
ISAS = {
    "alpha": ("\t.quad {e}", "\tnop", "#", "ev5"),
    "parisc": ("\t.word {e}", "\tnop", ";", "pa8600"),
    "dsp56k": ("\tdc {e}", "\tnop", ";", "dsp56001"),
    "x86:real16": ("\tmov ax, {e}", "nop", ";", "i486"),
    "x86:prot32": ("\tmov eax, {e}", "nop", ";", "i486"),
}
# an instruction operand (not data) per ISA, where the expression sits in an addressing form
OPERANDS = {
    "alpha": "\tlda $1, {e}($31)",
    "parisc": "\tldo {e}(%r1),%r2",
    "dsp56k": "\tmove #{e},x0",
    "x86:real16": "\tmov ax, [bx+{e}]",
    "x86:prot32": "\tmov eax, [ebx+{e}]",
}


def _assemble(name: str, text: str):
    layer_name, _, mode = name.partition(":")
    return isa.get_isa(layer_name).assemble(text, PATH, mode or None)


def _fails(name: str, text: str, line: int, column: int | None, message: str) -> AssemblyError:
    with pytest.raises(AssemblyError) as info:
        _assemble(name, text)
    e = info.value
    assert (e.path, e.line) == (PATH, line), str(e)
    if column is not None:
        assert e.column == column, str(e)
    assert message in e.message, str(e)
    assert "\n" not in str(e) and len(str(e)) < 300, str(e)
    return e


def _nested(depth: int, core: str = "1") -> str:
    return "(" * depth + core + ")" * depth


@pytest.mark.parametrize("name", ISAS)
def test_nesting_at_the_limit_assembles_and_one_more_level_is_refused(name):
    stmt = ISAS[name][0]
    _assemble(name, stmt.format(e=_nested(MAX_NESTING)))
    text = stmt.format(e=_nested(2000))     # a RecursionError (5000 is past the line limit)
    opener = text.index("(") + MAX_NESTING + 1          # the first parenthesis too deep
    e = _fails(name, "\n" + text, 2, opener, f"deeper than {MAX_NESTING} levels")
    assert not isinstance(e, SourceLimitError)


@pytest.mark.parametrize("name", ISAS)
def test_deep_nesting_in_an_instruction_operand(name):
    text = OPERANDS[name].format(e=_nested(MAX_NESTING + 1))
    # x86: the memory operand's '[' is a level too
    too_deep = text.index("(") + MAX_NESTING + (0 if "[" in text else 1)
    _fails(name, text, 1, too_deep, f"deeper than {MAX_NESTING} levels")


@pytest.mark.parametrize("name", ["alpha", "parisc", "dsp56k"])
def test_unary_operators_count_as_nesting(name):
    stmt = ISAS[name][0]
    _assemble(name, stmt.format(e="-" * MAX_NESTING + "1"))
    text = stmt.format(e="-~" * 1500 + "1")
    _fails(name, text, 1, text.index("-") + MAX_NESTING + 1, f"deeper than {MAX_NESTING} levels")


@pytest.mark.parametrize("mode", ["real16", "prot32"])
def test_x86_constants_use_the_limited_expressions(mode):
    text = "K = " + "-" * 3000 + "1\nnop"
    _fails(f"x86:{mode}", text, 1, 5 + MAX_NESTING, f"deeper than {MAX_NESTING} levels")
    text = "K = " + _nested(MAX_NESTING + 1) + "\nnop"
    _fails(f"x86:{mode}", text, 1, 5 + MAX_NESTING, f"deeper than {MAX_NESTING} levels")


@pytest.mark.parametrize("name", ISAS)
def test_line_length_limit(name):
    _, nop, comment, _ = ISAS[name]
    at_limit = nop + " " + comment + "x" * (MAX_LINE_CHARS - len(nop) - 2)
    assert len(at_limit) == MAX_LINE_CHARS
    _assemble(name, f"{nop}\n{at_limit}\n")
    e = _fails(name, f"{nop}\n{nop}\n{at_limit}x\n{nop}", 3, MAX_LINE_CHARS + 1,
               f"limit of {MAX_LINE_CHARS:,}")
    assert isinstance(e, SourceLimitError)
    assert f"{MAX_LINE_CHARS + 1:,} characters long" in e.message


@pytest.mark.parametrize("name", ISAS)
def test_source_size_limit(name):
    _, nop, comment, _ = ISAS[name]
    line = nop + " " + comment + "x" * (1000 - len(nop) - 3) + "\n"        # 1000 characters
    n = MAX_SOURCE_CHARS // len(line)          # n lines fit, the next one crosses the limit
    _assemble(name, line * n)
    e = _fails(name, line * (n + 2) + nop, n + 1, MAX_SOURCE_CHARS - n * len(line) + 1,
               f"limit of {MAX_SOURCE_CHARS:,} characters")
    assert isinstance(e, SourceLimitError)


@pytest.mark.parametrize("name", ISAS)
def test_number_literals_and_values_are_bounded(name):
    stmt = ISAS[name][0]
    literal = "1" * (MAX_NUMBER_CHARS + 100)       # int() of > 4300 digits raised ValueError
    text = stmt.format(e=literal)
    if name.startswith("x86"):
        text = "K = " + literal + "\n" + ISAS[name][1]
        _fails(name, text, 1, 5, f"more than the limit of {MAX_NUMBER_CHARS}")
    else:
        _fails(name, text, 1, text.index("1") + 1, f"more than the limit of {MAX_NUMBER_CHARS}")
    hexa = "$7fffffffffffffff" if name == "dsp56k" else "0x7fffffffffffffff"
    big = "*".join([hexa] * 200)            # grows past any field, and str() of it failed
    text = ("K = " + big + "\n" + ISAS[name][1]) if name.startswith("x86") else stmt.format(e=big)
    _fails(name, text, 1, None, f"grows past {MAX_VALUE_BITS} bits")


@pytest.mark.parametrize("text, value", [
    ("7/2", 3), ("-7/2", -3), ("7/-2", -3), ("-7%2", -1), ("7%-2", 1),
    ("0x7fffffffffffffff/1", (1 << 63) - 1),          # through a float it came out 1 << 63
    ("0xfffffffffffffff1/3", 0xFFFFFFFFFFFFFFF1 // 3),
    ("(1<<62)*5/5", 1 << 62),
])
def test_division_is_exact_and_truncates_toward_zero(text, value):
    assert evaluate(text, 1, lambda n: 0) == value


def test_division_of_huge_values_is_an_error_not_an_overflow():
    # 10**300 / 3 raised OverflowError (integer division result too large for a float)
    with pytest.raises(ExprError, match="grows past"):
        evaluate("1" + "0" * 150 + "*" + "1" + "0" * 150 + "/3", 1, lambda n: 0)


def test_long_source_text_is_shortened_in_messages():
    e = _fails("alpha", "\t" + "y" * 3000 + " $1", 1, 2, "unknown mnemonic")
    assert len(str(e)) < 150
    e = _fails("x86:prot32", "mov eax, [ebx+" + "+".join(["1"] * 1500) + "]]", 1, None, "")
    assert len(str(e)) < 300


# ------------------------------------------------------------------ through the command line
@pytest.mark.parametrize("name", ISAS)
def test_workbench_asm_reports_the_limits_in_one_line(name, tmp_path, capsys):
    layer_name, _, mode = name.partition(":")
    f = tmp_path / "deep.s"
    f.write_text(ISAS[name][1] + "\n" + ISAS[name][0].format(e=_nested(5000)) + "\n")
    args = ["asm", str(f), "--isa", layer_name] + (["--mode", mode] if mode else [])
    assert main(args) == 1
    err = capsys.readouterr().err.strip()
    assert re.fullmatch(rf"workbench: error: {re.escape(str(f))}:2:\d+: line is [\d,]+ characters "
                        rf"long, more than the assemblers' limit of {MAX_LINE_CHARS:,}: split it", err)
    f.write_text(ISAS[name][1] + "\n" + ISAS[name][0].format(e=_nested(1000)) + "\n")
    assert main(args) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and f"{f}:2:" in err and f"deeper than {MAX_NESTING}" in err


@pytest.mark.parametrize("name", ISAS)
def test_workbench_time_reports_the_limits_in_one_line(name, tmp_path, capsys):
    layer_name, _, mode = name.partition(":")
    f = tmp_path / "deep.s"
    f.write_text(ISAS[name][1] + "\n" + OPERANDS[name].format(e=_nested(1000)) + "\n")
    args = ["time", str(f), "--core", ISAS[name][3]] + (["--mode", mode] if mode else [])
    assert main(args) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and f"{f}:2:" in err and f"deeper than {MAX_NESTING}" in err


def test_workbench_time_refuses_a_repeated_fragment_past_the_source_limit(tmp_path, capsys):
    f = tmp_path / "long.s"
    f.write_text("nop ; " + "x" * 4000 + "\n")
    assert main(["time", str(f), "--core", "i486", "--iterations", "2000"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "lower --iterations" in err and \
        f"limit of {MAX_SOURCE_CHARS:,}" in err
