"""Karn's kernels (kernels/x86/karn_gen.py): his layout against the FIPS reference, the round facts
the notes record counted on the assembled program, every kernel verified, the paper's rows."""
import importlib.util
import os
import struct
from pathlib import Path

import pytest

from workbench.crypto import des, modes
from workbench.kernel import find_kernel
from workbench.layouts import x86_karn
from workbench.runner import execute_kernel

X86 = Path(__file__).resolve().parents[1] / "kernels" / "x86"
KERNELS = ("des-karn-rm16", "des-karn-rm16-noperm", "3des-karn-rm16", "des-karn-pm32",
           "3des-karn-pm32", "des-karn-c-pm32")


def _gen():
    spec = importlib.util.spec_from_file_location("karn_gen", X86 / "karn_gen.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return gen


def test_generated_files_are_what_the_generator_writes():
    gen = _gen()
    assert {n.rsplit(".", 1)[0] for n in gen.HEADERS} == set(gen.KERNELS)
    for name in gen.HEADERS:
        assert (X86 / name).read_text() == gen.render(name), f"re-run kernels/x86/karn_gen.py ({name})"


# ---- his layout, from the FIPS definition ----

def test_spboxa_is_gensp_a_from_the_fips_tables():
    """gensp.c 'a': bit j of S-box s's 4-bit output (MSB first) goes where P sends bit 4s+j,
    bit 1 being the MSB; the word then rotated left 3. Built here from des.P and des.sbox."""
    table = x86_karn.sp_table()
    pbox = {p - 1: i for i, p in enumerate(des.P)}       # output bit i of P takes input bit P[i]
    for s in range(8):
        for i in range(64):
            word = 0
            for j in range(4):
                if des.sbox(s, i) & (8 >> j):
                    word |= 1 << (31 - pbox[4 * s + j])
            word = ((word << 3) | (word >> 29)) & 0xFFFFFFFF
            assert struct.unpack_from("<I", table, 256 * s + 4 * i)[0] == word


def test_schedule_is_deskeys_asm_format():
    """deskey with Asmversion: k[0] = (ks0<<24|ks2<<16|ks4<<8|ks6) << 2, k[1] the odd groups."""
    key = bytes.fromhex("0123456789abcdef")
    sub = des.key_schedule(key)
    sched = x86_karn.schedule(key)
    dec = x86_karn.schedule(key, decrypt=True)
    for n in range(16):
        six = [(sub[n] >> (42 - 6 * j)) & 0x3F for j in range(8)]
        k0, k1 = struct.unpack_from("<II", sched, 8 * n)
        assert k0 == ((six[0] << 24 | six[2] << 16 | six[4] << 8 | six[6]) << 2) & 0xFFFFFFFF
        assert k1 == ((six[1] << 24 | six[3] << 16 | six[5] << 8 | six[7]) << 2) & 0xFFFFFFFF
        assert dec[8 * n:8 * n + 8] == sched[8 * (15 - n):8 * (15 - n) + 8]


def test_model_of_his_routine_is_des():
    for _ in range(20):
        b, ks = os.urandom(8), [os.urandom(8) for _ in range(3)]
        assert x86_karn.model_des(b, x86_karn.schedule(ks[0])) == modes.encrypt("des", "ecb", ks[:1], b)
        x = b
        for sched in x86_karn.schedules("3des", ks):
            x = x86_karn.model_des(x, sched)
        assert x == modes.encrypt("3des", "ecb", ks, b)
        assert (x86_karn.model_des(b, x86_karn.schedule(ks[0]), permutations=False)
                == x86_karn.noperm_reference(ks[:1], b))


def test_the_no_permutation_reference_of_several_blocks_is_each_blocks():
    key, data = os.urandom(8), os.urandom(24)
    want = b"".join(x86_karn.model_des(data[i:i + 8], x86_karn.schedule(key), permutations=False)
                    for i in range(0, 24, 8))
    assert x86_karn.noperm_reference([key], data) == want


# ---- the facts the notes record, counted on the assembled program ----

def _round(name: str):
    program, trace = execute_kernel(find_kernel(name), 1)
    lo, hi = program.regions["round"]
    return [s for s in sorted(trace.static, key=lambda s: s.address) if lo <= s.address < hi]


def _agi_pairs(insns) -> int:
    """A byte register written, then the full register used to address memory by the very next
    instruction."""
    return sum(1 for a, b in zip(insns, insns[1:])
               if set(a.attrs["byte_writes"]) & set(b.attrs["addr_regs"]))


@pytest.mark.parametrize("name, prefixes", [("des-karn-rm16", 19), ("des-karn-pm32", 0)])
def test_round_facts(name, prefixes):
    rnd = _round(name)
    assert len(rnd) == 16 * 25
    assert sum(s.attrs["prefixes"] for s in rnd) == 16 * prefixes
    assert _agi_pairs(rnd) == 16 * 6
    # the ror eax,16 between the second mov bl,ah and its lookup, twice a round
    texts = [s.text for s in rnd[:25]]
    assert [i for i, t in enumerate(texts) if t.startswith("ror eax, 0x10")] == [7, 19]
    assert texts[6] == "mov bl, ah" and texts[18] == "mov bl, ah"


def test_real_mode_prefixes_are_17_operand_size_and_2_es():
    rnd = _round("des-karn-rm16")[:25]
    assert sum(s.attrs["opsize_prefix"] for s in rnd) == 17
    assert sum(s.attrs["segment_prefix"] for s in rnd) == 2


def test_ip_and_fp_are_his_36_instructions_each():
    program, trace = execute_kernel(find_kernel("des-karn-rm16"), 1)
    for region in ("ip", "fp"):
        lo, hi = program.regions[region]
        assert sum(1 for s in trace.static if lo <= s.address < hi) == 36


def test_caller_pushes_16_bit_words():
    """A real-mode push of an immediate is 68 iw (2 bytes pushed), not keystone's 66 68 id."""
    program, trace = execute_kernel(find_kernel("des-karn-rm16"), 1)
    pushes = [s for s in trace.static if s.mnemonic == "push" and s.attrs["form"] == "i"]
    assert pushes and all(s.size == 3 and s.attrs["prefixes"] == 0 for s in pushes)


def test_no_permutation_kernel_has_no_ip_or_fp():
    k = find_kernel("des-karn-rm16-noperm")
    assert "ip" not in k.regions and "fp" not in k.regions
    assert len(_round("des-karn-rm16-noperm")) == 16 * 25


def test_3des_calls_his_routine_three_times_a_block():
    program, trace = execute_kernel(find_kernel("3des-karn-rm16"), 2)
    calls = [s for s in trace.static if s.flow == "call"]
    assert len(calls) == 3
    lo, hi = program.regions["round"]
    assert sum(1 for i in trace.index if lo <= trace.static[i].address < hi) == 2 * 3 * 16 * 25


@pytest.mark.parametrize("name", KERNELS)
def test_every_kernel_runs_verified(name):
    _, trace = execute_kernel(find_kernel(name), 8)
    assert trace.meta.verified is True


def test_a_corrupted_table_fails_the_no_permutation_kernel_too(monkeypatch):
    from workbench.errors import VerificationError
    real = x86_karn.sp_table
    monkeypatch.setattr(x86_karn, "sp_table", lambda: real()[:-1] + b"\x80")
    with pytest.raises(VerificationError, match="SP 800-20 known answer|differs from the reference"):
        execute_kernel(find_kernel("des-karn-rm16-noperm"), 256)


# ---- the paper's rows ----

@pytest.fixture(scope="module")
def karn_rows():
    from workbench.papers import karn
    return karn.rows()


def test_every_published_figure_has_a_row(karn_rows):
    published = {r.published for r in karn_rows}
    assert {1303, 38373, 1163, 3629, 1150, 832, 816, 952, 4325, 1875} <= published


def test_new_rows_use_the_kernels_they_name(karn_rows):
    by = {r.figure: r for r in karn_rows}
    assert by["same, with the initial and final permutations removed"].kernel == "des-karn-rm16-noperm"
    assert by["his Triple-DES projection from the DES figure"].kernel == "3des-karn-rm16"
    gnu = [r for r in karn_rows if r.published == 952]
    assert len(gnu) == 2 and all(r.kernel == "des-karn-pm32" and r.measured for r in gnu)
    with_loop, alone = gnu
    assert alone.measured < with_loop.measured          # the routine's region only
    for r in karn_rows:
        if r.published in (832, 816):           # timed on the p5 since it times LES/far CALL/RETF
            assert r.core.startswith("p5 at") and r.measured and "not timed" not in r.note
            if "with the C loop" in r.figure:
                assert f"{r.measured:.0f} clocks" in r.note and "LES, far CALL and RETF" in r.note
        if r.published == 4325:                          # published-only, and says why
            assert r.measured is None and "published only" in r.note
        if r.published == 1875:
            assert r.kernel == "des-karn-c-pm32" and r.measured
            assert "GCC 12" in r.note or "routine alone" in r.figure


def test_headline_reason_is_computed_from_the_run(karn_rows):
    from workbench.papers.karn import round_facts
    head = karn_rows[0]
    program, trace = execute_kernel(find_kernel("des-karn-rm16"), 1)
    f = round_facts(program, trace)
    assert f == {"instructions": 25, "prefixes": 19, "agi_pairs": 6}
    assert f"{f['agi_pairs']:.0f} back-to-back byte-register AGIs" in head.note
    assert f"AGI {head.breakdown['agi']:.0f}" in head.note
    assert "as his did" not in head.note


# ---- the compiled portable C (kernels/x86/karn_c_gen.py) ----

def _c_gen():
    spec = importlib.util.spec_from_file_location("karn_c_gen", X86 / "karn_c_gen.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return gen


def test_compiled_kernel_is_the_committed_compiler_output_respelled():
    gen = _c_gen()
    for name in gen.HEADERS:
        assert (X86 / name).read_text() == gen.render(name), f"re-run kernels/x86/karn_c_gen.py ({name})"
    listing = (X86 / gen.LISTING).read_text()
    body = [ln.split()[0] for ln in listing.splitlines()
            if ln.strip() and not ln.strip().startswith(".") and not ln.strip().endswith(":")]
    asm = (X86 / "des_karn_c_pm32.asm").read_text().split("des:\n", 1)[1]
    ours = [ln.split()[0] for ln in asm.splitlines() if ln.strip() and not ln.strip().endswith(":")]
    assert ours == body          # the same instructions in the same order: only the spelling changed


def test_committed_listing_is_what_the_recorded_compiler_writes(tmp_path):
    import shutil
    import subprocess
    gen = _c_gen()
    if shutil.which("gcc") is None:
        pytest.skip("no gcc")
    version = subprocess.run(["gcc", "--version"], capture_output=True, text=True).stdout
    if version.splitlines()[0] != gen.COMPILER_VERSION:
        pytest.skip(f"installed gcc is not {gen.COMPILER_VERSION}")
    shutil.copy(X86 / gen.SOURCE, tmp_path / gen.SOURCE)
    if subprocess.run(gen.COMMAND, cwd=tmp_path, capture_output=True).returncode != 0:
        pytest.skip("gcc cannot compile for -m32 here")
    assert (tmp_path / gen.LISTING).read_text() == (X86 / gen.LISTING).read_text()


def test_compiled_kernel_runs_verified_on_the_c_tables():
    k = find_kernel("des-karn-c-pm32")
    assert k.options["tables"] == "c"
    _, trace = execute_kernel(k, 8)
    assert trace.meta.verified is True
