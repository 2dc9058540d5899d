"""What every chart of the workbench shares, and the throughput chart of notebooks/throughput.ipynb.

Charts are drawn on a bare :class:`matplotlib.figure.Figure` (no pyplot): no backend is switched
(a notebook that calls a chart keeps its inline one) and no figure is left open; saving is
serialised (it sets matplotlib's SVG settings for the moment it writes).
:func:`save` writes PNG, SVG (text kept as text, so it can be inlined in an HTML page and searched)
or any format matplotlib knows, to a path or to a file object.
"""
from __future__ import annotations

import threading
from pathlib import Path

# Text a chart shows as it is: an Alpha register ($1) or a cost ("$5") is never mathtext.
LITERAL = {"parse_math": False}

# What the ratio charts colour a bar by (the reproduction aims at 10% of each published figure).
BAND = 0.10

_SAVING = threading.Lock()


def figure(width: float, height: float):
    """A Figure of its own, on an Agg canvas (so it can be measured before it is saved)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    fig = Figure(figsize=(width, height))
    FigureCanvasAgg(fig)
    return fig


def keep_inside(ax, texts, pad_px: float = 6, tries: int = 4) -> None:
    """Widen ``ax``'s x range until every text in ``texts`` (placed in data coordinates to the
    right of what it labels) ends inside the axes, so none runs off the figure."""
    texts = [t for t in texts if t.get_text()]
    if not texts:
        return
    fig = ax.figure
    for _ in range(tries):
        fig.canvas.draw()
        renderer = fig.canvas.get_renderer()
        box = ax.get_window_extent(renderer)
        over = max(t.get_window_extent(renderer).x1 for t in texts) - (box.x1 - pad_px)
        if over <= 0:
            return
        lo, hi = ax.get_xlim()
        ax.set_xlim(lo, hi + (over / box.width) * (hi - lo) * 1.15 + 1e-9)


def save(fig, target, format: str | None = None, dpi: int = 110) -> None:
    """Write ``fig`` to ``target``: a path (the format from its suffix unless ``format`` is given) or a
    binary file object (``format`` required, e.g. "svg"). SVG keeps its text as text (svg.fonttype
    'none') and carries no date or random ids, so the same chart gives the same bytes."""
    import matplotlib
    if format is None and not isinstance(target, (str, Path)):
        raise ValueError("saving a chart to a file object needs its format (format='svg' or 'png')")
    kind = (format or Path(target).suffix.lstrip(".") or "png").lower()
    rc = {"svg.fonttype": "none", "svg.hashsalt": "workbench"} if kind == "svg" else {}
    metadata = {"Date": None} if kind in ("svg", "pdf") else None
    with _SAVING, matplotlib.rc_context(rc):
        fig.savefig(target, format=format, dpi=dpi, metadata=metadata)


def svg_text(fig, prefix: str = "") -> str:
    """The chart as an SVG document (a string), for an HTML page to inline. Every id in it (and
    every reference to one) starts with ``prefix``, so that several charts inlined in one page
    keep their ids apart (the same chart drawn twice has the same ids)."""
    import io
    import re
    buf = io.BytesIO()
    save(fig, buf, format="svg")
    text = buf.getvalue().decode("utf-8")
    if prefix:
        text = re.sub(r'(\sid=")|(url\(#)|(xlink:href="#)', lambda m: m.group(0) + prefix, text)
    return text


# ---- throughput: every kernel on every core, one panel per instruction set ----------------------

ISA_NAMES = {"x86": "x86", "alpha": "Alpha", "parisc": "PA-RISC", "dsp56k": "DSP56000"}
MARKERS = "osD^vP*X<>ph"


def _needs_log(values) -> bool:
    """Log scale where the values span more than a factor of ten (a linear axis would crush the
    small ones against zero)."""
    v = [x for x in values if x > 0]
    return bool(v) and max(v) / min(v) > 10


def throughput(df, value: str = "mbps", title: str | None = None):
    """One panel per instruction set: a row per kernel, a marker per core at its Mb/s (at the core's
    reference clock, which the legend names). ``df`` is ``workbench.sweep(...)``'s DataFrame; rows
    with an ``error`` are left out (list them beside the chart). Returns the Figure."""
    ok = df[df["error"].isna()] if "error" in df.columns else df
    isas = [i for i in ISA_NAMES if i in set(ok["isa"])] + sorted(set(ok["isa"]) - set(ISA_NAMES))
    if not isas:
        raise ValueError("nothing to draw: no run in the table has a result")
    kernels = {isa: sorted(set(ok[ok.isa == isa].kernel), key=lambda k: (k.startswith("3des"), k))
               for isa in isas}
    heights = [len(kernels[i]) + 2.2 for i in isas]
    fig = figure(11, 0.26 * sum(heights) + 1.2)
    axes = fig.subplots(len(isas), 1, gridspec_kw={"height_ratios": heights}, squeeze=False)[:, 0]
    for ax, isa in zip(axes, isas):
        part = ok[ok.isa == isa]
        names = kernels[isa]
        cores = sorted(set(part.core), key=lambda c: (part[part.core == c].mhz.iloc[0], c))
        step = 0.7 / max(1, len(cores))
        for j, core in enumerate(cores):
            mine = part[part.core == core]
            y = [names.index(k) - 0.35 + step * (j + 0.5) for k in mine.kernel]
            mhz = mine.mhz.iloc[0]
            ax.plot(mine[value], y, MARKERS[j % len(MARKERS)], ms=5, ls="", gid=f"{isa}:{core}",
                    label=f"{core} ({mhz:g} MHz)")
        for k in range(1, len(names), 2):            # every other row shaded, to follow a row across
            ax.axhspan(k - 0.5, k + 0.5, color="0.95", zorder=0)
        ax.set_yticks(range(len(names)), names, fontsize=8, **LITERAL)
        ax.set_ylim(len(names) - 0.5, -0.5)
        log = _needs_log(part[value])
        if log:
            ax.set_xscale("log")
            lo, hi = part[value].min(), part[value].max()
            ax.set_xlim(lo / 1.5, hi * 1.5)
            from matplotlib.ticker import LogLocator, FuncFormatter
            ax.xaxis.set_major_locator(LogLocator(subs=(1, 2, 5)))
            ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}"))
        else:
            ax.set_xlim(0, part[value].max() * 1.15)
        ax.grid(True, axis="x", which="major", color="0.85")
        ax.set_title(f"{ISA_NAMES.get(isa, isa)}: {len(names)} kernels on {len(cores)} cores"
                     + (" (log scale)" if log else ""), fontsize=10, loc="left")
        ax.set_xlabel("Mb/s of plaintext at the core's reference clock" + (", log scale" if log else ""),
                      fontsize=8)
        ax.legend(title="core (reference clock)", fontsize=7, title_fontsize=7, loc="upper left",
                  bbox_to_anchor=(1.01, 1), frameon=False)
    fig.suptitle(title or "Emulated DES and Triple-DES throughput: every kernel on every core of "
                 "its instruction set (further right is faster)", fontsize=11)
    fig.set_layout_engine("constrained")
    return fig

