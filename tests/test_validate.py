"""`workbench validate`: the suite's format, the outcomes and the report (on cases written for the
test; the real suite's agreement is pinned in test_validation_suite.py)."""
from __future__ import annotations

import json

import pytest

from workbench import validate
from workbench.cli import main
from workbench.errors import WorkbenchError

SOURCE = '''[source]
id = "test-source"
title = "cases written for the test"
author = "the tests"
url = "none"
measured = "not measured: figures the models are known to give"
'''
CASE = '''
[[case]]
id = "{id}"
cores = {cores}
category = "{category}"
code = """
{code}
"""
expected = {expected}
tolerance = {tolerance}
where = "here"
'''


def _suite(tmp_path, monkeypatch, *cases: dict) -> None:
    text = SOURCE + "".join(CASE.format(**{"category": "latency", "tolerance": 0.5, **c}) for c in cases)
    (tmp_path / "test.toml").write_text(text)
    monkeypatch.setattr(validate, "FOLDER", tmp_path)


def test_outcomes_agree_miss_untimed_and_broken(tmp_path, monkeypatch):
    _suite(tmp_path, monkeypatch,
           {"id": "chain", "cores": '["i486"]', "code": "add eax, eax", "expected": 1},
           {"id": "off", "cores": '["i486"]', "code": "add eax, eax", "expected": 3},
           {"id": "later-core", "cores": '["i386"]', "code": "bswap eax", "expected": 1},
           {"id": "typo", "cores": '["p5"]', "code": "addd eax, eax", "expected": 1})
    out = {o.case.id: o for o in validate.run(validate.load_cases())}
    assert {k: o.status for k, o in out.items()} == {
        "chain": "agree", "off": "miss", "later-core": "untimed", "typo": "broken"}
    assert out["off"].got == 1.0


def test_summary_counts_per_core(tmp_path, monkeypatch):
    _suite(tmp_path, monkeypatch,
           {"id": "a", "cores": '["i486", "p5"]', "code": "add eax, eax", "expected": 1},
           {"id": "b", "cores": '["p5"]', "code": "add eax, eax", "expected": 5})
    rows = {r["core"]: r for r in validate.summary(validate.run(validate.load_cases()), "core")}
    assert (rows["i486"]["agree"], rows["p5"]["agree"], rows["p5"]["miss"]) == (1, 1, 1)
    assert rows["p5"]["agreement"] == 50.0


@pytest.mark.parametrize("bad,msg", [
    ('cores = ["k6"]', "cores must name"), ('category = "speed"', "category 'speed'"),
    ('tolerance = -1', "tolerance must be"), ('expected = "fast"', "'expected' must be float")])
def test_a_malformed_case_is_one_error_naming_it(tmp_path, monkeypatch, bad, msg):
    text = SOURCE + CASE.format(id="x", cores='["p5"]', category="latency", code="nop",
                                expected=1, tolerance=0.5)
    key = bad.split(" =")[0]
    text = "\n".join(bad if line.startswith(key + " =") else line for line in text.splitlines())
    (tmp_path / "t.toml").write_text(text)
    monkeypatch.setattr(validate, "FOLDER", tmp_path)
    with pytest.raises(WorkbenchError, match=msg):
        validate.load_cases()


def test_the_command_reports_per_core_and_source_and_fails_under(tmp_path, monkeypatch, capsys):
    _suite(tmp_path, monkeypatch,
           {"id": "a", "cores": '["i486"]', "code": "add eax, eax", "expected": 1},
           {"id": "b", "cores": '["i486"]', "code": "add eax, eax", "expected": 4})
    assert main(["validate", "--json", "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["cases"], data["agree"]) == (2, 1)
    assert data["per_source"][0]["source"] == "test-source"
    assert main(["validate", "--quiet", "--misses", "--format", "md"]) == 0
    assert "| b | i486 | 4±0.5 | 1 | miss |" in capsys.readouterr().out
    assert main(["validate", "--quiet", "--fail-under", "60"]) == 1
    assert "under --fail-under 60%" in capsys.readouterr().err
    assert main(["validate", "--source", "nope"]) != 0
    assert "no such source" in capsys.readouterr().err
