"""Writes the unrolled PA-RISC 2.0 DES kernels of this folder (run: python kernels/parisc/gen_parisc_des.py).

The kernels are straight-line code (16 or 48 unrolled rounds) written out from the per-round
patterns below; the generated .s files are what the workbench assembles, and they are committed.
Data formats, tables and a Python model of every step: workbench/crypto/doublebox.py.

des_corella.s / tdes_corella.s: Corella 2000 (docs/targets.md): halves in a 64-bit expanded
format whose four 16-bit lanes each hold the 12 input bits of a pair of S-boxes; a lookup is
``extrd,u`` (12-bit field) + ``ldd,s`` from a 4096-entry double S-box, then ``xor`` into the
other half: per round ``xor`` key, ``ldd`` the next key, 4 x (extrd,u; ldd,s; xor) = 14.

des_biham_pa.s / tdes_biham_pa.s: Biham's eight 6-input boxes (one per byte) on the same machine,
with PA-RISC's shortest 6-bit lookup, ``extrd,u`` (6-bit field) + ``ldd,s``: per round
2 + 8 x 3 = 26.

Everything else is shared: the block is loaded with one ``ldd,ma``, IP and FP are five masked
swaps each on the two halves in one register (6 instructions a swap: two shifts by extrd,u /
depd,z, three xors, one and), the halves are converted to and from the expanded format with
shrpd/extrd/depd and masks held in registers, and the block loop ends in ``addib`` with the
``std,ma`` of the result in its delay slot. 3DES (EDE) runs 48 rounds with no FP/IP between its
three DES, as Corella does.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from workbench.crypto.doublebox import (BIHAM_BYTE_OF_BOX, IP_STEPS,  # noqa: E402
                                        LANE_OF_WINDOW)

IN, OUT, COUNT, KEYS, TABLES, CONSTS = "%r26", "%r25", "%r24", "%r23", "%r22", "%r21"
IP_MASKS = ("%r3", "%r4", "%r5", "%r6", "%r7")
XL, XR, T = "%r16", "%r17", "%r18"
KREG = ("%r19", "%r20")
U = ("%r28", "%r29", "%r31", "%r1")          # lookup temporaries; also IP/FP scratch
# format masks and table bases
CORELLA = {"masks": ("%r8", "%r9", "%r10", "%r11", "%r12"),
           "bases": (TABLES, "%r13", "%r14", "%r15")}
BIHAM = {"masks": ("%r8", "%r9"),
         "bases": (TABLES, "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%r2")}


def shr(src: str, n: int, dst: str) -> str:
    return f"extrd,u {src},{63 - n},{64 - n},{dst}"


def shl(src: str, n: int, dst: str) -> str:
    return f"depd,z {src},{63 - n},{64 - n},{dst}"


def swap(x: str, which: str, n: int, mask: str, t: str) -> list[str]:
    """One PERM_OP on the halves of x (l in the high word): 6 instructions.

    ``which == "l"``: t = ((l >> n) ^ r) & m, r ^= t, l ^= t << n, with t in the low word.
    ``which == "r"``: t = ((r >> n) ^ l) & m, l ^= t, r ^= t << n, with t in the high word
    (the mask register holds m << 32)."""
    if which == "l":
        return [shr(x, 32 + n, t), f"xor {t},{x},{t}", f"and {t},{mask},{t}", f"xor {x},{t},{x}",
                shl(t, 32 + n, t), f"xor {x},{t},{x}"]
    return [shl(x, 32 - n, t), f"xor {t},{x},{t}", f"and {t},{mask},{t}", f"xor {x},{t},{x}",
            shr(t, 32 - n, t), f"xor {x},{t},{x}"]


def ip(x: str, t: str) -> list[str]:
    out = []
    for (which, n, _m), mask in zip(IP_STEPS, IP_MASKS):
        out += swap(x, which, n, mask, t)
    return out


def fp(x: str, t: str) -> list[str]:
    out = []
    for (which, n, _m), mask in reversed(list(zip(IP_STEPS, IP_MASKS))):
        out += swap(x, which, n, mask, t)
    return out


def doubled(x: str, half: str, dst: str) -> list[str]:
    """dst = h | h << 32 for the high ("l") or low ("r") half of x."""
    first = f"shrpd {x},{x},32,{dst}" if half == "l" else f"copy {x},{dst}"
    return [first, f"depd {dst},31,32,{dst}"]


def expand(fmt: str, x: str, half: str, dst: str, a: str, b: str) -> list[str]:
    out = doubled(x, half, a) + [f"shrpd {a},{a},63,{a}"]          # d = rotl(h | h << 32, 1)
    if fmt == "biham":
        m3f = BIHAM["masks"][0]
        return out + [shr(a, 4, b), f"and {a},{m3f},{dst}", f"and {b},{m3f},{b}",
                      f"depd {b},31,32,{dst}"]
    low, high, dup = CORELLA["masks"][:3]
    return out + [f"shrpd {a},{a},40,{b}", f"and {a},{low},{a}", f"and {b},{high},{b}",
                  f"or {a},{b},{a}", shl(a, 6, b), f"and {b},{dup},{b}", f"or {a},{b},{dst}"]


def compress(fmt: str, x: str, dst: str, a: str, b: str) -> list[str]:
    if fmt == "biham":
        return [shr(x, 1, a), shr(x, 29, b), f"and {a},{IP_MASKS[0]},{a}",
                f"and {b},{BIHAM['masks'][1]},{b}", f"or {a},{b},{dst}"]
    lo, hi = CORELLA["masks"][3:]
    return [shr(x, 1, a), shr(a, 24, b), f"and {a},{lo},{a}", f"and {b},{hi},{b}",
            f"or {a},{b},{dst}"]


def lookups(fmt: str) -> list[tuple[int, int, str]]:
    """(field position for extrd,u, width, table base) of each lookup, in table order."""
    if fmt == "biham":
        return [(63 - 8 * BIHAM_BYTE_OF_BOX[j], 6, BIHAM["bases"][j]) for j in range(8)]
    return [(63 - 16 * LANE_OF_WINDOW[i], 12, CORELLA["bases"][i]) for i in range(4)]


def des_round(fmt: str, L: str, R: str, n: int, total: int) -> list[str]:
    """L ^= f(R) for subkey n: key xor, the next key's load, the lookups, xors into L."""
    k, kn = KREG[n % 2], KREG[(n + 1) % 2]
    out = [f"xor {R},{k},{T}"]
    if n + 1 < total:
        out.append(f"ldd {8 * (n + 1)}({KEYS}),{kn}")
    look = lookups(fmt)
    # four lookups in flight: extract, load (one behind), xor (after the group)
    for g in range(0, len(look), 4):
        group = look[g:g + 4]
        ext = [f"extrd,u {T},{pos},{w},{U[i]}" for i, (pos, w, _b) in enumerate(group)]
        lds = [f"ldd,s {U[i]}({base}),{U[i]}" for i, (_p, _w, base) in enumerate(group)]
        out += [ext[0], ext[1], lds[0], ext[2], lds[1], ext[3], lds[2], lds[3]]
        out += [f"xor {L},{U[i]},{L}" for i in range(len(group))]
    return out


def setup(fmt: str) -> list[str]:
    masks = IP_MASKS + (CORELLA if fmt == "corella" else BIHAM)["masks"]
    out = [f"ldd {8 * i}({CONSTS}),{m}" for i, m in enumerate(masks)]
    bases = (CORELLA if fmt == "corella" else BIHAM)["bases"]
    if fmt == "corella":            # 4096 x 8 B = 32 KiB apart: two ldo (16-bit signed) each
        prev = TABLES
        for base in bases[1:]:
            out += [f"ldo 16384({prev}),{base}", f"ldo 16384({base}),{base}"]
            prev = base
    else:                           # 64 x 8 B = 512 B apart
        out += [f"ldo {512 * j}({TABLES}),{base}" for j, base in enumerate(bases) if j]
    return out


def kernel(fmt: str, tdes: bool) -> str:
    n_des = 3 if tdes else 1
    total = 16 * n_des
    name = {"corella": "Corella 2000: four 12-input double S-boxes",
            "biham": "Biham's eight 6-input S-boxes"}[fmt]
    per_round = 14 if fmt == "corella" else 26
    hdr = f"""; {'Triple-DES (EDE, inner FP/IP skipped)' if tdes else 'DES'}, ECB, PA-RISC 2.0 wide mode: {name},
; halves in the 64-bit expanded format (workbench/crypto/doublebox.py, format '{fmt}').
; Generated by gen_parisc_des.py; do not edit.
;
; Arguments (set by the layout): {IN} (arg0) plaintext, {OUT} (arg1) ciphertext, {COUNT} (arg2)
; blocks, {KEYS} (arg3) {total} expanded subkeys, {TABLES} (arg4) S-box tables, {CONSTS} (arg5) masks.
; Registers: {', '.join(IP_MASKS)} IP/FP swap masks; {XL}/{XR} expanded halves; {T} = R xor key;
; {'/'.join(KREG)} subkeys (alternate rounds); {', '.join(U)} lookups and scratch.
; Per round: xor key; ldd next key; {4 if fmt == 'corella' else 8} x (extrd,u; ldd,s; xor) = {per_round} instructions.
\t.level 2.0w
\t.text
\t.align 8
driver:
"""
    lines = setup(fmt)
    lines += [f"cmpb,*>=,n %r0,{COUNT},done", "nop", "loop:", "ip:",
              f"ldd,ma 8({IN}),{U[0]}"]
    lines += ip(U[0], U[1])
    lines += expand(fmt, U[0], "l", XL, U[1], U[2]) + expand(fmt, U[0], "r", XR, U[1], U[2])
    lines += [f"ldd 0({KEYS}),{KREG[0]}", "ip_end:", "rounds:"]
    L, R = XL, XR
    for d in range(n_des):
        for rnd in range(16):
            n = 16 * d + rnd
            lines.append(f"; DES {d + 1} round {rnd + 1}")
            lines += des_round(fmt, L, R, n, total)
            L, R = R, L
        L, R = R, L             # EDE: the next DES starts from (R16, L16), no FP/IP between
    lines += ["rounds_end:", "fp:"]
    # after the last swap L holds R16, R holds L16: the preoutput R16 || L16
    lines += compress(fmt, L, U[0], U[1], U[2]) + compress(fmt, R, U[3], U[1], U[2])
    lines += [f"depd {U[0]},31,32,{U[3]}"]
    lines += fp(U[3], U[1])
    lines += ["fp_end:", f"addib,<> -1,{COUNT},loop", f"std,ma {U[3]},8({OUT})", "loop_end:",
              "done:", "break 0,0"]
    return hdr + "\n".join(x if x.endswith(":") or x.startswith(";") else "\t" + x
                           for x in lines) + "\n"


FILES = {"des_corella.s": ("corella", False), "tdes_corella.s": ("corella", True),
         "des_biham_pa.s": ("biham", False), "tdes_biham_pa.s": ("biham", True)}


def generate() -> dict[str, str]:
    return {name: kernel(fmt, tdes) for name, (fmt, tdes) in FILES.items()}


def main() -> None:
    for name, text in generate().items():
        (HERE / name).write_text(text)
        print(f"wrote {name}: {sum(1 for x in text.splitlines() if x.startswith(chr(9)) and not x.startswith(chr(9) + '.'))} instructions")


if __name__ == "__main__":
    main()
