"""Intel 80486 cost model: one pipeline, table clocks, prefixes, addressing penalties, the cache.

Per instruction: the table clocks (machine file ``clocks.*``), +1 per prefix byte, +1 for indexed
addressing, +1 for displacement-and-immediate; taken branches pay their extra clocks ("branch").
The three hazards Abrash measured depend on the cycle distance to earlier writes, so they are
computed sequentially, in cycles, over each straight-line run of the trace (memoised by the run and
the two instructions before it, since a kernel repeats the same runs):
  - AGI: a register used for addressing is ready ``agi_window`` cycles after the last cycle of the
    instruction that wrote it (real mode 3: 2 lost at distance 1, 1 at distance 2; protected 2);
    implicit ESP updates of PUSH/POP/CALL/RET do not count (Abrash ch.13). LEAVE's ESP = EBP is
    a register copy, not such an update, so a RET right after LEAVE pays the AGI [I: no source
    says either way]; LEAVE itself addresses through EBP.
  - byte-register rule: any byte register written exactly 2 cycles before a memory access that
    uses a register for its address (+1, and +1 more when another was also written 1 cycle
    before); in real mode the 2 cycles count to where the access starts after an AGI stall,
    in protected mode to where it would have started (the measurements split by mode).
  - partial read: a register read wider than the byte just written to it in the previous cycle;
    used for an address it adds to the AGI in protected mode only (Toth; Abrash's real-mode
    Listing 13.1 shows none).
Cache misses of the 8 KB unified cache (code fetches and data reads) cost a line fill each; they
are added after the pipeline hazards and do not shift the hazard distances (a simplification).
"""
from __future__ import annotations

import numpy as np

from isa.trace import StaticInsn, Trace

from ..errors import WorkbenchError
from ..machine import MachineSpec, load_machine
from . import engine, forms
from .repeats import mark_repeats
from .spec_reads import KeptFacts, per_content
from .cache import CacheGeometry
from .engine import RunCost
from .streams import CachePlan, allocating

_STACK = ("push", "pop", "call", "ret")
_KEPT = KeptFacts()     # i486._static_costs's latest tables
# instructions remembered across run boundaries: the longest reach (the real-mode AGI window of 3
# clocks) spans two 1-clock instructions
HISTORY = 2


def base_clocks(s: StaticInsn, spec: MachineSpec, mode: str = "prot32") -> tuple[int, int]:
    """(clocks when not taken / for non-branches, clocks when a branch is taken): the row of the
    core's timing table (``machines/forms/i486.csv``) that the instruction's form matches. The
    far-pointer loads and far transfers have real-mode rows only: in protected mode they load a
    descriptor, which costs more and is not modelled."""
    row = forms.lookup(spec, s, mode, "i486")
    return forms.charged(row, s, spec, "clocks", "i486"), row.get("taken", spec, 0)


class I486:
    """The rules of the 486 on the shared engine (engine.py): a run's hazards from its entry
    context; prefix/indexed/disp-imm clocks are static; the unified cache is a stream."""
    isa = "x86"
    causes = ("prefix", "indexed", "disp_imm", "agi", "byte_reg", "partial_reg", "branch")
    issues_in_order = True      # workbench/explain.py: the in-order dependency bound
    cache_causes = ("cache", "fetch")
    pipe_names = ("pipe",)

    def __init__(self, spec: MachineSpec | None = None, name: str = "i486"):
        self.spec = spec or load_machine("i486")
        self.name = name

    # ---- static (per decoded instruction) costs ----
    def _static_costs(self, static: list[StaticInsn], mode: str = "prot32"):
        """Per static instruction: clocks (not taken), extra clocks taken, prefix, index and
        displacement+immediate clocks; kept with the machine values read (spec_reads.py)."""
        return _KEPT.get(self.spec, static, mode, lambda sp: self._costs(static, mode, sp))

    def _costs(self, static: list[StaticInsn], mode: str, sp):
        """(base, taken_extra, prefix, indexed, disp_imm) clocks per static instruction."""
        rows = per_content(static, lambda s: self._cost_row(s, mode, sp))
        cols = np.array(rows, np.int64).reshape(len(static), 5).T
        return tuple(np.ascontiguousarray(col) for col in cols)

    @staticmethod
    def _cost_row(s: StaticInsn, mode: str, sp) -> tuple:
        nt, tk = base_clocks(s, sp, mode)
        mem_operand = "m" in s.attrs.get("form", "")
        return (nt, max(0, tk - nt) if s.transfers else 0,
                s.attrs.get("prefixes", 0) * sp["penalty.prefix"],
                sp["penalty.indexed"] if s.attrs.get("indexed") else 0,
                sp["penalty.disp_imm"] if (mem_operand and s.attrs.get("has_disp")
                                           and s.attrs.get("has_imm")) else 0)

    retired_view = staticmethod(mark_repeats)

    def prepare(self, trace: Trace) -> dict:
        if trace.isa != "x86":
            raise WorkbenchError(f"i486 times x86 traces, not {trace.isa}")
        mode = trace.meta.mode or "prot32"
        base, taken_extra, prefix, indexed, disp_imm = self._static_costs(trace.static, mode)
        window = self.spec["penalty.agi_window_real16" if mode == "real16" else "penalty.agi_window_prot32"]
        alloc = allocating(trace.static, self.spec["cache.write_allocate"])
        return {"static": trace.static, "base": base, "taken_extra": taken_extra, "prefix": prefix,
                "indexed": indexed, "disp_imm": disp_imm, "dur": base + prefix + indexed + disp_imm,
                "mode": mode, "window": window, "alloc": alloc}

    def explain(self, prep, i: int) -> dict:
        """Static facts of static instruction ``i``: its clocks from the timing table
        (forms/i486.csv, cache hit; prefix, index and displacement+immediate clocks added). The
        486 runs one instruction at a time, so its latency and reciprocal throughput are those
        clocks."""
        c = int(prep["dur"][i])
        return {"clocks": c, "lat": c, "rthr": float(c)}

    def entry_context(self, prep) -> tuple:
        return ((-1, -9),) * HISTORY

    def run(self, prep, sidx: np.ndarray, taken_last: bool, ctx: tuple, next_first: int = -1,
            event=None):
        agi, byt, part, nxt = self._run_hazards(prep["static"], sidx, prep["dur"], ctx, prep["window"],
                                                 prep["mode"])
        branch = np.zeros(len(sidx), np.int64)
        if taken_last and len(sidx):
            extra = int(prep["taken_extra"][sidx[-1]])
            branch[-1] = extra
            if extra:       # the taken branch's extra clocks delay everything after it
                nxt = tuple((idx, end - extra) for idx, end in nxt)
        lost = np.stack([prep["prefix"][sidx], prep["indexed"][sidx], prep["disp_imm"][sidx],
                         agi, byt, part, branch])
        return RunCost(prep["base"][sidx], lost, np.zeros(len(sidx), np.int8)), nxt

    def cache_plan(self, prep) -> CachePlan:
        geo = CacheGeometry(self.spec["cache.size"], self.spec["cache.ways"], self.spec["cache.line"])
        return CachePlan(geo, None, True, prep["alloc"])

    def cache_charges(self, prep, first, last, either, data) -> dict:
        fill = self.spec["cache.line_fill"]
        return {"fetch": (first + last) * fill, "cache": data * fill}

    def notes(self, prep, misses, entries=(), uses=()) -> list[str]:
        return [f"AGI window {prep['window']} cycles ({prep['mode']})",
                f"line fill {self.spec['cache.line_fill']} clocks per miss"]

    # ---- sequential hazards over one straight-line run ----
    def _run_hazards(self, static, run: np.ndarray, dur: np.ndarray, ctx: tuple, window: int,
                     mode: str = "prot32"):
        """AGI / byte-register / partial-read stalls of one run, given the instructions before it.

        ``dur`` is each static instruction's clocks without hazards; ctx = ((idx, end), ...) of the
        HISTORY previous instructions with their last cycle relative to this run's start (-1, -2..).
        Returns (agi, byte, partial) arrays and the context for the next run.
        """
        sp = self.spec
        n = run.shape[0]
        # the partial-register read on top of the AGI: measured 1 in protected mode (Toth), 0 in
        # real mode, whose 2-clock AGI already holds the register-file round trip (Abrash 13.1)
        pra = sp["penalty.partial_read_address_real16" if mode == "real16"
                 else "penalty.partial_read_address"]
        after_agi = sp["penalty.byte_reg_after_agi_real16" if mode == "real16"
                       else "penalty.byte_reg_after_agi_prot32"]
        agi = np.zeros(n, np.int64)
        byt = np.zeros(n, np.int64)
        part = np.zeros(n, np.int64)
        hist = list(ctx)          # [(static idx, last cycle)] most recent last
        t = 0                     # cycle the next instruction would start in
        for j in range(n):
            s = static[run[j]]
            a = s.attrs
            addr = () if a.get("repeat") else a.get("addr_regs", ())   # REP iterations: microcode
            mem_access = s.mem_reads + s.mem_writes > 0 and s.klass != "lea" or "m" in a.get("form", "")
            # AGI: an address register written by one of the last instructions
            stall = 0
            for pidx, pend in hist:
                if pidx < 0:
                    continue
                p = static[pidx]
                for r in addr:
                    if r in p.writes:
                        if r == "esp" and p.klass in _STACK and s.klass in _STACK:
                            continue
                        # nor do a string instruction's own SI/DI steps for the next string
                        # instruction (validation case i486-abrash-stosb: STOSB repeated, 5 each)
                        if r in ("esi", "edi") and p.attrs.get("string") and a.get("string"):
                            continue
                        stall = max(stall, pend + window - t)
            agi[j] = max(0, stall)
            # byte registers written exactly 1 / 2 cycles before a memory access (any register)
            if mem_access and s.klass != "lea" and (addr or not sp["penalty.byte_reg_needs_address_register"]):
                # in real mode counted from the cycle the access really starts, after any AGI stall
                # (Abrash's measurements); in protected mode from where it would start (Toth's)
                tb = t + agi[j] if after_agi else t
                b1 = any(pend == tb - 1 and static[pidx].attrs.get("byte_writes") for pidx, pend in hist if pidx >= 0)
                b2 = any(pend == tb - 2 and static[pidx].attrs.get("byte_writes") for pidx, pend in hist if pidx >= 0)
                if b2:
                    byt[j] = sp["penalty.byte_reg_2_before"] + (sp["penalty.byte_reg_1_and_2_before"] if b1 else 0)
            # a wider read of a register whose byte was written in the previous cycle: as a source
            # (Abrash rule 3), or to address memory, on top of the AGI (Toth; the [D] parameter)
            if hist and hist[-1][0] >= 0 and hist[-1][1] == t - 1:
                p = static[hist[-1][0]]
                widths = a.get("read_widths", {})
                for r in p.attrs.get("byte_writes", ()):
                    if widths.get(r, 0) > 8 and not a.get("zero_idiom"):
                        part[j] = (pra if r in addr else sp["penalty.partial_read"])
                        break
            start = t + agi[j] + byt[j] + part[j]
            end = start + int(dur[run[j]]) - 1
            hist = (hist + [(int(run[j]), end)])[-HISTORY:]
            t = end + 1
        # express the context relative to the next run's start
        nxt = tuple((idx, end - t) for idx, end in hist)
        return agi, byt, part, nxt

    def cache_key(self):
        """``prepare`` and ``run`` read only the static table (with the trace's mode), the
        machine's values and this object's attributes: the engine keeps their memo entries
        across calls (engine.py)."""
        return engine.rules_key(self)

    def time(self, trace: Trace):
        return engine.time(self, trace)


MODELS = {"i486": lambda spec=None: I486(spec)}
