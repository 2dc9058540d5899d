"""x86 capture's per-program reuse (isa/x86/machine.py): the template of a program's static and
block tables, and the engine kept between runs of one program and memory shape. Both are
optimisations only: every run must give what a run built afresh gives (the Python recorders with
exact PCs on an engine of their own, no template), the same static table in this run's own
first-execution order, the same blocks, branch outcomes, data accesses, final registers and
memory, and the same located errors."""
from __future__ import annotations

import numpy as np
import pytest
import unicorn

from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.x86 import machine
from isa.x86.layer import with_program_data
from isa.x86.modes import MODES
from workbench.kernel import all_kernels, find_kernel
from workbench.runner import isa_layer, kernel_layout

X86_KERNELS = sorted(n for n, k in all_kernels().items() if k.isa == "x86")
LAYER = isa_layer("x86")
FRESH = dict(exact_pc=True, native=False, shared=False)


def _same(got, want) -> None:
    a, b = got.trace, want.trace
    assert a.static == b.static
    assert len(a.blocks.table) == len(b.blocks.table)
    assert all(np.array_equal(x, y) for x, y in zip(a.blocks.table, b.blocks.table))
    assert np.array_equal(a.blocks.sequence, b.blocks.sequence)
    assert np.array_equal(a.blocks.ends_taken, b.blocks.ends_taken)
    for f in ("insn", "addr", "space", "size", "write"):
        assert np.array_equal(getattr(a.accesses, f), getattr(b.accesses, f)), f
    assert a.meta.warnings == b.meta.warnings
    assert got.registers == want.registers
    # the static table is in this run's first-execution order
    first = np.unique(a.index, return_index=True)[1]
    assert np.array_equal(np.argsort(first, kind="stable"), np.arange(len(a.static)))


def _kernel_program(name: str, blocks: int, seed: int):
    kernel = find_kernel(name)
    _keys, _data, _iv, layout = kernel_layout(kernel, blocks, seed)
    program = LAYER.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    return program, with_program_data(program, layout.image), layout


def _kernel_run(name: str, blocks: int, seed: int, **kw):
    program, image, layout = _kernel_program(name, blocks, seed)
    entry = program.symbols[find_kernel(name).entry]
    if kw:
        return machine._execute(program, image, entry, 10**8, **kw), layout
    return machine.execute(program, image, entry, 10**8), layout


@pytest.mark.parametrize("name", X86_KERNELS)
def test_runs_on_kept_engines_and_templates_equal_fresh_runs(name):
    """Runs of one kernel at two block counts and several seeds, so that engines are kept,
    reused with other data and replaced: each equal to a fresh run, and a run's memory still
    readable (unchanged) after the next run used its engine."""
    fast, _ = machine.capture_path()
    reused = machine._ENGINES.reused
    previous = None
    for blocks, seed in ((2, 1), (2, 2), (1, 1), (1, 3), (2, 5)):
        got, layout = _kernel_run(name, blocks, seed)
        want, _ = _kernel_run(name, blocks, seed, **FRESH)
        _same(got, want)
        out = layout.output[:2]
        assert got.read_memory(*out) == want.read_memory(*out)
        if previous is not None:
            old, old_out, old_bytes = previous
            assert old.read_memory(*old_out) == old_bytes
        previous = (got, out, got.read_memory(*out))
    program = _kernel_program(name, 1, 1)[0]
    if fast and not machine.x87_exits(program, MODES[program.mode].bits):
        assert machine._ENGINES.reused - reused >= 3       # (2, 2), (1, 3), (2, 5)


# a branch on a data word: flag 0 and flag 1 see their second block differ
BRANCHY = """start:
mov eax, [0x20000]
test eax, eax
jz other
mov ebx, [0x20004]
add ebx, 2
jmp done
other:
mov ecx, [0x20004]
add ecx, 1
mov [0x20008], ecx
done:
mov edx, [0x20008]
cmp edx, 7
jne finish
inc edx
finish:
hlt
"""


def _image(flag: int, x: int = 5) -> MemoryImage:
    img = MemoryImage()
    img.add("data", 0x20000, flag.to_bytes(4, "little") + x.to_bytes(4, "little") + bytes(8))
    img.add("stack", 0x30000, bytes(0x100))
    img.registers.update(esp=0x30100)
    return img


def _branchy():
    return LAYER.assemble(BRANCHY, "<reuse>", "prot32", {}, 0x10000, {})


def test_runs_whose_blocks_come_in_another_order_build_their_own_tables():
    """Flag 1 and flag 0 take different second blocks: each run's static table is its own first-
    execution order, whichever run made the template before it."""
    program = _branchy()
    for flag, x in ((1, 5), (0, 6), (0, 6), (1, 5), (0, 1), (1, 6), (1, 6)):
        got = machine.execute(program, _image(flag, x), 0x10000, 1000)
        want = machine._execute(program, _image(flag, x), 0x10000, 1000, **FRESH)
        _same(got, want)
        assert got.read_memory(0x20008, 4) == want.read_memory(0x20008, 4)


def test_a_budget_error_then_longer_runs_extend_the_template():
    program = _branchy()
    with pytest.raises(BudgetExceeded) as fast:
        machine.execute(program, _image(0), 0x10000, 4)
    with pytest.raises(BudgetExceeded) as fresh:
        machine._execute(program, _image(0), 0x10000, 4, **FRESH)
    assert (fast.value.pc, fast.value.source) == (fresh.value.pc, fresh.value.source)
    for flag in (0, 0, 1):
        _same(machine.execute(program, _image(flag), 0x10000, 1000),
              machine._execute(program, _image(flag), 0x10000, 1000, **FRESH))


def test_a_fault_after_a_kept_engine_is_located_and_the_next_run_is_whole():
    """A load through a pointer in the data: a wild pointer faults (the same memory shape as the
    good runs, so the run starts on the kept engine) and names the instruction and line."""
    program = LAYER.assemble("start:\nmov eax, [0x20004]\nmov ebx, [eax]\nmov [0x20008], ebx\nhlt\n",
                             "<ptr>", "prot32", {}, 0x10000, {})
    good, bad = _image(0, 0x20000), _image(0, 0x7000000)
    for _ in range(2):
        machine.execute(program, good, 0x10000, 1000)
    with pytest.raises(EmulationFault) as e:
        machine.execute(program, bad, 0x10000, 1000)
    with pytest.raises(EmulationFault) as fresh:
        machine._execute(program, bad, 0x10000, 1000, **FRESH)
    assert str(e.value) == str(fresh.value)
    assert "mov ebx" in str(e.value) and "0x7000000" in str(e.value)
    for _ in range(2):
        _same(machine.execute(program, good, 0x10000, 1000),
              machine._execute(program, good, 0x10000, 1000, **FRESH))


def test_an_earlier_runs_memory_reads_the_same_after_its_engine_runs_again():
    program = _branchy()
    first = machine.execute(program, _image(0, 6), 0x10000, 1000)
    before = first.read_memory(0x20000, 16)
    code = first.read_memory(0x10000, 8)
    second = machine.execute(program, _image(0, 1), 0x10000, 1000)
    assert first.read_memory(0x20000, 16) == before != second.read_memory(0x20000, 16)
    assert first.read_memory(0x10000, 8) == code
    for ex in (first, second):          # unmapped memory: unicorn's error, from either reader
        with pytest.raises(unicorn.UcError):
            ex.read_memory(0x50000, 4)
        with pytest.raises(unicorn.UcError):
            ex.read_memory(0x20000 + 0xFFE, 4)     # runs past the end of the data page


def test_stores_outside_the_segments_are_gone_before_the_next_run():
    """The word after the data segment is on its page but in no segment: a fresh engine has it
    zero, so each run counts it from 0 to 1, kept engine or not."""
    program = LAYER.assemble("start:\nmov eax, [0x20010]\ninc eax\nmov [0x20010], eax\nhlt\n",
                             "<outside>", "prot32", {}, 0x10000, {})
    for _ in range(3):
        ex = machine.execute(program, _image(0), 0x10000, 1000)
        assert ex.registers["eax"] == 1 and ex.read_memory(0x20010, 4) == (1).to_bytes(4, "little")


def test_access_positions_in_c_equal_the_numpy_layout(monkeypatch):
    """accesslog.access_positions (one C pass) against Blocks.access_insn (numpy) on a kernel's
    trace and on a made-up block form with empty blocks and blocks without accesses."""
    from isa.blocks import Blocks
    from isa.x86 import accesslog
    if accesslog.library() is None:
        pytest.skip(accesslog.why_not())
    got, _ = _kernel_run("des-karn-pm32", 3, 1)
    per_static = np.array([s.mem_reads + s.mem_writes for s in got.trace.static], np.int64)
    rng = np.random.default_rng(7)
    table = [np.array([], np.int32), np.array([0, 1, 2], np.int32), np.array([3], np.int32),
             np.array([2, 0, 4, 4], np.int32)]
    made = Blocks(table, rng.integers(0, len(table), 500))
    for blocks, counts in ((got.trace.blocks, per_static), (made, np.array([2, 0, 1, 1, 3]))):
        patterns = [np.repeat(np.arange(len(t), dtype=np.int64), counts[t]) for t in blocks.table]
        total = int(sum(len(patterns[b]) for b in blocks.sequence))
        want = blocks.access_insn(counts)
        assert np.array_equal(accesslog.access_positions(blocks, patterns, total), want)
        monkeypatch.setattr(accesslog, "library", lambda: None)
        assert np.array_equal(accesslog.access_positions(blocks, patterns, total), want)
        monkeypatch.undo()


def test_a_run_with_more_data_accesses_than_the_last_on_its_engine_records_them_all():
    """A kept engine's access log starts in arrays sized by the engine's last run: a run that
    makes more accesses (a loop count in the data) moves on to arrays of the recorder's own."""
    program = LAYER.assemble("start:\nmov ecx, [0x20000]\nagain:\nmov eax, [0x20004]\n"
                             "add [0x20008], eax\ndec ecx\njnz again\nhlt\n",
                             "<loop>", "prot32", {}, 0x10000, {})
    for count in (3, 3, 10, 2, 70000, 70000, 1):
        got = machine.execute(program, _image(count, 2), 0x10000, 10**6)
        want = machine._execute(program, _image(count, 2), 0x10000, 10**6, **FRESH)
        _same(got, want)
        assert len(got.trace.accesses) == 1 + 3 * count
        assert got.read_memory(0x20008, 4) == (2 * count).to_bytes(4, "little")
