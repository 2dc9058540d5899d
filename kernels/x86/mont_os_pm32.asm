; Montgomery product operand scanning (CIOS), 32-bit protected mode, k = 16 digits of 32 bits.
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
        xor     eax, eax
        mov     dword ptr [TSCR + 0], eax
        mov     dword ptr [TSCR + 4], eax
        mov     dword ptr [TSCR + 8], eax
        mov     dword ptr [TSCR + 12], eax
        mov     dword ptr [TSCR + 16], eax
        mov     dword ptr [TSCR + 20], eax
        mov     dword ptr [TSCR + 24], eax
        mov     dword ptr [TSCR + 28], eax
        mov     dword ptr [TSCR + 32], eax
        mov     dword ptr [TSCR + 36], eax
        mov     dword ptr [TSCR + 40], eax
        mov     dword ptr [TSCR + 44], eax
        mov     dword ptr [TSCR + 48], eax
        mov     dword ptr [TSCR + 52], eax
        mov     dword ptr [TSCR + 56], eax
        mov     dword ptr [TSCR + 60], eax
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], eax
body:
; row 0: T += A * b_0
        mov     ebx, dword ptr [edi + 0]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 0: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 1: T += A * b_1
        mov     ebx, dword ptr [edi + 4]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 1: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 2: T += A * b_2
        mov     ebx, dword ptr [edi + 8]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 2: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 3: T += A * b_3
        mov     ebx, dword ptr [edi + 12]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 3: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 4: T += A * b_4
        mov     ebx, dword ptr [edi + 16]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 4: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 5: T += A * b_5
        mov     ebx, dword ptr [edi + 20]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 5: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 6: T += A * b_6
        mov     ebx, dword ptr [edi + 24]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 6: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 7: T += A * b_7
        mov     ebx, dword ptr [edi + 28]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 7: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 8: T += A * b_8
        mov     ebx, dword ptr [edi + 32]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 8: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 9: T += A * b_9
        mov     ebx, dword ptr [edi + 36]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 9: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 10: T += A * b_10
        mov     ebx, dword ptr [edi + 40]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 10: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 11: T += A * b_11
        mov     ebx, dword ptr [edi + 44]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 11: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 12: T += A * b_12
        mov     ebx, dword ptr [edi + 48]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 12: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 13: T += A * b_13
        mov     ebx, dword ptr [edi + 52]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 13: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 14: T += A * b_14
        mov     ebx, dword ptr [edi + 56]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 14: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
; row 15: T += A * b_15
        mov     ebx, dword ptr [edi + 60]
        xor     ecx, ecx
        mov     eax, dword ptr [esi + 0]
        mul     ebx
        add     eax, dword ptr [TSCR + 0]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 4]
        mul     ebx
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 8]
        mul     ebx
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 12]
        mul     ebx
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 16]
        mul     ebx
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 20]
        mul     ebx
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 24]
        mul     ebx
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 28]
        mul     ebx
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 32]
        mul     ebx
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 36]
        mul     ebx
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 40]
        mul     ebx
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 44]
        mul     ebx
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 48]
        mul     ebx
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 52]
        mul     ebx
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 56]
        mul     ebx
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        mov     eax, dword ptr [esi + 60]
        mul     ebx
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 64], eax
        mov     dword ptr [TSCR + 68], edx
; row 15: T = (T + m * N) / 2^32
        mov     eax, dword ptr [TSCR]
        mul     dword ptr [N0P]
        mov     ebp, eax
        mul     dword ptr [NMOD]
        add     eax, dword ptr [TSCR]
        adc     edx, 0
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 4]
        mul     ebp
        add     eax, dword ptr [TSCR + 4]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 0], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 8]
        mul     ebp
        add     eax, dword ptr [TSCR + 8]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 4], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 12]
        mul     ebp
        add     eax, dword ptr [TSCR + 12]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 8], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 16]
        mul     ebp
        add     eax, dword ptr [TSCR + 16]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 12], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 20]
        mul     ebp
        add     eax, dword ptr [TSCR + 20]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 16], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 24]
        mul     ebp
        add     eax, dword ptr [TSCR + 24]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 20], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 28]
        mul     ebp
        add     eax, dword ptr [TSCR + 28]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 24], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 32]
        mul     ebp
        add     eax, dword ptr [TSCR + 32]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 28], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 36]
        mul     ebp
        add     eax, dword ptr [TSCR + 36]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 32], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 40]
        mul     ebp
        add     eax, dword ptr [TSCR + 40]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 36], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 44]
        mul     ebp
        add     eax, dword ptr [TSCR + 44]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 40], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 48]
        mul     ebp
        add     eax, dword ptr [TSCR + 48]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 44], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 52]
        mul     ebp
        add     eax, dword ptr [TSCR + 52]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 48], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 56]
        mul     ebp
        add     eax, dword ptr [TSCR + 56]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 52], eax
        mov     ecx, edx
        mov     eax, dword ptr [NMOD + 60]
        mul     ebp
        add     eax, dword ptr [TSCR + 60]
        adc     edx, 0
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 56], eax
        mov     ecx, edx
        xor     edx, edx
        mov     eax, dword ptr [TSCR + 64]
        add     eax, ecx
        adc     edx, 0
        mov     dword ptr [TSCR + 60], eax
        add     edx, dword ptr [TSCR + 68]
        mov     dword ptr [TSCR + 64], edx
body_end:
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
