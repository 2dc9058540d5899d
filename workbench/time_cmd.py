"""``workbench time``: its options and the command (the measuring is :mod:`workbench.fragment`,
the text :mod:`workbench.time_report`)."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .cli import count, nonempty            # the CLI's validator: one rule for every count option
from .errors import WorkbenchError
from .fragment import CACHES, DEFAULT_BUDGET, DEFAULT_ITERATIONS, time_fragment
from .textfile import decode, read_text
from .timeline import plot


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
                    "iteration, IPC, the bottleneck and one iteration instruction by instruction.")
    s.add_argument("file", metavar="FILE", help="assembly source, or - for standard input")
    s.add_argument("--core", required=True, help="core to time on (workbench list)")
    s.add_argument("--isa", help="instruction set (default: the core's)")
    s.add_argument("--mode", help="execution mode (x86: prot32, the default, or real16)")
    s.add_argument("--reg", action="append", type=_reg, default=[], metavar="NAME=VALUE",
                   help="initial register value (repeatable): x86 eax=0x1234 (ds=... in real16); "
                        "Alpha r1=, $1=, t0=; PA-RISC r3=; DSP56000 x0=, a=. The value must fit "
                        "the register (eax 32 bits, ax 16, al 8, Alpha and PA-RISC 64, DSP56000 "
                        "x0 24, a 56); a negative value is its two's complement in that width "
                        "(eax=-1 is 0xffffffff)")
    s.add_argument("--iterations", type=count, default=None, metavar="N",
                   help=f"times the fragment runs as a loop body (default {DEFAULT_ITERATIONS}; "
                        "1 times it once, cold, and allows labels)")
    s.add_argument("--function", metavar="NAME",
                   help="call the function NAME of the file by its ISA's convention (x86 "
                        "cdecl, Alpha $16.., PA-RISC 64-bit %%r26..; e.g. gcc -O2 -S output) "
                        "and time that one call, cold")
    s.add_argument("--args", metavar="A,B,C",
                   help="the call's arguments (x86: 32-bit stack slots; Alpha, PA-RISC: 64-bit "
                        "registers): numbers, or expressions over the "
                        "file's symbols and DATA (the data area), e.g. DATA+256,16")
    s.add_argument("--budget", type=count, default=DEFAULT_BUDGET, metavar="N",
                   help=f"instruction budget (default {DEFAULT_BUDGET:,})")
    s.add_argument("--caches", choices=CACHES, default="cold",
                   help="cold: the caches start empty (the first iteration pays the misses, the "
                        "steady state is warm); perfect: every access hits (default cold)")
    s.add_argument("--timeline", action="store_true",
                   help="also show the last three iterations instruction by instruction")
    s.add_argument("--plot", type=nonempty, metavar="FILE",
                   help="write a Gantt chart (PNG) of the last three iterations")
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.set_defaults(fn=cmd_time)
    return s


def _read(file: str) -> tuple[str, str]:
    if file == "-":
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:                       # a text stream put in place of stdin (tests)
            return sys.stdin.read(), "<stdin>"
        return decode(stream.read(), "<stdin>"), "<stdin>"
    return read_text(file), file


def cmd_time(args) -> int:
    from .cli import _check_plot, _write_plot
    seen: dict[str, str] = {}
    for name, _ in args.reg:
        if name.lower() in seen:
            raise WorkbenchError(f"--reg {name} is given twice ({seen[name.lower()]} and {name}): "
                                 "give each register once")
        seen[name.lower()] = name
    if args.plot:
        _check_plot(args.plot)
    if args.args is not None and args.function is None:
        raise WorkbenchError("--args needs --function NAME (the function to call)")
    if args.function is not None:
        if args.iterations not in (None, 1):
            raise WorkbenchError(f"--iterations {args.iterations}: a --function call is timed "
                                 "once, cold (leave --iterations out)")
        if args.mode not in (None, "prot32", "user", "wide"):
            raise WorkbenchError(f"--mode {args.mode}: --function calls x86 prot32, alpha user "
                                 "and parisc wide code")
    text, path = _read(args.file)
    if args.function is not None:
        from .function import split_arguments, time_function
        r = time_function(text, args.core, args.function,
                          split_arguments(args.args) if args.args is not None else [],
                          path=path, registers=dict(args.reg), budget=args.budget,
                          timeline=args.timeline or bool(args.plot), caches=args.caches)
    else:
        r = time_fragment(text, args.core, path=path, isa=args.isa, mode=args.mode,
                          iterations=args.iterations or DEFAULT_ITERATIONS,
                          registers=dict(args.reg), budget=args.budget,
                          timeline=args.timeline or bool(args.plot), caches=args.caches)
    if args.plot:
        _write_plot(lambda out: plot(r.timeline, out, f"{Path(path).name} on {args.core}, "
                                     "last iterations"), args.plot)
    if not args.timeline:
        r.timeline = None
    if args.json:
        print(json.dumps(r.to_dict(), indent=2))
    else:
        print(r.format_text())
        if args.plot:
            print(f"wrote {args.plot}", file=sys.stderr)
    return 0
