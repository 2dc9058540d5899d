	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.arch ev56
	.text
	.align 2
	.align 4
	.globl adler32
	.ent adler32
$adler32..ng:
adler32:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	lda $0,1($31)
	ble $17,$L2
	mov $31,$6
	addq $16,$17,$4
	lda $7,1($31)
	.align 4
$L3:
	ldbu $5,0($16)
	lda $16,1($16)
	cmpeq $4,$16,$3
	addl $5,$7,$5
	zapnot $5,15,$2
	sll $2,12,$1
	addq $1,$2,$1
	sll $1,4,$1
	subq $1,$2,$1
	sll $1,8,$1
	addq $1,$2,$1
	s8subq $1,$2,$1
	sll $1,4,$1
	addq $1,$2,$1
	srl $1,47,$1
	sll $1,12,$2
	subl $2,$1,$2
	sll $2,4,$2
	addl $2,$1,$1
	subl $5,$1,$5
	addl $5,$6,$6
	addl $31,$5,$7
	zapnot $6,15,$2
	sll $2,12,$1
	addq $1,$2,$1
	sll $1,4,$1
	subq $1,$2,$1
	sll $1,8,$1
	addq $1,$2,$1
	s8subq $1,$2,$1
	sll $1,4,$1
	addq $1,$2,$1
	srl $1,47,$1
	sll $1,12,$2
	subl $2,$1,$2
	sll $2,4,$2
	addl $2,$1,$1
	subl $6,$1,$1
	addl $31,$1,$6
	beq $3,$L3
	sll $1,16,$0
	bis $0,$5,$0
	addl $31,$0,$0
$L2:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end adler32
	.align 2
	.align 4
	.globl fletcher16
	.ent fletcher16
$fletcher16..ng:
fletcher16:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	ble $17,$L8
	mov $31,$4
	addq $16,$17,$7
	mov $31,$5
	.align 4
$L9:
	ldbu $2,0($16)
	lda $16,1($16)
	cmpeq $7,$16,$6
	addl $2,$5,$2
	zapnot $2,15,$3
	sll $3,8,$1
	addq $1,$3,$1
	sll $1,16,$5
	addq $1,$5,$1
	sll $1,7,$1
	addq $1,$3,$1
	srl $1,39,$1
	sll $1,8,$3
	subl $3,$1,$1
	subl $2,$1,$2
	addl $2,$4,$4
	addl $31,$2,$5
	zapnot $4,15,$3
	sll $3,8,$1
	addq $1,$3,$1
	sll $1,16,$8
	addq $1,$8,$1
	sll $1,7,$1
	addq $1,$3,$1
	srl $1,39,$1
	sll $1,8,$3
	subl $3,$1,$1
	subl $4,$1,$1
	addl $31,$1,$4
	beq $6,$L9
	sll $1,8,$0
	bis $0,$2,$0
	addl $31,$0,$0
$L8:
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end fletcher16
	.align 2
	.align 4
	.globl crc32_bitwise
	.ent crc32_bitwise
$crc32_bitwise..ng:
crc32_bitwise:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	ble $17,$L13
	ldah $4,-4679($31)
	addq $16,$17,$5
	lda $2,-1($31)
	lda $4,-31968($4)
	.align 4
$L15:
	ldbu $1,0($16)
	lda $3,8($31)
	xor $2,$1,$2
	.align 4
$L14:
	and $2,1,$1
	subl $3,1,$3
	zapnot $2,15,$2
	subl $31,$1,$1
	srl $2,1,$2
	and $1,$4,$1
	addl $31,$1,$1
	xor $2,$1,$2
	bne $3,$L14
	lda $16,1($16)
	cmpeq $16,$5,$1
	beq $1,$L15
	ornot $31,$2,$0
$L13:
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end crc32_bitwise
	.align 2
	.align 4
	.globl crc32_nibble
	.ent crc32_nibble
crc32_nibble:
	.eflag 48
	.frame $30,0,$26,0
$LFB3:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$crc32_nibble..ng:
	.prologue 1
	mov $31,$0
	ble $17,$L20
	ldah $2,t.0($29)		!gprelhigh
	addq $16,$17,$17
	lda $0,-1($31)
	lda $2,t.0($2)		!gprellow
	.align 4
$L21:
	ldbu $1,0($16)
	lda $16,1($16)
	cmpeq $17,$16,$3
	xor $0,$1,$0
	zapnot $0,15,$1
	and $0,15,$0
	srl $1,4,$1
	s4addq $0,$2,$0
	ldl $4,0($0)
	xor $1,$4,$1
	zapnot $1,15,$0
	and $1,15,$1
	srl $0,4,$0
	s4addq $1,$2,$1
	ldl $1,0($1)
	xor $0,$1,$0
	beq $3,$L21
	ornot $31,$0,$0
$L20:
	ret $31,($26),1
	.cfi_endproc
$LFE3:
	.end crc32_nibble
	.align 2
	.align 4
	.globl ip_checksum
	.ent ip_checksum
$ip_checksum..ng:
ip_checksum:
	.eflag 48
	.frame $30,0,$26,0
$LFB4:
	.cfi_startproc
	.prologue 0
	ble $17,$L29
	addq $17,$17,$17
	mov $31,$2
	addq $16,$17,$4
	.align 4
$L26:
	ldwu $1,0($16)
	lda $16,2($16)
	cmpeq $4,$16,$3
	addl $1,$2,$1
	addl $31,$1,$2
	beq $3,$L26
	zapnot $1,15,$2
	srl $2,16,$2
	beq $2,$L27
	zapnot $1,3,$1
	addl $1,$2,$3
	addq $1,$2,$4
	zapnot $3,3,$3
	mov $4,$1
	srl $4,16,$4
	lda $2,1($3)
	cmovne $4,$2,$1
	ldah $2,1($31)
	lda $2,-1($2)
	xor $1,$2,$0
	ret $31,($26),1
	.align 4
$L29:
	ldah $1,1($31)
	lda $0,-1($1)
	ret $31,($26),1
$L27:
	ldah $2,1($31)
	lda $2,-1($2)
	xor $2,$1,$1
	addl $31,$1,$0
	ret $31,($26),1
	.cfi_endproc
$LFE4:
	.end ip_checksum
	.align 2
	.align 4
	.globl xor_fold
	.ent xor_fold
$xor_fold..ng:
xor_fold:
	.eflag 48
	.frame $30,0,$26,0
$LFB5:
	.cfi_startproc
	.prologue 0
	mov $31,$0
	ble $17,$L34
	s4addq $17,$16,$17
	.align 4
$L35:
	ldl $2,0($16)
	addl $0,$0,$1
	srl $0,63,$0
	lda $16,4($16)
	bis $0,$1,$0
	cmpeq $16,$17,$1
	xor $0,$2,$0
	addl $31,$0,$0
	beq $1,$L35
$L34:
	ret $31,($26),1
	.cfi_endproc
$LFE5:
	.end xor_fold
	.section	.rodata
	.align 2
	.type	t.0, @object
	.size	t.0, 64
t.0:
	.long	0
	.long	498536548
	.long	997073096
	.long	651767980
	.long	1994146192
	.long	1802195444
	.long	1303535960
	.long	1342533948
	.long	-306674912
	.long	-267414716
	.long	-690576408
	.long	-882789492
	.long	-1687895376
	.long	-2032938284
	.long	-1609899400
	.long	-1111625188
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
