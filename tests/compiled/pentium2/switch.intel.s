	.file	"switch.c"
	.intel_syntax noprefix
	.text
	.section	.text.unlikely,"ax",@progbits
.LCOLDB0:
	.text
.LHOTB0:
	.p2align 4
	.globl	classify
	.type	classify, @function
classify:
.LFB0:
	.cfi_startproc
	call	__x86.get_pc_thunk.ax
	add	eax, OFFSET FLAT:_GLOBAL_OFFSET_TABLE_
	mov	edx, DWORD PTR 4[esp]
	cmp	edx, 9
	ja	.L14
	mov	ecx, DWORD PTR .L4@GOTOFF[eax+edx*4]
	add	eax, ecx
	jmp	eax
	.section	.rodata
	.align 4
	.align 4
.L4:
	.long	.L13@GOTOFF
	.long	.L12@GOTOFF
	.long	.L11@GOTOFF
	.long	.L10@GOTOFF
	.long	.L9@GOTOFF
	.long	.L8@GOTOFF
	.long	.L7@GOTOFF
	.long	.L6@GOTOFF
	.long	.L5@GOTOFF
	.long	.L3@GOTOFF
	.text
	.p2align 4,,10
	.p2align 3
.L5:
	mov	eax, DWORD PTR 8[esp]
	sar	eax
	ret
	.p2align 4,,10
	.p2align 3
.L3:
	mov	eax, DWORD PTR 8[esp]
	not	eax
	ret
	.p2align 4,,10
	.p2align 3
.L13:
	mov	eax, DWORD PTR 8[esp]
	inc	eax
	ret
	.p2align 4,,10
	.p2align 3
.L12:
	mov	eax, DWORD PTR 8[esp]
	sub	eax, 7
	ret
	.p2align 4,,10
	.p2align 3
.L11:
	mov	eax, DWORD PTR 8[esp]
	lea	eax, [eax+eax*2]
	ret
	.p2align 4,,10
	.p2align 3
.L10:
	mov	eax, DWORD PTR 8[esp]
	xor	eax, 85
	ret
	.p2align 4,,10
	.p2align 3
.L9:
	mov	eax, DWORD PTR 8[esp]
	sal	eax, 2
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	mov	eax, DWORD PTR 8[esp]
	neg	eax
	ret
	.p2align 4,,10
	.p2align 3
.L7:
	mov	eax, DWORD PTR 8[esp]
	and	eax, 240
	ret
	.p2align 4,,10
	.p2align 3
.L6:
	mov	eax, DWORD PTR 8[esp]
	or	eax, 256
	ret
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	classify.cold, @function
classify.cold:
.LFSB0:
.L14:
	xor	eax, eax
	ret
	.cfi_endproc
.LFE0:
	.text
	.size	classify, .-classify
	.section	.text.unlikely
	.size	classify.cold, .-classify.cold
.LCOLDE0:
	.text
.LHOTE0:
	.p2align 4
	.globl	days_in_month
	.type	days_in_month, @function
days_in_month:
.LFB1:
	.cfi_startproc
	mov	ecx, DWORD PTR 4[esp]
	cmp	ecx, 12
	ja	.L18
	mov	eax, 1
	mov	edx, 31
	sal	eax, cl
	test	eax, 5546
	je	.L22
.L16:
	mov	eax, edx
	ret
	.p2align 4,,10
	.p2align 3
.L22:
	test	eax, 2640
	mov	edx, 30
	jne	.L16
	cmp	ecx, 2
	mov	edx, 28
	mov	eax, -1
	cmovne	edx, eax
	jmp	.L16
	.p2align 4,,10
	.p2align 3
.L18:
	mov	edx, -1
	mov	eax, edx
	ret
	.cfi_endproc
.LFE1:
	.size	days_in_month, .-days_in_month
	.section	.text.unlikely
.LCOLDB1:
	.text
.LHOTB1:
	.p2align 4
	.globl	vm_run
	.type	vm_run, @function
vm_run:
.LFB2:
	.cfi_startproc
	push	ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	push	edi
	.cfi_def_cfa_offset 12
	.cfi_offset 7, -12
	push	esi
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	push	ebx
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	call	__x86.get_pc_thunk.bx
	add	ebx, OFFSET FLAT:_GLOBAL_OFFSET_TABLE_
	mov	eax, DWORD PTR 24[esp]
	mov	edx, DWORD PTR 20[esp]
	test	eax, eax
	jle	.L36
	xor	eax, eax
	xor	ecx, ecx
	.p2align 4
	.p2align 3
.L35:
	cmp	BYTE PTR [edx+eax], 7
	lea	edi, 1[eax]
	ja	.L37
	movzx	esi, BYTE PTR [edx+eax]
	mov	ebp, DWORD PTR .L26@GOTOFF[ebx+esi*4]
	add	ebp, ebx
	jmp	ebp
	.section	.rodata
	.align 4
	.align 4
.L26:
	.long	.L33@GOTOFF
	.long	.L32@GOTOFF
	.long	.L31@GOTOFF
	.long	.L30@GOTOFF
	.long	.L29@GOTOFF
	.long	.L28@GOTOFF
	.long	.L27@GOTOFF
	.long	.L25@GOTOFF
	.text
	.p2align 4,,10
	.p2align 3
.L27:
	lea	eax, 0[0+ecx*8]
	sub	eax, ecx
	lea	ecx, 1[eax]
	mov	eax, edi
	.p2align 4
	.p2align 3
.L34:
	cmp	eax, DWORD PTR 24[esp]
	jl	.L35
.L23:
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	mov	eax, ecx
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	pop	edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	pop	ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L28:
	.cfi_restore_state
	neg	ecx
	mov	eax, edi
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L29:
	movzx	esi, BYTE PTR [edx+edi]
	add	eax, 2
	add	ecx, esi
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L30:
	movzx	esi, BYTE PTR [edx+edi]
	add	eax, 2
	xor	ecx, esi
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L31:
	add	ecx, ecx
	mov	eax, edi
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L32:
	dec	ecx
	mov	eax, edi
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L33:
	inc	ecx
	mov	eax, edi
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L25:
	shr	ecx
	mov	eax, edi
	jmp	.L34
.L36:
	xor	ecx, ecx
	.p2align 4,,2
	jmp	.L23
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	vm_run.cold, @function
vm_run.cold:
.LFSB2:
.L37:
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	.cfi_offset 5, -8
	.cfi_offset 6, -16
	.cfi_offset 7, -12
	or	ecx, -1
	.p2align 4,,2
	jmp	.L23
	.cfi_endproc
.LFE2:
	.text
	.size	vm_run, .-vm_run
	.section	.text.unlikely
	.size	vm_run.cold, .-vm_run.cold
.LCOLDE1:
	.text
.LHOTE1:
	.p2align 4
	.globl	char_kind
	.type	char_kind, @function
char_kind:
.LFB3:
	.cfi_startproc
	call	__x86.get_pc_thunk.cx
	add	ecx, OFFSET FLAT:_GLOBAL_OFFSET_TABLE_
	mov	eax, DWORD PTR 4[esp]
	xor	edx, edx
	sub	eax, 9
	cmp	eax, 48
	ja	.L40
	movsx	edx, BYTE PTR CSWTCH.11@GOTOFF[ecx+eax]
.L40:
	mov	eax, edx
	ret
	.cfi_endproc
.LFE3:
	.size	char_kind, .-char_kind
	.section	.rodata
	.align 32
	.type	CSWTCH.11, @object
	.size	CSWTCH.11, 49
CSWTCH.11:
	.byte	1
	.byte	1
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	1
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	4
	.byte	4
	.byte	3
	.byte	3
	.byte	0
	.byte	3
	.byte	0
	.byte	3
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB4:
	.cfi_startproc
	mov	eax, DWORD PTR [esp]
	ret
	.cfi_endproc
.LFE4:
	.section	.text.__x86.get_pc_thunk.cx,"axG",@progbits,__x86.get_pc_thunk.cx,comdat
	.globl	__x86.get_pc_thunk.cx
	.hidden	__x86.get_pc_thunk.cx
	.type	__x86.get_pc_thunk.cx, @function
__x86.get_pc_thunk.cx:
.LFB5:
	.cfi_startproc
	mov	ecx, DWORD PTR [esp]
	ret
	.cfi_endproc
.LFE5:
	.section	.text.__x86.get_pc_thunk.bx,"axG",@progbits,__x86.get_pc_thunk.bx,comdat
	.globl	__x86.get_pc_thunk.bx
	.hidden	__x86.get_pc_thunk.bx
	.type	__x86.get_pc_thunk.bx, @function
__x86.get_pc_thunk.bx:
.LFB6:
	.cfi_startproc
	mov	ebx, DWORD PTR [esp]
	ret
	.cfi_endproc
.LFE6:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
