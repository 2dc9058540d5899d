"""Golden traces: a fresh capture equals the versioned one, and re-timing a saved trace works."""
from pathlib import Path

import numpy as np

from isa.trace import Trace
from workbench.cores import get_core
from workbench.kernel import find_kernel
from workbench.runner import execute_kernel

GOLDEN = Path(__file__).resolve().parents[1] / "traces" / "des-karn-rm16-1block.npz"


def test_fresh_capture_matches_golden_trace():
    golden = Trace.load(GOLDEN)
    _, fresh = execute_kernel(find_kernel("des-karn-rm16"), 1)
    assert np.array_equal(golden.index, fresh.index)
    assert np.array_equal(golden.data_addr, fresh.data_addr)
    assert np.array_equal(golden.taken, fresh.taken)
    assert [s.text for s in golden.static] == [s.text for s in fresh.static]


def test_saved_trace_retimes_like_a_fresh_one():
    golden = Trace.load(GOLDEN)
    _, fresh = execute_kernel(find_kernel("des-karn-rm16"), 1)
    model = get_core("i486")
    assert model.time(golden).total_cycles == model.time(fresh).total_cycles
