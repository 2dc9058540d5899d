"""gcc's own output, timed as it stands: every function of tests/compiled/*.c, compiled by
``gcc -m32 -O2 -march=M -S`` (AT&T) and with ``-masm=intel`` for the five x86 -march values
(tools/compile_corpus.py), is called with ``--function`` semantics (workbench.function) on the
core of its -march, and its result is checked against the C semantics computed here in Python.

The functional run and its result are always checked. The timing is checked too, except where
the core has no timing for an instruction form gcc used (the x86 tables are still being
widened): that is an expected, recorded gap (xfail with the core's message), and any other
failure fails. The corpus itself is checked against GNU as (the same bytes, relocation fields
aside) and against gcc (the committed files are what it writes) where those tools are installed.
"""
from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from workbench.errors import WorkbenchError
from workbench.function import run_function, time_run

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("compile_corpus", ROOT / "tools" / "compile_corpus.py")
corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(corpus)

CORPUS = corpus.CORPUS
DATA = 0x200000
M32 = 0xFFFFFFFF


def u32(x: int) -> int:
    return x & M32


def s32(x: int) -> int:
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def words(*vals: int) -> bytes:
    return b"".join(u32(v).to_bytes(4, "little") for v in vals)


def rand_bytes(n: int, seed: int) -> bytes:
    out, x = bytearray(), seed
    for _ in range(n):
        x = u32(x * 1103515245 + 12345)
        out.append(x >> 16 & 0xFF)
    return bytes(out)


def rand_words(n: int, seed: int) -> list[int]:
    b = rand_bytes(4 * n, seed)
    return [int.from_bytes(b[4 * i:4 * i + 4], "little") for i in range(n)]


@dataclass
class Case:
    file: str                       # tests/compiled/<file>.c
    function: str
    args: list
    expect: int                     # eax, or edx:eax when wide
    data: bytes = b""               # the DATA area at the start
    wide: bool = False
    memory: dict = field(default_factory=dict)      # DATA offset -> bytes expected after the call
    label: str = ""

    @property
    def id(self) -> str:
        return f"{self.file}.{self.function}{self.label}"


CASES: list[Case] = []


def case(*a, **k) -> None:
    CASES.append(Case(*a, **k))


# ------------------------------------------------------------------------------------ string.c
def _djb2(s: bytes) -> int:
    h = 5381
    for c in s:
        h = u32(h * 33 + c)
    return h


def _compare(a: bytes, b: bytes) -> int:
    i = 0
    while a[i] and a[i] == b[i]:
        i += 1
    return a[i] - b[i]


def _parse_int(s: bytes) -> int:
    m = re.match(rb" *([-+]?)([0-9]*)", s)
    v = int(m.group(2) or b"0")
    return -v if m.group(1) == b"-" else v


def _to_hex(v: int) -> tuple[int, bytes]:
    text = f"{v:08x}".encode()
    total = 0
    for c in reversed(text):
        total = u32(total * 3 + c)
    return total, text + b"\0"


STR = b"The quick brown fox jumps over the lazy dog\0"
case("string", "hash_str", ["DATA"], _djb2(STR[:-1]), STR)
case("string", "str_compare", ["DATA", "DATA+16"], u32(_compare(b"apple pie\0", b"apricot\0")),
     b"apple pie\0".ljust(16, b"\0") + b"apricot\0")
case("string", "count_char", ["DATA", ord("o")], STR.count(b"o"), STR)
_MIXED = b"Hello, World! abc xyz\0"
case("string", "upcase", ["DATA"], sum(1 for c in _MIXED if 97 <= c <= 122), _MIXED,
     memory={0: _MIXED.upper()})
case("string", "reverse", ["DATA", 7], ord("g"), b"abcdefg\0", memory={0: b"gfedcba\0"})
case("string", "parse_int", ["DATA"], u32(_parse_int(b"  -12345x")), b"  -12345x\0")
_hex_sum, _hex_text = _to_hex(0xDEADBEEF)
case("string", "to_hex", [0xDEADBEEF, "DATA"], _hex_sum, memory={0: _hex_text})

# ---------------------------------------------------------------------------------- checksum.c
BLOCK = rand_bytes(200, 7)


def _adler(p: bytes) -> int:
    a, b = 1, 0
    for c in p:
        a = (a + c) % 65521
        b = (b + a) % 65521
    return b << 16 | a


def _fletcher(p: bytes) -> int:
    s1 = s2 = 0
    for c in p:
        s1 = (s1 + c) % 255
        s2 = (s2 + s1) % 255
    return s2 << 8 | s1


def _ip(p: bytes) -> int:
    s = sum(int.from_bytes(p[i:i + 2], "little") for i in range(0, len(p), 2))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return ~s & 0xFFFF


def _xor_fold(ws: list[int]) -> int:
    x = 0
    for w in ws:
        x = u32(x << 1 | x >> 31) ^ w
    return x


case("checksum", "adler32", ["DATA", 200], _adler(BLOCK), BLOCK)
case("checksum", "fletcher16", ["DATA", 200], _fletcher(BLOCK), BLOCK)
case("checksum", "crc32_bitwise", ["DATA", 40], zlib.crc32(BLOCK[:40]), BLOCK)
case("checksum", "crc32_nibble", ["DATA", 200], zlib.crc32(BLOCK), BLOCK)
case("checksum", "ip_checksum", ["DATA", 100], _ip(BLOCK), BLOCK)
case("checksum", "xor_fold", ["DATA", 50], _xor_fold(rand_words(50, 7)), BLOCK)

# -------------------------------------------------------------------------------------- hash.c
def _fnv(p: bytes, bits: int = 32) -> int:
    if bits == 32:
        h, prime, mask = 2166136261, 16777619, M32
    else:
        h, prime, mask = 1469598103934665603, 1099511628211, (1 << 64) - 1
    for c in p:
        h = (h ^ c) * prime & mask
    return h


def _rotl(x: int, r: int) -> int:
    return u32(x << r | x >> (32 - r))


def _murmur3(key: bytes, seed: int) -> int:
    h, n = seed, len(key)
    c1, c2 = 0xCC9E2D51, 0x1B873593
    i = 0
    while i + 4 <= n:
        k = int.from_bytes(key[i:i + 4], "little")
        k = u32(_rotl(u32(k * c1), 15) * c2)
        h = u32(_rotl(h ^ k, 13) * 5 + 0xE6546B64)
        i += 4
    tail = key[i:]
    if tail:
        k = int.from_bytes(tail, "little")
        h ^= u32(_rotl(u32(k * c1), 15) * c2)
    h ^= n
    h ^= h >> 16
    h = u32(h * 0x85EBCA6B)
    h ^= h >> 13
    h = u32(h * 0xC2B2AE35)
    return h ^ h >> 16


def _oaat(p: bytes) -> int:
    h = 0
    for c in p:
        h = u32(h + c)
        h = u32(h + (h << 10))
        h ^= h >> 6
    h = u32(h + (h << 3))
    h ^= h >> 11
    return u32(h + (h << 15))


def _xorshift(x: int, n: int) -> int:
    for _ in range(n):
        x ^= u32(x << 13)
        x ^= x >> 17
        x ^= u32(x << 5)
    return x


case("hash", "fnv1a", ["DATA", 64], _fnv(BLOCK[:64]), BLOCK)
case("hash", "fnv1a64", ["DATA", 64], _fnv(BLOCK[:64], 64), BLOCK, wide=True)
case("hash", "murmur3", ["DATA", 23, 0x9747B28C], _murmur3(BLOCK[:23], 0x9747B28C), BLOCK)
case("hash", "jenkins_oaat", ["DATA", 64], _oaat(BLOCK[:64]), BLOCK)
case("hash", "xorshift32", [0x12345678, 100], _xorshift(0x12345678, 100))

# ------------------------------------------------------------------------------------ bignum.c
N = 8
A, B = rand_words(N, 11), rand_words(N, 12)
B[3] = A[3]                          # equal limbs: the borrow chain's x == y case


def _limbs(v: int, n: int) -> bytes:
    return v.to_bytes(4 * n, "little")


def _val(ws: list[int]) -> int:
    return int.from_bytes(words(*ws), "little")


_a, _b = _val(A), _val(B)
BN_DATA = words(*A) + words(*B)              # a at DATA, b at DATA+32, r at DATA+0x100
case("bignum", "bn_add", ["DATA+0x100", "DATA", "DATA+32", N], (_a + _b) >> 256, BN_DATA,
     memory={0x100: _limbs((_a + _b) % (1 << 256), N)})
case("bignum", "bn_sub", ["DATA+0x100", "DATA", "DATA+32", N], int(_a < _b), BN_DATA,
     memory={0x100: _limbs((_a - _b) % (1 << 256), N)})
case("bignum", "bn_mul_word", ["DATA+0x100", "DATA", N, 0xFEDCBA98], (_a * 0xFEDCBA98) >> 256,
     BN_DATA, memory={0x100: _limbs(_a * 0xFEDCBA98 % (1 << 256), N)})
_prod = _a * _b
case("bignum", "bn_mul", ["DATA+0x100", "DATA", "DATA+32", N],
     (_prod & M32) ^ (_prod >> (32 * (2 * N - 1))), BN_DATA, memory={0x100: _limbs(_prod, 2 * N)})
case("bignum", "bn_cmp", ["DATA", "DATA+32", N], u32((_a > _b) - (_a < _b)), BN_DATA)
case("bignum", "bn_shl1", ["DATA", N], _a >> 255, BN_DATA,
     memory={0: _limbs((_a << 1) % (1 << 256), N)})

# -------------------------------------------------------------------------------------- sort.c
ARRAY = [s32(w) % 2001 - 1000 for w in rand_words(20, 21)]
SORTED = sorted(ARRAY)


def _selection(a: list[int]) -> int:
    a, swaps = list(a), 0
    for i in range(len(a) - 1):
        m = min(range(i, len(a)), key=lambda j: (a[j], j))
        if m != i:
            a[i], a[m] = a[m], a[i]
            swaps += 1
    return swaps


def _shell(a: list[int]) -> int:
    a, moves, gap = list(a), 0, len(a) // 2
    while gap > 0:
        for i in range(gap, len(a)):
            v, j = a[i], i
            while j >= gap and a[j - gap] > v:
                a[j] = a[j - gap]
                j -= gap
                moves += 1
            a[j] = v
        gap //= 2
    return moves


SORT_DATA = words(*ARRAY)
case("sort", "insertion_sort", ["DATA", 20], u32(SORTED[0] ^ SORTED[-1]), SORT_DATA,
     memory={0: words(*SORTED)})
case("sort", "selection_sort", ["DATA", 20], _selection(ARRAY), SORT_DATA, memory={0: words(*SORTED)})
case("sort", "shell_sort", ["DATA", 20], _shell(ARRAY), SORT_DATA, memory={0: words(*SORTED)})
case("sort", "binary_search", ["DATA", 20, SORTED[13]], SORTED.index(SORTED[13]), words(*SORTED))
case("sort", "binary_search", ["DATA", 20, 5000], M32, words(*SORTED), label="-missing")
case("sort", "max_index", ["DATA", 20], ARRAY.index(max(ARRAY)), SORT_DATA)

# --------------------------------------------------------------------------------------- des.c
def _spbox() -> list[list[int]]:
    text = (CORPUS / "des.c").read_text()
    body = text[text.index("SPBOX[8][64] = {"):text.index("};")]
    vals = [int(v, 16) for v in re.findall(r"0x([0-9a-f]{8})u", body)]
    assert len(vals) == 512
    return [vals[64 * i:64 * i + 64] for i in range(8)]


SPBOX = _spbox()


def _des_f(r: int, k: int) -> int:
    u, t = r ^ k, u32(r >> 4 | r << 28) ^ k
    sp = SPBOX
    return (sp[0][u & 63] ^ sp[2][u >> 8 & 63] ^ sp[4][u >> 16 & 63] ^ sp[6][u >> 24 & 63]
            ^ sp[1][t & 63] ^ sp[3][t >> 8 & 63] ^ sp[5][t >> 16 & 63] ^ sp[7][t >> 24 & 63])


def _des_rounds(l: int, r: int, ks: list[int]) -> tuple[int, int]:
    for k in ks:
        l, r = r, l ^ _des_f(r, k)
    return r, l


def _sbox_layer(x: int) -> int:
    s = [0xC, 5, 6, 0xB, 9, 0, 0xA, 0xD, 3, 0xE, 0xF, 8, 4, 7, 1, 2]
    return sum(s[x >> i & 15] << i for i in range(0, 32, 4))


def _feistel16(x: int, key: int, rounds: int) -> int:
    f = [0x9C3E, 0x1B07, 0xE4D2, 0x5A61, 0x03F8, 0xB7A5, 0x6C1D, 0xD842,
         0x2F90, 0x71CB, 0xA35E, 0x4E27, 0xC6B4, 0x0D79, 0x95E3, 0x380F]
    l, r = x >> 16, x & 0xFFFF
    for i in range(rounds):
        s = i & 15
        k = u32(key >> s | key << (16 - s)) & 0xFFFF
        v = f[(r ^ k) & 15] ^ (u32(r << 3 | r >> 13) & 0xFFFF)
        l, r = r, (l ^ v) & 0xFFFF
    return u32(l << 16 | r)


KS = rand_words(16, 31)
_L, _R = 0x01234567, 0x89ABCDEF
_outr, _outl = _des_rounds(_L, _R, KS)
case("des", "des_f", [0x89ABCDEF, 0x13579BDF], _des_f(0x89ABCDEF, 0x13579BDF))
case("des", "des_rounds", ["DATA", "DATA+8", 16], _outr ^ _outl, words(_L, _R, *KS),
     memory={0: words(_outr, _outl)})
case("des", "sbox_layer", [0x0123ABCD], _sbox_layer(0x0123ABCD))
case("des", "feistel16", [0xCAFEBABE, 0x5A5A1234, 24], _feistel16(0xCAFEBABE, 0x5A5A1234, 24))

# -------------------------------------------------------------------------------------- bits.c
def _bitrev(x: int) -> int:
    return int(f"{x:032b}"[::-1], 2)


def _gray(g: int) -> int:
    s = 1
    while s < 32:
        g ^= g >> s
        s <<= 1
    return g


def _rotmix(x: int, y: int, n: int) -> int:
    for _ in range(n):
        x = u32(u32(x << 7 | x >> 25) + y)
        y = u32(y >> 3 | y << 29) ^ x
    return x ^ y


case("bits", "bit_reverse", [0x12345678], _bitrev(0x12345678))
case("bits", "popcount_table", ["DATA", 100], sum(bin(c).count("1") for c in BLOCK[:100]), BLOCK)
case("bits", "gray_decode", [0xB7E15163], _gray(0xB7E15163))
case("bits", "parity", [0xB7E15163], bin(0xB7E15163).count("1") & 1)
case("bits", "rotate_mix", [0x243F6A88, 0x85A308D3, 10], _rotmix(0x243F6A88, 0x85A308D3, 10))
case("bits", "byte_swap", [0x11223344], 0x44332211)
case("bits", "trailing_zeros", [0x00A40000], 18)
case("bits", "sign_extend", [0x3FA, 10], u32(0x3FA - 0x400))

# ------------------------------------------------------------------------------------- arith.c
def _isqrt(x: int) -> int:
    import math
    return math.isqrt(x)


def _div_mod(a: int, b: int) -> int:
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    return u32(q * 1000 + (a - b * q))


def _fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, u32(a + b)
    return a


case("arith", "gcd", [1071 * 462, 462 * 1001], __import__("math").gcd(1071 * 462, 462 * 1001))
case("arith", "isqrt", [3_000_000_000], _isqrt(3_000_000_000))
case("arith", "digit_sum", [4_000_000_123], sum(map(int, str(4_000_000_123))))
case("arith", "div_mod", [-100_003, 7], _div_mod(-100_003, 7))
case("arith", "mul_wide", [0xDEADBEEF, 0xFEEDFACE], 0xDEADBEEF * 0xFEEDFACE, wide=True)
_x, _y = 0x123456789ABCDEF0, -0x0FEDCBA987654321
case("arith", "add64", [_x & M32, _x >> 32, _y & M32, (_y >> 32) & M32],
     (_x + _y) % (1 << 64), wide=True)
case("arith", "shl64", [0x89ABCDEF, 0x01234567, 36], (0x0123456789ABCDEF << 36) % (1 << 64),
     wide=True)
case("arith", "powmod16", [1234, 65537, 65521], pow(1234, 65537, 65521))
case("arith", "fib", [40], _fib(40))

# ------------------------------------------------------------------------------------ switch.c
def _classify(op: int, x: int) -> int:
    return u32({0: x + 1, 1: x - 7, 2: x * 3, 3: x ^ 0x55, 4: x << 2, 5: -x, 6: x & 0xF0,
                7: x | 0x100, 8: x >> 1, 9: ~x}.get(op, 0))


def _vm(code: bytes) -> int:
    acc, i = 0, 0
    while i < len(code):
        op = code[i]
        i += 1
        if op == 0:
            acc += 1
        elif op == 1:
            acc -= 1
        elif op == 2:
            acc = s32(acc << 1)
        elif op == 3:
            acc ^= code[i]
            i += 1
        elif op == 4:
            acc = s32(acc + code[i])
            i += 1
        elif op == 5:
            acc = s32(-acc)
        elif op == 6:
            acc = s32(acc * 7 + 1)
        elif op == 7:
            acc = s32(u32(acc) >> 1)
        else:
            return -1
    return acc


VM_CODE = bytes([0, 0, 2, 4, 200, 6, 3, 0x5A, 5, 7, 2, 6, 1, 4, 17, 6, 6, 2, 0])
case("switch", "classify", [4, -37], _classify(4, -37))
case("switch", "classify", [9, 0x1234], _classify(9, 0x1234), label="-9")
case("switch", "classify", [12, 5], 0, label="-default")
case("switch", "days_in_month", [2], 28)
case("switch", "vm_run", ["DATA", len(VM_CODE)], u32(_vm(VM_CODE)), VM_CODE)
case("switch", "char_kind", [ord("7")], 2)


# ------------------------------------------------------------------------------------ the runs
SYNTAXES = tuple(corpus.SYNTAXES)


def _params():
    out = []
    for src in corpus.sources():
        for march in corpus.MARCHES:
            for syntax in SYNTAXES:
                for c in CASES:
                    if c.file == src.stem:
                        out.append(pytest.param(c, march, syntax, id=f"{c.id}-{march}-{syntax}"))
    return out


UNTIMED: dict[str, list[str]] = {}


def _run(c: Case, march: str, syntax: str):
    path = corpus.output_path(c.file, march, syntax)
    return run_function(path.read_text(), c.function, c.args, path=str(path), data=c.data)


@pytest.mark.parametrize("c, march, syntax", _params())
def test_function_result_and_timing(c: Case, march: str, syntax: str):
    run = _run(c, march, syntax)
    got = run.edx_eax if c.wide else run.eax
    assert got == c.expect, f"{c.id}: got {got:#x}, C semantics give {c.expect:#x}"
    for offset, expected in c.memory.items():
        assert run.read(DATA + offset, len(expected)) == expected, f"{c.id}: memory at DATA+{offset:#x}"
    assert not run.notes, run.notes               # callee-saved registers and esp kept
    core = corpus.CORE_OF[march]
    try:
        timing = time_run(run, core)
    except WorkbenchError as e:
        if "no timing for" not in str(e):
            raise
        form = re.search(r"no timing for ('[^']*'(?: \(form [^)]*\))?)", str(e))
        UNTIMED.setdefault(core, []).append(form.group(1) if form else str(e))
        pytest.xfail(str(e))
    n = len(run.trace) - 1                        # the return's halt is not timed
    assert timing.instructions_per_iteration == n and len(timing.instructions) == n
    assert timing.cycles_per_iteration >= n / 3 > 0
    assert timing.call["function"] == c.function and timing.iterations == 1
    assert "one call, cold" in timing.method


def test_every_corpus_function_has_a_case():
    """Every function gcc kept external in the corpus is called by some case (the thunks are
    reached through the functions that call them)."""
    cased = {(c.file, c.function) for c in CASES}
    for src in corpus.sources():
        text = corpus.output_path(src.stem, "i386", "att").read_text()
        for name in re.findall(r"\.globl\s+(\S+)", text):
            if not name.startswith("__x86.get_pc_thunk"):
                assert (src.stem, name) in cased, f"{src.name}: {name} has no case"
    assert len({c.function for c in CASES}) >= 30


def test_corpus_files_are_all_there():
    for src in corpus.sources():
        for march in corpus.MARCHES:
            for syntax in SYNTAXES:
                assert corpus.output_path(src.stem, march, syntax).exists()


# ----------------------------------------------------------------------- against the tools
def _gas_sections(path: Path, tmp: Path) -> dict[str, tuple[bytes, list[int]]]:
    """{section: (bytes, relocation offsets)} of the object GNU as makes of ``path``."""
    obj = tmp / "x.o"
    subprocess.run(["as", "--32", "-o", str(obj), str(path)], check=True, capture_output=True)
    heads = subprocess.run(["readelf", "-SW", str(obj)], capture_output=True, text=True).stdout
    relocs: dict[str, list[int]] = {}
    current = None
    for line in subprocess.run(["readelf", "-rW", str(obj)], capture_output=True,
                               text=True).stdout.splitlines():
        m = re.match(r"Relocation section '\.rel(\S+)'", line)
        if m:
            current = m.group(1)
            relocs[current] = []
            continue
        m = re.match(r"([0-9a-f]{8})\s+[0-9a-f]+\s+\S+", line)
        if m and current:
            relocs[current].append(int(m.group(1), 16))
    out = {}
    for name in re.findall(r"\]\s+(\S+)\s+PROGBITS", heads):
        if name.startswith((".note", ".comment", ".eh_frame", ".debug")):
            continue
        binary = tmp / "s.bin"
        subprocess.run(["objcopy", "-O", "binary", f"--only-section={name}", str(obj),
                        str(binary)], check=True)
        out[name] = (binary.read_bytes(), relocs.get(name, []))
    return out


def _our_sections(path: Path) -> dict[str, bytes]:
    from isa.x86 import gnu
    asm = gnu._Gnu(path.read_text(), str(path), {}, 0x10000)
    asm.parse()
    asm.run()
    out = {}
    for sec in asm._ordered():
        if sec.name == "COMMON" or sec.kind == "bss":
            continue
        buf = bytearray()
        for it in sec.items:
            b = asm.data_bytes(it)
            buf[it.addr - sec.start:it.addr - sec.start + len(b)] = b
        out[sec.name] = bytes(buf)
    return out


def _masked(b: bytes, offsets: list[int]) -> bytes:
    b = bytearray(b)
    for o in offsets:
        b[o:o + 4] = bytes(4)
    return bytes(b)


@pytest.mark.skipif(not all(shutil.which(t) for t in ("as", "readelf", "objcopy")),
                    reason="GNU as, readelf and objcopy (binutils) are not installed")
@pytest.mark.parametrize("path", [corpus.output_path(s.stem, m, x) for s in corpus.sources()
                                  for m in corpus.MARCHES for x in SYNTAXES],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_corpus_assembles_as_gnu_as_does(path: Path, tmp_path: Path):
    """Every section's bytes equal GNU as's, relocation fields aside: instruction choice and
    size, branch relaxation, alignment NOPs, data."""
    ours = _our_sections(path)
    for name, (gas, relocs) in _gas_sections(path, tmp_path).items():
        if not gas and name not in ours:
            continue
        assert name in ours, f"{path.name}: section {name} missing"
        mine = ours[name]
        assert len(mine) == len(gas), f"{path.name} {name}: {len(mine)} bytes, GNU as {len(gas)}"
        a, b = _masked(gas, relocs), _masked(mine, relocs)
        if a != b:
            i = next(k for k in range(len(a)) if a[k] != b[k])
            pytest.fail(f"{path.name} {name} +{i:#x}: GNU as {a[i:i + 12].hex()}, "
                        f"ours {b[i:i + 12].hex()}")


def test_corpus_is_what_gcc_writes(tmp_path: Path):
    """The committed .s files are tools/compile_corpus.py's output (with the gcc that made them)."""
    version = corpus.gcc_version()
    if version is None:
        pytest.skip("gcc is not installed")
    if version != corpus.GCC_VERSION:
        pytest.skip(f"{version} is not {corpus.GCC_VERSION}, which made the committed files")
    try:
        made = corpus.compile_all(tmp_path)
    except subprocess.CalledProcessError as e:
        pytest.skip(f"gcc -m32 cannot compile here ({(e.stderr or '').strip()[:80]})")
    for p in made:
        committed = CORPUS / p.relative_to(tmp_path)
        assert committed.read_text() == p.read_text(), f"{committed} is stale: run tools/compile_corpus.py"
