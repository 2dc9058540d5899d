"""The DSP56000 Montgomery and RSA kernels (kernels/dsp56k, written by rsa_gen.py), their layout
(workbench/layouts/dsp_rsa.py) and the dusse-kaliski reproduction. Every run is checked against
pow by the runner; these tests pin what the kernels execute and how a wrong result is reported."""
from __future__ import annotations

import importlib.util
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from workbench.crypto import montgomery as mg
from workbench.crypto import rsa
from workbench.errors import VerificationError, WorkbenchError
from workbench.kernel import find_kernel
from workbench.layouts import dsp_rsa
from workbench.runner import execute_kernel, time_trace

DSP = Path(__file__).resolve().parents[1] / "kernels" / "dsp56k"


def region_mnemonics(trace, region: str) -> Counter:
    return Counter(trace.static[i].mnemonic for i in trace.index if trace.static[i].region == region)


def test_generated_listings_are_up_to_date():
    spec = importlib.util.spec_from_file_location("rsa_gen", DSP / "rsa_gen.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    for name in gen.KERNELS:
        assert (DSP / name).read_text() == gen.render(name), "re-run kernels/dsp56k/rsa_gen.py"


@pytest.mark.parametrize("k", [11])
def test_product_scanning_executes_one_mac_per_digit_product(k):
    _, trace = execute_kernel(find_kernel("mont256-ps-dsp"), 2)
    c = region_mnemonics(trace, "mont")
    # the model's digit products (k^2 a*b, k^2 m*n), k result digits taken out by a MAC with 1,
    # k m digits by an MPY with n0'
    st = mg.Stats()
    n = mg.to_digits(rsa.generate_key(256, 3).n, k)
    mg.product_scanning(n, n, n, mg.n0_prime(n), stats=st)
    assert st.digit_products == 2 * k * k and st.shifts == 2 * k
    assert c["mac"] == 2 * (st.digit_products + k) and c["mpy"] == 2 * k


def test_operand_scanning_extracts_a_digit_per_step():
    k = 11
    _, trace = execute_kernel(find_kernel("mont256-os-dsp"), 1)
    c = region_mnemonics(trace, "mont")
    # per row: t0 add, 3 MACs per digit step + 1 extraction, 2 for the top word; 2 MPYs
    assert c["mac"] == k * (1 + 4 * k + 2) and c["mpy"] == 2 * k
    assert c["tfr"] == k * (k + 1)          # one digit extraction per step and per row end


def test_product_scanning_is_several_times_faster_on_the_dsp():
    res = {}
    for form in ("ps", "os"):
        kernel = find_kernel(f"mont256-{form}-dsp")
        p, t = execute_kernel(kernel, 1)
        r = time_trace(kernel, p, t, "dsp56001", None, 1).result
        res[form] = r.regions["mont"]["cycles"]
    assert res["os"] > 2 * res["ps"]


def test_rsa_crt_kernel_verifies_and_spends_its_time_in_the_product():
    kernel = find_kernel("rsa512-crt-dsp")
    p, t = execute_kernel(kernel, 1)
    assert t.meta.verified
    r = time_trace(kernel, p, t, "dsp56001-dk", None, 1).result
    assert r.regions["mont"]["cycles"] + r.regions["sqr"]["cycles"] > 0.9 * r.cycles
    assert r.regions["sqr"]["cycles"] > r.regions["mont"]["cycles"]     # squares dominate
    assert 20 < r.cycles / r.mhz / 1e3 < 80           # milliseconds per RSA-512 operation


def test_a_wrong_answer_is_a_verification_error(monkeypatch):
    real = dsp_rsa.build_montgomery

    def broken(kernel, keys, data, iv):
        lay = real(kernel, keys, data, iv)
        lay.expected = lay.expected[:3] + bytes([lay.expected[3] ^ 1]) + lay.expected[4:]
        return lay
    monkeypatch.setattr("workbench.layouts.registry", lambda: {"dsp-montgomery": broken})
    with pytest.raises(VerificationError, match="at operation 0"):
        execute_kernel(find_kernel("mont256-ps-dsp"), 1)


@pytest.mark.parametrize("window", [1, 4, 5])
def test_schedule_walks_the_exponent(window):
    key = rsa.generate_key(512, 7)
    k, tab = 11, 0x100
    words = dsp_rsa.schedule(key.dp, window, k, tab)
    assert words[-1] == dsp_rsa.END and all(0 <= w < 0x800000 for w in words[:-1])
    v = 2 * ((words[0] - tab) // k) + 1
    for w in words[1:-1]:
        v = 2 * v if w == 0 else v + 2 * ((w - tab) // k) + 1
    assert v == key.dp


def test_memory_map_keeps_pointer_targets_short_addressable():
    for form in ("ps", "os"):
        m = dsp_rsa.memory_map(form)
        for name in ("BUF", "MBUF", "NBUF"):
            assert m[name] + 22 <= 0x100
        assert max(m[v] for v in ("N0PV", "UNIT", "JPTR", "IPTR", "OPTR")) < 0x40


def test_too_many_operations_is_a_clear_error():
    with pytest.raises(WorkbenchError, match="do not fit"):
        execute_kernel(find_kernel("mont512-ps-dsp"), 700)


def test_squaring_routine_halves_the_off_diagonal_products():
    k = 11
    kernel = find_kernel("rsa512-crt-dsp")
    _, trace = execute_kernel(kernel, 1)
    static_sqr = [s for s in trace.static if s.region == "sqr"]
    # per square: k(k+1)/2 a*a terms and k^2 m*n terms (with the k m_c*n_0), plus k extractions
    squares = sum(1 for i in trace.index if trace.static[i].region == "sqr"
                  and trace.static[i].text.startswith("clr"))
    macs = sum(1 for i in trace.index if trace.static[i].region == "sqr"
               and trace.static[i].mnemonic == "mac")
    assert static_sqr and squares > 400
    assert macs == squares * (k * (k + 1) // 2 + k * k + k)


def test_bitwise_inverse_kernel_gives_n0_prime():
    kernel = find_kernel("n0inv-dsp")
    _, trace = execute_kernel(kernel, 6)         # checked against -n0^-1 mod 2^24 from pow
    c = region_mnemonics(trace, "inverse")
    assert c["jclr"] == 6 * 23 and c["lsl"] == 6 * 23
    assert c["add"] == c["bset"] < 6 * 23


def test_products_land_on_both_sides_of_zero_and_are_made_canonical():
    """Results of the redundant-range product are negative about half the time; the sign pass
    then adds N (axpy). Both paths run, and the output still equals pow's canonical answer."""
    program, trace = execute_kernel(find_kernel("mont256-ps-dsp"), 8)
    adds = sum(1 for i in trace.index if trace.static[i].address == program.symbols["axpy11"])
    assert 0 < adds < 8


A56 = shutil.which("a56")


@pytest.mark.skipif(not A56, reason="a56 not found: install the Debian package a56")
@pytest.mark.parametrize("name", ["mont256-ps-dsp", "mont256-os-dsp", "rsa512-crt-dsp",
                                  "rsa512-crt-bin-nosqr-dsp",
                                  "rsa512-dsp", "n0inv-dsp"])
def test_kernel_words_equal_a56s(name, tmp_path):
    """The whole kernel, with the layout's symbols as equ lines, assembled by a56 and by ours."""
    import isa
    from workbench.layouts import build_layout
    from workbench.runner import test_data as run_data
    kernel = find_kernel(name)
    keys, data, iv = run_data(2)
    symbols = build_layout(kernel, keys[:1], data, iv).symbols
    src = "".join(f"{k} equ ${v:x}\n" for k, v in sorted(symbols.items())) + kernel.text()
    (tmp_path / "k.a56").write_text(src)
    r = subprocess.run([A56, "-o", "k.p", "k.a56"], cwd=tmp_path, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    theirs = {}
    for line in (tmp_path / "k.p").read_text().splitlines():
        f = line.split()
        if f and f[0] == "P":
            theirs[int(f[1], 16)] = int(f[2], 16)
    prog = isa.get_isa("dsp56k").assemble(src, "k.a56")
    words = [int.from_bytes(prog.code[i:i + 3], "big") for i in range(0, len(prog.code), 3)]
    ours = {prog.base + i: w for i, w in enumerate(words) if prog.base + i >= 0x40}
    assert len(theirs) > 50 and ours == theirs
