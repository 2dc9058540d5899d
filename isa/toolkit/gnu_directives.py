"""GNU as directive pieces that do not depend on the ISA, shared by the x86 front end
(:mod:`isa.x86.gnu`) and the toolkit front end of the own ISAs (:mod:`isa.toolkit.frontend`):
quote-aware statement and operand splitting, the strings of ``.ascii``/``.asciz``/``.string``
with GNU's escapes, where a named ELF section goes, and alignment arithmetic.
"""
from __future__ import annotations

import re

from isa.errors import brief

# the string directives and whether each string gets a terminating zero (hppa's .stringz too)
STRING_DIRECTIVES = {".ascii": False, ".asciz": True, ".string": True, ".stringz": True}


def section_kind(name: str, flags: str | None) -> str:
    if name.startswith(".text") or name in (".init", ".fini"):
        return "text"
    if re.match(r"\.(bss|tbss|sbss)(\.|$)", name):
        return "bss"
    if re.match(r"\.(rodata|data|tdata|sdata|data\.rel|init_array|fini_array|ctors|dtors)(\.|$)", name):
        return "data"
    if name.startswith((".debug", ".note", ".comment", ".stab", ".gnu", ".eh_frame", ".llvm")):
        return "skip"
    if flags is not None:
        if "x" in flags:
            return "text"
        if "a" in flags:
            return "data"
        return "skip"
    return "data"


def align_up(v: int, a: int) -> int:
    return (v + a - 1) // a * a


# ----------------------------------------------------------------------------- splitting
def unquoted(s: str):
    """(index, character) of each character of ``s`` outside a string and not quoted by a
    character quote (``'#``): the characters that can separate statements or operands."""
    i, n, quote = 0, len(s), False
    while i < n:
        c = s[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == '"':
                quote = False
        elif c == '"':
            quote = True
        elif c == "'":
            i += 1
        else:
            yield i, c
        i += 1


def statements(line: str) -> list[tuple[str, int]]:
    """The statements of one line with their 0-based start: ``#`` ends the line, ``;``
    separates, neither inside a string or after a character quote (``'#``)."""
    out, start, n = [], 0, len(line)
    for i, c in unquoted(line):
        if c == "#":
            n = i
            break
        if c == ";":
            out.append((line[start:i], start))
            start = i + 1
    out.append((line[start:n], start))
    return out


def split_operands(s: str, col: int) -> list[tuple[str, int]]:
    """Split at top-level commas (not in (), [] or a string); each piece with its column."""
    if not s.strip():
        return []
    out, depth, start = [], 0, 0
    for i, c in unquoted(s):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            piece = s[start:i]
            out.append((piece.strip(), col + start + len(piece) - len(piece.lstrip())))
            start = i + 1
    piece = s[start:]
    out.append((piece.strip(), col + start + len(piece) - len(piece.lstrip())))
    return out


ESCAPES = {"n": 10, "t": 9, "r": 13, "b": 8, "f": 12, "v": 11, "a": 7, "e": 27, "\\": 92,
            '"': 34, "'": 39}


def strings(text: str, col: int, fail) -> list[bytes]:
    """The quoted strings of ``.ascii``/``.string`` operands, GNU escapes decoded."""
    out, i, n = [], 0, len(text)
    while i < n:
        while i < n and text[i] in " \t,":
            i += 1
        if i >= n:
            break
        if text[i] != '"':
            fail(f"expected a quoted string, got '{brief(text[i:].split(',')[0])}'", col + i)
        i += 1
        buf = bytearray()
        while True:
            if i >= n:
                fail("string is never closed (expected '\"')", col + n)
            c = text[i]
            if c == '"':
                i += 1
                break
            if c == "\\" and i + 1 < n:
                d = text[i + 1]
                if d in "01234567":
                    m = re.match(r"[0-7]{1,3}", text[i + 1:])
                    buf.append(int(m.group(0), 8) & 0xFF)
                    i += 1 + len(m.group(0))
                    continue
                if d in "xX":
                    m = re.match(r"[0-9a-fA-F]+", text[i + 2:])
                    if not m:
                        fail("\\x needs hex digits", col + i)
                    buf.append(int(m.group(0), 16) & 0xFF)
                    i += 2 + len(m.group(0))
                    continue
                buf.append(ESCAPES.get(d, ord(d) & 0xFF))
                i += 2
                continue
            if ord(c) > 0x7E or ord(c) < 0x20 and c != "\t":
                fail(f"character {c!r} in a string: write it as an escape", col + i)
            buf.append(ord(c))
            i += 1
        out.append(bytes(buf))
    return out
