/* The PA-8x00 schedule of one straight-line run in C: the same rules as schedule_run in
 * pa8600_rules.py, which stays the specification and the path without a compiler (compiled on
 * first use by isa/native.py; tests/test_pa8600_sched_c.py runs both on random runs and on the
 * kernels' runs and requires every result and the whole exit state to agree).
 *
 * Nothing here is a model number: the machine's parameters come from Python in `P` (the order
 * of pa8600_rules._C_PARAMS), each static instruction's queues, unit, latency and registers in
 * the table `tab` (T_* fields; register lists in `regs`).
 *
 * The machine state (a Context) in and out is one int64 array: the X_* header, then the ALU and
 * memory queues' retire clocks, then `ready` as (register, clock, by a load) triples in the
 * dict's order, then `slots` as (clock, 7 launch counts) rows in the dict's order. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int64_t i64;

enum { P_CAP_ALU, P_CAP_MEM, P_IPC, P_LPQ, P_I2L, P_UNITS, P_RA = P_UNITS + 5, P_RM, P_SPC,
       P_MISP, P_BUBBLE, P_COUNT };
enum { T_NQ, T_Q0, T_Q1, T_UNIT, T_LAT, T_LOAD, T_STORE, T_BRANCH, T_BUSY, T_RD, T_NRD, T_WR,
       T_NWR, T_EA, T_NEA, T_COUNT };
enum { X_RETIRED, X_R_ALU, X_R_MEM, X_R_ST, X_INSERT_AT, X_INSERT_USED, X_LAST_INSERT,
       X_REDIRECT, X_NQ0, X_NQ1, X_NREADY, X_NSLOTS, X_HEAD };
/* flags per instruction */
enum { F_MIS = 1, F_RED = 2, F_NUL = 4 };
/* queues, units, causes: pa8600_rules.ALU/MEM, U_*, CAUSES */
enum { Q_ALU, Q_MEM };
enum { U_NONE = 5 };
enum { C_DEP, C_LOADUSE, C_CACHE, C_LAUNCH, C_WINDOW, C_BRANCH, C_INSERT };
#define ROW 7            /* a slots row: launches from each queue, then units taken by kind */
#define W (ROW + 1)      /* a window row: the row, then whether the dict holds it */
#define MAX_SPAN (1 << 20)

int pa8600sched_layout(void) { return (P_COUNT << 16) | (T_COUNT << 8) | X_HEAD; }

/* ---- slots: a window of clocks, grown at either end; rows remember whether they exist ---- */
typedef struct { i64 lo, n; i64 *v; i64 *order, norder, caporder; } slots_t;

static inline const i64 *slot_get(const slots_t *s, i64 c) {
    c -= s->lo;
    if (c < 0 || c >= s->n) return NULL;
    const i64 *r = s->v + c * W;
    return r[ROW] ? r : NULL;
}

/* the row of clock c, created (zeros) if absent: Python's slots.setdefault(c, [0] * 7) */
static i64 *slot_row(slots_t *s, i64 c) {
    if (c < s->lo || c >= s->lo + s->n) {
        i64 lo = s->n == 0 ? c - 16 : (c < s->lo ? c - s->n - 64 : s->lo);
        i64 hi = s->n == 0 ? c + 256 : (c >= s->lo + s->n ? c + s->n + 64 : s->lo + s->n);
        if (hi - lo > MAX_SPAN) return NULL;
        i64 *v = (i64 *)calloc((size_t)(hi - lo) * W, sizeof(i64));
        if (!v) return NULL;
        if (s->v) memcpy(v + (s->lo - lo) * W, s->v, (size_t)s->n * W * sizeof(i64));
        free(s->v);
        s->v = v; s->lo = lo; s->n = hi - lo;
    }
    i64 *r = s->v + (c - s->lo) * W;
    if (!r[ROW]) {
        if (s->norder == s->caporder) {
            i64 cap = s->caporder ? 2 * s->caporder : 64;
            i64 *o = (i64 *)realloc(s->order, (size_t)cap * sizeof(i64));
            if (!o) return NULL;
            s->order = o; s->caporder = cap;
        }
        r[ROW] = 1;
        s->order[s->norder++] = c;
    }
    return r;
}

/* ---- a queue's held entries: a list popped from the front ---- */
typedef struct { i64 head, len; i64 *v; } queue_t;

/* Schedules the run of static rows sidx[0..n) from the state `ctx`; writes launch, base, lost,
 * cause and unit (n each) into `res` and the exit state into `out` (capacity `cap`). Returns the
 * exit state's length; minus the length it needs when `cap` is short; -1 where it cannot run
 * (no memory, slots spread too wide, a pop from an empty queue): the caller's Python path then
 * runs instead. `nreg` bounds every register number of the table and of ctx's ready. */
i64 pa8600sched_run(const i64 *P, const i64 *tab, const i64 *regs, i64 nreg, const i64 *sidx,
                    i64 n, const i64 *extra, const i64 *flags, const i64 *ctx, i64 *res,
                    i64 *out, i64 cap) {
    i64 rc = -1;
    i64 retired = ctx[X_RETIRED], r_alu = ctx[X_R_ALU], r_mem = ctx[X_R_MEM], r_st = ctx[X_R_ST];
    i64 insert_at = ctx[X_INSERT_AT], insert_used = ctx[X_INSERT_USED];
    i64 last_insert = ctx[X_LAST_INSERT], redirect = ctx[X_REDIRECT];
    i64 nq_in[2] = {ctx[X_NQ0], ctx[X_NQ1]}, nready = ctx[X_NREADY], nslots = ctx[X_NSLOTS];
    const i64 *p = ctx + X_HEAD;
    const i64 caps[2] = {P[P_CAP_ALU], P[P_CAP_MEM]};
    const i64 ipc = P[P_IPC], lpq = P[P_LPQ], i2l = P[P_I2L], *units = P + P_UNITS;
    const i64 ra = P[P_RA], rm = P[P_RM], spc = P[P_SPC], penalty = P[P_MISP], bubble = P[P_BUBBLE];
    queue_t q[2] = {{0, 0, NULL}, {0, 0, NULL}};
    slots_t s = {0, 0, NULL, NULL, 0, 0};
    i64 *rclk = NULL, *rorder = NULL;
    unsigned char *rld = NULL, *rhas = NULL;
    i64 nord = 0;

    for (int k = 0; k < 2; k++) {       /* each instruction appends at most twice to a queue */
        q[k].v = (i64 *)malloc((size_t)(nq_in[k] + 2 * n + 1) * sizeof(i64));
        if (!q[k].v) goto done;
        memcpy(q[k].v, p, (size_t)nq_in[k] * sizeof(i64));
        q[k].len = nq_in[k];
        p += nq_in[k];
    }
    rclk = (i64 *)malloc((size_t)(nreg + 1) * sizeof(i64));
    rorder = (i64 *)malloc((size_t)(nreg + 1) * sizeof(i64));
    rld = (unsigned char *)calloc((size_t)nreg + 1, 1);
    rhas = (unsigned char *)calloc((size_t)nreg + 1, 1);
    if (!rclk || !rorder || !rld || !rhas) goto done;
    for (i64 k = 0; k < nready; k++, p += 3) {
        i64 r = p[0];
        if (!rhas[r]) { rhas[r] = 1; rorder[nord++] = r; }
        rclk[r] = p[1];
        rld[r] = p[2] != 0;
    }
    for (i64 k = 0; k < nslots; k++, p += 1 + ROW) {
        i64 *row = slot_row(&s, p[0]);
        if (!row) goto done;
        memcpy(row, p + 1, ROW * sizeof(i64));
    }

    for (i64 i = 0; i < n; i++) {
        const i64 *c = tab + sidx[i] * T_COUNT;
        const i64 nq = c[T_NQ], f = flags[i], xtra = extra[i];
        /* ---- insert */
        i64 ins = insert_at, why_ins = C_INSERT;
        const i64 natural = insert_at;
        if (redirect > ins) { ins = redirect; why_ins = C_BRANCH; }
        if ((f & F_RED) && last_insert + 1 + bubble > ins) {
            ins = last_insert + 1 + bubble; why_ins = C_BRANCH;
        }
        for (i64 k = 0; k < nq; k++) {
            queue_t *h = &q[c[T_Q0 + k]];
            if (h->len >= caps[c[T_Q0 + k]]) {
                if (h->len == 0) goto done;
                i64 free_at = h->v[h->head] + 1;
                h->head++; h->len--;
                if (free_at > ins) { ins = free_at; why_ins = C_WINDOW; }
            }
        }
        if (ins > insert_at) { insert_at = ins; insert_used = 0; }
        if (++insert_used >= ipc) { insert_at++; insert_used = 0; }
        last_insert = ins;
        /* ---- launch; the largest (clocks, cause) of the delays, as Python's max of tuples */
        i64 best = ins - natural, cause = why_ins;
#define DELAY(clk, why) do { i64 d_ = (clk), w_ = (why); \
        if (d_ > best || (d_ == best && w_ > cause)) { best = d_; cause = w_; } } while (0)
        i64 launch, done_at, unit;
        if (f & F_NUL) {
            launch = ins; done_at = ins + 1; unit = U_NONE;
        } else {
            i64 earliest = ins + i2l, why = why_ins;
            const i64 *rd = regs + c[T_RD];
            for (i64 k = 0; k < c[T_NRD]; k++) {
                i64 r = rd[k];
                if (rhas[r] && rclk[r] > earliest) { earliest = rclk[r]; why = rld[r] ? C_LOADUSE : C_DEP; }
            }
            const i64 q0 = c[T_Q0], busy = c[T_BUSY];
            unit = c[T_UNIT];
            launch = earliest;
            for (;; launch++) {
                const i64 *u = slot_get(&s, launch);
                if (u && !(u[q0] < lpq && (unit == U_NONE || u[2 + unit] < units[unit]))) continue;
                int free_k = 1;
                for (i64 k = 1; k < busy; k++) {
                    const i64 *v = slot_get(&s, launch + k);
                    if (!((v ? v[2 + unit] : 0) < units[unit])) { free_k = 0; break; }
                }
                if (free_k) break;
            }
            DELAY(earliest - ins - i2l, why);
            DELAY(launch - earliest, C_LAUNCH);
            i64 *u = slot_row(&s, launch);
            if (!u) goto done;
            u[q0]++;
            if (unit != U_NONE) {
                u[2 + unit]++;
                for (i64 k = 1; k < busy; k++) {     /* a unit that is not pipelined stays taken */
                    i64 *v = slot_row(&s, launch + k);
                    if (!v) goto done;
                    v[2 + unit]++;
                }
            }
            const i64 load = c[T_LOAD];
            done_at = launch + c[T_LAT] + xtra;
            DELAY(c[T_LAT] - 1, load ? C_LOADUSE : C_DEP);
            DELAY(xtra, C_CACHE);
            const i64 *wr = regs + c[T_WR];
            for (i64 k = 0; k < c[T_NWR]; k++) {
                i64 r = wr[k];
                if (!rhas[r]) { rhas[r] = 1; rorder[nord++] = r; }
                rclk[r] = done_at; rld[r] = load != 0;
            }
            const i64 *ea = regs + c[T_EA];
            for (i64 k = 0; k < c[T_NEA]; k++) {
                i64 r = ea[k];
                if (!rhas[r]) { rhas[r] = 1; rorder[nord++] = r; }
                rclk[r] = launch + 1; rld[r] = 0;
            }
            if ((f & F_MIS) && done_at + penalty > redirect) redirect = done_at + penalty;
        }
#undef DELAY
        /* ---- retire */
        i64 ret = done_at > retired ? done_at : retired;
        int in_mem = 0;
        for (i64 k = 0; k < nq; k++) in_mem |= c[T_Q0 + k] == Q_MEM;
        const int mem = in_mem && !c[T_BRANCH];
        const i64 store = c[T_STORE] != 0;
        if (ret == retired && (mem ? (r_mem >= rm || (store && r_st >= spc)) : r_alu >= ra)) ret++;
        i64 delta = 0;
        if (ret > retired) {
            delta = ret - retired;
            retired = ret; r_alu = r_mem = r_st = 0;
        }
        if (mem) { r_mem++; r_st += store; } else r_alu++;
        for (i64 k = 0; k < nq; k++) {
            queue_t *h = &q[c[T_Q0 + k]];
            h->v[h->head + h->len++] = ret;
        }
        const i64 base = delta ? 1 : 0, lost = delta - base;
        res[i] = launch;
        res[n + i] = base;
        res[2 * n + i] = lost;
        res[3 * n + i] = lost ? cause : -1;
        res[4 * n + i] = unit;
    }

    /* ---- the exit state; slots below `low` dropped */
    {
        const i64 low = insert_at < last_insert + 1 ? insert_at : last_insert + 1;
        i64 kept = 0;
        for (i64 k = 0; k < s.norder; k++) kept += s.order[k] >= low;
        const i64 need = X_HEAD + q[0].len + q[1].len + 3 * nord + (1 + ROW) * kept;
        if (need > cap) { rc = -need; goto done; }
        out[X_RETIRED] = retired; out[X_R_ALU] = r_alu; out[X_R_MEM] = r_mem; out[X_R_ST] = r_st;
        out[X_INSERT_AT] = insert_at; out[X_INSERT_USED] = insert_used;
        out[X_LAST_INSERT] = last_insert; out[X_REDIRECT] = redirect;
        out[X_NQ0] = q[0].len; out[X_NQ1] = q[1].len; out[X_NREADY] = nord; out[X_NSLOTS] = kept;
        i64 *o = out + X_HEAD;
        for (int k = 0; k < 2; k++) {
            memcpy(o, q[k].v + q[k].head, (size_t)q[k].len * sizeof(i64));
            o += q[k].len;
        }
        for (i64 k = 0; k < nord; k++, o += 3) {
            i64 r = rorder[k];
            o[0] = r; o[1] = rclk[r]; o[2] = rld[r];
        }
        for (i64 k = 0; k < s.norder; k++) {
            i64 cyc = s.order[k];
            if (cyc < low) continue;
            o[0] = cyc;
            memcpy(o + 1, s.v + (cyc - s.lo) * W, ROW * sizeof(i64));
            o += 1 + ROW;
        }
        rc = need;
    }
done:
    free(q[0].v); free(q[1].v); free(s.v); free(s.order);
    free(rclk); free(rorder); free(rld); free(rhas);
    return rc;
}
