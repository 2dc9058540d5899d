"""The Alpha libdes-row kernels from a real compiler: kernels/c/des_sp.c compiled by
alpha-linux-gnu-gcc, committed unedited, read by our assembler (GCC's directives and explicit
relocations) and run verified on the ev5 and ev4 models."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from isa.alpha import assemble, execute
from isa.errors import AssemblyError
from isa.image import MemoryImage
from workbench.kernel import find_kernel
from workbench.layouts.alpha_des import TABLES
from workbench.runner import execute_kernel, time_trace

ROOT = Path(__file__).resolve().parent.parent
ALPHA = ROOT / "kernels" / "alpha"
C_DIR = ROOT / "kernels" / "c"
GCC = shutil.which("alpha-linux-gnu-gcc")
AS = shutil.which("alpha-linux-gnu-as")
LD = shutil.which("alpha-linux-gnu-ld")
OBJCOPY = shutil.which("alpha-linux-gnu-objcopy")
READELF = shutil.which("alpha-linux-gnu-readelf")
CPUS = ("ev5", "ev4")
# (C source, compiled file, cpu) -> the kernels that run it
COMPILED = {("des_sp.c", "des_sp_gcc_ev5.s", "ev5"): ("des-libdes-alpha", "3des-libdes-alpha"),
            ("des_sp.c", "des_sp_gcc_ev4.s", "ev4"): ("des-libdes-alpha-ev4", "3des-libdes-alpha-ev4"),
            ("des_libdes_style.c", "des_libdes_style_ev5.s", "ev5"): ("des-libdes-alpha-c",
                                                                      "3des-libdes-alpha-c"),
            ("des_libdes_style.c", "des_libdes_style_ev4.s", "ev4"): ("des-libdes-alpha-c-ev4",)}
ALL_COMPILED = [n for names in COMPILED.values() for n in names]


def command(c_source: str, output: str, cpu: str) -> list[str]:
    """The command each manifest records (run in kernels/c/)."""
    return ["alpha-linux-gnu-gcc", "-O2", f"-mcpu={cpu}", "-S", "-fno-asynchronous-unwind-tables",
            "-fno-ident", c_source, "-o", output]


@pytest.mark.parametrize("c_source, output, cpu", list(COMPILED))
def test_manifests_record_the_command_and_the_source(c_source, output, cpu):
    for name in COMPILED[(c_source, output, cpu)]:
        k = find_kernel(name)
        text = Path(k.manifest).read_text()
        assert k.source.name == output
        assert " ".join(command(c_source, f"../alpha/{output}", cpu)) in text
        assert "12.2.0" in text
        assert "not Young's libdes" in k.description or "not libdes's text" in k.description


@pytest.mark.skipif(not GCC, reason="alpha-linux-gnu-gcc not installed (Debian gcc-alpha-linux-gnu)")
@pytest.mark.parametrize("c_source, output, cpu", list(COMPILED))
def test_compiled_kernel_is_the_compilers_output_of_our_c(tmp_path, c_source, output, cpu):
    """Each committed .s is exactly what the recorded command makes of its C file."""
    version = subprocess.run([GCC, "--version"], capture_output=True, text=True).stdout
    if "12.2.0" not in version.splitlines()[0]:
        pytest.skip(f"the kernels were made by GCC 12.2.0, this is {version.splitlines()[0]}")
    shutil.copy(C_DIR / c_source, tmp_path / c_source)
    subprocess.run(command(c_source, output, cpu), cwd=tmp_path, check=True)
    assert (tmp_path / output).read_text() == (ALPHA / output).read_text()


def test_compiled_code_has_no_bwx_byte_instructions():
    """-mcpu=ev4/ev5 without -mbwx: bytes move through ldq_u/extbl and ldq_u/insbl/mskbl/stq_u,
    code a 21064 or 21164 can run (ldbu/stb are the 21164A's BWX extension)."""
    for _, output, _ in COMPILED:
        text = (ALPHA / output).read_text()
        mnemonics = set(re.findall(r"^\t([a-z_0-9]+)\s", text, re.M))
        assert {"ldq_u", "insbl", "mskbl", "stq_u"} <= mnemonics
        assert not mnemonics & {"ldbu", "ldwu", "stb", "stw", "sextb", "sextw"}


@pytest.mark.skipif(not (AS and OBJCOPY and READELF), reason="alpha-linux-gnu-as/objcopy/readelf "
                    "not installed (Debian binutils-alpha-linux-gnu)")
@pytest.mark.parametrize("output", sorted({o for _, o, _ in COMPILED}))
def test_our_words_for_the_compiled_kernels_equal_gnu_as(tmp_path, output):
    """Word for word what alpha-linux-gnu-as makes of the same file, but for the words GNU as
    leaves to the linker (its .rela.text: the driver's bsr, gpdisp pairs, GOT loads, jsr hints),
    which we resolve ourselves; the kernels' verified runs show those are right."""
    src = ALPHA / output
    subprocess.run([AS, str(src), "-o", str(tmp_path / "k.o")], check=True)
    subprocess.run([OBJCOPY, "-O", "binary", "-j", ".text", str(tmp_path / "k.o"),
                    str(tmp_path / "k.bin")], check=True)
    relocs = subprocess.run([READELF, "-rW", str(tmp_path / "k.o")], capture_output=True,
                            text=True, check=True).stdout.split("'.rela.eh_frame'")[0]
    linked = set()
    for off, kind, addend in re.findall(r"^([0-9a-f]{12,16})\s+[0-9a-f]+\s+R_ALPHA_(\w+)"
                                        r"(?:.*\+ ([0-9a-f]+))?$", relocs, re.M):
        linked.add(int(off, 16))
        if kind == "GPDISP":                 # the pair's lda lies 'addend' bytes after the ldah
            linked.add(int(off, 16) + int(addend, 16))
    gnu = (tmp_path / "k.bin").read_bytes()
    prog = assemble(src.read_text(), str(src), base=0x10000, symbols={"des_SPtrans": TABLES})
    end = max(e.address + 4 * len(e.words) for e in prog.listing if e.kind == "insn")
    ours = prog.code[:end - 0x10000]          # the code, without a GOT after it
    tail = gnu[len(ours):]                   # GNU as pads the section to 16 bytes: nop/unop
    assert len(tail) < 16 and all(tail[i:i + 4] in (bytes.fromhex("1f04ff47"),
                                                     bytes.fromhex("0000fe2f"))
                                  for i in range(0, len(tail), 4))
    assert linked and len(linked) < 20
    for off in range(0, len(ours), 4):
        if off not in linked:
            assert ours[off:off + 4] == gnu[off:off + 4], hex(off)
    if output.startswith("des_sp_gcc"):         # the driver's bsr reaches des_sp_ecb
        word = int.from_bytes(ours[:4], "little")
        assert word >> 21 == (0x34 << 5 | 26)
        disp = ((word & 0x1FFFFF) ^ 0x100000) - 0x100000
        assert 0x10000 + 4 + 4 * disp == prog.symbols["des_sp_ecb"]


# ------------------------------------------------------------------ what GCC writes, in general
GCC_STYLE = """\
\t.set noreorder
\t.set volatile
\t.set noat
\t.set nomacro
\t.arch ev5
\t.text
\t.align 2
\t.align 4
\t.globl f
\t.ent f
f:
\t.eflag 48
\t.frame $30,0,$26,0
\t.mask 0x4000000,-16
$LFB0:
\t.cfi_startproc
\tldah $29,0($27)\t\t!gpdisp!1
\tlda $29,0($29)\t\t!gpdisp!1
$f..ng:
\t.prologue 1
\tldq $3,tab($29)\t\t!literal!2
\tldl $0,4($3)\t\t!lituse_base!2
\tldq $4,tab+8($29)\t\t!literal
\tldl $4,0($4)
\tldah $2,ctab($29)\t\t!gprelhigh
\tlda $2,ctab($2)\t\t!gprellow
\tldl $5,0($2)
\tldq $6,counter($29)\t\t!gprel
\tbsr $26,1f\n1:\t.set macro\n\tldgp $29,0($26)\n\t.set nomacro
\t.cfi_def_cfa_offset 16
\t.cfi_offset 26, -16
\t.cfi_restore 26
\thalt
\t.cfi_endproc
$LFE0:
\t.end f
\t.data
tab:\t.long 11,22,33,44
\t.section\t.sbss,"aw"
\t.type\tcounter, @object
\t.size\tcounter, 8
\t.align 3
counter:
\t.zero\t8
\t.section\t.rodata
\t.align 2
ctab:
\t.long\t305419896
\t.section\t.rodata.cst4,"aM",@progbits,4
\t.align 2
$LC1:
\t.long\t1069547520
\t.section\t.note.GNU-stack,"",@progbits
"""


def _run(src: str, **regs):
    prog = assemble(src, "g.s", base=0x10000)
    img = MemoryImage(memory_size=1 << 18, registers={"r27": 0x10000, **regs})
    return prog, execute(prog, img, 0x10000, 1000)


def test_gcc_directives_sections_and_relocations_assemble_and_run():
    prog, ex = _run(GCC_STYLE)
    s = prog.symbols
    gp = s["$__got"] + 0x8000
    assert ex.register("r29") == gp                 # the gpdisp pair and ldgp both load gp
    assert ex.register("r0") == 22                  # tab[1] through the GOT (!literal/!lituse)
    assert ex.register("r4") == 33                  # tab+8 through its own GOT slot
    assert ex.register("r5") == 305419896           # ctab gp-relative (!gprelhigh/!gprellow)
    assert ex.register("r6") == 0                   # counter (.sbss, zeroed), !gprel
    assert s["ctab"] > s["counter"] > s["tab"] > s["f"] and s["$LC1"] > s["ctab"]


@pytest.mark.skipif(not (AS and LD and OBJCOPY), reason="alpha-linux-gnu-as/ld/objcopy not "
                    "installed (Debian binutils-alpha-linux-gnu)")
def test_relocations_resolve_as_gnu_ld_does(tmp_path):
    """GNU as + ld -static --no-relax, with the GOT after .text and .data after the GOT as ours are:
    every word equal, but GOT loads, whose slot order is ld's own: those must load the same
    address. (The gp-relative .sbss/.rodata of GCC_STYLE need ld's small-data placement, so this
    program keeps to .data.)"""
    src = "\n".join(line for line in GCC_STYLE.splitlines()
                    if "counter" not in line and "ctab" not in line and "ldl $5" not in line)
    src = src.split("\t.section\t.sbss")[0] + "\n"
    (tmp_path / "g.s").write_text(src)
    (tmp_path / "t.ld").write_text("SECTIONS { . = 0x10000; .text : { *(.text) } . = ALIGN(16); "
                                   ".got : { *(.got) } . = ALIGN(16); .data : { *(.data) } "
                                   "/DISCARD/ : { *(.eh_frame) } }\n")
    subprocess.run([AS, str(tmp_path / "g.s"), "-o", str(tmp_path / "g.o")], check=True)
    subprocess.run([LD, "-static", "--no-relax", "-T", str(tmp_path / "t.ld"), "-e", "f",
                    str(tmp_path / "g.o"), "-o", str(tmp_path / "g")], check=True,
                   capture_output=True)
    for sec in (".text", ".got"):
        subprocess.run([OBJCOPY, "-O", "binary", "-j", sec, str(tmp_path / "g"),
                        str(tmp_path / f"g{sec}")], check=True)
    text, got = (tmp_path / "g.text").read_bytes(), (tmp_path / "g.got").read_bytes()
    prog = assemble(src, "g.s", base=0x10000)
    ours = prog.code
    gp = prog.symbols["$__got"] + 0x8000
    at = prog.symbols["$__got"] - 0x10000
    assert len(got) == 16                                       # two slots, ld's order
    assert sorted((got[0:8], got[8:16])) == sorted((ours[at:at + 8], ours[at + 8:at + 16]))
    for off in range(0, prog.symbols["$LFE0"] - 0x10000, 4):
        a, b = ours[off:off + 4], text[off:off + 4]
        ln = prog.line_of_address.get(0x10000 + off)
        line = prog.source_lines[ln - 1] if ln else ""
        if "!literal" in line:
            def target(word, table_at):
                d = ((int.from_bytes(word, "little") & 0xFFFF) ^ 0x8000) - 0x8000
                return d + gp - table_at
            mine = target(a, prog.symbols["$__got"])
            gnu = target(b, prog.symbols["$__got"])
            assert ours[prog.symbols["$__got"] - 0x10000 + mine:][:8] == got[gnu:gnu + 8]
        else:
            assert a == b, (hex(0x10000 + off), line)


@pytest.mark.parametrize("src, where, message", [
    ("\t.section .note.GNU-stack\n\t.quad 1\n", "g.s:2:2", "note section"),
    ("\tldq $1,tab($29) !literl\n", "g.s:1:18", "unknown relocation annotation '!literl'"),
    ("\tldq $1,tab($29) !tlsgd!1\n", "g.s:1:18", "thread-local"),
    ("\tldl $1,0($2) !lituse_base\n", "g.s:1:15", "needs a sequence number"),
    ("\tlda $29,0($29) !gpdisp!7\n", "g.s:1:2", "no 'ldah ... !gpdisp!7'"),
    ("\tldl $1,tab($29) !literal\ntab: .long 1\n", "g.s:1:2", "'!literal' goes on an ldq"),
    ("\tldq $1,tab $29 !literal\ntab: .long 1\n", "g.s:1:6", "memory-format"),
    ("\tldq $1,nowhere($29) !literal\n", "g.s:1:9", "undefined symbol 'nowhere'"),
    ("\tldgp $29,0\n", "g.s:1:7", "memory-format"),
    ("\t.section .debug_info\n", "g.s:1:2", "unsupported section '.debug_info'"),
])
def test_malformed_gcc_style_lines_name_file_line_and_column(src, where, message):
    with pytest.raises(AssemblyError) as e:
        assemble(src, "g.s")
    assert str(e.value).startswith(where + ":") and message in str(e.value)


def test_sources_without_relocations_are_assembled_unchanged():
    """No GOT is added where nothing needs gp (the hand-written kernels keep their bytes)."""
    src = (ALPHA / "des_biham.s").read_text()
    prog = assemble(src, "des_biham.s")
    assert "$__got" not in prog.symbols and "$__gp" not in prog.symbols


# ------------------------------------------------------------------ the kernels
@pytest.mark.parametrize("name", ALL_COMPILED)
def test_compiled_kernels_run_verified_on_ev5_and_ev4(name):
    kernel = find_kernel(name)
    program, trace = execute_kernel(kernel, 3)        # raises VerificationError on a mismatch
    assert trace.meta.verified
    for core in ("ev5", "ev4"):
        r = time_trace(kernel, program, trace, core).result
        assert r.cycles == sum(r.breakdown.values()) and set(r.regions) >= {"ip", "round", "fp"}


@pytest.mark.parametrize("name, rounds", [("des-libdes-alpha", 16), ("3des-libdes-alpha-ev4", 48)])
def test_each_round_makes_eight_sp_lookups_and_eight_key_byte_loads(name, rounds):
    kernel = find_kernel(name)
    blocks = 2
    _, t = execute_kernel(kernel, blocks)
    from workbench.layouts.alpha_des import KEYS
    mn = np.array([s.mnemonic for s in t.static])[t.index]
    region = np.array([s.region or "" for s in t.static])[t.index]
    sp = (t.data_addr >= TABLES) & (t.data_addr < TABLES + 2048)
    keys = (t.data_addr >= KEYS) & (t.data_addr < KEYS + 8 * rounds)
    assert (sp & (mn == "ldl") & (region == "round")).sum() == 8 * rounds * blocks
    assert (keys & (mn == "ldq_u") & (region == "round")).sum() == 8 * rounds * blocks
    assert (sp | keys).sum() == 16 * rounds * blocks


@pytest.mark.parametrize("name, rounds", [("des-libdes-alpha-c", 16), ("3des-libdes-alpha-c", 48)])
def test_libdes_style_round_loads_two_key_words_and_makes_eight_lookups(name, rounds):
    """libdes's round: u = R ^ k0, t = R ^ k1 (two ldl from the key words), eight ldl from
    des_SPtrans, whose address comes from the GOT the assembler built."""
    kernel = find_kernel(name)
    blocks = 2
    program, t = execute_kernel(kernel, blocks)
    from workbench.layouts.alpha_des import KEYS
    mn = np.array([s.mnemonic for s in t.static])[t.index]
    region = np.array([s.region or "" for s in t.static])[t.index]
    sp = (t.data_addr >= TABLES) & (t.data_addr < TABLES + 2048)
    keys = (t.data_addr >= KEYS) & (t.data_addr < KEYS + 8 * rounds)
    assert (sp & (mn == "ldl") & (region == "round")).sum() == 8 * rounds * blocks
    assert (keys & (mn == "ldl") & (region == "round")).sum() == 2 * rounds * blocks
    got = program.symbols["$__got"]
    assert int.from_bytes(program.code[got - 0x10000:got - 0x10000 + 8], "little") == TABLES
