"""One test per documented 80486 timing rule the model relies on (sources in machines/i486.toml)."""
import pytest

from workbench.cores.cache import CacheGeometry, simulate
from workbench.errors import WorkbenchError
from workbench.machine import load_machine
from workbench.snippet import time_snippet

import numpy as np


def costs(asm, mode="prot32", spec=None):
    tr, t = time_snippet(asm, "i486", mode, spec)
    out = []
    for i in range(len(tr) - 1):                 # drop the trailing hlt
        lost = {k: v for k, v in t.cause_of(i).items() if k not in ("fetch", "cache")}
        out.append((tr.static[tr.index[i]].mnemonic, int(t.base[i]), lost))
    return out


def test_one_cycle_alu_and_two_cycle_load_op():
    c = costs("mov ebx, DATA\nadd eax, ecx\nadd eax, dword ptr [ebx]")
    assert c[1][1] == 1 and c[2][1] == 2


def test_prefix_costs_one_clock_per_byte():
    c = costs("mov bx, 0\nnop\nnop\nxor eax, dword ptr es:[bx]", mode="real16")
    assert c[3][2].get("prefix") == 2


def test_agi_is_two_cycles_in_real_mode():
    c = costs("mov bx, 0\nmov ax, word ptr [bx]", mode="real16")
    assert c[1][2] == {"agi": 2}


def test_agi_is_one_cycle_in_protected_mode():
    c = costs("mov ebx, DATA\nmov eax, dword ptr [ebx]")
    assert c[1][2] == {"agi": 1}


def test_agi_at_distance_two_costs_one_in_real_mode():
    c = costs("mov bx, 0\nnop\nmov ax, word ptr [bx]", mode="real16")
    assert c[2][2] == {"agi": 1}


def test_intel_agi_alternative_is_a_parameter():
    spec = load_machine("i486").with_overrides(**{"penalty.agi_window_real16": 2})
    c = costs("mov bx, 0\nmov ax, word ptr [bx]", mode="real16", spec=spec)
    assert c[1][2] == {"agi": 1}


def test_implicit_esp_of_push_pop_has_no_agi():
    c = costs("push eax\npop ebx\npop ecx")
    assert all("agi" not in x[2] for x in c)


def test_explicit_esp_write_then_pop_pays_agi():
    c = costs("push eax\npush eax\nadd esp, 4\npop ecx")
    assert c[3][2].get("agi") == 1


def test_indexed_addressing_costs_one():
    c = costs("mov ebx, DATA\nxor esi, esi\nnop\nnop\nmov eax, dword ptr [ebx + esi]")
    assert c[4][2] == {"indexed": 1}


def test_displacement_and_immediate_cost_one():
    c = costs("mov ebx, DATA\nnop\nnop\nmov dword ptr [ebx + 16], 1")
    assert c[3][2] == {"disp_imm": 1}


def test_byte_register_two_cycles_before_memory_access():
    c = costs("mov ebx, DATA\nnop\nnop\nmov cl, al\nnop\nmov eax, dword ptr [ebx]")
    assert c[5][2] == {"byte_reg": 1}


def test_byte_register_one_cycle_before_alone_is_free():
    c = costs("mov ebx, DATA\nnop\nnop\nmov cl, al\nmov eax, dword ptr [ebx]")
    assert c[4][2] == {}


def test_partial_register_read_after_byte_write():
    c = costs("mov bl, al\nmov ecx, ebx")
    assert c[1][2] == {"partial_reg": 1}


def test_toth_flow_break_adds_to_the_agi():
    """Toth (gem 26, protected mode): after 'adc bl,dl' the MOV addressing [ebx] loses one clock
    for the AGI and one for the flow break; with one instruction between, it loses one (Abrash's
    rule 4, a byte register loaded exactly 2 clocks before addressing)."""
    c = costs("mov ebx, DATA\nnop\nnop\nadd ecx, ebp\nadc bl, dl\nmov al, byte ptr [ebx]")
    assert c[5][2] == {"agi": 1, "partial_reg": 1}
    c = costs("mov ebx, DATA\nnop\nnop\nadd ecx, ebp\nadc bl, dl\nsub esi, ebp\nmov al, byte ptr [ebx]")
    assert c[6][2] == {"byte_reg": 1}


def test_flow_break_within_the_agi_is_the_documented_alternative():
    spec = load_machine("i486")
    assert "[D]" in spec.source("penalty.partial_read_address")
    assert spec.params["penalty.partial_read_address"].alternatives == {"in_agi": 0}
    alt = spec.with_overrides(**{"penalty.partial_read_address": 0})
    c = costs("mov ebx, DATA\nnop\nnop\nadc bl, dl\nmov al, byte ptr [ebx]", spec=alt)
    assert c[4][2] == {"agi": 1}
    # a source use keeps rule 3 under either reading
    c = costs("mov bl, al\nmov ecx, ebx", spec=alt)
    assert c[1][2] == {"partial_reg": 1}


def test_taken_and_not_taken_branches():
    c = costs("xor eax, eax\njz t1\nnop\nt1:\ninc eax\njz t2\nt2:\nnop")
    jz = [x for x in c if x[0] == "je"]
    assert jz[0][1] + jz[0][2].get("branch", 0) == 3    # taken
    assert jz[1][1] + jz[1][2].get("branch", 0) == 1    # not taken


def test_shift_by_immediate_two_by_one_three():
    c = costs("ror eax, 4\nror eax, 1\nshl eax, cl")
    assert [x[1] for x in c] == [2, 3, 3]


def test_pop_register_one_cycle_as_measured():
    c = costs("push eax\npop eax")
    assert c[1][1] == 1


def test_an_instruction_of_a_later_core_names_that_core():
    with pytest.raises(WorkbenchError, match="486 has no instruction 'cpuid'.*Pentium \\(--core p5\\)"):
        time_snippet("cpuid", "i486")


def test_an_unmodelled_form_is_one_clear_error_with_its_form():
    with pytest.raises(WorkbenchError, match=r"no timing for 'arpl ax, bx' \(form arpl r16,r16\)"):
        time_snippet("arpl ax, bx", "i486")


def test_cache_geometry_and_line_fill():
    spec = load_machine("i486")
    assert (spec["cache.size"], spec["cache.ways"], spec["cache.line"]) == (8192, 4, 16)
    tr, t = time_snippet("mov ebx, DATA\nnop\nnop\nmov eax, dword ptr [ebx]\nmov eax, dword ptr [ebx + 4]", "i486")
    assert t.lost["cache"][3] == spec["cache.line_fill"]     # first touch of the line misses
    assert t.lost["cache"][4] == 0                           # same 16-byte line hits


def test_lru_cache_evicts_least_recent():
    g = CacheGeometry(64, 2, 16)      # 2 sets x 2 ways
    assert simulate(np.array([0, 2, 0, 4, 2, 0]) * 16, g).tolist() == [1, 1, 0, 1, 1, 1]
    assert simulate(np.array([0, 2, 0, 4, 0, 2]) * 16, g).tolist() == [1, 1, 0, 1, 0, 1]


# ---- Karn's real-mode forms (docs/references.md 2.2c) ----
def test_segment_register_loads_from_a_register_3_and_from_memory_9():
    c = costs("mov ax, 0x2000\nnop\nmov es, ax\nmov es, word ptr [0]", mode="real16")
    assert [x[1] for x in c[2:]] == [3, 9]


def test_les_costs_six_in_real_mode_and_is_not_timed_in_protected_mode():
    c = costs("nop\nles si, dword ptr [0]", mode="real16")
    assert c[1][:2] == ("les", 6)
    with pytest.raises(WorkbenchError, match="in real mode only, not in protected mode"):
        costs("les esi, dword ptr [DATA]")


def test_far_call_costs_18_and_retf_13_in_real_mode():
    c = costs("jmp start\nf:\nretf\nstart:\ncall far f", mode="real16")
    assert [x[:2] for x in c[1:]] == [("lcall", 18), ("retf", 13)]


def test_les_then_an_address_through_its_register_pays_the_agi():
    c = costs("nop\nnop\nles si, dword ptr [0]\nmov eax, dword ptr es:[si]", mode="real16")
    assert c[3][2].get("agi") == 2


def test_leave_costs_five_and_the_ret_right_after_it_pays_the_agi():
    c = costs("call f\njmp done\nf:\npush ebp\nmov ebp, esp\nnop\nnop\nleave\nret\ndone:")
    leave = next(x for x in c if x[0] == "leave")
    ret = next(x for x in c if x[0] == "ret")
    assert leave[1] == 5 and "agi" not in leave[2]
    assert ret[2].get("agi") == 1           # ESP = EBP is no implicit stack update [I]


def test_agi_distance_counts_the_clocks_of_an_indexed_instruction_between():
    # the AGI is counted in cycles: a two-clock indexed load between the write and the use hides
    # the real-mode distance-two clock that a one-clock instruction there leaves
    c = costs("mov bx, 0\nmov ax, word ptr [bp + si]\nmov cx, word ptr [bx]", mode="real16")
    assert c[1][2] == {"indexed": 1} and c[2][2] == {}
    assert costs("mov bx, 0\nnop\nmov cx, word ptr [bx]", mode="real16")[2][2] == {"agi": 1}


def test_a_taken_branchs_extra_clocks_count_toward_the_agi_distance():
    c = costs("xor ax, ax\nmov bx, 0\nje t\nnop\nt:\nmov cx, word ptr [bx]", mode="real16")
    assert [x[0] for x in c] == ["xor", "mov", "je", "mov"]
    assert c[2][2] == {"branch": 2} and c[3][2] == {}


@pytest.mark.parametrize("size, ways, line", [(1000, 4, 16), (3 * 4 * 16, 4, 16), (8192, 3, 16)])
def test_a_cache_geometry_without_a_power_of_two_set_count_is_refused(size, ways, line):
    with pytest.raises(ValueError, match="power-of-two set count"):
        CacheGeometry(size, ways, line)
    assert CacheGeometry(8192, 4, 16).sets == 128


def _lru_misses(addresses, g):
    """A plain LRU cache, one access at a time: the reference for both cache simulators."""
    sets, out = [[] for _ in range(g.sets)], []
    for a in addresses.tolist():
        line = a // g.line
        s = sets[line % g.sets]
        out.append(line not in s)
        if line in s:
            s.remove(line)
        elif len(s) == g.ways:
            del s[0]
        s.append(line)
    return out


@pytest.mark.parametrize("native", [True, False])
def test_both_cache_simulators_are_plain_lru(native):
    rng = np.random.default_rng(3)
    for g in (CacheGeometry(64, 2, 16), CacheGeometry(8192, 4, 16), CacheGeometry(512, 1, 32)):
        # a few hot sets that overflow, the rest touched once or twice, repeats in a row
        addr = np.concatenate([rng.integers(0, 64, 300) * g.line * g.sets // 4,
                               rng.integers(0, 4 * g.size, 300), np.repeat([5, 5, 5], 1)])
        addr = rng.permutation(addr)
        assert simulate(addr, g, native=native).tolist() == _lru_misses(addr, g), g
