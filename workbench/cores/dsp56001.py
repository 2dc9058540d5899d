"""Motorola DSP56001 cost model: instruction cycles, extension words, address modes, the external bus.

The DSP56000 core has no caches, no interlocks and no branch prediction: an instruction's clocks
follow from its form and from where its fetch and its data accesses go (docs/references.md 5.2,
5.7; every number is in ``workbench/machines/dsp56001*.toml``). Per retired instruction:

- ``base``: the clocks of its class with short addressing and internal memory (``clocks.*``):
  2 for every data-ALU/move instruction ("2 + mv"), 6 for DO, 4 for REP, jumps, calls, returns,
  bit operations and LUA, 6 for JCLR/JSET, MOVEM and MOVEP as the manual's addendum and Hatari
  give them, 8 for SWI;
- "extension": ``clocks.extension_word`` per extension word, except in the classes whose base
  already counts their second word (DO's loop address, JCLR/JSET's target);
- "address_mode": ``clocks.address_mode`` for an (Rn+Nn) or -(Rn) operand;
- "external": the external bus. Of the instruction's P fetch and its X, Y and P data accesses,
  those outside the machine's on-chip regions (``memory.*_internal``) are external; the first
  ``memory.free_external_accesses`` of them are free, each further one costs
  ``memory.external_access_clocks``. An instruction repeated by REP is fetched once, so only its
  first execution counts the fetch;
- "wait_states": ``memory.wait_state_clocks`` per wait state of every external access, each
  fetched word of an external instruction included (bus control register,
  ``memory.wait_states`` per space; 0 by default). The refetch after a taken jump is inside the
  jump's own clocks and pays no wait state here (a simplification that only matters with wait
  states set).

Where code and data sit is the kernel's layout; which addresses are on chip is the machine's.

The rules run on the shared timing engine (engine.py): :func:`static_cost` (per decoded
instruction) and :func:`schedule_run` (one run of static indices from an entry context: which
executions fetch, and the exit context) give each run's clocks; the external bus, which depends
on where each data access goes, is the engine's data-dependent charge (``dynamic_charges``).
"""
from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np

from isa.trace import StaticInsn, Trace

from ..errors import WorkbenchError, untimed
from ..machine import MachineSpec, load_machine
from . import engine
from .engine import RunCost
from .spec_reads import KeptFacts

CAUSES = ("extension", "address_mode", "external", "wait_states")
SPACES = ("p", "x", "y")

CONDITIONS = ("cc", "hs", "ge", "ne", "pl", "nn", "ec", "lc", "gt", "cs", "lo", "lt", "eq", "mi",
              "nr", "es", "ls", "le")
# Two-clock instructions: the data-ALU operations (with or without a parallel move) and the other
# one-cycle forms of FM Appendix A (clocks.parallel)
PARALLEL = frozenset((
    "abs", "adc", "add", "addl", "addr", "and", "asl", "asr", "clr", "cmp", "cmpm", "eor", "lsl",
    "lsr", "mac", "macr", "mpy", "mpyr", "neg", "not", "or", "rnd", "rol", "ror", "sbc", "sub",
    "subl", "subr", "tfr", "tst", "move", "movec", "nop", "enddo", "div", "norm", "andi", "ori"))
CLASS_OF = {"do": "do", "rep": "rep", "jmp": "jump", "jsr": "call", "rts": "return",
            "rti": "return", "jclr": "bit_branch", "jset": "bit_branch", "jsclr": "bit_branch",
            "jsset": "bit_branch", "bset": "bit_op", "bclr": "bit_op", "bchg": "bit_op",
            "btst": "bit_op", "lua": "lua", "movem": "movem", "movep": "movep", "swi": "swi",
            "stop": "halt", "wait": "halt"}
for _cc in CONDITIONS:
    CLASS_OF[f"j{_cc}"] = "jump"
    CLASS_OF[f"js{_cc}"] = "call"
    CLASS_OF[f"t{_cc}"] = "parallel"
for _m in PARALLEL:
    CLASS_OF[_m] = "parallel"

# (Rn+Nn) and -(Rn): the effective-address modes with an address-generation cycle (FM App. A)
_SLOW_EA = re.compile(r"\(\s*r[0-7]\s*\+\s*n[0-7]\s*\)|-\s*\(\s*r[0-7]\s*\)", re.IGNORECASE)


@dataclass(frozen=True)
class StaticCost:
    """The clocks one decoded instruction costs wherever its memory is (rule 1)."""
    klass: str                  # timing class: a key of ``clocks.*``
    base: int
    extension: int              # extension-word clocks not counted in ``base``
    address_mode: int           # (Rn+Nn) / -(Rn) clocks
    repeats_next: bool = False  # a REP: the next instruction is repeated, fetched once


def timing_class(s: StaticInsn) -> str:
    """The timing class of a decoded instruction, from its mnemonic (a56 names)."""
    m = s.mnemonic.lower()
    k = CLASS_OF.get(m)
    if k is None:
        raise untimed("dsp56001", f"'{s.text}' at p:${s.address:04x}")
    if k == "movep" and re.search(r"\bp:", s.op_str.lower()):
        return "movep_p"
    return k


def static_cost(s: StaticInsn, spec: MachineSpec) -> StaticCost:
    """Rule 1: base clocks of the class, extension words beyond those the base counts, and the
    (Rn+Nn) / -(Rn) address-mode cycle."""
    k = timing_class(s)
    base = int(spec[f"clocks.{k}"])
    extra_words = max(0, int(s.size) - 1)
    if k in spec["clocks.words_in_base"]:
        extra_words = 0
    slow = len(_SLOW_EA.findall(s.op_str))
    return StaticCost(k, base, extra_words * int(spec["clocks.extension_word"]),
                      slow * int(spec["clocks.address_mode"]), k == "rep")


def _static_costs(static: list[StaticInsn], spec) -> tuple[list[StaticCost], dict]:
    """Rule 1 of each static instruction, and its three columns as arrays."""
    costs = [static_cost(s, spec) for s in static]
    return costs, {f: np.array([getattr(c, f) for c in costs], dtype=np.int64)
                   for f in ("base", "extension", "address_mode")}


_KEPT = KeptFacts()     # _static_costs' latest tables, with the machine values they read


class RunContext(NamedTuple):
    """What the next instruction needs to know about the previous ones: whether it follows a REP
    (``after_rep``), or repeats the REP'd instruction (``repeating`` = its static index). A
    tuple: the engine hashes it once per run it looks up."""
    after_rep: bool = False
    repeating: int = -1


def schedule_run(costs: list[StaticCost], run: np.ndarray, entry: RunContext
                 ) -> tuple[np.ndarray, RunContext]:
    """Rule 2, over one straight-line run of static indices: whether each execution fetches its
    instruction word from P memory (a REP'd instruction is fetched once, its repetitions are not;
    FM App. A REP), and the context the next run starts from."""
    fetch = np.ones(len(run), dtype=bool)
    after_rep, repeating = entry.after_rep, entry.repeating
    for j, i in enumerate(run.tolist()):
        if repeating == i:
            fetch[j] = False
        elif after_rep:
            repeating = i
        else:
            repeating = -1
        after_rep = costs[i].repeats_next
        if after_rep:
            repeating = -1
    return fetch, RunContext(after_rep, repeating)


@dataclass(frozen=True)
class MemoryMap:
    """The on-chip regions of P, X and Y (inclusive word ranges) and the bus's costs."""
    internal: dict[str, tuple[tuple[int, int], ...]]
    free: int
    conflict: int
    wait_states: dict[str, int]
    wait_clocks: int

    @classmethod
    def from_spec(cls, spec: MachineSpec) -> "MemoryMap":
        internal = {sp: tuple((int(lo), int(hi)) for lo, hi in spec[f"memory.{sp}_internal"])
                    for sp in SPACES}
        ws = {sp: int(spec["memory.wait_states"].get(sp, 0)) for sp in SPACES}
        return cls(internal, int(spec["memory.free_external_accesses"]),
                   int(spec["memory.external_access_clocks"]), ws, int(spec["memory.wait_state_clocks"]))

    def external(self, space: str, addr: np.ndarray) -> np.ndarray:
        """Whether each address of ``space`` is off chip."""
        addr = np.asarray(addr, dtype=np.int64)
        inside = np.zeros(addr.shape, dtype=bool)
        for lo, hi in self.internal[space]:
            inside |= (addr >= lo) & (addr <= hi)
        return ~inside


def external_costs(trace: Trace, fetch: np.ndarray, mmap: MemoryMap) -> tuple[np.ndarray, np.ndarray]:
    """Rule 3, per retired instruction: (bus-conflict clocks, wait-state clocks) from the
    external accesses among its fetch (if it fetches) and its logged data accesses."""
    n = len(trace)
    count = np.zeros(n, dtype=np.int64)
    waits = np.zeros(n, dtype=np.int64)
    address = np.array([s.address for s in trace.static], dtype=np.int64)[trace.index]
    size = np.array([s.size for s in trace.static], dtype=np.int64)[trace.index]
    ext_fetch = mmap.external("p", address) & fetch
    count += ext_fetch
    waits += ext_fetch * size * mmap.wait_states["p"]      # each fetched word waits
    acc = trace.accesses
    if len(acc):
        names = trace.spaces
        for code in np.unique(acc.space).tolist():
            name = names[code] if 0 <= code < len(names) else ""
            if name not in SPACES:
                raise WorkbenchError(f"the dsp56001 model reads P, X and Y accesses, not space "
                                     f"'{name or code}'")
            sel = acc.space == code
            ext = mmap.external(name, acc.addr[sel])
            np.add.at(count, acc.insn[sel], ext.astype(np.int64))
            np.add.at(waits, acc.insn[sel], ext.astype(np.int64) * mmap.wait_states[name])
    conflict = np.maximum(count - mmap.free, 0) * mmap.conflict
    return conflict, waits * mmap.wait_clocks



# ---- the access log, grouped per instruction: kept per trace (dynamic_charges) ----
@dataclass(eq=False)
class _Groups:
    """A trace's data accesses in retirement order, grouped by the instruction that made them."""
    accesses: object            # the trace's Accesses these were made from
    insn: np.ndarray            # retired position of each access (non-decreasing)
    space: np.ndarray           # its space code
    addr: np.ndarray
    pos: np.ndarray             # the retired positions that made accesses
    first: np.ndarray           # where each one's accesses begin
    length: np.ndarray          # how many accesses each one made
    width: int                  # the most accesses one instruction made
    is_p: np.ndarray            # the access is to P memory
    codes: list[int]            # the space codes the log holds
    sidx: np.ndarray | None = None      # the static index at each of ``pos`` (on first use)
    by_map: dict = field(default_factory=dict)  # memory map -> (external, wait clocks) per access


_GROUPS: list = []              # [(weak reference to a trace, its _Groups)], the latest few
_KEEP = 2                       # a trace and its alternatives are timed one after another


def _access_groups(trace: Trace) -> _Groups:
    """The grouped access log of ``trace``, made once while the trace is among the latest few
    timed (:class:`isa.trace.Accesses`: the log is in retirement order; a log that is not is
    put in that order, ties kept as logged)."""
    acc = trace.accesses
    for ref, g in _GROUPS:
        if ref() is trace and g.accesses is acc:
            return g
    insn, space, addr = acc.insn, acc.space, acc.addr
    if len(insn) > 1 and not bool(np.all(insn[1:] >= insn[:-1])):
        order = np.argsort(insn, kind="stable")
        insn, space, addr = insn[order], space[order], addr[order]
    starts = np.flatnonzero(insn[1:] != insn[:-1]) + 1
    first = np.concatenate(([0], starts)).astype(np.int64)
    length = np.diff(np.append(first, len(insn)))
    names = trace.spaces
    is_p = (space == names.index("p")) if "p" in names else np.zeros(len(space), bool)
    low = int(space.min())
    codes = (np.flatnonzero(np.bincount(space.astype(np.int64) - low)) + low).tolist()
    g = _Groups(acc, insn, space, addr, insn[first].astype(np.int64), first, length,
                int(length.max()), is_p, codes)
    _GROUPS[:] = [(r, x) for r, x in _GROUPS if r() is not None][-(_KEEP - 1):] + \
        [(weakref.ref(trace), g)]
    return g


def _classified(trace: Trace, g: _Groups, m: MemoryMap) -> tuple[np.ndarray, np.ndarray | None]:
    """Per access: whether it is off chip, and the wait-state clocks it costs (None: no space
    has wait states)."""
    names = trace.spaces
    codes = g.codes
    for code in codes:
        name = names[code] if 0 <= code < len(names) else ""
        if name not in SPACES:
            raise WorkbenchError(f"the dsp56001 model reads P, X and Y accesses, not space "
                                 f"'{name or code}'")
    key = (tuple(sorted(m.internal.items())), tuple(sorted(m.wait_states.items())), m.wait_clocks)
    hit = g.by_map.get(key)
    if hit is not None:
        return hit
    ext = np.zeros(len(g.space), dtype=bool)
    wait = None
    for code in codes:
        name = names[code]
        sel = g.space == code if len(codes) > 1 else slice(None)
        ext[sel] = m.external(name, g.addr[sel])
        clocks = m.wait_states[name] * m.wait_clocks
        if clocks:
            if wait is None:
                wait = np.zeros(len(g.space), dtype=np.int64)
            wait[sel] = ext[sel] * clocks
    g.by_map[key] = (ext, wait)
    return ext, wait


def _first_of_space(g: _Groups, ext: np.ndarray) -> np.ndarray:
    """Per access: it is external and no earlier access of its instruction to the same space
    is (each external space counted once per instruction)."""
    counted = ext.copy()
    for k in range(1, g.width):     # an instruction's accesses lie within ``width`` entries
        dup = (g.insn[k:] == g.insn[:-k]) & (g.space[k:] == g.space[:-k]) & ext[:-k]
        counted[k:] &= ~dup
    return counted


def _group_sum(g: _Groups, values: np.ndarray) -> np.ndarray:
    """int64 per instruction of ``g.pos``: the sum of ``values`` over its accesses."""
    out = values[g.first].astype(np.int64)
    last = len(values) - 1
    for k in range(1, g.width):
        more = g.length > k
        out += np.where(more, values[np.minimum(g.first + k, last)], 0)
    return out


def _statics(trace: Trace, g: _Groups) -> np.ndarray:
    """The static index of the instruction at each of ``g.pos``, from the trace's block form."""
    if g.sidx is None:
        b = trace.block_form()
        starts = b.starts()
        k = np.searchsorted(starts, g.pos, side="right") - 1
        lens = b.lengths
        offs = np.concatenate(([0], np.cumsum(lens)[:-1])) if len(lens) else lens
        flat = np.concatenate(b.table).astype(np.int64)
        g.sidx = flat[offs[b.sequence[k]] + (g.pos - starts[k])]
    return g.sidx


def _per_static(sidx: np.ndarray, values: np.ndarray, ns: int) -> np.ndarray:
    out = np.zeros(ns, np.int64)
    np.add.at(out, sidx, values)
    return out


class Dsp56001:
    """The rules on the shared engine (engine.py): static clocks and the REP fetch rule per run;
    the external bus from the access log as a data-dependent charge."""
    isa = "dsp56k"
    causes = CAUSES
    cache_causes = ()           # the DSP56000 has no caches
    issues_in_order = True      # workbench/explain.py: the in-order dependency bound
    pipe_names = ("exec",)

    def __init__(self, name: str = "dsp56001", spec: MachineSpec | None = None):
        self.name = name
        self.spec = spec or load_machine(name)
        self.memory = MemoryMap.from_spec(self.spec)
        # issue 22 item 2, both [D]: count every external access ("accesses") or each external
        # space once ("spaces", Hatari's reading); fetch a REP'd instruction once or every time
        self.count_spaces = self.spec["memory.external_count"] == "spaces"
        self.rep_fetch_once = bool(self.spec["memory.rep_fetch_once"])

    def prepare(self, trace: Trace) -> dict:
        if trace.isa != self.isa:
            raise WorkbenchError(f"{self.name} times {self.isa} traces, not {trace.isa}")
        costs, table = _KEPT.get(self.spec, trace.static, None,
                                 lambda sp: _static_costs(trace.static, sp))
        address = np.array([s.address for s in trace.static], dtype=np.int64)
        size = np.array([s.size for s in trace.static], dtype=np.int64)
        p_ext = self.memory.external("p", address)
        return {"costs": costs, "table": table, "p_ext": p_ext,
                "fetch_wait": p_ext * size * self.memory.wait_states["p"] * self.memory.wait_clocks}

    def explain(self, prep, i: int) -> dict:
        """Static facts of static instruction ``i``: its timing class and clocks (``clocks.*``:
        base, extension words, address mode; wait states come from where its memory is). The
        DSP56001 finishes each instruction before the next, so the clocks are its throughput."""
        c = prep["costs"][i]
        clocks = int(c.base + c.extension + c.address_mode)
        keys = (f"clocks.{c.klass}", *(("clocks.extension_word",) if c.extension else ()),
                *(("clocks.address_mode",) if c.address_mode else ()))
        return {"clocks": clocks, "rthr": float(clocks), "class": c.klass,
                "sources": tuple(k for k in keys if k in self.spec.params)}

    def entry_context(self, prep) -> RunContext:
        return RunContext()

    def run(self, prep, sidx: np.ndarray, taken_last: bool, ctx: RunContext, next_first: int = -1,
            event=None):
        fetch, nxt = schedule_run(prep["costs"], sidx, ctx)
        if not self.rep_fetch_once:
            fetch = np.ones(len(sidx), dtype=bool)
        t = prep["table"]
        ext_fetch = fetch & prep["p_ext"][sidx]
        m = self.memory
        n = len(sidx)
        lost = np.zeros((len(CAUSES), n), np.int64)
        lost[0], lost[1] = t["extension"][sidx], t["address_mode"][sidx]
        # the fetch alone: external, and beyond the free accesses only if none are free
        lost[2] = np.maximum(ext_fetch.astype(np.int64) - m.free, 0) * m.conflict
        lost[3] = np.where(fetch, prep["fetch_wait"][sidx], 0)
        return RunCost(t["base"][sidx], lost, np.zeros(n, np.int8),
                       {"ext_fetch": ext_fetch.astype(np.int8)}), nxt

    def cache_plan(self, prep):
        return None

    def cache_charges(self, prep, first, last, either, data) -> dict:
        return {}

    def dynamic_charges(self, prep, trace: Trace, log, per_retired: bool) -> dict:
        """The data accesses on the external bus: each beyond the free ones (counting the
        instruction's own external fetch) costs ``memory.external_access_clocks``, and each
        waits its space's wait states.

        What does not depend on the parameters (where each instruction's accesses lie in the
        log, its static index) is kept per trace, and which accesses are external per trace and
        memory map (:func:`_access_groups`, :func:`_classified`), so that re-timing one trace
        with another [D] value (``reproduce --sensitivity``) redoes only what that value moves."""
        m = self.memory
        n, ns = len(trace), len(trace.static)
        out_ext = np.zeros(n if per_retired else ns, np.int64)
        out_wait = np.zeros(n if per_retired else ns, np.int64)
        acc = trace.accesses
        if not len(acc) or not len(log.entries):
            return {"external": out_ext, "wait_states": out_wait}
        if self._bus_native(prep, trace, log, per_retired, out_ext, out_wait):
            return {"external": out_ext, "wait_states": out_wait}
        g = _access_groups(trace)
        ext, wait = _classified(trace, g, m)
        counted = ext
        if self.count_spaces:               # one per external space and instruction
            counted = _first_of_space(g, ext)
        d = _group_sum(g, counted)
        w = _group_sum(g, wait) if wait is not None else None
        # the instruction's own external fetch, as its run's memo entry charged it
        if self.rep_fetch_once:
            f = log.replay([e.extra["ext_fetch"] for e in log.entries])[g.pos].astype(np.int64)
        else:                               # every execution fetches: the static's P location
            f = prep["p_ext"][_statics(trace, g)].astype(np.int64)
        if self.count_spaces and "p" in trace.spaces:   # a P data access shares the fetch's space
            p_ext = _group_sum(g, counted & g.is_p)
            d = d - np.minimum(p_ext, f)
        extra = (np.maximum(f + d - m.free, 0) - np.maximum(f - m.free, 0)) * m.conflict
        if per_retired:
            out_ext[g.pos] = extra
            if w is not None:
                out_wait[g.pos] = w
        else:
            sidx = _statics(trace, g)
            out_ext = _per_static(sidx, extra, ns)
            if w is not None:
                out_wait = _per_static(sidx, w, ns)
        return {"external": out_ext, "wait_states": out_wait}

    def _bus_native(self, prep, trace: Trace, log, per_retired: bool, out_ext: np.ndarray,
                    out_wait: np.ndarray) -> bool:
        """:meth:`dynamic_charges` in one C pass over the runs and the access log together
        (enginewalk.c ``dsp_bus``), adding into ``out_ext``/``out_wait``; False (nothing done)
        without the C helper."""
        lib = engine._native()
        if lib is None:
            return False
        m = self.memory
        acc = trace.accesses
        names = trace.spaces
        space_of = np.array([SPACES.index(n) if n in SPACES else -1 for n in names] or [-1], np.int64)
        if len(names) > 127 or (len(acc.space) and acc.space.dtype.kind not in "iu"):
            return False
        insn = np.ascontiguousarray(acc.insn, np.int64)
        space = np.ascontiguousarray(acc.space, np.int8) if acc.space.dtype != np.int8 or \
            not acc.space.flags.c_contiguous else acc.space
        addr = np.ascontiguousarray(acc.addr, np.int64)
        entries = log.entries
        lens = np.array([len(e.base) for e in entries], np.int64)
        off = np.zeros(len(entries) + 1, np.int64)
        np.cumsum(lens, out=off[1:])
        sidx = np.concatenate([log.table[r] for r in log.entry_run]).astype(np.int32)
        fetch = (np.concatenate([e.extra["ext_fetch"] for e in entries]).astype(np.int8)
                 if self.rep_fetch_once else None)
        p_ext = np.ascontiguousarray(prep["p_ext"], np.uint8)
        rng = np.array([(SPACES.index(sp), lo, hi) for sp in SPACES for lo, hi in m.internal[sp]],
                       np.int64).reshape(-1, 3)
        wait = np.array([m.wait_states[sp] * m.wait_clocks for sp in SPACES], np.int64)
        eor = np.ascontiguousarray(log.entry_of_run, np.int64)
        for attempt in (0, 1):
            status = lib.dsp_bus(len(eor), eor.ctypes.data, off.ctypes.data, sidx.ctypes.data,
                                 None if fetch is None else fetch.ctypes.data, p_ext.ctypes.data,
                                 insn.ctypes.data, space.ctypes.data, addr.ctypes.data, len(insn),
                                 space_of.ctypes.data, len(names), rng.ctypes.data, len(rng),
                                 wait.ctypes.data, m.free, m.conflict, int(self.count_spaces),
                                 int(per_retired), out_ext.ctypes.data, out_wait.ctypes.data)
            if status == -1 and not attempt:        # not in retirement order: as logged, sorted
                order = np.argsort(insn, kind="stable")
                insn, space, addr = insn[order], np.ascontiguousarray(space[order]), addr[order]
                continue
            break
        if status == -1000:                         # more on-chip ranges than the C pass holds
            return False
        if status <= -2:
            code = -2 - status
            name = names[code] if 0 <= code < len(names) else ""
            raise WorkbenchError(f"the dsp56001 model reads P, X and Y accesses, not space "
                                 f"'{name or code}'")
        return True

    def notes(self, prep, misses, entries=(), uses=()) -> list[str]:
        m = self.memory
        return [f"{self.spec.clock_mhz:g} MHz, 2 clocks per instruction cycle; on-chip P "
                f"{_regions(m.internal['p'])}, X {_regions(m.internal['x'])}, Y "
                f"{_regions(m.internal['y'])}; {m.free} external access free per instruction, "
                f"+{m.conflict} clocks each further; wait states {m.wait_states}"]

    def cache_key(self):
        """``prepare`` and ``run`` read only the static table, the machine's values and this
        object's attributes: the engine keeps their memo entries across calls (engine.py)."""
        return engine.rules_key(self)

    def time(self, trace: Trace):
        return engine.time(self, trace)


def _regions(regions) -> str:
    return "+".join(f"${lo:04x}-${hi:04x}" for lo, hi in regions) or "none"


MODELS = {name: (lambda spec=None, name=name: Dsp56001(name, spec))
          for name in ("dsp56001", "dsp56001-27", "dsp56001-33", "dsp56001-dk")}
