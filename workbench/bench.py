"""``workbench bench``: simulation speed and memory of every kernel on every core it runs on.

All rates are retired instructions per second of the kernel at ``blocks`` blocks, measured in
this one process, each the median of ``repeat`` runs (time.perf_counter), after one untimed
warm-up run (so per-program caches and compiled C helpers are built, as in a long session):

  bare        the ISA's engine with no hooks at all (x86: unicorn's ``run_untraced``; ISAs whose
              engine is our own interpreter have no separate bare figure)
  capture     execution producing the Trace (block sequence and data-access log)
  timing      the core's cost model over that Trace
  end to end  ``workbench run``'s whole path: layout, assembly, capture, verification, timing
  x bare      end-to-end seconds over bare seconds
  peak MB     the largest Python/numpy heap during one end-to-end run (tracemalloc; memory that
              C libraries allocate themselves, such as unicorn's, is not in it), measured in a
              separate, untimed run because tracing slows Python down

Benchmarks belong here, not in timed unit tests: these machines are shared and noisy; compare
ratios measured in one process.

``document`` wraps the rows with the machine and settings they were measured with (what
``results/bench.json`` holds); ``markdown`` turns that document into the README's "Speed" table,
with each row's end-to-end rate against the speed goal of its core (``GOALS``).
"""
from __future__ import annotations

import json
import os
import platform
import statistics
import time
import tracemalloc
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .cores import get_core, registry
from .errors import WorkbenchError
from .kernel import all_kernels, find_kernel
from .budget import plan_run
from .layouts import build_layout
from .runner import isa_layer, run, test_data, time_trace

BENCH_START = "<!-- bench:start -->"
BENCH_END = "<!-- bench:end -->"

# The project's end-to-end speed goals, M retired instructions/s with timing (issue 27): the x86
# i386/i486/P5 cores 60, the P6 family 25, our own interpreters (Alpha, PA-RISC, DSP56000) 20.
# Goals, not model parameters: nothing is timed with them; the table says which rows reach them.
GOALS = {"i386": 60e6, "i486": 60e6, "p5": 60e6, "p6": 25e6, "pii": 25e6}
OWN_ISA_GOAL = 20e6

COLUMNS = ("kernel", "core", "blocks", "instructions", "bare_per_s", "capture_per_s",
           "timing_per_s", "end_to_end_per_s", "x_bare", "peak_mb", "error")


@dataclass
class BenchRow:
    kernel: str
    core: str
    blocks: int
    instructions: int = 0
    bare_per_s: float | None = None
    capture_per_s: float | None = None
    timing_per_s: float | None = None
    end_to_end_per_s: float | None = None
    x_bare: float | None = None
    peak_mb: float | None = None
    error: str = ""

    def to_dict(self) -> dict:
        return asdict(self)


def _median_seconds(fn, repeat: int) -> tuple[float, object]:
    out, times = None, []
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def _pairs(kernels: list[str] | None, cores: list[str] | None) -> list[tuple[str, list[str]]]:
    names = kernels or sorted(all_kernels())
    for n in names:
        find_kernel(n)                          # a clear error for an unknown kernel
    core_isa = {name: factory().isa for name, factory in registry().items()}
    for c in cores or ():
        if c not in core_isa:
            get_core(c)                         # raises the unknown-core error
    out = []
    for n in names:
        kernel_isa = find_kernel(n).isa
        cs = [c for c in (cores or sorted(core_isa)) if core_isa[c] == kernel_isa]
        if cs:
            out.append((n, cs))
    if not out:
        raise WorkbenchError("no kernel runs on the cores chosen")
    return out


def _peak_mb(fn) -> float:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def bench_kernel(kernel_name: str, cores: list[str], blocks: int, repeat: int,
                 memory: bool = True) -> list[BenchRow]:
    """One kernel: bare and capture once, then timing and end to end on each core."""
    kernel = find_kernel(kernel_name)
    layer = isa_layer(kernel.isa)
    keys, data, iv = test_data(blocks)
    keys = keys if kernel.cipher == "3des" else keys[:1]
    layout = build_layout(kernel, keys, data, iv)
    program = layer.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    entry = program.symbols[kernel.entry]
    bare = None
    if hasattr(layer, "run_untraced"):
        layer.run_untraced(program, layout.image, entry)
        bare, _ = _median_seconds(lambda: layer.run_untraced(program, layout.image, entry), repeat)

    budget = plan_run(kernel, blocks, budget_option=False).budget

    def capture():
        return layer.execute(program, layout.image, entry, budget).trace

    trace = capture()
    cap, trace = _median_seconds(capture, repeat)
    n = len(trace)
    trace.meta.verified, trace.meta.blocks = True, blocks
    rows = []
    for core in cores:
        row = BenchRow(kernel_name, core, blocks, n, None if bare is None else n / bare, n / cap)
        try:
            time_trace(kernel, program, trace, core, None, blocks)
            tm, _ = _median_seconds(lambda: time_trace(kernel, program, trace, core, None, blocks),
                                    repeat)
            run(kernel_name, core, blocks=blocks)      # the untimed warm-up (the known answers)
            e2e, _ = _median_seconds(lambda: run(kernel_name, core, blocks=blocks), repeat)
            row.timing_per_s, row.end_to_end_per_s = n / tm, n / e2e
            row.x_bare = None if bare is None else e2e / bare
            if memory:
                row.peak_mb = _peak_mb(lambda: run(kernel_name, core, blocks=blocks))
        except WorkbenchError as e:
            row.error = str(e)
        rows.append(row)
    return rows


def bench(kernels: list[str] | None = None, cores: list[str] | None = None, blocks: int = 2000,
          repeat: int = 3, memory: bool = True, progress=None, operations: int = 2) -> list[BenchRow]:
    """Every chosen kernel on every chosen core of its ISA (default: all of them). Cipher
    kernels run ``blocks`` blocks; arithmetic kernels (Montgomery products, RSA) run
    ``operations`` operations, each of which is a long run of its own."""
    rows: list[BenchRow] = []
    pairs = _pairs(kernels, cores)
    counts = {}
    for name, _ in pairs:              # every size checked before the first run
        kernel = find_kernel(name)
        counts[name] = blocks if kernel.cipher in ("des", "3des") else operations
        plan_run(kernel, counts[name], budget_option=False)
    for i, (name, cs) in enumerate(pairs):
        count = counts[name]
        if progress:
            progress(f"[{i + 1}/{len(pairs)}] {name} on {', '.join(cs)} at {count} "
                     f"{'blocks' if count == blocks else 'operations'}")
        rows.extend(bench_kernel(name, cs, count, repeat, memory))
    return rows


def goal(core: str) -> float:
    """The end-to-end goal (instructions/s) for ``core``: GOALS, else the own-ISA goal."""
    return GOALS.get(core, OWN_ISA_GOAL)


def document(rows: list[BenchRow], blocks: int, operations: int, repeat: int, command: str) -> dict:
    """The rows with what they were measured on and how (``results/bench.json``)."""
    from .reproduce import _capture_line, _utc_now, git_commit, workbench_version
    machine = {"platform": platform.platform(), "processor": platform.processor() or platform.machine(),
               "cpus": os.cpu_count(), "python": platform.python_version(),
               "x86_capture": _capture_line()}
    doc = {"command": command, "measured_utc": _utc_now(), "workbench_version": workbench_version(),
           "machine": machine, "settings": {"blocks": blocks, "operations": operations,
                                            "repeat": repeat},
           "rows": [r.to_dict() for r in rows]}
    commit = git_commit()
    if commit:
        doc["git_commit"] = commit
    return doc


def load_document(path: str | Path) -> dict:
    """A ``bench.json`` written by ``workbench bench``; a clear error for anything else."""
    from .textfile import read_text
    path = Path(path)
    if not path.is_file():
        raise WorkbenchError(f"--from {path}: no such file (give a bench.json that "
                             "workbench bench wrote)")
    try:
        doc = json.loads(read_text(path, "bench results"))
        names = {f.name for f in fields(BenchRow)}
        doc["rows"] = [BenchRow(**{k: v for k, v in r.items() if k in names}) for r in doc["rows"]]
        doc["settings"]["repeat"], doc["machine"]["cpus"]
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as e:
        raise WorkbenchError(f"--from {path}: not a bench.json that workbench bench wrote "
                             f"({type(e).__name__}: {e})") from None
    doc["rows"] = [r.to_dict() for r in doc["rows"]]
    return doc


def _rate(v: float | None) -> str:
    return "-" if v is None else f"{v / 1e6:.2f}"


def markdown(doc: dict) -> str:
    """The README's speed table from a bench document: one row per kernel and core, then per
    core the slowest end-to-end rate against its goal."""
    m, st = doc["machine"], doc["settings"]
    rows = [BenchRow(**r) for r in doc["rows"]]
    lines = [f"Measured {doc['measured_utc'][:10]} with `{doc['command']}` on {m['cpus']} CPUs "
             f"({m['processor']}, Python {m['python']}); DES/3DES at {st['blocks']} blocks, "
             f"Montgomery/RSA at {st['operations']} operations, medians of {st['repeat']} runs in "
             f"one process. M instructions/s; \"goal\" is the end-to-end rate this project aims "
             "for on that core.", "",
             "| kernel | core | instructions | bare | capture | timing | end to end | x bare "
             "| peak MB | goal | reached |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        if r.error:
            lines.append(f"| {r.kernel} | {r.core} | {r.instructions:,} | - | - | - | - | - | - | "
                         f"{goal(r.core) / 1e6:g} | error: {r.error} |")
            continue
        reached = (r.end_to_end_per_s or 0) >= goal(r.core)
        lines.append(f"| {r.kernel} | {r.core} | {r.instructions:,} | {_rate(r.bare_per_s)} | "
                     f"{_rate(r.capture_per_s)} | {_rate(r.timing_per_s)} | "
                     f"{_rate(r.end_to_end_per_s)} | "
                     f"{'-' if r.x_bare is None else f'{r.x_bare:.1f}'} | "
                     f"{'-' if r.peak_mb is None else f'{r.peak_mb:.0f}'} | "
                     f"{goal(r.core) / 1e6:g} | {'yes' if reached else 'no'} |")
    slowest: dict[str, BenchRow] = {}
    for r in rows:
        if not r.error and r.end_to_end_per_s is not None:
            if r.core not in slowest or r.end_to_end_per_s < slowest[r.core].end_to_end_per_s:
                slowest[r.core] = r
    if slowest:
        lines += ["", "Slowest end-to-end rate per core against its goal: " + "; ".join(
            f"{c} {_rate(r.end_to_end_per_s)} of {goal(c) / 1e6:g} ({r.kernel})"
            for c, r in sorted(slowest.items())) + "."]
    return "\n".join(lines) + "\n"
