"""Assembler expressions with the GNU as grammar (as/doc "Infix Operators": three precedence
levels) and two number dialects: GNU (``0x1f``, ``0b101``, ``017`` octal, ``'c'``) and Motorola
(``$1f`` hex, ``%101`` binary), the latter for a56 sources. A dialect may add field selectors:
a name followed by ``%`` (or ``'``) that applies a function to the rest of the expression (hppa's
``L%sym`` and ``R%sym``; GCC writes ``L'sym``)."""
from __future__ import annotations

import re
from typing import Callable

from isa.errors import brief
from isa.limits import MAX_NESTING, MAX_NUMBER_CHARS, MAX_VALUE_BITS

_NUMBERS = {
    "gnu": r"0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+[fb]\b|[0-9]+|'.",
    "motorola": r"\$[0-9a-fA-F]+|%[01]+|[0-9]+",
}
_LEVELS = (("+", "-", "==", "!=", "<>", "<", ">", "<=", ">="), ("|", "&", "^", "!"),
           ("*", "/", "%", "<<", ">>"))
_TOKEN = {d: re.compile(r"\s*(" + n + r"|[A-Za-z_.$][A-Za-z0-9_.$]*|<<|>>|==|!=|<>|<=|>=|"
                        r"[-+*/%&|^!~()<>])") for d, n in _NUMBERS.items()}
_LOCAL = re.compile(r"([0-9]+)([fb])")


class Undefined(Exception):
    """The expression names a symbol that is not (yet) defined."""

    def __init__(self, name: str):
        super().__init__(name)
        self.name = name


class ExprError(Exception):
    """A malformed expression; ``col`` is the 1-based column of the offending token."""

    def __init__(self, message: str, col: int):
        super().__init__(message)
        self.col = col


def evaluate(text: str, col: int, lookup: Callable[[str], int],
             local_ref: Callable[[str, str], int] | None = None, numbers: str = "gnu",
             is_register: Callable[[str], bool] = lambda _n: False,
             selectors: dict[str, Callable[[int], int]] | None = None) -> int:
    """The value of ``text`` (which starts at 1-based column ``col``). ``selectors`` maps a
    lower-case name to a function: ``name%expr`` is that function of ``expr`` (all the rest)."""
    return _Parser(text, col, lookup, local_ref, numbers, is_register, selectors or {}).parse()


class _Parser:
    def __init__(self, s, col, lookup, local_ref, numbers, is_register, selectors=None):
        self.col, self.lookup, self.local_ref = col, lookup, local_ref
        self.numbers, self.is_register = numbers, is_register
        self.selectors = selectors or {}
        if self.selectors:      # hppa's other spelling, L'sym (GCC's output): the same as L%sym
            s = re.sub(r"(?<![\w.$'])([A-Za-z]+)'",
                       lambda m: m.group(1) + "%" if m.group(1).lower() in self.selectors
                       else m.group(0), s)
        self.toks: list[tuple[str, int]] = []
        pos, tok = 0, _TOKEN[numbers]
        while pos < len(s) and s[pos:].strip():
            m = tok.match(s, pos)
            if not m:
                raise ExprError(f"cannot parse expression '{brief(s.strip())}'", col + pos)
            self.toks.append((m.group(1), col + m.start(1)))
            pos = m.end()
        self.i = 0
        self.depth = 0          # open parentheses and pending unary operators

    def nest(self, col: int) -> None:
        """One level deeper (a parenthesis, a unary operator, a field selector)."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise ExprError(f"expression nests deeper than {MAX_NESTING} levels (parentheses and "
                            "unary operators): simplify it", col)

    def peek(self) -> str | None:
        return self.toks[self.i][0] if self.i < len(self.toks) else None

    def parse(self) -> int:
        if not self.toks:
            raise ExprError("missing expression", self.col)
        v = self.binary(0)
        if self.i != len(self.toks):
            tok, col = self.toks[self.i]
            raise ExprError(f"unexpected '{brief(tok)}' in expression", col)
        return v

    def binary(self, level: int) -> int:
        if level == len(_LEVELS):
            return self.unary()
        v = self.binary(level + 1)
        while self.peek() in _LEVELS[level]:
            op, col = self.toks[self.i]
            self.i += 1
            v = _apply(op, v, self.binary(level + 1), col)
            if v.bit_length() > MAX_VALUE_BITS:
                raise ExprError(f"value of the expression grows past {MAX_VALUE_BITS} bits here "
                                "(no instruction or datum holds that much)", col)
        return v

    def unary(self) -> int:
        if self.peek() is None:
            raise ExprError("expression ends too early", self.toks[-1][1] if self.toks else self.col)
        t, col = self.toks[self.i]
        self.i += 1
        if t in ("-", "+", "~", "!"):
            self.nest(col)
            v = self.unary()
            self.depth -= 1
            return {"-": -v, "+": v, "~": ~v, "!": int(v == 0)}[t]
        if (t.lower() in self.selectors and self.i < len(self.toks)
                and self.toks[self.i][0] == "%"):
            self.i += 1
            self.nest(col)
            v = self.selectors[t.lower()](self.binary(0))
            self.depth -= 1
            return v
        if t == "(":
            self.nest(col)
            v = self.binary(0)
            if self.peek() != ")":
                raise ExprError("missing ')'", col)
            self.i += 1
            self.depth -= 1
            return v
        return self.atom(t, col)

    def atom(self, t: str, col: int) -> int:
        if len(t) > MAX_NUMBER_CHARS and (t[0].isdigit() or self.numbers == "motorola"
                                          and t[0] in "$%"):
            raise ExprError(f"number '{t[:16]}...' is {len(t)} characters long, more than the "
                            f"limit of {MAX_NUMBER_CHARS}", col)
        if t.startswith("'"):
            return ord(t[1])
        if self.numbers == "motorola":
            if t[0] == "$" and len(t) > 1:
                if not re.fullmatch(r"[0-9a-fA-F]+", t[1:]):
                    raise ExprError(f"bad hex number '{brief(t)}'", col)
                return int(t[1:], 16)
            if t[0] == "%" and len(t) > 1:
                return int(t[1:], 2)
        m = _LOCAL.fullmatch(t)
        if m and self.numbers == "gnu":
            if self.local_ref is None:      # x86 constants: there are no numeric local labels
                raise ExprError(f"'{t}' (a numeric local label reference) is not allowed here", col)
            return self.local_ref(m.group(1), m.group(2))
        if t[0].isdigit():
            if t[:2] in ("0x", "0X"):
                return int(t, 16)
            if t[:2] in ("0b", "0B"):
                return int(t[2:], 2)
            if self.numbers == "gnu" and len(t) > 1 and t[0] == "0":
                if any(c in "89" for c in t):
                    raise ExprError(f"bad octal number '{brief(t)}'", col)
                return int(t, 8)
            return int(t)
        if not re.match(r"[A-Za-z_.$]", t):       # an operator where a value belongs
            raise ExprError(f"unexpected '{brief(t)}' in expression", col)
        if self.is_register(t):
            raise ExprError(f"register '{brief(t)}' where a value is expected", col)
        return self.lookup(t)


def _quotient(a: int, b: int) -> int:
    """``a / b`` rounded toward zero, as GNU as (and C) divide: exact for values of any size
    (through a float, values past 2**53 came out wrong and past 10**308 raised)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _apply(op: str, a: int, b: int, col: int) -> int:
    if op in ("/", "%") and b == 0:
        raise ExprError("division by zero", col)
    return {
        "+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
        "/": lambda: _quotient(a, b), "%": lambda: a - b * _quotient(a, b),
        "<<": lambda: a << b if 0 <= b < 64 else 0, ">>": lambda: a >> b if b >= 0 else 0,
        "|": lambda: a | b, "&": lambda: a & b, "^": lambda: a ^ b, "!": lambda: a | ~b,
        "==": lambda: -int(a == b), "!=": lambda: -int(a != b), "<>": lambda: -int(a != b),
        "<": lambda: -int(a < b), ">": lambda: -int(a > b), "<=": lambda: -int(a <= b),
        ">=": lambda: -int(a >= b),
    }[op]()
