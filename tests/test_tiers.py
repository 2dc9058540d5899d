"""The fast tier of the suite (``make test`` = ``pytest --fast``) is chosen from recorded
durations by a rule, not by hand: the cheapest recorded tests within the budget, plus every test
not recorded yet, the same choice on every machine."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("suite_conftest", HERE / "conftest.py")
suite = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(suite)


def test_cheapest_first_within_the_budget_and_new_tests_always():
    seconds = {"a": (0, 5.0), "b": (0.5, 0.5), "c": (0, 1.0), "d": (1.0, 2.0), "e": (0, 50.0)}
    ids = ["a", "b", "c", "d", "e", "new"]
    assert suite.fast_tier(ids, seconds, budget=5.0) == {"b", "c", "d", "new"}
    assert suite.fast_tier(ids, seconds, budget=0.5) == {"new"}
    assert suite.fast_tier(ids, seconds, budget=1000) == set(ids)
    # stops at the first test over the budget: no cheaper-later reshuffle, a stable prefix
    assert suite.fast_tier(["x", "y", "z"], {"x": (0, 1), "y": (0, 2), "z": (0, 2)},
                           budget=4.0) == {"x", "y"}


def test_a_file_with_a_costly_fixture_goes_whole_to_the_slow_tier():
    """Its fixture's set-up lands on whichever of its tests runs first, so leaving out only that
    test would move the cost, not remove it."""
    seconds = {"t/a.py::x": (30.0, 0.1), "t/a.py::y": (0.0, 0.1), "t/b.py::z": (0.2, 0.1)}
    assert suite.fast_tier(list(seconds), seconds, budget=100) == {"t/b.py::z"}
    assert suite.fast_tier(list(seconds), seconds, budget=100, fixture_limit=60) == set(seconds)


def test_the_recorded_durations_cover_the_suite():
    """tests/durations.json exists, is readable and names tests that exist (re-record with
    `make test-durations` when many are missing: unrecorded tests all run in the fast tier)."""
    doc = json.loads((HERE / "durations.json").read_text())
    seconds = suite.recorded_durations()
    assert seconds and doc["tests"] == len(seconds)
    files = {n.split("::", 1)[0] for n in seconds}
    assert all((HERE.parent / f).is_file() for f in files), "recorded tests of files that are gone"
    assert sum(map(sum, seconds.values())) > suite.FAST_BUDGET_S      # the fast tier leaves some out
