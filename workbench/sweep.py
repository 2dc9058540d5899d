"""Sweeps: many (kernel, core, options) runs, optionally in parallel through any Executor
(concurrent.futures or a dask.distributed client), collected into a pandas DataFrame."""
from __future__ import annotations

from concurrent.futures import Executor
from typing import Iterable


def _one(job):
    from .runner import run_kernel
    kernel, core, kw = job
    return run_kernel(kernel, core, **kw).to_dict()


def sweep(jobs: Iterable[tuple[str, str, dict]], executor: Executor | None = None):
    import pandas as pd
    jobs = list(jobs)
    rows = list(executor.map(_one, jobs)) if executor else [_one(j) for j in jobs]
    flat = [{k: v for k, v in r.items() if not isinstance(v, (dict, list))} for r in rows]
    return pd.DataFrame(flat)
