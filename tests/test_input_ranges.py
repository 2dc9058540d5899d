"""Every value range is checked before work starts: register names and widths, block counts
against the layout, the budget and memory, binary or non-UTF-8 sources, output paths and README
markers, the timeline window; results files reach the disk (fsync) before the rename.

Each test here failed before the checks were added (a silent wrong value, a traceback, a run
spent before the error, or an error that blamed the wrong thing)."""
from __future__ import annotations

import io
import json
import os
import shutil
import sys

import pytest

from workbench import budget as budget_mod
from workbench.cli import main
from workbench.errors import WorkbenchError
from workbench.kernel import find_kernel
from workbench.layouts import build_layout, max_blocks
from workbench.runner import test_data as make_data
from workbench.snippet import run_snippet


def _err(capsys, code: int, argv: list[str]) -> str:
    """Run the CLI; exit code ``code`` (1: from main, 2: argparse) with one line on stderr."""
    try:
        got = main(argv)
    except SystemExit as e:
        got = e.code
    err = capsys.readouterr().err
    assert got == code, err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def _time(capsys, monkeypatch, text: str, argv: list[str]):
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    try:
        return main(["time", "-", *argv]), capsys.readouterr()
    except SystemExit as e:
        return e.code, capsys.readouterr()


@pytest.fixture
def no_work(monkeypatch):
    """Fails the test if a kernel's data is made, i.e. if work started before the check."""
    def refuse(*a, **k):
        raise AssertionError("work started before the value was checked")
    import workbench.bench      # imported first: imported while runner's is patched, bench would
    #                             bind the refusal as its own test_data and keep it for good
    monkeypatch.setattr("workbench.runner.test_data", refuse)
    monkeypatch.setattr("workbench.bench.test_data", refuse)


# ---- --reg: names and widths per ISA and mode ---------------------------------------------------

@pytest.mark.parametrize("core,text,reg,needle", [
    ("i486", "mov ecx, [eax]", "eax=0x100000000", "eax is a 32-bit register"),
    ("i486", "mov ecx, [eax]", "ax=0x10000", "ax is a 16-bit register"),
    ("i486", "mov ecx, [eax]", "al=0x100", "al is an 8-bit register"),
    ("i486", "mov ecx, [eax]", "eax=-0x80000001", "down to -0x80000000"),
    ("ev5", "ldq $2,0($1)", "r1=0x10000000000000000", "r1 is a 64-bit register"),
    ("pa8600", "ldd 0(%r3),%r4", "r3=0x10000000000000000", "r3 is a 64-bit register"),
    ("pa8600", "ldd 0(%r3),%r4", "sar=64", "sar is a 6-bit register"),
    ("dsp56001", "\tclr a", "x0=0x1000000", "x0 is a 24-bit register"),
    ("dsp56001", "\tclr a", "a=0x100000000000000", "a is a 56-bit register"),
])
def test_a_register_value_that_does_not_fit_is_refused(capsys, monkeypatch, core, text, reg, needle):
    code, out = _time(capsys, monkeypatch, text, ["--core", core, "--reg", reg, "--iterations", "2"])
    assert code == 1 and needle in out.err and out.err.count("\n") == 1, out.err


@pytest.mark.parametrize("core,mode,reg,needle", [
    ("i486", "prot32", "rax=1", "32-bit eax ebx"),        # the family it does have
    ("i486", "prot32", "xmm0=1", "SSE register (first on the Pentium III)"),
    ("i486", "prot32", "ds=0x10", "flat selector"),        # was a unicorn traceback
    ("i486", "prot32", "cs=0", "set from the code's address"),
    ("i486", "real16", "cs=0", "set from the code's address"),
    ("i486", "prot32", "eip=5", "set from the code's address"),
    ("ev5", None, "r31=1", "always reads 0"),
    ("ev5", None, "f32=1", "floating-point registers f0-f30"),   # f0-f30 are registers now
    ("pa8600", None, "r0=1", "always reads 0"),
    ("dsp56001", None, "a1=1", "set a or b"),
])
def test_a_register_the_mode_does_not_have_is_refused(capsys, monkeypatch, core, mode, reg, needle):
    text = {"i486": "nop", "ev5": "nop", "pa8600": "nop", "dsp56001": "\tclr a"}[core]
    argv = ["--core", core, "--reg", reg, "--iterations", "2"] + (["--mode", mode] if mode else [])
    code, out = _time(capsys, monkeypatch, text, argv)
    assert code == 1 and needle in out.err and out.err.count("\n") == 1, out.err


def test_negative_register_values_are_twos_complement(capsys, monkeypatch):
    code, out = _time(capsys, monkeypatch, "mov ecx, eax", ["--core", "i486", "--reg", "eax=-1",
                                                             "--reg", "bx=-2", "--json"])
    assert code == 0, out.err
    regs = json.loads(out.out)["registers"]
    assert regs["eax"] == 0xFFFFFFFF and regs["bx"] == 0xFFFE
    with pytest.raises(SystemExit):
        main(["time", "--help"])
    assert "two's complement" in " ".join(capsys.readouterr().out.split())


def test_real_mode_segment_registers_are_16_bits(capsys, monkeypatch):
    code, out = _time(capsys, monkeypatch, "mov cx, [bx]",
                      ["--core", "i486", "--mode", "real16", "--reg", "ds=0x10000"])
    assert code == 1 and "ds is a 16-bit register" in out.err
    code, out = _time(capsys, monkeypatch, "mov cx, [bx]",
                      ["--core", "i486", "--mode", "real16", "--reg", "ds=0x100", "--json"])
    assert code == 0 and json.loads(out.out)["registers"]["ds"] == 0x100


def test_a_register_given_twice_is_refused(capsys, monkeypatch):
    code, out = _time(capsys, monkeypatch, "nop", ["--core", "i486", "--reg", "eax=1", "--reg", "EAX=2"])
    assert code == 1 and "given twice" in out.err


def test_run_snippet_checks_registers_too():
    with pytest.raises(WorkbenchError, match="32-bit register"):
        run_snippet("mov ecx, [eax]", registers={"eax": 1 << 32})
    _, trace = run_snippet("mov ecx, eax", registers={"eax": -1})
    assert len(trace) == 2


# ---- --blocks, --operations and the budget ----------------------------------------------------

@pytest.mark.parametrize("blocks", ["1000000000000", "100000000", "1000000"])
def test_too_many_blocks_is_refused_before_any_work(capsys, no_work, blocks):
    err = _err(capsys, 1, ["run", "des-karn-pm32", "--core", "i486", "--blocks", blocks])
    assert "over the cap" in err and "at most 99,950 blocks" in err and "--budget N" in err


def test_the_default_budget_scales_with_the_blocks():
    k = find_kernel("des-karn-pm32")
    small, large = budget_mod.plan_run(k, 10), budget_mod.plan_run(k, 5000)
    per = budget_mod.BUDGET_HEADROOM * budget_mod.BLOCK_INSTRUCTIONS["des"]
    assert small.budget == budget_mod.SETUP_BUDGET + 10 * per
    assert large.budget == budget_mod.SETUP_BUDGET + 5000 * per
    assert budget_mod.plan_run(k, 10, 1234).budget == 1234


def test_the_budget_cap_and_its_environment_variable(capsys, monkeypatch, no_work):
    err = _err(capsys, 1, ["run", "des-karn-pm32", "--core", "i486", "--budget", "3000000000"])
    assert "over the cap of 2,000,000,000" in err
    monkeypatch.setenv("WORKBENCH_MAX_BUDGET", "1000")
    err = _err(capsys, 1, ["run", "des-karn-pm32", "--core", "i486"])
    assert "over the cap of 1,000" in err
    monkeypatch.setenv("WORKBENCH_MAX_BUDGET", "lots")
    assert "WORKBENCH_MAX_BUDGET" in _err(capsys, 1, ["run", "des-karn-pm32", "--core", "i486"])


def test_a_budget_bigger_than_memory_is_refused_before_any_work(capsys, monkeypatch, no_work):
    monkeypatch.setattr(budget_mod, "available_memory", lambda: 100 << 20)
    err = _err(capsys, 1, ["run", "des-karn-pm32", "--core", "i486", "--budget", "100000000"])
    assert "memory is available" in err and "smaller --budget" in err


def test_the_budget_running_out_says_so_and_how_to_raise_it(capsys):
    err = _err(capsys, 1, ["run", "des-karn-pm32", "--core", "i486", "--budget", "1000"])
    assert "instruction budget ran out" in err and "1,000 instructions" in err
    assert "raise the budget with --budget N" in err


def test_arithmetic_kernels_default_to_one_operation(capsys):
    assert budget_mod.plan_run(find_kernel("rsa512-dsp")).blocks == 1
    assert budget_mod.plan_run(find_kernel("des-karn-pm32")).blocks == 64     # unchanged
    assert main(["run", "rsa512-dsp", "--core", "dsp56001", "--format", "md"]) == 0
    out = capsys.readouterr().out
    assert "1 operation," in out and "verified" in out


def test_operations_is_for_arithmetic_kernels(capsys):
    assert main(["run", "mont512-ps-pm32", "--core", "i486", "--operations", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["blocks"] == 2
    err = _err(capsys, 1, ["run", "des-karn-pm32", "--core", "i486", "--operations", "2"])
    assert "--blocks" in err


def test_long_runs_report_progress_unless_quiet(capsys):
    argv = ["run", "des-karn-pm32", "--core", "i486", "--blocks", "2500", "--format", "md"]
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert "executing 2,500 blocks" in err and "timing" in err
    assert main(argv + ["--quiet"]) == 0
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("name", ["des-davio-dsp-ecb", "des-karn-rm16", "mont512-ps-pm32",
                                  "mont512-ps-dsp", "n0inv-dsp", "rsa512-dsp", "rsa512-crt-dsp"])
def test_the_layout_capacity_is_exact_and_checked_first(name):
    kernel = find_kernel(name)
    most = max_blocks(kernel)
    keys, data, iv = make_data(most)
    build_layout(kernel, keys if kernel.cipher == "3des" else keys[:1], data, iv)    # fits
    with pytest.raises(WorkbenchError, match="do not fit"):
        budget_mod.plan_run(kernel, most + 1, 10**8)      # a budget given: the map binds
    keys, data, iv = make_data(most + 1)
    with pytest.raises(WorkbenchError):       # the layout's own check agrees (was a ValueError
        build_layout(kernel, keys[:1], data, iv)     # traceback for the DSP DES layout)


def test_bench_and_compare_check_sizes_before_the_first_run(capsys, no_work):
    assert "over the cap" in _err(capsys, 1, ["bench", "--kernel", "des-karn-pm32", "--blocks",
                                              "1000000000"])
    assert "do not fit" in _err(capsys, 1, ["compare-sbox", "--blocks", "10000"])


# ---- sources that are not text ------------------------------------------------------------------

def test_a_kernel_whose_source_is_binary_is_one_error(tmp_path, monkeypatch, capsys):
    from workbench.kernel import kernels_root
    (tmp_path / "x86").mkdir()
    (tmp_path / "x86" / "des_karn_pm32.toml").write_text(   # a user kernel: added, so its own name
        (kernels_root() / "x86" / "des_karn_pm32.toml").read_text().replace('"des-karn-pm32"', '"mine"'))
    (tmp_path / "x86" / "des_karn_pm32.asm").write_bytes(b"\x7fELF\x02\x01\x01\x00\x00binary")
    monkeypatch.setenv("WORKBENCH_KERNELS", str(tmp_path))
    err = _err(capsys, 1, ["run", "mine", "--core", "i486"])
    assert "des_karn_pm32.asm" in err and "binary" in err and "offset 7" in err


def test_non_utf8_and_binary_fragments_name_the_file_and_offset(tmp_path, capsys, monkeypatch):
    latin = tmp_path / "latin.asm"
    latin.write_bytes(b"mov eax, 1 ; caf\xe9\n")
    err = _err(capsys, 1, ["asm", str(latin), "--isa", "x86"])
    assert str(latin) in err and "not UTF-8" in err and "offset 16" in err
    err = _err(capsys, 1, ["time", str(latin), "--core", "i486"])
    assert str(latin) in err and "offset 16" in err

    class Stdin:
        buffer = io.BytesIO(b"nop\n\x00\x01")
    monkeypatch.setattr(sys, "stdin", Stdin())
    err = _err(capsys, 1, ["time", "-", "--core", "i486"])
    assert "<stdin>" in err and "binary" in err and "offset 4" in err


# ---- output paths, README markers, the timeline window -----------------------------------------

@pytest.fixture
def no_paper_work(monkeypatch):
    import workbench.reproduce      # noqa: F401  (imported first: it binds the real get_paper)
    import workbench.sensitivity    # noqa: F401

    class Paper:
        def rows(self, progress=None):
            raise AssertionError("the run started before the output paths were checked")
    monkeypatch.setattr("workbench.papers.get_paper", lambda pid: Paper())


def test_reproduce_out_is_checked_before_the_run(tmp_path, capsys, no_paper_work):
    afile = tmp_path / "afile"
    afile.write_text("x")
    assert "a file is in the way" in _err(capsys, 1, ["reproduce", "karn", "--out", str(afile)])
    assert "is a file" in _err(capsys, 1, ["reproduce", "karn", "--out", str(afile / "sub")])
    assert "must not be empty" in _err(capsys, 2, ["reproduce", "karn", "--out", ""])
    if os.geteuid() != 0:                     # root writes anywhere
        ro = tmp_path / "ro"
        ro.mkdir(mode=0o500)
        assert "cannot write in" in _err(capsys, 1, ["reproduce", "karn", "--out", str(ro)])


def test_reproduce_readme_is_checked_before_the_run(tmp_path, capsys, no_paper_work):
    readme = tmp_path / "README.md"
    err = _err(capsys, 1, ["reproduce", "karn", "--no-write", "--readme", str(readme)])
    assert "not a file" in err
    readme.write_text("# no markers here\n")
    err = _err(capsys, 1, ["reproduce", "karn", "--no-write", "--readme", str(readme)])
    assert "<!-- reproduction:start -->" in err
    readme.write_text("<!-- reproduction:end -->\n<!-- reproduction:start -->\n")   # wrong order
    assert "after it" in _err(capsys, 1, ["reproduce", "karn", "--no-write", "--readme", str(readme)])


def test_update_readme_without_markers_is_a_user_error(tmp_path):
    from workbench.reproduce import update_readme
    readme = tmp_path / "README.md"
    readme.write_text("nothing\n")
    with pytest.raises(WorkbenchError, match="reproduction:start"):
        update_readme(readme, "| table |\n")


def test_a_plot_path_is_checked_before_the_run(tmp_path, capsys, monkeypatch):
    def refuse(*a, **k):
        raise AssertionError("the run started before --plot was checked")
    monkeypatch.setattr("workbench.runner.run", refuse)
    err = _err(capsys, 1, ["timeline", "des-karn-pm32", "--core", "i486", "--plot",
                           str(tmp_path / "x.nope")])
    assert "cannot write the chart" in err and "'.nope'" in err
    err = _err(capsys, 1, ["timeline", "des-karn-pm32", "--core", "i486", "--plot", str(tmp_path)])
    assert "it is a folder" in err
    assert "must not be empty" in _err(capsys, 2, ["timeline", "des-karn-pm32", "--core", "i486",
                                                   "--plot", ""])
    assert "no region 'nope'" in _err(capsys, 1, ["timeline", "des-karn-pm32", "--core", "i486",
                                                  "--region", "nope"])


def test_a_timeline_window_past_the_run_is_an_error(capsys):
    err = _err(capsys, 1, ["timeline", "des-karn-pm32", "--core", "i486", "--start", "1000000000"])
    assert "past the end" in err and "region 'round' retires 800" in err and "--start 0..799" in err


# ---- other values found wrong while trying ----------------------------------------------------

@pytest.mark.parametrize("argv,code,needle", [
    (["compare-sbox", "--cores", ","], 1, "names nothing"),
    (["compare-sbox", "--cores", ""], 1, "names nothing"),         # was: every core, silently
    (["bench", "--kernel", ""], 1, "names nothing"),
    (["asm", "", "--isa", "x86"], 1, "empty file name"),
    (["disasm", "90", "--isa", "x86", "--address", "0x10000000000000000000"], 1, "32-bit address"),
    (["disasm", "000000", "--isa", "dsp56k", "--address", "0x10000"], 1, "16-bit address"),
    (["timeline", "des-karn-pm32", "--core", "i486", "--region", ""], 2, "must not be empty"),
])
def test_other_bad_values(capsys, argv, code, needle):
    assert needle in _err(capsys, code, argv)


def test_asm_base_outside_the_address_space(tmp_path, capsys):
    src = tmp_path / "x.asm"
    src.write_text("mov eax, 1\n")
    err = _err(capsys, 1, ["asm", str(src), "--isa", "x86", "--base", "0x1000000000000000000"])
    assert "32-bit address space" in err
    err = _err(capsys, 1, ["asm", str(src), "--isa", "x86", "--mode", "real16", "--base", "0x100000"])
    assert "20-bit address space" in err


# ---- results reach the disk before their name points at them ---------------------------------

def test_atomic_write_fsyncs_the_file_before_the_rename_and_the_folder_after(tmp_path, monkeypatch):
    import workbench.reproduce as reproduce      # the module (the package also has a function of that name)
    events = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        events.append(("fsync", os.path.realpath(f"/proc/self/fd/{fd}")))
        real_fsync(fd)

    def replace(a, b):
        events.append(("replace", str(b)))
        real_replace(a, b)
    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    target = tmp_path / "out.json"
    reproduce.atomic_write_text(target, "{}")
    assert target.read_text() == "{}"
    kinds = [e[0] for e in events]
    assert kinds == ["fsync", "replace", "fsync"], events
    assert events[0][1].startswith(str(tmp_path / ".out.json."))      # the temporary file
    assert events[2][1] == str(tmp_path)                               # the folder


def test_control_characters_in_a_value_do_not_break_the_one_line_message(capsys):
    """Found by the fuzz campaign: an option value with a newline or a control character was
    echoed as it was, so the 'one-line' message spanned lines."""
    from workbench.cli import main
    with pytest.raises(SystemExit) as e:
        main(["run", "des-som3", "--core", "i486", "--budget", "\xd2\x1dabc\nxyz"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\\x1d" in err and "\\x0a" in err
    assert main(["run", "des\nx", "--core", "i486"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "des\\x0ax" in err


@pytest.mark.parametrize("core, text", [("i386", "bswap eax"), ("i486", "arpl ax, bx"),
                                        ("p5", "arpl ax, bx"), ("p6", "arpl ax, bx")])
def test_an_untimed_instruction_says_what_to_do_not_which_file_to_edit(core, text):
    from workbench.errors import UserError
    from workbench.fragment import time_fragment
    with pytest.raises(UserError) as e:
        time_fragment(text, core)
    msg = str(e.value)
    assert "workbench/" not in msg and ".toml" not in msg and ".py" not in msg, msg


def test_update_readme_skips_the_markers_mentioned_in_prose(tmp_path):
    # the README's own prose names the markers in backquotes; only lines of their own count
    from workbench.reproduce import update_readme
    readme = tmp_path / "README.md"
    readme.write_text("use `<!-- reproduction:start -->` and `<!-- reproduction:end -->` lines\n"
                      "<!-- reproduction:start -->\nold\n<!-- reproduction:end -->\ntail\n")
    update_readme(readme, "| new |\n")
    assert readme.read_text() == ("use `<!-- reproduction:start -->` and `<!-- reproduction:end -->` "
                                  "lines\n<!-- reproduction:start -->\n| new |\n"
                                  "<!-- reproduction:end -->\ntail\n")


def test_workbench_reproduce_stays_callable_after_its_module_is_imported(monkeypatch):
    """``workbench.reproduce("karn")`` is the package's documented call; importing the module of
    the same name (the CLI does) replaces the package attribute, so the module answers it."""
    import workbench
    import workbench.reproduce as module
    assert workbench.reproduce is module
    seen = []
    monkeypatch.setattr(module, "get_paper", lambda pid: type("P", (), {
        "rows": staticmethod(lambda progress=None: seen.append(pid) or ["row"])})())
    assert workbench.reproduce("karn") == ["row"] and seen == ["karn"]
