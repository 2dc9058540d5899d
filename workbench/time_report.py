"""How ``workbench time`` shows a :class:`workbench.fragment.FragmentTiming` to a person: the
summary lines and the per-instruction table."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .timeline import format_text


def text(r) -> str:
    n = r.iterations
    if r.call is not None:
        c = r.call
        ret = c["returned"]
        out = [f"{r.file} on {r.core} ({r.machine}), {r.isa} {r.mode}, "
               f"{c['function']}({', '.join(c['arguments'])}), one call",
               f"cycles {r.cycles_per_iteration:.0f}   instructions "
               f"{r.instructions_per_iteration:g}   IPC {r.ipc:.2f}   bottleneck: "
               f"{r.bottleneck}",
               f"returned {ret}",
               f"  {r.method}",
               "lost cycles: " + ", ".join(f"{k} {v:.0f}" for k, v in r.per_iteration.items()
                                           if v or k == "base"),
               "", "the call, instruction by instruction (cycles from its first instruction):"]
        return "\n".join(out + _table(r))
    out = [f"{r.file} on {r.core} ({r.machine}), {r.isa} {r.mode}, "
           f"{n} iteration{'s' if n != 1 else ''}",
           f"cycles/iteration {r.cycles_per_iteration:.2f}   instructions/iteration "
           f"{r.instructions_per_iteration:g}   IPC {r.ipc:.2f}   bottleneck: {r.bottleneck}",
           f"  {r.method}",
           f"  first (cold) iteration: {r.first_iteration_cycles} cycles",
           "per iteration: " + ", ".join(f"{k} {v:.2f}" for k, v in r.per_iteration.items()
                                         if v or k == "base"),
           "", f"iteration {r.shown_iteration} of {n} (cycles from its first instruction):"]
    return "\n".join(out + _table(r))


@dataclass(frozen=True)
class Column:
    """One column of the per-instruction table: ``key`` is the Row field (and the JSON/CSV
    name), ``title`` the text header, ``priority`` the order in which columns are kept when the
    width is short (0 = always), ``align`` "<" or ">"."""
    key: str
    title: str
    priority: int
    align: str
    cell: Callable[[Any, Any], str]         # (row, timing) -> the cell's text


def _lost(row, t) -> str:
    return ", ".join(f"{k} {v}" for k, v in row.lost.items())


def _where(row, t) -> str:
    return f"{Path(t.file).name}:{row.line}" if row.line else ""


COLUMNS: list[Column] = [
    Column("issue", "cycle", 0, ">", lambda row, t: str(row.issue)),
    Column("pipe", "pipe", 1, ">", lambda row, t: row.pipe),
    Column("base", "base", 1, ">", lambda row, t: str(row.base)),
    Column("text", "instruction", 0, "<", lambda row, t: row.text),
    Column("lost", "lost cycles", 1, "<", _lost),
    Column("line", "source", 2, "<", _where),
]


def _table(t) -> list[str]:
    cells = [[c.cell(row, t) for c in COLUMNS] for row in t.instructions]
    widths = [max([len(c.title)] + [len(r[k]) for r in cells]) for k, c in enumerate(COLUMNS)]

    def line(values: list[str]) -> str:
        return "  ".join(f"{v:{c.align}{w}}" for v, c, w in zip(values, COLUMNS, widths)).rstrip()

    out = [line([c.title for c in COLUMNS])] + [line(r) for r in cells]
    regs = ", ".join(f"{k}={v:#x}" for k, v in t.registers.items())
    mem = ", ".join(f"{m['name']} {m['address']:#x}+{m['size']:#x}" for m in t.memory)
    out += ["", f"registers at start: {regs or 'all 0'} (others 0); memory: {mem}"]
    out += [f"note: {x}" for x in t.notes]
    if t.timeline is not None:
        out += ["", "timeline of the last iterations (absolute cycles):", format_text(t.timeline)]
    return out
