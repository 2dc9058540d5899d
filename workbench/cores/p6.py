"""Intel P6 (Pentium Pro, Pentium II) cost model: 4-1-1 decode, uops, ports, ROB/RS, retirement.

Every number comes from machines/p6.toml or machines/pentium2.toml (sources there). The model, per
retired instruction, in program order (one pass; an older uop is never delayed by a younger one,
so a single in-order pass gives the oldest-first out-of-order schedule):

  decode     16-byte aligned fetch blocks: the instructions decoded in one clock all end in the same
             block; decoders 4-1-1 (D0 takes up to 4 uops, D1/D2 only 1-uop instructions of at most
             ``simple_max_bytes``); an instruction of more than 4 uops decodes alone over
             ceil(uops/4) clocks; a prefixed instruction decodes alone in D0 plus ``prefix_clocks``
             per prefix; a taken transfer ends the decode group; a code-cache miss delays decode
             by the L2 latency.
  allocate   (RAT/ROB/RS) in order, ``alloc_width`` uops per clock, ``decode_to_alloc`` after
             decode, when the ROB (``rob_size`` uops, freed at retirement) and the RS (``rs_size``
             uops, freed at dispatch) have room. The partial-register stall is an allocation
             stall: an instruction reading a register (or flags) wider than, or across, a pending
             partial write waits until that write has retired (Agner 19.1, VTune), unless the
             register was zeroed with XOR/SUB r,r and only its low 8/16 bits were written since.
  dispatch   ``alloc_to_dispatch`` after allocation, when the operands are ready and a port of the
             uop's kind is free (each instruction's uops, ports and latencies: ``p6_uops``); oldest
             first. No AGI on loads (Agner 9). Load latency from the L1 hit figure, plus the L2
             latency on an L1 data miss.
  retire     in order, ``retire_width`` uops per clock, ``complete_to_retire`` after completion;
             a taken jump retires only in the first slot of a clock (Agner 18).
  branches   BTB with a 4-bit local history per branch and 2-bit counters; static prediction on a
             BTB miss; returns from a return stack. A mispredicted branch restarts decode
             ``mispredict_restart`` clocks after it executes.
Loads are not ordered against older stores (no memory disambiguation or store-forwarding stalls).

Timing: ``issue`` = clock in which the instruction's first uop was dispatched; total = retirement
clock of the last instruction + 1. Each instruction is charged its retirement delta (the clocks
between the previous instruction's retirement and its own), so the charges sum to the total. The
part of the delta that the retirement bandwidth explains is ``base``; the rest is lost and split over
the causes found on the instruction's own path, in the order cache, branch, partial_reg, window,
port, dependency, decode (what is left goes to base): "cache" L1 miss latency, "branch" decode
restart after a mispredict, "partial_reg" partial register/flags stall, "window" ROB/RS full,
"port" port busy, "dependency" operands not ready, "decode" 4-1-1 / fetch block / long
instruction decode clocks.

Speed: the schedule of each straight-line run is memoised by the run, its cache-miss and
mispredict flags and the machine state at its entry, normalised to the run's first decode clock
(times that can no longer constrain anything are clamped), so a repeating kernel is simulated
only until its state repeats. The state is one flat int64 array (``_flat_state``), so the memo
key hashes once. The runs that are simulated go through p6sched.c (``_sim_run`` and the charge
split in C, the branch predictor too), built on first use by isa/native.py; without a compiler,
or with WORKBENCH_NO_C, ``_run_python`` and ``_mispredicts_python`` give the same results
(tests/test_p6_native.py runs both on every run). The memo entries and the prepared tables are
kept across calls (``cache_key``), so a program timed again schedules only runs it has not met.
The cache streams are the engine's (streams.walk: one C pass block by block, as for every core).
p6_uops keeps each instruction's uops across traces and across what-if values it does not read,
and workbench.machine keeps each parsed machine file while it is unchanged.
"""
from __future__ import annotations

import ctypes
import heapq
from collections import deque
from pathlib import Path

import numpy as np

from isa.native import NativeLibrary, cache_dir
from isa.trace import Trace

from ..errors import WorkbenchError
from ..machine import MachineSpec, load_machine
from . import alignment, engine, streams, x87
from .cache import CacheGeometry
from .engine import RunCost
from .repeats import mark_repeats
from .streams import CachePlan, allocating
from .p6_uops import _FLAGS, _FULL, _NREG, FP0, FP_READ, FP_STATUS, FP_WRITE, static_table

CAUSES = ("cache", "branch", "partial_reg", "window", "port", "dependency", "decode")
PIPE_NAMES = ("p0", "p1", "p2", "p3", "p4")
_NEG = -(1 << 40)
# a run's events (``events``): one int64 per instruction with any, its offset in the run shifted
# left by _EV_SHIFT, or'ed with these bits
_EV_CODE, _EV_LOAD, _EV_MISP, _EV_SHIFT = 1, 2, 4, 3
_FPN = len(x87.Stack().phys)
_LOW_BYTE, _LOW_WORD, _FLAGS_ALL = 1, 3, 3       # part masks (p6_uops: 1 low byte, 3 low word)
_NATIVE = NativeLibrary(Path(__file__).with_name("p6sched.c"), "the P6 scheduler")
# what ``time`` and ``events`` leave on the rules object for the views (not inputs of a run)
_PER_CALL = ("spec", "_last", "_mis_positions")


class P6:
    isa = "x86"

    def __init__(self, spec: MachineSpec | None = None, name: str = "p6"):
        self.spec = spec or load_machine("p6")
        self.name = name

    # ---- the rules on the shared engine (engine.py) ----
    causes = CAUSES
    cache_causes = ()           # misses are latencies inside the schedule, not added clocks
    pipe_names = PIPE_NAMES
    split = "taken"             # the decoders' state flows through a not-taken branch
    needs_flags = True          # code and load misses per instruction are inputs of the schedule

    retired_view = staticmethod(mark_repeats)

    native = True               # False: the Python scheduler and predictor (tests compare both)

    def prepare(self, trace: Trace) -> dict:
        if trace.isa != "x86":
            raise WorkbenchError(f"{self.name} times x86 traces, not {trace.isa}")
        sp = self.spec
        static = trace.static
        SI = static_table(sp, trace, self.name)
        lib = _library() if self.native and _integral(sp) else None
        return {"SI": SI, "static": static,
                "reads": np.array([s.mem_reads > 0 for s in static], bool),
                "alloc": allocating(static, sp["cache.write_allocate"]),
                "C": None if lib is None else _CTables.build(lib, sp, SI),
                "cols": _static_columns(static)}

    def cache_key(self):
        """``prepare`` and ``run`` read only the static table, the machine's values and this
        object's attributes, less those ``time`` and ``events`` leave behind for the views: the
        engine keeps the memo entries across calls (engine.py), so a program timed again in
        one process (``workbench bench``, ``reproduce``'s alternatives) schedules only the
        runs it has not met."""
        return (engine.spec_key(self.spec),
                repr(sorted((k, v) for k, v in vars(self).items() if k not in _PER_CALL)))

    def prep_fits(self, prep, trace: Trace) -> bool:
        """Kept ``prep`` has a row for every static instruction this trace's blocks hold (it
        was made for a trace with the same static table, whose blocks may have been fewer)."""
        SI = prep["SI"]
        table = trace.block_form().table
        if not table:
            return True
        used = np.unique(np.concatenate(table)).tolist()
        return all(SI[i] is not None for i in used)

    def entry_context(self, prep) -> bytes:
        """The machine state normalised to the run's first decode clock, with the retirement
        clock of the instruction before the run relative to it, as one flat int64 array
        (``_flat_state``): hashable, and what the C scheduler reads."""
        return _flat_state(self.initial_state(), -1)

    def cache_plan(self, prep) -> CachePlan:
        sp = self.spec
        return CachePlan(CacheGeometry(sp["cache.l1i_size"], sp["cache.l1i_ways"], sp["cache.l1i_line"]),
                         CacheGeometry(sp["cache.l1d_size"], sp["cache.l1d_ways"], sp["cache.l1d_line"]),
                         False, prep["alloc"])

    def cache_charges(self, prep, first, last, either, data) -> dict:
        return {}

    def dynamic_charges(self, prep, trace: Trace, log, per_retired: bool) -> dict:
        """Data accesses split across a cache line (cores/alignment.py)."""
        return alignment.charges(self.spec, trace, log, per_retired)

    def events(self, prep, trace: Trace, misses, runs) -> list:
        """Per run: None, or its instructions with a code miss, a load miss or a mispredict, as
        the bytes of one int64 each (offset in the run << _EV_SHIFT | _EV_* bits), in order."""
        blocks = trace.block_form()
        mis_b = self._mispredicts(prep["static"], blocks, prep["C"] is not None, prep["cols"])
        self._mis_positions = (blocks.starts() + blocks.lengths[blocks.sequence] - 1)[mis_b]
        flags = misses.flags
        nz = misses.where if misses.where is not None else _nonzero(flags)   # misses are rare
        code_pos = nz[flags[nz] & (streams.FIRST | streams.LAST) > 0]
        data_pos = nz[flags[nz] & streams.DATA > 0]
        events: list = [None] * len(runs.sequence)
        if not (len(code_pos) or len(data_pos) or len(self._mis_positions)):
            return events
        starts = runs.starts()
        lens = np.array([len(t) for t in runs.table], np.int64)
        first = np.zeros(len(lens), np.int64)
        np.cumsum(lens[:-1], out=first[1:])
        flat = np.concatenate(runs.table) if len(runs.table) else np.zeros(0, np.int64)
        # a data miss is a load miss where the instruction reads memory
        k = np.searchsorted(starts, data_pos, side="right") - 1
        data_pos = data_pos[prep["reads"][flat[first[runs.sequence[k]] + data_pos - starts[k]]]]
        pos = np.concatenate((code_pos, data_pos, self._mis_positions))
        bits = np.concatenate((np.full(len(code_pos), _EV_CODE, np.int64),
                               np.full(len(data_pos), _EV_LOAD, np.int64),
                               np.full(len(self._mis_positions), _EV_MISP, np.int64)))
        if not len(pos):
            return events
        upos, inv = np.unique(pos, return_inverse=True)
        val = np.zeros(len(upos), np.int64)
        np.bitwise_or.at(val, inv, bits)
        k = np.searchsorted(starts, upos, side="right") - 1
        code = ((upos - starts[k]) << _EV_SHIFT) | val
        raw = code.astype("<i8").tobytes()
        cut = np.flatnonzero(np.diff(k)) + 1
        lo = np.concatenate(([0], cut)).tolist()
        hi = np.concatenate((cut, [len(k)])).tolist()
        for kk, a, b in zip(k[lo].tolist(), lo, hi):
            events[kk] = raw[8 * a:8 * b]
        return events

    def run(self, prep, sidx: np.ndarray, taken_last: bool, ctx: bytes, next_first: int = -1,
            event=None):
        C = prep["C"]
        if C is not None and C.lib is not None:
            return C.run(sidx, taken_last, ctx, event)
        return self._run_python(prep, sidx, taken_last, ctx, event)

    def _run_python(self, prep, sidx: np.ndarray, taken_last: bool, ctx: bytes, event=None):
        state, prev_ret = _tuple_state(ctx)
        n = len(sidx)
        cm, lm, mp = [0] * n, [0] * n, [0] * n
        if event is not None:
            for code in np.frombuffer(event, "<i8").tolist():
                k = code >> _EV_SHIFT
                cm[k], lm[k], mp[k] = code & _EV_CODE, code & _EV_LOAD, code & _EV_MISP
        (iss, ret, bwf, pipe, lost_d, dec), new_state, advance = self._sim_run(
            prep["SI"], sidx.tolist(), cm, lm, mp, taken_last, state)
        # charges: retirement deltas, split into bandwidth (base) and lost causes
        prev = np.concatenate(([prev_ret], ret[:-1])) if n else ret
        delta = ret - prev
        b = np.minimum(np.clip(bwf - prev, 0, None), delta)
        remaining = delta - b
        lost = np.zeros((len(CAUSES), n), np.int64)
        for i, c in enumerate(CAUSES):
            take = np.minimum(remaining, lost_d[c])
            lost[i] = take
            remaining = remaining - take
        cost = RunCost(b + remaining, lost, pipe, {"decode": dec, "retire": ret}, iss, int(advance))
        nxt = int(ret[-1]) - int(advance) if n else prev_ret - int(advance)
        return cost, _flat_state(new_state, nxt)

    def explain(self, prep, i: int) -> dict:
        """Static facts of static instruction ``i`` (``p6_uops.static_info``): its uops, the port
        set of each (p01 = port 0 or 1), its latency (the longest chain through its uops, each
        with its ``latency.<kind>``; an L1 hit for a load) and its reciprocal throughput alone
        (the busiest port set: uops bound to it over its ports; a unit that is not pipelined
        holds each of its uops ``interval.<kind>`` clocks; at least uops / ``alloc_width``)."""
        info = prep["SI"][i]
        if info is None:
            return {}
        uops = info[0]
        return {"uops": int(info[1]), "ports": " ".join(_port_name(u[0]) for u in uops),
                "lat": _uop_latency(uops), "rthr": _uop_rthr(uops, self.spec["backend.alloc_width"]),
                "port_masks": tuple(u[0] for u in uops),
                "units": tuple((_unit_name(self.spec, u[7]), u[8]) for u in uops if u[8]),
                "simple": bool(info[2]), "prefixes": int(info[3])}

    def notes(self, prep, misses, entries=(), uses=()) -> list[str]:
        sp = self.spec
        n_mis = len(getattr(self, "_mis_positions", ()))
        return [f"{self.name}: decoders {sp['frontend.d0_max_uops']}{'-1' * (sp['frontend.decoders'] - 1)} on {sp['frontend.fetch_block']}-byte blocks, ROB {sp['backend.rob_size']}, "
                f"RS {sp['backend.rs_size']}, retire {sp['backend.retire_width']}/clock, load latency {sp['latency.load']}",
                f"partial-register stall until the partial write retires (+{sp['partial.extra']})",
                f"L1 miss {sp['cache.l2_latency']} clocks (L2 hit); mispredicts {n_mis}"]

    def time(self, trace: Trace):
        t = engine.time(self, trace)
        self._last = t
        return t

    # per retired instruction of the last trace timed (tests and the timeline read these)
    @property
    def decode(self) -> np.ndarray:
        return self._last.absolute("decode")

    @property
    def retire(self) -> np.ndarray:
        return self._last.absolute("retire")

    @property
    def mispredicts(self) -> np.ndarray:
        out = np.zeros(len(self._last.trace), bool)
        out[self._mis_positions] = True
        return out

    # ---- branch prediction (sequential over the control transfers only) ----
    def _mispredicts(self, static, blocks, native: bool = True, cols: dict | None = None) -> np.ndarray:
        """Mispredicted or not, per block run (its last instruction, when it may transfer):
        p6sched.c's p6sched_mispredicts, or the same rules in Python."""
        lib = _library() if native else None
        if lib is not None:
            out = _mispredicts_c(lib, self.spec, static, blocks, cols)
            if out is not None:
                return out
        return self._mispredicts_python(static, blocks)

    def _mispredicts_python(self, static, blocks) -> np.ndarray:
        sp = self.spec
        seq = blocks.sequence
        out = np.zeros(len(seq), bool)
        last = [int(t[-1]) if len(t) else -1 for t in blocks.table]
        first = [int(t[0]) if len(t) else -1 for t in blocks.table]
        hbits = sp["branch.history_bits"]
        hmask = (1 << hbits) - 1
        backward_taken = sp["branch.static_backward_taken"]
        depth = sp["branch.return_stack"]
        btb: dict = {}             # static index -> [history, counters]
        ras: list = []
        seq_l, tk_l = seq.tolist(), blocks.ends_taken.tolist()
        for p, (bid, tk) in enumerate(zip(seq_l, tk_l)):
            si = last[bid]
            if si < 0 or not static[si].transfers:
                continue
            s = static[si]
            k = s.klass
            if k == "call":
                ras.append(s.address + s.size)
                if len(ras) > depth:
                    del ras[0]
                continue
            if k == "ret":
                nxt = static[first[seq_l[p + 1]]].address if p + 1 < len(seq_l) else None
                want = ras.pop() if ras else None
                out[p] = nxt is not None and want != nxt
                continue
            if k == "jmp":
                continue
            e = btb.get(si)
            if e is None:
                tgt = s.attrs.get("target")
                pred = bool(backward_taken and tgt is not None and tgt <= s.address)
                btb[si] = e = [0, [2 if tk else 1] * (1 << hbits)]
                if len(btb) > sp["branch.btb_entries"]:
                    btb.pop(next(iter(btb)))
            else:
                pred = e[1][e[0]] >= 2
            out[p] = pred != bool(tk)
            c = e[1][e[0]]
            e[1][e[0]] = min(3, c + 1) if tk else max(0, c - 1)
            e[0] = ((e[0] << 1) | int(tk)) & hmask
        return out

    # ---- one straight-line run from a normalised state ----
    def _sim_run(self, SI, run, cmiss, lmiss, mispred, taken_last, state):
        sp = self.spec
        W, RW = sp["backend.alloc_width"], sp["backend.retire_width"]
        ROB, RS = sp["backend.rob_size"], sp["backend.rs_size"]
        d2a, a2d = sp["frontend.decode_to_alloc"], sp["backend.alloc_to_dispatch"]
        c2r = sp["backend.complete_to_retire"]
        first_slot = bool(sp["backend.taken_jump_first_slot"])
        extra = sp["partial.extra"]
        l2 = sp["cache.l2_latency"]
        restart = sp["branch.mispredict_restart"]
        bubble = sp["frontend.taken_bubble"]
        pref_clk = sp["frontend.prefix_clocks"]
        d0max = sp["frontend.d0_max_uops"]
        closed = sp["frontend.decoders"]              # slot value of a full (closed) decode group
        last_slot = closed - 1                         # D0 is slot 0; D1.. take 1-uop instructions
        mc_rate = sp["frontend.microcode_uops_per_clock"]
        # unpack the state
        (alloc_st, rob_t, rs_t, ports_t, regs_t, pend_t, tags, ret_st, q_t, fpstack) = state
        stack = x87.Stack(fpstack)
        a_cyc, a_cnt = alloc_st if alloc_st else (_NEG, 0)
        Q = sp["frontend.uop_queue"]
        q = deque(q_t, maxlen=Q)          # allocation clocks of the last Q uops (decoder back-pressure)
        rob = deque(rob_t, maxlen=ROB)
        rs = list(rs_t)
        heapq.heapify(rs)
        busy = dict(ports_t)
        ready = list(regs_t)
        pend = [None if p is None else (list(p[0]), p[1]) for p in pend_t]
        r_cyc, r_cnt = ret_st if ret_st else (_NEG, 0)
        n = len(run)
        issue = [0] * n
        decode = [0] * n
        retire = [0] * n
        bwf = [0] * n
        pipe = [0] * n
        lost = {c: [0] * n for c in CAUSES}
        l_cache, l_branch, l_part, l_win = lost["cache"], lost["branch"], lost["partial_reg"], lost["window"]
        l_port, l_dep, l_dec = lost["port"], lost["dependency"], lost["decode"]
        dec, slot, blk, fe_ready, fe_cause = -1, closed, None, 0, None
        for k in range(n):
            uops, nu, simple, npref, block, reads, writes, zero, main, fp = SI[run[k]]
            if fp is not None:      # x87 positions to physical registers through the stack
                uops, stack = _map_x87(uops, fp, stack)
            # ---- decode ----
            cm = cmiss[k]
            # a new decode group: every decoder used already, another 16-byte block, a code miss,
            # or an instruction that only D0 takes (more than one uop, too long, prefixed)
            new = slot >= last_slot or block != blk or cm or not simple
            # back-pressure: the decoded-uop queue holds Q uops; this instruction's uops enter it
            # only when as many older ones have left it (been allocated)
            need = len(q) + nu - Q
            if need > 0:
                tq = q[need - 1] - d2a + 1 if need <= len(q) else _NEG
                if tq > dec and not new:
                    new = True
            else:
                tq = _NEG
            if new:
                broke = slot <= last_slot and k > 0 and tq <= dec
                d = dec + 1
                if tq > d:
                    d = tq
                if fe_ready > d:
                    if fe_cause == "branch":
                        l_branch[k] = fe_ready - d
                    d = fe_ready
                if cm:
                    d += l2
                    l_cache[k] += l2
                if broke:
                    l_dec[k] += 1
                dec, slot, blk = d, 0, block
            else:
                slot += 1
            if nu > d0max:
                x = -(-nu // mc_rate) - 1
                dec += x
                l_dec[k] += x
                slot = closed
            if npref:
                dec += npref * pref_clk
                l_dec[k] += npref * pref_clk
                slot = closed
            decode[k] = dec
            # ---- partial register / flags stall (allocation waits for the writer's retirement) ----
            tp = _NEG
            for r, m in reads:
                p = pend[r]
                if p is not None:
                    for pm in p[0]:
                        # registers: a read overlapping a partial write without being inside it;
                        # flags: any read of flags the last (partial) writer left alone (Agner 19.2)
                        if (m & ~pm) if r == _FLAGS else (m & pm and m & ~pm):
                            if p[1] + 1 + extra > tp:
                                tp = p[1] + 1 + extra
                            break
            # ---- allocate, dispatch, complete, retire each uop ----
            t0 = dec + d2a
            temps = {}
            bc, bn = r_cyc, r_cnt
            done_branch = None
            for j, (mask, order, lat, srcs, dsts, is_load, is_br, unit, every) in enumerate(uops):
                base_t = t0 if t0 > a_cyc else a_cyc
                t = base_t
                tw = _NEG
                if len(rob) >= ROB and rob[0] + 1 > tw:
                    tw = rob[0] + 1
                if len(rs) >= RS and rs[0] + 1 > tw:
                    tw = rs[0] + 1
                if tw > t:
                    t = tw
                if tp > t:
                    t = tp
                if t == a_cyc and a_cnt >= W:
                    t += 1
                if j == 0:
                    if tw > base_t:
                        l_win[k] = tw - base_t
                    if tp > base_t and tp > tw:
                        l_part[k] = tp - (tw if tw > base_t else base_t)
                if t == a_cyc:
                    a_cnt += 1
                else:
                    a_cyc, a_cnt = t, 1
                q.append(t)
                e = t + a2d
                rdy = e
                for s_ in srcs:
                    v = temps[s_] if s_ < 0 else ready[s_]
                    if v > rdy:
                        rdy = v
                c = rdy
                while True:
                    b = busy.get(c, 0)
                    free = 0
                    for om in order:
                        free = om & ~b
                        if free:
                            break
                    # a unit that is not pipelined must be free for all the clocks it will hold
                    if free and (not every or not any(busy.get(c + i, 0) & unit for i in range(every))):
                        break
                    c += 1
                port = (free & -free).bit_length() - 1
                busy[c] = b | (1 << port)
                for i in range(every):
                    busy[c + i] = busy.get(c + i, 0) | unit
                done = c + lat
                if is_load and lmiss[k]:
                    done += l2
                    l_cache[k] += l2
                if j == 0:
                    issue[k] = c
                    if rdy > e:
                        l_dep[k] = rdy - e
                if c > rdy and c - rdy > l_port[k]:
                    l_port[k] = c - rdy
                if j == main:
                    pipe[k] = port
                if j > 0 and rdy - e > l_dep[k]:
                    l_dep[k] = rdy - e
                temps[-1 - j] = done
                for r in dsts:
                    ready[r] = done
                if len(rs) < RS:
                    heapq.heappush(rs, c)
                elif c > rs[0]:
                    heapq.heapreplace(rs, c)
                if is_br:
                    done_branch = done
                # retirement
                tk_first = is_br and taken_last and k == n - 1 and first_slot
                rt = done + c2r
                if rt < r_cyc:
                    rt = r_cyc
                if rt == r_cyc and (r_cnt >= RW or (tk_first and r_cnt > 0)):
                    rt += 1
                if rt == r_cyc:
                    r_cnt += 1
                else:
                    r_cyc, r_cnt = rt, 1
                rob.append(rt)
                # the same placement with completion ignored: the retirement-bandwidth bound
                x = bc
                if x == bc and (bn >= RW or (tk_first and bn > 0)):
                    x += 1
                if x == bc:
                    bn += 1
                else:
                    bc, bn = x, 1
            retire[k] = r_cyc
            bwf[k] = bc
            # ---- partial state updates ----
            for r, m in writes:
                if m == _FULL or (r == _FLAGS and m == 3):
                    pend[r] = None
                    if r != _FLAGS:
                        tags = (tags | (1 << r)) if zero else (tags & ~(1 << r))
                elif r != _FLAGS and (tags >> r) & 1 and m in (1, 3):
                    pass                        # low byte/word of a zeroed register: no merge needed
                else:
                    p = pend[r]
                    if p is None:
                        pend[r] = ([m], r_cyc)
                    else:
                        if m not in p[0]:
                            p[0].append(m)
                        pend[r] = (p[0], r_cyc)
            # ---- control flow ----
            if mispred[k]:
                fe_ready, fe_cause = done_branch + restart, "branch"
                slot = closed
            elif k == n - 1 and taken_last:
                fe_ready, fe_cause = dec + 1 + bubble, None
                slot = closed
        # ---- normalise the exit state to the next run's first decode clock ----
        R = max(dec + 1, fe_ready)
        fa = R + d2a
        fd = fa + a2d
        alloc_n = (a_cyc - R, a_cnt) if a_cyc >= fa else None
        rob_n = tuple((x if x > fa - 1 else fa - 1) - R for x in rob)
        rs_n = tuple(sorted((x if x > fa - 1 else fa - 1) - R for x in rs))
        ports_n = tuple(sorted((c - R, m) for c, m in busy.items() if c >= fd))
        regs_n = tuple((x if x > fd else fd) - R for x in ready)
        pend_n = tuple(None if p is None or p[1] + 1 + extra <= fa else (tuple(sorted(p[0])), p[1] - R)
                       for p in pend)
        ret_n = (r_cyc - R, r_cnt) if r_cyc >= fd + 1 + c2r else None
        q_n = tuple((x if x > R + d2a - Q - 1 else R + d2a - Q - 1) - R for x in q)
        new_state = (alloc_n, rob_n, rs_n, ports_n, regs_n, pend_n, tags, ret_n, q_n, stack.phys)
        res = (np.array(issue, np.int64), np.array(retire, np.int64), np.array(bwf, np.int64),
               np.array(pipe, np.int8), {c: np.array(v, np.int64) for c, v in lost.items()},
               np.array(decode, np.int64))
        return res, new_state, R

    def initial_state(self):
        return (None, (), (), (), (0,) * _NREG, (None,) * _NREG, 0, None, (), x87.Stack().phys)


def _nonzero(flags: np.ndarray) -> np.ndarray:
    """np.flatnonzero of a long, mostly zero uint8 array, eight bytes at a time (~6x faster)."""
    n = len(flags) // 8 * 8
    words = np.flatnonzero(np.ascontiguousarray(flags[:n]).view(np.uint64))
    pos = (words[:, None] * 8 + np.arange(8)).ravel()
    pos = pos[flags[pos] != 0]
    return np.concatenate((pos, np.flatnonzero(flags[n:]) + n))


def _map_x87(uops, fp, stack):
    """The instruction's uops with its x87 operands (FP_READ/FP_WRITE + position) named by the
    physical registers the stack maps them to, and the stack after it (cores/x87.py)."""
    pushed = stack.push(fp.push) if fp.push else stack

    def reg(r):
        if r < FP_READ:
            return r
        if r >= FP_WRITE:
            p = r - FP_WRITE
            return FP_STATUS if p == 8 else FP0 + pushed.reg(p)
        p = r - FP_READ
        return FP_STATUS if p == 8 else FP0 + stack.reg(p)

    out = tuple((m, o, lat, tuple(reg(x) for x in srcs), tuple(reg(x) for x in dsts), ld, br, u, e)
                for (m, o, lat, srcs, dsts, ld, br, u, e) in uops)
    return out, x87.apply(fp, stack)[2]


# ---- the C scheduler (p6sched.c) and the flat state both paths key the memo with ----

def _library():
    lib = _NATIVE.load()
    if lib is not None and not hasattr(lib, "_p6_typed"):
        P, I64 = ctypes.c_void_p, ctypes.c_int64
        lib.p6sched_layout.restype = ctypes.c_int
        lib.p6sched_run.restype = I64
        B = ctypes.c_char_p         # bytes passed in place: the state and the events
        lib.p6sched_run.argtypes = [P, P, P, P, P, P, I64, B, I64, I64, B, P, I64, P]
        lib.p6sched_mispredicts.restype = I64
        lib.p6sched_mispredicts.argtypes = [P, P, I64, P, P, P, P, P, P, P, I64, I64, I64, I64,
                                            I64, P]
        lib._p6_typed = True
    return lib


def why_not_native() -> str:
    """Why the Python scheduler runs ("" when the C one does or has not been asked for yet)."""
    return _NATIVE.why_not()


# the C scheduler's parameters, in the order of p6sched.c's P_* enum: machine-file parameters
# (names) and the encodings the scheduler shares with p6_uops and this module (values)
_C_PARAMS = ("backend.alloc_width", "backend.retire_width", "backend.rob_size", "backend.rs_size",
             "frontend.decode_to_alloc", "backend.alloc_to_dispatch", "backend.complete_to_retire",
             "backend.taken_jump_first_slot", "partial.extra", "cache.l2_latency",
             "branch.mispredict_restart", "frontend.taken_bubble", "frontend.prefix_clocks",
             "frontend.d0_max_uops", "frontend.decoders", "frontend.microcode_uops_per_clock",
             "frontend.uop_queue")
_C_CODES = (_NREG, _FLAGS, _FULL, _FLAGS_ALL, _LOW_BYTE, _LOW_WORD, FP0, FP_STATUS, FP_READ,
            FP_WRITE, _FPN, _NEG, len(CAUSES), _EV_SHIFT, _EV_CODE, _EV_LOAD, _EV_MISP)
_I_FIELDS, _U_FIELDS = 15, 11           # p6sched.c's I_COUNT and U_COUNT


_C_ROWS: dict = {}


class _CTables:
    """``static_table``'s rows as the flat int64 arrays p6sched_run reads, and the call."""

    @classmethod
    def build(cls, lib, spec: MachineSpec, SI: list):
        """The tables, or None where a latency or unit interval is not an integer (a what-if
        value): the Python scheduler times those. The rows' arrays depend on the rows alone
        and are kept per rows (p6_uops keeps the rows across traces and what-if values that
        static_info does not read); the parameters are the machine's."""
        if lib.p6sched_layout() != ((len(_C_PARAMS) + len(_C_CODES)) << 16 | _I_FIELDS << 8 | _U_FIELDS):
            raise WorkbenchError("internal error: the P6 scheduler's compiled helper does not "
                                 "match this version of the workbench; run with WORKBENCH_NO_C=1, "
                                 f"or delete {cache_dir()} so that it is built again")
        key = tuple(map(id, SI))
        hit = _C_ROWS.get(key)
        if hit is not None and all(a is b for a, b in zip(hit[0], SI)):
            rows = hit[1]
        else:
            rows = cls._rows(SI)
            if len(_C_ROWS) >= 32:
                _C_ROWS.pop(next(iter(_C_ROWS)))
            _C_ROWS[key] = (list(SI), rows)     # SI kept alive: the ids in the key stay its rows'
        return None if rows is None else cls(lib, spec, rows)

    @staticmethod
    def _rows(SI: list):
        """(ins, uop, opnd, parts) of the rows, or None where a latency or interval is not an
        integer."""
        for info in SI:
            if info is not None and not all(isinstance(u[2], int) and isinstance(u[8], int)
                                            for u in info[0]):
                return None
        ins = np.zeros((max(len(SI), 1), _I_FIELDS), np.int64)
        uop: list = []
        opnd: list = []
        parts: list = []
        for i, info in enumerate(SI):
            if info is None:
                continue
            uops, nu, simple, npref, block, reads, writes, zero, main, fp = info
            ins[i] = (len(uop) // _U_FIELDS, nu, simple, npref, block, len(parts) // 2, len(reads),
                      len(parts) // 2 + len(reads), len(writes), zero, main, fp is not None,
                      fp.push if fp else 0, fp.pops if fp else 0,
                      fp.exchange if fp is not None and fp.exchange is not None else -1)
            for r, m in reads + writes:
                parts += (r, m)
            for (_mask, order, lat, srcs, dsts, is_load, is_br, unit, every) in uops:
                uop += (order[0], order[1] if len(order) > 1 else 0, lat, len(opnd), len(srcs),
                        len(opnd) + len(srcs), len(dsts), is_load, is_br, unit, every)
                opnd += srcs + dsts
        return (ins, np.array(uop or [0], np.int64), np.array(opnd or [0], np.int64),
                np.array(parts or [0], np.int64))

    def __init__(self, lib, spec: MachineSpec, rows: tuple):
        self.lib = lib
        self.P = np.array([int(spec[k]) for k in _C_PARAMS] + list(_C_CODES), np.int64)
        self.ins, self.uop, self.opnd, self.parts = rows
        self.out = np.zeros(1 << 12, np.int64)
        self._point()

    def _point(self) -> None:
        self._out_ptr = self.out.ctypes.data
        self._ptrs = (self.P.ctypes.data, self.ins.ctypes.data, self.uop.ctypes.data,
                      self.opnd.ctypes.data, self.parts.ctypes.data)

    def __getstate__(self):
        """Pickled without the library and the arrays' addresses (a timing holds its ``prep``,
        and timings pickle, e.g. to another process): the loading process takes its own library
        and addresses, or the Python scheduler runs where it has no library."""
        return {k: v for k, v in self.__dict__.items() if k not in ("lib", "_out_ptr", "_ptrs")}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.lib = _library()
        self._point()

    def run(self, sidx: np.ndarray, taken_last: bool, ctx: bytes, event):
        n = len(sidx)
        run = np.ascontiguousarray(sidx, np.int32)
        nc = len(CAUSES)
        buf = np.empty((5 + nc) * n + 1, np.int64)
        while True:
            got = self.lib.p6sched_run(*self._ptrs, run.ctypes.data, n, event,
                                       0 if event is None else len(event) // 8, int(taken_last),
                                       ctx, self._out_ptr, len(self.out), buf.ctypes.data)
            if got >= 0:
                break
            if got < -(1 << 40):
                raise MemoryError("the P6 scheduler could not allocate its tables")
            self.out = np.zeros(-got, np.int64)
            self._out_ptr = self.out.ctypes.data
        cost = RunCost(buf[3 * n:4 * n], buf[5 * n:(5 + nc) * n].reshape(nc, n),
                       buf[4 * n:5 * n].astype(np.int8),
                       {"decode": buf[n:2 * n], "retire": buf[2 * n:3 * n]}, buf[:n], int(buf[-1]))
        return cost, self.out[:got].tobytes()


def _integral(spec: MachineSpec) -> bool:
    """The C scheduler computes in integers: a what-if value that is not one runs in Python."""
    return all(isinstance(spec[k], (int, bool)) for k in _C_PARAMS)


def _flat_state(state: tuple, prev_ret: int) -> bytes:
    """``_sim_run``'s state tuple and the previous retirement clock as one int64 array (the
    layout at the top of p6sched.c); each field normalised, so equal states give equal bytes."""
    (alloc_st, rob_t, rs_t, ports_t, regs_t, pend_t, tags, ret_st, q_t, fpstack) = state
    out = [prev_ret, *((1, *alloc_st) if alloc_st else (0, 0, 0)),
           *((1, *ret_st) if ret_st else (0, 0, 0)), tags, *regs_t,
           *(0 if p is None else sum(1 << m for m in set(p[0])) for p in pend_t),
           *(0 if p is None else p[1] for p in pend_t), *fpstack,
           len(rob_t), *rob_t, len(rs_t), *sorted(rs_t), len(q_t), *q_t, len(ports_t)]
    for c, m in sorted(ports_t):
        out += (c, m)
    return np.array(out, np.int64).tobytes()


def _tuple_state(flat: bytes) -> tuple[tuple, int]:
    """The inverse of ``_flat_state``."""
    v = np.frombuffer(flat, np.int64).tolist()
    prev_ret = v[0]
    alloc_st = (v[2], v[3]) if v[1] else None
    ret_st = (v[5], v[6]) if v[4] else None
    tags = v[7]
    at = 8
    regs = tuple(v[at:at + _NREG])
    masks, times = v[at + _NREG:at + 2 * _NREG], v[at + 2 * _NREG:at + 3 * _NREG]
    pend = tuple(None if not mb else (tuple(m for m in range(mb.bit_length()) if mb >> m & 1), t)
                 for mb, t in zip(masks, times))
    at += 3 * _NREG
    fpstack = tuple(v[at:at + _FPN])
    at += _FPN
    lists = []
    for width in (1, 1, 1, 2):
        cnt = v[at]
        at += 1
        items = v[at:at + width * cnt]
        at += width * cnt
        lists.append(tuple(items) if width == 1 else tuple(zip(items[::2], items[1::2])))
    rob, rs, q, ports = lists
    return (alloc_st, rob, rs, ports, regs, pend, tags, ret_st, q, fpstack), prev_ret


_KIND = {"call": 1, "ret": 2, "jmp": 3}


def _static_columns(static) -> dict:
    """Per static instruction, as arrays (at least one element): its address, size, transfer
    kind for the predictor (0 none, 1 call, 2 return, 3 jump, 4 predicted) and branch target
    (has_target 0: none). Made once per prepared table."""
    tgts = [s.attrs.get("target") for s in static]
    return {"addr": np.array([s.address for s in static] or [0], np.int64),
            "size": np.array([s.size for s in static] or [0], np.int64),
            "kind": np.array([(_KIND.get(s.klass, 4) if s.transfers else 0) for s in static]
                             or [0], np.int64),
            "target": np.array([t if t is not None else 0 for t in tgts] or [0], np.int64),
            "has_target": np.array([t is not None for t in tgts] or [0], np.uint8)}


def _mispredicts_c(lib, spec: MachineSpec, static, blocks, cols: dict | None = None) -> np.ndarray | None:
    """``P6._mispredicts_python`` in C (p6sched_mispredicts); None where it could not run.
    ``cols``: ``_static_columns(static)`` where the caller keeps them."""
    ns = len(static)
    cols = cols or _static_columns(static)
    seq = np.ascontiguousarray(blocks.sequence, np.int64)
    taken = np.ascontiguousarray(blocks.ends_taken, np.uint8)
    first = np.array([int(t[0]) if len(t) else -1 for t in blocks.table] or [0], np.int64)
    last = np.array([int(t[-1]) if len(t) else -1 for t in blocks.table] or [0], np.int64)
    kind, addr, size = cols["kind"], cols["addr"], cols["size"]
    target, has_t = cols["target"], cols["has_target"]
    out = np.zeros(max(len(seq), 1), np.uint8)
    rc = lib.p6sched_mispredicts(seq.ctypes.data, taken.ctypes.data, len(seq), first.ctypes.data,
                                 last.ctypes.data, kind.ctypes.data, addr.ctypes.data,
                                 size.ctypes.data, target.ctypes.data, has_t.ctypes.data, ns,
                                 int(spec["branch.history_bits"]),
                                 int(bool(spec["branch.static_backward_taken"])),
                                 int(spec["branch.return_stack"]), int(spec["branch.btb_entries"]),
                                 out.ctypes.data)
    return None if rc < 0 else out[:len(seq)].astype(bool)


MODELS = {"p6": lambda spec=None: P6(spec or load_machine("p6"), "p6"),
          "pii": lambda spec=None: P6(spec or load_machine("pentium2"), "pii")}


def _unit_name(spec: MachineSpec, bit: int) -> str:
    """The unit a busy bit stands for (``p6_uops._unit_bit``: the sorted ``interval.*`` names)."""
    units = sorted(k.split(".", 1)[1] for k in spec.params if k.startswith("interval."))
    return units[bit.bit_length() - 1 - 8]


def _port_name(mask: int) -> str:
    return "p" + "".join(str(b) for b in range(len(PIPE_NAMES)) if mask >> b & 1)


def _uop_latency(uops) -> int:
    """The longest chain through one instruction's uops: a uop starts when the uops whose
    temporaries it reads have finished; the latency is the last uop's finish that writes a
    register (any uop's, where none does: a store)."""
    end: list[int] = []
    out = 0
    for u in uops:
        start = max([end[-1 - s] for s in u[3] if s < 0 and -1 - s < len(end)], default=0)
        end.append(start + u[2])
        if u[4]:
            out = max(out, end[-1])
    return out if out else max(end, default=0)


def _uop_rthr(uops, width: int) -> float:
    """Clocks between independent copies of one instruction: every set of ports must issue the
    uops bound to ports inside it, one a port a clock; a unit that is not pipelined takes one
    uop every ``interval`` clocks; the RAT allocates ``width`` uops a clock."""
    best = len(uops) / width
    masks = [u[0] for u in uops]
    ports = 0
    for m in masks:
        ports |= m
    sub = ports
    while sub:
        inside = sum(1 for m in masks if m & ~sub == 0)
        best = max(best, inside / bin(sub).count("1"))
        sub = (sub - 1) & ports
    units: dict = {}
    for u in uops:
        if u[8]:
            units[u[7]] = units.get(u[7], 0) + u[8]
    return float(max([best] + list(units.values())))
