"""Altinok, Peker, Temizel, "Bit-level Parallelization of 3DES Encryption on GPU" (arXiv:2007.10752).

Table I of the paper (3DES-EDE3 ECB encryption time in ms, 4 .. 131072 blocks) beside ours:

* GPU: the three designs of :mod:`workbench.gpu3des` (the paper's bit-level design with its
  hazards fixed, a table-driven and a bitsliced kernel), kernel-only times (as the paper's
  profiler figures) from the newest results file in ``workbench/papers/data/altinok/`` written by
  ``python -m workbench.gpu3des.measure``; the with-transfer time is in each row's breakdown. With
  no results file the GPU rows have ``measured=None`` and say that no GPU was available.
* CPU: this machine, measured now (:mod:`workbench.gpu3des.cpu`): the paper's char-per-bit
  algorithm in C on one thread (numpy where no C compiler is found) next to the paper's OpenMP
  baseline, plus PyCryptodome and the bitsliced kernel's program compiled for this CPU, which
  have no published counterpart.
* Speed-up of the GPU over the CPU per size (the paper's Tables II/III are speed-ups; docs/targets.md
  gives their summary, 10.70x for GPU-1 over CPU-1 above 8 KB), published figures derived from
  Table I, ours from our GPU file and CPU run.
"""
from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence

from ..gpu3des import TABLE_I_BLOCKS, cpu, kernels, results
from . import UNLIKE, Paper, Row

SOURCE = "Altinok, Peker, Temizel, arXiv:2007.10752, Table I (typed from docs/targets.md)"
TITLE = "Altinok, Peker, Temizel: Bit-level Parallelization of 3DES Encryption on GPU (Table I)"

# Table I, 3DES ECB encryption time in ms: RTX 2060 Super, GTX 1660 Super, Ryzen 5 3600 (OpenMP),
# i7-9700K (OpenMP). Source: docs/targets.md, section "Altinok, Peker, Temizel".
PUBLISHED_COLUMNS = ("RTX 2060 Super", "GTX 1660 Super", "Ryzen 5 3600 (OpenMP)", "i7-9700K (OpenMP)")
TABLE_I = {
    4: (0.032, 0.029, 0.012, 0.017),
    8: (0.033, 0.030, 0.014, 0.016),
    16: (0.033, 0.030, 0.034, 0.028),
    32: (0.032, 0.030, 0.055, 0.050),
    64: (0.033, 0.031, 0.107, 0.096),
    128: (0.032, 0.031, 0.209, 0.184),
    256: (0.035, 0.037, 0.406, 0.367),
    512: (0.050, 0.064, 0.718, 0.653),
    1024: (0.089, 0.120, 1.387, 1.237),
    2048: (0.161, 0.225, 2.401, 2.463),
    4096: (0.305, 0.438, 5.498, 4.977),
    8192: (0.592, 0.862, 11.986, 10.144),
    16384: (1.184, 1.725, 20.354, 16.701),
    32768: (2.324, 3.396, 35.319, 29.843),
    65536: (4.511, 6.261, 67.626, 52.587),
    131072: (8.399, 12.441, 131.577, 100.715),
}
# docs/targets.md: "Average GPU-1 speed-up over CPU-1 for files over 8 KB: 10.70x".
PUBLISHED_AVG_SPEEDUP_OVER_8KB = 10.70
GPU1, CPU1 = 0, 2   # GPU-1 and CPU-1 taken as the first GPU and CPU columns of Table I

GPU_DESIGNS = kernels.DESIGNS


def size_label(blocks: int) -> str:
    n = 8 * blocks
    return f"{n // 1048576}MB" if n >= 1048576 else f"{n // 1024}KB" if n >= 1024 else f"{n}B"


def same_card(ours: str, published: str) -> bool:
    """Whether our GPU's name names the published card (letters and digits, any case)."""
    norm = lambda s: "".join(c for c in s.lower() if c.isalnum())
    return norm(published) in norm(ours)


# The rows below compare figures measured on other machines: the verdict each says first where
# the published figure is not a like-for-like target (docs/targets.md, Altinok: Table I).
def cpu_unlike(impl: str) -> str:
    """The not-like-for-like verdict of a CPU row of the paper's algorithm (``bitlevel-c`` or
    ``bitlevel-numpy``)."""
    ours = ("in C on one thread of this machine: another thread count and processor"
            if impl == "bitlevel-c" else
            "in numpy on one thread of this machine: another language, thread count and processor")
    return (UNLIKE + "the published figure is the paper's char-per-bit code in C++ with OpenMP on "
            f"the 6 cores of a {PUBLISHED_COLUMNS[CPU1].removesuffix(' (OpenMP)')} (Table I); ours "
            f"runs the same algorithm {ours}, shown for scale, not as a reproduction. ")


SPEEDUP_UNLIKE = (UNLIKE + f"the published speed-up divides the paper's C++/OpenMP time on a "
                  f"{PUBLISHED_COLUMNS[CPU1].removesuffix(' (OpenMP)')} by its {PUBLISHED_COLUMNS[GPU1]} time (Table I); "
                  "ours divides our one-thread char-per-bit time on this machine by our GPU "
                  "time: other code and machines on both sides, shown for scale. ")


def _gpu_rows(n: int, res: results.GpuResults | None) -> list[Row]:
    out = []
    for design in GPU_DESIGNS:
        published = TABLE_I[n][GPU1] if design == "paper" else None
        base = dict(paper="altinok", unit="ms", kernel=f"gpu:{design}",
                    figure=f"Table I, {n} blocks ({size_label(n)}): GPU, {kernels.DESIGN_TITLES[design]}",
                    breakdown={"blocks": float(n)})
        against = (f"published: {PUBLISHED_COLUMNS[GPU1]}, the paper's code" if published is not None
                   else "no published counterpart (compare with the paper-design row)")
        if res is None:
            out.append(Row(**base, published=published, measured=None, core="no GPU",
                           note="no GPU was available: no results file in workbench/papers/data/altinok/ "
                                f"(run python -m workbench.gpu3des.measure on a GPU); {against}"))
            continue
        kernel_ms = res.time_ms(design, n, "kernel")
        total_ms = res.time_ms(design, n, "total")
        note = f"kernels only, median; {res.describe()}; {against}"
        if published is not None and not same_card(res.gpu, PUBLISHED_COLUMNS[GPU1]):
            note = (f"{UNLIKE}the published figure is the paper's code on a "
                    f"{PUBLISHED_COLUMNS[GPU1]}, ours its design (hazards fixed) on {res.gpu}: "
                    f"another card, shown for scale. {note}")
        if kernel_ms is None:
            note = f"not in the results file {res.path.name} (size or design not measured); {against}"
        bd = dict(base["breakdown"])
        if total_ms is not None:
            bd["with_transfers_ms"] = total_ms
        base["breakdown"] = bd
        out.append(Row(**base, published=published, measured=kernel_ms, core=res.gpu, note=note))
    out.append(Row(paper="altinok", unit="ms", kernel="published:gtx1660super",
                   figure=f"Table I, {n} blocks ({size_label(n)}): GPU-2 {PUBLISHED_COLUMNS[1]}",
                   published=TABLE_I[n][1], measured=None, core=PUBLISHED_COLUMNS[1],
                   note="published figure only; our GPU figure is in the rows above",
                   breakdown={"blocks": float(n)}))
    return out


def _cpu_rows(n: int, times: dict[tuple[str, int], cpu.CpuTime], cpu_model: str,
              impls: Sequence[str]) -> list[Row]:
    out = []
    for impl in impls:
        t = times.get((impl, n))
        if t is None:
            continue
        published = TABLE_I[n][CPU1] if impl in cpu.BITLEVEL else None
        against = (f"published: {PUBLISHED_COLUMNS[CPU1]}, the same char-per-bit code in C++ with "
                   "OpenMP on 6 cores" if published is not None else "no published counterpart")
        out.append(Row(paper="altinok", unit="ms", kernel=f"cpu:{impl}",
                       figure=f"Table I, {n} blocks ({size_label(n)}): CPU, {cpu.TITLES[impl]}",
                       published=published, measured=t.ms_median, core=cpu_model,
                       note=(cpu_unlike(impl) if published is not None else "") +
                       f"this machine ({cpu_model}), measured now, median of {t.repeats}; {against}",
                       breakdown={"blocks": float(n), "ms_min": t.ms_min, "repeats": float(t.repeats)}))
    out.append(Row(paper="altinok", unit="ms", kernel="published:i7-9700k",
                   figure=f"Table I, {n} blocks ({size_label(n)}): CPU-2 {PUBLISHED_COLUMNS[3]}",
                   published=TABLE_I[n][3], measured=None, core=PUBLISHED_COLUMNS[3],
                   note="published figure only; our CPU figures are in the rows above",
                   breakdown={"blocks": float(n)}))
    return out


def _speedup(n: int, gpu_ms: float | None, cpu_ms: float | None, gpu_name: str) -> Row:
    pub = TABLE_I[n][CPU1] / TABLE_I[n][GPU1]
    measured = None if gpu_ms in (None, 0) or cpu_ms is None else cpu_ms / gpu_ms
    note = ((SPEEDUP_UNLIKE if measured is not None else "") +
            f"published: {PUBLISHED_COLUMNS[CPU1]} / {PUBLISHED_COLUMNS[GPU1]} from Table I; "
            + ("ours: char-per-bit on one thread of this CPU / paper design on " + gpu_name
               if measured is not None else "ours: needs a GPU results file (no GPU was available)"))
    return Row(paper="altinok", unit="x", kernel="speedup:paper-gpu/bitlevel-cpu",
               figure=f"speed-up GPU-1 over CPU-1, {n} blocks ({size_label(n)})",
               published=round(pub, 3), measured=measured, core=gpu_name, note=note,
               breakdown={"blocks": float(n)})


def rows(progress: Callable[[str], None] | None = None, blocks: Sequence[int] = TABLE_I_BLOCKS,
         results_dir=None, cpu_impls: Sequence[str] | None = None, **cpu_options) -> list[Row]:
    """Table I rows for ``blocks`` (any subset of the 16 sizes): published, our GPU, our CPU
    (``cpu_impls``, default :func:`cpu.implementations`)."""
    cpu_impls = cpu.implementations() if cpu_impls is None else tuple(cpu_impls)
    unknown = [n for n in blocks if n not in TABLE_I]
    if unknown:
        raise ValueError(f"sizes not in Table I: {unknown}")
    files = results.load_all(results_dir)
    res = files[-1] if files else None
    if progress:
        progress(f"altinok: GPU results: {res.describe() if res else 'none (no GPU was available)'}")
    cpu_model = cpu.cpu_description()
    times = {(t.impl, t.blocks): t
             for t in cpu.measure(blocks, cpu_impls, progress=progress, **cpu_options)}
    out: list[Row] = []
    speedups = []
    for n in blocks:
        out += _gpu_rows(n, res)
        out += _cpu_rows(n, times, cpu_model, cpu_impls)
        gpu_ms = res.time_ms("paper", n, "kernel") if res else None
        cpu_t = next((times[(impl, n)] for impl in cpu.BITLEVEL if (impl, n) in times), None)
        sp = _speedup(n, gpu_ms, cpu_t.ms_median if cpu_t else None, res.gpu if res else "no GPU")
        out.append(sp)
        if 8 * n > 8192:
            speedups.append(sp)
    if speedups:
        derived = statistics.mean(TABLE_I[r_n][CPU1] / TABLE_I[r_n][GPU1]
                                  for r_n in (int(r.breakdown["blocks"]) for r in speedups))
        ours = [r.measured for r in speedups if r.measured is not None]
        sizes = f"{size_label(int(speedups[0].breakdown['blocks']))}..{size_label(int(speedups[-1].breakdown['blocks']))}"
        out.append(Row(
            paper="altinok", unit="x", kernel="speedup:average-over-8KB",
            figure=f"average speed-up GPU-1 over CPU-1, files over 8 KB ({sizes})",
            published=PUBLISHED_AVG_SPEEDUP_OVER_8KB,
            measured=statistics.mean(ours) if len(ours) == len(speedups) else None,
            core=res.gpu if res else "no GPU",
            note=((SPEEDUP_UNLIKE if len(ours) == len(speedups) else "") +
                  f"published 10.70x (docs/targets.md); the mean of {PUBLISHED_COLUMNS[CPU1]} / "
                  f"{PUBLISHED_COLUMNS[GPU1]} over these sizes of Table I is {derived:.2f}x, so the "
                  "published average does not follow from Table I with this pairing; ours: "
                  + ("char-per-bit on one thread of this CPU over the paper design on the GPU"
                     if len(ours) == len(speedups) else "needs a GPU results file")),
            breakdown={"table_i_mean": round(derived, 3)}))
    return out


def chart(rows: list[Row], path=None, format: str | None = None):
    """Log-log time against blocks, one line per series, like the paper's Figure 4. Written to
    ``path`` (PNG, SVG, ...: see workbench.charts.save) when given; returns the Figure."""
    from ..charts import figure, save

    fig = figure(8, 5.5)
    ax = fig.add_subplot()
    sizes = sorted({int(r.breakdown["blocks"]) for r in rows if r.unit == "ms"})
    styles = ("o--", "s--", "^--", "v--")
    pub_colors = ("tab:gray", "tab:brown", "tab:olive", "tab:pink")
    for col, label in enumerate(PUBLISHED_COLUMNS):
        ax.plot(sizes, [TABLE_I[n][col] for n in sizes], styles[col], color=pub_colors[col],
                markersize=4, linewidth=1, label=f"paper: {label}")
    series: dict[str, list[tuple[int, float, str]]] = {}
    for r in rows:
        if r.unit == "ms" and r.measured is not None and not r.kernel.startswith("published"):
            series.setdefault(r.kernel, []).append((int(r.breakdown["blocks"]), r.measured, r.core))
    our_colors = iter(("tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple", "tab:cyan"))
    for kernel, pts in series.items():
        pts.sort()
        where, impl = kernel.split(":", 1)
        label = f"ours ({where.upper()} {pts[0][2]}): {impl}"
        ax.plot([p[0] for p in pts], [p[1] for p in pts], "o-", markersize=4, label=label,
                color=next(our_colors, None))
    if not any(k.startswith("gpu:") for k in series):
        ax.text(0.02, 0.98, "no GPU results file: our GPU designs not measured",
                transform=ax.transAxes, va="top", fontsize=8, color="firebrick")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("blocks of 8 bytes")
    ax.set_ylabel("3DES-EDE3 ECB encryption time (ms)")
    ax.set_title("Altinok et al. Table I / Figure 4 beside this workbench", fontsize=10)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7, loc="lower right")
    fig.set_layout_engine("constrained")
    if path is not None:
        save(fig, path, format, dpi=120)
    return fig


HEADLINE_BLOCKS = (128, 8192, 131072)     # 1 KB, 64 KB, 1 MB


def headline(rows_: list[Row]) -> list[Row]:
    """The README's excerpt: the 1 KB, 64 KB and 1 MB rows and the summary rows."""
    return [r for r in rows_ if int(r.breakdown.get("blocks", 0)) in HEADLINE_BLOCKS
            or "blocks" not in r.breakdown]


PAPER = Paper("altinok", TITLE, rows, chart, headline, measures_host=True)
