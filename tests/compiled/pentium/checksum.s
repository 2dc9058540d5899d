	.file	"checksum.c"
	.text
	.p2align 4
	.globl	adler32
	.type	adler32, @function
adler32:
.LFB0:
	.cfi_startproc
	pushl	%ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	pushl	%edi
	.cfi_def_cfa_offset 12
	.cfi_offset 7, -12
	pushl	%esi
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushl	%ebx
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	movl	24(%esp), %edi
	testl	%edi, %edi
	jle	.L4
	movl	20(%esp), %ecx
	xorl	%esi, %esi
	addl	%ecx, %edi
	movl	$1, %ebp
	movl	$65521, %ebx
	.p2align 4,,7
	.p2align 3
.L3:
	xorl	%eax, %eax
	incl	%ecx
	movb	-1(%ecx), %al
	addl	%ebp, %eax
	movl	%eax, %edx
	sarl	$31, %edx
	idivl	%ebx
	movl	%edx, %ebp
	leal	(%edx,%esi), %eax
	movl	%eax, %edx
	sarl	$31, %edx
	idivl	%ebx
	movl	%edx, %esi
	cmpl	%ecx, %edi
	jne	.L3
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	movl	%edx, %eax
	sall	$16, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	orl	%ebp, %eax
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L4:
	.cfi_restore_state
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	movl	$1, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	popl	%ebp
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
	pushl	%ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	pushl	%edi
	.cfi_def_cfa_offset 12
	.cfi_offset 7, -12
	pushl	%esi
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushl	%ebx
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	movl	24(%esp), %edi
	testl	%edi, %edi
	jle	.L11
	movl	20(%esp), %ecx
	xorl	%esi, %esi
	addl	%ecx, %edi
	xorl	%ebp, %ebp
	movl	$255, %ebx
	.p2align 4,,7
	.p2align 3
.L10:
	xorl	%eax, %eax
	incl	%ecx
	movb	-1(%ecx), %al
	addl	%ebp, %eax
	movl	%eax, %edx
	sarl	$31, %edx
	idivl	%ebx
	movl	%edx, %ebp
	leal	(%edx,%esi), %eax
	movl	%eax, %edx
	sarl	$31, %edx
	idivl	%ebx
	movl	%edx, %esi
	cmpl	%ecx, %edi
	jne	.L10
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	movl	%edx, %eax
	sall	$8, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	orl	%ebp, %eax
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L11:
	.cfi_restore_state
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	popl	%ebp
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
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	16(%esp), %esi
	testl	%esi, %esi
	jle	.L18
	movl	12(%esp), %ebx
	orl	$-1, %eax
	addl	%ebx, %esi
	.p2align 4,,7
	.p2align 3
.L17:
	xorl	%edx, %edx
	movb	(%ebx), %dl
	xorl	%edx, %eax
	movl	$8, %edx
	.p2align 4,,7
	.p2align 3
.L16:
	movl	%eax, %ecx
	andl	$1, %eax
	negl	%eax
	shrl	%ecx
	andl	$-306674912, %eax
	xorl	%ecx, %eax
	decl	%edx
	jne	.L16
	incl	%ebx
	cmpl	%esi, %ebx
	jne	.L17
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	xorl	$-1, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
.L18:
	.cfi_restore_state
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	xorl	%eax, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
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
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	call	__x86.get_pc_thunk.ax
	addl	$_GLOBAL_OFFSET_TABLE_, %eax
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	16(%esp), %esi
	testl	%esi, %esi
	jle	.L25
	movl	12(%esp), %ecx
	orl	$-1, %edx
	addl	%ecx, %esi
	leal	t.0@GOTOFF(%eax), %ebx
	.p2align 4,,7
	.p2align 3
.L24:
	xorl	%eax, %eax
	incl	%ecx
	movb	-1(%ecx), %al
	xorl	%edx, %eax
	movl	%eax, %edx
	andl	$15, %eax
	shrl	$4, %edx
	xorl	(%ebx,%eax,4), %edx
	movl	%edx, %eax
	andl	$15, %edx
	shrl	$4, %eax
	xorl	(%ebx,%edx,4), %eax
	cmpl	%ecx, %esi
	movl	%eax, %edx
	jne	.L24
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	xorl	$-1, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L25:
	.cfi_restore_state
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	xorl	%eax, %eax
	popl	%esi
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
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	12(%esp), %eax
	testl	%eax, %eax
	jle	.L33
	movl	8(%esp), %edx
	leal	(%edx,%eax,2), %ebx
	xorl	%eax, %eax
	.p2align 4,,7
	.p2align 3
.L30:
	xorl	%ecx, %ecx
	addl	$2, %edx
	movw	-2(%edx), %cx
	addl	%ecx, %eax
	cmpl	%edx, %ebx
	jne	.L30
	movl	%eax, %edx
	shrl	$16, %edx
	je	.L31
	andl	$65535, %eax
	addl	%edx, %eax
	movl	%eax, %ebx
	shrl	$16, %ebx
	je	.L31
	andl	$65535, %eax
	incl	%eax
.L31:
	xorl	$65535, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L33:
	.cfi_restore_state
	movl	$65535, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
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
	movl	8(%esp), %eax
	testl	%eax, %eax
	jle	.L42
	movl	4(%esp), %edx
	leal	(%edx,%eax,4), %ecx
	xorl	%eax, %eax
	.p2align 4,,7
	.p2align 3
.L41:
	roll	%eax
	addl	$4, %edx
	xorl	-4(%edx), %eax
	cmpl	%ecx, %edx
	jne	.L41
	ret
	.p2align 4,,7
	.p2align 3
.L42:
	xorl	%eax, %eax
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
	movl	(%esp), %eax
	ret
	.cfi_endproc
.LFE6:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
