	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.arch ev56
	.text
	.align 2
	.align 4
	.globl gcd
	.ent gcd
gcd:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!2
	lda $29,0($29)		!gpdisp!2
$gcd..ng:
	.prologue 1
	mov $16,$24
	mov $17,$25
	mov $16,$0
	beq $17,$L2
	.align 4
$L3:
	ldq $27,__remlu($29)		!literal!1
	addl $31,$25,$0
	jsr $23,($27),__remlu		!lituse_jsrdirect!1
	addl $31,$0,$24
	mov $27,$25
	bne $27,$L3
$L2:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end gcd
	.align 2
	.align 4
	.globl isqrt
	.ent isqrt
$isqrt..ng:
isqrt:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	.prologue 0
	zapnot $16,15,$2
	ldah $1,16384($31)
	lda $1,-1($1)
	cmpule $2,$1,$1
	beq $1,$L14
	ldah $3,16384($31)
	.align 4
$L10:
	srl $3,2,$1
	zapnot $1,15,$3
	cmpult $2,$1,$4
	bne $4,$L10
	mov $31,$0
	beq $1,$L19
$L9:
	mov $31,$0
	br $31,$L13
	.align 4
$L20:
	zapnot $16,15,$2
	zapnot $1,15,$3
$L13:
	zapnot $0,15,$6
	addl $0,$1,$4
	zapnot $4,15,$5
	srl $6,1,$0
	cmpult $2,$5,$2
	bne $2,$L12
	subl $16,$4,$16
	addl $1,$0,$0
$L12:
	srl $3,2,$1
	bne $1,$L20
	ret $31,($26),1
	.align 4
$L19:
	ret $31,($26),1
	.align 4
$L14:
	ldah $1,16384($31)
	mov $1,$3
	br $31,$L9
	.cfi_endproc
$LFE1:
	.end isqrt
	.align 2
	.align 4
	.globl digit_sum
	.ent digit_sum
$digit_sum..ng:
digit_sum:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	beq $16,$L22
	.align 4
$L23:
	zapnot $16,15,$3
	addl $31,$16,$2
	zapnot $2,15,$2
	addq $3,$3,$1
	addq $1,$3,$1
	cmpule $2,9,$2
	sll $1,4,$4
	addq $1,$4,$1
	sll $1,8,$4
	addq $1,$4,$1
	sll $1,16,$4
	addq $1,$4,$1
	s4addq $1,$3,$1
	srl $1,35,$1
	s4addl $1,$1,$3
	addl $3,$3,$3
	subl $16,$3,$3
	addl $31,$1,$16
	addl $3,$0,$0
	beq $2,$L23
$L22:
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end digit_sum
	.align 2
	.align 4
	.globl div_mod
	.ent div_mod
div_mod:
	.eflag 48
	.frame $30,0,$26,0
$LFB3:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!5
	lda $29,0($29)		!gpdisp!5
$div_mod..ng:
	.prologue 1
	ldq $27,__divl($29)		!literal!3
	mov $16,$24
	mov $17,$25
	jsr $23,($27),__divl		!lituse_jsrdirect!3
	sll $27,5,$0
	mov $27,$1
	ldq $27,__reml($29)		!literal!4
	subl $0,$1,$0
	s4addl $0,$1,$0
	jsr $23,($27),__reml		!lituse_jsrdirect!4
	s8addl $0,$27,$0
	ret $31,($26),1
	.cfi_endproc
$LFE3:
	.end div_mod
	.align 2
	.align 4
	.globl mul_wide
	.ent mul_wide
$mul_wide..ng:
mul_wide:
	.eflag 48
	.frame $30,0,$26,0
$LFB4:
	.cfi_startproc
	.prologue 0
	zapnot $16,15,$16
	zapnot $17,15,$17
	mulq $16,$17,$0
	ret $31,($26),1
	.cfi_endproc
$LFE4:
	.end mul_wide
	.align 2
	.align 4
	.globl add64
	.ent add64
$add64..ng:
add64:
	.eflag 48
	.frame $30,0,$26,0
$LFB5:
	.cfi_startproc
	.prologue 0
	addq $16,$17,$0
	ret $31,($26),1
	.cfi_endproc
$LFE5:
	.end add64
	.align 2
	.align 4
	.globl shl64
	.ent shl64
$shl64..ng:
shl64:
	.eflag 48
	.frame $30,0,$26,0
$LFB6:
	.cfi_startproc
	.prologue 0
	sll $16,$17,$0
	ret $31,($26),1
	.cfi_endproc
$LFE6:
	.end shl64
	.align 2
	.align 4
	.globl powmod16
	.ent powmod16
powmod16:
	.eflag 48
	.frame $30,0,$26,0
$LFB7:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!10
	lda $29,0($29)		!gpdisp!10
$powmod16..ng:
	.prologue 1
	ldq $27,__remlu($29)		!literal!8
	mov $18,$25
	lda $24,1($31)
	jsr $23,($27),__remlu		!lituse_jsrdirect!8
	mov $16,$24
	addl $31,$27,$0
	ldq $27,__remlu($29)		!literal!9
	jsr $23,($27),__remlu		!lituse_jsrdirect!9
	beq $17,$L32
	.align 4
$L34:
	mull $27,$27,$1
	blbc $17,$L33
	mull $27,$0,$24
	ldq $27,__remlu($29)		!literal!7
	jsr $23,($27),__remlu		!lituse_jsrdirect!7
	mov $27,$0
$L33:
	zapnot $17,15,$17
	ldq $27,__remlu($29)		!literal!6
	srl $17,1,$17
	mov $1,$24
	jsr $23,($27),__remlu		!lituse_jsrdirect!6
	bne $17,$L34
$L32:
	ret $31,($26),1
	.cfi_endproc
$LFE7:
	.end powmod16
	.align 2
	.align 4
	.globl fib
	.ent fib
$fib..ng:
fib:
	.eflag 48
	.frame $30,0,$26,0
$LFB8:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	subl $16,1,$1
	ble $16,$L43
	lda $2,1($31)
	mov $31,$3
	.align 4
$L44:
	subl $1,1,$1
	mov $2,$0
	lda $4,1($1)
	addl $3,$2,$2
	mov $0,$3
	bne $4,$L44
$L43:
	ret $31,($26),1
	.cfi_endproc
$LFE8:
	.end fib
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
