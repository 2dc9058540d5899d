"""The Pentium's clocks and pairing classes per instruction form (machine file ``p5.toml``;
Intel Pentium User's Manual Vol.1 3.1.2, Abrash Tables 20.1 / 20.2, docs/references.md 2.2, 2.5):
the static half of the p5 model (``p5.py`` has the pairing pass and the rules on the engine)."""
from __future__ import annotations

from isa.trace import StaticInsn

from ..errors import untimed
from ..machine import MachineSpec
from .i386 import one_operand_32

_SREGS = ("cs", "ds", "es", "ss", "fs", "gs")
NP, PU, PV, UV = 0, 1, 2, 3
_CLASS_NAMES = {NP: "NP", PU: "PU", PV: "PV", UV: "UV"}


def _accumulator_test(s: StaticInsn) -> bool:
    return s.op_str.split(",")[0].strip() in ("eax", "ax", "al")


def classify(s: StaticInsn, spec: MachineSpec, mode: str | None = None) -> tuple[int, int, int]:
    """(clocks, clocks when a transfer is taken, pairing class) of one instruction. The segment
    register loads (MOV Sreg, LES/LDS...) and the far transfers are timed in real mode only
    (``mode`` "real16"): in protected mode they load a descriptor, which is not modelled. None of
    them is in Intel 3.1.2's list of simple instructions, so all are NP."""
    c = lambda k: spec[f"clocks.{k}"]  # noqa: E731
    k, a = s.klass, s.attrs
    form = a.get("form", "")
    mem = "m" in form
    real = mode == "real16"
    if k == "mov":
        operands = [o.strip() for o in s.op_str.split(",")]
        if any(r in _SREGS for r in s.writes):
            if real:
                return (c("mov_sreg_m") if mem else c("mov_sreg_r")), 0, NP
        elif any(o in _SREGS for o in operands):
            pass    # a move from a segment register: no kernel needs it, no figure cited
        elif form in ("rr", "rm", "mr", "ri", "mi"):
            return c("mov"), c("mov"), UV
    elif k == "lptr":
        if real:
            return c("les"), 0, NP
    elif k == "leave":
        return c("leave"), 0, NP
    elif a.get("far") and k in ("call", "ret"):
        if real and k == "call" and form == "ii":
            return c("call_far"), c("call_far"), NP
        if real and k == "ret" and not s.op_str:
            return c("retf"), c("retf"), NP
    elif k == "movx":
        return c("movx"), c("movx"), NP
    elif k == "lea":
        return c("lea"), c("lea"), UV
    elif k in ("alu", "aluc"):
        cls = PU if k == "aluc" else UV
        if s.mnemonic == "test":
            if form == "rr" or (mem and "i" not in form) or (form == "ri" and _accumulator_test(s)):
                return (c("cmp_m") if mem else c("alu_rr")), 0, UV
            return (c("cmp_m") if mem else c("test_nonacc_imm")), 0, NP
        if not mem:
            return c("alu_rr"), 0, cls
        if s.mnemonic == "cmp":
            return c("cmp_m"), 0, cls
        return (c("alu_mr") if form.startswith("m") else c("alu_rm")), 0, cls
    elif k == "incdec":
        return (c("incdec_m") if mem else c("incdec_r")), 0, UV
    elif k == "unary":
        return (c("unary_m") if mem else c("unary_r")), 0, NP
    elif k in ("shift", "rotate"):
        cnt = a.get("shift_count")
        if mem:
            return c("shift_m"), 0, NP
        if cnt == "cl":
            return c("shift_cl"), 0, NP
        if cnt == "1":
            return c("shift_1"), 0, PU
        if k == "shift":
            return c("shift_imm"), 0, PU
        return c("rotate_imm"), 0, (PU if spec["pairing.rotate_imm_pairs"] else NP)
    elif k == "rotc":
        if not mem and a.get("shift_count") == "1":
            return c("rotc_1"), 0, PU
        if not mem and a.get("shift_count") == "imm":
            return c("rotc_imm"), 0, NP
    elif k == "xchg":
        return (c("xchg_rm") if mem else c("xchg_rr")), 0, NP
    elif k == "bswap":
        return c("bswap"), 0, NP
    elif k == "mul" and one_operand_32(s):
        return c("mul32"), 0, NP
    elif k == "push":
        if mem:
            return c("push_m"), 0, NP
        if not any(r in _SREGS for r in s.reads):
            return c("push_r"), 0, UV
    elif k == "pop":
        if mem:
            return c("pop_m"), 0, NP
        if not any(r in _SREGS for r in s.writes):
            return c("pop_r"), 0, UV
    elif k == "nop":
        return c("nop"), 0, UV
    elif k == "hlt":
        return c("hlt"), 0, NP
    elif k == "jcc":
        return c("jcc"), c("jcc"), PV
    elif k in ("jmp", "call"):
        if form == "i":                       # near direct
            return c(k), c(k), PV
    elif k == "ret":
        if s.mnemonic == "ret":
            return (c("ret_imm"), c("ret_imm"), NP) if s.op_str else (c("ret"), c("ret"), NP)
    elif k == "loop":
        if s.mnemonic == "loop":
            return c("loop_not_taken"), c("loop_taken"), NP
    where = " in protected mode" if not real and (k == "lptr" or a.get("far") or any(
        r in _SREGS for r in s.writes)) else ""
    raise untimed("p5", f"'{s.text}' (class {k}){where}")
