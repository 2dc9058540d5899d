"""The GPU sweep of the paper's Table I: ``python -m workbench.gpu3des.measure --out DIR``.

Compiles the three designs with CuPy, verifies each on the golden vector and at every size, times
them (CUDA events, warm-up, median of repeats; kernels only and with transfers) for 4 .. 131072
blocks, and writes ``DIR/altinok-<gpu>-<yyyymmdd>.json``. Exits with status 2 and a message when
CuPy or a GPU is missing, 1 when a design gives a wrong ciphertext.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import VerificationError
from . import TABLE_I_BLOCKS, kernels
from .results import data_dir


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m workbench.gpu3des.measure", description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=data_dir(),
                    help="directory for the results file (default: %(default)s)")
    ap.add_argument("--blocks", type=int, nargs="+", default=list(TABLE_I_BLOCKS),
                    help="sizes in 8-byte blocks (default: Table I, 4 .. 131072)")
    ap.add_argument("--designs", nargs="+", choices=kernels.DESIGNS, default=list(kernels.DESIGNS))
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    args = ap.parse_args(argv)

    from . import gpu   # no CuPy import happens until gpu.cupy_or_raise()

    def progress(msg: str) -> None:
        print(msg, flush=True)

    try:
        doc = gpu.sweep(args.blocks, args.designs, args.repeats, args.warmup, progress=progress)
    except gpu.GpuUnavailable as err:
        print(f"error: no GPU measurement possible here: {err}", file=sys.stderr)
        return 2
    except VerificationError as err:
        print(f"error: {err} (no figures written)", file=sys.stderr)
        return 1
    path = gpu.write_results(doc, args.out)
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
