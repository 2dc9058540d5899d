"""The paper's char-per-bit 3DES (numpy) against the reference, SP 800-20 and the golden vector."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.crypto import des, kat, modes
from workbench.gpu3des import bitlevel


def test_golden_vector_of_the_3des_gpu_repository():
    ct = bitlevel.tdes_ecb_encrypt(kat.TDES_GOLDEN_KEYS, kat.TDES_GOLDEN_PLAINTEXT)
    assert ct == kat.TDES_GOLDEN_CIPHERTEXT
    assert bitlevel.tdes_ecb_decrypt(kat.TDES_GOLDEN_KEYS, ct) == kat.TDES_GOLDEN_PLAINTEXT


@pytest.mark.parametrize("table", ["A.1", "A.2", "A.3", "A.4"])
def test_sp800_20_through_3des_with_three_equal_keys(table):
    # EDE with K1 = K2 = K3 is single DES, so every SP 800-20 answer must come out.
    vectors = [v for v in kat.sp800_20() if v.table == table]
    assert vectors
    for v in vectors:
        assert bitlevel.tdes_ecb_encrypt((v.key,) * 3, v.plaintext) == v.ciphertext, v
        assert bitlevel.des_ecb_encrypt(v.key, v.plaintext) == v.ciphertext, v


def test_key_schedule_matches_the_reference():
    for key in kat.TDES_GOLDEN_KEYS:
        bits = bitlevel.key_schedule(key)
        assert bits.shape == (16, 48) and bits.dtype == np.uint8
        for k_bits, k_ref in zip(bits, des.key_schedule(key)):
            assert int("".join(map(str, k_bits)), 2) == k_ref


def test_one_byte_per_bit_layout():
    bits = bitlevel.bytes_to_bits(bytes.fromhex("8000000000000001"))
    assert bits.shape == (64, 1) and bits.dtype == np.uint8
    assert bits[0, 0] == 1 and bits[63, 0] == 1 and bits[1:63, 0].sum() == 0
    assert bitlevel.bits_to_bytes(bits) == bytes.fromhex("8000000000000001")


@settings(max_examples=15, deadline=None)
@given(keys=st.lists(st.binary(min_size=8, max_size=8), min_size=3, max_size=3),
       data=st.integers(1, 6).flatmap(lambda n: st.binary(min_size=8 * n, max_size=8 * n)))
def test_random_keys_and_data_against_the_reference(keys, data):
    assert bitlevel.tdes_ecb_encrypt(keys, data) == modes.encrypt("3des", "ecb", keys, data)


def test_many_blocks_against_pycryptodome():
    DES3 = pytest.importorskip("Crypto.Cipher.DES3")
    data = np.random.default_rng(7).integers(0, 256, 8 * 3000, dtype=np.uint8).tobytes()
    key = b"".join(kat.TDES_GOLDEN_KEYS)
    assert bitlevel.tdes_ecb_encrypt(kat.TDES_GOLDEN_KEYS, data) == DES3.new(key, DES3.MODE_ECB).encrypt(data)


def test_rejects_partial_blocks():
    with pytest.raises(ValueError):
        bitlevel.tdes_ecb_encrypt(kat.TDES_GOLDEN_KEYS, b"1234567")
