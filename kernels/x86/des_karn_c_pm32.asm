; des-karn-c-pm32: des_karn_c.c compiled by
;   gcc (Debian 12.2.0-14+deb12u1) 12.2.0:
;   gcc -m32 -march=i486 -O -S -masm=intel -fno-pic -fno-asynchronous-unwind-tables -fcf-protection=none -fno-stack-protector -o des_karn_c_gcc.s des_karn_c.c
; then respelled for our front end by kernels/x86/karn_c_gen.py (do not edit).

driver:
        push    ebp
        mov     ebp, esp
        push    esi
        push    ebx
        mov     esi, BLOCKS                   ; p = the data (ours: his passes buf each time)
        xor     ebx, ebx                      ; i = 0
next_block:
        push    esi
        push    KS1
        call    des
        add     esp, 8
        add     esi, 8                        ; p += 8 (ours)
        inc     ebx
        cmp     ebx, NBLOCKS - 1
        jbe     next_block
        hlt
driver_end:

des:
        push    ebp
        push    edi
        push    esi
        push    ebx
        sub     esp, 0x4
        mov     ecx, dword ptr [esp+0x18]
        mov     ebx, dword ptr [esp+0x1c]
        xor     eax, eax
        mov     al, byte ptr [ebx]
        sal     eax, 0x18
        xor     edx, edx
        mov     dl, byte ptr [ebx+0x1]
        sal     edx, 0x10
        or      eax, edx
        xor     edx, edx
        mov     dl, byte ptr [ebx+0x3]
        or      eax, edx
        xor     edx, edx
        mov     dl, byte ptr [ebx+0x2]
        sal     edx, 0x8
        or      eax, edx
        movzx   esi, byte ptr [ebx+0x4]
        and     esi, 0xff
        sal     esi, 0x18
        xor     edx, edx
        mov     dl, byte ptr [ebx+0x5]
        sal     edx, 0x10
        or      esi, edx
        xor     edx, edx
        mov     dl, byte ptr [ebx+0x7]
        or      esi, edx
        xor     edx, edx
        mov     dl, byte ptr [ebx+0x6]
        sal     edx, 0x8
        or      esi, edx
        mov     edx, eax
        shr     edx, 0x4
        xor     edx, esi
        and     edx, 0xf0f0f0f
        xor     esi, edx
        sal     edx, 0x4
        xor     edx, eax
        mov     eax, edx
        shr     eax, 0x10
        xor     eax, esi
        and     eax, 0xffff
        xor     esi, eax
        sal     eax, 0x10
        xor     eax, edx
        mov     edx, esi
        shr     edx, 0x2
        xor     edx, eax
        and     edx, 0x33333333
        xor     eax, edx
        sal     edx, 0x2
        xor     edx, esi
        mov     esi, edx
        shr     esi, 0x8
        xor     esi, eax
        and     esi, 0xff00ff
        xor     eax, esi
        sal     esi, 0x8
        xor     esi, edx
        rol     esi, 0x1
        mov     edx, eax
        xor     edx, esi
        and     edx, -0x55555556
        xor     eax, edx
        xor     esi, edx
        mov     edi, esi
        ror     edi, 0x4
        xor     edi, dword ptr [ecx]
        mov     ebp, esi
        xor     ebp, dword ptr [ecx+0x4]
        mov     edx, ebp
        and     edx, 0x3f
        mov     dword ptr [esp], edx
        rol     eax, 0x1
        mov     edx, eax
        mov     eax, dword ptr [esp]
        xor     edx, dword ptr [0x700+eax*0x4 + SPBOX]
        mov     eax, edi
        and     eax, 0x3f
        xor     edx, dword ptr [0x600+eax*0x4 + SPBOX]
        mov     eax, ebp
        shr     eax, 0x8
        and     eax, 0x3f
        xor     edx, dword ptr [0x500+eax*0x4 + SPBOX]
        mov     eax, ebp
        shr     eax, 0x10
        and     eax, 0x3f
        xor     edx, dword ptr [0x300+eax*0x4 + SPBOX]
        shr     ebp, 0x18
        and     ebp, 0x3f
        xor     edx, dword ptr [0x100+ebp*0x4 + SPBOX]
        mov     eax, edi
        shr     eax, 0x8
        and     eax, 0x3f
        xor     edx, dword ptr [0x400+eax*0x4 + SPBOX]
        mov     eax, edi
        shr     eax, 0x10
        and     eax, 0x3f
        xor     edx, dword ptr [0x200+eax*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     edx, dword ptr [0x0+edi*0x4 + SPBOX]
        mov     edi, edx
        ror     edi, 0x4
        xor     edi, dword ptr [ecx+0x8]
        mov     ebp, edx
        xor     ebp, dword ptr [ecx+0xc]
        mov     eax, ebp
        and     eax, 0x3f
        xor     esi, dword ptr [0x700+eax*0x4 + SPBOX]
        mov     eax, edi
        and     eax, 0x3f
        xor     esi, dword ptr [0x600+eax*0x4 + SPBOX]
        mov     eax, esi
        mov     esi, ebp
        shr     esi, 0x8
        and     esi, 0x3f
        xor     eax, dword ptr [0x500+esi*0x4 + SPBOX]
        mov     esi, ebp
        shr     esi, 0x10
        and     esi, 0x3f
        xor     eax, dword ptr [0x300+esi*0x4 + SPBOX]
        shr     ebp, 0x18
        and     ebp, 0x3f
        xor     eax, dword ptr [0x100+ebp*0x4 + SPBOX]
        mov     esi, edi
        shr     esi, 0x8
        and     esi, 0x3f
        xor     eax, dword ptr [0x400+esi*0x4 + SPBOX]
        mov     esi, edi
        shr     esi, 0x10
        and     esi, 0x3f
        xor     eax, dword ptr [0x200+esi*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     eax, dword ptr [0x0+edi*0x4 + SPBOX]
        mov     esi, eax
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x10]
        mov     edi, eax
        xor     edi, dword ptr [ecx+0x14]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     edx, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     edx, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     edx, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     edx, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     edx, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     edx, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, edx
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x18]
        mov     edi, edx
        xor     edi, dword ptr [ecx+0x1c]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     eax, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     eax, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     eax, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     eax, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     eax, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     eax, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, eax
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x20]
        mov     edi, eax
        xor     edi, dword ptr [ecx+0x24]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     edx, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     edx, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     edx, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     edx, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     edx, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     edx, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, edx
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x28]
        mov     edi, edx
        xor     edi, dword ptr [ecx+0x2c]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     eax, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     eax, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     eax, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     eax, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     eax, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     eax, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, eax
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x30]
        mov     edi, eax
        xor     edi, dword ptr [ecx+0x34]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     edx, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     edx, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     edx, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     edx, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     edx, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     edx, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, edx
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x38]
        mov     edi, edx
        xor     edi, dword ptr [ecx+0x3c]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     eax, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     eax, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     eax, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     eax, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     eax, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     eax, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, eax
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x40]
        mov     edi, eax
        xor     edi, dword ptr [ecx+0x44]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     edx, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     edx, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     edx, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     edx, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     edx, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     edx, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, edx
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x48]
        mov     edi, edx
        xor     edi, dword ptr [ecx+0x4c]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     eax, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     eax, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     eax, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     eax, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     eax, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     eax, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, eax
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x50]
        mov     edi, eax
        xor     edi, dword ptr [ecx+0x54]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     edx, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     edx, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     edx, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     edx, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     edx, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     edx, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, edx
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x58]
        mov     edi, edx
        xor     edi, dword ptr [ecx+0x5c]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     eax, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     eax, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     eax, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     eax, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     eax, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     eax, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, eax
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x60]
        mov     edi, eax
        xor     edi, dword ptr [ecx+0x64]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     edx, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     edx, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     edx, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     edx, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     edx, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     edx, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, edx
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x68]
        mov     edi, edx
        xor     edi, dword ptr [ecx+0x6c]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     eax, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     eax, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     eax, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     eax, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     eax, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     eax, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     eax, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, eax
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x70]
        mov     edi, eax
        xor     edi, dword ptr [ecx+0x74]
        mov     ebp, edi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x700+ebp*0x4 + SPBOX]
        mov     ebp, esi
        and     ebp, 0x3f
        xor     edx, dword ptr [0x600+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x8
        and     ebp, 0x3f
        xor     edx, dword ptr [0x500+ebp*0x4 + SPBOX]
        mov     ebp, edi
        shr     ebp, 0x10
        and     ebp, 0x3f
        xor     edx, dword ptr [0x300+ebp*0x4 + SPBOX]
        shr     edi, 0x18
        and     edi, 0x3f
        xor     edx, dword ptr [0x100+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x8
        and     edi, 0x3f
        xor     edx, dword ptr [0x400+edi*0x4 + SPBOX]
        mov     edi, esi
        shr     edi, 0x10
        and     edi, 0x3f
        xor     edx, dword ptr [0x200+edi*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     edx, dword ptr [0x0+esi*0x4 + SPBOX]
        mov     esi, edx
        ror     esi, 0x4
        xor     esi, dword ptr [ecx+0x78]
        mov     edi, edx
        xor     edi, dword ptr [ecx+0x7c]
        mov     ecx, edi
        and     edi, 0x3f
        xor     eax, dword ptr [0x700+edi*0x4 + SPBOX]
        mov     edi, esi
        and     edi, 0x3f
        xor     eax, dword ptr [0x600+edi*0x4 + SPBOX]
        mov     edi, ecx
        shr     edi, 0x8
        and     edi, 0x3f
        xor     eax, dword ptr [0x500+edi*0x4 + SPBOX]
        mov     edi, ecx
        shr     edi, 0x10
        and     edi, 0x3f
        xor     eax, dword ptr [0x300+edi*0x4 + SPBOX]
        shr     ecx, 0x18
        and     ecx, 0x3f
        xor     eax, dword ptr [0x100+ecx*0x4 + SPBOX]
        mov     ecx, esi
        shr     ecx, 0x8
        and     ecx, 0x3f
        xor     eax, dword ptr [0x400+ecx*0x4 + SPBOX]
        mov     ecx, esi
        shr     ecx, 0x10
        and     ecx, 0x3f
        xor     eax, dword ptr [0x200+ecx*0x4 + SPBOX]
        shr     esi, 0x18
        and     esi, 0x3f
        xor     eax, dword ptr [0x0+esi*0x4 + SPBOX]
        ror     eax, 0x1
        mov     ecx, edx
        xor     ecx, eax
        and     ecx, -0x55555556
        xor     edx, ecx
        xor     eax, ecx
        ror     edx, 0x1
        mov     ecx, edx
        shr     ecx, 0x8
        xor     ecx, eax
        and     ecx, 0xff00ff
        xor     eax, ecx
        sal     ecx, 0x8
        xor     ecx, edx
        mov     edx, ecx
        shr     edx, 0x2
        xor     edx, eax
        and     edx, 0x33333333
        xor     eax, edx
        sal     edx, 0x2
        xor     edx, ecx
        mov     ecx, eax
        shr     ecx, 0x10
        xor     ecx, edx
        and     ecx, 0xffff
        xor     edx, ecx
        sal     ecx, 0x10
        xor     ecx, eax
        mov     eax, ecx
        shr     eax, 0x4
        xor     eax, edx
        and     eax, 0xf0f0f0f
        xor     edx, eax
        sal     eax, 0x4
        xor     eax, ecx
        mov     ecx, eax
        shr     ecx, 0x18
        mov     byte ptr [ebx], cl
        mov     ecx, eax
        shr     ecx, 0x10
        mov     byte ptr [ebx+0x1], cl
        mov     byte ptr [ebx+0x2], ah
        mov     byte ptr [ebx+0x3], al
        mov     eax, edx
        shr     eax, 0x18
        mov     byte ptr [ebx+0x4], al
        mov     eax, edx
        shr     eax, 0x10
        mov     byte ptr [ebx+0x5], al
        mov     byte ptr [ebx+0x6], dh
        mov     byte ptr [ebx+0x7], dl
        add     esp, 0x4
        pop     ebx
        pop     esi
        pop     edi
        pop     ebp
        ret
des_end:
