"""DSP56000 data-ALU semantics as Python source for the block compiler (:mod:`.machine`).

Representation (docs/references.md 5.3, 5.4): X0 X1 Y0 Y1 are 24-bit unsigned words; the
accumulators A and B are *signed* Python ints in [-2**55, 2**55) (A2:A1:A0 as one 56-bit two's
complement value). The condition codes live in locals ``fc fv fz fn fu fe fl`` (C V Z N U E L of
the CCR, docs/references.md 5.8); ``S`` (block floating point) is not modelled.

Each generator returns source lines; flags are produced only where the block compiler says they
are live (``live``: the set of flag names a later reader needs), except L, which is sticky and
always updated when V can be set. Scaling (``scale``: 0 none, 1 down, 2 up, SR bits S1:S0) is a
compile-time constant of a block: an instruction that changes it ends its block.

Flag rules, per instruction (DSP56000 Family Manual, Appendix A instruction pages):

- ADD SUB ADC SBC ADDL SUBL ADDR SUBR CMP CMPM ASL: C V Z N U E (C: carry/borrow out of bit 55).
- MPY MPYR MAC MACR RND ABS NEG NORM: V Z N U E (C unchanged).
- TST CLR: V cleared, Z N U E; ASR: C (bit 0 out), V cleared, Z N U E.
- AND OR EOR NOT LSL LSR ROL ROR: on A1 (bits 47..24) only; N = bit 47, Z = bits 47..24 zero,
  V cleared; the shifts and rotates set C, the logic ops leave it.
- DIV: C (the quotient bit, set when bit 55 of the result is clear), V (bit 55 changed by the
  left shift); TFR: none.

E: bits 55..47 (scale down 55..48, up 55..46) not all equal; U: bits 47 and 46 (down 48 and 47,
up 46 and 45) equal; N bit 55; Z all 56 bits zero.
"""
from __future__ import annotations

import re

K55 = 1 << 55
M56 = (1 << 56) - 1
WRAP = f"(({{r}} + {K55}) & {M56}) - {K55}"
FLAGS = ("c", "v", "z", "n", "u", "e")

# what each op writes among C V Z N U E (L is sticky, handled apart), and reads
FULL = set(FLAGS)
NOC = {"v", "z", "n", "u", "e"}
WRITES = {**{m: FULL for m in ("add", "sub", "adc", "sbc", "addl", "subl", "addr", "subr", "cmp",
                               "cmpm", "asl", "asr")},
          **{m: NOC for m in ("mpy", "mpyr", "mac", "macr", "rnd", "abs", "neg", "tst", "clr",
                              "norm")},
          **{m: {"c", "v", "n", "z"} for m in ("lsl", "lsr", "rol", "ror")},
          **{m: {"v", "n", "z"} for m in ("and", "or", "eor", "not")},
          "div": {"c", "v"}, "tfr": set(), "move": set()}
READS = {"adc": {"c"}, "sbc": {"c"}, "rol": {"c"}, "ror": {"c"}, "div": {"c"}}

# condition codes (docs/references.md 5.1 CCCC order)
COND = ["not fc", "fn == fv", "not fz", "not fn", "not (fz or (not fu and not fe))", "not fe",
        "not fl", "not (fz or fn != fv)", "fc", "fn != fv", "fz", "fn",
        "(fz or (not fu and not fe))", "fe", "fl", "(fz or fn != fv)"]


def sx24(v: str) -> str:
    return f"(({v} ^ 8388608) - 8388608)"


def source56(src: str) -> str:
    """A source operand as a signed 56-bit value: x0..y1 into bits 47..24, X/Y as X1:X0,
    an accumulator as is."""
    if src in ("a", "b"):
        return src
    if src in ("x", "y"):
        return f"(((({src}1 << 24 | {src}0) ^ 140737488355328) - 140737488355328))"
    return f"({sx24(src)} << 24)"


def nzue(r: str, live, scale: int) -> list[str]:
    """N Z U E of the 56-bit result held in local ``r`` (those live)."""
    out = []
    lo = 47 + (scale == 1) - (scale == 2)
    if "n" in live:
        out.append(f"fn = {r} < 0")
    if "z" in live:
        out.append(f"fz = {r} == 0")
    if "e" in live:
        out.append(f"fe = not {-(1 << lo)} <= {r} < {1 << lo}")
    if "u" in live:
        out.append(f"fu = not (({r} >> {lo - 1}) ^ ({r} >> {lo})) & 1")
    return out


def rounding(r: str, scale: int) -> list[str]:
    """Convergent rounding of ``r`` at bit 23 (scale down 24, up 22), Family Manual 3.3.7."""
    k = 23 + (scale == 1) - (scale == 2)
    mask = (1 << (k + 1)) - 1
    return [f"{r} += {1 << k}",
            f"if not {r} & {mask}: {r} &= ~{1 << (k + 1)}",
            f"{r} &= ~{mask}"]


def _finish(r: str, dst: str, live, scale: int, v: str | None, write: bool = True,
            wrap: bool = True) -> list[str]:
    """Wrap ``r`` to 56 bits, V (expression ``v``, or overflow of the wrap) into fv/fl, flags."""
    out = []
    if wrap and v is None:
        out.append(f"if not {-K55} <= {r} < {K55}: {r} = {WRAP.format(r=r)}; fv = fl = 1")
        if "v" in live:
            out.insert(0, "fv = 0")
    elif v is not None:
        out.append(f"vv = {v}")
        out.append("fl |= vv")
        if "v" in live:
            out.append("fv = vv")
        if wrap:
            out.append(f"{r} = {WRAP.format(r=r)}")
    out += nzue(r, live, scale)
    if write:
        out.append(f"{dst} = {r}")
    return out


def alu(op: str, src: str | None, dst: str, live, scale: int, neg: bool = False,
        q: tuple[str, str] | None = None) -> list[str]:
    """Source lines of one data-ALU operation; the result goes to accumulator ``dst``."""
    out = _alu(op, src, dst, live, scale, neg, q)
    # peephole: compute straight into the accumulator when only the first line reads its old
    # value (``r = a + ...`` ... ``a = r`` becomes ``a = a + ...``)
    if (len(out) >= 2 and out[0].startswith("r = ") and out[-1] == f"{dst} = r"
            and not any(re.search(rf"\b{dst}\b", x) for x in out[1:-1])):
        out = [f"{dst} = {out[0][4:]}"] + [re.sub(r"\br\b", dst, x) for x in out[1:-1]]
    return out


def _alu(op: str, src: str | None, dst: str, live, scale: int, neg: bool = False,
         q: tuple[str, str] | None = None) -> list[str]:
    d = dst
    live = set(live) & WRITES.get(op, set())
    if op in ("mpy", "mpyr", "mac", "macr"):
        p = f"{sx24(q[0])} * {sx24(q[1])} << 1"
        sign = "-" if neg else "+"
        base = f"{d} {sign} " if op.startswith("mac") else ("-" if neg else "")
        out = [f"r = {base}({p})"]
        if op.endswith("r"):
            out += rounding("r", scale)
        return out + _finish("r", d, live, scale, None)
    if op in ("add", "sub", "cmp", "adc", "sbc"):
        s = source56(src)
        plus = op in ("add", "adc")
        carry = " + fc" if op == "adc" else (" + fc" if op == "sbc" else "")
        out = [f"s = {s}", f"r = {d} {'+' if plus else '-'} (s{carry})" if carry else
               f"r = {d} {'+' if plus else '-'} s"]
        if "c" in live:
            if plus:
                out.append(f"fc = (({d} & {M56}) + (s & {M56}){carry}) >> 56")
            else:
                out.append(f"fc = ({d} & {M56}) < (s & {M56}){carry}")
        return out + _finish("r", d, live, scale, None, write=op != "cmp")
    if op == "cmpm":
        return [f"r = abs({d}) - abs({source56(src)})"] + (
            [f"fc = (abs({d}) & {M56}) < (abs({source56(src)}) & {M56})"] if "c" in live else []) \
            + _finish("r", d, live, scale, None, write=False)
    if op in ("addl", "subl"):     # D = 2*D +/- S; V also when bit 55 changes in the shift
        sg = "+" if op == "addl" else "-"
        out = [f"r = ({d} << 1) {sg} {src}"]
        if "c" in live:
            out.append(f"fc = ((({d} << 1) & {M56}) {sg} ({src} & {M56})) >> 56 & 1"
                       if sg == "+" else f"fc = (({d} << 1) & {M56}) < ({src} & {M56})")
        v = f"int(not {-K55} <= r < {K55} or (({d} >> 54 ^ {d} >> 55) & 1))"
        return out + _finish("r", d, live, scale, v)
    if op in ("addr", "subr"):     # D = D/2 +/- S
        sg = "+" if op == "addr" else "-"
        out = [f"r = ({d} >> 1) {sg} {src}"]
        if "c" in live:
            out.append(f"fc = ((({d} >> 1) & {M56}) {sg} ({src} & {M56})) >> 56 & 1"
                       if sg == "+" else f"fc = (({d} >> 1) & {M56}) < ({src} & {M56})")
        return out + _finish("r", d, live, scale, None)
    if op == "tfr":
        return [f"{d} = {source56(src)}"]
    if op in ("tst", "clr"):
        out = ["fv = 0"] if "v" in live else []
        if op == "clr":
            out.append(f"{d} = 0")
        return out + nzue(d, live, scale)
    if op == "rnd":
        return [f"r = {d}"] + rounding("r", scale) + _finish("r", d, live, scale, None)
    if op == "abs":
        return [f"r = abs({d})"] + _finish("r", d, live, scale, None)
    if op == "neg":
        return [f"r = -{d}"] + _finish("r", d, live, scale, None)
    if op == "asl":
        out = [f"r = {d} << 1"]
        if "c" in live:
            out.append(f"fc = {d} < 0")
        v = f"int(({d} >> 54 ^ {d} >> 55) & 1)"
        return out + _finish("r", d, live, scale, v)
    if op == "asr":
        out = [f"r = {d} >> 1"] + (["fv = 0"] if "v" in live else [])
        if "c" in live:
            out.append(f"fc = {d} & 1")
        return out + _finish("r", d, live, scale, None, wrap=False)
    if op in ("lsl", "lsr", "rol", "ror", "and", "or", "eor", "not"):
        a1 = f"(({d} >> 24) & 16777215)"
        expr = {"lsl": f"({a1} << 1) & 16777215", "lsr": f"{a1} >> 1",
                "rol": f"(({a1} << 1) & 16777215) | fc", "ror": f"({a1} >> 1) | (fc << 23)",
                "and": f"{a1} & {src}", "or": f"{a1} | {src}", "eor": f"{a1} ^ {src}",
                "not": f"{a1} ^ 16777215"}[op]
        out = []
        if op in ("lsl", "rol"):
            out.append(f"cc = ({d} >> 47) & 1")
        elif op in ("lsr", "ror"):
            out.append(f"cc = ({d} >> 24) & 1")
        out.append(f"t = {expr}")
        if op in ("lsl", "lsr", "rol", "ror"):
            out.append("fc = cc")
        out.append(f"{d} = ({d} & ~281474959933440) | (t << 24)")
        if "v" in live:
            out.append("fv = 0")
        if "n" in live:
            out.append("fn = t >> 23")
        if "z" in live:
            out.append("fz = t == 0")
        return out
    if op == "div":
        # Family Manual DIV: quotient bit into C; D1 +/- S after shifting D left through C
        s = f"({sx24(src)} << 24)"
        return [f"q = ({d} < 0) == ({src} >= 8388608)",
                f"r = ({d} << 1) + fc",
                f"r = r - {s} if q else r + {s}",
                f"vv = int(({d} >> 54 ^ {d} >> 55) & 1)", "fl |= vv", "fv = vv",
                f"r = {WRAP.format(r='r')}", "fc = int(r >= 0)", f"{d} = r"]
    raise NotImplementedError(op)
