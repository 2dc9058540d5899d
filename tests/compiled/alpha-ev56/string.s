	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.arch ev56
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
	ldbu $1,0($16)
	lda $0,5381($31)
	sextb $1,$1
	beq $1,$L2
	.align 4
$L3:
	ldbu $4,1($16)
	and $1,0xff,$2
	sll $0,5,$3
	lda $16,1($16)
	sextb $4,$1
	addl $3,$0,$0
	addl $2,$0,$0
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
	ldbu $1,0($16)
	sextb $1,$1
	bne $1,$L9
	br $31,$L14
	.align 4
$L11:
	ldbu $1,0($16)
	sextb $1,$1
	beq $1,$L15
	mov $4,$17
$L9:
	ldbu $2,0($17)
	lda $16,1($16)
	lda $4,1($17)
	sextb $2,$2
	cmpeq $2,$1,$3
	bne $3,$L11
	and $1,0xff,$0
$L10:
	and $2,0xff,$2
	subl $0,$2,$0
	ret $31,($26),1
	.align 4
$L15:
	ldbu $2,1($17)
	mov $31,$0
	sextb $2,$2
	and $2,0xff,$2
	subl $0,$2,$0
	ret $31,($26),1
$L14:
	ldbu $2,0($17)
	mov $31,$0
	sextb $2,$2
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
	ldbu $1,0($16)
	mov $31,$0
	sextb $1,$1
	beq $1,$L17
	.align 4
$L18:
	ldbu $2,1($16)
	cmpeq $1,$17,$1
	addl $1,$0,$0
	lda $16,1($16)
	sextb $2,$1
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
	ldbu $1,0($16)
	mov $31,$0
	sextb $1,$1
	beq $1,$L23
	.align 4
$L25:
	and $1,0xff,$1
	subl $1,97,$2
	subl $1,32,$1
	and $2,0xff,$2
	cmpule $2,25,$2
	beq $2,$L24
	stb $1,0($16)
	addl $0,1,$0
$L24:
	ldbu $1,1($16)
	lda $16,1($16)
	sextb $1,$1
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
	subl $17,1,$2
	mov $2,$17
	ble $2,$L30
	mov $16,$3
	addq $16,$2,$2
	mov $31,$4
	.align 4
$L31:
	ldbu $6,0($2)
	ldbu $5,0($3)
	addl $4,1,$4
	lda $3,1($3)
	stb $6,-1($3)
	subl $17,$4,$1
	stb $5,0($2)
	cmple $1,$4,$1
	lda $2,-1($2)
	beq $1,$L31
$L30:
	ldbu $0,0($16)
	sextb $0,$0
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
	ldbu $1,0($16)
	sextb $1,$1
	cmpeq $1,32,$2
	beq $2,$L34
	.align 4
$L35:
	ldbu $1,1($16)
	lda $16,1($16)
	sextb $1,$1
	cmpeq $1,32,$2
	bne $2,$L35
$L34:
	cmpeq $1,45,$2
	bne $2,$L46
	cmpeq $1,43,$1
	lda $5,1($31)
	cmpult $31,$1,$1
	addq $16,$1,$16
	mov $31,$1
	ldbu $3,0($16)
	sextb $3,$2
	subl $3,48,$3
	and $3,0xff,$3
	cmpule $3,9,$3
	beq $3,$L47
	.align 4
$L38:
	ldbu $4,1($16)
	s4addl $1,$1,$1
	subl $2,48,$2
	addl $1,$1,$1
	subl $4,48,$3
	lda $16,1($16)
	sextb $2,$2
	and $3,0xff,$3
	addl $2,$1,$1
	cmpule $3,9,$3
	sextb $4,$2
	bne $3,$L38
	mull $1,$5,$0
	ret $31,($26),1
	.align 4
$L46:
	ldbu $3,1($16)
	lda $16,1($16)
	lda $5,-1($31)
	mov $31,$1
	sextb $3,$2
	subl $3,48,$3
	and $3,0xff,$3
	cmpule $3,9,$3
	bne $3,$L38
$L47:
	mov $31,$0
	ret $31,($26),1
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
	ldah $5,digits.0($29)		!gprelhigh
	lda $1,7($17)
	mov $31,$0
	lda $5,digits.0($5)		!gprellow
	.align 4
$L49:
	and $16,15,$3
	mov $1,$2
	addq $5,$3,$3
	addl $0,$0,$4
	ldbu $3,0($3)
	addl $4,$0,$0
	zapnot $16,15,$16
	lda $1,-1($1)
	sextb $3,$4
	cmpeq $2,$17,$2
	stb $3,1($1)
	addl $0,$4,$0
	srl $16,4,$16
	beq $2,$L49
	stb $31,8($17)
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
