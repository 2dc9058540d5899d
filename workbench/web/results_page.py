"""``workbench reproduce ... --html``: ``results/index.html``, every paper's table (published,
ours, the ratio against a 10% band, the range the disputed parameters' alternatives give as an
error bar, why they differ) with its charts as inline SVG, and for each kernel/core a page under
``results/timelines/`` with the first instructions of its inner loop as a cycle grid."""
from __future__ import annotations

import re
from pathlib import Path

from ..charts import BAND
from ..errors import WorkbenchError
from ..reproduce import fmt, ratio_class
from .grid import grid, rows_of_steps
from .page import document, esc

TIMELINE_INSTRUCTIONS = 64
REGION_ORDER = ("round", "mont", "inverse", "des", "loop")   # the inner loop, most specific first


def inline_svg(fig, prefix: str) -> str:
    """A chart's ``<svg>`` element for the page: text kept as text, its ids prefixed so that
    several charts in one page keep theirs apart (workbench.charts.svg_text), the XML prologue
    dropped."""
    from ..charts import svg_text
    text = svg_text(fig, prefix)
    start = text.find("<svg")
    return text[start:] if start >= 0 else ""


def ratio_svg(ratio: float | None, low: float | None, high: float | None) -> str:
    """A small bar: the ratio ours/published on 0..2 (a log view would hide a 10% miss), the 10%
    band shaded, 1.0 marked, the sensitivity range as an error bar; a ratio past 2 is drawn at
    the edge with an arrow."""
    if ratio is None:
        return ""
    w, h, top = 160, 18, 2.0
    x = lambda r: 4 + (w - 8) * min(max(r, 0.0), top) / top       # noqa: E731
    band = (f'<rect x="{x(1 - BAND):.1f}" y="1" width="{x(1 + BAND) - x(1 - BAND):.1f}" '
            f'height="{h - 2}" fill="#cfe8d4"/>')
    one = f'<line x1="{x(1):.1f}" x2="{x(1):.1f}" y1="0" y2="{h}" stroke="#333" stroke-width="1"/>'
    colour = "#2e7d32" if ratio_class(ratio) == "within" else "#c0392b"
    dot = (f'<circle cx="{x(ratio):.1f}" cy="{h / 2}" r="4" fill="{colour}"/>' if ratio <= top else
           f'<path d="M{x(top) - 8:.1f},{h / 2 - 5} L{x(top):.1f},{h / 2} L{x(top) - 8:.1f},'
           f'{h / 2 + 5} z" fill="{colour}"/>')
    err = ""
    if low is not None and high is not None and high > low:
        err = (f'<line x1="{x(low):.1f}" x2="{x(high):.1f}" y1="{h / 2}" y2="{h / 2}" '
               f'stroke="#555" stroke-width="1.5"/>'
               + "".join(f'<line x1="{x(v):.1f}" x2="{x(v):.1f}" y1="{h / 2 - 4}" y2="{h / 2 + 4}" '
                         f'stroke="#555" stroke-width="1.5"/>' for v in (low, high)))
    return (f'<svg class="ratio" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img">'
            f'<title>ours / published = {ratio:.2f}; the band is {1 - BAND:.1f}-{1 + BAND:.1f}'
            + (f"; range under the [D] alternatives {low:.2f}-{high:.2f}" if err else "")
            + f"</title>{band}{one}{err}{dot}</svg>")


def timeline_name(kernel: str, core: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{kernel}--{core}") + ".html"


def _table(pid: str, rows, links: dict) -> str:
    head = ("<tr><th>figure</th><th class=\"num\">published</th><th class=\"num\">ours</th>"
            "<th>unit</th><th class=\"num\">ratio</th><th>ours / published (band ±10%, "
            "range under [D] alternatives)</th><th>kernel / core</th><th>why they differ</th></tr>")
    out = [f'<table class="rows" data-paper="{esc(pid)}"><thead>{head}</thead><tbody>']
    for r in rows:
        s = r.sensitivity or {}
        low, high = (s.get("ratio_low"), s.get("ratio_high")) if s.get("alternatives") else (None, None)
        ratio = r.ratio
        cls = "" if ratio is None else (" ok" if ratio_class(ratio) == "within" else " miss")
        base = r.core.split(" ")[0] if r.core else ""
        href = links.get((r.kernel, base))
        who = esc(f"{r.kernel} / {r.core}" if r.core else r.kernel)
        who = f'<a href="{esc(href)}">{who}</a>' if href else who
        out.append(f'<tr><td class="figure">{esc(r.figure)}</td><td class="num">{fmt(r.published)}</td>'
                   f'<td class="num">{fmt(r.measured)}</td><td>{esc(r.unit)}</td>'
                   f'<td class="num ratio{cls}">{"-" if ratio is None else f"{ratio:.2f}"}</td>'
                   f'<td class="ratio-bar">{ratio_svg(ratio, low, high)}</td><td class="who">{who}</td>'
                   f'<td class="note">{esc(r.note)}</td></tr>')
    out.append("</tbody></table>")
    return "".join(out)


def render_index(papers: list[tuple[str, str, list]], charts: dict[str, list[str]],
                 links: dict, manifest: dict | None = None) -> str:
    """``papers``: (id, title, rows); ``charts``: id -> inline SVGs; ``links``: (kernel, core)
    -> the timeline page's relative address."""
    rows_all = [r for _, _, rows in papers for r in rows]
    rated = [r for r in rows_all if r.ratio is not None]
    inside = sum(ratio_class(r.ratio) == "within" for r in rated)
    toc = "".join(f'<li><a href="#{esc(pid)}">{esc(title)}</a> ({len(rows)} rows)</li>'
                  for pid, title, rows in papers)
    body = ["<h1>workbench: the reproduction</h1>",
            f'<p class="muted">{len(rows_all)} rows from {len(papers)} '
            f'paper{"s" if len(papers) != 1 else ""}; {inside} of '
            f"{len(rated)} rows with both figures are within {BAND:.0%} of the published one. "
            "Ratio = ours / published; the green band is ±10%; a bar through the dot is the range "
            "the disputed ([D]) parameters' documented alternatives give (with --sensitivity). "
            "A kernel/core link opens the first instructions of its inner loop as a cycle "
            "grid.</p>"]
    if manifest:
        body.append(f'<p class="note">written by {esc(manifest.get("command", ""))} at '
                    f'{esc(manifest.get("started_utc", ""))}, workbench '
                    f'{esc(manifest.get("workbench_version", ""))}'
                    + (f', commit {esc(manifest["git_commit"][:12])}'
                       if manifest.get("git_commit") else "") + "</p>")
    body.append(f"<ul>{toc}</ul>")
    for pid, title, rows in papers:
        body.append(f'<section class="paper" id="{esc(pid)}"><h2>{esc(title)}</h2>')
        body.append(_table(pid, rows, links))
        for svg in charts.get(pid, []):
            body.append(f'<div class="chart">{svg}</div>')
        body.append("</section>")
    data = {"papers": [{"id": pid, "title": title, "rows": [r.to_dict() for r in rows]}
                       for pid, title, rows in papers]}
    return document("workbench: the reproduction", "\n".join(body), data)


def region_for(kernel) -> str | None:
    """The kernel's inner-loop region: the first of REGION_ORDER it has, else None (whole run)."""
    return next((r for r in REGION_ORDER if r in kernel.regions), None)


def timeline_page(kernel_name: str, core: str) -> str:
    """A kernel's inner loop on a core: a verified run of two blocks (one operation of an
    arithmetic kernel); the region's first instructions of the second block (warm code), or of
    the run where there is one."""
    from ..cores import get_core
    from ..kernel import ARITHMETIC, find_kernel
    from ..runner import run
    from ..timeline import timeline
    kernel = find_kernel(kernel_name)
    blocks = 1 if kernel.cipher in ARITHMETIC else 2
    r = run(kernel_name, core, blocks=blocks, budget_option=False)
    region = region_for(kernel)
    everything = timeline(r, region, 0, 10 ** 9)
    start = len(everything) // 2 if blocks == 2 else 0
    steps = everything[start:start + TIMELINE_INSTRUCTIONS]
    where = f"region '{region}'" if region else "the whole run"
    body = (f'<p><a href="../index.html">← the reproduction</a></p>'
            f"<h1>{esc(kernel_name)} on {esc(core)}</h1>"
            f'<p class="muted">{esc(get_core(core).spec.description)}</p>'
            f"<p>{where}: instructions {start + 1}–{start + len(steps)} of the {len(everything):,} "
            f"it retires in {'one operation' if blocks == 1 else f'{blocks} blocks'}"
            + ("" if blocks == 1 else " (the second block's, so the code is warm)")
            + ". Cycle numbers count from the start of the "
            "run; hover a row for what it lost.</p>"
            + grid(rows_of_steps(steps)))
    return document(f"{kernel_name} on {core}", body,
                    {"kernel": kernel_name, "core": core, "region": region, "start": start,
                     "steps": [s.to_dict() for s in steps]})


def write_timelines(pairs, outdir: Path, write_text, progress=None) -> dict:
    """A page per (kernel, core) that runs; returns (kernel, core) -> relative address. A pair
    whose kernel is not one of ours (a GPU or host row) is skipped."""
    from ..cores import registry
    from ..kernel import find_kernel
    known = set(registry())
    links = {}
    for kernel, core in pairs:
        if core not in known:
            continue
        try:
            find_kernel(kernel)
        except WorkbenchError:
            continue
        if progress:
            progress(f"timeline page: {kernel} on {core}")
        name = timeline_name(kernel, core)
        write_text(outdir / "timelines" / name, timeline_page(kernel, core))
        links[kernel, core] = f"timelines/{name}"
    return links


def write_site(papers: list[tuple[str, str, list]], outdir: Path, manifest: dict | None = None,
               progress=None) -> list[Path]:
    """index.html and timelines/*.html in ``outdir``, each written atomically; returns them."""
    from ..papers import get_paper
    from ..reproduce import atomic_write_text, ratio_chart
    written: list[Path] = []

    def write_text(path: Path, text: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        written.append(atomic_write_text(path, text))

    pairs = list(dict.fromkeys((r.kernel, r.core.split(" ")[0]) for _, _, rows in papers
                               for r in rows if r.kernel and r.core))
    links = write_timelines(pairs, Path(outdir), write_text, progress)
    charts: dict[str, list[str]] = {}
    for pid, _, rows in papers:
        svgs = []
        if any(r.ratio is not None for r in rows):
            svgs.append(inline_svg(ratio_chart(pid, rows), f"{pid}-ratio-"))
        own = get_paper(pid).chart
        if own is not None:
            svgs.append(inline_svg(own(rows), f"{pid}-chart-"))
        charts[pid] = [s for s in svgs if s]
    write_text(Path(outdir) / "index.html", render_index(papers, charts, links, manifest))
    return written
