"""The CBC caller of the libdes x86 kernels (the des-<style>-cbc kernels): libdes's C
des_ncbc_encrypt, encrypt path, as we assume a compiler of the time made it, called the way
speed.c's "DES cbc" line calls it (one call per 1024-byte buffer).

Facts (crypto/des/ncbc_enc.c; the structure is the same in every version we read): c2l the IV
into tout0/tout1; per whole block, c2l the input into tin0/tin1, xor with tout0/tout1, store to
tin[2], des_encrypt(tin, schedule, DES_ENCRYPT), tout = tin[], l2c to the output; then l2c
tout0/tout1 back into the IV (the 'n' form updates it); tin[] cleared. The partial-block branch is
not taken (whole blocks). ASSUMED (ours): the compiled form: c2l as four byte loads (movzx) with
shl/or, l2c as four byte stores, tout0/tout1 kept in stack slots across the call, the length
counter in ebp. speed.c: crypto/des/speed.c, des_ncbc_encrypt(buf, buf, BUFSIZE = 1024, ...)."""
from __future__ import annotations

BUFSIZE = 1024      # speed.c's buffer, bytes per call


def c2l(base: str, off: int) -> list[str]:
    """eax = the four bytes at [base+off], little-endian (libdes's c2l macro)."""
    out = [f"movzx   eax, byte ptr [{base} + {off}]"]
    for k in (1, 2, 3):
        out += [f"movzx   edx, byte ptr [{base} + {off + k}]", f"shl     edx, {8 * k}", "or      eax, edx"]
    return out


def l2c(base: str, off: int) -> list[str]:
    """The four bytes of eax to [base+off], little-endian (libdes's l2c macro)."""
    return [f"mov     byte ptr [{base} + {off}], al", f"mov     byte ptr [{base} + {off + 1}], ah",
            "shr     eax, 16", f"mov     byte ptr [{base} + {off + 2}], al",
            f"mov     byte ptr [{base} + {off + 3}], ah"]


def des_ncbc_encrypt() -> list[str]:
    """des_ncbc_encrypt(in, out, length, schedule, ivec, enc = 1): frame after 4 pushes and
    sub esp,16: tin[2] at [esp], tout0/tout1 at [esp+8]/[esp+12], arguments from [esp+36]."""
    arg = lambda n: f"dword ptr [esp + {36 + 4 * n}]"     # noqa: E731
    out = ["des_ncbc_encrypt:", "push    ebp", "push    ebx", "push    esi", "push    edi",
           "sub     esp, 16", f"mov     ebx, {arg(4)}"]
    out += c2l("ebx", 0) + ["mov     dword ptr [esp + 8], eax"]
    out += c2l("ebx", 4) + ["mov     dword ptr [esp + 12], eax"]
    out += [f"mov     esi, {arg(0)}", f"mov     edi, {arg(1)}", f"mov     ebp, {arg(2)}",
            "sub     ebp, 8", "jl      cbc_done", "cbc_loop:"]
    out += c2l("esi", 0) + ["xor     eax, dword ptr [esp + 8]", "mov     dword ptr [esp], eax"]
    out += c2l("esi", 4) + ["xor     eax, dword ptr [esp + 12]", "mov     dword ptr [esp + 4], eax"]
    out += ["add     esi, 8", "push    1", "push    dword ptr [esp + 52]     ; schedule (arg 3, one push ago)",
            "lea     eax, [esp + 8]", "push    eax", "call    des_encrypt", "add     esp, 12",
            "mov     eax, dword ptr [esp]", "mov     dword ptr [esp + 8], eax"]
    out += l2c("edi", 0) + ["mov     eax, dword ptr [esp + 4]", "mov     dword ptr [esp + 12], eax"]
    out += l2c("edi", 4) + ["add     edi, 8", "sub     ebp, 8", "jge     cbc_loop", "cbc_done:",
                            f"mov     ebx, {arg(4)}", "mov     eax, dword ptr [esp + 8]"]
    out += l2c("ebx", 0) + ["mov     eax, dword ptr [esp + 12]"] + l2c("ebx", 4)
    out += ["mov     dword ptr [esp], 0", "mov     dword ptr [esp + 4], 0", "add     esp, 16",
            "pop     edi", "pop     esi", "pop     ebx", "pop     ebp", "ret", "des_ncbc_encrypt_end:"]
    return out


def driver() -> list[str]:
    """speed.c's cbc loop over our data: one des_ncbc_encrypt call per 1024-byte buffer (the IV
    carries from call to call, as the 'n' form updates it); the last buffer may be shorter."""
    return ["driver:", "mov     edi, BLOCKS", "next_buffer:", "mov     eax, BLOCKS_END",
            "sub     eax, edi", f"cmp     eax, {BUFSIZE}", "jbe     whole", f"mov     eax, {BUFSIZE}",
            "whole:", "push    1", "push    IVEC", "push    KS", "push    eax", "push    edi",
            "push    edi", "call    des_ncbc_encrypt", "add     esp, 24", f"add     edi, {BUFSIZE}",
            "cmp     edi, BLOCKS_END", "jb      next_buffer", "hlt", "driver_end:"]
