"""Young's libdes x86 notes (crypto/des/asm/readme): Mikkelsen's des-som3 and des-som2 and Young's
own best on a 100 MHz Pentium, and every libdes lookup style on every x86 core.

The kernels execute the instruction sequences of libdes's perl generators on libdes's data layout
(kernels/x86/libdes_gen.py). The caller is speed.c's "DES raw ecb" loop, which calls des_encrypt
directly (crypto/des/speed.c); its compiled form is ours. The movzx variant is ours too. Each
published row is shown twice: the whole loop, and des_encrypt alone (the loop's clocks left out) so
the share of the assumed loop is visible.
"""
from __future__ import annotations

from ..cores import registry
from ..errors import WorkbenchError
from ..kernel import find_kernel
from ..runner import execute_kernel, time_trace
from . import Paper, Row

BLOCKS = 256
MHZ = 100.0
PUBLISHED_EPS = 281_000
PUBLISHED_CPB = 356          # 100e6 / 281,000 encryptions/s (des-som3, "on a pentium 100")
X86_CORES = ("i386", "i486", "p5", "p6", "pii")
STYLES = ("karn-pm32", "young586", "young686", "som2", "som3", "movzx")
CALLER = ("loop",)              # the region of the caller (speed.c's raw-ecb loop, compiled by us)
# readme, 9 and 13 Jan 1997: (kernel, encryptions/s, what the readme says)
PUBLISHED = (
    ("des-som3", 281_000, "13 Jan 1997: des-som3.pl, 'raw DES at 281,000 per second on a pentium 100'"),
    ("des-som2", 273_000, "9 Jan 1997: des-som2.pl's inner loop 'does raw ecb DES calls at 273,000 per "
                          "second' (the machine is not named there; taken as the same Pentium 100)"),
    ("des-young586", 203_000, "9 Jan 1997: 'the best I was able to get was 203,000' (Young). The readme "
                              "names no file; des586.pl was his recommended Pentium generator since "
                              "22 Nov 1996, so the row is an inference"),
)


def _published_rows(name: str, eps: int, said: str, trace3) -> list[Row]:
    kernel, program, trace = trace3
    r = time_trace(kernel, program, trace, "p5", MHZ, BLOCKS).result
    cpb = round(100e6 / eps)
    regions = {k: v["cycles"] / BLOCKS for k, v in r.regions.items()}
    caller = sum(regions.get(k, 0) for k in CALLER)
    routine = r.clocks_per_block - caller
    split = ", ".join(f"{k} {v:.1f}" for k, v in sorted(regions.items()))
    b = r.per_block(nonzero=True)
    causes = ", ".join(f"{k} {v:g}" for k, v in b.items())
    fig = f"raw ECB DES, {name} loop, Pentium 100"
    return [
        Row("libdes", fig, cpb, round(r.clocks_per_block, 1), "clocks/block", name, "p5",
            f"{said}. Whole loop: libdes's des_encrypt as its generator emits it, called directly "
            f"by speed.c's raw-ecb loop as we compiled it ({caller:.1f} clocks of the total). "
            f"Regions per block: {split}. Causes: {causes}", b),
        Row("libdes", f"{name} des_encrypt alone (caller left out), Pentium 100", cpb, round(routine, 1),
            "clocks/block", name, "p5", "the same run without the loop region: what the routine "
            "itself takes if the real loop cost nothing"),
        Row("libdes", f"{name} encryptions per second at 100 MHz", eps, round(r.blocks_per_second),
            "blocks/s", name, "p5", "from the whole-loop clocks/block above"),
    ]


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
            except WorkbenchError:       # 3des-karn-pm32 does not exist
                continue
            say(f"libdes: {name}")
            traces[name] = (kernel, *execute_kernel(kernel, BLOCKS))
    for name, eps, said in PUBLISHED:
        out += _published_rows(name, eps, said, traces[name])
    # every style on every core, DES and 3DES (no published figures)
    for name, (kernel, program, trace) in traces.items():
        for core in cores:
            try:
                rr = time_trace(kernel, program, trace, core, None, BLOCKS).result
            except WorkbenchError as e:       # say so, do not guess
                out.append(Row("libdes", f"{kernel.cipher.upper()} clocks/block, {name} on {core}", None,
                               None, "clocks/block", name, core, f"not runnable: {e}"))
                continue
            own = "OUR movzx variant, not libdes code; " if "movzx" in name else ""
            out.append(Row("libdes", f"{kernel.cipher.upper()} clocks/block, {name} on {core}", None,
                           round(rr.clocks_per_block, 1), "clocks/block", name, core,
                           own + "no published figure", rr.per_block(nonzero=True)))
    return out


def headline(rows_: list[Row]) -> list[Row]:
    return [r for r in rows_ if r.published is not None
            or r.core in ("p5", "pii") and r.kernel.startswith("des-")]


PAPER = Paper("libdes", "Young, libdes x86 assembler notes (1996-1997)", rows, None, headline)
