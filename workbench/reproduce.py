"""``workbench reproduce``: run papers' rows, print them, write results/<paper>.csv/.json/.png/.md.

Every file is written atomically (a temporary file in the same folder, then ``os.replace``), so a
reader never sees half a file, and ``results/manifest.json`` names the run that wrote the folder:
when, which workbench version and git commit, which papers with how many rows, which files, and
which files in the folder are left over from other runs.
"""
from __future__ import annotations

import re

import csv
import io
import json
import os
import subprocess
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

from .errors import WorkbenchError
from .papers import PAPER_IDS, Row, get_paper, registry

README_START = "<!-- reproduction:start -->"
README_END = "<!-- reproduction:end -->"


def _table_span(text: str, start_marker: str = README_START,
                end_marker: str = README_END) -> tuple[int, int] | None:
    """Where a generated section's markers are (the reproduction table's by default), each on a
    line of its own (a mention of them in the README's prose does not count): (start of the
    start line, end of the end marker)."""
    start = re.search(rf"^{re.escape(start_marker)}[ \t]*$", text, re.M)
    end = re.search(rf"^{re.escape(end_marker)}", text[start.end():], re.M) if start else None
    if start is None or end is None:
        return None
    return start.start(), start.end() + end.end()


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


def sensitivity_range(r: Row) -> str:
    """The row's range under the [D] alternatives (``reproduce --sensitivity``), or "-"."""
    s = r.sensitivity
    if not s:
        return "-"
    if not s["alternatives"]:
        return "settled (no [D] alternative)"
    span = f"{fmt(float(s['low']))}–{fmt(float(s['high']))}"
    return span + ("" if s["settled"] else " (not settled)")


def markdown(rows: list[Row]) -> str:
    ranges = any(r.sensitivity for r in rows)
    head = "| paper | figure | published | ours | unit | ratio | kernel / core |"
    head += " range under [D] alternatives |" if ranges else ""
    lines = [head + " note |", "|---|---|---|---|---|---|---|" + ("---|" if ranges else "") + "---|"]
    for r in rows:
        ratio = "-" if r.ratio is None else f"{r.ratio:.2f}"
        note = r.note.replace("|", "/")
        extra = f" {sensitivity_range(r)} |" if ranges else ""
        lines.append(f"| {r.paper} | {r.figure} | {fmt(r.published)} | {fmt(r.measured)} | {r.unit} "
                     f"| {ratio} | {r.kernel} / {r.core} |{extra} {note} |")
    return "\n".join(lines) + "\n"


def atomic_write(path: Path, write: Callable[[Path], None]) -> Path:
    """Call ``write(tmp)`` on a temporary file beside ``path`` (same suffix, so matplotlib picks
    the format), then move it over ``path`` in one step; on any failure ``path`` is untouched."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=f".tmp{path.suffix}")
    os.close(fd)
    try:
        write(Path(tmp))
        os.chmod(tmp, 0o666 & ~_umask())         # mkstemp makes it 0600; a plain write would not
        _fsync(tmp)                               # the data on disk before the name points at it
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)                    # and the rename itself
    return path


def _fsync(file: str | Path) -> None:
    fd = os.open(file, os.O_RDWR)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable, where the OS lets a folder be synced (POSIX)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:          # some file systems refuse to sync a folder: the data is synced anyway
        pass
    finally:
        os.close(fd)


def _nearest_existing(path: Path) -> Path:
    p = path.absolute()
    while not p.exists() and p != p.parent:
        p = p.parent
    return p


def _probe_write(folder: Path, what: str) -> None:
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".workbench-probe.")
    except OSError as e:
        raise WorkbenchError(f"{what}: cannot write in {folder} ({e.strerror or e})") from None
    os.close(fd)
    os.unlink(tmp)


def check_output_folder(folder: str | Path, option: str = "--out") -> None:
    """Before any work: ``folder`` is a folder this process can write in, or can be made."""
    folder = Path(folder)
    what = f"{option} {folder}"
    if folder.exists() and not folder.is_dir():
        raise WorkbenchError(f"{what}: a file is in the way; give a folder")
    base = _nearest_existing(folder)
    if not base.is_dir():
        raise WorkbenchError(f"{what}: {base} is a file, so the folder cannot be made there")
    _probe_write(base, what)


def check_output_file(path: str | Path, what: str = "the chart") -> None:
    """Before any work: ``path`` can be written (not a folder, its folder writable or makeable)
    and, for a chart, names an image format matplotlib writes."""
    path = Path(path)
    head = f"cannot write {what} {path}"
    if path.is_dir():
        raise WorkbenchError(f"{head}: it is a folder; give a file name")
    suffix = path.suffix.lower().lstrip(".")
    if suffix and what == "the chart":
        from matplotlib.backend_bases import FigureCanvasBase
        formats = FigureCanvasBase.get_supported_filetypes()
        if suffix not in formats:
            raise WorkbenchError(f"{head}: matplotlib writes no '.{suffix}' files (it writes "
                                 f"{', '.join(sorted(formats))})")
    base = _nearest_existing(path.parent)
    if not base.is_dir():
        raise WorkbenchError(f"{head}: {base} is a file, so the folder cannot be made there")
    _probe_write(base, head)


def check_readme(readme: str | Path, start_marker: str = README_START,
                 end_marker: str = README_END, what: str = "reproduction table") -> str:
    """Before any work: ``readme`` is a UTF-8 file with both markers, in order, in a folder
    this process can write in; returns its text."""
    from .textfile import read_text
    readme = Path(readme)
    if not readme.is_file():
        raise WorkbenchError(f"--readme {readme}: not a file (give the README whose "
                             f"{what} to rewrite)")
    text = read_text(readme, "README")
    span = _table_span(text, start_marker, end_marker)
    if span is None:
        raise WorkbenchError(f"--readme {readme}: needs a line {start_marker} and, after it, a line "
                             f"{end_marker}, where the {what} goes")
    _probe_write(readme.absolute().parent, f"--readme {readme}")
    return text


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def atomic_write_text(path: Path, text: str) -> Path:
    return atomic_write(path, lambda tmp: tmp.write_text(text))


def csv_text(rows: list[Row]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["paper", "figure", "published", "measured", "unit", "ratio", "kernel", "core", "note",
                "sensitivity_low", "sensitivity_high", "settled"])
    for r in rows:
        s = r.sensitivity
        w.writerow([r.paper, r.figure, r.published, r.measured, r.unit, r.ratio, r.kernel, r.core, r.note,
                    s.get("low", ""), s.get("high", ""), s.get("settled", "")])
    return buf.getvalue()


def write_outputs(pid: str, rows: list[Row], outdir: Path) -> list[Path]:
    """results/<pid>.json, .csv, .md and .png, each written atomically; returns the paths."""
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    paths = [atomic_write_text(outdir / f"{pid}.json", json.dumps([r.to_dict() for r in rows], indent=2)),
             atomic_write_text(outdir / f"{pid}.csv", csv_text(rows)),
             atomic_write_text(outdir / f"{pid}.md", markdown(rows))]
    paper = get_paper(pid)
    chart = paper.chart if paper.chart is not None else (lambda rows_, path: ratio_chart(pid, rows_, path))
    paths.append(atomic_write(outdir / f"{pid}.png", lambda tmp: chart(rows, tmp)))
    return paths


def git_commit() -> str | None:
    """The commit of the git checkout this package runs from; None when it is not one (an
    installed wheel) or git is missing."""
    root = Path(__file__).resolve().parent.parent
    if not (root / ".git").exists():
        return None
    try:
        out = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True,
                             text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    sha = out.stdout.strip()
    return sha if out.returncode == 0 and sha else None


def _capture_line() -> str:
    """The unicorn build and the x86 capture path of this process (the same figures either way)."""
    from isa.x86.machine import capture_path
    return capture_path()[1]


def _helpers_line() -> str:
    """Which C helpers run as C in this process (the same figures either way)."""
    from isa.native import helpers_line
    return helpers_line()


def workbench_version() -> str:
    try:
        from importlib.metadata import version
        return version("workbench")
    except Exception:       # not installed (run from a checkout)
        from . import __version__
        return __version__


class RunManifest:
    """``manifest.json`` in the output folder, rewritten (atomically) after every paper so an
    interrupted or failed run is visible as such: ``status`` is ``running`` until the end."""

    def __init__(self, outdir: Path, command: str, papers: list[str]):
        self.path = Path(outdir) / "manifest.json"
        self.data = {"status": "running", "command": command,
                     "started_utc": _utc_now(), "finished_utc": None,
                     "workbench_version": workbench_version(),
                     "x86_capture": _capture_line(), "c_helpers": _helpers_line()}
        commit = git_commit()
        if commit:
            self.data["git_commit"] = commit
        self.data.update(papers=list(papers), rows={}, files=[], not_from_this_run=[])

    def add(self, pid: str, n_rows: int, paths: list[Path]) -> None:
        self.data["rows"][pid] = n_rows
        self.add_files(paths)

    def add_files(self, paths: list[Path]) -> None:
        for p in paths:
            name = self._name(Path(p))
            if name not in self.data["files"]:
                self.data["files"].append(name)
        self.write()

    def _name(self, path: Path) -> str:
        """A written file's name relative to the folder (timelines/x.html for a page there)."""
        try:
            return path.absolute().relative_to(self.path.parent.absolute()).as_posix()
        except ValueError:
            return path.name

    def finish(self, status: str = "complete") -> Path:
        self.data["status"] = status
        self.data["finished_utc"] = _utc_now()
        return self.write()

    def write(self) -> Path:
        folder = self.path.parent
        folder.mkdir(parents=True, exist_ok=True)
        ours = set(self.data["files"]) | {self.path.name}
        self.data["not_from_this_run"] = sorted(
            f.name for f in folder.iterdir() if f.is_file() and not f.name.startswith(".")
            and f.name not in ours)
        return atomic_write_text(self.path, json.dumps(self.data, indent=2) + "\n")


def _utc_now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


# The ratio chart's three colours: the bar's place against the 10% band the reproduction aims at.
RATIO_COLOURS = {"within": "#4c72b0", "above": "#dd8452", "below": "#8172b3"}


def ratio_class(ratio: float, band: float | None = None) -> str:
    """"within" the 10% band (0.9..1.1), or ours "above"/"below" the published figure beyond it."""
    from .charts import BAND
    band = BAND if band is None else band
    return "within" if 1 - band <= ratio <= 1 + band else ("above" if ratio > 1 else "below")


def ratio_label(r: Row) -> str:
    """The figures beside a ratio bar, from the row itself (the text table prints the same)."""
    return f"{r.ratio:.2f}  (ours {fmt(r.measured)} / published {fmt(r.published)})"


def ratio_chart(pid: str, rows: list[Row], path=None, format: str | None = None):
    """One bar per row that has both figures: ours / published, the 10% band the reproduction aims
    at shaded, 1.0 (a match) marked, and where ``reproduce --sensitivity`` filled the row, the
    range its [D] alternatives give as an error bar. The figures beside each bar are the row's.
    Written to ``path`` (PNG, SVG, ...: see workbench.charts.save; a file object needs ``format``)
    when given; returns the Figure."""
    import textwrap

    from .charts import BAND, LITERAL, figure, save
    pairs = [r for r in rows if r.ratio is not None]
    if not pairs:                   # a chart that says so (reproduce still writes every file)
        fig = figure(8, 1.6)
        fig.text(0.5, 0.5, f"{pid}: no row has both a published and a measured figure to compare",
                 ha="center", va="center", gid="no-ratio", **LITERAL)
        if path is not None:
            save(fig, path, format)
        return fig
    n = len(pairs)
    fig = figure(11, 0.55 * max(2, n) + 1.9)
    ax = fig.add_subplot()
    labels = ["\n".join(textwrap.wrap(f"{r.figure} [{r.unit}]", 58)) for r in pairs]
    ratios = [r.ratio for r in pairs]
    kinds = [ratio_class(x) for x in ratios]
    ax.axvspan(1 - BAND, 1 + BAND, color="#55a868", alpha=0.18, lw=0, zorder=0, gid="band")
    bars = ax.barh(range(n), ratios, height=0.6, color=[RATIO_COLOURS[k] for k in kinds], zorder=2)
    for i, (b, r) in enumerate(zip(bars, pairs)):
        b.set_gid(f"ratio-{i}")
    spans = [(i, r.sensitivity.get("ratio_low"), r.sensitivity.get("ratio_high"))
             for i, r in enumerate(pairs) if r.sensitivity]
    spans = [(i, lo, hi) for i, lo, hi in spans if lo is not None and hi is not None]
    if spans:                               # the range as stored (rounded: it may end a hair
        ys = [i for i, _, _ in spans]       # inside the bar's own ratio), a line with end ticks
        ax.hlines(ys, [lo for _, lo, _ in spans], [hi for _, _, hi in spans], colors="black", lw=1,
                  zorder=3, gid="sensitivity")
        ax.plot([x for _, lo, hi in spans for x in (lo, hi)], [i for i in ys for _ in (0, 1)], "|",
                color="black", ms=8, zorder=3)
    ax.axvline(1.0, color="black", lw=1, zorder=3)
    ax.set_yticks(range(n), labels, fontsize=8, **LITERAL)
    ax.set_ylim(n - 0.5, -0.5)
    top = max(ratios + [1 + BAND] + [hi for _, _, hi in spans])
    ax.set_xlim(0, top * 1.05)
    ax.grid(True, axis="x", color="0.9", zorder=1)
    right = ax.twinx()                      # the figures beside each bar, as right-hand tick labels
    right.set_ylim(ax.get_ylim())
    right.set_yticks(range(n), [ratio_label(r) for r in pairs], fontsize=8, **LITERAL)
    right.tick_params(axis="y", length=0)
    ax.set_xlabel("ours / published (1.0 = the published figure)")
    ax.set_title(f"{pid}: workbench against the published figures", **LITERAL)
    from matplotlib.patches import Patch
    from matplotlib.lines import Line2D
    says = {"within": f"ours within {BAND:.0%}", "above": f"ours more than {BAND:.0%} above",
            "below": f"ours more than {BAND:.0%} below"}
    handles = [Patch(color="#55a868", alpha=0.35, label=f"{1 - BAND:g}-{1 + BAND:g}: within {BAND:.0%} (the aim)")]
    handles += [Patch(color=RATIO_COLOURS[k], label=says[k]) for k in says if k in kinds]
    if spans:
        handles.append(Line2D([], [], color="black", marker="|", ls="-", lw=1,
                              label="range under the disputed parameters"))
    fig.legend(handles=handles, loc="outside lower center", ncol=len(handles), fontsize=8,
               frameon=False)
    fig.set_layout_engine("constrained")
    if path is not None:
        save(fig, path, format)
    return fig


def update_readme(readme: Path, table_md: str, start_marker: str = README_START,
                  end_marker: str = README_END, what: str = "reproduction table") -> None:
    """Replace what lies between the two markers (the reproduction table's by default)."""
    text = check_readme(readme, start_marker, end_marker, what)
    start, end = _table_span(text, start_marker, end_marker)
    atomic_write_text(readme, f"{text[:start]}{start_marker}\n{table_md}{end_marker}{text[end:]}")


class _CallableModule(type(json)):
    """``workbench.reproduce("karn")`` (the package's documented call) must keep working after
    this module is imported: importing ``workbench.reproduce`` sets the package's attribute of
    that name to the module, replacing the function, so the module answers the call itself."""

    def __call__(self, paper: str, progress=None):
        return get_paper(paper).rows(progress=progress)


import sys as _sys  # noqa: E402  (only for the line below)
_sys.modules[__name__].__class__ = _CallableModule
