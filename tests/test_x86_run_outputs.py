"""x86 run_outputs (the known-answer checks' runs): one reused engine with no hooks gives the
bytes a traced execute() leaves, and a run that faults or runs away raises what execute() raises."""
from __future__ import annotations

import pytest

from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.x86 import machine as x86_machine
from workbench import known_answers
from workbench.kernel import all_kernels
from workbench.runner import isa_layer

X86 = sorted(n for n, k in all_kernels().items() if k.isa == "x86" and k.cipher in ("des", "3des"))
LAYER = isa_layer("x86")


@pytest.mark.parametrize("name", X86)
def test_outputs_equal_traced_runs(name):
    """Every x86 DES/3DES kernel on the first known-answer vectors of both tables: each output as
    execute() gives it (the engine is reused from the second image on)."""
    kernel = all_kernels()[name]
    nkeys = 3 if kernel.cipher == "3des" else 1
    todo = known_answers.vectors()
    picked = todo[:3] + [v for v in todo if v.table == "A.4"][:3]
    layouts = [known_answers._layout(kernel, v, nkeys, bytes(8))[0] for v in picked]
    first = layouts[0]
    program = LAYER.assemble(kernel.text(), str(kernel.source), kernel.mode, first.symbols,
                             first.code_base, kernel.regions)
    entry = program.symbols[kernel.entry]
    out = (*first.output, first.output_space)
    fast = LAYER.run_outputs(program, [lay.image for lay in layouts], entry, 5_000_000, out)
    slow = [LAYER.execute(program, lay.image, entry, 5_000_000).read_memory(*out) for lay in layouts]
    assert fast == slow
    assert len(set(fast)) == len(fast)          # different vectors, different outputs


def _image(value: int) -> MemoryImage:
    img = MemoryImage()
    img.add("data", 0x20000, value.to_bytes(4, "little") + bytes(4))
    return img


def _program(body: str):
    return LAYER.assemble(f"start:\n{body}\nhlt\n", "<t>", "prot32", {}, 0x10000, {})


def test_images_do_not_leak_into_each_other():
    """A run's stores are gone before the next image runs: memory is cleared and rewritten."""
    prog = _program("mov eax, [0x20000]\nadd [0x20004], eax\nadd dword ptr [0x20004], 1")
    got = LAYER.run_outputs(prog, [_image(5), _image(7), _image(5)], 0x10000, 1000,
                            (0x20004, 4, ""))
    assert [int.from_bytes(g, "little") for g in got] == [6, 8, 6]


def test_registers_start_afresh_for_each_image():
    prog = _program("add ebx, 3\nmov [0x20004], ebx")
    got = LAYER.run_outputs(prog, [_image(0)] * 3, 0x10000, 1000, (0x20004, 4, ""))
    assert [int.from_bytes(g, "little") for g in got] == [3, 3, 3]


def test_a_fault_raises_what_execute_raises():
    prog = _program("mov eax, [0x20000]\nmov ebx, [eax]")
    with pytest.raises(EmulationFault) as fast:
        LAYER.run_outputs(prog, [_image(0x20000), _image(0x7FFF0000)], 0x10000, 1000, (0x20004, 4, ""))
    with pytest.raises(EmulationFault) as slow:
        LAYER.execute(prog, _image(0x7FFF0000), 0x10000, 1000)
    assert str(fast.value) == str(slow.value)


def test_a_runaway_run_raises_the_budget_error(monkeypatch):
    monkeypatch.setattr(x86_machine, "_OUTPUT_TIMEOUT_US", 20_000)
    prog = _program("spin:\njmp spin")
    with pytest.raises(BudgetExceeded):
        LAYER.run_outputs(prog, [_image(0)], 0x10000, 100_000, (0x20004, 4, ""))


@pytest.mark.parametrize("name", ["des-karn-rm16", "3des-karn-rm16"])
def test_far_returns_run_in_the_hookless_engine(name, monkeypatch):
    """Karn's large-model kernels return with RETF: all 51 known answers run in the reused
    engine (none takes the traced path) and give what traced runs give."""
    kernel = all_kernels()[name]
    nkeys = 3 if kernel.cipher == "3des" else 1
    layouts = [known_answers._layout(kernel, v, nkeys, bytes(8))[0]
               for v in known_answers.vectors()]
    first = layouts[0]
    program = LAYER.assemble(kernel.text(), str(kernel.source), kernel.mode, first.symbols,
                             first.code_base, kernel.regions)
    assert x86_machine.far_returns(program, 16)
    entry = program.symbols[kernel.entry]
    out = (*first.output, first.output_space)
    slow = [LAYER.execute(program, lay.image, entry, 5_000_000).read_memory(*out)
            for lay in layouts]

    def traced(*_a):
        raise AssertionError("took the traced path")
    monkeypatch.setattr(x86_machine, "_traced_output", traced)
    assert LAYER.run_outputs(program, [lay.image for lay in layouts], entry, 5_000_000, out) == slow
