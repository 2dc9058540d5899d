"""The S-box lookup comparison: the same DES round written in each lookup style, timed on each
core of its ISA, reported per round and per lookup with the lost cycles by cause."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

import numpy as np

from .cores import get_core, registry
from .errors import WorkbenchError
from .kernel import all_kernels
from .budget import plan_run
from .runner import execute_kernel

ROUNDS = 16
LOOKUPS_PER_ROUND = 8
# (style label, kernel): each kernel's "round" region is the 16 rounds of one DES block
STYLES = (
    ("Karn 1994, 16-bit real mode: mov bl,al / xor L,[bx+SP] with 66h prefixes", "des-karn-rm16"),
    ("Karn's round in 32-bit protected mode", "des-karn-pm32"),
    ("Young des586: byte moves into bl/cl", "des-young586"),
    ("Young des686: mov/and 0fch/shr 8, no partial writes", "des-young686"),
    ("movzx ebx,al for each index", "des-movzx"),
    ("Mikkelsen des-som3: split load and xor, pipes kept busy", "des-som3"),
    ("Biham 64-bit expanded: extbl / s8addq / ldq", "des-biham"),
    ("libdes 32-bit on Alpha (its round by hand, compiler style)", "des-libdes-alpha-hand"),
    ("Biham's 8 boxes on PA-RISC 2.0: extrd,u / ldd,s", "des-biham-pa"),
    ("Corella 2000: 4 double S-boxes, extrd,u / ldd,s (4 lookups a round)", "des-corella"),
)
# lookups per round where a style does not look up the eight boxes one by one
LOOKUPS = {"des-corella": 4}


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
    kernels = all_kernels()
    for _, name in STYLES:              # the size checked before the first run
        if name in kernels:
            plan_run(kernels[name], blocks, budget_option=False)
    rows: list[CompareRow] = []
    for style, name in STYLES:
        if name not in kernels:
            continue
        kernel = kernels[name]
        mine = [c for c in cores if get_core(c).isa == kernel.isa]
        if not mine:
            continue
        if progress:
            progress(f"compare-sbox: {name} on {', '.join(mine)}")
        _, trace = execute_kernel(kernel, blocks, budget_option=False)
        in_round = np.array([s.region == "round" for s in trace.static])[trace.index]
        n_rounds = ROUNDS * blocks
        for core in mine:
            try:
                timing = get_core(core).time(trace)
            except WorkbenchError as e:       # e.g. BSWAP on the 386
                rows.append(CompareRow(style, name, core, None, None, None, {}, f"not runnable: {e}"))
                continue
            cost = timing.cost()
            lost = {c: round(float(a[in_round].sum()) / n_rounds, 2) for c, a in timing.lost.items()
                    if a[in_round].any()}
            cyc = float(cost[in_round].sum()) / n_rounds
            rows.append(CompareRow(style, name, core, round(float(in_round.sum()) / n_rounds, 2),
                                   round(cyc, 2), round(cyc / LOOKUPS.get(name, LOOKUPS_PER_ROUND), 2), lost))
    return rows


def plot(rows: list[CompareRow], path) -> None:
    """Cycles per round, one group per lookup style, one bar per core."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    styles = list(dict.fromkeys(r.kernel for r in rows))
    cores = list(dict.fromkeys(r.core for r in rows))
    fig, ax = plt.subplots(figsize=(max(8, 1.4 * len(styles) + 2), 5))
    width = 0.8 / max(1, len(cores))
    for j, core in enumerate(cores):
        xs, ys = [], []
        for i, k in enumerate(styles):
            r = next((r for r in rows if r.kernel == k and r.core == core), None)
            if r and r.cycles_per_round is not None:
                xs.append(i + j * width)
                ys.append(r.cycles_per_round)
        bars = ax.bar(xs, ys, width, label=core)
        ax.bar_label(bars, fmt="%.0f", fontsize=7)
    ax.set_xticks([i + 0.4 - width / 2 for i in range(len(styles))], styles, rotation=20, ha="right", fontsize=8)
    ax.set_ylabel("clocks per DES round (8 lookups)")
    ax.set_title("S-box lookup styles: one DES round on each core")
    ax.legend(title="core")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
