"""REP string instructions: the first retirement is charged ``clocks``, each further one ``repeat``
(workbench/cores/repeats.py), on a table written for the test."""
from __future__ import annotations

import csv

import pytest

from workbench.cores import forms
from workbench.cores.repeats import mark_repeats
from workbench.errors import WorkbenchError
from workbench.snippet import run_snippet, time_snippet

CODE = "mov ecx, {n}\nmov esi, DATA\nmov edi, DATA+64\nrep movsb\nnop"


def _i486_table_with(tmp_path, monkeypatch, extra: list[dict]) -> None:
    """Time with the i486 table, its REP rows replaced by ``extra`` (dicts of cells)."""
    lines = [ln for ln in (forms.FOLDER / "i486.csv").read_text().splitlines()
             if ln and not ln.startswith("#")]
    reader = csv.DictReader(lines)
    header = list(reader.fieldnames) + (["repeat"] if "repeat" not in reader.fieldnames else [])
    rows = [r for r in reader if not r["mnemonic"].startswith("rep")]
    with open(tmp_path / "i486.csv", "w", newline="") as f:
        w = csv.DictWriter(f, header, restval="")
        w.writeheader()
        w.writerows(rows + extra)
    (tmp_path / "introduced.csv").write_text((forms.FOLDER / "introduced.csv").read_text())
    monkeypatch.setattr(forms, "FOLDER", tmp_path)
    forms.load_table.cache_clear()


@pytest.fixture
def rep_table(tmp_path, monkeypatch):
    """'rep movsb' at 7 + 4 per further retirement (numbers of the test) and 'rep stosb' with
    no repeat clocks."""
    _i486_table_with(tmp_path, monkeypatch, [
        {"mnemonic": "rep movsb", "operands": "m8,m8", "clocks": "7", "repeat": "4",
         "source": "test figures"},
        {"mnemonic": "rep stosb", "operands": "m8,acc", "clocks": "5", "source": "test figures"}])
    yield
    forms.load_table.cache_clear()


def test_each_further_retirement_gets_its_own_marked_static_instruction():
    _, tr = run_snippet(CODE.format(n=3))
    view = mark_repeats(tr)
    texts = [(view.static[i].mnemonic, bool(view.static[i].attrs.get("repeat"))) for i in view.index]
    assert texts[3:7] == [("rep movsb", False)] + [("rep movsb", True)] * 3
    assert len(view) == len(tr)


def test_a_trace_without_rep_is_left_alone():
    _, tr = run_snippet("mov ecx, 3\nnop")
    assert mark_repeats(tr) is tr


@pytest.mark.parametrize("n", [0, 1, 4])
def test_clocks_then_repeat_per_iteration(rep_table, n):
    _, t = time_snippet(CODE.format(n=n), "i486")
    _, tr = run_snippet(CODE.format(n=n))
    rep = [j for j, i in enumerate(tr.index) if tr.static[i].mnemonic == "rep movsb"]
    assert len(rep) == n + 1                       # unicorn: one per iteration, one at the end
    assert [int(t.base[j]) for j in rep] == [7] + [4] * n


def test_a_row_without_repeat_clocks_refuses_the_repeats(rep_table):
    with pytest.raises(WorkbenchError, match="no per-iteration timing for 'rep stosb"):
        time_snippet("mov ecx, 1\nmov edi, DATA\nrep stosb\nnop", "i486")
    _, t = time_snippet("mov ecx, 0\nmov edi, DATA\nrep stosb\nnop", "i486")   # no repeat: timed
    assert int(t.base[2]) == 5


def test_a_rep_instruction_repeated_as_a_loop_body_costs_the_same_each_copy(rep_table):
    # workbench time's copies continue a block after the last repeat: still one first retirement
    from workbench.fragment import time_fragment
    one = time_fragment("mov ecx, 4\nrep movsb", "i486", iterations=1, caches="perfect",
                        registers={"esi": 0x1000, "edi": 0x4000})
    many = time_fragment("mov ecx, 4\nrep movsb", "i486", iterations=8, caches="perfect",
                         registers={"esi": 0x1000, "edi": 0x4000})
    assert many.cycles_per_iteration == one.cycles_per_iteration == 1 + 7 + 4 * 4
