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
	pushl	%ecx
	.cfi_def_cfa_offset 24
	movl	28(%esp), %eax
	testl	%eax, %eax
	jle	.L4
	movl	24(%esp), %edi
	addl	%edi, %eax
	movl	%eax, (%esp)
	xorl	%ebx, %ebx
	movl	$1, %ecx
	movl	$-2146992015, %ebp
	.p2align 4
	.p2align 3
.L3:
	movzbl	(%edi), %esi
	andl	$255, %esi
	addl	%ecx, %esi
	movl	%esi, %eax
	mull	%ebp
	shrl	$15, %edx
	movl	%edx, %eax
	sall	$12, %eax
	subl	%edx, %eax
	sall	$4, %eax
	addl	%edx, %eax
	movl	%esi, %ecx
	subl	%eax, %ecx
	leal	(%ecx,%ebx), %esi
	movl	%esi, %eax
	mull	%ebp
	movl	%edx, %ebx
	shrl	$15, %ebx
	movl	%ebx, %eax
	sall	$12, %eax
	subl	%ebx, %eax
	sall	$4, %eax
	addl	%ebx, %eax
	movl	%esi, %ebx
	subl	%eax, %ebx
	incl	%edi
	cmpl	%edi, (%esp)
	jne	.L3
	movl	%ebx, %eax
	sall	$16, %eax
	orl	%ecx, %eax
	popl	%edx
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
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
	.p2align 4
	.p2align 3
.L4:
	.cfi_restore_state
	movl	$1, %eax
	popl	%edx
	.cfi_def_cfa_offset 20
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
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
	pushl	%ecx
	.cfi_def_cfa_offset 24
	movl	28(%esp), %eax
	testl	%eax, %eax
	jle	.L11
	movl	24(%esp), %edi
	addl	%edi, %eax
	movl	%eax, (%esp)
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	movl	$-2139062143, %ebp
	.p2align 4
	.p2align 3
.L10:
	movzbl	(%edi), %esi
	andl	$255, %esi
	addl	%ecx, %esi
	movl	%esi, %eax
	mull	%ebp
	shrl	$7, %edx
	movl	%edx, %eax
	sall	$8, %eax
	subl	%edx, %eax
	movl	%esi, %ecx
	subl	%eax, %ecx
	leal	(%ecx,%ebx), %esi
	movl	%esi, %eax
	mull	%ebp
	movl	%edx, %ebx
	shrl	$7, %ebx
	movl	%ebx, %eax
	sall	$8, %eax
	subl	%ebx, %eax
	movl	%esi, %ebx
	subl	%eax, %ebx
	incl	%edi
	cmpl	%edi, (%esp)
	jne	.L10
	movl	%ebx, %eax
	sall	$8, %eax
	orl	%ecx, %eax
	popl	%edx
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
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
	.p2align 4
	.p2align 3
.L11:
	.cfi_restore_state
	xorl	%eax, %eax
	popl	%edx
	.cfi_def_cfa_offset 20
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
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
	addl	%ebx, %esi
	movl	$-1, %eax
	.p2align 4
	.p2align 3
.L17:
	xorl	%edx, %edx
	movb	(%ebx), %dl
	xorl	%edx, %eax
	movl	$8, %edx
	.p2align 4
	.p2align 3
.L16:
	movl	%eax, %ecx
	shrl	$1, %ecx
	andl	$1, %eax
	negl	%eax
	andl	$-306674912, %eax
	xorl	%ecx, %eax
	decl	%edx
	jne	.L16
	incl	%ebx
	cmpl	%esi, %ebx
	jne	.L17
	notl	%eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
.L18:
	.cfi_restore_state
	xorl	%eax, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
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
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	call	__x86.get_pc_thunk.ax
	addl	$_GLOBAL_OFFSET_TABLE_, %eax
	movl	16(%esp), %esi
	testl	%esi, %esi
	jle	.L25
	movl	12(%esp), %ecx
	addl	%ecx, %esi
	movl	$-1, %edx
	leal	t.0@GOTOFF(%eax), %ebx
	.p2align 4
	.p2align 3
.L24:
	xorl	%eax, %eax
	movb	(%ecx), %al
	xorl	%edx, %eax
	movl	%eax, %edx
	shrl	$4, %edx
	andl	$15, %eax
	xorl	(%ebx,%eax,4), %edx
	movl	%edx, %eax
	shrl	$4, %eax
	andl	$15, %edx
	xorl	(%ebx,%edx,4), %eax
	movl	%eax, %edx
	incl	%ecx
	cmpl	%ecx, %esi
	jne	.L24
	notl	%eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L25:
	.cfi_restore_state
	xorl	%eax, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
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
	movl	12(%esp), %ebx
	testl	%ebx, %ebx
	jle	.L33
	movl	8(%esp), %edx
	addl	%ebx, %ebx
	addl	%edx, %ebx
	xorl	%eax, %eax
	.p2align 4
	.p2align 3
.L30:
	xorl	%ecx, %ecx
	movw	(%edx), %cx
	addl	%ecx, %eax
	addl	$2, %edx
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
	.p2align 4
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
	.p2align 4
	.p2align 3
.L41:
	roll	$1, %eax
	xorl	(%edx), %eax
	addl	$4, %edx
	cmpl	%ecx, %edx
	jne	.L41
	ret
	.p2align 4
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
