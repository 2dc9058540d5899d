"""Pieces every block-compiling interpreter of the toolkit ISAs shares (Alpha, PA-RISC, DSP56000).

- :func:`byte_memory`: a flat byte memory with the image's segments and the program placed and
  write protection per granule (read-only segments and the code, but not the data sections an
  assembler source declares, ``Program.data``), as the Alpha and PA-RISC
  interpreters use it;
- :func:`fault_at`: the located EmulationFault of one static instruction;
- :func:`failing_position`: which instruction of a compiled block raised, from the traceback's
  line in the block's generated source (each block maps its generated lines to positions).
"""
from __future__ import annotations

from isa.errors import EmulationFault
from isa.image import MemoryImage
from isa.program import Program


def byte_memory(program: Program, image: MemoryImage, granule_shift: int) -> tuple[bytearray, list[bool]]:
    """(memory, writable flag per 2**granule_shift-byte granule): the image's size rounded up to
    4 KB, segments and code written, read-only segments and the code protected. A segment
    outside the memory is a located fault."""
    size = (max(image.memory_size, 8) + 4095) & ~4095
    mem = bytearray(size)
    writable = [True] * (size >> granule_shift)

    def place(name: str, addr: int, data: bytes) -> None:
        if addr < 0 or addr + len(data) > len(mem):
            raise EmulationFault(f"segment '{name}' [{addr:#x}, {addr + len(data):#x}) lies outside "
                                 f"the {len(mem):#x}-byte memory", addr)
        mem[addr:addr + len(data)] = data

    def protect(addr: int, n: int) -> None:
        # a granule holding any read-only byte is read-only
        for p in range(addr >> granule_shift, (addr + max(n, 1) - 1 >> granule_shift) + 1):
            if p < len(writable):
                writable[p] = False

    for seg in image.segments:
        place(seg.name, seg.address, seg.data)
        if not seg.writable:
            protect(seg.address, len(seg.data))
    place("code", program.base, program.code)
    protect(program.base, len(program.code))
    # a source's data sections lie in the code image (isa.toolkit.program) and are writable; a
    # granule they share with the code's end is writable too
    for seg in program.data:
        if seg.writable and program.base <= seg.address and \
                seg.address + len(seg.data) <= program.base + len(program.code):
            first, last = seg.address >> granule_shift, (seg.address + len(seg.data) - 1) >> granule_shift
            for p in range(first, min(last + 1, len(writable))):
                writable[p] = True
    return mem, writable


def fault_at(program: Program, s, msg: str) -> EmulationFault:
    """The fault ``msg`` located at static instruction ``s`` of ``program``: its address, text,
    source line and region (what every interpreter's fault, Python or C, names)."""
    return EmulationFault(msg, s.address, s.text, program.where(s.address),
                          program.region(s.address))


def failing_position(tb, filename: str | None, line_insn: dict[int, int]) -> int:
    """The position in its block of the instruction whose generated code raised: the last
    traceback frame in the block's source ``filename``, through ``line_insn`` (generated line ->
    position); 0 when the block's code is not on the traceback."""
    k = 0
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            k = line_insn.get(tb.tb_lineno, 0)
        tb = tb.tb_next
    return k


class ProgramCache:
    """Per-program caches (decoded instructions, compiled blocks) shared between the runs of one
    session: a kernel runs for several cores, block counts and repeats, and what depends only
    on the program is the same every time. Keyed by ``Program.identity()``; the ``kept`` most
    recently used programs are kept."""

    def __init__(self, make, kept: int = 16):
        self.make, self.kept = make, kept
        self._entries: dict[str, object] = {}

    def get(self, program: Program):
        key = program.identity()
        entry = self._entries.pop(key, None)
        if entry is None:
            entry = self.make()
            while len(self._entries) >= self.kept:
                self._entries.pop(next(iter(self._entries)))
        self._entries[key] = entry
        return entry
