"""The PC-interface cost the Dusse-Kaliski DES CBC figure includes (issue 22 item 3).

The paper's 350K bits/s for DES in CBC mode includes moving the data between the PC and the board,
so its 3,657 clocks per block are the DSP kernel's clocks plus the transfers'. This module turns
the ``host.*`` parameters of ``dsp56001-dk.toml`` into that second term, per 8-byte block, in DSP
clocks (20 MHz), so the row reads "kernel X clocks + host interface Y clocks = Z". Nothing here is
fitted to the published figure: every count comes from the machine file, whose entries cite the
DSP56001 User's Manual, the 80386 Programmer's Reference Manual and the AT bus's timing.

The model is serial (the paper's figure includes the interfacing, and a polling host and a polling
DSP do not overlap beyond the host port's one-word buffer): the DSP waits while the PC moves a
block, the PC waits while the DSP encrypts it.

Two forms (``host.interface``, a [D] parameter):
- ``hi``: the DSP56001's host interface. Per 24-bit word the PC reads ISR (one IN) and tests the
  flag, then moves the word's three bytes with an OUT (or IN) each; the DSP polls HSR with one
  JCLR and moves the word with one MOVEP between HTX/HRX and the stream in X memory.
- ``memory``: the paper's section 5.3 PC interface to the board's external memory through an
  address generator: REP OUTSB / REP INSB, one AT-bus cycle per byte, nothing on the DSP side.
Each PC I/O instruction's own clock count (which assumes a two-clock zero-wait bus cycle) has that
bus cycle replaced by one 8-bit AT-bus I/O cycle.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import WorkbenchError
from ..machine import MachineSpec

BLOCK_BYTES = 8
FORMS = ("hi", "memory")


@dataclass(frozen=True)
class HostCost:
    """One block's transfers: ``dsp_clocks`` on the DSP, ``pc_ns`` on the PC; ``clocks`` is their
    sum in DSP clocks. ``parts`` names each term (what, count per block, ns or DSP clocks each)."""
    form: str
    dsp_mhz: float
    dsp_clocks: float
    pc_ns: float
    parts: tuple[tuple[str, float, float, str], ...]

    @property
    def pc_clocks(self) -> float:
        return self.pc_ns * self.dsp_mhz / 1e3

    @property
    def clocks(self) -> float:
        return self.dsp_clocks + self.pc_clocks

    def describe(self) -> str:
        terms = "; ".join(f"{what} {n:.2f} x {each:,.0f} {unit}" for what, n, each, unit in self.parts)
        return (f"{self.form}: PC {self.pc_ns:,.0f} ns = {self.pc_clocks:,.1f} DSP clocks, DSP side "
                f"{self.dsp_clocks:,.1f} clocks ({terms})")


def _external(ranges, addr: int) -> bool:
    return not any(lo <= addr <= hi for lo, hi in ranges)


def dsp_word_clocks(spec: MachineSpec, stream_addr: int) -> float:
    """The DSP side of one host-interface word: one JCLR on HSR (the flag already set: the serial
    model counts the waiting on the PC's side) and one MOVEP between HRX/HTX and the stream word,
    with the board's external-bus rule for the MOVEP (P fetch and the stream word off chip)."""
    jclr = spec["clocks.bit_branch"]            # jclr #n,x:$ffe9,* : HSR is an on-chip peripheral
    externals = int(_external(spec["memory.p_internal"], 0x40)) + int(
        _external(spec["memory.x_internal"], stream_addr))
    extra = max(0, externals - spec["memory.free_external_accesses"]) * spec[
        "memory.external_access_clocks"]
    return jclr + spec["clocks.movep"] + extra


def host_cost(spec: MachineSpec, blocks: int, stream_addr: int, form: str | None = None) -> HostCost:
    """The per-block host-interface cost of a DES CBC run of ``blocks`` blocks whose stream sits at
    X:``stream_addr`` (for the DSP-side MOVEP), in the form ``form`` (the machine's by default)."""
    form = spec["host.interface"] if form is None else form
    if form not in FORMS:
        raise WorkbenchError(f"host interface form '{form}' is not one of {', '.join(FORMS)}")
    if blocks < 1:
        raise WorkbenchError("the host-interface cost needs at least one block")
    pc_mhz = spec["host.pc_mhz"]
    ns = 1e3 / pc_mhz                                   # one PC clock
    isa_ns = spec["host.isa_io8_bclks"] * 1e3 / spec["host.isa_bclk_mhz"]
    bus = spec["host.pc_bus_clocks"]
    bytes_in = BLOCK_BYTES + spec["host.iv_bytes"] / blocks
    bytes_out = BLOCK_BYTES
    if form == "hi":
        per_word = spec["host.bytes_per_word"]
        words = (bytes_in + bytes_out) / per_word
        out_ns = (spec["host.pc_out_clocks"] - bus + spec["host.pc_out_byte_clocks"]) * ns + isa_ns
        in_ns = (spec["host.pc_in_clocks"] - bus + spec["host.pc_in_byte_clocks"]) * ns + isa_ns
        poll_ns = (spec["host.pc_in_clocks"] - bus + spec["host.pc_word_clocks"]) * ns + isa_ns
        dsp_word = dsp_word_clocks(spec, stream_addr)
        parts = (("PC byte out", bytes_in, out_ns, "ns"), ("PC byte in", bytes_out, in_ns, "ns"),
                 ("PC word handshake", words, poll_ns, "ns"),
                 ("DSP word (jclr + movep)", words, dsp_word, "clocks"))
        pc = bytes_in * out_ns + bytes_out * in_ns + words * poll_ns
        dsp = words * dsp_word
    else:
        out_ns = (spec["host.pc_rep_outs_clocks"] - bus) * ns + isa_ns
        in_ns = (spec["host.pc_rep_ins_clocks"] - bus) * ns + isa_ns
        parts = (("PC byte out (rep outsb)", bytes_in, out_ns, "ns"),
                 ("PC byte in (rep insb)", bytes_out, in_ns, "ns"))
        pc = bytes_in * out_ns + bytes_out * in_ns
        dsp = 0.0
    return HostCost(form, float(spec.clock_mhz), dsp, pc, parts)


def alternatives(spec: MachineSpec, blocks: int, stream_addr: int) -> list[tuple[str, HostCost]]:
    """The cost under each documented alternative of a [D] ``host.*`` parameter, one changed at a
    time (the core never reads these, so ``reproduce --sensitivity`` cannot re-time them)."""
    out = []
    for key, p in sorted(spec.params.items()):
        if not key.startswith("host.") or "[D]" not in p.source:
            continue
        for name, value in sorted(p.alternatives.items()):
            alt = spec.with_overrides(**{key: value})
            out.append((f"{key}={value} ({name})", host_cost(alt, blocks, stream_addr)))
    return out
