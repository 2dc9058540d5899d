"""How ``workbench time`` shows a :class:`workbench.fragment.FragmentTiming` to a person: the
summary lines and the per-instruction table."""
from __future__ import annotations

from pathlib import Path

from .timeline import format_text


def text(r) -> str:
    n = r.iterations
    if r.call is not None:
        c = r.call
        ret = f"eax={c['eax']:#x} ({c['eax_signed']}), edx:eax={c['edx_eax']:#x}"
        out = [f"{r.file} on {r.core} ({r.machine}), {r.isa} {r.mode}, "
               f"{c['function']}({', '.join(c['arguments'])}), one call",
               f"cycles {r.cycles_per_iteration:.0f}   instructions "
               f"{r.instructions_per_iteration:g}   IPC {r.ipc:.2f}   bottleneck: "
               f"{r.bottleneck}",
               f"returned {ret}",
               f"  {r.method}",
               "lost cycles: " + ", ".join(f"{k} {v:.0f}" for k, v in r.per_iteration.items()
                                           if v or k == "base"),
               "", "the call, instruction by instruction (cycles from its first instruction):"]
        return "\n".join(out + _table(r))
    out = [f"{r.file} on {r.core} ({r.machine}), {r.isa} {r.mode}, "
           f"{n} iteration{'s' if n != 1 else ''}",
           f"cycles/iteration {r.cycles_per_iteration:.2f}   instructions/iteration "
           f"{r.instructions_per_iteration:g}   IPC {r.ipc:.2f}   bottleneck: {r.bottleneck}",
           f"  {r.method}",
           f"  first (cold) iteration: {r.first_iteration_cycles} cycles",
           "per iteration: " + ", ".join(f"{k} {v:.2f}" for k, v in r.per_iteration.items()
                                         if v or k == "base"),
           "", f"iteration {r.shown_iteration} of {n} (cycles from its first instruction):"]
    return "\n".join(out + _table(r))

def _table(t) -> list[str]:
    out = []
    width = max([len(row.text) for row in t.instructions] + [11])
    out.append(f"{'cycle':>6} {'pipe':>4} {'base':>4}  {'instruction':<{width}}  {'lost cycles':<24} source")
    for row in t.instructions:
        lost = ", ".join(f"{k} {v}" for k, v in row.lost.items())
        where = f"{Path(t.file).name}:{row.line}" if row.line else ""
        out.append(f"{row.issue:>6} {row.pipe:>4} {row.base:>4}  {row.text:<{width}}  {lost:<24} {where}")
    regs = ", ".join(f"{k}={v:#x}" for k, v in t.registers.items())
    mem = ", ".join(f"{m['name']} {m['address']:#x}+{m['size']:#x}" for m in t.memory)
    out += ["", f"registers at start: {regs or 'all 0'} (others 0); memory: {mem}"]
    out += [f"note: {x}" for x in t.notes]
    if t.timeline is not None:
        out += ["", "timeline of the last iterations (absolute cycles):", format_text(t.timeline)]
    return out
