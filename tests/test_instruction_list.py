"""`workbench list --instructions` and docs/instructions.md come from the timing tables."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.instructions import markdown_page, rows

ROOT = Path(__file__).resolve().parents[1]


def test_the_docs_page_is_generated_from_the_current_tables():
    assert (ROOT / "docs" / "instructions.md").read_text() == markdown_page(), \
        "docs/instructions.md is stale: run `make docs`"


@pytest.mark.parametrize("core", ["i386", "i486", "p5", "p6", "pii"])
def test_every_row_has_a_source_and_its_core_columns(core):
    rs = rows(core)
    assert rs and all(r["source"] for r in rs)
    key = "uops" if core in ("p6", "pii") else "clocks"
    assert all(r[key] != "" for r in rs)


def test_a_row_naming_a_parameter_shows_its_value_and_cites_its_source():
    add = next(r for r in rows("i486") if r["mnemonic"] == "add" and r["operands"] == "r,r/imm")
    assert add["clocks"] == "1" and add["source"].startswith("clocks.alu_rr: Abrash")


def test_the_p6_rows_show_ports(capsys):
    assert main(["list", "--instructions", "--core", "p6", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    alu = next(r for r in data["forms"] if r["mnemonic"] == "add" and r["operands"] == "m,r/imm")
    assert alu["ports"] == "p2 p01 p3 p4"


@pytest.mark.parametrize("argv,msg", [(["list", "--instructions"], "needs --core"),
                                      (["list", "--instructions", "--core", "zz"], "lists a core"),
                                      (["list", "--core", "p5"], "goes with --instructions")])
def test_bad_options_are_one_clear_error(argv, msg, capsys):
    assert main(argv) != 0
    assert msg in capsys.readouterr().err


def test_an_own_isa_example_assembles_to_its_own_form():
    """The example of a long-immediate form must not be a value the assembler puts in the short
    form (movec #$0,m0 is one word, so it was timed as the short MOVEC)."""
    from workbench.instructions import own_rows
    row = next(r for r in own_rows("dsp56001") if r["mnemonic"] == "movec"
               and r["operands"] == "#%ext,%cd")
    assert row["extension_word"] == "2" and row["clocks"] == "4", row
