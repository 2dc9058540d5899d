	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl hash_str
	.ent hash_str
$hash_str..ng:
hash_str:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	lda $2,1($16)
	ldq_u $1,0($16)
	lda $0,5381($31)
	extqh $1,$2,$1
	sra $1,56,$1
	beq $1,$L2
	.align 4
$L3:
	mov $2,$16
	sll $0,5,$4
	lda $2,1($2)
	ldq_u $3,0($16)
	and $1,0xff,$1
	addl $4,$0,$0
	extqh $3,$2,$3
	addl $1,$0,$0
	sra $3,56,$1
	bne $1,$L3
$L2:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end hash_str
	.align 2
	.align 4
	.globl str_compare
	.ent str_compare
$str_compare..ng:
str_compare:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	.prologue 0
	lda $3,1($16)
	ldq_u $1,0($16)
	extqh $1,$3,$1
	sra $1,56,$1
	bne $1,$L9
	br $31,$L14
	.align 4
$L11:
	ldq_u $1,0($16)
	extqh $1,$3,$1
	sra $1,56,$1
	beq $1,$L15
	mov $4,$17
$L9:
	lda $4,1($17)
	ldq_u $2,0($17)
	mov $3,$16
	lda $3,1($3)
	extqh $2,$4,$2
	sra $2,56,$2
	cmpeq $2,$1,$5
	bne $5,$L11
	and $1,0xff,$0
$L10:
	and $2,0xff,$2
	subl $0,$2,$0
	ret $31,($26),1
	.align 4
$L15:
	lda $1,2($17)
	ldq_u $2,1($17)
	mov $31,$0
	extqh $2,$1,$2
	sra $2,56,$2
	and $2,0xff,$2
	subl $0,$2,$0
	ret $31,($26),1
$L14:
	lda $1,1($17)
	ldq_u $2,0($17)
	mov $31,$0
	extqh $2,$1,$2
	sra $2,56,$2
	br $31,$L10
	.cfi_endproc
$LFE1:
	.end str_compare
	.align 2
	.align 4
	.globl count_char
	.ent count_char
$count_char..ng:
count_char:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	.prologue 0
	lda $2,1($16)
	ldq_u $1,0($16)
	mov $31,$0
	extqh $1,$2,$1
	sra $1,56,$1
	beq $1,$L17
	.align 4
$L18:
	mov $2,$16
	cmpeq $1,$17,$1
	lda $2,1($2)
	ldq_u $3,0($16)
	addl $1,$0,$0
	extqh $3,$2,$1
	sra $1,56,$1
	bne $1,$L18
$L17:
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end count_char
	.align 2
	.align 4
	.globl upcase
	.ent upcase
$upcase..ng:
upcase:
	.eflag 48
	.frame $30,0,$26,0
$LFB3:
	.cfi_startproc
	.prologue 0
	lda $4,1($16)
	ldq_u $3,0($16)
	mov $31,$0
	extqh $3,$4,$1
	sra $1,56,$1
	beq $1,$L23
	.align 4
$L25:
	and $1,0xff,$1
	subl $1,97,$2
	and $2,0xff,$2
	cmpule $2,25,$2
	subl $1,32,$1
	mskbl $3,$16,$3
	beq $2,$L24
	insbl $1,$16,$1
	addl $0,1,$0
	bis $1,$3,$1
	stq_u $1,0($16)
$L24:
	mov $4,$16
	lda $4,1($4)
	ldq_u $3,0($16)
	extqh $3,$4,$1
	sra $1,56,$1
	bne $1,$L25
$L23:
	ret $31,($26),1
	.cfi_endproc
$LFE3:
	.end upcase
	.align 2
	.align 4
	.globl reverse
	.ent reverse
$reverse..ng:
reverse:
	.eflag 48
	.frame $30,0,$26,0
$LFB4:
	.cfi_startproc
	.prologue 0
	subl $17,1,$3
	mov $3,$17
	ble $3,$L30
	mov $16,$5
	addq $16,$3,$3
	mov $31,$6
	.align 4
$L31:
	lda $8,1($3)
	ldq_u $2,0($3)
	addl $6,1,$4
	ldq_u $1,0($5)
	lda $7,1($5)
	extqh $2,$8,$2
	mskbl $1,$5,$6
	sra $2,56,$2
	extqh $1,$7,$1
	insbl $2,$5,$2
	sra $1,56,$1
	bis $2,$6,$2
	stq_u $2,0($5)
	insbl $1,$3,$1
	ldq_u $2,0($3)
	addl $31,$4,$6
	subl $17,$4,$4
	mskbl $2,$3,$2
	cmple $4,$6,$4
	bis $1,$2,$1
	stq_u $1,0($3)
	mov $7,$5
	lda $3,-1($3)
	beq $4,$L31
$L30:
	lda $1,1($16)
	ldq_u $0,0($16)
	extqh $0,$1,$0
	sra $0,56,$0
	ret $31,($26),1
	.cfi_endproc
$LFE4:
	.end reverse
	.align 2
	.align 4
	.globl parse_int
	.ent parse_int
$parse_int..ng:
parse_int:
	.eflag 48
	.frame $30,0,$26,0
$LFB5:
	.cfi_startproc
	.prologue 0
	lda $2,1($16)
	br $31,$L46
	.align 4
$L47:
	mov $2,$16
	lda $2,1($2)
$L46:
	ldq_u $1,0($16)
	extqh $1,$2,$3
	sra $3,56,$3
	cmpeq $3,32,$4
	bne $4,$L47
	cmpeq $3,45,$4
	bne $4,$L48
	cmpeq $3,43,$3
	lda $5,1($31)
	bne $3,$L49
$L37:
	extqh $1,$2,$1
	mov $31,$3
	sra $1,56,$1
	subl $1,48,$1
	and $1,0xff,$4
	cmpule $4,9,$4
	beq $4,$L50
	.align 4
$L38:
	mov $2,$16
	sll $1,56,$1
	lda $2,1($2)
	ldq_u $4,0($16)
	sra $1,56,$0
	s4addl $3,$3,$3
	extqh $4,$2,$1
	addl $3,$3,$3
	sra $1,56,$1
	addl $3,$0,$3
	subl $1,48,$1
	and $1,0xff,$4
	cmpule $4,9,$4
	bne $4,$L38
	mull $3,$5,$0
	ret $31,($26),1
	.align 4
$L49:
	mov $2,$16
	lda $2,1($2)
	mov $31,$3
	ldq_u $1,0($16)
	extqh $1,$2,$1
	sra $1,56,$1
	subl $1,48,$1
	and $1,0xff,$4
	cmpule $4,9,$4
	bne $4,$L38
$L50:
	mov $31,$0
	ret $31,($26),1
	.align 4
$L48:
	mov $2,$16
	lda $5,-1($31)
	lda $2,1($2)
	ldq_u $1,0($16)
	br $31,$L37
	.cfi_endproc
$LFE5:
	.end parse_int
	.align 2
	.align 4
	.globl to_hex
	.ent to_hex
to_hex:
	.eflag 48
	.frame $30,0,$26,0
$LFB6:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$to_hex..ng:
	.prologue 1
	ldah $7,digits.0($29)		!gprelhigh
	lda $1,7($17)
	mov $31,$0
	lda $7,digits.0($7)		!gprellow
	.align 4
$L52:
	and $16,15,$2
	ldq_u $5,0($1)
	addq $7,$2,$2
	lda $6,1($2)
	addl $0,$0,$4
	ldq_u $2,0($2)
	mskbl $5,$1,$5
	addl $4,$0,$0
	extqh $2,$6,$2
	zapnot $16,15,$16
	sra $2,56,$2
	cmpeq $1,$17,$3
	insbl $2,$1,$4
	addl $0,$2,$0
	bis $4,$5,$4
	stq_u $4,0($1)
	srl $16,4,$16
	lda $1,-1($1)
	beq $3,$L52
	ldq_u $1,8($17)
	mskbl $1,$17,$1
	stq_u $1,8($17)
	ret $31,($26),1
	.cfi_endproc
$LFE6:
	.end to_hex
	.section	.rodata
	.type	digits.0, @object
	.size	digits.0, 17
digits.0:
	.string	"0123456789abcdef"
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
