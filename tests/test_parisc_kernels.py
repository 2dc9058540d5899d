"""The PA-RISC DES kernels: formats and tables against the DES definition, the generated sources
up to date, GNU as's words, verified runs, and the instruction counts the Corella rows report."""
import random
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from workbench.crypto import des, doublebox
from workbench.kernel import find_kernel
from workbench.runner import execute_kernel

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ROOT / "kernels" / "parisc"
NAMES = ("des-corella", "3des-corella", "des-biham-pa", "3des-biham-pa")
FORMATS = ("biham", "corella")


@pytest.mark.parametrize("fmt", FORMATS)
def test_expanded_format_holds_each_e_bit_in_its_slot_and_compresses_back(fmt):
    expand, compress = doublebox.FORMATS[fmt]
    slots = doublebox.slots(fmt)
    assert sorted(set(slots)) == sorted(slots) and len(slots) == 48
    rng = random.Random(7)
    for _ in range(200):
        h = rng.getrandbits(32)
        e = des.permute(h, des.E, 32)
        assert expand(h) == sum(((e >> (47 - i)) & 1) << slots[i] for i in range(48))
        assert compress(expand(h)) == h


@pytest.mark.parametrize("fmt", FORMATS)
def test_one_round_of_lookups_is_expand_of_des_f(fmt):
    """The tables checked against the reference: xor of the lookups = E-format of f(R, K)."""
    rng = random.Random(11)
    for _ in range(100):
        r, k = rng.getrandbits(32), rng.getrandbits(48)
        got = doublebox.round_f(fmt, doublebox.FORMATS[fmt][0](r), doublebox.subkey(fmt, k))
        assert got == doublebox.FORMATS[fmt][0](des.f(r, k))


def test_double_sbox_tables_are_four_by_4096_words_128_kib():
    t = doublebox.tables("corella")
    assert [len(x) for x in t] == [4096] * 4
    assert len(doublebox.tables_bytes("corella")) == 128 * 1024
    assert len(doublebox.tables_bytes("biham")) == 4 * 1024


def test_each_double_sbox_entry_is_two_sbox_outputs_through_p():
    # entry v of table i: boxes 2i and 2i+1 evaluated on the two 6-bit inputs the lane holds
    rng = random.Random(3)
    slots = doublebox.slots("corella")
    for _ in range(50):
        i, v = rng.randrange(4), rng.randrange(4096)
        lo = doublebox.field("corella", 2 * i)[0]
        six = [sum(((v >> (slots[6 * b + j] - lo)) & 1) << (5 - j) for j in range(6))
               for b in (2 * i, 2 * i + 1)]
        s = (des.sbox(2 * i, six[0]) << (28 - 8 * i)) | (des.sbox(2 * i + 1, six[1]) << (24 - 8 * i))
        assert doublebox.tables("corella")[i][v] == doublebox.corella_expand(des.permute(s, des.P, 32))


@pytest.mark.parametrize("fmt", FORMATS)
def test_models_equal_the_reference_des_and_3des(fmt):
    rng = random.Random(5)
    for _ in range(4):
        keys = [rng.getrandbits(64) for _ in range(3)]
        block = rng.getrandbits(64)
        ks = [des.key_schedule(k) for k in keys]
        assert doublebox.model(fmt, block, ks[0]) == des.des_block(block, ks[0])
        assert doublebox.model(fmt, block, ks[0] + ks[1][::-1] + ks[2]) == \
            des.tdes_encrypt_block(keys, block)


def test_ip_steps_are_fips_ip():
    rng = random.Random(9)
    for _ in range(50):
        x = rng.getrandbits(64)
        assert doublebox.initial_permutation(x) == des.permute(x, des.IP, 64)
        assert doublebox.final_permutation(doublebox.initial_permutation(x)) == x


def test_generated_sources_are_up_to_date():
    sys.path.insert(0, str(KERNELS))
    try:
        import gen_parisc_des
    finally:
        sys.path.remove(str(KERNELS))
    for name, text in gen_parisc_des.generate().items():
        assert (KERNELS / name).read_text() == text, f"regenerate {name}: python {KERNELS}/gen_parisc_des.py"


@pytest.mark.skipif(not shutil.which("hppa64-linux-gnu-as"), reason="hppa64-linux-gnu-as not installed "
                    "(Debian binutils-hppa64-linux-gnu)")
@pytest.mark.parametrize("name", NAMES)
def test_kernel_words_equal_gnu_as(name, tmp_path):
    from isa import get_isa
    k = find_kernel(name)
    ours = bytes(get_isa("parisc").assemble(k.text(), str(k.source)).code)
    obj, binary = tmp_path / "k.o", tmp_path / "k.bin"
    subprocess.run(["hppa64-linux-gnu-as", str(k.source), "-o", str(obj)], check=True)
    subprocess.run(["hppa64-linux-gnu-objcopy", "-O", "binary", "-j", ".text", str(obj), str(binary)],
                   check=True)
    gnu = binary.read_bytes()
    assert gnu[:len(ours)] == ours and not gnu[len(ours):].strip(b"\0")


# per block: load 1, IP 30, conversion to the expanded format 20 (corella) / 14 (biham), first key
# 1, rounds 16 x 14 - 1 / 16 x 26 - 1 (no key load after the last), conversion back 10 + merge 1,
# FP 30, loop 2 (addib and the std,ma in its delay slot)
PER_BLOCK = {"des-corella": 1 + 30 + 20 + 1 + 223 + 11 + 30 + 2,
             "3des-corella": 1 + 30 + 20 + 1 + 48 * 14 - 1 + 11 + 30 + 2,
             "des-biham-pa": 1 + 30 + 14 + 1 + 16 * 26 - 1 + 11 + 30 + 2,
             "3des-biham-pa": 1 + 30 + 14 + 1 + 48 * 26 - 1 + 11 + 30 + 2}


@pytest.mark.parametrize("name", NAMES)
def test_kernel_runs_verified_with_the_counted_instructions_per_block(name):
    k = find_kernel(name)
    _, t1 = execute_kernel(k, 1)
    _, t3 = execute_kernel(k, 3)           # verified against the reference inside
    assert t3.meta.verified
    assert (len(t3) - len(t1)) / 2 == PER_BLOCK[name]


@pytest.mark.parametrize("name,lookups", [("des-corella", 128), ("des-biham-pa", 256)])
def test_lookup_instructions_per_block(name, lookups):
    """extrd,u of a lookup field + ldd,s from an S-box table, in the rounds: 16 x 4 x 2 = 128
    for the double S-boxes, 16 x 8 x 2 = 256 for eight boxes."""
    _, t = execute_kernel(find_kernel(name), 2)
    st = t.static
    mn = np.array([s.mnemonic for s in st])[t.index]
    in_round = np.array([s.region == "round" for s in st])[t.index]
    ops = np.array([s.op_str for s in st])[t.index]
    width = 12 if "corella" in name else 6
    ext = np.char.startswith(mn, "extrd,u") & np.array(
        [o.replace(" ", "").split(",")[2] == str(width) if o.count(",") == 3 else False for o in ops])
    assert ((ext | (mn == "ldd,s")) & in_round).sum() / 2 == lookups


COMPILE = ["hppa64-linux-gnu-gcc", "-O2", "-S", "-fno-asynchronous-unwind-tables", "-fno-ident",
           "des_sp.c", "-o", "des_sp_gcc.s"]


@pytest.mark.skipif(not shutil.which("hppa64-linux-gnu-gcc"), reason="hppa64-linux-gnu-gcc not "
                    "installed (Debian gcc-hppa64-linux-gnu)")
def test_compiled_baseline_is_the_compilers_output_of_our_c(tmp_path):
    """des_sp_gcc.s is exactly what the recorded command makes of des_sp.c."""
    shutil.copy(ROOT / "kernels" / "c" / "des_sp.c", tmp_path / "des_sp.c")     # shared with the Alpha
    subprocess.run(COMPILE, cwd=tmp_path, check=True)
    assert (tmp_path / "des_sp_gcc.s").read_text() == (KERNELS / "des_sp_gcc.s").read_text()


def test_compiled_baseline_schedule_and_table_follow_the_des_definition():
    from workbench.crypto.tables import sp_entry
    from workbench.layouts.parisc_des import sp_schedule
    k = des.key_schedule(0x133457799BBCDFF1)
    ks = sp_schedule(k)
    assert len(ks) == 128 and max(ks) < 64
    # f(R, K) as the C code computes it, from the bytes and the unrotated SP table
    rng = random.Random(1)
    for _ in range(20):
        r, n = rng.getrandbits(32), rng.randrange(16)
        a, b = ((r >> 1) | (r << 31)) & 0xFFFFFFFF, ((r << 1) | (r >> 31)) & 0xFFFFFFFF
        f = 0
        for j in range(7):
            f ^= sp_entry(j, ((a >> (26 - 4 * j)) ^ ks[8 * n + j]) & 63)
        f ^= sp_entry(7, (b ^ ks[8 * n + 7]) & 63)
        assert f == des.f(r, k[n])


def test_corella_rows_report_lookups_footprint_and_misses(monkeypatch):
    from workbench.papers import corella
    monkeypatch.setattr(corella, "BLOCKS", 16)
    rows = {r.figure: r for r in corella.corella_rows(lambda m: None)}
    assert rows["S-box lookup instructions per DES block"].measured == 128
    assert rows["double S-box table footprint"].measured == 128 * 1024
    assert rows["double S-box table footprint"].published == 1 << 20
    des_row = rows["DES ECB, PA-8600 at 550 MHz, double S-boxes"]
    assert des_row.published == 192 and des_row.measured and "ours" in des_row.note
    assert rows["improvement 1: Biham's 8 boxes, lookup extrd,u + ldd,s (2 instead of 3)"].measured == 256
    cold = next(r for f, r in rows.items() if f.startswith("DES ECB cold start"))
    assert cold.measured > des_row.measured          # 2048 lines of table fetched once


def _redirects(trace) -> np.ndarray:
    """Per retired instruction: the first one fetched from a taken transfer's target (the trace
    marks the transfer itself as taken; its delay slot comes between)."""
    n = len(trace)
    out = np.zeros(n, dtype=bool)
    at = np.nonzero(np.asarray(trace.taken, dtype=bool))[0] + 2
    out[at[at < n]] = True
    return out


@pytest.mark.parametrize("name", ["des-corella", "3des-biham-pa"])
def test_memoised_pa8600_timing_equals_the_unmemoised_schedule(name):
    """The state at a block boundary repeats, so the memo serves most blocks: it must give the
    same launch clocks and total as scheduling every run in turn."""
    from workbench.cores import get_core
    _, t = execute_kernel(find_kernel(name), 6)
    core = get_core("pa8600")
    timing = core.time(t)
    assert "scheduled" in timing.notes[0]
    red = _redirects(t)
    addr = np.array([s.address for s in t.static])[t.index]
    assert (red[1:] == (addr[1:] != addr[:-1] + 4)).all()     # a kernel: target fetch = a jump
    launch, total = scheduled_run_by_run(core, t, red)
    assert timing.issue.tolist() == launch and timing.total_cycles == total


def scheduled_run_by_run(core, t, red) -> tuple[list, int]:
    """The PA-8x00 schedule without the engine's memo: every run (cut where ``red`` marks a
    fetch redirect) scheduled in turn from the context the last one left; (launch clocks, total)."""
    from workbench.cores.pa8600_rules import Context, schedule_run, static_cost
    numbers: dict[str, int] = {}          # register numbers, shared by the whole trace
    costs = [static_cost(s, core.spec, numbers) for s in t.static]
    cuts = [0] + np.nonzero(red)[0].tolist() + [len(t)]
    extra, mis = core.load_extra(t).tolist(), core.mispredicts(t).tolist()
    ctx, launch, total = Context(), [], 0
    for a, b in zip(cuts[:-1], cuts[1:]):
        r, ctx = schedule_run([costs[i] for i in t.index[a:b]], extra[a:b], mis[a:b],
                              red[a:b].tolist(), t.nullified[a:b].tolist(), ctx, core.params)
        launch += r.launch
        total += sum(r.base) + sum(r.lost)
    return launch, total


@pytest.mark.parametrize("name", ["des-sp-gcc", "3des-sp-gcc"])
def test_compiled_baseline_runs_verified_in_the_interpreter(name):
    k = find_kernel(name)
    _, t1 = execute_kernel(k, 1)
    _, t3 = execute_kernel(k, 3)           # verified against the reference inside
    per_block = (len(t3) - len(t1)) / 2
    rounds = 48 if name.startswith("3des") else 16
    # the compiler's round: 8 x (extract, xor key byte, scale/add, ldw, xor) and the key loads
    assert 60 * rounds < per_block < 75 * rounds + 200
    in_round = np.array([s.region == "round" for s in t3.static])[t3.index]
    assert in_round.sum() > 0.85 * len(t3)
