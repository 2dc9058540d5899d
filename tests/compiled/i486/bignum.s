	.file	"bignum.c"
	.text
	.p2align 4
	.globl	bn_add
	.type	bn_add, @function
bn_add:
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
	movl	32(%esp), %eax
	testl	%eax, %eax
	jle	.L4
	xorl	%ebp, %ebp
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4
	.p2align 3
.L3:
	movl	24(%esp), %eax
	movl	(%eax,%ebp,4), %eax
	xorl	%edx, %edx
	movl	28(%esp), %ebx
	movl	(%ebx,%ebp,4), %ecx
	xorl	%ebx, %ebx
	addl	%ecx, %eax
	adcl	%ebx, %edx
	addl	%eax, %esi
	adcl	%edx, %edi
	movl	20(%esp), %eax
	movl	%esi, (%eax,%ebp,4)
	movl	%edi, %esi
	xorl	%edi, %edi
	incl	%ebp
	cmpl	%ebp, 32(%esp)
	jne	.L3
	movl	%esi, %eax
	popl	%ebx
	.cfi_remember_state
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
	xorl	%eax, %eax
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
	.size	bn_add, .-bn_add
	.p2align 4
	.globl	bn_sub
	.type	bn_sub, @function
bn_sub:
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
	movl	28(%esp), %ebp
	movl	32(%esp), %eax
	testl	%eax, %eax
	jle	.L11
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	.p2align 4
	.p2align 3
.L10:
	movl	0(%ebp,%ecx,4), %esi
	movl	(%edi,%ecx,4), %edx
	subl	%eax, %edx
	subl	%esi, %edx
	xorl	%ebx, %ebx
	cmpl	%esi, (%edi,%ecx,4)
	sete	%bl
	andl	%eax, %ebx
	xorl	%eax, %eax
	cmpl	%esi, (%edi,%ecx,4)
	setb	%al
	orl	%ebx, %eax
	movl	20(%esp), %ebx
	movl	%edx, (%ebx,%ecx,4)
	incl	%ecx
	cmpl	%ecx, 32(%esp)
	jne	.L10
	popl	%ebx
	.cfi_remember_state
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
	.size	bn_sub, .-bn_sub
	.p2align 4
	.globl	bn_mul_word
	.type	bn_mul_word, @function
bn_mul_word:
.LFB2:
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
	movl	28(%esp), %eax
	testl	%eax, %eax
	jle	.L17
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	movl	%edi, %ebp
	movl	20(%esp), %edi
	.p2align 4
	.p2align 3
.L16:
	movl	32(%esp), %eax
	mull	0(%ebp,%esi,4)
	addl	%eax, %ecx
	adcl	%edx, %ebx
	movl	%ecx, (%edi,%esi,4)
	movl	%ebx, %ecx
	xorl	%ebx, %ebx
	incl	%esi
	cmpl	%esi, 28(%esp)
	jne	.L16
	movl	%ecx, %eax
	popl	%ebx
	.cfi_remember_state
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
.L17:
	.cfi_restore_state
	xorl	%eax, %eax
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
.LFE2:
	.size	bn_mul_word, .-bn_mul_word
	.p2align 4
	.globl	bn_mul
	.type	bn_mul, @function
bn_mul:
.LFB3:
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
	subl	$28, %esp
	.cfi_def_cfa_offset 48
	movl	48(%esp), %ebp
	movl	56(%esp), %ebx
	movl	60(%esp), %eax
	leal	0(,%eax,4), %edi
	leal	0(%ebp,%edi), %eax
	movl	%eax, (%esp)
	movl	60(%esp), %eax
	testl	%eax, %eax
	jle	.L21
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	%edi, 4(%esp)
	.p2align 4
	.p2align 3
.L22:
	movl	(%ebx), %eax
	movl	52(%esp), %edx
	mull	(%edx,%ecx,4)
	xorl	%edi, %edi
	addl	%esi, %eax
	adcl	%edi, %edx
	movl	%eax, 0(%ebp,%ecx,4)
	movl	%edx, %esi
	movl	%ecx, %edx
	leal	1(%ecx), %ecx
	cmpl	%ecx, 60(%esp)
	jne	.L22
	movl	4(%esp), %edi
	movl	(%esp), %eax
	movl	%esi, (%eax)
	cmpl	$1, 60(%esp)
	je	.L24
	leal	4(%ebp), %esi
	leal	4(%ebx), %eax
	movl	%eax, 4(%esp)
	addl	52(%esp), %edi
	movl	%edi, 8(%esp)
	movl	$1, %eax
	movl	%edx, 20(%esp)
	movl	%ebp, 48(%esp)
	movl	%eax, %ebp
	movl	%esi, %eax
	.p2align 4
	.p2align 3
.L26:
	movl	%eax, %esi
	movl	52(%esp), %edx
	movl	%edx, (%esp)
	xorl	%edi, %edi
	movl	%ebp, 12(%esp)
	movl	%eax, 16(%esp)
	.p2align 4
	.p2align 3
.L27:
	movl	4(%esp), %eax
	movl	(%eax), %eax
	movl	(%esp), %ebx
	mull	(%ebx)
	movl	(%esi), %ecx
	xorl	%ebx, %ebx
	addl	%eax, %ecx
	adcl	%edx, %ebx
	xorl	%ebp, %ebp
	addl	%edi, %ecx
	adcl	%ebp, %ebx
	movl	%ecx, (%esi)
	movl	%ebx, %edi
	addl	$4, (%esp)
	movl	(%esp), %ebx
	addl	$4, %esi
	cmpl	%ebx, 8(%esp)
	jne	.L27
	movl	12(%esp), %ebp
	movl	16(%esp), %eax
	movl	60(%esp), %edx
	movl	%edi, (%eax,%edx,4)
	leal	1(%ebp), %edx
	addl	$4, %eax
	addl	$4, 4(%esp)
	cmpl	%ebp, 20(%esp)
	je	.L34
	movl	%edx, %ebp
	jmp	.L26
.L34:
	movl	48(%esp), %ebp
.L24:
	movl	60(%esp), %eax
	movl	-4(%ebp,%eax,8), %eax
	xorl	0(%ebp), %eax
	addl	$28, %esp
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
.L21:
	.cfi_restore_state
	movl	(%esp), %eax
	movl	$0, (%eax)
	jmp	.L24
	.cfi_endproc
.LFE3:
	.size	bn_mul, .-bn_mul
	.p2align 4
	.globl	bn_cmp
	.type	bn_cmp, @function
bn_cmp:
.LFB4:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	12(%esp), %esi
	movl	16(%esp), %ebx
	movl	20(%esp), %eax
	decl	%eax
	jns	.L40
	jmp	.L41
	.p2align 4
	.p2align 3
.L39:
	subl	$1, %eax
	jb	.L41
.L40:
	movl	(%esi,%eax,4), %edx
	movl	(%ebx,%eax,4), %ecx
	cmpl	%ecx, %edx
	je	.L39
	cmpl	%edx, %ecx
	sbbl	%eax, %eax
	andl	$2, %eax
	decl	%eax
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
.L41:
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
.LFE4:
	.size	bn_cmp, .-bn_cmp
	.p2align 4
	.globl	bn_shl1
	.type	bn_shl1, @function
bn_shl1:
.LFB5:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	16(%esp), %edx
	testl	%edx, %edx
	jle	.L48
	movl	12(%esp), %eax
	leal	(%eax,%edx,4), %esi
	xorl	%ebx, %ebx
	.p2align 4
	.p2align 3
.L47:
	movl	(%eax), %edx
	leal	(%edx,%edx), %ecx
	orl	%ebx, %ecx
	movl	%ecx, (%eax)
	movl	%edx, %ebx
	shrl	$31, %ebx
	addl	$4, %eax
	cmpl	%esi, %eax
	jne	.L47
	movl	%ebx, %eax
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
.L48:
	.cfi_restore_state
	xorl	%ebx, %ebx
	movl	%ebx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE5:
	.size	bn_shl1, .-bn_shl1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
