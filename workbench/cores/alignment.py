"""Misaligned data accesses: an additive charge per access that crosses a boundary.

A core whose machine file has ``penalty.misaligned`` (clocks per crossing access) and
``penalty.misaligned_boundary`` (bytes) charges each data access whose first and last byte lie on
different sides of such a boundary; Agner Fog's Pentium manual (ch. "Alignment") gives the P5's
4-byte and the P6's 32-byte (cache line) boundaries. The charge is added after the pipeline rules,
as the cache misses are, and does not shift the schedule (a simplification on the P6, where a split
load mostly lengthens the load's latency).
"""
from __future__ import annotations

import ctypes

import numpy as np

from isa.trace import Trace

from ..machine import MachineSpec


def crossing(trace: Trace, boundary: int) -> np.ndarray:
    """bool per access of ``trace``: it crosses a ``boundary``-byte boundary."""
    out = np.zeros(len(trace.accesses), bool)
    out[crossing_positions(trace, boundary)] = True
    return out


def crossing_positions(trace: Trace, boundary: int) -> np.ndarray:
    """The positions in ``trace``'s access log of the accesses that cross a ``boundary``-byte
    boundary, in order: one C pass (enginewalk.c ``misaligned_accesses``), or numpy."""
    acc = trace.accesses
    if not len(acc):
        return np.zeros(0, np.int64)
    from . import engine                # engine imports the cores' shared pieces, not this
    lib = engine._native() if boundary > 0 else None
    if lib is not None:
        addr = np.ascontiguousarray(acc.addr, np.int64)
        size = np.ascontiguousarray(acc.size, np.int8)
        at = np.empty(len(addr), np.int64)
        fn = lib.misaligned_accesses
        if not getattr(fn, "_typed", False):
            fn.restype = ctypes.c_int64
            fn.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64,
                           ctypes.c_void_p]
            fn._typed = True
        return at[:fn(addr.ctypes.data, size.ctypes.data, len(addr), boundary, at.ctypes.data)]
    return _crossing_numpy(acc.addr, acc.size, boundary)


def _crossing_numpy(addr: np.ndarray, size: np.ndarray, boundary: int) -> np.ndarray:
    size = np.maximum(size.astype(np.int64), 1)
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
    return cand[addr[cand] % natural != 0]


def charges(spec: MachineSpec, trace: Trace, log, per_retired: bool) -> dict:
    """{"misalign": cycles per retired instruction (``per_retired``) or per static instruction};
    ``log`` is the engine's RunLog, which finds the static instruction of a retired position."""
    out = np.zeros(len(trace) if per_retired else len(trace.static), np.int64)
    cross = crossing_positions(trace, int(spec["penalty.misaligned_boundary"]))
    if not len(cross):
        return {"misalign": out}
    pos = trace.accesses.insn[cross]
    pen = int(spec["penalty.misaligned"])
    if per_retired:
        np.add.at(out, pos, pen)
    else:
        np.add.at(out, log.statics(*log.locate(pos)), pen)
    return {"misalign": out}
