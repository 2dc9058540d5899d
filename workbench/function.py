"""``workbench time FILE.s --core C --function NAME --args A,B,C``: one call of a function in an
assembler source, such as gcc -O2 -S writes it, run and timed as it stands. x86 (``gcc -m32``,
AT&T or ``-masm=intel``), Alpha (``alpha-linux-gnu-gcc``) and PA-RISC 2.0 wide
(``hppa64-linux-gnu-gcc``); each ISA's calling convention is one :class:`Abi` (data) in
:data:`ABIS`.

How the call is made (the ``method`` line says it too):

- The file is assembled unchanged, with one more code section after all of its own holding the
  ISA's halt (``__workbench_return``) for the call to return to. A function the file calls but
  does not define gets a halt stub (:attr:`isa.program.Program.externals`); reaching it is an
  error naming that function and the call.
- Memory: as for a fragment (the low 64 KB zeroed; ``DATA``, a zeroed area of 0xF000 bytes, or
  ``data`` from Python), the file's own data sections after its code, and a 64 KB stack
  (:attr:`Abi.stack_base`).
- x86, cdecl: each argument is one 32-bit stack slot, stored right to left above the return
  address, the first at a 16-byte boundary (what gcc's i386 System V code assumes); esp points
  at the return address. A 64-bit argument is two slots, low word first.
- Alpha (the calling standard GCC follows): arguments in $16..$21 (a0-a5), the return address
  in $26 (ra), $27 (pv) the function's own address, $29 (gp) the value ``ldgp $29,0($27)``
  derives from it (the assembler's GOT + 0x8000, isa/alpha/relocs.py), $30 (sp) 16-byte aligned
  near the top of the stack. A 32-bit argument is passed as the Alpha holds every 32-bit
  integer, sign-extended to 64 bits (0xDEADBEEF goes in as 0xFFFFFFFFDEADBEEF); give a 64-bit
  argument as a number past 32 bits or a negative one.
- PA-RISC 2.0 wide (the 64-bit runtime): arguments in %r26, %r25, %r24, %r23, %r22, %r21, %r20,
  %r19 (arg0..arg7), the return pointer in %r2 (rp), %r27 (dp) the data linkage table's base
  (isa/parisc/relocs.py); the stack grows upward, and %r30 (sp) starts 128 bytes above the
  stack's base: the caller's 16-byte frame marker and its 64-byte argument save area (which the
  callee may write) lie below sp. Arguments go in as given, 64 bits each.
- Other registers start at 0 (``--reg`` sets others; the call's own are refused).
- The run starts at NAME and ends at the return's halt, which is not timed. The function is
  timed once, cold, like ``--iterations 1``: empty caches and the first fetches count.
- The result: the ISA's result register (eax, and edx:eax for a 64-bit return, on x86; $0 on
  the Alpha; %r28 on PA-RISC). A callee-saved register that comes back changed, or a stack
  pointer that is not the caller's after the return, is a note.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from isa.errors import BudgetExceeded, EmulationFault
from isa.image import MemoryImage
from isa.toolkit.expr import ExprError, Undefined, evaluate
from isa.x86.gnu import is_gnu

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


@dataclass(frozen=True)
class Abi:
    """How one ISA calls a function: what :func:`run_function` sets up and reads back."""
    isa: str
    mode: str
    convention: str                     # in words, for the method line
    arguments: tuple[str, ...]          # argument registers in order; () = stack slots (cdecl)
    result: str                         # the result register
    result_high: str | None             # its high half for a 64-bit result (x86 edx)
    return_address: str | None          # register given the return address; None: pushed
    stack: str                          # the stack pointer
    stack_grows: str                    # "down" or "up"
    stack_base: int                     # the 64 KB stack's lowest address
    frame: int                          # bytes of the caller's frame the callee may use at sp
    bits: int                           # register width
    entry: tuple[tuple[str, str], ...]  # (register, symbol) set at entry when the file has it
    callee_saved: tuple[str, ...]
    sign_extend_32: bool = False        # 32-bit arguments as the ISA holds them (Alpha)


ABIS = {
    "x86": Abi("x86", "prot32", "a cdecl call (arguments on the stack, a return address to a "
               "halt)", (), "eax", "edx", None, "esp", "down", STACK_BASE, 16, 32, (),
               CALLEE_SAVED),
    "alpha": Abi("alpha", "user", "a call by the Alpha calling standard (arguments in $16.., "
                 "ra $26 to a halt, pv $27 the function, gp $29)",
                 tuple(f"r{n}" for n in range(16, 22)), "r0", None, "r26", "r30", "down",
                 0xF0000, 64, 64, (("r27", "=function"), ("r29", "$__gp")),
                 tuple(f"r{n}" for n in range(9, 16)) + ("r30",), sign_extend_32=True),
    "parisc": Abi("parisc", "wide", "a call by the PA-RISC 64-bit runtime (arguments in "
                  "%r26.., rp %r2 to a halt, dp %r27, sp %r30 growing up)",
                  tuple(f"r{n}" for n in (26, 25, 24, 23, 22, 21, 20, 19)), "r28", None, "r2",
                  "r30", "up", STACK_BASE, 128, 64, (("r27", "$__dp"),),
                  tuple(f"r{n}" for n in range(3, 19)) + ("r30",)),
}
CALL_KEYS = ("function", "address", "arguments", "values", "register", "result",
             "result_signed", "returned", "eax", "eax_signed", "edx", "edx_eax")
"""Keys of ``FragmentTiming.call`` (``call`` in ``--json``) for a ``--function`` timing: the
function and its address, the arguments as given and their values, the result register, its
value (also signed) and ``returned`` as the text line shows it; on x86 also eax (and signed),
edx, and edx:eax as one 64-bit value."""

METHOD = ("one call, {caches} (as --iterations 1): {call} entered by {convention}, run to its "
          "return; {state}; the halt is not timed")
CACHE_STATE = {"cold": "empty caches and the first fetches count",
               "warm": "timed after one untimed run of the same call (what a second call finds)",
               "perfect": "every code fetch and data access hits"}


def abi_for(isa: str) -> Abi:
    abi = ABIS.get(isa)
    if abi is None:
        raise WorkbenchError(f"--function calls x86, alpha and parisc functions; {isa} code has "
                             "no calling convention here")
    return abi


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
    abi: Abi = ABIS["x86"]

    @property
    def trace(self):
        return self.execution.trace

    def register(self, name: str) -> int:
        return self.execution.registers[name] & ((1 << self.abi.bits) - 1)

    @property
    def result(self) -> int:
        """The result register (unsigned, the ISA's width)."""
        return self.register(self.abi.result)

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
        bits = self.abi.bits
        v = self.result
        signed = v - (1 << bits) if v >> (bits - 1) else v
        name = {"alpha": "$", "parisc": "%r"}.get(self.abi.isa, "") + self.abi.result.lstrip("r") \
            if self.abi.isa != "x86" else self.abi.result
        out = {"function": self.function, "address": self.address, "arguments": self.arguments,
               "values": self.values, "register": name, "result": v, "result_signed": signed,
               "returned": f"{name}={v:#x} ({signed})"}
        if self.abi.isa == "x86":
            out.update(eax=v, eax_signed=signed, edx=self.edx, edx_eax=self.edx_eax,
                       returned=f"eax={v:#x} ({signed}), edx:eax={self.edx_eax:#x}")
        return out


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


def argument_value(text: str, symbols: dict[str, int], abi: Abi = ABIS["x86"]) -> int:
    """A number or an expression over the file's symbols and DATA, as one argument of ``abi``:
    a 32-bit stack slot (cdecl) or a register."""
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
    if not abi.arguments:
        if not -(1 << 31) <= value < 1 << 32:
            raise WorkbenchError(f"--args '{text}': {value:#x} does not fit in a 32-bit stack "
                                 "slot (a 64-bit argument is two slots: give the low word, then "
                                 "the high)")
        return value & 0xFFFFFFFF
    bits = abi.bits
    if not -(1 << (bits - 1)) <= value < 1 << bits:
        raise WorkbenchError(f"--args '{text}': {value:#x} does not fit in a {bits}-bit register")
    if abi.sign_extend_32 and 1 << 31 <= value < 1 << 32:
        value -= 1 << 32
    return value & ((1 << bits) - 1)


def _stub(text: str, isa: str, halt: str) -> str:
    """The return halt, after everything in the file (a section of its own in a GNU source)."""
    if isa != "x86":
        return f"\n\t.text\n{RETURN}:\n\t{halt}\n"
    if is_gnu(text):
        return f'\n\t.section .text.workbench_return,"ax",@progbits\n{RETURN}:\n\thlt\n'
    return f"\n{RETURN}:\n\thlt\n"


def _functions(program) -> list[str]:
    if program.functions:
        return list(program.functions)
    return sorted((n for n, a in program.symbols.items() if program.contains(a)
                   and not n.startswith((".L", "$L", "__workbench", "$__"))
                   and a not in program.externals), key=program.symbols.get)


def run_function(text: str, function: str, args=(), *, path: str = "<function>",
                 data: bytes | None = None, registers: dict[str, int] | None = None,
                 budget: int = DEFAULT_BUDGET, isa: str = "x86") -> FunctionRun:
    """Assemble ``text`` (``isa`` code), call ``function`` with ``args`` (numbers, or
    expressions over the file's symbols and DATA) and run it to its return; no timing."""
    abi = abi_for(isa)
    layer = layer_for(isa)
    data = bytes(data or b"")
    if len(data) > DATA_SIZE:
        raise WorkbenchError(f"the data area holds {DATA_SIZE:#x} bytes, not {len(data):#x}")
    img, symbols, base = layout(isa, abi.mode, data.ljust(DATA_SIZE, b"\0"))
    regs = check_registers(isa, abi.mode, registers or {})
    own = {abi.stack, abi.return_address, *(r for r, _ in abi.entry), "eip", "ip", "sp", "esp",
           "pc", "$30", "$26", "$27", "$29", "%sp", "%rp", "%dp", "rp", "dp", "ra", "pv", "gp",
           "%r30", "%r2", "%r27"}
    for r in regs:
        if r.lower() in own:
            raise WorkbenchError(f"--reg {r}: the call sets the stack, the return address and "
                                 "the entry registers itself")
    halt = "hlt" if isa == "x86" else layer.halt
    program = layer.assemble(text + _stub(text, isa, halt), path, abi.mode, symbols, base)
    address = program.symbols.get(function)
    if address is None or not program.contains(address) or address in program.externals:
        have = _functions(program)
        what = "is data, not code" if address is not None and not program.contains(address) \
            else f"is not in {path}"
        raise WorkbenchError(f"function '{function}' {what} (functions there: "
                             f"{', '.join(have[:12]) or 'none'}{', ...' if len(have) > 12 else ''})")
    texts = [a if isinstance(a, str) else str(a) for a in args]
    values = [argument_value(a, program.symbols, abi) for a in args]
    if abi.arguments and len(values) > len(abi.arguments):
        raise WorkbenchError(f"--args: {len(values)} arguments; {function} takes at most "
                             f"{len(abi.arguments)} here, in {', '.join(abi.arguments)} (stack "
                             "arguments are not passed)")

    img.segments = [s for s in img.segments if s.name != "stack"]
    stack = bytearray(STACK_SIZE)
    top = abi.stack_base + STACK_SIZE
    ret = program.symbols[RETURN]
    if not abi.arguments:                           # cdecl: arguments and return address pushed
        args_at = (top - 16 - 4 * len(values)) & ~15
        sp = args_at - 4
        stack[sp - abi.stack_base:sp - abi.stack_base + 4] = ret.to_bytes(4, "little")
        for k, v in enumerate(values):
            o = args_at - abi.stack_base + 4 * k
            stack[o:o + 4] = v.to_bytes(4, "little")
    else:
        sp = (top - abi.frame if abi.stack_grows == "down" else abi.stack_base + abi.frame) & ~15
        img.registers.update(zip(abi.arguments, values))
        img.registers[abi.return_address] = ret
        for reg, sym in abi.entry:
            value = address if sym == "=function" else program.symbols.get(sym)
            if value is not None:
                img.registers[reg] = value
    img.add("stack", abi.stack_base, bytes(stack))
    img.memory_size = max(img.memory_size, top)
    img.registers.update(regs)
    img.registers[abi.stack] = sp
    call = f"{function}({', '.join(texts)})"
    try:
        execution = layer.execute(program, img, address, budget)
    except BudgetExceeded as e:
        where = f", last block at {e.source}" if e.source else ""
        raise WorkbenchError(f"{path}: {call} did not return within {budget:,} instructions "
                             f"(--budget; stopped at pc={e.pc:#x}{where})") from None
    except EmulationFault as e:
        raise WorkbenchError(f"{e} (in {call})") from None
    run = FunctionRun(path, function, address, texts, values, program, execution, img, [], abi)
    _check_return(run, sp, dict(img.registers), call)
    return run


def _check_return(run: FunctionRun, sp: int, regs: dict, call: str) -> None:
    from .fragment import check_no_external_call
    trace, program, abi = run.trace, run.program, run.abi
    check_no_external_call(program, trace, run.path)
    last = trace.static[trace.index[-1]] if len(trace) else None
    if last is None or last.address != program.symbols[RETURN]:
        where = f" at {Path(run.path).name}:{last.line}" if last is not None and last.line else ""
        raise WorkbenchError(f"{run.path}: {call} stopped at a halt{where} before returning")
    final = run.execution.registers
    mask = (1 << abi.bits) - 1
    for r in abi.callee_saved:
        if r == abi.stack:
            continue
        if abi.isa == "x86" and r not in regs and any(k in _PARTS[r] for k in regs):
            continue            # only part of it was set: its start value is not known here
        if final[r] & mask != regs.get(r, 0) & mask:
            run.notes.append(f"{r} comes back as {final[r] & mask:#x}, not as it went in: the "
                             f"callers of {abi.isa} code expect {', '.join(abi.callee_saved)} "
                             "kept")
    back = final[abi.stack] & mask
    expect = sp + 4 if abi.isa == "x86" else sp
    if back != expect:
        why = (" (a 'ret N' or an unbalanced stack): cdecl leaves the arguments to the caller"
               if abi.isa == "x86" else ": the stack pointer is callee-saved")
        run.notes.append(f"{abi.stack} comes back {back - expect:+d} bytes from the caller's{why}")


def time_run(run: FunctionRun, core: str, *, spec=None, timeline: bool = False,
             caches: str = "cold"):
    """The timing (a :class:`workbench.fragment.FragmentTiming` with ``call`` set) of a run;
    ``caches`` as for :func:`workbench.fragment.time_fragment`."""
    from .fragment import summarise, timing_model
    model = timing_model(core, spec, caches)
    _check_core(model, core, run.abi.isa)
    trace = run.trace
    stop = len(trace) - 1
    if stop <= 0:
        raise WorkbenchError(f"{run.path}: {run.function} ran no instructions")
    call = f"{run.function}({', '.join(run.arguments)})"
    result = summarise(model, trace, run.program, np.zeros(len(trace), np.int64), stop, 1,
                       path=run.path, isa_name=run.abi.isa, mode=run.abi.mode, core=core,
                       img=run.image, timeline=timeline,
                       method=METHOD.format(call=call, convention=run.abi.convention,
                                            caches=caches, state=CACHE_STATE[caches]),
                       call=run.call())
    result.notes = run.notes + result.notes
    return result


def _check_core(model, core: str, isa: str | None = None) -> None:
    if model.isa not in ABIS:
        raise WorkbenchError(f"--function calls x86, alpha and parisc functions; core '{core}' "
                             f"times {model.isa} code")
    if isa is not None and model.isa != isa:
        raise WorkbenchError(f"core '{core}' times {model.isa} code, and this call ran {isa} code")


def time_function(text: str, core: str, function: str, args=(), *, path: str = "<function>",
                  data: bytes | None = None, registers: dict[str, int] | None = None,
                  budget: int = DEFAULT_BUDGET, spec=None, timeline: bool = False,
                  caches: str = "cold"):
    """Call ``function`` of ``text`` once with ``args`` and time it on ``core`` (see the
    module doc); ``workbench time --function`` prints what this returns. ``caches`` as for
    :func:`workbench.fragment.time_fragment`."""
    from .fragment import timing_model
    model = timing_model(core, spec, caches)
    _check_core(model, core)
    run = run_function(text, function, args, path=path, data=data, registers=registers,
                       budget=budget, isa=model.isa)
    return time_run(run, core, spec=spec, timeline=timeline, caches=caches)
