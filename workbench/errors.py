"""User-facing errors of the workbench layer (the ISA layer has its own in isa.errors)."""
from __future__ import annotations

from isa.errors import IsaError


class WorkbenchError(Exception):
    """A problem a user can fix; ``str(err)`` is the whole message."""


class VerificationError(WorkbenchError):
    """A kernel produced output that differs from the reference: never reported as a figure."""


UserError = (WorkbenchError, IsaError)
