"""``workbench time ... --html FILE``: one self-contained page with the cycles-per-iteration
summary on top and, for every file, each core's timeline grid side by side. The page embeds the
same objects ``--format json`` prints, and every figure on it is printed from them."""
from __future__ import annotations

from .grid import grid, rows_of_instructions
from .page import document, esc, number


def _summary(paths: list[str], cores: list[str], timings: dict) -> str:
    head = "".join(f'<th class="num">{esc(c)}</th>' for c in cores)
    out = ['<table class="summary" id="summary"><thead><tr><th>file</th>'
           f'{head}</tr></thead><tbody>']
    for p in paths:
        cells = []
        for c in cores:
            t = timings[p, c]
            cells.append(f'<td class="num" data-file="{esc(p)}" data-core="{esc(c)}" '
                         f'data-key="cycles_per_iteration">{number(t["cycles_per_iteration"])}</td>')
        out.append(f'<tr><td class="mono">{esc(p)}</td>{"".join(cells)}</tr>')
    out.append("</tbody></table>")
    return "".join(out)


def _facts(t: dict) -> str:
    rows = [("cycles per iteration", "cycles_per_iteration", number(t["cycles_per_iteration"])),
            ("instructions per iteration", "instructions_per_iteration",
             number(t["instructions_per_iteration"])),
            ("IPC", "ipc", number(t["ipc"])),
            ("first iteration (cycles)", "first_iteration_cycles",
             number(t["first_iteration_cycles"])),
            ("iterations", "iterations", number(t["iterations"])),
            ("caches", "caches", esc(t["caches"])),
            ("bottleneck", "bottleneck", esc(t["bottleneck"]))]
    body = "".join(f'<tr><th>{label}</th><td class="num" data-key="{key}">{value}</td></tr>'
                   for label, key, value in rows)
    lost = "".join(f'<tr><td>{esc(k)}</td><td class="num" data-lost="{esc(k)}">{number(v)}</td></tr>'
                   for k, v in t["per_iteration"].items() if v or k == "base")
    bounds = "".join(f'<tr><td>{esc(k)}</td><td class="num">{number(v)}</td></tr>'
                     for k, v in t.get("bounds", {}).items())
    out = (f'<table class="summary facts">{body}</table>'
           f'<h3>per iteration (clocks)</h3><table class="summary">{lost}</table>')
    if bounds:
        out += f'<h3>lower bounds (cycles per iteration)</h3><table class="summary">{bounds}</table>'
    return out


def _panel(t: dict) -> str:
    caption = f"iteration {t['shown_iteration']} of {t['iterations']}, instruction by instruction"
    notes = "".join(f"<li>{esc(n)}</li>" for n in t.get("notes", []))
    return (f'<div class="panel" data-core="{esc(t["core"])}" data-file="{esc(t["file"])}">'
            f'<h2>{esc(t["core"])}</h2><p class="muted">{esc(t["machine"])}</p>'
            f'<p class="summary-line">{esc(t.get("summary", ""))}</p>'
            f"{_facts(t)}{grid(rows_of_instructions(t['instructions'], t['file']), caption=caption)}"
            f'<p class="note">method: {esc(t["method"])}</p>'
            + (f'<ul class="note">{notes}</ul>' if notes else "") + "</div>")


def render(paths: list[str], cores: list[str], runs: dict) -> str:
    """The page for ``runs[(path, core)]`` (FragmentTiming objects)."""
    return render_dicts(paths, cores, {k: r.to_dict() for k, r in runs.items()})


def render_dicts(paths: list[str], cores: list[str], timings: dict, *, lead: str = "") -> str:
    """The page for ``timings[(path, core)]``, each a ``FragmentTiming.to_dict()`` (what
    ``workbench time --format json`` prints); ``lead``: HTML put above the title (serve's form
    link)."""
    title = (f"{', '.join(p.rsplit('/', 1)[-1] for p in paths)} on {', '.join(cores)}")
    body = [lead, f"<h1>workbench time: {esc(title)}</h1>",
            '<p class="muted">Steady-state cycles per iteration (the method is under each '
            "timeline). Hover an instruction for its pipe or ports, latency and why it waited; "
            "the critical dependency chain is bold.</p>", _summary(paths, cores, timings)]
    for p in paths:
        body.append(f'<section class="file"><h2 class="mono">{esc(p)}</h2><div class="cores">')
        body += [_panel(timings[p, c]) for c in cores]
        body.append("</div></section>")
    data = {"timings": [timings[p, c] for p in paths for c in cores]}
    return document(f"workbench time: {title}", "\n".join(body), data)
