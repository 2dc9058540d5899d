; Four S-box lookups, each index shifted and masked out of a copy of eax (Young's des686
; style: whole-register moves only). x86 prot32, Intel syntax; the same work as
; sbox_bytemove.s: eax holds four indices (each a multiple of 4), ecx collects the xor of the
; four table entries, the tables are at DATA.
;   workbench time examples/sbox_shiftmask.s --core p6
        mov     ebx, eax
        and     ebx, 0xff
        xor     ecx, dword ptr [ebx + DATA + 0x000]
        mov     ebx, eax
        shr     ebx, 8
        and     ebx, 0xff
        xor     ecx, dword ptr [ebx + DATA + 0x100]
        mov     ebx, eax
        shr     ebx, 16
        and     ebx, 0xff
        xor     ecx, dword ptr [ebx + DATA + 0x200]
        mov     ebx, eax
        shr     ebx, 24
        xor     ecx, dword ptr [ebx + DATA + 0x300]
