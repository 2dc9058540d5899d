"""Dusse and Kaliski 1990, "A Cryptographic Library for the Motorola DSP56000" (docs/targets.md).

Published: a 20 MHz DSP56001 on a PC card (program in external P memory) does an RSA-512
private-key operation with the Chinese remainder theorem at 11.xK bits/s (one digit illegible:
43.0 to 46.5 ms per operation) and DES in CBC mode at 350K bits/s (3657 clocks per block). They
multiply in Montgomery's form, product scanning with the reduction interleaved, and remark that on
the 80386 the same reordering would give "at best a 10 percent improvement" because multiplication
is an order of magnitude slower than shifting.

We run our kernels (kernels/dsp56k written by rsa_gen.py, kernels/x86 by mont_gen.py; every run
checked against pow) on the ``dsp56001-dk`` machine (the paper's board: 20 MHz, program external)
and ``dsp56001`` (all on chip), and the x86 Montgomery kernels on the i386, i486 and p5 models.
One block = one operation; bits/s for RSA = modulus bits (512) per second of operations.
The RSA block opens with the paper-form row (issue 22 item 3): binary exponentiation with every
square a general Montgomery product (the paper leaves squaring as something one "can derive"), the
program in external P memory and the product's working buffers in on-chip X/Y RAM ("some data"
internal), zero wait states. Our faster variants follow it: the sliding window (4 bits) with a
squaring routine, the window without it, and binary with it. The DES CBC row adds the PC-interface
cost the paper's figure includes (dk_host.py, parameters host.* in dsp56001-dk.toml).
"""
from __future__ import annotations

from ..cores.dsp56001 import Dsp56001
from ..kernel import all_kernels, find_kernel, kernels_root
from ..layouts.dsp_des import DIN as DES_STREAM
from ..machine import load_machine
from ..runner import execute_kernel, time_trace
from . import UNLIKE, Paper, Row, miss_prefix, see_miss
from .dk_host import FORMS, alternatives, host_cost

PAPER_ID = "dusse-kaliski"
MHZ = 20.0
BOARD, CHIP = "dsp56001-dk", "dsp56001"
MS_LO, MS_HI = 43.0, 46.5              # 512 bits / 11.9K and / 11.0K bits/s
MS_MID = (MS_LO + MS_HI) / 2
BPS_MID = 512 / MS_MID * 1e3
DES_BPS, DES_CLOCKS = 350e3, 3657
I386_GAIN_BOUND = 10.0                 # percent, an upper bound ("at best")
RSA_OPS = {"rsa512-crt-bin-nosqr-dsp": 1, "rsa512-crt-dsp": 2, "rsa512-crt-bin-dsp": 1,
           "rsa512-crt-nosqr-dsp": 1, "rsa512-dsp": 1}
PAPER_FORM = "rsa512-crt-bin-nosqr-dsp"
WHAT_IF_X = ("rsa512-crt-bin-nosqr-dsp", "rsa512-crt-dsp")
MONT_OPS = 4


def _run(name: str, ops: int, cores: tuple[str, ...], what_if_x_external: bool = False):
    kernel = find_kernel(name)
    program, trace = execute_kernel(kernel, ops)
    out = {c: time_trace(kernel, program, trace, c, None, ops).result for c in cores}
    if BOARD in cores and kernel.isa == "dsp56k":
        # The same trace with all of X and Y on chip: what the board's external data costs
        # (the buffers above $FF sit in external X memory, docs/references.md 6.6c).
        spec = load_machine(BOARD).with_overrides(**{"memory.x_internal": [[0, 0xFFFF]],
                                                     "memory.y_internal": [[0, 0xFFFF]]})
        out["data-internal"] = Dsp56001(BOARD, spec).time(trace).total_cycles / ops
    if what_if_x_external:
        # docs/references.md 6.6: the board had external P *and X* memory; which data the paper
        # kept on chip is not published. Same trace, every X address external (the peripherals
        # at X:$FFC0-$FFFF stay on chip).
        spec = load_machine(BOARD).with_overrides(**{"memory.x_internal": [[0xFFC0, 0xFFFF]]})
        t = Dsp56001(BOARD, spec).time(trace)
        out["x-external"] = t.total_cycles / ops
    return out


def _per(r, region: str) -> float:
    return r.regions.get(region, {}).get("cycles", 0) / r.blocks


PAPER_FORM_WHY = (
    "the paper's form (issue 22 item 3): binary square-and-multiply exponentiation (the paper "
    "names no window method in what our sources quote of it); every square a general Montgomery "
    "product, since the paper mentions a squaring routine only as something one 'can derive'; "
    "program in external P memory and 'some data' internal: we keep the product's working "
    "buffers (accumulator, m digits, modulus in use, n0' and pointers, all below X:/Y:$40) in "
    "on-chip RAM, since they are what every MAC reads, and the base, constants, exponent "
    "schedules, CRT operands and I/O in external X memory; zero wait states, as the paper states")
RSA_FORMS = (
    (PAPER_FORM, "RSA-512 private key, CRT, paper form (binary, squares as general products)",
     True),
    ("rsa512-crt-dsp", "RSA-512 private key, CRT, sliding window (4 bits)", True),
    ("rsa512-crt-nosqr-dsp", "RSA-512 private key, CRT, sliding window, squares as general "
     "products", True),
    ("rsa512-crt-bin-dsp", "RSA-512 private key, CRT, binary exponentiation", True),
    ("rsa512-dsp", "RSA-512 private key without the CRT, sliding window (4 bits)", False))


def _rsa_rows(say) -> list[Row]:
    out = []
    res = {}
    for name, ops in RSA_OPS.items():
        say(f"{PAPER_ID}: {name} ({ops} operations)")
        res[name] = _run(name, ops, (BOARD, CHIP), what_if_x_external=name in WHAT_IF_X)
    for name, what, published in RSA_FORMS:
        r = res[name][BOARD]
        ms = r.clocks_per_block / r.mhz / 1e3
        chip = res[name][CHIP].clocks_per_block / MHZ / 1e3
        data_ext = r.clocks_per_block - res[name]["data-internal"]
        mont = (_per(r, "mont") + _per(r, "sqr")) / r.clocks_per_block * 100
        sqr = _per(r, "sqr") / r.clocks_per_block * 100
        why = (f"{r.instructions_per_block:,.0f} instructions, {r.clocks_per_block:,.0f} clocks per "
               f"operation, {mont:.1f}% in Montgomery products ({sqr:.1f}% in squarings); the "
               f"board's external data (operands above X:$FF) costs {data_ext:,.0f} clocks of "
               f"them ({data_ext / r.clocks_per_block:.1%}); all on chip {chip:.2f} ms")
        if published:
            gap = ms / MS_MID - 1
            why += (f"; published 43.0-46.5 ms (the middle, {MS_MID:.2f}, is the reference), "
                    f"ours {gap:+.0%}")
            if name == PAPER_FORM:
                why = f"{PAPER_FORM_WHY}. {why}"
            else:
                why = (f"{UNLIKE}one of our faster variants, shown after the paper form: not the "
                       "paper's method (the paper-form row above is the reproduction: binary "
                       "exponentiation, squares as general products), and not chosen because it "
                       f"lands nearer the published figure. {why}")
        out.append(Row(PAPER_ID, f"{what}, ms per operation at 20 MHz",
                       round(MS_MID, 2) if published else None, round(ms, 3), "ms/operation",
                       name, BOARD, why, r.per_block(digits=1), blocks=RSA_OPS[name]))
        out.append(Row(PAPER_ID, f"{what}, throughput", round(BPS_MID) if published else None,
                       round(512 / ms * 1e3), "bits/s", name, BOARD,
                       see_miss(why, "the ms/operation row") +
                       "512 bits per operation; published 11.xK bits/s (11.0K-11.9K)" if published
                       else "no published figure without the CRT", blocks=RSA_OPS[name]))
    for name in WHAT_IF_X:
        what = next(w for n, w, _ in RSA_FORMS if n == name)
        xext = res[name]["x-external"] / MHZ / 1e3
        out.append(Row(PAPER_ID, f"{what}, what if all X data were external too", None,
                       round(xext, 3), "ms/operation", name, f"{BOARD} (X external)",
                       "the same trace with no on-chip X RAM (references.md 6.6: external P and X "
                       "memory on the board); a sensitivity, not a fit: the paper does not say "
                       "which data it kept on chip. Published 43.0-46.5 ms"))
    crt, full = res["rsa512-crt-dsp"][BOARD], res["rsa512-dsp"][BOARD]
    nosqr = res["rsa512-crt-nosqr-dsp"][BOARD]
    out.append(Row(PAPER_ID, "RSA-512 CRT: time saved by the squaring routine", None,
                   round((1 - crt.clocks_per_block / nosqr.clocks_per_block) * 100, 1), "%",
                   "rsa512-crt-dsp", BOARD, "each off-diagonal digit product of a square once, "
                   "doubled by one asl per column; squares are ~5/6 of the products"))
    out.append(Row(PAPER_ID, "RSA-512 without / with the CRT (time ratio)", None,
                   round(full.clocks_per_block / crt.clocks_per_block, 2), "x", "rsa512-dsp", BOARD,
                   "two half-size exponentiations cost about a third to a quarter of one full-size"))
    return out


def _mont_rows(say) -> list[Row]:
    say(f"{PAPER_ID}: n0inv-dsp")
    inv = _run("n0inv-dsp", MONT_OPS, (BOARD,))[BOARD]
    out = [Row(PAPER_ID, "n0' = -n0^-1 mod 2^24 by the bit-by-bit inverse, clocks", None,
               round(_per(inv, "inverse"), 1), "clocks/inverse", "n0inv-dsp", BOARD,
               "once per modulus (twice per CRT key): 23 steps of lsl, jclr and, when the bit is "
               "set, add and bset; negligible beside one exponentiation")]
    for bits, k in ((512, 22), (256, 11)):
        res = {}
        for form in ("ps", "os"):
            name = f"mont{bits}-{form}-dsp"
            say(f"{PAPER_ID}: {name}")
            res[form] = _run(name, MONT_OPS, (BOARD,))[BOARD]
        ps, os_ = _per(res["ps"], "mont"), _per(res["os"], "mont")
        products = 2 * k * k
        out.append(Row(PAPER_ID, f"Montgomery product {bits}-bit, product scanning (paper form), "
                       "clocks per product", None, round(ps, 1), "clocks/product",
                       f"mont{bits}-ps-dsp", BOARD,
                       f"{products} digit products at 2 clocks each = {2 * products}; the rest is "
                       f"2k = {2 * k} column ends (m digit or signed result digit, one-word shift)"))
        out.append(Row(PAPER_ID, f"Montgomery product {bits}-bit, product scanning, clocks per "
                       "digit product", None, round(ps / products, 3), "clocks/digit product",
                       f"mont{bits}-ps-dsp", BOARD, "one MAC (2 clocks) per digit product plus "
                       "the column overhead spread over them"))
        out.append(Row(PAPER_ID, f"Montgomery product {bits}-bit, operand scanning, clocks per "
                       "product", None, round(os_, 1), "clocks/product", f"mont{bits}-os-dsp",
                       BOARD, "a signed digit extraction and a one-word shift per digit step "
                       "(k^2 of them) instead of per column (2k)"))
        out.append(Row(PAPER_ID, f"Montgomery product {bits}-bit on the DSP56001: operand / "
                       "product scanning (time ratio)", None, round(os_ / ps, 2), "x",
                       f"mont{bits}-ps-dsp", BOARD,
                       "the speed-up of the paper's order on the DSP; no figure is published"))
    return out


def _x86_rows(say) -> list[Row]:
    out = []
    for core in ("i386", "i486", "p5"):
        res = {}
        for form in ("ps", "os"):
            name = f"mont512-{form}-pm32"
            say(f"{PAPER_ID}: {name} on {core}")
            res[form] = _run(name, MONT_OPS, (core,))[core]
        ps, os_ = res["ps"].clocks_per_block, res["os"].clocks_per_block
        gain = (1 - ps / os_) * 100
        muls = 2 * 16 * 16 + 16
        note = (f"product scanning {ps:,.0f} vs operand scanning {os_:,.0f} clocks per 512-bit "
                f"product; both execute {muls} MULs")
        if core == "i386":
            note = (f"{UNLIKE}the published 10% is a bound the paper states for the 80386 ('at "
                    "best a 10 percent improvement', docs/targets.md), reasoned from its multiply "
                    "being an order of magnitude slower than its shifts, not a timing of code: its "
                    "80386 code is not published. Ours times two kernels of our own that execute "
                    "the same multiplies, so it measures our operand-scanning loop against our "
                    "product-scanning one. " + note)
            note += ("; on the 80386 a MUL "
                     "costs 38-41 clocks (full-width multiplier, docs/references.md 2.2b) against "
                     "2-7 for an add or a move. " + (
                         "Ours is within the bound" if gain <= I386_GAIN_BOUND else
                         "Ours exceeds the bound: the operand-scanning form's extra loads, stores "
                         "and carry adds (T kept in memory, a carry per digit) cost more than the "
                         "remark allows; a register-resident operand-scanning loop would narrow it"))
        out.append(Row(PAPER_ID, f"{core}: improvement of product over operand scanning, "
                       "512-bit Montgomery product", I386_GAIN_BOUND if core == "i386" else None,
                       round(gain, 1), "%", "mont512-ps-pm32", core, note))
        out.append(Row(PAPER_ID, f"{core}: 512-bit Montgomery product, product scanning", None,
                       round(ps, 1), "clocks/product", "mont512-ps-pm32", core,
                       f"{res['ps'].instructions_per_block:,.0f} instructions"))
    return out


def des_cbc_kernel():
    """The first built-in DSP56000 DES CBC kernel by name, or None: the built-in folder only, so
    a kernel of the user's (WORKBENCH_KERNELS) never stands in for the paper's."""
    cands = [k for k in all_kernels(kernels_root()).values()
             if k.isa == "dsp56k" and k.cipher == "des" and k.chaining == "cbc"]
    return min(cands, key=lambda k: k.name) if cands else None


DES_WHY = (
    "the paper's DES code is not published and its PC side only outlined: the figure includes the "
    "PC interfacing overhead (the paper as issue 22 quotes it); the PC reaches the board's memory "
    "through a custom interface with a PC-programmable address generator (section 5.3, p. 239, "
    "as Arth-Singh/RSA-270's REPORT.md summarises the Springer PDF); the PC's processor and clock, "
    "its bus timing, whether the DES stream used that interface or the DSP56001's host port, and "
    "the PC's own work per buffer are not given (docs/references.md 6.6c)")


def _des_rows(say) -> list[Row]:
    """The DES CBC row from a DSP56000 DES kernel (D3's Davio kernel), found by its manifest, plus
    the PC-interface cost the published figure includes (dk_host.py)."""
    kernel = des_cbc_kernel()
    if kernel is None:
        return [Row(PAPER_ID, "DES CBC on the DSP56001 at 20 MHz", DES_CLOCKS, None, "clocks/block",
                    "", BOARD, "no DSP56000 DES CBC kernel in this checkout")]
    say(f"{PAPER_ID}: {kernel.name}")
    blocks = 48          # a multiple of 3: the DES kernel packs 8-byte blocks 3 bytes a word
    program, trace = execute_kernel(kernel, blocks)
    r = time_trace(kernel, program, trace, BOARD, None, blocks).result
    spec = load_machine(BOARD)
    host = {f: host_cost(spec, blocks, DES_STREAM, f) for f in FORMS}
    h = host[spec["host.interface"]]
    kern = r.clocks_per_block
    total = kern + h.clocks
    alts = alternatives(spec, blocks, DES_STREAM)
    alt = "; ".join(f"{label}: {kern + c.clocks:,.0f}" for label, c in alts)
    lo = min([total] + [kern + c.clocks for _, c in alts])
    hi = max([total] + [kern + c.clocks for _, c in alts])
    prefix = miss_prefix(total, DES_CLOCKS)
    verdict = (f"{prefix}{DES_WHY}. Every set-up we can document lands at {lo:,.0f}-{hi:,.0f} "
               f"({lo / DES_CLOCKS:.2f}-{hi / DES_CLOCKS:.2f}), the kernel alone at {kern:,.0f} "
               f"({kern / DES_CLOCKS:.2f}). " if prefix else "")
    why = verdict + (f"kernel {kern:,.0f} clocks + host interface {h.clocks:,.0f} clocks = {total:,.0f}: the "
           "paper's figure includes the PC interfacing, so the row adds the transfers of each block "
           f"(8 bytes in, 8 out, the IV once per run of {blocks}) as a separate cost, serial with "
           f"the kernel. {h.describe()}. Parameters host.* in {BOARD}.toml (PC 386 at "
           f"{spec['host.pc_mhz']} MHz, IN/OUT clocks from the 80386 manual, an 8-bit AT-bus I/O "
           f"cycle of {spec['host.isa_io8_bclks']} bus clocks at {spec['host.isa_bclk_mhz']} MHz); "
           f"each [D] host alternative alone: {alt} (range {lo:,.0f}-{hi:,.0f}, "
           f"{lo / DES_CLOCKS:.2f}-{hi / DES_CLOCKS:.2f} of the published). The kernel alone is "
           "the next row; reproduce --sensitivity re-times kernels only, so this row's core names "
           "the PC too and the range is given here")
    return [Row(PAPER_ID, "DES CBC on the DSP56001 at 20 MHz, with the PC interface", DES_CLOCKS,
                round(total, 1), "clocks/block", kernel.name, f"{BOARD} + PC interface", why,
                {"kernel": round(kern, 1), "host interface": round(h.clocks, 1)}),
            Row(PAPER_ID, "DES CBC throughput, with the PC interface", DES_BPS,
                round(64 * MHZ * 1e6 / total), "bits/s", kernel.name, f"{BOARD} + PC interface",
                see_miss(why) + "64 bits per block at 20 MHz, from the clocks/block above"),
            Row(PAPER_ID, "DES CBC on the DSP56001 at 20 MHz, kernel alone", None,
                round(kern, 1), "clocks/block", kernel.name, BOARD,
                f"{r.instructions_per_block:,.0f} instructions per block; no transfers (the data "
                "already in X memory); the published figure includes them (the row above)"),
            Row(PAPER_ID, "DES CBC: PC-interface cost per block", None, round(h.clocks, 1),
                "clocks/block", kernel.name, BOARD, h.describe())]


def _dsp_rsa_des_rows(progress=None) -> list[Row]:
    say = progress or (lambda msg: None)
    return _rsa_rows(say) + _des_rows(say)


def _montgomery_rows(progress=None) -> list[Row]:
    say = progress or (lambda msg: None)
    return _mont_rows(say) + _x86_rows(say)


PARTS = (_dsp_rsa_des_rows, _montgomery_rows)


def rows(progress=None) -> list[Row]:
    return [row for part in PARTS for row in part(progress)]


def headline(rows_: list[Row]) -> list[Row]:
    return [r for r in rows_ if r.published is not None]


# two halves of about equal work that share few programs (measured: 2.8-3.1 and 2.1-2.6 s of
# CPU, the whole 4.9-5.2 s in one process): `reproduce dusse-kaliski` runs them side by side
# (with --sensitivity 5.2-5.8 -> 3.8-4.1 s wall on two cores)
PAPER = Paper(PAPER_ID, "Dusse and Kaliski 1990, A Cryptographic Library for the Motorola DSP56000",
              rows, headline=headline, parts=PARTS)
