"""How far the disputed cost-model parameters move the published rows (``reproduce --sensitivity``).

A machine file marks a parameter [D] where its sources disagree, takes one value with its reasons
and keeps the others as ``alternatives``. For every row that compares a timed figure with a
published one, this re-times the row's kernel on the row's core once per documented alternative
(one parameter changed at a time, the same trace) and reports the range. A row is *settled* when
no alternative moves it by more than ``THRESHOLD``; otherwise the reader sees which parameter
unsettles it and by how much.

The row's own figure is scaled by the ratio of total cycles (alternative / chosen) on that trace:
clocks per block and milliseconds per operation are both proportional to the run's cycles.
"""
from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field

from .cores import get_core, registry
from .errors import WorkbenchError
from .kernel import find_kernel
from .machine import MachineSpec
from .papers import Row
from .runner import execute_kernel

THRESHOLD = 0.02                    # a row moved by more than 2% is "not settled"
UNITS = ("clocks/block", "ms/operation")
DEFAULT_BLOCKS = 64


@dataclass
class Alternative:
    machine: str
    param: str
    name: str
    value: object
    figure: float               # the row's figure with this value
    change: float               # relative to the chosen value's figure

    def label(self) -> str:
        return f"{self.machine} {self.param}={self.value} ({self.name})"


@dataclass
class Assessment:
    row: Row
    blocks: int
    alternatives: list[Alternative] = field(default_factory=list)

    @property
    def low(self) -> float:
        return min([self.row.measured] + [a.figure for a in self.alternatives])

    @property
    def high(self) -> float:
        return max([self.row.measured] + [a.figure for a in self.alternatives])

    @property
    def settled(self) -> bool:
        return all(abs(a.change) <= THRESHOLD for a in self.alternatives)

    def movers(self) -> list[Alternative]:
        return [a for a in self.alternatives if abs(a.change) > THRESHOLD]

    def to_dict(self) -> dict:
        pub = self.row.published
        return {"low": round(self.low, 3), "high": round(self.high, 3),
                "ratio_low": None if not pub else round(self.low / pub, 4),
                "ratio_high": None if not pub else round(self.high / pub, 4),
                "settled": self.settled, "threshold": THRESHOLD, "blocks": self.blocks,
                "alternatives": [{"machine": a.machine, "param": a.param, "name": a.name,
                                  "value": a.value, "figure": round(a.figure, 3),
                                  "change": round(a.change, 4)} for a in self.alternatives]}


def disputed(spec: MachineSpec) -> list[tuple[str, str, object]]:
    """(parameter, alternative name, value) for every [D] parameter with documented alternatives
    that the core reads (a file's ``outside_core`` parameters cannot move the core's figure, and
    re-timing a long trace for each of them costs seconds)."""
    return [(key, name, value) for key, p in sorted(spec.params.items())
            if "[D]" in p.source and spec.read_by_core(key)
            for name, value in sorted(p.alternatives.items())]


_CORE = re.compile(r"(\S+)(?: at [\d.]+ MHz)?")      # "p5" or "p5 at 60 MHz"; not "i486 (override)"


def core_of(row: Row) -> str | None:
    """The registered core a row was timed on with the machine file's own values, else None."""
    m = _CORE.fullmatch(row.core or "")
    return m.group(1) if m and m.group(1) in registry() else None


def _qualifies(row: Row) -> bool:
    return (row.published is not None and row.measured is not None and row.unit in UNITS
            and bool(row.kernel) and core_of(row) is not None)


def paper_blocks(paper) -> int:
    """The block count a paper module times its rows at (its BLOCKS), else DEFAULT_BLOCKS."""
    module = importlib.import_module(paper.rows.__module__)
    return int(getattr(module, "BLOCKS", DEFAULT_BLOCKS))


Retimed = dict[str, tuple[int, list[tuple[str, str, object, int]]]]


def row_blocks(row: Row, blocks: int = DEFAULT_BLOCKS) -> int:
    """The block count a row is assessed at: the one its figure was timed at where the paper
    says so (``Row.blocks``), else the paper's (``blocks``)."""
    return row.blocks or blocks


def units(rows: list[Row], blocks: int = DEFAULT_BLOCKS) -> list[tuple[str, int, tuple[str, ...]]]:
    """What :func:`assess` re-times for ``rows``: (kernel, blocks, cores) per kernel and block
    count of a qualifying row whose core has [D] alternatives, in the order the rows first name
    them. Each is independent of the others (``reproduce --jobs`` spreads them over processes)."""
    cores: dict[tuple[str, int], list[str]] = {}
    for row in rows:
        if _qualifies(row):
            core = core_of(row)
            if disputed(get_core(core).spec):
                have = cores.setdefault((row.kernel, row_blocks(row, blocks)), [])
                if core not in have:
                    have.append(core)
    return [(kernel, n, tuple(c)) for (kernel, n), c in cores.items()]


def retime(kernel: str, blocks: int, cores: tuple[str, ...], progress=None,
           traces: dict | None = None) -> Retimed:
    """Execute ``kernel`` at ``blocks`` once (or take its trace from ``traces``) and time it on
    each of ``cores`` with the machine file's values and with each documented alternative of a
    [D] parameter, one changed at a time: {core: (cycles, [(param, name, value, cycles)])}."""
    say = progress or (lambda msg: None)
    traces = {} if traces is None else traces
    key = (kernel, blocks)
    if key not in traces:
        say(f"sensitivity: {kernel} ({blocks} blocks)")
        traces[key] = execute_kernel(find_kernel(kernel), blocks)[1]
    trace = traces[key]
    out: Retimed = {}
    for core in cores:
        model = get_core(core)
        timed = []
        for param, name, value in disputed(model.spec):
            try:
                spec = model.spec.with_overrides(**{param: value})
                cycles = get_core(core, spec).time(trace).total_cycles
            except (WorkbenchError, TypeError, ValueError, KeyError) as e:
                raise WorkbenchError(f"{model.spec.path}: alternative {name} = {value!r} of "
                                     f"[D] parameter '{param}' cannot be timed: {e}") from None
            timed.append((param, name, value, cycles))
        out[core] = (model.time(trace).total_cycles, timed)
    return out


def assess(rows: list[Row], blocks: int = DEFAULT_BLOCKS, progress=None,
           traces: dict | None = None, retimed: dict | None = None) -> list[Assessment]:
    """Assess every qualifying row; sets ``row.sensitivity`` and returns the assessments.
    ``retimed``: {(kernel, blocks): :func:`retime`'s result} done elsewhere (other processes);
    what it lacks is re-timed here."""
    retimed = {} if retimed is None else retimed
    for kernel, n, cores in units(rows, blocks):
        if (kernel, n) not in retimed:
            retimed[(kernel, n)] = retime(kernel, n, cores, progress, traces)
    out = []
    for row in rows:
        if not _qualifies(row):
            continue
        core = core_of(row)
        model = get_core(core)
        n = row_blocks(row, blocks)
        a = Assessment(row, n)
        if disputed(model.spec):
            base, timed = retimed[(row.kernel, n)][core]
            for param, name, value, cycles in timed:
                figure = row.measured * cycles / base
                a.alternatives.append(Alternative(model.spec.name, param, name, value, figure,
                                                  cycles / base - 1))
        row.sensitivity = a.to_dict()
        out.append(a)
    return out


def markdown(assessments: list[Assessment]) -> str:
    lines = ["| paper | figure | kernel / core | published | ours | range under [D] alternatives "
             "| ratio range | settled | what moves it more than 2% |",
             "|---|---|---|---|---|---|---|---|---|"]
    for a in assessments:
        r = a.row
        d = a.to_dict()
        ratio = ("-" if d["ratio_low"] is None else f"{d['ratio_low']:.2f}–{d['ratio_high']:.2f}")
        movers = "; ".join(f"{m.label()}: {m.figure:,.1f} ({m.change:+.1%})" for m in a.movers())
        if not a.alternatives:
            movers = "no [D] parameter with an alternative on this core"
        lines.append(f"| {r.paper} | {r.figure} | {r.kernel} / {r.core} | {r.published:,g} | "
                     f"{r.measured:,.1f} | {a.low:,.1f}–{a.high:,.1f} | {ratio} | "
                     f"{'yes' if a.settled else 'no'} | {movers or '-'} |")
    return "\n".join(lines) + "\n"
