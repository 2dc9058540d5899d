	.file	"string.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	hash_str
	.type	hash_str, @function
hash_str:
.LFB0:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	eax, 5381
	mov	ecx, DWORD PTR 8[esp]
	movzx	edx, BYTE PTR [ecx]
	test	dl, dl
	je	.L1
	.p2align 4
	.p2align 3
.L3:
	mov	ebx, eax
	inc	ecx
	sal	ebx, 5
	add	eax, ebx
	add	eax, edx
	movzx	edx, BYTE PTR [ecx]
	test	dl, dl
	jne	.L3
.L1:
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE0:
	.size	hash_str, .-hash_str
	.p2align 4
	.globl	str_compare
	.type	str_compare, @function
str_compare:
.LFB1:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	edx, DWORD PTR 8[esp]
	mov	ebx, DWORD PTR 12[esp]
	movzx	eax, BYTE PTR [edx]
	test	al, al
	jne	.L9
	jmp	.L15
	.p2align 4,,10
	.p2align 3
.L11:
	movzx	eax, BYTE PTR 1[edx]
	lea	ecx, 1[ebx]
	inc	edx
	test	al, al
	je	.L16
	mov	ebx, ecx
.L9:
	movzx	ecx, BYTE PTR [ebx]
	cmp	cl, al
	je	.L11
.L10:
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	sub	eax, ecx
	ret
	.p2align 4,,10
	.p2align 3
.L16:
	.cfi_restore_state
	movzx	ecx, BYTE PTR 1[ebx]
	xor	eax, eax
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	sub	eax, ecx
	ret
.L15:
	.cfi_restore_state
	movzx	ecx, BYTE PTR [ebx]
	xor	eax, eax
	jmp	.L10
	.cfi_endproc
.LFE1:
	.size	str_compare, .-str_compare
	.p2align 4
	.globl	count_char
	.type	count_char, @function
count_char:
.LFB2:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	xor	ecx, ecx
	mov	edx, DWORD PTR 8[esp]
	mov	ebx, DWORD PTR 12[esp]
	movsx	eax, BYTE PTR [edx]
	test	al, al
	je	.L17
	.p2align 4
	.p2align 3
.L19:
	cmp	eax, ebx
	sete	al
	inc	edx
	movzx	eax, al
	add	ecx, eax
	movsx	eax, BYTE PTR [edx]
	test	al, al
	jne	.L19
.L17:
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	mov	eax, ecx
	ret
	.cfi_endproc
.LFE2:
	.size	count_char, .-count_char
	.p2align 4
	.globl	upcase
	.type	upcase, @function
upcase:
.LFB3:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	xor	ebx, ebx
	mov	edx, DWORD PTR 8[esp]
	movzx	eax, BYTE PTR [edx]
	test	al, al
	je	.L23
	.p2align 4
	.p2align 3
.L26:
	mov	cl, al
	sub	cl, 97
	cmp	cl, 25
	ja	.L25
	sub	al, 32
	inc	ebx
	mov	BYTE PTR [edx], al
.L25:
	movzx	eax, BYTE PTR 1[edx]
	inc	edx
	test	al, al
	jne	.L26
.L23:
	mov	eax, ebx
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE3:
	.size	upcase, .-upcase
	.p2align 4
	.globl	reverse
	.type	reverse, @function
reverse:
.LFB4:
	.cfi_startproc
	sub	esp, 8
	.cfi_def_cfa_offset 12
	mov	DWORD PTR 4[esp], ebx
	.cfi_offset 3, -8
	mov	eax, DWORD PTR 16[esp]
	mov	ecx, DWORD PTR 12[esp]
	dec	eax
	test	eax, eax
	jle	.L31
	xor	edx, edx
	.p2align 4
	.p2align 3
.L32:
	movzx	ebx, BYTE PTR [ecx+edx]
	mov	BYTE PTR 3[esp], bl
	movzx	ebx, BYTE PTR [ecx+eax]
	mov	BYTE PTR [ecx+edx], bl
	movzx	ebx, BYTE PTR 3[esp]
	inc	edx
	mov	BYTE PTR [ecx+eax], bl
	dec	eax
	cmp	edx, eax
	jl	.L32
.L31:
	movsx	eax, BYTE PTR [ecx]
	mov	ebx, DWORD PTR 4[esp]
	add	esp, 8
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	reverse, .-reverse
	.p2align 4
	.globl	parse_int
	.type	parse_int, @function
parse_int:
.LFB5:
	.cfi_startproc
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	mov	ecx, DWORD PTR 12[esp]
	movzx	eax, BYTE PTR [ecx]
	cmp	al, 32
	jne	.L36
	.p2align 4
	.p2align 3
.L37:
	movzx	eax, BYTE PTR 1[ecx]
	inc	ecx
	cmp	al, 32
	je	.L37
.L36:
	cmp	al, 45
	je	.L49
	cmp	al, 43
	mov	esi, 1
	sete	al
	movzx	eax, al
	add	ecx, eax
.L39:
	movzx	edx, BYTE PTR [ecx]
	xor	eax, eax
	mov	bl, dl
	sub	bl, 48
	cmp	bl, 9
	ja	.L35
	.p2align 4
	.p2align 3
.L40:
	sub	dl, 48
	inc	ecx
	lea	eax, [eax+eax*4]
	movsx	edx, dl
	lea	eax, [edx+eax*2]
	movzx	edx, BYTE PTR [ecx]
	mov	bl, dl
	sub	bl, 48
	cmp	bl, 9
	jbe	.L40
	imul	eax, esi
.L35:
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
.L49:
	.cfi_restore_state
	inc	ecx
	mov	esi, -1
	jmp	.L39
	.cfi_endproc
.LFE5:
	.size	parse_int, .-parse_int
	.p2align 4
	.globl	to_hex
	.type	to_hex, @function
to_hex:
.LFB6:
	.cfi_startproc
	push	edi
	.cfi_def_cfa_offset 8
	.cfi_offset 7, -8
	xor	eax, eax
	push	esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	call	__x86.get_pc_thunk.dx
	add	edx, OFFSET FLAT:_GLOBAL_OFFSET_TABLE_
	push	ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	mov	esi, DWORD PTR 20[esp]
	mov	ebx, DWORD PTR 16[esp]
	lea	ecx, 7[esi]
	lea	edi, digits.0@GOTOFF[edx]
	.p2align 4
	.p2align 3
.L51:
	lea	eax, [eax+eax*2]
	mov	edx, ebx
	shr	ebx, 4
	and	edx, 15
	movsx	edx, BYTE PTR [edi+edx]
	mov	BYTE PTR [ecx], dl
	add	eax, edx
	mov	edx, ecx
	dec	ecx
	cmp	edx, esi
	jne	.L51
	mov	BYTE PTR 8[esi], 0
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
.LFE6:
	.size	to_hex, .-to_hex
	.section	.rodata
	.align 4
	.type	digits.0, @object
	.size	digits.0, 17
digits.0:
	.string	"0123456789abcdef"
	.section	.text.__x86.get_pc_thunk.dx,"axG",@progbits,__x86.get_pc_thunk.dx,comdat
	.globl	__x86.get_pc_thunk.dx
	.hidden	__x86.get_pc_thunk.dx
	.type	__x86.get_pc_thunk.dx, @function
__x86.get_pc_thunk.dx:
.LFB7:
	.cfi_startproc
	mov	edx, DWORD PTR [esp]
	ret
	.cfi_endproc
.LFE7:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
