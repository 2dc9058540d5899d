	.file	"bignum.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	bn_add
	.type	bn_add, @function
bn_add:
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
	mov	eax, DWORD PTR 32[esp]
	test	eax, eax
	jle	.L4
	xor	ebp, ebp
	xor	esi, esi
	xor	edi, edi
	.p2align 4
	.p2align 3
.L3:
	mov	eax, DWORD PTR 24[esp]
	mov	eax, DWORD PTR [eax+ebp*4]
	xor	edx, edx
	mov	ebx, DWORD PTR 28[esp]
	mov	ecx, DWORD PTR [ebx+ebp*4]
	xor	ebx, ebx
	add	eax, ecx
	adc	edx, ebx
	add	esi, eax
	adc	edi, edx
	mov	eax, DWORD PTR 20[esp]
	mov	DWORD PTR [eax+ebp*4], esi
	mov	esi, edi
	xor	edi, edi
	inc	ebp
	cmp	DWORD PTR 32[esp], ebp
	jne	.L3
	mov	eax, esi
	pop	ebx
	.cfi_remember_state
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
	.p2align 4
	.p2align 3
.L4:
	.cfi_restore_state
	xor	eax, eax
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
.LFE0:
	.size	bn_add, .-bn_add
	.p2align 4
	.globl	bn_sub
	.type	bn_sub, @function
bn_sub:
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
	mov	edi, DWORD PTR 24[esp]
	mov	ebp, DWORD PTR 28[esp]
	mov	eax, DWORD PTR 32[esp]
	test	eax, eax
	jle	.L11
	xor	ecx, ecx
	xor	eax, eax
	.p2align 4
	.p2align 3
.L10:
	mov	esi, DWORD PTR 0[ebp+ecx*4]
	mov	edx, DWORD PTR [edi+ecx*4]
	sub	edx, eax
	sub	edx, esi
	xor	ebx, ebx
	cmp	DWORD PTR [edi+ecx*4], esi
	sete	bl
	and	ebx, eax
	xor	eax, eax
	cmp	DWORD PTR [edi+ecx*4], esi
	setb	al
	or	eax, ebx
	mov	ebx, DWORD PTR 20[esp]
	mov	DWORD PTR [ebx+ecx*4], edx
	inc	ecx
	cmp	DWORD PTR 32[esp], ecx
	jne	.L10
	pop	ebx
	.cfi_remember_state
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
	.p2align 4
	.p2align 3
.L11:
	.cfi_restore_state
	xor	eax, eax
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
	.size	bn_sub, .-bn_sub
	.p2align 4
	.globl	bn_mul_word
	.type	bn_mul_word, @function
bn_mul_word:
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
	mov	edi, DWORD PTR 24[esp]
	mov	eax, DWORD PTR 28[esp]
	test	eax, eax
	jle	.L17
	xor	esi, esi
	xor	ecx, ecx
	xor	ebx, ebx
	mov	ebp, edi
	mov	edi, DWORD PTR 20[esp]
	.p2align 4
	.p2align 3
.L16:
	mov	eax, DWORD PTR 32[esp]
	mul	DWORD PTR 0[ebp+esi*4]
	add	ecx, eax
	adc	ebx, edx
	mov	DWORD PTR [edi+esi*4], ecx
	mov	ecx, ebx
	xor	ebx, ebx
	inc	esi
	cmp	DWORD PTR 28[esp], esi
	jne	.L16
	mov	eax, ecx
	pop	ebx
	.cfi_remember_state
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
	.p2align 4
	.p2align 3
.L17:
	.cfi_restore_state
	xor	eax, eax
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
.LFE2:
	.size	bn_mul_word, .-bn_mul_word
	.p2align 4
	.globl	bn_mul
	.type	bn_mul, @function
bn_mul:
.LFB3:
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
	sub	esp, 28
	.cfi_def_cfa_offset 48
	mov	ebp, DWORD PTR 48[esp]
	mov	ebx, DWORD PTR 56[esp]
	mov	eax, DWORD PTR 60[esp]
	lea	edi, 0[0+eax*4]
	lea	eax, 0[ebp+edi]
	mov	DWORD PTR [esp], eax
	mov	eax, DWORD PTR 60[esp]
	test	eax, eax
	jle	.L21
	xor	ecx, ecx
	xor	esi, esi
	mov	DWORD PTR 4[esp], edi
	.p2align 4
	.p2align 3
.L22:
	mov	eax, DWORD PTR [ebx]
	mov	edx, DWORD PTR 52[esp]
	mul	DWORD PTR [edx+ecx*4]
	xor	edi, edi
	add	eax, esi
	adc	edx, edi
	mov	DWORD PTR 0[ebp+ecx*4], eax
	mov	esi, edx
	mov	edx, ecx
	lea	ecx, 1[ecx]
	cmp	DWORD PTR 60[esp], ecx
	jne	.L22
	mov	edi, DWORD PTR 4[esp]
	mov	eax, DWORD PTR [esp]
	mov	DWORD PTR [eax], esi
	cmp	DWORD PTR 60[esp], 1
	je	.L24
	lea	esi, 4[ebp]
	lea	eax, 4[ebx]
	mov	DWORD PTR 4[esp], eax
	add	edi, DWORD PTR 52[esp]
	mov	DWORD PTR 8[esp], edi
	mov	eax, 1
	mov	DWORD PTR 20[esp], edx
	mov	DWORD PTR 48[esp], ebp
	mov	ebp, eax
	mov	eax, esi
	.p2align 4
	.p2align 3
.L26:
	mov	esi, eax
	mov	edx, DWORD PTR 52[esp]
	mov	DWORD PTR [esp], edx
	xor	edi, edi
	mov	DWORD PTR 12[esp], ebp
	mov	DWORD PTR 16[esp], eax
	.p2align 4
	.p2align 3
.L27:
	mov	eax, DWORD PTR 4[esp]
	mov	eax, DWORD PTR [eax]
	mov	ebx, DWORD PTR [esp]
	mul	DWORD PTR [ebx]
	mov	ecx, DWORD PTR [esi]
	xor	ebx, ebx
	add	ecx, eax
	adc	ebx, edx
	xor	ebp, ebp
	add	ecx, edi
	adc	ebx, ebp
	mov	DWORD PTR [esi], ecx
	mov	edi, ebx
	add	DWORD PTR [esp], 4
	mov	ebx, DWORD PTR [esp]
	add	esi, 4
	cmp	DWORD PTR 8[esp], ebx
	jne	.L27
	mov	ebp, DWORD PTR 12[esp]
	mov	eax, DWORD PTR 16[esp]
	mov	edx, DWORD PTR 60[esp]
	mov	DWORD PTR [eax+edx*4], edi
	lea	edx, 1[ebp]
	add	eax, 4
	add	DWORD PTR 4[esp], 4
	cmp	DWORD PTR 20[esp], ebp
	je	.L34
	mov	ebp, edx
	jmp	.L26
.L34:
	mov	ebp, DWORD PTR 48[esp]
.L24:
	mov	eax, DWORD PTR 60[esp]
	mov	eax, DWORD PTR -4[ebp+eax*8]
	xor	eax, DWORD PTR 0[ebp]
	add	esp, 28
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
	mov	eax, DWORD PTR [esp]
	mov	DWORD PTR [eax], 0
	jmp	.L24
	.cfi_endproc
.LFE3:
	.size	bn_mul, .-bn_mul
	.p2align 4
	.globl	bn_cmp
	.type	bn_cmp, @function
bn_cmp:
.LFB4:
	.cfi_startproc
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	mov	esi, DWORD PTR 12[esp]
	mov	ebx, DWORD PTR 16[esp]
	mov	eax, DWORD PTR 20[esp]
	dec	eax
	jns	.L40
	jmp	.L41
	.p2align 4
	.p2align 3
.L39:
	sub	eax, 1
	jb	.L41
.L40:
	mov	edx, DWORD PTR [esi+eax*4]
	mov	ecx, DWORD PTR [ebx+eax*4]
	cmp	edx, ecx
	je	.L39
	cmp	ecx, edx
	sbb	eax, eax
	and	eax, 2
	dec	eax
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L41:
	.cfi_restore_state
	xor	eax, eax
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	bn_cmp, .-bn_cmp
	.p2align 4
	.globl	bn_shl1
	.type	bn_shl1, @function
bn_shl1:
.LFB5:
	.cfi_startproc
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	mov	edx, DWORD PTR 16[esp]
	test	edx, edx
	jle	.L48
	mov	eax, DWORD PTR 12[esp]
	lea	esi, [eax+edx*4]
	xor	ebx, ebx
	.p2align 4
	.p2align 3
.L47:
	mov	edx, DWORD PTR [eax]
	lea	ecx, [edx+edx]
	or	ecx, ebx
	mov	DWORD PTR [eax], ecx
	mov	ebx, edx
	shr	ebx, 31
	add	eax, 4
	cmp	eax, esi
	jne	.L47
	mov	eax, ebx
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L48:
	.cfi_restore_state
	xor	ebx, ebx
	mov	eax, ebx
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE5:
	.size	bn_shl1, .-bn_shl1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
