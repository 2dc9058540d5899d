"""Why each cycle: the explanation ``workbench time`` adds to a fragment's timing.

Nothing here changes a figure the cores compute (their lost-cycle attribution stays as it is);
this is a second, static look at the steady-state loop body beside the simulation, in the
spirit of what llvm-mca and uiCA print next to their cycle counts.

Per instruction (each core's rules answer ``explain(prep, static_index) -> dict``, an optional
hook, from the core's own tables; ``explain_reason(timing, i) -> str`` where the core knows why
an instruction issued where it did):

- ``lat``: result latency in clocks (P6: the longest chain through its uops, each with its
  ``latency.<kind>``; Pentium: the x87 latency where the table gives one, else its clocks; 386
  and 486: the table's clocks, one instruction at a time; Alpha: to an integer-add consumer, the
  critical path below uses the latency to the actual consumer's class; PA-8x00: ``latency.*``);
- ``rthr``: reciprocal throughput of the instruction alone, clocks between independent copies
  (P6: the busiest set of ports, non-pipelined units, RAT width; in-order x86: its clocks;
  PA-8x00: one over the units of its kind);
- ``uops`` and ``ports`` (P6/PII), the pairing class (Pentium), the pipes or unit (Alpha,
  PA-8x00) in ``kind``/``ports``;
- ``reason``: the pipe and why it paired or did not (Pentium), the slot and why it did not
  issue with the instruction before it (Alpha);
- ``critical``: the instruction is on the critical dependency chain.

The critical dependency chain (``dependency``). The loop body is the shown steady-state
iteration. Each instruction reads and writes named locations: its registers (the decoder's
``reads``/``writes``, partial registers as the whole register, the flags as one location, the
x87 stack registers by physical register, the stack tracked through pushes, pops and FXCH as in
the cores), or what the core's hook says it reads and writes. An edge runs from the last writer
of a location to each later reader, weighted with the writer's latency; edges into the next
iteration are the loop-carried ones. The body is laid out ``K`` times in a row and the earliest
start of every instruction computed as if every unit were free (only data dependencies wait);
the growth of the last finish per copy over the second half of the copies is the recurrence
bound in cycles per iteration: the largest ratio of latency to iteration distance over the
cycles of the dependency graph, to which that growth converges. Walking back from the last
instruction to finish along the edges that set each start, through the second half of the
copies, the instructions met in more than one copy form the recurring chain (the tail from it to
the last finish is met once); they are marked. Without a loop-carried chain the bound is 0
and the longest chain inside one iteration is marked instead. On a core that
issues in order (``issues_in_order`` on its rules) a second bound lays the copies out with no
instruction starting before the one before it: the latency chains of one iteration then cannot
overlap the next one's ("in-order dependency chain"). Memory is not followed (a store
and a later load of the same address are not an edge), and neither are the ports: this is the
bound that latency alone sets. llvm-mca reports the same idea as its "critical sequence" from a
simulated schedule, and uiCA reports a dependency bound from the loop's latency graph; this is a
direct longest-path computation over the unrolled body.

Port pressure (cores whose hook gives ``port_masks``, the P6/PII): the uops of one iteration on
each port, a uop that may go to several ports split evenly over them (as llvm-mca's resource
pressure view does); the port bound is the exact lower bound of any schedule, the largest, over
every set of ports, of the uops that can only go to ports in the set divided by its size.
Beside it: the allocation bound (uops / ``backend.alloc_width``), the non-pipelined units
(``interval.<kind>`` clocks per uop) and the 4-1-1 decode bound (``frontend.*``: D0 any
instruction of up to ``d0_max_uops`` uops, the other decoders one-uop instructions only, longer
ones alone over ceil(uops / ``microcode_uops_per_clock``) clocks, a prefixed one alone plus
``prefix_clocks`` per prefix; the 16-byte fetch blocks are not counted here).

The bottleneck summary names the largest of these bounds (each is a lower bound of the cycles
per iteration, so the largest is the nearest to the measured figure) and the cause that lost
the most cycles in the simulation ("agi, 1.00 of 16.20 cycles per iteration").
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cores import x87

MAX_WORK = 40_000               # instructions laid out for the recurrence (K copies of the body)


@dataclass
class Explanation:
    rows: list[dict]                    # per body instruction: lat, rthr, uops, ports, kind, reason, critical
    bounds: dict[str, float]            # name -> cycles per iteration
    port_pressure: dict[str, float]     # port -> uops per iteration (P6/PII)
    critical_path: dict                 # {"cycles_per_iteration", "loop_carried", "lines"}
    summary: str
    nearest: str = ""
    notes: list[str] = field(default_factory=list)


def _info(rules, prep, sidx: int) -> dict:
    hook = getattr(rules, "explain", None)
    if hook is None or prep is None:
        return {}
    return hook(prep, sidx) or {}


def _locations(s, info: dict) -> tuple[set, set]:
    """The named locations an instruction reads and writes (x87 registers come later)."""
    if "reads" in info or "writes" in info:
        return set(info.get("reads", ())), set(info.get("writes", ()))
    return ({r for r in s.reads if r != "eip"}, {r for r in s.writes if r != "eip"})


def _latency(prod: dict, cons: dict) -> int:
    to = prod.get("lat_to")
    if to and cons.get("group") in to:
        return int(to[cons["group"]])
    lat = prod.get("lat")
    if lat is None:
        lat = prod.get("clocks", 1)
    return int(lat)


def dependency(body: list, infos: list[dict], in_order: bool = False, loop: bool = True,
               x86: bool = True) -> tuple[float, set[int], float, bool]:
    """(recurrence bound in cycles per iteration, body positions on the critical chain, the
    longest chain inside one iteration, whether the chain is loop-carried). ``body``: the static
    instructions of one iteration in order (see the module doc); ``x86``: follow the x87
    stack. ``in_order``: no instruction
    starts before the one before it (the in-order bound); ``loop``: False for one pass (a
    function call): the longest chain only."""
    m = len(body)
    if not m:
        return 0.0, set(), 0.0, False
    locs = [_locations(s, i) for s, i in zip(body, infos)]
    fx = [x87.effect(s) if x86 and "reads" not in i else None for s, i in zip(body, infos)]
    own = [_latency(i, i) for i in infos]
    k_copies = max(8, min(4 * m, MAX_WORK // m)) if loop else 1
    h = k_copies // 2
    ready: dict = {}
    start = [[0] * m for _ in range(k_copies)]
    pred: list[list] = [[None] * m for _ in range(k_copies)]
    stack = x87.Stack()
    done = [0] * k_copies           # the last finish of copies 0..c
    latest = prev = 0
    for c in range(k_copies):
        for p in range(m):
            rd, wr = locs[p]
            if fx[p] is not None:
                fr, fw, stack = x87.apply(fx[p], stack)
                rd = rd | {("st", r) for r in fr}
                wr = wr | {("st", r) for r in fw}
            t, who = (prev, None) if in_order else (0, None)
            for key in rd:
                hit = ready.get(key)
                if hit is None:
                    continue
                cp, pp = hit
                e = start[cp][pp] + _latency(infos[pp], infos[p])
                if e > t:
                    t, who = e, hit
            start[c][p], pred[c][p] = t, who
            prev = t
            latest = max(latest, t + own[p])
            for key in wr:
                ready[key] = (c, p)
        done[c] = latest
    if not loop:
        bound = 0.0
    else:
        bound = (done[-1] - done[h - 1]) / (k_copies - h)
    # one copy alone: the longest chain inside an iteration
    first = max(start[0][p] + own[p] for p in range(m))     # copy 0 has no incoming edges
    # walk back from the last instruction to finish
    c_end = k_copies - 1
    p_end = max(range(m), key=lambda p: start[c_end][p] + own[p])
    node = (c_end, p_end)
    seen: dict[int, int] = {}
    carried = bound > 1e-9
    while node is not None and node[0] >= h:
        seen[node[1]] = seen.get(node[1], 0) + 1
        node = pred[node[0]][node[1]]
    # the recurring chain: the positions the walk meets in more than one copy (the tail from the
    # chain to the last finish, and the lead-in, are met once)
    on = {p for p, k in seen.items() if k > 1}
    if not carried:
        # the longest chain inside one iteration (copy 0 has no incoming edges)
        p0 = max(range(m), key=lambda p: start[0][p] + own[p])
        on = set()
        node = (0, p0)
        while node is not None:
            on.add(node[1])
            node = pred[node[0]][node[1]]
    return float(bound), on, float(first), carried


def _port_name(mask: int) -> str:
    return "p" + "".join(str(b) for b in range(8) if mask >> b & 1)


def ports(infos: list[dict], spec, loop: bool = True) -> tuple[dict[str, float], dict[str, float], str]:
    """(uops per iteration on each port, bounds, the name of the port bound's port set)."""
    count: dict[int, int] = {}
    for i in infos:
        for mk in i.get("port_masks", ()):
            count[mk] = count.get(mk, 0) + 1
    pressure = {f"p{b}": 0.0 for b in range(5)}
    for mk, k in count.items():
        bits = [b for b in range(5) if mk >> b & 1]
        for b in bits:
            pressure[f"p{b}"] += k / len(bits)
    bounds: dict[str, float] = {}
    allp = 0
    for mk in count:
        allp |= mk
    best, best_set = 0.0, 0
    sub = allp
    while sub:
        inside = sum(k for mk, k in count.items() if mk & ~sub == 0)
        v = inside / bin(sub).count("1")
        if v > best + 1e-12 or (abs(v - best) < 1e-12 and bin(sub).count("1") < bin(best_set).count("1")):
            best, best_set = v, sub
        sub = (sub - 1) & allp
    where = _port_name(best_set) if best_set else ""
    total = sum(count.values())
    if total:
        bounds[f"ports ({where})"] = best
        width = spec.get("backend.alloc_width")
        if width:
            bounds["allocation"] = total / width
    units: dict = {}
    for i in infos:
        for unit, every in i.get("units", ()):
            units[unit] = units.get(unit, 0) + every
    for unit, v in units.items():
        bounds[f"unit {unit} (not pipelined)"] = float(v)
    if total and all("simple" in i for i in infos) and spec.get("frontend.decoders"):
        bounds["decode"] = _decode(infos, spec, 8 if loop else 1)
    return ({k: round(v, 4) for k, v in pressure.items()}, bounds, where)


def _decode(infos: list[dict], spec, copies: int = 8) -> float:
    """4-1-1 decode clocks per iteration over ``copies`` copies of the body (second half)."""
    d0 = spec["frontend.d0_max_uops"]
    dec = spec["frontend.decoders"]
    per = spec.get("frontend.microcode_uops_per_clock") or d0
    pclk = spec.get("frontend.prefix_clocks") or 0
    cyc, slot = 0, 0
    marks = []
    for _ in range(copies):
        for i in infos:
            u = int(i.get("uops", 1))
            npre = int(i.get("prefixes", 0))
            if u > d0 or npre:
                if slot:
                    cyc, slot = cyc + 1, 0
                cyc += -(-u // per) if u > d0 else 1 + npre * pclk
            elif not i.get("simple"):
                if slot:
                    cyc += 1
                slot = 1
            else:
                if slot >= dec:
                    cyc, slot = cyc + 1, 0
                slot += 1
            if slot >= dec:
                cyc, slot = cyc + 1, 0
        marks.append(cyc + (1 if slot else 0))
    if copies == 1:
        return float(marks[0])
    h = copies // 2
    return (marks[-1] - marks[h - 1]) / (copies - h)


def explain(model, timing, a: int, b: int, cycles: float, per_iteration: dict[str, float],
            iterations: int) -> Explanation:
    """The explanation of retired instructions ``a``..``b`` (one steady-state iteration) of
    ``timing`` (see the module doc)."""
    trace = getattr(timing, "trace", None)
    prep = getattr(timing, "prep", None)
    rows: list[dict] = []
    body, infos = [], []
    known: dict[int, dict] = {}         # per static instruction: a call repeats its loops
    for j in range(a, b):
        if trace is not None:
            s_idx = int(trace.index[j])
            s = trace.static[s_idx]
            info = known.get(s_idx)
            if info is None:
                info = known[s_idx] = _info(model, prep, s_idx)
        else:
            s, info = None, {}
        body.append(s)
        infos.append(info)
        rows.append({"lat": info.get("lat"), "rthr": info.get("rthr"), "uops": info.get("uops"),
                     "ports": info.get("ports", ""), "kind": info.get("class", ""),
                     "reason": timing.reason(j) if hasattr(timing, "reason") else "",
                     "critical": False})
    bounds: dict[str, float] = {}
    crit = {"cycles_per_iteration": 0.0, "loop_carried": False, "lines": []}
    loop = iterations > 1
    if trace is not None and body and any(infos):
        x86 = trace.isa == "x86"
        bound, on, first, carried = dependency(body, infos, loop=loop, x86=x86)
        if carried and loop:
            bounds["dependency chain"] = bound
        elif not loop:
            bounds["dependency chain"] = first      # one pass: its longest chain
        if loop and getattr(model, "issues_in_order", False):
            chain = dependency(body, infos, in_order=True, x86=x86)[0]
            if chain > 0:
                bounds["in-order dependency chain"] = chain
        for p in on:
            rows[p]["critical"] = True
        crit = {"cycles_per_iteration": round(bound, 4) if iterations > 1 else 0.0,
                "loop_carried": carried and iterations > 1, "longest_in_iteration": first,
                "lines": sorted({body[p].line for p in on if body[p].line})}
    pressure, port_bounds, _ = ports(infos, model.spec, loop)
    if not any(i.get("port_masks") for i in infos):
        pressure = {}
    bounds.update(port_bounds)
    bounds["base clocks"] = float(per_iteration.get("base", 0.0))
    bounds = {k: round(v, 4) for k, v in bounds.items()}
    nearest = max(bounds, key=bounds.get) if bounds else ""
    lost = {k: v for k, v in per_iteration.items() if k != "base" and v > 0}
    what = "call" if iterations == 1 else "iteration"
    parts = []
    if nearest:
        parts.append(f"nearest bound: {nearest}, {bounds[nearest]:.2f} of {cycles:.2f} cycles "
                     f"per {what}")
    if lost:
        worst = max(lost, key=lost.get)
        parts.append(f"most lost: {worst}, {lost[worst]:.2f} of {cycles:.2f} cycles")
    return Explanation(rows, bounds, pressure, crit, "; ".join(parts), nearest)
