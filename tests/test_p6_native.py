"""The P6/PII scheduler and branch predictor in C (workbench/cores/p6sched.c) against the Python
ones they replace (P6._run_python, P6._mispredicts_python): every run of several kernels and of
random instruction mixes goes through both, on the machine files and on what-if variants that
reach the window, queue and partial-register corners, and must give the same costs, issue,
decode and retire clocks, pipes and the same next state; the runs' events (code misses, load
misses, mispredicts) must be those a plain per-run scan finds."""
from __future__ import annotations

import functools
import random

import numpy as np
import pytest

from isa.errors import IsaError
from workbench.cores import engine, get_core, streams
from workbench.cores.p6 import P6, _EV_CODE, _EV_LOAD, _EV_MISP, _EV_SHIFT, _library, \
    _tuple_state, _flat_state
from workbench.errors import WorkbenchError
from workbench.kernel import find_kernel
from workbench.machine import load_machine
from workbench.runner import execute_kernel
from workbench.snippet import run_snippet

from test_forms_p6 import LEFT_OUT, PROBE, _mmx

pytestmark = pytest.mark.skipif(_library() is None, reason="the C scheduler is not built (WORKBENCH_NO_C, or no C compiler)")

SPECS = {"p6": "p6", "pii": "pentium2"}
# what-if variants: a small window and queue (window and back-pressure stalls every few uops),
# the libdes reading of the partial stall, one decoder, a taken bubble, slow microcode
VARIANTS = {
    "small": {"backend.rob_size": 6, "backend.rs_size": 3, "frontend.uop_queue": 2},
    "narrow": {"frontend.decoders": 1, "backend.alloc_width": 1, "backend.retire_width": 1,
               "partial.extra": 1, "frontend.taken_bubble": 1, "frontend.microcode_uops_per_clock": 1},
    "no-zero-idiom": {"partial.zero_idiom": False, "branch.history_bits": 1,
                      "branch.btb_entries": 2, "branch.return_stack": 1},
}


class Both(P6):
    """Times each run with both schedulers and requires them to agree."""

    cache_key = None            # every run scheduled here, none from an earlier call's entries

    def __init__(self, spec, name):
        super().__init__(spec, name)
        self.runs = 0

    def run(self, prep, sidx, taken_last, ctx, next_first=-1, event=None):
        assert prep["C"] is not None
        got, got_next = prep["C"].run(sidx, taken_last, ctx, event)
        want, want_next = self._run_python(prep, sidx, taken_last, ctx, event)
        where = f"run of {len(sidx)} from static {int(sidx[0])}, event {event!r}"
        assert _tuple_state(got_next) == _tuple_state(want_next), where
        assert got_next == want_next, where
        for f in ("base", "lost", "pipe", "issue"):
            assert np.array_equal(getattr(got, f), getattr(want, f)), f"{f}: {where}"
        for f in ("decode", "retire"):
            assert np.array_equal(got.extra[f], want.extra[f]), f"{f}: {where}"
        assert got.advance == want.advance and got.cycles == want.cycles, where
        self.runs += 1
        return got, got_next


def _reference_events(model, trace):
    """Per run of the engine: (code-miss, load-miss, mispredict) offsets, scanned run by run."""
    trace = model.retired_view(trace)
    prep = model.prepare(trace)
    runs = engine.runs_of(trace, model.split)
    misses = streams.walk(trace, model.cache_plan(prep), flags=True)
    events = model.events(prep, trace, misses, runs)
    mis = np.zeros(len(trace), bool)
    mis[model._mis_positions] = True
    flags = misses.flags
    out, got = [], []
    for k, lo in enumerate(runs.starts().tolist()):
        sidx = runs.table[runs.sequence[k]]
        m = len(sidx)
        f = flags[lo:lo + m]
        cm = np.flatnonzero(f & (streams.FIRST | streams.LAST)).tolist()
        lm = np.flatnonzero((f & streams.DATA > 0) & prep["reads"][sidx]).tolist()
        mp = np.flatnonzero(mis[lo:lo + m]).tolist()
        out.append((cm, lm, mp) if cm or lm or mp else None)
        ev = events[k]
        if ev is None:
            got.append(None)
            continue
        codes = np.frombuffer(ev, "<i8")
        off, bits = (codes >> _EV_SHIFT).tolist(), codes & 7
        got.append(tuple([o for o, b in zip(off, bits.tolist()) if b & e]
                         for e in (_EV_CODE, _EV_LOAD, _EV_MISP)))
    return out, got


def _check(trace, core, overrides=None, whole=True):
    spec = load_machine(SPECS[core])
    if overrides:
        spec = spec.with_overrides(**overrides)
    both = Both(spec, core)
    t = both.time(trace)
    assert both.runs == t.memo[0] > 0
    # the predictor, and the whole timing against the Python path end to end
    blocks = both.retired_view(trace).block_form()
    static = both.retired_view(trace).static
    assert np.array_equal(both._mispredicts(static, blocks, True),
                          both._mispredicts_python(static, blocks))
    if whole:
        py = P6(spec, core)
        py.native = False
        tp = py.time(trace)
        assert tp.total_cycles == t.total_cycles and tp.breakdown() == t.breakdown()
        assert tp.memo == t.memo
        assert np.array_equal(tp.static_cycles(), t.static_cycles())
    want, got = _reference_events(both, trace)
    assert got == want
    return t


@pytest.mark.parametrize("kernel", ["des-som3", "des-som3-cbc", "des-karn-pm32", "des-young686",
                                    "3des-young586", "mont512-os-pm32"])
def test_every_run_of_a_kernel_agrees(kernel):
    k = find_kernel(kernel)
    _, trace = execute_kernel(k, 1 if k.cipher not in ("des", "3des") else 8, 1994)
    _check(trace, "p6")
    _check(trace, "pii", whole=False)
    _check(trace, "pii", VARIANTS["small"], whole=False)


def _program(seed: int) -> str:
    """A loop of random forms from the P6 forms probe, some behind data-dependent branches,
    with a call; the counter lives in memory the probe's forms never touch."""
    rnd = random.Random(seed)
    pool = [p for p in PROBE + _mmx() if p not in LEFT_OUT and ":" not in p
            and not p.splitlines()[0].startswith("pop")]
    body = []
    for i in range(rnd.randint(6, 16)):
        snip = rnd.choice(pool)
        guard = rnd.random()
        if guard < 0.3:
            body.append(f"test dword ptr [DATA + 0x800], {rnd.choice((1, 2, 3, 5))}\njz s{i}\n"
                        f"{snip}\ns{i}:")
        elif guard < 0.4:
            body.append(f"call f{i}\njmp s{i}\nf{i}:\n{snip}\nret\ns{i}:")
        else:
            body.append(snip)
    n = rnd.randint(3, 12)
    return (f"mov dword ptr [DATA + 0x800], {n}\nl:\n" + "\n".join(body)
            + "\ndec dword ptr [DATA + 0x800]\njnz l")


@functools.cache
def _mixes() -> tuple:
    out = []
    for seed in range(40):
        try:
            out.append(run_snippet(_program(seed), budget=50_000)[1])
        except (WorkbenchError, IsaError):
            continue                    # a mix that faults (a stack or FPU corner): not timed
    return tuple(out)


@pytest.mark.parametrize("variant", [None, *VARIANTS])
def test_random_instruction_mixes_agree(variant):
    checked = 0
    assert len(_mixes()) >= 30
    for trace in _mixes():
        for core in ("p6", "pii"):
            try:
                _check(trace, core, VARIANTS.get(variant), whole=variant is None)
            except WorkbenchError as e:
                assert "first appears on the Pentium II" in str(e) and core == "p6"
                continue
            checked += 1
    assert checked >= 40


def test_state_round_trips_and_what_if_non_integers_run_in_python():
    m = get_core("p6")
    assert _tuple_state(_flat_state(m.initial_state(), -1)) == (m.initial_state(), -1)
    _, trace = run_snippet("mov eax, 1\nadd eax, 2\nimul eax, eax")
    spec = load_machine("p6").with_overrides(**{"partial.extra": 0.5})
    model = P6(spec, "p6")
    assert model.prepare(model.retired_view(trace))["C"] is None
    assert model.time(trace).total_cycles > 0


@pytest.mark.parametrize("core", ["p6", "pii"])
def test_a_run_pickles_and_its_prep_schedules_the_same_after(core, monkeypatch):
    """A run holds its timing and the timing its prep, whose C tables hold the library and the
    arrays' addresses: pickled without them (as the PA-8x00's are), taken afresh on loading,
    and the Python scheduler where the loading process has no library."""
    import pickle
    from workbench.runner import time_trace
    import workbench.cores.p6 as p6_module
    kernel = find_kernel("des-som3")
    program, trace = execute_kernel(kernel, 2)
    run = time_trace(kernel, program, trace, core)
    again = pickle.loads(pickle.dumps(run))
    assert again.result.to_dict() == run.result.to_dict()
    model = get_core(core)
    prep = model.prepare(trace)
    assert prep["C"] is not None
    sidx = trace.index[:40]
    ctx = model.entry_context(prep)
    want = model.run(prep, sidx, False, ctx)
    for lib in (p6_module._library, lambda: None):      # this process's library, and none
        monkeypatch.setattr(p6_module, "_library", lib)
        loaded = pickle.loads(pickle.dumps(prep))
        assert (loaded["C"].lib is None) == (lib() is None)
        got = model.run(loaded, sidx, False, ctx)
        assert got[1] == want[1]                            # the next state
        for field in ("base", "lost", "pipe", "issue"):
            assert np.array_equal(getattr(got[0], field), getattr(want[0], field)), field
        assert got[0].advance == want[0].advance and want[0].cycles > 0
