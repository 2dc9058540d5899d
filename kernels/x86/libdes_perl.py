"""The instruction sequences of libdes's x86 perl generators, written for this workbench.

Each function returns, in order, the instructions that Eric Young's and Svend Olaf Mikkelsen's perl
generators emitted for one piece of ``des_encrypt`` (openssl/openssl history, crypto/des/asm/:
des586.pl and des-som2.pl at b7896b3c, des686.pl at d02b48c6/58964a49, des-som3.pl at d02b48c6,
desboth.pl at b7896b3c; the emitted listing crypto/des/asm/dx86-cpp.s at d02b48c6 shows what the
x86unix.pl helpers turn the calls into: ``function_begin`` pushes ebp, ebx, esi, edi, so
``wparam(n)`` is ``[esp + 20 + 4n]``; ``function_end`` pops them and returns). The perl is not
copied: these are our own emitters of the same instruction sequences, in Intel syntax, on libdes's
data layout (workbench/layouts/x86_libdes.py: des_SPtrans at SPTRANS, key schedule pairs).
Registers: L = edi, R = esi (all four generators), key schedule pointer ebp.
"""
from __future__ import annotations

L, R = "edi", "esi"


def sp(off: int, reg: str) -> str:
    """A des_SPtrans lookup: box ``off // 0x100`` at the byte offset held in ``reg``."""
    return f"dword ptr [{reg} + SPTRANS + 0x{off:03x}]" if off else f"dword ptr [{reg} + SPTRANS]"


def ks(word: int) -> str:
    return f"dword ptr [ebp + {4 * word}]"


def wparam(n: int) -> str:
    return f"dword ptr [esp + {20 + 4 * n}]"


def low(reg: str) -> str:
    return reg[1] + "l"


def high(reg: str) -> str:
    return reg[1] + "h"


# ---- D_ENCRYPT: one round, L ^= f(R) with subkey words S, S+1 ----

def round_586(left: str, right: str, s: int, movzx: bool = False) -> list[str]:
    """des586.pl D_ENCRYPT (u = eax, tmp1 = ebx, tmp2 = ecx, t = edx): 26 instructions.
    The t-half lookups of boxes 3 and 7 are gathered in eax (the u register, free by then) and
    folded into L by the last xor. ``movzx``: our variant, every byte move a movzx."""
    def mb(dst: str, src: str) -> str:
        return f"movzx   e{dst[0]}x, {src}" if movzx else f"mov     {dst}, {src}"
    return [
        f"mov     edx, {ks(s + 1)}", f"mov     eax, {ks(s)}",
        f"xor     edx, {right}", f"xor     eax, {right}",
        "ror     edx, 4", "and     eax, 0xfcfcfcfc", "and     edx, 0xfcfcfcfc",
        mb("bl", "al"), mb("cl", "ah"), f"xor     {left}, {sp(0x000, 'ebx')}",
        "shr     eax, 16", f"xor     {left}, {sp(0x200, 'ecx')}",
        mb("bl", "al"), mb("cl", "ah"), f"xor     {left}, {sp(0x400, 'ebx')}",
        f"mov     eax, {sp(0x600, 'ecx')}",
        mb("bl", "dl"), mb("cl", "dh"), f"xor     {left}, {sp(0x100, 'ebx')}",
        "shr     edx, 16", f"xor     eax, {sp(0x300, 'ecx')}",
        mb("bl", "dl"), mb("cl", "dh"), f"xor     {left}, {sp(0x500, 'ebx')}",
        f"xor     eax, {sp(0x700, 'ecx')}", f"xor     {left}, eax",
    ]


def round_686(left: str, right: str, s: int) -> list[str]:
    """des686.pl D_ENCRYPT (u = ecx, t = edx, tmp1 = eax, tmp2 = ebx): 36 instructions, no
    partial-register writes; each index is copied, masked with 0fch and the word shifted by 8.
    The order is the generator's interleaving (its comments number each lookup's steps)."""
    return [
        f"mov     ecx, {ks(s)}", f"mov     edx, {ks(s + 1)}",
        f"xor     ecx, {right}", f"xor     edx, {right}", "ror     edx, 4",
        "mov     ebx, ecx", "mov     eax, edx", "and     ebx, 0xfc", "and     eax, 0xfc",
        "shr     edx, 8", f"xor     {left}, {sp(0x100, 'eax')}", "shr     ecx, 8",
        f"mov     eax, {sp(0x000, 'ebx')}",
        "mov     ebx, ecx", f"xor     {left}, eax", "and     ebx, 0xfc", "mov     eax, edx",
        "and     eax, 0xfc", "shr     edx, 8", f"xor     {left}, {sp(0x300, 'eax')}",
        "shr     ecx, 8", f"mov     eax, {sp(0x200, 'ebx')}", "mov     ebx, ecx",
        f"xor     {left}, eax", "and     ebx, 0xfc",
        "mov     eax, edx", "shr     ecx, 8", "and     eax, 0xfc", "shr     edx, 8",
        f"xor     {left}, {sp(0x500, 'eax')}", f"mov     eax, {sp(0x400, 'ebx')}",
        "and     edx, 0xfc", f"xor     {left}, eax",
        "and     ecx, 0xfc", f"xor     {left}, {sp(0x700, 'edx')}", f"xor     {left}, {sp(0x600, 'ecx')}",
    ]


def round_som(left: str, right: str, s: int) -> list[str]:
    """des-som2.pl / des-som3.pl D_ENCRYPT (u = eax, tmp1 = ebx, tmp2 = ecx, t = edx, and ebp,
    the key schedule pointer, borrowed as the load register): 35 instructions. Each lookup is a
    load into ebp (later ebx) and a separate xor; ebx is cleared each round, t is masked with
    0cfcfcfcfh before its rotation by 4, the last four indexes come from ``and 0ffh`` on the
    shifted words, and the key pointer is reloaded from the stack mid-round."""
    return [
        f"mov     eax, {ks(s)}", "xor     ebx, ebx", f"mov     edx, {ks(s + 1)}",
        f"xor     eax, {right}", f"xor     edx, {right}",
        "and     eax, 0xfcfcfcfc", "and     edx, 0xcfcfcfcf",
        "mov     bl, al", "mov     cl, ah", "ror     edx, 4",
        f"mov     ebp, {sp(0x000, 'ebx')}", "mov     bl, dl", f"xor     {left}, ebp",
        f"mov     ebp, {sp(0x200, 'ecx')}", f"xor     {left}, ebp", "mov     cl, dh",
        "shr     eax, 16", f"mov     ebp, {sp(0x100, 'ebx')}", f"xor     {left}, ebp",
        "mov     bl, ah", "shr     edx, 16", f"mov     ebp, {sp(0x300, 'ecx')}",
        f"xor     {left}, ebp", "mov     ebp, dword ptr [esp + 24]", "mov     cl, dh",
        "and     eax, 0xff", "and     edx, 0xff",
        f"mov     ebx, {sp(0x600, 'ebx')}", f"xor     {left}, ebx",
        f"mov     ebx, {sp(0x700, 'ecx')}", f"xor     {left}, ebx",
        f"mov     ebx, {sp(0x400, 'eax')}", f"xor     {left}, ebx",
        f"mov     ebx, {sp(0x500, 'edx')}", f"xor     {left}, ebx",
    ]


ROUNDS = {"young586": round_586, "young686": round_686, "som2": round_som, "som3": round_som,
          "movzx": lambda a, b, s: round_586(a, b, s, movzx=True)}


# ---- IP and FP ----

def perm_op(a: str, b: str, tt: str, n: int, mask: int) -> list[str]:
    """PERM_OP (des586.pl / des686.pl / des-som2.pl): 7 instructions."""
    return [f"mov     {tt}, {a}", f"shr     {tt}, {n}", f"xor     {tt}, {b}",
            f"and     {tt}, 0x{mask:08x}", f"xor     {b}, {tt}", f"shl     {tt}, {n}",
            f"xor     {a}, {tt}"]


def ip_perm(l: str, r: str, tt: str) -> list[str]:
    """The IP sub of des586.pl/des686.pl (libdes's C IP macro): 35 instructions."""
    return (perm_op(r, l, tt, 4, 0x0F0F0F0F) + perm_op(l, r, tt, 16, 0x0000FFFF)
            + perm_op(r, l, tt, 2, 0x33333333) + perm_op(l, r, tt, 8, 0x00FF00FF)
            + perm_op(r, l, tt, 1, 0x55555555))


def fp_perm(l: str, r: str, tt: str) -> list[str]:
    """The FP sub (libdes's FP macro): 35 instructions."""
    return (perm_op(l, r, tt, 1, 0x55555555) + perm_op(r, l, tt, 8, 0x00FF00FF)
            + perm_op(l, r, tt, 2, 0x33333333) + perm_op(r, l, tt, 16, 0x0000FFFF)
            + perm_op(l, r, tt, 4, 0x0F0F0F0F))


def rot(reg: str, n: int) -> list[str]:
    """``rotl``/``rotr`` by the perl's rule: nothing for 0, else one rol or ror."""
    return [] if n == 0 else [f"rol     {reg}, {n}"] if n > 0 else [f"ror     {reg}, {-n}"]


def r_perm_som2(a: str, b: str, tt: str, n: int, mask: int, last: str) -> list[str]:
    """des-som2.pl R_PERM_OP: rotate a, swap the masked bits through tt; 5 or 6 instructions."""
    tail = [f"xor     {a}, {tt}", f"xor     {b}, {tt}"]
    return rot(a, n) + [f"mov     {tt}, {b}", f"xor     {tt}, {a}", f"and     {tt}, 0x{mask:08x}"] + (
        tail if last == b else tail[::-1])


def ip_som2(l: str, r: str, tt: str, lr: int) -> list[str]:
    """des-som2.pl IP_new: 29 instructions and the final rotations for ``lr``."""
    return (r_perm_som2(l, r, tt, 4, 0xF0F0F0F0, l) + r_perm_som2(r, l, tt, 20, 0xFFF0000F, l)
            + r_perm_som2(r, l, tt, 14, 0x33333333, r) + r_perm_som2(l, r, tt, 22, 0x03FC03FC, r)
            + r_perm_som2(l, r, tt, 9, 0xAAAAAAAA, r) + rot(l, lr - 3) + rot(r, lr - 2))


def fp_som2(r: str, l: str, tt: str, lr: int) -> list[str]:
    """des-som2.pl FP_new(r, l, tt, lr)."""
    return (rot(r, 2 - lr) + rot(l, 3 - lr)
            + r_perm_som2(l, r, tt, 0, 0xAAAAAAAA, r) + r_perm_som2(l, r, tt, 23, 0x03FC03FC, r)
            + r_perm_som2(l, r, tt, 10, 0x33333333, l) + r_perm_som2(r, l, tt, 18, 0xFFF0000F, l)
            + r_perm_som2(r, l, tt, 12, 0xF0F0F0F0, r) + rot(l, -4))


def r_perm_som3(a: str, b: str, tt: str, n: int, mask: int) -> list[str]:
    """des-som3.pl R_PERM_OP: the result rotates through three registers (a ends as the mask
    word, tt takes a's old value). Its ``$notlast eq $b`` test reads a variable the file never
    sets, so the else order (xor tt first) is always the one emitted, as dx86-cpp.s shows."""
    return rot(a, n) + [f"mov     {tt}, {a}", f"xor     {a}, {b}", f"and     {a}, 0x{mask:08x}",
                        f"xor     {tt}, {a}", f"xor     {b}, {a}"]


def ip_som3(l: str, r: str, tt: str, lr: int) -> list[str]:
    """des-som3.pl IP_new(l, r, tt, lr): 29 instructions plus rotations; the halves end in tt
    and r."""
    return (r_perm_som3(l, r, tt, 4, 0xF0F0F0F0) + r_perm_som3(r, tt, l, 20, 0xFFF0000F)
            + r_perm_som3(l, tt, r, 14, 0x33333333) + r_perm_som3(tt, r, l, 22, 0x03FC03FC)
            + r_perm_som3(l, r, tt, 9, 0xAAAAAAAA) + rot(tt, lr - 3) + rot(r, lr - 2))


def fp_som3(l: str, r: str, tt: str, lr: int) -> list[str]:
    """des-som3.pl FP_new(l, r, tt, lr): the halves end in tt and r."""
    return (rot(r, 2 - lr) + rot(l, 3 - lr)
            + r_perm_som3(l, r, tt, 0, 0xAAAAAAAA) + r_perm_som3(tt, r, l, 23, 0x03FC03FC)
            + r_perm_som3(l, r, tt, 10, 0x33333333) + r_perm_som3(r, tt, l, 18, 0xFFF0000F)
            + r_perm_som3(l, tt, r, 12, 0xF0F0F0F0) + rot(tt, -4))
