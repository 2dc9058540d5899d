"""Corella's double S-box tables built from the two boxes' single entries (xor, one numpy gather
per box) are the entry-by-entry construction, word for word and byte for byte."""
from __future__ import annotations

import struct

from workbench.crypto import doublebox


def test_fast_double_sbox_tables_are_the_entry_by_entry_ones():
    fast, direct = doublebox.corella_tables(), doublebox.corella_tables_direct()
    assert [len(t) for t in fast] == [4096] * 4
    assert fast == direct
    assert all(type(w) is int for t in fast for w in t[:8])      # Python ints, as before
    assert doublebox.tables("corella") == tuple(tuple(t) for t in direct)
    assert doublebox.tables_bytes("corella") == b"".join(struct.pack(">4096Q", *t) for t in direct)
    # the xor form rests on both boxes' outputs landing in different bits: every table mixes
    # both boxes (an entry depends on each box's input)
    for t in fast:
        assert len(set(t)) > 64
