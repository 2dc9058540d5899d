"""Layout builders: where a kernel's tables, key schedule and data go in emulated memory.

Each module here defines ``LAYOUTS = {name: build}`` with
``build(kernel, keys, data, iv) -> Layout``. The tables come from workbench.crypto generators.
"""
from __future__ import annotations

import functools
import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Callable

from isa.image import MemoryImage

from ..errors import WorkbenchError


@dataclass
class Layout:
    image: MemoryImage                  # data segments and initial registers (no code yet)
    symbols: dict[str, int]             # addresses/constants the kernel source refers to
    code_base: int                      # where the assembled code is loaded
    output: tuple[int, int]             # (address, length) of the result after the run
    notes: list[str] = field(default_factory=list)
    # Arithmetic kernels (RSA, Montgomery) have no cipher to re-run: their layout computes the
    # expected output with the reference (Python's pow) and names it; ``record`` bytes per operation.
    expected: bytes | None = None
    reference: str = ""
    record: int = 8
    output_space: str = ""              # memory space of ``output`` for ISAs with several (dsp56k)
    # A kernel that does not compute plain DES (e.g. without IP/FP) says how a known-answer pair
    # (plaintext, ciphertext) appears at its input and output: (input block, expected output).
    known_answer_form: Callable[[bytes, bytes], tuple[bytes, bytes]] | None = None


def registry() -> dict[str, Callable[..., Layout]]:
    return dict(_scan()[0])


@functools.lru_cache(maxsize=None)
def _scan() -> tuple[dict, dict]:
    """The package's ``LAYOUTS`` and ``CAPACITY``, merged: its modules are imported once (the
    scan was a listing of the package per layout built, 2,900 of them in a ``reproduce``)."""
    layouts: dict[str, Callable[..., Layout]] = {}
    caps: dict[str, Callable[..., int | None]] = {}
    for mod in pkgutil.iter_modules(__path__):
        m = importlib.import_module(f"{__name__}.{mod.name}")
        layouts.update(getattr(m, "LAYOUTS", {}))
        caps.update(getattr(m, "CAPACITY", {}))
    return layouts, caps


def max_blocks(kernel) -> int | None:
    """The most blocks (operations) ``kernel``'s layout holds in its memory map, from the
    modules' ``CAPACITY = {name: capacity(kernel)}``; None: as many as memory allows."""
    cap = _scan()[1].get(kernel.layout)
    return cap(kernel) if cap is not None else None


def build_layout(kernel, keys, data: bytes, iv: bytes) -> Layout:
    reg = registry()
    if kernel.layout not in reg:
        raise WorkbenchError(f"{kernel.manifest}: unknown layout '{kernel.layout}' "
                             f"(have: {', '.join(sorted(reg))})")
    return reg[kernel.layout](kernel, keys, data, iv)
