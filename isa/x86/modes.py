"""The x86 execution modes the workbench supports, and what each means to the three engines."""
from __future__ import annotations

from dataclasses import dataclass

import capstone
import keystone
import unicorn


@dataclass(frozen=True)
class Mode:
    name: str
    bits: int
    ks_mode: int
    cs_mode: int
    uc_mode: int

    def code_segment_base(self, linear: int) -> int:
        """Real mode: code runs in the 64 KB segment starting at the 64 KB boundary below it."""
        return linear & ~0xFFFF if self.bits == 16 else 0


MODES = {
    "real16": Mode("real16", 16, keystone.KS_MODE_16, capstone.CS_MODE_16, unicorn.UC_MODE_16),
    "prot32": Mode("prot32", 32, keystone.KS_MODE_32, capstone.CS_MODE_32, unicorn.UC_MODE_32),
}
