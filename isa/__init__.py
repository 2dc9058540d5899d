"""Instruction-set layers: one sub-package per ISA (x86, alpha, parisc, dsp56k).

Each ISA package offers ``assemble(source, path, mode, symbols) -> Program`` and a machine whose
``execute(program, image, ...)`` returns a :class:`isa.trace.Trace`. Nothing here knows about time.
"""
