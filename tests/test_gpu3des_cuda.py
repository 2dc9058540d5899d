"""CUDA sources: nvcc compiles them; their device code runs correctly on the CPU; GPU runs if any."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from workbench.crypto import kat, modes
from workbench.gpu3des import kernels

NVCC = kernels.nvcc_path()
needs_nvcc = pytest.mark.skipif(NVCC is None, reason="nvcc not installed (CUDA toolkit absent): "
                                                     "compile checks of the .cu sources skipped")


@needs_nvcc
@pytest.mark.parametrize("design", kernels.DESIGNS)
def test_kernel_compiles_with_nvcc(design, tmp_path):
    try:
        ptx, _ = kernels.nvcc_compile(design, tmp_path, arch="sm_80", ptx=True)
    except subprocess.CalledProcessError as err:
        pytest.fail(f"nvcc failed on {design}:\n{err.stderr}")
    text = ptx.read_text()
    for name in kernels.KERNEL_NAMES[design]:
        assert f".entry {name}" in text


@needs_nvcc
@pytest.mark.parametrize("design", kernels.DESIGNS)
def test_kernel_assembles_without_spills(design, tmp_path):
    # Through ptxas: the bitsliced kernel's 64 slices and the halves must stay in registers.
    try:
        _, log = kernels.nvcc_compile(design, tmp_path, arch="sm_80", ptx=False,
                                      extra=("--resource-usage",))
    except subprocess.CalledProcessError as err:
        pytest.fail(f"nvcc -c failed on {design}:\n{err.stderr}")
    spills = re.findall(r"(\d+) bytes spill stores", log)
    assert len(spills) == len(kernels.KERNEL_NAMES[design]), log
    assert all(n == "0" for n in spills), log


def _plaintext():
    rng = np.random.default_rng(11)
    return kat.TDES_GOLDEN_PLAINTEXT + rng.integers(0, 256, 8 * 41, dtype=np.uint8).tobytes()


@needs_nvcc
def test_device_code_on_the_cpu_gives_the_reference_ciphertext():
    pt = _plaintext()                        # 45 blocks: the bitsliced kernel's last group is partial
    ref = modes.encrypt("3des", "ecb", kat.TDES_GOLDEN_KEYS, pt)
    assert ref[:32] == kat.TDES_GOLDEN_CIPHERTEXT
    got = kernels.host_check(kat.TDES_GOLDEN_KEYS, pt)
    assert set(got) == {"paper_forward", "paper_reverse", "table", "bitsliced"}
    for variant, ct in got.items():
        assert ct == ref, variant


@needs_nvcc
def test_thread_order_check_catches_the_original_in_place_sbox_race():
    # The original wrote the S-box output over its own input chars: with the steps run in
    # decreasing thread order a thread reads chars another thread has already overwritten.
    racy = kernels.source("paper").replace(
        "so[4 * t + j] = (v >> (3 - j)) & 1;", "so[4 * t + j] = ((u8 *)er)[4 * t + j] = (v >> (3 - j)) & 1;")
    assert racy != kernels.source("paper")
    pt = kat.TDES_GOLDEN_PLAINTEXT
    got = kernels.host_check(kat.TDES_GOLDEN_KEYS, pt, sources={"paper": racy})
    assert got["paper_forward"] == kat.TDES_GOLDEN_CIPHERTEXT
    assert got["paper_reverse"] != kat.TDES_GOLDEN_CIPHERTEXT


def test_tables_are_generated_not_pasted_into_the_cuda_files():
    for name in kernels.SOURCE_FILES.values():
        text = kernels.cuda_file(name)
        # IP begins 58, 50, 42; the first S-box row begins 14, 4, 13.
        assert "58, 50, 42" not in text and "14, 4, 13" not in text


def test_only_the_gpu_module_imports_cupy():
    root = Path(kernels.__file__).resolve().parents[1]
    offenders = [p for p in root.rglob("*.py")
                 if "import cupy" in p.read_text() and p.name != "gpu.py"]
    assert offenders == []
    code = ("import sys, workbench.gpu3des.gpu, workbench.gpu3des.measure, workbench.papers.altinok;"
            "print('cupy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def _gpu():
    from workbench.gpu3des import gpu
    ok, why = gpu.gpu_available()
    return gpu, ok, why


def test_measure_without_a_gpu_says_so_and_fails(tmp_path, capsys):
    gpu, ok, why = _gpu()
    if ok:
        pytest.skip("a GPU is present: the no-GPU message is not shown")
    from workbench.gpu3des import measure
    assert measure.main(["--out", str(tmp_path), "--blocks", "4"]) == 2
    assert "no GPU measurement possible" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_gpu_sweep_small_sizes(tmp_path):
    gpu, ok, why = _gpu()
    if not ok:
        pytest.skip(f"no GPU run possible: {why}")
    doc = gpu.sweep(blocks=(4, 100, 4096), repeats=3, warmup=1, progress=lambda m: None)
    assert {r["design"] for r in doc["results"]} == set(kernels.DESIGNS)
    assert all(r["verified"] and r["kernel_ms_median"] > 0 for r in doc["results"])
    from workbench.gpu3des import results
    path = gpu.write_results(doc, tmp_path)
    loaded = results.load(path)
    assert loaded.time_ms("paper", 100) == next(
        r["kernel_ms_median"] for r in doc["results"] if r["design"] == "paper" and r["blocks"] == 100)
