"""The Montgomery digit model (workbench.crypto.montgomery) and the RSA orders built on it
(workbench.crypto.rsa): every result checked against Python's integers and pow."""
from __future__ import annotations

import random

import pytest

from workbench.crypto import montgomery as mg
from workbench.crypto import rsa


def _modulus(rng: random.Random, bits: int) -> int:
    return rng.getrandbits(bits) | (1 << (bits - 1)) | 1


@pytest.mark.parametrize("w", [8, 16, 24, 32])
def test_bitwise_inverse_is_the_inverse_mod_b(w):
    rng = random.Random(w)
    for _ in range(200):
        x = rng.getrandbits(w) | 1
        assert x * mg.inverse_bitwise(x, w) % (1 << w) == 1


def test_bitwise_inverse_refuses_even():
    with pytest.raises(ValueError):
        mg.inverse_bitwise(6)


def test_signed_digits_round_trip_and_range():
    rng = random.Random(5)
    for _ in range(200):
        n = rng.randint(1, 12)
        x = rng.randrange(-(1 << (24 * n - 1)), 1 << (24 * n - 1))
        d = mg.to_digits(x, n)
        assert all(-(1 << 23) <= v < (1 << 23) for v in d)
        assert mg.from_digits(d) == x
        assert mg.from_words(mg.to_words(d)) == d
    with pytest.raises(ValueError):
        mg.to_digits(1 << 47, 2)


@pytest.mark.parametrize("bits", [24, 100, 256, 512])
def test_both_forms_give_abr_inverse_in_the_redundant_range(bits):
    rng = random.Random(bits)
    for _ in range(20):
        N = _modulus(rng, bits)
        k = mg.digits_needed(N)
        assert N < (1 << (24 * k)) // 2
        n = mg.to_digits(N, k)
        n0p = mg.n0_prime(n)
        assert (n[0] * n0p) % (1 << 24) == (1 << 24) - 1
        a, b = rng.randrange(-N + 1, N), rng.randrange(-N + 1, N)
        st_p, st_o = mg.Stats(), mg.Stats()
        ps = mg.product_scanning(mg.to_digits(a, k), mg.to_digits(b, k), n, n0p, stats=st_p)
        os_ = mg.operand_scanning(mg.to_digits(a, k), mg.to_digits(b, k), n, n0p, stats=st_o)
        v = mg.from_digits(ps)
        assert -N < v < N
        assert v % N == a * b * pow(1 << (24 * k), -1, N) % N
        assert ps == os_
        assert st_p.digit_products == st_o.digit_products == 2 * k * k
        assert st_p.shifts == 2 * k and st_o.shifts == k * k
        # the DSP accumulates twice the column sum (fractional multiplier) in 56 signed bits
        assert 2 * st_p.max_abs_acc < 1 << 55


def test_square_equals_product_and_saves_products():
    rng = random.Random(7)
    N = _modulus(rng, 512)
    k = mg.digits_needed(N)
    n = mg.to_digits(N, k)
    n0p = mg.n0_prime(n)
    for _ in range(10):
        a = mg.to_digits(rng.randrange(-N + 1, N), k)
        st = mg.Stats()
        assert mg.square(a, n, n0p, stats=st) == mg.product_scanning(a, a, n, n0p)
        assert st.digit_products == k * (k + 1) // 2 + k * k


def test_wide_reduction():
    rng = random.Random(8)
    N = _modulus(rng, 256)
    k = mg.digits_needed(N)
    n = mg.to_digits(N, k)
    R = 1 << (24 * k)
    for _ in range(20):
        c = rng.randrange(0, N * R // 2)
        v = mg.from_digits(mg.reduce_wide(mg.to_digits(c, 2 * k), n, mg.n0_prime(n)))
        assert -N < v < N and v % N == c * pow(R, -1, N) % N


def test_key_generation_is_deterministic_and_exact():
    k1, k2 = rsa.generate_key(512, 1990), rsa.generate_key(512, 1990)
    assert k1 == k2 and k1.bits == 512 and k1.p * k1.q == k1.n
    assert rsa.generate_key(512, 1991) != k1
    assert pow(pow(12345, k1.e, k1.n), k1.d, k1.n) == 12345
    assert k1.q * k1.qinv % k1.p == 1
    with pytest.raises(ValueError):
        rsa.generate_key(31)


@pytest.mark.parametrize("k", [1, 2, 4, 5])
def test_window_steps_rebuild_the_exponent(k):
    rng = random.Random(k)
    for _ in range(50):
        e = rng.getrandbits(rng.randint(1, 300)) | 1
        if k == 1:
            first, steps = 0, rsa.binary_steps(e)
        else:
            first, steps = rsa.window_steps(e, k)
        v = 2 * first + 1
        for s in steps:
            v = 2 * v if s < 0 else v + 2 * s + 1
            assert s < 1 << max(0, k - 1)
        assert v == e


@pytest.mark.parametrize("window", [1, 4])
@pytest.mark.parametrize("crt", [True, False])
def test_private_operation_equals_pow(window, crt):
    key = rsa.generate_key(512, 1990)
    for c in rsa.messages(key, 2):
        assert rsa.private_op(key, c, window, crt) == rsa.reference(key, c)
