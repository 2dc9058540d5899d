"""Regenerate the compiled-code corpus: tests/compiled/*.c compiled by gcc for each x86 -march,
in AT&T and Intel syntax, exactly as a user would (no flags beyond these), into
tests/compiled/<march>/<name>.s and <name>.intel.s; and by the Alpha and PA-RISC 64-bit cross
compilers with ``-O2`` alone into tests/compiled/alpha/<name>.s and tests/compiled/hppa64/<name>.s,
and ``alpha-linux-gnu-gcc -O2 -mcpu=ev56`` into tests/compiled/alpha-ev56/<name>.s.
alpha-linux-gnu-gcc's default -mcpu is ev4 (its output equals that of -mcpu=ev4 for every file
here: no BWX byte loads, ldq_u/extqh instead); hppa64-linux-gnu-gcc schedules for the PA-8000
(-mschedule=8000) by default.

    python tools/compile_corpus.py            # rewrite the .s files
    python tools/compile_corpus.py --check    # exit 1 if any committed .s file differs

The committed files were made by gcc 12.2.0 (Debian 12.2.0-14+deb12u1); another gcc writes other
code, so tests/test_compiled_x86.py compares only when the same version is installed.
tests/test_compiled_x86.py times every function of these files on the core of its -march,
tests/test_compiled_alpha_parisc.py those of alpha/ on ev4, ev5, ev56 and pca56, of alpha-ev56/ on
ev56 and pca56 (ev4 and ev5 refuse its BWX forms), and of hppa64/ on pa8500 and pa8600.
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
# the own ISAs: folder -> (compiler, the first line of its --version that made the files)
CROSS = {"alpha": ("alpha-linux-gnu-gcc", "alpha-linux-gnu-gcc (Debian 12.2.0-13) 12.2.0"),
         "hppa64": ("hppa64-linux-gnu-gcc", "hppa64-linux-gnu-gcc (GCC) 12.2.0"),
         "alpha-ev56": ("alpha-linux-gnu-gcc", "alpha-linux-gnu-gcc (Debian 12.2.0-13) 12.2.0")}
CROSS_DEFAULT_CPU = {"alpha": "ev4", "hppa64": "PA-8000 scheduling (-mschedule=8000)"}
# flags beyond -O2 of a folder: alpha-ev56/ is the 21164A's code (BWX: ldbu/ldwu/stb/stw/sextb)
CROSS_FLAGS = {"alpha-ev56": ["-mcpu=ev56"]}


def command(source: str, march: str, syntax: str, out: str) -> list[str]:
    """The gcc command for one output file (run in tests/compiled, so .file names the source)."""
    return ["gcc", "-m32", "-O2", f"-march={march}", *SYNTAXES[syntax][1], "-S", "-o", out, source]


def output_path(name: str, march: str, syntax: str) -> Path:
    return CORPUS / march / (name + SYNTAXES[syntax][0])


def cross_command(source: str, target: str, out: str) -> list[str]:
    """The cross gcc command for one output file (run in tests/compiled)."""
    return [CROSS[target][0], "-O2", *CROSS_FLAGS.get(target, []), "-S", "-o", out, source]


def cross_path(name: str, target: str) -> Path:
    return CORPUS / target / (name + ".s")


def sources() -> list[Path]:
    return sorted(CORPUS.glob("*.c"))


def gcc_version(gcc: str = "gcc") -> str | None:
    """The first line of ``gcc --version``, or None without gcc."""
    if shutil.which(gcc) is None:
        return None
    try:
        out = subprocess.run([gcc, "--version"], capture_output=True, text=True, timeout=60)
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


def compile_cross(target: str, out_dir: Path = CORPUS) -> list[Path]:
    """Every source compiled by the cross compiler of ``target`` (a key of CROSS)."""
    out = []
    for src in sources():
        path = out_dir / target / (src.stem + ".s")
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(cross_command(src.name, target, str(path)), cwd=CORPUS, check=True,
                       capture_output=True, text=True, timeout=120)
        out.append(path)
    return out


def _compile_everything(out_dir: Path) -> list[Path]:
    made = []
    version = gcc_version()
    if version is None:
        print("gcc is not installed: the x86 files are left as they are", file=sys.stderr)
    else:
        if version != GCC_VERSION:
            print(f"note: {version} is not the {GCC_VERSION} the committed files were made with",
                  file=sys.stderr)
        made += compile_all(out_dir)
    for target, (gcc, made_with) in CROSS.items():
        version = gcc_version(gcc)
        if version is None:
            print(f"{gcc} is not installed: the {target} files are left as they are",
                  file=sys.stderr)
            continue
        if version != made_with:
            print(f"note: {version} is not the {made_with} the committed files were made with",
                  file=sys.stderr)
        made += compile_cross(target, out_dir)
    return made


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="compile into a temporary folder and compare with the committed files")
    args = ap.parse_args(argv)
    if gcc_version() is None and not any(gcc_version(g) for g, _ in CROSS.values()):
        print("gcc is not installed", file=sys.stderr)
        return 2
    if not args.check:
        for p in _compile_everything(CORPUS):
            print(p.relative_to(CORPUS.parent.parent))
        return 0
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        stale = []
        for p in _compile_everything(Path(tmp)):
            committed = CORPUS / p.relative_to(tmp)
            if not committed.exists() or committed.read_text() != p.read_text():
                stale.append(str(committed.relative_to(CORPUS.parent.parent)))
    for s in stale:
        print(f"differs: {s}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
