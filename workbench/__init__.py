"""Cycle-counting workbench for historic cryptographic kernels.

    import workbench
    r = workbench.run_kernel("des-karn-rm16", "i486", mhz=50, blocks=256)
    r.clocks_per_block, r.mbps, r.breakdown
    workbench.reproduce("karn")            # list of Row
    workbench.sweep([...]) -> pandas.DataFrame
"""
from __future__ import annotations

__version__ = "0.1.0"


def run_kernel(kernel: str, core: str, **kw):
    """One verified run of ``kernel`` on ``core``; returns a :class:`workbench.result.Result`."""
    from .runner import run_kernel as _run
    return _run(kernel, core, **kw)


def reproduce(paper: str, progress=None):
    """The rows (published vs measured) of one paper of docs/targets.md."""
    from .papers import get_paper
    return get_paper(paper).rows(progress=progress)


def sweep(jobs, executor=None, *, errors="raise"):
    """Run (kernel, core, kwargs) jobs, in parallel where an Executor is given; a DataFrame.

    ``executor``: a concurrent.futures pool or ``distributed.Client(...).get_executor()``.
    ``errors="record"`` keeps going past a job that cannot run and puts the reason in an
    ``error`` column. (The implementation lives in :mod:`workbench.sweeps`.)
    """
    from .sweeps import sweep as _sweep
    return _sweep(jobs, executor, errors=errors)


def list_kernels(core: str | None = None, cipher: str | tuple[str, ...] | None = None):
    """Kernel names, sorted; with ``core``, only the kernels of that core's instruction set; with
    ``cipher`` ("des", "3des", "rsa", "montgomery" or a tuple of them), only those."""
    from .kernel import all_kernels
    kernels = all_kernels()
    if core is not None:
        from .cores import get_core
        isa = get_core(core).isa
        kernels = {n: k for n, k in kernels.items() if k.isa == isa}
    if cipher is not None:
        wanted = (cipher,) if isinstance(cipher, str) else tuple(cipher)
        kernels = {n: k for n, k in kernels.items() if k.cipher in wanted}
    return sorted(kernels)


def list_cores(kernel: str | None = None):
    """Core names, sorted; with ``kernel``, only the cores of that kernel's instruction set.

    A core of the right instruction set may still lack timings for an instruction the kernel
    uses (the 386 has no BSWAP); ``sweep(..., errors="record")`` reports those.
    """
    from .cores import registry
    cores = registry()
    if kernel is not None:
        from .kernel import find_kernel
        isa = find_kernel(kernel).isa
        cores = {n: f for n, f in cores.items() if f().isa == isa}
    return sorted(cores)
