/* A portable SP-table DES (ECB), written for the workbench. One C source, compiled by GCC for two
   machines to give a compiler's code as a baseline: PA-RISC 2.0 (kernels/parisc/des_sp_gcc.s, the
   Corella reproduction) and the Alpha 21164/21064 (kernels/alpha/des_sp_gcc_ev5.s and
   des_sp_gcc_ev4.s, the libdes row of the Biham reproduction); each .toml names the command.

   One table sp[8][64] of 32-bit words: sp[j][v] = P(S_j(v)) for the 6-bit input v (FIPS bit
   order, most significant first). One subkey is eight bytes, the six key bits of each S-box.
   Halves stay in the plain 32-bit form (FIPS bit 1 most significant); each S-box input is cut
   from a rotation of R. IP and FP are five masked swaps. rounds is 16 (DES) or 48 (3DES EDE with
   the subkeys of the three passes in order; no FP/IP between them). Blocks are read and written
   a byte at a time, so the code is the same on big- and little-endian machines; the SP table is
   in the machine's own byte order. */

typedef unsigned int u32;

#define SWAP(a, b, n, m) do { u32 t_ = (((a) >> (n)) ^ (b)) & (m); (b) ^= t_; (a) ^= t_ << (n); } while (0)

static u32 get32(const unsigned char *p)
{
    return (u32)p[0] << 24 | (u32)p[1] << 16 | (u32)p[2] << 8 | (u32)p[3];
}

static void put32(unsigned char *p, u32 v)
{
    p[0] = v >> 24; p[1] = v >> 16; p[2] = v >> 8; p[3] = v;
}

void des_sp_ecb(const unsigned char *in, unsigned char *out, long blocks,
                const unsigned char *ks, const u32 sp[8][64], long rounds)
{
    for (; blocks > 0; blocks--, in += 8, out += 8) {
        u32 l = get32(in), r = get32(in + 4);
        const unsigned char *k = ks;
        long i;
        SWAP(l, r, 4, 0x0f0f0f0fu);
        SWAP(l, r, 16, 0x0000ffffu);
        SWAP(r, l, 2, 0x33333333u);
        SWAP(r, l, 8, 0x00ff00ffu);
        SWAP(l, r, 1, 0x55555555u);
        for (i = 0; i < rounds; i++, k += 8) {
            u32 a = (r >> 1) | (r << 31);       /* boxes 1..7: six bits at 26, 22, ..., 2 */
            u32 b = (r << 1) | (r >> 31);       /* box 8: the low six bits */
            u32 f = sp[0][((a >> 26) ^ k[0]) & 63] ^ sp[1][((a >> 22) ^ k[1]) & 63]
                  ^ sp[2][((a >> 18) ^ k[2]) & 63] ^ sp[3][((a >> 14) ^ k[3]) & 63]
                  ^ sp[4][((a >> 10) ^ k[4]) & 63] ^ sp[5][((a >> 6) ^ k[5]) & 63]
                  ^ sp[6][((a >> 2) ^ k[6]) & 63] ^ sp[7][(b ^ k[7]) & 63];
            u32 t = l ^ f;
            l = r;
            r = t;
            if (i % 16 == 15) {                 /* end of a DES: (R16, L16) */
                t = l; l = r; r = t;
            }
        }
        SWAP(l, r, 1, 0x55555555u);
        SWAP(r, l, 8, 0x00ff00ffu);
        SWAP(r, l, 2, 0x33333333u);
        SWAP(l, r, 16, 0x0000ffffu);
        SWAP(l, r, 4, 0x0f0f0f0fu);
        put32(out, l);
        put32(out + 4, r);
    }
}

/* The workbench's entry: the layout puts the arguments in the argument registers and a stack in
   sp; call the C function and stop at the halt. */
#if defined(__hppa__)
__asm__(".text\n"
        "\t.align 8\n"
        "driver:\n"
        "\tb,l des_sp_ecb,%r2\n"
        "\tnop\n"
        "\tbreak 0,0\n");
#elif defined(__alpha__)
__asm__(".text\n"
        "\t.align 4\n"
        "driver:\n"
        "\tbsr $26,des_sp_ecb\n"
        "\thalt\n");
#endif
