"""One decoded DSP56000 instruction as Python source for the block compiler (:mod:`.machine`).

A parallel instruction runs in three phases, as the hardware's pipeline makes it look: (1) the
moves' effective addresses, their source registers (accumulators limited) and memory accesses,
all on the values before the instruction; (2) the data-ALU operation; (3) the moves'
destination registers. So ``mac x0,y0,a x:(r0)+,x0`` multiplies the old X0, and ``add a,b a,x:(r1)``
stores the old A (Family Manual 6.x, parallel move description).

:func:`translate` gives a :class:`Code`: the source lines, the data accesses in the order the
lines log them (space, write), the address-generation registers used and written by moves (for
the pipeline rule), and control facts (does it end a block, a DO loop's last address).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from isa.toolkit import Decoded

from .alu import COND, FLAGS, NOC, READS, WRITES, alu
from .control import CC
from .formats import QQQ, REGISTERS, XY_MODE
from .regs import AGU_REGS, SR_EXPR, ea_code, read24, update, write24

ALL = set(FLAGS)
PLAIN = {"x0", "x1", "y0", "y1", "omr", "la", "lc", *(f"{c}{i}" for c in "rnm" for i in range(8))}
SPACE = {"x": "X", "y": "Y", "p": "P"}
_JSRC = {2: "x", 3: "y", 4: "x0", 5: "y0", 6: "x1", 7: "y1"}
_CC_NAMES = {**CC, "hs": 0, "lo": 8}


def nm(cls: str, num: int) -> str:
    return REGISTERS.printed[cls](num)


@dataclass
class Code:
    pre: list[str] = field(default_factory=list)        # phase 1
    mid: list[str] = field(default_factory=list)        # phase 2 (ALU)
    post: list[str] = field(default_factory=list)       # phase 3
    accesses: list[tuple[str, bool]] = field(default_factory=list)
    uses: int = 0               # AGU registers used for address generation
    agu_writes: int = 0         # AGU registers written by a move (pipeline rule)
    end: bool = False           # ends its block (control transfer, mode change, loop setup)
    loop_end: int | None = None     # a DO: the loop's last address
    halt: bool = False
    writes_m: bool = False      # writes a modifier register (ends the block)

    def lines(self) -> list[str]:
        return self.pre + self.mid + self.post


class _Ctx:
    def __init__(self, code: Code, scale: int, lin: int | None = None):
        self.c, self.scale, self.n, self.lin = code, scale, 0, lin
        self.deferred: list[str] = []
        self.apps: list[str] = []   # address expressions accessed, in order
        self.direct = False         # loads may write their register at once (ALU ran first)

    def tmp(self, p: str = "t") -> str:
        self.n += 1
        return f"{p}{self.n}"

    def ea(self, mode: int, k: int) -> str:
        """The address expression of a register EA; a post-update of Rn is deferred until the
        instruction's accesses are done (:meth:`flush`)."""
        before, addr, after, mask = ea_code(mode, k, self.tmp("e"), self.lin)
        self.c.pre += before
        self.deferred += after
        self.c.uses |= mask
        return addr

    def flush(self) -> None:
        """Log the instruction's data addresses (one call), then run the deferred updates."""
        if self.apps:                       # A_ is the machine's address log (in place)
            self.c.pre.append(f"A_ += ({', '.join(self.apps)},)")
        self.c.pre += self.deferred
        self.deferred, self.apps = [], []

    def load(self, space: str, addr: str) -> str:
        t = self.tmp()
        self.apps.append(addr)
        self.c.pre.append(f"{t} = {SPACE[space]}[{addr}]")
        self.c.accesses.append((space, False))
        return t

    def store(self, space: str, addr: str, v: str) -> None:
        self.apps.append(addr)
        self.c.pre.append(f"PW({addr}, {v})" if space == "p" else f"{SPACE[space]}[{addr}] = {v}")
        self.c.accesses.append((space, True))

    def src(self, reg: str) -> str:
        """The register's bus value: its name when that is the value (a plain register, which
        no ALU operation writes), else a temporary computed now (limiting, A2, SR, ...)."""
        if reg in PLAIN:
            return reg
        t = self.tmp()
        self.c.pre += read24(reg, self.scale, t)
        return t

    def dst(self, reg: str, v: str) -> None:
        self.c.post += write24(reg, v)
        self.c.agu_writes |= AGU_REGS.get(reg, 0)
        if reg == "sr":
            self.c.end = True
        if reg[0] == "m" and reg[1:].isdigit():
            self.c.end = self.c.writes_m = True     # the block's linear-Mn mask may change

    def addr(self, v: dict, abs_key: str = "vabs", aa_key: str = "vaa", m="vm", r="vr") -> str:
        """The address of a move/memory operand: register EA, long absolute or short."""
        if abs_key in v and v.get(m, 6) == 6:
            return str(v[abs_key])
        if aa_key in v:
            return str(v[aa_key])
        return self.ea(v[m], v[r])


def flags_of(d: Decoded) -> tuple[set, set]:
    """(flags read, flags written for certain) of one instruction, for the liveness pass."""
    f = d.form
    if "alu" in f.attrs:
        m = f.attrs["alu"].mnemonic
        return READS.get(m, set()), WRITES.get(m, set())
    m = f.mnemonic
    if m in ("movep", "movem") and "dreg" in d.values and nm("all", d.values["dreg"]) == "sr":
        return ALL, set()       # SR moved to P or a peripheral: a store reads every flag
    if m in ("nop", "jmp", "rts", "lua", "rep", "enddo", "stop", "wait", "jclr", "jset", "movep",
             "movem"):
        return set(), set()
    if m in ("bclr", "bset", "bchg", "btst"):
        return ALL, {"c"}
    if m == "norm":
        return ALL, NOC
    if m == "div":
        return ALL, {"c", "v"}
    return ALL, set()


def translate(d: Decoded, pc: int, scale: int, live: set, lin: int | None = None) -> Code:
    """``lin``: mask of the address registers whose Mn is $FFFF (linear) for this block."""
    code = Code()
    cx = _Ctx(code, scale, lin)
    f = d.form
    if "alu" in f.attrs:
        alu_lines = _alu(f.attrs["alu"], d.values, live, scale)
        acc = "ab"[d.values["dst"]] if alu_lines else None
        probe = Code()
        _move(_Ctx(probe, scale, lin), f.attrs["move"], d.values)
        if acc and not re.search(rf"\b{acc}\b", "\n".join(probe.pre)):
            # the moves read nothing the ALU writes: ALU first, loads straight into registers
            code.pre += alu_lines
            cx.direct = True
            _move(cx, f.attrs["move"], d.values)
            cx.flush()
            return code
        _move(cx, f.attrs["move"], d.values)
        cx.flush()
        code.mid += alu_lines
        return code
    from .control_sem import control
    control(cx, d, pc, live)
    cx.flush()
    return code


def _alu(form, v: dict, live: set, scale: int) -> list[str]:
    m = form.mnemonic
    if m == "move":
        return []
    dst = "ab"[v["dst"]]
    if form.fmt.name == "mul":
        return alu(m, None, dst, live, scale, neg=bool(v["neg"]), q=QQQ[v["qqq"]])
    j = v["jjj"]
    src = ("b" if dst == "a" else "a") if j <= 1 else _JSRC[j]
    return alu(m, src, dst, live, scale)


def read48(cx: _Ctx, reg: str) -> tuple[str, str]:
    """(high, low) words of an L: source (``a``/``b`` limited to 48 bits, ``ab``/``ba`` each
    accumulator limited to 24)."""
    hi, lo = cx.tmp(), cx.tmp()
    if reg in ("x", "y"):
        cx.c.pre += [f"{hi} = {reg}1", f"{lo} = {reg}0"]
    elif reg in ("a10", "b10"):
        a = reg[0]
        cx.c.pre += [f"{hi} = ({a} >> 24) & 16777215", f"{lo} = {a} & 16777215"]
    elif reg in ("a", "b"):
        v = reg if cx.scale == 0 else (f"({reg} >> 1)" if cx.scale == 1 else f"({reg} << 1)")
        cx.c.pre += [f"if -140737488355328 <= {v} < 140737488355328: "
                     f"{hi} = ({v} >> 24) & 16777215; {lo} = {v} & 16777215",
                     f"else: {hi}, {lo} = (8388607, 16777215) if {v} > 0 else (8388608, 0); fl = 1"]
    else:
        cx.c.pre += read24(reg[0], cx.scale, hi) + read24(reg[1], cx.scale, lo)
    return hi, lo


def write48(cx: _Ctx, reg: str, hi: str, lo: str) -> None:
    if reg in ("x", "y"):
        cx.c.post += [f"{reg}1 = {hi}", f"{reg}0 = {lo}"]
    elif reg in ("a10", "b10"):
        a = reg[0]
        cx.c.post.append(f"{a} = ({a} & ~281474976710655) | ({hi} << 24) | {lo}")
    elif reg in ("a", "b"):
        cx.c.post.append(f"{reg} = ((({hi} << 24 | {lo}) ^ 140737488355328) - 140737488355328)")
    else:
        cx.c.post += write24(reg[0], hi) + write24(reg[1], lo)


def _move(cx: _Ctx, mv, v: dict) -> None:
    k = mv.fmt.name
    if k == "nomove":
        return
    if k == "imm8":
        reg = nm("dreg", v["idst"])
        val = v["simm"] & 255
        cx.dst(reg, str(val << 16 if reg in ("x0", "x1", "y0", "y1", "a", "b") else val))
    elif k == "imm24":
        cx.dst(nm("dreg", v["ldst"]), str(v["limm"] & 0xFFFFFF))
    elif k == "lmove":
        _lmove(cx, nm("lll", v["lll"]), v["lw"], cx.ea(v["lm"], v["lr"]))
    elif k in ("labs", "laa"):
        _lmove(cx, nm("lll", v["vlll"]), v["vw"], cx.addr(v))
    elif k == "xymove":
        xa = cx.ea(XY_MODE[v["xm"]], v["xr"])
        ya = cx.ea(XY_MODE[v["ym"]], v["yr"])
        _one(cx, "x", xa, nm("ee", v["xe"]), v["xw"])
        _one(cx, "y", ya, nm("ff", v["yf"]), v["yw"])
    elif k == "rr":
        cx.dst(nm("dreg", v["vd"]), cx.src(nm("dreg", v["vs"])))
    elif k == "upd":
        cx.ea(v["vm"], v["vr"])
    elif k in ("xyea", "xyabs", "xyaa"):
        _one(cx, "xy"[v["vsp"]], cx.addr(v), nm("dreg", v["vreg"]), v["vw"])
    elif k.startswith("xr"):
        t = cx.src(nm("acc", v["vacc"]))
        if k == "xrimm":
            cx.dst(nm("ee", v["vee"]), str(v["vabs"] & 0xFFFFFF))
        else:
            _one(cx, "x", cx.addr(v), nm("ee", v["vee"]), v["vw"])
        cx.dst(nm("yy", v["vyy"]), t)
    elif k.startswith("ry"):
        t = cx.src(nm("acc", v["vacc"]))
        if k == "ryimm":
            cx.dst(nm("ff", v["vff"]), str(v["vabs"] & 0xFFFFFF))
        else:
            _one(cx, "y", cx.addr(v), nm("ff", v["vff"]), v["vw"])
        cx.dst(nm("xx", v["vxx"]), t)
    elif k.startswith("c2"):
        acc = "ab"[v["vacc"]]
        a = cx.addr(v)
        if v["vk"] == 0:                    # A -> X:ea, X0 -> A
            cx.store("x", a, cx.src(acc))
            cx.dst(acc, cx.src("x0"))
        else:                               # Y0 -> A, A -> Y:ea
            t = cx.src("y0")
            cx.store("y", a, cx.src(acc))
            cx.dst(acc, t)
    else:
        raise NotImplementedError(f"move format {k}")


def _one(cx: _Ctx, space: str, addr: str, reg: str, w: int) -> None:
    """One memory move: ``space:addr`` -> ``reg`` (w=1) or ``reg`` -> ``space:addr``."""
    if w and cx.direct and reg in ("x0", "x1", "y0", "y1"):
        cx.apps.append(addr)
        cx.c.pre.append(f"{reg} = {SPACE[space]}[{addr}]")
        cx.c.accesses.append((space, False))
    elif w:
        cx.dst(reg, cx.load(space, addr))
    else:
        cx.store(space, addr, cx.src(reg))


def _lmove(cx: _Ctx, reg: str, w: int, addr: str) -> None:
    if w:
        hi, lo = cx.load("x", addr), cx.load("y", addr)
        write48(cx, reg, hi, lo)
        for r in {"x": ("x1", "x0"), "y": ("y1", "y0")}.get(reg, ()):
            cx.c.agu_writes |= AGU_REGS.get(r, 0)
    else:
        hi, lo = read48(cx, reg)
        cx.store("x", addr, hi)
        cx.store("y", addr, lo)


def cond(cc: int) -> str:
    return COND[cc]


__all__ = ["Code", "translate", "flags_of", "cond", "SR_EXPR", "update", "nm", "_Ctx", "_one",
           "_CC_NAMES"]
