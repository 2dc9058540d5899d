	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.set	macro
	.text
	.align 4
driver:
	br $27,1f
1:	lda $27,des_libdes_ecb-1b($27)
	jsr $26,($27),des_libdes_ecb
	halt

	.set	nomacro
	.align 2
	.align 4
	.globl des_block
	.ent des_block
des_block:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$des_block..ng:
	.prologue 1
	ldah $1,3855($31)
	ldl $3,4($16)
	lda $1,3855($1)
	ldl $5,0($16)
	zapnot $3,15,$2
	srl $2,4,$2
	xor $2,$5,$2
	and $2,$1,$2
	sll $2,4,$1
	xor $5,$2,$5
	xor $1,$3,$1
	extwl $5,2,$2
	addl $31,$1,$1
	xor $2,$1,$2
	zapnot $2,3,$2
	xor $1,$2,$1
	sll $2,16,$3
	zapnot $1,15,$4
	xor $3,$5,$3
	srl $4,2,$4
	addl $31,$3,$3
	ldah $2,13107($31)
	xor $4,$3,$4
	lda $2,13107($2)
	and $4,$2,$4
	xor $3,$4,$3
	zapnot $3,15,$2
	s4addl $4,0,$4
	xor $1,$4,$1
	srl $2,8,$2
	addl $31,$1,$1
	xor $2,$1,$2
	zapnot $2,5,$2
	xor $1,$2,$1
	zapnot $1,15,$4
	sll $2,8,$2
	xor $2,$3,$2
	srl $4,1,$3
	addl $31,$2,$2
	ldah $4,21845($31)
	xor $3,$2,$3
	lda $4,21845($4)
	and $3,$4,$3
	addl $31,$3,$3
	addl $3,$3,$4
	xor $1,$4,$1
	xor $2,$3,$2
	zapnot $2,15,$4
	zapnot $1,15,$3
	srl $4,29,$4
	srl $3,29,$5
	s8addl $2,0,$7
	s8addl $1,0,$6
	bis $4,$7,$4
	bis $5,$6,$5
	addl $31,$1,$1
	addl $31,$4,$7
	addl $31,$5,$22
	ble $18,$L3
	lda $6,128($17)
	ldq $3,des_SPtrans($29)		!literal
	mov $6,$4
	mov $31,$5
	.align 4
$L5:
	mov $7,$1
	mov $22,$7
	mov $1,$22
	.align 4
$L4:
	ldl $25,4($17)
	ldl $8,0($17)
	ldl $24,12($17)
	xor $22,$25,$25
	ldl $23,8($17)
	xor $22,$8,$8
	zapnot $25,15,$2
	zapnot $8,15,$1
	addl $31,$25,$25
	sll $25,28,$25
	srl $2,4,$2
	srl $1,10,$28
	bis $2,$25,$2
	zapnot $2,15,$2
	and $8,252,$25
	srl $1,26,$0
	and $28,63,$28
	srl $1,18,$8
	addq $3,$25,$1
	s4addq $28,$3,$25
	and $8,63,$8
	ldl $1,0($1)
	s4addq $0,$3,$28
	ldl $19,512($25)
	srl $2,26,$0
	srl $2,10,$25
	ldl $20,1536($28)
	s4addq $8,$3,$8
	and $2,252,$28
	s4addq $0,$3,$0
	ldl $21,1024($8)
	srl $2,18,$2
	addq $3,$28,$28
	ldl $0,1792($0)
	and $25,63,$8
	xor $1,$19,$1
	ldl $25,256($28)
	s4addq $8,$3,$8
	and $2,63,$2
	xor $1,$20,$1
	ldl $8,768($8)
	s4addq $2,$3,$2
	xor $1,$21,$1
	xor $1,$0,$1
	ldl $2,1280($2)
	xor $1,$25,$1
	xor $1,$8,$1
	xor $1,$2,$1
	xor $1,$7,$1
	addl $31,$1,$7
	xor $7,$24,$24
	zapnot $24,15,$2
	xor $7,$23,$8
	zapnot $8,15,$1
	sll $24,28,$24
	srl $2,4,$2
	and $8,252,$8
	addq $3,$8,$23
	srl $1,26,$25
	bis $2,$24,$2
	srl $1,10,$24
	zapnot $2,15,$2
	s4addq $25,$3,$25
	srl $1,18,$8
	ldl $1,0($23)
	and $24,63,$23
	ldl $21,1536($25)
	s4addq $23,$3,$23
	srl $2,26,$25
	and $8,63,$8
	ldl $0,512($23)
	s4addq $8,$3,$8
	srl $2,10,$23
	and $2,252,$24
	ldl $28,1024($8)
	s4addq $25,$3,$25
	srl $2,18,$2
	xor $1,$21,$1
	ldl $25,1792($25)
	addq $3,$24,$24
	and $23,63,$8
	xor $22,$1,$1
	ldl $22,256($24)
	s4addq $8,$3,$8
	and $2,63,$2
	xor $1,$0,$1
	ldl $8,768($8)
	s4addq $2,$3,$2
	xor $1,$28,$1
	xor $1,$25,$1
	ldl $2,1280($2)
	xor $1,$22,$1
	xor $1,$8,$1
	lda $17,16($17)
	xor $1,$2,$1
	cmpeq $4,$17,$2
	bis $31,$7,$8
	addl $31,$1,$22
	beq $2,$L4
	lda $5,16($5)
	cmple $18,$5,$1
	mov $6,$17
	lda $4,128($4)
	bne $1,$L8
	lda $6,128($6)
	br $31,$L5
	.align 4
$L8:
	zapnot $22,15,$3
	zapnot $7,15,$2
	srl $3,3,$3
	sll $22,29,$22
	srl $2,3,$2
	sll $8,29,$8
	bis $3,$22,$3
	bis $2,$8,$2
	addl $31,$3,$1
	addl $31,$2,$2
	zapnot $3,15,$3
$L3:
	srl $3,1,$3
	ldah $4,21845($31)
	xor $3,$2,$3
	lda $4,21845($4)
	and $3,$4,$3
	addl $31,$3,$3
	xor $2,$3,$2
	zapnot $2,15,$4
	addl $3,$3,$3
	xor $1,$3,$1
	srl $4,8,$3
	addl $31,$1,$1
	xor $3,$1,$3
	zapnot $3,5,$3
	xor $1,$3,$1
	zapnot $1,15,$4
	sll $3,8,$3
	xor $3,$2,$2
	srl $4,2,$3
	addl $31,$2,$2
	ldah $4,13107($31)
	xor $3,$2,$3
	lda $4,13107($4)
	and $3,$4,$3
	xor $2,$3,$2
	s4addl $3,0,$3
	xor $1,$3,$1
	extwl $2,2,$3
	addl $31,$1,$1
	xor $3,$1,$3
	zapnot $3,3,$3
	xor $1,$3,$1
	zapnot $1,15,$4
	sll $3,16,$3
	xor $3,$2,$2
	srl $4,4,$3
	addl $31,$2,$2
	ldah $4,3855($31)
	xor $3,$2,$3
	lda $4,3855($4)
	and $3,$4,$3
	sll $3,4,$4
	xor $2,$3,$2
	stl $2,0($16)
	xor $4,$1,$1
	stl $1,4($16)
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end des_block
	.align 2
	.align 4
	.globl des_libdes_ecb
	.ent des_libdes_ecb
des_libdes_ecb:
	.eflag 48
	.frame $30,64,$26,0
	.mask 0x4003e00,-64
$LFB3:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!2
	lda $29,0($29)		!gpdisp!2
$des_libdes_ecb..ng:
	lda $30,-64($30)
	.cfi_def_cfa_offset 64
	stq $9,8($30)
	.cfi_offset 9, -56
	mov $17,$9
	stq $10,16($30)
	.cfi_offset 10, -48
	mov $20,$10
	stq $11,24($30)
	.cfi_offset 11, -40
	mov $19,$11
	stq $12,32($30)
	.cfi_offset 12, -32
	mov $16,$12
	stq $13,40($30)
	.cfi_offset 13, -24
	mov $18,$13
	stq $26,0($30)
	.cfi_offset 26, -64
	.prologue 1
	ble $18,$L10
	.align 4
$L12:
	ldq_u $1,0($12)
	mov $10,$18
	ldq_u $2,7($12)
	mov $11,$17
	extql $1,$12,$1
	extqh $2,$12,$2
	lda $16,48($30)
	bis $1,$2,$1
	stq $1,48($30)
	ldq $27,des_block($29)		!literal!3
	jsr $26,($27),des_block		!lituse_jsr!3
	ldah $29,0($26)		!gpdisp!4
	lda $29,0($29)		!gpdisp!4
	lda $13,-1($13)
	ldl $1,48($30)
	lda $6,1($9)
	ldq_u $3,0($9)
	lda $5,2($9)
	insbl $1,$9,$2
	mskbl $3,$9,$3
	zapnot $1,15,$1
	bis $2,$3,$2
	stq_u $2,0($9)
	srl $1,8,$3
	ldq_u $4,1($9)
	srl $1,16,$2
	insbl $3,$6,$3
	mskbl $4,$6,$4
	insbl $2,$5,$2
	bis $3,$4,$3
	stq_u $3,1($9)
	srl $1,24,$1
	ldq_u $3,2($9)
	lda $8,3($9)
	insbl $1,$8,$1
	mskbl $3,$5,$3
	lda $4,4($9)
	bis $2,$3,$2
	stq_u $2,2($9)
	lda $7,5($9)
	ldq_u $2,3($9)
	lda $6,6($9)
	lda $5,7($9)
	mskbl $2,$8,$2
	lda $12,8($12)
	bis $1,$2,$1
	stq_u $1,3($9)
	ldl $1,52($30)
	ldq_u $3,4($9)
	insbl $1,$4,$2
	mskbl $3,$4,$3
	zapnot $1,15,$1
	bis $2,$3,$2
	stq_u $2,4($9)
	srl $1,8,$3
	ldq_u $4,5($9)
	srl $1,16,$2
	insbl $3,$7,$3
	mskbl $4,$7,$4
	insbl $2,$6,$2
	bis $3,$4,$3
	stq_u $3,5($9)
	srl $1,24,$1
	ldq_u $3,6($9)
	insbl $1,$5,$1
	mskbl $3,$6,$3
	bis $2,$3,$2
	stq_u $2,6($9)
	ldq_u $2,7($9)
	mskbl $2,$5,$2
	bis $1,$2,$1
	stq_u $1,7($9)
	lda $9,8($9)
	bne $13,$L12
$L10:
	ldq $26,0($30)
	ldq $9,8($30)
	ldq $10,16($30)
	ldq $11,24($30)
	ldq $12,32($30)
	ldq $13,40($30)
	lda $30,64($30)
	.cfi_restore 13
	.cfi_restore 12
	.cfi_restore 11
	.cfi_restore 10
	.cfi_restore 9
	.cfi_restore 26
	.cfi_def_cfa_offset 0
	ret $31,($26),1
	.cfi_endproc
$LFE3:
	.end des_libdes_ecb
	.section	.note.GNU-stack,"",@progbits
