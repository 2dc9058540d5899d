"""The timing-table format (workbench/cores/forms.py) and the operand patterns (isa/x86/forms.py)."""
from __future__ import annotations

import pytest

from isa.x86.forms import expand_pattern, patterns
from workbench.cores import forms
from workbench.errors import WorkbenchError
from workbench.snippet import run_snippet, time_snippet


def _statics(code: str):
    _, tr = run_snippet(code)
    return tr.static


@pytest.mark.parametrize("code,first,also", [
    ("add eax, 5", "eax,imm8", ["acc,imm", "r32,imm8", "r,imm"]),
    ("mov ebx, DATA\nmov byte ptr [ebx], 1", "m8,imm8", ["m,imm"]),
    ("shl eax, 1", "eax,1", ["r32,1"]),
    ("shl eax, cl", "eax,cl", ["r32,r8", "r,r"]),
    ("fadd st(3), st(0)", "st(i),st", ["st(i),st(i)"])])
def test_an_instruction_matches_its_patterns_most_specific_first(code, first, also):
    s = _statics(code)[-2]          # the last instruction before the halt
    pats = patterns(s)
    assert pats[0] == first and all(p in pats for p in also) and pats[-1] == "*"
    assert pats.index(first) < min(pats.index(p) for p in also)


def test_a_row_pattern_writes_out_its_alternatives():
    assert expand_pattern("r/m32,imm8/1") == ["r32,imm8", "r32,1", "m32,imm8", "m32,1"]


@pytest.mark.parametrize("table,msg", [
    ("mnemonic,clocks,source\nadd,1,x\n", "header must start"),
    ("mnemonic,operands,clocks,speed,source\n", "name only"),
    ("mnemonic,operands,clocks,source\nadd,\"r,r\",1\n", "3 cells, the header has 4"),
    ("mnemonic,operands,clocks,source\n# a comment\nadd,\"r,r\",1,\n", "t.csv:3: a row without a source"),
    ("mnemonic,operands,mode,clocks,source\nadd,\"r,r\",v86,1,x\n", "mode 'v86'"),
    ("mnemonic,operands,clocks,rule,source\nadd,\"r,r\",1,luck,x\n", "unknown rule 'luck'")])
def test_a_malformed_table_is_one_error_with_its_line(tmp_path, table, msg):
    (tmp_path / "t.csv").write_text(table)
    with pytest.raises(WorkbenchError, match=msg):
        forms._parse(tmp_path / "t.csv")


def test_a_real_mode_only_form_says_so_in_protected_mode():
    with pytest.raises(WorkbenchError, match="in real mode only, not in protected mode.*--mode real16"):
        time_snippet("les esi, fword ptr [DATA]", "i486")


@pytest.mark.parametrize("code,core,first", [("cmovz eax, ebx", "p5", "Pentium Pro"),
                                             ("paddb mm0, mm1", "p6", "Pentium II"),
                                             ("xadd eax, ebx", "i386", "Intel 486")])
def test_an_instruction_of_a_later_core_names_the_first_core_that_has_it(code, core, first):
    with pytest.raises(WorkbenchError, match=f"first appears on the {first}"):
        time_snippet(code, core)


def test_an_operand_that_repeats_an_alternative_is_refused(tmp_path):
    # 'acc,r/r,acc' reads as three operands (acc, r or r, acc): a slip the loader catches
    (tmp_path / "t.csv").write_text('mnemonic,operands,clocks,source\nxchg,"acc,r/r,acc",2,x\n')
    with pytest.raises(WorkbenchError, match="names an alternative twice"):
        forms._parse(tmp_path / "t.csv")
