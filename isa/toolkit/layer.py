"""The :class:`isa.contract.IsaLayer` of a table-driven ISA: assembly and disassembly from its
toolkit :class:`Syntax`, decoding into a :class:`StaticInsn`, execution by its interpreter."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from isa.contract import Execution, Listed
from isa.errors import IsaError
from isa.image import MemoryImage
from isa.program import Program
from isa.trace import StaticInsn

from .frontend import Syntax
from .program import assemble

_ASSEMBLED: dict[tuple, Program] = {}     # the last 16 programs assembled, by all they depend on


@dataclass
class TableIsa:
    name: str
    description: str
    syntax: Syntax
    modes: tuple[str, ...]
    default_base: int = 0
    spaces: tuple[str, ...] = ("mem",)
    # (program, image, entry, budget) -> Execution; None: a proving table without interpreter
    interpreter: Callable[[Program, MemoryImage, int, int], Execution] | None = None
    # (word, address) -> (StaticInsn, decoded) or None: the static instruction the interpreter
    # executes and the cost models time, where it carries more than ``decode``'s (Alpha, PA-RISC)
    interpreter_static: Callable | None = None

    @property
    def word_bits(self) -> int:
        return self.syntax.word_bits

    @property
    def byte_order(self) -> str:
        return self.syntax.byte_order

    @property
    def default_mode(self) -> str:
        return self.modes[0]

    @property
    def halt(self) -> str:
        """The table's halt: a form with flow "halt" and no operands (named ``halt`` if several)."""
        forms = [f for f in self.table.forms if f.flow == "halt" and not f.template.strip()]
        forms.sort(key=lambda f: f.mnemonic != "halt")
        if not forms:
            raise IsaError(f"the {self.name} table has no operand-less halt instruction")
        return forms[0].mnemonic

    @property
    def can_execute(self) -> bool:
        return self.interpreter is not None

    @property
    def table(self):
        return self.syntax.table

    def assemble(self, text: str, path: str = "<input>", mode: str | None = None,
                 symbols: dict | None = None, base: int | None = None,
                 regions: dict | None = None) -> Program:
        mode = mode or self.default_mode
        if mode not in self.modes:
            raise IsaError(f"{self.name} has no mode '{mode}' (have: {', '.join(self.modes)})")
        base = self.default_base if base is None else base
        # as on x86: a session assembles the same kernel for every core, row and known answer,
        # and assembly is the slowest step of a short run; the cached Program stays unchanged
        # and each caller gets its own copy
        key = (self.name, text, path, mode, repr(sorted((symbols or {}).items())), base,
               repr(sorted((regions or {}).items())))
        program = _ASSEMBLED.pop(key, None)
        if program is None:
            program = assemble(self.syntax, text, path, mode, symbols, base, regions)
            while len(_ASSEMBLED) >= 16:
                _ASSEMBLED.pop(next(iter(_ASSEMBLED)))
        _ASSEMBLED[key] = program
        return program.copy()

    def execute(self, program: Program, image: MemoryImage, entry: int, budget: int,
                stop: tuple[int, int] | None = None) -> Execution:
        if self.interpreter is None:
            raise IsaError(f"the {self.name} layer has an instruction table and assembler but no "
                           "interpreter yet: it can assemble and disassemble, not run")
        return self.interpreter(program, image, entry, budget, stop)

    # ------------------------------------------------------------------ words
    def _words(self, code: bytes) -> list[int]:
        n = self.word_bits // 8
        return [int.from_bytes(code[i:i + n], self.byte_order) for i in range(0, len(code) - n + 1, n)]

    def decode(self, code: bytes, address: int, mode: str | None = None) -> StaticInsn | None:
        words = self._words(code)
        d = self.table.decode(words) if words else None
        return None if d is None else self.static(d, address)

    def timed_static(self, code: bytes, address: int) -> StaticInsn | None:
        """The first instruction of ``code`` at ``address`` as the interpreter runs it and a core
        times it (``workbench list --instructions`` times each form through this)."""
        if self.interpreter_static is None:
            return self.decode(code, address)
        got = self.interpreter_static(int.from_bytes(code[:self.word_bits // 8], self.byte_order),
                                      address)
        return None if got is None else got[0]

    def static(self, d, address: int) -> StaticInsn:
        """The StaticInsn of decoded instruction ``d`` at ``address`` (what ``decode`` gives,
        for an interpreter that has decoded the words already)."""
        t = self.table
        code = b"".join(w.to_bytes(self.word_bits // 8, self.byte_order) for w in d.words)
        units = d.size * self.word_bits // self.syntax.unit_bits
        text = t.disassemble(d, address)
        target = None
        for op in d.form.fmt.operands.values():
            if op.kind == "rel" and not op.wrap and op.field in d.values:
                target = address + op.base + d.values[op.field]
        # data accesses per execution: a form's attrs may say; else the classes "ld" and "st"
        # (the toolkit's convention) make one read or one write
        reads = d.form.attrs.get("mem_reads", int(d.form.klass == "ld"))
        writes = d.form.attrs.get("mem_writes", int(d.form.klass == "st"))
        return StaticInsn(address, units, d.mnemonic + d.completer_text, text.partition(" ")[2],
                          d.form.klass, t.registers_of(d, "reads"), t.registers_of(d, "writes"),
                          reads, writes, raw=code[:d.size * self.word_bits // 8], flow=d.form.flow, target=target,
                          attrs={"format": d.form.fmt.name})

    def disassemble(self, code: bytes, address: int, mode: str | None = None) -> list[Listed]:
        out: list[Listed] = []
        words = self._words(code)
        digits = self.word_bits // 4
        i = 0
        while i < len(words):
            d = self.table.decode(words[i:])
            pc = address + i * self.word_bits // self.syntax.unit_bits
            if d is None:
                out.append(Listed(pc, (f"{words[i]:0{digits}x}",), f".word {words[i]:#0{digits + 2}x}"))
                i += 1
                continue
            out.append(Listed(pc, tuple(f"{w:0{digits}x}" for w in d.words), self.table.disassemble(d, pc)))
            i += d.size
        return out
