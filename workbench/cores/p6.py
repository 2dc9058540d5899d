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
only until its state repeats.
"""
from __future__ import annotations

import heapq
from collections import deque

import numpy as np

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

    def prepare(self, trace: Trace) -> dict:
        if trace.isa != "x86":
            raise WorkbenchError(f"{self.name} times x86 traces, not {trace.isa}")
        sp = self.spec
        static = trace.static
        return {"SI": static_table(sp, trace, self.name), "static": static,
                "reads": np.array([s.mem_reads > 0 for s in static], bool),
                "alloc": allocating(static, sp["cache.write_allocate"])}

    def entry_context(self, prep) -> tuple:
        """(the machine state normalised to the run's first decode clock, the retirement clock
        of the instruction before the run relative to it)."""
        return (self.initial_state(), -1)

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
        """Per run: its instructions' code-miss, load-miss and mispredict flags, or None."""
        blocks = trace.block_form()
        mis_b = self._mispredicts(prep["static"], blocks)
        self._mis_positions = (blocks.starts() + blocks.lengths[blocks.sequence] - 1)[mis_b]
        flags = misses.flags
        code_pos = np.flatnonzero(flags & (streams.FIRST | streams.LAST))     # sparse: misses are rare
        data_pos = np.flatnonzero(flags & streams.DATA)
        starts = runs.starts()
        lens = runs.lengths[runs.sequence]
        pos = np.union1d(np.union1d(code_pos, data_pos), self._mis_positions)
        events: list = [None] * len(runs.sequence)
        if not len(pos):
            return events
        reads = prep["reads"]

        def within(p: np.ndarray, lo: int, hi: int) -> np.ndarray:
            return p[np.searchsorted(p, lo):np.searchsorted(p, hi)] - lo

        for k in np.unique(np.searchsorted(starts, pos, side="right") - 1).tolist():
            lo, m = int(starts[k]), int(lens[k])
            sidx = runs.table[runs.sequence[k]]
            cm, lm, mp = np.zeros(m, bool), np.zeros(m, bool), np.zeros(m, bool)
            cm[within(code_pos, lo, lo + m)] = True
            lm[within(data_pos, lo, lo + m)] = True
            lm &= reads[sidx]
            mp[within(self._mis_positions, lo, lo + m)] = True
            if cm.any() or lm.any() or mp.any():
                events[k] = (cm.tobytes(), lm.tobytes(), mp.tobytes())
        return events

    def run(self, prep, sidx: np.ndarray, taken_last: bool, ctx: tuple, next_first: int = -1,
            event=None):
        state, prev_ret = ctx
        n = len(sidx)
        if event is None:
            cm = lm = mp = [0] * n
        else:
            cm, lm, mp = (list(np.frombuffer(x, np.uint8)) for x in event)
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
        return cost, (new_state, int(ret[-1]) - int(advance) if n else prev_ret - int(advance))

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
    def _mispredicts(self, static, blocks) -> np.ndarray:
        """Mispredicted or not, per block run (its last instruction, when it may transfer)."""
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
