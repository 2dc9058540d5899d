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
	movl	12(%esp), %edx
	movl	8(%esp), %eax
	testl	%edx, %edx
	je	.L4
	.p2align 4,,7
	.p2align 3
.L3:
	movl	%edx, %ecx
	xorl	%edx, %edx
	divl	%ecx
	testl	%edx, %edx
	movl	%ecx, %eax
	jne	.L3
	movl	%ecx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L4:
	.cfi_restore_state
	movl	%eax, %ecx
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	movl	%ecx, %eax
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
	movl	$1073741824, %eax
	movl	8(%esp), %ecx
	cmpl	$1073741823, %ecx
	ja	.L9
	.p2align 4,,7
	.p2align 3
.L10:
	shrl	$2, %eax
	cmpl	%eax, %ecx
	jb	.L10
	testl	%eax, %eax
	je	.L19
.L9:
	xorl	%edx, %edx
	.p2align 4,,7
	.p2align 3
.L13:
	leal	(%edx,%eax), %ebx
	shrl	%edx
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
	.p2align 4,,7
	.p2align 3
.L19:
	.cfi_restore_state
	xorl	%edx, %edx
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	movl	%edx, %eax
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
	xorl	%ebx, %ebx
	movl	16(%esp), %ecx
	testl	%ecx, %ecx
	je	.L20
	movl	$-858993459, %esi
	.p2align 4,,7
	.p2align 3
.L22:
	movl	%ecx, %eax
	movl	%ecx, %edi
	mull	%esi
	movl	%edx, %eax
	movl	%ecx, %edx
	shrl	$3, %eax
	leal	(%eax,%eax,4), %eax
	addl	%eax, %eax
	subl	%eax, %edx
	movl	%ecx, %eax
	addl	%edx, %ebx
	mull	%esi
	movl	%edx, %ecx
	shrl	$3, %ecx
	cmpl	$9, %edi
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
	movl	%eax, %edx
	sarl	$31, %edx
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
	movl	12(%esp), %ecx
	movl	4(%esp), %eax
	movl	8(%esp), %edx
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
	xorl	%edx, %edx
	pushl	%esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	movl	$1, %eax
	pushl	%ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movl	24(%esp), %ebx
	movl	20(%esp), %ecx
	divl	%ebx
	movl	%edx, %esi
	movl	16(%esp), %eax
	xorl	%edx, %edx
	divl	%ebx
	testl	%ecx, %ecx
	je	.L31
	movl	%edx, %edi
	.p2align 4,,7
	.p2align 3
.L34:
	testb	$1, %cl
	je	.L33
	movl	%esi, %eax
	xorl	%edx, %edx
	imull	%edi, %eax
	divl	%ebx
	movl	%edx, %esi
.L33:
	movl	%edi, %eax
	xorl	%edx, %edx
	imull	%edi, %eax
	divl	%ebx
	shrl	%ecx
	movl	%edx, %edi
	jne	.L34
.L31:
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 12
	movl	%esi, %eax
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
	xorl	%ebx, %ebx
	movl	$1, %edx
	.p2align 4,,7
	.p2align 3
.L45:
	movl	%edx, %ecx
	decl	%eax
	addl	%ebx, %edx
	movl	%ecx, %ebx
	cmpl	$-1, %eax
	jne	.L45
	movl	%ecx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L46:
	.cfi_restore_state
	xorl	%ecx, %ecx
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	movl	%ecx, %eax
	ret
	.cfi_endproc
.LFE8:
	.size	fib, .-fib
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
