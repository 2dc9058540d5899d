; One DES round as Phil Karn's 16-bit des() computes it (round 1 of the built-in kernel
; des-karn-rm16, kernels/x86/des_karn_rm16.asm): F(R) xored into L through eight S-box lookups,
; each index a byte moved into bl. x86 real16, Intel syntax.
;   edx = R, ecx = L, es:si = the round's two subkey words, ds:SPBOX = the eight 256-byte
;   S-box tables (Karn's Spboxa); ebx's upper half must be 0 (bl is the index).
; Registers start at 0: `workbench time examples/my_round.asm --core p6 --mode real16`.
SPBOX = 0x2000

; round 1: F(ecx,edx,0)
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        mov     bl, ah
        ror     eax, 16
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     eax, dword ptr es:[si + 4]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        mov     bl, ah
        ror     eax, 16
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
