"""The host C 3DES (workbench/gpu3des/host.c): the char-per-bit algorithm and the bitsliced
program give the reference ciphertexts and the numpy versions' bytes; without the C helper the CPU
figures fall back to numpy, by name; a generated prefix is built with its file."""
from __future__ import annotations

import ctypes
import random

import pytest

from isa.native import NativeLibrary
from workbench.crypto import kat, modes
from workbench.gpu3des import bitlevel, bitslice, cpu, host
from workbench.papers import altinok

needs_c = pytest.mark.skipif(host.library() is None,
                             reason=f"the host C 3DES is not built: {host.why_not()}")
FAST = dict(budget_s=0.01, min_repeats=1, max_repeats=1)


@needs_c
def test_golden_vector():
    for fn in (host.tdes_ecb_encrypt_bitlevel, host.tdes_ecb_encrypt_bitsliced):
        assert fn(kat.TDES_GOLDEN_KEYS, kat.TDES_GOLDEN_PLAINTEXT) == kat.TDES_GOLDEN_CIPHERTEXT


@needs_c
@pytest.mark.parametrize("blocks", [1, 2, 63, 64, 65, 130, 257])
def test_random_keys_and_data_agree_with_the_reference_and_numpy(blocks):
    rng = random.Random(blocks)
    keys = [bytes(rng.randrange(256) for _ in range(8)) for _ in range(3)]
    data = bytes(rng.randrange(256) for _ in range(8 * blocks))
    ref = modes.encrypt("3des", "ecb", keys, data)
    assert host.tdes_ecb_encrypt_bitlevel(keys, data) == ref
    assert host.tdes_ecb_encrypt_bitsliced(keys, data) == ref
    assert bitlevel.tdes_ecb_encrypt(keys, data) == ref
    assert bitslice.tdes_ecb_encrypt(keys, data) == ref


@needs_c
def test_empty_input_and_bad_lengths():
    keys = kat.TDES_GOLDEN_KEYS
    assert host.tdes_ecb_encrypt_bitlevel(keys, b"") == b""
    with pytest.raises(ValueError, match="multiple of the 8-byte block"):
        host.tdes_ecb_encrypt_bitsliced(keys, b"123")
    with pytest.raises(ValueError, match="three 8-byte keys"):
        host.tdes_ecb_encrypt_bitlevel(keys[:2], bytes(8))


@needs_c
def test_default_implementations_are_the_c_ones_and_the_paper_row_is_c():
    assert cpu.implementations() == cpu.IMPLEMENTATIONS
    rows = altinok.rows(None, blocks=(4,), **FAST)
    row = next(r for r in rows if r.kernel == "cpu:bitlevel-c")
    assert row.published == altinok.TABLE_I[4][altinok.CPU1]
    assert "in C on one thread" in row.note and "numpy" not in row.note
    assert not any(r.kernel.endswith("-numpy") for r in rows)


def test_without_the_c_helper_the_numpy_versions_stand_in(monkeypatch):
    monkeypatch.setattr(host, "library", lambda: None)
    assert cpu.implementations() == cpu.NUMPY_IMPLEMENTATIONS
    with pytest.raises(ValueError, match="needs the C helper.*numpy version"):
        cpu.encryptor("bitlevel-c", kat.TDES_GOLDEN_KEYS)
    rows = altinok.rows(None, blocks=(4,), cpu_impls=("bitlevel-numpy",), **FAST)
    row = next(r for r in rows if r.kernel == "cpu:bitlevel-numpy")
    assert row.published == altinok.TABLE_I[4][altinok.CPU1]
    assert "in numpy" in row.note


def test_the_generated_tables_are_those_of_the_des_module():
    text = host.generated_source()
    assert "static const int IP_[64] = {57, 49," in text       # FIPS IP starts 58, 50 (1-based)
    assert "static const int SHIFTS_[16] = {1, 1, 2," in text
    assert bitslice.host_source() in text


@needs_c
def test_a_prefix_is_built_and_keyed_with_its_file(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    src = tmp_path / "probe.c"
    src.write_text("int probe(void) { return VALUE; }\n")
    got = []
    for value in (7, 9):
        lib = NativeLibrary(src, "a probe", prefix=lambda v=value: f"#define VALUE {v}\n").load()
        lib.probe.restype = ctypes.c_int
        got.append(lib.probe())
    assert got == [7, 9]
    assert len(list((tmp_path / "cache" / "workbench").glob("probe-*.so"))) == 2
    assert not list((tmp_path / "cache" / "workbench").glob("*.c"))     # the joined text is gone
