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
    """Core name -> factory, from every model module's ``MODELS`` (a fresh dict each call)."""
    return dict(_models())


@functools.cache
def _models() -> dict[str, Callable[..., CoreModel]]:
    """The package's model modules imported and their ``MODELS`` joined, once per process (the
    package does not change while it runs)."""
    out: dict[str, Callable[..., CoreModel]] = {}
    for m in pkgutil.iter_modules(__path__):
        if not m.name.startswith("_"):
            out.update(getattr(importlib.import_module(f"{__name__}.{m.name}"), "MODELS", {}))
    return out


def get_core(name: str, spec: MachineSpec | None = None) -> CoreModel:
    reg = _models()
    if name not in reg:
        raise WorkbenchError(f"unknown core '{name}' (have: {', '.join(sorted(reg))})")
    return reg[name](spec)
