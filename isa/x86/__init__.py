"""x86 (16-bit real mode and 32-bit protected mode): keystone assembles, unicorn executes,
capstone decodes. This package is the glue and the trace capture."""
from .assembler import assemble
from .machine import Execution, execute
from .modes import MODES

__all__ = ["assemble", "execute", "Execution", "MODES"]
