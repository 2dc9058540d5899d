"""User-facing errors of the workbench layer (the ISA layer has its own in isa.errors)."""
from __future__ import annotations

from isa.errors import IsaError


class WorkbenchError(Exception):
    """A problem a user can fix; ``str(err)`` is the whole message."""


class VerificationError(WorkbenchError):
    """A kernel produced output that differs from the reference: never reported as a figure."""


UserError = (WorkbenchError, IsaError)


def untimed(core: str, what: str) -> WorkbenchError:
    """A core without timing for an instruction form: said as what the user can do about it."""
    return WorkbenchError(f"the {core} model has no timing for {what}: the cores time the "
                          "instruction forms the kernels use so far; leave it out of the fragment, "
                          "or time it on another core; if a program of the period needs it, "
                          "report the instruction and the core")
