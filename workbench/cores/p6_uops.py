"""Uop decomposition of one x86 instruction for the P6 (Pentium Pro, Pentium II) cost model.

The static half of ``workbench/cores/p6.py``: for one decoded instruction, computed once per static
instruction, everything the scheduler there needs and nothing that depends on the run. Every number
comes from machines/p6.toml or machines/pentium2.toml (sources there):

  uops       the row of the timing table (``machines/forms/p6.csv``) that the instruction's form
             matches gives its uop list, usually a machine-file list ``uops.<form>`` (Agner ch.29); each uop kind has a port set ``ports.<kind>`` (p0 ALU/shift/LEA/IMUL, p1
             ALU/branch, p2 load, p3 store address, p4 store data; Agner ch.17) and a latency
             ``latency.<kind>``. A dual-port uop tries ``ports.dual_port_preference`` first.
  operands   the load and store-address uops read the address registers, the compute uops the
             other sources and the running temporary, the store-data uop the value stored.
  decode     whether D1/D2 may take it (one uop, at most ``frontend.simple_max_bytes``, no
             prefix), its prefix count and its 16-byte fetch block (``frontend.fetch_block``).
  partials   the register and flags parts it reads and writes (low byte, high byte, low word,
             whole) for the partial-register and partial-flags stalls (Agner 19.1, 19.2), and
             whether it is a zeroing idiom (XOR/SUB r,r).
"""
from __future__ import annotations

import numpy as np

from isa.trace import StaticInsn, Trace

from ..machine import MachineSpec
from . import forms, x87
from .spec_reads import Reads, holds

_REG = {"eax": 0, "ecx": 1, "edx": 2, "ebx": 3, "esp": 4, "ebp": 5, "esi": 6, "edi": 7, "flags": 8,
        **{f"mm{i}": 9 + i for i in range(8)}}
_FLAGS = 8
FP0 = 17                # the eight x87 registers 17..24 (physical: the stack maps positions to them)
FP_STATUS = 25          # the x87 status word (compares write it, FNSTSW reads it)
_NREG = 26
# an x87 operand in a uop's sources or destinations before the run maps it: position p read is
# FP_READ + p, written (after the instruction's push) FP_WRITE + p; 8 is the status word
FP_READ, FP_WRITE = 1000, 2000
_FULL = 7                     # register part masks: 1 low byte, 2 high byte, 3 low word, 7 whole
_CF_READERS = {"jb", "jae", "jc", "jnc", "jnae", "jnb", "adc", "sbb", "rcl", "rcr", "setb", "setae",
               "setc", "setnc", "cmc", "cmovb", "cmovae"}
_CFZF_READERS = {"jbe", "ja", "jna", "jnbe", "setbe", "seta", "cmovbe", "cmova"}
_KIND_LAT = {"alu": "latency.alu", "shift": "latency.alu", "lea": "latency.alu",
             "imul": "latency.imul", "branch": "latency.branch", "load": "latency.load",
             "sta": "latency.alu", "std": "latency.alu"}
_KIND_PORT = {"alu": "ports.alu", "shift": "ports.shift", "lea": "ports.lea", "imul": "ports.imul",
              "branch": "ports.branch", "load": "ports.load", "sta": "ports.store_address",
              "std": "ports.store_data"}

def _unit_bit(spec: MachineSpec, name: str) -> int:
    """A bit above the ports' for a unit that is not pipelined (a kind with ``interval.<kind>``):
    the scheduler marks it busy for each clock the unit holds a uop, as it marks a port for the
    clock it issues one. The bits follow the sorted kind names of the machine file."""
    units = sorted(k.split(".", 1)[1] for k in spec.params if k.startswith("interval."))
    return 1 << (8 + units.index(name))


def _port_mask(name: str) -> int:
    digits = name[1:] if name.startswith("p") else name
    return sum(1 << int(ch) for ch in digits)


def _parts(s: StaticInsn):
    """(reads, writes): lists of (register id, part mask) for dependency and partial-stall rules."""
    a = s.attrs
    widths = a.get("read_widths", {})
    high_r, low_r = set(a.get("high_byte_reads", ())), set(a.get("low_byte_reads", ()))
    partial_w = set(a.get("partial_writes", ()))
    byte_w, high_w = set(a.get("byte_writes", ())), set(a.get("high_byte_writes", ()))
    low_w = set(a.get("low_byte_writes", byte_w - high_w))
    reads, writes = [], []
    for r in s.reads:
        if r not in _REG or r == "flags":
            continue
        w = widths.get(r, 32)
        if w >= 32:
            m = _FULL
        elif w == 16:
            m = 3
        else:
            m = (2 if r in high_r else 0) | (1 if (r in low_r or r not in high_r) else 0)
        reads.append((_REG[r], m))
    for r in s.writes:
        if r not in _REG or r == "flags":
            continue
        if r in partial_w:
            m = 3 if r not in byte_w else ((2 if r in high_w else 0) | (1 if r in low_w else 0))
        else:
            m = _FULL
        writes.append((_REG[r], m))
    mn = s.mnemonic
    if "flags" in s.reads or s.klass in ("jcc", "aluc", "rotc"):
        reads.append((_FLAGS, 1 if mn in _CF_READERS else 3 if mn in _CFZF_READERS else 2))
    if "flags" in s.writes:
        writes.append((_FLAGS, 2 if s.klass == "incdec" else 1 if s.klass == "rotate" else 3))
    return reads, writes


def static_info(spec: MachineSpec, s: StaticInsn, core_name: str = "p6"):
    """The scheduler's view of one static instruction under ``spec``: a tuple (uops, number of
    uops, simple, prefixes, fetch block, reads, writes, zero idiom, main uop). Each uop is (port
    mask, port masks in the order tried, latency, sources, destinations, is load, is branch);
    sources and destinations are register ids, or ``-1 - j`` for the temporary of uop ``j``.
    ``main`` is the uop whose port is reported as the instruction's pipe."""
    sp = spec
    kinds = forms.charged(forms.lookup(sp, s, "prot32", core_name), s, sp, "uops", core_name)
    if isinstance(kinds, str):
        kinds = kinds.split()
    reads, writes = _parts(s)
    addr = tuple(_REG[r] for r in s.attrs.get("addr_regs", ()) if r in _REG)
    read_ids = tuple(sorted({r for r, _ in reads}))
    write_ids = tuple(sorted({r for r, _ in writes}))
    fp = x87.effect(s)
    if fp is not None:      # x87 operands by stack position; the run maps them (p6.py)
        read_ids += tuple(FP_READ + p for p in fp.reads) + ((FP_READ + 8,) if fp.status == "r" else ())
        write_ids += tuple(FP_WRITE + p for p in fp.writes) + ((FP_WRITE + 8,) if fp.status == "w" else ())
    data_ids = tuple(r for r in read_ids if r not in addr or s.klass in ("push",)) or read_ids
    prefer = _port_mask(sp["ports.dual_port_preference"])
    uops = []
    has_compute = any(k not in ("load", "sta", "std") for k in kinds)
    prev_tmp = None          # producer of the running temporary: -1 - uop index
    main = 0
    for j, kind in enumerate(kinds):
        # a kind the lists below do not name has its own ports.<kind> and latency.<kind>
        mask = _port_mask(sp[_KIND_PORT.get(kind, f"ports.{kind}")])
        lat = sp[_KIND_LAT.get(kind, f"latency.{kind}")]
        if kind == "load":
            srcs, dsts = addr, (() if has_compute else write_ids)
            main = j if not has_compute else main
        elif kind == "sta":
            srcs, dsts = addr, ()
        elif kind == "std":
            srcs, dsts = ((prev_tmp,) if prev_tmp is not None else tuple(r for r in data_ids if r not in addr)), ()
        else:
            srcs = read_ids if prev_tmp is None else read_ids + (prev_tmp,)
            dsts = write_ids
            if kind == "branch" or not any(uk not in ("load", "sta", "std") for uk in kinds[:j]):
                main = j
        if kind in ("load",) or kind not in ("sta", "std"):
            prev_tmp = -1 - j
        # a dual-port uop tries the preferred port first
        order = (prefer, mask & ~prefer) if mask & prefer and mask & ~prefer else (mask,)
        # a unit that is not pipelined takes a new uop every interval.<kind> clocks
        # (unit.<kind> names a unit two kinds share: FMUL and IMUL the multiplier)
        every = sp.get(f"interval.{kind}") or 0
        unit = _unit_bit(sp, sp.get(f"unit.{kind}") or kind) if every else 0
        uops.append((mask, order, lat, srcs, dsts, kind == "load", kind == "branch", unit, every))
    if s.transfers:
        main = next(j for j, k in enumerate(kinds) if k == "branch")
    if "std" in kinds and not has_compute:
        main = kinds.index("sta")
    n_pref = s.attrs.get("prefixes", 0)
    simple = len(kinds) == 1 and s.size <= sp["frontend.simple_max_bytes"] and n_pref == 0
    block = (s.address + s.size - 1) // sp["frontend.fetch_block"]
    zero = bool(s.attrs.get("zero_idiom")) and bool(sp["partial.zero_idiom"])
    if not sp["partial.flags"]:
        reads = [(r, m) for r, m in reads if r != _FLAGS]
        writes = [(r, m) if r != _FLAGS else (r, 3) for r, m in writes]
    return (tuple(uops), len(kinds), simple, n_pref, block, tuple(reads), tuple(writes), zero, main, fp)


# static_info answers remembered across traces and machine descriptions. Every ``workbench run``
# captures the kernel anew, with new StaticInsn objects, and ``reproduce --sensitivity`` re-times
# each row under what-if values, most of which static_info never reads (a mispredict penalty, the
# partial-stall clocks). So an answer is kept with the machine values it was computed from: the
# instruction is named as the forms tables' memo names it (its bytes and text, from which the
# decoder derives everything else static_info reads) with the decoded facts static_info reads
# directly and the repeat mark of the retired view, and the answer holds for any machine that
# gives the same values for every parameter static_info read (spec_reads.py: the machine's name
# and parameter names, each value looked up, the timing tables' identity). The fetch block, the one
# address-dependent field, is set per address, so the same code at another address (another
# kernel, another layout) shares the rest.
_INFO: dict = {}        # instruction -> [(reads, answer without its fetch block, {address: row})]
_READS: dict = {}       # each distinct reads tuple once, so that a verdict is per distinct tuple
_INFO_MAX = 1 << 16
_BLOCK = 4              # the fetch block's place in static_info's tuple


def static_table(spec: MachineSpec, trace: Trace, core_name: str = "p6") -> list:
    """``static_info`` of each static instruction the trace retires, by static index (None for the
    others, which are never looked up)."""
    table = trace.block_form().table
    used = np.unique(np.concatenate(table)) if table else np.zeros(0, np.int64)
    SI = [None] * len(trace.static)
    if len(_INFO) > _INFO_MAX or len(_READS) > _INFO_MAX:
        _INFO.clear()
        _READS.clear()
    verdict: dict = {}          # id of a distinct reads tuple -> it holds for ``spec``
    for i in used.tolist():
        s = trace.static[i]
        if not s.raw:
            SI[i] = static_info(spec, s, core_name)
            continue
        key = (core_name, s.raw, s.mnemonic, s.op_str, s.size, s.klass, s.flow, s.reads, s.writes,
               s.mem_reads, s.mem_writes, bool(s.attrs.get("repeat")))
        entries = _INFO.setdefault(key, [])
        for reads, answer, rows in entries:
            ok = verdict.get(id(reads))
            if ok is None:
                ok = verdict[id(reads)] = holds(spec, reads)
            if ok:
                break
        else:
            seen = Reads(spec)
            answer = static_info(seen, s, core_name)
            tables, noted = seen.reads()
            reads = _READS.setdefault((tuple(map(id, tables)), repr(noted)), (tables, noted))
            rows = {}
            entries.append((reads, answer, rows))
        row = rows.get(s.address)
        if row is None:
            if answer[_BLOCK] != (s.address + s.size - 1) // spec["frontend.fetch_block"]:
                answer = answer[:_BLOCK] + ((s.address + s.size - 1) // spec["frontend.fetch_block"],) \
                    + answer[_BLOCK + 1:]
            row = rows[s.address] = answer
        SI[i] = row
    return SI
