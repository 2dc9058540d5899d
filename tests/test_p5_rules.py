"""One test per documented Pentium (P5) timing rule the model relies on (sources in machines/p5.toml)."""
import numpy as np
import pytest

from workbench.errors import WorkbenchError
from workbench.machine import load_machine
from workbench.snippet import time_snippet

# Most snippets execute once; the first-execution rule (no pairing marks yet for a U instruction longer
# than one byte) would then hide every other pairing rule, so it is switched off except in its own test.
WARM = {"pairing.first_execution_one_byte": False}


def spec(**over):
    return load_machine("p5").with_overrides(**{**WARM, **over})


def timed(asm, mode="prot32", **over):
    tr, t = time_snippet(asm, "p5", mode, spec(**over))
    rows = []
    for i in range(len(tr) - 1):                 # drop the trailing hlt
        lost = {k: v for k, v in t.cause_of(i).items() if k not in ("fetch", "cache")}
        rows.append({"text": tr.static[tr.index[i]].text, "pipe": "UV"[t.pipe[i]], "base": int(t.base[i]),
                     "lost": lost, "reason": t.pair_reason_names[t.pair_reason[i]], "issue": int(t.issue[i]),
                     "cache": int(t.lost["cache"][i])})
    return rows, t


def pipes(rows):
    return "".join(r["pipe"] for r in rows)


def test_two_independent_movs_pair():
    rows, _ = timed("mov eax, 1\nmov ebx, 2")
    assert pipes(rows) == "UV" and rows[0]["issue"] == rows[1]["issue"]
    assert rows[1]["base"] == 0 and rows[1]["lost"] == {}


def test_read_after_write_prevents_pairing():
    rows, _ = timed("mov eax, 1\nmov ebx, eax")
    assert pipes(rows) == "UU" and rows[1]["reason"] == "raw"
    assert rows[1]["lost"] == {"dependency": 1}


def test_write_after_write_prevents_pairing():
    rows, _ = timed("mov eax, 1\nmov eax, 2")
    assert pipes(rows) == "UU" and rows[1]["reason"] == "waw"


def test_write_after_read_pairs():
    rows, _ = timed("mov eax, edx\nmov edx, 1")
    assert pipes(rows) == "UV"


def test_flag_writer_and_jcc_pair():
    rows, _ = timed("cmp eax, 1\njne t\nt:\nnop")
    assert pipes(rows) == "UVU"


def test_two_flag_writers_pair():
    rows, _ = timed("add esi, 4\ndec ecx")
    assert pipes(rows) == "UV"


def test_push_push_pairs_and_pop_pop_pairs_but_push_pop_does_not():
    rows, _ = timed("push eax\npush ebx\npop ecx\npop edx")
    assert pipes(rows) == "UVUV"
    rows, _ = timed("push eax\npop ecx")
    assert pipes(rows) == "UU" and rows[1]["reason"] == "raw"


def test_partial_register_counts_as_whole():
    rows, _ = timed("mov al, 1\nmov ah, 2")
    assert pipes(rows) == "UU" and rows[1]["reason"] == "waw"


def test_displacement_and_immediate_do_not_pair():
    rows, _ = timed("mov ebx, DATA\nnop\nmov eax, 1\nmov dword ptr [ebx + 4], 1")
    assert rows[3]["pipe"] == "U" and rows[3]["reason"] == "disp_imm"
    rows, _ = timed("mov ebx, DATA\nnop\nmov dword ptr [ebx + 4], 1\nmov eax, 1")
    assert rows[3]["pipe"] == "U" and rows[3]["reason"] == "disp_imm"
    rows, _ = timed("mov ebx, DATA\nnop\nmov eax, 1\nmov dword ptr [ebx], 1")   # no displacement
    assert rows[3]["pipe"] == "V"


def test_prefixed_instruction_only_in_u_and_costs_a_clock():
    rows, _ = timed("mov eax, 1\nmov bx, cx")          # 66h in 32-bit code
    assert pipes(rows) == "UU" and rows[1]["reason"] == "prefix_in_v"
    assert rows[1]["lost"]["prefix"] == 1
    rows, _ = timed("nop\nnop\nmov bx, cx\nmov edx, 1")  # in U it pairs with the next
    assert pipes(rows) == "UVUV" and rows[2]["lost"] == {"prefix": 1}


def test_prefix_decode_hides_under_a_multicycle_instruction():
    asm = "mov ebx, DATA\nnop\nnop\nnop\nadd eax, dword ptr [ebx]\nmov cx, dx"
    rows, _ = timed(asm)
    assert rows[5]["lost"].get("prefix", 0) == 0
    rows, _ = timed(asm, **{"penalty.prefix_shadow": False})
    assert rows[5]["lost"]["prefix"] == 1


def test_0f_on_near_jcc_is_free():
    rows, _ = timed("nop\njne far\n" + "nop\n" * 200 + "far:\nnop", )
    jcc = rows[1]
    assert jcc["text"].startswith("jne") and jcc["pipe"] == "V" and "prefix" not in jcc["lost"]


def test_shift_by_cl_does_not_pair_and_takes_4():
    rows, _ = timed("mov eax, 1\nshr ecx, cl\nmov edx, 1")
    assert pipes(rows) == "UUU" and rows[1]["base"] == 4
    assert rows[2]["reason"] == "u_not_pairable"


def test_shift_by_immediate_pairs_in_u_only():
    rows, _ = timed("shr eax, 8\nmov edx, 1\nmov ecx, 1\nshr ebx, 8")
    assert pipes(rows) == "UVUU"


def test_movzx_costs_4_and_does_not_pair():
    rows, _ = timed("nop\nmovzx eax, cl\nmov edx, 1")
    assert pipes(rows) == "UUU"
    assert rows[1]["base"] + sum(rows[1]["lost"].values()) == 4 and rows[1]["lost"] == {"prefix": 1}
    assert rows[2]["reason"] == "u_not_pairable"


def test_agi_costs_one_clock():
    rows, _ = timed("mov ebx, DATA\nmov eax, dword ptr [ebx]")
    assert rows[1]["lost"]["agi"] == 1
    rows, _ = timed("mov ebx, DATA\nnop\nnop\nmov eax, dword ptr [ebx]")     # next clock, in V
    assert rows[3]["pipe"] == "V" and rows[3]["lost"] == {"agi": 1}
    rows, _ = timed("mov ebx, DATA\nnop\nnop\nnop\nmov eax, dword ptr [ebx]")  # two clocks later
    assert "agi" not in rows[4]["lost"]


def test_implicit_esp_updates_cause_no_agi_but_explicit_ones_do():
    rows, _ = timed("push eax\npop ebx\npop ecx\ncall f\nf:\nmov eax, dword ptr [esp]")
    assert all("agi" not in r["lost"] for r in rows)
    rows, _ = timed("push eax\npush eax\nadd esp, 4\npop ecx")
    assert rows[3]["lost"].get("agi") == 1


def test_rotate_by_immediate_pairing_is_a_parameter():
    asm = "ror eax, 4\nmov edx, 1"
    rows, _ = timed(asm)                                   # Intel / Abrash / Agner: NP
    assert pipes(rows) == "UU" and rows[1]["reason"] == "u_not_pairable"
    rows, _ = timed(asm, **{"pairing.rotate_imm": "PU"})   # Norton Guides: PU
    assert pipes(rows) == "UV"
    rows, _ = timed("mov edx, 1\nror eax, 4", **{"pairing.rotate_imm": "PU"})
    assert pipes(rows) == "UU"                             # PU: never in V
    rows, _ = timed("ror eax, 1\nmov edx, 1")               # by 1: PU in every source
    assert pipes(rows) == "UV"


def test_read_modify_write_pair_overlaps_one_clock():
    rows, t = timed("mov ebx, DATA\nmov eax, dword ptr [ebx]\nmov ecx, dword ptr [ebx + 8]\n"
                    "add dword ptr [ebx], eax\nadd dword ptr [ebx + 8], ecx")
    assert pipes(rows[3:]) == "UV" and rows[3]["base"] + rows[4]["base"] == 5


def test_bank_conflict_splits_a_pair():
    pre = "mov ebx, DATA\nmov eax, dword ptr [ebx]\nmov eax, dword ptr [ebx + 32]\nnop\nnop\nnop\n"
    rows, _ = timed(pre + "mov ecx, dword ptr [ebx]\nmov edx, dword ptr [ebx + 32]")   # bank 0 twice
    assert pipes(rows[6:]) == "UV" and rows[7]["lost"] == {"bank": 1}
    rows, _ = timed(pre + "mov ecx, dword ptr [ebx]\nmov edx, dword ptr [ebx + 4]")    # banks 0 and 1
    assert pipes(rows[6:]) == "UV" and rows[7]["lost"] == {}
    rows, _ = timed(pre + "mov cl, byte ptr [ebx]\nmov dl, byte ptr [ebx + 1]")        # one dword
    assert pipes(rows[6:]) == "UV" and "bank" not in rows[7]["lost"]


def test_cache_miss_costs_the_line_fill():
    sp = load_machine("p5")
    assert (sp["cache.data_size"], sp["cache.data_ways"], sp["cache.line"]) == (8192, 2, 32)
    rows, _ = timed("mov ebx, DATA\nnop\nmov eax, dword ptr [ebx]\nmov ecx, dword ptr [ebx + 28]\n"
                    "mov edx, dword ptr [ebx + 32]")
    assert rows[2]["cache"] == sp["cache.line_fill"]     # first touch of the line
    assert rows[3]["cache"] == 0                          # same 32-byte line
    assert rows[4]["cache"] == sp["cache.line_fill"]     # the next line


def test_btb_mispredict_costs_3_in_u_and_4_in_v():
    sp = load_machine("p5")
    rows, _ = timed("mov ecx, 3\ntop:\ndec ecx\njnz top")        # jnz pairs: V
    br = [r["lost"].get("branch", 0) for r in rows if r["text"].startswith("jne")]
    assert br == [sp["penalty.mispredict_v"], 0, sp["penalty.mispredict_v"]]  # new, predicted, exit
    rows, _ = timed("mov ecx, 3\ntop:\ndec ecx\nnop\njnz top")   # jnz alone: U
    br = [r["lost"].get("branch", 0) for r in rows if r["text"].startswith("jne")]
    assert br == [sp["penalty.mispredict_u"], 0, sp["penalty.mispredict_u"]]


def test_first_execution_pairs_only_one_byte_u_instructions():
    on = {"pairing.first_execution_one_byte": True}
    rows, _ = timed("mov eax, 1\nmov ebx, 2", **on)
    assert pipes(rows) == "UU" and rows[1]["reason"] == "first_execution"
    rows, _ = timed("inc eax\nmov ebx, 2", **on)
    assert pipes(rows) == "UV"
    rows, _ = timed("mov ecx, 2\ntop:\nmov eax, 1\nmov ebx, 2\ndec ecx\njnz top", **on)
    movs = [r["pipe"] for r in rows if r["text"] == "mov ebx, 2"]
    assert movs == ["U", "V"]                              # pairs the second time through


def test_cycles_add_up_and_pipes_are_named():
    _, t = timed("mov ebx, DATA\nmov eax, dword ptr [ebx]\nshr ecx, cl\npush eax\npush ebx")
    assert t.total_cycles == int(t.base.sum()) + sum(int(v.sum()) for v in t.lost.values())
    assert t.pipe_names == ("U", "V")
    for cause in ("prefix", "agi", "pairing", "dependency", "branch", "cache", "fetch", "bank"):
        assert cause in t.lost


def test_an_unmodelled_form_is_one_clear_error():
    with pytest.raises(WorkbenchError, match=r"p5 model has no timing for 'arpl ax, bx'"):
        time_snippet("arpl ax, bx", "p5")


@pytest.mark.parametrize("kernel", ["des-karn-pm32", "des-karn-c-pm32", "des-karn-rm16",
                                    "des-karn-rm16-noperm", "3des-karn-rm16"])
def test_karn_kernels_are_fully_covered(kernel):
    from workbench.runner import run
    r = run(kernel, "p5", blocks=64)
    t = r.timing
    assert t.total_cycles > 0 and (t.pipe == 1).any()
    assert t.total_cycles == int(t.cost().sum())
    assert np.all(np.diff(t.issue) >= 0)


# ---- Karn's real-mode forms (docs/references.md 2.2c): clocks, and none of them pairs ----
def test_segment_register_loads_are_2_from_a_register_3_from_memory_and_np():
    rows, _ = timed("mov ax, 0x2000\nnop\nmov es, ax\nmov es, word ptr [0]\nnop", mode="real16")
    assert [(r["base"], r["pipe"]) for r in rows[2:4]] == [(2, "U"), (3, "U")]
    assert rows[4]["pipe"] == "U"           # the NOP after an NP instruction issues alone


def test_les_costs_four_in_real_mode_np_and_is_not_timed_in_protected_mode():
    rows, _ = timed("nop\nles si, dword ptr [0]\nnop", mode="real16")
    assert rows[1]["base"] == 4 and pipes(rows) == "UUU"
    with pytest.raises(WorkbenchError, match="in protected mode"):
        timed("les esi, dword ptr [DATA]")


def test_far_call_and_retf_cost_four_each_in_real_mode():
    rows, _ = timed("jmp start\nf:\nretf\nstart:\ncall far f", mode="real16")
    assert [(r["text"].split()[0], r["base"], r["pipe"]) for r in rows[1:]] == \
        [("lcall", 4, "U"), ("retf", 4, "U")]


def test_leave_costs_three_and_does_not_pair():
    rows, _ = timed("call f\njmp done\nf:\npush ebp\nmov ebp, esp\nnop\nnop\nleave\nnop\nret\ndone:")
    i = next(j for j, r in enumerate(rows) if r["text"] == "leave")
    assert rows[i]["base"] == 3 and rows[i]["pipe"] == "U" and rows[i + 1]["pipe"] == "U"


def test_btb_history_is_a_two_bit_counter_that_not_taken_counts_down():
    # ja is taken twice, then falls through three times: allocated strongly taken (3) on its first
    # taking (a miss: not in the BTB), predicted taken at 3 and 2 (the first two fall-throughs
    # miss), at 1 predicted not taken
    asm = "mov ecx, 5\ntop:\ncmp ecx, 3\nja skip\nnop\nskip:\ndec ecx\njnz top"
    rows, _ = timed(asm)
    missed = [r["lost"].get("branch", 0) > 0 for r in rows if r["text"].startswith("ja")]
    assert missed == [True, False, True, True, False]


def test_the_first_instruction_pays_its_prefix_clock_and_has_no_pairing_reason():
    rows, _ = timed("mov bx, cx\nmov edx, 1")             # nothing before it to hide under
    assert rows[0]["lost"] == {"prefix": 1}
    assert rows[0]["reason"] == ""                          # nor a pairing it failed to make


def test_issue_cycles_start_when_the_code_is_fetched_and_a_pair_shares_one():
    rows, t = timed("mov eax, 1\nmov ebx, 2\nmov ecx, 3\nmov edx, 4\nshr eax, cl\nmov esi, 5")
    fetch = int(t.lost["fetch"][0])                       # the first line's fill, before cycle 0 ends
    assert fetch > 0 and not t.lost["fetch"][1:].any()
    assert [r["issue"] - fetch for r in rows] == [0, 0, 1, 1, 2, 2 + rows[4]["base"]]


def test_neg_and_not_take_one_clock_on_a_register_three_on_memory_and_do_not_pair():
    sp = load_machine("p5")
    rows, _ = timed("mov ebx, DATA\nnop\nneg eax\nmov ecx, 1\nnot dword ptr [ebx]\nmov edx, 1")
    assert [r["base"] for r in rows[2:5:2]] == [sp["clocks.unary_r"], sp["clocks.unary_m"]] == [1, 3]
    assert pipes(rows[2:]) == "UUUU"
    assert rows[3]["reason"] == rows[5]["reason"] == "u_not_pairable"


def test_pop_to_memory_takes_three_clocks_and_does_not_pair():
    sp = load_machine("p5")
    rows, _ = timed("mov ebx, DATA\npush eax\npop dword ptr [ebx]\nmov edx, 1")
    assert rows[2]["base"] == sp["clocks.pop_m"] == 3
    assert rows[3]["pipe"] == "U" and rows[3]["reason"] == "u_not_pairable"
