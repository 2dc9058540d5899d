"""Run and time a short instruction sequence on any ISA that can execute: the unit the rule tests,
``workbench time`` (:mod:`workbench.fragment`) and the notebooks use.

    from workbench.snippet import run_snippet, time_snippet
    trace, timing = time_snippet("mov bl, al\\nxor edx, [ebx]", "i486")          # x86, prot32
    trace, timing = time_snippet("extbl $1,1,$2\\ns8addq $2,$20,$2\\nldq $3,0($2)", "ev5")

The ISA comes from the core (or ``isa=``), through the registry :func:`isa.get_isa`. The
sequence ends at the ISA's halt, which is appended (x86 ``hlt``, Alpha ``halt``: ``call_pal 0``).

Memory every snippet runs with (zeroed; registers start at 0 except the stack pointer and, in
real mode, the segment registers):

- the low 64 KB from address 0, so a sequence that uses a zeroed register as an address (the
  README's ``xor edx, [ebx]``) reads mapped memory instead of faulting;
- the code at the ISA's base (x86 prot32 0x10000, real16 0x10100 with CS=0x1000; Alpha 0x10000);
- a data area at the symbol ``DATA`` (x86 prot32 0x200000; real16 DS=ES=SS=0x2000, so ``DATA``
  is offset 0; Alpha 0x80000, all of the first 1 MB being RAM there);
- a stack (x86 prot32 esp=0x210FF0 in 4 KB at 0x210000; real16 sp=0xFFFE at the top of the data
  segment; Alpha $sp=0xFFFF0 in 64 KB below 1 MB).

The DSP56000 is word-addressed with three memories: its code goes at p:$40 and its X and Y
memories (64K words each) are all zero, ``DATA`` being x:0 (the data argument is not used).
"""
from __future__ import annotations

import isa
from isa.image import MemoryImage

from .cores import get_core
from .errors import WorkbenchError
from .registers import check_registers

DATA_REAL16_SEG = 0x2000
CODE_REAL16 = 0x10100
DATA_PROT32 = 0x200000
CODE_PROT32 = 0x10000
LOW_SIZE = 0x10000                  # zeroed memory from address 0
ALPHA_DATA = 0x80000
ALPHA_STACK = 0xF0000               # 64 KB up to 1 MB; $sp starts 16 bytes below the top
DSP_CODE = 0x40                     # DSP56000: p:$40, the first word after the interrupt vectors

def layer_for(isa_name: str):
    """The registry's layer for ``isa_name``, refusing one that cannot execute yet."""
    layer = isa.get_isa(isa_name)
    if not layer.can_execute:
        raise WorkbenchError(f"the {isa_name} layer assembles and disassembles but cannot run code "
                             "yet, so nothing of it can be timed")
    return layer


def layout(isa_name: str, mode: str, data: bytes = bytes(4096)) -> tuple[MemoryImage, dict, int | None]:
    """(image, symbols, code base) of a snippet: the memory described in the module docstring.
    A base of None means the ISA layer's default."""
    img = MemoryImage()
    if isa_name == "dsp56k":
        # word-addressed P, X and Y memories of 64K words each, all zero at the start: no
        # segments needed; the code goes at p:$40, above the interrupt vectors
        return img, {"DATA": 0}, DSP_CODE
    img.add("low", 0, bytes(LOW_SIZE))
    if isa_name == "x86" and mode == "real16":
        base = DATA_REAL16_SEG << 4
        if len(data) > 0xF000:
            raise WorkbenchError("real16 data area is at most 0xF000 bytes (the stack follows it)")
        img.add("data", base, data)
        img.add("stack", base + 0xF000, bytes(0x1000))
        img.registers.update(ds=DATA_REAL16_SEG, es=DATA_REAL16_SEG, ss=DATA_REAL16_SEG, sp=0xFFFE)
        return img, {"DATA": 0}, CODE_REAL16
    if isa_name == "x86":
        img.add("data", DATA_PROT32, data)
        img.add("stack", DATA_PROT32 + 0x10000, bytes(0x1000))
        img.registers.update(esp=DATA_PROT32 + 0x10FF0)
        return img, {"DATA": DATA_PROT32}, CODE_PROT32
    if isa_name == "alpha":
        img.add("data", ALPHA_DATA, data)
        img.add("stack", ALPHA_STACK, bytes(0x10000))
        img.registers.update(r30=ALPHA_STACK + 0x10000 - 16)
        return img, {"DATA": ALPHA_DATA}, None
    # an ISA that has just learnt to run: low memory and a data area, no stack convention yet
    img.add("data", 0x200000, data)
    img.memory_size = max(img.memory_size, 0x200000 + len(data))
    return img, {"DATA": 0x200000}, None


def check_fits(path: str, base: int, size: int, image: MemoryImage) -> None:
    """Refuse code of ``size`` bytes at ``base`` that runs into a data segment (the zeroed data
    would overwrite it)."""
    for seg in image.segments:
        if base < seg.address + len(seg.data) and seg.address < base + size:
            raise WorkbenchError(f"{path}: the code ({size:,} bytes at {base:#x}) runs into the "
                                 f"'{seg.name}' area at {seg.address:#x}; shorten the fragment "
                                 "or lower --iterations")


def run_snippet(asm: str, mode: str | None = None, data: bytes = bytes(4096), budget: int = 100_000,
                path: str = "<snippet>", isa: str = "x86", registers: dict | None = None):
    """Assemble ``asm`` (the ISA's halt is appended), execute it, return (program, trace).
    ``mode`` None is the ISA's default (x86: prot32); ``registers`` override the initial
    values (names as the ISA layer accepts them: x86 ``eax``, ``ds``; Alpha ``r1``, ``$1``, ``t0``)."""
    layer = layer_for(isa)
    mode = mode or layer.default_mode
    img, symbols, base = layout(isa, mode, data)
    img.registers.update(check_registers(isa, mode, registers or {}, option="register"))
    program = layer.assemble(asm + "\n" + layer.halt + "\n", path, mode, symbols, base)
    check_fits(path, program.base, len(program.code), img)
    execution = layer.execute(program, img, program.base, budget)
    return program, execution.trace


def time_snippet(asm: str, core: str, mode: str | None = None, spec=None, **kw):
    """(trace, timing) of a snippet on a core; the ISA is the core's."""
    model = get_core(core, spec)
    kw.setdefault("isa", model.isa)
    if kw["isa"] != model.isa:
        raise WorkbenchError(f"core '{core}' times {model.isa} code, not {kw['isa']}")
    _, trace = run_snippet(asm, mode, **kw)
    return trace, model.time(trace)
