; Montgomery products, 11 signed 24-bit digits, operand scanning
; Written by kernels/dsp56k/rsa_gen.py; see its docstring. Addresses come from the
; layout (workbench/layouts/dsp_rsa.py). One block = one operation.
        org     p:$40
main
        move    #>1,x1
        do      #NOPS,main_loop
        move    x:<JPTR,r4
        move    #$0,r5
        jsr     copyy11
        move    x:<N0PV,y1
        move    x:<IPTR,r3
        jsr     monto11
        jsr     norm11
        move    #$0,r0
        move    x:<OPTR,r1
        move    #>SCR,r5
        jsr     twin11
        move    x:<IPTR,a
        move    #>11,x0
        add     x0,a
        move    a1,x:<IPTR
        move    x:<JPTR,a
        move    #>11,x0
        add     x0,a
        move    a1,x:<JPTR
        move    x:<OPTR,a
        move    #>11,x0
        add     x0,a
        move    a1,x:<OPTR
        nop
main_loop
        stop
mont_begin
monto11
        clr     a #$18,r5
        move    r3,r0
        rep     #12
        move    a,y:(r5)+
; row 0: m_0 = (t_0 + a_0*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 0: T = (T + a_0*B + m_0*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 0: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 1: m_1 = (t_0 + a_1*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 1: T = (T + a_1*B + m_1*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 1: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 2: m_2 = (t_0 + a_2*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 2: T = (T + a_2*B + m_2*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 2: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 3: m_3 = (t_0 + a_3*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 3: T = (T + a_3*B + m_3*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 3: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 4: m_4 = (t_0 + a_4*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 4: T = (T + a_4*B + m_4*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 4: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 5: m_5 = (t_0 + a_5*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 5: T = (T + a_5*B + m_5*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 5: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 6: m_6 = (t_0 + a_6*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 6: T = (T + a_6*B + m_6*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 6: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 7: m_7 = (t_0 + a_7*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 7: T = (T + a_7*B + m_7*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 7: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 8: m_8 = (t_0 + a_8*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 8: T = (T + a_8*B + m_8*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 8: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 9: m_9 = (t_0 + a_9*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 9: T = (T + a_9*B + m_9*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 9: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
; row 10: m_10 = (t_0 + a_10*b_0)*n0' mod b
        move    x:(r0)+,x1
        move    y:<BUF,y0
        mpy     x1,y0,a x:<UNIT,x0
        move    y:<TBUF,y0
        mac     x0,y0,a #$40,r1
        asr     a #$0,r4
        move    a0,x0
        move    x:<N0PV,y1
        mpy     x0,y1,b #$18,r5
        asr     b #$17,r6
        move    b0,y1
        clr     a y:(r4)+,y0
; row 10: T = (T + a_10*B + m_10*N) / b, one digit at a time
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        move    y:(r4)+,y0
        mac     x1,y0,b x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,b x:<UNIT,x0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        move    y:(r4)+,y0
        mac     x1,y0,a x:(r1)+,x0 y:(r5)+,y0
        mac     x0,y1,a x:<UNIT,x0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
; row 10: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,b
        tfr     b,a
        asr     a
        move    a0,y0
        mac     -x0,y0,b y0,y:(r6)+
        move    b2,a
        move    b1,a0
        asr     a
        move    a0,y:(r6)
        move    x:<UNIT,x1
        move    x:<N0PV,y1
        move    #$18,r4
        move    #$0,r1
        move    #$0,r5
        do      #11,monto11_copy
        move    y:(r4)+,y0
        move    y0,x0
        move    x0,x:(r1)+ y0,y:(r5)+
monto11_copy
        rts
mont_end
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
        move    #$40,r4
        move    #$0,r1
        move    #$0,r5
        jsr     axpy11
norm11_done
        rts
