	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.arch ev56
	.text
	.align 2
	.align 4
	.globl bit_reverse
	.ent bit_reverse
$bit_reverse..ng:
bit_reverse:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	zapnot $16,15,$2
	ldah $3,21845($31)
	lda $3,21845($3)
	addl $16,$16,$1
	srl $2,1,$2
	and $2,$3,$2
	ldah $3,-21845($31)
	lda $3,-21846($3)
	and $1,$3,$1
	ldah $3,13107($31)
	bis $1,$2,$1
	lda $3,13107($3)
	zapnot $1,15,$2
	s4addl $1,0,$1
	srl $2,2,$2
	and $2,$3,$2
	ldah $3,-13107($31)
	lda $3,-13108($3)
	and $1,$3,$1
	ldah $3,-3855($31)
	bis $1,$2,$1
	lda $3,-3856($3)
	addl $31,$1,$2
	sll $2,4,$2
	zapnot $1,15,$1
	and $2,$3,$2
	ldah $3,3855($31)
	addl $31,$2,$2
	srl $1,4,$1
	lda $3,3855($3)
	and $1,$3,$1
	bis $1,$2,$1
	inslh $1,7,$0
	inswl $1,3,$1
	bis $0,$1,$1
	srl $1,16,$0
	zapnot $0,245,$0
	zapnot $1,250,$1
	addl $0,$1,$0
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end bit_reverse
	.align 2
	.align 4
	.globl popcount_table
	.ent popcount_table
popcount_table:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$popcount_table..ng:
	.prologue 1
	mov $31,$0
	ble $17,$L4
	ldah $3,bits.0($29)		!gprelhigh
	addq $16,$17,$17
	lda $3,bits.0($3)		!gprellow
	.align 4
$L5:
	ldbu $1,0($16)
	lda $16,1($16)
	cmpeq $17,$16,$4
	srl $1,4,$2
	and $1,15,$1
	addq $3,$1,$1
	addq $3,$2,$2
	ldbu $1,0($1)
	ldbu $2,0($2)
	addl $1,$2,$1
	addl $1,$0,$0
	beq $4,$L5
$L4:
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end popcount_table
	.align 2
	.align 4
	.globl gray_decode
	.ent gray_decode
$gray_decode..ng:
gray_decode:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	.prologue 0
	lda $3,5($31)
	mov $16,$0
	lda $2,1($31)
	.align 4
$L9:
	zapnot $0,15,$1
	addl $2,$2,$4
	srl $1,$2,$1
	subl $3,1,$3
	addl $31,$1,$1
	addl $31,$4,$2
	xor $1,$0,$0
	bne $3,$L9
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end gray_decode
	.align 2
	.align 4
	.globl parity
	.ent parity
$parity..ng:
parity:
	.eflag 48
	.frame $30,0,$26,0
$LFB3:
	.cfi_startproc
	.prologue 0
	extwl $16,2,$1
	lda $0,27030($31)
	xor $1,$16,$1
	zapnot $1,15,$16
	srl $16,8,$16
	xor $16,$1,$16
	zapnot $16,15,$1
	srl $1,4,$1
	xor $1,$16,$1
	and $1,15,$1
	sra $0,$1,$0
	and $0,1,$0
	ret $31,($26),1
	.cfi_endproc
$LFE3:
	.end parity
	.align 2
	.align 4
	.globl rotate_mix
	.ent rotate_mix
$rotate_mix..ng:
rotate_mix:
	.eflag 48
	.frame $30,0,$26,0
$LFB4:
	.cfi_startproc
	.prologue 0
	xor $16,$17,$0
	ble $18,$L15
	mov $31,$2
	.align 4
$L14:
	zapnot $16,15,$1
	addl $2,1,$2
	zapnot $17,15,$0
	cmpeq $18,$2,$3
	sll $17,29,$4
	sll $16,7,$16
	srl $1,25,$1
	srl $0,3,$0
	bis $16,$1,$16
	bis $0,$4,$0
	addl $16,$17,$17
	addl $31,$0,$0
	addl $31,$17,$16
	xor $0,$17,$17
	addl $31,$17,$17
	beq $3,$L14
$L15:
	ret $31,($26),1
	.cfi_endproc
$LFE4:
	.end rotate_mix
	.align 2
	.align 4
	.globl byte_swap
	.ent byte_swap
$byte_swap..ng:
byte_swap:
	.eflag 48
	.frame $30,0,$26,0
$LFB5:
	.cfi_startproc
	.prologue 0
	inslh $16,7,$0
	inswl $16,3,$16
	bis $0,$16,$16
	srl $16,16,$0
	zapnot $0,245,$0
	zapnot $16,250,$16
	addl $0,$16,$0
	ret $31,($26),1
	.cfi_endproc
$LFE5:
	.end byte_swap
	.align 2
	.align 4
	.globl trailing_zeros
	.ent trailing_zeros
$trailing_zeros..ng:
trailing_zeros:
	.eflag 48
	.frame $30,0,$26,0
$LFB6:
	.cfi_startproc
	.prologue 0
	lda $0,32($31)
	beq $16,$L19
	mov $31,$0
	blbs $16,$L19
	.align 4
$L20:
	zapnot $16,15,$1
	addl $0,1,$0
	srl $1,1,$16
	and $1,2,$1
	cmpult $31,$1,$1
	beq $1,$L20
$L19:
	ret $31,($26),1
	.cfi_endproc
$LFE6:
	.end trailing_zeros
	.align 2
	.align 4
	.globl sign_extend
	.ent sign_extend
$sign_extend..ng:
sign_extend:
	.eflag 48
	.frame $30,0,$26,0
$LFB7:
	.cfi_startproc
	.prologue 0
	lda $1,32($31)
	subl $1,$17,$17
	sll $16,$17,$0
	addl $31,$0,$0
	sra $0,$17,$0
	ret $31,($26),1
	.cfi_endproc
$LFE7:
	.end sign_extend
	.section	.rodata
	.type	bits.0, @object
	.size	bits.0, 16
bits.0:
	.string	""
	.ascii	"\001\001\002\001\002\002\003\001\002\002\003\002\003\003\004"
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
