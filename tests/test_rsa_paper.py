"""workbench reproduce dusse-kaliski: the rows it promises (RSA-512 with and without CRT in ms per
operation and bits/s, product vs operand scanning on the DSP56001 and the 386, clocks per product
and per digit product, DES CBC) and their consistency. One run of the rows, small op counts."""
from __future__ import annotations

import pytest

from workbench.papers import dusse_kaliski as dk
from workbench.papers import get_paper


@pytest.fixture(scope="module")
def rows():
    mp = pytest.MonkeyPatch()
    mp.setattr(dk, "RSA_OPS", {k: 1 for k in dk.RSA_OPS})
    mp.setattr(dk, "MONT_OPS", 1)
    try:
        yield get_paper("dusse-kaliski").rows()
    finally:
        mp.undo()


def by(rows, figure_start, unit=None, core=None):
    out = [r for r in rows if r.figure.startswith(figure_start) and (unit is None or r.unit == unit)
           and (core is None or r.core == core)]
    assert out, figure_start
    return out[0]


def test_headline_is_rsa512_crt_on_the_board_against_the_published_range(rows):
    r = by(rows, "RSA-512 private key, CRT, sliding window (4 bits)", "ms/operation")
    assert r.kernel == "rsa512-crt-dsp" and r.core == "dsp56001-dk"
    assert r.published == pytest.approx(44.75) and "43.0-46.5" in r.note
    bps = by(rows, "RSA-512 private key, CRT, sliding window (4 bits)", "bits/s")
    assert bps.measured == pytest.approx(512 / r.measured * 1e3, rel=1e-3)


def test_rsa_without_crt_is_slower_by_about_three(rows):
    r = by(rows, "RSA-512 without / with the CRT")
    assert 2.0 < r.measured < 4.5


def test_product_scanning_beats_operand_scanning_more_on_the_dsp_than_on_the_386(rows):
    dsp = by(rows, "Montgomery product 512-bit on the DSP56001: operand / product scanning")
    i386 = by(rows, "i386: improvement of product over operand scanning")
    assert i386.published == 10.0 and i386.unit == "%"
    assert dsp.measured > 2.0                         # several times on the DSP
    assert 0 < i386.measured < 25                     # a small share on the 386
    assert (1 - 1 / dsp.measured) * 100 > 2 * i386.measured


def test_clocks_per_digit_product_is_at_least_one_mac(rows):
    r = by(rows, "Montgomery product 512-bit, product scanning, clocks per digit product")
    assert 2.0 <= r.measured < 5.0


def test_des_row_is_present_with_its_published_clocks(rows):
    r = by(rows, "DES CBC on the DSP56001")
    assert r.published == 3657 and r.unit == "clocks/block"
    assert r.measured is not None or "no DSP56000 DES CBC kernel" in r.note


def test_paper_form_row_opens_the_rsa_block_with_its_reasons(rows):
    rsa = [r for r in rows if r.figure.startswith("RSA-512 private key") and r.unit == "ms/operation"
           and r.published is not None]
    first = rsa[0]
    assert first.kernel == "rsa512-crt-bin-nosqr-dsp" and first.core == "dsp56001-dk"
    assert "paper form" in first.figure
    for reason in ("binary", "can derive", "external P", "some data", "zero wait states"):
        assert reason in first.note, reason
    assert [r.kernel for r in rsa[1:]] == ["rsa512-crt-dsp", "rsa512-crt-nosqr-dsp",
                                           "rsa512-crt-bin-dsp"]
    assert all("faster variants, shown after the paper form" in r.note for r in rsa[1:])
    # general products for every square: slower than the same method with the squaring routine
    assert first.measured > by(rows, "RSA-512 private key, CRT, binary exponentiation",
                               "ms/operation").measured


def test_no_row_claims_every_operand_on_chip(rows):
    assert not any("all operands on chip" in r.note for r in rows)
    w4 = by(rows, "RSA-512 private key, CRT, sliding window (4 bits)", "ms/operation")
    assert "external data (operands above X:$FF) costs" in w4.note


def test_des_row_adds_the_host_interface_as_a_separate_cost(rows):
    total = by(rows, "DES CBC on the DSP56001 at 20 MHz, with the PC interface")
    kernel = by(rows, "DES CBC on the DSP56001 at 20 MHz, kernel alone")
    host = by(rows, "DES CBC: PC-interface cost per block")
    assert total.published == 3657 and kernel.published is None and host.published is None
    assert total.measured == pytest.approx(kernel.measured + host.measured, abs=0.2)
    assert total.breakdown == {"kernel": kernel.measured, "host interface": host.measured}
    assert f"kernel {kernel.measured:,.0f} clocks + host interface {host.measured:,.0f} clocks" in total.note
    assert "host.interface=memory" in total.note and host.measured > 0
    bps = by(rows, "DES CBC throughput, with the PC interface")
    assert bps.measured == pytest.approx(64 * 20e6 / total.measured, rel=1e-3)


def test_rows_outside_the_band_say_why_first(rows):
    """issue 22 item 4: every row outside the 10% band opens with its verdict or points at the row
    it is derived from."""
    from workbench.papers import MISS, UNLIKE, explained
    assert [r.figure for r in rows if not explained(r)] == []
    des = by(rows, "DES CBC on the DSP56001 at 20 MHz, with the PC interface")
    if not 0.9 <= des.ratio <= 1.1:
        assert des.note.startswith(MISS + "the paper's DES code is not published")
        assert "section 5.3" in des.note and "Arth-Singh/RSA-270" in des.note
        assert by(rows, "DES CBC throughput, with the PC interface").note.startswith(
            "not reproducible (see the clocks/block row)")
    i386 = by(rows, "i386: improvement of product over operand scanning")
    assert i386.note.startswith(UNLIKE + "the published 10% is a bound")
    for r in rows:
        if r.unit == "ms/operation" and r.published and "faster variants" in r.note:
            assert r.note.startswith(UNLIKE)
