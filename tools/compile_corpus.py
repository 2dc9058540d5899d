"""Regenerate the compiled-code corpus: tests/compiled/*.c compiled by gcc for each x86 -march,
in AT&T and Intel syntax, exactly as a user would (no flags beyond these), into
tests/compiled/<march>/<name>.s and <name>.intel.s.

    python tools/compile_corpus.py            # rewrite the .s files
    python tools/compile_corpus.py --check    # exit 1 if any committed .s file differs

The committed files were made by gcc 12.2.0 (Debian 12.2.0-14+deb12u1); another gcc writes other
code, so tests/test_compiled_x86.py compares only when the same version is installed.
tests/test_compiled_x86.py times every function of these files on the core of its -march.
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "compiled"
MARCHES = ("i386", "i486", "pentium", "pentiumpro", "pentium2")
CORE_OF = {"i386": "i386", "i486": "i486", "pentium": "p5", "pentiumpro": "p6", "pentium2": "pii"}
SYNTAXES = {"att": (".s", []), "intel": (".intel.s", ["-masm=intel"])}
GCC_VERSION = "gcc (Debian 12.2.0-14+deb12u1) 12.2.0"


def command(source: str, march: str, syntax: str, out: str) -> list[str]:
    """The gcc command for one output file (run in tests/compiled, so .file names the source)."""
    return ["gcc", "-m32", "-O2", f"-march={march}", *SYNTAXES[syntax][1], "-S", "-o", out, source]


def output_path(name: str, march: str, syntax: str) -> Path:
    return CORPUS / march / (name + SYNTAXES[syntax][0])


def sources() -> list[Path]:
    return sorted(CORPUS.glob("*.c"))


def gcc_version() -> str | None:
    """The first line of ``gcc --version``, or None without gcc."""
    if shutil.which("gcc") is None:
        return None
    try:
        out = subprocess.run(["gcc", "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.stdout.splitlines()[0].strip() if out.returncode == 0 and out.stdout else None


def compile_one(source: Path, march: str, syntax: str, out_dir: Path) -> Path:
    out = out_dir / march / (source.stem + SYNTAXES[syntax][0])
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(command(source.name, march, syntax, str(out)), cwd=CORPUS, check=True,
                   capture_output=True, text=True, timeout=120)
    return out


def compile_all(out_dir: Path = CORPUS) -> list[Path]:
    return [compile_one(src, m, s, out_dir) for src in sources() for m in MARCHES for s in SYNTAXES]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="compile into a temporary folder and compare with the committed files")
    args = ap.parse_args(argv)
    version = gcc_version()
    if version is None:
        print("gcc is not installed", file=sys.stderr)
        return 2
    if version != GCC_VERSION:
        print(f"note: {version} is not the {GCC_VERSION} the committed files were made with",
              file=sys.stderr)
    if not args.check:
        for p in compile_all():
            print(p.relative_to(CORPUS.parent.parent))
        return 0
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        stale = []
        for p in compile_all(Path(tmp)):
            committed = CORPUS / p.relative_to(tmp)
            if not committed.exists() or committed.read_text() != p.read_text():
                stale.append(str(committed.relative_to(CORPUS.parent.parent)))
    for s in stale:
        print(f"differs: {s}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
