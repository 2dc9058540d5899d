"""Result: what one kernel run on one core measured, verified against the reference."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Result:
    kernel: str
    core: str
    isa: str
    cipher: str
    chaining: str
    mhz: float
    blocks: int
    instructions: int
    cycles: int
    verified: bool
    breakdown: dict[str, int] = field(default_factory=dict)        # cause -> cycles, whole run
    regions: dict[str, dict[str, int]] = field(default_factory=dict)  # region -> counts
    notes: list[str] = field(default_factory=list)
    # SP 800-20 known answers run through the kernel before timing: {"vectors": N, "passed": N}
    # ({"vectors": 0, ...} for arithmetic kernels; empty when the run did not execute the kernel)
    kat: dict[str, int] = field(default_factory=dict)

    @property
    def instructions_per_block(self) -> float:
        return self.instructions / self.blocks

    @property
    def clocks_per_block(self) -> float:
        return self.cycles / self.blocks

    def per_block(self, nonzero: bool = False, digits: int = 2) -> dict[str, float]:
        """The lost-cycle breakdown in clocks per block, rounded (only causes that cost anything,
        with ``nonzero``)."""
        return {k: round(v / self.blocks, digits) for k, v in self.breakdown.items() if v or not nonzero}

    @property
    def blocks_per_second(self) -> float:
        return self.mhz * 1e6 / self.clocks_per_block

    @property
    def mbps(self) -> float:
        """Megabits per second of plaintext at the run's clock."""
        return self.blocks_per_second * 64 / 1e6

    def to_dict(self) -> dict:
        d = asdict(self)
        d.update(instructions_per_block=round(self.instructions_per_block, 3),
                 clocks_per_block=round(self.clocks_per_block, 3),
                 blocks_per_second=round(self.blocks_per_second, 3),
                 mbps=round(self.mbps, 4))
        return d

    def to_frame(self):
        import pandas as pd
        return pd.DataFrame([{k: v for k, v in self.to_dict().items()
                              if not isinstance(v, (dict, list))}])
