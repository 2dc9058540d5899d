"""One test per documented 80386 timing rule the model relies on (sources in machines/i386.toml)."""
import numpy as np
import pytest

from workbench.errors import WorkbenchError
from workbench.machine import load_machine
from workbench.runner import run
from workbench.snippet import time_snippet


def timed(asm, mode="prot32", spec=None):
    tr, t = time_snippet(asm, "i386", mode, spec)
    return tr, t


def costs(asm, mode="prot32", spec=None, keep_fetch=False):
    """[(mnemonic, base, {cause: lost})] without the trailing hlt (fetch dropped unless asked)."""
    tr, t = timed(asm, mode, spec)
    out = []
    for i in range(len(tr) - 1):
        lost = {k: v for k, v in t.cause_of(i).items() if keep_fetch or k != "fetch"}
        out.append((tr.static[tr.index[i]].mnemonic, int(t.base[i]), lost))
    return out


# ---- table clocks (PRM chapter 17) ----
def test_mov_register_immediate_load_store_clocks():
    c = costs("mov ebx, DATA\nmov eax, ecx\nmov eax, dword ptr [ebx]\nmov dword ptr [ebx], eax\n"
              "mov dword ptr [ebx + 4], 7")
    assert [x[1] for x in c] == [2, 2, 4, 2, 2]


def test_segment_override_load_is_a_load_and_segment_moves_follow_the_mode():
    c = costs("mov si, 0\nmov eax, dword ptr es:[si + 4]\nmov dword ptr es:[si], eax\n"
              "mov ax, es\nmov es, ax", mode="real16")
    assert [x[1] for x in c[1:]] == [4, 2, 2, 2]
    c = costs("mov eax, ds\nmov ds, eax")
    assert [x[1] for x in c] == [2, 18]


def test_alu_register_load_op_and_read_modify_write_clocks():
    c = costs("mov ebx, DATA\nadd eax, ecx\nand eax, 0xfcfcfcfc\nadd eax, dword ptr [ebx]\n"
              "xor eax, dword ptr [ebx]\nxor dword ptr [ebx], eax\nadd dword ptr [ebx], 3")
    assert [x[1] for x in c[1:]] == [2, 2, 6, 6, 7, 7]


def test_xor_load_op_prm_page_alternative_is_a_parameter():
    spec = load_machine("i386")
    assert spec.params["clocks.alu_rm"].alternatives == {"prm_xor_page": 7}
    spec = spec.with_overrides(**{"clocks.alu_rm": 7})
    c = costs("mov ebx, DATA\nxor eax, dword ptr [ebx]", spec=spec)
    assert c[1][1] == 7


def test_compare_and_test_with_memory():
    c = costs("mov ebx, DATA\ncmp eax, dword ptr [ebx]\ncmp dword ptr [ebx], eax\n"
              "cmp dword ptr [ebx], 5\ntest dword ptr [ebx], eax")
    assert [x[1] for x in c[1:]] == [6, 5, 5, 5]


def test_shifts_and_rotates_are_three_clocks_for_every_count_form():
    c = costs("ror eax, 4\nror eax, 1\nshl eax, cl\nrol edx, 16\nrcl eax, 1")
    assert [x[1] for x in c] == [3, 3, 3, 3, 3]      # RCL r,1: [D] 3 as Abrash measured (PRM 9)


def test_xchg_movzx_lea_incdec_push_pop():
    c = costs("mov ebx, DATA\nxchg cl, ch\nxchg eax, dword ptr [ebx]\nmovzx eax, cl\n"
              "movzx eax, byte ptr [ebx]\nlea esi, [ebx + 4]\ninc eax\ninc dword ptr [ebx]\n"
              "push eax\npop ecx")
    assert [x[1] for x in c[1:]] == [3, 5, 3, 6, 2, 2, 6, 2, 4]


def test_two_register_effective_address_costs_one():
    c = costs("mov ebx, DATA\nxor esi, esi\nmov eax, dword ptr [ebx + esi]\n"
              "mov eax, dword ptr [esi*4 + DATA]")
    assert c[2][2] == {"indexed": 1}
    assert c[3][2] == {}          # one register with scaling and displacement: within the table count


# ---- transfers: +m = components of the next instruction executed ----
def test_taken_jcc_pays_seven_plus_m_not_taken_three():
    # next instructions: "inc eax" (1 component); "mov dword ptr [ebx + 16], 1" =
    # opcode, ModR/M, disp8 (1), imm32 (1) = 4 components though 7 bytes
    c = costs("mov ebx, DATA\nxor eax, eax\njz t1\nnop\nt1:\ninc eax\njz t2\nt2:\n"
              "jnz t3\nnop\nt3:\nmov dword ptr [ebx + 16], 1")
    jz = [x for x in c if x[0] in ("je", "jne")]
    assert jz[0][1] + jz[0][2].get("branch", 0) == 7 + 1        # taken, next: inc eax
    assert jz[1][1] + jz[1][2].get("branch", 0) == 3            # not taken
    assert jz[2][1] + jz[2][2].get("branch", 0) == 7 + 4        # taken, next: mov [ebx+16], 1


def test_m_counts_each_prefix_byte_as_a_component():
    # real mode: "xor eax, dword ptr es:[si + 4]" = 26 66 33 44 04: 2 prefixes, opcode, ModR/M, disp
    c = costs("mov si, 0\njmp t\nnop\nt:\nxor eax, dword ptr es:[si + 4]", mode="real16")
    jmp = [x for x in c if x[0] == "jmp"][0]
    assert jmp[1] == 7 and jmp[2] == {"branch": 5}


def test_call_ret_loop_plus_m():
    c = costs("mov ecx, 2\ncall f\nnop\njmp e\nf:\nret\ne:\nl:\nloop l")
    calls = [x for x in c if x[0] in ("call", "ret", "loop")]
    assert calls[0][1] + calls[0][2]["branch"] == 7 + 1          # call, next: ret (1 byte)
    assert calls[1][1] + calls[1][2]["branch"] == 10 + 1         # ret, next: nop
    assert calls[2][1] + calls[2][2]["branch"] == 11 + 2         # loop taken, next: loop (2 bytes)
    assert calls[3][1] + calls[3][2].get("branch", 0) == 11      # loop falls through


# ---- prefixes ----
def test_prefixes_cost_no_clocks_by_default():
    c = costs("mov bx, 0\nnop\nnop\nxor eax, dword ptr es:[bx]", mode="real16")
    assert c[3][1] == 6 and "prefix" not in c[3][2]


def test_prefix_cost_is_a_parameter():
    spec = load_machine("i386").with_overrides(**{"penalty.prefix": 1})
    c = costs("mov bx, 0\nnop\nnop\nxor eax, dword ptr es:[bx]", mode="real16", spec=spec)
    assert c[3][2].get("prefix") == 2


# ---- partial registers (libdes readme: 386 1 cycle) ----
def test_partial_register_read_after_byte_write():
    c = costs("mov bl, al\nmov ecx, ebx")
    assert c[1][2] == {"partial_reg": 1}


def test_partial_register_address_use_after_byte_write():
    c = costs("mov ebx, DATA\nmov bl, al\nxor edx, dword ptr [ebx]")
    assert c[2][2] == {"partial_reg": 1}
    c = costs("mov bx, 0\nmov bl, al\nxor edx, dword ptr [bx + 0x100]", mode="real16")
    assert c[2][2] == {"partial_reg": 1}


def test_partial_register_only_right_after_the_write():
    c = costs("mov bl, al\nnop\nmov ecx, ebx\nmov bl, al\nmov cl, bl\nmov al, cl\nmov edx, ecx")
    assert all("partial_reg" not in x[2] for x in c[:4])   # nop between; byte read of a byte
    assert c[6][2] == {}                                    # ecx's byte written two back, al last


# ---- prefetch queue ----
def test_prefetch_shortfall_on_a_run_of_long_instructions():
    # add eax, imm32: 5 bytes in 2 clocks while the bus brings 4: once the 16-byte queue has
    # drained, every second instruction waits one clock (0.5 clock per instruction)
    tr, t = timed("\n".join(["add eax, 0x12345678"] * 40))
    f = t.lost["fetch"][:40]
    assert f[:11].sum() == 0
    assert f[20:40].sum() == 10


def test_short_instructions_never_wait_for_fetch():
    tr, t = timed("\n".join(["add eax, ecx"] * 40))
    assert t.lost["fetch"].sum() == 0


def test_data_accesses_take_the_bus_from_prefetch():
    # mov [ebx], eax: 2 bytes, 2 clocks, both of them a bus write: no prefetch while it runs, so the
    # queue drains 2 bytes per store and then each store waits one clock for its bytes
    tr, t = timed("mov ebx, DATA\n" + "\n".join(["mov dword ptr [ebx], eax"] * 20))
    f = t.lost["fetch"][1:21]
    assert f[:5].sum() == 0
    assert (f[12:] == 1).all()
    tr2, t2 = timed("mov ebx, DATA\n" + "\n".join(["mov eax, ecx"] * 20))
    assert t2.lost["fetch"].sum() == 0


def test_queue_depth_is_a_parameter():
    spec = load_machine("i386").with_overrides(**{"fetch.queue_bytes": 12})
    _, t16 = timed("\n".join(["add eax, 0x12345678"] * 12))
    _, t12 = timed("\n".join(["add eax, 0x12345678"] * 12), spec=spec)
    assert t12.lost["fetch"].sum() > t16.lost["fetch"].sum()


# ---- coverage and errors ----
def test_an_unmodelled_form_is_one_clear_error():
    with pytest.raises(WorkbenchError, match=r"no timing for 'arpl ax, bx' \(form arpl r16,r16\)"):
        time_snippet("arpl ax, bx", "i386")


def test_bswap_does_not_exist_on_the_386_and_the_486_is_named():
    with pytest.raises(WorkbenchError, match=r"386 has no instruction 'bswap eax'.*Intel 486 \(--core i486\)"):
        time_snippet("bswap eax", "i386")


@pytest.mark.parametrize("kernel", ["des-karn-rm16", "des-karn-pm32", "3des-karn-rm16"])
def test_karn_kernels_are_fully_timed(kernel):
    r = run(kernel, "i386", blocks=64)
    t = r.timing
    cost = t.cost()
    real = np.array([r.trace.static[i].klass != "hlt" for i in r.trace.index])
    assert (t.base[real] > 0).all()
    assert t.total_cycles == int(cost.sum())
    assert set(t.lost) == {"prefix", "indexed", "partial_reg", "branch", "fetch"}
    assert t.pipe_names == ("exec",)
    assert r.result.verified


def test_karn_real_mode_forms_follow_the_prm():
    """LES 7, far CALL 17+m, RETF 18+m, LEAVE 4 (docs/references.md 2.2c); LES is real mode only."""
    c = costs("jmp start\nf:\nles si, dword ptr [0]\nretf\nstart:\ncall far f", mode="real16")
    assert [x[:2] for x in c[1:]] == [("lcall", 17), ("les", 7), ("retf", 18)]
    assert all(x[2].get("branch", 0) > 0 for x in c if x[0] in ("lcall", "retf"))     # the +m
    c = costs("call f\njmp done\nf:\npush ebp\nmov ebp, esp\nleave\nret\ndone:")
    assert next(x[1] for x in c if x[0] == "leave") == 4
    with pytest.raises(WorkbenchError, match="in protected mode"):
        costs("les esi, dword ptr [DATA]")


def test_moving_from_a_segment_register_is_its_own_table_entry():
    spec = load_machine("i386")
    assert costs("mov ax, es", mode="real16", spec=spec)[0][1] == spec["clocks.mov_from_sreg"]
    spec = spec.with_overrides(**{"clocks.mov_from_sreg": 5})
    assert [x[1] for x in costs("mov ax, es\nmov ax, bx", mode="real16", spec=spec)] == [5, 2]
