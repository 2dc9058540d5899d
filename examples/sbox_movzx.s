; Four S-box lookups, each index byte zero-extended with movzx (no partial register write).
; x86 prot32, Intel syntax; the same work as sbox_bytemove.s: eax holds four indices (each a
; multiple of 4), ecx collects the xor of the four table entries, the tables are at DATA.
;   workbench time examples/sbox_movzx.s --core p6
        movzx   ebx, al
        xor     ecx, dword ptr [ebx + DATA + 0x000]
        movzx   ebx, ah
        ror     eax, 16
        xor     ecx, dword ptr [ebx + DATA + 0x100]
        movzx   ebx, al
        xor     ecx, dword ptr [ebx + DATA + 0x200]
        movzx   ebx, ah
        ror     eax, 16
        xor     ecx, dword ptr [ebx + DATA + 0x300]
