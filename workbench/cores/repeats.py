"""REP string instructions: the first retirement and the repeats are timed apart.

Unicorn retires a REP-prefixed string instruction once per iteration, and once more when the count
runs out (``rep movsb`` with ECX = 4 retires five times, with ECX = 0 once). Intel's tables give
such an instruction as a start-up plus a cost per iteration ("7+4n"), so the timing table has a
``clocks`` column for the first retirement and a ``repeat`` column for each further one in a row
(``workbench/cores/forms.py``). This module gives every further retirement its own static
instruction (a copy marked ``attrs["repeat"]``), so a core charges it from the ``repeat`` column
with no rule of its own, and joins the repeats into the run they belong to: capture ends a block
at each retirement, and the jump back to the same address is not a transfer of the program.

A REPE/REPNE scan that stops on its condition after k iterations retires k times, not k + 1, so it
is charged one iteration less than its count: unicorn does not say which way it stopped.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from isa.blocks import Blocks
from isa.trace import StaticInsn, Trace

PREFIXES = ("rep ", "repe ", "repne ", "repz ", "repnz ")


def is_repeated(s: StaticInsn) -> bool:
    return s.mnemonic.startswith(PREFIXES)


def mark_repeats(trace: Trace) -> Trace:
    """The trace with each further retirement of a REP instruction as its own marked static
    instruction (the same trace when it has none)."""
    rep = [k for k, s in enumerate(trace.static) if is_repeated(s)]
    if not rep or len(trace) == 0:
        return trace
    b = trace.block_form()
    seq = b.sequence
    rep_set = set(rep)
    # a block whose first instruction is a REP instruction that the block before it ended with
    # starts with a repeat (capture gives each repeat its own block; a trace built from columns,
    # such as ``workbench time``'s copies, may continue the block after the last repeat)
    starts_rep = {bid: int(tb[0]) for bid, tb in enumerate(b.table) if len(tb) and int(tb[0]) in rep_set}
    last = np.array([int(tb[-1]) if len(tb) else -1 for tb in b.table], dtype=np.int64)
    again = np.zeros(len(seq), dtype=bool)
    if len(seq) > 1:
        firsts = np.array([starts_rep.get(int(x), -2) for x in seq[1:].tolist()], dtype=np.int64)
        again[1:] = last[seq[:-1]] == firsts
    if not again.any():
        return trace
    static = list(trace.static)
    table = list(b.table)
    copy_of: dict[int, int] = {}          # static index -> its repeat copy
    block_of: dict[int, int] = {}         # block id -> the same block starting with the copy
    for bid in sorted({int(x) for x in seq[again].tolist()}):
        k = starts_rep[bid]
        if k not in copy_of:
            s = static[k]
            copy_of[k] = len(static)
            static.append(dataclasses.replace(s, attrs={**s.attrs, "repeat": True}))
        block_of[bid] = len(table)
        rest = b.table[bid][1:]
        table.append(np.concatenate(([copy_of[k]], rest)).astype(np.int32))
    new_seq = seq.copy()
    new_seq[again] = [block_of[int(x)] for x in seq[again].tolist()]
    ends = b.ends_taken.copy()
    ends[np.flatnonzero(again) - 1] = False     # the repeat continues the run in place
    blocks = Blocks(table, new_seq, ends)
    return Trace(trace.isa, static, None, None, trace.accesses, None, trace.spaces, trace.meta,
                 blocks=blocks)
