"""The DSP56000 routines of the Montgomery/RSA kernels, as assembly text (a56 syntax): the
product-scanning column loop (product, squaring, wide reduction, multiply-add), the operand-
scanning product, copies, the sign pass and v + s*w, and the exponentiation walk. Used by
rsa_gen.py, whose docstring gives the design; docs/references.md 6.6b lists the facts it rests on.
"""
from __future__ import annotations

XY_AB = "x:(r0)+,x0 y:(r4)-,y0"
XY_MN = "x:(r1)+,x0 y:(r5)-,y0"


class Code:
    """Lines of assembly; ALU instructions may carry one parallel move (a 'slot')."""

    def __init__(self):
        self.lines: list[str] = []

    def label(self, name: str) -> None:
        self.lines.append(name)

    def op(self, text: str) -> None:
        self.lines.append(f"        {text}")

    def comment(self, text: str) -> None:
        self.lines.append(f"; {text}")


def macs(code: Code, acc: str, count: int, fetch: str, last: str | None, slot: list[str],
         unroll: bool = False) -> None:
    """``count`` MACs of x0*y0 into acc; all but the last fetch the next pair with ``fetch``; the
    last fetches ``last`` (the next run's first pair) or carries a pending parallel move."""
    if count <= 0:
        return
    n = count - 1
    if n >= 2 and not unroll:
        code.op(f"rep     #{n}")
        code.op(f"mac     x0,y0,{acc} {fetch}")
    else:
        for _ in range(n):
            code.op(f"mac     x0,y0,{acc} {fetch}")
    if last:
        code.op(f"mac     x0,y0,{acc} {last}")
    else:
        code.op(f"mac     x0,y0,{acc}{' ' + slot.pop(0) if slot else ''}")


def with_slot(code: Code, text: str, slot: list[str]) -> None:
    code.op(f"{text}{' ' + slot.pop(0) if slot else ''}")


def flush(code: Code, slot: list[str]) -> None:
    while slot:
        code.op(f"move    {slot.pop(0)}")


def columns(k: int, name: str, kind: str = "mont", unroll: bool = False) -> Code:
    """The product-scanning column loop, fully unrolled over the 2k columns.

    kind "mont":   a*b*R^-1: a = X:(r3 base), b = Y:BUF, n = Y:NBUF, y1 = n0', x1 = 1;
                   result in (-N, N) to BUF (X and Y), m digits to X:MBUF.
    kind "redc":   c*R^-1 for a 2k-digit c at X:(r0): each column adds c_col as c_col*1.
    kind "square": a*a*R^-1 for a = BUF (r3 = BUF): each off-diagonal product once, doubled.
    kind "muladd": v + a*b with no reduction, a = X:(r3 base), b = Y:QN, v (k digits) at X:(r1);
                   all 2k digits to X:(r2) and Y:(r6) (set by the caller).
    """
    reduce = kind in ("mont", "redc", "square")
    bbase = "QN" if kind == "muladd" else "BUF"
    c = Code()
    c.label(name)
    if kind in ("mont", "square"):
        c.op("clr     a #MBUF,r2")
        c.op(f"move    #{bbase},r4")
        c.op("move    r3,r0")
        c.op("move    #MBUF,r1")
        c.op("move    #NBUF,r5")
        c.op("move    #BUF,r6")
    elif kind == "redc":
        c.op("clr     a #MBUF,r2")
        c.op("move    #MBUF,r1")
        c.op("move    #NBUF,r5")
        c.op("move    #BUF,r6")
    else:
        c.op("clr     a")
        c.op(f"move    #>{bbase},r4")
        c.op("move    r3,r0")
    for col in range(2 * k):
        acc, oth = ("a", "b") if col % 2 == 0 else ("b", "a")
        lo, hi = max(0, col - k + 1), min(col, k - 1)
        c1 = hi - lo + 1 if kind != "redc" else 0
        c2 = max(0, min(hi, col - 1) - lo + 1) if reduce else 0
        nxt = col + 1
        nlo = max(0, nxt - k + 1)
        c.comment(f"column {col}: {c1} a*b and {c2} m*n digit products into {acc}")
        slot: list[str] = []
        if nxt < 2 * k - 1:
            if kind != "redc":
                if col >= k - 1:
                    slot.append("(r3)+")                  # a's first digit moves up from column k on
                slot.append("r3,r0")
                slot.append(f"#{bbase}+{nxt - nlo},r4" if bbase == "BUF" else "")
            if reduce:
                slot += [f"#MBUF+{nlo},r1", f"#NBUF+{nxt - nlo},r5"]
        slot = [x for x in slot if x]
        if kind == "muladd" and nxt < 2 * k - 1:     # Y:QN may lie above 255: a long move, placed last
            late = [f"#>{bbase}+{nxt - nlo},r4"]
        else:
            late = []
        if kind == "redc" or (kind == "muladd" and col < k):
            src = "r0" if kind == "redc" else "r1"
            c.op(f"move    x:({src})+,x0")
            c.op(f"mac     x1,x0,{acc}{' ' + XY_MN if c2 and kind == 'redc' else ''}")
            if kind == "redc":
                macs(c, acc, c2, XY_MN, None, slot, unroll)
        if kind == "square" and c1:
            # each a_j*a_(c-j), j < c-j, once: the carry is halved, the off-diagonal products
            # added, the sum doubled (asl), then the diagonal a_(c/2)^2 and the m*n products
            off = max(0, (col - 1) // 2 - lo + 1)
            diag = col % 2 == 0
            nxt_pair = XY_AB if diag else (XY_MN if c2 else None)
            if off:
                c.op(f"asr     {acc} {XY_AB}")
                macs(c, acc, off, XY_AB, nxt_pair, slot, unroll)
                with_slot(c, f"asl     {acc}", slot if nxt_pair else [])
            else:
                c.op(f"move    {XY_AB}")
            if diag:
                macs(c, acc, 1, XY_AB, XY_MN if c2 else None, slot, unroll)
            macs(c, acc, c2, XY_MN, None, slot, unroll)
        elif c1:
            c.op(f"move    {XY_AB}")
            macs(c, acc, c1, XY_AB, XY_MN if c2 else None, slot, unroll)
            macs(c, acc, c2, XY_MN, None, slot, unroll)
        if reduce and col < k:
            slot.insert(1 if slot and slot[0] == "(r3)+" else 0, "y:<NBUF,y0")
            with_slot(c, f"tfr     {acc},{oth}", slot)
            with_slot(c, f"asr     {oth}", slot)
            c.op(f"move    {oth}0,x0")
            with_slot(c, f"mpy     x0,y1,{oth}", slot)
            with_slot(c, f"asr     {oth}", slot)
            c.op(f"move    {oth}0,x0")
            flush(c, slot + late)
            c.op(f"mac     x0,y0,{acc} x0,x:(r2)+")
            if col == k - 1:
                c.op("move    #BUF,r2")
        else:
            with_slot(c, f"tfr     {acc},{oth}", slot)
            with_slot(c, f"asr     {oth}", slot)
            c.op(f"move    {oth}0,x0")
            c.op(f"move    {oth}0,y0")
            flush(c, slot + late)
            c.op(f"mac     -x1,x0,{acc} x0,x:(r2)+ y0,y:(r6)+")
        if col < 2 * k - 1:
            c.op(f"move    {acc}2,{oth}")
            c.op(f"move    {acc}1,{oth}0")
    c.op("rts")
    return c


def operand_scanning(k: int, name: str) -> Code:
    """The interleaved operand-scanning form (the one the paper argues against), same interface as
    columns(kind="mont"): per row i, m_i from (t_0 + a_i*b_0)*n0', then per digit j
    s = t_j + c + a_i*b_j + m_i*n_j, t_(j-1) = signed low digit of s, c = the rest shifted: a
    digit extraction and a shift per pair of digit products. T lives in Y:TBUF, n also in X:NBUFX.
    The result is copied from Y:TBUF to BUF (X and Y) at the end."""
    c = Code()
    c.label(name)
    c.op("clr     a #TBUF,r5")
    c.op("move    r3,r0")
    c.op(f"rep     #{k + 1}")
    c.op("move    a,y:(r5)+")
    for i in range(k):
        c.comment(f"row {i}: m_{i} = (t_0 + a_{i}*b_0)*n0' mod b")
        c.op("move    x:(r0)+,x1")
        c.op("move    y:<BUF,y0")
        c.op("mpy     x1,y0,a x:<UNIT,x0")
        c.op("move    y:<TBUF,y0")
        c.op("mac     x0,y0,a #NBUFX,r1")
        c.op("asr     a #BUF,r4")
        c.op("move    a0,x0")
        c.op("move    x:<N0PV,y1")
        c.op("mpy     x0,y1,b #TBUF,r5")
        c.op("asr     b #TBUF-1,r6")
        c.op("move    b0,y1")
        c.op("clr     a y:(r4)+,y0")
        c.comment(f"row {i}: T = (T + a_{i}*B + m_{i}*N) / b, one digit at a time")
        for j in range(k):
            acc, oth = ("a", "b") if j % 2 == 0 else ("b", "a")
            c.op(f"mac     x1,y0,{acc} x:(r1)+,x0 y:(r5)+,y0")
            c.op(f"mac     x0,y1,{acc} x:<UNIT,x0")
            c.op(f"mac     x0,y0,{acc}")
            c.op(f"tfr     {acc},{oth}")
            c.op(f"asr     {oth}")
            c.op(f"move    {oth}0,y0")
            c.op(f"mac     -x0,y0,{acc} y0,y:(r6)+")
            c.op(f"move    {acc}2,{oth}")
            c.op(f"move    {acc}1,{oth}0")
            if j < k - 1:
                c.op("move    y:(r4)+,y0")
        acc, oth = ("a", "b") if k % 2 == 0 else ("b", "a")
        c.comment(f"row {i}: t_(k-1), t_k from t_k + carry")
        c.op("move    y:(r5),y0")
        c.op(f"mac     x0,y0,{acc}")
        c.op(f"tfr     {acc},{oth}")
        c.op(f"asr     {oth}")
        c.op(f"move    {oth}0,y0")
        c.op(f"mac     -x0,y0,{acc} y0,y:(r6)+")
        c.op(f"move    {acc}2,{oth}")
        c.op(f"move    {acc}1,{oth}0")
        c.op(f"asr     {oth}")
        c.op(f"move    {oth}0,y:(r6)")
    c.op("move    x:<UNIT,x1")
    c.op("move    x:<N0PV,y1")
    c.op("move    #TBUF,r4")
    c.op("move    #BUF,r1")
    c.op("move    #BUF,r5")
    c.op(f"do      #{k},{name}_copy")
    c.op("move    y:(r4)+,y0")
    c.op("move    y0,x0")
    c.op("move    x0,x:(r1)+ y0,y:(r5)+")
    c.label(f"{name}_copy")
    c.op("rts")
    return c


def helpers(k: int) -> Code:
    """Copies, the sign pass, v + s*w with digit normalisation, and the exponentiation loop."""
    c = Code()
    c.comment(f"twin{k}: X:(r0) -> X:(r1) and Y:(r5), {k} words")
    c.label(f"twin{k}")
    c.op(f"do      #{k},twin{k}_end")
    c.op("move    x:(r0)+,x0")
    c.op("move    x0,y0")
    c.op("move    x0,x:(r1)+ y0,y:(r5)+")
    c.label(f"twin{k}_end")
    c.op("rts")
    c.comment(f"copyx{k}: X:(r0) -> X:(r1)")
    c.label(f"copyx{k}")
    c.op(f"do      #{k},copyx{k}_end")
    c.op("move    x:(r0)+,x0")
    c.op("move    x0,x:(r1)+")
    c.label(f"copyx{k}_end")
    c.op("rts")
    c.comment(f"copyy{k}: Y:(r4) -> Y:(r5)")
    c.label(f"copyy{k}")
    c.op(f"do      #{k},copyy{k}_end")
    c.op("move    y:(r4)+,y0")
    c.op("move    y0,y:(r5)+")
    c.label(f"copyy{k}_end")
    c.op("rts")
    c.comment(f"axpy{k}: X:(r1), Y:(r5) = X:(r0) + s*Y:(r4), s in y1, signed digits re-normalised")
    c.label(f"axpy{k}")
    c.op("clr     a")
    c.op(f"do      #{k},axpy{k}_end")
    c.op("move    x:(r0)+,x0 y:(r4)+,y0")
    c.op("mac     x1,x0,a")
    c.op("mac     y1,y0,a")
    c.op("tfr     a,b")
    c.op("asr     b")
    c.op("move    b0,x0")
    c.op("move    b0,y0")
    c.op("mac     -x1,x0,a x0,x:(r1)+ y0,y:(r5)+")
    c.op("move    a2,b")
    c.op("move    a1,b0")
    c.op("tfr     b,a")
    c.label(f"axpy{k}_end")
    c.op("rts")
    c.comment(f"norm{k}: BUF in (-N, N) -> [0, N): the sign of the value is the sign of its carry out")
    c.comment("of an exact (floor) digit pass; if negative, BUF += N (Y:NBUF). Clobbers y1.")
    c.label(f"norm{k}")
    c.op("clr     a #BUF,r0")
    c.op(f"do      #{k},norm{k}_sign")
    c.op("move    x:(r0)+,x0")
    c.op("mac     x1,x0,a")
    c.op("asr     a")
    c.op("move    a2,b")
    c.op("move    a1,b0")
    c.op("asl     b")
    c.op("tfr     b,a")
    c.label(f"norm{k}_sign")
    c.op("tst     a #BUF,r0")
    c.op(f"jge     norm{k}_done")
    c.op("move    #>1,y1")
    c.op("move    #NBUF,r4")
    c.op("move    #BUF,r1")
    c.op("move    #BUF,r5")
    c.op(f"jsr     axpy{k}")
    c.label(f"norm{k}_done")
    c.op("rts")
    return c


def expo(k: int, window: int, prod: str, sqr: str) -> Code:
    """x^e in Montgomery form. In: x in BUF (X and Y), r7 = schedule (X), NBUF, y1 = n0', x1 = 1.
    Table: x^1, x^3, ..., x^(2^window - 1) at X:TAB + j*k; x^2 kept in Y:X2."""
    c = Code()
    c.label(f"expo{k}")
    c.op("move    #BUF,r0")
    c.op("move    #>TAB,r1")
    c.op(f"jsr     copyx{k}")
    if window > 1:
        c.op("move    #BUF,r3")
        c.op(f"jsr     {sqr}")
        c.op("move    #BUF,r4")
        c.op("move    #>X2,r5")
        c.op(f"jsr     copyy{k}")
        for j in range(1, 1 << (window - 1)):
            if j > 1:
                c.op("move    #>X2,r4")
                c.op("move    #BUF,r5")
                c.op(f"jsr     copyy{k}")
            c.op(f"move    #>TAB+{(j - 1) * k},r3")
            c.op(f"jsr     {prod}")
            c.op("move    #BUF,r0")
            c.op(f"move    #>TAB+{j * k},r1")
            c.op(f"jsr     copyx{k}")
    c.op("move    x:(r7)+,r0")
    c.op("move    #BUF,r1")
    c.op("move    #BUF,r5")
    c.op(f"jsr     twin{k}")
    c.label(f"expo{k}_step")
    c.op("move    x:(r7)+,a")
    c.op("tst     a")
    c.op(f"jlt     expo{k}_done")
    c.op(f"jeq     expo{k}_sqr")
    c.op("move    a1,r3")
    c.op(f"jsr     {prod}")
    c.op(f"jmp     expo{k}_step")
    c.label(f"expo{k}_sqr")
    c.op("move    #BUF,r3")
    c.op(f"jsr     {sqr}")
    c.op(f"jmp     expo{k}_step")
    c.label(f"expo{k}_done")
    c.op("rts")
    return c
