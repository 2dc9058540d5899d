// The design of Altinok, Peker and Temizel (arXiv:2007.10752), written anew from its description
// (docs/references.md section 7), with the synchronisation hazards of the original fixed:
//
//   key schedule  <<<3, 56>>>     one block per key, one thread per PC-1 bit, one char per bit;
//   encryption    <<<nblocks, 64>>> one block per 64-bit data block, one thread per bit;
//                 launched three times for EDE (E K1, D K2, E K3), ECB.
//
// Hazards of the original and what is done here instead:
//   * the S-box step wrote its 4 output chars over its own 6 input chars while other threads of
//     the warp still read them (a write-after-read race, unsafe on Volta and later): the S-box
//     outputs go to their own shared array `so`, read only after a barrier;
//   * threads < 32 jumped past a __syncthreads() in the last round (a divergent barrier, undefined
//     behaviour): every barrier here is reached by all 64 threads, every round alike;
//   * the key schedule had no barrier between its iterations: the C/D registers are double
//     buffered and a barrier separates each shift from the reads that follow it.
//
// Every table (IP, IP^-1, E, P, PC-1, PC-2, shifts, S-boxes) is a zero-based index or value array
// passed in from Python (workbench.gpu3des.kernels.paper_tables), global memory as in the
// original. Each barrier-separated step is a __host__ __device__ function of the thread index, so
// host_check.cu can run the steps on the CPU thread by thread, in either thread order.
#ifndef GPU3DES_TYPES
#define GPU3DES_TYPES
typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;
#endif

struct PaperTables {
    const u8 *ip, *fp, *e, *p;   // 64, 64, 48, 32 zero-based source indices
    const u8 *sbox;              // 8 x 64 values, index box*64 + row*16 + col
};

// ---- key schedule steps (thread t < 56) ----
static __host__ __device__ inline void ks_load(int t, const u8 *key_bits, const u8 *pc1, u8 *cd)
{
    cd[t] = key_bits[pc1[t]];
}

static __host__ __device__ inline void ks_shift(int t, int shift, const u8 *src, u8 *dst)
{
    const int half = t < 28 ? 0 : 28;
    dst[t] = src[half + (t - half + shift) % 28];
}

static __host__ __device__ inline void ks_select(int t, const u8 *cd, const u8 *pc2, u8 *subkey)
{
    if (t < 48)
        subkey[t] = cd[pc2[t]];
}

// keys: 3 x 64 key bit-chars; subkeys: 3 x 16 x 48 bit-chars.
extern "C" __global__ void paper_key_schedule(const u8 *__restrict__ keys, const u8 *__restrict__ pc1,
                                              const u8 *__restrict__ pc2, const u8 *__restrict__ shifts,
                                              u8 *__restrict__ subkeys)
{
    __shared__ u8 cd[2][56];
    const int t = threadIdx.x, k = blockIdx.x;
    ks_load(t, keys + 64 * k, pc1, cd[0]);
    __syncthreads();
    for (int i = 0; i < 16; ++i) {
        ks_shift(t, shifts[i], cd[i & 1], cd[(i + 1) & 1]);
        __syncthreads();  // missing in the original: the shifted register must be complete
        ks_select(t, cd[(i + 1) & 1], pc2, subkeys + (16 * k + i) * 48);
        // The next shift writes cd[i & 1], last read before the barrier above: no further barrier.
    }
}

// ---- encryption steps (thread t < 64); shared state: x[64] = L || R, er[48], so[32] ----
static __host__ __device__ inline void enc_ip(int t, const u8 *in_bits, const PaperTables &tb, u8 *x)
{
    x[t] = in_bits[tb.ip[t]];
}

static __host__ __device__ inline void enc_expand(int t, const u8 *x, const u8 *subkey,
                                                  const PaperTables &tb, u8 *er)
{
    if (t < 48)
        er[t] = x[32 + tb.e[t]] ^ subkey[t];
}

static __host__ __device__ inline void enc_sbox(int t, const u8 *er, const PaperTables &tb, u8 *so)
{
    if (t < 8) {
        const u8 *six = er + 6 * t;
        const int row = 2 * six[0] + six[5];
        const int col = 8 * six[1] + 4 * six[2] + 2 * six[3] + six[4];
        const int v = tb.sbox[64 * t + 16 * row + col];
        for (int j = 0; j < 4; ++j)
            so[4 * t + j] = (v >> (3 - j)) & 1;   // own array: no write over er
    }
}

static __host__ __device__ inline void enc_mix(int t, const u8 *so, const PaperTables &tb, u8 *x)
{
    if (t < 32) {   // thread t alone reads and writes x[t] and x[32 + t] in this step
        const u8 right = x[t] ^ so[tb.p[t]];
        x[t] = x[32 + t];
        x[32 + t] = right;
    }
}

static __host__ __device__ inline void enc_fp(int t, const u8 *x, const PaperTables &tb, u8 *out_bits)
{
    const int src = tb.fp[t];                   // pre-output is R16 || L16
    out_bits[t] = src < 32 ? x[32 + src] : x[src - 32];
}

// in/out: nblocks x 64 bit-chars; subkeys: 16 x 48 bit-chars of one key; decrypt: use them reversed.
extern "C" __global__ void paper_encrypt(const u8 *__restrict__ in, u8 *__restrict__ out,
                                         const u8 *__restrict__ subkeys, int decrypt,
                                         const u8 *__restrict__ ip, const u8 *__restrict__ fp,
                                         const u8 *__restrict__ e, const u8 *__restrict__ p,
                                         const u8 *__restrict__ sbox)
{
    __shared__ u8 x[64], er[48], so[32];
    const PaperTables tb = {ip, fp, e, p, sbox};
    const int t = threadIdx.x;
    const u64 base = (u64)blockIdx.x * 64;
    enc_ip(t, in + base, tb, x);
    __syncthreads();
    for (int r = 0; r < 16; ++r) {
        enc_expand(t, x, subkeys + 48 * (decrypt ? 15 - r : r), tb, er);
        __syncthreads();
        enc_sbox(t, er, tb, so);
        __syncthreads();
        enc_mix(t, so, tb, x);
        __syncthreads();   // all 64 threads, every round (the original's last round diverged here)
    }
    enc_fp(t, x, tb, out + base);
}
