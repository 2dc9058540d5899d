"""Assemble every toolkit-ISA kernel (Alpha, PA-RISC, DSP56000) and the Alpha/PA-RISC compiled
corpus, and write what each assembly gave (listing words, symbols, code image, line map) to one
JSON file, or compare a run against such a file: a change to the toolkit assembler (the front
end, the table encoder, the DSP56000 parallel-move hook) must leave every word where it was.

    python tools/asm_digest.py --tree OLD --out before.json   # OLD: a checkout of the old code
    python tools/asm_digest.py --check before.json             # this checkout: exit 1 on any difference

Each kernel is assembled at the layout of a default run (workbench.runner.kernel_layout), the
symbols and base a run gives it. ``--mutants N`` adds N damaged copies of each source (a character
changed or dropped, a number changed, lines repeated or swapped; seeded, so both runs make the
same ones), most of which fail: their file:line:column messages are compared too. ``--time``
prints the CPU seconds (time.process_time) of each assembly of the sources themselves; the
layer's program cache is bypassed, the assembler's own caches are not (as in a session).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent       # the checkout assembled (--tree)

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


_NOISE = "0123456789abcdefxyrn#,:()+-<>$%!;. \t_LR'"


def _mutant(text: str, rng) -> str:
    lines = text.splitlines()
    for _ in range(rng.choice([1, 1, 2, 3])):
        i = rng.randrange(len(lines))
        s, op = lines[i], rng.randrange(5)
        if op == 0 and s:
            j = rng.randrange(len(s))
            lines[i] = s[:j] + rng.choice(_NOISE) + s[j + 1:]
        elif op == 1 and s:
            j = rng.randrange(len(s))
            lines[i] = s[:j] + s[j + 1:]
        elif op == 2:
            lines[i] = s.replace("1", str(rng.choice([0, 7, 31, 255, 300, 4096, 70000, -1])), 1)
        elif op == 3:           # the same text at another place
            lines.insert(rng.randrange(len(lines)), s)
        else:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines) + "\n"


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


def run(show_time: bool, mutants: int = 0) -> dict:
    import random

    import isa
    from isa.errors import AssemblyError
    from isa.toolkit.program import assemble
    out = {}
    rng = random.Random(2026)
    for name, isa_name, text, path, mode, symbols, base, regions in _jobs():
        layer = isa.get_isa(isa_name)
        mode, base = mode or layer.default_mode, layer.default_base if base is None else base
        t0 = time.process_time()
        program = assemble(layer.syntax, text, path, mode, symbols, base, regions)
        dt = time.process_time() - t0
        if show_time:
            print(f"{dt:8.3f} s  {name}", file=sys.stderr)
        out[name] = _record(program)
        for k in range(mutants):
            try:
                got = _record(assemble(layer.syntax, _mutant(text, rng), path, mode, symbols,
                                       base, regions))
            except AssemblyError as e:       # the checkout's own path left out
                got = {"error": str(e).replace(f"{ROOT}/", "")}
            out[f"{name} mutant {k}"] = got
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="write the assemblies' JSON here")
    ap.add_argument("--check", help="compare with a JSON file written by --out; exit 1 on a difference")
    ap.add_argument("--time", action="store_true", help="print each assembly's CPU seconds")
    ap.add_argument("--mutants", type=int, default=0, metavar="N",
                    help="also N damaged copies of each source, errors compared (default 0)")
    ap.add_argument("--tree", metavar="DIR",
                    help="the checkout whose assembler to run (default: the one holding this script)")
    args = ap.parse_args(argv)
    if not args.out and not args.check:
        ap.error("give --out FILE or --check FILE")
    if args.mutants < 0:
        ap.error("--mutants takes a count of 0 or more")
    global ROOT
    if args.tree:
        ROOT = Path(args.tree).resolve()
        if not (ROOT / "isa" / "toolkit").is_dir():
            ap.error(f"--tree {args.tree}: not a checkout of this project (no isa/toolkit)")
    want = None
    if args.check:
        try:
            want = json.loads(Path(args.check).read_text())
        except (OSError, ValueError) as e:
            ap.error(f"--check {args.check}: cannot read it ({e}); write one with --out")
    sys.path.insert(0, str(ROOT))
    got = run(args.time, args.mutants)
    if args.out:
        Path(args.out).write_text(json.dumps(got))
    if want is not None:
        got = json.loads(json.dumps(got))           # tuples -> lists, int keys -> str
        bad = 0
        for name in sorted(set(want) | set(got)):
            if name not in got or name not in want:
                if bad < 20:
                    print(f"{name}: only in {'the file' if name in want else 'this run'}")
                bad += 1
                continue
            a, b = want[name], got[name]
            for part in sorted(set(a) | set(b)):
                x, y = a.get(part), b.get(part)
                if x != y:
                    first = (next((i for i, (p, q) in enumerate(zip(x, y)) if p != q),
                                  min(len(x), len(y)))
                             if isinstance(x, list) and isinstance(y, list) else None)
                    if bad < 20:
                        print(f"{name}: {part} differs" + (f" (first at entry {first})"
                              if first is not None else f": {x!r} / {y!r}"))
                    bad += 1
        print(f"{len(got)} assemblies compared, {bad} differences"
              + (" (the first 20 listed)" if bad > 20 else ""))
        return 1 if bad else 0
    print(f"{len(got)} assemblies written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
