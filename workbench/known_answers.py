"""Known answers through the kernel itself: NIST SP 800-20's permutation and substitution tables.

A timed run of a few blocks exercises only the table entries its data happens to reach, so a
corrupted S-box entry can pass a one-block run. SP 800-20 Appendix A.3 (permutation operation, 32
key/plaintext pairs) and A.4 (substitution table, 19 pairs, chosen so that together they use every
entry of every S-box) are run through the kernel on its own layout, one block each, untimed, before
any figure is reported. A 3DES kernel runs them with K1 = K2 = K3 (EDE then equals DES, as SP 800-20
intends for TDEA); a CBC kernel with a zero IV (one block of CBC equals ECB). A kernel that computes
something other than plain DES (Karn's routine without IP/FP) gets each pair in the form its
layout's ``known_answer_form`` gives, chosen so that its rounds see what DES's rounds see.

The outcome depends only on the kernel's code and the bytes its layout puts in memory, so it is
computed once per distinct (program text, layout image) and remembered for the process; a layout
whose tables change (a corrupted entry) is a different image and is checked afresh.

What it covers: every entry of a table indexed by one S-box's 6-bit input (the SP tables of the
x86, Alpha and DSP kernels, Biham's expanded tables). A table indexed by two S-boxes' 12 bits
(Corella's double boxes, 4096 entries each) has more entries than 51 blocks can reach: there the
vectors check the kernel's arithmetic and part of its tables, and the ordinary run checks the rest
it uses.
"""
from __future__ import annotations

import hashlib

from isa.errors import IsaError

from .crypto.kat import KnownAnswer, sp800_20
from .errors import VerificationError
from .kernel import ARITHMETIC, Kernel
from .layouts import build_layout

TABLES = ("A.3", "A.4")        # permutation operation, substitution table
_BUDGET = 5_000_000           # one block of any kernel is far below this
_DONE: dict[str, dict] = {}   # digest of (program text, layout image) -> outcome


def vectors() -> list[KnownAnswer]:
    return [v for v in sp800_20() if v.table in TABLES]


def _digest(kernel: Kernel, text: str, layout) -> str:
    h = hashlib.blake2b(digest_size=20)
    for part in (kernel.name, kernel.isa, kernel.mode, kernel.entry, kernel.cipher,
                 kernel.chaining, repr(sorted(kernel.options.items())), text,
                 repr(sorted(layout.symbols.items())), str(layout.code_base)):
        h.update(part.encode())
        h.update(b"\0")
    for seg in layout.image.segments:
        h.update(f"{seg.name}@{seg.address}:{len(seg.data)}".encode())
        h.update(seg.data)
    h.update(repr(sorted(layout.image.registers.items())).encode())
    return h.hexdigest()


def check(kernel: Kernel, layer) -> dict:
    """Run the known answers through ``kernel``; {"vectors": N, "passed": N, "tables": [...]}.

    Raises VerificationError naming the first vector whose output differs. Arithmetic kernels
    (Montgomery, RSA) have no DES known answers: {"vectors": 0, "passed": 0}.
    """
    if kernel.cipher in ARITHMETIC:
        return {"vectors": 0, "passed": 0, "tables": []}
    text = kernel.text()
    todo = vectors()
    nkeys = 3 if kernel.cipher == "3des" else 1
    iv = bytes(8)
    first, _ = _layout(kernel, todo[0], nkeys, iv)
    digest = _digest(kernel, text, first)
    if digest in _DONE:
        return dict(_DONE[digest])
    runs, assembled = [], {}
    for v in todo:
        layout, want = _layout(kernel, v, nkeys, iv)
        where = (repr(sorted(layout.symbols.items())), layout.code_base)
        if where not in assembled:          # the key and data do not move code: assemble once
            assembled[where] = layer.assemble(text, str(kernel.source), kernel.mode,
                                              layout.symbols, layout.code_base, kernel.regions)
        runs.append((assembled[where], layout, want))
    got_all = _outputs(layer, kernel, runs)
    passed = 0
    for i, (v, (_, _, want), got) in enumerate(zip(todo, runs, got_all)):
        if got != want:
            raise VerificationError(
                f"{kernel.name}: SP 800-20 known answer {v.table} #{_index_in_table(todo, i)} fails "
                f"through the kernel (key {v.key.hex()}, plaintext {v.plaintext.hex()}): got "
                f"{got.hex()}, expected {want.hex()}; a table entry or the kernel's "
                f"arithmetic is wrong")
        passed += 1
    out = {"vectors": len(todo), "passed": passed, "tables": list(TABLES)}
    _DONE[digest] = out
    return dict(out)


def _outputs(layer, kernel: Kernel, runs: list) -> list[bytes]:
    """The first 8 output bytes of each (program, layout, _) run, in order. Runs of one program
    go through the layer's ``run_outputs`` where it has one (x86: one engine, no trace),
    otherwise through ``execute``; either raises the run's located error."""
    out: list[bytes] = []
    fast = getattr(layer, "run_outputs", None)
    i = 0
    while i < len(runs):
        program, layout = runs[i][0], runs[i][1]
        j = i
        while j < len(runs) and runs[j][0] is program and runs[j][1].output == layout.output \
                and runs[j][1].output_space == layout.output_space:
            j += 1
        group = runs[i:j]
        entry = program.symbols[kernel.entry]
        addr, length = layout.output
        got = None
        if fast is not None:
            try:
                got = fast(program, [r[1].image for r in group], entry, _BUDGET,
                           (addr, length, layout.output_space))
            except IsaError:
                # a run failed: run them one at a time, so that a wrong output before the
                # failing run is reported first, as the vectors are checked in order
                got = None
        if got is None:
            got = []
            for r in group:
                got.append(layer.execute(program, r[1].image, entry, _BUDGET)
                           .read_memory(addr, length, layout.output_space))
                if got[-1][:8] != r[2]:
                    break               # check() reports it; the runs after it are not needed
        out += [g[:8] for g in got]
        if len(got) < len(group):
            break
        i = j
    return out


def _layout(kernel: Kernel, v: KnownAnswer, nkeys: int, iv: bytes):
    """The kernel's layout for one vector and the output it must give (a layout with a
    ``known_answer_form`` maps the pair to what its kernel reads and writes)."""
    layout = build_layout(kernel, [v.key] * nkeys, v.plaintext, iv)
    if layout.known_answer_form is None:
        return layout, v.ciphertext
    block, want = layout.known_answer_form(v.plaintext, v.ciphertext)
    return build_layout(kernel, [v.key] * nkeys, block, iv), want


def _index_in_table(todo: list[KnownAnswer], i: int) -> int:
    """1-based position of vector ``i`` within its own SP 800-20 table."""
    return sum(1 for v in todo[:i + 1] if v.table == todo[i].table)
