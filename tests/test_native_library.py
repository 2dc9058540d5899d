"""isa.native.NativeLibrary: a C helper that cannot be had gives the Python path and says why."""
from __future__ import annotations

from isa.native import NativeLibrary


def test_missing_source_is_a_reason_not_a_traceback(tmp_path, monkeypatch):
    monkeypatch.delenv("WORKBENCH_NO_C", raising=False)
    lib = NativeLibrary(tmp_path / "absent.c", "a test helper")
    assert lib.load() is None
    assert "absent.c" in lib.why_not() and "Python path for a test helper" in lib.why_not()


def test_source_that_does_not_compile_is_a_reason(tmp_path, monkeypatch):
    monkeypatch.delenv("WORKBENCH_NO_C", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    src = tmp_path / "broken.c"
    src.write_text("this is not C\n")
    lib = NativeLibrary(src, "a test helper")
    assert lib.load() is None
    assert "broken.c" in lib.why_not() or "no C compiler" in lib.why_not()


def test_no_c_setting_is_honoured(tmp_path, monkeypatch):
    monkeypatch.setenv("WORKBENCH_NO_C", "1")
    src = tmp_path / "ok.c"
    src.write_text("int one(void) { return 1; }\n")
    lib = NativeLibrary(src, "a test helper")
    assert lib.load() is None and "WORKBENCH_NO_C" in lib.why_not()


def test_version_says_which_helpers_are_built(monkeypatch):
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-m", "workbench", "--version"], capture_output=True,
                         text=True, env={**__import__("os").environ, "WORKBENCH_NO_C": "1"})
    assert out.returncode == 0
    line = out.stdout.strip().splitlines()[-1]
    assert line.startswith("C helpers: 0 of ") and "WORKBENCH_NO_C is set" in line
    assert "the Alpha interpreter" in line and "the P6 scheduler" in line


def test_every_c_source_is_a_declared_helper():
    """isa.native.LOADERS reaches every C file shipped beside a module, so --version and the
    manifest name them all."""
    from pathlib import Path

    import isa
    import workbench
    from isa import native
    native.helpers()
    shipped = {str(p.resolve()) for pkg in (isa, workbench)
               for p in Path(pkg.__file__).parent.rglob("*.c")}
    declared = {str(Path(s).resolve()) for s in native._DECLARED}
    assert shipped <= declared, shipped - declared
