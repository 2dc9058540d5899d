"""A set-associative LRU cache over a stream of line addresses (shared by the core models).

Only allocating accesses (reads and instruction fetches on the 486 and Pentium) are simulated.
Speed matters (every retired instruction fetches code), so the stream is reduced first:
consecutive repeats of a line are hits that do not change LRU order, and a set that never holds
more distinct lines than it has ways can only miss on the first touch of each line. Only the sets
that overflow are simulated access by access.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


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


def simulate(addresses: np.ndarray, geometry: CacheGeometry) -> np.ndarray:
    """Return a bool array: True where the access (a byte address) misses, in stream order."""
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
