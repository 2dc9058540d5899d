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
"""
from __future__ import annotations

import statistics
import time
import tracemalloc
from dataclasses import asdict, dataclass

from .cores import get_core, registry
from .errors import WorkbenchError
from .kernel import all_kernels, find_kernel
from .budget import plan_run
from .layouts import build_layout
from .runner import isa_layer, run, test_data, time_trace

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
