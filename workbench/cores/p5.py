"""Intel Pentium (P54C) cost model: in-order, two integer pipes U and V, BTB, split 8 KB caches.

Every number comes from ``machines/p5.toml`` (each with its source). Per issue group (one instruction
in U, or a U and a V instruction paired):

Pairing classes (Intel Pentium User's Manual Vol.1 3.1.2; Abrash Tables 20.1 / 20.2; docs/references.md 2.5):
  UV  MOV, ALU (ADD/SUB/AND/OR/XOR/CMP) reg/mem/imm forms, INC/DEC, PUSH reg/imm, POP reg, LEA, NOP,
      TEST reg,reg / reg,mem / acc,imm
  PU  ADC, SBB, SHx reg,1 / reg,imm, ROx/RCx reg,1 (ROL/ROR reg,imm only with
      ``pairing.rotate_imm``: disputed, default not pairable)
  PV  near JMP, CALL, Jcc
  NP  everything else that has a timing (shift/rotate by CL, MOVZX/MOVSX, XCHG, BSWAP, RET, LOOP,
      NEG/NOT, other TEST imm forms, memory shifts, PUSH mem, POP mem, RCx by imm, LEAVE, and in
      real mode MOV Sreg, LES/LDS, far CALL and RETF)
A U-pairable instruction and the next, V-pairable, instruction pair unless (reason recorded, the
first that applies in this order):
  - ``raw`` / ``waw``: the second reads / writes a register the first writes (partial registers count
    as the whole register, Agner 4.1 rule 3; flags: writer + Jcc allowed, two flag writers allowed;
    ESP: PUSH+PUSH, POP+POP, PUSH+CALL allowed),
  - ``prefix_in_v``: the second has a prefix (0Fh on Jcc does not count), prefixed instructions
    run in U only,
  - ``disp_imm``: either has both a memory displacement and an immediate,
  - ``first_execution``: the first (U) instruction is longer than one byte and has not executed
    since its code line was loaded (no pairing marks yet),
  - ``u_not_pairable``: the first is not U-pairable (NP, or a branch).
A pair takes max(cu, cv) clocks; two read-modify-write instructions overlap by only one clock.
Each prefix byte (and the 0Fh escape except on Jcc) costs a decode clock before its instruction,
hidden under the extra clocks of the previous issue group (``penalty.prefix_shadow``). AGI: an
address register written in cycle c is usable from cycle c + ``agi_window`` (ESP updated
implicitly by PUSH/POP/CALL/RET is exempt, Agner ch.9). Branches go through a 2-bit BTB (256
entries, 4-way); a mispredict costs 3 clocks in U, 4 in V (JMP/CALL 2). Data cache 8 KB 2-way,
32-byte lines, read-allocate; code cache 8 KB 2-way; a miss costs a line fill. A U and V pair
touching the same data-cache bank (address bits 2-4) in different dwords stalls one clock.

Lost cycles (Timing.lost): "prefix", "agi", "pairing" and "dependency" (a V-pairable instruction
that issued in U because a rule kept it from pairing with the lone U instruction before it; its
loss is the cycles pairing would have saved, min(own clocks, previous group's clocks), carved out
of its base; "dependency" when the rule was RAW/WAW), "branch" (mispredict), "cache" (data line
fill), "fetch" (code line fill), "bank". The reason of each failed pairing is in
``Timing.pair_reason`` (indices into ``Timing.pair_reason_names``, 0 = none); why each instruction
that issued in U alone had no V partner is in ``Timing.unpaired`` (indices into ``UNPAIRED``), and
``Timing.reason(i)`` says it in words (``explain_reason``).

The pairing/AGI/prefix pass is sequential but memoised per straight-line run (runs end at taken
or mispredicted transfers) and its entry context (AGI-pending registers, prefix shadow).
Simplifications: cache fills, bank stalls and mispredicts inside a run are added after the pairing
pass and do not shift the AGI distances that follow them; write misses cost nothing.
"""
from __future__ import annotations

import ctypes

import numpy as np

from isa.trace import StaticInsn, Trace

from ..errors import WorkbenchError
from ..machine import MachineSpec, load_machine
from . import alignment, engine, x87
from .cache import CacheGeometry
from .engine import RunCost
from .p5_classes import _CLASS_NAMES, FX, FX_PARTNERS, PU, PV, UV, classify
from .repeats import mark_repeats
from .spec_reads import KeptFacts, per_content
from .streams import CachePlan, allocating

PAIR_REASONS = ("", "raw", "waw", "prefix_in_v", "disp_imm", "first_execution", "u_not_pairable")
_R_RAW, _R_WAW, _R_PREFIX, _R_DISPIMM, _R_FIRST, _R_UNP = range(1, 7)
# the per-instruction static facts (P5._static_facts), in the order of P5._fact_row's tuple
_FACTS = ("cyc", "cyc_tk", "cls", "canu", "canv", "npre", "vblock", "dispimm", "rmask", "wmask",
          "abits", "wbits", "kind", "rmw", "jcc", "size", "mem", "fp", "lat", "fx", "fxpartner",
          "fmul", "fstore")
# why an instruction that issued in U has no V partner (``Timing.unpaired``): a PAIR_REASONS
# rule against the next instruction, or the next cannot go to V, or nothing follows in the run
UNPAIRED = PAIR_REASONS + ("next_not_v", "run_end")
_W_NEXT_NOT_V, _W_RUN_END = 7, 8
# rows of a run's result
_PIPE, _START, _BASE, _PREFIX, _AGI, _PAIRING, _DEP, _REASON, _WHY = range(9)
_FMUL_UNIT = 9          # the FP multiplier as a register of the x87 readiness list (8 is the status word)
_KEPT = KeptFacts()     # P5._static's latest tables


class P5:
    isa = "x86"

    def __init__(self, spec: MachineSpec | None = None, name: str = "p5"):
        self.spec = spec or load_machine("p5")
        self.name = name

    def pairing_classes(self, static: list[StaticInsn], mode: str | None = None) -> list[str]:
        """"UV" / "PU" / "PV" / "NP" of each static instruction (for listings and timelines)."""
        return [_CLASS_NAMES[classify(s, self.spec, mode)[2]] for s in static]

    # ---- static (per decoded instruction) facts ----
    def _static(self, static: list[StaticInsn], mode: str | None = None) -> dict:
        """The static facts of a table (one list per fact, by static index), kept with the
        machine values they were computed from (spec_reads.py): ``reproduce --sensitivity``
        re-times a trace under what-if values that these facts mostly never read. Callers only
        read the lists."""
        return _KEPT.get(self.spec, static, mode, lambda sp: self._static_facts(static, mode, sp))

    def _static_facts(self, static: list[StaticInsn], mode: str | None, sp) -> dict:
        regs: dict[str, int] = {}

        def bit(r: str) -> int:
            if r not in regs:
                regs[r] = len(regs)
            return regs[r]

        flags, esp = bit("flags"), bit("esp")
        rows = per_content(static, lambda s: self._fact_row(s, mode, sp, bit))
        F = {k: list(col) for k, col in zip(_FACTS, zip(*rows))} if rows else {k: [] for k in _FACTS}
        F["flags_bit"], F["esp_bit"], F["nregs"] = 1 << flags, 1 << esp, len(regs)
        return F

    @staticmethod
    def _fact_row(s: StaticInsn, mode: str | None, sp, bit) -> tuple:
        """One instruction's static facts, in the order of ``_FACTS``."""
        a = s.attrs
        cyc, cyc_tk, cls, latency = classify(s, sp, mode)
        form = a.get("form", "")
        mem_operand = "m" in form and s.klass != "lea"
        esc = a.get("escape_0f", False) and s.klass != "jcc"
        npre = a.get("prefixes", 0)
        rm = wm = 0
        for r in s.reads:
            if r != "eip":
                rm |= 1 << bit(r)
        for r in s.writes:
            if r != "eip":
                wm |= 1 << bit(r)
        # string instructions form their addresses in microcode: no AGI on ESI/EDI (validation
        # cases p5-lodsd, p5-stosd, p5-movsd: Agner's string timings, repeated back to back)
        abits = (() if a.get("repeat") or a.get("string")
                 else tuple(bit(r) for r in a.get("addr_regs", ())))
        implicit_esp = s.klass in ("push", "pop", "call") or (s.klass == "ret" and not s.op_str)
        wbits = tuple(bit(r) for r in s.writes
                      if r not in ("eip", "flags") and not (r == "esp" and implicit_esp))
        return (
            cyc, cyc_tk, cls, cls in (UV, PU), cls in (UV, PV, FX),                 # cyc .. canv
            npre * sp["penalty.prefix"] + (sp["penalty.escape_0f"] if esc else 0),  # npre
            npre > 0 or esc,                                                          # vblock
            bool("m" in form and a.get("has_disp") and a.get("has_imm")),             # dispimm
            rm, wm, abits, wbits,
            s.klass if s.klass in ("push", "pop", "call") and form in ("r", "i", "") else "",  # kind
            mem_operand and form.startswith("m") and s.klass != "mov"
            and s.mnemonic not in ("cmp", "test"),                                    # rmw
            s.klass == "jcc", s.size, s.mem_reads + s.mem_writes > 0,                 # jcc size mem
            # the x87 stack: registers read and written, and the result latency (Agner's count)
            x87.effect(s), latency or cyc, cls == FX, s.mnemonic in FX_PARTNERS,      # fp lat fx ..
            s.mnemonic in ("fmul", "fmulp", "fimul"),                                 # fmul
            s.mnemonic in ("fst", "fstp", "fist", "fistp") and "m" in form)           # fstore

    # ---- the sequential pairing pass over one straight-line run ----
    def _pair_reason(self, F, u: int, v: int, fresh_u: bool) -> int:
        """0 if u (in U) and v (V-pairable) pair, else the first rule that keeps them apart, register
        dependencies first: where a dependency and a structural rule both apply, removing the
        structural one alone would not make the pair."""
        if F["fx"][v]:          # FXCH pairs behind one of the FP instructions it can follow
            return 0 if F["fxpartner"][u] else _R_UNP
        wu = F["wmask"][u]
        raw = wu & F["rmask"][v]
        waw = wu & F["wmask"][v] & ~F["flags_bit"]
        if F["jcc"][v]:
            raw &= ~F["flags_bit"]
        ku, kv = F["kind"][u], F["kind"][v]
        if (ku, kv) in (("push", "push"), ("pop", "pop"), ("push", "call")):
            raw &= ~F["esp_bit"]
            waw &= ~F["esp_bit"]
        if raw:
            return _R_RAW
        if waw:
            return _R_WAW
        if not F["canu"][u]:
            return _R_UNP
        if F["vblock"][v]:
            return _R_PREFIX
        if F["dispimm"][u] or F["dispimm"][v]:
            return _R_DISPIMM
        if fresh_u and F["size"][u] > 1 and self.spec["pairing.first_execution_one_byte"]:
            return _R_FIRST
        return 0

    def _run(self, F, run: list[int], last_taken: bool, fresh, ctx, next_first: int = -1):
        """One run from ``ctx`` = (pending ready registers, prefix shadow, pending pairing loss
        and its reason). ``next_first``: the instruction after the run when the run ends without
        leaving the fall-through path, so the last one's pairing is judged as in one long run."""
        sp = self.spec
        n = len(run)
        out = np.zeros((9, n), np.int64)
        window = sp["penalty.agi_window"]
        shadow_on = sp["penalty.prefix_shadow"]
        overlap = sp["pairing.rmw_pair_overlap"]
        cyc_l, canv, npre, abits, wbits, rmw = F["cyc"], F["canv"], F["npre"], F["abits"], F["wbits"], F["rmw"]
        ready = [-(1 << 30)] * F["nregs"]
        for r, rel in ctx[0]:
            ready[r] = rel
        shadow = ctx[1]
        t = 0
        pend_loss, pend_reason = ctx[2], ctx[3]
        fp_eff, lat = F["fp"], F["lat"]
        stack = x87.Stack(ctx[4][0])
        fpready = [-(1 << 30)] * 10
        fmul_every = sp["fp.fmul_interval"]
        store_early = sp["fp.store_needs_value_early"]
        fxch_then_int = sp["pairing.fxch_then_integer"]
        for r, rel in ctx[4][1]:
            fpready[r] = rel
        j = 0
        while j < n:
            u = run[j]
            cu = F["cyc_tk"][u] if (last_taken and j == n - 1) else cyc_l[u]
            pref = npre[u]
            if pref and shadow_on:
                pref = max(0, pref - shadow)
            agi_u = 0
            for r in abits[u]:
                if ready[r] - t > agi_u:
                    agi_u = ready[r] - t
            fp_u, fp_w = 0, ()
            if fp_eff[u] is not None:
                fp_r, fp_w, stack_after = x87.apply(fp_eff[u], stack)
                if F["fmul"][u]:        # the multiplier takes a new FMUL every fmul_interval clocks
                    fp_r = fp_r + (_FMUL_UNIT,)
                early = store_early if F["fstore"][u] else 0
                for r in fp_r:
                    if fpready[r] + early - t > fp_u:
                        fp_u = fpready[r] + early - t
                stack = stack_after
            reason = 0
            v = -1
            if j + 1 < n and canv[run[j + 1]]:
                v = run[j + 1]
                reason = self._pair_reason(F, u, v, bool(fresh[j]) if fresh is not None else False)
            elif j + 1 == n and next_first >= 0 and canv[next_first]:
                # the pair with the next run's first instruction: a run ends at a transfer, which
                # never issues in U paired, so this only decides the pending loss
                reason = self._pair_reason(F, u, next_first, bool(fresh[j]) if fresh is not None else False)
                if reason == 0:
                    raise WorkbenchError(f"p5: '{self.name}' rules met a pair across runs at "
                                         f"static {u}; runs must end at transfers")
                v = next_first
            # the instruction in U: its own pairing loss (it could not pair with the one before)
            loss = min(cu, pend_loss) if pend_reason else 0
            out[_PIPE, j] = 0
            out[_BASE, j] = cu - loss
            if pend_reason:
                out[_PAIRING if pend_reason not in (_R_RAW, _R_WAW) else _DEP, j] = loss
                out[_REASON, j] = pend_reason
            out[_PREFIX, j] = pref
            if v >= 0 and reason == 0 and j + 1 < n:
                cv = F["cyc_tk"][v] if (last_taken and j + 1 == n - 1) else cyc_l[v]
                agi_v = 0
                for r in abits[v]:
                    if ready[r] - t > agi_v:
                        agi_v = ready[r] - t
                stall = max(pref, agi_u, agi_v, fp_u)
                start = t + stall
                # FXCH pairs imperfectly unless an FP instruction follows it (Agner 4.5)
                fx_extra = 0
                if F["fx"][v]:
                    after = run[j + 2] if j + 2 < n else next_first
                    if after >= 0 and fp_eff[after] is None:
                        fx_extra = fxch_then_int
                out[_DEP, j] += max(0, fp_u - max(pref, agi_u, agi_v))
                for r in fp_w:
                    fpready[r] = start + lat[u]
                if F["fmul"][u]:
                    fpready[_FMUL_UNIT] = start + fmul_every
                if fp_eff[v] is not None:       # FXCH after its partner: the stack swaps
                    stack = x87.apply(fp_eff[v], stack)[2]
                d = (cu + cv - overlap if (rmw[u] and rmw[v]) else max(cu, cv)) + fx_extra
                out[_AGI, j] = max(0, agi_u - pref)
                out[_START, j] = start
                out[_PIPE, j + 1] = 1
                out[_START, j + 1] = start
                out[_BASE, j + 1] = d - cu
                out[_AGI, j + 1] = max(0, agi_v - max(pref, agi_u))
                for r in wbits[u]:
                    ready[r] = start + cu - 1 + window
                for r in wbits[v]:          # a V instruction runs in the pair's first clocks,
                    ready[r] = start + (d if rmw[u] and rmw[v] else cv) - 1 + window  # after U's if both RMW
                t = start + d
                shadow = d + stall - pref - 1
                pend_loss = pend_reason = 0
                j += 2
            else:
                stall = max(pref, agi_u, fp_u)
                start = t + stall
                out[_AGI, j] = max(0, agi_u - pref)
                out[_DEP, j] += max(0, fp_u - max(pref, agi_u))
                for r in fp_w:
                    fpready[r] = start + lat[u]
                if F["fmul"][u]:
                    fpready[_FMUL_UNIT] = start + fmul_every
                out[_START, j] = start
                for r in wbits[u]:
                    ready[r] = start + cu - 1 + window
                t = start + cu
                shadow = cu + stall - pref - 1
                pend_loss, pend_reason = (cu, reason) if v >= 0 else (0, 0)
                out[_WHY, j] = (reason if v >= 0 else _R_UNP if not F["canu"][u] else
                                _W_NEXT_NOT_V if (j + 1 < n or next_first >= 0) else _W_RUN_END)
                j += 1
        if last_taken or next_first < 0:
            pend_loss = pend_reason = 0
        nxt = (tuple((r, x - t) for r, x in enumerate(ready) if x - t > 0), max(0, shadow),
               pend_loss, pend_reason,
               (stack.phys, tuple((r, x - t) for r, x in enumerate(fpready) if x - t > 0)))
        return out, t, nxt

    # ---- the rules on the shared engine (engine.py) ----
    causes = ("prefix", "agi", "pairing", "dependency", "branch")
    issues_in_order = True      # workbench/explain.py: the in-order dependency bound
    cache_causes = ("cache", "fetch", "bank")
    pipe_names = ("U", "V")
    lookahead = "always"        # pairing is judged across a not-taken branch
    needs_fresh = True          # pairing marks are lost when a code line is refilled
    timing_attrs = {"pair_reason_names": PAIR_REASONS}   # timing.pair_reason indexes these

    retired_view = staticmethod(mark_repeats)

    def prepare(self, trace: Trace) -> dict:
        if trace.isa != "x86":
            raise WorkbenchError(f"p5 times x86 traces, not {trace.isa}")
        static = trace.static
        F = self._static(static, trace.meta.mode)
        kl = np.array([{"branch": 1, "jump": 2, "call": 2}.get(s.flow, 3 if s.transfers else 0)
                       for s in static], np.int64)
        return {"F": F, "static": static, "kl": kl,
                "alloc": allocating(static, self.spec["cache.write_allocate"]),
                "mem": np.array(F["mem"], bool) if static else np.zeros(0, bool)}

    def entry_context(self, prep) -> tuple:
        return ((), 0, 0, 0, (x87.Stack().phys, ()))

    def cache_plan(self, prep) -> CachePlan:
        sp = self.spec
        line = sp["cache.line"]
        return CachePlan(CacheGeometry(sp["cache.code_size"], sp["cache.code_ways"], line),
                         CacheGeometry(sp["cache.data_size"], sp["cache.data_ways"], line),
                         False, prep["alloc"])

    def cache_charges(self, prep, first, last, either, data) -> dict:
        fill = self.spec["cache.line_fill"]
        return {"fetch": (first + last) * fill, "cache": data * fill}

    def events(self, prep, trace: Trace, misses, runs) -> list:
        """Per run: (mispredicted, first-execution flags of its instructions or None)."""
        mis = self._btb(prep["static"], runs)
        events: list = [None] * len(runs.sequence)
        for k in np.flatnonzero(mis).tolist():
            events[k] = (True, None)
        fresh = misses.fresh if misses is not None else None
        if fresh is not None and fresh.any():
            starts = runs.starts()
            lens = runs.lengths[runs.sequence]
            for k in np.unique(np.searchsorted(starts, np.flatnonzero(fresh), side="right") - 1).tolist():
                lo = int(starts[k])
                events[k] = (bool(mis[k]), fresh[lo:lo + int(lens[k])].tobytes())
        self.mispredicts = int(mis.sum())
        return events

    def run(self, prep, sidx: np.ndarray, taken_last: bool, ctx: tuple, next_first: int = -1,
            event=None):
        mis = bool(event and event[0])
        fresh = np.frombuffer(event[1], bool) if event and event[1] is not None else None
        out, _, nxt = self._run(prep["F"], sidx.tolist(), taken_last, fresh, ctx,
                                -1 if (taken_last or mis) else next_first)
        n = len(sidx)
        branch = np.zeros(n, np.int64)
        if mis and n:
            sp, k = self.spec, int(prep["kl"][sidx[-1]])
            branch[-1] = (sp["penalty.mispredict_v"] if out[_PIPE, -1] == 1 else sp["penalty.mispredict_u"]) \
                if k == 1 else (sp["penalty.mispredict_jmp_call"] if k == 2 else sp["penalty.mispredict_u"])
        lost = np.stack([out[_PREFIX], out[_AGI], out[_PAIRING], out[_DEP], branch])
        cost = RunCost(out[_BASE].copy(), lost, out[_PIPE].astype(np.int8),
                       {"pair_reason": out[_REASON].astype(np.int8),
                        "unpaired": out[_WHY].astype(np.int8)})
        # a mispredict drains the pipelines; the x87 stack itself stays where it was
        return cost, (((), 0, 0, 0, (nxt[4][0], ())) if mis else nxt)

    def dynamic_charges(self, prep, trace: Trace, log, per_retired: bool) -> dict:
        """Bank conflicts: a V instruction and its U partner both touching the data cache, in the
        same bank (address bits 2-4) but different dwords, cost ``pairing.bank_conflict``."""
        mem = prep["mem"]
        ns, n = len(prep["static"]), len(trace)
        out = np.zeros(n if per_retired else ns, np.int64)
        acc = trace.accesses
        misalign = alignment.charges(self.spec, trace, log, per_retired)
        if not len(acc) or not len(log.entries):
            return {"bank": out, **misalign}
        offs_v = []
        for eid, e in enumerate(log.entries):
            sidx = log.table[log.entry_run[eid]]
            v = np.flatnonzero(e.pipe == 1)
            v = v[(v > 0)]
            offs_v.append(v[mem[sidx[v]] & mem[sidx[v - 1]]].astype(np.int64))
        counts = np.array([len(x) for x in offs_v], np.int64)[log.entry_of_run]
        if not counts.sum():
            return {"bank": out, **misalign}
        vpos = log.replay(offs_v) + np.repeat(log.starts, counts)
        first_at = np.searchsorted(acc.insn, vpos)
        prev_at = np.searchsorted(acc.insn, vpos - 1)
        ok = (first_at < len(acc)) & (prev_at < len(acc))
        ok &= acc.insn[np.minimum(first_at, len(acc) - 1)] == vpos
        ok &= acc.insn[np.minimum(prev_at, len(acc) - 1)] == vpos - 1
        dv = acc.addr[np.minimum(first_at, len(acc) - 1)] >> 2
        du = acc.addr[np.minimum(prev_at, len(acc) - 1)] >> 2
        conflict = ok & ((du & 7) == (dv & 7)) & (du != dv)
        cyc = self.spec["pairing.bank_conflict"]
        if per_retired:
            out[vpos[conflict]] = cyc
        else:
            np.add.at(out, log.statics(*log.locate(vpos[conflict])), cyc)
        return {"bank": out, **misalign}

    def issue_cycles(self, base, lost, pipe, cost) -> np.ndarray:
        """The start of each instruction's issue group (a U instruction and its V partner)."""
        n = len(base)
        if not n:
            return np.zeros(0, np.int64)
        gid = np.cumsum(pipe == 0) - 1
        ng = int(gid[-1]) + 1
        gcost = np.bincount(gid, weights=cost, minlength=ng).astype(np.int64)
        gpre = np.bincount(gid, weights=lost["prefix"] + lost["agi"] + lost["fetch"],
                           minlength=ng).astype(np.int64)
        gstart = np.concatenate(([0], np.cumsum(gcost)[:-1])) + gpre
        return gstart[gid]

    def notes(self, prep, misses, entries=(), uses=()) -> list[str]:
        sp = self.spec
        counts = np.zeros(len(PAIR_REASONS), np.int64)
        for e, u in zip(entries, np.asarray(uses).tolist()):
            if u:
                counts += u * np.bincount(e.extra["pair_reason"], minlength=len(PAIR_REASONS))
        return [f"rotate_imm pairing {sp['pairing.rotate_imm']}, prefix_shadow={sp['penalty.prefix_shadow']}",
                f"line fill {sp['cache.line_fill']} clocks per miss; {getattr(self, 'mispredicts', 0)} "
                "mispredicted transfers",
                "failed pairings: " + (", ".join(f"{PAIR_REASONS[i]} {int(c)}" for i, c in enumerate(counts)
                                                 if i and c) or "none")]

    # ---- explanations (workbench/explain.py, ``workbench time``) ----
    def explain(self, prep, i: int) -> dict:
        """Static facts of static instruction ``i``: its clocks (``clocks`` in p5.csv / p5.toml),
        its result latency (the x87 latency where the table gives one, else its clocks) and its
        pairing class. In order, one instruction a pipe, so its reciprocal throughput alone is
        its clocks (pairing can overlap two)."""
        F = prep["F"]
        return {"clocks": int(F["cyc"][i]), "lat": int(F["lat"][i]), "rthr": float(F["cyc"][i]),
                "class": _CLASS_NAMES[F["cls"][i]]}

    def explain_reason(self, timing, i: int) -> str:
        """The pipe of retired instruction ``i`` and why it did or did not pair, in words."""
        trace, F = timing.trace, timing.prep["F"]
        pipe, idx, st = timing.pipe, trace.index, trace.static
        n = len(trace)

        def where(k: int) -> str:
            s = st[idx[k]]
            return f"line {s.line}" if s.line else f"'{s.text}'"

        if pipe[i] == 1:
            return f"V: paired with {where(i - 1)}" if i else "V"
        if i + 1 < n and pipe[i + 1] == 1:
            return f"U: paired with {where(i + 1)}"
        why = int(timing.unpaired[i])
        u = int(idx[i])
        v = int(idx[i + 1]) if i + 1 < n else -1
        su = st[u]
        cls_u = _CLASS_NAMES[F["cls"][u]]
        if why == _W_RUN_END or (v < 0 and why):
            return "U: not paired: nothing follows it in the timed run"
        sv = st[v]
        nxt = f"next instruction ({where(i + 1)})"
        if why == _R_RAW:
            regs = {r for r in su.writes if r != "eip"} & set(sv.reads)
            if F["jcc"][v]:
                regs.discard("flags")
            return f"U: not paired: {nxt} reads {', '.join(sorted(regs)) or 'a register'} written here"
        if why == _R_WAW:
            regs = {r for r in su.writes if r not in ("eip", "flags")} & set(sv.writes)
            return f"U: not paired: {nxt} also writes {', '.join(sorted(regs)) or 'a register it writes'}"
        if why == _R_PREFIX:
            return f"U: not paired: {nxt} has a prefix, and prefixed instructions issue only in U"
        if why == _R_DISPIMM:
            who = "this instruction" if F["dispimm"][u] else nxt
            return f"U: not paired: {who} has both a displacement and an immediate"
        if why == _R_FIRST:
            return ("U: not paired: first execution since its code line was loaded (no pairing "
                    "marks in the code cache yet)")
        if why == _R_UNP:
            if F["fx"][v] and F["canu"][u]:
                return f"U: not paired: {nxt} is fxch, which pairs only behind an FP instruction"
            if cls_u == "NP":
                return f"U: not pairable ({su.mnemonic} is NP class)"
            if cls_u == "PV":
                return f"U: not paired: {su.mnemonic} pairs only in V (PV class)"
            return f"U: not paired: {su.mnemonic} is {cls_u} class"
        if why == _W_NEXT_NOT_V:
            return (f"U: not paired: V-pipe needs a V-pairable instruction: {nxt} {sv.mnemonic} "
                    f"is {_CLASS_NAMES[F['cls'][v]]} class")
        return "U"

    # ---- the branch target buffer, over the runs' ends ----
    def _btb(self, static, runs) -> np.ndarray:
        """Mispredicted or not, per run (its last instruction, when it may transfer)."""
        sp = self.spec
        ways = sp["btb.ways"]
        sets = sp["btb.entries"] // ways
        alloc = sp["btb.alloc_state"]
        seq = runs.sequence
        mis = np.zeros(len(seq), bool)
        last = np.array([int(t[-1]) if len(t) else -1 for t in runs.table], np.int64)
        first = np.array([int(t[0]) if len(t) else -1 for t in runs.table], np.int64)
        is_br = np.array([x >= 0 and static[x].transfers for x in last.tolist()], bool)
        addr = np.array([s.address for s in static], np.int64)
        # -2: no static target (an indirect transfer); only compared with another target
        targets = np.array([_NO_TARGET if s.attrs.get("target") is None else s.attrs["target"]
                            for s in static], np.int64)
        at = np.flatnonzero(is_br[seq]) if len(seq) else np.zeros(0, np.int64)
        if not len(at):
            return mis
        si = last[seq[at]]
        tk = runs.ends_taken[at].astype(np.uint8)
        nxt_first = np.full(len(at), -1, np.int64)
        inside = at + 1 < len(seq)
        nxt_first[inside] = first[seq[at[inside] + 1]]
        # where a taken branch went: the next run's first instruction, else its static target
        went = np.where((tk != 0) & (nxt_first >= 0), addr[np.maximum(nxt_first, 0)], targets[si])
        a = np.ascontiguousarray(addr[si])
        wrong = np.zeros(len(at), np.uint8)
        lib = engine._native()
        if lib is None or _btb_c(lib, a, tk, went, sets, ways, alloc, wrong) < 0:
            _btb_python(a.tolist(), tk.tolist(), went.tolist(), sets, ways, alloc, wrong)
        mis[at] = wrong.view(bool)
        return mis

    def cache_key(self):
        """``prepare`` and ``run`` read only the static table (with the trace's mode), the
        machine's values and this object's attributes: the engine keeps their memo entries
        across calls (engine.py). ``mispredicts`` is this call's count for the notes, not an
        input."""
        return (engine.spec_key(self.spec),
                repr(sorted((k, v) for k, v in vars(self).items()
                            if k not in ("spec", "mispredicts"))))

    def time(self, trace: Trace):
        return engine.time(self, trace)


_NO_TARGET = -2


def _btb_c(lib, addr, taken, went, sets: int, ways: int, alloc: int, wrong) -> int:
    fn = lib.btb_walk
    if not getattr(fn, "_typed", False):
        fn.restype = ctypes.c_int64
        fn.argtypes = [ctypes.c_int64] + [ctypes.c_void_p] * 3 + [ctypes.c_int64] * 3 + \
            [ctypes.c_void_p]
        fn._typed = True
    went = np.ascontiguousarray(went, np.int64)
    return fn(len(addr), addr.ctypes.data, taken.ctypes.data, went.ctypes.data, sets, ways, alloc,
              wrong.ctypes.data)


def _btb_python(addr: list, taken: list, went: list, sets: int, ways: int, alloc: int,
                wrong) -> None:
    """The BTB walk of ``btb_walk`` (enginewalk.c) without C: per set, [address, 2-bit state,
    target] entries, least recently used first."""
    table: list[list] = [[] for _ in range(sets)]
    for k, (a, tk, tg) in enumerate(zip(addr, taken, went)):
        ent_list = table[a % sets]
        ent = next((e for e in ent_list if e[0] == a), None)
        pred_taken = ent is not None and ent[1] >= 2
        wrong[k] = (not pred_taken or ent[2] != tg) if tk else pred_taken
        if ent is None:
            if tk:
                ent_list.append([a, alloc, tg])
                if len(ent_list) > ways:
                    del ent_list[0]
        else:
            ent[1] = min(3, ent[1] + 1) if tk else max(0, ent[1] - 1)
            if tk:
                ent[2] = tg
            ent_list.remove(ent)
            ent_list.append(ent)


MODELS = {"p5": lambda spec=None: P5(spec)}
