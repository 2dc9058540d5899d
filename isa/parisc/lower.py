"""Decoded PA-RISC instructions as rows for the C run loop (isa/parisc/interp.c).

Each row (ROW_DTYPE) holds the operation, registers, condition and completers, the
immediates, the address; the fields mean what :mod:`.semantics` reads from the same decoding
(each case below names the generator it mirrors). An instruction this module does not lower
(the floating-point operations, MAX-2) returns None and its block runs in Python; the
floating-point loads and stores and xmpyu, which move bits, are lowered.
"""
from __future__ import annotations

import numpy as np

from .semantics import CMPIB64, _l21, _width

M = 0xFFFFFFFFFFFFFFFF
# interp.c's Row: the same fields at the same offsets (40 bytes). x is an index register, xv a
# branch's target or a deposit's immediate; imm2 a shift, position or addressing mode.
ROW_DTYPE = np.dtype([("op", "u1"), ("t", "u1"), ("a", "u1"), ("b", "u1"), ("x", "u1"),
                      ("c", "u1"), ("f", "u1"), ("w", "u1"), ("fl", "=u2"), ("n", "u1"),
                      ("pad", "u1"), ("imm2", "=i4"), ("imm", "=i8"), ("xv", "=i8"), ("pc", "=u8")])
assert ROW_DTYPE.itemsize == 40
_FIELDS = ROW_DTYPE.names

# interp.c's op numbers: the common forms first (spelled out there), the branches last
(OP_NOP, OP_XOR, OP_OR, OP_AND, OP_ANDCM, OP_EXTRU, OP_LDX8,
 OP_LOGIC, OP_ADD, OP_SUB, OP_SHLADD, OP_DS, OP_UNIT, OP_ADDI, OP_SUBI, OP_CMPCLR,
 OP_LDO, OP_MTSAR, OP_BREAK, OP_EXTR, OP_DEP, OP_SHRP, OP_LD, OP_ST, OP_XMPYU,
 OP_CMPB, OP_ADDB, OP_MOVB, OP_BB, OP_BL, OP_BV, OP_BVE) = range(32)

FL_TRAP, FL_CB, FL_CIN, FL_TC, FL_IMM, FL_SE, FL_NZ, FL_SAR = 1, 2, 4, 8, 16, 32, 64, 128
FL_SAME, FL_LINK, FL_COND, FL_SUBU, FL_FP = 256, 512, 1024, 2048, 4096

# the block's end (interp.c's MODE_*): in sequence or at the branch's target; the delay slot left
# out of the block (a word that is no instruction, or a branch: machine.py's _source)
MODE_PLAIN, MODE_SLOT_OUT, MODE_SLOT_BRANCH = 0, 1, 2


def s64(v: int) -> int:
    """An unsigned 64-bit value as the int64 a row holds."""
    v &= M
    return v - (1 << 64) if v >> 63 else v


def _row(op: int, pc: int, **kw) -> tuple:
    """One row as a tuple in ROW_DTYPE's order; keywords name its fields in capitals."""
    vals = dict.fromkeys(_FIELDS, 0)
    vals["op"], vals["pc"] = op, pc & M
    for k, v in kw.items():
        vals[k.lower()] = v
    return tuple(vals[f] for f in _FIELDS)


def rows(lowered: list[tuple]) -> np.ndarray:
    return np.array(lowered, dtype=ROW_DTYPE)


def _cond_flag(v) -> int:
    return FL_COND if (v.get("c") or v.get("f")) else 0


def lower(d, pc: int) -> tuple | None:
    """The row of one decoded instruction at ``pc``, or None where C does not run it."""
    sem, v, f = d.form.attrs["sem"], d.values, d.form
    w = 64 if v.get("d") else 32
    if sem == "logic":                                  # g_logic
        op = {0x0A: 0, 0x09: 1, 0x08: 2}.get(v["ext6"], 3)
        if not _cond_flag(v):
            return _row((OP_XOR, OP_OR, OP_AND, OP_ANDCM)[op], pc, T=v["t"], A=v["r1"], B=v["r2"])
        return _row(OP_LOGIC, pc, T=v["t"], A=v["r1"], B=v["r2"], C=v["c"], F=v["f"], W=w,
                    FL=_cond_flag(v), IMM=op)
    if sem == "add":                                    # g_add
        e = v["ext6"]
        fl = _cond_flag(v) | (FL_TRAP if e in (0x38, 0x3C) else 0) | (0 if e == 0x28 else FL_CB)
        fl |= FL_CIN if e in (0x1C, 0x3C) else 0
        return _row(OP_ADD, pc, T=v["t"], A=v["r1"], B=v["r2"], C=v["c"], F=v["f"], W=w, FL=fl)
    if sem == "sub":                                    # g_sub
        e = v["ext6"]
        fl = _cond_flag(v) | FL_CB | (FL_TRAP if e in (0x30, 0x34) else 0)
        fl |= FL_CIN if e in (0x14, 0x34) else 0
        return _row(OP_SUB, pc, T=v["t"], A=v["r1"], B=v["r2"], C=v["c"], F=v["f"], W=w, FL=fl)
    if sem == "shladd":                                 # g_shladd
        fl = _cond_flag(v) | (FL_TRAP if v["e"] == 3 else 0) | (0 if v["e"] == 2 else FL_CB)
        return _row(OP_SHLADD, pc, T=v["t"], A=v["r1"], B=v["r2"], C=v["c"], F=v["f"], W=w,
                    FL=fl, IMM2=v["sa"])
    if sem == "ds":                                     # g_ds
        return _row(OP_DS, pc, T=v["t"], A=v["r1"], B=v["r2"])
    if sem == "uaddcm":                                 # g_uaddcm / _unit
        fl = _cond_flag(v) | (FL_TC if v["ext6"] == 0x27 else 0)
        return _row(OP_UNIT, pc, T=v["t"], A=v["r1"], B=v["r2"], C=v["c"], F=v["f"], W=w, FL=fl)
    if sem == "dcor":                                   # g_dcor / _unit
        fl = _cond_flag(v) | (0 if v["ext6"] == 0x2F else FL_SUBU)
        return _row(OP_UNIT, pc, T=v["t"], B=v["r2"], C=v["c"], F=v["f"], W=w, FL=fl, IMM=1)
    if sem in ("addi", "subi"):                         # g_addi / g_subi (32-bit conditions)
        fl = _cond_flag(v) | FL_IMM | FL_CB | (FL_TRAP if v["e"] else 0)
        if sem == "addi" and v["op"] == 0x2C:
            fl |= FL_TC
        return _row(OP_ADDI if sem == "addi" else OP_SUBI, pc, T=v["t"], A=v["r"], C=v["c"],
                    F=v["f"], W=32, FL=fl, IMM=s64(v["im11"]))
    if sem == "cmpclr":                                 # g_cmpclr
        if "im11" in v:
            return _row(OP_CMPCLR, pc, T=v["t"], A=v["r"], C=v["c"], F=v["f"], W=w,
                        FL=_cond_flag(v) | FL_IMM, IMM=s64(v["im11"]))
        return _row(OP_CMPCLR, pc, T=v["t"], A=v["r1"], B=v["r2"], C=v["c"], F=v["f"], W=w,
                    FL=_cond_flag(v))
    if sem == "mfia":                                   # g_mfia
        return _row(OP_LDO, pc, T=v["t"], IMM=s64(pc & ~3))
    if sem == "ldo":                                    # g_ldo
        return _row(OP_LDO, pc, T=v["t"], A=v["b"], IMM=s64(v["disp"]))
    if sem == "ldil":                                   # g_ldil
        return _row(OP_LDO, pc, T=v["t"], IMM=s64(_l21(v["i"])))
    if sem == "addil":                                  # g_addil
        return _row(OP_LDO, pc, T=1, A=v["r"], IMM=s64(_l21(v["i"])))
    if sem in ("mtsar", "mtsarcm"):                     # g_mtsar / g_mtsarcm
        return _row(OP_MTSAR, pc, A=v["r"], IMM=int(sem == "mtsarcm"))
    if sem == "break":                                  # g_break
        return _row(OP_BREAK, pc)
    if sem == "extr":                                   # g_extr
        w = _width(d)
        fl = (FL_SE if v["se"] else 0) | (0 if "pos" in v else FL_SAR)
        if not fl and not v["c"]:
            return _row(OP_EXTRU, pc, T=v["t"], A=v["r"], W=w, IMM2=w - 1 - v["pos"],
                        XV=s64((1 << v["len"]) - 1))
        return _row(OP_EXTR, pc, T=v["t"], A=v["r"], C=v["c"], W=w, FL=fl, IMM=v["len"],
                    IMM2=w - 1 - v["pos"] if "pos" in v else 0)
    if sem == "dep":                                    # g_dep
        w = _width(d)
        fl = (FL_NZ if v["nz"] else 0) | (0 if "pos" in v else FL_SAR)
        if "im5" in v:
            fl |= FL_IMM
        return _row(OP_DEP, pc, T=v["t"], A=v.get("r", 0), XV=s64(v.get("im5", 0)), C=v["c"], W=w,
                    FL=fl, IMM=v["len"], IMM2=w - 1 - v["pos"] if "pos" in v else 0)
    if sem == "shrp":                                   # g_shrp
        w = _width(d)
        fl = 0 if "sa" in v else FL_SAR
        if "sa" not in v and w == 32 and v["r1"] == v["r2"]:
            fl |= FL_SAME
        return _row(OP_SHRP, pc, T=v["t"], A=v["r1"], B=v["r2"], C=v["c"], W=w, FL=fl,
                    IMM2=v.get("sa", 0))
    if sem == "xmpyu":                                  # g_xmpyu
        return _row(OP_XMPYU, pc, T=v["t"], A=v["r1"], B=v["r2"])
    if sem in ("ld", "st", "fld", "fst"):               # g_ld / g_st / g_fld / g_fst, _ea
        n, at = f.attrs["width"], f.attrs
        shift = 0
        if "x" in v:
            if v["u"]:
                shift = n.bit_length() - 1
            mode, disp = (4 if v["m"] else 3), 0
        else:
            disp = v["disp"]
            if v.get("m", at.get("m")):
                mode = 2 if v.get("a", at.get("a")) else 1
            else:
                mode = 0
        if sem == "ld" and n == 8 and mode == 3:
            return _row(OP_LDX8, pc, T=v["t"], A=v["b"], X=v["x"], C=shift)
        load = sem in ("ld", "fld")
        kw = dict(T=v["t"]) if load else dict(B=v["r"])
        return _row(OP_LD if load else OP_ST, pc, A=v["b"], X=v.get("x", 0), C=shift, W=n,
                    IMM=s64(disp), IMM2=mode, FL=FL_FP if sem[0] == "f" else 0, **kw)
    # branches: XV holds the target of the conditional ones and b,l
    if sem in ("cmpb", "cmpib", "addib", "movb", "bb"):     # _cbranch
        target = s64(pc + 8 + v["w"])
        nul = (1 if v["w"] >= 0 else 2) if v["n"] else 0
        op = v["op"]
        if sem == "cmpb":                               # g_cmpb
            w, fneg = (64 if op in (0x27, 0x2F) else 32), int(op in (0x22, 0x2F))
            return _row(OP_CMPB, pc, A=v["r1"], B=v["r2"], C=v["c"], F=fneg, W=w, FL=FL_COND,
                        XV=target, N=nul)
        if sem == "cmpib":                              # g_cmpib
            if op == 0x3B:
                c, fneg = CMPIB64[v["c"]]
                w = 64
            else:
                c, fneg, w = v["c"], int(op == 0x23), 32
            return _row(OP_CMPB, pc, A=v["r"], C=c, F=fneg, W=w, FL=FL_COND | FL_IMM,
                        IMM=s64(v["im5"]), XV=target, N=nul)
        if sem == "addib":                              # g_addib
            fneg = int(op in (0x2A, 0x2B))
            c, w = (v["c"], 32) if v["c"] < 5 else (v["c"] - 4, 64)
            if "im5" in v:
                return _row(OP_ADDB, pc, T=v["r"], A=v["r"], C=c, F=fneg, W=w,
                            FL=FL_COND | FL_IMM, IMM=s64(v["im5"]), XV=target, N=nul)
            return _row(OP_ADDB, pc, T=v["r2"], A=v["r2"], B=v["r1"], C=c, F=fneg, W=w,
                        FL=FL_COND, XV=target, N=nul)
        if sem == "movb":                               # g_movb
            if "im5" in v:
                return _row(OP_MOVB, pc, T=v["t"], C=v["c"], FL=FL_IMM, IMM=s64(v["im5"]),
                            XV=target, N=nul)
            return _row(OP_MOVB, pc, T=v["t"], A=v["r"], C=v["c"], XV=target, N=nul)
        fmt = f.fmt.name                                # g_bb
        if fmt == "bbs":
            return _row(OP_BB, pc, A=v["r"], C=v["c"], W=64 if v["d"] else 32, FL=FL_SAR,
                        XV=target, N=nul)
        return _row(OP_BB, pc, A=v["r"], C=v["c"], IMM2=v["pos"] + (32 if fmt == "bbw" else 0),
                    XV=target, N=nul)
    if sem == "bl":                                     # g_bl
        return _row(OP_BL, pc, T=v["link"], XV=s64(pc + 8 + v["w"]), N=int(bool(v["n"])))
    if sem == "bv":                                     # g_bv
        return _row(OP_BV, pc, A=v["b"], X=v["x"], N=int(bool(v["n"])))
    if sem == "bve":                                    # g_bve
        link = f.fmt.name == "bve" and v["ext3"] == 7
        return _row(OP_BVE, pc, A=v["b"], FL=FL_LINK if link else 0, N=int(bool(v["n"])))
    return None
