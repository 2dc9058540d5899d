"""Alpha interpreter + timing speed on the DES kernels: retired instructions per second.

    python benchmarks/bench_alpha.py [blocks]

Measures, after assembly and layout (done once, not timed): functional execution producing the
Trace, then timing that trace on the ev5 model; prints instructions/second for each part and for
both together ("with timing"), which is the figure the issue asks for (>= 1 M/s).
"""
from __future__ import annotations

import sys
import time

import isa.alpha as alpha
from workbench.cores import get_core
from workbench.kernel import find_kernel
from workbench.layouts import build_layout
from workbench.runner import test_data


def bench(name: str, blocks: int) -> tuple[int, float, float]:
    kernel = find_kernel(name)
    keys, data, iv = test_data(blocks)
    keys = keys if kernel.cipher == "3des" else keys[:1]
    layout = build_layout(kernel, keys, data, iv)
    program = alpha.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    t0 = time.perf_counter()
    ex = alpha.execute(program, layout.image, program.symbols[kernel.entry], 10**9)
    t1 = time.perf_counter()
    get_core("ev5").time(ex.trace)
    t2 = time.perf_counter()
    return len(ex.trace), t1 - t0, t2 - t1


def main() -> None:
    blocks = int(sys.argv[1]) if len(sys.argv) > 1 else 512
    print(f"{'kernel':20s} {'instructions':>12s} {'execute M/s':>12s} {'timing M/s':>11s} {'with timing M/s':>16s}")
    for name in ("des-biham", "3des-biham", "des-libdes-alpha", "3des-libdes-alpha"):
        n, te, tt = bench(name, blocks)
        print(f"{name:20s} {n:12,d} {n / te / 1e6:12.2f} {n / tt / 1e6:11.2f} {n / (te + tt) / 1e6:16.2f}")


if __name__ == "__main__":
    main()
