"""The Alpha 21064/21164 engine one retired instruction at a time: the reference timing loop.

``AlphaCore.time`` (``workbench/cores/alpha.py``) times each recurring straight-line segment once
per distinct entry state and must give results bit-identical to this loop; tests and
``benchmarks/bench_alpha.py`` compare the two through ``AlphaCore._time_reference``, which calls
:func:`time_reference`. The rules, their charges and their sources (21164 HRM 2.1.1.1 for fetch
groups and issue; ``workbench/machines/ev4.toml``, ``ev5.toml`` for every number) are those of
the ``alpha`` module's docstring.
"""
from __future__ import annotations

import numpy as np

from ..timing import Timing
from .alpha import CAUSES, CLASSES, _assign


def time_reference(core, trace) -> Timing:
    """The engine of ``core`` (an ``AlphaCore``), one instruction at a time: the specification
    ``core.time`` must match."""
    n = len(trace)
    cls, reads, writes, mask, group, lat, cond, backward = core._statics(trace)
    load_extra = core._load_extra(trace).tolist()
    fetch_extra = core._fetch_extra(trace).tolist()
    idx = trace.index.tolist()
    taken = trace.taken.tolist()
    LD, ST = (CLASSES.index(c) for c in ("ld", "st"))
    unit, busy, drain = core._units(trace, cls, lat)
    maxlat = [max(row) for row in lat]
    free = [0, 0]                      # when the branch unit and the FP divider are free
    counters: dict[int, int] = {}
    issue = [0] * n
    base = [0] * n
    pipes = [0] * n
    lost = {c: [0] * n for c in CAUSES}
    l_dep, l_lu, l_cache, l_slot, l_br = (lost[c] for c in CAUSES)
    reg_t = [-(1 << 30)] * 64          # issue cycle of the last writer (r0..r31, f0..f31)
    reg_s = [0] * 64                   # its static index
    reg_x = [0] * 64                   # its extra (cache-miss) latency
    last = -1
    cur_group = None
    # Every cycle between two issues is charged once: base (a new group's natural next
    # cycle) or one cause, so total_cycles == base.sum() + sum(lost).
    state: tuple = ()                  # resource keys of the instructions issued in ``last``
    trans: dict = {}
    MB = CLASSES.index("mb")           # a memory barrier takes the store slot (ev5.md: with stores)
    rk = [(mask[i], 1 if cls[i] == LD else 2 if cls[i] in (ST, MB) else 0) for i in range(len(cls))]
    pending = 0                        # delay from a mispredicted branch
    new_group = True
    mispredict = core.mispredict
    for k in range(n):
        s = idx[k]
        g = group[s]
        if new_group or g != cur_group:
            t = last + 1
            cur_group = g
            base[k] = 1
            fx = fetch_extra[k]
            if fx:                      # the group's line missed the I-cache
                l_cache[k] += fx
                t += fx
        else:
            t = last
        if pending:                     # refetch after a mispredicted branch
            if t == last:
                t += 1
                base[k] = 1
            l_br[k] += pending
            t += pending
            pending = 0
        c = cls[s]
        # operands: the latest of producer issue + latency (+ its miss latency)
        dep_t = t
        hit_t = t
        from_load = False
        for r in reads[s]:
            ps = reg_s[r]
            th = reg_t[r] + lat[ps][c]
            ta = th + reg_x[r]
            if ta > dep_t:
                dep_t, hit_t, from_load = ta, th, cls[ps] == LD
        if dep_t > t:
            miss_part = dep_t - max(hit_t, t)
            l_cache[k] += miss_part
            if from_load:
                l_lu[k] += dep_t - t - miss_part
            else:
                l_dep[k] += dep_t - t - miss_part
            t = dep_t
        if drain[s]:                    # a barrier waits for every earlier result
            ready = max([reg_t[r] + maxlat[reg_s[r]] + reg_x[r] for r in range(64)] + [t])
            l_dep[k] += ready - t
            t = ready
        u = unit[s]
        if u >= 0 and t < free[u]:      # a multi-cycle unit (branch unit, FP divider) is held
            l_slot[k] += free[u] - t
            t = free[u]
        # resources in cycle t: the pipes of all instructions issued in it must be
        # assignable to distinct pipes (the slotter puts a flexible instruction where a
        # later one of the same cycle leaves room), plus the load/store limits
        if t != last:
            state = ()
        key = (state, rk[s])
        nxt = trans.get(key)
        if nxt is None:
            nxt = trans[key] = core._step(state, rk[s])
        while nxt is False:
            t += 1
            l_slot[k] += 1
            state = ()
            nxt = trans.get(((), rk[s]))
            if nxt is None:
                nxt = trans[((), rk[s])] = core._step((), rk[s])
        state = nxt
        if u >= 0:
            free[u] = t + busy[s]
        issue[k] = t
        w = writes[s]
        if w >= 0:
            reg_t[w] = t
            reg_s[w] = s
            reg_x[w] = load_extra[k]
        tk = taken[k]
        new_group = tk
        if cond[s]:
            ctr = counters.get(s, 2 if backward[s] else 1)
            if (ctr >= 2) != tk:
                pending = mispredict
            counters[s] = min(3, ctr + 1) if tk else max(0, ctr - 1)
        last = t
    # pipes: one assignment per issue cycle
    k = 0
    while k < n:
        j = k
        while j + 1 < n and issue[j + 1] == issue[k]:
            j += 1
        for kk, p in zip(range(k, j + 1), _assign([mask[idx[x]] for x in range(k, j + 1)]) or ()):
            pipes[kk] = p
        k = j + 1
    issue_a = np.array(issue, dtype=np.int64)
    base_a = np.array(base, dtype=np.int64)
    lost_a = {c: np.array(v, dtype=np.int64) for c, v in lost.items()}
    total = int(issue_a[-1] + 1) if n else 0
    notes = [f"{core.spec.name}: {core.spec.description}"]
    return Timing(core.name, total, issue_a, base_a, lost_a,
                  np.array(pipes, dtype=np.int8), core.pipe_names, notes)
