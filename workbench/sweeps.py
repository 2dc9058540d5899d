"""Sweeps: many (kernel, core, options) runs, optionally in parallel through any Executor
(concurrent.futures or a dask.distributed client's ``get_executor()``), collected into a pandas
DataFrame.

The public entry point is :func:`workbench.sweep`. This module is deliberately not called
``sweep``: a submodule of that name would replace the function on the package as soon as it was
imported (``workbench.sweep`` would become a module after the first call).
"""
from __future__ import annotations

import inspect
from concurrent.futures import Executor
from functools import partial
from typing import Iterable

ERRORS = ("raise", "record")


def _failed(job, err: Exception) -> dict:
    kernel, core, kw = job
    asked = {k: kw[k] for k in ("mhz", "blocks") if k in kw}
    return {"kernel": kernel, "core": core, **asked, "verified": False, "error": str(err)}


def _one(job, record: bool = False) -> dict:
    """One job -> the Result as a dict; with ``record``, a user error becomes a row with ``error``.

    Module-level (and given only plain data) so that process pools and dask workers can pickle it.
    """
    from .errors import UserError
    from .runner import run_kernel
    kernel, core, kw = job
    if not record:
        return run_kernel(kernel, core, **kw).to_dict()
    try:
        return {**run_kernel(kernel, core, **kw).to_dict(), "error": None}
    except UserError as e:
        return _failed(job, e)


def _here(jobs: list, record: bool) -> list[dict]:
    """The jobs run in this process. A kernel is executed once per (blocks, seed, budget) and its
    verified trace timed on every core asked for: execution is most of a run's time, and a core
    model only reads the trace. The rows equal :func:`_one`'s, in job order."""
    from .errors import UserError
    from .kernel import find_kernel
    from .runner import execute_kernel, run, time_trace
    params = inspect.signature(run).parameters          # run()'s defaults, its single source
    shared = {n: params[n].default for n in ("blocks", "seed", "budget")}
    rows: list = [None] * len(jobs)

    def failed(members: list[int], err: Exception) -> None:
        if not record:
            raise err
        for i in members:
            rows[i] = _failed(jobs[i], err)

    groups: dict[tuple, list[int]] = {}
    for i, (kernel, _, kw) in enumerate(jobs):
        if set(kw) - {"mhz", *shared}:          # not a run() option: let run() say so
            rows[i] = _one(jobs[i], record)
        else:
            groups.setdefault((kernel, *(kw.get(n, d) for n, d in shared.items())), []).append(i)
    for (name, blocks, seed, budget), members in groups.items():
        try:
            kernel = find_kernel(name)
            program, trace = execute_kernel(kernel, blocks, seed, budget)
        except UserError as e:
            failed(members, e)
            continue
        for i in members:
            _, core, kw = jobs[i]
            try:
                row = time_trace(kernel, program, trace, core, kw.get("mhz"), blocks).result.to_dict()
            except UserError as e:
                failed([i], e)
                continue
            rows[i] = {**row, "error": None} if record else row
    return rows


def sweep(jobs: Iterable[tuple[str, str, dict]], executor: Executor | None = None, *,
          errors: str = "raise"):
    """Run each ``(kernel, core, kwargs)`` job (kwargs as for :func:`workbench.run_kernel`).

    ``executor`` is any object with an order-preserving ``map`` (a concurrent.futures pool,
    ``distributed.Client(...).get_executor()``): each job then runs on its own there. Without one
    the jobs run here, each kernel executed once and timed on every core asked for.
    One row per job, in job order; nested fields (breakdown, regions, notes) are left out.
    ``errors="record"`` turns a job's user error (a core without timings for an instruction the
    kernel uses, a core of another ISA) into a row whose ``error`` column holds the message,
    instead of stopping the sweep (its figures are missing, ``verified`` is False; ``error`` is
    missing on the rows that ran).
    """
    import pandas as pd
    if errors not in ERRORS:
        raise ValueError(f"errors must be one of {', '.join(ERRORS)}, not {errors!r}")
    record = errors == "record"
    jobs = [(k, c, dict(kw or {})) for k, c, kw in jobs]
    if executor is not None:
        rows = list(executor.map(partial(_one, record=record), jobs))
    else:
        rows = _here(jobs, record)
    flat = [{k: v for k, v in r.items() if not isinstance(v, (dict, list))} for r in rows]
    df = pd.DataFrame(flat)
    if "error" in df.columns:                      # last, wherever the first failure came
        df = df[[c for c in df.columns if c != "error"] + ["error"]]
    return df
