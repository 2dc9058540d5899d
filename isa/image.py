"""MemoryImage: the initial memory and registers a run starts from (built by workbench.layout)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Segment:
    name: str
    address: int        # linear/physical address
    data: bytes
    writable: bool = True


@dataclass
class MemoryImage:
    segments: list[Segment] = field(default_factory=list)
    registers: dict[str, int] = field(default_factory=dict)   # initial register values by name
    memory_size: int = 1 << 20                                  # bytes of RAM mapped from 0

    def add(self, name: str, address: int, data: bytes, writable: bool = True) -> None:
        for s in self.segments:
            if address < s.address + len(s.data) and s.address < address + len(data):
                raise ValueError(f"segment '{name}' at {address:#x} overlaps '{s.name}'")
        self.segments.append(Segment(name, address, bytes(data), writable))
