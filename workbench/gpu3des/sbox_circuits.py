"""Boolean circuits for the eight DES S-boxes, derived here from the FIPS 46-3 tables.

The method is a shared multiplexer decomposition (a reduced ordered BDD over all four outputs of
a box, with hashing of sub-functions): a function of the six inputs is split on the next variable
of an order, ``f = s ? f1 : f0``; every sub-function is built once and reused by all outputs; a
split whose halves are equal costs nothing, complements cost one NOT or XOR, and halves that are
constants turn the multiplexer into one AND/OR-type gate. Each of the 720 variable orders is tried
and the one with the fewest two-input gates is kept (the search's outcome is stored as
``SEARCHED_ORDERS``, and a test repeats the search). This is not a record circuit (Kwan's are
51-56 gates, LOP3-based ones 23.5, docs/references.md section 7); it is our own, verified on all 64
inputs, and its size is reported beside the published figures.

Truth tables are 64-bit ints: bit ``v`` is the function's value on input ``v``, where input
variable ``k`` (0 = the first, most significant of the six S-box input bits) is ``(v >> (5 - k)) & 1``.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

from ..crypto import des

FULL = (1 << 64) - 1
VAR_TT = tuple(sum(1 << v for v in range(64) if (v >> (5 - k)) & 1) for k in range(6))
# Two-input-gate equivalents of each operation (a multiplexer is a ^ (s & (a ^ b))).
GATE_COST = {"not": 1, "and": 1, "or": 1, "xor": 1, "andn": 1, "orn": 1, "mux": 3}


@dataclass(frozen=True)
class Gate:
    op: str                   # and, or, xor, andn (a & ~b), orn (a | ~b), not, mux (s ? b : a)
    args: tuple[int, ...]     # wire numbers; wires 0..5 are the inputs, gate i drives wire 6 + i


@dataclass(frozen=True)
class Circuit:
    box: int                  # 0..7 for S1..S8
    order: tuple[int, ...]    # variable order of the decomposition
    gates: tuple[Gate, ...]
    outputs: tuple[int, ...]  # wire of output bit 0 (most significant) .. 3

    @property
    def gate_count(self) -> int:
        """Size in two-input gates (NOT counted as one, a multiplexer as three)."""
        return sum(GATE_COST[g.op] for g in self.gates)

    @property
    def op_count(self) -> int:
        """Number of operations (a multiplexer, one LOP3 on a GPU, counted once)."""
        return len(self.gates)


def output_truth_tables(box: int) -> tuple[int, int, int, int]:
    """Truth tables of the four output bits of S-box ``box`` (bit 0 = most significant)."""
    tts = [0, 0, 0, 0]
    for v in range(64):
        s = des.sbox(box, v)
        for j in range(4):
            if (s >> (3 - j)) & 1:
                tts[j] |= 1 << v
    return tuple(tts)


class _Builder:
    def __init__(self, order: tuple[int, ...]):
        self.order = order
        self.gates: list[Gate] = []
        self.wire_of: dict[int, int] = {tt: k for k, tt in enumerate(VAR_TT)}

    def _emit(self, op: str, args: tuple[int, ...], tt: int) -> int:
        self.gates.append(Gate(op, args))
        wire = 5 + len(self.gates)
        self.wire_of[tt] = wire
        return wire

    def build(self, f: int, depth: int = 0) -> int | None:
        """Wire computing ``f``; None for a constant (callers fold constants into gates)."""
        if f in (0, FULL):
            return None
        if f in self.wire_of:
            return self.wire_of[f]
        if f ^ FULL in self.wire_of:
            return self._emit("not", (self.wire_of[f ^ FULL],), f)
        var = self.order[depth]
        sel, sh = VAR_TT[var], 1 << (5 - var)
        f0 = f & ~sel & FULL
        f0 |= f0 << sh
        f1 = f & sel
        f1 |= f1 >> sh
        if f0 == f1:
            return self.build(f, depth + 1)
        s = self.wire_of[sel]
        if f1 == f0 ^ FULL:
            return self._emit("xor", (s, self.build(f0, depth + 1)), f)
        if f0 == 0:
            if f1 == FULL:
                return s
            return self._emit("and", (s, self.build(f1, depth + 1)), f)
        if f1 == 0:
            return self._emit("andn", (self.build(f0, depth + 1), s), f)
        if f1 == FULL:
            return self._emit("or", (s, self.build(f0, depth + 1)), f)
        if f0 == FULL:
            return self._emit("orn", (self.build(f1, depth + 1), s), f)
        a = self.build(f0, depth + 1)
        b = self.build(f1, depth + 1)
        return self._emit("mux", (s, a, b), f)


def build_circuit(box: int, order: tuple[int, ...]) -> Circuit:
    b = _Builder(order)
    outs = tuple(b.build(tt) for tt in output_truth_tables(box))
    if any(o is None for o in outs):
        raise AssertionError(f"S{box + 1} has a constant output bit")  # none has
    return Circuit(box, order, tuple(b.gates), outs)


# The variable order :func:`search_order` finds for each box (S1..S8). The search builds 720
# circuits a box (about 3 s for the eight on a 2-core VM, paid by every process that generates the
# bitsliced program, among them Altinok's host-timed reproduction, which runs alone); its outcome
# is kept here and tests/test_gpu3des_bitslice.py runs the search again and requires these orders.
SEARCHED_ORDERS = ((3, 5, 0, 1, 4, 2), (1, 4, 0, 3, 2, 5), (0, 1, 4, 3, 2, 5), (5, 1, 4, 3, 0, 2),
                   (3, 5, 2, 1, 0, 4), (2, 4, 3, 0, 1, 5), (5, 0, 2, 4, 1, 3), (5, 4, 0, 2, 3, 1))


def search_order(box: int) -> tuple[int, ...]:
    """The variable order whose circuit for S-box ``box`` has the fewest gates (then the fewest
    operations; the first such order of ``itertools.permutations``), over all 720 orders."""
    best = None
    for order in itertools.permutations(range(6)):
        c = build_circuit(box, order)
        if best is None or (c.gate_count, c.op_count) < (best.gate_count, best.op_count):
            best = c
    return best.order


@lru_cache(maxsize=None)
def best_circuit(box: int) -> Circuit:
    """The smallest circuit for S-box ``box`` over all 720 variable orders (the order the search
    finds, :data:`SEARCHED_ORDERS`)."""
    return build_circuit(box, SEARCHED_ORDERS[box])


def circuits() -> tuple[Circuit, ...]:
    return tuple(best_circuit(b) for b in range(8))


def evaluate(circuit: Circuit, inputs):
    """Run ``circuit`` on six bit-sliced inputs (ints or numpy unsigned arrays, any width).

    Returns the four output slices. ``~`` is taken in the inputs' own width, so pass numpy
    unsigned arrays or mask Python ints yourself.
    """
    w = list(inputs)
    for g in circuit.gates:
        a = [w[i] for i in g.args]
        if g.op == "not":
            w.append(~a[0])
        elif g.op == "and":
            w.append(a[0] & a[1])
        elif g.op == "or":
            w.append(a[0] | a[1])
        elif g.op == "xor":
            w.append(a[0] ^ a[1])
        elif g.op == "andn":
            w.append(a[0] & ~a[1])
        elif g.op == "orn":
            w.append(a[0] | ~a[1])
        elif g.op == "mux":
            s, x, y = a
            w.append(x ^ (s & (x ^ y)))
        else:
            raise ValueError(f"unknown gate {g.op!r}")
    return [w[o] for o in circuit.outputs]


def c_expression(g: Gate, name) -> str:
    """The gate as a C expression over wire names given by ``name(wire)``."""
    a = [name(i) for i in g.args]
    return {
        "not": lambda: f"~{a[0]}",
        "and": lambda: f"{a[0]} & {a[1]}",
        "or": lambda: f"{a[0]} | {a[1]}",
        "xor": lambda: f"{a[0]} ^ {a[1]}",
        "andn": lambda: f"{a[0]} & ~{a[1]}",
        "orn": lambda: f"{a[0]} | ~{a[1]}",
        "mux": lambda: f"{a[1]} ^ ({a[0]} & ({a[1]} ^ {a[2]}))",
    }[g.op]()
