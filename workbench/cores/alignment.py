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
    addr = acc.addr
    size = np.maximum(acc.size.astype(np.int64), 1)
    last = addr + (size - 1)
    if boundary > 0 and boundary & (boundary - 1) == 0:      # a power of two: compare the high bits
        spans = ((addr ^ last) & -boundary) != 0
    else:
        spans = (addr // boundary) != (last // boundary)
    # a naturally aligned access (a qword on 8, a tbyte on 8) is never penalised, though it may
    # span a smaller boundary (Agner's alignment table: 8 for 8 and 10 bytes, the size below);
    # only the few accesses that span one are looked at
    cand = np.flatnonzero(spans)
    s = size[cand]
    natural = np.where(s >= 8, 8, np.where(s >= 4, 4, np.where(s >= 2, 2, 1)))
    out = np.zeros(len(addr), bool)
    out[cand[addr[cand] % natural != 0]] = True
    return out


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
