	.file	"checksum.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	adler32
	.type	adler32, @function
adler32:
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
	sub	esp, 4
	.cfi_def_cfa_offset 24
	mov	eax, DWORD PTR 28[esp]
	test	eax, eax
	jle	.L4
	mov	edi, DWORD PTR 24[esp]
	xor	ebx, ebx
	mov	ecx, 1
	mov	ebp, -2146992015
	add	eax, edi
	mov	DWORD PTR [esp], eax
	.p2align 4
	.p2align 3
.L3:
	movzx	esi, BYTE PTR [edi]
	inc	edi
	add	esi, ecx
	mov	eax, esi
	mov	ecx, esi
	mul	ebp
	shr	edx, 15
	imul	eax, edx, 65521
	sub	ecx, eax
	lea	esi, [ecx+ebx]
	mov	eax, esi
	mul	ebp
	mov	ebx, edx
	shr	ebx, 15
	imul	eax, ebx, 65521
	mov	ebx, esi
	sub	ebx, eax
	cmp	DWORD PTR [esp], edi
	jne	.L3
	pop	edx
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	mov	eax, ebx
	sal	eax, 16
	or	eax, ecx
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
	pop	edx
	.cfi_def_cfa_offset 20
	mov	eax, 1
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
	.size	adler32, .-adler32
	.p2align 4
	.globl	fletcher16
	.type	fletcher16, @function
fletcher16:
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
	mov	eax, DWORD PTR 28[esp]
	test	eax, eax
	jle	.L11
	mov	edi, DWORD PTR 24[esp]
	xor	ebx, ebx
	xor	ecx, ecx
	mov	ebp, -2139062143
	add	eax, edi
	mov	DWORD PTR [esp], eax
	.p2align 4
	.p2align 3
.L10:
	movzx	esi, BYTE PTR [edi]
	inc	edi
	add	esi, ecx
	mov	eax, esi
	mov	ecx, esi
	mul	ebp
	shr	edx, 7
	mov	eax, edx
	sal	eax, 8
	sub	eax, edx
	sub	ecx, eax
	lea	esi, [ecx+ebx]
	mov	eax, esi
	mul	ebp
	mov	ebx, edx
	shr	ebx, 7
	mov	eax, ebx
	sal	eax, 8
	sub	eax, ebx
	sub	esi, eax
	cmp	DWORD PTR [esp], edi
	mov	ebx, esi
	jne	.L10
	pop	edx
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	mov	eax, esi
	sal	eax, 8
	or	eax, ecx
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
	.size	fletcher16, .-fletcher16
	.p2align 4
	.globl	crc32_bitwise
	.type	crc32_bitwise, @function
crc32_bitwise:
.LFB2:
	.cfi_startproc
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	mov	esi, DWORD PTR 16[esp]
	test	esi, esi
	jle	.L18
	mov	ebx, DWORD PTR 12[esp]
	mov	eax, -1
	add	esi, ebx
	.p2align 4
	.p2align 3
.L17:
	movzx	edx, BYTE PTR [ebx]
	xor	eax, edx
	mov	edx, 8
	.p2align 4
	.p2align 3
.L16:
	mov	ecx, eax
	and	eax, 1
	shr	ecx
	neg	eax
	and	eax, -306674912
	xor	eax, ecx
	dec	edx
	jne	.L16
	inc	ebx
	cmp	ebx, esi
	jne	.L17
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	not	eax
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
.L18:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	xor	eax, eax
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	.p2align 4,,1
	ret
	.cfi_endproc
.LFE2:
	.size	crc32_bitwise, .-crc32_bitwise
	.p2align 4
	.globl	crc32_nibble
	.type	crc32_nibble, @function
crc32_nibble:
.LFB3:
	.cfi_startproc
	push	esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	push	ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	call	__x86.get_pc_thunk.ax
	add	eax, OFFSET FLAT:_GLOBAL_OFFSET_TABLE_
	mov	esi, DWORD PTR 16[esp]
	test	esi, esi
	jle	.L25
	mov	ecx, DWORD PTR 12[esp]
	lea	ebx, t.0@GOTOFF[eax]
	mov	edx, -1
	add	esi, ecx
	.p2align 4
	.p2align 3
.L24:
	movzx	eax, BYTE PTR [ecx]
	inc	ecx
	xor	eax, edx
	mov	edx, eax
	and	eax, 15
	shr	edx, 4
	xor	edx, DWORD PTR [ebx+eax*4]
	mov	eax, edx
	and	edx, 15
	shr	eax, 4
	xor	eax, DWORD PTR [ebx+edx*4]
	cmp	esi, ecx
	mov	edx, eax
	jne	.L24
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	not	eax
	pop	esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L25:
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
.LFE3:
	.size	crc32_nibble, .-crc32_nibble
	.p2align 4
	.globl	ip_checksum
	.type	ip_checksum, @function
ip_checksum:
.LFB4:
	.cfi_startproc
	push	ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	mov	eax, DWORD PTR 12[esp]
	test	eax, eax
	jle	.L33
	mov	edx, DWORD PTR 8[esp]
	lea	ebx, [edx+eax*2]
	xor	eax, eax
	.p2align 4
	.p2align 3
.L30:
	movzx	ecx, WORD PTR [edx]
	add	edx, 2
	add	eax, ecx
	cmp	ebx, edx
	jne	.L30
	mov	edx, eax
	shr	edx, 16
	je	.L31
	movzx	eax, ax
	add	eax, edx
	mov	ebx, eax
	shr	ebx, 16
	je	.L31
	movzx	eax, ax
	inc	eax
.L31:
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	xor	eax, 65535
	ret
	.p2align 4,,10
	.p2align 3
.L33:
	.cfi_restore_state
	pop	ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	mov	eax, 65535
	ret
	.cfi_endproc
.LFE4:
	.size	ip_checksum, .-ip_checksum
	.p2align 4
	.globl	xor_fold
	.type	xor_fold, @function
xor_fold:
.LFB5:
	.cfi_startproc
	mov	eax, DWORD PTR 8[esp]
	test	eax, eax
	jle	.L42
	mov	edx, DWORD PTR 4[esp]
	lea	ecx, [edx+eax*4]
	xor	eax, eax
	.p2align 4
	.p2align 3
.L41:
	rol	eax
	add	edx, 4
	xor	eax, DWORD PTR -4[edx]
	cmp	edx, ecx
	jne	.L41
	ret
	.p2align 4,,10
	.p2align 3
.L42:
	xor	eax, eax
	ret
	.cfi_endproc
.LFE5:
	.size	xor_fold, .-xor_fold
	.section	.rodata
	.align 32
	.type	t.0, @object
	.size	t.0, 64
t.0:
	.long	0
	.long	498536548
	.long	997073096
	.long	651767980
	.long	1994146192
	.long	1802195444
	.long	1303535960
	.long	1342533948
	.long	-306674912
	.long	-267414716
	.long	-690576408
	.long	-882789492
	.long	-1687895376
	.long	-2032938284
	.long	-1609899400
	.long	-1111625188
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB6:
	.cfi_startproc
	mov	eax, DWORD PTR [esp]
	ret
	.cfi_endproc
.LFE6:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
