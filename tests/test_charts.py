"""The charts a reader trusts at a glance (issue 23, item 4): a legend for every colour, the 10%
band, no text outside the figure, register names shown as written, the numbers drawn equal to
the result objects the text tables print, PA-RISC and DSP rows in the throughput chart, and
every chart as SVG with its text kept as text."""
from __future__ import annotations

import io
import json
import re
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from matplotlib.text import Text

from workbench.charts import ISA_NAMES, save, svg_text, throughput
from workbench.compare import CompareRow
from workbench.compare import plot as compare_plot
from workbench.papers import Row, altinok
from workbench.reproduce import fmt, markdown, ratio_chart, ratio_label
from workbench.runner import run
from workbench.timeline import Step, format_text, plot, timeline, wait_spans

ROOT = Path(__file__).resolve().parents[1]

# The rows of results/biham.json with both figures (the chart whose last label, "... published
# 686)", ran off the figure), and one without a published figure: one ratio above the 10% band,
# one below it, the others in it.
BIHAM_LIKE = [
    Row("biham", "DES ECB, Biham expanded format on 21164 (EV5) at 300 MHz", 417, 404.0, "clocks/block",
        "des-biham", "ev5"),
    Row("biham", "DES ECB throughput, Biham expanded format on 21164 (EV5) at 300 MHz", 46.0, 47.53, "Mb/s",
        "des-biham", "ev5"),
    Row("biham", "instructions per DES block", 634, 644.1, "instructions/block", "des-biham"),
    Row("biham", "S-box lookup instructions, share of all", 61.0, 59.6, "%", "des-biham"),
    Row("biham", "DES ECB, libdes row: our C, GCC 12 -O2 -mcpu=ev5 on 21164 (EV5) at 300 MHz", 686,
        868.1, "clocks/block", "des-libdes-alpha", "ev5"),
    Row("biham", "DES ECB throughput, libdes row: our C, GCC 12 -O2 -mcpu=ev5 on 21164 (EV5) at 300 MHz",
        28.0, 22.12, "Mb/s", "des-libdes-alpha", "ev5"),
    Row("biham", "no published figure for this one", None, 1021.5, "clocks/block", "des-libdes-alpha-c", "ev4"),
]


def drawn_texts(fig) -> list[Text]:
    """The texts a draw with the Agg renderer actually draws (a tick label outside the view
    limits exists but is not drawn), after the layout has run."""
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    seen = []
    original = renderer.draw_text

    def record(gc, x, y, s, prop, angle, ismath=False, mtext=None):
        seen.append(mtext)
        return original(gc, x, y, s, prop, angle, ismath=ismath, mtext=mtext)

    renderer.draw_text = record
    try:
        fig.draw(renderer)
    finally:
        del renderer.draw_text
    return [t for t in dict.fromkeys(seen) if t is not None]


def texts_outside(fig) -> list[str]:
    """Every drawn, non-empty text whose extent (Agg) leaves the figure."""
    texts = drawn_texts(fig)
    assert texts, "nothing drawn"
    renderer = fig.canvas.get_renderer()
    box = fig.bbox
    out = []
    for t in texts:
        if not t.get_text().strip():
            continue
        e = t.get_window_extent(renderer)
        if e.x0 < box.x0 - 0.5 or e.y0 < box.y0 - 0.5 or e.x1 > box.x1 + 0.5 or e.y1 > box.y1 + 0.5:
            out.append(f"{t.get_text()!r} at x {e.x0:.0f}..{e.x1:.0f}, y {e.y0:.0f}..{e.y1:.0f} "
                       f"(figure {box.x1:.0f} x {box.y1:.0f})")
    return out


def labels_outside_their_axes(fig) -> list[str]:
    """Every drawn text placed among an axes' data (a bar's figures, a wait's causes) that crosses
    that axes' frame (results/biham.png: "... published 686)" ran over the frame to the edge)."""
    drawn = set(drawn_texts(fig))
    renderer = fig.canvas.get_renderer()
    out = []
    for ax in fig.axes:
        box = ax.get_window_extent(renderer)
        for t in ax.texts:
            if t in drawn and t.get_text().strip():
                e = t.get_window_extent(renderer)
                if e.x0 < box.x0 - 0.5 or e.x1 > box.x1 + 0.5 or e.y0 < box.y0 - 0.5 or e.y1 > box.y1 + 0.5:
                    out.append(f"{t.get_text()!r} at x {e.x0:.0f}..{e.x1:.0f} (axes {box.x0:.0f}..{box.x1:.0f})")
    return out


def legend_texts(fig) -> list[str]:
    legends = list(fig.legends) + [ax.get_legend() for ax in fig.axes if ax.get_legend()]
    return [t.get_text() for lg in legends for t in lg.get_texts()]


def bars(fig, prefix: str) -> dict[str, object]:
    return {p.get_gid(): p for ax in fig.axes for p in ax.patches
            if (p.get_gid() or "").startswith(prefix)}


# ---- 1. the ratio chart: legend, band, nothing clipped ---------------------------------------

def test_ratio_chart_says_what_each_colour_means_and_shades_the_10_percent_band():
    fig = ratio_chart("biham", BIHAM_LIKE)
    legend = legend_texts(fig)
    assert any("within 10%" in t and "aim" in t for t in legend), legend
    drawn = bars(fig, "ratio-")
    colours = {tuple(p.get_facecolor()) for p in drawn.values()}
    assert len(colours) == 3                          # in the band, above it, below it
    legends = list(fig.legends)
    keyed = {tuple(h.get_facecolor()) for lg in legends for h in lg.legend_handles}
    assert colours <= keyed, "a bar colour with no legend entry"
    ax = fig.axes[0]
    band = next(p for p in ax.patches if p.get_gid() == "band")
    assert (band.get_x(), band.get_x() + band.get_width()) == pytest.approx((0.9, 1.1))
    assert band.get_y() == 0 and band.get_height() == 1         # across every row (axes height)


BIG = [Row("x", "a figure in the millions", 1_234_567.0, 1_600_000.0, "clocks"),
       Row("x", "a figure that agrees", 1_000_000.0, 1_000_000.0, "clocks")]


@pytest.mark.parametrize("rows", [BIHAM_LIKE, BIG], ids=["biham", "big-figures"])
def test_ratio_chart_keeps_every_label_inside_the_figure(tmp_path, rows):
    fig = ratio_chart("biham", rows, tmp_path / "biham.png")
    assert texts_outside(fig) == []
    assert labels_outside_their_axes(fig) == []
    assert (tmp_path / "biham.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_ratio_chart_numbers_are_the_rows_numbers():
    """Bar widths and the figures beside them come from the Row objects, and read as the text
    table (reproduce.markdown) prints them."""
    fig = ratio_chart("biham", BIHAM_LIKE)
    pairs = [r for r in BIHAM_LIKE if r.ratio is not None]
    drawn = bars(fig, "ratio-")
    assert len(drawn) == len(pairs)
    table = markdown(BIHAM_LIKE)
    right = [t.get_text() for t in fig.axes[1].get_yticklabels()]
    assert len(right) == len(pairs)
    for i, r in enumerate(pairs):
        assert drawn[f"ratio-{i}"].get_width() == pytest.approx(r.ratio)
        assert right[i] == ratio_label(r) == \
            f"{r.ratio:.2f}  (ours {fmt(r.measured)} / published {fmt(r.published)})"
        line = next(x for x in table.splitlines() if r.figure in x)
        assert f"| {fmt(r.published)} | {fmt(r.measured)} |" in line
    left = [t.get_text().replace("\n", " ") for t in fig.axes[0].get_yticklabels()]
    assert left == [f"{r.figure} [{r.unit}]" for r in pairs]


def test_ratio_chart_draws_the_sensitivity_range_as_an_error_bar():
    """reproduce --sensitivity fills each row's range; its ratios are rounded to 4 places, so the
    low end can lie a hair above the bar's own ratio (reproduce karn --sensitivity stopped with
    matplotlib's "'xerr' must not contain negative values")."""
    rows = [Row("x", "a figure", 100, 95.0, "clocks/block", sensitivity={"low": 90.0, "high": 120.0,
                "ratio_low": 0.9, "ratio_high": 1.2, "settled": False, "alternatives": []}),
            Row("x", "rounded", 100, 94.99996, "clocks/block", sensitivity={"low": 94.99996, "high": 96.0,
                "ratio_low": round(0.9499996, 4), "ratio_high": 0.96, "settled": True, "alternatives": []})]
    fig = ratio_chart("x", rows)
    ax = fig.axes[0]
    err = [c for c in ax.collections if c.get_gid() == "sensitivity"]
    segs = [[tuple(p) for p in s] for c in err for s in c.get_segments()]
    assert segs == [[(0.9, 0), (1.2, 0)], [(0.95, 1), (0.96, 1)]]
    assert any("disputed" in t for t in legend_texts(fig))
    assert texts_outside(fig) == []


def test_ratio_chart_with_nothing_to_compare_says_so(tmp_path):
    fig = ratio_chart("x", [Row("x", "only ours", None, 3.0, "clocks/block")], tmp_path / "x.png")
    assert [t.get_text() for t in fig.texts] == \
        ["x: no row has both a published and a measured figure to compare"]
    assert texts_outside(fig) == [] and (tmp_path / "x.png").stat().st_size > 1000


# ---- 2 and 3. the timeline chart: names as written, the Step list's numbers --------------------

ALPHA_STEPS = [Step(0, 10, "E0", 1, {}, "xor $10,$11,$11"), Step(1, 12, "E1", 0, {"slotting": 1}, "ldq $8,8($19)"),
               Step(2, 13, "E0", 1, {}, "addq $1,$2,$3  # $5 and $6")]


def test_timeline_chart_shows_alpha_register_names_as_written(tmp_path):
    fig = plot(ALPHA_STEPS, tmp_path / "t.svg")
    labels = fig.axes[0].get_yticklabels()
    assert [t.get_text() for t in labels] == [s.text for s in ALPHA_STEPS]
    assert not any(t.get_parse_math() for t in labels)
    svg = (tmp_path / "t.svg").read_text()
    for s in ALPHA_STEPS:              # rendered as the literal text, not as mathtext glyphs
        assert f">{escape(s.text)}</text>" in svg, s.text


@pytest.fixture(scope="module")
def p5_steps():
    return timeline(run("des-karn-rm16", "p5", blocks=1, budget_option=False), "round", 0, 40)


@pytest.mark.parametrize("kernel,core", [("des-karn-rm16", "p5"), ("des-som2", "p5"),
                                         ("des-karn-rm16", "i486"), ("des-biham", "ev5"),
                                         ("des-davio-dsp-ecb", "dsp56001"), ("des-movzx", "p6")])
def test_timeline_chart_numbers_are_the_steps_numbers(kernel, core):
    """Each row's solid bar starts at the cycle the text prints and is its clocks wide; the hatched
    bars add up to the waits the text prints, labelled the same; and in order no wait is drawn
    over another or before the instruction ahead of it issued (the Pentium drew a cache miss
    charged after the issue as a wait before it, over the two instructions ahead:
    "xor eax, dword ptr es:[si]" at 237 waiting from 216 while "mov eax, edx" issued at 223)."""
    region = "round" if core != "dsp56001" else None
    steps = timeline(run(kernel, core, blocks=1, budget_option=False), region, 0, 40)
    text = format_text(steps).splitlines()[1:]
    fig = plot(steps)
    issue, before, after = bars(fig, "issue-"), bars(fig, "wait-before-"), bars(fig, "wait-after-")
    labels = {t.get_gid(): t.get_text() for t in fig.axes[0].texts}
    in_order = all(q.cycle >= p.cycle for p, q in zip(steps, steps[1:]))
    hatched, ahead = [], None                     # ahead: the last issue cycle before this one's
    for y, (st, line) in enumerate(zip(steps, text)):
        if y and steps[y - 1].cycle != st.cycle:
            ahead = steps[y - 1].cycle
        assert line.split()[0] == str(st.cycle)
        bar = issue[f"issue-{y}"]
        assert bar.get_x() == st.cycle and bar.get_width() == pytest.approx(max(st.base, 0.3))
        b, a = before.get(f"wait-before-{y}"), after.get(f"wait-after-{y}")
        assert (b.get_width() if b else 0) + (a.get_width() if a else 0) == sum(st.waits.values())
        if b:
            assert b.get_x() + b.get_width() <= st.cycle
            if in_order and ahead is not None:
                assert b.get_x() >= ahead, f"{st.text} waits from {b.get_x()}, before {ahead}"
            hatched.append((b.get_x(), b.get_x() + b.get_width()))
        if a:
            assert a.get_x() >= st.cycle + st.base
            hatched.append((a.get_x(), a.get_x() + a.get_width()))
        if st.waits:
            waits = ", ".join(f"{k} {v}" for k, v in st.waits.items())
            assert labels[f"waits-{y}"] == waits and waits in line
    if in_order:
        hatched.sort()
        assert all(p[1] <= q[0] for p, q in zip(hatched, hatched[1:])), "waits drawn over each other"
    else:
        assert core == "p6"                       # out of order: the waits are attributions
    assert texts_outside(fig) == [] and labels_outside_their_axes(fig) == []


@pytest.mark.parametrize("kernel", ["des-karn-rm16", "des-som2"])
def test_the_pentium_timeline_tiles_the_cycles_between_issues(kernel):
    """On the Pentium the losses after a pair's issue (a cache miss, a dependency) are drawn after
    its clocks, and the next pair's prefix, AGI and fetch losses before its issue, so from one
    pair to the next every cycle the text counts is drawn once: each pair's waits start where the
    last pair's drawing ends."""
    steps = timeline(run(kernel, "p5", blocks=1, budget_option=False), "round", 0, 120)
    spans = wait_spans(steps)
    assert any(sp.after for sp in spans) and any(sp.before for sp in spans[1:])
    groups: dict[int, list] = {}
    for st, sp in zip(steps, spans):
        groups.setdefault(st.cycle, []).append((st, sp))
    ends = []
    for cycle, members in groups.items():
        start = min(sp.before_at if sp.before else cycle for _, sp in members)
        end = max(max(sp.after_at + sp.after, st.cycle + st.base) for st, sp in members)
        ends.append((start, end))
    assert all(nxt[0] == prev[1] for prev, nxt in zip(ends, ends[1:]))


def test_timeline_labels_stay_inside_the_figure_on_a_long_window():
    steps = [Step(i, 3 * i, "U", 1, {"prefix": 1, "dependency": 1, "cache": 9, "fetch": 9},
                  f"xor ecx, dword ptr [bx + {i:#x}]") for i in range(12)]
    fig = plot(steps)
    assert texts_outside(fig) == [] and labels_outside_their_axes(fig) == []


# ---- 5. the throughput chart: a panel per instruction set, PA-RISC and DSP included -----------

@pytest.fixture(scope="module")
def sweep_df():
    import workbench
    jobs = [("des-som2", "i386", {}), ("des-som2", "p6", {}), ("des-biham", "ev4", {}),
            ("des-biham", "ev5", {}), ("des-corella", "pa8600", {}), ("des-sp-gcc", "pa8500", {}),
            ("des-davio-dsp-ecb", "dsp56001", {}), ("des-karn-rm16", "p6", {})]
    return workbench.sweep([(k, c, {"blocks": 2, **kw}) for k, c, kw in jobs], errors="record")


def test_throughput_chart_has_a_panel_per_isa_with_every_row(sweep_df):
    fig = throughput(sweep_df)
    ok = sweep_df[sweep_df.error.isna()]
    assert len(ok) == 7                                     # des-karn-rm16 cannot run on p6
    titles = [ax.get_title(loc="left") for ax in fig.axes]
    assert [t.split(":")[0] for t in titles] == ["x86", "Alpha", "PA-RISC", "DSP56000"]
    drawn = {}
    for ax in fig.axes:
        names = [t.get_text() for t in ax.get_yticklabels()]
        for line in ax.get_lines():
            isa, core = line.get_gid().split(":")
            for x, y in zip(line.get_xdata(), line.get_ydata()):
                drawn[(names[round(y)], core)] = x
    assert drawn == {(r.kernel, r.core): r.mbps for r in ok.itertuples()}
    assert {"pa8600", "pa8500", "dsp56001"} <= {c for _, c in drawn}
    by_isa = dict(zip(("x86", "alpha", "parisc", "dsp56k"), fig.axes))
    for isa, ax in by_isa.items():
        v = ok[ok.isa == isa].mbps
        assert ax.get_xscale() == ("log" if v.max() / v.min() > 10 else "linear"), isa
        assert ax.get_legend() and ax.get_legend().get_texts()
        assert ax.get_xlim()[0] < v.min() and ax.get_xlim()[1] > v.max()   # nothing off the axis
    assert texts_outside(fig) == []


def test_the_notebook_draws_through_the_chart_and_tables_every_core():
    """notebooks/throughput.ipynb draws with workbench.charts.throughput and tables each
    instruction set of workbench.charts.ISA_NAMES, which names every kernel's (its table selected
    the x86 and Alpha cores by name, so the PA-RISC and DSP rows were empty)."""
    from workbench.kernel import all_kernels
    nb = json.loads((ROOT / "notebooks" / "throughput.ipynb").read_text())
    code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    assert "from workbench.charts import throughput" in code and "throughput(ran)" in code
    assert "for isa, name in ISA_NAMES.items()" in code and "CLOCKS" not in code
    assert {k.isa for k in all_kernels().values()} <= set(ISA_NAMES)


# ---- 6. every chart as SVG with its text as text -----------------------------------------------

def _altinok_rows(tmp_path):
    return altinok.rows(None, blocks=(4, 64), results_dir=tmp_path, cpu_impls=("pycryptodome",),
                        budget_s=0.02, min_repeats=1, max_repeats=2)


def test_every_chart_writes_svg_with_text_as_text(tmp_path, p5_steps):
    altinok_rows = _altinok_rows(tmp_path)
    compare_rows = [CompareRow("movzx", "des-movzx", "i486", 30.0, 66.4, 8.3),
                    CompareRow("movzx", "des-movzx", "p5", 30.0, 55.9, 7.0)]
    charts = {"ratio": lambda target, f=None: ratio_chart("biham", BIHAM_LIKE, target, f),
              "timeline": lambda target, f=None: plot(p5_steps, target, "des-karn-rm16 on p5", f),
              "compare": lambda target, f=None: compare_plot(compare_rows, target, f),
              "altinok": lambda target, f=None: altinok.chart(altinok_rows, target, f)}
    for name, draw in charts.items():
        path = tmp_path / f"{name}.svg"
        fig = draw(path)
        svg = path.read_text()
        assert svg.startswith("<?xml") and "<svg" in svg, name
        assert re.search(r"<text[^>]*>[^<]*[A-Za-z]{3}", svg), f"{name}: text drawn as paths"
        assert "<dc:date>" not in svg, name
        buf = io.BytesIO()
        draw(buf, "svg")
        assert buf.getvalue().decode() == svg == svg_text(fig), name    # the same bytes each time
        assert texts_outside(fig) == [] and labels_outside_their_axes(fig) == [], name
    assert "des-karn-rm16 on p5" in (tmp_path / "timeline.svg").read_text()
    assert "ours 868.1 / published 686" in (tmp_path / "ratio.svg").read_text()


def test_svg_ids_take_a_prefix_so_two_charts_can_share_a_page():
    one = svg_text(ratio_chart("biham", BIHAM_LIKE), prefix="biham-")
    two = svg_text(ratio_chart("karn", BIHAM_LIKE[:2]), prefix="karn-")
    ids = [re.findall(r'\sid="([^"]+)"', x) for x in (one, two)]
    assert ids[0] and all(i.startswith("biham-") for i in ids[0]) and "biham-ratio-0" in ids[0]
    assert all(i.startswith("karn-") for i in ids[1]) and not set(ids[0]) & set(ids[1])
    for svg, mine in zip((one, two), ids):          # every reference points at an id of its own chart
        refs = re.findall(r'url\(#([^)]+)\)|xlink:href="#([^"]+)"', svg)
        assert refs and {a or b for a, b in refs} <= set(mine)


def test_a_file_object_needs_a_format():
    with pytest.raises(ValueError, match="format"):
        save(ratio_chart("biham", BIHAM_LIKE), io.BytesIO())


def test_write_outputs_still_writes_the_png(tmp_path, monkeypatch):
    import workbench.reproduce as reproduce      # the module, not the package's function
    monkeypatch.setattr(reproduce, "get_paper", lambda pid: type("P", (), {"chart": None})())
    paths = reproduce.write_outputs("biham", BIHAM_LIKE, tmp_path)
    png = tmp_path / "biham.png"
    assert png in paths and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_compare_chart_numbers_are_the_rows_numbers_centred_on_each_style():
    """compare-sbox --plot: one bar per (style, core) that ran, its height the row's cycles per
    round and its label those cycles as the text rounds them; a style that only some cores run
    has its bars centred on its label (they sat left of it, in the slots of the absent cores), and
    a core that ran nothing is not in the legend."""
    rows = [CompareRow("biham", "des-biham", "ev5", 40.0, 63.9, 8.0),
            CompareRow("movzx", "des-movzx", "i486", 30.0, 87.2, 10.9),
            CompareRow("movzx", "des-movzx", "p5", 30.0, 79.4, 9.9),
            CompareRow("movzx", "des-movzx", "i386", None, None, None, {}, "not runnable: BSWAP")]
    fig = compare_plot(rows)
    ax = fig.axes[0]
    drawn = {(round(p.get_x() + p.get_width() / 2, 6), p.get_gid()): p.get_height() for p in ax.patches}
    assert drawn == {(0.0, "core-ev5"): 63.9, (1 - 0.2, "core-i486"): 87.2, (1 + 0.2, "core-p5"): 79.4}
    assert sorted(t.get_text() for t in ax.texts) == ["64", "79", "87"]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["des-biham", "des-movzx"]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["ev5", "i486", "p5"]
    assert texts_outside(fig) == []


def test_charts_leave_pyplot_and_the_backend_alone(tmp_path):
    """A chart drawn from a notebook must not switch its backend to Agg (matplotlib.use) or leave
    figures open in pyplot: the charts use a Figure of their own and never import pyplot."""
    import subprocess
    import sys
    code = ("import sys, matplotlib\n"
            "from workbench.papers import Row\n"
            "from workbench.reproduce import ratio_chart\n"
            "from workbench.timeline import Step, plot\n"
            "before = matplotlib.get_backend()\n"
            f"ratio_chart('x', [Row('x', 'a', 10, 11.0, 'clocks')], {str(tmp_path / 'r.svg')!r})\n"
            f"plot([Step(0, 1, 'U', 1, {{}}, 'nop')], {str(tmp_path / 't.png')!r})\n"
            "print('matplotlib.pyplot' in sys.modules, matplotlib.get_backend() == before)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "MPLBACKEND": "svg", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "True"]
