"""Mutation testing for the cost models, the runner and the result arithmetic (`make test-mutation`).

A mutant is the module with one small change a real bug could make. Each mutant is written into a
private copy of the tree and the module's mapped tests run against it (``pytest -x``): a failing
test *kills* it, a run past the time limit counts as killed and is reported as *timed out*, a run
ended by a signal (a crash in a C call) counts as killed, and a mutant every test passes
*survives*. An *error* is ours, not the mutant's: a target pytest cannot collect, or a mutant that
does not parse. Survivors are the places where a wrong cost model, a wrong
runner or wrong arithmetic would go unnoticed.

Mutation operators (``OPERATORS``), each applied at every site of a listed module:

- ``arith``: a binary or augmented operator swapped (+ -, * /, // *, % //, ** *, << >>, & |, ^ |);
- ``compare``: one comparison swapped: the boundary (< <=, > >=) and the negations (== !=,
  in / not in, is / is not);
- ``constant``: a number changed (0 -> 1, 1 -> 0, any other integer n -> n + 1, a float x -> 2x
  and 0.0 -> 1.0);
- ``boolean``: True / False swapped, ``and`` / ``or`` swapped, a ``not`` removed;
- ``return``: ``return <expr>`` becomes ``return None``;
- ``if-body``: the body of an ``if`` (or ``elif``) replaced by ``pass``.

Not mutated: docstrings and other strings, type annotations, decorators, f-strings, ``assert``
statements and the arguments of ``raise`` (messages, not behaviour).

A mutant no test can tell apart from the original (an *equivalent* mutant), or one in code nothing
calls, is listed with the reason in tools/mutation_equivalent.json; it still runs, is reported as ``equivalent`` and is left
out of the score's denominator (one that is killed anyway is reported as killed). Everything else
that survives is a survivor. The score is (killed + timed out) / (mutants run - equivalent -
errors). Sampling is deterministic: ``--max-per-module N`` keeps N of a module's mutants, drawn
with ``random.Random(f"{seed}/{path}")``.

The source tree is never written: each worker job has its own copy in a temporary folder, the
mutant is written there and the original put back in a ``finally`` (and checked by hash) before
the next mutant; the copies are deleted at the end. Bytecode is not written
(PYTHONDONTWRITEBYTECODE), so a mutant of the same size and mtime cannot be read back stale.
"""
from __future__ import annotations

import argparse
import ast
import copy
import hashlib
import json
import os
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

_AST_LOCK = threading.Lock()

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENT_FILE = ROOT / "tools" / "mutation_equivalent.json"
OPERATORS = ("arith", "compare", "constant", "boolean", "return", "if-body")

_GOLDEN = "tests/test_golden_figures.py::test_golden_figures"
_KILLS = "tests/test_mutation_kills.py"

# module -> the fast tests that exercise it, fastest and most telling first (pytest stops at the
# first failure). The golden figures of one kernel time it on every core of its instruction set.
TARGETS: dict[str, list[str]] = {
    "workbench/cores/i386.py": ["tests/test_i386_rules.py", f"{_GOLDEN}[des-karn-pm32]"],
    "workbench/cores/i486.py": ["tests/test_i486_rules.py", f"{_GOLDEN}[des-karn-rm16]"],
    "workbench/cores/p5.py": ["tests/test_p5_rules.py", f"{_GOLDEN}[des-young586]"],
    "workbench/cores/p5_classes.py": ["tests/test_p5_rules.py", f"{_GOLDEN}[des-young586]"],
    "workbench/cores/p6.py": ["tests/test_p6_rules.py", f"{_GOLDEN}[des-young686]"],
    "workbench/cores/p6_uops.py": ["tests/test_p6_rules.py", f"{_GOLDEN}[des-young686]"],
    "workbench/cores/alpha.py": [f"{_GOLDEN}[des-biham]", "tests/test_alpha_timing.py"],
    "workbench/cores/pa8600.py": ["tests/test_pa8600_rules.py", f"{_GOLDEN}[des-corella]"],
    "workbench/cores/pa8600_rules.py": ["tests/test_pa8600_rules.py", f"{_GOLDEN}[des-corella]"],
    "workbench/cores/dsp56001.py": ["tests/test_dsp56001_rules.py", f"{_GOLDEN}[des-davio-dsp-ecb]",
                                    f"{_GOLDEN}[mont256-ps-dsp]"],
    "workbench/cores/engine.py": [f"{_GOLDEN}[des-karn-rm16]", f"{_GOLDEN}[des-biham]",
                                  f"{_GOLDEN}[des-corella]", "tests/test_dsp56001_rules.py",
                                  "tests/test_p5_rules.py", "tests/test_engine.py"],
    "workbench/cores/cache.py": ["tests/test_i486_rules.py", f"{_GOLDEN}[des-karn-rm16]",
                                 f"{_GOLDEN}[des-biham]", f"{_GOLDEN}[des-corella]",
                                 "tests/test_engine.py"],
    "workbench/cores/streams.py": ["tests/test_i486_rules.py", "tests/test_p5_rules.py",
                                   f"{_GOLDEN}[des-karn-rm16]", "tests/test_engine.py", _KILLS],
    "workbench/runner.py": [_KILLS, "tests/test_cli.py::test_run_json",
                            "tests/test_sweep_api.py", f"{_GOLDEN}[des-karn-pm32]"],
    "workbench/result.py": [_KILLS, "tests/test_cli.py::test_run_json", f"{_GOLDEN}[des-karn-pm32]"],
    "workbench/sensitivity.py": [_KILLS, "tests/test_sensitivity.py"],
    "workbench/timing.py": [_KILLS],       # Timing is the Alpha reference loop's result
}

_ARITH = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult,
          ast.FloorDiv: ast.Mult, ast.Mod: ast.FloorDiv, ast.Pow: ast.Mult,
          ast.LShift: ast.RShift, ast.RShift: ast.LShift, ast.BitAnd: ast.BitOr,
          ast.BitOr: ast.BitAnd, ast.BitXor: ast.BitOr}
_COMPARE = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
            ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
            ast.Is: ast.IsNot, ast.IsNot: ast.Is}


@dataclass(frozen=True)
class Mutant:
    path: str               # relative to the tree, e.g. workbench/result.py
    line: int               # 1-based; columns are UTF-8 byte offsets, as ast gives them
    col: int
    end_line: int
    end_col: int
    operator: str           # one of OPERATORS
    scope: str              # the enclosing function or class ("<module>" at top level)
    original: str           # the source text replaced (whitespace collapsed)
    replacement: str        # the text put in its place
    context: str = ""       # the first line of the mutated code, stripped
    occurrence: int = 1     # the n-th mutant with the same key text in the module

    @property
    def key(self) -> str:
        """Names the mutant independently of line numbers (for tools/mutation_equivalent.json):
        module, scope, the line's text and the change, with "#n" for the n-th of identical ones."""
        k = f"{self.path}::{self.scope}: {self.context} [{self.operator}] {self.original} -> {self.replacement}"
        return k if self.occurrence == 1 else f"{k} #{self.occurrence}"

    def describe(self) -> str:
        return f"{self.path}:{self.line} [{self.operator}] {_short(self.original)} -> {_short(self.replacement)}"


def _short(text: str, width: int = 70) -> str:
    return text if len(text) <= width else text[:width - 3] + "..."


class _Sites(ast.NodeVisitor):
    """Collects every mutant of one module, in source order."""

    def __init__(self, source: str, path: str):
        self.source, self.path = source, path
        self.lines = source.splitlines()
        self.scope: list[str] = []
        self.found: list[Mutant] = []

    # --- where not to look --------------------------------------------------------------------
    def visit_JoinedStr(self, node):            # f-strings: messages
        pass

    def visit_Raise(self, node):                # an error's message is not behaviour
        pass

    def visit_Assert(self, node):
        pass

    def visit_AnnAssign(self, node):            # the annotation is skipped, the value is not
        if node.value is not None:
            self.visit(node.value)

    def visit_arg(self, node):                  # parameter annotations
        pass

    def _visit_scope(self, node):
        self.scope.append(node.name)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
                self.visit(d)
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            body = body[1:]                     # the docstring
        for stmt in body:
            self.visit(stmt)
        self.scope.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _visit_scope

    # --- mutation sites -----------------------------------------------------------------------
    def _add(self, node, operator: str, replacement: str, last=None):
        last = last or node
        text = _segment(self.source, node.lineno, node.col_offset, last.end_lineno, last.end_col_offset)
        self.found.append(Mutant(self.path, node.lineno, node.col_offset, last.end_lineno,
                                 last.end_col_offset, operator, ".".join(self.scope) or "<module>",
                                 " ".join(text.split()), replacement,
                                 self.lines[node.lineno - 1].strip()))

    def _expr(self, node, new, operator: str):
        self._add(node, operator, "(" + ast.unparse(new) + ")")

    def visit_BinOp(self, node):
        swap = _ARITH.get(type(node.op))
        if swap:
            new = copy.copy(node)
            new.op = swap()
            self._expr(node, new, "arith")
        self.generic_visit(node)

    def visit_AugAssign(self, node):
        swap = _ARITH.get(type(node.op))
        if swap:
            new = copy.copy(node)
            new.op = swap()
            self._add(node, "arith", ast.unparse(new))
        self.generic_visit(node)

    def visit_Compare(self, node):
        for i, op in enumerate(node.ops):
            swap = _COMPARE.get(type(op))
            if swap:
                new = copy.copy(node)
                new.ops = list(node.ops)
                new.ops[i] = swap()
                self._expr(node, new, "compare")
        self.generic_visit(node)

    def visit_Constant(self, node):
        v = node.value
        if isinstance(v, bool):
            self._add(node, "boolean", repr(not v))
        elif isinstance(v, int):
            self._add(node, "constant", repr({0: 1, 1: 0}.get(v, v + 1)))
        elif isinstance(v, float):
            self._add(node, "constant", repr(v * 2 if v else 1.0))

    def visit_BoolOp(self, node):
        new = copy.copy(node)
        new.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        self._expr(node, new, "boolean")
        self.generic_visit(node)

    def visit_UnaryOp(self, node):
        if isinstance(node.op, ast.Not):
            self._add(node, "boolean", "(" + ast.unparse(node.operand) + ")")
        self.generic_visit(node)

    def visit_Return(self, node):
        if node.value is not None and not (isinstance(node.value, ast.Constant)
                                           and node.value.value is None):
            self._add(node, "return", "return None")
        self.generic_visit(node)

    def visit_If(self, node):
        if not (len(node.body) == 1 and isinstance(node.body[0], ast.Pass)):
            self._add(node.body[0], "if-body", "pass", last=node.body[-1])
        self.generic_visit(node)


def _offsets(data: bytes, line: int, col: int, end_line: int, end_col: int) -> tuple[int, int]:
    """Byte offsets of an ast position range (lines 1-based, columns in UTF-8 bytes)."""
    starts = [0]
    for x in data.splitlines(keepends=True):
        starts.append(starts[-1] + len(x))
    return starts[line - 1] + col, starts[end_line - 1] + end_col


def _segment(source: str, line: int, col: int, end_line: int, end_col: int) -> str:
    data = source.encode()
    a, b = _offsets(data, line, col, end_line, end_col)
    return data[a:b].decode()


def generate(path: str, source: str | None = None) -> list[Mutant]:
    """Every mutant of the module at ``path`` (relative to ROOT unless ``source`` is given)."""
    source = (ROOT / path).read_text() if source is None else source
    sites = _Sites(source, path)
    sites.visit(ast.parse(source))
    seen: dict[str, int] = {}
    out = []
    for m in sites.found:                       # in the order visited (the sample depends on it)
        seen[m.key] = seen.get(m.key, 0) + 1
        out.append(replace(m, occurrence=seen[m.key]))
    return out


def apply(source: str, m: Mutant) -> str:
    """The module's source with mutant ``m`` in place (spliced by byte offsets: the rest of the file,
    comments included, is untouched)."""
    data = source.encode()
    start, end = _offsets(data, m.line, m.col, m.end_line, m.end_col)
    return (data[:start] + m.replacement.encode() + data[end:]).decode()


def sample(mutants: list[Mutant], limit: int | None, seed: int, path: str) -> list[Mutant]:
    if limit is None or len(mutants) <= limit:
        return list(mutants)
    keep = sorted(random.Random(f"{seed}/{path}").sample(range(len(mutants)), limit))
    return [mutants[i] for i in keep]


def load_equivalent(path: Path = EQUIVALENT_FILE) -> dict[str, str]:
    """key -> why the mutant cannot be told apart (or cannot be reached)."""
    if not path.exists():
        return {}
    return {e["mutant"]: e["reason"] for e in json.loads(path.read_text())}


# --- running ----------------------------------------------------------------------------------

_IGNORE = shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.pyc", "results", ".pytest_cache",
                                 ".hypothesis", "*.egg-info", "build", ".ipynb_checkpoints")


class Workspace:
    """A private copy of the tree that one worker mutates, one mutant at a time."""

    running: set[subprocess.Popen] = set()      # test runs in progress, stopped on an interrupt

    def __init__(self, root: Path, parent: Path, name: str, env: dict[str, str] | None = None):
        self.root = parent / name
        self.env = env or {}
        shutil.copytree(root, self.root, ignore=_IGNORE, symlinks=True)

    def run_tests(self, targets: list[str], timeout: float, python: str = sys.executable) -> tuple[str, float, str]:
        """('passed' | 'failed' | 'timeout' | 'error', seconds, last output lines)."""
        env = dict(os.environ, PYTHONPATH=str(self.root) + os.pathsep + os.environ.get("PYTHONPATH", ""),
                   PYTHONDONTWRITEBYTECODE="1", MPLBACKEND="Agg", **self.env)
        cmd = [python, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "--rootdir", str(self.root),
               *targets]
        t0 = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=self.root, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, start_new_session=True)
        Workspace.running.add(proc)
        try:
            out, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            _stop(proc)
            out, _ = proc.communicate()
            return "timeout", time.monotonic() - t0, _tail(out)
        finally:
            Workspace.running.discard(proc)
        seconds = time.monotonic() - t0
        # pytest: 0 all passed, 1 a test failed, 2 interrupted (a collection error: the mutant
        # broke an import), 5 no tests collected (a wrong target: an error of ours); a run killed
        # by a signal crashed under the mutant (a segfault in a C call): the tests did not pass
        if proc.returncode < 0:
            return "failed", seconds, f"crashed with signal {-proc.returncode}\n" + _tail(out)
        status = {0: "passed", 1: "failed", 2: "failed"}.get(proc.returncode, "error")
        return status, seconds, _tail(out)

    def run_mutant(self, m: Mutant, targets: list[str], timeout: float) -> tuple[str, float, str]:
        file = self.root / m.path
        original = file.read_bytes()
        digest = hashlib.sha256(original).hexdigest()
        try:
            mutated = apply(original.decode(), m)
            try:
                with _AST_LOCK:     # CPython 3.11.7: ast.parse in two threads at once can raise
                    ast.parse(mutated)      # "AST constructor recursion depth mismatch"
            except SyntaxError as e:
                return "error", 0.0, f"the mutant does not parse: {e}"
            file.write_text(mutated)
            return self.run_tests(targets, timeout)
        finally:
            file.write_bytes(original)
            if hashlib.sha256(file.read_bytes()).hexdigest() != digest:
                raise RuntimeError(f"{file}: the original could not be restored")


def _stop(proc: subprocess.Popen) -> None:
    """Kill a test run we started, with the processes it started (its own session)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _tail(out: str, n: int = 6) -> str:
    return "\n".join(out.strip().splitlines()[-n:])


@dataclass
class Outcome:
    mutant: Mutant
    status: str                 # killed | timeout | survived | equivalent | error
    seconds: float
    detail: str = ""
    reason: str = ""            # why it is equivalent


@dataclass
class ModuleReport:
    path: str
    generated: int
    baseline_seconds: float = 0.0
    baseline: str = "passed"
    outcomes: list[Outcome] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(o.status == status for o in self.outcomes)

    @property
    def score(self) -> float | None:
        denom = len(self.outcomes) - self.count("equivalent") - self.count("error")
        return None if denom <= 0 else (self.count("killed") + self.count("timeout")) / denom


def classify(test_status: str, equivalent_reason: str | None) -> str:
    """A mutant's status from its test run: a failing test kills it, a run past the time limit
    counts as killed (``timeout``), and one every test passes survives unless it is listed as
    equivalent."""
    if test_status == "failed":
        return "killed"
    if test_status == "timeout":
        return "timeout"
    if test_status == "passed":
        return "equivalent" if equivalent_reason else "survived"
    return "error"


def run(modules: list[str], max_per_module: int | None, seed: int, jobs: int,
        timeout_factor: float = 3.0, log=print, equivalent: dict[str, str] | None = None,
        root: Path = ROOT, targets: dict[str, list[str]] | None = None,
        timeout_floor: float = 10.0, env: dict[str, str] | None = None,
        lines: set[tuple[str, int]] | None = None) -> list[ModuleReport]:
    """Run the sampled mutants of ``modules`` (paths relative to ``root``) against their
    ``targets``; a mutant's time limit is ``timeout_factor`` x its module's baseline run +
    ``timeout_floor`` seconds; ``env`` is added to the test runs' environment. ``lines``: only the
    mutants on these (path, line)s, all of them."""
    targets = TARGETS if targets is None else targets
    equivalent = load_equivalent() if equivalent is None else equivalent
    reports = {p: ModuleReport(p, 0) for p in modules}
    plan: list[tuple[str, Mutant]] = []
    for p in modules:
        every = generate(p, (root / p).read_text())
        reports[p].generated = len(every)
        if lines is not None:
            plan += [(p, m) for m in every if (p, m.line) in lines]
        else:
            plan += [(p, m) for m in sample(every, max_per_module, seed, p)]
    with tempfile.TemporaryDirectory(prefix="wb-mutation-") as tmp:
        pool: queue.Queue[Workspace] = queue.Queue()
        for i in range(jobs):
            pool.put(Workspace(root, Path(tmp), f"tree{i}", env))

        def baseline(p):
            ws = pool.get()
            try:
                for attempt in range(3):        # a test that fails once under load is not a
                    status, secs, out = ws.run_tests(targets[p], timeout=900)   # reason to skip
                    if status == "passed":
                        break
                    log(f"baseline {p}: {status} (attempt {attempt + 1} of 3)\n{out}")
            finally:
                pool.put(ws)
            reports[p].baseline, reports[p].baseline_seconds = status, secs
            log(f"baseline {p}: {status} in {secs:.1f}s")

        def one(item):
            p, m = item
            r = reports[p]
            if r.baseline != "passed":
                return
            ws = pool.get()
            try:
                status, secs, out = ws.run_mutant(m, targets[p], timeout_factor * r.baseline_seconds + timeout_floor)
            finally:
                pool.put(ws)
            reason = equivalent.get(m.key)
            o = Outcome(m, classify(status, reason), secs,
                        out if status in ("error", "passed") or out.startswith("crashed") else "",
                        reason or "")
            r.outcomes.append(o)
            log(f"{o.status:10} {secs:5.1f}s  {m.describe()}")

        ex = ThreadPoolExecutor(jobs)
        try:
            list(ex.map(baseline, modules))
            list(ex.map(one, plan))
        except BaseException:                   # interrupted: no more mutants, stop the runs
            ex.shutdown(wait=False, cancel_futures=True)
            for proc in list(Workspace.running):
                _stop(proc)
            raise
        finally:
            ex.shutdown(wait=True)
    for r in reports.values():
        r.outcomes.sort(key=lambda o: (o.mutant.line, o.mutant.col, o.mutant.operator, o.mutant.replacement))
    return [reports[p] for p in modules]


def table(reports: list[ModuleReport]) -> str:
    head = "| module | generated | run | killed | timed out | survived | equivalent | errors | score |"
    lines = [head, "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    total = ModuleReport("all", sum(r.generated for r in reports),
                         outcomes=[o for r in reports for o in r.outcomes])
    for r in reports + [total]:
        s = r.score
        note = "" if r.baseline == "passed" else f" (baseline {r.baseline})"
        lines.append(f"| {r.path}{note} | {r.generated} | {len(r.outcomes)} | {r.count('killed')} | "
                     f"{r.count('timeout')} | {r.count('survived')} | {r.count('equivalent')} | "
                     f"{r.count('error')} | {'-' if s is None else f'{s:.1%}'} |")
    return "\n".join(lines)


def listing(reports: list[ModuleReport], status: str) -> list[str]:
    return [o.mutant.describe() + (f"  ({o.reason})" if o.reason else "")
            for r in reports for o in r.outcomes if o.status == status]


def to_json(reports: list[ModuleReport], args: dict) -> dict:
    def outcome(o):
        return dict(asdict(o.mutant), key=o.mutant.key, status=o.status, seconds=round(o.seconds, 2),
                    detail=o.detail, reason=o.reason)
    return {"settings": args,
            "modules": [{"path": r.path, "generated": r.generated, "run": len(r.outcomes),
                         "baseline": r.baseline, "baseline_seconds": round(r.baseline_seconds, 2),
                         **{s: r.count(s) for s in ("killed", "timeout", "survived", "equivalent", "error")},
                         "score": r.score, "mutants": [outcome(o) for o in r.outcomes]}
                        for r in reports]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--module", action="append", default=[],
                    help="only modules whose path contains this (repeatable); default: all listed")
    ap.add_argument("--max-per-module", type=int, default=None, metavar="N",
                    help="run at most N mutants of each module (a deterministic sample)")
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--jobs", type=int, default=1, help="mutants run in parallel, each in its own copy")
    ap.add_argument("--timeout-factor", type=float, default=3.0,
                    help="a mutant's time limit: this times the module's baseline run, plus 10 s")
    ap.add_argument("--json", default="results/mutation.json", help="where the JSON report goes")
    ap.add_argument("--at", action="append", default=[], metavar="PATH:LINE",
                    help="run every mutant on this line instead of a sample (repeatable)")
    ap.add_argument("--list", action="store_true", help="list the sampled mutants and run nothing")
    ap.add_argument("--fail-under", type=float, default=0.0, metavar="PERCENT",
                    help="exit 1 when the overall score is below this (or any mutant is an error)")
    args = ap.parse_args(argv)
    signal.signal(signal.SIGTERM, signal.default_int_handler)     # `kill` cleans up like Ctrl-C
    at = {(p, int(n)) for p, n in (a.rsplit(":", 1) for a in args.at)} or None
    modules = [p for p in TARGETS if (not args.module or any(s in p for s in args.module))
               and (at is None or any(p == q for q, _ in at))]
    if not modules:
        ap.error(f"no listed module matches {args.module}")
    if args.list:
        for p in modules:
            for m in sample(generate(p), args.max_per_module, args.seed, p):
                print(m.describe())
        return 0
    t0 = time.monotonic()
    reports = run(modules, args.max_per_module, args.seed, args.jobs, args.timeout_factor,
                  log=lambda s: print(s, file=sys.stderr, flush=True), lines=at)
    print(table(reports))
    for status in ("survived", "error", "equivalent"):
        items = listing(reports, status)
        if items:
            print(f"\n{status} ({len(items)}):")
            print("\n".join("  " + s for s in items))
    print(f"\n{time.monotonic() - t0:.0f} s, {args.jobs} job(s)")
    out = Path(args.json)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(to_json(reports, vars(args)), indent=1) + "\n")
    overall = ModuleReport("all", 0, outcomes=[o for r in reports for o in r.outcomes]).score
    failed = (any(r.baseline != "passed" for r in reports) or overall is None
              or any(r.count("error") for r in reports) or 100 * overall < args.fail_under)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
