	.file	"sort.c"
	.text
	.p2align 4
	.globl	insertion_sort
	.type	insertion_sort, @function
insertion_sort:
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
	cmpl	$1, 24(%esp)
	movl	20(%esp), %ebp
	jle	.L6
	movl	$1, %edi
	.p2align 4
	.p2align 3
.L2:
	movl	0(%ebp,%edi,4), %esi
	leal	-1(%edi), %edx
	leal	0(%ebp,%edi,4), %eax
	jmp	.L3
	.p2align 4,,10
	.p2align 3
.L5:
	movl	%ecx, (%eax)
	leal	-4(%ebx), %eax
	decl	%edx
	cmpl	$-1, %edx
	je	.L8
.L3:
	movl	-4(%eax), %ecx
	movl	%eax, %ebx
	cmpl	%esi, %ecx
	jg	.L5
	movl	%esi, (%ebx)
	incl	%edi
	cmpl	%edi, 24(%esp)
	jne	.L2
.L6:
	movl	24(%esp), %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	movl	0(%ebp), %edx
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	movl	-4(%ebp,%eax,4), %eax
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	xorl	%edx, %eax
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	.cfi_restore_state
	incl	%edi
	movl	%ebp, %ebx
	cmpl	%edi, 24(%esp)
	movl	%esi, (%ebx)
	jne	.L2
	jmp	.L6
	.cfi_endproc
.LFE0:
	.size	insertion_sort, .-insertion_sort
	.p2align 4
	.globl	selection_sort
	.type	selection_sort, @function
selection_sort:
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
	subl	$8, %esp
	.cfi_def_cfa_offset 28
	movl	32(%esp), %ebx
	movl	28(%esp), %edx
	cmpl	$1, %ebx
	jle	.L21
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	%ecx, 4(%esp)
	leal	-1(%ebx), %ebp
	.p2align 4
	.p2align 3
.L20:
	movl	%esi, %edi
	incl	%esi
	cmpl	%esi, %ebx
	jle	.L17
	movl	%esi, (%esp)
	movl	%esi, %eax
	movl	%edi, %ecx
	.p2align 4
	.p2align 3
.L19:
	movl	(%edx,%ecx,4), %esi
	cmpl	%esi, (%edx,%eax,4)
	jge	.L18
	movl	%eax, %ecx
.L18:
	incl	%eax
	cmpl	%eax, %ebx
	jne	.L19
	cmpl	%ecx, %edi
	movl	(%esp), %esi
	je	.L17
	leal	(%edx,%ecx,4), %ecx
	movl	-4(%edx,%esi,4), %eax
	movl	(%ecx), %edi
	incl	4(%esp)
	movl	%edi, -4(%edx,%esi,4)
	movl	%eax, (%ecx)
.L17:
	cmpl	%ebp, %esi
	jne	.L20
	movl	4(%esp), %eax
	addl	$8, %esp
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
	xorl	%eax, %eax
	movl	%eax, 4(%esp)
	movl	4(%esp), %eax
	addl	$8, %esp
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
	.size	selection_sort, .-selection_sort
	.p2align 4
	.globl	shell_sort
	.type	shell_sort, @function
shell_sort:
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
	xorl	%ebx, %ebx
	subl	$24, %esp
	.cfi_def_cfa_offset 44
	movl	48(%esp), %edx
	movl	%ebx, 12(%esp)
	movl	48(%esp), %ecx
	movl	44(%esp), %eax
	shrl	$31, %edx
	addl	%ecx, %edx
	sarl	%edx
	cmpl	$1, 48(%esp)
	movl	%edx, %ebp
	jle	.L26
	.p2align 4
	.p2align 3
.L27:
	cmpl	%ebp, 48(%esp)
	jle	.L49
	movl	%ebp, 16(%esp)
	leal	0(,%ebp,4), %edi
	movl	%eax, 44(%esp)
	leal	(%eax,%edi), %ebx
	.p2align 4
	.p2align 3
.L32:
	movl	16(%esp), %edx
	movl	%ebx, %esi
	movl	(%ebx), %eax
	cmpl	%edx, %ebp
	movl	%eax, 4(%esp)
	jg	.L29
	movl	%ebx, 20(%esp)
	movl	%ebx, %eax
	movl	%ebx, %ecx
	subl	%edi, %eax
	movl	%edx, %ebx
	jmp	.L30
	.p2align 4,,10
	.p2align 3
.L31:
	movl	(%esp), %esi
	subl	%edi, %eax
	incl	12(%esp)
	movl	%edx, (%ecx)
	subl	%edi, %esi
	cmpl	%ebp, %ebx
	movl	%esi, %ecx
	jl	.L38
.L30:
	movl	(%eax), %edx
	subl	%ebp, %ebx
	movl	%eax, 8(%esp)
	movl	4(%esp), %esi
	movl	%ecx, (%esp)
	cmpl	%esi, %edx
	jg	.L31
	movl	20(%esp), %ebx
	movl	%ecx, %esi
.L29:
	movl	4(%esp), %eax
	addl	$4, %ebx
	incl	16(%esp)
	movl	%eax, (%esi)
	movl	16(%esp), %eax
	cmpl	%eax, 48(%esp)
	jne	.L32
	sarl	%ebp
	movl	44(%esp), %eax
	jne	.L27
.L26:
	movl	12(%esp), %eax
	addl	$24, %esp
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
.L38:
	.cfi_restore_state
	movl	20(%esp), %ebx
	movl	8(%esp), %esi
	jmp	.L29
.L49:
	sarl	%ebp
	jmp	.L27
	.cfi_endproc
.LFE2:
	.size	shell_sort, .-shell_sort
	.p2align 4
	.globl	binary_search
	.type	binary_search, @function
binary_search:
.LFB3:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	16(%esp), %ecx
	movl	12(%esp), %ebx
	movl	20(%esp), %esi
	decl	%ecx
	js	.L55
	xorl	%edx, %edx
	jmp	.L54
	.p2align 4,,10
	.p2align 3
.L58:
	leal	1(%eax), %edx
	cmpl	%edx, %ecx
	jl	.L55
.L54:
	movl	%ecx, %eax
	subl	%edx, %eax
	sarl	%eax
	addl	%edx, %eax
	cmpl	%esi, (%ebx,%eax,4)
	je	.L50
	jl	.L58
	leal	-1(%eax), %ecx
	cmpl	%edx, %ecx
	jge	.L54
.L55:
	movl	$-1, %eax
.L50:
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE3:
	.size	binary_search, .-binary_search
	.p2align 4
	.globl	max_index
	.type	max_index, @function
max_index:
.LFB4:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	16(%esp), %ebx
	movl	12(%esp), %edx
	cmpl	$1, %ebx
	jle	.L63
	movl	$1, %eax
	xorl	%ecx, %ecx
	.p2align 4
	.p2align 3
.L62:
	movl	(%edx,%ecx,4), %esi
	cmpl	%esi, (%edx,%eax,4)
	jle	.L61
	movl	%eax, %ecx
.L61:
	incl	%eax
	cmpl	%eax, %ebx
	jne	.L62
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	movl	%ecx, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L63:
	.cfi_restore_state
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	xorl	%ecx, %ecx
	movl	%ecx, %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	max_index, .-max_index
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
