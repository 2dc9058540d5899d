"""Two DSP56000 interpreter bugs found by a differential run against another DSP56001 core
(issue 22), each pinned by a test that failed before its fix."""
from __future__ import annotations

from tests.test_dsp56k_machine import run, xmem


def test_do_loop_whose_last_instruction_is_two_words_ends():
    """FM DO: LA is the address of the loop's last instruction word (the end label minus one); the
    loop-end test happens when that word has been fetched, so a two-word last instruction (here an
    absolute-address move) ends the loop like a one-word one. It never ended before: the test
    compared LA with the instruction's first word."""
    ex = run("\tclr\ta\n\tmove\t#>1,x0\n\tdo\t#5,end\n\tadd\tx0,a\n\tmove\ta1,x:$0123\nend\n"
             "\tmove\t#>9,b\n", budget=1000)
    assert ex.registers["a"] & 0xFFFFFF_FFFFFF == 5 << 24
    assert xmem(ex, 0x123) == [5]
    assert ex.registers["b"] >> 24 & 0xFFFFFF == 9 and ex.registers["lc"] == 0


def test_a_taken_jset_is_a_jump_not_a_subroutine_call():
    """FM JSET/JCLR jump; only JSSET/JSCLR push PC:SR. A taken jset pushed like a jsr, so the
    stack pointer grew."""
    ex = run("\tbset\t#3,x:$10\n\tjset\t#3,x:$10,yes\n\tmove\t#>1,b\nyes\n\tmove\t#>2,a\n")
    assert ex.registers["sp"] & 0xF == 0
    assert ex.registers["a"] >> 24 & 0xFFFFFF == 2 and ex.registers["b"] == 0


def test_a_taken_jsset_is_a_subroutine_call():
    ex = run("\tbset\t#3,x:$10\n\tjsset\t#3,x:$10,sub\n\tmove\t#>2,a\n\tjmp\tout\n"
             "sub\n\tmove\t#>7,b\n\trts\nout\n")
    assert ex.registers["b"] >> 24 & 0xFFFFFF == 7 and ex.registers["a"] >> 24 & 0xFFFFFF == 2
    assert ex.registers["sp"] & 0xF == 0


def test_rep_of_one_runs_the_next_instruction_once():
    """FM REP: the next instruction runs LC times; #1 runs it once. A third bug the Hatari
    differential (tests/test_dsp56k_hatari_diff.py) found: ``rep #1`` left its count for the run
    loop to repeat after the block as well, and the run ended in a fetch from P:-1."""
    ex = run("\tmove\t#>1,x0\n\tclr\ta\n\trep\t#1\n\tadd\tx0,a\n\tadd\tx0,a\n")
    assert ex.registers["a"] >> 24 & 0xFFFFFF == 2
    ex = run("\tmove\t#>1,x0\n\tclr\ta\n\trep\t#3\n\tadd\tx0,a\n\tadd\tx0,a\n")
    assert ex.registers["a"] >> 24 & 0xFFFFFF == 4


def test_lc_counts_the_passes_of_a_rep():
    """FM REP: LC is saved, loaded with the count and decremented each pass, then restored, so a
    repeated instruction that reads LC sees the passes left (here 3, 2, 1) and LC is unchanged
    afterwards. Found by the Hatari differential: we kept LC unchanged during the REP."""
    for count in ("#3", "x0"):
        ex = run(f"\tmove\t#>3,x0\n\tmovec\t#$640,lc\n\trep\t{count}\n\tmovec\tlc,x:(r0)+\n\tnop\n",
                 regs={"r0": 0x10})
        assert xmem(ex, 0x10, 3) == [3, 2, 1]
        assert ex.registers["lc"] == 0x640


def test_ori_to_mr_keeps_the_reserved_sr_bits_zero():
    """FM, the status register: bits 12 and 14 are reserved and read as zero, as a MOVEC
    to SR already keeps them here; ORI #$50,MR set them. Found by the Hatari differential."""
    ex = run("\tori\t#$50,mr\n\tnop\n")
    assert ex.registers["sr"] & 0x5000 == 0
