"""DSP56000 assembly in a56 syntax on the shared toolkit front end (docs/references.md 5.5).

a56 conventions: labels start in column 1 and take no colon (``main:`` is another symbol), ``;``
comments, one statement a line, Motorola numbers (``$ff`` hex, ``%101`` binary), fields of a
parallel instruction separated by white space, ``<``/``<<`` (short / I/O short address) and ``#>``
(long immediate) forcing prefixes. Code goes to P memory; a word is 24 bits and is the unit of
addresses (``Program.code`` holds 3 bytes a word, big-endian). Directives: ``org p:addr`` moves the
P location counter forward (the gap is zero words, which are ``nop``; x:/y: origins are refused),
``dc`` places 24-bit words, ``name equ value`` defines a constant, ``end`` is ignored.

Differences from a56 (tests list them): values a56 truncates with a warning (``rep #4096``,
``jclr #3,x:$40,L``, ``#>$1000000``) are errors here, as are XY moves with both address
registers in one half (a56 reports them but emits a word); two parallel moves into the same
register are not refused (a56 reports them).
"""
from __future__ import annotations

import re

from isa.program import Program
from isa.toolkit import Dialect, Emitted, Syntax, Table
from isa.toolkit import assemble as toolkit_assemble
from isa.toolkit.expr import Undefined

from .control import control_forms
from .formats import ALU_FORMS, MAIN_FORMS, MOVE_FORMS, REGISTERS
from .moves import extra_move_forms
from .parallel import ParallelTable, encode

_ORG = re.compile(r"([a-z])\s*:\s*(.+)", re.IGNORECASE | re.DOTALL)


def _org(ctx, final: bool) -> int:
    """``org p:addr``: the units (words) from here to ``addr``."""
    text = ctx.stmt.operands
    m = _ORG.fullmatch(text)
    if not m:
        ctx.fail("org needs a memory space and an address, as in 'org p:$40'", ctx.stmt.ops_col)
    if m.group(1).lower() != "p":
        ctx.fail(f"only 'org p:' is supported (code goes to P memory), not '{m.group(1)}:'",
                 ctx.stmt.ops_col)
    target = ctx.const(m.group(2), ctx.stmt.ops_col + m.start(2))
    if target < ctx.pc:
        ctx.fail(f"org p:${target:x} lies below the current P location ${ctx.pc:x} "
                 "(only forward origins are supported)", ctx.stmt.ops_col + m.start(2))
    return target - ctx.pc


def _dc(ctx, final: bool):
    """``dc v,...``: one 24-bit word a value (-$800000..$ffffff)."""
    ops = ctx.operand_list()
    if not ops:
        ctx.fail("dc needs at least one value")
    if not final:
        return len(ops)
    vals = []
    for text, col in ops:
        v = ctx.eval(text, col)
        if not -(1 << 23) <= v < 1 << 24:
            ctx.fail(f"value {v} does not fit in a 24-bit word", col)
        vals.append(v & 0xFFFFFF)
    return [Emitted(ctx.pc, tuple(vals), 24, ctx.stmt.line, "data")]


def _equ(ctx, final: bool) -> int:
    """``name equ value``: the column-1 label becomes a constant instead of an address."""
    m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", ctx.asm.lines[ctx.stmt.line - 1])
    if not m:
        ctx.fail("equ needs a name in column 1")
    ctx.asm.labels.pop(m.group(0), None)
    try:
        ctx.asm.sets[m.group(0)] = ctx.eval(ctx.stmt.operands, ctx.stmt.ops_col)
    except Undefined:
        pass
    return 0


TABLE = ParallelTable(MAIN_FORMS + control_forms(), Table(ALU_FORMS, REGISTERS, word_bits=8),
                      Table(MOVE_FORMS + extra_move_forms(), REGISTERS, word_bits=24), REGISTERS,
                      word_bits=24)

SYNTAX = Syntax("dsp56k", TABLE,
                Dialect(comment=";", separator=None, labels="column1", numbers="motorola",
                        local_labels=False),
                byte_order="big", unit_bits=24, word_bits=24, align_log2=False, section_align=1,
                encode=encode, directives={"org": _org, "dc": _dc, "equ": _equ,
                                               "end": lambda ctx, final: 0})


def assemble(text: str, path: str = "<input>", mode: str = "dsp56001", symbols: dict | None = None,
             base: int = 0, regions: dict | None = None) -> Program:
    """Assemble a56 source into a :class:`Program` of P memory from ``base`` (in words)."""
    return toolkit_assemble(SYNTAX, text, path, mode, symbols, base, regions)
