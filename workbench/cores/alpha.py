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
        backward = [s.klass == "ibr" and s.raw and _bdisp(s.raw) < 0 for s in st]
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

    def time(self, trace) -> Timing:
        n = len(trace)
        cls, reads, writes, mask, group, lat, cond, backward = self._statics(trace)
        load_extra = self._load_extra(trace).tolist()
        fetch_extra = self._fetch_extra(trace).tolist()
        idx = trace.index.tolist()
        taken = trace.taken.tolist()
        LD, ST, IBR, JSR = (CLASSES.index(c) for c in ("ld", "st", "ibr", "jsr"))
        is_branch_unit = [c in (IBR, JSR) for c in cls]
        counters: dict[int, int] = {}
        issue = [0] * n
        base = [0] * n
        pipes = [0] * n
        lost = {c: [0] * n for c in CAUSES}
        l_dep, l_lu, l_cache, l_slot, l_br = (lost[c] for c in CAUSES)
        reg_t = [-(1 << 30)] * 32          # issue cycle of the last writer
        reg_s = [0] * 32                   # its static index
        reg_x = [0] * 32                   # its extra (cache-miss) latency
        last = -1
        cur_group = None
        # Every cycle between two issues is charged once: base (a new group's natural next
        # cycle) or one cause, so total_cycles == base.sum() + sum(lost).
        state: tuple = ()                  # resource keys of the instructions issued in ``last``
        trans: dict = {}
        rk = [(mask[i], 1 if cls[i] == LD else 2 if cls[i] == ST else 0) for i in range(len(cls))]
        branch_free = 0
        pending = 0                        # delay from a mispredicted branch
        new_group = True
        nb = self.branch_busy
        mispredict = self.mispredict
        for k in range(n):
            s = idx[k]
            g = group[s]
            if new_group or g != cur_group:
                t = last + 1
                cur_group = g
                base[k] = 1
                fx = fetch_extra[k]
                if fx:                      # the group's line missed the I-cache
                    l_cache[k] += fx
                    t += fx
            else:
                t = last
            if pending:                     # refetch after a mispredicted branch
                if t == last:
                    t += 1
                    base[k] = 1
                l_br[k] += pending
                t += pending
                pending = 0
            c = cls[s]
            # operands: the latest of producer issue + latency (+ its miss latency)
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
                l_cache[k] += miss_part
                if from_load:
                    l_lu[k] += dep_t - t - miss_part
                else:
                    l_dep[k] += dep_t - t - miss_part
                t = dep_t
            if is_branch_unit[s] and t < branch_free:
                l_slot[k] += branch_free - t
                t = branch_free
            # resources in cycle t: the pipes of all instructions issued in it must be
            # assignable to distinct pipes (the slotter puts a flexible instruction where a
            # later one of the same cycle leaves room), plus the load/store limits
            if t != last:
                state = ()
            key = (state, rk[s])
            nxt = trans.get(key)
            if nxt is None:
                nxt = trans[key] = self._step(state, rk[s])
            while nxt is False:
                t += 1
                l_slot[k] += 1
                state = ()
                nxt = trans.get(((), rk[s]))
                if nxt is None:
                    nxt = trans[((), rk[s])] = self._step((), rk[s])
            state = nxt
            if is_branch_unit[s]:
                branch_free = t + nb
            issue[k] = t
            w = writes[s]
            if w >= 0:
                reg_t[w] = t
                reg_s[w] = s
                reg_x[w] = load_extra[k]
            tk = taken[k]
            new_group = tk
            if cond[s]:
                ctr = counters.get(s, 2 if backward[s] else 1)
                if (ctr >= 2) != tk:
                    pending = mispredict
                counters[s] = min(3, ctr + 1) if tk else max(0, ctr - 1)
            last = t
        # pipes: one assignment per issue cycle
        k = 0
        while k < n:
            j = k
            while j + 1 < n and issue[j + 1] == issue[k]:
                j += 1
            for kk, p in zip(range(k, j + 1), _assign([mask[idx[x]] for x in range(k, j + 1)]) or ()):
                pipes[kk] = p
            k = j + 1
        issue_a = np.array(issue, dtype=np.int64)
        base_a = np.array(base, dtype=np.int64)
        lost_a = {c: np.array(v, dtype=np.int64) for c, v in lost.items()}
        total = int(issue_a[-1] + 1) if n else 0
        notes = [f"{self.spec.name}: {self.spec.description}"]
        return Timing(self.name, total, issue_a, base_a, lost_a,
                      np.array(pipes, dtype=np.int8), self.pipe_names, notes)


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


def _bdisp(raw: bytes) -> int:
    w = int.from_bytes(raw, "little") & 0x1FFFFF
    return w - (1 << 21) if w >> 20 else w


MODELS = {
    "ev4": lambda spec=None: AlphaCore("ev4", spec),
    "ev5": lambda spec=None: AlphaCore("ev5", spec),
}
