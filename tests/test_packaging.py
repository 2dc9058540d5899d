"""What a plain ``pip install .`` ships: every kernel folder's manifests and sources are listed
in pyproject's data-files, so `workbench reproduce all` works outside a checkout."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_kernel_manifest_and_source_is_installed_as_data():
    data_files = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    shipped = {p for target, globs in data_files.items() for g in globs for p in ROOT.glob(g)}
    for target in data_files:
        assert target.startswith("share/workbench/kernels/")
    needed = [p for p in (ROOT / "kernels").glob("*/*")
              if p.suffix in (".toml", ".asm", ".s")]
    missing = sorted(str(p.relative_to(ROOT)) for p in needed if p not in shipped)
    assert not missing, f"add these to [tool.setuptools.data-files] in pyproject.toml: {missing}"
    for isa_dir in (ROOT / "kernels").iterdir():
        if isa_dir.is_dir() and any(isa_dir.glob("*.toml")):
            assert f"share/workbench/kernels/{isa_dir.name}" in data_files, isa_dir.name
