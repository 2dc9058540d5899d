"""The ``workbench`` command. Exit codes: 0 success, 1 a user-facing error (bad input, a fault, a
wrong ciphertext), 2 bad command-line usage (a bad option value is one line on stderr).

Tables fit where they go: rich tables on a terminal, fitted to its width (see :class:`_Table`),
plain Markdown when stdout is a file or a pipe, or what ``--format md|csv|json`` asks for
(``--json`` is ``--format json``). What a user or a file wrote (kernel names, instructions,
notes) is printed as text, never read as rich markup. Progress lines go to stderr only."""
from __future__ import annotations

import argparse
import csv
import json
import math
import sys
from pathlib import Path

from .errors import UserError, WorkbenchError

FORMATS = ("md", "csv", "json")


def _progress(quiet: bool):
    if quiet:
        return None
    return lambda msg: print(f"... {msg}", file=sys.stderr, flush=True)


# ---- output that fits where it goes --------------------------------------------------------

def output_format(args) -> str:
    """``--format``/``--json`` if given, else ``rich`` on a terminal and ``md`` otherwise."""
    fmt = getattr(args, "format", None)
    if fmt:
        return fmt
    isatty = getattr(sys.stdout, "isatty", None)
    return "rich" if isatty is not None and isatty() else "md"


class _Table:
    """One table, printed as a rich table, a Markdown table or CSV. Cells and titles are plain
    text, never rich markup (a kernel name or instruction such as ``[bx+SP]`` prints as is).
    ``optional``: columns a terminal too narrow for the table leaves out, the first named first
    (a caption says which; ``--format md`` shows every column); a left-out column named in
    ``below`` is printed under the table instead, a paragraph per row labelled with its
    ``label`` columns (prose such as notes reads better at full width than in a narrow column)."""

    PROSE = 16      # a column whose cells run longer than this, with spaces, wraps (at least this wide)

    def __init__(self, title: str, columns: list[str], right: tuple[str, ...] = (),
                 optional: tuple[str, ...] = (), below: tuple[str, ...] = (),
                 label: tuple[str, ...] = ()):
        self.title, self.columns, self.right = title, list(columns), set(right)
        self.optional = [c for c in optional if c in self.columns]
        self.below, self.label = set(below), list(label) or self.columns[:1]
        self.rows: list[list[str]] = []

    def add(self, *cells) -> None:
        self.rows.append(["" if c is None else str(c) for c in cells])

    def _prose(self, k: int) -> bool:
        """Column ``k`` holds sentences: it wraps at word boundaries; the others never wrap."""
        return any(len(r[k]) > self.PROSE and " " in r[k] for r in self.rows)

    def _build(self, keep: list[int], caption: str | None, level: int = 0, **kw):
        """The rich Table of columns ``keep``. ``level`` 0: prose columns wrap, at least PROSE
        wide, the others never; 1: prose columns as narrow as rich needs; 2: every column may
        wrap (rich narrows them rather than crop the lines)."""
        from rich.table import Table
        from rich.text import Text
        t = Table(title=Text(self.title) if self.title else None,
                  caption=Text(caption) if caption else None, **kw)
        for k in keep:
            c = self.columns[k]
            wraps = level == 2 or self._prose(k)
            t.add_column(Text(c), justify="right" if c in self.right else "left",
                         no_wrap=not wraps, overflow="fold" if wraps else "ellipsis",
                         min_width=self.PROSE if wraps and level == 0 else None)
        for row in self.rows:
            t.add_row(*[Text(row[k]) for k in keep])
        return t

    def _least(self, keep: list[int], prose: int = PROSE) -> int:
        """The narrowest the rich table of columns ``keep`` goes with every short column whole
        and every prose column ``prose`` wide: cells, a space either side, a rule between and
        around (rich's default box)."""
        def need(k: int) -> int:
            whole = max([len(self.columns[k])] + [len(r[k]) for r in self.rows])
            return min(whole, max(prose, len(self.columns[k]))) if self._prose(k) else whole
        return sum(need(k) + 3 for k in keep) + 1

    def rich(self, console=None, **kw):
        """A rich Table; on ``console`` (its width), optional columns are left out until the
        table fits with every short column whole and every prose column at least PROSE wide;
        then prose columns narrow further; then every column."""
        keep = list(range(len(self.columns)))
        if console is None:
            return self._build(keep, None, **kw)
        width = console.width
        dropped: list[str] = []
        for name in self.optional:
            if self._least(keep) <= width:
                break
            keep.remove(self.columns.index(name))
            dropped.append(name)
        under = [c for c in dropped if c in self.below
                 and any(r[self.columns.index(c)] for r in self.rows)]     # empty: just gone
        hidden = [c for c in dropped if c not in self.below]
        caption = f"left out to fit {width} columns: {', '.join(hidden)}; --format md has " \
                  "every column" if hidden else None
        level = 0 if self._least(keep) <= width else 1 if self._least(keep, 8) <= width else 2
        table = self._build(keep, caption, level, **kw)
        if not under:
            return table
        import textwrap
        from rich.console import Group
        from rich.text import Text
        labs = [self.columns.index(c) for c in self.label]
        parts = [table]
        for name in under:
            k = self.columns.index(name)
            parts.append(Text(f"{name}:", style="bold"))
            parts += [Text("\n".join(textwrap.wrap(f"- {' on '.join(r[j] for j in labs)}: {r[k]}", width,
                                                   subsequent_indent="  ")))
                      for r in self.rows if r[k]]
        return Group(*parts)

    def markdown(self) -> str:
        def cell(text: str) -> str:
            return text.replace("|", "\\|").replace("\n", " ")
        lines = [f"### {self.title}", ""] if self.title else []
        lines.append("| " + " | ".join(self.columns) + " |")
        lines.append("|" + "|".join("---:" if c in self.right else "---" for c in self.columns) + "|")
        lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in self.rows]
        return "\n".join(lines)


def _print_csv(header: list[str], rows: list[list]) -> None:
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)


def _print_blocks(fmt: str, blocks: list, **rich_kw) -> None:
    """Print _Tables and lines through rich (``rich``) or as plain Markdown (``md``). A line is
    a str, printed as it is (never read as markup), or a rich Text for styled parts."""
    if fmt == "rich":
        from rich.console import Console
        con = Console(highlight=False)
        for b in blocks:
            if isinstance(b, _Table):
                con.print(b.rich(con, **rich_kw))
            else:
                con.print(b, markup=False)
        return
    out = []
    for b in blocks:
        out.append(b.markdown() if isinstance(b, _Table) else getattr(b, "plain", b))
    print("\n\n".join(out))


# ---- the commands --------------------------------------------------------------------------

def _list_instructions(args, fmt: str) -> int:
    from . import instructions
    if not args.core:
        raise WorkbenchError("--instructions needs --core C (one of "
                             f"{', '.join([*instructions.MACHINES, *instructions.OWN])})")
    rows = instructions.rows(args.core)
    if fmt == "json":
        print(json.dumps({"core": args.core, "forms": rows}, indent=2))
        return 0
    cols = list(rows[0]) if rows else ["mnemonic", "operands"]
    if fmt == "csv":
        _print_csv(cols, [[r[c] for c in cols] for r in rows])
        return 0
    t = _Table(f"instruction forms the {args.core} model times ({len(rows)} rows)",
               [c for c in cols if c != "source"] + ["source"],
               optional=("source", "rule", "repeat", "taken", "example", "refused"))
    for r in rows:
        src = r["source"] if fmt != "rich" else r["source"][:60] + ("..." if len(r["source"]) > 60 else "")
        t.add(*[r[c] for c in cols if c != "source"], src)
    _print_blocks(fmt, [t])
    return 0


def cmd_validate(args) -> int:
    from . import validate
    cases = validate.load_cases()
    if args.source:
        known = sorted({c.source.id for c in cases})
        if args.source not in known:
            raise WorkbenchError(f"--source {args.source}: no such source (have: {', '.join(known)})")
        cases = [c for c in cases if c.source.id == args.source]
    cores = (args.core,) if args.core else validate.CORES
    if args.core and args.core not in validate.CORES:
        raise WorkbenchError(f"--core {args.core}: the validation suite covers "
                             f"{', '.join(validate.CORES)}")
    outcomes = validate.run(cases, cores, _progress(args.quiet))
    per_core, per_source = validate.summary(outcomes, "core"), validate.summary(outcomes, "source")
    total = len(outcomes)
    agree = sum(o.status == "agree" for o in outcomes)
    fmt = output_format(args)
    if fmt == "json":
        print(json.dumps({"cases": total, "agree": agree, "per_core": per_core,
                          "per_source": per_source,
                          "outcomes": [o.to_dict() for o in outcomes]}, indent=2))
    elif fmt == "csv":
        rows = [o.to_dict() for o in outcomes]
        cols = list(rows[0]) if rows else ["case"]
        _print_csv(cols, [[r[c] for c in cols] for r in rows])
    else:
        blocks = [f"{total} case-core pairs from {len(per_source)} sources: {agree} agree "
                  f"({100.0 * agree / max(total, 1):.1f}%)"]
        for title, rows, key in (("per core", per_core, "core"), ("per source", per_source, "source")):
            tb = _Table(f"agreement {title}", [key, "cases", "agree", "miss", "untimed", "broken", "%"],
                        right=("cases", "agree", "miss", "untimed", "broken", "%"))
            for r in rows:
                tb.add(r[key], r["cases"], r["agree"], r["miss"], r["untimed"], r["broken"],
                       f"{r['agreement']:.1f}")
            blocks.append(tb)
        bad = [o for o in outcomes if o.status != "agree"]
        if bad and args.misses:
            tb = _Table("cases outside their tolerance",
                        ["case", "core", "expected", "got", "status", "where / why"],
                        optional=("status",))   # without it, got "-" still says untimed
            for o in bad:
                why = o.message[:90] if o.message else o.case.where
                tb.add(o.case.id, o.core, f"{o.case.expected:g}±{o.case.tolerance:g}",
                       "" if o.got is None else f"{o.got:g}", o.status, why)
            blocks.append(tb)
        elif bad:
            blocks.append(f"{len(bad)} pairs outside their tolerance or untimed: --misses lists them")
        _print_blocks(fmt, blocks)
    if args.fail_under is not None and 100.0 * agree / max(total, 1) < args.fail_under:
        print(f"workbench: agreement {100.0 * agree / max(total, 1):.1f}% is under "
              f"--fail-under {args.fail_under:g}%", file=sys.stderr)
        return 1
    return 0


def cmd_list(args) -> int:
    if getattr(args, "instructions", False):
        return _list_instructions(args, output_format(args))
    if getattr(args, "core", None):
        raise WorkbenchError("--core goes with --instructions (workbench list --instructions "
                             "--core C)")
    import isa
    from .cores import registry
    from .kernel import all_kernels
    kernels = all_kernels()
    cores = registry()
    layers = [isa.get_isa(n) for n in isa.available()]
    fmt = output_format(args)
    if fmt == "json":
        print(json.dumps({
            "isas": [{"name": x.name, "modes": list(x.modes), "runs": x.can_execute,
                      "description": x.description} for x in layers],
            "kernels": [{"name": k.name, "isa": k.isa, "mode": k.mode, "cipher": k.cipher,
                         "chaining": k.chaining, "reproduces": k.reproduces,
                         "description": k.description} for k in kernels.values()],
            "cores": [{"name": n, "isa": cores[n]().isa} for n in sorted(cores)]}, indent=2))
        return 0
    if fmt == "csv":        # one CSV: a row per kernel, core and instruction set
        rows = [["kernel", k.name, k.isa, k.mode, k.cipher, k.chaining, k.reproduces, k.description]
                for k in kernels.values()]
        for n in sorted(cores):
            m = cores[n]()
            rows.append(["core", n, m.isa, "", "", "", "", m.spec.description])
        rows += [["isa", x.name, x.name, " ".join(x.modes), "", "", "", x.description] for x in layers]
        _print_csv(["kind", "name", "isa", "mode", "cipher", "chaining", "reproduces", "description"], rows)
        return 0
    t = _Table("kernels", ["name", "isa", "mode", "cipher", "chaining", "reproduces"],
               optional=("chaining",))
    for k in kernels.values():
        t.add(k.name, k.isa, k.mode, k.cipher, k.chaining, k.reproduces or "-")
    c = _Table("cores", ["name", "isa", "machine"])
    for n in sorted(cores):
        m = cores[n]()
        c.add(n, m.isa, m.spec.description)
    i = _Table("instruction sets (workbench asm / disasm --isa NAME)",
               ["name", "modes", "runs kernels", "description"])
    for x in layers:
        i.add(x.name, ", ".join(x.modes), "yes" if x.can_execute else "not yet", x.description)
    _print_blocks(fmt, [t, c, i])
    return 0


def _kat_text(r) -> str:
    kat = r.kat or {}
    if not kat.get("vectors"):
        return ""
    return (f"; SP 800-20 permutation and substitution known answers through the kernel: "
            f"{kat['passed']}/{kat['vectors']}")


def _blocks_or_operations(args, kernel_name: str) -> int | None:
    """``--blocks`` for a cipher kernel, ``--operations`` (or ``--blocks``) for an arithmetic one."""
    from .kernel import ARITHMETIC, find_kernel
    if getattr(args, "operations", None) is None:
        return args.blocks
    kernel = find_kernel(kernel_name)
    if kernel.cipher not in ARITHMETIC:
        raise WorkbenchError(f"{kernel.name} is a {kernel.cipher.upper()} kernel: give its size "
                           "with --blocks (--operations counts Montgomery and RSA operations)")
    if args.blocks is not None and args.blocks != args.operations:
        raise WorkbenchError("give --operations or --blocks, not both")
    return args.operations


def cmd_run(args) -> int:
    from .runner import run
    fmt = output_format(args)
    r = run(args.kernel, args.core, mhz=args.mhz, blocks=_blocks_or_operations(args, args.kernel),
            budget=args.budget, progress=_progress(args.quiet or fmt == "json")).result
    if fmt == "json":
        print(json.dumps(r.to_dict(), indent=2))
        return 0
    if fmt == "csv":        # one row: the run's figures, then clocks per block by cause
        flat = {k: v for k, v in r.to_dict().items() if not isinstance(v, (dict, list))}
        flat.update(kat_vectors=r.kat.get("vectors", 0), kat_passed=r.kat.get("passed", 0))
        flat.update({f"{cause}_clocks_per_block": round(v / r.blocks, 3) for cause, v in r.breakdown.items()})
        _print_csv(list(flat), [list(flat.values())])
        return 0
    cipher = r.cipher in ("des", "3des")
    unit = "block" if cipher else "operation"
    units = unit if r.blocks == 1 else unit + "s"
    reference = f"{r.cipher.upper()}-{r.chaining.upper()}" if cipher else \
        f"{r.cipher} in Python (pow and the Montgomery model)"
    rate = f"   {r.mbps:.3f} Mb/s" if cipher else ""
    from rich.text import Text
    blocks = [Text.assemble((r.kernel, "bold"), " on ", (r.core, "bold"),
                            f" at {r.mhz:g} MHz, {r.blocks:,} {units}, output verified against "
                            f"the reference {reference}: {'yes' if r.verified else 'NO'}"
                            + _kat_text(r)),
              f"instructions/{unit} {r.instructions_per_block:,.1f}   clocks/{unit} "
              f"{r.clocks_per_block:,.1f}   {r.blocks_per_second:,.0f} {unit}s/s{rate}"]
    t = _Table("cycles by cause (per block)", ["cause", "clocks/block"], right=("clocks/block",))
    for cause, v in r.breakdown.items():
        if v:
            t.add(cause, f"{v / r.blocks:,.2f}")
    g = _Table("regions (per block)", ["region", "instructions", "clocks"], right=("instructions", "clocks"))
    for name, d in r.regions.items():
        g.add(name, f"{d['instructions'] / r.blocks:,.1f}", f"{d['cycles'] / r.blocks:,.1f}")
    blocks += [t, g]
    if fmt == "rich":
        blocks += [Text(n, style="dim") for n in r.notes]
    elif r.notes:
        blocks.append("\n".join(f"- {n}" for n in r.notes))
    _print_blocks(fmt, blocks)
    return 0


def cmd_reproduce(args) -> int:
    from .papers import get_paper
    from .reproduce import (RunManifest, atomic_write_text, csv_text, fmt as fmt_value, markdown,
                            paper_ids, update_readme, write_outputs)
    from .reproduce import check_output_folder, check_readme
    ids = paper_ids(args.paper)
    fmt = output_format(args)
    if args.html and args.no_write:
        raise WorkbenchError("--html writes index.html in the --out folder; --no-write writes "
                             "nothing: give one of them")
    if not args.no_write:               # the paths first: a bad one must not cost the whole run
        check_output_folder(args.out)
    if args.readme:
        check_readme(args.readme)
    from . import sensitivity
    from .reproduce_jobs import default_jobs, run_papers
    all_rows, headline_rows, by_paper = [], [], []
    assessments = []
    outdir = Path(args.out)
    manifest = None if args.no_write else RunManifest(outdir, f"workbench reproduce {args.paper}", ids)
    written: list[Path] = []
    status = "failed"
    try:
        for pid, rows, found in run_papers(ids, sensitivity=args.sensitivity, quiet=args.quiet,
                                           jobs=args.jobs or default_jobs()):
            paper = get_paper(pid)
            assessments += found
            all_rows += rows
            by_paper.append((pid, paper.title, rows))
            headline_rows += paper.headline(rows) if paper.headline else rows
            if manifest is not None:
                paths = write_outputs(pid, rows, outdir)
                written += paths
                manifest.add(pid, len(rows), paths)
        if manifest is not None and args.paper == "all":
            p = atomic_write_text(outdir / "REPRODUCTION.md", markdown(all_rows))
            written.append(p)
            manifest.add_files([p])
        if manifest is not None and args.sensitivity:
            p = atomic_write_text(outdir / "sensitivity.md", sensitivity.markdown(assessments))
            q = atomic_write_text(outdir / "sensitivity.json", json.dumps(
                [{"paper": a.row.paper, "figure": a.row.figure, "kernel": a.row.kernel,
                  "core": a.row.core, "published": a.row.published, "measured": a.row.measured,
                  **a.to_dict()} for a in assessments], indent=2))
            written += [p, q]
            manifest.add_files([p, q])
        if args.html:
            from .web.results_page import write_site
            pages = write_site(by_paper, outdir, manifest.data, _progress(args.quiet))
            written += pages
            manifest.add_files(pages)
        status = "complete"
    except KeyboardInterrupt:
        status = "interrupted"
        raise
    finally:
        if manifest is not None:
            written.append(manifest.finish(status))
    if args.readme:
        update_readme(Path(args.readme), markdown(headline_rows))
    if fmt == "json":
        print(json.dumps([r.to_dict() for r in all_rows], indent=2))
    elif fmt == "csv":
        sys.stdout.write(csv_text(all_rows))
    elif fmt == "md":
        sys.stdout.write(markdown(all_rows))
        if assessments:
            sys.stdout.write("\n" + sensitivity.markdown(assessments))
    else:
        t = _Table(f"reproduction: {args.paper}",
                   ["paper", "figure", "published", "ours", "unit", "ratio", "kernel/core", "note"],
                   optional=("note", "ratio", "paper"), below=("note",), label=("figure",))
        for r in all_rows:
            t.add(r.paper, r.figure, fmt_value(r.published), fmt_value(r.measured), r.unit,
                  "-" if r.ratio is None else f"{r.ratio:.2f}", f"{r.kernel}/{r.core}", r.note)
        blocks = [t]
        if assessments:
            u = _Table("sensitivity to the disputed ([D]) parameters' documented alternatives",
                       ["paper", "figure", "kernel/core", "published", "ours", "range", "settled",
                        "moved more than 2% by"],
                       optional=("moved more than 2% by", "paper", "settled"),
                       below=("moved more than 2% by",), label=("figure",))
            for a in assessments:
                r = a.row
                u.add(r.paper, r.figure, f"{r.kernel}/{r.core}", fmt_value(r.published),
                      fmt_value(r.measured), f"{fmt_value(a.low)}–{fmt_value(a.high)}",
                      "yes" if a.settled else "no",
                      "; ".join(f"{m.label()}: {fmt_value(m.figure)} ({m.change:+.1%})"
                                for m in a.movers()) or "-")
            blocks.append(u)
        _print_blocks(fmt, blocks, show_lines=True)
    if written:
        print(_wrote(written, outdir), file=sys.stderr)
    if args.readme:
        print(f"updated the reproduction table in {args.readme}", file=sys.stderr)
    return 0


def _write_plot(draw, path: str, what: str = "the chart") -> None:
    """``--plot FILE`` (and ``--html FILE``): written where it is asked for (its folder made if
    need be), atomically; ``draw(path)`` writes the file."""
    from .errors import WorkbenchError
    from .reproduce import atomic_write
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(target, lambda tmp: draw(str(tmp)))
    except (OSError, ValueError) as e:       # ValueError: matplotlib's unknown image format
        raise WorkbenchError(f"cannot write {what} {path}: {e}") from None


def _check_plot(path: str) -> None:
    """``--plot FILE``: checked before any work (a folder, an unwritable place, a format
    matplotlib does not write are errors now, not after the run)."""
    from .reproduce import check_output_file
    check_output_file(path)


def _wrote(paths: list[Path], outdir: Path) -> str:
    """``wrote results/karn.json, ...``: the files this run really wrote, in one line."""
    names = list(dict.fromkeys(p.name for p in paths if p.parent.name != "timelines"))
    pages = len({p.name for p in paths if p.parent.name == "timelines"})
    more = f" and {pages} timeline pages in {outdir}/timelines/" if pages else ""
    return f"wrote {len(names)} files in {outdir}/: {', '.join(names)}{more}"


def cmd_bench(args) -> int:
    from .bench import (BENCH_END, BENCH_START, COLUMNS, BenchRow, bench, document, load_document,
                        markdown)
    from .reproduce import atomic_write_text, check_output_folder, check_readme, update_readme
    fmt = output_format(args)
    outdir = Path(args.out)
    if args.source and (args.kernel or args.core):
        raise WorkbenchError("--from reads rows already measured; --kernel and --core choose what "
                             "to measure, so give one or the other")
    if args.readme:
        check_readme(args.readme, BENCH_START, BENCH_END, "speed table")
    if not args.no_write and not args.source:
        check_output_folder(outdir)
    if args.source:
        doc = load_document(args.source)
    else:
        rows = bench(_names(args.kernel, "--kernel"), _names(args.core, "--core"), args.blocks,
                     args.repeat, memory=not args.no_memory,
                     progress=_progress(args.quiet or fmt == "json"), operations=args.operations)
        command = " ".join(["workbench bench"] + [f"--{o} {v}" for o, v in (
            ("kernel", args.kernel), ("core", args.core), ("blocks", args.blocks),
            ("operations", args.operations), ("repeat", args.repeat)) if v is not None])
        doc = document(rows, args.blocks, args.operations, args.repeat, command)
        if not args.no_write:
            outdir.mkdir(parents=True, exist_ok=True)
            path = atomic_write_text(outdir / "bench.json", json.dumps(doc, indent=2) + "\n")
            print(f"wrote {path}", file=sys.stderr)
    if args.readme:
        update_readme(Path(args.readme), markdown(doc), BENCH_START, BENCH_END, "speed table")
        print(f"updated the speed table in {args.readme}", file=sys.stderr)
    rows = [BenchRow(**r) for r in doc["rows"]]
    if fmt == "json":
        print(json.dumps([r.to_dict() for r in rows], indent=2))
        return 0
    if fmt == "csv":
        _print_csv(list(COLUMNS), [[getattr(r, c) for c in COLUMNS] for r in rows])
        return 0
    rate = (lambda v: "-" if v is None else f"{v / 1e6:.2f}")
    t = _Table(f"simulation speed, M instructions/s (median of {doc['settings']['repeat']}, one process)",
               ["kernel", "core", "blocks", "instructions", "bare", "capture", "timing", "end to end",
                "x bare", "peak MB", "note"],
               right=("blocks", "instructions", "bare", "capture", "timing", "end to end", "x bare",
                      "peak MB"),
               optional=("note", "blocks", "capture", "timing", "peak MB"), below=("note",),
               label=("kernel", "core"))
    for r in rows:
        t.add(r.kernel, r.core, r.blocks, f"{r.instructions:,}", rate(r.bare_per_s), rate(r.capture_per_s),
              rate(r.timing_per_s), rate(r.end_to_end_per_s),
              "-" if r.x_bare is None else f"{r.x_bare:.1f}",
              "-" if r.peak_mb is None else f"{r.peak_mb:.0f}", r.error)
    _print_blocks(fmt, [t])
    return 0


def cmd_compare(args) -> int:
    from .compare import compare, plot
    cores = _names(args.cores, "--cores")
    fmt = output_format(args)
    if args.plot:
        _check_plot(args.plot)
    rows = compare(cores, args.blocks, progress=_progress(args.quiet or fmt == "json"))
    if args.plot:
        _write_plot(lambda path: plot(rows, path), args.plot)
    if fmt == "json":
        print(json.dumps([r.to_dict() for r in rows], indent=2))
    elif fmt == "csv":
        _print_csv(["style", "kernel", "core", "instructions_per_round", "cycles_per_round",
                    "cycles_per_lookup", "lost_per_round", "note"],
                   [[r.style, r.kernel, r.core, r.instructions_per_round, r.cycles_per_round,
                     r.cycles_per_lookup, "; ".join(f"{k} {v:g}" for k, v in r.lost_per_round.items()),
                     r.note] for r in rows])
    else:
        t = _Table("S-box lookup styles: one DES round (8 lookups)",
                   ["style", "kernel", "core", "instr/round", "clocks/round", "clocks/lookup",
                    "lost clocks/round by cause"], right=("instr/round", "clocks/round", "clocks/lookup"),
                   optional=("lost clocks/round by cause", "clocks/lookup", "instr/round"),
                   below=("lost clocks/round by cause",), label=("kernel", "core"))
        for r in rows:
            if r.cycles_per_round is None:
                t.add(r.style, r.kernel, r.core, "-", "-", "-", r.note)
                continue
            lost = ", ".join(f"{k} {v:g}" for k, v in sorted(r.lost_per_round.items(), key=lambda kv: -kv[1]))
            t.add(r.style, r.kernel, r.core, f"{r.instructions_per_round:g}", f"{r.cycles_per_round:,.1f}",
                  f"{r.cycles_per_lookup:,.2f}", lost)
        _print_blocks(fmt, [t])
    if args.plot:
        print(f"wrote {args.plot}", file=sys.stderr)
    return 0


def cmd_timeline(args) -> int:
    from .runner import run
    from .kernel import find_kernel
    from .timeline import format_text, plot, timeline
    kernel = find_kernel(args.kernel)
    if args.region != "all" and args.region not in kernel.regions:
        raise WorkbenchError(f"kernel '{kernel.name}' has no region '{args.region}' (have: "
                             f"{', '.join(sorted(kernel.regions)) or 'none'}; or all)")
    if args.plot:
        _check_plot(args.plot)
    r = run(args.kernel, args.core, blocks=args.blocks, budget_option=False)
    steps = timeline(r, None if args.region == "all" else args.region, args.start, args.count)
    if args.plot:
        _write_plot(lambda path: plot(steps, path, f"{args.kernel} on {args.core}, region {args.region}"),
                    args.plot)
    if args.json:
        print(json.dumps([s.to_dict() for s in steps], indent=2))
    else:
        print(format_text(steps))
        if args.plot:
            print(f"wrote {args.plot}", file=sys.stderr)
    return 0


def cmd_serve(args) -> int:
    from .web.serve import serve
    if args.port > 65535:
        raise WorkbenchError(f"--port {args.port}: a port is 0 to 65535")
    serve(args.host, args.port, budget=args.budget, time_limit=args.time_limit,
          max_bytes=args.max_bytes)
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


# ---- option values: checked by argparse, so a bad one is exit code 2 and one line ---------------

def positive(unit: str):
    """An argparse type: a positive, finite number of ``unit`` (a clock in MHz, a time limit in
    seconds)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not a number of {unit}") from None
        if not (math.isfinite(value) and value > 0):
            raise argparse.ArgumentTypeError(f"must be a positive, finite number of {unit}, "
                                             f"not '{text}'")
        return value
    parse.__name__ = f"number of {unit}"
    return parse


positive_mhz = positive("MHz")             # --mhz
positive_seconds = positive("seconds")     # serve --time-limit


def at_least(minimum: int):
    """An argparse type: a decimal integer >= ``minimum`` (counts: 1; offsets: 0)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, not {value}")
        return value
    parse.__name__ = f"integer >= {minimum}"
    return parse


def nonempty(text: str) -> str:
    """An argparse type: a name or path that is not empty (an empty one would mean 'the default'
    or 'here' without saying so)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("must not be empty")
    return text


def _names(text: str | None, option: str) -> list[str] | None:
    """A comma-separated list of names (None: not given, the default); naming nothing is an error."""
    if text is None:
        return None
    names = [x.strip() for x in text.split(",") if x.strip()]
    if not names:
        raise WorkbenchError(f"{option} '{text}' names nothing; give comma-separated names, or "
                             "leave the option out for all")
    return names


count = at_least(1)           # --blocks, --count, --repeat, --budget, --iterations
nonnegative = at_least(0)     # --start


def _int(text: str) -> int:
    try:
        value = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number (decimal, 0x hex)") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"an address cannot be negative ('{text}')")
    return value


def _printable(text: str) -> str:
    """``text`` with control characters escaped, so a value echoed in a message stays one line."""
    return "".join(c if c.isprintable() else
                   (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}") for c in text)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        message = _printable(message)
        if message.startswith("argument "):      # one option's value: the line says it all
            self.exit(2, f"{self.prog}: error: {message}\n")
        super().error(message)


class _PaperIds:
    """The reproducible papers, from the registry, looked up only when help is printed."""

    def __str__(self) -> str:
        from .reproduce import paper_ids
        return ", ".join(paper_ids("all"))


def _budget_help() -> str:
    from .budget import BLOCK_INSTRUCTIONS, BUDGET_HEADROOM, MAX_BUDGET, SETUP_BUDGET
    per = {k: f"{BUDGET_HEADROOM * v:,}" for k, v in BLOCK_INSTRUCTIONS.items()}
    return (f"instruction budget (default {per['des']} a DES block, {per['3des']} a 3DES block, "
            f"{per['montgomery']} a Montgomery product, {per['rsa']} an RSA operation, "
            f"+ {SETUP_BUDGET:,}; at most {MAX_BUDGET:,}, which $WORKBENCH_MAX_BUDGET moves)")


def _add_format(s: argparse.ArgumentParser, json_help: str) -> None:
    s.add_argument("--format", choices=FORMATS, default=None,
                   help="md, csv or json (default: a rich table on a terminal, Markdown otherwise)")
    s.add_argument("--json", dest="format", action="store_const", const="json",
                   help=f"{json_help} (--format json)")


class _Version(argparse.Action):
    """``--version``: the workbench version, the unicorn build and which x86 capture path runs
    (found only when asked: it loads the C recorders and probes unicorn)."""

    def __init__(self, option_strings, dest, **kw):
        super().__init__(option_strings, dest, nargs=0, help="print the version, the unicorn "
                         "build, the x86 capture path and which C helpers are built, then exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from importlib.metadata import PackageNotFoundError, version
        from isa.x86.machine import capture_path
        try:
            own = version("workbench")
        except PackageNotFoundError:
            own = "(not installed)"
        from isa.native import helpers_line
        print(f"workbench {own}\n{capture_path()[1]}\n{helpers_line()}")
        parser.exit(0)


# commands that may run x86 code: they say at start-up when the fast capture path is not running
_X86_COMMANDS = ("run", "reproduce", "compare-sbox", "timeline", "time", "bench")


def _interactive() -> bool:
    isatty = getattr(sys.stderr, "isatty", None)
    return bool(isatty and isatty())


def _startup_check(args) -> None:
    """On a terminal, one stderr line when x86 capture cannot take its fast path for a reason the
    user did not choose (another unicorn build, no C compiler, the switch not found): the figures
    are the same, only slower. WORKBENCH_NO_C=1 is a choice and says nothing. Logs and scripts
    keep their one-line errors; ``--version`` and reproduce's manifest.json always say the path."""
    import os
    if args.command not in _X86_COMMANDS or getattr(args, "quiet", False) \
            or os.environ.get("WORKBENCH_NO_C") or not _interactive():
        return
    from isa.x86.machine import capture_path
    fast, line = capture_path()
    if not fast:
        print(f"workbench: note: {line}; the figures are the same, only slower", file=sys.stderr)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="workbench", description="Cycle-counting workbench for historic cryptographic kernels.")
    p.add_argument("--version", action=_Version)
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("list", help="kernels and cores; with --instructions, a core's timed forms")
    s.add_argument("--instructions", action="store_true",
                   help="list every instruction form --core times, with its clocks, pairing "
                        "class or uops and ports, latency and source")
    s.add_argument("--core", help="the x86 core for --instructions (i386, i486, p5, p6, pii)")
    _add_format(s, "print one JSON object")
    s.set_defaults(fn=cmd_list)
    s = sub.add_parser("validate", help="the x86 models against clocks measured on the real chips",
                       description="Time every case of the validation suite (short sequences "
                       "with clock counts measured on the real chips by others) and print the "
                       "agreement per core and per source.")
    s.add_argument("--core", help="only this core (i386, i486, p5, p6, pii)")
    s.add_argument("--source", help="only the cases of this source id")
    s.add_argument("--misses", action="store_true", help="list every case outside its tolerance")
    s.add_argument("--fail-under", type=float, default=None, metavar="PCT",
                   help="exit 1 when the agreement is under PCT percent")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    _add_format(s, "print one JSON object with every outcome")
    s.set_defaults(fn=cmd_validate)
    s = sub.add_parser("run", help="run a kernel on a core, verified, with clocks per block")
    s.add_argument("kernel")
    s.add_argument("--core", required=True)
    s.add_argument("--mhz", type=positive_mhz, default=None,
                   help="clock for blocks/s and Mb/s, > 0 (default: the machine's)")
    s.add_argument("--blocks", type=count, default=None,
                   help="number of 8-byte blocks (default 64); for a Montgomery or RSA kernel, "
                        "operations (default 1)")
    s.add_argument("--operations", type=count, default=None, metavar="N",
                   help="operations of a Montgomery or RSA kernel (default 1)")
    s.add_argument("--budget", type=count, default=None, metavar="N", help=_budget_help())
    _add_format(s, "print one JSON object")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr (long runs)")
    s.set_defaults(fn=cmd_run)
    s = sub.add_parser("reproduce", help="published figures beside ours")
    a = s.add_argument("paper", nargs="?", default="all", help="%(papers)s, or all (default all)")
    a.papers = _PaperIds()
    _add_format(s, "print the rows as one JSON list")
    s.add_argument("--out", type=nonempty, default="results",
                   help="folder for CSV/JSON/PNG/Markdown (default results)")
    s.add_argument("--no-write", action="store_true", help="write no files")
    s.add_argument("--readme", type=nonempty, metavar="README",
                   help="also rewrite the reproduction table in README")
    s.add_argument("--sensitivity", action="store_true",
                   help="also re-time each published row with every documented alternative of the "
                        "disputed ([D]) parameters of its core, and show the range (writes "
                        "sensitivity.md/.json)")
    s.add_argument("--jobs", type=count, default=None, metavar="N",
                   help="papers run side by side in N processes (default: one per core); a "
                        "paper that times this machine itself (altinok's CPU rows) runs alone")
    s.add_argument("--html", action="store_true",
                   help="also write index.html in the --out folder: every paper's table with "
                        "the ratio against a 10%% band, charts, and a cycle-grid page per "
                        "kernel/core under timelines/")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    s.set_defaults(fn=cmd_reproduce)
    s = sub.add_parser("compare-sbox", help="S-box lookup styles on each core: clocks per round and lookup")
    s.add_argument("--cores", help="comma-separated cores (default: all)")
    s.add_argument("--blocks", type=count, default=32,
                   help="blocks per run (default 32, so cold misses are amortised)")
    s.add_argument("--plot", type=nonempty, metavar="FILE", help="write a bar chart (PNG)")
    _add_format(s, "print the rows as one JSON list")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    s.set_defaults(fn=cmd_compare)
    s = sub.add_parser("timeline", help="instruction by instruction: issue cycle, pipe, and why it waited")
    s.add_argument("kernel")
    s.add_argument("--core", required=True)
    s.add_argument("--region", type=nonempty, default="round",
                   help="region to show, or 'all' (default round)")
    s.add_argument("--start", type=nonnegative, default=0, help="skip this many instructions of the region")
    s.add_argument("--count", type=count, default=40, help="instructions to show (default 40)")
    s.add_argument("--blocks", type=count, default=2, help="blocks to run (default 2)")
    s.add_argument("--plot", type=nonempty, metavar="FILE", help="write a Gantt chart (PNG)")
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
    from .time_cmd import add_parser as add_time; add_time(sub)   # workbench time
    s = sub.add_parser("serve", help="a local web page: paste assembly, pick cores, see the timing",
                       description="Serve a page where you paste assembly or gcc -S output, pick "
                       "cores and get the report of workbench time --html. Listens on 127.0.0.1 "
                       "only unless --host says otherwise; every run has an instruction budget, a "
                       "time limit and a size limit; the page reads and writes no files.")
    s.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 "
                        "lets other machines in)")
    s.add_argument("--port", type=nonnegative, default=8056,
                   help="port (default 8056; 0 picks a free one)")
    s.add_argument("--budget", type=count, default=2_000_000, metavar="N",
                   help="instruction budget of each run (default 2,000,000)")
    s.add_argument("--time-limit", type=positive_seconds, default=30.0, metavar="S",
                   help="seconds a run may take before it is stopped (default 30)")
    s.add_argument("--max-bytes", type=count, default=64 * 1024, metavar="N",
                   help="largest source accepted, in bytes (default 65,536)")
    s.set_defaults(fn=cmd_serve)
    s = sub.add_parser("bench", help="simulation speed and memory of every kernel on every core",
                       description="Retired instructions per second (bare engine, capture, timing, "
                       "end to end) and peak heap of each kernel on each core of its ISA, medians "
                       "of --repeat runs in this one process.")
    s.add_argument("--kernel", help="kernel name or comma-separated names (default: all)")
    s.add_argument("--core", help="core name or comma-separated names (default: all of each kernel's ISA)")
    s.add_argument("--blocks", type=count, default=2000, help="blocks per DES/3DES run (default 2000)")
    s.add_argument("--operations", type=count, default=2,
                   help="operations per Montgomery/RSA run (default 2)")
    s.add_argument("--repeat", type=count, default=3, help="runs per median (default 3)")
    s.add_argument("--no-memory", action="store_true", help="skip the (untimed) peak-memory run")
    s.add_argument("--out", default="results", metavar="DIR",
                   help="folder for bench.json, the rows with the machine and settings "
                        "(default: results)")
    s.add_argument("--no-write", action="store_true", help="write no bench.json")
    s.add_argument("--readme", metavar="FILE",
                   help="rewrite the speed table between the lines <!-- bench:start --> and "
                        "<!-- bench:end --> of FILE (the README's Speed section)")
    s.add_argument("--from", dest="source", metavar="FILE",
                   help="measure nothing: print (and with --readme, write) the rows of a "
                        "bench.json written before")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    _add_format(s, "print the rows as JSON")
    s.set_defaults(fn=cmd_bench)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        _startup_check(args)
        return args.fn(args)
    except UserError as e:
        print(f"workbench: error: {_printable(str(e))}", file=sys.stderr)   # one line, always
        return 1
    except BrokenPipeError:           # e.g. `workbench run ... | head`
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("workbench: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
