	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.arch ev56
	.text
	.align 2
	.align 4
	.globl insertion_sort
	.ent insertion_sort
$insertion_sort..ng:
insertion_sort:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	subl $17,1,$8
	cmple $17,1,$1
	mov $16,$7
	mov $31,$6
	zapnot $8,15,$8
	bne $1,$L7
	.align 4
$L6:
	ldl $5,4($7)
	addl $31,$6,$2
	mov $7,$1
	br $31,$L3
	.align 4
$L5:
	subl $2,1,$2
	lda $1,-4($1)
	stl $3,8($1)
	lda $3,1($2)
	beq $3,$L8
$L3:
	ldl $3,0($1)
	cmple $3,$5,$4
	beq $4,$L5
	addl $2,1,$2
	s4addq $2,$16,$2
$L4:
	addl $6,1,$6
	lda $7,4($7)
	zapnot $6,15,$1
	addl $31,$6,$6
	stl $5,0($2)
	cmpeq $8,$1,$1
	beq $1,$L6
$L7:
	s4addq $17,$16,$17
	ldl $1,0($16)
	ldl $0,-4($17)
	xor $0,$1,$0
	addl $31,$0,$0
	ret $31,($26),1
	.align 4
$L8:
	mov $16,$2
	br $31,$L4
	.cfi_endproc
$LFE0:
	.end insertion_sort
	.align 2
	.align 4
	.globl selection_sort
	.ent selection_sort
$selection_sort..ng:
selection_sort:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	.prologue 0
	subl $17,1,$22
	cmple $17,1,$1
	mov $31,$0
	bne $1,$L14
	lda $8,4($16)
	mov $31,$6
	.align 4
$L18:
	mov $6,$7
	addl $6,1,$6
	cmple $17,$6,$1
	bne $1,$L15
	mov $8,$4
	mov $6,$1
	mov $7,$3
	.align 4
$L17:
	s4addq $3,$16,$5
	ldl $2,0($4)
	ldl $5,0($5)
	lda $4,4($4)
	cmplt $2,$5,$2
	cmovne $2,$1,$3
	addl $1,1,$1
	cmpeq $17,$1,$2
	beq $2,$L17
	cmpeq $7,$3,$7
	bne $7,$L15
	s4addq $3,$16,$3
	ldl $1,-4($8)
	ldl $2,0($3)
	addl $0,1,$0
	stl $2,-4($8)
	stl $1,0($3)
$L15:
	lda $8,4($8)
	cmpeq $6,$22,$1
	beq $1,$L18
$L14:
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end selection_sort
	.align 2
	.align 4
	.globl shell_sort
	.ent shell_sort
$shell_sort..ng:
shell_sort:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	.prologue 0
	srl $17,63,$6
	mov $17,$28
	addq $6,$17,$6
	mov $16,$20
	cmple $17,1,$1
	mov $31,$0
	sra $6,1,$6
	bne $1,$L43
	.align 4
$L24:
	cmple $28,$6,$1
	bne $1,$L44
	subl $31,$6,$8
	s4addq $6,0,$21
	s4addq $6,$20,$24
	s4addq $8,0,$8
	mov $6,$25
	.align 4
$L29:
	mov $24,$5
	ldl $22,0($24)
	cmple $6,$25,$1
	beq $1,$L26
	subq $24,$21,$1
	mov $24,$3
	mov $25,$2
	br $31,$L27
	.align 4
$L28:
	stl $4,0($3)
	addl $0,1,$0
	addq $5,$8,$3
	addq $1,$8,$1
	cmplt $2,$6,$4
	bne $4,$L35
$L27:
	ldl $4,0($1)
	subl $2,$6,$2
	mov $1,$23
	mov $3,$5
	cmple $4,$22,$7
	beq $7,$L28
$L26:
	addl $25,1,$25
	lda $24,4($24)
	stl $22,0($5)
	cmpeq $28,$25,$1
	beq $1,$L29
$L45:
	sra $6,1,$6
	bne $6,$L24
	ret $31,($26),1
	.align 4
$L35:
	mov $23,$5
	addl $25,1,$25
	stl $22,0($5)
	lda $24,4($24)
	cmpeq $28,$25,$1
	beq $1,$L29
	br $31,$L45
$L44:
	sra $6,1,$6
	br $31,$L24
$L43:
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end shell_sort
	.align 2
	.align 4
	.globl binary_search
	.ent binary_search
$binary_search..ng:
binary_search:
	.eflag 48
	.frame $30,0,$26,0
$LFB3:
	.cfi_startproc
	.prologue 0
	subl $17,1,$17
	lda $0,-1($31)
	blt $17,$L47
	mov $31,$3
	br $31,$L50
	.align 4
$L54:
	addl $0,1,$3
	cmplt $17,$3,$1
	bne $1,$L53
$L50:
	subl $17,$3,$1
	sra $1,1,$1
	addl $1,$3,$0
	s4addq $0,$16,$2
	ldl $2,0($2)
	cmpeq $2,$18,$4
	bne $4,$L47
	cmplt $2,$18,$2
	bne $2,$L54
	subl $0,1,$17
	cmplt $17,$3,$1
	beq $1,$L50
$L53:
	lda $0,-1($31)
$L47:
	ret $31,($26),1
	.cfi_endproc
$LFE3:
	.end binary_search
	.align 2
	.align 4
	.globl max_index
	.ent max_index
$max_index..ng:
max_index:
	.eflag 48
	.frame $30,0,$26,0
$LFB4:
	.cfi_startproc
	.prologue 0
	cmple $17,1,$1
	mov $31,$0
	bne $1,$L56
	lda $3,4($16)
	lda $1,1($31)
	.align 4
$L58:
	s4addq $0,$16,$4
	ldl $2,0($3)
	ldl $4,0($4)
	lda $3,4($3)
	cmple $2,$4,$2
	cmoveq $2,$1,$0
	addl $1,1,$1
	cmpeq $17,$1,$2
	beq $2,$L58
$L56:
	ret $31,($26),1
	.cfi_endproc
$LFE4:
	.end max_index
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
