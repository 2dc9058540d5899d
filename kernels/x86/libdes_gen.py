"""Writes libdes's x86 DES kernels: Eric Young's des586/des686 and Svend Olaf Mikkelsen's
des-som2/des-som3, each as DES and as 3DES, plus our own movzx variant.

Source (openssl/openssl history, crypto/des/asm/, read for facts; nothing is copied): the perl
generators des586.pl, des686.pl, des-som2.pl, des-som3.pl, desboth.pl and the listing they emitted
(dx86-cpp.s at d02b48c6). Routine: ``des_encrypt(data, ks, enc)`` = argument loads, IP, 16 x
D_ENCRYPT, FP; ``des_encrypt2`` = the same without IP/FP; ``des_encrypt3`` = IP, des_encrypt2
three times (E with ks1, D with ks2 via the ``start_decrypt`` rounds, E with ks3), FP. The
sequences are in kernels/x86/libdes_perl.py; the data layout in workbench/layouts/x86_libdes.py.

Each D_ENCRYPT (instruction count per round; registers L = edi, R = esi, ks pointer = ebp):
  young586 (des586.pl)  26: u = eax, t = edx, byte moves into bl/cl, xor L,[SP+idx]; boxes 3 and 7
                         gathered in eax, one final xor L,eax. ebx/ecx cleared once per call.
                         Why: byte moves cost no partial-register stall on the Pentium (readme);
                         eax is free once u's last byte is taken, so the last lookups form a second
                         xor chain beside the one into L.
  young686 (des686.pl)  36: u = ecx, t = edx; mov tmp,word / and tmp,0fch / shr word,8 per box, in
                         the generator's interleaved order; no partial-register writes. Why: the
                         Pentium Pro stalls "at least 7" cycles reading a register after a byte
                         write (readme; Young later found des586 faster there anyway).
  som2, som3 (Mikkelsen) 35: the same round in both files: ebx cleared every round, each lookup a
                         load into ebp (boxes 0-3) or ebx (4-7) then an xor; t masked with
                         0cfcfcfcfh before ror 4 (= 0fcfcfcfch after it, so the two ands issue
                         together); ``mov ebp,[esp+24]`` reloads the key pointer mid-round because
                         ebp was borrowed as the load register; ecx is cleared once per call (only
                         its low byte is written). Why: "instruction sequencing (and actual
                         instructions choice) which is able to keep both functional units of the
                         pentium going" (readme, 9 Jan 1997).
  movzx (OURS, not libdes) 26: des586's round with every byte move a movzx (Young describes movzx
                         in the readme but shipped no generator for it).
IP/FP: des586/des686 use the PERM_OP network (35 instructions each) and rotate both halves by 3
separately; des686 also swaps them with xchg. som2 and som3 use Mikkelsen's rotate-and-mask
IP_new/FP_new (5 steps of 5-6 instructions, the rotation by 3 folded in); som3's version rotates
the halves through three registers (eax, edi, esi), which removes som2's extra moves.
3DES: des-som3's des_encrypt3 is desboth.pl's (b7896b3c), which calls som3's IP_new/FP_new. For
des586/des686 ("WILL NOT WORK ANYMORE WITH desboth.pl") and som2 (whose IP_new leaves the halves
in edi/esi while desboth.pl stores edx) the generators give no working des_encrypt3: ours is
libdes's C des_encrypt3 (des_enc.c) in desboth.pl's calling sequence with the generator's own
IP/FP (PERM_OP, for som2 too). ASSUMED.
Caller: the loop behind the readme's "raw ecb DES calls" rates is speed.c's "DES raw ecb" line
(crypto/des/speed.c; the earliest stored version, openssl 657e60fa, has ``for (count=0,run=1;
COND(cb); count++) { DES_LONG data[2]; des_encrypt(data,&(sch[0]),DES_ENCRYPT); }``): des_encrypt
is called directly on two DES_LONGs, with no c2l/l2c wrapper. Ours calls it the same way on each
block in place (on a little-endian machine the block's bytes are the two DES_LONGs c2l would make),
walking the blocks (add edi,8 / cmp / jb) instead of speed.c's single data[2] and count++ / run
test, so that every output can be verified. The compiled form of the loop is ours (ASSUMED); 3DES,
for which speed.c has no raw line, calls des_encrypt3(data, ks1, ks2, ks3) the same way.
Run:  python kernels/x86/libdes_gen.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import libdes_cbc  # noqa: E402
from libdes_perl import (L, R, ROUNDS, fp_perm, fp_som2, fp_som3, ip_perm, ip_som2,  # noqa: E402
                         ip_som3, wparam)

HERE = Path(__file__).resolve().parent
PUSHES = ["push    ebp", "push    ebx", "push    esi", "push    edi"]
POPS = ["pop     edi", "pop     esi", "pop     ebx", "pop     ebp", "ret"]


def rounds(style: str) -> list[str]:
    """Encrypt path (rounds 0..15), ``jmp``, decrypt path (15..0), as every generator lays it out."""
    rnd = ROUNDS[style]
    out = ["rounds:"]
    for i in range(0, 16, 2):
        out += [f"; round {i}"] + rnd(L, R, 2 * i) + [f"; round {i + 1}"] + rnd(R, L, 2 * (i + 1))
    out += ["jmp     rounds_end", "start_decrypt:"]
    for i in range(15, 0, -2):
        out += [f"; round {i}"] + rnd(L, R, 2 * i) + [f"; round {i - 1}"] + rnd(R, L, 2 * (i - 1))
    return out + ["rounds_end:"]


def region(name: str, body: list[str]) -> list[str]:
    return [f"{name}_begin:"] + body + [f"{name}_end:"]


def des_encrypt(style: str, do_ip: bool) -> list[str]:
    """The body of des_encrypt (do_ip) or des_encrypt2, per generator."""
    name = "des_encrypt" if do_ip else "des_encrypt2"
    out = [f"{name}:"] + PUSHES
    flag = ["je      start_decrypt"]
    if style in ("young586", "movzx"):
        out += [f"mov     eax, {wparam(0)}", f"mov     {R}, dword ptr [eax]",
                f"mov     {L}, dword ptr [eax + 4]"]
        out += region("ip", ip_perm(R, L, "eax")) if do_ip else []
        out += [f"rol     {R}, 3", f"rol     {L}, 3", "xor     ebx, ebx", f"mov     eax, {wparam(2)}",
                "xor     ecx, ecx", "cmp     eax, 0", f"mov     ebp, {wparam(1)}"] + flag
        out += rounds(style) + [f"ror     {L}, 3", f"ror     {R}, 3"]
        out += region("fp", fp_perm(R, L, "eax")) if do_ip else []
        out += [f"mov     eax, {wparam(0)}", f"mov     dword ptr [eax], {L}",
                f"mov     dword ptr [eax + 4], {R}"]
    elif style == "young686":
        out += [f"mov     eax, {wparam(0)}", f"mov     {L}, dword ptr [eax]",
                f"mov     {R}, dword ptr [eax + 4]"]
        out += region("ip", ip_perm(L, R, "eax")) if do_ip else []
        out += [f"rol     {R}, 3", f"rol     {L}, 3", f"xchg    {L}, {R}", f"mov     eax, {wparam(2)}",
                f"mov     ebp, {wparam(1)}", "cmp     eax, 0"] + flag
        out += rounds(style) + [f"ror     {L}, 3", f"ror     {R}, 3"]
        out += region("fp", fp_perm(R, L, "eax")) if do_ip else []
        out += [f"mov     eax, {wparam(0)}", f"mov     dword ptr [eax], {L}",
                f"mov     dword ptr [eax + 4], {R}"]
    elif style == "som2":
        out += [f"mov     eax, {wparam(0)}", f"mov     {R}, dword ptr [eax]",
                f"mov     {L}, dword ptr [eax + 4]"]
        out += region("ip", ip_som2(R, L, "eax", 3)) if do_ip else [f"rol     {R}, 3", f"rol     {L}, 3"]
        out += [f"mov     eax, {wparam(2)}", "xor     ecx, ecx", "cmp     eax, 0",
                f"mov     ebp, {wparam(1)}"] + flag + rounds(style)
        out += region("fp", fp_som2(R, L, "eax", 3)) if do_ip else [f"ror     {L}, 3", f"ror     {R}, 3"]
        out += [f"mov     eax, {wparam(0)}", f"mov     dword ptr [eax], {L}",
                f"mov     dword ptr [eax + 4], {R}"]
    else:   # som3
        if do_ip:
            out += [f"mov     {R}, {wparam(0)}", "xor     ecx, ecx", f"mov     eax, dword ptr [{R}]",
                    f"mov     ebx, {wparam(2)}", f"mov     {L}, dword ptr [{R} + 4]"]
            out += region("ip", ip_som3("eax", L, R, 3))
        else:
            out += [f"mov     eax, {wparam(0)}", "xor     ecx, ecx", f"mov     {R}, dword ptr [eax]",
                    f"mov     ebx, {wparam(2)}", f"rol     {R}, 3", f"mov     {L}, dword ptr [eax + 4]",
                    f"rol     {L}, 3"]
        out += ["cmp     ebx, 0", f"mov     ebp, {wparam(1)}"] + flag + rounds(style)
        if do_ip:
            out += [f"mov     edx, {wparam(0)}"] + region("fp", fp_som3(L, R, "eax", 3))
            out += ["mov     dword ptr [edx], eax", f"mov     dword ptr [edx + 4], {R}"]
        else:
            out += [f"ror     {L}, 3", f"mov     eax, {wparam(0)}", f"ror     {R}, 3",
                    f"mov     dword ptr [eax], {L}", f"mov     dword ptr [eax + 4], {R}"]
    return out + POPS + [f"{name}_end:"]


def des_encrypt3(style: str) -> list[str]:
    """desboth.pl's des_encrypt3 (som3); the same calling sequence around PERM_OP IP/FP (others)."""
    out = ["des_encrypt3:"] + PUSHES + [f"mov     ebx, {wparam(0)}", f"mov     {L}, dword ptr [ebx]",
                                        f"mov     {R}, dword ptr [ebx + 4]"]
    som3 = style == "som3"
    out += region("ip", ip_som3(L, R, "edx", 0) if som3 else ip_perm(L, R, "edx"))
    out += [f"mov     dword ptr [ebx + 4], {R}", f"mov     eax, {wparam(1)}",
            f"mov     dword ptr [ebx], {'edx' if som3 else L}", f"mov     {L}, {wparam(2)}",
            f"mov     {R}, {wparam(3)}"]
    for flag, reg in (("1", "eax"), ("0", L), ("1", R)):
        out += [f"push    {flag}", f"push    {reg}", "push    ebx", "call    des_encrypt2"]
    out += [f"mov     {L}, dword ptr [ebx]", "add     esp, 36", f"mov     {R}, dword ptr [ebx + 4]"]
    out += region("fp", fp_som3(L, R, "eax", 0) if som3 else fp_perm(R, L, "eax"))
    out += [f"mov     dword ptr [ebx], {'eax' if som3 else L}", f"mov     dword ptr [ebx + 4], {R}"]
    return out + POPS + ["des_encrypt3_end:"]


def driver(cipher: str) -> list[str]:
    """speed.c's "DES raw ecb" loop: des_encrypt called directly on a DES_LONG[2] (in place);
    3DES calls des_encrypt3 the same way."""
    if cipher == "3des":
        args, call = ["push    KS3", "push    KS2", "push    KS1"], "des_encrypt3"
    else:
        args, call = ["push    1", "push    KS"], "des_encrypt"
    return (["driver:", "mov     edi, BLOCKS", "next_block:"] + args
            + ["push    edi", f"call    {call}", f"add     esp, {4 + 4 * len(args)}",
               "add     edi, 8", "cmp     edi, BLOCKS_END", "jb      next_block", "hlt", "driver_end:"])


STYLES = ("young586", "young686", "som2", "som3", "movzx")
KERNELS = {f"{c}_{s}.asm": (c, s, "ecb") for s in STYLES for c in ("des", "3des")}
KERNELS.update({f"des_{s}_cbc.asm": ("des", s, "cbc") for s in STYLES})
ORIGIN = {"young586": "des586.pl (Eric Young)", "young686": "des686.pl (Eric Young)",
          "som2": "des-som2.pl (Svend Olaf Mikkelsen's round, Young's generator)",
          "som3": "des-som3.pl (Svend Olaf Mikkelsen's round and IP/FP, Young's generator)",
          "movzx": "OUR OWN variant: des586.pl with movzx for every byte move (not libdes code)"}


def render(name: str) -> str:
    cipher, style, chaining = KERNELS[name]
    what = "Triple-DES EDE (des_encrypt3)" if cipher == "3des" else "DES (des_encrypt)"
    if chaining == "cbc":
        what = "DES CBC (des_ncbc_encrypt, our compiled form, calling des_encrypt)"
    lines = [f"; {what}, libdes x86: {ORIGIN[style]}.",
             "; Written by kernels/x86/libdes_gen.py (see its docstring); libdes data layout",
             "; (workbench/layouts/x86_libdes.py): des_SPtrans at SPTRANS, key schedules at KS.", ""]
    if chaining == "cbc":
        lines += libdes_cbc.driver() + [""] + libdes_cbc.des_ncbc_encrypt() + [""]
    else:
        lines += driver(cipher) + [""]
    if cipher == "3des":
        lines += des_encrypt3(style) + [""] + des_encrypt(style, False)
    else:
        lines += des_encrypt(style, True)
    out = []
    for ln in lines:
        out.append(ln if (ln.endswith(":") or ln.startswith(";") or not ln) else "        " + ln)
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    from libdes_manifest import manifest
    for name, (cipher, style, chaining) in KERNELS.items():
        (HERE / name).write_text(render(name))
        (HERE / name.replace(".asm", ".toml")).write_text(manifest(name, cipher, style, chaining))
        print("wrote", name)
