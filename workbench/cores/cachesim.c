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

static inline int64_t line_of(const cache_t *c, int64_t addr) {
    return c->shift >= 0 ? addr >> c->shift : addr / c->line;
}

/* 1 on a miss; ``ln`` is a line number */
static inline int cache_access_line(cache_t *c, int64_t ln) {
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

/* 1 on a miss; ``addr`` is a byte address */
static inline int cache_access(cache_t *c, int64_t addr) {
    return cache_access_line(c, line_of(c, addr));
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

/* The arrays of one walk (cachesim_walk's arguments and tables) */
typedef struct {
    const int64_t *tbl_off; const int32_t *tbl_sidx; const int64_t *seq; int64_t nseq;
    const int64_t *op, *op_line, *op_off, *acc_insn, *acc_addr; int64_t nacc;
    int64_t *counts; uint8_t *flags; int64_t *where; const int32_t *line_id; uint8_t *fresh;
    int64_t *fill_time, *last_exec, *run_fills, *fills;
} walk_t;

#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* cachesim_walk's pass over the block runs (see there), made once per value of ``unified`` so
 * that the split caches' loop carries none of the unified cache's tests. Returns the number of
 * positions in where. */
static ALWAYS_INLINE int64_t walk_runs(const walk_t *w, const cache_t *icache, const cache_t *dcache,
                                       const int unified) {
    cache_t ic = *icache, dc = *dcache;     /* local copies: nothing written below aliases them */
    const int64_t *tbl_off = w->tbl_off, *seq = w->seq, *op = w->op, *op_line = w->op_line;
    const int64_t *op_off = w->op_off, *acc_insn = w->acc_insn, *acc_addr = w->acc_addr;
    const int32_t *tbl_sidx = w->tbl_sidx, *line_id = w->line_id;
    const int64_t nseq = w->nseq, nacc = w->nacc;
    int64_t *counts = w->counts, *where = w->where, *fill_time = w->fill_time;
    int64_t *last_exec = w->last_exec, *run_fills = w->run_fills, *fills = w->fills;
    uint8_t *flags = w->flags, *fresh = w->fresh;
    int64_t r0 = 0, p = 0, nwhere = 0, nfills = 0, dset = -1, smask = unified ? ic.sets - 1 : 0;
    for (int64_t k = 0; k < nseq; k++) {
        int64_t b = seq[k], base = tbl_off[b], len = tbl_off[b + 1] - base, nf = 0;
        int64_t fills_before = nfills, cur = -1;
        uint8_t f = 0;
/* the instruction at offset cur is done */
#define DONE_ONE() do { \
            int64_t *c = counts + 4 * (int64_t)tbl_sidx[base + cur]; \
            c[0] += f & 1; c[1] += (f >> 1) & 1; c[2] += (f & 3) != 0; c[3] += (f >> 2) & 1; \
            if (flags) flags[r0 + cur] = f; \
            if (where) where[nwhere++] = r0 + cur; \
            if (fresh && (f & 1)) fills[nf++] = cur; \
        } while (0)
        for (int64_t x = op_off[b]; x < op_off[b + 1]; x++) {
            int64_t o = op[x] >> 4;
            int kind = (int)(op[x] & 15);
            if (o != cur) {
                if (f) DONE_ONE();
                cur = o; f = 0;
            }
            if (kind == 4) {
                int64_t r = r0 + o;
                while (p < nacc && acc_insn[p] < r) p++;
                dset = -1;
                if (p < nacc && acc_insn[p] == r) {
                    if (!unified) f |= (uint8_t)(cache_access(&dc, acc_addr[p]) << 2);
                    else {
                        int64_t ln = line_of(&ic, acc_addr[p]);
                        f |= (uint8_t)(cache_access_line(&ic, ln) << 2);
                        dset = ln & smask;
                    }
                }
            } else if (kind == 9) {     /* conditional: see cachesim_walk */
                if (dset == (op_line[x] & smask) && cache_access_line(&ic, op_line[x])) f |= 1;
            } else if (cache_access_line(&ic, op_line[x])) f |= (uint8_t)kind;
        }
        if (f) DONE_ONE();
#undef DONE_ONE
        if (fresh) {
            nfills += nf;
            if (nf || run_fills[b] != fills_before) {
                int64_t q = 0;
                for (int64_t j = 0; j < len; j++) {
                    int32_t s = tbl_sidx[base + j];
                    int64_t r = r0 + j;
                    if (q < nf && fills[q] == j) { fill_time[line_id[s]] = r; q++; }
                    if (fill_time[line_id[s]] > last_exec[s]) fresh[r] = 1;
                    last_exec[s] = r;
                }
            }
            run_fills[b] = fills_before;
        }
        r0 += len;
    }
    return nwhere;
}

/* The retired stream of a block-level trace through a code cache and a data cache (the same
 * cache when ``unified``), in program order: for each retired instruction its code fetch (the
 * line of its first byte, then the line of its last byte when that differs and code_last >= 0),
 * then, where dsim[static] is set and the instruction made a data access, the address of its
 * first access. Blocks: tbl_off[b]..tbl_off[b+1] index tbl_sidx (static indices), nblocks of
 * them; seq the block ids run. Accesses: acc_insn (retired position, ascending) and acc_addr.
 * igeo/dgeo: line, sets, ways (dgeo ignored when unified; a zero-line geometry disables that
 * cache); sets is a power of two.
 *
 * Walked block by block: each block's accesses are reduced once to a list of operations, where
 * a code fetch of the line the code cache saw just before (the previous fetch of the block, with
 * no data access of a unified cache between) is left out: it is a hit at the most recently used
 * place that changes nothing (cache_t.last). So an instruction that neither moves to another
 * code line nor allocates costs nothing per run. With a data access of a unified cache between,
 * the fetch is looked up only where that access went to the line's set (a conditional op).
 *
 * Outputs, written only where an instruction misses (flags and fresh come zeroed):
 * counts[4*s + k] per static: k=0 first-byte misses, 1 last-byte misses, 2 either, 3 data misses.
 * flags (per retired instruction, or NULL): bit 0/1/2 = first/last/data miss; where (or NULL,
 * room for one per retired instruction): the positions with a non-zero flag, in order.
 * fresh (per retired instruction, or NULL; needs line_id: a dense id per static of the code line
 * of its first byte, nlines ids, nstatic statics): 1 where the instruction runs for the first
 * time since that line was last filled by a first-byte miss (the Pentium's pairing marks are
 * lost with the line). A run of a block is skipped for ``fresh`` when no line was filled since
 * the start of that block's previous run nor in this run: each of its instructions then ran
 * after the last fill, and its stale last-run position still compares the same with every fill.
 * Returns the number of positions in where (0 when where is NULL), or -1 if out of memory. */
int64_t cachesim_walk(const int64_t *tbl_off, const int32_t *tbl_sidx, int64_t nblocks,
                      const int64_t *seq, int64_t nseq,
                      const int64_t *code_first, const int64_t *code_last, const uint8_t *dsim,
                      const int64_t *acc_insn, const int64_t *acc_addr, int64_t nacc,
                      const int64_t *igeo, const int64_t *dgeo, int unified,
                      int64_t *counts, uint8_t *flags, int64_t *where,
                      const int32_t *line_id, int64_t nlines, int64_t nstatic, uint8_t *fresh) {
    cache_t ic = {0}, dc = {0};
    int64_t rc = -1, ntbl = tbl_off[nblocks];
    int have_i = igeo[0] > 0, have_d = unified ? have_i : dgeo[0] > 0;
    /* per block: its operations op_off[b]..op_off[b+1]; an op is (offset in the block << 4 |
     * kind), kind 1 first-byte line, 2 last-byte line, 4 data, 9 a conditional first-byte line;
     * op_line: a code op's line. A conditional op is the fetch of the line fetched just before
     * with one data access of a unified cache between: that line was the most recently used of
     * its set, and stays so unless the data access went to the same set, so it is looked up only
     * then (a direct-mapped set may have lost it). */
    int64_t *op = (int64_t *)malloc((size_t)(3 * ntbl + 1) * sizeof(int64_t));
    int64_t *op_line = (int64_t *)malloc((size_t)(3 * ntbl + 1) * sizeof(int64_t));
    int64_t *op_off = (int64_t *)malloc((size_t)(nblocks + 1) * sizeof(int64_t));
    int64_t *fill_time = 0, *last_exec = 0, *run_fills = 0, *fills = 0;
    if (!op || !op_line || !op_off) goto done;
    if (fresh) {
        int64_t maxlen = 1;
        for (int64_t b = 0; b < nblocks; b++)
            if (tbl_off[b + 1] - tbl_off[b] > maxlen) maxlen = tbl_off[b + 1] - tbl_off[b];
        fill_time = (int64_t *)malloc((size_t)(nlines > 0 ? nlines : 1) * sizeof(int64_t));
        last_exec = (int64_t *)malloc((size_t)(nstatic > 0 ? nstatic : 1) * sizeof(int64_t));
        run_fills = (int64_t *)malloc((size_t)(nblocks > 0 ? nblocks : 1) * sizeof(int64_t));
        fills = (int64_t *)malloc((size_t)maxlen * sizeof(int64_t));
        if (!fill_time || !last_exec || !run_fills || !fills) goto done;
        for (int64_t i = 0; i < nlines; i++) fill_time[i] = -1;
        for (int64_t i = 0; i < nstatic; i++) last_exec[i] = -1;
        for (int64_t i = 0; i < nblocks; i++) run_fills[i] = -1;
    }
    if (have_i && cache_init(&ic, igeo[0], igeo[1], igeo[2])) goto done;
    if (!unified && have_d && cache_init(&dc, dgeo[0], dgeo[1], dgeo[2])) goto done;
    int64_t nop = 0;
    for (int64_t b = 0; b < nblocks; b++) {
        op_off[b] = nop;
        int64_t prev = 0;
        int have = 0, after_data = 0;   /* prev: the line of the block's previous code fetch */
        for (int64_t j = tbl_off[b]; j < tbl_off[b + 1]; j++) {
            int32_t s = tbl_sidx[j];
            int64_t o = (j - tbl_off[b]) << 4;
            if (have_i) {
                int64_t lf = line_of(&ic, code_first[s]);
                if (!have || lf != prev) { op[nop] = o | 1; op_line[nop++] = lf; }
                else if (after_data) { op[nop] = o | 9; op_line[nop++] = lf; }
                prev = lf; have = 1; after_data = 0;
                if (code_last[s] >= 0) {
                    int64_t ll = line_of(&ic, code_last[s]);
                    if (ll != lf) { op[nop] = o | 2; op_line[nop++] = ll; prev = ll; }
                }
            }
            if (have_d && dsim[s]) {
                op[nop] = o | 4; op_line[nop++] = 0;
                after_data = unified;
            }
        }
    }
    op_off[nblocks] = nop;
    walk_t w = {tbl_off, tbl_sidx, seq, nseq, op, op_line, op_off, acc_insn, acc_addr, nacc,
                counts, flags, where, line_id, fresh, fill_time, last_exec, run_fills, fills};
    int64_t nwhere = unified ? walk_runs(&w, &ic, &dc, 1) : walk_runs(&w, &ic, &dc, 0);
    rc = where ? nwhere : 0;
done:
    free(op); free(op_line); free(op_off);
    free(fill_time); free(last_exec); free(run_fills); free(fills);
    free(ic.tags); free(dc.tags);
    return rc;
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
