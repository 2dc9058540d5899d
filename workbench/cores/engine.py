"""The timing engine shared by the cost models: a core supplies only its rules.

A core's rules say what one straight-line run of static instructions costs from an entry
context (the pipeline state the previous run left), and which cache streams it charges. The
engine does the rest, once for every core:

* **Runs are blocks.** The trace's block form (capture's blocks; derived for traces read from
  files) gives the runs and whether each ended taken; blocks that capture split inside straight
  code are joined (``runs_of``). A run ends at every instruction that may transfer control, so
  the rules see not-taken branches at run ends too; the context carries whatever the next run
  needs.
* **Memoisation** per (block, ended taken, entry context): a DES kernel runs the same few blocks
  from the same few contexts thousands of times, so each distinct case is timed once; the run
  sequence is kept as one memo-entry id and one reference cycle per block run.
* **Cache streams** through ``streams.walk`` (one C pass over the block sequence): misses per
  static instruction for the totals, per retired instruction only when a view asks.
* **The tail**: totals and the breakdown by cause come from memo-entry use counts, per-region
  sums from per-static sums; per-retired arrays (issue, base, lost, pipe) are built only when a
  view (timeline, compare, fragment) reads them. Memory grows with the distinct blocks and
  contexts of a run, not with its length.

Rules (duck-typed; see cores/i486.py for the simplest):
  name, isa, spec, causes (pipeline causes), cache_causes, pipe_names
  prepare(trace) -> prep                      per-static tables, computed once per trace
  entry_context(prep) -> ctx                  the state before the first run (hashable)
  run(prep, sidx, taken_last, ctx, next_first, event) -> (RunCost, next ctx)
      next_first: the static index of the next run's first instruction where the rules ask
      (``lookahead``), else -1; event: the run's
      data-dependent inputs from ``events`` (None: none). Both are part of the memo key.
  cache_plan(prep) -> streams.CachePlan | None
  cache_charges(prep, first, last, either, data) -> {cause: cycles}  (per static or per retired)
  notes(prep, misses, entries, uses) -> [str]
Optional:
  lookahead = "taken" | "always"              next_first after taken ends only (the 386's "+m"),
                                              or after every run (the Pentium's pairing)
  split = "taken"                             runs end only at taken transfers (runs_of)
  cuts(prep) -> bool per static               also start a run before these instructions
  finish(arrays, trace, timing)               adjust the per-retired arrays once built (views)
  needs_fresh = True                          the cache walk also gives first-runs-since-fill
  needs_flags = True                          ... and which accesses missed, per retired
  events(prep, trace, misses, runs) -> list   one hashable (or None) per run
  origin = -1                                 the first run's reference cycle (default 0)
  RunCost.issue / advance                     issue cycles relative to the run's reference
                                              cycle, and where the next run's reference is
  dynamic_charges(prep, trace, log, per_retired) -> {cause: cycles}   data-dependent additive
      charges that need the schedule (the Pentium's bank conflicts between paired accesses);
      ``log`` is the :class:`RunLog` (memo entries, runs, where they lie, what they hold)
  issue_cycles(base, lost, pipe, cost) -> issue   (default: in order, one after another)
  timing_attrs = {name: value}                constant attributes of the Timing (code names)
  perfect_caches = True                       every access hits (``workbench time --caches
                                              perfect``): the streams report no misses
  explain(prep, static_index) -> dict         static facts of one instruction for ``workbench
                                              time``'s explanation (workbench/explain.py: clocks,
                                              lat, rthr, uops, ports, class)
  explain_reason(timing, i) -> str            why retired instruction i issued where it did
                                              (``BlockTiming.reason``)
  retired_view(trace) -> trace                the trace as the rules see it, the same retired
                                              count (x86: REP repeats as their own static
                                              instructions, cores/repeats.py)
  cache_key() -> hashable                     ``prepare`` and ``run`` depend only on the static
                                              table and this key (the machine's values,
                                              ``rules_key``): the engine keeps ``prep`` and the
                                              memo entries per (key, static table) across calls,
                                              so a process that times the same program again
                                              (``workbench bench``, ``reproduce``) schedules only
                                              the runs it has not met
  prep_fits(prep, trace) -> bool              a kept ``prep`` (made for an equal static table)
                                              serves this trace too (the P6's, made for the
                                              static instructions its trace's blocks held)
  events may also be a dict {run position: event} holding only the runs that have one.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from isa.native import NativeLibrary
from isa.trace import Blocks, Trace

from . import streams


@dataclass
class RunCost:
    """One run from one entry context: per instruction of the run (in run order)."""
    base: np.ndarray                    # int64
    lost: np.ndarray                    # int64 [len(rules.causes), run length]
    pipe: np.ndarray                    # int8
    extra: dict[str, np.ndarray] = field(default_factory=dict)   # rule-specific, per instruction
    issue: np.ndarray | None = None     # issue cycles relative to the run's reference cycle
    advance: int = 0                    # reference cycle of the next run, relative to this one's

    def __post_init__(self):
        self.cost = self.base + self.lost.sum(axis=0)
        self.cycles = int(self.cost.sum())
        # base, then each cause, summed over the run (the totals of BlockTiming)
        self.sums = [int(self.base.sum())] + [int(x) for x in self.lost.sum(axis=1)] \
            if self.lost.ndim == 2 else [int(self.base.sum())]


@dataclass
class RunLog:
    """The runs as the engine timed them: the memo entry of each run, the run (its static
    indices in ``table``) each entry timed, and where the runs lie in the retired stream."""
    entries: list[RunCost]
    entry_of_run: np.ndarray            # memo entry of each run, in execution order
    entry_run: list[int]                # run id (index into ``table``) of each memo entry
    table: list[np.ndarray]             # static indices of each run id

    def __post_init__(self):
        self.uses = np.bincount(self.entry_of_run, minlength=len(self.entries)) \
            if len(self.entries) else np.zeros(0, np.int64)
        self.lengths = np.array([len(e.base) for e in self.entries], np.int64)[self.entry_of_run] \
            if len(self.entries) else np.zeros(0, np.int64)
        self.starts = np.zeros(len(self.entry_of_run), np.int64)     # retired position of each run
        if len(self.starts) > 1:
            np.cumsum(self.lengths[:-1], out=self.starts[1:])

    def replay(self, per_entry: list[np.ndarray]) -> np.ndarray:
        """One array per memo entry laid out over the runs in execution order."""
        return Blocks([], self.entry_of_run).replay(per_entry)

    def locate(self, pos: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(memo entry, position in its run) of each retired position."""
        k = np.searchsorted(self.starts, pos, side="right") - 1
        return self.entry_of_run[k], pos - self.starts[k]

    def at(self, per_entry: list[np.ndarray], eid: np.ndarray, off: np.ndarray) -> np.ndarray:
        """The value at position ``off`` of memo entry ``eid``'s array in ``per_entry``."""
        flat = np.concatenate(per_entry)
        first = np.concatenate(([0], np.cumsum([len(a) for a in per_entry])[:-1]))
        return flat[first[eid] + off]

    def statics(self, eid: np.ndarray, off: np.ndarray) -> np.ndarray:
        """The static index at position ``off`` of memo entry ``eid``'s run."""
        return self.at([self.table[r] for r in self.entry_run], eid, off).astype(np.int64)


class BlockTiming:
    """A Timing (workbench.timing) whose per-retired arrays are built on first use."""

    def __init__(self, core: str, trace: Trace, rules, prep, log: RunLog,
                 misses: streams.Misses | None, notes: list[str]):
        self.core, self.trace, self.rules, self.prep, self.log = core, trace, rules, prep, log
        self.entries, self.entry_of_run = log.entries, log.entry_of_run
        self.misses = misses
        self.pipe_names = tuple(rules.pipe_names)
        self.notes = notes
        ns = len(trace.static)
        entries, uses, table = log.entries, log.uses, log.table
        causes = tuple(rules.causes)
        self._totals = {"base": 0, **{c: 0 for c in causes}}
        self._static_cycles = np.zeros(ns, dtype=np.int64)
        used = np.flatnonzero(uses).tolist()
        if used:
            u = uses[used].astype(np.int64)
            # per entry: base and each cause summed over its run, times its uses
            sums = np.array([entries[e].sums for e in used], np.int64).reshape(len(used), -1)
            tot = u @ sums
            self._totals["base"] += int(tot[0])
            for i, c in enumerate(causes):
                self._totals[c] += int(tot[1 + i])
            np.add.at(self._static_cycles,
                      np.concatenate([table[log.entry_run[e]] for e in used]),
                      np.concatenate([k * entries[e].cost for k, e in zip(u.tolist(), used)]))
        for c in rules.cache_causes:
            self._totals[c] = 0
        charges = {}
        if misses is not None:
            charges.update(rules.cache_charges(prep, misses.first, misses.last, misses.either,
                                               misses.data))
        if hasattr(rules, "dynamic_charges"):
            charges.update(rules.dynamic_charges(prep, trace, log, False))
        for c, per_static in charges.items():       # added to any run-level part of the cause
            per_static = np.asarray(per_static, dtype=np.int64)
            self._totals[c] = self._totals.get(c, 0) + int(per_static.sum())
            self._static_cycles += per_static
        self.total_cycles = int(sum(self._totals.values()))
        self._arrays: dict | None = None
        self._extras: dict[str, np.ndarray] = {}
        self.extra_names = tuple(entries[0].extra) if entries else ()
        for k, v in getattr(rules, "timing_attrs", {}).items():    # e.g. the names of codes
            setattr(self, k, v)

    # ---- aggregates (no per-retired arrays) ----
    def breakdown(self, mask: np.ndarray | None = None) -> dict[str, int]:
        if mask is not None:
            a = self._materialise()
            out = {"base": int(a["base"][mask].sum())}
            for cause, arr in sorted(a["lost"].items()):
                out[cause] = int(arr[mask].sum())
            return out
        return {"base": self._totals["base"], **{c: self._totals[c] for c in sorted(self._totals)
                                                  if c != "base"}}

    def static_cycles(self, trace=None) -> np.ndarray:
        """int64 per static instruction: the cycles charged to it over the whole run."""
        return self._static_cycles

    # ---- per retired instruction, on demand ----
    def _materialise(self) -> dict:
        if self._arrays is not None:
            return self._arrays
        rules, trace = self.rules, self.trace
        log = self.log
        base = log.replay([e.base for e in self.entries]).astype(np.int64)
        pipe = log.replay([e.pipe for e in self.entries]).astype(np.int8)
        lost = {c: log.replay([e.lost[i] for e in self.entries]).astype(np.int64)
                for i, c in enumerate(rules.causes)}
        n = len(trace)
        for c in rules.cache_causes:
            lost[c] = np.zeros(n, np.int64)
        plan = rules.cache_plan(self.prep)
        if plan is not None and not getattr(rules, "perfect_caches", False):
            f = streams.walk(trace, plan, flags=True).flags
            one = lambda bit: ((f & bit) > 0).astype(np.int64)  # noqa: E731
            first, last, data = one(streams.FIRST), one(streams.LAST), one(streams.DATA)
            either = ((f & (streams.FIRST | streams.LAST)) > 0).astype(np.int64)
            for c, arr in rules.cache_charges(self.prep, first, last, either, data).items():
                lost[c] = np.asarray(arr, dtype=np.int64)
        if hasattr(rules, "dynamic_charges"):
            for c, arr in rules.dynamic_charges(self.prep, trace, log, True).items():
                lost[c] = lost[c] + np.asarray(arr, dtype=np.int64) if c in lost else \
                    np.asarray(arr, dtype=np.int64)
        cost = base.copy()
        for arr in lost.values():
            cost += arr
        if self.entries and self.entries[0].issue is not None:
            issue = self.absolute("issue")
        elif hasattr(rules, "issue_cycles"):
            issue = rules.issue_cycles(base, lost, pipe, cost)
        else:
            issue = np.cumsum(cost) - base if n else np.zeros(0, np.int64)
        self._arrays = {"base": base, "lost": lost, "pipe": pipe, "issue": issue, "cost": cost}
        if hasattr(rules, "finish"):
            rules.finish(self._arrays, trace, self)
        return self._arrays

    @property
    def base(self) -> np.ndarray:
        return self._materialise()["base"]

    @property
    def lost(self) -> dict[str, np.ndarray]:
        return self._materialise()["lost"]

    @property
    def pipe(self) -> np.ndarray:
        return self._materialise()["pipe"]

    @property
    def issue(self) -> np.ndarray:
        return self._materialise()["issue"]

    def cost(self) -> np.ndarray:
        return self._materialise()["cost"]

    def cause_of(self, i: int) -> dict[str, int]:
        return {k: int(v[i]) for k, v in self.lost.items() if v[i]}

    def __getattr__(self, name: str):
        # rule-specific per-retired arrays read as attributes (timing.pair_reason)
        if name != "extra_names" and name in self.__dict__.get("extra_names", ()):
            return self.extra(name)
        raise AttributeError(f"{type(self).__name__} has no attribute '{name}'")

    def reason(self, i: int) -> str:
        """Why retired instruction ``i`` issued where it did, in words (the rules'
        ``explain_reason``: the Pentium's pipe and pairing, the Alpha's slot), or ""."""
        f = getattr(self.rules, "explain_reason", None)
        return f(self, i) if f is not None else ""

    def absolute(self, name: str) -> np.ndarray:
        """A per-run relative cycle array (``issue`` or an extra) made absolute with each run's
        reference cycle."""
        log = self.log
        rel = log.replay([e.issue if name == "issue" else e.extra[name] for e in self.entries])
        adv = np.array([e.advance for e in self.entries], np.int64)[self.entry_of_run]
        refs = np.concatenate(([0], np.cumsum(adv)[:-1])) if len(adv) else adv
        refs = refs + getattr(self.rules, "origin", 0)
        return rel.astype(np.int64) + np.repeat(refs, log.lengths)

    def extra(self, name: str) -> np.ndarray:
        """A rule-specific per-retired array (RunCost.extra), e.g. the Pentium's pair reasons."""
        if name not in self._extras:
            self._extras[name] = self.log.replay([e.extra[name] for e in self.entries])
        return self._extras[name]


def runs_of(trace: Trace, split: str = "transfer", cuts: np.ndarray | None = None) -> Blocks:
    """The trace's blocks joined into runs. ``split="transfer"``: a block whose last instruction
    cannot transfer control (capture splits long straight code: unicorn at 512 instructions or a
    page, our interpreters at their block limit) always continues with the same block, so the two
    are one run; each run ends at a possible transfer (or where control left the fall-through
    path), and rules that look across an instruction boundary (the Pentium's pairing) never meet
    a boundary the machine would not see. ``split="taken"``: runs end only where control left
    the fall-through path (rules whose front-end state flows through a not-taken branch, the
    P6's decoders). ``cuts`` (bool per static instruction): also start a run before each of
    these (the Alpha rules cut long unrolled code into reusable pieces)."""
    b = trace.block_form()
    static = trace.static
    seq = b.sequence
    if not len(seq):
        return b
    if split == "taken":
        closes_seq = b.ends_taken.copy()
    else:
        closes = np.array([len(t) == 0 or static[int(t[-1])].transfers or
                           static[int(t[-1])].flow == "halt" for t in b.table], dtype=bool)
        closes_seq = closes[seq] | b.ends_taken
    ends = np.flatnonzero(closes_seq)
    if not len(ends) or ends[-1] != len(seq) - 1:
        ends = np.append(ends, len(seq) - 1)
    begins = np.concatenate(([0], ends[:-1] + 1))
    # after a block that does not close a run, control always falls through to the same block,
    # so a run is named by its first block and how many blocks it spans
    nblk = ends - begins + 1
    key = seq[begins] * (int(nblk.max()) + 1) + nblk
    uniq, first_at, inv = np.unique(key, return_index=True, return_inverse=True)
    # that holds where every non-closing block has one successor; check it, and where it does
    # not (a block left two ways without a transfer), name runs by their whole block chains
    chains = [seq[begins[k]:ends[k] + 1] for k in first_at.tolist()]
    if not np.array_equal(Blocks(chains, inv).replay(chains), seq):
        whole = {}
        inv = np.array([whole.setdefault(seq[lo:hi + 1].tobytes(), len(whole))
                        for lo, hi in zip(begins.tolist(), ends.tolist())], dtype=np.int64)
        first_at = np.unique(inv, return_index=True)[1]
    table: list[np.ndarray] = []
    pieces_of: list[np.ndarray] = []
    for k in first_at.tolist():
        chain = seq[begins[k]:ends[k] + 1].tolist()
        whole = np.concatenate([b.table[x] for x in chain]) if len(chain) > 1 else b.table[chain[0]]
        pieces = [whole]
        if cuts is not None and len(whole) > 1:
            at = np.flatnonzero(cuts[whole[1:]]) + 1
            pieces = np.split(whole, at) if len(at) else pieces
        pieces_of.append(np.arange(len(table), len(table) + len(pieces), dtype=np.int64))
        table.extend(pieces)
    if all(len(p) == 1 for p in pieces_of):
        run_seq = np.array([int(p[0]) for p in pieces_of], dtype=np.int64)[inv]
        return Blocks(table, run_seq, b.ends_taken[ends].copy())
    chains = Blocks(pieces_of, inv)
    run_seq = chains.replay(pieces_of)
    last = chains.replay([np.arange(len(p)) == len(p) - 1 for p in pieces_of])
    ends_taken = np.zeros(len(run_seq), dtype=bool)
    ends_taken[last] = b.ends_taken[ends]
    return Blocks(table, run_seq, ends_taken)


def spec_key(spec) -> tuple:
    """A hashable key of a machine description's values."""
    return (spec.name, tuple((k, repr(p.value)) for k, p in sorted(spec.params.items())))


def rules_key(rules) -> tuple:
    """``cache_key`` of rules whose ``prepare`` and ``run`` read only the static table, the
    machine description and the rules object's own attributes: the description's values and
    every other attribute, so that one set after construction (a test, a what-if) gets
    entries of its own."""
    return (spec_key(rules.spec),
            repr(sorted((k, v) for k, v in vars(rules).items() if k != "spec")))


_NATIVE = NativeLibrary(Path(__file__).with_name("enginewalk.c"), "the timing engine's loops")


def _native():
    lib = _NATIVE.load()
    if lib is not None and not hasattr(lib, "_typed"):
        lib.memo_walk.restype = ctypes.c_int64
        lib.memo_walk.argtypes = [ctypes.c_int64, ctypes.c_int64] + [ctypes.c_void_p] * 7 + \
            [ctypes.c_int64, ctypes.c_void_p]
        lib.memo_insert.restype = ctypes.c_int64
        lib.memo_insert.argtypes = [ctypes.c_void_p, ctypes.c_void_p] + [ctypes.c_int64] * 7
        lib.dsp_bus.restype = ctypes.c_int64
        lib.dsp_bus.argtypes = [ctypes.c_int64] + [ctypes.c_void_p] * 8 + [ctypes.c_int64] + \
            [ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p,
             ctypes.c_int64, ctypes.c_int64, ctypes.c_int, ctypes.c_int, ctypes.c_void_p,
             ctypes.c_void_p]
        lib.counters2.restype = ctypes.c_int64
        lib.counters2.argtypes = [ctypes.c_int64] + [ctypes.c_void_p] * 3 + [ctypes.c_int64,
                                                                             ctypes.c_void_p]
        lib._typed = True
    return lib


def two_bit_counters(slot: np.ndarray, init: np.ndarray, taken: np.ndarray) -> np.ndarray:
    """bool per conditional branch outcome, in order: its 2-bit saturating counter predicted
    wrong. ``slot``: the counter each outcome uses (a static branch, a BHT entry); ``init``: the
    state (0-3, taken at 2 and 3) a counter starts in when its slot is first met, given with
    each outcome; ``taken``: the outcomes."""
    n = len(slot)
    slot = np.ascontiguousarray(slot, dtype=np.int64)
    init = np.ascontiguousarray(init, dtype=np.uint8)
    taken = np.ascontiguousarray(taken, dtype=np.uint8)
    mis = np.zeros(n, np.uint8)
    if not n:
        return mis.view(bool)
    lib = _native()
    if lib is not None and lib.counters2(n, slot.ctypes.data, init.ctypes.data, taken.ctypes.data,
                                         int(slot.max()) + 1, mis.ctypes.data) >= 0:
        return mis.view(bool)
    counters: dict[int, int] = {}
    for i, (s, c0, tk) in enumerate(zip(slot.tolist(), init.tolist(), taken.tolist())):
        ctr = counters.get(s, c0)
        mis[i] = (ctr >= 2) != bool(tk)
        counters[s] = min(3, ctr + 1) if tk else max(0, ctr - 1)
    return mis.view(bool)


class _RunCache:
    """The memo entries of one set of rules over one static table: runs (by their static
    indices), entry contexts and events are numbered, and each distinct (context, run, ended
    taken, lookahead, event) maps to (memo entry, next context). Kept across ``time`` calls
    where the rules say their ``prepare`` and ``run`` depend only on the static table and their
    ``cache_key``; else made for one call. The walk over the run sequence is one C loop that
    returns to Python only for a key it has not seen (the Python path: the same table as a
    dict)."""

    def __init__(self, static, prep):
        self.static, self.prep = static, prep
        self.run_ids: dict[bytes, int] = {}
        self.ctx_ids: dict = {}
        self.ctxs: list = []
        self.ev_ids: dict = {None: 0}
        self.evs: list = [None]
        self.entries: list[RunCost] = []
        self.held = 0                   # instructions scheduled in ``entries``
        self.trans: dict[tuple, tuple[int, int]] = {}
        self.keys = self.vals = None
        self.keys_at = self.vals_at = 0
        self.mask = -1

    def ctx_id(self, ctx) -> int:
        i = self.ctx_ids.get(ctx)
        if i is None:
            i = self.ctx_ids[ctx] = len(self.ctxs)
            self.ctxs.append(ctx)
        return i

    def _table(self, lib, need: int) -> None:
        """The C table with room for ``need`` keys at half load (rebuilt from ``trans``)."""
        if self.mask + 1 >= 2 * need:
            return
        cap = 1024
        while cap < 2 * need:
            cap *= 2
        self.keys = np.full(4 * cap, -1, np.int64)
        self.vals = np.zeros(2 * cap, np.int64)
        self.keys_at, self.vals_at = self.keys.ctypes.data, self.vals.ctypes.data
        self.mask = cap - 1
        for (c, r, t, e), (en, nx) in self.trans.items():
            lib.memo_insert(self.keys_at, self.vals_at, self.mask, c, r, t, e, en, nx)

    def walk(self, rules, table, seq, ends_taken, nexts, events):
        """(memo entry of each run in this call's numbering, the entries, the run id of each
        entry in ``table``), as the per-run loop of ``time`` numbered them: distinct (run of
        ``table``, ended taken, context, lookahead, event) in order of first use."""
        n = len(seq)
        rid = np.array([self.run_ids.setdefault(t.tobytes(), len(self.run_ids)) for t in table],
                       np.int64)
        grun = rid[seq] if n else np.zeros(0, np.int64)
        tk = np.ascontiguousarray(ends_taken, dtype=np.uint8)
        nx = None if nexts is None else np.ascontiguousarray(nexts, dtype=np.int64)
        ev = None
        if events is not None:
            ev = np.zeros(n, np.int64)
            items = events.items() if isinstance(events, dict) else enumerate(events)
            ids, evs = self.ev_ids, self.evs
            for k, e in items:
                if e is not None:
                    i = ids.get(e)
                    if i is None:
                        i = ids[e] = len(evs)
                        evs.append(e)
                    ev[k] = i
        gentry = np.empty(n, np.int64)
        ctx = self.ctx_id(rules.entry_context(self.prep))
        lib = _native()
        prep, run, trans = self.prep, rules.run, self.trans
        if lib is not None:
            self._table(lib, len(trans) + 1)
            cio = np.array([ctx], np.int64)
            k = 0
            args = (grun.ctypes.data, tk.ctypes.data, None if nx is None else nx.ctypes.data,
                    None if ev is None else ev.ctypes.data, cio.ctypes.data)
            out = gentry.ctypes.data
            walk = lib.memo_walk
            while True:
                k = walk(n, k, *args, self.keys_at, self.vals_at, self.mask, out)
                if k >= n:
                    break
                c = int(cio[0])
                bid = int(seq[k])
                x = -1 if nx is None else int(nx[k])
                e = 0 if ev is None else int(ev[k])
                t = bool(tk[k])
                cost, nxt = run(prep, table[bid], t, self.ctxs[c], x, self.evs[e])
                key = (c, int(rid[bid]), int(t) + 2 * (x + 1), e)
                val = trans[key] = (len(self.entries), self.ctx_id(nxt))
                self.entries.append(cost)
                self.held += len(cost.base)
                self._table(lib, len(trans))
                lib.memo_insert(self.keys_at, self.vals_at, self.mask, *key, *val)
        else:
            gl, tl = grun.tolist(), tk.tolist()
            xl = nx.tolist() if nx is not None else None
            el = ev.tolist() if ev is not None else None
            seql = seq.tolist()
            for k in range(n):
                x = xl[k] if xl is not None else -1
                e = el[k] if el is not None else 0
                key = (ctx, gl[k], tl[k] + 2 * (x + 1), e)
                hit = trans.get(key)
                if hit is None:
                    cost, nxt = run(prep, table[seql[k]], bool(tl[k]), self.ctxs[ctx], x,
                                    self.evs[e])
                    hit = trans[key] = (len(self.entries), self.ctx_id(nxt))
                    self.entries.append(cost)
                    self.held += len(cost.base)
                gentry[k], ctx = hit
        # this call's numbering: distinct (entry, run of ``table``) in order of first use, as
        # a memo keyed by the run's place in ``table`` numbers them
        nb = max(len(table), 1)
        local = gentry * nb + seq
        uniq, first, inv = np.unique(local, return_index=True, return_inverse=True)
        order = np.argsort(first, kind="stable")
        rank = np.empty(len(order), np.int64)
        rank[order] = np.arange(len(order), dtype=np.int64)
        picked = uniq[order]
        entries = [self.entries[g] for g in (picked // nb).tolist()]
        return rank[inv.reshape(-1)], entries, (picked % nb).tolist()


# Kept run caches: [(rules' cache key, _RunCache)], most recently used last. A DES kernel's
# trace needs 3-250 memo entries of 500-13,500 scheduled instructions in all; a cache that has
# gathered more than _MAX_HELD (runs of many seeds or block counts with data-dependent events)
# starts afresh, so the kept caches stay within some tens of MB.
_CACHES: list = []
_KEEP = 6
_MAX_HELD = 1 << 18             # scheduled instructions held in one cache's memo entries


def _run_cache(rules, trace: Trace):
    """The kept _RunCache of these rules (``cache_key``) and this static table, or None."""
    f = getattr(rules, "cache_key", None)
    key = f() if f is not None else None
    if key is None:
        return None
    key = (type(rules).__qualname__, getattr(rules, "name", ""),
           bool(getattr(rules, "perfect_caches", False)), trace.meta.mode, key)
    static = trace.static
    fits = getattr(rules, "prep_fits", None)
    for i, (k, c) in enumerate(_CACHES):
        if k == key and len(c.static) == len(static) and (c.static is static or c.static == static):
            del _CACHES[i]
            if c.held > _MAX_HELD or (fits is not None and not fits(c.prep, trace)):
                break
            _CACHES.append((k, c))
            return c
    c = _RunCache(static, rules.prepare(trace))
    _CACHES.append((key, c))
    del _CACHES[:-_KEEP]
    return c


def time(rules, trace: Trace) -> BlockTiming:
    """Time ``trace`` with ``rules``: memoised block runs plus the cache streams."""
    if hasattr(rules, "retired_view"):
        trace = rules.retired_view(trace)
    cache = _run_cache(rules, trace)
    prep = cache.prep if cache is not None else rules.prepare(trace)
    if cache is None:
        cache = _RunCache(trace.static, prep)
    cuts = rules.cuts(prep) if hasattr(rules, "cuts") else None
    blocks = runs_of(trace, getattr(rules, "split", "transfer"), cuts)
    table = blocks.table
    seq = blocks.sequence
    plan = rules.cache_plan(prep)
    misses = None
    if plan is not None:
        flags, fresh = getattr(rules, "needs_flags", False), getattr(rules, "needs_fresh", False)
        misses = streams.walk(trace, plan, flags=flags, fresh=fresh)
    if misses is not None and getattr(rules, "perfect_caches", False):
        misses = streams.no_misses(misses)
    events = rules.events(prep, trace, misses, blocks) if hasattr(rules, "events") else None
    if misses is not None:      # the per-retired inputs of ``events``: not kept with the timing
        misses.flags = misses.fresh = misses.where = None
    lookahead = getattr(rules, "lookahead", None)
    if lookahead:
        first = np.array([int(b[0]) if len(b) else -1 for b in table], dtype=np.int64)
        nexts = np.full(len(seq), -1, dtype=np.int64)
        nexts[:-1] = first[seq[1:]]
        if lookahead == "taken":
            nexts = np.where(blocks.ends_taken, nexts, -1)
    else:
        nexts = None
    entry_of_run, entries, entry_block = cache.walk(rules, table, seq, blocks.ends_taken, nexts,
                                                    events)
    log = RunLog(entries, entry_of_run, entry_block, table)
    notes = list(rules.notes(prep, misses, entries, log.uses))
    timing = BlockTiming(rules.name, trace, rules, prep, log, misses, notes)
    timing.memo = (len(entries), len(seq))     # distinct (run, context, event) cases, runs
    return timing
