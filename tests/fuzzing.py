"""What the fuzz tests (tests/test_fuzz_*.py) share: how many examples each target runs, the
per-input time limits, and the statistics the campaign reports.

Example counts, per target (one ISA and one input kind, e.g. "asm alpha" or "time x86:real16"):

- ``make test`` / plain pytest: the small ``default`` of each target, so the fuzz tests together
  take well under half a minute;
- ``pytest --many`` (``make fuzz``): the ``many`` count, at least 10,000 inputs per ISA summed
  over its input kinds (assembly, disassembly, runs, ``workbench time``), 10,000 per file kind;
- ``WORKBENCH_FUZZ_EXAMPLES=N``: N for every target (execution targets N // 2), overriding both.

Every input runs under a time limit: ``INPUT_LIMIT_S`` seconds of wall time (a Python-level
alarm that fails the test with that input), and ``HARD_LIMIT_S`` for a hang inside C code
(keystone, unicorn) that no alarm interrupts: a watchdog thread then writes the input and every
thread's stack to stderr and to ``HANG_LOG`` and ends the process (exit status 3). Both are
generous, many times the slowest input seen; a slow machine may set
``WORKBENCH_FUZZ_INPUT_LIMIT``. ``tracked`` records per target the inputs run, how many ended in
a clean error, the slowest input and the total time; with ``--many`` or ``--fuzz-report FILE``
pytest prints the table at the end (tests/conftest.py), and the latter writes it as JSON.
"""
from __future__ import annotations

import contextlib
import faulthandler
import functools
import io
import os
import re
import signal
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field

from hypothesis import HealthCheck, settings

INPUT_LIMIT_S = float(os.environ.get("WORKBENCH_FUZZ_INPUT_LIMIT", "60"))
HARD_LIMIT_S = 2 * INPUT_LIMIT_S + 60
HANG_LOG = os.path.join(tempfile.gettempdir(), "workbench-fuzz-hang.txt")


def many() -> bool:
    return os.environ.get("WORKBENCH_FUZZ_MANY", "") not in ("", "0")


def examples(default: int, many_count: int, execution: bool = False) -> int:
    override = os.environ.get("WORKBENCH_FUZZ_EXAMPLES")
    if override:
        n = int(override)
        return max(10, n // 2) if execution else n
    return many_count if many() else default


def fuzz_settings(default: int, many_count: int, execution: bool = False) -> settings:
    """Derandomized (stable in CI), no example database, no deadline (the limits below apply
    instead, measured per input), health checks off (the strategies are deliberately slow)."""
    return settings(max_examples=examples(default, many_count, execution), deadline=None,
                    derandomize=True, database=None, suppress_health_check=list(HealthCheck),
                    print_blob=False)


class FuzzTimeout(BaseException):
    """An input ran past INPUT_LIMIT_S (a BaseException: the code under test catches Exception
    in places, which would turn the limit into a clean error)."""


@dataclass
class Stat:
    inputs: int = 0
    errors: int = 0                 # inputs that ended in a clean, user-facing error
    total_s: float = 0.0
    slowest_s: float = 0.0
    slowest: str = ""
    failures: list[str] = field(default_factory=list)    # tracebacks and timeouts, with input


STATS: dict[str, Stat] = {}
_current: list[Stat] = []


def clean_error() -> None:
    """The input being run ended in one of our user-facing errors (called by the checks)."""
    if _current:
        _current[-1].errors += 1


def _show(args, kwargs, limit: int = 240) -> str:
    text = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} characters)"


def _alarm(_sig, _frame):
    raise FuzzTimeout(f"input ran longer than {INPUT_LIMIT_S:g} s")


_watch: dict = {"deadline": None, "what": "", "thread": None}


def _watchdog() -> None:
    while True:
        time.sleep(0.5)
        deadline = _watch["deadline"]
        if deadline is None or time.monotonic() < deadline:
            continue
        text = (f"\nfuzz: an input hung for {HARD_LIMIT_S:g} s inside C code (no alarm "
                f"interrupts it); the process ends. The input:\n{_watch['what']}\n")
        with open(HANG_LOG, "w", encoding="utf-8", errors="replace") as f:
            f.write(text)
            f.flush()
            faulthandler.dump_traceback(file=f, all_threads=True)
        os.write(2, (text + f"(and the stacks: {HANG_LOG})\n").encode("utf-8", "replace"))
        os._exit(3)


def _guard(what: str | None) -> None:
    if _watch["thread"] is None:
        _watch["thread"] = threading.Thread(target=_watchdog, name="fuzz-watchdog", daemon=True)
        _watch["thread"].start()
    _watch["what"] = what or ""
    _watch["deadline"] = None if what is None else time.monotonic() + HARD_LIMIT_S


def tracked(target: str):
    """Decorate a hypothesis check: time each input under the limits and record it in STATS."""
    def deco(fn):
        @functools.wraps(fn)
        def run(*args, **kwargs):
            stat = STATS.setdefault(target, Stat())
            use_alarm = hasattr(signal, "setitimer")
            if use_alarm:
                old = signal.signal(signal.SIGALRM, _alarm)
                signal.setitimer(signal.ITIMER_REAL, INPUT_LIMIT_S)
            _guard(f"{target}: {_show(args, kwargs, 10 ** 6)}")
            _current.append(stat)
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            except BaseException as e:
                if not isinstance(e, KeyboardInterrupt):
                    stat.failures.append(f"{type(e).__name__}: {str(e)[:200]} <- {_show(args, kwargs)}")
                raise
            finally:
                dt = time.perf_counter() - t0
                _current.pop()
                _guard(None)
                if use_alarm:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                    signal.signal(signal.SIGALRM, old)
                stat.inputs += 1
                stat.total_s += dt
                if dt > stat.slowest_s:
                    stat.slowest_s, stat.slowest = dt, _show(args, kwargs, 160)
        return run
    return deco


def one_line(message: str) -> None:
    """A user-facing message: one line, of a length a terminal shows (source quoted in it is
    shortened), no Python internals."""
    assert message and "\n" not in message and "\r" not in message, repr(message)
    assert len(message) < 600, message
    assert "Traceback" not in message, message


def run_cli(argv, stdin=""):
    """``workbench`` as the command line runs it, in-process: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                from workbench.cli import main
                rc = main(argv)
            except SystemExit as e:         # argparse: bad usage
                rc = e.code
    finally:
        sys.stdin = old_stdin
    return rc, out.getvalue(), err.getvalue()


def check_cli_outcome(rc, out, err):
    """Exit 0 with output; 1 with one 'workbench: error:' line; 2 with argparse's usage and one
    error line (the last)."""
    assert rc in (0, 1, 2), (rc, err)
    if rc == 0:
        return
    clean_error()
    lines = err.strip().splitlines()
    assert lines, (rc, err)
    if rc == 1:
        assert len(lines) == 1 and lines[0].startswith("workbench: error: "), err
        one_line(lines[0])
    else:
        assert re.match(r"(workbench|usage)\b.*", lines[0]) and "error: " in lines[-1], err
        assert "Traceback" not in err, err


def report_rows() -> list[dict]:
    return [{"target": k, "inputs": s.inputs, "clean_errors": s.errors,
             "tracebacks_or_timeouts": len(s.failures), "slowest_s": round(s.slowest_s, 3),
             "total_s": round(s.total_s, 1), "slowest_input": s.slowest,
             "first_failure": s.failures[0] if s.failures else ""}
            for k, s in sorted(STATS.items())]


def format_report() -> list[str]:
    rows = report_rows()
    if not rows:
        return []
    out = [f"{'target':<26} {'inputs':>7} {'clean err':>9} {'failed':>6} {'slowest s':>9} "
           f"{'total s':>8}"]
    for r in rows:
        out.append(f"{r['target']:<26} {r['inputs']:>7} {r['clean_errors']:>9} "
                   f"{r['tracebacks_or_timeouts']:>6} {r['slowest_s']:>9.3f} {r['total_s']:>8.1f}")
    by_isa: dict[str, int] = {}
    for r in rows:
        kind, _, what = r["target"].partition(" ")
        by_isa[what] = by_isa.get(what, 0) + r["inputs"]
    out.append("inputs per ISA / file kind: " + ", ".join(f"{k} {v:,}" for k, v in sorted(by_isa.items())))
    slow = max(rows, key=lambda r: r["slowest_s"])
    out.append(f"slowest input: {slow['slowest_s']:.3f} s in '{slow['target']}': {slow['slowest_input']}")
    for r in rows:
        if r["first_failure"]:
            out.append(f"FAILED {r['target']}: {r['first_failure']}")
    return out
