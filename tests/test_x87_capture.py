"""Long straight runs of x87 code: unicorn 2.1.4 crashes translating a block of about 250 x87
instructions, so capture cuts such runs with exits (isa/x86/machine.py x87_exits)."""
from __future__ import annotations

import pytest

from isa.errors import BudgetExceeded
from isa.x86.machine import X87_RUN, x87_exits
from workbench.snippet import run_snippet

LONG = "fld1\nfld1\n" + "fadd st(1), st(0)\n" * 600 + "mov eax, 1"


@pytest.mark.parametrize("mode", ["prot32", "real16"])
def test_a_long_x87_run_is_captured_whole(mode):
    _, tr = run_snippet(LONG, mode=mode)
    texts = [tr.static[i].text for i in tr.index]
    assert len(texts) == 2 + 600 + 1 + 1 and texts[-2] == "mov eax, 1"


def test_the_run_is_cut_every_so_many_x87_instructions_and_short_code_is_not():
    from isa.x86 import assemble
    program = assemble(LONG + "\nhlt", "<t>", "prot32", base=0x10000)
    assert len(x87_exits(program, 32)) == 602 // X87_RUN
    assert x87_exits(assemble("fld1\nfadd st(0), st(0)\nhlt", "<t>", "prot32"), 32) == []


def test_the_budget_still_stops_a_long_x87_run():
    with pytest.raises(BudgetExceeded):
        run_snippet(LONG, budget=300)
