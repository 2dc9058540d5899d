; RSA private-key operation c^d mod n, 22-digit moduli, sliding window of 4 bits, squaring routine
; Written by kernels/dsp56k/rsa_gen.py; see its docstring. Addresses come from the
; layout (workbench/layouts/dsp_rsa.py). One block = one operation.
        org     p:$40
main
        move    #>1,x1
        do      #NOPS,main_loop
        move    x:N0PV,y1
        move    x:<IPTR,r0
        move    #$0,r1
        move    #$0,r5
        jsr     twin22
        move    #>RSQ,r3
        jsr     mont22
        move    #>SCHED,r7
        jsr     expo22
        move    #>ONEK,r3
        jsr     mont22
        jsr     norm22
        move    #$0,r0
        move    x:<OPTR,r1
        move    #>SCR,r5
        jsr     twin22
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
expo22
        move    #$0,r0
        move    #>TAB,r1
        jsr     copyx22
        move    #$0,r3
        jsr     sqr22
        move    #$0,r4
        move    #>X2,r5
        jsr     copyy22
        move    #>TAB+0,r3
        jsr     mont22
        move    #$0,r0
        move    #>TAB+22,r1
        jsr     copyx22
        move    #>X2,r4
        move    #$0,r5
        jsr     copyy22
        move    #>TAB+22,r3
        jsr     mont22
        move    #$0,r0
        move    #>TAB+44,r1
        jsr     copyx22
        move    #>X2,r4
        move    #$0,r5
        jsr     copyy22
        move    #>TAB+44,r3
        jsr     mont22
        move    #$0,r0
        move    #>TAB+66,r1
        jsr     copyx22
        move    #>X2,r4
        move    #$0,r5
        jsr     copyy22
        move    #>TAB+66,r3
        jsr     mont22
        move    #$0,r0
        move    #>TAB+88,r1
        jsr     copyx22
        move    #>X2,r4
        move    #$0,r5
        jsr     copyy22
        move    #>TAB+88,r3
        jsr     mont22
        move    #$0,r0
        move    #>TAB+110,r1
        jsr     copyx22
        move    #>X2,r4
        move    #$0,r5
        jsr     copyy22
        move    #>TAB+110,r3
        jsr     mont22
        move    #$0,r0
        move    #>TAB+132,r1
        jsr     copyx22
        move    #>X2,r4
        move    #$0,r5
        jsr     copyy22
        move    #>TAB+132,r3
        jsr     mont22
        move    #$0,r0
        move    #>TAB+154,r1
        jsr     copyx22
        move    x:(r7)+,r0
        move    #$0,r1
        move    #$0,r5
        jsr     twin22
expo22_step
        move    x:(r7)+,a
        tst     a
        jlt     expo22_done
        jeq     expo22_sqr
        move    a1,r3
        jsr     mont22
        jmp     expo22_step
expo22_sqr
        move    #$0,r3
        jsr     sqr22
        jmp     expo22_step
expo22_done
        rts
expo_end
mont_begin
mont22
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
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$b,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$2b,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 11: 12 a*b and 11 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #11
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #10
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$c,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$2c,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 12: 13 a*b and 12 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #12
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #11
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$d,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$2d,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 13: 14 a*b and 13 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #13
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #12
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$e,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$2e,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 14: 15 a*b and 14 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #14
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #13
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$f,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$2f,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 15: 16 a*b and 15 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #15
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #14
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$10,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$30,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 16: 17 a*b and 16 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #16
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #15
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$11,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$31,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 17: 18 a*b and 17 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #17
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #16
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$12,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$32,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 18: 19 a*b and 18 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #18
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #17
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$13,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$33,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 19: 20 a*b and 19 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #19
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #18
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$14,r4
        move    a0,x0
        mpy     x0,y1,a #$20,r1
        asr     a #$34,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 20: 21 a*b and 20 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #20
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #19
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b y:<NBUF,y0
        asr     b #$15,r4
        move    b0,x0
        mpy     x0,y1,b #$20,r1
        asr     b #$35,r5
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 21: 22 a*b and 21 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #21
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #20
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a y:<NBUF,y0
        asr     a r3,r0
        move    a0,x0
        mpy     x0,y1,a #$15,r4
        asr     a #$21,r1
        move    a0,x0
        move    #$35,r5
        mac     x0,y0,b x0,x:(r2)+
        move    #$0,r2
        move    b2,a
        move    b1,a0
; column 22: 21 a*b and 21 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #20
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #20
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$22,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 23: 20 a*b and 20 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #19
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #19
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$23,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 24: 19 a*b and 19 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #18
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #18
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$24,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 25: 18 a*b and 18 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #17
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #17
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$25,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 26: 17 a*b and 17 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #16
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #16
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$26,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 27: 16 a*b and 16 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #15
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #15
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$27,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 28: 15 a*b and 15 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #14
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #14
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$28,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 29: 14 a*b and 14 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #13
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #13
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$29,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 30: 13 a*b and 13 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #12
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #12
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$2a,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 31: 12 a*b and 12 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #11
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #11
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$2b,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 32: 11 a*b and 11 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #10
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #10
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$2c,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 33: 10 a*b and 10 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #9
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$2d,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 34: 9 a*b and 9 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #8
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$2e,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 35: 8 a*b and 8 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #7
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$2f,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 36: 7 a*b and 7 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #6
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$30,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 37: 6 a*b and 6 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #5
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$31,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 38: 5 a*b and 5 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #4
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$32,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 39: 4 a*b and 4 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        rep     #3
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$33,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 40: 3 a*b and 3 m*n digit products into a
        move    x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #2
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a (r3)+
        tfr     a,b r3,r0
        asr     b #$15,r4
        move    b0,x0
        move    b0,y0
        move    #$34,r1
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 41: 2 a*b and 2 m*n digit products into b
        move    x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b (r3)+
        tfr     b,a r3,r0
        asr     a #$15,r4
        move    a0,x0
        move    a0,y0
        move    #$35,r1
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 42: 1 a*b and 1 m*n digit products into a
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
; column 43: 0 a*b and 0 m*n digit products into b
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        rts
mont_end
sqr_begin
sqr22
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
        asr     b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        mac     x0,y0,b #$2,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$22,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 2: 3 a*b and 2 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$3,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$23,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 3: 4 a*b and 3 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #2
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$4,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$24,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 4: 5 a*b and 4 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #3
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$5,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$25,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 5: 6 a*b and 5 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #4
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$6,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$26,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 6: 7 a*b and 6 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #5
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$7,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$27,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 7: 8 a*b and 7 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #6
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$8,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$28,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 8: 9 a*b and 8 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #7
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$9,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$29,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 9: 10 a*b and 9 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #8
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$a,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$2a,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 10: 11 a*b and 10 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #9
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$b,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$2b,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 11: 12 a*b and 11 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #10
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$c,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$2c,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 12: 13 a*b and 12 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #11
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$d,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$2d,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 13: 14 a*b and 13 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #12
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$e,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$2e,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 14: 15 a*b and 14 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #13
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$f,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$2f,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 15: 16 a*b and 15 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #14
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$10,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$30,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 16: 17 a*b and 16 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #15
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$11,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$31,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 17: 18 a*b and 17 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #16
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$12,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$32,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 18: 19 a*b and 18 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #17
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$13,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$33,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 19: 20 a*b and 19 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b r3,r0
        rep     #18
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b #$14,r4
        tfr     b,a y:<NBUF,y0
        asr     a #$20,r1
        move    a0,x0
        mpy     x0,y1,a #$34,r5
        asr     a
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    b2,a
        move    b1,a0
; column 20: 21 a*b and 20 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a r3,r0
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #19
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a #$15,r4
        tfr     a,b y:<NBUF,y0
        asr     b #$20,r1
        move    b0,x0
        mpy     x0,y1,b #$35,r5
        asr     b
        move    b0,x0
        mac     x0,y0,a x0,x:(r2)+
        move    a2,b
        move    a1,b0
; column 21: 22 a*b and 21 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #10
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #20
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a y:<NBUF,y0
        asr     a #$15,r4
        move    a0,x0
        mpy     x0,y1,a #$21,r1
        asr     a #$35,r5
        move    a0,x0
        mac     x0,y0,b x0,x:(r2)+
        move    #$0,r2
        move    b2,a
        move    b1,a0
; column 22: 21 a*b and 21 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #20
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$22,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 23: 20 a*b and 20 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #9
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #19
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$23,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 24: 19 a*b and 19 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #18
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$24,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 25: 18 a*b and 18 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #8
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #17
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$25,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 26: 17 a*b and 17 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #16
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$26,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 27: 16 a*b and 16 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #7
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #15
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$27,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 28: 15 a*b and 15 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #14
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$28,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 29: 14 a*b and 14 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #6
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #13
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$29,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 30: 13 a*b and 13 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #12
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$2a,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 31: 12 a*b and 12 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #5
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #11
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$2b,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 32: 11 a*b and 11 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #10
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$2c,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 33: 10 a*b and 10 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #4
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #9
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$2d,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 34: 9 a*b and 9 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #8
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$2e,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 35: 8 a*b and 8 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #3
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #7
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$2f,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 36: 7 a*b and 7 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #6
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$30,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 37: 6 a*b and 6 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        rep     #2
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #5
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$31,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 38: 5 a*b and 5 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #4
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$32,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 39: 4 a*b and 4 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        rep     #3
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$33,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 40: 3 a*b and 3 m*n digit products into a
        asr     a x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,a x:(r0)+,x0 y:(r4)-,y0
        asl     a (r3)+
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        rep     #2
        mac     x0,y0,a x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,a r3,r0
        tfr     a,b #$15,r4
        asr     b #$34,r1
        move    b0,x0
        move    b0,y0
        move    #$35,r5
        mac     -x1,x0,a x0,x:(r2)+ y0,y:(r6)+
        move    a2,b
        move    a1,b0
; column 41: 2 a*b and 2 m*n digit products into b
        asr     b x:(r0)+,x0 y:(r4)-,y0
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        asl     b (r3)+
        mac     x0,y0,b x:(r1)+,x0 y:(r5)-,y0
        mac     x0,y0,b r3,r0
        tfr     b,a #$15,r4
        asr     a #$35,r1
        move    a0,x0
        move    a0,y0
        move    #$35,r5
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        move    b2,a
        move    b1,a0
; column 42: 1 a*b and 1 m*n digit products into a
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
; column 43: 0 a*b and 0 m*n digit products into b
        tfr     b,a
        asr     a
        move    a0,x0
        move    a0,y0
        mac     -x1,x0,b x0,x:(r2)+ y0,y:(r6)+
        rts
sqr_end
; twin22: X:(r0) -> X:(r1) and Y:(r5), 22 words
twin22
        do      #22,twin22_end
        move    x:(r0)+,x0
        move    x0,y0
        move    x0,x:(r1)+ y0,y:(r5)+
twin22_end
        rts
; copyx22: X:(r0) -> X:(r1)
copyx22
        do      #22,copyx22_end
        move    x:(r0)+,x0
        move    x0,x:(r1)+
copyx22_end
        rts
; copyy22: Y:(r4) -> Y:(r5)
copyy22
        do      #22,copyy22_end
        move    y:(r4)+,y0
        move    y0,y:(r5)+
copyy22_end
        rts
; axpy22: X:(r1), Y:(r5) = X:(r0) + s*Y:(r4), s in y1, signed digits re-normalised
axpy22
        clr     a
        do      #22,axpy22_end
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
axpy22_end
        rts
; norm22: BUF in (-N, N) -> [0, N): the sign of the value is the sign of its carry out
; of an exact (floor) digit pass; if negative, BUF += N (Y:NBUF). Clobbers y1.
norm22
        clr     a #$0,r0
        do      #22,norm22_sign
        move    x:(r0)+,x0
        mac     x1,x0,a
        asr     a
        move    a2,b
        move    a1,b0
        asl     b
        tfr     b,a
norm22_sign
        tst     a #$0,r0
        jge     norm22_done
        move    #>1,y1
        move    #$20,r4
        move    #$0,r1
        move    #$0,r5
        jsr     axpy22
norm22_done
        rts
