"""The C run loop of the PA-RISC interpreter (interp.c) as machine.py drives it: one ``Run`` per
machine run, holding the registers, the memory and write-protection pointers, the lowered
blocks and what the loop records (block sequence, nullified positions, data accesses with the
position, size and direction of each, the static index of every instruction retired, the
doublewords stored)."""
from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np

from ..toolkit import native_run
from .lower import ROW_DTYPE

SOURCE = Path(__file__).with_name("interp.c")
NREG = 68
(RET_HALT, RET_NEED, RET_OFF, RET_STOP, RET_BUDGET, RET_FAULT, RET_FULL) = range(7)
FLT_UNALIGNED, FLT_READONLY, FLT_UNMAPPED, FLT_TSV, FLT_TC = range(1, 6)

P64, PU64, P32, PU8 = (ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_uint64),
                       ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_uint8))
I64, U64, I32 = ctypes.c_int64, ctypes.c_uint64, ctypes.c_int32


class _Run(ctypes.Structure):
    _fields_ = [("rows", ctypes.c_void_p), ("sidx", P32), ("nrows", I64), ("caprows", I64),
                ("capsidx", I64),
                ("blocks", P64), ("nblocks", I64), ("capblocks", I64),
                ("hkey", PU64), ("hval", P64), ("hmask", U64), ("hused", U64),
                ("regs", PU64), ("mem", PU8), ("memsize", U64), ("wr", PU8), ("nwr", U64),
                ("seq", P32), ("nseq", I64), ("capseq", I64),
                ("nulls", P64), ("nnulls", I64), ("capnulls", I64),
                ("addrs", P64), ("accpos", P64), ("accsize", ctypes.POINTER(ctypes.c_int8)),
                ("accwrite", PU8), ("naddrs", I64), ("capaddrs", I64),
                ("index", P32), ("nindex", I64), ("capindex", I64),
                ("dirty", P64), ("ndirty", I64), ("capdirty", I64),
                ("need", I64),
                ("track_dirty", I32), ("keep_index", I32),
                ("count", I64), ("budget", I64),
                ("stop_at", U64), ("stop_left", I64), ("has_stop", I32), ("skip_stop", I32),
                ("pc", U64), ("last_block", I64),
                ("fault_kind", I64), ("fault_block", I64), ("fault_k", I64), ("fault_ea", U64),
                ("snap", U64 * NREG)]


def _prepare(lib) -> str | None:
    """Set the argument types; a reason not to use the library where its structures are not
    the ones mirrored here."""
    lib.pa_layout.argtypes = [I64]
    lib.pa_layout.restype = I64
    got = (lib.pa_layout(0), lib.pa_layout(1))
    want = (ctypes.sizeof(_Run), ROW_DTYPE.itemsize)
    if got != want:
        return f"interp.c's Run and Row take {got} bytes, native.py expects {want}"
    lib.pa_run.argtypes = [ctypes.POINTER(_Run)]
    lib.pa_run.restype = ctypes.c_int
    lib.pa_free.argtypes = [ctypes.POINTER(_Run)]
    lib.pa_add_block.argtypes = [ctypes.POINTER(_Run), U64, ctypes.c_void_p, P32, I64, I64, I64,
                                 I64, I64, I64]
    lib.pa_add_block.restype = I64
    return None


def library():
    """The compiled loop, or None (``why_not()`` says why)."""
    return native_run.library(SOURCE, "the PA-RISC interpreter", _prepare)


def why_not() -> str:
    return native_run.why_not(SOURCE)


# the output buffers: (count field, capacity field, pointer fields and their numpy types)
BUFFERS = {"seq": ("nseq", "capseq", (("seq", np.int32),)),
           "nulls": ("nnulls", "capnulls", (("nulls", np.int64),)),
           "acc": ("naddrs", "capaddrs", (("addrs", np.int64), ("accpos", np.int64),
                                          ("accsize", np.int8), ("accwrite", np.uint8))),
           "index": ("nindex", "capindex", (("index", np.int32),)),
           "dirty": ("ndirty", "capdirty", (("dirty", np.int64),))}


class Run:
    """One machine run's C state. ``mem`` (a bytearray) and ``writable`` are the machine's. The
    loop writes its records into numpy arrays held here; when one is full it returns RET_FULL
    and :meth:`make_room` grows them (the trace then takes them without a copy)."""

    def __init__(self, lib, mem: bytearray, writable: list[bool], budget: int,
                 sizes: tuple[int, ...] | None = None):
        self.lib = lib
        self.r = _Run()
        self.regs = (U64 * NREG)()
        self.r.regs = ctypes.cast(self.regs, PU64)
        self.r.mem, self._mem_view = native_run.pointer(mem, ctypes.c_uint8)
        self.r.memsize = len(mem)
        self._wr = bytearray(bytes(writable))
        self.r.wr, self._wr_view = native_run.pointer(self._wr, ctypes.c_uint8)
        self.r.nwr = len(self._wr)
        self.r.budget = min(budget, 2**63 - 1)     # a larger one is never reached
        self.r.keep_index = 1
        self.block_of: dict[int, int] = {}      # C block index -> the machine's block id
        self.arrays: dict[str, np.ndarray] = {}
        # capacities: a previous run's counts of the program (blocks, instructions, accesses)
        nseq, nindex, nacc = sizes or (256, 4096, 1024)
        for name, cap in (("seq", nseq + 1), ("nulls", 1024), ("acc", nacc + 256),
                          ("index", nindex + 256), ("dirty", 0)):
            self._allocate(name, cap)

    def _allocate(self, name: str, cap: int) -> None:
        count, capf, fields = BUFFERS[name]
        n = getattr(self.r, count)
        for field, dtype in fields:
            new = np.empty(cap, dtype=dtype)
            old = self.arrays.get(field)
            if n and old is not None:
                new[:n] = old[:n]
            self.arrays[field] = new
            setattr(self.r, field, ctypes.cast(new.ctypes.data, type(getattr(self.r, field))))
        setattr(self.r, capf, cap)

    def make_room(self) -> None:
        """Room for one more block of ``r.need`` instructions in every buffer (RET_FULL)."""
        r, need = self.r, int(self.r.need)
        for name, (count, capf, _fields) in BUFFERS.items():
            n, cap = getattr(r, count), getattr(r, capf)
            if name == "index" and not r.keep_index or name == "dirty" and not r.track_dirty:
                continue
            if n + need + 1 > cap:
                self._allocate(name, max(2 * cap, n + need + 1024))

    def recorded(self) -> tuple[int, int, int]:
        """(blocks run, instructions, accesses) recorded and not yet taken."""
        return int(self.r.nseq), int(self.r.nindex), int(self.r.naddrs)

    def close(self) -> None:
        self.lib.pa_free(ctypes.byref(self.r))

    def add_block(self, key: int, rows: np.ndarray, sidx: np.ndarray, block_id: int, end: int,
                  mode: int, b1: int, has_branch: bool) -> None:
        rows = np.ascontiguousarray(rows, dtype=ROW_DTYPE)
        sidx = np.ascontiguousarray(sidx, dtype=np.int32)
        got = self.lib.pa_add_block(ctypes.byref(self.r), key, rows.ctypes.data,
                                    sidx.ctypes.data_as(P32), len(rows), block_id, end, mode, b1,
                                    int(has_branch))
        if got < 0:
            raise MemoryError("the PA-RISC block table could not grow")
        self.block_of[got] = block_id

    def run(self, key: int, skip_stop: bool) -> int:
        """Run from ``key``; a full buffer is grown and the run goes on."""
        r = self.r
        while True:
            r.pc = key
            r.skip_stop = int(skip_stop)
            rc = self.lib.pa_run(ctypes.byref(r))
            if rc != RET_FULL:
                return rc
            self.make_room()
            key, skip_stop = r.pc, True

    # ------------------------------------------------------------------ outputs
    def _take(self, name: str, keep: bool = False) -> list[np.ndarray]:
        """The records of buffer ``name`` (its count reset): views of the arrays where ``keep``
        (nothing more is recorded in them) and they are not much larger, else copies."""
        count, capf, fields = BUFFERS[name]
        n, cap = getattr(self.r, count), getattr(self.r, capf)
        setattr(self.r, count, 0)
        view = keep and 2 * n >= cap
        return [self.arrays[f][:n] if view else self.arrays[f][:n].copy() for f, _ in fields]

    def take_seq(self, keep: bool = False) -> np.ndarray:
        return self._take("seq", keep)[0]

    def take_nulls(self, keep: bool = False) -> np.ndarray:
        return self._take("nulls", keep)[0]

    def take_accesses(self, keep: bool = False) -> tuple[np.ndarray, ...]:
        """(address, retired position, bytes, is a store) of each access."""
        addr, pos, size, write = self._take("acc", keep)
        return addr, pos, size, write.view(bool)

    def take_index(self, keep: bool = False) -> np.ndarray:
        return self._take("index", keep)[0]

    def take_dirty(self) -> np.ndarray:
        return self._take("dirty")[0]
