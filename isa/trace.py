"""The Trace: the retired-instruction stream of one functional run, stored as columns.

A Trace holds a static table (one :class:`StaticInsn` per distinct instruction executed, decoded
once) and per-retired-instruction arrays: the static index, the first data address touched (or -1)
and whether a branch was taken. Cost models read only this, so one trace can be timed on several
cores and saved to ``traces/`` to be re-timed later. See ``traces/FORMAT.md``.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

FORMAT_VERSION = 1


@dataclass(frozen=True)
class StaticInsn:
    """One decoded instruction of the program (ISA-neutral fields plus ISA-specific ``attrs``)."""

    address: int
    size: int
    mnemonic: str
    op_str: str
    klass: str                      # instruction class named by the ISA layer: "alu", "load", ...
    reads: tuple[str, ...]          # registers read (canonical full-width names)
    writes: tuple[str, ...]         # registers written
    mem_reads: int = 0              # data memory reads per execution
    mem_writes: int = 0             # data memory writes per execution
    line: int | None = None         # source line (1-based) in the kernel file
    region: str | None = None       # named region of the manifest, if any
    raw: bytes = b""
    attrs: dict = field(default_factory=dict)   # ISA-specific facts (prefix bytes, operands, ...)

    @property
    def text(self) -> str:
        return f"{self.mnemonic} {self.op_str}".strip()

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
class Trace:
    isa: str
    static: list[StaticInsn]
    index: np.ndarray          # int32, per retired instruction: index into ``static``
    data_addr: np.ndarray      # int64, per retired instruction: first data address, -1 if none
    taken: np.ndarray          # bool, per retired instruction: control transferred away
    meta: dict = field(default_factory=dict)   # kernel name, mode, blocks, ...

    def __len__(self) -> int:
        return int(self.index.shape[0])

    def column(self, name: str) -> np.ndarray:
        """A per-retired-instruction view of a static field, e.g. ``column('size')``."""
        values = np.array([getattr(s, name) for s in self.static])
        return values[self.index]

    def slice(self, start: int, stop: int) -> "Trace":
        return Trace(self.isa, self.static, self.index[start:stop], self.data_addr[start:stop],
                     self.taken[start:stop], dict(self.meta))

    def save(self, path: str | Path) -> Path:
        """Write ``<path>.npz`` (columns) with the static table and metadata as JSON inside."""
        path = Path(path).with_suffix(".npz")
        header = {"format": FORMAT_VERSION, "isa": self.isa, "meta": self.meta,
                  "static": [s.to_json() for s in self.static]}
        np.savez_compressed(path, index=self.index, data_addr=self.data_addr, taken=self.taken,
                            header=np.frombuffer(json.dumps(header).encode(), dtype=np.uint8))
        return path

    @classmethod
    def load(cls, path: str | Path) -> "Trace":
        with np.load(Path(path)) as z:
            header = json.loads(z["header"].tobytes().decode())
            if header.get("format") != FORMAT_VERSION:
                raise ValueError(f"{path}: trace format {header.get('format')} is not {FORMAT_VERSION}")
            return cls(header["isa"], [StaticInsn.from_json(s) for s in header["static"]],
                       z["index"], z["data_addr"], z["taken"], header["meta"])
