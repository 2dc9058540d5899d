"""``workbench time``: its options and the command (the measuring is :mod:`workbench.fragment`,
the text :mod:`workbench.time_report`).

One file on one core prints the full report; several files and/or several comma-separated cores
(``--core i486,p5,p6``) print one table of cycles per iteration, a row per file and a column per
core. ``--format text|md|csv|json`` (``--json`` is ``--format json``). Text is fitted to a width:
``--width N`` if given, else the terminal's when stdout is a terminal, else unlimited (a pipe or a
log file keeps every column and the whole sentence)."""
from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

from .cli import _print_csv, count, nonempty   # the CLI's validator and CSV writer
from .errors import UserError, WorkbenchError
from .fragment import CACHES, DEFAULT_BUDGET, DEFAULT_ITERATIONS, time_fragment
from .textfile import decode, read_text
from .timeline import plot

FORMATS = ("text", "md", "csv", "json")


def _reg(text: str) -> tuple[str, int]:
    name, eq, value = text.partition("=")
    if not eq or not name.strip():
        raise argparse.ArgumentTypeError(f"'{text}' is not NAME=VALUE (e.g. eax=0x1234)")
    try:
        return name.strip(), int(value.strip(), 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' in '{text}' is not a number (decimal, 0x hex)") from None


def add_parser(sub) -> argparse.ArgumentParser:
    s = sub.add_parser(
        "time", help="steady-state cycles per iteration of an assembly fragment on a core",
        description="Time an assembly file or fragment on a core without a manifest: the fragment "
                    "runs --iterations times back to back; prints the steady-state cycles per "
                    "iteration, IPC, the bottleneck and one iteration instruction by instruction. "
                    "Several files and/or comma-separated cores print one table instead: cycles "
                    "per iteration, a row per file and a column per core.")
    s.add_argument("file", metavar="FILE", nargs="+",
                   help="assembly source, or - for standard input; several files are timed "
                        "side by side (one table, a row per file)")
    s.add_argument("--core", required=True, metavar="CORE[,CORE...]",
                   help="core to time on (workbench list), or comma-separated cores side by "
                        "side (e.g. i486,p5,p6)")
    s.add_argument("--isa", help="instruction set (default: the core's)")
    s.add_argument("--mode", help="execution mode (x86: prot32, the default, or real16)")
    s.add_argument("--reg", action="append", type=_reg, default=[], metavar="NAME=VALUE",
                   help="initial register value (repeatable): x86 eax=0x1234 (ds=... in real16); "
                        "Alpha r1=, $1=, t0=; PA-RISC r3=; DSP56000 x0=, a=. The value must fit "
                        "the register (eax 32 bits, ax 16, al 8, Alpha and PA-RISC 64, DSP56000 "
                        "x0 24, a 56); a negative value is its two's complement in that width "
                        "(eax=-1 is 0xffffffff)")
    s.add_argument("--iterations", type=count, default=None, metavar="N",
                   help=f"iterations to time (default {DEFAULT_ITERATIONS}): of the loop the "
                        "fragment holds (its last instruction branching back, or a region between "
                        "LLVM-MCA-BEGIN/END comments), run as written; else the straight fragment "
                        "repeated as a loop body (1 times it once, cold, and allows labels)")
    s.add_argument("--function", metavar="NAME",
                   help="call the function NAME of the file by its ISA's convention (x86 "
                        "cdecl, Alpha $16.., PA-RISC 64-bit %%r26..; e.g. gcc -O2 -S output) "
                        "and time that one call, cold")
    s.add_argument("--args", metavar="A,B,C",
                   help="the call's arguments (x86: 32-bit stack slots; Alpha, PA-RISC: 64-bit "
                        "registers): numbers, or expressions over the "
                        "file's symbols and DATA (the data area), e.g. DATA+256,16")
    s.add_argument("--kernel", metavar="NAME",
                   help="run FILE (a copy of kernel NAME's source, edited, its loop marked) "
                        "against that kernel's memory layout (tables, keys, data) from its entry "
                        "label; the loop is timed, the output not verified")
    s.add_argument("--budget", type=count, default=DEFAULT_BUDGET, metavar="N",
                   help=f"instruction budget (default {DEFAULT_BUDGET:,})")
    s.add_argument("--caches", choices=CACHES, default="cold",
                   help="cold: the caches start empty (the first iteration pays the misses, the "
                        "steady state is warm); warm: the run is timed after one untimed run of "
                        "itself (what a second call finds); perfect: every access hits (default "
                        "cold)")
    s.add_argument("--timeline", action="store_true",
                   help="also show the last three iterations instruction by instruction (one "
                        "file on one core)")
    s.add_argument("--plot", type=nonempty, metavar="FILE",
                   help="write a Gantt chart (PNG) of the last three iterations (one file on "
                        "one core)")
    s.add_argument("--html", type=nonempty, metavar="FILE",
                   help="also write one self-contained HTML page: the summary, and each file's "
                        "timeline on every core side by side as a cycle grid (hover a row for "
                        "why it waited)")
    s.add_argument("--format", choices=FORMATS, default="text",
                   help="text (default), md (GitHub tables), csv (one row per instruction; "
                        "with several files or cores, file and core first) or json (one "
                        "object; with several, every timing and the table)")
    s.add_argument("--json", dest="format", action="store_const", const="json",
                   help="print one JSON object (--format json)")
    s.add_argument("--width", type=count, default=None, metavar="N",
                   help="fit text output to N columns: drop the less important columns, then "
                        "shorten instructions with an ellipsis, wrap sentences (default: the "
                        "terminal's width on a terminal, unlimited when piped or redirected)")
    s.set_defaults(fn=cmd_time)
    return s


def _read(file: str) -> tuple[str, str]:
    if file == "-":
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:                       # a text stream put in place of stdin (tests)
            return sys.stdin.read(), "<stdin>"
        return decode(stream.read(), "<stdin>"), "<stdin>"
    return read_text(file), file


def output_width(args) -> int | None:
    """``--width N``; else the terminal's width when stdout is a terminal; else None (unlimited)."""
    if args.width is not None:
        return args.width
    isatty = getattr(sys.stdout, "isatty", None)
    if isatty is not None and isatty():
        return shutil.get_terminal_size().columns
    return None


def _cores(text: str) -> list[str]:
    from .cli import _names
    cores = _names(text, "--core")
    twice = sorted({c for c in cores if cores.count(c) > 1})
    if twice:
        raise WorkbenchError(f"--core names {', '.join(twice)} twice: give each core once")
    return cores


def cmd_time(args) -> int:
    from .cli import _check_plot
    seen: dict[str, str] = {}
    for name, _ in args.reg:
        if name.lower() in seen:
            raise WorkbenchError(f"--reg {name} is given twice ({seen[name.lower()]} and {name}): "
                                 "give each register once")
        seen[name.lower()] = name
    cores = _cores(args.core)
    files = list(args.file)
    if files.count("-") > 1:
        raise WorkbenchError("- (standard input) is given twice: it can be read once")
    twice = sorted({f for f in files if files.count(f) > 1})
    if twice:
        raise WorkbenchError(f"{', '.join(twice)} is given twice: give each file once")
    several = len(files) > 1 or len(cores) > 1
    if several:
        shape = f"{len(files)} file{'s' if len(files) != 1 else ''} on {len(cores)} " \
                f"core{'s' if len(cores) != 1 else ''}"
        for option, given in (("--timeline", args.timeline), ("--plot", args.plot)):
            if given:
                raise WorkbenchError(f"{option} shows one run: give one file and one core "
                                     f"(got {shape})")
    if args.plot:
        _check_plot(args.plot)
    if args.html:
        from .reproduce import check_output_file
        check_output_file(args.html, "the page")
    if args.kernel is not None and args.function is not None:
        raise WorkbenchError("--kernel times a marked loop of a kernel's source; --function calls "
                             "a function of a compiler's output: give one of them")
    if args.args is not None and args.function is None:
        raise WorkbenchError("--args needs --function NAME (the function to call)")
    if args.function is not None:
        if args.iterations not in (None, 1):
            raise WorkbenchError(f"--iterations {args.iterations}: a --function call is timed "
                                 "once, cold (leave --iterations out)")
        if args.mode not in (None, "prot32", "user", "wide"):
            raise WorkbenchError(f"--mode {args.mode}: --function calls x86 prot32, alpha user "
                                 "and parisc wide code")
    sources = [_read(f) for f in files]
    runs = {}
    for text, path in sources:
        for core in cores:
            try:
                runs[path, core] = _time_one(args, text, path, core)
            except UserError as e:
                if not several:
                    raise
                msg = str(e)        # file:line:column first stays first (editors jump to it)
                raise WorkbenchError(f"{msg} (timing it on {core})" if msg.startswith(path + ":")
                                     else f"{path} on {core}: {msg}") from None
    paths = [path for _, path in sources]
    width = output_width(args)
    if args.html:
        _write_html(args.html, paths, cores, runs)
    code = _print_all(args, paths, cores, runs, width, several)
    if args.html:
        print(f"wrote {args.html}", file=sys.stderr)
    return code


def _print_all(args, paths: list[str], cores: list[str], runs: dict, width: int | None,
               several: bool) -> int:
    if not several:
        return _print_one(args, runs[paths[0], cores[0]], paths[0], width)
    from . import time_report as report
    if args.format == "json":
        print(json.dumps({"table": report.comparison_dict(paths, cores, runs),
                          "timings": [runs[f, c].to_dict() for f in paths for c in cores]},
                         indent=2))
    elif args.format == "csv":
        _print_csv(*report.csv_rows([runs[f, c] for f in paths for c in cores], with_run=True))
    elif args.format == "md":
        sys.stdout.write(report.comparison_markdown(paths, cores, runs))
    else:
        print(report.comparison_text(paths, cores, runs, width))
    return 0


def _write_html(target: str, paths: list[str], cores: list[str], runs: dict) -> None:
    from .cli import _write_plot
    from .web.time_page import render
    page = render(paths, cores, runs)
    _write_plot(lambda out: Path(out).write_text(page, encoding="utf-8"), target, "the page")


def _time_one(args, text: str, path: str, core: str):
    if args.function is not None:
        from .function import split_arguments, time_function
        return time_function(text, core, args.function,
                             split_arguments(args.args) if args.args is not None else [],
                             path=path, registers=dict(args.reg), budget=args.budget,
                             timeline=args.timeline or bool(args.plot), caches=args.caches)
    return time_fragment(text, core, path=path, isa=args.isa, mode=args.mode,
                         iterations=args.iterations or DEFAULT_ITERATIONS,
                         registers=dict(args.reg), budget=args.budget,
                         timeline=args.timeline or bool(args.plot), caches=args.caches,
                         kernel=args.kernel)


def _print_one(args, r, path: str, width: int | None) -> int:
    from . import time_report as report
    from .cli import _write_plot
    if args.plot:
        _write_plot(lambda out: plot(r.timeline, out, f"{Path(path).name} on {r.core}, "
                                     "last iterations"), args.plot)
    if not args.timeline:
        r.timeline = None
    if args.format == "json":
        print(json.dumps(r.to_dict(), indent=2))
    elif args.format == "csv":
        _print_csv(*report.csv_rows([r], with_run=False))
    elif args.format == "md":
        sys.stdout.write(report.markdown(r))
    else:
        print(report.text(r, width))
    if args.plot:
        print(f"wrote {args.plot}", file=sys.stderr)
    return 0
