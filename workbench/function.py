"""``workbench time FILE.s --core C --function NAME --args A,B,C``: one call of a function in an
x86 source, such as ``gcc -m32 -O2 -S`` writes it (AT&T or ``-masm=intel``), run and timed as
it stands.

How the call is made (the ``method`` line says it too):

- The file is assembled unchanged, with one more code section after all of its own holding a
  ``hlt`` (``__workbench_return``) for the call to return to. A function the file calls but does
  not define gets a halt stub (:attr:`isa.program.Program.externals`); reaching it is an error
  naming that function and the call.
- Memory: as for a fragment (the low 64 KB zeroed; ``DATA``, a zeroed area of 0xF000 bytes at
  0x200000, or ``data`` from Python), the file's own data sections on the page after its code,
  and a 64 KB stack below 0x220000.
- The cdecl call: each argument is one 32-bit stack slot, stored right to left above the return
  address, the first at a 16-byte boundary (what gcc's i386 System V code assumes); esp points
  at the return address. A 64-bit argument is two slots, low word first. Registers start at 0
  (``--reg`` sets others; esp is the call's).
- The run starts at NAME and ends at the return's halt, which is not timed. The function is
  timed once, cold, like ``--iterations 1``: empty caches and the first fetches count.
- The result: eax, and edx:eax for a 64-bit return. A callee-saved register (ebx, esi, edi, ebp)
  that comes back changed, or an esp that is not the caller's after a cdecl return, is a note.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.toolkit.expr import ExprError, Undefined, evaluate
from isa.x86.gnu import is_gnu

from .cores import get_core
from .errors import WorkbenchError
from .registers import check_registers
from .snippet import layer_for, layout

DATA_SIZE = 0xF000
DEFAULT_BUDGET = 5_000_000
STACK_BASE = 0x210000
STACK_SIZE = 0x10000
RETURN = "__workbench_return"
CALLEE_SAVED = ("ebx", "esi", "edi", "ebp")
_PARTS = {"ebx": ("bx", "bl", "bh"), "esi": ("si",), "edi": ("di",), "ebp": ("bp",)}
CALL_KEYS = ("function", "address", "arguments", "values", "eax", "eax_signed", "edx", "edx_eax")
"""Keys of ``FragmentTiming.call`` (``call`` in ``--json``) for a ``--function`` timing: the
function and its address, the arguments as given and their 32-bit values, and the result: eax
(also as a signed number), edx, and edx:eax as one 64-bit value."""

METHOD = ("one call, cold (as --iterations 1): {call} entered by a cdecl call (arguments on the "
          "stack, a return address to a halt), run to its return; empty caches and the first "
          "fetches count; the halt is not timed")


@dataclass
class FunctionRun:
    """One functional run of a call (no timing): what :func:`time_run` times and tests check."""
    path: str
    function: str
    address: int
    arguments: list[str]
    values: list[int]
    program: object
    execution: object
    image: MemoryImage
    notes: list[str]

    @property
    def trace(self):
        return self.execution.trace

    @property
    def eax(self) -> int:
        return self.execution.registers["eax"] & 0xFFFFFFFF

    @property
    def edx(self) -> int:
        return self.execution.registers["edx"] & 0xFFFFFFFF

    @property
    def edx_eax(self) -> int:
        return self.edx << 32 | self.eax

    def read(self, address: int, size: int) -> bytes:
        """Memory after the call."""
        return self.execution.read_memory(address, size)

    def call(self) -> dict:
        eax = self.eax
        return {"function": self.function, "address": self.address, "arguments": self.arguments,
                "values": self.values, "eax": eax, "eax_signed": eax - (1 << 32) if eax >> 31 else eax,
                "edx": self.edx, "edx_eax": self.edx_eax}


def split_arguments(text: str) -> list[str]:
    """``A,B,C`` at the top-level commas (an expression may hold parentheses)."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += {"(": 1, ")": -1}.get(c, 0)
        if c == "," and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    if any(not a for a in out):
        raise WorkbenchError(f"--args '{text}': an empty argument (give A,B,C)")
    return out


def argument_value(text: str, symbols: dict[str, int]) -> int:
    """A number or an expression over the file's symbols and DATA, as one 32-bit stack slot."""
    if isinstance(text, int):
        value = text
    else:
        def lookup(name: str) -> int:
            if name in symbols:
                return symbols[name]
            raise Undefined(name)
        try:
            value = evaluate(text, 1, lookup)
        except ExprError as e:
            raise WorkbenchError(f"--args '{text}': {e}") from None
        except Undefined as u:
            raise WorkbenchError(f"--args '{text}': '{u.name}' is not a symbol of the file (nor "
                                 "DATA, the data area)") from None
    if not -(1 << 31) <= value < 1 << 32:
        raise WorkbenchError(f"--args '{text}': {value:#x} does not fit in a 32-bit stack slot "
                             "(a 64-bit argument is two slots: give the low word, then the high)")
    return value & 0xFFFFFFFF


def _stub(text: str) -> str:
    """The return halt, after everything in the file (a section of its own in a GNU source)."""
    if is_gnu(text):
        return f'\n\t.section .text.workbench_return,"ax",@progbits\n{RETURN}:\n\thlt\n'
    return f"\n{RETURN}:\n\thlt\n"


def _functions(program) -> list[str]:
    if program.functions:
        return list(program.functions)
    return sorted((n for n, a in program.symbols.items() if program.contains(a)
                   and not n.startswith((".L", "__workbench"))), key=program.symbols.get)


def run_function(text: str, function: str, args=(), *, path: str = "<function>",
                 data: bytes | None = None, registers: dict[str, int] | None = None,
                 budget: int = DEFAULT_BUDGET) -> FunctionRun:
    """Assemble ``text``, call ``function`` with ``args`` (numbers, or expressions over the
    file's symbols and DATA) and run it to its return; no timing."""
    layer = layer_for("x86")
    data = bytes(data or b"")
    if len(data) > DATA_SIZE:
        raise WorkbenchError(f"the data area holds {DATA_SIZE:#x} bytes, not {len(data):#x}")
    img, symbols, base = layout("x86", "prot32", data.ljust(DATA_SIZE, b"\0"))
    regs = check_registers("x86", "prot32", registers or {})
    for r in regs:
        if r.lower() in ("esp", "sp", "eip", "ip"):
            raise WorkbenchError(f"--reg {r}: the call sets the stack and the entry itself")
    program = layer.assemble(text + _stub(text), path, "prot32", symbols, base)
    address = program.symbols.get(function)
    if address is None or not program.contains(address):
        have = _functions(program)
        what = "is data, not code" if address is not None else f"is not in {path}"
        raise WorkbenchError(f"function '{function}' {what} (functions there: "
                             f"{', '.join(have[:12]) or 'none'}{', ...' if len(have) > 12 else ''})")
    texts = [a if isinstance(a, str) else str(a) for a in args]
    values = [argument_value(a, program.symbols) for a in args]

    img.segments = [s for s in img.segments if s.name != "stack"]
    top = STACK_BASE + STACK_SIZE
    args_at = (top - 16 - 4 * len(values)) & ~15
    ret_at = args_at - 4
    stack = bytearray(STACK_SIZE)
    stack[ret_at - STACK_BASE:ret_at - STACK_BASE + 4] = program.symbols[RETURN].to_bytes(4, "little")
    for k, v in enumerate(values):
        o = args_at - STACK_BASE + 4 * k
        stack[o:o + 4] = v.to_bytes(4, "little")
    img.add("stack", STACK_BASE, bytes(stack))
    img.registers.update(regs)
    img.registers["esp"] = ret_at
    call = f"{function}({', '.join(texts)})"
    try:
        execution = layer.execute(program, img, address, budget)
    except BudgetExceeded as e:
        where = f", last block at {e.source}" if e.source else ""
        raise WorkbenchError(f"{path}: {call} did not return within {budget:,} instructions "
                             f"(--budget; stopped at pc={e.pc:#x}{where})") from None
    except EmulationFault as e:
        raise WorkbenchError(f"{e} (in {call})") from None
    run = FunctionRun(path, function, address, texts, values, program, execution, img, [])
    _check_return(run, ret_at, regs, call)
    return run


def _check_return(run: FunctionRun, ret_at: int, regs: dict, call: str) -> None:
    from .fragment import check_no_external_call
    trace, program = run.trace, run.program
    check_no_external_call(program, trace, run.path)
    last = trace.static[trace.index[-1]] if len(trace) else None
    if last is None or last.address != program.symbols[RETURN]:
        where = f" at {Path(run.path).name}:{last.line}" if last is not None and last.line else ""
        raise WorkbenchError(f"{run.path}: {call} stopped at a hlt{where} before returning")
    final = run.execution.registers
    for r in CALLEE_SAVED:
        if r not in regs and any(k in _PARTS[r] for k in regs):
            continue            # only part of it was set: its start value is not known here
        if final[r] & 0xFFFFFFFF != regs.get(r, 0):
            run.notes.append(f"{r} comes back as {final[r]:#x}, not as it went in: cdecl "
                             "callers expect ebx, esi, edi and ebp kept")
    esp = final["esp"] & 0xFFFFFFFF
    if esp != ret_at + 4:
        run.notes.append(f"esp comes back {esp - ret_at - 4:+d} bytes from the caller's (a "
                         "'ret N' or an unbalanced stack): cdecl leaves the arguments to the caller")


def time_run(run: FunctionRun, core: str, *, spec=None, timeline: bool = False):
    """The timing (a :class:`workbench.fragment.FragmentTiming` with ``call`` set) of a run."""
    from .fragment import summarise
    model = get_core(core, spec)
    if model.isa != "x86":
        raise WorkbenchError(f"--function calls x86 functions (cdecl) so far; core '{core}' "
                             f"times {model.isa} code")
    trace = run.trace
    stop = len(trace) - 1
    if stop <= 0:
        raise WorkbenchError(f"{run.path}: {run.function} ran no instructions")
    call = f"{run.function}({', '.join(run.arguments)})"
    result = summarise(model, trace, run.program, np.zeros(len(trace), np.int64), stop, 1,
                       path=run.path, isa_name="x86", mode="prot32", core=core, img=run.image,
                       timeline=timeline, method=METHOD.format(call=call), call=run.call())
    result.notes = run.notes + result.notes
    return result


def time_function(text: str, core: str, function: str, args=(), *, path: str = "<function>",
                  data: bytes | None = None, registers: dict[str, int] | None = None,
                  budget: int = DEFAULT_BUDGET, spec=None, timeline: bool = False,
                  caches: str = "cold"):
    """Call ``function`` of ``text`` once with ``args`` and time it on ``core`` (see the
    module doc); ``workbench time --function`` prints what this returns. ``caches`` as for
    :func:`workbench.fragment.time_fragment`."""
    from .fragment import timing_model
    model = timing_model(core, spec, caches)
    if model.isa != "x86":
        raise WorkbenchError(f"--function calls x86 functions (cdecl) so far; core '{core}' "
                             f"times {model.isa} code")
    run = run_function(text, function, args, path=path, data=data, registers=registers,
                       budget=budget)
    return time_run(run, core, spec=spec, timeline=timeline)
