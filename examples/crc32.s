	.file	"crc32.c"
	.text
	.p2align 4
	.globl	crc32_nibble
	.type	crc32_nibble, @function
crc32_nibble:
.LFB0:
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
	movl	12(%esp), %ecx
	testl	%esi, %esi
	je	.L4
	addl	%ecx, %esi
	orl	$-1, %edx
	leal	nibble_table@GOTOFF(%eax), %ebx
	.p2align 4,,7
	.p2align 3
.L3:
	incl	%ecx
	xorl	%eax, %eax
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
	cmpl	%esi, %ecx
	movl	%eax, %edx
	jne	.L3
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
.L4:
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
.LFE0:
	.size	crc32_nibble, .-crc32_nibble
	.section	.rodata
	.align 32
	.type	nibble_table, @object
	.size	nibble_table, 64
nibble_table:
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
.LFB1:
	.cfi_startproc
	movl	(%esp), %eax
	ret
	.cfi_endproc
.LFE1:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
