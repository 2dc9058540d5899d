; The Karn-shaped DES kernel built for 32-bit protected mode (flat segments): the same
; instructions without the 66h/26h prefixes, 32-bit addressing. See des_karn_rm16.asm.

driver:
        mov     edi, BLOCKS
        mov     dword ptr [COUNT], 0
next_block:
        push    edi
        call    endes
        pop     ecx
        add     edi, 8
        inc     dword ptr [COUNT]
        cmp     dword ptr [COUNT], 10000
        jne     no_status
        mov     dword ptr [COUNT], 0
        call    status
no_status:
        cmp     edi, BLOCKS_END
        jb      next_block
        hlt
driver_end:
status:                     ; the status line itself (a printf) is not emulated
        ret

endes:
        push    ebp
        mov     ebp, esp
        push    esi
        push    edi
        push    ebx
        mov     ebx, dword ptr [ebp + 8]     ; the block's address
        mov     edx, dword ptr [ebx]
        mov     ecx, dword ptr [ebx + 4]
; byte order: DES is big-endian; the 386 has no BSWAP
        xchg    dl, dh
        rol     edx, 16
        xchg    dl, dh
        xchg    cl, ch
        rol     ecx, 16
        xchg    cl, ch
        push    ebx
ip_begin:
        ror     edx, 4
        mov     eax, edx
        xor     eax, ecx
        and     eax, 0x0f0f0f0f
        xor     edx, eax
        xor     ecx, eax
        ror     edx, 12
        mov     eax, edx
        xor     eax, ecx
        and     eax, 0x0000ffff
        xor     edx, eax
        xor     ecx, eax
        rol     ecx, 14
        mov     eax, edx
        xor     eax, ecx
        and     eax, 0x33333333
        xor     edx, eax
        xor     ecx, eax
        ror     ecx, 6
        mov     eax, edx
        xor     eax, ecx
        and     eax, 0x00ff00ff
        xor     edx, eax
        xor     ecx, eax
        ror     edx, 9
        mov     eax, edx
        xor     eax, ecx
        and     eax, 0x55555555
        xor     edx, eax
        xor     ecx, eax
        rol     edx, 4
        rol     ecx, 3
ip_end:
rounds:
        xor     ebx, ebx                  ; bh stays 0: [bx] indexes by bl
        mov     esi, KS
; round 1
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr [esi]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 4]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 2
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr [esi + 8]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 12]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 3
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr [esi + 16]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 20]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 4
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr [esi + 24]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 28]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 5
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr [esi + 32]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 36]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 6
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr [esi + 40]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 44]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 7
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr [esi + 48]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 52]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 8
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr [esi + 56]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 60]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 9
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr [esi + 64]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 68]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 10
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr [esi + 72]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 76]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 11
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr [esi + 80]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 84]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 12
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr [esi + 88]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 92]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 13
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr [esi + 96]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 100]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 14
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr [esi + 104]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 108]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 15
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr [esi + 112]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 116]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [ebx + SPBOX + 0x300]   ; S4
; round 16
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr [esi + 120]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr [esi + 124]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [ebx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [ebx + SPBOX + 0x300]   ; S4
rounds_end:
fp_begin:
        ror     ecx, 4
        ror     edx, 3
        mov     eax, ecx
        xor     eax, edx
        and     eax, 0x55555555
        xor     ecx, eax
        xor     edx, eax
        rol     ecx, 9
        mov     eax, ecx
        xor     eax, edx
        and     eax, 0x00ff00ff
        xor     ecx, eax
        xor     edx, eax
        rol     edx, 6
        mov     eax, ecx
        xor     eax, edx
        and     eax, 0x33333333
        xor     ecx, eax
        xor     edx, eax
        ror     edx, 14
        mov     eax, ecx
        xor     eax, edx
        and     eax, 0x0000ffff
        xor     ecx, eax
        xor     edx, eax
        rol     ecx, 12
        mov     eax, ecx
        xor     eax, edx
        and     eax, 0x0f0f0f0f
        xor     ecx, eax
        xor     edx, eax
        rol     ecx, 4
fp_end:
        pop     ebx
        xchg    cl, ch
        rol     ecx, 16
        xchg    cl, ch
        xchg    dl, dh
        rol     edx, 16
        xchg    dl, dh
        mov     dword ptr [ebx], ecx
        mov     dword ptr [ebx + 4], edx
        pop     ebx
        pop     edi
        pop     esi
        pop     ebp
        ret
endes_end:
