"""Misaligned data accesses: an additive charge per access that crosses a boundary.

A core whose machine file has ``penalty.misaligned`` (clocks per crossing access) and
``penalty.misaligned_boundary`` (bytes) charges each data access whose first and last byte lie on
different sides of such a boundary; Agner Fog's Pentium manual (ch. "Alignment") gives the P5's
4-byte and the P6's 32-byte (cache line) boundaries. The charge is added after the pipeline rules,
as the cache misses are, and does not shift the schedule (a simplification on the P6, where a split
load mostly lengthens the load's latency).
"""
from __future__ import annotations

import numpy as np

from isa.trace import Trace

from ..machine import MachineSpec


def crossing(trace: Trace, boundary: int) -> np.ndarray:
    """bool per access of ``trace``: it crosses a ``boundary``-byte boundary."""
    acc = trace.accesses
    if not len(acc):
        return np.zeros(0, bool)
    size = np.maximum(acc.size.astype(np.int64), 1)
    # a naturally aligned access (a qword on 8, a tbyte on 8) is never penalised, though it may
    # span a smaller boundary (Agner's alignment table: 8 for 8 and 10 bytes, the size below)
    natural = np.where(size >= 8, 8, np.where(size >= 4, 4, np.where(size >= 2, 2, 1)))
    spans = (acc.addr // boundary) != ((acc.addr + size - 1) // boundary)
    return spans & (acc.addr % natural != 0)


def charges(spec: MachineSpec, trace: Trace, log, per_retired: bool) -> dict:
    """{"misalign": cycles per retired instruction (``per_retired``) or per static instruction};
    ``log`` is the engine's RunLog, which finds the static instruction of a retired position."""
    out = np.zeros(len(trace) if per_retired else len(trace.static), np.int64)
    cross = crossing(trace, int(spec["penalty.misaligned_boundary"]))
    if not cross.any():
        return {"misalign": out}
    pos = trace.accesses.insn[cross]
    pen = int(spec["penalty.misaligned"])
    if per_retired:
        np.add.at(out, pos, pen)
    else:
        np.add.at(out, log.statics(*log.locate(pos)), pen)
    return {"misalign": out}
