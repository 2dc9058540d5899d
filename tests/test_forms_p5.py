"""The Pentium (P5) timing table covers the user-mode instruction set (machines/forms/p5.csv).

(1) A probe: one snippet per user-mode instruction form (integer instructions in 8/16/32 bits with
their register, memory and immediate forms, string instructions with and without REP, LOCK forms,
control transfers, the x87); at least 98% of them time and the rest fail with one WorkbenchError
naming the form. (2) Per instruction class, a documented number pinned against its source (the
short source names are explained at the top of p5.csv).
"""
import pytest

from isa import get_isa
from workbench.cores import forms
from workbench.errors import WorkbenchError
from workbench.machine import load_machine
from workbench.snippet import run_snippet, time_snippet

# most snippets run once: switch off the first-execution pairing rule, as tests/test_p5_rules.py does
WARM = {"pairing.first_execution_one_byte": False}

PROBE = [
    'add al, bl',
    'add ax, bx',
    'add eax, ebx',
    'add al, 5',
    'add ax, 5',
    'add eax, 5',
    'add eax, 1000',
    'add bl, 5',
    'mov ebx, DATA\nadd al, byte ptr [ebx]',
    'mov ebx, DATA\nadd ax, word ptr [ebx]',
    'mov ebx, DATA\nadd eax, dword ptr [ebx]',
    'mov ebx, DATA\nadd byte ptr [ebx], al',
    'mov ebx, DATA\nadd word ptr [ebx], ax',
    'mov ebx, DATA\nadd dword ptr [ebx], eax',
    'mov ebx, DATA\nadd byte ptr [ebx], 5',
    'mov ebx, DATA\nadd word ptr [ebx], 5',
    'mov ebx, DATA\nadd dword ptr [ebx], 5',
    'mov ebx, DATA\nadd dword ptr [ebx], 1000',
    'adc eax, ebx',
    'adc al, 5',
    'mov ebx, DATA\nadc eax, dword ptr [ebx]',
    'mov ebx, DATA\nadc dword ptr [ebx], eax',
    'sbb cx, dx',
    'mov ebx, DATA\nsbb byte ptr [ebx], 3',
    'sub eax, ebx',
    'and cl, dl',
    'or ax, 0x1234',
    'xor eax, eax',
    'cmp al, bl',
    'cmp eax, 5',
    'mov ebx, DATA\ncmp eax, dword ptr [ebx]',
    'mov ebx, DATA\ncmp byte ptr [ebx], 5',
    'mov ebx, DATA\ncmp word ptr [ebx], ax',
    'test eax, ebx',
    'test al, 5',
    'test eax, 5',
    'test ecx, 5',
    'test cl, 5',
    'mov ebx, DATA\ntest dword ptr [ebx], eax',
    'mov ebx, DATA\ntest byte ptr [ebx], 5',
    'inc eax',
    'inc al',
    'inc ax',
    'mov ebx, DATA\ninc dword ptr [ebx]',
    'mov ebx, DATA\ndec byte ptr [ebx]',
    'dec cx',
    'neg eax',
    'neg al',
    'mov ebx, DATA\nneg word ptr [ebx]',
    'not eax',
    'mov ebx, DATA\nnot byte ptr [ebx]',
    'mov eax, ebx',
    'mov al, bl',
    'mov ax, bx',
    'mov eax, 5',
    'mov al, 5',
    'mov ax, 5',
    'mov ebx, DATA\nmov eax, dword ptr [ebx]',
    'mov ebx, DATA\nmov al, byte ptr [ebx]',
    'mov ebx, DATA\nmov ax, word ptr [ebx]',
    'mov ebx, DATA\nmov dword ptr [ebx], eax',
    'mov ebx, DATA\nmov byte ptr [ebx], 5',
    'mov ebx, DATA\nmov word ptr [ebx], 5',
    'mov eax, dword ptr [DATA]',
    'mov dword ptr [DATA], eax',
    'mov ax, ds',
    'mov ebx, DATA\nmov word ptr [ebx], ds',
    'movzx eax, bl',
    'movzx eax, bx',
    'movsx eax, bl',
    'movsx ax, bl',
    'mov ebx, DATA\nmovzx eax, byte ptr [ebx]',
    'mov ebx, DATA\nmovsx eax, word ptr [ebx]',
    'lea eax, [ebx+ecx*4+8]',
    'xchg eax, ebx',
    'xchg al, bl',
    'xchg ax, bx',
    'xchg eax, ecx',
    'mov ebx, DATA\nxchg eax, dword ptr [ebx]',
    'mov ebx, DATA\nxchg byte ptr [ebx], al',
    'bswap eax',
    'push eax',
    'push ax',
    'push 5',
    'push 1000',
    'mov ebx, DATA\npush dword ptr [ebx]',
    'push eax\npop ecx',
    'push eax\npop cx',
    'mov ebx, DATA\npush eax\npop dword ptr [ebx]',
    'push ds',
    'pushfd',
    'pushfd\npopfd',
    'pushf',
    'pushf\npopf',
    'pushal',
    'pushal\npopal',
    'pushaw',
    'pushaw\npopaw',
    'enter 8, 0',
    'enter 8, 1',
    'push ebp\nmov ebp, esp\nleave',
    'shl eax, 1',
    'shl al, 1',
    'shl ax, 1',
    'shl eax, 3',
    'shr bl, 3',
    'sar cx, 3',
    'shl eax, cl',
    'sar dl, cl',
    'mov ebx, DATA\nshl dword ptr [ebx], 1',
    'mov ebx, DATA\nshr byte ptr [ebx], 3',
    'mov ebx, DATA\nsar word ptr [ebx], cl',
    'rol eax, 1',
    'ror eax, 3',
    'rol al, cl',
    'mov ebx, DATA\nrol dword ptr [ebx], 1',
    'mov ebx, DATA\nror word ptr [ebx], 3',
    'mov ebx, DATA\nrol byte ptr [ebx], cl',
    'rcl eax, 1',
    'rcr eax, 3',
    'rcl eax, cl',
    'rcr al, cl',
    'mov ebx, DATA\nrcl dword ptr [ebx], 1',
    'mov ebx, DATA\nrcr word ptr [ebx], 3',
    'mov ebx, DATA\nrcl byte ptr [ebx], cl',
    'shld eax, ebx, 3',
    'shrd eax, ebx, cl',
    'shld ax, bx, 3',
    'mov ebx, DATA\nshld dword ptr [ebx], eax, 3',
    'mov ebx, DATA\nshrd word ptr [ebx], ax, cl',
    'mov bl, 3\nmul bl',
    'mov bx, 3\nmul bx',
    'mov ebx, 3\nmul ebx',
    'mov ebx, DATA\nmul byte ptr [ebx]',
    'mov ebx, DATA\nmul word ptr [ebx]',
    'mov ebx, DATA\nmul dword ptr [ebx]',
    'imul bl',
    'imul bx',
    'imul ebx',
    'mov ebx, DATA\nimul byte ptr [ebx]',
    'mov ebx, DATA\nimul dword ptr [ebx]',
    'imul eax, ebx',
    'imul ax, bx',
    'mov ebx, DATA\nimul eax, dword ptr [ebx]',
    'mov ebx, DATA\nimul ax, word ptr [ebx]',
    'imul eax, ebx, 5',
    'imul eax, ebx, 1000',
    'imul ax, bx, 5',
    'imul eax, 5',
    'mov ebx, DATA\nimul eax, dword ptr [ebx], 7',
    'mov bl, 3\ndiv bl',
    'mov bx, 3\ndiv bx',
    'mov ebx, 3\ndiv ebx',
    'mov ebx, DATA\nmov byte ptr [ebx], 3\ndiv byte ptr [ebx]',
    'mov ebx, DATA\nmov word ptr [ebx], 3\ndiv word ptr [ebx]',
    'mov ebx, DATA\nmov dword ptr [ebx], 3\ndiv dword ptr [ebx]',
    'mov bl, 3\nidiv bl',
    'mov bx, 3\nidiv bx',
    'mov ebx, 3\nidiv ebx',
    'mov ebx, DATA\nmov dword ptr [ebx], 3\nidiv dword ptr [ebx]',
    'mov ebx, DATA\nmov byte ptr [ebx], 3\nidiv byte ptr [ebx]',
    'bt eax, ebx',
    'bt eax, 3',
    'bt ax, 3',
    'mov ebx, DATA\nbt dword ptr [ebx], 3',
    'mov ebx, DATA\nxor ecx, ecx\nbt dword ptr [ebx], ecx',
    'bts eax, ebx',
    'bts eax, 3',
    'mov ebx, DATA\nbts dword ptr [ebx], 3',
    'mov ebx, DATA\nxor ecx, ecx\nbts dword ptr [ebx], ecx',
    'btr eax, ebx',
    'btr eax, 3',
    'mov ebx, DATA\nbtr dword ptr [ebx], 3',
    'btc eax, ebx',
    'btc eax, 3',
    'mov ebx, DATA\nbtc word ptr [ebx], 3',
    'mov ebx, 16\nbsf eax, ebx',
    'mov ebx, 16\nbsr eax, ebx',
    'mov bx, 16\nbsf ax, bx',
    'mov ebx, DATA\nbsf eax, dword ptr [ebx]',
    'mov ebx, DATA\nbsr ax, word ptr [ebx]',
    'sete al',
    'setne bl',
    'mov ebx, DATA\nsetl byte ptr [ebx]',
    'cbw',
    'cwde',
    'cwd',
    'cdq',
    'clc',
    'stc',
    'cmc',
    'cld',
    'std\ncld',
    'lahf',
    'sahf',
    'aaa',
    'aas',
    'daa',
    'das',
    'aam',
    'aad',
    'mov ebx, DATA\nxlatb',
    'nop',
    'cpuid',
    'rdtsc',
    'mov ebx, DATA\nmov ecx, 1\ncmpxchg dword ptr [ebx], ecx',
    'cmpxchg eax, ecx',
    'cmpxchg al, cl',
    'mov ebx, DATA\ncmpxchg byte ptr [ebx], cl',
    'xadd eax, ecx',
    'mov ebx, DATA\nxadd dword ptr [ebx], ecx',
    'mov ebx, DATA\ncmpxchg8b qword ptr [ebx]',
    'mov ebx, DATA\nlock add dword ptr [ebx], eax',
    'mov ebx, DATA\nlock inc dword ptr [ebx]',
    'mov ebx, DATA\nlock xadd dword ptr [ebx], ecx',
    'mov ebx, DATA\nlock cmpxchg dword ptr [ebx], ecx',
    'mov ebx, DATA\nlock btc dword ptr [ebx], 3',
    'mov ebx, DATA\nmov dword ptr [ebx+4], 5\nmov ecx, 1\nbound ecx, qword ptr [ebx]',
    'into',
    'mov esi, DATA\nmov edi, DATA+64\nmovsb',
    'mov esi, DATA\nmov edi, DATA+64\nmovsw',
    'mov esi, DATA\nmov edi, DATA+64\nmovs dword ptr es:[edi], dword ptr [esi]',
    'mov edi, DATA\nstosb',
    'mov edi, DATA\nstosw',
    'mov edi, DATA\nstosd',
    'mov esi, DATA\nlodsb',
    'mov esi, DATA\nlodsw',
    'mov esi, DATA\nlodsd',
    'mov edi, DATA\nscasb',
    'mov edi, DATA\nscasw',
    'mov edi, DATA\nscasd',
    'mov esi, DATA\nmov edi, DATA+64\ncmpsb',
    'mov esi, DATA\nmov edi, DATA+64\ncmpsw',
    'mov esi, DATA\nmov edi, DATA+64\ncmps dword ptr [esi], dword ptr es:[edi]',
    'mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrep movsb',
    'mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrep movsw',
    'mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrep movs dword ptr es:[edi], dword ptr [esi]',
    'mov edi, DATA\nmov ecx, 4\nrep stosb',
    'mov edi, DATA\nmov ecx, 4\nrep stosw',
    'mov edi, DATA\nmov ecx, 4\nrep stosd',
    'mov esi, DATA\nmov ecx, 4\nrep lodsb',
    'mov esi, DATA\nmov ecx, 4\nrep lodsd',
    'mov edi, DATA\nmov ecx, 4\nrepe scasb',
    'mov edi, DATA\nmov ecx, 4\nrepne scasb',
    'mov edi, DATA\nmov ecx, 4\nrepne scasd',
    'mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrepe cmpsb',
    'mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrepne cmpsb',
    'mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrepe cmps dword ptr [esi], dword ptr es:[edi]',
    'jmp t\nnop\nt: nop',
    'jmp t\nt: nop',
    'je t\nt: nop',
    'call f\njmp e\nf: ret\ne: nop',
    'call f\njmp e\nf: ret 0\ne: nop',
    'mov eax, t\njmp eax\nt: nop',
    'mov ebx, DATA\nmov dword ptr [ebx], t\njmp dword ptr [ebx]\nt: nop',
    'mov eax, f\ncall eax\njmp e\nf: ret\ne: nop',
    'mov ebx, DATA\nmov dword ptr [ebx], f\ncall dword ptr [ebx]\njmp e\nf: ret\ne: nop',
    'mov ecx, 3\nt: loop t',
    'mov ecx, 3\nt: loope t',
    'mov ecx, 3\nt: loopne t',
    'jecxz t\nt: nop',
    'mov cx, 0\njcxz t\nt: nop',
    'fld st(1)',
    'fld st(0)',
    'mov ebx, DATA\nfld dword ptr [ebx]',
    'mov ebx, DATA\nfld qword ptr [ebx]',
    'mov ebx, DATA\nfld tbyte ptr [ebx]',
    'fst st(1)',
    'fstp st(1)',
    'mov ebx, DATA\nfst dword ptr [ebx]',
    'mov ebx, DATA\nfstp qword ptr [ebx]',
    'mov ebx, DATA\nfld1\nfstp tbyte ptr [ebx]',
    'mov ebx, DATA\nfild word ptr [ebx]',
    'mov ebx, DATA\nfild dword ptr [ebx]',
    'mov ebx, DATA\nfild qword ptr [ebx]',
    'mov ebx, DATA\nfist word ptr [ebx]',
    'mov ebx, DATA\nfist dword ptr [ebx]',
    'mov ebx, DATA\nfistp qword ptr [ebx]',
    'mov ebx, DATA\nfistp word ptr [ebx]',
    'mov ebx, DATA\nfbld tbyte ptr [ebx]',
    'mov ebx, DATA\nfbstp tbyte ptr [ebx]',
    'fxch st(1)',
    'fxch',
    'fadd st(0), st(1)',
    'fadd st(1), st(0)',
    'faddp st(1), st(0)',
    'mov ebx, DATA\nfadd dword ptr [ebx]',
    'mov ebx, DATA\nfadd qword ptr [ebx]',
    'mov ebx, DATA\nfiadd dword ptr [ebx]',
    'mov ebx, DATA\nfiadd word ptr [ebx]',
    'fsub st(0), st(1)',
    'fsubr st(0), st(1)',
    'fsubp st(1), st(0)',
    'fsubrp st(1), st(0)',
    'mov ebx, DATA\nfsub dword ptr [ebx]',
    'mov ebx, DATA\nfsubr qword ptr [ebx]',
    'mov ebx, DATA\nfisub dword ptr [ebx]',
    'mov ebx, DATA\nfisubr word ptr [ebx]',
    'fmul st(0), st(1)',
    'fmulp st(1), st(0)',
    'mov ebx, DATA\nfmul dword ptr [ebx]',
    'mov ebx, DATA\nfimul dword ptr [ebx]',
    'fld1\nfdiv st(0), st(1)',
    'fld1\nfdivr st(0), st(1)',
    'fld1\nfdivp st(1), st(0)',
    'fld1\nfdivrp st(1), st(0)',
    'mov ebx, DATA\nfld1\nfdiv dword ptr [ebx]',
    'mov ebx, DATA\nfld1\nfdivr qword ptr [ebx]',
    'mov ebx, DATA\nmov dword ptr [ebx], 3\nfidiv dword ptr [ebx]',
    'mov ebx, DATA\nmov word ptr [ebx], 3\nfidivr word ptr [ebx]',
    'fcom st(1)',
    'fcomp st(1)',
    'fcompp',
    'fucom st(1)',
    'fucomp st(1)',
    'fucompp',
    'mov ebx, DATA\nfcom dword ptr [ebx]',
    'mov ebx, DATA\nfcomp qword ptr [ebx]',
    'mov ebx, DATA\nficom word ptr [ebx]',
    'mov ebx, DATA\nficomp dword ptr [ebx]',
    'ftst',
    'fxam',
    'fchs',
    'fabs',
    'fld1\nfsqrt',
    'fld1\nfsin',
    'fld1\nfcos',
    'fld1\nfsincos',
    'fld1\nfptan',
    'fld1\nfld1\nfpatan',
    'fld1\nf2xm1',
    'fld1\nfld1\nfyl2x',
    'fld1\nfld1\nfyl2xp1',
    'fld1\nfld1\nfprem',
    'fld1\nfld1\nfprem1',
    'fld1\nfrndint',
    'fld1\nfld1\nfscale',
    'fld1\nfxtract',
    'fldz',
    'fld1',
    'fldpi',
    'fldl2e',
    'fldl2t',
    'fldlg2',
    'fldln2',
    'fnstsw ax',
    'mov ebx, DATA\nfnstsw word ptr [ebx]',
    'mov ebx, DATA\nfnstcw word ptr [ebx]',
    'mov ebx, DATA\nfnstcw word ptr [ebx]\nfldcw word ptr [ebx]',
    'fnclex',
    'fninit',
    'fnop',
    'fwait',
    'ffree st(1)',
    'fincstp',
    'fdecstp',
    'mov ebx, DATA\nfnstenv [ebx]',
    'mov ebx, DATA\nfnstenv [ebx]\nfldenv [ebx]',
    'mov ebx, DATA\nfnsave [ebx]',
    'mov ebx, DATA\nfnsave [ebx]\nfrstor [ebx]'
]


def spec(**over):
    return load_machine("p5").with_overrides(**{**WARM, **over})


def test_the_probe_covers_at_least_98_percent_of_the_user_mode_forms():
    timed, missing = 0, []
    for code in PROBE:
        try:
            time_snippet(code, "p5", None, spec())
            timed += 1
        except WorkbenchError as e:
            missing.append((code, str(e)))
    print(f"p5 probe: {timed} of {len(PROBE)} forms timed ({100 * timed / len(PROBE):.1f}%)")
    for code, err in missing:
        print(f"  not timed: {code!r}: {err[:120]}")
    assert timed >= 0.98 * len(PROBE)
    # what is left out fails with the one clear error that names its form
    assert all("has no timing for" in err for _, err in missing)


def rows_of(asm, mode="prot32", **over):
    """(text, base clocks, pipe, lost) of each retired instruction but the closing hlt."""
    tr, t = time_snippet(asm, "p5", mode, spec(**over))
    out = []
    for i in range(len(tr) - 1):
        lost = {k: v for k, v in t.cause_of(i).items() if k not in ("fetch", "cache")}
        out.append((tr.static[tr.index[i]].text, int(t.base[i]), "UV"[t.pipe[i]], lost))
    return out


def last(asm, mode="prot32", **over):
    return rows_of(asm, mode, **over)[-1]


def row(asm, mode="prot32"):
    """The table row that times the last instruction of ``asm``."""
    _, trace = run_snippet(asm, mode)
    s = trace.static[trace.index[len(trace) - 2]]
    return forms.lookup(load_machine("p5"), s, mode, "p5")


def cls(asm):
    from workbench.cores.p5 import P5
    _, trace = run_snippet(asm, "prot32")
    return P5(spec()).pairing_classes(trace.static)[trace.index[len(trace) - 2]]


# ---- multiply and divide: Intel ISR mul/div/idiv ----
def test_div_takes_17_25_41_clocks_by_size_and_does_not_pair():
    assert last("mov bl, 3\nnop\ndiv bl")[1] == 17
    assert last("mov ebx, DATA\nmov word ptr [ebx], 3\nnop\ndiv word ptr [ebx]")[1] == 25
    text, base, pipe, lost = last("mov ecx, 3\nnop\ndiv ecx")
    assert (base, pipe) == (41, "U") and cls("mov ecx, 3\ndiv ecx") == "NP"


def test_idiv_takes_22_30_46_clocks_by_size():
    assert last("mov bl, 3\nnop\nidiv bl")[1] == 22
    assert last("mov bx, 3\nnop\nidiv bx")[1] == 30
    assert last("mov ebx, DATA\nmov dword ptr [ebx], 3\nnop\nidiv dword ptr [ebx]")[1] == 46


def test_mul_and_imul_take_11_on_bytes_and_words_and_9_otherwise_as_agner_measured():
    # [D] Agner's 2021 table: MUL/IMUL all versions 9 (Intel: 11 for bytes and words, 10 dwords)
    assert last("nop\nmul bl")[1] == 11          # r8/r16: 11 (Intel and Agner)
    assert last("nop\nimul bx")[1] == 11
    assert last("nop\nmul ebx")[1] == 9           # clocks.mul32


def test_two_and_three_operand_imul_take_9_plus_the_0f_escape_after_a_short_instruction():
    text, base, pipe, lost = last("nop\nimul eax, ebx")
    assert base == 9 and lost.get("prefix") == 1   # 0F AF: the escape clock (penalty.escape_0f)
    assert last("nop\nimul eax, ebx, 1000")[1] == 9    # 69 /r: no escape
    assert cls("imul eax, ebx, 5") == "NP"


# ---- bit instructions: Intel ISR bts/bsf, Norton BT ----
def test_bt_takes_4_but_9_on_memory_with_a_register_index():
    assert last("nop\nbt eax, 3")[1] == 4
    assert last("mov ebx, DATA\nxor ecx, ecx\nnop\nbt dword ptr [ebx], ecx")[1] == 9


def test_bts_btr_btc_take_7_on_a_register_8_and_14_on_memory():
    assert last("nop\nbts eax, ebx")[1] == 7
    assert last("mov ebx, DATA\nnop\nbtr dword ptr [ebx], 3")[1] == 8
    # [D] Agner measured 14 for m,r; Intel 13
    assert last("mov ebx, DATA\nxor ecx, ecx\nnop\nbtc dword ptr [ebx], ecx")[1] == 14


def test_bsf_is_charged_its_documented_worst_case():
    assert last("mov ebx, 16\nnop\nbsf eax, ebx")[1] == 42
    assert last("mov bx, 16\nnop\nbsf ax, bx")[1] == 34


def test_setcc_takes_2_and_does_not_pair():
    text, base, pipe, lost = last("cmp eax, ebx\nnop\nsetne al")
    assert base == 2 and cls("setne al") == "NP"


# ---- shifts: Intel ISR shld, Norton RCL ----
def test_shld_shrd_take_4_but_5_on_memory_by_cl():
    assert last("nop\nshld eax, ebx, 3")[1] == 4
    assert last("mov ebx, DATA\nmov cl, 2\nnop\nshrd dword ptr [ebx], eax, cl")[1] == 5


def test_rcl_by_cl_takes_7_on_a_register_and_by_one_on_memory_3_in_the_u_pipe():
    assert last("mov cl, 2\nnop\nrcl eax, cl")[1] == 7
    assert last("mov ebx, DATA\nnop\nrcl dword ptr [ebx], 1")[1] == 3
    assert cls("mov ebx, DATA\nrcl dword ptr [ebx], 1") == "PU"


# ---- conversions, flags, BCD, misc ----
@pytest.mark.parametrize("asm, clocks", [("cbw", 3), ("cwde", 3), ("cwd", 2), ("cdq", 2), ("clc", 2),
                                         ("stc", 2), ("cmc", 2), ("cld", 2), ("lahf", 2), ("sahf", 2),
                                         ("aaa", 3), ("daa", 3), ("aad", 10), ("aam", 18),
                                         ("mov ebx, DATA\nxlatb", 4), ("pushal", 5), ("cpuid", 14),
                                         ("rdtsc", 20)])
def test_one_clock_count_per_simple_np_instruction(asm, clocks):
    text, base, pipe, lost = last("nop\n" + asm)
    assert base == clocks and cls(asm) == "NP"


def test_pushf_takes_3_in_protected_mode_9_in_real_mode_popf_4_and_6():
    assert last("nop\npushfd")[1] == 3
    assert last("pushfd\nnop\npopfd")[1] == 4
    assert last("nop\npushf", mode="real16")[1] == 9
    assert last("pushf\nnop\npopf", mode="real16")[1] == 6


def test_cmpxchg_takes_5_on_a_register_6_on_memory():
    assert last("nop\ncmpxchg eax, ecx")[1] == 5
    assert last("mov ebx, DATA\nnop\ncmpxchg dword ptr [ebx], ecx")[1] == 6


def test_lock_costs_its_prefix_clock_on_top_of_the_instruction_and_does_not_pair():
    text, base, pipe, lost = last("mov ebx, DATA\nnop\nlock add dword ptr [ebx], eax")
    assert base == 3 and lost.get("prefix") == 1
    assert cls("mov ebx, DATA\nlock add dword ptr [ebx], eax") == "NP"


# ---- control transfers ----
def test_indirect_jmp_and_call_take_2_and_do_not_pair():
    text, base, pipe, lost = rows_of("mov eax, t\njmp eax\nt:\nnop")[1]
    assert text == "jmp eax" and base == 2 and cls("mov eax, t\njmp eax\nt:") == "NP"
    assert rows_of("mov eax, f\ncall eax\njmp e\nf:\nret\ne:\nnop")[1][1] == 2


def test_loope_takes_7_falling_through_and_8_taken():
    r = row("mov ecx, 3\nt:\nloope t")
    assert r.get("clocks", load_machine("p5")) == 7 and r.get("taken", load_machine("p5")) == 8
    rows = rows_of("xor ecx, ecx\ninc ecx\nnop\nloopne t\nt:\nnop")
    assert rows[3][1] == 7                           # ECX reaches 0: falls through


# ---- strings: Norton STOS/LODS, the Pentium string table ----
def test_string_instructions_without_rep_take_4_3_2_4_5():
    assert last("mov esi, DATA\nmov edi, DATA+64\nnop\nmovsb")[1] == 4
    assert last("mov edi, DATA\nnop\nstosd")[1] == 3
    assert last("mov esi, DATA\nnop\nlodsw")[1] == 2
    assert last("mov edi, DATA\nnop\nscasb")[1] == 4
    assert last("mov esi, DATA\nmov edi, DATA+64\nnop\ncmpsb")[1] == 5


@pytest.mark.parametrize("asm, clocks, repeat", [
    ("mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrep movs dword ptr es:[edi], dword ptr [esi]", 12, 1),
    ("mov edi, DATA\nmov ecx, 4\nrep stosb", 10, 1),
    ("mov esi, DATA\nmov ecx, 4\nrep lodsd", 7, 3),
    ("mov edi, DATA\nmov ecx, 4\nrepne scasb", 9, 4),
    ("mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrepe cmpsb", 9, 4),
    ("mov esi, DATA\nmov edi, DATA+64\nmov ecx, 4\nrepne cmpsb", 8, 4)])
def test_rep_strings_give_their_first_and_further_retirement_clocks(asm, clocks, repeat):
    # Intel's "a+bn": clocks a for the first retirement, repeat b for each further one
    sp = load_machine("p5")
    r = row(asm)
    assert (r.get("clocks", sp), r.get("repeat", sp), r.get("pairing", sp)) == (clocks, repeat, "NP")


def test_rep_stos_keeps_the_string_tables_9_plus_3n_selectable():
    sp = load_machine("p5").with_overrides(**{"clocks.rep_stos": 9, "clocks.rep_stos_repeat": 3})
    _, trace = run_snippet("mov edi, DATA\nmov ecx, 4\nrep stosb", "prot32")
    r = forms.lookup(sp, trace.static[trace.index[len(trace) - 2]], "prot32", "p5")
    assert (r.get("clocks", sp), r.get("repeat", sp)) == (9, 3)


# ---- x87: Agner 28.2 (clocks before the next FP instruction, latency), all NP ----
@pytest.mark.parametrize("asm, clocks, latency", [
    ("fadd st(0), st(1)", 1, 3), ("mov ebx, DATA\nfmul dword ptr [ebx]", 1, 3),
    ("fld1\nfdiv st(0), st(1)", 37, 39), ("mov ebx, DATA\nfild dword ptr [ebx]", 1, 3),
    ("mov ebx, DATA\nfld tbyte ptr [ebx]", 3, 3), ("mov ebx, DATA\nfistp dword ptr [ebx]", 6, 6),
    ("fld1\nfsqrt", 68, 70), ("fldpi", 3, 5), ("fcom st(1)", 1, 1), ("fnstsw ax", 6, 6)])
def test_x87_rows_give_throughput_clocks_and_latency_and_do_not_pair(asm, clocks, latency):
    sp = load_machine("p5")
    r = row(asm)
    assert (r.get("clocks", sp), r.get("latency", sp), r.get("pairing", sp)) == (clocks, latency, "NP")
    assert last("nop\n" + asm)[1] == clocks


def test_fxch_pairs_in_v_behind_fadd_and_costs_nothing():
    # Agner, Pentium manual FP chapter / Intel 242816: FXCH in the V pipe right after FADD,
    # FMUL, FLD ST(i)... costs 0 clocks; after an FP instruction not on that list (FLD1) it
    # issues alone for 1 clock
    text, base, pipe, lost = last("fld1\nfld1\nfadd st(0), st(1)\nfxch st(1)\nfadd st(0), st(1)")
    assert text.startswith("fadd")
    rows = rows_of("fld1\nfld1\nfadd st(0), st(1)\nfxch st(1)\nfadd st(0), st(1)")
    assert (rows[3][1], rows[3][2]) == (0, "V") and cls("fld1\nfxch st(1)") == "FX"
    # followed by an integer instruction it pairs imperfectly: one clock (Agner 4.5)
    rows = rows_of("fld1\nfld1\nfadd st(0), st(1)\nfxch st(1)\nnop")
    assert rows[3][2] == "V" and rows[3][1] + sum(rows[3][3].values()) == 1
    text, base, pipe, lost = last("fld1\nfld1\nfxch st(1)")
    assert (base + sum(lost.values()), pipe) == (1, "U")     # its clock shows as a pairing loss


def test_a_dependent_fadd_waits_for_the_latency_of_3():
    # Agner: FADD latency 3, throughput 1; the second FADD reads the first one's result
    _, t = time_snippet("fld1\nfld1\nfadd st(0), st(1)\nfadd st(0), st(1)", "p5")
    assert t.cause_of(3).get("dependency") == 2
    # with an FXCH between them the second one reads the other register: no wait
    _, t = time_snippet("fld1\nfld1\nfld1\nfadd st(0), st(1)\nfxch st(2)\nfadd st(0), st(1)", "p5")
    assert "dependency" not in t.cause_of(5)


# ---- the table itself ----
def test_every_row_cites_a_source_and_every_disputed_row_gives_its_alternative():
    sp = load_machine("p5")
    table = forms.load_table("p5")
    for r in table.rows:
        assert r.sources(sp), r.where
        if r.source.startswith("[D]"):
            # the alternative figure is named next to the one taken
            assert any(w in r.source for w in ("MAME", "86Box", "Intel", "Quantasm", "Norton", "table")), r.where
