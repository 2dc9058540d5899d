"""x86 first-use decoding: the content-keyed static decode (decode.static_insn_at) and the
detail-free sweep (machine._decode_all) give what a full capstone decode of each instruction
gives."""
from __future__ import annotations

import pytest

from isa.x86 import decode, machine
from workbench.kernel import all_kernels
from workbench.runner import isa_layer, kernel_layout

LAYER = isa_layer("x86")
KERNELS = ("des-young686", "des-karn-rm16", "3des-som3", "des-karn-c-pm32", "mont512-os-pm32")


def _program(name: str):
    kernel = all_kernels()[name]
    *_, layout = kernel_layout(kernel, 2)
    return LAYER.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                          layout.code_base, kernel.regions)


@pytest.mark.parametrize("name", KERNELS)
def test_content_decode_equals_a_full_decode_of_each_instruction(name):
    program = _program(name)
    bits = 16 if program.mode == "real16" else 32
    cs, lite = decode.decoder(bits), decode.lite_decoder(bits)
    base, code = program.base, program.code
    seen = 0
    for at, n, _m, op_str in lite.disasm_lite(code, base):
        raw = code[at - base:at - base + n]
        want = decode.static_insn(decode.decode_one(cs, raw, at), program.line(at),
                                  program.region(at))
        got = decode.static_insn_at(cs, raw, at, op_str, program.line(at), program.region(at))
        assert got == want, hex(at)
        seen += 1
    assert seen > 100
    assert len({(s, o) for _a, _n, s, o in lite.disasm_lite(code, base)}) < seen  # repeats


def test_a_relative_branch_keeps_its_own_target():
    """The same bytes at two addresses: the operand text differs, so does the target."""
    cs, lite = decode.decoder(32), decode.lite_decoder(32)
    raw = bytes.fromhex("eb03")                         # jmp short $+5
    got = []
    for at in (0x1000, 0x2000, 0x1000):
        (_a, _n, _m, op_str), = lite.disasm_lite(raw, at)
        got.append(decode.static_insn_at(cs, raw, at, op_str))
    assert [s.target for s in got] == [0x1005, 0x2005, 0x1005]
    assert [s.address for s in got] == [0x1000, 0x2000, 0x1000]


def test_not_one_whole_instruction_is_none():
    cs = decode.decoder(32)
    assert decode.static_insn_at(cs, bytes.fromhex("8b"), 0x1000, "") is None        # cut short
    assert decode.static_insn_at(cs, bytes.fromhex("9090"), 0x1000, "") is None      # two


def test_the_cache_is_bounded(monkeypatch):
    monkeypatch.setattr(decode, "_BY_CONTENT", {})
    monkeypatch.setattr(decode, "_BY_CONTENT_MAX", 4)
    cs, lite = decode.decoder(32), decode.lite_decoder(32)
    for imm in range(10):
        raw = bytes([0xB8, imm, 0, 0, 0])               # mov eax, imm
        (_a, _n, _m, op_str), = lite.disasm_lite(raw, 0x1000)
        assert decode.static_insn_at(cs, raw, 0x1000, op_str).op_str == op_str
        assert len(decode._BY_CONTENT) <= 4


@pytest.mark.parametrize("name", ("des-karn-rm16", "des-young686"))
def test_the_sweep_without_details_equals_a_detailed_one(name):
    """x87_exits and far_returns read the sweep's addresses, mnemonics and bytes."""
    program = _program(name)
    bits = 16 if program.mode == "real16" else 32
    cs = decode.decoder(bits)
    got = machine._decode_all(program, bits)
    starts = sorted(a for a in program.line_of_address if program.contains(a))
    assert [s.address for s in got] == starts
    for s in got:
        insn = decode.decode_one(cs, program.code[s.address - program.base:][:16], s.address)
        assert (s.mnemonic, s.bytes) == (insn.mnemonic, bytes(insn.bytes))
    if name == "des-karn-rm16":
        assert machine.far_returns(program, bits)


def test_the_sweep_without_a_line_map():
    program = LAYER.assemble("start:\nfld1\nnop\nhlt\n", "<t>", "prot32")
    program.line_of_address = {}
    got = machine._decode_all(program, 32)
    assert [(s.mnemonic, s.bytes.hex()) for s in got] == [("fld1", "d9e8"), ("nop", "90"),
                                                           ("hlt", "f4")]


@pytest.mark.parametrize("mode, text", [
    ("real16", "start:\ncall f\npush 1234h\nmov ax, [bx+si+2]\nret\nf:\nretf 4\nnop\n"),
    ("prot32", "start:\nmov eax, [esi+4*ecx+8]\nfstsw ax\nrep movsd\nloopnz start\nhlt\n"),
])
def test_the_assemblers_walk_maps_each_statement_to_its_instruction(mode, text):
    """The walk decodes the whole code in one sweep; each line's address must still be the start
    of the instruction(s) that line assembled to, with our own emitted bytes in between."""
    program = LAYER.assemble(text, "<t>", mode)
    bits = 16 if mode == "real16" else 32
    lite = decode.lite_decoder(bits)
    starts = sorted(program.line_of_address)
    ends = starts[1:] + [program.base + len(program.code)]
    for at, end in zip(starts, ends):
        off = at - program.base
        (_a, n, _m, _o), = lite.disasm_lite(program.code[off:off + 16], at, 1)
        assert at + n == end, hex(at)
    lines = [2, 3, 4, 5, 7, 8] if mode == "real16" else [2, 3, 3, 4, 5, 6]
    assert [program.line_of_address[a] for a in starts] == lines


# ---------------------------------------------------------------- the assembler's parse cache
_SRC = "start:\nK = SYM + 4\nmov eax, K\nmov ebx, [esi+TABLE]\nX:\nhlt\n"


def _fresh(symbols, monkeypatch):
    """Assembled with the parse cache empty (as the first assembly of a source is)."""
    from isa.x86 import assembler
    monkeypatch.setattr(assembler, "_PARSED", {})
    try:
        return assembler.assemble(_SRC, "k.asm", "prot32", symbols, 0x10000)
    except Exception as e:          # noqa: BLE001 -- compared below
        return str(e)


@pytest.mark.parametrize("symbols", [
    {"SYM": 2, "TABLE": 0x300},     # another layout: a different program, same parse
    {"TABLE": 0x300},               # the constant's symbol missing (line 2)
    {"SYM": 2, "TABLE": 0x300, "X": 5},         # a label named like a symbol (line 5)
    {"SYM": 2, "TABLE": 0x300, "start": 5},     # ... the first line's
])
def test_a_kept_parse_gives_what_a_fresh_one_gives(symbols, monkeypatch):
    from isa.x86 import assembler
    want = _fresh(symbols, monkeypatch)
    assembler.assemble(_SRC, "k.asm", "prot32", {"SYM": 1, "TABLE": 0x200}, 0x10000)  # kept
    assert len(assembler._PARSED) == 1
    try:
        got = assembler.assemble(_SRC, "k.asm", "prot32", symbols, 0x10000)
    except Exception as e:          # noqa: BLE001
        got = str(e)
    if isinstance(want, str):
        assert got == want and ("k.asm:2:" in want or "k.asm:5:" in want or "k.asm:1:" in want)
    else:
        assert (got.code, got.symbols, got.line_of_address, got.listing, got.source_lines) == \
            (want.code, want.symbols, want.line_of_address, want.listing, want.source_lines)


def test_a_source_that_fails_to_parse_is_not_kept(monkeypatch):
    from isa.x86 import assembler
    from isa.errors import AssemblyError
    monkeypatch.setattr(assembler, "_PARSED", {})
    with pytest.raises(AssemblyError):
        assembler.assemble("start:\nmov eax, [esi\n", "k.asm", "prot32", {}, 0x10000)
    assert assembler._PARSED == {}
