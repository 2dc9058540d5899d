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
* memoisation: each run is scheduled once per distinct (instructions, events, normalised entry
  state); an unrolled DES block is one run, and the state at a block boundary repeats after a few
  blocks, so a long trace costs a few scheduled blocks.
"""
from __future__ import annotations

import numpy as np

from ..machine import MachineSpec, load_machine
from ..timing import Timing
from .cache import CacheGeometry, simulate
from .pa8600_rules import CAUSES, UNIT_NAMES, Context, Params, schedule_run, static_cost


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
        n = len(trace)
        out = np.zeros(n, dtype=bool)
        cond = np.array([s.flow == "branch" for s in trace.static], dtype=bool)
        if n == 0 or not cond.any():
            return out
        entries = int(self.spec["branch.bht_entries"])
        pos = np.nonzero(cond[trace.index])[0]
        counters: dict[int, int] = {}
        static = trace.static
        for p, si, tk in zip(pos.tolist(), trace.index[pos].tolist(), trace.taken[pos].tolist()):
            s = static[si]
            slot = (s.address >> 2) % entries
            ctr = counters.get(slot)
            if ctr is None:
                ctr = 2 if s.target is not None and s.target <= s.address else 1
            out[p] = (ctr >= 2) != bool(tk)
            counters[slot] = min(3, ctr + 1) if tk else max(0, ctr - 1)
        return out

    def load_extra(self, trace) -> np.ndarray:
        """Per retired instruction: the extra latency of its load's D-cache miss."""
        n = len(trace)
        extra = np.zeros(n, dtype=np.int64)
        acc = trace.accesses
        if not len(acc):
            return extra
        addr, insn, write = acc.addr, acc.insn, acc.write
        if len(insn) > 1 and (insn[1:] < insn[:-1]).any():       # retirement order, as logged
            order = np.argsort(insn, kind="stable")
            addr, insn, write = addr[order], insn[order], write[order]
        if self.spec.get("dcache.warm_start", False):
            g = self.dcache
            lines = np.unique(addr // g.line)
            if np.bincount(lines % g.sets, minlength=g.sets).max() <= g.ways:
                return extra            # every line stays resident: a warm cache never misses
            miss = simulate(np.concatenate([addr, addr]), g)[len(addr):]
        else:
            miss = simulate(addr, self.dcache)
        hit_loads = insn[miss & ~write]
        extra[hit_loads] = int(self.spec["dcache.miss_latency"])
        return extra

    DELAY_SLOTS = 1          # PA-RISC: the instruction after a branch runs before its target

    def redirects(self, trace) -> np.ndarray:
        """Per retired instruction: the first one fetched from a taken transfer's target (the
        trace marks the transfer itself as taken; its delay slot comes between)."""
        n = len(trace)
        out = np.zeros(n, dtype=bool)
        at = np.nonzero(np.asarray(trace.taken, dtype=bool))[0] + 1 + self.DELAY_SLOTS
        out[at[at < n]] = True
        return out

    # ------------------------------------------------------------------ timing
    def time(self, trace) -> Timing:
        n = len(trace)
        p = self.params
        numbers: dict[str, int] = {}
        costs = [static_cost(s, self.spec, numbers) for s in trace.static]
        idx = np.asarray(trace.index, dtype=np.int64)
        redirected = self.redirects(trace)
        extra = self.load_extra(trace)
        mis = self.mispredicts(trace)
        nul = np.asarray(trace.nullified, dtype=bool)
        starts = np.nonzero(redirected)[0].tolist()
        bounds = [0] + starts + [n] if n else [0]
        launch = np.zeros(n, dtype=np.int64)
        base = np.zeros(n, dtype=np.int64)
        lost = np.zeros(n, dtype=np.int64)
        cause = np.full(n, -1, dtype=np.int64)
        unit = np.zeros(n, dtype=np.int8)
        memo: dict = {}
        # the state between runs is carried as its normalised key and the clock it is relative
        # to; a Context is rebuilt from them only when a run has to be scheduled
        state, t0 = Context().normalised(p), -1
        has_events = np.zeros(n + 1, dtype=np.int64)
        has_events[1:] = np.cumsum((extra != 0) | mis | nul)
        scheduled = 0
        for a, b in zip(bounds[:-1], bounds[1:]):
            if a == b:
                continue
            if has_events[b] != has_events[a]:
                ev = b"".join(e.tobytes() for e in (extra[a:b], mis[a:b], nul[a:b], redirected[a:b]))
            else:
                ev = bool(redirected[a])
            key = (idx[a:b].tobytes(), state, ev)
            hit = memo.get(key)
            if hit is None:
                ctx = Context.from_key(state, t0)
                run, out = schedule_run([costs[i] for i in idx[a:b].tolist()], extra[a:b].tolist(),
                                        mis[a:b].tolist(), redirected[a:b].tolist(),
                                        nul[a:b].tolist(), ctx, p)
                scheduled += b - a
                hit = memo[key] = (np.array(run.launch, dtype=np.int64) - t0,
                                   np.array(run.base), np.array(run.lost), np.array(run.cause),
                                   np.array(run.unit, dtype=np.int8),
                                   out.normalised(p), out.retired - t0)
            rel_launch, rb, rl, rc, ru, state, out_ret = hit
            launch[a:b] = rel_launch + t0
            base[a:b], lost[a:b], cause[a:b], unit[a:b] = rb, rl, rc, ru
            t0 += out_ret
        nz = np.nonzero(lost)[0]
        lost_by = {}
        for i, c in enumerate(CAUSES):
            arr = np.zeros(n, dtype=np.int64)
            at = nz[cause[nz] == i]
            arr[at] = lost[at]
            lost_by[c] = arr
        total = int(base.sum() + lost.sum())
        notes = [f"{self.name}: out-of-order IRB {p.entries[0]}+{p.entries[1]}, "
                 f"{scheduled} of {n} instructions scheduled (the rest repeated a memoised run)"]
        if self.spec.get("dcache.warm_start", False):
            notes.append("D-cache warm start: the run's accesses replayed once before timing")
        return Timing(self.name, total, launch, base, lost_by, unit, UNIT_NAMES, notes)


MODELS = {"pa8600": lambda spec=None: PA8x00("pa8600", spec),
          "pa8500": lambda spec=None: PA8x00("pa8500", spec)}
