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
	movzbl	(%ecx), %edx
	testb	%dl, %dl
	je	.L1
	.p2align 4
	.p2align 3
.L3:
	movl	%eax, %ebx
	incl	%ecx
	sall	$5, %ebx
	addl	%ebx, %eax
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
	movzbl	(%edx), %eax
	testb	%al, %al
	jne	.L9
	jmp	.L15
	.p2align 4,,10
	.p2align 3
.L11:
	movzbl	1(%edx), %eax
	leal	1(%ebx), %ecx
	incl	%edx
	testb	%al, %al
	je	.L16
	movl	%ecx, %ebx
.L9:
	movzbl	(%ebx), %ecx
	cmpb	%al, %cl
	je	.L11
.L10:
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	subl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L16:
	.cfi_restore_state
	movzbl	1(%ebx), %ecx
	xorl	%eax, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	subl	%ecx, %eax
	ret
.L15:
	.cfi_restore_state
	movzbl	(%ebx), %ecx
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
	.p2align 4
	.p2align 3
.L19:
	cmpl	%ebx, %eax
	sete	%al
	incl	%edx
	movzbl	%al, %eax
	addl	%eax, %ecx
	movsbl	(%edx), %eax
	testb	%al, %al
	jne	.L19
.L17:
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 4
	movl	%ecx, %eax
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
	movzbl	(%edx), %eax
	testb	%al, %al
	je	.L23
	.p2align 4
	.p2align 3
.L26:
	movb	%al, %cl
	subb	$97, %cl
	cmpb	$25, %cl
	ja	.L25
	subb	$32, %al
	incl	%ebx
	movb	%al, (%edx)
.L25:
	movzbl	1(%edx), %eax
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
	subl	$8, %esp
	.cfi_def_cfa_offset 12
	movl	%ebx, 4(%esp)
	.cfi_offset 3, -8
	movl	16(%esp), %eax
	movl	12(%esp), %ecx
	decl	%eax
	testl	%eax, %eax
	jle	.L31
	xorl	%edx, %edx
	.p2align 4
	.p2align 3
.L32:
	movzbl	(%ecx,%edx), %ebx
	movb	%bl, 3(%esp)
	movzbl	(%ecx,%eax), %ebx
	movb	%bl, (%ecx,%edx)
	movzbl	3(%esp), %ebx
	incl	%edx
	movb	%bl, (%ecx,%eax)
	decl	%eax
	cmpl	%eax, %edx
	jl	.L32
.L31:
	movsbl	(%ecx), %eax
	movl	4(%esp), %ebx
	addl	$8, %esp
	.cfi_restore 3
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
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	12(%esp), %ecx
	movzbl	(%ecx), %eax
	cmpb	$32, %al
	jne	.L36
	.p2align 4
	.p2align 3
.L37:
	movzbl	1(%ecx), %eax
	incl	%ecx
	cmpb	$32, %al
	je	.L37
.L36:
	cmpb	$45, %al
	je	.L49
	cmpb	$43, %al
	movl	$1, %esi
	sete	%al
	movzbl	%al, %eax
	addl	%eax, %ecx
.L39:
	movzbl	(%ecx), %edx
	xorl	%eax, %eax
	movb	%dl, %bl
	subb	$48, %bl
	cmpb	$9, %bl
	ja	.L35
	.p2align 4
	.p2align 3
.L40:
	subb	$48, %dl
	incl	%ecx
	leal	(%eax,%eax,4), %eax
	movsbl	%dl, %edx
	leal	(%edx,%eax,2), %eax
	movzbl	(%ecx), %edx
	movb	%dl, %bl
	subb	$48, %bl
	cmpb	$9, %bl
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
	.p2align 4,,10
	.p2align 3
.L49:
	.cfi_restore_state
	incl	%ecx
	movl	$-1, %esi
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
	xorl	%eax, %eax
	pushl	%esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	call	__x86.get_pc_thunk.dx
	addl	$_GLOBAL_OFFSET_TABLE_, %edx
	pushl	%ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movl	20(%esp), %esi
	movl	16(%esp), %ebx
	leal	7(%esi), %ecx
	leal	digits.0@GOTOFF(%edx), %edi
	.p2align 4
	.p2align 3
.L51:
	leal	(%eax,%eax,2), %eax
	movl	%ebx, %edx
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
