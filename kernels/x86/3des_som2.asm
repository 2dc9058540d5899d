; Triple-DES EDE (des_encrypt3), libdes x86: des-som2.pl (Svend Olaf Mikkelsen's round, Young's generator).
; Written by kernels/x86/libdes_gen.py (see its docstring); libdes data layout
; (workbench/layouts/x86_libdes.py): des_SPtrans at SPTRANS, key schedules at KS.

driver:
        mov     edi, BLOCKS
next_block:
        push    KS3
        push    KS2
        push    KS1
        push    edi
        call    des_encrypt3
        add     esp, 16
        add     edi, 8
        cmp     edi, BLOCKS_END
        jb      next_block
        hlt
driver_end:

des_encrypt3:
        push    ebp
        push    ebx
        push    esi
        push    edi
        mov     ebx, dword ptr [esp + 20]
        mov     edi, dword ptr [ebx]
        mov     esi, dword ptr [ebx + 4]
ip_begin:
        mov     edx, esi
        shr     edx, 4
        xor     edx, edi
        and     edx, 0x0f0f0f0f
        xor     edi, edx
        shl     edx, 4
        xor     esi, edx
        mov     edx, edi
        shr     edx, 16
        xor     edx, esi
        and     edx, 0x0000ffff
        xor     esi, edx
        shl     edx, 16
        xor     edi, edx
        mov     edx, esi
        shr     edx, 2
        xor     edx, edi
        and     edx, 0x33333333
        xor     edi, edx
        shl     edx, 2
        xor     esi, edx
        mov     edx, edi
        shr     edx, 8
        xor     edx, esi
        and     edx, 0x00ff00ff
        xor     esi, edx
        shl     edx, 8
        xor     edi, edx
        mov     edx, esi
        shr     edx, 1
        xor     edx, edi
        and     edx, 0x55555555
        xor     edi, edx
        shl     edx, 1
        xor     esi, edx
ip_end:
        mov     dword ptr [ebx + 4], esi
        mov     eax, dword ptr [esp + 24]
        mov     dword ptr [ebx], edi
        mov     edi, dword ptr [esp + 28]
        mov     esi, dword ptr [esp + 32]
        push    1
        push    eax
        push    ebx
        call    des_encrypt2
        push    0
        push    edi
        push    ebx
        call    des_encrypt2
        push    1
        push    esi
        push    ebx
        call    des_encrypt2
        mov     edi, dword ptr [ebx]
        add     esp, 36
        mov     esi, dword ptr [ebx + 4]
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
        mov     dword ptr [ebx], edi
        mov     dword ptr [ebx + 4], esi
        pop     edi
        pop     esi
        pop     ebx
        pop     ebp
        ret
des_encrypt3_end:

des_encrypt2:
        push    ebp
        push    ebx
        push    esi
        push    edi
        mov     eax, dword ptr [esp + 20]
        mov     esi, dword ptr [eax]
        mov     edi, dword ptr [eax + 4]
        rol     esi, 3
        rol     edi, 3
        mov     eax, dword ptr [esp + 28]
        xor     ecx, ecx
        cmp     eax, 0
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
        ror     edi, 3
        ror     esi, 3
        mov     eax, dword ptr [esp + 20]
        mov     dword ptr [eax], edi
        mov     dword ptr [eax + 4], esi
        pop     edi
        pop     esi
        pop     ebx
        pop     ebp
        ret
des_encrypt2_end:
