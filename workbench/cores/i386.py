"""Intel 80386DX cost model: table clocks, "+m" after transfers, partial registers, prefetch queue.

One execution unit, no cache (docs/references.md 2.6). Per retired instruction (machine file ``clocks.*``):
  - the Programmer's Reference Manual clocks of its form ("base"); the PRM counts assume the
    instruction is already prefetched and decoded, zero wait states and aligned operands;
  - "branch": a taken transfer's extra clocks over its not-taken count (Jcc 7 vs 3) plus "+m", the
    number of components of the *next instruction executed* (PRM 17.2.2.3: the whole displacement is
    one component, the whole immediate one, every other byte, prefixes included, one each);
  - "prefix": ``penalty.prefix`` per prefix byte (0 by default: the tables charge none; the bytes
    still cost fetch bandwidth below);
  - "indexed": ``penalty.two_reg_ea`` for an address with two general registers (base + index);
  - "partial_reg": ``penalty.partial_read`` when the instruction right after a byte-register write
    reads a wider part of that register (as data or as an address; libdes readme: 386 1 cycle);
  - "fetch": the prefetch queue running dry. The bus delivers ``fetch.bytes_per_clock`` code bytes
    per clock it is free; each data read or write holds it ``fetch.bus_clocks_per_access`` clocks
    (data has priority over prefetch). An instruction needs all its bytes in the queue
    (``fetch.queue_bytes`` deep) before it starts; a shortfall stalls it for the clocks the bus needs
    to deliver the rest. A taken transfer empties the queue; the "+m" clocks it is charged are taken
    to have fetched exactly the target instruction, so the run after it starts with that instruction
    queued and nothing more. The decoded-instruction queue (3 entries) and the decoder's own rate are
    not modelled (a simplification: their buffering is folded into the 16 bytes).
The fetch pass is sequential over each straight-line run (a taken transfer ends a run) and memoised
by the run's contents, since a kernel repeats the same runs; everything else is vectorised.
"""
from __future__ import annotations

import numpy as np

from isa.trace import StaticInsn, Trace

from ..errors import WorkbenchError
from ..machine import MachineSpec, load_machine
from ..timing import Timing

CAUSES = ("prefix", "indexed", "partial_reg", "branch", "fetch")
_STACK = ("push", "pop", "call", "ret")
_SREGS = ("cs", "ds", "es", "ss", "fs", "gs")
_GPR = {r: i for i, r in enumerate(("eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp"))}


def _no_timing(s: StaticInsn, why: str = "") -> WorkbenchError:
    return WorkbenchError(f"the i386 model has no timing for '{s.text}' (class {s.klass}){why}; "
                          "add it to workbench/machines/i386.toml and cores/i386.py")


def base_clocks(s: StaticInsn, spec: MachineSpec, mode: str) -> tuple[int, int]:
    """(clocks when not taken / for non-branches, clocks when a transfer is taken, without +m)."""
    c = lambda k: spec[f"clocks.{k}"]  # noqa: E731
    k, form, a = s.klass, s.attrs.get("form", ""), s.attrs
    mem = "m" in form
    m = s.mnemonic
    # segment registers named as operands (a segment override only shows up in reads)
    ops = [o.strip() for o in s.op_str.split(",")] if s.op_str else []
    sreg_dst = bool(ops) and ops[0] in _SREGS
    sreg_src = len(ops) > 1 and ops[-1] in _SREGS
    if k == "mov":
        if sreg_dst:
            suffix = "real16" if mode == "real16" else "prot32"
            return c(f"mov_sreg_{'m' if mem else 'r'}_{suffix}"), 0
        if sreg_src:
            return c("mov_from_sreg"), 0
        if form.startswith("m"):
            return c("mov_store"), 0
        return (c("mov_load") if mem else c("mov_rr")), 0
    if k == "movx":
        return (c("movx_m") if mem else c("movx_r")), 0
    if k == "lea":
        return c("lea"), 0
    if k in ("alu", "aluc"):
        if not mem:
            return c("alu_rr"), 0
        if m == "test":
            return c("test_m"), 0
        if m == "cmp":
            return (c("cmp_mr") if form.startswith("m") else c("cmp_rm")), 0
        return (c("alu_mr") if form.startswith("m") else c("alu_rm")), 0
    if k == "incdec":
        return (c("incdec_m") if mem else c("incdec_r")), 0
    if k == "unary":
        return (c("unary_m") if mem else c("unary_r")), 0
    if k in ("shift", "rotate"):
        return (c("shift_m") if mem else c("shift_r")), 0
    if k == "rotc":
        return (c("rotc_m") if mem else c("rotc_r")), 0
    if k == "xchg":
        return (c("xchg_rm") if mem else c("xchg_rr")), 0
    if k == "bswap":
        raise _no_timing(s, ": BSWAP is a 486 instruction, the 80386 has none")
    if k == "mul" and one_operand_32(s):
        return (c("mul_m32") if mem else c("mul_r32")), 0
    if k == "push":
        if sreg_dst:
            raise _no_timing(s)
        return (c("push_m") if mem else c("push_r")), 0
    if k == "pop":
        if sreg_dst:
            raise _no_timing(s)
        return (c("pop_m") if mem else c("pop_r")), 0
    if k == "nop":
        return c("nop"), 0
    if k == "hlt":
        return c("hlt"), 0
    if k == "jcc":
        if m in ("jcxz", "jecxz"):
            return c("jcxz_not_taken"), c("jcxz_taken")
        return c("jcc_not_taken"), c("jcc_taken")
    if k == "loop":
        return c("loop_not_taken"), c("loop_taken")
    if k in ("jmp", "call"):
        if form not in ("i", "r", "m"):
            raise _no_timing(s, ": far transfers are not modelled")
        v = c(f"{k}_m") if mem else c(k)
        return v, v
    if k == "ret":
        if m != "ret":
            raise _no_timing(s, ": far returns are not modelled")
        return c("ret"), c("ret")
    raise _no_timing(s)


def one_operand_32(s: StaticInsn) -> bool:
    """MUL/IMUL r/m32 (EDX:EAX = EAX * r/m32), the only multiply form the machine files time."""
    ops = [o.strip() for o in s.op_str.split(",")] if s.op_str else []
    return len(ops) == 1 and (ops[0].startswith("dword") or ops[0] in _GPR)


def components(s: StaticInsn) -> int:
    """PRM 17.2.2.3 "m": the whole displacement and the whole immediate count one component each,
    every other byte (prefixes, opcode, ModR/M, SIB) one each."""
    if "disp_size" not in s.attrs:
        return max(1, s.size)
    d, i = s.attrs["disp_size"], s.attrs["imm_size"]
    return s.size - d - i + (d > 0) + (i > 0)


class I386:
    isa = "x86"

    def __init__(self, spec: MachineSpec | None = None, name: str = "i386"):
        self.spec = spec or load_machine("i386")
        self.name = name

    # ---- static (per decoded instruction) costs ----
    def _static(self, static: list[StaticInsn], mode: str) -> dict[str, np.ndarray]:
        sp = self.spec
        n = len(static)
        out = {k: np.zeros(n, np.int64) for k in
               ("base", "taken_extra", "prefix", "indexed", "comp", "size", "bus", "bytew", "wideread")}
        for j, s in enumerate(static):
            a = s.attrs
            nt, tk = base_clocks(s, sp, mode)
            out["base"][j] = nt
            out["taken_extra"][j] = max(0, tk - nt) if s.transfers else 0
            out["prefix"][j] = a.get("prefixes", 0) * sp["penalty.prefix"]
            explicit_mem = "m" in a.get("form", "") and s.klass != "lea"
            two = explicit_mem and len([r for r in a.get("addr_regs", ()) if r != "esp" or
                                        s.klass not in _STACK]) >= 2
            out["indexed"][j] = sp["penalty.two_reg_ea"] if two else 0
            out["comp"][j] = components(s)
            out["size"][j] = s.size
            out["bus"][j] = (s.mem_reads + s.mem_writes) * sp["fetch.bus_clocks_per_access"]
            bw = 0
            for r in a.get("byte_writes", ()):
                bw |= 1 << _GPR.get(r, 8)
            out["bytew"][j] = bw & 0xFF
            wr = 0
            if not a.get("zero_idiom"):
                for r, w in a.get("read_widths", {}).items():
                    if w > 8 and r in _GPR:
                        wr |= 1 << _GPR[r]
            out["wideread"][j] = wr
        return out

    # ---- sequential prefetch-queue pass over one straight-line run ----
    def _run_fetch(self, size: np.ndarray, exec_clk: np.ndarray, bus: np.ndarray, q0: int) -> np.ndarray:
        """Fetch stalls of one run: ``size`` bytes per instruction, ``exec_clk`` clocks each spends
        executing (all causes but fetch), ``bus`` of them the bus is held by data; ``q0`` bytes queued
        when the run starts."""
        cap = int(self.spec["fetch.queue_bytes"])
        rate = int(self.spec["fetch.bytes_per_clock"])
        n = size.shape[0]
        stall = np.zeros(n, np.int64)
        q = q0
        for j in range(n):
            need = int(size[j])
            if q < need:
                s = -(-(need - q) // rate)
                stall[j] = s
                q += s * rate
            q = min(cap, q - need + rate * max(0, int(exec_clk[j]) - int(bus[j])))
        return stall

    def time(self, trace: Trace) -> Timing:
        if trace.isa != "x86":
            raise WorkbenchError(f"i386 times x86 traces, not {trace.isa}")
        static, index, taken = trace.static, trace.index, np.asarray(trace.taken, bool)
        n = len(trace)
        mode = trace.meta.mode or "prot32"
        st = self._static(static, mode)
        base = st["base"][index]
        lost = {c: np.zeros(n, np.int64) for c in CAUSES}
        lost["prefix"] = st["prefix"][index]
        lost["indexed"] = st["indexed"][index]
        # taken transfers: extra clocks + m of the next executed instruction
        comp = st["comp"][index]
        m_next = np.zeros(n, np.int64)
        m_next[:-1] = comp[1:]
        lost["branch"] = np.where(taken, st["taken_extra"][index] + m_next, 0)
        # partial register: a wider read right after a byte write of the same register
        if n > 1:
            hit = (st["bytew"][index[:-1]] & st["wideread"][index[1:]]) != 0
            lost["partial_reg"][1:] = np.where(hit, self.spec["penalty.partial_read"], 0)
        # prefetch queue, per straight-line run
        size = st["size"][index]
        bus = st["bus"][index]
        exec_clk = base + lost["prefix"] + lost["indexed"] + lost["partial_reg"]
        ends = np.nonzero(taken)[0] + 1
        bounds = np.concatenate(([0], ends, [n])) if n else np.array([0, 0])
        fetch = lost["fetch"]
        memo: dict = {}
        q0 = int(self.spec["fetch.queue_bytes"])        # the first instruction finds a full queue
        for lo, hi in zip(bounds[:-1].tolist(), bounds[1:].tolist()):
            if hi <= lo:
                continue
            key = (index[lo:hi].tobytes(), lost["partial_reg"][lo:hi].tobytes(), q0)
            hit = memo.get(key)
            if hit is None:
                hit = self._run_fetch(size[lo:hi], exec_clk[lo:hi], bus[lo:hi], q0)
                memo[key] = hit
            fetch[lo:hi] = hit
            if hi < n:
                q0 = int(size[hi])       # after a taken transfer: the target instruction, paid by +m
        cost = base.copy()
        for arr in lost.values():
            cost += arr
        end = np.cumsum(cost)
        issue = end - base
        total = int(end[-1]) if n else 0
        notes = [f"{mode}; +m after taken transfers; prefix {self.spec['penalty.prefix']} clock(s)/byte; "
                 f"{self.spec['fetch.queue_bytes']}-byte queue, {self.spec['fetch.bytes_per_clock']} "
                 "bytes/free bus clock, no cache"]
        return Timing(self.name, total, issue, base, lost, np.zeros(n, np.int8), ("exec",), notes)


MODELS = {"i386": lambda spec=None: I386(spec)}
