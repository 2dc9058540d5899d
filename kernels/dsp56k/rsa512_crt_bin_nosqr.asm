; RSA private-key operation c^d mod n, CRT over two 11-digit moduli, binary, squares as general products
; Written by kernels/dsp56k/rsa_gen.py; see its docstring. Addresses come from the
; layout (workbench/layouts/dsp_rsa.py). One block = one operation.
        org     p:$40
main
        move    #>1,x1
        do      #NOPS,main_loop
; half P: c mod P, exponentiation, out of Montgomery form
        move    #>NP,r4
        move    #$20,r5
        jsr     copyy11
        move    x:N0PP,y1
        move    x:<IPTR,r0
        nop
        jsr     redc11
        move    #>R3P,r3
        jsr     mont11
        move    #>SCHEDP,r7
        jsr     expo11
        move    #>ONEK,r3
        jsr     mont11
        jsr     norm11
        move    #$0,r0
        move    #>MP,r1
        move    #>MP,r5
        jsr     twin11
; half Q: c mod Q, exponentiation, out of Montgomery form
        move    #>NQ,r4
        move    #$20,r5
        jsr     copyy11
        move    x:N0PQ,y1
        move    x:<IPTR,r0
        nop
        jsr     redc11
        move    #>R3Q,r3
        jsr     mont11
        move    #>SCHEDQ,r7
        jsr     expo11
        move    #>ONEK,r3
        jsr     mont11
        jsr     norm11
        move    #$0,r0
        move    #>MQ,r1
        move    #>MQ,r5
        jsr     twin11
; recombination: h = (m_P - m_Q) * q^-1 mod p, m = m_Q + h*q
        move    #>$ffffff,y1
        move    #>MP,r0
        move    #>MQ,r4
        move    #$0,r1
        move    #$0,r5
        jsr     axpy11
        move    #>NP,r4
        move    #$20,r5
        jsr     copyy11
        move    x:N0PP,y1
        move    #>QINVR,r3
        jsr     mont11
        jsr     norm11
        move    x:<OPTR,r2
        move    #>SCR,r6
        move    #>MQ,r1
        move    #$0,r3
        jsr     muladd11
        move    x:<IPTR,a
        move    #>22,x0
        add     x0,a
        move    a1,x:<IPTR
        move    x:<OPTR,a
        move    #>22,x0
        add     x0,a
        move    a1,x:<OPTR
        nop
main_loop
        stop
expo_begin
expo11
        move    #$0,r0
        move    #>TAB,r1
        jsr     copyx11
        move    x:(r7)+,r0
        move    #$0,r1
        move    #$0,r5
        jsr     twin11
expo11_step
        move    x:(r7)+,a
        tst     a
        jlt     expo11_done
        jeq     expo11_sqr
        move    a1,r3
        jsr     mont11
        jmp     expo11_step
expo11_sqr
        move    #$0,r3
        jsr     mont11
        jmp     expo11_step
expo11_done
        rts
expo_end
mont_begin
mont11
        clr     a #$20,r2
        move    #$0,r4
        move    r3,r0
        move    #$20,r1
        move    #$20,r5
        move    #$0,r6
; column 0: 1 a*b and 0 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$1,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$21,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 1: 2 a*b and 1 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$2,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$22,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 2: 3 a*b and 2 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$3,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$23,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 3: 4 a*b and 3 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #2
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$4,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$24,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 4: 5 a*b and 4 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #3
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$5,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$25,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 5: 6 a*b and 5 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #4
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$6,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$26,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 6: 7 a*b and 6 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #5
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$7,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$27,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 7: 8 a*b and 7 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #6
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$8,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$28,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 8: 9 a*b and 8 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #7
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$9,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$29,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 9: 10 a*b and 9 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #8
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$a,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$2a,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 10: 11 a*b and 10 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #10
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #9
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b y:<NBUF,y0
        asr     b r3,r0
        move    b0,x0
        mpy     x0,y1,b #$a,r4
        asr     b #$21,r1
        move    b0,x0
        move    #$2a,r5
        mac     x0,y0,a x0,x:(r2)+
        move    #$0,r2
        move    a2,b
        move    a1,b0
; column 11: 10 a*b and 10 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #9
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$a,r4
        move    a0,x0
        move    a0,y0
        move    #$22,r1
        move    #$2a,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 12: 9 a*b and 9 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #8
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$a,r4
        move    b0,x0
        move    b0,y0
        move    #$23,r1
        move    #$2a,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 13: 8 a*b and 8 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #7
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$a,r4
        move    a0,x0
        move    a0,y0
        move    #$24,r1
        move    #$2a,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 14: 7 a*b and 7 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #6
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$a,r4
        move    b0,x0
        move    b0,y0
        move    #$25,r1
        move    #$2a,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 15: 6 a*b and 6 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #5
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$a,r4
        move    a0,x0
        move    a0,y0
        move    #$26,r1
        move    #$2a,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 16: 5 a*b and 5 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #4
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$a,r4
        move    b0,x0
        move    b0,y0
        move    #$27,r1
        move    #$2a,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 17: 4 a*b and 4 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #3
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$a,r4
        move    a0,x0
        move    a0,y0
        move    #$28,r1
        move    #$2a,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 18: 3 a*b and 3 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #2
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$a,r4
        move    b0,x0
        move    b0,y0
        move    #$29,r1
        move    #$2a,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 19: 2 a*b and 2 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$a,r4
        move    a0,x0
        move    a0,y0
        move    #$2a,r1
        move    #$2a,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 20: 1 a*b and 1 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 21: 0 a*b and 0 m*n digit products into b
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        rts
mont_end
sqr_begin
sqr_end
crt_begin
redc11
        clr     a #$20,r2
        move    #$20,r1
        move    #$20,r5
        move    #$0,r6
; column 0: 0 a*b and 0 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$21,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 1: 0 a*b and 1 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$20,r1
        tfr     b,a y:<NBUF,y0
        asr     a #$22,r5
        move    a0,x0
        mpy     x0,y1,a
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 2: 0 a*b and 2 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$20,r1
        tfr     a,b y:<NBUF,y0
        asr     b #$23,r5
        move    b0,x0
        mpy     x0,y1,b
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 3: 0 a*b and 3 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #2
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$20,r1
        tfr     b,a y:<NBUF,y0
        asr     a #$24,r5
        move    a0,x0
        mpy     x0,y1,a
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 4: 0 a*b and 4 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #3
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$20,r1
        tfr     a,b y:<NBUF,y0
        asr     b #$25,r5
        move    b0,x0
        mpy     x0,y1,b
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 5: 0 a*b and 5 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #4
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$20,r1
        tfr     b,a y:<NBUF,y0
        asr     a #$26,r5
        move    a0,x0
        mpy     x0,y1,a
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 6: 0 a*b and 6 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #5
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$20,r1
        tfr     a,b y:<NBUF,y0
        asr     b #$27,r5
        move    b0,x0
        mpy     x0,y1,b
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 7: 0 a*b and 7 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #6
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$20,r1
        tfr     b,a y:<NBUF,y0
        asr     a #$28,r5
        move    a0,x0
        mpy     x0,y1,a
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 8: 0 a*b and 8 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #7
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$20,r1
        tfr     a,b y:<NBUF,y0
        asr     b #$29,r5
        move    b0,x0
        mpy     x0,y1,b
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 9: 0 a*b and 9 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #8
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$20,r1
        tfr     b,a y:<NBUF,y0
        asr     a #$2a,r5
        move    a0,x0
        mpy     x0,y1,a
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 10: 0 a*b and 10 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #9
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$21,r1
        tfr     a,b y:<NBUF,y0
        asr     b #$2a,r5
        move    b0,x0
        mpy     x0,y1,b
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    #$0,r2
        move    a2,b
        move    a1,b0
; column 11: 0 a*b and 10 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #9
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$22,r1
        tfr     b,a #$2a,r5
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 12: 0 a*b and 9 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #8
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$23,r1
        tfr     a,b #$2a,r5
        asr     b
        move    b0,x0
        move    b0,y0
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 13: 0 a*b and 8 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #7
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$24,r1
        tfr     b,a #$2a,r5
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 14: 0 a*b and 7 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #6
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$25,r1
        tfr     a,b #$2a,r5
        asr     b
        move    b0,x0
        move    b0,y0
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 15: 0 a*b and 6 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #5
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$26,r1
        tfr     b,a #$2a,r5
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 16: 0 a*b and 5 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #4
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$27,r1
        tfr     a,b #$2a,r5
        asr     b
        move    b0,x0
        move    b0,y0
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 17: 0 a*b and 4 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #3
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$28,r1
        tfr     b,a #$2a,r5
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 18: 0 a*b and 3 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #2
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$29,r1
        tfr     a,b #$2a,r5
        asr     b
        move    b0,x0
        move    b0,y0
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 19: 0 a*b and 2 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$2a,r1
        tfr     b,a #$2a,r5
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 20: 0 a*b and 1 m*n digit products into a
        move    x:(r0)+,x0
        mac     x1,x0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 21: 0 a*b and 0 m*n digit products into b
        move    x:(r0)+,x0
        mac     x1,x0,b
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        rts
muladd11
        clr     a
        move    #>QN,r4
        move    r3,r0
; column 0: 1 a*b and 0 m*n digit products into a
        move    x:(r1)+,x0
        mac     x1,x0,a
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+1,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 1: 2 a*b and 0 m*n digit products into b
        move    x:(r1)+,x0
        mac     x1,x0,b
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+2,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 2: 3 a*b and 0 m*n digit products into a
        move    x:(r1)+,x0
        mac     x1,x0,a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+3,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 3: 4 a*b and 0 m*n digit products into b
        move    x:(r1)+,x0
        mac     x1,x0,b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+4,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 4: 5 a*b and 0 m*n digit products into a
        move    x:(r1)+,x0
        mac     x1,x0,a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+5,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 5: 6 a*b and 0 m*n digit products into b
        move    x:(r1)+,x0
        mac     x1,x0,b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+6,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 6: 7 a*b and 0 m*n digit products into a
        move    x:(r1)+,x0
        mac     x1,x0,a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+7,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 7: 8 a*b and 0 m*n digit products into b
        move    x:(r1)+,x0
        mac     x1,x0,b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+8,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 8: 9 a*b and 0 m*n digit products into a
        move    x:(r1)+,x0
        mac     x1,x0,a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+9,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 9: 10 a*b and 0 m*n digit products into b
        move    x:(r1)+,x0
        mac     x1,x0,b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+10,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 10: 11 a*b and 0 m*n digit products into a
        move    x:(r1)+,x0
        mac     x1,x0,a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #10
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+10,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 11: 10 a*b and 0 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+10,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 12: 9 a*b and 0 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+10,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 13: 8 a*b and 0 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+10,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 14: 7 a*b and 0 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+10,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 15: 6 a*b and 0 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+10,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 16: 5 a*b and 0 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+10,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 17: 4 a*b and 0 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+10,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 18: 3 a*b and 0 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b
        move    b0,x0
        move    b0,y0
        move    #>QN+10,r4
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 19: 2 a*b and 0 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a
        move    a0,x0
        move    a0,y0
        move    #>QN+10,r4
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 20: 1 a*b and 0 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 21: 0 a*b and 0 m*n digit products into b
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        rts
crt_end
; twin11: X:(r0) -> X:(r1) and Y:(r5), 11 words
twin11
        do      #11,twin11_end
        move    x:(r0)+,x0
        move    x0,y0
        move    x0,x:(r1)+ y0,y:(r5)+
twin11_end
        rts
; copyx11: X:(r0) -> X:(r1)
copyx11
        do      #11,copyx11_end
        move    x:(r0)+,x0
        move    x0,x:(r1)+
copyx11_end
        rts
; copyy11: Y:(r4) -> Y:(r5)
copyy11
        do      #11,copyy11_end
        move    y:(r4)+,y0
        move    y0,y:(r5)+
copyy11_end
        rts
; axpy11: X:(r1), Y:(r5) = X:(r0) + s*Y:(r4), s in y1, signed digits re-normalised
axpy11
        clr     a
        do      #11,axpy11_end
        move    x:(r0)+,x0 y:(r4)+,y0
        mac     x1,x0,a
        mac     y1,y0,a
        tfr     a,b
        asr     b
        move    b0,x0
        move    b0,y0
        mac     -x1,x0,a x0,x:(r1)+ y0,y:(r5)+
        move    a2,b
        move    a1,b0
        tfr     b,a
axpy11_end
        rts
; norm11: BUF in (-N, N) -> [0, N): the sign of the value is the sign of its carry out
; of an exact (floor) digit pass; if negative, BUF += N (Y:NBUF). Clobbers y1.
norm11
        clr     a #$0,r0
        do      #11,norm11_sign
        move    x:(r0)+,x0
        mac     x1,x0,a
        asr     a
        move    a2,b
        move    a1,b0
        asl     b
        tfr     b,a
norm11_sign
        tst     a #$0,r0
        jge     norm11_done
        move    #>1,y1
        move    #$20,r4
        move    #$0,r1
        move    #$0,r5
        jsr     axpy11
norm11_done
        rts
