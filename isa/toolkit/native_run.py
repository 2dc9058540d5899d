"""What the C run loop of an own-ISA interpreter (Alpha, PA-RISC, DSP56000: each ISA's
``native.py`` mirrors its loop's structures) needs from Python, whatever the ISA:

- :func:`library`: the loop's C source built and loaded once (isa/native.py), or None with the
  reason, where ``WORKBENCH_NO_C`` is set, no compiler is found or the build fails; the
  interpreter then runs its Python path, which gives the same results;
- :func:`take`: a C-grown buffer (pointer, count) copied out as a numpy array;
- :func:`pointer`: a C pointer to a bytearray's (or numpy array's) memory, kept exported.

How each loop grows its output buffers is its own (the PA-RISC and DSP56000 loops realloc them
in C and report failure as a return code; the Alpha loop returns to Python to grow numpy arrays).
"""
from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np

from ..native import NativeLibrary

_LIBS: dict[Path, NativeLibrary] = {}


def library(source: Path, what: str, prepare=None):
    """The compiled ``source``, or None. ``prepare(lib)`` runs once: it sets the argument types
    and returns None, or a reason not to use the library (then the Python path runs)."""
    got = _LIBS.get(source)
    if got is None:
        nl = NativeLibrary(source, what)
        lib = nl.load()
        refused = (prepare(lib) or "") if lib is not None and prepare is not None else ""
        if refused:
            nl.refuse(f"{refused}: Python path for {what}")
        got = _LIBS[source] = nl
    return got.load()


def why_not(source: Path) -> str:
    got = _LIBS.get(source)
    return "" if got is None else got.why_not()


def take(ptr, n: int, dtype) -> np.ndarray:
    """A copy of the first ``n`` elements of the C buffer at ``ptr`` (a ctypes pointer)."""
    n = int(n)
    if not n:
        return np.zeros(0, dtype=dtype)
    return np.ctypeslib.as_array(ptr, shape=(n,)).view(np.dtype(dtype)).copy() \
        if np.dtype(dtype).itemsize == ctypes.sizeof(ptr._type_) else \
        np.ctypeslib.as_array(ptr, shape=(n,)).astype(dtype, copy=True)


def pointer(buf, ctype):
    """(a ctypes pointer of type ``ctype`` to a writable buffer's memory, the object that keeps
    the buffer exported: hold it as long as C may use the pointer; a bytearray held so cannot be
    resized meanwhile)."""
    view = (ctypes.c_char * len(buf)).from_buffer(buf)
    return ctypes.cast(view, ctypes.POINTER(ctype)), view
