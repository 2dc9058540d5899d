// Runs the per-thread device code of the three kernels on the CPU (no GPU needed): nvcc compiles
// the __host__ __device__ functions for the host too. The paper kernel's barrier-separated steps
// are run for all threads of a CUDA block in turn, once in increasing and once in decreasing
// thread order: a step with a race between threads would make the two orders disagree.
//
// Built by workbench.gpu3des.kernels.host_check with the three kernel sources (bitsliced.cu with
// its generated prefix) and a generated header "host_check_data.h" holding the tables, the EDE
// key material and the plaintext. Prints one line of hex ciphertext per kernel variant.
#include <cstdio>
#include <cstring>
#include <vector>

#include "paper_bitlevel.cu"
#include "table_driven.cu"
#include "bitsliced_full.cu"
#include "host_check_data.h"   // N_BLOCKS, PT[], KEY_BITS[3*64], PC1[], PC2[], SHIFTS[], IP[], FP[],
                               // E_[], P_[], SBOX[], SP[], KS_CHUNKS[], IP_TAB[], FP_TAB[], BS_KEYS[]

static void print_hex(const char *label, const u8 *bytes, int n)
{
    printf("%s ", label);
    for (int i = 0; i < n; ++i)
        printf("%02x", bytes[i]);
    printf("\n");
}

static void pack_bits(const u8 *bits, u8 *bytes, int nbytes)
{
    for (int i = 0; i < nbytes; ++i) {
        u8 v = 0;
        for (int j = 0; j < 8; ++j)
            v = (u8)((v << 1) | bits[8 * i + j]);
        bytes[i] = v;
    }
}

static void paper(bool reverse)
{
    const PaperTables tb = {IP, FP, E_, P_, SBOX};
    std::vector<u8> sub(3 * 16 * 48);
    for (int k = 0; k < 3; ++k) {            // paper_key_schedule, block k
        u8 cd[2][56];
        for (int s = 0; s < 56; ++s) { const int t = reverse ? 55 - s : s; ks_load(t, KEY_BITS + 64 * k, PC1, cd[0]); }
        for (int i = 0; i < 16; ++i) {
            for (int s = 0; s < 56; ++s) { const int t = reverse ? 55 - s : s; ks_shift(t, SHIFTS[i], cd[i & 1], cd[(i + 1) & 1]); }
            for (int s = 0; s < 56; ++s) { const int t = reverse ? 55 - s : s; ks_select(t, cd[(i + 1) & 1], PC2, &sub[(16 * k + i) * 48]); }
        }
    }
    std::vector<u8> a(N_BLOCKS * 64), b(N_BLOCKS * 64);
    for (int i = 0; i < N_BLOCKS * 8; ++i)
        for (int j = 0; j < 8; ++j)
            a[8 * i + j] = (PT[i] >> (7 - j)) & 1;
    for (int pass = 0; pass < 3; ++pass) {   // three launches of paper_encrypt: E K1, D K2, E K3
        const u8 *subkeys = &sub[16 * 48 * pass];
        const int decrypt = pass == 1;
        for (int blk = 0; blk < N_BLOCKS; ++blk) {
            u8 x[64], er[48], so[32];
            const u8 *in = &a[64 * blk];
            u8 *out = &b[64 * blk];
#define ALL_THREADS(stmt) for (int s_ = 0; s_ < 64; ++s_) { const int t = reverse ? 63 - s_ : s_; stmt; }
            ALL_THREADS(enc_ip(t, in, tb, x));
            for (int r = 0; r < 16; ++r) {
                ALL_THREADS(enc_expand(t, x, subkeys + 48 * (decrypt ? 15 - r : r), tb, er));
                ALL_THREADS(enc_sbox(t, er, tb, so));
                ALL_THREADS(enc_mix(t, so, tb, x));
            }
            ALL_THREADS(enc_fp(t, x, tb, out));
#undef ALL_THREADS
        }
        a.swap(b);
    }
    std::vector<u8> ct(N_BLOCKS * 8);
    pack_bits(a.data(), ct.data(), N_BLOCKS * 8);
    print_hex(reverse ? "paper_reverse" : "paper_forward", ct.data(), N_BLOCKS * 8);
}

static void table()
{
    std::vector<u8> ct(N_BLOCKS * 8);
    for (int i = 0; i < N_BLOCKS; ++i) {
        u32 w[2];
        memcpy(w, PT + 8 * i, 8);            // as the kernel reads a uint2 (little-endian host)
        const u64 x = ((u64)tb_bswap(w[0]) << 32) | tb_bswap(w[1]);
        const u64 y = tb_tdes_block(x, SP, KS_CHUNKS, IP_TAB, FP_TAB);
        w[0] = tb_bswap((u32)(y >> 32));
        w[1] = tb_bswap((u32)y);
        memcpy(&ct[8 * i], w, 8);
    }
    print_hex("table", ct.data(), N_BLOCKS * 8);
}

static void bitsliced()
{
    std::vector<u32> in(2 * N_BLOCKS), out(2 * N_BLOCKS, 0);
    memcpy(in.data(), PT, 8 * N_BLOCKS);
    for (int g = 0; 32 * g < N_BLOCKS; ++g)  // one iteration per GPU thread
        bs_tdes_group(in.data(), out.data(), N_BLOCKS, g, BS_KEYS);
    print_hex("bitsliced", (const u8 *)out.data(), N_BLOCKS * 8);
}

int main()
{
    paper(false);
    paper(true);
    table();
    bitsliced();
    return 0;
}
