"""The ``workbench`` command. Exit codes: 0 success, 1 a user-facing error (bad input, a fault, a
wrong ciphertext), 2 bad command-line usage."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .errors import UserError


def _progress(quiet: bool):
    if quiet:
        return None
    return lambda msg: print(f"... {msg}", file=sys.stderr, flush=True)


def cmd_list(args) -> int:
    import isa
    from .cores import registry
    from .kernel import all_kernels
    kernels = all_kernels()
    cores = registry()
    layers = [isa.get_isa(n) for n in isa.available()]
    if args.json:
        print(json.dumps({
            "isas": [{"name": x.name, "modes": list(x.modes), "runs": x.can_execute,
                      "description": x.description} for x in layers],
            "kernels": [{"name": k.name, "isa": k.isa, "mode": k.mode, "cipher": k.cipher,
                         "chaining": k.chaining, "reproduces": k.reproduces,
                         "description": k.description} for k in kernels.values()],
            "cores": [{"name": n, "isa": cores[n]().isa} for n in sorted(cores)]}, indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table
    t = Table(title="kernels")
    for col in ("name", "isa", "mode", "cipher", "chaining", "reproduces"):
        t.add_column(col)
    for k in kernels.values():
        t.add_row(k.name, k.isa, k.mode, k.cipher, k.chaining, k.reproduces or "-")
    c = Table(title="cores")
    c.add_column("name")
    c.add_column("isa")
    c.add_column("machine")
    for n in sorted(cores):
        m = cores[n]()
        c.add_row(n, m.isa, m.spec.description)
    i = Table(title="instruction sets (workbench asm / disasm --isa NAME)")
    for col in ("name", "modes", "runs kernels", "description"):
        i.add_column(col)
    for x in layers:
        i.add_row(x.name, ", ".join(x.modes), "yes" if x.can_execute else "not yet", x.description)
    con = Console()
    con.print(t)
    con.print(c)
    con.print(i)
    return 0


def cmd_run(args) -> int:
    from .runner import run
    r = run(args.kernel, args.core, mhz=args.mhz, blocks=args.blocks, budget=args.budget).result
    if args.json:
        print(json.dumps(r.to_dict(), indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table
    con = Console()
    con.print(f"[bold]{r.kernel}[/] on [bold]{r.core}[/] at {r.mhz:g} MHz, {r.blocks} blocks, "
              f"output verified against the reference {r.cipher.upper()}-{r.chaining.upper()}: "
              f"{'yes' if r.verified else 'NO'}")
    con.print(f"instructions/block {r.instructions_per_block:,.1f}   clocks/block "
              f"{r.clocks_per_block:,.1f}   {r.blocks_per_second:,.0f} blocks/s   {r.mbps:.3f} Mb/s")
    t = Table(title="cycles by cause (per block)")
    t.add_column("cause")
    t.add_column("clocks/block", justify="right")
    for cause, v in r.breakdown.items():
        if v:
            t.add_row(cause, f"{v / r.blocks:,.2f}")
    con.print(t)
    t = Table(title="regions (per block)")
    for col in ("region", "instructions", "clocks"):
        t.add_column(col, justify="right" if col != "region" else "left")
    for name, d in r.regions.items():
        t.add_row(name, f"{d['instructions'] / r.blocks:,.1f}", f"{d['cycles'] / r.blocks:,.1f}")
    con.print(t)
    for n in r.notes:
        con.print(f"[dim]{n}[/]")
    return 0


def cmd_reproduce(args) -> int:
    from .reproduce import markdown, paper_ids, update_readme, write_outputs
    from .papers import get_paper
    ids = paper_ids(args.paper)
    all_rows, headline_rows = [], []
    outdir = Path(args.out)
    for pid in ids:
        paper = get_paper(pid)
        rows = paper.rows(progress=_progress(args.quiet))
        all_rows += rows
        headline_rows += paper.headline(rows) if paper.headline else rows
        if not args.no_write:
            write_outputs(pid, rows, outdir)
    if not args.no_write and args.paper == "all":
        (outdir / "REPRODUCTION.md").write_text(markdown(all_rows))
    if args.readme:
        update_readme(Path(args.readme), markdown(headline_rows))
    if args.json:
        print(json.dumps([r.to_dict() for r in all_rows], indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table
    from .reproduce import fmt
    t = Table(title=f"reproduction: {args.paper}", show_lines=True)
    for col in ("paper", "figure", "published", "ours", "unit", "ratio", "kernel/core", "note"):
        t.add_column(col, overflow="fold")
    for r in all_rows:
        t.add_row(r.paper, r.figure, fmt(r.published), fmt(r.measured), r.unit,
                  "-" if r.ratio is None else f"{r.ratio:.2f}", f"{r.kernel}/{r.core}", r.note)
    Console().print(t)
    if not args.no_write:
        print(f"wrote {outdir}/<paper>.csv, .json, .md, .png", file=sys.stderr)
    return 0


def cmd_bench(args) -> int:
    from .bench import bench
    res = bench(args.kernel, args.core, args.blocks, args.repeat)
    if args.json:
        print(json.dumps(res, indent=2))
    else:
        for k, v in res.items():
            print(f"{k:>32}: {v:,.3f}" if isinstance(v, float) else f"{k:>32}: {v}")
    return 0


def cmd_compare(args) -> int:
    from .compare import compare, plot
    cores = [c.strip() for c in args.cores.split(",")] if args.cores else None
    rows = compare(cores, args.blocks, progress=_progress(args.quiet or args.json))
    if args.plot:
        plot(rows, args.plot)
    if args.json:
        print(json.dumps([r.to_dict() for r in rows], indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table
    t = Table(title="S-box lookup styles: one DES round (8 lookups)")
    for col in ("style", "kernel", "core", "instr/round", "clocks/round", "clocks/lookup", "lost clocks/round by cause"):
        t.add_column(col, overflow="fold")
    for r in rows:
        if r.cycles_per_round is None:
            t.add_row(r.style, r.kernel, r.core, "-", "-", "-", r.note)
            continue
        lost = ", ".join(f"{k} {v:g}" for k, v in sorted(r.lost_per_round.items(), key=lambda kv: -kv[1]))
        t.add_row(r.style, r.kernel, r.core, f"{r.instructions_per_round:g}", f"{r.cycles_per_round:,.1f}",
                  f"{r.cycles_per_lookup:,.2f}", lost)
    Console().print(t)
    if args.plot:
        print(f"wrote {args.plot}", file=sys.stderr)
    return 0


def cmd_timeline(args) -> int:
    from .runner import run
    from .timeline import format_text, plot, timeline
    r = run(args.kernel, args.core, blocks=args.blocks)
    steps = timeline(r, None if args.region == "all" else args.region, args.start, args.count)
    if args.plot:
        plot(steps, args.plot, f"{args.kernel} on {args.core}, region {args.region}")
    if args.json:
        print(json.dumps([s.to_dict() for s in steps], indent=2))
    else:
        print(format_text(steps))
        if args.plot:
            print(f"wrote {args.plot}", file=sys.stderr)
    return 0


def cmd_asm(args) -> int:
    from .listing import assemble_listing, format_listing, parse_defines
    rows = assemble_listing(args.file, args.isa, args.mode, args.base, parse_defines(args.define))
    if args.json:
        print(json.dumps([{k: r[k] for k in ("address", "words", "source")} for r in rows], indent=2))
    else:
        print(format_listing(rows, "source"))
    return 0


def cmd_disasm(args) -> int:
    from .listing import disassemble_words, format_listing
    rows = disassemble_words(args.isa, args.words, args.address, args.mode)
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print(format_listing(rows, "text"))
    return 0


def _int(text: str) -> int:
    try:
        return int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number (decimal, 0x hex)") from None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="workbench", description=__doc__.split(".")[0] if False else
                                "Cycle-counting workbench for historic cryptographic kernels.")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("list", help="kernels and cores")
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.set_defaults(fn=cmd_list)
    s = sub.add_parser("run", help="run a kernel on a core, verified, with clocks per block")
    s.add_argument("kernel")
    s.add_argument("--core", required=True)
    s.add_argument("--mhz", type=float, default=None, help="clock for blocks/s and Mb/s (default: the machine's)")
    s.add_argument("--blocks", type=int, default=64, help="number of 8-byte blocks (default 64)")
    s.add_argument("--budget", type=int, default=50_000_000, help="instruction budget (default 50M)")
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.set_defaults(fn=cmd_run)
    s = sub.add_parser("reproduce", help="published figures beside ours")
    s.add_argument("paper", nargs="?", default="all",
                   help="karn, libdes, bsafe, biham, corella, dusse-kaliski, altinok, or all")
    s.add_argument("--json", action="store_true", help="print the rows as one JSON list")
    s.add_argument("--out", default="results", help="folder for CSV/JSON/PNG/Markdown (default results)")
    s.add_argument("--no-write", action="store_true", help="write no files")
    s.add_argument("--readme", metavar="README", help="also rewrite the reproduction table in README")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    s.set_defaults(fn=cmd_reproduce)
    s = sub.add_parser("compare-sbox", help="S-box lookup styles on each core: clocks per round and lookup")
    s.add_argument("--cores", help="comma-separated cores (default: all)")
    s.add_argument("--blocks", type=int, default=32, help="blocks per run (default 32, so cold misses are amortised)")
    s.add_argument("--plot", metavar="FILE", help="write a bar chart (PNG)")
    s.add_argument("--json", action="store_true", help="print the rows as one JSON list")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    s.set_defaults(fn=cmd_compare)
    s = sub.add_parser("timeline", help="instruction by instruction: issue cycle, pipe, and why it waited")
    s.add_argument("kernel")
    s.add_argument("--core", required=True)
    s.add_argument("--region", default="round", help="region to show, or 'all' (default round)")
    s.add_argument("--start", type=int, default=0, help="skip this many instructions of the region")
    s.add_argument("--count", type=int, default=40, help="instructions to show (default 40)")
    s.add_argument("--blocks", type=int, default=2, help="blocks to run (default 2)")
    s.add_argument("--plot", metavar="FILE", help="write a Gantt chart (PNG)")
    s.add_argument("--json", action="store_true", help="print the steps as one JSON list")
    s.set_defaults(fn=cmd_timeline)
    isas = "x86, alpha, parisc or dsp56k"
    s = sub.add_parser("asm", help="assemble a file and list address, words and source (like as -al)")
    s.add_argument("file")
    s.add_argument("--isa", required=True, help=isas)
    s.add_argument("--mode", help="execution mode (x86: prot32 or real16; default: the ISA's first)")
    s.add_argument("--base", type=_int, help="load address (default: the ISA's)")
    s.add_argument("--define", action="append", default=[], metavar="NAME=VALUE",
                   help="define a symbol the source uses (repeatable), like as --defsym")
    s.add_argument("--json", action="store_true", help="print [{address, words, source}] as JSON")
    s.set_defaults(fn=cmd_asm)
    s = sub.add_parser("disasm", help="disassemble hex words (like objdump -d)")
    s.add_argument("words", nargs="+", metavar="WORD",
                   help="hex instruction words (x86: hex bytes, any number per argument)")
    s.add_argument("--isa", required=True, help=isas)
    s.add_argument("--mode", help="execution mode (x86: prot32 or real16)")
    s.add_argument("--address", type=_int, default=0, help="address of the first word (default 0)")
    s.add_argument("--json", action="store_true", help="print [{address, words, text}] as JSON")
    s.set_defaults(fn=cmd_disasm)
    s = sub.add_parser("bench", help="simulation speed: with timing vs bare unicorn")
    s.add_argument("--kernel", default="des-karn-rm16")
    s.add_argument("--core", default="i486")
    s.add_argument("--blocks", type=int, default=512)
    s.add_argument("--repeat", type=int, default=3)
    s.add_argument("--json", action="store_true")
    s.set_defaults(fn=cmd_bench)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.fn(args)
    except UserError as e:
        print(f"workbench: error: {e}", file=sys.stderr)
        return 1
    except BrokenPipeError:           # e.g. `workbench run ... | head`
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("workbench: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
