"""The DSP56000 path's first-use shortcuts (session 13) against the plain way, on every DSP
kernel: nothing they give may differ.

- lowering through the statement memo (isa/dsp56k/lower.py ``_Lower.top``: a statement's code
  kept with its constant slots, jump targets and first pass as marks) gives the same code
  words, source lines, constant table and faults as lowering every statement afresh, for all
  the kernels' blocks lowered one after the other in one process (the memo shared between
  programs with different constant tables), also when the memo is cleared as it fills;
- the block source split into statements by a regular expression: the same statements and line
  offsets as the line-by-line split it replaced (written out here);
- a block's lines from the per-instruction memo (machine.py ``_lines``) and its registers found
  line by line (``_source``): the same block sources as translating each instruction afresh
  and searching the whole text (written out here), and the same traces;
- a static instruction copied by ``_copy_static``: equal to ``dataclasses.replace``'s.
"""
from __future__ import annotations

import ast
import dataclasses

import pytest

from isa.dsp56k import ISA
from isa.dsp56k import lower as _lower
from isa.dsp56k import machine as _machine
from isa.dsp56k.machine import Machine
from isa.dsp56k.regs import NAMES
from isa.toolkit.interp import ProgramCache
from isa.trace import StaticInsn
from tests.test_dsp56k_native import _c_wanted, _dsp_kernels, _kernel_run, _same_trace

needs_c = pytest.mark.skipif(not _c_wanted(), reason="WORKBENCH_NO_C is set or no C compiler")


def _fresh(monkeypatch) -> None:
    """A process's first run: empty per-program caches and no shared decodings or memos."""
    monkeypatch.setattr(_machine, "_PROGRAMS", ProgramCache(lambda: {"static": {}, "code": {}}))
    monkeypatch.setattr(_machine, "_PC_FREE", {})
    monkeypatch.setattr(_machine, "_LINES", {})
    monkeypatch.setattr(_machine, "_USED", {})
    monkeypatch.setattr(_lower, "_MEMO", {})


def _count(name: str) -> int:
    return 2 if "des" in name else 1


# ------------------------------------------------------------------ the plain ways
def _plain_top(self, s, dst):
    """Every top-level statement lowered afresh (the way before the memo)."""
    self.stmt(s if dst is None else
              ast.Assign(targets=dst.targets, value=s.value, lineno=s.lineno))


def _plain_parse_body(source: str):
    """The block source split line by line (the way before the regular expression)."""
    lines = source.split("\n")
    chunks, firsts = [], []
    for n, line in enumerate(lines[1:], start=2):
        if line[:4] == "    " and line[4:5] not in (" ", "") and \
                not line.startswith(("    else:", "    elif ")):
            chunks.append([line[4:]])
            firsts.append(n)
        elif chunks and line[:4] == "    ":
            chunks[-1].append(line[4:])
        else:
            chunks = None
            break
    try:
        if chunks is None:
            raise SyntaxError("not one statement a line")
        nargs = len(ast.parse(lines[0] + " pass").body[0].args.args)
        body, offs = [], []
        for chunk, first in zip(chunks, firsts):
            stmts = ast.parse("\n".join(chunk)).body
            body.extend(stmts)
            offs.extend([first - 1] * len(stmts))
        return nargs, body, offs
    except SyntaxError:
        fn = ast.parse(source).body[0]
        return len(fn.args.args), fn.body, [0] * len(fn.body)


def _plain_lines(d, pc, scale, live, lin):
    return _machine.translate(d, pc, scale, live, lin).lines()


def _plain_source(self, name, args, body, pre, indent, post):
    """Machine._source with the registers found by one search of the whole text (the lines
    laid out by the same block_source)."""
    text = "\n".join([x for b in body for x in b] + pre + post)
    used = sorted(set(_machine._NAME.findall(text)), key=NAMES.index)
    return _machine.block_source(name, args, body, pre, indent, post, used, "A_ +=" in text)


# ------------------------------------------------------------------ lowering
@pytest.fixture(scope="module")
def lowered_calls():
    """Every lower() call of every DSP kernel's first run, in order, with its program."""
    mp = pytest.MonkeyPatch()
    calls = []
    real = _lower.lower
    try:
        _fresh(mp)

        def spy(source, consts, faults, line_insn, reps, accesses):
            calls.append((prog, source, dict(line_insn), list(reps),
                          [list(a) for a in accesses]))
            return real(source, consts, faults, line_insn, reps, accesses)
        mp.setattr(_machine._lower, "lower", spy)
        for prog in _dsp_kernels():
            program, image, entry, budget = _kernel_run(prog, _count(prog))
            Machine(program, image, ISA).run(entry, budget)
    finally:
        mp.undo()
    return calls


def _lower_all(calls):
    consts, faults = {}, []
    out = [_lower.lower(src, consts.setdefault(prog, _lower.Consts()), faults, li, reps, acc)
           for prog, src, li, reps, acc in calls]
    return out, {p: c.values for p, c in consts.items()}, faults


@needs_c
@pytest.mark.parametrize("memo_max", [1 << 17, 300])
def test_lowering_through_the_memo_equals_lowering_each_statement(monkeypatch, lowered_calls,
                                                                  memo_max):
    assert len({c[0] for c in lowered_calls}) == len(_dsp_kernels()) and len(lowered_calls) > 500
    monkeypatch.setattr(_lower, "_MEMO", {})
    monkeypatch.setattr(_lower, "_MEMO_MAX", memo_max)
    stored = []
    real_top = _lower._Lower.top

    def counting_top(self, s, dst):
        n = len(_lower._MEMO)
        real_top(self, s, dst)
        stored.append(len(_lower._MEMO) != n)
    monkeypatch.setattr(_lower._Lower, "top", counting_top)
    memo = _lower_all(lowered_calls)
    monkeypatch.setattr(_lower._Lower, "top", _plain_top)
    monkeypatch.setattr(_lower, "_parse_body", _plain_parse_body)
    plain = _lower_all(lowered_calls)
    assert all(x is not None for x in plain[0])
    assert memo == plain
    if memo_max > len(stored):
        # the memo is used: most top-level statements are replayed, not recorded
        assert sum(stored) < len(stored) / 5
    else:
        # the memo was cleared as it filled (many times), and came back from it each time
        assert sum(stored) > 2 * memo_max and len(_lower._MEMO) <= memo_max


@needs_c
def test_every_kind_of_statement_is_replayed(monkeypatch, lowered_calls):
    """Statements that log accesses, loop, or branch come back from the memo too (the marks for
    the first pass and the jump targets are exercised, not only the constants)."""
    monkeypatch.setattr(_lower, "_MEMO", {})
    _lower_all(lowered_calls)
    kinds = {(type(k[0]).__name__, k[6] is not None) for k in _lower._MEMO}
    assert {("Assign", False), ("If", False), ("AugAssign", True), ("If", True)} <= kinds
    marks = [v for v in _lower._MEMO.values() if v[2]]
    words = [w for v in marks for w in v[0]]
    assert any(_lower._KBASE <= w < _lower._PBASE for w in words)
    assert any(_lower._PBASE <= w < _lower._LBASE for w in words)
    assert any(w >= _lower._LBASE for w in words)


@needs_c
def test_the_regular_expression_split_equals_the_line_by_line_split(lowered_calls):
    extra = ["def f(R):\n    a = R[4]\n\n    return NPC",
             "def f(R, N):\n    if a:\n        b = 1\n    else: b = 2\n    return NPC",
             "def f(R):\n    a = 1\n    \n    b = 2", "def f(R):\n    a = 1\n    ",
             "def f(R):", "def f(R):\n    if a:\n        b = 1\n    elif c:\n        b = 2"]
    for src in {c[1] for c in lowered_calls} | set(extra):
        got, want = _lower._parse_body(src), _plain_parse_body(src)
        assert got[0] == want[0] and got[2] == want[2], src
        assert [ast.dump(s, include_attributes=True) for s in got[1]] == \
            [ast.dump(s, include_attributes=True) for s in want[1]], src


# ------------------------------------------------------------------ block forming
@pytest.mark.parametrize("name", _dsp_kernels())
def test_block_sources_and_traces_equal_the_plain_way(monkeypatch, name):
    """On the path the environment gives (C or Python): block sources and traces, first run
    and a second run of the same program (the memos filled), against translating and searching
    afresh."""
    program, image, entry, budget = _kernel_run(name, _count(name))

    def runs():
        out = []
        for _ in range(2):
            m = Machine(program, image, ISA)
            out.append((m, m.run(entry, budget)))
        return out
    _fresh(monkeypatch)
    new = runs()
    _fresh(monkeypatch)
    monkeypatch.setattr(_machine, "_lines", _plain_lines)
    monkeypatch.setattr(Machine, "_source", _plain_source)
    plain = runs()
    for (mn, tn), (mp, tp) in zip(new, plain):
        assert mn.sources == mp.sources
        _same_trace(tn, tp)


def test_a_copied_static_instruction_equals_dataclasses_replace():
    assert not hasattr(StaticInsn, "__post_init__") and not hasattr(StaticInsn, "__slots__")
    s = StaticInsn(4, 1, "mac", "x0,y0,a", "alu", ("x0", "y0"), ("a",), 1, 0, line=7,
                   region="r", raw=b"\x01\x02\x03", attrs={"format": "alu", "accesses": ["xr"]})
    changes = dict(address=9, line=None, region="q", attrs=dict(s.attrs))
    got, want = _machine._copy_static(s, **changes), dataclasses.replace(s, **changes)
    assert type(got) is StaticInsn and got == want and vars(got) == vars(want)
    assert got.attrs is changes["attrs"] and s.address == 4     # the original untouched
    with pytest.raises(dataclasses.FrozenInstanceError):
        got.address = 1
