	.LEVEL 2.0w
	.text
	.align 8
.globl classify
	.type	classify, @function
classify:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	extrd,s %r26,63,32,%r31
	extrd,s %r25,63,32,%r25
	cmpib,<< 9,%r26,.L2
	ldi 0,%r28
	mfia %r19
	ldo .L4+4-.(%r19),%r19
	ldw,s %r31(%r19),%r28
	extrd,s %r28,63,32,%r28
	add,l %r19,%r28,%r28
	bv,n %r0(%r28)
	.align 4
.L4:
	.begin_brtab
	.word .L13-.L4
	.word .L12-.L4
	.word .L11-.L4
	.word .L10-.L4
	.word .L9-.L4
	.word .L8-.L4
	.word .L7-.L4
	.word .L6-.L4
	.word .L5-.L4
	.word .L3-.L4
	.end_brtab
.L3:
	uaddcm %r0,%r25,%r25
	extrd,s %r25,63,32,%r28
.L2:
	bve,n (%r2)
.L5:
	bve (%r2)
	extrd,s %r25,62,63,%r28
.L13:
	ldo 1(%r25),%r25
	bve (%r2)
	extrd,s %r25,63,32,%r28
.L12:
	ldo -7(%r25),%r25
	bve (%r2)
	extrd,s %r25,63,32,%r28
.L11:
	add,l %r25,%r25,%r28
	add,l %r28,%r25,%r28
	bve (%r2)
	extrd,s %r28,63,32,%r28
.L10:
	ldi 85,%r28
	xor %r25,%r28,%r25
	bve (%r2)
	extrd,s %r25,63,32,%r28
.L9:
	extrd,s %r25,34+30-1,30,%r25
	bve (%r2)
	depd,z %r25,61,62,%r28
.L8:
	sub %r0,%r25,%r25
	bve (%r2)
	extrd,s %r25,63,32,%r28
.L7:
	ldi 240,%r28
	and %r25,%r28,%r25
	bve (%r2)
	extrd,s %r25,63,32,%r28
.L6:
	depwi -1,23,1,%r25
	bve (%r2)
	extrd,s %r25,63,32,%r28
	.EXIT
	.PROCEND
	.size	classify, .-classify
	.align 8
.globl days_in_month
	.type	days_in_month, @function
days_in_month:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,<< 12,%r26,.L18
	extrd,u %r26,63,32,%r20
	mtsarcm %r20
	ldi 5546,%r31
	depdi,z 1,%sar,64,%r19
	and %r19,%r31,%r31
	cmpb,*= %r0,%r31,.L22
	ldi 31,%r28
.L17:
	bve,n (%r2)
.L22:
	ldi 2640,%r31
	and %r19,%r31,%r19
	cmpb,*<> %r0,%r19,.L17
	ldi 30,%r28
	cmpib,= 2,%r20,.L17
	ldi 28,%r28
.L18:
	bve (%r2)
	ldi -1,%r28
	.EXIT
	.PROCEND
	.size	days_in_month, .-days_in_month
	.align 8
.globl vm_run
	.type	vm_run, @function
vm_run:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 0,%r25,.L36
	extrd,s %r25,63,32,%r21
	ldi 0,%r19
	copy %r19,%r28
	ldo 1(%r19),%r31
.L40:
	add,l %r26,%r19,%r20
	ldb 0(%r20),%r20
	cmpib,>>= 7,%r20,.L39
	extrd,s %r31,63,32,%r31
	bve (%r2)
	ldi -1,%r28
.L39:
	extrd,s %r20,63,32,%r20
	mfia %r22
	ldo .L26+4-.(%r22),%r22
	ldw,s %r20(%r22),%r23
	extrd,s %r23,63,32,%r23
	add,l %r22,%r23,%r23
	bv,n %r0(%r23)
	.align 4
.L26:
	.begin_brtab
	.word .L33-.L26
	.word .L32-.L26
	.word .L31-.L26
	.word .L30-.L26
	.word .L29-.L26
	.word .L28-.L26
	.word .L27-.L26
	.word .L25-.L26
	.end_brtab
.L27:
	add,l %r28,%r28,%r20
	copy %r31,%r19
	add,l %r20,%r28,%r31
	add,l %r31,%r31,%r31
	add,l %r31,%r28,%r31
	ldo 1(%r31),%r31
	extrd,s %r31,63,32,%r28
.L34:
	cmpb,> %r21,%r19,.L40
	ldo 1(%r19),%r31
	bve,n (%r2)
.L28:
	sub %r0,%r28,%r28
	copy %r31,%r19
	b .L34
	extrd,s %r28,63,32,%r28
.L29:
	ldo 2(%r19),%r19
	add,l %r26,%r31,%r31
	ldb 0(%r31),%r31
	extrd,s %r19,63,32,%r19
	add,l %r31,%r28,%r28
	b .L34
	extrd,s %r28,63,32,%r28
.L30:
	ldo 2(%r19),%r19
	add,l %r26,%r31,%r31
	ldb 0(%r31),%r31
	extrd,s %r19,63,32,%r19
	xor %r31,%r28,%r28
	b .L34
	extrd,s %r28,63,32,%r28
.L31:
	add,l %r28,%r28,%r28
	copy %r31,%r19
	b .L34
	extrd,s %r28,63,32,%r28
.L32:
	ldo -1(%r28),%r28
	copy %r31,%r19
	b .L34
	extrd,s %r28,63,32,%r28
.L33:
	ldo 1(%r28),%r28
	copy %r31,%r19
	b .L34
	extrd,s %r28,63,32,%r28
.L25:
	extrd,u %r28,32+31-1,31,%r28
	b .L34
	copy %r31,%r19
.L36:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	vm_run, .-vm_run
	.align 8
.globl char_kind
	.type	char_kind, @function
char_kind:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldo -9(%r26),%r26
	ldi 48,%r31
	extrd,u %r26,63,32,%r19
	cmpb,<< %r31,%r26,.L42
	ldi 0,%r28
	addil LT'CSWTCH.8,%r27
	ldd RT'CSWTCH.8(%r1),%r28
	add,l %r28,%r19,%r28
	ldb 0(%r28),%r28
	extrd,s %r28,63,8,%r28
.L42:
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	char_kind, .-char_kind
	.section	.rodata
	.align 8
	.type	CSWTCH.8, @object
	.size	CSWTCH.8, 49
CSWTCH.8:
	.byte	1
	.byte	1
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	1
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	4
	.byte	4
	.byte	3
	.byte	3
	.byte	0
	.byte	3
	.byte	0
	.byte	3
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.ident	"GCC: (GNU) 12.2.0"
