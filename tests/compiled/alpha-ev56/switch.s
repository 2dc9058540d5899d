	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.arch ev56
	.text
	.align 2
	.align 4
	.globl classify
	.ent classify
classify:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$classify..ng:
	.prologue 1
	cmpule $16,9,$1
	beq $1,$L14
	ldah $1,$L4($29)		!gprelhigh
	lda $1,$L4($1)		!gprellow
	s4addq $16,$1,$16
	ldl $1,0($16)
	addq $29,$1,$1
	jmp $31,($1),0
	.section	.rodata
	.align 2
	.align 2
$L4:
	.gprel32 $L13
	.gprel32 $L12
	.gprel32 $L11
	.gprel32 $L10
	.gprel32 $L9
	.gprel32 $L8
	.gprel32 $L7
	.gprel32 $L6
	.gprel32 $L5
	.gprel32 $L3
	.text
	.align 4
$L5:
	sra $17,1,$0
	ret $31,($26),1
	.align 4
$L3:
	ornot $31,$17,$0
	ret $31,($26),1
	.align 4
$L13:
	addl $17,1,$0
	ret $31,($26),1
	.align 4
$L12:
	subl $17,7,$0
	ret $31,($26),1
	.align 4
$L11:
	addl $17,$17,$1
	addl $1,$17,$0
	ret $31,($26),1
	.align 4
$L10:
	xor $17,85,$0
	ret $31,($26),1
	.align 4
$L9:
	s4addl $17,0,$0
	ret $31,($26),1
	.align 4
$L8:
	subl $31,$17,$0
	ret $31,($26),1
	.align 4
$L7:
	and $17,240,$0
	ret $31,($26),1
	.align 4
$L6:
	lda $1,256($31)
	bis $17,$1,$0
	ret $31,($26),1
$L14:
	mov $31,$0
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end classify
	.align 2
	.align 4
	.globl days_in_month
	.ent days_in_month
$days_in_month..ng:
days_in_month:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	.prologue 0
	zapnot $16,15,$3
	lda $0,-1($31)
	cmpule $3,12,$1
	beq $1,$L17
	lda $1,1($31)
	lda $2,5546($31)
	sll $1,$16,$1
	lda $0,31($31)
	and $1,$2,$2
	beq $2,$L22
$L17:
	ret $31,($26),1
	.align 4
$L22:
	lda $0,-1($31)
	cmpeq $3,2,$3
	cmovne $3,28,$0
	lda $2,2640($31)
	and $1,$2,$1
	cmovne $1,30,$0
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end days_in_month
	.align 2
	.align 4
	.globl vm_run
	.ent vm_run
vm_run:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!2
	lda $29,0($29)		!gpdisp!2
$vm_run..ng:
	.prologue 1
	ble $17,$L36
	ldah $5,$L26($29)		!gprelhigh
	mov $31,$2
	mov $31,$0
	lda $5,$L26($5)		!gprellow
	.align 4
$L35:
	addq $16,$2,$1
	addl $2,1,$3
	ldbu $1,0($1)
	cmpule $1,7,$4
	beq $4,$L37
	s4addq $1,$5,$1
	ldl $1,0($1)
	addq $29,$1,$1
	jmp $31,($1),0
	.section	.rodata
	.align 2
	.align 2
$L26:
	.gprel32 $L33
	.gprel32 $L32
	.gprel32 $L31
	.gprel32 $L30
	.gprel32 $L29
	.gprel32 $L28
	.gprel32 $L27
	.gprel32 $L25
	.text
	.align 4
$L27:
	s8subl $0,$0,$0
	mov $3,$2
	addl $0,1,$0
	.align 4
$L34:
	cmplt $2,$17,$1
	bne $1,$L35
	ret $31,($26),1
	.align 4
$L28:
	subl $31,$0,$0
	mov $3,$2
	br $31,$L34
	.align 4
$L29:
	addq $16,$3,$3
	addl $2,2,$2
	ldbu $1,0($3)
	addl $1,$0,$0
	br $31,$L34
	.align 4
$L30:
	addq $16,$3,$3
	addl $2,2,$2
	ldbu $1,0($3)
	xor $0,$1,$0
	br $31,$L34
	.align 4
$L31:
	addl $0,$0,$0
	mov $3,$2
	br $31,$L34
	.align 4
$L32:
	subl $0,1,$0
	mov $3,$2
	br $31,$L34
	.align 4
$L33:
	addl $0,1,$0
	mov $3,$2
	br $31,$L34
	.align 4
$L25:
	zapnot $0,15,$0
	mov $3,$2
	srl $0,1,$0
	br $31,$L34
$L36:
	mov $31,$0
	ret $31,($26),1
$L37:
	lda $0,-1($31)
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end vm_run
	.align 2
	.align 4
	.globl char_kind
	.ent char_kind
char_kind:
	.eflag 48
	.frame $30,0,$26,0
$LFB3:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!3
	lda $29,0($29)		!gpdisp!3
$char_kind..ng:
	.prologue 1
	subl $16,9,$16
	mov $31,$0
	zapnot $16,15,$16
	cmpule $16,48,$1
	beq $1,$L40
	ldah $1,CSWTCH.8($29)		!gprelhigh
	lda $1,CSWTCH.8($1)		!gprellow
	addq $16,$1,$16
	ldbu $0,0($16)
	sextb $0,$0
$L40:
	ret $31,($26),1
	.cfi_endproc
$LFE3:
	.end char_kind
	.section	.rodata
	.type	CSWTCH.8, @object
	.size	CSWTCH.8, 49
CSWTCH.8:
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
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
