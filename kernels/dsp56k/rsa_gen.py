"""Writes the DSP56000 Montgomery and RSA kernels (a56 syntax) after Dusse and Kaliski 1990.

The paper's code is not public (docs/references.md 6.6); this is written for the workbench from the
algorithm it describes, the executable specification being workbench/crypto/montgomery.py:
- digits are signed 24-bit words, the operands of the signed fractional multiplier, whose
  products arrive doubled: the accumulator holds 2T for a column sum T;
- product scanning: column c sums a_j*b_(c-j) and m_j*n_(c-j) with one MAC per digit product, both
  operands fetched by the XY move of the MAC before it (a in X via r0 up, b in Y via r4 down; m in
  X via r1 up, n in Y via r5 down), REP for the run of MACs, so a column is an FIR filter;
- for the low k columns m_c = t0*n0' mod b (y1 = n0') is added as m_c*n_0 and stored (r2); the
  column's low digit is then 0 and the next column's carry is the accumulator shifted by one word
  (move a2,b / move a1,b0: the 56-bit accumulators alternate per column, so no transfer back);
- for the high k columns the signed digit d of T is taken from the low word of T (tfr, asr, move
  b0), stored to X and Y (r2, r6), and subtracted as d*1 (x1 = 1) before the same exact shift;
- results stay in (-N, N), never reduced (N < b^k/2); a value is made canonical only at the end
  of an exponentiation (sign pass, then + N if negative).
Every value the kernels produce lives at the same address in X and Y ("twin"), so it can be the
X operand (a) or the Y operand (b) of the next product. Exponents are walked from a schedule the
layout writes once per key (0 = square, else the X address of the table entry to multiply by,
negative = end), binary (one entry) or sliding window (odd powers).
Run:  python kernels/dsp56k/rsa_gen.py
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from dsp_routines import Code, columns, expo, helpers, operand_scanning  # noqa: E402
from workbench.layouts.dsp_rsa import memory_map  # noqa: E402

HERE = Path(__file__).resolve().parent


def advance(c: Code, var: str, step: str) -> None:
    c.op(f"move    x:<{var},a")
    c.op(f"move    #>{step},x0")
    c.op("add     x0,a")
    c.op(f"move    a1,x:<{var}")


def header(c: Code, what: str) -> None:
    c.comment(what)
    c.comment("Written by kernels/dsp56k/rsa_gen.py; see its docstring. Addresses come from the")
    c.comment("layout (workbench/layouts/dsp_rsa.py). One block = one operation.")
    c.op("org     p:$40")
    c.label("main")
    c.op("move    #>1,x1")


def mont_kernel(k: int, form: str) -> list[str]:
    """NOPS Montgomery products: a_i at X:(IPTR), b_i at Y:(JPTR), result (made canonical) to
    X:(OPTR); the product itself is the region 'mont'."""
    prod = f"mont{k}" if form == "ps" else f"monto{k}"
    c = Code()
    header(c, f"Montgomery products, {k} signed 24-bit digits, "
              f"{'product scanning (the paper form)' if form == 'ps' else 'operand scanning'}")
    c.op("do      #NOPS,main_loop")
    c.op("move    x:<JPTR,r4")
    c.op("move    #BUF,r5")
    c.op(f"jsr     copyy{k}")
    c.op("move    x:<N0PV,y1")
    c.op("move    x:<IPTR,r3")
    c.op(f"jsr     {prod}")
    c.op(f"jsr     norm{k}")
    c.op("move    #BUF,r0")
    c.op("move    x:<OPTR,r1")
    c.op("move    #>SCR,r5")
    c.op(f"jsr     twin{k}")
    for var in ("IPTR", "JPTR", "OPTR"):
        advance(c, var, str(k))
    c.op("nop")
    c.label("main_loop")
    c.op("stop")
    c.label("mont_begin")
    body = columns(k, prod) if form == "ps" else operand_scanning(k, prod)
    c.lines += body.lines
    c.label("mont_end")
    c.lines += helpers(k).lines
    return c.lines


def half(c: Code, k: int, h: str) -> None:
    """x_h = c^d_h mod p_h, canonical, into M<h> (X and Y)."""
    c.comment(f"half {h}: c mod {h}, exponentiation, out of Montgomery form")
    c.op(f"move    #>N{h},r4")
    c.op("move    #NBUF,r5")
    c.op(f"jsr     copyy{k}")
    c.op(f"move    x:N0P{h},y1")
    c.op("move    x:<IPTR,r0")
    c.op("nop")
    c.op(f"jsr     redc{k}")
    c.op(f"move    #>R3{h},r3")
    c.op(f"jsr     mont{k}")
    c.op(f"move    #>SCHED{h},r7")
    c.op(f"jsr     expo{k}")
    c.op("move    #>ONEK,r3")
    c.op(f"jsr     mont{k}")
    c.op(f"jsr     norm{k}")
    c.op("move    #BUF,r0")
    c.op(f"move    #>M{h},r1")
    c.op(f"move    #>M{h},r5")
    c.op(f"jsr     twin{k}")


def rsa_kernel(k: int, window: int, crt: bool, square: bool = True) -> list[str]:
    c = Code()
    header(c, f"RSA private-key operation c^d mod n, {'CRT over two ' if crt else ''}{k}-digit "
              f"moduli, {'binary' if window == 1 else f'sliding window of {window} bits'}, "
              f"{'squaring routine' if square else 'squares as general products'}")
    c.op("do      #NOPS,main_loop")
    if crt:
        half(c, k, "P")
        half(c, k, "Q")
        c.comment("recombination: h = (m_P - m_Q) * q^-1 mod p, m = m_Q + h*q")
        c.op("move    #>$ffffff,y1")
        c.op("move    #>MP,r0")
        c.op("move    #>MQ,r4")
        c.op("move    #BUF,r1")
        c.op("move    #BUF,r5")
        c.op(f"jsr     axpy{k}")
        c.op("move    #>NP,r4")
        c.op("move    #NBUF,r5")
        c.op(f"jsr     copyy{k}")
        c.op("move    x:N0PP,y1")
        c.op("move    #>QINVR,r3")
        c.op(f"jsr     mont{k}")
        c.op(f"jsr     norm{k}")
        c.op("move    x:<OPTR,r2")
        c.op("move    #>SCR,r6")
        c.op("move    #>MQ,r1")
        c.op("move    #BUF,r3")
        c.op(f"jsr     muladd{k}")
        advance(c, "IPTR", str(2 * k))
        advance(c, "OPTR", str(2 * k))
    else:
        c.op(f"move    x:N0PV,y1")
        c.op("move    x:<IPTR,r0")
        c.op("move    #BUF,r1")
        c.op("move    #BUF,r5")
        c.op(f"jsr     twin{k}")
        c.op("move    #>RSQ,r3")
        c.op(f"jsr     mont{k}")
        c.op("move    #>SCHED,r7")
        c.op(f"jsr     expo{k}")
        c.op("move    #>ONEK,r3")
        c.op(f"jsr     mont{k}")
        c.op(f"jsr     norm{k}")
        c.op("move    #BUF,r0")
        c.op("move    x:<OPTR,r1")
        c.op("move    #>SCR,r5")
        c.op(f"jsr     twin{k}")
        advance(c, "IPTR", str(k))
        advance(c, "OPTR", str(k))
    c.op("nop")
    c.label("main_loop")
    c.op("stop")
    c.label("expo_begin")
    c.lines += expo(k, window, f"mont{k}", f"sqr{k}" if square else f"mont{k}").lines
    c.label("expo_end")
    c.label("mont_begin")
    c.lines += columns(k, f"mont{k}").lines
    c.label("mont_end")
    c.label("sqr_begin")
    if square:
        c.lines += columns(k, f"sqr{k}", "square").lines
    c.label("sqr_end")
    if crt:
        c.label("crt_begin")
        c.lines += columns(k, f"redc{k}", "redc").lines
        c.lines += columns(k, f"muladd{k}", "muladd").lines
        c.label("crt_end")
    c.lines += helpers(k).lines
    return c.lines


def n0_kernel() -> list[str]:
    """n0' = -n0^-1 mod 2^24 by the paper's bit-by-bit inverse, for NOPS odd words at X:(r0):
    y starts at 1, t = n0*y; for bit b = 1..23, if bit b of t is set then y gets bit b and t
    grows by n0 << b (B1 holds n0 << b, shifted one bit per step). Unrolled over the 23 bits."""
    c = Code()
    header(c, "n0' = -n0^-1 mod 2^24, bit by bit (Dusse-Kaliski's Modular-Inverse)")
    c.op("move    #>INP,r0")
    c.op("move    #>OUTP,r1")
    c.op("move    #>1,y0")
    c.op("do      #NOPS,main_loop")
    c.op("move    x:(r0)+,a")
    c.op("tfr     a,b y0,x:<YV")
    c.label("inv_begin")
    for b in range(1, 24):
        c.op("lsl     b")
        c.op(f"jclr    #{b},a1,inv_{b}")
        c.op("add     b,a")
        c.op(f"bset    #{b},x:<YV")
        c.label(f"inv_{b}")
    c.label("inv_end")
    c.op("move    x:<YV,a")
    c.op("neg     a")
    c.op("move    a1,x:(r1)+")
    c.label("main_loop")
    c.op("stop")
    return c.lines


KERNELS = {
    "n0inv.asm": (n0_kernel, "ps"),
    "mont512_ps.asm": (lambda: mont_kernel(22, "ps"), "ps"),
    "mont512_os.asm": (lambda: mont_kernel(22, "os"), "os"),
    "mont256_ps.asm": (lambda: mont_kernel(11, "ps"), "ps"),
    "mont256_os.asm": (lambda: mont_kernel(11, "os"), "os"),
    "rsa512_crt_w4.asm": (lambda: rsa_kernel(11, 4, True), "ps"),
    "rsa512_crt_bin.asm": (lambda: rsa_kernel(11, 1, True), "ps"),
    "rsa512_w4.asm": (lambda: rsa_kernel(22, 4, False), "ps"),
    "rsa512_crt_w4_nosqr.asm": (lambda: rsa_kernel(11, 4, True, square=False), "ps"),
    # The paper form (docs/references.md 6.6c): binary exponentiation, every square a general
    # product (the paper leaves a squaring routine as something one "can derive").
    "rsa512_crt_bin_nosqr.asm": (lambda: rsa_kernel(11, 1, True, square=False), "ps"),
}
SHORT = ("NBUFX", "MBUF", "NBUF", "TBUF", "BUF")


def literal_immediates(line: str, mem: dict[str, int]) -> str:
    """``#BUF+3`` -> ``#$3``: the on-chip buffers as numeric 8-bit immediates, which a56 (and the
    workbench) encode in the one-word short form; a symbol would get the two-word long form."""
    def sub(m: re.Match) -> str:
        v = mem[m.group(1)] + (int(m.group(3)) * (1 if m.group(2) == "+" else -1) if m.group(2) else 0)
        assert 0 <= v <= 0xFF, m.group(0)
        return f"#${v:x}"
    return re.sub(r"#(" + "|".join(SHORT) + r")\b(?:([+-])(\d+))?", sub, line)


def render(name: str) -> str:
    build, form = KERNELS[name]
    mem = memory_map(form)
    return "\n".join(literal_immediates(x, mem) for x in build()) + "\n"


if __name__ == "__main__":
    for name in KERNELS:
        (HERE / name).write_text(render(name))
        print(f"wrote {HERE / name}")
