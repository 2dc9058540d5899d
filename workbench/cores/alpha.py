"""Alpha 21064 (EV4), 21164 (EV5), 21164A (EV56) and 21164PC (PCA56) cost models: in-order
multi-issue over a Trace.

One engine, four machine descriptions (``workbench/machines/ev4.toml``, ``ev5.toml``, and
``ev56.toml``/``pca56.toml``, which take ev5's parameters through ``[machine] base``); every number
comes from there. An instruction of an extension the core lacks (``isa.extensions``; the rows'
``ext`` in isa/alpha/table.py) is refused naming the extension and its first chip. The engine
walks the retired instructions in order:

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
* Floating point: the 21164 issues FP adds, compares, conversions, FP branches and divides to FA,
  multiplies to FM, sign copies to either; the 21064 has one FP box on ibus1. A unit held for
  several cycles delays the next instruction that needs it ("slotting"): the branch unit
  (``issue.branch_unit_busy``) and the FP divider, not pipelined, held for the divide's latency.
  Classes in ``issue.drain`` (TRAPB, EXCB) wait for every earlier result ("dependency"); MB and
  WMB take the store slot.
* A conditional branch is predicted with a 2-bit counter per static branch, seeded by the sign of
  its displacement (backward taken); a misprediction delays the next instruction ("branch").

Lost cycles are charged to the instruction that waited; ``base`` is 1 where a new issue cycle
starts without a stall, 0 for an instruction that issued with its predecessor, so
``total_cycles == base.sum() + sum(lost)`` (cycles from the first issue to the last).

``_time_reference`` is the engine one instruction at a time (the loop lives in ``alpha_reference``);
``time`` gives bit-identical results on the shared engine (engine.py), timing each recurring run once per
distinct entry state (see ``SEGMENT``).
"""
from __future__ import annotations

import ctypes

import numpy as np

from ..errors import WorkbenchError
from ..machine import MachineSpec, load_machine
from ..timing import Timing
from . import engine, streams
from .cache import CacheGeometry, simulate
from .cache import _library as _cache_library
from .engine import RunCost
from .streams import CachePlan

CLASSES = ("iadd", "ilog", "icmp", "icmov", "shift", "imul", "ld", "st", "ibr", "jsr", "pal",
           "fadd", "fmul", "fdiv", "fsqrt", "fbr", "fpcr", "fcpy", "mb", "trapb", "misc", "rpcc",
           "mvi", "cix")
# Units that one instruction holds for several cycles (a later one of the same unit waits,
# charged to "slotting"): 0 the branch unit (``issue.branch_unit_busy``), 1 the FP divider (not
# pipelined: held for the divide's latency, ``latency.fdiv_*``/``fsqrt_*``).
UNIT = {"ibr": 0, "jsr": 0, "fbr": 0, "fdiv": 1, "fsqrt": 1}
# Classes that wait until every earlier result is available (barriers: ``issue.drain``).


def reg_key(name: str) -> int:
    """Register key of a Trace name: r0..r31 -> 0..31, f0..f31 -> 32..63."""
    return int(name[1:]) + (32 if name[0] == "f" else 0)


def key_name(k: int) -> str:
    return f"r{k}" if k < 32 else f"f{k - 32}"


# The first Alpha implementation of each extension (Alpha Architecture Handbook v4, appendix D,
# "AMASK bit assignments" and the implementations' HRMs): an instruction outside a core's
# ``isa.extensions`` is refused naming these.
EXTENSIONS = {"bwx": ("BWX (byte/word)", "ev56", "21164A"), "mvi": ("MVI (motion video)", "pca56", "21164PC"),
              "fix": ("FIX (square root, FP/integer register moves)", "ev6", "21264"),
              "cix": ("CIX (count)", "ev67", "21264A"), "ev6": ("21264 cache hint", "ev6", "21264")}
CAUSES = ("dependency", "load-use", "cache", "slotting", "branch")


class AlphaCore:
    isa = "alpha"

    def __init__(self, name: str, spec: MachineSpec | None = None):
        self.name = name
        self.spec = spec or load_machine(name)
        s = self.spec
        self.pipe_names = tuple(s["issue.pipes"])
        self.group_size = int(s["issue.group_size"])
        self.allowed = {c: tuple(self.pipe_names.index(p) for p in s[f"pipes.{c}"]) for c in CLASSES
                        if f"pipes.{c}" in s.params}
        # optional pipes of FP loads and stores where they differ from the integer ones
        self.fp_mem = {c: tuple(self.pipe_names.index(p) for p in s[f"pipes.f{c}"])
                       for c in ("ld", "st") if f"pipes.f{c}" in s.params}
        self.extensions = frozenset(s.get("isa.extensions", []))
        self.drain = frozenset(s.get("issue.drain", []))
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
    @staticmethod
    def _latency_key(producer: str, width: str | None) -> str:
        """The machine-file parameter of a class's result latency (bypasses aside)."""
        if producer == "imul":
            return f"latency.imul_{width or 'q'}"
        if producer in ("fdiv", "fsqrt"):
            return f"latency.{producer}_{width or 't'}"
        return "memory.l1_latency" if producer == "ld" else f"latency.{producer}"

    def _latency(self, producer: str, consumer: str, width: str | None) -> int:
        for p, c, v in self.bypass:
            if producer in p and consumer in c:
                return int(v)
        key = self._latency_key(producer, width)
        if producer in ("imul", "fdiv", "fsqrt", "ld") or key in self.spec.params:
            return int(self.spec[key])      # these four must be in the machine file
        return 1

    def _keys(self, klass: str, s) -> tuple[str, ...]:
        """The machine-file parameters of a class's result latency (as ``_latency`` reads them,
        to an integer consumer) and of the pipes that may issue it."""
        lat = self._latency_key(klass, s.attrs.get("width"))
        pipes = (f"pipes.f{klass}" if s.attrs.get("fp") and f"pipes.f{klass}" in self.spec.params
                 else f"pipes.{klass}")
        return tuple(k for k in (lat, pipes) if k in self.spec.params)

    def _refuse(self, s) -> None:
        """The one clear error for an instruction this core cannot time."""
        ext = s.attrs.get("ext")
        if ext and ext not in self.extensions:
            what, first, chip = EXTENSIONS[ext]
            where = f"--core {first}" if first in MODELS else f"{first.upper()}, not modelled here"
            raise WorkbenchError(f"the {self.name} model has no instruction '{s.text}' (line {s.line}): "
                                 f"{s.mnemonic.split('/')[0]} belongs to the {what} extension, first on "
                                 f"the {chip} ({where}); {self.name} lacks it")
        raise WorkbenchError(f"the {self.name} model has no timing for '{s.text}' (line {s.line}, "
                             f"class {s.klass}): leave it out, or time it on another core")

    def _statics(self, trace):
        st = trace.static
        for s in st:
            if (s.attrs.get("ext") and s.attrs["ext"] not in self.extensions) or \
                    (s.klass in CLASSES and s.klass not in self.allowed):
                self._refuse(s)
        cls = [CLASSES.index(s.klass) if s.klass in CLASSES else 0 for s in st]
        reads = [tuple(reg_key(r) for r in s.reads) for s in st]
        writes = [reg_key(s.writes[0]) if s.writes else -1 for s in st]
        mask = [sum(1 << p for p in (self.fp_mem[s.klass] if s.attrs.get("fp") and s.klass in self.fp_mem
                                     else self.allowed[CLASSES[c]])) for c, s in zip(cls, st)]
        group = [s.address // (4 * self.group_size) for s in st]
        widths = [s.attrs.get("width") if s.klass in ("imul", "fdiv", "fsqrt") else None for s in st]
        # latency from each static producer to each consumer class (a row per class and width)
        rows: dict = {}
        lat = [rows.get((c, w)) or rows.setdefault((c, w), [self._latency(CLASSES[c], CLASSES[cc], w)
                                                            for cc in range(len(CLASSES))])
               for c, w in zip(cls, widths)]
        cond = [s.klass == "ibr" and not s.attrs.get("uncond") for s in st]
        backward = [s.klass == "ibr" and s.target is not None and s.target <= s.address for s in st]
        return cls, reads, writes, mask, group, lat, cond, backward

    def _units(self, trace, cls, lat) -> tuple[list[int], list[int], list[bool]]:
        """Per static instruction: the multi-cycle unit it holds (-1 none), for how many
        cycles, and whether it drains (waits for every earlier result)."""
        unit = [UNIT.get(CLASSES[c], -1) for c in cls]
        busy = [self.branch_busy if u == 0 else max(lat[k]) if u == 1 else 0 for k, u in enumerate(unit)]
        drain = [CLASSES[c] in self.drain for c in cls]
        return unit, busy, drain

    # ------------------------------------------------------------------ memory
    def _positions(self, trace, mask_static: np.ndarray) -> np.ndarray:
        """Retired positions of the instructions whose static entry is in ``mask_static``."""
        return trace.block_form().access_insn(np.asarray(mask_static, dtype=np.int64))

    def _first_access(self, trace, pos: np.ndarray) -> np.ndarray:
        """The address of the first data access of each retired position, -1 if none."""
        acc = trace.accesses
        if not len(acc) or not len(pos):
            return np.full(len(pos), -1, dtype=np.int64)
        at = np.searchsorted(acc.insn, pos)
        ok = at < len(acc)
        ok[ok] = acc.insn[at[ok]] == pos[ok]
        return np.where(ok, acc.addr[np.minimum(at, len(acc) - 1)], -1)

    def _load_extra_sparse(self, trace) -> tuple[np.ndarray, np.ndarray]:
        """(retired positions, extra latency beyond a D-cache hit) of the loads that miss."""
        kl = np.array([s.klass == "ld" for s in trace.static], dtype=bool)
        ks = np.array([s.klass == "st" for s in trace.static], dtype=bool)
        fast = self._load_extra_log(trace, kl, ks)
        if fast is not None:
            return fast
        pos = self._positions(trace, kl)
        if not len(pos):
            return pos, np.zeros(0, np.int64)
        miss = simulate(self._first_access(trace, pos), self.dcache)     # read-allocate: loads only
        if self.l2 is None:
            return pos[miss], np.full(int(miss.sum()), self.mem_latency - self.hit_latency, np.int64)
        # the S-cache sees D-cache load misses and every store (write-through L1)
        st_pos = self._positions(trace, ks)
        l2_pos = np.sort(np.concatenate([pos[miss], st_pos]))
        l2_miss = simulate(self._first_access(trace, l2_pos), self.l2)
        is_load = np.isin(l2_pos, st_pos, invert=True)
        extra = np.where(l2_miss, self.mem_latency - self.hit_latency,
                         self.l2_latency - self.hit_latency)
        return l2_pos[is_load], extra[is_load].astype(np.int64)

    def _load_extra_log(self, trace, kl: np.ndarray, ks: np.ndarray):
        """:meth:`_load_extra_sparse` read straight off the access log where the log holds
        exactly one access per retired load or store and no other (the usual case): the
        streams are then selections of the log in its order, with no search or sort. None
        where the log is otherwise."""
        acc = trace.accesses
        mem = kl | ks
        b = trace.block_form()
        if not len(acc) or not len(b.sequence):
            return None
        lib = _cache_library()
        if lib is not None:
            return self._load_extra_native(lib, b, kl, ks, acc)
        pattern = [t[mem[t]].astype(np.int64) for t in b.table]
        sidx = b.replay(pattern) if any(len(p) for p in pattern) else np.zeros(0, np.int64)
        if len(sidx) != len(acc):
            return None
        pos = b.access_insn(mem)
        if not np.array_equal(pos, acc.insn):
            return None
        is_ld = kl[sidx]
        addr = acc.addr
        lpos = pos[is_ld]
        miss = simulate(addr[is_ld], self.dcache)         # read-allocate: loads only
        if self.l2 is None:
            return lpos[miss], np.full(int(miss.sum()), self.mem_latency - self.hit_latency, np.int64)
        # the S-cache sees D-cache load misses and every store (write-through L1), in order
        dmiss = np.zeros(len(acc), bool)
        dmiss[np.flatnonzero(is_ld)[miss]] = True
        sel = dmiss | ks[sidx]
        l2_miss = simulate(addr[sel], self.l2)
        is_load = is_ld[sel]
        extra = np.where(l2_miss, self.mem_latency - self.hit_latency,
                         self.l2_latency - self.hit_latency)
        return pos[sel][is_load], extra[is_load].astype(np.int64)

    def _load_extra_native(self, lib, b, kl: np.ndarray, ks: np.ndarray, acc):
        """:meth:`_load_extra_log` in one C pass over the blocks and the log (cachesim.c
        ``cachesim_alpha_loads``); None where the log is otherwise."""
        lens = b.lengths
        off = np.zeros(len(b.table) + 1, np.int64)
        np.cumsum(lens, out=off[1:])
        sidx = np.concatenate(b.table).astype(np.int32)
        seq = np.ascontiguousarray(b.sequence, np.int64)
        kind = (kl.astype(np.uint8) + 2 * ks.astype(np.uint8))
        insn = np.ascontiguousarray(acc.insn, np.int64)
        addr = np.ascontiguousarray(acc.addr, np.int64)
        dgeo = np.array([self.dcache.line, self.dcache.sets, self.dcache.ways], np.int64)
        sgeo = np.array([self.l2.line, self.l2.sets, self.l2.ways] if self.l2 else [0, 0, 0], np.int64)
        pos = np.empty(len(insn), np.int64)
        extra = np.empty(len(insn), np.int64)
        fn = lib.cachesim_alpha_loads
        if not getattr(fn, "_typed", False):
            fn.restype = ctypes.c_int64
            fn.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64] + [ctypes.c_void_p] * 3 + \
                [ctypes.c_int64] + [ctypes.c_void_p] * 2 + [ctypes.c_int64] * 2 + [ctypes.c_void_p] * 2
            fn._typed = True
        x_mem = self.mem_latency - self.hit_latency
        x_l2 = self.l2_latency - self.hit_latency
        got = fn(off.ctypes.data, sidx.ctypes.data, seq.ctypes.data, len(seq), kind.ctypes.data,
                 insn.ctypes.data, addr.ctypes.data, len(insn), dgeo.ctypes.data, sgeo.ctypes.data,
                 x_mem, x_l2, pos.ctypes.data, extra.ctypes.data)
        if got == -2:
            raise MemoryError("the cache simulator could not allocate its cache")
        if got < 0:
            return None
        return pos[:got].copy(), extra[:got].copy()

    def _fetch_extra_sparse(self, trace) -> tuple[np.ndarray, np.ndarray]:
        """(retired positions, I-cache miss latency) of the instructions that start a missing line."""
        pos = self._first_touches(trace)
        if pos is None:
            plan = CachePlan(self.icache, None, False, np.zeros(len(trace.static), bool), code_span=False)
            flags = streams.walk(trace, plan, flags=True).flags
            pos = np.flatnonzero(flags & streams.FIRST)
        return pos, np.full(len(pos), self.l2_latency if self.l2 else self.mem_latency, np.int64)

    def _first_touches(self, trace) -> np.ndarray | None:
        """The I-cache misses where no set ever holds more distinct lines than it has ways (the
        code fits): then a line misses exactly on its first fetch, which the first run of each
        block gives in order without walking the stream. None where some set overflows."""
        g = self.icache
        b = trace.block_form()
        if not len(b.sequence):
            return np.zeros(0, np.int64)
        used, first_k = np.unique(b.sequence, return_index=True)
        address = np.array([s.address for s in trace.static], np.int64)
        lines = address // g.line
        executed = np.unique(np.concatenate([b.table[x] for x in used.tolist()]).astype(np.int64))
        if np.bincount(np.unique(lines[executed]) % g.sets, minlength=g.sets).max() > g.ways:
            return None
        starts = b.starts()
        seen: set[int] = set()
        out = []
        for k in np.sort(first_k).tolist():
            at = int(starts[k])
            for j, ln in enumerate(lines[b.table[int(b.sequence[k])]].tolist()):
                if ln not in seen:
                    seen.add(ln)
                    out.append(at + j)
        return np.array(out, np.int64)

    def _load_extra(self, trace) -> np.ndarray:
        """Extra latency of each retired instruction's load beyond a D-cache hit."""
        out = np.zeros(len(trace), dtype=np.int64)
        pos, x = self._load_extra_sparse(trace)
        out[pos] = x
        return out

    def _fetch_extra(self, trace) -> np.ndarray:
        """I-cache miss latency at each retired instruction that starts a missing line."""
        out = np.zeros(len(trace), dtype=np.int64)
        pos, x = self._fetch_extra_sparse(trace)
        out[pos] = x
        return out

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

    # ------------------------------------------------------------------ the rules on the engine
    # The engine (engine.py) times each recurring run once per distinct entry state, relative to
    # the issue cycle of the instruction before it. The entry state is everything the
    # per-instruction loop of ``_time_reference`` reads: the open issue cycle's resources and
    # whether the fetch group is still open, the pending mispredict delay, the branch unit's busy
    # time, the registers whose results are not yet available to any consumer (producer's issue
    # cycle, latency row, miss extra), and, as the run's event, its data-dependent inputs
    # (I-cache and D-cache miss extras, mispredicts; the 2-bit counters depend only on the
    # branch outcomes, so they are replayed once up front). Older register values and an idle
    # branch unit cannot delay an instruction that issues no earlier than the previous one, so
    # they are dropped. Runs are cut at every SEGMENT-instruction aligned address as well, so
    # that long unrolled code becomes reusable pieces.
    SEGMENT = 64
    causes = CAUSES
    cache_causes = ()           # miss latencies are inside the schedule
    issues_in_order = True      # workbench/explain.py: the in-order dependency bound
    origin = -1                 # the first instruction issues in cycle 0, one after "-1"

    def prepare(self, trace) -> dict:
        cls, reads, writes, mask, group, lat, cond, backward = self._statics(trace)
        unit, busy, drain = self._units(trace, cls, lat)
        ns = len(cls)
        LD = CLASSES.index("ld")
        # producers with the same latency row and load-ness are interchangeable in the state
        pid_of: dict = {}
        pid = [pid_of.setdefault((tuple(lat[x]), cls[x] == LD), x) for x in range(ns)]
        return {"cls": cls, "reads": reads, "writes": writes, "mask": mask, "group": group,
                "lat": lat, "maxlat": [max(row) for row in lat], "cond": cond,
                "backward": backward, "pid": pid, "trans": {}, "unit": unit, "busy": busy,
                "drain": drain, "static": trace.static,
                "address": np.array([x.address for x in trace.static], dtype=np.int64)}

    def explain(self, prep, i: int) -> dict:
        """Static facts of static instruction ``i``: its class, the pipes that may issue it
        (``pipes.<class>``) and its result latency to each consumer class (``latency.*`` and
        the bypasses, ``latency.bypass``); ``lat`` is the latency to an integer add."""
        c = prep["cls"][i]
        row = prep["lat"][i]
        pipes = [p for k, p in enumerate(self.pipe_names) if prep["mask"][i] >> k & 1]
        return {"lat": int(row[CLASSES.index("iadd")]), "class": CLASSES[c], "ports": " ".join(pipes),
                "lat_to": {CLASSES[k]: int(v) for k, v in enumerate(row)}, "group": CLASSES[c],
                "sources": self._keys(CLASSES[c], prep["static"][i]),
                "reads": tuple(key_name(r) for r in prep["reads"][i]),
                "writes": (key_name(prep["writes"][i]),) if prep["writes"][i] >= 0 else ()}

    def explain_reason(self, timing, i: int) -> str:
        """The pipe (slot) of retired instruction ``i`` and, where it did not issue in the cycle
        of the instruction before it, why, from the lost cycles the schedule charged it."""
        trace, prep = timing.trace, timing.prep
        idx, st, issue = trace.index, trace.static, timing.issue
        s = int(idx[i])
        pipe = self.pipe_names[int(timing.pipe[i])]

        def where(k: int) -> str:
            x = st[idx[k]]
            return f"line {x.line}" if x.line else f"'{x.text}'"

        if i and issue[i] == issue[i - 1]:
            return f"{pipe}: issued with {where(i - 1)}"
        if not i:
            return pipe
        lost = timing.cause_of(i)
        c = prep["cls"][s]
        parts = []
        if lost.get("dependency") or lost.get("load-use"):
            best = None
            for r in prep["reads"][s]:
                for k in range(i - 1, max(-1, i - 64), -1):
                    if prep["writes"][idx[k]] == r:
                        ready = int(issue[k]) + prep["lat"][idx[k]][c]
                        if best is None or ready > best[0]:
                            best = (ready, r, k, prep["lat"][idx[k]][c])
                        break
            if best is not None:
                parts.append(f"waits for {key_name(best[1])} from {where(best[2])} (latency {best[3]})")
            else:
                parts.append("waits for an operand")
        if lost.get("slotting"):
            pipes = " or ".join(p for k, p in enumerate(self.pipe_names) if prep["mask"][s] >> k & 1)
            parts.append(f"no slot: {CLASSES[c]} issues only in {pipes}, or the memory/branch "
                         "unit was taken")
        if lost.get("branch"):
            parts.append("refetch after a mispredicted branch")
        if lost.get("cache"):
            parts.append("cache miss")
        if not parts:
            parts.append("a new fetch group (the previous group had issued, or a taken branch)")
        return f"{pipe}: not issued with {where(i - 1)}: " + "; ".join(parts)

    def cuts(self, prep) -> np.ndarray:
        return prep["address"] % (4 * self.SEGMENT) == 0

    def entry_context(self, prep) -> tuple:
        # (live registers, open issue state, fetch group, new group, pending, branch unit free)
        return ((), (), None, True, 0, (0, 0))

    def cache_plan(self, prep):
        return None             # the I-cache, D-cache and S-cache are walked in ``events``

    def cache_charges(self, prep, first, last, either, data) -> dict:
        return {}

    def events(self, prep, trace, misses, runs) -> dict:
        """Per run that has any: its load-miss extras, fetch-miss extras and mispredicts
        ({run position: event}; the engine reads a missing run as None)."""
        n = len(trace)
        if getattr(self, "perfect_caches", False):      # every access hits: no miss extras
            load_pos = load_x = fetch_pos = fetch_x = np.zeros(0, np.int64)
        else:
            load_pos, load_x = self._load_extra_sparse(trace)
            fetch_pos, fetch_x = self._fetch_extra_sparse(trace)
        mis_pos = self._mispredict_positions(prep, trace)
        pos = np.union1d(np.union1d(load_pos, fetch_pos), mis_pos)
        if not len(pos) or not n:
            return {}
        # per run that holds one of these positions: (offset, load extra, fetch extra,
        # mispredicted) of those with a non-zero value, as bytes (b"" where all are zero: still
        # not None, as the run's arrays were)
        starts = runs.starts()
        k = np.searchsorted(starts, pos, side="right") - 1
        rec = np.zeros((len(pos), 4), np.int64)
        rec[:, 0] = pos - starts[k]
        rec[np.searchsorted(pos, load_pos), 1] = load_x
        rec[np.searchsorted(pos, fetch_pos), 2] = fetch_x
        rec[np.searchsorted(pos, mis_pos), 3] = 1
        keep = rec[:, 1:].any(axis=1)
        runs_with = np.unique(k)
        kk = k[keep]
        data = rec[keep].tobytes()
        lo = np.searchsorted(kk, runs_with, side="left") * 32
        hi = np.searchsorted(kk, runs_with, side="right") * 32
        return {r: data[a:z] for r, a, z in zip(runs_with.tolist(), lo.tolist(), hi.tolist())}

    def run(self, prep, sidx: np.ndarray, taken_last: bool, ctx: tuple, next_first: int = -1,
            event=None):
        """One run from ``ctx`` (relative to the previous issue cycle = 0): the loop of
        ``_time_reference``."""
        lv, open_state, cur_group, new_group, pending, bf = ctx
        cls, reads, writes, mask, group, lat = (prep[k] for k in ("cls", "reads", "writes", "mask",
                                                                    "group", "lat"))
        maxlat, pid, trans = prep["maxlat"], prep["pid"], prep["trans"]
        m = len(sidx)
        idx = sidx.tolist()
        if event is None:
            load_extra = fetch_extra = [0] * m
            mis = [False] * m
        else:
            load_extra, fetch_extra, mis = [0] * m, [0] * m, [False] * m
            for off, le, fe, mp in np.frombuffer(event, np.int64).reshape(-1, 4).tolist():
                load_extra[off], fetch_extra[off], mis[off] = le, fe, bool(mp)
        LD, ST, MB = (CLASSES.index(c) for c in ("ld", "st", "mb"))
        issue = [0] * m
        base = [0] * m
        l_dep, l_lu, l_cache, l_slot, l_br = ([0] * m for _ in CAUSES)
        reg_t = [-(1 << 30)] * 64
        reg_s = [0] * 64
        reg_x = [0] * 64
        unit, busy, drain = prep["unit"], prep["busy"], prep["drain"]
        for r, t_rel, p, x, _h in lv:
            reg_t[r], reg_s[r], reg_x[r] = t_rel, p, x
        last = 0
        if new_group or (m and group[idx[0]] != cur_group):
            new_group, state, cur_group = True, (), None
        else:
            state = open_state
        free = list(bf)
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
            if drain[s]:        # a barrier: every earlier result first (charged to dependency)
                ready = max([reg_t[r] + maxlat[reg_s[r]] + reg_x[r] for r in range(64)] + [t])
                l_dep[j] += ready - t
                t = ready
            u = unit[s]
            if u >= 0 and t < free[u]:
                l_slot[j] += free[u] - t
                t = free[u]
            if t != last:
                state = ()
            rk = (mask[s], 1 if c == LD else 2 if c == ST or c == MB else 0)
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
            if u >= 0:
                free[u] = t + busy[s]
            issue[j] = t
            w = writes[s]
            if w >= 0:
                reg_t[w] = t
                reg_s[w] = s
                reg_x[w] = load_extra[j]
                written[w] = j
            new_group = False
            if mis[j]:
                pending = mispredict
            last = t
        pipes = self._pipes([mask[x] for x in idx], issue)
        # the exit state, relative to this run's last issue cycle
        live = {r: (t_rel, p, x, h) for r, t_rel, p, x, h in lv if r not in written}
        for w in written:
            s = reg_s[w]
            live[w] = (reg_t[w], s, reg_x[w], reg_t[w] + maxlat[s] + reg_x[w])
        out_lv = tuple(sorted((r, t_rel - last, pid[p], x, h - last)
                              for r, (t_rel, p, x, h) in live.items() if h > last))
        nxt_ctx = (out_lv, state, cur_group if m else cur_group, taken_last or (not m and new_group),
                   pending, tuple(f - last if f > last else 0 for f in free))
        lost = np.array([l_dep, l_lu, l_cache, l_slot, l_br], np.int64).reshape(len(CAUSES), m)
        cost = RunCost(np.array(base, np.int64), lost, np.array(pipes, np.int8), {},
                       np.array(issue, np.int64), last)
        return cost, nxt_ctx

    def _pipes(self, masks: list[int], issue: list[int]) -> list[int]:
        """Pipe numbers, one issue cycle at a time, within the run."""
        m = len(issue)
        pipes = [0] * m
        j = 0
        while j < m:
            i = j
            while i + 1 < m and issue[i + 1] == issue[j]:
                i += 1
            for jj, p in zip(range(j, i + 1), _assign(masks[j:i + 1]) or ()):
                pipes[jj] = p
            j = i + 1
        return pipes

    def finish(self, arrays: dict, trace, timing) -> None:
        """An issue cycle that spans a run boundary: assign its pipes as a whole."""
        issue, pipe = arrays["issue"], arrays["pipe"]
        n = len(issue)
        if n < 2:
            return
        mask = timing.prep["mask"]
        starts = timing.log.starts[1:]
        index = trace.index
        done = -1
        for c in starts[issue[starts] == issue[starts - 1]].tolist():
            if c <= done:
                continue
            lo, hi = c - 1, c
            t = issue[c]
            while lo > 0 and issue[lo - 1] == t:
                lo -= 1
            while hi + 1 < n and issue[hi + 1] == t:
                hi += 1
            pipe[lo:hi + 1] = 0
            for kk, p in zip(range(lo, hi + 1), _assign([mask[x] for x in index[lo:hi + 1].tolist()]) or ()):
                pipe[kk] = p
            done = hi

    def notes(self, prep, misses, entries=(), uses=()) -> list[str]:
        return [f"{self.spec.name}: {self.spec.description}"]

    def cache_key(self):
        """``prepare`` and ``run`` read only the static table, the machine's values and this
        object's attributes: the engine keeps their memo entries across calls (engine.py)."""
        return engine.rules_key(self)

    def time(self, trace):
        return engine.time(self, trace)

    # ------------------------------------------------------------------ data-dependent inputs
    def _mispredict_positions(self, prep, trace) -> np.ndarray:
        """Retired positions of mispredicted conditional branches (2-bit counters per branch,
        seeded by the sign of the displacement), over the block ends."""
        b = trace.block_form()
        if not len(b.sequence):
            return np.zeros(0, np.int64)
        cond = np.asarray(prep["cond"], bool)
        backward = np.asarray(prep["backward"], bool)
        last = np.array([int(t[-1]) if len(t) else -1 for t in b.table], np.int64)
        s = last[b.sequence]
        k = np.flatnonzero((s >= 0) & cond[np.maximum(s, 0)])
        if not len(k):
            return np.zeros(0, np.int64)
        ends = b.starts()[k] + b.lengths[b.sequence[k]] - 1
        s = s[k]
        mis = engine.two_bit_counters(s, np.where(backward[s], 2, 1), b.ends_taken[k])
        return ends[mis].astype(np.int64)

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


MODELS = {name: (lambda spec=None, _n=name: AlphaCore(_n, spec)) for name in ("ev4", "ev5", "ev56", "pca56")}
