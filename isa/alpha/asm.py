"""Alpha assembly in GNU as syntax, on the shared toolkit front end.

Accepts ``$n`` registers and the <asm/regdef.h> names (v0, t0..t12, s0..s6, a0..a5, ra, pv, at,
gp, sp, fp, zero), labels (``name:``, numeric ``1:`` with ``1f``/``1b``), ``#`` comments, ``;``
between statements, GNU as expressions, and the directives .text .data .align (log2, as on
Alpha) .p2align .balign .quad .long .word .short .byte .space .skip .set/.equ; .globl .ent .end
.frame .prologue .file .type .size .arch are accepted and ignored. Pseudo-instructions (nop,
unop, mov, clr, not, negl, negq, sextl, halt, callsys, and the short forms of br/bsr/jmp/jsr/ret)
are alias rows of the table (:mod:`.formats`). Unlike GNU as, ``mov`` of a constant that needs
more than 16 bits is refused rather than expanded: write the ``ldah``/``lda`` pair. Words are
those of ``alpha-linux-gnu-as`` (tests check this).

The only Alpha hook is code padding: GNU as fills an ``.align`` gap in code with ``nop``
(``bis $31,$31,$31``) at 8-byte boundaries and ``unop`` (``ldq_u $31,0($30)``) elsewhere.
"""
from __future__ import annotations

from isa.program import Program
from isa.toolkit import Dialect, Syntax
from isa.toolkit import assemble as toolkit_assemble

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


SYNTAX = Syntax("alpha", TABLE, Dialect(comment="#", separator=";"), byte_order="little",
                data_sizes=DATA_SIZES, align_log2=True, pad_code=_pad)


def assemble(text: str, path: str = "<input>", mode: str = "user", symbols: dict | None = None,
             base: int = 0x10000, regions: dict | None = None) -> Program:
    """Assemble Alpha source into a :class:`Program` (text, then .data aligned to 16 bytes)."""
    return toolkit_assemble(SYNTAX, text, path, mode, symbols, base, regions)
