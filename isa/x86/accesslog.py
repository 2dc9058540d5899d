"""The C recorders of x86 capture (accesslog.c), compiled with the system C compiler on first
use and cached (isa/native.py); without a compiler both are Python callbacks (slower, same result).

- Data accesses: the address, and a byte with the size (bits 0-6) and the write flag (bit 7).
- Blocks: the sequence of block ids run; a block seen for the first time is decoded by a Python
  callback once; the instruction budget is checked in C.
"""
from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np
import unicorn

from ..native import NativeLibrary

# accesslog.c compares the hook's access type with unicorn's UC_MEM_WRITE as a literal
assert unicorn.UC_MEM_WRITE == 17, "accesslog.c assumes UC_MEM_WRITE == 17"

SOURCE = Path(__file__).with_name("accesslog.c")


class _Log(ctypes.Structure):
    _fields_ = [("addr", ctypes.POINTER(ctypes.c_int64)), ("info", ctypes.POINTER(ctypes.c_uint8)),
                ("n", ctypes.c_uint64), ("cap", ctypes.c_uint64), ("failed", ctypes.c_int),
                ("skip_sync", ctypes.c_void_p), ("external", ctypes.c_int)]


NEW_BLOCK = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_uint64, ctypes.c_uint32)
EMU_STOP = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)


class _Slot(ctypes.Structure):
    _fields_ = [("key", ctypes.c_uint64), ("value", ctypes.c_int64)]


class _BlockLog(ctypes.Structure):
    _fields_ = [("slots", ctypes.POINTER(_Slot)), ("mask", ctypes.c_uint64), ("used", ctypes.c_uint64),
                ("seq", ctypes.POINTER(ctypes.c_int32)), ("n", ctypes.c_uint64), ("cap", ctypes.c_uint64),
                ("retired", ctypes.c_uint64), ("budget", ctypes.c_uint64),
                ("budget_pc", ctypes.c_int64), ("failed", ctypes.c_int),
                ("on_new", NEW_BLOCK), ("emu_stop", EMU_STOP)]


_NATIVE = NativeLibrary(SOURCE, "the capture recorders")


def library():
    """The compiled recorders, or None (``why_not()`` says why)."""
    lib = _NATIVE.load()
    if lib is not None:
        lib.accesslog_free.argtypes = [ctypes.POINTER(_Log)]
        lib.blocklog_free.argtypes = [ctypes.POINTER(_BlockLog)]
        lib.access_positions.argtypes = [ctypes.c_void_p, ctypes.c_uint64] + [ctypes.c_void_p] * 5
        lib.access_positions.restype = None
    return lib


def why_not() -> str:
    return _NATIVE.why_not()


def pack(address: int, size: int, write: bool) -> tuple[int, int]:
    """One entry as the C recorder stores it, (address, info) (the Python fallback uses this)."""
    return address, (size & 0x7F) | int(write) << 7


def unpack(addr: np.ndarray, info: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(address int64, size int8, write bool) columns of recorded entries."""
    info = np.asarray(info, dtype=np.uint8)
    return (np.asarray(addr, dtype=np.int64), (info & 0x7F).astype(np.int8), (info >> 7).astype(bool))


def access_positions(blocks, patterns: list[np.ndarray], total: int) -> np.ndarray:
    """The retired-instruction position of each data access of a run whose block form is
    ``blocks`` when block id ``b`` makes its accesses at positions ``patterns[b]`` within it every
    time it runs (``total`` accesses in all): one pass in C, else ``Blocks.access_insn``'s arrays."""
    seq = blocks.sequence
    if not total:
        return np.zeros(0, np.int64)
    lib = library()
    if lib is None:
        counts = np.array([len(p) for p in patterns], dtype=np.int64)[seq]
        return blocks.replay(patterns) + np.repeat(blocks.starts(), counts)
    seq = np.ascontiguousarray(seq, dtype=np.int64)
    blen = np.array([t.shape[0] for t in blocks.table], dtype=np.int64)
    pcount = np.array([p.shape[0] for p in patterns], dtype=np.int64)
    poff = np.zeros(len(patterns), dtype=np.int64)
    np.cumsum(pcount[:-1], out=poff[1:])
    pflat = np.ascontiguousarray(np.concatenate(patterns), dtype=np.int64)
    out = np.empty(total, dtype=np.int64)
    lib.access_positions(seq.ctypes.data, len(seq), blen.ctypes.data, poff.ctypes.data,
                         pcount.ctypes.data, pflat.ctypes.data, out.ctypes.data)
    return out


class AccessLog:
    """Holds the C log for one run; ``entries()`` returns the packed entries as uint64."""

    def __init__(self, lib):
        self.lib = lib
        self.log = _Log()
        self._lent: tuple[np.ndarray, np.ndarray] | None = None    # arrays lent to the log
        self.fn = ctypes.cast(lib.accesslog_hook, ctypes.c_void_p)
        self._hook = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int, ctypes.c_uint64,
                                      ctypes.c_int, ctypes.c_int64, ctypes.c_void_p)(self.fn.value)

    def append(self, address: int, size: int, write: bool) -> None:
        """Record one access that no hook saw, through the hook function itself (same log, same
        order; the recorder never reads the engine handle, so none is passed)."""
        self._hook(None, unicorn.UC_MEM_WRITE if write else unicorn.UC_MEM_READ, address, size, 0,
                   ctypes.byref(self.log))

    def reset(self, expected: int = 0) -> None:
        """An empty log for the next run of the same engine (its hook still points here), writing
        into arrays of ``expected`` entries made here (the run's result then needs no copy; the
        recorder moves to arrays of its own if they fill up)."""
        self.lib.accesslog_free(ctypes.byref(self.log))
        self.log.failed = 0
        self._lent = None
        if expected > 0:
            addr, info = np.empty(expected, np.int64), np.empty(expected, np.uint8)
            self._lent = addr, info
            self.log.addr = addr.ctypes.data_as(ctypes.POINTER(ctypes.c_int64))
            self.log.info = info.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8))
            self.log.cap, self.log.external = expected, 1

    def entries(self) -> tuple[np.ndarray, np.ndarray]:
        """(addresses int64, info uint8) of the accesses recorded."""
        if self.log.failed:
            raise MemoryError("the data-access log could not grow")
        n = int(self.log.n)
        lent, self._lent = self._lent, None
        if lent is not None and self.log.external:
            addr, info = lent[0][:n], lent[1][:n]
        elif n:
            addr = np.ctypeslib.as_array(self.log.addr, shape=(n,)).copy()
            info = np.ctypeslib.as_array(self.log.info, shape=(n,)).copy()
        else:
            addr, info = np.zeros(0, np.int64), np.zeros(0, np.uint8)
        self.lib.accesslog_free(ctypes.byref(self.log))
        return addr, info


class BlockLog:
    """Holds the C block log for one run. ``on_new(address, size)`` returns the new block's id
    and instruction count as ``id | count << 32``, or -1 to stop the run (a fault it recorded)."""

    def __init__(self, lib, budget: int, on_new, emu_stop_address: int):
        self.lib = lib
        self.log = _BlockLog()
        self.log.budget = budget
        self.log.budget_pc = -1
        self._on_new = NEW_BLOCK(on_new)          # kept alive for the run
        self.log.on_new = self._on_new
        self.log.emu_stop = ctypes.cast(emu_stop_address, EMU_STOP)
        self.fn = ctypes.cast(lib.blocklog_hook, ctypes.c_void_p)

    def reset(self, budget: int) -> None:
        """An empty log (no blocks known, none run) for the next run of the same engine."""
        self.lib.blocklog_free(ctypes.byref(self.log))
        self.log.retired, self.log.budget, self.log.budget_pc, self.log.failed = 0, budget, -1, 0

    def sequence(self) -> np.ndarray:
        if self.log.failed:
            raise MemoryError("the block log could not grow")
        n = int(self.log.n)
        out = np.ctypeslib.as_array(self.log.seq, shape=(n,)).astype(np.int64) if n else np.zeros(0, np.int64)
        self.lib.blocklog_free(ctypes.byref(self.log))
        return out

    @property
    def budget_pc(self) -> int | None:
        pc = int(self.log.budget_pc)
        return None if pc < 0 else pc
