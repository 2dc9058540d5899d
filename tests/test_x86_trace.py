"""Trace capture: counts equal a hand count; taken flags; data addresses; faults; budget."""
import numpy as np
import pytest

from isa.errors import BudgetExceeded, EmulationFault
from isa.trace import Trace
from workbench.snippet import DATA_PROT32, run_snippet


def test_instruction_count_equals_hand_count():
    # 2 setup + 10 iterations x 3 + hlt = 33
    _, tr = run_snippet("mov ecx, 10\nxor eax, eax\nagain:\nadd eax, ecx\ndec ecx\njnz again")
    assert len(tr) == 2 + 10 * 3 + 1
    jnz = [i for i in range(len(tr)) if tr.static[tr.index[i]].mnemonic == "jne"]
    assert tr.taken[jnz].tolist() == [True] * 9 + [False]


def test_data_addresses_follow_the_accesses():
    _, tr = run_snippet("mov ebx, DATA\nmov eax, dword ptr [ebx + 8]\nmov dword ptr [ebx + 16], eax\npush eax\npop edx")
    addrs = tr.data_addr.tolist()
    assert addrs[1] == DATA_PROT32 + 8 and addrs[2] == DATA_PROT32 + 16
    assert addrs[0] == -1 and addrs[3] == addrs[4]        # push and pop touch the same stack slot


def test_real_mode_trace_counts_prefixes():
    _, tr = run_snippet("mov eax, dword ptr es:[bx]\nmov ax, 1", mode="real16")
    assert tr.static[tr.index[0]].attrs["prefixes"] == 2      # 66h and 26h
    assert tr.static[tr.index[1]].attrs["prefixes"] == 0


def test_fault_reports_pc_instruction_and_line():
    with pytest.raises(EmulationFault) as e:
        run_snippet("nop\nmov eax, dword ptr [0x7000000]", path="bad.asm")
    msg = str(e.value)
    assert "read of unmapped memory at 0x7000000" in msg
    assert "pc=0x10001" in msg and "bad.asm:2" in msg and "mov eax" in msg


def test_runaway_loop_hits_the_budget():
    with pytest.raises(BudgetExceeded, match="instruction budget of 1,000 exceeded"):
        run_snippet("spin:\njmp spin", budget=1000)


def test_trace_save_and_load(tmp_path):
    _, tr = run_snippet("mov ecx, 3\nl:\ndec ecx\njnz l")
    path = tr.save(tmp_path / "t")
    back = Trace.load(path)
    assert np.array_equal(back.index, tr.index) and np.array_equal(back.taken, tr.taken)
    assert back.static[0] == tr.static[0]


def test_far_forms_record_two_word_accesses_and_the_far_target():
    """LES, a far CALL and RETF move two words each (offset and segment), as unicorn does; the
    trace's access count per instruction must match or the data addresses would be dropped."""
    prog, tr = run_snippet("jmp start\nf:\nles si, dword ptr [0]\nretf\nstart:\ncall far f",
                           mode="real16")
    assert not tr.meta.warnings and len(tr.accesses) == 6
    by = {s.mnemonic: s for s in tr.static}
    assert (by["les"].mem_reads, by["lcall"].mem_writes, by["retf"].mem_reads) == (2, 2, 2)
    assert "es" in by["les"].writes and by["lcall"].target == prog.symbols["f"]
