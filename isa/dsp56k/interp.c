/* The DSP56000 run loop in C (isa/dsp56k/native_run.py loads it, isa/dsp56k/machine.py drives it).

   Each native block is the register code isa/dsp56k/lower.py makes from the block's own Python
   source: every value a signed 64-bit slot of V (the machine's registers, then temporaries,
   then constants).  The loop runs native blocks back to back, as Machine.run does in Python
   (the block for pc, SR scaling mode and linear-modifier mask; the pipeline refusal; the
   instruction budget; the stop address; a REP's repeated instruction), and returns to Python
   before any step it cannot finish: a pc without a native block, a pipeline refusal, the budget
   or the stop reached (Python repeats that step and raises or stops itself), or a fault inside a
   block (the code and the code word where it happened; Python writes the message). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { END, MOV, ADD, SUB, MUL, AND, OR, XOR, SHL, SHR, NEG, INV, NOT, ABS, LT, LE, EQ, NE, GT,
       GE, JMP, JZ, JNZ, LDX, LDY, LDP, STX, STY, PW, LOG1, LOG2, AGU, PUSH, POP, TOP, SETTOP1,
       SETSP, LEN, FAULT, LOOP, BOOL, INRANGE, ITEM, INC, SX24, MACS, JIN, ADDAND, SHRAND,
       NOPS };

/* return reasons */
enum { R_DONE = 0, R_TOP = 1, R_REP = 2, R_FAULT = 3, R_STOP = 4, R_NOMEM = 5 };
/* faults (Python words the messages: native_run.FAULTS) */
enum { F_OVERFLOW = 1, F_UNDERFLOW, F_EMPTY, F_SETSP, F_MODIFIER, F_SELFMOD, F_FAULT, F_INT64,
       F_INDEX_LOAD, F_INDEX_STORE };

#define WORDS 65536
#define REG_MR 30
#define REG_M0 22
#define REG_REP 41
#define SLOT_N 42       /* a REP block's pass count */
#define SLOT_I 43       /* the running instruction's position in its block */

typedef struct {
    int64_t *V, *X, *Y, *P;
    uint8_t *decoded;              /* P addresses holding decoded code */
    int64_t *ss;                   /* 16 x 2 */
    int64_t sp;
    const int32_t *code;
    const int32_t *b_off, *b_n, *b_wm;   /* per block: code offset (-1 not native), count, writes Mn */
    const int64_t *b_head, *b_tail;
    const int32_t *tkey, *tblk, *rkey, *rblk;   /* per pc: key and block of the main / REP table */
    int64_t pc, count, budget, prev_tail, lin, stop_at, stop_left, last_blk;
    int64_t *seq;
    int64_t seq_n, seq_cap;
    int64_t *addrs, *ainsn;         /* the access log: address, retired-instruction index, */
    int8_t *aspace, *awrite;        /* space (0 p, 1 x, 2 y), write */
    int64_t addr_n, addr_cap;
    int64_t ibase;                  /* instructions retired before the running block */
    int64_t rep_entry;              /* start with the REP part (the main block has run) */
    int64_t fault, fault_arg, fault_word, fault_blk;
} State;

static int grow_seq(State *s, int64_t need) {
    if (s->seq_n + need <= s->seq_cap) return 1;
    int64_t cap = s->seq_cap ? s->seq_cap : 1 << 16;
    while (cap < s->seq_n + need) cap *= 2;
    int64_t *p = realloc(s->seq, cap * sizeof(int64_t));
    if (!p) return 0;
    s->seq = p;
    s->seq_cap = cap;
    return 1;
}

static int grow_addrs(State *s, int64_t need) {
    if (s->addr_n + need <= s->addr_cap) return 1;
    int64_t cap = s->addr_cap ? s->addr_cap : 1 << 16;
    while (cap < s->addr_n + need) cap *= 2;
    int64_t *p = realloc(s->addrs, cap * sizeof(int64_t));
    if (!p) return 0;
    s->addrs = p;
    p = realloc(s->ainsn, cap * sizeof(int64_t));
    if (!p) return 0;
    s->ainsn = p;
    int8_t *q = realloc(s->aspace, cap);
    if (!q) return 0;
    s->aspace = q;
    q = realloc(s->awrite, cap);
    if (!q) return 0;
    s->awrite = q;
    s->addr_cap = cap;
    return 1;
}

int dsp_push_seq(State *s, const int64_t *ids, int64_t n) {
    if (!grow_seq(s, n)) return 0;
    memcpy(s->seq + s->seq_n, ids, n * sizeof(int64_t));
    s->seq_n += n;
    return 1;
}

int dsp_push_addrs(State *s, const int64_t *a, const int64_t *insn, const int8_t *space,
                   const int8_t *write, int64_t n) {
    if (!grow_addrs(s, n)) return 0;
    memcpy(s->addrs + s->addr_n, a, n * sizeof(int64_t));
    memcpy(s->ainsn + s->addr_n, insn, n * sizeof(int64_t));
    memcpy(s->aspace + s->addr_n, space, n);
    memcpy(s->awrite + s->addr_n, write, n);
    s->addr_n += n;
    return 1;
}

void dsp_free(State *s) {
    free(s->seq);
    free(s->addrs);
    free(s->ainsn);
    free(s->aspace);
    free(s->awrite);
    s->seq = NULL;
    s->addrs = s->ainsn = NULL;
    s->aspace = s->awrite = NULL;
    s->seq_n = s->seq_cap = s->addr_n = s->addr_cap = 0;
}

int64_t dsp_state_size(void) { return sizeof(State); }

/* a buffer handed to Python (numpy arrays over it) is freed here when they are all gone */
void dsp_release(void *p) { free(p); }

static int64_t rev16(int64_t x) {
    uint32_t v = (uint32_t)(x & 0xFFFF), r = 0;
    for (int i = 0; i < 16; i++) { r = (r << 1) | (v & 1); v >>= 1; }
    return r;
}

/* isa/dsp56k/regs.py agu(): Rn + d under modifier Mn; -1 with *fault set on a reserved Mn */
static int64_t agu(int64_t r, int64_t d, int64_t m, int *fault) {
    if (m == 0xFFFF) return (r + d) & 0xFFFF;
    d = ((d + 0x8000) & 0xFFFF) - 0x8000;
    if (m == 0) {
        int64_t v = d >= 0 ? rev16(r) + rev16(d) : rev16(r) - rev16(-d);
        return rev16(v) & 0xFFFF;
    }
    if (m > 0x7FFF || m < 0) { *fault = 1; return 0; }
    int64_t mod = m + 1;
    if ((d < 0 ? -d : d) >= mod) return (r + d) & 0xFFFF;
    int bits = 0;
    for (int64_t t = m; t; t >>= 1) bits++;
    int64_t size = (int64_t)1 << bits;
    int64_t base = r & ~(size - 1) & 0xFFFF;
    int64_t off = r - base + d;
    if (off >= mod) off -= mod;
    else if (off < 0) off += mod;
    return (base + off) & 0xFFFF;
}

/* a memory index as Python's sequence indexing takes it: -65536..-1 count from the end */
#define INDEX(a, onfail) do { if ((uint64_t)(a) >= WORDS) { if ((a) < 0 && (a) >= -WORDS) (a) += WORDS; \
                                 else { onfail; } } } while (0)

/* Run one block's code; returns the next pc, or sets s->fault (and fault_word) and returns 0. */
static int64_t exec_block(State *s, const int32_t *code) {
    int64_t *V = s->V;
    const int32_t *ip = code;
    int64_t a, r;
    int f = 0;
#define W(k) ip[k]
#define VS(k) V[ip[k]]
#define FAIL(code_, arg_) do { s->fault = (code_); s->fault_arg = (arg_); goto fail; } while (0)
    static void *labels[NOPS] = {
        [END] = &&L_END, [MOV] = &&L_MOV, [ADD] = &&L_ADD, [SUB] = &&L_SUB, [MUL] = &&L_MUL,
        [AND] = &&L_AND, [OR] = &&L_OR, [XOR] = &&L_XOR, [SHL] = &&L_SHL, [SHR] = &&L_SHR,
        [NEG] = &&L_NEG, [INV] = &&L_INV, [NOT] = &&L_NOT, [ABS] = &&L_ABS, [LT] = &&L_LT,
        [LE] = &&L_LE, [EQ] = &&L_EQ, [NE] = &&L_NE, [GT] = &&L_GT, [GE] = &&L_GE,
        [JMP] = &&L_JMP, [JZ] = &&L_JZ, [JNZ] = &&L_JNZ, [LDX] = &&L_LDX, [LDY] = &&L_LDY,
        [LDP] = &&L_LDP, [STX] = &&L_STX, [STY] = &&L_STY, [PW] = &&L_PW, [LOG1] = &&L_LOG1,
        [LOG2] = &&L_LOG2, [AGU] = &&L_AGU, [PUSH] = &&L_PUSH, [POP] = &&L_POP, [TOP] = &&L_TOP,
        [SETTOP1] = &&L_SETTOP1, [SETSP] = &&L_SETSP, [LEN] = &&L_LEN, [FAULT] = &&L_FAULT,
        [LOOP] = &&L_LOOP, [BOOL] = &&L_BOOL, [INRANGE] = &&L_INRANGE, [ITEM] = &&L_ITEM,
        [INC] = &&L_INC, [SX24] = &&L_SX24, [MACS] = &&L_MACS, [JIN] = &&L_JIN,
        [ADDAND] = &&L_ADDAND, [SHRAND] = &&L_SHRAND};
#define NEXT(n) do { ip += (n); goto *labels[*ip]; } while (0)
    goto *labels[*ip];
L_END: return VS(1);
L_MOV: VS(1) = VS(2); NEXT(3);
L_ADD: if (__builtin_add_overflow(VS(2), VS(3), &r)) FAIL(F_INT64, 0); VS(1) = r; NEXT(4);
L_SUB: if (__builtin_sub_overflow(VS(2), VS(3), &r)) FAIL(F_INT64, 0); VS(1) = r; NEXT(4);
L_MUL: if (__builtin_mul_overflow(VS(2), VS(3), &r)) FAIL(F_INT64, 0); VS(1) = r; NEXT(4);
L_AND: VS(1) = VS(2) & VS(3); NEXT(4);
L_OR: VS(1) = VS(2) | VS(3); NEXT(4);
L_XOR: VS(1) = VS(2) ^ VS(3); NEXT(4);
L_SHL:
    a = VS(2);
    r = (int64_t)((uint64_t)a << W(3));
    if ((r >> W(3)) != a) FAIL(F_INT64, 0);
    VS(1) = r; NEXT(4);
L_SHR: VS(1) = VS(2) >> W(3); NEXT(4);
L_NEG: if (VS(2) == INT64_MIN) FAIL(F_INT64, 0); VS(1) = -VS(2); NEXT(3);
L_INV: VS(1) = ~VS(2); NEXT(3);
L_NOT: VS(1) = VS(2) == 0; NEXT(3);
L_ABS: a = VS(2); if (a == INT64_MIN) FAIL(F_INT64, 0); VS(1) = a < 0 ? -a : a; NEXT(3);
L_LT: VS(1) = VS(2) < VS(3); NEXT(4);
L_LE: VS(1) = VS(2) <= VS(3); NEXT(4);
L_EQ: VS(1) = VS(2) == VS(3); NEXT(4);
L_NE: VS(1) = VS(2) != VS(3); NEXT(4);
L_GT: VS(1) = VS(2) > VS(3); NEXT(4);
L_GE: VS(1) = VS(2) >= VS(3); NEXT(4);
L_INRANGE: a = VS(2); VS(1) = VS(3) <= a && a < VS(4); NEXT(5);
L_BOOL: VS(1) = VS(2) != 0; NEXT(3);
L_JMP: ip = code + W(1); goto *labels[*ip];
L_JZ: if (!VS(1)) { ip = code + W(2); goto *labels[*ip]; } NEXT(3);
L_JNZ: if (VS(1)) { ip = code + W(2); goto *labels[*ip]; } NEXT(3);
L_LOOP:
    if (VS(1) <= 0) { ip = code + W(2); goto *labels[*ip]; }
    VS(1) -= 1; NEXT(3);
L_LDX: a = VS(2); INDEX(a, FAIL(F_INDEX_LOAD, 0)); VS(1) = s->X[a]; NEXT(3);
L_LDY: a = VS(2); INDEX(a, FAIL(F_INDEX_LOAD, 0)); VS(1) = s->Y[a]; NEXT(3);
L_LDP: a = VS(2); INDEX(a, FAIL(F_INDEX_LOAD, 0)); VS(1) = s->P[a]; NEXT(3);
L_STX: a = VS(1); INDEX(a, FAIL(F_INDEX_STORE, 0)); s->X[a] = VS(2); NEXT(3);
L_STY: a = VS(1); INDEX(a, FAIL(F_INDEX_STORE, 0)); s->Y[a] = VS(2); NEXT(3);
L_PW:
    a = VS(1);
    if (a >= 0 && a < WORDS && s->decoded[a]) FAIL(F_SELFMOD, a);
    INDEX(a, FAIL(F_INDEX_STORE, 0));
    s->P[a] = VS(2); NEXT(3);
L_LOG1:      /* address, its (space | write << 2) code, the instruction's position in the block
                (plus the pass of a repeated one) */
    if (s->addr_n + 1 > s->addr_cap && !grow_addrs(s, 1)) FAIL(-1, 0);
    a = s->addr_n;
    s->addrs[a] = VS(1); s->ainsn[a] = s->ibase + W(3) + V[SLOT_I];
    s->aspace[a] = W(2) & 3; s->awrite[a] = W(2) >> 2;
    s->addr_n = a + 1; NEXT(4);
L_LOG2:      /* two addresses, two codes, the position */
    if (s->addr_n + 2 > s->addr_cap && !grow_addrs(s, 2)) FAIL(-1, 0);
    a = s->addr_n;
    s->addrs[a] = VS(1); s->addrs[a + 1] = VS(2);
    s->ainsn[a] = s->ainsn[a + 1] = s->ibase + W(5) + V[SLOT_I];
    s->aspace[a] = W(3) & 3; s->awrite[a] = W(3) >> 2;
    s->aspace[a + 1] = W(4) & 3; s->awrite[a + 1] = W(4) >> 2;
    s->addr_n = a + 2; NEXT(6);
L_ITEM: V[SLOT_I] = W(1); NEXT(2);
L_SX24:      /* (x ^ $800000) - $800000, as written (x's low 24 bits signed, for a 24-bit x) */
    if (__builtin_sub_overflow(VS(2) ^ 8388608, (int64_t)8388608, &r)) FAIL(F_INT64, 0);
    VS(1) = r; NEXT(3);
L_MACS: {    /* d = a + sign * (sx24(x) * sx24(y) << 1) */
    int64_t px, py, pr;
    if (__builtin_sub_overflow(VS(3) ^ 8388608, (int64_t)8388608, &px) ||
        __builtin_sub_overflow(VS(4) ^ 8388608, (int64_t)8388608, &py) ||
        __builtin_mul_overflow(px, py, &pr) || ((int64_t)((uint64_t)pr << 1) >> 1) != pr)
        FAIL(F_INT64, 0);
    pr = (int64_t)((uint64_t)pr << 1);
    if (W(5) > 0 ? __builtin_add_overflow(VS(2), pr, &r) : __builtin_sub_overflow(VS(2), pr, &r))
        FAIL(F_INT64, 0);
    VS(1) = r; NEXT(6);
}
L_ADDAND:    /* d = (a + b) & m */
    if (__builtin_add_overflow(VS(2), VS(3), &r)) FAIL(F_INT64, 0);
    VS(1) = r & VS(4); NEXT(5);
L_SHRAND:    /* d = (a >> k) & m */
    VS(1) = (VS(2) >> W(3)) & VS(4); NEXT(5);
L_JIN:       /* jump when lo <= m < hi */
    a = VS(1);
    if (VS(2) <= a && a < VS(3)) { ip = code + W(4); goto *labels[*ip]; }
    NEXT(5);
L_INC: V[SLOT_I] += 1; NEXT(1);
L_AGU:
    r = agu(VS(2), VS(3), VS(4), &f);
    if (f) FAIL(F_MODIFIER, VS(4));
    VS(1) = r; NEXT(5);
L_PUSH:
    if (s->sp >= 15) FAIL(F_OVERFLOW, 0);
    s->ss[2 * s->sp] = VS(1) & 0xFFFF; s->ss[2 * s->sp + 1] = VS(2) & 0xFFFF; s->sp++; NEXT(3);
L_POP:
    if (s->sp <= 0) FAIL(F_UNDERFLOW, 0);
    s->sp--; V[W(1)] = s->ss[2 * s->sp]; V[W(1) + 1] = s->ss[2 * s->sp + 1]; NEXT(2);
L_TOP:
    if (s->sp <= 0) FAIL(F_EMPTY, 0);
    V[W(1)] = s->ss[2 * s->sp - 2]; V[W(1) + 1] = s->ss[2 * s->sp - 1]; NEXT(2);
L_SETTOP1:
    if (s->sp <= 0) FAIL(F_EMPTY, 0);
    s->ss[2 * s->sp - 1] = VS(1); NEXT(2);
L_SETSP:
    a = VS(1) & 0x3F;
    if (a > 15) FAIL(F_SETSP, a);
    while (s->sp < a) { s->ss[2 * s->sp] = 0; s->ss[2 * s->sp + 1] = 0; s->sp++; }
    s->sp = a; NEXT(2);
L_LEN: VS(1) = s->sp; NEXT(2);
L_FAULT: FAIL(F_FAULT, W(1));
fail:
    s->fault_word = ip - code;
    return 0;
#undef W
#undef VS
#undef FAIL
#undef NEXT
}

static int64_t linear(const int64_t *V) {
    int64_t lin = 0;
    for (int k = 0; k < 8; k++) lin |= (int64_t)(V[REG_M0 + k] == 0xFFFF) << k;
    return lin;
}

/* Run from s->pc until Python must take a step (see the file's comment); returns the reason. */
int dsp_run(State *s) {
    int64_t *V = s->V;
    int64_t pc = s->pc;
    int r = R_DONE;
    int32_t b;
    int64_t key;
    if (s->rep_entry) { s->rep_entry = 0; goto rep_part; }
    for (;;) {
        if (pc < 0) { r = R_DONE; break; }
        if (pc >= WORDS) { r = R_TOP; break; }
        key = pc | (V[REG_MR] & 12) << 14 | s->lin << 18;
        if (s->tkey[pc] != key) { r = R_TOP; break; }
        b = s->tblk[pc];
        if (s->b_off[b] < 0 || (s->prev_tail & s->b_head[b]) || s->count + s->b_n[b] > s->budget) {
            r = R_TOP; break;
        }
        if (pc == s->stop_at) {
            if (s->stop_left <= 1) { r = R_TOP; break; }
            s->stop_left--;
        }
        if (s->seq_n + 1 > s->seq_cap && !grow_seq(s, 1)) { r = R_NOMEM; break; }
        s->seq[s->seq_n++] = b;
        s->last_blk = b;
        s->ibase = s->count;
        s->count += s->b_n[b];
        V[SLOT_I] = 0;
        s->fault = 0;
        pc = exec_block(s, s->code + s->b_off[b]);
        if (s->fault) { s->fault_blk = b; r = s->fault < 0 ? R_NOMEM : R_FAULT; break; }
        s->prev_tail = s->b_tail[b];
        if (s->b_wm[b]) s->lin = linear(V);
    rep_part:
        if (V[REG_REP]) {
            int64_t n = V[REG_REP];
            if (pc < 0 || pc >= WORDS) { r = R_REP; break; }
            key = pc | (V[REG_MR] & 12) << 14 | s->lin << 18;
            if (s->rkey[pc] != key) { r = R_REP; break; }
            b = s->rblk[pc];
            if (s->b_off[b] < 0 || (s->prev_tail & s->b_head[b]) || s->count + n > s->budget) {
                r = R_REP; break;
            }
            if (!grow_seq(s, n)) { r = R_REP; break; }
            V[REG_REP] = 0;
            s->ibase = s->count;
            s->count += n;
            V[SLOT_I] = 0;
            for (int64_t k = 0; k < n; k++) s->seq[s->seq_n + k] = b;
            s->seq_n += n;
            s->last_blk = b;
            V[SLOT_N] = n;
            pc = exec_block(s, s->code + s->b_off[b]);
            if (s->fault) { s->fault_blk = b; r = s->fault < 0 ? R_NOMEM : R_FAULT; break; }
            s->prev_tail = s->b_tail[b];
            if (s->b_wm[b]) s->lin = linear(V);
        }
    }
    s->pc = pc;
    return r;
}
