"""One test per DSP56001 timing rule the model uses (values and sources in machines/dsp56001*.toml;
docs/references.md 5.2, 5.7). Instructions are decoded from real words where the ISA table has
the form, else built by hand; traces are built with Trace.from_blocks as the interpreter does."""
import tomllib
from pathlib import Path

import numpy as np
import pytest

from isa.trace import Accesses, StaticInsn, Trace
from workbench.cores import get_core
from workbench.cores.dsp56001 import (RunContext, StaticCost, schedule_run, static_cost,
                                      timing_class)
from workbench.errors import WorkbenchError
from workbench.machine import load_machine

SPEC = load_machine("dsp56001")
SPACE = {"p": 0, "x": 1, "y": 2}


def insn(text: str, address: int = 0x40, size: int = 1) -> StaticInsn:
    """A decoded instruction from a56 text: mnemonic, operands and size as the ISA layer gives."""
    mnem, _, ops = text.partition(" ")
    return StaticInsn(address, size, mnem, ops.strip(), "alu", (), ())


def decoded(words: list[int], address: int = 0x40) -> StaticInsn:
    """Decode real a56 words with the ISA layer (docs/references.md 5.1 words)."""
    import isa
    code = b"".join(w.to_bytes(3, "big") for w in words)
    s = isa.get_isa("dsp56k").decode(code, address)
    assert s is not None, words
    return s


def trace(static: list[StaticInsn], order: list[int] | None = None,
          accesses: list[tuple[int, str, int]] = ()) -> Trace:
    """A trace running ``static`` in ``order`` (one block per instruction) with data accesses
    (retired index, space, address)."""
    order = list(range(len(static))) if order is None else order
    table = [np.array([i], np.int32) for i in range(len(static))]
    starts = [s.address for s in static]
    fall = [s.address + s.size for s in static]
    acc = Accesses(np.array([a[0] for a in accesses], np.int64),
                   np.array([a[2] for a in accesses], np.int64),
                   np.array([SPACE[a[1]] for a in accesses], np.int8),
                   np.ones(len(accesses), np.int8), np.zeros(len(accesses), bool))
    return Trace.from_blocks("dsp56k", static, table, order, starts, fall, acc, ("p", "x", "y"))


def clocks(static, order=None, accesses=(), core="dsp56001", spec=None):
    model = get_core(core, spec)
    t = model.time(trace(static, order, accesses))
    return t, [int(c) for c in t.cost()]


# ---- rule 1: base clocks per class (FM Appendix A) ----
def test_data_alu_and_parallel_moves_take_one_instruction_cycle():
    # mac x0,y0,a x:(r0)+,x0 y:(r4)+,y0 (F098D2), mpy x0,y0,a (2000D0), add x0,a (200040):
    # 2 clocks each, the XY move included (docs/references.md 5.1 a56 words)
    t, c = clocks([decoded([0xF098D2]), decoded([0x2000D0], 0x41), decoded([0x200040], 0x42)])
    assert c == [2, 2, 2]
    assert t.total_cycles == 6 and int(t.base.sum()) == 6


@pytest.mark.parametrize("text,klass,expected", [
    ("do #8,$50", "do", 6), ("rep #24", "rep", 4), ("jmp <$40", "jump", 4), ("jeq <$40", "jump", 4),
    ("jsr <$40", "call", 4), ("jscs <$40", "call", 4), ("rts", "return", 4), ("rti", "return", 4),
    ("jclr #5,x:<<$ffe9,$40", "bit_branch", 6), ("bset #3,x:<$10", "bit_op", 4),
    ("btst #3,x:<$10", "bit_op", 4), ("lua (r0)+n0,r1", "lua", 4), ("movem p:(r0)+,x0", "movem", 6),
    ("movep x:(r0)+,x:<<$ffe0", "movep", 4), ("movep p:(r0)+,x:<<$ffe0", "movep_p", 6),
    ("swi", "swi", 8), ("movec #$ff,m0", "parallel", 2), ("teq x0,a", "parallel", 2),
    ("nop", "parallel", 2), ("enddo", "parallel", 2)])
def test_class_clocks_follow_the_manual(text, klass, expected):
    size = 2 if text.startswith(("do ", "jclr")) else 1
    s = insn(text, size=size)
    assert timing_class(s) == klass
    assert static_cost(s, SPEC).base + static_cost(s, SPEC).extension == expected


def test_an_unknown_mnemonic_is_a_clear_error_not_a_guess():
    with pytest.raises(WorkbenchError, match="no timing for 'frob x0' at p:\\$0040"):
        static_cost(insn("frob x0"), SPEC)


# ---- extension words and address modes ----
def test_extension_word_costs_one_instruction_cycle():
    # move #>$1234,x0 (44F400 001234): 4 clocks; jmp long 6; jsr long 6 (docs/references.md 5.2)
    imm = decoded([0x44F400, 0x001234])
    assert imm.size == 2
    assert static_cost(imm, SPEC) == StaticCost("parallel", 2, 2, 0)
    assert sum(static_cost(insn("jmp $1234", size=2), SPEC).__dict__[k]
               for k in ("base", "extension")) == 6
    assert sum(static_cost(insn("jsr $1234", size=2), SPEC).__dict__[k]
               for k in ("base", "extension")) == 6
    _, c = clocks([imm])
    assert c == [4]


def test_do_and_bit_branch_count_their_second_word_in_the_base():
    for text in ("do #8,$50", "jset #0,x:<$10,$40"):
        s = insn(text, size=2)
        assert static_cost(s, SPEC).extension == 0
    assert SPEC.params["clocks.words_in_base"].value == ["do", "bit_branch"]


def test_indexed_and_predecrement_modes_cost_an_address_cycle():
    # move l:(r0+n0),x is 42E800 (a56); -(Rn) and (Rn+Nn) +2, post-update modes free
    lx = decoded([0x42E800])
    assert lx.op_str.replace(" ", "") == "l:(r0+n0),x"
    assert static_cost(lx, SPEC).address_mode == 2
    assert static_cost(insn("move x:-(r3),a"), SPEC).address_mode == 2
    for text in ("move x:(r3)+n3,a", "move x:(r3)-,a", "move x:(r3),a", "move x:(r3)+,a"):
        assert static_cost(insn(text), SPEC).address_mode == 0, text
    _, c = clocks([lx])
    assert c == [4]


# ---- external memory ----
def test_one_external_access_per_instruction_is_free():
    s = decoded([0x2000D0], 0x40)
    # internal P, one external X read: free
    _, c = clocks([s], accesses=[(0, "x", 0x1000)])
    assert c == [2]
    # external P fetch alone: free (zero-wait-state program memory runs at full speed)
    _, c = clocks([decoded([0x2000D0], 0x2000)])
    assert c == [2]


def test_each_further_external_access_adds_two_clocks():
    # mac with XY move, P, X and Y all external: 6 clocks (docs/references.md 5.2)
    s = decoded([0xF098D2], 0x2000)
    t, c = clocks([s], accesses=[(0, "x", 0x1000), (0, "y", 0x1000)])
    assert c == [6]
    assert t.breakdown() == {"base": 2, "address_mode": 0, "extension": 0, "external": 4,
                             "wait_states": 0}
    # internal P, X and Y external: one conflict
    _, c = clocks([decoded([0xF098D2], 0x40)], accesses=[(0, "x", 0x1000), (0, "y", 0x1000)])
    assert c == [4]
    # internal P, X internal, Y external: free
    _, c = clocks([decoded([0xF098D2], 0x40)], accesses=[(0, "x", 0x10), (0, "y", 0x1000)])
    assert c == [2]


def test_on_chip_regions_come_from_the_machine_file():
    spec = SPEC.with_overrides(**{"memory.y_internal": [[0, 0x1FFF]]})
    _, c = clocks([decoded([0xF098D2], 0x40)], accesses=[(0, "x", 0x1000), (0, "y", 0x1000)],
                  spec=spec)
    assert c == [2]
    # X peripherals at $FFC0-$FFFF are on chip; X:$0100 (data ROM off) is not
    _, c = clocks([decoded([0xF098D2], 0x2000)], accesses=[(0, "x", 0xFFE0), (0, "y", 0x10)])
    assert c == [2]
    _, c = clocks([decoded([0xF098D2], 0x2000)], accesses=[(0, "x", 0x100), (0, "y", 0x10)])
    assert c == [4]


def test_the_board_variant_fetches_every_instruction_from_external_p():
    s = decoded([0xF098D2], 0x40)
    acc = [(0, "x", 0x1000), (0, "y", 0x10)]
    assert clocks([s], accesses=acc)[1] == [2]
    assert clocks([s], accesses=acc, core="dsp56001-dk")[1] == [4]


def test_wait_states_are_a_parameter_zero_by_default():
    s = decoded([0xF098D2], 0x2000)
    acc = [(0, "x", 0x1000), (0, "y", 0x10)]
    t, c = clocks([s], accesses=acc)
    assert c == [4] and t.breakdown()["wait_states"] == 0
    spec = SPEC.with_overrides(**{"memory.wait_states": {"p": 1, "x": 2, "y": 3}})
    t, c = clocks([s], accesses=acc, spec=spec)
    # P and X external: 1 + 2 wait states; Y internal: none
    assert t.breakdown()["wait_states"] == 3 and c == [7]


def test_a_repeated_instruction_is_fetched_once():
    # rep #3 then mac: REP 4, then 2 per repetition; from external P with an external X operand
    # only the first repetition competes with the fetch
    rep = insn("rep #3", 0x2000)
    mac = decoded([0xF098D2], 0x2001)
    acc = [(1, "x", 0x1000), (2, "x", 0x1001), (3, "x", 0x1002)]
    t, c = clocks([rep, mac], [0, 1, 1, 1], acc)
    assert c == [4, 4, 2, 2]
    # the same mac three times in a DO loop is fetched every time
    t, c = clocks([mac], [0, 0, 0], [(0, "x", 0x1000), (1, "x", 0x1001), (2, "x", 0x1002)])
    assert c == [4, 4, 4]


def test_schedule_run_carries_the_rep_context_across_runs():
    costs = [StaticCost("rep", 4, 0, 0, True), StaticCost("parallel", 2, 0, 0)]
    fetch, ctx = schedule_run(costs, np.array([0]), RunContext())
    assert fetch.tolist() == [True] and ctx == RunContext(True, -1)
    fetch, ctx = schedule_run(costs, np.array([1, 1, 1]), ctx)
    assert fetch.tolist() == [True, False, False] and ctx == RunContext(False, 1)


def test_clock_variants_change_only_the_clock():
    base = tomllib.loads(Path(SPEC.path).read_text())["param"]
    for name, mhz, changed in (("dsp56001-27", 27, set()), ("dsp56001-33", 33, set()),
                               ("dsp56001-dk", 20, {"p_internal"})):
        spec = load_machine(name)
        assert spec.clock_mhz == mhz and spec.isa == "dsp56k"
        other = tomllib.loads(Path(spec.path).read_text())["param"]
        assert other["clocks"] == base["clocks"], name
        differ = {k for k in base["memory"] if base["memory"][k] != other["memory"][k]}
        assert differ == changed, name
    assert load_machine("dsp56001-dk")["memory.p_internal"] == []
    assert SPEC.params["memory.p_internal"].value == [[0, 511]]


def test_every_parameter_is_cited():
    for name in ("dsp56001", "dsp56001-27", "dsp56001-33", "dsp56001-dk"):
        for key, p in load_machine(name).params.items():
            assert p.source.strip(), (name, key)


def test_a_trace_of_another_isa_is_refused():
    t = trace([insn("nop")])
    t.isa = "alpha"
    with pytest.raises(WorkbenchError, match="dsp56001 times dsp56k traces"):
        get_core("dsp56001").time(t)


def test_the_fetch_rule_over_runs_equals_one_run():
    """The engine times runs one at a time with the context carried between them; cut anywhere,
    the REP fetch rule must give what one pass over the whole stream gives."""
    rng = np.random.default_rng(7)
    costs = [StaticCost("rep", 4, 0, 0, True), StaticCost("parallel", 2, 0, 0),
             StaticCost("parallel", 2, 0, 0)]
    index = rng.choice(3, size=400, p=[0.2, 0.5, 0.3])
    want, _ = schedule_run(costs, index, RunContext())
    cuts = np.sort(rng.choice(np.arange(1, 400), size=60, replace=False))
    ctx, got = RunContext(), []
    for piece in np.split(index, cuts):
        fetch, ctx = schedule_run(costs, piece, ctx)
        got.append(fetch)
    assert (np.concatenate(got) == want).all()
    assert not want.all()


def test_wait_states_apply_to_each_fetched_word():
    imm = decoded([0x44F400, 0x001234], 0x2000)      # move #>$1234,x0 from external P
    spec = SPEC.with_overrides(**{"memory.wait_states": {"p": 1, "x": 0, "y": 0}})
    t, c = clocks([imm], spec=spec)
    assert t.breakdown()["wait_states"] == 2 and c == [6]


def test_every_mnemonic_of_the_isa_table_has_a_timing_class():
    """Guard against a form D1's table gains without a clock count here. RESET and ILLEGAL are
    left out on purpose: no kernel times them (one resets the peripherals, the other raises the
    illegal-instruction interrupt), so the model refuses them by name instead of guessing."""
    from isa.dsp56k.asm import TABLE
    mnemonics = {f.mnemonic for f in TABLE.forms} | {f.mnemonic for f in TABLE.alu.forms}
    missing = set()
    for m in mnemonics:
        try:
            timing_class(StaticInsn(0x40, 1, m, "", "", (), ()))
        except WorkbenchError:
            missing.add(m)
    assert missing == {"illegal", "reset"}


def test_each_wait_state_lasts_wait_state_clocks():
    s = decoded([0xF098D2], 0x2000)
    acc = [(0, "x", 0x1000), (0, "y", 0x10)]
    spec = SPEC.with_overrides(**{"memory.wait_states": {"p": 1, "x": 2, "y": 3},
                                  "memory.wait_state_clocks": 2})
    t, c = clocks([s], accesses=acc, spec=spec)
    # the P fetch (1 wait state) and the X read (2), two clocks each; Y is internal
    assert t.breakdown()["wait_states"] == 6 and c == [10]


def test_the_bus_accounting_alternatives_of_issue_22():
    """workbench/machines/dsp56001.toml memory.external_count and memory.rep_fetch_once, both
    [D]: our reading counts a bit operation's read and write of an external word as two accesses
    and fetches a REP'd instruction once; Hatari's alternatives count each external space once
    and refetch every repetition."""
    from workbench.cores.dsp56001 import Dsp56001
    from workbench.machine import load_machine
    from workbench.snippet import run_snippet

    def clocks(src, name="dsp56001", **alt):
        _, trace = run_snippet(src, isa="dsp56k", registers={"r0": 0x300}, budget=1000)
        core = Dsp56001(name, load_machine(name))
        assert core.count_spaces is False and core.rep_fetch_once is True     # the defaults
        for k, v in alt.items():                # the alternatives, as the spec's values give them
            setattr(core, k, v)
        return int(core.time(trace).cost().sum())
    bit = "\tbset\t#3,x:(r0)\n"
    assert clocks(bit) - clocks(bit, count_spaces=True) == 2
    rep = "\trep\t#4\n\tmove\tx:(r0)+,x0\n"
    assert clocks(rep, "dsp56001-dk", rep_fetch_once=False) - clocks(rep, "dsp56001-dk") == 3 * 2
