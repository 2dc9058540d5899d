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
	.p2align 4,,7
	.p2align 3
.L3:
	xor	ecx, ecx
	inc	edx
	mov	cl, BYTE PTR -1[edx]
	xor	eax, ecx
	mov	ecx, eax
	sal	ecx, 16
	add	ecx, eax
	cmp	ebx, edx
	lea	ecx, [eax+ecx*2]
	lea	ecx, [eax+ecx*8]
	lea	ecx, [eax+ecx*8]
	lea	eax, [eax+ecx*2]
	jne	.L3
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L4:
	.cfi_restore_state
	mov	eax, -2128831035
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
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
	.p2align 4,,7
	.p2align 3
.L10:
	xor	ebx, ebx
	xor	ecx, ecx
	xor	ebx, edx
	mov	cl, BYTE PTR [esi]
	mov	edx, ebx
	xor	ecx, eax
	imul	ebx, ebx, 435
	mov	eax, ecx
	mov	DWORD PTR [esp], ecx
	sal	eax, 8
	mov	DWORD PTR 4[esp], edx
	add	ebx, eax
	mov	eax, DWORD PTR [esp]
	mul	edi
	inc	esi
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
	.p2align 4,,7
	.p2align 3
.L11:
	.cfi_restore_state
	add	esp, 12
	.cfi_def_cfa_offset 20
	mov	eax, 1939669891
	mov	edx, 342167472
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
	push	ecx
	.cfi_def_cfa_offset 24
	mov	ebp, DWORD PTR 28[esp]
	mov	edi, DWORD PTR 24[esp]
	mov	eax, DWORD PTR 32[esp]
	cmp	ebp, 3
	jle	.L23
	lea	esi, -4[ebp]
	mov	ecx, edi
	mov	edx, esi
	mov	DWORD PTR [esp], esi
	and	edx, -4
	lea	ebx, 4[edi+edx]
	.p2align 4,,7
	.p2align 3
.L16:
	movzx	esi, BYTE PTR 1[ecx]
	xor	edx, edx
	and	esi, 255
	mov	dl, BYTE PTR 2[ecx]
	add	ecx, 4
	sal	esi, 8
	sal	edx, 16
	or	edx, esi
	movzx	esi, BYTE PTR -4[ecx]
	and	esi, 255
	or	edx, esi
	movzx	esi, BYTE PTR -1[ecx]
	and	esi, 255
	sal	esi, 24
	or	edx, esi
	imul	edx, edx, -862048943
	rol	edx, 15
	imul	edx, edx, 461845907
	xor	edx, eax
	rol	edx, 13
	cmp	ebx, ecx
	lea	eax, -430675100[edx+edx*4]
	jne	.L16
	mov	esi, DWORD PTR [esp]
	shr	esi, 2
	lea	ebx, 4[0+esi*4]
.L15:
	mov	edx, ebp
	and	edx, 3
	cmp	edx, 2
	je	.L17
	cmp	edx, 3
	je	.L18
	dec	edx
	je	.L26
.L20:
	xor	eax, ebp
	mov	edx, eax
	shr	edx, 16
	xor	eax, edx
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
	.p2align 4,,7
	.p2align 3
.L17:
	.cfi_restore_state
	xor	edx, edx
.L21:
	xor	ecx, ecx
	mov	cl, BYTE PTR 1[edi+ebx]
	sal	ecx, 8
	xor	ecx, edx
.L22:
	xor	edx, edx
	mov	dl, BYTE PTR [edi+ebx]
	xor	edx, ecx
	imul	edx, edx, -862048943
	rol	edx, 15
	imul	edx, edx, 461845907
	xor	eax, edx
	jmp	.L20
	.p2align 4,,7
	.p2align 3
.L26:
	xor	ecx, ecx
	jmp	.L22
	.p2align 4,,7
	.p2align 3
.L18:
	xor	edx, edx
	mov	dl, BYTE PTR 2[edi+ebx]
	sal	edx, 16
	jmp	.L21
	.p2align 4,,7
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
	.p2align 4,,7
	.p2align 3
.L29:
	xor	edx, edx
	inc	ecx
	mov	dl, BYTE PTR -1[ecx]
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
	.p2align 4,,7
	.p2align 3
.L30:
	.cfi_restore_state
	xor	eax, eax
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
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
	test	edx, edx
	lea	ecx, -1[edx]
	je	.L34
	.p2align 4,,7
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
