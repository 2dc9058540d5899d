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
	movl	20(%esp), %ebp
	cmpl	$1, 24(%esp)
	jle	.L6
	movl	$1, %edi
	.p2align 4
	.p2align 3
.L2:
	movl	0(%ebp,%edi,4), %esi
	leal	-1(%edi), %edx
	leal	0(%ebp,%edi,4), %eax
	jmp	.L3
	.p2align 4
	.p2align 3
.L5:
	movl	%ecx, (%eax)
	decl	%edx
	leal	-4(%ebx), %eax
	cmpl	$-1, %edx
	je	.L8
.L3:
	movl	%eax, %ebx
	movl	-4(%eax), %ecx
	cmpl	%esi, %ecx
	jg	.L5
	movl	%esi, (%ebx)
	incl	%edi
	cmpl	%edi, 24(%esp)
	jne	.L2
.L6:
	movl	24(%esp), %eax
	movl	-4(%ebp,%eax,4), %eax
	xorl	0(%ebp), %eax
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
.L8:
	.cfi_restore_state
	movl	%ebp, %ebx
	movl	%esi, (%ebx)
	incl	%edi
	cmpl	%edi, 24(%esp)
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
	movl	28(%esp), %edx
	movl	32(%esp), %ebx
	cmpl	$1, %ebx
	jle	.L21
	leal	-1(%ebx), %ebp
	xorl	%esi, %esi
	movl	$0, 4(%esp)
	.p2align 4
	.p2align 3
.L20:
	movl	%esi, %edi
	incl	%esi
	cmpl	%esi, %ebx
	jle	.L17
	movl	%esi, %eax
	movl	%edi, %ecx
	movl	%esi, (%esp)
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
	movl	(%esp), %esi
	cmpl	%ecx, %edi
	je	.L17
	movl	-4(%edx,%esi,4), %eax
	leal	(%edx,%ecx,4), %ecx
	movl	(%ecx), %edi
	movl	%edi, -4(%edx,%esi,4)
	movl	%eax, (%ecx)
	incl	4(%esp)
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
	movl	$0, 4(%esp)
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
	subl	$24, %esp
	.cfi_def_cfa_offset 44
	movl	44(%esp), %eax
	movl	48(%esp), %edx
	shrl	$31, %edx
	addl	48(%esp), %edx
	sarl	$1, %edx
	movl	%edx, %ebp
	movl	$0, 12(%esp)
	cmpl	$1, 48(%esp)
	jle	.L26
	.p2align 4
	.p2align 3
.L27:
	cmpl	%ebp, 48(%esp)
	jle	.L49
	leal	0(,%ebp,4), %edi
	leal	(%eax,%edi), %ebx
	movl	%ebx, 16(%esp)
	movl	%ebp, %ecx
	movl	%eax, 44(%esp)
	.p2align 4
	.p2align 3
.L32:
	movl	16(%esp), %eax
	movl	%eax, %ebx
	movl	%eax, %edx
	movl	(%eax), %esi
	movl	%esi, 4(%esp)
	cmpl	%ecx, %ebp
	jg	.L29
	subl	%edi, %eax
	movl	%ecx, %ebx
	movl	%ecx, 20(%esp)
	jmp	.L30
	.p2align 4
	.p2align 3
.L31:
	movl	%ecx, (%edx)
	incl	12(%esp)
	movl	(%esp), %esi
	subl	%edi, %esi
	movl	%esi, %edx
	subl	%edi, %eax
	cmpl	%ebp, %ebx
	jl	.L38
.L30:
	subl	%ebp, %ebx
	movl	%eax, 8(%esp)
	movl	(%eax), %ecx
	movl	%edx, (%esp)
	movl	4(%esp), %esi
	cmpl	%esi, %ecx
	jg	.L31
	movl	20(%esp), %ecx
	movl	%edx, %ebx
.L29:
	movl	4(%esp), %eax
	movl	%eax, (%ebx)
	incl	%ecx
	addl	$4, 16(%esp)
	cmpl	%ecx, 48(%esp)
	jne	.L32
	movl	44(%esp), %eax
	sarl	$1, %ebp
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
	.p2align 4
	.p2align 3
.L38:
	.cfi_restore_state
	movl	20(%esp), %ecx
	movl	8(%esp), %ebx
	jmp	.L29
.L49:
	sarl	$1, %ebp
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
	movl	12(%esp), %ebx
	movl	20(%esp), %esi
	movl	16(%esp), %ecx
	decl	%ecx
	js	.L55
	xorl	%edx, %edx
	jmp	.L54
	.p2align 4
	.p2align 3
.L58:
	leal	1(%eax), %edx
	cmpl	%edx, %ecx
	jl	.L55
.L54:
	movl	%ecx, %eax
	subl	%edx, %eax
	sarl	$1, %eax
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
	movl	12(%esp), %edx
	movl	16(%esp), %ebx
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
	movl	%ecx, %eax
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
.L63:
	.cfi_restore_state
	xorl	%ecx, %ecx
	movl	%ecx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	max_index, .-max_index
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
