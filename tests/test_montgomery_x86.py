"""The x86 Montgomery kernels (kernels/x86/mont_*_pm32.asm) and the multiply clocks they need
(machines/i386.toml, i486.toml, p5.toml; docs/references.md 2.2b)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from workbench.errors import VerificationError, WorkbenchError
from workbench.kernel import find_kernel
from workbench.layouts import build_layout
from workbench.cores.p5 import P5
from workbench.runner import execute_kernel, run
from workbench.runner import test_data as run_data
from workbench.snippet import time_snippet

X86 = Path(__file__).resolve().parents[1] / "kernels" / "x86"


def base(asm: str, core: str) -> list[int]:
    tr, t = time_snippet(asm, core, "prot32")
    return [int(t.base[i]) for i in range(len(tr) - 1)]


def test_386_multiply_is_charged_for_a_full_width_multiplier():
    # PRM: max(ceil(log2 m), 3) + 6 for r/m32, +3 for a memory operand
    assert base("mul ebx\nmul dword ptr [esp]", "i386") == [38, 41]


def test_486_multiply_is_charged_10_plus_32():
    assert base("mul ebx\nmul dword ptr [esp]", "i486") == [42, 42]


def test_pentium_multiply_is_9_clocks_and_does_not_pair():
    # [D] Agner measured 9 (Intel 10): validation cases p5-mul-r32, p5-imul-r32
    tr, t = time_snippet("mul ebx\nmov ecx, 1", "p5", "prot32")
    assert int(t.base[0]) == 9
    assert P5().pairing_classes(tr.static)[:2] == ["NP", "UV"]


@pytest.mark.parametrize("core, clocks", [("i386", 38), ("i486", 42), ("p5", 9)])
def test_two_operand_multiply_is_timed_at_its_full_width_figure(core, clocks):
    # i386 PRM IMUL r32,r/m32 9-38, i486 13-42 (no operand values: the full-width end); P5 9
    tr, t = time_snippet("imul eax, ebx", core, "prot32")
    assert int(t.base[0]) == clocks


def test_generated_listings_are_up_to_date():
    spec = importlib.util.spec_from_file_location("mont_gen", X86 / "mont_gen.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    for name in gen.KERNELS:
        assert (X86 / name).read_text() == gen.render(name), "re-run kernels/x86/mont_gen.py"


@pytest.mark.parametrize("name", ["mont512-ps-pm32", "mont512-os-pm32"])
def test_kernels_verify_against_pow_and_execute_the_same_multiplies(name):
    kernel = find_kernel(name)
    _, trace = execute_kernel(kernel, 3)
    assert trace.meta.verified
    mnem = [trace.static[i].mnemonic for i in trace.index]
    assert mnem.count("mul") == 3 * (2 * 16 * 16 + 16)    # k^2 a*b, k^2 m*n, k for the m digits


def test_a_wrong_result_is_a_verification_error(monkeypatch):
    kernel = find_kernel("mont512-ps-pm32")
    from workbench.layouts import x86_montgomery
    real = x86_montgomery.build

    def broken(k, keys, data, iv):
        lay = real(k, keys, data, iv)
        lay.expected = bytes([lay.expected[0] ^ 1]) + lay.expected[1:]
        return lay
    monkeypatch.setitem(x86_montgomery.LAYOUTS, "x86-montgomery", broken)
    monkeypatch.setattr("workbench.layouts.registry", lambda: {"x86-montgomery": broken})
    with pytest.raises(VerificationError, match="operation 0"):
        execute_kernel(kernel, 2)


def test_product_scanning_is_faster_than_operand_scanning_on_the_386():
    ps = run("mont512-ps-pm32", "i386", blocks=2).result
    os_ = run("mont512-os-pm32", "i386", blocks=2).result
    gain = 1 - ps.clocks_per_block / os_.clocks_per_block
    # the multiplies (2 x 256 + 16 at 38-41 clocks) dominate both: the order saves little
    assert 0.05 < gain < 0.25


def test_layout_data_is_deterministic():
    kernel = find_kernel("mont512-os-pm32")
    keys, data, iv = run_data(2)
    a, b = build_layout(kernel, keys, data, iv), build_layout(kernel, keys, data, iv)
    assert a.expected == b.expected and a.record == 64


def test_an_arithmetic_kernel_without_an_expected_output_is_a_clear_error(monkeypatch):
    from workbench.layouts import x86_montgomery
    real = x86_montgomery.build

    def no_answer(k, keys, data, iv):
        lay = real(k, keys, data, iv)
        lay.expected = None
        return lay
    monkeypatch.setattr("workbench.layouts.registry", lambda: {"x86-montgomery": no_answer})
    with pytest.raises(WorkbenchError, match="gives no expected output"):
        execute_kernel(find_kernel("mont512-ps-pm32"), 1)
