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
	sub	esp, 12
	.cfi_def_cfa_offset 32
	mov	edx, DWORD PTR 44[esp]
	mov	ebp, DWORD PTR 36[esp]
	mov	ebx, DWORD PTR 40[esp]
	test	edx, edx
	jle	.L4
	xor	ecx, ecx
	xor	esi, esi
	xor	edi, edi
	.p2align 4
	.p2align 3
.L3:
	mov	eax, DWORD PTR 0[ebp+ecx*4]
	xor	edx, edx
	mov	DWORD PTR 4[esp], edx
	xor	edx, edx
	mov	DWORD PTR [esp], eax
	mov	eax, DWORD PTR [ebx+ecx*4]
	add	eax, DWORD PTR [esp]
	adc	edx, DWORD PTR 4[esp]
	add	esi, eax
	mov	eax, DWORD PTR 32[esp]
	adc	edi, edx
	mov	DWORD PTR [eax+ecx*4], esi
	inc	ecx
	mov	esi, edi
	xor	edi, edi
	cmp	DWORD PTR 44[esp], ecx
	jne	.L3
	add	esp, 12
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	mov	eax, esi
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
.L4:
	.cfi_restore_state
	add	esp, 12
	.cfi_def_cfa_offset 20
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
	sub	esp, 4
	.cfi_def_cfa_offset 24
	mov	ecx, DWORD PTR 36[esp]
	mov	edi, DWORD PTR 28[esp]
	mov	ebp, DWORD PTR 32[esp]
	test	ecx, ecx
	jle	.L11
	xor	ecx, ecx
	xor	eax, eax
	.p2align 4
	.p2align 3
.L10:
	mov	esi, DWORD PTR [edi+ecx*4]
	mov	ebx, DWORD PTR 0[ebp+ecx*4]
	mov	edx, esi
	sub	edx, eax
	sub	edx, ebx
	mov	DWORD PTR [esp], edx
	xor	edx, edx
	cmp	esi, ebx
	sete	dl
	and	edx, eax
	xor	eax, eax
	cmp	esi, ebx
	mov	ebx, DWORD PTR 24[esp]
	setb	al
	or	eax, edx
	mov	edx, DWORD PTR [esp]
	mov	DWORD PTR [ebx+ecx*4], edx
	inc	ecx
	cmp	DWORD PTR 36[esp], ecx
	jne	.L10
	pop	edx
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
.L11:
	.cfi_restore_state
	pop	edx
	.cfi_def_cfa_offset 20
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
	mov	edx, DWORD PTR 28[esp]
	mov	ebx, DWORD PTR 20[esp]
	mov	ebp, DWORD PTR 24[esp]
	test	edx, edx
	jle	.L17
	xor	ecx, ecx
	xor	esi, esi
	xor	edi, edi
	.p2align 4
	.p2align 3
.L16:
	mov	eax, DWORD PTR 32[esp]
	mul	DWORD PTR 0[ebp+ecx*4]
	add	esi, eax
	mov	DWORD PTR [ebx+ecx*4], esi
	adc	edi, edx
	inc	ecx
	mov	esi, edi
	xor	edi, edi
	cmp	DWORD PTR 28[esp], ecx
	jne	.L16
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	mov	eax, esi
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
.L17:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	xor	eax, eax
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
	mov	ebx, DWORD PTR 60[esp]
	mov	eax, DWORD PTR 48[esp]
	mov	ebp, DWORD PTR 56[esp]
	lea	edi, 0[0+ebx*4]
	add	eax, edi
	test	ebx, ebx
	mov	DWORD PTR 16[esp], eax
	jle	.L21
	mov	DWORD PTR 4[esp], edi
	xor	ecx, ecx
	xor	esi, esi
	.p2align 4
	.p2align 3
.L22:
	mov	edx, DWORD PTR 52[esp]
	xor	edi, edi
	mov	eax, DWORD PTR 0[ebp]
	mul	DWORD PTR [edx+ecx*4]
	add	eax, esi
	adc	edx, edi
	mov	edi, DWORD PTR 48[esp]
	mov	esi, edx
	mov	edx, ecx
	mov	DWORD PTR [edi+ecx*4], eax
	lea	ecx, 1[ecx]
	cmp	ebx, ecx
	jne	.L22
	mov	eax, DWORD PTR 16[esp]
	cmp	ebx, 1
	mov	edi, DWORD PTR 4[esp]
	mov	DWORD PTR [eax], esi
	je	.L24
	mov	esi, DWORD PTR 52[esp]
	mov	eax, 1
	add	ebp, 4
	mov	DWORD PTR 20[esp], edx
	mov	ecx, eax
	mov	DWORD PTR 60[esp], ebx
	add	edi, esi
	mov	DWORD PTR 8[esp], edi
	.p2align 4
	.p2align 3
.L26:
	mov	eax, DWORD PTR 48[esp]
	xor	ebx, ebx
	mov	DWORD PTR 4[esp], ebx
	mov	edi, DWORD PTR 52[esp]
	mov	DWORD PTR 12[esp], ecx
	lea	esi, [eax+ecx*4]
	.p2align 4
	.p2align 3
.L27:
	mov	eax, DWORD PTR 0[ebp]
	xor	ebx, ebx
	mul	DWORD PTR [edi]
	mov	ecx, DWORD PTR [esi]
	add	ecx, eax
	mov	eax, DWORD PTR 4[esp]
	adc	ebx, edx
	xor	edx, edx
	add	ecx, eax
	mov	DWORD PTR [esi], ecx
	adc	ebx, edx
	add	edi, 4
	mov	DWORD PTR 4[esp], ebx
	add	esi, 4
	cmp	DWORD PTR 8[esp], edi
	jne	.L27
	mov	ecx, DWORD PTR 12[esp]
	add	ebp, 4
	mov	eax, DWORD PTR 16[esp]
	cmp	DWORD PTR 20[esp], ecx
	mov	DWORD PTR [eax+ecx*4], ebx
	lea	eax, 1[ecx]
	je	.L34
	mov	ecx, eax
	jmp	.L26
.L34:
	mov	ebx, DWORD PTR 60[esp]
.L24:
	mov	eax, DWORD PTR 48[esp]
	mov	edx, DWORD PTR 48[esp]
	mov	eax, DWORD PTR -4[eax+ebx*8]
	mov	ecx, DWORD PTR [edx]
	add	esp, 28
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	xor	eax, ecx
	pop	edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	pop	ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
.L21:
	.cfi_restore_state
	mov	eax, DWORD PTR 16[esp]
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
	mov	eax, DWORD PTR 20[esp]
	mov	esi, DWORD PTR 12[esp]
	mov	ebx, DWORD PTR 16[esp]
	dec	eax
	jns	.L40
	jmp	.L41
	.p2align 4,,10
	.p2align 3
.L39:
	sub	eax, 1
	jb	.L41
.L40:
	mov	edx, DWORD PTR [esi+eax*4]
	mov	ecx, DWORD PTR [ebx+eax*4]
	cmp	edx, ecx
	je	.L39
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	cmp	ecx, edx
	sbb	eax, eax
	and	eax, 2
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	dec	eax
	ret
	.p2align 4,,10
	.p2align 3
.L41:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	xor	eax, eax
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
	xor	ebx, ebx
	lea	esi, [eax+edx*4]
	.p2align 4
	.p2align 3
.L47:
	mov	ecx, DWORD PTR [eax]
	add	eax, 4
	lea	edx, [ecx+ecx]
	or	edx, ebx
	mov	ebx, ecx
	mov	DWORD PTR -4[eax], edx
	shr	ebx, 31
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
	.p2align 4,,10
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
