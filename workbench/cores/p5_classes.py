"""The Pentium's clocks and pairing classes per instruction form (machine file ``p5.toml``;
Intel Pentium User's Manual Vol.1 3.1.2, Abrash Tables 20.1 / 20.2, docs/references.md 2.2, 2.5):
the static half of the p5 model (``p5.py`` has the pairing pass and the rules on the engine)."""
from __future__ import annotations

from isa.trace import StaticInsn

from ..errors import WorkbenchError
from ..machine import MachineSpec
from . import forms

NP, PU, PV, UV, FX = 0, 1, 2, 3, 4
_CLASS_NAMES = {NP: "NP", PU: "PU", PV: "PV", UV: "UV", FX: "FX"}
# FX: FXCH pairs in the V pipe behind one of these and then costs nothing (Intel, Pentium
# Processor Family Developer's Manual vol.3 and Optimization Manual 242816 'FXCH pairing'; Agner,
# Pentium optimization manual ch. 'Floating point instructions': FLD single/double/ST(i), FADD,
# FSUB, FMUL, FDIV in any form, FCOM, FUCOM, FTST, FABS, FCHS)
FX_PARTNERS = frozenset({"fld", "fadd", "faddp", "fsub", "fsubp", "fsubr", "fsubrp", "fmul",
                         "fmulp", "fdiv", "fdivp", "fdivr", "fdivrp", "fcom", "fucom", "ftst",
                         "fabs", "fchs"})
_CLASS_BY_NAME = {v: k for k, v in _CLASS_NAMES.items()}


def classify(s: StaticInsn, spec: MachineSpec, mode: str | None = None) -> tuple[int, int, int, int | None]:
    """(clocks, clocks when a transfer is taken, pairing class, latency) of one instruction: the
    row of the core's timing table (``machines/forms/p5.csv``) its form matches; latency is the
    row's clocks until an x87 result can be used, None where it gives none. The segment register
    loads (MOV Sreg, LES/LDS...) and the far transfers have real-mode rows only: in protected mode
    they load a descriptor, which is not modelled. None of them is in Intel 3.1.2's list of simple
    instructions, so all are NP."""
    row = forms.lookup(spec, s, mode or "prot32", "p5")
    cls = row.get("pairing", spec)
    if cls not in _CLASS_BY_NAME:
        raise WorkbenchError(f"the p5 timing row {row.where} gives pairing class '{cls}', not one "
                             f"of {', '.join(_CLASS_BY_NAME)}")
    return (forms.charged(row, s, spec, "clocks", "p5"), row.get("taken", spec, 0),
            _CLASS_BY_NAME[cls], row.get("latency", spec))
