"""HP PA-8600 / PA-8500 cost model: the PA-8000 core's out-of-order instruction reorder buffer.

The rules are in :mod:`.pa8600_rules` (static costs, and the schedule of one straight-line run
from an entry state); every number comes from ``machines/pa8600.toml`` or ``pa8500.toml`` (the
same rules, another parameter set). This module prepares what the rules need from a Trace and
memoises them:

* runs: the trace is cut where fetch goes to a taken transfer's target (after its delay slot; the
  trace marks the transfer as taken); the first instruction of each such run pays the
  taken-branch bubble.
* branch prediction: a 2-bit counter per BHT entry (``bht_entries``, indexed by the word address),
  a new branch starting weakly towards its static direction; it sees only the branch outcomes, so
  it is replayed once up front. A mispredicted branch delays the path after it.
* the D-cache (``dcache.*``, LRU, allocate on loads and stores [I]); a load that misses adds
  ``miss_latency``. With ``warm_start`` the run's own access stream is replayed once through the
  cache first, so only conflict and capacity misses remain (the steady state of a long run).
* memoisation, on the shared engine (engine.py): each run is scheduled once per distinct
  (instructions, events, normalised entry state); an unrolled DES block is one run, and the
  state at a block boundary repeats after a few blocks, so a long trace costs a few scheduled
  blocks. The runs that are scheduled go through pa8600sched.c (``prep["C"]``, a NativeTable);
  ``_run_python`` (schedule_run) gives the same where it is not built.
"""
from __future__ import annotations

import numpy as np

from ..errors import WorkbenchError
from ..machine import MachineSpec, load_machine
from . import engine
from .cache import CacheGeometry, simulate
from .engine import RunCost
from .pa8600_rules import CAUSES, UNIT_NAMES, Context, NativeTable, Params, schedule_run, \
    static_cost

# branch.initial_counter: the 2-bit counter of a branch new to the BHT ("direction": weakly taken
# when backward, weakly not taken when forward)
_INITIAL_COUNTER = {"weakly_not_taken": 1, "weakly_taken": 2}


class PA8x00:
    isa = "parisc"

    def __init__(self, name: str, spec: MachineSpec | None = None):
        self.name = name
        self.spec = spec or load_machine(name)
        self.params = Params.from_spec(self.spec)
        s = self.spec
        self.dcache = CacheGeometry(int(s["dcache.size"]), int(s["dcache.ways"]), int(s["dcache.line"]))

    # ------------------------------------------------------------------ events
    def mispredicts(self, trace) -> np.ndarray:
        """Per retired instruction: a conditional branch whose BHT counter predicted wrong."""
        out = np.zeros(len(trace), dtype=bool)
        out[self.mispredict_positions(trace)] = True
        return out

    def mispredict_positions(self, trace) -> np.ndarray:
        """The retired positions of :meth:`mispredicts`."""
        n = len(trace)
        cond = np.array([s.flow == "branch" for s in trace.static], dtype=bool)
        if n == 0 or not cond.any():
            return np.zeros(0, np.int64)
        entries = int(self.spec["branch.bht_entries"])
        initial = self.spec["branch.initial_counter"]
        if initial != "direction" and initial not in _INITIAL_COUNTER:
            raise WorkbenchError(f"{self.spec.path}: branch.initial_counter must be 'direction' or "
                                 f"one of {', '.join(_INITIAL_COUNTER)}, not {initial!r}")
        static = trace.static
        slot = np.array([(s.address >> 2) % entries for s in static], np.int64)
        # a branch new to the BHT: weakly towards its static direction
        init = np.array([_INITIAL_COUNTER[initial] if initial != "direction" else
                         2 if s.target is not None and s.target <= s.address else 1
                         for s in static], np.uint8)
        pos = np.flatnonzero(cond[trace.index])
        si = trace.index[pos]
        mis = engine.two_bit_counters(slot[si], init[si], trace.taken[pos])
        return pos[mis].astype(np.int64)

    def load_extra(self, trace) -> np.ndarray:
        """Per retired instruction: the extra latency of its load's D-cache miss."""
        extra = np.zeros(len(trace), dtype=np.int64)
        pos, x = self.load_extra_sparse(trace)
        extra[pos] = x
        return extra

    def load_extra_sparse(self, trace) -> tuple[np.ndarray, np.ndarray]:
        """(retired positions, extra latency) of the loads that miss the D-cache."""
        none = np.zeros(0, np.int64), np.zeros(0, np.int64)
        acc = trace.accesses
        if not len(acc) or getattr(self, "perfect_caches", False):     # perfect: every hit
            return none
        addr, insn, write = acc.addr, acc.insn, acc.write
        if len(insn) > 1 and (insn[1:] < insn[:-1]).any():       # retirement order, as logged
            order = np.argsort(insn, kind="stable")
            addr, insn, write = addr[order], insn[order], write[order]
        if self.spec.get("dcache.warm_start", False):
            g = self.dcache
            if np.bincount(_distinct(addr // g.line) % g.sets, minlength=g.sets).max() <= g.ways:
                return none             # every line stays resident: a warm cache never misses
            miss = simulate(np.concatenate([addr, addr]), g)[len(addr):]
        else:
            miss = simulate(addr, self.dcache)
        # a load with two accesses counts once (the per-instruction array took the value once)
        hit_loads = np.unique(insn[miss & ~write])
        return hit_loads.astype(np.int64), np.full(len(hit_loads), int(self.spec["dcache.miss_latency"]),
                                                   np.int64)

    # ------------------------------------------------------------------ the rules on the engine
    causes = CAUSES
    cache_causes = ()           # a miss is a latency inside the schedule
    pipe_names = UNIT_NAMES
    split = "taken"             # runs end where fetch goes to a taken transfer's target
    origin = -1                 # the state before the first run is relative to clock -1

    native = True               # False: schedule_run in Python (the C one is compared with it)

    def prepare(self, trace) -> dict:
        numbers: dict[str, int] = {}
        costs = [static_cost(s, self.spec, numbers) for s in trace.static]
        return {"costs": costs, "C": NativeTable.build(costs, self.params) if self.native else None}

    def explain(self, prep, i: int) -> dict:
        """Static facts of static instruction ``i`` (``pa8600_rules.static_cost``): its result
        latency (``latency.*``), its functional unit and the queue(s) it enters; its reciprocal
        throughput alone is one over the number of units of its kind (``units.*``)."""
        c = prep["costs"][i]
        units = dict(zip(("alu", "smu", "lsu"), (int(self.spec["units.alu"]), int(self.spec["units.smu"]),
                                                 int(self.spec["units.lsu"]))))
        name = UNIT_NAMES[c.unit]
        return {"lat": int(c.latency), "class": name,
                "ports": f"{name} ({'+'.join(('alu', 'mem')[q] for q in c.queues)} queue)",
                "rthr": 1.0 / units[name] if units.get(name) else None,
                "reads": tuple(c.reads), "writes": tuple(c.writes),
                "sources": tuple(k for k in c.keys if k in self.spec.params)}

    def entry_context(self, prep) -> tuple:
        """(the normalised machine state, whether the run's first instruction is fetched from a
        taken transfer's target)."""
        return (Context().normalised(self.params), False)

    def cache_plan(self, prep):
        return None             # the D-cache is walked in ``events`` (warm start, loads and stores)

    def cache_charges(self, prep, first, last, either, data) -> dict:
        return {}

    def events(self, prep, trace, misses, runs) -> dict:
        """Per run that has any: its load-miss extras, mispredicts and nullified flags
        ({run position: the (offset, extra, mispredicted, nullified) records of its
        instructions with one, as bytes}; the engine reads a missing run as None)."""
        xpos, xval = self.load_extra_sparse(trace)
        mpos = self.mispredict_positions(trace)
        npos = np.flatnonzero(trace.nullified) if trace.any_nullified else np.zeros(0, np.int64)
        pos = np.union1d(np.union1d(xpos, mpos), npos)
        if not len(pos):
            return {}
        starts = runs.starts()
        k = np.searchsorted(starts, pos, side="right") - 1
        rec = np.zeros((len(pos), 4), np.int64)
        rec[:, 0] = pos - starts[k]
        rec[np.searchsorted(pos, xpos), 1] = xval
        rec[np.searchsorted(pos, mpos), 2] = 1
        rec[np.searchsorted(pos, npos), 3] = 1
        keep = rec[:, 1:].any(axis=1)           # a zero extra (miss_latency 0) is no event
        if not keep.all():
            rec, k = rec[keep], k[keep]
            if not len(k):
                return {}
        data = rec.tobytes()
        cut = np.flatnonzero(np.diff(k)) + 1
        lo = np.concatenate(([0], cut))
        hi = np.append(cut, len(k))
        return {r: data[a * 32:z * 32] for r, a, z in zip(k[lo].tolist(), lo.tolist(), hi.tolist())}

    def run(self, prep, sidx: np.ndarray, taken_last: bool, ctx: tuple, next_first: int = -1,
            event=None):
        state, redirected_first = ctx
        table = prep.get("C")
        got = None if table is None else _run_native(table, sidx, redirected_first, state, event)
        cost, out = got or self._run_python(prep, sidx, redirected_first, state, event)
        return cost, (out.normalised(self.params), bool(taken_last))

    def _run_python(self, prep, sidx: np.ndarray, redirected_first: bool, state: tuple, event):
        """``run``'s schedule through schedule_run: (the RunCost, the exit Context)."""
        n = len(sidx)
        extra, mis, nul = [0] * n, [False] * n, [False] * n
        if event is not None:
            for off, x, mp, nl in np.frombuffer(event, np.int64).reshape(-1, 4).tolist():
                extra[off], mis[off], nul[off] = x, bool(mp), bool(nl)
        red = [bool(redirected_first)] + [False] * (n - 1)
        costs = prep["costs"]
        run, out = schedule_run([costs[i] for i in sidx.tolist()], extra, mis, red, nul,
                                Context.from_key(state, 0), self.params)
        lost = np.zeros((len(CAUSES), n), np.int64)
        cause = np.array(run.cause, np.int64)
        at = np.flatnonzero(cause >= 0)
        lost[cause[at], at] = np.array(run.lost, np.int64)[at]
        cost = RunCost(np.array(run.base, np.int64), lost, np.array(run.unit, np.int8), {},
                       np.array(run.launch, np.int64), int(out.retired))
        return cost, out

    def notes(self, prep, misses, entries=(), uses=()) -> list[str]:
        p = self.params
        scheduled = sum(len(e.base) for e in entries)
        total = int(sum(len(e.base) * int(u) for e, u in zip(entries, np.asarray(uses).tolist())))
        notes = [f"{self.name}: out-of-order IRB {p.entries[0]}+{p.entries[1]}, "
                 f"{scheduled} of {total} instructions scheduled (the rest repeated a memoised run)"]
        if self.spec.get("dcache.warm_start", False):
            notes.append("D-cache warm start: the run's accesses replayed once before timing")
        return notes

    def cache_key(self):
        """``prepare`` and ``run`` read only the static table, the machine's values and this
        object's attributes: the engine keeps their memo entries across calls (engine.py)."""
        return engine.rules_key(self)

    def time(self, trace):
        return engine.time(self, trace)


def _run_native(table: NativeTable, sidx: np.ndarray, redirected_first: bool, state: tuple, event):
    """``run``'s schedule through pa8600sched.c: (the RunCost, the exit Context), or None where
    the C code does not take the entry state (``run`` then calls schedule_run)."""
    n = len(sidx)
    extra = np.zeros(n, np.int64)
    flags = np.zeros(n, np.int64)
    if event is not None:
        rec = np.frombuffer(event, np.int64).reshape(-1, 4)
        extra[rec[:, 0]] = rec[:, 1]
        flags[rec[:, 0]] = (rec[:, 2] != 0) | (rec[:, 3] != 0) << 2
    if n and redirected_first:
        flags[0] |= 2
    got = table.run(sidx, extra, flags, Context.from_key(state, 0))
    if got is None:
        return None
    res, out = got
    launch, base, lostv, cause, unit = res
    lost = np.zeros((len(CAUSES), n), np.int64)
    at = np.flatnonzero(cause >= 0)
    lost[cause[at], at] = lostv[at]
    return RunCost(base, lost, unit.astype(np.int8), {}, launch, int(out.retired)), out


def _distinct(values: np.ndarray) -> np.ndarray:
    """The distinct values of an int64 array (np.unique; a count over the range where it is
    small, which is the same set without a sort or hash of every value)."""
    if not len(values):
        return values
    lo, hi = int(values.min()), int(values.max())
    if hi - lo < (1 << 22):
        return np.flatnonzero(np.bincount(values - lo)) + lo
    return np.unique(values)


MODELS = {"pa8600": lambda spec=None: PA8x00("pa8600", spec),
          "pa8500": lambda spec=None: PA8x00("pa8500", spec)}
