"""GPU results files: JSON written by ``python -m workbench.gpu3des.measure``, one per GPU and date.

Committed files live in ``workbench/papers/data/altinok/`` and are named
``altinok-<gpu>-<yyyymmdd>.json``; each names the GPU model, driver and CUDA versions, the date
and, per design and size, the verified kernel-only and with-transfer times in milliseconds.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

RESULT_SCHEMA = "workbench.gpu3des.results/1"


def data_dir() -> Path:
    """Where committed results files live (inside the package: workbench/papers/data/altinok)."""
    return Path(str(resources.files("workbench.papers"))) / "data" / "altinok"


def result_filename(gpu_name: str, iso_date: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", gpu_name.lower()).strip("-") or "gpu"
    return f"altinok-{slug}-{iso_date[:10].replace('-', '')}.json"


@dataclass(frozen=True)
class GpuResults:
    path: Path
    doc: dict

    @property
    def gpu(self) -> str:
        return self.doc["gpu"]["name"]

    @property
    def date(self) -> str:
        return self.doc["date"][:10]

    def describe(self) -> str:
        g = self.doc["gpu"]
        return (f"{g['name']}, driver CUDA {g.get('driver_cuda_version', '?')}, "
                f"runtime {g.get('runtime_cuda_version', '?')}, measured {self.date} "
                f"({self.path.name})")

    def time_ms(self, design: str, blocks: int, which: str = "kernel") -> float | None:
        for row in self.doc["results"]:
            if row["design"] == design and row["blocks"] == blocks and row.get("verified"):
                return row[f"{which}_ms_median"]
        return None

    def designs(self) -> list[str]:
        return list(dict.fromkeys(r["design"] for r in self.doc["results"]))


def load(path: Path) -> GpuResults:
    doc = json.loads(Path(path).read_text())
    if doc.get("schema") != RESULT_SCHEMA:
        raise ValueError(f"{path}: not a {RESULT_SCHEMA} results file")
    return GpuResults(Path(path), doc)


def load_all(directory: Path | None = None) -> list[GpuResults]:
    """Every results file in ``directory`` (default :func:`data_dir`), oldest first by date."""
    d = data_dir() if directory is None else Path(directory)
    if not d.is_dir():
        return []
    found = [load(p) for p in sorted(d.glob("altinok-*.json"))]
    return sorted(found, key=lambda r: (r.date, r.path.name))
