"""Writes the Karn-shaped DES kernels (des_karn_rm16.asm, 3des_karn_rm16.asm, des_karn_pm32.asm).

The kernels are fully unrolled (no calls or jumps inside the routine, as Karn's were), so their
listings are written out from this one template rather than typed sixteen times. The committed
.asm files are the kernels; tests/test_x86_kernels.py checks they are what this script writes.
Run:  python kernels/x86/karn_gen.py
The IP/FP steps and the data representation are derived in workbench/layouts/x86_sp.py.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from workbench.layouts.x86_sp import IP_FINAL_ROT, IP_STEPS  # noqa: E402

HERE = Path(__file__).resolve().parent
# S-box (0-based) looked up from each byte of the two key-mixed words, and its sub-table offset
K0_BOXES = (0, 6, 4, 2)     # bytes 0..3 of ror(R',4) ^ k0
K1_BOXES = (1, 7, 5, 3)     # bytes 0..3 of R' ^ k1


class Style:
    def __init__(self, mode: str):
        self.real = mode == "real16"
        self.idx = "bx" if self.real else "ebx"
        self.kptr = "es:[si" if self.real else "[esi"

    def key(self, off: int) -> str:
        return f"dword ptr {self.kptr} + {off}]" if off else f"dword ptr {self.kptr}]"


def rot(reg: str, n: int) -> str:
    n %= 32
    return f"rol     {reg}, {n}" if n <= 16 else f"ror     {reg}, {32 - n}"


def swap(a: str, b: str, mask: int) -> list[str]:
    return [f"mov     eax, {a}", f"xor     eax, {b}", f"and     eax, 0x{mask:08x}",
            f"xor     {a}, eax", f"xor     {b}, eax"]


def ip(l: str, r: str) -> list[str]:
    regs = {"l": l, "r": r}
    out = []
    for which, n, mask in IP_STEPS:
        out.append(rot(regs[which], n))
        out += swap(l, r, mask)
    out += [rot(l, IP_FINAL_ROT["l"]), rot(r, IP_FINAL_ROT["r"])]
    return out


def fp(l: str, r: str) -> list[str]:
    regs = {"l": l, "r": r}
    out = [rot(l, -IP_FINAL_ROT["l"]), rot(r, -IP_FINAL_ROT["r"])]
    for which, n, mask in reversed(IP_STEPS):
        out += swap(l, r, mask)
        out.append(rot(regs[which], -n))
    return out


def lookups(st: Style, left: str, boxes: tuple[int, ...]) -> list[str]:
    """Four S-box lookups from the bytes of eax (bl = al, ah; then ror 16 for the upper two)."""
    out = []
    for i, box in enumerate(boxes):
        if i == 2:
            out.append("ror     eax, 16")
        out += [f"mov     bl, {'al' if i % 2 == 0 else 'ah'}",
                f"xor     {left}, dword ptr [{st.idx} + SPBOX + 0x{box * 256:03x}]   ; S{box + 1}"]
    return out


def des_round(st: Style, n: int, left: str, right: str) -> list[str]:
    """Round n (0-based): left ^= f(right, K_n). 25 instructions, as in Karn's F."""
    return ([f"; round {n + 1}", f"mov     eax, {right}", "ror     eax, 4",
             f"xor     eax, {st.key(8 * n)}", "and     eax, 0xfcfcfcfc"]
            + lookups(st, left, K0_BOXES)
            + [f"mov     eax, {st.key(8 * n + 4)}", f"xor     eax, {right}", "and     eax, 0xfcfcfcfc"]
            + lookups(st, left, K1_BOXES))


def bswap_emulated(reg: str) -> list[str]:
    lo, hi = reg[1] + "l", reg[1] + "h"
    return [f"xchg    {lo}, {hi}", f"rol     {reg}, 16", f"xchg    {lo}, {hi}"]


def routine(st: Style, rounds: int) -> list[str]:
    L, R = "edx", "ecx"
    if st.real:
        head = ["endes:", "push    bp", "mov     bp, sp", "push    si", "push    di",
                "mov     bx, word ptr [bp + 4]        ; the block's offset in DS"]
        blk = "bx"
    else:
        head = ["endes:", "push    ebp", "mov     ebp, esp", "push    esi", "push    edi",
                "push    ebx", "mov     ebx, dword ptr [ebp + 8]     ; the block's address"]
        blk = "ebx"
    out = head + [f"mov     {L}, dword ptr [{blk}]", f"mov     {R}, dword ptr [{blk} + 4]",
                  "; byte order: DES is big-endian; the 386 has no BSWAP"]
    out += bswap_emulated(L) + bswap_emulated(R)
    out += [f"push    {blk}", "ip_begin:"] + ip(L, R)
    out += ["ip_end:", "rounds:", f"xor     {st.idx}, {st.idx}                  ; bh stays 0: [bx] indexes by bl",
            f"mov     {'si' if st.real else 'esi'}, KS"]
    left, right = L, R
    for n in range(rounds):
        out += des_round(st, n, left, right)
        # roles alternate each round; between DES stages of 3DES the swap is undone (no inner FP/IP)
        if n % 16 != 15:
            left, right = right, left
    out += ["rounds_end:", "fp_begin:"] + fp(left, right)
    out += ["fp_end:", f"pop     {blk}"]
    out += bswap_emulated(left) + bswap_emulated(right)
    out += [f"mov     dword ptr [{blk}], {left}", f"mov     dword ptr [{blk} + 4], {right}"]
    if st.real:
        out += ["pop     di", "pop     si", "pop     bp", "ret"]
    else:
        out += ["pop     ebx", "pop     edi", "pop     esi", "pop     ebp", "ret"]
    out.append("endes_end:")
    return out


def driver(st: Style) -> list[str]:
    """The caller: Karn's figure included a C loop that called the routine for every block and
    printed a status line every 10,000 calls; this is that loop as a compiler would emit it."""
    if st.real:
        return ["driver:", "mov     di, BLOCKS", "mov     word ptr [COUNT], 0", "next_block:",
                "push    di", "call    endes", "pop     cx", "add     di, 8",
                "inc     word ptr [COUNT]", "cmp     word ptr [COUNT], 10000", "jne     no_status",
                "mov     word ptr [COUNT], 0", "call    status", "no_status:",
                "cmp     di, BLOCKS_END", "jb      next_block", "hlt", "driver_end:",
                "status:                     ; the status line itself (a printf) is not emulated",
                "ret"]
    return ["driver:", "mov     edi, BLOCKS", "mov     dword ptr [COUNT], 0", "next_block:",
            "push    edi", "call    endes", "pop     ecx", "add     edi, 8",
            "inc     dword ptr [COUNT]", "cmp     dword ptr [COUNT], 10000", "jne     no_status",
            "mov     dword ptr [COUNT], 0", "call    status", "no_status:",
            "cmp     edi, BLOCKS_END", "jb      next_block", "hlt", "driver_end:",
            "status:                     ; the status line itself (a printf) is not emulated",
            "ret"]


HEADERS = {
    "des_karn_rm16.asm": ("real16", 16, """\
; DES in the shape of Phil Karn's 1994 386 code (cypherpunks, 1994-08-06), 16-bit real mode.
; 32-bit operations through 66h operand-size prefixes, key schedule through ES (26h), a 2 KB
; combined S-and-P table, IP and FP by Hoey/Outerbridge rotate-and-swap steps, no calls or jumps
; inside the routine. Written for this workbench from that description (docs/references.md 6.2).
; Layout symbols: SPBOX (DS offset of the table), KS (ES offset of the cooked key schedule),
; BLOCKS/BLOCKS_END (DS offsets of the data), COUNT (the C loop's call counter)."""),
    "3des_karn_rm16.asm": ("real16", 48, """\
; Triple-DES (EDE, three keys) in the shape of Karn's 1994 code, 16-bit real mode: one IP,
; 48 rounds with the three key schedules back to back (the inner FP/IP pairs cancel and are
; skipped), one FP. See des_karn_rm16.asm for the conventions."""),
    "des_karn_pm32.asm": ("prot32", 16, """\
; The Karn-shaped DES kernel built for 32-bit protected mode (flat segments): the same
; instructions without the 66h/26h prefixes, 32-bit addressing. See des_karn_rm16.asm."""),
}


def render(name: str) -> str:
    mode, rounds, header = HEADERS[name]
    st = Style(mode)
    lines = header.splitlines() + [""] + driver(st) + [""] + routine(st, rounds)
    out = []
    for ln in lines:
        if ln.endswith(":") or ln.startswith(";") or not ln or ln.split()[0].endswith(":"):
            out.append(ln)
        else:
            out.append("        " + ln)
    return "\n".join(out) + "\n"


def main() -> None:
    for name in HEADERS:
        (HERE / name).write_text(render(name))
        print("wrote", HERE / name)


if __name__ == "__main__":
    main()
