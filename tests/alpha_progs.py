"""Random Alpha programs for the differential test of the interpreter's two paths, the C run loop
and the Python block functions (tests/test_alpha_native.py). Not a test module itself.

A program is assembly text plus a memory image. Registers: $9 holds the data area's address and
$10 a loop counter, $12 the code's address (stores through it hit read-only memory), $13 an
address past the end of memory, $27 the subroutine's address once assembled (:func:`finish`);
none of them is ever a destination. The others, and $f1..$f8, start random. The body is random instructions: every integer operate row of the table (literal or
register forms, the /v trapping forms rarely), loads and stores of every width around $9 (a
displacement now and then misaligned), lda/ldah, integer and floating-point register moves and
compares, now and then an instruction C leaves to Python (FP arithmetic, rpcc), forward
conditional branches over a few instructions, a loop back to the body's head counted down in
$10, and calls to a subroutine (bsr, or jsr through $27; it returns with ret) placed after the
halt.
"""
from __future__ import annotations

import random

from isa.alpha.encoding import disassemble, encode
from isa.alpha.table import INSTRUCTIONS, QUALS
from isa.image import MemoryImage

CODE_BASE = 0x10000
DATA = 0x40000              # the data area: 4 KB, writable, random
DATA_SIZE = 4096
MEMORY = 1 << 20
PAST_END = MEMORY + 0x1000

SRC = [r for r in range(32) if r not in (9, 10)]
DST = [r for r in range(1, 32) if r not in (9, 10, 12, 13, 26, 27)]
FP = list(range(1, 9)) + [31]

OPR = [i for i in INSTRUCTIONS if i.fmt == "opr" and not i.attrs.get("completer")]
TRAPPING = [i for i in INSTRUCTIONS if i.fmt == "opr" and i.attrs.get("completer")]
BY_NAME = {}
for _i in INSTRUCTIONS:
    BY_NAME.setdefault(_i.mnemonic + ("/v" if _i.attrs.get("completer") else ""), _i)
LOADS = ["ldq", "ldl", "ldwu", "ldbu", "ldq_u", "ldl_l", "ldq_l"]
STORES = ["stq", "stl", "stw", "stb", "stq_u", "stl_c", "stq_c"]
FP_MEM = ["ldt", "stt", "lds", "sts"]
FP_MOVES = ["cpys", "cpysn", "cpyse", "fcmoveq", "fcmovne", "fcmovlt", "fcmovge", "fcmovle",
            "fcmovgt"]
FP_ARITH = ["addt", "mult", "subs", "cmptlt"]          # run by the Python block functions
ALIGN = {"ldq": 8, "ldl": 4, "ldwu": 2, "ldbu": 1, "ldq_u": 1, "ldl_l": 4, "ldq_l": 8,
         "stq": 8, "stl": 4, "stw": 2, "stb": 1, "stq_u": 1, "stl_c": 4, "stq_c": 8,
         "ldt": 8, "stt": 8, "lds": 4, "sts": 4}
BRANCHES = ["beq", "bne", "blt", "bge", "ble", "bgt", "blbc", "blbs"]
FBRANCHES = ["fbeq", "fbne", "fblt", "fbge", "fble", "fbgt"]


def _value(rnd: random.Random) -> int:
    kind = rnd.random()
    if kind < 0.15:
        return rnd.choice([0, 1, 0xFFFFFFFFFFFFFFFF, 0x7FFFFFFFFFFFFFFF, 0x8000000000000000,
                           0x7FFFFFFF, 0x80000000, 0xFFFFFFFF])
    if kind < 0.35:
        return rnd.getrandbits(8)
    return rnd.getrandbits(64)


def _text(insn_name: str, ra: int = 31, rb: int = 31, rc: int = 31, lit: int | None = None,
          disp: int = 0, rnd: random.Random | None = None) -> str:
    """One instruction as the disassembler writes it; an FP operate row gets one of its
    qualifiers (``lit`` carries the qualifier field), its plain form without ``rnd``."""
    i = BY_NAME[insn_name]
    if "quals" in i.attrs:
        quals = QUALS[i.attrs["quals"]]
        lit = rnd.choice(sorted(quals.values())) if rnd else quals[""]
    text = disassemble(encode(i, ra, rb, rc, lit, disp), CODE_BASE)
    assert not text.startswith(".long"), (insn_name, text)
    return text


def _memory_op(rnd: random.Random, faults: bool) -> str:
    name = rnd.choice(LOADS + STORES if rnd.random() < 0.85 else FP_MEM)
    align = ALIGN[name]
    disp = rnd.randrange(0, DATA_SIZE - 8) & ~(align - 1)
    base = 9
    if faults and rnd.random() < 0.01:
        kind = rnd.choice(("unaligned", "readonly", "unmapped"))
        if kind == "unaligned" and align > 1:
            disp |= rnd.randrange(1, align)
        elif kind == "readonly" and name in STORES + ["stt", "sts"]:
            base, disp = 12, rnd.randrange(0, 64) & ~(align - 1)
        elif kind == "unmapped":
            base = 13
    fp = name in FP_MEM
    ra = rnd.choice(FP) + 32 if fp else rnd.choice(SRC if name in STORES else DST + [31])
    if fp:
        return _text(name, ra - 32 if ra != 63 else 31, base, disp=disp)
    return _text(name, ra, base, disp=disp)


def _operate(rnd: random.Random, faults: bool) -> str:
    i = rnd.choice(TRAPPING if faults and rnd.random() < 0.005 else OPR)
    name = i.mnemonic + ("/v" if i.attrs.get("completer") else "")
    lit = rnd.getrandbits(8) if rnd.random() < 0.3 and not i.attrs.get("nolit") else None
    # one-operand rows (sextb, ctpop, pklb, amask, ...) fix Ra at $31; implver the literal 1
    one = i.attrs.get("one")
    ra = 31 if one else rnd.choice(SRC)
    rb = rnd.choice(SRC)
    if one == "implver":
        lit = 1
    return _text(name, ra, rb, rnd.choice(DST + [31]), lit)


def _other(rnd: random.Random) -> str:
    k = rnd.random()
    if k < 0.3:
        return _text(rnd.choice(["lda", "ldah"]), rnd.choice(DST), rnd.choice(SRC),
                     disp=rnd.randrange(-0x8000, 0x8000))
    if k < 0.55:
        return _text(rnd.choice(FP_MOVES), rnd.choice(FP), rnd.choice(FP), rnd.choice(FP))
    if k < 0.7:
        name = rnd.choice(["itoft", "itofs", "ftoit", "ftois", "cvtlq", "cvtql", "cvtst"])
        if name.startswith("itof"):
            return _text(name, rnd.choice(SRC), 31, rnd.choice(FP))
        if name.startswith("ftoi"):
            return _text(name, rnd.choice(FP), 31, rnd.choice(DST))
        return _text(name, 31, rnd.choice(FP), rnd.choice(FP))
    if k < 0.8:
        return rnd.choice(["unop", "nop", "mb", "trapb", "call_pal 0x86"])
    if k < 0.9:
        return _text(rnd.choice(FP_ARITH), rnd.choice(FP), rnd.choice(FP), rnd.choice(FP), rnd=rnd)
    return f"rpcc ${rnd.choice(DST)}"


def program(seed: int, faults: bool = True) -> tuple[str, MemoryImage, dict]:
    """(source, image, facts) of random program ``seed``; facts: the loop head's label and its
    trip count."""
    rnd = random.Random(seed)
    body: list[str] = []
    n = rnd.randrange(5, 60)
    pending: list[tuple[int, str]] = []      # (instructions left, label) of forward branches
    labels = 0
    for _ in range(n):
        k = rnd.random()
        if k < 0.4:
            body.append(_operate(rnd, faults))
        elif k < 0.7:
            body.append(_memory_op(rnd, faults))
        elif k < 0.85:
            body.append(_other(rnd))
        elif k < 0.93:
            label = f"f{labels}"
            labels += 1
            if rnd.random() < 0.8:
                body.append(f"{rnd.choice(BRANCHES)} ${rnd.choice(SRC)}, {label}")
            else:
                body.append(f"{rnd.choice(FBRANCHES)} $f{rnd.choice(FP)}, {label}")
            pending.append((rnd.randrange(1, 6), label))
        else:
            body.append(rnd.choice(["bsr $26, sub", "jsr $26, ($27), sub"]))
        still = []
        for left, label in pending:
            if left <= 1:
                body.append(f"{label}:")
            else:
                still.append((left - 1, label))
        pending = still
    body += [f"{label}:" for _, label in pending]
    trips = rnd.randrange(1, 5)
    sub = [_operate(rnd, False) for _ in range(rnd.randrange(0, 4))]
    lines = (["\t.text", "start:", "head:"] + ["\t" + x if not x.endswith(":") else x for x in body]
             + ["\tsubq $10, 1, $10", "\tbgt $10, head", "\thalt", "sub:"]
             + ["\t" + x for x in sub] + ["\tret $31, ($26), 1"])
    image = MemoryImage(memory_size=MEMORY)
    image.add("data", DATA, bytes(rnd.getrandbits(8) for _ in range(DATA_SIZE)))
    regs = {f"r{r}": _value(rnd) for r in range(32) if r not in (9, 10, 12, 13, 27, 31)}
    regs.update({"r9": DATA, "r10": trips, "r12": CODE_BASE, "r13": PAST_END})
    regs.update({f"f{r}": _value(rnd) for r in FP if r != 31})
    image.registers = regs
    return "\n".join(lines) + "\n", image, {"trips": trips}


def finish(image: MemoryImage, symbols: dict) -> MemoryImage:
    """Set what depends on the assembled program: $27 = the subroutine's address."""
    image.registers["r27"] = symbols["sub"]
    return image
