"""The 386 timing table (workbench/machines/forms/i386.csv) times every user-mode form of the 80386
and, beside it, an Intel 387 DX: a coverage probe, then one test per instruction class pinning a
documented figure. "PRM" is Intel's 80386 Programmer's Reference Manual (1986), chapter 17; "NG"
the Norton Guide to the x86 (386 and 387 columns); the sources of each row are in the table."""
from __future__ import annotations

import pytest

from workbench.errors import WorkbenchError
from workbench.snippet import time_snippet

M = "mov ebx, DATA\n"                       # the data area's address, for the memory forms
R8, R16, R32 = ("al", "cl"), ("ax", "cx"), ("eax", "ecx")
SIZES = {8: (R8, "byte"), 16: (R16, "word"), 32: (R32, "dword")}


def _alu() -> list[str]:
    out = []
    for op in ("add", "adc", "sub", "sbb", "and", "or", "xor", "cmp", "test"):
        for bits, ((a, c), ptr) in SIZES.items():
            out += [f"{op} {a}, {c}", f"{op} {c}, 5", f"{op} {a}, 0x55", f"{op} {c}, {a}",
                    M + f"{op} {ptr} ptr [ebx], {c}", M + f"{op} {ptr} ptr [ebx + 4], 7"]
            if op != "test":
                out.append(M + f"{op} {c}, {ptr} ptr [ebx]")
            if bits > 8 and op != "test":
                out.append(f"{op} {c}, 0x1234")                 # 81 /r with a full immediate
    return out


def _mov_and_extend() -> list[str]:
    out = []
    for bits, ((a, c), ptr) in SIZES.items():
        out += [f"mov {a}, {c}", f"mov {c}, 0x12", M + f"mov {c}, {ptr} ptr [ebx]",
                M + f"mov {ptr} ptr [ebx], {c}", M + f"mov {ptr} ptr [ebx], 3",
                f"mov {a}, {ptr} ptr [DATA]", f"mov {ptr} ptr [DATA], {a}"]
    out += ["mov ax, ds", "mov eax, es", M + "mov word ptr [ebx], ds", "mov ax, ds\nmov es, ax",
            M + "mov es, word ptr [ebx + 2]"]
    for op in ("movzx", "movsx"):
        out += [f"{op} cx, al", f"{op} ecx, al", f"{op} ecx, ax", M + f"{op} cx, byte ptr [ebx]",
                M + f"{op} ecx, byte ptr [ebx]", M + f"{op} ecx, word ptr [ebx]"]
    out += [M + "lea esi, [ebx + 4]", M + "lea si, [ebx + 4]", M + "lea esi, [ebx + esi*4 + 8]"]
    return out


def _unary_and_shifts() -> list[str]:
    out = []
    for bits, ((a, c), ptr) in SIZES.items():
        for op in ("inc", "dec", "neg", "not"):
            out += [f"{op} {c}", M + f"{op} {ptr} ptr [ebx]"]
        for op in ("shl", "shr", "sar", "rol", "ror", "rcl", "rcr"):
            for n in ("1", "3", "cl"):
                out += [f"{op} {a}, {n}", M + f"{op} {ptr} ptr [ebx], {n}"]
    for op in ("shld", "shrd"):
        for r, s, ptr in (("ax", "dx", "word"), ("eax", "edx", "dword")):
            out += [f"{op} {r}, {s}, 3", f"{op} {r}, {s}, cl", M + f"{op} {ptr} ptr [ebx], {s}, 3",
                    M + f"{op} {ptr} ptr [ebx], {s}, cl"]
    return out


def _multiply_divide() -> list[str]:
    out = []
    for bits, ((a, c), ptr) in SIZES.items():
        for op in ("mul", "imul"):
            out += [f"{op} {c}", M + f"{op} {ptr} ptr [ebx]"]
        for op in ("div", "idiv"):
            # a nonzero divisor and a zero dividend, so no quotient overflows
            out += [f"mov {c}, 3\nxor eax, eax\nxor edx, edx\n{op} {c}",
                    M + f"mov {ptr} ptr [ebx], 3\nxor eax, eax\nxor edx, edx\n{op} {ptr} ptr [ebx]"]
    for r, s, ptr in (("ax", "cx", "word"), ("eax", "ecx", "dword")):
        out += [f"imul {r}, {s}", M + f"imul {r}, {ptr} ptr [ebx]", f"imul {r}, {s}, 5",
                M + f"imul {r}, {ptr} ptr [ebx], 5", f"imul {r}, {s}, 500",
                M + f"imul {r}, {ptr} ptr [ebx], 500", f"imul {r}, 7"]
    return out


def _bits_and_flags() -> list[str]:
    out = []
    for r, s, ptr in (("ax", "cx", "word"), ("eax", "ecx", "dword")):
        for op in ("bt", "bts", "btr", "btc"):
            out += [f"{op} {r}, {s}", f"{op} {r}, 3", M + f"xor {s}, {s}\n{op} {ptr} ptr [ebx], {s}",
                    M + f"{op} {ptr} ptr [ebx], 3"]
        for op in ("bsf", "bsr"):
            out += [f"mov {s}, 0x100\n{op} {r}, {s}", M + f"{op} {r}, {ptr} ptr [ebx]"]
    for cc in ("o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"):
        out += [f"set{cc} al", M + f"set{cc} byte ptr [ebx]"]
    out += ["cbw", "cwde", "cwd", "cdq", "clc", "stc", "cmc", "cld", "std\ncld", "cli", "sti",
            "lahf", "sahf", "aaa", "aas", "daa", "das", "aam", "aad", "nop", "fwait"]
    return out


def _stack_and_frames() -> list[str]:
    out = ["push eax", "push ax", "pop ecx", "pop cx", "push 5", "push 0x12345", "push ds", "push es",
           "push fs", "push gs", "push ss", "push cs", M + "push dword ptr [ebx]",
           M + "push word ptr [ebx]", M + "pop dword ptr [ebx]", M + "pop word ptr [ebx]",
           "pushfd", "pushfd\npopfd", "pushf", "pushf\npopf", "pushal", "pushal\npopal", "pushaw",
           "pushaw\npopaw", "enter 8, 0", "enter 8, 0\nleave", "mov ebp, esp\nleave",
           M + "xlatb", M + "bound eax, qword ptr [ebx]", M + "bound ax, dword ptr [ebx]", "into"]
    return out


def _strings() -> list[str]:
    pre = "cld\nmov ecx, 3\nmov esi, DATA\nmov edi, DATA + 64\n"
    out = []
    for s, ptr in (("b", "byte"), ("w", "word"), ("d", "dword")):
        out += [pre + f"lods{s}", pre + f"stos{s}", pre + f"scas{s}", pre + f"cmps{s}",
                pre + f"movs {ptr} ptr es:[edi], {ptr} ptr [esi]",
                pre + f"rep movs {ptr} ptr es:[edi], {ptr} ptr [esi]", pre + f"rep stos{s}",
                pre + f"repe cmps{s}", pre + f"repne cmps{s}", pre + f"repe scas{s}",
                pre + f"repne scas{s}"]
    out += [pre + "movsb", pre + "rep movsb", pre + "mov ecx, 0\nrep stosd"]
    return out


def _transfers() -> list[str]:
    return ["xor eax, eax\njz t\nnop\nt:\nnop", "xor eax, eax\njnz t\nnop\nt:\nnop",
            "jmp t\n" + "nop\n" * 200 + "t:\nnop", "xor eax, eax\nje t\n" + "nop\n" * 200 + "t:\nnop",
            "jmp t\nnop\nt:\nnop", "lea eax, [t]\njmp eax\nnop\nt:\nnop",
            M + "lea eax, [t]\nmov dword ptr [ebx], eax\njmp dword ptr [ebx]\nnop\nt:\nnop",
            "call f\njmp e\nf:\nret\ne:\nnop", "lea eax, [f]\ncall eax\njmp e\nf:\nret\ne:\nnop",
            M + "lea eax, [f]\nmov dword ptr [ebx], eax\ncall dword ptr [ebx]\njmp e\nf:\nret\ne:\nnop",
            "push eax\ncall f\njmp e\nf:\nret 4\ne:\nnop", "mov ecx, 3\nl:\nloop l",
            "mov ecx, 3\nxor eax, eax\nl:\nloope l", "mov ecx, 3\nl:\nloopne l",
            "xor ecx, ecx\njecxz t\nnop\nt:\nnop", "mov ecx, 1\njecxz t\nnop\nt:\nnop"]


def _locked() -> list[str]:
    out = [M + f"lock {op} dword ptr [ebx], eax" for op in ("add", "adc", "sub", "sbb", "and", "or", "xor")]
    out += [M + f"lock {op} byte ptr [ebx], 5" for op in ("add", "or", "and")]
    out += [M + f"lock {op} word ptr [ebx]" for op in ("inc", "dec", "neg", "not")]
    out += [M + "lock xchg dword ptr [ebx], eax", M + "xor ecx, ecx\nlock bts dword ptr [ebx], ecx",
            M + "lock btr dword ptr [ebx], 3", M + "lock btc word ptr [ebx], 3"]
    return out


def _system() -> list[str]:
    return ["smsw eax", M + "smsw word ptr [ebx]", M + "sgdt [ebx]", M + "sidt [ebx]"]


def _x87() -> list[str]:
    F = M + "fld1\nfld1\n"                  # two values on the stack for the binary forms
    out = ["fld1", "fldz", "fldpi", "fldl2e", "fldl2t", "fldlg2", "fldln2", "fld1\nfld st(0)",
           M + "fld dword ptr [ebx]", M + "fld qword ptr [ebx]", M + "fld tbyte ptr [ebx]",
           M + "fild word ptr [ebx]", M + "fild dword ptr [ebx]", M + "fild qword ptr [ebx]",
           M + "fbld tbyte ptr [ebx]", F + "fst st(1)", F + "fstp st(1)",
           F + "fst dword ptr [ebx]", F + "fst qword ptr [ebx]", F + "fstp dword ptr [ebx]",
           F + "fstp qword ptr [ebx]", F + "fstp tbyte ptr [ebx]", F + "fist word ptr [ebx]",
           F + "fist dword ptr [ebx]", F + "fistp word ptr [ebx]", F + "fistp dword ptr [ebx]",
           F + "fistp qword ptr [ebx]", F + "fbstp tbyte ptr [ebx]", F + "fxch st(1)"]
    for op in ("fadd", "fsub", "fsubr", "fmul", "fdiv", "fdivr"):
        out += [F + f"{op} st(0), st(1)", F + f"{op} st(1), st(0)", F + f"{op}p st(1), st(0)",
                F + f"{op} dword ptr [ebx]", F + f"{op} qword ptr [ebx]"]
    for op in ("fiadd", "fisub", "fisubr", "fimul", "fidiv", "fidivr", "ficom", "ficomp"):
        out += [F + f"mov word ptr [ebx], 2\n{op} word ptr [ebx]",
                F + f"mov dword ptr [ebx], 2\n{op} dword ptr [ebx]"]
    out += [F + "fcom st(1)", F + "fcomp st(1)", F + "fcompp", F + "fcom dword ptr [ebx]",
            F + "fcom qword ptr [ebx]", F + "fcomp dword ptr [ebx]", F + "fcomp qword ptr [ebx]",
            F + "fucom st(1)", F + "fucomp st(1)", F + "fucompp", F + "ftst", F + "fxam"]
    for op in ("fabs", "fchs", "fsqrt", "fscale", "fprem", "fprem1", "frndint", "fxtract",
               "fsin", "fcos", "fsincos", "fptan", "fpatan", "f2xm1", "fyl2x", "fyl2xp1"):
        out.append(F + op)
    out += [F + "ffree st(1)", "fincstp", "fdecstp", "fnop", "fninit", "fnclex",
            M + "fldcw word ptr [ebx]", M + "fnstcw word ptr [ebx]", M + "fnstsw word ptr [ebx]",
            "fnstsw ax", M + "fnstenv [ebx]", M + "fnstenv [ebx]\nfldenv [ebx]",
            M + "fnsave [ebx]", M + "fnsave [ebx]\nfrstor [ebx]"]
    return out


def _real_mode() -> list[str]:
    """Forms the model times in real mode only (segment loads, far transfers)."""
    return ["push es\npop ds", "push ax\npop es", "mov si, 0\nles si, dword ptr [si]",
            "jmp start\nf:\nretf\nstart:\ncall far f",
            "jmp start\nf:\nretf 4\nstart:\npush ax\npush ax\ncall far f",
            "mov bx, 0\nsmsw word ptr [bx]", "pusha\npopa", "pushf\npopf", "mov bx, 0\nxlatb",
            "mov cx, 2\nl:\nloop l", "xor cx, cx\njcxz t\nnop\nt:\nnop"]


# forms the 386 model leaves out on purpose (no source, or an instruction the workbench cannot
# time): each must fail with one WorkbenchError
LEFT_OUT = ["cld\nmov ecx, 2\nmov esi, DATA\nrep lodsb", "arpl ax, bx", "bswap eax",
            "mov ax, ds\nmov es, ax\nles esi, dword ptr [DATA]"]

PROBE = (_alu() + _mov_and_extend() + _unary_and_shifts() + _multiply_divide() + _bits_and_flags()
         + _stack_and_frames() + _strings() + _transfers() + _locked() + _system() + _x87()
         + LEFT_OUT)


def test_the_probe_times_at_least_98_percent_of_the_forms():
    timed, failed = 0, []
    for code in PROBE:
        try:
            time_snippet(code, "i386")
            timed += 1
        except WorkbenchError as e:
            failed.append((code.splitlines()[-1], e.message if hasattr(e, "message") else str(e)))
    for code in _real_mode():
        time_snippet(code, "i386", "real16")
        timed += 1
    total = len(PROBE) + len(_real_mode())
    print(f"\ni386 forms probe: {timed} of {total} snippets timed ({100 * timed / total:.1f}%); "
          f"left out: {[f[0] for f in failed]}")
    assert timed >= 0.98 * total
    assert [f[0] for f in failed] == [c.splitlines()[-1] for c in LEFT_OUT]


# ---- helpers for the pinned figures ----
def base_of(code: str, mnemonic: str, mode: str = "prot32", nth: int = 0) -> int:
    """The table clocks of the ``nth`` retirement of ``mnemonic`` in the snippet."""
    tr, t = time_snippet(code, "i386", mode)
    hits = [j for j, i in enumerate(tr.index) if tr.static[i].mnemonic == mnemonic]
    return int(t.base[hits[nth]])


def bases_of(code: str, mnemonic: str, mode: str = "prot32") -> list[int]:
    tr, t = time_snippet(code, "i386", mode)
    return [int(t.base[j]) for j, i in enumerate(tr.index) if tr.static[i].mnemonic == mnemonic]


# ---- one documented figure per instruction class ----
def test_div_takes_14_22_38_by_size_and_three_more_from_memory():
    # PRM DIV: r/m8 14/17, r/m16 22/25, r/m32 38/41
    z = "xor eax, eax\nxor edx, edx\n"
    assert base_of("mov cl, 3\n" + z + "div cl", "div") == 14
    assert base_of("mov cx, 3\n" + z + "div cx", "div") == 22
    assert base_of("mov ecx, 3\n" + z + "div ecx", "div") == 38
    assert base_of(M + "mov dword ptr [ebx], 3\n" + z + "div dword ptr [ebx]", "div") == 41


def test_idiv_register_forms_are_the_prm_figures_memory_forms_ngs():
    # PRM IDIV: r/m8 19, r/m16 27, r/m32 43 (one figure); NG 386 memory 22/30/46 ([D], taken)
    z = "xor eax, eax\nxor edx, edx\n"
    assert base_of("mov ecx, 3\n" + z + "idiv ecx", "idiv") == 43
    assert base_of("mov cx, 3\n" + z + "idiv cx", "idiv") == 27
    assert base_of(M + "mov byte ptr [ebx], 3\n" + z + "idiv byte ptr [ebx]", "idiv") == 22
    assert base_of(M + "mov dword ptr [ebx], 3\n" + z + "idiv dword ptr [ebx]", "idiv") == 46


def test_multiplies_are_charged_at_the_top_of_the_prm_early_out_range():
    # PRM MUL/IMUL r/m8 9-14/12-17, r/m16 9-22/12-25; IMUL r32,r/m32 9-38/12-41;
    # IMUL r,r/m,imm8 9-14/12-17 (the immediate is the multiplier)
    assert base_of("mul cl", "mul") == 14
    assert base_of(M + "imul word ptr [ebx]", "imul") == 25
    assert base_of("imul eax, ecx", "imul") == 38
    assert base_of(M + "imul eax, dword ptr [ebx]", "imul") == 41
    assert base_of("imul eax, ecx, 5", "imul") == 14
    assert base_of(M + "imul ax, word ptr [ebx], 5", "imul") == 17
    assert base_of("imul eax, ecx, 500", "imul") == 38
    assert base_of("imul ax, cx, 500", "imul") == 22


def test_bit_test_forms_follow_the_prm():
    # PRM BT r/m,r 3/12, r/m,imm8 3/6; BTS/BTR/BTC r/m,r 6/13, r/m,imm8 6/8
    assert base_of("bt eax, ecx", "bt") == 3
    assert base_of(M + "xor ecx, ecx\nbt dword ptr [ebx], ecx", "bt") == 12
    assert base_of(M + "bt word ptr [ebx], 3", "bt") == 6
    assert base_of("btc ax, 3", "btc") == 6
    assert base_of(M + "xor ecx, ecx\nbts dword ptr [ebx], ecx", "bts") == 13
    assert base_of(M + "btr dword ptr [ebx], 3", "btr") == 8


def test_bit_scans_are_10_plus_3n_at_the_widest_scan():
    # PRM BSF/BSR: 10+3n; n = 31 for a dword, 15 for a word
    assert base_of("mov ecx, 0x100\nbsf eax, ecx", "bsf") == 10 + 3 * 31
    assert base_of("mov cx, 0x100\nbsr ax, cx", "bsr") == 10 + 3 * 15


def test_setcc_is_4_to_a_register_and_5_to_memory():
    # PRM SETcc r/m8: 4/5
    assert base_of("setne al", "setne") == 4
    assert base_of(M + "setg byte ptr [ebx]", "setg") == 5


def test_double_shifts_are_3_and_7():
    # PRM SHLD/SHRD: 3/7 for the immediate and the CL count
    assert base_of("shld eax, edx, 3", "shld") == 3
    assert base_of(M + "shrd dword ptr [ebx], edx, cl", "shrd") == 7


def test_rcl_of_memory_by_one_is_timed_despite_capstone_dropping_its_count():
    # PRM RCL r/m,1: 9/10; capstone writes 'rcl byte ptr [ebx]' with no count
    assert base_of(M + "rcl byte ptr [ebx], 1", "rcl") == 10
    assert base_of("rcl eax, 1", "rcl") == 3          # [D] Abrash measured 3 (PRM 9)


def test_conversions_and_flag_instructions():
    # PRM CBW/CWDE 3, CWD/CDQ 2, CLC/STC/CMC/CLD/STD 2, CLI/STI 3, LAHF 2, SAHF 3
    c = "cbw\ncwde\ncwd\ncdq\nclc\nstc\ncmc\ncld\ncli\nsti\nlahf\nsahf"
    tr, t = time_snippet(c, "i386")
    assert [int(x) for x in t.base[:12]] == [3, 3, 2, 2, 2, 2, 2, 2, 3, 3, 2, 3]


def test_flag_and_all_register_pushes_and_pops():
    # PRM PUSHF/PUSHFD 4, POPF/POPFD 5, PUSHA/PUSHAD 18, POPA/POPAD 24, PUSH sreg 2
    tr, t = time_snippet("pushfd\npopfd\npushal\npopal\npush ds\npop eax", "i386")
    assert [int(x) for x in t.base[:5]] == [4, 5, 18, 24, 2]
    assert bases_of("pushaw\npopaw", "popaw") == [24]


def test_pop_of_a_segment_register_is_7_in_real_mode_only():
    # PRM POP DS/ES/...: 7, pm=21 (a descriptor load, not modelled)
    assert base_of("push es\npop ds", "pop", mode="real16") == 7
    with pytest.raises(WorkbenchError, match="in real mode only"):
        time_snippet("push es\npop ds", "i386")


def test_xlat_enter_bound_into_wait():
    # PRM XLAT 5, ENTER imm16,0 10, BOUND 10, INTO 3 (no overflow), WAIT 6
    assert base_of(M + "xlatb", "xlatb") == 5
    assert base_of("enter 16, 0", "enter") == 10
    assert base_of(M + "bound eax, qword ptr [ebx]", "bound") == 10
    assert base_of("into", "into") == 3
    assert base_of("fwait", "wait") == 6


def test_decimal_adjusts():
    # PRM AAA/AAS/DAA/DAS 4, AAM 17, AAD 19
    tr, t = time_snippet("aaa\naas\ndaa\ndas\naam\naad", "i386")
    assert [int(x) for x in t.base[:6]] == [4, 4, 4, 4, 17, 19]


def test_single_string_instructions():
    # PRM LODS 5, STOS 4, MOVS 7, CMPS 10, SCAS 7 (every element size)
    pre = "cld\nmov esi, DATA\nmov edi, DATA + 64\n"
    assert base_of(pre + "lodsd", "lodsd") == 5
    assert base_of(pre + "stosw", "stosw") == 4
    assert base_of(pre + "movs dword ptr es:[edi], dword ptr [esi]", "movsd") == 7
    assert base_of(pre + "cmpsb", "cmpsb") == 10
    assert base_of(pre + "scasb", "scasb") == 7


@pytest.mark.parametrize("n", [0, 1, 5])
def test_rep_movs_is_5_plus_4n(n):
    # PRM REP MOVS: 5+4*(E)CX; unicorn retires it n+1 times: 5 first, 4 for each further one
    code = f"cld\nmov ecx, {n}\nmov esi, DATA\nmov edi, DATA + 64\nrep movsb"
    assert sum(bases_of(code, "rep movsb")) == 5 + 4 * n


def test_rep_stos_and_repeated_compares_and_scans():
    # PRM REP STOS 5+5n, REPE/REPNE CMPS 5+9N, REPE/REPNE SCAS 5+8N
    pre = "cld\nmov ecx, 3\nmov esi, DATA\nmov edi, DATA + 64\n"
    assert bases_of(pre + "rep stosd", "rep stosd") == [5, 5, 5, 5]
    assert bases_of(pre + "repe cmpsw", "repe cmpsw") == [5, 9, 9, 9]       # zeros all match
    assert bases_of(pre + "mov eax, 1\nrepne scasb", "repne scasb") == [5, 8, 8, 8]


def test_rep_lods_has_no_386_figure():
    # the PRM's REP table lists no REP LODS, and no other source gives one
    with pytest.raises(WorkbenchError, match="no timing for 'rep lodsb"):
        time_snippet("cld\nmov ecx, 2\nmov esi, DATA\nrep lodsb", "i386")


def test_lock_costs_nothing_on_the_386():
    # PRM LOCK: 0 clocks
    assert base_of(M + "lock add dword ptr [ebx], eax", "lock add") == 7
    assert base_of(M + "lock inc dword ptr [ebx]", "lock inc") == 6
    assert base_of(M + "lock xchg dword ptr [ebx], eax", "lock xchg") == 5
    assert base_of(M + "lock bts dword ptr [ebx], 3", "lock bts") == 8


def test_far_return_with_a_pop_count_is_18_plus_m_in_real_mode():
    # PRM RET far imm16: 18+m
    code = "jmp start\nf:\nretf 4\nstart:\npush ax\npush ax\ncall far f"
    assert base_of(code, "retf", mode="real16") == 18


def test_machine_status_and_descriptor_table_stores():
    # PRM SMSW r/m16 2/3, pm=2/2; SGDT/SIDT 9
    assert base_of(M + "smsw word ptr [ebx]", "smsw") == 2
    assert base_of("mov bx, 0\nsmsw word ptr [bx]", "smsw", mode="real16") == 3
    assert base_of(M + "sgdt [ebx]", "sgdt") == 9


# ---- x87 on an Intel 387 DX (NG 387 column, top of each range) ----
def test_387_loads_and_stores():
    # NG 387: FLD m64 25, FILD m32 45-52, FSTP m80 53, FISTP m64 80-97, FXCH 18, FLD1 24
    assert base_of(M + "fld qword ptr [ebx]", "fld") == 25
    assert base_of(M + "fild dword ptr [ebx]", "fild") == 52
    assert base_of(M + "fld1\nfstp tbyte ptr [ebx]", "fstp") == 53
    assert base_of(M + "fld1\nfistp qword ptr [ebx]", "fistp") == 97
    assert base_of("fld1\nfld1\nfxch st(1)", "fxch") == 18
    assert base_of("fld1", "fld1") == 24


def test_387_arithmetic():
    # NG 387: FADD reg 23-34, FSUB m64 28-36, FMUL reg 46-57, FDIV m32 89, FDIVP 91,
    # FIDIV m16 136-140, FSQRT 122-129
    F = M + "fld1\nfld1\n"
    assert base_of(F + "fadd st(0), st(1)", "fadd") == 34
    assert base_of(F + "fadd st(1), st(0)", "fadd") == 34
    assert base_of(F + "fsub qword ptr [ebx]", "fsub") == 36
    assert base_of(F + "fmul st(0), st(1)", "fmul") == 57
    assert base_of(F + "fdiv dword ptr [ebx]", "fdiv") == 89
    assert base_of(F + "fdivp st(1), st(0)", "fdivp") == 91
    assert base_of(F + "mov word ptr [ebx], 2\nfidiv word ptr [ebx]", "fidiv") == 140
    assert base_of(F + "fsqrt", "fsqrt") == 129


def test_387_compares_and_transcendentals():
    # NG 387: FCOM reg 24, FCOMPP 26, FUCOM 24, FTST 28, FSIN 122-771, FPTAN 191-497,
    # FYL2X 120-538
    F = "fld1\nfld1\n"
    assert base_of(F + "fcom st(1)", "fcom") == 24
    assert base_of(F + "fcompp", "fcompp") == 26
    assert base_of(F + "fucom st(1)", "fucom") == 24
    assert base_of(F + "ftst", "ftst") == 28
    assert base_of(F + "fsin", "fsin") == 771
    assert base_of(F + "fptan", "fptan") == 497
    assert base_of(F + "fyl2x", "fyl2x") == 538


def test_387_control_instructions():
    # NG 387: FLDCW 19, FNSTSW AX 13, FNSTENV 103-104, FNSAVE 375-376, FRSTOR 308, FNINIT 33
    assert base_of(M + "fldcw word ptr [ebx]", "fldcw") == 19
    assert base_of("fnstsw ax", "fnstsw") == 13
    assert base_of(M + "fnstenv [ebx]", "fnstenv") == 104
    assert base_of(M + "fnsave [ebx]\nfrstor [ebx]", "fnsave") == 376
    assert base_of(M + "fnsave [ebx]\nfrstor [ebx]", "frstor") == 308
    assert base_of("fninit", "fninit") == 33


def test_enter_is_charged_by_its_nesting_level():
    # PRM ENTER imm16,0 10; imm16,1 12; level L > 1 15+4(L-1)
    assert [base_of(f"mov ebp, esp\nenter 16, {lvl}", "enter") for lvl in (1, 2, 3)] == [12, 15, 19]


def test_rcl_by_one_of_memory_matches_the_one_count_row():
    # capstone prints 'rcl byte ptr [ebx]' without its count; PRM RCL m,1 10
    assert base_of("mov ebx, DATA\nrcl byte ptr [ebx], 1", "rcl") == 10
