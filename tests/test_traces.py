"""Golden traces: a fresh capture equals the versioned one, saved traces re-time like fresh ones,
format 1 files still load, and a file that is not a trace gives a clear error."""
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pytest

from isa.trace import FORMAT_VERSION, Trace, TraceFormatError
from workbench.cores import get_core
from workbench.kernel import find_kernel, load_manifest
from workbench.runner import execute_kernel

TRACES = Path(__file__).resolve().parents[1] / "traces"
GOLDEN = TRACES / "des-karn-rm16-1block.npz"
GOLDEN_V1 = TRACES / "des-karn-rm16-1block-v1.npz"
# the program the format-1 file was captured from (des-karn-rm16 before issue 12 made it Karn's)
V1_PROGRAM = Path(__file__).resolve().parent / "fixtures" / "sp_rm16_v1.toml"


@pytest.fixture(scope="module")
def fresh():
    return execute_kernel(find_kernel("des-karn-rm16"), 1)[1]


def test_fresh_capture_matches_golden_trace(fresh):
    golden = Trace.load(GOLDEN)
    assert np.array_equal(golden.index, fresh.index)
    assert np.array_equal(golden.taken, fresh.taken)
    assert np.array_equal(golden.nullified, fresh.nullified)
    for col in ("insn", "addr", "space", "size", "write"):
        assert np.array_equal(getattr(golden.accesses, col), getattr(fresh.accesses, col)), col
    assert golden.static == fresh.static
    # notes say how this process captured (fast path, or the exact one and why): not the trace
    same = {"path": "", "notes": []}
    assert {**asdict(golden.meta), **same} == {**asdict(fresh.meta), **same}


def test_capture_records_size_and_direction_of_each_access(fresh):
    acc = fresh.accesses
    assert set(np.unique(acc.size)) <= {1, 2, 4} and acc.write.any() and (~acc.write).any()
    reads = np.array([s.mem_reads for s in fresh.static])[fresh.index[acc.insn]]
    writes = np.array([s.mem_writes for s in fresh.static])[fresh.index[acc.insn]]
    assert not acc.write[writes == 0].any() and acc.write[reads == 0].all()
    assert (np.bincount(acc.insn, minlength=len(fresh)) <= 2).all()


def test_saved_trace_retimes_like_a_fresh_one(tmp_path, fresh):
    again = Trace.load(fresh.save(tmp_path / "t"))
    model = get_core("i486")
    assert model.time(again).total_cycles == model.time(fresh).total_cycles


def test_format_1_file_loads_and_retimes_like_a_fresh_capture():
    fresh = execute_kernel(load_manifest(V1_PROGRAM), 1)[1]
    old = Trace.load(GOLDEN_V1)
    assert any("format 1" in w for w in old.meta.warnings)
    assert [s.flow for s in old.static] == [s.flow for s in fresh.static]
    assert np.array_equal(old.data_addr, fresh.data_addr)
    for core in ("i486", "p5"):
        model = get_core(core)
        assert model.time(old).total_cycles == model.time(fresh).total_cycles


def test_unknown_format_and_non_trace_files_give_clear_errors(tmp_path):
    bad = tmp_path / "x.npz"
    bad.write_bytes(b"not a zip")
    with pytest.raises(TraceFormatError, match="not a trace file"):
        Trace.load(bad)
    future = tmp_path / "f.npz"
    np.savez(future, header=np.frombuffer(b'{"format": 99, "isa": "x86", "static": []}', np.uint8))
    with pytest.raises(TraceFormatError, match=f"formats 1 and {FORMAT_VERSION}"):
        Trace.load(future)
