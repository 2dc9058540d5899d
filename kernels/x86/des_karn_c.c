/* Portable C DES for the workbench's reproduction of Karn's readme.des "portable C" rows.
 * Written for the workbench in the shape his desport.c describes (skissane/des386): both halves
 * kept rotated left 1 after Hoey's shift-and-mask IP, the combined S-and-P table Spbox (gensp
 * 'c': entries rotated left 1), per round two key words with one six-bit group per byte
 * (deskey without Asmversion: groups of S1, S3, S5, S7 in bytes 3..0 of k[0], S2, S4, S6, S8 in
 * k[1]), the output stored right half first. Compiled by kernels/x86/karn_c_gen.py. */
extern unsigned long Spbox[8][64];

/* one round: l ^= f(r, k) */
#define ROUND(l, r, k) { \
    t = ((r >> 4) | (r << 28)) ^ k[0]; \
    l ^= Spbox[6][t & 0x3f]; \
    l ^= Spbox[4][(t >> 8) & 0x3f]; \
    l ^= Spbox[2][(t >> 16) & 0x3f]; \
    l ^= Spbox[0][(t >> 24) & 0x3f]; \
    t = r ^ k[1]; \
    l ^= Spbox[7][t & 0x3f]; \
    l ^= Spbox[5][(t >> 8) & 0x3f]; \
    l ^= Spbox[3][(t >> 16) & 0x3f]; \
    l ^= Spbox[1][(t >> 24) & 0x3f]; }

/* t = ((a >> n) ^ b) & m; b ^= t; a ^= t << n */
#define EXCHANGE(a, b, n, m) { t = ((a >> n) ^ b) & m; b ^= t; a ^= t << n; }

void des(unsigned long ks[16][2], unsigned char *block)
{
    unsigned long l, r, t;

    l = (unsigned long)block[0] << 24 | (unsigned long)block[1] << 16
      | (unsigned long)block[2] << 8 | block[3];
    r = (unsigned long)block[4] << 24 | (unsigned long)block[5] << 16
      | (unsigned long)block[6] << 8 | block[7];
    EXCHANGE(l, r, 4, 0x0f0f0f0fUL);
    EXCHANGE(l, r, 16, 0x0000ffffUL);
    EXCHANGE(r, l, 2, 0x33333333UL);
    EXCHANGE(r, l, 8, 0x00ff00ffUL);
    r = (r << 1) | (r >> 31);
    t = (l ^ r) & 0xaaaaaaaaUL;
    l ^= t;
    r ^= t;
    l = (l << 1) | (l >> 31);

    ROUND(l, r, ks[0]);  ROUND(r, l, ks[1]);  ROUND(l, r, ks[2]);  ROUND(r, l, ks[3]);
    ROUND(l, r, ks[4]);  ROUND(r, l, ks[5]);  ROUND(l, r, ks[6]);  ROUND(r, l, ks[7]);
    ROUND(l, r, ks[8]);  ROUND(r, l, ks[9]);  ROUND(l, r, ks[10]); ROUND(r, l, ks[11]);
    ROUND(l, r, ks[12]); ROUND(r, l, ks[13]); ROUND(l, r, ks[14]); ROUND(r, l, ks[15]);

    r = (r << 31) | (r >> 1);
    t = (l ^ r) & 0xaaaaaaaaUL;
    l ^= t;
    r ^= t;
    l = (l >> 1) | (l << 31);
    EXCHANGE(l, r, 8, 0x00ff00ffUL);
    EXCHANGE(l, r, 2, 0x33333333UL);
    EXCHANGE(r, l, 16, 0x0000ffffUL);
    EXCHANGE(r, l, 4, 0x0f0f0f0fUL);

    block[0] = r >> 24; block[1] = r >> 16; block[2] = r >> 8; block[3] = r;
    block[4] = l >> 24; block[5] = l >> 16; block[6] = l >> 8; block[7] = l;
}
