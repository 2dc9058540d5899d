"""Writes the x86 Montgomery-product kernels (32-bit protected mode, keystone/Intel syntax).

Dusse and Kaliski 1990 remark that on the 80386 "multiplication is an order of magnitude slower
than shifting", so reordering the Montgomery product into their convolution form would give "at
best a 10 percent improvement" there (docs/targets.md, docs/references.md 6.6). These two kernels
make that a measurement: the same Montgomery product A*B*R^-1 mod N, 32-bit unsigned digits,
k = 16 for a 512-bit modulus, fully unrolled, in the two orders:

  ps  product scanning (Kaliski's later name "FIPS"): one column at a time, every a_j*b_(i-j) and
      m_j*n_(i-j) of the column added into a three-register accumulator ebx:ecx:ebp, one
      register shift per column; m_i = t0 * n0' mod 2^32 when the column reaches it.
  os  operand scanning, coarsely integrated ("CIOS"): per digit b_i a row T += A*b_i, then
      m = T[0]*n0' and a row T = (T + m*N) / 2^32, with T in memory and a carry per digit.

Both execute exactly k^2 + k^2 digit multiplies plus k for the m digits, and end with the same
conditional subtraction (the result lies in [0, 2N)), so they differ only in the adds, moves and
memory traffic around the multiplies. The paper's own kernels are DSP56000 code (not public); this
x86 code is written for the workbench from the algorithm, not copied from any library.
Run:  python kernels/x86/mont_gen.py
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
K = 16                      # 32-bit digits of a 512-bit modulus

HEAD = """; Montgomery product {what}, 32-bit protected mode, k = {k} digits of 32 bits.
; Written by kernels/x86/mont_gen.py; see its docstring. mont_mul(a, b, r) with the C calling
; convention computes r = a*b*2^(-32k) mod N (N at NMOD, n0' = -N^-1 mod 2^32 at N0P).

driver:
        mov     esi, OPS
        mov     edi, OUT
next_op:
        push    edi
        lea     eax, dword ptr [esi + {bytes}]
        push    eax
        push    esi
        call    mont_mul
        add     esp, 12
        add     esi, {two_bytes}
        add     edi, {bytes}
        cmp     esi, OPS_END
        jb      next_op
        hlt
driver_end:

mont_mul:
        push    ebp
        push    ebx
        push    esi
        push    edi
        mov     esi, dword ptr [esp + 20]           ; a
        mov     edi, dword ptr [esp + 24]           ; b
"""


def acc3(lo="ebx", mid="ecx", hi="ebp") -> list[str]:
    return [f"add     {lo}, eax", f"adc     {mid}, edx", f"adc     {hi}, 0"]


def product_scanning(k: int) -> list[str]:
    out = ["xor     ebx, ebx", "xor     ecx, ecx", "xor     ebp, ebp", "body:"]
    for col in range(2 * k):
        out.append(f"; column {col}")
        lo, hi = max(0, col - k + 1), min(col, k - 1)
        for j in range(lo, hi + 1):
            out += [f"mov     eax, dword ptr [esi + {4 * j}]",
                    f"mul     dword ptr [edi + {4 * (col - j)}]"] + acc3()
        for j in range(lo, min(hi, col - 1) + 1):
            out += [f"mov     eax, dword ptr [MSCR + {4 * j}]",
                    f"mul     dword ptr [NMOD + {4 * (col - j)}]"] + acc3()
        if col < k:
            out += ["mov     eax, ebx", "mul     dword ptr [N0P]",
                    f"mov     dword ptr [MSCR + {4 * col}], eax",
                    "mul     dword ptr [NMOD]"] + acc3()
        else:
            out.append(f"mov     dword ptr [TSCR + {4 * (col - k)}], ebx")
        out += ["mov     ebx, ecx", "mov     ecx, ebp", "xor     ebp, ebp"]
    out += ["body_end:", f"mov     dword ptr [TSCR + {4 * k}], ebx"]
    return out


def operand_scanning(k: int) -> list[str]:
    out = ["xor     eax, eax"] + [f"mov     dword ptr [TSCR + {4 * j}], eax" for j in range(k + 2)]
    out.append("body:")
    for i in range(k):
        out += [f"; row {i}: T += A * b_{i}", f"mov     ebx, dword ptr [edi + {4 * i}]",
                "xor     ecx, ecx"]
        for j in range(k):
            out += [f"mov     eax, dword ptr [esi + {4 * j}]", "mul     ebx",
                    f"add     eax, dword ptr [TSCR + {4 * j}]", "adc     edx, 0",
                    "add     eax, ecx", "adc     edx, 0",
                    f"mov     dword ptr [TSCR + {4 * j}], eax", "mov     ecx, edx"]
        out += ["xor     edx, edx", f"mov     eax, dword ptr [TSCR + {4 * k}]", "add     eax, ecx",
                "adc     edx, 0", f"mov     dword ptr [TSCR + {4 * k}], eax",
                f"mov     dword ptr [TSCR + {4 * (k + 1)}], edx"]
        out += [f"; row {i}: T = (T + m * N) / 2^32", "mov     eax, dword ptr [TSCR]",
                "mul     dword ptr [N0P]", "mov     ebp, eax",
                "mul     dword ptr [NMOD]", "add     eax, dword ptr [TSCR]", "adc     edx, 0",
                "mov     ecx, edx"]
        for j in range(1, k):
            out += [f"mov     eax, dword ptr [NMOD + {4 * j}]", "mul     ebp",
                    f"add     eax, dword ptr [TSCR + {4 * j}]", "adc     edx, 0",
                    "add     eax, ecx", "adc     edx, 0",
                    f"mov     dword ptr [TSCR + {4 * (j - 1)}], eax", "mov     ecx, edx"]
        out += ["xor     edx, edx", f"mov     eax, dword ptr [TSCR + {4 * k}]", "add     eax, ecx",
                "adc     edx, 0", f"mov     dword ptr [TSCR + {4 * (k - 1)}], eax",
                f"add     edx, dword ptr [TSCR + {4 * (k + 1)}]",
                f"mov     dword ptr [TSCR + {4 * k}], edx"]
    out.append("body_end:")
    return out


def final_subtraction(k: int) -> list[str]:
    """T (k digits at TSCR, carry word at TSCR+4k) is in [0, 2N): r = T - N unless that borrows
    past the carry word, else r = T."""
    out = ["final:", "mov     edi, dword ptr [esp + 28]", f"mov     ebx, dword ptr [TSCR + {4 * k}]"]
    for j in range(k):
        out += [f"mov     eax, dword ptr [TSCR + {4 * j}]",
                f"{'sub' if j == 0 else 'sbb'}     eax, dword ptr [NMOD + {4 * j}]",
                f"mov     dword ptr [edi + {4 * j}], eax"]
    out += ["sbb     ebx, 0", "jz      done"]
    for j in range(k):
        out += [f"mov     eax, dword ptr [TSCR + {4 * j}]", f"mov     dword ptr [edi + {4 * j}], eax"]
    out += ["done:", "final_end:", "pop     edi", "pop     esi", "pop     ebx", "pop     ebp", "ret",
            "mont_mul_end:"]
    return out


KERNELS = {"mont_ps_pm32.asm": ("product scanning (convolution order)", product_scanning),
           "mont_os_pm32.asm": ("operand scanning (CIOS)", operand_scanning)}


def render(name: str, k: int = K) -> str:
    what, body = KERNELS[name]
    lines = HEAD.format(what=what, k=k, bytes=4 * k, two_bytes=8 * k).splitlines()
    for ins in body(k) + final_subtraction(k):
        lines.append(ins if ins.endswith(":") or ins.startswith(";") else f"        {ins}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    for name in KERNELS:
        (HERE / name).write_text(render(name))
        print(f"wrote {HERE / name}")
