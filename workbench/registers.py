"""Initial register values a user may set (``workbench time --reg``, ``run_snippet(registers=)``):
which names each ISA and mode has, how wide each is, and one check that refuses a name the mode
does not have or a value that does not fit, before anything runs.

A value fits a register of w bits when it lies in -2^(w-1) .. 2^w - 1; a negative value is taken
as its two's complement in w bits (eax=-1 is 0xffffffff, ax=-1 is 0xffff).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .errors import WorkbenchError


@dataclass(frozen=True)
class RegisterSet:
    """The registers of one ISA in one mode: ``families`` is [(description, {name: bits})];
    ``refused`` names registers that exist but cannot be set, with the reason; ``absent`` names
    registers a user may expect that this ISA or mode does not have (another mode's or a later
    processor's), with what to use instead."""
    where: str
    families: tuple[tuple[str, dict[str, int]], ...]
    refused: dict[str, str]
    absent: dict[str, str] = field(default_factory=dict)

    def width(self, name: str) -> int | None:
        for _, names in self.families:
            if name in names:
                return names[name]
        return None

    def describe(self) -> str:
        """The families, in words (a family's description names its registers)."""
        return "; ".join(what for what, _ in self.families)


_X86_32 = ("eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp")
_X86_16 = ("ax", "bx", "cx", "dx", "si", "di", "bp", "sp")
_X86_8 = ("al", "ah", "bl", "bh", "cl", "ch", "dl", "dh")
_X86_SEG = ("ds", "es", "fs", "gs", "ss")


def _x86(mode: str) -> RegisterSet:
    families = [(f"32-bit {' '.join(_X86_32)}", dict.fromkeys(_X86_32, 32)),
                (f"16-bit {' '.join(_X86_16)}", dict.fromkeys(_X86_16, 16)),
                (f"8-bit {' '.join(_X86_8)}", dict.fromkeys(_X86_8, 8))]
    loader = "is set from the code's address"
    refused = {"cs": loader, "eip": loader, "ip": loader}
    if mode == "real16":
        families.append((f"16-bit segment registers {' '.join(_X86_SEG)}",
                         dict.fromkeys(_X86_SEG, 16)))
    else:
        for s in _X86_SEG:
            refused[s] = "holds the flat selector of 32-bit protected mode (set the segment " \
                         "registers in --mode real16)"
    by_insn = "cannot be set with --reg: load it with the fragment's own instructions"
    refused.update({f"st{i}": by_insn for i in range(8)})
    refused.update({f"mm{i}": by_insn + f" (movd mm{i}, eax)" for i in range(8)})
    refused.update({f"{k}{i}": "is a system register: --reg sets the general registers"
                              + (" and the segment registers" if mode == "real16" else "")
                    for k, n in (("cr", 5), ("dr", 8), ("tr", 8)) for i in range(n)})
    return RegisterSet(f"x86 {mode}", tuple(families), refused, _x86_absent(mode))


def _x86_absent(mode: str) -> dict[str, str]:
    """x86-64's registers (no core here runs 64-bit code) and SSE's (first on the Pentium III)."""
    only = "the 386 to the Pentium II run 16- and 32-bit code only"
    out = {}
    for r16 in ("ax", "bx", "cx", "dx", "si", "di", "bp", "sp"):
        out["r" + r16] = f"is a 64-bit x86-64 register ({only}): use e{r16}"
    for low, r16 in (("sil", "si"), ("dil", "di"), ("bpl", "bp"), ("spl", "sp")):
        out[low] = f"is an x86-64 byte register ({only}): use {r16} or e{r16}"
    out["rip"] = f"is x86-64's instruction pointer ({only}); the code's address sets eip"
    for i in range(8, 16):
        for suffix in ("", "d", "w", "b", "l"):
            out[f"r{i}{suffix}"] = f"is an x86-64 register ({only}, with eight general registers)"
    for i in range(16):
        out[f"xmm{i}"] = "is an SSE register (first on the Pentium III); no core here has SSE"
    return out


def _alpha() -> RegisterSet:
    from isa.alpha import REGISTER_NUMBER
    names = {n: 64 for n, i in REGISTER_NUMBER.items() if i != 31}
    zero = {n: "always reads 0" for n, i in REGISTER_NUMBER.items() if i == 31}
    fp = {f"{p}f{i}": 64 for i in range(31) for p in ("", "$")}
    zero.update({"f31": "always reads 0.0", "$f31": "always reads 0.0"})
    return RegisterSet("alpha", (("64-bit integer registers r0-r30, $0-$30 and their software "
                                  "names (v0, t0-t12, s0-s6, fp, a0-a5, ra, pv, at, gp, sp)", names),
                                 ("floating-point registers f0-f30 ($f0-$f30) as 64-bit patterns "
                                  "(a T value, or an S value in register format)", fp)),
                       zero)


def _parisc() -> RegisterSet:
    from isa.parisc.table import REGISTERS
    gpr = REGISTERS("gpr")
    names = {}
    for n, i in gpr.items():
        if i:
            names[n] = 64
            names[n.lstrip("%")] = 64
    zero = {n: "always reads 0" for k, i in gpr.items() if not i for n in (k, k.lstrip("%"))}
    return RegisterSet("parisc (64-bit)", (
        ("64-bit general registers r1..r31 (also %r1, %sp, %rp, %dp, %arg0-3, %t1-4, %ret0-1)", names),
        ("6-bit shift amount", {"sar": 6, "%sar": 6, "cr11": 6})), zero)


def _dsp56k() -> RegisterSet:
    agu = {f"{c}{i}": 16 for c in "rnm" for i in range(8)}
    return RegisterSet("dsp56k", (
        ("24-bit data registers x0 x1 y0 y1", {"x0": 24, "x1": 24, "y0": 24, "y1": 24}),
        ("56-bit accumulators a b", {"a": 56, "b": 56}),
        ("16-bit address registers r0-r7, offsets n0-n7, modifiers m0-m7", agu),
        ("16-bit la lc sr", {"la": 16, "lc": 16, "sr": 16}),
        ("8-bit omr", {"omr": 8})),
        {n: "cannot be set on its own: set a or b" for n in ("a0", "a1", "a2", "b0", "b1", "b2")})


def register_set(isa_name: str, mode: str | None) -> RegisterSet | None:
    """The settable registers of ``isa_name`` in ``mode``; None for an ISA without a table."""
    if isa_name == "x86":
        return _x86(mode or "prot32")
    return {"alpha": _alpha, "parisc": _parisc, "dsp56k": _dsp56k}.get(isa_name, lambda: None)()


def check_registers(isa_name: str, mode: str | None, registers: dict[str, int],
                    option: str = "--reg") -> dict[str, int]:
    """``registers`` with lower-case names and each value in its register's width (a negative
    value as its two's complement); a WorkbenchError names the first bad one. An ISA without a
    table gets its values back unchanged."""
    table = register_set(isa_name, mode)
    if table is None:
        return dict(registers)
    out: dict[str, int] = {}
    for name, value in registers.items():
        key = str(name).strip().lower()
        if key in table.refused:
            raise WorkbenchError(f"{option} {name}: {table.where}'s {key} {table.refused[key]}")
        if key in table.absent:
            raise WorkbenchError(f"{option} {name}: {key} {table.absent[key]}; {table.where} has "
                                 f"{table.describe()}")
        bits = table.width(key)
        if bits is None:
            raise WorkbenchError(f"{option} {name}: no register '{name}' in {table.where}; "
                                 f"it has {table.describe()}")
        if isinstance(value, bool) or not isinstance(value, int):
            raise WorkbenchError(f"{option} {name}={value!r}: not a whole number")
        if not -(1 << (bits - 1)) <= value < 1 << bits:
            raise WorkbenchError(
                f"{option} {name}={_show(value)}: {key} is {'an' if bits == 8 else 'a'} {bits}-bit "
                f"register: give "
                f"0..{(1 << bits) - 1:#x}, or a negative number down to {-(1 << (bits - 1)):#x} "
                "(two's complement)")
        out[key] = value & ((1 << bits) - 1)
    return out


def _show(value: int) -> str:
    return f"{value:#x}" if value >= 0 else f"-{-value:#x}"
