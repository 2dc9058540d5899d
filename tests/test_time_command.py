"""``workbench time``: a fragment without a manifest, its steady state, its errors; and the
snippet helper both ISAs share (workbench.snippet)."""
import io
import json

import numpy as np
import pytest

from workbench.cli import main
from workbench.fragment import JSON_KEYS, time_fragment
from workbench.snippet import run_snippet, time_snippet

README_X86 = "mov bl, al\nxor edx, [ebx]\n"
ALPHA = "extbl $1,1,$2\ns8addq $2,$20,$2\nldq $3,0($2)\nxor $4,$3,$4\n"


@pytest.fixture
def x86_file(tmp_path):
    p = tmp_path / "lookup.asm"
    p.write_text(README_X86)
    return p


@pytest.fixture
def alpha_file(tmp_path):
    p = tmp_path / "lookup.s"
    p.write_text(ALPHA)
    return p


# ---------------------------------------------------------------- the snippet helper
def test_readme_snippet_runs_in_prot32():
    """The README's example crashed with an unmapped read at 0x0 in prot32: low memory is mapped."""
    trace, timing = time_snippet("mov bl, al\nxor edx, [ebx]", "i486")
    assert timing.total_cycles > 0
    assert 0 in trace.data_addr.tolist()          # ebx = 0: the read hits the zeroed low memory


def test_snippet_registers_and_real16():
    _, trace = run_snippet(README_X86, registers={"eax": 0x1234})
    assert 0x34 in trace.data_addr.tolist()
    _, trace = run_snippet(README_X86, mode="real16")
    assert (0x2000 << 4) in trace.data_addr.tolist()     # DS:0


def test_alpha_snippet_through_the_registry():
    trace, timing = time_snippet(ALPHA, "ev5")
    assert trace.isa == "alpha" and timing.total_cycles > 0
    assert [trace.static[i].mnemonic for i in trace.index][-1] == "call_pal"   # the appended halt
    _, trace = run_snippet(ALPHA, isa="alpha", registers={"a4": 0x80000})
    assert 0x80000 in trace.data_addr.tolist()


def test_snippet_refuses_a_core_of_another_isa():
    with pytest.raises(Exception, match="times x86 code, not alpha"):
        time_snippet(ALPHA, "i486", isa="alpha")


# ---------------------------------------------------------------- the command
@pytest.mark.parametrize("core", ["i486", "p5", "p6"])
def test_time_readme_fragment_x86(core, x86_file, capsys):
    assert main(["time", str(x86_file), "--core", core]) == 0
    out = capsys.readouterr().out
    assert "cycles/iteration" in out and "IPC" in out and "bottleneck:" in out
    assert "lookup.asm:2" in out and "xor edx" in out
    r = time_fragment(README_X86, core)
    assert f"cycles/iteration {r.cycles_per_iteration:.2f}" in out
    assert 0 < r.cycles_per_iteration < r.first_iteration_cycles     # warm-up is not in it
    assert r.instructions_per_iteration == 2


def test_time_alpha_fragment_ev5(alpha_file, capsys):
    assert main(["time", str(alpha_file), "--core", "ev5"]) == 0
    out = capsys.readouterr().out
    assert "cycles/iteration" in out and "alpha" in out and "lookup.s:3" in out
    r = time_fragment(ALPHA, "ev5")
    assert r.isa == "alpha" and r.instructions_per_iteration == 4
    assert r.per_iteration["load-use"] > 0 and r.bottleneck in r.per_iteration


@pytest.mark.parametrize("text,core", [(README_X86, "i486"), (README_X86, "p5"), (ALPHA, "ev5")])
def test_steady_state_is_the_difference_of_two_runs(text, core):
    r = time_fragment(text, core, iterations=20)
    ss = r.steady_state
    assert (ss["from_iteration"], ss["to_iteration"]) == (11, 20)
    assert r.cycles_per_iteration == (ss["cycles_all"] - ss["cycles_first"]) / 10
    # in-order models: the causes of one steady-state iteration add up to its cycles
    assert sum(r.per_iteration.values()) == pytest.approx(r.cycles_per_iteration)
    assert r.ipc == pytest.approx(r.instructions_per_iteration / r.cycles_per_iteration)
    # every copy is timed at the first copy's addresses: warm code from iteration 2 on
    assert {row.address for row in r.instructions} <= {0x10000, 0x10002, 0x10004, 0x10008, 0x1000c}
    assert r.per_iteration.get("fetch", 0) == 0 and r.shown_iteration == 19


def test_one_iteration_is_cold_and_allows_labels(tmp_path, capsys):
    p = tmp_path / "fwd.asm"          # a label, but no branch back: straight code, timed once
    p.write_text("mov ecx, 3\ntest ecx, ecx\njz skip\ninc eax\nskip:\nadd ebx, 1\n")
    assert main(["time", str(p), "--core", "i486", "--iterations", "1"]) == 0
    out = capsys.readouterr().out
    assert "one iteration, cold" in out and "instructions/iteration 5" in out


def test_a_loop_with_iterations_1_times_one_iteration_of_it(tmp_path, capsys):
    p = tmp_path / "loop.asm"
    p.write_text("mov ecx, 3\nagain:\ndec ecx\njnz again\n")
    assert main(["time", str(p), "--core", "i486", "--iterations", "1"]) == 0
    out = capsys.readouterr().out
    assert "one iteration of the loop loop.asm:3-4, cold" in out and "instructions/iteration 2" in out


def test_json_shape(alpha_file, capsys):
    assert main(["time", str(alpha_file), "--core", "ev5", "--json", "--iterations", "8",
                 "--timeline", "--reg", "a4=0x80000", "--reg", "$1=0x100"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert set(d) == set(JSON_KEYS) | {"timeline"}
    assert (d["isa"], d["mode"], d["core"], d["iterations"]) == ("alpha", "user", "ev5", 8)
    for key in ("cycles_per_iteration", "instructions_per_iteration", "ipc"):
        assert isinstance(d[key], float)
    assert isinstance(d["bottleneck"], str) and "steady state" in d["method"]
    assert set(d["per_iteration"]) >= {"base", "dependency", "load-use"}
    assert set(d["steady_state"]) == {"from_iteration", "to_iteration", "cycles_first", "cycles_all"}
    assert d["shown_iteration"] == 7
    assert [r["line"] for r in d["instructions"]] == [1, 2, 3, 4]
    for r in d["instructions"]:
        assert set(r) == {"address", "text", "line", "source", "issue", "pipe", "base", "lost",
                          "lat", "rthr", "uops", "ports", "kind", "reason", "critical"}
        assert r["pipe"] in ("E0", "E1") and isinstance(r["lost"], dict)
    assert d["instructions"][0]["issue"] == 0
    assert d["registers"]["a4"] == 0x80000 and d["registers"]["$1"] == 0x100
    assert {m["name"] for m in d["memory"]} == {"low", "data", "stack", "code"}
    assert len(d["timeline"]) == 12 and set(d["timeline"][0]) == {"n", "cycle", "pipe", "base", "waits", "text", "where"}


def test_json_without_timeline(x86_file, capsys):
    assert main(["time", str(x86_file), "--core", "p5", "--json", "--iterations", "4"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert set(d) == set(JSON_KEYS) and d["mode"] == "prot32" and d["registers"] == {"esp": 0x210FF0}


def test_stdin(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(README_X86))
    assert main(["time", "-", "--core", "i486", "--iterations", "4", "--mode", "real16"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("<stdin> on i486") and "real16" in out and "<stdin>:2" in out


def test_timeline_and_plot(x86_file, tmp_path, capsys):
    png = tmp_path / "t.png"
    assert main(["time", str(x86_file), "--core", "i486", "--timeline", "--plot", str(png)]) == 0
    out = capsys.readouterr().out
    assert "timeline of the last iterations" in out and "lookup.asm:2 it 100" in out
    assert png.stat().st_size > 1000


# ---------------------------------------------------------------- errors
def _one_line_error(capsys, code_expected, argv):
    assert main(argv) == code_expected
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_fragment_error_is_file_line_column(tmp_path, capsys):
    p = tmp_path / "bad.asm"
    p.write_text("mov bl, al\nxor edx, [ebx+]\n")
    err = _one_line_error(capsys, 1, ["time", str(p), "--core", "i486"])
    assert f"{p}:2:" in err
    p.write_text("extbl $1,1,$2\nfrob $2,$3\n")
    err = _one_line_error(capsys, 1, ["time", str(p), "--core", "ev5"])
    assert f"{p}:2:1:" in err


def test_labels_need_one_iteration(tmp_path, capsys):
    p = tmp_path / "loop.asm"
    p.write_text("mov ecx, 3\ntest ecx, ecx\njz skip\ninc eax\nskip:\nadd ebx, 1\n")
    err = _one_line_error(capsys, 1, ["time", str(p), "--core", "i486"])
    assert f"{p}:5:1:" in err and "--iterations 1" in err


@pytest.mark.parametrize("argv,needle", [
    (["--iterations", "0"], "--iterations: must be at least 1"),
    (["--iterations", "-3"], "--iterations: must be at least 1"),
    (["--iterations", "many"], "--iterations"),
    (["--budget", "0"], "--budget"),
    (["--reg", "eax"], "NAME=VALUE"),
    (["--reg", "eax=lots"], "not a number"),
])
def test_bad_options_exit_2(x86_file, capsys, argv, needle):
    with pytest.raises(SystemExit) as e:
        main(["time", str(x86_file), "--core", "i486", *argv])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert needle in err and err.count("\n") == 1


@pytest.mark.parametrize("argv,needle", [
    (["--core", "i486", "--reg", "foo=1"], "no register 'foo'"),
    (["--core", "i486", "--isa", "alpha"], "times x86 code, not alpha"),
    (["--core", "i486", "--mode", "prot64"], "no mode 'prot64'"),
    (["--core", "z80"], "unknown core"),
    (["--core", "i486", "--reg", "ebx=0x7000000"], "in iteration 1 of 100"),
    (["--core", "i486", "--mode", "real16", "--iterations", "20000"], "lower --iterations"),
    (["--core", "i486", "--plot", "/dev/null/t.png"], "cannot write the chart"),
])
def test_user_errors_exit_1(x86_file, capsys, argv, needle):
    err = _one_line_error(capsys, 1, ["time", str(x86_file), *argv])
    assert needle in err


def test_missing_file_and_empty_fragment(tmp_path, capsys):
    err = _one_line_error(capsys, 1, ["time", str(tmp_path / "none.asm"), "--core", "i486"])
    assert "cannot read" in err
    p = tmp_path / "empty.s"
    p.write_text("# nothing here\n")
    err = _one_line_error(capsys, 1, ["time", str(p), "--core", "ev5"])
    assert f"{p}:1:1: no instructions" in err


def test_fragment_that_halts_early(tmp_path, capsys):
    p = tmp_path / "h.asm"
    p.write_text("nop\nhlt\n")
    err = _one_line_error(capsys, 1, ["time", str(p), "--core", "i486"])
    assert "its own halt in iteration 1 of 100" in err


def test_alpha_fault_names_line_and_iteration(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("ldq $3,0($2)\naddq $2,8,$2\n"))
    err = _one_line_error(capsys, 1, ["time", "-", "--core", "ev5", "--reg", "$2=0xfffe0"])
    assert "<stdin>:1: ldq $3,0($2)" in err and "in iteration 5 of 100" in err


def test_instruction_rows_map_to_the_fragment():
    r = time_fragment(ALPHA, "ev4", iterations=3)
    assert [row.source for row in r.instructions] == ALPHA.strip().splitlines()
    assert np.all(np.diff([row.issue for row in r.instructions]) >= 0)


def test_time_a_dsp56000_fragment():
    """Word-addressed code (3 bytes a word) in copies, X/Y memories zero: a MAC with an XY move
    is one instruction cycle, two clocks; on the paper's board (code off chip) its external
    fetch is the one free external access (docs/references.md 5.2)."""
    text = "\tmac x0,y0,a x:(r0)+,x0 y:(r4)+,y0\n\tmove x:(r1)+,x1 y:(r5)+,y1\n"
    on_chip = time_fragment(text, "dsp56001")
    board = time_fragment(text, "dsp56001-dk")
    assert on_chip.cycles_per_iteration == 4.0 and on_chip.instructions_per_iteration == 2
    assert board.cycles_per_iteration == 4.0


def test_perfect_caches_take_every_miss_away(tmp_path):
    from workbench.fragment import time_fragment
    # real-mode pops walk up the stack: a new 16-byte line every other iteration on the i486
    text = "pop dx\npop cx\npop bx\npop ax"
    cold = time_fragment(text, "i486", mode="real16", iterations=20)
    perfect = time_fragment(text, "i486", mode="real16", iterations=20, caches="perfect")
    assert cold.per_iteration["cache"] > 0
    assert perfect.per_iteration["cache"] == 0 and perfect.cycles_per_iteration == 4.0
    assert any("perfect caches" in n for n in perfect.notes)
    from workbench.errors import WorkbenchError
    with pytest.raises(WorkbenchError, match="--caches warmish"):
        time_fragment(text, "i486", caches="warmish")


def test_caches_warm_times_the_run_after_an_untimed_run_of_itself():
    """--caches warm: the code and data lines a run touches are in the caches when it is timed
    (the same instructions ran once before, untimed), so a cold miss is gone but the code still
    runs; --caches perfect is the limit where nothing ever misses."""
    src = "mov eax, [esi]\nadd ebx, eax\nmov ecx, [esi+64]\nadd edx, ecx\n"
    regs = {"esi": 0x201000}
    cold = time_fragment(src, "p5", iterations=1, registers=regs)
    warm = time_fragment(src, "p5", iterations=1, registers=regs, caches="warm")
    perfect = time_fragment(src, "p5", iterations=1, registers=regs, caches="perfect")
    assert cold.per_iteration.get("cache", 0) > 0 and warm.per_iteration.get("cache", 0) == 0
    assert warm.cycles_per_iteration < cold.cycles_per_iteration
    assert warm.cycles_per_iteration == perfect.cycles_per_iteration
    assert (cold.caches, warm.caches, perfect.caches) == ("cold", "warm", "perfect")
    assert "warm" in warm.method and any("--caches warm" in n for n in warm.notes)
    # a loop walking new data: its steady state misses cold, not warm (the lines were fetched
    # by the untimed run)
    loop = "mov ecx, 200\ntop:\nadd eax, [esi]\nadd esi, 4\ndec ecx\njnz top\n"
    c = time_fragment(loop, "p5", iterations=100, registers=regs)
    w = time_fragment(loop, "p5", iterations=100, registers=regs, caches="warm")
    assert c.per_iteration.get("cache", 0) > 0 and w.per_iteration.get("cache", 0) == 0


@pytest.mark.parametrize("path,core", [("tests/compiled/alpha/bits.s", "ev5"),
                                       ("tests/compiled/hppa64/bits.s", "pa8600")])
def test_a_compilers_file_without_function_says_to_pick_one(path, core, capsys):
    """gcc's Alpha and hppa64 output ends in .note.GNU-stack: the halt a fragment gets appended
    landed there and the user read an error about a line their file does not have."""
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    err = _one_line_error(capsys, 1, ["time", str(root / path), "--core", core])
    assert "defines functions (bit_reverse" in err and "--function NAME" in err


def test_function_honours_caches():
    """--function --caches warm/perfect reached the call's timing only from this change on
    (time_run built its own model with cold caches)."""
    from pathlib import Path
    from workbench.function import time_function
    src = (Path(__file__).resolve().parent.parent / "examples" / "crc32.s").read_text()
    got = {c: time_function(src, "p5", "crc32_nibble", ["DATA", "256"], caches=c)
           for c in ("cold", "warm", "perfect")}
    assert got["cold"].per_iteration.get("cache", 0) > 0
    assert got["warm"].per_iteration.get("cache", 0) == got["perfect"].per_iteration.get("cache", 0) == 0
    assert got["warm"].cycles_per_iteration < got["cold"].cycles_per_iteration
    assert "one call, warm" in got["warm"].method and got["perfect"].caches == "perfect"
