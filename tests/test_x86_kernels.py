"""The Karn-shaped kernels: verified output, the shape Karn describes, generator in sync."""

import pytest

from workbench.errors import VerificationError
from workbench.kernel import find_kernel
from workbench.runner import execute_kernel



@pytest.mark.parametrize("name", ["des-karn-rm16", "3des-karn-rm16", "des-karn-pm32"])
def test_kernel_output_is_verified(name):
    _, trace = execute_kernel(find_kernel(name), 8)
    assert trace.meta.verified is True


def test_karn_round_is_25_instructions_with_19_prefix_bytes():
    program, trace = execute_kernel(find_kernel("des-karn-rm16"), 1)
    lo, hi = program.regions["round"]
    setup = ("xor bx, bx", "mov si, 0")          # clear bh, point si at the key schedule
    in_round = [s for s in trace.static if lo <= s.address < hi and s.text not in setup]
    assert len(in_round) == 16 * 25
    prefixes = sum(s.attrs["prefixes"] for s in in_round)
    assert prefixes == 16 * 19


def test_protected_mode_kernel_has_no_prefixes():
    _, trace = execute_kernel(find_kernel("des-karn-pm32"), 1)
    assert sum(s.attrs["prefixes"] for s in trace.static) == 0


def test_no_calls_or_jumps_inside_the_routine():
    program, trace = execute_kernel(find_kernel("des-karn-rm16"), 1)
    lo, hi = program.regions["des"]
    inside = [s for s in trace.static if lo <= s.address < hi and s.klass in ("jcc", "jmp", "call", "loop")]
    assert inside == []


def test_a_corrupted_table_is_an_error_not_a_figure(monkeypatch):
    from workbench.layouts import x86_karn
    real = x86_karn.sp_table
    monkeypatch.setattr(x86_karn, "sp_table", lambda: b"\x01" + real()[1:])
    with pytest.raises(VerificationError, match="SP 800-20 known answer|differs from the reference"):
        execute_kernel(find_kernel("des-karn-rm16"), 64)
