"""One test per documented P6 (Pentium Pro / Pentium II) rule the model relies on (sources in
machines/p6.toml and machines/pentium2.toml)."""
import numpy as np
import pytest

from workbench.cores import get_core
from workbench.errors import WorkbenchError
from workbench.machine import load_machine
from workbench.snippet import run_snippet, time_snippet


def timed(asm, core="p6", spec=None):
    """(trace, timing, model): the model keeps the decode and retire clocks of its last trace."""
    _, tr = run_snippet(asm)
    model = get_core(core, spec)
    return tr, model.time(tr), model


def idx(tr, text):
    """Positions of the retired instructions whose text starts with ``text``."""
    return [i for i in range(len(tr)) if tr.static[tr.index[i]].text.startswith(text)]


def test_two_multi_uop_instructions_take_two_decode_clocks():
    tr, t, m = timed("mov ebx, DATA\nxor eax, dword ptr [ebx]\nxor ecx, dword ptr [ebx]")
    a, b = idx(tr, "xor")
    assert tr.static[tr.index[a]].address // 16 == tr.static[tr.index[b]].address // 16
    assert m.decode[b] - m.decode[a] == 1


def test_one_uop_instructions_decode_three_per_clock():
    tr, t, m = timed("add ecx, 1\nadd edx, 1\nadd esi, 1\nadd edi, 1")
    d = [int(m.decode[i]) for i in idx(tr, "add")]
    assert d[0] == d[1] == d[2] and d[3] == d[2] + 1


def test_4_1_1_pattern_decodes_in_one_clock():
    tr, t, m = timed("mov ebx, DATA\nnop\nnop\nxor eax, dword ptr [ebx]\nadd edx, 1\nadd esi, 1")
    assert len({tr.static[tr.index[i]].address // 16 for i in range(6)}) == 1
    d = [int(m.decode[i]) for i in range(3, 6)]
    assert d[0] == d[1] == d[2]


def test_sixteen_byte_block_boundary_splits_decode_group():
    # three 5-byte instructions end in block 0; three 6-byte ones reach into block 1
    tr, t, m = timed("mov ecx, 0x12345678\nmov edx, 0x12345678\nmov esi, 0x12345678")
    assert len({int(m.decode[i]) for i in range(3)}) == 1
    tr, t, m = timed("add ecx, 0x12345678\nadd edx, 0x12345678\nadd esi, 0x12345678")
    assert m.decode[2] == m.decode[1] + 1 and t.lost["decode"][2] == 1


def test_two_shifts_compete_for_port_0():
    tr, t, m = timed("ror eax, 4\nror ebx, 4")
    a, b = idx(tr, "ror")
    assert t.issue[b] == t.issue[a] + 1 and t.pipe_names[t.pipe[a]] == t.pipe_names[t.pipe[b]] == "p0"
    tr, t, m = timed("ror eax, 4\nadd ebx, 4")
    assert t.issue[1] == t.issue[0] and t.pipe_names[t.pipe[1]] == "p1"


def test_load_latency_three_clocks():
    tr, t, m = timed("mov ebx, DATA\nmov eax, dword ptr [ebx]\nnop\nnop\nnop\nnop\nmov ecx, dword ptr [ebx + 4]\nadd edx, ecx")
    ld, use = idx(tr, "mov ecx")[0], idx(tr, "add edx")[0]
    assert t.issue[use] - t.issue[ld] == load_machine("p6")["latency.load"] == 3
    assert t.pipe_names[t.pipe[ld]] == "p2"


def test_no_agi_on_loads():
    tr, t, m = timed("mov ebx, DATA\nmov eax, dword ptr [ebx]")
    assert t.issue[1] == t.issue[0] + 1          # ready one clock after the ALU result


def test_partial_register_stall_after_byte_write():
    tr, t, m = timed("mov al, cl\nmov edx, eax")
    stall = int(t.lost["partial_reg"][1])
    assert 5 <= stall <= 7                           # Agner 5-6, libdes 'at least 7'
    assert m.decode[1] == m.decode[0]                # decoded together, held at allocation


def test_partial_stall_waits_for_the_writer_to_retire():
    tr, t, m = timed("mov al, cl\nmov edx, eax")
    assert t.issue[1] > m.retire[0]


def test_partial_stall_extra_is_a_parameter():
    spec = load_machine("p6").with_overrides(**{"partial.extra": 1})
    tr0, t0, _ = timed("mov al, cl\nmov edx, eax")
    tr1, t1, _ = timed("mov al, cl\nmov edx, eax", spec=spec)
    assert t1.lost["partial_reg"][1] == t0.lost["partial_reg"][1] + 1


def test_xor_zero_idiom_avoids_partial_stall():
    tr, t, m = timed("xor eax, eax\nmov al, cl\nmov edx, eax")
    assert t.lost["partial_reg"].sum() == 0
    tr, t, m = timed("sub ebx, ebx\nmov bl, dl\nmov ecx, ebx")
    assert t.lost["partial_reg"].sum() == 0


def test_zero_idiom_does_not_cover_the_high_byte():
    tr, t, m = timed("xor eax, eax\nmov ah, cl\nmov edx, eax")
    assert t.lost["partial_reg"][2] > 0


def test_mov_imm_zero_is_not_an_idiom():
    tr, t, m = timed("mov ebx, 0\nmov bl, dl\nmov ecx, ebx")
    assert t.lost["partial_reg"][2] > 0


def test_pentium_pro_friendly_sbox_sequence_has_no_partial_stall():
    tr, t, m = timed("mov eax, ecx\nshr ecx, 8\nand eax, 0fch")
    assert t.lost["partial_reg"].sum() == 0


def test_libdes_pentium_sequence_stalls_without_the_xor():
    asm = "mov al, cl\nxor edi, dword ptr [DATA + 0x100 + eax]\nmov al, ch\nxor edi, dword ptr [DATA + 0x300 + eax]"
    tr, t, m = timed("mov eax, 0\n" + asm)
    assert t.lost["partial_reg"].sum() > 0
    tr, t, m = timed("xor eax, eax\n" + asm)
    assert t.lost["partial_reg"].sum() == 0


def test_partial_flags_stall():
    tr, t, m = timed("cmp eax, ebx\ninc ecx\njc t1\nt1:\nnop")
    assert t.lost["partial_reg"][2] > 0               # JC reads CF, which INC did not write
    tr, t, m = timed("cmp eax, ebx\ninc ecx\njz t1\nt1:\nnop")
    assert t.lost["partial_reg"][2] == 0              # JZ reads only what INC wrote
    tr, t, m = timed("cmp eax, ebx\nadd ecx, 1\njc t1\nt1:\nnop")
    assert t.lost["partial_reg"][2] == 0


def test_retirement_three_uops_per_clock():
    # 4-1-1 groups decode 6 uops a clock; the ports take them (p2 p01 p3 p4 + 2 p01 over 2 clocks);
    # retirement at 3 uops a clock is the bound: 2 clocks per group
    # (code-cache misses switched off so that only the pipeline counts)
    group = "add dword ptr [ebx], esi\nadd ecx, 1\nadd edx, 1\n"
    nomiss = load_machine("p6").with_overrides(**{"cache.l2_latency": 0})
    _, ta, _ = timed("mov ebx, DATA\n" + group * 20, spec=nomiss)
    _, tb, _ = timed("mov ebx, DATA\n" + group * 40, spec=nomiss)
    assert tb.total_cycles - ta.total_cycles == 40          # 120 uops more, 3 a clock
    spec = nomiss.with_overrides(**{"backend.retire_width": 6, "backend.alloc_width": 6})
    _, tc, _ = timed("mov ebx, DATA\n" + group * 40, spec=spec)
    assert tc.total_cycles < tb.total_cycles


def test_rob_limits_lookahead_past_a_long_latency_chain():
    # a 120-clock IMUL chain, then a 120-clock ADD chain that does not depend on it: a large window
    # overlaps the two; the 40-uop ROB holds only part of the ADD chain behind the unretired IMULs
    asm = "imul eax, eax\n" * 30 + "add ecx, 1\n" * 120
    _, t40, _ = timed(asm)
    assert t40.lost["window"].sum() > 0
    spec = load_machine("p6").with_overrides(**{"backend.rob_size": 400, "backend.rs_size": 400})
    _, tbig, _ = timed(asm, spec=spec)
    assert t40.total_cycles - tbig.total_cycles > 30 and tbig.lost["window"].sum() == 0


def test_data_cache_miss_costs_l2_latency():
    spec = load_machine("p6")
    tr, t, m = timed("mov ebx, DATA\n" + "nop\n" * 6 + "mov eax, dword ptr [ebx]\nmov ecx, dword ptr [ebx + 4]\nadd eax, ecx")
    first, second = idx(tr, "mov eax")[0], idx(tr, "mov ecx")[0]
    assert t.lost["cache"][first] == spec["cache.l2_latency"]
    assert t.lost["cache"][second] == 0              # same 32-byte line


def test_cache_geometry_pentium_pro_and_pentium_ii():
    p6, pii = load_machine("p6"), load_machine("pentium2")
    assert (p6["cache.l1d_size"], p6["cache.l1d_line"]) == (8192, 32)
    assert (pii["cache.l1d_size"], pii["cache.l1d_line"]) == (16384, 32)
    assert p6.clock_mhz == 200 and pii.clock_mhz == 233


def test_mispredicted_loop_exit_costs_the_restart():
    tr, t, m = timed("mov ecx, 5\nl1:\ndec ecx\njnz l1\nnop")
    assert m.mispredicts.sum() == 1
    assert t.lost["branch"].sum() >= load_machine("p6")["branch.mispredict_restart"]


def test_charges_sum_to_total_cycles():
    tr, t, m = timed("mov ebx, DATA\nmov al, cl\nmov edx, eax\nror edx, 4\nxor eax, dword ptr [ebx]")
    assert int(t.cost().sum()) == t.total_cycles == int(m.retire[-1]) + 1


def test_unknown_instruction_is_a_clear_error():
    with pytest.raises(WorkbenchError, match="no timing for 'arpl ax, bx'"):
        time_snippet("arpl ax, bx", "p6")


@pytest.mark.parametrize("core", ["p6", "pii"])
def test_des_karn_pm32_is_covered(core):
    from workbench.runner import run
    r = run("des-karn-pm32", core, blocks=64)
    t = r.timing
    assert t.total_cycles > 0 and int(t.cost().sum()) == t.total_cycles
    assert set(t.pipe_names) == {"p0", "p1", "p2", "p3", "p4"}
    assert np.all(t.issue[1:] >= 0)


def test_leave_is_three_uops_and_far_transfers_are_not_modelled():
    from workbench.cores.p6_uops import static_info
    tr, t, m = timed("call f\njmp done\nf:\npush ebp\nmov ebp, esp\nleave\nret\ndone:")
    leave = next(s for s in tr.static if s.mnemonic == "leave")
    assert static_info(load_machine("p6"), leave)[1] == 3          # 86Box leave_op [U]
    _, far = run_snippet("jmp start\nf:\nretf\nstart:\ncall far f", mode="real16")
    with pytest.raises(WorkbenchError, match="no timing for 'lcall"):
        get_core("p6").time(far)


def test_local_history_learns_a_period_three_pattern():
    # jne goes taken, taken, not taken, ...: the 4-bit local history tells the three places
    # apart, so once learned the pattern costs nothing more, however long the loop runs
    def mispredicts(n):
        asm = (f"mov ecx, {n}\nmov edx, 0\ntop:\ninc edx\ncmp edx, 3\njne skip\nmov edx, 0\nskip:\n"
               "dec ecx\njnz top")
        return int(timed(asm)[2].mispredicts.sum())
    assert mispredicts(30) == mispredicts(90) <= 5


def test_rotate_through_carry_by_one_is_two_uops_by_more_four():
    from workbench.cores.p6_uops import static_info
    tr, _, _ = timed("rcl eax, 1\nrcr ebx, 3\nrcl ecx, cl")
    sp = load_machine("p6")
    assert [static_info(sp, s)[1] for s in tr.static if s.mnemonic in ("rcl", "rcr")] == [2, 4, 4]
