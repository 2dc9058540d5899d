; A small loop: add ecx doublewords from esi up into eax. x86 prot32, Intel syntax.
; Its last instruction branches back to its first, so it is timed as the loop it is: ecx
; iterations run, the back-edge taken, and the last one (whose branch falls through) is left
; out of the steady state:
;   workbench time examples/sum_loop.s --core p5 --reg ecx=100 --reg esi=0x1000
next:   add     eax, dword ptr [esi]
        add     esi, 4
        dec     ecx
        jnz     next
