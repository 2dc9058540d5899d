	.LEVEL 2.0w
	.text
	.align 8
.globl bn_add
	.type	bn_add, @function
bn_add:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r23,.L4
	extrd,s %r23,63,32,%r20
	shladd,l %r20,2,%r25,%r20
	ldi 0,%r28
.L3:
	ldw 0(%r25),%r31
	ldw 0(%r24),%r19
	add,l %r31,%r19,%r31
	add,l %r31,%r28,%r28
	stw %r28,0(%r26)
	ldo 4(%r25),%r25
	extrd,u %r28,31,32,%r28
	ldo 4(%r24),%r24
	cmpb,*<> %r20,%r25,.L3
	ldo 4(%r26),%r26
	bve (%r2)
	extrd,u %r28,63,32,%r28
.L4:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	bn_add, .-bn_add
	.align 8
.globl bn_sub
	.type	bn_sub, @function
bn_sub:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r23,.L11
	extrd,s %r23,63,32,%r21
	shladd,l %r21,2,%r25,%r21
	ldi 0,%r28
.L10:
	ldw 0(%r25),%r19
	ldw 0(%r24),%r20
	sub %r19,%r28,%r31
	sub %r31,%r20,%r31
	stw %r31,0(%r26)
	ldo 4(%r25),%r25
	xor %r19,%r20,%r31
	ldo 4(%r24),%r24
	cmpclr,<<= %r20,%r19,%r19
	ldi 1,%r19
	or,>= %r0,%r31,%r31
	subi 0,%r31,%r31
	ldo 4(%r26),%r26
	ldo -1(%r31),%r31
	extrw,u %r31,0,1,%r31
	and %r31,%r28,%r31
	or %r19,%r31,%r19
	cmpb,*<> %r21,%r25,.L10
	extrd,u %r19,63,32,%r28
	bve,n (%r2)
.L11:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	bn_sub, .-bn_sub
	.align 8
.globl bn_mul_word
	.type	bn_mul_word, @function
bn_mul_word:
	.PROC
	.CALLINFO FRAME=64,NO_CALLS
	.ENTRY
	ldo 64(%r30),%r30
	extrd,u %r23,63,32,%r23
	std %r23,-56(%r30)
	fldd -56(%r30),%fr23
	cmpib,>= 0,%r24,.L16
	extrd,s %r24,63,32,%r31
	shladd,l %r31,2,%r25,%r31
	ldi 0,%r28
.L15:
	fldw 0(%r25),%fr22R
	xmpyu %fr22R,%fr23R,%fr22
	ldo 4(%r25),%r25
	fstd %fr22,-56(%r30)
	ldd -56(%r30),%r19
	add,l %r19,%r28,%r28
	stw %r28,0(%r26)
	extrd,u %r28,31,32,%r28
	cmpb,*<> %r31,%r25,.L15
	ldo 4(%r26),%r26
	extrd,u %r28,63,32,%r28
	bve (%r2)
	ldo -64(%r30),%r30
.L16:
	ldi 0,%r28
	bve (%r2)
	ldo -64(%r30),%r30
	.EXIT
	.PROCEND
	.size	bn_mul_word, .-bn_mul_word
	.align 8
.globl bn_mul
	.type	bn_mul, @function
bn_mul:
	.PROC
	.CALLINFO FRAME=80,NO_CALLS,SAVE_RP,ENTRY_GR=3
	.ENTRY
	std %r2,-16(%r30)
	ldo 80(%r30),%r30
	extrd,s %r23,63,32,%r23
	std %r3,-64(%r30)
	depd,z %r23,61,62,%r1
	cmpib,>= 0,%r23,.L19
	shladd,l %r23,2,%r26,%r20
	copy %r26,%r19
	add,l %r25,%r1,%r29
	copy %r25,%r31
	ldi 0,%r28
.L20:
	fldw 0(%r31),%fr22R
	fldw 0(%r24),%fr23R
	xmpyu %fr22R,%fr23R,%fr22
	ldo 4(%r31),%r31
	fstd %fr22,-72(%r30)
	ldd -72(%r30),%r21
	add,l %r21,%r28,%r28
	stw %r28,0(%r19)
	extrd,u %r28,31,32,%r28
	cmpb,*<> %r31,%r29,.L20
	ldo 4(%r19),%r19
	cmpib,= 1,%r23,.L22
	stw %r28,0(%r20)
	ldo 4(%r24),%r22
	ldo 4(%r26),%r2
	ldi 1,%r24
	ldi 0,%r3
.L24:
	copy %r2,%r20
	copy %r25,%r19
	copy %r3,%r31
.L25:
	ldw 0(%r19),%r28
	fldw 0(%r22),%fr22R
	ldo 4(%r19),%r19
	ldo 4(%r20),%r20
	std %r28,-72(%r30)
	fldd -72(%r30),%fr23
	xmpyu %fr23R,%fr22R,%fr23
	fstd %fr23,-72(%r30)
	ldw -4(%r20),%r21
	ldd -72(%r30),%r28
	add,l %r28,%r21,%r28
	add,l %r28,%r31,%r28
	stw %r28,-4(%r20)
	cmpb,*<> %r19,%r29,.L25
	extrd,u %r28,31,32,%r31
	add,l %r2,%r1,%r28
	stw %r31,0(%r28)
	ldo 4(%r2),%r2
	ldo 1(%r24),%r28
	ldo 4(%r22),%r22
	cmpb,<> %r28,%r23,.L24
	extrd,s %r28,63,32,%r24
.L22:
	ldw 0(%r26),%r31
	extrd,s %r23,33+31-1,31,%r23
	ldd -96(%r30),%r2
	shladd,l %r23,3,%r26,%r26
	ldd -64(%r30),%r3
	ldw -4(%r26),%r28
	xor %r28,%r31,%r28
	extrd,u %r28,63,32,%r28
	bve (%r2)
	ldo -80(%r30),%r30
.L19:
	b .L22
	stw %r0,0(%r20)
	.EXIT
	.PROCEND
	.size	bn_mul, .-bn_mul
	.align 8
.globl bn_cmp
	.type	bn_cmp, @function
bn_cmp:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldo -1(%r24),%r24
	cmpib,> 0,%r24,.L33
	extrd,s %r24,63,32,%r31
	shladd,l %r31,2,%r26,%r28
	extrd,u %r24,63,32,%r24
	ldo -4(%r28),%r28
	depd,z %r24,61,62,%r24
	shladd,l %r31,2,%r26,%r26
	shladd,l %r31,2,%r25,%r25
	b .L32
	sub %r28,%r24,%r28
.L31:
	cmpb,*= %r28,%r26,.L33
	ldo -4(%r25),%r25
.L32:
	ldw 0(%r26),%r19
	ldw 0(%r25),%r31
	cmpb,=,n %r31,%r19,.L31
	ldo -4(%r26),%r26
	cmpb,>>= %r31,%r19,.L30
	ldi -1,%r28
	ldi 1,%r28
.L30:
	bve,n (%r2)
.L33:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	bn_cmp, .-bn_cmp
	.align 8
.globl bn_shl1
	.type	bn_shl1, @function
bn_shl1:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	extrd,s %r25,63,32,%r20
	cmpib,>= 0,%r25,.L37
	ldi 0,%r28
	shladd,l %r20,2,%r26,%r20
.L38:
	ldw 0(%r26),%r31
	add,l %r31,%r31,%r19
	or %r19,%r28,%r19
	stw %r19,0(%r26)
	ldo 4(%r26),%r26
	cmpb,*<> %r20,%r26,.L38
	extrd,u %r31,32,33,%r28
.L37:
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	bn_shl1, .-bn_shl1
	.ident	"GCC: (GNU) 12.2.0"
