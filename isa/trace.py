"""The Trace (format 2): the retired-instruction stream of one functional run, as columns.

- A static table: one :class:`StaticInsn` per distinct instruction executed, decoded once, with
  the registers it reads and writes, its class and its control-flow kind (``flow``).
- Per retired instruction: the static index, whether control left the fall-through path after
  it (``taken``) and whether it was nullified (PA-RISC; it retires without effect).
- A data-access log (:class:`Accesses`): memory space, address, size and read/write of every
  data access in retirement order, at most two per instruction (the DSP56000's XY moves), each
  tagged with the retired instruction that made it.
- The compact block form (:class:`Blocks`: the block table, the sequence of blocks run and
  whether each ended taken). Capture produces it; per-instruction ``index``/``taken`` are derived
  from it only when a view asks for them, and the timing engine (workbench/cores/engine.py)
  works on blocks, so a long run's memory grows with its distinct blocks, not its length. A
  trace read from a file gets its block form derived from the columns (``block_form()``).
- Typed metadata (:class:`TraceMeta`).

Cost models read only this, so one trace can be timed on several cores and saved to
``traces/`` to be re-timed later. See ``traces/FORMAT.md``.
"""
from __future__ import annotations

import json
import tokenize
import zipfile
import zlib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import numpy as np

from .blocks import Blocks  # noqa: F401  (the block form; re-exported for its users)
from .errors import brief

FORMAT_VERSION = 2
FLOW_KINDS = ("", "branch", "jump", "call", "return", "loop", "halt")
MAX_ACCESSES_PER_INSN = 2


class TraceFormatError(ValueError):
    """A trace file this version cannot read; the message says why."""


@dataclass(frozen=True)
class StaticInsn:
    """One decoded instruction of the program (ISA-neutral fields plus ISA-specific ``attrs``)."""

    address: int
    size: int
    mnemonic: str
    op_str: str
    klass: str                      # instruction class named by the ISA layer: "alu", "ld", ...
    reads: tuple[str, ...]          # registers read (canonical full-width names)
    writes: tuple[str, ...]         # registers written
    mem_reads: int = 0              # data memory reads per execution
    mem_writes: int = 0             # data memory writes per execution
    line: int | None = None         # source line (1-based) in the kernel file
    region: str | None = None       # named region of the manifest, if any
    raw: bytes = b""
    attrs: dict = field(default_factory=dict)   # ISA-specific facts (prefix bytes, operands, ...)
    flow: str = ""                  # control-flow kind: one of FLOW_KINDS ("" falls through)
    target: int | None = None       # static target address of a direct transfer

    @property
    def text(self) -> str:
        return f"{self.mnemonic} {self.op_str}".strip()

    @property
    def transfers(self) -> bool:
        """Whether it may transfer control (branch, jump, call, return, loop end)."""
        return self.flow not in ("", "halt")

    def to_json(self) -> dict:
        d = asdict(self)
        d["raw"] = self.raw.hex()
        d["reads"], d["writes"] = list(self.reads), list(self.writes)
        return d

    @classmethod
    def from_json(cls, d: dict) -> "StaticInsn":
        d = dict(d)
        d["raw"] = bytes.fromhex(d["raw"])
        d["reads"], d["writes"] = tuple(d["reads"]), tuple(d["writes"])
        return cls(**d)


@dataclass
class TraceMeta:
    """What a trace is of; the ISA layer fills mode and path, the runner the rest."""
    mode: str = ""
    path: str = ""
    kernel: str = ""
    blocks: int = 0
    seed: int | None = None
    verified: bool = False
    kat: dict = field(default_factory=dict)             # known answers run through the kernel
    notes: list[str] = field(default_factory=list)      # how it was captured (e.g. fallbacks)
    warnings: list[str] = field(default_factory=list)   # what it may lack (e.g. data addresses)

    @classmethod
    def from_dict(cls, d: dict) -> "TraceMeta":
        known = {f.name for f in fields(cls)}
        meta = cls(**{k: v for k, v in d.items() if k in known})
        for k, v in d.items():          # format 1 kept free keys: keep them readable
            if k not in known:
                meta.notes.append(f"{k}: {v}")
        return meta


@dataclass
class Accesses:
    """The data-access log, in retirement order."""
    insn: np.ndarray                # int64: retired-instruction index of each access
    addr: np.ndarray                # int64: address (in the space's units)
    space: np.ndarray               # int8: index into Trace.spaces
    size: np.ndarray                # int8: bytes (words on the DSP56000); 0 if not recorded
    write: np.ndarray               # bool

    @classmethod
    def empty(cls) -> "Accesses":
        return cls(np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int8),
                   np.zeros(0, np.int8), np.zeros(0, bool))

    @classmethod
    def one_per_insn(cls, addr: np.ndarray, write: np.ndarray | None = None) -> "Accesses":
        """One access (size unknown) per instruction whose ``addr`` is not -1."""
        has = np.flatnonzero(np.asarray(addr) >= 0)
        w = np.zeros(len(has), bool) if write is None else np.asarray(write, bool)[has]
        return cls(has.astype(np.int64), np.asarray(addr, np.int64)[has],
                   np.zeros(len(has), np.int8), np.zeros(len(has), np.int8), w)

    def __len__(self) -> int:
        return int(self.insn.shape[0])

    def select(self, mask: np.ndarray) -> "Accesses":
        return Accesses(self.insn[mask], self.addr[mask], self.space[mask], self.size[mask],
                        self.write[mask])


class Trace:
    """One run's retired stream. Built from the block form (capture) or from per-instruction
    columns (files, tests); ``index``/``taken``/``nullified`` per retired instruction are
    materialised only when something asks for them, so timing a long run on a block-level
    engine never holds them."""

    def __init__(self, isa: str, static: list[StaticInsn], index: np.ndarray | None = None,
                 taken: np.ndarray | None = None, accesses: Accesses | None = None,
                 nullified: np.ndarray | None = None, spaces: tuple[str, ...] = ("mem",),
                 meta: TraceMeta | None = None, blocks: Blocks | None = None):
        if index is None and blocks is None:
            raise ValueError("a Trace needs per-instruction columns or the block form")
        self.isa, self.static = isa, static
        self._index = None if index is None else np.asarray(index)
        self._taken = None if taken is None else np.asarray(taken, dtype=bool)
        if self._index is not None and self._taken is None:
            self._taken = np.zeros(len(self._index), dtype=bool)
        self.accesses = accesses if accesses is not None else Accesses.empty()
        self._nullified = None if nullified is None else np.asarray(nullified, dtype=bool)
        self.spaces, self.meta = tuple(spaces), meta or TraceMeta()
        self.blocks = blocks
        self._n = len(self._index) if self._index is not None else blocks.retired()
        self._data_addr: np.ndarray | None = None

    def __len__(self) -> int:
        return self._n

    def _expand(self) -> None:
        self._index, self._taken = self.blocks.expand()

    @property
    def index(self) -> np.ndarray:
        """int32 per retired instruction: index into ``static``."""
        if self._index is None:
            self._expand()
        return self._index

    @property
    def taken(self) -> np.ndarray:
        """bool per retired instruction: control left the fall-through path after it."""
        if self._taken is None:
            self._expand()
        return self._taken

    @taken.setter
    def taken(self, value) -> None:
        """Delay-slot ISAs (PA-RISC) mark the branch itself, not the block's last instruction
        (its slot); ``blocks.ends_taken`` keeps marking where each block run ended."""
        if self._index is None:
            self._expand()
        self._taken = np.asarray(value, dtype=bool)

    @property
    def nullified(self) -> np.ndarray:
        """bool per retired instruction: it retired without effect (PA-RISC)."""
        if self._nullified is None:
            self._nullified = np.zeros(self._n, dtype=bool)
        return self._nullified

    @nullified.setter
    def nullified(self, value) -> None:
        self._nullified = None if value is None else np.asarray(value, dtype=bool)

    @property
    def any_nullified(self) -> bool:
        return self._nullified is not None and bool(self._nullified.any())

    def block_form(self) -> Blocks:
        """The block table and sequence (derived once from the columns if the trace has none)."""
        if self.blocks is None:
            self.blocks = Blocks.of_runs(self._index, self._taken, self.static)
        return self.blocks

    def static_counts(self) -> np.ndarray:
        """int64 per static instruction: how many times it retired."""
        b = self.block_form()
        counts = np.zeros(len(self.static), dtype=np.int64)
        if len(b.sequence):
            uses = np.bincount(b.sequence, minlength=len(b.table))
            for bid in np.flatnonzero(uses).tolist():
                np.add.at(counts, b.table[bid], uses[bid])
        return counts

    @property
    def data_addr(self) -> np.ndarray:
        """int64 per retired instruction: the address of its first data access, -1 if none."""
        if self._data_addr is None:
            out = np.full(len(self), -1, dtype=np.int64)
            if len(self.accesses):
                first, at = np.unique(self.accesses.insn, return_index=True)
                out[first] = self.accesses.addr[at]
            self._data_addr = out
        return self._data_addr

    def column(self, name: str) -> np.ndarray:
        """A per-retired-instruction view of a static field, e.g. ``column('size')``."""
        values = np.array([getattr(s, name) for s in self.static])
        return values[self.index]

    def slice(self, start: int, stop: int) -> "Trace":
        n = len(self)
        start, stop = max(0, min(start, n)), max(0, min(stop, n))
        acc = self.accesses.select((self.accesses.insn >= start) & (self.accesses.insn < stop))
        acc.insn = acc.insn - start
        return Trace(self.isa, self.static, self.index[start:stop], self.taken[start:stop], acc,
                     self.nullified[start:stop], self.spaces, self.meta)

    def then(self, other: "Trace") -> "Trace":
        """This trace followed by ``other`` (the same static table): a timing-only join, as when
        the same code runs again (``workbench time --caches warm``)."""
        n = len(self)
        a, b = self.accesses, other.accesses
        acc = Accesses(np.concatenate([a.insn, b.insn + n]), np.concatenate([a.addr, b.addr]),
                       np.concatenate([a.space, b.space]), np.concatenate([a.size, b.size]),
                       np.concatenate([a.write, b.write]))
        return Trace(self.isa, self.static, np.concatenate([self.index, other.index]),
                     np.concatenate([self.taken, other.taken]), acc,
                     np.concatenate([self.nullified, other.nullified]), self.spaces, self.meta)

    # ------------------------------------------------------------------ building
    @classmethod
    def from_blocks(cls, isa: str, static: list[StaticInsn], table: list[np.ndarray],
                    sequence, starts, fallthrough, accesses: Accesses | None = None,
                    spaces: tuple[str, ...] = ("mem",), meta: TraceMeta | None = None,
                    next_start: int | None = None) -> "Trace":
        """Build from the block form. ``starts``/``fallthrough`` give each block's first address
        and the address after it; a block run ends taken when the next block run does not start
        at its fall-through address (after a delay slot, on PA-RISC, the block's last
        instruction is the slot, not the transfer). ``next_start``: where the run would have
        gone on, for a run stopped early (``IsaLayer.execute``'s ``stop``), so its last block's
        transfer counts as taken when it went elsewhere than its fall-through."""
        seq = np.asarray(sequence, dtype=np.int64)
        ends_taken = np.zeros(len(seq), dtype=bool)
        if len(seq):
            start_of = np.asarray(starts, dtype=np.int64)
            fall_of = np.asarray(fallthrough, dtype=np.int64)
            ends_taken[:-1] = start_of[seq[1:]] != fall_of[seq[:-1]]
            if next_start is not None:
                ends_taken[-1] = next_start != fall_of[seq[-1]]
        return cls(isa, static, None, None, accesses or Accesses.empty(), None, spaces,
                   meta or TraceMeta(), Blocks(list(table), seq, ends_taken))

    # ------------------------------------------------------------------ files
    def save(self, path: str | Path) -> Path:
        """Write ``<path>.npz``: the columns, with the static table and metadata as JSON inside."""
        path = Path(path).with_suffix(".npz")
        header = {"format": FORMAT_VERSION, "isa": self.isa, "spaces": list(self.spaces),
                  "meta": asdict(self.meta), "static": [s.to_json() for s in self.static]}
        a = self.accesses
        np.savez_compressed(path, index=self.index, taken=self.taken, nullified=self.nullified,
                            acc_insn=a.insn, acc_addr=a.addr, acc_space=a.space, acc_size=a.size,
                            acc_write=a.write,
                            header=np.frombuffer(json.dumps(header).encode(), dtype=np.uint8))
        return path

    @classmethod
    def load(cls, path: str | Path) -> "Trace":
        """Read a format 2 file, or a format 1 file (converted: its first data address per
        instruction becomes one access of unknown size; read or write from the static counts).
        A file that is not a whole, consistent trace raises :class:`TraceFormatError`."""
        try:
            z = np.load(Path(path))
        except (OSError, ValueError, EOFError, zipfile.BadZipFile, NotImplementedError) as e:
            raise TraceFormatError(f"{path}: not a trace file ({e})") from None
        if not isinstance(z, np.lib.npyio.NpzFile):
            raise TraceFormatError(f"{path}: not a trace file (a single array, not an archive)")
        with z:
            try:
                return cls._read(path, z)
            # a damaged zip: bad CRC or stream, or flipped bits that claim an unsupported zip
            # version or compression (NotImplementedError) or encryption (RuntimeError); a
            # damaged .npy header, which numpy parses as Python (tokenize.TokenError, SyntaxError)
            except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError,
                    NotImplementedError, RuntimeError, tokenize.TokenError, SyntaxError) as e:
                if isinstance(e, TraceFormatError):
                    raise
                raise TraceFormatError(f"{path}: damaged trace file ({e})") from None

    @classmethod
    def _read(cls, path, z) -> "Trace":
        def array(name: str) -> np.ndarray:
            if name not in z.files:
                raise TraceFormatError(f"{path}: the archive has no '{name}' array")
            a = z[name]
            if a.ndim != 1:
                raise TraceFormatError(f"{path}: array '{name}' has shape {a.shape}, not one column")
            return a

        try:
            header = json.loads(array("header").tobytes().decode())
        except ValueError as e:
            raise TraceFormatError(f"{path}: no readable trace header ({e})") from None
        if not isinstance(header, dict):
            raise TraceFormatError(f"{path}: the trace header is not a JSON object")
        version = header.get("format")
        if type(version) is not int or version not in (1, FORMAT_VERSION):
            raise TraceFormatError(f"{path}: trace format {version!r}; this workbench reads "
                                   f"formats 1 and {FORMAT_VERSION}")
        isa = header.get("isa")
        if not isinstance(isa, str):
            raise TraceFormatError(f"{path}: the header names no ISA ('isa': {isa!r})")
        static_json = header.get("static")
        if not isinstance(static_json, list):
            raise TraceFormatError(f"{path}: the header has no static instruction list")
        static = [_static_from_json(path, i, d) for i, d in enumerate(static_json)]
        meta = _meta_from_json(path, header.get("meta", {}))
        if version == 1:
            index, taken, data_addr = array("index"), array("taken"), array("data_addr")
            _check_columns(path, static, {"index": index, "taken": taken, "data_addr": data_addr})
            return cls._from_v1(path, isa, meta, static, index, taken, data_addr)
        spaces = header.get("spaces")
        if not (isinstance(spaces, list) and spaces and all(isinstance(x, str) for x in spaces)):
            raise TraceFormatError(f"{path}: the header's 'spaces' is not a list of names")
        cols = {n: array(n) for n in ("index", "taken", "nullified")}
        accs = {n: array(n) for n in ("acc_insn", "acc_addr", "acc_space", "acc_size", "acc_write")}
        _check_columns(path, static, cols, accs, len(spaces))
        acc = Accesses(accs["acc_insn"].astype(np.int64), accs["acc_addr"].astype(np.int64),
                       accs["acc_space"].astype(np.int8), accs["acc_size"].astype(np.int8),
                       accs["acc_write"].astype(bool))
        return cls(isa, static, cols["index"].astype(np.int32), cols["taken"].astype(bool), acc,
                   cols["nullified"].astype(bool), tuple(spaces), meta)

    @classmethod
    def _from_v1(cls, path, isa: str, meta: "TraceMeta", static: list[StaticInsn], index, taken,
                 data_addr) -> "Trace":
        index = index.astype(np.int32)
        only_writes = np.array([s.mem_writes > 0 and s.mem_reads == 0 for s in static], bool)
        acc = Accesses.one_per_insn(data_addr.astype(np.int64),
                                    only_writes[index] if len(index) else None)
        meta.warnings.append("converted from trace format 1: only the first data access of each "
                             "instruction, sizes unknown")
        from .errors import IsaError
        try:
            static = _with_flow(isa, meta.mode, static)
        except IsaError as e:
            raise TraceFormatError(f"{path}: cannot convert format 1 ({e})") from None
        return cls(isa, static, index, taken.astype(bool), acc, None, ("mem",), meta)


_STATIC_TYPES = {"address": int, "size": int, "mnemonic": str, "op_str": str, "klass": str,
                 "reads": list, "writes": list, "mem_reads": int, "mem_writes": int,
                 "line": (int, type(None)), "region": (str, type(None)), "raw": str,
                 "attrs": dict, "flow": str, "target": (int, type(None))}
_META_TYPES = {"mode": str, "path": str, "kernel": str, "blocks": int, "seed": (int, type(None)),
               "verified": bool, "notes": list, "warnings": list}


def _static_from_json(path, i: int, d) -> StaticInsn:
    """One static-table entry of a file, checked field by field."""
    if not isinstance(d, dict):
        raise TraceFormatError(f"{path}: static instruction {i} is not a JSON object")
    for key, value in d.items():
        want = _STATIC_TYPES.get(key)
        if want is None:
            raise TraceFormatError(f"{path}: static instruction {i} has an unknown field {brief(repr(key))}")
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise TraceFormatError(f"{path}: static instruction {i}: '{key}' is {brief(repr(value))}")
    missing = [k for k in ("address", "size", "mnemonic", "op_str", "klass", "reads", "writes")
               if k not in d]
    if missing:
        raise TraceFormatError(f"{path}: static instruction {i} lacks {', '.join(missing)}")
    if not all(isinstance(r, str) for r in d["reads"] + d["writes"]):
        raise TraceFormatError(f"{path}: static instruction {i}: register names are not strings")
    if d.get("flow", "") not in FLOW_KINDS:
        raise TraceFormatError(f"{path}: static instruction {i}: unknown flow {brief(repr(d['flow']))}")
    try:
        return StaticInsn.from_json({"raw": "", **d})
    except ValueError as e:
        raise TraceFormatError(f"{path}: static instruction {i}: {e}") from None


def _meta_from_json(path, d) -> "TraceMeta":
    if not isinstance(d, dict):
        raise TraceFormatError(f"{path}: the header's 'meta' is not a JSON object")
    for key, want in _META_TYPES.items():
        if key in d and (not isinstance(d[key], want) or (want is int and isinstance(d[key], bool))):
            raise TraceFormatError(f"{path}: meta '{key}' is {brief(repr(d[key]))}")
    return TraceMeta.from_dict(d)


def _check_columns(path, static: list, cols: dict, accs: dict | None = None,
                   n_spaces: int = 1) -> None:
    """Per-instruction columns of one length, accesses of another, every index in range."""
    n = len(cols["index"])
    for name, a in [*cols.items(), *(accs or {}).items()]:
        if a.dtype.kind not in "iub":
            raise TraceFormatError(f"{path}: array '{name}' holds {a.dtype}, not integers")
    for name, a in cols.items():
        if len(a) != n:
            raise TraceFormatError(f"{path}: array '{name}' has {len(a)} rows, 'index' {n}")
    idx = cols["index"]
    if n and (int(idx.min()) < 0 or int(idx.max()) >= len(static)):
        raise TraceFormatError(f"{path}: 'index' points outside the {len(static)}-entry static table")
    if accs is None:
        return
    m = len(accs["acc_insn"])
    for name, a in accs.items():
        if len(a) != m:
            raise TraceFormatError(f"{path}: array '{name}' has {len(a)} rows, 'acc_insn' {m}")
    if m and (int(accs["acc_insn"].min()) < 0 or int(accs["acc_insn"].max()) >= n):
        raise TraceFormatError(f"{path}: 'acc_insn' names instructions outside the trace")
    if m and (int(accs["acc_space"].min()) < 0 or int(accs["acc_space"].max()) >= n_spaces):
        raise TraceFormatError(f"{path}: 'acc_space' names spaces the header does not list")
    if m and (int(accs["acc_size"].min()) < 0 or int(accs["acc_size"].max()) > 127):
        raise TraceFormatError(f"{path}: 'acc_size' out of range")


def _with_flow(isa_name: str, mode: str, static: list[StaticInsn]) -> list[StaticInsn]:
    """Format 1 had no control-flow kinds: decode each instruction's bytes again to get them."""
    from dataclasses import replace

    from isa import get_isa
    layer = get_isa(isa_name)
    out = []
    for s in static:
        d = layer.decode(s.raw, s.address, mode or None) if s.raw else None
        out.append(replace(s, flow=d.flow, target=d.target) if d is not None else s)
    return out
