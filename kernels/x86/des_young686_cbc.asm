; DES CBC (des_ncbc_encrypt, our compiled form, calling des_encrypt), libdes x86: des686.pl (Eric Young).
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
        mov     edi, dword ptr [eax]
        mov     esi, dword ptr [eax + 4]
ip_begin:
        mov     eax, esi
        shr     eax, 4
        xor     eax, edi
        and     eax, 0x0f0f0f0f
        xor     edi, eax
        shl     eax, 4
        xor     esi, eax
        mov     eax, edi
        shr     eax, 16
        xor     eax, esi
        and     eax, 0x0000ffff
        xor     esi, eax
        shl     eax, 16
        xor     edi, eax
        mov     eax, esi
        shr     eax, 2
        xor     eax, edi
        and     eax, 0x33333333
        xor     edi, eax
        shl     eax, 2
        xor     esi, eax
        mov     eax, edi
        shr     eax, 8
        xor     eax, esi
        and     eax, 0x00ff00ff
        xor     esi, eax
        shl     eax, 8
        xor     edi, eax
        mov     eax, esi
        shr     eax, 1
        xor     eax, edi
        and     eax, 0x55555555
        xor     edi, eax
        shl     eax, 1
        xor     esi, eax
ip_end:
        rol     esi, 3
        rol     edi, 3
        xchg    edi, esi
        mov     eax, dword ptr [esp + 28]
        mov     ebp, dword ptr [esp + 24]
        cmp     eax, 0
        je      start_decrypt
rounds:
; round 0
        mov     ecx, dword ptr [ebp + 0]
        mov     edx, dword ptr [ebp + 4]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 1
        mov     ecx, dword ptr [ebp + 8]
        mov     edx, dword ptr [ebp + 12]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 2
        mov     ecx, dword ptr [ebp + 16]
        mov     edx, dword ptr [ebp + 20]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 3
        mov     ecx, dword ptr [ebp + 24]
        mov     edx, dword ptr [ebp + 28]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 4
        mov     ecx, dword ptr [ebp + 32]
        mov     edx, dword ptr [ebp + 36]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 5
        mov     ecx, dword ptr [ebp + 40]
        mov     edx, dword ptr [ebp + 44]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 6
        mov     ecx, dword ptr [ebp + 48]
        mov     edx, dword ptr [ebp + 52]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 7
        mov     ecx, dword ptr [ebp + 56]
        mov     edx, dword ptr [ebp + 60]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 8
        mov     ecx, dword ptr [ebp + 64]
        mov     edx, dword ptr [ebp + 68]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 9
        mov     ecx, dword ptr [ebp + 72]
        mov     edx, dword ptr [ebp + 76]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 10
        mov     ecx, dword ptr [ebp + 80]
        mov     edx, dword ptr [ebp + 84]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 11
        mov     ecx, dword ptr [ebp + 88]
        mov     edx, dword ptr [ebp + 92]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 12
        mov     ecx, dword ptr [ebp + 96]
        mov     edx, dword ptr [ebp + 100]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 13
        mov     ecx, dword ptr [ebp + 104]
        mov     edx, dword ptr [ebp + 108]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 14
        mov     ecx, dword ptr [ebp + 112]
        mov     edx, dword ptr [ebp + 116]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 15
        mov     ecx, dword ptr [ebp + 120]
        mov     edx, dword ptr [ebp + 124]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
        jmp     rounds_end
start_decrypt:
; round 15
        mov     ecx, dword ptr [ebp + 120]
        mov     edx, dword ptr [ebp + 124]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 14
        mov     ecx, dword ptr [ebp + 112]
        mov     edx, dword ptr [ebp + 116]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 13
        mov     ecx, dword ptr [ebp + 104]
        mov     edx, dword ptr [ebp + 108]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 12
        mov     ecx, dword ptr [ebp + 96]
        mov     edx, dword ptr [ebp + 100]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 11
        mov     ecx, dword ptr [ebp + 88]
        mov     edx, dword ptr [ebp + 92]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 10
        mov     ecx, dword ptr [ebp + 80]
        mov     edx, dword ptr [ebp + 84]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 9
        mov     ecx, dword ptr [ebp + 72]
        mov     edx, dword ptr [ebp + 76]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 8
        mov     ecx, dword ptr [ebp + 64]
        mov     edx, dword ptr [ebp + 68]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 7
        mov     ecx, dword ptr [ebp + 56]
        mov     edx, dword ptr [ebp + 60]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 6
        mov     ecx, dword ptr [ebp + 48]
        mov     edx, dword ptr [ebp + 52]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 5
        mov     ecx, dword ptr [ebp + 40]
        mov     edx, dword ptr [ebp + 44]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 4
        mov     ecx, dword ptr [ebp + 32]
        mov     edx, dword ptr [ebp + 36]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 3
        mov     ecx, dword ptr [ebp + 24]
        mov     edx, dword ptr [ebp + 28]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 2
        mov     ecx, dword ptr [ebp + 16]
        mov     edx, dword ptr [ebp + 20]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
; round 1
        mov     ecx, dword ptr [ebp + 8]
        mov     edx, dword ptr [ebp + 12]
        xor     ecx, esi
        xor     edx, esi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     edi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     edi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     edi, eax
        and     ecx, 0xfc
        xor     edi, dword ptr [edx + SPTRANS + 0x700]
        xor     edi, dword ptr [ecx + SPTRANS + 0x600]
; round 0
        mov     ecx, dword ptr [ebp + 0]
        mov     edx, dword ptr [ebp + 4]
        xor     ecx, edi
        xor     edx, edi
        ror     edx, 4
        mov     ebx, ecx
        mov     eax, edx
        and     ebx, 0xfc
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x100]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x300]
        shr     ecx, 8
        mov     eax, dword ptr [ebx + SPTRANS + 0x200]
        mov     ebx, ecx
        xor     esi, eax
        and     ebx, 0xfc
        mov     eax, edx
        shr     ecx, 8
        and     eax, 0xfc
        shr     edx, 8
        xor     esi, dword ptr [eax + SPTRANS + 0x500]
        mov     eax, dword ptr [ebx + SPTRANS + 0x400]
        and     edx, 0xfc
        xor     esi, eax
        and     ecx, 0xfc
        xor     esi, dword ptr [edx + SPTRANS + 0x700]
        xor     esi, dword ptr [ecx + SPTRANS + 0x600]
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
