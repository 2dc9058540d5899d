"""RSA for the Montgomery kernels: deterministic keys, the exponentiation orders the kernels follow
(binary and sliding window, with and without the Chinese remainder theorem), on the digit model of
:mod:`.montgomery`. Python's ``pow`` is the reference every kernel run is checked against.

Keys come from a seed (the workbench's run seed), never from the system's random source, so a
figure can be rerun bit for bit. Primes: random odd candidates with the top two bits set (so p*q
has exactly 2*bits bits), sieved by small primes, then Miller-Rabin with 40 bases drawn from the
same generator (error < 4^-40 per prime).
"""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass

from . import montgomery as mg

E = 65537
_SMALL = [p for p in range(3, 2000, 2) if all(p % q for q in range(3, int(p ** 0.5) + 1, 2))]


@dataclass(frozen=True)
class RsaKey:
    n: int
    e: int
    d: int
    p: int
    q: int
    dp: int
    dq: int
    qinv: int           # q^-1 mod p

    @property
    def bits(self) -> int:
        return self.n.bit_length()


def is_probable_prime(x: int, rng: random.Random, rounds: int = 40) -> bool:
    if x < 2:
        return False
    for p in _SMALL:
        if x % p == 0:
            return x == p
    d, s = x - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for _ in range(rounds):
        a = rng.randrange(2, x - 1)
        y = pow(a, d, x)
        if y in (1, x - 1):
            continue
        for _ in range(s - 1):
            y = y * y % x
            if y == x - 1:
                break
        else:
            return False
    return True


def random_prime(bits: int, rng: random.Random) -> int:
    while True:
        c = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (c - 1) % E and is_probable_prime(c, rng):
            return c


@functools.lru_cache(maxsize=64)
def generate_key(bits: int = 512, seed: int | bytes = 1990) -> RsaKey:
    """A deterministic RSA key of exactly ``bits`` bits with e = 65537, p > q (kept per
    (bits, seed): every run of an RSA kernel makes its key, and RsaKey cannot be changed)."""
    if bits < 32 or bits % 2:
        raise ValueError(f"RSA key size must be an even number of bits >= 32, not {bits}")
    rng = random.Random(seed)
    while True:
        p, q = random_prime(bits // 2, rng), random_prime(bits // 2, rng)
        if p == q:
            continue
        p, q = max(p, q), min(p, q)
        n = p * q
        if n.bit_length() != bits:
            continue
        d = pow(E, -1, (p - 1) * (q - 1))
        return RsaKey(n, E, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p))


def messages(key: RsaKey, count: int, seed: int | bytes = 1990) -> list[int]:
    """``count`` deterministic inputs in [2, n)."""
    rng = random.Random(repr(("messages", seed)))
    return [rng.randrange(2, key.n) for _ in range(count)]


# ---- exponent recodings: the order of squarings and multiplications the kernels perform ----

def binary_steps(e: int) -> list[int]:
    """Left-to-right square-and-multiply after the leading 1 bit: per bit a square (-1), then a
    multiply by x (index 0 of the table) where the bit is 1."""
    out = []
    for bit in bin(e)[3:]:
        out.append(-1)
        if bit == "1":
            out.append(0)
    return out


def window_steps(e: int, k: int) -> tuple[int, list[int]]:
    """Left-to-right sliding window of width k over odd powers x^1, x^3, ..., x^(2^k - 1).
    Returns (index of the first table entry, steps): -1 = square, j >= 0 = multiply by x^(2j+1)."""
    bits = bin(e)[2:]
    i, steps, first = 0, [], None
    while i < len(bits):
        if bits[i] == "0":
            steps.append(-1)
            i += 1
            continue
        j = min(i + k, len(bits))
        while bits[j - 1] == "0":
            j -= 1
        v = int(bits[i:j], 2)
        if first is None:
            first = v // 2
        else:
            steps.extend([-1] * (j - i))
            steps.append(v // 2)
        i = j
    assert first is not None, "exponent must be positive"
    return first, steps


# ---- the model of what the kernels compute, on signed digits ----

@dataclass(frozen=True)
class MontContext:
    """Everything a kernel needs for one modulus: digits of N, n0', R^2 and R^3 mod N."""
    modulus: int
    k: int
    n: list[int]
    n0p: int
    r2: list[int]
    r3: list[int]

    @classmethod
    def of(cls, modulus: int, k: int | None = None) -> "MontContext":
        k = k or mg.digits_needed(modulus)
        r = 1 << (mg.W * k)
        n = mg.to_digits(modulus, k)
        return cls(modulus, k, n, mg.n0_prime(n), mg.to_digits(r * r % modulus, k),
                   mg.to_digits(r * r * r % modulus, k))


def mont_exp(ctx: MontContext, x_mont: list[int], e: int, window: int,
             stats: mg.Stats | None = None) -> list[int]:
    """x^e in Montgomery form (in (-N, N)), from x in Montgomery form. window 1 = binary."""
    mul = lambda a, b: mg.product_scanning(a, b, ctx.n, ctx.n0p, stats=stats)  # noqa: E731
    sqr = lambda a: mg.square(a, ctx.n, ctx.n0p, stats=stats)                  # noqa: E731
    if window <= 1:
        first, steps, table = 0, binary_steps(e), [x_mont]
    else:
        first, steps = window_steps(e, window)
        x2 = sqr(x_mont)
        table = [x_mont]
        for _ in range((1 << (window - 1)) - 1):
            table.append(mul(table[-1], x2))
    acc = table[first]
    for s in steps:
        acc = sqr(acc) if s < 0 else mul(acc, table[s])
    return acc


def redc_wide(ctx: MontContext, c: int, stats: mg.Stats | None = None) -> list[int]:
    """c * R^-1 mod N in (-N, N) for 0 <= c < N*R/2 (a 2k-digit value)."""
    return mg.reduce_wide(mg.to_digits(c, 2 * ctx.k), ctx.n, ctx.n0p, stats=stats)


def normalise(v: int, modulus: int) -> int:
    """(-N, N) -> [0, N): the one correction at the end of an exponentiation."""
    return v + modulus if v < 0 else v


def private_op(key: RsaKey, c: int, window: int = 1, crt: bool = True,
               stats: mg.Stats | None = None) -> int:
    """c^d mod n through the digit model (the kernels' order of operations)."""
    if not crt:
        ctx = MontContext.of(key.n)
        xm = mg.product_scanning(mg.to_digits(c, ctx.k), ctx.r2, ctx.n, ctx.n0p, stats=stats)
        y = mont_exp(ctx, xm, key.d, window, stats)
        one = [1] + [0] * (ctx.k - 1)
        return normalise(mg.from_digits(mg.product_scanning(y, one, ctx.n, ctx.n0p, stats=stats)), key.n)
    halves = []
    for prime, dx in ((key.p, key.dp), (key.q, key.dq)):
        ctx = MontContext.of(prime)
        cr = redc_wide(ctx, c, stats)                       # c R^-1
        xm = mg.product_scanning(cr, ctx.r3, ctx.n, ctx.n0p, stats=stats)   # c R
        y = mont_exp(ctx, xm, dx, window, stats)
        one = [1] + [0] * (ctx.k - 1)
        halves.append(normalise(mg.from_digits(mg.product_scanning(y, one, ctx.n, ctx.n0p,
                                                                   stats=stats)), prime))
    m1, m2 = halves
    ctx = MontContext.of(key.p)
    qinv_r = mg.to_digits((key.qinv << (mg.W * ctx.k)) % key.p, ctx.k)
    h = normalise(mg.from_digits(mg.product_scanning(mg.to_digits(m1 - m2, ctx.k), qinv_r, ctx.n,
                                                     ctx.n0p, stats=stats)), key.p)
    return m2 + h * key.q


def reference(key: RsaKey, c: int) -> int:
    """The answer every kernel run is checked against."""
    return _pow(c, key.d, key.n)


@functools.lru_cache(maxsize=256)
def _pow(c: int, d: int, n: int) -> int:
    """pow, its answers kept per process: a run of 2 RSA-512 operations spent about 2 ms of its
    fixed cost recomputing the same reference answers for the same key and messages."""
    return pow(c, d, n)
