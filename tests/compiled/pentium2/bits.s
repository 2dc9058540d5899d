	.file	"bits.c"
	.text
	.p2align 4
	.globl	bit_reverse
	.type	bit_reverse, @function
bit_reverse:
.LFB0:
	.cfi_startproc
	movl	4(%esp), %edx
	movl	%edx, %eax
	addl	%edx, %edx
	shrl	%eax
	andl	$-1431655766, %edx
	andl	$1431655765, %eax
	orl	%edx, %eax
	movl	%eax, %edx
	shrl	$2, %edx
	sall	$2, %eax
	andl	$858993459, %edx
	andl	$-858993460, %eax
	orl	%eax, %edx
	movl	%edx, %eax
	shrl	$4, %eax
	sall	$4, %edx
	andl	$252645135, %eax
	andl	$-252645136, %edx
	orl	%edx, %eax
	bswap	%eax
	ret
	.cfi_endproc
.LFE0:
	.size	bit_reverse, .-bit_reverse
	.p2align 4
	.globl	popcount_table
	.type	popcount_table, @function
popcount_table:
.LFB1:
	.cfi_startproc
	pushl	%edi
	.cfi_def_cfa_offset 8
	.cfi_offset 7, -8
	pushl	%esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	pushl	%ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	call	__x86.get_pc_thunk.ax
	addl	$_GLOBAL_OFFSET_TABLE_, %eax
	movl	20(%esp), %edi
	testl	%edi, %edi
	jle	.L6
	movl	16(%esp), %edx
	leal	bits.0@GOTOFF(%eax), %esi
	xorl	%ebx, %ebx
	addl	%edx, %edi
	.p2align 4
	.p2align 3
.L5:
	movzbl	(%edx), %eax
	incl	%edx
	movb	%al, %cl
	shrb	$4, %al
	andb	$15, %cl
	movzbl	%cl, %ecx
	movzbl	%al, %eax
	movzbl	(%esi,%ecx), %ecx
	movzbl	(%esi,%eax), %eax
	addl	%ecx, %eax
	addl	%eax, %ebx
	cmpl	%edx, %edi
	jne	.L5
	movl	%ebx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 12
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 8
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L6:
	.cfi_restore_state
	xorl	%ebx, %ebx
	movl	%ebx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 12
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 8
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE1:
	.size	popcount_table, .-popcount_table
	.p2align 4
	.globl	gray_decode
	.type	gray_decode, @function
gray_decode:
.LFB2:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	$5, %edx
	movl	8(%esp), %eax
	movl	$1, %ecx
	.p2align 4
	.p2align 3
.L10:
	movl	%eax, %ebx
	shrl	%cl, %ebx
	addl	%ecx, %ecx
	xorl	%ebx, %eax
	decl	%edx
	jne	.L10
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE2:
	.size	gray_decode, .-gray_decode
	.p2align 4
	.globl	parity
	.type	parity, @function
parity:
.LFB3:
	.cfi_startproc
	movl	4(%esp), %eax
	movl	%eax, %edx
	shrl	$16, %edx
	xorl	%eax, %edx
	movl	%edx, %eax
	shrl	$8, %eax
	xorl	%edx, %eax
	movl	%eax, %ecx
	shrl	$4, %ecx
	xorl	%eax, %ecx
	movl	$27030, %eax
	andl	$15, %ecx
	sarl	%cl, %eax
	andl	$1, %eax
	ret
	.cfi_endproc
.LFE3:
	.size	parity, .-parity
	.p2align 4
	.globl	rotate_mix
	.type	rotate_mix, @function
rotate_mix:
.LFB4:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	20(%esp), %esi
	movl	12(%esp), %eax
	movl	16(%esp), %edx
	testl	%esi, %esi
	jle	.L15
	xorl	%ecx, %ecx
	.p2align 4
	.p2align 3
.L16:
	movl	%edx, %ebx
	incl	%ecx
	roll	$7, %eax
	rorl	$3, %ebx
	addl	%edx, %eax
	movl	%ebx, %edx
	xorl	%eax, %edx
	cmpl	%ecx, %esi
	jne	.L16
	movl	%ebx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L15:
	.cfi_restore_state
	xorl	%edx, %eax
	movl	%eax, %ebx
	movl	%ebx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	rotate_mix, .-rotate_mix
	.p2align 4
	.globl	byte_swap
	.type	byte_swap, @function
byte_swap:
.LFB5:
	.cfi_startproc
	movl	4(%esp), %eax
	bswap	%eax
	ret
	.cfi_endproc
.LFE5:
	.size	byte_swap, .-byte_swap
	.p2align 4
	.globl	trailing_zeros
	.type	trailing_zeros, @function
trailing_zeros:
.LFB6:
	.cfi_startproc
	movl	4(%esp), %eax
	testl	%eax, %eax
	je	.L24
	xorl	%edx, %edx
	testb	$1, %al
	jne	.L21
	.p2align 4
	.p2align 3
.L23:
	shrl	%eax
	incl	%edx
	testb	$1, %al
	je	.L23
.L21:
	movl	%edx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L24:
	movl	$32, %edx
	movl	%edx, %eax
	ret
	.cfi_endproc
.LFE6:
	.size	trailing_zeros, .-trailing_zeros
	.p2align 4
	.globl	sign_extend
	.type	sign_extend, @function
sign_extend:
.LFB7:
	.cfi_startproc
	movl	8(%esp), %eax
	movl	$32, %ecx
	subl	%eax, %ecx
	movl	4(%esp), %eax
	sall	%cl, %eax
	sarl	%cl, %eax
	ret
	.cfi_endproc
.LFE7:
	.size	sign_extend, .-sign_extend
	.section	.rodata
	.align 4
	.type	bits.0, @object
	.size	bits.0, 16
bits.0:
	.string	""
	.ascii	"\001\001\002\001\002\002\003\001\002\002\003\002\003\003\004"
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB8:
	.cfi_startproc
	movl	(%esp), %eax
	ret
	.cfi_endproc
.LFE8:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
