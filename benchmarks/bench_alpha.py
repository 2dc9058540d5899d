"""Alpha interpreter + timing speed on the DES kernels: retired instructions per second.

    python benchmarks/bench_alpha.py [blocks] [--reference]

Measures, after assembly and layout (done once, not timed): functional execution producing the
Trace, then timing that trace on the ev5 and on the ev4 model; prints instructions/second for
execution alone, timing alone and both together ("with timing": n / (execute + timing seconds)),
the figure the issue asks for (>= 1 M/s). Each figure is one wall-clock measurement
(time.perf_counter) of one call. ``--reference`` also times ``_time_reference``, the
per-instruction loop the memoised ``time`` reproduces bit for bit, and checks that they agree.
"""
from __future__ import annotations

import sys
import time

import numpy as np

import isa
from workbench.cores import get_core
from workbench.kernel import find_kernel
from workbench.layouts import build_layout
from workbench.runner import test_data

KERNELS = ("des-biham", "3des-biham", "des-libdes-alpha", "3des-libdes-alpha")
CORES = ("ev5", "ev4")


def execute(name: str, blocks: int):
    kernel = find_kernel(name)
    keys, data, iv = test_data(blocks)
    keys = keys if kernel.cipher == "3des" else keys[:1]
    layout = build_layout(kernel, keys, data, iv)
    alpha = isa.get_isa("alpha")
    program = alpha.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    t0 = time.perf_counter()
    ex = alpha.execute(program, layout.image, program.symbols[kernel.entry], 10**9)
    return ex.trace, time.perf_counter() - t0


def same(a, b) -> bool:
    return (a.total_cycles == b.total_cycles and np.array_equal(a.issue, b.issue)
            and np.array_equal(a.base, b.base) and np.array_equal(a.pipe, b.pipe)
            and all(np.array_equal(a.lost[c], b.lost[c]) for c in b.lost))


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    reference = "--reference" in sys.argv
    blocks = int(args[0]) if args else 512
    head = f"{'kernel':20s} {'core':4s} {'instructions':>12s} {'execute M/s':>12s} {'timing M/s':>11s} " \
           f"{'with timing M/s':>16s}"
    print(head + (f" {'reference timing M/s':>21s}" if reference else ""))
    for name in KERNELS:
        trace, te = execute(name, blocks)
        n = len(trace)
        for core in CORES:
            model = get_core(core)
            t0 = time.perf_counter()
            timing = model.time(trace)
            tt = time.perf_counter() - t0
            line = f"{name:20s} {core:4s} {n:12,d} {n / te / 1e6:12.2f} {n / tt / 1e6:11.2f} " \
                   f"{n / (te + tt) / 1e6:16.2f}"
            if reference:
                t0 = time.perf_counter()
                ref = model._time_reference(trace)
                tr = time.perf_counter() - t0
                line += f" {n / tr / 1e6:21.2f} {'identical' if same(timing, ref) else 'DIFFERENT'}"
            print(line, flush=True)


if __name__ == "__main__":
    main()
