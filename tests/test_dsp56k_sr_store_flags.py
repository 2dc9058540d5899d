"""SR stored by MOVEM (to P memory) or MOVEP (to a peripheral) holds the condition codes the
instructions before it set (issue 22: found by the Hatari differential,
tests/test_dsp56k_hatari_diff.py, in its 10^4-program run).

FM section 5.4.2 (status register) and Appendix A MOVEM/MOVEP: SR is a 16-bit register whose
low byte is the CCR; moving it out copies its current bits. Our block compiler computes a flag
only where a later instruction reads it (isa/dsp56k/semantics.py ``flags_of``); MOVEM and MOVEP
counted as reading none, so when a flag-writing instruction followed the store (here CLR B), the
flags of the instruction before the store were never computed and the stored SR held stale ones."""
from __future__ import annotations

import pytest

from tests.test_dsp56k_machine import run, xmem

# A = 00:21EC65:000000 after TST: bits 47 and 46 are both 0, so U is set (FM 5.4.2.5, no
# scaling: U = not (bit 47 xor bit 46)); E, N, Z, V, C are clear. SR = $0300 | U ($10).
SETUP = "\tmove\t#>$21ec65,a\n\ttst\ta\n"


@pytest.mark.parametrize("store,space,addr", [
    ("movem\tsr,p:$10", "p", 0x10),
    ("movem\tsr,p:(r0)", "p", 0x20),
    ("movep\tsr,x:<<$fff0", "x", 0xFFF0),
    ("movep\tsr,y:<<$fff0", "y", 0xFFF0),
], ids=["movem-abs", "movem-ea", "movep-x", "movep-y"])
def test_stored_sr_holds_the_flags_set_before_it(store, space, addr):
    ex = run(SETUP + f"\t{store}\n\tclr\tb\n", regs={"r0": 0x20})
    assert xmem(ex, addr, space=space) == [0x0310]


def test_stored_sr_when_nothing_follows():
    """The case that already worked (every flag is live at the program's end), for contrast."""
    ex = run(SETUP + "\tmovem\tsr,p:$10\n")
    assert xmem(ex, 0x10, space="p") == [0x0310]
