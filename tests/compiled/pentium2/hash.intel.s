	.file	"hash.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	fnv1a
	.type	fnv1a, @function
fnv1a:
.LFB0:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	ebx, DWORD PTR 12[esp]
	test	ebx, ebx
	jle	.L4
	mov	edx, DWORD PTR 8[esp]
	mov	eax, -2128831035
	add	ebx, edx
	.p2align 4
	.p2align 3
.L3:
	movzx	ecx, BYTE PTR [edx]
	inc	edx
	xor	eax, ecx
	imul	eax, eax, 16777619
	cmp	ebx, edx
	jne	.L3
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	mov	eax, -2128831035
	ret
	.cfi_endproc
.LFE0:
	.size	fnv1a, .-fnv1a
	.p2align 4
	.globl	fnv1a64
	.type	fnv1a64, @function
fnv1a64:
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
	sub	esp, 12
	.cfi_def_cfa_offset 32
	mov	eax, DWORD PTR 36[esp]
	test	eax, eax
	jle	.L11
	mov	esi, DWORD PTR 32[esp]
	mov	edx, 342167472
	mov	edi, 435
	lea	ebp, [esi+eax]
	mov	eax, 1939669891
	.p2align 4
	.p2align 3
.L10:
	movzx	ecx, BYTE PTR [esi]
	xor	ebx, ebx
	inc	esi
	xor	ebx, edx
	mov	edx, ebx
	mov	DWORD PTR 4[esp], edx
	imul	ebx, ebx, 435
	xor	ecx, eax
	mov	DWORD PTR [esp], ecx
	mov	eax, ecx
	sal	eax, 8
	add	ebx, eax
	mov	eax, DWORD PTR [esp]
	mul	edi
	add	edx, ebx
	cmp	ebp, esi
	jne	.L10
	add	esp, 12
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
	add	esp, 12
	.cfi_def_cfa_offset 20
	mov	eax, 1939669891
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	mov	edx, 342167472
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
	.size	fnv1a64, .-fnv1a64
	.p2align 4
	.globl	murmur3
	.type	murmur3, @function
murmur3:
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
	sub	esp, 4
	.cfi_def_cfa_offset 24
	mov	esi, DWORD PTR 28[esp]
	mov	edi, DWORD PTR 24[esp]
	mov	eax, DWORD PTR 32[esp]
	cmp	esi, 3
	jle	.L23
	lea	ebp, -4[esi]
	mov	ecx, edi
	mov	DWORD PTR [esp], ebp
	mov	edx, ebp
	and	edx, -4
	lea	ebx, 4[edi+edx]
	.p2align 4
	.p2align 3
.L16:
	movzx	ebp, BYTE PTR 1[ecx]
	add	ecx, 4
	movzx	edx, BYTE PTR -2[ecx]
	sal	ebp, 8
	sal	edx, 16
	or	edx, ebp
	movzx	ebp, BYTE PTR -4[ecx]
	or	edx, ebp
	movzx	ebp, BYTE PTR -1[ecx]
	sal	ebp, 24
	or	edx, ebp
	imul	edx, edx, -862048943
	rol	edx, 15
	imul	edx, edx, 461845907
	xor	edx, eax
	rol	edx, 13
	cmp	ebx, ecx
	lea	eax, -430675100[edx+edx*4]
	jne	.L16
	mov	edx, DWORD PTR [esp]
	shr	edx, 2
	lea	ebx, 4[0+edx*4]
.L15:
	mov	edx, esi
	and	edx, 3
	cmp	edx, 2
	je	.L17
	cmp	edx, 3
	je	.L18
	dec	edx
	je	.L26
.L20:
	xor	esi, eax
	mov	eax, esi
	shr	eax, 16
	xor	eax, esi
	imul	eax, eax, -2048144789
	mov	edx, eax
	shr	edx, 13
	xor	edx, eax
	imul	edx, edx, -1028477387
	mov	eax, edx
	shr	eax, 16
	xor	eax, edx
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
.L17:
	.cfi_restore_state
	xor	edx, edx
.L21:
	movzx	ecx, BYTE PTR 1[edi+ebx]
	sal	ecx, 8
	xor	ecx, edx
.L22:
	movzx	edx, BYTE PTR [edi+ebx]
	xor	edx, ecx
	imul	edx, edx, -862048943
	rol	edx, 15
	imul	edx, edx, 461845907
	xor	eax, edx
	jmp	.L20
	.p2align 4,,10
	.p2align 3
.L26:
	xor	ecx, ecx
	jmp	.L22
	.p2align 4,,10
	.p2align 3
.L18:
	movzx	edx, BYTE PTR 2[edi+ebx]
	sal	edx, 16
	jmp	.L21
	.p2align 4,,10
	.p2align 3
.L23:
	xor	ebx, ebx
	jmp	.L15
	.cfi_endproc
.LFE3:
	.size	murmur3, .-murmur3
	.p2align 4
	.globl	jenkins_oaat
	.type	jenkins_oaat, @function
jenkins_oaat:
.LFB4:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	ebx, DWORD PTR 12[esp]
	test	ebx, ebx
	jle	.L30
	mov	ecx, DWORD PTR 8[esp]
	xor	eax, eax
	add	ebx, ecx
	.p2align 4
	.p2align 3
.L29:
	movzx	edx, BYTE PTR [ecx]
	inc	ecx
	add	edx, eax
	mov	eax, edx
	sal	eax, 10
	add	eax, edx
	mov	edx, eax
	shr	edx, 6
	xor	eax, edx
	cmp	ebx, ecx
	jne	.L29
	lea	eax, [eax+eax*8]
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	mov	edx, eax
	shr	edx, 11
	xor	edx, eax
	mov	eax, edx
	sal	eax, 15
	add	eax, edx
	ret
	.p2align 4,,10
	.p2align 3
.L30:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	xor	eax, eax
	ret
	.cfi_endproc
.LFE4:
	.size	jenkins_oaat, .-jenkins_oaat
	.p2align 4
	.globl	xorshift32
	.type	xorshift32, @function
xorshift32:
.LFB5:
	.cfi_startproc
	mov	edx, DWORD PTR 8[esp]
	mov	eax, DWORD PTR 4[esp]
	lea	ecx, -1[edx]
	test	edx, edx
	je	.L34
	.p2align 4
	.p2align 3
.L35:
	mov	edx, eax
	sal	edx, 13
	xor	eax, edx
	mov	edx, eax
	shr	edx, 17
	xor	edx, eax
	mov	eax, edx
	sal	eax, 5
	xor	eax, edx
	sub	ecx, 1
	jnb	.L35
.L34:
	ret
	.cfi_endproc
.LFE5:
	.size	xorshift32, .-xorshift32
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
