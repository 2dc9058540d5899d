"""Biham 1997 as described by Corella 2000: non-bitsliced DES on the Alpha 21164 (docs/targets.md).

Published: 46 Mb/s on an Alpha 8400 (21164) at 300 MHz = 417 clocks/block; 634 instructions per
block, 61% of them S-box lookups; libdes (not 64-bit aware) 28 Mb/s = 686 clocks/block on the same
machine. We run des-biham (written from that description, kernels/alpha/gen_alpha_des.py) and, for
the libdes row, a compiler's code: our own portable C SP-table DES (kernels/c/des_sp.c, not
libdes) as GCC 12.2 compiles it with -O2 -mcpu=ev5 (des-libdes-alpha) and -mcpu=ev4
(des-libdes-alpha-ev4), beside des-libdes-alpha-hand, libdes's own structure written out by hand
as unscheduled compiler-style code. Every run is verified against the reference DES; the notes are
computed from the runs and from the machine files.
"""
from __future__ import annotations

import numpy as np

from ..kernel import find_kernel
from ..machine import load_machine
from ..runner import execute_kernel, time_trace
from . import Paper, Row

BLOCKS = 128          # enough that the cold misses of the 4 KB table are a small share
MHZ = 300.0           # Alpha 8400 5/300 (21164 at 300 MHz), docs/targets.md
PUBLISHED = {"des-biham": 417, "des-libdes-alpha": 686}     # 300e6 * 64 / 46e6 and / 28e6
PUBLISHED_INSNS = 634
PUBLISHED_SBOX_SHARE = 61.0
# kernel -> the cores it is reported on; the libdes rows run the code GCC scheduled for each chip
RUNS = (("des-biham", ("ev5", "ev4")), ("des-libdes-alpha", ("ev5",)),
        ("des-libdes-alpha-ev4", ("ev4", "ev5")), ("des-libdes-alpha-c", ("ev5", "ev4")),
        ("des-libdes-alpha-c-ev4", ("ev5", "ev4")), ("des-libdes-alpha-hand", ("ev5",)),
        ("3des-biham", ("ev5", "ev4")), ("3des-libdes-alpha", ("ev5",)),
        ("3des-libdes-alpha-ev4", ("ev4",)), ("3des-libdes-alpha-c", ("ev5",)))
CHIP = {"ev5": "21164 (EV5) at 300 MHz", "ev4": "21064 (EV4)"}


def sbox_lookup_share(trace, table_lo: int, table_hi: int) -> float:
    """Percent of retired instructions that are S-box lookups: the extbl and s8addq that form
    an index, and the loads that read the S-box tables (data address within them)."""
    st = trace.static
    mn = np.array([s.mnemonic for s in st])[trace.index]
    region = np.array([s.region or "" for s in st])[trace.index]
    in_table = (trace.data_addr >= table_lo) & (trace.data_addr < table_hi)
    lookups = (((mn == "extbl") | (mn == "s8addq")) & (region == "round")) | in_table
    return 100.0 * lookups.sum() / len(trace)


def unsourced(core: str) -> list[str]:
    """The values the core's machine file marks [U] (no primary source at hand), as name=value."""
    spec = load_machine(core)
    return [f"{name}={p.value}" for name, p in sorted(spec.params.items())
            if p.source.lstrip().startswith("[U]")]


def _causes(b: dict) -> str:
    return ", ".join(f"{k} {v:.0f}" for k, v in sorted(b.items(), key=lambda kv: -kv[1]) if v)


def round_counts(trace, blocks: int, rounds: int) -> tuple[float, float, float]:
    """Per round: instructions in the round region, loads from the key schedule, from the SP table."""
    from ..layouts.alpha_des import KEYS, TABLES
    region = np.array([s.region or "" for s in trace.static])[trace.index] == "round"
    n = blocks * rounds
    keys = (trace.data_addr >= KEYS) & (trace.data_addr < KEYS + 0x800) & region
    sp = (trace.data_addr >= TABLES) & (trace.data_addr < TABLES + 2048) & region
    return region.sum() / n, keys.sum() / n, sp.sum() / n


def _reason_biham(r, b: dict) -> str:
    gap = 100.0 * (r.clocks_per_block / PUBLISHED["des-biham"] - 1)
    why = ("our round is list-scheduled for the 21164's latencies and E0/E1 rule, and Biham's "
           "compiled code (instruction order, group alignment) is unknown to us. The model has no "
           "taken-branch fetch bubble and no write-buffer or S-cache port stalls; it charges, "
           f"without a primary source ([U] in ev5.toml): {', '.join(unsourced('ev5'))}")
    return (f"ours {r.clocks_per_block:.0f} clocks ({gap:+.1f}%): {_causes(b)} per block; {why}")


def _reason_libdes(res: dict) -> str:
    """The libdes row's note, from the runs: the compiled kernel against the same C scheduled for
    the 21064, against libdes's structure in our C (both schedules) and written by hand."""
    r, trace = res[("des-libdes-alpha", "ev5")]
    b = r.per_block()
    pub = PUBLISHED["des-libdes-alpha"]
    gap = 100.0 * (r.clocks_per_block / pub - 1)
    ipr, kpr, spr = round_counts(trace, BLOCKS, 16)
    ev4code = res[("des-libdes-alpha-ev4", "ev5")][0]
    styled, styled_trace = res[("des-libdes-alpha-c", "ev5")]
    styled4 = res[("des-libdes-alpha-c-ev4", "ev5")][0]
    sipr, skpr, _ = round_counts(styled_trace, BLOCKS, 16)
    hand = res[("des-libdes-alpha-hand", "ev5")][0]
    ipc = r.instructions_per_block / r.clocks_per_block
    return (f"ours {r.clocks_per_block:.0f} clocks ({gap:+.1f}%) for "
            f"{r.instructions_per_block:.0f} instructions, {ipc:.2f} a clock: {_causes(b)} per "
            "block. A compiler's code, but for our C (kernels/c/des_sp.c), not libdes: GCC 12.2 "
            f"-O2 -mcpu=ev5 (no BWX) runs {ipr:.0f} instructions a round, with {kpr:.0f} "
            f"key-byte loads (ldq_u/extbl) and {spr:.0f} SP-table loads. libdes's D_ENCRYPT xors "
            "two 32-bit key words (u=R^s[S], t=R^s[S+1]); that structure in our C "
            f"(des-libdes-alpha-c) takes {sipr:.0f} instructions a round ({skpr:.0f} key loads), "
            f"{styled.instructions_per_block:.0f} a block, {styled.clocks_per_block:.0f} clocks "
            f"with GCC's 21164 schedule ({styled.clocks_per_block / pub:.2f} of {pub}) and "
            f"{styled4.clocks_per_block:.0f} with its 21064 schedule "
            f"({styled4.clocks_per_block / pub:.2f}); written by hand and unscheduled "
            f"(des-libdes-alpha-hand) {hand.clocks_per_block:.0f}. Our C with the 21064 schedule: "
            f"{ev4code.clocks_per_block:.0f}. The -mcpu=ev4 code stands in for a 1997 compiler "
            "without a full EV5 model (GCC 2.5.7's alpha.md models the EV4 only, 2.8.0's the EV5 "
            "coarsely, docs/references.md 6.3.1); Biham's compiler, flags and libdes version are "
            "not known to us, so which of these the published figure matches is not settled")


def rows(progress=None) -> list[Row]:
    say = progress or (lambda msg: None)
    out: list[Row] = []
    from ..layouts.alpha_des import TABLES
    res = {}
    traces = {}
    for name, cores in RUNS:
        say(f"biham: {name}")
        kernel = find_kernel(name)
        program, trace = execute_kernel(kernel, BLOCKS)
        traces[name] = trace
        for core in cores:
            res[(name, core)] = (time_trace(kernel, program, trace, core,
                                            MHZ if core == "ev5" else None, BLOCKS).result, trace)
    for name, cores in RUNS:
        for core in cores:
            r = res[(name, core)][0]
            b = r.per_block()
            published = PUBLISHED.get(name) if core == "ev5" else None
            tdes = name.startswith("3des")
            if name == "des-biham" and core == "ev5":
                note = _reason_biham(r, b)
            elif name == "des-libdes-alpha" and core == "ev5":
                note = _reason_libdes(res)
            elif name in ("des-libdes-alpha-ev4", "des-libdes-alpha-c-ev4") and core == "ev5":
                note = ("the same C with GCC's 21064 schedule (-mcpu=ev4) on the 21164: a stand-in "
                        "for a compiler with no EV5 model; compare the -mcpu=ev5 row above"
                        f" ({r.clocks_per_block / PUBLISHED['des-libdes-alpha']:.2f} of the "
                        "published 686, which the libdes row carries)")
            elif name == "des-libdes-alpha-c" and core == "ev5":
                note = ("libdes's structure (two 32-bit key words, 8 lookups into the global "
                        "des_SPtrans, a not-inlined per-block function) in our own C "
                        "(kernels/c/des_libdes_style.c), GCC 12.2 -O2 -mcpu=ev5: "
                        f"{r.instructions_per_block:.0f} instructions a block, "
                        f"{r.clocks_per_block / PUBLISHED['des-libdes-alpha']:.2f} of the "
                        "published 686 (which the libdes row carries). GCC's E0/E1 model of "
                        "the 21164 dates from 2002; GCC 2.8.0's was coarse, DEC C's we do not "
                        "know (docs/references.md 6.3.1)")
            elif name == "des-libdes-alpha-hand":
                note = ("libdes's own structure (des_ecb_encrypt -> des_encrypt, c2l/l2c, "
                        "D_ENCRYPT with two 32-bit key words, 32-bit DES_LONG re-extended) written "
                        "by us as unscheduled compiler-style code, the kernel this row used before "
                        f"a compiler's: {r.instructions_per_block:.0f} instructions a block")
            elif core == "ev4":
                note = "no published 21064 figure; " + (
                    "GCC's -mcpu=ev4 code, scheduled for this chip" if name.endswith("ev4")
                    else "GCC's -mcpu=ev5 code timed on the ev4 model at its clock"
                    if "libdes" in name else "same trace timed on the ev4 model at its clock")
            else:
                note = "no published 3DES figure for this machine (EDE, inner IP/FP skipped)"
            cpu = "ev4" if name.endswith("ev4") else "ev5"
            if "biham" in name:
                style = "Biham expanded format"
            elif name.endswith("hand"):
                style = "libdes structure, hand-written unscheduled"
            elif "-alpha-c" in name:
                style = f"libdes structure in our C, GCC 12 -O2 -mcpu={cpu}"
            else:
                style = f"libdes row: our C, GCC 12 -O2 -mcpu={cpu}"
            what = f"{'3DES' if tdes else 'DES'} ECB, {style} on {CHIP[core]}"
            out.append(Row("biham", what, published, round(r.clocks_per_block, 1), "clocks/block",
                           name, core, note, b))
            if name in PUBLISHED and core == "ev5":
                out.append(Row("biham", what.replace("ECB,", "ECB throughput,"),
                               round(MHZ * 64 / PUBLISHED[name], 1), round(r.mbps, 2), "Mb/s",
                               name, core, "from the clocks/block above"))
            if name == "des-libdes-alpha" and core == "ev5":
                out.append(Row("biham", "instructions per DES block, libdes row (ours: our C by "
                               "GCC 12)", None, round(r.instructions_per_block, 1),
                               "instructions/block", name, "",
                               "no published count for libdes; 16 rounds of "
                               f"{round_counts(traces[name], BLOCKS, 16)[0]:.0f} plus IP/FP, "
                               "byte loads and stores"))
        if name == "des-biham":
            trace = traces[name]
            ipb = len(trace) / BLOCKS
            out.append(Row("biham", "instructions per DES block", PUBLISHED_INSNS, round(ipb, 1),
                           "instructions/block", name, "",
                           "ours: 16 x 34 per round = 544; load and IP 34, conversion to the "
                           "expanded format 20, conversion back 10, FP and store 33, loop 4 "
                           "(+ the one-time setup spread over the blocks). Biham's own split of "
                           "the other 90 is not in our sources; a cheaper expansion or IP/FP "
                           "would close the gap of ~10"))
            share = sbox_lookup_share(trace, TABLES, TABLES + 4096)
            out.append(Row("biham", "S-box lookup instructions, share of all", PUBLISHED_SBOX_SHARE,
                           round(share, 1), "%", name, "",
                           "extbl + s8addq + ldq per lookup, 384 per block; the share follows "
                           "from our total per block"))
    return out


PAPER = Paper("biham", "Biham 1997, A Fast New DES Implementation in Software (via Corella 2000)",
              rows)
