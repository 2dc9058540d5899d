/* This machine's 3DES-EDE3 ECB in C, one thread: the CPU counterparts of the paper's baseline and
 * of our bitsliced GPU kernel (workbench.gpu3des.host builds and calls it; see host.py).
 *
 * host3des_bitlevel: the paper's char-per-bit algorithm, block by block, as its C++ CPU baseline
 * runs it (one 0/1 byte per bit; per round: expand and XOR the key into 48 bytes, eight S-box
 * lookups from six bytes each writing four bytes, P, XOR and swap). Step for step it is
 * bitlevel.py's feistel on one block (that module is the specification; a test compares them).
 *
 * host3des_bitsliced: the generated bitsliced round of bitslice.py (bs_round, bs_ip, bs_fp, the
 * very statements the CUDA kernel is compiled with, here on 64-bit words), 64 blocks per word.
 * The generated functions are put before this text when the library is built.
 *
 * Both take the key schedules, the byte <-> bit conversions and everything else inside the call,
 * as the numpy versions do, so their times compare. The DES tables (IP_, FP_, E_, P_, PC1_, PC2_,
 * SHIFTS_, SBOX_: zero-based positions, the S-boxes by box, row and column) are generated from
 * workbench.crypto.des into the text put before this one, as constants the compiler can fold
 * into the unrolled loops, as a C program's own tables would be.
 */
#include <string.h>

typedef unsigned char u8;

/* The 16 subkeys of an 8-byte key, one byte per bit (PC-1, rotations of C and D, PC-2). */
static void key_schedule(const u8 *key, u8 sub[16][48])
{
    u8 bits[64], cd[56], tmp[28];
    for (int i = 0; i < 64; ++i)
        bits[i] = (key[i >> 3] >> (7 - (i & 7))) & 1;
    for (int i = 0; i < 56; ++i)
        cd[i] = bits[PC1_[i]];
    for (int r = 0; r < 16; ++r) {
        const int s = SHIFTS_[r];
        for (int h = 0; h < 56; h += 28) {
            for (int i = 0; i < 28; ++i)
                tmp[i] = cd[h + (i + s) % 28];
            memcpy(cd + h, tmp, 28);
        }
        for (int i = 0; i < 48; ++i)
            sub[r][i] = cd[PC2_[i]];
    }
}

/* IP, sixteen rounds (subkeys in order, or reversed for decryption), the swap and IP^-1 of one
 * block of 64 bit-bytes, in place. */
static void feistel(u8 *blk, u8 sub[16][48], int decrypt)
{
    u8 halves[2][32], er[48], so[32], pre[64];
    u8 *left = halves[0], *right = halves[1];
#pragma GCC unroll 64
    for (int i = 0; i < 64; ++i)
        (i < 32 ? left : right)[i & 31] = blk[IP_[i]];
    for (int r = 0; r < 16; ++r) {
        const u8 *k = sub[decrypt ? 15 - r : r];
#pragma GCC unroll 48
        for (int i = 0; i < 48; ++i)                   /* 48 threads: expand, XOR the key */
            er[i] = right[E_[i]] ^ k[i];
#pragma GCC unroll 8
        for (int b = 0; b < 8; ++b) {                  /* 8 threads: one S-box each */
            const u8 *six = er + 6 * b;
            const int row = (six[0] << 1) | six[5];
            const int col = (six[1] << 3) | (six[2] << 2) | (six[3] << 1) | six[4];
            const int v = SBOX_[64 * b + 16 * row + col];
            for (int j = 0; j < 4; ++j)
                so[4 * b + j] = (v >> (3 - j)) & 1;
        }
#pragma GCC unroll 32
        for (int i = 0; i < 32; ++i)                   /* 32 threads: P, XOR with the left */
            left[i] ^= so[P_[i]];
        u8 *swap = left;                               /* the new right is the old left */
        left = right;
        right = swap;
    }
    memcpy(pre, right, 32);                            /* R16 || L16 */
    memcpy(pre + 32, left, 32);
#pragma GCC unroll 64
    for (int i = 0; i < 64; ++i)
        blk[i] = pre[FP_[i]];
}

int host3des_bitlevel(const u8 *in, u8 *out, long n, const u8 *keys)
{
    u8 sub[3][16][48], blk[64];
    for (int k = 0; k < 3; ++k)
        key_schedule(keys + 8 * k, sub[k]);
    for (long b = 0; b < n; ++b) {
        const u8 *src = in + 8 * b;
        for (int i = 0; i < 64; ++i)
            blk[i] = (src[i >> 3] >> (7 - (i & 7))) & 1;
        feistel(blk, sub[0], 0);                    /* E(K1), D(K2), E(K3) */
        feistel(blk, sub[1], 1);
        feistel(blk, sub[2], 0);
        u8 *dst = out + 8 * b;
        for (int i = 0; i < 8; ++i) {
            u8 v = 0;
            for (int j = 0; j < 8; ++j)
                v = (u8)((v << 1) | blk[8 * i + j]);
            dst[i] = v;
        }
    }
    return 0;
}

/* 64 x 64 bit-matrix transpose in place (the halving swaps of Hacker's Delight 7-3 on 64-bit
 * rows): afterwards bit (63 - j) of a[i] is bit (63 - i) of the old a[j]. An involution. */
static void transpose64(u64 *a)
{
    u64 m = 0x00000000FFFFFFFFull;
    for (int j = 32; j != 0; j >>= 1, m ^= m << j) {
        for (int k = 0; k < 64; k = (k + j + 1) & ~j) {
            const u64 x = (a[k] ^ (a[k + j] >> j)) & m;
            a[k] ^= x;
            a[k + j] ^= x << j;
        }
    }
}

static void bs_des16(u64 *a, u64 *b, const u64 *k)
{
    for (int rnd = 0; rnd < 16; rnd += 2) {
        bs_round(a, b, k + 48 * rnd);
        bs_round(b, a, k + 48 * (rnd + 1));
    }
}

int host3des_bitsliced(const u8 *in, u8 *out, long n, const u8 *keys)
{
    u8 sub[3][16][48];
    u64 masks[48 * 48];
    u64 s[64], l[32], r[32];
    for (int k = 0; k < 3; ++k)
        key_schedule(keys + 8 * k, sub[k]);
    for (int rnd = 0; rnd < 48; ++rnd) {               /* K1 forwards, K2 backwards, K3 forwards */
        const int stage = rnd / 16, i = rnd % 16;
        const u8 *k = sub[stage][stage == 1 ? 15 - i : i];
        for (int j = 0; j < 48; ++j)
            masks[48 * rnd + j] = k[j] ? ~0ull : 0ull;
    }
    for (long base = 0; base < n; base += 64) {
        const long live = n - base < 64 ? n - base : 64;
        for (int j = 0; j < 64; ++j) {                 /* block j in row j, bit 63 = FIPS bit 1 */
            u64 w = 0;
            if (j < live) {
                const u8 *src = in + 8 * (base + j);
                for (int i = 0; i < 8; ++i)
                    w = (w << 8) | src[i];
            }
            s[j] = w;
        }
        transpose64(s);                                /* s[i]: FIPS bit i+1, block j in bit 63-j */
        bs_ip(s, l, r);
        bs_des16(l, r, masks);                         /* E(K1) */
        bs_des16(r, l, masks + 16 * 48);               /* D(K2): the halves' roles swap */
        bs_des16(l, r, masks + 32 * 48);               /* E(K3) */
        bs_fp(r, l, s);                                /* IP^-1 of R16 || L16 */
        transpose64(s);
        for (int j = 0; j < live; ++j) {
            u8 *dst = out + 8 * (base + j);
            for (int i = 0; i < 8; ++i)
                dst[i] = (u8)(s[j] >> (56 - 8 * i));
        }
    }
    return 0;
}
