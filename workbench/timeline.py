"""The instruction timeline: for each retired instruction, the cycle it issued in, its pipe or
port, its base clocks and why it waited. Text for a terminal, a matplotlib chart for a person."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

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


class Span(NamedTuple):
    """Where the chart draws one step's waits: ``before`` cycles from ``before_at`` (ending at or
    before its issue cycle) and ``after`` cycles from ``after_at`` (after its clocks)."""
    before_at: int
    before: int
    after_at: int
    after: int


def wait_spans(steps: list[Step]) -> list[Span]:
    """How the chart draws each step's waits, from the steps' own numbers, so that the drawing
    never contradicts them.

    The models charge a lost cycle to the instruction that lost it, but not all of them lose it
    before the issue. On the in-order x86 cores and the DSP every loss comes before the issue
    (issue = the previous issue + its clocks + this one's losses); on the 21064/21164 too, where
    ``clk`` is the 1 of a new issue cycle (issue = the previous issue + this one's clk and losses).
    On the Pentium a pair issues after its prefix, AGI and fetch losses, and its cache, dependency
    and pairing losses follow: the next pair starts after the clocks and the losses of both.

    So the instructions that issue in one cycle are a group, and in order each group's waits
    ``W`` split into ``pre`` before its issue and ``W - pre`` after its clocks ``B`` (each drawn
    one instruction after another, so they tile the cycles between the issues), with the
    next group's issue = this issue + ``B`` + ``W - pre`` + the next ``pre``. That chain fixes every
    group's ``pre`` from the first one's, and ``0 <= pre <= W`` everywhere bounds the first: the
    largest first ``pre`` in the bounds is taken (all before, on the in-order scalar cores; on
    the Pentium a group with no waits pins it). Where no first ``pre`` fits (out of order, or a
    model of another shape), the waits are drawn before the issue, as attributions. A window of a
    region can skip instructions (a call out of it): each unbroken run is taken on its own."""
    out: list[Span] = []
    first = 0
    for k in range(1, len(steps) + 1):
        if k == len(steps) or steps[k].n != steps[k - 1].n + 1:
            out += _run_spans(steps[first:k])
            first = k
    return out


def _run_spans(steps: list[Step]) -> list[Span]:
    """:func:`wait_spans` of instructions that retired one after another."""
    stall = [sum(s.waits.values()) for s in steps]
    everything_before = [Span(st.cycle - w, w, st.cycle + st.base, 0) for st, w in zip(steps, stall)]
    pairs = list(zip(steps, steps[1:]))
    if any(b.cycle < a.cycle for a, b in pairs) or \
            all(b.cycle - a.cycle == b.base + w for (a, b), w in zip(pairs, stall[1:])):
        return everything_before
    groups = []                                  # (first, past the last, cycle, clocks, waits)
    i = 0
    while i < len(steps):
        j = i
        while j < len(steps) and steps[j].cycle == steps[i].cycle:
            j += 1
        groups.append((i, j, steps[i].cycle, sum(s.base for s in steps[i:j]), sum(stall[i:j])))
        i = j
    shift = [0]                                  # pre of group g = pre of the first + shift[g]
    for (_, _, c0, b0, w0), (_, _, c1, _, _) in zip(groups, groups[1:]):
        shift.append(shift[-1] + c1 - c0 - b0 - w0)
    low = max(-d for d in shift)
    high = min(w - d for (_, _, _, _, w), d in zip(groups, shift))
    if low > high:
        return everything_before
    out: list[Span] = []
    for (i, j, cycle, clocks, _), d in zip(groups, shift):
        room, end, at = high + d, cycle, cycle + clocks
        for k in range(i, j):
            before = min(stall[k], room)
            room -= before
            out.append(Span(end - before, before, at, stall[k] - before))
            end -= before
            at += stall[k] - before
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
    for y, (st, (before_at, before, after_at, after)) in enumerate(zip(steps, spans)):
        if before:
            ax.barh(y, before, left=before_at, hatch="///", gid=f"wait-before-{y}", **WAIT_STYLE)
        ax.barh(y, max(st.base, 0.3), left=st.cycle, gid=f"issue-{y}", zorder=3,   # over a wait
                color=colours[pipes.index(st.pipe) % len(colours)])                 # from its cycle
        if after:
            ax.barh(y, after, left=after_at, hatch="\\\\\\", gid=f"wait-after-{y}",
                    **WAIT_STYLE)
        if st.waits:
            labels.append(ax.text((after_at + after if after else st.cycle + max(st.base, 0.3)) + 0.3, y,
                                  ", ".join(f"{k} {v}" for k, v in st.waits.items()),
                                  va="center", fontsize=7, color="#aa3333", gid=f"waits-{y}", **LITERAL))
    ax.set_yticks(range(len(steps)), [s.text for s in steps], fontsize=7, family="monospace", **LITERAL)
    ax.set_ylim(len(steps) - 0.5, -0.5)
    ax.set_xlabel("cycle (the issue cycle is where the solid bar starts)")
    handles = [Patch(color=colours[i % len(colours)],
                     label="clocks" if len(pipes) == 1 and not pipes[0] else f"clocks, pipe {p}")
               for i, p in enumerate(pipes)]
    if any(sp.before for sp in spans):
        in_order = all(b.cycle >= a.cycle for a, b in zip(steps, steps[1:]))
        handles.append(Patch(hatch="///", **WAIT_STYLE, label="waiting before the issue" if in_order
                             else "cycles charged to it (out of order: an attribution)"))
    if any(sp.after for sp in spans):
        handles.append(Patch(hatch="\\\\\\", label="lost after the issue", **WAIT_STYLE))
    fig.legend(handles=handles, loc="outside lower center", ncol=len(handles), fontsize=8, frameon=False)
    left = min(min(s.cycle, sp.before_at) for s, sp in zip(steps, spans))
    right = max(max(s.cycle + max(s.base, 0.3), sp.after_at + sp.after) for s, sp in zip(steps, spans))
    ax.set_xlim(left - 1, right + 1)
    ax.set_title(title, **LITERAL)
    fig.set_layout_engine("constrained")
    keep_inside(ax, labels)
    if path is not None:
        save(fig, path, format)
    return fig
