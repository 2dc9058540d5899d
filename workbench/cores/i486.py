"""Intel 80486 cost model: one pipeline, table clocks, prefixes, addressing penalties, the cache.

Per instruction: the table clocks (machine file ``clocks.*``), +1 per prefix byte, +1 for indexed
addressing, +1 for displacement-and-immediate; taken branches pay their extra clocks ("branch").
The three hazards Abrash measured depend on the cycle distance to earlier writes, so they are
computed sequentially, in cycles, over each straight-line run of the trace (memoised by the run and
the two instructions before it, since a kernel repeats the same runs):
  - AGI: a register used for addressing is ready ``agi_window`` cycles after the last cycle of the
    instruction that wrote it (real mode 3: 2 lost at distance 1, 1 at distance 2; protected 2);
    implicit ESP updates of PUSH/POP/CALL/RET do not count (Abrash ch.13).
  - byte-register rule: any byte register written exactly 2 cycles before a memory access (+1,
    and +1 more when another was also written 1 cycle before).
  - partial read: a register read wider than the byte just written to it in the previous cycle.
Cache misses of the 8 KB unified cache (code fetches and data reads) cost a line fill each; they
are added after the pipeline hazards and do not shift the hazard distances (a simplification).
"""
from __future__ import annotations

import numpy as np

from isa.trace import StaticInsn, Trace

from ..errors import WorkbenchError
from ..machine import MachineSpec, load_machine
from ..timing import Timing
from .cache import CacheGeometry, simulate
from .i386 import one_operand_32

CAUSES = ("prefix", "indexed", "disp_imm", "agi", "byte_reg", "partial_reg", "branch", "cache", "fetch")
_STACK = ("push", "pop", "call", "ret")


def base_clocks(s: StaticInsn, spec: MachineSpec) -> tuple[int, int]:
    """(clocks when not taken / for non-branches, clocks when a branch is taken)."""
    c = lambda k: spec[f"clocks.{k}"]  # noqa: E731
    k, form, a = s.klass, s.attrs.get("form", ""), s.attrs
    mem = "m" in form
    if k == "mov":
        if s.writes and any(r in ("cs", "ds", "es", "ss", "fs", "gs") for r in s.writes):
            return c("mov_sreg"), 0
        return c("mov"), 0
    if k == "movx":
        return c("movx"), 0
    if k == "lea":
        return c("lea"), 0
    if k in ("alu", "aluc"):
        if not mem:
            return c("alu_rr"), 0
        if s.mnemonic in ("cmp", "test"):
            return c("cmp_m"), 0
        return (c("alu_mr") if form.startswith("m") else c("alu_rm")), 0
    if k in ("incdec", "unary"):
        return (c("incdec_m") if mem else c("incdec_r")), 0
    if k in ("shift", "rotate"):
        if mem:
            return c("shift_m"), 0
        return {"1": c("shift_1"), "imm": c("shift_imm"), "cl": c("shift_cl")}[a["shift_count"]], 0
    if k == "rotc":
        return (c("rotc_1") if a["shift_count"] == "1" else c("rotc_imm")), 0
    if k == "xchg":
        return (c("xchg_rm") if mem else c("xchg_rr")), 0
    if k == "bswap":
        return c("bswap"), 0
    if k == "mul" and one_operand_32(s):
        return c("mul32"), 0
    if k == "push":
        return (c("push_m") if mem else c("push_r")), 0
    if k == "pop":
        return (c("pop_m") if mem else c("pop_r")), 0
    if k == "nop":
        return c("nop"), 0
    if k == "hlt":
        return c("hlt"), 0
    if k == "jcc":
        return c("branch_not_taken"), c("jcc_taken")
    if k == "loop":
        return c("loop_not_taken"), c("loop_taken")
    if k in ("jmp", "call", "ret"):
        return c(k), c(k)
    raise WorkbenchError(f"the i486 model has no timing for '{s.text}' (class {k}); "
                         "add it to workbench/machines/i486.toml and cores/i486.py")


class I486:
    isa = "x86"

    def __init__(self, spec: MachineSpec | None = None, name: str = "i486"):
        self.spec = spec or load_machine("i486")
        self.name = name

    # ---- static (per decoded instruction) costs ----
    def _static_costs(self, static: list[StaticInsn]):
        sp = self.spec
        n = len(static)
        base = np.zeros(n, np.int64)
        taken_extra = np.zeros(n, np.int64)
        prefix = np.zeros(n, np.int64)
        indexed = np.zeros(n, np.int64)
        disp_imm = np.zeros(n, np.int64)
        for i, s in enumerate(static):
            nt, tk = base_clocks(s, sp)
            base[i] = nt
            taken_extra[i] = max(0, tk - nt) if s.transfers else 0
            prefix[i] = s.attrs.get("prefixes", 0) * sp["penalty.prefix"]
            mem_operand = "m" in s.attrs.get("form", "")
            indexed[i] = sp["penalty.indexed"] if s.attrs.get("indexed") else 0
            disp_imm[i] = sp["penalty.disp_imm"] if (mem_operand and s.attrs.get("has_disp")
                                                      and s.attrs.get("has_imm")) else 0
        return base, taken_extra, prefix, indexed, disp_imm

    # ---- sequential hazards over one straight-line run ----
    def _run_hazards(self, static, run: np.ndarray, dur: np.ndarray, ctx: tuple, window: int):
        """AGI / byte-register / partial-read stalls of one run, given the two instructions before it.

        ``dur`` is each static instruction's clocks without hazards; ctx = ((idx, end), (idx, end))
        of the two previous instructions with their last cycle relative to this run's start (-1, -2..).
        Returns (agi, byte, partial) arrays and the context for the next run.
        """
        sp = self.spec
        n = run.shape[0]
        agi = np.zeros(n, np.int64)
        byt = np.zeros(n, np.int64)
        part = np.zeros(n, np.int64)
        hist = list(ctx)          # [(static idx, last cycle)] most recent last
        t = 0                     # cycle the next instruction would start in
        for j in range(n):
            s = static[run[j]]
            a = s.attrs
            addr = a.get("addr_regs", ())
            mem_access = s.mem_reads + s.mem_writes > 0 and s.klass != "lea" or "m" in a.get("form", "")
            stall = 0
            # AGI
            for pidx, pend in hist:
                if pidx < 0:
                    continue
                p = static[pidx]
                for r in addr:
                    if r in p.writes:
                        if r == "esp" and p.klass in _STACK and s.klass in _STACK:
                            continue
                        stall = max(stall, pend + window - t)
            agi[j] = max(0, stall)
            # byte registers written exactly 1 / 2 cycles before a memory access (any register)
            if mem_access and s.klass != "lea":
                b1 = any(pend == t - 1 and static[pidx].attrs.get("byte_writes") for pidx, pend in hist if pidx >= 0)
                b2 = any(pend == t - 2 and static[pidx].attrs.get("byte_writes") for pidx, pend in hist if pidx >= 0)
                if b2:
                    byt[j] = sp["penalty.byte_reg_2_before"] + (sp["penalty.byte_reg_1_and_2_before"] if b1 else 0)
            # a wider read of a register whose byte was written in the previous cycle
            if hist and hist[-1][0] >= 0 and hist[-1][1] == t - 1:
                p = static[hist[-1][0]]
                widths = a.get("read_widths", {})
                for r in p.attrs.get("byte_writes", ()):
                    if widths.get(r, 0) > 8 and not a.get("zero_idiom"):
                        part[j] = sp["penalty.partial_read"]
                        break
            start = t + agi[j] + byt[j] + part[j]
            end = start + int(dur[run[j]]) - 1
            hist = (hist + [(int(run[j]), end)])[-2:]
            t = end + 1
        # express the context relative to the next run's start
        nxt = tuple((idx, end - t) for idx, end in hist)
        return agi, byt, part, nxt

    def time(self, trace: Trace) -> Timing:
        if trace.isa != "x86":
            raise WorkbenchError(f"i486 times x86 traces, not {trace.isa}")
        static, index, taken = trace.static, trace.index, trace.taken
        n = len(trace)
        base_s, taken_s, prefix_s, indexed_s, dispimm_s = self._static_costs(static)
        base = base_s[index]
        branch = np.where(taken, taken_s[index], 0)
        lost = {c: np.zeros(n, np.int64) for c in CAUSES}
        lost["prefix"] = prefix_s[index]
        lost["indexed"] = indexed_s[index]
        lost["disp_imm"] = dispimm_s[index]
        lost["branch"] = branch
        mode = trace.meta.mode or "prot32"
        window = self.spec["penalty.agi_window_real16" if mode == "real16" else "penalty.agi_window_prot32"]
        # hazard pass per straight-line run; a taken transfer ends a run (and its extra clocks are
        # part of the duration the next run's context sees through the last cycle)
        dur_static = base_s + prefix_s + indexed_s + dispimm_s
        ends = np.nonzero(taken)[0] + 1
        bounds = np.concatenate(([0], ends, [n])) if n else np.array([0, 0])
        memo: dict = {}
        ctx = ((-1, -9), (-1, -9))
        for lo, hi in zip(bounds[:-1], bounds[1:]):
            if hi <= lo:
                continue
            run = index[lo:hi]
            key = (run.tobytes(), ctx)
            hit = memo.get(key)
            if hit is None:
                dur = dur_static.copy()
                a, b, p, nxt = self._run_hazards(static, run, dur, ctx, window)
                extra = int(branch[hi - 1])
                if extra:   # the taken branch's extra clocks delay everything after it
                    nxt = tuple((idx, end - extra) for idx, end in nxt)
                hit = (a, b, p, nxt)
                memo[key] = hit
            a, b, p, ctx = hit
            lost["agi"][lo:hi] = a
            lost["byte_reg"][lo:hi] = b
            lost["partial_reg"][lo:hi] = p
        # cache: code fetch by line and data reads, in program order, through the unified cache
        geo = CacheGeometry(self.spec["cache.size"], self.spec["cache.ways"], self.spec["cache.line"])
        fill = self.spec["cache.line_fill"]
        addr_s = np.array([s.address for s in static], np.int64)
        last_s = np.array([s.address + s.size - 1 for s in static], np.int64)
        reads_s = np.array([s.mem_reads for s in static], np.int64)
        first_b = addr_s[index]
        last_b = last_s[index]
        spans = (first_b // geo.line) != (last_b // geo.line)
        dread = (reads_s[index] > 0) & (trace.data_addr >= 0)
        stream = np.full((n, 3), -1, np.int64)
        stream[:, 0] = first_b
        stream[:, 1] = np.where(spans, last_b, -1)
        stream[:, 2] = np.where(dread, trace.data_addr, -1)
        flat = stream.reshape(-1)
        valid = flat >= 0
        miss = np.zeros(flat.shape[0], bool)
        miss[valid] = simulate(flat[valid], geo)
        miss = miss.reshape(n, 3)
        lost["fetch"] = (miss[:, 0].astype(np.int64) + miss[:, 1]) * fill
        lost["cache"] = miss[:, 2].astype(np.int64) * fill
        cost = base.copy()
        for arr in lost.values():
            cost += arr
        end = np.cumsum(cost)
        issue = end - base
        total = int(end[-1]) if n else 0
        notes = [f"AGI window {window} cycles ({mode})", f"line fill {fill} clocks per miss"]
        return Timing(self.name, total, issue, base, lost, np.zeros(n, np.int8), ("pipe",), notes)


MODELS = {"i486": lambda spec=None: I486(spec)}
