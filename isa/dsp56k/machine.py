"""The DSP56000 interpreter: runs a Program on P/X/Y memories and records a Trace (format 2).

Like the Alpha interpreter, each basic block reached is compiled once into one Python function
from :mod:`.semantics` (registers in locals, flags only where a later instruction reads them);
the block functions log every data address, and the trace is rebuilt afterwards from the block
sequence with :meth:`isa.trace.Trace.from_blocks` (spaces "p", "x", "y"; an XY or L: move logs two
accesses). A block ends at a control transfer, a DO/REP/ENDDO, a change of the SR mode byte (the
scaling mode is compiled into a block), and at every DO loop's last address, where the loop-end
test runs. The instruction after REP runs in a function that loops over it; a DO loop whose body
is one block runs as one Python loop over that block (:mod:`.loops`).

The pipeline rule (docs/references.md 5.2: a move into Rn, Nn or Mn is not visible to the next
instruction's address generation) is *enforced*: such a pair is an EmulationFault naming both
instructions, not silently given the old value. Memory: see :mod:`.memory`.

The C path (issue 27): where isa/dsp56k/interp.c builds (isa/native.py; not under
``WORKBENCH_NO_C=1``), each block's Python source is also lowered (:mod:`.lower`) to code the C
run loop executes, and the C loop runs blocks back to back (:mod:`.native` holds its side:
buffers, tables, loading); this module still decodes, forms blocks, takes every step the C loop
leaves (a block not lowered, the pipeline refusal, the budget, a stop) and words the faults. The
memories and registers are then 64-bit arrays the C code shares, the C loop writes the access
log's columns as it logs, and a block formed in one run of a program is reused by the next from
the same state (taken whole from its record when none of its words was decoded yet in the run).
On this path a block function's Python source is compiled only if Python runs it, and an ALU
instruction's decoding is shared by every program with the same words (first-run costs, issue
27). A fresh machine whose program ran before from the same entry with the same budget starts
from that run's plan (``_Plan``: every block it formed, in order, put in the C loop's tables at
once), so the C loop does not return to Python at each block's first meeting; where the run
leaves the plan it goes on (or starts again) on the plain path. The results are the Python
path's, bit for bit (tests/test_dsp56k_native.py, tests/test_dsp56k_first_run.py,
tests/test_dsp56k_run_overhead.py).
"""
from __future__ import annotations

import re
import sys
from array import array
from bisect import bisect_right
from dataclasses import dataclass, replace
from types import SimpleNamespace

import numpy as np

from isa.contract import Execution
from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.program import Program
from isa.toolkit.interp import ProgramCache, failing_position, fault_at
from isa.trace import Accesses, StaticInsn, Trace, TraceMeta

from . import lower as _lower
from . import native as native_run
from .asm import TABLE
from .memory import SPACES, WORDS, load, load_arrays, to_bytes
from .regs import INDEX, NAMES, SR_EXPR, Fault, agu, pop, push, setsp, top
from .semantics import ALL, flags_of, translate

MAX_BLOCK = 128
HALT = -1
_NAME = re.compile(r"\b(" + "|".join(sorted(NAMES, key=len, reverse=True)) + r")\b")
_SPACE_CODE = {"p": 0, "x": 1, "y": 2}
_USED: dict[str, tuple] = {}        # a block source line -> (the registers it names, whether it logs)


@dataclass
class Block:
    id: int
    start: int
    fn: object
    sidx: np.ndarray
    n: int
    line_insn: dict
    fallthrough: int
    last: int                   # address of the last instruction
    head: int = 0               # AGU registers the first instruction addresses with
    tail: int = 0               # AGU registers the last instruction's moves write
    filename: str = ""
    insn: list = None           # static index per compiled item (a repeated one once)
    writes_m: bool = False      # may change a modifier register: recompute the linear mask
    rep: bool = False           # runs the instruction after REP N times (fn(R, N))


# An ALU instruction with its parallel moves decodes, disassembles and translates the same at
# every address (no pc-relative operand, no transfer; translate uses pc only for control
# instructions): its static instruction (address, line and region aside) and translation by the
# words it uses, shared by every program of the process (unrolled kernels repeat a few hundred
# such words thousands of times).
_PC_FREE: dict[tuple, tuple] = {}


def _pc_free(d) -> bool:
    f = d.form
    return "alu" in f.attrs and f.flow == "" and \
        not any(op.kind == "rel" for op in f.fmt.operands.values())


# The source lines of such an instruction by its words, scaling mode, live flags and linear
# mask (translate's arguments but the address): a block's body asks for them once per
# instruction, and unrolled kernels repeat the same instructions in every program.
_LINES: dict[tuple, tuple] = {}


def _lines(d, pc: int, scale: int, live, lin: int) -> list[str]:
    """``translate(d, pc, scale, live, lin).lines()``, kept where the address plays no part."""
    if not _pc_free(d):
        return translate(d, pc, scale, live, lin).lines()
    key = (d.words, scale, frozenset(live), lin)
    hit = _LINES.get(key)
    if hit is None:
        if len(_LINES) >= 1 << 16:
            _LINES.clear()
        hit = _LINES[key] = tuple(translate(d, pc, scale, live, lin).lines())
    return list(hit)


def _copy_static(s: StaticInsn, **changes) -> StaticInsn:
    """``dataclasses.replace(s, **changes)`` for a StaticInsn, without the generic path (no
    field of StaticInsn has an init step beyond storing it: its fields are copied at once)."""
    n = object.__new__(StaticInsn)
    n.__dict__.update(s.__dict__)
    n.__dict__.update(changes)
    return n


# Per-program cache shared by the runs of one program: decoded instructions by (pc, words) and
# compiled block code by its generated source (a run binds the code to its own memories).
_PROGRAMS = ProgramCache(lambda: {"static": {}, "code": {}})


def block_source(name: str, args: str, body: list[list[str]], pre: list[str], indent: str,
                 post: list[str], used: list[str], logs: bool):
    """(source, source line -> item, file name) of a block function: the registers ``used``
    loaded from R and stored back, ``A_`` bound where ``logs``, ``pre``, each item's
    ``body`` lines, ``post``."""
    lines = [f"def {name}({args}):"]
    lines += [f"    {n} = R[{INDEX[n]}]" for n in used]
    if logs:
        lines.append("    A_ = ADDRS")
    line_insn = {}
    lines += ["    " + x for x in pre]
    for k, b in enumerate(body):
        for x in b:
            lines.append("    " + indent + x)
            line_insn[len(lines)] = k
    for x in post:
        lines.append("    " + x)
        line_insn[len(lines)] = len(body) - 1
    lines += [f"    R[{INDEX[n]}] = {n}" for n in used]
    lines.append("    return NPC")
    return "\n".join(lines), line_insn, f"<dsp56k {name}>"


class Machine:
    def __init__(self, program: Program, image: MemoryImage, isa_layer, native: bool = True):
        self.stopped_at: int | None = None      # where a run stopped early (execute's stop)
        self.program, self.layer = program, isa_layer
        self._image = image                 # a planned run that went wrong starts again from it
        self.cache = _PROGRAMS.get(program)
        self.native = None                  # the C run loop's side (native_run.Runner), if built
        lib = native_run.library() if native else None
        if lib is None:
            mem = load(image)
            self.X, self.Y, self.P = mem["x"], mem["y"], mem["p"]
            code = program.code
            n = len(code) // 3
            if program.base < 0 or program.base + n > WORDS:
                raise EmulationFault("the program does not fit in the 64K-word P memory",
                                     program.base)
            self.P[program.base:program.base + n] = [int.from_bytes(code[3 * i:3 * i + 3], "big")
                                                    for i in range(n)]
            self.R = [0] * len(NAMES)
        else:
            # the C loop reads and writes these in place: 64-bit arrays instead of lists
            mem = load_arrays(image, program)
            self.X, self.Y, self.P = mem["x"], mem["y"], mem["p"]
            self.consts = self.cache.setdefault("consts", _lower.Consts())
            self.R = array("q", bytes(8 * _lower.CONST_BASE))
            self.native = native_run.Runner(lib, self.R, {"x": self.X, "y": self.Y, "p": self.P})
        for i in range(8):
            self.R[INDEX[f"m{i}"]] = 0xFFFF         # reset: linear addressing
        self.R[INDEX["mr"]] = 0x03                  # reset SR $0300 (I1 I0 set)
        self.SS: list[list[int]] = []
        self._init_registers(image.registers)
        self.static, self.decoded, self.info = [], [], []
        self.skey: list[tuple] = []         # per static index: (pc, words) it was decoded from
        self.static_of: dict[int, int] = {}
        self.blocks: dict[int, Block] = {}
        self.rep_blocks: dict[int, Block] = {}
        self.block_list: list[Block] = []
        self.nstatic: list[int] = []        # per block: the static table's length once formed
        self.planned = 0                    # blocks taken from the program's run plan (_Plan)
        self._acc_static: np.ndarray | None = None     # data accesses per static instruction
        self.loop_ends: set[int] = set()
        self.addrs: list[int] = []
        self.sources: dict[str, str] = {}           # block function -> its Python source
        self.helpers = {"X": self.X, "Y": self.Y, "P": self.P, "SS": self.SS,
                        "APP": self.addrs.append, "ADDRS": self.addrs, "AGU": agu, "PUSH": push, "POP": pop,
                        "TOP": top, "SETSP": setsp, "PW": _pwriter(self.static_of, self.P),
                        "FAULT": self._fault_now}

    # ------------------------------------------------------------------ state
    def _init_registers(self, regs: dict) -> None:
        for name, value in regs.items():
            k = name.lower()
            if k in ("a", "b"):
                v = value & ((1 << 56) - 1)
                self.R[INDEX[k]] = v - (1 << 56) if v >> 55 else v
            elif k == "sr":
                self.R[INDEX["mr"]] = (value >> 8) & 0xAF
                for bit, f in enumerate(("fc", "fv", "fz", "fn", "fu", "fe", "fl")):
                    self.R[INDEX[f]] = (value >> bit) & 1
            elif k in INDEX and k not in ("mr", "rep") and not k.startswith("f"):
                self.R[INDEX[k]] = value & (0xFFFF if k[0] in "rnml" else 0xFFFFFF)
            else:
                raise EmulationFault(f"image sets unknown or unsupported register '{name}'",
                                     self.program.base)

    def registers(self) -> dict[str, int]:
        R = self.R
        out = {n: R[INDEX[n]] for n in NAMES if n not in ("mr", "rep") and not n.startswith("f")}
        for acc in "ab":
            v = R[INDEX[acc]] & ((1 << 56) - 1)
            out[acc] = v
            out[acc + "0"], out[acc + "1"], out[acc + "2"] = v & 0xFFFFFF, (v >> 24) & 0xFFFFFF, v >> 48
        out["sr"] = eval(SR_EXPR, {}, {n: R[INDEX[n]] for n in NAMES})
        out["sp"] = len(self.SS)
        for n in ("fc", "fv", "fz", "fn", "fu", "fe", "fl"):
            out[n] = int(R[INDEX[n]])
        return out

    def _pwrite(self, addr: int, v: int) -> None:
        self.helpers["PW"](addr, v)

    @staticmethod
    def _fault_now(msg: str):
        raise Fault(msg)

    # ------------------------------------------------------------------ decoding
    def _static(self, pc: int) -> int:
        idx = self.static_of.get(pc)
        if idx is not None:
            return idx
        if not 0 <= pc < WORDS:
            raise EmulationFault("instruction fetch outside the 64K-word P memory", pc)
        words = [self.P[pc], self.P[pc + 1] if pc + 1 < WORDS else 0]
        key = (pc, words[0], words[1])
        hit = self.cache["static"].get(key)
        if hit is None:
            hit = self.cache["static"][key] = self._decode_static(pc, words)
        s, d, info = hit
        idx = len(self.static)
        self.skey.append(key)
        self.static.append(s)
        self.decoded.append(d)
        self.info.append(info)
        self.static_of[pc] = idx
        if self.native is not None:
            self.native.decoded[pc] = 1
        if info.loop_end is not None:
            self._add_loop_end(info.loop_end)
        return idx

    def _decode_static(self, pc: int, words: list[int]):
        d = TABLE.decode(words)
        if d is None:
            raise EmulationFault(f"illegal or unsupported instruction word ${words[0]:06x}", pc,
                                 f"dc ${words[0]:06x}", self._where(pc),
                                 self.program.region(pc))
        line, region = self.program.line(pc), self.program.region(pc)
        shared = _PC_FREE.get(d.words)
        if shared is not None and shared[0] is self.layer:
            s = shared[1]
            return _copy_static(s, address=pc, line=line, region=region, attrs=dict(s.attrs)), \
                d, shared[2]
        s = self.layer.static(d, pc)
        try:
            info = translate(d, pc, 0, ALL)
        except NotImplementedError as e:
            raise EmulationFault(f"no semantics for this instruction ({e})", pc, s.text,
                                 self._where(pc), region) from None
        s = replace(s, line=line, region=region,
                    attrs={**s.attrs, "accesses": [sp + ("w" if w else "r")
                                                   for sp, w in info.accesses]})
        if _pc_free(d):
            if len(_PC_FREE) >= 1 << 16:
                _PC_FREE.clear()
            _PC_FREE[d.words] = (self.layer, replace(s, line=None, region=None,
                                                     attrs=dict(s.attrs)), info)
        return s, d, info

    def _where(self, pc: int) -> str | None:
        """``file:line: text`` of an instruction, or of the data (``dc``) a jump ran into."""
        w = self.program.where(pc)
        if w is None:
            for e in self.program.listing:
                if e.address <= pc < e.address + len(e.words):
                    lines = self.program.source_lines
                    text = lines[e.line - 1].strip() if e.line <= len(lines) else ""
                    return f"{self.program.path}:{e.line}: {text}"
        return w

    def _add_loop_end(self, la: int) -> None:
        if la in self.loop_ends:
            return
        self.loop_ends.add(la)
        for key, b in list(self.blocks.items()):
            if b.start <= la < b.fallthrough:
                del self.blocks[key]         # recompiled with the loop-end test on next entry
                if self.native is not None:
                    self.native.forget_main(key)

    def _fault_at(self, idx: int, msg: str) -> EmulationFault:
        return fault_at(self.program, self.static[idx], msg)

    # ------------------------------------------------------------------ block compiler
    def _items(self, start: int, single: bool = False) -> list[tuple[int, int, int]]:
        """(address, static index, repetitions) of a block's instructions. ``rep #n`` with an
        immediate count does not end a block: the next instruction is one item run n times."""
        items, pc, reps, repeated = [], start, 1, False
        while True:
            idx = self._static(pc)
            d, info = self.decoded[idx], self.info[idx]
            if repeated and self._unrepeatable(idx):
                raise self._fault_at(idx, "this instruction cannot be repeated by REP")
            items.append((pc, idx, reps))
            size = d.size
            pc += size
            reps, repeated = 1, False
            at_end = self._loop_end_in(pc - size, size) is not None
            if not single and not at_end and d.form.fmt.name == "rep_imm":
                reps, repeated = d.values["cnt"] or 65536, True
                continue
            if single or info.end or at_end or len(items) >= MAX_BLOCK:
                return items

    def _unrepeatable(self, idx: int) -> bool:
        """Control transfers and loop instructions cannot follow REP (a56 refuses them too);
        an instruction that only ends its block (a mode or modifier change) can."""
        return self.static[idx].flow != "" or self.decoded[idx].mnemonic in ("do", "rep", "enddo")

    def _body(self, items, scale: int, lin: int) -> list[list[str]]:
        """The instructions' source lines (flags live backwards). A repeated item is a loop
        whose inner passes produce only the flags the instruction itself reads."""
        live = set(ALL)
        per: list[list[str]] = [[]] * len(items)
        for k in range(len(items) - 1, -1, -1):
            pc, idx, reps = items[k]
            d = self.decoded[idx]
            reads, writes = flags_of(d)
            if k > 0 and self._reads_lc(idx) and \
                    self.decoded[items[k - 1][1]].form.fmt.name == "rep_imm":
                per[k] = _lc_counts(str(reps), _lines(d, pc, scale, live, lin))
            elif reps > 1:
                inner = _lines(d, pc, scale, set(reads), lin) or ["pass"]
                last = _lines(d, pc, scale, live, lin)
                loop = [f"for _ in range({reps - 1}):"] + ["    " + x for x in inner] + last
                per[k] = _unchecked(d, reps, loop)
            elif d.form.fmt.name == "rep_imm" and k + 1 < len(items):
                per[k] = []                 # its count (1 included) is compiled into the next item
            else:
                per[k] = _lines(d, pc, scale, live, lin)
            live = (live - writes) | reads
        for k in range(len(items) - 1):
            a, b = self.info[items[k][1]], self.info[items[k + 1][1]]
            if a.agu_writes & b.uses:
                raise self._pipeline(items[k][1], items[k + 1][1])
        return per

    def _reads_lc(self, idx: int) -> bool:
        """Whether an instruction names LC (FM REP: LC holds the pass count while a REP runs:
        LC -> TEMP, the count -> LC, decremented each pass, TEMP -> LC at the end)."""
        return re.search(r"\blc\b", self.static[idx].text.lower()) is not None

    def _pipeline(self, first: int, second: int) -> EmulationFault:
        regs = self.info[first].agu_writes & self.info[second].uses
        names = [n for n, bit in _agu_bits() if regs & bit]
        return self._fault_at(second, f"{', '.join(names)} loaded by the previous instruction "
                              f"('{self.static[first].text}') is not yet visible to address "
                              "generation (DSP56000 pipeline; a56 warns 'rN just loaded'): put "
                              "another instruction between them")

    def _loop_end_in(self, pc: int, size: int) -> int | None:
        """The DO loop end (LA) among the words of the instruction at ``pc``, if any. LA is the
        address of a loop's last instruction word (the end label minus one), so for a two-word
        last instruction it is the second word, not the instruction's address."""
        ends = self.loop_ends
        if pc in ends:
            return pc
        return next((a for a in range(pc + 1, pc + size) if a in ends), None)

    def _tail(self, last_pc: int, last_idx: int) -> list[str]:
        """The DO loop-end test after the instruction whose words hold a loop's last address."""
        la = self._loop_end_in(last_pc, self.decoded[last_idx].size)
        if la is None:
            return []
        info, nxt = self.info[last_idx], last_pc + self.decoded[last_idx].size
        if info.end:
            raise self._fault_at(last_idx, "a control instruction at a DO loop's last address "
                                 "is not supported (Family Manual DO restrictions)")
        return [f"if mr & 128 and la == {la}:",
                "    if lc == 1:",
                "        t_ = POP(SS); mr = (mr & 127) | ((t_[1] >> 8) & 128)",
                f"        t_ = POP(SS); la = t_[0]; lc = t_[1]; NPC = {nxt}",
                "    else:",
                "        lc = (lc - 1) & 65535; NPC = TOP(SS)[0]"]

    def _function(self, name: str, args: str, items, body: list[list[str]], pre: list[str],
                  indent: str, post: list[str]):
        # the source depends only on these: built once per program, bound to this run's state
        fkey = ("fn", name, args, tuple(map(tuple, body)), tuple(pre), indent, tuple(post))
        hit = self.cache["code"].get(fkey)
        if hit is None:
            hit = self.cache["code"][fkey] = self._source(name, args, body, pre, indent, post)
        source, line_insn, filename = hit
        self.sources[name] = source
        if self.native is not None:         # Python runs a native block rarely: compiled and
            return _Lazy(self.cache["code"], source, filename, self.helpers, name), \
                line_insn, filename         # bound when it does
        ns = dict(self.helpers)
        exec(_code(self.cache["code"], source, filename), ns)
        return ns[name], line_insn, filename

    def _source(self, name: str, args: str, body: list[list[str]], pre: list[str], indent: str,
                post: list[str]):
        # the registers the lines name, line by line (a name never spans two lines), each
        # distinct line's once per process
        seen, logs = set(), False
        for x in [x for b in body for x in b] + pre + post:
            got = _USED.get(x)
            if got is None:
                if len(_USED) >= 1 << 16:
                    _USED.clear()
                got = _USED[x] = (frozenset(_NAME.findall(x)), "A_ +=" in x)
            seen |= got[0]
            logs = logs or got[1]
        return block_source(name, args, body, pre, indent, post, sorted(seen, key=NAMES.index),
                            logs)

    def _new_block(self, start: int, items, fn, line_insn, filename, rep: bool = False) -> Block:
        last_pc, last_idx, _ = items[-1]
        fall = last_pc + self.decoded[last_idx].size
        idxs = [i for _, i, _ in items]
        reps = [r for _, _, r in items]
        sidx = np.array(idxs, np.int32)
        if any(r != 1 for r in reps):
            sidx = np.repeat(sidx, reps)
        b = Block(len(self.block_list), start, fn, sidx, len(sidx), line_insn, fall, last_pc,
                  self.info[items[0][1]].uses, self.info[last_idx].agu_writes, filename, idxs)
        b.rep = rep
        b.writes_m = any(self.info[i].writes_m for _, i, _ in items)
        self.block_list.append(b)
        self.nstatic.append(len(self.static))
        if self.native is not None:
            self._lower_block(b, filename, items)
        return b

    def _lower_block(self, b: Block, filename: str, items) -> None:
        """The block's source as C interpreter code (None: it runs in Python)."""
        source = self.sources[filename[len("<dsp56k "):-1]]
        key = ("lower", source)
        low = self.cache["code"].get(key, False)
        if low is False:
            low = self.cache["code"][key] = _lower.lower(
                source, self.consts, self.cache.setdefault("faults", []), b.line_insn,
                [r for _, _, r in items], [self.info[i].accesses for _, i, _ in items])
        off, lines = -1, None
        if low is not None:
            # the program's native code: each lowered block once, at a fixed offset
            store = self.cache.setdefault("ncode", array("i"))
            where = self.cache.setdefault("noff", {})
            off = where.get(source)
            if off is None:
                off = where[source] = len(store)
                store.extend(low[0])
            lines = low[1]
        self.native.add_block(b.id, off, lines, 0 if b.rep else b.n, b.head, b.tail, b.writes_m)

    def compile(self, start: int, scale: int, lin: int) -> Block:
        if self.native is None:             # the Python path forms every block afresh
            return self._compile(start, scale, lin)
        memo = self.cache.setdefault("blocks", {})
        mkey = (start, scale, lin, frozenset(self.loop_ends))
        rec = memo.get(mkey)
        if rec is not None:
            b = self._replay(rec, start)
            if b is not None:
                self.blocks[start | scale << 16 | lin << 18] = b
                self.native.set_main(start | scale << 16 | lin << 18, b.id)
                return b
        b = self._compile(start, scale, lin)
        memo[mkey] = _Record([(pc, self.skey[i], r) for pc, i, r in b.items],
                             [(self.static[i], self.decoded[i], self.info[i])
                              for _, i, _ in b.items], b,
                             (self.native.b_off[b.id], self.native.lines[b.id]))
        return b

    def _replay(self, rec: "_Record", start: int) -> Block | None:
        """A block formed before in another run of this program from the same state (start,
        mode, linear mask, known loop ends): its instructions are decoded here in the same
        order (the static table grows as it would), and it is reused if they are the same
        words; else None (and the caller forms it afresh, with the same result as if this had
        not run: decoding an instruction again changes nothing).

        The usual case, none of its addresses decoded yet in this run, takes the record's
        decoded instructions whole (the words compared at once) instead of one at a time."""
        name, line_insn, filename, source = rec.fn_parts
        if not rec.top and self.static_of.keys().isdisjoint(rec.pcs):
            if not (np.frombuffer(self.P, np.int64)[rec.at] == rec.words).all():
                return None
            n0 = len(self.static)
            self.skey.extend(rec.skeys)
            self.static.extend(rec.statics)
            self.decoded.extend(rec.decodeds)
            self.info.extend(rec.infos)
            self.static_of.update(zip(rec.pcs, range(n0, n0 + len(rec.pcs))))
            np.frombuffer(self.native.decoded, np.uint8)[rec.pcs_np] = 1
            for la in rec.loop_ends:
                self._add_loop_end(la)
            # the block as _new_block makes it, from what the record kept
            b = Block(len(self.block_list), start,
                      _Lazy(self.cache["code"], source, filename, self.helpers, name),
                      rec.sidx + n0, rec.n, line_insn, rec.fall, rec.pcs[-1], rec.head,
                      rec.tail, filename, list(range(n0, n0 + len(rec.pcs))))
            b.writes_m = rec.writes_m
            self.block_list.append(b)
            self.nstatic.append(len(self.static))
            self.sources[name] = source
            off, lines = rec.native
            self.native.add_block(b.id, off, lines, b.n, b.head, b.tail, b.writes_m)
            return b
        items = []
        for pc, skey, r in rec.items:
            idx = self._static(pc)
            if self.skey[idx] != skey:
                return None
            items.append((pc, idx, r))
        fn = _Lazy(self.cache["code"], source, filename, self.helpers, name)
        self.sources[name] = source
        return self._new_block(start, items, fn, line_insn, filename)

    def _compile(self, start: int, scale: int, lin: int) -> Block:
        items = self._items(start)
        key = ("body", scale, lin, tuple((self.skey[i], r) for _, i, r in items))
        body = self.cache["code"].get(key)
        if body is None:        # the lines depend only on the instructions at those addresses
            body = self.cache["code"][key] = self._body(items, scale, lin)
        last_pc, last_idx, _ = items[-1]
        fall = last_pc + self.decoded[last_idx].size
        name = f"blk_{start:x}_{scale}_{lin:x}"
        fn, line_insn, filename = self._function(name, "R", items, body, [f"NPC = {fall}"], "",
                                                 self._tail(last_pc, last_idx))
        b = self._new_block(start, items, fn, line_insn, filename)
        b.items = items
        b.fn_parts = (name, line_insn, filename, self.sources[name])
        self.blocks[start | scale << 16 | lin << 18] = b
        if self.native is not None:
            self.native.set_main(start | scale << 16 | lin << 18, b.id)
        return b

    def compile_rep(self, pc: int, scale: int, lin: int) -> Block:
        """The instruction after REP, as a function running it N times."""
        items = self._items(pc, single=True)
        idx = items[0][1]
        if self._unrepeatable(idx):
            raise self._fault_at(idx, "this instruction cannot be repeated by REP")
        bkey = ("rep", scale, lin, self.skey[idx])
        lines = self.cache["code"].get(bkey)
        if lines is None:
            lines = self.cache["code"][bkey] = translate(self.decoded[idx], pc, scale, ALL,
                                                         lin).lines() or ["pass"]     # nop
        body = [lines]
        fall = pc + self.decoded[idx].size
        pre, post = [f"NPC = {fall}", "for _ in range(N):"], []
        if self._reads_lc(idx):             # LC counts the passes down (FM REP), then returns
            pre, post = [f"NPC = {fall}", "tl_ = lc", "for k_ in range(N, 0, -1):"], ["lc = tl_"]
            body = [["lc = k_"] + body[0]]
        fn, line_insn, filename = self._function(
            f"rep_{pc:x}_{scale}_{lin:x}", "R, N", items, body, pre, "    ",
            post + self._tail(pc, idx))
        b = self._new_block(pc, items, fn, line_insn, filename, rep=True)
        self.rep_blocks[pc | scale << 16 | lin << 18] = b
        if self.native is not None:
            self.native.set_rep(pc | scale << 16 | lin << 18, b.id)
        return b

    # ------------------------------------------------------------------ run
    def _block(self, pc: int, lin: int, table: dict, compile_fn) -> Block:
        """The block at ``pc`` for the current scaling mode and linear mask in ``table`` (the
        blocks or the REP blocks), compiled by ``compile_fn`` if new; on the C path, entered in
        the C loop's tables (compiling enters a new one)."""
        key = pc | (self.R[_MR] & 12) << 14 | lin << 18
        blk = table.get(key)
        if blk is None:
            return compile_fn(pc, (self.R[_MR] >> 2) & 3, lin)
        if self.native is not None:
            (self.native.set_rep if blk.rep else self.native.set_main)(key, blk.id)
        return blk

    def run(self, entry: int, budget: int, stop: tuple[int, int] | None = None) -> Trace:
        # a fresh machine on the C path runs from the program's plan for this entry and budget
        # where it has one (_Plan); the first stretch of the C loop is then already run
        plan_key = (entry, budget) if self.native is not None and stop is None and \
            not self.block_list and entry >= 0 else None
        pending = self._run_planned(plan_key) if plan_key is not None else None
        R, blocks, reps = self.R, self.blocks, self.rep_blocks
        REP = INDEX["rep"]
        nat = self.native
        seq: list[int] = []
        steps: list = []            # the C path: the Python steps' (block, first index, passes)
        push_seq = seq.append
        count, pc, prev_tail, blk, last = 0, entry, 0, None, -1
        lin = self._linear()
        stop_at, stop_left = stop if stop else (-1, 0)     # isa.contract: IsaLayer.execute
        rep_entry = False
        try:
            while pc >= 0:
                rep_only = False
                if nat is not None:
                    # the C loop runs native blocks until a step it leaves to the code below
                    if pending is not None:     # its first stretch ran planned (_run_planned)
                        reason, pc, count, prev_tail, lin, stop_left, last = pending
                        pending = None
                    else:
                        reason, pc, count, prev_tail, lin, stop_left, last = self._run_native(
                            seq, steps, pc, count, budget, prev_tail, lin, stop_at, stop_left,
                            last, rep_entry)
                    rep_entry = False
                    if reason == native_run.DONE:
                        break
                    rep_only = reason == native_run.REP
                    # a block not compiled yet: compiled here (where the Python path compiles it),
                    # then run by the C loop when it can
                    if rep_only:
                        blk = self._block(pc, lin, reps, self.compile_rep)
                        if nat.native(blk.id) and not prev_tail & blk.head and \
                                count + R[REP] <= budget:
                            rep_entry = True
                            continue
                    elif not (pc == stop_at and stop_left <= 1):
                        blk = self._block(pc, lin, blocks, self.compile)
                        if nat.native(blk.id) and not prev_tail & blk.head and \
                                count + blk.n <= budget:
                            continue
                if not rep_only:
                    if pc == stop_at:
                        stop_left -= 1
                        if stop_left <= 0:
                            self.stopped_at = pc
                            break
                    blk = self._block(pc, lin, blocks, self.compile)
                    if prev_tail & blk.head:
                        raise self._pipeline(self.block_list[last].insn[-1], blk.insn[0])
                    push_seq(blk.id)
                    last = blk.id
                    if nat is not None:
                        steps.append((blk, count, 1))
                    count += blk.n
                    if count > budget:
                        raise BudgetExceeded(budget, pc, self.program.where(pc))
                    pc = blk.fn(R)
                    prev_tail = blk.tail
                    if blk.writes_m:
                        lin = self._linear()
                if R[REP]:
                    n, R[REP] = R[REP], 0
                    blk = self._block(pc, lin, reps, self.compile_rep)
                    if prev_tail & blk.head:
                        raise self._pipeline(self.block_list[last].insn[-1], blk.insn[0])
                    if nat is not None:
                        steps.append((blk, count, n))
                    count += n
                    if count > budget:
                        raise BudgetExceeded(budget, pc, self.program.where(pc))
                    seq.extend([blk.id] * n)
                    last = blk.id
                    pc = blk.fn(R, n)
                    prev_tail = blk.tail
                    if blk.writes_m:
                        lin = self._linear()
        except (Fault, IndexError, KeyError, TypeError) as e:
            if nat is not None:
                nat.close()
            raise self._located(e, blk, sys.exc_info()[2]) from None
        except BaseException:
            if nat is not None:
                nat.close()
            raise
        if nat is None:
            self.seq = seq
            return self._trace(np.asarray(seq, dtype=np.int64),
                               np.asarray(self.addrs, dtype=np.int64))
        self._flush(seq, steps)
        seq_all, *log = nat.results()
        self.seq = seq_all
        if plan_key is not None and len(self.block_list) > self.planned:
            # blocks the plan did not have: the run's own plan
            self._keep_plan(plan_key, (len(seq_all), len(log[0])))
        return self._native_trace(seq_all, *log)

    # ------------------------------------------------------------------ run plans
    def _run_planned(self, key: tuple) -> tuple | None:
        """The first stretch of the C loop run with every block of the program's plan for
        ``key`` already in its tables. Returns what :meth:`_run_native` returns, with the
        machine as the plain path would have it at that point (the blocks met so far formed,
        in the order met), or None where there is no plan: then nothing has run. Where the
        run left the plan's order, or faulted, the machine starts again from the image (and
        the plain path runs it: its fault is the one reported)."""
        plan = _plan_for(self.cache, key)
        if plan is None:
            return None
        nat = self.native
        k_in = plan.usable(self.P)          # blocks whose words P holds now
        if not k_in:
            return None
        plan.install(nat, k_in)
        nat.reserve(*plan.sizes)            # the last run's log sizes: no copies as they grow
        missing = len(self.consts.values) - (len(self.R) - _lower.CONST_BASE)
        if missing > 0:
            self.R.extend(self.consts.values[-missing:])
        nat.code = self.cache["ncode"] if "ncode" in self.cache else array("i")
        entry, budget = key
        reason = nat.run(self.SS, entry, 0, budget, 0, self._linear(), -1, 0, -1, 0)
        met = None if reason in (native_run.FAULT, native_run.NOMEM) else \
            _met_in_order(nat.sequence())
        if met is None:
            nat.close()
            misses = self.cache.setdefault("plan_misses", {})
            misses[key] = misses.get(key, 0) + 1
            self.__init__(self.program, self._image, self.layer)
            return None
        plan.materialize(self, met, k_in)
        g = nat.get
        return (reason, g("pc"), g("count"), g("prev_tail"), g("lin"), g("stop_left"),
                g("last_blk"))

    def _keep_plan(self, key: tuple, sizes: tuple) -> None:
        """What this run formed, kept for the next run with ``key`` (a draft: the plan is built
        where that run asks for it, so a program run once pays only for the copies)."""
        plans = self.cache.setdefault("plans", {})
        plans.pop(key, None)
        if self.cache.get("plan_misses", {}).get(key, 0) >= _MISSES:
            return          # runs with this key keep leaving their plans: no more plans
        while len(plans) >= 4:
            plans.pop(next(iter(plans)))
        nat = self.native
        # the blocks' facts, not the blocks: a block's function holds this run's memories
        facts = [SimpleNamespace(id=b.id, start=b.start, sidx=b.sidx, n=b.n,
                                 line_insn=b.line_insn, fallthrough=b.fallthrough, last=b.last,
                                 head=b.head, tail=b.tail, filename=b.filename, insn=b.insn,
                                 writes_m=b.writes_m, rep=b.rep) for b in self.block_list]
        plans[key] = SimpleNamespace(
            skey=list(self.skey), static=list(self.static), decoded=list(self.decoded),
            info=list(self.info), static_of=dict(self.static_of), nstatic=list(self.nstatic),
            block_list=facts, blocks={k: facts[b.id] for k, b in self.blocks.items()},
            rep_blocks={k: facts[b.id] for k, b in self.rep_blocks.items()},
            sources=dict(self.sources), sizes=sizes,
            native=SimpleNamespace(b_off=array("i", nat.b_off), b_n=array("i", nat.b_n),
                                   b_wm=array("i", nat.b_wm), b_head=array("q", nat.b_head),
                                   b_tail=array("q", nat.b_tail), lines=list(nat.lines)))

    def _flush(self, seq: list, steps: list) -> None:
        """The Python steps' block ids and accesses into the C buffers (with the accesses'
        instruction indices, spaces and write flags, from their blocks' patterns)."""
        if not (seq or steps or self.addrs):
            return                  # the usual case: the C loop stopped for a new block only
        parts = [self._pattern(b, first, n) for b, first, n in steps]
        steps.clear()
        cols = [np.concatenate([p[k] for p in parts]) if parts else np.zeros(0, t)
                for k, t in enumerate((np.int64, np.int8, np.int8))]
        self.native.flush(seq, self.addrs, *cols)

    def _pattern(self, b: Block, first: int, n: int):
        """(instruction index, space, write) of the accesses of one run of block ``b`` from
        retired instruction ``first``; ``n`` passes of a REP block."""
        pat = getattr(b, "_acc", None)
        if pat is None:
            per = [self.info[i].accesses for i in b.sidx.tolist()]
            off = np.repeat(np.arange(len(per), dtype=np.int64), [len(p) for p in per])
            sp = np.array([_SPACE_CODE[x] for p in per for x, _ in p], np.int8)
            w = np.array([int(y) for p in per for _, y in p], np.int8)
            pat = b._acc = (off, sp, w)
        off, sp, w = pat
        if b.rep:                                 # a REP block: n passes of its one instruction
            return (np.repeat(np.arange(n, dtype=np.int64), len(off)) + first, np.tile(sp, n),
                    np.tile(w, n))
        return off + first, sp, w

    def _run_native(self, seq, steps, pc, count, budget, prev_tail, lin, stop_at, stop_left,
                    last, rep_entry):
        """One stretch of the C loop (see interp.c): what Python steps appended goes into the C
        buffers first; a fault inside a native block is raised here as the Python path words
        it. Returns (reason, pc, count, prev_tail, lin, stop_left, last)."""
        nat = self.native
        self._flush(seq, steps)
        missing = len(self.consts.values) - (len(self.R) - _lower.CONST_BASE)
        if missing > 0:
            self.R.extend(self.consts.values[-missing:])
        nat.code = self.cache["ncode"] if "ncode" in self.cache else array("i")
        reason = nat.run(self.SS, pc, count, budget, prev_tail, lin, stop_at, stop_left, last,
                         int(rep_entry))
        g = nat.get
        if reason == native_run.FAULT:
            raise self._native_fault()
        if reason == native_run.NOMEM:
            raise MemoryError("the DSP56000 trace buffers")
        return (reason, g("pc"), g("count"), g("prev_tail"), g("lin"), g("stop_left"),
                g("last_blk"))

    def _native_fault(self) -> EmulationFault:
        nat = self.native
        b = self.block_list[nat.get("fault_blk")]
        line = nat.lines[b.id][nat.get("fault_word")]
        k = b.line_insn.get(line, 0)
        code, arg = nat.get("fault"), nat.get("fault_arg")
        msg = {1: "system stack overflow (15 entries)", 2: "system stack underflow",
               3: "system stack is empty", 4: f"SP = {arg}: the system stack has 15 entries",
               5: f"reserved address modifier M = ${arg:04x}",
               6: f"write to P:${arg:04x}, which holds code already decoded "
                  "(self-modifying code is not supported)",
               8: "internal error OverflowError: a value left 64 bits in the C interpreter",
               9: "internal error IndexError: array index out of range",
               10: "internal error IndexError: array assignment index out of range"}.get(code)
        if code == 7:
            msg = self.cache["faults"][arg]
        return self._fault_at(b.insn[k], msg)

    def _linear(self) -> int:
        """Mask of the address registers whose modifier is $FFFF (linear) right now."""
        R, m0 = self.R, INDEX["m0"]
        return sum(1 << k for k in range(8) if R[m0 + k] == 0xFFFF)

    def _located(self, e: Exception, blk: Block | None, tb) -> EmulationFault:
        if blk is None:
            return EmulationFault(f"{type(e).__name__}: {e}", 0)
        k = failing_position(tb, blk.filename, blk.line_insn)
        msg = str(e) if isinstance(e, Fault) else f"internal error {type(e).__name__}: {e}"
        return self._fault_at(blk.insn[k], msg)

    def _native_trace(self, seq, addrs, insn, space, write) -> Trace:
        """The trace of a C run: the access log came with its columns (the C loop writes each
        access's instruction index, space and write flag as it logs it)."""
        trace = self._blocks_trace(seq)
        total = 0
        if len(seq):
            # accesses per static instruction (a plan's, then those decoded after it), per block
            counts, info = self._acc_static, self.info
            have = 0 if counts is None else len(counts)
            if have != len(info):
                more = np.array([len(x.accesses) for x in info[have:]], np.int64)
                counts = more if counts is None else np.concatenate([counts, more])
            table = trace.blocks.table
            flat = np.concatenate(table)
            first = np.zeros(len(table), np.int64)
            np.cumsum([len(b) for b in table[:-1]], out=first[1:])
            total = int(np.add.reduceat(counts[flat], first)[seq].sum())
        if len(addrs) != total:
            raise EmulationFault(f"internal error: {len(addrs)} data accesses logged, "
                                 f"{total} expected from the instructions run", 0)
        trace.accesses = Accesses(insn, addrs, space, np.ones(total, np.int8), write)
        return trace

    def _blocks_trace(self, seq: np.ndarray) -> Trace:
        blocks = self.block_list
        return Trace.from_blocks("dsp56k", list(self.static), [b.sidx for b in blocks], seq,
                                  [b.start for b in blocks], [b.fallthrough for b in blocks],
                                  spaces=SPACES, meta=TraceMeta(mode=self.program.mode,
                                                                path=self.program.path),
                                  next_start=self.stopped_at)

    def _trace(self, seq: np.ndarray, addrs: np.ndarray) -> Trace:
        trace = self._blocks_trace(seq)
        pats = [info.accesses for info in self.info]
        count = np.array([len(p) for p in pats], np.int64)
        start = np.zeros(len(pats), np.int64)
        start[1:] = np.cumsum(count)[:-1]
        flat_sp = np.array([_SPACE_CODE[s] for p in pats for s, _ in p], np.int8)
        flat_w = np.array([w for p in pats for _, w in p], bool)
        per = count[trace.index] if len(trace) else np.zeros(0, np.int64)
        total = int(per.sum())
        insn = np.repeat(np.arange(len(trace), dtype=np.int64), per)
        if total:
            offs = np.repeat(start[trace.index] - np.concatenate(([0], np.cumsum(per)[:-1])), per)
            pos = offs + np.arange(total)
        else:
            pos = np.zeros(0, np.int64)
        if len(addrs) != total:
            raise EmulationFault(f"internal error: {len(addrs)} data accesses logged, "
                                 f"{total} expected from the instructions run", 0)
        trace.accesses = Accesses(insn, addrs, flat_sp[pos] if total else np.zeros(0, np.int8),
                                  np.ones(total, np.int8), flat_w[pos] if total else
                                  np.zeros(0, bool))
        return trace


def _pwriter(static_of: dict, P):
    """The block functions' P write (PW): refused at an address holding decoded code. A
    closure, not a bound method: the machine is then in no reference cycle and goes (with its
    64K-word buffers) as soon as its run is over, so the next run's allocations reuse them."""
    def pw(addr: int, v: int) -> None:
        if addr in static_of:
            raise Fault(f"write to P:${addr:04x}, which holds code already decoded "
                        "(self-modifying code is not supported)")
        P[addr] = v
    return pw


# A run that leaves its plan's order runs twice (the planned run, then the plain one): after
# this many such runs with one key (data that takes another path each time), none is planned.
_MISSES = 2


def _plan_for(cache: dict, key: tuple) -> "_Plan | None":
    """The program's plan for ``key`` (built from its draft the first time it is asked for)."""
    plans = cache.get("plans")
    plan = plans.get(key) if plans else None
    if plan is None or isinstance(plan, _Plan):
        return plan
    plan = _Plan.of(plan)
    if plan is None:
        del plans[key]
    else:
        plans[key] = plan
    return plan


def _met_in_order(seq: np.ndarray) -> int | None:
    """How many blocks ``seq`` met, where each block id is first met after every smaller one
    (0, then 1, ...: as ids are given out, in first-meeting order); None where it is not so."""
    if not len(seq):
        return 0
    top = np.maximum.accumulate(seq)
    if seq[0] != 0 or (seq[1:] > top[:-1] + 1).any():
        return None
    return int(top[-1]) + 1


class _Plan:
    """How an earlier run of a program formed its blocks, in order: the static table, each
    block (with its table key and native code) and the static table's length once it was formed.

    Forming is determined by what a run meets: the (pc, mode, linear mask) of each block's first
    meeting in order, and the words at the addresses decoded. A later run from the same entry
    and budget most likely meets the same blocks in the same order, so :meth:`Machine.
    _run_planned` puts all of them in the C loop's tables before it starts, and the C loop
    returns to Python only where the run leaves them (or at its end), not at each block's first
    meeting. That is the plain path's result exactly when (a) P held the plan's words at every
    decoded address (and the one after it: the second word is part of the key) when the block
    was met: checked before the run, and the C loop faults on a write to any of them during it;
    and (b) the block ids of the sequence are first met in increasing order (0, 1, 2, ...): then
    the first meetings were the plan's first k, in its order, and the machine is the plan's
    prefix of k blocks (:meth:`materialize`; the blocks not met are taken out of the tables
    again). Otherwise the run starts again on the plain path. A plan is made only where each
    block is its table's entry at its pc to the end (no block dropped for a loop end found
    later, no two blocks of one table at one pc), and every block is native."""

    __slots__ = ("nstatic", "skey", "static", "decoded", "info", "pcs", "static_of", "at",
                 "words", "loop_ends", "steps", "sidx", "ends", "sources", "cols", "lines",
                 "main", "rep", "acc", "sizes")

    @classmethod
    def of(cls, m) -> "_Plan | None":
        """The plan of a machine's run (``m``: a draft of it, see Machine._keep_plan), or None
        where the run cannot make one."""
        nat, blocks = m.native, m.block_list
        if not blocks or len(m.nstatic) != len(blocks) or m.nstatic[-1] != len(m.static) or \
                any(o < 0 for o in nat.b_off):
            return None
        keys = {}
        for table in (m.blocks, m.rep_blocks):
            at_pc = {}
            for key, b in table.items():
                if keys.get(b.id) is not None or at_pc.setdefault(key & 0xFFFF, b) is not b:
                    return None
                keys[b.id] = key
        if len(keys) != len(blocks):
            return None                 # a block was dropped and formed again
        p = cls()
        keyed = np.array(m.skey, np.int64)             # (pc, word, next word) per instruction
        pcs = keyed[:, 0]
        if pcs.max() + 1 >= WORDS:
            return None                 # its second word is not P's
        p.pcs = tuple(pcs.tolist())
        p.nstatic = tuple(m.nstatic)
        p.skey, p.static = tuple(m.skey), tuple(m.static)
        p.decoded, p.info = tuple(m.decoded), tuple(m.info)
        p.at = np.stack([pcs, pcs + 1], axis=1)
        p.words = keyed[:, 1:].copy()
        p.loop_ends = tuple((i, x.loop_end) for i, x in enumerate(m.info)
                            if x.loop_end is not None)
        if len({b.sidx.dtype for b in blocks}) != 1:
            return None
        p.static_of = dict(m.static_of)
        # the blocks' static indices in one array (a run copies it once and takes views)
        p.sidx = np.concatenate([b.sidx for b in blocks])
        p.ends = np.cumsum([len(b.sidx) for b in blocks]).tolist()
        names = [b.filename[len("<dsp56k "):-1] for b in blocks]
        p.sources = {name: m.sources[name] for name in names}
        # per block what its Block holds (its insn list is shared: nothing changes one)
        p.steps = tuple((keys[b.id], b.start, b.n, b.line_insn, b.fallthrough, b.last, b.head,
                         b.tail, b.filename, list(b.insn), b.writes_m, b.rep, name,
                         m.sources[name]) for b, name in zip(blocks, names))
        p.cols = (array("i", nat.b_off), array("i", nat.b_n), array("i", nat.b_wm),
                  array("q", nat.b_head), array("q", nat.b_tail))
        p.lines = tuple(nat.lines)
        for name, rep in (("main", False), ("rep", True)):
            ids = np.array([b.id for b in blocks if b.rep == rep], np.int64)
            ks = np.array([keys[i] for i in ids.tolist()], np.int64)
            setattr(p, name, (ks & 0xFFFF, ks, ids))
        p.acc = np.array([len(x.accesses) for x in m.info], np.int64)
        p.sizes = m.sizes                   # (blocks run, accesses logged) by that run
        return p

    def usable(self, P) -> int:
        """How many of the plan's blocks (a prefix) have all their words in ``P`` now."""
        bad = np.flatnonzero((np.frombuffer(P, np.int64)[self.at] != self.words).any(axis=1))
        if not len(bad):
            return len(self.steps)
        return bisect_right(self.nstatic, int(bad[0]))

    def install(self, nat, k: int) -> None:
        """The first ``k`` blocks into the C loop's tables; their words marked decoded."""
        nat.preset(self.cols, self.lines, k)
        for rep, (pcs, keys, ids) in ((False, self.main), (True, self.rep)):
            sel = ids < k
            nat.set_keys(pcs[sel], keys[sel], ids[sel], rep)
        nat.mark(self.at[:self.nstatic[k - 1]].ravel(), 1)

    def materialize(self, m: "Machine", k: int, installed: int) -> None:
        """``m`` as the plain path leaves it once the plan's first ``k`` blocks are formed
        (``installed`` are in the C loop's tables: the rest are taken out again)."""
        n = self.nstatic[k - 1] if k else 0
        whole = k == len(self.steps)
        for mine, ours in ((m.skey, self.skey), (m.static, self.static),
                           (m.decoded, self.decoded), (m.info, self.info)):
            mine.extend(ours if whole else ours[:n])
        m.static_of.update(self.static_of if whole else zip(self.pcs, range(n)))
        m.loop_ends.update(la for i, la in self.loop_ends if i < n)
        m.nstatic.extend(self.nstatic[:k])
        codes, helpers, blocks = m.cache["code"], m.helpers, m.block_list
        sidx = self.sidx[:self.ends[k - 1]].copy() if k else None
        lo = 0
        for j in range(k):
            key, start, nb, line_insn, fall, last, head, tail, filename, insn, wm, rep, name, \
                source = self.steps[j]
            hi = self.ends[j]
            b = Block(j, start, _Lazy(codes, source, filename, helpers, name), sidx[lo:hi], nb,
                      line_insn, fall, last, head, tail, filename, insn, wm, rep)
            lo = hi
            blocks.append(b)
            (m.rep_blocks if rep else m.blocks)[key] = b
            if not whole:
                m.sources[name] = source
        if whole:
            m.sources.update(self.sources)
        nat = m.native
        if k < installed:
            nat.truncate(k)
            for rep, (pcs, _, ids) in ((False, self.main), (True, self.rep)):
                sel = (ids >= k) & (ids < installed)
                nat.set_keys(pcs[sel], np.full(int(sel.sum()), -1, np.int64), ids[sel], rep)
        # decoded: the static instructions' addresses only, as the plain path marks them
        nat.mark(self.at[:self.nstatic[installed - 1]].ravel(), 0)
        nat.mark(self.at[:n, 0], 1)
        m.planned = k
        m._acc_static = self.acc[:n]


class _Record:
    """How a block was formed, for :meth:`Machine._replay` in a later run of the program: per
    instruction its address, (pc, words) key and repetitions, and what decoding gave (static
    instruction, decoded form, translation), the addresses and expected words as arrays, and the
    block function's parts."""

    __slots__ = ("items", "pcs", "skeys", "statics", "decodeds", "infos", "pcs_np", "at",
                 "words", "top", "loop_ends", "fn_parts", "sidx", "n", "fall", "head", "tail",
                 "writes_m", "native")

    def __init__(self, items: list, hits: list, b: Block, native: tuple):
        self.items, self.fn_parts, self.native = items, b.fn_parts, native
        first = b.items[0][1]
        self.sidx = b.sidx - first             # its static indices, from the first one
        self.n, self.fall, self.head, self.tail = b.n, b.fallthrough, b.head, b.tail
        self.writes_m = b.writes_m
        self.pcs = tuple(pc for pc, _, _ in items)
        self.skeys = tuple(k for _, k, _ in items)
        self.statics = tuple(h[0] for h in hits)
        self.decodeds = tuple(h[1] for h in hits)
        self.infos = tuple(h[2] for h in hits)
        self.pcs_np = np.array(self.pcs, np.int64)
        self.at = np.concatenate([self.pcs_np, self.pcs_np + 1])      # each one's two words
        self.words = np.array([k[1] for k in self.skeys] + [k[2] for k in self.skeys], np.int64)
        self.top = any(pc + 1 >= WORDS for pc in self.pcs)   # its second word is not P's
        self.loop_ends = tuple(i.loop_end for i in self.infos if i.loop_end is not None)


def _code(codes: dict, source: str, filename: str):
    """A block function's code object, compiled once per program (``codes``: the program's
    code cache)."""
    key = ("fn-code", filename, source)
    code = codes.get(key)
    if code is None:
        code = codes[key] = compile(source, filename, "exec")
    return code


class _Lazy:
    """A block function compiled and bound to its run's memories when Python first runs it: the
    C path runs most blocks itself and never needs most functions, so their source is not even
    compiled (builtins.compile was a fifth of a first run's block forming)."""

    __slots__ = ("codes", "source", "filename", "helpers", "name", "fn")

    def __init__(self, codes: dict, source: str, filename: str, helpers: dict, name: str):
        self.codes, self.source, self.filename = codes, source, filename
        self.helpers, self.name, self.fn = helpers, name, None

    def __call__(self, *args):
        if self.fn is None:
            ns = dict(self.helpers)
            exec(_code(self.codes, self.source, self.filename), ns)
            self.fn = ns[self.name]
        return self.fn(*args)


_MR = INDEX["mr"]
_CHECK = "if not -36028797018963968 <= "


def _unchecked(d, reps: int, loop: list[str]) -> list[str]:
    """A REP loop of MAC (or MPY) without the 56-bit overflow test in each pass, guarded by one
    test that no pass can overflow: each product is at most 2**47 in size, so an accumulator
    within 2**55 - reps * 2**47 of zero at the start stays in range (else the checked loop)."""
    alu = d.form.attrs.get("alu")
    if alu is None or alu.mnemonic not in ("mac", "mpy") or not any(
            x.lstrip().startswith(_CHECK) for x in loop):
        return loop
    fast = [x for x in loop if not x.lstrip().startswith(_CHECK)]
    if alu.mnemonic == "mpy":               # a product alone always fits
        return fast
    acc, bound = "ab"[d.values["dst"]], (1 << 55) - reps * (1 << 47)
    if bound <= 0:
        return loop
    return ([f"if -{bound} < {acc} < {bound}:"] + ["    " + x for x in fast] + ["else:"]
            + ["    " + x for x in loop])


def _lc_counts(n: str, lines: list[str]) -> list[str]:
    """A REP'd instruction that names LC, run ``n`` times with LC counting the passes down (FM
    REP) and restored afterwards."""
    return (["tl_ = lc", f"for k_ in range({n}, 0, -1):", "    lc = k_"]
            + ["    " + x for x in lines] + ["lc = tl_"])


def _agu_bits():
    from .regs import AGU_REGS
    return AGU_REGS.items()


def execute(program: Program, image: MemoryImage, entry: int | None = None,
            budget: int = 50_000_000, stop: tuple[int, int] | None = None) -> Execution:
    """Run from ``entry`` (default: the program base) until ``stop`` or ``wait``."""
    from . import ISA
    m = Machine(program, image, ISA)
    trace = m.run(program.base if entry is None else entry, budget, stop)
    mems = {"x": m.X, "y": m.Y, "p": m.P}

    def read(addr: int, n: int, space: str = "") -> bytes:
        sp = (space or "x").lower()
        if sp not in mems:
            raise EmulationFault(f"no memory space '{space}' (x, y or p)", addr)
        nwords = -(-n // 3)         # a byte stream packed 3 bytes a word may end inside a word
        if n < 0 or addr < 0 or addr + nwords > WORDS:
            raise EmulationFault(f"read of {n} bytes at {sp}:{addr:#x}: inside the 64K-word "
                                 "space only", addr)
        return to_bytes(mems[sp][addr:addr + nwords])[:n]
    return Execution(trace, read, m.registers())
