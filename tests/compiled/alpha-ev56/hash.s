	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.arch ev56
	.text
	.align 2
	.align 4
	.globl fnv1a
	.ent fnv1a
$fnv1a..ng:
fnv1a:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	ble $17,$L4
	ldah $0,-32483($31)
	ldah $3,256($31)
	addq $16,$17,$17
	lda $0,-25147($0)
	lda $3,403($3)
	.align 4
$L3:
	ldbu $2,0($16)
	lda $16,1($16)
	cmpeq $17,$16,$1
	xor $0,$2,$0
	mull $3,$0,$0
	beq $1,$L3
	ret $31,($26),1
	.align 4
$L4:
	ldah $0,-32483($31)
	lda $0,-25147($0)
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end fnv1a
	.align 2
	.align 4
	.globl fnv1a64
	.ent fnv1a64
fnv1a64:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$fnv1a64..ng:
	.prologue 1
	ble $17,$L10
	ldah $1,$LC0($29)		!gprelhigh
	addq $16,$17,$17
	ldq $0,$LC0($1)		!gprellow
	.align 4
$L9:
	ldbu $1,0($16)
	lda $16,1($16)
	cmpeq $17,$16,$2
	xor $1,$0,$0
	sll $0,31,$1
	addq $1,$0,$1
	s8subq $1,$0,$1
	s4subq $1,$0,$1
	s4addq $1,$0,$1
	s4subq $1,$0,$0
	beq $2,$L9
	ret $31,($26),1
	.align 4
$L10:
	ldah $1,$LC0($29)		!gprelhigh
	ldq $0,$LC0($1)		!gprellow
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end fnv1a64
	.align 2
	.align 4
	.globl murmur3
	.ent murmur3
$murmur3..ng:
murmur3:
	.eflag 48
	.frame $30,0,$26,0
$LFB3:
	.cfi_startproc
	.prologue 0
	mov $18,$24
	cmple $17,3,$1
	mov $31,$6
	bne $1,$L13
	subl $17,4,$6
	lda $5,4($16)
	zapnot $6,15,$6
	ldah $22,-13154($31)
	srl $6,2,$6
	ldah $8,7047($31)
	ldah $7,-6572($31)
	mov $16,$2
	s4addq $6,$5,$5
	lda $22,11601($22)
	lda $8,13715($8)
	lda $7,27492($7)
	.align 4
$L14:
	ldbu $1,1($2)
	ldbu $4,2($2)
	ldbu $25,0($2)
	ldbu $3,3($2)
	sll $1,8,$1
	lda $2,4($2)
	sll $4,16,$4
	cmpeq $5,$2,$23
	sll $3,24,$3
	bis $1,$4,$1
	bis $1,$25,$1
	bis $1,$3,$1
	mull $22,$1,$1
	zapnot $1,15,$3
	sll $1,15,$18
	srl $3,17,$1
	bis $18,$1,$18
	mull $8,$18,$18
	xor $24,$18,$18
	zapnot $18,15,$1
	srl $1,19,$1
	sll $18,13,$18
	bis $18,$1,$18
	s4addl $18,$18,$18
	addl $18,$7,$24
	beq $23,$L14
	s4addl $6,4,$6
$L13:
	and $17,3,$1
	cmpeq $1,2,$2
	bne $2,$L20
	cmpeq $1,3,$2
	bne $2,$L16
	cmpeq $1,1,$1
	bne $1,$L23
$L18:
	xor $17,$24,$17
	ldah $1,-31252($31)
	extwl $17,2,$2
	lda $1,-13717($1)
	xor $2,$17,$2
	mull $1,$2,$1
	zapnot $1,15,$2
	srl $2,13,$2
	xor $2,$1,$2
	ldah $1,-15693($31)
	lda $1,-20939($1)
	mull $1,$2,$1
	zapnot $1,15,$0
	srl $0,16,$0
	xor $0,$1,$0
	addl $31,$0,$0
	ret $31,($26),1
	.align 4
$L23:
	mov $31,$1
$L17:
	addq $16,$6,$16
	ldbu $2,0($16)
	xor $1,$2,$1
	ldah $2,-13154($31)
	lda $2,11601($2)
	mull $1,$2,$1
	zapnot $1,15,$2
	srl $2,17,$2
	sll $1,15,$1
	bis $1,$2,$1
	ldah $2,7047($31)
	lda $2,13715($2)
	mull $2,$1,$1
	xor $24,$1,$1
	addl $31,$1,$24
	br $31,$L18
	.align 4
$L16:
	addl $6,2,$1
	addq $16,$1,$1
	ldbu $2,0($1)
	sll $2,16,$2
$L15:
	addl $6,1,$1
	addq $16,$1,$1
	ldbu $1,0($1)
	sll $1,8,$1
	xor $1,$2,$1
	addl $31,$1,$1
	br $31,$L17
	.align 4
$L20:
	mov $31,$2
	br $31,$L15
	.cfi_endproc
$LFE3:
	.end murmur3
	.align 2
	.align 4
	.globl jenkins_oaat
	.ent jenkins_oaat
$jenkins_oaat..ng:
jenkins_oaat:
	.eflag 48
	.frame $30,0,$26,0
$LFB4:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	ble $17,$L25
	mov $31,$1
	addq $16,$17,$17
	.align 4
$L26:
	ldbu $2,0($16)
	lda $16,1($16)
	cmpeq $17,$16,$3
	addl $2,$1,$2
	sll $2,10,$1
	addl $2,$1,$2
	zapnot $2,15,$1
	srl $1,6,$1
	xor $1,$2,$1
	addl $31,$1,$1
	beq $3,$L26
	s8addl $1,$1,$1
	zapnot $1,15,$2
	srl $2,11,$2
	xor $2,$1,$1
	sll $1,15,$0
	addl $0,$1,$0
$L25:
	ret $31,($26),1
	.cfi_endproc
$LFE4:
	.end jenkins_oaat
	.align 2
	.align 4
	.globl xorshift32
	.ent xorshift32
$xorshift32..ng:
xorshift32:
	.eflag 48
	.frame $30,0,$26,0
$LFB5:
	.cfi_startproc
	.prologue 0
	mov $16,$0
	subl $17,1,$2
	beq $17,$L30
	.align 4
$L31:
	sll $0,13,$1
	subl $2,1,$2
	addl $31,$1,$1
	lda $3,1($2)
	xor $0,$1,$0
	zapnot $0,15,$1
	srl $1,17,$1
	xor $1,$0,$1
	sll $1,5,$0
	addl $31,$0,$0
	xor $1,$0,$0
	bne $3,$L31
$L30:
	ret $31,($26),1
	.cfi_endproc
$LFE5:
	.end xorshift32
	.section	.rodata.cst8,"aM",@progbits,8
	.align 3
$LC0:
	.quad	1469598103934665603
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
