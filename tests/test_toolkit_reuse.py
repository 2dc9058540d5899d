"""The toolkit assembler reuses an instruction's words for a statement with the same text whose
symbols, local labels and (for a pc-relative operand) pc have the same values
(isa.toolkit.frontend.Assembler.encode): pass 2 finds pass 1's words so, and a program repeats
its statements. Reuse must never change a word: each source here, written to trip it (the same
text at other places, after a ``.set`` moves its symbol, with local labels, forward references,
relocation annotations, hppa's linkage-table selectors, other external symbols in a second
assembly), is assembled with reuse and compared with an assembly that encodes every statement
afresh. tools/asm_digest.py does the same over every Alpha, PA-RISC and DSP56000 kernel."""
from __future__ import annotations

from pathlib import Path

import pytest

import isa
from isa.errors import AssemblyError
from isa.toolkit import frontend
from isa.toolkit.program import assemble

COMPILED = Path(__file__).parent / "compiled"

ALPHA = """\
\t.set k, 5
loop:\taddq $1, k, $1
\tbr loop
\t.set k, 7
\taddq $1, k, $1
\tbr loop
1:\taddq $1, 1, $1
\tbr 1b
1:\tbr 1b
\tbr 1f
\tbr 1f
1:\tlda $2, fwd-loop($31)
\tlda $2, fwd-loop($31)
fwd:\tlda $3, .-loop($31)
\tlda $3, .-loop($31)
\tlda $4, ext($31)
\tbsr $26, 2f
2:\tldgp $29, 0($26)
\tldgp $29, 0($26)
\tlda $4, ext($31)
\thalt
"""

PARISC = """\
\t.text
loop:\taddi 5,%r3,%r3
\tb,n loop
\tldil L%ext,%r1
\tldo R%ext(%r1),%r1
\tb,n loop
\tcmpb,=,n %r3,%r4,fwd
\tcmpb,=,n %r3,%r4,fwd
\tldi .-loop,%r5
fwd:\tldi .-loop,%r5
\taddil LT'tab,%r27
\tldd RT'tab(%r1),%r28
\taddil LT'tab,%r27
\tldd RT'tab(%r1),%r28
\tldil L%ext,%r1
\tbreak 0,0
\t.data
tab:\t.dword 1,2
"""

DSP = """\
k\tequ\t3
loop\tmove #k,x0
\tmove #fwd,x0
\tmove #ext,x0
\tmac x0,y0,a x:(r0)+,x0 y:(r4)+,y0
\tmac x0,y0,a x:(r0)+,x0 y:(r4)+,y0
\tjmp loop
\tdo #4,end1
\tmac x0,y0,a x:(r0)+,x0 y:(r4)+,y0
end1\tdo #4,end2
\tmac x0,y0,a x:(r0)+,x0 y:(r4)+,y0
end2\tjmp loop
\tmove #fwd,x0
\tmove #ext,x0
fwd\tnop
\tmove #<3,x0
\tmove #3,x0
\tmove x:ext,a
"""


def _fresh(monkeypatch):
    """Assemble with every statement encoded: no reuse of any earlier encoding."""
    monkeypatch.setattr(frontend.Assembler, "_same_values", lambda self, st, deps: False)


def _result(isa_name, text, symbols=None, base=None):
    layer = isa.get_isa(isa_name)
    p = assemble(layer.syntax, text, "t.s", layer.default_mode, symbols or {},
                 layer.default_base if base is None else base, None)
    return ([(e.address, e.words, e.bits, e.line, e.kind) for e in p.listing], p.symbols, p.code)


CASES = [("alpha", ALPHA, {"ext": 0x1234}, {"ext": -8}),
         ("parisc", PARISC, {"ext": 0x12345678}, {"ext": 0x800}),
         ("dsp56k", DSP, {"ext": 5}, {"ext": 0x20})]


@pytest.mark.parametrize("isa_name,text,symbols,other", CASES, ids=[c[0] for c in CASES])
def test_reuse_gives_the_words_of_a_fresh_encoding(monkeypatch, isa_name, text, symbols, other):
    # the reusing assembler sees the text first with other external values, so that what it
    # kept from that assembly is offered to the second one
    _result(isa_name, text, other)
    reused = _result(isa_name, text, symbols)
    again = _result(isa_name, text, symbols, base=0x2000 if isa_name != "dsp56k" else 0x100)
    with monkeypatch.context() as m:
        _fresh(m)
        want = _result(isa_name, text, symbols)
        want_moved = _result(isa_name, text, symbols,
                             base=0x2000 if isa_name != "dsp56k" else 0x100)
    assert reused == want
    assert again == want_moved
    assert reused[0] != _result(isa_name, text, other)[0]       # the values do move words


@pytest.mark.parametrize("path", ["alpha/bignum.s", "alpha/des.s", "alpha-ev56/string.s",
                                  "hppa64/bignum.s", "hppa64/des.s", "hppa64/switch.s"])
def test_reuse_on_compiled_code(monkeypatch, path):
    """GCC's output: relocation annotations, GOT and linkage-table loads, switch tables."""
    isa_name = "parisc" if path.startswith("hppa64") else "alpha"
    text = (COMPILED / path).read_text()
    reused = _result(isa_name, text)
    with monkeypatch.context() as m:
        _fresh(m)
        assert _result(isa_name, text) == reused


def test_a_repeated_statement_is_encoded_once(monkeypatch):
    """Pass 2 and every later copy of a statement reuse the first encoding."""
    from isa.dsp56k import asm as dsp_asm
    calls = []
    real = dsp_asm.SYNTAX.encode

    def counting(ctx):
        calls.append(ctx.stmt.operands)
        return real(ctx)
    monkeypatch.setattr(dsp_asm.SYNTAX, "encode", counting)
    frontend._ENCODED.pop(id(dsp_asm.SYNTAX), None)
    line = "\tmacr -x1,y1,b x:(r1)-,x1 y:(r5)-,y1\n"
    p = dsp_asm.assemble(line * 50 + "\tmove #later,x0\n" * 3 + "later\tnop\n")
    assert len(p.listing) == 54
    # the mac once; each forward reference once in pass 1 (undefined: not kept); the nop; in
    # pass 2 the first forward reference, whose encoding the other two reuse
    assert calls == [line.split(None, 1)[1].strip()] + ["#later,x0"] * 3 + ["", "#later,x0"]


def test_errors_are_unchanged_by_reuse():
    """A statement whose words pass 1 (and another assembly) encoded fine still fails where its
    own values in pass 2 do not fit: pass 2 gives every ``.set`` symbol its last value."""
    src = "\t.set k, 5\n\taddq $1, k, $1\n\t.set k, 300\n"
    layer = isa.get_isa("alpha")
    assemble(layer.syntax, "\taddq $1, k, $1\n", "a.s", "user", {"k": 5}, 0x10000, None)
    with pytest.raises(AssemblyError) as e:
        assemble(layer.syntax, src, "k.s", "user", {}, 0x10000, None)
    assert str(e.value) == "k.s:2:11: literal 300 is out of range 0..255"
