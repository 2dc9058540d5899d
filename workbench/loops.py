"""Loops in a fragment: where ``workbench time`` finds one, and how its run is cut into iterations.

A fragment is timed as a loop when it holds one (:func:`find_loop`):

- **Markers.** The region between a ``LLVM-MCA-BEGIN`` and a ``LLVM-MCA-END`` comment (llvm-mca's
  spelling), or ``WORKBENCH-BEGIN`` / ``WORKBENCH-END`` (ours), in whatever comment syntax the
  ISA uses (``#``, ``;``, ``//``, ``!``); no END means "to the end of the file". Code before the
  region runs once first (set-up: a counter, a pointer), code after it once after the loop.
  The region must end in its loop's back-edge.
- **No markers.** The fragment's last instruction (or the one before its delay slot on PA-RISC)
  branches back to an instruction of the fragment: that target is the loop head; the lines before
  it are set-up, run once.

How such a loop is run and measured (:func:`iterations_of`; the method sentence says it too):
the fragment is assembled once, labels and all, and run as written: the back-edge is a real
branch, taken and predicted as the core's branch rules say. The ISA layer stops the run before
the (N+1)-th start of the loop head (``--iterations N``, default 100), so N iterations run with
their back-edge taken. If the loop's own condition ends it sooner (a counter from ``--reg`` or
set in the set-up code) after k iterations, the k-th, whose back-edge falls through, is left
out and k-1 are timed. The steady state is the same difference as for unrolled copies
(``workbench.fragment``): (cycles of N iterations - cycles of the first N/2) / (N - N/2), so
the set-up code, the cold start and the drain cancel.

Beside llvm-mca and uiCA: llvm-mca never executes code: it replays the marked instruction
sequence as a static list for a number of iterations with a fixed latency per instruction and
no branch prediction, caches or memory addresses. uiCA simulates the loop body's instructions
repeatedly (its loop mode keeps the back-edge as a predicted-taken branch) but does not execute
them either, so data-dependent behaviour is outside it. Here every iteration is executed on the
emulator, so the addresses (cache lines, banks, misalignment) and the branch outcomes are the
real ones; the price is that the loop must run: its registers and memory must make sense
(``--reg``, the data area at DATA).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from isa.errors import AssemblyError

MARKER = re.compile(r"^\s*(?:#|;+|//|!|@)\s*(LLVM-MCA|WORKBENCH)-(BEGIN|END)\b", re.IGNORECASE)


@dataclass
class Markers:
    begin: int              # 1-based line of the BEGIN marker (0: none)
    end: int                # 1-based line of the END marker (len(lines) + 1: none)


def markers(lines: list[str], path: str) -> Markers | None:
    """The marked region of ``lines``, or None. Two BEGINs, an END before its BEGIN, or an END
    alone are errors at their line."""
    begin = end = None
    for k, ln in enumerate(lines, 1):
        m = MARKER.match(ln)
        if not m:
            continue
        what = m.group(2).upper()
        if what == "BEGIN":
            if begin is not None:
                raise AssemblyError(path, k, 1, f"a second {m.group(1)}-BEGIN marker (the first is "
                                    f"on line {begin}): mark one region per file")
            begin = k
        else:
            if begin is None:
                raise AssemblyError(path, k, 1, f"{m.group(1)}-END with no BEGIN marker before it")
            if end is not None:
                raise AssemblyError(path, k, 1, f"a second {m.group(1)}-END marker")
            end = k
    if begin is None:
        return None
    return Markers(begin, end if end is not None else len(lines) + 1)


def blank_markers(lines: list[str]) -> list[str]:
    """The lines with every marker comment replaced by an empty line (line numbers kept)."""
    return ["" if MARKER.match(ln) else ln for ln in lines]


@dataclass
class Loop:
    head: int               # address of the loop head (the back-edge's target)
    end: int                # address just past the loop's last instruction (delay slot included)
    edge: int               # address of the back-edge
    edge_line: int          # its source line
    head_line: int | None


def bytes_per_unit(layer) -> int:
    """Code bytes per address unit: 1 for byte-addressed ISAs, 3 for the DSP56000's 24-bit words."""
    return max(1, getattr(getattr(layer, "syntax", None), "unit_bits", 8) // 8)


def _direct_transfer(layer, program, address: int, bpu: int):
    """The StaticInsn at ``address`` if it is a branch, jump or loop with a static target."""
    off = (address - program.base) * bpu
    s = layer.decode(program.code[off:off + 16 * bpu], address, program.mode)
    if s is None or s.target is None or s.flow not in ("branch", "jump", "loop"):
        return None
    return s


def _loop(program, edge, address: int, last: int, bpu: int) -> Loop:
    """The loop of back-edge ``edge`` at ``address``; ``last``: its last instruction's address
    (the edge, or its delay slot)."""
    nxt = [x for x in program.line_of_address if x > last]
    end = min(nxt) if nxt else last + edge.size // bpu
    return Loop(edge.target, end, address, program.line_of_address[address],
                program.line_of_address.get(edge.target))


def find_loop(layer, program, first_line: int, last_line: int) -> Loop | None:
    """The loop whose back-edge is the last instruction of lines first_line..last_line (or the
    last but one, before a delay slot), branching back into those lines; None if there is none."""
    addrs = sorted(a for a, ln in program.line_of_address.items() if first_line <= ln <= last_line)
    bpu = bytes_per_unit(layer)
    for a in addrs[-1:-3:-1]:
        s = _direct_transfer(layer, program, a, bpu)
        if s is None:
            continue
        if addrs[0] <= s.target <= a:
            return _loop(program, s, a, addrs[-1], bpu)
        break       # the last transfer does not branch back: no loop
    return None


def loops_in(layer, program) -> list[Loop]:
    """Every loop of a program: each transfer whose target lies at or before it, innermost
    (shortest) first."""
    bpu = bytes_per_unit(layer)
    out = []
    for a in sorted(program.line_of_address):
        s = _direct_transfer(layer, program, a, bpu)
        if s is not None and s.target <= a and s.target in program.line_of_address:
            out.append(_loop(program, s, a, a, bpu))
    return sorted(out, key=lambda lp: lp.edge - lp.head)


def iterations_of(trace, loop: Loop, want: int) -> tuple[np.ndarray, int, int, int, bool]:
    """Cut a loop's run into iterations: (the iteration of each retired instruction, 0-based,
    -1 for the set-up code before the first and n after the timed part; the number n of
    iterations to time; where the timed part ends; the iterations that ran until the loop was
    left or the run stopped; whether the loop ended by itself).

    The loop ends by itself where its back-edge first retires not taken: that iteration is
    dropped (its back-edge fell through), unless it is the only one. An inner loop of a larger
    program (a kernel's round loop) is cut there too, so its iterations are those of one entry.
    Otherwise the run was stopped at the head: every recorded iteration's back-edge was taken;
    there may be one more than ``want`` of them."""
    statics = trace.static
    addr = np.array([s.address for s in statics], np.int64)[trace.index] if len(trace) \
        else np.zeros(0, np.int64)
    at_head = addr == loop.head
    arrivals = np.flatnonzero(at_head)
    fell = np.flatnonzero((addr == loop.edge) & ~trace.taken[:len(addr)])
    if len(fell):
        p = int(fell[0])
        ran = int(np.count_nonzero(arrivals <= p))
        if ran >= 2:
            n, stop = ran - 1, int(arrivals[ran - 1])
        else:
            n, stop = ran, p + 1
            while stop < len(addr) and loop.edge < addr[stop] < loop.end:   # its delay slot
                stop += 1
        own = True
    else:
        ran = len(arrivals)
        n = min(ran, want)
        stop = int(arrivals[n]) if ran > n else len(trace)
        own = False
    copy = (np.cumsum(at_head) - 1).astype(np.int64)
    copy[stop:] = n
    return copy, n, stop, ran, own
