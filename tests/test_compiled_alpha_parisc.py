"""gcc's own Alpha and PA-RISC output, timed as it stands: every function of tests/compiled/*.c,
compiled by ``alpha-linux-gnu-gcc -O2 -S`` (its default -mcpu, ev4) and ``hppa64-linux-gnu-gcc
-O2 -S`` (tools/compile_corpus.py), and ``alpha-linux-gnu-gcc -O2 -mcpu=ev56 -S`` (alpha-ev56/,
with the BWX byte and word loads and stores), is assembled unedited, called by the ISA's
convention (workbench.function: Alpha $16.., PA-RISC 64-bit %r26..), checked against the C
semantics that tests/test_compiled_x86.py computes (the same cases, with the 64-bit arguments that
x86 passes as two slots given as one register here), and timed on every core of its ISA that has
its instructions: alpha/ on ev4, ev5, ev56 and pca56, alpha-ev56/ on ev56 and pca56, hppa64/ on
pa8500 and pa8600 (each function runs once; the trace is timed on each core). On ev4 and ev5 a
alpha-ev56/ function that uses BWX is refused naming the extension.

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

TARGETS = {"alpha": ("alpha", "ev5"), "hppa64": ("parisc", "pa8600"), "alpha-ev56": ("alpha", "ev56")}
# the cores that time each folder's functions (every core of the ISA with the code's extensions)
CORES = {"alpha": ("ev4", "ev5", "ev56", "pca56"), "hppa64": ("pa8500", "pa8600"),
         "alpha-ev56": ("ev56", "pca56")}

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
           ("hppa64", "div_mod"): "$$divI", ("hppa64", "powmod16"): "$$remU",
           ("alpha-ev56", "gcd"): "__remlu", ("alpha-ev56", "div_mod"): "__divl",
           ("alpha-ev56", "powmod16"): "__remlu"}


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
    for target in TARGETS:
        for c in CASES[target]:
            lacking = missing(target, c.file)
            marks = [pytest.mark.xfail(reason=f"the {TARGETS[target][0]} table lacks "
                                       f"{', '.join(lacking)}", strict=False)] if lacking else []
            for k in CORES[target]:
                out.append(pytest.param(c, target, k, id=f"{c.id}-{target}-{k}", marks=marks))
    return out


_RUNS: dict = {}


def _run(c, target: str):
    """The function's run (once per case and folder: each core times the same trace)."""
    key = (c.id, target)
    if key not in _RUNS:
        path = corpus.cross_path(c.file, target)
        _RUNS[key] = run_function(path.read_text(), c.function, c.args, path=str(path), data=c.data,
                                  isa=TARGETS[target][0])
    return _RUNS[key]


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
    if target.startswith("alpha") and not c.wide:
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


def test_ev56_code_with_bwx_is_refused_on_ev4_and_ev5_naming_bwx():
    """gcc -mcpu=ev56 writes ldbu/stb and friends: ev56 and pca56 time them (above), the 21064
    and 21164 refuse them with the extension's name and the first core that has it."""
    bwx = []
    for c in CASES["alpha-ev56"]:
        if ("alpha-ev56", c.function) in REFUSED:
            continue
        run = _run(c, "alpha-ev56")
        if not any(s.attrs.get("ext") == "bwx" for s in run.trace.static):
            continue
        bwx.append(c.id)
        for core in ("ev4", "ev5"):
            with pytest.raises(WorkbenchError) as e:
                time_run(run, core)
            msg = str(e.value)
            assert "BWX (byte/word) extension" in msg and "--core ev56" in msg \
                and f"{core} lacks it" in msg, msg
    assert len(bwx) >= 5, bwx


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


# ------------------------------------------------------------------ the front end, directly
ALPHA_DATA = """\
	.set noreorder
	.text
	.align 4
	.globl f
	.ent f
f:	.frame $30,0,$26,0
	.prologue 0
	lda $0,7($31)
	ret $31,($26),1
	.end f
	.section .rodata.str1.1,"aMS",@progbits,1
$LC0:	.string "ab"
	.section	.rodata
	.align 3
tab:	.quad 1,-2
	.byte 7
	.p2align 4
al16:	.long 0x11223344
	.balign 8
b8:	.ascii "x\\t"
	.asciz "yz"
	.stringz "w"
	.comm buf,24,8
	.lcomm one,3
	.data
	.zero 5
	.align 5
al32:	.short 0x5566
	.section	.note.GNU-stack,"",@progbits
"""


def _image(program) -> callable:
    def at(name: str, n: int) -> bytes:
        off = program.symbols[name] - program.base
        return program.code[off:off + n]
    return at


def test_alpha_data_directives_build_an_aligned_image():
    from isa.alpha import assemble
    p = assemble(ALPHA_DATA, "d.s")
    at, sym = _image(p), p.symbols
    assert p.functions == ["f"]
    assert at("$LC0", 3) == b"ab\0"
    assert at("tab", 17) == (1).to_bytes(8, "little") + (-2 % (1 << 64)).to_bytes(8, "little") + b"\7"
    assert sym["tab"] % 8 == 0 and sym["al16"] % 16 == 0 and sym["b8"] % 8 == 0
    assert sym["al32"] % 32 == 0 and at("al32", 2) == b"\x66\x55"
    assert at("al16", 4) == bytes.fromhex("44332211")
    assert at("b8", 7) == b"x\tyz\0w\0"
    assert sym["buf"] % 8 == 0 and sym["one"] >= sym["buf"] + 24
    assert min(sym["$LC0"], sym["tab"], sym["buf"]) > sym["f"]


def test_parisc_data_and_linkage_table():
    """hppa64 gcc's LT'/RT' pair loads an address from the data linkage table (dp = %r27), and
    L'/R' of ``sym-$global$`` is dp-relative."""
    src = """\
	.LEVEL 2.0w
	.text
	.align 8
.globl f
	.type	f, @function
f:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LT'tab,%r27
	ldd RT'tab(%r1),%r28
	ldw 4(%r28),%r28
	bve (%r2)
	nop
	.EXIT
	.PROCEND
	.size	f, .-f
.globl g
	.type	g, @function
g:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil L'tab-$global$,%r27
	bve (%r2)
	ldo R'tab-$global$(%r1),%r28
	.EXIT
	.PROCEND
	.section	.rodata
	.align 8
tab:
	.word 0x11111111,0x12345678
	.stringz "ok"
	.IMPORT $$remU,MILLICODE
"""
    run = run_function(src, "f", [], path="p.s", isa="parisc")
    assert run.result == 0x12345678
    assert run.program.functions == ["f", "g"]
    assert run.program.symbols["tab"] % 8 == 0
    assert run_function(src, "g", [], path="p.s", isa="parisc").result == run.program.symbols["tab"]
    assert "$$remU" in run.program.externals.values()


@pytest.mark.parametrize("isa_name, src, where, message", [
    ("alpha", "\t.text\n\t.frobnicate 3\n", "g.s:2:2", "unknown directive '.frobnicate'"),
    ("parisc", "\t.text\n\t.frobnicate 3\n", "g.s:2:2", "unknown directive '.frobnicate'"),
    ("alpha", '\t.data\n\t.string "ab\n', "g.s:2:13", "never closed"),
    ("parisc", "\t.comm buf\n", "g.s:1:2", "needs 'name, size[, alignment]'"),
    ("alpha", "\t.section .rodata\n\t.gprel32\n", "g.s:2:2", ".gprel32 needs"),
    ("parisc", "\t.text\n\tldd RT'(%r1),%r20\n", "g.s:2:", ""),
])
def test_front_end_errors_name_file_line_and_column(isa_name, src, where, message):
    with pytest.raises(AssemblyError) as e:
        get_isa(isa_name).assemble(src, "g.s")
    assert str(e.value).startswith(where) and message in str(e.value)


def test_calling_a_function_not_in_the_file_is_one_line():
    path = corpus.cross_path("bits", "alpha")
    with pytest.raises(WorkbenchError) as e:
        run_function(path.read_text(), "popcount", [1], path=str(path), isa="alpha")
    assert "function 'popcount' is not in" in str(e.value) and "bit_reverse" in str(e.value)
    assert "\n" not in str(e.value)


def test_alpha_call_registers_follow_the_calling_standard():
    """$27 holds the function's address at entry, $29 the gp that ldgp derives from it, a 32-bit
    argument arrives sign-extended, and $26 returns to the halt."""
    src = "\t.text\n\t.ent f\nf:\tldgp $29,0($27)\n\tmov $27,$0\n\tmov $29,$1\n\tmov $16,$2\n" \
          "\tret $31,($26),1\n\t.end f\n\t.data\nv:\t.quad 5\n\t.text\n\tldq $3,v($29) !literal\n"
    run = run_function(src, "f", ["0xDEADBEEF"], path="a.s", isa="alpha")
    regs = run.execution.registers
    assert run.result == run.address
    assert regs["r1"] == run.program.symbols["$__gp"]
    assert regs["r2"] == 0xFFFFFFFFDEADBEEF


@pytest.mark.parametrize("target, function, args, shown", [
    ("alpha", "bit_reverse", "0x12345678", "returned $0=0x1e6a2c48"),
    ("hppa64", "bit_reverse", "0x12345678", "returned %r28=0x1e6a2c48"),
    ("alpha", "hash_str", "DATA", "returned $0=0x1505"),
])
def test_command_line(target, function, args, shown, capsys):
    from workbench.cli import main
    path = corpus.cross_path(function == "hash_str" and "string" or "bits", target)
    core = TARGETS[target][1]
    assert main(["time", str(path), "--core", core, "--function", function, "--args", args]) == 0
    out = capsys.readouterr().out
    assert shown in out and f"{function}({args}), one call" in out
    assert main(["time", str(path), "--core", core, "--function", "nope"]) == 1
    err = capsys.readouterr().err
    assert "function 'nope' is not in" in err and "Traceback" not in err


def test_previous_and_pushsection():
    from isa.alpha import assemble
    p = assemble("\t.text\nf:\tnop\n\t.section .rodata\nr:\t.quad 1\n\t.previous\ng:\tnop\n"
                 "\t.pushsection .data\nd:\t.long 2\n\t.popsection\nh:\tnop\n", "s.s")
    sym = p.symbols
    assert sym["g"] == sym["f"] + 4 and sym["h"] == sym["g"] + 4 and min(sym["r"], sym["d"]) > sym["h"]


# gcc -O2 -S of "int counter; static int hits[4]; int bump(int x) { counter += x;
# hits[x & 3]++; return counter * 16 + hits[x & 3]; }": .sbss/.bss/.comm data the call writes
BUMP = {"alpha": '\t.set noreorder\n\t.set volatile\n\t.set noat\n\t.set nomacro\n\t.text\n\t.align 2\n\t.align 4\n\t.globl bump\n\t.ent bump\nbump:\n\t.eflag 48\n\t.frame $30,0,$26,0\n$LFB0:\n\t.cfi_startproc\n\tldah $29,0($27)\t\t!gpdisp!1\n\tlda $29,0($29)\t\t!gpdisp!1\n$bump..ng:\n\t.prologue 1\n\tldah $4,counter($29)\t\t!gprelhigh\n\tldah $3,hits($29)\t\t!gprelhigh\n\tand $16,3,$2\n\tldl $1,counter($4)\t\t!gprellow\n\tlda $3,hits($3)\t\t!gprellow\n\ts4addq $2,$3,$2\n\taddl $1,$16,$16\n\tstl $16,counter($4)\t\t!gprellow\n\tsll $16,4,$16\n\tldl $0,0($2)\n\taddl $0,1,$0\n\tstl $0,0($2)\n\taddl $0,$16,$0\n\tret $31,($26),1\n\t.cfi_endproc\n$LFE0:\n\t.end bump\n\t.section\t.bss\n\t.type\thits, @object\n\t.size\thits, 16\n\t.align 2\nhits:\n\t.zero\t16\n\t.globl counter\n\t.section\t.sbss,"aw"\n\t.type\tcounter, @object\n\t.size\tcounter, 4\n\t.align 2\ncounter:\n\t.zero\t4\n\t.ident\t"GCC: (Debian 12.2.0-13) 12.2.0"\n\t.section\t.note.GNU-stack,"",@progbits\n',
        "parisc": '\t.LEVEL 2.0w\n\t.text\n\t.align 8\n.globl bump\n\t.type\tbump, @function\nbump:\n\t.PROC\n\t.CALLINFO FRAME=0,NO_CALLS\n\t.ENTRY\n\taddil LT\'counter,%r27\n\tldd RT\'counter(%r1),%r20\n\tldw 0(%r20),%r28\n\textrd,u %r26,63,2,%r19\n\taddil LT\'hits,%r27\n\tadd,l %r26,%r28,%r26\n\tldd RT\'hits(%r1),%r31\n\tstw %r26,0(%r20)\n\tldw,s %r19(%r31),%r28\n\tdepw,z %r26,27,28,%r26\n\tshladd,l %r19,2,%r31,%r31\n\tldo 1(%r28),%r28\n\tstw %r28,0(%r31)\n\tadd,l %r26,%r28,%r28\n\tbve (%r2)\n\textrd,s %r28,63,32,%r28\n\t.EXIT\n\t.PROCEND\n\t.size\tbump, .-bump\n\t.local\thits\n\t.comm\thits,16,4\n.globl counter\n\t.section\t.bss\n\t.type\tcounter, @object\n\t.size\tcounter, 4\n\t.align 4\ncounter:\n\t.block 4\n\t.ident\t"GCC: (GNU) 12.2.0"\n'}


@pytest.mark.parametrize("isa_name", list(BUMP))
def test_a_call_writes_the_files_data_sections(isa_name):
    run = run_function(BUMP[isa_name], "bump", [5], path="w.s", isa=isa_name)
    assert run.result == 5 * 16 + 1
    order = "little" if isa_name == "alpha" else "big"
    assert int.from_bytes(run.read(run.program.symbols["counter"], 4), order) == 5


LR_RR = ["\tldil LR'0x12345fff,%r1", "\tldo RR'0x12345fff(%r1),%r1", "\tldil LR'0x12344fff,%r1",
         "\tldo RR'0x12344fff(%r1),%r1", "\tldil L'0x12345fff,%r1", "\tldo R'0x12345fff(%r1),%r1"]


def test_parisc_rounded_selectors_split_as_gnu_as_does(tmp_path):
    """LR'/RR' of a constant: the words hppa64-linux-gnu-as 2.40 writes (objdump: ldil
    L%12346000 with ldo -1, ldil L%12344000 with ldo 0xfff), and each pair loads the value."""
    src = "\t.LEVEL 2.0w\n\t.text\n" + "\n".join(LR_RR) + "\n"
    ours = get_isa("parisc").assemble(src, "lr.s").code
    assert ours.hex() == "20234246" "34213fff" "20224246" "34211ffe" "20227246" "34210ffe"
    for k in range(0, 6, 2):
        body = "\t.text\n\t.type f,@function\nf:\n" + "\n".join(LR_RR[k:k + 2]) + \
               "\n\tbve (%r2)\n\tcopy %r1,%r28\n"
        want = int(LR_RR[k].split("'")[1].split(",")[0], 16)
        assert run_function(body, "f", [], path="lr.s", isa="parisc").result == want


def test_strings_with_escaped_quotes_and_comment_characters():
    from isa.alpha import assemble
    p = assemble('\t.data\ns:\t.string "a\\"#;b" # a comment\n\t.byte 1 ; t:\t.byte 2\n', "q.s")
    at = _image(p)
    assert at("s", 8) == b'a"#;b\0\1\2' and p.symbols["t"] == p.symbols["s"] + 7
