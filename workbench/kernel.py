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
    [compare]                     # optional: a row of `workbench compare-sbox` (DES, "round" region)
    style = "movzx ebx,al for each index"   # the lookup style, in words
    lookups_per_round = 8         # S-box lookups in one round (default 8)

Where kernels come from: the built-in folder (``kernels_root()``) and, added to it, every folder
``$WORKBENCH_KERNELS`` names (several joined by the path separator, ``:`` on POSIX), each laid
out like ``kernels/`` (``<isa>/name.toml`` beside its source). A user kernel may not take a
built-in kernel's name (nor another user kernel's): that is one error naming both manifests,
because the papers (``workbench reproduce``) and the golden figures run the built-in kernels by
name, and a same-named kernel that silently replaced one would change their figures.
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
    sbox_style: str = ""            # [compare] style: a compare-sbox row when set
    lookups_per_round: int = 8      # [compare] lookups_per_round

    def text(self) -> str:
        from .textfile import read_text
        return read_text(self.source, "kernel source")


def kernels_root() -> Path:
    """The built-in kernels: the ``kernels/`` folder of the checkout the package runs from (an
    editable install); else the copy a plain ``pip install .`` puts in
    ``<prefix>/share/workbench/kernels`` (pyproject's data-files)."""
    checkout = Path(__file__).resolve().parent.parent / "kernels"
    if checkout.is_dir():
        return checkout
    installed = Path(sys.prefix) / "share" / "workbench" / "kernels"
    return installed if installed.is_dir() else checkout


def user_kernel_roots() -> list[Path]:
    """The folders ``$WORKBENCH_KERNELS`` names (``os.pathsep``-separated; empty parts skipped)."""
    env = os.environ.get("WORKBENCH_KERNELS", "")
    return [Path(p).expanduser() for p in env.split(os.pathsep) if p.strip()]


def kernel_roots() -> list[Path]:
    """The built-in folder, then each user folder; a folder named twice (or the built-in folder
    named in ``$WORKBENCH_KERNELS``) counts once. A user folder that does not exist is an error."""
    roots: list[Path] = []
    seen: set[Path] = set()
    builtin = kernels_root()
    users = user_kernel_roots()
    for r in users:
        if not r.is_dir():
            raise WorkbenchError(f"WORKBENCH_KERNELS names {r}, which is not a folder (give folders "
                                 f"laid out like the built-in kernels/: <isa>/name.toml beside its "
                                 f"source, joined by '{os.pathsep}')")
    if not builtin.is_dir() and not users:
        raise WorkbenchError(f"the built-in kernel folder {builtin} is missing (reinstall the "
                             "package, or set WORKBENCH_KERNELS to a folder of kernels)")
    for r in ([builtin] if builtin.is_dir() else []) + users:
        key = r.resolve()
        if key not in seen:
            seen.add(key)
            roots.append(r)
    return roots


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
    style, lookups = _compare(path, data.get("compare"), k["cipher"], regions)
    return Kernel(k["name"], k["isa"], k["mode"], source, k["entry"], k["cipher"], k["chaining"],
                  k["layout"], path, k.get("arguments", ""), k.get("reproduces", ""),
                  k.get("description", ""), regions, data.get("options", {}), style, lookups)


def _compare(path: Path, table, cipher: str, regions: dict) -> tuple[str, int]:
    """The [compare] table: (style, lookups per round); ("", 8) without one."""
    if table is None:
        return "", 8
    if not isinstance(table, dict):
        raise WorkbenchError(f"{path}: 'compare' must be a table ([compare]), not {_kind(table)}")
    unknown = sorted(set(table) - {"style", "lookups_per_round"})
    if unknown:
        raise WorkbenchError(f"{path}: [compare] has no key {', '.join(unknown)} (it takes style "
                             "and lookups_per_round)")
    style = table.get("style")
    if not isinstance(style, str) or not style.strip():
        raise WorkbenchError(f"{path}: [compare] style must be a non-empty string (the lookup "
                             f"style, in words), not {style!r}")
    lookups = table.get("lookups_per_round", 8)
    if isinstance(lookups, bool) or not isinstance(lookups, int) or lookups < 1:
        raise WorkbenchError(f"{path}: [compare] lookups_per_round must be a whole number of 1 "
                             f"or more, not {lookups!r}")
    if cipher != "des" or "round" not in regions:
        raise WorkbenchError(f"{path}: [compare] compares one DES round: it needs cipher = \"des\" "
                             "and a 'round' region (the 16 rounds of one block)")
    return style.strip(), lookups


def _kind(value) -> str:
    return {bool: "a boolean", int: "an integer", float: "a number", str: "a string",
            list: "an array", dict: "a table"}.get(type(value), type(value).__name__)


# Manifests read, by (folders, the manifests' paths, sizes and modification times): a session
# asks for kernels often (every run), and re-parsing the TOML each time is most of a short run's
# cost.
_READ: dict[tuple, dict[str, Kernel]] = {}


def all_kernels(root: Path | None = None) -> dict[str, Kernel]:
    """The kernels of ``root`` alone, or by default of every folder :func:`kernel_roots` gives
    (the built-in kernels and the user's)."""
    if root is not None and not root.is_dir():
        raise WorkbenchError(f"kernel folder {root} not found")
    roots = [root] if root is not None else kernel_roots()
    found = [m for r in roots for m in _manifests(r)]
    stamp = None if any(m[1] is None for m in found) else \
        (tuple(str(r) for r in roots), tuple(found))
    if stamp is not None and stamp in _READ:
        return dict(_READ[stamp])
    out = _read_all([Path(m[0]) for m in found])
    if stamp is not None:
        _READ.clear()
        _READ[stamp] = out
    return dict(out)


def _manifests(root: Path) -> list[tuple[str, int | None, int | None]]:
    """(path, modification time, size) of each ``root/*/*.toml``, in path order, as
    ``sorted(root.glob("*/*.toml"))`` lists them (times None where a stat failed); with os.scandir,
    which lists and stats a folder in a fraction of pathlib's time (every run looks its kernel
    up)."""
    out = []
    try:
        folders = sorted(e.name for e in os.scandir(root) if _is_dir(e))
    except OSError:
        return out
    for name in folders:
        try:
            files = sorted((e.name, e) for e in os.scandir(os.path.join(root, name))
                           if e.name.endswith(".toml"))
        except OSError:
            continue
        for fname, entry in files:
            try:
                st = entry.stat()
                out.append((os.path.join(str(root), name, fname), st.st_mtime_ns, st.st_size))
            except OSError:
                out.append((os.path.join(str(root), name, fname), None, None))
    return out


def _is_dir(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def _read_all(manifests: list[Path]) -> dict[str, Kernel]:
    out: dict[str, Kernel] = {}
    builtin = kernels_root().resolve()
    for manifest in manifests:
        k = load_manifest(manifest)
        if k.name in out:
            first = out[k.name].manifest
            if builtin in first.resolve().parents and builtin not in manifest.resolve().parents:
                raise WorkbenchError(
                    f"{manifest}: kernel name '{k.name}' is a built-in kernel's ({first}); "
                    "give your kernel another name (name = in its [kernel] table): the built-in "
                    "kernels keep theirs, since the papers and figures run them by name")
            raise WorkbenchError(f"{manifest}: kernel name '{k.name}' also in {first}; give one "
                                 "of them another name (name = in its [kernel] table)")
        out[k.name] = k
    return out


def find_kernel(name: str) -> Kernel:
    kernels = all_kernels()
    if name not in kernels:
        raise WorkbenchError(f"unknown kernel '{name}' (have: {', '.join(sorted(kernels))})")
    return kernels[name]
