; A small loop: add ecx doublewords from esi up into eax. x86 prot32, Intel syntax.
; It has a label and a backward branch, so it runs once as written (--iterations 1), the loop
; inside going round ecx times:
;   workbench time examples/sum_loop.s --core p5 --iterations 1 --reg ecx=100 --reg esi=0x1000
next:   add     eax, dword ptr [esi]
        add     esi, 4
        dec     ecx
        jnz     next
