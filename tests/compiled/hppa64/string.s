	.LEVEL 2.0w
	.text
	.align 8
.globl hash_str
	.type	hash_str, @function
hash_str:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldb 0(%r26),%r19
	extrd,s %r19,63,8,%r19
	cmpb,*= %r0,%r19,.L2
	ldi 5381,%r28
.L3:
	extrw,u %r19,31,8,%r20
	depw,z %r28,26,27,%r31
	ldb,mb 1(%r26),%r19
	add,l %r31,%r28,%r31
	extrd,s %r19,63,8,%r19
	add,l %r20,%r31,%r20
	cmpb,*<> %r0,%r19,.L3
	extrd,u %r20,63,32,%r28
.L2:
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	hash_str, .-hash_str
	.align 8
.globl str_compare
	.type	str_compare, @function
str_compare:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldb 0(%r26),%r28
	extrd,s %r28,63,8,%r28
	cmpb,*<>,n %r0,%r28,.L8
	ldb 0(%r25),%r31
	b .L9
	extrd,s %r31,63,8,%r31
.L10:
	ldb,mb 1(%r26),%r28
	extrd,s %r28,63,8,%r28
	cmpb,*=,n %r0,%r28,.L14
	copy %r19,%r25
.L8:
	ldb 0(%r25),%r31
	extrd,s %r31,63,8,%r31
	cmpb,= %r28,%r31,.L10
	ldo 1(%r25),%r19
	extrd,u %r28,63,8,%r28
.L9:
	extrw,u %r31,31,8,%r31
	sub %r28,%r31,%r28
	bve (%r2)
	extrd,s %r28,63,32,%r28
.L14:
	ldb 1(%r25),%r31
	extrd,s %r31,63,8,%r31
	extrw,u %r31,31,8,%r31
	sub %r28,%r31,%r28
	bve (%r2)
	extrd,s %r28,63,32,%r28
	.EXIT
	.PROCEND
	.size	str_compare, .-str_compare
	.align 8
.globl count_char
	.type	count_char, @function
count_char:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldb 0(%r26),%r19
	extrd,s %r19,63,8,%r19
	cmpb,*= %r0,%r19,.L18
	extrd,s %r25,63,32,%r25
	ldi 0,%r28
.L17:
	xor %r19,%r25,%r31
	ldb,mb 1(%r26),%r19
	extrd,s %r19,63,8,%r19
	or,>= %r0,%r31,%r31
	subi 0,%r31,%r31
	ldo -1(%r31),%r31
	extrw,u %r31,0,1,%r31
	add,l %r31,%r28,%r28
	cmpb,*<> %r0,%r19,.L17
	extrd,s %r28,63,32,%r28
	bve,n (%r2)
.L18:
	bve (%r2)
	copy %r19,%r28
	.EXIT
	.PROCEND
	.size	count_char, .-count_char
	.align 8
.globl upcase
	.type	upcase, @function
upcase:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldb 0(%r26),%r31
	extrd,s %r31,63,8,%r31
	cmpb,*=,n %r0,%r31,.L24
	ldi 0,%r28
	ldi 25,%r20
	extrd,u %r31,63,8,%r31
.L26:
	ldo -97(%r31),%r19
	extrw,u %r19,31,8,%r19
	cmpb,<< %r20,%r19,.L22
	ldo -32(%r31),%r31
	ldo 1(%r28),%r28
	stb %r31,0(%r26)
	extrd,s %r28,63,32,%r28
.L22:
	ldb,mb 1(%r26),%r31
	extrd,s %r31,63,8,%r31
	cmpb,*<>,n %r0,%r31,.L26
	extrd,u %r31,63,8,%r31
	bve,n (%r2)
.L24:
	bve (%r2)
	copy %r31,%r28
	.EXIT
	.PROCEND
	.size	upcase, .-upcase
	.align 8
.globl reverse
	.type	reverse, @function
reverse:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldo -1(%r25),%r25
	cmpib,>= 0,%r25,.L28
	extrd,s %r25,63,32,%r28
	copy %r26,%r31
	add,l %r26,%r28,%r28
	ldi 0,%r20
.L29:
	ldb 0(%r31),%r21
	ldb 0(%r28),%r22
	ldo -1(%r28),%r28
	ldo 1(%r20),%r19
	stb %r22,0(%r31)
	ldo 1(%r31),%r31
	stb %r21,1(%r28)
	sub %r25,%r19,%r21
	cmpb,< %r19,%r21,.L29
	extrd,s %r19,63,32,%r20
.L28:
	ldb 0(%r26),%r28
	bve (%r2)
	extrd,s %r28,63,8,%r28
	.EXIT
	.PROCEND
	.size	reverse, .-reverse
	.align 8
.globl parse_int
	.type	parse_int, @function
parse_int:
	.PROC
	.CALLINFO FRAME=64,NO_CALLS
	.ENTRY
	ldb 0(%r26),%r28
	ldo 64(%r30),%r30
	ldi 32,%r31
	extrd,s %r28,63,8,%r28
	cmpb,<> %r31,%r28,.L32
	copy %r28,%r31
	ldb,mb 1(%r26),%r28
.L45:
	extrd,s %r28,63,8,%r28
	cmpb,=,n %r31,%r28,.L45
	ldb,mb 1(%r26),%r28
.L32:
	ldi 45,%r31
	cmpb,=,n %r31,%r28,.L43
	ldi 43,%r31
	cmpb,= %r31,%r28,.L44
	ldi 1,%r22
.L35:
	ldb 0(%r26),%r31
	ldi 0,%r28
	ldo -48(%r31),%r19
	extrw,u %r19,31,8,%r19
	cmpib,<< 9,%r19,.L37
	extrd,s %r31,63,8,%r31
.L36:
	shladd,l %r28,2,%r28,%r28 
	ldo -48(%r31),%r31
	ldb,mb 1(%r26),%r20
	extrw,s %r31,31,8,%r31
	ldo -48(%r20),%r19
	shladd,l %r28,1,%r31,%r21 
	extrw,u %r19,31,8,%r19
	extrd,s %r20,63,8,%r31
	cmpib,>>= 9,%r19,.L36
	extrd,s %r21,63,32,%r28
	std %r21,-56(%r30)
	fldd -56(%r30),%fr22
	std %r22,-56(%r30)
	fldd -56(%r30),%fr23
	xmpyu %fr22R,%fr23R,%fr22
	fstd %fr22,-56(%r30)
	ldd -56(%r30),%r21
	extrd,s %r21,63,32,%r28
.L37:
	bve (%r2)
	ldo -64(%r30),%r30
.L44:
	b .L35
	add,l %r26,%r22,%r26
.L43:
	ldo 1(%r26),%r26
	b .L35
	ldi -1,%r22
	.EXIT
	.PROCEND
	.size	parse_int, .-parse_int
	.align 8
.globl to_hex
	.type	to_hex, @function
to_hex:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LT'digits.0,%r27
	extrd,u %r26,63,32,%r26
	ldd RT'digits.0(%r1),%r22
	ldo 7(%r25),%r19
	ldi 0,%r28
.L47:
	extrd,u %r26,63,4,%r31
	ldb %r31(%r22),%r31
	stb %r31,0(%r19)
	add,l %r28,%r28,%r20
	extrd,s %r31,63,8,%r31
	add,l %r20,%r28,%r20
	copy %r19,%r21
	add,l %r31,%r20,%r31
	extrd,u %r26,59,60,%r26
	extrd,u %r31,63,32,%r28
	cmpb,*<> %r21,%r25,.L47
	ldo -1(%r19),%r19
	bve (%r2)
	stb %r0,8(%r25)
	.EXIT
	.PROCEND
	.size	to_hex, .-to_hex
	.section	.rodata
	.align 8
	.type	digits.0, @object
	.size	digits.0, 17
digits.0:
	.stringz	"0123456789abcdef"
	.ident	"GCC: (GNU) 12.2.0"
