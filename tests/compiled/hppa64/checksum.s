	.LEVEL 2.0w
	.text
	.align 8
.globl adler32
	.type	adler32, @function
adler32:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L4
	extrd,s %r25,63,32,%r19
	ldi 0,%r21
	add,l %r26,%r19,%r19
	ldi 1,%r22
.L3:
	ldb 0(%r26),%r20
	add,l %r20,%r22,%r20
	extrd,u %r20,63,32,%r31
	depd,z %r31,51,52,%r28
	add,l %r28,%r31,%r28
	depd,z %r28,59,60,%r28
	sub %r28,%r31,%r28
	depd,z %r28,55,56,%r28
	add,l %r28,%r31,%r28
	depd,z %r28,60,61,%r28
	sub %r28,%r31,%r28
	depd,z %r28,59,60,%r28
	add,l %r28,%r31,%r28
	extrd,u %r28,0+17-1,17,%r28
	depw,z %r28,19,20,%r31
	sub %r31,%r28,%r31
	depw,z %r31,27,28,%r31
	add,l %r31,%r28,%r28
	sub %r20,%r28,%r20
	add,l %r20,%r21,%r21
	extrd,u %r21,63,32,%r31
	ldo 1(%r26),%r26
	depd,z %r31,51,52,%r28
	extrd,u %r20,63,32,%r22
	add,l %r28,%r31,%r28
	depd,z %r28,59,60,%r28
	sub %r28,%r31,%r28
	depd,z %r28,55,56,%r28
	add,l %r28,%r31,%r28
	depd,z %r28,60,61,%r28
	sub %r28,%r31,%r28
	depd,z %r28,59,60,%r28
	add,l %r28,%r31,%r28
	extrd,u %r28,0+17-1,17,%r28
	depw,z %r28,19,20,%r31
	sub %r31,%r28,%r31
	depw,z %r31,27,28,%r31
	add,l %r31,%r28,%r28
	sub %r21,%r28,%r28
	cmpb,*<> %r19,%r26,.L3
	extrd,u %r28,63,32,%r21
	depw,z %r28,15,16,%r28
	or %r28,%r20,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
.L4:
	bve (%r2)
	ldi 1,%r28
	.EXIT
	.PROCEND
	.size	adler32, .-adler32
	.align 8
.globl fletcher16
	.type	fletcher16, @function
fletcher16:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L10
	extrd,s %r25,63,32,%r23
	ldi 0,%r20
	add,l %r26,%r23,%r23
	copy %r20,%r21
.L9:
	ldb 0(%r26),%r31
	add,l %r31,%r21,%r31
	extrd,u %r31,63,32,%r19
	depd,z %r19,55,56,%r28
	add,l %r28,%r19,%r28
	depd,z %r28,47,48,%r21
	add,l %r28,%r21,%r28
	depd,z %r28,56,57,%r28
	add,l %r28,%r19,%r28
	extrd,u %r28,0+25-1,25,%r28
	depw,z %r28,23,24,%r19
	sub %r19,%r28,%r28
	sub %r31,%r28,%r31
	add,l %r31,%r20,%r20
	extrd,u %r20,63,32,%r19
	ldo 1(%r26),%r26
	depd,z %r19,55,56,%r28
	extrd,u %r31,63,32,%r21
	add,l %r28,%r19,%r28
	depd,z %r28,47,48,%r22
	add,l %r28,%r22,%r28
	depd,z %r28,56,57,%r28
	add,l %r28,%r19,%r28
	extrd,u %r28,0+25-1,25,%r28
	depw,z %r28,23,24,%r19
	sub %r19,%r28,%r28
	sub %r20,%r28,%r28
	cmpb,*<> %r23,%r26,.L9
	extrd,u %r28,63,32,%r20
	depw,z %r28,23,24,%r28
	or %r28,%r31,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
.L10:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	fletcher16, .-fletcher16
	.align 8
.globl crc32_bitwise
	.type	crc32_bitwise, @function
crc32_bitwise:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L16
	extrd,s %r25,63,32,%r22
	ldil L'-306675712,%r21
	add,l %r26,%r22,%r22
	depdi,z -1,63,32,%r28
	ldi 8,%r23
	ldo 800(%r21),%r21
	ldb 0(%r26),%r31
.L19:
	copy %r23,%r20
	xor %r31,%r28,%r28
	extrd,u %r28,63,32,%r28
.L14:
	extrw,u %r28,30,31,%r31
	extrw,s %r28,31+1-1,1,%r28
	and %r28,%r21,%r28
	ldo -1(%r20),%r19
	xor %r31,%r28,%r31
	extrd,u %r19,63,32,%r20
	cmpib,<> 0,%r19,.L14
	extrd,u %r31,63,32,%r28
	ldo 1(%r26),%r26
	cmpb,*<>,n %r22,%r26,.L19
	ldb 0(%r26),%r31
	uaddcm %r0,%r31,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
.L16:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	crc32_bitwise, .-crc32_bitwise
	.align 8
.globl crc32_nibble
	.type	crc32_nibble, @function
crc32_nibble:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L23
	extrd,s %r25,63,32,%r20
	addil LT't.0,%r27
	add,l %r26,%r20,%r20
	ldd RT't.0(%r1),%r19
	depdi,z -1,63,32,%r31
.L22:
	ldb 0(%r26),%r28
	xor %r28,%r31,%r28
	extrw,u %r28,27,28,%r31
	extrd,u %r28,63,4,%r28
	ldw,s %r28(%r19),%r28
	xor %r31,%r28,%r31
	extrw,u %r31,27,28,%r28
	extrd,u %r31,63,4,%r31
	ldw,s %r31(%r19),%r31
	ldo 1(%r26),%r26
	xor %r28,%r31,%r28
	cmpb,*<> %r20,%r26,.L22
	extrd,u %r28,63,32,%r31
	uaddcm %r0,%r28,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
.L23:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	crc32_nibble, .-crc32_nibble
	.align 8
.globl ip_checksum
	.type	ip_checksum, @function
ip_checksum:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L30
	extrd,s %r25,63,32,%r19
	ldi 0,%r31
	shladd,l %r19,1,%r26,%r19
.L27:
	ldh 0(%r26),%r28
	ldo 2(%r26),%r26
	add,l %r28,%r31,%r28
	cmpb,*<> %r19,%r26,.L27
	extrd,u %r28,63,32,%r31
	extrw,u %r28,15,16,%r31
	cmpib,=,n 0,%r31,.L28
	extrw,u %r28,31,16,%r28
	add,l %r28,%r31,%r28
	extrw,u %r28,15,16,%r19
	cmpib,= 0,%r19,.L29
	extrd,u %r28,63,32,%r31
	extrd,u %r28,63,16,%r28
	ldo 1(%r28),%r31
.L29:
	depwi,z -1,31,16,%r28
	xor %r31,%r28,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
.L30:
	bve (%r2)
	depdi,z -1,63,16,%r28
.L28:
	depwi,z -1,31,16,%r31
	xor %r28,%r31,%r28
	bve (%r2)
	extrd,u %r28,63,32,%r28
	.EXIT
	.PROCEND
	.size	ip_checksum, .-ip_checksum
	.align 8
.globl xor_fold
	.type	xor_fold, @function
xor_fold:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	extrd,s %r25,63,32,%r19
	cmpib,>= 0,%r25,.L36
	ldi 0,%r28
	shladd,l %r19,2,%r26,%r19
.L37:
	ldw 0(%r26),%r31
	shrpw %r28,%r28,31,%r28
	ldo 4(%r26),%r26
	xor %r31,%r28,%r28
	cmpb,*<> %r19,%r26,.L37
	extrd,u %r28,63,32,%r28
.L36:
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	xor_fold, .-xor_fold
	.section	.rodata
	.align 4
	.type	t.0, @object
	.size	t.0, 64
t.0:
	.word	0
	.word	498536548
	.word	997073096
	.word	651767980
	.word	1994146192
	.word	1802195444
	.word	1303535960
	.word	1342533948
	.word	-306674912
	.word	-267414716
	.word	-690576408
	.word	-882789492
	.word	-1687895376
	.word	-2032938284
	.word	-1609899400
	.word	-1111625188
	.ident	"GCC: (GNU) 12.2.0"
