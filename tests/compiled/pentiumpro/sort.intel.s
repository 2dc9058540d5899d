	.file	"sort.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	insertion_sort
	.type	insertion_sort, @function
insertion_sort:
.LFB0:
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
	cmp	DWORD PTR 24[esp], 1
	mov	ebp, DWORD PTR 20[esp]
	jle	.L6
	mov	edi, 1
	.p2align 4
	.p2align 3
.L2:
	mov	esi, DWORD PTR 0[ebp+edi*4]
	lea	edx, -1[edi]
	lea	eax, 0[ebp+edi*4]
	jmp	.L3
	.p2align 4,,10
	.p2align 3
.L5:
	mov	DWORD PTR [eax], ecx
	lea	eax, -4[ebx]
	dec	edx
	cmp	edx, -1
	je	.L8
.L3:
	mov	ecx, DWORD PTR -4[eax]
	mov	ebx, eax
	cmp	ecx, esi
	jg	.L5
	mov	DWORD PTR [ebx], esi
	inc	edi
	cmp	DWORD PTR 24[esp], edi
	jne	.L2
.L6:
	mov	eax, DWORD PTR 24[esp]
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	mov	edx, DWORD PTR 0[ebp]
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	mov	eax, DWORD PTR -4[ebp+eax*4]
	pop	edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	xor	eax, edx
	pop	ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	.cfi_restore_state
	inc	edi
	mov	ebx, ebp
	cmp	DWORD PTR 24[esp], edi
	mov	DWORD PTR [ebx], esi
	jne	.L2
	jmp	.L6
	.cfi_endproc
.LFE0:
	.size	insertion_sort, .-insertion_sort
	.p2align 4
	.globl	selection_sort
	.type	selection_sort, @function
selection_sort:
.LFB1:
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
	sub	esp, 8
	.cfi_def_cfa_offset 28
	mov	ebx, DWORD PTR 32[esp]
	mov	edx, DWORD PTR 28[esp]
	cmp	ebx, 1
	jle	.L21
	xor	ecx, ecx
	xor	esi, esi
	mov	DWORD PTR 4[esp], ecx
	lea	ebp, -1[ebx]
	.p2align 4
	.p2align 3
.L20:
	mov	edi, esi
	inc	esi
	cmp	ebx, esi
	jle	.L17
	mov	DWORD PTR [esp], esi
	mov	eax, esi
	mov	ecx, edi
	.p2align 4
	.p2align 3
.L19:
	mov	esi, DWORD PTR [edx+ecx*4]
	cmp	DWORD PTR [edx+eax*4], esi
	jge	.L18
	mov	ecx, eax
.L18:
	inc	eax
	cmp	ebx, eax
	jne	.L19
	cmp	edi, ecx
	mov	esi, DWORD PTR [esp]
	je	.L17
	lea	ecx, [edx+ecx*4]
	mov	eax, DWORD PTR -4[edx+esi*4]
	mov	edi, DWORD PTR [ecx]
	inc	DWORD PTR 4[esp]
	mov	DWORD PTR -4[edx+esi*4], edi
	mov	DWORD PTR [ecx], eax
.L17:
	cmp	esi, ebp
	jne	.L20
	mov	eax, DWORD PTR 4[esp]
	add	esp, 8
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
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
.L21:
	.cfi_restore_state
	xor	eax, eax
	mov	DWORD PTR 4[esp], eax
	mov	eax, DWORD PTR 4[esp]
	add	esp, 8
	.cfi_def_cfa_offset 20
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
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
	.cfi_endproc
.LFE1:
	.size	selection_sort, .-selection_sort
	.p2align 4
	.globl	shell_sort
	.type	shell_sort, @function
shell_sort:
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
	xor	ebx, ebx
	sub	esp, 24
	.cfi_def_cfa_offset 44
	mov	edx, DWORD PTR 48[esp]
	mov	DWORD PTR 12[esp], ebx
	mov	ecx, DWORD PTR 48[esp]
	mov	eax, DWORD PTR 44[esp]
	shr	edx, 31
	add	edx, ecx
	sar	edx
	cmp	DWORD PTR 48[esp], 1
	mov	ebp, edx
	jle	.L26
	.p2align 4
	.p2align 3
.L27:
	cmp	DWORD PTR 48[esp], ebp
	jle	.L49
	mov	DWORD PTR 16[esp], ebp
	lea	edi, 0[0+ebp*4]
	mov	DWORD PTR 44[esp], eax
	lea	ebx, [eax+edi]
	.p2align 4
	.p2align 3
.L32:
	mov	edx, DWORD PTR 16[esp]
	mov	esi, ebx
	mov	eax, DWORD PTR [ebx]
	cmp	ebp, edx
	mov	DWORD PTR 4[esp], eax
	jg	.L29
	mov	DWORD PTR 20[esp], ebx
	mov	eax, ebx
	mov	ecx, ebx
	sub	eax, edi
	mov	ebx, edx
	jmp	.L30
	.p2align 4,,10
	.p2align 3
.L31:
	mov	esi, DWORD PTR [esp]
	sub	eax, edi
	inc	DWORD PTR 12[esp]
	mov	DWORD PTR [ecx], edx
	sub	esi, edi
	cmp	ebx, ebp
	mov	ecx, esi
	jl	.L38
.L30:
	mov	edx, DWORD PTR [eax]
	sub	ebx, ebp
	mov	DWORD PTR 8[esp], eax
	mov	esi, DWORD PTR 4[esp]
	mov	DWORD PTR [esp], ecx
	cmp	edx, esi
	jg	.L31
	mov	ebx, DWORD PTR 20[esp]
	mov	esi, ecx
.L29:
	mov	eax, DWORD PTR 4[esp]
	add	ebx, 4
	inc	DWORD PTR 16[esp]
	mov	DWORD PTR [esi], eax
	mov	eax, DWORD PTR 16[esp]
	cmp	DWORD PTR 48[esp], eax
	jne	.L32
	sar	ebp
	mov	eax, DWORD PTR 44[esp]
	jne	.L27
.L26:
	mov	eax, DWORD PTR 12[esp]
	add	esp, 24
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
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
.L38:
	.cfi_restore_state
	mov	ebx, DWORD PTR 20[esp]
	mov	esi, DWORD PTR 8[esp]
	jmp	.L29
.L49:
	sar	ebp
	jmp	.L27
	.cfi_endproc
.LFE2:
	.size	shell_sort, .-shell_sort
	.p2align 4
	.globl	binary_search
	.type	binary_search, @function
binary_search:
.LFB3:
	.cfi_startproc
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	mov	ecx, DWORD PTR 16[esp]
	mov	ebx, DWORD PTR 12[esp]
	mov	esi, DWORD PTR 20[esp]
	dec	ecx
	js	.L55
	xor	edx, edx
	jmp	.L54
	.p2align 4,,10
	.p2align 3
.L58:
	lea	edx, 1[eax]
	cmp	ecx, edx
	jl	.L55
.L54:
	mov	eax, ecx
	sub	eax, edx
	sar	eax
	add	eax, edx
	cmp	DWORD PTR [ebx+eax*4], esi
	je	.L50
	jl	.L58
	lea	ecx, -1[eax]
	cmp	ecx, edx
	jge	.L54
.L55:
	mov	eax, -1
.L50:
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE3:
	.size	binary_search, .-binary_search
	.p2align 4
	.globl	max_index
	.type	max_index, @function
max_index:
.LFB4:
	.cfi_startproc
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	mov	ebx, DWORD PTR 16[esp]
	mov	edx, DWORD PTR 12[esp]
	cmp	ebx, 1
	jle	.L63
	mov	eax, 1
	xor	ecx, ecx
	.p2align 4
	.p2align 3
.L62:
	mov	esi, DWORD PTR [edx+ecx*4]
	cmp	DWORD PTR [edx+eax*4], esi
	jle	.L61
	mov	ecx, eax
.L61:
	inc	eax
	cmp	ebx, eax
	jne	.L62
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	mov	eax, ecx
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L63:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	xor	ecx, ecx
	mov	eax, ecx
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	max_index, .-max_index
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
