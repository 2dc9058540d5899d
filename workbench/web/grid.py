"""The per-instruction cycle grid, after uiCA's trace view: one row per dynamic instruction,
one column per cycle. Cells: the cycles the instruction lost before it issued, coloured by cause
(the core's own attribution), the issue cycle, its further execution clocks, and the cycles
until its result is ready (latency beyond its clocks). Hovering a row shows its pipe, ports or
slot, latency and throughput, what it lost and the core's reason."""
from __future__ import annotations

from dataclasses import dataclass, field

from .page import esc, number

MAX_CYCLES = 400            # wider grids are cut (the rows' numbers stay whole), with a note

# Stall causes in the order the legend lists them; a cause a core adds later gets a colour from
# the spare list, so a new cause never breaks the page.
CAUSE_COLOURS = {
    "dependency": "#e4572e", "agi": "#f3a712", "pairing": "#a8c686", "branch": "#8e44ad",
    "cache": "#669bbc", "fetch": "#29335c", "bank": "#c06c84", "misalign": "#6c5b7b",
    "prefix": "#f8b195", "partial_reg": "#355c7d", "window": "#2a9d8f", "port": "#e9c46a",
    "decode": "#264653", "slot": "#b5838d", "bus": "#6d597a", "queue": "#b56576",
    "nullify": "#9a8c98", "divider": "#e56b6f",
}
SPARE = ("#ffb4a2", "#84a59d", "#f28482", "#6d6875", "#3d405b", "#81b29a", "#bc6c25")


def colour(cause: str, seen: list[str]) -> str:
    if cause in CAUSE_COLOURS:
        return CAUSE_COLOURS[cause]
    if cause not in seen:
        seen.append(cause)
    return SPARE[seen.index(cause) % len(SPARE)]


@dataclass
class GridRow:
    """One dynamic instruction: ``issue`` its issue cycle, ``base`` its clocks, ``lost`` the
    cycles lost before it by cause, ``lat`` its result latency (None: unknown)."""
    text: str
    issue: int
    base: int
    lost: dict[str, int] = field(default_factory=dict)
    source: str = ""            # "file:line" or the source line
    pipe: str = ""
    lat: int | None = None
    critical: bool = False
    details: dict[str, str] = field(default_factory=dict)   # more lines for the hover box

    def tip(self) -> str:
        lines = [self.text]
        if self.source:
            lines.append(f"source: {self.source}")
        lines.append(f"issue cycle {self.issue}, {self.base} clock{'s' if self.base != 1 else ''}"
                     + (f", latency {self.lat}" if self.lat is not None else ""))
        if self.pipe:
            lines.append(f"pipe/port: {self.pipe}")
        if self.lost:
            lines.append("lost before it: " + ", ".join(f"{k} {v}" for k, v in self.lost.items()))
        lines += [f"{k}: {v}" for k, v in self.details.items() if v not in (None, "")]
        if self.critical:
            lines.append("on the critical dependency chain")
        return "\n".join(lines)


def _span(rows: list[GridRow]) -> tuple[int, int]:
    first = min(r.issue - sum(r.lost.values()) for r in rows)
    last = max(r.issue + max(r.base, 1, r.lat or 0) for r in rows)
    return first, last


def grid(rows: list[GridRow], *, caption: str = "") -> str:
    """The grid as an HTML table (class ``grid``; a ``tr.insn`` per row, ``data-issue`` on it)."""
    if not rows:
        return '<p class="muted">no instructions to show</p>'
    first, last = _span(rows)
    cut = last - first > MAX_CYCLES
    if cut:
        last = first + MAX_CYCLES
    spare: list[str] = []
    causes = list(dict.fromkeys(c for r in rows for c in r.lost))
    head = "".join(f'<th class="cy">{c}</th>' if (c - first) % 5 == 0 else '<th class="cy"></th>'
                   for c in range(first, last))
    out = [f'<table class="grid"><thead><tr><th>cycle</th><th>pipe</th><th>instruction</th>'
           f'<th>source</th>{head}</tr></thead><tbody>']
    for i, r in enumerate(rows):
        cells = {}
        c = r.issue
        for cause, n in reversed(list(r.lost.items())):     # the first cause is the earliest
            for _ in range(n):
                c -= 1
                cells[c] = ("stall", cause)
        cells[r.issue] = ("issue", "")
        for k in range(1, max(r.base, 1)):
            cells[r.issue + k] = ("exec", "")
        for k in range(max(r.base, 1), r.lat or 0):
            cells.setdefault(r.issue + k, ("latency", ""))
        tds = []
        for cy in range(first, last):            # an empty cell is bare: pages stay small
            kind, cause = cells.get(cy, ("", ""))
            if kind == "stall":
                tds.append(f'<td class="stall" data-cause="{esc(cause)}" '
                           f'style="background:{colour(cause, spare)}"></td>')
            else:
                tds.append(f'<td class="{kind}"></td>' if kind else "<td></td>")
        cls = "insn critical" if r.critical else "insn"
        out.append(f'<tr class="{cls}" data-row="{i}" data-issue="{r.issue}" '
                   f'data-tip="{esc(r.tip())}"><td class="num issue">{r.issue}</td>'
                   f'<td class="pipe">{esc(r.pipe)}</td><td class="asm">{esc(r.text)}</td>'
                   f'<td class="src">{esc(r.source)}</td>{"".join(tds)}</tr>')
    out.append("</tbody></table>")
    legend = ['<div class="legend">',
              '<span><span class="key" style="background:#1f6fb2"></span>issue</span>',
              '<span><span class="key" style="background:#7fb2e0"></span>executing</span>',
              '<span><span class="key" style="background:repeating-linear-gradient(90deg,'
              '#d6e6f5 0 3px,#fff 3px 5px)"></span>result not ready (latency)</span>']
    legend += [f'<span><span class="key" style="background:{colour(c, spare)}"></span>'
               f'lost: {esc(c)}</span>' for c in causes]
    if any(r.critical for r in rows):
        legend.append('<span><span class="key" style="background:#c0392b"></span>'
                      'critical dependency chain (bold)</span>')
    legend.append("</div>")
    note = (f'<p class="note">cut at {MAX_CYCLES} cycles; the cycle column keeps every row\'s '
            "issue cycle</p>" if cut else "")
    cap = f"<h3>{esc(caption)}</h3>" if caption else ""
    return cap + "".join(legend) + f'<div class="scroll">{"".join(out)}</div>' + note


def rows_of_instructions(instructions: list[dict], file: str = "") -> list[GridRow]:
    """Grid rows from ``FragmentTiming.to_dict()["instructions"]`` (``workbench time``)."""
    name = file.rsplit("/", 1)[-1]
    rows = []
    for d in instructions:
        details = {"latency / reciprocal throughput":
                   f"{number(d.get('lat'))} / {number(d.get('rthr'))}"
                   if d.get("lat") is not None or d.get("rthr") is not None else "",
                   "uops": d.get("uops"), "ports / slot": d.get("ports"),
                   "class": d.get("kind"), "why": d.get("reason")}
        src = f"{name}:{d['line']}" if d.get("line") else ""
        if d.get("source") and d["source"] != d["text"]:
            details["source line"] = d["source"]
        rows.append(GridRow(d["text"], d["issue"], d["base"], dict(d.get("lost") or {}), src,
                            d.get("pipe", ""), d.get("lat"), bool(d.get("critical")), details))
    return rows


def rows_of_steps(steps) -> list[GridRow]:
    """Grid rows from :func:`workbench.timeline.timeline`'s steps (a kernel's region)."""
    return [GridRow(s.text, s.cycle, s.base, dict(s.waits), s.where, s.pipe) for s in steps]
