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
	subl	$12, %esp
	.cfi_def_cfa_offset 32
	movl	44(%esp), %edx
	movl	36(%esp), %ebp
	movl	40(%esp), %ebx
	testl	%edx, %edx
	jle	.L4
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4
	.p2align 3
.L3:
	movl	0(%ebp,%ecx,4), %eax
	xorl	%edx, %edx
	movl	%edx, 4(%esp)
	xorl	%edx, %edx
	movl	%eax, (%esp)
	movl	(%ebx,%ecx,4), %eax
	addl	(%esp), %eax
	adcl	4(%esp), %edx
	addl	%eax, %esi
	movl	32(%esp), %eax
	adcl	%edx, %edi
	movl	%esi, (%eax,%ecx,4)
	incl	%ecx
	movl	%edi, %esi
	xorl	%edi, %edi
	cmpl	%ecx, 44(%esp)
	jne	.L3
	addl	$12, %esp
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	movl	%esi, %eax
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
	.p2align 4,,10
	.p2align 3
.L4:
	.cfi_restore_state
	addl	$12, %esp
	.cfi_def_cfa_offset 20
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
	subl	$4, %esp
	.cfi_def_cfa_offset 24
	movl	36(%esp), %ecx
	movl	28(%esp), %edi
	movl	32(%esp), %ebp
	testl	%ecx, %ecx
	jle	.L11
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	.p2align 4
	.p2align 3
.L10:
	movl	(%edi,%ecx,4), %esi
	movl	0(%ebp,%ecx,4), %ebx
	movl	%esi, %edx
	subl	%eax, %edx
	subl	%ebx, %edx
	movl	%edx, (%esp)
	xorl	%edx, %edx
	cmpl	%ebx, %esi
	sete	%dl
	andl	%eax, %edx
	xorl	%eax, %eax
	cmpl	%ebx, %esi
	movl	24(%esp), %ebx
	setb	%al
	orl	%edx, %eax
	movl	(%esp), %edx
	movl	%edx, (%ebx,%ecx,4)
	incl	%ecx
	cmpl	%ecx, 36(%esp)
	jne	.L10
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
	.p2align 4,,10
	.p2align 3
.L11:
	.cfi_restore_state
	popl	%edx
	.cfi_def_cfa_offset 20
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
	movl	28(%esp), %edx
	movl	20(%esp), %ebx
	movl	24(%esp), %ebp
	testl	%edx, %edx
	jle	.L17
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4
	.p2align 3
.L16:
	movl	32(%esp), %eax
	mull	0(%ebp,%ecx,4)
	addl	%eax, %esi
	movl	%esi, (%ebx,%ecx,4)
	adcl	%edx, %edi
	incl	%ecx
	movl	%edi, %esi
	xorl	%edi, %edi
	cmpl	%ecx, 28(%esp)
	jne	.L16
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
	.p2align 4,,10
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
	movl	60(%esp), %ebx
	movl	48(%esp), %eax
	movl	56(%esp), %ebp
	leal	0(,%ebx,4), %edi
	addl	%edi, %eax
	testl	%ebx, %ebx
	movl	%eax, 16(%esp)
	jle	.L21
	movl	%edi, 4(%esp)
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	.p2align 4
	.p2align 3
.L22:
	movl	52(%esp), %edx
	xorl	%edi, %edi
	movl	0(%ebp), %eax
	mull	(%edx,%ecx,4)
	addl	%esi, %eax
	adcl	%edi, %edx
	movl	48(%esp), %edi
	movl	%edx, %esi
	movl	%ecx, %edx
	movl	%eax, (%edi,%ecx,4)
	leal	1(%ecx), %ecx
	cmpl	%ecx, %ebx
	jne	.L22
	movl	16(%esp), %eax
	cmpl	$1, %ebx
	movl	4(%esp), %edi
	movl	%esi, (%eax)
	je	.L24
	movl	52(%esp), %esi
	movl	$1, %eax
	addl	$4, %ebp
	movl	%edx, 20(%esp)
	movl	%eax, %ecx
	movl	%ebx, 60(%esp)
	addl	%esi, %edi
	movl	%edi, 8(%esp)
	.p2align 4
	.p2align 3
.L26:
	movl	48(%esp), %eax
	xorl	%ebx, %ebx
	movl	%ebx, 4(%esp)
	movl	52(%esp), %edi
	movl	%ecx, 12(%esp)
	leal	(%eax,%ecx,4), %esi
	.p2align 4
	.p2align 3
.L27:
	movl	0(%ebp), %eax
	xorl	%ebx, %ebx
	mull	(%edi)
	movl	(%esi), %ecx
	addl	%eax, %ecx
	movl	4(%esp), %eax
	adcl	%edx, %ebx
	xorl	%edx, %edx
	addl	%eax, %ecx
	movl	%ecx, (%esi)
	adcl	%edx, %ebx
	addl	$4, %edi
	movl	%ebx, 4(%esp)
	addl	$4, %esi
	cmpl	%edi, 8(%esp)
	jne	.L27
	movl	12(%esp), %ecx
	addl	$4, %ebp
	movl	16(%esp), %eax
	cmpl	%ecx, 20(%esp)
	movl	%ebx, (%eax,%ecx,4)
	leal	1(%ecx), %eax
	je	.L34
	movl	%eax, %ecx
	jmp	.L26
.L34:
	movl	60(%esp), %ebx
.L24:
	movl	48(%esp), %eax
	movl	48(%esp), %edx
	movl	-4(%eax,%ebx,8), %eax
	movl	(%edx), %ecx
	addl	$28, %esp
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	xorl	%ecx, %eax
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
	movl	16(%esp), %ebx
	decl	%eax
	jns	.L40
	jmp	.L41
	.p2align 4,,10
	.p2align 3
.L39:
	subl	$1, %eax
	jb	.L41
.L40:
	movl	(%esi,%eax,4), %edx
	movl	(%ebx,%eax,4), %ecx
	cmpl	%ecx, %edx
	je	.L39
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	cmpl	%edx, %ecx
	sbbl	%eax, %eax
	andl	$2, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	decl	%eax
	ret
	.p2align 4,,10
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
	.p2align 4
	.p2align 3
.L47:
	movl	(%eax), %ecx
	addl	$4, %eax
	leal	(%ecx,%ecx), %edx
	orl	%ebx, %edx
	movl	%ecx, %ebx
	movl	%edx, -4(%eax)
	shrl	$31, %ebx
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
	.p2align 4,,10
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
