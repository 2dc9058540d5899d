"""The documented timing rules of the 21164 (ev5) and 21064 (ev4) models, one test each."""
from __future__ import annotations

import numpy as np
import pytest

from isa.alpha import assemble, execute
from isa.image import MemoryImage
from isa.trace import Accesses, Trace
from workbench.cores import get_core
from workbench.kernel import find_kernel
from workbench.machine import load_machine
from workbench.runner import execute_kernel

PROLOGUE = "lda $20,0x4000($31)\nlda $21,0x2000($20)\nlda $1,1($31)\nlda $2,2($31)\n" \
    "lda $9,2($31)\n.align 4\n"


PADDING = ("bis $31,$31,$31", "ldq_u $31,0($30)")     # .align's nop/unop


def timed(core: str, body: str):
    """Issue cycles of ``body`` on its second pass (caches and predictor warm), relative to its
    first instruction; ``body`` starts a 16-byte aligned group and its loop tail starts another."""
    src = PROLOGUE + "body:\n" + body + "\n.align 4\ntail:\nsubq $9,1,$9\nbne $9,body\nhalt\n"
    prog = assemble(src, "rule.s", base=0x1000)
    trace = execute(prog, MemoryImage(memory_size=1 << 17), 0x1000, 1000).trace
    timing = get_core(core).time(trace)
    lo, hi = prog.symbols["body"], prog.symbols["tail"]
    rows = [i for i in range(len(trace)) if lo <= trace.static[trace.index[i]].address < hi
            and trace.static[trace.index[i]].text not in PADDING]
    n = len(rows) // 2
    second = rows[n:]
    t0 = int(timing.issue[second[0]])
    return [int(timing.issue[i]) - t0 for i in second], timing, second


def test_ev5_two_extbl_cannot_issue_in_one_cycle():
    issue, _, _ = timed("ev5", "extbl $1,0,$3\nextbl $2,1,$4")
    assert issue == [0, 1]


def test_ev5_extbl_pairs_with_an_add():
    issue, _, _ = timed("ev5", "extbl $1,0,$3\naddq $2,1,$4")
    assert issue == [0, 0]


def test_ev5_load_and_store_cannot_dual_issue():
    issue, t, ks = timed("ev5", "ldq $3,0($20)\nstq $2,8($20)")
    assert issue == [0, 1]


def test_ev5_two_loads_dual_issue():
    issue, _, _ = timed("ev5", "ldq $3,0($20)\nldq $4,8($20)")
    assert issue == [0, 0]


def test_ev5_a_loads_result_is_available_2_cycles_later():
    issue, _, _ = timed("ev5", "ldq $5,0($20)\naddq $5,1,$6")
    assert issue[-1] - issue[-2] == load_machine("ev5")["memory.l1_latency"] == 2


def test_ev5_a_dcache_miss_costs_the_scache_latency():
    # $21 maps to the same direct-mapped D-cache line as $20 and evicts it each pass; both stay
    # in the S-cache, so on the second pass the first load misses L1 and hits the S-cache
    issue, t, ks = timed("ev5", "ldq $3,0($20)\naddq $3,1,$4\nldq $5,0($21)")
    assert issue[1] - issue[0] == load_machine("ev5")["memory.l2_latency"] == 12
    assert int(t.lost["cache"][ks[1]]) == 10


def test_ev5_integer_result_is_available_next_cycle():
    issue, _, _ = timed("ev5", "addq $1,1,$3\naddq $3,1,$4")
    assert issue == [0, 1]


def test_ev5_cmov_latency_is_2():
    issue, _, _ = timed("ev5", "cmovne $1,$2,$3\naddq $3,1,$4")
    assert issue == [0, 2]


def test_ev5_compare_feeds_a_branch_in_the_same_cycle():
    issue, _, _ = timed("ev5", "cmpeq $1,$2,$3\nbne $3,1f\n1: addq $1,1,$1")
    assert issue[:2] == [0, 0]


def test_ev5_next_group_waits_for_the_whole_group():
    # group 1: four independent adds (2 cycles); group 2 cannot start in cycle 1
    issue, _, _ = timed("ev5", "addq $1,1,$3\naddq $1,1,$4\naddq $1,1,$5\nsll $1,1,$6\n"
                             "addq $1,1,$7\naddq $1,1,$8")
    assert issue == [0, 0, 1, 1, 2, 2]
    # a dependent pair in the middle delays the rest of its group and the next group
    issue, t, ks = timed("ev5", "addq $1,1,$3\naddq $3,1,$4\naddq $1,1,$5\naddq $1,1,$6\n"
                             "addq $1,1,$7")
    assert issue == [0, 1, 1, 2, 3]


def test_ev5_shift_waits_for_e0():
    issue, t, ks = timed("ev5", "sll $1,1,$3\nstq $2,0($20)")
    assert issue == [0, 1]
    assert t.pipe_names[t.pipe[ks[0]]] == "E0"


def test_ev5_mispredicted_branch_costs_the_penalty():
    # a forward branch is first predicted not taken; 'bne $2' is always taken here, so only its
    # first execution mispredicts; the loop branch back is predicted taken and falls out once
    _, t, _ = timed("ev5", "bne $2,1f\naddq $1,1,$1\n1: addq $1,1,$1")
    penalty = load_machine("ev5")["branch.mispredict_penalty"]
    assert t.breakdown()["branch"] == 2 * penalty


def test_ev4_two_integer_operates_cannot_pair():
    issue, _, _ = timed("ev4", "addq $1,1,$3\nxor $2,1,$4")
    assert issue == [0, 1]


def test_ev4_an_operate_pairs_with_a_load():
    issue, _, _ = timed("ev4", "addq $1,1,$3\nldq $4,0($20)")
    assert issue == [0, 0]


def test_ev4_two_loads_cannot_pair():
    issue, _, _ = timed("ev4", "ldq $3,0($20)\nldq $4,8($20)")
    assert issue == [0, 1]


def test_ev4_add_result_is_bypassed_to_an_add_in_1_cycle_but_a_store_waits_2():
    issue, _, _ = timed("ev4", "addq $1,1,$3\naddq $3,1,$4")
    assert issue == [0, 1]
    issue, _, _ = timed("ev4", "addq $1,1,$3\nstq $3,0($20)")
    assert issue == [0, 2]


def test_ev4_pairs_only_within_an_aligned_pair():
    issue, _, _ = timed("ev4", "addq $1,1,$3\nldq $4,0($20)\nldq $5,8($20)\naddq $1,1,$6")
    assert issue == [0, 0, 1, 1]


def test_ev4_load_latency_is_3():
    issue, _, _ = timed("ev4", "ldq $3,0($20)\naddq $1,1,$1\nldq $5,0($20)\naddq $5,1,$6")
    assert issue[3] - issue[2] == 3


def test_cycles_are_fully_accounted():
    issue, t, ks = timed("ev5", "ldq $3,0($20)\naddq $3,1,$4\nextbl $4,1,$5\nextbl $4,2,$6\n"
                             "stq $5,8($20)\nbne $1,1f\n1: nop")
    assert t.total_cycles == int(t.base.sum() + sum(v.sum() for v in t.lost.values()))


@pytest.mark.parametrize("core", ["ev4", "ev5"])
def test_every_parameter_has_a_source(core):
    spec = load_machine(core)
    assert spec.params and all(p.source.strip() for p in spec.params.values())


# ---------------------------------------------------------------- the memoised engine
# ``AlphaCore.time`` replays memoised segments; ``_time_reference`` is the per-instruction loop it
# must reproduce exactly. SEGMENT = 1 or 3 cuts inside issue cycles and fetch groups, so the
# open-cycle entry state and the pipe assignment across a cut are exercised too.

KERNELS = ("des-biham", "3des-biham", "des-libdes-alpha", "3des-libdes-alpha")


def assert_same_timing(core: str, trace, segments=(64, 3, 1)):
    model = get_core(core)
    want = model._time_reference(trace)
    for seg in segments:
        model.SEGMENT = seg
        got = model.time(trace)
        assert got.total_cycles == want.total_cycles, seg
        assert got.issue.dtype == want.issue.dtype and np.array_equal(got.issue, want.issue), seg
        assert np.array_equal(got.base, want.base), seg
        assert set(got.lost) == set(want.lost)
        for cause in want.lost:
            assert np.array_equal(got.lost[cause], want.lost[cause]), (seg, cause)
        assert got.pipe.dtype == want.pipe.dtype and np.array_equal(got.pipe, want.pipe), seg
        assert got.pipe_names == want.pipe_names and got.notes == want.notes
    return want


@pytest.fixture(scope="module")
def kernel_traces():
    return {name: execute_kernel(find_kernel(name), 3)[1] for name in KERNELS}


@pytest.mark.parametrize("core", ["ev5", "ev4"])
@pytest.mark.parametrize("name", KERNELS)
def test_memoised_timing_equals_the_reference_on_the_kernels(kernel_traces, name, core):
    assert_same_timing(core, kernel_traces[name])


@pytest.mark.parametrize("core", ["ev5", "ev4"])
def test_memoised_timing_equals_the_reference_with_perturbed_inputs(kernel_traces, core):
    # random data addresses (D-cache and S-cache misses everywhere) and flipped conditional
    # branch outcomes (mispredicts, runs cut in new places, successors that differ)
    rnd = np.random.default_rng(7)
    tr = kernel_traces["des-libdes-alpha"]
    acc = tr.accesses.select(np.ones(len(tr.accesses), bool))
    acc.addr = rnd.integers(0, 1 << 20, len(acc)) * 8
    cond = np.array([s.klass == "ibr" and not s.attrs.get("uncond") for s in tr.static])[tr.index]
    taken = tr.taken.copy()
    flip = cond & (rnd.random(len(tr)) < 0.3)
    taken[flip] = ~taken[flip]
    assert flip.any()
    t = assert_same_timing(core, Trace(tr.isa, tr.static, tr.index, taken, acc, meta=tr.meta))
    assert t.breakdown()["cache"] and t.breakdown()["branch"]


HAND = """
    lda $20,0x4000($31)
    lda $22,0x4000($31)
    lda $23,4160($31)
    lda $9,48($31)
    lda $1,3($31)
loop:
    mulq $9,$1,$10
    addq $10,1,$11
    ldq $3,0($22)
    addq $3,$11,$4
    addq $22,$23,$22
    stq $4,8($20)
    and $9,1,$12
    beq $12,skip
    extbl $4,1,$5
    cmovne $5,$4,$6
    mull $6,$5,$7
skip:
    cmpult $9,$1,$13
    bne $13,odd
    bsr $26,far
    ldq $8,0($20)
    srl $8,3,$8
odd:
    subq $9,1,$9
    bne $9,loop
    halt
    .align 12
    .space 4096
far:
    ldq $14,8($20)
    s8addq $14,$9,$15
    addq $15,$14,$15
    ret $31,($26),1
"""


@pytest.mark.parametrize("core", ["ev5", "ev4"])
def test_memoised_timing_equals_the_reference_with_misses_and_mispredicts(core):
    # loads 4160 bytes apart miss the D-cache, 'far' shares I-cache lines with the loop, the
    # alternating 'beq' mispredicts, and multiplies keep results pending across segments
    prog = assemble(HAND, "hand.s", base=0x1000)
    trace = execute(prog, MemoryImage(memory_size=1 << 20), 0x1000, 100000).trace
    model = get_core(core)
    assert np.count_nonzero(model._fetch_extra(trace)) > 50
    assert np.count_nonzero(model._load_extra(trace)) > 40
    t = assert_same_timing(core, trace, segments=(64, 5, 3, 2, 1))
    b = t.breakdown()
    assert b["branch"] and b["cache"] and b["slotting"] and b["load-use"]


@pytest.mark.parametrize("core", ["ev5", "ev4"])
@pytest.mark.parametrize("seed", range(3))
def test_memoised_timing_equals_the_reference_on_random_sequences(core, seed):
    # a cost model reads only the columns: stitch random pieces of the hand program's static
    # table together (repeated, so segments recur after different predecessors) with random
    # outcomes and addresses
    prog = assemble(HAND, "hand.s", base=0x1000)
    static = execute(prog, MemoryImage(memory_size=1 << 20), 0x1000, 100000).trace.static
    rnd = np.random.default_rng(seed)
    pieces = [rnd.integers(0, len(static), rnd.integers(1, 9)) for _ in range(12)]
    index = np.concatenate([pieces[i] for i in rnd.integers(0, len(pieces), 600)]).astype(np.int32)
    n = len(index)
    taken = rnd.random(n) < 0.1
    addr = np.where([static[i].klass in ("ld", "st") for i in index],
                    rnd.choice([0x4000, 0x4008, 0x6000, 0x8040, 0x24000], n), -1).astype(np.int64)
    assert_same_timing(core, Trace("alpha", static, index, taken, Accesses.one_per_insn(addr)),
                       segments=(64, 4, 2, 1))
