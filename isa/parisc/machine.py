"""The PA-RISC 2.0 interpreter (wide mode): executes a Program on a MemoryImage, records a Trace.

Registers are 64-bit (``r0`` reads 0), memory is big endian, ``%sar`` is a 6-bit register. As in
the Alpha interpreter, each basic block reached is compiled once into one Python function from
the table's semantics (:mod:`.semantics`): registers live in locals, loads and stores use
``struct`` on a ``bytearray``, each data access appends its address to one list.

Control flow follows the architecture's two-address instruction queue: a branch takes effect
after the instruction behind it (the delay slot), which executes unless nullified. A block is a
straight run ending with a branch and its delay slot, a halt (``break 0,0``), or 256
instructions. Nullification: an instruction whose condition holds (or a branch's ``,n`` rule:
unconditional branches always, conditional ones when a forward branch is taken or a backward
one is not) nullifies the next one, which retires without effect (``Trace.nullified``). When
that next instruction starts another block, the block returns its address with bit 0 set and
the run enters that block's variant whose first instruction is nullified.

A branch in the delay slot of a taken branch (legal, rare) follows the architecture's two
offset queues (PA-RISC 2.0 Architecture, ch. 4, the instruction address queues IAOQ_Front and
IAOQ_Back; each branch's operation in ch. 7): an instruction runs at the front address; then
the front takes the back address and the back takes the branch's target, if the instruction is
a taken branch, else back + 4. A branch in the slot of branch A (target T1) therefore runs with
back = T1: its link and fall-through are T1 + 4, and if it is taken (target T2) the one
instruction at T1 runs, then control goes on at T2. The block holding A ends with A (the
slot is left out of it); A's block returns ``-2 - T1``, and :meth:`Machine._off_path` runs
instruction by instruction, each a one-instruction block of its own in the trace (start, end =
start + 4), until the queue is in sequence again (back = front + 4), where the ordinary blocks
take over (with the nullified-first variant where the last one nullifies). Nullification
follows the same queue: the ``,n`` or condition of an instruction nullifies the one run next.

Where a C compiler is found (and ``WORKBENCH_NO_C`` is not set) a C loop runs the blocks
(isa/parisc/interp.c, built by isa/native.py): Python still forms each block as above and lowers
it to rows (:mod:`.lower`); a block of instructions C covers (all but the floating-point
operations and MAX-2) is run there, back to back with the next, recording the same block
sequence, nullified positions and data accesses, plus the static index of every instruction.
Python runs the other blocks and the off-sequence path, between C runs, with the registers,
memory and records handed over; both ways give the same trace, registers, memory and faults
(tests/test_parisc_native.py).
"""
from __future__ import annotations

import array
import re
import struct
import sys
from dataclasses import dataclass, replace

import numpy as np

from isa.contract import Execution
from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.program import Program
from isa.toolkit.interp import ProgramCache, byte_memory, failing_position, fault_at
from isa.trace import Accesses, StaticInsn, Trace, TraceMeta

from . import native as native_loop
from .fp import HELPERS as FP_HELPERS
from .lower import MODE_PLAIN, MODE_SLOT_BRANCH, MODE_SLOT_OUT, lower
from .lower import rows as row_array
from .max2 import HELPERS as MAX2_HELPERS
from .semantics import semantics
from .table import REGISTERS, TABLE

HALT = -1
M64 = 0xFFFFFFFFFFFFFFFF
MAX_BLOCK = 256
PAGE_SHIFT = 6          # write-protection granule: 64 bytes (WR[_e >> 6] in semantics.py)
SAR = 32                # index of %sar in the register list
FPR = 33                # index of %fr0 (the floating-point registers follow, raw 64-bit patterns)
CB = FPR + 32           # PSW[C/B]: the carry out of every bit of the last carry-setting add/sub
PSV = CB + 1            # PSW[V]: the divide step's bit (ds)
FPC = PSV + 1           # the FP status register's C bit (fcmp sets it, ftest reads it)
SPECIAL = {"sar": SAR, "cb": CB, "psv": PSV, "fpc": FPC}   # block locals beyond the registers
BRANCH_FLOWS = ("branch", "jump", "call", "return")


# decoded instructions by (word, address) and compiled block code by (entry, words), shared by
# all runs: a kernel run again (sweeps, benchmarks, tests) decodes and compiles nothing
CACHE_LIMIT = 4096
_STATIC: dict = {}
_CODE: dict = {}
_ROWS: dict = {}        # lowered blocks for the C loop (None: a block it does not run), same keys
_SIZES = ("native sizes",)  # under this key a program's decodings keep its last C run's counts
_REPLAYS = ("replays",)     # and the number of compile records they keep (_compile)


class Unaligned(Exception):
    def __init__(self, ea: int):
        self.ea = ea


class ReadOnly(Exception):
    def __init__(self, ea: int):
        self.ea = ea


class Trap(Exception):
    pass


@dataclass
class _Block:
    id: int
    start: int
    fn: object
    sidx: np.ndarray
    n: int
    line_insn: dict
    end: int                # address after the last instruction
    branch_at: int          # position of the block's branch (its delay slot follows), or -1
    filename: str = ""
    native: bool = False    # run by the C loop (fn is None)


def static_insn(word: int, pc: int, program: Program | None = None):
    """(StaticInsn, Decoded) of one word, or None if it is not an instruction of the subset."""
    d = TABLE.decode([word])
    if d is None:
        return None
    f = d.form
    attrs = {"format": f.fmt.name, "sem": f.attrs["sem"]}
    if "width" in f.attrs:
        attrs["width"] = f.attrs["width"]
    if d.values.get("c") or d.values.get("f"):
        attrs["cond"] = True
    if d.values.get("n"):
        attrs["nullify"] = True
    if f.flow in BRANCH_FLOWS:
        attrs["delay_slots"] = 1        # the next instruction runs before control moves
    target = None
    if "w" in d.values and f.flow in BRANCH_FLOWS:
        target = (pc + 8 + d.values["w"]) & 0xFFFFFFFFFFFFFFFF
    text = TABLE.disassemble(d, pc)
    s = StaticInsn(pc, 4, d.mnemonic + d.completer_text, text.partition(" ")[2], f.klass,
                   TABLE.registers_of(d, "reads"), TABLE.registers_of(d, "writes"),
                   int(f.klass == "ld"), int(f.klass == "st"),
                   program.line(pc) if program else None, program.region(pc) if program else None,
                   word.to_bytes(4, "big"), attrs, f.flow, target)
    return s, d


_MISSING = object()
# each program's decoded words with its lines and regions: a program is executed many times
_PROGRAMS = ProgramCache(dict)


class Machine:
    def __init__(self, program: Program, image: MemoryImage):
        self.stopped_at: int | None = None      # where a run stopped early (execute's stop)
        self.program = program
        self.mem, self.writable = byte_memory(program, image, PAGE_SHIFT)
        # the memory as big-endian doublewords too (semantics.LOAD/STORE keep both); where the C
        # loop runs, made when a Python block first needs it (see _q8)
        self.q8: list[int] | None = None
        self._c: native_loop.Run | None = None      # the C loop's state during a native run
        self._hist = 0          # a hash of the keys compiled so far, in order (_compile)
        self.regs = [0] * (FPC + 1)
        names = REGISTERS("gpr")
        fpd = REGISTERS("fpd")
        for name, value in image.registers.items():
            key = name.lower()
            num = SAR if key in ("sar", "%sar", "cr11") else names.get(key, names.get("%" + key))
            if num is None and key.lstrip("%") in fpd:
                num = FPR + fpd[key.lstrip("%")]
            if num is None:
                raise EmulationFault(f"image sets unknown register '{name}'", program.base)
            if num:
                self.regs[num] = value & (63 if num == SAR else 0xFFFFFFFFFFFFFFFF)
        self.static: list[StaticInsn] = []
        self.static_of: dict[int, int] = {}
        self._program_static = _PROGRAMS.get(program)
        self.decoded: list = []
        self.blocks: dict[int, _Block] = {}
        self.block_list: list[_Block] = []
        self.addrs = array.array("Q")      # every data address, in order (numpy reads it as is)
        self.nulls: list[int] = []
        self.off_blocks: dict[int, _Block] = {}     # one-instruction blocks run off sequence
        self.taken_at: list[tuple[int, bool]] = []  # (position, taken) of branches run there

    # ------------------------------------------------------------------ decoding
    def _static(self, pc: int) -> int:
        idx = self.static_of.get(pc)
        if idx is not None:
            return idx
        if pc & 3:
            raise EmulationFault("pc is not word aligned", pc, "?", self.program.where(pc),
                                 self.program.region(pc))
        if pc + 4 > len(self.mem):
            raise EmulationFault("instruction fetch from unmapped address", pc)
        word = int.from_bytes(self.mem[pc:pc + 4], "big")
        # this program's decodings (known answers, sweeps), then any program's for the same
        # word at the same pc
        mine = self._program_static
        got = mine.get((word, pc), _MISSING)
        if got is _MISSING:
            got = _STATIC.get((word, pc))
            if got is None:
                got = static_insn(word, pc)
                if len(_STATIC) >= CACHE_LIMIT * 16:
                    _STATIC.clear()
                _STATIC[(word, pc)] = got
            if got is not None:
                line, region = self.program.line(pc), self.program.region(pc)
                if (line, region) != (got[0].line, got[0].region):
                    got = (replace(got[0], line=line, region=region), got[1])
            mine[(word, pc)] = got
        if got is None:
            raise EmulationFault(f"illegal or unsupported instruction word {word:#010x}", pc,
                                 f".word {word:#010x}", self.program.where(pc),
                                 self.program.region(pc))
        idx = len(self.static)
        self.static.append(got[0])
        self.decoded.append(got[1])
        self.static_of[pc] = idx
        return idx

    def _slot(self, pc: int) -> int | None:
        """The static index of the delay slot at ``pc``, or None where it is left out of its
        block: a word that is no instruction of the table, or a branch (run by ``_off_path``
        when the block's branch is taken)."""
        try:
            idx = self._static(pc)
        except EmulationFault:
            return None
        return None if self.static[idx].flow in BRANCH_FLOWS else idx

    # ------------------------------------------------------------------ block compiler
    def _compile(self, key: int) -> _Block:
        hist = self._hist
        self._hist = hash((hist, key))
        if self._c is not None:
            at = ("replay", hist, len(self.static), len(self.block_list), key)
            got = self._program_static.get(at)
            if got is not None and self.mem[got[0]:got[1]] == got[2]:
                return self._replay(key, got)
            n0 = len(self.static)
        start, null_first = key & ~3, key & 1
        pc = start
        items: list[tuple[int, int, object]] = []
        branch_at = -1
        while True:
            idx = self._static(pc)
            items.append((pc, idx, self.decoded[idx]))
            pc += 4
            flow = self.static[idx].flow
            if flow in BRANCH_FLOWS:
                branch_at = len(items) - 1
                idx = self._slot(pc)
                if idx is None:
                    break       # the slot is left out of the block: see _source's end
                items.append((pc, idx, self.decoded[idx]))
                pc += 4
                break
            if flow == "halt" or len(items) >= MAX_BLOCK:
                break
        name = f"blk_{start:x}_{null_first}"
        filename = f"<parisc block {key:#x}>"
        # the generated code depends only on the words and where they are: kept across runs
        # (and, where the slot was left out, on whether that word is a branch)
        slot_branch = branch_at == len(items) - 1 and self._slot_is_branch(pc)
        ck = (key, tuple(self.static[i].raw for _, i, _ in items), slot_branch)
        if self._c is not None:
            rows = _ROWS.get(ck, _MISSING)
            if rows is _MISSING:
                lowered = [lower(d, ipc) for ipc, _i, d in items]
                rows = None if any(x is None for x in lowered) else row_array(lowered)
                if len(_ROWS) >= CACHE_LIMIT:
                    _ROWS.clear()
                _ROWS[ck] = rows
            if rows is not None:
                sidx = np.array([i for _, i, _ in items], dtype=np.int32)
                native = (start, sidx, rows, branch_at, pc, slot_branch, items[-1][0])
                # what this compile did, for the program's next run in the same state (the same
                # blocks compiled before, in the same order) to repeat without decoding
                hi = min(pc + 4, len(self.mem))
                kept = self._program_static.get(_REPLAYS, 0)
                if kept < CACHE_LIMIT:      # a program run on many paths keeps its first ones
                    self._program_static[_REPLAYS] = kept + 1
                    self._program_static[at] = (start, hi, bytes(self.mem[start:hi]),
                                                self.static[n0:], self.decoded[n0:], native)
                return self._add_native(key, *native)
        cached = _CODE.get(ck)
        if cached is None:
            src, line_insn, _written = self._source(start, items, null_first, branch_at, pc,
                                                    slot_branch)
            code = [f"def {name}(R, c):"] + src
            cached = (compile("\n".join(code), filename, "exec"), line_insn)
            if len(_CODE) >= CACHE_LIMIT:
                _CODE.clear()
            _CODE[ck] = cached
        code_obj, line_insn = cached
        ns = self._namespace()
        exec(code_obj, ns)
        blk = _Block(len(self.block_list), start, ns[name],
                     np.array([i for _, i, _ in items], dtype=np.int32), len(items),
                     {k + 1: v for k, v in line_insn.items()}, pc, branch_at, filename)
        self.blocks[key] = blk
        self.block_list.append(blk)
        return blk

    def _q8(self) -> list[int]:
        if self.q8 is None:
            self.q8 = list(struct.unpack(f">{len(self.mem) // 8}Q", self.mem))
            if self._c is not None:         # C's stores from now on are copied in (_to_python)
                self._c.r.track_dirty = 1
                self._c.take_dirty()
        return self.q8

    def _replay(self, key: int, got) -> _Block:
        """The compile of ``key`` repeated from the record :meth:`_compile` kept: the same
        static entries appended, the same block."""
        _start, _hi, _words, statics, decoded, native = got
        static_of, n = self.static_of, len(self.static)
        for k, st in enumerate(statics):
            static_of[st.address] = n + k
        self.static.extend(statics)
        self.decoded.extend(decoded)
        return self._add_native(key, *native)

    def _add_native(self, key, start, sidx, rows, branch_at, end, slot_branch, b1) -> _Block:
        """A block the C loop runs: its rows and this machine's static indices of them,
        registered there under its key."""
        n = len(sidx)
        blk = _Block(len(self.block_list), start, None, sidx, n, {}, end, branch_at, native=True)
        if branch_at >= 0 and branch_at == n - 1:
            mode = MODE_SLOT_BRANCH if slot_branch else MODE_SLOT_OUT
        else:
            mode = MODE_PLAIN
        self._c.add_block(key, rows, sidx, blk.id, end, mode, b1, branch_at >= 0)
        self.blocks[key] = blk
        self.block_list.append(blk)
        return blk

    def _namespace(self) -> dict:
        """The globals a compiled block function runs with."""
        return {"MB": self.mem, "Q8": self._q8(), "WR": self.writable, "A": self.addrs.append,
                "NL": self.nulls.append,
                "LDQ": struct.Struct(">Q").unpack_from, "LDW": struct.Struct(">I").unpack_from,
                "LDH": struct.Struct(">H").unpack_from, "STQ": struct.Struct(">Q").pack_into,
                "STW": struct.Struct(">I").pack_into, "STH": struct.Struct(">H").pack_into,
                "Unaligned": Unaligned, "ReadOnly": ReadOnly, "Trap": Trap,
                **FP_HELPERS, **MAX2_HELPERS}

    def _locals(self, items, sems):
        """(the lines loading the block's locals from R, the statements storing them back,
        registers written)."""
        used, written = set(), set()
        for s in sems:
            for line in s.lines:
                for tok in _names(line):
                    used.add(tok)
        for ipc, idx, d in items:
            written.update(self.static[idx].writes)
        # block locals: rN (general), fN (floating point: the trace calls them frN)
        local = {w[1:] if w.startswith("fr") else w for w in written}
        regs = sorted({t for t in used if t[0] in "rf" and t[1:].isdigit()} | local,
                      key=lambda r: (r[0] == "f", int(r[1:])))
        regs = [r for r in regs if r != "r0"]
        slot = {r: int(r[1:]) + (FPR if r[0] == "f" else 0) for r in regs}
        slot.update({k: v for k, v in SPECIAL.items() if k in used})
        body: list[str] = [f"    {r} = R[{i}]" for r, i in slot.items()]
        commit = [f"R[{i}] = {r}" for r, i in slot.items()]
        return body, commit, written

    def _slot_is_branch(self, pc: int) -> bool:
        try:
            return self.static[self._static(pc)].flow in BRANCH_FLOWS
        except EmulationFault:
            return False

    def _source(self, start, items, null_first, branch_at, end, slot_branch=False):
        """The body of a block function: (lines, generated line -> position, registers written)."""
        # semantics in order, with what the block has shown about aligned base registers:
        # a check that ran (not on a possibly nullified instruction) holds until a write
        sems, aligned = [], {}
        guarded = bool(null_first)
        for ipc, idx, d in items:
            s = semantics(d, ipc, aligned)
            sems.append(s)
            for w in self.static[idx].writes:
                aligned.pop(w, None)
            if s.aligns and not guarded and s.aligns[0] not in self.static[idx].writes:
                aligned[s.aligns[0]] = s.aligns[1]
            guarded = s.nullify is not None
        _drop_dead_carries(sems, bool(null_first))
        body, commit, written = self._locals(items, sems)
        line_insn: dict[int, int] = {}
        may_null = bool(null_first)           # the next instruction may be nullified
        body.append("    nz = False")
        for k, ((ipc, idx, d), s) in enumerate(zip(items, sems)):
            out: list[str] = []
            certain = k == 0 and null_first
            effect = list(s.lines)
            if s.next_pc is not None:
                effect.append(f"NPC = {s.next_pc}" if s.next_pc != "NPC" else "pass")
            if s.nullify is not None:
                effect.append(f"nz = {s.nullify}")
            if s.halt:
                effect += commit + ["return -1"]
            skipped = [f"NL(c + {k})", "nz = False"]
            if s.next_pc is not None:
                skipped.append(f"NPC = {ipc + 8}")
            if certain:
                out += skipped
            elif may_null:
                out.append("if nz:")
                out += ["    " + x for x in skipped]
                out.append("else:")
                out += ["    " + x for x in (effect or ["pass"])]
            else:
                out += effect
            for x in out:
                body.append("    " + x)
                line_insn[len(body)] = k
            may_null = s.nullify is not None
        last = "NPC" if branch_at >= 0 else str(end)
        body += ["    " + x for x in commit]
        if branch_at >= 0 and branch_at == len(items) - 1:
            # The slot was left out (a word that is no instruction, or a branch). If the branch
            # was nullified or fell through with its slot live, the next instruction runs as an
            # ordinary one: a block of its own starts there (a branch there has its own slot).
            # Else the slot runs with the branch's target as IAOQ_Back: -2 - (target | nz)
            # sends the run to _off_path, bit 0 saying the slot is nullified. A nullified slot
            # that is a branch retires nullified (in sequence: as the first instruction of its
            # own block); one that is no instruction is skipped, not decoded.
            b1 = items[-1][0]
            body += [f"    if not nz and NPC == {b1 + 8}:", f"        return {b1 + 4}"]
            if slot_branch:
                body += [f"    if NPC == {b1 + 8}:", f"        return {b1 + 5}",
                         "    return -2 - (NPC | nz)"]
            else:
                body += ["    if not nz:", "        return -2 - NPC", "    return NPC"]
        else:
            body.append(f"    return {last} | nz" if may_null else f"    return {last}")
        return body, line_insn, written

    # ------------------------------------------------------------------ run
    def run(self, entry: int, budget: int, stop: tuple[int, int] | None = None,
            native: bool | None = None) -> Trace:
        """Run from ``entry``; ``native``: whether the C loop runs the blocks it can (None:
        where it is built, see isa/parisc/native.py; False: the Python path only)."""
        lib = native_loop.library() if native is not False else None
        if lib is not None:
            return self._run_native(lib, entry, budget, stop)
        return self._run_python(entry, budget, stop)

    def _run_python(self, entry: int, budget: int, stop: tuple[int, int] | None = None) -> Trace:
        blocks, regs = self.blocks, self.regs
        seq: list[int] = []
        seq_append = seq.append
        count = 0
        pc = entry
        blk = None
        stop_at, stop_left = stop if stop else (-1, 0)     # isa.contract: IsaLayer.execute
        try:
            while pc != HALT:
                if pc == stop_at:
                    stop_left -= 1
                    if stop_left <= 0:
                        self.stopped_at = pc
                        break
                blk = blocks.get(pc)
                if blk is None:
                    if pc < HALT:       # a taken branch whose delay slot holds a branch
                        back = -2 - pc
                        pc, count, stop_left = self._off_path(
                            self.block_list[seq[-1]].end, back & ~1, back & 1, count, budget,
                            seq, stop_at, stop_left)
                        continue
                    if not 0 <= pc < len(self.mem):
                        raise EmulationFault("jump to unmapped address", pc & ~3)
                    blk = self._compile(pc)
                seq_append(blk.id)
                c = count
                count += blk.n
                if count > budget:
                    raise BudgetExceeded(budget, pc & ~3, self.program.where(pc & ~3))
                pc = blk.fn(regs, c)
        except (Unaligned, ReadOnly, Trap, IndexError, OverflowError, struct.error) as e:
            raise self._fault(e, blk, sys.exc_info()[2]) from None
        return self._trace(seq)

    def _run_native(self, lib, entry: int, budget: int, stop: tuple[int, int] | None) -> Trace:
        """The run with the C loop running every block it can (isa/parisc/interp.c); the rest
        (blocks with instructions it does not run, the off-sequence path after a branch in a
        taken branch's delay slot) runs here as in :meth:`_run_python`, with the same trace."""
        self._c = c = native_loop.Run(lib, self.mem, self.writable, budget,
                                      self._program_static.get(_SIZES))
        try:
            return self._native_loop(c, entry, budget, stop)
        finally:
            c.close()
            self._c = None

    def _native_loop(self, c: native_loop.Run, entry: int, budget: int,
                     stop: tuple[int, int] | None) -> Trace:
        r, regs = c.r, self.regs
        c.regs[:] = regs
        stop_at, stop_left = stop if stop else (-1, 0)
        if 0 <= stop_at <= M64:
            r.has_stop, r.stop_at, r.stop_left = 1, stop_at, min(stop_left, 2**63 - 1)
        seq: list[int] = []         # the block sequence, once Python has run a block too
        mixed = False
        count, pc, skip, blk = 0, entry, False, None
        try:
            while pc != HALT:
                if 0 <= pc <= M64:
                    r.count = count
                    rc = c.run(pc, skip)
                    skip, count = False, r.count
                    if rc == native_loop.RET_HALT:
                        break
                    if rc == native_loop.RET_STOP:
                        self.stopped_at = r.pc
                        break
                    if rc == native_loop.RET_BUDGET:
                        at = r.pc & ~3
                        raise BudgetExceeded(budget, at, self.program.where(at))
                    if rc == native_loop.RET_FAULT:
                        mixed = self._to_python(c, seq)
                        raise self._native_fault(c)
                    pc = -2 - r.pc if rc == native_loop.RET_OFF else r.pc
                if pc < HALT:           # a taken branch whose delay slot holds a branch
                    mixed = self._to_python(c, seq)
                    back = -2 - pc
                    pc, count, stop_left = self._off_path(
                        self.block_list[seq[-1]].end, back & ~1, back & 1, count, budget,
                        seq, stop_at, r.stop_left if r.has_stop else stop_left)
                    r.stop_left = stop_left
                    c.regs[:] = regs
                    if pc == HALT:
                        break
                    continue
                # a key C does not know (its stop check is done)
                blk = self.blocks.get(pc)
                if blk is None:
                    if not 0 <= pc < len(self.mem):
                        raise EmulationFault("jump to unmapped address", pc & ~3)
                    blk = self._compile(pc)
                if blk.native:
                    skip = True
                    continue
                mixed = self._to_python(c, seq)
                seq.append(blk.id)
                k = count
                count += blk.n
                if count > budget:
                    raise BudgetExceeded(budget, pc & ~3, self.program.where(pc & ~3))
                pc = blk.fn(regs, k)
                c.regs[:] = regs
                if pc == HALT:
                    break
        except (Unaligned, ReadOnly, Trap, IndexError, OverflowError, struct.error) as e:
            raise self._fault(e, blk, sys.exc_info()[2]) from None
        if mixed:
            self._to_python(c, seq)
            return self._trace(seq)
        regs[:] = c.regs
        return self._trace_native(c)

    def _to_python(self, c: native_loop.Run, seq: list[int]) -> bool:
        """Hand the run to Python: what C recorded goes into the machine's lists, its
        registers into ``regs``, its stores into the doubleword copy. Returns True."""
        seq.extend(c.take_seq().tolist())
        self.addrs.frombytes(c.take_accesses()[0].tobytes())
        self.nulls.extend(c.take_nulls().tolist())
        c.take_index()
        c.r.keep_index = 0          # the index comes from the block sequence (_trace) now
        self.regs[:] = c.regs
        if self.q8 is not None:
            q8, mem = self.q8, self.mem
            for i in c.take_dirty().tolist():
                q8[i] = int.from_bytes(mem[i << 3:(i << 3) + 8], "big")
        return True

    def _native_fault(self, c: native_loop.Run) -> EmulationFault:
        """The fault the C loop stopped at, as :meth:`_fault` words it for the Python path."""
        r = c.r
        blk = self.block_list[c.block_of[r.fault_block]]
        s = self.static[int(blk.sidx[r.fault_k])]
        kind, ea = r.fault_kind, r.fault_ea
        if kind == native_loop.FLT_UNALIGNED:
            msg = f"unaligned access to {ea:#x}"
        elif kind == native_loop.FLT_READONLY:
            msg = f"store to read-only address {ea:#x}"
        elif kind == native_loop.FLT_TSV:
            msg = "signed overflow trap (,tsv)"
        elif kind == native_loop.FLT_TC:
            msg = "condition trap (,tc)"
        else:
            msg = f"access to unmapped address {self.addrs[-1]:#x}"
        return fault_at(self.program, s, msg)

    def _off_path(self, front: int, back: int, null: int, count: int, budget: int,
                  seq: list[int], stop_at: int, stop_left: int) -> tuple[int, int, int]:
        """Run from a delay slot holding a branch (``front``, nullified if ``null``) whose
        branch went to ``back``, one instruction at a time, until the two offset queues are in
        sequence again. Returns (the next block key: the address, bit 0 set when its first
        instruction is nullified, or HALT; the instruction count; the stop hits left)."""
        regs, nulls, taken_at = self.regs, self.nulls, self.taken_at
        taken_at.append((count - 1, True))      # the branch whose slot this is: taken
        while back != front + 4:
            if front == stop_at:
                stop_left -= 1
                if stop_left <= 0:
                    self.stopped_at = front
                    return HALT, count, stop_left
            blk = self.off_blocks.get(front)
            if blk is None:
                blk = self._compile_off(front)
            seq.append(blk.id)
            c = count
            count += 1
            if count > budget:
                raise BudgetExceeded(budget, front, self.program.where(front))
            if null:                # retires without effect, the queue moves on in sequence
                nulls.append(c)
                nxt, null, taken = (back + 4) & 0xFFFFFFFFFFFFFFFF, False, False
            else:
                try:
                    nxt, null, taken = blk.fn(regs, c, back)
                except (Unaligned, ReadOnly, Trap, IndexError, OverflowError, struct.error) as e:
                    raise self._fault(e, blk, sys.exc_info()[2]) from None
                if nxt == HALT:
                    return HALT, count, stop_left
            if blk.branch_at == 0:
                taken_at.append((c, taken))
            front, back = back, nxt
        return front | null, count, stop_left

    def _compile_off(self, pc: int) -> _Block:
        """The one-instruction block run at ``pc`` while the queues are out of sequence: a
        function of (R, c, back) returning (the next back address or HALT, whether the next
        instruction is nullified, whether a branch here was taken)."""
        self._hist = hash((self._hist, "off", pc))
        idx = self._static(pc)
        st, d = self.static[idx], self.decoded[idx]
        s = semantics(d, pc, None, back="B")
        items = [(pc, idx, d)]
        body, commit, _written = self._locals(items, [s])
        body = list(body) + ["    nz = False"]
        body += ["    " + x for x in s.lines]
        if s.halt:
            body += ["    " + x for x in commit] + ["    return -1, False, False"]
        else:
            if s.next_pc is None:
                body.append(f"    NPC = (B + 4) & {0xFFFFFFFFFFFFFFFF}")
            elif s.next_pc != "NPC":
                body.append(f"    NPC = {s.next_pc}")
            if s.nullify is not None:
                body.append(f"    nz = {s.nullify}")
            taken = "_t" if st.flow == "branch" else str(st.flow in BRANCH_FLOWS)
            body += ["    " + x for x in commit] + [f"    return NPC, nz, {taken}"]
        name = f"off_{pc:x}"
        filename = f"<parisc slot-run {pc:#x}>"
        ns = self._namespace()
        exec(compile("\n".join([f"def {name}(R, c, B):"] + body), filename, "exec"), ns)
        blk = _Block(len(self.block_list), pc, ns[name], np.array([idx], dtype=np.int32), 1,
                     {k + 2: 0 for k in range(len(body))}, pc + 4,
                     0 if st.flow in BRANCH_FLOWS else -1, filename)
        self.off_blocks[pc] = blk
        self.block_list.append(blk)
        return blk

    def _fault(self, e: Exception, blk: _Block, tb) -> EmulationFault:
        k = failing_position(tb, blk.filename, blk.line_insn)
        s = self.static[int(blk.sidx[k])]
        if isinstance(e, Unaligned):
            msg = f"unaligned access to {e.ea:#x}"
        elif isinstance(e, ReadOnly):
            msg = f"store to read-only address {e.ea:#x}"
        elif isinstance(e, Trap):
            msg = str(e)
        elif (s.mem_reads or s.mem_writes) and self.addrs:
            msg = f"access to unmapped address {self.addrs[-1]:#x}"
        else:
            msg = f"{type(e).__name__}: {e}"
        return fault_at(self.program, s, msg)

    def _blocks_trace(self, seq) -> Trace:
        """The trace's block form (static table, blocks, sequence), without its per-instruction
        flags and accesses."""
        bl = self.block_list
        return Trace.from_blocks("parisc", list(self.static), [b.sidx for b in bl], seq,
                                 [b.start for b in bl], [b.end for b in bl],
                                 meta=TraceMeta(mode=self.program.mode, path=self.program.path),
                                 next_start=self.stopped_at)

    def _trace(self, seq: list[int]) -> Trace:
        trace = self._blocks_trace(seq)
        n = len(trace)
        nullified = np.zeros(n, dtype=bool)
        if self.nulls:
            nullified[np.asarray(self.nulls, dtype=np.int64)] = True
        trace.nullified = nullified
        trace.taken = self._taken(seq, nullified, n)
        is_mem = np.array([bool(x.mem_reads or x.mem_writes) for x in self.static], dtype=bool)
        width, store = self._access_columns()
        at = np.flatnonzero(is_mem[trace.index] & ~nullified) if n else np.zeros(0, np.int64)
        if len(at) != len(self.addrs):
            raise EmulationFault(f"internal: {len(at)} memory instructions retired but "
                                 f"{len(self.addrs)} accesses logged", 0)
        sidx = trace.index[at]
        trace.accesses = Accesses(at.astype(np.int64), np.frombuffer(self.addrs, dtype=np.int64).copy(),
                                  np.zeros(len(at), np.int8), width[sidx], store[sidx])
        return trace

    def _access_columns(self) -> tuple[np.ndarray, np.ndarray]:
        """(bytes accessed, is a store) per static instruction."""
        width = np.array([x.attrs.get("width", 0) for x in self.static], dtype=np.int8)
        store = np.array([x.klass == "st" for x in self.static], dtype=bool)
        return width, store

    def _trace_native(self, c: native_loop.Run) -> Trace:
        """The trace of a run the C loop ran whole: what _trace computes, from the per-
        instruction static indices and access positions C recorded as it went."""
        self._program_static[_SIZES] = c.recorded()    # the next run of the program reserves it
        seq, index, nulls = c.take_seq(True), c.take_index(True), c.take_nulls(True)
        addrs, at, size, write = c.take_accesses(True)
        form = self._blocks_trace(seq)
        n = len(form)
        if len(index) != n:
            raise EmulationFault(f"internal: {len(index)} instructions recorded but {n} retired", 0)
        nullified = np.zeros(n, dtype=bool)
        nullified[nulls] = True
        taken = self._taken(seq, nullified, n)
        acc = Accesses(at, addrs, np.zeros(len(at), np.int8), size, write)
        return Trace("parisc", form.static, index, taken, acc, nullified, form.spaces, form.meta,
                     form.blocks)

    def _taken(self, seq, nullified: np.ndarray, n: int) -> np.ndarray:
        """Per retired instruction: a branch that was taken."""
        bl = self.block_list
        # taken: the block's branch, when the next block run does not start after its slot
        taken = np.zeros(n, dtype=bool)
        if len(seq) > 1 or (len(seq) and self.stopped_at is not None):
            s = np.asarray(seq, dtype=np.int64)
            lens = np.array([b.n for b in bl], dtype=np.int64)
            first = np.concatenate(([0], np.cumsum(lens[s])[:-1]))
            at = np.array([b.branch_at for b in bl], dtype=np.int64)[s]
            ends = np.array([b.end for b in bl], dtype=np.int64)[s]
            nxt = np.array([b.start for b in bl], dtype=np.int64)[s[1:]]
            if self.stopped_at is not None:       # a stopped run went on at the stop address
                nxt = np.append(nxt, self.stopped_at)
            has = np.flatnonzero(at[:len(nxt)] >= 0)
            pos = first[has] + at[has]
            taken[pos] = (nxt[has] != ends[has]) & ~nullified[pos]
        if self.taken_at:       # branches around a branch in a delay slot (_off_path)
            at_, tk = zip(*self.taken_at)
            taken[np.asarray(at_, dtype=np.int64)] = np.asarray(tk, dtype=bool)
        return taken


_CB = re.compile(r"\bcb\b")


def _drop_dead_carries(sems, null_first: bool) -> None:
    """Remove the PSW[C/B] update of an instruction whose carries a later instruction of the
    block surely overwrites before anything reads them (most adds and subs: the carry is
    rarely read). The carries are live at the block's end; an instruction that may be
    nullified does not surely overwrite them."""
    live = True
    for k in range(len(sems) - 1, -1, -1):
        s = sems[k]
        defs = [i for i, ln in enumerate(s.lines) if ln.startswith("cb = ")]
        reads = any(_CB.search(ln.split(" = ", 1)[1] if " = " in ln else ln) for ln in s.lines)
        if defs and not live and not reads:
            s.lines = [ln for i, ln in enumerate(s.lines) if i not in defs]
        certain = (sems[k - 1].nullify is None) if k else not null_first
        if defs and certain:
            live = reads
        else:
            live = live or reads


_NAME = re.compile(r"\b(r\d+|f\d+|sar|cb|psv|fpc)\b")


def _names(line: str):
    return _NAME.findall(line)


def execute(program: Program, image: MemoryImage, entry_address: int | None = None,
            budget: int = 50_000_000, stop: tuple[int, int] | None = None,
            native: bool | None = None) -> Execution:
    """Run from ``entry_address`` (default: the program base) until ``break 0,0``; ``native``
    as :meth:`Machine.run` has it."""
    m = Machine(program, image)
    trace = m.run(program.base if entry_address is None else entry_address, budget, stop, native)

    def read(addr: int, n: int, _space: str = "") -> bytes:
        if addr < 0 or addr + n > len(m.mem):
            raise EmulationFault(f"read of [{addr:#x}, {addr + n:#x}) outside memory", addr)
        return bytes(m.mem[addr:addr + n])
    regs = {f"r{i}": v for i, v in enumerate(m.regs[:32])}
    regs["sar"] = m.regs[SAR]
    regs.update({f"fr{i}": v for i, v in enumerate(m.regs[FPR:FPR + 32])})
    return Execution(trace, read, regs)
