"""``workbench asm`` and ``workbench disasm``: listings for every ISA, JSON shape, and errors
as file:line:column with exit code 1."""
import json

import pytest

from workbench.cli import main

X86_16 = """; a real-mode fragment
start:  mov ax, 1
        xor eax, ebx
        add si, [bx+4]
        ret
"""
X86_32 = "start: mov eax, [ebx+TABLE]\n  xor edi, eax\n  hlt\n"
ALPHA = "# alpha\nl:  subq $1,1,$1\n    bne $1,l\n    ldq $2,8($3)\n.data\n.quad 0x1122334455667788\n"


def _asm(capsys, tmp_path, text, *args):
    f = tmp_path / "k.s"
    f.write_text(text)
    assert main(["asm", str(f), "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_asm_x86_real_mode_lists_16_bit_forms(capsys, tmp_path):
    rows = _asm(capsys, tmp_path, X86_16, "--isa", "x86", "--mode", "real16", "--base", "0x10100")
    assert [r["words"] for r in rows] == [["b80100"], ["6631d8"], ["037704"], ["c3"]]
    assert rows[0]["address"] == 0x10100 and rows[0]["source"].strip() == "start:  mov ax, 1"
    assert set(rows[0]) == {"address", "words", "source"}


def test_asm_x86_protected_mode_with_a_defined_symbol(capsys, tmp_path):
    rows = _asm(capsys, tmp_path, X86_32, "--isa", "x86", "--define", "TABLE=0x2000")
    assert rows[0]["words"] == ["8b8300200000"] and rows[-1]["words"] == ["f4"]


def test_asm_alpha_lists_instructions_and_data(capsys, tmp_path):
    rows = _asm(capsys, tmp_path, ALPHA, "--isa", "alpha", "--base", "0")
    assert [r["words"] for r in rows] == [["40203521"], ["f43ffffe"], ["a4430008"],
                                          ["1122334455667788"]]
    assert rows[-1]["address"] == 16       # .data starts on the next 16-byte boundary


@pytest.mark.parametrize("isa, words, text", [
    ("alpha", ["44220803"], "xor $1,$2,$3"),
    ("x86", ["8b8300200000"], "mov eax, dword ptr [ebx + 0x2000]"),
])
def test_disasm_json(capsys, isa, words, text):
    assert main(["disasm", "--isa", isa, "--address", "0x1000", "--json", *words]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows == [{"address": 0x1000, "words": words, "text": text}]


def test_disasm_x86_real_mode_and_text_output(capsys):
    assert main(["disasm", "--isa", "x86", "--mode", "real16", "b80100c3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "mov ax, 1" in out[0] and out[1].split()[-1] == "ret"


@pytest.mark.parametrize("args, message", [
    (["disasm", "--isa", "vax", "00"], "unknown ISA 'vax'"),
    (["disasm", "--isa", "alpha", "xyz"], "'xyz' is not a hexadecimal word"),
    (["disasm", "--isa", "alpha", "123456789"], "does not fit in a 32-bit alpha word"),
    (["asm", "/no/such/file.s", "--isa", "alpha"], "cannot read /no/such/file.s"),
    (["asm", "--isa", "alpha", "--define", "X", "f.s"], "expected NAME=VALUE"),
])
def test_bad_input_is_a_message_and_exit_1(capsys, args, message):
    assert main(args) == 1
    assert message in capsys.readouterr().err


def test_assembly_error_is_file_line_column(capsys, tmp_path):
    f = tmp_path / "bad.s"
    f.write_text("  nop\n  addq $1, 300, $2\n")
    assert main(["asm", str(f), "--isa", "alpha"]) == 1
    assert f"{f}:2:12: literal 300 is out of range 0..255" in capsys.readouterr().err
    f.write_text("start: mov eax, 1\n  frob eax, ebx\n")
    assert main(["asm", str(f), "--isa", "x86"]) == 1
    assert f"{f}:2:3: unknown mnemonic 'frob'" in capsys.readouterr().err


def test_list_names_every_isa_and_whether_it_runs(capsys):
    assert main(["list", "--json"]) == 0
    isas = {x["name"]: x for x in json.loads(capsys.readouterr().out)["isas"]}
    assert set(isas) == {"x86", "alpha", "parisc", "dsp56k"}
    assert all(isas[name]["runs"] for name in isas)      # every layer has its interpreter now
    assert isas["x86"]["modes"] == ["real16", "prot32"]


@pytest.mark.parametrize("isa, words, text", [
    ("parisc", ["d8220bf4"], "extrd,u,* r1,63,12,rp"),
    ("dsp56k", ["f098d2"], "mac y0,x0,a x:(r0)+,x0 y:(r4)+,y0"),
])
def test_disasm_proving_tables(capsys, isa, words, text):
    assert main(["disasm", "--isa", isa, "--json", *words]) == 0
    assert json.loads(capsys.readouterr().out)[0]["text"] == text


def test_a_proving_table_refuses_to_run_with_a_message():
    import dataclasses

    import isa
    from isa.errors import IsaError
    from isa.image import MemoryImage
    layer = dataclasses.replace(isa.get_isa("parisc"), interpreter=None)   # a table, no interpreter
    program = layer.assemble("ldo 8(%r1),%r1\n", "p.s")
    with pytest.raises(IsaError, match="no interpreter yet"):
        layer.execute(program, MemoryImage(), program.base, 100)
