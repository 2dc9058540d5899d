	.LEVEL 2.0w
	.text
	.align 8
.globl gcd
	.type	gcd, @function
gcd:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS,SAVE_RP
	.ENTRY
	std %r2,-16(%r30)
	extrd,u %r26,63,32,%r31
	cmpib,= 0,%r25,.L4
	extrd,u %r25,63,32,%r19
.L3:
	copy %r31,%r26
	copy %r19,%r25
	copy %r19,%r28
	.IMPORT $$remU,MILLICODE
	b,l $$remU,%r2
	copy %r19,%r31
	cmpib,<> 0,%r29,.L3
	extrd,u %r29,63,32,%r19
	ldd -16(%r30),%r2
	bve,n (%r2)
.L4:
	copy %r31,%r28
	ldd -16(%r30),%r2
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	gcd, .-gcd
	.align 8
.globl isqrt
	.type	isqrt, @function
isqrt:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	extrd,u %r26,63,32,%r20
	depwi,z -1,31,30,%r28
	cmpb,<< %r28,%r26,.L8
	ldil L'1073741824,%r31
.L9:
	extrw,u %r31,29,30,%r28
	cmpb,>> %r28,%r20,.L9
	extrd,u %r28,63,32,%r31
	cmpclr,*<> %r0,%r31,%r0
	b,n .L17
.L8:
	ldi 0,%r28
	extrw,u %r28,30,31,%r19
.L18:
	add,l %r28,%r31,%r21
	extrd,u %r19,63,32,%r28
	cmpb,>> %r21,%r20,.L11
	add,l %r31,%r19,%r19
	sub %r20,%r21,%r20
	extrd,u %r19,63,32,%r28
	extrd,u %r20,63,32,%r20
.L11:
	extrd,u %r31,61,62,%r31
	cmpb,*<> %r0,%r31,.L18
	extrw,u %r28,30,31,%r19
	bve,n (%r2)
.L17:
	bve (%r2)
	copy %r31,%r28
	.EXIT
	.PROCEND
	.size	isqrt, .-isqrt
	.align 8
.globl digit_sum
	.type	digit_sum, @function
digit_sum:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,= 0,%r26,.L22
	extrd,u %r26,63,32,%r20
	ldi 0,%r28
.L21:
	shladd,l %r20,1,%r20,%r31
	depd,z %r31,59,60,%r19
	add,l %r31,%r19,%r31
	depd,z %r31,55,56,%r19
	add,l %r31,%r19,%r31
	depd,z %r31,47,48,%r19
	copy %r20,%r21
	add,l %r31,%r19,%r31
	shladd,l %r31,2,%r20,%r31
	extrd,u %r31,0+29-1,29,%r31
	shladd,l %r31,2,%r31,%r19 
	add,l %r19,%r19,%r19
	sub %r20,%r19,%r19
	extrd,u %r31,63,32,%r20
	add,l %r19,%r28,%r28
	cmpib,<< 9,%r21,.L21
	extrd,u %r28,63,32,%r28
	bve,n (%r2)
.L22:
	bve (%r2)
	copy %r20,%r28
	.EXIT
	.PROCEND
	.size	digit_sum, .-digit_sum
	.align 8
.globl div_mod
	.type	div_mod, @function
div_mod:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS,SAVE_RP
	.ENTRY
	std %r2,-16(%r30)
	extrd,s %r26,63,32,%r31
	extrd,s %r25,63,32,%r28
	copy %r31,%r26
	copy %r28,%r25
	.IMPORT $$divI,MILLICODE
	b,l $$divI,%r2
	nop
	copy %r28,%r25
	copy %r31,%r26
	shladd,l %r29,2,%r29,%r28 
	.IMPORT $$remI,MILLICODE
	b,l $$remI,%r2
	shladd,l %r28,2,%r28,%r28 
	shladd,l %r28,2,%r28,%r28 
	ldd -16(%r30),%r2
	shladd,l %r28,3,%r29,%r28 
	extrd,s %r28,63,32,%r28
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	div_mod, .-div_mod
	.align 8
.globl mul_wide
	.type	mul_wide, @function
mul_wide:
	.PROC
	.CALLINFO FRAME=64,NO_CALLS
	.ENTRY
	ldo 64(%r30),%r30
	std %r25,-56(%r30)
	fldd -56(%r30),%fr22
	std %r26,-56(%r30)
	fldd -56(%r30),%fr23
	xmpyu %fr22R,%fr23R,%fr22
	fstd %fr22,-56(%r30)
	ldd -56(%r30),%r28
	bve (%r2)
	ldo -64(%r30),%r30
	.EXIT
	.PROCEND
	.size	mul_wide, .-mul_wide
	.align 8
.globl add64
	.type	add64, @function
add64:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	bve (%r2)
	add,l %r26,%r25,%r28
	.EXIT
	.PROCEND
	.size	add64, .-add64
	.align 8
.globl shl64
	.type	shl64, @function
shl64:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	extrd,s %r25,63,32,%r25
	mtsarcm %r25
	bve (%r2)
	depd,z %r26,%sar,64,%r28
	.EXIT
	.PROCEND
	.size	shl64, .-shl64
	.align 8
.globl powmod16
	.type	powmod16, @function
powmod16:
	.PROC
	.CALLINFO FRAME=64,NO_CALLS,SAVE_RP
	.ENTRY
	std %r2,-16(%r30)
	extrd,u %r26,63,32,%r28
	extrd,u %r24,63,32,%r24
	ldi 1,%r26
	extrd,u %r25,63,32,%r31
	copy %r24,%r25
	ldo 64(%r30),%r30
	b,l $$remU,%r2
	nop
	copy %r28,%r26
	copy %r24,%r25
	extrd,u %r29,63,32,%r28
	b,l $$remU,%r2
	nop
	cmpb,*= %r0,%r31,.L29
	extrd,u %r29,63,32,%r26
.L31:
	copy %r26,%r19
	std %r19,-56(%r30)
	fldd -56(%r30),%fr22
	copy %r28,%r19
	std %r19,-56(%r30)
	fldd -56(%r30),%fr23
	std %r26,-56(%r30)
	fldd -56(%r30),%fr24
	xmpyu %fr24R,%fr23R,%fr24
	extrw,u %r31,31,1,%r19
	fstd %fr24,-56(%r30)
	cmpib,= 0,%r19,.L30
	ldd -56(%r30),%r26
	copy %r24,%r25
	b,l $$remU,%r2
	nop
	extrd,u %r29,63,32,%r28
.L30:
	xmpyu %fr22R,%fr22R,%fr22
	copy %r24,%r25
	fstd %fr22,-56(%r30)
	ldd -56(%r30),%r26
	b,l $$remU,%r2
	extrd,u %r31,62,63,%r31
	cmpb,*<> %r0,%r31,.L31
	extrd,u %r29,63,32,%r26
.L29:
	ldd -80(%r30),%r2
	bve (%r2)
	ldo -64(%r30),%r30
	.EXIT
	.PROCEND
	.size	powmod16, .-powmod16
	.align 8
.globl fib
	.type	fib, @function
fib:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldo -1(%r26),%r20
	cmpib,>= 0,%r26,.L42
	extrd,s %r20,63,32,%r20
	ldi 1,%r21
	ldi 0,%r31
.L41:
	add,l %r31,%r21,%r31
	copy %r21,%r28
	ldo -1(%r20),%r19
	extrd,s %r31,63,32,%r21
	extrd,s %r19,63,32,%r20
	cmpib,<> -1,%r19,.L41
	copy %r28,%r31
	bve,n (%r2)
.L42:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	fib, .-fib
	.ident	"GCC: (GNU) 12.2.0"
