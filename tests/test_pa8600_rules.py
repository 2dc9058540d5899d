"""The PA-8600 rules on hand-made instruction streams: each test pins one documented mechanism
(docs/references.md 4.2; values from workbench/machines/pa8600.toml)."""
import numpy as np
import pytest

from isa.trace import Accesses, StaticInsn, Trace
from workbench.cores import get_core
from workbench.cores.pa8600_rules import (ALU, MEM, U_LSU, U_NONE, U_SMU, Context, Params, schedule_run,
                                          static_cost)
from workbench.errors import WorkbenchError
from workbench.machine import load_machine

SPEC = load_machine("pa8600")
P = Params.from_spec(SPEC)


def insn(i, mnemonic, reads=(), writes=(), klass=None, flow="", target=None):
    base = mnemonic.split(",")[0]
    klass = klass or {"ldd": "ld", "std": "st", "extrd": "shift", "depd": "shift",
                      "shrpd": "shift", "addib": "br", "cmpb": "br"}.get(base, "alu")
    return StaticInsn(0x1000 + 4 * i, 4, mnemonic, "", klass, tuple(reads), tuple(writes),
                      int(klass == "ld"), int(klass == "st"), flow=flow, target=target)


def trace_of(static, sequence=None, addrs=None, taken=None):
    """One block per static instruction, run in ``sequence`` (default: each once, in order)."""
    table = [np.array([i], np.int32) for i in range(len(static))]
    seq = list(range(len(static))) if sequence is None else sequence
    starts = [s.address for s in static]
    fall = [s.address + 4 for s in static]
    acc = None
    if addrs is not None:
        pos = [k for k, si in enumerate(seq) if static[si].klass in ("ld", "st")]
        acc = Accesses(np.array(pos, np.int64), np.array(addrs, np.int64), np.zeros(len(pos), np.int8),
                       np.full(len(pos), 8, np.int8),
                       np.array([static[seq[k]].klass == "st" for k in pos], bool))
    t = Trace.from_blocks("parisc", static, table, seq, starts, fall, acc)
    if taken is not None:
        t.taken = np.array(taken, bool)
    return t


def run(static, **kw):
    return get_core("pa8600").time(trace_of(static, **kw))


def sched(static, extra=None, mis=None, red=None, nul=None, ctx=None):
    numbers = {}
    costs = [static_cost(s, SPEC, numbers) for s in static]
    n = len(costs)
    return schedule_run(costs, extra or [0] * n, mis or [False] * n, red or [False] * n,
                        nul or [False] * n, ctx or Context(), P)


def test_static_costs_put_shifts_on_the_shift_merge_units_and_memory_in_the_memory_queue():
    c = static_cost(insn(0, "extrd,u", ["r1"], ["r2"]), SPEC, {})
    assert (c.queues, c.unit, c.latency) == ((ALU,), U_SMU, 1)
    ld = static_cost(insn(0, "ldd,s", ["r2", "r3"], ["r4"]), SPEC, {})
    assert (ld.queues, ld.unit, ld.latency, ld.load) == ((MEM,), U_LSU, 3, True)
    br = static_cost(insn(0, "addib,<>", ["r24"], ["r24"], flow="branch", target=0), SPEC, {})
    assert br.queues == (ALU, MEM) and br.branch      # Gaddis: branches enter both queues


def test_alu_queue_launches_at_most_two_a_clock():
    static = [insn(i, "xor", [f"r{i + 1}"], [f"r{i + 10}"]) for i in range(8)]
    res, _ = sched(static)
    # inserted 4 a clock (0, 0, 0, 0, 1, ...), launched from clock 1 two at a time
    assert res.launch == [1, 1, 2, 2, 3, 3, 4, 4]


def test_dependent_integer_chain_runs_one_clock_apart():
    static = [insn(i, "xor", ["r1"], ["r1"]) for i in range(5)]
    res, _ = sched(static)
    assert res.launch == [1, 2, 3, 4, 5]
    assert sum(res.base) + sum(res.lost) == 7          # retire clocks 2..6 after start -1


def test_load_to_use_is_three_clocks_and_is_charged_as_load_use():
    static = [insn(0, "ldd", ["r3"], ["r4"]), insn(1, "xor", ["r4", "r5"], ["r6"])]
    res, _ = sched(static)
    assert res.launch[1] - res.launch[0] == 3
    chain = static + [insn(2 + i, "ldd", ["r6"], ["r6"]) for i in range(4)]
    t = run(chain, addrs=[0x5000 + 8 * i for i in range(5)])
    assert t.breakdown()["load-use"] >= 4 * 2
    alu = run([insn(i, "xor", ["r6"], ["r6"]) for i in range(5)])
    assert alu.breakdown()["load-use"] == 0


def test_memory_queue_launches_two_loads_a_clock():
    static = [insn(i, "ldd", ["r3"], [f"r{i + 10}"]) for i in range(6)]
    res, _ = sched(static)
    assert res.launch == [1, 1, 2, 2, 3, 3]


def test_only_one_store_retires_a_clock():
    stores = [insn(i, "std", ["r3", f"r{i + 4}"]) for i in range(8)]
    t = run(stores, addrs=[0x5000 + 8 * i for i in range(8)])
    # they launch two a clock (1, 1, 2, 2, ...) and complete a clock later, but retire one a
    # clock (pa.md), so each opens its own retirement clock: 2, 3, ..., 9
    assert t.base.tolist() == [1] * 8 and t.total_cycles == 10     # clocks 0..9
    loads = [insn(i, "ldd", ["r3"], [f"r{i + 4}"]) for i in range(8)]
    t = run(loads, addrs=[0x5000 + 8 * i for i in range(8)])
    assert t.base.tolist() == [1, 0] * 4 and t.total_cycles == 8      # 2 a clock, clocks 4..7


def test_a_full_alu_queue_stalls_insertion_until_the_oldest_entry_retires():
    # a load that misses, then 40 independent ALU instructions: they complete at once but retire
    # in order after the load, so the 28 ALU-queue entries fill and the 29th must wait
    static = [insn(0, "ldd", ["r3"], ["r4"])] + [insn(i + 1, "xor", ["r5"], [f"r{6 + i % 8}"])
                                                 for i in range(40)]
    res, _ = sched(static, extra=[100] + [0] * 40)
    assert res.launch[28] < 20                           # the 28th ALU instruction: no wait
    assert res.launch[29] >= res.launch[0] + 3 + 100     # the 29th: after the load retires
    t = get_core("pa8600", SPEC.with_overrides(**{"dcache.warm_start": False})).time(
        trace_of(static, addrs=[0x5000]))
    assert t.lost["cache"][0] >= 100                     # the cold miss, charged to the load


def test_mispredicted_branch_delays_the_path_after_it():
    static = [insn(0, "addib,<>", ["r24"], ["r24"], flow="branch", target=0x2000),
              insn(1, "nop"), insn(2, "xor", ["r1"], ["r2"])]
    ok, _ = sched(static)
    bad, _ = sched(static, mis=[True, False, False], red=[False, False, True])
    assert bad.launch[2] - ok.launch[2] >= SPEC["branch.mispredict_penalty"]


def test_taken_branch_bubble_delays_the_target_fetch():
    static = [insn(0, "xor", ["r1"], ["r2"]), insn(1, "xor", ["r3"], ["r4"])]
    plain, _ = sched(static)
    bubble, _ = sched(static, red=[False, True])
    assert bubble.launch[1] - plain.launch[1] == SPEC["branch.taken_bubble"] + 1


def test_bht_predicts_a_backward_loop_branch_taken_and_misses_its_exit():
    br = insn(1, "addib,<>", ["r24"], ["r24"], flow="branch", target=0x1000)
    static = [insn(0, "xor", ["r1"], ["r1"]), br, insn(2, "nop")]
    seq = [0, 1, 2] * 5
    taken = [False, True, False] * 4 + [False, False, False]
    t = trace_of(static, seq, taken=taken)
    mis = get_core("pa8600").mispredicts(t)
    assert mis.tolist().count(True) == 1 and mis[13]


def test_nullified_instructions_launch_nothing():
    static = [insn(0, "xor", ["r1"], ["r2"]), insn(1, "xor", ["r2"], ["r3"])]
    res, _ = sched(static, nul=[False, True])
    assert res.unit[1] == U_NONE


def test_memoised_timing_equals_scheduling_every_run():
    static = [insn(0, "ldd", ["r26"], ["r1"]), insn(1, "xor", ["r1", "r2"], ["r2"]),
              insn(2, "extrd,u", ["r2"], ["r3"]), insn(3, "ldd,s", ["r3", "r22"], ["r4"]),
              insn(4, "xor", ["r4", "r2"], ["r2"]), insn(5, "std", ["r2", "r25"]),
              insn(6, "addib,<>", ["r24"], ["r24"], flow="branch", target=0x1000), insn(7, "nop")]
    blocks = 30
    seq = list(range(8)) * blocks
    taken = ([False] * 6 + [True, False]) * (blocks - 1) + [False] * 8
    rng = np.random.default_rng(1)
    addrs = []
    for _ in range(blocks):
        addrs += [0x9000, 0x40000 + 8 * int(rng.integers(0, 4096)), 0xA000]
    t = trace_of(static, seq, addrs, taken)
    core = get_core("pa8600")
    timing = core.time(t)
    # the same schedule, one run at a time, with no memo
    numbers = {}
    costs = [static_cost(s, SPEC, numbers) for s in static]
    extra = core.load_extra(t).tolist()
    mis = core.mispredicts(t).tolist()
    ctx, launch, total = Context(), [], 0
    for b in range(blocks):
        a = 8 * b
        red = [b > 0] + [False] * 7
        r, ctx = schedule_run([costs[i] for i in seq[a:a + 8]], extra[a:a + 8], mis[a:a + 8], red,
                              [False] * 8, ctx, P)
        launch += r.launch
        total += sum(r.base) + sum(r.lost)
    assert timing.issue.tolist() == launch and timing.total_cycles == total
    assert timing.total_cycles == timing.base.sum() + sum(a.sum() for a in timing.lost.values())


def test_context_key_is_relative_to_the_last_retirement():
    static = [insn(0, "ldd", ["r3"], ["r4"]), insn(1, "xor", ["r4"], ["r5"])]
    _, out = sched(static)
    moved = Context.from_key(out.normalised(P), out.retired + 50)
    assert moved.normalised(P) == out.normalised(P)


@pytest.mark.parametrize("core,mhz", [("pa8600", 550.0), ("pa8500", 440.0)])
def test_both_parameter_sets_load_with_their_clock(core, mhz):
    assert get_core(core).spec.clock_mhz == mhz


def test_warm_start_keeps_only_conflict_misses():
    # five lines that map to one set of the 4-way, 1 MB cache (sets 4096 x 64 B apart = 256 KiB)
    stride = 1 << 18
    static = [insn(i, "ldd", ["r3"], [f"r{4 + i}"]) for i in range(5)]
    seq = list(range(5)) * 3
    conflict = trace_of(static, seq, [0x100000 + stride * (k % 5) for k in range(15)])
    fits = trace_of(static, seq, [0x100000 + 64 * (k % 5) for k in range(15)])
    warm = get_core("pa8600")
    cold = get_core("pa8600", SPEC.with_overrides(**{"dcache.warm_start": False}))
    assert (cold.load_extra(fits) > 0).sum() == 5 and (warm.load_extra(fits) > 0).sum() == 0
    assert (warm.load_extra(conflict) > 0).sum() == 15      # LRU over 5 lines in 4 ways: all miss


def test_a_base_modifying_load_gives_its_new_base_after_one_clock():
    ld = insn(0, "ldd,ma", ["r26"], ["r28", "r26"])
    c = static_cost(ld, SPEC, {})
    assert len(c.writes) == 1 and len(c.early) == 1
    res, _ = sched([ld, insn(1, "ldd,ma", ["r26"], ["r29", "r26"]), insn(2, "xor", ["r28"], ["r1"])])
    assert res.launch[1] - res.launch[0] == 1 and res.launch[2] - res.launch[0] == 3


def test_the_initial_bht_counter_is_a_parameter_and_a_bad_value_is_refused():
    br = insn(1, "addib,<>", ["r24"], ["r24"], flow="branch", target=0x1000)
    static = [insn(0, "xor", ["r1"], ["r1"]), br, insn(2, "nop")]
    t = trace_of(static, [0, 1, 2] * 3, taken=[False, True, False] * 2 + [False] * 3)

    def missed(value):
        core = get_core("pa8600", SPEC.with_overrides(**{"branch.initial_counter": value}))
        return [i for i, m in enumerate(core.mispredicts(t).tolist()) if m]
    assert missed("direction") == missed("weakly_taken") == [7]       # only the exit
    assert missed("weakly_not_taken") == [1, 7]                        # the first taking too
    with pytest.raises(WorkbenchError, match="initial_counter must be 'direction' or one of"):
        missed("sideways")
