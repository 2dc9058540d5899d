"""Intel 80386DX cost model: table clocks, "+m" after transfers, partial registers, prefetch queue.

One execution unit, no cache (docs/references.md 2.6). Per retired instruction (machine file ``clocks.*``):
  - the Programmer's Reference Manual clocks of its form ("base"); the PRM counts assume the
    instruction is already prefetched and decoded, zero wait states and aligned operands;
  - "branch": a taken transfer's extra clocks over its not-taken count (Jcc 7 vs 3) plus "+m", the
    number of components of the *next instruction executed* (PRM 17.2.2.3: the whole displacement is
    one component, the whole immediate one, every other byte, prefixes included, one each);
  - "prefix": ``penalty.prefix`` per prefix byte (0 by default: the tables charge none; the bytes
    still cost fetch bandwidth below);
  - "indexed": ``penalty.two_reg_ea`` for an address with two general registers (base + index);
  - "partial_reg": ``penalty.partial_read`` when the instruction right after a byte-register write
    reads a wider part of that register (as data or as an address; libdes readme: 386 1 cycle);
  - "fetch": the prefetch queue running dry. The bus delivers ``fetch.bytes_per_clock`` code bytes
    per clock it is free; each data read or write holds it ``fetch.bus_clocks_per_access`` clocks
    (data has priority over prefetch). An instruction needs all its bytes in the queue
    (``fetch.queue_bytes`` deep) before it starts; a shortfall stalls it for the clocks the bus needs
    to deliver the rest. A taken transfer empties the queue; the "+m" clocks it is charged are taken
    to have fetched exactly the target instruction, so the run after it starts with that instruction
    queued and nothing more. The decoded-instruction queue (3 entries) and the decoder's own rate are
    not modelled (a simplification: their buffering is folded into the 16 bytes).
The rules run on the shared engine (engine.py): each block run is timed once per entry context
(the instruction before it and the bytes queued), and the "+m" of a taken transfer looks ahead to
the first instruction of the block that follows.
"""
from __future__ import annotations

import numpy as np

from isa.trace import StaticInsn, Trace

from ..errors import WorkbenchError
from ..machine import MachineSpec, load_machine
from . import engine, forms
from .repeats import mark_repeats
from .spec_reads import KeptFacts, per_content
from .engine import RunCost

_STACK = ("push", "pop", "call", "ret")
_KEPT = KeptFacts()     # i386._static's latest tables
_GPR = {r: i for i, r in enumerate(("eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp"))}
# the per-instruction static facts (I386._facts), in the order of I386._fact_row's tuple
_FACTS = ("base", "taken_extra", "prefix", "indexed", "comp", "size", "bus", "bytew", "wideread")


def base_clocks(s: StaticInsn, spec: MachineSpec, mode: str) -> tuple[int, int]:
    """(clocks when not taken / for non-branches, clocks when a transfer is taken, without +m):
    the row of the core's timing table (``machines/forms/i386.csv``) the instruction matches."""
    row = forms.lookup(spec, s, mode, "i386")
    return forms.charged(row, s, spec, "clocks", "i386"), row.get("taken", spec, 0)


def components(s: StaticInsn) -> int:
    """PRM 17.2.2.3 "m": the whole displacement and the whole immediate count one component each,
    every other byte (prefixes, opcode, ModR/M, SIB) one each."""
    if "disp_size" not in s.attrs:
        return max(1, s.size)
    d, i = s.attrs["disp_size"], s.attrs["imm_size"]
    return s.size - d - i + (d > 0) + (i > 0)


class I386:
    isa = "x86"

    def __init__(self, spec: MachineSpec | None = None, name: str = "i386"):
        self.spec = spec or load_machine("i386")
        self.name = name

    # ---- static (per decoded instruction) costs ----
    def _static(self, static: list[StaticInsn], mode: str) -> dict[str, np.ndarray]:
        """The static facts by name, one array each (read-only, kept with the machine values
        read: spec_reads.py)."""
        return dict(_KEPT.get(self.spec, static, mode, lambda sp: self._facts(static, mode, sp)))

    def _facts(self, static: list[StaticInsn], mode: str, sp) -> dict[str, np.ndarray]:
        rows = per_content(static, lambda s: self._fact_row(s, mode, sp))
        cols = np.array(rows, np.int64).reshape(len(static), len(_FACTS)).T
        return {k: np.ascontiguousarray(col) for k, col in zip(_FACTS, cols)}

    @staticmethod
    def _fact_row(s: StaticInsn, mode: str, sp) -> tuple:
        """One instruction's static facts, in the order of ``_FACTS``."""
        a = s.attrs
        nt, tk = base_clocks(s, sp, mode)
        explicit_mem = "m" in a.get("form", "") and s.klass != "lea"
        # base + index in one address (a string instruction's two operands have one each)
        two = explicit_mem and bool(a.get("indexed")) and len(
            [r for r in a.get("addr_regs", ()) if r != "esp" or s.klass not in _STACK]) >= 2
        bw = 0
        for r in a.get("byte_writes", ()):
            bw |= 1 << _GPR.get(r, 8)
        wr = 0
        if not a.get("zero_idiom"):
            for r, w in a.get("read_widths", {}).items():
                if w > 8 and r in _GPR:
                    wr |= 1 << _GPR[r]
        return (nt, max(0, tk - nt) if s.transfers else 0,               # base, taken_extra
                a.get("prefixes", 0) * sp["penalty.prefix"],               # prefix
                sp["penalty.two_reg_ea"] if two else 0,                    # indexed
                components(s), s.size,                                     # comp, size
                (s.mem_reads + s.mem_writes) * sp["fetch.bus_clocks_per_access"],   # bus
                bw & 0xFF, wr)                                             # bytew, wideread

    # ---- the rules on the shared engine (engine.py) ----
    causes = ("prefix", "indexed", "partial_reg", "branch", "fetch")
    issues_in_order = True      # workbench/explain.py: the in-order dependency bound
    cache_causes = ()
    pipe_names = ("exec",)
    lookahead = "taken"         # "+m" after a taken transfer counts the next run's first instruction

    retired_view = staticmethod(mark_repeats)

    def prepare(self, trace: Trace) -> dict:
        if trace.isa != "x86":
            raise WorkbenchError(f"i386 times x86 traces, not {trace.isa}")
        mode = trace.meta.mode or "prot32"
        st = self._static(trace.static, mode)
        st["mode"] = mode
        return st

    def explain(self, prep, i: int) -> dict:
        """Static facts of static instruction ``i``: its clocks from the timing table
        (forms/i386.csv; prefix and two-register address clocks added). The 386 runs one
        instruction at a time, so its latency and reciprocal throughput are those clocks."""
        c = int(prep["base"][i] + prep["prefix"][i] + prep["indexed"][i])
        return {"clocks": c, "lat": c, "rthr": float(c)}

    def entry_context(self, prep) -> tuple:
        """(static index of the instruction before the run, bytes queued; None right after a
        taken transfer: the run then starts with exactly its first instruction queued)."""
        return (-1, int(self.spec["fetch.queue_bytes"]))

    def run(self, prep, sidx: np.ndarray, taken_last: bool, ctx: tuple, next_first: int = -1,
            event=None):
        prev, q = ctx
        n = len(sidx)
        partial = np.zeros(n, np.int64)
        if n:
            before = np.concatenate(([prev], sidx[:-1]))
            bw = np.where(before >= 0, prep["bytew"][np.maximum(before, 0)], 0)
            hit = (bw & prep["wideread"][sidx]) != 0
            partial = np.where(hit, self.spec["penalty.partial_read"], 0).astype(np.int64)
        base, prefix, indexed = prep["base"][sidx], prep["prefix"][sidx], prep["indexed"][sidx]
        if q is None:
            q = int(prep["size"][sidx[0]]) if n else 0
        fetch, q = self._run_fetch(prep["size"][sidx], base + prefix + indexed + partial,
                                   prep["bus"][sidx], q)
        branch = np.zeros(n, np.int64)
        if taken_last and n:
            branch[-1] = prep["taken_extra"][sidx[-1]] + (prep["comp"][next_first] if next_first >= 0 else 0)
        lost = np.stack([prefix, indexed, partial, branch, fetch])
        nxt = (int(sidx[-1]) if n else prev, None if taken_last else q)
        return RunCost(base, lost, np.zeros(n, np.int8)), nxt

    def cache_plan(self, prep):
        return None             # no cache (docs/references.md 2.6)

    def cache_charges(self, prep, first, last, either, data) -> dict:
        return {}

    def notes(self, prep, misses, entries=(), uses=()) -> list[str]:
        sp = self.spec
        return [f"{prep['mode']}; +m after taken transfers; prefix {sp['penalty.prefix']} clock(s)/byte; "
                f"{sp['fetch.queue_bytes']}-byte queue, {sp['fetch.bytes_per_clock']} "
                "bytes/free bus clock, no cache"]

    # ---- sequential prefetch-queue pass over one straight-line run ----
    def _run_fetch(self, size: np.ndarray, exec_clk: np.ndarray, bus: np.ndarray, q0: int):
        """Fetch stalls of one run and the bytes queued after it: ``size`` bytes per instruction,
        ``exec_clk`` clocks each spends executing (all causes but fetch), ``bus`` of them the bus
        is held by data; ``q0`` bytes queued when the run starts."""
        cap = int(self.spec["fetch.queue_bytes"])
        rate = int(self.spec["fetch.bytes_per_clock"])
        n = size.shape[0]
        stall = np.zeros(n, np.int64)
        q = q0
        for j in range(n):
            need = int(size[j])
            if q < need:
                s = -(-(need - q) // rate)
                stall[j] = s
                q += s * rate
            q = min(cap, q - need + rate * max(0, int(exec_clk[j]) - int(bus[j])))
        return stall, q

    def cache_key(self):
        """``prepare`` and ``run`` read only the static table (with the trace's mode), the
        machine's values and this object's attributes: the engine keeps their memo entries
        across calls (engine.py)."""
        return engine.rules_key(self)

    def time(self, trace: Trace):
        return engine.time(self, trace)


MODELS = {"i386": lambda spec=None: I386(spec)}
