"""Karn 1994: his des() on the 486 and Pentium, from the cypherpunks post and readme.des
(docs/targets.md). The kernels are his code (kernels/x86/karn_gen.py); every reason below is
computed from the run it stands beside."""
from __future__ import annotations

from ..cores.i486 import I486
from ..errors import WorkbenchError
from ..kernel import find_kernel
from ..machine import load_machine
from ..runner import execute_kernel, time_trace
from . import Paper, Row, miss_prefix

BLOCKS = 512          # long enough that the cold-cache misses of the first blocks are amortised
MHZ = 50.0
PUBLISHED_CPB = 1303  # 50e6 * 64 / 2.456e6 (38,373 encryptions/s)
PUBLISHED_EPS = 38373
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
    out.append(Row("karn", "same, with the initial and final permutations removed", 1163,
                   round(n.clocks_per_block, 1), "clocks/block", "des-karn-rm16-noperm", "i486",
                   f"ours {n.clocks_per_block:.0f}: {_causes(n)}. His IP and FP sections cost "
                   f"{perms:.0f} clocks/block in our run with them; his two figures differ by "
                   f"{PUBLISHED_CPB - 1163}", n.per_block()))
    t = runs.time("3des-karn-rm16", "i486", MHZ)
    out.append(Row("karn", "his Triple-DES projection from the DES figure", 3629,
                   round(t.clocks_per_block, 1), "clocks/block", "3des-karn-rm16", "i486",
                   f"ours runs his des() three times a block, IP and FP each time: "
                   f"{t.clocks_per_block / r.clocks_per_block:.2f} x our DES figure, his projection "
                   f"is {3629 / PUBLISHED_CPB:.2f} x his. {_causes(t)}",
                   t.per_block()))
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


def _readme_rows(runs: _Runs) -> list[Row]:
    out = _readme_row(runs, "Borland assembler version, DOS real mode, 486DX-50", 1150,
                      "des-karn-rm16", "i486", 50.0,
                      " The post a month earlier gave 1303 for the same routine and CPU")
    for mhz, published in ((60.0, 832), (90.0, 816)):
        out += _readme_row(runs, f"same code, Pentium {mhz:g}", published, "des-karn-rm16", "p5",
                           mhz, " " + _p5_note(runs, mhz))
    r = runs.time("des-karn-pm32", "i486", 66.0)
    miss = (r.breakdown.get("cache", 0) + r.breakdown.get("fetch", 0)) / BLOCKS
    out += _readme_row(runs, "GNU assembler version (desgnu.s), 32-bit protected mode, 486DX2-66",
                       952, "des-karn-pm32", "i486", 66.0,
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
