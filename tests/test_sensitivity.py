"""Disputed ([D]) parameters: each keeps its alternatives, each alternative can be timed, and
`reproduce --sensitivity` shows the range they give."""
from __future__ import annotations

import json

import pytest

from workbench import sensitivity
from workbench.cli import main
from workbench.cores import get_core, registry
from workbench.kernel import find_kernel
from workbench.machine import load_spec_file, machine_files
from workbench.papers import Row
from workbench.runner import execute_kernel

SPECS = {name: load_spec_file(path) for name, path in machine_files().items()}
X86_CORES = sorted(n for n in registry() if get_core(n).isa == "x86")


@pytest.mark.parametrize("machine", sorted(SPECS))
def test_every_disputed_parameter_keeps_an_alternative(machine):
    spec = SPECS[machine]
    for key, p in spec.params.items():
        if "[D]" in p.source:
            assert p.alternatives, f"{machine}: [D] parameter {key} names no alternative value"


@pytest.fixture(scope="module")
def small_trace():
    return execute_kernel(find_kernel("des-karn-pm32"), 2)[1]


@pytest.mark.parametrize("core", X86_CORES)
def test_every_alternative_can_be_timed(core, small_trace):
    model = get_core(core)
    alts = sensitivity.disputed(model.spec)
    assert alts, f"{core}: expected [D] parameters with alternatives"
    for param, name, value in alts:
        timing = get_core(core, model.spec.with_overrides(**{param: value})).time(small_trace)
        assert timing.total_cycles > 0, (param, name)


def test_the_486_partial_read_alternative_unsettles_the_karn_row():
    # real mode: the partial read on top of the AGI is 0 as Abrash measured ([D]); charging the
    # protected-mode 1 (the alternative) moves the real-mode Karn row up
    row = Row("karn", "DES", 1303, 1500.0, "clocks/block", "des-karn-rm16", "i486")
    (a,) = sensitivity.assess([row], blocks=8)
    movers = {m.param: m for m in a.movers()}
    key = "penalty.partial_read_address_real16"
    assert key in movers and movers[key].change > 0
    assert not a.settled and a.low < row.measured <= a.high
    assert row.sensitivity["alternatives"] and row.sensitivity["settled"] is False


def test_rows_without_a_published_timed_figure_are_left_alone():
    rows = [Row("x", "no figure", None, 10.0, "clocks/block", "des-karn-rm16", "i486"),
            Row("x", "other unit", 5, 10.0, "Mb/s", "des-karn-rm16", "i486"),
            Row("x", "an override row", 5, 10.0, "clocks/block", "des-karn-rm16", "i486 (alt)")]
    assert sensitivity.assess(rows) == [] and all(not r.sensitivity for r in rows)


def test_a_row_at_another_clock_is_assessed_on_its_core():
    row = Row("karn", "DES", 952, 950.0, "clocks/block", "des-karn-pm32", "i486 at 66 MHz")
    (a,) = sensitivity.assess([row], blocks=4)
    assert sensitivity.core_of(row) == "i486" and a.alternatives


def test_reproduce_sensitivity_reports_ranges(capsys):
    assert main(["reproduce", "karn", "--sensitivity", "--no-write", "--quiet", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assessed = [r for r in rows if r["sensitivity"]]
    assert assessed and all(r["sensitivity"]["low"] <= r["measured"] <= r["sensitivity"]["high"]
                            for r in assessed)
