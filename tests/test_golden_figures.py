"""Golden figures: every kernel on every core of its ISA must still count exactly what
tests/golden/figures.json says (instructions, cycles, per-block figures, lost-cycle breakdown,
per-region counts, or the error of a pair the core cannot time).

A change that moves a figure updates tests/golden/figures.json (python tests/golden/update_figures.py)
in the same commit and says why in the message.
"""
from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

import pytest

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def _load_updater():
    spec = importlib.util.spec_from_file_location("golden_update_figures",
                                                  GOLDEN_DIR / "update_figures.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


golden = _load_updater()
GOLDEN = golden.load()
BLOCKS = int(GOLDEN["blocks"])
GOLDEN_KERNELS = sorted({key.split("/", 1)[0] for key in golden.pairs_of(GOLDEN)})


@functools.cache
def _cores_by_isa() -> dict[str, list[str]]:
    return golden.cores_by_isa()


def _fail(lines: list[str]) -> None:
    pytest.fail(f"{len(lines)} figure(s) differ from tests/golden/figures.json:\n"
                + "\n".join("  " + line for line in lines)
                + f"\n{golden.MESSAGE}", pytrace=False)


@pytest.mark.parametrize("kernel", GOLDEN_KERNELS)
def test_golden_figures(kernel):
    from workbench.kernel import all_kernels
    old = {k: v for k, v in golden.pairs_of(GOLDEN).items() if k.split("/", 1)[0] == kernel}
    if kernel not in all_kernels():
        _fail([f"{key}: in the golden file, but kernel '{kernel}' is not offered now"
               for key in sorted(old)])
    new = golden.kernel_figures(kernel, BLOCKS, _cores_by_isa())
    diff = golden.differences(old, new)
    if diff:
        _fail(diff)


def test_golden_pairs_match_offered():
    """A new kernel or core (or a removed one) must show in the golden file."""
    have = set(golden.pairs_of(GOLDEN))
    offered = golden.offered_pairs()
    lines = ([f"{key}: offered now, missing from the golden file" for key in sorted(offered - have)]
             + [f"{key}: in the golden file, not offered now" for key in sorted(have - offered)])
    if lines:
        _fail(lines)


def test_golden_file_is_pretty_and_sorted():
    """The file is exactly what update_figures.py writes (indent=1, sorted keys), so diffs read well."""
    assert (GOLDEN_DIR / "figures.json").read_text() == golden.dump(GOLDEN)
    assert BLOCKS == golden.BLOCKS
