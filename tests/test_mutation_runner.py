"""tools/mutation.py, the mutation runner of `make test-mutation`, on a tiny module of its own:
which mutants it makes, that the tree is left as it was, and how each outcome is classified."""
from __future__ import annotations

import hashlib
import importlib.util
import sys
from pathlib import Path

import pytest

_SPEC = importlib.util.spec_from_file_location(
    "mutation_runner", Path(__file__).resolve().parent.parent / "tools" / "mutation.py")
mutation = importlib.util.module_from_spec(_SPEC)
sys.modules[_SPEC.name] = mutation              # dataclasses look their module up there
_SPEC.loader.exec_module(mutation)

SAMPLE = '''"""A docstring: never mutated (nor 1 in it)."""


def double(x: int = 0) -> int:
    return x * 2


def negate(flag):
    return not flag


def countdown(n):
    while n > 0:
        n -= 1
    if n < 0 and flag_error(n):
        raise ValueError(f"below {n + 1}")
    return n


def flag_error(n):
    return True
'''

TESTS = '''from sample import countdown, double


def test_double():
    assert double(3) == 6


def test_countdown():
    assert countdown(3) == 0
'''


def test_it_makes_the_documented_mutants_and_nothing_in_strings_annotations_or_raise():
    got = [(m.line, m.operator, m.original, m.replacement) for m in mutation.generate("sample.py", SAMPLE)]
    assert sorted(got) == sorted([
        (4, "constant", "0", "1"),                          # the default value, not the annotation
        (5, "return", "return x * 2", "return None"),
        (5, "arith", "x * 2", "(x / 2)"),
        (5, "constant", "2", "3"),
        (9, "return", "return not flag", "return None"),
        (9, "boolean", "not flag", "(flag)"),
        (13, "compare", "n > 0", "(n >= 0)"),
        (13, "constant", "0", "1"),
        (14, "arith", "n -= 1", "n += 1"),
        (14, "constant", "1", "0"),
        (16, "if-body", 'raise ValueError(f"below {n + 1}")', "pass"),
        (15, "boolean", "n < 0 and flag_error(n)", "(n < 0 or flag_error(n))"),
        (15, "compare", "n < 0", "(n <= 0)"),
        (15, "constant", "0", "1"),
        (17, "return", "return n", "return None"),
        (21, "return", "return True", "return None"),
        (21, "boolean", "True", "False"),
    ])


def test_a_mutant_is_spliced_in_place_and_the_rest_of_the_file_kept():
    (m,) = [m for m in mutation.generate("sample.py", SAMPLE) if m.operator == "if-body"]
    out = mutation.apply(SAMPLE, m)
    assert out == SAMPLE.replace('raise ValueError(f"below {n + 1}")', "pass")
    assert out.splitlines()[0] == SAMPLE.splitlines()[0]     # the docstring, untouched


def test_sampling_is_deterministic_and_bounded():
    every = mutation.generate("sample.py", SAMPLE)
    a = mutation.sample(every, 5, 21, "sample.py")
    assert a == mutation.sample(every, 5, 21, "sample.py") and len(a) == 5
    assert a != mutation.sample(every, 5, 22, "sample.py")
    assert mutation.sample(every, None, 21, "sample.py") == every


@pytest.mark.parametrize("status, equivalent, want", [
    ("failed", None, "killed"), ("timeout", None, "timeout"), ("passed", None, "survived"),
    ("passed", "no test can see it", "equivalent"), ("failed", "listed, but killed", "killed"),
    ("error", None, "error")])
def test_classification(status, equivalent, want):
    assert mutation.classify(status, equivalent) == want


def test_a_mutant_is_restored_even_when_the_test_run_fails(tmp_path, monkeypatch):
    (tmp_path / "sample.py").write_text(SAMPLE)
    ws = mutation.Workspace(tmp_path, tmp_path, "copy")
    m = mutation.generate("sample.py", SAMPLE)[1]

    def boom(self, targets, timeout):
        assert (self.root / "sample.py").read_text() != SAMPLE      # the mutant is in place
        raise KeyboardInterrupt
    monkeypatch.setattr(mutation.Workspace, "run_tests", boom)
    with pytest.raises(KeyboardInterrupt):
        ws.run_mutant(m, ["tests"], 5)
    assert (ws.root / "sample.py").read_text() == SAMPLE


def test_a_run_kills_survives_and_times_out_as_it_should_and_leaves_the_tree_alone(tmp_path):
    (tmp_path / "sample.py").write_text(SAMPLE)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_sample.py").write_text(TESTS)
    before = hashlib.sha256((tmp_path / "sample.py").read_bytes()).hexdigest()
    equivalent = {"sample.py::flag_error: return True [boolean] True -> False": "only reached when n < 0, which no caller gives"}
    (report,) = mutation.run(["sample.py"], None, 21, jobs=2, log=lambda s: None, equivalent=equivalent,
                             root=tmp_path, targets={"sample.py": ["tests"]}, timeout_factor=2,
                             timeout_floor=3, env={"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"})
    got = {(o.mutant.line, o.mutant.operator, o.mutant.replacement): o.status for o in report.outcomes}
    assert got[(5, "arith", "(x / 2)")] == "killed"
    assert got[(9, "boolean", "(flag)")] == "survived"              # no test calls negate
    assert got[(14, "arith", "n += 1")] == "timeout"                # counts down forever
    assert got[(21, "boolean", "False")] == "equivalent"
    assert got[(15, "compare", "(n <= 0)")] == "killed"             # countdown(3) now raises
    assert got[(16, "if-body", "pass")] == "survived"               # no test gives n < 0
    assert report.baseline == "passed" and len(report.outcomes) == report.generated == 17
    assert hashlib.sha256((tmp_path / "sample.py").read_bytes()).hexdigest() == before


def test_a_test_run_that_crashes_counts_as_failed(tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_crash.py").write_text(
        "import os, signal\n\ndef test_crash():\n    os.kill(os.getpid(), signal.SIGSEGV)\n")
    ws = mutation.Workspace(tmp_path, tmp_path, "copy", {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"})
    status, _, detail = ws.run_tests(["tests"], timeout=60)
    assert status == "failed" and detail.startswith("crashed with signal 11")
