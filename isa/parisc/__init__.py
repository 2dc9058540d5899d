"""PA-RISC 2.0, wide mode, on the ISA toolkit: the integer subset of DES/3DES kernels, their
driver loops and a compiler's output; assembler, disassembler and interpreter (:mod:`.machine`).

GNU as (hppa) syntax as ``hppa64-linux-gnu-as`` 2.40 reads it with ``.level 2.0w`` (checked with
that tool, docs/references.md 1.1b/4.1): ``;`` starts a comment (``#`` too here, where GNU as takes it
only at the start of a line), ``!`` separates statements, labels end in ``:``, GNU numbers and
expressions; ``.align n`` is n bytes and pads code with zero words; ``.dword``/``.quad``/``.8byte``
8 bytes, ``.word``/``.long``/``.int``/``.4byte`` 4, ``.half``/``.short``/``.hword``/``.2byte`` 2,
``.byte`` 1, big endian. Registers ``%r0``..``%r31``, ``%rp`` ``%sp`` ``%dp`` ``%ret0`` ``%ret1``
``%arg0``..``%arg3`` ``%t1``..``%t4`` ``%mrp``; the disassembler prints them as objdump does (``r5``,
``rp``, ``sp``, ``dp``, ``ret0``, ``ret1``), which this assembler also accepts (GNU as does not).
Branch targets are relative to the branch address + 8. ``hppa64-linux-gnu-gcc -O2 -S`` output
assembles unedited: its data directives (``.stringz``, ``.block``, the common ones of the
toolkit front end), ``.begin_brtab``/``.end_brtab``, ``.IMPORT``/``.EXPORT``/``.PROC``/
``.CALLINFO``/``.ENTRY``/``.EXIT``/``.PROCEND``/``.LEVEL`` (ignored), and ``LT'``/``RT'``
through a data linkage table the assembler builds (:mod:`.relocs`); a millicode or other callee
the file lacks (``$$remU``) gets a halt stub. Field selectors ``L%x`` (x >> 11) and
``R%x`` (x & 0x7ff), also spelled ``L'``/``R'`` as GCC writes them. The fields and formats are in
:mod:`.formats`, the forms in :mod:`.table`, the semantics in :mod:`.semantics`.

The one hook beyond the table: fixed extracts and deposits require ``len <= pos + 1`` (a rule
between two fields, which field codings cannot state), checked after the table has encoded the
word. The halt is ``break 0,0`` (``halt`` assembles to it).
"""
from __future__ import annotations

from isa.program import Program
from isa.toolkit import Dialect, Syntax, encode_with_table
from isa.toolkit import assemble as toolkit_assemble
from isa.toolkit.frontend import CFI_IGNORED, GNU_IGNORED
from isa.toolkit.layer import TableIsa

from . import relocs
from .formats import FORMATS
from .machine import execute, static_insn
from .table import REGISTERS, TABLE

DATA_SIZES = {".dword": 8, ".quad": 8, ".8byte": 8, ".word": 4, ".long": 4, ".int": 4,
              ".4byte": 4, ".half": 2, ".short": 2, ".hword": 2, ".2byte": 2, ".byte": 1}


# hppa field selectors (GNU as, ELF): L% the top 21 bits (no rounding), R% the low 11; LR%/RR%
# round to the nearest 8 KB first (the ldil part) and leave the signed rest to the ldo, as
# hppa64-linux-gnu-as 2.40 resolves a constant (LR%0x12345fff = L%0x12346000, RR% = -1); for a
# symbol ld rounds only the addend, which splits the same sum another way
def _round8k(v: int) -> int:
    return (v + 0x1000) & ~0x1FFF


SELECTORS = {"l": lambda v: v >> 11, "r": lambda v: v & 0x7FF,
             "lr": lambda v: _round8k(v) >> 11, "rr": lambda v: v - _round8k(v)}
_CHECKED = frozenset(f.mnemonic for f in TABLE.forms if "check" in f.attrs)


def _encode(ctx) -> list[int]:
    words = encode_with_table(ctx, TABLE)
    if ctx.stmt.name not in _CHECKED:
        return words
    d = TABLE.decode(words)
    check = d.form.attrs.get("check") if d is not None else None
    problem = check(d.values) if check else None
    if problem:
        ops = ctx.operand_list()
        ctx.fail(problem, ops[2][1] if len(ops) > 2 else ctx.stmt.ops_col)
    return words


# what hppa64-linux-gnu-gcc adds around the code: .begin_brtab/.end_brtab bracket a switch's
# branch table (for the linker's stub placement); neither changes a word
PARISC_IGNORED = frozenset({".begin_brtab", ".end_brtab"})

def _fp_condition(line: str, i: int) -> bool:
    """GNU as (hppa) takes a ``!`` right after a comma as the start of a completer (the FP
    negated conditions, ``fcmp,dbl,!<``), any other ``!`` as a statement separator (measured
    with hppa64-linux-gnu-as 2.40)."""
    return i > 0 and line[i - 1] == ","


SYNTAX = Syntax("parisc", TABLE, Dialect(comment=";#", separator="!", selectors=SELECTORS,
                                          keeps_separator=_fp_condition), byte_order="big",
                data_sizes=DATA_SIZES, align_log2=False, encode=_encode,
                ignored=GNU_IGNORED | CFI_IGNORED | PARISC_IGNORED, prepare=relocs.prepare,
                calls=relocs.CALLS, bound_selectors=relocs.selectors)

ISA = TableIsa("parisc", "PA-RISC 2.0 (wide mode): integer, floating point and MAX-2, with "
               "interpreter", SYNTAX, modes=("wide",), default_base=0x10000, interpreter=execute,
               interpreter_static=static_insn)


def assemble(text: str, path: str = "<input>", mode: str = "wide", symbols: dict | None = None,
             base: int = 0, regions: dict | None = None) -> Program:
    """Assemble PA-RISC 2.0 source into a :class:`Program` (text, then .data aligned to 16)."""
    return toolkit_assemble(SYNTAX, text, path, mode, symbols, base, regions)


__all__ = ["ISA", "SYNTAX", "TABLE", "FORMATS", "REGISTERS", "assemble"]
