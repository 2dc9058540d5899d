"""``workbench time`` says why (issue 20, item 4; workbench/explain.py): per instruction latency,
reciprocal throughput, uops and ports (P6/PII), the Pentium's pipe and pairing reason, the
Alpha's slot; the critical dependency chain; the bounds and the bottleneck sentence. Each case
is pinned by a documented fact, cited beside it; the figures come from the machine files."""
from __future__ import annotations

import json

import pytest

from workbench.cli import main
from workbench.explain import dependency
from workbench.fragment import time_fragment
from workbench.machine import load_machine

from test_compiled_x86 import CASES, _run, corpus      # the gcc corpus and its calls

PERFECT = {"caches": "perfect"}         # teaching fragments: no cold misses in the figures


def rows(r):
    return r.instructions


# ------------------------------------------------------------------ Pentium: pipes and pairing
def test_p5_register_contention_does_not_pair_and_names_the_register():
    """Intel Pentium User's Manual vol.1 3.1.2 (and Agner Fog, Pentium optimisation, 4.1 rule 3):
    two instructions pair only if the second neither reads nor writes a register the first
    writes. ``add eax,1 / add eax,2`` both go to U, each reason naming eax."""
    r = time_fragment("add eax, 1\nadd eax, 2\n", "p5", **PERFECT)
    assert [x.pipe for x in rows(r)] == ["U", "U"]
    assert all("not paired" in x.reason and "reads eax written here" in x.reason for x in rows(r))
    assert "line 2" in rows(r)[0].reason
    assert [x.kind for x in rows(r)] == ["UV", "UV"]        # both pairable: the register kept them apart


def test_p5_two_independent_loads_pair():
    """Intel vol.1 3.1.2, Abrash table 20.1: MOV reg,mem is UV; with no shared register the two
    loads pair, one in U and one in V, in one clock."""
    r = time_fragment("mov eax, [esi]\nmov ebx, [edi]\n", "p5", **PERFECT)
    assert [x.pipe for x in rows(r)] == ["U", "V"]
    assert rows(r)[0].reason == "U: paired with line 2"
    assert rows(r)[1].reason == "V: paired with line 1"
    assert r.cycles_per_iteration == 1.0


def test_p5_agi_is_the_bottleneck():
    """Abrash ch.21 (p5.toml penalty.agi_window): a register written in one cycle cannot address
    memory in the next; here ADD ESI pairs with MOV EBX,ECX, and the load through ESI in the
    next cycle waits one clock, the only loss, which the summary names."""
    r = time_fragment("add esi, 4\nmov ebx, ecx\nmov eax, [esi]\n", "p5", **PERFECT)
    assert rows(r)[2].lost == {"agi": 1}
    assert r.per_iteration["agi"] == 1.0
    assert f"most lost: agi, 1.00 of {r.cycles_per_iteration:.2f} cycles" in r.summary


def test_p5_np_instruction_and_a_v_pipe_that_needs_a_pairable_one():
    """Intel vol.1 3.1.2 / p5.csv: IMUL is NP (not pairable): it issues alone in U, and the ADD
    before it stays alone too, because the V pipe takes only a V-pairable instruction."""
    r = time_fragment("add eax, 1\nimul ebx, ecx\n", "p5", **PERFECT)
    add, imul = rows(r)
    assert imul.reason == "U: not pairable (imul is NP class)" and imul.kind == "NP"
    assert "V-pipe needs a V-pairable instruction" in add.reason and "imul is NP" in add.reason
    assert imul.lat == imul.rthr == 9               # p5.csv: IMUL r32,r32 9 clocks (Agner)


def test_p5_timing_reason_per_retired_instruction():
    """The reason is on the Timing itself (``timing.reason(i)``), per retired instruction. One
    cold pass: Abrash ch.20 (p5.toml pairing.first_execution_one_byte): instructions not executed
    since their code line was loaded pair only if the first is one byte long, so the two loads
    do not pair; then ADD reads the EBX the second load writes."""
    from workbench.snippet import time_snippet
    _, t = time_snippet("mov eax, [esi]\nmov ebx, [edi]\nadd eax, ebx\n", "p5")
    got = [t.reason(i) for i in range(3)]
    assert list(t.pipe[:3]) == [0, 0, 0]
    assert got[0].startswith("U: not paired: first execution since its code line was loaded")
    assert got[1] == "U: not paired: next instruction (line 3) reads ebx written here"


def _pentium_cases():
    return [pytest.param(c, s, id=f"{c.id}-{s}") for c in CASES for s in corpus.SYNTAXES]


@pytest.mark.parametrize("c, syntax", _pentium_cases())
def test_every_unpaired_p5_instruction_of_the_compiled_corpus_has_a_reason(c, syntax):
    """gcc -march=pentium output (tests/compiled/pentium): every instruction of the call has a
    pipe reason, and every one that issued alone in U says why it did not pair."""
    from workbench.function import time_run
    run = _run(c, "pentium", syntax)
    r = time_run(run, "p5")
    rs = rows(r)
    assert rs
    for k, x in enumerate(rs):
        assert x.reason, f"{c.id}: {x.text} (line {x.line}) has no reason"
        alone = x.pipe == "U" and (k + 1 == len(rs) or rs[k + 1].pipe != "V")
        if alone:
            assert "not pair" in x.reason, f"{c.id}: {x.text}: {x.reason}"
        else:
            assert "paired with" in x.reason


# ------------------------------------------------------------------ P6: ports and chains
def test_p6_two_loads_are_bound_by_port_2():
    """Agner Fog, microarchitecture, PPro/PII ch.17, and SDM vol.1 2.5.4 (p6.toml ports.load):
    one load unit, port 2. Two loads an iteration take 2 clocks there, and that is the measured
    figure; the core attributes the clocks to the full window, the bound says port 2."""
    r = time_fragment("mov eax,[esi]\nadd ebx,eax\nmov ecx,[edi+4]\nadd edx,ecx\n", "p6", **PERFECT)
    assert r.cycles_per_iteration == 2.0
    assert r.port_pressure["p2"] == 2.0 and r.port_pressure["p0"] + r.port_pressure["p1"] == 2.0
    assert r.bounds["ports (p2)"] == 2.0
    assert r.summary.startswith("nearest bound: ports (p2), 2.00 of 2.00 cycles")
    loads = [x for x in rows(r) if x.ports == "p2"]
    assert len(loads) == 2 and all(x.uops == 1 and x.lat == load_machine("p6")["latency.load"]
                                   for x in loads)
    assert [x.ports for x in rows(r)][1] == "p01"   # ports.alu: port 0 or 1


def test_p6_imul_chain_is_bound_by_its_latency():
    """Agner ch.29 (p6.toml latency.imul): IMUL r,r has latency 4; four dependent IMULs carried
    around the loop make a recurrence of 4 x 4 clocks, every one of them on the chain."""
    lat = load_machine("p6")["latency.imul"]
    r = time_fragment("imul eax, eax\n" * 4, "p6", **PERFECT)
    assert r.critical_path["cycles_per_iteration"] == 4 * lat
    assert r.critical_path["loop_carried"] and r.critical_path["lines"] == [1, 2, 3, 4]
    assert all(x.critical and x.lat == lat for x in rows(r))
    assert r.bounds["dependency chain"] == 4 * lat == r.cycles_per_iteration
    assert r.summary.startswith(f"nearest bound: dependency chain, {4 * lat:.2f}")


def test_pii_gives_ports_too():
    """Agner ch.29 (p6.toml ports.imul, ports.alu, which pentium2.toml keeps): IMUL r,r is one
    uop on port 0, ADD r,imm one on port 0 or 1."""
    r = time_fragment("imul eax, eax\nadd ebx, 1\n", "pii", **PERFECT)
    assert [x.ports for x in rows(r)] == ["p0", "p01"] and r.port_pressure["p0"] >= 1


# ------------------------------------------------------------------ the 386 and 486: clocks
def test_i386_and_i486_latency_is_the_tables_clocks():
    """Intel 386 DX Programmer's Reference (ADD r,r 2 clocks) and i486 Programmer's Reference
    (ADD r,r 1 clock), forms/i386.csv and i486.csv clocks.alu_rr: one instruction at a time, so
    latency and throughput are the clocks, and the loop-carried ADD is the chain."""
    for core in ("i386", "i486"):
        clocks = load_machine(core)["clocks.alu_rr"]
        r = time_fragment("add eax, ebx\n", core, **PERFECT)
        (x,) = rows(r)
        assert x.lat == clocks and x.rthr == clocks and x.critical
        assert r.bounds["dependency chain"] == clocks == r.cycles_per_iteration


# ------------------------------------------------------------------ Alpha and PA-RISC
ALPHA = "extbl $1,1,$2\ns8addq $2,$20,$2\nldq $3,0($2)\nxor $4,$3,$4\n"


def test_ev5_slots_and_the_in_order_chain():
    """21164 HRM fig. 2-2 and ev5.md (ev5.toml): byte manipulation issues in E0 only, loads in
    either pipe with a load-use latency of 2 on a D-cache hit. Each instruction of the lookup
    waits for the one before it, so in order the chain extbl-s8addq-ldq-xor (1+1+2) holds every
    iteration back: 4 cycles, the in-order bound."""
    spec = load_machine("ev5")
    r = time_fragment(ALPHA, "ev5", **PERFECT)
    extbl, s8, ldq, xor = rows(r)
    assert extbl.ports == "E0" and extbl.kind == "shift"
    assert ldq.ports == "E0 E1" and ldq.lat == spec["memory.l1_latency"]
    assert "waits for r2 from line 1" in s8.reason
    assert f"waits for r3 from line 3 (latency {spec['memory.l1_latency']})" in xor.reason
    assert r.bounds["in-order dependency chain"] == 4.0 == r.cycles_per_iteration
    assert r.critical_path["lines"] == [4]          # xor $4 carries $4 around the loop
    assert r.summary.startswith("nearest bound: in-order dependency chain, 4.00 of 4.00")


def test_pa8600_latencies_and_units():
    """pa8600.toml: loads 3 clocks to use (7-cpu), integer units single-cycle (Kumar), two ALUs
    and two load/store units (Kumar; openpa): the two adds carried in r5 and r6 are 1-clock
    recurrences, the measured figure."""
    spec = load_machine("pa8600")
    r = time_fragment("\tldd 0(%r3),%r4\n\txor %r4,%r5,%r5\n\tadd %r5,%r6,%r6\n", "pa8600", **PERFECT)
    ldd, xor, add = rows(r)
    assert ldd.lat == spec["latency.load"] and ldd.kind == "lsu" and ldd.rthr == 1 / spec["units.lsu"]
    assert xor.lat == add.lat == spec["latency.alu"] and xor.rthr == 1 / spec["units.alu"]
    assert r.bounds["dependency chain"] == 1.0 == r.cycles_per_iteration


def test_dsp56001_clocks():
    """DSP56000 family manual (dsp56001.toml clocks.*): MAC with a parallel XY move is one
    instruction cycle, 2 clocks; its accumulator A carries the chain."""
    r = time_fragment("\tmac x0,y0,a x:(r0)+,x0 y:(r4)+,y0\n\tmove x:(r1)+,x1 y:(r5)+,y1\n",
                      "dsp56001")
    mac, move = rows(r)
    assert mac.rthr == move.rthr == 2 and mac.critical and not move.critical


# ------------------------------------------------------------------ the analysis itself
class _Insn:
    def __init__(self, text, reads, writes, line):
        self.text, self.reads, self.writes, self.line = text, reads, writes, line
        self.mnemonic, _, self.op_str = text.partition(" ")


def test_dependency_marks_the_recurrence_not_its_tail():
    """A 1-clock chain on esi carried around the loop, and a 9-clock multiply hanging off it in
    each iteration: the recurrence is 1 a clock per iteration, and only the carried add is on it
    (the multiply is the longest chain inside one iteration)."""
    body = [_Insn("mov eax, [esi]", ("esi",), ("eax",), 1),
            _Insn("imul eax, eax", ("eax",), ("eax", "flags"), 2),
            _Insn("add esi, 4", ("esi",), ("esi", "flags"), 3)]
    bound, on, first, carried = dependency(body, [{"lat": 1}, {"lat": 9}, {"lat": 1}])
    assert (bound, on, carried) == (1.0, {2}, True) and first == 10
    bound, on, _, carried = dependency(body[:2], [{"lat": 1}, {"lat": 9}])
    assert (bound, carried) == (0.0, False) and on == {0, 1}     # no carried chain: the longest


def test_two_interleaved_chains_of_distance_two():
    """eax feeds ebx and ebx feeds eax in the next iteration: one cycle of latency 3 + 5 over
    one iteration, 8 clocks per iteration."""
    body = [_Insn("add ebx, eax", ("ebx", "eax"), ("ebx",), 1),
            _Insn("add eax, ebx", ("eax", "ebx"), ("eax",), 2)]
    bound, on, _, carried = dependency(body, [{"lat": 3}, {"lat": 5}])
    assert bound == 8.0 and on == {0, 1} and carried


# ------------------------------------------------------------------ output
def test_text_and_json_carry_the_explanation(tmp_path, capsys):
    p = tmp_path / "f.s"
    p.write_text("mov eax,[esi]\nadd ebx,eax\nmov ecx,[edi+4]\nadd edx,ecx\n")
    assert main(["time", str(p), "--core", "p6", "--caches", "perfect"]) == 0
    out = capsys.readouterr().out
    assert "why: nearest bound: ports (p2), 2.00 of 2.00 cycles per iteration" in out
    assert "port pressure (uops/iteration): p0 1.00  p1 1.00  p2 2.00  p3 0.00  p4 0.00" in out
    assert "critical chain (*)" in out
    head = next(ln for ln in out.splitlines() if ln.startswith("cycle "))
    for title in ("lat", "rthr", "uops", "ports/class"):
        assert title in head
    assert "why" not in head           # no pairing reasons on the P6: the empty column is left out
    assert main(["time", str(p), "--core", "p6", "--caches", "perfect", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["bounds"]["ports (p2)"] == 2.0 and d["port_pressure"]["p2"] == 2.0
    assert d["summary"].startswith("nearest bound: ports (p2)")
    assert d["instructions"][0]["ports"] == "p2" and d["instructions"][0]["uops"] == 1
