"""Paper reproductions: one module per source of docs/targets.md.

Each module defines ``PAPER = Paper(id, title, rows)`` where ``rows(progress)`` runs what it needs
and returns a list of :class:`Row`. ``workbench reproduce`` discovers them here.
"""
from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from dataclasses import asdict, dataclass, field
from typing import Callable

from ..errors import WorkbenchError

PAPER_IDS = ("karn", "libdes", "bsafe", "biham", "corella", "dusse-kaliski", "altinok")

MISS = "not reproducible: "
# A row whose published figure is not a target of the same kind as ours: a projection, an
# estimate or bound, a size statement, another machine's or method's figure shown for scale. The
# note then says what the published figure is, with its source.
UNLIKE = "not like-for-like: "


def miss_prefix(measured: float, published: float) -> str:
    """'not reproducible: ' where ours is outside the 10% band around the published figure (the
    row then says why), nothing where it is within."""
    from ..reproduce import ratio_class
    return MISS if ratio_class(measured / published) != "within" else ""


def see_miss(note: str, row: str = "the clocks/block row") -> str:
    """What a figure derived from a row (its throughput) says first when that row's note is a
    'not reproducible' or 'not like-for-like' verdict; ``row`` names the row it follows."""
    for prefix in (MISS, UNLIKE):
        if note.startswith(prefix):
            return f"{prefix.rstrip(': ')} (see {row}); "
    return ""


def explained(r: "Row") -> bool:
    """True where a row needs no verdict or has one: no ratio, ours within the 10% band, or a
    note that opens with a verdict ('not reproducible: ', 'not like-for-like: ') or points to
    the row it is derived from ('not reproducible (see ...', 'not like-for-like (see ...')."""
    from ..reproduce import ratio_class
    if r.ratio is None or ratio_class(r.ratio) == "within":
        return True
    return r.note.startswith((MISS, UNLIKE, MISS.rstrip(": ") + " (see ",
                              UNLIKE.rstrip(": ") + " (see "))


@dataclass
class Row:
    paper: str
    figure: str                 # what is measured, in words
    published: float | None     # the source's figure (None where the source gives none)
    measured: float | None      # ours (None where we cannot run it yet)
    unit: str                   # "clocks/block", "instructions/block", "ms", ...
    kernel: str = ""
    core: str = ""
    note: str = ""              # why we differ, what the row stands for
    breakdown: dict[str, float] = field(default_factory=dict)
    # filled by ``reproduce --sensitivity``: the range the [D] parameters' alternatives give
    sensitivity: dict = field(default_factory=dict)
    # the block (or operation) count the figure was timed at, where the paper module says so:
    # ``--sensitivity`` then re-times that very run instead of one at the paper's default count
    blocks: int | None = None

    @property
    def ratio(self) -> float | None:
        if self.published in (None, 0) or self.measured is None:
            return None
        return self.measured / self.published

    def to_dict(self) -> dict:
        d = asdict(self)
        d["ratio"] = None if self.ratio is None else round(self.ratio, 4)
        return d


@dataclass
class Paper:
    id: str
    title: str
    rows: Callable[..., list[Row]]
    chart: Callable | None = None   # optional chart(rows, path) for figures beyond the ratio bars
    headline: Callable | None = None  # optional headline(rows) -> the rows the README table shows
    # its rows time the machine we run on (wall-clock): it runs alone, never beside another paper
    measures_host: bool = False
    # optional: independent groups of its rows, each part(progress) -> rows, whose rows in this
    # order are rows(progress)'s; `reproduce PAPER` runs them in processes side by side (in
    # `reproduce all` whole papers fill the cores: splitting them there measured no faster,
    # since the parts repeat some of each other's first-use work)
    parts: tuple[Callable[..., list[Row]], ...] = ()


def registry() -> dict[str, Paper]:
    """Every paper, by id (imports every paper module: for listings)."""
    out: dict[str, Paper] = {}
    for mod in pkgutil.iter_modules(__path__):
        m = importlib.import_module(f"{__name__}.{mod.name}")
        paper = getattr(m, "PAPER", None)
        if paper is not None:
            out[paper.id] = paper
    return out


def _own_module(pid: str) -> Paper | None:
    """The paper ``pid`` from the module named after it ('dusse-kaliski': dusse_kaliski.py)
    alone, without importing the others (dusse_kaliski pulls in the DSP56000 package); None
    where there is no such module or it holds another paper."""
    name = pid.replace("-", "_")
    if not name.isidentifier() or name.startswith("_") or \
            importlib.util.find_spec(f"{__name__}.{name}") is None:
        return None
    paper = getattr(importlib.import_module(f"{__name__}.{name}"), "PAPER", None)
    return paper if paper is not None and paper.id == pid else None


def get_paper(pid: str) -> Paper:
    paper = _own_module(pid)
    if paper is not None:
        return paper
    reg = registry()
    if pid not in reg:
        known = ", ".join(p for p in PAPER_IDS if p in reg)
        raise WorkbenchError(f"unknown or not yet reproducible paper '{pid}' (have: {known})")
    return reg[pid]
