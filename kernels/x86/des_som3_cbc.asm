; DES CBC (des_ncbc_encrypt, our compiled form, calling des_encrypt), libdes x86: des-som3.pl (Svend Olaf Mikkelsen's round and IP/FP, Young's generator).
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
        mov     esi, dword ptr [esp + 20]
        xor     ecx, ecx
        mov     eax, dword ptr [esi]
        mov     ebx, dword ptr [esp + 28]
        mov     edi, dword ptr [esi + 4]
ip_begin:
        rol     eax, 4
        mov     esi, eax
        xor     eax, edi
        and     eax, 0xf0f0f0f0
        xor     esi, eax
        xor     edi, eax
        rol     edi, 20
        mov     eax, edi
        xor     edi, esi
        and     edi, 0xfff0000f
        xor     eax, edi
        xor     esi, edi
        rol     eax, 14
        mov     edi, eax
        xor     eax, esi
        and     eax, 0x33333333
        xor     edi, eax
        xor     esi, eax
        rol     esi, 22
        mov     eax, esi
        xor     esi, edi
        and     esi, 0x03fc03fc
        xor     eax, esi
        xor     edi, esi
        rol     eax, 9
        mov     esi, eax
        xor     eax, edi
        and     eax, 0xaaaaaaaa
        xor     esi, eax
        xor     edi, eax
        rol     edi, 1
ip_end:
        cmp     ebx, 0
        mov     ebp, dword ptr [esp + 24]
        je      start_decrypt
rounds:
; round 0
        mov     eax, dword ptr [ebp + 0]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 4]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 1
        mov     eax, dword ptr [ebp + 8]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 12]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 2
        mov     eax, dword ptr [ebp + 16]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 20]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 3
        mov     eax, dword ptr [ebp + 24]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 28]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 4
        mov     eax, dword ptr [ebp + 32]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 36]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 5
        mov     eax, dword ptr [ebp + 40]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 44]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 6
        mov     eax, dword ptr [ebp + 48]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 52]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 7
        mov     eax, dword ptr [ebp + 56]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 60]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 8
        mov     eax, dword ptr [ebp + 64]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 68]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 9
        mov     eax, dword ptr [ebp + 72]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 76]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 10
        mov     eax, dword ptr [ebp + 80]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 84]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 11
        mov     eax, dword ptr [ebp + 88]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 92]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 12
        mov     eax, dword ptr [ebp + 96]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 100]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 13
        mov     eax, dword ptr [ebp + 104]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 108]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 14
        mov     eax, dword ptr [ebp + 112]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 116]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 15
        mov     eax, dword ptr [ebp + 120]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 124]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
        jmp     rounds_end
start_decrypt:
; round 15
        mov     eax, dword ptr [ebp + 120]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 124]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 14
        mov     eax, dword ptr [ebp + 112]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 116]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 13
        mov     eax, dword ptr [ebp + 104]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 108]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 12
        mov     eax, dword ptr [ebp + 96]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 100]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 11
        mov     eax, dword ptr [ebp + 88]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 92]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 10
        mov     eax, dword ptr [ebp + 80]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 84]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 9
        mov     eax, dword ptr [ebp + 72]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 76]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 8
        mov     eax, dword ptr [ebp + 64]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 68]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 7
        mov     eax, dword ptr [ebp + 56]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 60]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 6
        mov     eax, dword ptr [ebp + 48]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 52]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 5
        mov     eax, dword ptr [ebp + 40]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 44]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 4
        mov     eax, dword ptr [ebp + 32]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 36]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 3
        mov     eax, dword ptr [ebp + 24]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 28]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 2
        mov     eax, dword ptr [ebp + 16]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 20]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
; round 1
        mov     eax, dword ptr [ebp + 8]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 12]
        xor     eax, esi
        xor     edx, esi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     edi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     edi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     edi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     edi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     edi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     edi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     edi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     edi, ebx
; round 0
        mov     eax, dword ptr [ebp + 0]
        xor     ebx, ebx
        mov     edx, dword ptr [ebp + 4]
        xor     eax, edi
        xor     edx, edi
        and     eax, 0xfcfcfcfc
        and     edx, 0xcfcfcfcf
        mov     bl, al
        mov     cl, ah
        ror     edx, 4
        mov     ebp, dword ptr [ebx + SPTRANS]
        mov     bl, dl
        xor     esi, ebp
        mov     ebp, dword ptr [ecx + SPTRANS + 0x200]
        xor     esi, ebp
        mov     cl, dh
        shr     eax, 16
        mov     ebp, dword ptr [ebx + SPTRANS + 0x100]
        xor     esi, ebp
        mov     bl, ah
        shr     edx, 16
        mov     ebp, dword ptr [ecx + SPTRANS + 0x300]
        xor     esi, ebp
        mov     ebp, dword ptr [esp + 24]
        mov     cl, dh
        and     eax, 0xff
        and     edx, 0xff
        mov     ebx, dword ptr [ebx + SPTRANS + 0x600]
        xor     esi, ebx
        mov     ebx, dword ptr [ecx + SPTRANS + 0x700]
        xor     esi, ebx
        mov     ebx, dword ptr [eax + SPTRANS + 0x400]
        xor     esi, ebx
        mov     ebx, dword ptr [edx + SPTRANS + 0x500]
        xor     esi, ebx
rounds_end:
        mov     edx, dword ptr [esp + 20]
fp_begin:
        ror     esi, 1
        mov     eax, edi
        xor     edi, esi
        and     edi, 0xaaaaaaaa
        xor     eax, edi
        xor     esi, edi
        rol     eax, 23
        mov     edi, eax
        xor     eax, esi
        and     eax, 0x03fc03fc
        xor     edi, eax
        xor     esi, eax
        rol     edi, 10
        mov     eax, edi
        xor     edi, esi
        and     edi, 0x33333333
        xor     eax, edi
        xor     esi, edi
        rol     esi, 18
        mov     edi, esi
        xor     esi, eax
        and     esi, 0xfff0000f
        xor     edi, esi
        xor     eax, esi
        rol     edi, 12
        mov     esi, edi
        xor     edi, eax
        and     edi, 0xf0f0f0f0
        xor     esi, edi
        xor     eax, edi
        ror     eax, 4
fp_end:
        mov     dword ptr [edx], eax
        mov     dword ptr [edx + 4], esi
        pop     edi
        pop     esi
        pop     ebx
        pop     ebp
        ret
des_encrypt_end:
