"""Assemble every toolkit-ISA kernel (Alpha, PA-RISC, DSP56000) and the Alpha/PA-RISC compiled
corpus, and write what each assembly gave (listing words, symbols, code image, line map) to one
JSON file, or compare a run against such a file: a change to the toolkit assembler (the front
end, the table encoder, the DSP56000 parallel-move hook) must leave every word where it was.

    python tools/asm_digest.py --out before.json       # on the old code
    python tools/asm_digest.py --check before.json     # on the new: exit 1 on any difference

Each kernel is assembled at the layout of a default run (workbench.runner.kernel_layout), the
symbols and base a run gives it. ``--time`` prints the CPU seconds (time.process_time) of each
assembly; each is a first assembly in this process (the layer's program cache is bypassed).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TOOLKIT_ISAS = ("alpha", "parisc", "dsp56k")


def _jobs():
    """(name, isa, text, path, mode, symbols, base, regions) of every assembly compared."""
    from workbench.budget import default_blocks
    from workbench.kernel import all_kernels
    from workbench.runner import kernel_layout
    for name, k in sorted(all_kernels().items()):
        if k.isa not in TOOLKIT_ISAS:
            continue
        layout = kernel_layout(k, default_blocks(k))[3]
        yield (name, k.isa, k.text(), str(k.source), k.mode, dict(layout.symbols),
               layout.code_base, dict(k.regions))
    for isa, folder in (("alpha", "alpha"), ("alpha", "alpha-ev56"), ("parisc", "hppa64")):
        for p in sorted((ROOT / "tests" / "compiled" / folder).glob("*.s")):
            yield (f"compiled/{folder}/{p.name}", isa, p.read_text(), str(p), None, {}, None, {})


def _record(program) -> dict:
    return {"listing": [[e.address, list(e.words), e.bits, e.line, e.kind] for e in program.listing],
            "symbols": dict(sorted(program.symbols.items())),
            "code": program.code.hex(),
            "lines": sorted(program.line_of_address.items()),
            "source_lines": list(program.source_lines),
            "regions": dict(sorted(program.regions.items())),
            "data": [[s.name, s.address, s.data.hex(), s.writable] for s in program.data],
            "externals": sorted(program.externals.items()),
            "functions": list(program.functions)}


def run(show_time: bool) -> dict:
    import isa
    from isa.toolkit.program import assemble
    out = {}
    for name, isa_name, text, path, mode, symbols, base, regions in _jobs():
        layer = isa.get_isa(isa_name)
        t0 = time.process_time()
        program = assemble(layer.syntax, text, path, mode or layer.default_mode, symbols,
                           layer.default_base if base is None else base, regions)
        dt = time.process_time() - t0
        if show_time:
            print(f"{dt:8.3f} s  {name}", file=sys.stderr)
        out[name] = _record(program)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="write the assemblies' JSON here")
    ap.add_argument("--check", help="compare with a JSON file written by --out; exit 1 on a difference")
    ap.add_argument("--time", action="store_true", help="print each assembly's CPU seconds")
    args = ap.parse_args(argv)
    if not args.out and not args.check:
        ap.error("give --out FILE or --check FILE")
    got = run(args.time)
    if args.out:
        Path(args.out).write_text(json.dumps(got))
    if args.check:
        want = json.loads(Path(args.check).read_text())
        got = json.loads(json.dumps(got))           # tuples -> lists, int keys -> str
        bad = 0
        for name in sorted(set(want) | set(got)):
            if name not in got or name not in want:
                print(f"{name}: only in {'the file' if name in want else 'this run'}")
                bad += 1
                continue
            for part in want[name]:
                if want[name][part] != got[name][part]:
                    a, b = want[name][part], got[name][part]
                    first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b))) \
                        if isinstance(a, list) else None
                    print(f"{name}: {part} differs" + (f" (first at entry {first})" if first is not None else ""))
                    bad += 1
        print(f"{len(got)} assemblies compared, {bad} differences")
        return 1 if bad else 0
    print(f"{len(got)} assemblies written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
