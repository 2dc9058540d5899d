"""The instruction timeline: for each retired instruction, the cycle it issued in, its pipe or
port, its base clocks and why it waited. Text for a terminal, a matplotlib chart for a person."""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .errors import WorkbenchError


@dataclass
class Step:
    n: int                 # position in the trace
    cycle: int             # issue cycle
    pipe: str
    base: int
    waits: dict[str, int] = field(default_factory=dict)
    text: str = ""
    where: str = ""

    def to_dict(self) -> dict:
        return self.__dict__.copy()


def timeline(run, region: str | None = "round", start: int = 0, count: int = 40) -> list[Step]:
    """Steps of a workbench.runner.Run: the first ``count`` instructions of ``region`` after
    skipping ``start`` of them (region None: the whole trace)."""
    if start < 0:
        raise WorkbenchError(f"--start must be 0 or more, not {start}")
    if count < 1:
        raise WorkbenchError(f"--count must be at least 1, not {count}")
    trace, timing, program = run.trace, run.timing, run.program
    if region:
        names = {s.region for s in trace.static}
        if region not in names:
            raise WorkbenchError(f"kernel '{run.kernel.name}' has no region '{region}' "
                                 f"(have: {', '.join(sorted(n for n in names if n))})")
        sel = np.nonzero(np.array([s.region == region for s in trace.static])[trace.index])[0]
    else:
        sel = np.arange(len(trace))
    if start >= len(sel):
        blocks = f" in {trace.meta.blocks:,} blocks" if trace.meta.blocks else ""
        where = (f"region '{region}' retires {len(sel):,} of the run's {len(trace):,} instructions"
                 if region else f"the run retires {len(trace):,} instructions") + blocks
        raise WorkbenchError(f"--start {start:,} is past the end: {where}; give --start "
                             f"0..{max(len(sel) - 1, 0):,}, or more --blocks")
    sel = sel[start:start + count]
    steps = []
    for i in sel.tolist():
        s = trace.static[trace.index[i]]
        pipe = timing.pipe_names[timing.pipe[i]] if timing.pipe is not None and timing.pipe_names else ""
        ln = s.line
        steps.append(Step(i, int(timing.issue[i]), pipe, int(timing.base[i]), timing.cause_of(i),
                          s.text, f"{program.path.split('/')[-1]}:{ln}" if ln else ""))
    return steps


def format_text(steps: list[Step]) -> str:
    lines = [f"{'cycle':>7} {'pipe':>4} {'clk':>3}  {'instruction':<44} {'waited for':<28} source"]
    for st in steps:
        waits = ", ".join(f"{k} {v}" for k, v in st.waits.items())
        lines.append(f"{st.cycle:>7} {st.pipe:>4} {st.base:>3}  {st.text:<44.44} {waits:<28} {st.where}")
    return "\n".join(lines)


def wait_spans(steps: list[Step]) -> list[tuple[int, int]]:
    """How the chart splits each step's waits: (cycles drawn before its issue cycle, cycles drawn
    after its clocks), from the steps' own numbers, so the drawing never contradicts them.

    The models charge a lost cycle to the instruction that lost it, but not all of them lose it
    before the issue: on the in-order x86 cores and the DSP every loss comes before the issue
    (issue = the previous issue + its clocks + this one's losses); on the 21064/21164 too, where
    ``clk`` is the 1 of a new issue cycle (issue = the previous issue + this one's clk and losses);
    on the Pentium a pair issues after its prefix, AGI and fetch losses and its cache, dependency
    and pairing losses follow the issue. A wait is therefore drawn before the issue only as far back
    as the end of what the instructions before it were drawn doing, and the rest after the
    instruction's clocks. Out of order (the issue cycles go back), the waits are attributions,
    drawn before the issue."""
    stall = [sum(s.waits.values()) for s in steps]
    pairs = list(zip(steps, steps[1:]))
    if any(b.cycle < a.cycle for a, b in pairs) or \
            all(b.cycle - a.cycle == b.base + w for (a, b), w in zip(pairs, stall[1:])):
        return [(w, 0) for w in stall]
    out, frontier = [], None
    for st, w in zip(steps, stall):
        before = w if frontier is None else min(w, max(0, st.cycle - frontier))
        out.append((before, w - before))
        end = st.cycle + st.base + w - before
        frontier = end if frontier is None else max(frontier, end)
    return out


WAIT_STYLE = {"facecolor": "#dddddd", "edgecolor": "#999999"}


def plot(steps: list[Step], path=None, title: str = "", format: str | None = None):
    """A Gantt chart: one row per instruction, its clocks solid from its issue cycle (the ``cycle``
    of the text), the cycles it lost hatched (split before/after its issue by
    :func:`wait_spans`), labelled as the text labels them. Instructions are shown as written
    (``$1`` is an Alpha register, not mathtext). Written to ``path`` (PNG, SVG, ...: see
    workbench.charts.save) when given; returns the Figure."""
    from matplotlib.patches import Patch

    from .charts import LITERAL, figure, keep_inside, save
    if not steps:
        raise WorkbenchError("nothing to plot: the selection is empty")
    pipes = list(dict.fromkeys(s.pipe for s in steps))
    colours = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
               "#7f7f7f", "#bcbd22", "#17becf"]
    fig = figure(11, 0.28 * len(steps) + 1.9)
    ax = fig.add_subplot()
    spans = wait_spans(steps)
    labels = []
    for y, (st, (before, after)) in enumerate(zip(steps, spans)):
        if before:
            ax.barh(y, before, left=st.cycle - before, hatch="///", gid=f"wait-before-{y}", **WAIT_STYLE)
        ax.barh(y, max(st.base, 0.3), left=st.cycle, gid=f"issue-{y}",
                color=colours[pipes.index(st.pipe) % len(colours)])
        if after:
            ax.barh(y, after, left=st.cycle + st.base, hatch="\\\\\\", gid=f"wait-after-{y}",
                    **WAIT_STYLE)
        if st.waits:
            labels.append(ax.text(st.cycle + max(st.base, 0.3) + after + 0.3, y,
                                  ", ".join(f"{k} {v}" for k, v in st.waits.items()),
                                  va="center", fontsize=7, color="#aa3333", gid=f"waits-{y}", **LITERAL))
    ax.set_yticks(range(len(steps)), [s.text for s in steps], fontsize=7, family="monospace", **LITERAL)
    ax.set_ylim(len(steps) - 0.5, -0.5)
    ax.set_xlabel("cycle (the issue cycle is where the solid bar starts)")
    handles = [Patch(color=colours[i % len(colours)],
                     label="clocks" if len(pipes) == 1 and not pipes[0] else f"clocks, pipe {p}")
               for i, p in enumerate(pipes)]
    if any(b for b, _ in spans):
        handles.append(Patch(hatch="///", label="waiting before the issue", **WAIT_STYLE))
    if any(a for _, a in spans):
        handles.append(Patch(hatch="\\\\\\", label="lost after the issue", **WAIT_STYLE))
    fig.legend(handles=handles, loc="outside lower center", ncol=len(handles), fontsize=8, frameon=False)
    left = min(s.cycle - b for s, (b, _) in zip(steps, spans))
    right = max(s.cycle + max(s.base, 0.3) + a for s, (_, a) in zip(steps, spans))
    ax.set_xlim(left - 1, right + 1)
    ax.set_title(title, **LITERAL)
    fig.set_layout_engine("constrained")
    keep_inside(ax, labels)
    if path is not None:
        save(fig, path, format)
    return fig
