"""Input limits every assembler front end enforces (the toolkit's and the x86 one), so that no
source, however odd, ends in a RecursionError, a MemoryError or minutes of work: each limit
crossed is an :class:`SourceLimitError` at the file:line:column where it is crossed.

- ``MAX_SOURCE_CHARS``: the whole source (the largest kernel here is about 150,000 characters,
  and one assembles in about a second; ``workbench time`` assembles its fragment repeated
  ``--iterations`` times, so the limit applies to that);
- ``MAX_LINE_CHARS``: one line, comments included (the longest kernel line is under 200);
- ``MAX_NESTING``: how deep one expression or operand nests: parentheses and brackets, and
  unary operators (``- - ~ 1``), each one level;
- ``MAX_NUMBER_CHARS``: one number literal (a 64-bit value in binary needs 66);
- ``MAX_VALUE_BITS``: the value of an expression as it is computed: each operator's result
  (``x * x * x ...`` would otherwise grow without bound; no field or datum is wider than 64 bits).
"""
from __future__ import annotations

from .errors import AssemblyError

MAX_SOURCE_CHARS = 1 << 22
MAX_LINE_CHARS = 4096
MAX_NESTING = 100
MAX_NUMBER_CHARS = 200
MAX_VALUE_BITS = 256


class SourceLimitError(AssemblyError):
    """The source crosses one of the limits above."""


def check_source(text: str, path: str) -> None:
    """Refuse a source longer than ``MAX_SOURCE_CHARS`` or with a line longer than
    ``MAX_LINE_CHARS``, at the first place a limit is crossed (lines as ``str.splitlines``
    counts them, as the front ends do)."""
    total = 0
    for ln, line in enumerate(text.splitlines(keepends=True), start=1):
        body = line.rstrip("\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
        if len(body) > MAX_LINE_CHARS:
            raise SourceLimitError(path, ln, MAX_LINE_CHARS + 1,
                                   f"line is {len(body):,} characters long, more than the "
                                   f"assemblers' limit of {MAX_LINE_CHARS:,}: split it")
        if total + len(line) > MAX_SOURCE_CHARS:
            raise SourceLimitError(path, ln, min(MAX_SOURCE_CHARS - total, len(body)) + 1,
                                   f"source is longer than the assemblers' limit of "
                                   f"{MAX_SOURCE_CHARS:,} characters (it goes past it on this "
                                   "line): make it shorter")
        total += len(line)
