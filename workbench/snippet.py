"""Run and time a short x86 instruction sequence: the unit the rule tests and the S-box comparison
use. The snippet runs with a 64 KB data area at DATA (DS in real mode) and ends at ``hlt``."""
from __future__ import annotations

import isa
from isa.image import MemoryImage

from .cores import get_core

DATA_REAL16_SEG = 0x2000
CODE_REAL16 = 0x10100
DATA_PROT32 = 0x200000
CODE_PROT32 = 0x10000


def run_snippet(asm: str, mode: str = "prot32", data: bytes = bytes(4096), budget: int = 100_000,
                path: str = "<snippet>"):
    """Assemble ``asm`` (a trailing ``hlt`` is added), execute it, return (program, trace)."""
    img = MemoryImage()
    if mode == "real16":
        base = DATA_REAL16_SEG << 4
        img.add("data", base, data)
        img.add("stack", base + 0xF000, bytes(0x1000))
        img.registers.update(ds=DATA_REAL16_SEG, es=DATA_REAL16_SEG, ss=DATA_REAL16_SEG, sp=0xFFFE)
        symbols, code = {"DATA": 0}, CODE_REAL16
    else:
        img.add("data", DATA_PROT32, data)
        img.add("stack", DATA_PROT32 + 0x10000, bytes(0x1000))
        img.registers.update(esp=DATA_PROT32 + 0x10FF0)
        symbols, code = {"DATA": DATA_PROT32}, CODE_PROT32
    x86 = isa.get_isa("x86")
    program = x86.assemble(asm + "\nhlt\n", path, mode, symbols, code)
    execution = x86.execute(program, img, program.base, budget)
    return program, execution.trace


def time_snippet(asm: str, core: str, mode: str = "prot32", spec=None, **kw):
    """(trace, timing) of a snippet on a core."""
    _, trace = run_snippet(asm, mode, **kw)
    model = get_core(core, spec)
    return trace, model.time(trace)
