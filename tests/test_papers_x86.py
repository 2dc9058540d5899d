"""The libdes and BSAFE reproductions, and the stalls the libdes notes describe."""
import pytest

from workbench.compare import compare
from workbench.papers import explained, get_paper
from workbench.snippet import time_snippet


@pytest.fixture(scope="module")
def libdes_rows():
    return get_paper("libdes").rows()


def test_libdes_row_is_des_som3_on_p5_against_356(libdes_rows):
    head = libdes_rows[0]
    assert (head.published, head.kernel, head.core, head.unit) == (356, "des-som3", "p5", "clocks/block")
    assert head.measured > 0 and head.ratio == pytest.approx(head.measured / 356)


def test_libdes_reports_3des_beside_des_on_every_core(libdes_rows):
    pairs = {(r.kernel, r.core) for r in libdes_rows if r.measured is not None}
    for style in ("young586", "young686", "movzx", "som3"):
        for core in ("i486", "p5", "p6", "pii"):
            assert (f"des-{style}", core) in pairs and (f"3des-{style}", core) in pairs


def test_libdes_kernels_run_on_the_386(libdes_rows):
    # libdes's own code has no BSWAP (c2l gathers bytes in C), so the 386 row is a figure
    r = next(r for r in libdes_rows if r.kernel == "des-young586" and r.core == "i386")
    assert r.measured is not None and r.measured > 0


def test_bsafe_row_is_labelled_as_our_best_p6_kernel():
    rows = get_paper("bsafe").rows()
    head = rows[0]
    assert head.published == 380 and head.core == "pii" and "not available" in head.note
    assert head.kernel.startswith("des-")
    # issue 22 item 4: outside the 10% band, a row says why first (or points at the row it follows)
    assert [r.figure for r in rows if not explained(r)] == []


def test_libdes_rows_outside_the_band_say_why(libdes_rows):
    assert [r.figure for r in libdes_rows if not explained(r)] == []


def test_p6_byte_move_round_pays_partial_stall_unless_xor_zeroed():
    no_xor = "mov eax, 0x1234\nmov bl, al\nmov edx, dword ptr [ebx + DATA]"
    with_xor = "xor ebx, ebx\n" + no_xor
    _, t1 = time_snippet(no_xor, "p6")
    _, t2 = time_snippet(with_xor, "p6")
    assert t1.lost["partial_reg"].sum() > 0
    assert t2.lost["partial_reg"].sum() == 0


def test_p5_movzx_costs_four_and_does_not_pair():
    tr, t = time_snippet("movzx ebx, al\nmov ecx, edx", "p5")
    assert t.base[0] + t.lost["prefix"][0] == 4          # libdes readme: "4 cycles on the pentium"


def test_compare_runs_the_libdes_kernels_on_the_386():
    rows = compare(["i386"], blocks=1)
    r = next(r for r in rows if r.kernel == "des-young686")
    assert r.cycles_per_round > 0
    assert next(r for r in rows if r.kernel == "des-karn-rm16").cycles_per_round > 0
