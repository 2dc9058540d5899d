	.set noreorder
	.set volatile
	.set noat
	.set nomacro
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
	addq $16,$17,$17
	lda $0,-25147($0)
	.align 4
$L3:
	ldq_u $1,0($16)
	extbl $1,$16,$1
	lda $16,1($16)
	xor $0,$1,$0
	addl $31,$0,$0
	sll $0,15,$1
	cmpeq $17,$16,$2
	addl $1,$0,$1
	s4subl $1,$0,$1
	s8addl $1,$0,$1
	s4addl $1,$0,$1
	s4subl $1,$0,$0
	beq $2,$L3
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
	ldq_u $1,0($16)
	extbl $1,$16,$1
	lda $16,1($16)
	xor $1,$0,$0
	sll $0,31,$1
	cmpeq $17,$16,$2
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
	cmple $17,3,$1
	mov $18,$7
	mov $31,$6
	bne $1,$L13
	subl $17,4,$6
	zapnot $6,15,$6
	lda $4,4($16)
	srl $6,2,$6
	ldah $5,-6572($31)
	mov $16,$3
	s4addq $6,$4,$4
	lda $5,27492($5)
	.align 4
$L14:
	ldq_u $2,1($3)
	lda $22,1($3)
	ldq_u $8,2($3)
	lda $23,2($3)
	ldq_u $1,3($3)
	extbl $2,$22,$2
	ldq_u $22,0($3)
	extbl $8,$23,$8
	lda $23,3($3)
	sll $8,16,$8
	sll $2,8,$2
	extbl $1,$23,$1
	extbl $22,$3,$22
	bis $2,$8,$2
	sll $1,24,$1
	bis $2,$22,$2
	bis $2,$1,$2
	addl $31,$2,$2
	sll $2,8,$1
	lda $3,4($3)
	addl $1,$2,$1
	s4subl $1,$2,$1
	s8addl $1,$2,$1
	s4subl $1,$2,$1
	s4addl $1,$2,$1
	sll $1,4,$22
	cmpeq $4,$3,$8
	addl $1,$22,$1
	s8subl $1,$2,$1
	s4subl $1,$1,$1
	s4addl $1,$2,$1
	sll $1,4,$1
	addl $1,$2,$1
	zapnot $1,15,$2
	sll $1,15,$1
	srl $2,17,$2
	bis $1,$2,$1
	addl $31,$1,$1
	sll $1,6,$2
	addl $2,$1,$2
	s4addl $2,$1,$2
	sll $2,7,$2
	addl $2,$1,$2
	sll $2,7,$2
	subl $2,$1,$2
	s4subl $2,$2,$2
	s8addl $2,$2,$18
	s4subl $18,$1,$18
	xor $7,$18,$18
	zapnot $18,15,$1
	sll $18,13,$18
	srl $1,19,$1
	bis $18,$1,$18
	s4addl $18,$18,$18
	addl $18,$5,$7
	beq $8,$L14
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
	xor $17,$7,$17
	extwl $17,2,$2
	xor $2,$17,$2
	addl $2,$2,$1
	addl $1,$2,$1
	sll $1,11,$1
	subl $1,$2,$1
	s4subl $1,$2,$1
	sll $1,5,$1
	addl $2,$1,$1
	s4subl $1,$2,$1
	s4addl $1,$2,$1
	sll $1,6,$3
	addl $1,$3,$1
	s4addl $1,$2,$1
	addl $1,$1,$1
	addl $1,$2,$1
	zapnot $1,15,$2
	srl $2,13,$2
	xor $2,$1,$2
	addl $31,$2,$2
	sll $2,5,$1
	addl $1,$2,$1
	sll $1,5,$1
	subl $1,$2,$1
	sll $1,4,$3
	addl $1,$3,$1
	s4addl $1,$2,$1
	s8subl $1,$2,$1
	s8addl $1,$2,$1
	s8subl $1,$2,$1
	s4addl $1,$2,$1
	s8subl $1,$1,$1
	subl $31,$1,$1
	zapnot $1,15,$0
	srl $0,16,$0
	xor $0,$1,$0
	addl $31,$0,$0
	ret $31,($26),1
	.align 4
$L23:
	mov $31,$2
$L17:
	addq $16,$6,$16
	ldq_u $1,0($16)
	extbl $1,$16,$1
	xor $2,$1,$2
	addl $31,$2,$2
	sll $2,8,$1
	addl $1,$2,$1
	s4subl $1,$2,$1
	s8addl $1,$2,$1
	s4subl $1,$2,$1
	s4addl $1,$2,$1
	sll $1,4,$3
	addl $1,$3,$1
	s8subl $1,$2,$1
	s4subl $1,$1,$1
	s4addl $1,$2,$1
	sll $1,4,$1
	addl $1,$2,$1
	zapnot $1,15,$2
	sll $1,15,$1
	srl $2,17,$2
	bis $1,$2,$1
	addl $31,$1,$1
	sll $1,6,$2
	addl $2,$1,$2
	s4addl $2,$1,$2
	sll $2,7,$2
	addl $2,$1,$2
	sll $2,7,$2
	subl $2,$1,$2
	s4subl $2,$2,$2
	s8addl $2,$2,$2
	s4subl $2,$1,$2
	xor $7,$2,$2
	addl $31,$2,$7
	br $31,$L18
	.align 4
$L16:
	addl $6,2,$1
	addq $16,$1,$1
	ldq_u $3,0($1)
	extbl $3,$1,$3
	sll $3,16,$3
	addl $31,$3,$3
$L15:
	addl $6,1,$1
	addq $16,$1,$1
	ldq_u $2,0($1)
	extbl $2,$1,$2
	sll $2,8,$2
	xor $2,$3,$2
	addl $31,$2,$2
	br $31,$L17
	.align 4
$L20:
	mov $31,$3
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
	addq $16,$17,$17
	mov $31,$2
	.align 4
$L26:
	ldq_u $1,0($16)
	extbl $1,$16,$1
	lda $16,1($16)
	addl $1,$2,$1
	sll $1,10,$2
	cmpeq $17,$16,$3
	addl $1,$2,$1
	zapnot $1,15,$2
	srl $2,6,$2
	xor $2,$1,$2
	addl $31,$2,$2
	beq $3,$L26
	s8addl $2,$2,$2
	zapnot $2,15,$1
	srl $1,11,$1
	xor $1,$2,$1
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
	xor $0,$1,$0
	zapnot $0,15,$1
	lda $3,1($2)
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
