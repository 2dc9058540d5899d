"""DSP56000 interpreter + timing speed: retired instructions per second.

    python benchmarks/bench_dsp56k.py [operations] [kernel ...]

For each kernel (default: the RSA-512 kernels), after assembly and layout (done once, not
timed): functional execution producing the Trace, then timing it on the ``dsp56001`` model.
Two runs are measured, of 1 and of ``operations`` (default 5) operations, so that the one-time
work (decoding each instruction and compiling each block to Python) is separated from the steady
rate: ``first`` = n / seconds of the 1-operation run, ``steady`` = (n_k - n_1) / (t_k - t_1).
"With timing" adds the cost model's seconds. CPU seconds (time.process_time), one call each; on
a shared machine the figures vary by tens of percent from run to run.
"""
from __future__ import annotations

import sys
import time

import isa
from workbench.cores import get_core
from workbench.kernel import find_kernel
from workbench.layouts import build_layout
from workbench.runner import test_data

KERNELS = ("rsa512-crt-dsp", "rsa512-dsp", "des-davio-dsp-cbc")


def run(name: str, ops: int):
    kernel = find_kernel(name)
    ops = ops * 64 if kernel.cipher == "des" else ops
    keys, data, iv = test_data(ops)
    layout = build_layout(kernel, keys[:1], data, iv)
    dsp = isa.get_isa("dsp56k")
    program = dsp.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                           layout.code_base, kernel.regions)
    t0 = time.process_time()
    ex = dsp.execute(program, layout.image, program.symbols[kernel.entry], 10**10)
    t1 = time.process_time()
    get_core("dsp56001").time(ex.trace)
    return len(ex.trace), t1 - t0, time.process_time() - t1


def main() -> None:
    args = [a for a in sys.argv[1:]]
    ops = int(args.pop(0)) if args and args[0].isdigit() else 5
    names = args or list(KERNELS)
    print(f"{'kernel':20s} {'ops':>4s} {'instructions':>12s} {'first M/s':>10s} "
          f"{'steady M/s':>11s} {'timing M/s':>11s} {'steady+timing M/s':>18s}")
    for name in names:
        n1, e1, _ = run(name, 1)
        nk, ek, tk = run(name, ops)
        steady = (nk - n1) / max(ek - e1, 1e-9)
        both = (nk - n1) / max(ek - e1 + tk * (nk - n1) / nk, 1e-9)
        print(f"{name:20s} {ops:4d} {nk:12,d} {n1 / e1 / 1e6:10.2f} {steady / 1e6:11.2f} "
              f"{nk / tk / 1e6:11.2f} {both / 1e6:18.2f}")


if __name__ == "__main__":
    main()
