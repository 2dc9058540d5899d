"""The Alpha interpreter's two paths give the same run: the C loop (isa/alpha/interp.c, blocks
of the instructions it runs) and the Python block functions (WORKBENCH_NO_C=1, no compiler, and
every block with an instruction C leaves to Python). Same static table, block table, block
sequence and branch outcomes, access log (instruction, address, size, direction), registers and
memory, stop point, and the same errors (message, pc, instruction, source line) for faults and
spent budgets: on every Alpha kernel, the compiled corpus, and random programs
(tests/alpha_progs.py; ``--many`` runs 10,000)."""
from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path

import numpy as np
import pytest

import alpha_progs
import fuzzing
from isa import get_isa
from isa.alpha import machine
from isa.errors import BudgetExceeded, EmulationFault, IsaError

ROOT = Path(__file__).resolve().parent.parent
ALPHA = get_isa("alpha")

native = pytest.mark.skipif(machine.native_library() is None,
                            reason=f"no C path to compare: {machine.native_why_not()}")


def test_the_c_loop_is_used_where_a_compiler_is():
    """Skipping the comparisons is for WORKBENCH_NO_C=1 or a machine without a C compiler; a
    compiler that cannot build interp.c, or a layout mismatch, fails here."""
    if os.environ.get("WORKBENCH_NO_C") or not (os.environ.get("CC") or shutil.which("cc")
                                                or shutil.which("gcc")):
        pytest.skip("WORKBENCH_NO_C is set or no C compiler: the Python path is the chosen one")
    assert machine.native_library() is not None, machine.native_why_not()


def _run(program, image, entry, budget, stop, native):
    m = machine.Machine(program, image, native=native)
    try:
        return m, m.run(entry, budget, stop), None
    except IsaError as e:
        return m, None, e


def _error(e):
    if e is None:
        return None
    return (type(e).__name__, str(e), getattr(e, "pc", None), getattr(e, "instruction", None),
            getattr(e, "source", None), getattr(e, "region", None))


def same_run(program, image, entry, budget=1_000_000, stop=None):
    """Run both ways and assert every observable is equal; returns (machine, trace, error) of
    the C path."""
    mp, tp, ep = _run(program, image, entry, budget, stop, False)
    mc, tc, ec = _run(program, image, entry, budget, stop, True)
    assert _error(ec) == _error(ep)
    assert mc.regs == mp.regs
    assert bytes(mc.mem) == bytes(mp.mem)
    assert mc.stopped_at == mp.stopped_at
    if ep is None:
        same_trace(tp, tc)
    return mc, tc, ec


def same_trace(a, b):
    assert a.static == b.static
    assert len(a.blocks.table) == len(b.blocks.table)
    for x, y in zip(a.blocks.table, b.blocks.table):
        assert x.dtype == y.dtype and np.array_equal(x, y)
    for f in ("sequence", "ends_taken"):
        x, y = getattr(a.blocks, f), getattr(b.blocks, f)
        assert x.dtype == y.dtype and np.array_equal(x, y), f
    for f in ("insn", "addr", "space", "size", "write"):
        x, y = getattr(a.accesses, f), getattr(b.accesses, f)
        assert x.dtype == y.dtype and np.array_equal(x, y), f
    assert len(a) == len(b)


# ---------------------------------------------------------------------------- kernels
def _alpha_kernels():
    from workbench.kernel import all_kernels
    return sorted(name for name, k in all_kernels().items() if k.isa == "alpha")


@native
@pytest.mark.parametrize("name", _alpha_kernels())
def test_every_alpha_kernel_runs_the_same_both_ways(name):
    from workbench.kernel import find_kernel
    from workbench.runner import kernel_layout, plan_run
    kernel = find_kernel(name)
    blocks = 3
    layout = kernel_layout(kernel, blocks)[3]
    program = ALPHA.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    entry = program.symbols[kernel.entry]
    budget = plan_run(kernel, blocks, budget_option=False).budget
    m, trace, err = same_run(program, layout.image, entry, budget)
    assert err is None and len(trace) > 1000
    # the kernels are integer code: C runs every block
    assert all(b.native for b in m.block_list)
    # stopped at the 2nd visit of a block start, and a budget that runs out mid-run
    some = m.block_list[len(m.block_list) // 2].start
    same_run(program, layout.image, entry, budget, stop=(some, 2))
    _, _, err = same_run(program, layout.image, entry, len(trace) // 2)
    assert isinstance(err, BudgetExceeded)


# ---------------------------------------------------------------------------- compiled corpus
def _corpus():
    spec = importlib.util.spec_from_file_location("compiled_alpha_parisc_cases",
                                                  ROOT / "tests" / "test_compiled_alpha_parisc.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(sys.modules[spec.name])
    return sys.modules[spec.name]


@native
@pytest.mark.parametrize("target", ["alpha", "alpha-ev56"])
def test_compiled_corpus_runs_the_same_both_ways(target, monkeypatch):
    """Every corpus function called as tests/test_compiled_alpha_parisc.py calls it, once with
    the C loop and once with the Python block functions: the same result, memory and trace (or
    the same refusal)."""
    from workbench.errors import WorkbenchError
    from workbench.function import run_function
    cases = _corpus()
    runs = {}
    for native in (True, False):
        made = []

        class Recording(machine.Machine):
            def __init__(self, program, image, native_=None):
                super().__init__(program, image, native)
                made.append(self)

        monkeypatch.setattr(machine, "Machine", Recording)
        out = []
        for c in cases.CASES[target]:
            path = cases.corpus.cross_path(c.file, target)
            made.clear()
            try:
                r = run_function(path.read_text(), c.function, c.args, path=str(path),
                                 data=c.data, isa="alpha")
                got = (hex(r.result), made[-1], r.trace)
            except WorkbenchError as e:
                got = (str(e), None, None)
            out.append((c.id, got))
        runs[native] = out
    monkeypatch.undo()
    native_blocks = python_blocks = 0
    assert len(runs[True]) == len(runs[False]) > 30
    for (cid, (rc, mc, tc)), (_, (rp, mp, tp)) in zip(runs[True], runs[False]):
        assert rc == rp, cid
        if mc is not None:
            assert mc.regs == mp.regs and bytes(mc.mem) == bytes(mp.mem), cid
            same_trace(tp, tc)
            native_blocks += sum(b.native for b in mc.block_list)
            python_blocks += sum(not b.native for b in mc.block_list)
    # compiled integer code: C runs every block
    assert native_blocks > 100 and python_blocks == 0


# ---------------------------------------------------------------------------- random programs
N_PROGRAMS = fuzzing.examples(300, 10_000)


def _assembled(seed: int, faults: bool = True):
    text, image, facts = alpha_progs.program(seed, faults)
    program = ALPHA.assemble(text, f"<random {seed}>", base=alpha_progs.CODE_BASE)
    return program, alpha_progs.finish(image, program.symbols), facts


@native
def test_random_programs_run_the_same_both_ways():
    outcomes = {"ok": 0, "fault": 0, "mixed": 0}
    for seed in range(N_PROGRAMS):
        program, image, _ = _assembled(seed)
        m, trace, err = same_run(program, image, program.base)
        outcomes["ok" if err is None else "fault"] += 1
        outcomes["mixed"] += any(not b.native for b in m.block_list) and \
            any(b.native for b in m.block_list)
    # the generator reaches both ends and mixes C and Python blocks in one run
    assert outcomes["ok"] > N_PROGRAMS // 2 and outcomes["fault"] > N_PROGRAMS // 50
    assert outcomes["mixed"] > N_PROGRAMS // 10, outcomes


@native
def test_random_programs_stop_and_spend_their_budget_the_same_both_ways():
    for seed in range(0, N_PROGRAMS, 3):
        program, image, facts = _assembled(seed, faults=False)
        head = program.symbols["head"]
        same_run(program, image, program.base, stop=(head, 1 + seed % (facts["trips"] + 1)))
        same_run(program, image, program.base, budget=seed % 97)


# ---------------------------------------------------------------------------- faults
FAULTS = {
    "unaligned": ("ldah $1, 4($31)\n ldq $2, 3($1)\n halt\n", "unaligned access to 0x40003"),
    "read-only store": ("ldah $1, 1($31)\n stq $2, 8($1)\n halt\n",
                        "store to read-only address 0x10008"),
    "unmapped load": ("ldah $1, 0x7fff($31)\n ldl $2, 0($1)\n halt\n",
                      "access to unmapped address 0x7fff0000"),
    "unmapped byte store": ("ldah $1, 0x7fff($31)\n stb $2, 5($1)\n halt\n",
                            "access to unmapped address 0x7fff0005"),
    "overflow": ("ldah $1, 0x4000($31)\n addl/v $1, $1, $2\n halt\n",
                 "stopped: integer overflow trap"),
    "quadword overflow": ("subq $31, 1, $1\n srl $1, 1, $1\n mulq/v $1, 2, $2\n halt\n",
                          "stopped: integer overflow trap"),
    "unmapped jump": ("ldah $1, 0x7fff($31)\n jmp ($1)\n", "jump to unmapped address"),
    "breakpoint": ("bis $31, 5, $3\n call_pal 0x80\n", "stopped: breakpoint"),
}


@native
@pytest.mark.parametrize("case", sorted(FAULTS))
def test_faults_are_the_same_both_ways(case):
    src, message = FAULTS[case]
    program = ALPHA.assemble("start:\n bis $31, 7, $4\n" + src, "fault.s", base=0x10000)
    from isa.image import MemoryImage
    _, _, err = same_run(program, MemoryImage(memory_size=1 << 20), program.base)
    assert isinstance(err, EmulationFault) and message in str(err)
    if case != "unmapped jump":
        assert err.source and "fault.s:" in err.source


@native
def test_a_faulting_block_leaves_the_registers_as_they_were_at_its_start():
    """The Python block writes its registers back at its end, so a fault inside it leaves them
    as they were when it began; the C loop undoes the block's writes to match."""
    src = "start:\n bis $31, 7, $4\n br $31, next\nnext:\n bis $31, 9, $5\n ldq $2, 3($31)\n halt\n"
    program = ALPHA.assemble(src, "fault.s", base=0x10000)
    from isa.image import MemoryImage
    m, _, err = same_run(program, MemoryImage(memory_size=1 << 20), program.base)
    assert isinstance(err, EmulationFault) and m.regs[4] == 7 and m.regs[5] == 0


def test_the_python_path_is_chosen_without_the_library(monkeypatch):
    monkeypatch.setattr(machine.LIBRARY, "load", lambda: None)
    program = ALPHA.assemble("start:\n bis $31, 7, $4\n halt\n", "x.s", base=0x10000)
    from isa.image import MemoryImage
    m = machine.Machine(program, MemoryImage(memory_size=1 << 20))
    assert m.lib is None
    m.run(program.base, 100)
    assert m.regs[4] == 7
    with pytest.raises(RuntimeError, match="not available"):
        machine.Machine(program, MemoryImage(memory_size=1 << 20), native=True)


def test_a_missing_c_source_means_the_python_path_with_a_reason(tmp_path):
    from isa.alpha.lower import ROW
    from isa.alpha.native import Library
    lib = Library(tmp_path / "absent.c", "the Alpha interpreter", "alpha", ROW)
    if os.environ.get("WORKBENCH_NO_C"):
        assert lib.load() is None
        return
    assert lib.load() is None and "absent.c" in lib.why_not()


@native
def test_code_outside_the_program_runs_the_same_both_ways():
    """A jump into code placed in a data segment (outside the program, where C does not look
    blocks up): its blocks run through their Python functions, with the same result."""
    from isa.image import MemoryImage
    far = ALPHA.assemble("far:\n lda $3, 5($31)\nloop:\n addq $2, $3, $2\n subq $3, 1, $3\n"
                         " stq $2, 64($1)\n bne $3, loop\n halt\n", "far.s", base=0x40000)
    program = ALPHA.assemble("start:\n ldah $1, 4($31)\n jmp ($1)\n", "near.s", base=0x10000)
    image = MemoryImage(memory_size=1 << 20)
    image.add("far", 0x40000, far.code + bytes(128))
    m, trace, err = same_run(program, image, program.base)
    assert err is None and m.regs[2] == 15 and len(trace.accesses) == 5
    assert any(b.native and b.start >= 0x40000 for b in m.block_list)
