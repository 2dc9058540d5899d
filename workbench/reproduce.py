"""``workbench reproduce``: run papers' rows, print them, write results/<paper>.csv/.json/.png/.md."""
from __future__ import annotations

import csv
import json
from pathlib import Path

from .papers import PAPER_IDS, Row, get_paper, registry

README_START = "<!-- reproduction:start -->"
README_END = "<!-- reproduction:end -->"


def paper_ids(which: str) -> list[str]:
    if which == "all":
        reg = registry()
        return [p for p in PAPER_IDS if p in reg] + sorted(set(reg) - set(PAPER_IDS))
    get_paper(which)           # raises a clear error for an unknown id
    return [which]


def fmt(x) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        return f"{x:,.3f}" if abs(x) < 10 else f"{x:,.1f}"
    return f"{x:,}" if isinstance(x, int) else str(x)


def markdown(rows: list[Row]) -> str:
    lines = ["| paper | figure | published | ours | unit | ratio | kernel / core | note |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ratio = "-" if r.ratio is None else f"{r.ratio:.2f}"
        note = r.note.replace("|", "/")
        lines.append(f"| {r.paper} | {r.figure} | {fmt(r.published)} | {fmt(r.measured)} | {r.unit} "
                     f"| {ratio} | {r.kernel} / {r.core} | {note} |")
    return "\n".join(lines) + "\n"


def write_outputs(pid: str, rows: list[Row], outdir: Path) -> list[Path]:
    outdir.mkdir(parents=True, exist_ok=True)
    paths = []
    p = outdir / f"{pid}.json"
    p.write_text(json.dumps([r.to_dict() for r in rows], indent=2))
    paths.append(p)
    p = outdir / f"{pid}.csv"
    with p.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["paper", "figure", "published", "measured", "unit", "ratio", "kernel", "core", "note"])
        for r in rows:
            w.writerow([r.paper, r.figure, r.published, r.measured, r.unit, r.ratio, r.kernel, r.core, r.note])
    paths.append(p)
    p = outdir / f"{pid}.md"
    p.write_text(markdown(rows))
    paths.append(p)
    paper = get_paper(pid)
    p = outdir / f"{pid}.png"
    if paper.chart is not None:
        paper.chart(rows, p)
    else:
        ratio_chart(pid, rows, p)
    paths.append(p)
    return paths


def ratio_chart(pid: str, rows: list[Row], path: Path) -> None:
    """One bar per row that has both figures: ours / published, with 1.0 (a match) marked."""
    import textwrap

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    pairs = [r for r in rows if r.ratio is not None]
    fig, ax = plt.subplots(figsize=(9, 0.75 * max(2, len(pairs)) + 1.4))
    labels = ["\n".join(textwrap.wrap(f"{r.figure} [{r.unit}]", 60)) for r in pairs]
    ratios = [r.ratio for r in pairs]
    bars = ax.barh(range(len(pairs)), ratios, color=["#4c72b0" if x >= 1 else "#dd8452" for x in ratios])
    for b, r in zip(bars, pairs):
        ax.text(b.get_width(), b.get_y() + b.get_height() / 2,
                f"  {r.ratio:.2f}  (ours {fmt(r.measured)} / published {fmt(r.published)})",
                va="center", fontsize=8)
    ax.axvline(1.0, color="black", lw=1)
    ax.set_yticks(range(len(pairs)), labels, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlim(0, max(ratios + [1.0]) * 1.6)
    ax.set_xlabel("ours / published (1.0 = the published figure)")
    ax.set_title(f"{pid}: workbench against the published figures")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def update_readme(readme: Path, table_md: str) -> None:
    text = readme.read_text()
    if README_START not in text or README_END not in text:
        raise ValueError(f"{readme} has no {README_START} ... {README_END} markers")
    head, rest = text.split(README_START, 1)
    _, tail = rest.split(README_END, 1)
    readme.write_text(f"{head}{README_START}\n{table_md}{README_END}{tail}")
