"""Kernel manifests: the TOML file beside each kernel's assembly source in ``kernels/<isa>/``.

    [kernel]
    name = "des-karn-rm16"        # what users type
    isa = "x86"                   # package isa.<isa>
    mode = "real16"               # ISA execution mode
    source = "des_karn_rm16.asm"  # beside the manifest
    entry = "driver"              # label where execution starts
    cipher = "des"                # des | 3des | montgomery | rsa (blocks = operations)
    chaining = "ecb"              # ecb | cbc (none for montgomery and rsa)
    layout = "x86-sp-karn"        # builder in workbench.layouts
    arguments = "..."             # the argument convention, in words
    reproduces = "karn"           # paper id (or "")
    description = "..."
    [regions]                     # name = [start label, end label)
    round = ["rounds", "rounds_end"]
"""
from __future__ import annotations

import os
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .errors import WorkbenchError

REQUIRED = ("name", "isa", "mode", "source", "entry", "cipher", "chaining", "layout")
# Block ciphers, and the arithmetic kernels whose "blocks" are operations (one Montgomery product,
# one RSA private-key operation), checked against Python's pow; they have no chaining ("none").
ARITHMETIC = ("montgomery", "rsa")
CIPHERS = ("des", "3des") + ARITHMETIC


@dataclass(frozen=True)
class Kernel:
    name: str
    isa: str
    mode: str
    source: Path
    entry: str
    cipher: str
    chaining: str
    layout: str
    manifest: Path
    arguments: str = ""
    reproduces: str = ""
    description: str = ""
    regions: dict[str, tuple[str, str]] = field(default_factory=dict)
    options: dict = field(default_factory=dict)   # layout-specific settings ([options] table)

    def text(self) -> str:
        from .textfile import read_text
        return read_text(self.source, "kernel source")


def kernels_root() -> Path:
    """``$WORKBENCH_KERNELS``; else the ``kernels/`` folder of the checkout the package runs from
    (an editable install); else the copy a plain ``pip install .`` puts in
    ``<prefix>/share/workbench/kernels`` (pyproject's data-files)."""
    env = os.environ.get("WORKBENCH_KERNELS")
    if env:
        return Path(env)
    checkout = Path(__file__).resolve().parent.parent / "kernels"
    if checkout.is_dir():
        return checkout
    installed = Path(sys.prefix) / "share" / "workbench" / "kernels"
    return installed if installed.is_dir() else checkout


OPTIONAL = ("arguments", "reproduces", "description")


def load_manifest(path: Path) -> Kernel:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise WorkbenchError(f"{path}: {e}") from None
    except UnicodeDecodeError as e:
        raise WorkbenchError(f"{path}: not UTF-8 text ({e.reason} at byte {e.start})") from None
    except OSError as e:
        raise WorkbenchError(f"{path}: cannot read the manifest ({e.strerror or e})") from None
    k = data.get("kernel", {})
    if not isinstance(k, dict):
        raise WorkbenchError(f"{path}: 'kernel' must be a table ([kernel]), not {_kind(k)}")
    missing = [r for r in REQUIRED if r not in k]
    if missing:
        raise WorkbenchError(f"{path}: [kernel] is missing {', '.join(missing)}")
    for key in REQUIRED + OPTIONAL:
        if key in k and not isinstance(k[key], str):
            raise WorkbenchError(f"{path}: [kernel] {key} must be a string, not {_kind(k[key])}")
    for key in ("name", "source", "entry"):
        if not k[key].strip():
            raise WorkbenchError(f"{path}: [kernel] {key} is empty")
    if k["cipher"] not in CIPHERS:
        raise WorkbenchError(f"{path}: cipher must be one of {', '.join(CIPHERS)}, not {k['cipher']!r}")
    chainings = ("none",) if k["cipher"] in ARITHMETIC else ("ecb", "cbc")
    if k["chaining"] not in chainings:
        raise WorkbenchError(f"{path}: chaining must be {' or '.join(chainings)} for "
                             f"{k['cipher']}, not {k['chaining']!r}")
    source = path.parent / k["source"]
    if not source.is_file():
        raise WorkbenchError(f"{path}: source {k['source']} not found beside the manifest")
    regions_in = data.get("regions", {})
    if not isinstance(regions_in, dict):
        raise WorkbenchError(f"{path}: 'regions' must be a table ([regions]), not {_kind(regions_in)}")
    regions = {}
    for n, v in regions_in.items():
        if not (isinstance(v, list) and len(v) == 2 and all(isinstance(x, str) for x in v)):
            raise WorkbenchError(f"{path}: region '{n}' must be [start label, end label], not {v!r}")
        regions[n] = (v[0], v[1])
    if not isinstance(data.get("options", {}), dict):
        raise WorkbenchError(f"{path}: 'options' must be a table ([options]), not "
                             f"{_kind(data['options'])}")
    return Kernel(k["name"], k["isa"], k["mode"], source, k["entry"], k["cipher"], k["chaining"],
                  k["layout"], path, k.get("arguments", ""), k.get("reproduces", ""),
                  k.get("description", ""), regions, data.get("options", {}))


def _kind(value) -> str:
    return {bool: "a boolean", int: "an integer", float: "a number", str: "a string",
            list: "an array", dict: "a table"}.get(type(value), type(value).__name__)


# Manifests read, by (folder, the manifests' paths, sizes and modification times): a session asks
# for kernels often (every run), and re-parsing the TOML each time is most of a short run's cost.
_READ: dict[tuple, dict[str, Kernel]] = {}


def all_kernels(root: Path | None = None) -> dict[str, Kernel]:
    root = root or kernels_root()
    if not root.is_dir():
        raise WorkbenchError(f"kernel folder {root} not found (set WORKBENCH_KERNELS)")
    manifests = sorted(root.glob("*/*.toml"))
    try:
        stamp = (str(root), tuple((str(m), m.stat().st_mtime_ns, m.stat().st_size) for m in manifests))
    except OSError:
        stamp = None
    if stamp is not None and stamp in _READ:
        return dict(_READ[stamp])
    out = _read_all(manifests)
    if stamp is not None:
        _READ.clear()
        _READ[stamp] = out
    return dict(out)


def _read_all(manifests: list[Path]) -> dict[str, Kernel]:
    out: dict[str, Kernel] = {}
    for manifest in manifests:
        k = load_manifest(manifest)
        if k.name in out:
            raise WorkbenchError(f"{manifest}: kernel name '{k.name}' also in {out[k.name].manifest}")
        out[k.name] = k
    return out


def find_kernel(name: str) -> Kernel:
    kernels = all_kernels()
    if name not in kernels:
        raise WorkbenchError(f"unknown kernel '{name}' (have: {', '.join(sorted(kernels))})")
    return kernels[name]
