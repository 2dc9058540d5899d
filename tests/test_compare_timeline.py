"""The libdes-style kernels, the S-box comparison and the timeline."""
import json

import pytest

from workbench.cli import main
from workbench.compare import compare
from workbench.kernel import find_kernel
from workbench.runner import execute_kernel, run
from workbench.timeline import format_text, timeline

STYLES = ["young586", "young686", "movzx", "som3"]


@pytest.mark.parametrize("name", [f"{c}-{s}" for s in STYLES for c in ("des", "3des")])
def test_libdes_style_kernels_verify(name):
    _, trace = execute_kernel(find_kernel(name), 4)
    assert trace.meta.verified is True


def test_lookup_styles_have_their_shape():
    def round_static(name):
        program, trace = execute_kernel(find_kernel(name), 1)
        return [s for s in trace.static if s.region == "round"]
    assert not any(s.attrs["byte_writes"] for s in round_static("des-young686"))       # no partial writes
    assert sum(s.mnemonic == "movzx" for s in round_static("des-movzx")) == 16 * 8
    som3 = round_static("des-som3")
    assert sum(s.mnemonic == "mov" and s.text.startswith(("mov ebp, dword ptr [e", "mov ebx, dword ptr [e"))
               and "[ebp" not in s.text and "[esp" not in s.text for s in som3) == 16 * 8   # split loads
    assert sum(s.text == "xor ebx, ebx" for s in som3) == 16        # ebx cleared every round (des-som3.pl)


def test_compare_reports_per_round_and_lookup():
    rows = compare(["i486"], blocks=2)
    by = {r.kernel: r for r in rows}
    assert {"des-karn-rm16", "des-young586", "des-young686", "des-movzx", "des-som3"} <= set(by)
    karn = by["des-karn-rm16"]
    assert karn.instructions_per_round == pytest.approx(25, abs=0.2)
    assert karn.cycles_per_lookup == pytest.approx(karn.cycles_per_round / 8, abs=0.01)
    assert karn.lost_per_round["prefix"] == pytest.approx(19)        # 19 prefix bytes per round
    assert "prefix" not in by["des-karn-pm32"].lost_per_round


def test_compare_cli_json_and_plot(tmp_path, capsys):
    png = tmp_path / "c.png"
    assert main(["compare-sbox", "--cores", "i486", "--blocks", "2", "--json", "--plot", str(png)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and {"style", "kernel", "core", "cycles_per_round", "cycles_per_lookup", "lost_per_round"} <= set(rows[0])
    assert png.stat().st_size > 10_000


def test_compare_unknown_core_is_an_error():
    assert main(["compare-sbox", "--cores", "z80", "--quiet"]) == 1


def test_timeline_shows_issue_cycle_pipe_and_causes(tmp_path):
    r = run("des-karn-rm16", "i486", blocks=1)
    steps = timeline(r, "round", 0, 12)
    assert len(steps) == 12 and all(b.cycle > a.cycle for a, b in zip(steps, steps[1:]))
    lookup = next(s for s in steps if s.text.startswith("xor ecx, dword ptr [bx"))   # F(ecx,edx,0)
    assert lookup.waits["agi"] == 2 and lookup.waits["prefix"] == 1
    text = format_text(steps)
    assert "agi 2" in text and "des_karn_rm16.asm:" in text


def test_timeline_cli(tmp_path, capsys):
    png = tmp_path / "t.png"
    assert main(["timeline", "des-young586", "--core", "i486", "--count", "10", "--plot", str(png)]) == 0
    assert "cycle" in capsys.readouterr().out and png.exists()
    assert main(["timeline", "des-young586", "--core", "i486", "--region", "nope"]) == 1
