"""Issue 20's everyday friction, one test (or a few) per item: the user's kernel folders add to the
built-in ones, compare-sbox takes its styles from the kernels, registers are checked against the
core's mode, the README tour's examples/ exist and run, messages say what the user can do (not
which of our files to edit), a `notebooks` extra, and no deprecation warnings when the wheel is
built."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


# ---- a `notebooks` extra ------------------------------------------------------------------------

def _pins(requirements: list[str]) -> dict[str, str]:
    out = {}
    for r in requirements:
        name, _, version = r.partition("==")
        assert version, f"{r!r} is not pinned with =="
        out[name.strip().lower()] = version.strip()
    return out


def test_the_notebooks_extra_installs_jupyter_with_the_test_extras_kernel_and_executor():
    extras = _pyproject()["project"]["optional-dependencies"]
    assert "notebooks" in extras, "pip install '.[notebooks]' should bring Jupyter"
    notebooks, test = _pins(extras["notebooks"]), _pins(extras["test"])
    assert {"notebook", "jupyterlab"} & set(notebooks)
    for name in ("nbclient", "nbformat", "ipykernel"):    # what tests/test_notebooks.py runs them with
        assert notebooks[name] == test[name], name
    assert "[notebooks]" in (ROOT / "README.md").read_text()


# ---- no warnings when the package is built --------------------------------------------------------

def test_the_licence_is_an_spdx_string_with_its_file():
    data = _pyproject()
    assert isinstance(data["project"]["license"], str)
    for f in data["project"]["license-files"]:
        assert (ROOT / f).is_file(), f
    (backend,) = [r for r in data["build-system"]["requires"] if r.startswith("setuptools")]
    major = int(re.match(r"setuptools\s*[=>]=\s*(\d+)", backend).group(1))
    assert major >= 77, "setuptools reads an SPDX licence string and license-files from 77.0 on"


def test_building_the_wheel_prints_no_deprecation_warning(tmp_path):
    """pip builds in an isolated environment with the pinned setuptools, so it needs a package
    index (PyPI or a local mirror); without one the test is skipped, saying so."""
    src = tmp_path / "src"
    src.mkdir()
    for f in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / f, src / f)
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "build", "*.egg-info")
    for d in ("workbench", "isa", "kernels"):
        shutil.copytree(ROOT / d, src / d, ignore=skip)
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-input",
                           "--disable-pip-version-check", "-w", str(tmp_path / "dist"), str(src)],
                          capture_output=True, text=True, timeout=600)
    out = proc.stdout + proc.stderr
    if proc.returncode and re.search(r"No matching distribution|Could not find a version|"
                                     r"Failed to establish|Network is unreachable|"
                                     r"Temporary failure in name resolution", out):
        pytest.skip("the build backend (pyproject's [build-system] requires) cannot be fetched: "
                    "no package index reachable")
    assert proc.returncode == 0, out[-3000:]
    assert list((tmp_path / "dist").glob("workbench-*.whl"))
    assert not re.search(r"deprecat", out, re.I), out[-3000:]
