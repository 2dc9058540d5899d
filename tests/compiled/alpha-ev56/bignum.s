	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.arch ev56
	.text
	.align 2
	.align 4
	.globl bn_add
	.ent bn_add
$bn_add..ng:
bn_add:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	ble $19,$L2
	s4addq $19,0,$19
	mov $31,$1
	.align 4
$L3:
	addq $17,$1,$2
	addq $18,$1,$3
	ldl $2,0($2)
	ldl $3,0($3)
	addq $16,$1,$5
	lda $1,4($1)
	zapnot $2,15,$2
	cmpeq $19,$1,$4
	zapnot $3,15,$3
	addq $2,$3,$2
	addq $2,$0,$0
	stl $0,0($5)
	srl $0,32,$0
	beq $4,$L3
	addl $31,$0,$0
$L2:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end bn_add
	.align 2
	.align 4
	.globl bn_sub
	.ent bn_sub
$bn_sub..ng:
bn_sub:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	ble $19,$L8
	s4addq $19,0,$19
	mov $31,$2
	.align 4
$L9:
	addq $17,$2,$1
	addq $18,$2,$3
	ldl $1,0($1)
	ldl $3,0($3)
	addq $16,$2,$7
	lda $2,4($2)
	subl $1,$0,$4
	cmpeq $19,$2,$5
	zapnot $1,15,$1
	subl $4,$3,$4
	zapnot $3,15,$3
	stl $4,0($7)
	cmpeq $1,$3,$6
	and $6,$0,$0
	cmpult $1,$3,$1
	bis $1,$0,$0
	beq $5,$L9
$L8:
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end bn_sub
	.align 2
	.align 4
	.globl bn_mul_word
	.ent bn_mul_word
$bn_mul_word..ng:
bn_mul_word:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	ble $18,$L13
	zapnot $19,15,$19
	s4addq $18,$17,$18
	.align 4
$L14:
	ldl $1,0($17)
	lda $16,4($16)
	lda $17,4($17)
	zapnot $1,15,$1
	cmpeq $18,$17,$2
	mulq $1,$19,$1
	addq $1,$0,$0
	stl $0,-4($16)
	srl $0,32,$0
	beq $2,$L14
	addl $31,$0,$0
$L13:
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end bn_mul_word
	.align 2
	.align 4
	.globl bn_mul
	.ent bn_mul
$bn_mul..ng:
bn_mul:
	.eflag 48
	.frame $30,0,$26,0
$LFB3:
	.cfi_startproc
	.prologue 0
	s4addq $19,0,$23
	s4addq $19,$16,$7
	ble $19,$L18
	mov $16,$5
	addq $17,$23,$22
	mov $17,$3
	mov $31,$2
	.align 4
$L19:
	ldl $1,0($3)
	ldl $4,0($18)
	zapnot $2,15,$2
	lda $5,4($5)
	zapnot $1,15,$1
	lda $3,4($3)
	zapnot $4,15,$4
	cmpeq $22,$3,$6
	mulq $1,$4,$1
	addq $1,$2,$1
	stl $1,-4($5)
	sra $1,32,$2
	beq $6,$L19
	stl $2,0($7)
	cmpeq $19,1,$1
	bne $1,$L21
	lda $24,4($16)
	lda $8,4($18)
	lda $25,1($31)
	.align 4
$L23:
	mov $24,$4
	mov $17,$3
	mov $31,$2
	.align 4
$L24:
	ldl $1,0($3)
	ldl $6,0($8)
	ldl $5,0($4)
	lda $4,4($4)
	zapnot $1,15,$1
	lda $3,4($3)
	zapnot $6,15,$6
	cmpeq $22,$3,$7
	zapnot $5,15,$5
	zapnot $2,15,$2
	mulq $1,$6,$1
	addq $1,$5,$1
	addq $1,$2,$1
	stl $1,-4($4)
	sra $1,32,$2
	beq $7,$L24
	addq $24,$23,$1
	addl $25,1,$25
	stl $2,0($1)
	lda $24,4($24)
	lda $8,4($8)
	cmpeq $19,$25,$1
	beq $1,$L23
$L21:
	addl $19,$19,$1
	ldl $2,0($16)
	s4addq $1,$16,$1
	ldl $0,-4($1)
	xor $0,$2,$0
	addl $31,$0,$0
	ret $31,($26),1
$L18:
	stl $31,0($7)
	addl $19,$19,$1
	s4addq $1,$16,$1
	ldl $2,0($16)
	ldl $0,-4($1)
	xor $0,$2,$0
	addl $31,$0,$0
	ret $31,($26),1
	.cfi_endproc
$LFE3:
	.end bn_mul
	.align 2
	.align 4
	.globl bn_cmp
	.ent bn_cmp
$bn_cmp..ng:
bn_cmp:
	.eflag 48
	.frame $30,0,$26,0
$LFB4:
	.cfi_startproc
	.prologue 0
	subl $18,1,$3
	blt $3,$L35
	zapnot $3,15,$18
	s4addq $3,$16,$6
	mov $6,$16
	s4addq $18,0,$18
	lda $6,-4($6)
	s4addq $3,$17,$3
	subq $6,$18,$6
	br $31,$L34
	.align 4
$L33:
	bne $5,$L35
$L34:
	ldl $1,0($16)
	ldl $2,0($3)
	lda $16,-4($16)
	lda $3,-4($3)
	zapnot $1,15,$1
	cmpeq $16,$6,$5
	zapnot $2,15,$2
	cmpeq $1,$2,$4
	bne $4,$L33
	lda $0,-1($31)
	cmpule $1,$2,$1
	cmoveq $1,1,$0
	ret $31,($26),1
	.align 4
$L35:
	mov $31,$0
	ret $31,($26),1
	.cfi_endproc
$LFE4:
	.end bn_cmp
	.align 2
	.align 4
	.globl bn_shl1
	.ent bn_shl1
$bn_shl1..ng:
bn_shl1:
	.eflag 48
	.frame $30,0,$26,0
$LFB5:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	ble $17,$L39
	s4addq $17,$16,$17
	.align 4
$L40:
	ldl $2,0($16)
	lda $16,4($16)
	addl $2,$2,$1
	bis $0,$1,$1
	cmplt $2,0,$0
	stl $1,-4($16)
	cmpeq $16,$17,$1
	beq $1,$L40
$L39:
	ret $31,($26),1
	.cfi_endproc
$LFE5:
	.end bn_shl1
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
