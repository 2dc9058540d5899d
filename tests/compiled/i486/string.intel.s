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
	mov	ecx, DWORD PTR 8[esp]
	mov	dl, BYTE PTR [ecx]
	mov	eax, 5381
	test	dl, dl
	je	.L1
	.p2align 4
	.p2align 3
.L3:
	mov	ebx, eax
	sal	ebx, 5
	add	eax, ebx
	inc	ecx
	and	edx, 255
	add	eax, edx
	mov	dl, BYTE PTR [ecx]
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
	mov	al, BYTE PTR [edx]
	test	al, al
	jne	.L9
	jmp	.L15
	.p2align 4
	.p2align 3
.L11:
	inc	edx
	lea	ecx, 1[ebx]
	mov	al, BYTE PTR [edx]
	test	al, al
	je	.L16
	mov	ebx, ecx
.L9:
	mov	cl, BYTE PTR [ebx]
	cmp	cl, al
	je	.L11
	and	eax, 255
.L10:
	and	ecx, 255
	sub	eax, ecx
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L16:
	.cfi_restore_state
	mov	cl, BYTE PTR 1[ebx]
	xor	eax, eax
	and	ecx, 255
	sub	eax, ecx
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
.L15:
	.cfi_restore_state
	mov	cl, BYTE PTR [ebx]
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
	mov	edx, DWORD PTR 8[esp]
	mov	ebx, DWORD PTR 12[esp]
	movsx	eax, BYTE PTR [edx]
	xor	ecx, ecx
	test	al, al
	je	.L17
	.p2align 4
	.p2align 3
.L19:
	cmp	eax, ebx
	sete	al
	and	eax, 255
	add	ecx, eax
	inc	edx
	movsx	eax, BYTE PTR [edx]
	test	al, al
	jne	.L19
.L17:
	mov	eax, ecx
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
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
	mov	edx, DWORD PTR 8[esp]
	mov	al, BYTE PTR [edx]
	xor	ebx, ebx
	test	al, al
	je	.L23
	.p2align 4
	.p2align 3
.L26:
	lea	ecx, -97[eax]
	cmp	cl, 25
	ja	.L25
	sub	eax, 32
	mov	BYTE PTR [edx], al
	inc	ebx
.L25:
	inc	edx
	mov	al, BYTE PTR [edx]
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
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	mov	ecx, DWORD PTR 12[esp]
	mov	eax, DWORD PTR 16[esp]
	dec	eax
	test	eax, eax
	jle	.L31
	xor	edx, edx
	.p2align 4
	.p2align 3
.L32:
	movzx	esi, BYTE PTR [ecx+edx]
	mov	bl, BYTE PTR [ecx+eax]
	mov	BYTE PTR [ecx+edx], bl
	mov	ebx, esi
	mov	BYTE PTR [ecx+eax], bl
	inc	edx
	dec	eax
	cmp	edx, eax
	jl	.L32
.L31:
	movsx	eax, BYTE PTR [ecx]
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	pop	esi
	.cfi_restore 6
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
	mov	edx, DWORD PTR 12[esp]
	mov	al, BYTE PTR [edx]
	cmp	al, 32
	jne	.L36
	.p2align 4
	.p2align 3
.L37:
	inc	edx
	mov	al, BYTE PTR [edx]
	cmp	al, 32
	je	.L37
.L36:
	cmp	al, 45
	je	.L49
	cmp	al, 43
	je	.L50
	mov	esi, 1
.L39:
	mov	bl, BYTE PTR [edx]
	lea	ecx, -48[ebx]
	xor	eax, eax
	cmp	cl, 9
	ja	.L35
	.p2align 4
	.p2align 3
.L40:
	lea	eax, [eax+eax*4]
	lea	ecx, [eax+eax]
	inc	edx
	lea	eax, -48[ebx]
	movsx	eax, al
	add	eax, ecx
	mov	bl, BYTE PTR [edx]
	lea	ecx, -48[ebx]
	cmp	cl, 9
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
	.p2align 4
	.p2align 3
.L50:
	.cfi_restore_state
	inc	edx
	mov	esi, 1
	jmp	.L39
	.p2align 4
	.p2align 3
.L49:
	inc	edx
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
	call	__x86.get_pc_thunk.ax
	add	eax, OFFSET FLAT:_GLOBAL_OFFSET_TABLE_
	mov	ebx, DWORD PTR 20[esp]
	mov	esi, DWORD PTR 24[esp]
	lea	ecx, 7[esi]
	xor	edx, edx
	lea	edi, digits.0@GOTOFF[eax]
	.p2align 4
	.p2align 3
.L52:
	mov	eax, ebx
	and	eax, 15
	movsx	eax, BYTE PTR [edi+eax]
	mov	BYTE PTR [ecx], al
	lea	ebp, [edx+edx]
	add	ebp, edx
	lea	edx, [eax+ebp]
	shr	ebx, 4
	mov	eax, ecx
	dec	ecx
	cmp	eax, esi
	jne	.L52
	mov	BYTE PTR 8[esi], 0
	mov	eax, edx
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
.LFE6:
	.size	to_hex, .-to_hex
	.section	.rodata
	.align 4
	.type	digits.0, @object
	.size	digits.0, 17
digits.0:
	.string	"0123456789abcdef"
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB7:
	.cfi_startproc
	mov	eax, DWORD PTR [esp]
	ret
	.cfi_endproc
.LFE7:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
