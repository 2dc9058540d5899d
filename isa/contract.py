"""The contract every instruction-set layer implements, and the one Execution type.

An ISA layer is an object with the attributes and methods of :class:`IsaLayer`. Errors are
values with a location: :class:`isa.errors.AssemblyError` (file:line:column) from ``assemble``,
:class:`isa.errors.EmulationFault` (pc, instruction, source line, region) and
:class:`isa.errors.BudgetExceeded` from ``execute``; both derive from ``IsaError``, whose message
is complete for a user. Layers are found through :func:`isa.get_isa`; nothing outside ``isa/``
imports an ISA package by name.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Protocol

from .image import MemoryImage
from .program import Program
from .trace import StaticInsn, Trace


@dataclass(frozen=True)
class Listed:
    """One disassembled (or assembled) instruction: what ``disasm``/``asm`` print."""
    address: int
    words: tuple[str, ...]          # hex, one string per word (x86: the instruction's bytes)
    text: str                       # disassembly, or the source text for ``asm``

    def to_dict(self) -> dict:
        return {"address": self.address, "words": list(self.words), "text": self.text}


@dataclass
class Execution:
    """What ``execute`` returns, the same for every ISA."""
    trace: Trace
    reader: Callable[[int, int, str], bytes]            # (address, length, space) -> bytes
    registers: dict[str, int] = field(default_factory=dict)   # final values, trace names

    def read_memory(self, address: int, length: int, space: str = "") -> bytes:
        return self.reader(address, length, space)

    def register(self, name: str) -> int:
        return self.registers[name]


class IsaLayer(Protocol):
    name: str                       # registry key: "x86", "alpha", "parisc", "dsp56k"
    description: str
    modes: tuple[str, ...]          # execution modes
    default_mode: str               # the mode used when none is given
    halt: str                       # the instruction that ends a run, as assembly text
    word_bits: int                  # bits per instruction word (x86: 8, a byte stream)
    byte_order: str                 # "little" or "big"
    spaces: tuple[str, ...]         # memory spaces a Trace of this ISA names
    can_execute: bool               # False for a proving table without an interpreter yet

    def assemble(self, text: str, path: str, mode: str | None = None,
                 symbols: dict[str, int] | None = None, base: int | None = None,
                 regions: dict[str, tuple[str, str]] | None = None) -> Program: ...

    def execute(self, program: Program, image: MemoryImage, entry: int,
                budget: int, stop: tuple[int, int] | None = None) -> Execution: ...
    """``stop=(address, hits)`` ends the run early, before the ``hits``-th time a block starts
    at ``address`` (a taken transfer to it, or the run's start); arriving there by falling through
    from the instruction before it need not count, so a caller that wants an exact count cuts
    the trace itself. A run that stops there has no halt as its last instruction."""

    def decode(self, code: bytes, address: int, mode: str | None = None) -> StaticInsn | None: ...

    def disassemble(self, code: bytes, address: int, mode: str | None = None) -> list[Listed]: ...
