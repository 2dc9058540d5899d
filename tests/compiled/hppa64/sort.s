	.LEVEL 2.0w
	.text
	.align 8
.globl insertion_sort
	.type	insertion_sort, @function
insertion_sort:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 1,%r25,.L7
	extrd,s %r25,63,32,%r29
	ldo -1(%r29),%r24
	copy %r26,%r21
	extrd,u %r24,63,32,%r24
	ldi 0,%r22
.L6:
	ldw 4(%r21),%r23
	extrd,s %r22,63,32,%r19
	extrd,s %r23,63,32,%r20
	b .L3
	copy %r21,%r28
.L5:
	ldo -1(%r19),%r31
	ldo -4(%r28),%r28
	cmpib,= -1,%r31,.L8
	extrd,s %r31,63,32,%r19
.L3:
	ldw 0(%r28),%r31
	cmpb,<,n %r20,%r31,.L5
	stw %r31,4(%r28)
	ldo 1(%r19),%r28
	extrd,s %r28,63,32,%r28
	shladd,l %r28,2,%r26,%r28
.L4:
	stw %r23,0(%r28)
	ldo 4(%r21),%r21
	ldo 1(%r22),%r28
	cmpb,<> %r28,%r24,.L6
	extrd,u %r28,63,32,%r22
.L7:
	shladd,l %r29,2,%r26,%r29
	ldw 0(%r26),%r31
	ldw -4(%r29),%r28
	xor %r28,%r31,%r28
	bve (%r2)
	extrd,s %r28,63,32,%r28
.L8:
	b .L4
	copy %r26,%r28
	.EXIT
	.PROCEND
	.size	insertion_sort, .-insertion_sort
	.align 8
.globl selection_sort
	.type	selection_sort, @function
selection_sort:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS,SAVE_RP
	.ENTRY
	std %r2,-16(%r30)
	ldo -1(%r25),%r1
	extrd,s %r25,63,32,%r23
	cmpib,>= 1,%r25,.L18
	extrd,s %r1,63,32,%r1
	ldi 0,%r2
	ldo 4(%r26),%r24
	copy %r2,%r28
.L17:
	copy %r2,%r29
	ldo 1(%r2),%r25
	cmpb,>= %r25,%r23,.L14
	extrd,s %r25,63,32,%r2
	copy %r24,%r31
	copy %r2,%r20
	copy %r29,%r21
.L16:
	ldw 0(%r31),%r22
	ldw,s %r21(%r26),%r19
	cmpclr,<= %r19,%r22,%r0
	copy %r20,%r21
.L15:
	ldo 1(%r20),%r19
	ldo 4(%r31),%r31
	cmpb,<> %r19,%r23,.L16
	extrd,s %r19,63,32,%r20
	cmpb,=,n %r21,%r29,.L14
	ldw -4(%r24),%r31
	shladd,l %r21,2,%r26,%r21
	ldw 0(%r21),%r19
	ldo 1(%r28),%r28
	stw %r19,-4(%r24)
	extrd,s %r28,63,32,%r28
	stw %r31,0(%r21)
.L14:
	cmpb,<> %r1,%r25,.L17
	ldo 4(%r24),%r24
	ldd -16(%r30),%r2
	bve,n (%r2)
.L18:
	ldi 0,%r28
	ldd -16(%r30),%r2
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	selection_sort, .-selection_sort
	.align 8
.globl shell_sort
	.type	shell_sort, @function
shell_sort:
	.PROC
	.CALLINFO FRAME=80,NO_CALLS,SAVE_RP,ENTRY_GR=6
	.ENTRY
	extrw,u %r25,0,1,%r28
	std %r2,-16(%r30)
	add,l %r25,%r28,%r23
	std,ma %r6,80(%r30)
	extrw,s %r23,30,31,%r23
	copy %r26,%r6
	std %r4,-64(%r30)
	ldi 0,%r28
	extrd,s %r25,63,32,%r4
	std %r5,-72(%r30)
	std %r3,-56(%r30)
	cmpib,>= 1,%r25,.L24
	extrd,s %r23,63,32,%r23
.L23:
	cmpb,>= %r23,%r4,.L42
	sub %r0,%r23,%r25
	depd,z %r23,61,62,%r5
	extrd,s %r25,63,32,%r25
	shladd,l %r23,2,%r6,%r2
	depd,z %r25,61,62,%r25
	copy %r23,%r1
.L28:
	ldw 0(%r2),%r3
	copy %r2,%r22
	cmpb,< %r1,%r23,.L25
	extrd,s %r3,63,32,%r26
	sub %r2,%r5,%r31
	copy %r2,%r19
	b .L26
	copy %r1,%r24
.L27:
	stw %r20,0(%r19)
	ldo 1(%r28),%r28
	add,l %r22,%r25,%r19
	extrd,s %r28,63,32,%r28
	cmpb,> %r23,%r21,.L34
	add,l %r31,%r25,%r31
.L26:
	sub %r24,%r23,%r21
	ldw 0(%r31),%r20
	copy %r31,%r29
	copy %r19,%r22
	cmpb,< %r26,%r20,.L27
	extrd,s %r21,63,32,%r24
.L25:
	stw %r3,0(%r22)
	ldo 1(%r1),%r31
	ldo 4(%r2),%r2
	cmpb,<> %r31,%r4,.L28
	extrd,s %r31,63,32,%r1
	extrd,s %r23,62,63,%r23
.L44:
	cmpb,*<> %r0,%r23,.L23
	nop
.L24:
	ldd -96(%r30),%r2
	ldd -72(%r30),%r5
	ldd -64(%r30),%r4
	ldd -56(%r30),%r3
	bve (%r2)
	ldd,mb -80(%r30),%r6
.L34:
	copy %r29,%r22
	stw %r3,0(%r22)
	ldo 1(%r1),%r31
	ldo 4(%r2),%r2
	cmpb,<> %r31,%r4,.L28
	extrd,s %r31,63,32,%r1
	b .L44
	extrd,s %r23,62,63,%r23
.L42:
	b .L23
	extrd,s %r23,62,63,%r23
	.EXIT
	.PROCEND
	.size	shell_sort, .-shell_sort
	.align 8
.globl binary_search
	.type	binary_search, @function
binary_search:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldo -1(%r25),%r25
	extrd,s %r24,63,32,%r24
	cmpib,> 0,%r25,.L50
	extrd,s %r25,63,32,%r21
	b .L49
	ldi 0,%r19
.L52:
	extrd,s %r31,63,32,%r19
	cmpb,> %r19,%r21,.L53
	ldi -1,%r28
.L49:
	sub %r21,%r19,%r31
.L54:
	extrw,s %r31,30,31,%r31
	add,l %r31,%r19,%r31
	extrd,s %r31,63,32,%r28
	ldw,s %r28(%r26),%r20
	cmpclr,<> %r24,%r20,%r0
	b,n .L46
	cmpb,>,n %r24,%r20,.L52
	ldo 1(%r31),%r31
	ldo -1(%r31),%r31
	extrd,s %r31,63,32,%r21
	cmpb,<= %r19,%r21,.L54
	sub %r21,%r19,%r31
.L50:
	ldi -1,%r28
.L46:
.L53:
	bve,n (%r2)
	.EXIT
	.PROCEND
	.size	binary_search, .-binary_search
	.align 8
.globl max_index
	.type	max_index, @function
max_index:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	cmpib,>= 1,%r25,.L59
	extrd,s %r25,63,32,%r22
	ldo 4(%r26),%r31
	ldi 1,%r20
	ldi 0,%r28
.L58:
	ldw 0(%r31),%r21
	ldw,s %r28(%r26),%r19
	cmpclr,>= %r19,%r21,%r0
	copy %r20,%r28
.L57:
	ldo 1(%r20),%r19
	ldo 4(%r31),%r31
	cmpb,<> %r19,%r22,.L58
	extrd,s %r19,63,32,%r20
	bve,n (%r2)
.L59:
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size	max_index, .-max_index
	.ident	"GCC: (GNU) 12.2.0"
