"""The x86 front end: line map, 16-bit call/ret encodings, and file:line:column errors."""
import pytest

from isa.errors import AssemblyError
from isa.x86 import assemble


def test_line_map_and_labels():
    src = "start:\n  mov ax, 1\n\n  ; comment\n  add ax, 2\nend_label:\n  hlt\n"
    p = assemble(src, "t.asm", "real16", {}, 0x10100)
    assert p.symbols["start"] == 0x10100
    assert [p.line_of_address[a] for a in sorted(p.line_of_address)] == [2, 5, 7]
    assert p.symbols["end_label"] == 0x10100 + 3 + 3


def test_16_bit_call_and_ret_are_the_16_bit_forms():
    p = assemble("call f\nhlt\nf:\nret\n", "t.asm", "real16", {}, 0x10100)
    assert p.code == bytes.fromhex("e80100") + b"\xf4" + b"\xc3"


def test_16_bit_far_call_and_retf_are_the_16_bit_far_forms():
    # call far f: 9A, f's offset in CS (0x0108), CS = 0x1000; retf CB; retf 4 CA 04 00
    p = assemble("call far f\nhlt\nnop\nnop\nf:\nretf\nretf 4\n", "t.asm", "real16", {}, 0x10100)
    assert p.code == bytes.fromhex("9a08010010") + bytes.fromhex("f49090") + b"\xcb" + bytes.fromhex("ca0400")
    with pytest.raises(AssemblyError, match="call far label"):
        assemble("call far [bx]\n", "t.asm", "real16", {}, 0x10100)


def test_unknown_mnemonic_reports_file_line_column():
    with pytest.raises(AssemblyError) as e:
        assemble("  mov ax, 1\n    frob ax, 2\n", "k.asm", "real16", {}, 0x10100)
    assert str(e.value).startswith("k.asm:2:5: unknown mnemonic 'frob'")


def test_bad_operand_reports_operand_column():
    with pytest.raises(AssemblyError) as e:
        assemble("nop\nmov ax, [bx+cx]\n", "k.asm", "real16", {}, 0x10100)
    assert str(e.value).startswith("k.asm:2:5: invalid operands")


def test_undefined_symbol_is_located():
    with pytest.raises(AssemblyError) as e:
        assemble("nop\nmov eax, dword ptr [ebx + TABEL]\n", "k.asm", "prot32", {"TABLE": 0}, 0x1000)
    assert "k.asm:2:" in str(e.value) and "TABEL" in str(e.value)


def test_duplicate_label():
    with pytest.raises(AssemblyError, match="k.asm:3:1: symbol 'a' defined twice"):
        assemble("a:\nnop\na:\nnop\n", "k.asm", "prot32", {}, 0x1000)


def test_region_with_missing_label():
    with pytest.raises(AssemblyError, match="region 'round'"):
        assemble("a:\nnop\n", "k.asm", "prot32", {}, 0x1000, {"round": ("a", "b")})


def test_error_location_does_not_leak_into_later_assemblies():
    """keystone 0.9.2 keeps a symbol resolver past its Ks object; we must not install one."""
    with pytest.raises(AssemblyError):
        assemble("mov eax, dword ptr [ebx + NOPE]\n", "k.asm", "prot32", {}, 0x1000)
    p = assemble("mov eax, TABLE\n", "k.asm", "prot32", {"TABLE": 0x123456}, 0x1000)
    assert p.code == bytes.fromhex("b856341200")


@pytest.mark.parametrize("mode,text,code", [
    ("prot32", "movsd", "a5"), ("prot32", "rep movsd", "f3a5"), ("prot32", "REPNE MOVSD", "f2a5"),
    ("real16", "movsd", "66a5"), ("prot32", "cmpsd", "a7")])
def test_the_bare_string_movsd_is_the_doubleword_string_move(mode, text, code):
    # keystone alone refuses 'movsd' (it reads SSE2's two-operand MOVSD)
    assert assemble(text, "<t>", mode).code.hex() == code


@pytest.mark.parametrize("text,code,lines", [
    ("fstsw ax", "9bdfe0", {0: 1, 1: 1}), ("finit\nnop", "9bdbe390", {0: 1, 1: 1, 3: 2}),
    ("loopz 0x10000", "e1fe", {0: 1}), ("loopnz 0x10000", "e0fe", {0: 1})])
def test_waiting_x87_forms_and_loopz_assemble_and_keep_their_line(text, code, lines):
    # fstsw is WAIT then FNSTSW: two machine instructions from one line; loopz is loope
    p = assemble(text, "<t>", "prot32", base=0x10000)
    assert p.code.hex() == code
    assert {a - 0x10000: ln for a, ln in p.line_of_address.items()} == lines
