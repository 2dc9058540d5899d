/* Bit manipulation for the compiled-code corpus (tests/test_compiled_x86.py). */

unsigned bit_reverse(unsigned x)
{
    x = (x >> 1 & 0x55555555u) | (x & 0x55555555u) << 1;
    x = (x >> 2 & 0x33333333u) | (x & 0x33333333u) << 2;
    x = (x >> 4 & 0x0f0f0f0fu) | (x & 0x0f0f0f0fu) << 4;
    x = (x >> 8 & 0x00ff00ffu) | (x & 0x00ff00ffu) << 8;
    return x >> 16 | x << 16;
}

int popcount_table(const unsigned char *p, int n)
{
    static const unsigned char bits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    int c = 0;
    for (int i = 0; i < n; i++)
        c += bits[p[i] & 15] + bits[p[i] >> 4];
    return c;
}

unsigned gray_decode(unsigned g)
{
    for (unsigned s = 1; s < 32; s <<= 1)
        g ^= g >> s;
    return g;
}

int parity(unsigned x)
{
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    return (0x6996 >> (x & 15)) & 1;
}

unsigned rotate_mix(unsigned x, unsigned y, int n)
{
    for (int i = 0; i < n; i++) {
        x = (x << 7 | x >> 25) + y;
        y = (y >> 3 | y << 29) ^ x;
    }
    return x ^ y;
}

unsigned byte_swap(unsigned x)
{
    return x >> 24 | (x >> 8 & 0xff00) | (x << 8 & 0xff0000) | x << 24;
}

int trailing_zeros(unsigned x)
{
    int n = 0;
    if (!x)
        return 32;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
}

unsigned sign_extend(unsigned x, int bits)
{
    int shift = 32 - bits;
    return (unsigned)((int)(x << shift) >> shift);
}
