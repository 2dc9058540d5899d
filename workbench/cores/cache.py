"""A set-associative LRU cache over a stream of line addresses (shared by the core models).

Only allocating accesses (reads and instruction fetches on the 486 and Pentium) are simulated.
Speed matters (every retired instruction fetches code), so the stream goes through one C pass
(cachesim.c, compiled on first use by isa.native); without a C compiler the Python path below
gives the same flags: consecutive repeats of a line are hits that do not change LRU order, a set
that never holds more distinct lines than it has ways can only miss on the first touch of each
line, and only the sets that overflow are simulated access by access.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from isa.native import NativeLibrary

_NATIVE = NativeLibrary(Path(__file__).with_name("cachesim.c"), "the cache simulator")


@dataclass(frozen=True)
class CacheGeometry:
    size: int           # bytes
    ways: int
    line: int           # bytes per line

    @property
    def sets(self) -> int:
        return self.size // (self.ways * self.line)

    def __post_init__(self):
        if self.size % (self.ways * self.line) or self.sets & (self.sets - 1):
            raise ValueError(f"cache geometry {self} does not give a power-of-two set count")


def _library():
    lib = _NATIVE.load()
    if lib is not None and not hasattr(lib, "_typed"):
        lib.cachesim_run.restype = ctypes.c_int64
        lib.cachesim_run.argtypes = [ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64,
                                     ctypes.c_int64, ctypes.c_void_p]
        lib._typed = True
    return lib


def simulate(addresses: np.ndarray, geometry: CacheGeometry, native: bool = True) -> np.ndarray:
    """Return a bool array: True where the access (a byte address) misses, in stream order."""
    lib = _library() if native else None
    if lib is not None and addresses.shape[0]:
        addr = np.ascontiguousarray(addresses, dtype=np.int64)
        miss = np.zeros(addr.shape[0], dtype=np.uint8)
        if lib.cachesim_run(addr.ctypes.data, addr.shape[0], geometry.line, geometry.sets,
                            geometry.ways, miss.ctypes.data) >= 0:
            return miss.view(bool)
    return _simulate_python(addresses, geometry)


def why_not_native() -> str:
    return _NATIVE.why_not()


def _simulate_python(addresses: np.ndarray, geometry: CacheGeometry) -> np.ndarray:
    n = addresses.shape[0]
    miss = np.zeros(n, dtype=bool)
    if n == 0:
        return miss
    lines = addresses // geometry.line
    keep = np.ones(n, dtype=bool)                 # consecutive repeats always hit
    keep[1:] = lines[1:] != lines[:-1]
    pos = np.nonzero(keep)[0]
    lns = lines[pos]
    sets = lns % geometry.sets
    per_set = np.bincount(np.unique(lns) % geometry.sets, minlength=geometry.sets)
    calm = per_set[sets] <= geometry.ways
    if calm.any():                                # never-overflowing sets: first touch misses
        calm_pos = np.nonzero(calm)[0]
        _, first = np.unique(lns[calm_pos], return_index=True)
        miss[pos[calm_pos[first]]] = True
    if not calm.all():                            # overflowing sets: exact LRU per access
        hot = np.nonzero(~calm)[0]
        ways = geometry.ways
        state: list[list[int]] = [[] for _ in range(geometry.sets)]
        missed = []
        for ln, st, p in zip(lns[hot].tolist(), sets[hot].tolist(), pos[hot].tolist()):
            lru = state[st]
            if ln in lru:
                if lru[-1] != ln:
                    lru.remove(ln)
                    lru.append(ln)
            else:
                missed.append(p)
                lru.append(ln)
                if len(lru) > ways:
                    del lru[0]
        miss[np.array(missed, dtype=np.int64)] = True
    return miss
