; Montgomery products, 22 signed 24-bit digits, operand scanning
; Written by kernels/dsp56k/rsa_gen.py; see its docstring. Addresses come from the
; layout (workbench/layouts/dsp_rsa.py). One block = one operation.
        org     p:$40
main
        move    #>1,x1
        do      #NOPS,main_loop
        move    x:<JPTR,r4
        move    #$0,r5
        jsr     copyy22
        move    x:<N0PV,y1
        move    x:<IPTR,r3
        jsr     monto22
        jsr     norm22
        move    #$0,r0
        move    x:<OPTR,r1
        move    #>SCR,r5
        jsr     twin22
        move    x:<IPTR,a
        move    #>22,x0
        add     x0,a
        move    a1,x:<IPTR
        move    x:<JPTR,a
        move    #>22,x0
        add     x0,a
        move    a1,x:<JPTR
        move    x:<OPTR,a
        move    #>22,x0
        add     x0,a
        move    a1,x:<OPTR
        nop
main_loop
        stop
mont_begin
monto22
        clr     a #$18,r5
        move    r3,r0
        rep     #23
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
; row 0: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 1: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 2: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 3: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 4: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 5: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 6: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 7: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 8: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 9: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
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
; row 10: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 11: m_11 = (t_0 + a_11*b_0)*n0' mod b
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
; row 11: T = (T + a_11*B + m_11*N) / b, one digit at a time
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
; row 11: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 12: m_12 = (t_0 + a_12*b_0)*n0' mod b
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
; row 12: T = (T + a_12*B + m_12*N) / b, one digit at a time
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
; row 12: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 13: m_13 = (t_0 + a_13*b_0)*n0' mod b
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
; row 13: T = (T + a_13*B + m_13*N) / b, one digit at a time
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
; row 13: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 14: m_14 = (t_0 + a_14*b_0)*n0' mod b
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
; row 14: T = (T + a_14*B + m_14*N) / b, one digit at a time
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
; row 14: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 15: m_15 = (t_0 + a_15*b_0)*n0' mod b
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
; row 15: T = (T + a_15*B + m_15*N) / b, one digit at a time
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
; row 15: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 16: m_16 = (t_0 + a_16*b_0)*n0' mod b
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
; row 16: T = (T + a_16*B + m_16*N) / b, one digit at a time
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
; row 16: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 17: m_17 = (t_0 + a_17*b_0)*n0' mod b
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
; row 17: T = (T + a_17*B + m_17*N) / b, one digit at a time
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
; row 17: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 18: m_18 = (t_0 + a_18*b_0)*n0' mod b
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
; row 18: T = (T + a_18*B + m_18*N) / b, one digit at a time
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
; row 18: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 19: m_19 = (t_0 + a_19*b_0)*n0' mod b
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
; row 19: T = (T + a_19*B + m_19*N) / b, one digit at a time
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
; row 19: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 20: m_20 = (t_0 + a_20*b_0)*n0' mod b
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
; row 20: T = (T + a_20*B + m_20*N) / b, one digit at a time
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
; row 20: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
; row 21: m_21 = (t_0 + a_21*b_0)*n0' mod b
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
; row 21: T = (T + a_21*B + m_21*N) / b, one digit at a time
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
; row 21: t_(k-1), t_k from t_k + carry
        move    y:(r5),y0
        mac     x0,y0,a
        tfr     a,b
        asr     b
        move    b0,y0
        mac     -x0,y0,a y0,y:(r6)+
        move    a2,b
        move    a1,b0
        asr     b
        move    b0,y:(r6)
        move    x:<UNIT,x1
        move    x:<N0PV,y1
        move    #$18,r4
        move    #$0,r1
        move    #$0,r5
        do      #22,monto22_copy
        move    y:(r4)+,y0
        move    y0,x0
        move    x0,x:(r1)+ y0,y:(r5)+
monto22_copy
        rts
mont_end
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
        move    #$40,r4
        move    #$0,r1
        move    #$0,r5
        jsr     axpy22
norm22_done
        rts
