"""DEC Alpha (integer subset): assembler, decoder, disassembler and interpreter from one table.

``assemble(text, path, mode, symbols, base, regions) -> Program`` and
``execute(program, image, entry_address, budget) -> Execution`` (``.trace``, ``.read_memory``).
The table is :mod:`isa.alpha.table`; encodings match ``alpha-linux-gnu-as`` 2.40.
"""
from .asm import assemble
from .encoding import Decoded, decode, disassemble, encode
from .machine import Execution, Machine, execute
from .table import BY_MNEMONIC, INSTRUCTIONS, REGISTER_NUMBER

__all__ = ["assemble", "execute", "decode", "disassemble", "encode", "Decoded", "Execution",
           "Machine", "INSTRUCTIONS", "BY_MNEMONIC", "REGISTER_NUMBER"]
