/* Division, multiplication and 64-bit results for the compiled-code corpus
   (tests/test_compiled_x86.py). No 64-bit division: that would call libgcc's __udivdi3. */

unsigned gcd(unsigned a, unsigned b)
{
    while (b) {
        unsigned t = a % b;
        a = b;
        b = t;
    }
    return a;
}

unsigned isqrt(unsigned x)
{
    unsigned r = 0, bit = 1u << 30;
    while (bit > x)
        bit >>= 2;
    while (bit) {
        if (x >= r + bit) {
            x -= r + bit;
            r = (r >> 1) + bit;
        } else
            r >>= 1;
        bit >>= 2;
    }
    return r;
}

unsigned digit_sum(unsigned x)
{
    unsigned s = 0;
    while (x) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

int div_mod(int a, int b)
{
    return a / b * 1000 + a % b;
}

unsigned long long mul_wide(unsigned a, unsigned b)
{
    return (unsigned long long)a * b;
}

long long add64(long long a, long long b)
{
    return a + b;
}

unsigned long long shl64(unsigned long long x, int n)
{
    return x << n;
}

unsigned powmod16(unsigned b, unsigned e, unsigned m)
{
    unsigned r = 1 % m;
    b %= m;
    while (e) {
        if (e & 1)
            r = r * b % m;
        b = b * b % m;
        e >>= 1;
    }
    return r;
}

int fib(int n)
{
    int a = 0, b = 1;
    while (n-- > 0) {
        int t = a + b;
        a = b;
        b = t;
    }
    return a;
}
