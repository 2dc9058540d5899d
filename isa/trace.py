"""The Trace (format 2): the retired-instruction stream of one functional run, as columns.

- A static table: one :class:`StaticInsn` per distinct instruction executed, decoded once, with
  the registers it reads and writes, its class and its control-flow kind (``flow``).
- Per retired instruction: the static index, whether control left the fall-through path after
  it (``taken``) and whether it was nullified (PA-RISC; it retires without effect).
- A data-access log (:class:`Accesses`): memory space, address, size and read/write of every
  data access in retirement order, at most two per instruction (the DSP56000's XY moves), each
  tagged with the retired instruction that made it.
- Optionally the compact block form (:class:`Blocks`: the block table and the sequence of
  blocks run), from which ``index`` and ``taken`` are derived; capture produces it, and the
  block-level timing work builds on it.
- Typed metadata (:class:`TraceMeta`).

Cost models read only this, so one trace can be timed on several cores and saved to
``traces/`` to be re-timed later. See ``traces/FORMAT.md``.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import numpy as np

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


@dataclass
class Blocks:
    """The compact form: the static indices of each block, and the sequence of blocks run."""
    table: list[np.ndarray]         # block id -> int32 static indices
    sequence: np.ndarray            # int64 block ids in execution order


@dataclass
class Trace:
    isa: str
    static: list[StaticInsn]
    index: np.ndarray               # int32, per retired instruction: index into ``static``
    taken: np.ndarray               # bool, per retired instruction: control left the fall-through
    accesses: Accesses = field(default_factory=Accesses.empty)
    nullified: np.ndarray | None = None     # bool per retired instruction (None: none were)
    spaces: tuple[str, ...] = ("mem",)
    meta: TraceMeta = field(default_factory=TraceMeta)
    blocks: Blocks | None = None

    def __post_init__(self):
        if self.nullified is None:
            self.nullified = np.zeros(len(self.index), dtype=bool)
        self._data_addr: np.ndarray | None = None

    def __len__(self) -> int:
        return int(self.index.shape[0])

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

    # ------------------------------------------------------------------ building
    @classmethod
    def from_blocks(cls, isa: str, static: list[StaticInsn], table: list[np.ndarray],
                    sequence, starts, fallthrough, accesses: Accesses | None = None,
                    spaces: tuple[str, ...] = ("mem",), meta: TraceMeta | None = None) -> "Trace":
        """Build from the block form. ``starts``/``fallthrough`` give each block's first address
        and the address after it; an instruction is ``taken`` when it ends a block, may transfer
        control, and the next block run does not start at the fall-through address."""
        seq = np.asarray(sequence, dtype=np.int64)
        lens = np.array([b.shape[0] for b in table], dtype=np.int64)
        n_per = lens[seq] if len(seq) else np.zeros(0, np.int64)
        total = int(n_per.sum())
        flat = np.concatenate(table).astype(np.int32) if table else np.zeros(0, np.int32)
        offs = np.zeros(len(table), dtype=np.int64)
        if len(table):
            offs[1:] = np.cumsum(lens)[:-1]
        begin = np.repeat(offs[seq] - np.concatenate(([0], np.cumsum(n_per)[:-1])), n_per) \
            if total else np.zeros(0, np.int64)
        index = flat[begin + np.arange(total)] if total else np.zeros(0, np.int32)
        taken = np.zeros(total, dtype=bool)
        if total:
            ends = np.cumsum(n_per) - 1
            start_of = np.asarray(starts, dtype=np.int64)
            fall_of = np.asarray(fallthrough, dtype=np.int64)
            nxt = np.full(len(seq), -1, dtype=np.int64)
            nxt[:-1] = start_of[seq[1:]]
            taken[ends] = nxt != fall_of[seq]
            transfers = np.array([s.transfers for s in static], dtype=bool)
            taken &= transfers[index]
        return cls(isa, static, index.astype(np.int32), taken, accesses or Accesses.empty(), None,
                   spaces, meta or TraceMeta(), Blocks(list(table), seq))

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
        instruction becomes one access of unknown size; read or write from the static counts)."""
        try:
            z = np.load(Path(path))
        except (OSError, ValueError) as e:
            raise TraceFormatError(f"{path}: not a trace file ({e})") from None
        with z:
            try:
                header = json.loads(z["header"].tobytes().decode())
            except (KeyError, ValueError) as e:
                raise TraceFormatError(f"{path}: no readable trace header ({e})") from None
            version = header.get("format")
            static = [StaticInsn.from_json(s) for s in header["static"]]
            if version == 1:
                return cls._from_v1(header, static, z)
            if version != FORMAT_VERSION:
                raise TraceFormatError(f"{path}: trace format {version!r}; this workbench reads "
                                       f"formats 1 and {FORMAT_VERSION}")
            acc = Accesses(z["acc_insn"], z["acc_addr"], z["acc_space"], z["acc_size"], z["acc_write"])
            return cls(header["isa"], static, z["index"], z["taken"], acc, z["nullified"],
                       tuple(header["spaces"]), TraceMeta.from_dict(header["meta"]))

    @classmethod
    def _from_v1(cls, header: dict, static: list[StaticInsn], z) -> "Trace":
        index = z["index"]
        only_writes = np.array([s.mem_writes > 0 and s.mem_reads == 0 for s in static], bool)
        acc = Accesses.one_per_insn(z["data_addr"], only_writes[index] if len(index) else None)
        meta = TraceMeta.from_dict(header.get("meta", {}))
        meta.warnings.append("converted from trace format 1: only the first data access of each "
                             "instruction, sizes unknown")
        static = _with_flow(header["isa"], meta.mode, static)
        return cls(header["isa"], static, index, z["taken"], acc, None, ("mem",), meta)


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
