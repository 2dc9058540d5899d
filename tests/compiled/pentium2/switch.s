	.file	"switch.c"
	.text
	.section	.text.unlikely,"ax",@progbits
.LCOLDB0:
	.text
.LHOTB0:
	.p2align 4
	.globl	classify
	.type	classify, @function
classify:
.LFB0:
	.cfi_startproc
	call	__x86.get_pc_thunk.ax
	addl	$_GLOBAL_OFFSET_TABLE_, %eax
	movl	4(%esp), %edx
	cmpl	$9, %edx
	ja	.L14
	movl	.L4@GOTOFF(%eax,%edx,4), %ecx
	addl	%ecx, %eax
	jmp	*%eax
	.section	.rodata
	.align 4
	.align 4
.L4:
	.long	.L13@GOTOFF
	.long	.L12@GOTOFF
	.long	.L11@GOTOFF
	.long	.L10@GOTOFF
	.long	.L9@GOTOFF
	.long	.L8@GOTOFF
	.long	.L7@GOTOFF
	.long	.L6@GOTOFF
	.long	.L5@GOTOFF
	.long	.L3@GOTOFF
	.text
	.p2align 4,,10
	.p2align 3
.L5:
	movl	8(%esp), %eax
	sarl	%eax
	ret
	.p2align 4,,10
	.p2align 3
.L3:
	movl	8(%esp), %eax
	notl	%eax
	ret
	.p2align 4,,10
	.p2align 3
.L13:
	movl	8(%esp), %eax
	incl	%eax
	ret
	.p2align 4,,10
	.p2align 3
.L12:
	movl	8(%esp), %eax
	subl	$7, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L11:
	movl	8(%esp), %eax
	leal	(%eax,%eax,2), %eax
	ret
	.p2align 4,,10
	.p2align 3
.L10:
	movl	8(%esp), %eax
	xorl	$85, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L9:
	movl	8(%esp), %eax
	sall	$2, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	movl	8(%esp), %eax
	negl	%eax
	ret
	.p2align 4,,10
	.p2align 3
.L7:
	movl	8(%esp), %eax
	andl	$240, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L6:
	movl	8(%esp), %eax
	orl	$256, %eax
	ret
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	classify.cold, @function
classify.cold:
.LFSB0:
.L14:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE0:
	.text
	.size	classify, .-classify
	.section	.text.unlikely
	.size	classify.cold, .-classify.cold
.LCOLDE0:
	.text
.LHOTE0:
	.p2align 4
	.globl	days_in_month
	.type	days_in_month, @function
days_in_month:
.LFB1:
	.cfi_startproc
	movl	4(%esp), %ecx
	cmpl	$12, %ecx
	ja	.L18
	movl	$1, %eax
	movl	$31, %edx
	sall	%cl, %eax
	testl	$5546, %eax
	je	.L22
.L16:
	movl	%edx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L22:
	testl	$2640, %eax
	movl	$30, %edx
	jne	.L16
	cmpl	$2, %ecx
	movl	$28, %edx
	movl	$-1, %eax
	cmovne	%eax, %edx
	jmp	.L16
	.p2align 4,,10
	.p2align 3
.L18:
	movl	$-1, %edx
	movl	%edx, %eax
	ret
	.cfi_endproc
.LFE1:
	.size	days_in_month, .-days_in_month
	.section	.text.unlikely
.LCOLDB1:
	.text
.LHOTB1:
	.p2align 4
	.globl	vm_run
	.type	vm_run, @function
vm_run:
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
	call	__x86.get_pc_thunk.bx
	addl	$_GLOBAL_OFFSET_TABLE_, %ebx
	movl	24(%esp), %eax
	movl	20(%esp), %edx
	testl	%eax, %eax
	jle	.L36
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	.p2align 4
	.p2align 3
.L35:
	cmpb	$7, (%edx,%eax)
	leal	1(%eax), %edi
	ja	.L37
	movzbl	(%edx,%eax), %esi
	movl	.L26@GOTOFF(%ebx,%esi,4), %ebp
	addl	%ebx, %ebp
	jmp	*%ebp
	.section	.rodata
	.align 4
	.align 4
.L26:
	.long	.L33@GOTOFF
	.long	.L32@GOTOFF
	.long	.L31@GOTOFF
	.long	.L30@GOTOFF
	.long	.L29@GOTOFF
	.long	.L28@GOTOFF
	.long	.L27@GOTOFF
	.long	.L25@GOTOFF
	.text
	.p2align 4,,10
	.p2align 3
.L27:
	leal	0(,%ecx,8), %eax
	subl	%ecx, %eax
	leal	1(%eax), %ecx
	movl	%edi, %eax
	.p2align 4
	.p2align 3
.L34:
	cmpl	24(%esp), %eax
	jl	.L35
.L23:
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
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
.L28:
	.cfi_restore_state
	negl	%ecx
	movl	%edi, %eax
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L29:
	movzbl	(%edx,%edi), %esi
	addl	$2, %eax
	addl	%esi, %ecx
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L30:
	movzbl	(%edx,%edi), %esi
	addl	$2, %eax
	xorl	%esi, %ecx
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L31:
	addl	%ecx, %ecx
	movl	%edi, %eax
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L32:
	decl	%ecx
	movl	%edi, %eax
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L33:
	incl	%ecx
	movl	%edi, %eax
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L25:
	shrl	%ecx
	movl	%edi, %eax
	jmp	.L34
.L36:
	xorl	%ecx, %ecx
	.p2align 4,,2
	jmp	.L23
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	vm_run.cold, @function
vm_run.cold:
.LFSB2:
.L37:
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	.cfi_offset 5, -8
	.cfi_offset 6, -16
	.cfi_offset 7, -12
	orl	$-1, %ecx
	.p2align 4,,2
	jmp	.L23
	.cfi_endproc
.LFE2:
	.text
	.size	vm_run, .-vm_run
	.section	.text.unlikely
	.size	vm_run.cold, .-vm_run.cold
.LCOLDE1:
	.text
.LHOTE1:
	.p2align 4
	.globl	char_kind
	.type	char_kind, @function
char_kind:
.LFB3:
	.cfi_startproc
	call	__x86.get_pc_thunk.cx
	addl	$_GLOBAL_OFFSET_TABLE_, %ecx
	movl	4(%esp), %eax
	xorl	%edx, %edx
	subl	$9, %eax
	cmpl	$48, %eax
	ja	.L40
	movsbl	CSWTCH.11@GOTOFF(%ecx,%eax), %edx
.L40:
	movl	%edx, %eax
	ret
	.cfi_endproc
.LFE3:
	.size	char_kind, .-char_kind
	.section	.rodata
	.align 32
	.type	CSWTCH.11, @object
	.size	CSWTCH.11, 49
CSWTCH.11:
	.byte	1
	.byte	1
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	1
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	4
	.byte	4
	.byte	3
	.byte	3
	.byte	0
	.byte	3
	.byte	0
	.byte	3
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB4:
	.cfi_startproc
	movl	(%esp), %eax
	ret
	.cfi_endproc
.LFE4:
	.section	.text.__x86.get_pc_thunk.cx,"axG",@progbits,__x86.get_pc_thunk.cx,comdat
	.globl	__x86.get_pc_thunk.cx
	.hidden	__x86.get_pc_thunk.cx
	.type	__x86.get_pc_thunk.cx, @function
__x86.get_pc_thunk.cx:
.LFB5:
	.cfi_startproc
	movl	(%esp), %ecx
	ret
	.cfi_endproc
.LFE5:
	.section	.text.__x86.get_pc_thunk.bx,"axG",@progbits,__x86.get_pc_thunk.bx,comdat
	.globl	__x86.get_pc_thunk.bx
	.hidden	__x86.get_pc_thunk.bx
	.type	__x86.get_pc_thunk.bx, @function
__x86.get_pc_thunk.bx:
.LFB6:
	.cfi_startproc
	movl	(%esp), %ebx
	ret
	.cfi_endproc
.LFE6:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
