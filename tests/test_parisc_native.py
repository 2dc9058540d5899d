"""The PA-RISC interpreter's C run loop (isa/parisc/interp.c) against its Python path: the same
trace (static table, block table and sequence, retired index, taken and nullified flags, data
accesses), registers, memory, faults (message, pc, instruction, source line, region) and budget
errors, on every kernel of kernels/parisc, on random programs (tests/parisc_progs.py's
generator, with MAX-2 groups that run in Python between C blocks, and
tests/test_parisc_slot_branch.py's branches in delay slots, which leave C for the off-sequence
path), and on programs made to fault. Without a C compiler (or with WORKBENCH_NO_C) both runs are
the Python path and the comparisons hold trivially; the tests that need C say so and skip."""
from __future__ import annotations

import random

import numpy as np
import pytest

import isa
from fuzzing import examples
from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.parisc import native as native_loop
from isa.parisc.machine import Machine
from parisc_progs import ADD_C, ADDI_C, CMP_C, UNIT_C, Gen
from test_parisc_slot_branch import SlotGen

BASE = 0x10000          # the random programs' memory window (%r30)
WINDOW = 1024


def needs_c():
    if native_loop.library() is None:
        pytest.skip(f"the C loop is not built: {native_loop.why_not()}")


def both(program, image, entry: int, budget: int, stop=None):
    """(outcome of the Python path, of the C loop): each (machine, trace) or the error raised.
    The C loop runs twice, and its second run (which repeats the first one's block compiles
    from what they recorded, isa/parisc/machine.py's _replay) must give what the first gave."""
    out = []
    for native in (False, True, True):
        m = Machine(program, image)
        try:
            out.append((m, m.run(entry, budget, stop, native=native)))
        except (EmulationFault, BudgetExceeded) as e:
            out.append((m, e))
    again = differences(out[1], out[2])
    assert not again, f"the C loop's second run differs from its first: {again}"
    return out[:2]


def trace_differences(a, b) -> list[str]:
    bad = []
    if a.static != b.static:
        bad.append("static table")
    for name in ("index", "taken", "nullified"):
        x, y = getattr(a, name), getattr(b, name)
        if x.dtype != y.dtype or not np.array_equal(x, y):
            bad.append(name)
    for name in ("insn", "addr", "space", "size", "write"):
        x, y = getattr(a.accesses, name), getattr(b.accesses, name)
        if x.dtype != y.dtype or not np.array_equal(x, y):
            bad.append(f"accesses.{name}")
    ba, bb = a.blocks, b.blocks
    if not (np.array_equal(ba.sequence, bb.sequence)
            and np.array_equal(ba.ends_taken, bb.ends_taken)
            and len(ba.table) == len(bb.table)
            and all(np.array_equal(x, y) for x, y in zip(ba.table, bb.table))):
        bad.append("block form")
    if (len(a), a.meta, a.spaces) != (len(b), b.meta, b.spaces):
        bad.append("length, meta or spaces")
    return bad


def differences(py, c) -> list[str]:
    """What differs between two outcomes of :func:`both`."""
    (mp, tp), (mc, tc) = py, c
    if isinstance(tp, Exception) or isinstance(tc, Exception):
        if type(tp) is not type(tc):
            return [f"outcome: {tp!r} / {tc!r}"]
        fields = ("pc", "instruction", "source", "region") if isinstance(tp, EmulationFault) \
            else ("budget", "pc", "source")
        bad = [f for f in fields if getattr(tp, f) != getattr(tc, f)]
        if str(tp) != str(tc):
            bad.append(f"message: {tp} / {tc}")
        return bad + (["memory"] if mp.mem != mc.mem else [])
    bad = trace_differences(tp, tc)
    if mp.regs != mc.regs:
        bad.append("registers " + ", ".join(str(i) for i, (x, y) in enumerate(zip(mp.regs, mc.regs))
                                              if x != y))
    if mp.mem != mc.mem:
        bad.append("memory")
    if mp.stopped_at != mc.stopped_at:
        bad.append("stopped_at")
    return bad


# ---------------------------------------------------------------------------- kernels

def _kernels():
    from workbench.kernel import all_kernels
    return sorted(n for n, k in all_kernels().items() if k.isa == "parisc")


@pytest.mark.parametrize("name", _kernels())
def test_every_kernel_runs_the_same_both_ways(name):
    from workbench.bench import build_layout, find_kernel, isa_layer, plan_run, test_data
    kernel = find_kernel(name)
    layer = isa_layer(kernel.isa)
    keys, data, iv = test_data(12)
    layout = build_layout(kernel, keys if kernel.cipher == "3des" else keys[:1], data, iv)
    program = layer.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    entry = program.symbols[kernel.entry]
    budget = plan_run(kernel, 12, budget_option=False).budget
    py, c = both(program, layout.image, entry, budget)
    assert not isinstance(py[1], Exception), py[1]
    assert differences(py, c) == []
    # and stopped early (isa.contract: IsaLayer.execute's stop) at the block run halfway, on
    # its latest arrival there
    m, trace = py
    key_of = {b.id: k for k, b in m.blocks.items()}
    seq = trace.blocks.sequence.tolist()
    at = key_of[seq[len(seq) // 2]]
    hits = sum(key_of.get(b) == at for b in seq[:len(seq) // 2 + 1])
    py, c = both(program, layout.image, entry, budget, stop=(at, hits))
    assert py[0].stopped_at == at and differences(py, c) == []


def test_des_corella_runs_in_c_whole():
    """The kernel the speed goal is measured on runs without a Python block: every instruction
    it executes is one the C loop covers."""
    needs_c()
    from workbench.bench import build_layout, find_kernel, isa_layer, plan_run, test_data
    kernel = find_kernel("des-corella")
    layer = isa_layer(kernel.isa)
    keys, data, iv = test_data(4)
    layout = build_layout(kernel, keys[:1], data, iv)
    program = layer.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    m = Machine(program, layout.image)
    m.run(program.symbols[kernel.entry], plan_run(kernel, 4, budget_option=False).budget,
          native=True)
    assert m.block_list and all(b.native for b in m.block_list)


# ---------------------------------------------------------------------------- random programs

def _image(init, sar, window_at=BASE):
    img = MemoryImage(memory_size=1 << 18)
    w = bytearray(WINDOW)
    for r, v in enumerate(init):
        w[8 * r:8 * r + 8] = v.to_bytes(8, "big")
    img.add("window", BASE, bytes(w))
    img.registers.update({f"r{r}": v for r, v in enumerate(init) if r not in (0, 30)},
                         r30=window_at, sar=sar)
    return img


def _program(body):
    return isa.get_isa("parisc").assemble("\n".join(body) + "\nnop\nhalt\n", "case.s", base=0x1000)


def _check(cases, what: str, budget: int = 10_000, window_at=None):
    bad, ran, in_c = [], 0, 0
    for k, (init, sar, body) in enumerate(cases):
        program = _program(body)
        at = BASE if window_at is None else window_at(k)
        py, c = both(program, _image(init, sar, at), program.base, budget)
        d = differences(py, c)
        ran += not isinstance(py[1], Exception)
        in_c += any(b.native for b in c[0].block_list)
        if d:
            bad.append((k, d))
    assert not bad, f"{what}: {len(bad)} cases differ, first:\n" + \
        "\n".join(cases[bad[0][0]][2]) + "\n" + "\n".join(map(str, bad[:10]))
    if native_loop.library() is not None:       # the comparison compared something
        assert in_c >= len(cases) // 2, (in_c, len(cases))
    return ran


class MoreGen(Gen):
    """Gen's groups and the forms it leaves out: the divide step, mfia, base-modifying loads
    and stores (short, long and indexed), the ,tsv and ,tc traps, long displacements, stores
    read back at other widths, floating-point loads and stores, xmpyu and fadd (whose block C
    leaves to Python) and short loops closed by a backward addib (with ,n: nullified when it
    falls through)."""

    loops = 0

    def straight(self) -> list[str]:
        rnd, c, s, t = self.rnd, self.c, self.s, self.t
        if rnd.random() >= 0.35:
            return super().straight()
        m, n = c([("ldd", 8), ("ldw", 4), ("ldh", 2), ("ldb", 1)])
        st = {"ldd": "std", "ldw": "stw", "ldh": "sth", "ldb": "stb"}[m]
        k = rnd.randrange(9)
        if k == 0:
            return ["nop", f"{c(['add', 'sub'])} {s()},{s()},{t()}", f"ds {s()},{s()},{t()}",
                    f"ds {s()},{s()},{t()}"]
        if k == 1:
            return [f"mfia {t()}"]
        if k == 2:          # the window's base moves a little (a load or store may then fault)
            disp = n * rnd.randrange(-2, 3)
            if rnd.random() < 0.5:
                return [f"{m},{c(['ma', 'mb'])} {disp}(%r30),{t()}"]
            return [f"{st},{c(['ma', 'mb'])} {s()},{disp}(%r30)"]
        if k == 3:
            x = t()
            return ["nop", f"ldi {n * rnd.randrange(0, 4)},{x}",
                    f"{m},{c(['m', 'sm'])} {x}(%r30),{t()}"]
        if k == 4:
            return [c([f"add,tsv{c(ADD_C)} {s()},{s()},{t()}",
                       f"sub,tsv{c(CMP_C)} {s()},{s()},{t()}",
                       f"addi,tsv {rnd.randrange(-1024, 1024)},{s()},{t()}",
                       f"addi,tc{c(ADDI_C)} {rnd.randrange(-1024, 1024)},{s()},{t()}",
                       f"subi,tsv {rnd.randrange(-1024, 1024)},{s()},{t()}",
                       f"shladd,tsv {s()},{rnd.randint(1, 3)},{s()},{t()}",
                       f"uaddcm,tc{c(UNIT_C)} {s()},{s()},{t()}"])]
        if k == 5:
            return [f"{m} {256 + n * rnd.randrange(16, 32)}(%r30),{t()}",
                    f"{st} {s()},{256 + n * rnd.randrange(16, 32)}(%r30)"]
        if k == 6:
            at = 256 + 8 * rnd.randrange(32)
            return [f"std {s()},{at}(%r30)", f"{m} {at + n * rnd.randrange(8 // n)}(%r30),{t()}"]
        if k == 7:          # bits through the FP registers (fadd: a block C leaves to Python)
            def fr():
                return f"%fr{rnd.randrange(4, 32)}{rnd.choice(['', 'L', 'R'])}"
            return c([[f"fldd {8 * rnd.randrange(32)}(%r30),%fr{rnd.randrange(4, 32)}",
                       f"fstd %fr{rnd.randrange(4, 32)},{256 + 8 * rnd.randrange(32)}(%r30)"],
                      [f"fldw {4 * rnd.randrange(64)}(%r30),{fr()}",
                       f"xmpyu {fr()},{fr()},%fr{rnd.randrange(4, 32)}",
                       f"fstw {fr()},{256 + 4 * rnd.randrange(64)}(%r30)"],
                      ["fadd,dbl %fr4,%fr5,%fr6",
                       f"fstd %fr6,{256 + 8 * rnd.randrange(32)}(%r30)"]])
        MoreGen.loops += 1
        lab = f"loop{MoreGen.loops}"
        x = "%r31"
        def r() -> str:          # never %r30 (the window) or %r31 (the count)
            return f"%r{rnd.randrange(1, 30)}"
        body = [f"{lab}: add{c(ADD_C)} {r()},{r()},{r()}", f"xor {r()},{r()},{r()}"]
        return ["nop", f"ldi {rnd.randint(1, 6)},{x}", *body,
                f"addib,<>{c(['', ',n'])} -1,{x},{lab}", "nop"]


def test_random_programs_run_the_same_both_ways():
    """The interpreter's whole integer subset, forward branches and nullification."""
    n = examples(300, 5000)
    gen = Gen(0x7A11)
    ran = _check([gen.case(f"c{k}", 40) for k in range(n)], "random programs")
    assert ran == n


def test_more_random_forms_run_the_same_both_ways():
    n = examples(150, 5000)
    gen = MoreGen(0x40E5)
    ran = _check([gen.case(f"x{k}", 40) for k in range(n)], "more forms")
    assert n // 2 < ran < n         # some trap or fault, most run to the end


def test_random_programs_with_max2_mix_c_and_python_blocks():
    """MAX-2 instructions are not in the C loop: their blocks run in Python between C blocks
    (registers, memory and the trace handed over both ways)."""
    n = examples(60, 2000)
    gen = Gen(0x3A12, max2=0.1)
    assert _check([gen.case(f"m{k}", 40) for k in range(n)], "MAX-2 mixes") == n


def test_random_branches_in_delay_slots_leave_c_and_come_back():
    n = examples(60, 2000)
    gen = SlotGen(0x5108)
    assert _check([gen.slot_case(f"s{k}", 30) for k in range(n)], "slot branches") == n


def test_random_programs_fault_the_same_way():
    """The window's base moved so that loads and stores fault: unaligned, outside memory, or on
    the code (read-only); the same message, pc, instruction and source line both ways."""
    n = examples(60, 2000)
    gen = Gen(0xFA17)
    places = [0x1001, 0x1000, (1 << 18) - 64, (1 << 18) + 0x100, 2**64 - 0x200, BASE + 2]
    rnd = random.Random(5)
    cases = [gen.case(f"f{k}", 40) for k in range(n)]
    ran = _check(cases, "faults", window_at=lambda k: rnd.choice(places))
    assert ran < n          # most of them fault


def test_random_programs_run_out_of_budget_the_same_way():
    n = examples(30, 1000)
    gen = Gen(0xB0D6)
    for budget in (1, 7, 25):
        _check([gen.case(f"b{k}", 40) for k in range(n)], f"budget {budget}", budget=budget)


# ---------------------------------------------------------------------------- faults by hand

def _one(src: str, budget: int = 1000, **regs):
    program = isa.get_isa("parisc").assemble(src + "\n halt\n", "t.s", base=0x1000)
    img = MemoryImage(memory_size=1 << 16)
    img.add("data", 0x8000, bytes(range(256)) * 4)
    img.add("rom", 0x9000, bytes(64), writable=False)
    img.registers.update(regs)
    return both(program, img, program.base, budget)


@pytest.mark.parametrize("src,regs,message", [
    ("ldw 2(%r5),%r3", {"r5": 0x8000}, "unaligned access to 0x8002"),
    ("ldd,mb 8(%r5),%r3", {"r5": 0x8004}, "unaligned access to 0x800c"),
    ("sth %r3,1(%r5)", {"r5": 0x8000}, "unaligned access to 0x8001"),
    ("stw %r3,0(%r5)", {"r5": 0x9000}, "store to read-only address 0x9000"),
    ("stb %r3,0(%r5)", {"r5": 0x1000}, "store to read-only address 0x1000"),
    ("ldd 0(%r5),%r3", {"r5": 0x10000}, "access to unmapped address 0x10000"),
    ("ldb,s %r6(%r5),%r3", {"r5": 0x8000, "r6": 2**63}, "access to unmapped address"),
    ("std %r3,-8(%r5)", {"r5": 0}, "access to unmapped address 0xfffffffffffffff8"),
    ("add,tsv %r5,%r5,%r3", {"r5": 0x40000000}, "signed overflow trap (,tsv)"),
    ("sub,tsv %r0,%r5,%r3", {"r5": 0x80000000}, "signed overflow trap (,tsv)"),
    ("addi,tc,= 0,%r0,%r3", {}, "condition trap (,tc)"),
    ("uaddcm,tc,sbz %r0,%r5,%r3", {"r5": 2**64 - 1}, "condition trap (,tc)"),
    ("bv %r0(%r5)\n nop", {"r5": 0x40000}, "jump to unmapped address"),
])
def test_faults_are_the_same_both_ways(src, regs, message):
    py, c = _one(" ldi 1,%r4\n ldi 2,%r7\n" + src, **regs)
    assert isinstance(py[1], EmulationFault) and message in str(py[1]), py[1]
    assert differences(py, c) == []


def test_a_fault_leaves_the_registers_of_its_block_uncommitted_both_ways():
    """The Python block commits its registers at its end, so a fault keeps those of the block's
    start; the C loop restores them."""
    py, c = _one(" ldi 5,%r4\n ldw 2(%r5),%r3", r5=0x8000)
    assert py[0].regs[4] == 0 and c[0].regs[4] == 0 and py[0].regs == c[0].regs


def test_budget_and_loops_both_ways():
    src = " ldi 50,%r4\nl: addib,> -1,%r4,l\n ldw 0(%r5),%r6\n"
    for budget in (10, 101, 102, 1000):
        py, c = _one(src, budget, r5=0x8000)
        assert differences(py, c) == [], budget
    py, c = _one(src, 10, r5=0x8000)
    assert isinstance(c[1], BudgetExceeded)


def test_c_loop_is_used_where_built():
    needs_c()
    program = isa.get_isa("parisc").assemble(" ldi 1,%r3\n halt\n", "t.s", base=0x1000)
    m = Machine(program, MemoryImage(memory_size=1 << 16))
    m.run(0x1000, 10)
    assert all(b.native for b in m.block_list) and m.regs[3] == 1


def test_a_run_that_leaves_the_recorded_compiles_decodes_as_the_python_path():
    """A program's C run repeats the block compiles of its previous run while it goes the same
    way; here the second run goes elsewhere and compiles a block inside one it repeated (its
    instructions keep their static indices): the trace is the Python path's."""
    src = (" ldi 2,%r8\ntop: ldi 3,%r6\nmid: ldi 4,%r7\n addib,= -1,%r8,done\n nop\n"
           " cmpb,= %r5,%r0,top\n nop\n b mid\n nop\ndone: nop")
    for first, second in ((0, 1), (1, 0)):
        _one(src, r5=first)
        py, c = _one(src, r5=second)
        assert differences(py, c) == []
        assert [b.start for b in c[0].block_list] == [b.start for b in py[0].block_list]


def test_budgets_and_stops_beyond_64_bits_and_the_halt_entry_both_ways():
    program = isa.get_isa("parisc").assemble(" ldi 1,%r3\n ldi 2,%r4\n halt\n", "t.s", base=0x1000)
    img = MemoryImage(memory_size=1 << 16)
    for budget, stop, entry in ((2**64 - 1, None, 0x1000), (10, (0x1000, 2**64 - 1), 0x1000),
                                (10, None, -1), (-5, None, 0x1000)):
        py, c = both(program, img, entry, budget, stop)
        assert differences(py, c) == [], (budget, stop, entry)


def test_a_library_whose_structures_differ_is_refused(tmp_path):
    """native.py checks interp.c's structure sizes against its ctypes mirror: a mismatch is the
    Python path with the reason, never a run on a misread state."""
    needs_c()
    from isa.toolkit import native_run
    src = tmp_path / "interp.c"
    src.write_bytes(native_loop.SOURCE.read_bytes())
    assert native_run.library(src, "a test copy", lambda lib: "sizes differ") is None
    assert native_run.why_not(src) == "sizes differ: Python path for a test copy"
    good = tmp_path / "good" / "interp.c"
    good.parent.mkdir()
    good.write_bytes(native_loop.SOURCE.read_bytes())
    assert native_run.library(good, "a test copy", native_loop._prepare) is not None
