"""Known answers through the kernel: a short run cannot hide a corrupted table entry."""
from __future__ import annotations

import json

import pytest

import workbench.layouts as layouts
from workbench import known_answers
from workbench.cli import main
from workbench.crypto import modes
from workbench.errors import VerificationError
from workbench.kernel import all_kernels, find_kernel
from workbench import runner
from workbench.runner import execute_kernel, isa_layer

# (kernel, core, layout segment holding its S-box tables)
CASES = [("des-karn-rm16", "i486", "spbox"), ("des-biham", "ev5", None)]


def _table_segment(layout, name):
    if name is not None:
        return next(s for s in layout.image.segments if s.name == name)
    return max(layout.image.segments, key=lambda s: len(s.data))      # the tables dominate


def _unread_entry(kernel, seg) -> int:
    """Offset of a 4-byte table entry that a one-block run does not read."""
    _, trace = execute_kernel(kernel, 1)
    acc = trace.accesses
    lo, hi = seg.address, seg.address + len(seg.data)
    read = {int(a) - lo >> 2 for a in acc.addr[(acc.addr >= lo) & (acc.addr < hi) & ~acc.write]}
    for entry in range(len(seg.data) // 4):
        if entry not in read:
            return 4 * entry
    pytest.fail("a one-block run read every table entry; choose another kernel for this test")


def _corrupting(monkeypatch, kernel, segment, offset):
    """Make the kernel's layout flip one bit of one table entry (everything else unchanged)."""
    real = layouts.registry()
    build = real[kernel.layout]

    def corrupted(*args, **kw):
        layout = build(*args, **kw)
        seg = _table_segment(layout, segment)
        data = bytearray(seg.data)
        data[offset] ^= 0x10
        seg.data = bytes(data)
        return layout
    monkeypatch.setattr(layouts, "registry", lambda: {**real, kernel.layout: corrupted})


@pytest.mark.parametrize("name,core,segment", CASES)
def test_corrupt_table_entry_fails_a_one_block_run(name, core, segment, monkeypatch, capsys):
    kernel = find_kernel(name)
    keys, data, iv = runner.test_data(1)
    seg = _table_segment(layouts.build_layout(kernel, keys[:1], data, iv), segment)
    offset = _unread_entry(kernel, seg)
    _corrupting(monkeypatch, kernel, segment, offset)
    # the timed block alone does not notice: it never reads that entry ...
    monkeypatch.setattr(known_answers, "check", lambda k, layer: {"vectors": 0, "passed": 0})
    execute_kernel(kernel, 1)
    monkeypatch.undo()
    _corrupting(monkeypatch, kernel, segment, offset)
    # ... the known answers do, and the command fails with a clear message
    assert main(["run", name, "--core", core, "--blocks", "1"]) == 1
    err = capsys.readouterr().err
    assert "SP 800-20 known answer" in err and "Traceback" not in err


def test_run_json_reports_the_known_answers(capsys):
    assert main(["run", "des-karn-rm16", "--core", "i486", "--blocks", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kat"] == {"vectors": 51, "passed": 51}


def test_vectors_are_the_permutation_and_substitution_tables():
    v = known_answers.vectors()
    assert [x.table for x in v].count("A.3") == 32 and [x.table for x in v].count("A.4") == 19
    for x in v:             # the data file agrees with the reference DES
        assert modes.encrypt_fast("des", "ecb", [x.key], x.plaintext, bytes(8)) == x.ciphertext


def test_substitution_vectors_reach_every_sbox_entry():
    """SP 800-20 A.4's claim, checked with our reference DES: the 19 pairs use all 512 entries."""
    from workbench.crypto import des
    seen = set()
    for x in known_answers.vectors():
        if x.table == "A.4":
            seen |= des.sbox_entries_used(x.key, x.plaintext)
    assert len(seen) == 8 * 64


@pytest.mark.parametrize("name", sorted(n for n, k in all_kernels().items()
                                        if k.cipher in ("des", "3des")))
def test_every_cipher_kernel_passes_its_known_answers(name):
    kernel = find_kernel(name)
    got = known_answers.check(kernel, isa_layer(kernel.isa))
    assert got["vectors"] == got["passed"] == 51


def test_a_wrong_kernel_is_named_with_the_vector(monkeypatch):
    kernel = find_kernel("des-karn-pm32")
    _corrupting(monkeypatch, kernel, "spbox", 0)
    with pytest.raises(VerificationError, match=r"SP 800-20 known answer A\.[34] #\d+"):
        known_answers.check(kernel, isa_layer(kernel.isa))
