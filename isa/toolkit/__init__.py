"""The ISA toolkit: fields, formats and operand syntax as data, one generic encoder, decoder and
disassembler driven by them, and one GNU-as-style two-pass front end with per-ISA hooks.

An own-table ISA (Alpha, PA-RISC, DSP56000) is a :class:`Table` of :class:`Form` rows plus a
:class:`Syntax`; :func:`assemble` turns source into an :class:`isa.program.Program`.
"""
from .fields import Field, FieldRangeError, hp, lsb
from .frontend import Assembler, Context, Dialect, Emitted, Statement, Syntax, encode_with_table
from .operands import Operand, RegisterFile, imm, key, reg, rel
from .program import assemble, words_to_bytes
from .table import FLOW_KINDS, Completer, Decoded, EncodeError, Form, Format, Table

__all__ = ["Field", "FieldRangeError", "hp", "lsb", "Assembler", "Context", "Dialect", "Emitted",
           "Statement", "Syntax", "encode_with_table", "Operand", "RegisterFile", "imm", "key",
           "reg", "rel", "assemble", "words_to_bytes", "FLOW_KINDS", "Completer", "Decoded",
           "EncodeError", "Form", "Format", "Table"]
