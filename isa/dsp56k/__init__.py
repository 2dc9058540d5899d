"""Motorola DSP56000 / DSP56001 on the ISA toolkit, in a56 syntax: assembler, decoder,
disassembler and interpreter.

Tables and fields: :mod:`.formats` (registers, ALU byte, core moves), :mod:`.moves` (the other
parallel moves), :mod:`.control` and :mod:`.memops` (whole-word instructions); the
parallel-instruction hook (ALU byte + move field): :mod:`.parallel`; syntax and directives:
:mod:`.asm`. Words equal a56 1.3's (docs/references.md 1.1b, 5.1, 5.5; swept against a56 in
``tests/test_dsp56k_toolkit.py`` and ``tests/test_dsp56k_sweep.py``). The interpreter:
:mod:`.machine` (blocks compiled to Python from :mod:`.semantics`, :mod:`.control_sem`,
:mod:`.alu`, :mod:`.regs`), memory images: :mod:`.memory` (docs/references.md 5.8).
"""
from __future__ import annotations

from dataclasses import replace

from isa.contract import Listed
from isa.toolkit.layer import TableIsa
from isa.trace import StaticInsn

from .asm import SYNTAX, TABLE, assemble


class DspIsa(TableIsa):
    """``TableIsa`` plus what StaticInsn needs beyond the table: memory accesses per execution
    (``Form.attrs["mem_reads"/"mem_writes"]``) and the absolute target of ``jclr``/``jset``."""

    def static(self, d, address: int) -> StaticInsn:
        s = super().static(d, address)
        target = d.values.get("addr") if s.flow == "branch" and "addr" in d.values else s.target
        if s.flow in ("branch", "jump", "call") and target is None:
            target = d.values.get("ext", d.values.get("a12"))
            if not any(op.field in ("ext", "a12") for op in d.form.fmt.operands.values()):
                target = None
        return replace(s, mem_reads=d.form.attrs.get("mem_reads", 0),
                       mem_writes=d.form.attrs.get("mem_writes", 0), target=target)

    @property
    def halt(self) -> str:
        """``stop`` as a line of a56 source: indented, since a word in column 1 is a label."""
        return "\t" + super().halt

    def disassemble(self, code: bytes, address: int, mode: str | None = None) -> list[Listed]:
        """As the toolkit's, with a word no form decodes shown as a56 data: ``dc $xxxxxx``."""
        return [replace(x, text=f"dc ${x.words[0]}") if x.text.startswith(".word") else x
                for x in super().disassemble(code, address, mode)]


def _execute(program, image, entry, budget, stop=None):
    from .machine import execute
    return execute(program, image, entry, budget, stop)


ISA = DspIsa("dsp56k", "Motorola DSP56000 (a56 syntax)", SYNTAX, modes=("dsp56001",),
             default_base=0, spaces=("p", "x", "y"), interpreter=_execute)

__all__ = ["ISA", "SYNTAX", "TABLE", "assemble", "DspIsa"]
