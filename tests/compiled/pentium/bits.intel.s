	.file	"bits.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	bit_reverse
	.type	bit_reverse, @function
bit_reverse:
.LFB0:
	.cfi_startproc
	mov	edx, DWORD PTR 4[esp]
	mov	eax, edx
	add	edx, edx
	shr	eax
	and	edx, -1431655766
	and	eax, 1431655765
	or	eax, edx
	mov	edx, eax
	shr	edx, 2
	sal	eax, 2
	and	edx, 858993459
	and	eax, -858993460
	or	edx, eax
	mov	eax, edx
	shr	eax, 4
	sal	edx, 4
	and	eax, 252645135
	and	edx, -252645136
	or	eax, edx
	bswap	eax
	ret
	.cfi_endproc
.LFE0:
	.size	bit_reverse, .-bit_reverse
	.p2align 4
	.globl	popcount_table
	.type	popcount_table, @function
popcount_table:
.LFB1:
	.cfi_startproc
	push	ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	call	__x86.get_pc_thunk.ax
	add	eax, OFFSET FLAT:_GLOBAL_OFFSET_TABLE_
	push	edi
	.cfi_def_cfa_offset 12
	.cfi_offset 7, -12
	push	esi
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	push	ebx
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	mov	edi, DWORD PTR 24[esp]
	test	edi, edi
	jle	.L6
	mov	edx, DWORD PTR 20[esp]
	xor	ebp, ebp
	add	edi, edx
	lea	esi, bits.0@GOTOFF[eax]
	.p2align 4,,7
	.p2align 3
.L5:
	mov	al, BYTE PTR [edx]
	xor	ebx, ebx
	mov	ecx, eax
	inc	edx
	shr	al, 4
	and	ecx, 15
	and	eax, 255
	mov	bl, BYTE PTR [esi+ecx]
	mov	ecx, ebx
	xor	ebx, ebx
	mov	bl, BYTE PTR [esi+eax]
	mov	eax, ebx
	add	ecx, eax
	add	ebp, ecx
	cmp	edi, edx
	jne	.L5
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	mov	eax, ebp
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
	.p2align 4,,7
	.p2align 3
.L6:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	xor	ebp, ebp
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	mov	eax, ebp
	pop	edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	pop	ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE1:
	.size	popcount_table, .-popcount_table
	.p2align 4
	.globl	gray_decode
	.type	gray_decode, @function
gray_decode:
.LFB2:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	edx, 5
	mov	eax, DWORD PTR 8[esp]
	mov	ecx, 1
	.p2align 4,,7
	.p2align 3
.L10:
	mov	ebx, eax
	shr	ebx, cl
	xor	eax, ebx
	add	ecx, ecx
	dec	edx
	jne	.L10
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE2:
	.size	gray_decode, .-gray_decode
	.p2align 4
	.globl	parity
	.type	parity, @function
parity:
.LFB3:
	.cfi_startproc
	mov	eax, DWORD PTR 4[esp]
	mov	edx, eax
	shr	edx, 16
	xor	edx, eax
	mov	eax, edx
	shr	eax, 8
	xor	eax, edx
	mov	ecx, eax
	shr	ecx, 4
	xor	ecx, eax
	mov	eax, 27030
	and	ecx, 15
	sar	eax, cl
	and	eax, 1
	ret
	.cfi_endproc
.LFE3:
	.size	parity, .-parity
	.p2align 4
	.globl	rotate_mix
	.type	rotate_mix, @function
rotate_mix:
.LFB4:
	.cfi_startproc
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	mov	esi, DWORD PTR 20[esp]
	mov	eax, DWORD PTR 12[esp]
	mov	edx, DWORD PTR 16[esp]
	test	esi, esi
	jle	.L15
	xor	ecx, ecx
	.p2align 4,,7
	.p2align 3
.L16:
	mov	ebx, edx
	inc	ecx
	rol	eax, 7
	ror	ebx, 3
	add	eax, edx
	mov	edx, ebx
	xor	edx, eax
	cmp	esi, ecx
	jne	.L16
	mov	eax, ebx
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L15:
	.cfi_restore_state
	xor	eax, edx
	mov	ebx, eax
	mov	eax, ebx
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	rotate_mix, .-rotate_mix
	.p2align 4
	.globl	byte_swap
	.type	byte_swap, @function
byte_swap:
.LFB5:
	.cfi_startproc
	mov	eax, DWORD PTR 4[esp]
	bswap	eax
	ret
	.cfi_endproc
.LFE5:
	.size	byte_swap, .-byte_swap
	.p2align 4
	.globl	trailing_zeros
	.type	trailing_zeros, @function
trailing_zeros:
.LFB6:
	.cfi_startproc
	mov	eax, DWORD PTR 4[esp]
	test	eax, eax
	je	.L24
	xor	edx, edx
	test	al, 1
	jne	.L21
	.p2align 4,,7
	.p2align 3
.L23:
	shr	eax
	inc	edx
	test	al, 1
	je	.L23
.L21:
	mov	eax, edx
	ret
	.p2align 4,,7
	.p2align 3
.L24:
	mov	edx, 32
	mov	eax, edx
	ret
	.cfi_endproc
.LFE6:
	.size	trailing_zeros, .-trailing_zeros
	.p2align 4
	.globl	sign_extend
	.type	sign_extend, @function
sign_extend:
.LFB7:
	.cfi_startproc
	mov	eax, DWORD PTR 8[esp]
	mov	ecx, 32
	sub	ecx, eax
	mov	eax, DWORD PTR 4[esp]
	sal	eax, cl
	sar	eax, cl
	ret
	.cfi_endproc
.LFE7:
	.size	sign_extend, .-sign_extend
	.section	.rodata
	.align 4
	.type	bits.0, @object
	.size	bits.0, 16
bits.0:
	.string	""
	.ascii	"\001\001\002\001\002\002\003\001\002\002\003\002\003\003\004"
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB8:
	.cfi_startproc
	mov	eax, DWORD PTR [esp]
	ret
	.cfi_endproc
.LFE8:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
