	.file	"arith.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	gcd
	.type	gcd, @function
gcd:
.LFB0:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	edx, DWORD PTR 12[esp]
	mov	eax, DWORD PTR 8[esp]
	test	edx, edx
	je	.L4
	.p2align 4
	.p2align 3
.L3:
	mov	ecx, edx
	xor	edx, edx
	div	ecx
	mov	eax, ecx
	test	edx, edx
	jne	.L3
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	mov	eax, ecx
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	mov	ecx, eax
	mov	eax, ecx
	ret
	.cfi_endproc
.LFE0:
	.size	gcd, .-gcd
	.p2align 4
	.globl	isqrt
	.type	isqrt, @function
isqrt:
.LFB1:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	eax, 1073741824
	mov	ecx, DWORD PTR 8[esp]
	cmp	ecx, 1073741823
	ja	.L9
	.p2align 4
	.p2align 3
.L10:
	shr	eax, 2
	cmp	ecx, eax
	jb	.L10
	test	eax, eax
	je	.L19
.L9:
	xor	edx, edx
	.p2align 4
	.p2align 3
.L13:
	lea	ebx, [edx+eax]
	shr	edx
	cmp	ecx, ebx
	jb	.L12
	sub	ecx, ebx
	add	edx, eax
.L12:
	shr	eax, 2
	jne	.L13
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	mov	eax, edx
	ret
	.p2align 4,,10
	.p2align 3
.L19:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	xor	edx, edx
	mov	eax, edx
	ret
	.cfi_endproc
.LFE1:
	.size	isqrt, .-isqrt
	.p2align 4
	.globl	digit_sum
	.type	digit_sum, @function
digit_sum:
.LFB2:
	.cfi_startproc
	push	edi
	.cfi_def_cfa_offset 8
	.cfi_offset 7, -8
	push	esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	push	ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	xor	ebx, ebx
	mov	ecx, DWORD PTR 16[esp]
	test	ecx, ecx
	je	.L20
	mov	esi, -858993459
	.p2align 4
	.p2align 3
.L22:
	mov	eax, ecx
	mov	edi, ecx
	mul	esi
	shr	edx, 3
	lea	eax, [edx+edx*4]
	add	eax, eax
	sub	edi, eax
	mov	eax, ecx
	add	ebx, edi
	cmp	eax, 9
	mov	ecx, edx
	ja	.L22
.L20:
	mov	eax, ebx
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 12
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 8
	pop	edi
	.cfi_restore 7
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE2:
	.size	digit_sum, .-digit_sum
	.p2align 4
	.globl	div_mod
	.type	div_mod, @function
div_mod:
.LFB3:
	.cfi_startproc
	mov	eax, DWORD PTR 4[esp]
	cdq
	idiv	DWORD PTR 8[esp]
	imul	eax, eax, 1000
	add	eax, edx
	ret
	.cfi_endproc
.LFE3:
	.size	div_mod, .-div_mod
	.p2align 4
	.globl	mul_wide
	.type	mul_wide, @function
mul_wide:
.LFB4:
	.cfi_startproc
	mov	eax, DWORD PTR 8[esp]
	mul	DWORD PTR 4[esp]
	ret
	.cfi_endproc
.LFE4:
	.size	mul_wide, .-mul_wide
	.p2align 4
	.globl	add64
	.type	add64, @function
add64:
.LFB5:
	.cfi_startproc
	mov	eax, DWORD PTR 12[esp]
	add	eax, DWORD PTR 4[esp]
	mov	edx, DWORD PTR 16[esp]
	adc	edx, DWORD PTR 8[esp]
	ret
	.cfi_endproc
.LFE5:
	.size	add64, .-add64
	.p2align 4
	.globl	shl64
	.type	shl64, @function
shl64:
.LFB6:
	.cfi_startproc
	mov	ecx, DWORD PTR 12[esp]
	mov	eax, DWORD PTR 4[esp]
	mov	edx, DWORD PTR 8[esp]
	shld	edx, eax, cl
	sal	eax, cl
	test	cl, 32
	je	.L30
	mov	edx, eax
	xor	eax, eax
.L30:
	ret
	.cfi_endproc
.LFE6:
	.size	shl64, .-shl64
	.p2align 4
	.globl	powmod16
	.type	powmod16, @function
powmod16:
.LFB7:
	.cfi_startproc
	push	edi
	.cfi_def_cfa_offset 8
	.cfi_offset 7, -8
	xor	edx, edx
	push	esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	mov	eax, 1
	push	ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	mov	ebx, DWORD PTR 24[esp]
	mov	ecx, DWORD PTR 20[esp]
	div	ebx
	mov	eax, DWORD PTR 16[esp]
	mov	esi, edx
	xor	edx, edx
	div	ebx
	test	ecx, ecx
	je	.L31
	mov	edi, edx
	.p2align 4
	.p2align 3
.L34:
	test	cl, 1
	je	.L33
	mov	eax, esi
	xor	edx, edx
	imul	eax, edi
	div	ebx
	mov	esi, edx
.L33:
	mov	eax, edi
	xor	edx, edx
	imul	eax, edi
	div	ebx
	shr	ecx
	mov	edi, edx
	jne	.L34
.L31:
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 12
	mov	eax, esi
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 8
	pop	edi
	.cfi_restore 7
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE7:
	.size	powmod16, .-powmod16
	.p2align 4
	.globl	fib
	.type	fib, @function
fib:
.LFB8:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	edx, DWORD PTR 8[esp]
	test	edx, edx
	jle	.L46
	lea	eax, -1[edx]
	xor	ebx, ebx
	mov	edx, 1
	.p2align 4
	.p2align 3
.L45:
	dec	eax
	mov	ecx, edx
	add	edx, ebx
	cmp	eax, -1
	mov	ebx, ecx
	jne	.L45
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	mov	eax, ecx
	ret
	.p2align 4,,10
	.p2align 3
.L46:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	xor	ecx, ecx
	mov	eax, ecx
	ret
	.cfi_endproc
.LFE8:
	.size	fib, .-fib
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
