"""What GCC's hppa64 output asks of a linker, resolved as a static link would resolve it.

``hppa64-linux-gnu-gcc`` reaches a global or a constant through the data linkage table (DLT),
a table of 8-byte addresses that the global pointer ``%r27`` (``%dp``) addresses:

    addil LT'sym,%r27          ; %r1 = %r27 + L%(slot of sym - dp)
    ldd RT'sym(%r1),%r20       ; %r20 = the address of sym, loaded from its slot

This assembler has no linker behind it, so it builds the table itself: one doubleword slot per
distinct ``LT'``/``RT'`` expression, in order of first use, as section ``.got`` (``$__dlt``),
which the front end places right after the code and before the data; dp (``$__dp``) is the
table's start, so a slot is ``8 * k`` from dp. ``$global$`` (the HP name of dp's value) is dp
too when the source names it. A run that calls a function of the file enters it with ``%r27``
= ``$__dp`` (workbench/function.py). ``LT'x`` is ``L%(slot - dp)``, the top 21 bits, and
``RT'x`` ``R%(slot - dp)``, the low 11, the same split as ``L'``/``R'``.

Millicode and other callees the file does not define (``.IMPORT $$remU,MILLICODE`` and the
``b,l $$remU,%r2`` that calls it) get halt stubs (:data:`CALLS`).
"""
from __future__ import annotations

import re

from isa.toolkit.expr import Undefined, evaluate

DLT, DP = "$__dlt", "$__dp"
_NAME = r"[A-Za-z_.$][\w.$]*"
_LT = re.compile(r"(?<![\w.$'])[LR]T['%]\s*(?P<expr>[^,()\s;!]+)", re.I)
CALLS = re.compile(rf"^\s*\.import\s+(?P<import>{_NAME})\s*,\s*(?:millicode|code)\b"
                   rf"|\bb,l\s+(?P<name>{_NAME})\s*,|\bbl\s+(?P<bl>{_NAME})\s*,", re.I)


def _code(line: str) -> str:
    return re.split(r"[;#]", line, maxsplit=1)[0]


def lt_expressions(text: str) -> list[str]:
    """The expressions of the ``LT'``/``RT'`` selectors, distinct, in order of first use."""
    out: list[str] = []
    for line in text.splitlines():
        for m in _LT.finditer(_code(line)):
            if m.group("expr") not in out:
                out.append(m.group("expr"))
    return out


def prepare(text: str) -> str:
    """Source with the DLT and dp appended when any instruction needs them; else unchanged."""
    slots = lt_expressions(text)
    if not slots and "$global$" not in text:
        return text
    body = "".join(f"\t.dword {e}\n" for e in slots)
    glob = "\t.set $global$, $__dp\n" if "$global$" in text else ""
    return (text + ("" if text.endswith("\n") else "\n")
            + "; --- the assembler's data linkage table and dp (isa/parisc/relocs.py)\n"
            + f"\t.section .got\n\t.align 8\n{DLT}:\n{body}\t.set {DP}, {DLT}\n{glob}")


def selectors(asm) -> dict:
    """``LT'``/``RT'`` for one assembly: the slot of the value given, relative to dp."""
    cache: dict = {}

    def lookup(name: str) -> int:
        if name in asm.labels:
            return asm.address(*asm.labels[name])
        for table in (asm.sets, asm.external):
            if name in table:
                return table[name]
        raise Undefined(name)

    def offset(value: int) -> int:
        if not asm.final or "slots" not in cache:
            exprs = lt_expressions("\n".join(asm.lines))
            cache["slots"] = {}
            for k, e in enumerate(exprs):
                cache["slots"].setdefault(evaluate(e, 1, lookup), k)
        k = cache["slots"].get(value)
        if k is None:           # the value of an expression not written after LT'/RT'
            raise Undefined("(a data linkage table slot)")
        return lookup(DLT) + 8 * k - lookup(DP)

    return {"lt": lambda v: offset(v) >> 11, "rt": lambda v: offset(v) & 0x7FF}
