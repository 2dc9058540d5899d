"""Static facts kept with the machine values they were read from (workbench/cores/spec_reads.py).

The P5's per-table facts (clocks, pairing classes, prefix charges, register masks) are kept across
``engine.time`` calls with every value they read; a what-if that changes one of those values
gets facts of its own, one that changes a value they never read reuses them. Either way the
facts are those a fresh computation gives."""
from __future__ import annotations

import pytest

from workbench.cores import p5 as p5_module
from workbench.cores.p5 import P5
from workbench.cores.spec_reads import Reads, holds
from workbench.kernel import find_kernel
from workbench.machine import load_machine
from workbench.runner import execute_kernel

# values the static facts read (a clock, the prefix and 0Fh charges, a class switch) and values
# they do not (a mispredict penalty, the bank-conflict clocks), in turn, and the file again
_WHAT_IFS = [{}, {"clocks.alu_rm": 3}, {"penalty.prefix": 2}, {"penalty.escape_0f": 0},
             {"pairing.rotate_imm": "NP"}, {"penalty.mispredict_u": 5},
             {"pairing.bank_conflict": 2}, {}]


@pytest.mark.parametrize("kernel", ["des-som3", "des-karn-rm16", "mont512-os-pm32"])
def test_kept_static_facts_are_fresh_ones_under_what_if_values(kernel):
    k = find_kernel(kernel)
    _, tr = execute_kernel(k, 2 if k.cipher in ("des", "3des") else 1, 1994)
    view = P5().retired_view(tr)
    base = load_machine("p5")
    p5_module._KEPT.clear()
    computed = []
    orig = P5._static_facts

    def counting(self, static, mode, sp):
        computed.append(1)
        return orig(self, static, mode, sp)

    P5._static_facts = counting
    try:
        for over in _WHAT_IFS:
            if over and not all(key in base.params for key in over):
                continue
            spec = base.with_overrides(**over) if over else base
            got = P5(spec)._static(view.static, view.meta.mode)
            assert got == orig(P5(spec), view.static, view.meta.mode, spec), over
    finally:
        P5._static_facts = orig
    # the file's own values computed once, each read value that changed once more, and no
    # computation for the two values the facts do not read
    assert 1 < len(computed) < len(_WHAT_IFS) - 2


def test_a_read_value_that_differs_does_not_hold():
    spec = load_machine("p5")
    seen = Reads(spec)
    assert seen["penalty.prefix"] == spec["penalty.prefix"]
    reads = seen.reads()
    assert holds(spec, reads)
    assert holds(spec.with_overrides(**{"penalty.mispredict_u": 9}), reads)
    assert not holds(spec.with_overrides(**{"penalty.prefix": 2}), reads)
    # the same value of another type (a what-if may write 1.0 for 1) is another value
    assert not holds(spec.with_overrides(**{"penalty.prefix": float(spec["penalty.prefix"])}), reads)
    # another machine's timing tables are other facts
    assert not holds(load_machine("i486"), reads)


def test_an_unknown_read_is_an_error_not_an_unnoted_value():
    with pytest.raises(AttributeError):
        Reads(load_machine("p5")).source("penalty.prefix")
