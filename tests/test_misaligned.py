"""Misaligned data accesses (cores/alignment.py): Agner Fog's Pentium manual, ch. 6 Alignment."""
from __future__ import annotations

import numpy as np
import pytest

from isa.trace import Accesses
from workbench.cores import alignment, engine
from workbench.snippet import time_snippet


def _misalign(code: str, core: str) -> list[int]:
    _, t = time_snippet(code, core)
    return t.lost["misalign"].tolist()


@pytest.mark.parametrize("offset,lost", [(0, 0), (4, 0), (1, 3), (2, 3), (3, 3)])
def test_p5_a_dword_crossing_a_4_byte_boundary_costs_3(offset, lost):
    # Agner: at least 3 clocks extra when a 4-byte boundary is crossed
    m = _misalign(f"mov ebx, DATA\nmov eax, dword ptr [ebx + {offset}]", "p5")
    assert m[1] == lost


def test_p5_a_word_inside_a_dword_is_not_misaligned():
    assert _misalign("mov ebx, DATA\nmov ax, word ptr [ebx + 1]", "p5")[1] == 0


@pytest.mark.parametrize("core", ["p6", "pii"])
@pytest.mark.parametrize("offset,lost", [(1, 0), (30, 6), (32, 0)])
def test_p6_only_a_cache_line_crossing_costs(core, offset, lost):
    # Agner: 6-12 clocks when a 32-byte boundary is crossed, nothing otherwise ([D]: 6 taken)
    assert _misalign(f"mov ebx, DATA\nmov eax, dword ptr [ebx + {offset}]", core)[1] == lost


def test_a_store_that_crosses_is_charged_too():
    assert _misalign("mov ebx, DATA\nmov dword ptr [ebx + 2], eax", "p5")[1] == 3


def test_a_qword_on_8_is_aligned_though_it_spans_a_4_byte_boundary():
    # Agner's alignment table: a qword needs 8; FLD qword [DATA] pays nothing, [DATA+4] pays 3
    assert _misalign("mov ebx, DATA\nfld qword ptr [ebx]", "p5")[1] == 0
    assert _misalign("mov ebx, DATA\nfld qword ptr [ebx + 4]", "p5")[1] == 3


@pytest.mark.parametrize("boundary", [32, 4, 8, 12, 3, 1])
def test_crossing_accesses_in_c_are_the_numpy_ones(boundary, monkeypatch):
    """enginewalk.c's one pass against the numpy rule, on random addresses and sizes (odd
    boundaries, negative addresses and out-of-range sizes included)."""
    if engine._native() is None:
        pytest.skip("no C compiler: the engine's C loops are not built")
    rnd = np.random.default_rng(boundary)
    n = 20_000
    addr = rnd.integers(-300, 1 << 16, n).astype(np.int64)
    size = rnd.choice(np.array([0, 1, 2, 3, 4, 6, 8, 10, 16, 108, -128, -3], np.int8), n)

    class T:
        accesses = Accesses(np.arange(n, dtype=np.int64), addr, np.zeros(n, np.int8), size,
                            np.zeros(n, bool))
    got = alignment.crossing_positions(T, boundary)
    monkeypatch.setattr(engine, "_native", lambda: None)
    want = alignment.crossing_positions(T, boundary)
    assert len(want) > 100
    assert np.array_equal(got, want)
