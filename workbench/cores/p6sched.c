/* The P6 (Pentium Pro, Pentium II) scheduler of one straight-line run, and the branch predictor
 * over a trace's block runs, in C: the same rules as P6._sim_run / P6._charges and
 * P6._mispredicts_python in p6.py (compiled on first use by isa/native.py; without a compiler the
 * Python methods give the same results, and tests/test_p6_native.py runs both on every run of
 * several kernels and of random instruction mixes and requires them to agree).
 *
 * Nothing here is a model number: every parameter (widths, sizes, latencies, penalties) and every
 * encoding (register ids, part masks, x87 operand ids) comes from Python in the array `P`, indexed
 * by the enum below in the order of p6.py's _C_PARAMS; the instructions' uops, ports and
 * latencies come from p6_uops.static_info through the tables `ins`, `uop`, `opnd` and `parts`.
 *
 * The machine state between runs is one int64 array (p6.py: _flat_state / _tuple_state):
 *   prev_ret, alloc (valid, clock, count), retire (valid, clock, count), zero tags,
 *   ready[nreg], pending partial writes (part-mask bits[nreg], retire clock[nreg]),
 *   x87 stack[fpn], then four counted lists: ROB retire clocks, RS dispatch clocks (sorted),
 *   uop-queue allocation clocks, busy (clock, units) pairs (sorted). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int64_t i64;

enum { P_W, P_RW, P_ROB, P_RS, P_D2A, P_A2D, P_C2R, P_FIRST_SLOT, P_EXTRA, P_L2, P_RESTART,
       P_BUBBLE, P_PREF_CLK, P_D0MAX, P_CLOSED, P_MC_RATE, P_Q, P_NREG, P_FLAGS, P_FULL,
       P_FLAGS_ALL, P_LOW_BYTE, P_LOW_WORD, P_FP0, P_FP_STATUS, P_FP_READ, P_FP_WRITE, P_FPN,
       P_NEG, P_NCAUSE, P_EV_SHIFT, P_EV_CODE, P_EV_LOAD, P_EV_MISP, P_COUNT };
enum { I_UOP, I_NU, I_SIMPLE, I_NPREF, I_BLOCK, I_RD, I_NRD, I_WR, I_NWR, I_ZERO, I_MAIN,
       I_FP, I_FP_PUSH, I_FP_POPS, I_FP_EXCH, I_COUNT };
enum { U_ORD0, U_ORD1, U_LAT, U_SRC, U_NSRC, U_DST, U_NDST, U_LOAD, U_BR, U_UNIT, U_EVERY, U_COUNT };
/* lost causes, in p6.CAUSES order */
enum { C_CACHE, C_BRANCH, C_PART, C_WIN, C_PORT, C_DEP, C_DEC };

int p6sched_layout(void) { return (P_COUNT << 16) | (I_COUNT << 8) | U_COUNT; }

/* ---- the busy map: clock -> port and unit bits ---- */
typedef struct { i64 lo, n; i64 *v; } busy_t;

static inline i64 busy_get(const busy_t *b, i64 c) {
    c -= b->lo;
    return (c >= 0 && c < b->n) ? b->v[c] : 0;
}

static int busy_or(busy_t *b, i64 c, i64 m) {
    if (c < b->lo || c >= b->lo + b->n) {
        i64 lo = c < b->lo ? c - b->n - 64 : b->lo;
        i64 hi = c >= b->lo + b->n ? c + b->n + 64 : b->lo + b->n;
        i64 *v = (i64 *)calloc((size_t)(hi - lo), sizeof(i64));
        if (!v) return -1;
        if (b->v) memcpy(v + (b->lo - lo), b->v, (size_t)b->n * sizeof(i64));
        free(b->v);
        b->v = v; b->lo = lo; b->n = hi - lo;
    }
    b->v[c - b->lo] |= m;
    return 0;
}

/* ---- a bounded FIFO (Python's deque(maxlen=cap)) ---- */
typedef struct { i64 cap, len, head; i64 *v; } fifo_t;

static inline i64 fifo_at(const fifo_t *f, i64 i) {
    i64 j = f->head + i;
    return f->v[j >= f->cap ? j - f->cap : j];
}

static inline void fifo_push(fifo_t *f, i64 x) {
    if (f->cap <= 0) return;
    if (f->len < f->cap) {
        i64 j = f->head + f->len;
        f->v[j >= f->cap ? j - f->cap : j] = x;
        f->len++;
    } else {
        f->v[f->head] = x;
        if (++f->head == f->cap) f->head = 0;
    }
}

/* ---- a min-heap (Python's heapq on a list) ---- */
static void heap_push(i64 *h, i64 *n, i64 x) {
    i64 i = (*n)++;
    while (i > 0) {
        i64 p = (i - 1) / 2;
        if (h[p] <= x) break;
        h[i] = h[p]; i = p;
    }
    h[i] = x;
}

static void heap_replace_top(i64 *h, i64 n, i64 x) {
    i64 i = 0;
    for (;;) {
        i64 l = 2 * i + 1, r = l + 1, s = i;
        i64 sv = x;
        if (l < n && h[l] < sv) { s = l; sv = h[l]; }
        if (r < n && h[r] < sv) { s = r; sv = h[r]; }
        if (s == i) break;
        h[i] = h[s]; i = s;
    }
    h[i] = x;
}

static int cmp_i64(const void *a, const void *b) {
    i64 x = *(const i64 *)a, y = *(const i64 *)b;
    return (x > y) - (x < y);
}

static inline i64 mx(i64 a, i64 b) { return a > b ? a : b; }

/* an x87 operand id (FP_READ + position, FP_WRITE + position, 8 = the status word) to its
 * physical register through the stack before the instruction (reads) or after its push (writes) */
static inline i64 map_reg(const i64 *P, i64 r, const i64 *before, const i64 *pushed) {
    if (r < P[P_FP_READ]) return r;
    if (r >= P[P_FP_WRITE]) {
        i64 p = r - P[P_FP_WRITE];
        return p == P[P_FPN] ? P[P_FP_STATUS] : P[P_FP0] + pushed[p % P[P_FPN]];
    }
    i64 p = r - P[P_FP_READ];
    return p == P[P_FPN] ? P[P_FP_STATUS] : P[P_FP0] + before[p % P[P_FPN]];
}

static void stack_push(i64 *s, i64 fpn, i64 times) {
    for (i64 t = 0; t < times; t++) {
        i64 top = s[fpn - 1];
        memmove(s + 1, s, (size_t)(fpn - 1) * sizeof(i64));
        s[0] = top;
    }
}

static void stack_pop(i64 *s, i64 fpn, i64 times) {
    for (i64 t = 0; t < times; t++) {
        i64 first = s[0];
        memmove(s, s + 1, (size_t)(fpn - 1) * sizeof(i64));
        s[fpn - 1] = first;
    }
}

/* One run. run[n]: static indices; ev[nev]: its events (offset << EV_SHIFT | EV_CODE/LOAD/MISP
 * bits, offsets ascending); state/state_out: the flat state (see the top). Outputs in out[], n
 * each: issue, decode, retire, base, pipe, then lost[NCAUSE][n], then the next run's reference
 * clock relative to this one's. Returns the length of the state written, or minus the length
 * needed when out_cap is too small, or a large negative number when memory ran out. */
i64 p6sched_run(const i64 *P, const i64 *ins, const i64 *uop, const i64 *opnd, const i64 *parts,
                const int32_t *run, i64 n, const i64 *ev, i64 nev, i64 taken_last,
                const i64 *state, i64 *state_out, i64 out_cap, i64 *out)
{
    i64 *issue = out, *decode = out + n, *retire = out + 2 * n, *base = out + 3 * n;
    i64 *pipe = out + 4 * n, *lost = out + 5 * n, *advance = out + (5 + P[P_NCAUSE]) * n;
    const i64 W = P[P_W], RW = P[P_RW], ROB = P[P_ROB], RS = P[P_RS];
    const i64 d2a = P[P_D2A], a2d = P[P_A2D], c2r = P[P_C2R];
    const int first_slot = P[P_FIRST_SLOT] != 0;
    const i64 extra = P[P_EXTRA], l2 = P[P_L2], restart = P[P_RESTART], bubble = P[P_BUBBLE];
    const i64 pref_clk = P[P_PREF_CLK], d0max = P[P_D0MAX], closed = P[P_CLOSED];
    const i64 last_slot = closed - 1, mc_rate = P[P_MC_RATE], Q = P[P_Q];
    const i64 nreg = P[P_NREG], FLAGS = P[P_FLAGS], FULL = P[P_FULL], NEG = P[P_NEG];
    const i64 fpn = P[P_FPN], NC = P[P_NCAUSE];
    i64 ret_code = -(1LL << 62);

    /* ---- unpack the state ---- */
    const i64 *s = state;
    i64 prev_ret = s[0];
    i64 a_cyc = s[1] ? s[2] : NEG, a_cnt = s[1] ? s[3] : 0;
    i64 r_cyc = s[4] ? s[5] : NEG, r_cnt = s[4] ? s[6] : 0;
    i64 tags = s[7];
    s += 8;
    i64 *ready = (i64 *)malloc((size_t)(3 * nreg + 2 * fpn) * sizeof(i64));
    i64 *rob_v = (i64 *)malloc((size_t)(ROB > 0 ? ROB : 1) * sizeof(i64));
    i64 *q_v = (i64 *)malloc((size_t)(Q > 0 ? Q : 1) * sizeof(i64));
    i64 *rs = NULL;          /* sized once the state says how many entries it brings */
    i64 *temps = NULL, ntemps = 0;
    busy_t busy = {0, 0, NULL};
    if (!ready || !rob_v || !q_v) goto out;
    i64 *pend_m = ready + nreg, *pend_t = ready + 2 * nreg;
    i64 *stack = ready + 3 * nreg, *pushed = stack + fpn;
    memcpy(ready, s, (size_t)nreg * sizeof(i64)); s += nreg;
    memcpy(pend_m, s, (size_t)nreg * sizeof(i64)); s += nreg;
    memcpy(pend_t, s, (size_t)nreg * sizeof(i64)); s += nreg;
    memcpy(stack, s, (size_t)fpn * sizeof(i64)); s += fpn;
    fifo_t rob = {ROB, 0, 0, rob_v};
    for (i64 i = 0, m = *s++; i < m; i++) fifo_push(&rob, *s++);
    i64 nrs = 0;
    {
        i64 m = *s++, cap = m > RS ? m : RS;
        rs = (i64 *)malloc((size_t)(cap > 0 ? cap : 1) * sizeof(i64));
        if (!rs) goto out;
        for (i64 i = 0; i < m; i++) heap_push(rs, &nrs, *s++);
    }
    fifo_t q = {Q, 0, 0, q_v};
    for (i64 i = 0, m = *s++; i < m; i++) fifo_push(&q, *s++);
    busy.lo = 0; busy.n = 256;
    busy.v = (i64 *)calloc((size_t)busy.n, sizeof(i64));
    if (!busy.v) goto out;
    for (i64 i = 0, m = *s++; i < m; i++, s += 2)
        if (busy_or(&busy, s[0], s[1])) goto out;

    memset(lost, 0, (size_t)(NC * n) * sizeof(i64));
    memset(pipe, 0, (size_t)n * sizeof(i64));
    i64 *l_cache = lost + C_CACHE * n, *l_branch = lost + C_BRANCH * n, *l_part = lost + C_PART * n;
    i64 *l_win = lost + C_WIN * n, *l_port = lost + C_PORT * n, *l_dep = lost + C_DEP * n;
    i64 *l_dec = lost + C_DEC * n;
    i64 *bwf = base;                 /* the bandwidth-bound clock, turned into base at the end */
    i64 dec = -1, slot = closed, blk = 0, fe_ready = 0;
    int have_blk = 0, fe_branch = 0;
    i64 evi = 0;

    for (i64 k = 0; k < n; k++) {
        const i64 *I = ins + run[k] * I_COUNT;
        i64 nu = I[I_NU];
        const i64 *U0 = uop + I[I_UOP] * U_COUNT;
        i64 flags_k = 0;
        while (evi < nev && (ev[evi] >> P[P_EV_SHIFT]) < k) evi++;
        if (evi < nev && (ev[evi] >> P[P_EV_SHIFT]) == k) flags_k = ev[evi] & ((1LL << P[P_EV_SHIFT]) - 1);
        const int cm = (flags_k & P[P_EV_CODE]) != 0, lm = (flags_k & P[P_EV_LOAD]) != 0;
        const int mp = (flags_k & P[P_EV_MISP]) != 0;
        if (I[I_FP]) {
            memcpy(pushed, stack, (size_t)fpn * sizeof(i64));
            if (I[I_FP_PUSH]) stack_push(pushed, fpn, I[I_FP_PUSH]);
        }
        /* ---- decode ---- */
        int new_group = slot >= last_slot || !have_blk || I[I_BLOCK] != blk || cm || !I[I_SIMPLE];
        i64 need = q.len + nu - Q, tq;
        if (need > 0) {
            tq = need <= q.len ? fifo_at(&q, need - 1) - d2a + 1 : NEG;
            if (tq > dec && !new_group) new_group = 1;
        } else tq = NEG;
        if (new_group) {
            int broke = slot <= last_slot && k > 0 && tq <= dec;
            i64 d = dec + 1;
            if (tq > d) d = tq;
            if (fe_ready > d) {
                if (fe_branch) l_branch[k] = fe_ready - d;
                d = fe_ready;
            }
            if (cm) { d += l2; l_cache[k] += l2; }
            if (broke) l_dec[k] += 1;
            dec = d; slot = 0; blk = I[I_BLOCK]; have_blk = 1;
        } else slot += 1;
        if (nu > d0max) {
            i64 x = (nu + mc_rate - 1) / mc_rate - 1;
            dec += x; l_dec[k] += x; slot = closed;
        }
        if (I[I_NPREF]) {
            dec += I[I_NPREF] * pref_clk; l_dec[k] += I[I_NPREF] * pref_clk; slot = closed;
        }
        decode[k] = dec;
        /* ---- partial register / flags stall ---- */
        i64 tp = NEG;
        for (i64 j = 0; j < I[I_NRD]; j++) {
            i64 r = parts[2 * (I[I_RD] + j)], m = parts[2 * (I[I_RD] + j) + 1];
            i64 pm_bits = pend_m[r];
            if (!pm_bits) continue;
            for (i64 pm = 1; pm_bits >> pm; pm++) {
                if (!(pm_bits >> pm & 1)) continue;
                int hit = r == FLAGS ? (m & ~pm) != 0 : ((m & pm) && (m & ~pm));
                if (hit) {
                    if (pend_t[r] + 1 + extra > tp) tp = pend_t[r] + 1 + extra;
                    break;
                }
            }
        }
        /* ---- allocate, dispatch, complete, retire each uop ---- */
        i64 t0 = dec + d2a;
        i64 bc = r_cyc, bn = r_cnt;
        i64 done_branch = NEG, done = 0;
        if (nu > ntemps) {
            free(temps);
            ntemps = nu;
            temps = (i64 *)malloc((size_t)ntemps * sizeof(i64));
            if (!temps) goto out;
        }
        for (i64 j = 0; j < nu; j++) {
            const i64 *U = U0 + j * U_COUNT;
            i64 base_t = t0 > a_cyc ? t0 : a_cyc;
            i64 t = base_t, tw = NEG;
            if (rob.len >= ROB && rob.len > 0 && fifo_at(&rob, 0) + 1 > tw) tw = fifo_at(&rob, 0) + 1;
            if (nrs >= RS && nrs > 0 && rs[0] + 1 > tw) tw = rs[0] + 1;
            if (tw > t) t = tw;
            if (tp > t) t = tp;
            if (t == a_cyc && a_cnt >= W) t += 1;
            if (j == 0) {
                if (tw > base_t) l_win[k] = tw - base_t;
                if (tp > base_t && tp > tw) l_part[k] = tp - (tw > base_t ? tw : base_t);
            }
            if (t == a_cyc) a_cnt += 1;
            else { a_cyc = t; a_cnt = 1; }
            fifo_push(&q, t);
            i64 e = t + a2d, rdy = e;
            for (i64 x = 0; x < U[U_NSRC]; x++) {
                i64 sr = opnd[U[U_SRC] + x], v;
                if (sr < 0) v = temps[-1 - sr];
                else v = ready[map_reg(P, sr, stack, pushed)];
                if (v > rdy) rdy = v;
            }
            i64 c = rdy, b, freem;
            const i64 unit = U[U_UNIT], every = U[U_EVERY];
            for (;;) {
                b = busy_get(&busy, c);
                freem = U[U_ORD0] & ~b;
                if (!freem && U[U_ORD1]) freem = U[U_ORD1] & ~b;
                if (freem) {
                    int clash = 0;
                    for (i64 i = 0; i < every && !clash; i++)
                        if (busy_get(&busy, c + i) & unit) clash = 1;
                    if (!clash) break;
                }
                c += 1;
            }
            i64 port = 0;
            while (!(freem >> port & 1)) port++;
            if (busy_or(&busy, c, (i64)1 << port)) goto out;
            for (i64 i = 0; i < every; i++)
                if (busy_or(&busy, c + i, unit)) goto out;
            done = c + U[U_LAT];
            if (U[U_LOAD] && lm) { done += l2; l_cache[k] += l2; }
            if (j == 0) {
                issue[k] = c;
                if (rdy > e) l_dep[k] = rdy - e;
            }
            if (c > rdy && c - rdy > l_port[k]) l_port[k] = c - rdy;
            if (j == I[I_MAIN]) pipe[k] = port;
            if (j > 0 && rdy - e > l_dep[k]) l_dep[k] = rdy - e;
            temps[j] = done;
            for (i64 x = 0; x < U[U_NDST]; x++) {
                i64 dr = opnd[U[U_DST] + x];
                ready[map_reg(P, dr, stack, pushed)] = done;
            }
            if (nrs < RS) heap_push(rs, &nrs, c);
            else if (nrs > 0 && c > rs[0]) heap_replace_top(rs, nrs, c);
            if (U[U_BR]) done_branch = done;
            /* retirement */
            int tk_first = U[U_BR] && taken_last && k == n - 1 && first_slot;
            i64 rt = done + c2r;
            if (rt < r_cyc) rt = r_cyc;
            if (rt == r_cyc && (r_cnt >= RW || (tk_first && r_cnt > 0))) rt += 1;
            if (rt == r_cyc) r_cnt += 1;
            else { r_cyc = rt; r_cnt = 1; }
            fifo_push(&rob, rt);
            /* the same placement with completion ignored: the retirement-bandwidth bound */
            i64 xb = bc;
            if (bn >= RW || (tk_first && bn > 0)) xb += 1;
            if (xb == bc) bn += 1;
            else { bc = xb; bn = 1; }
        }
        retire[k] = r_cyc;
        bwf[k] = bc;
        /* ---- partial state updates ---- */
        for (i64 j = 0; j < I[I_NWR]; j++) {
            i64 r = parts[2 * (I[I_WR] + j)], m = parts[2 * (I[I_WR] + j) + 1];
            if (m == FULL || (r == FLAGS && m == P[P_FLAGS_ALL])) {
                pend_m[r] = 0; pend_t[r] = 0;
                if (r != FLAGS) tags = I[I_ZERO] ? (tags | ((i64)1 << r)) : (tags & ~((i64)1 << r));
            } else if (r != FLAGS && (tags >> r & 1) && (m == P[P_LOW_BYTE] || m == P[P_LOW_WORD])) {
                /* low byte/word of a zeroed register: no merge needed */
            } else {
                pend_m[r] |= (i64)1 << m;
                pend_t[r] = r_cyc;
            }
        }
        /* ---- the x87 stack after the instruction ---- */
        if (I[I_FP]) {
            memcpy(stack, pushed, (size_t)fpn * sizeof(i64));
            if (I[I_FP_POPS]) stack_pop(stack, fpn, I[I_FP_POPS]);
            if (I[I_FP_EXCH] >= 0) {
                i64 x = stack[0];
                stack[0] = stack[I[I_FP_EXCH]]; stack[I[I_FP_EXCH]] = x;
            }
        }
        /* ---- control flow ---- */
        if (mp) { fe_ready = done_branch + restart; fe_branch = 1; slot = closed; }
        else if (k == n - 1 && taken_last) { fe_ready = dec + 1 + bubble; fe_branch = 0; slot = closed; }
    }

    /* ---- charges: retirement deltas, split into bandwidth (base) and lost causes ---- */
    for (i64 k = 0; k < n; k++) {
        i64 prev = k ? retire[k - 1] : prev_ret;
        i64 delta = retire[k] - prev;
        i64 bb = bwf[k] - prev;
        if (bb < 0) bb = 0;
        if (bb > delta) bb = delta;
        i64 remaining = delta - bb;
        for (i64 c = 0; c < NC; c++) {
            i64 take = lost[c * n + k] < remaining ? lost[c * n + k] : remaining;
            lost[c * n + k] = take;
            remaining -= take;
        }
        base[k] = bb + remaining;
    }

    /* ---- normalise the exit state to the next run's first decode clock ---- */
    {
        i64 R = mx(dec + 1, fe_ready), fa = R + d2a, fd = fa + a2d;
        i64 nports = 0;
        for (i64 c = 0; c < busy.n; c++)
            if (busy.lo + c >= fd && busy.v[c]) nports++;
        i64 need_len = 8 + 3 * nreg + fpn + 4 + rob.len + nrs + q.len + 2 * nports;
        if (need_len > out_cap) { ret_code = -need_len; goto out; }
        i64 *o = state_out;
        o[0] = n ? retire[n - 1] - R : prev_ret - R;
        if (a_cyc >= fa) { o[1] = 1; o[2] = a_cyc - R; o[3] = a_cnt; } else o[1] = o[2] = o[3] = 0;
        if (r_cyc >= fd + 1 + c2r) { o[4] = 1; o[5] = r_cyc - R; o[6] = r_cnt; } else o[4] = o[5] = o[6] = 0;
        o[7] = tags;
        o += 8;
        for (i64 r = 0; r < nreg; r++) o[r] = mx(ready[r], fd) - R;
        o += nreg;
        for (i64 r = 0; r < nreg; r++) {
            int keep = pend_m[r] && pend_t[r] + 1 + extra > fa;
            o[r] = keep ? pend_m[r] : 0;
            o[nreg + r] = keep ? pend_t[r] - R : 0;
        }
        o += 2 * nreg;
        memcpy(o, stack, (size_t)fpn * sizeof(i64)); o += fpn;
        *o++ = rob.len;
        for (i64 i = 0; i < rob.len; i++) *o++ = mx(fifo_at(&rob, i), fa - 1) - R;
        *o++ = nrs;
        for (i64 i = 0; i < nrs; i++) o[i] = mx(rs[i], fa - 1) - R;
        qsort(o, (size_t)nrs, sizeof(i64), cmp_i64);
        o += nrs;
        *o++ = q.len;
        for (i64 i = 0; i < q.len; i++) *o++ = mx(fifo_at(&q, i), R + d2a - Q - 1) - R;
        *o++ = nports;
        for (i64 c = 0; c < busy.n; c++)
            if (busy.lo + c >= fd && busy.v[c]) { *o++ = busy.lo + c - R; *o++ = busy.v[c]; }
        *advance = R;
        ret_code = need_len;
    }
out:
    free(ready); free(rob_v); free(q_v); free(rs); free(temps); free(busy.v);
    return ret_code;
}

/* The branch predictor over a trace's block runs (P6._mispredicts_python): per block run, whether
 * its last instruction was mispredicted. seq/taken: the block of each run and whether it ended
 * taken; first/last: each block's first and last static index (-1: empty); kind per static
 * (0 no transfer, 1 call, 2 return, 3 unconditional jump, 4 predicted); addr, size, target
 * (has_target 0: none) per static. Returns 0, or -1 when memory ran out. */
i64 p6sched_mispredicts(const i64 *seq, const uint8_t *taken, i64 nseq, const i64 *first,
                        const i64 *last, const i64 *kind, const i64 *addr, const i64 *size,
                        const i64 *target, const uint8_t *has_target, i64 nstatic,
                        i64 hbits, i64 backward_taken, i64 depth, i64 btb_entries, uint8_t *out)
{
    i64 H = (i64)1 << hbits, hmask = H - 1;
    i64 *hist = (i64 *)calloc((size_t)(nstatic > 0 ? nstatic : 1), sizeof(i64));
    uint8_t *present = (uint8_t *)calloc((size_t)(nstatic > 0 ? nstatic : 1), 1);
    uint8_t *ctr = (uint8_t *)calloc((size_t)((nstatic > 0 ? nstatic : 1) * H), 1);
    i64 fcap = btb_entries + 2;
    i64 *fifo = (i64 *)malloc((size_t)fcap * sizeof(i64));
    i64 *ras = (i64 *)malloc((size_t)(depth + 2) * sizeof(i64));
    i64 fh = 0, fl = 0, nras = 0, rc = -1;
    if (!hist || !present || !ctr || !fifo || !ras) goto done;
    for (i64 p = 0; p < nseq; p++) {
        out[p] = 0;
        i64 si = last[seq[p]];
        if (si < 0 || kind[si] == 0) continue;
        if (kind[si] == 1) {
            ras[nras++] = addr[si] + size[si];
            if (nras > depth) { memmove(ras, ras + 1, (size_t)(nras - 1) * sizeof(i64)); nras--; }
            continue;
        }
        if (kind[si] == 2) {
            if (p + 1 < nseq) {
                i64 f = first[seq[p + 1]];
                i64 nxt = addr[f >= 0 ? f : nstatic + f];    /* Python's static[-1] */
                out[p] = !(nras > 0 && ras[nras - 1] == nxt);
            }
            if (nras > 0) nras--;
            continue;
        }
        if (kind[si] == 3) continue;
        int tk = taken[p] != 0, pred;
        uint8_t *c = ctr + si * H;
        if (!present[si]) {
            pred = backward_taken && has_target[si] && target[si] <= addr[si];
            present[si] = 1; hist[si] = 0;
            for (i64 i = 0; i < H; i++) c[i] = tk ? 2 : 1;
            fifo[(fh + fl) % fcap] = si; fl++;
            if (fl > btb_entries) { present[fifo[fh]] = 0; fh = (fh + 1) % fcap; fl--; }
        } else pred = c[hist[si]] >= 2;
        out[p] = pred != tk;
        i64 h = hist[si];
        c[h] = tk ? (c[h] < 3 ? c[h] + 1 : 3) : (c[h] > 0 ? c[h] - 1 : 0);
        hist[si] = ((h << 1) | tk) & hmask;
    }
    rc = 0;
done:
    free(hist); free(present); free(ctr); free(fifo); free(ras);
    return rc;
}
