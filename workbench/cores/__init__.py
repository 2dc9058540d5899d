"""Cost models, one module per microarchitecture family.

Each module defines ``MODELS = {core_name: factory}``; ``factory(spec=None)`` returns an object with
``name``, ``isa``, ``spec`` (a MachineSpec) and ``time(trace) -> Timing``. Models never execute.
"""
from __future__ import annotations

import functools
import importlib
import pkgutil
from typing import Callable, Protocol

from ..errors import WorkbenchError
from ..machine import MachineSpec
from ..timing import Timing


class CoreModel(Protocol):
    name: str
    isa: str
    spec: MachineSpec

    def time(self, trace) -> Timing: ...


def registry() -> dict[str, Callable[..., CoreModel]]:
    out: dict[str, Callable[..., CoreModel]] = {}
    for name in _module_names():
        out.update(getattr(importlib.import_module(f"{__name__}.{name}"), "MODELS", {}))
    return out


@functools.cache
def _module_names() -> tuple[str, ...]:
    """The package's model modules (listed once per process: the package does not change
    while it runs)."""
    return tuple(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))


def get_core(name: str, spec: MachineSpec | None = None) -> CoreModel:
    reg = registry()
    if name not in reg:
        raise WorkbenchError(f"unknown core '{name}' (have: {', '.join(sorted(reg))})")
    return reg[name](spec)
