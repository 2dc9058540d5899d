"""The DSP56000's C run loop (interp.c) as Python sees it. It loads the C library through
:mod:`isa.toolkit.native_run` (``WORKBENCH_NO_C=1``, no compiler or a layout that does not match:
:func:`library` is None and the interpreter stays Python), and holds one run's
:class:`Runner`: the C state structure, the code of the native blocks and their per-block facts,
the pc -> block tables the C loop looks blocks up in, and the two growing output buffers (the
block sequence and the data-address log) that the C loop and the interpreter's own Python steps
both append to, in run order.
"""
from __future__ import annotations

import ctypes
import weakref
from array import array
from pathlib import Path

import numpy as np

from isa.toolkit import native_run

from . import lower as _lower

# dsp_run's answers (interp.c)
DONE, TOP, REP, FAULT, STOP, NOMEM = range(6)
WORDS = 1 << 16

_FIELDS = ["V", "X", "Y", "P", "decoded", "ss", "sp", "code", "b_off", "b_n", "b_wm", "b_head",
           "b_tail", "tkey", "tblk", "rkey", "rblk", "pc", "count", "budget", "prev_tail", "lin",
           "stop_at", "stop_left", "last_blk", "seq", "seq_n", "seq_cap", "addrs", "ainsn",
           "aspace", "awrite", "addr_n", "addr_cap", "ibase", "rep_entry", "fault", "fault_arg", "fault_word",
           "fault_blk"]
_POINTERS = {"V", "X", "Y", "P", "decoded", "ss", "code", "b_off", "b_n", "b_wm", "b_head",
             "b_tail", "tkey", "tblk", "rkey", "rblk", "seq", "addrs", "ainsn", "aspace", "awrite"}


class State(ctypes.Structure):
    _fields_ = [(n, ctypes.c_void_p if n in _POINTERS else ctypes.c_int64) for n in _FIELDS]


SOURCE = Path(__file__).with_name("interp.c")


def _prepare(lib) -> str | None:
    """Set the argument types; a reason not to use the library where its State is not the one
    mirrored here."""
    if lib.dsp_state_size() != ctypes.sizeof(State):
        return "interp.c's State does not match its Python mirror"
    lib.dsp_op_names.restype = ctypes.c_char_p
    if lib.dsp_op_names().decode() != _lower.OP_NAMES:
        return "interp.c's operations are not the ones isa/dsp56k/lower.py writes"
    lib.dsp_run.argtypes = [ctypes.POINTER(State)]
    lib.dsp_push_seq.argtypes = [ctypes.POINTER(State), ctypes.c_void_p, ctypes.c_int64]
    lib.dsp_push_addrs.argtypes = [ctypes.POINTER(State)] + [ctypes.c_void_p] * 4 + \
        [ctypes.c_int64]
    lib.dsp_free.argtypes = [ctypes.POINTER(State)]
    lib.dsp_release.argtypes = [ctypes.c_void_p]
    lib.dsp_fit.argtypes = [ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64]
    lib.dsp_fit.restype = ctypes.c_void_p
    return None


def library():
    """The loaded C library, or None (then :func:`why_not` says why)."""
    return native_run.library(SOURCE, "the DSP56000 interpreter", _prepare)


def why_not() -> str:
    library()
    return native_run.why_not(SOURCE)


_NUMPY_DOMAIN = 389047          # the tracemalloc domain numpy reports its array data under
_TRACK = ctypes.pythonapi.PyTraceMalloc_Track
_TRACK.argtypes = [ctypes.c_uint, ctypes.c_size_t, ctypes.c_size_t]
_UNTRACK = ctypes.pythonapi.PyTraceMalloc_Untrack
_UNTRACK.argtypes = [ctypes.c_uint, ctypes.c_size_t]


def _release(lib, ptr: int) -> None:
    _UNTRACK(_NUMPY_DOMAIN, ptr)
    lib.dsp_release(ptr)


def _ptr(a: array) -> int:
    return a.buffer_info()[0]


# ctypes makes a new class (and a reference cycle) for every ``ctype * n`` it is asked for: the
# fixed-size ones once, and the C buffers handed to numpy through an array interface instead
_DECODED = ctypes.c_char * WORDS
_STACKS: dict[int, type] = {}


def _capacity(n: int) -> int:
    """interp.c's grow_seq / grow_addrs: 65,536 entries, doubled until ``n`` fit."""
    cap = 1 << 16
    while cap < n:
        cap *= 2
    return cap


def _allocator():
    """The C allocator's malloc and free (the C loop reallocs and frees what they give)."""
    try:
        libc = ctypes.CDLL(None)
        malloc, free = libc.malloc, libc.free
    except (OSError, AttributeError):
        return None, None
    malloc.restype, malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
    free.restype, free.argtypes = None, [ctypes.c_void_p]
    return malloc, free


_MALLOC, _FREE = _allocator()


class _Buffer:
    """A C buffer as numpy sees it: ``np.asarray`` gives a view of its ``n`` elements, which
    keeps this object (its base) alive."""

    __slots__ = ("__array_interface__", "__weakref__")

    def __init__(self, ptr: int, n: int, typestr: str):
        self.__array_interface__ = {"data": (ptr, False), "shape": (n,), "typestr": typestr,
                                    "version": 3}


class Runner:
    """One run's C side. ``V`` is the interpreter's register array (array('q'): registers, then
    scratch slots, then constants), ``memories`` its word memories (array('q') each)."""

    def __init__(self, lib, V: array, memories: dict[str, array], stack_depth: int = 16):
        self.lib, self.V, self.mem = lib, V, memories
        self.s = State()
        self.ref = ctypes.byref(self.s)
        self.decoded = bytearray(WORDS)
        self._dec = _DECODED.from_buffer(self.decoded)
        stack = _STACKS.get(stack_depth)
        if stack is None:
            stack = _STACKS[stack_depth] = ctypes.c_int64 * (2 * stack_depth)
        self.ss = stack()
        self.code = array("i")
        self.b_off, self.b_n, self.b_wm = array("i"), array("i"), array("i")
        self.b_head, self.b_tail = array("q"), array("q")
        self.tkey, self.tblk = array("i", [-1]) * WORDS, array("i", [0]) * WORDS
        self.rkey, self.rblk = array("i", [-1]) * WORDS, array("i", [0]) * WORDS
        self.lines: list = []              # per block: source line per code word (or None)
        s = self.s
        s.X, s.Y, s.P = _ptr(memories["x"]), _ptr(memories["y"]), _ptr(memories["p"])
        s.decoded = ctypes.addressof(self._dec)
        s.ss = ctypes.addressof(self.ss)
        for name in ("tkey", "tblk", "rkey", "rblk"):     # fixed size: they never move
            setattr(s, name, _ptr(getattr(self, name)))
        self._set = None

    # ------------------------------------------------------------------ tables
    def add_block(self, bid: int, offset: int, lines, n: int, head: int, tail: int,
                  writes_m: bool):
        """Block ``bid`` (ids are consecutive from 0): where its code starts in ``self.code``
        (-1: not native; the interpreter sets ``self.code``, which it may share between runs)."""
        if bid != len(self.b_off):
            raise RuntimeError("blocks must be added in id order")
        self.b_off.append(offset)
        self.b_n.append(n)
        self.b_wm.append(int(writes_m))
        self.b_head.append(head)
        self.b_tail.append(tail)
        self.lines.append(lines)

    def native(self, bid: int) -> bool:
        return self.b_off[bid] >= 0

    def set_main(self, key: int, bid: int) -> None:
        pc = key & 0xFFFF
        self.tkey[pc], self.tblk[pc] = key, bid

    def set_rep(self, key: int, bid: int) -> None:
        pc = key & 0xFFFF
        self.rkey[pc], self.rblk[pc] = key, bid

    def forget_main(self, key: int) -> None:
        pc = key & 0xFFFF
        if self.tkey[pc] == key:
            self.tkey[pc] = -1

    # a run plan's blocks (isa/dsp56k/machine.py, _Plan), all at once
    def preset(self, cols: tuple, lines: tuple, k: int) -> None:
        """The first ``k`` blocks of (code offsets, counts, writes Mn, heads, tails) and their
        source lines, in a Runner that has no block yet."""
        if len(self.b_off):
            raise RuntimeError("blocks must be added in id order")
        self.b_off, self.b_n, self.b_wm, self.b_head, self.b_tail = (c[:k] for c in cols)
        self.lines = list(lines[:k])

    def truncate(self, k: int) -> None:
        """Only blocks 0 .. k-1 (their table entries go with :meth:`set_keys`)."""
        for a in (self.b_off, self.b_n, self.b_wm, self.b_head, self.b_tail, self.lines):
            del a[k:]

    def set_keys(self, pcs: np.ndarray, keys: np.ndarray, ids: np.ndarray, rep: bool) -> None:
        """:meth:`set_main` (or :meth:`set_rep`) for each (pc, key, block); key -1: no block."""
        if len(pcs):
            np.frombuffer(self.rkey if rep else self.tkey, np.int32)[pcs] = keys
            np.frombuffer(self.rblk if rep else self.tblk, np.int32)[pcs] = ids

    def mark(self, pcs: np.ndarray, value: int) -> None:
        """P addresses marked as holding decoded code (1) or not (0)."""
        np.frombuffer(self.decoded, np.uint8)[pcs] = value

    def reserve(self, seq_n: int, addr_n: int) -> None:
        """The output buffers, before the C loop starts them, at the capacity its doubling
        reaches for ``seq_n`` blocks and ``addr_n`` accesses (it grows them further if the run
        needs more): a run as long as the last one then does not copy them while they grow
        (a 2000-block DES run logs 1.3 M accesses, 23 MB). Nothing where the C library's
        allocator cannot be reached."""
        s = self.s
        if s.seq or s.addrs or _MALLOC is None:
            return
        cap, seq_cap = _capacity(addr_n), _capacity(seq_n)
        ptrs = [_MALLOC(n) for n in (8 * cap, 8 * cap, cap, cap, 8 * seq_cap)]
        if not all(ptrs):
            for p in ptrs:
                if p:
                    _FREE(p)
            return
        s.addrs, s.ainsn, s.aspace, s.awrite, s.seq = ptrs
        s.addr_cap, s.seq_cap = cap, seq_cap

    def sequence(self) -> np.ndarray:
        """The block sequence the C loop has written so far (a view: read it before the next
        run)."""
        n = self.s.seq_n
        if not n or not self.s.seq:
            return np.zeros(0, np.int64)
        return np.asarray(_Buffer(self.s.seq, n, np.dtype(np.int64).str))

    # ------------------------------------------------------------------ buffers
    def flush(self, seq: list, addrs: list, insn, space, write) -> None:
        """Move what Python steps appended into the C buffers: block ids, and the accesses'
        addresses with their instruction indices, spaces and write flags (numpy arrays)."""
        if seq:
            a = array("q", seq)
            if not self.lib.dsp_push_seq(self.ref, _ptr(a), len(a)):
                raise MemoryError("block sequence")
            seq.clear()
        if addrs:
            a = np.asarray(addrs, np.int64)
            cols = [np.ascontiguousarray(insn, np.int64), np.ascontiguousarray(space, np.int8),
                    np.ascontiguousarray(write, np.int8)]
            if any(len(c) != len(a) for c in cols):
                raise RuntimeError("internal error: access log columns of different lengths")
            if not self.lib.dsp_push_addrs(self.ref, a.ctypes.data, *(c.ctypes.data for c in cols),
                                           len(a)):
                raise MemoryError("access log")
            addrs.clear()

    def results(self) -> tuple[np.ndarray, ...]:
        """(block sequence, addresses, instruction indices, spaces, write flags) as numpy arrays
        (int64, int64, int64, int8, bool); frees the C buffers."""
        s = self.s
        out = [self._take("seq", s.seq_n, np.int64)]
        n = s.addr_n
        for name, dt in (("addrs", np.int64), ("ainsn", np.int64), ("aspace", np.int8),
                         ("awrite", bool)):
            out.append(self._take(name, n, dt))
        self.lib.dsp_free(self.ref)
        return tuple(out)

    def _take(self, name: str, n: int, dtype) -> np.ndarray:
        """The C buffer ``name`` as a numpy array of its first ``n`` elements, without a copy:
        the buffer is freed when the array (and every view of it) is gone."""
        ptr = getattr(self.s, name)
        if not n or not ptr:
            return np.zeros(0, dtype)
        setattr(self.s, name, None)         # no longer the state's: dsp_free leaves it
        raw = np.int8 if dtype is bool else dtype       # the C side's int8_t
        size = np.dtype(raw).itemsize
        cap = self.s.seq_cap if name == "seq" else self.s.addr_cap
        ptr = self.lib.dsp_fit(ptr, n * size, cap * size)
        buf = _Buffer(ptr, n, np.dtype(raw).str)
        # counted by tracemalloc as numpy's own arrays are (workbench bench's peak memory)
        _TRACK(_NUMPY_DOMAIN, ptr, n * np.dtype(raw).itemsize)
        weakref.finalize(buf, _release, self.lib, ptr)
        arr = np.asarray(buf)
        return arr.view(dtype) if dtype is bool else arr

    def close(self) -> None:
        self.lib.dsp_free(self.ref)

    # ------------------------------------------------------------------ run
    def run(self, stack: list, pc: int, count: int, budget: int, prev_tail: int, lin: int,
            stop_at: int, stop_left: int, last_blk: int, rep_entry: bool) -> int:
        """Run from ``pc`` with the run-loop state given; the system stack ``stack`` (a list of
        [high, low]) goes in and comes back in place. Returns dsp_run's reason; the state is
        read back with :meth:`get`."""
        s = self.s
        # the buffers' addresses, where they may have moved (arrays grow by reallocation)
        now = (_ptr(self.V), _ptr(self.code) if self.code else None, _ptr(self.b_off),
               _ptr(self.b_n), _ptr(self.b_wm), _ptr(self.b_head), _ptr(self.b_tail))
        if now != self._set:
            s.V, s.code, s.b_off, s.b_n, s.b_wm, s.b_head, s.b_tail = now
            self._set = now
        s.pc, s.count, s.budget, s.prev_tail, s.lin = pc, count, budget, prev_tail, lin
        s.stop_at, s.stop_left, s.last_blk, s.rep_entry = stop_at, stop_left, last_blk, rep_entry
        ss = self.ss
        for i, (hi, lo) in enumerate(stack):
            ss[2 * i], ss[2 * i + 1] = hi, lo
        s.sp = len(stack)
        reason = self.lib.dsp_run(self.ref)
        n = s.sp
        if n or stack:
            stack[:] = [[ss[2 * i], ss[2 * i + 1]] for i in range(n)]
        return reason

    def get(self, name: str) -> int:
        return getattr(self.s, name)
