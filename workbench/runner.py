"""Run a kernel end to end: assemble -> layout -> execute -> time -> verify -> Result.

The flow of DESIGN.md in one place; each step is another module's job.
"""
from __future__ import annotations

import math
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable

import numpy as np

import isa
from isa.errors import BudgetExceeded
from isa.program import Program
from isa.trace import Trace

from . import crypto, known_answers
from .budget import LONG_RUN, max_budget, plan_run, unit_name
from .cores import get_core
from .errors import VerificationError, WorkbenchError
from .kernel import ARITHMETIC, Kernel, find_kernel
from .layouts import build_layout
from .result import Result
from .timing import Timing



@dataclass
class Run:
    """Everything one run produced, for the timeline and comparison views."""
    kernel: Kernel
    program: Program
    trace: Trace
    timing: Timing
    result: Result


def isa_layer(name: str) -> isa.IsaLayer:
    """The ISA layer a kernel names, from the registry."""
    return isa.get_isa(name)


def test_data(blocks: int, seed: int = 1994) -> tuple[list[bytes], bytes, bytes]:
    """Deterministic keys (three, for 3DES), plaintext and IV for a run of ``blocks`` blocks."""
    rng = np.random.default_rng(seed)
    keys = [bytes(rng.integers(0, 256, 8, dtype=np.uint8)) for _ in range(3)]
    data = bytes(rng.integers(0, 256, 8 * blocks, dtype=np.uint8))
    iv = bytes(rng.integers(0, 256, 8, dtype=np.uint8))
    return keys, data, iv


def kernel_layout(kernel: Kernel, blocks: int, seed: int = 1994):
    """The test data of a run of ``blocks`` blocks (or operations) and the kernel's memory
    layout of them: (keys, data, iv, layout)."""
    keys, data, iv = test_data(blocks, seed)
    keys = keys if kernel.cipher == "3des" else keys[:1]
    return keys, data, iv, build_layout(kernel, keys, data, iv)


# The verified runs of one ``shared_runs`` block: (kernel, text, blocks, seed, budget) ->
# (program, trace); None outside one.
_SHARED: dict | None = None


@contextmanager
def shared_runs(store: dict | None = None):
    """Within the block, :func:`execute_kernel` executes each kernel once per (blocks, seed,
    budget) and hands every later caller the same verified program and trace, which callers
    only read. ``reproduce`` opens one per paper, so that ``--sensitivity`` re-times the very
    traces the paper's rows were timed on instead of executing them again. ``store``: the dict
    that keeps the runs (default: a new one, dropped when the block ends)."""
    global _SHARED
    outer = _SHARED
    _SHARED = {} if store is None else store
    try:
        yield _SHARED
    finally:
        _SHARED = outer


def _run_key(kernel: Kernel, plan, seed: int) -> tuple:
    return (repr(kernel), kernel.text(), plan.blocks, seed, plan.budget)


def holds_run(kernel: Kernel, blocks: int | None = None, seed: int = 1994) -> bool:
    """Whether the open :func:`shared_runs` block already holds the run :func:`execute_kernel`
    would give for these arguments (budget scaled to the blocks)."""
    return _SHARED is not None and _run_key(kernel, plan_run(kernel, blocks, None, True),
                                            seed) in _SHARED


def execute_kernel(kernel: Kernel, blocks: int | None = None, seed: int = 1994,
                   budget: int | None = None,
                   progress: Callable[[str], None] | None = None,
                   budget_option: bool = True) -> tuple[Program, Trace]:
    """Assemble and execute, verify the output against the reference; return program and trace.
    ``blocks`` None: :func:`default_blocks`; ``budget`` None: scaled to the blocks (see
    :func:`plan_run`). ``progress`` hears of the phases of a long run; ``budget_option``: the
    command has ``--budget`` (the messages offer it)."""
    plan = plan_run(kernel, blocks, budget, budget_option)
    blocks, budget = plan.blocks, plan.budget
    if _SHARED is not None:
        key = _run_key(kernel, plan, seed)
        if key not in _SHARED:
            _SHARED[key] = _execute(kernel, plan, seed, progress, budget_option)
        return _SHARED[key]
    return _execute(kernel, plan, seed, progress, budget_option)


def _execute(kernel: Kernel, plan, seed: int, progress, budget_option: bool
             ) -> tuple[Program, Trace]:
    blocks, budget = plan.blocks, plan.budget
    say = progress if progress is not None and plan.expected >= LONG_RUN else None
    keys, data, iv, layout = kernel_layout(kernel, blocks, seed)
    layer = isa_layer(kernel.isa)
    program = layer.assemble(kernel.text(), str(kernel.source), kernel.mode, layout.symbols,
                             layout.code_base, kernel.regions)
    if kernel.entry not in program.symbols:
        raise WorkbenchError(f"{kernel.manifest}: entry label '{kernel.entry}' is not defined in "
                             f"{kernel.source.name}")
    kat = known_answers.check(kernel, layer)      # untimed, before any figure; raises on a miss
    if say:
        say(f"{kernel.name}: executing {blocks:,} {unit_name(kernel, blocks)} (instruction budget "
            f"{budget:,})")
    started = time.perf_counter()
    try:
        execution = layer.execute(program, layout.image, program.symbols[kernel.entry], budget)
    except BudgetExceeded as e:
        where = f", last block at {e.source}" if e.source else ""
        raise WorkbenchError(
            f"{kernel.name}: the instruction budget ran out: {plan.budget_text(kernel)} were not "
            f"enough for {blocks:,} {unit_name(kernel, blocks)} (stopped at pc={e.pc:#x}{where}); "
            + ("if the kernel is just slow, raise the budget with "
               + (f"--budget N (at most {max_budget():,}; WORKBENCH_MAX_BUDGET moves that cap)"
                  if budget_option else "`workbench run --budget N`")
               + "; otherwise the kernel does not terminate")) from None
    if say:
        say(f"{kernel.name}: executed {len(execution.trace):,} instructions in "
            f"{time.perf_counter() - started:.1f} s; verifying")
    out_addr, out_len = layout.output
    got = execution.read_memory(out_addr, out_len, layout.output_space)
    if kernel.cipher in ARITHMETIC and layout.expected is None:
        raise WorkbenchError(f"{kernel.manifest}: layout '{kernel.layout}' gives no expected "
                             f"output for a {kernel.cipher} kernel")
    if layout.expected is not None:      # arithmetic kernels: the layout's answer, from pow
        want, rec, ref, unit = layout.expected, layout.record, layout.reference, "operation"
    else:
        want, rec, unit = crypto.modes.encrypt_fast(kernel.cipher, kernel.chaining, keys, data,
                                                      iv), 8, "block"
        ref = f"{kernel.cipher.upper()}-{kernel.chaining.upper()}"
    if got != want:
        first = next(i for i in range(len(want)) if got[i] != want[i]) // rec
        raise VerificationError(
            f"{kernel.name}: output differs from the reference {ref} at {unit} {first}: got "
            f"{got[rec*first:rec*first+rec].hex()}, expected {want[rec*first:rec*first+rec].hex()}")
    trace = execution.trace
    trace.meta.kernel, trace.meta.blocks, trace.meta.seed = kernel.name, blocks, seed
    trace.meta.verified = True
    trace.meta.kat = kat
    return program, trace


def check_mhz(mhz: float | None) -> None:
    """A clock must be a positive, finite number of MHz (None: the machine's own clock)."""
    if mhz is not None and not (math.isfinite(mhz) and mhz > 0):
        raise WorkbenchError(f"--mhz must be a positive number of MHz, not {mhz}")


# The region of each static instruction of the latest static tables: [(static, names, codes)]
_REGIONS: list = []


def _region_codes(static: list) -> tuple[list[str], np.ndarray]:
    """The sorted region names of a static table and each instruction's code (len(names): none),
    kept for the latest few tables (a table equal to a kept one, as a program's re-executions
    give, is not walked again)."""
    for st, names, codes in _REGIONS:
        if st is static or (len(st) == len(static) and st == static):
            return names, codes
    names = sorted({s.region for s in static if s.region})
    code_of = {n: i for i, n in enumerate(names)}
    codes = np.array([code_of.get(s.region, len(names)) for s in static], np.int64)
    _REGIONS[:] = _REGIONS[-3:] + [(static, names, codes)]
    return names, codes


def time_trace(kernel: Kernel, program: Program, trace: Trace, core: str,
               mhz: float | None = None, blocks: int | None = None) -> Run:
    check_mhz(mhz)
    model = get_core(core)
    if model.isa != kernel.isa:
        raise WorkbenchError(f"core '{core}' runs {model.isa} code; kernel '{kernel.name}' "
                             f"is {kernel.isa}")
    timing = model.time(trace)
    blocks = blocks or trace.meta.blocks or 1
    names, static_code = _region_codes(trace.static)
    code_of = {n: i for i, n in enumerate(names)}
    counts = np.bincount(static_code, weights=trace.static_counts(), minlength=len(names) + 1)
    cycles = np.bincount(static_code, weights=timing.static_cycles(trace), minlength=len(names) + 1)
    regions = {n: {"instructions": int(counts[i]), "cycles": int(cycles[i])} for n, i in code_of.items()}
    result = Result(kernel.name, core, kernel.isa, kernel.cipher, kernel.chaining,
                    float(model.spec.clock_mhz if mhz is None else mhz), blocks, len(trace),
                    int(timing.total_cycles),
                    trace.meta.verified, timing.breakdown(), regions,
                    list(timing.notes) + _block_note(kernel),
                    _kat_summary(trace.meta.kat))
    return Run(kernel, program, trace, timing, result)


def _kat_summary(kat: dict | None) -> dict:
    """{"vectors", "passed"} of the known answers run through the kernel (empty: not run, e.g. a
    trace read from a file)."""
    return {"vectors": kat["vectors"], "passed": kat["passed"]} if kat else {}


def _block_note(kernel: Kernel) -> list[str]:
    if kernel.cipher not in ARITHMETIC:
        return []
    what = "Montgomery product" if kernel.cipher == "montgomery" else "RSA private-key operation"
    return [f"one block is one {what}: blocks/s is operations/s; Mb/s counts 64 bits a block and "
            "does not apply"]


def run(kernel_name: str, core: str, mhz: float | None = None, blocks: int | None = None,
        seed: int = 1994, budget: int | None = None,
        progress: Callable[[str], None] | None = None, budget_option: bool = True) -> Run:
    """One verified, timed run. ``blocks`` None: 64 blocks of a cipher, one operation of an
    arithmetic kernel; ``budget`` None: scaled to the blocks (:func:`plan_run`)."""
    check_mhz(mhz)
    kernel = find_kernel(kernel_name)
    model = get_core(core)
    if model.isa != kernel.isa:
        raise WorkbenchError(f"core '{core}' runs {model.isa} code; kernel '{kernel.name}' "
                             f"is {kernel.isa}")
    plan = plan_run(kernel, blocks, budget, budget_option)
    program, trace = execute_kernel(kernel, plan.blocks, seed, None if plan.scaled else plan.budget,
                                    progress, budget_option)
    long = progress is not None and plan.expected >= LONG_RUN
    if long:
        progress(f"{kernel.name}: timing {len(trace):,} instructions on {core}")
    started = time.perf_counter()
    out = time_trace(kernel, program, trace, core, mhz, plan.blocks)
    if long:
        progress(f"{kernel.name}: timed in {time.perf_counter() - started:.1f} s")
    return out


def run_kernel(kernel_name: str, core: str, **kw) -> Result:
    """The notebook entry point: one verified run, as a Result."""
    return run(kernel_name, core, **kw).result

