"""The HTML views without a browser (issue 23): what `time --html`, `reproduce --html` and
`serve` write, checked against the JSON the same runs give. The browser checks are in
tests/test_web_browser.py."""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.errors import WorkbenchError
from workbench.papers import Row
from workbench.web.page import number

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


class Page(HTMLParser):
    """Collects the embedded JSON, each grid row's attributes and cells, and data-key cells."""

    def __init__(self, text: str):
        super().__init__()
        self.data = None
        self.rows: list[dict] = []
        self.keyed: list[tuple[dict, str]] = []
        self._in_data = False
        self._in_row = False
        self._column = 0
        self._cell: dict | None = None
        self._text: list[str] = []
        self._script: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "script" and a.get("id") == "workbench-data":
            self._in_data = True
        if tag == "tr":
            self._in_row = "insn" in (a.get("class") or "")
            self._column = 0
            if self._in_row:
                self.rows.append({**a, "cells": []})
        if tag == "td":
            self._column += 1
            cy = self._column > 4           # issue, pipe, instruction, source, then the cycles
            if self._in_row and cy:
                self.rows[-1]["cells"].append(a)
            elif self._in_row or "data-key" in a:
                self._cell = a
                self._text = []

    def handle_endtag(self, tag):
        if tag == "tr":
            self._in_row = False
        if tag == "script":
            if self._in_data:
                self.data = json.loads("".join(self._script))
            self._in_data = False
        if tag == "td" and self._cell is not None:
            text = "".join(self._text).strip()
            if "data-key" in self._cell:
                self.keyed.append((self._cell, text))
            else:
                self.rows[-1].setdefault("text", []).append(text)
            self._cell = None

    def handle_data(self, data):
        if self._in_data:
            self._script.append(data)
        elif self._cell is not None:
            self._text.append(data)


def _time(capsys, *args) -> dict:
    assert main(["time", *args, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_time_html_shows_the_json_numbers_and_one_grid_row_per_instruction(tmp_path, capsys):
    files = [str(EXAMPLES / "sbox_movzx.s"), str(EXAMPLES / "sbox_bytemove.s")]
    out = tmp_path / "out.html"
    data = _time(capsys, *files, "--core", "i486,p5,p6", "--html", str(out))
    page = Page(out.read_text())
    assert page.data["timings"] == data["timings"]
    timings = data["timings"]
    assert len(page.rows) == sum(len(t["instructions"]) for t in timings)
    rows = iter(page.rows)
    for t in timings:
        for ins in t["instructions"]:
            row = next(rows)
            assert int(row["data-issue"]) == ins["issue"]
            issue, pipe, text, source = row["text"]
            assert (int(issue), text) == (ins["issue"], ins["text"])
            stalls = [c["data-cause"] for c in row["cells"] if "stall" in c.get("class", "")]
            assert sorted(stalls) == sorted(k for k, v in ins["lost"].items() for _ in range(v))
            assert ("critical" in row["class"]) == ins["critical"]
            if ins["reason"]:
                assert ins["reason"] in row["data-tip"]
    summary = {(c["data-file"], c["data-core"]): text for c, text in page.keyed
               if "data-core" in c and c["data-key"] == "cycles_per_iteration"}
    assert summary == {(t["file"], t["core"]): number(t["cycles_per_iteration"]) for t in timings}


def test_time_html_for_one_run_and_own_isa_cores(tmp_path, capsys):
    out = tmp_path / "a.html"
    data = _time(capsys, str(EXAMPLES / "alpha_lookup.s"), "--core", "ev5", "--html", str(out))
    page = Page(out.read_text())
    assert page.data["timings"] == [data]
    assert [r["text"][2] for r in page.rows] == [i["text"] for i in data["instructions"]]
    assert "$2" in out.read_text()              # register names as written


def test_time_html_into_a_folder_is_refused_before_the_run(tmp_path, capsys):
    code = main(["time", str(EXAMPLES / "sum_loop.s"), "--core", "p5", "--html", str(tmp_path)])
    assert code != 0
    assert "it is a folder" in capsys.readouterr().err


def test_grid_is_cut_past_its_width_with_a_note():
    from workbench.web.grid import MAX_CYCLES, GridRow, grid
    html = grid([GridRow("a", 0, 1), GridRow("b", MAX_CYCLES + 50, 1, {"dependency": 3})])
    assert f"cut at {MAX_CYCLES} cycles" in html
    assert html.count('<tr class="insn') == 2


def _row(figure, published, measured, kernel="des-som3", core="p5", sens=None):
    r = Row("demo", figure, published, measured, "clocks/block", kernel, core, note=f"why {figure}")
    if sens:
        r.sensitivity = sens
    return r


def test_index_marks_rows_against_the_band_and_draws_the_sensitivity_range():
    from workbench.web.results_page import render_index
    rows = [_row("inside", 100.0, 105.0), _row("outside", 100.0, 130.0),
            _row("ranged", 100.0, 100.0, sens={"alternatives": ["x"], "low": 92.0, "high": 111.0,
                                                "ratio_low": 0.92, "ratio_high": 1.11,
                                                "settled": True}),
            _row("no source", None, 50.0, kernel="", core="")]
    page_text = render_index([("demo", "A demo paper", rows)], {"demo": ["<svg id='c'></svg>"]},
                             {("des-som3", "p5"): "timelines/des-som3--p5.html"})
    assert re.search(r'class="num ratio ok">1\.05<', page_text)
    assert re.search(r'class="num ratio miss">1\.30<', page_text)
    assert "range under the [D] alternatives 0.92-1.11" in page_text
    assert 'href="timelines/des-som3--p5.html"' in page_text
    assert "<svg id='c'></svg>" in page_text
    assert "2 of 3 rows with both figures are within 10%" in page_text
    data = Page(page_text).data
    assert [r["figure"] for r in data["papers"][0]["rows"]] == [r.figure for r in rows]


def test_ratio_bar_places_the_dot_on_the_ratio():
    from workbench.web.results_page import ratio_svg
    svg = ratio_svg(1.0, None, None)
    dot = float(re.search(r'<circle cx="([\d.]+)"', svg).group(1))
    one = float(re.search(r'<line x1="([\d.]+)"', svg).group(1))
    assert dot == one
    assert "<path" in ratio_svg(3.5, None, None)          # past the axis: an arrow at the edge
    assert ratio_svg(None, None, None) == ""


def test_timeline_page_of_a_kernel_is_its_round_region(tmp_path):
    from workbench.web.results_page import TIMELINE_INSTRUCTIONS, timeline_page
    page = Page(timeline_page("des-som3", "p5"))
    assert page.data["region"] == "round" and page.data["start"] > 0
    assert len(page.rows) == len(page.data["steps"]) == TIMELINE_INSTRUCTIONS
    assert [int(r["data-issue"]) for r in page.rows] == [s["cycle"] for s in page.data["steps"]]


def test_reproduce_html_needs_the_files(capsys):
    assert main(["reproduce", "karn", "--html", "--no-write"]) != 0
    assert "--no-write writes nothing" in capsys.readouterr().err


# ---- serve ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def client():
    from workbench.web.serve import create_app
    app = create_app(budget=200_000, time_limit=60, max_bytes=4096)
    return app.test_client()


def test_serve_form_page(client):
    r = client.get("/")
    assert r.status_code == 200 and b'<form method="post" action="/time"' in r.data
    assert b'value="pa8600"' in r.data and b'value="dsp56001"' in r.data


def test_serve_times_a_pasted_gcc_function(client, capsys):
    src = (EXAMPLES / "crc32.s").read_text()
    name = re.search(r"^(\w+):", src, re.M).group(1)
    r = client.post("/time", data={"source": src, "core": ["p5", "p6"], "function": name,
                                   "args": "DATA,16"})
    assert r.status_code == 200, r.data.decode()[-800:]
    page = Page(r.data.decode())
    data = _time(capsys, str(EXAMPLES / "crc32.s"), "--core", "p5,p6", "--function", name,
                 "--args", "DATA,16")
    got = {t["core"]: t["cycles_per_iteration"] for t in page.data["timings"]}
    assert got == {t["core"]: t["cycles_per_iteration"] for t in data["timings"]}
    assert len(page.rows) == sum(len(t["instructions"]) for t in data["timings"])


def test_serve_rejects_an_oversized_fragment(client):
    r = client.post("/time", data={"source": "nop\n" * 2000, "core": "p5"})
    assert r.status_code == 413 and b"the limit is 4,096" in r.data
    r = client.post("/time", data={"source": "nop\n" * 30000, "core": "p5"})   # past the cap
    assert r.status_code == 413 and b"larger than 4,096 bytes" in r.data


def test_serve_reports_bad_assembly_with_its_line(client):
    r = client.post("/time", data={"source": "mov eax,\n", "core": "p5"})
    assert r.status_code == 422
    assert b"input:1:" in r.data and b'id="error"' in r.data
    assert b"Traceback" not in r.data


def test_serve_refuses_empty_input_and_no_core(client):
    assert client.post("/time", data={"source": "", "core": "p5"}).status_code == 400
    assert client.post("/time", data={"source": "nop"}).status_code == 400
    assert client.post("/time", data={"source": "nop", "core": "p5",
                                      "iterations": "x"}).status_code == 400


def test_serve_stops_a_run_at_its_budget_and_its_time_limit():
    from workbench.web.serve import run_time
    forever = "f:\ntop:\n    jmp top\n    ret\n"          # a function that never returns
    with pytest.raises(WorkbenchError, match="did not return within 10,000 instructions"):
        run_time(forever, ["p5"], iterations=None, function="f", args="", budget=10_000,
                 time_limit=60)
    with pytest.raises(WorkbenchError, match="longer than the 0.5 s limit"):
        run_time(forever, ["p5"], iterations=None, function="f", args="", budget=10 ** 9,
                 time_limit=0.5)


def test_serve_listens_on_this_machine_only_by_default():
    from workbench.cli import build_parser
    args = build_parser().parse_args(["serve"])
    assert args.host == "127.0.0.1"
    assert main(["serve", "--port", "70000"]) != 0
