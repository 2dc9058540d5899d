"""Every instruction form ``hppa64-linux-gnu-gcc -O2 -S`` emits for tests/compiled/*.c (issue 20,
issue 26 item 2): it assembles to GNU as's word, runs, and times on pa8600 and pa8500. Also
semantics pins of the forms added for it (xmpyu, compare and clear, carries and the divide
step, branch on bit, floating point).

fcmp's conditions that begin with '!' (``fcmp,dbl,!<``, which gcc emits for FP branches)
assemble since the PA-RISC dialect keeps a '!' that follows a completer comma, as GNU as does.

GCC_FORMS is one line per mnemonic and completer combination of that output (gcc 12, Debian;
collected by compiling tests/compiled/*.c), with the symbolic operands (``LT'sym``, ``.L5``,
``$$divI``) replaced by numbers and local labels, since relocations are the front end's
business. test_gcc_output_assembles recompiles the corpus where the cross compiler is
installed and checks that no line of it is refused for its mnemonic or completers.
"""
from __future__ import annotations

import math
import re
import shutil
import struct
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest

import isa
from isa.errors import AssemblyError, EmulationFault
from isa.image import MemoryImage
from isa.parisc import assemble
from isa.parisc.machine import static_insn
from workbench.cores.pa8600_rules import U_ALU, U_FMAC, U_LSU, U_SMU, static_cost
from workbench.fragment import time_fragment
from workbench.machine import load_machine

ROOT = Path(__file__).resolve().parents[1]
AS = shutil.which("hppa64-linux-gnu-as")
OBJCOPY = shutil.which("hppa64-linux-gnu-objcopy")
GCC = shutil.which("hppa64-linux-gnu-gcc")
M = 2**64 - 1

GCC_FORMS = [
    "fcmp,dbl,!< %fr4,%fr5", "add,l %r28,%r31,%r21", "addil L%0x12345000,%r27", "and %r31,%r28,%r31", "b L", "b,l L,%r2",
    "b,n L", "bv,n %r0(%r28)", "bve (%r2)", "bve,n (%r2)", "cmpb,*<> %r0,%r31,L",
    "cmpb,*<>,n %r22,%r26,L", "cmpb,*= %r0,%r31,L", "cmpb,*=,n %r0,%r28,L", "cmpb,< %r1,%r23,L",
    "cmpb,<,n %r20,%r31,L", "cmpb,<< %r28,%r26,L", "cmpb,<= %r19,%r21,L", "cmpb,<> %r28,%r23,L",
    "cmpb,= %r28,%r31,L", "cmpb,=,n %r31,%r19,L", "cmpb,> %r23,%r21,L", "cmpb,>,n %r24,%r20,L",
    "cmpb,>= %r25,%r23,L", "cmpb,>> %r28,%r20,L", "cmpb,>>= %r31,%r19,L",
    "cmpclr,*<> %r0,%r31,%r0", "cmpclr,<<= %r20,%r19,%r19", "cmpclr,<= %r19,%r22,%r0",
    "cmpclr,<> %r24,%r20,%r0", "cmpclr,>= %r19,%r21,%r0", "cmpib,<< 9,%r21,L",
    "cmpib,<> 0,%r29,L", "cmpib,= 0,%r25,L", "cmpib,=,n 0,%r31,L", "cmpib,> 0,%r24,L",
    "cmpib,>= 0,%r26,L", "cmpib,>>= 9,%r19,L", "cmpiclr,<> 2,%r28,%r0", "copy %r31,%r26",
    "depd,z %r31,59,60,%r19", "depdi 0,0+32-1,32,%r28", "depdi,z -1,63,32,%r28",
    "depdi,z 1,%sar,64,%r19", "depw %r28,15,8,%r28", "depw,z %r26,30,31,%r26",
    "depwi -1,23,1,%r25", "depwi,z -1,31,30,%r28", "extrd,s %r26,63,32,%r31",
    "extrd,u %r26,63,32,%r31", "extrw,s %r28,%sar,32,%r28", "extrw,u %r31,29,30,%r28",
    "fldd -56(%r30),%fr22", "fldd 0(%r1),%fr23", "fldw 0(%r25),%fr22R", "fstd %fr22,-56(%r30)",
    "ldb 0(%r26),%r31", "ldb,mb 1(%r26),%r19", "ldd -16(%r30),%r2", "ldd,mb -176(%r30),%r9",
    "ldh 0(%r26),%r28", "ldh,s %r19(%r2),%r26", "ldi 0,%r28", "ldil L'1073741824,%r31",
    "ldil L'-1431650304,%r28", "ldo 64(%r30),%r30", "ldw 0(%r25),%r31", "ldw,s %r28(%r19),%r28",
    "mfia %r19", "mtsar %r31", "mtsarcm %r25", "nop", "or %r19,%r31,%r19", "or,>= %r0,%r31,%r31",
    "shladd,l %r20,1,%r20,%r31", "shrpw %r31,%r31,16,%r28", "stb %r31,0(%r26)",
    "std %r2,-16(%r30)", "std,ma %r9,176(%r30)", "stw %r28,0(%r26)", "sub %r20,%r21,%r20",
    "subi 0,%r31,%r31", "uaddcm %r0,%r31,%r28", "xmpyu %fr22R,%fr23R,%fr22",
    "xor %r19,%r20,%r31",
    # the same corpus at -O3 and -Os adds these
    "bb,>= %r26,26,L",
    # and the same compiler on floating-point, conversion and carry code (not in the corpus):
    "fcnv,dbl,sgl %fr4,%fr4R", "fcnv,dw,dbl %fr22,%fr4", "fcnv,sgl,dbl %fr4R,%fr4",
    "fcnv,t,dbl,dw %fr4,%fr4", "fcnv,t,dbl,uw %fr4,%fr4R", "fcnv,t,dbl,w %fr4,%fr4R",
    "fcnv,uw,dbl %fr22R,%fr4", "fcnv,w,dbl %fr22R,%fr4", "ftest", "fmpy,sgl %fr4R,%fr5R,%fr4R",
    "fmpyfadd,dbl %fr5,%fr22,%fr4,%fr4", "sub,db %r24,%r0,%r28", "add,dc %r25,%r26,%r28",
]
SOURCE = "L:\n" + "\n".join(GCC_FORMS) + "\n"


def _gnu(src: str, tmp: Path) -> bytes:
    (tmp / "t.s").write_text("\t.level 2.0w\n\t.text\n" + src)
    r = subprocess.run([AS, "-o", str(tmp / "t.o"), str(tmp / "t.s")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:2000]
    subprocess.run([OBJCOPY, "-O", "binary", "-j", ".text", str(tmp / "t.o"), str(tmp / "t.bin")],
                   check=True)
    return (tmp / "t.bin").read_bytes()


@pytest.mark.skipif(not (AS and OBJCOPY), reason="hppa64-linux-gnu-as/objcopy not found: install "
                    "the Debian package binutils-hppa64-linux-gnu")
def test_gcc_forms_assemble_like_gnu_as(tmp_path):
    ours = assemble(SOURCE, "gcc.s").code
    theirs = _gnu(SOURCE, tmp_path)[:len(ours)]
    bad = [(GCC_FORMS[k], ours[4 * k:4 * k + 4].hex(), theirs[4 * k:4 * k + 4].hex())
           for k in range(len(GCC_FORMS)) if ours[4 * k:4 * k + 4] != theirs[4 * k:4 * k + 4]]
    assert not bad, bad


def _symbolic_to_numbers(line: str) -> str:
    line = re.sub(r"\bLT?'[\w.$]+", "L%0x12345678", line)
    line = re.sub(r"\bRT?'[\w.$]+", "R%0x12345678", line)
    return re.sub(r"\$\$\w+|\bdes_f\b|\.L\d+|\.\+\d+", "L", line)


@pytest.mark.skipif(not GCC, reason="hppa64-linux-gnu-gcc not found (Debian gcc-hppa64-linux-gnu)")
def test_gcc_output_assembles(tmp_path):
    """No instruction of gcc -O2's output for the corpus is refused for its mnemonic, its
    completers or its operand forms (its symbols replaced, as in GCC_FORMS)."""
    refused = []
    for c in sorted((ROOT / "tests" / "compiled").glob("*.c")):
        out = subprocess.run([GCC, "-O2", "-S", "-o", "-", str(c)], capture_output=True, text=True,
                             cwd=tmp_path, check=True).stdout
        for line in out.splitlines():
            if not re.match(r"\t[a-z]", line):
                continue
            text = _symbolic_to_numbers(line.strip())
            try:
                assemble("L:\n" + text, "g.s")
            except AssemblyError as e:
                refused.append((c.name, line.strip(), str(e)))
    assert not refused, refused[:10]


@pytest.mark.parametrize("core", ["pa8600", "pa8500"])
def test_every_gcc_form_has_a_cost_on_the_core(core):
    """Each form decodes to a static instruction the core's rules place on a unit with a
    latency from the machine file: ALU, shift/merge, load/store (FP loads and stores too) or
    FMAC (xmpyu)."""
    spec = load_machine(core)
    code = assemble(SOURCE, "gcc.s").code
    units = {}
    for k, text in enumerate(GCC_FORMS):
        s, _d = static_insn(int.from_bytes(code[4 * k:4 * k + 4], "big"), 4 * k)
        c = static_cost(s, spec, {})
        units[text.split()[0]] = (c.unit, c.latency)
    assert units["xmpyu"] == (U_FMAC, int(spec["latency.fmac"]))
    fc = static_cost(static_insn(int.from_bytes(assemble("fcpy,dbl %fr4,%fr5").code, "big"), 0)[0],
                     spec, {})
    assert (fc.unit, fc.latency) == (U_FMAC, int(spec["latency.fmac"]))
    for m in ("fldd", "fldw"):
        assert units[m] == (U_LSU, int(spec["latency.load"]))
    assert units["fstd"] == (U_LSU, int(spec["latency.store"]))
    for m in ("cmpclr,<>", "cmpiclr,<>", "subi", "uaddcm", "mfia", "addil", "ldil"):
        assert units[m] == (U_ALU, int(spec["latency.alu"])), m
    assert units["depw,z"][0] == units["extrd,u"][0] == U_SMU


MULTIPLY = """
 std %r25,-56(%r30)
 std %r26,-64(%r30)
 fldd -56(%r30),%fr22
 fldd -64(%r30),%fr23
 xmpyu %fr22R,%fr23R,%fr24
 fstd %fr24,-72(%r30)
 cmpclr,<> %r25,%r26,%r21
 subi 0,%r25,%r23
 uaddcm %r0,%r25,%r27
 mfia %r19
"""


@pytest.mark.parametrize("core", ["pa8600", "pa8500"])
def test_gcc_multiply_idiom_times(core):
    """gcc's 32x32 multiply (through the FP registers) times: xmpyu on an FMAC, after its
    operands' loads, and the fstd that stores its product after the FMAC latency."""
    spec = load_machine(core)
    t = time_fragment(MULTIPLY, core, path="mul.s", registers={"r30": 0x8000}, iterations=20)
    rows = {r.text.split()[0]: r for r in t.instructions}
    assert rows["xmpyu"].pipe == "fmac"
    assert rows["fstd"].issue >= rows["xmpyu"].issue + int(spec["latency.fmac"])
    assert rows["xmpyu"].issue >= rows["fldd"].issue + int(spec["latency.load"])
    assert t.cycles_per_iteration > 0


# ---------------------------------------------------------------------------- semantics pins

def run(src: str, **regs):
    layer = isa.get_isa("parisc")
    program = layer.assemble(src + "\n halt\n", "t.s", base=0x1000)
    img = MemoryImage(memory_size=1 << 16)
    img.add("data", 0x8000, bytes(range(256)) * 4)
    img.registers.update(regs)
    return layer.execute(program, img, program.base, 10_000)


@pytest.mark.parametrize("a,b", [(0xFFFFFFFF, 0xFFFFFFFF), (0x12345678, 0x9ABCDEF0), (0, 7),
                                 (0xFFFFFFFF_00000003, 0x5_80000000)])
def test_xmpyu_is_the_unsigned_64_bit_product_of_the_low_words(a, b):
    ex = run("std %r25,-8(%r30)\n std %r26,-16(%r30)\n fldd -8(%r30),%fr4\n fldd -16(%r30),%fr5\n"
             " xmpyu %fr4R,%fr5R,%fr6\n fstd %fr6,-24(%r30)\n ldd -24(%r30),%r28",
             r25=a, r26=b, r30=0x8100)
    assert ex.registers["r28"] == (a & 0xFFFFFFFF) * (b & 0xFFFFFFFF)
    assert ex.registers["fr6"] == ex.registers["r28"]


def test_fldw_halves_and_xmpyu_left_words():
    ex = run("fldw 0(%r26),%fr7L\n fldw 4(%r26),%fr7R\n fldw 8(%r26),%fr8\n"
             " xmpyu %fr7L,%fr8L,%fr9\n fstw %fr7R,16(%r26)\n ldw 16(%r26),%r3", r26=0x8000)
    r = ex.registers
    assert r["fr7"] == 0x0001020304050607
    assert r["fr9"] == 0x00010203 * 0x08090A0B
    assert r["r3"] == 0x04050607


@pytest.mark.parametrize("cond,a,b,nullified", [
    ("<>", 5, 5, False), ("<>", 5, 6, True), ("<<=", 7, 6, False), ("<<=", 6, 7, True),
    ("<", -1 & M, 0, True), ("*<", 0xFFFFFFFF, 0, False), ("<", 0xFFFFFFFF, 0, True),
    (">=", 3, 3, True), ("*<>", 1 << 32, 0, True), ("<>", 1 << 32, 0, False)])
def test_cmpclr_clears_and_nullifies_on_the_compare(cond, a, b, nullified):
    ex = run(f"cmpclr,{cond} %r4,%r5,%r6\n ldi 1,%r7", r4=a, r5=b, r6=99)
    assert ex.registers["r6"] == 0
    assert ex.registers["r7"] == (0 if nullified else 1)
    assert bool(ex.trace.nullified[1]) is nullified


def test_cmpiclr_subi_addi_uaddcm_mfia():
    ex = run("cmpiclr,*<> 2,%r28,%r0\n ldi 9,%r22\n subi 0,%r31,%r23\n subi,<> 3,%r24,%r0\n"
             " ldi 4,%r24\n uaddcm %r0,%r25,%r27\n addi,tr 1,%r25,%r29\n ldi 55,%r29\n mfia %r19",
             r28=2, r31=5, r24=3, r25=0xFFFFFFFF)
    r = ex.registers
    assert r["r22"] == 9                          # 2 == r28: not nullified
    assert r["r23"] == (-5) & M
    assert r["r24"] == 4
    assert r["r27"] == 0xFFFFFFFF_00000000        # r0 + ~r25
    assert r["r29"] == 0x1_00000000               # ,tr nullified the ldi
    assert r["r19"] == 0x1000 + 4 * 8             # mfia: its own address


def test_addi_tsv_and_tc_trap():
    with pytest.raises(EmulationFault, match="signed overflow"):
        run("addi,tsv 1,%r3,%r4", r3=0x7FFFFFFF)
    with pytest.raises(EmulationFault, match="condition trap"):
        run("addi,tc,= 1,%r3,%r4", r3=-1 & M)
    assert run("addi,tc,= 1,%r3,%r4", r3=5).registers["r4"] == 6


def test_fcpy_copies_bits_of_registers_and_halves():
    r = run("fldd 0(%r26),%fr4\n fcpy,dbl %fr4,%fr5\n fcpy,sgl %fr4R,%fr6L\n fcpy %fr4,%fr6R",
            r26=0x8000).registers
    assert r["fr5"] == 0x0001020304050607
    assert r["fr6"] == 0x0405060700010203


def _f64(x: float) -> int:
    return struct.unpack(">Q", struct.pack(">d", x))[0]


def _f32(x: float) -> int:
    return struct.unpack(">I", struct.pack(">f", x))[0]


FP_SRC = """ fldd 0(%r26),%fr4
 fldd 8(%r26),%fr5
 fldd 16(%r26),%fr6
 fadd,dbl %fr4,%fr5,%fr7
 fsub,dbl %fr4,%fr5,%fr8
 fmpy,dbl %fr4,%fr5,%fr9
 fdiv,dbl %fr4,%fr5,%fr10
 fsqrt,dbl %fr5,%fr11
 fmpyfadd,dbl %fr4,%fr5,%fr6,%fr12
 fmpynfadd,dbl %fr4,%fr5,%fr6,%fr13
 fabs,dbl %fr8,%fr14
 fneg,dbl %fr4,%fr15
 fldw 24(%r26),%fr16
 fldw 28(%r26),%fr16R
 fmpy,sgl %fr16,%fr16R,%fr17R
 fdiv,sgl %fr16R,%fr16,%fr18
 fdiv,dbl %fr4,%fr0,%fr19"""


def test_fp_operations_are_ieee():
    a, b, c = 1.1, 3.3, -2.5
    mem = struct.pack(">dddff", a, b, c, 1.5, 1e-3)
    layer = isa.get_isa("parisc")
    program = layer.assemble(FP_SRC + "\n halt\n", "fp.s", base=0x1000)
    img = MemoryImage(memory_size=1 << 16)
    img.add("data", 0x8000, mem + bytes(64))
    img.registers.update(r26=0x8000)
    r = layer.execute(program, img, program.base, 1000).registers
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    assert [r[f"fr{k}"] for k in range(7, 16)] == [
        _f64(a + b), _f64(a - b), _f64(a * b), _f64(a / b), _f64(math.sqrt(b)), _f64(float(exact)),
        _f64(-float(exact)), _f64(abs(a - b)), _f64(-a)]
    s1, s2 = struct.unpack(">ff", struct.pack(">ff", 1.5, 1e-3))
    assert r["fr17"] & 0xFFFFFFFF == _f32(s1 * s2)
    assert r["fr18"] >> 32 == _f32(s2 / s1)
    assert r["fr19"] == _f64(math.inf)          # fr0 is 0 here: a divide by zero gives +inf


@pytest.mark.parametrize("core", ["pa8600", "pa8500"])
def test_divides_hold_the_unpipelined_divide_units(core):
    """Three independent fdiv,dbl: two start together on the two units, the third waits until
    one is free again (latency.fdiv_dbl later)."""
    spec = load_machine(core)
    t = time_fragment("fdiv,dbl %fr4,%fr5,%fr6\nfdiv,dbl %fr4,%fr5,%fr7\nfdiv,dbl %fr4,%fr5,%fr8",
                      core, iterations=1)
    issue = [r.issue for r in t.instructions]
    assert [r.pipe for r in t.instructions] == ["fdiv"] * 3
    assert issue[1] == issue[0] and issue[2] >= issue[0] + int(spec["latency.fdiv_dbl"])


def test_long_ldw_stw_modify_before_and_after():
    ex = run("stw,ma %r5,64(%r30)\n ldw,mb -64(%r30),%r6\n stw,mb %r7,-128(%r30)\n"
             " ldw,ma -32(%r30),%r8", r5=0x11223344, r7=0x55667788, r30=0x8200)
    r = ex.registers
    assert r["r6"] == 0x11223344 and r["r8"] == 0x55667788
    assert r["r30"] == 0x8200 - 128 - 32


@pytest.mark.parametrize("src,regs,taken", [
    ("bb,*< %r4,63,T", {"r4": 1}, True), ("bb,*>= %r4,63,T", {"r4": 1}, False),
    ("bb,< %r4,31,T", {"r4": 1}, True), ("bb,*< %r4,31,T", {"r4": 1}, False),
    ("bb,*< %r4,31,T", {"r4": 1 << 32}, True), ("bb,*< %r4,0,T", {"r4": 1 << 63}, True),
    ("bb,< %r4,%sar,T", {"r4": 1 << 31, "sar": 0}, True),
    ("bb,*< %r4,%sar,T", {"r4": 1 << 31, "sar": 32}, True),
    ("addb,<> %r4,%r5,T", {"r4": 1, "r5": -1 & M}, False), ("addb,<> %r4,%r5,T", {"r4": 2, "r5": 0}, True),
    ("movb,= %r4,%r5,T", {"r4": 1 << 32}, True), ("movib,< -1,%r5,T", {}, True)])
def test_branch_on_bit_add_and_move(src, regs, taken):
    ex = run(f"{src}\n nop\n ldi 1,%r9\nT: nop", **regs)
    assert ex.registers["r9"] == (0 if taken else 1)


DIVIDE = "\n".join([" sub %r0,%r25,%r1", " ds %r0,%r1,%r0", " add %r26,%r26,%r28", " ds %r0,%r25,%r1",
                    " add,c %r28,%r28,%r28"] + [" ds %r1,%r25,%r1\n add,c %r28,%r28,%r28"] * 31)


@pytest.mark.parametrize("a,b", [(100, 7), (0xFFFFFFFF, 3), (12345678, 1000), (5, 9),
                                 (0x80000000, 0x7FFFFFFF), (0xFFFFFFFE, 0x7FFFFFFF)])
def test_divide_step_millicode_idiom_divides(a, b):
    """The unsigned 32-bit division of HP's millicode: V and the carry set up by sub and a
    first ds, then 32 ds/add,c steps shift the quotient bits into %r28 (divisors below 2**31:
    the millicode takes another path for larger ones)."""
    assert run(DIVIDE, r26=a, r25=b).registers["r28"] & 0xFFFFFFFF == a // b


def test_add_with_carry_chains_128_bits():
    r = run("add %r1,%r3,%r5\n add,dc %r2,%r4,%r6\n sub %r7,%r8,%r9\n sub,db %r7,%r7,%r10",
            r1=M, r2=1, r3=1, r4=2, r7=0, r8=1).registers
    assert (r["r5"], r["r6"]) == (0, 4)
    assert (r["r9"], r["r10"]) == (M, M)        # 0 - 1 borrows; 0 - 0 - borrow


def test_dcor_after_a_bcd_add():
    """BCD 38 + 45: one operand biased by 6 in every digit, add, then dcor removes the 6 from
    the digits that did not carry: 83 (dcor,i adds 6 to those that did)."""
    r = run("add %r4,%r5,%r6\n dcor %r6,%r7\n dcor,i %r5,%r8", r4=0x38 + 0x6666666666666666,
            r5=0x45).registers
    assert r["r7"] == 0x83
    assert r["r8"] == 0x45 + 6


def test_ldil_full_constant_keeps_its_low_21_bits():
    assert assemble("ldil 0x12345678,%r1").code == assemble("ldil 0x145678,%r1").code
    ex = run("ldil 0x12345678,%r1")
    v = 0x145678 - (1 << 21)                      # the 21-bit field is signed
    assert ex.registers["r1"] == (v << 11) & M
