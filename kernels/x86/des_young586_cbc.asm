; DES CBC (des_ncbc_encrypt, our compiled form, calling des_encrypt), libdes x86: des586.pl (Eric Young).
; Written by kernels/x86/libdes_gen.py (see its docstring); libdes data layout
; (workbench/layouts/x86_libdes.py): des_SPtrans at SPTRANS, key schedules at KS.

driver:
        mov     edi, BLOCKS
next_buffer:
        mov     eax, BLOCKS_END
        sub     eax, edi
        cmp     eax, 1024
        jbe     whole
        mov     eax, 1024
whole:
        push    1
        push    IVEC
        push    KS
        push    eax
        push    edi
        push    edi
        call    des_ncbc_encrypt
        add     esp, 24
        add     edi, 1024
        cmp     edi, BLOCKS_END
        jb      next_buffer
        hlt
driver_end:

des_ncbc_encrypt:
        push    ebp
        push    ebx
        push    esi
        push    edi
        sub     esp, 16
        mov     ebx, dword ptr [esp + 52]
        movzx   eax, byte ptr [ebx + 0]
        movzx   edx, byte ptr [ebx + 1]
        shl     edx, 8
        or      eax, edx
        movzx   edx, byte ptr [ebx + 2]
        shl     edx, 16
        or      eax, edx
        movzx   edx, byte ptr [ebx + 3]
        shl     edx, 24
        or      eax, edx
        mov     dword ptr [esp + 8], eax
        movzx   eax, byte ptr [ebx + 4]
        movzx   edx, byte ptr [ebx + 5]
        shl     edx, 8
        or      eax, edx
        movzx   edx, byte ptr [ebx + 6]
        shl     edx, 16
        or      eax, edx
        movzx   edx, byte ptr [ebx + 7]
        shl     edx, 24
        or      eax, edx
        mov     dword ptr [esp + 12], eax
        mov     esi, dword ptr [esp + 36]
        mov     edi, dword ptr [esp + 40]
        mov     ebp, dword ptr [esp + 44]
        sub     ebp, 8
        jl      cbc_done
cbc_loop:
        movzx   eax, byte ptr [esi + 0]
        movzx   edx, byte ptr [esi + 1]
        shl     edx, 8
        or      eax, edx
        movzx   edx, byte ptr [esi + 2]
        shl     edx, 16
        or      eax, edx
        movzx   edx, byte ptr [esi + 3]
        shl     edx, 24
        or      eax, edx
        xor     eax, dword ptr [esp + 8]
        mov     dword ptr [esp], eax
        movzx   eax, byte ptr [esi + 4]
        movzx   edx, byte ptr [esi + 5]
        shl     edx, 8
        or      eax, edx
        movzx   edx, byte ptr [esi + 6]
        shl     edx, 16
        or      eax, edx
        movzx   edx, byte ptr [esi + 7]
        shl     edx, 24
        or      eax, edx
        xor     eax, dword ptr [esp + 12]
        mov     dword ptr [esp + 4], eax
        add     esi, 8
        push    1
        push    dword ptr [esp + 52]     ; schedule (arg 3, one push ago)
        lea     eax, [esp + 8]
        push    eax
        call    des_encrypt
        add     esp, 12
        mov     eax, dword ptr [esp]
        mov     dword ptr [esp + 8], eax
        mov     byte ptr [edi + 0], al
        mov     byte ptr [edi + 1], ah
        shr     eax, 16
        mov     byte ptr [edi + 2], al
        mov     byte ptr [edi + 3], ah
        mov     eax, dword ptr [esp + 4]
        mov     dword ptr [esp + 12], eax
        mov     byte ptr [edi + 4], al
        mov     byte ptr [edi + 5], ah
        shr     eax, 16
        mov     byte ptr [edi + 6], al
        mov     byte ptr [edi + 7], ah
        add     edi, 8
        sub     ebp, 8
        jge     cbc_loop
cbc_done:
        mov     ebx, dword ptr [esp + 52]
        mov     eax, dword ptr [esp + 8]
        mov     byte ptr [ebx + 0], al
        mov     byte ptr [ebx + 1], ah
        shr     eax, 16
        mov     byte ptr [ebx + 2], al
        mov     byte ptr [ebx + 3], ah
        mov     eax, dword ptr [esp + 12]
        mov     byte ptr [ebx + 4], al
        mov     byte ptr [ebx + 5], ah
        shr     eax, 16
        mov     byte ptr [ebx + 6], al
        mov     byte ptr [ebx + 7], ah
        mov     dword ptr [esp], 0
        mov     dword ptr [esp + 4], 0
        add     esp, 16
        pop     edi
        pop     esi
        pop     ebx
        pop     ebp
        ret
des_ncbc_encrypt_end:

des_encrypt:
        push    ebp
        push    ebx
        push    esi
        push    edi
        mov     eax, dword ptr [esp + 20]
        mov     esi, dword ptr [eax]
        mov     edi, dword ptr [eax + 4]
ip_begin:
        mov     eax, edi
        shr     eax, 4
        xor     eax, esi
        and     eax, 0x0f0f0f0f
        xor     esi, eax
        shl     eax, 4
        xor     edi, eax
        mov     eax, esi
        shr     eax, 16
        xor     eax, edi
        and     eax, 0x0000ffff
        xor     edi, eax
        shl     eax, 16
        xor     esi, eax
        mov     eax, edi
        shr     eax, 2
        xor     eax, esi
        and     eax, 0x33333333
        xor     esi, eax
        shl     eax, 2
        xor     edi, eax
        mov     eax, esi
        shr     eax, 8
        xor     eax, edi
        and     eax, 0x00ff00ff
        xor     edi, eax
        shl     eax, 8
        xor     esi, eax
        mov     eax, edi
        shr     eax, 1
        xor     eax, esi
        and     eax, 0x55555555
        xor     esi, eax
        shl     eax, 1
        xor     edi, eax
ip_end:
        rol     esi, 3
        rol     edi, 3
        xor     ebx, ebx
        mov     eax, dword ptr [esp + 28]
        xor     ecx, ecx
        cmp     eax, 0
        mov     ebp, dword ptr [esp + 24]
        je      start_decrypt
rounds:
; round 0
        mov     edx, dword ptr [ebp + 4]
        mov     eax, dword ptr [ebp + 0]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 1
        mov     edx, dword ptr [ebp + 12]
        mov     eax, dword ptr [ebp + 8]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 2
        mov     edx, dword ptr [ebp + 20]
        mov     eax, dword ptr [ebp + 16]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 3
        mov     edx, dword ptr [ebp + 28]
        mov     eax, dword ptr [ebp + 24]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 4
        mov     edx, dword ptr [ebp + 36]
        mov     eax, dword ptr [ebp + 32]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 5
        mov     edx, dword ptr [ebp + 44]
        mov     eax, dword ptr [ebp + 40]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 6
        mov     edx, dword ptr [ebp + 52]
        mov     eax, dword ptr [ebp + 48]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 7
        mov     edx, dword ptr [ebp + 60]
        mov     eax, dword ptr [ebp + 56]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 8
        mov     edx, dword ptr [ebp + 68]
        mov     eax, dword ptr [ebp + 64]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 9
        mov     edx, dword ptr [ebp + 76]
        mov     eax, dword ptr [ebp + 72]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 10
        mov     edx, dword ptr [ebp + 84]
        mov     eax, dword ptr [ebp + 80]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 11
        mov     edx, dword ptr [ebp + 92]
        mov     eax, dword ptr [ebp + 88]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 12
        mov     edx, dword ptr [ebp + 100]
        mov     eax, dword ptr [ebp + 96]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 13
        mov     edx, dword ptr [ebp + 108]
        mov     eax, dword ptr [ebp + 104]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 14
        mov     edx, dword ptr [ebp + 116]
        mov     eax, dword ptr [ebp + 112]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 15
        mov     edx, dword ptr [ebp + 124]
        mov     eax, dword ptr [ebp + 120]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
        jmp     rounds_end
start_decrypt:
; round 15
        mov     edx, dword ptr [ebp + 124]
        mov     eax, dword ptr [ebp + 120]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 14
        mov     edx, dword ptr [ebp + 116]
        mov     eax, dword ptr [ebp + 112]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 13
        mov     edx, dword ptr [ebp + 108]
        mov     eax, dword ptr [ebp + 104]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 12
        mov     edx, dword ptr [ebp + 100]
        mov     eax, dword ptr [ebp + 96]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 11
        mov     edx, dword ptr [ebp + 92]
        mov     eax, dword ptr [ebp + 88]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 10
        mov     edx, dword ptr [ebp + 84]
        mov     eax, dword ptr [ebp + 80]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 9
        mov     edx, dword ptr [ebp + 76]
        mov     eax, dword ptr [ebp + 72]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 8
        mov     edx, dword ptr [ebp + 68]
        mov     eax, dword ptr [ebp + 64]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 7
        mov     edx, dword ptr [ebp + 60]
        mov     eax, dword ptr [ebp + 56]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 6
        mov     edx, dword ptr [ebp + 52]
        mov     eax, dword ptr [ebp + 48]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 5
        mov     edx, dword ptr [ebp + 44]
        mov     eax, dword ptr [ebp + 40]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 4
        mov     edx, dword ptr [ebp + 36]
        mov     eax, dword ptr [ebp + 32]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 3
        mov     edx, dword ptr [ebp + 28]
        mov     eax, dword ptr [ebp + 24]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 2
        mov     edx, dword ptr [ebp + 20]
        mov     eax, dword ptr [ebp + 16]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
; round 1
        mov     edx, dword ptr [ebp + 12]
        mov     eax, dword ptr [ebp + 8]
        xor     edx, esi
        xor     eax, esi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     edi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     edi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     edi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, eax
; round 0
        mov     edx, dword ptr [ebp + 4]
        mov     eax, dword ptr [ebp + 0]
        xor     edx, edi
        xor     eax, edi
        ror     edx, 4
        and     eax, 0xfcfcfcfc
        and     edx, 0xfcfcfcfc
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS]
        shr     eax, 16
        xor     esi, dword ptr [ecx + SPTRANS + 0x200]
        mov     bl, al
        mov     cl, ah
        xor     esi, dword ptr [ebx + SPTRANS + 0x400]
        mov     eax, dword ptr [ecx + SPTRANS + 0x600]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x100]
        shr     edx, 16
        xor     eax, dword ptr [ecx + SPTRANS + 0x300]
        mov     bl, dl
        mov     cl, dh
        xor     esi, dword ptr [ebx + SPTRANS + 0x500]
        xor     eax, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, eax
rounds_end:
        ror     edi, 3
        ror     esi, 3
fp_begin:
        mov     eax, esi
        shr     eax, 1
        xor     eax, edi
        and     eax, 0x55555555
        xor     edi, eax
        shl     eax, 1
        xor     esi, eax
        mov     eax, edi
        shr     eax, 8
        xor     eax, esi
        and     eax, 0x00ff00ff
        xor     esi, eax
        shl     eax, 8
        xor     edi, eax
        mov     eax, esi
        shr     eax, 2
        xor     eax, edi
        and     eax, 0x33333333
        xor     edi, eax
        shl     eax, 2
        xor     esi, eax
        mov     eax, edi
        shr     eax, 16
        xor     eax, esi
        and     eax, 0x0000ffff
        xor     esi, eax
        shl     eax, 16
        xor     edi, eax
        mov     eax, esi
        shr     eax, 4
        xor     eax, edi
        and     eax, 0x0f0f0f0f
        xor     edi, eax
        shl     eax, 4
        xor     esi, eax
fp_end:
        mov     eax, dword ptr [esp + 20]
        mov     dword ptr [eax], edi
        mov     dword ptr [eax + 4], esi
        pop     edi
        pop     esi
        pop     ebx
        pop     ebp
        ret
des_encrypt_end:
