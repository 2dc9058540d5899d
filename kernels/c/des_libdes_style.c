/* A DES (ECB) in the structure of Eric Young's libdes, written for the workbench from the facts
   in docs/references.md 6.3.1 (not libdes's text): compiled for the Alpha by GCC
   (kernels/alpha/des_libdes_style_ev5.s: kernels des-libdes-alpha-c, 3des-libdes-alpha-c;
   des_libdes_style_ev4.s: des-libdes-alpha-c-ev4) to measure what a compiler makes of libdes's
   round, beside des_sp.c's.

   What follows libdes: 32-bit words (des_long); the block read and written a byte at a time,
   least significant byte first (libdes c2l/l2c) into a two-word array that a separate,
   not-inlined per-block function transforms (libdes des_ecb_encrypt calls des_encrypt, which
   lives in another file); IP and FP as five masked swaps; both halves rotated left by 3 after
   IP (and back before FP) so that each S-box input is six bits at 2, 10, 18, 26 of a word; two
   32-bit key words a round, u = R ^ k0 and t = (R ^ k1) rotated right by 4; eight lookups into
   one global table des_SPtrans[8][64] of 32-bit words (box 2i from u, box 2i+1 from t), xored
   into the other half, two rounds per step with no swaps. Our choices: the step loop (two rounds
   per iteration), the 3DES passes as one call (rounds = 48: the halves swap after each 16, no
   FP/IP between passes), and the names. Tables and key words are laid out by the workbench
   (workbench/crypto/expanded.py, layout alpha-libdes-c). */

typedef unsigned int des_long;

extern const des_long des_SPtrans[8][64];

#define ROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define SWAPMOVE(a, b, n, m) do { des_long t_ = (((a) >> (n)) ^ (b)) & (m); \
                                  (b) ^= t_; (a) ^= t_ << (n); } while (0)
#define F(r, k0, k1, out) do { des_long u_ = (r) ^ (k0), v_ = (r) ^ (k1); \
        v_ = ROTL(v_, 28); \
        (out) ^= des_SPtrans[0][(u_ >> 2) & 63] ^ des_SPtrans[2][(u_ >> 10) & 63] \
               ^ des_SPtrans[4][(u_ >> 18) & 63] ^ des_SPtrans[6][(u_ >> 26) & 63] \
               ^ des_SPtrans[1][(v_ >> 2) & 63] ^ des_SPtrans[3][(v_ >> 10) & 63] \
               ^ des_SPtrans[5][(v_ >> 18) & 63] ^ des_SPtrans[7][(v_ >> 26) & 63]; } while (0)

__attribute__((noinline))
void des_block(des_long *data, const des_long *ks, long rounds)
{
    des_long x = data[0], y = data[1], l, r, t;
    long p, i;
    SWAPMOVE(y, x, 4, 0x0f0f0f0fu);
    SWAPMOVE(x, y, 16, 0x0000ffffu);
    SWAPMOVE(y, x, 2, 0x33333333u);
    SWAPMOVE(x, y, 8, 0x00ff00ffu);
    SWAPMOVE(y, x, 1, 0x55555555u);
    r = ROTL(x, 3);
    l = ROTL(y, 3);
    for (p = 0; p < rounds; p += 16, ks += 32) {
        for (i = 0; i < 32; i += 4) {
            F(r, ks[i], ks[i + 1], l);
            F(l, ks[i + 2], ks[i + 3], r);
        }
        t = l; l = r; r = t;                    /* the next pass starts from (R16, L16) */
    }
    x = ROTL(r, 29);                            /* undo the last pass's swap: (L16, R16) */
    y = ROTL(l, 29);
    SWAPMOVE(y, x, 1, 0x55555555u);
    SWAPMOVE(x, y, 8, 0x00ff00ffu);
    SWAPMOVE(y, x, 2, 0x33333333u);
    SWAPMOVE(x, y, 16, 0x0000ffffu);
    SWAPMOVE(y, x, 4, 0x0f0f0f0fu);
    data[0] = x;
    data[1] = y;
}

static des_long get_le(const unsigned char *p)
{
    return (des_long)p[0] | (des_long)p[1] << 8 | (des_long)p[2] << 16 | (des_long)p[3] << 24;
}

static void put_le(unsigned char *p, des_long v)
{
    p[0] = v; p[1] = v >> 8; p[2] = v >> 16; p[3] = v >> 24;
}

void des_libdes_ecb(const unsigned char *in, unsigned char *out, long blocks,
                    const des_long *ks, long rounds)
{
    des_long data[2];
    for (; blocks > 0; blocks--, in += 8, out += 8) {
        data[0] = get_le(in);
        data[1] = get_le(in + 4);
        des_block(data, ks, rounds);
        put_le(out, data[0]);
        put_le(out + 4, data[1]);
    }
}

/* The workbench's entry: the layout puts the arguments in a0..a4 and a stack in sp. The call
   goes through the procedure value in $27, as the calling standard has it, so that the callee's
   gp setup (!gpdisp) finds its own address there. */
#if defined(__alpha__)
__asm__(".text\n"
        "\t.align 4\n"
        "driver:\n"
        "\tbr $27,1f\n"
        "1:\tlda $27,des_libdes_ecb-1b($27)\n"
        "\tjsr $26,($27),des_libdes_ecb\n"
        "\thalt\n");
#endif
