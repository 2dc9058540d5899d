"""x86 capture: the fast path (C recorders, unicorn's PC re-sync off) is an optimisation only.

The exact path (re-sync on, as any unicorn build gives) and the Python recorders (no C compiler,
or WORKBENCH_NO_C=1) must run every kernel, real-mode far calls included, and record the same
blocks and data accesses. Where the pinned unicorn and a C compiler are present, the fast path must
be there: these tests fail, not skip, when it is not.
"""
from __future__ import annotations

import os
import re
import shutil
import tomllib
from pathlib import Path

import numpy as np
import pytest
import unicorn

from isa.image import MemoryImage
from isa.x86 import accesslog, machine, pcsync
from workbench import crypto
from workbench.kernel import all_kernels, find_kernel
from workbench.layouts import build_layout
from workbench.runner import isa_layer
from workbench.runner import test_data as run_data

ROOT = Path(__file__).resolve().parents[1]
X86_KERNELS = sorted(n for n, k in all_kernels().items() if k.isa == "x86")
PATHS = {"fast": dict(exact_pc=False), "exact": dict(exact_pc=True),
         "python": dict(exact_pc=True, native=False)}


def _pinned_unicorn() -> str:
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    return next(re.fullmatch(r"unicorn==(\S+)", d).group(1) for d in deps if d.startswith("unicorn=="))


def _c_wanted() -> bool:
    return not os.environ.get("WORKBENCH_NO_C") and bool(
        os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc"))


def test_the_pinned_unicorn_is_one_whose_resync_switch_is_known():
    assert _pinned_unicorn() in pcsync.SUPPORTED_VERSIONS


def test_the_fast_path_runs_where_the_pinned_unicorn_and_a_compiler_are():
    """Not a skip: under the pinned unicorn with C wanted, a missing fast path is a failure."""
    if not _c_wanted():
        pytest.skip("WORKBENCH_NO_C is set or no C compiler: the exact path is the chosen one")
    if unicorn.__version__ != _pinned_unicorn():
        pytest.skip(f"unicorn {unicorn.__version__} is not the pinned {_pinned_unicorn()}: "
                    "the exact path is expected")
    fast, line = machine.capture_path()
    assert accesslog.library() is not None, accesslog.why_not()
    assert pcsync.skip_flag_offset() is not None, pcsync.why_not()
    assert fast, line


def test_capture_path_names_the_unicorn_version():
    fast, line = machine.capture_path()
    assert f"unicorn {unicorn.__version__}" in line
    assert ("fast path" in line) == fast and ("exact path" in line) != fast


def _far_call_program():
    img = MemoryImage()
    img.add("data", 0x20000, bytes(64))
    img.add("stack", 0x30000, bytes(0x1000))
    img.registers.update(ds=0x2000, ss=0x3000, sp=0xFFE)
    src = "start:\ncall far f\ncall far g\nnop\nhlt\nf:\nretf\ng:\nretf 4\n"
    return isa_layer("x86").assemble(src, "<t>", "real16", {}, 0x10100, {}), img


@pytest.mark.parametrize("path", PATHS)
def test_every_path_runs_a_real_mode_far_call_and_return(path):
    """unicorn 2.1 with its PC re-sync on restores EIP between a real-mode RETF's two stack reads,
    so the RETF ran twice and the exact path faulted on Karn's kernels; the capture now performs
    RETF itself on that path."""
    prog, img = _far_call_program()
    ex = machine._execute(prog, img, prog.symbols["start"], 1000, **PATHS[path])
    assert len(ex.trace) == 6                       # call, retf, call, retf 4, nop, hlt
    assert ex.registers["esp"] & 0xFFFF == 0xFFE + 4    # RETF 4 released four more bytes
    acc = ex.trace.accesses
    # far CALL pushes CS then IP (two writes); RETF pops IP then CS (two reads)
    assert acc.write.tolist() == [True, True, False, False] * 2
    assert acc.addr.tolist()[:4] == [0x30FFC, 0x30FFA, 0x30FFA, 0x30FFC]


def test_a_far_return_to_unmapped_stack_is_a_located_fault():
    from isa.errors import EmulationFault
    img = MemoryImage()
    img.add("data", 0x20000, bytes(64))
    img.registers.update(ss=0x5000, sp=0x0)
    prog = isa_layer("x86").assemble("start:\nretf\n", "<t>", "real16", {}, 0x10100, {})
    for kw in PATHS.values():
        with pytest.raises(EmulationFault) as e:
            machine._execute(prog, img, prog.symbols["start"], 1000, **kw)
        assert "retf" in str(e.value)


def _capture(kernel: str, blocks: int, kw: dict):
    k = find_kernel(kernel)
    keys, data, iv = run_data(blocks)
    keys = keys if k.cipher == "3des" else keys[:1]
    layout = build_layout(k, keys, data, iv)
    prog = isa_layer("x86").assemble(k.text(), str(k.source), k.mode, layout.symbols,
                                     layout.code_base, k.regions)
    ex = machine._execute(prog, layout.image, prog.symbols[k.entry], 10**7, **kw)
    if layout.expected is None:                     # every path still computes the right answer
        want = crypto.modes.encrypt_fast(k.cipher, k.chaining, keys, data, iv)
        out_addr, out_len = layout.output
        assert ex.read_memory(out_addr, out_len, layout.output_space) == want, kernel
    return ex.trace


@pytest.mark.parametrize("kernel", X86_KERNELS)
def test_all_capture_paths_record_the_same_trace(kernel):
    """Fast (where available), exact and Python recorders: the same blocks, branch outcomes and
    data accesses, and a verified output, on every x86 kernel."""
    traces = {name: _capture(kernel, 2, kw) for name, kw in PATHS.items()}
    ref = traces["exact"]
    assert not ref.meta.warnings, ref.meta.warnings
    for name, tr in traces.items():
        assert np.array_equal(tr.index, ref.index), name
        assert np.array_equal(tr.taken, ref.taken), name
        for f in ("insn", "addr", "size", "write"):
            assert np.array_equal(getattr(tr.accesses, f), getattr(ref.accesses, f)), (name, f)


def test_version_names_unicorn_and_the_capture_path(capsys):
    from workbench.cli import main
    with pytest.raises(SystemExit) as e:
        main(["--version"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("workbench ") and f"unicorn {unicorn.__version__}" in out
    assert "x86 capture:" in out


def test_startup_note_when_the_fast_path_is_off_for_a_reason_not_chosen(capsys, monkeypatch):
    import argparse
    from workbench import cli
    monkeypatch.delenv("WORKBENCH_NO_C", raising=False)
    monkeypatch.setattr(cli, "_interactive", lambda: True)
    monkeypatch.setattr(machine, "capture_path", lambda: (False, "unicorn 9.9; x86 capture: exact path"))
    cli._startup_check(argparse.Namespace(command="run", quiet=False))
    assert "note: unicorn 9.9; x86 capture: exact path" in capsys.readouterr().err
    cli._startup_check(argparse.Namespace(command="run", quiet=True))     # --quiet: silent
    cli._startup_check(argparse.Namespace(command="list"))                # runs no x86 code
    monkeypatch.setenv("WORKBENCH_NO_C", "1")                             # a choice: silent
    cli._startup_check(argparse.Namespace(command="run", quiet=False))
    assert capsys.readouterr().err == ""
    monkeypatch.delenv("WORKBENCH_NO_C")
    monkeypatch.setattr(machine, "capture_path", lambda: (True, "fast"))
    cli._startup_check(argparse.Namespace(command="run", quiet=False))
    monkeypatch.setattr(machine, "capture_path", lambda: (False, "unicorn 9.9; x86 capture: exact path"))
    monkeypatch.setattr(cli, "_interactive", lambda: False)               # a log: silent
    cli._startup_check(argparse.Namespace(command="run", quiet=False))
    assert capsys.readouterr().err == ""


def test_reproduce_manifest_names_the_capture_path(tmp_path):
    from workbench.reproduce import RunManifest
    m = RunManifest(tmp_path, "workbench reproduce karn", ["karn"])
    assert m.data["x86_capture"] == machine.capture_path()[1]


def test_switch_discovery_ignores_bytes_past_the_engine(monkeypatch):
    """The discovery compares the engine's bytes before and after an EIP write; a neighbouring
    heap block that changes in between (seen once in a full suite run: the switch was then not
    found and the fast path silently off) must not count."""
    if not os.path.exists("/proc/self/mem") or unicorn.__version__ not in pcsync.SUPPORTED_VERSIONS:
        pytest.skip("the switch is looked for only on a known unicorn with /proc/self/mem")
    real = pcsync._snapshot
    calls = []

    def noisy(address, into):
        n = real(address, into)
        calls.append(address)
        if len(into) == pcsync._PROBE_BYTES and len(calls) % 3 == 0:   # each 'after' read
            into[pcsync._PROBE_BYTES - 4] ^= 0x5A                        # past the engine
        return n
    monkeypatch.setattr(pcsync, "_snapshot", noisy)
    found = pcsync._discover()
    assert len(calls) == 3                  # before, the chunk header, after: found at once
    assert pcsync._hooked_pcs(None) == pcsync._PROOF_PCS
    assert pcsync._hooked_pcs(found)[1:] != pcsync._PROOF_PCS[1:]
