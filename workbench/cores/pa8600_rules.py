"""The PA-8x00 rules as pure functions: static costs, and the schedule of one straight-line run.

(1) :func:`static_cost` turns a StaticInsn and the machine description into what the scheduler
needs: queue (ALU or memory; a branch enters both, Gaddis), functional unit (ALU, shift/merge,
load/store, FMAC: xmpyu, the one FP operation of the table), result latency, register numbers
read and written. FP loads and stores are loads and stores (the memory queue, the load/store
units, ``latency.load``).

(2) :func:`schedule_run` places the instructions of one straight-line run, in program order,
given the machine state at its entry (:class:`Context`), and returns each instruction's launch
cycle, base cost and lost cycles by cause, with the state at its exit. One pass in program order
is enough: an older instruction is never delayed by a younger one, so reserving launch slots in
program order gives the oldest-first out-of-order schedule. Per instruction:

  insert   in order, ``insert_per_clock`` a clock, into its queue (28 + 28 entries, an entry held
           until retirement, so a full queue stalls insertion: "window"); the first instruction
           fetched after a taken transfer inserts ``taken_bubble`` clocks later, and the path after
           a mispredicted branch ``mispredict_penalty`` clocks after the branch resolves ("branch").
  launch   ``insert_to_launch`` after insertion, when its operands are ready ("dependency", or
           "load-use" behind a load), in the first clock with a launch slot left in its queue
           (``launch_per_queue``) and a free unit of its kind ("launch").
  complete launch + latency (+ a D-cache miss's extra, "cache").
  retire   in order, from the clock its result is ready, ``alu_per_clock`` ALU-queue and
           ``mem_per_clock`` memory-queue instructions a clock, at most ``stores_per_clock`` stores.

Each instruction is charged its retirement delta (the clocks between the previous instruction's
retirement and its own), so the charges sum to the run's length: ``base`` is 1 where it opens a
new retirement clock, 0 where it retires in the clock of its predecessor; the rest of the delta
is lost, all of it to the largest delay on the instruction's own path: its insertion (window,
branch, insert), its launch (dependency or load-use on an operand, launch slots), its own
latency beyond one clock (load-use for a load) or a D-cache miss (cache). A nullified
instruction is inserted and retired but launches nothing and writes nothing.

Cycles inside a run are absolute; :meth:`Context.normalised` makes the entry state relative to
the retirement clock before the run (and drops what can no longer constrain anything), which is
what the caller memoises on.

:func:`schedule_run` is the specification; pa8600sched.c computes the same (:class:`NativeTable`,
:func:`schedule_run_native`), built on first use by isa/native.py. Without a compiler, with
WORKBENCH_NO_C, or for input the C code does not take (a non-integer figure, a register number
or clock out of its range), schedule_run runs; tests/test_pa8600_sched_c.py requires both to
give the same results and exit states.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from isa.native import NativeLibrary, cache_dir

ALU, MEM = 0, 1                      # queues
U_ALU, U_SMU, U_LSU, U_FMAC, U_FDIV, U_NONE = 0, 1, 2, 3, 4, 5
UNIT_NAMES = ("alu", "smu", "lsu", "fmac", "fdiv", "none")
CAUSES = ("dependency", "load-use", "cache", "launch", "window", "branch", "insert")
SHIFT_MERGE = {"extrd", "extrw", "depd", "depw", "depdi", "depwi", "shrpd", "shrpw"}


@dataclass(frozen=True)
class StaticCost:
    queues: tuple[int, ...]          # (ALU,), (MEM,) or (ALU, MEM) for a branch
    unit: int
    latency: int
    load: bool
    store: bool
    branch: bool
    reads: tuple[int, ...]
    writes: tuple[int, ...]
    early: tuple[int, ...] = ()      # a load's modified base register: ready after one clock
    busy: int = 1                    # clocks the unit stays taken (not pipelined: its latency)
    keys: tuple[str, ...] = ()       # the machine-file parameters these figures come from


@dataclass(frozen=True)
class Params:
    entries: tuple[int, int]
    insert_per_clock: int
    launch_per_queue: int
    insert_to_launch: int
    units: tuple[int, int, int, int, int]     # ALU, shift/merge, load/store, FMAC, divide/sqrt
    retire_per_clock: tuple[int, int]
    stores_per_clock: int
    mispredict_penalty: int
    taken_bubble: int

    @classmethod
    def from_spec(cls, spec) -> "Params":
        return cls((int(spec["irb.alu_entries"]), int(spec["irb.mem_entries"])),
                   int(spec["irb.insert_per_clock"]), int(spec["irb.launch_per_queue"]),
                   int(spec["irb.insert_to_launch"]),
                   (int(spec["units.alu"]), int(spec["units.smu"]), int(spec["units.lsu"]),
                    int(spec["units.fmac"]), int(spec["units.fdiv"])),
                   (int(spec["retire.alu_per_clock"]), int(spec["retire.mem_per_clock"])),
                   int(spec["retire.stores_per_clock"]), int(spec["branch.mispredict_penalty"]),
                   int(spec["branch.taken_bubble"]))


def register_number(name: str, numbers: dict[str, int]) -> int:
    return numbers.setdefault(name, len(numbers))


def static_cost(insn, spec, numbers: dict[str, int]) -> StaticCost:
    """(1): queue, unit, latency and registers of one static instruction (``numbers`` maps
    register names to small integers, shared by all instructions of a trace)."""
    base = insn.mnemonic.split(",")[0]
    reads = tuple(register_number(r, numbers) for r in insn.reads if r not in ("r0", "%r0"))
    writes = tuple(register_number(r, numbers) for r in insn.writes if r not in ("r0", "%r0"))
    if insn.klass == "ld" or insn.mem_reads:
        # ldd,ma / ldd,mb / ldd,m also write the base (the ISA lists it after the target): the
        # address adder's result, not the cache's [I]
        return StaticCost((MEM,), U_LSU, int(spec["latency.load"]), True, False, False, reads,
                          writes[:1], writes[1:], keys=("latency.load", "units.lsu"))
    if insn.klass == "st" or insn.mem_writes:
        return StaticCost((MEM,), U_LSU, int(spec["latency.store"]), False, True, False, reads,
                          writes, keys=("latency.store", "units.lsu"))
    if insn.transfers or insn.klass == "br":
        queues = (ALU, MEM) if spec.get("irb.branch_both_queues", True) else (ALU,)
        return StaticCost(queues, U_ALU, int(spec["latency.branch"]), False, False, True, reads,
                          writes, keys=("latency.branch", "units.alu"))
    if insn.klass == "fmac":         # xmpyu and the FP operations: the multiply-accumulate units
        return StaticCost((ALU,), U_FMAC, int(spec["latency.fmac"]), False, False, False, reads,
                          writes, keys=("latency.fmac", "units.fmac"))
    if insn.klass == "fdiv":         # fdiv, fsqrt: the divide/square-root units, not pipelined
        key = "latency.fdiv_dbl" if ",dbl" in insn.mnemonic else "latency.fdiv_sgl"
        lat = int(spec[key])
        return StaticCost((ALU,), U_FDIV, lat, False, False, False, reads, writes, busy=lat,
                          keys=(key, "units.fdiv"))
    if base in SHIFT_MERGE or insn.klass == "shift":
        return StaticCost((ALU,), U_SMU, int(spec["latency.smu"]), False, False, False, reads,
                          writes, keys=("latency.smu", "units.smu"))
    if insn.flow == "halt":
        return StaticCost((ALU,), U_NONE, 1, False, False, False, (), ())
    return StaticCost((ALU,), U_ALU, int(spec["latency.alu"]), False, False, False, reads, writes,
                      keys=("latency.alu", "units.alu"))


@dataclass
class Context:
    """The machine state between two runs (absolute cycles)."""
    retired: int = -1                        # last retirement clock
    retire_used: tuple[int, int, int] = (0, 0, 0)   # ALU, memory, stores retired in that clock
    insert_at: int = 0                       # earliest clock for the next insertion
    insert_used: int = 0                     # instructions inserted in ``insert_at`` so far
    last_insert: int = -1                    # insertion clock of the previous instruction
    redirect: int = 0                        # no insertion before this (mispredict recovery)
    queues: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())   # retire clocks of held entries
    ready: dict[int, tuple[int, bool]] = field(default_factory=dict)  # reg -> (clock, by a load)
    slots: dict[int, tuple[int, ...]] = field(default_factory=dict)  # clock -> launches used

    def normalised(self, p: Params) -> tuple:
        """A hashable key relative to ``retired``; equal keys schedule a run identically."""
        t0 = self.retired
        floor = max(self.insert_at, self.redirect, self.last_insert + 1)
        q = tuple(tuple(max(c, floor - 1) - t0 for c in qq) for qq in self.queues)
        low = floor + p.insert_to_launch
        ready = tuple(sorted((r, c - t0, ld) for r, (c, ld) in self.ready.items() if c > low))
        slots = tuple(sorted((c - t0, u) for c, u in self.slots.items() if c >= low))
        return (self.retire_used, self.insert_at - t0, self.insert_used, self.last_insert - t0,
                max(self.redirect, self.last_insert) - t0, q, ready, slots)

    @classmethod
    def from_key(cls, key: tuple, t0: int) -> "Context":
        used, ins, ins_used, last, redirect, q, ready, slots = key
        return cls(t0, used, ins + t0, ins_used, last + t0, redirect + t0,
                   tuple(tuple(c + t0 for c in qq) for qq in q),
                   {r: (c + t0, ld) for r, c, ld in ready}, {c + t0: u for c, u in slots})


@dataclass
class RunResult:
    launch: list[int]
    base: list[int]
    lost: list[int]
    cause: list[int]                          # index into CAUSES (-1: none)
    unit: list[int]


def schedule_run(costs: list[StaticCost], extra: list[int], mispredicted: list[bool],
                 redirected: list[bool], nullified: list[bool], ctx: Context,
                 p: Params) -> tuple[RunResult, Context]:
    """(2): schedule one run. Per instruction of the run: its static cost, the extra load latency
    of a D-cache miss, whether it is a mispredicted branch, whether it is the first instruction
    fetched after a taken transfer, whether it is nullified. Returns the per-instruction result
    and the state after the run (``ctx`` is not modified)."""
    retired, r_alu, r_mem, r_st = ctx.retired, *ctx.retire_used
    insert_at, insert_used, last_insert = ctx.insert_at, ctx.insert_used, ctx.last_insert
    redirect = ctx.redirect
    queues = [list(ctx.queues[0]), list(ctx.queues[1])]
    ready = dict(ctx.ready)
    slots = {c: list(u) for c, u in ctx.slots.items()}
    caps, ipc, lpq, i2l = p.entries, p.insert_per_clock, p.launch_per_queue, p.insert_to_launch
    units, (ra, rm) = p.units, p.retire_per_clock
    out = RunResult([], [], [], [], [])
    for c, xtra, mis, red, nul in zip(costs, extra, mispredicted, redirected, nullified):
        # ---- insert
        ins, why_ins = insert_at, 6                      # "insert": bandwidth / program order
        natural = insert_at
        if redirect > ins:
            ins, why_ins = redirect, 5
        if red and last_insert + 1 + p.taken_bubble > ins:
            ins, why_ins = last_insert + 1 + p.taken_bubble, 5
        for q in c.queues:
            held = queues[q]
            if len(held) >= caps[q]:
                free = held.pop(0) + 1
                if free > ins:
                    ins, why_ins = free, 4
        if ins > insert_at:
            insert_at, insert_used = ins, 0
        insert_used += 1
        if insert_used >= ipc:
            insert_at, insert_used = insert_at + 1, 0
        last_insert = ins
        # ---- launch
        # what delayed it: (clocks, cause) of insertion, launch and its own latency
        delays = [(ins - natural, why_ins)]
        if nul:
            launch, done = ins, ins + 1
            unit = U_NONE
        else:
            earliest, why = ins + i2l, why_ins
            for r in c.reads:
                got = ready.get(r)
                if got is not None and got[0] > earliest:
                    earliest, why = got[0], 1 if got[1] else 0
            q0 = c.queues[0]
            unit = c.unit
            launch = earliest
            while True:
                u = slots.get(launch)
                if (u is None or (u[q0] < lpq and (unit == U_NONE or u[2 + unit] < units[unit]))) and \
                        all(slots.get(launch + k, (0,) * 7)[2 + unit] < units[unit]
                            for k in range(1, c.busy)):
                    break
                launch += 1
            delays.append((earliest - ins - i2l, why))
            delays.append((launch - earliest, 3))
            u = slots.setdefault(launch, [0] * 7)
            u[q0] += 1
            if unit != U_NONE:
                u[2 + unit] += 1
                for k in range(1, c.busy):       # a unit that is not pipelined stays taken
                    slots.setdefault(launch + k, [0] * 7)[2 + unit] += 1
            done = launch + c.latency + xtra
            delays.append((c.latency - 1, 1 if c.load else 0))
            delays.append((xtra, 2))
            for w in c.writes:
                ready[w] = (done, c.load)
            for w in c.early:
                ready[w] = (launch + 1, False)
            if mis:
                redirect = max(redirect, done + p.mispredict_penalty)
        # ---- retire
        ret = max(done, retired)
        mem = MEM in c.queues and not c.branch
        if ret == retired and ((r_mem >= rm or (c.store and r_st >= p.stores_per_clock)) if mem
                               else r_alu >= ra):
            ret += 1
        if ret > retired:
            delta = ret - retired
            retired, r_alu, r_mem, r_st = ret, 0, 0, 0
        else:
            delta = 0
        if mem:
            r_mem += 1
            r_st += c.store
        else:
            r_alu += 1
        for q in c.queues:
            queues[q].append(ret)
        base = 1 if delta else 0
        lost = delta - base
        out.launch.append(launch)
        out.base.append(base)
        out.lost.append(lost)
        out.cause.append(max(delays)[1] if lost else -1)
        out.unit.append(unit)
    low = min(insert_at, last_insert + 1)
    slots = {cyc: tuple(u) for cyc, u in slots.items() if cyc >= low}
    return out, Context(retired, (r_alu, r_mem, r_st), insert_at, insert_used, last_insert,
                        redirect, (tuple(queues[0]), tuple(queues[1])), ready, slots)


# ---- the same schedule in C (pa8600sched.c), schedule_run above staying the specification ----

_NATIVE = NativeLibrary(Path(__file__).with_name("pa8600sched.c"), "the PA-8x00 scheduler")
# pa8600sched.c's P_COUNT, T_COUNT (fields of a static row) and X_HEAD (the state's header)
_P_COUNT, _T_COUNT, _X_HEAD = 15, 15, 12
_ROW = 7                            # a slots row: launches per queue, then units taken by kind
_MAX_REG = 1 << 16                  # register numbers beyond this: the Python path


def native_library():
    """The compiled scheduler, or None (no compiler, WORKBENCH_NO_C, a build of another layout:
    ``_NATIVE.why_not()`` says which); schedule_run then runs in Python."""
    lib = _NATIVE.load()
    if lib is not None and not hasattr(lib, "_pa_typed"):
        if lib.pa8600sched_layout() != (_P_COUNT << 16 | _T_COUNT << 8 | _X_HEAD):
            _NATIVE.refuse("its compiled helper does not match this version of the workbench "
                           f"(delete {cache_dir()} so that it is built again): Python path for "
                           f"{_NATIVE.what}")
            return None
        P, I64 = ctypes.c_void_p, ctypes.c_int64
        lib.pa8600sched_run.restype = I64
        lib.pa8600sched_run.argtypes = [P, P, P, I64, P, I64, P, P, P, P, P, I64]
        lib._pa_typed = True
    return lib


def _c_params(p: Params) -> np.ndarray:
    return np.array([*p.entries, p.insert_per_clock, p.launch_per_queue, p.insert_to_launch,
                     *p.units, *p.retire_per_clock, p.stores_per_clock, p.mispredict_penalty,
                     p.taken_bubble], np.int64)


class NativeTable:
    """Static costs as pa8600sched.c's table (one int64 row each, the register lists apart) and
    the call. :meth:`build` returns None where a cost is outside what the C code takes (a queue
    other than ALU or MEM, more than two queues, a non-integer figure): schedule_run times it."""

    def __init__(self, lib, rows: np.ndarray, count: int, regs: np.ndarray, nreg: int, p: Params):
        # count: the static rows (``build`` pads an empty table with one)
        self.lib, self.rows, self.count, self.regs, self.nreg = lib, rows, count, regs, nreg
        self.P = _c_params(p)
        if len(self.P) != _P_COUNT:
            raise ValueError("Params does not match the C scheduler's parameters")
        self.out = np.zeros(1 << 12, np.int64)

    @classmethod
    def build(cls, costs: list, p: Params) -> "NativeTable | None":
        lib = native_library()
        if lib is None:
            return None
        rows: list[tuple] = []
        regs: list = []
        for c in costs:
            qs = c.queues
            at = len(regs)
            regs += c.reads
            mid = len(regs)
            regs += c.writes
            end = len(regs)
            regs += c.early
            rows.append((len(qs), qs[0] if qs else -1, qs[-1] if qs else -1, c.unit, c.latency,
                         c.load, c.store, c.branch, c.busy, at, mid - at, mid, end - mid, end,
                         len(regs) - end))
        # checked as arrays: a float or an out-of-range value anywhere -> the Python path
        try:
            table = np.array(rows or [(1, 0, 0, 0, 1, 0, 0, 0, 1) + (0,) * 6])
            reg = np.array(regs or [0])
        except (OverflowError, TypeError, ValueError):
            return None
        if table.dtype.kind not in "ib" or reg.dtype.kind not in "ib" or table.ndim != 2 or \
                reg.ndim != 1 or table.shape[1] != _T_COUNT:
            return None
        nq, q, unit, busy = table[:, 0], table[:, 1:3], table[:, 3], table[:, 8]
        flags = table[:, 5:8]           # load, store, branch: False/True (the C code's 0/1)
        if ((nq < 1) | (nq > 2) | (q < ALU).any(axis=1) | (q > MEM).any(axis=1) | (unit < 0) |
                (unit > U_NONE) | ((unit == U_NONE) & (busy > 1)) |
                ((flags != 0) & (flags != 1)).any(axis=1)).any() or \
                reg.min() < 0 or reg.max() >= _MAX_REG or np.abs(table).max() >= _BIG:
            return None
        return cls(lib, table.astype(np.int64), len(costs), reg.astype(np.int64), int(reg.max()) + 1, p)

    def __getstate__(self):
        """Pickled without the library (a timing holds its ``prep``, and timings pickle): the
        process that loads it takes its own, or runs schedule_run where it has none."""
        return {**self.__dict__, "lib": None}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.lib = native_library()

    def run(self, sidx, extra: np.ndarray, flags: np.ndarray, ctx: Context):
        """(launch, base, lost, cause, unit) as one int64 array [5, n], and the exit Context;
        None where the C code cannot take this state (schedule_run then runs)."""
        flat = _flat_context(ctx) if self.lib is not None else None
        if flat is None:
            return None
        nreg = max(self.nreg, max(ctx.ready, default=0) + 1)
        n = len(sidx)
        sidx = np.ascontiguousarray(sidx, np.int64)
        extra = np.ascontiguousarray(extra, np.int64)
        flags = np.ascontiguousarray(flags, np.int64)
        if len(extra) < n or len(flags) < n or \
                (n and (int(sidx.min()) < 0 or int(sidx.max()) >= self.count)):
            return None
        res = np.empty((5, n), np.int64)
        while True:
            got = self.lib.pa8600sched_run(self.P.ctypes.data, self.rows.ctypes.data,
                                           self.regs.ctypes.data, nreg, sidx.ctypes.data, n,
                                           extra.ctypes.data, flags.ctypes.data, flat.ctypes.data,
                                           res.ctypes.data, self.out.ctypes.data, len(self.out))
            if got >= 0:
                break
            if got == -1:
                return None
            self.out = np.zeros(-got, np.int64)
        return res, _context_of(self.out[:got].tolist())


def _flat_context(ctx: Context) -> np.ndarray | None:
    """``ctx`` as pa8600sched.c's state array, or None where it holds what the C code does not
    take (a register number out of range, a slots row of another length)."""
    q0, q1 = ctx.queues
    ready, slots = ctx.ready, ctx.slots
    if any(type(r) is not int or not 0 <= r < _MAX_REG for r in ready) or \
            any(len(u) != _ROW for u in slots.values()) or len(ctx.retire_used) != 3:
        return None
    flat = [ctx.retired, *ctx.retire_used, ctx.insert_at, ctx.insert_used, ctx.last_insert,
            ctx.redirect, len(q0), len(q1), len(ready), len(slots), *q0, *q1]
    for r, (c, ld) in ready.items():
        flat += (r, c, 1 if ld else 0)
    for c, u in slots.items():
        flat.append(c)
        flat += u
    return _integers(flat)


_BIG = 1 << 60          # values this large could overflow int64 sums in C: the Python path


def _integers(values: list) -> np.ndarray | None:
    """``values`` as int64, or None where one is not an integer (a float, a huge int) or is
    large enough to overflow the C code's sums."""
    if not values:
        return np.zeros(0, np.int64)
    try:
        a = np.array(values)
    except (OverflowError, TypeError, ValueError):
        return None
    if a.dtype.kind not in "ib" or a.ndim != 1:
        return None
    a = a.astype(np.int64)
    return a if int(a.max()) < _BIG and int(a.min()) > -_BIG else None


def _context_of(v: list) -> Context:
    """The Context of pa8600sched.c's state array (a list)."""
    nq0, nq1, nready, nslots = v[8:_X_HEAD]
    a = _X_HEAD + nq0 + nq1
    b = a + 3 * nready
    ready = {v[k]: (v[k + 1], bool(v[k + 2])) for k in range(a, b, 3)}
    slots = {v[k]: tuple(v[k + 1:k + 1 + _ROW]) for k in range(b, b + (1 + _ROW) * nslots, 1 + _ROW)}
    return Context(v[0], tuple(v[1:4]), v[4], v[5], v[6], v[7],
                   (tuple(v[_X_HEAD:_X_HEAD + nq0]), tuple(v[_X_HEAD + nq0:a])), ready, slots)


def event_arrays(n: int, extra, mispredicted, redirected, nullified):
    """schedule_run's per-instruction lists as the C code's (extra, flags) arrays, or None where
    an extra latency is not an integer."""
    x = _integers(list(extra[:n]))
    if x is None:
        return None
    f = np.array([bool(v) for v in mispredicted[:n]], bool).astype(np.int64) | \
        np.array([bool(v) for v in redirected[:n]], bool).astype(np.int64) << 1 | \
        np.array([bool(v) for v in nullified[:n]], bool).astype(np.int64) << 2
    return x, f


def schedule_run_native(costs: list[StaticCost], extra: list[int], mispredicted: list[bool],
                        redirected: list[bool], nullified: list[bool], ctx: Context,
                        p: Params) -> tuple[RunResult, Context]:
    """schedule_run's results through pa8600sched.c where it is built and takes the input, else
    schedule_run itself."""
    n = min(len(costs), len(extra), len(mispredicted), len(redirected), len(nullified))
    lib = native_library()
    if lib is not None:
        distinct: dict[int, int] = {}
        sidx = [distinct.setdefault(id(c), len(distinct)) for c in costs[:n]]
        uniq = list({id(c): c for c in costs[:n]}.values())
        table = NativeTable.build(uniq, p)
        if table is not None:
            events = event_arrays(n, extra, mispredicted, redirected, nullified)
            got = None if events is None else table.run(np.array(sidx, np.int64), *events, ctx)
            if got is not None:
                res, out = got
                launch, base, lost, cause, unit = res.tolist()
                return RunResult(launch, base, lost, cause, unit), out
    return schedule_run(costs, extra, mispredicted, redirected, nullified, ctx, p)
