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


def plot(steps: list[Step], path, title: str = "") -> None:
    """A Gantt chart: one row per instruction, the stall before it hatched, its execution solid."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    if not steps:
        raise WorkbenchError("nothing to plot: the selection is empty")
    pipes = list(dict.fromkeys(s.pipe for s in steps))
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    fig, ax = plt.subplots(figsize=(11, 0.28 * len(steps) + 1.6))
    for y, st in enumerate(steps):
        stall = sum(st.waits.values())
        if stall:
            ax.barh(y, stall, left=st.cycle - stall, color="#dddddd", hatch="///", edgecolor="#999999")
            ax.text(st.cycle + st.base + 0.3, y, ", ".join(f"{k} {v}" for k, v in st.waits.items()),
                    va="center", fontsize=7, color="#aa3333")
        ax.barh(y, max(st.base, 0.3), left=st.cycle, color=colours[pipes.index(st.pipe) % len(colours)])
    ax.set_yticks(range(len(steps)), [s.text for s in steps], fontsize=7, family="monospace")
    ax.invert_yaxis()
    ax.set_xlabel("cycle")
    handles = [plt.Rectangle((0, 0), 1, 1, color=colours[i % len(colours)]) for i in range(len(pipes))]
    handles.append(plt.Rectangle((0, 0), 1, 1, facecolor="#dddddd", hatch="///", edgecolor="#999999"))
    names = ["executing" if len(pipes) == 1 else f"pipe {p}" for p in pipes]
    ax.legend(handles, names + ["waiting"], fontsize=8, loc="lower right")
    right = max(s.cycle + s.base for s in steps)
    ax.set_xlim(min(s.cycle - sum(s.waits.values()) for s in steps) - 1, right + 0.25 * (right - steps[0].cycle) + 12)
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
