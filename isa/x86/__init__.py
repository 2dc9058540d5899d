"""x86 (16-bit real mode and 32-bit protected mode): keystone assembles, unicorn executes,
capstone decodes. This package is the glue and the trace capture; ``ISA`` is its
:class:`isa.contract.IsaLayer`."""
from .assembler import assemble
from .layer import ISA
from .machine import execute
from .modes import MODES

__all__ = ["ISA", "assemble", "execute", "MODES"]
