"""Writes the DSP56000 Davio DES kernels of this folder (run: python kernels/dsp56k/gen_dsp_des.py).

DES in Davio et al.'s 48-bit model (docs/references.md 6.5, 6.5b; tables and formats:
workbench/crypto/davio.py; memory map: workbench/layouts/dsp_des.py, whose symbols the sources
use). Written by us from the DES definition and the DSP56000 manual; no published DSP56000 DES
code was available to follow (Dusse and Kaliski 1990 describe their DES only as Davio's model,
docs/targets.md), so the instruction sequence is our own.

Structure (one block):
- IP: the 8 plaintext bytes come out of the host stream (3 bytes a 24-bit word) by the
  multiplier: ``mac x0,y1,a`` with y1 = 2^7 adds ``x0 << 8`` to A, whose A1 was preloaded with a
  table base, so A1 = base + signed(top byte) and A0 keeps the rest for the next byte. Each
  byte's address goes to an address register; ``move l:(rk)+nk,x`` / ``move l:(rk),x`` (nk = 256)
  fetch its contributions to E(L0) and E(R0), summed by 48-bit ``add x,a`` / ``add x,b``.
- CBC (cbc kernel): the chaining value stays in expanded form: E(IP(P ^ C)) = E(IP(P)) ^
  (E(R16), E(L16)) of the previous block, four 24-bit ``eor``.
- 16 rounds in a DO loop of double rounds: t = E(R) ^ K (two ``eor``), its eight 6-bit fields by
  the same multiplier chain with y = 2^5 into r0..r7 (table base + signed field), eight
  ``move l:(rj),x`` + ``add x,a`` sum f = E(P(S(t))) (the SPE tables fold E and P), then
  R' = L ^ f by two ``eor``. The key pointer lives in memory between rounds (r7 is a field's).
- FP (one routine, ``fp``): the 16 6-bit fields of E(R16), E(L16) index per-phase tables that put
  each nibble's FP image straight into the two 48-bit halves of the block's place in the output
  stream; each phase's stores add the halves into the stream words (blocks share words).
Blocks go three to a group (8 stream words); ``blk0``..``blk2`` are the three phases.
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent

# (first byte offset, bytes taken, post-increment) of the stream words of a phase-p block
IP_WORDS = {0: ((0, 3, True), (0, 3, True), (0, 2, False)),
            1: ((2, 1, True), (0, 3, True), (0, 3, True), (0, 1, False)),
            2: ((1, 2, True), (0, 3, True), (0, 3, True))}


class Code:
    def __init__(self):
        self.lines: list[str] = []

    def label(self, name: str) -> None:
        self.lines.append(name)

    def op(self, alu: str = "", move: str = "", comment: str = "") -> None:
        text = alu if alu else ("move" if move else "nop")
        if move:
            text = f"{text:<14}{move}"
        if comment:
            text = f"{text:<36}; {comment}"
        self.lines.append("\t" + text)

    def comment(self, text: str) -> None:
        self.lines.append(f"; {text}")


def chain(c: Code, data: str, const: str, items: list[tuple[str, str]], pending: str = "",
          load: str = "") -> str:
    """Fields of the word in ``data`` by the multiplier: for each (base load, target register),
    preload an accumulator with the base, ``mac`` adds the word shifted so that the accumulator's
    1-part becomes base + signed(field) and its 0-part the rest of the word, which goes back to
    ``data``. A and B alternate. ``pending``: a move left from the previous chain, done first;
    returns the move this chain leaves pending (the last field's address)."""
    accs = ("a", "b")
    first = True
    left = pending
    for i, (base, reg) in enumerate(items):
        acc, other = accs[i % 2], accs[(i + 1) % 2]
        if first:
            if left:
                c.op(move=left)
                left = ""
            c.op(move=f"{base},{acc}")
            first = False
        nxt = items[i + 1] if i + 1 < len(items) else None
        # mac; its move slot: the previous field's address, or the next base when none is due
        if left:
            c.op(f"mac {data},{const},{acc}", left)
            left = ""
            if nxt:
                c.op(move=f"{acc}0,{data}")
                c.op(move=f"{nxt[0]},{other}")
        else:
            c.op(f"mac {data},{const},{acc}", f"{nxt[0]},{other}" if nxt else "")
            if nxt:
                c.op(move=f"{acc}0,{data}")
        left = f"{acc}1,{reg}"
    return left


def ip_routine(c: Code, p: int) -> None:
    """ipP: E(L0) into A and E(R0) into B from the phase-p block at x:<INP; advances INP."""
    c.label(f"ip{p}")
    c.op(move="x:<INP,r7", comment="stream pointer")
    c.op(move="l:<CB,y", comment="y1 = 2^7 (byte chain), y0 = 2^15 (skip two bytes)")
    k = 0
    pending = ""
    for n, (skip, count, inc) in enumerate(IP_WORDS[p]):
        c.op(move=f"x:(r7){'+' if inc else ''},x0", comment=f"stream word {n}")
        if n == len(IP_WORDS[p]) - 1:
            c.op(move="r7,x:<INP", comment="the next block starts here")
        if skip:
            c.op(f"mpy x0,{'y1' if skip == 1 else 'y0'},a", pending, f"drop {skip} byte(s)")
            pending = ""
            c.op(move="a0,x0")
        items = [(f"x:<IPB{k + i}", f"r{k + i}") for i in range(count)]
        pending = chain(c, "x0", "y1", items, pending)
        k += count
    c.op(move=pending)
    # lookups: l:(rk)+nk is the E(L0) part, then l:(rk) the E(R0) part (nk = 256)
    c.op("clr a", "l:(r0)+n0,x")
    c.op("clr b", "l:(r0),y")
    for k in range(1, 8):
        c.op("add x,a", f"l:(r{k})+n{k},x")
        c.op("add y,b", f"l:(r{k}),y")
    c.op("add x,a")
    c.op("add y,b")
    c.op("rts")


def cbc_fold(c: Code) -> None:
    """E(L0) ^= E(R16'), E(R0) ^= E(L16') of the previous block (slots SLOT1, SLOT0); leaves
    L0 in SLOT0, R0 in SLOT1 and A1 = R0 H, B1 = R0 L."""
    c.op(move="a10,l:<T0")
    c.op(move="b10,l:<T1")
    c.op(move="l:<SLOT1,x", comment="E(R16) of the previous block")
    c.op(move="l:<T0,ab", comment="A1, B1 = E(L0) words")
    c.op("eor x1,a", "l:<SLOT0,y", "y = E(L16) of the previous block")
    c.op("eor x0,b", "a1,x:<SLOT0")
    c.op(move="b1,y:<SLOT0", comment="L0 (chained) in SLOT0")
    c.op(move="l:<T1,ab", comment="A1, B1 = E(R0) words")
    c.op("eor y1,a")
    c.op("eor y0,b", "a1,x:<SLOT1")
    c.op(move="b1,y:<SLOT1", comment="R0 (chained) in SLOT1")


def ecb_store(c: Code) -> None:
    """L0 to SLOT0, R0 to SLOT1, and A1 = R0 H, B1 = R0 L."""
    c.op(move="a10,l:<SLOT0")
    c.op(move="b10,l:<SLOT1")
    c.op(move="l:<SLOT1,ab")


def round_(c: Code, prev: str) -> None:
    """One round. In: A1, B1 = E(R) words; slot ``prev`` = E(L); x:<KP -> subkey. Out: A1, B1 =
    E(R') (R' = L ^ f(R)); E(R') in ``prev`` except its Y word (stored by the next round's start,
    or after the loop)."""
    other = "SLOT1" if prev == "SLOT0" else "SLOT0"
    c.op(move="x:<KP,r7", comment="subkey pointer")
    c.op(move=f"b1,y:<{other}", comment="finish storing the previous round's R")
    c.op(move="l:(r7)+,x", comment="x1, x0 = subkey words")
    c.op("eor x1,a", "r7,x:<KP", "A1 = t H")
    c.op("eor x0,b", "a1,x0", "B1 = t L; x0 = t H")
    c.op(move="b1,x1", comment="x1 = t L")
    pending = chain(c, "x0", "y1", [(f"x:<SPE{j}", f"r{j}") for j in range(4)])
    pending = chain(c, "x1", "y0", [(f"x:<SPE{j}", f"r{j}") for j in range(4, 8)], pending)
    c.op(move=pending)
    c.op("clr a", "l:(r0),x", "f = sum of the eight SPE entries")
    for j in range(1, 8):
        c.op("add x,a", f"l:(r{j}),x")
    c.op("add x,a", f"l:<{prev},x", "x = E(L)")
    c.op("eor x1,a", "a0,b", "A1 = R' H; B1 = f L")
    c.op("eor x0,b", f"a1,x:<{prev}", "B1 = R' L")


def rounds(c: Code) -> None:
    c.label("rounds")
    c.op(move="l:<C32,y", comment="y1 = y0 = 2^5: the field chain")
    c.op(move="#<KS,r7")
    c.op(move="r7,x:<KP")
    c.op("do #8,rloop", comment="eight double rounds")
    round_(c, "SLOT0")
    round_(c, "SLOT1")
    c.label("rloop")
    c.op(move="b1,y:<SLOT1", comment="R16 complete in SLOT1; L16 (= R15) in SLOT0")
    c.op("rts")


def fp_stores(c: Code, p: int) -> None:
    """Add the halves into the stream words of a phase-p block (davio.phase_words)."""
    c.op(move="x:<OUTP,r0")
    if p == 0:
        c.op(move="a0,x0")
        c.op("add x0,b", "a1,x:(r0)+", "word 0; B1 = word 1")
        c.op(move="b1,x:(r0)+")
        c.op(move="b0,x:(r0)", comment="word 2, first part")
    elif p == 1:
        c.op(move="a0,x1")
        c.op(move="x:(r0),x0", comment="word 2 so far")
        c.op("add x0,a")
        c.op(move="a1,x:(r0)+")
        c.op(move="x1,x:(r0)+")
        c.op(move="b1,x:(r0)+")
        c.op(move="b0,x:(r0)", comment="word 5, first part")
    else:
        c.op(move="a0,x0")
        c.op("add x0,b", "x:(r0),x0", "B1 = word 6; x0 = word 5 so far")
        c.op("add x0,a")
        c.op(move="a1,x:(r0)+")
        c.op(move="b1,x:(r0)+")
        c.op(move="b0,x:(r0)+")
    c.op(move="r0,x:<OUTP")


def fp_routine(c: Code) -> None:
    """fp: FP through the tables of a phase, r7 -> that phase's 16 table bases: fields 0..7 of
    E(R16) (SLOT1) and 8..15 of E(L16) (SLOT0); odd nibbles sum into A (output bytes 0..3),
    even ones into B (bytes 4..7). The base pointer is r7 until the eighth field's address
    takes r7, so it waits in memory between the two batches."""
    c.label("fp")
    for batch, slot in ((0, "SLOT1"), (1, "SLOT0")):
        if batch == 1:
            c.op(move="x:<FPP,r7")
        c.op(move=f"l:<{slot},x", comment=f"x1, x0 = E({'R16' if batch == 0 else 'L16'}) words")
        pending = chain(c, "x1", "y0", [("x:(r7)+", f"r{j}") for j in range(4)])
        pending = chain(c, "x0", "y1", [("x:(r7)+", f"r{j}") for j in range(4, 8)], pending)
        if batch == 0:
            c.op(move="r7,x:<FPP", comment="bases of the second batch")
        c.op(move=pending)
        if batch == 0:
            c.op("clr a", "l:(r1),x", "odd fields -> A, even -> B")
            c.op("clr b")
        else:
            c.op(move="l:<T0,a10", comment="the first batch's sums")
            c.op(move="l:<T1,b10")
            c.op(move="l:(r1),x")
        order = [1, 0, 3, 2, 5, 4, 7, 6]
        for i, j in enumerate(order):
            acc = "a" if j % 2 else "b"
            nxt = f"l:(r{order[i + 1]}),x" if i + 1 < 8 else ""
            c.op(f"add x,{acc}", nxt)
        if batch == 0:
            c.op(move="a10,l:<T0")
            c.op(move="b10,l:<T1")
    c.op("rts")


def block(c: Code, p: int, cbc: bool) -> None:
    c.label(f"blk{p}")
    c.op("jsr <ip{}".format(p))
    (cbc_fold if cbc else ecb_store)(c)
    c.op("jsr <rounds")
    c.op(move=f"x:<FBP{p},r7", comment=f"the phase-{p} FP table bases")
    c.op("jsr <fp")
    fp_stores(c, p)
    c.op("rts")


def render(cbc: bool) -> str:
    mode = "CBC" if cbc else "ECB"
    c = Code()
    c.lines += [f"; DES-{mode} in Davio's 48-bit model for the DSP56000 (a56 syntax).",
                "; Generated by kernels/dsp56k/gen_dsp_des.py: edit that, not this file.",
                "; Memory map and symbols: workbench/layouts/dsp_des.py; tables: workbench/crypto/davio.py.",
                "", "\torg p:$40"]
    c.label("main")
    c.op(move="#>256,x0", comment="nk = 256: l:(rk)+nk steps from the E(L0) to the E(R0) part")
    for k in range(8):
        c.op(move=f"x0,n{k}")
    if cbc:
        c.op(move="#IV,r0")
        c.op(move="r0,x:<INP", comment="the IV, as a phase-0 block of the stream")
        c.op("jsr <ip0")
        c.op(move="a10,l:<SLOT1", comment="chaining value: E(L0 of IV) as 'E(R16)'")
        c.op(move="b10,l:<SLOT0", comment="and E(R0 of IV) as 'E(L16)'")
        c.op(move="#DIN,r0")
        c.op(move="r0,x:<INP")
    c.op(move="x:<NGROUPS,a")
    c.op("tst a")
    c.op("jeq <tail")
    c.op("do x:<NGROUPS,gloop", comment="three blocks a group")
    c.op("jsr <blk0")
    c.op("jsr <blk1")
    c.op("jsr <blk2")
    c.op("nop", comment="no transfer at a loop's last address")
    c.label("gloop")
    c.label("tail")
    c.op(move="x:<TAIL,a", comment="0, 1 or 2 blocks left")
    c.op("tst a")
    c.op("jeq <done")
    c.op("jsr <blk0")
    c.op(move="x:<TAIL,a")
    c.op("move #>1,x0")
    c.op("cmp x0,a")
    c.op("jeq <done")
    c.op("jsr <blk1")
    c.label("done")
    c.op("stop")
    rounds(c)                   # the hot loop first: all of it in on-chip P memory
    fp_routine(c)
    for p in range(3):
        ip_routine(c, p)
    for p in range(3):
        block(c, p, cbc)
    c.label("kernel_end")
    return "\n".join(c.lines) + "\n"


KERNELS = {"des_davio_ecb.asm": False, "des_davio_cbc.asm": True}

if __name__ == "__main__":
    for name, cbc in KERNELS.items():
        (HERE / name).write_text(render(cbc))
        print("wrote", HERE / name)
