	.file	"string.c"
	.text
	.p2align 4
	.globl	hash_str
	.type	hash_str, @function
hash_str:
.LFB0:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	movl	$5381, %eax
	movl	8(%esp), %ecx
	movb	(%ecx), %dl
	testb	%dl, %dl
	je	.L1
	.p2align 4,,7
	.p2align 3
.L3:
	movl	%eax, %ebx
	incl	%ecx
	sall	$5, %ebx
	andl	$255, %edx
	addl	%ebx, %eax
	addl	%edx, %eax
	movb	(%ecx), %dl
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
	.p2align 4
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
	movb	(%edx), %al
	testb	%al, %al
	jne	.L9
	jmp	.L15
	.p2align 4,,7
	.p2align 3
.L11:
	movb	1(%edx), %al
	incl	%edx
	leal	1(%ebx), %ecx
	testb	%al, %al
	je	.L16
	movl	%ecx, %ebx
.L9:
	movb	(%ebx), %cl
	cmpb	%al, %cl
	je	.L11
	andl	$255, %eax
.L10:
	andl	$255, %ecx
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	subl	%ecx, %eax
	ret
	.p2align 4,,7
	.p2align 3
.L16:
	.cfi_restore_state
	movb	1(%ebx), %cl
	xorl	%eax, %eax
	andl	$255, %ecx
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	subl	%ecx, %eax
	ret
.L15:
	.cfi_restore_state
	movb	(%ebx), %cl
	xorl	%eax, %eax
	jmp	.L10
	.cfi_endproc
.LFE1:
	.size	str_compare, .-str_compare
	.p2align 4
	.globl	count_char
	.type	count_char, @function
count_char:
.LFB2:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	xorl	%ecx, %ecx
	movl	8(%esp), %edx
	movl	12(%esp), %ebx
	movsbl	(%edx), %eax
	testb	%al, %al
	je	.L17
	.p2align 4,,7
	.p2align 3
.L19:
	cmpl	%ebx, %eax
	sete	%al
	incl	%edx
	andl	$255, %eax
	addl	%eax, %ecx
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
	.p2align 4
	.globl	upcase
	.type	upcase, @function
upcase:
.LFB3:
	.cfi_startproc
	pushl	%ebx
	.cfi_def_cfa_offset 8
	.cfi_offset 3, -8
	xorl	%ebx, %ebx
	movl	8(%esp), %edx
	movb	(%edx), %al
	testb	%al, %al
	je	.L23
	.p2align 4,,7
	.p2align 3
.L26:
	leal	-97(%eax), %ecx
	cmpb	$25, %cl
	ja	.L25
	subl	$32, %eax
	incl	%ebx
	movb	%al, (%edx)
.L25:
	movb	1(%edx), %al
	incl	%edx
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
	.p2align 4
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
	movl	16(%esp), %eax
	movl	12(%esp), %ecx
	decl	%eax
	testl	%eax, %eax
	jle	.L31
	xorl	%edx, %edx
	.p2align 4,,7
	.p2align 3
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
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	movsbl	(%ecx), %eax
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE4:
	.size	reverse, .-reverse
	.p2align 4
	.globl	parse_int
	.type	parse_int, @function
parse_int:
.LFB5:
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
	movb	(%ecx), %al
	cmpb	$32, %al
	jne	.L36
	.p2align 4,,7
	.p2align 3
.L37:
	movb	1(%ecx), %al
	incl	%ecx
	cmpb	$32, %al
	je	.L37
.L36:
	cmpb	$45, %al
	je	.L49
	cmpb	$43, %al
	movl	$1, %edi
	sete	%al
	andl	$255, %eax
	addl	%eax, %ecx
.L39:
	movb	(%ecx), %dl
	xorl	%eax, %eax
	leal	-48(%edx), %esi
	movl	%esi, %ebx
	cmpb	$9, %bl
	ja	.L35
	.p2align 4,,7
	.p2align 3
.L40:
	subl	$48, %edx
	incl	%ecx
	movsbl	%dl, %edx
	leal	(%eax,%eax,4), %eax
	leal	(%edx,%eax,2), %eax
	movb	(%ecx), %dl
	leal	-48(%edx), %ebx
	cmpb	$9, %bl
	jbe	.L40
	imull	%edi, %eax
.L35:
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 12
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 8
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,7
	.p2align 3
.L49:
	.cfi_restore_state
	incl	%ecx
	orl	$-1, %edi
	jmp	.L39
	.cfi_endproc
.LFE5:
	.size	parse_int, .-parse_int
	.p2align 4
	.globl	to_hex
	.type	to_hex, @function
to_hex:
.LFB6:
	.cfi_startproc
	pushl	%edi
	.cfi_def_cfa_offset 8
	.cfi_offset 7, -8
	call	__x86.get_pc_thunk.dx
	addl	$_GLOBAL_OFFSET_TABLE_, %edx
	pushl	%esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	xorl	%eax, %eax
	pushl	%ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leal	digits.0@GOTOFF(%edx), %edi
	movl	20(%esp), %esi
	movl	16(%esp), %ebx
	leal	7(%esi), %ecx
	.p2align 4,,7
	.p2align 3
.L51:
	movl	%ebx, %edx
	leal	(%eax,%eax,2), %eax
	shrl	$4, %ebx
	andl	$15, %edx
	movsbl	(%edi,%edx), %edx
	movb	%dl, (%ecx)
	addl	%edx, %eax
	movl	%ecx, %edx
	decl	%ecx
	cmpl	%esi, %edx
	jne	.L51
	movb	$0, 8(%esi)
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
.LFE6:
	.size	to_hex, .-to_hex
	.section	.rodata
	.align 4
	.type	digits.0, @object
	.size	digits.0, 17
digits.0:
	.string	"0123456789abcdef"
	.section	.text.__x86.get_pc_thunk.dx,"axG",@progbits,__x86.get_pc_thunk.dx,comdat
	.globl	__x86.get_pc_thunk.dx
	.hidden	__x86.get_pc_thunk.dx
	.type	__x86.get_pc_thunk.dx, @function
__x86.get_pc_thunk.dx:
.LFB7:
	.cfi_startproc
	movl	(%esp), %edx
	ret
	.cfi_endproc
.LFE7:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
