"""What a DSP56000 program costs the first time it runs, and again (issue 27), without changing
what it gives: the shortcuts in isa/dsp56k/machine.py and lower.py against the long way.

- lowering parses each top-level statement of a block on its own (kept by its text): the same
  code words, source lines, constants and faults as parsing the block's whole source;
- the forwarded temporaries found in one backward pass: the same as the scan of the rest of the
  block for every statement that it replaced (written out again here);
- a block replayed whole from an earlier run's record, and ALU instructions whose decoding is
  shared across programs: the same trace as a fresh process's first run; a changed word makes
  the record refuse;
- the C path compiles only the block functions that Python runs.
"""
from __future__ import annotations

import ast

import pytest

from isa.dsp56k import ISA
from isa.dsp56k import lower as _lower
from isa.dsp56k import machine as _machine
from isa.dsp56k.machine import Machine
from isa.dsp56k.regs import INDEX
from isa.toolkit.interp import ProgramCache
from tests.test_dsp56k_native import _c_wanted, _kernel_run, _same_trace

pytestmark = pytest.mark.skipif(not _c_wanted(), reason="WORKBENCH_NO_C is set or no C compiler")

KERNELS = ("rsa512-crt-dsp", "des-davio-dsp-cbc", "mont256-ps-dsp")


@pytest.fixture
def fresh(monkeypatch):
    """A process's first run: empty per-program caches and no shared decodings."""
    monkeypatch.setattr(_machine, "_PROGRAMS", ProgramCache(lambda: {"static": {}, "code": {}}))
    monkeypatch.setattr(_machine, "_PC_FREE", {})


def _run(name: str):
    program, image, entry, budget = _kernel_run(name, 1)
    m = Machine(program, image, ISA)
    return m, m.run(entry, budget)


def _lowered_calls(monkeypatch, name: str) -> list:
    calls = []
    real = _lower.lower

    def spy(source, consts, faults, line_insn, reps, accesses):
        calls.append((source, line_insn, reps, accesses))
        return real(source, consts, faults, line_insn, reps, accesses)
    monkeypatch.setattr(_machine._lower, "lower", spy)
    _run(name)
    monkeypatch.setattr(_machine._lower, "lower", real)
    return calls


def _whole(source: str):
    fn = ast.parse(source).body[0]
    return len(fn.args.args), fn.body, [0] * len(fn.body)


@pytest.mark.parametrize("name", KERNELS)
def test_lowering_statement_by_statement_equals_lowering_the_whole_source(
        monkeypatch, fresh, name):
    calls = _lowered_calls(monkeypatch, name)
    assert len(calls) > 10

    def lower_all():
        consts, faults = _lower.Consts(), []
        out = [_lower.lower(s, consts, faults, li, r, a) for s, li, r, a in calls]
        return out, consts.values, faults
    by_statement = lower_all()
    monkeypatch.setattr(_lower, "_parse_body", _whole)
    whole = lower_all()
    assert all(x is not None for x in whole[0])
    assert by_statement == whole


# ------------------------------------------------------------------ forwarding
def _names(stmt) -> tuple[set, set]:
    every, read = set(), set()
    for n in ast.walk(stmt):
        if isinstance(n, ast.Name):
            every.add(n.id)
            if isinstance(n.ctx, ast.Load):
                read.add(n.id)
        elif isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
            read.add(n.target.id)
    return every, read


def _scan(body, line_of, line_insn, k):
    """The scan the one-pass search replaced: for statement k ``t = e``, the statement ``reg =
    t`` its value goes to, when nothing between touches reg or t and nothing after reads t
    before setting it again (else None)."""
    s = body[k]
    if not (isinstance(s, ast.Assign) and len(s.targets) == 1 and
            isinstance(s.targets[0], ast.Name)) or isinstance(s.value, ast.Call):
        return None
    t = s.targets[0].id
    if t in INDEX or t in ("NPC", "A_", "N"):
        return None
    for j in range(k + 1, len(body)):
        nxt = body[j]
        if t not in _names(nxt)[0]:
            continue
        if not (isinstance(nxt, ast.Assign) and len(nxt.targets) == 1 and
                isinstance(nxt.targets[0], ast.Name) and isinstance(nxt.value, ast.Name) and
                nxt.value.id == t):
            return None
        dst = nxt.targets[0].id
        if dst == t or dst in ("NPC", "A_", "N") or \
                line_insn.get(line_of[k]) != line_insn.get(line_of[j]) or \
                any(dst in _names(x)[0] for x in body[k + 1:j]):
            return None
        for later in body[j + 1:]:
            if t in _names(later)[1]:
                return None
            if isinstance(later, ast.Assign) and any(
                    isinstance(x, ast.Name) and x.id == t for x in later.targets):
                break
        return j
    return None


@pytest.mark.parametrize("name", KERNELS)
def test_forwarding_found_in_one_pass_equals_the_scan(monkeypatch, fresh, name):
    found = 0
    for source, line_insn, _, _ in _lowered_calls(monkeypatch, name):
        _, body, offs = _lower._parse_body(source)
        line_of = [s.lineno + o for s, o in zip(body, offs)]
        lw = _lower._Lower(_lower.Consts(), [], line_insn, [], [], False)
        got = lw._forwards(body, offs)
        want = {k: j for k in range(len(body))
                if (j := _scan(body, line_of, line_insn, k)) is not None}
        assert got == want, source
        found += len(got)
    assert found > 0


@pytest.mark.parametrize("lines, want", [
    (["t1 = a + 1", "b = t1"], {0: 1}),
    (["t1 = a + 1", "b = t1", "c = t1"], {}),                  # t read again after
    (["t1 = a + 1", "b = t1", "t1 = 2", "c = t1"], {0: 1, 2: 3}),  # ... unless set first
    (["t1 = a + 1", "b = t1", "t1 += 1"], {}),                 # an augmented set reads it
    (["t1 = a + 1", "b = t1", "if x0:", "    c = t1"], {}),     # a read inside an if
    (["t1 = a + 1", "b = 3", "b = t1"], {}),                   # reg touched between
    (["t1 = a + 1", "c = b", "b = t1"], {}),
    (["t1 = a + 1", "t2 = t1"], {0: 1}),
    (["t1 = a + 1", "NPC = t1"], {}),
    (["t1 = X[r0]", "x0 = t1", "t2 = b", "a = t2", "t1 = a"], {0: 1, 2: 3}),
    (["t1 = f(a)", "b = t1"], {}),                             # a call is never forwarded
])
def test_forwarding_cases(lines, want):
    source = "def f(R):\n" + "".join("    " + x + "\n" for x in lines) + "    return NPC"
    line_insn = {n: 0 for n in range(2, len(lines) + 2)}
    _, body, offs = _lower._parse_body(source)
    line_of = [s.lineno + o for s, o in zip(body, offs)]
    lw = _lower._Lower(_lower.Consts(), [], line_insn, [], [], False)
    assert lw._forwards(body, offs) == want
    assert {k: j for k in range(len(body))
            if (j := _scan(body, line_of, line_insn, k)) is not None} == want


def test_forwarding_stays_within_one_instruction():
    source = "def f(R):\n    t1 = a + 1\n    b = t1\n    return NPC"
    _, body, offs = _lower._parse_body(source)
    lw = _lower._Lower(_lower.Consts(), [], {2: 0, 3: 1}, [], [], False)
    assert lw._forwards(body, offs) == {}


def test_a_source_of_another_shape_is_parsed_whole():
    src = "def f(R):\n    a = R[4]\n\n    return NPC"      # a blank line
    nargs, body, offs = _lower._parse_body(src)
    assert nargs == 1 and offs == [0, 0] and [s.lineno for s in body] == [2, 4]
    src = "def f(R, N):\n    if a:\n        b = 1\n    else: b = 2\n    return NPC"
    nargs, body, offs = _lower._parse_body(src)
    assert nargs == 2 and len(body) == 2 and [s.lineno + o for s, o in zip(body, offs)] == [2, 5]


# ------------------------------------------------------------------ replay and shared decoding
def test_a_second_run_and_another_program_after_it_trace_as_a_first_run(monkeypatch, fresh):
    _run("mont256-os-dsp")                    # fills the shared ALU decodings
    _run("rsa512-crt-dsp")                    # records its blocks
    formed = []
    real = Machine._compile
    monkeypatch.setattr(Machine, "_compile",
                        lambda self, *a: formed.append(a) or real(self, *a))
    m2, again = _run("rsa512-crt-dsp")
    assert not formed                         # every block replayed
    monkeypatch.setattr(_machine, "_PROGRAMS", ProgramCache(lambda: {"static": {}, "code": {}}))
    monkeypatch.setattr(_machine, "_PC_FREE", {})
    m1, first = _run("rsa512-crt-dsp")
    assert formed
    _same_trace(again, first)
    assert m2.registers() == m1.registers()


def test_a_record_refuses_when_a_word_it_covers_changed(fresh):
    m, _ = _run("rsa512-crt-dsp")
    recs = sorted(m.cache["blocks"].items(), key=lambda kv: -len(kv[1].pcs))
    (start, *_), rec = recs[0]
    program, image, entry, budget = _kernel_run("rsa512-crt-dsp", 1)
    fresh_m = Machine(program, image, ISA)
    b = fresh_m._replay(rec, start)
    assert b is not None and b.insn == list(range(len(rec.pcs)))
    other = Machine(program, image, ISA)
    last = rec.pcs[-1]
    other.P[last] ^= 1                        # a word of its last instruction
    assert other._replay(rec, start) is None
    assert len(other.static) == 0             # nothing decoded on the way


def test_the_c_path_compiles_only_what_python_runs(monkeypatch, fresh):
    compiled = []
    real = _machine._code
    monkeypatch.setattr(_machine, "_code", lambda *a: compiled.append(a[2]) or real(*a))
    m, _ = _run("rsa512-crt-dsp")
    ran = {b.filename for b in m.block_list if b.fn.fn is not None}
    assert set(compiled) == ran
    assert len(ran) < len(m.block_list)
