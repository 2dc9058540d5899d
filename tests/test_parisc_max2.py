"""PA-RISC 2.0 MAX-2 (isa/parisc/max2.py): lane semantics pinned by hand (PA-RISC 2.0
Architecture ch. 7: four 16-bit lanes, lane 0 the most significant; ss/us saturation) and random
programs with MAX-2 under qemu-hppa (the harness of tests/test_parisc_qemu.py, with the MAX-2
lines of tests/parisc_progs.py mixed in). The encodings are in the GNU-as sweep of
tests/test_parisc_toolkit.py (1,200 random MAX-2 words); the timing on pa8500/pa8600 below.
"""
from __future__ import annotations

import subprocess

import pytest

import isa
from isa.image import MemoryImage
from parisc_progs import WINDOW, Gen, register_differences
from test_parisc_qemu import (AS32, LD32, QEMU, _gnu_program, _ours,
                              _skip_reason)

M = (1 << 64) - 1


def _run(src: str, **regs) -> dict:
    layer = isa.get_isa("parisc")
    program = layer.assemble(src + "\nhalt\n", "t.s", base=0x1000)
    img = MemoryImage(memory_size=1 << 16)
    img.registers.update(regs)
    return layer.execute(program, img, program.base, 100).registers


def _h(*lanes) -> int:
    out = 0
    for v in lanes:
        out = out << 16 | (v & 0xFFFF)
    return out


A = _h(0x7FFF, 0x8000, 0xFFFF, 0x0001)
B = _h(0x0001, 0xFFFF, 0x0002, 0x8000)


@pytest.mark.parametrize("src,want", [
    ("hadd %r1,%r2,%r3", _h(0x8000, 0x7FFF, 0x0001, 0x8001)),          # modular
    ("hadd,ss %r1,%r2,%r3", _h(0x7FFF, 0x8000, 0x0001, 0x8001)),       # signed: clamp
    # us: r1 unsigned, r2 signed, clamped to 0..0xffff
    ("hadd,us %r1,%r2,%r3", _h(0x8000, 0x7FFF, 0xFFFF, 0x0000)),
    ("hsub %r1,%r2,%r3", _h(0x7FFE, 0x8001, 0xFFFD, 0x8001)),
    ("hsub,ss %r1,%r2,%r3", _h(0x7FFE, 0x8001, 0xFFFD, 0x7FFF)),
    ("hsub,us %r1,%r2,%r3", _h(0x7FFE, 0x8001, 0xFFFD, 0x8001)),
    # havg: unsigned (a + b) >> 1 with the low bit of the sum ORed in
    ("havg %r1,%r2,%r3", _h(0x4000, 0xBFFF, 0x8001, 0x4001)),
    ("hshladd %r1,1,%r2,%r3", _h(0x7FFF, 0x8000, 0x0000, 0xFFFF & -0x7FFE)),
    ("hshradd %r1,1,%r2,%r3", _h(0x4000, 0xBFFF, 0x0001, 0x8000)),
    ("hshl %r1,4,%r3", _h(0xFFF0, 0x0000, 0xFFF0, 0x0010)),
    ("hshr %r1,4,%r3", _h(0x07FF, 0xF800, 0xFFFF, 0x0000)),
    ("hshr,u %r1,4,%r3", _h(0x07FF, 0x0800, 0x0FFF, 0x0000)),
    ("mixh,l %r1,%r2,%r3", _h(0x7FFF, 0x0001, 0xFFFF, 0x0002)),
    ("mixh,r %r1,%r2,%r3", _h(0x8000, 0xFFFF, 0x0001, 0x8000)),
    ("mixw,l %r1,%r2,%r3", _h(0x7FFF, 0x8000, 0x0001, 0xFFFF)),
    ("mixw,r %r1,%r2,%r3", _h(0xFFFF, 0x0001, 0x0002, 0x8000)),
    ("permh,3210 %r1,%r3", _h(0x0001, 0xFFFF, 0x8000, 0x7FFF)),
    ("permh,0000 %r1,%r3", _h(0x7FFF, 0x7FFF, 0x7FFF, 0x7FFF)),
])
def test_lanes_by_hand(src, want):
    assert _run(src, r1=A, r2=B)["r3"] == want


@pytest.mark.parametrize("src", ["hshladd %r1,0,%r2,%r3", "hshladd %r1,4,%r2,%r3",
                                 "hshl %r1,16,%r3", "permh,0124 %r1,%r3", "mixh %r1,%r2,%r3"])
def test_out_of_range_is_refused(src):
    from isa.errors import AssemblyError
    with pytest.raises(AssemblyError):
        isa.get_isa("parisc").assemble(src, "t.s")


def test_permh_with_two_different_sources_is_not_decoded_as_permh():
    layer = isa.get_isa("parisc")
    word = bytes.fromhex("f82106c3")            # permh,0123 %r1,%r3 (both fields r1)
    assert layer.disassemble(word, 0)[0].text.startswith("permh,0123")
    other = (int.from_bytes(word, "big") ^ (1 << 16)).to_bytes(4, "big")    # field 11-15 = r0
    assert not layer.disassemble(other, 0)[0].text.startswith("permh")


CASES = 60


@pytest.mark.skipif(_skip_reason() is not None, reason=_skip_reason() or "")
def test_random_max2_programs_match_qemu(tmp_path):
    gen = Gen(0x9A4, max2=0.5)
    cases = [gen.case(f"m{k}", 40) for k in range(CASES)]
    assert sum(ln.split()[0].split(",")[0] in ("hadd", "hsub", "havg", "hshladd", "hshradd",
                                                 "hshl", "hshr", "mixh", "mixw", "permh")
               for c in cases for ln in c[2] if " " in ln) >= 500
    (tmp_path / "p.s").write_text(_gnu_program(cases))
    r = subprocess.run([AS32, "-o", str(tmp_path / "p.o"), str(tmp_path / "p.s")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:3000]
    subprocess.run([LD32, "-static", "-o", str(tmp_path / "p"), str(tmp_path / "p.o")], check=True,
                   capture_output=True)
    out = subprocess.run([QEMU, "-cpu", "hppa64", str(tmp_path / "p")], capture_output=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[:2000]
    bad = []
    for k, (init, sar, body) in enumerate(cases):
        _program, ex = _ours(init, sar, body)
        win = out.stdout[k * WINDOW:(k + 1) * WINDOW]
        bad += register_differences(k, ex.registers, win)
    if bad:
        k = bad[0][0]
        pytest.fail(f"{len(bad)} differences (case, reg, ours, qemu); first case's body:\n"
                    + "\n".join(cases[k][2]) + "\n" + "\n".join(map(str, bad[:20])))


@pytest.mark.parametrize("core", ["pa8500", "pa8600"])
def test_timing_units_and_latency(core):
    """The lane arithmetic on the ALUs, the shifts, mixes and permh on the shift/merge units, one
    clock each (workbench/machines/pa8600.toml latency.alu/smu: Kumar 1997)."""
    from workbench.cores.pa8600_rules import U_ALU, U_SMU, static_cost
    from workbench.machine import load_machine
    layer = isa.get_isa("parisc")
    spec = load_machine(core)
    prog = layer.assemble("hadd,ss %r1,%r2,%r3\nhshladd %r3,2,%r4,%r5\npermh,3210 %r5,%r6\n"
                          "mixh,l %r6,%r1,%r7\nhshr,u %r7,3,%r8\nhavg %r8,%r2,%r9\nhalt\n", "t.s",
                          base=0x1000)
    ex = layer.execute(prog, MemoryImage(memory_size=1 << 16), prog.base, 100)
    costs = [static_cost(s, spec, {}) for s in ex.trace.static[:6]]
    assert [c.unit for c in costs] == [U_ALU, U_ALU, U_SMU, U_SMU, U_SMU, U_ALU]
    assert [c.latency for c in costs] == [1] * 6


def test_bang_after_a_comma_is_a_condition_elsewhere_a_separator():
    """GNU as's words (hppa64-linux-gnu-as 2.40): ``!`` right after a completer comma begins an
    FP condition; any other ``!`` separates statements (isa/parisc/__init__.py _fp_condition)."""
    layer = isa.get_isa("parisc")
    src = ("fcmp,dbl,!< %fr4,%fr5\nfcmp,sgl,!?<= %fr4,%fr5 ! ldi 1,%r3\nldi 2,%r4!ldi 3,%r5\n"
           "fcmp,dbl,!= %fr6,%fr7\n")
    assert layer.assemble(src, "t.s").code.hex() == (
        "30850c17" "30850410" "34030002" "34040004" "34050006" "30c70c1a")
