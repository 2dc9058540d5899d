"""`workbench list --instructions` for the Alpha, PA-RISC and DSP56001 cores (issue 26 item 5):
one row per form of the ISA's table, timed through the core's own ``explain`` hook."""
from __future__ import annotations

import json

import pytest

import isa
from workbench.cli import main
from workbench.instructions import OWN, own_rows


@pytest.mark.parametrize("core", list(OWN))
def test_every_table_form_has_a_row_and_nearly_all_are_timed(core):
    layer = isa.get_isa(OWN[core])
    rs = own_rows(core)
    assert len(rs) == sum(not f.alias for f in layer.table.forms)     # written from the table
    assert all(r["example"] for r in rs), [r["operands"] for r in rs if not r["example"]]
    assert all(r["source"] for r in rs)
    have = [r for r in rs if not r.get("refused")]
    timed = [r for r in have if not r["source"].startswith("not timed")]
    assert len(timed) / len(have) >= 0.98, [(r["mnemonic"], r["operands"]) for r in have if r not in timed]


@pytest.mark.parametrize("core,line,cols", [
    ("ev5", ("addq", "%ra,%rb,%rc"), {"class": "iadd", "pipes": "E0 E1", "latency": "1"}),
    ("ev4", ("addt", "%fa,%fb,%fc"), {"latency": "6"}),
    ("ev5", ("addt", "%fa,%fb,%fc"), {"pipes": "FA", "latency": "4"}),
    ("ev56", ("ldbu", "%ra,%disp(%rb)"), {"extension": "BWX", "refused": ""}),
    ("pca56", ("minub8", "%ra,%rb,%rc"), {"extension": "MVI", "refused": ""}),
    ("pa8600", ("ldd", None), {"unit": "lsu", "queue": "mem"}),
])
def test_pinned_rows(core, line, cols):
    rows = [r for r in own_rows(core) if r["mnemonic"] == line[0]
            and (line[1] is None or r["operands"] == line[1])]
    assert rows, line
    for k, v in cols.items():
        assert rows[0][k] == v, (core, line, k, rows[0])


@pytest.mark.parametrize("core,mnemonic,ext", [("ev5", "ldbu", "BWX"), ("ev56", "minub8", "MVI"),
                                               ("pca56", "sqrtt", "FIX")])
def test_a_form_outside_the_cores_extensions_is_shown_refused(core, mnemonic, ext):
    r = next(r for r in own_rows(core) if r["mnemonic"] == mnemonic)
    assert r["refused"].startswith(ext) and f"{core} lacks it" in r["refused"] and r["latency"] == ""


def test_dsp_rows_charge_extension_words_and_address_modes():
    rs = own_rows("dsp56001")
    assert any(r["address_mode"] not in ("", "0") for r in rs)
    assert any(r["extension_word"] not in ("", "0") for r in rs)
    for r in rs:
        if r["clocks"]:
            assert int(r["clocks"]) == int(r["base"]) + int(r["extension_word"]) + int(r["address_mode"])


@pytest.mark.parametrize("fmt", ["md", "csv", "json"])
@pytest.mark.parametrize("core", ["ev4", "pa8500", "dsp56001"])
def test_the_cli_lists_them_in_every_format(core, fmt, capsys):
    assert main(["list", "--instructions", "--core", core, "--format", fmt]) == 0
    out = capsys.readouterr().out
    if fmt == "json":
        data = json.loads(out)
        assert data["core"] == core and len(data["forms"]) == len(own_rows(core))
    else:
        assert "source" in out.splitlines()[0] or "source" in out
