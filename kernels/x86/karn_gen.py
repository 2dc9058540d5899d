"""Writes Karn's DES kernels: his des() from skissane/des386 (public domain, 1994), instruction
for instruction, and the C loops that timed it as their compilers would have emitted them.

Run:  python kernels/x86/karn_gen.py   (writes the .asm and .toml files listed in HEADERS;
tests/test_generated_kernels.py checks the committed files are what this writes).

Sources read (git show HEAD:<file> in /work/.mirror/skissane+des386/repo); the generator is
written here from the facts below, not transliterated from his text:

des() in ``desborl.cas`` (Borland C++ 3.1 inline assembler, ``bcc -a -c -3 -ml -O2``; 16-bit real
mode, large model) -> des-karn-rm16:
- ``les si,block``; ECX = first four bytes (``mov ecx,[es:si]``), byte-swapped by
  ``xchg cl,ch; rol ecx,16; xchg cl,ch``; then EDX = the next four, swapped the same way.
- IP (Hoey, via Outerbridge): four shift-and-mask swaps (shift 4 mask 0f0f0f0f and shift 16 mask
  ffff with ``work`` from ECX; shift 2 mask 33333333 and shift 8 mask 00ff00ff with ``work`` from
  EDX), each ``mov eax,src; shr eax,n; xor eax,dst; and eax,mask; xor dst,eax; shl eax,n;
  xor src,eax``; ``rol edx,1``; the 0aaaaaaaah swap (``mov/xor/and``, ``xor ecx``, ``xor edx``);
  ``rol ecx,3; rol edx,2``. 36 instructions.
- ``les si,ss:ks``; ``mov ebx,0``.
- 16 x macro ``F(l,r,key)``, F(ecx,edx,0), F(edx,ecx,8), ... F(edx,ecx,120): ``mov eax,r;
  ror eax,4; xor eax,key[es:si]; and eax,0fcfcfcfch``; ``mov bl,al; xor l,Spboxa[bx+6*256]``;
  ``mov bl,ah``; ``ror eax,16``; ``xor l,Spboxa[bx+4*256]``; ``mov bl,al; xor l,[..2*256]``;
  ``mov bl,ah; xor l,[..0*256]``; ``mov eax,key+4[es:si]; xor eax,r; and eax,0fcfcfcfch``; the
  same four lookups for boxes 7, 5, 3, 1 with ``ror eax,16`` again between the second ``mov bl,ah``
  and its lookup. 25 instructions a round; the two ``ror eax,16`` leave 6 of the 8 ``mov bl,..``
  directly before the lookup that addresses with BX (6 back-to-back byte-register AGIs a round).
  In real mode 17 operand-size (66h) and 2 ES-override (26h) prefixes a round, 19 bytes; the
  table is reached through DS (``Spboxa`` is in ``_DATA``, DGROUP, in ``desspa.asm``) with a
  16-bit displacement, the key schedule through ES.
- FP: ``ror ecx,2; ror edx,3``; the 0aaaaaaaah swap; ``ror ecx,1``; four shift-and-mask swaps
  (8 and 2 with ``work`` from ECX, 16 and 4 from EDX). 36 instructions.
- ``les si,block``; EDX swapped and stored first, then ECX at +4 (the final swap).
- Borland's own code around the inline block (not in the file; what bcc emits for a far function
  that uses SI in inline assembly [assumed]): ``push bp; mov bp,sp; push si`` ... ``pop si;
  pop bp; retf``. Parameters: ks at [bp+6], block at [bp+10] (far pointers, a far return address).

des() in ``desgnu.s`` (GNU as, 32-bit protected mode, BSDI 1.1) -> des-karn-pm32: the same round
(``xorl key(%esi),%eax``, ``xorl _Spboxa+6*256(%ebx),l``, ...; no prefixes; a 32-bit
displacement), the same IP and FP, and his own frame: ``pushl %ebp; movl %esp,%ebp; pushl %esi;
pushl %ebx``; block from 12(%ebp), ks from 8(%ebp); ``popl %ebx; popl %esi; leave; ret``.

His forms, and the stand-ins they replaced: the kernels execute his ``les``, the far ``call``
(``call far des`` from the loop: 9A with this code segment) with its ``retf``, and ``leave``; the
cores time them in real mode (LEAVE in both) with the clocks of docs/references.md 2.2c (486:
LES 6 [U], far CALL 18, RETF 13 [U], LEAVE 5; P5: 4, 4, 4, 3, all NP [U: MAME cycles.h]). With
``CORES_TIME_HIS_FORMS = False`` the generator still writes what it wrote before the cores could
time them, in the same places: ``mov si,X; mov es,X+2`` for ``les si,X``, a near ``call``/``ret``
(the parameters then 2 bytes lower), and ``mov esp,ebp; pop ebp`` for ``leave``.

The callers [assumed: his timing loops are C, their compiled code is not published]:
- real mode: ``dostime.c``'s ``for(i=0;i<1000000;i++) des(ks,buf);`` (unsigned long i) as bcc -ml
  -O2 -3 emits it: i in the frame as two words (bcc keeps longs in memory), the test at the bottom
  after an initial jump, the far pointers pushed as four words (segment pushed as an immediate,
  ``push DGROUP``, where bcc may have used ``push ds``: 3 clocks on the 486, and the i386 model
  cannot time it), a far call, ``add sp,8``, ``add/adc`` for i++, a two-word unsigned compare.
  The cypherpunks post's figure came from a loop that also printed a status line every 10,000
  calls (``descycle.c``); that printf is not emulated.
- 32-bit: ``unixtime.c``'s loop as GCC 1.42 -O emits it: i in EBX, ``push``es of the two pointers,
  ``call``, ``add esp,8``, ``inc``, ``cmp ebx,N-1; jbe``.
- Our one change to both: his loop passes the same ``buf`` every call; ours passes the next block
  (a far pointer in the frame advanced by 8 / ESI + 8), so every output is verified.
- 3DES (his post only projected it): a caller of his des() runs it three times per block, with an
  encryption, a decryption and an encryption key schedule (deskey(..,1) for the middle one), each
  call with its own IP and FP; that is the kernel here.
- des-karn-rm16-noperm: the post's "initial and final permutations removed". The IP section
  (from the first ``mov eax,ecx`` to ``rol edx,2``) and the FP section (``ror ecx,2`` to the last
  ``xor edx,eax``) are left out whole; the loaded halves are then taken as permuted and rotated,
  and the layout checks the output against the reference for that (x86_karn.noperm_reference).
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
CORES_TIME_HIS_FORMS = True     # his LES / far CALL / RETF / LEAVE (see the module notes)
KARN_K0 = (6, 4, 2, 0)          # Spboxa sub-tables of al, ah, (ror 16) al, ah from ror(r,4) ^ key[0]
KARN_K1 = (7, 5, 3, 1)          # ... and from r ^ key[1]

# ---- Karn's des() ----


class Style:
    """The addressing of one of his two files."""
    def __init__(self, mode: str):
        self.real = mode == "real16"

    def key(self, off: int) -> str:
        base = "es:[si" if self.real else "[esi"
        return f"dword ptr {base} + {off}]" if off else f"dword ptr {base}]"

    def lookup(self, box: int) -> str:
        return f"dword ptr [{'bx' if self.real else 'ebx'} + SPBOX + 0x{box * 256:03x}]"


def f_macro(st: Style, l: str, r: str, key: int) -> list[str]:
    """His F(l,r,key): 25 instructions, in his order."""
    def four(boxes):
        b = [f"xor     {l}, {st.lookup(x)}   ; S{x + 1}" for x in boxes]
        return ["mov     bl, al", b[0], "mov     bl, ah", "ror     eax, 16", b[1],
                "mov     bl, al", b[2], "mov     bl, ah", b[3]]
    return ([f"mov     eax, {r}", "ror     eax, 4", f"xor     eax, {st.key(key)}",
             "and     eax, 0xfcfcfcfc"] + four(KARN_K0)
            + [f"mov     eax, {st.key(key + 4)}", f"xor     eax, {r}", "and     eax, 0xfcfcfcfc"]
            + four(KARN_K1))


def perm_step(src: str, dst: str, n: int, mask: int) -> list[str]:
    """work = ((src >> n) ^ dst) & mask; dst ^= work; src ^= work << n: 7 instructions."""
    return [f"mov     eax, {src}", f"shr     eax, {n}", f"xor     eax, {dst}",
            f"and     eax, 0x{mask:08x}", f"xor     {dst}, eax", f"shl     eax, {n}",
            f"xor     {src}, eax"]


def aa_swap() -> list[str]:
    return ["mov     eax, ecx", "xor     eax, edx", "and     eax, 0xaaaaaaaa",
            "xor     ecx, eax", "xor     edx, eax"]


def karn_ip() -> list[str]:
    return (perm_step("ecx", "edx", 4, 0x0F0F0F0F) + perm_step("ecx", "edx", 16, 0xFFFF)
            + perm_step("edx", "ecx", 2, 0x33333333) + perm_step("edx", "ecx", 8, 0x00FF00FF)
            + ["rol     edx, 1"] + aa_swap() + ["rol     ecx, 3", "rol     edx, 2"])


def karn_fp() -> list[str]:
    return (["ror     ecx, 2", "ror     edx, 3"] + aa_swap() + ["ror     ecx, 1"]
            + perm_step("ecx", "edx", 8, 0x00FF00FF) + perm_step("ecx", "edx", 2, 0x33333333)
            + perm_step("edx", "ecx", 16, 0xFFFF) + perm_step("edx", "ecx", 4, 0x0F0F0F0F))


def bswap(reg: str) -> list[str]:
    lo, hi = reg[1] + "l", reg[1] + "h"
    return [f"xchg    {lo}, {hi}", f"rol     {reg}, 16", f"xchg    {lo}, {hi}"]


def les(what: str, disp: int) -> list[str]:
    """``les si,<far pointer at [bp+disp]>`` or its stand-in (see the module notes)."""
    if CORES_TIME_HIS_FORMS:
        return [f"les     si, dword ptr [bp + {disp}]       ; {what}"]
    return [f"mov     si, word ptr [bp + {disp}]        ; les si,{what}: offset",
            f"mov     es, word ptr [bp + {disp + 2}]        ; ... and segment"]


def routine(st: Style, permutations: bool = True) -> list[str]:
    """des(ks, block), with the compiler's frame (Borland) or his own (GNU)."""
    if st.real:
        ret_words = 2 if CORES_TIME_HIS_FORMS else 1       # far / near return address
        ks, blk = 2 + 2 * ret_words, 6 + 2 * ret_words       # [bp]: the saved bp
        out = ["des:", "push    bp", "mov     bp, sp", "push    si"]
        out += les("block", blk) + ["mov     ecx, dword ptr es:[si]"] + bswap("ecx")
        out += ["mov     edx, dword ptr es:[si + 4]"] + bswap("edx")
        setup = les("ss:ks", ks) + ["mov     ebx, 0"]
        store = les("block", blk)
        tail = ["mov     dword ptr es:[si], edx"], ["mov     dword ptr es:[si + 4], ecx"]
        epilogue = ["pop     si", "pop     bp", "retf" if CORES_TIME_HIS_FORMS else "ret"]
    else:
        out = ["des:", "push    ebp", "mov     ebp, esp", "push    esi", "push    ebx",
               "mov     esi, dword ptr [ebp + 12]", "mov     ecx, dword ptr [esi]"] + bswap("ecx")
        out += ["mov     edx, dword ptr [esi + 4]"] + bswap("edx")
        setup = ["mov     esi, dword ptr [ebp + 8]", "mov     ebx, 0"]
        store = ["mov     esi, dword ptr [ebp + 12]"]
        tail = ["mov     dword ptr [esi], edx"], ["mov     dword ptr [esi + 4], ecx"]
        epilogue = ["pop     ebx", "pop     esi"]
        epilogue += ["leave"] if CORES_TIME_HIS_FORMS else ["mov     esp, ebp", "pop     ebp"]
        epilogue += ["ret"]
    if permutations:
        out += ["ip_begin:"] + karn_ip() + ["ip_end:"]
    out += setup + ["rounds:"]
    for n in range(16):
        l, r = ("ecx", "edx") if n % 2 == 0 else ("edx", "ecx")
        out += [f"; round {n + 1}: F({l},{r},{8 * n})"] + f_macro(st, l, r, 8 * n)
    out += ["rounds_end:"]
    if permutations:
        out += ["fp_begin:"] + karn_fp() + ["fp_end:"]
    out += store + bswap("edx") + tail[0] + bswap("ecx") + tail[1] + epilogue + ["des_end:"]
    return out


def driver_real16(calls: tuple[str, ...]) -> list[str]:
    """dostime.c's loop as bcc -ml -O2 -3 would emit it (see the module notes)."""
    out = ["driver:", "push    bp", "mov     bp, sp", "sub     sp, 8",
           "mov     word ptr [bp - 8], BLOCKS     ; p = the data (ours: his passes buf each time)",
           "mov     word ptr [bp - 6], DGROUP",
           "mov     word ptr [bp - 2], 0          ; i = 0 (unsigned long, in the frame)",
           "mov     word ptr [bp - 4], 0", "jmp     loop_test", "next_block:"]
    for ks in calls:
        out += [f"push    word ptr [bp - 6]           ; des({ks}, p): far pointers, right to left",
                "push    word ptr [bp - 8]", "push    DGROUP", f"push    {ks}",
                "call    far des" if CORES_TIME_HIS_FORMS else "call    des", "add     sp, 8"]
    out += ["add     word ptr [bp - 8], 8          ; p += 8 (ours)",
            "add     word ptr [bp - 4], 1          ; i++", "adc     word ptr [bp - 2], 0",
            "loop_test:", "cmp     word ptr [bp - 2], NBLOCKS_HI", "jb      next_block",
            "jne     loop_done", "cmp     word ptr [bp - 4], NBLOCKS_LO", "jb      next_block",
            "loop_done:", "hlt", "driver_end:"]
    return out


def driver_prot32(calls: tuple[str, ...]) -> list[str]:
    """unixtime.c's loop as GCC 1.42 -O would emit it (see the module notes)."""
    out = ["driver:", "push    ebp", "mov     ebp, esp", "push    esi", "push    ebx",
           "mov     esi, BLOCKS                   ; p = the data (ours: his passes buf each time)",
           "xor     ebx, ebx                      ; i = 0", "next_block:"]
    for ks in calls:
        out += ["push    esi", f"push    {ks}", "call    des", "add     esp, 8"]
    out += ["add     esi, 8                        ; p += 8 (ours)", "inc     ebx",
            "cmp     ebx, NBLOCKS - 1", "jbe     next_block", "hlt", "driver_end:"]
    return out


DES_CALLS, TDES_CALLS = ("KS1",), ("KS1", "KS2", "KS3")
# file stem -> (name, mode, cipher, calls, permutations, reproduces, first header line, description)
KERNELS = {
    "des_karn_rm16": ("des-karn-rm16", "real16", "des", DES_CALLS, True, "karn",
                      "Phil Karn's des() of desborl.cas (1994), 16-bit real mode, with dostime.c's loop.",
                      "DES, Karn's desborl.cas des() in his order (25-instruction F, 6 back-to-back "
                      "AGIs a round, 19 prefix bytes), called by dostime.c's loop as bcc -ml would"),
    "des_karn_rm16_noperm": ("des-karn-rm16-noperm", "real16", "des", DES_CALLS, False, "karn",
                             "Karn's des() of desborl.cas with the IP and FP sections left out.",
                             "DES rounds only: Karn's desborl.cas des() without its IP and FP "
                             "sections (the post's 'permutations removed' figure)"),
    "3des_karn_rm16": ("3des-karn-rm16", "real16", "3des", TDES_CALLS, True, "karn",
                       "Triple-DES EDE by three calls of Karn's desborl.cas des() per block.",
                       "3DES EDE as a caller of Karn's des() does it: three calls a block (E K1, "
                       "D K2, E K3), each with its IP and FP"),
    "des_karn_pm32": ("des-karn-pm32", "prot32", "des", DES_CALLS, True, "karn",
                      "Phil Karn's des() of desgnu.s (1994), 32-bit protected mode, with unixtime.c's loop.",
                      "DES, Karn's desgnu.s des() in his order (no prefixes), called by "
                      "unixtime.c's loop as GCC 1.42 -O would"),
    "3des_karn_pm32": ("3des-karn-pm32", "prot32", "3des", TDES_CALLS, True, "",
                       "Triple-DES EDE by three calls of Karn's desgnu.s des() per block.",
                       "3DES EDE by three calls of Karn's desgnu.s des() a block, each with its "
                       "IP and FP"),
}
# the kernels that are rows of `workbench compare-sbox` (their manifests' [compare] style)
COMPARE_STYLES = {
    "des_karn_rm16": "Karn 1994, 16-bit real mode: mov bl,al / xor L,[bx+SP] with 66h prefixes",
    "des_karn_pm32": "Karn's round in 32-bit protected mode",
}
HEADERS = [f"{stem}.{ext}" for stem in KERNELS for ext in ("asm", "toml")]
COMMON_HEADER = """\
; Generated by kernels/x86/karn_gen.py (the facts, the sources and what is assumed are in its
; docstring); do not edit. Source: skissane/des386, public domain. Layout: x86_karn.py
; (Spboxa rotated left 3 at SPBOX, deskey's pre-shifted schedules at KS1..KS3, data at BLOCKS)."""


def render_asm(stem: str) -> str:
    name, mode, cipher, calls, perms, _, first, _ = KERNELS[stem]
    st = Style(mode)
    drive = driver_real16(calls) if st.real else driver_prot32(calls)
    lines = ["; " + first] + COMMON_HEADER.splitlines() + [""] + drive + [""] + routine(st, perms)
    out = []
    for ln in lines:
        label = ln.endswith(":") and " " not in ln
        out.append(ln if label or ln.startswith(";") or not ln else "        " + ln)
    return "\n".join(out) + "\n"


def render_toml(stem: str) -> str:
    name, mode, cipher, calls, perms, reproduces, _, desc = KERNELS[stem]
    regions = [("loop", "driver", "driver_end"), ("des", "des", "des_end")]
    if perms:
        regions.append(("ip", "ip_begin", "ip_end"))
    regions.append(("round", "rounds", "rounds_end"))
    if perms:
        regions.append(("fp", "fp_begin", "fp_end"))
    call = "des(ks, block)" + (" three times" if cipher == "3des" else "")
    args = (f"{call} per block from the C timing loop ({'far' if mode == 'real16' else 'cdecl'} "
            "pointers pushed right to left); Spboxa at SPBOX, deskey's schedules at KS1..KS3")
    out = ["# Generated by kernels/x86/karn_gen.py; do not edit.", "[kernel]",
           f'name = "{name}"', 'isa = "x86"', f'mode = "{mode}"', f'source = "{stem}.asm"',
           'entry = "driver"', f'cipher = "{cipher}"', 'chaining = "ecb"', 'layout = "x86-sp-karn"',
           f'reproduces = "{reproduces}"', f'arguments = "{args}"', f'description = "{desc}"']
    if not perms:
        out += ["", "[options]", "permutations = false"]
    out += ["", "[regions]"] + [f'{n} = ["{a}", "{b}"]' for n, a, b in regions]
    if stem in COMPARE_STYLES:
        out += ["", "[compare]", f'style = "{COMPARE_STYLES[stem]}"', "lookups_per_round = 8"]
    return "\n".join(out) + "\n"


def render(name: str) -> str:
    stem, ext = name.rsplit(".", 1)
    return render_asm(stem) if ext == "asm" else render_toml(stem)


def main() -> None:
    for name in HEADERS:
        (HERE / name).write_text(render(name))
        print("wrote", HERE / name)


if __name__ == "__main__":
    main()
