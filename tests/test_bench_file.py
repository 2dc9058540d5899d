"""``workbench bench`` writes results/bench.json and the README's speed table from it (issue 27
item 5): the table's figures are the file's, a saved file re-renders without measuring, and a
bad file or option is a one-line error."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from workbench import bench
from workbench.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def measured(tmp_path_factory):
    """One real (small) bench run through the CLI: its bench.json."""
    out = tmp_path_factory.mktemp("bench")
    assert main(["bench", "--kernel", "des-corella", "--core", "pa8500,pa8600", "--blocks", "4",
                 "--repeat", "1", "--no-memory", "--quiet", "--out", str(out), "--format", "json"]) == 0
    return out / "bench.json"


def test_bench_json_holds_rows_machine_and_settings(measured):
    doc = json.loads(measured.read_text())
    assert doc["settings"] == {"blocks": 4, "operations": 2, "repeat": 1}
    assert doc["machine"]["cpus"] >= 1 and doc["machine"]["python"]
    assert doc["command"] == ("workbench bench --kernel des-corella --core pa8500,pa8600 --blocks 4 "
                              "--operations 2 --repeat 1")
    assert [(r["kernel"], r["core"]) for r in doc["rows"]] == [("des-corella", "pa8500"),
                                                               ("des-corella", "pa8600")]
    for r in doc["rows"]:
        assert r["instructions"] > 0 and r["end_to_end_per_s"] > 0 and not r["error"]


def _section(text: str) -> str:
    return text.split(bench.BENCH_START + "\n", 1)[1].split(bench.BENCH_END, 1)[0]


def test_readme_table_is_the_files_figures(measured, tmp_path, capsys):
    readme = tmp_path / "README.md"
    readme.write_text(f"# x\n\nbefore\n\n{bench.BENCH_START}\nold table\n{bench.BENCH_END}\n\nafter\n")
    assert main(["bench", "--from", str(measured), "--readme", str(readme), "--format", "md"]) == 0
    text = readme.read_text()
    assert text.startswith("# x\n\nbefore\n\n") and text.endswith(f"{bench.BENCH_END}\n\nafter\n")
    section = _section(text)
    assert "old table" not in section
    doc = json.loads(measured.read_text())
    assert section == bench.markdown(bench.load_document(measured))
    for r in doc["rows"]:
        line = next(ln for ln in section.splitlines() if ln.startswith(f"| {r['kernel']} | {r['core']} |"))
        cells = [c.strip() for c in line.strip("|").split("|")]
        assert cells[2] == f"{r['instructions']:,}"
        assert cells[6] == f"{r['end_to_end_per_s'] / 1e6:.2f}"
        assert cells[9] == "20" and cells[10] == ("yes" if r["end_to_end_per_s"] >= 20e6 else "no")
    # the printed table is the same rows (nothing measured: the file's figures)
    out = capsys.readouterr().out
    assert all(f"{r['end_to_end_per_s'] / 1e6:.2f}" in out for r in doc["rows"])


def test_goal_per_core():
    assert bench.goal("p5") == 60e6 and bench.goal("pii") == 25e6 and bench.goal("ev5") == 20e6
    row = bench.BenchRow("k", "p6", 1, 100, end_to_end_per_s=26e6)
    slow = bench.BenchRow("k2", "p6", 1, 100, end_to_end_per_s=24e6)
    doc = {"command": "c", "measured_utc": "2026-01-01T00:00:00Z", "machine": {"cpus": 2,
           "processor": "x", "python": "3"}, "settings": {"blocks": 1, "operations": 1, "repeat": 1},
           "rows": [row.to_dict(), slow.to_dict()]}
    md = bench.markdown(doc)
    assert re.search(r"\| k \| p6 \|.*\| 25 \| yes \|", md) and re.search(r"\| k2 \| p6 \|.*\| 25 \| no \|", md)
    assert "p6 24.00 of 25 (k2)" in md


def test_the_readme_has_the_generated_speed_table():
    text = (ROOT / "README.md").read_text()
    section = _section(text)
    assert section.startswith("Measured ") and "| kernel | core | instructions |" in section


@pytest.mark.parametrize("argv, message", [
    (["bench", "--from", "/nonexistent/bench.json"], "no such file"),
    (["bench", "--from", "{bad}"], "not a bench.json"),
    (["bench", "--from", "{good}", "--kernel", "des-corella"], "give one or the other"),
    (["bench", "--from", "{good}", "--readme", "{nomarkers}"], "<!-- bench:start -->"),
])
def test_clean_errors(argv, message, measured, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"rows": 3}')
    nomarkers = tmp_path / "R.md"
    nomarkers.write_text("# no markers\n")
    argv = [a.format(bad=bad, good=measured, nomarkers=nomarkers) for a in argv]
    assert main(argv) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0] and err[0].startswith("workbench: error: ")


def test_end_to_end_is_timed_after_an_untimed_warm_up(monkeypatch):
    """The first ``workbench run`` of a kernel in a process also runs its known answers (51
    DES vectors through the kernel): the end-to-end median must not count it."""
    import time as _time
    from workbench import bench
    calls = []
    real = bench.run

    def slow_first(*a, **k):
        calls.append(1)
        if len(calls) == 1:
            _time.sleep(0.5)
        return real(*a, **k)

    monkeypatch.setattr(bench, "run", slow_first)
    row, = bench.bench_kernel("des-som3", ["i386"], 2, 3, memory=False)
    assert len(calls) == 4
    seconds = row.instructions / row.end_to_end_per_s
    assert seconds < 0.4, seconds
