; Four S-box lookups, each index byte moved into bl (Karn's and Young's des586 style).
; x86 prot32, Intel syntax. eax holds four indices (each a multiple of 4, as DES's masked
; expansion gives them), ecx collects the xor of the four table entries; the four 256-byte
; tables are at DATA. ebx's upper 24 bits must be 0 (bl is the index).
; Compare with sbox_movzx.s and sbox_shiftmask.s, which do the same work:
;   workbench time examples/sbox_bytemove.s --core p6
        mov     bl, al
        xor     ecx, dword ptr [ebx + DATA + 0x000]
        mov     bl, ah
        ror     eax, 16
        xor     ecx, dword ptr [ebx + DATA + 0x100]
        mov     bl, al
        xor     ecx, dword ptr [ebx + DATA + 0x200]
        mov     bl, ah
        ror     eax, 16
        xor     ecx, dword ptr [ebx + DATA + 0x300]
