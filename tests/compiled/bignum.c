/* Multi-precision arithmetic on 32-bit limbs, least significant first, for the compiled-code
   corpus (tests/test_compiled_x86.py). */

unsigned bn_add(unsigned *r, const unsigned *a, const unsigned *b, int n)
{
    unsigned long long c = 0;
    for (int i = 0; i < n; i++) {
        c += (unsigned long long)a[i] + b[i];
        r[i] = (unsigned)c;
        c >>= 32;
    }
    return (unsigned)c;
}

unsigned bn_sub(unsigned *r, const unsigned *a, const unsigned *b, int n)
{
    unsigned borrow = 0;
    for (int i = 0; i < n; i++) {
        unsigned x = a[i], y = b[i];
        unsigned d = x - y - borrow;
        borrow = (x < y) | ((x == y) & borrow);
        r[i] = d;
    }
    return borrow;
}

unsigned bn_mul_word(unsigned *r, const unsigned *a, int n, unsigned w)
{
    unsigned long long c = 0;
    for (int i = 0; i < n; i++) {
        c += (unsigned long long)a[i] * w;
        r[i] = (unsigned)c;
        c >>= 32;
    }
    return (unsigned)c;
}

unsigned bn_mul(unsigned *r, const unsigned *a, const unsigned *b, int n)
{
    unsigned long long t;
    unsigned carry = 0;
    for (int j = 0; j < n; j++) {
        t = (unsigned long long)a[j] * b[0] + carry;
        r[j] = (unsigned)t;
        carry = (unsigned)(t >> 32);
    }
    r[n] = carry;
    for (int i = 1; i < n; i++) {
        carry = 0;
        for (int j = 0; j < n; j++) {
            t = (unsigned long long)a[j] * b[i] + r[i + j] + carry;
            r[i + j] = (unsigned)t;
            carry = (unsigned)(t >> 32);
        }
        r[i + n] = carry;
    }
    return r[0] ^ r[2 * n - 1];
}

int bn_cmp(const unsigned *a, const unsigned *b, int n)
{
    for (int i = n - 1; i >= 0; i--)
        if (a[i] != b[i])
            return a[i] > b[i] ? 1 : -1;
    return 0;
}

unsigned bn_shl1(unsigned *a, int n)
{
    unsigned c = 0;
    for (int i = 0; i < n; i++) {
        unsigned t = a[i];
        a[i] = t << 1 | c;
        c = t >> 31;
    }
    return c;
}
