	.file	"hash.c"
	.intel_syntax noprefix
	.text
	.p2align 2
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
	mov	ecx, DWORD PTR 8[esp]
	add	ebx, ecx
	mov	eax, -2128831035
	.p2align 2
.L3:
	movzx	edx, BYTE PTR [ecx]
	xor	eax, edx
	mov	edx, eax
	sal	edx, 16
	add	edx, eax
	add	edx, edx
	add	edx, eax
	lea	edx, [eax+edx*8]
	lea	edx, [eax+edx*8]
	add	edx, edx
	add	eax, edx
	inc	ecx
	cmp	ebx, ecx
	jne	.L3
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 2
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
	.p2align 2
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
	lea	ebp, [esi+eax]
	mov	eax, 1939669891
	mov	edx, 342167472
	mov	edi, 435
	.p2align 2
.L10:
	movzx	ecx, BYTE PTR [esi]
	xor	ebx, ebx
	xor	ecx, eax
	xor	ebx, edx
	mov	eax, ecx
	mov	edx, ebx
	imul	ebx, ebx, 435
	mov	DWORD PTR [esp], ecx
	mov	DWORD PTR 4[esp], edx
	sal	eax, 8
	add	ebx, eax
	mov	eax, DWORD PTR [esp]
	mul	edi
	add	edx, ebx
	inc	esi
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
	.p2align 2
.L11:
	.cfi_restore_state
	mov	eax, 1939669891
	mov	edx, 342167472
	add	esp, 12
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
	.size	fnv1a64, .-fnv1a64
	.p2align 2
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
	mov	esi, DWORD PTR 24[esp]
	mov	eax, DWORD PTR 28[esp]
	mov	edx, DWORD PTR 32[esp]
	cmp	eax, 3
	jle	.L23
	mov	ecx, esi
	lea	ebx, -4[eax]
	mov	edi, ebx
	and	edi, -4
	lea	edi, 4[esi+edi]
	mov	DWORD PTR [esp], ebx
	.p2align 2
.L16:
	movzx	esi, BYTE PTR 1[ecx]
	sal	esi, 8
	movzx	ebx, BYTE PTR 2[ecx]
	sal	ebx, 16
	or	ebx, esi
	movzx	esi, BYTE PTR [ecx]
	or	ebx, esi
	movzx	esi, BYTE PTR 3[ecx]
	sal	esi, 24
	or	ebx, esi
	lea	esi, [ebx+ebx*8]
	lea	esi, [ebx+esi*8]
	lea	esi, [esi+esi*4]
	lea	esi, [ebx+esi*4]
	add	esi, esi
	add	esi, ebx
	sal	esi, 4
	add	esi, ebx
	lea	esi, [ebx+esi*8]
	lea	esi, [ebx+esi*8]
	add	esi, esi
	add	esi, ebx
	lea	esi, [esi+esi*8]
	sal	esi, 4
	sub	ebx, esi
	rol	ebx, 15
	lea	esi, [ebx+ebx*4]
	add	esi, esi
	add	esi, ebx
	lea	esi, [esi+esi*4]
	lea	esi, [ebx+esi*8]
	lea	esi, [ebx+esi*4]
	lea	ebp, [ebx+esi*4]
	mov	esi, ebp
	sal	esi, 9
	sub	esi, ebp
	lea	esi, [ebx+esi*8]
	lea	esi, [ebx+esi*8]
	add	esi, esi
	add	esi, ebx
	xor	esi, edx
	rol	esi, 13
	lea	edx, -430675100[esi+esi*4]
	add	ecx, 4
	cmp	edi, ecx
	jne	.L16
	mov	ebx, DWORD PTR [esp]
	mov	esi, DWORD PTR 24[esp]
	shr	ebx, 2
	lea	edi, 4[0+ebx*4]
.L15:
	mov	ecx, eax
	and	ecx, 3
	cmp	ecx, 2
	je	.L17
	cmp	ecx, 3
	je	.L18
	dec	ecx
	je	.L26
.L20:
	xor	eax, edx
	mov	edx, eax
	shr	edx, 16
	xor	eax, edx
	lea	edx, [eax+eax*4]
	lea	edx, [edx+edx*4]
	lea	edx, [edx+edx*4]
	lea	edx, [edx+edx*4]
	lea	edx, [edx+edx*4]
	lea	edx, [eax+edx*8]
	add	edx, edx
	add	edx, eax
	add	edx, edx
	add	edx, eax
	lea	edx, [edx+edx*4]
	lea	edx, [eax+edx*4]
	lea	edx, [eax+edx*4]
	add	edx, edx
	add	edx, eax
	lea	edx, [eax+edx*8]
	lea	edx, [eax+edx*4]
	lea	eax, [eax+edx*4]
	neg	eax
	mov	edx, eax
	shr	edx, 13
	xor	edx, eax
	lea	eax, [edx+edx]
	add	eax, edx
	lea	eax, [eax+eax*8]
	lea	eax, [edx+eax*8]
	add	eax, eax
	add	eax, edx
	add	eax, eax
	add	eax, edx
	mov	ecx, eax
	sal	ecx, 10
	add	eax, ecx
	add	eax, eax
	add	eax, edx
	lea	eax, [eax+eax*8]
	lea	eax, [edx+eax*8]
	lea	eax, [edx+eax*4]
	add	eax, eax
	add	edx, eax
	neg	edx
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
	.p2align 2
.L17:
	.cfi_restore_state
	xor	ecx, ecx
.L21:
	movzx	ebx, BYTE PTR 1[esi+edi]
	sal	ebx, 8
	xor	ebx, ecx
.L22:
	movzx	ecx, BYTE PTR [esi+edi]
	xor	ecx, ebx
	lea	ebx, [ecx+ecx*8]
	lea	ebx, [ecx+ebx*8]
	lea	ebx, [ebx+ebx*4]
	lea	ebx, [ecx+ebx*4]
	add	ebx, ebx
	add	ebx, ecx
	sal	ebx, 4
	add	ebx, ecx
	lea	ebx, [ecx+ebx*8]
	lea	ebx, [ecx+ebx*8]
	add	ebx, ebx
	add	ebx, ecx
	lea	ebx, [ebx+ebx*8]
	sal	ebx, 4
	sub	ecx, ebx
	rol	ecx, 15
	lea	ebx, [ecx+ecx*4]
	add	ebx, ebx
	add	ebx, ecx
	lea	ebx, [ebx+ebx*4]
	lea	ebx, [ecx+ebx*8]
	lea	ebx, [ecx+ebx*4]
	lea	esi, [ecx+ebx*4]
	mov	ebx, esi
	sal	ebx, 9
	sub	ebx, esi
	lea	ebx, [ecx+ebx*8]
	lea	ebx, [ecx+ebx*8]
	add	ebx, ebx
	add	ebx, ecx
	xor	edx, ebx
	jmp	.L20
	.p2align 2
.L26:
	xor	ebx, ebx
	jmp	.L22
	.p2align 2
.L18:
	movzx	ecx, BYTE PTR 2[esi+edi]
	sal	ecx, 16
	jmp	.L21
	.p2align 2
.L23:
	xor	edi, edi
	jmp	.L15
	.cfi_endproc
.LFE3:
	.size	murmur3, .-murmur3
	.p2align 2
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
	add	ebx, ecx
	xor	eax, eax
	.p2align 2
.L29:
	movzx	edx, BYTE PTR [ecx]
	add	edx, eax
	mov	eax, edx
	sal	eax, 10
	add	eax, edx
	mov	edx, eax
	shr	edx, 6
	xor	eax, edx
	inc	ecx
	cmp	ebx, ecx
	jne	.L29
	lea	eax, [eax+eax*8]
	mov	edx, eax
	shr	edx, 11
	xor	edx, eax
	mov	eax, edx
	sal	eax, 15
	add	eax, edx
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 2
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
	.p2align 2
	.globl	xorshift32
	.type	xorshift32, @function
xorshift32:
.LFB5:
	.cfi_startproc
	mov	eax, DWORD PTR 4[esp]
	mov	edx, DWORD PTR 8[esp]
	lea	ecx, -1[edx]
	test	edx, edx
	je	.L34
	.p2align 2
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
