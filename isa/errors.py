"""Errors an ISA layer raises. Each one's message is what a user reads, no traceback needed."""
from __future__ import annotations


def brief(text: str, limit: int = 60) -> str:
    """Source text as a message quotes it: at most ``limit`` characters, an ellipsis after."""
    return text if len(text) <= limit else text[:limit] + "..."


class IsaError(Exception):
    """Base class: ``str(err)`` is a complete, user-facing message."""


class AssemblyError(IsaError):
    """Malformed assembly, located as ``file:line:column: message``."""

    def __init__(self, path: str, line: int, column: int, message: str):
        self.path, self.line, self.column, self.message = path, line, column, message
        super().__init__(f"{path}:{line}:{column}: {message}")


class EmulationFault(IsaError):
    """The emulated program faulted: names the pc, the instruction, the source line and region."""

    def __init__(self, message: str, pc: int, instruction: str = "?", source: str | None = None,
                 region: str | None = None):
        self.pc, self.instruction, self.source, self.region = pc, instruction, source, region
        where = f" at {source}" if source else ""
        reg = f" in region '{region}'" if region else ""
        super().__init__(f"emulation fault: {message}; pc={pc:#x} '{instruction}'{where}{reg}")


class BudgetExceeded(IsaError):
    """A runaway kernel: it retired more instructions than the budget allows."""

    def __init__(self, budget: int, pc: int, source: str | None = None):
        self.budget, self.pc, self.source = budget, pc, source
        where = f" (last block at {source})" if source else ""
        super().__init__(
            f"instruction budget of {budget:,} exceeded at pc={pc:#x}{where}: "
            "the kernel does not terminate, or raise --budget")
