"""The PC-interface cost the Dusse-Kaliski DES CBC row adds (workbench/papers/dk_host.py, the
host.* parameters of dsp56001-dk.toml): its arithmetic pinned by hand from the parameters'
values, its two forms, and its bad input."""
from __future__ import annotations

import pytest

from workbench.errors import WorkbenchError
from workbench.machine import load_machine
from workbench.papers import dk_host

DK = load_machine("dsp56001-dk")
STREAM = 0x3010          # X:DIN of the DES layout: external memory


def test_the_defaults_are_the_cited_ones():
    assert DK["host.interface"] == "hi" and DK["host.pc_mhz"] == 20
    assert (DK["host.pc_in_clocks"], DK["host.pc_out_clocks"]) == (13, 11)     # 80386 PRM, real mode
    assert (DK["host.isa_io8_bclks"], DK["host.isa_bclk_mhz"]) == (6, 8)       # 2 + 4 wait states
    for key, p in DK.params.items():
        if key.startswith("host."):
            assert p.source.strip(), key
            if "[D]" in p.source:
                assert p.alternatives, key


def test_host_interface_cost_by_hand():
    c = dk_host.host_cost(DK, 48, STREAM)
    # PC clock 50 ns; an 8-bit AT-bus I/O cycle 6 / 8 MHz = 750 ns replaces the 2-clock bus cycle
    out_ns = (11 - 2 + 7) * 50 + 750             # OUT DX,AL + LODSB + INC DX
    in_ns = (13 - 2 + 6) * 50 + 750              # IN AL,DX + STOSB + INC DX
    poll_ns = (13 - 2 + 20) * 50 + 750           # IN from ISR + test, branch, DX moves, LOOP
    bytes_in, bytes_out = 8 + 8 / 48, 8          # the IV once per run
    words = (bytes_in + bytes_out) / 3
    assert (out_ns, in_ns, poll_ns) == (1550, 1600, 2300)
    assert c.pc_ns == pytest.approx(bytes_in * out_ns + bytes_out * in_ns + words * poll_ns)
    # DSP: jclr 6 + movep 4 + 2 for the second external access (P fetch and the stream word)
    assert c.dsp_clocks == pytest.approx(words * (6 + 4 + 2))
    assert c.clocks == pytest.approx(c.dsp_clocks + c.pc_ns * 20 / 1e3)
    assert 700 < c.clocks < 900
    assert "PC" in c.describe() and "jclr + movep" in c.describe()


def test_memory_interface_form_has_no_handshake_and_no_dsp_side():
    c = dk_host.host_cost(DK, 48, STREAM, "memory")
    assert c.dsp_clocks == 0
    assert c.pc_ns == pytest.approx((8 + 8 / 48) * ((5 - 2) * 50 + 750) + 8 * ((6 - 2) * 50 + 750))
    assert c.clocks < dk_host.host_cost(DK, 48, STREAM, "hi").clocks


def test_a_slower_bus_costs_exactly_its_longer_cycles():
    base = dk_host.host_cost(DK, 48, STREAM)
    slow = dk_host.host_cost(DK.with_overrides(**{"host.isa_bclk_mhz": 6}), 48, STREAM)
    cycles = (8 + 8 / 48) + 8 + (16 + 8 / 48) / 3          # one bus cycle per byte and per ISR read
    assert slow.pc_ns - base.pc_ns == pytest.approx(cycles * (1000 - 750))
    assert slow.dsp_clocks == base.dsp_clocks


def test_the_dsp_side_follows_the_boards_bus_rule():
    assert dk_host.dsp_word_clocks(DK, STREAM) == 12       # P and the stream word external
    assert dk_host.dsp_word_clocks(DK, 0x10) == 10         # stream word on chip: one external, free
    chip = load_machine("dsp56001")
    assert dk_host.dsp_word_clocks(chip, STREAM) == 10     # P on chip


def test_alternatives_change_one_parameter_each():
    alts = dict(dk_host.alternatives(DK, 48, STREAM))
    assert set(alts) == {"host.interface=memory (memory)", "host.isa_bclk_mhz=6 (at6)",
                         "host.isa_bclk_mhz=10 (fast10)", "host.isa_io8_bclks=3 (nows)"}
    assert alts["host.interface=memory (memory)"].form == "memory"


@pytest.mark.parametrize("form, blocks, msg", [("dma", 48, "not one of hi, memory"),
                                                ("hi", 0, "at least one block")])
def test_bad_input_is_a_clear_error(form, blocks, msg):
    with pytest.raises(WorkbenchError, match=msg):
        dk_host.host_cost(DK, blocks, STREAM, form)
