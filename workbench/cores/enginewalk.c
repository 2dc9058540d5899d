/* Loops of the timing engine and of the own-ISA rules that run once per block run, per branch
 * or per data access, in C (compiled on first use by isa/native.py; engine.py, alpha.py and
 * dsp56001.py hold the Python paths that give the same results).
 *
 * memo_walk / memo_insert: the engine's memo table (engine.py, ``_RunCache``). A key is
 * (entry context id, run id, taken+lookahead, event id), a value (memo entry, next context id);
 * open addressing with linear probing, slot empty where its run id is -1. */
#include <stdint.h>
#include <stdlib.h>

static inline uint64_t memo_hash(int64_t a, int64_t b, int64_t c, int64_t d) {
    uint64_t h = (uint64_t)a * 0x9E3779B97F4A7C15ULL;
    h ^= (uint64_t)b * 0xC2B2AE3D27D4EB4FULL;
    h ^= (uint64_t)c * 0x165667B19E3779F9ULL;
    h ^= (uint64_t)d * 0x27D4EB2F165667C5ULL;
    h ^= h >> 29;
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 32;
    return h;
}

/* Insert (or overwrite) one key. Returns 0, or -1 when the table is full. */
int64_t memo_insert(int64_t *keys, int64_t *vals, int64_t mask, int64_t ctx, int64_t run,
                    int64_t tkx, int64_t ev, int64_t entry, int64_t next) {
    uint64_t h = memo_hash(ctx, run, tkx, ev) & (uint64_t)mask;
    for (int64_t probes = 0; probes <= mask; probes++, h = (h + 1) & (uint64_t)mask) {
        int64_t *s = keys + 4 * h;
        if (s[1] == -1 || (s[0] == ctx && s[1] == run && s[2] == tkx && s[3] == ev)) {
            s[0] = ctx; s[1] = run; s[2] = tkx; s[3] = ev;
            vals[2 * h] = entry; vals[2 * h + 1] = next;
            return 0;
        }
    }
    return -1;
}

/* Walk runs k.. of the sequence from context *ctx: out_entry[k] = the memo entry of run k, the
 * context carried to the next. Stops at the first run whose key is not in the table and
 * returns its position (n when every run was found); *ctx is the context entering it.
 * run: run id per position; tk: ended taken (0/1); nx: lookahead static index or NULL (-1);
 * ev: event id or NULL (0). */
int64_t memo_walk(int64_t n, int64_t k, const int64_t *run, const uint8_t *tk, const int64_t *nx,
                  const int64_t *ev, int64_t *ctx_io, const int64_t *keys, const int64_t *vals,
                  int64_t mask, int64_t *out_entry) {
    int64_t ctx = *ctx_io;
    for (; k < n; k++) {
        int64_t r = run[k], t = (int64_t)tk[k] + 2 * ((nx ? nx[k] : -1) + 1), e = ev ? ev[k] : 0;
        uint64_t h = memo_hash(ctx, r, t, e) & (uint64_t)mask;
        for (;;) {
            const int64_t *s = keys + 4 * h;
            if (s[1] == -1) { *ctx_io = ctx; return k; }
            if (s[0] == ctx && s[1] == r && s[2] == t && s[3] == e) break;
            h = (h + 1) & (uint64_t)mask;
        }
        out_entry[k] = vals[2 * h];
        ctx = vals[2 * h + 1];
    }
    *ctx_io = ctx;
    return n;
}

/* Two-bit saturating counters over a stream of conditional branch outcomes, in order: slot[i]
 * names the counter (a static branch, or a BHT entry), init[i] the state a counter takes when
 * its slot is met for the first time (state 0..3; predict taken at 2 or 3). mis[i] = 1 where the
 * prediction differs from taken[i]. nslots: slots are 0..nslots-1. Returns the number of
 * mispredicts, -1 if out of memory. */
int64_t counters2(int64_t n, const int64_t *slot, const uint8_t *init, const uint8_t *taken,
                  int64_t nslots, uint8_t *mis) {
    int8_t *ctr = (int8_t *)malloc((size_t)(nslots > 0 ? nslots : 1));
    if (!ctr) return -1;
    for (int64_t i = 0; i < nslots; i++) ctr[i] = -1;
    int64_t count = 0;
    for (int64_t i = 0; i < n; i++) {
        int64_t s = slot[i];
        int c = ctr[s] < 0 ? init[i] : ctr[s];
        int t = taken[i] != 0;
        mis[i] = (uint8_t)((c >= 2) != t);
        count += mis[i];
        ctr[s] = (int8_t)(t ? (c < 3 ? c + 1 : 3) : (c > 0 ? c - 1 : 0));
    }
    free(ctr);
    return count;
}

/* The DSP56001's external-bus charges (dsp56001.py, ``dynamic_charges``), one pass over the
 * retired stream and the access log together. Retired instructions: the engine's runs in order,
 * run k being memo entry entry_of_run[k], whose instructions are ent_sidx[ent_off[e]..ent_off[e+1]]
 * with fetch flags ent_fetch (1: it fetches from external P memory) or, when ent_fetch is NULL,
 * p_ext[static]. Accesses (retirement order): acc_insn, acc_space (a code; space_of[code] gives
 * 0 P, 1 X, 2 Y; ncodes entries), acc_addr. On-chip ranges: rng[3*i] space, rng[3*i+1] first, rng[3*i+2] last
 * word (inclusive). wait[space]: clocks of each external access to that space. An instruction's
 * external data accesses (count_spaces: its first external access to each space only; and a P
 * access shares the fetch's space) beyond the free ones after its own fetch cost ``conflict``
 * each. Out: per static (per_retired 0) or per retired instruction, the bus clocks (out_ext)
 * and the wait-state clocks (out_wait), added to. Returns 0; -1 for a log out of retirement
 * order and -2 - code for a space code that is not P, X or Y (nothing added); -1000 for more
 * than 16 on-chip ranges in one space (the caller takes the Python path). */
int64_t dsp_bus(int64_t nruns, const int64_t *entry_of_run, const int64_t *ent_off,
                const int32_t *ent_sidx, const int8_t *ent_fetch, const uint8_t *p_ext,
                const int64_t *acc_insn, const int8_t *acc_space, const int64_t *acc_addr,
                int64_t nacc, const int64_t *space_of, int64_t ncodes, const int64_t *rng,
                int64_t nrng, const int64_t *wait, int64_t free_acc, int64_t conflict,
                int count_spaces, int per_retired, int64_t *out_ext, int64_t *out_wait) {
    /* the log in retirement order, each space code one of P, X, Y: else -1 (unsorted) or
     * -2 - code (the caller sorts, or names the space), before anything is added */
    for (int64_t i = 0; i < nacc; i++) {
        int64_t c = acc_space[i];
        if (c < 0 || c >= ncodes || space_of[c] < 0) return -2 - (c < 0 ? 0 : c);
        if (i && acc_insn[i] < acc_insn[i - 1]) return -1;
    }
    /* the on-chip ranges of each space, first and last word */
    int64_t lo[3][16], hi[3][16];
    int nr[3] = {0, 0, 0};
    for (int64_t i = 0; i < nrng; i++) {
        int64_t sp = rng[3 * i];
        if (sp < 0 || sp > 2 || nr[sp] >= 16) return -1000;
        lo[sp][nr[sp]] = rng[3 * i + 1];
        hi[sp][nr[sp]] = rng[3 * i + 2];
        nr[sp]++;
    }
    int64_t r = 0, p = 0;
    for (int64_t k = 0; k < nruns && p < nacc; k++) {
        int64_t e = entry_of_run[k];
        for (int64_t j = ent_off[e]; j < ent_off[e + 1]; j++, r++) {
            if (p >= nacc) break;
            if (acc_insn[p] != r) continue;     /* no access: nothing to add */
            int32_t s = ent_sidx[j];
            int64_t f = ent_fetch ? ent_fetch[j] : p_ext[s];
            int64_t d = 0, w = 0, p_counted = 0;
            int seen = 0;              /* bit per space: an external access already counted */
            for (; p < nacc && acc_insn[p] == r; p++) {
                int64_t sp = space_of[acc_space[p]], a = acc_addr[p];
                int inside = 0;
                for (int i = 0; i < nr[sp]; i++)
                    if (a >= lo[sp][i] && a <= hi[sp][i]) { inside = 1; break; }
                if (inside) continue;
                w += wait[sp];
                if (count_spaces) {
                    if (seen & (1 << sp)) continue;
                    seen |= 1 << sp;
                    if (sp == 0) p_counted = 1;
                }
                d++;
            }
            if (count_spaces) d -= p_counted < f ? p_counted : f;
            int64_t a1 = f + d - free_acc, a0 = f - free_acc;
            int64_t extra = ((a1 > 0 ? a1 : 0) - (a0 > 0 ? a0 : 0)) * conflict;
            int64_t at = per_retired ? r : s;
            out_ext[at] += extra;
            out_wait[at] += w;
        }
    }
    return 0;
}

/* The Pentium's branch target buffer (p5.py, ``_btb``): a set-associative table of (address,
 * 2-bit state, target) entries with LRU replacement, over the branch outcomes in retirement
 * order. For outcome i: addr[i] the branch's address, taken[i], target[i] the address control
 * went to when taken (or the static target; -2: none known). An entry is made only by a taken
 * branch, in state ``alloc``; a hit moves the state up (taken) or down and, when taken, takes the
 * new target. Mispredicted: taken and (no entry, state < 2 or another target), or not taken and
 * state >= 2. Returns the mispredicts, or -1 when no memory. */
int64_t btb_walk(int64_t n, const int64_t *addr, const uint8_t *taken, const int64_t *target,
                 int64_t sets, int64_t ways, int64_t alloc, uint8_t *mis) {
    if (sets <= 0 || ways <= 0) return -1;
    size_t cells = (size_t)(sets * ways);
    int64_t *ea = (int64_t *)malloc(cells * sizeof(int64_t));
    int64_t *et = (int64_t *)malloc(cells * sizeof(int64_t));
    int8_t *es = (int8_t *)malloc(cells);
    int64_t *used = (int64_t *)calloc((size_t)sets, sizeof(int64_t));
    if (!ea || !et || !es || !used) { free(ea); free(et); free(es); free(used); return -1; }
    int64_t count = 0;
    for (int64_t i = 0; i < n; i++) {
        int64_t a = addr[i], s = a % sets, *A = ea + s * ways, *T = et + s * ways;
        int8_t *S = es + s * ways;
        int64_t m = used[s], hit = -1;              /* a set's entries: oldest first */
        for (int64_t w = 0; w < m; w++) if (A[w] == a) { hit = w; break; }
        int tk = taken[i] != 0;
        int64_t tg = target[i];
        int wrong;
        if (hit < 0) {
            wrong = tk;
            if (tk) {
                if (m == ways) {                     /* evict the least recently used */
                    for (int64_t w = 1; w < m; w++) { A[w-1] = A[w]; T[w-1] = T[w]; S[w-1] = S[w]; }
                    m--;
                }
                A[m] = a; T[m] = tg; S[m] = (int8_t)alloc; used[s] = m + 1;
            }
        } else {
            int st = S[hit];
            wrong = tk ? (st < 2 || T[hit] != tg) : (st >= 2);
            int8_t ns = (int8_t)(tk ? (st < 3 ? st + 1 : 3) : (st > 0 ? st - 1 : 0));
            int64_t nt = tk ? tg : T[hit];
            for (int64_t w = hit + 1; w < m; w++) { A[w-1] = A[w]; T[w-1] = T[w]; S[w-1] = S[w]; }
            A[m-1] = a; T[m-1] = nt; S[m-1] = ns;    /* most recently used last */
        }
        mis[i] = (uint8_t)wrong;
        count += wrong;
    }
    free(ea); free(et); free(es); free(used);
    return count;
}

/* The data accesses that cross a ``boundary``-byte boundary (cores/alignment.py ``crossing``: its
 * numpy rule in one pass, for every core with a misalignment penalty): an access of size[i] bytes
 * (at least 1) at addr[i] whose first and last byte lie on different sides of a boundary, unless it is naturally aligned (its address a
 * multiple of 8 for 8 bytes and more, 4 for 4-7, 2 for 2-3). Writes the index of each such access
 * to out[], in order, and returns how many (boundary > 0; floor division as Python's). */
static inline int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

int64_t misaligned_accesses(const int64_t *addr, const int8_t *size, int64_t n, int64_t boundary,
                            int64_t *out) {
    int64_t k = 0;
    int pow2 = boundary > 0 && (boundary & (boundary - 1)) == 0;
    for (int64_t i = 0; i < n; i++) {
        int64_t s = size[i] > 1 ? size[i] : 1, a = addr[i], last = a + (s - 1);
        int spans = pow2 ? ((a ^ last) & -boundary) != 0
                         : floor_div(a, boundary) != floor_div(last, boundary);
        if (!spans) continue;
        int64_t natural = s >= 8 ? 8 : s >= 4 ? 4 : s >= 2 ? 2 : 1;
        if (a & (natural - 1)) out[k++] = i;
    }
    return k;
}
