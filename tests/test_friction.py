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


# ---- WORKBENCH_KERNELS adds to the built-in kernels; compare-sbox takes its styles from them ----

def _user_kernel(folder: Path, name: str, style: str | None = None) -> Path:
    """A user's kernel: the built-in des-movzx's source under another name (and a [compare]
    style if given), in ``folder``/x86."""
    from workbench.kernel import kernels_root
    (folder / "x86").mkdir(parents=True, exist_ok=True)
    src = kernels_root() / "x86"
    shutil.copy(src / "des_movzx.asm", folder / "x86" / "my_lookup.asm")
    text = (src / "des_movzx.toml").read_text().replace('"des-movzx"', f'"{name}"') \
        .replace('"des_movzx.asm"', '"my_lookup.asm"')
    text = text[:text.index("[compare]")] if "[compare]" in text else text
    if style:
        text += f'\n[compare]\nstyle = "{style}"\n'
    manifest = folder / "x86" / f"{name}.toml"
    manifest.write_text(text)
    return manifest


def _err(capsys, argv) -> str:
    from workbench.cli import main
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def test_a_user_kernel_folder_adds_to_the_built_in_kernels(tmp_path, monkeypatch, capsys):
    from workbench.cli import main
    from workbench.kernel import all_kernels, kernels_root
    builtin = set(all_kernels())
    _user_kernel(tmp_path / "a", "my-movzx")
    _user_kernel(tmp_path / "b", "my-other")
    monkeypatch.setenv("WORKBENCH_KERNELS", f"{tmp_path / 'a'}:{tmp_path / 'b'}:{kernels_root()}")
    assert set(all_kernels()) == builtin | {"my-movzx", "my-other"}      # the built-in folder once
    # the papers' kernels are all still there, so `reproduce` finds what it runs
    assert {k.name for k in all_kernels().values() if k.reproduces} >= {"des-karn-rm16", "des-som3"}
    assert main(["run", "my-movzx", "--core", "i486", "--blocks", "1", "--format", "json"]) == 0
    assert main(["run", "des-karn-pm32", "--core", "i486", "--blocks", "1", "--format", "json"]) == 0
    capsys.readouterr()


def test_a_user_kernel_may_not_take_a_built_in_kernels_name(tmp_path, monkeypatch, capsys):
    from workbench.kernel import kernels_root
    mine = _user_kernel(tmp_path, "des-karn-pm32")
    monkeypatch.setenv("WORKBENCH_KERNELS", str(tmp_path))
    err = _err(capsys, ["list"])
    assert str(mine) in err and str(kernels_root() / "x86" / "des_karn_pm32.toml") in err
    assert "another name" in err
    monkeypatch.setenv("WORKBENCH_KERNELS", str(tmp_path / "nowhere"))
    assert "not a folder" in _err(capsys, ["list"])


def test_compare_sbox_takes_a_user_kernels_style(tmp_path, monkeypatch):
    from workbench.compare import compare
    _user_kernel(tmp_path, "my-movzx", style="my movzx lookups")
    monkeypatch.setenv("WORKBENCH_KERNELS", str(tmp_path))
    rows = compare(["i486"], blocks=1)
    mine = next(r for r in rows if r.kernel == "my-movzx")
    ref = next(r for r in rows if r.kernel == "des-movzx")
    assert mine.style == "my movzx lookups" and ref.style == "movzx ebx,al for each index"
    assert mine.cycles_per_round == ref.cycles_per_round > 0      # the same code, the same clocks
    assert {"des-karn-rm16", "des-young586", "des-young686", "des-som3"} <= {r.kernel for r in rows}


def test_compare_sbox_says_why_its_table_would_be_empty(capsys):
    err = _err(capsys, ["compare-sbox", "--cores", "dsp56001", "--quiet"])
    assert "dsp56k" in err and "des-biham" in err and "i486" in err and "pick one" in err


@pytest.mark.parametrize("table, says", [
    ('[compare]\nstyle = ""\n', "non-empty string"),
    ('[compare]\nstyle = "x"\nlookups_per_round = 0\n', "lookups_per_round"),
    ('[compare]\nstyle = "x"\nlookup = 8\n', "no key lookup"),
    ('compare = 3\n', "must be a table"),
])
def test_a_bad_compare_table_is_one_error_naming_the_manifest(tmp_path, table, says):
    from workbench.errors import WorkbenchError
    from workbench.kernel import load_manifest
    manifest = _user_kernel(tmp_path, "mine")
    text = manifest.read_text()
    manifest.write_text(table + text if table.startswith("compare =") else text + "\n" + table)
    with pytest.raises(WorkbenchError) as e:
        load_manifest(manifest)
    assert str(manifest) in str(e.value) and says in str(e.value)


# ---- registers checked against the core's mode -----------------------------------------------------

@pytest.mark.parametrize("reg, says", [
    ("rax=1", "use eax"), ("r8=1", "x86-64"), ("r15d=1", "x86-64"), ("sil=1", "use si"),
    ("rip=0", "x86-64"), ("xmm0=1", "Pentium III"),
])
def test_a_64_bit_or_later_register_on_a_32_bit_core_is_refused_naming_the_cores_registers(
        tmp_path, capsys, reg, says):
    src = tmp_path / "f.s"
    src.write_text("mov eax, ebx\n")
    err = _err(capsys, ["time", str(src), "--core", "i486", "--reg", reg])
    assert err.count("\n") == 1 and says in err
    assert "x86 prot32 has 32-bit eax ebx ecx edx esi edi ebp esp" in err


@pytest.mark.parametrize("mode, reg, says", [
    ("prot32", "ds", "real16"),                 # a flat selector in prot32
    ("prot32", "mm0", "movd mm0, eax"),         # exists, set by an instruction
    ("real16", "st0", "fragment's own instructions"),
    ("real16", "cr0", "system register"),
    ("prot32", "eip", "code's address"),
])
def test_registers_of_another_mode_or_kind_are_refused_with_what_to_do(mode, reg, says):
    from workbench.errors import WorkbenchError
    from workbench.registers import check_registers
    with pytest.raises(WorkbenchError) as e:
        check_registers("x86", mode, {reg: 1})
    assert says in str(e.value)


def test_the_names_each_isa_has_still_work():
    from workbench.registers import check_registers
    assert check_registers("x86", "real16", {"ds": 0x2000, "eax": -1, "sp": 2}) == \
        {"ds": 0x2000, "eax": 0xFFFFFFFF, "sp": 2}
    assert check_registers("x86", "prot32", {"EAX": 1, "bh": 2}) == {"eax": 1, "bh": 2}
    assert check_registers("alpha", None, {"r1": 1, "$2": 2, "t0": 3, "a0": -1}) == \
        {"r1": 1, "$2": 2, "t0": 3, "a0": (1 << 64) - 1}
    assert check_registers("parisc", None, {"r3": 1, "%r4": 2, "sar": 63, "%arg0": 5}) == \
        {"r3": 1, "%r4": 2, "sar": 63, "%arg0": 5}
    assert check_registers("dsp56k", None, {"x0": 1, "a": 2, "r0": 3, "n7": 4, "omr": 5}) == \
        {"x0": 1, "a": 2, "r0": 3, "n7": 4, "omr": 5}


# ---- examples/: the README's tour runs them ------------------------------------------------------

def _tour_commands(text: str) -> list[list[str]]:
    """Every `workbench ...` line of a fenced code block that names a file under examples/."""
    import shlex
    out, fenced = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
            continue
        m = re.match(r"\s*(?:\.venv/bin/)?workbench\s+(.*)", line)
        if fenced and m and "examples/" in line:
            out.append(shlex.split(m.group(1), comments=True))
    return out


TOUR = _tour_commands((ROOT / "README.md").read_text())


def test_the_tour_names_every_example_and_every_example_exists():
    named = {a for argv in TOUR for a in argv if a.startswith("examples/")}
    shipped = {f"examples/{p.name}" for p in (ROOT / "examples").iterdir()
               if p.suffix in (".s", ".asm")}
    assert named and named <= shipped | {"examples/crc32.c"}, named - shipped
    assert shipped <= named, f"not in the README's tour: {sorted(shipped - named)}"
    assert (ROOT / "examples" / "crc32.c").is_file()


@pytest.mark.parametrize("argv", TOUR, ids=[" ".join(a) for a in TOUR])
def test_each_tour_command_on_examples_runs(argv, capsys, monkeypatch, tmp_path):
    from workbench.cli import main
    monkeypatch.chdir(ROOT)
    # files the tour writes (--html, --plot) go to a temporary folder, not the checkout
    argv = [str(tmp_path / Path(a).name) if i and argv[i - 1] in ("--html", "--plot") else a
            for i, a in enumerate(argv)]
    code = main(argv)
    out = capsys.readouterr()
    assert code == 0, out.err


def _cycles(name: str, core: str) -> float:
    from workbench.fragment import time_fragment
    path = ROOT / "examples" / name
    return time_fragment(path.read_text(), core, path=str(path)).cycles_per_iteration


def test_the_three_sbox_examples_show_what_their_readme_says():
    """examples/README.md: the byte moves win on the Pentium and lose to a partial-register
    stall on the Pentium Pro."""
    p5 = {s: _cycles(f"sbox_{s}.s", "p5") for s in ("bytemove", "movzx", "shiftmask")}
    p6 = {s: _cycles(f"sbox_{s}.s", "p6") for s in ("bytemove", "movzx", "shiftmask")}
    assert p5["bytemove"] < min(p5["movzx"], p5["shiftmask"])
    assert p6["bytemove"] > max(p6["movzx"], p6["shiftmask"])


def test_the_compiled_example_returns_the_crc_its_source_promises():
    from workbench.function import run_function
    text = (ROOT / "examples" / "crc32.s").read_text()
    assert run_function(text, "crc32_nibble", ["DATA", "256"]).eax == 0x0D968558
    assert "0x0d968558" in (ROOT / "examples" / "crc32.c").read_text()


# ---- messages say what the user can do, not which of our files to edit ----------------------------

INTERNALS = re.compile(r"workbench/|isa/|machines/|\.csv\b|\.py\b|Adding things|\bedit\b|"
                       r"add a row|make docs", re.I)


def _fragment(tmp_path: Path, text: str) -> str:
    path = tmp_path / f"f{abs(hash(text))}.s"
    path.write_text(text)
    return str(path)


def test_error_messages_of_bad_inputs_name_no_package_internals(tmp_path, capsys, monkeypatch):
    from isa.dsp56k.memory import space_of
    from isa.errors import IsaError
    from workbench.errors import untimed
    bad = [
        ["time", _fragment(tmp_path, "in al, dx\n"), "--core", "i386"],          # an untimed form
        ["time", _fragment(tmp_path, "cpuid\n"), "--core", "i486"],              # a later core's
        ["time", _fragment(tmp_path, "rep movsd\n"), "--core", "p6", "--reg", "ecx=-1"],
        ["time", _fragment(tmp_path, "frobnicate eax\n"), "--core", "p5"],
        ["time", _fragment(tmp_path, "mov eax, ebx\n"), "--core", "i486", "--reg", "rax=1"],
        ["time", _fragment(tmp_path, "\tctpop $1,$2\n"), "--core", "ev5"],       # an extension ev5 lacks
        ["time", _fragment(tmp_path, "\tswi\n"), "--core", "dsp56001"],
        ["run", "no-such-kernel", "--core", "i486"],
        ["run", "des-biham", "--core", "i486"],
        ["list", "--instructions", "--core", "ev7"],
        ["compare-sbox", "--cores", "dsp56001", "--quiet"],
        ["timeline", "des-karn-rm16", "--core", "i486", "--region", "nowhere"],
    ]
    from workbench.cli import main
    texts = []
    for argv in bad:
        assert main(argv) != 0, argv
        texts.append(capsys.readouterr().err)
    texts.append(str(untimed("dsp56001", "'x' at p:$0040")))           # no input reaches it now
    with pytest.raises(IsaError) as e:
        space_of("q:table")
    texts.append(str(e.value))
    for text in texts:
        shown = text.replace(str(ROOT), "<checkout>").replace(str(tmp_path), "<tmp>")
        assert text.strip() and not INTERNALS.search(shown), shown
    assert "report the instruction and the core" in texts[-2]


def test_a_user_kernel_never_stands_in_for_a_papers_kernel(tmp_path, monkeypatch):
    """The Dusse-Kaliski DES row takes the first DSP56000 DES CBC kernel by name: a user's that
    sorts first must not replace the built-in one in the reproduced table."""
    from workbench.kernel import all_kernels, kernels_root
    from workbench.papers.dusse_kaliski import des_cbc_kernel
    (tmp_path / "dsp56k").mkdir()
    src = kernels_root() / "dsp56k"
    shutil.copy(src / "des_davio_cbc.asm", tmp_path / "dsp56k")
    (tmp_path / "dsp56k" / "aaa.toml").write_text(
        (src / "des_davio_cbc.toml").read_text().replace('"des-davio-dsp-cbc"', '"aaa-davio-cbc"'))
    monkeypatch.setenv("WORKBENCH_KERNELS", str(tmp_path))
    assert "aaa-davio-cbc" in all_kernels()
    assert des_cbc_kernel().name == "des-davio-dsp-cbc"
