; Montgomery product product scanning (convolution order), 32-bit protected mode, k = 16 digits of 32 bits.
; Written by kernels/x86/mont_gen.py; see its docstring. mont_mul(a, b, r) with the C calling
; convention computes r = a*b*2^(-32k) mod N (N at NMOD, n0' = -N^-1 mod 2^32 at N0P).

driver:
        mov     esi, OPS
        mov     edi, OUT
next_op:
        push    edi
        lea     eax, dword ptr [esi + 64]
        push    eax
        push    esi
        call    mont_mul
        add     esp, 12
        add     esi, 128
        add     edi, 64
        cmp     esi, OPS_END
        jb      next_op
        hlt
driver_end:

mont_mul:
        push    ebp
        push    ebx
        push    esi
        push    edi
        mov     esi, dword ptr [esp + 20]           ; a
        mov     edi, dword ptr [esp + 24]           ; b
        xor     ebx, ebx
        xor     ecx, ecx
        xor     ebp, ebp
body:
; column 0
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 0], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 1
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 4], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 2
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 8], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 3
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 12], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 4
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 16], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 5
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 20], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 6
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 24], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 7
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 28], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 8
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 32], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 9
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 36], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 10
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 40], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 11
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 44], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 12
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 48], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 13
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 52], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 14
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 56], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 15
        mov     eax, dword ptr [esi + 0]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 0]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 0]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, ebx
        mul     dword ptr [N0P]
        mov     dword ptr [MSCR + 60], eax
        mul     dword ptr [NMOD]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 16
        mov     eax, dword ptr [esi + 4]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 4]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 4]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 0], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 17
        mov     eax, dword ptr [esi + 8]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 8]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 8]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 4], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 18
        mov     eax, dword ptr [esi + 12]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 12]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 12]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 8], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 19
        mov     eax, dword ptr [esi + 16]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 16]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 16]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 12], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 20
        mov     eax, dword ptr [esi + 20]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 20]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 20]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 16], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 21
        mov     eax, dword ptr [esi + 24]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 24]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 24]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 20], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 22
        mov     eax, dword ptr [esi + 28]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 28]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 28]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 24], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 23
        mov     eax, dword ptr [esi + 32]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 32]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 32]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 28], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 24
        mov     eax, dword ptr [esi + 36]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 36]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 36]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 32], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 25
        mov     eax, dword ptr [esi + 40]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 40]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 40]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 36], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 26
        mov     eax, dword ptr [esi + 44]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 44]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 44]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 40], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 27
        mov     eax, dword ptr [esi + 48]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 48]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 48]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 44], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 28
        mov     eax, dword ptr [esi + 52]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 52]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 52]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 48], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 29
        mov     eax, dword ptr [esi + 56]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 56]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 56]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 52], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 30
        mov     eax, dword ptr [esi + 60]
        mul     dword ptr [edi + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     eax, dword ptr [MSCR + 60]
        mul     dword ptr [NMOD + 60]
        add     ebx, eax
        adc     ecx, edx
        adc     ebp, 0
        mov     dword ptr [TSCR + 56], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
; column 31
        mov     dword ptr [TSCR + 60], ebx
        mov     ebx, ecx
        mov     ecx, ebp
        xor     ebp, ebp
body_end:
        mov     dword ptr [TSCR + 64], ebx
final:
        mov     edi, dword ptr [esp + 28]
        mov     ebx, dword ptr [TSCR + 64]
        mov     eax, dword ptr [TSCR + 0]
        sub     eax, dword ptr [NMOD + 0]
        mov     dword ptr [edi + 0], eax
        mov     eax, dword ptr [TSCR + 4]
        sbb     eax, dword ptr [NMOD + 4]
        mov     dword ptr [edi + 4], eax
        mov     eax, dword ptr [TSCR + 8]
        sbb     eax, dword ptr [NMOD + 8]
        mov     dword ptr [edi + 8], eax
        mov     eax, dword ptr [TSCR + 12]
        sbb     eax, dword ptr [NMOD + 12]
        mov     dword ptr [edi + 12], eax
        mov     eax, dword ptr [TSCR + 16]
        sbb     eax, dword ptr [NMOD + 16]
        mov     dword ptr [edi + 16], eax
        mov     eax, dword ptr [TSCR + 20]
        sbb     eax, dword ptr [NMOD + 20]
        mov     dword ptr [edi + 20], eax
        mov     eax, dword ptr [TSCR + 24]
        sbb     eax, dword ptr [NMOD + 24]
        mov     dword ptr [edi + 24], eax
        mov     eax, dword ptr [TSCR + 28]
        sbb     eax, dword ptr [NMOD + 28]
        mov     dword ptr [edi + 28], eax
        mov     eax, dword ptr [TSCR + 32]
        sbb     eax, dword ptr [NMOD + 32]
        mov     dword ptr [edi + 32], eax
        mov     eax, dword ptr [TSCR + 36]
        sbb     eax, dword ptr [NMOD + 36]
        mov     dword ptr [edi + 36], eax
        mov     eax, dword ptr [TSCR + 40]
        sbb     eax, dword ptr [NMOD + 40]
        mov     dword ptr [edi + 40], eax
        mov     eax, dword ptr [TSCR + 44]
        sbb     eax, dword ptr [NMOD + 44]
        mov     dword ptr [edi + 44], eax
        mov     eax, dword ptr [TSCR + 48]
        sbb     eax, dword ptr [NMOD + 48]
        mov     dword ptr [edi + 48], eax
        mov     eax, dword ptr [TSCR + 52]
        sbb     eax, dword ptr [NMOD + 52]
        mov     dword ptr [edi + 52], eax
        mov     eax, dword ptr [TSCR + 56]
        sbb     eax, dword ptr [NMOD + 56]
        mov     dword ptr [edi + 56], eax
        mov     eax, dword ptr [TSCR + 60]
        sbb     eax, dword ptr [NMOD + 60]
        mov     dword ptr [edi + 60], eax
        sbb     ebx, 0
        jz      done
        mov     eax, dword ptr [TSCR + 0]
        mov     dword ptr [edi + 0], eax
        mov     eax, dword ptr [TSCR + 4]
        mov     dword ptr [edi + 4], eax
        mov     eax, dword ptr [TSCR + 8]
        mov     dword ptr [edi + 8], eax
        mov     eax, dword ptr [TSCR + 12]
        mov     dword ptr [edi + 12], eax
        mov     eax, dword ptr [TSCR + 16]
        mov     dword ptr [edi + 16], eax
        mov     eax, dword ptr [TSCR + 20]
        mov     dword ptr [edi + 20], eax
        mov     eax, dword ptr [TSCR + 24]
        mov     dword ptr [edi + 24], eax
        mov     eax, dword ptr [TSCR + 28]
        mov     dword ptr [edi + 28], eax
        mov     eax, dword ptr [TSCR + 32]
        mov     dword ptr [edi + 32], eax
        mov     eax, dword ptr [TSCR + 36]
        mov     dword ptr [edi + 36], eax
        mov     eax, dword ptr [TSCR + 40]
        mov     dword ptr [edi + 40], eax
        mov     eax, dword ptr [TSCR + 44]
        mov     dword ptr [edi + 44], eax
        mov     eax, dword ptr [TSCR + 48]
        mov     dword ptr [edi + 48], eax
        mov     eax, dword ptr [TSCR + 52]
        mov     dword ptr [edi + 52], eax
        mov     eax, dword ptr [TSCR + 56]
        mov     dword ptr [edi + 56], eax
        mov     eax, dword ptr [TSCR + 60]
        mov     dword ptr [edi + 60], eax
done:
final_end:
        pop     edi
        pop     esi
        pop     ebx
        pop     ebp
        ret
mont_mul_end:
