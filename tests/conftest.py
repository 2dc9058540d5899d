"""pytest options of this suite: ``--many`` runs the fuzz campaign at scale (tests/fuzzing.py:
at least 10,000 inputs per ISA), ``--fuzz-report FILE`` writes its statistics as JSON.

Two tiers (issue 27): ``--fast`` (``make test``) leaves out every file whose fixtures took more
than ``FIXTURE_LIMIT_S`` to set up in the last recorded run (a module fixture's cost lands on
whichever of its tests runs first, so such a file is cheap only whole or not at all), then runs
the other recorded tests cheapest first until their recorded seconds reach ``FAST_BUDGET_S``,
plus every test not recorded yet (new tests run until the next recording); ``--slow`` runs the
rest, and the full suite (``make test-full``) all of it. ``--record-durations FILE`` (``make
test-durations``) writes each test's setup seconds and call + teardown seconds: a full run
replaces the file's figures, a ``--fast`` or ``--slow`` run raises a figure that grew."""
from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path

import pytest

DURATIONS = Path(__file__).with_name("durations.json")
# The recorded seconds the fast tier may spend, summed over its tests (2 workers: about half of
# it in wall time, plus about 15 s of start-up), and the fixture set-up above which a file is left to the
# slow tier. Chosen to keep `make test` under a minute on a 2-core machine (40 s gave 54-60 s of
# wall time on a fresh clone in session 12 and 36 s 53-61 s as the VM slowed: 33).
FAST_BUDGET_S = 33.0
FIXTURE_LIMIT_S = 1.0


def pytest_addoption(parser):
    group = parser.getgroup("workbench fuzzing")
    group.addoption("--many", action="store_true", default=False,
                    help="fuzz tests at scale: >= 10,000 inputs per ISA (make fuzz); prints a "
                         "table of inputs, clean errors, failures and the slowest input per target")
    group.addoption("--fuzz-report", metavar="FILE", default=None,
                    help="write the fuzz statistics (per target) to FILE as JSON")
    group = parser.getgroup("workbench tiers")
    group.addoption("--fast", action="store_true", default=False,
                    help="the fast tier (make test): of the files whose set-up stayed within "
                         f"{FIXTURE_LIMIT_S:g} s, the cheapest recorded tests within "
                         f"{FAST_BUDGET_S:g} recorded seconds; and every unrecorded test")
    group.addoption("--slow", action="store_true", default=False,
                    help="the complement of --fast: only the tests the fast tier leaves out "
                         "(CI runs make test, then make test-slow)")
    group.addoption("--record-durations", metavar="FILE", default=None,
                    help="write each test's seconds (setup; call + teardown) to FILE as JSON "
                         "(make test-durations writes tests/durations.json)")


def recorded_durations(path: Path = DURATIONS) -> dict[str, tuple[float, float]]:
    """{node id: (setup seconds, call + teardown seconds)} of the last recording; {} if none."""
    try:
        raw = json.loads(path.read_text())["seconds"]
        return {k: (float(v[0]), float(v[1])) for k, v in raw.items()}
    except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError):
        return {}


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def fast_tier(nodeids: list[str], seconds: dict[str, tuple[float, float]],
              budget: float = FAST_BUDGET_S, fixture_limit: float = FIXTURE_LIMIT_S) -> set[str]:
    """The node ids the fast tier runs: every unrecorded one; of the recorded ones, those of files
    whose slowest set-up stayed within ``fixture_limit``, cheapest first (ties by id, so the
    choice is the same on every machine) while their summed seconds stay within ``budget``."""
    chosen = {n for n in nodeids if n not in seconds}
    heavy = {_file(n) for n in nodeids if n in seconds and seconds[n][0] > fixture_limit}
    spent = 0.0
    cost = {n: sum(seconds[n]) for n in nodeids if n in seconds and _file(n) not in heavy}
    for n in sorted(cost, key=lambda n: (cost[n], n)):
        if spent + cost[n] > budget:
            break
        spent += cost[n]
        chosen.add(n)
    return chosen


def pytest_collection_modifyitems(config, items):
    fast, slow = config.getoption("fast"), config.getoption("slow")
    if not (fast or slow):
        return
    if fast and slow:
        raise pytest.UsageError("--fast and --slow are complements: give one (neither runs all)")
    tier = fast_tier([i.nodeid for i in items], recorded_durations())
    keep = tier if fast else {i.nodeid for i in items} - tier
    left = [i for i in items if i.nodeid not in keep]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = [i for i in items if i.nodeid in keep]
    config._workbench_left_for_full = len(left) if fast else 0


_SECONDS: dict[str, list[float]] = {}


def pytest_runtest_logreport(report):
    # on the xdist controller as well: the workers' reports are replayed there
    setup_call = _SECONDS.setdefault(report.nodeid, [0.0, 0.0])
    setup_call[0 if report.when == "setup" else 1] += report.duration


def pytest_sessionfinish(session, exitstatus):
    config = session.config
    path = config.getoption("record_durations")
    if not path or hasattr(config, "workerinput") or not _SECONDS:
        return                                  # recorded once, by the controller
    path = Path(path)
    partial = config.getoption("fast") or config.getoption("slow")
    seconds = recorded_durations(path) if partial else {}
    for k, (setup, call) in _SECONDS.items():
        old = seconds.get(k, (0.0, 0.0)) if partial else (0.0, 0.0)
        seconds[k] = (max(setup, old[0]), max(call, old[1]))
    doc = {"recorded_utc": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
           "cpus": os.cpu_count(), "tests": len(seconds), "columns": ["setup", "call+teardown"]}
    path.write_text(durations_text(doc, seconds))


def durations_text(doc: dict, seconds: dict[str, tuple[float, float]]) -> str:
    """The durations file: its header fields, then one test a line (short diffs when re-recorded)."""
    head = json.dumps(doc)[:-1]
    lines = [f"  {json.dumps(k)}: [{v[0]:.3f}, {v[1]:.3f}]" for k, v in sorted(seconds.items())]
    return head + ', "seconds": {\n' + ",\n".join(lines) + "\n}}\n"


def pytest_configure(config):
    if config.getoption("many"):
        os.environ["WORKBENCH_FUZZ_MANY"] = "1"      # read by tests/fuzzing.py at import


def pytest_terminal_summary(terminalreporter, config):
    left = getattr(config, "_workbench_left_for_full", 0)
    if left:
        terminalreporter.write_line(f"fast tier: {left} slower tests left for the full suite "
                                    "(make test-slow runs them; CI runs both)")
    path = config.getoption("record_durations")
    if path and not hasattr(config, "workerinput"):
        terminalreporter.write_line(f"recorded the seconds of {len(_SECONDS)} tests in {path}")
    import fuzzing
    if not (config.getoption("many") or config.getoption("fuzz_report")) or not fuzzing.STATS:
        return
    terminalreporter.section("fuzz campaign")
    for line in fuzzing.format_report():
        terminalreporter.write_line(line)
    path = config.getoption("fuzz_report")
    if path:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(fuzzing.report_rows(), f, indent=2)
        terminalreporter.write_line(f"wrote {path}")
