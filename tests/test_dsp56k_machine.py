"""The DSP56000 interpreter (isa/dsp56k/machine.py): one test per semantic rule, each citing the
*DSP56000 Family Manual* (DSP56KFAMUM/AD) page it pins ("FM p.N" = page N of the copy at
manualsdump.com/en/manuals/motorola-dsp56000-24-bit_digital_signal_processor/204754/N, with the
manual's own page number beside it), or docs/references.md 5.x. No DSP56000 simulator is in the
package registries, so the manual is the oracle (docs/references.md 5.6).
"""
from __future__ import annotations

import pytest

import isa
from isa.dsp56k import ISA
from isa.dsp56k.memory import segment, words
from isa.errors import AssemblyError, BudgetExceeded, EmulationFault
from isa.image import MemoryImage

M56 = (1 << 56) - 1


def run(body: str, x=None, y=None, regs=None, budget=100_000):
    """Assemble ``body`` (a56 source lines, tab-indented) at p:$40 with ``stop`` appended and
    run it; ``x``/``y``: {address: [words]}."""
    src = "\torg\tp:$40\nstart\n" + body.strip("\n") + "\n\tstop\n"
    p = ISA.assemble(src, "t.a56")
    img = MemoryImage(registers=dict(regs or {}))
    for sp, d in (("x", x or {}), ("y", y or {})):
        for a, w in d.items():
            segment(img, sp, a, w)
    return ISA.execute(p, img, p.symbols["start"], budget)


def acc(ex, name="a"):
    """An accumulator as (A2, A1, A0)."""
    v = ex.registers[name]
    return v >> 48, (v >> 24) & 0xFFFFFF, v & 0xFFFFFF


def xmem(ex, addr, n=1, space="x"):
    return words(ex.read_memory(addr, 3 * n, space))


# ---------------------------------------------------------------- the multiplier (ref 5.4)
def test_fractional_multiply_doubles_integer_products():
    """docs/references.md 5.4 [V] (a56-era DSP56001 behaviour): the product is shifted left one bit."""
    ex = run("\tmove\t#>3,x0\n\tmove\t#>5,y0\n\tmpy\tx0,y0,a")
    assert acc(ex) == (0, 0, 0x1E)


def test_fractional_multiply_of_largest_fraction():
    """ref 5.4 [V]: $7FFFFF squared is 00:7FFFFE:000002; -1 x -1 is +1.0 (00:800000:000000), which
    fits the 56-bit accumulator (no overflow, but E set: the extension is in use)."""
    ex = run("\tmove\t#>$7fffff,x0\n\tmpy\tx0,x0,a\n\tmove\t#>$800000,y0\n\tmpy\ty0,y0,b")
    assert acc(ex) == (0, 0x7FFFFE, 2)
    assert acc(ex, "b") == (0, 0x800000, 0)
    assert ex.registers["fv"] == 0 and ex.registers["fe"] == 1


def test_mac_negated_and_signed_operands():
    """FM Appendix A MAC: D - S1*S2 with signed 24-bit operands."""
    ex = run("\tmove\t#>-2,x0\n\tmove\t#>7,y1\n\tclr\tb\n\tmac\t-x0,y1,b\n\tmac\tx0,y1,b"
             "\n\tmac\t-x0,y1,b")
    assert ex.registers["b"] == 28          # 0 + 28 - 28 + 28 (products doubled)


# ---------------------------------------------------------------- 56-bit accumulation, extension
def test_56_bit_accumulation_uses_the_extension():
    """FM p.41 (Fig. 3-4): the 8-bit extension holds up to 255 overflows of a fraction;
    E is set when it is in use, V only when 56 bits overflow."""
    ex = run("\tmove\t#>$7fffff,x0\n\tclr\ta\n\trep\t#8\n\tmac\tx0,x0,a")
    v = 8 * (0x7FFFFF * 0x7FFFFF << 1)
    assert ex.registers["a"] == v and acc(ex)[0] == 3
    assert (ex.registers["fe"], ex.registers["fv"], ex.registers["fl"]) == (1, 0, 0)


def test_56_bit_overflow_sets_v_and_sticky_l():
    """FM p.90 (5-11, 5.4.2.7): L is set with V and stays set (sticky) until cleared."""
    ex = run("\tmove\t#>$7f,a2\n\tmove\t#>$ffffff,a1\n\tmove\t#>$400000,x0\n\tadd\tx0,a"
             "\n\ttst\tb")
    assert ex.registers["fv"] == 0 and ex.registers["fl"] == 1     # tst cleared V, not L
    assert ex.registers["a"] == ((0x7F << 48 | 0xFFFFFF << 24) + (0x400000 << 24)) & M56


# ---------------------------------------------------------------- limiting and sign extension
def test_limiting_on_transfer_to_the_bus():
    """FM p.45 (3-12): an accumulator whose extension is in use is limited to the most positive
    or negative word when read onto a bus; A1 reads raw; L is set."""
    ex = run("\tmove\t#>$7fffff,x0\n\tclr\ta\n\trep\t#4\n\tmac\tx0,x0,a\n\tmove\ta,x:$10"
             "\n\tmove\ta1,x:$11\n\tneg\ta\n\tmove\ta,y:$12")
    assert xmem(ex, 0x10, 2) == [0x7FFFFF, (4 * (0x7FFFFF ** 2 << 1) >> 24) & 0xFFFFFF]
    assert xmem(ex, 0x12, 1, "y") == [0x800000]
    assert ex.registers["fl"] == 1


def test_no_limiting_without_extension_and_l_untouched():
    ex = run("\tmove\t#>$123456,a\n\tmove\ta,x:$10")
    assert xmem(ex, 0x10) == [0x123456] and ex.registers["fl"] == 0


def test_sign_extension_on_writes():
    """FM p.41 (Fig. 3-4): a 24-bit write to A fills A1, zeroes A0, sign-extends into A2; writing A1,
    A0 or A2 alone does not extend; A2 reads back sign-extended (ref 5.3)."""
    ex = run("\tmove\t#>$800000,a\n\tmove\t#>$654321,b0\n\tmove\t#>$800000,b1\n\tmove\ta2,x0"
             "\n\tmove\tb2,x1")
    assert acc(ex) == (0xFF, 0x800000, 0)
    assert acc(ex, "b") == (0, 0x800000, 0x654321)
    assert (ex.registers["x0"], ex.registers["x1"]) == (0xFFFFFF, 0)


def test_short_immediate_goes_to_the_top_byte():
    """ref 5.5 gotcha 2: #xx into a data register fills bits 23..16; into Rn it is right aligned."""
    ex = run("\tmove\t#1,x0\n\tmove\t#$12,r3")
    assert (ex.registers["x0"], ex.registers["r3"]) == (0x010000, 0x12)


def test_l_moves_store_and_load_48_bits():
    """FM p.45 (3-12, Fig. 3-7): A10 is A1:A0 raw; L: writes the high word to X, low to Y."""
    ex = run("\tmove\t#>$123456,a1\n\tmove\t#>$abcdef,a0\n\tmove\ta10,l:$20\n\tmove\tl:$20,b"
             "\n\tmove\tl:$20,x", x={0x20: [0]}, y={0x20: [0]})
    assert xmem(ex, 0x20) == [0x123456] and xmem(ex, 0x20, 1, "y") == [0xABCDEF]
    assert acc(ex, "b") == (0, 0x123456, 0xABCDEF)
    assert (ex.registers["x1"], ex.registers["x0"]) == (0x123456, 0xABCDEF)


# ---------------------------------------------------------------- rounding
@pytest.mark.parametrize("before,after", [
    ((0x123456, 0x789ABC), 0x123456), ((0x123456, 0x800000), 0x123456),
    ((0x123455, 0x800000), 0x123456), ((0x123456, 0x800001), 0x123457)])
def test_convergent_rounding(before, after):
    """FM p.527-528 (A-258/259, RND, its three cases): half to even at bit 23, A0 cleared."""
    ex = run(f"\tmove\t#>${before[0]:x},a1\n\tmove\t#>${before[1]:x},a0\n\trnd\ta")
    assert acc(ex) == (0, after, 0)


# ---------------------------------------------------------------- parallel move timing
def test_parallel_moves_see_values_before_the_alu():
    """FM 6.x (parallel moves): the ALU uses X0 before the move loads it, the move stores A
    before the ALU writes it."""
    ex = run("\tmove\t#>2,x0\n\tmove\t#>3,y0\n\tmove\t#>$10,r0\n\tmove\t#>$30,r4\n\tclr\ta"
             "\n\tmove\t#>$555555,a\n\tmac\tx0,y0,a\tx:(r0)+,x0\ty:(r4)+,y0\n\tadd\tx0,b\ta,x:$40",
             x={0x10: [7]}, y={0x30: [9]})
    assert ex.registers["x0"] == 7 and ex.registers["y0"] == 9
    assert ex.registers["a"] == (0x555555 << 24) + 12
    assert xmem(ex, 0x40) == [0x555555]


# ---------------------------------------------------------------- address generation
def test_modulo_addressing_figure_4_13():
    """FM p.74 (4-21, Fig. 4-13): M2=20 (modulus 21), N2=15, R2=75: (R2)+N2 gives 69, not 90."""
    ex = run("\tmovec\t#20,m2\n\tmove\t#75,r2\n\tmove\t#15,n2\n\tnop\n\tmove\tx0,x:(r2)+n2")
    assert ex.registers["r2"] == 69


def test_modulo_wraps_both_ways():
    """FM 4.4.2.2: (Rn)+ and (Rn)- stay in the buffer [base, base+M-1]."""
    ex = run("\tmove\t#>$105,r1\n\tmovec\t#5,m1\n\tnop\n\tmove\t(r1)+\n\tmove\t#>$100,r2"
             "\n\tmovec\t#5,m2\n\tnop\n\tmove\t(r2)-")
    assert (ex.registers["r1"], ex.registers["r2"]) == (0x100, 0x105)


def test_bit_reverse_addressing():
    """FM 4.4.2.3 (reverse carry, Mn = 0): with Nn = 512 a 1024-point FFT walks 0, 512, 256, 768."""
    ex = run("\tmovec\t#0,m0\n\tmove\t#>512,n0\n\tmove\t#0,r0\n\tnop\n" +
             "\tmove\tr0,x:(r1)+\n\tmove\t(r0)+n0\n" * 4)
    assert xmem(ex, 0, 4) == [0, 512, 256, 768]


def test_linear_wraps_at_64k_and_premodify():
    ex = run("\tmove\t#0,r0\n\tmove\t#>5,n3\n\tmove\t#>$10,r3\n\tnop\n\tmove\tx:-(r0),a"
             "\n\tmove\tx:(r3+n3),b\n\tlua\t(r3)+n3,r5", x={0xFFFF: [0x7], 0x15: [0x99]})
    assert ex.registers["r0"] == 0xFFFF and acc(ex)[1] == 7 and acc(ex, "b")[1] == 0x99
    assert (ex.registers["r3"], ex.registers["r5"]) == (0x10, 0x15)


def test_pipeline_rule_is_an_error():
    """ref 5.2: a move into Rn is not visible to the next instruction's address generation; the
    interpreter refuses the pair rather than guess."""
    with pytest.raises(EmulationFault, match=r"r0 loaded by the previous instruction .* t\.a56:4"):
        run("\tmove\t#>$10,r0\n\tmove\tx:(r0)+,a")


# ---------------------------------------------------------------- DO / REP and the system stack
def test_do_loop_counts_and_restores_the_stack():
    """FM p.123 (6-26, Fig. 6-13) and p.96 (5.4.6): DO pushes LA:LC and PC:SR, sets LF; at the end
    LF comes back from the stack and LA, LC are restored."""
    ex = run("\tmove\t#>$abc,lc\n\tclr\ta\n\tmove\t#>1,x0\n\tdo\t#5,e1\n\tadd\tx0,a\n\tnop\ne1"
             "\n\tmove\tlc,y1".replace("move\t#>$abc,lc", "movec\t#$ab,lc")
             .replace("move\tlc,y1", "movec\tlc,y1"))
    assert acc(ex)[1] == 5
    assert ex.registers["y1"] == 0xAB and ex.registers["sp"] == 0
    assert ex.registers["sr"] & 0x8000 == 0


def test_nested_do_and_rep():
    """FM p.358 (DO): loops nest with different end addresses; REP inside a DO body."""
    ex = run("\tclr\ta\n\tmove\t#>1,x0\n\tdo\t#3,o1\n\tdo\t#4,i1\n\trep\t#5\n\tadd\tx0,a\n\tnop"
             "\ni1\n\tadd\tx0,a\no1")
    assert acc(ex)[1] == 3 * (4 * 5 + 1)
    t = ex.trace
    assert sum(1 for i in t.index if t.static[i].mnemonic == "add") == 63


def test_do_zero_runs_65536_times():
    """FM p.358 (DO): an LC of zero executes the loop 65,536 times (REP likewise)."""
    ex = run("\tclr\ta\n\tmove\t#>1,x0\n\tdo\t#0,e1\n\tadd\tx0,a\ne1\n\trep\t#0\n\tadd\tx0,b",
             budget=200_000)
    assert acc(ex)[1] == 65536 and acc(ex, "b")[1] == 65536


def test_enddo_leaves_early():
    """FM Appendix A ENDDO: pops the loop state; execution continues after ENDDO."""
    ex = run("\tclr\ta\n\tmove\t#>1,x0\n\tmove\t#>3,y0\n\tdo\t#10,e1\n\tadd\tx0,a\n\tclr\tb"
             "\n\tmove\ta1,b1\n\tcmp\ty0,b\n\tjne\tgo\n\tenddo\n\tjmp\te1\ngo\tnop\ne1\n\tnop")
    assert acc(ex)[1] == 3 and ex.registers["sp"] == 0 and ex.registers["sr"] & 0x8000 == 0


def test_jsr_rts_and_stack_underflow_fault():
    ex = run("\tjsr\tsub1\n\tjmp\tdone\nsub1\tmove\t#>9,x1\n\trts\ndone\tnop")
    assert ex.registers["x1"] == 9 and ex.registers["sp"] == 0
    with pytest.raises(EmulationFault, match=r"system stack underflow; pc=0x40 'rts' at t\.a56:3"):
        run("\trts")


# ---------------------------------------------------------------- condition codes
@pytest.mark.parametrize("setup,cc,taken", [
    ("\tmove\t#>1,x0\n\tmove\t#>1,a\n\tcmp\tx0,a", "eq", True),
    ("\tmove\t#>1,x0\n\tmove\t#>2,a\n\tcmp\tx0,a", "gt", True),
    ("\tmove\t#>2,x0\n\tmove\t#>1,a\n\tcmp\tx0,a", "lt", True),
    ("\tmove\t#>2,x0\n\tmove\t#>1,a\n\tcmp\tx0,a", "cs", True),
    ("\tmove\t#>1,x0\n\tmove\t#>2,a\n\tcmp\tx0,a", "cc", True),
    ("\tclr\ta", "nr", True), ("\ttst\tb", "eq", True),
    ("\tmove\t#>$400000,a\n\ttst\ta", "nr", True),         # normalized: bits 47 and 46 differ
    ("\tmove\t#>$100000,a\n\ttst\ta", "nn", True),         # unnormalized, not zero
    ("\tmove\t#>$800000,a\n\ttst\ta", "mi", True), ("\tmove\t#>$800000,a\n\ttst\ta", "ge", False),
])
def test_condition_codes(setup, cc, taken):
    """FM p.90 (5.4.2) and Appendix A Jcc: C Z N U E V as defined; branch taken or not."""
    ex = run(f"{setup}\n\tj{cc}\tyes\n\tmove\t#>1,y1\n\tjmp\tout\nyes\tmove\t#>2,y1\nout\tnop")
    assert ex.registers["y1"] == (2 if taken else 1)


def test_carry_and_overflow_of_add():
    """FM Appendix A ADD: C is the carry out of bit 55, V the signed overflow."""
    ex = run("\tmove\t#>$ff,a2\n\tmove\t#>$ffffff,a1\n\tmove\t#>$ffffff,a0\n\tmove\t#>1,x0"
             "\n\tmove\t#0,x1\n\tadd\tx,a")
    assert ex.registers["a"] == 0 and (ex.registers["fc"], ex.registers["fz"]) == (1, 1)


def test_logic_ops_work_on_a1_and_shifts_set_carry():
    """FM Appendix A AND/LSL/ROL: on A1 only; N from bit 47, C the bit shifted out."""
    ex = run("\tmove\t#>$80ff00,a\n\tmove\t#>$0ff0f0,x0\n\tand\tx0,a\n\tmove\t#>$800001,b1"
             "\n\tlsl\tb\n\trol\tb")
    assert acc(ex)[1] == 0x00F000
    assert acc(ex, "b")[1] == 0x000005 and ex.registers["fc"] == 0


def test_div_gives_a_quotient_in_a0():
    """FM Appendix A DIV: 24 iterations of the non-restoring step give the quotient in A0."""
    ex = run("\tmove\t#>$100000,a\n\tmove\t#>$400000,x0\n\tandi\t#$fe,ccr\n\trep\t#24"
             "\n\tdiv\tx0,a")
    assert acc(ex)[2] == 0x200000           # 0.125 / 0.5 = 0.25 (fractions)


def test_norm_normalizes():
    """FM Appendix A NORM: ASL while unnormalized (with Rn - 1), after a TST sets the flags."""
    ex = run("\tmove\t#>$040000,a\n\tmove\t#0,r2\n\ttst\ta\n\trep\t#24\n\tnorm\tr2,a")
    assert acc(ex)[1] == 0x400000 and ex.registers["r2"] == 0xFFFC


def test_bit_operations_and_jclr():
    """FM Appendix A BSET/BCLR/BTST/JSET: C gets the old bit; memory is read then written."""
    ex = run("\tbset\t#3,x:$10\n\tbclr\t#0,x:$10\n\tbtst\t#3,x:$10\n\tjset\t#3,x:$10,yes"
             "\n\tmove\t#>1,y1\nyes\tnop", x={0x10: [1]})
    assert xmem(ex, 0x10) == [8] and ex.registers["fc"] == 1 and ex.registers["y1"] == 0
    acc_log = ex.trace.accesses
    assert list(acc_log.write[:4]) == [False, True, False, True]


# ---------------------------------------------------------------- trace, faults, budget
def test_trace_has_two_accesses_per_xy_move_and_three_spaces():
    ex = run("\tmove\t#>$10,r0\n\tmove\t#>$20,r4\n\tnop\n\tmac\tx0,y0,a\tx:(r0)+,x0\ty:(r4)+,y0"
             "\n\tmove\tx0,x:(r0)+\ta,y0")
    t = ex.trace
    assert t.spaces == ("p", "x", "y") and t.blocks is not None
    mac = [k for k, i in enumerate(t.index) if t.static[i].mnemonic == "mac"][0]
    a = t.accesses
    sel = a.insn == mac
    assert list(a.addr[sel]) == [0x10, 0x20] and list(a.space[sel]) == [1, 2]
    assert t.static[t.index[mac]].attrs["accesses"] == ["xr", "yr"]
    assert list(a.write[a.insn == mac + 1]) == [True]


def test_faults_name_pc_instruction_and_line():
    with pytest.raises(EmulationFault, match=r"illegal or unsupported instruction word \$0000ff; "
                                             r"pc=0x41 'dc \$0000ff' at t\.a56:4"):
        run("\tnop\n\tdc\t$ff")
    with pytest.raises(EmulationFault, match="reserved address modifier"):
        run("\tmovec\tx:$10,m0\n\tnop\n\tmove\tx:(r0)+,a", x={0x10: [0x9000]})
    with pytest.raises(BudgetExceeded):
        run("lp\tjmp\tlp", budget=1000)


def test_registry_layer_executes():
    layer = isa.get_isa("dsp56k")
    assert layer.can_execute and layer.halt == "\tstop"      # a line of a56 source
    p = layer.assemble("\torg\tp:$40\nst\tmove\t#>$123,x0\n\tstop\n", "k.a56")
    ex = layer.execute(p, MemoryImage(registers={"y0": 5}), 0x40, 100)
    assert (ex.registers["x0"], ex.registers["y0"]) == (0x123, 5) and len(ex.trace) == 2


def test_memory_segments_need_a_space():
    p = ISA.assemble("\tstop\n", "k.a56")
    img = MemoryImage()
    img.segments.append(__import__("isa.image", fromlist=["Segment"]).Segment("tbl", 0, b"\0\0\0"))
    with pytest.raises(EmulationFault, match="starts with its space"):
        ISA.execute(p, img, 0, 10)


def test_assembly_errors_still_located():
    with pytest.raises(AssemblyError, match=r"t\.a56:3:"):
        run("\tmove\tx:(r0)+,q9")


# ---------------------------------------------------------------- the rest of the list
def test_add_forms_and_shifts_of_the_whole_accumulator():
    """FM Appendix A ADDL (2D+S), ADDR (D/2+S), SUBL, SUBR, ADC/SBC with C, ABS, NEG, CMPM."""
    ex = run("\tmove\t#>$100,a\n\tmove\t#>$10,b\n\taddl\tb,a\n\tmove\ta1,x:0\n"
             "\tmove\t#>$100,a\n\taddr\tb,a\n\tmove\ta1,x:1\n"
             "\tmove\t#>$100,a\n\tsubl\tb,a\n\tmove\ta1,x:2\n"
             "\tmove\t#>$100,a\n\tsubr\tb,a\n\tmove\ta1,x:3\n"
             "\tmove\t#>-5,a\n\tabs\ta\n\tmove\ta1,x:4\n\tneg\ta\n\tmove\ta1,x:5\n"
             "\tmove\t#>1,x1\n\tmove\t#0,x0\n\tclr\ta\n\tori\t#1,ccr\n\tadc\tx,a\n\tmove\ta1,x:6\n"
             "\tori\t#1,ccr\n\tsbc\tx,a\n\tmove\ta1,x:7\n\tmove\ta0,x:8\n"
             "\tmove\t#>-7,a\n\tmove\t#>3,b\n\tcmpm\tb,a")
    assert xmem(ex, 0, 9) == [0x210, 0x90, 0x1F0, 0x70, 5, 0xFFFFFB, 1, 0, 0]
    assert ex.registers["fn"] == 0 and ex.registers["fz"] == 0      # |-7| - |3| > 0


def test_logic_and_rotates():
    """FM Appendix A OR/EOR/NOT/LSR/ROR/ROL on A1 (A2, A0 unchanged), C through the rotates."""
    ex = run("\tmove\t#>$0f0f0f,a\n\tmove\t#>$123456,a0\n\tmove\t#>$f00000,y1\n\tor\ty1,a"
             "\n\tmove\ta1,x:0\n\teor\ty1,a\n\tmove\ta1,x:1\n\tnot\ta\n\tmove\ta1,x:2"
             "\n\tlsr\ta\n\tmove\ta1,x:3\n\tror\ta\n\tmove\ta1,x:4\n\trol\ta\n\tmove\ta1,x:5"
             "\n\tmove\ta0,x:6")
    assert xmem(ex, 0, 7) == [0xFF0F0F, 0x0F0F0F, 0xF0F0F0, 0x787878, 0x3C3C3C, 0x787878, 0x123456]


def test_tcc_with_address_register_transfer():
    """FM Appendix A Tcc: the transfer (and Rn -> Rm) only when the condition holds."""
    ex = run("\tmove\t#>5,x0\n\tmove\t#>$33,r1\n\tclr\ta\n\tteq\tx0,b\tr1,r2\n\ttne\tx0,a\tr1,r3")
    assert acc(ex, "b")[1] == 5 and ex.registers["r2"] == 0x33
    assert ex.registers["a"] == 0 and ex.registers["r3"] == 0


def test_movem_movep_movec_and_the_stack_registers():
    """FM Appendix A MOVEM (P memory), MOVEP (I/O short), MOVEC (SSH push/pop, SP)."""
    ex = run("\tmove\t#>$abcdef,x0\n\tmovem\tx0,p:$300\n\tmovem\tp:$300,y1\n"
             "\tmovep\ty1,x:<<$ffe0\n\tmovep\tx:<<$ffe0,x:$20\n\tmovep\t#$123456,y:<<$ffc1\n"
             "\tmovec\tx0,ssh\n\tmovec\tsp,x:$21\n\tmovec\tssh,y0\n\tmovec\tsp,x:$22")
    assert ex.registers["y1"] == 0xABCDEF and xmem(ex, 0x20, 3) == [0xABCDEF, 1, 0]
    assert xmem(ex, 0xFFC1, 1, "y") == [0x123456] and ex.registers["y0"] == 0xCDEF
    assert xmem(ex, 0x300, 1, "p") == [0xABCDEF]


def test_class_i_and_ii_register_moves():
    """FM 6.x parallel moves: X:R, R:Y (accumulator to a register beside a memory move) and the
    class II forms A -> X:ea with X0 -> A, Y0 -> A with A -> Y:ea."""
    ex = run("\tmove\t#>$10,r0\n\tmove\t#>$20,r4\n\tmove\t#>$111111,a\n\tmove\t#>$222222,x0"
             "\n\tmove\t#>$333333,y0\n\tnop\n\tmove\tx:(r0),x1\ta,y1\n\tmove\ta,x:(r0)+\tx0,a"
             "\n\tmove\ty0,b\tb,y:(r4)", x={0x10: [0x444444]}, y={0x20: [0]})
    assert (ex.registers["x1"], ex.registers["y1"]) == (0x444444, 0x111111)
    assert xmem(ex, 0x10) == [0x111111] and acc(ex)[1] == 0x222222
    assert acc(ex, "b")[1] == 0x333333 and xmem(ex, 0x20, 1, "y") == [0]


def test_l_moves_of_ab_and_limited_a():
    """FM p.45 (Fig. 3-7): ``ab`` moves A (limited) to X and B to Y; ``a`` over L: limits to 48 bits."""
    ex = run("\tmove\t#>$123456,a\n\tmove\t#>$7fffff,x0\n\tclr\tb\n\trep\t#4\n\tmac\tx0,x0,b"
             "\n\tmove\tab,l:$10\n\tmove\tb,l:$11")
    assert xmem(ex, 0x10, 2) == [0x123456, 0x7FFFFF] and xmem(ex, 0x10, 2, "y") == [0x7FFFFF,
                                                                                    0xFFFFFF]


def test_scaling_modes_shift_limiting_and_rounding():
    """FM p.90 (5.4.2.6 table): scale down reads A shifted right one bit, scale up left; RND rounds
    at bit 24 / 22 (FM p.527)."""
    ex = run("\tmove\t#>$400000,a\n\tori\t#$04,mr\n\tmove\ta,x:0\n\tandi\t#$f3,mr\n"
             "\tori\t#$08,mr\n\tmove\ta,x:1\n\tandi\t#$f3,mr\n\tmove\ta,x:2")
    assert xmem(ex, 0, 3) == [0x200000, 0x7FFFFF, 0x400000]
    ex = run("\tmove\t#>$000001,a1\n\tmove\t#>$800000,a0\n\tori\t#$04,mr\n\trnd\ta")
    assert acc(ex) == (0, 2, 0)              # 1.5 LSB rounded at bit 24: $000001:800000 -> 2:0


def test_do_and_rep_from_registers_and_memory_and_jsset():
    """FM Appendix A DO/REP with a register or memory count; JSSET calls when the bit is set."""
    ex = run("\tmove\t#>3,x1\n\tclr\ta\n\tmove\t#>1,x0\n\tdo\tx1,e1\n\tadd\tx0,a\ne1\n"
             "\trep\tx:$5\n\tadd\tx0,a\n\tjsset\t#0,x:$5,sub1\n\tjmp\tdone\nsub1\tmove\t#>7,y1"
             "\n\trts\ndone\tnop", x={5: [4]})
    assert acc(ex)[1] == 7 and ex.registers["y1"] == 0   # bit 0 of 4 is clear: no call
    ex = run("\tjsset\t#2,x:$5,sub1\n\tjmp\tdone\nsub1\tmove\t#>7,y1\n\trts\ndone\tnop",
             x={5: [4]})
    assert ex.registers["y1"] == 7


def test_lua_to_n_and_bchg_on_a_register():
    ex = run("\tmove\t#>$40,r2\n\tmove\t#>3,n2\n\tnop\n\tlua\t(r2)-n2,n6\n\tmove\t#>$f0,y0"
             "\n\tbchg\t#4,y0\n\tbchg\t#0,y0")
    assert ex.registers["n6"] == 0x3D and ex.registers["r2"] == 0x40
    assert ex.registers["y0"] == 0xE1 and ex.registers["fc"] == 0


def test_nested_do_loops_with_one_end_address_are_refused():
    """FM p.358 (DO): nested loops may not end at the same address; ours says so."""
    with pytest.raises(EmulationFault, match="nested DO loops end at the same address"):
        run("\tdo\t#2,e1\n\tdo\t#3,e1\n\tnop\ne1\n\tnop")


def test_mpyr_and_macr_round_the_product():
    """FM Appendix A MPYR/MACR: the product (sum) is convergently rounded into A1, A0 cleared."""
    ex = run("\tmove\t#>3,x0\n\tmove\t#>$400000,y0\n\tmpyr\tx0,y0,a\n\tmove\t#>1,x1"
             "\n\tmove\t#>$400000,b\n\tmacr\tx1,y0,b")
    assert acc(ex) == (0, 2, 0)             # 3 x 0.5 = 1:$800000, a tie, rounded to even
    assert acc(ex, "b") == (0, 0x400000, 0)     # $400000:$400000 rounds down


def test_rep_of_a_block_ending_instruction_and_of_a_jump():
    """REP repeats an instruction that changes a modifier (it ends its block, not the loop);
    a jump after REP is refused, as a56 refuses it."""
    ex = run("\tmove\t#>2,x0\n\trep\t#3\n\tmovec\tx0,m1\n\tmove\t#>5,r1\n\tnop\n\tmove\t(r1)+"
             "\n\tmove\t(r1)+")
    assert ex.registers["m1"] == 2 and ex.registers["r1"] == 4    # modulo 3 in [4, 6]: 5, 6, 4
    with pytest.raises(EmulationFault, match="cannot be repeated by REP"):
        run("\trep\t#2\n\tjmp\t<$40")


def test_rep_inside_a_block_keeps_every_pass_in_the_trace():
    """``rep #n`` compiled into its block: the trace still retires the instruction n times, each
    pass with its X then Y access, the addresses advancing as the registers do."""
    ex = run("\tmove\t#>$10,r0\n\tmove\t#>$23,r4\n\tclr\ta\n\trep\t#3\n\tmac\tx0,y0,a\tx:(r0)+,x0"
             "\ty:(r4)-,y0\n\tnop")
    t = ex.trace
    texts = [t.static[i].mnemonic for i in t.index]
    assert texts == ["move", "move", "clr", "rep", "mac", "mac", "mac", "nop", "stop"]
    a = t.accesses
    assert list(a.insn) == [4, 4, 5, 5, 6, 6]
    assert list(a.addr) == [0x10, 0x23, 0x11, 0x22, 0x12, 0x21] and list(a.space) == [1, 2] * 3
