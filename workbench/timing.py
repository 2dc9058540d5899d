"""Timing: what a cost model returns for a Trace.

The engine-based cores (workbench/cores/engine.py) return a ``BlockTiming`` with the same
attributes, whose per-instruction arrays are built only when read.

Per retired instruction: the cycle it issued in, its base cost, the pipe or port it went to, and
the cycles lost before it by cause ("agi", "prefix", "dependency", "pairing", "cache", ...). For an
in-order model ``total_cycles == base.sum() + sum(lost)``; an out-of-order model sets
``total_cycles`` from its schedule and attributes lost cycles as well as it can.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass
class Timing:
    core: str
    total_cycles: int
    issue: np.ndarray                   # int64: cycle in which each retired instruction issued
    base: np.ndarray                    # int64: base clocks of each retired instruction
    lost: dict[str, np.ndarray]         # cause -> int64 cycles lost at each retired instruction
    pipe: np.ndarray | None = None      # int8 index into ``pipe_names`` (U/V pipe, port, E0/E1)
    pipe_names: tuple[str, ...] = ()
    notes: list[str] = field(default_factory=list)

    def breakdown(self, mask: np.ndarray | None = None) -> dict[str, int]:
        """Cycles by cause: ``base`` plus each cause of loss, over all or the masked instructions."""
        sel = (lambda a: a) if mask is None else (lambda a: a[mask])
        out = {"base": int(sel(self.base).sum())}
        for cause, arr in sorted(self.lost.items()):
            out[cause] = int(sel(arr).sum())
        return out

    def cost(self) -> np.ndarray:
        """Cycles charged to each retired instruction (base + every loss)."""
        c = self.base.copy()
        for arr in self.lost.values():
            c += arr
        return c

    def static_cycles(self, trace) -> np.ndarray:
        """int64 per static instruction of ``trace``: the cycles charged to it over the run."""
        return np.bincount(trace.index, weights=self.cost(), minlength=len(trace.static)).astype(np.int64)

    def reason(self, i: int) -> str:
        """Why instruction ``i`` issued where it did, in words; "" where the model does not say."""
        return ""

    def cause_of(self, i: int) -> dict[str, int]:
        return {k: int(v[i]) for k, v in self.lost.items() if v[i]}
