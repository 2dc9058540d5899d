"""BSAFE (RSA Security, 1999, quoted by Corella 2000): DES CBC at 39.2 Mb/s on a 233 MHz Pentium II.

We have no BSAFE code: BSAFE is RSA's commercial toolkit under a proprietary licence, its code
not public. Where our stand-in misses the figure by more than 10%, the row
says "not reproducible" with that reason. The row is run with our best CBC kernel on the Pentium II model (the one
with the fewest clocks per block there, chosen in this run from every candidate below), and the note
lists every candidate's figure. The candidates are libdes's round styles behind libdes's C CBC loop
(des_ncbc_encrypt, compiled by us) called once per 1024-byte buffer as speed.c's cbc line does;
des-movzx is our own variant.
"""
from __future__ import annotations

from ..kernel import find_kernel
from ..runner import execute_kernel, time_trace
from . import Paper, Row, miss_prefix, see_miss

BLOCKS = 256
MHZ = 233.0
PUBLISHED_MBPS = 39.2
PUBLISHED_CPB = 380          # 233e6 * 64 / 39.2e6
STYLES = ("young586", "young686", "movzx", "som2", "som3")
# the published figure is CBC: each libdes round style behind libdes's C CBC loop (des-<style>-cbc)
CANDIDATES = tuple(f"des-{s}-cbc" for s in STYLES)
TDES_CANDIDATES = tuple(f"3des-{s}" for s in STYLES)     # Corella's Table 1 3DES column (ECB)
BSAFE_WHY = ("BSAFE's code is not public: RSA's BSAFE is a commercial toolkit sold under a "
             "proprietary licence (Wikipedia, 'RSA BSAFE', infobox: 'License: Proprietary'), and "
             "our sources give only its throughput, not its round, loop or compiler")


def rows(progress=None) -> list[Row]:
    say = progress or (lambda m: None)
    results = []
    for name in CANDIDATES:
        say(f"bsafe: {name} on pii")
        kernel = find_kernel(name)
        program, trace = execute_kernel(kernel, BLOCKS)
        results.append(time_trace(kernel, program, trace, "pii", MHZ, BLOCKS).result)
    best = min(results, key=lambda r: r.clocks_per_block)
    b = best.per_block(nonzero=True)
    every = ", ".join(f"{r.kernel} {r.clocks_per_block:.1f}" for r in
                      sorted(results, key=lambda r: r.clocks_per_block))
    prefix = miss_prefix(best.clocks_per_block, PUBLISHED_CPB)
    note = (f"{prefix}{BSAFE_WHY}. With BSAFE's code not available, this is our best CBC "
            f"kernel on the Pentium II model, "
            f"{best.kernel}, the fewest clocks/block of every candidate in this run ({every}): a "
            "libdes round behind libdes's C CBC loop (des_ncbc_encrypt, our compiled form), called "
            "once per 1024-byte buffer as libdes's speed program does. A stand-in, not BSAFE's code")
    return [Row("bsafe", "DES CBC, 233 MHz Pentium II", PUBLISHED_CPB, round(best.clocks_per_block, 1),
                "clocks/block", best.kernel, "pii", note, b),
            Row("bsafe", "DES throughput, 233 MHz Pentium II", PUBLISHED_MBPS, round(best.mbps, 2),
                "Mb/s", best.kernel, "pii",
                see_miss(note) + "from the clocks/block above")]


PAPER = Paper("bsafe", "BSAFE DES on a 233 MHz Pentium II (RSA conference 1999, quoted by Corella 2000)", rows)
