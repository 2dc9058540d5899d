"""``workbench time``: the steady-state cycles of an assembly fragment on one core, without a
manifest, like llvm-mca and uiCA.

How a fragment is run and measured (printed with every result as ``method``):

- The fragment is repeated ``--iterations`` N times back to back, the ISA's halt after the last
  copy, and run once on the ISA layer (memory and registers as in :mod:`workbench.snippet`), so
  each iteration starts from the registers and memory the previous one left. No loop branch is
  added: the copies follow each other as in an unrolled loop (llvm-mca's and uiCA's default).
- Every copy is then timed at the first copy's addresses (the trace's instructions are mapped
  back onto copy 1), so from the second iteration on the code is in the instruction cache, as it
  would be in a loop. This needs the copies to be byte-identical: a fragment that defines labels
  (they would be defined N times) or assembles differently at each address is refused for N > 1
  with its location; ``--iterations 1`` times it once, labels and inner loops included.
- Steady state: the core times the first M = N // 2 iterations and all N iterations as two
  traces, and cycles per iteration = (cycles(N) - cycles(M)) / (N - M). Warm-up (cold caches,
  the first fetches) and the drain at the end appear in both and cancel. With N = 1 the figure is
  the single, cold iteration.
- Lost cycles per iteration by cause, instructions per iteration and the bottleneck come from
  iterations M+1..N of the N-iteration timing; the bottleneck is the cause that loses the most
  cycles per iteration, or "throughput (base clocks)" when nothing is lost.
- The per-instruction table shows one steady-state iteration: the last but one (N >= 3), so that
  another iteration follows it as in the steady state; issue cycles are relative to its first
  instruction. ``--timeline`` shows the last three iterations with absolute cycles.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from isa.errors import AssemblyError, BudgetExceeded, EmulationFault
from isa.limits import MAX_SOURCE_CHARS
from isa.trace import Trace

from . import loops
from .cores import get_core
from .errors import WorkbenchError
from .explain import explain
from .registers import check_registers
from .snippet import check_fits, layer_for, layout
from .timeline import Step

DATA_SIZE = 0xF000          # the data area at DATA (the most real16's segment leaves the stack)
DEFAULT_ITERATIONS = 100
CACHES = ("cold", "warm", "perfect")
DEFAULT_BUDGET = 5_000_000

JSON_KEYS = ("file", "isa", "mode", "core", "machine", "caches", "iterations", "cycles_per_iteration",
             "instructions_per_iteration", "ipc", "bottleneck", "per_iteration",
             "first_iteration_cycles", "steady_state", "method", "shown_iteration", "instructions",
             "registers", "memory", "notes", "bounds", "port_pressure", "critical_path",
             "summary")
"""Keys of :meth:`FragmentTiming.to_dict` (``timeline`` is added with ``--timeline``):

- ``caches``: "cold", "warm" or "perfect" (--caches);
- ``cycles_per_iteration``, ``instructions_per_iteration``, ``ipc``: steady state (floats);
- ``bottleneck``: a lost-cycle cause ("agi", "dependency", ...) or "throughput (base clocks)";
- ``per_iteration``: {"base": clocks, cause: lost cycles, ...} per steady-state iteration;
- ``first_iteration_cycles``: the cold first iteration alone;
- ``steady_state``: {"from_iteration", "to_iteration", "cycles_first", "cycles_all"}: the
  iterations averaged (1-based, inclusive) and the two totals whose difference is used;
- ``method``: how the figure was computed, in words;
- ``shown_iteration``: 1-based number of the iteration in ``instructions``;
- ``instructions``: [{"address", "text", "line", "source", "issue", "pipe", "base", "lost",
  "lat", "rthr", "uops", "ports", "kind", "reason", "critical"}] for that iteration; ``issue``
  relative to its first instruction, ``lost`` {cause: cycles}; ``lat`` result latency and
  ``rthr`` reciprocal throughput in clocks, ``uops`` and ``ports`` (P6/PII: "p01 p4", a port set
  per uop), ``kind`` the pairing class (P5), instruction class (Alpha), unit (PA-8x00) or timing
  class (DSP56001), ``reason`` the pipe and why it paired or not (P5) or the slot and why it
  did not issue with the instruction before it (Alpha), ``critical`` on the critical dependency
  chain; a value the core does not give is null or "" (workbench/explain.py);
- ``registers``: initial register values; ``memory``: [{"name", "address", "size"}];
- ``bounds``: {name: cycles per iteration}: lower bounds from "dependency chain" (the
  loop-carried recurrence), "ports (p2)" (the busiest port set), "allocation", "decode", "unit
  (not pipelined)" (P6/PII) and "base clocks";
- ``port_pressure``: {"p0".."p4": uops per iteration} (P6/PII; {} elsewhere);
- ``critical_path``: {"cycles_per_iteration" (the recurrence bound), "loop_carried",
  "longest_in_iteration", "lines" (source lines on the chain)};
- ``summary``: the bottleneck in words: the nearest bound and the cause that lost the most;
- ``timeline``: [{"n", "cycle", "pipe", "base", "waits", "text", "where"}] (workbench.timeline).
- ``call`` (with --function, workbench.function) and ``loop`` (a fragment timed as a loop):
  LOOP_KEYS.
"""
LOOP_KEYS = ("head_line", "edge_line", "ended_by_itself", "setup_instructions")
"""``loop``: the source lines of the loop head and its back-edge, whether the loop's own exit
condition ended the run (else it was stopped at --iterations), and the retired instructions of
the set-up code before the first iteration."""


@dataclass
class Row:
    address: int
    text: str
    line: int | None
    source: str
    issue: int
    pipe: str
    base: int
    lost: dict[str, int]
    lat: int | None = None              # workbench/explain.py: result latency, clocks
    rthr: float | None = None           # reciprocal throughput alone, clocks
    uops: int | None = None             # P6/PII
    ports: str = ""                     # P6/PII port set per uop; Alpha pipes; PA queues
    kind: str = ""                      # P5 pairing class, Alpha class, PA unit, DSP class
    reason: str = ""                    # P5 pipe and pairing reason, Alpha slot
    critical: bool = False              # on the critical dependency chain


@dataclass
class FragmentTiming:
    file: str
    isa: str
    mode: str
    core: str
    machine: str
    iterations: int
    cycles_per_iteration: float
    instructions_per_iteration: float
    ipc: float
    bottleneck: str
    per_iteration: dict[str, float]
    first_iteration_cycles: int
    steady_state: dict[str, int]
    method: str
    shown_iteration: int
    instructions: list[Row]
    registers: dict[str, int]
    memory: list[dict]
    notes: list[str] = field(default_factory=list)
    caches: str = "cold"
    bounds: dict[str, float] = field(default_factory=dict)
    port_pressure: dict[str, float] = field(default_factory=dict)
    critical_path: dict = field(default_factory=dict)
    summary: str = ""
    timeline: list[Step] | None = None
    call: dict | None = None            # --function: workbench.function.CALL_KEYS
    loop: dict | None = None            # a loop fragment: workbench.fragment.LOOP_KEYS

    def to_dict(self) -> dict:
        d = {k: getattr(self, k) for k in JSON_KEYS}
        if self.call is not None:
            d["call"] = self.call
        if self.loop is not None:
            d["loop"] = self.loop
        d["instructions"] = [dataclasses.asdict(r) for r in self.instructions]
        if self.timeline is not None:
            d["timeline"] = [s.to_dict() for s in self.timeline]
        return d

    def format_text(self) -> str:
        from .time_report import text
        return text(self)


def _alias(trace: Trace, base: int, size: int, copies: int) -> tuple[Trace, np.ndarray]:
    """The trace with every instruction moved onto the first copy's address (and the final halt
    right after it), and the copy number of each retired instruction (``copies`` for the halt)."""
    addr_s = np.array([s.address for s in trace.static], dtype=np.int64)
    copy_s = np.clip((addr_s - base) // size, 0, copies)
    first_of: dict[int, int] = {}
    static = []
    remap = np.zeros(len(trace.static), dtype=np.int32)
    for k in np.argsort(addr_s, kind="stable").tolist():      # copy 1's own entries win
        s = trace.static[k]
        shift = min(int(copy_s[k]), copies - 1) * size     # the halt follows copy 1
        alias = s.address - shift
        if alias not in first_of:
            target = s.target
            if target is not None and base + shift <= target < base + shift + size:
                target -= shift
            first_of[alias] = len(static)
            static.append(dataclasses.replace(s, address=alias, target=target))
        remap[k] = first_of[alias]
    index = remap[trace.index] if len(trace) else trace.index
    aliased = Trace(trace.isa, static, index.astype(np.int32), trace.taken, trace.accesses,
                    trace.nullified, trace.spaces, trace.meta)
    return aliased, copy_s[trace.index] if len(trace) else np.zeros(0, np.int64)


def timing_model(core: str, spec=None, caches: str = "cold"):
    """The core's model with its caches as ``caches`` asks: "cold" (they start empty),
    "warm" (the timed run follows one untimed run of itself: :func:`summarise`) or "perfect"
    (every access hits; the engine's ``perfect_caches``)."""
    if caches not in CACHES:
        raise WorkbenchError(f"--caches {caches}: one of {', '.join(CACHES)}")
    model = get_core(core, spec)
    model.perfect_caches = caches == "perfect"
    model.warm_caches = caches == "warm"
    return model


def time_fragment(text: str, core: str, *, path: str = "<fragment>", isa: str | None = None,
                  mode: str | None = None, iterations: int = DEFAULT_ITERATIONS,
                  registers: dict[str, int] | None = None, budget: int = DEFAULT_BUDGET,
                  spec=None, timeline: bool = False, caches: str = "cold",
                  kernel: str | None = None) -> FragmentTiming:
    """Time ``text`` on ``core`` as a loop body run ``iterations`` times, or as the loop it holds
    (see the module doc and workbench.loops). ``caches``: "cold" (they start empty, the default)
    or "perfect" (every access hits). ``kernel``: assemble and run ``text`` (a kernel's source,
    edited, with its loop marked) against that kernel's memory layout (its tables, keys and
    ``iterations`` + 1 blocks of test data) from its entry label; its output is not verified."""
    if iterations < 1:
        raise WorkbenchError(f"iterations must be at least 1 (got {iterations})")
    model = timing_model(core, spec, caches)
    if isa is not None and isa != model.isa:
        raise WorkbenchError(f"core '{core}' times {model.isa} code, not {isa}")
    isa_name = model.isa
    layer = layer_for(isa_name)
    mode = mode or layer.default_mode
    if mode not in layer.modes:
        raise WorkbenchError(f"--mode {mode}: the {isa_name} layer has no mode '{mode}' "
                             f"(have: {', '.join(layer.modes)})")
    registers = check_registers(isa_name, mode, registers or {})
    the_kernel = entry = None
    if kernel is not None:
        from .kernel import find_kernel
        from .runner import kernel_layout
        the_kernel = find_kernel(kernel)
        if the_kernel.isa != isa_name:
            raise WorkbenchError(f"kernel '{kernel}' is {the_kernel.isa} code; core '{core}' "
                                 f"times {isa_name}: pick a core that times {the_kernel.isa} code")
        mode = the_kernel.mode
    lines = text.splitlines()
    marks = loops.markers(lines, path)
    if marks is not None:
        lines = loops.blank_markers(lines)
    nl = len(lines)
    body = "".join(ln + "\n" for ln in lines)
    halt = layer.halt
    if the_kernel is not None:
        kl = kernel_layout(the_kernel, iterations + 1)[3]
        img, symbols, base = kl.image, dict(kl.symbols), kl.code_base
    else:
        img, symbols, base = layout(isa_name, mode, bytes(DATA_SIZE))

    # one copy: locates every error in the user's file (a kernel's source ends in its own way)
    try:
        single = layer.assemble(body + ("" if the_kernel else halt + "\n"), path, mode, symbols,
                                base)
    except AssemblyError as e:
        if e.line != nl + 1 or the_kernel:
            raise
        # the halt we append failed, not the user's file: a compiler's output ends in a section
        # (.note.GNU-stack) no code goes into; it is a file of functions
        single = layer.assemble(body, path, mode, symbols, base)
        if not single.functions:
            raise
    mode = single.mode
    if single.functions and the_kernel is None:
        shown = ", ".join(single.functions[:6]) + (", ..." if len(single.functions) > 6 else "")
        raise WorkbenchError(f"{path} defines functions ({shown}): time one with --function NAME "
                             "[--args A,B,...]; a fragment would run from the file's first line "
                             "into whatever follows it")
    halt_at = [a for a, ln in single.line_of_address.items() if ln == nl + 1]
    if not any(ln <= nl for ln in single.line_of_address.values()) or \
            not (halt_at or the_kernel):
        raise AssemblyError(path, 1, 1, "no instructions to time")
    size = halt_at[0] - single.base if halt_at else 0
    first, last = (marks.begin + 1, marks.end - 1) if marks else (1, nl)
    loop = loops.find_loop(layer, single, first, last)
    if loop is None and marks is not None:
        raise AssemblyError(path, marks.begin, 1, "the code between the markers does not end in a "
                            "branch back into it: a marked region is timed as a loop, so end it "
                            "with the loop's branch (or remove the markers to time straight code "
                            "as a body repeated --iterations times)")
    if the_kernel is not None:
        if loop is None:
            found = ", ".join(f"lines {lp.head_line}-{lp.edge_line}"
                              for lp in loops.loops_in(layer, single)[:8]) or "none"
            raise WorkbenchError(f"{path}: with --kernel, mark the loop to time: an "
                                 "LLVM-MCA-BEGIN comment before its first line and LLVM-MCA-END "
                                 f"after its back-edge (the loops of this file: {found})")
        entry = single.symbols.get(the_kernel.entry)
        if entry is None:
            raise WorkbenchError(f"{path}: kernel '{kernel}' starts at '{the_kernel.entry}', "
                                 "which the file does not define")
    if loop is not None:
        check_fits(path, single.base, len(single.code), img)
        img.registers.update(registers)
        r = _time_loop(model, layer, single, img, loop, iterations, budget, path=path,
                       isa_name=isa_name, mode=mode, core=core, timeline=timeline,
                       entry=single.base if entry is None else entry)
        if the_kernel is not None:
            r.notes.append(f"run against kernel '{kernel}''s memory layout from its entry "
                           f"'{the_kernel.entry}'; the output is not verified (workbench run "
                           "verifies the kernel itself)")
        return r

    n = iterations
    program = single
    check_fits(path, single.base, n * size + len(single.code) - size, img)   # before assembling
    if n > 1:
        if len(body) * n + len(halt) + 1 > MAX_SOURCE_CHARS:
            raise WorkbenchError(f"{path}: the fragment repeated {n:,} times (--iterations) is "
                                 f"{len(body) * n:,} characters of source, more than the "
                                 f"assemblers' limit of {MAX_SOURCE_CHARS:,}: lower --iterations "
                                 f"(at most {max(1, (MAX_SOURCE_CHARS - len(halt) - 1) // len(body)):,} here)")
        try:
            program = layer.assemble(body * n + halt + "\n", path, mode, symbols, base)
        except AssemblyError as e:
            copy = (e.line - 1) // max(nl, 1) + 1
            raise AssemblyError(path, (e.line - 1) % max(nl, 1) + 1, e.column,
                                f"{e.message} (in copy {copy} of {n}): the fragment is repeated "
                                "--iterations times, so it cannot define labels; time it once "
                                "with --iterations 1") from None
        bpu = loops.bytes_per_unit(layer)   # code bytes per address unit (DSP56000: 3 a word)
        if program.code[:n * size * bpu] != single.code[:size * bpu] * n or \
                program.line_of_address.get(program.base + n * size) != n * nl + 1:
            raise WorkbenchError(f"{path}: the fragment assembles differently at each address "
                                 "(alignment, or an address-dependent operand), so its copies "
                                 "cannot be timed as one loop body; time it with --iterations 1")
        program.line_of_address = {a: (ln - 1) % nl + 1 if ln <= n * nl else nl + 1
                                   for a, ln in program.line_of_address.items()}
        program.source_lines = lines + [halt]
    check_fits(path, program.base, len(program.code), img)
    img.registers.update(registers)
    try:
        execution = layer.execute(program, img, program.base, budget)
    except (EmulationFault, BudgetExceeded) as e:
        k = min(max((e.pc - program.base) // size, 0), n - 1) + 1
        if isinstance(e, BudgetExceeded):
            where = f", last block at {e.source}" if e.source else ""
            raise WorkbenchError(
                f"{path}: the instruction budget ran out: {budget:,} instructions (--budget) were "
                f"not enough for {n:,} iteration{'s' if n != 1 else ''} (stopped at pc={e.pc:#x} "
                f"in iteration {k} of {n}{where}); if the fragment is just long, raise it with "
                "--budget N; otherwise it does not terminate") from None
        if n == 1:
            raise
        raise WorkbenchError(f"{e} (in iteration {k} of {n})") from None

    trace, copy = _alias(execution.trace, program.base, size, n)
    total = len(trace)
    if total == 0:
        raise WorkbenchError(f"{path}: nothing ran")
    stop = total - 1 if trace.static[trace.index[-1]].flow == "halt" else total
    check_no_external_call(program, trace, path)
    if n > 1 and int(copy[-1]) != n:
        k = int(copy[-1]) + 1
        raise WorkbenchError(f"{path}: the fragment stops at its own halt in iteration {k} of {n}; "
                             "a loop body must run to its end (time it once with --iterations 1)")
    return summarise(model, trace, program, copy, stop, n, path=path, isa_name=isa_name,
                     mode=mode, core=core, img=img, timeline=timeline)


def _time_loop(model, layer, program, img, loop: loops.Loop, want: int, budget: int, *,
               path: str, isa_name: str, mode: str, core: str, timeline: bool,
               entry: int) -> FragmentTiming:
    """Time a fragment that holds a loop as the loop runs (workbench.loops)."""
    try:
        execution = layer.execute(program, img, entry, budget, stop=(loop.head, want + 1))
    except BudgetExceeded as e:
        where = f", last block at {e.source}" if e.source else ""
        raise WorkbenchError(
            f"{path}: the instruction budget ran out: {budget:,} instructions (--budget) were not "
            f"enough for {want:,} iteration{'s' if want != 1 else ''} of the loop (stopped at "
            f"pc={e.pc:#x}{where}); if the loop is just long, raise it with --budget N or lower "
            "--iterations") from None
    trace = execution.trace
    if not len(trace):
        raise WorkbenchError(f"{path}: nothing ran")
    copy, n, stop, ran, own = loops.iterations_of(trace, loop, want)
    name = Path(path).name
    if n == 0:
        raise WorkbenchError(f"{path}: the loop head ({name}:{loop.head_line}) was never reached: "
                             "the code before it jumps past the loop")
    check_no_external_call(program, trace, path)
    m = n // 2
    where = f"{name}:{loop.head_line}-{loop.edge_line}"
    if n == 1:
        method = (f"one iteration of the loop {where}, cold"
                  + (" (its back-edge was not taken)" if ran == 1 else "")
                  + ": the figure includes warm-up; give the loop more iterations (its counter "
                  "with --reg, or --iterations N >= 2) for the steady state")
    else:
        method = (f"steady state = (cycles of {n} iterations - cycles of the first {m}) / {n - m}; "
                  f"the loop {where} runs as written, its back-edge a real branch taken every "
                  "time (predicted as the core's branch rules say); set-up code, warm-up and "
                  "drain cancel")
    r = summarise(model, trace, program, copy, stop, n, path=path, isa_name=isa_name, mode=mode,
                  core=core, img=img, timeline=timeline, method=method)
    if own and n < want:
        r.notes.append(f"the loop ended by itself after {ran} iteration{'s' if ran != 1 else ''} "
                       "(its back-edge fell through)"
                       + (f"; the last, whose back-edge falls through, is left out: {n} timed"
                          if ran > 1 else "") + f"; --iterations asked for {want}")
    r.loop = {"head_line": loop.head_line, "edge_line": loop.edge_line,
              "ended_by_itself": own, "setup_instructions": int((copy[:stop] < 0).sum())}
    return r


def check_no_external_call(program, trace: Trace, path: str) -> None:
    """A run that ended at the halt stub of a function the file calls but does not define (GNU
    sources, :attr:`isa.program.Program.externals`) is refused, naming it and the call."""
    if not len(trace) or not program.externals:
        return
    last = trace.static[trace.index[-1]].address
    name = program.externals.get(last)
    if name is None:
        return
    call = trace.static[trace.index[-2]] if len(trace) > 1 else None
    where = f"{Path(path).name}:{call.line}: " if call is not None and call.line else f"{path}: "
    raise WorkbenchError(f"{where}the run calls '{name}', which the file does not define: "
                         "nothing is linked to it, so only code in the file can run (define "
                         f"'{name}' in it, or time a function that does not call it)")


def summarise(model, trace: Trace, program, copy: np.ndarray, stop: int, n: int, *, path: str,
              isa_name: str, mode: str, core: str, img, timeline: bool = False,
              method: str | None = None, call: dict | None = None) -> FragmentTiming:
    """The timing of a run of ``n`` iterations (``copy``: the iteration of each retired
    instruction, ``stop``: where the timed part ends, before the final halt)."""
    mono = np.maximum.accumulate(copy[:stop]) if stop else copy[:0]
    starts = np.searchsorted(mono, np.arange(n + 1), side="left")
    starts[-1] = stop

    m = n // 2
    # --caches warm: every timing is of the run after one untimed run of itself (w instructions)
    warm = getattr(model, "warm_caches", False) and stop > 0
    timed = trace.slice(0, stop).then(trace) if warm else trace
    w = stop if warm else 0
    t_warm = model.time(trace.slice(0, stop)).total_cycles if warm else 0

    def total(k: int) -> int:
        """Cycles of the first k timed instructions (after the warm-up run)."""
        return model.time(timed.slice(0, w + k)).total_cycles - t_warm if w + k else 0

    t_all = model.time(timed.slice(0, w + stop))
    t_all_cycles = t_all.total_cycles - t_warm
    pre = int(starts[0])            # set-up code before the first iteration (a loop's)
    t_pre = total(pre) if pre else 0
    t_first = total(int(starts[m])) if m else t_pre
    t_one = (total(int(starts[1])) if n > 1 else t_all_cycles) - t_pre
    span = n - m
    cycles = (t_all_cycles - t_first) / span
    lo, hi = w + int(starts[m]), w + stop
    ipi = (hi - lo) / span
    per = {"base": float(t_all.base[lo:hi].sum()) / span}
    for cause, arr in t_all.lost.items():
        per[cause] = float(arr[lo:hi].sum()) / span
    lost_only = {k: v for k, v in per.items() if k != "base"}
    worst = max(lost_only, key=lost_only.get, default=None)
    bottleneck = worst if worst and lost_only[worst] > 0 else "throughput (base clocks)"
    if method is None and n == 1 and warm:
        method = ("one iteration, warm: timed after one untimed run of itself (caches and "
                  "branch history as that run left them)")
    elif method is None and n == 1:
        method = ("one iteration, cold: its cycles include warm-up (empty caches, the first "
                  "fetches); use --iterations N >= 2 for the steady state, or --caches warm")
    elif method is None:
        method = (f"steady state = (cycles of {n} iterations - cycles of the first {m}) / {span}; "
                  f"{n} copies run back to back with no loop branch, each timed at the first "
                  "copy's addresses (warm code, as in a loop); warm-up and drain cancel")

    shown = n - 2 if n >= 3 else n - 1
    a, b = int(starts[shown]), int(starts[shown + 1])
    names = t_all.pipe_names
    pipe_of = (lambda j: names[t_all.pipe[j + w]]) if t_all.pipe is not None and names \
        else (lambda j: "")
    rows = []
    for j in range(a, b):
        s = trace.static[trace.index[j]]
        src = program.source_lines[s.line - 1].strip() if s.line and s.line <= len(program.source_lines) else ""
        rows.append(Row(s.address, s.text, s.line, src, int(t_all.issue[j + w] - t_all.issue[a + w]),
                        pipe_of(j), int(t_all.base[j + w]), t_all.cause_of(j + w)))
    why = explain(model, t_all, a + w, b + w, cycles, per, n)
    for row, extra in zip(rows, why.rows):
        for k, v in extra.items():
            setattr(row, k, v)
    steps = None
    if timeline:
        name = Path(path).name
        steps = []
        for j in range(int(starts[max(0, n - 3)]), stop):
            s = trace.static[trace.index[j]]
            steps.append(Step(j, int(t_all.issue[j + w] - (t_all.issue[w] if w else 0)),
                              pipe_of(j), int(t_all.base[j + w]), t_all.cause_of(j + w), s.text,
                              f"{name}:{s.line} it {int(copy[j]) + 1}" if s.line else ""))
    notes = list(t_all.notes) + list(trace.meta.warnings)
    if getattr(model, "perfect_caches", False):
        notes.append("perfect caches: every code fetch and data access hits (--caches perfect)")
    if warm:
        notes.append("warm: timed after one untimed run of the same instructions, so the caches "
                     "and branch history hold what that run left (--caches warm)")
    return FragmentTiming(
        file=path, isa=isa_name, mode=mode, core=core, machine=model.spec.description,
        iterations=n, cycles_per_iteration=cycles, instructions_per_iteration=ipi,
        ipc=ipi / cycles if cycles else 0.0, bottleneck=bottleneck, per_iteration=per,
        first_iteration_cycles=int(t_one), method=method,
        steady_state={"from_iteration": m + 1, "to_iteration": n, "cycles_first": int(t_first),
                      "cycles_all": int(t_all_cycles)},
        shown_iteration=shown + 1, instructions=rows, registers=dict(img.registers),
        memory=[{"name": s.name, "address": s.address, "size": len(s.data)} for s in img.segments]
        + [{"name": s.name, "address": s.address, "size": len(s.data)} for s in program.data]
        + [{"name": "code", "address": program.base, "size": len(program.code)}],
        notes=notes, caches="warm" if warm else "perfect" if getattr(model, "perfect_caches", False)
        else "cold", bounds=why.bounds, port_pressure=why.port_pressure,
        critical_path=why.critical_path, summary=why.summary, timeline=steps, call=call)


