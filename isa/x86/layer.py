"""The x86 :class:`isa.contract.IsaLayer`: keystone assembles, unicorn executes, capstone decodes."""
from __future__ import annotations

from isa.contract import Execution, Listed
from isa.errors import IsaError
from isa.image import MemoryImage
from isa.program import Program
from isa.trace import StaticInsn

from .assembler import assemble
from .decode import decoder, static_insn
from .machine import execute, load, run_outputs, stop_address
from .modes import MODES


# Programs assembled, by everything assembly depends on: keystone is the slowest step of a short
# run, and a session assembles the same kernel for every core and block count. The Program is
# kept unchanged in the cache: each caller gets its own copy (fragment.py edits the line map).
_ASSEMBLED: dict[tuple, Program] = {}


def with_program_data(program: Program, image: MemoryImage) -> MemoryImage:
    """``image`` with the data sections a GNU as source assembled (``program.data``) mapped too
    (a copy; the image itself is not changed)."""
    if not program.data:
        return image
    out = MemoryImage(list(image.segments), dict(image.registers), image.memory_size)
    for seg in program.data:
        try:
            out.add(seg.name, seg.address, seg.data, seg.writable)
        except ValueError:
            other = next(s for s in image.segments
                         if seg.address < s.address + len(s.data) and s.address < seg.address + len(seg.data))
            raise IsaError(f"{program.path}: its data sections ({len(seg.data):,} bytes at "
                           f"{seg.address:#x}) run into the '{other.name}' area at "
                           f"{other.address:#x}: make the code or data smaller") from None
    return out


class X86Isa:
    name = "x86"
    description = "Intel x86: 16-bit real mode and 32-bit protected mode (keystone/unicorn/capstone)"
    modes = tuple(MODES)            # "real16", "prot32"
    default_mode = "prot32"
    halt = "hlt"
    word_bits = 8                   # a byte stream: ``disasm`` takes the bytes as hex
    byte_order = "little"
    spaces = ("mem",)
    can_execute = True

    def _mode(self, mode: str | None) -> str:
        mode = mode or self.default_mode
        if mode not in MODES:
            raise IsaError(f"x86 has no mode '{mode}' (have: {', '.join(MODES)})")
        return mode

    def assemble(self, text: str, path: str = "<input>", mode: str | None = None,
                 symbols: dict | None = None, base: int | None = None,
                 regions: dict | None = None) -> Program:
        mode = self._mode(mode)
        if base is None:
            base = 0x10100 if mode == "real16" else 0x10000
        key = (text, path, mode, repr(sorted((symbols or {}).items())), base,
               repr(sorted((regions or {}).items())))
        program = _ASSEMBLED.pop(key, None)
        if program is None:
            program = assemble(text, path, mode, symbols, base, regions)
            while len(_ASSEMBLED) >= 16:
                _ASSEMBLED.pop(next(iter(_ASSEMBLED)))
        _ASSEMBLED[key] = program
        return program.copy()

    def execute(self, program: Program, image: MemoryImage, entry: int, budget: int,
                stop: tuple[int, int] | None = None) -> Execution:
        return execute(program, with_program_data(program, image), entry, budget, stop)

    def run_outputs(self, program: Program, images: list[MemoryImage], entry: int, budget: int,
                    output: tuple[int, int, str]) -> list[bytes]:
        """The bytes at ``output`` (address, length, space) after a run on each of ``images``:
        what ``execute(...).read_memory(*output)`` gives for each, faster where no trace is
        wanted (the known-answer checks); a run that faults or overruns ``budget`` raises as
        ``execute`` does."""
        addr, length, _space = output
        return run_outputs(program, [with_program_data(program, img) for img in images], entry,
                           budget, (addr, length))

    def run_untraced(self, program: Program, image: MemoryImage, entry: int) -> None:
        """The same machine as ``execute`` with no hooks at all: the benchmark's baseline."""
        load(program, with_program_data(program, image)).emu_start(entry, stop_address(program))

    def decode(self, code: bytes, address: int, mode: str | None = None) -> StaticInsn | None:
        cs = decoder(MODES[self._mode(mode)].bits)
        insn = next(cs.disasm(code, address, 1), None)
        return static_insn(insn) if insn is not None else None

    def disassemble(self, code: bytes, address: int, mode: str | None = None) -> list[Listed]:
        cs = decoder(MODES[self._mode(mode)].bits)
        out, off = [], 0
        while off < len(code):
            insn = next(cs.disasm(code[off:], address + off, 1), None)
            if insn is None:
                out.append(Listed(address + off, (code[off:off + 1].hex(),), f".byte {code[off]:#04x}"))
                off += 1
                continue
            out.append(Listed(insn.address, (bytes(insn.bytes).hex(),),
                              f"{insn.mnemonic} {insn.op_str}".strip()))
            off += insn.size
        return out


ISA = X86Isa()
