"""Alpha DES kernels end to end, their tables against the reference, and the Biham rows."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from workbench.crypto import des, expanded
from workbench.kernel import find_kernel
from workbench.runner import execute_kernel, time_trace

KERNELS = ("des-biham", "3des-biham", "des-libdes-alpha-hand", "3des-libdes-alpha-hand")
# the compiled libdes-row kernels (des-libdes-alpha, -ev4, 3DES): tests/test_alpha_compiled.py


@pytest.mark.parametrize("name", KERNELS)
def test_kernel_output_matches_the_reference_and_times_on_both_cores(name):
    kernel = find_kernel(name)
    program, trace = execute_kernel(kernel, 3)        # raises VerificationError on a mismatch
    assert trace.meta.verified
    for core in ("ev5", "ev4"):
        r = time_trace(kernel, program, trace, core).result
        assert r.cycles > 0 and set(r.regions) >= {"ip", "round", "fp"}
        assert r.cycles == sum(r.breakdown.values())


def test_biham_kernel_has_34_instructions_per_round_and_384_lookups_per_block():
    kernel = find_kernel("des-biham")
    _, trace = execute_kernel(kernel, 2)
    region = [trace.static[i].region for i in trace.index]
    # 34 per round; the first round's subkey load sits in 'ip' (each round loads the next one's)
    assert region.count("round") == 2 * (16 * 34 - 1)
    mn = [trace.static[i].mnemonic for i in trace.index]
    assert mn.count("extbl") == 2 * 128 and mn.count("s8addq") == 2 * 128


@pytest.mark.parametrize("seed", range(3))
def test_biham_and_libdes_formats_compute_des(seed):
    key = bytes((seed * 37 + i * 11) & 0xFF for i in range(8))
    block = bytes((seed * 91 + i * 7) & 0xFF for i in range(8))
    want = des.encrypt_block(key, block).to_bytes(8, "big")
    sk = des.key_schedule(key)
    assert expanded.biham_model(block, sk) == want
    assert expanded.libdes_model(block, sk) == want


def test_biham_entries_are_p_of_s_in_the_expanded_format():
    tables = expanded.biham_tables()
    for box in range(8):
        t = tables[expanded.biham_byte_of_box(box)]
        for v in range(64):
            six = int(f"{v:06b}"[::-1], 2)
            f = des.permute(des.sbox(box, six) << (28 - 4 * box), des.P, 32)
            assert expanded.compress(t[v]) == expanded.lsb_first(f)
            assert t[v] == expanded.expand(expanded.compress(t[v]))   # a valid expanded word


def test_expand_places_each_sbox_input_in_its_byte():
    for r in (0x12345678, 0xFFFFFFFF, 0x80000001):
        x = expanded.expand(expanded.lsb_first(r))
        e = des.permute(r, des.E, 32)
        for box in range(8):
            chunk = (e >> (42 - 6 * box)) & 0x3F
            byte = (x >> (8 * expanded.biham_byte_of_box(box))) & 0xFF
            assert byte == int(f"{chunk:06b}"[::-1], 2)


def test_generated_kernel_sources_are_up_to_date(tmp_path):
    here = Path(__file__).resolve().parent.parent / "kernels" / "alpha"
    gen = here / "gen_alpha_des.py"
    code = gen.read_text().replace('HERE = Path(__file__).resolve().parent', f'HERE = Path({str(tmp_path)!r})')
    script = tmp_path / "gen.py"
    script.write_text(code)
    subprocess.run([sys.executable, str(script)], check=True)
    for f in ("des_biham.s", "tdes_biham.s", "des_libdes_alpha_hand.s", "tdes_libdes_alpha_hand.s"):
        assert (tmp_path / f).read_text() == (here / f).read_text(), f"regenerate {f}"


def test_biham_paper_rows_compare_with_the_published_figures(monkeypatch):
    from workbench.papers import biham
    monkeypatch.setattr(biham, "BLOCKS", 16)   # restored after the test: other files read it
    rows = biham.PAPER.rows()
    by = {(r.figure, r.core): r for r in rows}
    main = next(r for r in rows if r.kernel == "des-biham" and r.core == "ev5" and r.unit == "clocks/block")
    assert main.published == 417 and main.measured > 0 and main.note
    insns = next(r for r in rows if r.unit == "instructions/block")
    assert insns.published == 634 and 600 < insns.measured < 700
    share = next(r for r in rows if r.unit == "%")
    assert share.published == 61.0 and 55 < share.measured < 62
    assert any(r.core == "ev4" and r.published is None for r in rows)
    assert any(r.kernel == "3des-biham" for r in rows)
    assert len(by) == len(rows)


def test_biham_libdes_row_is_libdes_structure_compiled_for_ev5_with_a_note_from_the_run(monkeypatch):
    from workbench.papers import biham
    monkeypatch.setattr(biham, "BLOCKS", 8)   # restored after the test: other files read it
    rows = biham.PAPER.rows()
    lib = next(r for r in rows if r.published == 686)
    assert (lib.kernel, lib.core, lib.unit) == ("des-libdes-alpha-c", "ev5", "clocks/block")
    assert find_kernel(lib.kernel).source.name == "des_libdes_style_ev5.s"
    # the note carries this run's figures, not text written in advance
    assert f"ours {lib.measured:.0f} clocks" in lib.note and "50 instructions a round" in lib.note
    assert "t=R^s[S+1]" in lib.note and "only GCC 12.2" in lib.note
    by = {(r.kernel, r.core): r for r in rows if r.unit == "clocks/block"}
    assert f"(-mcpu=ev4) runs {by['des-libdes-alpha-c-ev4', 'ev5'].measured:.0f}" in lib.note
    assert f"a round) {by['des-libdes-alpha', 'ev5'].measured:.0f} (" in lib.note
    assert f"(des-libdes-alpha-hand) {by['des-libdes-alpha-hand', 'ev5'].measured:.0f}" in lib.note
    assert lib.note.startswith("not reproducible: ") == (abs(lib.ratio - 1) > 0.1)
    assert {("des-libdes-alpha-ev4", "ev4"), ("des-libdes-alpha-hand", "ev5"),
            ("des-libdes-alpha", "ev5"), ("3des-libdes-alpha", "ev5"),
            ("3des-libdes-alpha-ev4", "ev4"), ("des-libdes-alpha-c", "ev5"),
            ("3des-libdes-alpha-c", "ev5")} <= set(by)
    # one row carries the published libdes figure: libdes's structure compiled for the 21164
    assert [r.kernel for r in rows if r.published == 686] == ["des-libdes-alpha-c"]
    assert "not libdes's round" in by["des-libdes-alpha", "ev5"].note
    main = next(r for r in rows if r.published == 417)
    assert "charges nothing" not in main.note
    assert "branch.mispredict_penalty=5" in main.note and "scache.line=64" in main.note


def test_biham_3des_row_carries_the_published_figure_and_the_issue_bound(monkeypatch):
    from workbench.papers import biham
    monkeypatch.setattr(biham, "BLOCKS", 8)   # restored after the test: other files read it
    rows = biham.PAPER.rows()
    row = next(r for r in rows if r.kernel == "3des-biham" and r.core == "ev5")
    assert row.published == 873 and row.measured > 0
    # 456 clocks for 32 rounds against 33 integer instructions a round at two a clock
    assert "14.25 a round" in row.note and "16.5 clocks" in row.note
    kernel = find_kernel("3des-biham")
    _, trace = execute_kernel(kernel, biham.BLOCKS)
    bound = biham.issue_bound(trace, biham.BLOCKS)
    assert bound == len(trace) / biham.BLOCKS / 2     # every instruction here is integer-pipe
    assert f"({bound:.0f} clocks for" in row.note


def test_miss_prefix_marks_only_rows_outside_the_band():
    from workbench.papers import miss_prefix
    assert miss_prefix(105, 100) == "" and miss_prefix(90, 100) == ""
    assert miss_prefix(80, 100) == "not reproducible: " and miss_prefix(117, 100) != ""


def test_unsourced_lists_exactly_the_u_marked_values():
    from workbench.machine import load_machine
    from workbench.papers.biham import unsourced
    spec = load_machine("ev5")
    marked = {n for n, p in spec.params.items() if "[U]" in p.source[:4]}
    assert {u.split("=")[0] for u in unsourced("ev5")} == marked and marked
