"""Young's libdes notes: des-som3 on a 100 MHz Pentium, and every lookup style on every x86 core."""
from __future__ import annotations

from ..cores import registry
from ..errors import WorkbenchError
from ..kernel import find_kernel
from ..runner import execute_kernel, time_trace
from . import Paper, Row

BLOCKS = 256
PUBLISHED_CPB = 356          # 100e6 / 281,000 encryptions/s
PUBLISHED_EPS = 281_000
X86_CORES = ("i386", "i486", "p5", "p6", "pii")
STYLES = ("karn-pm32", "young586", "young686", "movzx", "som3")


def _per_block(breakdown: dict, blocks: int) -> dict:
    return {k: round(v / blocks, 2) for k, v in breakdown.items() if v}


def rows(progress=None) -> list[Row]:
    say = progress or (lambda m: None)
    cores = [c for c in X86_CORES if c in registry()]
    out: list[Row] = []
    traces = {}
    for style in STYLES:
        for cipher in ("des", "3des"):
            name = f"{cipher}-{style}"
            try:
                kernel = find_kernel(name)
            except Exception:       # 3des-karn-pm32 does not exist
                continue
            say(f"libdes: {name}")
            traces[name] = (kernel, *execute_kernel(kernel, BLOCKS))
    # the published row
    kernel, program, trace = traces["des-som3"]
    r = time_trace(kernel, program, trace, "p5", 100.0, BLOCKS).result
    b = _per_block(r.breakdown, BLOCKS)
    out.append(Row("libdes", "raw ECB DES, des-som3 loop, Pentium 100", PUBLISHED_CPB,
                   round(r.clocks_per_block, 1), "clocks/block", "des-som3", "p5",
                   "our som3 is written from the description (split loads, per-round xor-cleared index "
                   "registers, key pointer reloaded); Mikkelsen's exact order is not reproduced. "
                   + ", ".join(f"{k} {v:g}" for k, v in b.items()), b))
    out.append(Row("libdes", "des-som3 encryptions per second at 100 MHz", PUBLISHED_EPS,
                   round(r.blocks_per_second), "blocks/s", "des-som3", "p5", "from the clocks/block above"))
    # every style on every core, DES and 3DES (no published figures)
    for name, (kernel, program, trace) in traces.items():
        for core in cores:
            try:
                rr = time_trace(kernel, program, trace, core, None, BLOCKS).result
            except WorkbenchError as e:       # e.g. BSWAP on the 386: say so, do not guess
                out.append(Row("libdes", f"{kernel.cipher.upper()} clocks/block, {name} on {core}", None,
                               None, "clocks/block", name, core, f"not runnable: {e}"))
                continue
            out.append(Row("libdes", f"{kernel.cipher.upper()} clocks/block, {name} on {core}", None,
                           round(rr.clocks_per_block, 1), "clocks/block", name, core,
                           "no published figure", _per_block(rr.breakdown, BLOCKS)))
    return out


def headline(rows_: list[Row]) -> list[Row]:
    return [r for r in rows_ if r.published is not None or r.core in ("p5", "pii") and r.kernel.startswith("des-")]


PAPER = Paper("libdes", "Young, libdes x86 assembler notes (1996-1997)", rows, None, headline)
