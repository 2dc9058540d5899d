// Thread-per-block, table-driven 3DES-EDE3 ECB: the production layout (as hashcat -m 14100 and
// libdes do it) for comparison with the paper's bit-level design.
//
// * The combined S-and-P table (8 x 64 words, P(S_b(v)) in place, generated from the DES
//   definition by workbench.crypto.tables.sp_boxes(0)) and the 48 EDE round subkeys (as six-bit
//   chunks, K1 forwards, K2 backwards, K3 forwards) are copied into shared memory per CUDA block.
// * IP and IP^-1 use byte-indexed tables (8 x 256 64-bit words: entry [j][v] is the permutation
//   of byte v at byte position j), read through the read-only cache. The inner IP^-1/IP pairs of
//   EDE cancel; only the swap of the halves remains between the three 16-round stages.
// * Round: for S-box b the six E-bits of R are (R rotated right by 27 - 4b) & 63; f is the XOR of
//   the eight SP entries.
#ifndef GPU3DES_TYPES
#define GPU3DES_TYPES
typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;
#endif

static __host__ __device__ __forceinline__ u32 tb_rotr(u32 x, int n)
{
    return n == 0 ? x : (x >> n) | (x << (32 - n));
}

static __host__ __device__ __forceinline__ u64 tb_permute(u64 x, const u64 *tab)
{
    u64 y = 0;
    for (int j = 0; j < 8; ++j)
        y ^= tab[256 * j + (int)((x >> (56 - 8 * j)) & 0xFF)];
    return y;
}

// One block, big-endian value (FIPS bit 1 = most significant). sp: 512 words; ks: 48 x 8 chunks.
static __host__ __device__ __forceinline__ u64 tb_tdes_block(u64 x, const u32 *sp, const u8 *ks,
                                                             const u64 *ip_tab, const u64 *fp_tab)
{
    x = tb_permute(x, ip_tab);
    u32 l = (u32)(x >> 32), r = (u32)x;
    for (int stage = 0; stage < 3; ++stage) {
        for (int rnd = 0; rnd < 16; ++rnd) {
            const u8 *k = ks + 8 * (16 * stage + rnd);
            u32 f = 0;
#pragma unroll
            for (int b = 0; b < 8; ++b)
                f ^= sp[64 * b + ((tb_rotr(r, (27 - 4 * b) & 31) & 63) ^ k[b])];
            const u32 t = l ^ f;
            l = r;
            r = t;
        }
        const u32 t = l;   // the final swap of each DES (IP^-1 and the next IP cancel)
        l = r;
        r = t;
    }
    return tb_permute(((u64)l << 32) | r, fp_tab);
}

static __host__ __device__ __forceinline__ u32 tb_bswap(u32 x)
{
    return (x >> 24) | ((x >> 8) & 0xFF00u) | ((x << 8) & 0xFF0000u) | (x << 24);
}

// in/out: n blocks as bytes (read as pairs of little-endian words).
extern "C" __global__ void table_tdes_ecb(const uint2 *__restrict__ in, uint2 *__restrict__ out, int n,
                                          const u32 *__restrict__ sp_g, const u8 *__restrict__ ks_g,
                                          const u64 *__restrict__ ip_tab, const u64 *__restrict__ fp_tab)
{
    __shared__ u32 sp[512];
    __shared__ u8 ks[384];
    for (int i = threadIdx.x; i < 512; i += blockDim.x)
        sp[i] = sp_g[i];
    for (int i = threadIdx.x; i < 384; i += blockDim.x)
        ks[i] = ks_g[i];
    __syncthreads();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;   // after the only barrier
    const uint2 w = in[i];
    const u64 x = ((u64)tb_bswap(w.x) << 32) | tb_bswap(w.y);
    const u64 y = tb_tdes_block(x, sp, ks, ip_tab, fp_tab);
    out[i] = make_uint2(tb_bswap((u32)(y >> 32)), tb_bswap((u32)y));
}
