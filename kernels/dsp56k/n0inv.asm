; n0' = -n0^-1 mod 2^24, bit by bit (Dusse-Kaliski's Modular-Inverse)
; Written by kernels/dsp56k/rsa_gen.py; see its docstring. Addresses come from the
; layout (workbench/layouts/dsp_rsa.py). One block = one operation.
        org     p:$40
main
        move    #>1,x1
        move    #>INP,r0
        move    #>OUTP,r1
        move    #>1,y0
        do      #NOPS,main_loop
        move    x:(r0)+,a
        tfr     a,b y0,x:<YV
inv_begin
        lsl     b
        jclr    #1,a1,inv_1
        add     b,a
        bset    #1,x:<YV
inv_1
        lsl     b
        jclr    #2,a1,inv_2
        add     b,a
        bset    #2,x:<YV
inv_2
        lsl     b
        jclr    #3,a1,inv_3
        add     b,a
        bset    #3,x:<YV
inv_3
        lsl     b
        jclr    #4,a1,inv_4
        add     b,a
        bset    #4,x:<YV
inv_4
        lsl     b
        jclr    #5,a1,inv_5
        add     b,a
        bset    #5,x:<YV
inv_5
        lsl     b
        jclr    #6,a1,inv_6
        add     b,a
        bset    #6,x:<YV
inv_6
        lsl     b
        jclr    #7,a1,inv_7
        add     b,a
        bset    #7,x:<YV
inv_7
        lsl     b
        jclr    #8,a1,inv_8
        add     b,a
        bset    #8,x:<YV
inv_8
        lsl     b
        jclr    #9,a1,inv_9
        add     b,a
        bset    #9,x:<YV
inv_9
        lsl     b
        jclr    #10,a1,inv_10
        add     b,a
        bset    #10,x:<YV
inv_10
        lsl     b
        jclr    #11,a1,inv_11
        add     b,a
        bset    #11,x:<YV
inv_11
        lsl     b
        jclr    #12,a1,inv_12
        add     b,a
        bset    #12,x:<YV
inv_12
        lsl     b
        jclr    #13,a1,inv_13
        add     b,a
        bset    #13,x:<YV
inv_13
        lsl     b
        jclr    #14,a1,inv_14
        add     b,a
        bset    #14,x:<YV
inv_14
        lsl     b
        jclr    #15,a1,inv_15
        add     b,a
        bset    #15,x:<YV
inv_15
        lsl     b
        jclr    #16,a1,inv_16
        add     b,a
        bset    #16,x:<YV
inv_16
        lsl     b
        jclr    #17,a1,inv_17
        add     b,a
        bset    #17,x:<YV
inv_17
        lsl     b
        jclr    #18,a1,inv_18
        add     b,a
        bset    #18,x:<YV
inv_18
        lsl     b
        jclr    #19,a1,inv_19
        add     b,a
        bset    #19,x:<YV
inv_19
        lsl     b
        jclr    #20,a1,inv_20
        add     b,a
        bset    #20,x:<YV
inv_20
        lsl     b
        jclr    #21,a1,inv_21
        add     b,a
        bset    #21,x:<YV
inv_21
        lsl     b
        jclr    #22,a1,inv_22
        add     b,a
        bset    #22,x:<YV
inv_22
        lsl     b
        jclr    #23,a1,inv_23
        add     b,a
        bset    #23,x:<YV
inv_23
inv_end
        move    x:<YV,a
        neg     a
        move    a1,x:(r1)+
main_loop
        stop
