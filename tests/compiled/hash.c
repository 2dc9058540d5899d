/* Hash functions for the compiled-code corpus (tests/test_compiled_x86.py). */

unsigned fnv1a(const unsigned char *p, int n)
{
    unsigned h = 2166136261u;
    for (int i = 0; i < n; i++) {
        h ^= p[i];
        h *= 16777619u;
    }
    return h;
}

unsigned long long fnv1a64(const unsigned char *p, int n)
{
    unsigned long long h = 1469598103934665603ull;
    for (int i = 0; i < n; i++) {
        h ^= p[i];
        h *= 1099511628211ull;
    }
    return h;
}

static unsigned rotl(unsigned x, int r)
{
    return (x << r) | (x >> (32 - r));
}

unsigned murmur3(const unsigned char *key, int len, unsigned seed)
{
    unsigned h = seed, k;
    int i = 0;
    for (; i + 4 <= len; i += 4) {
        k = key[i] | key[i + 1] << 8 | key[i + 2] << 16 | (unsigned)key[i + 3] << 24;
        k *= 0xcc9e2d51u;
        k = rotl(k, 15);
        k *= 0x1b873593u;
        h ^= k;
        h = rotl(h, 13);
        h = h * 5 + 0xe6546b64u;
    }
    k = 0;
    switch (len & 3) {
    case 3:
        k ^= key[i + 2] << 16;
        /* fall through */
    case 2:
        k ^= key[i + 1] << 8;
        /* fall through */
    case 1:
        k ^= key[i];
        k *= 0xcc9e2d51u;
        k = rotl(k, 15);
        k *= 0x1b873593u;
        h ^= k;
    }
    h ^= len;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

unsigned jenkins_oaat(const unsigned char *p, int n)
{
    unsigned h = 0;
    for (int i = 0; i < n; i++) {
        h += p[i];
        h += h << 10;
        h ^= h >> 6;
    }
    h += h << 3;
    h ^= h >> 11;
    h += h << 15;
    return h;
}

unsigned xorshift32(unsigned x, int n)
{
    while (n--) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
    }
    return x;
}
