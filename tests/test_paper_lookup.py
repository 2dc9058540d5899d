"""``papers.get_paper`` imports only the paper asked for; ``registry`` still lists every one, and
an unknown id is a one-line error that lists the papers."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from workbench.errors import WorkbenchError
from workbench.papers import PAPER_IDS, get_paper, registry

ROOT = Path(__file__).resolve().parents[1]


def test_get_paper_is_the_registrys_paper_for_every_id():
    reg = registry()
    assert set(PAPER_IDS) <= set(reg)
    for pid, paper in reg.items():
        assert get_paper(pid) is paper


@pytest.mark.parametrize("pid", ["corella", "karn"])
def test_get_paper_imports_only_its_own_module(pid):
    code = ("import sys; from workbench.papers import get_paper; p = get_paper(%r); "
            "print(p.id, sorted(m for m in sys.modules if m.startswith('workbench.papers.')))" % pid)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    assert out.startswith(pid + " ")
    assert "dusse_kaliski" not in out and "altinok" not in out     # the DSP56000 package, the GPU
    assert f"workbench.papers.{pid}" in out


@pytest.mark.parametrize("pid", ["nope", "dk_host", "_x", "../karn", "Karn", ""])
def test_an_unknown_paper_lists_the_papers(pid):
    with pytest.raises(WorkbenchError) as e:
        get_paper(pid)
    msg = str(e.value)
    assert "\n" not in msg and f"'{pid}'" in msg
    assert all(p in msg for p in PAPER_IDS)


def test_reproduce_names_the_papers_for_an_unknown_one():
    r = subprocess.run([sys.executable, "-m", "workbench", "reproduce", "nope", "--no-write"],
                       cwd=ROOT, capture_output=True, text=True)
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "unknown or not yet reproducible paper 'nope'" in r.stderr
    assert all(p in r.stderr for p in PAPER_IDS)
    h = subprocess.run([sys.executable, "-m", "workbench", "reproduce", "--help"], cwd=ROOT,
                       capture_output=True, text=True, check=True).stdout
    assert all(p in h for p in PAPER_IDS)
