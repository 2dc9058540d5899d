"""MachineSpec: every number a cost model uses, each with the source it came from.

One TOML file per machine in ``workbench/machines/``. Every parameter is a table with ``value`` and
``source`` (and optionally ``note`` and ``alternatives``); a value without a source is refused when the
file is loaded, so no number can enter a model uncited.

    [machine]
    name = "i486"  ...
    [param.prefix_clocks]
    value = 1
    source = "Abrash, Zen of Code Optimization ch.13"
"""
from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import WorkbenchError


@dataclass(frozen=True)
class Param:
    value: Any
    source: str
    note: str = ""
    alternatives: dict = field(default_factory=dict)


@dataclass
class MachineSpec:
    name: str
    isa: str
    description: str
    clock_mhz: float
    params: dict[str, Param]
    path: str = ""
    # parameter-name prefixes (e.g. "host.") that this file carries for code outside the core
    # (a paper's extra cost term): the core never reads them, so nothing re-times the core for them
    outside_core: tuple[str, ...] = ()

    def __getitem__(self, key: str) -> Any:
        try:
            return self.params[key].value
        except KeyError:
            raise WorkbenchError(f"{self.path}: machine '{self.name}' has no parameter '{key}'") from None

    def get(self, key: str, default: Any = None) -> Any:
        p = self.params.get(key)
        return default if p is None else p.value

    def source(self, key: str) -> str:
        return self.params[key].source

    def with_overrides(self, **values: Any) -> "MachineSpec":
        """A copy with some values replaced (for what-if runs); the source says so."""
        params = dict(self.params)
        for k, v in values.items():
            if k not in params:
                raise WorkbenchError(f"machine '{self.name}' has no parameter '{k}' to override")
            params[k] = Param(v, f"override of {params[k].source}", params[k].note)
        return MachineSpec(self.name, self.isa, self.description, self.clock_mhz, params, self.path,
                           self.outside_core)

    def read_by_core(self, key: str) -> bool:
        """False for a parameter the file declares is read outside the core (``outside_core``)."""
        return not key.startswith(self.outside_core)


def _flatten(prefix: str, table: dict, out: dict[str, Param], path: str) -> None:
    for key, val in table.items():
        name = f"{prefix}{key}"
        if isinstance(val, dict) and "value" in val:
            if not str(val.get("source", "")).strip():
                raise WorkbenchError(f"{path}: parameter '{name}' has no source")
            out[name] = Param(val["value"], val["source"], val.get("note", ""),
                              val.get("alternatives", {}))
        elif isinstance(val, dict):
            _flatten(f"{name}.", val, out, path)
        else:
            raise WorkbenchError(f"{path}: parameter '{name}' must be a table with value and source")


# Machine files parsed in this process: path -> (every file it was read from, with its
# modification time and size; the spec). Every run asks for its core's file (pentium2.toml and
# the p6.toml it extends took about 10 ms to parse); a file that changes is read again.
_PARSED: dict[str, tuple[tuple, "MachineSpec"]] = {}


def _stamp(path: Path) -> tuple:
    try:
        st = path.stat()
    except OSError:
        return (str(path), None, None)
    return (str(path), st.st_mtime_ns, st.st_size)


def load_spec_file(path: Path) -> MachineSpec:
    """The machine description in ``path`` (each caller gets its own parameter table)."""
    hit = _PARSED.get(str(path))
    if hit is None or any(_stamp(Path(f[0])) != f for f in hit[0]):
        deps: list[tuple] = []
        spec = _parse_spec_file(path, deps)
        hit = _PARSED[str(path)] = (tuple(deps), spec)
    spec = hit[1]
    return MachineSpec(spec.name, spec.isa, spec.description, spec.clock_mhz, dict(spec.params),
                       spec.path, spec.outside_core)


def _parse_spec_file(path: Path, deps: list) -> MachineSpec:
    deps.append(_stamp(path))
    try:
        data = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as e:
        raise WorkbenchError(f"{path}: {e}") from None
    m = data.get("machine", {})
    params: dict[str, Param] = {}
    if "base" in m:         # a variant of another machine: its parameters, then this file's
        base = path.parent / f"{m['base']}.toml"
        if not base.is_file() or base.resolve() == path.resolve():
            raise WorkbenchError(f"{path}: [machine] base '{m['base']}' is not another machine file")
        params.update(_parse_spec_file(base, deps).params)
    _flatten("", data.get("param", {}), params, str(path))
    for req in ("name", "isa", "clock_mhz"):
        if req not in m:
            raise WorkbenchError(f"{path}: [machine] needs '{req}'")
    outside = m.get("outside_core", [])
    if not (isinstance(outside, list) and all(isinstance(x, str) and x.endswith(".") for x in outside)):
        raise WorkbenchError(f"{path}: [machine] outside_core must be a list of parameter-name "
                             "prefixes ending in '.', such as [\"host.\"]")
    return MachineSpec(m["name"], m["isa"], m.get("description", ""), float(m["clock_mhz"]),
                       params, str(path), tuple(outside))


_FOLDER = Path(__file__).resolve().parent / "machines"
_LISTED: dict[int, dict[str, Path]] = {}     # the folder's modification time -> its files


def machine_files() -> dict[str, Path]:
    """Machine name -> file; listed again only when the folder changes (a file added, removed or
    renamed): every run asks for its core's file."""
    try:
        stamp = os.stat(_FOLDER).st_mtime_ns
    except OSError:
        stamp = None
    files = _LISTED.get(stamp) if stamp is not None else None
    if files is None:
        files = {p.stem: p for p in sorted(_FOLDER.glob("*.toml"))}
        _LISTED.clear()
        if stamp is not None:
            _LISTED[stamp] = files
    return dict(files)


def load_machine(name: str) -> MachineSpec:
    files = machine_files()
    if name not in files:
        raise WorkbenchError(f"no machine description '{name}' (have: {', '.join(sorted(files))})")
    return load_spec_file(files[name])
