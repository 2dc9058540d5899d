"""Decode x86 instructions with capstone into StaticInsn: class, registers, prefixes, addressing.

Registers are reported by their full 32-bit name ("eax" for al/ah/ax/eax) so that cost models can
follow dependencies; the partial writes and reads are kept in ``attrs`` because the P6 stalls on
them and the P5 counts a partial register as the whole one.
"""
from __future__ import annotations

import capstone
from capstone import x86_const as X

from ..trace import StaticInsn

_FULL = {}
for full, parts in {"eax": "al ah ax", "ebx": "bl bh bx", "ecx": "cl ch cx", "edx": "dl dh dx",
                    "esi": "si sil", "edi": "di dil", "ebp": "bp bpl", "esp": "sp spl",
                    "eip": "ip", "flags": "eflags rflags"}.items():
    _FULL[full] = full
    for p in parts.split():
        _FULL[p] = full
_WIDTH = {"al": 8, "ah": 8, "bl": 8, "bh": 8, "cl": 8, "ch": 8, "dl": 8, "dh": 8,
          "ax": 16, "bx": 16, "cx": 16, "dx": 16, "si": 16, "di": 16, "bp": 16, "sp": 16}
_HIGH_BYTE = {"ah", "bh", "ch", "dh"}

_CLASS = {
    "mov": "mov", "movzx": "movx", "movsx": "movx", "lea": "lea", "xchg": "xchg", "bswap": "bswap",
    "add": "alu", "sub": "alu", "and": "alu", "or": "alu", "xor": "alu", "cmp": "alu", "test": "alu",
    "adc": "aluc", "sbb": "aluc", "inc": "incdec", "dec": "incdec", "neg": "unary", "not": "unary",
    "shl": "shift", "sal": "shift", "shr": "shift", "sar": "shift", "rol": "rotate", "ror": "rotate",
    "rcl": "rotc", "rcr": "rotc", "push": "push", "pop": "pop", "call": "call", "ret": "ret",
    "retf": "ret", "jmp": "jmp", "loop": "loop", "nop": "nop", "hlt": "hlt", "int": "int",
    "mul": "mul", "imul": "mul", "div": "div", "idiv": "div", "cwd": "other", "cdq": "other",
    # far transfers (capstone writes the direct forms as lcall/ljmp seg, off) and the far-pointer
    # loads; attrs["far"] marks the far ones, attrs["sreg_writes"] the segment register loaded
    "lcall": "call", "ljmp": "jmp", "les": "lptr", "lds": "lptr", "lss": "lptr", "lfs": "lptr",
    "lgs": "lptr", "leave": "leave",
}
# the registers of the ASCII-adjust instructions, which capstone's access lists leave out
# (Intel: AAM/AAD read AL/AX and write AX; AAA/AAS read AX and write AX; DAA/DAS AL)
_IMPLICIT = {"aam": (("al",), ("ax", "eflags")), "aad": (("ax",), ("ax", "eflags")),
             "aaa": (("ax", "eflags"), ("ax", "eflags")), "aas": (("ax", "eflags"), ("ax", "eflags")),
             "daa": (("al", "eflags"), ("al", "eflags")), "das": (("al", "eflags"), ("al", "eflags"))}
_STRING_OPS = {0x6C, 0x6D, 0x6E, 0x6F, 0xA4, 0xA5, 0xA6, 0xA7, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF}
_LPTR_SREG = {"les": "es", "lds": "ds", "lss": "ss", "lfs": "fs", "lgs": "gs"}
SREGS = ("cs", "ds", "es", "ss", "fs", "gs")
SEGMENT_PREFIXES = {0x26, 0x2E, 0x36, 0x3E, 0x64, 0x65}
# control-flow kind of each transferring class (isa.trace.FLOW_KINDS)
FLOW = {"jcc": "branch", "jmp": "jump", "call": "call", "ret": "return", "loop": "loop",
        "hlt": "halt"}


def klass_of(mnemonic: str) -> str:
    if mnemonic in _CLASS:
        return _CLASS[mnemonic]
    if mnemonic.startswith("j"):
        return "jcc"
    if mnemonic.startswith("loop"):
        return "loop"
    return "other"


def form_is_direct(ops) -> bool:
    """A direct far transfer's operands: segment and offset immediates."""
    return len(ops) == 2 and all(o.type == X.X86_OP_IMM for o in ops)


def full_reg(name: str) -> str:
    return _FULL.get(name, name)


def decoder(bits: int) -> capstone.Cs:
    cs = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_16 if bits == 16 else capstone.CS_MODE_32)
    cs.detail = True
    return cs


def lite_decoder(bits: int) -> capstone.Cs:
    """A decoder without capstone's details: addresses, sizes, mnemonics and operand text only
    (``disasm_lite``), several times cheaper where nothing else is wanted."""
    return capstone.Cs(capstone.CS_ARCH_X86,
                       capstone.CS_MODE_16 if bits == 16 else capstone.CS_MODE_32)


def decode_one(cs: capstone.Cs, code: bytes, address: int) -> capstone.CsInsn | None:
    return next(cs.disasm(code, address, 1), None)


# Decoded instructions by content, {(capstone mode, bytes, operand text): StaticInsn}: the kernels
# are unrolled, so a kernel of 1,257 instructions has only about 110 different ones (the same
# bytes in every round), and programs assembled for other layouts repeat them again. Everything
# static_insn derives comes from the bytes and the mode, except the address and what depends on
# it: a relative branch's target, which capstone's operand text spells out, so equal text means
# an equal target. Bounded: cleared when full.
_BY_CONTENT: dict[tuple[int, bytes, str], StaticInsn] = {}
_BY_CONTENT_MAX = 1 << 16


def static_insn_at(cs: capstone.Cs, raw: bytes, address: int, op_str: str,
                   line: int | None = None, region: str | None = None) -> StaticInsn | None:
    """:func:`static_insn` of the one instruction ``raw`` at ``address`` whose capstone operand
    text is ``op_str`` (``cs``: a detail decoder of its mode), decoded once per content; None if
    ``raw`` is not one whole instruction. The StaticInsn is a new one each call; its ``attrs``
    are shared with the other instructions of the same content (nothing writes to them)."""
    key = (cs.mode, raw, op_str)
    s = _BY_CONTENT.get(key)
    if s is None:
        insn = decode_one(cs, raw, address)
        if insn is None or insn.size != len(raw):
            return None
        if insn.op_str != op_str:           # not the instruction the caller saw: keep nothing
            return static_insn(insn, line, region)
        s = static_insn(insn)
        if len(_BY_CONTENT) >= _BY_CONTENT_MAX:
            _BY_CONTENT.clear()
        _BY_CONTENT[key] = s
    return _moved(s, address, line, region)


def _moved(s: StaticInsn, address: int, line: int | None, region: str | None) -> StaticInsn:
    """``dataclasses.replace(s, address=..., line=..., region=...)`` without the frozen
    dataclass's __init__ (one object.__setattr__ per field: 6x slower, and this runs for every
    instruction of every block decoded)."""
    out = object.__new__(StaticInsn)
    d = out.__dict__
    d.update(s.__dict__)
    d["address"], d["line"], d["region"] = address, line, region
    return out


def static_insn(insn: capstone.CsInsn, line: int | None = None, region: str | None = None) -> StaticInsn:
    """Turn one decoded capstone instruction into the ISA-neutral StaticInsn with x86 attrs."""
    name = insn.reg_name
    rd, wr = insn.regs_access()
    reads_raw = [name(r) for r in rd]
    writes_raw = [name(r) for r in wr]
    mnem = insn.mnemonic
    if mnem == "test":      # capstone lists EAX as written by TEST EAX,imm32 (A9); TEST writes flags only
        writes_raw = [r for r in writes_raw if full_reg(r) == "flags"]
    if mnem in _IMPLICIT and not reads_raw and not writes_raw:     # capstone lists none for these
        reads_raw, writes_raw = list(_IMPLICIT[mnem][0]), list(_IMPLICIT[mnem][1])
    klass = klass_of(mnem)
    ops = insn.operands
    kinds = []
    mem_reads = mem_writes = 0
    addr_regs: list[str] = []
    indexed = has_disp = has_imm = False
    mem_size = 0
    for op in ops:
        if op.type == X.X86_OP_REG:
            kinds.append("r")
        elif op.type == X.X86_OP_IMM:
            kinds.append("i")
            has_imm = True
        elif op.type == X.X86_OP_MEM:
            kinds.append("m")
            mem_size = op.size
            if mnem != "lea":
                if op.access & capstone.CS_AC_READ:
                    mem_reads += 1
                if op.access & capstone.CS_AC_WRITE:
                    mem_writes += 1
            base = name(op.mem.base) if op.mem.base else None
            index = name(op.mem.index) if op.mem.index else None
            addr_regs += [full_reg(r) for r in (base, index) if r]
            indexed = bool(base and index) or (index is not None and op.mem.scale > 1)
            has_disp = op.mem.disp != 0 or (base is None and index is None)
    # implicit stack accesses
    if klass in ("push", "call"):
        mem_writes += 1
    elif klass in ("pop", "ret"):
        mem_reads += 1
    if klass in ("push", "pop", "call", "ret"):
        addr_regs.append("esp")
    # unicorn (like the bus) moves a far pointer as two words: offset, then segment
    if mnem in _LPTR_SREG:
        mem_reads += 1
    elif mnem == "lcall" and form_is_direct(ops):
        mem_writes += 1
    elif mnem == "retf":
        mem_reads += 1
    if klass == "leave":        # ESP = EBP, then a pop through it
        mem_reads += 1
        addr_regs.append("ebp")
    prefix = list(insn.prefix)
    raw = bytes(insn.bytes)
    n_prefix = 0
    for b in raw:
        if b in (0x66, 0x67, 0xF0, 0xF2, 0xF3) or b in SEGMENT_PREFIXES:
            n_prefix += 1
        else:
            break
    opcode_at = raw[n_prefix] if n_prefix < len(raw) else 0
    # a REP/REPE/REPNE on a string instruction is part of the form: the tables' "REP MOVS" figures
    # include it, so it is not counted as a prefix the cores charge
    rep_bytes = sum(b in (0xF2, 0xF3) for b in raw[:n_prefix]) if opcode_at in _STRING_OPS else 0
    shift_count = None
    if klass in ("shift", "rotate", "rotc"):
        if len(ops) == 1 or (len(ops) == 2 and ops[1].type == X.X86_OP_IMM and ops[1].imm == 1
                             and opcode_at in (0xD0, 0xD1)):
            shift_count = "1"
        elif len(ops) == 2 and ops[1].type == X.X86_OP_REG:
            shift_count = "cl"
        else:
            shift_count = "imm"
    partial_writes = sorted({full_reg(r) for r in writes_raw if r in _WIDTH})
    byte_writes = sorted({full_reg(r) for r in writes_raw if _WIDTH.get(r) == 8})
    partial_reads = sorted({full_reg(r) for r in reads_raw if r in _WIDTH})
    # a full-width read (32-bit, or wider than what a partial write left) of a register
    full_reads = sorted({full_reg(r) for r in reads_raw if r not in _WIDTH and full_reg(r) != r or
                         r in ("eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp")})
    read_widths: dict[str, int] = {}
    for r in reads_raw:
        f_ = full_reg(r)
        read_widths[f_] = max(read_widths.get(f_, 0), _WIDTH.get(r, 32))
    zero_idiom = mnem in ("xor", "sub") and len(ops) == 2 and ops[0].type == X.X86_OP_REG and \
        ops[1].type == X.X86_OP_REG and ops[0].reg == ops[1].reg
    form = "".join(kinds)
    far = mnem in ("lcall", "ljmp", "retf")
    if far and form == "ii":
        # direct far transfer: segment, offset; the linear target is real-mode arithmetic
        target = (ops[0].imm << 4) + ops[1].imm if insn._cs.mode == capstone.CS_MODE_16 else None
    elif klass == "jcc" or klass in ("jmp", "call", "loop"):
        target = ops[0].imm if ops and ops[0].type == X.X86_OP_IMM else None
    else:
        target = None
    attrs = {
        "form": form,                       # operand kinds, dest first: "rr", "rm", "mr", "ri", ...
        "prefixes": n_prefix - rep_bytes,
        "string": opcode_at in _STRING_OPS,     # MOVS/STOS/LODS/SCAS/CMPS/INS/OUTS
        "opsize_prefix": 0x66 in raw[:n_prefix],
        "addrsize_prefix": 0x67 in raw[:n_prefix],
        "segment_prefix": any(b in SEGMENT_PREFIXES for b in raw[:n_prefix]),
        "escape_0f": opcode_at == 0x0F,
        "addr_regs": sorted(set(addr_regs)),
        "indexed": indexed,
        "has_disp": has_disp,
        "has_imm": has_imm,
        "mem_size": mem_size,
        "shift_count": shift_count,
        "partial_writes": partial_writes,
        "byte_writes": byte_writes,
        "high_byte_writes": sorted({full_reg(r) for r in writes_raw if r in _HIGH_BYTE}),
        "high_byte_reads": sorted({full_reg(r) for r in reads_raw if r in _HIGH_BYTE}),
        "low_byte_reads": sorted({full_reg(r) for r in reads_raw if _WIDTH.get(r) == 8 and r not in _HIGH_BYTE}),
        "low_byte_writes": sorted({full_reg(r) for r in writes_raw if _WIDTH.get(r) == 8 and r not in _HIGH_BYTE}),
        "partial_reads": partial_reads,
        "full_reads": full_reads,
        "zero_idiom": zero_idiom,
        "read_widths": read_widths,         # full register -> widest part read (8/16/32)
        "target": target,
        "prefix_bytes": prefix,
        "far": far,
        "sreg_writes": sorted({r for r in writes_raw if r in SREGS} |
                             ({_LPTR_SREG[mnem]} if mnem in _LPTR_SREG else set())),
    }
    reads = tuple(sorted({full_reg(r) for r in reads_raw}))
    # capstone leaves the segment register of LES/LDS/... out of the written set
    writes = tuple(sorted({full_reg(r) for r in writes_raw} | set(attrs["sreg_writes"])))
    if zero_idiom:
        reads = tuple(r for r in reads if r == "flags")
    attrs["disp_size"], attrs["imm_size"] = insn.disp_size, insn.imm_size
    return StaticInsn(insn.address, insn.size, mnem, insn.op_str, klass, reads, writes,
                      mem_reads, mem_writes, line, region, raw, attrs, FLOW.get(klass, ""), target)
