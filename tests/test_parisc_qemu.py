"""Differential execution: random straight-line PA-RISC programs under qemu-hppa and under our
interpreter, all 64-bit registers, %sar and the scratch memory compared.

qemu-hppa >= 10 (Debian bookworm-backports ``qemu-user``) runs PA 2.0 code with ``-cpu hppa64``
in narrow mode only (a 32-bit ELF from ``binutils-hppa-linux-gnu``, ``.level 2.0``); registers
are still 64 bits wide there (docs/references.md 1.3). One ELF holds every case: each loads its
registers from its window (tests/parisc_progs.py), runs its body, stores all registers and %sar
(``mfctl``) into the window; at the end one ``write`` syscall prints all windows. Our side
assembles each body with our assembler (wide mode; the subset's encodings are the same in both
modes for the values generated, which the word comparison below checks) and runs it on an image
holding the same window. What only wide mode does (a 6-bit %sar) is in test_parisc_machine.py.

``WORKBENCH_QEMU_CASES`` enlarges the run (default 120 cases of ~40 instructions).
"""
from __future__ import annotations

import os
import random
import struct
import re
import shutil
import subprocess

import pytest

import isa
from isa.image import MemoryImage

from parisc_progs import DUMP, WINDOW, Gen, register_differences

QEMU = shutil.which("qemu-hppa")
AS32 = shutil.which("hppa-linux-gnu-as")
LD32 = shutil.which("hppa-linux-gnu-ld")
OBJCOPY32 = shutil.which("hppa-linux-gnu-objcopy")
NM32 = shutil.which("hppa-linux-gnu-nm")
CASES = int(os.environ.get("WORKBENCH_QEMU_CASES", "120"))
LENGTH = 40
SEED = 0x9A3
BASE = 0x10000          # where our image puts a case's window (%r30)


def _qemu_version() -> tuple[int, ...]:
    out = subprocess.run([QEMU, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"version (\d+)\.(\d+)", out)
    return tuple(map(int, m.groups())) if m else (0,)


def _skip_reason() -> str | None:
    if not QEMU:
        return "qemu-hppa not found: install qemu-user 10.x from Debian bookworm-backports"
    if _qemu_version() < (10,):
        return (f"qemu-hppa {'.'.join(map(str, _qemu_version()))} runs PA 1.1 only; need >= 10 "
                "(Debian bookworm-backports qemu-user)")
    if not (AS32 and LD32 and OBJCOPY32 and NM32):
        return "hppa-linux-gnu-as/ld/objcopy/nm not found: install binutils-hppa-linux-gnu"
    return None


pytestmark = pytest.mark.skipif(_skip_reason() is not None, reason=_skip_reason() or "")


def _window(init: list[int]) -> bytes:
    w = bytearray(WINDOW)
    for r, v in enumerate(init):
        w[8 * r:8 * r + 8] = v.to_bytes(8, "big")
    return bytes(w)


def _gnu_program(cases) -> str:
    lines = ["\t.level 2.0", "\t.text", "\t.globl _start", "_start:"]
    for k, (init, sar, body) in enumerate(cases):
        lines += [f"\tldil L%win{k},%r30", f"\tldo R%win{k}(%r30),%r30",
                  f"\tldi {sar},%r1", "\tmtsar %r1"]
        lines += [f"\tldd {8 * r}(%r30),%r{r}" for r in range(1, 32) if r != 30]
        lines += [f"B{k}:"] + ["\t" + x if not x.endswith(":") else x for x in body] + [f"E{k}:", "\tnop"]
        lines += [f"\tstd %r{r},{DUMP + 8 * r}(%r30)" for r in range(1, 32) if r != 30]
        lines += ["\tmfctl %sar,%r1", f"\tstd %r1,{DUMP + 8 * 30}(%r30)"]
    lines += ["\tldi 4,%r20", "\tldi 1,%r26", "\tldil L%win0,%r25", "\tldo R%win0(%r25),%r25",
              f"\tldil L%{WINDOW * len(cases)},%r24", f"\tldo R%{WINDOW * len(cases)}(%r24),%r24",
              "\tble 0x100(%sr2,%r0)", "\tnop", "\tldi 1,%r20", "\tldi 0,%r26",
              "\tble 0x100(%sr2,%r0)", "\tnop", "\t.data", "\t.align 8"]
    for k, (init, _sar, _body) in enumerate(cases):
        lines.append(f"win{k}:")
        w = _window(init)
        lines += ["\t.dword " + ",".join(f"{int.from_bytes(w[i:i + 8], 'big'):#x}"
                                         for i in range(j, j + 64, 8)) for j in range(0, WINDOW, 64)]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def qemu_run(tmp_path_factory):
    gen = Gen(SEED)
    cases = [gen.case(f"c{k}", LENGTH) for k in range(CASES)]
    d = tmp_path_factory.mktemp("qemu")
    (d / "p.s").write_text(_gnu_program(cases))
    r = subprocess.run([AS32, "-o", str(d / "p.o"), str(d / "p.s")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:3000]
    subprocess.run([LD32, "-static", "-o", str(d / "p"), str(d / "p.o")], check=True,
                   capture_output=True)
    out = subprocess.run([QEMU, "-cpu", "hppa64", str(d / "p")], capture_output=True, timeout=120)
    assert out.returncode == 0, out.stderr[:2000]
    assert len(out.stdout) == WINDOW * len(cases)
    # the body words GNU as made, for the encoding check (label addresses from the symbol table)
    nm = subprocess.run([NM32, str(d / "p.o")],
                        capture_output=True, text=True).stdout
    syms = {p[2]: int(p[0], 16) for p in (x.split() for x in nm.splitlines()) if len(p) == 3}
    subprocess.run([OBJCOPY32, "-O", "binary", "-j", ".text", str(d / "p.o"), str(d / "t.bin")],
                   check=True)
    text = (d / "t.bin").read_bytes()
    words = [text[syms[f"B{k}"]:syms[f"E{k}"]] for k in range(len(cases))]
    return cases, out.stdout, words


def _ours(init, sar, body):
    layer = isa.get_isa("parisc")
    src = "\n".join(body) + "\nnop\nhalt\n"       # the nop may be nullified, as in the ELF
    program = layer.assemble(src, "case.s", base=0x1000)
    img = MemoryImage(memory_size=1 << 18)
    img.add("window", BASE, _window(init))
    regs = {f"r{r}": v for r, v in enumerate(init) if r not in (0, 30)}
    img.registers.update(regs, r30=BASE, sar=sar)
    ex = layer.execute(program, img, program.base, 10_000)
    return program, ex


def test_registers_and_memory_match_qemu(qemu_run):
    cases, dump, words = qemu_run
    bad = []
    for k, (init, sar, body) in enumerate(cases):
        program, ex = _ours(init, sar, body)
        assert program.code[:-8] == words[k], f"case {k}: our words differ from GNU as (narrow)"
        win = dump[k * WINDOW:(k + 1) * WINDOW]
        bad += register_differences(k, ex.registers, win)
        q_sar = int.from_bytes(win[DUMP + 240:DUMP + 248], "big")
        if ex.registers["sar"] != q_sar:
            bad.append((k, "sar", ex.registers["sar"], q_sar))
        if ex.read_memory(BASE + 256, 256) != win[256:512]:
            bad.append((k, "scratch memory", "", ""))
    if bad:
        k = bad[0][0]
        pytest.fail(f"{len(bad)} differences (case, what, ours, qemu), first case's body:\n"
                    + "\n".join(cases[k][2]) + "\n" + "\n".join(map(str, bad[:30])))


def test_cases_cover_nullification_and_branches(qemu_run):
    """The run is not vacuous: instructions were nullified and branches taken."""
    cases, _dump, _words = qemu_run
    nul = taken = n = 0
    for init, sar, body in cases[:40]:
        _p, ex = _ours(init, sar, body)
        nul += int(ex.trace.nullified.sum())
        taken += int(ex.trace.taken.sum())
        n += len(ex.trace)
    assert nul > 20 and taken > 20 and n > 1000, (nul, taken, n)


FP_VALUES = [1.0, 2.0, -0.0, 0.0, float("nan"), float("inf"), -float("inf"), 3.5, -7.25, 1e-310,
             1e300, 0.1]


def _bits(x: float) -> int:
    return struct.unpack(">Q", struct.pack(">d", x))[0]


def test_floating_point_matches_qemu(tmp_path):
    """fcmp (every condition GNU as reads here) and ftest, and fadd/fsub/fmpy/fdiv/fsqrt/
    fmpyfadd in both precisions on special and ordinary values (NaN, infinities, signed zeros,
    a denormal), under qemu-hppa and ours: the results are stored and loaded into general
    registers, which the harness compares."""
    from isa.parisc.table import FCMP_CONDS
    rnd = random.Random(SEED)
    cases = []
    for k in range(240):
        cond = rnd.choice([c for c in FCMP_CONDS.split() if "!" not in c])
        init = [0] * 32
        init[3], init[4], init[5] = (_bits(rnd.choice(FP_VALUES)) for _ in range(3))
        init[9] = 7
        ops = [f"{m},dbl %fr4,%fr5,%fr6" for m in ("fadd", "fsub", "fmpy", "fdiv")]
        body = ["fldd 24(%r30),%fr4", "fldd 32(%r30),%fr5", "fldd 40(%r30),%fr7",
                f"fcmp,dbl,{cond} %fr4,%fr5", "ftest", "ldi 1,%r9", rnd.choice(ops),
                "fstd %fr6,256(%r30)", "ldd 256(%r30),%r10",
                "fmpyfadd,dbl %fr4,%fr5,%fr7,%fr8", "fstd %fr8,264(%r30)", "ldd 264(%r30),%r11",
                f"{rnd.choice(['fsqrt', 'fabs', 'fneg'])},dbl %fr5,%fr8", "fstd %fr8,272(%r30)",
                "ldd 272(%r30),%r12",
                f"{rnd.choice(['fadd', 'fsub', 'fmpy', 'fdiv'])},sgl %fr4,%fr5R,%fr8R",
                f"fcmp,sgl,{cond} %fr4,%fr5R", "ftest", "ldi 1,%r13",
                "fstd %fr8,280(%r30)", "ldd 280(%r30),%r14"]
        cases.append((init, 0, body))
    (tmp_path / "p.s").write_text(_gnu_program(cases))
    subprocess.run([AS32, "-o", str(tmp_path / "p.o"), str(tmp_path / "p.s")], check=True)
    subprocess.run([LD32, "-static", "-o", str(tmp_path / "p"), str(tmp_path / "p.o")], check=True)
    out = subprocess.run([QEMU, "-cpu", "hppa64", str(tmp_path / "p")], capture_output=True,
                         timeout=120).stdout
    bad = []
    for k, (init, sar, body) in enumerate(cases):
        _p, ex = _ours(init, sar, body)
        win = out[k * WINDOW:(k + 1) * WINDOW]
        for r in (9, 10, 11, 12, 13, 14):
            q = int.from_bytes(win[DUMP + 8 * r:DUMP + 8 * r + 8], "big")
            if ex.registers[f"r{r}"] != q:
                bad.append((k, body[3], body[6], f"r{r}", hex(ex.registers[f"r{r}"]), hex(q)))
    assert not bad, bad[:10]


CNV_VALUES = FP_VALUES + [1e20, -1e20, 2.5, -2.5, 4294967296.0, 2147483648.0, -2147483649.0,
                          -1.5, 0.5, 9.3e18, 1.9e19, -9.3e18, 3e38, 3.5e38]
CONVERSIONS = ["dbl,w", "t,dbl,w", "dbl,uw", "t,dbl,uw", "dbl,dw", "t,dbl,dw", "dbl,udw",
               "t,dbl,udw", "dbl,sgl", "sgl,dbl", "w,dbl", "uw,dbl", "dw,dbl", "udw,dbl", "w,sgl",
               "uw,sgl", "dw,sgl", "udw,sgl", "sgl,w", "t,sgl,uw"]


def test_conversions_match_qemu(tmp_path):
    """fcnv in every direction the table has, on special and boundary values (NaN, infinities,
    out-of-range, halfway cases), under qemu-hppa and ours."""
    rnd = random.Random(SEED + 1)
    gen = Gen(SEED + 1)
    cases = []
    for k in range(300):
        conv = rnd.choice(CONVERSIONS)
        init = [0] * 32
        init[3] = _bits(rnd.choice(CNV_VALUES))
        init[4] = gen.value()
        src_fmt, dst_fmt = conv.split(",")[-2:]
        word_src, word_dst = src_fmt in ("sgl", "w", "uw"), dst_fmt in ("sgl", "w", "uw")
        fixed_src = src_fmt in ("w", "uw", "dw", "udw")
        src = ("%fr5" if not word_src else "%fr5R") if fixed_src else ("%fr4" if not word_src else "%fr4")
        if src_fmt == "sgl" and rnd.random() < 0.5:     # a single from the double's rounding
            body0 = ["fcnv,dbl,sgl %fr4,%fr4R", "fcpy,sgl %fr4R,%fr4"]
        else:
            body0 = []
        dst = "%fr6R" if word_dst else "%fr6"
        body = ["fldd 24(%r30),%fr4", "fldd 32(%r30),%fr5", "fldd 40(%r30),%fr6", *body0,
                f"fcnv,{conv} {src},{dst}", "fstd %fr6,256(%r30)", "ldd 256(%r30),%r10"]
        cases.append((init, 0, body))
    (tmp_path / "p.s").write_text(_gnu_program(cases))
    subprocess.run([AS32, "-o", str(tmp_path / "p.o"), str(tmp_path / "p.s")], check=True)
    subprocess.run([LD32, "-static", "-o", str(tmp_path / "p"), str(tmp_path / "p.o")], check=True)
    out = subprocess.run([QEMU, "-cpu", "hppa64", str(tmp_path / "p")], capture_output=True,
                         timeout=120).stdout
    bad = []
    for k, (init, sar, body) in enumerate(cases):
        _p, ex = _ours(init, sar, body)
        q = int.from_bytes(out[k * WINDOW + DUMP + 80:k * WINDOW + DUMP + 88], "big")
        if ex.registers["r10"] != q:
            bad.append((body[-3], struct.unpack(">d", init[3].to_bytes(8, "big"))[0], hex(init[4]),
                        hex(ex.registers["r10"]), hex(q)))
    assert not bad, bad[:12]
