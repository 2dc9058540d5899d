"""pytest options of this suite: ``--many`` runs the fuzz campaign at scale (tests/fuzzing.py:
at least 10,000 inputs per ISA), ``--fuzz-report FILE`` writes its statistics as JSON."""
from __future__ import annotations

import json
import os


def pytest_addoption(parser):
    group = parser.getgroup("workbench fuzzing")
    group.addoption("--many", action="store_true", default=False,
                    help="fuzz tests at scale: >= 10,000 inputs per ISA (make fuzz); prints a "
                         "table of inputs, clean errors, failures and the slowest input per target")
    group.addoption("--fuzz-report", metavar="FILE", default=None,
                    help="write the fuzz statistics (per target) to FILE as JSON")


def pytest_configure(config):
    if config.getoption("many"):
        os.environ["WORKBENCH_FUZZ_MANY"] = "1"      # read by tests/fuzzing.py at import


def pytest_terminal_summary(terminalreporter, config):
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
