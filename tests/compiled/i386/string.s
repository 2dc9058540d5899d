	.file	"string.c"
	.text
	.p2align 2
	.globl	hash_str
	.type	hash_str, @function
hash_str:
.LFB0:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	8(%esp), %ecx
	movzbl	(%ecx), %edx
	movl	$5381, %eax
	testb	%dl, %dl
	je	.L1
	.p2align 2
.L3:
	movl	%eax, %ebx
	sall	$5, %ebx
	addl	%ebx, %eax
	incl	%ecx
	addl	%edx, %eax
	movzbl	(%ecx), %edx
	testb	%dl, %dl
	jne	.L3
.L1:
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE0:
	.size	hash_str, .-hash_str
	.p2align 2
	.globl	str_compare
	.type	str_compare, @function
str_compare:
.LFB1:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	8(%esp), %edx
	movl	12(%esp), %ebx
	movzbl	(%edx), %eax
	testb	%al, %al
	jne	.L9
	jmp	.L15
	.p2align 2
.L11:
	incl	%edx
	leal	1(%ebx), %ecx
	movzbl	(%edx), %eax
	testb	%al, %al
	je	.L16
	movl	%ecx, %ebx
.L9:
	movzbl	(%ebx), %ecx
	cmpb	%al, %cl
	je	.L11
.L10:
	subl	%ecx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.p2align 2
.L16:
	.cfi_restore_state
	movzbl	1(%ebx), %ecx
	xorl	%eax, %eax
	subl	%ecx, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
.L15:
	.cfi_restore_state
	movzbl	(%ebx), %ecx
	xorl	%eax, %eax
	jmp	.L10
	.cfi_endproc
.LFE1:
	.size	str_compare, .-str_compare
	.p2align 2
	.globl	count_char
	.type	count_char, @function
count_char:
.LFB2:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	8(%esp), %edx
	movl	12(%esp), %ebx
	movsbl	(%edx), %eax
	xorl	%ecx, %ecx
	testb	%al, %al
	je	.L17
	.p2align 2
.L19:
	cmpl	%ebx, %eax
	sete	%al
	movzbl	%al, %eax
	addl	%eax, %ecx
	incl	%edx
	movsbl	(%edx), %eax
	testb	%al, %al
	jne	.L19
.L17:
	movl	%ecx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE2:
	.size	count_char, .-count_char
	.p2align 2
	.globl	upcase
	.type	upcase, @function
upcase:
.LFB3:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	8(%esp), %edx
	movb	(%edx), %al
	xorl	%ebx, %ebx
	testb	%al, %al
	je	.L23
	.p2align 2
.L26:
	leal	-97(%eax), %ecx
	cmpb	$25, %cl
	ja	.L25
	subl	$32, %eax
	movb	%al, (%edx)
	incl	%ebx
.L25:
	incl	%edx
	movb	(%edx), %al
	testb	%al, %al
	jne	.L26
.L23:
	movl	%ebx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE3:
	.size	upcase, .-upcase
	.p2align 2
	.globl	reverse
	.type	reverse, @function
reverse:
.LFB4:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	12(%esp), %ecx
	movl	16(%esp), %eax
	decl	%eax
	testl	%eax, %eax
	jle	.L31
	xorl	%edx, %edx
	.p2align 2
.L32:
	movzbl	(%ecx,%edx), %esi
	movb	(%ecx,%eax), %bl
	movb	%bl, (%ecx,%edx)
	movl	%esi, %ebx
	movb	%bl, (%ecx,%eax)
	incl	%edx
	decl	%eax
	cmpl	%eax, %edx
	jl	.L32
.L31:
	movsbl	(%ecx), %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	reverse, .-reverse
	.p2align 2
	.globl	parse_int
	.type	parse_int, @function
parse_int:
.LFB5:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	12(%esp), %edx
	movb	(%edx), %al
	cmpb	$32, %al
	jne	.L36
	.p2align 2
.L37:
	incl	%edx
	movb	(%edx), %al
	cmpb	$32, %al
	je	.L37
.L36:
	cmpb	$45, %al
	je	.L49
	cmpb	$43, %al
	je	.L50
	movl	$1, %esi
.L39:
	movb	(%edx), %bl
	leal	-48(%ebx), %ecx
	xorl	%eax, %eax
	cmpb	$9, %cl
	ja	.L35
	.p2align 2
.L40:
	leal	(%eax,%eax,4), %eax
	leal	(%eax,%eax), %ecx
	incl	%edx
	leal	-48(%ebx), %eax
	movsbl	%al, %eax
	addl	%ecx, %eax
	movb	(%edx), %bl
	leal	-48(%ebx), %ecx
	cmpb	$9, %cl
	jbe	.L40
	imull	%esi, %eax
.L35:
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 2
.L50:
	.cfi_restore_state
	incl	%edx
	movl	$1, %esi
	jmp	.L39
	.p2align 2
.L49:
	incl	%edx
	movl	$-1, %esi
	jmp	.L39
	.cfi_endproc
.LFE5:
	.size	parse_int, .-parse_int
	.p2align 2
	.globl	to_hex
	.type	to_hex, @function
to_hex:
.LFB6:
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
	call	__x86.get_pc_thunk.ax
	addl	$_GLOBAL_OFFSET_TABLE_, %eax
	movl	20(%esp), %ebx
	movl	24(%esp), %esi
	leal	7(%esi), %ecx
	xorl	%edx, %edx
	leal	digits.0@GOTOFF(%eax), %edi
	.p2align 2
.L52:
	movl	%ebx, %eax
	andl	$15, %eax
	movsbl	(%edi,%eax), %eax
	movb	%al, (%ecx)
	leal	(%edx,%edx), %ebp
	addl	%edx, %ebp
	leal	(%eax,%ebp), %edx
	shrl	$4, %ebx
	movl	%ecx, %eax
	decl	%ecx
	cmpl	%esi, %eax
	jne	.L52
	movb	$0, 8(%esi)
	movl	%edx, %eax
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
.LFE6:
	.size	to_hex, .-to_hex
	.section	.rodata
	.align 4
	.type	digits.0, @object
	.size	digits.0, 17
digits.0:
	.string	"0123456789abcdef"
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB7:
	.cfi_startproc
	movl	(%esp), %eax
	ret
	.cfi_endproc
.LFE7:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
