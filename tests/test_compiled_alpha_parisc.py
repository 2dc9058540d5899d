"""gcc's own Alpha and PA-RISC output, timed as it stands: every function of tests/compiled/*.c,
compiled by ``alpha-linux-gnu-gcc -O2 -S`` (its default -mcpu, ev4) and ``hppa64-linux-gnu-gcc
-O2 -S`` (tools/compile_corpus.py), is assembled unedited, called by the ISA's convention
(workbench.function: Alpha $16.., PA-RISC 64-bit %r26..), checked against the C semantics that
tests/test_compiled_x86.py computes (the same cases, with the 64-bit arguments that x86 passes
as two slots given as one register here), and timed on ev5 and pa8600 (a few also on ev4 and
pa8500).

The PA-RISC table is being widened to the instructions gcc emits (issue 20): a file that uses a
mnemonic the table lacks is an expected failure naming the mnemonics (xfail, not strict), to be
dropped when the table has them; any other failure fails.
"""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from isa import get_isa
from isa.errors import AssemblyError
from workbench.errors import WorkbenchError
from workbench.function import run_function, time_run

ROOT = Path(__file__).resolve().parent.parent


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


corpus = _load("compile_corpus", ROOT / "tools" / "compile_corpus.py")
x86 = _load("compiled_x86_cases", ROOT / "tests" / "test_compiled_x86.py")   # the cases only
M32, M64 = (1 << 32) - 1, (1 << 64) - 1

TARGETS = {"alpha": ("alpha", "ev5"), "hppa64": ("parisc", "pa8600")}
ALSO = {"alpha": ("ev4", ["hash.fnv1a", "sort.insertion_sort"]),
        "hppa64": ("pa8500", ["bits.bit_reverse", "des.des_f"])}

# x86 passes a 64-bit argument as two 32-bit slots; here it is one register
_X, _Y = 0x123456789ABCDEF0, -0x0FEDCBA987654321
ARGS_64 = {("arith", "add64"): [_X, _Y], ("arith", "shl64"): [0x0123456789ABCDEF, 36]}


# the x86 cases lay their arrays out little-endian; PA-RISC is big-endian, so there each element
# of these functions' arrays (4-byte words, ip_checksum's 2-byte halves) is byte-swapped in the
# data and in the memory expected after the call: the same values, so the same results
ELEMENT = {"bignum": 4, "sort": 4, ("des", "des_rounds"): 4, ("checksum", "xor_fold"): 4,
           ("checksum", "ip_checksum"): 2}


# functions that divide: gcc calls the run-time library's division routines (Alpha libgcc's
# __divl/__reml/__remlu, PA-RISC millicode $$divI/$$remI/$$remU), which the file does not
# define; the call is refused with one line naming the routine, as on x86 for any callee
REFUSED = {("alpha", "gcd"): "__remlu", ("alpha", "div_mod"): "__divl",
           ("alpha", "powmod16"): "__remlu", ("hppa64", "gcd"): "$$remU",
           ("hppa64", "div_mod"): "$$divI", ("hppa64", "powmod16"): "$$remU"}


def _swap(b: bytes, size: int) -> bytes:
    assert len(b) % size == 0
    return b"".join(b[i:i + size][::-1] for i in range(0, len(b), size))


def _cases(target: str):
    out = []
    for c in x86.CASES:
        args = ARGS_64.get((c.file, c.function), c.args)
        data, memory = c.data, dict(c.memory)
        size = ELEMENT.get(c.file) or ELEMENT.get((c.file, c.function))
        if size and target == "hppa64":
            data = _swap(data, size)
            memory = {k: _swap(v, size) for k, v in memory.items()}
        out.append(x86.Case(c.file, c.function, args, c.expect, data, c.wide, memory, c.label))
    return out


CASES = {target: _cases(target) for target in TARGETS}


def _mnemonics(path: Path) -> set[str]:
    """The mnemonics of a gcc output file (completers dropped)."""
    out = set()
    for raw in path.read_text().splitlines():
        line = re.split(r"[;#]", raw, maxsplit=1)[0]
        line = re.sub(r"^\s*(?:[\w.$]+:\s*)*", "", line)
        m = re.match(r"([A-Za-z_][\w]*)", line)
        if m and not line.startswith("."):
            out.add(m.group(1).lower())
    return out


def missing(target: str, file: str) -> list[str]:
    """The mnemonics of a corpus file that the ISA's table does not have yet."""
    table = get_isa(TARGETS[target][0]).table
    return sorted(m for m in _mnemonics(corpus.cross_path(file, target)) if m not in table.by_mnemonic)


def _params():
    out = []
    for target, (_, core) in TARGETS.items():
        also_core, also = ALSO[target]
        for c in CASES[target]:
            lacking = missing(target, c.file)
            marks = [pytest.mark.xfail(reason=f"the {TARGETS[target][0]} table lacks "
                                       f"{', '.join(lacking)}", strict=False)] if lacking else []
            cores = [core] + ([also_core] if f"{c.file}.{c.function}" in also and not c.label else [])
            for k in cores:
                out.append(pytest.param(c, target, k, id=f"{c.id}-{target}-{k}", marks=marks))
    return out


def _run(c, target: str):
    path = corpus.cross_path(c.file, target)
    return run_function(path.read_text(), c.function, c.args, path=str(path), data=c.data,
                        isa=TARGETS[target][0])


@pytest.mark.parametrize("c, target, core", _params())
def test_function_result_and_timing(c, target: str, core: str):
    callee = REFUSED.get((target, c.function))
    if callee is not None:
        with pytest.raises(WorkbenchError) as e:
            _run(c, target)
        message = str(e.value)
        assert f"the run calls '{callee}', which the file does not define" in message
        assert message.startswith(f"{c.file}.s:") and "\n" not in message
        return
    run = _run(c, target)
    got = run.result if c.wide else run.result & M32
    assert got == c.expect & M64, f"{c.id}: got {got:#x}, C semantics give {c.expect:#x}"
    if target == "alpha" and not c.wide:
        # the Alpha keeps a 32-bit result sign-extended in $0, signed or unsigned
        low = run.result & M32
        assert run.result == (low | (M64 ^ M32) if low >> 31 else low), f"{run.result:#x}"
    data = run.program.symbols["DATA"]
    for offset, expected in c.memory.items():
        assert run.read(data + offset, len(expected)) == expected, f"{c.id}: memory at DATA+{offset:#x}"
    assert not run.notes, run.notes             # callee-saved registers and sp kept
    timing = time_run(run, core)
    n = len(run.trace) - 1                      # the return's halt is not timed
    assert timing.instructions_per_iteration == n and len(timing.instructions) == n
    assert timing.cycles_per_iteration >= n / 4 > 0
    assert timing.call["function"] == c.function and timing.iterations == 1
    assert "one call, cold" in timing.method


def test_at_least_thirty_functions_per_isa():
    for target in TARGETS:
        assert len({c.function for c in CASES[target]}) >= 30
        for src in corpus.sources():
            text = corpus.cross_path(src.stem, target).read_text()
            for name in re.findall(r"^\s*\.globl\s+(\S+)", text, re.M):
                assert any(c.file == src.stem and c.function == name for c in CASES[target]), \
                    f"{target}/{src.stem}.s: {name} has no case"


def test_corpus_files_are_all_there():
    for target in TARGETS:
        for src in corpus.sources():
            assert corpus.cross_path(src.stem, target).exists()


@pytest.mark.parametrize("target", list(TARGETS))
def test_corpus_is_what_the_cross_gcc_writes(target: str, tmp_path: Path):
    gcc, made_with = corpus.CROSS[target]
    version = corpus.gcc_version(gcc)
    if version is None:
        pytest.skip(f"{gcc} is not installed")
    if version != made_with:
        pytest.skip(f"{version} is not {made_with}, which made the committed files")
    for p in corpus.compile_cross(target, tmp_path):
        committed = corpus.CORPUS / p.relative_to(tmp_path)
        assert committed.read_text() == p.read_text(), f"{committed} is stale: run tools/compile_corpus.py"
