"""Simulation speed, measured in one process on one kernel: bare unicorn (no hooks) against our
trace capture and our trace capture plus timing. Benchmarks belong here, not in timed unit tests."""
from __future__ import annotations

import statistics
import time

from isa.x86.machine import load, stop_address

from .kernel import find_kernel
from .layouts import build_layout
from .runner import execute_kernel, isa_package, test_data, time_trace


def _bare_unicorn_seconds(program, image, entry) -> float:
    """The same machine as a traced run (isa.x86.machine.load), run with no hooks at all."""
    uc = load(program, image)
    t = time.perf_counter()
    uc.emu_start(entry, stop_address(program))
    return time.perf_counter() - t


def bench(kernel_name: str = "des-karn-rm16", core: str = "i486", blocks: int = 512,
          repeat: int = 3) -> dict:
    kernel = find_kernel(kernel_name)
    if kernel.isa != "x86":
        raise ValueError("the bare-unicorn comparison is for x86 kernels")
    keys, data, iv = test_data(blocks)
    keys = keys if kernel.cipher == "3des" else keys[:1]
    layout = build_layout(kernel, keys, data, iv)
    isa = isa_package(kernel.isa)
    program = isa.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                           layout.code_base, kernel.regions)
    entry = program.symbols[kernel.entry]
    bare, capture, timing = [], [], []
    n = 0
    for _ in range(repeat):
        bare.append(_bare_unicorn_seconds(program, layout.image, entry))
        t = time.perf_counter()
        ex = isa.execute(program, layout.image, entry, 10**9)
        capture.append(time.perf_counter() - t)
        n = len(ex.trace)
        ex.trace.meta.update(verified=True, blocks=blocks)
        t = time.perf_counter()
        time_trace(kernel, program, ex.trace, core, None, blocks)
        timing.append(time.perf_counter() - t)
    b, c, tm = (statistics.median(x) for x in (bare, capture, timing))
    # one verified run, so the figures are of a kernel that computes DES correctly
    execute_kernel(kernel, min(blocks, 64))
    return {"kernel": kernel_name, "core": core, "blocks": blocks, "instructions": n,
            "bare_unicorn_insn_per_s": n / b, "capture_insn_per_s": n / c,
            "capture_and_timing_insn_per_s": n / (c + tm), "timing_only_insn_per_s": n / tm,
            "slowdown_vs_bare_unicorn": (c + tm) / b}
