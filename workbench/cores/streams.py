"""The cache streams of a retired stream, shared by the cost models.

Every x86 model fetches each retired instruction's code (the line of its first byte, and the line
of its last byte when the instruction spans two lines) and looks up the first data access of the
instructions that allocate (loads; stores too where the cache allocates on writes), through one
unified cache (486) or a code cache and a data cache (Pentium, P6). ``walk`` runs that stream
over a block-level trace in one C pass (cachesim.c ``cachesim_walk``, block by block: each
block's accesses are reduced once to those that can change a cache) and returns misses per
static instruction, so totals never need per-instruction arrays; ``flags=True`` also returns per
retired instruction which accesses missed (and where, in order), for cores whose schedule depends
on it and for the timeline views. Without a C compiler the same stream is built with numpy and run
through cache.simulate (tests/test_p6_speed.py holds the two to the same answers).
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

from isa.trace import Trace

from .cache import CacheGeometry, _library, simulate

FIRST, LAST, DATA = 1, 2, 4            # bits of the per-instruction flags


@dataclass(frozen=True)
class CachePlan:
    code: CacheGeometry | None          # the code cache (None: code fetches not simulated)
    data: CacheGeometry | None          # the data cache (ignored when unified)
    unified: bool                       # code and data share ``code``
    allocates: np.ndarray               # bool per static instruction: its first access allocates
    code_span: bool = True              # also fetch the line of the last byte


def allocating(static, write_allocate: bool) -> np.ndarray:
    """CachePlan.allocates for a data cache: instructions that read memory, and those that only
    write it when the cache allocates on a write miss (the machine file's ``write_allocate``)."""
    reads = np.array([s.mem_reads > 0 for s in static], bool)
    writes = np.array([s.mem_writes > 0 for s in static], bool)
    return reads | (writes & bool(write_allocate))


@dataclass
class Misses:
    first: np.ndarray                   # int64 per static: misses on the first byte's line
    last: np.ndarray                    # ... on the last byte's line
    either: np.ndarray                  # ... instructions whose fetch missed at all
    data: np.ndarray                    # ... data misses
    flags: np.ndarray | None = None     # uint8 per retired instruction (FIRST | LAST | DATA)
    fresh: np.ndarray | None = None     # bool per retired: first run since its line was filled
    where: np.ndarray | None = None     # the positions where flags is not 0, in order, where the
                                        # walk gave them (the C walk)


def no_misses(m: Misses) -> Misses:
    """The same shape with every access a hit (perfect caches)."""
    z = np.zeros_like
    return Misses(z(m.first), z(m.last), z(m.either), z(m.data),
                  None if m.flags is None else z(m.flags), None if m.fresh is None else z(m.fresh))


def _geo(g: CacheGeometry | None) -> np.ndarray:
    return np.array([g.line, g.sets, g.ways] if g else [0, 0, 0], dtype=np.int64)


def walk(trace: Trace, plan: CachePlan, flags: bool = False, fresh: bool = False) -> Misses:
    """The plan's streams over the trace. ``fresh``: also say, per retired instruction, whether
    it runs for the first time since its first byte's code line was filled (by a first-byte
    miss), as the Pentium's pairing rule needs."""
    ns = len(trace.static)
    first = np.array([s.address for s in trace.static], dtype=np.int64)
    last = np.array([s.address + s.size - 1 if plan.code_span else -1 for s in trace.static],
                    dtype=np.int64)
    alloc = np.ascontiguousarray(plan.allocates, dtype=np.uint8)
    lib = _library()
    if lib is None:
        return _walk_numpy(trace, plan, first, last, flags, fresh)
    b = trace.block_form()
    off = np.zeros(len(b.table) + 1, dtype=np.int64)
    np.cumsum(b.lengths, out=off[1:])
    sidx = np.concatenate(b.table).astype(np.int32) if b.table else np.zeros(1, np.int32)
    seq = np.ascontiguousarray(b.sequence, dtype=np.int64)
    acc_insn = np.ascontiguousarray(trace.accesses.insn, dtype=np.int64)
    acc_addr = np.ascontiguousarray(trace.accesses.addr, dtype=np.int64)
    counts = np.zeros(4 * max(ns, 1), dtype=np.int64)
    n = len(trace)
    out = np.zeros(max(n, 1), dtype=np.uint8) if flags else None
    where = np.empty(max(n, 1), dtype=np.int64) if flags else None  # pages touched only where written
    fn = lib.cachesim_walk
    if not getattr(fn, "_typed", False):
        P, I64 = ctypes.c_void_p, ctypes.c_int64
        fn.restype = I64
        fn.argtypes = [P, P, I64, P, I64, P, P, P, P, P, I64, P, P, ctypes.c_int, P, P, P, P,
                       I64, I64, P]
        fn._typed = True
    line_id, nlines = _line_ids(first, plan) if fresh else (np.zeros(1, np.int32), 1)
    fresh_out = np.zeros(max(n, 1), dtype=np.uint8) if fresh else None
    igeo, dgeo = _geo(plan.code), _geo(plan.data)
    got = fn(off.ctypes.data, sidx.ctypes.data, len(b.table), seq.ctypes.data, len(seq),
             first.ctypes.data, last.ctypes.data, alloc.ctypes.data, acc_insn.ctypes.data,
             acc_addr.ctypes.data, len(acc_addr), igeo.ctypes.data, dgeo.ctypes.data,
             int(plan.unified), counts.ctypes.data, None if out is None else out.ctypes.data,
             None if where is None else where.ctypes.data, line_id.ctypes.data, nlines, ns,
             None if fresh_out is None else fresh_out.ctypes.data)
    if got < 0:
        raise MemoryError("the cache simulator could not allocate its tables")
    c = counts[:4 * ns].reshape(ns, 4) if ns else np.zeros((0, 4), np.int64)
    return Misses(c[:, 0].copy(), c[:, 1].copy(), c[:, 2].copy(), c[:, 3].copy(),
                  None if out is None else out[:n], None if fresh_out is None else fresh_out[:n].view(bool),
                  None if where is None else where[:got].copy())


def _line_ids(first: np.ndarray, plan: CachePlan) -> tuple[np.ndarray, int]:
    """A dense id per static instruction of the code line of its first byte."""
    if plan.code is None or not len(first):
        return np.zeros(max(len(first), 1), dtype=np.int32), 1
    uniq, inv = np.unique(first // plan.code.line, return_inverse=True)
    return inv.astype(np.int32), len(uniq)


def first_runs_since_fill(index: np.ndarray, lines: np.ndarray, filled: np.ndarray) -> np.ndarray:
    """True where a retired instruction runs for the first time since its code line was filled
    (``lines``: its first byte's line, ``filled``: it missed there), per retired instruction."""
    n = index.shape[0]
    pos = np.arange(n, dtype=np.int64)
    fpos = pos[filled]
    if fpos.size == 0:
        return np.zeros(n, bool)
    scale = n + 1
    keys = np.sort(lines[fpos] * scale + fpos)
    q = lines * scale + pos
    k = np.searchsorted(keys, q, side="right") - 1
    ok = k >= 0
    kk = keys[np.maximum(k, 0)]
    last_fill = np.where(ok & (kk // scale == lines), kk % scale, -1)
    order = np.argsort(index, kind="stable")
    si = index[order]
    prev = np.full(n, -1, np.int64)
    same = si[1:] == si[:-1]
    prev[order[1:][same]] = order[:-1][same]
    return last_fill > prev


def _walk_numpy(trace: Trace, plan: CachePlan, first_s, last_s, flags: bool,
                fresh: bool = False) -> Misses:
    """The same stream with per-instruction arrays (no C compiler)."""
    index, n, ns = trace.index, len(trace), len(trace.static)
    f = np.zeros(n, dtype=np.uint8)
    daddr = trace.data_addr
    dsel = np.asarray(plan.allocates, bool)[index] & (daddr >= 0) if n else np.zeros(0, bool)
    if plan.code is not None:
        line = plan.code.line
        fb, lb = first_s[index], last_s[index]
        spans = (lb >= 0) & (fb // line != lb // line)
        code = np.stack([fb, np.where(spans, lb, -1)], 1)
        if plan.unified:
            stream = np.concatenate([code, np.where(dsel, daddr, -1)[:, None]], 1).reshape(-1)
        else:
            stream = code.reshape(-1)
        ok = stream >= 0
        miss = np.zeros(stream.shape[0], bool)
        miss[ok] = simulate(stream[ok], plan.code)
        miss = miss.reshape(n, 3 if plan.unified else 2)
        f |= miss[:, 0].astype(np.uint8) * FIRST | miss[:, 1].astype(np.uint8) * LAST
        if plan.unified:
            f |= miss[:, 2].astype(np.uint8) * DATA
    if not plan.unified and plan.data is not None and dsel.any():
        dm = np.zeros(n, bool)
        dm[dsel] = simulate(daddr[dsel], plan.data)
        f |= dm.astype(np.uint8) * DATA

    def per_static(mask: np.ndarray) -> np.ndarray:
        return np.bincount(index[mask], minlength=ns).astype(np.int64)
    fr = None
    if fresh and n and plan.code is not None:
        fr = first_runs_since_fill(index, first_s[index] // plan.code.line, (f & FIRST) > 0)
    elif fresh:
        fr = np.zeros(n, bool)
    return Misses(per_static((f & FIRST) > 0), per_static((f & LAST) > 0),
                  per_static((f & (FIRST | LAST)) > 0), per_static((f & DATA) > 0),
                  f if flags else None, fr)
