"""Whole-word DSP56000 instructions as Python source (see :mod:`.semantics`).

Program control (Family Manual chapter 7, Appendix A): ``jsr``/``jscc``/``jsclr``/``jsset`` push
(return address, SR) on the 15-entry system stack, ``rts`` pops the PC, ``rti`` PC and SR. ``do``
pushes (LA, LC) then (loop start, SR), loads LA and LC and sets LF (SR bit 15); the block compiler
adds the loop-end test after the instruction at LA (LC 1: pop and fall out; else LC-1 and back to
the stacked start; a count of 0 runs 65,536 times); ``enddo`` pops without jumping. ``rep`` leaves
the count in the ``rep`` register for the machine, which runs the next instruction that often
(0: 65,536). The bit operations set C to the tested bit (read-modify-write of memory logs a read
and a write). ``stop``/``wait`` halt the run; ``reset``/``swi``/``illegal`` are faults.
"""
from __future__ import annotations

from .alu import alu
from .regs import SR_EXPR, write24
from .semantics import _CC_NAMES, _Ctx, _one, cond, nm, update

_LOOP_SRC = {"loop_reg", "loop_ea", "loop_aa"}


def _target(cx: _Ctx, v: dict, fmt: str) -> str:
    """The target of a jump: short 12-bit, long extension word, or a register EA."""
    if "a12" in v:
        return str(v["a12"])
    if fmt in ("jabs", "jabsc"):
        return str(v["ext"])
    return cx.ea(v["cm"], v["cr"])


def _bitsrc(cx: _Ctx, d, v: dict) -> tuple[str, str | None, str | None]:
    """(value, space, address) of a bit operation's operand (space None: a register)."""
    fmt = d.form.fmt.name
    if fmt == "bit_reg":
        return cx.src(nm("all", v["dreg"])), None, None
    sp = "xy"[v["sp"]]
    if fmt in ("bit_pp", "bit_pp6"):
        a = str(v.get("pp", v.get("pp6")))
    elif fmt in ("bit_aa", "bit_aa6"):
        a = str(v.get("aa", v.get("aa6")))
    elif fmt == "bit_abs":
        a = str(v["ext"])
    else:
        a = cx.ea(v["cm"], v["cr"])
    return cx.load(sp, a), sp, a


def _count(cx: _Ctx, d, v: dict) -> str:
    fmt = d.form.fmt.name
    if fmt in ("do_imm", "rep_imm"):
        return str(v["cnt"])
    if fmt == "loop_reg":
        return f"({cx.src(nm('all', v['dreg']))} & 65535)"
    sp = "xy"[v["sp"]]
    a = str(v["aa6"]) if fmt == "loop_aa" else cx.ea(v["cm"], v["cr"])
    return f"({cx.load(sp, a)} & 65535)"


def control(cx: _Ctx, d, pc: int, live: set) -> None:
    c, v, m = cx.c, d.values, d.form.mnemonic
    fmt = d.form.fmt.name
    nxt = pc + d.size
    pre = c.pre
    if m == "nop":
        return
    if m in ("stop", "wait"):
        c.end = c.halt = True
        pre.append("NPC = -1")
        return
    if m in ("reset", "swi", "illegal"):
        pre.append(f"FAULT('{m} is not supported: the workbench models no interrupts or reset')")
        return
    if m == "do":
        n = _count(cx, d, v)
        la = v["la"] - 1
        pre += [f"if mr & 128 and la == {la}: FAULT('nested DO loops end at the same address "
                f"${la:04x}; the Family Manual requires different end addresses')",
                f"t_ = {n}", "PUSH(SS, la, lc)", f"PUSH(SS, {nxt}, {SR_EXPR})",
                f"la = {la}", "lc = t_", "mr |= 128", f"NPC = {nxt}"]
        c.end, c.loop_end = True, la
        return
    if m == "rep":
        pre += [f"rep = {_count(cx, d, v)} or 65536", f"NPC = {nxt}"]
        c.end = True
        return
    if m == "enddo":
        pre += ["t_ = POP(SS)", "mr = (mr & 127) | ((t_[1] >> 8) & 128)", "t_ = POP(SS)",
                "la = t_[0]", "lc = t_[1]", f"NPC = {nxt}"]
        c.end = True
        return
    if m in ("rts", "rti"):
        pre += ["t_ = POP(SS)", "NPC = t_[0]"]
        if m == "rti":
            pre += write24("sr", "t_[1]")
        c.end = True
        return
    ctl = d.form.attrs.get("ctl", m)
    if ctl in ("jmp", "jsr", "jcc", "jscc"):
        t = _target(cx, v, fmt)
        call = ctl in ("jsr", "jscc")
        push = [f"PUSH(SS, {nxt}, {SR_EXPR})"] if call else []
        if ctl in ("jmp", "jsr"):
            pre += push + [f"NPC = {t}"]
        else:
            cc = _CC_NAMES[m[2:] if ctl == "jscc" else m[1:]]
            pre.append(f"if {cond(cc)}:")
            pre += ["    " + x for x in push + [f"NPC = {t}"]]
            pre.append(f"else: NPC = {nxt}")
        c.end = True
        return
    if m in ("jclr", "jset", "jsclr", "jsset", "bclr", "bset", "bchg", "btst"):
        val, sp, a = _bitsrc(cx, d, v)
        b = v["bit"]
        if m.startswith("j"):
            test = f"({val} >> {b}) & 1" if m.endswith("set") else f"not ({val} >> {b}) & 1"
            t = str(v.get("addr", v.get("ext")))
            pre.append(f"if {test}:")
            if m in ("jsclr", "jsset"):                 # jclr/jset only jump
                pre.append(f"    PUSH(SS, {nxt}, {SR_EXPR})")
            pre += [f"    NPC = {t}", f"else: NPC = {nxt}"]
            c.end = True
            return
        pre.append(f"fc = ({val} >> {b}) & 1")
        if m == "btst":
            return
        op = {"bset": f"{val} | {1 << b}", "bclr": f"{val} & {0xFFFFFF ^ (1 << b)}",
              "bchg": f"{val} ^ {1 << b}"}[m]
        if sp is None:
            cx.dst(nm("all", v["dreg"]), f"({op})")
        else:
            cx.store(sp, a, f"({op})")
        return
    if m == "movec":
        _movec(cx, d, v, fmt)
        return
    if m == "movem":
        a = str(v["aa6"]) if fmt == "movem_aa" else (str(v["ext"]) if fmt == "movem_abs"
                                                       else cx.ea(v["cm"], v["cr"]))
        _one(cx, "p", a, nm("all", v["dreg"]), v["w"])
        return
    if m == "movep":
        _movep(cx, v, fmt)
        return
    if m == "lua":
        k = v["cr"]
        r, n = f"r{k}", f"n{k}"
        e = {0: update(r, "-" + n, cx.lin), 1: update(r, n, cx.lin), 2: update(r, "-1", cx.lin),
             3: update(r, "1", cx.lin)}[v["cm"]]
        c.uses |= 1 << k | 1 << (16 + k) | (1 << (8 + k) if v["cm"] < 2 else 0)
        t = cx.tmp()
        pre.append(f"{t} = {e}")
        cx.dst(nm("rn", v["ld"]), t)
        return
    if m in ("andi", "ori"):
        op = "&" if m == "andi" else "|"
        i8 = v["i8"]
        if v["ee"] == 0:
            pre.append(f"mr = (mr {op} {i8}) & 0xAF")     # SR bits 12, 14: reserved, read 0
            c.end = True
        elif v["ee"] == 2:
            pre.append(f"omr = omr {op} {i8}")
        else:
            pre += write24("sr", f"(mr << 8) | (({SR_EXPR} & 255) {op} {i8})")
        return
    if m == "norm":
        k, dst = v["tr"], "ab"[v["acc"]]
        r = f"r{k}"
        pre += ["if not fe and fu and not fz:",
                *["    " + x for x in alu("asl", None, dst, live | {"z", "u", "e"}, cx.scale)],
                f"    {r} = ({r} - 1) & 65535",
                "elif fe:",
                *["    " + x for x in alu("asr", None, dst, live | {"z", "u", "e"}, cx.scale)],
                f"    {r} = ({r} + 1) & 65535"]
        return
    if m == "div":
        cx.c.mid += alu("div", ("x0", "y0", "x1", "y1")[v["jdiv"]], "ab"[v["acc"]], live,
                        cx.scale)
        return
    if ctl == "tcc":
        cc = _CC_NAMES[m[1:]]
        dst = "ab"[v["acc"]]
        j = v["jjj"]
        src = ("b" if dst == "a" else "a") if j == 0 else ("x0", "y0", "x1", "y1")[j - 4]
        val = src if src in ("a", "b") else f"((({src} ^ 8388608) - 8388608) << 24)"
        pre.append(f"if {cond(cc)}:")
        pre.append(f"    {dst} = {val}")
        if "tr2" in v and fmt == "tcc2":
            pre.append(f"    r{v['tr2']} = r{v['tr']}")
            c.agu_writes |= 1 << v["tr2"]
        return
    raise NotImplementedError(f"no semantics for {m} ({fmt})")


def _movec(cx: _Ctx, d, v: dict, fmt: str) -> None:
    cd = nm("ctrl", v["cd"])
    if fmt in ("movec_imm", "movec_imm24"):       # #xx: the low 8 bits; #xxxx: 16 bits
        cx.dst(cd, str(v["i8"] & 0xFF if "i8" in v else v["ext"]))
    elif fmt == "movec_reg":
        rg = nm("all", v["rg"])
        if v["w"]:
            cx.dst(cd, cx.src(rg))
        else:
            cx.dst(rg, cx.src(cd))
    else:
        a = str(v["aa6"]) if fmt == "movec_aa" else (str(v["ext"]) if fmt == "movec_abs"
                                                      else cx.ea(v["cm"], v["cr"]))
        _one(cx, "xy"[v["sp"]], a, cd, v["w"])


def _movep(cx: _Ctx, v: dict, fmt: str) -> None:
    ps, pp = "xy"[v["s"]], str(v["pp6"])
    if fmt == "movep_reg":
        _one(cx, ps, pp, nm("all", v["dreg"]), 1 - v["w"])
        return
    if fmt == "movep_imm":
        cx.store(ps, pp, str(v["ext"] & 0xFFFFFF))
        return
    sp = {1: "p", 2: "x", 3: "y"}[v["k"]]
    a = str(v["ext"]) if fmt == "movep_abs" else cx.ea(v["cm"], v["cr"])
    if v["w"]:                              # S:ea -> pp
        cx.store(ps, pp, cx.load(sp, a))
    else:
        cx.store(sp, a, cx.load(ps, pp))


__all__ = ["control"]
