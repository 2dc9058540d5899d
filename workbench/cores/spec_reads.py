"""Answers kept with the machine values they were computed from.

A core's static facts (an instruction's clocks and pairing class, its uops) read a handful of the
machine description's parameters and the timing tables. ``reproduce --sensitivity`` re-times each
row under what-if values, most of which those facts never read (a mispredict penalty, a cache
fill), so an answer computed once can be reused for every machine description that gives the
same value for everything it read. :class:`Reads` stands in for the machine description while an
answer is computed and notes each thing read and its value; :func:`holds` says whether another
description gives the same values (and the same timing tables). A read this class does not know
raises AttributeError, so no answer is ever kept without the values it depends on.
"""
from __future__ import annotations

import numpy as np

from ..errors import WorkbenchError
from ..machine import MachineSpec
from . import forms


class Reads:
    """The machine description as a computation sees it, noting each thing read and its value."""

    def __init__(self, spec: MachineSpec):
        self._spec = spec
        self.noted: dict = {}

    def __getitem__(self, key: str):
        v = self._spec[key]
        self.noted[("[]", key)] = v
        return v

    def get(self, key: str, default=None):
        v = self._spec.get(key, default)
        self.noted[("get", key, default)] = v
        return v

    @property
    def name(self) -> str:
        self.noted[("name",)] = self._spec.name
        return self._spec.name

    @property
    def params(self) -> dict:
        self.noted[("keys",)] = tuple(sorted(self._spec.params))
        return self._spec.params

    def reads(self) -> tuple:
        """(the timing tables of the description, the noted (what, value) pairs in a fixed order):
        what :func:`holds` checks another description against."""
        return _tables(self._spec), tuple(sorted(self.noted.items(), key=repr))


def _tables(spec: MachineSpec) -> tuple:
    """The machine's timing tables (forms.py), none for a core without them (the DSP56001)."""
    try:
        return tuple(forms.tables_for(spec))
    except WorkbenchError:
        return ()


def _look(spec: MachineSpec, what: tuple):
    if what[0] == "[]":
        return spec[what[1]]
    if what[0] == "get":
        return spec.get(what[1], what[2])
    if what[0] == "name":
        return spec.name
    return tuple(sorted(spec.params))


def holds(spec: MachineSpec, reads: tuple) -> bool:
    """Whether ``spec`` gives every value in ``reads`` (same type and value) and the tables."""
    tables, noted = reads
    try:
        if tuple(map(id, _tables(spec))) != tuple(map(id, tables)):
            return False
        for what, v in noted:
            w = _look(spec, what)
            if type(w) is not type(v) or w != v:
                return False
    except Exception:       # a parameter this machine lacks: computed afresh, which says so
        return False
    return True


class KeptFacts:
    """A core's per-table static facts, the latest ``keep`` of them, each with the static table
    and mode it is for and the machine values it read. Answers are shared between callers, which
    only read them (numpy arrays in them are made read-only)."""

    def __init__(self, keep: int = 8):
        self.keep = keep
        self.entries: list = []         # (static table, mode, reads, answer)

    def get(self, spec: MachineSpec, static: list, mode, compute):
        """``compute(spec_like)``'s answer for this table and mode: kept from an earlier call
        whose read values ``spec`` gives, else computed now with the reads noted."""
        for st, md, reads, answer in self.entries:
            if md == mode and len(st) == len(static) and (st is static or st == static) and \
                    holds(spec, reads):
                return answer
        seen = Reads(spec)
        answer = compute(seen)
        _freeze(answer)
        self.entries.append((static, mode, seen.reads(), answer))
        del self.entries[:-self.keep]
        return answer

    def clear(self) -> None:
        self.entries.clear()


def _freeze(value, depth: int = 3) -> None:
    """Make the numpy arrays in ``value`` (and in the dicts and short tuples it holds, a few
    levels down) read-only. Lists are per-instruction facts, not looked into."""
    if isinstance(value, np.ndarray):
        value.setflags(write=False)
    elif depth and isinstance(value, dict):
        for v in value.values():
            _freeze(v, depth - 1)
    elif depth and isinstance(value, tuple) and len(value) <= 16:
        for v in value:
            _freeze(v, depth - 1)


def content_key(s) -> tuple:
    """Everything a decoded instruction's static facts can depend on except its address, source
    line and region: two instructions with equal keys have equal facts under one machine
    description and mode. The ISA's ``attrs`` count by identity: decoding shares one dict among
    the instructions of one content (isa/x86/decode.py), and an instruction made otherwise has
    its own, so it is never taken for another."""
    return (id(s.attrs), s.raw, s.mnemonic, s.op_str, s.size, s.klass, s.flow, s.target,
            s.reads, s.writes, s.mem_reads, s.mem_writes)


def per_content(static: list, row) -> list:
    """``[row(s) for s in static]`` with ``row`` called once per distinct :func:`content_key`, at
    that content's first instruction, in table order (so whatever ``row`` numbers or raises comes
    in the same order as the plain loop's). Unrolled kernels repeat a few dozen instructions
    hundreds of times; the rows of one content are the same object."""
    memo: dict = {}
    out = []
    for s in static:
        k = content_key(s)
        r = memo.get(k)
        if r is None:
            r = memo[k] = row(s)
        out.append(r)
    return out
