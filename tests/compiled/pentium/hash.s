	.file	"hash.c"
	.text
	.p2align 4
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
	movl	8(%esp), %edx
	movl	$-2128831035, %eax
	addl	%edx, %ebx
	.p2align 4,,7
	.p2align 3
.L3:
	xorl	%ecx, %ecx
	incl	%edx
	movb	-1(%edx), %cl
	xorl	%ecx, %eax
	movl	%eax, %ecx
	sall	$16, %ecx
	addl	%eax, %ecx
	cmpl	%edx, %ebx
	leal	(%eax,%ecx,2), %ecx
	leal	(%eax,%ecx,8), %ecx
	leal	(%eax,%ecx,8), %ecx
	leal	(%eax,%ecx,2), %eax
	jne	.L3
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
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
	.p2align 4
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
	movl	$342167472, %edx
	movl	$435, %edi
	leal	(%esi,%eax), %ebp
	movl	$1939669891, %eax
	.p2align 4,,7
	.p2align 3
.L10:
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %ebx
	movb	(%esi), %cl
	movl	%ebx, %edx
	xorl	%eax, %ecx
	imull	$435, %ebx, %ebx
	movl	%ecx, %eax
	movl	%ecx, (%esp)
	sall	$8, %eax
	movl	%edx, 4(%esp)
	addl	%eax, %ebx
	movl	(%esp), %eax
	mull	%edi
	incl	%esi
	addl	%ebx, %edx
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
	.p2align 4,,7
	.p2align 3
.L11:
	.cfi_restore_state
	addl	$12, %esp
	.cfi_def_cfa_offset 20
	movl	$1939669891, %eax
	movl	$342167472, %edx
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
	.p2align 4
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
	movl	28(%esp), %ebp
	movl	24(%esp), %edi
	movl	32(%esp), %eax
	cmpl	$3, %ebp
	jle	.L23
	leal	-4(%ebp), %esi
	movl	%edi, %ecx
	movl	%esi, %edx
	movl	%esi, (%esp)
	andl	$-4, %edx
	leal	4(%edi,%edx), %ebx
	.p2align 4,,7
	.p2align 3
.L16:
	movzbl	1(%ecx), %esi
	xorl	%edx, %edx
	andl	$255, %esi
	movb	2(%ecx), %dl
	addl	$4, %ecx
	sall	$8, %esi
	sall	$16, %edx
	orl	%esi, %edx
	movzbl	-4(%ecx), %esi
	andl	$255, %esi
	orl	%esi, %edx
	movzbl	-1(%ecx), %esi
	andl	$255, %esi
	sall	$24, %esi
	orl	%esi, %edx
	imull	$-862048943, %edx, %edx
	roll	$15, %edx
	imull	$461845907, %edx, %edx
	xorl	%eax, %edx
	roll	$13, %edx
	cmpl	%ecx, %ebx
	leal	-430675100(%edx,%edx,4), %eax
	jne	.L16
	movl	(%esp), %esi
	shrl	$2, %esi
	leal	4(,%esi,4), %ebx
.L15:
	movl	%ebp, %edx
	andl	$3, %edx
	cmpl	$2, %edx
	je	.L17
	cmpl	$3, %edx
	je	.L18
	decl	%edx
	je	.L26
.L20:
	xorl	%ebp, %eax
	movl	%eax, %edx
	shrl	$16, %edx
	xorl	%edx, %eax
	imull	$-2048144789, %eax, %eax
	movl	%eax, %edx
	shrl	$13, %edx
	xorl	%eax, %edx
	imull	$-1028477387, %edx, %edx
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
	.p2align 4,,7
	.p2align 3
.L17:
	.cfi_restore_state
	xorl	%edx, %edx
.L21:
	xorl	%ecx, %ecx
	movb	1(%edi,%ebx), %cl
	sall	$8, %ecx
	xorl	%edx, %ecx
.L22:
	xorl	%edx, %edx
	movb	(%edi,%ebx), %dl
	xorl	%ecx, %edx
	imull	$-862048943, %edx, %edx
	roll	$15, %edx
	imull	$461845907, %edx, %edx
	xorl	%edx, %eax
	jmp	.L20
	.p2align 4,,7
	.p2align 3
.L26:
	xorl	%ecx, %ecx
	jmp	.L22
	.p2align 4,,7
	.p2align 3
.L18:
	xorl	%edx, %edx
	movb	2(%edi,%ebx), %dl
	sall	$16, %edx
	jmp	.L21
	.p2align 4,,7
	.p2align 3
.L23:
	xorl	%ebx, %ebx
	jmp	.L15
	.cfi_endproc
.LFE3:
	.size	murmur3, .-murmur3
	.p2align 4
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
	xorl	%eax, %eax
	addl	%ecx, %ebx
	.p2align 4,,7
	.p2align 3
.L29:
	xorl	%edx, %edx
	incl	%ecx
	movb	-1(%ecx), %dl
	addl	%eax, %edx
	movl	%edx, %eax
	sall	$10, %eax
	addl	%edx, %eax
	movl	%eax, %edx
	shrl	$6, %edx
	xorl	%edx, %eax
	cmpl	%ecx, %ebx
	jne	.L29
	leal	(%eax,%eax,8), %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	movl	%eax, %edx
	shrl	$11, %edx
	xorl	%eax, %edx
	movl	%edx, %eax
	sall	$15, %eax
	addl	%edx, %eax
	ret
	.p2align 4,,7
	.p2align 3
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
	.p2align 4
	.globl	xorshift32
	.type	xorshift32, @function
xorshift32:
.LFB5:
	.cfi_startproc
	movl	8(%esp), %edx
	movl	4(%esp), %eax
	testl	%edx, %edx
	leal	-1(%edx), %ecx
	je	.L34
	.p2align 4,,7
	.p2align 3
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
