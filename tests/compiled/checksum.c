/* Checksums for the compiled-code corpus (tests/test_compiled_x86.py). */

unsigned adler32(const unsigned char *p, int n)
{
    unsigned a = 1, b = 0;
    for (int i = 0; i < n; i++) {
        a = (a + p[i]) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}

unsigned fletcher16(const unsigned char *p, int n)
{
    unsigned s1 = 0, s2 = 0;
    for (int i = 0; i < n; i++) {
        s1 = (s1 + p[i]) % 255;
        s2 = (s2 + s1) % 255;
    }
    return (s2 << 8) | s1;
}

unsigned crc32_bitwise(const unsigned char *p, int n)
{
    unsigned c = ~0u;
    for (int i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = (c >> 1) ^ (0xEDB88320u & -(c & 1));
    }
    return ~c;
}

unsigned crc32_nibble(const unsigned char *p, int n)
{
    static const unsigned t[16] = {
        0x00000000u, 0x1db71064u, 0x3b6e20c8u, 0x26d930acu, 0x76dc4190u, 0x6b6b51f4u,
        0x4db26158u, 0x5005713cu, 0xedb88320u, 0xf00f9344u, 0xd6d6a3e8u, 0xcb61b38cu,
        0x9b64c2b0u, 0x86d3d2d4u, 0xa00ae278u, 0xbdbdf21cu,
    };
    unsigned c = ~0u;
    for (int i = 0; i < n; i++) {
        c ^= p[i];
        c = (c >> 4) ^ t[c & 15];
        c = (c >> 4) ^ t[c & 15];
    }
    return ~c;
}

unsigned ip_checksum(const unsigned short *p, int words)
{
    unsigned s = 0;
    for (int i = 0; i < words; i++)
        s += p[i];
    while (s >> 16)
        s = (s & 0xffff) + (s >> 16);
    return ~s & 0xffff;
}

unsigned xor_fold(const unsigned *p, int n)
{
    unsigned x = 0;
    for (int i = 0; i < n; i++)
        x = (x << 1 | x >> 31) ^ p[i];
    return x;
}
