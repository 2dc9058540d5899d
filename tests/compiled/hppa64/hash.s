	.LEVEL 2.0w
	.text
	.align 8
.globl fnv1a
	.type	fnv1a, @function
fnv1a:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L4
	extrd,s %r25,63,32,%r19
	ldil L'-2128831035,%r28
	add,l %r26,%r19,%r19
	ldo R'-2128831035(%r28),%r28
	depdi 0,0+32-1,32,%r28
.L3:
	ldb 0(%r26),%r31
	ldo 1(%r26),%r26
	xor %r31,%r28,%r28
	depw,z %r28,14,15,%r31
	shladd,l %r28,1,%r31,%r31 
	add,l %r31,%r28,%r31
	shladd,l %r31,3,%r28,%r31 
	shladd,l %r31,3,%r28,%r31 
	shladd,l %r31,1,%r28,%r28 
	cmpb,*<> %r19,%r26,.L3
	extrd,u %r28,63,32,%r28
	bve,n (%r2)
.L4:
	ldil L'-2128831035,%r28
	ldo R'-2128831035(%r28),%r28
	bve (%r2)
	depdi 0,0+32-1,32,%r28
	.EXIT
	.PROCEND
	.size	fnv1a, .-fnv1a
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	.dword	1469598103934665603
	.text
	.align 8
.globl fnv1a64
	.type	fnv1a64, @function
fnv1a64:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LT'.LC0,%r27
	extrd,s %r25,63,32,%r19
	ldd RT'.LC0(%r1),%r28
	cmpib,>= 0,%r25,.L7
	ldd 0(%r28),%r28
	add,l %r26,%r19,%r19
.L9:
	ldb 0(%r26),%r31
	ldo 1(%r26),%r26
	xor %r31,%r28,%r28
	depd,z %r28,31,32,%r31
	add,l %r31,%r28,%r31
	shladd,l %r31,1,%r28,%r31
	shladd,l %r31,2,%r28,%r31
	shladd,l %r31,1,%r28,%r31
	shladd,l %r31,3,%r28,%r31
	cmpb,*<> %r19,%r26,.L9
	shladd,l %r31,1,%r28,%r28
.L7:
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	fnv1a64, .-fnv1a64
	.section	.rodata.cst8
	.align 8
.LC2:
	.dword	3432918353
	.align 8
.LC3:
	.dword	461845907
	.align 8
.LC4:
	.dword	2246822507
	.align 8
.LC5:
	.dword	3266489909
	.text
	.align 8
.globl murmur3
	.type	murmur3, @function
murmur3:
	.PROC
	.CALLINFO FRAME=64,NO_CALLS
	.ENTRY
	ldo 64(%r30),%r30
	extrd,s %r25,63,32,%r29
	cmpib,>= 3,%r25,.L19
	extrd,u %r24,63,32,%r24
	ldo -4(%r29),%r23
	ldo 4(%r26),%r22
	extrw,u %r23,29,30,%r23
	ldil L'-430669824,%r25
	extrd,u %r23,63,32,%r28
	copy %r26,%r19
	shladd,l %r28,2,%r22,%r22
	ldo -5276(%r25),%r25
.L14:
	ldb 1(%r19),%r31
	ldb 2(%r19),%r20
	depw,z %r31,23,24,%r31
	depw,z %r20,15,16,%r20
	ldb 0(%r19),%r21
	ldb 3(%r19),%r28
	or %r31,%r20,%r31
	depw,z %r28,7,8,%r28
	or %r31,%r21,%r31
	addil LT'.LC2,%r27
	ldd RT'.LC2(%r1),%r1
	fldd 0(%r1),%fr23
	or %r31,%r28,%r28
	std %r28,-56(%r30)
	fldd -56(%r30),%fr22
	xmpyu %fr22R,%fr23R,%fr22
	fstd %fr22,-56(%r30)
	addil LT'.LC3,%r27
	ldd -56(%r30),%r28
	ldd RT'.LC3(%r1),%r1
	shrpw %r28,%r28,17,%r28
	fldd 0(%r1),%fr23
	ldo 4(%r19),%r19
	std %r28,-56(%r30)
	fldd -56(%r30),%fr22
	xmpyu %fr22R,%fr23R,%fr22
	fstd %fr22,-56(%r30)
	ldd -56(%r30),%r28
	xor %r28,%r24,%r28
	shrpw %r28,%r28,19,%r28
	shladd,l %r28,2,%r28,%r28 
	add,l %r28,%r25,%r28
	cmpb,*<> %r22,%r19,.L14
	extrd,u %r28,63,32,%r24
	ldo 1(%r23),%r23
	depw,z %r23,29,30,%r23
	extrd,s %r23,63,32,%r23
.L13:
	extrw,u %r29,31,2,%r28
	cmpiclr,<> 2,%r28,%r0
	b,n .L20
	cmpiclr,<> 3,%r28,%r0
	b,n .L16
	cmpib,= 1,%r28,.L23
	ldi 0,%r31
.L18:
	xor %r29,%r24,%r29
	addil LT'.LC4,%r27
	ldd RT'.LC4(%r1),%r1
	fldd 0(%r1),%fr23
	extrw,u %r29,15,16,%r28
	xor %r28,%r29,%r28
	std %r28,-56(%r30)
	fldd -56(%r30),%fr22
	xmpyu %fr22R,%fr23R,%fr22
	addil LT'.LC5,%r27
	ldd RT'.LC5(%r1),%r1
	fldd 0(%r1),%fr23
	fstd %fr22,-56(%r30)
	ldd -56(%r30),%r28
	extrw,u %r28,18,19,%r31
	xor %r31,%r28,%r31
	std %r31,-56(%r30)
	fldd -56(%r30),%fr22
	xmpyu %fr22R,%fr23R,%fr22
	fstd %fr22,-56(%r30)
	ldd -56(%r30),%r31
	extrw,u %r31,15,16,%r28
	xor %r28,%r31,%r28
	extrd,u %r28,63,32,%r28
	bve (%r2)
	ldo -64(%r30),%r30
.L23:
.L17:
	add,l %r26,%r23,%r26
	addil LT'.LC2,%r27
	ldb 0(%r26),%r28
	ldd RT'.LC2(%r1),%r1
	xor %r28,%r31,%r28
	fldd 0(%r1),%fr23
	std %r28,-56(%r30)
	addil LT'.LC3,%r27
	fldd -56(%r30),%fr22
	xmpyu %fr22R,%fr23R,%fr22
	ldd RT'.LC3(%r1),%r1
	fstd %fr22,-56(%r30)
	fldd 0(%r1),%fr23
	ldd -56(%r30),%r28
	shrpw %r28,%r28,17,%r28
	std %r28,-56(%r30)
	fldd -56(%r30),%fr22
	xmpyu %fr22R,%fr23R,%fr22
	fstd %fr22,-56(%r30)
	ldd -56(%r30),%r28
	xor %r28,%r24,%r28
	b .L18
	extrd,u %r28,63,32,%r24
.L16:
	ldo 2(%r23),%r28
	extrd,s %r28,63,32,%r28
	ldb %r28(%r26),%r19
	depw,z %r19,15,16,%r19
	extrd,u %r19,63,32,%r19
.L15:
	ldo 1(%r23),%r28
	extrd,s %r28,63,32,%r28
	ldb %r28(%r26),%r31
	depw,z %r31,23,24,%r31
	xor %r31,%r19,%r31
	b .L17
	extrd,u %r31,63,32,%r31
.L20:
	b .L15
	ldi 0,%r19
.L19:
	b .L13
	ldi 0,%r23
	.EXIT
	.PROCEND
	.size	murmur3, .-murmur3
	.align 8
.globl jenkins_oaat
	.type	jenkins_oaat, @function
jenkins_oaat:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L27
	extrd,s %r25,63,32,%r20
	ldi 0,%r19
	add,l %r26,%r20,%r20
.L26:
	ldb 0(%r26),%r31
	add,l %r31,%r19,%r31
	ldo 1(%r26),%r26
	depw,z %r31,21,22,%r28
	add,l %r28,%r31,%r28
	extrw,u %r28,25,26,%r31
	xor %r31,%r28,%r28
	cmpb,*<> %r20,%r26,.L26
	extrd,u %r28,63,32,%r19
	shladd,l %r28,3,%r28,%r28 
	extrw,u %r28,20,21,%r31
	xor %r31,%r28,%r31
	depw,z %r31,16,17,%r28
	add,l %r28,%r31,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
.L27:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	jenkins_oaat, .-jenkins_oaat
	.align 8
.globl xorshift32
	.type	xorshift32, @function
xorshift32:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldo -1(%r25),%r20
	extrd,u %r26,63,32,%r28
	cmpib,= 0,%r25,.L30
	extrd,s %r20,63,32,%r20
.L31:
	depw,z %r28,18,19,%r31
	xor %r31,%r28,%r28
	ldo -1(%r20),%r19
	extrw,u %r28,14,15,%r31
	extrd,s %r19,63,32,%r20
	xor %r31,%r28,%r31
	depw,z %r31,26,27,%r28
	xor %r28,%r31,%r28
	cmpib,<> -1,%r19,.L31
	extrd,u %r28,63,32,%r28
.L30:
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	xorshift32, .-xorshift32
	.ident	"GCC: (GNU) 12.2.0"
