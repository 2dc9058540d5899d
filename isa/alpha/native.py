"""The Alpha's C run loop (interp.c) as Python sees it: its state, buffers and block table, and
the loop that alternates between C and the Python block functions (nothing here names an Alpha
instruction; loading and the layout check go through :mod:`isa.toolkit.native_run`).

The division of work: Python decodes and forms the blocks (the block table is the trace's) and
lowers each to rows for C; C runs the blocks whose rows it all knows ("native") back to back and
returns to Python with a status (:data:`HALT`, :data:`STOPPED`, :data:`NEED`: a pc with no
native block, :data:`GROW`: the output buffers need room, :data:`BUDGET`, :data:`FAULT`).

- :class:`RunState`: the ctypes mirror of the C loop's state (its layout is checked against the
  C side's ``sizeof`` when the library loads);
- :class:`Growable`: a numpy array whose capacity doubles, C writing into it;
- :class:`RunBuffers`: the block sequence and the data-access log columns (retired-instruction
  index, address, size, write) that C fills and Python appends to for the blocks it runs;
- :class:`BlockTable`: pc -> block id, and per block its rows, length, accesses, native flag
  and fall-through address;
- :func:`drive`: the run loop on the Python side, which hands the blocks C cannot run
  (:class:`PythonBlock`) to the interpreter's own code;
- :class:`Library`: the C library (through :mod:`isa.toolkit.native_run`), or None with the
  reason.
"""
from __future__ import annotations

import ctypes
from pathlib import Path
from typing import Callable, NamedTuple

import numpy as np

from ..errors import BudgetExceeded
from ..toolkit import native_run

HALT, STOPPED, NEED, GROW, BUDGET, FAULT = range(6)
INT64_MAX = (1 << 63) - 1


class RunState(ctypes.Structure):
    _fields_ = [("mem", ctypes.c_void_p), ("memsize", ctypes.c_uint64),
                ("writable", ctypes.c_void_p), ("regs", ctypes.c_void_p),
                ("map", ctypes.c_void_p), ("map_base", ctypes.c_uint64),
                ("map_len", ctypes.c_uint64),
                ("blk_rows", ctypes.c_void_p), ("blk_n", ctypes.c_void_p),
                ("blk_nmem", ctypes.c_void_p), ("blk_native", ctypes.c_void_p),
                ("blk_fall", ctypes.c_void_p),
                ("seq", ctypes.c_void_p), ("nseq", ctypes.c_int64), ("capseq", ctypes.c_int64),
                ("acc_at", ctypes.c_void_p), ("acc_addr", ctypes.c_void_p),
                ("acc_size", ctypes.c_void_p), ("acc_write", ctypes.c_void_p),
                ("nacc", ctypes.c_int64), ("capacc", ctypes.c_int64),
                ("pc", ctypes.c_uint64), ("count", ctypes.c_int64), ("budget", ctypes.c_int64),
                ("stop_at", ctypes.c_uint64), ("stop_left", ctypes.c_int64),
                ("has_stop", ctypes.c_int32), ("stop_done", ctypes.c_int32),
                ("fault_block", ctypes.c_int32), ("fault_pos", ctypes.c_int32),
                ("fault_kind", ctypes.c_int32), ("pad", ctypes.c_int32),
                ("fault_ea", ctypes.c_uint64)]

    def set_limits(self, budget: int, stop: tuple[int, int] | None) -> None:
        """The instruction budget and the stop (``(address, visits)``: the run ends before
        the visits-th start of ``address``), clamped to what C holds without changing when
        either triggers (a budget past 2**63 or a stop count past 2**62 is never reached)."""
        self.budget = max(min(budget, INT64_MAX), -INT64_MAX)
        stop_at, stop_left = stop if stop else (-1, 0)
        self.has_stop = int(0 <= stop_at < 1 << 64)
        self.stop_at = stop_at if self.has_stop else 0
        self.stop_left = max(min(stop_left, 1 << 62), -(1 << 62))
        self.stop_done = 0


class Growable:
    """A 1-d numpy array whose capacity doubles (the used length is kept by its owner)."""

    def __init__(self, dtype, capacity: int = 1024):
        self.a = np.empty(capacity, dtype)
        self.ptr = self.a.ctypes.data           # read once: ndarray.ctypes is slow

    def reserve(self, n: int) -> bool:
        """Make room for ``n`` entries; True when the array moved (pointers must be re-bound)."""
        cap = len(self.a)
        if n <= cap:
            return False
        while cap < n:
            cap *= 2
        b = np.empty(cap, self.a.dtype)
        b[:len(self.a)] = self.a
        self.a = b
        self.ptr = b.ctypes.data
        return True


class RunBuffers:
    """The block sequence (int64 block ids) and the data-access log (int64 retired-instruction
    index, int64 address, int8 size, bool write) of one run, filled by C and by Python."""

    def __init__(self, blocks: int = 1024, accesses: int = 4096):
        """Capacities to start from: a program's previous run's counts make its next run of the
        same length grow and copy nothing."""
        self.seq = Growable(np.int64, max(blocks, 1))
        self.at = Growable(np.int64, max(accesses, 1))
        self.addr = Growable(np.int64, max(accesses, 1))
        self.size = Growable(np.int8, max(accesses, 1))
        self.write = Growable(np.bool_, max(accesses, 1))

    def bind(self, st: RunState) -> None:
        st.seq, st.capseq = self.seq.ptr, len(self.seq.a)
        st.acc_at, st.acc_addr = self.at.ptr, self.addr.ptr
        st.acc_size, st.acc_write = self.size.ptr, self.write.ptr
        st.capacc = len(self.at.a)

    def reserve(self, st: RunState, seq: int, accesses: int) -> None:
        """Room for ``seq`` more blocks and ``accesses`` more accesses past the state's counts."""
        self.seq.reserve(st.nseq + seq)
        n = st.nacc + accesses
        for g in (self.at, self.addr, self.size, self.write):
            g.reserve(n)
        self.bind(st)

    def append_block(self, st: RunState, block: int, at, addr, size, write) -> None:
        """Record a block Python ran: its id and its accesses' columns."""
        self.reserve(st, 1, len(at))
        self.seq.a[st.nseq] = block
        st.nseq += 1
        n0, n1 = st.nacc, st.nacc + len(at)
        if n1 > n0:
            self.at.a[n0:n1] = at
            self.addr.a[n0:n1] = addr
            self.size.a[n0:n1] = size
            self.write.a[n0:n1] = write
        st.nacc = n1

    @staticmethod
    def _used(a: np.ndarray, n: int) -> np.ndarray:
        # the filled part: the array itself when (nearly) full, else a compact copy
        return a[:n] if len(a) - n <= n // 8 else a[:n].copy()

    def sequence(self, st: RunState) -> np.ndarray:
        return self._used(self.seq.a, st.nseq)

    def columns(self, st: RunState) -> tuple[np.ndarray, ...]:
        """(insn, addr, size, write) of the accesses logged, as Accesses holds them."""
        n = st.nacc
        return tuple(self._used(g.a, n) for g in (self.at, self.addr, self.size, self.write))


class BlockTable:
    """The blocks C can look up: pc -> id (``(pc - base) >> shift`` indexes the map; C finds no
    block at a pc outside it), per block the address of its rows, its length, accesses, native flag and
    fall-through. The rows stay in the caller's arrays (a per-program cache): the table keeps a
    reference to each, so they outlive the run."""

    def __init__(self, base: int, map_entries: int, shift: int = 2):
        self.base, self.shift = base, shift
        self.map = np.full(max(map_entries, 1), -1, np.int32)
        self.map_ptr = self.map.ctypes.data
        self.rows: list[np.ndarray] = []
        self.rows_at = Growable(np.uintp, 64)
        self.n = Growable(np.int32, 64)
        self.nmem = Growable(np.int32, 64)
        self.native = Growable(np.uint8, 64)
        self.fall = Growable(np.uint64, 64)
        self.count = 0

    def add(self, start: int, rows: np.ndarray, rows_at: int, native: bool, nmem: int,
            fall: int) -> int:
        """Register the next block (ids are given in order, as the interpreter numbers them);
        ``rows_at`` is the address of ``rows``' data."""
        b = self.count
        for g in (self.rows_at, self.n, self.nmem, self.native, self.fall):
            g.reserve(b + 1)
        self.rows.append(rows)
        self.rows_at.a[b], self.n.a[b], self.nmem.a[b] = rows_at, len(rows), nmem
        self.native.a[b], self.fall.a[b] = int(native), fall
        if self.covers(start):
            self.map[(start - self.base) >> self.shift] = b
        self.count += 1
        return b

    def covers(self, pc: int) -> bool:
        """Whether C can find a block starting at ``pc`` (one outside the map runs in Python)."""
        return 0 <= pc - self.base < len(self.map) << self.shift

    def bind(self, st: RunState) -> None:
        st.map, st.map_base, st.map_len = self.map_ptr, self.base, len(self.map)
        st.blk_rows, st.blk_n = self.rows_at.ptr, self.n.ptr
        st.blk_nmem, st.blk_native, st.blk_fall = self.nmem.ptr, self.native.ptr, self.fall.ptr


class PythonBlock(NamedTuple):
    """A block the C loop does not run: its id, its length, and ``run()`` -> (next pc, or None
    where the run halts; its accesses as (positions in the block, addresses, sizes, writes))."""
    id: int
    n: int
    run: Callable[[], tuple]


def drive(run, st: RunState, out: RunBuffers, budget: int, where: Callable[[int], str | None],
          need: Callable[[int], PythonBlock | None], fault: Callable[[RunState], Exception],
          max_block: int) -> int:
    """Run the C loop ``run`` from ``st.pc`` to HALT or STOPPED (returned). ``need(pc)``, for a
    pc C found no native block at (its stop check made), compiles what is missing and returns
    None when C can now run it, else the block for Python to run here, with the Python loop's
    order of checks: sequence, budget (BudgetExceeded at the block's pc, ``where`` naming its
    source line), the block. ``fault(st)`` is the exception for a fault C stopped at."""
    state = ctypes.byref(st)
    while True:
        status = run(state)
        if status in (HALT, STOPPED):
            return status
        if status == GROW:
            out.reserve(st, 1, max_block)
            continue
        if status == BUDGET:
            raise BudgetExceeded(budget, st.pc, where(st.pc))
        if status == FAULT:
            raise fault(st)
        pc = st.pc
        blk = need(pc)
        if blk is None:
            continue
        base = st.count
        st.count = base + blk.n
        if base + blk.n > budget:
            raise BudgetExceeded(budget, pc, where(pc))
        npc, (pos, addr, size, write) = blk.run()
        out.append_block(st, blk.id, base + np.asarray(pos, np.int64), addr, size, write)
        st.stop_done = 0
        if npc is None:
            return HALT
        st.pc = npc


def buffer_address(buf) -> tuple[int, object]:
    """The address of a writable buffer (a bytearray) and the ctypes object that keeps it
    exported for as long as C may write to it."""
    c = (ctypes.c_char * len(buf)).from_buffer(buf)
    return ctypes.addressof(c), c


class Library:
    """One C run loop: ``run(state) -> status``, with the layout checks done once (loaded through
    :func:`isa.toolkit.native_run.library`)."""

    def __init__(self, source: Path, what: str, prefix: str, row_dtype: np.dtype):
        self.source, self.what = source, what
        self.prefix, self.row_dtype = prefix, row_dtype
        self._lib = None
        self._checked = False

    def _prepare(self, lib) -> str | None:
        p = self.prefix
        getattr(lib, p + "_run").argtypes = [ctypes.POINTER(RunState)]
        getattr(lib, p + "_run").restype = ctypes.c_int
        getattr(lib, p + "_op_names").restype = ctypes.c_char_p
        if getattr(lib, p + "_state_size")() != ctypes.sizeof(RunState) or \
                getattr(lib, p + "_row_size")() != self.row_dtype.itemsize:
            return f"{self.source.name}'s layout does not match its Python mirror"
        return None

    def load(self):
        """The loaded library, or None (``why_not`` says why)."""
        if self._checked:
            return self._lib
        self._checked = True
        lib = native_run.library(self.source, self.what, self._prepare)
        if lib is not None:
            self._lib = lib
            self.run = getattr(lib, self.prefix + "_run")
            self.op_names = getattr(lib, self.prefix + "_op_names")().decode().split()
        return lib

    def why_not(self) -> str:
        self.load()
        return native_run.why_not(self.source)
