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
	.p2align 4,,7
	.p2align 3
.L3:
	movl	28(%esp), %ebx
	movl	24(%esp), %eax
	xorl	%edx, %edx
	movl	(%ebx,%ebp,4), %ecx
	movl	(%eax,%ebp,4), %eax
	xorl	%ebx, %ebx
	addl	%ecx, %eax
	adcl	%ebx, %edx
	addl	%eax, %esi
	adcl	%edx, %edi
	movl	20(%esp), %eax
	movl	%esi, (%eax,%ebp,4)
	incl	%ebp
	movl	%edi, %esi
	xorl	%edi, %edi
	cmpl	%ebp, 32(%esp)
	jne	.L3
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	movl	%esi, %eax
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
	.p2align 4,,7
	.p2align 3
.L4:
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
	movl	32(%esp), %eax
	movl	24(%esp), %edi
	movl	28(%esp), %ebp
	testl	%eax, %eax
	jle	.L11
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	.p2align 4,,7
	.p2align 3
.L10:
	movl	(%edi,%ecx,4), %edx
	movl	0(%ebp,%ecx,4), %esi
	subl	%eax, %edx
	xorl	%ebx, %ebx
	subl	%esi, %edx
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
	movl	28(%esp), %eax
	movl	24(%esp), %edi
	testl	%eax, %eax
	jle	.L17
	movl	%edi, %ebp
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	movl	20(%esp), %edi
	.p2align 4,,7
	.p2align 3
.L16:
	movl	32(%esp), %eax
	mull	0(%ebp,%esi,4)
	addl	%eax, %ecx
	adcl	%edx, %ebx
	movl	%ecx, (%edi,%esi,4)
	incl	%esi
	movl	%ebx, %ecx
	xorl	%ebx, %ebx
	cmpl	%esi, 28(%esp)
	jne	.L16
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
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
	.p2align 4,,7
	.p2align 3
.L17:
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
	movl	60(%esp), %ebp
	movl	48(%esp), %eax
	movl	56(%esp), %ebx
	leal	0(,%ebp,4), %edi
	addl	%edi, %eax
	testl	%ebp, %ebp
	movl	%eax, 16(%esp)
	jle	.L21
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	%edi, (%esp)
	.p2align 4,,7
	.p2align 3
.L22:
	movl	52(%esp), %edx
	movl	(%ebx), %eax
	xorl	%edi, %edi
	mull	(%edx,%ecx,4)
	addl	%esi, %eax
	movl	48(%esp), %esi
	adcl	%edi, %edx
	movl	%eax, (%esi,%ecx,4)
	movl	%edx, %esi
	movl	%ecx, %edx
	leal	1(%ecx), %ecx
	cmpl	%ecx, %ebp
	jne	.L22
	movl	16(%esp), %eax
	movl	(%esp), %edi
	cmpl	$1, %ebp
	movl	%esi, (%eax)
	je	.L24
	leal	4(%ebx), %eax
	movl	%ebp, 60(%esp)
	movl	%eax, 4(%esp)
	movl	52(%esp), %eax
	addl	%eax, %edi
	movl	$1, %eax
	movl	%edi, 8(%esp)
	movl	%edx, 20(%esp)
	movl	%eax, %ebp
	.p2align 4,,7
	.p2align 3
.L26:
	movl	48(%esp), %eax
	xorl	%edi, %edi
	movl	%ebp, 12(%esp)
	leal	(%eax,%ebp,4), %esi
	movl	52(%esp), %eax
	movl	%eax, (%esp)
	.p2align 4,,7
	.p2align 3
.L27:
	movl	4(%esp), %eax
	movl	(%esp), %ebx
	movl	(%esi), %ecx
	movl	(%eax), %eax
	mull	(%ebx)
	xorl	%ebx, %ebx
	addl	%eax, %ecx
	adcl	%edx, %ebx
	xorl	%ebp, %ebp
	addl	%edi, %ecx
	adcl	%ebp, %ebx
	movl	(%esp), %ebp
	addl	$4, %ebp
	movl	%ebx, %edi
	movl	%ebp, (%esp)
	movl	%ecx, (%esi)
	movl	(%esp), %ebx
	addl	$4, %esi
	cmpl	%ebx, 8(%esp)
	jne	.L27
	movl	12(%esp), %ebp
	movl	16(%esp), %eax
	movl	4(%esp), %ebx
	addl	$4, %ebx
	movl	%edi, (%eax,%ebp,4)
	cmpl	%ebp, 20(%esp)
	leal	1(%ebp), %eax
	movl	%ebx, 4(%esp)
	je	.L34
	movl	%eax, %ebp
	jmp	.L26
.L34:
	movl	60(%esp), %ebp
.L24:
	movl	48(%esp), %eax
	movl	48(%esp), %edx
	movl	-4(%eax,%ebp,8), %eax
	movl	(%edx), %ecx
	addl	$28, %esp
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	xorl	%ecx, %eax
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
	movl	16(%esp), %eax
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
	movl	20(%esp), %eax
	movl	12(%esp), %esi
	decl	%eax
	movl	16(%esp), %ebx
	jns	.L40
	jmp	.L41
	.p2align 4,,7
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
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	sbbl	%eax, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	andl	$2, %eax
	decl	%eax
	ret
	.p2align 4,,7
	.p2align 3
.L41:
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
	xorl	%ebx, %ebx
	leal	(%eax,%edx,4), %esi
	.p2align 4,,7
	.p2align 3
.L47:
	movl	(%eax), %ecx
	addl	$4, %eax
	leal	(%ecx,%ecx), %edx
	orl	%ebx, %edx
	movl	%ecx, %ebx
	shrl	$31, %ebx
	movl	%edx, -4(%eax)
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
	.p2align 4,,7
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
