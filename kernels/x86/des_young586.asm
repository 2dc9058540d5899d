; DES, libdes-style lookup 'young586', 32-bit protected mode.
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
        xor     ebx, ebx
        xor     ecx, ecx
; round 1
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 0]
        mov     edx, dword ptr [ebp + 4]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        xor     edi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x100]
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        xor     edi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x500]
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 2
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 8]
        mov     edx, dword ptr [ebp + 12]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        xor     esi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x100]
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        xor     esi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x500]
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 3
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 16]
        mov     edx, dword ptr [ebp + 20]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        xor     edi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x100]
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        xor     edi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x500]
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 4
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 24]
        mov     edx, dword ptr [ebp + 28]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        xor     esi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x100]
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        xor     esi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x500]
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 5
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 32]
        mov     edx, dword ptr [ebp + 36]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        xor     edi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x100]
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        xor     edi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x500]
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 6
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 40]
        mov     edx, dword ptr [ebp + 44]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        xor     esi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x100]
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        xor     esi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x500]
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 7
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 48]
        mov     edx, dword ptr [ebp + 52]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        xor     edi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x100]
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        xor     edi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x500]
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 8
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 56]
        mov     edx, dword ptr [ebp + 60]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        xor     esi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x100]
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        xor     esi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x500]
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 9
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 64]
        mov     edx, dword ptr [ebp + 68]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        xor     edi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x100]
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        xor     edi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x500]
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 10
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 72]
        mov     edx, dword ptr [ebp + 76]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        xor     esi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x100]
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        xor     esi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x500]
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 11
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 80]
        mov     edx, dword ptr [ebp + 84]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        xor     edi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x100]
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        xor     edi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x500]
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 12
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 88]
        mov     edx, dword ptr [ebp + 92]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        xor     esi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x100]
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        xor     esi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x500]
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 13
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 96]
        mov     edx, dword ptr [ebp + 100]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        xor     edi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x100]
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        xor     edi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x500]
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 14
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 104]
        mov     edx, dword ptr [ebp + 108]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        xor     esi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x100]
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        xor     esi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x500]
        xor     esi, dword ptr [ecx + SPBOX + 0x300]
; round 15
        mov     eax, esi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 112]
        mov     edx, dword ptr [ebp + 116]
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x000]
        xor     edi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x100]
        xor     edi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPBOX + 0x400]
        xor     edi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPBOX + 0x500]
        xor     edi, dword ptr [ecx + SPBOX + 0x300]
; round 16
        mov     eax, edi
        ror     eax, 4
        xor     eax, dword ptr [ebp + 120]
        mov     edx, dword ptr [ebp + 124]
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x000]
        xor     esi, dword ptr [ecx + SPBOX + 0x600]
        shr     eax, 16
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x100]
        xor     esi, dword ptr [ecx + SPBOX + 0x700]
        shr     edx, 16
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPBOX + 0x400]
        xor     esi, dword ptr [ecx + SPBOX + 0x200]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPBOX + 0x500]
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
