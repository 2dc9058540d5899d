"""A compiled DSP56000 block's Python source lowered to the C interpreter's code (interp.c).

The block compiler (:mod:`.machine`) writes each block as Python source from :mod:`.semantics`;
this module parses that same source (``ast``; each distinct top-level statement once per
process, since unrolled kernels repeat a few thousand statements over and over) and lowers it,
statement by statement, to a small register code the C run loop executes: every value is a
signed 64-bit slot (the machine's registers, temporaries, constants), so the C path runs
exactly the operations the Python path runs, and agrees with it by construction. A construct
outside the subset below (or a value that could leave 64 bits: the shifts are by constants under
64 and every add, subtract, multiply and left shift is checked at run time) makes the block
non-native: :func:`lower` returns None and the block runs in Python.

The subset: assignments (chained, tuple, augmented), ``if``/``else``, ``for`` over ``range(n)``
and ``range(n, 0, -1)``, ``pass``, ``return NPC``; integer arithmetic, comparisons (chained),
``not``/``and``/``or``/conditional expressions with Python's values; ``X[e]``, ``Y[e]``,
``P[e]`` reads, ``X[e] = v``, ``Y[e] = v``; the helpers ``AGU``, ``PUSH``, ``POP``, ``TOP``,
``SETSP``, ``PW``, ``FAULT``, ``abs``, ``int``, ``len(SS)``; ``A_ += (...)`` (the access log).
"""
from __future__ import annotations

import ast
import re
from functools import lru_cache
from itertools import accumulate

from .regs import INDEX

# opcodes and their sizes in code words: keep in step with BASE_OPS and FUSED_OPS in interp.c
# (native.py compares this list with the library's, dsp_op_names, and keeps to Python on a
# difference)
_BASE = ("END:2 MOV:3 ADD:4 SUB:4 MUL:4 AND:4 OR:4 XOR:4 SHL:4 SHR:4 NEG:3 INV:3 NOT:3 ABS:3 "
         "LT:4 LE:4 EQ:4 NE:4 GT:4 GE:4 JMP:2 JZ:3 JNZ:3 LDX:3 LDY:3 LDP:3 STX:3 STY:3 PW:3 "
         "LOG1:4 LOG2:6 AGU:5 PUSH:3 POP:2 TOP:2 SETTOP1:2 SETSP:2 LEN:2 FAULT:2 LOOP:3 BOOL:3 "
         "INRANGE:5 ITEM:2 INC:1 SX24:3 MACS:6 JIN:5 ADDAND:5 SHRAND:5 INCLOOP:3").split()
# Fused operations (superinstructions): the operations their names list, run one after the
# other over the unchanged code words (:func:`fuse`). Chosen from the dynamic operation mix of
# the DSP56000 kernels (README, "Speed"): the parallel X:Y move of a MAC with its two address
# steps, a MAC and its overflow test, a loop's step and next pass (INCLOOP), a long's add with
# its sign extension and range test (DES), a load and its access log entry.
FUSED = ("MACS_LDX_LDY_LOG2_ADDAND_ADDAND LDX_LDY_LOG2_ADDAND_ADDAND MOV_LDX_LDY_LOG2 "
         "LDX_LDY_LOG2_ADDAND LDX_LDY_LOG2 SHL_OR_XOR_SUB_ADD_JIN LDX_LOG1_SX24_SHL_MACS_JIN "
         "LDX_LOG1_SX24_SHL SHRAND_XOR_AND_SHL_OR LDX_LOG1 STX_LOG1 STY_LOG1 MACS_JIN "
         "SHRAND_AND SX24_SHL LT_JZ MOV_MOV").split()
OPS = [n.split(":")[0] for n in _BASE] + FUSED
OP_NAMES = "".join(n + " " for n in _BASE + FUSED)     # what interp.c's dsp_op_names answers
OP = {n: i for i, n in enumerate(OPS)}
SIZE = [int(n.split(":")[1]) for n in _BASE]
SIZE += [sum(SIZE[OP[x]] for x in n.split("_")) for n in FUSED]
_PATTERNS = sorted(((tuple(OP[x] for x in n.split("_")), OP[n]) for n in FUSED),
                   key=lambda p: -len(p[0]))       # longest first; a stable sort keeps the order
_JUMPS = {OP["JMP"]: 1, OP["JZ"]: 2, OP["JNZ"]: 2, OP["LOOP"]: 2, OP["JIN"]: 4}
FUSE = True                 # False: lower without fusing (tests compare the two)
NREG = len(INDEX)
SLOT_N = NREG               # a REP block's pass count (the function's argument N)
SLOT_I = NREG + 1           # the running instruction's position in its block (access log)
SCRATCH = 64                # temporaries per block (slots NREG + 2 .. NREG + 2 + SCRATCH)
CONST_BASE = NREG + 2 + SCRATCH
SPACE_CODE = {"p": 0, "x": 1, "y": 2}
MAX_CONSTS = 1 << 15
_BIN = {ast.Add: "ADD", ast.Sub: "SUB", ast.Mult: "MUL", ast.BitAnd: "AND", ast.BitOr: "OR",
        ast.BitXor: "XOR"}
_CMP = {ast.Lt: "LT", ast.LtE: "LE", ast.Eq: "EQ", ast.NotEq: "NE", ast.Gt: "GT", ast.GtE: "GE"}
_MEM = {"X": ("LDX", "STX"), "Y": ("LDY", "STY")}
INT64 = (-(1 << 63), (1 << 63) - 1)
_SPECIAL = ("NPC", "A_", "N")          # names a forwarded temporary never is nor goes into


class Unsupported(Exception):
    """A construct the C code does not run: the block stays Python."""


class Consts:
    """The constant slots one machine's blocks share (slot CONST_BASE + k holds values[k])."""

    def __init__(self):
        self.values: list[int] = []
        self.slot: dict[int, int] = {}

    def get(self, v: int) -> int:
        s = self.slot.get(v)
        if s is None:
            if not INT64[0] <= v <= INT64[1] or len(self.values) >= MAX_CONSTS:
                raise Unsupported("constant")
            s = self.slot[v] = CONST_BASE + len(self.values)
            self.values.append(v)
        return s


class _Lower:
    def __init__(self, consts: Consts, faults: list[str], line_insn: dict, starts: list[int],
                 pats: list[list[int]], rep: bool):
        self.code: list[int] = []
        self.lines: list[int] = []          # per code word: the source line of its statement
        self.consts, self.faults = consts, faults
        self.vars: dict[str, tuple] = {}    # a local: ("i", slot) or ("p", first of 2 slots)
        self.temps: set[int] = set()        # temporaries in use
        self.nslots = 0
        self.free: list[int] = []
        self.line = 0
        self.off = 0                        # line of the current statement's text minus one
        # the access log: which instruction of the block a statement belongs to (line_insn),
        # the position of each instruction's first pass, each one's (space, write) codes
        self.line_insn, self.starts, self.pats, self.rep = line_insn, starts, pats, rep
        self.item = 0 if rep else None
        # the pass slot (SLOT_I): None when it holds 0, else the item whose repeat loop left it
        # at its last pass ("?": unknown)
        self.emitted = None
        self.lshift = 0             # label(): _LBASE minus the statement's start while recorded
        self.called: list[int] | None = None    # while recorded: the lines stmt() was called at

    # ------------------------------------------------------------------ slots
    def _new(self) -> int:
        if self.free:
            return self.free.pop()
        if self.nslots >= SCRATCH:
            raise Unsupported("too many temporaries")
        self.nslots += 1
        return NREG + 2 + self.nslots - 1

    def tmp(self) -> int:
        s = self._new()
        self.temps.add(s)
        return s

    def release(self, s: int) -> None:
        if s in self.temps:
            self.temps.discard(s)
            self.free.append(s)

    def name_slot(self, name: str, store: bool = False) -> int:
        """A name's slot: a register's own, else the local's (bound lexically: the generated
        code assigns every local before the statements that read it)."""
        if name in INDEX:
            return INDEX[name]
        k = self.vars.get(name)
        if k is not None and k[0] == "i":
            return k[1]
        if not store:
            raise Unsupported(f"name {name}")
        s = self._new()
        self.vars[name] = ("i", s)
        return s

    def pair_slots(self, name: str) -> int:
        """Two adjacent slots for a local holding a system stack entry (POP or TOP)."""
        k = self.vars.get(name)
        if k is not None and k[0] == "p":
            return k[1]
        if self.nslots + 2 > SCRATCH:
            raise Unsupported("too many temporaries")
        self.nslots += 2
        s = NREG + 2 + self.nslots - 2
        self.vars[name] = ("p", s)
        return s

    def emit(self, *words: int) -> int:
        at = len(self.code)
        self.code.extend(words)
        self.lines.extend([self.line] * len(words))
        return at

    def op(self, name: str, *args: int) -> int:
        return self.emit(OP[name], *args)

    def label(self) -> int:
        return len(self.code) + self.lshift

    def patch(self, at: int, target: int) -> None:
        self.code[at] = target

    # ------------------------------------------------------------------ expressions
    def const(self, v) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            if isinstance(v, bool):
                return self.consts.get(int(v))
            raise Unsupported("constant type")
        return self.consts.get(v)

    def expr(self, e: ast.expr, into: int | None = None) -> int:
        """The slot holding ``e``'s value (``into`` when given, else a temporary or a name's
        own slot, which the caller must not write)."""
        if isinstance(e, ast.Constant):
            s = self.const(e.value)
            return self._move(s, into)
        if isinstance(e, ast.Name):
            if e.id == "N":
                return self._move(SLOT_N, into)
            return self._move(self.name_slot(e.id), into)
        if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Invert) and \
                _const_int(e.operand) is not None:
            return self._move(self.const(~_const_int(e.operand)), into)
        d = self.tmp() if into is None else into
        mac = _mac(e)
        if mac is not None:                 # acc +/- (sx24(p) * sx24(q) << 1), or the product
            acc, sign, p, q = mac
            a = self.expr(acc) if acc is not None else self.const(0)
            x, y = self.expr(p), self.expr(q)
            self.op("MACS", d, a, x, y, sign)
            for t in (a, x, y):
                self.release(t)
            return d
        if isinstance(e, ast.BinOp) and isinstance(e.op, ast.BitAnd) and \
                _const_int(e.right) is not None and isinstance(e.left, ast.BinOp):
            inner, m = e.left, _const_int(e.right)
            if isinstance(inner.op, ast.Add):
                # (x + y) & m: an address register stepped (one operation)
                a, b = self.expr(inner.left), self.expr(inner.right)
                self.op("ADDAND", d, a, b, self.const(m))
                self.release(a)
                self.release(b)
                return d
            k = _const_int(inner.right)
            if isinstance(inner.op, ast.RShift) and k is not None and 0 <= k < 63:
                # (x >> k) & m: a field of a register (A1, A2, ...)
                a = self.expr(inner.left)
                self.op("SHRAND", d, a, k, self.const(m))
                self.release(a)
                return d
        x = _sx24(e)
        if x is not None:                   # ((x ^ 8388608) - 8388608): x's low 24 bits signed
            a = self.expr(x)
            self.op("SX24", d, a)
            self.release(a)
            return d
        if isinstance(e, ast.BinOp):
            if isinstance(e.op, (ast.LShift, ast.RShift)):
                if not (isinstance(e.right, ast.Constant) and type(e.right.value) is int
                        and 0 <= e.right.value < 63):
                    raise Unsupported("shift")
                a = self.expr(e.left)
                self.op("SHL" if isinstance(e.op, ast.LShift) else "SHR", d, a, e.right.value)
                self.release(a)
                return d
            name = _BIN.get(type(e.op))
            if name is None:
                raise Unsupported("operator")
            a = self.expr(e.left)
            b = self.expr(e.right)
            self.op(name, d, a, b)
            self.release(a)
            self.release(b)
            return d
        if isinstance(e, ast.UnaryOp):
            if isinstance(e.op, ast.USub) and isinstance(e.operand, ast.Constant):
                self.release(d) if into is None else None
                return self._move(self.const(-e.operand.value), into)
            name = {ast.USub: "NEG", ast.Invert: "INV", ast.Not: "NOT"}.get(type(e.op))
            if name is None:
                raise Unsupported("unary")
            a = self.expr(e.operand)
            self.op(name, d, a)
            self.release(a)
            return d
        if isinstance(e, ast.Compare):
            self.compare(e, d)
            return d
        if isinstance(e, ast.BoolOp):
            ends = []
            for k, v in enumerate(e.values):
                self.expr(v, d)
                if k < len(e.values) - 1:
                    ends.append(self.op("JZ" if isinstance(e.op, ast.And) else "JNZ", d, 0) + 2)
            for at in ends:
                self.patch(at, self.label())
            return d
        if isinstance(e, ast.IfExp):
            self.if_else(e.test, lambda: self.expr(e.body, d), lambda: self.expr(e.orelse, d))
            return d
        if isinstance(e, ast.Subscript):
            base = e.value
            if isinstance(base, ast.Name) and base.id in ("X", "Y", "P"):
                a = self.expr(e.slice)
                self.op({"X": "LDX", "Y": "LDY", "P": "LDP"}[base.id], d, a)
                self.release(a)
                return d
            k = self._index(e.slice)
            if isinstance(base, ast.Name) and self.vars.get(base.id, ("",))[0] == "p":
                return self._move_to(self.vars[base.id][1] + k, d)
            if isinstance(base, ast.Call) and _fname(base) in ("POP", "TOP"):
                p = self.pair_call(base)
                self.op("MOV", d, p + k)
                return d
            raise Unsupported("subscript")
        if isinstance(e, ast.Call):
            f = _fname(e)
            if f == "AGU" and len(e.args) == 3:
                r, dd, m = (self.expr(x) for x in e.args)
                self.op("AGU", d, r, dd, m)
                for x in (r, dd, m):
                    self.release(x)
                return d
            if f == "abs" and len(e.args) == 1:
                a = self.expr(e.args[0])
                self.op("ABS", d, a)
                self.release(a)
                return d
            if f == "int" and len(e.args) == 1:
                a = self.expr(e.args[0])
                self.op("MOV", d, a)
                self.release(a)
                return d
            if f == "len" and len(e.args) == 1 and _is_name(e.args[0], "SS"):
                self.op("LEN", d)
                return d
            raise Unsupported(f"call {f}")
        raise Unsupported(type(e).__name__)

    def _index(self, e) -> int:
        if isinstance(e, ast.Constant) and e.value in (0, 1):
            return e.value
        raise Unsupported("index")

    def _move(self, s: int, into: int | None) -> int:
        if into is None or into == s:
            return s
        self.op("MOV", into, s)
        return into

    def _move_to(self, s: int, d: int) -> int:
        self.op("MOV", d, s)
        return d

    def pair_call(self, call: ast.Call) -> int:
        if len(call.args) != 1 or not _is_name(call.args[0], "SS"):
            raise Unsupported("stack call")
        p = self.pair_slots("$" + _fname(call))
        self.op(_fname(call), p)
        return p

    def compare(self, e: ast.Compare, d: int) -> None:
        ops, vals = e.ops, [e.left] + e.comparators
        if len(ops) == 2 and isinstance(ops[0], ast.LtE) and isinstance(ops[1], ast.Lt) and \
                all(_const_int(v) is not None for v in (vals[0], vals[2])):
            lo, hi = _const_int(vals[0]), _const_int(vals[2])
            m = self.expr(vals[1])
            self.op("INRANGE", d, m, self.const(lo), self.const(hi))
            self.release(m)
            return
        left = self.expr(vals[0])
        ends = []
        for k, (o, right) in enumerate(zip(ops, vals[1:])):
            name = _CMP.get(type(o))
            if name is None:
                raise Unsupported("comparison")
            r = self.expr(right)
            self.op(name, d, left, r)
            self.release(left)
            left = r
            if k < len(ops) - 1:
                ends.append(self.op("JZ", d, 0) + 2)
        self.release(left)
        for at in ends:
            self.patch(at, self.label())

    # ------------------------------------------------------------------ statements
    def stmts(self, body: list[ast.stmt], offs: list[int] | None = None) -> None:
        """Lower statements; ``offs`` (the function's top level only): each statement's line
        offset (its nodes count lines from its own text, :func:`_parse_body`)."""
        if offs is None:
            for s in body:
                self.stmt(s)
            return
        fwd = self._forwards(body, offs)
        skip = set()
        for k, s in enumerate(body):
            if k in skip:
                continue
            self.off = offs[k]
            j = fwd.get(k)
            if j is not None:
                # "t = e" ... "reg = t", with reg untouched between and t read nowhere else:
                # "reg = e" in the first place
                skip.add(j)
                self.top(s, body[j])
            else:
                self.top(s, None)

    def _fill(self, start: int, marks: tuple, slots: list[int], logs) -> None:
        """Put the real words in place of a statement's marks (its code from ``start``): the
        constants' ``slots``, the instruction's first pass (a statement that logs), the jump
        targets."""
        code = self.code
        pos = self.starts[self.item] if logs is not None else None
        for p, w in marks:
            code[start + p] = slots[w - _KBASE] if w < _PBASE else (
                pos if w < _LBASE else w - _LBASE + start)

    def top(self, s: ast.stmt, dst: ast.stmt | None) -> None:
        """A top-level statement (``dst``: the ``reg = t`` forwarded into it), lowered through
        the statement memo (:data:`_MEMO`) where its lowering depends only on what the memo's
        key holds.

        A statement's code depends on its nodes, the slots of the locals it names, the free
        temporaries and the slot count; beyond those, on the constant slots it asks for and
        the code's length at its start (its jump targets), and where it logs accesses or loops
        (``A_ += ...``, ``for``), on the instruction it belongs to: that one's access codes and
        first pass, and the pass slot's state. The memo keeps the code with the constants, the
        targets and the first pass as marks (recorded with a stand-in constant table, labels
        counted from the statement's start and a stand-in first pass), the constants in the
        order the statement asked for them, and the state after it. A replay asks the block's
        constant table for the same values in the same order and puts their slots, the real
        targets and the first pass in: every word, source line, local, free temporary and
        constant slot comes out as lowering the statement again makes it. A statement that
        appends a fault, or logs under lines of more than one instruction, is lowered
        directly."""
        info = s.__dict__.get("_memo_info")
        if info is None:
            info = s._memo_info = _memo_info(s)
        kind, names, inner = info
        if dst is not None:
            dinfo = dst.__dict__.get("_memo_info")
            if dinfo is None:
                dinfo = dst._memo_info = _memo_info(dst)
            kind = 0 if 0 in (kind, dinfo[0]) else max(kind, dinfo[0])
            names += dinfo[1]
        off = self.off
        logs = None
        if kind == 2:
            # the instruction the statement logs under: the same for all its lines
            if self.rep:
                v = self.item
            else:
                li = self.line_insn
                v = li.get(s.lineno + off)
                if v is None or any(li.get(x + off, v) != v for x in inner):
                    kind = 0
            if kind:
                e = self.emitted
                pat = self.pats[v]
                logs = (None if pat is None else tuple(pat),
                        0 if e is None else (1 if e == v else 2))
        if not kind:
            self.stmt(s if dst is None else
                      ast.Assign(targets=dst.targets, value=s.value, lineno=s.lineno))
            return
        vget = self.vars.get
        temps = self.temps
        key = (s, dst, tuple([vget(n) for n in names]), tuple(self.free), self.nslots,
               frozenset(temps) if temps else None, logs)
        hit = _MEMO.get(key)
        code = self.code
        if hit is not None:
            tmpl, vals, marks, lines, called, line, changed, free, nslots, temps_after, \
                emitted = hit
            if not self.rep:
                li = self.line_insn
                for x in called:
                    k = li.get(x + off)
                    if k is not None:
                        self.item = k
            self.line = line + off
            start = len(code)
            code.extend(tmpl)
            if marks:
                cget = self.consts.get
                self._fill(start, marks, [cget(v) for v in vals], logs)
            if type(lines) is int:
                self.lines.extend([lines + off] * len(tmpl))
            else:
                self.lines.extend([x + off for x in lines])
            for n, v in changed:
                self.vars[n] = v
            if free is not None:
                self.free = list(free)
            self.nslots = nslots
            if temps_after is not None:
                self.temps = set(temps_after)
            if logs is not None:
                self.emitted = None if emitted == 0 else (self.item if emitted == 1 else (
                    self.emitted if emitted == 2 else "?"))
            return
        node = s if dst is None else \
            ast.Assign(targets=dst.targets, value=s.value, lineno=s.lineno)
        start = len(code)
        before = self.emitted
        vars_before = key[2]
        real = self.consts
        rec = self.consts = _Recorder(real)
        self.lshift = _LBASE - start
        self.called = []
        try:
            self.stmt(node)
        finally:
            self.consts, self.lshift = real, 0
            called, self.called = self.called, None
        seg = code[start:]
        ks = rec.slots
        marks = tuple((p, w) for p, w in enumerate(seg) if w >= _KBASE)
        if marks:
            self._fill(start, marks, ks, logs)
        rel = [x - off for x in self.lines[start:]]
        lines = 0 if not rel else (rel[0] if rel.count(rel[0]) == len(rel) else tuple(rel))
        emitted = None
        if logs is not None:
            e = self.emitted
            # the pass slot after: cleared, this instruction's, as before, or unknown
            emitted = 0 if e is None else (1 if e == self.item else (2 if e == before else 3))
        # the state after: the locals bound or bound anew, the free temporaries and those in
        # use where they changed (None: as before), the slot count
        changed = tuple((n, v) for n, b, v in zip(names, vars_before, map(vget, names))
                        if v != b)
        free = tuple(self.free)
        temps_after = frozenset(self.temps)
        if len(_MEMO) >= _MEMO_MAX:
            _MEMO.clear()
        _MEMO[key] = (tuple(seg), tuple(rec.vals), marks, lines,
                      tuple(called), self.line - off, changed,
                      None if free == key[3] else free, self.nslots,
                      None if temps_after == (key[5] or frozenset()) else temps_after, emitted)

    def _forwards(self, body, offs: list[int]) -> dict[int, int]:
        """For each statement k that sets a temporary ``t`` whose value goes whole into one
        register (the statement j: ``reg = t``), when nothing between reads or writes reg or t
        and nothing after j reads t before setting it again: {k: j}.

        One backward pass over the block (linear in its statements; a scan of the rest of the
        block per statement was the larger part of lowering a long block): at each position it
        knows, per name, the next statement that mentions it and the next that reads it or sets
        it directly (``t = ...`` at the top level)."""
        out: dict[int, int] = {}
        touch: dict[str, int] = {}          # name -> next statement mentioning it
        event: dict[str, bool] = {}         # name -> whether the next read-or-set reads it
        clear_after: dict[int, bool] = {}   # j: nothing after j reads j's source before a set
        line_insn = self.line_insn
        facts = [s.__dict__.get("_fwd_facts") or _fwd_facts(s) for s in body]
        for i in range(len(body) - 1, -1, -1):
            target, source, cand, every, read, sets = facts[i]
            if source is not None:
                clear_after[i] = not event.get(source, False)
            if cand:
                j = touch.get(target)
                if j is not None:
                    dst, nsource = facts[j][:2]
                    if dst is not None and nsource == target and dst != target and \
                            dst not in _SPECIAL and touch.get(dst) == j and clear_after[j] and \
                            line_insn.get(body[i].lineno + offs[i]) == \
                            line_insn.get(body[j].lineno + offs[j]):
                        out[i] = j
            for name in every:
                touch[name] = i
            for name in sets:
                event[name] = False
            for name in read:
                event[name] = True
        return out

    def stmt(self, s: ast.stmt) -> None:
        self.line = s.lineno + self.off
        if self.called is not None:
            self.called.append(s.lineno)
        k = None if self.rep else self.line_insn.get(self.line)
        if k is not None:
            self.item = k
        if isinstance(s, ast.Assign):
            self.assign(s)
        elif isinstance(s, ast.AugAssign):
            self.aug(s)
        elif isinstance(s, ast.If):
            rng = _not_in_range(s.test)
            if rng is not None:             # if not lo <= m < hi: one test and jump
                lo, m, hi = rng
                t = self.expr(m)
                j = self.op("JIN", t, self.const(lo), self.const(hi), 0) + 4
            else:
                t = self.expr(s.test)
                j = self.op("JZ", t, 0) + 2
            self.release(t)
            before = self.emitted
            self.stmts(s.body)
            if s.orelse:
                after_body, self.emitted = self.emitted, before
                j2 = self.op("JMP", 0) + 1
                self.patch(j, self.label())
                self.stmts(s.orelse)
                self.patch(j2, self.label())
                self.emitted = after_body if after_body == self.emitted else "?"
            else:
                self.patch(j, self.label())
                self.emitted = before if before == self.emitted else "?"
        elif isinstance(s, ast.For):
            self.loop(s)
        elif isinstance(s, ast.Pass):
            pass
        elif isinstance(s, ast.Expr) and isinstance(s.value, ast.Call):
            self.call_stmt(s.value)
        elif isinstance(s, ast.Return):
            if not _is_name(s.value, "NPC"):
                raise Unsupported("return")
            self.op("END", self.name_slot("NPC"))
        else:
            raise Unsupported(type(s).__name__)

    def assign(self, s: ast.Assign) -> None:
        v = s.value
        # the prologue and epilogue move registers between R and locals: the slots are R's
        if len(s.targets) == 1 and isinstance(v, ast.Subscript) and _is_name(v.value, "R"):
            t = s.targets[0]
            if isinstance(t, ast.Name) and INDEX.get(t.id) == _const_int(v.slice):
                return
            raise Unsupported("R read")
        if len(s.targets) == 1 and isinstance(s.targets[0], ast.Subscript) and \
                _is_name(s.targets[0].value, "R"):
            if isinstance(v, ast.Name) and INDEX.get(v.id) == _const_int(s.targets[0].slice):
                return
            raise Unsupported("R write")
        if len(s.targets) == 1 and _is_name(s.targets[0], "A_") and _is_name(v, "ADDRS"):
            return
        if len(s.targets) == 1 and isinstance(s.targets[0], ast.Tuple):
            self.tuple_assign(s.targets[0], v)
            return
        if len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) and \
                isinstance(v, ast.Call) and _fname(v) in ("POP", "TOP"):
            name = s.targets[0].id
            if name in INDEX:
                raise Unsupported("pair into a register")
            p = self.pair_slots(name)
            self.op(_fname(v), p)
            return
        targets = s.targets
        first = targets[0]
        if isinstance(first, ast.Name):
            d = self.name_slot(first.id, store=True)
            if (isinstance(v, (ast.BoolOp, ast.IfExp)) or (
                    isinstance(v, ast.Compare) and len(v.ops) > 1)) and _reads(v, first.id):
                t = self.tmp()
                self.expr(v, t)
                self.op("MOV", d, t)
                self.release(t)
            else:
                self.expr(v, d)
            src = d
        else:
            src = self.expr(v)
            self.store(first, src)
        for t in targets[1:]:
            self.store(t, src)
        self.release(src)

    def store(self, t: ast.expr, src: int) -> None:
        if isinstance(t, ast.Name):
            self.op("MOV", self.name_slot(t.id, store=True), src)
            return
        if isinstance(t, ast.Subscript):
            base = t.value
            if isinstance(base, ast.Name) and base.id in _MEM:
                a = self.expr(t.slice)
                self.op(_MEM[base.id][1], a, src)
                self.release(a)
                return
            if isinstance(base, ast.Call) and _fname(base) == "TOP" and self._index(t.slice) == 1:
                self.op("SETTOP1", src)
                return
        raise Unsupported("store target")

    def if_else(self, test: ast.expr, then, otherwise) -> None:
        """``test`` evaluated, then the code ``then()`` emits when it is non-zero, else the code
        ``otherwise()`` emits (a conditional expression's two values)."""
        t = self.expr(test)
        j = self.op("JZ", t, 0) + 2
        self.release(t)
        then()
        j2 = self.op("JMP", 0) + 1
        self.patch(j, self.label())
        otherwise()
        self.patch(j2, self.label())

    def tuple_assign(self, target: ast.Tuple, v: ast.expr) -> None:
        names = target.elts
        if isinstance(v, ast.IfExp) and isinstance(v.body, ast.Tuple) and \
                isinstance(v.orelse, ast.Tuple):
            temps = [self.tmp() for _ in names]
            self.if_else(v.test, lambda: self._tuple_values(v.body, temps),
                         lambda: self._tuple_values(v.orelse, temps))
        elif isinstance(v, ast.Tuple):
            temps = [self.tmp() for _ in names]
            self._tuple_values(v, temps)
        else:
            raise Unsupported("tuple value")
        for n, s in zip(names, temps):
            self.store(n, s)
            self.release(s)

    def _tuple_values(self, tup: ast.Tuple, temps: list[int]) -> None:
        if len(tup.elts) != len(temps):
            raise Unsupported("tuple size")
        for e, s in zip(tup.elts, temps):
            self.expr(e, s)

    def aug(self, s: ast.AugAssign) -> None:
        if _is_name(s.target, "A_"):
            if not isinstance(s.value, ast.Tuple):
                raise Unsupported("log")
            slots = [self.expr(e) for e in s.value.elts]
            if self.item is None or self.pats[self.item] is None or \
                    len(self.pats[self.item]) != len(slots):
                raise Unsupported("access log")
            codes = self.pats[self.item]
            if self.emitted not in (None, self.item):
                self._reset_pass()
            # (while a statement is recorded for the memo: the first pass's mark)
            pos = self.starts[self.item] if self.called is None else _PBASE
            for k in range(0, len(slots), 2):
                part, code = slots[k:k + 2], codes[k:k + 2]
                self.op("LOG2" if len(part) == 2 else "LOG1", *part, *code, pos)
            for x in slots:
                self.release(x)
            return
        if not isinstance(s.target, ast.Name):
            raise Unsupported("augmented target")
        fake = ast.BinOp(left=ast.Name(id=s.target.id, ctx=ast.Load()), op=s.op, right=s.value)
        self.assign(ast.Assign(targets=[s.target], value=fake, lineno=s.lineno))

    def _reset_pass(self) -> None:
        """The pass slot back to 0 (a repeated instruction's loop left it at its last pass)."""
        self.op("ITEM", 0)
        self.emitted = None

    def loop(self, s: ast.For) -> None:
        if self.emitted is not None:
            self._reset_pass()              # each pass of this loop counts on from 0
        it = s.iter
        if s.orelse or not isinstance(s.target, ast.Name) or not (
                isinstance(it, ast.Call) and _fname(it) == "range"):
            raise Unsupported("for")
        args = it.args
        var = s.target.id
        counter = self.tmp()
        if len(args) == 1:
            self.expr(args[0], counter)
            down = False
        elif len(args) == 3 and _const_int(args[1]) == 0 and _const_int(args[2]) == -1:
            self.expr(args[0], counter)
            down = True
        else:
            raise Unsupported("range")
        top = self.label()
        j = self.op("LOOP", counter, 0) + 2        # counter <= 0: leave; else counter -= 1
        if down:
            k = self.name_slot(var, store=True)
            self.op("ADD", k, counter, self.const(1))
        self.stmts(s.body)
        self.line = s.lineno + self.off
        self.op("INC")                          # one pass: the next instruction retired
        self.op("JMP", top)
        self.patch(j, self.label())
        self.release(counter)
        self.emitted = self.item

    def call_stmt(self, c: ast.Call) -> None:
        f = _fname(c)
        if f == "PUSH" and len(c.args) == 3 and _is_name(c.args[0], "SS"):
            hi, lo = self.expr(c.args[1]), self.expr(c.args[2])
            self.op("PUSH", hi, lo)
            self.release(hi)
            self.release(lo)
        elif f == "SETSP" and len(c.args) == 2 and _is_name(c.args[0], "SS"):
            v = self.expr(c.args[1])
            self.op("SETSP", v)
            self.release(v)
        elif f == "PW" and len(c.args) == 2:
            a, v = self.expr(c.args[0]), self.expr(c.args[1])
            self.op("PW", a, v)
            self.release(a)
            self.release(v)
        elif f == "FAULT" and len(c.args) == 1 and isinstance(c.args[0], ast.Constant):
            self.faults.append(c.args[0].value)
            self.op("FAULT", len(self.faults) - 1)
        elif f in ("POP", "TOP"):
            self.pair_call(c)
        else:
            raise Unsupported(f"call {f}")


def _names_of(stmt) -> tuple[set, set]:
    """(every name a statement mentions, the names it reads: loaded, or the target of an
    augmented assignment)."""
    every, read = set(), set()
    stack = [stmt]
    pop, push, extend = stack.pop, stack.append, stack.extend
    while stack:
        n = pop()
        cls = type(n)
        if cls is ast.Name:
            every.add(n.id)
            if type(n.ctx) is ast.Load:
                read.add(n.id)
            continue
        if cls is ast.AugAssign and type(n.target) is ast.Name:
            read.add(n.target.id)
        for f in n._fields:
            v = getattr(n, f, None)
            if type(v) is list:
                extend(x for x in v if isinstance(x, ast.AST))
            elif isinstance(v, ast.AST):
                push(v)
    return every, read


# The statement memo (_Lower.top): (statement, forwarded statement, the slots of the locals
# they name, free temporaries, slot count, temporaries in use, for a statement that logs: the
# instruction's access codes and the pass slot's state) -> (code with marks, the constants
# asked for in order, (position, mark) of each marked word, source lines relative to the
# statement's offset (one int: all the same), the lines stmt() was called at, the last one;
# the state after: the locals it bound anew, the free temporaries and those in use (None: as
# before), the slot count, the pass slot).
# Marks: _KBASE + k, the slot of the k-th constant asked for; _PBASE, the instruction's first
# pass; _LBASE + n, the code position n words after the statement's start. No real word
# reaches _KBASE (slots are under CONST_BASE + MAX_CONSTS; immediates are shift counts,
# access-log codes and positions, fault numbers, signs and code positions, all far below 2**45).
_MEMO: dict = {}
_MEMO_MAX = 1 << 17
_KBASE, _PBASE, _LBASE = 1 << 45, 1 << 47, 1 << 50


class _Recorder:
    """The constant table while a statement is recorded: each value goes to the real table (its
    state and refusals as lowering makes them) and comes back as a mark."""
    __slots__ = ("real", "vals", "slots")

    def __init__(self, real: Consts):
        self.real, self.vals, self.slots = real, [], []

    def get(self, v: int) -> int:
        self.slots.append(self.real.get(v))
        self.vals.append(v)
        return _KBASE + len(self.vals) - 1


def _memo_info(s) -> tuple[int, tuple, tuple]:
    """(how a top-level statement is lowered: 0 directly, 1 through the memo, 2 through the memo
    with the access-log state in the key; the locals its lowering may read or bind: every name
    it mentions but a register's, and a POP or TOP pair's slot name; the lines of the
    statements inside it)."""
    every, _, kind, inner = _walk(s)
    if kind == 0 or _moves_only(s):
        return 0, (), ()
    names = sorted(n for n in every if n not in INDEX)
    names += ["$" + n for n in ("POP", "TOP") if n in every]
    return kind, tuple(names), inner


def _moves_only(s) -> bool:
    """Whether a statement is one of the prologue's and epilogue's moves between R and the
    locals (``a = R[4]``, ``R[4] = a``; the locals are R's slots), ``A_ = ADDRS`` or
    ``return NPC``: lowered directly, at less cost than a look-up in the memo."""
    if type(s) is ast.Return:
        return True
    if type(s) is not ast.Assign or len(s.targets) != 1:
        return False
    t, v = s.targets[0], s.value
    return (type(v) is ast.Subscript and _is_name(v.value, "R")) or \
        (type(t) is ast.Subscript and _is_name(t.value, "R")) or \
        (_is_name(t, "A_") and _is_name(v, "ADDRS"))


def _fwd_facts(s) -> tuple:
    """What :meth:`_Lower._forwards` asks of a statement, kept on the (shared) node: (t of
    ``t = value``, else None; the name of such a value when it is a name; whether t may be
    forwarded: set from no call, not a register nor NPC, A_, N; every name the statement
    mentions; the names it reads; the names an assignment sets)."""
    target = _single_name_target(s)
    source = s.value.id if target is not None and isinstance(s.value, ast.Name) else None
    cand = target is not None and not isinstance(s.value, ast.Call) and target not in INDEX \
        and target not in _SPECIAL
    every, read = _walk(s)[:2]
    sets = [x.id for x in s.targets if isinstance(x, ast.Name)] if isinstance(s, ast.Assign) \
        else []
    f = s._fwd_facts = (target, source, cand, every, read, sets)
    return f


def _walk(s) -> tuple:
    """(:func:`_names_of`'s two sets, :func:`_memo_info`'s kind, the lines of the statements
    inside) of a top-level statement, from one walk over it, kept on the node."""
    got = s.__dict__.get("_walked")
    if got is not None:
        return got
    every, read = set(), set()
    kind, fault = 1, False
    inner = []
    stack = [s]
    pop, push, extend = stack.pop, stack.append, stack.extend
    AST, Name, Load, Aug, Call, For = ast.AST, ast.Name, ast.Load, ast.AugAssign, ast.Call, \
        ast.For
    while stack:
        n = pop()
        cls = type(n)
        if cls is Name:
            every.add(n.id)
            if type(n.ctx) is Load:
                read.add(n.id)
            continue
        if cls is Aug and type(n.target) is Name:
            read.add(n.target.id)
            if n.target.id == "A_":
                kind = max(kind, 2)
        elif cls is For:
            kind = max(kind, 2)
        elif cls is Call and type(n.func) is Name and n.func.id == "FAULT":
            fault = True
        if n is not s and isinstance(n, ast.stmt):
            inner.append(n.lineno)
        for f in n._fields:
            v = getattr(n, f, None)
            if type(v) is list:
                extend(x for x in v if isinstance(x, AST))
            elif isinstance(v, AST):
                push(v)
    got = s._walked = (every, read, 0 if fault else kind, tuple(sorted(inner)))
    return got


def _sx24(e):
    """x of ``((x ^ 8388608) - 8388608)``, else None."""
    if isinstance(e, ast.BinOp) and isinstance(e.op, ast.Sub) and _const_int(e.right) == 8388608 \
            and isinstance(e.left, ast.BinOp) and isinstance(e.left.op, ast.BitXor) and \
            _const_int(e.left.right) == 8388608:
        return e.left.left
    return None


def _product(e):
    """(p, q) of ``sx24(p) * sx24(q) << 1``, else None."""
    if isinstance(e, ast.BinOp) and isinstance(e.op, ast.LShift) and _const_int(e.right) == 1 \
            and isinstance(e.left, ast.BinOp) and isinstance(e.left.op, ast.Mult):
        p, q = _sx24(e.left.left), _sx24(e.left.right)
        if p is not None and q is not None:
            return p, q
    return None


def _mac(e):
    """(accumulator or None, +1/-1, p, q) of ``acc +/- product``, ``product``, ``-product``."""
    if isinstance(e, ast.BinOp) and isinstance(e.op, (ast.Add, ast.Sub)):
        pq = _product(e.right)
        if pq is not None:
            return (e.left, 1 if isinstance(e.op, ast.Add) else -1) + pq
    pq = _product(e)
    if pq is not None:
        return (None, 1) + pq
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.USub):
        pq = _product(e.operand)
        if pq is not None:
            return (None, -1) + pq
    return None


def _not_in_range(test):
    """(lo, m, hi) of ``not lo <= m < hi`` with constant bounds, else None."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and \
            isinstance(test.operand, ast.Compare):
        c = test.operand
        if len(c.ops) == 2 and isinstance(c.ops[0], ast.LtE) and isinstance(c.ops[1], ast.Lt):
            lo, hi = _const_int(c.left), _const_int(c.comparators[1])
            if lo is not None and hi is not None:
                return lo, c.comparators[0], hi
    return None


def _fname(c: ast.Call) -> str | None:
    return c.func.id if isinstance(c.func, ast.Name) else None


def _is_name(e, name: str) -> bool:
    return isinstance(e, ast.Name) and e.id == name


def _const_int(e) -> int | None:
    if isinstance(e, ast.Constant) and type(e.value) is int:
        return e.value
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.USub) and \
            isinstance(e.operand, ast.Constant) and type(e.operand.value) is int:
        return -e.operand.value
    return None


def _reads(e: ast.expr, name: str) -> bool:
    return name in _names_of(e)[0]


def _single_name_target(s) -> str | None:
    """t of a statement ``t = value``, else None."""
    if type(s) is ast.Assign and len(s.targets) == 1 and type(s.targets[0]) is ast.Name:
        return s.targets[0].id
    return None


@lru_cache(maxsize=1 << 14)
def _parse_text(text: str) -> tuple:
    """The statements of one top-level statement's text (lines counted from 1), kept: a
    program's blocks repeat the same few statements (in the Dusse-Kaliski programs 61,000 lines,
    5,000 different), and the lowering never changes a node."""
    return tuple(ast.parse(text).body)


_TOP = re.compile(r"\n    (?=[^ \n])(?!else:|elif )")    # a line indented once: a new statement
_NOT_INDENTED = re.compile(r"\n(?!    )")
_CHUNKS: dict[str, tuple] = {}      # a statement's text as the source has it -> _parse_text's


def _parse_body(source: str) -> tuple[int, list, list[int]]:
    """(number of arguments, top-level statements, each one's line offset) of a block function's
    source. Each top-level statement (a line indented once, with the deeper lines and the
    ``else:`` lines after it) is parsed on its own through :func:`_parse_text`; source of
    another shape (a line not indented, a first line indented deeper) is parsed whole (offsets
    0)."""
    head, nl, rest = source.partition("\n")
    rest = nl + rest
    chunks = _TOP.split(rest) if rest else [""]
    try:
        if chunks[0] or _NOT_INDENTED.search(rest) is not None:
            raise SyntaxError("not one statement a line")
        nargs = len(_parse_text(head + " pass")[0].args.args)
        body, offs = [], []
        first = 1
        for chunk in chunks[1:]:
            first += 1
            stmts = _CHUNKS.get(chunk)
            if stmts is None:
                if len(_CHUNKS) >= 1 << 15:
                    _CHUNKS.clear()
                stmts = _CHUNKS[chunk] = _parse_text(chunk.replace("\n    ", "\n"))
            body.extend(stmts)
            offs.extend([first - 1] * len(stmts))
            first += chunk.count("\n")
        return nargs, body, offs
    except SyntaxError:
        fn = ast.parse(source).body[0]
        return len(fn.args.args), fn.body, [0] * len(fn.body)


def lower(source: str, consts: Consts, faults: list[str], line_insn: dict, reps: list[int],
          accesses: list[list[tuple[str, bool]]]):
    """(code words, source line per word) of a block function's source, or None when some
    construct in it is not covered (the block then runs in Python). ``line_insn``: source line
    -> instruction (item) of the block; ``reps``: each item's passes; ``accesses``: each item's
    (space, write) pattern, in the order its code logs them."""
    try:
        nargs, body, offs = _parse_body(source)
        starts = list(accumulate(reps, initial=0))[:len(reps)]     # each item's first pass
        pats = [[SPACE_CODE[sp] | int(w) << 2 for sp, w in a] for a in accesses]
        rep = nargs == 2
        lw = _Lower(consts, faults, line_insn, starts, pats, rep)
        if rep:
            lw.vars["N_"] = ("i", SLOT_N)           # the run loop sets it
        lw.stmts(body, offs)
        return (fuse(lw.code) if FUSE else lw.code), lw.lines
    except Unsupported as e:
        REFUSED[str(e)] = REFUSED.get(str(e), 0) + 1
        return None
    except Exception as e:      # noqa: BLE001 - a gap in this module: the block stays Python
        REFUSED[f"{type(e).__name__}: {e}"] = REFUSED.get(f"{type(e).__name__}: {e}", 0) + 1
        return None


def fuse(code: list[int]) -> list[int]:
    """``code`` with runs of operations that a fused operation covers marked as that operation:
    its first opcode word replaced, every other word as it was (a jump into the run still finds
    the plain operations there, and each word keeps its source line). A run is not fused across
    a jump target (the jump would miss the fused operation; the result would be the same).
    INC followed by a JMP to a LOOP (the end of a for loop's pass) becomes INCLOOP."""
    starts = []
    i, n = 0, len(code)
    while i < n:
        starts.append(i)
        i += SIZE[code[i]]
    ops = [code[p] for p in starts]
    targets = {code[p + _JUMPS[o]] for p, o in zip(starts, ops) if o in _JUMPS}
    inside = [p in targets for p in starts]     # an operation a jump lands on
    out = list(code)
    inc, jmp, loop = OP["INC"], OP["JMP"], OP["LOOP"]
    k, m = 0, len(starts)
    while k < m:
        o = ops[k]
        if o == inc and k + 1 < m and ops[k + 1] == jmp and \
                code[code[starts[k + 1] + 1]] == loop and not inside[k + 1]:
            out[starts[k]] = OP["INCLOOP"]
            k += 2
            continue
        for pat, f in _BY_FIRST.get(o, ()):
            size = len(pat)
            if tuple(ops[k:k + size]) == pat and not any(inside[k + 1:k + size]):
                out[starts[k]] = f
                k += size
                break
        else:
            k += 1
    return out


# the fused operations by their first operation, longest first (as _PATTERNS orders them)
_BY_FIRST: dict[int, list] = {}
for _pat, _f in _PATTERNS:
    _BY_FIRST.setdefault(_pat[0], []).append((_pat, _f))


REFUSED: dict[str, int] = {}
"""Why blocks were left to Python in this process (reason -> blocks), for tests and reports."""
