"""x86 sources as GNU as reads them: what ``gcc -m32 -S`` (or clang) writes, in AT&T syntax (the
default) or GNU Intel syntax (``.intel_syntax noprefix``), and hand-written files in either.

:func:`assemble` is reached from :func:`isa.x86.assembler.assemble` when :func:`is_gnu` sees a
directive or an AT&T register; kernel sources (no directives) keep the kernel front end.

How a file becomes a Program (32-bit protected mode only):

- **Statements**: ``#`` starts a comment, ``;`` separates statements (GNU as for i386/ELF);
  labels (``f:``, ``.L3:``, numeric ``1:`` with ``1f``/``1b``), ``name = expr``/``.set``/``.equ``.
- **Sections**: ``.text``, ``.data``, ``.bss``, ``.section NAME[,"flags"...]``, ``.previous``,
  ``.pushsection``/``.popsection``. Code sections (``.text*``, or flags with ``x``) are laid
  out one after the other at ``base``, each aligned to its largest ``.align``, as ld places input
  sections; then one ``hlt`` stub per function the file calls but does not define. Loaded data
  sections (``.rodata*``, ``.data*``, ``.bss*``, flags with ``a``) and ``.comm``/``.lcomm``
  symbols follow on the next 4 KB page, after a small global offset table; they travel in
  ``Program.data`` and a run maps them writable. Debug, note and other unloaded sections are
  read for section switches only.
- **Data**: ``.byte .word .short .value .long .int .quad .ascii .asciz .string .zero .space
  .skip .fill``; ``.align`` (bytes, as on i386 ELF), ``.p2align``, ``.balign`` with GNU's fill
  and max-skip arguments. Code is padded with the NOPs GNU as 2.40 writes for ``--32`` (the
  ``lea 0(%esi,%eiz,1),%esi`` family; a pad of more than 20 bytes jumps over its NOPs), since a
  pad that falls through into a loop is executed and timed.
- **Symbol directives** (``.globl .type .size .file .ident .loc .cfi_* .weak .hidden`` ...)
  are accepted; ``.type NAME, @function`` names the file's functions. Any other directive is one
  error at file:line:column.
- **PIC**: ``_GLOBAL_OFFSET_TABLE_`` in an instruction is the GOT's address minus the
  instruction's (R_386_GOTPC, so ``call __x86.get_pc_thunk.bx; addl $_GLOBAL_OFFSET_TABLE_,
  %ebx`` leaves the GOT in ebx), ``sym@GOTOFF`` is ``sym`` minus the GOT, ``sym@GOT`` the offset
  of a GOT entry holding ``sym``'s address, ``sym@PLT`` is ``sym``.

Encoding: every symbol in an operand is replaced by its value (numbers go to keystone in hex:
keystone 0.9.2 reads some decimal literals as hex, ``pushl 28(%esp)`` as 0x28), memory operands
are rebuilt in a canonical form (GNU Intel's ``DWORD PTR 8[esp]`` as ``dword ptr [esp+0x8]``,
``OFFSET FLAT:x`` as the number), and keystone encodes one statement at a time, in AT&T mode for
AT&T statements. Direct jumps and calls are encoded here, relaxed as GNU as does: a jump to a
label of its own section starts short (EB, 7x) and grows to the near form when the target is out
of reach; one to another section, a weak symbol or ``@PLT`` is near. Layout and encoding repeat
until no size changes. A symbol displacement is always large here (code from 0x10000, the GOT a
page away from its data), so keystone picks the 32-bit displacement gas writes for a relocation.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import capstone
import keystone

from ..errors import AssemblyError, brief
from ..image import Segment
from ..limits import check_source
from ..program import Program
from ..toolkit.expr import ExprError, Undefined, evaluate
from ..toolkit.frontend import CFI_IGNORED, GNU_IGNORED, Emitted
from ..toolkit.gnu_directives import align_up as _align_up, section_kind as _section_kind
from ..toolkit.gnu_directives import split_operands as _split_operands, statements as _statements
from ..toolkit.gnu_directives import strings as _strings

# ----------------------------------------------------------------------------- registers
_R8 = "al cl dl bl ah ch dh bh".split()
_R16 = "ax cx dx bx sp bp si di".split()
_R32 = "eax ecx edx ebx esp ebp esi edi".split()
_SEG = "es cs ss ds fs gs".split()
_OTHER = (["st", "eiz"] + [f"st({i})" for i in range(8)] + [f"mm{i}" for i in range(8)]
          + [f"xmm{i}" for i in range(8)] + "cr0 cr2 cr3 cr4 dr0 dr1 dr2 dr3 dr6 dr7".split())
REGISTERS = frozenset(_R8 + _R16 + _R32 + _SEG + _OTHER)
_ADDRESS_REGS = frozenset(_R32 + _R16 + ["eiz"])
_SIZES = {"byte": "byte", "word": "word", "dword": "dword", "qword": "qword", "tbyte": "tbyte",
          "fword": "fword", "xmmword": "xmmword", "oword": "xmmword", "xword": "tbyte"}

# ----------------------------------------------------------------------------- directives
_DATA_WIDTH = {".byte": 1, ".word": 2, ".short": 2, ".value": 2, ".hword": 2, ".2byte": 2,
               ".long": 4, ".int": 4, ".4byte": 4, ".quad": 8, ".8byte": 8}
IGNORED = (GNU_IGNORED | CFI_IGNORED | frozenset(
    {".hidden", ".protected", ".internal", ".loc", ".loc_view", ".ident", ".file", ".addrsig",
     ".addrsig_sym", ".symver", ".version", ".arch", ".code32", ".local", ".globl", ".global",
     ".weak", ".type", ".size", ".uleb128", ".sleb128", ".nops_ignored", ".linkonce",
     ".cfi_personality", ".cfi_lsda", ".cfi_escape", ".cfi_signal_frame", ".cfi_def_cfa",
     ".cfi_sections", ".cfi_startproc", ".cfi_endproc"}))
_UNSUPPORTED = {".macro", ".endm", ".rept", ".endr", ".irp", ".irpc", ".if", ".ifdef", ".ifndef",
                ".else", ".endif", ".include", ".incbin", ".org", ".code16", ".code16gcc",
                ".octa", ".float", ".single", ".double", ".tfloat", ".struct", ".reloc"}
_SECTION_DIRECTIVES = {".text", ".data", ".bss", ".section", ".previous", ".pushsection",
                       ".popsection", ".rodata"}

# ----------------------------------------------------------------------------- branches
_JCC = {"jo": 0, "jno": 1, "jb": 2, "jc": 2, "jnae": 2, "jae": 3, "jnb": 3, "jnc": 3, "je": 4,
        "jz": 4, "jne": 5, "jnz": 5, "jbe": 6, "jna": 6, "ja": 7, "jnbe": 7, "js": 8, "jns": 9,
        "jp": 10, "jpe": 10, "jnp": 11, "jpo": 11, "jl": 12, "jnge": 12, "jge": 13, "jnl": 13,
        "jle": 14, "jng": 14, "jg": 15, "jnle": 15}
_SHORT_ONLY = {"jecxz": b"\xe3", "jcxz": b"\x67\xe3", "loop": b"\xe2", "loopl": b"\xe2",
               "loope": b"\xe1", "loopz": b"\xe1", "loopne": b"\xe0", "loopnz": b"\xe0"}
_JUMPS = {"jmp", "jmpl"}
_CALLS = {"call", "calll"}
_PREFIX_BYTES = {"rep": 0xF3, "repe": 0xF3, "repz": 0xF3, "repne": 0xF2, "repnz": 0xF2,
                 "lock": 0xF0, "data16": 0x66, "addr16": 0x67, "data32": 0x66, "addr32": 0x67,
                 "cs": 0x2E, "ds": 0x3E, "es": 0x26, "fs": 0x64, "gs": 0x65, "ss": 0x36}

# Intel mnemonics keystone 0.9.2 encodes in their 16-bit form in 32-bit code (66 9C for pushf),
# and the push/pop of a segment register it prefixes with 66h too: GNU as writes the 32-bit forms
_INTEL_32 = {"pushf": "pushfd", "popf": "popfd", "iret": "iretd"}
_SREG_PUSH = {"es": 0x06, "cs": 0x0E, "ss": 0x16, "ds": 0x1E}

_NAME = r"[A-Za-z_.$][\w.$]*"
_LABEL = re.compile(rf"\s*({_NAME}|[0-9]+)\s*:(?!=)")
_ASSIGN = re.compile(rf"\s*({_NAME})\s*=(?!=)\s*(.*)$")
_RELOC = re.compile(rf"({_NAME})@([A-Za-z]+)")
_MNEMONIC = re.compile(r"[A-Za-z][A-Za-z0-9]{0,15}")
_ATT_REG = re.compile(r"%(?:e?(?:[abcd]x|[sd]i|[sb]p)|[abcd][lh]|[cdefgs]s|st)\b")
_DIRECTIVE = re.compile(rf"^\s*(?:{_NAME}:\s*)*(\.[A-Za-z_][\w.$]*)(?![\w.$])(?!\s*[:=])")
_PAGE = 0x1000
GOT_SYMBOL = "_GLOBAL_OFFSET_TABLE_"
MAX_PASSES = 40

# GNU as 2.40's --32 NOPs for code alignment (tc-i386.c f32_patt), as objdump shows them
_NOPS = {1: "90", 2: "6690", 3: "8d7600", 4: "8d742600", 5: "8d74260090", 6: "8db600000000",
         7: "8db42600000000"}
_NOP_STARTS = {5: (0, 4)}        # the 5-byte pad is two instructions


def nop_fill(n: int) -> tuple[bytes, list[int]]:
    """The ``n`` bytes GNU as 2.40 (``--32``) pads code with, and the offset of each instruction
    in them: NOPs of at most 7 bytes, largest first, up to 20 bytes; a longer pad is a jump over
    NOPs (EB rel8, or E9 rel32 past 129 bytes), as ``as`` writes it."""
    out, starts = bytearray(), []
    if n > 20:
        starts.append(0)
        if n - 2 <= 127:
            out += bytes([0xEB, n - 2])
        else:
            out += b"\xe9" + (n - 5).to_bytes(4, "little")
    while len(out) < n:
        k = min(7, n - len(out))
        starts += [len(out) + s for s in _NOP_STARTS.get(k, (0,))]
        out += bytes.fromhex(_NOPS[k])
    return bytes(out), starts


def is_gnu(text: str) -> bool:
    """Whether ``text`` is a GNU as source (a directive, or an AT&T register) rather than kernel
    syntax: kernel sources have neither (their comments start with ``;``)."""
    for raw in text.splitlines():
        line = raw.split(";", 1)[0]
        if _DIRECTIVE.match(line) or _ATT_REG.search(line.split("#", 1)[0]):
            return True
    return False


# ----------------------------------------------------------------------------- items
@dataclass(eq=False)
class _Item:
    line: int
    col: int
    addr: int = 0
    size: int = 0
    marker: int = 0                 # the relaxation pass that placed it last
    region: int = 0                 # alignments before it in its section (gas's frag region)


@dataclass(eq=False)
class _Insn(_Item):
    syntax: str = "att"
    prefixes: list = field(default_factory=list)
    mnem: str = ""
    ops: list = field(default_factory=list)        # [(text, col)]
    text: str = ""                                 # the statement as written
    branch: str | None = None                      # "jmp", "jcc", "call", "short"
    target: tuple | None = None                    # (expression text, col)
    near: bool = False                             # a relaxable branch grown to its near form
    fixed_near: bool = False                       # never short (another section, @PLT, weak)
    data: bytes = b""


@dataclass(eq=False)
class _Data(_Item):
    width: int = 4
    exprs: list = field(default_factory=list)      # [(text, col)]


@dataclass(eq=False)
class _Raw(_Item):
    data: bytes = b""


@dataclass(eq=False)
class _Align(_Item):
    align: int = 1
    fill: int | None = None
    max_skip: int | None = None
    code: bool = False                             # in a code section: NOPs, not zeros


@dataclass(eq=False)
class _Section:
    name: str
    kind: str                       # "text", "data", "bss" or "skip" (not loaded)
    order: int
    items: list = field(default_factory=list)
    align: int = 1
    start: int = 0
    end: int = 0


# ----------------------------------------------------------------------------- keystone
_KS: dict[str, keystone.Ks] = {}
_ENCODED: dict[tuple[str, str], bytes | str] = {}
_CS = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_32)


def _keystone(syntax: str) -> keystone.Ks:
    ks = _KS.get(syntax)
    if ks is None:
        ks = keystone.Ks(keystone.KS_ARCH_X86, keystone.KS_MODE_32)
        if syntax == "att":
            ks.syntax = keystone.KS_OPT_SYNTAX_ATT
        _KS[syntax] = ks
    return ks


def _ks_encode(syntax: str, text: str) -> bytes | str:
    """The bytes of one position-independent statement, or keystone's complaint."""
    key = (syntax, text)
    got = _ENCODED.get(key)
    if got is None:
        try:
            enc, _ = _keystone(syntax).asm(text, 0)
            got = bytes(enc or b"")
            if not got:
                got = "keystone assembles it to no bytes"
        except keystone.KsError as e:
            got = str(e).split(" (KS_ERR")[0]
        if len(_ENCODED) > 50_000:
            _ENCODED.clear()
        _ENCODED[key] = got
    return got


# ----------------------------------------------------------------------------- the assembler
class _Gnu:
    def __init__(self, text: str, path: str, symbols: dict[str, int], base: int):
        self.path, self.base = path, base
        self.lines = text.splitlines()
        self.external = dict(symbols)
        self.sections: dict[str, _Section] = {}
        self.labels: dict[str, tuple[_Section, int]] = {}
        self.numeric: dict[str, list[tuple[int, _Section, int]]] = {}
        self.sets: dict[str, tuple[str, int, int, _Section, int]] = {}
        self.set_values: dict[str, int] = {}
        self.functions: list[str] = []
        self.weak: set[str] = set()
        self.common: _Section = _Section("COMMON", "bss", 1 << 30)
        self.syntax = "att"
        self.stack: list[_Section] = []
        self.previous: _Section | None = None
        self.current = self._section(".text", None)
        self.got_entries: dict[str, int] = {}
        self.externs: list[str] = []
        self.stub_of: dict[str, int] = {}
        self.got = 0
        self.data_base = 0
        self.text_end = base
        self._evaluating: set[str] = set()
        self.relaxing = False
        self.data_end = 0

    # ------------------------------------------------------------------ errors
    def fail(self, line: int, col: int, message: str):
        raise AssemblyError(self.path, line, max(1, col), message)

    # ------------------------------------------------------------------ sections
    def _section(self, name: str, flags: str | None) -> _Section:
        sec = self.sections.get(name)
        if sec is None:
            sec = _Section(name, _section_kind(name, flags), len(self.sections))
            self.sections[name] = sec
        return sec

    def _switch(self, sec: _Section) -> None:
        if sec is not self.current:
            self.previous = self.current
            self.current = sec

    def _add(self, item: _Item) -> None:
        sec = self.current
        if sec.kind == "skip":
            return
        if sec.kind == "bss" and not (isinstance(item, (_Align,)) or
                                      isinstance(item, _Raw) and not any(item.data)):
            self.fail(item.line, item.col, f"contents in the zero-filled section '{sec.name}' "
                      "(only .zero, .space, .skip and alignment belong there)")
        sec.items.append(item)

    # ------------------------------------------------------------------ pass 0: parse
    def parse(self) -> None:
        for ln, raw in enumerate(self.lines, start=1):
            if raw.lstrip().startswith("/") and not raw.lstrip().startswith("/*"):
                continue        # '/' in column 1 is a comment for GNU as on i386
            raw = re.sub(r"/\*.*?\*/", lambda m: " " * len(m.group(0)), raw)
            for piece, start in _statements(raw):
                bad = re.search(r"[^\t\x20-\x7e]", piece)
                if bad:
                    self.fail(ln, start + bad.start() + 1, f"character {bad.group()!r} is not "
                              "allowed outside a comment (in a string, write it as an escape)")
                self._statement(piece, start, ln)

    def _constant(self, text: str, col: int, line: int) -> int:
        """An expression that must be known while the file is read (a size, an alignment)."""
        def lookup(name: str) -> int:
            if name in self.set_values:
                return self.set_values[name]
            if name in self.external:
                return self.external[name]
            raise Undefined(name)
        try:
            return evaluate(text, col, lookup, None, "gnu", self._is_register)
        except ExprError as e:
            self.fail(line, e.col, str(e))
        except Undefined as u:
            self.fail(line, col, f"'{brief(u.name)}' must be a constant defined above this line")

    @staticmethod
    def _is_register(name: str) -> bool:
        return name.lower() in REGISTERS

    def _define(self, name: str, line: int, col: int) -> None:
        if name.isdigit():
            self.numeric.setdefault(name, []).append((line, self.current, len(self.current.items)))
            return
        if name in self.labels or name in self.sets or name in self.external:
            self.fail(line, col, f"symbol '{brief(name)}' is already defined")
        if self.current.kind == "skip":
            return
        self.labels[name] = (self.current, len(self.current.items))

    def _statement(self, piece: str, start: int, ln: int) -> None:
        i = 0
        while True:
            m = _LABEL.match(piece, i)
            if not m:
                break
            self._define(m.group(1), ln, start + m.start(1) + 1)
            i = m.end()
        rest = piece[i:]
        body = rest.strip()
        if not body:
            return
        col = start + i + len(rest) - len(rest.lstrip()) + 1
        m = _ASSIGN.match(body)
        if m and not body.startswith("."):
            self._set(m.group(1), m.group(2), col + m.start(2), ln, col)
            return
        if body.startswith("."):
            self._directive(body, col, ln)
            return
        self._instruction(body, col, ln)

    def _set(self, name: str, expr: str, expr_col: int, ln: int, col: int) -> None:
        if not expr.strip():
            self.fail(ln, expr_col, f"'{brief(name)}' is set to nothing")
        if name in self.labels or name in self.external:
            self.fail(ln, col, f"symbol '{brief(name)}' is already defined")
        self.sets[name] = (expr, expr_col, ln, self.current, len(self.current.items))
        self.set_values.pop(name, None)
        try:     # a constant now (sizes may use it); otherwise at layout time
            self.set_values[name] = evaluate(expr, expr_col, self._parse_lookup, None, "gnu",
                                             self._is_register)
        except ExprError as e:
            self.fail(ln, e.col, str(e))
        except Undefined:
            pass

    def _parse_lookup(self, name: str) -> int:
        if name in self.set_values:
            return self.set_values[name]
        if name in self.external:
            return self.external[name]
        raise Undefined(name)

    # ------------------------------------------------------------------ directives
    def _directive(self, body: str, col: int, ln: int) -> None:
        m = re.match(r"\.[A-Za-z_0-9.$]*", body)
        name = m.group(0).lower()
        args = body[m.end():]
        acol = col + m.end() + len(args) - len(args.lstrip())
        args = args.strip()
        ops = _split_operands(args, acol)
        fail = lambda msg, c=col: self.fail(ln, c, msg)          # noqa: E731

        if name in _SECTION_DIRECTIVES:
            self._section_directive(name, args, ops, ln, col)
            return
        if self.current.kind == "skip" and name not in (".intel_syntax", ".att_syntax"):
            return      # debug and note sections: only the section switches matter
        if name == ".intel_syntax":
            if args and args.lower() not in ("noprefix", "prefix"):
                fail(f".intel_syntax takes 'noprefix' or 'prefix', not '{brief(args)}'", acol)
            self.syntax = "intel"
            return
        if name == ".att_syntax":
            if args and args.lower() != "prefix":
                fail(".att_syntax noprefix (registers without '%') is not supported", acol)
            self.syntax = "att"
            return
        if name in (".set", ".equ", ".equiv", ".eqv"):
            if len(ops) != 2 or not re.fullmatch(_NAME, ops[0][0]):
                fail(f"{name} needs 'name, expression'", acol)
            self._set(ops[0][0], ops[1][0], ops[1][1], ln, ops[0][1])
            return
        if name == ".type":
            if len(ops) >= 2 and ops[1][0].lstrip("@%").strip('"').lower() in ("function",
                                                                                  "stt_func",
                                                                                  "gnu_indirect_function"):
                if ops[0][0] not in self.functions:
                    self.functions.append(ops[0][0])
            return
        if name == ".weak":
            self.weak.update(o for o, _ in ops)
            return
        if name in _DATA_WIDTH:
            if not ops:
                fail(f"{name} needs at least one value")
            self._add(_Data(ln, col, size=_DATA_WIDTH[name] * len(ops), width=_DATA_WIDTH[name],
                            exprs=ops))
            return
        if name in (".ascii", ".asciz", ".string"):
            if not args:
                fail(f"{name} needs a quoted string")
            parts = _strings(args, acol, lambda msg, c: self.fail(ln, c, msg))
            z = b"\0" if name != ".ascii" else b""
            data = b"".join(p + z for p in parts)
            self._add(_Raw(ln, col, size=len(data), data=data))
            return
        if name in (".zero", ".space", ".skip"):
            if not ops or len(ops) > 2:
                fail(f"{name} needs a size (and at most a fill byte)")
            n = self._constant(*ops[0], ln)
            fill = self._constant(*ops[1], ln) & 0xFF if len(ops) > 1 else 0
            if not 0 <= n <= 1 << 24:
                fail(f"{name} of {n} bytes (0 to {1 << 24:#x})", ops[0][1])
            self._add(_Raw(ln, col, size=n, data=bytes([fill]) * n))
            return
        if name == ".fill":
            if not 1 <= len(ops) <= 3:
                fail(".fill needs 'repeat[, size[, value]]'")
            rep = self._constant(*ops[0], ln)
            size = self._constant(*ops[1], ln) if len(ops) > 1 else 1
            value = self._constant(*ops[2], ln) if len(ops) > 2 else 0
            if not 0 <= rep * max(size, 0) <= 1 << 24 or not 0 <= size <= 8:
                fail(".fill: repeat 0.. and size 0..8, at most 16 MB in all", acol)
            one = (value & 0xFFFFFFFF).to_bytes(4, "little")[:size].ljust(size, b"\0")
            self._add(_Raw(ln, col, size=rep * size, data=one * rep))
            return
        if name in (".align", ".p2align", ".balign"):
            self._align(name, ops, ln, col, acol)
            return
        if name in (".comm", ".lcomm"):
            if len(ops) < 2 or not re.fullmatch(_NAME, ops[0][0]):
                fail(f"{name} needs 'name, size[, alignment]'", acol)
            size = self._constant(*ops[1], ln)
            align = self._constant(*ops[2], ln) if len(ops) > 2 else \
                min(16, 1 << (max(size, 1).bit_length() - 1))
            if not 0 <= size <= 1 << 24 or align <= 0 or align & (align - 1) or align > _PAGE:
                fail(f"{name}: size 0..16 MB and a power-of-two alignment up to {_PAGE}", acol)
            if ops[0][0] in self.labels:
                if name == ".comm":      # a tentative definition the file also defines
                    return
                fail(f"symbol '{brief(ops[0][0])}' is already defined", ops[0][1])
            saved = self.current
            self.current = self.common
            self._add(_Align(ln, col, align=align))
            self._define(ops[0][0], ln, ops[0][1])
            self._add(_Raw(ln, col, size=size, data=bytes(size)))
            self.common.align = max(self.common.align, align)
            self.current = saved
            return
        if name in IGNORED or name.startswith(".cfi_"):
            return
        if name in _UNSUPPORTED:
            fail(f"directive '{name}' is not supported by the workbench's GNU as front end "
                 "(write the expanded statements instead)")
        fail(f"unknown directive '{brief(name)}'")

    def _section_directive(self, name: str, args: str, ops, ln: int, col: int) -> None:
        if name == ".previous":
            if self.previous is None:
                self.fail(ln, col, ".previous with no section before it")
            self.current, self.previous = self.previous, self.current
            return
        if name == ".popsection":
            if not self.stack:
                self.fail(ln, col, ".popsection without .pushsection")
            self._switch(self.stack.pop())
            return
        if name in (".text", ".data", ".bss", ".rodata"):
            if ops and not re.fullmatch(r"\d+", ops[0][0]):
                self.fail(ln, ops[0][1], f"{name} takes a subsection number")
            self._switch(self._section(name, None))
            return
        if not ops or not re.fullmatch(r"[A-Za-z_.$][\w.$\-]*|\"[^\"]+\"", ops[0][0]):
            self.fail(ln, col, f"{name} needs a section name")
        sname = ops[0][0].strip('"')
        flags = ops[1][0].strip('"') if len(ops) > 1 and ops[1][0].startswith('"') else None
        if name == ".pushsection":
            self.stack.append(self.current)
        self._switch(self._section(sname, flags))

    def _align(self, name: str, ops, ln: int, col: int, acol: int) -> None:
        if not ops or len(ops) > 3:
            self.fail(ln, col, f"{name} needs 'alignment[, fill[, max]]'")
        v = self._constant(*ops[0], ln)
        if name == ".p2align":
            if not 0 <= v <= 16:
                self.fail(ln, ops[0][1], f"bad alignment {v} (at most 16: 2**16 bytes)")
            align = 1 << v
        else:
            align = v or 1
            if align < 0 or align & (align - 1) or align > 1 << 16:
                self.fail(ln, ops[0][1], f"bad alignment {v} (a power of two up to 65536)")
        fill = None
        if len(ops) > 1 and ops[1][0]:
            fill = self._constant(*ops[1], ln) & 0xFF
        max_skip = None
        if len(ops) > 2 and ops[2][0]:
            max_skip = self._constant(*ops[2], ln)
        if self.current.kind != "skip":
            self.current.align = max(self.current.align, align)
        self._add(_Align(ln, col, align=align, fill=fill, max_skip=max_skip,
                         code=self.current.kind == "text"))

    # ------------------------------------------------------------------ instructions
    def _instruction(self, body: str, col: int, ln: int) -> None:
        prefixes: list[str] = []
        rest, pcol = body, col
        while True:
            words = rest.split(None, 1)
            if not words or words[0].lower() not in _PREFIX_BYTES or \
                    words[0].lower() in _SEG and len(words) == 1:
                break
            prefixes.append(words[0].lower())
            after = rest[len(words[0]):]
            pcol += len(words[0]) + len(after) - len(after.lstrip())
            rest = after.strip()
        if not rest:
            data = bytes(_PREFIX_BYTES[p] for p in prefixes)
            self._add(_Insn(ln, col, size=len(data), syntax=self.syntax, text=body, data=data,
                            prefixes=prefixes, mnem=""))
            return
        mnem = rest.split(None, 1)[0]
        if not _MNEMONIC.fullmatch(mnem):
            self.fail(ln, pcol, f"expected an instruction, got '{brief(mnem)}'")
        opstext = rest[len(mnem):]
        ocol = pcol + len(mnem) + len(opstext) - len(opstext.lstrip())
        ops = _split_operands(opstext.strip(), ocol)
        for text, c in ops:
            if not text:
                self.fail(ln, c, "empty operand")
        ins = _Insn(ln, col, syntax=self.syntax, prefixes=prefixes, mnem=mnem.lower(), ops=ops,
                    text=body)
        self._classify_branch(ins)
        self._add(ins)

    def _classify_branch(self, ins: _Insn) -> None:
        m = ins.mnem
        kind = ("jmp" if m in _JUMPS else "call" if m in _CALLS else "jcc" if m in _JCC
                else "short" if m in _SHORT_ONLY else None)
        if kind is None or len(ins.ops) != 1 or ins.prefixes:
            return
        text, c = ins.ops[0]
        t = text.strip()
        if ins.syntax == "att":
            if t[:1] in "*%$":
                return
        else:
            low = t.lower()
            if (low in REGISTERS or "[" in t or re.search(r"(?i)\bptr\b", t)
                    or low.startswith(("far ", "near "))):
                return
            if low.startswith("short "):
                t = t[6:].strip()
                c += len(text) - len(t)
        ins.branch, ins.target = kind, (t, c)
        ins.size = 5 if kind == "call" else 2

    # ------------------------------------------------------------------ symbols
    def _section_of(self, name: str) -> _Section | None:
        lab = self.labels.get(name)
        return lab[0] if lab else None

    def label_address(self, name: str) -> int:
        sec, idx = self.labels[name]
        return sec.items[idx].addr if idx < len(sec.items) else sec.end

    def _value(self, name: str, item: _Item | None, insn: bool) -> int:
        if name == ".":
            if item is None:
                raise Undefined(".")
            return item.addr
        if name == GOT_SYMBOL:
            return self.got - item.addr if insn and item is not None else self.got
        if name in self.labels:
            return self.label_address(name)
        if name in self.sets:
            if name in self.set_values:
                return self.set_values[name]
            if name in self._evaluating:
                expr, c, ln, *_ = self.sets[name]
                self.fail(ln, c, f"'{brief(name)}' is defined in terms of itself")
            self._evaluating.add(name)
            try:
                expr, c, ln, sec, idx = self.sets[name]
                at = sec.items[idx] if idx < len(sec.items) else None
                return self.eval(expr, c, ln, at, insn=False)
            finally:
                self._evaluating.discard(name)
        if name in self.external:
            return self.external[name]
        if name in self.stub_of:
            return self.stub_of[name]
        raise Undefined(name)

    def eval(self, text: str, col: int, line: int, item: _Item | None, insn: bool) -> int:
        """The value of an operand or datum expression, relocation suffixes resolved."""
        values: dict[str, int] = {}
        texts = text.replace("[", "(").replace("]", ")") if "[" in text else text

        def reloc(m: re.Match) -> str:
            sym, kind = m.group(1), m.group(2).upper()
            key = f"__wb_reloc{len(values)}"
            try:
                if kind == "GOTOFF":
                    values[key] = self._value(sym, item, False) - self.got
                elif kind == "GOT":
                    if sym not in self.got_entries:
                        self.fail(line, col, f"'{brief(sym)}@GOT' has no GOT entry")
                    self._value(sym, item, False)       # must be defined
                    values[key] = self.data_base + 4 * self.got_entries[sym] - self.got
                elif kind == "PLT":
                    values[key] = self._value(sym, item, False)
                elif kind == "GOTPC":
                    values[key] = self.got - (item.addr if item is not None else 0)
                else:
                    self.fail(line, col + m.start(), f"relocation '@{brief(m.group(2))}' is not "
                              "supported (thread-local storage and the like have no runtime here)")
            except Undefined as u:
                self.fail(line, col + m.start(), self._undefined_message(u.name))
            return key
        texts = _RELOC.sub(reloc, texts)

        def lookup(name: str) -> int:
            if name in values:
                return values[name]
            return self._value(name, item, insn)

        def local_ref(num: str, direction: str) -> int:
            defs = self.numeric.get(num, [])
            if direction == "b":
                c = [d for d in defs if d[0] <= line]
                d = c[-1] if c else None
            else:
                c = [d for d in defs if d[0] > line]
                d = c[0] if c else None
            if d is None:
                raise Undefined(f"{num}{direction}")
            _, sec, idx = d
            return sec.items[idx].addr if idx < len(sec.items) else sec.end
        try:
            return evaluate(texts, col, lookup, local_ref, "gnu", self._is_register)
        except ExprError as e:
            self.fail(line, e.col, str(e))
        except Undefined as u:
            self.fail(line, col, self._undefined_message(u.name))

    def _undefined_message(self, name: str) -> str:
        return (f"undefined symbol '{brief(name)}': the file is not linked with anything, so "
                "every symbol it uses must be defined in it (a .comm or a label)")

    # ------------------------------------------------------------------ operands
    def _signed(self, v: int, bits: int, line: int, col: int, what: str) -> int:
        if not -(1 << (bits - 1)) <= v < (1 << bits):
            self.fail(line, col, f"{what} {v:#x} does not fit in {bits} bits")
        v &= (1 << bits) - 1
        return v - (1 << bits) if v >> (bits - 1) else v

    @staticmethod
    def _hex(v: int) -> str:
        return f"-0x{-v:x}" if v < 0 else f"0x{v:x}"

    def _att_operand(self, ins: _Insn, text: str, col: int) -> str:
        t = text
        star = ""
        if t.startswith("*"):
            star, t, col = "*", t[1:].lstrip(), col + 1 + len(t[1:]) - len(t[1:].lstrip())
        if t.startswith("$"):
            v = self.eval(t[1:], col + 1, ins.line, ins, insn=True)
            return "$" + self._hex(self._signed(v, 32, ins.line, col, "immediate"))
        if t.startswith("%"):
            m = re.fullmatch(r"%([a-z0-9]+)(\s*\(\s*([0-7])\s*\))?", t.lower())
            if m and (m.group(1) in REGISTERS or m.group(1) == "st" and m.group(2)):
                reg = f"%st({m.group(3)})" if m.group(2) else "%" + m.group(1)
                return star + reg
            seg = re.match(r"%([a-z]+)\s*:", t.lower())
            if not seg:
                self.fail(ins.line, col, f"unknown register '{brief(t)}'")
            if seg.group(1) not in _SEG:
                self.fail(ins.line, col, f"'%{brief(seg.group(1))}' is not a segment register")
            rest = t[seg.end():]
            inner = self._att_memory(ins, rest, col + seg.end())
            return f"{star}%{seg.group(1)}:{inner}"
        return star + self._att_memory(ins, t, col)

    def _att_memory(self, ins: _Insn, t: str, col: int) -> str:
        disp, regs = t.strip(), None
        if disp.endswith(")"):
            depth, i = 0, len(disp) - 1
            while i >= 0:
                depth += {")": 1, "(": -1}.get(disp[i], 0)
                if depth == 0:
                    break
                i -= 1
            if i < 0:
                self.fail(ins.line, col, f"')' without a matching '(' in '{brief(t)}'")
            inner = disp[i + 1:-1]
            if "%" in inner or inner.strip().startswith(","):
                regs, disp = inner, disp[:i].strip()
        parts = []
        if regs is not None:
            pieces = [p.strip() for p in regs.split(",")]
            if len(pieces) > 3:
                self.fail(ins.line, col, f"too many parts in '({brief(regs)})'")
            for k, p in enumerate(pieces):
                if k < 2:
                    if not p and k == 0:
                        parts.append("")
                        continue
                    name = p[1:].lower() if p.startswith("%") else None
                    if name not in _ADDRESS_REGS:
                        self.fail(ins.line, col, f"'{brief(p)}' is not a base or index register")
                    parts.append("%" + name)
                else:
                    s = self.eval(p, col, ins.line, ins, insn=True) if p else 1
                    if s not in (1, 2, 4, 8):
                        self.fail(ins.line, col, f"scale {s}: must be 1, 2, 4 or 8")
                    parts.append(str(s))
        if disp:
            v = self.eval(disp, col, ins.line, ins, insn=True)
            v = self._signed(v, 32, ins.line, col, "displacement")
            if regs is None:
                return f"0x{v & 0xFFFFFFFF:x}"
            d = self._hex(v)
        else:
            d = ""
        if regs is None:
            self.fail(ins.line, col, "empty memory operand")
        return f"{d}({','.join(parts)})"

    def _intel_operand(self, ins: _Insn, text: str, col: int) -> str:
        t = text.strip()
        wrapped = re.fullmatch(r"(?is)\[\s*([a-z]+\s+ptr\b.*)\]", t)
        if wrapped:             # gcc writes 'jmp [DWORD PTR .L4[0+eax*4]]' (-fno-pic switches)
            col += t.index(wrapped.group(1))
            t = wrapped.group(1).strip()
        size = ""
        m = re.match(r"(?i)([a-z]+)\s+ptr\b\s*", t)
        if m:
            if m.group(1).lower() not in _SIZES:
                self.fail(ins.line, col, f"unknown operand size '{brief(m.group(1))}'")
            size = _SIZES[m.group(1).lower()] + " ptr "
            col += m.end()
            t = t[m.end():]
        t = re.sub(r"(?i)\bflat\s*:", "", t)
        low = t.lower().replace("%", "")
        m = re.match(r"(?i)offset\s+", t)
        if m:
            if size:
                self.fail(ins.line, col, "an OFFSET is not a memory operand: drop the PTR")
            v = self.eval(t[m.end():], col + m.end(), ins.line, ins, insn=True)
            return self._hex(self._signed(v, 32, ins.line, col, "immediate"))
        if not size and "[" not in t:
            reg = re.sub(r"\s+", "", low)
            if reg in REGISTERS:
                return reg
            if re.fullmatch(r"st\([0-7]\)", reg):
                return reg
        seg = ""
        ms = re.match(r"(?i)(cs|ds|es|fs|gs|ss)\s*:\s*", t)
        if ms:
            seg = ms.group(1).lower() + ":"
            col += ms.end()
            t = t[ms.end():]
        if "[" not in t:
            if not size and not seg and not self._names_symbol(t):
                v = self.eval(t, col, ins.line, ins, insn=True)      # a number: an immediate
                return self._hex(self._signed(v, 32, ins.line, col, "immediate"))
            v = self.eval(t, col, ins.line, ins, insn=True)          # GNU Intel: a symbol is memory
            v = self._signed(v, 32, ins.line, col, "address")
            return f"{size}{seg}[0x{v & 0xFFFFFFFF:x}]"
        before = t[:t.index("[")].strip()
        inside, after, i = [], "", t.index("[")
        while i < len(t):
            if t[i] == "[":
                j = t.find("]", i)
                if j < 0:
                    self.fail(ins.line, col + i, "'[' is never closed (expected ']')")
                inside.append(t[i + 1:j])
                i = j + 1
            elif t[i].isspace():
                i += 1
            else:
                after = t[i:]
                break
        base = index = None
        scale = 1
        terms = []
        if before:
            terms.append(("+", before))
        for chunk in inside + ([after] if after else []):
            for sign, term in _terms(chunk):
                tl = re.sub(r"\s+", "", term.lower().replace("%", ""))
                mi = re.fullmatch(r"([a-z]+)\*(\w+)|(\w+)\*([a-z]+)", tl)
                if tl in _ADDRESS_REGS and sign == "+":
                    if base is None:
                        base = tl
                    elif index is None:
                        index = tl
                    else:
                        self.fail(ins.line, col, f"three registers in '{brief(text)}'")
                    continue
                if mi and sign == "+":
                    reg, sc = (mi.group(1), mi.group(2)) if mi.group(1) else (mi.group(4), mi.group(3))
                    if reg in _ADDRESS_REGS:
                        if index is not None:
                            self.fail(ins.line, col, f"two index registers in '{brief(text)}'")
                        index = reg
                        scale = self.eval(sc, col, ins.line, ins, insn=True)
                        if scale not in (1, 2, 4, 8):
                            self.fail(ins.line, col, f"scale {scale}: must be 1, 2, 4 or 8")
                        continue
                if tl in REGISTERS:
                    self.fail(ins.line, col, f"'{brief(term)}' cannot address memory here")
                terms.append((sign, term))
        disp = None
        if terms:
            expr = " ".join(f"{s} ({e})" for s, e in terms)
            disp = self._signed(self.eval(expr, col, ins.line, ins, insn=True), 32, ins.line, col,
                                "displacement")
        regs = "+".join(([base] if base else []) + ([f"{index}*{scale}"] if index else []))
        if not regs:
            return f"{size}{seg}[0x{(disp or 0) & 0xFFFFFFFF:x}]"
        if disp:
            regs += ("-" if disp < 0 else "+") + f"0x{abs(disp):x}"
        return f"{size}{seg}[{regs}]"

    def _names_symbol(self, t: str) -> bool:
        for m in re.finditer(rf"(?<![\w.$']){_NAME}", t):
            name = m.group(0)
            if name.lower() not in REGISTERS and not re.fullmatch(r"[0-9]+[fb]", name):
                return True
        return False

    # ------------------------------------------------------------------ encoding
    def encode(self, ins: _Insn) -> bytes:
        if not ins.mnem:
            return ins.data
        if ins.branch:
            return self._branch(ins)
        if ins.syntax == "att":
            ops = [self._att_operand(ins, t, c) for t, c in ins.ops]
        else:
            ops = [self._intel_operand(ins, t, c) for t, c in ins.ops]
        mnem = ins.mnem
        if any(o in ("%eiz", "eiz") or "eiz" in o.split("(")[-1] or "eiz*" in o for o in ops):
            self.fail(ins.line, ins.col, "an %eiz index is dropped by keystone (the encoding would "
                      "change silently): write this NOP as .byte")
        if ins.syntax == "intel":
            # keystone 0.9.2's Intel mode writes these in their 16-bit forms (a 66h prefix)
            if (mnem in ("push", "pop") and len(ops) == 1 and ops[0] in _SREG_PUSH
                    and not ins.prefixes and (mnem, ops[0]) != ("pop", "cs")):
                return bytes([_SREG_PUSH[ops[0]] + (mnem == "pop")])
            mnem = _INTEL_32.get(mnem, mnem)
        text = " ".join(ins.prefixes + [mnem]) + (" " + ", ".join(ops) if ops else "")
        if ins.syntax == "intel":
            from .assembler import _string_movsd
            text = _string_movsd(text, 32)
        got = _ks_encode(ins.syntax, text)
        if isinstance(got, str):
            if "mnemonic" in got.lower():
                self.fail(ins.line, ins.col, f"unknown mnemonic '{brief(mnem)}'")
            at = ins.ops[0][1] if ins.ops else ins.col
            self.fail(ins.line, at, f"invalid operands: '{brief(ins.text)}' ({got})")
        if not ins.prefixes:
            one = next(_CS.disasm(got, 0, 1), None)
            if one is None or one.size != len(got):
                self.fail(ins.line, ins.col, f"'{brief(ins.text)}' assembles to "
                          f"{got.hex()}, not one instruction")
        return got

    def _branch(self, ins: _Insn) -> bytes:
        text, col = ins.target
        m = re.fullmatch(rf"({_NAME})(@[A-Za-z]+)?", text.strip())
        if m and m.group(2) and m.group(2).upper() != "@PLT":
            self.fail(ins.line, col, f"'{brief(text)}' is not a branch target")
        if m and m.group(1) in self.stub_of and m.group(1) not in self.labels:
            target = self.stub_of[m.group(1)]
        else:
            target = self.eval(text, col, ins.line, ins, insn=True)
        target &= 0xFFFFFFFF
        k = ins.branch
        if k == "call":
            return b"\xe8" + ((target - ins.addr - 5) & 0xFFFFFFFF).to_bytes(4, "little")
        if k == "short":
            op = _SHORT_ONLY[ins.mnem]
            rel = target - (ins.addr + len(op) + 1)
            if not -128 <= rel <= 127:
                self.fail(ins.line, ins.col, f"'{ins.mnem}' reaches 128 bytes at most; the "
                          f"target is {rel} bytes away")
            return op + bytes([rel & 0xFF])
        near = ins.near or ins.fixed_near
        if not near:
            rel = target - (ins.addr + 2)
            if -128 <= rel <= 127 or not self.relaxing:
                op = 0xEB if k == "jmp" else 0x70 | _JCC[ins.mnem]
                return bytes([op, rel & 0xFF])
            ins.near = True
        if k == "jmp":
            return b"\xe9" + ((target - ins.addr - 5) & 0xFFFFFFFF).to_bytes(4, "little")
        return bytes([0x0F, 0x80 | _JCC[ins.mnem]]) + \
            ((target - ins.addr - 6) & 0xFFFFFFFF).to_bytes(4, "little")

    # ------------------------------------------------------------------ layout
    def prepare(self) -> None:
        """After parsing: GOT entries, the undefined functions called, which branches are near."""
        for sec in self._ordered():
            for it in sec.items:
                if not isinstance(it, _Insn):
                    continue
                for t, _ in (it.ops if not it.branch else []):
                    for m in _RELOC.finditer(t):
                        if m.group(2).upper() == "GOT" and m.group(1) not in self.got_entries:
                            self.got_entries[m.group(1)] = len(self.got_entries)
                if not it.branch:
                    continue
                text, _ = it.target
                m = re.fullmatch(rf"({_NAME})(@PLT)?", text.strip(), re.I)
                name = m.group(1) if m else None
                if m and m.group(2):
                    it.fixed_near = True
                if name is None:
                    continue
                if name not in self.labels and name not in self.sets and name not in self.external:
                    if name not in self.externs:
                        self.externs.append(name)
                    it.fixed_near = True
                elif name in self.weak or (name in self.labels and self._section_of(name) is not sec):
                    it.fixed_near = True
        for sec in self._ordered():
            for it in sec.items:
                if isinstance(it, _Data):
                    for t, _ in it.exprs:
                        for m in _RELOC.finditer(t):
                            if m.group(2).upper() == "GOT" and m.group(1) not in self.got_entries:
                                self.got_entries[m.group(1)] = len(self.got_entries)

    def _ordered(self) -> list[_Section]:
        secs = sorted(self.sections.values(), key=lambda s: s.order)
        text = [s for s in secs if s.kind == "text"]
        data = [s for s in secs if s.kind == "data"]
        bss = [s for s in secs if s.kind == "bss"]
        return text + data + bss + ([self.common] if self.common.items else [])

    def layout(self) -> None:
        addr = self.base
        secs = self._ordered()
        for sec in secs:
            if sec.kind != "text":
                continue
            addr = self._place(sec, addr)
        for k, name in enumerate(self.externs):
            self.stub_of[name] = addr + k
        addr += len(self.externs)
        self.text_end = addr
        self.data_base = _align_up(addr, _PAGE)
        self.got = _align_up(self.data_base + 4 * len(self.got_entries) + 0x80, 16)
        addr = self.got + 0x100
        for sec in secs:
            if sec.kind != "text":
                addr = self._place(sec, addr)
        self.data_end = addr

    def _place(self, sec: _Section, addr: int) -> int:
        addr = _align_up(addr, sec.align)
        sec.start = addr
        for it in sec.items:
            it.addr = addr
            if isinstance(it, _Align):
                pad = -addr % it.align
                it.size = 0 if it.max_skip is not None and pad > it.max_skip else pad
            addr += it.size
        sec.end = addr
        return addr

    def run(self) -> None:
        """Encode at a layout, then relax the branches as GNU as does (:meth:`_relax_pass`), and
        repeat until neither changes anything."""
        self.prepare()
        insns = [it for sec in self._ordered() for it in sec.items if isinstance(it, _Insn)]
        self.relaxing = False           # a short branch out of reach is the relax pass's business
        for k in range(MAX_PASSES):
            self.layout()
            changed = False
            for it in insns:
                data = self.encode(it)
                if len(data) != it.size:
                    it.size, changed = len(data), True
                it.data = data
            if not changed and not self._relax_pass(k + 1):
                self.relaxing = True    # a branch still out of reach here is an error
                for it in insns:
                    if it.branch:
                        it.data = self.encode(it)
                        if len(it.data) != it.size:
                            break
                else:
                    return
        raise AssemblyError(self.path, 1, 1, f"the layout does not settle after {MAX_PASSES} "
                            "passes (instruction sizes keep changing)")

    def _relax_pass(self, marker: int) -> bool:
        """One of GNU as's relaxation passes over the code sections (write.c relax_segment and
        relax_frag): items are placed in order, alignment recomputed at each new address, and a
        short branch whose target is out of reach grows to its near form, never back. A target
        not yet placed in this pass is assumed to have moved by the growth so far (``stretch``)
        only if no alignment lies between (an alignment may absorb it), as gas assumes. True
        when anything moved or grew."""
        moved = False
        addr = self.base
        for sec in self._ordered():
            if sec.kind != "text":
                continue
            addr = _align_up(addr, sec.align)
            sec.start = addr
            region = 0
            for it in sec.items:
                stretch = addr - it.addr
                moved |= stretch != 0
                it.addr, it.marker, it.region = addr, marker, region
                if isinstance(it, _Align):
                    pad = -addr % it.align
                    it.size = 0 if it.max_skip is not None and pad > it.max_skip else pad
                    region += 1
                elif (isinstance(it, _Insn) and it.branch in ("jmp", "jcc") and not it.near
                      and not it.fixed_near):
                    target = self._target_estimate(it, sec, stretch, marker)
                    if target is not None and not -128 <= target - (addr + 2) <= 127:
                        it.near, moved = True, True
                        it.size = 5 if it.branch == "jmp" else 6
                addr += it.size
            sec.end = addr
        return moved

    def _target_estimate(self, it: _Insn, sec: _Section, stretch: int, marker: int) -> int | None:
        """The address gas would take for the branch's target now, or None to leave it be."""
        name = it.target[0].strip()
        if name not in self.labels:
            return None                 # an expression: judged when it is encoded
        tsec, idx = self.labels[name]
        if tsec is not sec:
            return None
        t = tsec.items[idx] if idx < len(tsec.items) else None
        if t is not None and t.marker == marker:
            return t.addr               # placed already in this pass
        target = t.addr if t is not None else tsec.end
        region = t.region if t is not None else None
        if stretch:
            if stretch < 0 or region == it.region:
                target += stretch
            elif target < it.addr + 1:
                return None
        return target

    # ------------------------------------------------------------------ output
    def data_bytes(self, item: _Item) -> bytes:
        if isinstance(item, _Insn):
            return item.data
        if isinstance(item, _Raw):
            return item.data
        if isinstance(item, _Align):
            if item.fill is None and item.code:
                return nop_fill(item.size)[0]
            return bytes([item.fill or 0]) * item.size
        out = bytearray()
        w = item.width
        for k, (text, col) in enumerate(item.exprs):
            at = _Item(item.line, col, addr=item.addr + k * w)
            v = self.eval(text, col, item.line, at, insn=False)
            if not -(1 << (8 * w - 1)) <= v < (1 << (8 * w)):
                self.fail(item.line, col, f"value {v:#x} does not fit in {w} byte{'s' * (w > 1)}")
            out += (v & ((1 << (8 * w)) - 1)).to_bytes(w, "little")
        return bytes(out)

    def program(self, mode: str, regions) -> Program:
        code = bytearray()
        data = bytearray()
        line_of: dict[int, int] = {}
        listing: list[Emitted] = []
        for sec in self._ordered():
            is_text = sec.kind == "text"
            for it in sec.items:
                b = self.data_bytes(it)
                if not b:
                    continue
                buf, origin = (code, self.base) if is_text else (data, self.data_base)
                off = it.addr - origin
                if len(buf) < off:
                    buf += (nop_fill(off - len(buf))[0] if is_text else bytes(off - len(buf)))
                buf[off:off + len(b)] = b
                kind = "insn" if isinstance(it, _Insn) else "data"
                if is_text and isinstance(it, _Insn):
                    line_of[it.addr] = it.line
                elif is_text and isinstance(it, _Align) and it.fill is None:
                    for s in nop_fill(it.size)[1]:
                        line_of[it.addr + s] = it.line
                    kind = "insn"
                if kind == "insn":
                    listing.append(Emitted(it.addr, (int.from_bytes(b, "big"),), 8 * len(b),
                                           it.line, "insn"))
                else:
                    listing.append(Emitted(it.addr, tuple(b), 8, it.line, "data"))
        end = self.text_end - self.base
        if len(code) < end - len(self.externs):
            code += nop_fill(end - len(self.externs) - len(code))[0]
        code += b"\xf4" * len(self.externs)
        # the GOT: one entry per symbol named with @GOT, holding its address
        got_bytes = bytearray(self.got + 12 - self.data_base)
        for name, k in self.got_entries.items():
            try:
                v = self._value(name, None, False)
            except Undefined:
                line = next((it.line for sec in self._ordered() for it in sec.items
                             if isinstance(it, _Insn) and f"{name}@" in it.text), 1)
                self.fail(line, 1, self._undefined_message(name))
            got_bytes[4 * k:4 * k + 4] = (v & 0xFFFFFFFF).to_bytes(4, "little")
        data_total = self.data_end - self.data_base
        data = bytearray(data.ljust(data_total, b"\0"))
        uses_got = bool(self.got_entries) or any(
            GOT_SYMBOL in it.text or "@GOT" in it.text.upper()
            for sec in self._ordered() for it in sec.items if isinstance(it, _Insn))
        if data_total > self.got + 0x100 - self.data_base or uses_got:
            data[:len(got_bytes)] = got_bytes
            segments = [Segment("file data", self.data_base, bytes(data))]
        else:
            segments = []
        symbols = dict(self.external)
        for name in self.sets:
            try:
                symbols[name] = self._value(name, None, False)
            except (Undefined, AssemblyError):
                pass
        for name in self.labels:
            symbols[name] = self.label_address(name)
        if uses_got or segments:
            symbols.setdefault(GOT_SYMBOL, self.got)
        program = Program("x86", mode, self.path, bytes(code), self.base, symbols, line_of,
                          self.lines, listing=listing)
        program.data = segments
        program.functions = [f for f in self.functions if f in self.labels]
        program.externals = {self.stub_of[n]: n for n in self.externs}
        for name, (start, end) in (regions or {}).items():
            for lab in (start, end):
                if lab not in self.labels:
                    raise AssemblyError(self.path, 1, 1, f"region '{name}' names label '{lab}', "
                                        "which the source does not define")
            program.regions[name] = (self.label_address(start), self.label_address(end))
        return program


def _terms(chunk: str) -> list[tuple[str, str]]:
    """``a+b*4-8`` as [("+", "a"), ("+", "b*4"), ("-", "8")]: split at the top-level + and -
    that follow an operand (a sign after an operator stays in its term)."""
    out, depth, start, sign = [], 0, 0, "+"
    s = chunk.strip()
    for i, c in enumerate(s):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c in "+-" and depth == 0:
            prev = s[start:i].strip()
            if prev and prev[-1] not in "*/%<>&|^~!+-":
                out.append((sign, prev))
                sign, start = c, i + 1
    last = s[start:].strip()
    if last:
        out.append((sign, last))
    return out


def assemble(text: str, path: str, mode: str, symbols: dict[str, int] | None = None,
             base: int = 0, regions: dict[str, tuple[str, str]] | None = None) -> Program:
    """Assemble a GNU as source (see the module docstring) for 32-bit protected mode."""
    check_source(text, path)
    if mode != "prot32":
        line = next((k for k, raw in enumerate(text.splitlines(), 1) if is_gnu(raw)), 1)
        raise AssemblyError(path, line, 1, "GNU as sources (directives, AT&T operands) assemble "
                            "for prot32 only; real16 takes the kernel syntax")
    asm = _Gnu(text, path, symbols or {}, base)
    asm.parse()
    asm.run()
    return asm.program(mode, regions)
