"""Karn 1994: his des() on the 486 and Pentium, from the cypherpunks post and readme.des
(docs/targets.md). The kernels are his code (kernels/x86/karn_gen.py); every reason below is
computed from the run it stands beside."""
from __future__ import annotations

from ..cores.i486 import I486
from ..errors import WorkbenchError
from ..kernel import find_kernel
from ..machine import load_machine
from ..runner import execute_kernel, time_trace
from . import UNLIKE, Paper, Row, miss_prefix

BLOCKS = 512          # long enough that the cold-cache misses of the first blocks are amortised
MHZ = 50.0
PUBLISHED_CPB = 1303  # 50e6 * 64 / 2.456e6 (38,373 encryptions/s)
PUBLISHED_EPS = 38373
PUBLISHED_NOPERM_EPS = 42986      # the post, with the permutations removed
PUBLISHED_3DES_BPS = 13777        # the post's triple-DES projection
PUBLISHED_3DES_CPB = 3629         # 50e6 / 13,777
PUBLISHED_README_CPB = 1150       # readme.des, 43,460/s on the 486DX-50
PUBLISHED_GNU_CPB = 952           # readme.des, 69,348/s on the 486DX2-66 (66 MHz)


def forms_note(core: str) -> str:
    """What his real-mode forms cost a call on ``core``, from its machine file."""
    spec = load_machine(core)
    les, call, retf = (spec[f"clocks.{k}"] for k in ("les", "call_far", "retf"))
    return (f"His three LES, far CALL and RETF are timed as he wrote them: {3 * les + call + retf} "
            f"clocks a call on the {core} model ({les}, {call}, {retf}; docs/references.md 2.2c)")


def round_facts(program, trace) -> dict:
    """Counted on the assembled program: one round's instructions, prefix bytes and the
    byte-register writes directly followed by a lookup addressed through that register."""
    lo, hi = program.regions["round"]
    rnd = [s for s in sorted(trace.static, key=lambda s: s.address) if lo <= s.address < hi]
    agi = sum(1 for a, b in zip(rnd, rnd[1:]) if set(a.attrs["byte_writes"]) & set(b.attrs["addr_regs"]))
    return {"instructions": len(rnd) / 16, "prefixes": sum(s.attrs["prefixes"] for s in rnd) / 16,
            "agi_pairs": agi / 16}


class _Runs:
    """Each kernel executed (and verified) once, timed on as many cores and clocks as asked."""
    def __init__(self, say):
        self.say, self.traces = say, {}

    def get(self, name: str):
        if name not in self.traces:
            k = find_kernel(name)
            self.traces[name] = (k,) + execute_kernel(k, BLOCKS)
        return self.traces[name]

    def time(self, name: str, core: str, mhz: float):
        self.say(f"karn: {name} on {core} at {mhz:g} MHz")
        k, program, trace = self.get(name)
        return time_trace(k, program, trace, core, mhz, BLOCKS).result


def _region_cpb(r, region: str) -> float:
    return r.regions.get(region, {}).get("cycles", 0) / BLOCKS


def _causes(r) -> str:
    b = r.per_block()
    parts = [f"base {b.get('base', 0):.0f}"]
    for key, label in (("prefix", "prefixes"), ("agi", "AGI"), ("indexed", "indexed addressing"),
                       ("disp_imm", "displacement and immediate"), ("partial_reg", "partial-register"),
                       ("pairing", "pairing"), ("dependency", "dependency"), ("branch", "branches")):
        if key in b and b[key] >= 0.5:
            parts.append(f"{label} {b[key]:.0f}")
    parts.append(f"cache {b.get('cache', 0) + b.get('fetch', 0):.0f}")
    return ", ".join(parts)


def _post_rows(runs: _Runs) -> list[Row]:
    out = []
    kernel = "des-karn-rm16"
    k, program, trace = runs.get(kernel)
    r = runs.time(kernel, "i486", MHZ)
    f = round_facts(program, trace)
    loop = _region_cpb(r, "loop")
    reason = (f"ours {r.clocks_per_block:.0f}: {_causes(r)}. His round as assembled here: "
              f"{f['instructions']:.0f} instructions, {f['prefixes']:.0f} prefix bytes, "
              f"{f['agi_pairs']:.0f} back-to-back byte-register AGIs (Abrash's measured real-mode 2 "
              f"cycles each). The C loop (dostime.c's, compiled as we assume bcc did) costs "
              f"{loop:.0f} clocks/block; the post's loop also printed a status line every 10,000 "
              f"calls, not emulated. {forms_note('i486')}")
    out.append(Row("karn", "DES, 486 at 50 MHz, 16-bit real mode, with the calling loop",
                   PUBLISHED_CPB, round(r.clocks_per_block, 1), "clocks/block",
                   kernel, "i486", reason, r.per_block()))
    out.append(Row("karn", "DES encryptions per second at 50 MHz", PUBLISHED_EPS,
                   round(r.blocks_per_second), "blocks/s", kernel, "i486",
                   "from the clocks/block above"))
    out.append(Row("karn", "instructions per block (routine and loop)", None,
                   round(r.instructions_per_block, 1), "instructions/block", kernel, "i486",
                   f"{f['instructions']:.0f} per round as counted on his F; the post gives no total"))
    # the documented alternative for the disputed AGI figure, shown, not chosen
    alt = I486(load_machine("i486").with_overrides(**{"penalty.agi_window_real16": 2}))
    t_alt = alt.time(trace)
    out.append(Row("karn", "same, with Intel's 1-cycle AGI instead of Abrash's measured 2",
                   PUBLISHED_CPB, round(t_alt.total_cycles / BLOCKS, 1), "clocks/block",
                   kernel, "i486 (agi_window_real16=2)",
                   "sensitivity to the disputed parameter (docs/references.md 2.4 [D]); not our headline"))
    perms = _region_cpb(r, "ip") + _region_cpb(r, "fp")
    n = runs.time("des-karn-rm16-noperm", "i486", MHZ)
    out.append(Row("karn", "same, with the initial and final permutations removed",
                   round(MHZ * 1e6 / PUBLISHED_NOPERM_EPS),
                   round(n.clocks_per_block, 1), "clocks/block", "des-karn-rm16-noperm", "i486",
                   f"ours {n.clocks_per_block:.0f}: {_causes(n)}. His IP and FP sections cost "
                   f"{perms:.0f} clocks/block in our run with them; his two figures differ by "
                   f"{PUBLISHED_CPB - 1163}", n.per_block()))
    t = runs.time("3des-karn-rm16", "i486", MHZ)
    # his projection, redone from his two figures: 1 / (2 / 42,986 + 1 / 38,373) blocks/s
    his = 1 / (2 / PUBLISHED_NOPERM_EPS + 1 / PUBLISHED_EPS)
    ours = 2 * n.clocks_per_block + r.clocks_per_block
    out.append(Row("karn", "his Triple-DES projection from the DES figure", PUBLISHED_3DES_CPB,
                   round(t.clocks_per_block, 1), "clocks/block", "3des-karn-rm16", "i486",
                   f"{UNLIKE}his {PUBLISHED_3DES_BPS:,} blocks/s is a projection, not a run (the "
                   f"post: 'I should be able to do triple-DES at about {PUBLISHED_3DES_BPS:,} "
                   "blocks/sec', 'although I haven't tried it yet'), and it is his two DES "
                   f"figures combined as two DES without the permutations and one with them, "
                   f"1 / (2 / {PUBLISHED_NOPERM_EPS:,} + 1 / {PUBLISHED_EPS:,}) = {his:,.0f}/s: one "
                   "IP and one FP a block. Ours runs his des() three times a block, IP and FP each "
                   f"time: {t.clocks_per_block / r.clocks_per_block:.2f} x our DES figure, his "
                   f"projection is {PUBLISHED_3DES_CPB / PUBLISHED_CPB:.2f} x his; his arithmetic "
                   f"on our figures is the next row. {_causes(t)}",
                   t.per_block()))
    out.append(Row("karn", "his Triple-DES projection, his arithmetic on our two DES figures",
                   PUBLISHED_3DES_CPB, round(ours, 1), "clocks/block", "des-karn-rm16-noperm",
                   "i486, 2 x no-permutation + 1 x full",
                   f"2 x {n.clocks_per_block:.1f} (no permutations) + {r.clocks_per_block:.1f} "
                   "(with them, and with the loop) = the combination his projection makes of his "
                   "own two figures (the row above), so projection meets projection; it is not a "
                   "run of a 3DES kernel, and its range under the [D] alternatives follows from "
                   "the two DES rows'"))
    return out


def _readme_row(runs: _Runs, what: str, published: int, kernel: str, core: str, mhz: float,
                extra: str = "", miss: str = "") -> list[Row]:
    """readme.des rows: the whole run (with the C loop) and the routine's region alone. ``miss``:
    why the figure cannot be reproduced, put first in a row's note ("not reproducible: ...") when
    ours is outside the 10% band."""
    label = f"{core} at {mhz:g} MHz"
    try:
        r = runs.time(kernel, core, mhz)
    except WorkbenchError as e:
        why = f"not timed: {e}"
        return [Row("karn", f"readme.des: {what}, with the C loop", published, None,
                    "clocks/block", kernel, label, why),
                Row("karn", f"readme.des: {what}, the routine alone", published, None,
                    "clocks/block", kernel, label, why)]
    des = r.clocks_per_block - _region_cpb(r, "loop")      # des() with its ip/round/fp regions

    def why(measured: float) -> str:
        prefix = miss_prefix(measured, published) if miss else ""
        return f"{prefix}{miss}. " if prefix else ""
    return [Row("karn", f"readme.des: {what}, with the C loop", published,
                round(r.clocks_per_block, 1), "clocks/block", kernel, label,
                f"{why(r.clocks_per_block)}ours {r.clocks_per_block:.0f}: {_causes(r)}.{extra}",
                r.per_block()),
            Row("karn", f"readme.des: {what}, the routine alone", published, round(des, 1),
                "clocks/block", kernel, label,
                f"{why(des)}des() only: the loop's {_region_cpb(r, 'loop'):.0f} clocks/block left "
                "out")]


def _p5_note(runs: _Runs, mhz: float) -> str:
    """The Pentium rows' reason beyond the causes: the prefix count of his round, his forms'
    clocks, and what the two clock rates do in our run (the p5 machine file charges a cache line
    fill in core clocks whatever the clock)."""
    r = runs.time("des-karn-rm16", "p5", mhz)
    r60, r90 = (runs.time("des-karn-rm16", "p5", m).clocks_per_block for m in (60.0, 90.0))
    k, program, trace = runs.get("des-karn-rm16")
    f = round_facts(program, trace)
    clocks = (f"the same {r60:.0f} clocks at 60 and 90 MHz, since our p5 machine file charges a "
              f"cache line fill in core clocks whatever the clock" if round(r60, 1) == round(r90, 1)
              else f"{r60:.0f} clocks at 60 MHz and {r90:.0f} at 90")
    return (f"His round has {f['prefixes']:.0f} prefix bytes, and a prefixed instruction "
            f"pairs only in U; {r.instructions_per_block:.0f} instructions a block in "
            f"{r.clocks_per_block:.0f} clocks. {forms_note('p5')}. Ours gives {clocks}; his two "
            f"figures differ by {832 - 816} clocks a block")


GCC142_WHY = ("GCC 1.42 cannot be run here and its code for desport.c is not published "
              "(readme.des gives only the figure): no package offers GCC 1.x, the installed x86 "
              "compiler is GCC 12.2. GCC 1's -O differs from GCC 12's in its passes (toplev.c of "
              "GCC 1.40, the nearest version in our sources, neozeed/gcc-1.40-msvc: jump, cse, "
              "loop, flow, combine, local and global register allocation, delayed-branch "
              "scheduling; no instruction scheduler, but GCC 12 -O schedules nothing either) and "
              "its defaults (frame pointer kept, strength reduction off). GCC 12 given those two "
              "(-fno-omit-frame-pointer -fno-ivopts) moves our figure by under 1% "
              "(docs/references.md 6.2), so the gap is not there; the rest of GCC 1's code "
              "generation we cannot run")


def borland_why(runs: _Runs) -> str:
    """Why readme.des's real-mode 486DX-50 figure is marked not reproducible: its own two 486
    figures and the 486's prefix cost disagree. Every count is taken from the assembled programs
    and the runs here."""
    rounds = {}
    for name in ("des-karn-rm16", "des-karn-pm32"):
        k, program, trace = runs.get(name)
        lo, hi = program.regions["round"]
        rounds[name] = [s for s in sorted(trace.static, key=lambda s: s.address)
                        if lo <= s.address < hi]
    rm, pm = rounds["des-karn-rm16"], rounds["des-karn-pm32"]
    same = [a.mnemonic for a in rm] == [b.mnemonic for b in pm]
    prefixes = sum(s.attrs["prefixes"] for s in rm)
    gnu = runs.time("des-karn-pm32", "i486", 66.0)
    miss = (gnu.breakdown.get("cache", 0) + gnu.breakdown.get("fetch", 0)) / BLOCKS
    p60, p90 = (runs.time("des-karn-rm16", "p5", m).clocks_per_block for m in (60.0, 90.0))
    post = runs.time("des-karn-rm16", "i486", MHZ).clocks_per_block
    return ("readme.des's two 486 figures for his routine cannot both hold at the 486's "
            "documented prefix cost: the real-mode rounds are desgnu.s's rounds "
            + ("instruction for instruction" if same else "in shape")
            + f" ({len(rm)} instructions a block in both, counted on the assembled programs) "
            f"plus {prefixes} operand-size and segment prefix bytes, 1 clock each on the 486 "
            "(docs/references.md 2.3: Abrash ch.13; Karn's post: 'a lot of 1-clock operand size "
            f"prefixes'), yet readme.des puts the real-mode 486DX-50 at {PUBLISHED_README_CPB} "
            f"clocks a block and the 32-bit 486DX2-66 at {PUBLISHED_GNU_CPB}, "
            f"{PUBLISHED_README_CPB - PUBLISHED_GNU_CPB} apart (the DX2's half-speed bus adds "
            f"only to cache misses, {miss:.0f} clocks a block in our run). Our model meets the "
            f"32-bit figure ({gnu.clocks_per_block / PUBLISHED_GNU_CPB:.2f}), the same real-mode "
            f"code on the Pentium 60 and 90 ({p60 / 832:.2f}, {p90 / 816:.2f}) and the post's "
            f"{PUBLISHED_CPB} for this routine on a 50 MHz 486 a month earlier "
            f"({post / PUBLISHED_CPB:.2f}); readme.des names neither its timing program nor what "
            "changed since the post (the kit's readme: dostime.c 'measures time internally', "
            "descycle.c prints a line every 10,000 encryptions, as the post's loop did)")


def _readme_rows(runs: _Runs) -> list[Row]:
    out = _readme_row(runs, "Borland assembler version, DOS real mode, 486DX-50",
                      PUBLISHED_README_CPB, "des-karn-rm16", "i486", 50.0,
                      f" The post a month earlier gave {PUBLISHED_CPB} for the same routine and "
                      "CPU", miss=borland_why(runs))
    for mhz, published in ((60.0, 832), (90.0, 816)):
        out += _readme_row(runs, f"same code, Pentium {mhz:g}", published, "des-karn-rm16", "p5",
                           mhz, " " + _p5_note(runs, mhz))
    r = runs.time("des-karn-pm32", "i486", 66.0)
    miss = (r.breakdown.get("cache", 0) + r.breakdown.get("fetch", 0)) / BLOCKS
    out += _readme_row(runs, "GNU assembler version (desgnu.s), 32-bit protected mode, 486DX2-66",
                       PUBLISHED_GNU_CPB, "des-karn-pm32", "i486", 66.0,
                       f" The DX2's bus runs at half its 66 MHz core clock, which matters only on "
                       f"cache misses ({miss:.0f} clocks/block here); our i486 machine file "
                       f"assumes bus = core clock. His LEAVE is timed as written "
                       f"({load_machine('i486')['clocks.leave']} clocks, docs/references.md 2.2c)")
    t = runs.time("3des-karn-pm32", "i486", 66.0)
    out.append(Row("karn", "3DES EDE, three calls of desgnu.s's des() a block, 486DX2-66", None,
                   round(t.clocks_per_block, 1), "clocks/block", "3des-karn-pm32", "i486 at 66 MHz",
                   f"no published figure; {t.clocks_per_block / r.clocks_per_block:.2f} x the DES row"))
    out.append(Row("karn", "readme.des: portable C (desport.c), Borland C++ 3.1 -O2, 16-bit real "
                   "mode, 486DX-50", 4325, None, "clocks/block", "", "",
                   "published only: it needs Borland C++ 3.1's 16-bit code for desport.c, and we "
                   "have no 16-bit DOS compiler (a modern compiler's 32-bit code is not that)"))
    c = runs.time("des-karn-c-pm32", "i486", 66.0)
    out += _readme_row(runs, "portable C, GCC 1.42 -O, 32-bit protected mode, 486DX2-66", 1875,
                       "des-karn-c-pm32", "i486", 66.0,
                       f" Ours is our own C in desport.c's shape compiled by GCC 12 -m32 "
                       f"-march=i486 -O ({c.instructions_per_block:.0f} instructions a block), not "
                       f"GCC 1.42's code; kernels/x86/karn_c_gen.py", miss=GCC142_WHY)
    return out


def rows(progress=None) -> list[Row]:
    runs = _Runs(progress or (lambda msg: None))
    return _post_rows(runs) + _readme_rows(runs)


PAPER = Paper("karn", "Karn 1994, fast 386 DES code figures (cypherpunks) and readme.des", rows)
