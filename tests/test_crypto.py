"""Reference DES/3DES against NIST SP 800-20, the 3DES golden vector, and pycryptodome."""
import os

import pytest
from Crypto.Cipher import DES, DES3

from workbench.crypto import des, kat, modes, tables
from workbench.layouts import x86_sp


@pytest.mark.parametrize("row", kat.sp800_20(), ids=lambda r: f"{r.table}-{r.key.hex()}-{r.plaintext.hex()}")
def test_sp800_20_known_answers(row):
    assert des.encrypt_block(row.key, row.plaintext).to_bytes(8, "big") == row.ciphertext
    assert des.decrypt_block(row.key, row.ciphertext).to_bytes(8, "big") == row.plaintext


def test_sp800_20_has_all_four_tables():
    counts = {}
    for r in kat.sp800_20():
        counts[r.table] = counts.get(r.table, 0) + 1
    assert counts == {"A.1": 64, "A.2": 56, "A.3": 32, "A.4": 19}


def test_tdes_golden_vector():
    got = modes.encrypt("3des", "ecb", kat.TDES_GOLDEN_KEYS, kat.TDES_GOLDEN_PLAINTEXT)
    assert got == kat.TDES_GOLDEN_CIPHERTEXT


@pytest.mark.parametrize("chaining", ["ecb", "cbc"])
def test_against_pycryptodome(chaining):
    rnd = os.urandom
    for _ in range(5):
        k, data, iv = rnd(8), rnd(40), rnd(8)
        ref = DES.new(k, DES.MODE_ECB) if chaining == "ecb" else DES.new(k, DES.MODE_CBC, iv)
        assert modes.encrypt("des", chaining, [k], data, iv) == ref.encrypt(data)
        assert modes.decrypt("des", chaining, [k], modes.encrypt("des", chaining, [k], data, iv), iv) == data
        ks = [rnd(8) for _ in range(3)]
        ref3 = (DES3.new(b"".join(ks), DES3.MODE_ECB) if chaining == "ecb"
                else DES3.new(b"".join(ks), DES3.MODE_CBC, iv))
        assert modes.encrypt("3des", chaining, ks, data, iv) == ref3.encrypt(data)


def test_sp_table_entries_are_p_of_s():
    # every entry of the 2 KB table is P(S_j(v)) with the kernel's rotation; 2048 bytes
    raw = tables.sp_boxes_bytes(0)
    assert len(raw) == 2048
    for j in range(8):
        for v in (0, 17, 63):
            word = int.from_bytes(raw[256 * j + 4 * v: 256 * j + 4 * v + 4], "little")
            s_out = des.sbox(j, v) << (28 - 4 * j)
            assert word == des.permute(s_out, des.P, 32)


def test_kernel_representation_model_matches_reference():
    """The executable spec of the Karn-shaped kernels (IP steps, cooked keys, rotated SP table)."""
    for _ in range(20):
        b, k = os.urandom(8), os.urandom(8)
        assert x86_sp.model_encrypt(b, x86_sp.kernel_schedule("des", [k])) == modes.encrypt("des", "ecb", [k], b)
        ks = [os.urandom(8) for _ in range(3)]
        assert x86_sp.model_encrypt(b, x86_sp.kernel_schedule("3des", ks)) == modes.encrypt("3des", "ecb", ks, b)


def test_bad_lengths_are_clear_errors():
    with pytest.raises(ValueError, match="multiple of the 8-byte block"):
        modes.encrypt("des", "ecb", [bytes(8)], b"short")
    with pytest.raises(ValueError, match="8 bytes"):
        des.encrypt_block(b"1234", bytes(8))


def test_fast_encrypt_equals_reference():
    """The runner checks kernels with PyCryptodome's DES; it must agree with our FIPS 46-3 code
    (DES and 3DES, ECB and CBC, random keys including a degenerate 3DES key, which falls back)."""
    import numpy as np
    rng = np.random.default_rng(7)
    for cipher, nkeys in (("des", 1), ("3des", 3)):
        for chaining in ("ecb", "cbc"):
            keys = [bytes(rng.integers(0, 256, 8, dtype=np.uint8)) for _ in range(nkeys)]
            data = bytes(rng.integers(0, 256, 8 * 5, dtype=np.uint8))
            iv = bytes(rng.integers(0, 256, 8, dtype=np.uint8))
            assert modes.encrypt_fast(cipher, chaining, keys, data, iv) == \
                modes.encrypt(cipher, chaining, keys, data, iv)
    same = [bytes(range(8))] * 3
    data = bytes(16)
    assert modes.encrypt_fast("3des", "ecb", same, data) == modes.encrypt("3des", "ecb", same, data)
