"""Run x86 code under unicorn and capture the Trace.

No Python runs per instruction: a block hook records the id of each executed basic block (decoded
once with capstone on first sight and cached as an array of static-instruction indices), and a
memory hook scoped to the data segments records each data access (address, size, read or write)
in order; the accesses are matched to instructions afterwards from each instruction's static
read/write count. The instruction budget is enforced per block.
"""
from __future__ import annotations

import ctypes
import weakref
from typing import NamedTuple

import numpy as np
import unicorn
from unicorn.unicorn_py3.unicorn import uclib
from unicorn import x86_const as UX

from ..contract import Execution
from ..errors import BudgetExceeded, EmulationFault
from ..image import MemoryImage
from ..program import Program
from ..toolkit.interp import ProgramCache
from ..trace import Accesses, StaticInsn, Trace, TraceMeta
from .decode import decode_one, decoder, lite_decoder, static_insn_at
from . import accesslog, pcsync
from .modes import MODES

PAGE = 0x1000


def _reg_id(name: str) -> int:
    try:
        return getattr(UX, f"UC_X86_REG_{name.upper()}")
    except AttributeError:
        raise EmulationFault(f"unknown initial register '{name}'", 0) from None


# Per-program cache of decoded blocks, {(address, size): [StaticInsn]}: capstone decoding of a
# kernel's blocks is the same in every run of it.
_DECODED = ProgramCache(dict)
# Per-program whole-code sweeps, {(what, bits): result}: the instruction list, the x87 exits
_SWEEPS = ProgramCache(dict)


class _Template:
    """The static table and block table that a run of a program built, by first sight of each
    block: ``keys[b]`` the (address, size) of block id ``b``, ``tables[b]`` its static indices
    (read-only: traces share them), ``n_static[b]`` the static table's length once block ``b``
    was added, ``patterns[b]`` the position in the block of each of its data accesses (an
    instruction that reads and writes appears twice). Both tables follow only from the order in
    which blocks are first seen, so a later run that sees its first blocks in the same order
    takes them from here instead of indexing every instruction again, and leaves the template
    (building its own tables from the prefix it shared) at the first block that differs."""

    def __init__(self):
        self.keys: list[tuple[int, int]] = []
        self.tables: list[np.ndarray] = []
        self.n_static: list[int] = []
        self.patterns: list[np.ndarray] = []
        self.static: list[StaticInsn] = []
        self.index_of: dict[int, int] = {}

    def add(self, key: tuple[int, int], statics: list[StaticInsn]) -> None:
        """Block ``len(keys)``: first seen after every block already here."""
        self.keys.append(key)
        self.tables.append(_frozen(np.array([_index_in(self.static, self.index_of, s)
                                             for s in statics], dtype=np.int32)))
        self.n_static.append(len(self.static))
        self.patterns.append(_pattern(statics))


def _index_in(static: list[StaticInsn], index_of: dict[int, int], s: StaticInsn) -> int:
    """The index of the instruction at ``s.address`` in ``static``, appending ``s`` if new."""
    idx = index_of.get(s.address)
    if idx is None:
        idx = len(static)
        static.append(s)
        index_of[s.address] = idx
    return idx


def _pattern(statics: list[StaticInsn]) -> np.ndarray:
    """The position in the block of each data access its instructions make, in order."""
    counts = [s.mem_reads + s.mem_writes for s in statics]
    return _frozen(np.repeat(np.arange(len(statics), dtype=np.int64), counts))


def _frozen(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


# Per-program template of the last run's tables (_Template), in a one-element list
_TEMPLATES = ProgramCache(lambda: [_Template()])
_DECODERS: dict[tuple[int, bool], object] = {}


def _decoder(bits: int, detail: bool = True):
    """One capstone decoder per mode and kind for the process (creating one costs ~0.1 ms)."""
    cs = _DECODERS.get((bits, detail))
    if cs is None:
        cs = _DECODERS[bits, detail] = decoder(bits) if detail else lite_decoder(bits)
    return cs


class _Recorder:
    """The hook callbacks and their state for one run."""

    def __init__(self, uc: unicorn.Uc, program: Program, bits: int, budget: int,
                 shared: bool = True):
        self.uc, self.program, self.bits, self.shared = uc, program, bits, shared
        self.c_log: accesslog.AccessLog | None = None
        self.c_blocks: accesslog.BlockLog | None = None
        self.notes: list[str] = []
        self.access_range = (0, -1)               # [lo, hi] of the recorded data accesses
        self.last_accesses = 0                    # data accesses of the last run
        self.reset(budget)

    def reset(self, budget: int) -> None:
        """The state of one run (a kept engine's recorder serves its next run after this)."""
        self.budget = budget
        # the program's template (see _Template) while this run's blocks follow it, else None
        # and this run's own static table in static/index_of
        self.template: _Template | None = \
            _TEMPLATES.get(self.program)[0] if self.shared else _Template()
        self.static: list[StaticInsn] = []
        self.index_of: dict[int, int] = {}
        self.n_static: list[int] = []             # block id -> static table length after it
        self.patterns: list[np.ndarray] = []      # block id -> access positions (_Template)
        self.block_id: dict[tuple[int, int], int] = {}
        self.table: list[np.ndarray] = []         # block id -> static indices
        self.starts: list[int] = []               # block id -> first address
        self.falls: list[int] = []                # block id -> address after it
        self.sequence: list[int] = []             # block ids in execution order
        self.accesses: list[tuple[int, int]] = []  # (address, info) entries (Python fallback)
        self.retired = 0
        self.budget_pc: int | None = None
        self.stop_address, self.stop_left, self.stopped = 0, 0, False       # execute(stop=...)
        self.fault: EmulationFault | None = None
        self.decoded = _DECODED.get(self.program)
        if self.c_blocks is not None:
            self.c_blocks.reset(budget)
        if self.c_log is not None:          # a kept engine: as many as last time, most likely
            self.c_log.reset(self.last_accesses)

    def record_access(self, address: int, size: int, write: bool) -> None:
        """Record one data access that unicorn's hooks did not see (a far return the capture
        performs itself), in the same log and order as the hooked ones."""
        lo, hi = self.access_range
        if not lo <= address <= hi:
            return
        if self.c_log is not None:
            self.c_log.append(address, size, write)
        else:
            self.accesses.append(accesslog.pack(address, size, write))

    def on_far_return(self, uc, address, _size, data):
        """Perform a real-mode far return (RETF [imm16]) here instead of in unicorn: with its PC
        re-sync on, unicorn 2.1 restores EIP to the RETF between the instruction's two stack
        reads (its real-mode RETF writes the popped offset to EIP before it pops the segment), so
        the RETF runs again with the popped stack. The return pops the offset, then the segment
        (each of the operand size), adds the operand size twice plus imm16 to SP and jumps."""
        opsize, imm = data
        ss, sp = uc.reg_read(UX.UC_X86_REG_SS), uc.reg_read(UX.UC_X86_REG_SP) & 0xFFFF
        at_ip, at_cs = (ss << 4) + sp, (ss << 4) + ((sp + opsize) & 0xFFFF)
        try:
            ip = int.from_bytes(uc.mem_read(at_ip, opsize), "little")
            cs = int.from_bytes(uc.mem_read(at_cs, opsize), "little") & 0xFFFF
        except unicorn.UcError:
            text, where, region = self.describe(address)
            bad = at_ip if not _is_mapped(uc, at_ip, opsize) else at_cs
            self.fault = EmulationFault(f"read of unmapped memory at {bad:#x} ({opsize} bytes)",
                                        address, text, where, region)
            uc.emu_stop()
            return
        self.record_access(at_ip, opsize, False)
        self.record_access(at_cs, opsize, False)
        uc.reg_write(UX.UC_X86_REG_SP, (sp + 2 * opsize + imm) & 0xFFFF)
        uc.reg_write(UX.UC_X86_REG_CS, cs)
        uc.reg_write(UX.UC_X86_REG_EIP, ip)       # a PC written in a code hook skips the RETF

    def describe(self, address: int) -> tuple[str, str | None, str | None]:
        code = self._read_code(address)
        insn = decode_one(self.cs, code, address) if code else None
        text = f"{insn.mnemonic} {insn.op_str}".strip() if insn else "?"
        return text, self.program.where(address), self.program.region(address)

    def _read_code(self, address: int) -> bytes:
        """Up to 16 bytes at ``address``, fewer at the end of mapped memory, none if unmapped
        (a return to a wild address must still give a located fault, not a UcError)."""
        for n in (16, PAGE - (address % PAGE)) if address >= 0 else ():
            try:
                return bytes(self.uc.mem_read(address, n))
            except unicorn.UcError:
                continue
        return b""

    @property
    def cs(self):
        return _decoder(self.bits)

    @property
    def lite(self):
        return _decoder(self.bits, detail=False)

    def _decode_block(self, uc, address: int, size: int) -> list[StaticInsn] | None:
        """The block's instructions: one sweep without capstone's details finds them, and each
        is decoded in full once per content (decode.static_insn_at)."""
        code = bytes(uc.mem_read(address, size))
        out, off = [], 0
        program = self.program
        for at, n, _mnemonic, op_str in self.lite.disasm_lite(code, address):
            s = static_insn_at(self.cs, code[off:off + n], at, op_str, program.line(at),
                               program.region(at))
            if s is None:
                break
            out.append(s)
            off += n
        if off != size:
            text, where, region = self.describe(address + off)
            self.fault = EmulationFault("undecodable instruction", address + off, text, where, region)
            return None
        return out

    def new_block(self, uc, address: int, size: int) -> int:
        """Decode (or find in the program's cache) the block at ``address``; its id, or -1 after
        recording a fault."""
        key = (address, size)
        bid = len(self.table)
        tpl = self.template
        if tpl is not None and bid < len(tpl.keys) and tpl.keys[bid] != key:
            self._leave_template(bid)
            tpl = None
        if tpl is not None and bid < len(tpl.keys):
            self.table.append(tpl.tables[bid])
            self.patterns.append(tpl.patterns[bid])
            self.n_static.append(tpl.n_static[bid])
        else:
            statics = self.decoded.get(key)
            if statics is None:
                statics = self._decode_block(uc, address, size)
                if statics is None:
                    return -1
                self.decoded[key] = statics
            if tpl is not None:             # every block so far as in the template: extend it
                tpl.add(key, statics)
                self.table.append(tpl.tables[bid])
                self.patterns.append(tpl.patterns[bid])
            else:
                self.table.append(_frozen(np.array(
                    [_index_in(self.static, self.index_of, s) for s in statics], dtype=np.int32)))
                self.patterns.append(_pattern(statics))
            self.n_static.append(len(tpl.static) if tpl is not None else len(self.static))
        self.block_id[key] = bid
        self.starts.append(address)
        self.falls.append(address + size)
        return bid

    def _leave_template(self, bid: int) -> None:
        """Block ``bid`` is not the template's: this run's static table from here on is its own,
        starting from the template's table as it stood after the blocks the two share."""
        tpl, self.template = self.template, None
        self.static = tpl.static[:tpl.n_static[bid - 1]] if bid else []
        self.index_of = {s.address: i for i, s in enumerate(self.static)}

    def finish(self) -> None:
        """After the run: the static table (the template's prefix this run used), and the
        template replaced by this run's tables where the run left it."""
        n = self.n_static[-1] if self.n_static else 0
        if self.template is not None:
            self.static = self.template.static[:n]
            return
        tpl = _Template()
        tpl.keys, tpl.tables = list(self.block_id), list(self.table)
        tpl.n_static, tpl.patterns = list(self.n_static), list(self.patterns)
        tpl.static, tpl.index_of = list(self.static), dict(self.index_of)
        if self.shared:
            _TEMPLATES.get(self.program)[0] = tpl

    def on_new_block(self, address: int, size: int) -> int:
        """The C block recorder's callback: id | instructions << 32, or -1 to stop."""
        try:
            bid = self.new_block(self.uc, address, size)
        except Exception as e:      # noqa: BLE001 -- an exception must not cross the C callback
            self.fault = EmulationFault(f"capture failed on the block at {address:#x}: {e}", address)
            return -1
        return -1 if bid < 0 else bid | (self.table[bid].shape[0] << 32)

    def on_block(self, uc, address, size, _data):
        """The Python block recorder (no C compiler)."""
        bid = self.block_id.get((address, size))
        if bid is None:
            bid = self.new_block(uc, address, size)
            if bid < 0:
                uc.emu_stop()
                return
        self.sequence.append(bid)
        self.retired += self.table[bid].shape[0]
        if self.retired > self.budget:
            self.budget_pc = address
            uc.emu_stop()

    def on_stop_block(self, uc, _address, _size, _data):
        """``stop``: a block starts at the stop address; the last allowed start stops the run."""
        self.stop_left -= 1
        if self.stop_left <= 0:
            self.stopped = True
            uc.emu_stop()

    def on_access(self, _uc, access, address, size, _value, _data):
        self.accesses.append(accesslog.pack(address, size, access == unicorn.UC_MEM_WRITE))

    def on_invalid(self, uc, access, address, size, _value, _data):
        pc = _linear_pc(uc, self.program)
        text, where, region = self.describe(pc)
        kind = {unicorn.UC_MEM_READ_UNMAPPED: "read of unmapped memory",
                unicorn.UC_MEM_WRITE_UNMAPPED: "write to unmapped memory",
                unicorn.UC_MEM_FETCH_UNMAPPED: "fetch from unmapped memory",
                unicorn.UC_MEM_WRITE_PROT: "write to read-only memory",
                unicorn.UC_MEM_READ_PROT: "read of protected memory",
                unicorn.UC_MEM_FETCH_PROT: "fetch from non-executable memory"}.get(access, "bad access")
        if access in (unicorn.UC_MEM_FETCH_UNMAPPED, unicorn.UC_MEM_FETCH_PROT):
            text, where, region = "?", None, None
            pc = address
        self.fault = EmulationFault(f"{kind} at {address:#x} ({size} bytes)", pc, text, where, region)
        return False

    def on_interrupt(self, uc, intno, _data):
        pc, message = self._interrupt_site(uc, intno)
        text, where, region = self.describe(pc)
        self.fault = EmulationFault(message, pc, text, where, region)
        uc.emu_stop()

    def _interrupt_site(self, uc, intno: int) -> tuple[int, str]:
        """The address of the instruction that raised interrupt ``intno``, and what happened.

        A fault (#DE from ``div``/``idiv``/``aam``, #UD, #GP, ...) leaves EIP at the faulting
        instruction; a trap (``int n``, ``int3``, ``into``, ``int1``) leaves it after the
        instruction. The trap is recognised by its encoding ending exactly at EIP, at an
        instruction start of the program where the program has a line map."""
        pc = _linear_pc(uc, self.program)
        here = self.describe(pc)[0].split()
        if intno == 0 and here and here[0] in ("div", "idiv", "aam"):
            return pc, "divide error (#DE): division by zero, or a quotient too large for its register"
        starts = self.program.line_of_address
        for size, encoding in ((2, bytes([0xCD, intno & 0xFF])), (1, _ONE_BYTE_TRAPS.get(intno))):
            at = pc - size
            if encoding is None or at < 0 or (starts and at not in starts and
                                               self.program.contains(at)):
                continue
            try:
                found = bytes(uc.mem_read(at, size))
            except unicorn.UcError:
                continue
            if found == encoding:
                return at, f"software interrupt {intno:#x} (no BIOS or OS is emulated)"
        name = _EXCEPTIONS.get(intno)
        if name:
            return pc, f"{name} (interrupt {intno:#x}; no OS is emulated to handle it)"
        return pc, f"interrupt {intno:#x} raised (no BIOS or OS is emulated)"


# one-byte trap instructions: int1 (F1), int3 (CC), into (CE)
_ONE_BYTE_TRAPS = {1: b"\xf1", 3: b"\xcc", 4: b"\xce"}
_EXCEPTIONS = {0: "divide error (#DE)", 1: "debug exception (#DB)", 3: "breakpoint (#BP)",
               4: "overflow (#OF)", 5: "bound range exceeded (#BR)", 6: "invalid opcode (#UD)",
               7: "device not available (#NM)", 8: "double fault (#DF)",
               10: "invalid TSS (#TS)", 11: "segment not present (#NP)",
               12: "stack-segment fault (#SS)", 13: "general protection fault (#GP)",
               14: "page fault (#PF)", 16: "x87 floating-point error (#MF)",
               17: "alignment check (#AC)", 19: "SIMD floating-point exception (#XM)"}


def _is_mapped(uc: unicorn.Uc, address: int, size: int) -> bool:
    try:
        uc.mem_read(address, size)
        return True
    except unicorn.UcError:
        return False


def _instructions(program: Program, bits: int) -> list:
    """The program's decoded instructions: the starts of its line map, or a linear sweep.
    Decoded once per program and mode: an assembled program does not change, and a kernel's
    known-answer checks run the same program hundreds of times (this sweep was most of
    ``reproduce``'s time)."""
    cache = _SWEEPS.get(program)
    if ("decoded", bits) not in cache:
        cache["decoded", bits] = _decode_all(program, bits)
    return cache["decoded", bits]


class Swept(NamedTuple):
    """One instruction of a program's sweep: what x87_exits and far_returns read."""
    address: int
    mnemonic: str
    bytes: bytes


def _decode_all(program: Program, bits: int) -> list[Swept | None]:
    """Without capstone's details (only mnemonics and bytes are read): None where a line-map
    start does not decode."""
    cs, code, base = lite_decoder(bits), program.code, program.base
    linear = [Swept(a, m, code[a - base:a - base + n]) for a, n, m, _ in cs.disasm_lite(code, base)]
    if not program.line_of_address:
        return linear
    # the line map's starts, from the linear sweep where it reached them (an instruction decodes
    # the same wherever the decoding starts), on their own elsewhere
    at = {s.address: s for s in linear}
    out: list[Swept | None] = []
    for a in sorted(a for a in program.line_of_address if program.contains(a)):
        insn = at.get(a)
        if insn is None:
            one = next(cs.disasm_lite(code[a - base:a - base + 16], a, 1), None)
            insn = None if one is None else Swept(a, one[2], code[a - base:a - base + one[1]])
        out.append(insn)
    return out


# unicorn 2.1.4 crashes (SIGSEGV) translating a block of about 250 or more x87 instructions in a
# row: capture stops at an exit every X87_RUN x87 instructions of straight code, so no translated
# block holds more, and restarts there (the engine joins blocks split inside straight code)
X87_RUN = 96
_TRANSFERS = ("j", "call", "ret", "loop", "lcall", "ljmp", "iret", "int")


def x87_exits(program: Program, bits: int) -> list[int]:
    """Instruction starts that cut long straight runs of x87 instructions (once per program)."""
    cache = _SWEEPS.get(program)
    if ("x87_exits", bits) not in cache:
        cache["x87_exits", bits] = _x87_exits(program, bits)
    return cache["x87_exits", bits]


def _x87_exits(program: Program, bits: int) -> list[int]:
    out, run = [], 0
    for insn in _instructions(program, bits):
        if insn is None:
            continue
        m = insn.mnemonic.split()[-1]
        if m.startswith(_TRANSFERS):
            run = 0
        elif m.startswith("f"):
            run += 1
            if run > X87_RUN:
                out.append(insn.address)
                run = 1
    return out


def far_returns(program: Program, bits: int) -> list[tuple[int, int, int]]:
    """(address, operand size, imm16) of each far return (RETF, RETF imm16) in a 16-bit program:
    the instruction starts of its line map, or a linear sweep of its code without one."""
    if bits != 16:
        return []
    insns = _instructions(program, bits)
    out = []
    for insn in insns:
        if insn is None:
            continue
        raw, opsize = bytes(insn.bytes), 2
        i = 0
        while i < len(raw) and raw[i] in _PREFIXES:
            opsize = 4 if raw[i] == 0x66 else opsize
            i += 1
        if i < len(raw) and raw[i] == 0xCB:
            out.append((insn.address, opsize, 0))
        elif i + 2 < len(raw) and raw[i] == 0xCA:
            out.append((insn.address, opsize, int.from_bytes(raw[i + 1:i + 3], "little")))
    return out


# x86 prefixes: operand size (66), address size (67), segments, lock, rep
_PREFIXES = frozenset((0x66, 0x67, 0x26, 0x2E, 0x36, 0x3E, 0x64, 0x65, 0xF0, 0xF2, 0xF3))


def _linear_pc(uc: unicorn.Uc, program: Program) -> int:
    pc = uc.reg_read(UX.UC_X86_REG_EIP)
    if MODES[program.mode].bits == 16:
        pc = (uc.reg_read(UX.UC_X86_REG_CS) << 4) + (pc & 0xFFFF)
    return pc


def _map(uc: unicorn.Uc, lo: int, hi: int, perms: int, mapped: list[tuple[int, int]]) -> None:
    lo, hi = lo & ~(PAGE - 1), (hi + PAGE - 1) & ~(PAGE - 1)
    run = None                  # the pages not mapped yet, mapped one unbroken run at a time
    for a in range(lo, hi + PAGE, PAGE):
        free = a < hi and not any(m_lo <= a < m_hi for m_lo, m_hi in mapped)
        if free and run is None:
            run = a
        elif not free and run is not None:
            uc.mem_map(run, a - run, perms)
            mapped.append((run, a))
            run = None


def _add_block_hook(uc: unicorn.Uc, rec: _Recorder, native: bool) -> None:
    """Record the blocks run: the C recorder of accesslog.c where a compiler is available (a
    Python callback only for blocks seen for the first time), else (or unless ``native``) a Python
    callback per block."""
    lib = accesslog.library() if native else None
    if lib is not None:
        log = accesslog.BlockLog(lib, rec.budget, rec.on_new_block,
                                 ctypes.cast(uclib.uc_emu_stop, ctypes.c_void_p).value)
        handle = ctypes.c_size_t()
        status = uclib.uc_hook_add(uc._uch, ctypes.byref(handle), unicorn.UC_HOOK_BLOCK, log.fn,
                                   ctypes.cast(ctypes.pointer(log.log), ctypes.c_void_p),
                                   ctypes.c_uint64(1), ctypes.c_uint64(0))
        if status == unicorn.UC_ERR_OK:
            rec.c_blocks = log
            return
    uc.hook_add(unicorn.UC_HOOK_BLOCK, rec.on_block)


def _resync_off(rec: _Recorder) -> bool:
    """Whether this run's access recorder keeps unicorn's PC re-sync switched off (the fast path)."""
    return rec.c_log is not None and bool(rec.c_log.log.skip_sync)


def _add_access_hook(uc: unicorn.Uc, rec: _Recorder, lo: int, hi: int, exact_pc: bool,
                     native: bool) -> None:
    """Record data addresses: this hook runs once per memory access, so it is the C recorder of
    accesslog.c where a compiler is available, else a Python callback. Unless ``exact_pc``, the C
    recorder also keeps unicorn's PC re-sync before each access switched off (pcsync.py)."""
    htype = unicorn.UC_HOOK_MEM_READ | unicorn.UC_HOOK_MEM_WRITE
    rec.access_range = (lo, hi)
    lib = accesslog.library() if native else None
    if lib is not None:
        log = accesslog.AccessLog(lib)
        handle = ctypes.c_size_t()
        status = uclib.uc_hook_add(uc._uch, ctypes.byref(handle), htype, log.fn,
                                   ctypes.cast(ctypes.pointer(log.log), ctypes.c_void_p),
                                   ctypes.c_uint64(lo), ctypes.c_uint64(hi))
        if status == unicorn.UC_ERR_OK:
            rec.c_log = log
            flag = None if exact_pc else pcsync.flag_address(uc)
            if flag is not None:
                log.log.skip_sync = flag
            elif not exact_pc:
                rec.notes.append(pcsync.why_not())
            return
    rec.notes.append((accesslog.why_not() if native else "")
                     or "data addresses recorded by a Python callback")
    uc.hook_add(htype, rec.on_access, begin=lo, end=hi)


def load(program: Program, image: MemoryImage) -> unicorn.Uc:
    """A unicorn machine with the code (read/execute) and data segments mapped and written, the
    code segment and the image's initial registers set: ready for ``emu_start(entry, stop_address)``."""
    mode = MODES[program.mode]
    uc = unicorn.Uc(unicorn.UC_ARCH_X86, mode.uc_mode)
    mapped: list[tuple[int, int]] = []
    rw = unicorn.UC_PROT_READ | unicorn.UC_PROT_WRITE
    _map(uc, program.base, program.base + len(program.code), unicorn.UC_PROT_READ | unicorn.UC_PROT_EXEC, mapped)
    for seg in image.segments:
        _map(uc, seg.address, seg.address + max(len(seg.data), 1), rw if seg.writable else unicorn.UC_PROT_READ, mapped)
    uc.mem_write(program.base, program.code)
    for seg in image.segments:
        uc.mem_write(seg.address, seg.data)
    if mode.bits == 16:
        uc.reg_write(UX.UC_X86_REG_CS, mode.code_segment_base(program.base) >> 4)
    for name, value in image.registers.items():
        uc.reg_write(_reg_id(name), value)
    return uc


def stop_address(program: Program) -> int:
    """An address past the code that execution never reaches (runs end at hlt)."""
    return program.base + len(program.code) + PAGE


_FINAL_REGISTERS = ("eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp", "eip", "eflags",
                    "cs", "ds", "es", "ss", "fs", "gs")
_FINAL_REGISTER_IDS = tuple((r, _reg_id(r)) for r in _FINAL_REGISTERS)


def execute(program: Program, image: MemoryImage, entry: int, budget: int,
            stop: tuple[int, int] | None = None) -> Execution:
    """Run with the fast capture; a run that faults is run again with exact PCs in the hooks
    (pcsync.py), so the fault names the exact pc, instruction and source line. ``stop``: see
    :meth:`isa.contract.IsaLayer.execute`."""
    try:
        return _execute(program, image, entry, budget, exact_pc=False, stop=stop)
    except EmulationFault:
        return _execute(program, image, entry, budget, exact_pc=True, stop=stop)


def _execute(program: Program, image: MemoryImage, entry: int, budget: int,
             exact_pc: bool, native: bool = True, stop: tuple[int, int] | None = None,
             shared: bool = True) -> Execution:
    """One capture. ``exact_pc`` keeps unicorn's PC re-sync on (exact PCs in hooks, slower);
    ``native=False`` uses the Python recorders even where the C ones are available (tests compare
    the three paths); ``shared=False`` builds the tables without the program's template and on
    an engine of its own (tests compare the two)."""
    mode = MODES[program.mode]
    data_lo = min((seg.address for seg in image.segments), default=None)
    data_hi = max((seg.address + len(seg.data) for seg in image.segments), default=None)
    exits = x87_exits(program, mode.bits)
    shape = _shape(program, image) if shared and native and not exact_pc and stop is None \
        and not exits else None
    engine = _ENGINES.take(program, shape) if shape is not None else None
    if engine is not None:
        uc, rec = engine.uc, engine.rec
        engine.restore(image)
        rec.reset(budget)
    else:
        uc = load(program, image)
        rec = _Recorder(uc, program, mode.bits, budget, shared)
        _add_block_hook(uc, rec, native)
        _add_access_hook(uc, rec, data_lo or 0, (data_hi or 1) - 1, exact_pc, native)
        if not _resync_off(rec):
            for address, opsize, imm in far_returns(program, mode.bits):
                uc.hook_add(unicorn.UC_HOOK_CODE, rec.on_far_return, (opsize, imm), address, address)
        uc.hook_add(unicorn.UC_HOOK_MEM_INVALID, rec.on_invalid)
        uc.hook_add(unicorn.UC_HOOK_INTR, rec.on_interrupt)
        if stop is not None:
            uc.hook_add(unicorn.UC_HOOK_BLOCK, rec.on_stop_block, None, stop[0], stop[0])
            rec.stop_address, rec.stop_left = stop
        if shape is not None and rec.c_blocks is not None and _resync_off(rec):
            engine = _Engine(uc, rec, shape)    # kept for the next run if this one ends well
    if exits:
        uc.ctl_exits_enabled(True)
    pc = entry
    while True:
        if exits:       # every exit but the one this leg starts from, and the usual stop
            uc.ctl_set_exits([e for e in exits if e != pc] + [stop_address(program)])
        try:
            uc.emu_start(pc, stop_address(program))
        except unicorn.UcError as e:
            if rec.fault is None:
                pc = _linear_pc(uc, program)
                text, where, region = rec.describe(pc)
                rec.fault = EmulationFault(str(e), pc, text, where, region)
        if not exits or rec.fault is not None or rec.budget_pc is not None or rec.stopped or \
                (rec.c_blocks is not None and rec.c_blocks.budget_pc is not None):
            break
        pc = _linear_pc(uc, program)
        if pc not in exits:
            break
    if rec.c_blocks is not None:
        rec.sequence = rec.c_blocks.sequence()
        rec.budget_pc = rec.c_blocks.budget_pc
    if rec.stopped:     # the block at the stop address was recorded, then stopped before it ran
        rec.sequence = rec.sequence[:-1]
    rec.finish()
    if rec.fault is not None:
        raise rec.fault
    if rec.budget_pc is not None:
        raise BudgetExceeded(budget, rec.budget_pc, program.where(rec.budget_pc))
    registers = {r: uc.reg_read(i) for r, i in _FINAL_REGISTER_IDS}
    memory = _Memory(uc)
    trace = _build_trace(rec, program)
    if engine is not None:      # a run that ended well: the engine serves the program's next run
        engine.reader = weakref.ref(memory)
        _ENGINES.put(program, engine)
    return Execution(trace, memory, registers)


# Traced runs of one program on images of one shape (the same segments, sizes and initial
# registers: a kernel at one block count, run for several cores or repeats) reuse one engine, as
# run_outputs does for the known-answer runs: creating, mapping and hooking an engine and
# translating the kernel's blocks again cost about 2 ms a run. Before a run the engine's CPU
# context is restored to what it was after loading, its writable memory cleared and every segment
# written again; the code pages are read-only to the guest and unchanged (the same program), so
# unicorn's translations, made with the same hooks, stand. Only the fast path's engines are kept
# (C recorders, PC re-sync off, no stop, no x87 exits) and only after a run that ended well: a
# run that faults or overruns its budget leaves its engine, and the next run loads a fresh one (a
# fault is then located by the exact path's fresh engine, as before). An Execution reads the
# engine's memory until the engine's next run begins, and from a copy taken then after that.
class _Engine:
    def __init__(self, uc: unicorn.Uc, rec: _Recorder, shape: tuple):
        self.uc, self.rec, self.shape = uc, rec, shape
        self.context = uc.context_save()
        self.reader: weakref.ref | None = None
        self._zeros: dict[int, bytes] = {}

    def restore(self, image: MemoryImage) -> None:
        memory = self.reader() if self.reader is not None else None
        if memory is not None:
            memory.freeze()
        self.reader = None
        _reload(self.uc, self.context, image, self._zeros)


def _reload(uc: unicorn.Uc, context, image: MemoryImage, zeros: dict[int, bytes]) -> None:
    """An engine loaded for ``image``'s shape back to the state ``load`` gives for ``image``: the
    CPU context saved after loading, its writable memory cleared and the segments written again
    (the code pages are read-only to the guest; ``zeros`` keeps the zero blocks by size)."""
    uc.context_restore(context)
    for lo, hi, perms in uc.mem_regions():
        if perms & unicorn.UC_PROT_WRITE:
            n = hi - lo + 1
            uc.mem_write(lo, zeros.setdefault(n, bytes(n)))
    for seg in image.segments:
        uc.mem_write(seg.address, seg.data)


class _Engines:
    """The kept engines, one per program (its last shape), for the ``kept`` programs last run."""

    def __init__(self, kept: int = 2):
        self.kept, self._entries = kept, {}
        self.reused = 0                 # runs served by a kept engine (tests read it)

    def take(self, program: Program, shape: tuple) -> _Engine | None:
        """The program's engine for ``shape``, taken out while a run uses it."""
        engine = self._entries.pop(program.identity(), None)
        if engine is None or engine.shape != shape:
            return None
        self.reused += 1
        return engine

    def put(self, program: Program, engine: _Engine) -> None:
        key = program.identity()
        self._entries.pop(key, None)
        while len(self._entries) >= self.kept:
            self._entries.pop(next(iter(self._entries)))
        self._entries[key] = engine

    def clear(self) -> None:
        self._entries.clear()


_ENGINES = _Engines()


def _shape(program: Program, image: MemoryImage) -> tuple | None:
    """What an engine kept for ``program`` must have been loaded with to serve a run on
    ``image``; None where no engine is kept (a segment on the code's pages: writing it again
    would write the code pages)."""
    code_lo = program.base & ~(PAGE - 1)
    code_hi = (program.base + len(program.code) + PAGE - 1) & ~(PAGE - 1)
    segments = []
    for seg in image.segments:
        if seg.address < code_hi and seg.address + max(len(seg.data), 1) > code_lo:
            return None
        segments.append((seg.address, len(seg.data), seg.writable))
    return tuple(segments), tuple(sorted(image.registers.items()))


class _Memory:
    """An Execution's memory reader: the engine's memory, or the copy taken of it before the
    engine ran again (reads of unmapped memory raise unicorn's error either way)."""

    def __init__(self, uc: unicorn.Uc):
        self.uc: unicorn.Uc | None = uc
        self.regions: list[tuple[int, bytes]] = []

    def freeze(self) -> None:
        uc, self.uc = self.uc, None
        self.regions = [(lo, bytes(uc.mem_read(lo, hi - lo + 1))) for lo, hi, _ in sorted(uc.mem_regions())]

    def __call__(self, address: int, length: int, _space: str = "") -> bytes:
        if self.uc is not None:
            return bytes(self.uc.mem_read(address, length))
        out, at, end = [], address, address + length
        for lo, data in self.regions:
            if at >= end:
                break
            if lo <= at < lo + len(data):
                take = data[at - lo:min(end, lo + len(data)) - lo]
                out.append(take)
                at += len(take)
        if at < end:
            raise unicorn.UcError(unicorn.UC_ERR_READ_UNMAPPED)
        return b"".join(out)


def _build_trace(rec: _Recorder, program: Program) -> Trace:
    meta = TraceMeta(mode=program.mode, path=program.path, notes=list(rec.notes))
    trace = Trace.from_blocks("x86", rec.static, rec.table, rec.sequence, rec.starts, rec.falls,
                              meta=meta, next_start=rec.stop_address if rec.stopped else None)
    seq = trace.blocks.sequence
    per_block = np.array([p.shape[0] for p in rec.patterns], dtype=np.int64)
    expected = int(per_block[seq].sum()) if len(seq) else 0
    if rec.c_log is not None:
        raw_addr, raw_info = rec.c_log.entries()
    else:
        pairs = np.array(rec.accesses, dtype=np.int64).reshape(-1, 2)
        raw_addr, raw_info = pairs[:, 0], pairs[:, 1].astype(np.uint8)
    rec.last_accesses = raw_addr.shape[0]
    if expected == raw_addr.shape[0]:
        addr, size, write = accesslog.unpack(raw_addr, raw_info)
        insn = accesslog.access_positions(trace.blocks, rec.patterns, expected)
        trace.accesses = Accesses(insn, addr, np.zeros(len(insn), np.int8), size, write)
    else:   # an instruction whose access count is data-dependent (string ops): keep what is sure
        meta.warnings.append(f"{raw_addr.shape[0]} data accesses for {expected} expected; "
                             "data addresses omitted")
    return trace


def capture_path() -> tuple[bool, str]:
    """Which x86 capture path runs in this process, and a line that says so with the unicorn
    version: (True, ...) for the fast path (C recorders, unicorn's PC re-sync switched off), else
    (False, why). Both paths give the same traces; the fast one is an optimisation only."""
    version = getattr(unicorn, "__version__", "?")
    pinned = pcsync.SUPPORTED_VERSIONS[-1]
    where = f"unicorn {version}" + ("" if version == pinned else f" (pinned: {pinned})")
    if accesslog.library() is None:
        return False, f"{where}; x86 capture: exact path ({accesslog.why_not()})"
    if pcsync.skip_flag_offset() is None:
        return False, f"{where}; x86 capture: exact path, C recorders ({pcsync.why_not()})"
    return True, f"{where}; x86 capture: fast path (C recorders, PC re-sync off)"


# Known-answer runs (workbench/known_answers.py) execute one program on many images that differ
# only in their bytes (a key schedule, a block), to read one output each. They need no trace: one
# unicorn engine with no hooks is loaded once and, for each image, its CPU context restored, its
# writable memory cleared and the image written again (the code pages are read-only to the guest
# and are not touched, so unicorn's translations are kept). About 0.1 ms a run against 6 ms for a
# traced one on a one-block DES kernel. Anything unusual takes the traced path, whose result or
# located error stands: a UcError, a run that has not ended well within ``_OUTPUT_TIMEOUT_US``
# (a runaway loop: the traced run gives the budget error) and a program with x87 exits (the traced
# path cuts its x87 runs, see x87_exits). A real-mode far return (Karn's large-model kernels) runs
# here as written: the RETF that runs twice is unicorn's PC re-sync before a hooked memory access
# (see on_far_return), and this engine has no hooks; tests/test_x86_run_outputs.py compares these
# outputs with traced runs for every x86 kernel, the three RETF ones included.
_OUTPUT_TIMEOUT_US = 1_000_000


def run_outputs(program: Program, images: list[MemoryImage], entry: int, budget: int,
                output: tuple[int, int]) -> list[bytes]:
    """The ``output`` bytes (address, length) after running ``program`` from ``entry`` on each
    of ``images`` (each already holding the program's own data sections)."""
    import time
    bits = MODES[program.mode].bits
    if x87_exits(program, bits):
        return [_traced_output(program, img, entry, budget, output) for img in images]
    out: list[bytes] = []
    uc = shape = ctx = None
    zeros: dict[int, bytes] = {}
    for img in images:
        this = tuple((s.address, len(s.data), s.writable) for s in img.segments) + \
            (tuple(sorted(img.registers.items())),)
        try:
            if this != shape:
                uc, shape = load(program, img), this
                ctx = uc.context_save()
            else:
                _reload(uc, ctx, img, zeros)
            t = time.perf_counter()
            uc.emu_start(entry, stop_address(program), timeout=_OUTPUT_TIMEOUT_US)
            if (time.perf_counter() - t) * 2e6 > _OUTPUT_TIMEOUT_US:
                raise TimeoutError
            out.append(bytes(uc.mem_read(*output)))
        except (unicorn.UcError, TimeoutError):
            shape = None                    # a fresh engine for the next image
            out.append(_traced_output(program, img, entry, budget, output))
    return out


def _traced_output(program: Program, image: MemoryImage, entry: int, budget: int,
                   output: tuple[int, int]) -> bytes:
    return execute(program, image, entry, budget).read_memory(*output)
