"""Instruction-form timing tables: one CSV row per instruction form and core, read as data.

A core's table lives in ``workbench/machines/forms/<table>.csv`` (the machine file's
``[machine] forms`` list names the tables, later ones first; default: the machine's own name).
Columns, in any order after ``mnemonic,operands``:

  mnemonic   capstone's mnemonic (``add``, ``rep movsd``) or a family (``jcc``, ``setcc``);
             ``add/sub`` is one row for each
  operands   Intel-style operand pattern (``r/m32,imm8``; tokens in ``isa/x86/forms.py``)
  mode       ``real16`` or ``prot32`` when the row holds in one mode only; empty: both
  clocks     clocks (i386/i486/P5) when not taken, a number or a machine-file key
  taken      clocks of a taken transfer (empty: not a transfer)
  repeat     a REP-prefixed string instruction retires once per iteration and once more when
             the count runs out: ``clocks`` is charged for its first retirement, ``repeat`` for
             each further one in a row (Intel's "7+4n" is clocks 7, repeat 4); on the P6, the
             uop kinds of each further retirement
  latency    clocks until the result can be used, where the core models it apart from ``clocks``
  pairing    P5 pairing class: UV, PU, PV, NP (a key may name a parameter holding one)
  uops       P6 uop kinds in order (``load alu``), or a key naming such a list
  rule       the data-dependent rule that adds to the clocks, if any (see ``RULES``)
  source     where the numbers come from: manual and table or page, or a measurement

A cell that is a machine-file key (letters, a dot, letters: ``clocks.alu_rr``) is read from the
machine file, so a value the models share and its [D] alternatives stay in one place, as
SchedWrite classes do in LLVM's scheduling models; any other cell is the value itself.
"""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from isa.trace import StaticInsn
from isa.x86 import forms as x86forms

from ..errors import WorkbenchError
from ..machine import MachineSpec

FOLDER = Path(__file__).resolve().parent.parent / "machines" / "forms"
# the x86 cores from the oldest; "first appears on" names the first of these that has a mnemonic
X86_CORES = ("i386", "i486", "p5", "p6", "pii")
CORE_NAMES = {"i386": "Intel 386", "i486": "Intel 486", "p5": "Pentium", "p6": "Pentium Pro",
              "pii": "Pentium II"}
COLUMNS = ("mnemonic", "operands", "mode", "clocks", "taken", "repeat", "pairing", "uops",
           "latency", "rule", "source")
MODES = ("", "real16", "prot32")
# data-dependent rules a row may name; the cores say how each is charged
RULES = {
    "": "fixed clocks",
    "full_width_multiplier": "charged for a 32-bit multiplier with its top bit set (no operand "
                             "values in the trace)",
}
_KEY = re.compile(r"[a-z_][a-z0-9_]*\.[a-z0-9_.]+")


@dataclass(frozen=True)
class Form:
    """One row of a timing table."""
    mnemonic: str
    operands: str
    mode: str
    cells: dict
    rule: str
    source: str
    where: str                      # table file and line, for messages about the table itself
    patterns: tuple = field(default=(), compare=False)

    def sources(self, spec: MachineSpec) -> str:
        """The row's source, or the sources of the parameters it names."""
        if self.source:
            return self.source
        return "; ".join(f"{c}: {spec.source(c)}" for c in self.cells.values() if _KEY.fullmatch(c))

    def get(self, column: str, spec: MachineSpec, default=None):
        """The column's value: a number, a word, or the machine-file parameter the cell names."""
        cell = self.cells.get(column, "")
        if cell == "":
            return default
        if _KEY.fullmatch(cell):
            return spec[cell]
        try:
            return int(cell)
        except ValueError:
            try:
                return float(cell)
            except ValueError:
                return cell


@dataclass
class FormTable:
    name: str
    rows: list[Form]
    index: dict = field(default_factory=dict)        # (mnemonic, pattern) -> [Form]

    memo: dict = field(default_factory=dict, repr=False)   # instruction bytes, mode -> row

    def lookup(self, s: StaticInsn, mode: str) -> Form | None:
        """The first row whose mnemonic and operand pattern match ``s`` in ``mode``. Which row
        matches follows from the instruction's bytes and the mode alone, so the answer is
        remembered per (bytes, text, mode): a timing run asks for every static instruction of
        every block, often thousands of times."""
        key = (s.raw, s.mnemonic, s.op_str, mode) if s.raw else None
        if key is not None and key in self.memo:
            return self.memo[key]
        row = self._match(s, mode)
        if key is not None:
            self.memo[key] = row
        return row

    def _match(self, s: StaticInsn, mode: str) -> Form | None:
        for mn in x86forms.mnemonics(s):
            for pat in x86forms.patterns(s):
                for row in self.index.get((mn, pat), ()):
                    if row.mode in ("", mode):
                        return row
        return None


def _parse(path: Path) -> FormTable:
    name = path.stem
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise WorkbenchError(f"cannot read the timing table {path.name}: {e.strerror}") from None
    rows: list[Form] = []
    header = None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        rec = next(csv.reader([line]))
        where = f"{path.name}:{number}"
        if header is None:
            header = [h.strip() for h in rec]
            bad = [h for h in header if h not in COLUMNS]
            if header[:2] != ["mnemonic", "operands"] or bad or "source" not in header:
                raise WorkbenchError(f"{where}: the header must start 'mnemonic,operands', name only "
                                     f"{', '.join(COLUMNS)} and include source")
            continue
        if len(rec) != len(header):
            raise WorkbenchError(f"{where}: {len(rec)} cells, the header has {len(header)}")
        cells = {h: c.strip() for h, c in zip(header, rec)}
        if not cells["source"] and not any(_KEY.fullmatch(c) for c in cells.values()):
            raise WorkbenchError(f"{where}: a row without a source names no parameter to cite")
        if cells.get("mode", "") not in MODES:
            raise WorkbenchError(f"{where}: mode '{cells['mode']}' is not one of real16, prot32 or empty")
        for tok in cells["operands"].replace(" ", "").lower().split(","):
            alts = tok.split("/")
            if len(set(alts)) < len(alts):
                raise WorkbenchError(f"{where}: operand '{tok}' names an alternative twice (write "
                                     "two rows for 'acc,r' and 'r,acc', not 'acc,r/r,acc')")
        if cells.get("rule", "") not in RULES:
            raise WorkbenchError(f"{where}: unknown rule '{cells['rule']}'")
        for mnemonic in cells["mnemonic"].lower().split("/"):
            rows.append(Form(mnemonic.strip(), cells["operands"].replace(" ", "").lower(),
                             cells.get("mode", ""), {k: v for k, v in cells.items() if k not in
                                                     ("mnemonic", "operands", "mode", "rule", "source")},
                             cells.get("rule", ""), cells["source"], where,
                             tuple(x86forms.expand_pattern(cells["operands"].lower()))))
    table = FormTable(name, rows)
    for row in rows:
        for pat in row.patterns:
            bucket = table.index.setdefault((row.mnemonic, pat), [])
            # a mode-specific row goes before a row for both modes
            bucket.insert(0, row) if row.mode else bucket.append(row)
    return table


@lru_cache(maxsize=None)
def load_table(name: str) -> FormTable:
    path = FOLDER / f"{name}.csv"
    if not path.exists():
        raise WorkbenchError(f"no timing table '{name}' (have: "
                             f"{', '.join(sorted(p.stem for p in FOLDER.glob('*.csv')))})")
    return _parse(path)


def tables_for(spec: MachineSpec) -> list[FormTable]:
    """The tables of a machine, the one to consult first first."""
    names = spec.get("forms.tables") or [spec.name]
    return [load_table(n) for n in reversed(list(names))]


@lru_cache(maxsize=None)
def introduced() -> dict[str, tuple[str, str]]:
    """mnemonic -> (first x86 core that has it, source), from ``introduced.csv``."""
    out = {}
    path = FOLDER / "introduced.csv"
    for rec in csv.DictReader(line for line in path.read_text().splitlines()
                              if line.strip() and not line.startswith("#")):
        out[rec["mnemonic"].strip()] = (rec["core"].strip(), rec["source"].strip())
    return out


def charged(row: Form, s: StaticInsn, spec: MachineSpec, column: str, core: str, default=None):
    """The row's ``column`` for a first retirement, its ``repeat`` for a further retirement of a
    REP instruction (``s.attrs["repeat"]``, cores/repeats.py)."""
    if s.attrs.get("repeat"):
        value = row.get("repeat", spec)
        if value is None:
            raise WorkbenchError(f"the {core} model has no per-iteration timing for '{s.text}' "
                                 "repeated: leave the REP prefix out, or time it on another core")
        return value
    return row.get(column, spec, default)


def first_core(mnemonic: str) -> str | None:
    bare = mnemonic.split()[-1]
    fam = x86forms.FAMILIES.get(bare, bare)
    hit = introduced().get(bare) or introduced().get(fam)
    return hit[0] if hit else None


def lookup(spec: MachineSpec, s: StaticInsn, mode: str, core: str) -> Form:
    """The row that times ``s`` on ``core`` in ``mode``, or the one clear error: the core does not
    have the instruction (naming the first core that does), or the form is not modelled."""
    for table in tables_for(spec):
        row = table.lookup(s, mode)
        if row is not None:
            return row
    other = "prot32" if mode == "real16" else "real16"
    if any(table.lookup(s, other) is not None for table in tables_for(spec)):
        where = "real" if other == "real16" else "protected"
        raise WorkbenchError(
            f"the {core} model times '{s.text}' in {where} mode only, not in "
            f"{'protected' if mode != 'real16' else 'real'} mode"
            + (" (there it loads a descriptor, which is not modelled)" if mode != "real16" else "")
            + f": run it with --mode {other}, or leave it out")
    raise missing(s, mode, core)


def missing(s: StaticInsn, mode: str, core: str) -> WorkbenchError:
    first = first_core(s.mnemonic)
    if first in X86_CORES and core in X86_CORES and X86_CORES.index(first) > X86_CORES.index(core):
        return WorkbenchError(f"the {CORE_NAMES.get(core, core)} has no instruction '{s.text}': "
                              f"{s.mnemonic.split()[-1].upper()} first appears on the "
                              f"{CORE_NAMES[first]} (--core {first})")
    form = f"{s.mnemonic} {x86forms.display_pattern(s)}".strip()
    return WorkbenchError(f"the {core} model has no timing for '{s.text}' (form {form}"
                          f"{', ' + mode if mode == 'real16' else ''}): leave it out, or time it on "
                          "another core; 'workbench list --instructions --core "
                          f"{core}' lists the forms it times")
