"""Small C helpers compiled on first use: where a per-access or per-line loop must not run in
Python (the x86 data-access recorder, the cache simulator), its C source ships beside the module
that uses it and is built here with the system C compiler into a per-user cache, keyed by a hash of
the source. Without a compiler (or when the build fails) ``load`` returns None and says why; every
caller then has a Python path that gives the same results, slower."""
from __future__ import annotations

import ctypes
import hashlib
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "workbench"


# Every helper declared so far in this process, by source path (``helpers`` reports them).
_DECLARED: dict[str, "NativeLibrary"] = {}

# The modules that declare one, with the function that builds and checks it: ``helpers`` calls
# each, so that ``workbench --version`` and the manifest can say which helpers run as C.
LOADERS = ("isa.x86.accesslog:library", "workbench.cores.cache:_library",
           "workbench.cores.engine:_native", "workbench.cores.p6:_library",
           "isa.alpha.machine:native_library", "isa.parisc.native:library",
           "isa.dsp56k.native:library", "workbench.cores.pa8600_rules:native_library",
           "workbench.gpu3des.host:library")


class NativeLibrary:
    """One C source, built once per process (and cached on disk across processes)."""

    def __init__(self, source: Path, what: str, prefix: Callable[[], str] | None = None):
        """``prefix``: generated C text put before the file's own (built and keyed together)."""
        self.source, self.what, self.prefix = Path(source), what, prefix
        self._lib: ctypes.CDLL | None = None
        self._why_not = ""
        _DECLARED.setdefault(str(self.source), self)

    def refuse(self, reason: str) -> None:
        """Built, but not to be used (its structures do not match the Python side's): the
        Python path from now on, and ``why_not`` says ``reason``."""
        self._lib, self._why_not = None, reason

    def load(self) -> ctypes.CDLL | None:
        if self._lib is not None or self._why_not:
            return self._lib
        if os.environ.get("WORKBENCH_NO_C"):
            self._why_not = f"WORKBENCH_NO_C is set: Python path for {self.what}"
            return None
        cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
        if not cc:
            self._why_not = f"no C compiler found: Python path for {self.what}"
            return None
        try:
            src = self.source.read_bytes()
            if self.prefix is not None:
                src = self.prefix().encode() + b"\n" + src
        except OSError as e:
            self._why_not = f"cannot read {self.source.name} ({e.strerror}): Python path for {self.what}"
            return None
        out = cache_dir() / f"{self.source.stem}-{hashlib.sha256(src).hexdigest()[:16]}.so"
        try:
            if not out.exists():
                out.parent.mkdir(parents=True, exist_ok=True)
                # built beside its final name and renamed into place (atomic on one file system):
                # a process building the same library at the same time never loads half a file
                fd, tmp_so = tempfile.mkstemp(suffix=".so.tmp", dir=out.parent)
                os.close(fd)
                try:
                    # the bytes hashed into the name, from standard input (the generated prefix
                    # and the file as one source; no file can change between hash and build)
                    subprocess.run([cc, "-O2", "-shared", "-fPIC", "-o", tmp_so, "-x", "c", "-"],
                                   input=src, check=True, capture_output=True)
                    os.replace(tmp_so, out)
                finally:
                    if os.path.exists(tmp_so):
                        os.unlink(tmp_so)
            self._lib = ctypes.CDLL(str(out))
        except (OSError, subprocess.CalledProcessError) as e:
            self._why_not = f"could not build {self.source.name} ({e}): Python path for {self.what}"
        return self._lib

    def why_not(self) -> str:
        return self._why_not


def helpers() -> list[tuple[str, str]]:
    """(what, why not) of each C helper, built and checked now ("" where it runs as C)."""
    import importlib
    for spec in LOADERS:
        module, func = spec.split(":")
        getattr(importlib.import_module(module), func)()
    return [(lib.what, lib.why_not() if lib.load() is None else "")
            for _, lib in sorted(_DECLARED.items())]


def helpers_line() -> str:
    """One line: all C helpers run as C, or which take their Python path and why (helpers with
    the same reason named together)."""
    got = helpers()
    by_reason: dict[str, list[str]] = {}
    for what, why in got:
        if why:
            by_reason.setdefault(why.split(": Python path for ")[0], []).append(what)
    if not by_reason:
        return f"C helpers: all {len(got)} built"
    built = len(got) - sum(len(v) for v in by_reason.values())
    return f"C helpers: {built} of {len(got)} built; the Python path (same figures, slower) for " + \
        "; ".join(f"{', '.join(whats)}: {why}" for why, whats in by_reason.items())
