"""PA-RISC interpreter + pa8600 timing speed on the DES kernels: retired instructions per second.

    python benchmarks/bench_parisc.py [blocks] [kernel ...]

After assembly and layout (not timed): functional execution producing the Trace (``execute``:
the interpreter, and building the Trace), then timing it on the pa8600 model; prints
instructions/second for execution alone, timing alone and both together ("with timing":
n / (execute + timing seconds)), the figure the issue asks for (>= 5 M/s). Each figure is the
best of ``REPEAT`` runs in CPU seconds (time.process_time: the benchmark machine is shared);
the first execution of a kernel also decodes and compiles its blocks ("cold"), later ones find
them cached, as a sweep or a second run does.
"""
from __future__ import annotations

import sys
import time

import isa
from workbench.cores import get_core
from workbench.kernel import find_kernel
from workbench.layouts import build_layout
from workbench.runner import test_data

KERNELS = ("des-corella", "3des-corella", "des-biham-pa", "3des-biham-pa", "des-sp-gcc")
REPEAT = 5


def prepare(name: str, blocks: int):
    kernel = find_kernel(name)
    keys, data, iv = test_data(blocks)
    keys = keys if kernel.cipher == "3des" else keys[:1]
    layout = build_layout(kernel, keys, data, iv)
    layer = isa.get_isa("parisc")
    program = layer.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    return layer, program, layout.image, program.symbols[kernel.entry]


def clock(fn):
    t0 = time.process_time()
    out = fn()
    return out, time.process_time() - t0


def main() -> None:
    args = sys.argv[1:]
    blocks = int(args[0]) if args and args[0].isdigit() else 1024
    names = [a for a in args if not a.isdigit()] or KERNELS
    print(f"{'kernel':14s} {'instructions':>12s} {'cold exec M/s':>13s} {'exec M/s':>9s} "
          f"{'timing M/s':>10s} {'with timing M/s':>15s}")
    core = get_core("pa8600")
    for name in names:
        layer, program, image, entry = prepare(name, blocks)
        ex, cold = clock(lambda: layer.execute(program, image, entry, 10**9))
        te = min(clock(lambda: layer.execute(program, image, entry, 10**9))[1] for _ in range(REPEAT))
        n = len(ex.trace)
        tt = min(clock(lambda: core.time(ex.trace))[1] for _ in range(REPEAT))
        print(f"{name:14s} {n:12,d} {n / cold / 1e6:13.2f} {n / te / 1e6:9.2f} {n / tt / 1e6:10.2f} "
              f"{n / (te + tt) / 1e6:15.2f}", flush=True)


if __name__ == "__main__":
    main()
