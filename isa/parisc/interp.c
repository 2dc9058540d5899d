/* The PA-RISC 2.0 interpreter's run loop in C (isa/parisc/native.py loads it; built on first use
 * by isa/native.py). It runs the blocks isa/parisc/machine.py forms, lowered by
 * isa/parisc/lower.py to rows (Row below), with the semantics of isa/parisc/semantics.py
 * (which stays the definition: tests/test_parisc_native.py runs both on the kernels and on random
 * programs and compares traces, registers and memory). Values are unsigned 64-bit; where the
 * Python code compares "infinitely precise" sums and differences (the conditions), 128-bit
 * integers hold them exactly.
 *
 * A run goes block to block while the next block is known and lowered; it returns to Python
 * (RET_*) at an unknown or non-native block, a branch in a taken branch's delay slot (the
 * off-sequence path stays in Python), halt, the stop address, the budget or a fault. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

#define M64 0xFFFFFFFFFFFFFFFFull
#define W32 0xFFFFFFFFull

/* one instruction (lower.py's ROW_DTYPE: the same fields at the same offsets, 40 bytes) */
typedef struct {
    uint8_t op, t, a, b, x, c, f, w;    /* operation, registers (x: index), condition, width */
    uint16_t fl; uint8_t n, pad;        /* flags, the ,n rule of a branch */
    int32_t imm2;                       /* a shift, position or addressing mode */
    int64_t imm;                        /* an immediate, displacement or length */
    int64_t xv;                         /* a branch's target, a deposit's immediate */
    uint64_t pc;
} Row;
/* block fields */
enum { B_ROW, B_N, B_ID, B_END, B_MODE, B_B1, B_BRANCH, B_FP, BLK_W = 8 };
enum { MODE_PLAIN, MODE_SLOT_OUT, MODE_SLOT_BRANCH };

enum {
    OP_NOP, OP_XOR, OP_OR, OP_AND, OP_ANDCM, OP_EXTRU, OP_LDX8,     /* the common forms */
    OP_LOGIC, OP_ADD, OP_SUB, OP_SHLADD, OP_DS, OP_UNIT, OP_ADDI, OP_SUBI, OP_CMPCLR,
    OP_LDO, OP_MTSAR, OP_BREAK, OP_EXTR, OP_DEP, OP_SHRP, OP_LD, OP_ST, OP_XMPYU,
    OP_CMPB, OP_ADDB, OP_MOVB, OP_BB, OP_BL, OP_BV, OP_BVE
};

/* flags (Row.fl) */
#define FL_TRAP 1       /* ,tsv */
#define FL_CB 2         /* sets PSW[C/B] */
#define FL_CIN 4        /* add,c / sub,b: the carry in from PSW[C/B] */
#define FL_TC 8         /* ,tc: trap on the condition */
#define FL_IMM 16       /* the first operand is Row.imm, not a register */
#define FL_SE 32        /* extr ,s */
#define FL_NZ 64        /* dep: keep the other bits of t */
#define FL_SAR 128      /* the position comes from %sar */
#define FL_SAME 256     /* shrpw at %sar with r1 == r2 */
#define FL_LINK 512     /* bve,l */
#define FL_COND 1024    /* a condition (c or f) is present */
#define FL_SUBU 2048    /* unit: a - b (dcor), else a + b */
#define FL_FP 4096      /* a floating-point load or store: t or b names an fpw register */

/* registers: r0..r31, sar (32), fr0..fr31 (33..64), cb (65), psv (66), fpc (67) */
#define SAR 32
#define FPR 33
#define CB 65
#define PSV 66
#define NREG 68

enum { RET_HALT, RET_NEED, RET_OFF, RET_STOP, RET_BUDGET, RET_FAULT, RET_FULL };
enum { FLT_UNALIGNED = 1, FLT_READONLY, FLT_UNMAPPED, FLT_TSV, FLT_TC };

typedef struct {
    /* code, owned here (pa_add_block copies rows in) */
    Row *rows; int32_t *sidx; int64_t nrows, caprows, capsidx;
    int64_t *blocks; int64_t nblocks, capblocks;
    uint64_t *hkey; int64_t *hval; uint64_t hmask, hused;
    /* machine state, owned by Python */
    uint64_t *regs;
    uint8_t *mem; uint64_t memsize;
    uint8_t *wr; uint64_t nwr;
    /* outputs, owned by Python (numpy arrays of the capacities given): before a block runs
       the loop checks there is room for all it may record, else returns RET_FULL */
    int32_t *seq; int64_t nseq, capseq;
    int64_t *nulls; int64_t nnulls, capnulls;
    int64_t *addrs; int64_t *accpos; int8_t *accsize; uint8_t *accwrite; int64_t naddrs, capaddrs;
    int32_t *index; int64_t nindex, capindex;
    int64_t *dirty; int64_t ndirty, capdirty;
    int64_t need;                   /* RET_FULL: the block's length */
    int32_t track_dirty, keep_index;
    /* the run */
    int64_t count, budget;
    uint64_t stop_at; int64_t stop_left; int32_t has_stop, skip_stop;
    uint64_t pc;                    /* in: the key to run; out: see the return code */
    int64_t last_block;             /* the block index run last */
    int64_t fault_kind, fault_block, fault_k; uint64_t fault_ea;
    uint64_t snap[NREG];
} Run;

static int grow(void **p, int64_t *cap, int64_t need, size_t size) {
    if (need <= *cap) return 1;
    int64_t c = *cap ? *cap : 1024;
    while (c < need) c *= 2;
    void *q = realloc(*p, (size_t)c * size);
    if (!q) return 0;
    *p = q; *cap = c;
    return 1;
}

static uint64_t hash(uint64_t k) { k ^= k >> 29; k *= 0x9E3779B97F4A7C15ull; return k ^ (k >> 32); }

static int64_t lookup(Run *r, uint64_t key) {
    if (!r->hkey) return -1;
    uint64_t i = hash(key) & r->hmask;
    while (r->hkey[i] != M64) {
        if (r->hkey[i] == key) return r->hval[i];
        i = (i + 1) & r->hmask;
    }
    return -1;
}

static int put(Run *r, uint64_t key, int64_t val) {
    if (!r->hkey || (r->hused + 1) * 2 > r->hmask + 1) {
        uint64_t n = r->hkey ? (r->hmask + 1) * 2 : 1024;
        uint64_t *k = malloc(n * sizeof *k);
        int64_t *v = malloc(n * sizeof *v);
        if (!k || !v) { free(k); free(v); return 0; }
        memset(k, 0xFF, n * sizeof *k);
        uint64_t *ok = r->hkey; int64_t *ov = r->hval; uint64_t on = r->hkey ? r->hmask + 1 : 0;
        r->hkey = k; r->hval = v; r->hmask = n - 1; r->hused = 0;
        for (uint64_t i = 0; i < on; i++)
            if (ok[i] != M64) put(r, ok[i], ov[i]);
        free(ok); free(ov);
    }
    uint64_t i = hash(key) & r->hmask;
    while (r->hkey[i] != M64 && r->hkey[i] != key) i = (i + 1) & r->hmask;
    if (r->hkey[i] == M64) r->hused++;
    r->hkey[i] = key; r->hval[i] = val;
    return 1;
}

/* A lowered block: its rows, their static indices and its fields; returns its index here, or
   -1 (no memory). */
int64_t pa_add_block(Run *r, uint64_t key, const Row *rows, const int32_t *sidx, int64_t n,
                     int64_t id, int64_t end, int64_t mode, int64_t b1, int64_t branch) {
    if (!grow((void **)&r->rows, &r->caprows, r->nrows + n, sizeof(Row))) return -1;
    if (!grow((void **)&r->sidx, &r->capsidx, r->nrows + n, sizeof(int32_t))) return -1;
    if (!grow((void **)&r->blocks, &r->capblocks, r->nblocks + 1, BLK_W * sizeof(int64_t)))
        return -1;
    memcpy(r->rows + r->nrows, rows, (size_t)n * sizeof(Row));
    memcpy(r->sidx + r->nrows, sidx, (size_t)n * sizeof(int32_t));
    int64_t *b = r->blocks + r->nblocks * BLK_W;
    b[B_ROW] = r->nrows; b[B_N] = n; b[B_ID] = id; b[B_END] = end; b[B_MODE] = mode;
    b[B_B1] = b1; b[B_BRANCH] = branch; b[B_FP] = 0;
    for (int64_t i = 0; i < n; i++)         /* a block that writes FP registers */
        if (rows[i].op == OP_XMPYU || (rows[i].op == OP_LD && (rows[i].fl & FL_FP))) b[B_FP] = 1;
    r->nrows += n;
    if (!put(r, key, r->nblocks)) return -1;
    return r->nblocks++;
}

/* The sizes of the structures Python mirrors (native.py checks them when it loads this). */
int64_t pa_layout(int64_t which) {
    return which == 0 ? (int64_t)sizeof(Run) : (int64_t)sizeof(Row);
}

void pa_free(Run *r) {
    free(r->rows); free(r->sidx); free(r->blocks); free(r->hkey); free(r->hval);
    r->rows = NULL; r->sidx = NULL; r->blocks = NULL; r->hkey = NULL; r->hval = NULL;
}

/* ------------------------------------------------------------------ conditions (semantics.py) */

/* a big-endian doubleword as read from memory, in host order */
static inline uint64_t from_be64(uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return v;
#else
    return __builtin_bswap64(v);
#endif
}

static inline uint64_t narrow(uint64_t v, int w) { return w == 64 ? v : v & W32; }
static inline int64_t sx(uint64_t v, int w) {
    return w == 64 ? (int64_t)v : (int64_t)(int32_t)(uint32_t)v;
}
static inline int overflows(i128 v, int w) {
    i128 s = (i128)1 << (w - 1);
    return !(-s <= v && v < s);
}

/* cmp_cond: a against b (a - b), less bw (a borrow, 0 or 1) */
static int cmp_cond(int c, int f, int w, uint64_t a, uint64_t b, int has_bw, int bw) {
    uint64_t A = narrow(a, w), B = narrow(b, w);
    int e = 0;
    if (has_bw) {
        i128 d = (i128)A - (i128)B - bw;
        i128 sd = (i128)sx(A, w) - (i128)sx(B, w) - bw;
        u128 wm = w == 64 ? (u128)M64 : (u128)W32;
        switch (c) {
        case 1: e = ((u128)d & wm) == 0; break;
        case 2: e = sd < 0; break;
        case 3: e = sd <= 0; break;
        case 4: e = d < 0; break;
        case 5: e = d <= 0; break;
        case 6: e = overflows(sd, w); break;
        case 7: e = ((a - b - (uint64_t)bw) & 1) == 1; break;
        }
    } else {
        switch (c) {
        case 1: e = A == B; break;
        case 2: e = sx(A, w) < sx(B, w); break;
        case 3: e = sx(A, w) <= sx(B, w); break;
        case 4: e = A < B; break;
        case 5: e = A <= B; break;
        case 6: e = overflows((i128)sx(A, w) - (i128)sx(B, w), w); break;
        case 7: e = ((a - b) & 1) == 1; break;
        }
    }
    return e ^ f;
}

/* add_cond on a + b + cin; shift_ov >= 0: shladd's "the shift lost significant bits" */
static int add_cond(int c, int f, int w, uint64_t a, uint64_t b, int cin, int shift_ov) {
    uint64_t A = narrow(a, w), B = narrow(b, w);
    u128 wm = w == 64 ? (u128)M64 : (u128)W32;
    u128 sum = (u128)A + B + (unsigned)cin;
    i128 ss = (i128)sx(A, w) + (i128)sx(B, w) + cin;
    uint64_t s = 1ull << (w - 1);
    uint64_t res = (uint64_t)(((u128)A + B) & wm);
    int e = 0;
    switch (c) {
    case 1: e = (sum & wm) == 0; break;
    case 2: e = shift_ov > 0 ? res < s : ss < 0; break;
    case 3: e = shift_ov > 0 ? (res < s || res == 0) : ss <= 0; break;
    case 4: e = sum <= wm; break;
    case 5: e = (sum & wm) == 0 || sum <= wm; break;
    case 6: e = shift_ov > 0 || overflows(ss, w); break;
    case 7: e = ((a + b + (uint64_t)cin) & 1) == 1; break;
    }
    return e ^ f;
}

static int zero_unit(uint64_t res, uint64_t ones, uint64_t sgns) {
    return ((res - ones) & ~res & sgns) != 0;
}

static int unit_cond(int c, int f, int w, uint64_t res, uint64_t cb) {
    uint64_t m = w == 64 ? M64 : W32;
    int e = 0;
    switch (c) {
    case 1: e = w == 64 ? zero_unit(res, 0x0000000100000001ull, 0x8000000080000000ull) : 0; break;
    case 2: e = zero_unit(res, 0x0101010101010101ull, 0x8080808080808080ull & m); break;
    case 3: e = zero_unit(res, 0x0001000100010001ull, 0x8000800080008000ull & m); break;
    case 4: e = (cb & (0x8888888888888888ull & m)) != 0; break;
    case 5: e = w == 64 ? (cb & 0x8000000080000000ull) != 0 : 0; break;
    case 6: e = (cb & (0x8080808080808080ull & m)) != 0; break;
    case 7: e = (cb & (0x8000800080008000ull & m)) != 0; break;
    }
    return e ^ f;
}

static int logic_cond(int c, int f, int w, uint64_t res) {
    uint64_t X = narrow(res, w), s = 1ull << (w - 1);
    int e = 0;
    switch (c) {
    case 1: e = X == 0; break;
    case 2: e = X >= s; break;
    case 3: e = X == 0 || X >= s; break;
    case 7: e = (res & 1) == 1; break;
    }
    return e ^ f;
}

static int shift_cond(int c, int w, uint64_t res) {
    static const int map[4] = {0, 1, 2, 7};
    return logic_cond(map[c & 3], c >> 2, w, res);
}

/* an fpw register: N < 32 the left (high) word of frN, N + 32 the right (low) one */
static inline uint64_t fp_word(const uint64_t *R, int n) {
    return n >= 32 ? R[FPR + n - 32] & W32 : R[FPR + n] >> 32;
}
static inline void set_fp_word(uint64_t *R, int n, uint64_t v) {
    if (n >= 32) R[FPR + n - 32] = (R[FPR + n - 32] & ~W32) | (v & W32);
    else R[FPR + n] = (R[FPR + n] & W32) | ((v & W32) << 32);
}

static inline uint64_t carries(uint64_t x, uint64_t y, unsigned cin) {
    u128 t = (u128)x + y + cin;
    return (uint64_t)((t ^ x ^ y) >> 1);
}


/* ------------------------------------------------------------------ the run loop */

static int run(Run *r);

int pa_run(Run *r) {
    return run(r);
}

/* the access log's columns and count live in locals during the run (a store to a register
   could otherwise alias them); every way out writes the count back */
#define ACCESS_LOCALS \
    int64_t na = r->naddrs, *ad = r->addrs, *ap = r->accpos; \
    int8_t *as = r->accsize; uint8_t *aw = r->accwrite;

static int run(Run *r) {
    ACCESS_LOCALS
    int ret;
    uint64_t *R = r->regs;
    uint8_t *mem = r->mem;
    uint64_t key = r->pc;
    for (;;) {
        if (r->has_stop && !r->skip_stop && key == r->stop_at) {
            if (--r->stop_left <= 0) { r->pc = key; { ret = RET_STOP; goto out; } }
        }
        r->skip_stop = 0;
        int64_t bi = lookup(r, key);
        if (bi < 0) { r->pc = key; { ret = RET_NEED; goto out; } }
        const int64_t *blk = r->blocks + bi * BLK_W;
        int64_t n = blk[B_N];
        if (r->nseq >= r->capseq || na + n > r->capaddrs || r->nnulls + n > r->capnulls ||
            (r->keep_index && r->nindex + n > r->capindex) ||
            (r->track_dirty && r->ndirty + n > r->capdirty)) {
            r->pc = key; r->need = n;           /* Python makes room and runs this key again */
            { ret = RET_FULL; goto out; }
        }
        r->seq[r->nseq++] = (int32_t)blk[B_ID];
        int64_t c0 = r->count;
        r->count += n;
        if (r->count > r->budget) { r->pc = key; { ret = RET_BUDGET; goto out; } }
        r->last_block = bi;
        const Row *row = r->rows + blk[B_ROW];
        if (r->keep_index) {        /* the block's static indices, as the trace lays them out */
            memcpy(r->index + r->nindex, r->sidx + blk[B_ROW], (size_t)n * sizeof(int32_t));
            r->nindex += n;
        }
        if (blk[B_FP]) memcpy(r->snap, R, sizeof r->snap);
        else {                      /* what the block can write */
            memcpy(r->snap, R, (SAR + 1) * sizeof *R);
            r->snap[CB] = R[CB]; r->snap[PSV] = R[PSV];
        }
        int nz = (int)(key & 1);
        uint64_t npc = 0;
        int64_t k;
        for (k = 0; k < n; k++, row++) {
            int op = (int)row->op;
            if (nz) {                       /* retires without effect */
                r->nulls[r->nnulls++] = c0 + k;
                nz = 0;
                if (op >= OP_CMPB) npc = (uint64_t)row->pc + 8;
                continue;
            }
            if (op < OP_LOGIC) {
                switch (op) {
                /* the common forms of the ops below, spelled out (lower.py picks them) */
                case OP_XOR: if (row->t) R[row->t] = R[row->a] ^ R[row->b]; continue;
                case OP_OR: if (row->t) R[row->t] = R[row->a] | R[row->b]; continue;
                case OP_AND: if (row->t) R[row->t] = R[row->a] & R[row->b]; continue;
                case OP_ANDCM: if (row->t) R[row->t] = R[row->a] & ~R[row->b]; continue;
                case OP_EXTRU:          /* extr,u at a fixed position, no condition: xv the mask */
                    if (row->t)
                        R[row->t] = (narrow(R[row->a], row->w) >> row->imm2) & (uint64_t)row->xv;
                    continue;
                case OP_LDX8: {         /* ldd (,s) x(b),t: indexed, not modifying */
                    uint64_t e = R[row->a] + (R[row->x] << row->c);
                    if (e & 7) { r->fault_kind = FLT_UNALIGNED; r->fault_ea = e; goto fault; }
                    ad[na] = (int64_t)e; ap[na] = c0 + k; as[na] = 8; aw[na++] = 0;
                    if (e >= r->memsize || r->memsize - e < 8) {
                        r->fault_kind = FLT_UNMAPPED; r->fault_ea = e; goto fault;
                    }
                    uint64_t v;
                    memcpy(&v, mem + e, 8);
                    if (row->t) R[row->t] = from_be64(v);
                    continue;
                }
                default: continue;          /* OP_NOP */
                }
            }
            int t = (int)row->t, c = (int)row->c, f = (int)row->f, w = (int)row->w;
            int64_t fl = row->fl;
            uint64_t a = R[row->a], b = R[row->b], x;
            switch (op) {
            case OP_LOGIC: {
                switch (row->imm) {
                case 0: x = a ^ b; break;
                case 1: x = a | b; break;
                case 2: x = a & b; break;
                default: x = a & ~b; break;
                }
                if (fl & FL_COND) nz = logic_cond(c, f, w, x);
                if (t) R[t] = x;
                break;
            }
            case OP_ADD: case OP_SUB: case OP_ADDI: case OP_SUBI: case OP_CMPCLR: case OP_SHLADD: {
                int sub = op == OP_SUB || op == OP_SUBI || op == OP_CMPCLR;
                int cin = 0, shift_ov = -1;
                if (fl & FL_CIN) cin = (int)((R[CB] >> (w == 64 ? 63 : 31)) & 1);
                if (fl & FL_IMM) { b = a; a = (uint64_t)row->imm; }     /* im11 against r */
                if (op == OP_SHLADD) {
                    int sa = (int)row->imm2;
                    i128 v = (i128)sx(narrow(a, w), w) * ((i128)1 << sa);
                    shift_ov = overflows(v, w);
                    a = a << sa;
                }
                uint64_t res;
                int cond = 0, over = 0;
                if (sub) {
                    int bw = (fl & FL_CIN) ? 1 - cin : 0;
                    if (fl & FL_TRAP) over = cmp_cond(6, 0, w, a, b, (fl & FL_CIN) != 0, bw);
                    if (fl & FL_COND) cond = cmp_cond(c, f, w, a, b, (fl & FL_CIN) != 0, bw);
                    res = op == OP_CMPCLR ? 0 : (fl & FL_CIN) ? a - b - 1 + (uint64_t)cin : a - b;
                } else {
                    if (fl & FL_TRAP) over = add_cond(6, 0, w, a, b, cin, shift_ov);
                    if (fl & FL_COND) cond = add_cond(c, f, w, a, b, cin, shift_ov);
                    res = a + b + (uint64_t)cin;
                }
                if (over) { r->fault_kind = FLT_TSV; goto fault; }
                if (fl & FL_TC) {
                    if (cond) { r->fault_kind = FLT_TC; goto fault; }
                    cond = 0;
                }
                if (fl & FL_CB) R[CB] = sub ? carries(a, ~b, (fl & FL_CIN) ? (unsigned)cin : 1u)
                                            : carries(a, b, (unsigned)cin);
                nz = cond;
                if (t) R[t] = res;
                break;
            }
            case OP_DS: {
                uint64_t psv = R[PSV];
                uint64_t aa = (a << 1) | ((R[CB] >> 31) & 1);
                uint64_t bb = psv ? b ^ M64 : b;
                u128 s = (u128)aa + bb + psv;
                uint64_t cb = (uint64_t)((s ^ aa ^ bb) >> 1);
                R[CB] = cb;
                R[PSV] = ((cb >> 31) ^ (b >> 31)) & 1;
                if (t) R[t] = (uint64_t)s;
                break;
            }
            case OP_UNIT: {         /* uaddcm: a + ~b; dcor: b -/+ the digit sixes (A unused) */
                uint64_t aa, bb, res, kk;
                if (row->imm == 0) { aa = a; bb = ~b; }
                else {
                    uint64_t cb = R[CB];
                    aa = b;
                    bb = ((((fl & FL_SUBU) ? ~cb : cb) >> 3) & 0x1111111111111111ull) * 6;
                }
                if (fl & FL_SUBU) {
                    uint64_t nb = ~bb;
                    res = aa + nb + 1;
                    kk = (aa & nb) | ((aa | nb) & ~res);
                } else {
                    res = aa + bb;
                    kk = (aa & bb) | ((aa | bb) & ~res);
                }
                int cond = (fl & FL_COND) ? unit_cond(c, f, w, res, kk) : 0;
                if (fl & FL_TC) {
                    if (cond) { r->fault_kind = FLT_TC; goto fault; }
                    cond = 0;
                }
                nz = cond;
                if (t) R[t] = res;
                break;
            }
            case OP_LDO:            /* ldo, ldil (A = r0), addil (t = r1), mfia */
                if (t) R[t] = a + (uint64_t)row->imm;
                break;
            case OP_MTSAR:
                R[SAR] = (row->imm ? ~a : a) & 63;
                break;
            case OP_BREAK:
                r->pc = (uint64_t)-1;
                goto halt;
            case OP_EXTR: {
                int len = (int)row->imm;
                uint64_t mask = len >= 64 ? M64 : (1ull << len) - 1;
                int s = (fl & FL_SAR) ? (w == 64 ? 63 - (int)R[SAR] : 31 - (int)(R[SAR] & 31))
                                      : (int)row->imm2;
                if (fl & FL_SE) {
                    uint64_t v = (uint64_t)(sx(narrow(a, w), w) >> s) & mask;
                    uint64_t sb = 1ull << (len - 1);
                    x = (v ^ sb) - sb;
                } else {
                    x = (narrow(a, w) >> s) & mask;
                }
                if (c) nz = shift_cond(c, w, x);
                if (t) R[t] = x;
                break;
            }
            case OP_DEP: {
                int len = (int)row->imm;
                uint64_t fm = len >= 64 ? M64 : (1ull << len) - 1;
                uint64_t val = ((fl & FL_IMM) ? (uint64_t)row->xv : a) & fm;
                int s = (fl & FL_SAR) ? (w == 64 ? 63 - (int)R[SAR] : 31 - (int)(R[SAR] & 31))
                                      : (int)row->imm2;
                x = val << s;
                if (fl & FL_NZ) x |= R[t] & ~(fm << s);
                if (c) nz = shift_cond(c, w, x);
                if (t) R[t] = x;
                break;
            }
            case OP_SHRP: {
                if (w == 64) {
                    int sa = (fl & FL_SAR) ? (int)R[SAR] : (int)row->imm2;
                    x = sa ? (b >> sa) | (a << (64 - sa)) : b;
                } else {
                    uint64_t cat = ((a & W32) << 32) | (b & W32);
                    if (!(fl & FL_SAR)) x = (cat >> row->imm2) & W32;
                    else if (fl & FL_SAME) x = (cat >> (R[SAR] & 31)) & W32;
                    else x = cat >> (R[SAR] & 31);
                }
                if (c) nz = shift_cond(c, w, x);
                if (t) R[t] = x;
                break;
            }
            case OP_LD: case OP_ST: {
                /* A = base, X = index register; IMM = displacement; IMM2: addressing mode
                   (0 b+d, 1 ma, 2 mb, 3 b+x, 4 ,m: e = b, base = b + x); C = index shift */
                uint64_t base = a, e, nb = 0;
                int mode = (int)row->imm2, width = w, upd = 0;
                uint64_t xv = R[row->x] << c;
                uint64_t v = op != OP_ST ? 0 : !(fl & FL_FP) ? R[row->b]
                             : width == 8 ? R[FPR + row->b] : fp_word(R, row->b);
                switch (mode) {
                case 0: e = base + (uint64_t)row->imm; break;
                case 1: e = base; nb = base + (uint64_t)row->imm; upd = 1; break;
                case 2: e = base + (uint64_t)row->imm; nb = e; upd = 1; break;
                case 3: e = base + xv; break;
                default: e = base; nb = base + xv; upd = 1; break;
                }
                if (width > 1 && (e & (uint64_t)(width - 1))) {
                    r->fault_kind = FLT_UNALIGNED; r->fault_ea = e; goto fault;
                }
                ad[na] = (int64_t)e; ap[na] = c0 + k; as[na] = (int8_t)width;
                aw[na++] = op == OP_ST;
                if (e >= r->memsize || r->memsize - e < (uint64_t)width) {
                    r->fault_kind = FLT_UNMAPPED; r->fault_ea = e; goto fault;
                }
                uint8_t *p = mem + e;
                if (op == OP_LD) {
                    switch (width) {
                    case 8: memcpy(&x, p, 8); x = from_be64(x); break;
                    case 4: x = ((uint64_t)p[0] << 24) | ((uint64_t)p[1] << 16) |
                                ((uint64_t)p[2] << 8) | p[3]; break;
                    case 2: x = ((uint64_t)p[0] << 8) | p[1]; break;
                    default: x = p[0]; break;
                    }
                    if (upd && row->a) R[row->a] = nb;
                    if (fl & FL_FP) {
                        if (width == 8) R[FPR + t] = x;
                        else set_fp_word(R, t, x);
                    } else if (t) R[t] = x;
                } else {
                    if ((e >> 6) >= r->nwr) {
                        r->fault_kind = FLT_UNMAPPED; r->fault_ea = e; goto fault;
                    }
                    if (!r->wr[e >> 6]) {
                        r->fault_kind = FLT_READONLY; r->fault_ea = e; goto fault;
                    }
                    for (int i = width - 1; i >= 0; i--) { p[i] = (uint8_t)v; v >>= 8; }
                    if (r->track_dirty) r->dirty[r->ndirty++] = (int64_t)(e >> 3);
                    if (upd && row->a) R[row->a] = nb;
                }
                break;
            }
            case OP_XMPYU:          /* the 64-bit product of two fpw words into frt */
                R[FPR + t] = fp_word(R, row->a) * fp_word(R, row->b);
                break;
            /* branches: npc, nz from ,n (N: 1 nullify when taken, 2 when not taken, 3 always) */
            case OP_CMPB: case OP_ADDB: case OP_MOVB: case OP_BB: {
                int taken = 0;
                uint64_t pc = (uint64_t)row->pc;
                if (op == OP_CMPB) {
                    if (fl & FL_IMM) { b = a; a = (uint64_t)row->imm; }
                    taken = (fl & FL_COND) ? cmp_cond(c, f, w, a, b, 0, 0) : 0;
                } else if (op == OP_ADDB) {
                    uint64_t i = (fl & FL_IMM) ? (uint64_t)row->imm : b;
                    taken = (fl & FL_COND) ? add_cond(c, f, w, a, i, 0, -1) : 0;
                    if (t) R[t] = a + i;
                } else if (op == OP_MOVB) {
                    x = (fl & FL_IMM) ? (uint64_t)row->imm : a;
                    if (t) R[t] = x;
                    taken = c ? shift_cond(c, 32, x) : 0;
                } else {
                    int P = (fl & FL_SAR) ? (w == 64 ? (int)R[SAR] : 32 + (int)(R[SAR] & 31))
                                          : (int)row->imm2;
                    taken = (int)((a >> (63 - P)) & 1) == 1 - c;
                }
                npc = taken ? (uint64_t)row->xv : pc + 8;
                int nn = (int)row->n;
                nz = nn == 1 ? taken : nn == 2 ? !taken : 0;
                break;
            }
            case OP_BL:
                if (t) R[t] = (uint64_t)row->pc + 8;
                npc = (uint64_t)row->xv;
                nz = row->n != 0;
                break;
            case OP_BV:
                npc = (a + (R[row->x] << 3)) & ~3ull;
                nz = row->n != 0;
                break;
            case OP_BVE:
                npc = a & ~3ull;
                if (fl & FL_LINK) R[2] = (uint64_t)row->pc + 8;
                nz = row->n != 0;
                break;
            }
        }
        {
            int64_t mode = blk[B_MODE];
            if (mode == MODE_PLAIN) {
                key = (blk[B_BRANCH] ? npc : (uint64_t)blk[B_END]) | (uint64_t)nz;
            } else {
                uint64_t b1 = (uint64_t)blk[B_B1];
                if (!nz && npc == b1 + 8) key = b1 + 4;
                else if (mode == MODE_SLOT_BRANCH) {
                    if (npc == b1 + 8) key = b1 + 5;
                    else { r->pc = npc | (uint64_t)nz; { ret = RET_OFF; goto out; } }
                } else {
                    if (!nz) { r->pc = npc; { ret = RET_OFF; goto out; } }
                    key = npc;
                }
            }
        }
        if (key >= r->memsize) { r->pc = key; { ret = RET_NEED; goto out; } }
        continue;
    halt:
        { ret = RET_HALT; goto out; }
    fault:
        if (r->blocks[bi * BLK_W + B_FP]) memcpy(R, r->snap, sizeof r->snap);
        else {                      /* as the Python block: nothing committed */
            memcpy(R, r->snap, (SAR + 1) * sizeof *R);
            R[CB] = r->snap[CB]; R[PSV] = r->snap[PSV];
        }
        r->fault_block = bi; r->fault_k = k;
        { ret = RET_FAULT; goto out; }
    }
out:
    r->naddrs = na;
    return ret;
}
