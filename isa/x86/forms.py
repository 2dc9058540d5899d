"""The operand pattern of a decoded x86 instruction, the key the timing tables are looked up by.

A core's timing table (``workbench/machines/forms/<core>.csv``) has one row per instruction form,
written the way Intel's instruction-set tables write them: a mnemonic and an operand pattern such as
``r32,m32``, ``m8,imm8``, ``r32,cl``, ``r/m32,1``, ``st(i)``, ``mm,mm/m64``. This module turns one
decoded instruction into the patterns it matches, most specific first, so a table can give a
special case (``test acc,imm``: the accumulator form pairs on the Pentium) beside the general row.

Operand tokens (each operand matches the first that a row names):
  register      its own name (``eax``, ``cl``, ``dx``, ``st(0)``), ``acc`` for AL/AX/EAX, then
                ``r8`` / ``r16`` / ``r32``, then ``r`` (any size); ``sreg`` for segment registers; ``st(i)`` for any x87
                stack register (``st`` for ST(0) first); ``mm`` for MMX; ``cr`` / ``dr``.
  memory        ``m8`` ``m16`` ``m32`` ``m64`` ``m80`` by the operand's size, then ``m``.
  immediate     its encoded size ``imm8`` / ``imm16`` / ``imm32``, then ``imm``; the shift count
                of the D0-D3 opcodes is ``1`` (also where capstone leaves it out); a direct far
                target is ``ptr``; ENTER's nesting level matches its literal value first.
  branch target ``rel8`` / ``rel16`` / ``rel32`` by the displacement size, then ``rel``.
A row's pattern may join alternatives with ``/`` (``r/m32`` means ``r32`` or ``m32``); ``*``
matches any operands. Mnemonics are capstone's (``rep movsd``, ``lock add``, ``je``); a family
name (``jcc``, ``setcc``, ``cmovcc``, ``fcmovcc``) matches its members.
"""
from __future__ import annotations

import itertools
import re

from ..trace import StaticInsn

_R8 = {"al", "cl", "dl", "bl", "ah", "ch", "dh", "bh"}
_R16 = {"ax", "cx", "dx", "bx", "sp", "bp", "si", "di"}
_R32 = {"eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi"}
_SREG = {"cs", "ds", "es", "ss", "fs", "gs"}
_ACC = {"al", "ax", "eax"}
_MEM_SIZE = {"byte": "m8", "word": "m16", "dword": "m32", "qword": "m64", "xword": "m80",
             "tbyte": "m80"}
_CONDITIONS = ("o", "no", "b", "nae", "c", "ae", "nb", "nc", "e", "z", "ne", "nz", "be", "na",
               "a", "nbe", "s", "ns", "p", "pe", "np", "po", "l", "nge", "ge", "nl", "le", "ng",
               "g", "nle")
FAMILIES: dict[str, str] = {}
for _c in _CONDITIONS:
    FAMILIES[f"j{_c}"] = "jcc"
    FAMILIES[f"set{_c}"] = "setcc"
    FAMILIES[f"cmov{_c}"] = "cmovcc"
for _c in ("b", "e", "be", "u", "nb", "ne", "nbe", "nu"):
    FAMILIES[f"fcmov{_c}"] = "fcmovcc"
_BRANCHES = {"jmp", "call", "loop", "loope", "loopne", "loopz", "loopnz", "jcxz", "jecxz"}


def split_operands(op_str: str) -> list[str]:
    """Operands of capstone's Intel-syntax text, split at the commas outside brackets."""
    out, depth, cur = [], 0, ""
    for ch in op_str:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _register(name: str) -> list[str]:
    if name in _R32:
        return [name] + (["acc"] if name in _ACC else []) + ["r32", "r"]
    if name in _R16:
        return [name] + (["acc"] if name in _ACC else []) + ["r16", "r"]
    if name in _R8:
        return [name] + (["acc"] if name in _ACC else []) + ["r8", "r"]
    if name in _SREG:
        return [name, "sreg"]
    if name.startswith("st("):
        return (["st", "st(i)"] if name == "st(0)" else ["st(i)"])
    if re.fullmatch(r"mm[0-7]", name):
        return ["mm"]
    if re.fullmatch(r"cr[0-7]", name):
        return [name, "cr"]
    if re.fullmatch(r"dr[0-7]", name):
        return [name, "dr"]
    return [name]


def operand_candidates(s: StaticInsn) -> list[list[str]]:
    """For each operand of ``s``, the tokens it matches, most specific first."""
    a = s.attrs
    ops = split_operands(s.op_str)
    mn = s.mnemonic.split()[-1]
    out: list[list[str]] = []
    imm_bits = 8 * int(a.get("imm_size") or 0)
    for k, op in enumerate(ops):
        if "[" in op:
            size = op.split(" ptr", 1)[0].strip().split()[-1] if " ptr" in op else ""
            out.append([_MEM_SIZE[size], "m"] if size in _MEM_SIZE else ["m"])
        elif re.fullmatch(r"-?(0x[0-9a-f]+|\d+)", op):
            if a.get("far") and len(ops) == 2:
                out = [["ptr"]]
                break
            if mn in _BRANCHES or FAMILIES.get(mn) == "jcc":
                bits = imm_bits or (8 if s.size <= 3 else 32)
                out.append([f"rel{bits}", "rel"])
            elif a.get("shift_count") == "1" and k == len(ops) - 1 and not imm_bits:
                out.append(["1"])
            else:
                bits = imm_bits or 8
                if s.mnemonic == "enter":
                    bits = 16 if k == 0 else 8
                # ENTER's nesting level sets its clocks: the literal level is its first token
                level = [str(int(op, 0))] if s.mnemonic == "enter" and k == 1 else []
                out.append(level + [f"imm{bits}", "imm"])
        else:
            out.append(_register(op))
    # capstone writes a shift or rotate by one of a memory operand without its count (D0/D1)
    if a.get("shift_count") == "1" and len(out) == 1:
        out.append(["1"])
    return out


def patterns(s: StaticInsn) -> list[str]:
    """Every operand pattern ``s`` matches, most specific first, ending with ``*``."""
    cands = operand_candidates(s)
    if not cands:
        return ["", "*"]
    return [",".join(p) for p in itertools.product(*cands)] + ["*"]


def display_pattern(s: StaticInsn) -> str:
    """The pattern as Intel's tables would write it: each operand by its sized token (``r32``,
    ``m8``, ``imm8``, ``rel32``), a fixed operand (``1``, ``sreg``, ``st(i)``) as it is."""
    out = []
    for toks in operand_candidates(s):
        sized = [t for t in toks if re.fullmatch(r"(r|m|imm|rel)\d+", t)]
        out.append(sized[0] if sized else toks[-1])
    return ",".join(out)


def mnemonics(s: StaticInsn) -> list[str]:
    """The mnemonic and its family name, if it has one."""
    m = s.mnemonic
    fam = FAMILIES.get(m.split()[-1])
    if fam and " " in m:
        fam = m.rsplit(" ", 1)[0] + " " + fam
    return [m] + ([fam] if fam else [])


def expand_pattern(pattern: str) -> list[str]:
    """A table row's pattern with its ``/`` alternatives written out (``r/m32,imm8`` is
    ``r32,imm8`` and ``m32,imm8``); ``st(i)`` and ``*`` are kept as they are."""
    pattern = pattern.replace(" ", "")
    if pattern in ("", "*"):
        return [pattern]
    choices = []
    for tok in pattern.split(","):
        m = re.fullmatch(r"r/m(\d+)", tok)
        if m:
            choices.append([f"r{m.group(1)}", f"m{m.group(1)}"])
        else:
            choices.append(tok.split("/"))
    return [",".join(p) for p in itertools.product(*choices)]
