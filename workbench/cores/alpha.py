"""Alpha 21064 (EV4) and 21164 (EV5) cost models: in-order multi-issue over a Trace.

One engine, two machine descriptions (``workbench/machines/ev4.toml``, ``ev5.toml``); every number
comes from there. The engine walks the retired instructions in order:

* Instructions are fetched in naturally aligned groups (4 on the 21164, 2 on the 21064) and issue
  in order; a later group waits until every instruction of the current group has issued, so a
  new group starts at least one cycle after the last issue of the previous one (21164 HRM 2.1.1.1).
  A taken branch starts a new group at its target.
* An instruction issues in the current cycle if a pipe that may execute its class is free
  (21164: shifts, byte ops, multiply and stores E0 only, branches E1 only; 21064: integer
  operate on ibus0, stores and branches on ibus1, loads either) and the extra rules hold (21164:
  never a load and a store together; 21064: one load/store unit); else it and everything after it
  wait a cycle ("slotting").
* It waits for its operands: the producer's latency, with class-to-class bypasses from the
  description ("dependency", "load-use"); a load that misses the D-cache adds the miss latency
  ("cache", as does an I-cache miss on fetch).
* A conditional branch is predicted with a 2-bit counter per static branch, seeded by the sign of
  its displacement (backward taken); a misprediction delays the next instruction ("branch").

Lost cycles are charged to the instruction that waited; ``base`` is 1 where a new issue cycle
starts without a stall, 0 for an instruction that issued with its predecessor, so
``total_cycles == base.sum() + sum(lost)`` (cycles from the first issue to the last).

``_time_reference`` is the engine one instruction at a time (the loop lives in ``alpha_reference``);
``time`` gives bit-identical results by timing each recurring straight-line segment once per
distinct entry state (see ``SEGMENT``).
"""
from __future__ import annotations

import numpy as np

from ..machine import MachineSpec, load_machine
from ..timing import Timing
from .cache import CacheGeometry, simulate

CLASSES = ("iadd", "ilog", "icmp", "icmov", "shift", "imul", "ld", "st", "ibr", "jsr", "pal")
CAUSES = ("dependency", "load-use", "cache", "slotting", "branch")


class AlphaCore:
    isa = "alpha"

    def __init__(self, name: str, spec: MachineSpec | None = None):
        self.name = name
        self.spec = spec or load_machine(name)
        s = self.spec
        self.pipe_names = tuple(s["issue.pipes"])
        self.group_size = int(s["issue.group_size"])
        self.allowed = {c: tuple(self.pipe_names.index(p) for p in s[f"pipes.{c}"]) for c in CLASSES}
        self.lat = {c: int(s[f"latency.{c}"]) for c in CLASSES if f"latency.{c}" in s.params}
        self.bypass = [tuple(b) for b in s.get("latency.bypass", [])]
        self.mem_per_cycle = int(s["issue.memory_ops_per_cycle"])
        self.loads_per_cycle = int(s["issue.loads_per_cycle"])
        self.load_store_pair = bool(s["issue.load_store_same_cycle"])
        self.branch_busy = int(s.get("issue.branch_unit_busy", 1))
        self.mispredict = int(s["branch.mispredict_penalty"])
        self.dcache = CacheGeometry(s["dcache.size"], s["dcache.ways"], s["dcache.line"])
        self.icache = CacheGeometry(s["icache.size"], s["icache.ways"], s["icache.line"])
        self.l2 = (CacheGeometry(s["scache.size"], s["scache.ways"], s["scache.line"])
                   if "scache.size" in s.params else None)
        self.hit_latency = int(s["memory.l1_latency"])
        self.l2_latency = int(s["memory.l2_latency"])
        self.mem_latency = int(s["memory.next_level_latency"])

    # ------------------------------------------------------------------ static tables
    def _latency(self, producer: str, consumer: str, width: str | None) -> int:
        for p, c, v in self.bypass:
            if producer in p and consumer in c:
                return int(v)
        if producer == "imul":
            return int(self.spec[f"latency.imul_{width or 'q'}"])
        if producer == "ld":
            return self.hit_latency
        return self.lat.get(producer, 1)

    def _statics(self, trace):
        st = trace.static
        cls = [CLASSES.index(s.klass) if s.klass in CLASSES else 0 for s in st]
        reads = [tuple(int(r[1:]) for r in s.reads) for s in st]
        writes = [int(s.writes[0][1:]) if s.writes else -1 for s in st]
        mask = [sum(1 << p for p in self.allowed[CLASSES[c]]) for c in cls]
        group = [s.address // (4 * self.group_size) for s in st]
        widths = [s.attrs.get("width") if s.klass == "imul" else None for s in st]
        # latency from each static producer to each consumer class
        lat = [[self._latency(CLASSES[c], CLASSES[cc], w) for cc in range(len(CLASSES))]
               for c, w in zip(cls, widths)]
        cond = [s.klass == "ibr" and not s.attrs.get("uncond") for s in st]
        backward = [s.klass == "ibr" and s.target is not None and s.target <= s.address for s in st]
        return cls, reads, writes, mask, group, lat, cond, backward

    # ------------------------------------------------------------------ memory
    def _load_extra(self, trace) -> np.ndarray:
        """Extra latency of each retired instruction's load beyond a D-cache hit."""
        n = len(trace)
        extra = np.zeros(n, dtype=np.int64)
        kl = np.array([s.klass == "ld" for s in trace.static], dtype=bool)
        ks = np.array([s.klass == "st" for s in trace.static], dtype=bool)
        if n == 0:
            return extra
        is_ld = kl[trace.index]
        pos = np.nonzero(is_ld)[0]
        miss = simulate(trace.data_addr[pos], self.dcache)      # read-allocate: loads only
        if self.l2 is not None:
            # the S-cache sees D-cache load misses and every store (write-through L1)
            is_st = ks[trace.index]
            l2_pos = np.sort(np.concatenate([pos[miss], np.nonzero(is_st)[0]]))
            l2_miss = simulate(trace.data_addr[l2_pos], self.l2)
            load_l2 = ~is_st[l2_pos]
            extra[l2_pos[load_l2]] = self.l2_latency - self.hit_latency
            extra[l2_pos[load_l2 & l2_miss]] = self.mem_latency - self.hit_latency
        else:
            extra[pos[miss]] = self.mem_latency - self.hit_latency
        return extra

    def _fetch_extra(self, trace) -> np.ndarray:
        """I-cache miss latency at each retired instruction that starts a missing line."""
        addrs = np.array([s.address for s in trace.static], dtype=np.int64)[trace.index]
        miss = simulate(addrs, self.icache)
        return np.where(miss, self.l2_latency if self.l2 else self.mem_latency, 0).astype(np.int64)

    # ------------------------------------------------------------------ engine
    def _step(self, state: tuple, key: tuple[int, int]):
        """The cycle's resource state after adding an instruction with ``key`` = (pipe mask,
        kind: 1 load, 2 store, 0 other), or False if it cannot issue in this cycle."""
        new = state + (key,)
        if _assign([m for m, _ in new]) is None:
            return False
        loads = sum(1 for _, kind in new if kind == 1)
        stores = sum(1 for _, kind in new if kind == 2)
        if loads > self.loads_per_cycle or loads + stores > self.mem_per_cycle:
            return False
        if loads and stores and not self.load_store_pair:
            return False
        return tuple(sorted(new))

    # ------------------------------------------------------------------ memoised engine
    # The engine is sequential, but a DES kernel retires the same straight-line code block after
    # block. ``time`` cuts the trace into segments (a taken transfer ends one; so does every
    # SEGMENT-instruction aligned address, so that long unrolled runs become reusable pieces) and
    # times each segment once per distinct entry state, relative to the issue cycle of the
    # instruction before it. The entry state is everything the per-instruction loop of
    # ``_time_reference`` reads: the open issue cycle's resources and whether the fetch group is
    # still open, the pending mispredict delay, the branch unit's busy time, the registers whose
    # results are not yet available to any consumer (producer's issue cycle, latency row, miss
    # extra), and the segment's data-dependent inputs (I-cache and D-cache miss extras,
    # mispredicts; the 2-bit counters depend only on the branch outcomes, so they are replayed
    # once up front). Older register values and an idle branch unit cannot delay an instruction
    # that issues no earlier than the previous one, so they are dropped from the key.
    SEGMENT = 64

    def time(self, trace) -> Timing:
        n = len(trace)
        if n == 0:
            return self._time_reference(trace)
        cls, reads, writes, mask, group, lat, cond, backward = self._statics(trace)
        ns = len(cls)
        load_extra_a = self._load_extra(trace)
        fetch_extra_a = self._fetch_extra(trace)
        idx_a = np.asarray(trace.index, dtype=np.int64)
        taken_a = np.asarray(trace.taken, dtype=bool)
        LD = CLASSES.index("ld")
        # mispredicts: the predictor sees only branch outcomes, never cycles
        cond_a = np.array(cond, dtype=bool)
        mis_a = np.zeros(n, dtype=bool)
        condk = np.nonzero(cond_a[idx_a])[0]
        counters: dict[int, int] = {}
        mis_k = []
        for k, s, tk in zip(condk.tolist(), idx_a[condk].tolist(), taken_a[condk].tolist()):
            ctr = counters.get(s, 2 if backward[s] else 1)
            if (ctr >= 2) != tk:
                mis_k.append(k)
            counters[s] = min(3, ctr + 1) if tk else max(0, ctr - 1)
        mis_a[np.array(mis_k, dtype=np.int64)] = True
        # segments
        addr = np.array([s.address for s in trace.static], dtype=np.int64)
        start = (addr % (4 * self.SEGMENT) == 0)[idx_a]
        start[0] = True
        start[1:] |= taken_a[:-1]
        seg_a = np.nonzero(start)[0]
        seg_b = np.append(seg_a[1:], n)
        # a segment's instructions follow from its first one and its length when every static
        # instruction falls through to one and the same successor (always, for fixed code)
        nt = np.nonzero(~taken_a[:-1])[0]
        succ = np.full(ns, -1, dtype=np.int64)
        succ[idx_a[nt]] = idx_a[nt + 1]
        by_start = bool((succ[idx_a[nt]] == idx_a[nt + 1]).all())
        # segments with data-dependent inputs (cache-miss extras, mispredicts) key on them
        ev = np.zeros(len(seg_a), dtype=bool)
        ev_pos = np.nonzero((load_extra_a != 0) | (fetch_extra_a != 0) | mis_a)[0]
        ev[np.searchsorted(seg_a, ev_pos, side="right") - 1] = True
        # producers with the same latency row and load-ness are interchangeable in the key
        pid_of: dict = {}
        pid = [pid_of.setdefault((tuple(lat[s]), cls[s] == LD), s) for s in range(ns)]
        maxlat = [max(row) for row in lat]
        mispredict = self.mispredict
        ctx = (cls, reads, writes, mask, group, lat, maxlat, idx_a, mis_a, load_extra_a, fetch_extra_a)
        last_k = seg_b - 1
        first_s = idx_a[seg_a].tolist()
        last_group = [group[s] for s in idx_a[last_k].tolist()]
        last_taken = taken_a[last_k].tolist()
        last_pending = np.where(mis_a[last_k], mispredict, 0).tolist()
        memo: dict = {}
        trans: dict = {}
        pool = [[] for _ in range(8)]       # issue, base, 5 causes, pipe (relative, per segment)
        refs = []
        offs = []
        live: dict = {}                    # reg -> (issue cycle, static, extra, free-after cycle)
        last = -1
        state: tuple = ()
        cur_group = None
        new_group = True
        pending = 0
        branch_free = 0
        for a, b, e, s0, lg, ltk, lpd in zip(seg_a.tolist(), seg_b.tolist(), ev.tolist(), first_s,
                                             last_group, last_taken, last_pending):
            ref = last
            if live:
                live = {r: v for r, v in live.items() if v[3] > ref}
                lv = tuple(sorted((r, v[0] - ref, pid[v[1]], v[2]) for r, v in live.items()))
            else:
                lv = ()
            open_state = None if new_group or group[s0] != cur_group else state
            bf = branch_free - ref if branch_free > ref else 0
            key = ((s0, b - a) if by_start else idx_a[a:b].tobytes(), lv, open_state, pending, bf,
                   (load_extra_a[a:b].tobytes() + fetch_extra_a[a:b].tobytes()
                    + mis_a[a:b].tobytes()) if e else None)
            hit = memo.get(key)
            if hit is None:
                hit = memo[key] = self._segment(ctx, a, b, lv, open_state, pending, bf, pool, trans)
            off, last_rel, state, bf_rel, written, out_live = hit
            if live:
                live = {r: v for r, v in live.items() if r not in written}
            for r, t_rel, s, x, h_rel in out_live:
                live[r] = (ref + t_rel, s, x, ref + h_rel)
            refs.append(ref)
            offs.append(off)
            last = ref + last_rel
            branch_free = ref + bf_rel
            cur_group = lg
            new_group = ltk
            pending = lpd
        lens = seg_b - seg_a
        gather = np.repeat(np.array(offs, dtype=np.int64) - seg_a, lens) + np.arange(n)
        issue_a = np.array(pool[0], dtype=np.int64)[gather] + np.repeat(np.array(refs, dtype=np.int64), lens)
        base_a = np.array(pool[1], dtype=np.int64)[gather]
        lost_a = {c: np.array(pool[2 + i], dtype=np.int64)[gather] for i, c in enumerate(CAUSES)}
        pipe_a = np.array(pool[7], dtype=np.int8)[gather]
        # an issue cycle that spans a segment boundary: assign its pipes as a whole
        cut = seg_a[1:][issue_a[seg_a[1:]] == issue_a[seg_a[1:] - 1]].tolist()
        done = -1
        for c in cut:
            if c <= done:
                continue
            lo, hi = c - 1, c
            t = issue_a[c]
            while lo > 0 and issue_a[lo - 1] == t:
                lo -= 1
            while hi + 1 < n and issue_a[hi + 1] == t:
                hi += 1
            pipe_a[lo:hi + 1] = 0
            for kk, p in zip(range(lo, hi + 1), _assign([mask[x] for x in idx_a[lo:hi + 1].tolist()]) or ()):
                pipe_a[kk] = p
            done = hi
        total = int(issue_a[-1] + 1)
        notes = [f"{self.spec.name}: {self.spec.description}"]
        return Timing(self.name, total, issue_a, base_a, lost_a, pipe_a, self.pipe_names, notes)

    def _segment(self, ctx, a, b, lv, open_state, pending, bf, pool, trans):
        """Time trace positions ``a:b`` from an entry state relative to the previous issue cycle
        (= 0): the loop of ``_time_reference``. Appends the relative results to ``pool`` and
        returns (pool offset, last issue, open resources, branch unit free, registers written,
        registers still pending at exit as (reg, issue, static, extra, free-after))."""
        cls, reads, writes, mask, group, lat, maxlat, idx, mis, load_extra, fetch_extra = ctx
        m = b - a
        idx = idx[a:b].tolist()
        mis = mis[a:b].tolist()
        load_extra = load_extra[a:b].tolist()
        fetch_extra = fetch_extra[a:b].tolist()
        LD, ST, IBR, JSR = (CLASSES.index(c) for c in ("ld", "st", "ibr", "jsr"))
        issue = [0] * m
        base = [0] * m
        pipes = [0] * m
        l_dep, l_lu, l_cache, l_slot, l_br = ([0] * m for _ in CAUSES)
        reg_t = [-(1 << 30)] * 32
        reg_s = [0] * 32
        reg_x = [0] * 32
        for r, t_rel, p, x in lv:
            reg_t[r], reg_s[r], reg_x[r] = t_rel, p, x
        last = 0
        new_group = open_state is None
        state = () if new_group else open_state
        cur_group = None if new_group else group[idx[0]]
        branch_free = bf
        nb = self.branch_busy
        mispredict = self.mispredict
        written: dict[int, int] = {}
        for j in range(m):
            s = idx[j]
            g = group[s]
            if new_group or g != cur_group:
                t = last + 1
                cur_group = g
                base[j] = 1
                fx = fetch_extra[j]
                if fx:
                    l_cache[j] += fx
                    t += fx
            else:
                t = last
            if pending:
                if t == last:
                    t += 1
                    base[j] = 1
                l_br[j] += pending
                t += pending
                pending = 0
            c = cls[s]
            dep_t = t
            hit_t = t
            from_load = False
            for r in reads[s]:
                ps = reg_s[r]
                th = reg_t[r] + lat[ps][c]
                ta = th + reg_x[r]
                if ta > dep_t:
                    dep_t, hit_t, from_load = ta, th, cls[ps] == LD
            if dep_t > t:
                miss_part = dep_t - max(hit_t, t)
                l_cache[j] += miss_part
                if from_load:
                    l_lu[j] += dep_t - t - miss_part
                else:
                    l_dep[j] += dep_t - t - miss_part
                t = dep_t
            bu = c == IBR or c == JSR
            if bu and t < branch_free:
                l_slot[j] += branch_free - t
                t = branch_free
            if t != last:
                state = ()
            rk = (mask[s], 1 if c == LD else 2 if c == ST else 0)
            tkey = (state, rk)
            nxt = trans.get(tkey)
            if nxt is None:
                nxt = trans[tkey] = self._step(state, rk)
            while nxt is False:
                t += 1
                l_slot[j] += 1
                state = ()
                nxt = trans.get(((), rk))
                if nxt is None:
                    nxt = trans[((), rk)] = self._step((), rk)
            state = nxt
            if bu:
                branch_free = t + nb
            issue[j] = t
            w = writes[s]
            if w >= 0:
                reg_t[w] = t
                reg_s[w] = s
                reg_x[w] = load_extra[j]
                written[w] = j
            new_group = False               # only the last instruction of a segment is taken
            if mis[j]:
                pending = mispredict
            last = t
        j = 0
        while j < m:
            i = j
            while i + 1 < m and issue[i + 1] == issue[j]:
                i += 1
            for jj, p in zip(range(j, i + 1), _assign([mask[idx[x]] for x in range(j, i + 1)]) or ()):
                pipes[jj] = p
            j = i + 1
        off = len(pool[0])
        for lst, v in zip(pool, (issue, base, l_dep, l_lu, l_cache, l_slot, l_br, pipes)):
            lst.extend(v)
        out_live = []
        for w in written:
            s = reg_s[w]
            h = reg_t[w] + maxlat[s] + reg_x[w]
            if h > last:
                out_live.append((w, reg_t[w], s, reg_x[w], h))
        return off, last, state, branch_free, frozenset(written), tuple(out_live)

    def _time_reference(self, trace) -> Timing:
        """The engine, one instruction at a time: the specification :meth:`time` must match
        (``alpha_reference``)."""
        from .alpha_reference import time_reference     # imports this module
        return time_reference(self, trace)


_ASSIGN_CACHE: dict[tuple, tuple | None] = {}


def _assign(masks: list[int]) -> tuple[int, ...] | None:
    """Distinct pipe numbers for instructions with these allowed-pipe masks, or None."""
    key = tuple(masks)
    if key in _ASSIGN_CACHE:
        return _ASSIGN_CACHE[key]

    def go(i: int, used: int) -> tuple[int, ...] | None:
        if i == len(masks):
            return ()
        free = masks[i] & ~used
        while free:
            p = free & -free
            rest = go(i + 1, used | p)
            if rest is not None:
                return (p.bit_length() - 1,) + rest
            free &= free - 1
        return None

    _ASSIGN_CACHE[key] = res = go(0, 0)
    return res


MODELS = {
    "ev4": lambda spec=None: AlphaCore("ev4", spec),
    "ev5": lambda spec=None: AlphaCore("ev5", spec),
}
