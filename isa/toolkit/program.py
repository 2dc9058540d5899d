"""From the front end's output to a :class:`isa.program.Program` (code image, line map,
symbols, regions and the listing ``workbench asm`` prints)."""
from __future__ import annotations

from isa.errors import AssemblyError
from isa.image import Segment
from isa.limits import check_source
from isa.program import Program

from .frontend import Assembler, Emitted, Syntax


def words_to_bytes(words, bits: int, byte_order: str) -> bytes:
    n = bits // 8
    return b"".join((w & ((1 << bits) - 1)).to_bytes(n, byte_order) for w in words)


def assemble(syntax: Syntax, text: str, path: str, mode: str, symbols: dict | None,
             base: int, regions: dict | None) -> Program:
    """Assemble ``text`` for ``syntax``'s ISA; sections are laid out from ``base`` in the
    order they first appear, each aligned to ``syntax.section_align`` units."""
    check_source(text, path)
    if syntax.prepare is not None:
        text = syntax.prepare(text)
    asm = Assembler(syntax, text, path, dict(symbols or {}), base)
    asm.split()
    listing = asm.assemble()
    unit = syntax.unit_bits // 8
    end = max([base] + [e.address + len(e.words) * e.bits // syntax.unit_bits for e in listing])
    if unit == 1:       # zeroed data at the end (.zero, .space, .comm) belongs to the image too
        end = max([end] + [org + asm.sizes[n] for n, org in asm.origins.items()
                           if org is not None and n in ("data", "common")])
    code = bytearray((end - base) * unit)
    lines: dict[int, int] = {}
    for e in listing:
        at = (e.address - base) * unit
        data = words_to_bytes(e.words, e.bits, syntax.byte_order)
        code[at:at + len(data)] = data
        if e.kind == "insn":
            lines[e.address] = e.line
    syms = asm.symbols()
    resolved: dict[str, tuple[int, int]] = {}
    for name, (lo, hi) in (regions or {}).items():
        for lab in (lo, hi):
            if lab not in syms:
                raise AssemblyError(path, 1, 1, f"region '{name}': label '{lab}' is not defined")
        resolved[name] = (syms[lo], syms[hi])
    program = Program(syntax.isa, mode, path, bytes(code), base, syms, lines, asm.lines, resolved,
                      listing)
    # the data sections (.data, .bss, .rodata... and .comm) lie in ``code`` after the text and
    # the GOT; listed in ``data`` too, writable, so that a run may store into them (the code
    # stays read-only; byte_memory)
    if unit == 1:
        for name in ("data", "common"):
            org, size = asm.origins.get(name), asm.sizes.get(name, 0)
            if org is not None and size:
                program.data.append(Segment(f"file {name}", org, bytes(code[org - base:org - base + size])))
    program.functions = [f for f in asm.functions if f in syms]
    program.externals = {syms[n]: n for n in asm.externals}
    return program


__all__ = ["assemble", "words_to_bytes", "Emitted"]
