"""Static facts kept with the machine values they were read from (workbench/cores/spec_reads.py).

The i386, i486 and P5 per-table facts (clocks, pairing classes, prefix and addressing charges,
register masks) are kept across ``engine.time`` calls with every value they read; a what-if that
changes one of those values gets facts of its own, one that changes a value they never read
reuses them. Either way the facts are those a fresh computation gives."""
from __future__ import annotations

import numpy as np
import pytest

from workbench.cores import i386 as i386_module, i486 as i486_module, p5 as p5_module
from workbench.cores.i386 import I386
from workbench.cores.i486 import I486
from workbench.cores.p5 import P5
from workbench.cores.spec_reads import Reads, holds
from workbench.kernel import find_kernel
from workbench.machine import load_machine
from workbench.runner import execute_kernel

# per core: its class, module, the method that asks and the one that computes, its machine
# file, and what-ifs: values the facts read (a clock, the prefix and addressing charges, a
# class switch) and values they do not (a mispredict penalty, a line fill), and the file again
CORES = {
    "p5": (P5, p5_module, "_static", "_static_facts", "p5",
           [{}, {"clocks.alu_rm": 3}, {"penalty.prefix": 2}, {"penalty.escape_0f": 0},
            {"pairing.rotate_imm": "NP"}, {"penalty.mispredict_u": 5},
            {"pairing.bank_conflict": 2}, {}]),
    "i486": (I486, i486_module, "_static_costs", "_costs", "i486",
             [{}, {"clocks.alu_rm": 3}, {"penalty.prefix": 2}, {"penalty.indexed": 0},
              {"penalty.disp_imm": 2}, {"cache.line_fill": 7}, {}]),
    "i386": (I386, i386_module, "_static", "_facts", "i386",
             [{}, {"clocks.alu_rm": 7}, {"penalty.two_reg_ea": 2},
              {"fetch.bus_clocks_per_access": 3}, {"penalty.prefix": 0}, {}]),
}


def _same(a, b) -> bool:
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, (tuple, list)) and a and isinstance(a[0], np.ndarray):
        return len(a) == len(b) and all(np.array_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, np.ndarray):
        return np.array_equal(a, b)
    return a == b


@pytest.mark.parametrize("core", sorted(CORES))
@pytest.mark.parametrize("kernel", ["des-som3", "des-karn-rm16", "mont512-os-pm32"])
def test_kept_static_facts_are_fresh_ones_under_what_if_values(core, kernel):
    cls, module, ask, compute, machine, what_ifs = CORES[core]
    k = find_kernel(kernel)
    _, tr = execute_kernel(k, 2 if k.cipher in ("des", "3des") else 1, 1994)
    view = cls().retired_view(tr)
    mode = view.meta.mode or "prot32"
    base = load_machine(machine)
    module._KEPT.clear()
    computed = []
    orig = getattr(cls, compute)

    def counting(self, static, mode, sp):
        computed.append(1)
        return orig(self, static, mode, sp)

    setattr(cls, compute, counting)
    try:
        for over in what_ifs:
            assert all(key in base.params for key in over), over
            spec = base.with_overrides(**over) if over else base
            got = getattr(cls(spec), ask)(view.static, mode)
            assert _same(got, orig(cls(spec), view.static, mode, spec)), over
    finally:
        setattr(cls, compute, orig)
    # the file's own values computed once, a read value that changed at least once more, and
    # no computation for the values the facts do not read (nor for the file's values again)
    assert 1 < len(computed) <= len(what_ifs) - 2


def test_kept_arrays_are_read_only():
    k = find_kernel("des-som3")
    _, tr = execute_kernel(k, 2, 1994)
    i486_module._KEPT.clear()
    base, *_ = I486()._static_costs(tr.static, "prot32")
    with pytest.raises(ValueError):
        base[0] = 99


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


def test_dsp56001_static_costs_kept_across_what_if_values_are_fresh_ones():
    from workbench.cores import dsp56001 as dsp
    k = find_kernel("des-davio-dsp-cbc")
    _, tr = execute_kernel(k, 3, 1994)
    base = load_machine("dsp56001")
    dsp._KEPT.clear()
    for over in ({}, {"clocks.parallel": 3}, {"clocks.extension_word": 1},
                 {"clocks.words_in_base": ["do"]}, {"memory.external_access_clocks": 4},
                 {"memory.rep_fetch_once": False}, {}):
        spec = base.with_overrides(**over) if over else base
        prep = dsp.Dsp56001("dsp56001", spec).prepare(tr)
        costs, table = dsp._static_costs(tr.static, spec)
        assert prep["costs"] == costs, over
        assert all(np.array_equal(prep["table"][f], table[f]) for f in table), over
    # the file's values, the three values the costs read; the bus values are not among them
    assert len(dsp._KEPT.entries) == 4


# The facts of a table are computed once per distinct instruction content (spec_reads.per_content)
ROWS = {"p5": "_fact_row", "i486": "_cost_row", "i386": "_fact_row"}


@pytest.mark.parametrize("core", sorted(ROWS))
@pytest.mark.parametrize("kernel", ["des-som3", "mont512-ps-pm32", "des-karn-rm16"])
def test_facts_per_content_equal_the_plain_loop(core, kernel):
    from workbench.cores.spec_reads import content_key, per_content
    cls, _, _, _, machine, _ = CORES[core]
    k = find_kernel(kernel)
    _, trace = execute_kernel(k, 2 if k.cipher == "des" else 1)
    mode = trace.meta.mode or "prot32"
    spec = load_machine(machine)
    row = getattr(cls, ROWS[core])
    if core == "p5":                     # the register numbering is part of the row's state
        def numbering():
            regs = {}
            return lambda r: regs.setdefault(r, len(regs))
        plain_bit, memo_bit = numbering(), numbering()
        plain = [row(s, mode, spec, plain_bit) for s in trace.static]
        calls = []
        memo = per_content(trace.static, lambda s: calls.append(s) or row(s, mode, spec, memo_bit))
    else:
        plain = [row(s, mode, spec) for s in trace.static]
        calls = []
        memo = per_content(trace.static, lambda s: calls.append(s) or row(s, mode, spec))
    assert memo == plain
    distinct = {content_key(s) for s in trace.static}
    assert len(calls) == len(distinct) < len(trace.static)      # unrolled: contents repeat
    # each content computed at its first instruction, in table order
    firsts, keys = [], set()
    for s in trace.static:
        if content_key(s) not in keys:
            keys.add(content_key(s))
            firsts.append(s)
    assert calls == firsts


def test_instructions_made_by_hand_are_never_taken_for_one_another():
    from isa.trace import StaticInsn
    from workbench.cores.spec_reads import per_content
    a = StaticInsn(0, 1, "nop", "", "alu", (), ())
    b = StaticInsn(4, 1, "nop", "", "alu", (), ())       # same fields, its own attrs
    seen = []
    per_content([a, b, a], lambda s: seen.append(s.address) or s.address)
    assert seen == [0, 4]
