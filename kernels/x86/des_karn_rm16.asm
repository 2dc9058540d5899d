; DES in the shape of Phil Karn's 1994 386 code (cypherpunks, 1994-08-06), 16-bit real mode.
; 32-bit operations through 66h operand-size prefixes, key schedule through ES (26h), a 2 KB
; combined S-and-P table, IP and FP by Hoey/Outerbridge rotate-and-swap steps, no calls or jumps
; inside the routine. Written for this workbench from that description (docs/references.md 6.2).
; Layout symbols: SPBOX (DS offset of the table), KS (ES offset of the cooked key schedule),
; BLOCKS/BLOCKS_END (DS offsets of the data), COUNT (the C loop's call counter).

driver:
        mov     di, BLOCKS
        mov     word ptr [COUNT], 0
next_block:
        push    di
        call    endes
        pop     cx
        add     di, 8
        inc     word ptr [COUNT]
        cmp     word ptr [COUNT], 10000
        jne     no_status
        mov     word ptr [COUNT], 0
        call    status
no_status:
        cmp     di, BLOCKS_END
        jb      next_block
        hlt
driver_end:
status:                     ; the status line itself (a printf) is not emulated
        ret

endes:
        push    bp
        mov     bp, sp
        push    si
        push    di
        mov     bx, word ptr [bp + 4]        ; the block's offset in DS
        mov     edx, dword ptr [bx]
        mov     ecx, dword ptr [bx + 4]
; byte order: DES is big-endian; the 386 has no BSWAP
        xchg    dl, dh
        rol     edx, 16
        xchg    dl, dh
        xchg    cl, ch
        rol     ecx, 16
        xchg    cl, ch
        push    bx
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
        xor     bx, bx                  ; bh stays 0: [bx] indexes by bl
        mov     si, KS
; round 1
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr es:[si]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 4]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 2
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 8]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 12]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 3
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 16]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 20]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 4
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 24]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 28]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 5
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 32]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 36]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 6
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 40]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 44]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 7
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 48]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 52]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 8
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 56]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 60]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 9
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 64]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 68]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 10
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 72]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 76]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 11
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 80]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 84]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 12
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 88]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 92]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 13
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 96]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 100]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 14
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 104]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 108]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 15
        mov     eax, ecx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 112]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 116]
        xor     eax, ecx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     edx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     edx, dword ptr [bx + SPBOX + 0x300]   ; S4
; round 16
        mov     eax, edx
        ror     eax, 4
        xor     eax, dword ptr es:[si + 120]
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x000]   ; S1
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x600]   ; S7
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x400]   ; S5
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x200]   ; S3
        mov     eax, dword ptr es:[si + 124]
        xor     eax, edx
        and     eax, 0xfcfcfcfc
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x100]   ; S2
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x700]   ; S8
        ror     eax, 16
        mov     bl, al
        xor     ecx, dword ptr [bx + SPBOX + 0x500]   ; S6
        mov     bl, ah
        xor     ecx, dword ptr [bx + SPBOX + 0x300]   ; S4
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
        pop     bx
        xchg    cl, ch
        rol     ecx, 16
        xchg    cl, ch
        xchg    dl, dh
        rol     edx, 16
        xchg    dl, dh
        mov     dword ptr [bx], ecx
        mov     dword ptr [bx + 4], edx
        pop     di
        pop     si
        pop     bp
        ret
endes_end:
