"""A branch in the delay slot of a taken branch (PA-RISC 2.0 Architecture, ch. 4: the two
instruction address offset queues, IAOQ_Front and IAOQ_Back). Branch A at a (target T1) with
branch B in its slot (target T2): B runs with IAOQ_Back = T1, so its link and fall-through are
T1 + 4; when B is taken, the one instruction at T1 runs, then control goes on at T2. These were
refused before ("a branch in a delay slot is not supported"). Checked by hand here and against
qemu-hppa on random programs (all registers compared, links as offsets)."""
from __future__ import annotations

import subprocess

import numpy as np
import pytest

from parisc_progs import DUMP, REGS, WINDOW, Gen, register_differences
from test_parisc_kernels import scheduled_run_by_run
from test_parisc_machine import run, steps

M = 2**64 - 1
SRC = " b t\n {slot}\n ldi 1,%r3\nt: ldi 2,%r4\n ldi 3,%r5\nu: ldi 4,%r6"


def addrs(ex) -> list[int]:
    t = ex.trace
    return [t.static[i].address - 0x1000 for i in t.index]


@pytest.mark.parametrize("slot,regs,path,r2", [
    # taken B: the one instruction at t, then u
    ("b u", {}, [0, 4, 0xC, 0x14, 0x18], None),
    # b,l in the slot: the link is IAOQ_Back + 4 = t + 4
    ("b,l u,%r2", {}, [0, 4, 0xC, 0x14, 0x18], 0x1010),
    # B not taken (a conditional branch): A's target in sequence, as if B were any instruction
    ("cmpb,= %r0,%r7,u", {"r7": 1}, [0, 4, 0xC, 0x10, 0x14, 0x18], None),
    ("cmpb,= %r0,%r7,u", {"r7": 0}, [0, 4, 0xC, 0x14, 0x18], None),
    # bv / bve / bve,l through a register
    ("bv %r0(%r8)", {"r8": 0x1014}, [0, 4, 0xC, 0x14, 0x18], None),
    ("bve (%r8)", {"r8": 0x1014}, [0, 4, 0xC, 0x14, 0x18], None),
    ("bve,l (%r8),%r2", {"r8": 0x1014}, [0, 4, 0xC, 0x14, 0x18], 0x1010),
    # addib in the slot: adds whether or not it branches
    ("addib,= -1,%r9,u", {"r9": 1}, [0, 4, 0xC, 0x14, 0x18], None),
])
def test_branch_in_a_taken_branchs_slot(slot, regs, path, r2):
    ex = run(SRC.format(slot=slot), **regs)
    assert addrs(ex) == path
    r = ex.registers
    ran = {0x8: 3, 0xC: 4, 0x10: 5, 0x14: 6}
    for at, reg in ran.items():
        want = {3: 1, 4: 2, 5: 3, 6: 4}[reg] if at in path else 0
        assert r[f"r{reg}"] == want, (at, reg)
    if r2 is not None:
        assert r["r2"] == r2
    if slot.startswith("addib"):
        assert r["r9"] == 0


def test_slot_branch_with_n_nullifies_the_instruction_at_the_first_target():
    ex = run(SRC.format(slot="b,n u"))
    assert addrs(ex) == [0, 4, 0xC, 0x14, 0x18]
    assert steps(ex)[2] == ("ldi", True, False)         # t's ldi retires nullified
    assert ex.registers["r4"] == 0 and ex.registers["r6"] == 4


@pytest.mark.parametrize("r7,nullified", [(0, False), (1, True)])
def test_backward_conditional_n_in_the_slot(r7, nullified):
    """A backward ,n branch nullifies the next instruction when it is not taken: here that
    next instruction is at A's target."""
    src = (" b go\n nop\nback: ldi 7,%r10\n b out\n nop\ngo: b t\n cmpb,=,n %r0,%r7,back\n"
           " ldi 1,%r3\nt: ldi 2,%r4\n ldi 3,%r5\nout: nop")
    ex = run(src, r7=r7)
    r = ex.registers
    if r7 == 0:         # taken: t's ldi, then back
        assert (r["r4"], r["r5"], r["r10"]) == (2, 0, 7)
    else:               # not taken: t's ldi nullified, then on in sequence
        assert (r["r4"], r["r5"], r["r10"]) == (0, 3, 0)
    k = next(i for i, x in enumerate(steps(ex)) if x[0].startswith("cmpb"))
    assert steps(ex)[k + 1] == ("ldi", nullified, False)


def test_a_chain_of_branches_runs_through_the_queue():
    """t holds a branch too: the queue holds (u, v) after it; u's instruction, then v."""
    src = (" b t\n b u\n ldi 1,%r3\nt: b v\n ldi 3,%r5\nu: ldi 4,%r6\n ldi 5,%r7\n"
           "v: ldi 6,%r8")
    ex = run(src)
    assert addrs(ex) == [0, 4, 0xC, 0x14, 0x1C, 0x20]
    r = ex.registers
    assert (r["r3"], r["r5"], r["r6"], r["r7"], r["r8"]) == (0, 0, 4, 0, 6)
    assert [x[2] for x in steps(ex)[:4]] == [True, True, True, False]


def test_both_branches_to_the_same_target_run_it_twice():
    """b t with b t in its slot: t's instruction runs (queue t, t), then again in sequence."""
    ex = run(" b t\n b t\n nop\nt: ldo 1(%r4),%r4")
    assert addrs(ex) == [0, 4, 0xC, 0xC, 0x10] and ex.registers["r4"] == 2


def test_a_condition_at_the_first_target_nullifies_the_second_targets_first():
    ex = run(" b t\n b u\n nop\nt: or,= %r0,%r0,%r0\n ldi 3,%r5\nu: ldi 4,%r6\n ldi 5,%r7")
    r = ex.registers
    assert (r["r5"], r["r6"], r["r7"]) == (0, 0, 5)
    assert steps(ex)[3] == ("ldi", True, False)


def test_a_nullified_slot_branch_retires_nullified_and_a_not_taken_first_branch_is_as_before():
    # taken A with ,n: its slot's branch retires nullified (it was skipped, not retired, before)
    ex = run(" b,n t\n b u\n ldi 1,%r3\nt: ldi 2,%r4\nu: ldi 4,%r6")
    assert addrs(ex) == [0, 4, 0xC, 0x10, 0x14] and ex.registers["r4"] == 2
    assert steps(ex)[:2] == [("b,l,n", False, True), ("b,l", True, False)]
    # a backward ,n branch not taken: its slot's branch retires nullified, then in sequence
    ex = run(" b go\n nop\nback: halt\ngo: cmpb,<>,n %r0,%r0,back\n b u\n ldi 1,%r3\n"
             "u: ldi 4,%r6")
    assert addrs(ex)[2:] == [0xC, 0x10, 0x14, 0x18, 0x1C]
    assert steps(ex)[3] == ("b,l", True, False) and ex.registers["r3"] == 1
    ex = run(" cmpb,= %r0,%r7,t\n b u\n ldi 1,%r3\nt: ldi 2,%r4\nu: ldi 4,%r6", r7=1)
    assert addrs(ex) == [0, 4, 8, 0x10, 0x14]          # b u runs with its own slot


def test_halt_and_faults_off_sequence():
    ex = run(" b t\n b u\n nop\nt: halt\nu: ldi 4,%r6")
    assert ex.registers["r6"] == 0 and steps(ex)[-1][0] == "break"
    from isa.errors import BudgetExceeded, EmulationFault
    with pytest.raises(EmulationFault, match=r"unaligned access to 0x8004; pc=0x100c"):
        run(" b t\n b u\n nop\nt: ldd 4(%r3),%r4\nu: nop", r3=0x8000)
    with pytest.raises(EmulationFault, match="illegal or unsupported instruction word"):
        run(" b t\n b u\n nop\nt: .word 0x04000000\nu: nop")
    with pytest.raises(BudgetExceeded, match="budget of 100"):
        run("l: b l\n b l", budget=100)


def test_trace_blocks_and_pa8600_timing(tmp_path):
    """Each transfer is marked taken and fetch is redirected twice (to t, then u): the
    memoised timing equals scheduling the runs cut at those redirects (as for any branch)."""
    from workbench.cores import get_core
    src = " ldi 20,%r9\nl: b t\n addib,<> -1,%r9,l\n nop\nt: ldo 1(%r4),%r4\n ldi 1,%r5\n nop"
    ex = run(src)
    assert ex.registers["r4"] == 20 and ex.registers["r9"] == 0 and ex.registers["r5"] == 1
    t = ex.trace
    addr = np.array([s.address for s in t.static])[t.index]
    taken = np.asarray(t.taken, bool)
    red = np.zeros(len(t), bool)
    red[np.flatnonzero(taken) + 2] = True                # the target fetched two later
    assert (red[1:] == (addr[1:] != addr[:-1] + 4)).all()
    assert taken.sum() == 20 + 19                         # 20 b, 19 addib taken
    for name in ("pa8600", "pa8500"):
        core = get_core(name)
        timing = core.time(t)
        launch, total = scheduled_run_by_run(core, t, red)
        assert timing.issue.tolist() == launch and timing.total_cycles == total
        # a trace read back from a file (its blocks rebuilt from the per-instruction stream)
        from isa.trace import Trace
        back = Trace.load(t.save(tmp_path / name))
        assert core.time(back).total_cycles == total


# ---------------------------------------------------------------------------- against qemu-hppa

FREE = [r for r in REGS if r not in (1, 2, 3)]     # r1 base, r2 link, r3 bv target


class SlotGen(Gen):
    """Random programs whose branches often hold a branch in their delay slot: r1 holds the
    case's base address (from a b,l), r2 the links (reported as offsets from the base), r3 the
    bv/bve targets; every target is a group start ahead."""

    def t(self) -> str:
        return f"%r{self.rnd.choice(FREE)}"

    def jump(self, label: str, base: str) -> list[str]:
        """A branch to ``label`` and what it needs before it (a bv target in r3)."""
        rnd, n = self.rnd, self.rnd.choice(["", ",n"])
        k = rnd.randrange(7)
        if k == 0:
            return [], f"b{n} {label}"
        if k == 1:
            return [], f"b,l{n} {label},%r2"
        if k == 2:
            setup = ["nop", f"ldo {label}-{base}(%r1),%r3"]
            return setup, rnd.choice([f"bv{n} %r0(%r3)", f"bve{n} (%r3)", f"bve,l{n} (%r3),%r2"])
        return [], self.branch(label)

    def slot_case(self, name: str, length: int):
        init = [0] + [self.value() for _ in range(31)]
        init[30] = 0
        sar = self.rnd.randrange(32)
        groups: list[list[str]] = []
        while sum(len(x) for x in groups) < length:
            g = self.straight()
            if not any(x.startswith("addil") for x in g):      # addil writes r1
                groups.append(g)
        base = f"{name}_base"
        out = [f"b,l {base},%r1", "nop", f"{base}: copy %r1,%r2"]
        labels: dict[int, str] = {}
        plan: dict[int, tuple[int, int | None]] = {}
        for g in range(len(groups)):
            x = self.rnd.random()
            if x < 0.3:         # a pair: A to group j, B (in A's slot) to group j2 >= j
                j = min(g + self.rnd.randint(1, 3), len(groups))
                plan[g] = (j, min(j + self.rnd.randint(0, 3), len(groups)))
            elif x < 0.4:
                plan[g] = (min(g + self.rnd.randint(1, 3), len(groups)), None)
        for g, lines in enumerate(groups):
            if g in labels or any(g in p for p in plan.values()):
                labels.setdefault(g, f"{name}_{g}")
        end = len(groups)
        labels[end] = f"{name}_{end}"
        for g, lines in enumerate(groups):
            if g in labels:
                out.append(f"{labels[g]}:")
            if g in plan:
                j, j2 = plan[g]
                setup_b, b = self.jump(labels[j2], base) if j2 is not None else ([], None)
                setup_a, a = self.jump(labels[j], base)
                if setup_a and setup_b:         # one r3 only: A through a label instead
                    setup_a, a = [], f"b {labels[j]}"
                out += setup_a + setup_b + [a] + ([b] if b else [])
            out += lines
        out += [f"{labels[end]}:", "nop", "sub %r2,%r1,%r2", "ldi 0,%r1", "ldi 0,%r3"]
        return init, sar, out


def test_random_slot_branches_match_qemu(tmp_path):
    from test_parisc_qemu import AS32, LD32, QEMU, _gnu_program, _ours, _skip_reason
    if _skip_reason():
        pytest.skip(_skip_reason())
    gen = SlotGen(0x5107)
    cases = [gen.slot_case(f"s{k}", 30) for k in range(150)]
    (tmp_path / "p.s").write_text(_gnu_program(cases))
    r = subprocess.run([AS32, "-o", str(tmp_path / "p.o"), str(tmp_path / "p.s")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:3000]
    subprocess.run([LD32, "-static", "-o", str(tmp_path / "p"), str(tmp_path / "p.o")],
                   check=True, capture_output=True)
    out = subprocess.run([QEMU, "-cpu", "hppa64", str(tmp_path / "p")], capture_output=True,
                         timeout=120)
    assert out.returncode == 0 and len(out.stdout) == WINDOW * len(cases), out.stderr[:2000]
    bad, slots, n = [], 0, 0
    for k, (init, sar, body) in enumerate(cases):
        _p, ex = _ours(init, sar, body)
        t = ex.trace
        tk = np.asarray(t.taken, bool)
        br = np.array([s.transfers for s in t.static], bool)[t.index]
        slots += int((tk[:-1] & br[1:] & ~np.asarray(t.nullified, bool)[1:]).sum())
        n += len(t)
        win = out.stdout[k * WINDOW:(k + 1) * WINDOW]
        bad += register_differences(k, ex.registers, win)
        if ex.registers["sar"] != int.from_bytes(win[DUMP + 240:DUMP + 248], "big"):
            bad.append((k, "sar"))
        if ex.read_memory(0x10000 + 256, 256) != win[256:512]:
            bad.append((k, "scratch memory"))
    if bad:
        pytest.fail(f"{len(bad)} differences (case, what, ours, qemu), first case's body:\n"
                    + "\n".join(cases[bad[0][0]][2]) + "\n" + "\n".join(map(str, bad[:20])))
    assert slots > 100 and n > 3000, (slots, n)     # branches ran in taken branches' slots
