"""Kernel manifests: the TOML file beside each kernel's assembly source in ``kernels/<isa>/``.

    [kernel]
    name = "des-karn-rm16"        # what users type
    isa = "x86"                   # package isa.<isa>
    mode = "real16"               # ISA execution mode
    source = "des_karn_rm16.asm"  # beside the manifest
    entry = "driver"              # label where execution starts
    cipher = "des"                # des | 3des
    chaining = "ecb"              # ecb | cbc
    layout = "x86-sp-karn"        # builder in workbench.layouts
    arguments = "..."             # the argument convention, in words
    reproduces = "karn"           # paper id (or "")
    description = "..."
    [regions]                     # name = [start label, end label)
    round = ["rounds", "rounds_end"]
"""
from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .errors import WorkbenchError

REQUIRED = ("name", "isa", "mode", "source", "entry", "cipher", "chaining", "layout")


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
        return self.source.read_text()


def kernels_root() -> Path:
    """``$WORKBENCH_KERNELS``, else the ``kernels/`` folder beside the installed package."""
    env = os.environ.get("WORKBENCH_KERNELS")
    if env:
        return Path(env)
    return Path(__file__).resolve().parent.parent / "kernels"


def load_manifest(path: Path) -> Kernel:
    try:
        data = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as e:
        raise WorkbenchError(f"{path}: {e}") from None
    k = data.get("kernel", {})
    missing = [r for r in REQUIRED if r not in k]
    if missing:
        raise WorkbenchError(f"{path}: [kernel] is missing {', '.join(missing)}")
    if k["cipher"] not in ("des", "3des"):
        raise WorkbenchError(f"{path}: cipher must be des or 3des, not {k['cipher']!r}")
    if k["chaining"] not in ("ecb", "cbc"):
        raise WorkbenchError(f"{path}: chaining must be ecb or cbc, not {k['chaining']!r}")
    source = path.parent / k["source"]
    if not source.exists():
        raise WorkbenchError(f"{path}: source {source.name} not found beside the manifest")
    regions = {n: (v[0], v[1]) for n, v in data.get("regions", {}).items()}
    return Kernel(k["name"], k["isa"], k["mode"], source, k["entry"], k["cipher"], k["chaining"],
                  k["layout"], path, k.get("arguments", ""), k.get("reproduces", ""),
                  k.get("description", ""), regions, data.get("options", {}))


def all_kernels(root: Path | None = None) -> dict[str, Kernel]:
    root = root or kernels_root()
    if not root.is_dir():
        raise WorkbenchError(f"kernel folder {root} not found (set WORKBENCH_KERNELS)")
    out: dict[str, Kernel] = {}
    for manifest in sorted(root.glob("*/*.toml")):
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
