"""DEC Alpha (the user-mode architecture): assembler, decoder, disassembler and interpreter from one
table: integer, IEEE S/T and VAX F/G floating point (VAX assembled and decoded, not executed), the
BWX, CIX, MVI and FIX extensions, barriers, rpcc and call_pal.

``ISA`` is this layer's :class:`isa.contract.IsaLayer` (found with ``isa.get_isa("alpha")``).
The instruction rows are :mod:`isa.alpha.table`, their formats and syntax toolkit data in
:mod:`isa.alpha.formats`; encodings match ``alpha-linux-gnu-as`` 2.40.
"""
from isa.toolkit.layer import TableIsa

from .asm import SYNTAX, assemble
from .encoding import Decoded, decode, disassemble, encode
from .machine import Machine, execute, static_insn
from .table import BY_MNEMONIC, INSTRUCTIONS, REGISTER_NUMBER

ISA = TableIsa("alpha", "DEC Alpha (GNU as syntax)", SYNTAX, modes=("user",),
               default_base=0x10000, interpreter=execute, interpreter_static=static_insn)

__all__ = ["ISA", "assemble", "execute", "decode", "disassemble", "encode", "Decoded", "Machine",
           "INSTRUCTIONS", "BY_MNEMONIC", "REGISTER_NUMBER"]
