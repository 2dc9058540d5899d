"""Writes the libdes-style x86 DES kernels Eric Young's notes compare (32-bit protected mode).

Four lookup styles over the same round (docs/references.md 6.1; docs/targets.md, Young):
  young586  byte moves into bl/cl, then xor L,[SP+ebx]       (Pentium-friendly, partial writes)
  young686  mov t,u / and t,0fch / shr u,8 / xor L,[SP+t]   (no partial-register writes)
  movzx     movzx ebx,al / xor L,[SP+ebx]                   ("4 cycles on the Pentium")
  som3      Svend Olaf Mikkelsen's ordering: each lookup split into a load and an xor, index
            registers cleared with xor every round, key pointer reloaded every round
Each is also built as 3DES (EDE; the inner FP/IP pairs are skipped, libdes's des_encrypt2 idea).
Registers follow libdes: L = edi, R = esi, u = eax, t = edx, index registers ebx/ecx.
The data representation (rotated halves, cooked subkeys, 2 KB SP table) is Karn's, derived in
workbench/layouts/x86_sp.py; only the lookup sequences differ. These are written for this
workbench from the descriptions; Young's and Mikkelsen's code is not copied (exact instruction
order of their listings is not reproduced).
Run:  python kernels/x86/libdes_gen.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from karn_gen import K0_BOXES, K1_BOXES, fp, ip  # noqa: E402

HERE = Path(__file__).resolve().parent
L, R = "edi", "esi"


def key_mix(n: int, right: str, kp: str = "ebp") -> list[str]:
    """u = ror(R',4) ^ k0 and t = R' ^ k1, both masked to six-bit offsets per byte."""
    return [f"mov     eax, {right}", "ror     eax, 4", f"xor     eax, dword ptr [{kp} + {8 * n}]",
            f"mov     edx, dword ptr [{kp} + {8 * n + 4}]", f"xor     edx, {right}",
            "and     eax, 0xfcfcfcfc", "and     edx, 0xfcfcfcfc"]


def sp(box: int, idx: str) -> str:
    return f"dword ptr [{idx} + SPBOX + 0x{box * 256:03x}]"


def round_586(n, left, right):
    """Byte moves: bl/cl take bytes of u and t alternately (the des586.pl shape)."""
    u, t = K0_BOXES, K1_BOXES
    return key_mix(n, right) + [
        "mov     bl, al", "mov     cl, ah", f"xor     {left}, {sp(u[0], 'ebx')}", f"xor     {left}, {sp(u[1], 'ecx')}",
        "shr     eax, 16",
        "mov     bl, dl", "mov     cl, dh", f"xor     {left}, {sp(t[0], 'ebx')}", f"xor     {left}, {sp(t[1], 'ecx')}",
        "shr     edx, 16",
        "mov     bl, al", "mov     cl, ah", f"xor     {left}, {sp(u[2], 'ebx')}", f"xor     {left}, {sp(u[3], 'ecx')}",
        "mov     bl, dl", "mov     cl, dh", f"xor     {left}, {sp(t[2], 'ebx')}", f"xor     {left}, {sp(t[3], 'ecx')}",
    ]


def round_686(n, left, right):
    """No partial writes: mov t,u / and t,0fch / shr u,8 / xor L,[SP+t] per byte (des686.pl)."""
    out = key_mix(n, right)
    for src, boxes, tmp in (("eax", K0_BOXES, "ebx"), ("edx", K1_BOXES, "ecx")):
        for i, box in enumerate(boxes):
            out.append(f"mov     {tmp}, {src}")
            if i < 3:
                out.append(f"shr     {src}, 8")
            out += [f"and     {tmp}, 0xfc", f"xor     {left}, {sp(box, tmp)}"]
    return out


def round_movzx(n, left, right):
    out = key_mix(n, right)
    for src, boxes in (("eax", K0_BOXES), ("edx", K1_BOXES)):
        lo, hi = src[1] + "l", src[1] + "h"
        out += [f"movzx   ebx, {lo}", f"movzx   ecx, {hi}", f"xor     {left}, {sp(boxes[0], 'ebx')}",
                f"xor     {left}, {sp(boxes[1], 'ecx')}", f"shr     {src}, 16",
                f"movzx   ebx, {lo}", f"movzx   ecx, {hi}", f"xor     {left}, {sp(boxes[2], 'ebx')}",
                f"xor     {left}, {sp(boxes[3], 'ecx')}"]
    return out


def round_som3(n, left, right):
    """Mikkelsen's shape: key pointer reloaded each round, xor-cleared index registers, and each
    lookup split into a load (into ebp) and an xor, ordered so the two Pentium pipes stay busy."""
    u, t = K0_BOXES, K1_BOXES
    return ["mov     ebp, dword ptr [esp + 24]            ; key schedule pointer, every round",
            "xor     ebx, ebx", "xor     ecx, ecx"] + key_mix(n, right) + [
        "mov     bl, al", "mov     cl, ah",
        f"mov     ebp, {sp(u[0], 'ebx')}", "mov     bl, dl",
        f"xor     {left}, ebp", f"mov     ebp, {sp(u[1], 'ecx')}",
        "mov     cl, dh", "shr     eax, 16",
        f"xor     {left}, ebp", f"mov     ebp, {sp(t[0], 'ebx')}",
        "shr     edx, 16", "mov     bl, al",
        f"xor     {left}, ebp", f"mov     ebp, {sp(t[1], 'ecx')}",
        "mov     cl, ah", f"xor     {left}, ebp",
        f"mov     ebp, {sp(u[2], 'ebx')}", "mov     bl, dl",
        f"xor     {left}, ebp", f"mov     ebp, {sp(u[3], 'ecx')}",
        "mov     cl, dh", f"xor     {left}, ebp",
        f"mov     ebp, {sp(t[2], 'ebx')}", f"xor     {left}, ebp",
        f"mov     ebp, {sp(t[3], 'ecx')}", f"xor     {left}, ebp",
    ]


STYLES = {"young586": round_586, "young686": round_686, "movzx": round_movzx, "som3": round_som3}


def routine(style: str, rounds: int) -> list[str]:
    rnd = STYLES[style]
    out = ["des_encrypt:", "push    ebp", "push    ebx", "push    esi", "push    edi",
           "mov     eax, dword ptr [esp + 20]           ; the block",
           "mov     ebp, dword ptr [esp + 24]           ; the key schedule",
           f"mov     {L}, dword ptr [eax]", f"mov     {R}, dword ptr [eax + 4]",
           f"bswap   {L}", f"bswap   {R}", "ip_begin:"] + ip(L, R) + ["ip_end:", "rounds:"]
    if style in ("young586", "movzx"):
        out += ["xor     ebx, ebx", "xor     ecx, ecx"]
    left, right = L, R
    for n in range(rounds):
        out.append(f"; round {n + 1}")
        out += rnd(n, left, right)
        if n % 16 != 15:
            left, right = right, left
    out += ["rounds_end:", "fp_begin:"] + fp(left, right) + ["fp_end:",
            "mov     eax, dword ptr [esp + 20]", f"bswap   {left}", f"bswap   {right}",
            f"mov     dword ptr [eax], {left}", f"mov     dword ptr [eax + 4], {right}",
            "pop     edi", "pop     esi", "pop     ebx", "pop     ebp", "ret", "des_encrypt_end:"]
    return out


DRIVER = ["driver:", "mov     edi, BLOCKS", "next_block:", "push    KS", "push    edi",
          "call    des_encrypt", "add     esp, 8", "add     edi, 8", "cmp     edi, BLOCKS_END",
          "jb      next_block", "hlt", "driver_end:"]

KERNELS = {f"{c}_{s}.asm": (s, 16 if c == "des" else 48) for s in STYLES for c in ("des", "3des")}


def render(name: str) -> str:
    style, rounds = KERNELS[name]
    what = "Triple-DES (EDE, inner IP/FP skipped)" if rounds == 48 else "DES"
    head = [f"; {what}, libdes-style lookup '{style}', 32-bit protected mode.",
            "; Written by kernels/x86/libdes_gen.py; see its docstring for the source of each style.",
            "; des_encrypt(block, ks) with the C calling convention; SP table at SPBOX.", ""]
    lines = head + DRIVER + [""] + routine(style, rounds)
    out = []
    for ln in lines:
        if ln.endswith(":") or ln.startswith(";") or not ln:
            out.append(ln)
        else:
            out.append("        " + ln)
    return "\n".join(out) + "\n"


MANIFEST = """[kernel]
name = "{name}"
isa = "x86"
mode = "prot32"
source = "{file}"
entry = "driver"
cipher = "{cipher}"
chaining = "ecb"
layout = "x86-sp"
reproduces = "{repro}"
arguments = "cdecl des_encrypt(block, ks) called once per block by the driver loop"
description = "{desc}"

[regions]
loop = ["driver", "driver_end"]
des = ["des_encrypt", "des_encrypt_end"]
ip = ["ip_begin", "ip_end"]
round = ["rounds", "rounds_end"]
fp = ["fp_begin", "fp_end"]
"""
DESCRIPTIONS = {
    "young586": "libdes des586 shape: byte moves into bl/cl for the lookups (Pentium-friendly)",
    "young686": "libdes des686 shape: mov/and 0fch/shr 8 per lookup, no partial-register writes",
    "movzx": "the same round with movzx for each lookup index",
    "som3": "Svend Olaf Mikkelsen's des-som3 ordering: split load and xor, both Pentium pipes busy",
}


def main() -> None:
    for name, (style, rounds) in KERNELS.items():
        (HERE / name).write_text(render(name))
        cipher = "des" if rounds == 16 else "3des"
        kname = f"{cipher}-{style}"
        repro = "libdes" if (cipher, style) == ("des", "som3") else ""
        (HERE / name.replace(".asm", ".toml")).write_text(MANIFEST.format(
            name=kname, file=name, cipher=cipher, repro=repro,
            desc=("Triple-DES EDE, " if cipher == "3des" else "DES, ") + DESCRIPTIONS[style]))
        print("wrote", name)


if __name__ == "__main__":
    main()
