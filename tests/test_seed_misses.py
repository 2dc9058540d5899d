"""The seed rows that stay more than 10% off say why, first, with the source of the reason
(issue 22 item 4): Biham's 3DES on the 21164, the libdes row, Karn's GCC 1.42 row and BSAFE."""
from __future__ import annotations

import pytest

from workbench.papers import Row


def _miss(r: Row) -> bool:
    return r.ratio is not None and abs(r.ratio - 1) > 0.10


def test_karn_gcc142_rows_say_not_reproducible_with_the_compiler_facts(monkeypatch):
    from workbench.papers import karn
    monkeypatch.setattr(karn, "BLOCKS", 8)
    runs = karn._Runs(lambda m: None)
    rows = karn._readme_row(runs, "portable C, GCC 1.42 -O, 32-bit protected mode, 486DX2-66",
                            1875, "des-karn-c-pm32", "i486", 66.0, miss=karn.GCC142_WHY)
    assert len(rows) == 2
    for r in rows:
        assert r.published == 1875 and r.measured
        assert r.note.startswith("not reproducible: GCC 1.42 cannot be run here") == _miss(r)
        if _miss(r):
            assert "neozeed/gcc-1.40-msvc" in r.note and "-fno-omit-frame-pointer" in r.note
    # without a reason the rows stay as they were: no prefix, whatever the ratio
    plain = karn._readme_row(runs, "x", 1875, "des-karn-c-pm32", "i486", 66.0)
    assert not any(r.note.startswith("not reproducible") for r in plain)


def test_bsafe_row_says_not_reproducible_when_outside_the_band(monkeypatch):
    from workbench.papers import bsafe
    monkeypatch.setattr(bsafe, "BLOCKS", 8)
    head, mbps = bsafe.PAPER.rows()
    assert head.published == 380 and "License: Proprietary" in head.note
    assert head.note.startswith("not reproducible: BSAFE's code is not public") == _miss(head)
    assert mbps.note.startswith("not reproducible") == _miss(head)


@pytest.fixture(scope="module")
def table1():
    from workbench.papers import biham, bsafe, corella
    old = biham.BLOCKS, bsafe.BLOCKS, corella.BLOCKS
    biham.BLOCKS, bsafe.BLOCKS, corella.BLOCKS = 8, 8, 8
    try:
        yield {r.figure: r for r in corella.table1_rows(lambda m: None)}
    finally:
        biham.BLOCKS, bsafe.BLOCKS, corella.BLOCKS = old


def test_corella_table1_libdes_row_is_libdes_structure_for_ev5(table1):
    r = table1["Table 1: Young libdes (32-bit), Alpha 21164 at 300 MHz, DES"]
    assert (r.kernel, r.core, r.published) == ("des-libdes-alpha-c", "ev5", 686)
    assert r.note.startswith("not reproducible: ") == _miss(r)
    r3 = table1["Table 1: Young libdes (32-bit), Alpha 21164 at 300 MHz, 3DES"]
    assert r3.kernel == "3des-libdes-alpha-c"


def test_corella_table1_biham_3des_row_gives_the_issue_bound(table1):
    r = table1["Table 1: Biham, Alpha 21164 at 300 MHz, 3DES"]
    assert (r.kernel, r.published) == ("3des-biham", 873)
    assert r.note.startswith("not reproducible: the published pair is not consistent")
    assert "14.25 a round" in r.note and "16.5 clocks" in r.note and "HRM 2.1.1.1" in r.note


def test_corella_table1_bsafe_rows_carry_the_licence_reason_when_off(table1):
    for figure in ("DES", "3DES"):
        r = table1[f"Table 1: BSAFE, Pentium II at 233 MHz, {figure}"]
        assert "License: Proprietary" in r.note
        assert r.note.startswith("not reproducible: ") == _miss(r)
