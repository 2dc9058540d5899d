"""The validation suite: the x86 models against clock counts measured on the real chips.

Each source of measurements is one TOML file in ``workbench/validation/x86/``: a ``[source]``
table (id, title, author, url, what was measured) and ``[[case]]`` entries, each a short code
sequence, the cores the measurement holds for, the measured clocks per iteration of that code as
a loop body in steady state, a tolerance and where in the source the figure is. Intel's own
tables are not sources here: the suite checks the models, which are built from them, against
what other people measured. ``workbench validate`` times every case with the same steady-state
method as ``workbench time`` and reports agreement per core and per source.

Outcomes per case and core: ``agree`` (within the tolerance), ``miss`` (timed, outside it),
``untimed`` (the core has no timing for a form the case uses: a miss too, counted apart) and
``broken`` (the case itself does not assemble or run: a defect of the suite).
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .errors import UserError, WorkbenchError

FOLDER = Path(__file__).resolve().parent / "validation" / "x86"
CATEGORIES = ("latency", "throughput", "chain", "pairing", "agi", "partial_register", "prefix",
              "misalignment", "cache", "x87", "fxch", "string", "branch", "mispredict")
CORES = ("i386", "i486", "p5", "p6", "pii")
ITERATIONS = 40         # copies of the code run back to back; the steady state is the second half


@dataclass(frozen=True)
class Source:
    id: str
    title: str
    author: str
    url: str
    measured: str
    file: str


@dataclass(frozen=True)
class Case:
    id: str
    source: Source
    cores: tuple[str, ...]
    category: str
    code: str
    expected: float
    tolerance: float
    where: str
    note: str = ""
    registers: dict = field(default_factory=dict)
    mode: str = "prot32"
    iterations: int = ITERATIONS
    caches: str = "cold"            # "perfect" where the source measured with everything cached


@dataclass
class Outcome:
    case: Case
    core: str
    status: str                 # agree, miss, untimed, broken
    got: float | None = None
    message: str = ""

    def to_dict(self) -> dict:
        c = self.case
        return {"case": c.id, "source": c.source.id, "core": self.core, "category": c.category,
                "expected": c.expected, "tolerance": c.tolerance, "got": self.got,
                "status": self.status, "where": c.where, "message": self.message}


def _need(d: dict, key: str, where: str, kind=str):
    if key not in d:
        raise WorkbenchError(f"{where}: missing '{key}'")
    v = d[key]
    if kind is float and isinstance(v, int) and not isinstance(v, bool):
        v = float(v)
    if not isinstance(v, kind):
        raise WorkbenchError(f"{where}: '{key}' must be {kind.__name__}, not {type(v).__name__}")
    return v


def load_file(path: Path) -> list[Case]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise WorkbenchError(f"{path.name}: {e}") from None
    s = data.get("source")
    if not isinstance(s, dict):
        raise WorkbenchError(f"{path.name}: no [source] table")
    src = Source(*(_need(s, k, f"{path.name} [source]") for k in
                   ("id", "title", "author", "url", "measured")), path.name)
    cases = []
    for n, c in enumerate(data.get("case", []), start=1):
        where = f"{path.name} case {c.get('id', n)}"
        cores = tuple(_need(c, "cores", where, list))
        bad = [x for x in cores if x not in CORES]
        if not cores or bad:
            raise WorkbenchError(f"{where}: cores must name some of {', '.join(CORES)} (got {bad or 'none'})")
        cat = _need(c, "category", where)
        if cat not in CATEGORIES:
            raise WorkbenchError(f"{where}: category '{cat}' is not one of {', '.join(CATEGORIES)}")
        tol = _need(c, "tolerance", where, float)
        if tol < 0:
            raise WorkbenchError(f"{where}: tolerance must be >= 0")
        cases.append(Case(_need(c, "id", where), src, cores, cat, _need(c, "code", where),
                          _need(c, "expected", where, float), tol, _need(c, "where", where),
                          c.get("note", ""), dict(c.get("registers", {})),
                          c.get("mode", "prot32"), int(c.get("iterations", ITERATIONS)),
                          c.get("caches", "cold")))
    return cases


def load_cases(folder: Path | None = None) -> list[Case]:
    cases: list[Case] = []
    for path in sorted((folder or FOLDER).glob("*.toml")):
        cases += load_file(path)
    seen: set[str] = set()
    for c in cases:
        if c.id in seen:
            raise WorkbenchError(f"{c.source.file}: case id '{c.id}' is used twice")
        seen.add(c.id)
    return cases


def _untimed(msg: str) -> bool:
    return "has no timing for" in msg or "has no instruction" in msg or \
        "no per-iteration timing" in msg or "mode only" in msg


def run_case(case: Case, core: str) -> Outcome:
    from .fragment import time_fragment
    try:
        t = time_fragment(case.code.strip("\n"), core, path=f"{case.source.file}:{case.id}",
                          mode=case.mode, iterations=case.iterations, registers=case.registers,
                          caches=case.caches)
    except UserError as e:
        msg = str(e)
        return Outcome(case, core, "untimed" if _untimed(msg) else "broken", None, msg)
    got = round(t.cycles_per_iteration, 3)
    ok = abs(got - case.expected) <= case.tolerance + 1e-9
    return Outcome(case, core, "agree" if ok else "miss", got)


def run(cases: list[Case], cores: tuple[str, ...] = CORES,
        progress: Callable[[str], None] | None = None) -> list[Outcome]:
    todo = [(c, k) for c in cases for k in c.cores if k in cores]
    out = []
    for n, (c, k) in enumerate(todo, start=1):
        out.append(run_case(c, k))
        if progress and (n % 50 == 0 or n == len(todo)):
            progress(f"validated {n}/{len(todo)} case-core pairs")
    return out


def summary(outcomes: list[Outcome], by: str) -> list[dict]:
    """Agreement per core (``by="core"``) or per source (``by="source"``)."""
    groups: dict[str, list[Outcome]] = {}
    for o in outcomes:
        groups.setdefault(o.core if by == "core" else o.case.source.id, []).append(o)
    rows = []
    for key in sorted(groups):
        g = groups[key]
        n = len(g)
        count = {s: sum(o.status == s for o in g) for s in ("agree", "miss", "untimed", "broken")}
        rows.append({by: key, "cases": n, **count,
                     "agreement": round(100.0 * count["agree"] / n, 1) if n else 0.0})
    return rows


def markdown(outcomes: list[Outcome]) -> str:
    """The README's validation tables: agreement per core and per source, and the misses."""
    total = len(outcomes)
    agree = sum(o.status == "agree" for o in outcomes)
    out = [f"{total} case-core pairs from {len({o.case.source.id for o in outcomes})} sources: "
           f"{agree} within tolerance ({100.0 * agree / max(total, 1):.1f}%).", ""]
    for by in ("core", "source"):
        out += [f"| {by} | cases | agree | miss | untimed | % |", "|---|---:|---:|---:|---:|---:|"]
        for r in summary(outcomes, by):
            out.append(f"| {r[by]} | {r['cases']} | {r['agree']} | {r['miss']} | {r['untimed']} | "
                       f"{r['agreement']:.1f} |")
        out.append("")
    bad = [o for o in outcomes if o.status != "agree"]
    if bad:
        out += ["Outside their tolerance:", "", "| case | core | measured | model |", "|---|---|---:|---:|"]
        for o in bad:
            got = "untimed" if o.got is None else f"{o.got:g}"
            out.append(f"| {o.case.id} | {o.core} | {o.case.expected:g} | {got} |")
    return "\n".join(out).rstrip() + "\n"
