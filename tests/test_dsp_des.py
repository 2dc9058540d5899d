"""The Davio DES kernels for the DSP56000: tables, the data-flow model, the kernels' runs
(verified against the reference DES by the runner) and their timing on the dsp56001 cores."""
import importlib.util
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from workbench.crypto import davio, des, modes
from workbench.errors import VerificationError, WorkbenchError
from workbench import runner
from workbench.runner import run

KERNELS = Path(__file__).resolve().parents[1] / "kernels" / "dsp56k"


def load_generator():
    spec = importlib.util.spec_from_file_location("gen_dsp_des", KERNELS / "gen_dsp_des.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return gen


# ---- tables ----
def test_spe_entries_are_e_of_p_of_the_sbox_and_disjoint_between_boxes():
    spe = davio.spe_tables()
    for j in range(8):
        for u in (0, 1, 33, 63):
            s = des.sbox(j, u) << (28 - 4 * j)
            assert spe[j][u] == davio.expand(des.permute(s, des.P, 32))
    # every bit of E(P(x)) comes from one S-box: the eight tables never share a bit
    masks = [0] * 8
    for j in range(8):
        for v in spe[j]:
            masks[j] |= v
    for i in range(8):
        for j in range(i + 1, 8):
            assert masks[i] & masks[j] == 0


def test_the_f_function_is_the_sum_of_the_eight_lookups():
    rng = np.random.default_rng(3)
    for _ in range(20):
        r, k = int(rng.integers(0, 1 << 32)), int(rng.integers(0, 1 << 48))
        t = davio.expand(r) ^ k
        f = sum(davio.spe_tables()[j][(t >> (42 - 6 * j)) & 0x3F] for j in range(8))
        assert f == davio.expand(des.f(r, k))


def test_centred_tables_put_entry_u_at_base_plus_signed_u():
    table = list(range(64))
    mem = davio.centred(table, 6)
    base = 32
    for u in range(64):
        assert mem[base + davio.signed(u, 6)] == u


def test_field_extraction_matches_the_multiplier_chain():
    # mac with y = 2^5 adds word << 6: A1 gains the top six bits sign-extended (docs 5.4)
    assert davio.fields(0b100000_011111_000001_111111 ) == [-32, 31, 1, -1]
    assert davio.fields(0xABCDEF, 3, 8) == [davio.signed(0xAB, 8), davio.signed(0xCD, 8),
                                            davio.signed(0xEF, 8)]


@pytest.mark.parametrize("p", [0, 1, 2])
def test_fp_tables_place_each_half_at_its_stream_words(p):
    # a block of phase p starts at byte 8p of its 3-block group: its bytes 0..3 begin in word
    # 8p//3, bytes 4..7 in word (8p+4)//3
    assert davio.phase_words(p) == ((0, 1), (2, 4), (5, 6))[p]


def test_ip_contributions_of_the_eight_bytes_sum_to_the_expanded_ip():
    block = 0x0123456789ABCDEF
    el = er = 0
    for k in range(8):
        a, b = davio.ip_tables()[k][(block >> (56 - 8 * k)) & 0xFF]
        el += a
        er += b
    x = des.permute(block, des.IP, 64)
    assert (el, er) == (davio.expand(x >> 32), davio.expand(x & 0xFFFFFFFF))


@pytest.mark.parametrize("blocks", [1, 2, 3, 4, 7])
def test_the_kernel_data_flow_model_is_des(blocks):
    keys, data, iv = runner.test_data(blocks, seed=11)
    assert davio.model_encrypt(data, keys[0]) == modes.encrypt("des", "ecb", keys[:1], data)
    assert davio.model_encrypt(data, keys[0], iv) == modes.encrypt("des", "cbc", keys[:1], data, iv)


# ---- the kernels ----
def test_generated_sources_are_up_to_date():
    gen = load_generator()
    for name, cbc in gen.KERNELS.items():
        assert (KERNELS / name).read_text() == gen.render(cbc), "re-run kernels/dsp56k/gen_dsp_des.py"


@pytest.mark.parametrize("kernel", ["des-davio-dsp-ecb", "des-davio-dsp-cbc"])
@pytest.mark.parametrize("blocks", [3, 6])
def test_kernels_verify_against_the_reference(kernel, blocks):
    r = run(kernel, "dsp56001", blocks=blocks).result
    assert r.verified and r.blocks == blocks
    assert set(r.regions) == {"loop", "round", "fp", "ip", "block"}


@pytest.mark.parametrize("blocks", [1, 2, 4, 5])
def test_block_counts_that_leave_part_of_a_stream_word(blocks):
    """8 bytes a block do not fill whole 3-byte words: the runner reads 8n bytes."""
    r = run("des-davio-dsp-cbc", "dsp56001", blocks=blocks).result
    assert r.verified


def test_a_wrong_table_entry_is_caught_by_verification(monkeypatch):
    good = davio.spe_tables()
    bad = tuple(tuple(v ^ (1 << 40) if (j, u) == (5, 17) else v for u, v in enumerate(t))
                for j, t in enumerate(good))
    monkeypatch.setattr(davio, "spe_tables", lambda: bad)
    # the known answers run first and use every S-box entry; the timed blocks would catch it too
    with pytest.raises(VerificationError, match="SP 800-20 known answer"):
        run("des-davio-dsp-ecb", "dsp56001", blocks=6, seed=5)
    monkeypatch.setattr("workbench.known_answers.check", lambda kernel, layer: {})
    with pytest.raises(VerificationError, match="differs from the reference DES-ECB"):
        run("des-davio-dsp-ecb", "dsp56001", blocks=6, seed=5)


def test_the_layout_refuses_triple_des():
    from workbench.kernel import find_kernel
    from workbench.layouts import build_layout
    k = find_kernel("des-davio-dsp-ecb")
    k3 = type(k)(**{**k.__dict__, "cipher": "3des"})
    keys, data, iv = runner.test_data(3)
    with pytest.raises(WorkbenchError, match="single DES only"):
        build_layout(k3, keys, data, iv)


def test_the_round_is_where_the_time_goes_and_the_board_pays_for_external_fetches():
    chip = run("des-davio-dsp-cbc", "dsp56001", blocks=6).result
    board = run("des-davio-dsp-cbc", "dsp56001-dk", blocks=6).result
    assert chip.instructions == board.instructions
    assert chip.breakdown["base"] == board.breakdown["base"]
    # program in external P: every lookup of external X and Y tables now makes three external
    # accesses instead of two
    assert board.breakdown["external"] > chip.breakdown["external"]
    assert chip.regions["round"]["cycles"] > 0.7 * chip.cycles
    # sixteen rounds in a DO loop of double rounds: 2 x 8 iterations per block
    per_round = chip.regions["round"]["instructions"] / (16 * chip.blocks)
    assert 35 <= per_round <= 42


@pytest.mark.skipif(shutil.which("a56") is None, reason="a56 (Debian package a56) not installed")
@pytest.mark.parametrize("kernel", ["des-davio-dsp-ecb", "des-davio-dsp-cbc"])
def test_a56_assembles_the_kernels_to_the_same_words(kernel, tmp_path):
    import isa
    from workbench.kernel import find_kernel
    from workbench.layouts import build_layout
    k = find_kernel(kernel)
    keys, data, iv = runner.test_data(3)
    lay = build_layout(k, keys[:1], data, iv)
    prog = isa.get_isa("dsp56k").assemble(k.text(), str(k.source), k.mode, lay.symbols,
                                          lay.code_base, k.regions)
    ours = {prog.base + i // 3: int.from_bytes(prog.code[i:i + 3], "big")
            for i in range(0, len(prog.code), 3)}
    src = "".join(f"{n}\tequ\t${v:x}\n" for n, v in lay.symbols.items()) + k.text()
    (tmp_path / "k.a56").write_text(src)
    done = subprocess.run(["a56", "-o", str(tmp_path / "k.out"), str(tmp_path / "k.a56")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    theirs = {}
    for line in (tmp_path / "k.out").read_text().splitlines():
        f = line.split()
        if f and f[0] == "P":
            theirs[int(f[1], 16)] = int(f[2], 16)
    assert ours == theirs
