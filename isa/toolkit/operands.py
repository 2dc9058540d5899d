"""Operand syntax as data: a template such as ``"%ra, %disp(%rb)"`` binds fields to text.

Each ``%name`` placeholder names an :class:`Operand` of the format: a register of a register
class, an expression (immediate or displacement), a pc-relative target, or a keyword from a
fixed list (a condition, an accumulator). A template compiles to one regular expression in
which register placeholders match only register names and expression placeholders match
anything, so ``disp(Rb)`` splits correctly even when ``disp`` has parentheses of its own. The same
template renders a decoded instruction back to text for the disassembler.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable


@dataclass(frozen=True)
class Operand:
    """How one placeholder's text becomes a field value, and back.

    kind: ``reg`` (``cls`` names the register class), ``imm`` (an expression), ``rel`` (an
    expression giving a target address; the field holds ``target - (pc + base)``), ``key``
    (one of ``choices``: text -> value). ``optional`` lets the text be empty (value
    ``default``); ``wrap`` reduces the value modulo the field width instead of range checking
    (Alpha's jump hint); ``hex`` prints the value in hex; ``show``, if given, prints it instead
    (PA-RISC's ``L%0x12345000``; its text must assemble back to the same value).
    """
    field: str
    kind: str = "imm"
    cls: str = ""
    base: int = 0
    optional: bool = False
    default: int = 0
    wrap: bool = False
    hex: bool = False
    choices: dict[str, int] = field(default_factory=dict, hash=False, compare=False)
    show: Callable[[int], str] | None = field(default=None, hash=False, compare=False)


def reg(f: str, cls: str = "gpr") -> Operand:
    return Operand(f, "reg", cls)


def imm(f: str, **kw) -> Operand:
    return Operand(f, "imm", **kw)


def rel(f: str, base: int = 0, **kw) -> Operand:
    return Operand(f, "rel", base=base, **kw)


def key(f: str, choices: dict[str, int], **kw) -> Operand:
    return Operand(f, "key", choices=choices, **kw)


_PLACEHOLDER = re.compile(r"%([A-Za-z_]\w*)")


@dataclass
class Template:
    """A compiled operand template."""
    text: str
    regex: re.Pattern
    names: tuple[str, ...]

    def match(self, s: str) -> re.Match | None:
        return self.regex.fullmatch(s)


def compile_template(text: str, operands: dict[str, Operand],
                     registers: Callable[[str], dict[str, int]]) -> Template:
    """``registers(cls)`` gives the name -> number map of a register class."""
    parts, names, pos = [r"\s*"], [], 0
    for m in _PLACEHOLDER.finditer(text):
        parts.append(_literal(text[pos:m.start()]))
        name = m.group(1)
        if name not in operands:
            raise KeyError(f"template {text!r} names %{name}, which is not an operand of the format")
        op = operands[name]
        if op.kind == "reg":
            alts = sorted(registers(op.cls), key=len, reverse=True)
            body = "|".join(re.escape(a) for a in alts) + r"(?![\w$])"
        elif op.kind == "key":
            body = "|".join(re.escape(a) for a in sorted(op.choices, key=len, reverse=True) if a)
            body = f"(?:{body})(?![\\w$])"
        else:
            body = r".*?" if op.optional else r".+?"
        if op.optional and op.kind in ("reg", "key"):
            body = f"(?:{body})?"
        parts.append(f"(?P<{name}>{body})")
        names.append(name)
        pos = m.end()
    parts.append(_literal(text[pos:]))
    parts.append(r"\s*")
    return Template(text, re.compile("".join(parts), re.IGNORECASE), tuple(names))


def _literal(s: str) -> str:
    out = []
    for ch in s:
        out.append(r"\s*" if ch.isspace() else r"\s*" + re.escape(ch) + r"\s*")
    return "".join(out)


def render(template: str, texts: dict[str, str]) -> str:
    """Fill a template's placeholders with already-formatted operand texts."""
    return _PLACEHOLDER.sub(lambda m: texts[m.group(1)], template)


@dataclass
class RegisterFile:
    """The registers an ISA's syntax names, by class.

    ``names[cls]`` maps every accepted spelling (lower case) to the register number; ``printed``
    gives the disassembler's spelling, ``traced`` the canonical name a Trace records (so cost
    models see one name per register); ``zero[cls]`` is a hard-wired zero register, which is never
    recorded as read or written.
    """
    names: dict[str, dict[str, int]]
    printed: dict[str, Callable[[int], str]]
    traced: dict[str, Callable[[int], str]]
    zero: dict[str, int] = field(default_factory=dict)

    def __call__(self, cls: str) -> dict[str, int]:
        return self.names[cls]
