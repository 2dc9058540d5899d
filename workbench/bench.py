"""Simulation speed, measured in one process on one kernel: bare unicorn (no hooks) against our
trace capture and our trace capture plus timing. Benchmarks belong here, not in timed unit tests."""
from __future__ import annotations

import statistics
import time

from .kernel import find_kernel
from .layouts import build_layout
from .errors import WorkbenchError
from .runner import execute_kernel, isa_layer, test_data, time_trace


def _bare_seconds(layer, program, image, entry) -> float:
    """The same machine as a traced run with no hooks at all (the layer's ``run_untraced``)."""
    t = time.perf_counter()
    layer.run_untraced(program, image, entry)
    return time.perf_counter() - t


def bench(kernel_name: str = "des-karn-rm16", core: str = "i486", blocks: int = 512,
          repeat: int = 3) -> dict:
    kernel = find_kernel(kernel_name)
    layer = isa_layer(kernel.isa)
    if not hasattr(layer, "run_untraced"):
        raise WorkbenchError(f"the bare-emulator comparison needs an ISA layer with an untraced "
                             f"run (x86 has one); {kernel.isa} has none")
    keys, data, iv = test_data(blocks)
    keys = keys if kernel.cipher == "3des" else keys[:1]
    layout = build_layout(kernel, keys, data, iv)
    program = layer.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    entry = program.symbols[kernel.entry]
    bare, capture, timing = [], [], []
    n = 0
    for _ in range(repeat):
        bare.append(_bare_seconds(layer, program, layout.image, entry))
        t = time.perf_counter()
        ex = layer.execute(program, layout.image, entry, 10**9)
        capture.append(time.perf_counter() - t)
        n = len(ex.trace)
        ex.trace.meta.verified, ex.trace.meta.blocks = True, blocks
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
