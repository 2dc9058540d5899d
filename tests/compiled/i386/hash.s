	.file	"hash.c"
	.text
	.p2align 2
	.globl	fnv1a
	.type	fnv1a, @function
fnv1a:
.LFB0:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	12(%esp), %ebx
	testl	%ebx, %ebx
	jle	.L4
	movl	8(%esp), %ecx
	addl	%ecx, %ebx
	movl	$-2128831035, %eax
	.p2align 2
.L3:
	movzbl	(%ecx), %edx
	xorl	%edx, %eax
	movl	%eax, %edx
	sall	$16, %edx
	addl	%eax, %edx
	addl	%edx, %edx
	addl	%eax, %edx
	leal	(%eax,%edx,8), %edx
	leal	(%eax,%edx,8), %edx
	addl	%edx, %edx
	addl	%edx, %eax
	incl	%ecx
	cmpl	%ecx, %ebx
	jne	.L3
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 2
.L4:
	.cfi_restore_state
	movl	$-2128831035, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE0:
	.size	fnv1a, .-fnv1a
	.p2align 2
	.globl	fnv1a64
	.type	fnv1a64, @function
fnv1a64:
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
	subl	$12, %esp
	.cfi_def_cfa_offset 32
	movl	36(%esp), %eax
	testl	%eax, %eax
	jle	.L11
	movl	32(%esp), %esi
	leal	(%esi,%eax), %ebp
	movl	$1939669891, %eax
	movl	$342167472, %edx
	movl	$435, %edi
	.p2align 2
.L10:
	movzbl	(%esi), %ecx
	xorl	%ebx, %ebx
	xorl	%eax, %ecx
	xorl	%edx, %ebx
	movl	%ecx, %eax
	movl	%ebx, %edx
	imull	$435, %ebx, %ebx
	movl	%ecx, (%esp)
	movl	%edx, 4(%esp)
	sall	$8, %eax
	addl	%eax, %ebx
	movl	(%esp), %eax
	mull	%edi
	addl	%ebx, %edx
	incl	%esi
	cmpl	%esi, %ebp
	jne	.L10
	addl	$12, %esp
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
	.p2align 2
.L11:
	.cfi_restore_state
	movl	$1939669891, %eax
	movl	$342167472, %edx
	addl	$12, %esp
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
	.size	fnv1a64, .-fnv1a64
	.p2align 2
	.globl	murmur3
	.type	murmur3, @function
murmur3:
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
	pushl	%ecx
	.cfi_def_cfa_offset 24
	movl	24(%esp), %esi
	movl	28(%esp), %eax
	movl	32(%esp), %edx
	cmpl	$3, %eax
	jle	.L23
	movl	%esi, %ecx
	leal	-4(%eax), %ebx
	movl	%ebx, %edi
	andl	$-4, %edi
	leal	4(%esi,%edi), %edi
	movl	%ebx, (%esp)
	.p2align 2
.L16:
	movzbl	1(%ecx), %esi
	sall	$8, %esi
	movzbl	2(%ecx), %ebx
	sall	$16, %ebx
	orl	%esi, %ebx
	movzbl	(%ecx), %esi
	orl	%esi, %ebx
	movzbl	3(%ecx), %esi
	sall	$24, %esi
	orl	%esi, %ebx
	leal	(%ebx,%ebx,8), %esi
	leal	(%ebx,%esi,8), %esi
	leal	(%esi,%esi,4), %esi
	leal	(%ebx,%esi,4), %esi
	addl	%esi, %esi
	addl	%ebx, %esi
	sall	$4, %esi
	addl	%ebx, %esi
	leal	(%ebx,%esi,8), %esi
	leal	(%ebx,%esi,8), %esi
	addl	%esi, %esi
	addl	%ebx, %esi
	leal	(%esi,%esi,8), %esi
	sall	$4, %esi
	subl	%esi, %ebx
	roll	$15, %ebx
	leal	(%ebx,%ebx,4), %esi
	addl	%esi, %esi
	addl	%ebx, %esi
	leal	(%esi,%esi,4), %esi
	leal	(%ebx,%esi,8), %esi
	leal	(%ebx,%esi,4), %esi
	leal	(%ebx,%esi,4), %ebp
	movl	%ebp, %esi
	sall	$9, %esi
	subl	%ebp, %esi
	leal	(%ebx,%esi,8), %esi
	leal	(%ebx,%esi,8), %esi
	addl	%esi, %esi
	addl	%ebx, %esi
	xorl	%edx, %esi
	roll	$13, %esi
	leal	-430675100(%esi,%esi,4), %edx
	addl	$4, %ecx
	cmpl	%ecx, %edi
	jne	.L16
	movl	(%esp), %ebx
	movl	24(%esp), %esi
	shrl	$2, %ebx
	leal	4(,%ebx,4), %edi
.L15:
	movl	%eax, %ecx
	andl	$3, %ecx
	cmpl	$2, %ecx
	je	.L17
	cmpl	$3, %ecx
	je	.L18
	decl	%ecx
	je	.L26
.L20:
	xorl	%edx, %eax
	movl	%eax, %edx
	shrl	$16, %edx
	xorl	%edx, %eax
	leal	(%eax,%eax,4), %edx
	leal	(%edx,%edx,4), %edx
	leal	(%edx,%edx,4), %edx
	leal	(%edx,%edx,4), %edx
	leal	(%edx,%edx,4), %edx
	leal	(%eax,%edx,8), %edx
	addl	%edx, %edx
	addl	%eax, %edx
	addl	%edx, %edx
	addl	%eax, %edx
	leal	(%edx,%edx,4), %edx
	leal	(%eax,%edx,4), %edx
	leal	(%eax,%edx,4), %edx
	addl	%edx, %edx
	addl	%eax, %edx
	leal	(%eax,%edx,8), %edx
	leal	(%eax,%edx,4), %edx
	leal	(%eax,%edx,4), %eax
	negl	%eax
	movl	%eax, %edx
	shrl	$13, %edx
	xorl	%eax, %edx
	leal	(%edx,%edx), %eax
	addl	%edx, %eax
	leal	(%eax,%eax,8), %eax
	leal	(%edx,%eax,8), %eax
	addl	%eax, %eax
	addl	%edx, %eax
	addl	%eax, %eax
	addl	%edx, %eax
	movl	%eax, %ecx
	sall	$10, %ecx
	addl	%ecx, %eax
	addl	%eax, %eax
	addl	%edx, %eax
	leal	(%eax,%eax,8), %eax
	leal	(%edx,%eax,8), %eax
	leal	(%edx,%eax,4), %eax
	addl	%eax, %eax
	addl	%eax, %edx
	negl	%edx
	movl	%edx, %eax
	shrl	$16, %eax
	xorl	%edx, %eax
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
	.p2align 2
.L17:
	.cfi_restore_state
	xorl	%ecx, %ecx
.L21:
	movzbl	1(%esi,%edi), %ebx
	sall	$8, %ebx
	xorl	%ecx, %ebx
.L22:
	movzbl	(%esi,%edi), %ecx
	xorl	%ebx, %ecx
	leal	(%ecx,%ecx,8), %ebx
	leal	(%ecx,%ebx,8), %ebx
	leal	(%ebx,%ebx,4), %ebx
	leal	(%ecx,%ebx,4), %ebx
	addl	%ebx, %ebx
	addl	%ecx, %ebx
	sall	$4, %ebx
	addl	%ecx, %ebx
	leal	(%ecx,%ebx,8), %ebx
	leal	(%ecx,%ebx,8), %ebx
	addl	%ebx, %ebx
	addl	%ecx, %ebx
	leal	(%ebx,%ebx,8), %ebx
	sall	$4, %ebx
	subl	%ebx, %ecx
	roll	$15, %ecx
	leal	(%ecx,%ecx,4), %ebx
	addl	%ebx, %ebx
	addl	%ecx, %ebx
	leal	(%ebx,%ebx,4), %ebx
	leal	(%ecx,%ebx,8), %ebx
	leal	(%ecx,%ebx,4), %ebx
	leal	(%ecx,%ebx,4), %esi
	movl	%esi, %ebx
	sall	$9, %ebx
	subl	%esi, %ebx
	leal	(%ecx,%ebx,8), %ebx
	leal	(%ecx,%ebx,8), %ebx
	addl	%ebx, %ebx
	addl	%ecx, %ebx
	xorl	%ebx, %edx
	jmp	.L20
	.p2align 2
.L26:
	xorl	%ebx, %ebx
	jmp	.L22
	.p2align 2
.L18:
	movzbl	2(%esi,%edi), %ecx
	sall	$16, %ecx
	jmp	.L21
	.p2align 2
.L23:
	xorl	%edi, %edi
	jmp	.L15
	.cfi_endproc
.LFE3:
	.size	murmur3, .-murmur3
	.p2align 2
	.globl	jenkins_oaat
	.type	jenkins_oaat, @function
jenkins_oaat:
.LFB4:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	12(%esp), %ebx
	testl	%ebx, %ebx
	jle	.L30
	movl	8(%esp), %ecx
	addl	%ecx, %ebx
	xorl	%eax, %eax
	.p2align 2
.L29:
	movzbl	(%ecx), %edx
	addl	%eax, %edx
	movl	%edx, %eax
	sall	$10, %eax
	addl	%edx, %eax
	movl	%eax, %edx
	shrl	$6, %edx
	xorl	%edx, %eax
	incl	%ecx
	cmpl	%ecx, %ebx
	jne	.L29
	leal	(%eax,%eax,8), %eax
	movl	%eax, %edx
	shrl	$11, %edx
	xorl	%eax, %edx
	movl	%edx, %eax
	sall	$15, %eax
	addl	%edx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 2
.L30:
	.cfi_restore_state
	xorl	%eax, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	jenkins_oaat, .-jenkins_oaat
	.p2align 2
	.globl	xorshift32
	.type	xorshift32, @function
xorshift32:
.LFB5:
	.cfi_startproc
	movl	4(%esp), %eax
	movl	8(%esp), %edx
	leal	-1(%edx), %ecx
	testl	%edx, %edx
	je	.L34
	.p2align 2
.L35:
	movl	%eax, %edx
	sall	$13, %edx
	xorl	%edx, %eax
	movl	%eax, %edx
	shrl	$17, %edx
	xorl	%eax, %edx
	movl	%edx, %eax
	sall	$5, %eax
	xorl	%edx, %eax
	subl	$1, %ecx
	jnb	.L35
.L34:
	ret
	.cfi_endproc
.LFE5:
	.size	xorshift32, .-xorshift32
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
