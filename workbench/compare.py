"""The S-box lookup comparison: the same DES round written in each lookup style, timed on each
core of its ISA, reported per round and per lookup with the lost cycles by cause."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

import numpy as np

from .cores import get_core, registry
from .errors import WorkbenchError
from .kernel import Kernel, all_kernels
from .budget import plan_run
from .runner import execute_kernel

ROUNDS = 16
# The styles are the kernels whose manifest has a [compare] table (style, lookups_per_round):
# the built-in ones and any in the user's WORKBENCH_KERNELS folders. Each one's "round" region is
# the 16 rounds of one DES block (the manifest loader checks both).


def style_kernels(kernels: dict[str, Kernel]) -> list[Kernel]:
    """The kernels that are rows of the comparison, by instruction set, then name."""
    return sorted((k for k in kernels.values() if k.sbox_style), key=lambda k: (k.isa, k.name))


@dataclass
class CompareRow:
    style: str
    kernel: str
    core: str
    instructions_per_round: float
    cycles_per_round: float
    cycles_per_lookup: float
    lost_per_round: dict[str, float] = field(default_factory=dict)
    note: str = ""

    def to_dict(self) -> dict:
        return asdict(self)


def default_cores() -> list[str]:
    return sorted(registry())


def compare(cores: list[str] | None = None, blocks: int = 32, progress=None) -> list[CompareRow]:
    cores = cores or default_cores()
    known = registry()
    unknown = [c for c in cores if c not in known]
    if unknown:
        raise WorkbenchError(f"unknown core(s) {', '.join(unknown)} (have: {', '.join(sorted(known))})")
    styles = style_kernels(all_kernels())
    plan = [(k, [c for c in cores if get_core(c).isa == k.isa]) for k in styles]
    plan = [(k, mine) for k, mine in plan if mine]
    if not plan:
        raise WorkbenchError(_nothing_to_compare(cores, styles))
    for kernel, _ in plan:                # the size checked before the first run
        plan_run(kernel, blocks, budget_option=False)
    rows: list[CompareRow] = []
    for kernel, mine in plan:
        name = kernel.name
        if progress:
            progress(f"compare-sbox: {name} on {', '.join(mine)}")
        _, trace = execute_kernel(kernel, blocks, budget_option=False)
        in_round = np.array([s.region == "round" for s in trace.static])[trace.index]
        n_rounds = ROUNDS * blocks
        for core in mine:
            try:
                timing = get_core(core).time(trace)
            except WorkbenchError as e:       # e.g. BSWAP on the 386
                rows.append(CompareRow(kernel.sbox_style, name, core, None, None, None, {},
                                       f"not runnable: {e}"))
                continue
            cost = timing.cost()
            lost = {c: round(float(a[in_round].sum()) / n_rounds, 2) for c, a in timing.lost.items()
                    if a[in_round].any()}
            cyc = float(cost[in_round].sum()) / n_rounds
            rows.append(CompareRow(kernel.sbox_style, name, core,
                                   round(float(in_round.sum()) / n_rounds, 2), round(cyc, 2),
                                   round(cyc / kernel.lookups_per_round, 2), lost))
    return rows


def _nothing_to_compare(cores: list[str], styles: list[Kernel]) -> str:
    """Why the comparison has no row: no style kernel at all, or none for these cores' ISAs."""
    if not styles:
        return ("no kernel has an S-box lookup style to compare: a kernel is a row of compare-sbox "
                "when its manifest has a [compare] table (style = \"...\"), and none of the kernel "
                "folders has one")
    isas = sorted({get_core(c).isa for c in cores})
    by_isa: dict[str, list[str]] = {}
    for k in styles:
        by_isa.setdefault(k.isa, []).append(k.name)
    runs_on = {isa: sorted(c for c in registry() if get_core(c).isa == isa) for isa in by_isa}
    have = "; ".join(f"{isa}: {', '.join(names)} (cores {', '.join(runs_on[isa])})"
                     for isa, names in sorted(by_isa.items()))
    return (f"no S-box lookup style is written for {'/'.join(isas)}, the instruction set of "
            f"{', '.join(cores)}: the styles are {have}; pick one of those cores")


def plot(rows: list[CompareRow], path=None, format: str | None = None):
    """Cycles per round, one group per lookup style, one bar per core (the legend names the cores;
    a core that cannot run a style has no bar there). Written to ``path`` (PNG, SVG, ...: see
    workbench.charts.save) when given; returns the Figure."""
    from .charts import LITERAL, figure, save
    styles = list(dict.fromkeys(r.kernel for r in rows))
    cores = list(dict.fromkeys(r.core for r in rows))
    fig = figure(max(8, 1.4 * len(styles) + 2), 5)
    ax = fig.add_subplot()
    value = {(r.kernel, r.core): r.cycles_per_round for r in rows if r.cycles_per_round is not None}
    here = {k: [c for c in cores if (k, c) in value] for k in styles}   # the cores that ran style k
    width = 0.8 / max([1] + [len(v) for v in here.values()])
    for core in cores:                         # each style's bars centred on its label
        xs = [i + (here[k].index(core) - (len(here[k]) - 1) / 2) * width
              for i, k in enumerate(styles) if core in here[k]]
        ys = [value[(k, core)] for k in styles if core in here[k]]
        if not xs:                             # ran nothing (the text says why): not in the legend
            continue
        bars = ax.bar(xs, ys, width, label=core, gid=f"core-{core}")
        ax.bar_label(bars, fmt="%.0f", fontsize=7)
    ax.set_xticks(range(len(styles)), styles, rotation=20, ha="right", rotation_mode="anchor",
                  fontsize=8, **LITERAL)
    ax.margins(y=0.08)
    ax.set_ylabel("clocks per DES round")
    ax.set_title("S-box lookup styles: one DES round on each core")
    ax.legend(title="core")
    fig.set_layout_engine("constrained")
    if path is not None:
        save(fig, path, format)
    return fig
