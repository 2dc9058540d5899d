; Triple-DES (EDE, inner IP/FP skipped), libdes-style lookup 'young686', 32-bit protected mode.
; Written by kernels/x86/libdes_gen.py; see its docstring for the source of each style.
; des_encrypt(block, ks) with the C calling convention; SP table at SPBOX.

driver:
        mov     edi, BLOCKS
next_block:
        push    KS
        push    edi
        call    des_encrypt
        add     esp, 8
        add     edi, 8
        cmp     edi, BLOCKS_END
        jb      next_block
        hlt
driver_end:

des_encrypt:
        push    ebp
        push    ebx
        push    esi
        push    edi
        mov     eax, dword ptr [esp + 20]           ; the block
        mov     ebp, dword ptr [esp + 24]           ; the key schedule
        mov     edi, dword ptr [eax]
        mov     esi, dword ptr [eax + 4]
        bswap   edi
        bswap   esi
ip_begin:
        ror     edi, 4
        mov     eax, edi
        xor     eax, esi
        and     eax, 0x0f0f0f0f
        xor     edi, eax
        xor     esi, eax
        ror     edi, 12
        mov     eax, edi
        xor     eax, esi
        and     eax, 0x0000ffff
        xor     edi, eax
        xor     esi, eax
        rol     esi, 14
        mov     eax, edi
        xor     eax, esi
        and     eax, 0x33333333
        xor     edi, eax
        xor     esi, eax
        ror     esi, 6
        mov     eax, edi
        xor     eax, esi
        and     eax, 0x00ff00ff
        xor     edi, eax
        xor     esi, eax
        ror     edi, 9
        mov     eax, edi
        xor     eax, esi
        and     eax, 0x55555555
        xor     edi, eax
        xor     esi, eax
        rol     edi, 4
        rol     esi, 3
ip_end:
rounds:
; round 1
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 0]
        mov     edx, dword ptr [ebp + 4]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 2
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 8]
        mov     edx, dword ptr [ebp + 12]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 3
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 16]
        mov     edx, dword ptr [ebp + 20]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 4
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 24]
        mov     edx, dword ptr [ebp + 28]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 5
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 32]
        mov     edx, dword ptr [ebp + 36]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 6
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 40]
        mov     edx, dword ptr [ebp + 44]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 7
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 48]
        mov     edx, dword ptr [ebp + 52]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 8
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 56]
        mov     edx, dword ptr [ebp + 60]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 9
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 64]
        mov     edx, dword ptr [ebp + 68]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 10
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 72]
        mov     edx, dword ptr [ebp + 76]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 11
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 80]
        mov     edx, dword ptr [ebp + 84]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 12
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 88]
        mov     edx, dword ptr [ebp + 92]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 13
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 96]
        mov     edx, dword ptr [ebp + 100]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 14
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 104]
        mov     edx, dword ptr [ebp + 108]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 15
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 112]
        mov     edx, dword ptr [ebp + 116]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 16
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 120]
        mov     edx, dword ptr [ebp + 124]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 17
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 128]
        mov     edx, dword ptr [ebp + 132]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 18
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 136]
        mov     edx, dword ptr [ebp + 140]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 19
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 144]
        mov     edx, dword ptr [ebp + 148]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 20
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 152]
        mov     edx, dword ptr [ebp + 156]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 21
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 160]
        mov     edx, dword ptr [ebp + 164]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 22
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 168]
        mov     edx, dword ptr [ebp + 172]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 23
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 176]
        mov     edx, dword ptr [ebp + 180]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 24
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 184]
        mov     edx, dword ptr [ebp + 188]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 25
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 192]
        mov     edx, dword ptr [ebp + 196]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 26
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 200]
        mov     edx, dword ptr [ebp + 204]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 27
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 208]
        mov     edx, dword ptr [ebp + 212]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 28
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 216]
        mov     edx, dword ptr [ebp + 220]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 29
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 224]
        mov     edx, dword ptr [ebp + 228]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 30
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 232]
        mov     edx, dword ptr [ebp + 236]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 31
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 240]
        mov     edx, dword ptr [ebp + 244]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 32
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 248]
        mov     edx, dword ptr [ebp + 252]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 33
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 256]
        mov     edx, dword ptr [ebp + 260]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 34
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 264]
        mov     edx, dword ptr [ebp + 268]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 35
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 272]
        mov     edx, dword ptr [ebp + 276]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 36
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 280]
        mov     edx, dword ptr [ebp + 284]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 37
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 288]
        mov     edx, dword ptr [ebp + 292]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 38
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 296]
        mov     edx, dword ptr [ebp + 300]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 39
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 304]
        mov     edx, dword ptr [ebp + 308]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 40
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 312]
        mov     edx, dword ptr [ebp + 316]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 41
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 320]
        mov     edx, dword ptr [ebp + 324]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 42
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 328]
        mov     edx, dword ptr [ebp + 332]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 43
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 336]
        mov     edx, dword ptr [ebp + 340]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 44
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 344]
        mov     edx, dword ptr [ebp + 348]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 45
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 352]
        mov     edx, dword ptr [ebp + 356]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 46
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 360]
        mov     edx, dword ptr [ebp + 364]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 47
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 368]
        mov     edx, dword ptr [ebp + 372]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     edi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 48
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 376]
        mov     edx, dword ptr [ebp + 380]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x600]
        mov     ebx, eax
        shr     eax, 8
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        mov     ebx, eax
        and     ebx, 0xfc
        xor     esi, dword ptr [ebx + SPBOX + 0x200]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x100]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        mov     ecx, edx
        shr     edx, 8
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x500]
        mov     ecx, edx
        and     ecx, 0xfc
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
rounds_end:
fp_begin:
        ror     esi, 4
        ror     edi, 3
        mov     eax, esi
        xor     eax, edi
        and     eax, 0x55555555
        xor     esi, eax
        xor     edi, eax
        rol     esi, 9
        mov     eax, esi
        xor     eax, edi
        and     eax, 0x00ff00ff
        xor     esi, eax
        xor     edi, eax
        rol     edi, 6
        mov     eax, esi
        xor     eax, edi
        and     eax, 0x33333333
        xor     esi, eax
        xor     edi, eax
        ror     edi, 14
        mov     eax, esi
        xor     eax, edi
        and     eax, 0x0000ffff
        xor     esi, eax
        xor     edi, eax
        rol     esi, 12
        mov     eax, esi
        xor     eax, edi
        and     eax, 0x0f0f0f0f
        xor     esi, eax
        xor     edi, eax
        rol     esi, 4
fp_end:
        mov     eax, dword ptr [esp + 20]
        bswap   esi
        bswap   edi
        mov     dword ptr [eax], esi
        mov     dword ptr [eax + 4], edi
        pop     edi
        pop     esi
        pop     ebx
        pop     ebp
        ret
des_encrypt_end:
