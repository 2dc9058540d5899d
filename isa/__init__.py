"""Instruction-set layers: one sub-package per ISA (x86, alpha, parisc, dsp56k), each exposing
an object ``ISA`` that implements :class:`isa.contract.IsaLayer`. Nothing here knows about time.

    import isa
    layer = isa.get_isa("alpha")
    program = layer.assemble(text, "k.s", symbols=..., base=...)
    execution = layer.execute(program, image, entry, budget)     # -> isa.contract.Execution
"""
from __future__ import annotations

import functools
import importlib
import pkgutil

from .contract import Execution, IsaLayer, Listed
from .errors import IsaError

__all__ = ["get_isa", "available", "Execution", "IsaLayer", "Listed", "UnknownIsa"]


class UnknownIsa(IsaError):
    pass


_NOT_ISAS = {"toolkit"}


def available() -> list[str]:
    """Names of the ISA packages here."""
    return list(_packages())


@functools.cache
def _packages() -> tuple[str, ...]:
    """The ISA packages, listed once per process (every run asks for its layer)."""
    return tuple(sorted(m.name for m in pkgutil.iter_modules(__path__)
                        if m.ispkg and m.name not in _NOT_ISAS))


def get_isa(name: str) -> IsaLayer:
    if name not in _packages():
        raise UnknownIsa(f"unknown ISA '{name}' (have: {', '.join(available())})")
    return importlib.import_module(f"{__name__}.{name}").ISA
