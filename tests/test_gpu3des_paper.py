"""The altinok paper rows: published Table I as in docs/targets.md, our CPU figures, GPU results files."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from workbench.gpu3des import TABLE_I_BLOCKS, results
from workbench.gpu3des import cpu as gpu3des_cpu
from workbench.papers import altinok, get_paper

TARGETS = Path(__file__).resolve().parents[1] / "docs" / "targets.md"
FAST = dict(budget_s=0.02, min_repeats=1, max_repeats=2)


def test_table_i_has_the_sixteen_sizes():
    assert tuple(altinok.TABLE_I) == TABLE_I_BLOCKS == tuple(4 * 2 ** i for i in range(16))


def test_published_spot_values():
    assert altinok.TABLE_I[4] == (0.032, 0.029, 0.012, 0.017)
    assert altinok.TABLE_I[8192] == (0.592, 0.862, 11.986, 10.144)
    assert altinok.TABLE_I[131072] == (8.399, 12.441, 131.577, 100.715)
    assert altinok.PUBLISHED_AVG_SPEEDUP_OVER_8KB == 10.70


@pytest.mark.skipif(not TARGETS.exists(), reason=f"{TARGETS} not present (outside the repository)")
def test_published_values_are_those_of_targets_md():
    text = TARGETS.read_text().split("### Altinok", 1)[1].split("\n## ", 1)[0]
    found = {int(m[0]): tuple(float(x) for x in m[1:])
             for m in re.findall(r"^\| (\d+) \(\w+\) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \|$",
                                 text, re.M)}
    assert found == altinok.TABLE_I
    assert "10.70x" in text


def test_rows_without_gpu_results(tmp_path):
    rows = get_paper("altinok").rows(None, blocks=(4, 2048), results_dir=tmp_path, **FAST)
    gpu = [r for r in rows if r.kernel.startswith("gpu:")]
    assert len(gpu) == 2 * 3
    assert all(r.measured is None and "no GPU was available" in r.note for r in gpu)
    assert all(r.unit == "ms" for r in rows if r.kernel.startswith(("gpu:", "cpu:", "published:")))
    paper_gpu = {int(r.breakdown["blocks"]): r.published for r in gpu if r.kernel == "gpu:paper"}
    assert paper_gpu == {4: 0.032, 2048: 0.161}
    cpu = {(r.kernel, int(r.breakdown["blocks"])): r for r in rows if r.kernel.startswith("cpu:")}
    bitlevel = f"cpu:{gpu3des_cpu.implementations()[0]}"       # C, or numpy without a compiler
    assert {k for k, _ in cpu} == {f"cpu:{i}" for i in gpu3des_cpu.implementations()}
    assert cpu[(bitlevel, 2048)].published == 2.401
    assert all(r.published is None for (k, _), r in cpu.items() if k != bitlevel)
    assert all(r.measured > 0 for r in cpu.values())
    # More data takes longer on the char-per-bit path.
    assert cpu[(bitlevel, 2048)].measured > cpu[(bitlevel, 4)].measured
    pub_only = [r for r in rows if r.kernel.startswith("published:")]
    assert {r.published for r in pub_only} == {0.029, 0.017, 0.225, 2.463}
    speed = [r for r in rows if r.kernel == "speedup:paper-gpu/bitlevel-cpu"]
    assert [round(r.published, 3) for r in speed] == [round(0.012 / 0.032, 3), round(2.401 / 0.161, 3)]
    assert all(r.measured is None for r in speed)


def _fake_results_file(directory: Path) -> Path:
    # A results file as measure.py writes it, to exercise the loader (not a measurement).
    doc = {"schema": results.RESULT_SCHEMA, "paper": "altinok", "date": "2030-01-02T03:04:05+00:00",
           "gpu": {"name": "Test GPU X", "driver_cuda_version": "13.0", "runtime_cuda_version": "12.8"},
           "results": [{"design": d, "blocks": 4, "bytes": 32, "verified": True,
                        "kernel_ms_median": 0.5 + i, "total_ms_median": 1.0 + i}
                       for i, d in enumerate(("paper", "table", "bitsliced"))]}
    path = directory / results.result_filename("Test GPU X", doc["date"])
    path.write_text(json.dumps(doc))
    return path


def test_rows_with_a_gpu_results_file(tmp_path):
    path = _fake_results_file(tmp_path)
    assert path.name == "altinok-test-gpu-x-20300102.json"
    rows = altinok.rows(None, blocks=(4,), results_dir=tmp_path, cpu_impls=("bitlevel-numpy",), **FAST)
    gpu = {r.kernel: r for r in rows if r.kernel.startswith("gpu:")}
    assert gpu["gpu:paper"].measured == 0.5 and gpu["gpu:bitsliced"].measured == 2.5
    assert gpu["gpu:paper"].breakdown["with_transfers_ms"] == 1.0
    assert "Test GPU X" in gpu["gpu:paper"].note and path.name in gpu["gpu:paper"].note
    cpu_ms = next(r.measured for r in rows if r.kernel == "cpu:bitlevel-numpy")
    sp = next(r for r in rows if r.kernel == "speedup:paper-gpu/bitlevel-cpu")
    assert sp.measured == pytest.approx(cpu_ms / 0.5)


def test_average_speedup_row_reports_the_table_i_discrepancy(tmp_path):
    rows = altinok.rows(None, blocks=(2048, 4096), results_dir=tmp_path,
                        cpu_impls=("pycryptodome",), **FAST)
    avg = next(r for r in rows if r.kernel == "speedup:average-over-8KB")
    assert avg.published == 10.70
    assert avg.breakdown["table_i_mean"] == pytest.approx((2.401 / 0.161 + 5.498 / 0.305) / 2, abs=1e-3)


def test_chart_is_written(tmp_path):
    rows = altinok.rows(None, blocks=(4, 64), results_dir=tmp_path, cpu_impls=("pycryptodome",), **FAST)
    out = tmp_path / "altinok.png"
    altinok.chart(rows, out)
    assert out.stat().st_size > 10_000
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_unknown_size_is_an_error():
    with pytest.raises(ValueError):
        altinok.rows(None, blocks=(5,))
