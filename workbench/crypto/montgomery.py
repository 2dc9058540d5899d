"""Montgomery multiplication at the digit level: the executable specification of the RSA kernels.

Dusse and Kaliski 1990 (docs/references.md 6.6, docs/targets.md "Dusse-Kaliski") on the DSP56000:
- digits are **signed** w-bit values in [-2^(w-1), 2^(w-1)) (w = 24), the natural operand of the
  DSP's signed fractional multiplier;
- the reduction is interleaved with the multiplication in **product-scanning** (convolution-sum)
  order: column k accumulates every a_j*b_(k-j) and m_j*n_(k-j) in the 56-bit accumulator, then one
  shift by a digit moves to the next column;
- n0' = -n0^-1 mod b is found once with the paper's bit-by-bit inverse;
- results are kept in the redundant range (-N, N) and never reduced by a final subtraction: with
  N < b^n / 2 = R/2 and |A|, |B| < N, |A*B + M*N| / R < N^2/R + N/2 < N.

The operand-scanning form (one row a_i*B + m_i*N at a time, a shift per digit) is the form the paper
argues against; both give the same value A*B*R^-1 (they may differ by a multiple of N only through
the choice of m, and here they choose the same m digits, so the digit vectors are equal).

All functions take and return digit lists, least significant first; ``Stats`` counts what the
kernels execute (digit products, column shifts, accumulator width reached), so the tests can pin
the kernels' instruction counts to the algorithm's.
"""
from __future__ import annotations

from dataclasses import dataclass

W = 24                      # DSP56000 word / digit size


@dataclass
class Stats:
    digit_products: int = 0     # a*b and m*n digit multiply-accumulates (not the m = t0*n0' step)
    shifts: int = 0             # accumulator shifts by one digit
    max_abs_acc: int = 0        # largest |accumulator| seen, in units of the integer column sum

    def acc(self, t: int) -> None:
        self.max_abs_acc = max(self.max_abs_acc, abs(t))


def sdigit(x: int, w: int = W) -> int:
    """The signed digit congruent to x mod 2^w, in [-2^(w-1), 2^(w-1))."""
    h = 1 << (w - 1)
    return ((x + h) & ((1 << w) - 1)) - h


def to_digits(x: int, n: int, w: int = W) -> list[int]:
    """x as n signed w-bit digits; ValueError if x is outside [-b^n/2, b^n/2)."""
    lim = 1 << (n * w - 1)
    if not -lim <= x < lim:
        raise ValueError(f"{x.bit_length()}-bit value does not fit {n} signed {w}-bit digits")
    out = []
    for _ in range(n):
        d = sdigit(x, w)
        out.append(d)
        x = (x - d) >> w
    return out


def from_digits(d: list[int], w: int = W) -> int:
    return sum(v << (w * i) for i, v in enumerate(d))


def to_words(d: list[int], w: int = W) -> list[int]:
    """Signed digits as the unsigned w-bit memory words (two's complement)."""
    return [v & ((1 << w) - 1) for v in d]


def from_words(words: list[int], w: int = W) -> list[int]:
    return [sdigit(v, w) for v in words]


def digits_needed(n_value: int, w: int = W) -> int:
    """Digits so that N < b^n / 2, the condition for the redundant range (-N, N)."""
    return (n_value.bit_length() + 1 + w - 1) // w


def inverse_bitwise(x: int, w: int = W) -> int:
    """x^-1 mod 2^w for odd x, one bit at a time (Dusse-Kaliski's Modular-Inverse): y starts at 1
    and bit i-1 is set whenever x*y is not yet 1 modulo 2^i."""
    if x % 2 == 0:
        raise ValueError("the modulus must be odd")
    y = 1
    for i in range(2, w + 1):
        if (x * y) & ((1 << i) - 1) >= 1 << (i - 1):
            y += 1 << (i - 1)
    return y


def n0_prime(n_digits: list[int], w: int = W) -> int:
    """n0' = -n0^-1 mod b as a signed digit."""
    return sdigit(-inverse_bitwise(n_digits[0] & ((1 << w) - 1), w), w)


def product_scanning(a: list[int], b: list[int], n: list[int], n0p: int, w: int = W,
                     stats: Stats | None = None) -> list[int]:
    """A*B*R^-1 in (-N, N), R = b^len(n): the paper's final form (columns, one shift each)."""
    k = len(n)
    st = stats or Stats()
    m = [0] * k
    r = [0] * k
    t = 0
    for col in range(2 * k):
        lo, hi = max(0, col - k + 1), min(col, k - 1)
        for j in range(lo, hi + 1):
            t += a[j] * b[col - j]
            st.digit_products += 1
            st.acc(t)
        for j in range(lo, min(hi, col - 1) + 1):
            t += m[j] * n[col - j]
            st.digit_products += 1
            st.acc(t)
        if col < k:
            m[col] = sdigit(sdigit(t, w) * n0p, w)
            t += m[col] * n[0]
            st.digit_products += 1
            st.acc(t)
            assert sdigit(t, w) == 0
        else:
            r[col - k] = sdigit(t, w)
            t -= r[col - k]
        t >>= w
        st.shifts += 1
    assert t == 0, "result does not fit n signed digits"
    return r


def operand_scanning(a: list[int], b: list[int], n: list[int], n0p: int, w: int = W,
                     stats: Stats | None = None) -> list[int]:
    """The same product row by row: T += a_i*B; m_i from T's low digit; T += m_i*N; T /= b.
    Each digit step extracts a signed digit and shifts the carry (a shift per digit product pair)."""
    k = len(n)
    st = stats or Stats()
    t = [0] * (k + 1)
    for i in range(k):
        m_i = sdigit(sdigit(t[0] + a[i] * b[0], w) * n0p, w)
        c = 0
        for j in range(k):
            s = t[j] + c + a[i] * b[j] + m_i * n[j]
            st.digit_products += 2
            st.acc(s)
            d = sdigit(s, w)
            c = (s - d) >> w
            st.shifts += 1
            if j == 0:
                assert d == 0
            else:
                t[j - 1] = d
        s = t[k] + c
        d = sdigit(s, w)
        t[k - 1], t[k] = d, (s - d) >> w
    # the value sum(t) fits k digits (|result| < N < b^k/2); re-normalise the top carry
    return to_digits(from_digits(t, w), k, w)


def square(a: list[int], n: list[int], n0p: int, w: int = W, stats: Stats | None = None) -> list[int]:
    """Montgomery squaring in product-scanning order: each off-diagonal product once, doubled."""
    k = len(n)
    st = stats or Stats()
    m = [0] * k
    r = [0] * k
    t = 0
    for col in range(2 * k):
        lo, hi = max(0, col - k + 1), min(col, k - 1)
        half = 0
        for j in range(lo, hi + 1):
            if j < col - j:
                half += a[j] * a[col - j]
                st.digit_products += 1
        t += 2 * half
        if col % 2 == 0 and col // 2 < k:
            t += a[col // 2] * a[col // 2]
            st.digit_products += 1
        for j in range(lo, min(hi, col - 1) + 1):
            t += m[j] * n[col - j]
            st.digit_products += 1
        st.acc(t)
        if col < k:
            m[col] = sdigit(sdigit(t, w) * n0p, w)
            t += m[col] * n[0]
            st.digit_products += 1
        else:
            r[col - k] = sdigit(t, w)
            t -= r[col - k]
        t >>= w
        st.shifts += 1
    assert t == 0
    return r


def reduce_wide(c: list[int], n: list[int], n0p: int, w: int = W,
                stats: Stats | None = None) -> list[int]:
    """Montgomery reduction of a 2k-digit value: c*R^-1 in (-N, N) for |c| < N*R/2. The
    product-scanning loop with each column's a*b terms replaced by the digit c_col."""
    k = len(n)
    st = stats or Stats()
    m = [0] * k
    r = [0] * k
    t = 0
    for col in range(2 * k):
        t += c[col]
        lo, hi = max(0, col - k + 1), min(col, k - 1)
        for j in range(lo, min(hi, col - 1) + 1):
            t += m[j] * n[col - j]
            st.digit_products += 1
        st.acc(t)
        if col < k:
            m[col] = sdigit(sdigit(t, w) * n0p, w)
            t += m[col] * n[0]
            st.digit_products += 1
        else:
            r[col - k] = sdigit(t, w)
            t -= r[col - k]
        t >>= w
        st.shifts += 1
    assert t == 0
    return r
