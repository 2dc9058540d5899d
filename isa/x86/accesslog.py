"""A C recorder for data accesses (accesslog.c), compiled with the system C compiler on first
use and cached; without a compiler the recorder is a Python callback (slower, same result).
Both record packed entries: address in bits 0-39, size in bits 40-47, write flag in bit 48."""
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
    _fields_ = [("buf", ctypes.POINTER(ctypes.c_uint64)), ("n", ctypes.c_uint64),
                ("cap", ctypes.c_uint64), ("failed", ctypes.c_int),
                ("skip_sync", ctypes.c_void_p)]


_NATIVE = NativeLibrary(SOURCE, "the data-access recorder")


def library():
    """The compiled recorder, or None (``why_not()`` says why)."""
    lib = _NATIVE.load()
    if lib is not None:
        lib.accesslog_free.argtypes = [ctypes.POINTER(_Log)]
    return lib


def why_not() -> str:
    return _NATIVE.why_not()


def pack(address: int, size: int, write: bool) -> int:
    """One entry as the C recorder packs it (the Python fallback uses this)."""
    return (address & 0xFFFFFFFFFF) | (size & 0xFF) << 40 | int(write) << 48


def unpack(entries: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(address int64, size int8, write bool) columns of packed entries."""
    e = entries.astype(np.uint64)
    return ((e & np.uint64(0xFFFFFFFFFF)).astype(np.int64), ((e >> np.uint64(40)) & np.uint64(0xFF)).astype(np.int8),
            ((e >> np.uint64(48)) & np.uint64(1)).astype(bool))


class AccessLog:
    """Holds the C log for one run; ``entries()`` returns the packed entries as uint64."""

    def __init__(self, lib):
        self.lib = lib
        self.log = _Log()
        self.fn = ctypes.cast(lib.accesslog_hook, ctypes.c_void_p)

    def entries(self) -> np.ndarray:
        if self.log.failed:
            raise MemoryError("the data-access log could not grow")
        n = int(self.log.n)
        out = np.ctypeslib.as_array(self.log.buf, shape=(n,)).copy() if n else np.zeros(0, np.uint64)
        self.lib.accesslog_free(ctypes.byref(self.log))
        return out
