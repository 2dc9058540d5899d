"""Generated S-box circuits and the generated bitsliced program (numpy model of the GPU kernel)."""
from __future__ import annotations

import numpy as np
import pytest

from workbench.crypto import des, kat, modes
from workbench.gpu3des import bitslice, sbox_circuits


def _input_lanes(dtype=np.uint64):
    """Six slices whose lane v (v = 0..63) holds input bit k of the S-box input v."""
    v = np.arange(64, dtype=np.uint64)
    ones = np.iinfo(dtype).max
    return [np.where((v >> np.uint64(5 - k)) & np.uint64(1), ones, 0).astype(dtype) for k in range(6)]


@pytest.mark.parametrize("box", range(8))
def test_circuit_equals_the_sbox_on_all_64_inputs(box):
    c = sbox_circuits.best_circuit(box)
    out = sbox_circuits.evaluate(c, _input_lanes())
    ones = np.iinfo(np.uint64).max
    for v in range(64):
        got = sum(1 << (3 - j) for j in range(4) if out[j][v] == ones)
        assert all(out[j][v] in (0, ones) for j in range(4))
        assert got == des.sbox(box, v), (box, v)


@pytest.mark.parametrize("box", [0, 4])
def test_circuit_works_in_32_bit_words(box):
    c = sbox_circuits.best_circuit(box)
    out = sbox_circuits.evaluate(c, _input_lanes(np.uint32))
    for v in range(64):
        assert sum(1 << (3 - j) for j in range(4) if out[j][v]) == des.sbox(box, v)


@pytest.mark.parametrize("box", range(8))
def test_stored_order_is_what_the_search_finds(box):
    assert sbox_circuits.search_order(box) == sbox_circuits.SEARCHED_ORDERS[box]


def test_circuits_are_derived_not_lookups():
    for c in sbox_circuits.circuits():
        assert {g.op for g in c.gates} <= set(sbox_circuits.GATE_COST)
        assert 20 < c.op_count < 100          # a decomposition, neither trivial nor a 64-way table
        assert all(max(g.args) < 6 + i for i, g in enumerate(c.gates))   # straight-line, acyclic


def test_bitsliced_model_golden_vector():
    assert bitslice.tdes_ecb_encrypt(kat.TDES_GOLDEN_KEYS, kat.TDES_GOLDEN_PLAINTEXT) == kat.TDES_GOLDEN_CIPHERTEXT


def test_bitsliced_model_against_reference_odd_count():
    rng = np.random.default_rng(3)
    keys = [rng.integers(0, 256, 8, dtype=np.uint8).tobytes() for _ in range(3)]
    data = rng.integers(0, 256, 8 * 70, dtype=np.uint8).tobytes()   # 70: not a multiple of 64
    assert bitslice.tdes_ecb_encrypt(keys, data) == modes.encrypt("3des", "ecb", keys, data)


def test_key_masks_are_all_zero_or_all_one_words():
    m = bitslice.key_masks(kat.TDES_GOLDEN_KEYS)
    assert m.shape == (48, 48) and m.dtype == np.uint32
    assert set(np.unique(m)) <= {0, 0xFFFFFFFF}
    # K2's subkeys run backwards in the middle stage.
    k2 = des.key_schedule(kat.TDES_GOLDEN_KEYS[1])
    assert int("".join("1" if w else "0" for w in m[16]), 2) == k2[15]


def test_generated_cuda_round_is_wired_from_the_tables():
    src = bitslice.cuda_source()
    assert "bs_round" in src and "bs_ip" in src and "bs_fp" in src
    # E's first bit is R bit 32 (index 31); IP's first output is input bit 58 (index 57).
    assert "const u32 s0_0 = r[31] ^ k[0];" in src
    assert "l[0] = s[57];" in src
