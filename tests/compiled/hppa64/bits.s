	.LEVEL 2.0w
	.text
	.align 8
.globl bit_reverse
	.type	bit_reverse, @function
bit_reverse:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldil L'1431650304,%r28
	ldo 5461(%r28),%r28
	extrw,u %r26,30,31,%r31
	ldil L'858996736,%r19
	and %r31,%r28,%r31
	ldo -3277(%r19),%r19
	ldil L'-1431650304,%r28
	ldo -5462(%r28),%r28
	depw,z %r26,30,31,%r26
	and %r26,%r28,%r26
	or %r31,%r26,%r31
	extrw,u %r31,29,30,%r28
	and %r28,%r19,%r28
	ldil L'-858996736,%r19
	ldo 3276(%r19),%r19
	depw,z %r31,29,30,%r31
	and %r31,%r19,%r31
	ldil L'252641280,%r19
	ldo 3855(%r19),%r19
	or %r28,%r31,%r28
	extrw,u %r28,27,28,%r31
	depw,z %r28,27,28,%r28
	and %r31,%r19,%r31
	ldil L'-252641280,%r19
	ldo -3856(%r19),%r19
	and %r28,%r19,%r28
	or %r31,%r28,%r31
	shrpw %r31,%r31,16,%r28
	depw %r28,15,8,%r28
	shrpw %r31,%r28,8,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
	.EXIT
	.PROCEND
	.size	bit_reverse, .-bit_reverse
	.align 8
.globl popcount_table
	.type	popcount_table, @function
popcount_table:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L6
	extrd,s %r25,63,32,%r21
	addil LT'bits.0,%r27
	add,l %r26,%r21,%r21
	ldd RT'bits.0(%r1),%r20
	ldi 0,%r28
.L5:
	ldb 0(%r26),%r31
	ldo 1(%r26),%r26
	extrd,u %r31,63,4,%r19
	ldb %r19(%r20),%r19
	extrd,u %r31,59,60,%r31
	ldb %r31(%r20),%r31
	add,l %r19,%r31,%r31
	add,l %r31,%r28,%r28
	cmpb,*<> %r21,%r26,.L5
	extrd,s %r28,63,32,%r28
	bve,n (%r2)
.L6:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	popcount_table, .-popcount_table
	.align 8
.globl gray_decode
	.type	gray_decode, @function
gray_decode:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	extrd,u %r26,63,32,%r28
	ldi 5,%r20
	ldi 1,%r31
.L9:
	mtsar %r31
	shrpw %r0,%r28,%sar,%r19
	add,l %r31,%r31,%r31
	xor %r19,%r28,%r28
	extrd,u %r31,63,32,%r31
	ldo -1(%r20),%r19
	extrd,u %r28,63,32,%r28
	cmpib,<> 0,%r19,.L9
	extrd,u %r19,63,32,%r20
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	gray_decode, .-gray_decode
	.align 8
.globl parity
	.type	parity, @function
parity:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	extrw,u %r26,15,16,%r28
	xor %r26,%r28,%r26
	extrw,u %r26,23,24,%r28
	xor %r28,%r26,%r26
	ldil L'32768,%r28
	extrw,u %r26,27,28,%r31
	ldo -5738(%r28),%r28
	xor %r31,%r26,%r31
	extrw,u %r31,31,4,%r31
	mtsar %r31
	shrpw %r0,%r28,%sar,%r28
	bve (%r2)
	extrd,u %r28,63,1,%r28
	.EXIT
	.PROCEND
	.size	parity, .-parity
	.align 8
.globl rotate_mix
	.type	rotate_mix, @function
rotate_mix:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	extrd,u %r26,63,32,%r26
	extrd,u %r25,63,32,%r25
	cmpib,>= 0,%r24,.L13
	extrd,s %r24,63,32,%r21
	ldi 0,%r20
.L14:
	shrpw %r25,%r25,3,%r31
	shrpw %r26,%r26,25,%r26
	ldo 1(%r20),%r19
	add,l %r26,%r25,%r26
	extrd,u %r31,63,32,%r28
	extrd,s %r19,63,32,%r20
	xor %r31,%r26,%r31
	extrd,u %r26,63,32,%r26
	cmpb,<> %r19,%r21,.L14
	extrd,u %r31,63,32,%r25
	bve,n (%r2)
.L13:
	xor %r26,%r25,%r26
	bve (%r2)
	extrd,u %r26,63,32,%r28
	.EXIT
	.PROCEND
	.size	rotate_mix, .-rotate_mix
	.align 8
.globl byte_swap
	.type	byte_swap, @function
byte_swap:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	shrpw %r26,%r26,16,%r28
	depw %r28,15,8,%r28
	shrpw %r26,%r28,8,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
	.EXIT
	.PROCEND
	.size	byte_swap, .-byte_swap
	.align 8
.globl trailing_zeros
	.type	trailing_zeros, @function
trailing_zeros:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,= 0,%r26,.L21
	extrd,u %r26,63,32,%r19
	extrw,u %r19,31,1,%r28
	cmpib,<> 0,%r28,.L22
	ldi 0,%r28
.L20:
	extrw,u %r19,30,31,%r31
	ldo 1(%r28),%r28
	extrd,u %r31,63,32,%r19
	extrw,u %r31,31,1,%r31
	cmpib,= 0,%r31,.L20
	extrd,s %r28,63,32,%r28
	bve,n (%r2)
.L21:
	bve (%r2)
	ldi 32,%r28
.L22:
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	trailing_zeros, .-trailing_zeros
	.align 8
.globl sign_extend
	.type	sign_extend, @function
sign_extend:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldo -1(%r25),%r25
	extrd,u %r26,63,32,%r28
	mtsar %r25
	depw,z %r28,%sar,32,%r28
	extrw,s %r28,%sar,32,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
	.EXIT
	.PROCEND
	.size	sign_extend, .-sign_extend
	.section	.rodata
	.align 8
	.type	bits.0, @object
	.size	bits.0, 16
bits.0:
	.stringz	""
	.ascii	"\001\001\002\001\002\002\003\001\002\002\003\002\003\003\004"
	.ident	"GCC: (GNU) 12.2.0"
