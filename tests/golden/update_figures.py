"""Golden figures: the exact count of every kernel on every core of its ISA, at a fixed block count.

    python tests/golden/update_figures.py            # (re)write tests/golden/figures.json
    python tests/golden/update_figures.py --check    # compare, print every difference, exit 1 on any

tests/test_golden_figures.py recomputes these with the code under test and wants them unchanged:
a change that moves a figure updates figures.json in the same commit and says why in the message.

Per kernel/core pair: total instructions and cycles, clocks and instructions per block, the
lost-cycle breakdown (cause -> cycles) and per-region instructions/cycles. A pair the core cannot
time (a WorkbenchError, e.g. BSWAP on the i386) is pinned as {"error": message}.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIGURES = HERE / "figures.json"
BLOCKS = 8
SEED = 1994          # the runner's default seed, written down so the file says what it pinned
ABOUT = ("Golden figures: exact instructions, cycles, per-block figures, lost-cycle breakdown and "
         "per-region counts of every kernel on every core of its ISA, at 'blocks' blocks with the "
         "default seed. Checked by tests/test_golden_figures.py. A change that moves a figure "
         "updates this file (python tests/golden/update_figures.py) in the same commit and says "
         "why in the message.")

MESSAGE = ("a change that moves a figure updates tests/golden/figures.json "
           "(python tests/golden/update_figures.py) in the same commit and says why in the message")


def pair_key(kernel: str, core: str) -> str:
    return f"{kernel}/{core}"


def cores_by_isa() -> dict[str, list[str]]:
    """ISA -> sorted names of the cores that time it."""
    from workbench.cores import registry
    out: dict[str, list[str]] = {}
    for name, factory in sorted(registry().items()):
        out.setdefault(factory().isa, []).append(name)
    return out


def offered_pairs() -> set[str]:
    """Every kernel/core pair the code offers now (kernel and core of one ISA)."""
    from workbench.kernel import all_kernels
    cores = cores_by_isa()
    return {pair_key(name, core) for name, k in all_kernels().items() for core in cores.get(k.isa, [])}


def kernel_figures(kernel_name: str, blocks: int = BLOCKS,
                   cores: dict[str, list[str]] | None = None) -> dict[str, dict]:
    """Execute one kernel once and time it on every core of its ISA: {"kernel/core": figures}."""
    from workbench.errors import WorkbenchError
    from workbench.kernel import find_kernel
    from workbench.runner import execute_kernel, time_trace
    kernel = find_kernel(kernel_name)
    cores = cores_by_isa() if cores is None else cores
    program, trace = execute_kernel(kernel, blocks, SEED)
    out: dict[str, dict] = {}
    for core in cores.get(kernel.isa, []):
        try:
            r = time_trace(kernel, program, trace, core, None, blocks).result
        except WorkbenchError as e:
            out[pair_key(kernel.name, core)] = {"error": str(e)}
            continue
        out[pair_key(kernel.name, core)] = {
            "instructions": int(r.instructions),
            "cycles": int(r.cycles),
            "clocks_per_block": float(r.clocks_per_block),
            "instructions_per_block": float(r.instructions_per_block),
            "breakdown": {k: int(v) for k, v in sorted(r.breakdown.items())},
            "regions": {name: {k: int(v) for k, v in sorted(c.items())}
                        for name, c in sorted(r.regions.items())},
        }
    return out


def compute_figures(blocks: int = BLOCKS) -> dict:
    """Every kernel on every core of its ISA: {"about", "blocks", "kernel/core": figures...}."""
    from workbench.kernel import all_kernels
    cores = cores_by_isa()
    out: dict = {"about": ABOUT, "blocks": blocks}
    for name in sorted(all_kernels()):
        out.update(kernel_figures(name, blocks, cores))
    return out


def pairs_of(figures: dict) -> dict[str, dict]:
    """The kernel/core entries of a figures dict (keys with a '/'), without 'about' and 'blocks'."""
    return {k: v for k, v in figures.items() if "/" in k}


def _flatten(value, prefix: str = "") -> dict[str, object]:
    if isinstance(value, dict):
        out: dict[str, object] = {}
        for k, v in value.items():
            out.update(_flatten(v, f"{prefix}.{k}" if prefix else str(k)))
        return out
    return {prefix: value}


def differences(old: dict, new: dict) -> list[str]:
    """One line per differing kernel/core field, with old and new values; [] when equal.

    Exact comparison: ints are counts and floats are cycles/blocks, so neither may drift.
    """
    lines: list[str] = []
    if "blocks" in old and "blocks" in new and old["blocks"] != new["blocks"]:
        lines.append(f"blocks: old {old['blocks']!r}, new {new['blocks']!r}")
    old_p, new_p = pairs_of(old), pairs_of(new)
    for key in sorted(old_p.keys() | new_p.keys()):
        if key not in new_p:
            lines.append(f"{key}: in the golden file, not offered now")
            continue
        if key not in old_p:
            lines.append(f"{key}: offered now, missing from the golden file")
            continue
        a, b = _flatten(old_p[key]), _flatten(new_p[key])
        for field in sorted(a.keys() | b.keys()):
            va, vb = a.get(field, "<absent>"), b.get(field, "<absent>")
            if va != vb or type(va) is not type(vb):
                lines.append(f"{key} {field}: old {va!r}, new {vb!r}")
    return lines


def dump(figures: dict) -> str:
    return json.dumps(figures, indent=1, sort_keys=True) + "\n"


def load(path: Path = FIGURES) -> dict:
    return json.loads(path.read_text())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="compare with figures.json, print every difference, exit 1 on any")
    ap.add_argument("--output", type=Path, default=FIGURES, help="the golden file (default: %(default)s)")
    args = ap.parse_args(argv)
    import workbench
    print(f"workbench from {Path(workbench.__file__).parent}", file=sys.stderr)
    if args.check:
        old = load(args.output)
        new = compute_figures(int(old.get("blocks", BLOCKS)))
        diff = differences(old, new)
        if diff:
            print(f"{len(diff)} figure(s) differ from {args.output}:")
            print("\n".join("  " + line for line in diff))
            print(MESSAGE)
            return 1
        print(f"{len(pairs_of(new))} kernel/core pairs match {args.output}")
        return 0
    figures = compute_figures(BLOCKS)
    args.output.write_text(dump(figures))
    errors = sum(1 for v in pairs_of(figures).values() if "error" in v)
    print(f"wrote {args.output}: {len(pairs_of(figures))} kernel/core pairs "
          f"({errors} not timeable) at {BLOCKS} blocks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
