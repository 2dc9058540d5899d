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
    """The rows (published vs measured) of one paper of TARGETS.md."""
    from .papers import get_paper
    return get_paper(paper).rows(progress=progress)


def sweep(jobs, executor=None):
    """Run (kernel, core, kwargs) jobs, in parallel where an Executor is given; a DataFrame."""
    from .sweep import sweep as _sweep
    return _sweep(jobs, executor)


def list_kernels():
    from .kernel import all_kernels
    return sorted(all_kernels())


def list_cores():
    from .cores import registry
    return sorted(registry())
