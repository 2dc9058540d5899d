"""The Alpha interpreter: executes a Program on a MemoryImage and records a Trace.

Speed comes from compiling, once, each basic block reached (a straight run of instructions ending
at a branch, jump or PALcode call) into one Python function built from the table's semantic
templates: registers live in Python locals inside the block, memory is a ``bytearray`` viewed as
quadwords and signed longwords. A block function appends the effective address of each memory
access to one list and returns the next pc, so the trace is rebuilt afterwards with numpy from the
sequence of blocks run. A fault inside a block is located from the traceback's line number in the
generated code, so the checks cost nothing on the fast path.

Where a C compiler is available (isa/native.py; not with WORKBENCH_NO_C=1) the blocks also run in
C: each block is lowered to rows (isa/alpha/lower.py) and the run loop of isa/alpha/interp.c runs
every block whose instructions it all has (the integer ISA, memory, branches and jumps, FP loads,
stores, moves and branches, halt and imb), logging the block sequence and each access with its
retired-instruction index, size and direction; the other blocks (FP arithmetic, VAX, the FPCR,
rpcc, other PALcode) run through their Python functions inside the same run
(isa/alpha/native.py drives the two). Both paths give the same trace, registers, memory and
errors (tests/test_alpha_native.py).
"""
from __future__ import annotations

import array
import math
from fractions import Fraction
import re
import struct
import sys
from dataclasses import dataclass

import numpy as np

from isa.contract import Execution
from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.program import Program
from isa.toolkit.interp import ProgramCache, byte_memory, failing_position, fault_at
from isa.trace import Accesses, StaticInsn, Trace, TraceMeta

from . import native as native_run
from .encoding import Decoded, decode
from .lower import LIBRARY, lower, register_file
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


class _VaxFloat(Exception):
    """A VAX F/G/D floating-point instruction: assembled and decoded, not executed."""


# PALcode functions run: halt stops the run; imb (instruction memory barrier) does nothing here;
# bpt and gentrap stop it with a report (a Linux process would get SIGTRAP/SIGFPE).
_PAL_REPORT = {0x80: "breakpoint (call_pal bpt)", 0xAA: "software trap (call_pal gentrap)"}


def _pal(func: int, pc: int) -> int:
    if func == 0:
        return HALT
    if func == 0x86:
        return pc + 4
    raise _PalFault(func)


class _IntOverflow(Exception):
    """An integer /v instruction whose result does not fit (the arithmetic trap)."""


_OVERFLOW = "stopped: integer overflow trap (a /v instruction's result does not fit)"


def _sxl(x: int) -> int:
    return ((x & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000


def _sxq(x: int) -> int:
    return (x ^ 0x8000000000000000) - 0x8000000000000000


def _ovl(v: int) -> int:
    if not -0x80000000 <= v < 0x80000000:
        raise _IntOverflow()
    return v & 0xFFFFFFFFFFFFFFFF


def _ovq(v: int) -> int:
    if not -0x8000000000000000 <= v < 0x8000000000000000:
        raise _IntOverflow()
    return v & 0xFFFFFFFFFFFFFFFF


def _vaxfp():
    raise _VaxFloat()


# --- floating point: registers hold 64-bit patterns (isa/alpha/table.py, WHOLE_ISA)
_D = struct.Struct("<d")
_Qs = struct.Struct("<Q")
_F = struct.Struct("<f")
_I = struct.Struct("<I")


def _t2f(x: int) -> float:
    return _D.unpack(_Qs.pack(x))[0]


def _f2t(f: float) -> int:
    return _Qs.unpack(_D.pack(f))[0]


def _rs(f: float) -> float:
    """Round a double to single precision (to nearest even; overflow gives infinity). Double
    rounding through the double result is exact for +, -, *, / and sqrt of singles."""
    try:
        return _F.unpack(_F.pack(f))[0]
    except OverflowError:
        return math.copysign(math.inf, f)


def _s2f(x: int) -> float:
    """An S operand: the S bits of the register format (63:62, 58:29) as a single's value."""
    return _F.unpack(_I.pack(((x >> 32) & 0xC0000000) | ((x >> 29) & 0x3FFFFFFF)))[0]


def _s2t(s: int) -> int:
    """LDS: a memory S-format longword to the register format, by the architecture's bit
    mapping (ARM 2.2.6: the 8-bit exponent widened to 11 bits, all ones to all ones, zero to
    zero; the fraction shifted up 29 bits). A normal single keeps its value as a T pattern."""
    s &= 0xFFFFFFFF
    e = (s >> 23) & 0xFF
    e11 = 0x7FF if e == 0xFF else 0 if e == 0 else (e & 0x7F) | (0x400 if e & 0x80 else 0x380)
    return (s >> 31) << 63 | e11 << 52 | (s & 0x7FFFFF) << 29


def _t2s(x: int) -> int:
    """STS: the register format to a memory S-format longword (unsigned), by the bit mapping
    (bits 63:62 and 58:29; no rounding)."""
    return ((x >> 32) & 0xC0000000) | ((x >> 29) & 0x3FFFFFFF)


def _fdiv(a: float, b: float) -> float:
    try:
        return a / b
    except ZeroDivisionError:
        if a == 0 or a != a:
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)


def _fsqrt(a: float) -> float:
    if a != a or a < 0:
        return math.nan if a != 0 else a
    return math.sqrt(a)


def _unord(a: float, b: float) -> bool:
    return a != a or b != b


def _cvttq(x: int, q: int) -> int:
    """CVTTQ: T to quadword; rounding from the qualifier (/c chopped, /m minus infinity, else
    nearest-even; /d, dynamic, uses the FPCR's default, nearest); NaN and infinity give 0,
    out-of-range values their low 64 bits (the /v trap is not raised)."""
    f = _t2f(x)
    if f != f or f in (math.inf, -math.inf):
        return 0
    r = q & 3
    n = int(f) if r == 0 else math.floor(f) if r == 1 else round(f)
    return n & 0xFFFFFFFFFFFFFFFF


def _qround(x: int, bits: int) -> float:
    """CVTQT/CVTQS: a quadword to the nearest float with ``bits`` significant bits (even on a
    tie), exactly (no double rounding)."""
    n = x - (1 << 64) if x >> 63 else x
    m = abs(n)
    k = m.bit_length() - bits
    if k > 0:
        q, r = divmod(m, 1 << k)
        half = 1 << (k - 1)
        if r > half or (r == half and q & 1):
            q += 1
        m = q << k
    return float(-m if n < 0 else m)


_FMT = {0: (53, -1074, 1023), 1: (24, -149, 127)}      # T, S: precision, quantum exponent, emax


def _directed(x: Fraction, mode: int, single: int) -> float:
    """The float nearest ``x`` towards zero (mode 0, /c) or minus infinity (mode 1, /m) with the
    T (single=0) or S (single=1) precision and range; overflow gives the largest finite value,
    or minus infinity for a negative value rounded down."""
    p, qexp, emax = _FMT[single]
    neg, m = x < 0, abs(x)
    e = m.numerator.bit_length() - m.denominator.bit_length()
    if Fraction(2) ** e > m:
        e -= 1
    k = max(e - (p - 1), qexp)
    scaled = m / Fraction(2) ** k
    q = scaled.numerator // scaled.denominator
    if neg and mode == 1 and q != scaled:
        q += 1
    v = Fraction(q) * Fraction(2) ** k
    top = (Fraction(2) - Fraction(2) ** (1 - p)) * Fraction(2) ** emax
    if v > top:
        return -math.inf if neg and mode == 1 else -float(top) if neg else float(top)
    return -float(v) if neg else float(v)


def _dir(a: float, b: float, op: str, mode: int, single: int) -> float:
    """IEEE add, subtract, multiply or divide of ``a`` and ``b`` (CVTTS: ``a + 0.0``) rounded
    towards zero or minus infinity, from the exact result."""
    if not (math.isfinite(a) and math.isfinite(b)) or (op == "/" and b == 0):
        return _rs(_fdiv(a, b)) if op == "/" and single else _fdiv(a, b) if op == "/" else \
            (_rs if single else float)(a + b if op == "+" else a - b if op == "-" else a * b)
    fa, fb = Fraction(a), Fraction(b)
    x = fa + fb if op == "+" else fa - fb if op == "-" else fa * fb if op == "*" else fa / fb
    if x == 0:
        if op == "*" or op == "/":
            return math.copysign(0.0, a) * math.copysign(1.0, b)
        sb = math.copysign(1.0, b) * (-1.0 if op == "-" else 1.0)
        if math.copysign(1.0, a) == sb:       # two zeros of one sign keep it
            return math.copysign(0.0, a)
        return -0.0 if mode == 1 else 0.0     # x - x: +0, or -0 rounding down
    return _directed(x, mode, single)


def _dirq(x: int, mode: int, single: int) -> float:
    """CVTQT/CVTQS rounded towards zero or minus infinity."""
    n = x - (1 << 64) if x >> 63 else x
    return 0.0 if n == 0 else _directed(Fraction(n), mode, single)


def _lq(x: int) -> int:
    """CVTLQ: the longword held in FP register format (bits 63:62 and 58:29), sign-extended."""
    v = ((x >> 32) & 0xC0000000) | ((x >> 29) & 0x3FFFFFFF)
    return ((v ^ 0x80000000) - 0x80000000) & 0xFFFFFFFFFFFFFFFF


def _ql(x: int) -> int:
    """CVTQL: the low longword of a quadword into FP register format (/v trap not raised)."""
    return ((x & 0xC0000000) << 32) | ((x & 0x3FFFFFFF) << 29)


def _lanes(a: int, b: int, width: int, signed: bool, pick: str) -> int:
    """MVI MIN/MAX: per byte (8) or word (16) lane."""
    mask, out = (1 << width) - 1, 0
    for sh in range(0, 64, width):
        x, y = (a >> sh) & mask, (b >> sh) & mask
        if signed:
            x, y = x - ((x >> (width - 1)) << width), y - ((y >> (width - 1)) << width)
        v = min(x, y) if pick == "min" else max(x, y)
        out |= (v & mask) << sh
    return out


def _perr(a: int, b: int) -> int:
    """MVI PERR: the sum of the absolute differences of the eight bytes."""
    return sum(abs(((a >> sh) & 0xFF) - ((b >> sh) & 0xFF)) for sh in range(0, 64, 8))


@dataclass
class _Block:
    id: int
    start: int
    fn: object
    sidx: np.ndarray            # static indices of the block's instructions
    n: int
    line_insn: dict             # generated-code line -> position in block
    fallthrough: int            # address after the last instruction
    native: bool = False        # run by the C loop (isa/alpha/interp.c)
    mem_pos: np.ndarray | None = None     # positions of its memory instructions (native mode)


# Per-program cache: decoded instructions by pc; by block start, compiled block code, the block's
# extent, its C rows and its static entries (only the memory the code binds to differs between
# runs of the same program).
_PROGRAMS = ProgramCache(lambda: {"static": {}, "code": {}, "extent": {}, "rows": {},
                                  "block_static": {}})


def native_library():
    """The C run loop (isa/alpha/interp.c) or None; ``native_why_not()`` says why not."""
    return LIBRARY.load()


def native_why_not() -> str:
    return LIBRARY.why_not()


def static_insn(word: int, pc: int, program: Program | None = None
                ) -> tuple[StaticInsn, Decoded] | None:
    """(StaticInsn, Decoded) of one instruction word at ``pc`` as the interpreter executes it and
    the cost models see it (class, pipes' attrs, extension), or None for a word no form decodes.
    ``program`` gives the source line and region."""
    d = decode(word)
    if d is None:
        return None
    i = d.insn
    unop = _is_unop(d)
    mem = i.fmt in ("mem", "fmem") and i.klass in ("ld", "st") and not unop
    attrs = {"fmt": i.fmt, "opcode": i.opcode, "func": i.func}
    if unop:
        attrs["unop"] = True
    attrs.update({k: v for k, v in i.attrs.items()
                  if k in ("width", "jtype", "uncond", "call", "ext", "vax")})
    if i.fmt == "fmem":
        attrs["fp"] = True          # an FP load or store (the 21064 issues FP stores on ibus0)
    if "qual" in d.tk.values:
        attrs["qual"] = d.qual
    if d.lit is not None:
        attrs["literal"] = d.lit
    s = StaticInsn(pc, 4, i.mnemonic + d.tk.completer_text, d.operands(pc), "ilog" if unop else i.klass,
                   tuple(reg_name(r) for r in d.reads()), tuple(reg_name(r) for r in d.writes()),
                   int(mem and i.klass == "ld"), int(mem and i.klass == "st"),
                   program.line(pc) if program else None, program.region(pc) if program else None,
                   word.to_bytes(4, "little"),
                   attrs, d.flow, d.target(pc) if i.fmt in ("bra", "fbra") else None)
    return s, d


class Machine:
    """One run's state: memory, registers, the compiled blocks and the static table.

    ``native``: run blocks in C (isa/alpha/interp.c) where the library loads (None: where it
    loads; False: the Python block functions only; True: C, an error without the library).
    Both give the same trace, registers, memory and errors."""

    def __init__(self, program: Program, image: MemoryImage, native: bool | None = None):
        self.stopped_at: int | None = None      # where a run stopped early (execute's stop)
        self.program = program
        self.mem, self.writable = byte_memory(program, image, PAGE_SHIFT)
        self.mq = memoryview(self.mem).cast("Q")
        self.ml = memoryview(self.mem).cast("i")
        self.mw = memoryview(self.mem).cast("H")
        self.regs = [0] * 64         # r0..r31, then f0..f31 as 64-bit patterns
        self.fpcr = [0]
        self.rpcc = 0
        for name, value in image.registers.items():
            key = name.lower()
            num = REGISTER_NUMBER.get(key)
            if num is None:
                num = int(key[1:]) + 32 if re.fullmatch(r"\$?f([0-9]|[12][0-9]|3[01])", key.lstrip("$")) else None
            if num is None:
                raise EmulationFault(f"image sets unknown register '{name}'", program.base)
            if num not in (31, 63):
                self.regs[num] = value & 0xFFFFFFFFFFFFFFFF
        self.static: list[StaticInsn] = []
        self.static_of: dict[int, int] = {}
        self.decoded: list[Decoded] = []
        self.blocks: dict[int, _Block] = {}
        self.block_list: list[_Block] = []
        self.addrs = array.array("Q")     # every data address, in order (8 bytes each)
        self.cache = _PROGRAMS.get(program)
        self.lib = None if native is False else LIBRARY.load()
        if native and self.lib is None:
            raise RuntimeError(f"the Alpha C interpreter is not available: {LIBRARY.why_not()}")
        if self.lib is not None:
            self.ops = {name: k for k, name in enumerate(LIBRARY.op_names)}
            # C looks blocks up in the program's own code (its data sections included); a
            # block elsewhere runs through its Python function
            self.table = native_run.BlockTable(program.base, (len(program.code) + 3) >> 2)

    def _rpcc(self) -> int:
        """RPCC in the interpreter: a counter that advances by one per RPCC executed (cycles are
        what ``workbench time`` computes, not the interpreter)."""
        self.rpcc += 1
        return self.rpcc

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
        got = static_insn(word, pc, self.program)
        if got is None:
            raise EmulationFault(f"illegal or unsupported instruction word {word:#010x}", pc,
                                 f".long {word:#010x}", self.program.where(pc),
                                 self.program.region(pc))
        return got

    # ------------------------------------------------------------------ block compiler
    def _compile(self, start: int) -> _Block:
        if self.lib is None:
            hit = self.cache["code"].get(start)
            if hit is None:
                hit = self.cache["code"][start] = self._generate(start)
            pcs, pc = hit[2], hit[4]
        else:                   # C may run it: its Python code is made only if C cannot
            got = self.cache["extent"].get(start)
            if got is None:
                got = self.cache["extent"][start] = self._extent(start)
            pcs, pc = got
        if self.static_of.keys().isdisjoint(pcs):
            # none of its instructions seen yet (blocks rarely overlap): the static table grows
            # by the block's instructions in address order, as _static one by one would grow it
            got = self.cache["block_static"].get(start)
            if got is None:
                got = self.cache["block_static"][start] = (
                    tuple(self.cache["static"][p][0] for p in pcs),
                    tuple(self.cache["static"][p][1] for p in pcs))
            n0 = len(self.static)
            self.static.extend(got[0])
            self.decoded.extend(got[1])
            items = range(n0, n0 + len(pcs))
            self.static_of.update(zip(pcs, items))
        else:
            items = [self._static(p) for p in pcs]
        if self.lib is not None:
            low = self.cache["rows"].get(start)
            if low is None:
                low = self.cache["rows"][start] = lower([self.decoded[i] for i in items], pcs,
                                                        [self.static[i] for i in items], self.ops)
            rows, rows_at, native, mem_pos = low
            bid = self.table.add(start, rows, rows_at, native, len(mem_pos), pc)
            assert bid == len(self.block_list)
        else:
            native, mem_pos = False, None
        blk = _Block(len(self.block_list), start, None, np.array(items, dtype=np.int32),
                     len(items), {}, pc, native, mem_pos)
        if not native:          # a block C runs needs no Python function
            self._function(blk)
        self.blocks[start] = blk
        self.block_list.append(blk)
        return blk

    def _function(self, blk: _Block) -> None:
        """Give ``blk`` its Python function (and the line map that locates its faults)."""
        hit = self.cache["code"].get(blk.start)
        if hit is None:
            hit = self.cache["code"][blk.start] = self._generate(blk.start)
        code, name, _, line_insn, _ = hit
        ns = {"MQ": self.mq, "ML": self.ml, "WR": self.writable, "APP": self.addrs.append,
              "Unaligned": Unaligned, "ReadOnly": ReadOnly, "ZAPNOT": ZAPNOT, "CMPBGE": cmpbge,
              "PAL": _pal, "MB": self.mem, "MW": self.mw, "T2F": _t2f, "F2T": _f2t, "RS": _rs,
              "S2T": _s2t, "T2S": _t2s, "S2F": _s2f, "FDIV": _fdiv, "FSQRT": _fsqrt, "UNORD": _unord,
              "CVTTQ": _cvttq, "QROUND": _qround, "LQ": _lq, "QL": _ql, "LANES": _lanes,
              "PERR": _perr, "VAXFP": _vaxfp, "SXL": _sxl, "SXQ": _sxq, "DIR": _dir, "DIRQ": _dirq, "OVL": _ovl, "OVQ": _ovq, "FPCR": self.fpcr, "RPCC": self._rpcc}
        exec(code, ns)
        blk.fn, blk.line_insn, blk.filename = ns[name], line_insn, code.co_filename

    def _extent(self, start: int) -> tuple[list[int], int]:
        """(instruction addresses, address after the block) of the block at ``start``: up to
        a branch, jump or PALcode call, or MAX_BLOCK instructions; each decoded in order."""
        pc = start
        pcs: list[int] = []
        while True:
            d = self.decoded[self._static(pc)]
            pcs.append(pc)
            pc += 4
            if d.insn.fmt in ("bra", "fbra", "jmp", "pal") or len(pcs) >= MAX_BLOCK:
                return pcs, pc

    def _generate(self, start: int):
        """The block at ``start`` as compiled Python: (code object, function name, instruction
        addresses, generated line -> position, address after the block)."""
        pcs, pc = self._extent(start)
        items = [(p, self.static_of[p], self.decoded[self.static_of[p]]) for p in pcs]
        used: set[int] = set()
        written: set[int] = set()
        for _, _, d in items:
            used.update(d.reads())
            used.update(d.writes())
            if d.insn.attrs.get("reads_rc") and d.rc not in (31, 63):
                used.add(d.rc)
            written.update(d.writes())
        name = f"blk_{start:x}"
        src = [f"def {name}(R, MQ=MQ, ML=ML, WR=WR, APP=APP):"]
        src += [f"    {reg_name(r)} = R[{r}]" for r in sorted(used)]
        line_insn: dict[int, int] = {}
        ends = False
        for k, (ipc, _, d) in enumerate(items):
            stmt = _statement(d, ipc)
            for piece in stmt.split("\n"):
                src.append("    " + piece)
                line_insn[len(src)] = k
            ends = "NPC" in stmt
        src += [f"    R[{r}] = {reg_name(r)}" for r in sorted(written)]
        src.append("    return NPC" if ends else f"    return {pc}")
        code = compile("\n".join(src), f"<alpha block {start:#x}>", "exec")
        return code, name, [p for p, _, _ in items], line_insn, pc

    # ------------------------------------------------------------------ run
    def run(self, entry: int, budget: int, stop: tuple[int, int] | None = None) -> Trace:
        if self.lib is not None and 0 <= entry < 1 << 64:
            return self._run_native(entry, budget, stop)
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
        except (Unaligned, ReadOnly, _PalFault, _VaxFloat, _IntOverflow, IndexError, OverflowError) as e:
            raise self._fault(e, blk, sys.exc_info()[2]) from None
        self.seq = seq
        return self._trace(seq)

    def _run_native(self, entry: int, budget: int, stop: tuple[int, int] | None) -> Trace:
        """``run`` with the C loop: C runs the native blocks; Python compiles each new block
        (after C has made the stop check for its pc, as ``run`` makes it before compiling) and
        runs the blocks C cannot, with the same order of checks as ``run``."""
        table, blocks = self.table, self.blocks
        st = native_run.RunState()
        addr, keep = native_run.buffer_address(self.mem)
        wr = np.frombuffer(bytes(self.writable), dtype=np.uint8)
        regs = register_file(self.regs)
        st.mem, st.memsize, st.writable, st.regs = addr, len(self.mem), wr.ctypes.data, regs.ctypes.data
        out = native_run.RunBuffers(*self.cache.get("counts", (1024, 4096)))
        out.bind(st)
        table.bind(st)
        st.pc, st.count = entry, 0
        st.set_limits(budget, stop)

        def need(pc: int):
            blk = blocks.get(pc)
            if blk is None:
                if not 0 <= pc < len(self.mem):
                    raise EmulationFault("jump to unmapped address", pc, "?", None, None)
                blk = self._compile(pc)
                table.bind(st)
                if blk.native and table.covers(pc):
                    return None
            return native_run.PythonBlock(blk.id, blk.n, lambda: self._python_block(blk, regs))

        try:
            status = native_run.drive(LIBRARY.run, st, out, budget, self.program.where, need,
                                      self._native_fault, MAX_BLOCK)
        finally:
            self.regs = regs[:64].tolist()
            del keep
        if status == native_run.STOPPED:
            self.stopped_at = st.pc
        # the next run of this program starts with room for its longest run so far, up to a
        # bound (a kernel's known-answer runs, one block each, come before its long run; the
        # room is allocated, not touched, where a run needs less)
        old = self.cache.get("counts", (0, 0))
        self.cache["counts"] = (min(max(old[0], st.nseq), 1 << 18), min(max(old[1], st.nacc), 1 << 20))
        seq = out.sequence(st)
        self.seq = seq
        trace = self._blocks_trace(seq)
        at, address, size, write = out.columns(st)
        trace.accesses = Accesses(at, address, np.zeros(len(at), np.int8), size, write)
        return trace

    def _python_block(self, blk: _Block, regs: np.ndarray):
        """Run a block C does not run through its Python function, on the C loop's registers:
        (next pc or None at halt, its accesses as (positions, addresses, sizes, writes))."""
        if blk.fn is None:          # a block C would run, outside the code C looks up
            self._function(blk)
        self.regs = regs[:64].tolist()
        try:
            npc = blk.fn(self.regs)
        except (Unaligned, ReadOnly, _PalFault, _VaxFloat, _IntOverflow, IndexError,
                OverflowError) as e:
            raise self._fault(e, blk, sys.exc_info()[2]) from None
        regs[:64] = self.regs
        sidx = blk.sidx[blk.mem_pos]
        got = (blk.mem_pos, np.frombuffer(self.addrs, dtype=np.uint64).astype(np.int64),
               [self.static[i].attrs.get("width", 8) for i in sidx],
               [self.static[i].klass == "st" for i in sidx])
        del self.addrs[:]
        return (None if npc == HALT else npc), got

    def _native_fault(self, st) -> EmulationFault:
        """The EmulationFault ``run`` raises for the fault C stopped at."""
        blk, kind, ea = self.block_list[st.fault_block], st.fault_kind, st.fault_ea
        msg = {1: f"unaligned access to {ea:#x}", 2: f"store to read-only address {ea:#x}",
               3: f"access to unmapped address {ea:#x}", 4: _OVERFLOW}.get(kind)
        if msg is None:
            raise RuntimeError(f"the Alpha C interpreter stopped with fault kind {kind}")
        return self._located(msg, blk, st.fault_pos)

    def _located(self, msg: str, blk: _Block, k: int) -> EmulationFault:
        return fault_at(self.program, self.static[int(blk.sidx[k])], msg)

    def _fault(self, e: Exception, blk: _Block, tb) -> EmulationFault:
        k = failing_position(tb, getattr(blk, "filename", None), blk.line_insn)
        idx = int(blk.sidx[k])
        s = self.static[idx]
        if isinstance(e, Unaligned):
            msg = f"unaligned access to {e.ea:#x}"
        elif isinstance(e, ReadOnly):
            msg = f"store to read-only address {e.ea:#x}"
        elif isinstance(e, _PalFault):
            msg = (f"stopped: {_PAL_REPORT[e.func]}" if e.func in _PAL_REPORT else
                   f"unsupported PALcode function {e.func:#x} (halt is run, imb is a no-op, bpt and "
                   "gentrap stop with a report)")
        elif isinstance(e, _IntOverflow):
            msg = _OVERFLOW
        elif isinstance(e, _VaxFloat):
            msg = ("VAX floating point (F/G/D formats) is assembled and decoded but not executed; "
                   "use the IEEE S/T instructions")
        elif (s.mem_reads or s.mem_writes) and self.addrs:
            # every access appends its address before touching memory
            msg = f"access to unmapped address {self.addrs[-1]:#x}"
        else:
            msg = f"{type(e).__name__}: {e}"
        return self._located(msg, blk, k)

    def _blocks_trace(self, seq) -> Trace:
        """The trace's block form (static table, blocks, sequence), without its accesses."""
        blocks = self.block_list
        return Trace.from_blocks("alpha", list(self.static), [b.sidx for b in blocks], seq,
                                 [b.start for b in blocks], [b.fallthrough for b in blocks],
                                 meta=TraceMeta(mode=self.program.mode, path=self.program.path),
                                 next_start=self.stopped_at)

    def _trace(self, seq: list[int]) -> Trace:
        blocks = self.block_list
        trace = self._blocks_trace(seq)
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
        return "0" if r in (31, 63) else reg_name(r)

    def dst(r: int) -> str:
        return "_" if r in (31, 63) else reg_name(r)

    if i.fmt in ("fp", "fp1", "fpcr", "itof", "ftoi"):
        sem = i.sem
        if "directed" in i.attrs and d.qual & 3 < 2:      # /c or /m: exact directed rounding
            sem = "{c} = " + i.attrs["directed"].replace("{m}", str(d.qual & 3))
        return sem.format(a=val(d.ra), b=val(d.rb), c=dst(d.rc), q=d.qual)
    if i.fmt == "fmem":
        return i.sem.format(A=dst(d.ra), a=val(d.ra), b=val(d.rb), d=d.disp)
    if i.fmt == "fbra":
        return i.sem.format(a=val(d.ra), F=pc + 4, T=d.target(pc))
    if i.fmt == "misc":
        return i.sem.format(A=dst(d.ra))

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
            budget: int = 50_000_000, stop: tuple[int, int] | None = None,
            native: bool | None = None) -> Execution:
    """Run from ``entry_address`` (default: the program base) until ``halt``. ``native``: as
    :class:`Machine` has it (None: the C loop where it is available)."""
    m = Machine(program, image, native)
    trace = m.run(program.base if entry_address is None else entry_address, budget, stop)

    def read(addr: int, n: int, _space: str = "") -> bytes:
        if addr < 0 or addr + n > len(m.mem):
            raise EmulationFault(f"read of [{addr:#x}, {addr + n:#x}) outside memory", addr)
        return bytes(m.mem[addr:addr + n])
    return Execution(trace, read, {reg_name(i): v for i, v in enumerate(m.regs)})
