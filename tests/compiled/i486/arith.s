	.file	"arith.c"
	.text
	.p2align 4
	.globl	gcd
	.type	gcd, @function
gcd:
.LFB0:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	8(%esp), %eax
	movl	12(%esp), %edx
	testl	%edx, %edx
	je	.L4
	.p2align 4
	.p2align 3
.L3:
	movl	%edx, %ecx
	xorl	%edx, %edx
	divl	%ecx
	movl	%ecx, %eax
	testl	%edx, %edx
	jne	.L3
	movl	%ecx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L4:
	.cfi_restore_state
	movl	%eax, %ecx
	movl	%ecx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE0:
	.size	gcd, .-gcd
	.p2align 4
	.globl	isqrt
	.type	isqrt, @function
isqrt:
.LFB1:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	8(%esp), %ecx
	movl	$1073741824, %eax
	cmpl	$1073741823, %ecx
	ja	.L9
	.p2align 4
	.p2align 3
.L10:
	shrl	$2, %eax
	cmpl	%eax, %ecx
	jb	.L10
	testl	%eax, %eax
	je	.L19
.L9:
	xorl	%edx, %edx
	.p2align 4
	.p2align 3
.L13:
	leal	(%edx,%eax), %ebx
	shrl	$1, %edx
	cmpl	%ebx, %ecx
	jb	.L12
	subl	%ebx, %ecx
	addl	%eax, %edx
.L12:
	shrl	$2, %eax
	jne	.L13
	movl	%edx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L19:
	.cfi_restore_state
	xorl	%edx, %edx
	movl	%edx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE1:
	.size	isqrt, .-isqrt
	.p2align 4
	.globl	digit_sum
	.type	digit_sum, @function
digit_sum:
.LFB2:
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
	movl	16(%esp), %ecx
	xorl	%ebx, %ebx
	testl	%ecx, %ecx
	je	.L20
	movl	$-858993459, %esi
	.p2align 4
	.p2align 3
.L22:
	movl	%ecx, %eax
	mull	%esi
	shrl	$3, %edx
	leal	(%edx,%edx,4), %eax
	addl	%eax, %eax
	movl	%ecx, %edi
	subl	%eax, %edi
	addl	%edi, %ebx
	movl	%ecx, %eax
	movl	%edx, %ecx
	cmpl	$9, %eax
	ja	.L22
.L20:
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
.LFE2:
	.size	digit_sum, .-digit_sum
	.p2align 4
	.globl	div_mod
	.type	div_mod, @function
div_mod:
.LFB3:
	.cfi_startproc
	movl	4(%esp), %eax
	cltd
	idivl	8(%esp)
	leal	(%eax,%eax,4), %eax
	leal	(%eax,%eax,4), %eax
	leal	(%eax,%eax,4), %eax
	leal	(%edx,%eax,8), %eax
	ret
	.cfi_endproc
.LFE3:
	.size	div_mod, .-div_mod
	.p2align 4
	.globl	mul_wide
	.type	mul_wide, @function
mul_wide:
.LFB4:
	.cfi_startproc
	movl	8(%esp), %eax
	mull	4(%esp)
	ret
	.cfi_endproc
.LFE4:
	.size	mul_wide, .-mul_wide
	.p2align 4
	.globl	add64
	.type	add64, @function
add64:
.LFB5:
	.cfi_startproc
	movl	12(%esp), %eax
	movl	16(%esp), %edx
	addl	4(%esp), %eax
	adcl	8(%esp), %edx
	ret
	.cfi_endproc
.LFE5:
	.size	add64, .-add64
	.p2align 4
	.globl	shl64
	.type	shl64, @function
shl64:
.LFB6:
	.cfi_startproc
	movl	4(%esp), %eax
	movl	8(%esp), %edx
	movl	12(%esp), %ecx
	shldl	%eax, %edx
	sall	%cl, %eax
	testb	$32, %cl
	je	.L30
	movl	%eax, %edx
	xorl	%eax, %eax
.L30:
	ret
	.cfi_endproc
.LFE6:
	.size	shl64, .-shl64
	.p2align 4
	.globl	powmod16
	.type	powmod16, @function
powmod16:
.LFB7:
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
	movl	20(%esp), %ecx
	movl	24(%esp), %ebx
	movl	$1, %eax
	xorl	%edx, %edx
	divl	%ebx
	movl	%edx, %esi
	movl	16(%esp), %eax
	xorl	%edx, %edx
	divl	%ebx
	testl	%ecx, %ecx
	je	.L31
	movl	%edx, %edi
	.p2align 4
	.p2align 3
.L34:
	testb	$1, %cl
	je	.L33
	movl	%esi, %eax
	imull	%edi, %eax
	xorl	%edx, %edx
	divl	%ebx
	movl	%edx, %esi
.L33:
	movl	%edi, %eax
	imull	%edi, %eax
	xorl	%edx, %edx
	divl	%ebx
	movl	%edx, %edi
	shrl	$1, %ecx
	jne	.L34
.L31:
	movl	%esi, %eax
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
.LFE7:
	.size	powmod16, .-powmod16
	.p2align 4
	.globl	fib
	.type	fib, @function
fib:
.LFB8:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	8(%esp), %edx
	testl	%edx, %edx
	jle	.L46
	leal	-1(%edx), %eax
	movl	$1, %edx
	xorl	%ebx, %ebx
	.p2align 4
	.p2align 3
.L45:
	movl	%edx, %ecx
	addl	%ebx, %edx
	decl	%eax
	movl	%ecx, %ebx
	cmpl	$-1, %eax
	jne	.L45
	movl	%ecx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L46:
	.cfi_restore_state
	xorl	%ecx, %ecx
	movl	%ecx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE8:
	.size	fib, .-fib
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
