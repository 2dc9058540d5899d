/* Set-associative LRU caches for the cost models, in C because every retired instruction
 * fetches code and the loops run per access (compiled on first use by isa/native.py; cache.py
 * and streams.py hold the Python paths that give the same results).
 *
 * The rule everywhere: a hit moves the line to most recently used; a miss allocates it and
 * evicts the least recently used line of its set. */
#include <stdint.h>
#include <stdlib.h>

typedef struct {
    int64_t line, sets, ways;
    int shift;             /* log2(line) when line is a power of two, else -1 */
    int64_t last;          /* the line accessed last: a repeat is a hit at MRU, no change */
    int64_t *tags;         /* sets*ways, most recently used first within a set; -1 empty */
} cache_t;

static int cache_init(cache_t *c, int64_t line, int64_t sets, int64_t ways) {
    c->line = line; c->sets = sets; c->ways = ways; c->last = -1;
    c->shift = -1;
    for (int k = 0; k < 63; k++) if ((int64_t)1 << k == line) c->shift = k;
    c->tags = (int64_t *)malloc((size_t)(sets * ways) * sizeof(int64_t));
    if (!c->tags) return -1;
    for (int64_t i = 0; i < sets * ways; i++) c->tags[i] = -1;
    return 0;
}

/* 1 on a miss */
static inline int64_t line_of(const cache_t *c, int64_t addr) {
    return c->shift >= 0 ? addr >> c->shift : addr / c->line;
}

static inline int cache_access(cache_t *c, int64_t addr) {
    int64_t ln = line_of(c, addr);
    if (ln == c->last) return 0;
    c->last = ln;
    int64_t *set = c->tags + (ln & (c->sets - 1)) * c->ways;
    int64_t w = 0, miss = 0;
    while (w < c->ways && set[w] != ln) w++;
    if (w == c->ways) { miss = 1; w = c->ways - 1; }
    for (; w > 0; w--) set[w] = set[w - 1];
    set[0] = ln;
    return (int)miss;
}

/* One stream of byte addresses through one cache: miss[i] = 1 where access i misses.
 * Returns the number of misses, -1 if out of memory. */
int64_t cachesim_run(const int64_t *addr, int64_t n, int64_t line, int64_t sets, int64_t ways,
                     uint8_t *miss) {
    cache_t c;
    if (cache_init(&c, line, sets, ways)) return -1;
    int64_t misses = 0;
    for (int64_t i = 0; i < n; i++) { miss[i] = (uint8_t)cache_access(&c, addr[i]); misses += miss[i]; }
    free(c.tags);
    return misses;
}

/* The retired stream of a block-level trace through a code cache and a data cache (the same
 * cache when ``unified``), in program order: for each retired instruction its code fetch (the
 * line of its first byte, then the line of its last byte when that differs and code_last >= 0),
 * then, where dsim[static] is set and the instruction made a data access, the address of its
 * first access. Blocks: tbl_off[b]..tbl_off[b+1] index tbl_sidx (static indices); seq the block
 * ids run. Accesses: acc_insn (retired position, ascending) and acc_addr.
 * Per static instruction, counts[4*s + k]: k=0 first-byte misses, 1 last-byte misses, 2 either,
 * 3 data misses. flags (per retired instruction, or NULL): bit 0/1/2 = first/last/data miss.
 * igeo/dgeo: line, sets, ways (dgeo ignored when unified; a zero-line geometry disables that
 * cache). fresh (per retired instruction, or NULL; needs line_id: a dense id per static of the
 * code line of its first byte, nlines ids, nstatic statics): 1 where the instruction runs for
 * the first time since that line was last filled by a first-byte miss (the Pentium's pairing
 * marks are lost with the line). Returns 0, or -1 if out of memory. */
int64_t cachesim_walk(const int64_t *tbl_off, const int32_t *tbl_sidx, const int64_t *seq, int64_t nseq,
                      const int64_t *code_first, const int64_t *code_last, const uint8_t *dsim,
                      const int64_t *acc_insn, const int64_t *acc_addr, int64_t nacc,
                      const int64_t *igeo, const int64_t *dgeo, int unified,
                      int64_t *counts, uint8_t *flags,
                      const int32_t *line_id, int64_t nlines, int64_t nstatic, uint8_t *fresh) {
    cache_t ic, dc;
    int64_t *fill_time = 0, *last_exec = 0;
    if (fresh) {
        fill_time = (int64_t *)malloc((size_t)(nlines > 0 ? nlines : 1) * sizeof(int64_t));
        last_exec = (int64_t *)malloc((size_t)(nstatic > 0 ? nstatic : 1) * sizeof(int64_t));
        if (!fill_time || !last_exec) { free(fill_time); free(last_exec); return -1; }
        for (int64_t i = 0; i < nlines; i++) fill_time[i] = -1;
        for (int64_t i = 0; i < nstatic; i++) last_exec[i] = -1;
    }
    int have_i = igeo[0] > 0, have_d = unified ? have_i : dgeo[0] > 0;
    if (have_i && cache_init(&ic, igeo[0], igeo[1], igeo[2])) return -1;
    if (!unified && have_d && cache_init(&dc, dgeo[0], dgeo[1], dgeo[2])) { if (have_i) free(ic.tags); return -1; }
    cache_t *dcache = unified ? &ic : &dc;
    int64_t r = 0, p = 0;
    for (int64_t k = 0; k < nseq; k++) {
        int64_t b = seq[k];
        for (int64_t j = tbl_off[b]; j < tbl_off[b + 1]; j++, r++) {
            int32_t s = tbl_sidx[j];
            uint8_t f = 0;
            if (have_i) {
                if (cache_access(&ic, code_first[s])) f |= 1;
                if (code_last[s] >= 0 && line_of(&ic, code_last[s]) != line_of(&ic, code_first[s])
                    && cache_access(&ic, code_last[s])) f |= 2;
            }
            while (p < nacc && acc_insn[p] < r) p++;
            if (have_d && dsim[s] && p < nacc && acc_insn[p] == r && cache_access(dcache, acc_addr[p]))
                f |= 4;
            if (f) {
                int64_t *c = counts + 4 * (int64_t)s;
                c[0] += f & 1; c[1] += (f >> 1) & 1; c[2] += (f & 3) != 0; c[3] += (f >> 2) & 1;
            }
            if (flags) flags[r] = f;
            if (fresh) {
                if (f & 1) fill_time[line_id[s]] = r;
                fresh[r] = fill_time[line_id[s]] > last_exec[s];
                last_exec[s] = r;
            }
        }
    }
    free(fill_time);
    free(last_exec);
    if (have_i) free(ic.tags);
    if (!unified && have_d) free(dc.tags);
    return 0;
}

/* The Alpha's load misses (alpha.py ``_load_extra_sparse``): the retired loads and stores of a
 * block-level trace in order (kind[static]: 1 load, 2 store, 0 neither), each with its one access
 * of the log (acc_insn ascending, acc_addr). A load looks up the D-cache (dgeo); with an S-cache
 * (sgeo line > 0) a D-cache miss and every store look it up in turn (write-through L1,
 * read-allocate). A missing load's extra latency: x_mem without an S-cache; with one, x_mem
 * where the S-cache misses too, else x_l2. Writes the position and extra of each missing load
 * to out_pos/out_extra (room for nacc) and returns how many; -1 where the log does not hold
 * exactly one access per retired load or store and no other (the caller searches instead); -2
 * if out of memory. */
int64_t cachesim_alpha_loads(const int64_t *tbl_off, const int32_t *tbl_sidx, const int64_t *seq,
                             int64_t nseq, const uint8_t *kind, const int64_t *acc_insn,
                             const int64_t *acc_addr, int64_t nacc, const int64_t *dgeo,
                             const int64_t *sgeo, int64_t x_mem, int64_t x_l2,
                             int64_t *out_pos, int64_t *out_extra) {
    cache_t dc, sc;
    int have_s = sgeo[0] > 0;
    if (cache_init(&dc, dgeo[0], dgeo[1], dgeo[2])) return -2;
    if (have_s && cache_init(&sc, sgeo[0], sgeo[1], sgeo[2])) { free(dc.tags); return -2; }
    int64_t r = 0, p = 0, out = 0, status = 0;
    for (int64_t k = 0; k < nseq && status == 0; k++) {
        int64_t b = seq[k];
        for (int64_t j = tbl_off[b]; j < tbl_off[b + 1]; j++, r++) {
            uint8_t kd = kind[tbl_sidx[j]];
            if (!kd) continue;
            if (p >= nacc || acc_insn[p] != r) { status = -1; break; }
            int64_t a = acc_addr[p++];
            if (kd == 1) {
                if (!cache_access(&dc, a)) continue;
                int64_t x = x_mem;
                if (have_s && !cache_access(&sc, a)) x = x_l2;
                out_pos[out] = r; out_extra[out] = x; out++;
            } else if (have_s) {
                cache_access(&sc, a);
            }
        }
    }
    if (status == 0 && p != nacc) status = -1;
    free(dc.tags);
    if (have_s) free(sc.tags);
    return status ? status : out;
}
