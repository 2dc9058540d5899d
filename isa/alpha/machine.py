"""The Alpha interpreter: executes a Program on a MemoryImage and records a Trace.

Speed comes from compiling, once, each basic block reached (a straight run of instructions ending
at a branch, jump or PALcode call) into one Python function built from the table's semantic
templates: registers live in Python locals inside the block, memory is a ``bytearray`` viewed as
quadwords and signed longwords. A block function appends the effective address of each memory
access to one list and returns the next pc, so the trace is rebuilt afterwards with numpy from the
sequence of blocks run. A fault inside a block is located from the traceback's line number in the
generated code, so the checks cost nothing on the fast path.
"""
from __future__ import annotations

import array
import re
import sys
from dataclasses import dataclass

import numpy as np

from isa.contract import Execution
from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.program import Program
from isa.toolkit.interp import ProgramCache, byte_memory, failing_position
from isa.trace import Accesses, StaticInsn, Trace, TraceMeta

from .encoding import Decoded, decode
from .table import REGISTER_NUMBER, ZAPNOT, cmpbge, reg_name

HALT = -1
MAX_BLOCK = 256
PAGE_SHIFT = 6           # write protection granule: 64 bytes (must match WR[EA >> 6] in table.py)


class Unaligned(Exception):
    def __init__(self, ea: int):
        self.ea = ea


class ReadOnly(Exception):
    def __init__(self, ea: int):
        self.ea = ea


class _PalFault(Exception):
    def __init__(self, func: int):
        self.func = func


def _pal(func: int, pc: int) -> int:
    if func == 0:
        return HALT
    raise _PalFault(func)


@dataclass
class _Block:
    id: int
    start: int
    fn: object
    sidx: np.ndarray            # static indices of the block's instructions
    n: int
    line_insn: dict             # generated-code line -> position in block
    fallthrough: int            # address after the last instruction


# Per-program cache: decoded instructions by pc and compiled block code by start address (only
# the memory the code binds to differs between runs of the same program).
_PROGRAMS = ProgramCache(lambda: {"static": {}, "code": {}})


class Machine:
    """One run's state: memory, registers, the compiled blocks and the static table."""

    def __init__(self, program: Program, image: MemoryImage):
        self.stopped_at: int | None = None      # where a run stopped early (execute's stop)
        self.program = program
        self.mem, self.writable = byte_memory(program, image, PAGE_SHIFT)
        self.mq = memoryview(self.mem).cast("Q")
        self.ml = memoryview(self.mem).cast("i")
        self.regs = [0] * 32
        for name, value in image.registers.items():
            key = name.lower()
            if key not in REGISTER_NUMBER:
                raise EmulationFault(f"image sets unknown register '{name}'", program.base)
            num = REGISTER_NUMBER[key]
            if num != 31:
                self.regs[num] = value & 0xFFFFFFFFFFFFFFFF
        self.static: list[StaticInsn] = []
        self.static_of: dict[int, int] = {}
        self.decoded: list[Decoded] = []
        self.blocks: dict[int, _Block] = {}
        self.block_list: list[_Block] = []
        self.addrs = array.array("Q")     # every data address, in order (8 bytes each)
        self.cache = _PROGRAMS.get(program)

    # ------------------------------------------------------------------ decoding
    def _static(self, pc: int) -> int:
        idx = self.static_of.get(pc)
        if idx is not None:
            return idx
        hit = self.cache["static"].get(pc)
        if hit is None:
            hit = self.cache["static"][pc] = self._decode_static(pc)
        idx = len(self.static)
        self.static.append(hit[0])
        self.decoded.append(hit[1])
        self.static_of[pc] = idx
        return idx

    def _decode_static(self, pc: int) -> tuple[StaticInsn, Decoded]:
        if pc & 3:
            raise EmulationFault("pc is not word aligned", pc, "?", self.program.where(pc),
                                 self.program.region(pc))
        if pc + 4 > len(self.mem):
            raise EmulationFault("instruction fetch from unmapped address", pc)
        word = int.from_bytes(self.mem[pc:pc + 4], "little")
        d = decode(word)
        if d is None:
            raise EmulationFault(f"illegal or unsupported instruction word {word:#010x}", pc,
                                 f".long {word:#010x}", self.program.where(pc),
                                 self.program.region(pc))
        i = d.insn
        unop = _is_unop(d)
        mem = i.fmt == "mem" and i.klass in ("ld", "st") and not unop
        attrs = {"fmt": i.fmt, "opcode": i.opcode, "func": i.func}
        if unop:
            attrs["unop"] = True
        attrs.update({k: v for k, v in i.attrs.items() if k in ("width", "jtype", "uncond", "call")})
        if d.lit is not None:
            attrs["literal"] = d.lit
        s = StaticInsn(pc, 4, i.mnemonic, d.operands(pc), "ilog" if unop else i.klass,
                       tuple(reg_name(r) for r in d.reads()), tuple(reg_name(r) for r in d.writes()),
                       int(mem and i.klass == "ld"), int(mem and i.klass == "st"),
                       self.program.line(pc), self.program.region(pc), word.to_bytes(4, "little"),
                       attrs, d.flow, d.target(pc) if i.fmt == "bra" else None)
        return s, d

    # ------------------------------------------------------------------ block compiler
    def _compile(self, start: int) -> _Block:
        hit = self.cache["code"].get(start)
        if hit is None:
            hit = self.cache["code"][start] = self._generate(start)
        code, name, pcs, line_insn, pc = hit
        items = [self._static(p) for p in pcs]
        ns = {"MQ": self.mq, "ML": self.ml, "WR": self.writable, "APP": self.addrs.append,
              "Unaligned": Unaligned, "ReadOnly": ReadOnly, "ZAPNOT": ZAPNOT, "CMPBGE": cmpbge,
              "PAL": _pal}
        exec(code, ns)
        blk = _Block(len(self.block_list), start, ns[name], np.array(items, dtype=np.int32),
                     len(items), line_insn, pc)
        blk.filename = code.co_filename
        self.blocks[start] = blk
        self.block_list.append(blk)
        return blk

    def _generate(self, start: int):
        """The block at ``start`` as compiled Python: (code object, function name, instruction
        addresses, generated line -> position, address after the block)."""
        pc = start
        items: list[tuple[int, int, Decoded]] = []
        while True:
            idx = self._static(pc)
            d = self.decoded[idx]
            items.append((pc, idx, d))
            pc += 4
            if d.insn.fmt in ("bra", "jmp", "pal") or len(items) >= MAX_BLOCK:
                break
        used: set[int] = set()
        written: set[int] = set()
        for _, _, d in items:
            used.update(d.reads())
            used.update(d.writes())
            if d.insn.attrs.get("reads_rc") and d.rc != 31:
                used.add(d.rc)
            written.update(d.writes())
        name = f"blk_{start:x}"
        src = [f"def {name}(R, MQ=MQ, ML=ML, WR=WR, APP=APP):"]
        src += [f"    r{r} = R[{r}]" for r in sorted(used)]
        line_insn: dict[int, int] = {}
        ends = False
        for k, (ipc, _, d) in enumerate(items):
            stmt = _statement(d, ipc)
            for piece in stmt.split("\n"):
                src.append("    " + piece)
                line_insn[len(src)] = k
            ends = "NPC" in stmt
        src += [f"    R[{r}] = r{r}" for r in sorted(written)]
        src.append("    return NPC" if ends else f"    return {pc}")
        code = compile("\n".join(src), f"<alpha block {start:#x}>", "exec")
        return code, name, [p for p, _, _ in items], line_insn, pc

    # ------------------------------------------------------------------ run
    def run(self, entry: int, budget: int, stop: tuple[int, int] | None = None) -> Trace:
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
                    if not 0 <= pc < len(self.mem):
                        raise EmulationFault("jump to unmapped address", pc, "?",
                                             None, None)
                    blk = self._compile(pc)
                seq_append(blk.id)
                count += blk.n
                if count > budget:
                    raise BudgetExceeded(budget, pc, self.program.where(pc))
                pc = blk.fn(regs)
        except (Unaligned, ReadOnly, _PalFault, IndexError, OverflowError) as e:
            raise self._fault(e, blk, sys.exc_info()[2]) from None
        self.seq = seq
        return self._trace(seq)

    def _fault(self, e: Exception, blk: _Block, tb) -> EmulationFault:
        k = failing_position(tb, getattr(blk, "filename", None), blk.line_insn)
        idx = int(blk.sidx[k])
        s = self.static[idx]
        if isinstance(e, Unaligned):
            msg = f"unaligned access to {e.ea:#x}"
        elif isinstance(e, ReadOnly):
            msg = f"store to read-only address {e.ea:#x}"
        elif isinstance(e, _PalFault):
            msg = f"unsupported PALcode function {e.func:#x} (only halt, 0x0000, is run)"
        elif (s.mem_reads or s.mem_writes) and self.addrs:
            # every access appends its address before touching memory
            msg = f"access to unmapped address {self.addrs[-1]:#x}"
        else:
            msg = f"{type(e).__name__}: {e}"
        return EmulationFault(msg, s.address, s.text, self.program.where(s.address),
                              self.program.region(s.address))

    def _trace(self, seq: list[int]) -> Trace:
        blocks = self.block_list
        trace = Trace.from_blocks("alpha", list(self.static), [b.sidx for b in blocks], seq,
                                  [b.start for b in blocks], [b.fallthrough for b in blocks],
                                  meta=TraceMeta(mode=self.program.mode, path=self.program.path),
                                  next_start=self.stopped_at)
        # every load and store appends its address, in order: tag them with their instruction
        is_mem = np.array([bool(x.mem_reads or x.mem_writes) for x in self.static], dtype=np.int64)
        width = np.array([x.attrs.get("width", 8) if is_mem[k] else 0
                          for k, x in enumerate(self.static)], dtype=np.int8)
        store = np.array([x.klass == "st" for x in self.static], dtype=bool)
        at = trace.blocks.access_insn(is_mem)
        # the static instruction of each access, from the block table (no per-instruction index)
        acc_static = trace.blocks.replay([b.sidx[is_mem[b.sidx] > 0] for b in blocks])
        trace.accesses = Accesses(at, np.frombuffer(self.addrs, dtype=np.uint64).astype(np.int64),
                                  np.zeros(len(at), np.int8), width[acc_static], store[acc_static])
        return trace


def _is_unop(d: Decoded) -> bool:
    """LDQ_U to R31 is the architected UNOP: no memory access, no fault (Alpha ARM 4.2)."""
    return d.insn.mnemonic == "ldq_u" and d.ra == 31


def _statement(d: Decoded, pc: int) -> str:
    """The Python code of one instruction, from its table template. A write to $31 goes to the
    throw-away local ``_``, set to 0 first: a template that also reads its destination
    (``cmovgt $1,$2,$31``: ``c = b if cond else c``) read ``_`` unassigned (UnboundLocalError)."""
    code = _statement_code(d, pc)
    return "_ = 0; " + code if re.search(r"(?<![\w.])_(?![\w(])", code) else code


def _statement_code(d: Decoded, pc: int) -> str:
    i = d.insn
    if _is_unop(d):
        return "pass"

    def val(r: int) -> str:
        return "0" if r == 31 else f"r{r}"

    def dst(r: int) -> str:
        return "_" if r == 31 else f"r{r}"

    if i.fmt == "opr":
        b = str(d.lit) if d.lit is not None else val(d.rb)
        return i.sem.format(a=val(d.ra), b=b, c=dst(d.rc))
    if i.fmt == "mem":
        a_src = val(d.ra)
        return i.sem.format(A=dst(d.ra), a=a_src, b=val(d.rb), d=d.disp)
    if i.fmt == "bra":
        return i.sem.format(A=dst(d.ra), a=val(d.ra), F=pc + 4, T=d.target(pc))
    if i.fmt == "jmp":
        return i.sem.format(A=dst(d.ra), b=val(d.rb), F=pc + 4)
    return i.sem.format(d=d.disp, pc=pc)


def execute(program: Program, image: MemoryImage, entry_address: int | None = None,
            budget: int = 50_000_000, stop: tuple[int, int] | None = None) -> Execution:
    """Run from ``entry_address`` (default: the program base) until ``halt``."""
    m = Machine(program, image)
    trace = m.run(program.base if entry_address is None else entry_address, budget, stop)

    def read(addr: int, n: int, _space: str = "") -> bytes:
        if addr < 0 or addr + n > len(m.mem):
            raise EmulationFault(f"read of [{addr:#x}, {addr + n:#x}) outside memory", addr)
        return bytes(m.mem[addr:addr + n])
    return Execution(trace, read, {reg_name(i): v for i, v in enumerate(m.regs)})
