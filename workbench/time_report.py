"""How ``workbench time`` shows a :class:`workbench.fragment.FragmentTiming` to a person: the
summary lines and the per-instruction table, as text (fitted to a width), Markdown or CSV; and
the side-by-side table of several files and cores.

Width: ``width=None`` (or 0) keeps everything (a log file, a pipe); a number fits every line to
it: the table drops columns by :attr:`Column.priority` (the highest number first, 0 never), then
shortens its widest left-aligned column with an ellipsis; summary sentences wrap. The output is
plain text: no colour, no markup, no box characters, so user text (``[bx+SP]``) prints as is."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from .timeline import format_text

ELLIPSIS = "…"
FIRST = {"cold": "cold", "warm": "warm: after one untimed run", "perfect": "perfect caches"}
GAP = 2                     # spaces between two columns
MIN_SHORTENED = 8           # a shortened column keeps at least this many characters


def _summary(r) -> tuple[list[str], list[str], str]:
    """(heading lines, wrapped lines, the table's caption) of one timing."""
    n = r.iterations
    if r.call is not None:
        c = r.call
        ret = c["returned"]
        head = [f"{r.file} on {r.core} ({r.machine}), {r.isa} {r.mode}, "
                f"{c['function']}({', '.join(c['arguments'])}), one call",
                f"cycles {r.cycles_per_iteration:.0f}   instructions "
                f"{r.instructions_per_iteration:g}   IPC {r.ipc:.2f}   bottleneck: "
                f"{r.bottleneck}",
                f"returned {ret}"]
        more = [f"  {r.method}",
                "lost cycles: " + ", ".join(f"{k} {v:.0f}" for k, v in r.per_iteration.items()
                                            if v or k == "base"),
                *_explanation(r)]
        return head, more, "the call, instruction by instruction (cycles from its first instruction):"
    head = [f"{r.file} on {r.core} ({r.machine}), {r.isa} {r.mode}, "
            f"{n} iteration{'s' if n != 1 else ''}",
            f"cycles/iteration {r.cycles_per_iteration:.2f}   instructions/iteration "
            f"{r.instructions_per_iteration:g}   IPC {r.ipc:.2f}   bottleneck: {r.bottleneck}"]
    more = [f"  {r.method}",
            f"  first iteration ({FIRST[r.caches]}): {r.first_iteration_cycles} cycles",
            "per iteration: " + ", ".join(f"{k} {v:.2f}" for k, v in r.per_iteration.items()
                                          if v or k == "base"),
            *_explanation(r)]
    return head, more, f"iteration {r.shown_iteration} of {n} (cycles from its first instruction):"


def wrap(line: str, width: int | None) -> list[str]:
    """``line`` wrapped to ``width`` (None or 0: as is); the pieces after the first are indented
    two more spaces than the line."""
    if not width or len(line) <= width:
        return [line]
    indent = " " * (len(line) - len(line.lstrip(" ")))
    return textwrap.wrap(line.strip(), max(width, len(indent) + 12), initial_indent=indent,
                         subsequent_indent=indent + "  ", break_on_hyphens=False)


def text(r, width: int | None = None) -> str:
    """The full report of one timing; ``width``: see the module doc."""
    head, more, caption = _summary(r)
    out = [piece for line in head + more for piece in wrap(line, width)]
    out += [""] + wrap(caption, width) + _table(r, width)
    return "\n".join(out)


def _explanation(r) -> list[str]:
    """The summary lines of workbench/explain.py: the bottleneck in words, the bounds, the port
    pressure (P6/PII) and the critical dependency chain."""
    out = []
    if r.summary:
        out.append(f"why: {r.summary}")
    if r.bounds:
        out.append("bounds (cycles" + ("/iteration" if r.iterations > 1 else "") + "): " +
                   ", ".join(f"{k} {v:.2f}" for k, v in r.bounds.items()))
    if r.port_pressure:
        out.append("port pressure (uops" + ("/iteration" if r.iterations > 1 else "") + "): " +
                   "  ".join(f"{k} {v:.2f}" for k, v in r.port_pressure.items()))
    c = r.critical_path
    if c and c.get("lines"):
        lines = ", ".join(str(x) for x in c["lines"])
        if c.get("loop_carried"):
            out.append(f"critical chain (*): lines {lines}, loop-carried, "
                       f"{c['cycles_per_iteration']:.2f} cycles/iteration")
        else:
            out.append(f"critical chain (*): lines {lines}, {c.get('longest_in_iteration', 0):.0f} "
                       "cycles, not loop-carried")
    return out


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


def _num(v) -> str:
    return "" if v is None else f"{v:g}" if isinstance(v, float) else str(v)


COLUMNS: list[Column] = [
    Column("issue", "cycle", 0, ">", lambda row, t: str(row.issue)),
    Column("pipe", "pipe", 1, ">", lambda row, t: row.pipe),
    Column("base", "base", 1, ">", lambda row, t: str(row.base)),
    Column("critical", "*", 2, "<", lambda row, t: "*" if row.critical else ""),
    Column("text", "instruction", 0, "<", lambda row, t: row.text),
    Column("lat", "lat", 3, ">", lambda row, t: _num(row.lat)),
    Column("rthr", "rthr", 4, ">", lambda row, t: _num(row.rthr)),
    Column("uops", "uops", 4, ">", lambda row, t: _num(row.uops)),
    Column("ports", "ports/class", 3, "<", lambda row, t: row.ports or row.kind),
    Column("lost", "lost cycles", 1, "<", _lost),
    Column("reason", "why", 2, "<", lambda row, t: row.reason),
    Column("line", "source", 2, "<", _where),
]


# ---- rendering a list of columns -----------------------------------------------------------

def _one_line(s: str) -> str:
    return " ".join(s.split()) if ("\n" in s or "\t" in s or "\r" in s) else s


def cells(columns: Sequence[Column], rows: Sequence, context) -> list[list[str]]:
    """Every row's cells, one text per column (line breaks and tabs made spaces)."""
    return [[_one_line(c.cell(row, context)) for c in columns] for row in rows]


def shorten(s: str, width: int) -> str:
    """``s`` cut to ``width`` characters, the last one an ellipsis when anything was cut."""
    return s if len(s) <= width else s[:max(width - 1, 0)] + ELLIPSIS


def fit(columns: Sequence[Column], table: list[list[str]],
        width: int | None) -> tuple[list[int], list[int]]:
    """Which columns to keep (their indices) and how wide each is, so that a line is at most
    ``width`` characters: columns with no text in any row are left out, then columns are
    dropped by priority (highest number first, the rightmost
    of equals first; priority 0 never), then the widest left-aligned column is shortened (not
    below its title or MIN_SHORTENED characters). ``width`` None or 0: every column with text,
    full."""
    keep = [k for k in range(len(columns))         # a column with nothing in it says nothing
            if columns[k].priority == 0 or not table or any(r[k] for r in table)]
    widths = {k: max([len(columns[k].title)] + [len(r[k]) for r in table]) for k in keep}

    def total() -> int:
        return sum(widths[k] for k in keep) + GAP * (len(keep) - 1)

    if not width:
        return keep, [widths[k] for k in keep]
    while total() > width:
        droppable = [k for k in keep if columns[k].priority > 0]
        if not droppable:
            break
        keep.remove(max(droppable, key=lambda k: (columns[k].priority, k)))
    while total() > width:
        shrinkable = [k for k in keep if columns[k].align == "<"
                      and widths[k] > max(len(columns[k].title), MIN_SHORTENED)]
        if not shrinkable:
            break                                   # the narrowest it goes
        k = max(shrinkable, key=lambda k: (widths[k], -k))
        widths[k] = max(widths[k] - (total() - width), len(columns[k].title), MIN_SHORTENED)
    return keep, [widths[k] for k in keep]


def render(columns: Sequence[Column], table: list[list[str]], width: int | None) -> list[str]:
    """The header and the rows as plain, aligned text fitted to ``width`` (see :func:`fit`)."""
    keep, widths = fit(columns, table, width)

    def line(values: list[str]) -> str:
        return "  ".join(f"{shorten(values[k], w):{columns[k].align}{w}}"
                         for k, w in zip(keep, widths)).rstrip()

    return [line([c.title for c in columns])] + [line(r) for r in table]


def _md_escape(s: str) -> str:
    """A Markdown table cell that shows ``s`` literally (no emphasis, link or HTML)."""
    for ch in "\\`*_[]<>|":
        s = s.replace(ch, "\\" + ch)
    return s


def markdown_table(columns: Sequence[Column], table: list[list[str]]) -> list[str]:
    """A GitHub (GFM) table of every column."""
    out = ["| " + " | ".join(_md_escape(c.title) for c in columns) + " |",
           "|" + "|".join("---:" if c.align == ">" else "---" for c in columns) + "|"]
    out += ["| " + " | ".join(_md_escape(v) for v in r) + " |" for r in table]
    return out


def _table(t, width: int | None = None) -> list[str]:
    out = render(COLUMNS, cells(COLUMNS, t.instructions, t), width)
    out.append("")
    for line in _footer(t):
        out += wrap(line, width)
    if t.timeline is not None:
        out += [""] + wrap("timeline of the last iterations (absolute cycles):", width)
        out += render(TIMELINE, cells(TIMELINE, t.timeline, t), width) if width else \
            [format_text(t.timeline)]
    return out


TIMELINE: list[Column] = [          # --timeline fitted to a width (unlimited: timeline.format_text)
    Column("cycle", "cycle", 0, ">", lambda st, t: str(st.cycle)),
    Column("pipe", "pipe", 1, ">", lambda st, t: st.pipe),
    Column("base", "clk", 1, ">", lambda st, t: str(st.base)),
    Column("text", "instruction", 0, "<", lambda st, t: st.text),
    Column("waits", "waited for", 1, "<",
           lambda st, t: ", ".join(f"{k} {v}" for k, v in st.waits.items())),
    Column("where", "source", 2, "<", lambda st, t: st.where),
]


def _footer(t) -> list[str]:
    regs = ", ".join(f"{k}={v:#x}" for k, v in t.registers.items())
    mem = ", ".join(f"{m['name']} {m['address']:#x}+{m['size']:#x}" for m in t.memory)
    return [f"registers at start: {regs or 'all 0'} (others 0); memory: {mem}"] + \
        [f"note: {x}" for x in t.notes]


def markdown(r) -> str:
    """The full report of one timing as Markdown: the summary, then a GitHub table."""
    head, more, caption = _summary(r)
    out = [f"### {_md_escape(head[0])}", ""]
    out += [_md_escape(x.strip()) + "  " for x in head[1:] + more]
    out += ["", _md_escape(caption), ""] + markdown_table(COLUMNS, cells(COLUMNS, r.instructions, r))
    out += [""] + [_md_escape(x) + "  " for x in _footer(r)]
    return "\n".join(out).rstrip() + "\n"


def csv_rows(timings: Sequence, with_run: bool) -> tuple[list[str], list[list[str]]]:
    """(header, rows) of the per-instruction tables of ``timings``: one row per instruction,
    a column per Column key; ``with_run`` puts the file and core first."""
    header = (["file", "core"] if with_run else []) + [c.key for c in COLUMNS]
    rows = []
    for t in timings:
        for r in cells(COLUMNS, t.instructions, t):
            rows.append(([t.file, t.core] if with_run else []) + r)
    return header, rows


# ---- several files and cores side by side --------------------------------------------------

def _same(values: list[float]) -> str:
    vals = sorted({f"{v:g}" for v in values})
    return vals[0] if len(vals) == 1 else "/".join(vals)


def comparison(files: Sequence[str], cores: Sequence[str], runs: dict) -> tuple[list[Column], list[str]]:
    """The side-by-side table's columns and its rows (one per file) over ``runs``
    {(file, core): FragmentTiming}: the file, instructions per iteration, a column of cycles per
    core, then a bottleneck column per core (dropped first when the width is short)."""
    def cycles(core):
        return lambda f, _: f"{runs[f, core].cycles_per_iteration:.2f}"

    def neck(core):
        return lambda f, _: runs[f, core].bottleneck

    cols = [Column("file", "file", 0, "<", lambda f, _: f),
            Column("instructions", "instr", 1, ">",
                   lambda f, _: _same([runs[f, c].instructions_per_iteration for c in cores]))]
    cols += [Column(f"cycles_{c}", c, 0, ">", cycles(c)) for c in cores]
    cols += [Column(f"bottleneck_{c}", f"{c} bottleneck", 2, "<", neck(c)) for c in cores]
    return cols, list(files)


def comparison_dict(files, cores, runs) -> dict:
    """The side-by-side table as JSON: one row per file, {core: {cycles, instructions,
    bottleneck}}."""
    return {"files": list(files), "cores": list(cores),
            "rows": [{"file": f, "cycles_per_iteration": {c: runs[f, c].cycles_per_iteration
                                                          for c in cores},
                      "instructions_per_iteration": {c: runs[f, c].instructions_per_iteration
                                                     for c in cores},
                      "bottleneck": {c: runs[f, c].bottleneck for c in cores}} for f in files]}


def _comparison_caption(runs) -> str:
    any_run = next(iter(runs.values()))
    if any_run.call is not None:
        c = any_run.call
        return (f"cycles of one call {c['function']}({', '.join(c['arguments'])}), cold, "
                "per file and core:")
    its = sorted({r.iterations for r in runs.values()})
    if its == [1]:
        return "cycles of one cold pass per file and core (--iterations 1):"
    return (f"cycles per iteration (steady state of {'/'.join(map(str, its))} iterations) "
            "per file and core:")


def comparison_text(files, cores, runs, width: int | None = None) -> str:
    cols, rows = comparison(files, cores, runs)
    table = cells(cols, rows, None)
    keep, _ = fit(cols, table, width)
    necks = [k for k, c in enumerate(cols) if c.key.startswith("bottleneck_")]
    cut = any(k not in keep for k in necks)
    if cut:                         # all of them or none: they go under the table together
        cols = [c for k, c in enumerate(cols) if k not in necks]
        table = [[v for k, v in enumerate(r) if k not in necks] for r in table]
    out = wrap(_comparison_caption(runs), width) + render(cols, table, width)
    if cut:
        out += ["", "bottleneck:"]
        for f in files:
            out += wrap(f"  {f}: " + ", ".join(f"{c} {runs[f, c].bottleneck}" for c in cores), width)
    return "\n".join(out)


def comparison_markdown(files, cores, runs) -> str:
    cols, rows = comparison(files, cores, runs)
    return "\n".join([_md_escape(_comparison_caption(runs)), ""] +
                     markdown_table(cols, cells(cols, rows, None))) + "\n"
