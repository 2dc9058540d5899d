"""The block form of a retired stream (see :mod:`isa.trace`): the static indices of each block,
the sequence of blocks run and whether each block run ended taken, with the operations that lay
per-block patterns out over the run without holding per-instruction arrays."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class Blocks:
    """The compact form: the static indices of each block, the sequence of blocks run, and for
    each entry of the sequence whether control left the fall-through path after its last
    instruction (``ends_taken``)."""
    table: list[np.ndarray]         # block id -> int32 static indices
    sequence: np.ndarray            # int64 block ids in execution order
    ends_taken: np.ndarray | None = None    # bool per sequence entry (None: never)

    def __post_init__(self):
        self.sequence = np.asarray(self.sequence, dtype=np.int64)
        if self.ends_taken is None:
            self.ends_taken = np.zeros(len(self.sequence), dtype=bool)

    @property
    def lengths(self) -> np.ndarray:
        """Instructions per block id."""
        return np.array([b.shape[0] for b in self.table], dtype=np.int64)

    def starts(self) -> np.ndarray:
        """The retired-instruction position where each sequence entry begins."""
        n_per = self.lengths[self.sequence] if len(self.sequence) else np.zeros(0, np.int64)
        out = np.zeros(len(self.sequence), dtype=np.int64)
        if len(out) > 1:
            np.cumsum(n_per[:-1], out=out[1:])
        return out

    def retired(self) -> int:
        return int(self.lengths[self.sequence].sum()) if len(self.sequence) else 0

    def replay(self, per_block: list[np.ndarray]) -> np.ndarray:
        """The concatenation of ``per_block[b]`` for each block id ``b`` of the sequence, in
        order: any per-block pattern (static indices, access positions) laid out over the run."""
        seq = self.sequence
        lens = np.array([len(p) for p in per_block], dtype=np.int64)
        per_entry = lens[seq] if len(seq) else np.zeros(0, np.int64)
        total = int(per_entry.sum())
        if not total:
            return np.zeros(0, dtype=per_block[0].dtype if per_block else np.int64)
        flat = np.concatenate(per_block)
        offs = np.zeros(len(per_block), dtype=np.int64)
        offs[1:] = np.cumsum(lens)[:-1]
        first = np.concatenate(([0], np.cumsum(per_entry)[:-1]))
        return flat[np.repeat(offs[seq] - first, per_entry) + np.arange(total)]

    def expand(self) -> tuple[np.ndarray, np.ndarray]:
        """(index, taken) per retired instruction."""
        index = self.replay(self.table).astype(np.int32)
        taken = np.zeros(len(index), dtype=bool)
        if len(index):
            taken[self.starts() + self.lengths[self.sequence] - 1] = self.ends_taken
        return index, taken

    def access_counts(self, per_static: np.ndarray) -> np.ndarray:
        """Data accesses per block id, given each static instruction's count."""
        per_static = np.asarray(per_static, dtype=np.int64)
        return np.array([int(per_static[b].sum()) for b in self.table], dtype=np.int64)

    def access_insn(self, per_static: np.ndarray) -> np.ndarray:
        """The retired-instruction position of each data access when every static instruction
        makes ``per_static[i]`` accesses each time it retires, in block order."""
        per_static = np.asarray(per_static, dtype=np.int64)
        pattern = [np.repeat(np.arange(len(b), dtype=np.int64), per_static[b]) for b in self.table]
        if not len(self.sequence):
            return np.zeros(0, np.int64)
        counts = np.array([len(p) for p in pattern], dtype=np.int64)[self.sequence]
        return self.replay(pattern) + np.repeat(self.starts(), counts)

    @classmethod
    def of_runs(cls, index: np.ndarray, taken: np.ndarray, static: list) -> "Blocks":
        """The block form of a per-instruction stream (a trace read from a file): a block ends
        after every instruction that may transfer control (after its delay slot, where the ISA
        has one), as capture's blocks do, and ends taken where that transfer was taken."""
        index = np.asarray(index, dtype=np.int32)
        n = len(index)
        if not n:
            return cls([], np.zeros(0, np.int64), np.zeros(0, bool))
        taken = np.asarray(taken, bool)
        transfers = np.array([st.transfers for st in static], dtype=bool)
        # a transfer takes effect after its delay slots (PA-RISC: attrs["delay_slots"] = 1)
        slots = np.array([st.attrs.get("delay_slots", 0) if st.transfers else 0 for st in static],
                         dtype=np.int64)
        at = np.flatnonzero(transfers[index] | taken)
        effect = np.minimum(at + slots[index[at]], n - 1)
        ends = np.unique(effect)
        ends_taken = np.zeros(len(ends), dtype=bool)
        np.logical_or.at(ends_taken, np.searchsorted(ends, effect), taken[at])
        if not len(ends) or ends[-1] != n - 1:
            ends = np.append(ends, n - 1)
            ends_taken = np.append(ends_taken, taken[n - 1])
        begins = np.concatenate(([0], ends[:-1] + 1))
        ids: dict[bytes, int] = {}
        table: list[np.ndarray] = []
        seq = np.empty(len(ends), dtype=np.int64)
        for k, (lo, hi) in enumerate(zip(begins.tolist(), (ends + 1).tolist())):
            key = index[lo:hi].tobytes()
            bid = ids.get(key)
            if bid is None:
                bid = ids[key] = len(table)
                table.append(index[lo:hi].copy())
            seq[k] = bid
        return cls(table, seq, ends_taken)
