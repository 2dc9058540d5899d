"""The C run loop of the PA-RISC interpreter (interp.c) as machine.py drives it: one ``Run`` per
machine run, holding the registers, the memory and write-protection pointers, the lowered
blocks and what the loop records (block sequence, nullified positions, data addresses and the
position of each, the static index of every instruction retired, the doublewords stored)."""
from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np

from . import native_run
from .lower import ROW_W

SOURCE = Path(__file__).with_name("interp.c")
NREG = 68
(RET_HALT, RET_NEED, RET_OFF, RET_STOP, RET_BUDGET, RET_FAULT, RET_NOMEM) = range(7)
FLT_UNALIGNED, FLT_READONLY, FLT_UNMAPPED, FLT_TSV, FLT_TC = range(1, 6)

P64, PU64, P32, PU8 = (ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_uint64),
                       ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_uint8))
I64, U64, I32 = ctypes.c_int64, ctypes.c_uint64, ctypes.c_int32


class _Run(ctypes.Structure):
    _fields_ = [("rows", P64), ("nrows", I64), ("caprows", I64),
                ("blocks", P64), ("nblocks", I64), ("capblocks", I64),
                ("hkey", PU64), ("hval", P64), ("hmask", U64), ("hused", U64),
                ("regs", PU64), ("mem", PU8), ("memsize", U64), ("wr", PU8), ("nwr", U64),
                ("seq", P32), ("nseq", I64), ("capseq", I64),
                ("nulls", P64), ("nnulls", I64), ("capnulls", I64),
                ("addrs", P64), ("accpos", P64), ("naddrs", I64), ("capaddrs", I64),
                ("index", P32), ("nindex", I64), ("capindex", I64),
                ("dirty", P64), ("ndirty", I64), ("capdirty", I64),
                ("track_dirty", I32), ("keep_index", I32),
                ("count", I64), ("budget", I64),
                ("stop_at", U64), ("stop_left", I64), ("has_stop", I32), ("skip_stop", I32),
                ("pc", U64), ("last_block", I64),
                ("fault_kind", I64), ("fault_block", I64), ("fault_k", I64), ("fault_ea", U64),
                ("snap", U64 * NREG)]


def _prepare(lib) -> None:
    lib.pa_run.argtypes = [ctypes.POINTER(_Run)]
    lib.pa_run.restype = ctypes.c_int
    lib.pa_free.argtypes = [ctypes.POINTER(_Run)]
    lib.pa_add_block.argtypes = [ctypes.POINTER(_Run), U64, P64, I64, I64, I64, I64, I64, I64]
    lib.pa_add_block.restype = I64


def library():
    """The compiled loop, or None (``why_not()`` says why)."""
    return native_run.library(SOURCE, "the PA-RISC interpreter", _prepare)


def why_not() -> str:
    return native_run.why_not(SOURCE)


class Run:
    """One machine run's C state. ``mem`` (a bytearray) and ``writable`` are the machine's."""

    def __init__(self, lib, mem: bytearray, writable: list[bool], budget: int):
        self.lib = lib
        self.r = _Run()
        self.regs = (U64 * NREG)()
        self.r.regs = ctypes.cast(self.regs, PU64)
        self.r.mem, self._mem_view = native_run.pointer(mem, ctypes.c_uint8)
        self.r.memsize = len(mem)
        self._wr = bytearray(bytes(writable))
        self.r.wr, self._wr_view = native_run.pointer(self._wr, ctypes.c_uint8)
        self.r.nwr = len(self._wr)
        self.r.budget = budget
        self.r.keep_index = 1
        self.block_of: dict[int, int] = {}      # C block index -> the machine's block id

    def close(self) -> None:
        self.lib.pa_free(ctypes.byref(self.r))

    def add_block(self, key: int, rows: np.ndarray, block_id: int, end: int, mode: int, b1: int,
                  has_branch: bool) -> None:
        rows = np.ascontiguousarray(rows, dtype=np.int64)
        got = self.lib.pa_add_block(ctypes.byref(self.r), key, rows.ctypes.data_as(P64),
                                    len(rows), block_id, end, mode, b1, int(has_branch))
        if got < 0:
            raise MemoryError("the PA-RISC block table could not grow")
        self.block_of[got] = block_id

    def run(self, key: int, skip_stop: bool) -> int:
        self.r.pc = key
        self.r.skip_stop = int(skip_stop)
        rc = self.lib.pa_run(ctypes.byref(self.r))
        if rc == RET_NOMEM:
            raise MemoryError("the PA-RISC trace buffers could not grow")
        return rc

    # ------------------------------------------------------------------ outputs
    def take_seq(self) -> np.ndarray:
        out = native_run.take(self.r.seq, self.r.nseq, np.int64)
        self.r.nseq = 0
        return out

    def take_nulls(self) -> np.ndarray:
        out = native_run.take(self.r.nulls, self.r.nnulls, np.int64)
        self.r.nnulls = 0
        return out

    def take_accesses(self) -> tuple[np.ndarray, np.ndarray]:
        """(addresses, retired position of each)."""
        n = self.r.naddrs
        out = (native_run.take(self.r.addrs, n, np.int64), native_run.take(self.r.accpos, n, np.int64))
        self.r.naddrs = 0
        return out

    def take_index(self) -> np.ndarray:
        out = native_run.take(self.r.index, self.r.nindex, np.int32)
        self.r.nindex = 0
        return out

    def take_dirty(self) -> np.ndarray:
        out = native_run.take(self.r.dirty, self.r.ndirty, np.int64)
        self.r.ndirty = 0
        return out
