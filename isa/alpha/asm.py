"""Alpha assembly in GNU as syntax, on the shared toolkit front end.

Accepts ``$n`` registers and the <asm/regdef.h> names (v0, t0..t12, s0..s6, a0..a5, ra, pv, at,
gp, sp, fp, zero), labels (``name:``, ``$L5:``, ``$f..ng:``, numeric ``1:`` with ``1f``/``1b``),
``#`` comments, ``;`` between statements, GNU as expressions, and the directives .text .data
.section (.rodata*, .sdata, .sbss, .bss into data; .got; .note* and .comment, which must stay
empty; a section named by its flags: "x" code, "a" data) .previous .pushsection/.popsection
.align (log2, as on Alpha) .p2align .balign .quad .long .word .short .byte .ascii .asciz .string
.space .skip .zero .comm/.lcomm (a zeroed area after the data) .gprel32 (``expr - gp``, GCC's
switch tables) .set/.equ (``.set noreorder``, ``volatile``, ``noat``, ``macro``... are options); .globl
.ent .end .frame .mask .fmask .prologue .file .type .size .arch .eflag .usepv and the DWARF
``.cfi_*`` directives are accepted and ignored; ``.type NAME,@function`` and ``.ent NAME`` name
the file's functions. A function called (``jsr ...,NAME``, ``bsr``, or its address loaded into
$27 from the GOT) but not defined, such as libgcc's ``__remlu``, gets a halt stub after the code,
so the file assembles and a run that reaches it is refused by name. What GCC's Alpha back end writes assembles as it
is (tests/test_alpha_compiled.py): its explicit relocation annotations (``!literal``,
``!lituse_*``, ``!gpdisp``, ``!gprelhigh``/``!gprellow``/``!gprel``) and the ``ldgp`` macro
are resolved as a static link resolves them, with a GOT the assembler builds (:mod:`.relocs`).
Pseudo-instructions (nop, unop, mov, clr, not, negl, negq, sextl, halt, callsys, and the short
forms of br/bsr/jmp/jsr/ret) are alias rows of the table (:mod:`.formats`). Unlike GNU as,
``mov`` of a constant that needs more than 16 bits is refused rather than expanded: write the
``ldah``/``lda`` pair. Words are those of ``alpha-linux-gnu-as`` (tests check this).

The Alpha hooks: code padding (GNU as fills an ``.align`` gap in code with ``nop``,
``bis $31,$31,$31``, at 8-byte boundaries and ``unop``, ``ldq_u $31,0($30)``, elsewhere), and
the relocation annotations and GOT of :mod:`.relocs`.
"""
from __future__ import annotations

from isa.program import Program
from isa.toolkit import Dialect, Syntax, encode_with_table
from isa.toolkit.frontend import CFI_IGNORED, GNU_IGNORED
from isa.toolkit import assemble as toolkit_assemble

from . import relocs
from .formats import TABLE

_NOP = 0x47FF041F       # bis $31,$31,$31
_UNOP = 0x2FFE0000      # ldq_u $31,0($30)
DATA_SIZES = {".quad": 8, ".8byte": 8, ".long": 4, ".int": 4, ".4byte": 4, ".word": 2,
              ".short": 2, ".2byte": 2, ".byte": 1}


def _pad(ctx, n: int) -> list[int]:
    start = ctx.stmt.offset
    if start % 4 or n % 4:
        return []
    return [_NOP if o % 8 == 0 and o + 8 <= start + n else _UNOP for o in range(start, start + n, 4)]


# what GCC's Alpha back end adds: .eflag (ELF header flags) and .usepv (how the procedure value
# is used, for the linker); neither changes a word
ALPHA_IGNORED = frozenset({".eflag", ".usepv"})

def _encode(ctx) -> list[int]:
    words = relocs.encode(ctx)
    if words is None:
        return encode_with_table(ctx, TABLE)
    ctx.volatile()      # GOT slots and gpdisp pairs come from the whole source, not this line
    return words


SYNTAX = Syntax("alpha", TABLE, Dialect(comment="#", separator=";"), byte_order="little",
                data_sizes=DATA_SIZES, align_log2=True, pad_code=_pad, encode=_encode,
                ignored=GNU_IGNORED | CFI_IGNORED | ALPHA_IGNORED, prepare=relocs.prepare,
                directives={".gprel32": relocs.gprel32}, calls=relocs.CALLS)


def assemble(text: str, path: str = "<input>", mode: str = "user", symbols: dict | None = None,
             base: int = 0x10000, regions: dict | None = None) -> Program:
    """Assemble Alpha source into a :class:`Program` (text, then .data aligned to 16 bytes)."""
    return toolkit_assemble(SYNTAX, text, path, mode, symbols, base, regions)
