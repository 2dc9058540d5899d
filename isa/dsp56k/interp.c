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

/* The operations: name and size in code words (the opcode and its operands). */
#define BASE_OPS(X) X(END, 2) X(MOV, 3) X(ADD, 4) X(SUB, 4) X(MUL, 4) X(AND, 4) X(OR, 4) \
    X(XOR, 4) X(SHL, 4) X(SHR, 4) X(NEG, 3) X(INV, 3) X(NOT, 3) X(ABS, 3) X(LT, 4) X(LE, 4) \
    X(EQ, 4) X(NE, 4) X(GT, 4) X(GE, 4) X(JMP, 2) X(JZ, 3) X(JNZ, 3) X(LDX, 3) X(LDY, 3) \
    X(LDP, 3) X(STX, 3) X(STY, 3) X(PW, 3) X(LOG1, 4) X(LOG2, 6) X(AGU, 5) X(PUSH, 3) \
    X(POP, 2) X(TOP, 2) X(SETTOP1, 2) X(SETSP, 2) X(LEN, 2) X(FAULT, 2) X(LOOP, 3) X(BOOL, 3) \
    X(INRANGE, 5) X(ITEM, 2) X(INC, 1) X(SX24, 3) X(MACS, 6) X(JIN, 5) X(ADDAND, 5) \
    X(SHRAND, 5) X(INCLOOP, 3)

/* Fused operations (lower.py's peephole writes them): each runs the operations its name lists,
   one after the other, exactly as they would run unfused, over the same code words (only the
   first operation's opcode word is replaced, so the code's length, its jump targets and the
   source line of each word stay; a fault in the k-th operation is placed at that operation's
   own opcode word). "_" pads a list. */
#define FUSED_OPS(X) \
    X(MACS_LDX_LDY_LOG2_ADDAND_ADDAND, MACS, LDX, LDY, LOG2, ADDAND, ADDAND) \
    X(LDX_LDY_LOG2_ADDAND_ADDAND, LDX, LDY, LOG2, ADDAND, ADDAND, _) \
    X(MOV_LDX_LDY_LOG2, MOV, LDX, LDY, LOG2, _, _) \
    X(LDX_LDY_LOG2_ADDAND, LDX, LDY, LOG2, ADDAND, _, _) \
    X(LDX_LDY_LOG2, LDX, LDY, LOG2, _, _, _) \
    X(SHL_OR_XOR_SUB_ADD_JIN, SHL, OR, XOR, SUB, ADD, JIN) \
    X(LDX_LOG1_SX24_SHL_MACS_JIN, LDX, LOG1, SX24, SHL, MACS, JIN) \
    X(LDX_LOG1_SX24_SHL, LDX, LOG1, SX24, SHL, _, _) \
    X(SHRAND_XOR_AND_SHL_OR, SHRAND, XOR, AND, SHL, OR, _) \
    X(LDX_LOG1, LDX, LOG1, _, _, _, _) \
    X(STX_LOG1, STX, LOG1, _, _, _, _) \
    X(STY_LOG1, STY, LOG1, _, _, _, _) \
    X(MACS_JIN, MACS, JIN, _, _, _, _) \
    X(SHRAND_AND, SHRAND, AND, _, _, _, _) \
    X(SX24_SHL, SX24, SHL, _, _, _, _) \
    X(LT_JZ, LT, JZ, _, _, _, _) \
    X(MOV_MOV, MOV, MOV, _, _, _, _)

#define ENUM_BASE(n, z) n,
#define ENUM_FUSED(n, a, b, c, d, e, f) n,
enum { BASE_OPS(ENUM_BASE) FUSED_OPS(ENUM_FUSED) NOPS };
#define SIZE_BASE(n, z) Z_##n = z,
enum { BASE_OPS(SIZE_BASE) Z__ = 0 };
#define SIZE_FUSED(n, a, b, c, d, e, f) Z_##n = Z_##a + Z_##b + Z_##c + Z_##d + Z_##e + Z_##f,
enum { FUSED_OPS(SIZE_FUSED) Z_END_OF_FUSED };

/* "NAME:size ..." of every operation in opcode order: native.py checks it against lower.py's */
#define STR_(x) #x
#define STR(x) STR_(x)
#define NAME_BASE(n, z) #n ":" #z " "
#define NAME_FUSED(n, a, b, c, d, e, f) #n " "
static const char OP_NAMES[] = BASE_OPS(NAME_BASE) FUSED_OPS(NAME_FUSED);
const char *dsp_op_names(void) { return OP_NAMES; }

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

/* The sizes of the block sequence and access log the last run of this process made (noted as a
   run leaves C and as Python adds its own steps): a run's buffers start at those sizes, so a run
   like the last one grows neither. Growing copies a buffer, and fresh memory for tens of
   megabytes costs a page fault per page on every run, where memory the allocator has just had
   back from the previous run's trace costs neither (des-davio-dsp-cbc at 2000 blocks logs 1.3 M
   accesses, 23 MB). Only sizes: read and written relaxed, any value is correct. */
static int64_t seq_hint, addr_hint;

static int64_t first_cap(int64_t *hint) {
    int64_t h = __atomic_load_n(hint, __ATOMIC_RELAXED);
    return h > (1 << 16) ? h : 1 << 16;
}

static void note_sizes(const State *s) {      /* (a buffer not yet made has not read its hint) */
    if (s->seq_cap) __atomic_store_n(&seq_hint, s->seq_n, __ATOMIC_RELAXED);
    if (s->addr_cap) __atomic_store_n(&addr_hint, s->addr_n, __ATOMIC_RELAXED);
}

static int grow_seq(State *s, int64_t need) {
    if (s->seq_n + need <= s->seq_cap) return 1;
    int64_t cap = s->seq_cap ? s->seq_cap : first_cap(&seq_hint);
    while (cap < s->seq_n + need) cap *= 2;
    int64_t *p = realloc(s->seq, cap * sizeof(int64_t));
    if (!p) return 0;
    s->seq = p;
    s->seq_cap = cap;
    return 1;
}

static int grow_addrs(State *s, int64_t need) {
    if (s->addr_n + need <= s->addr_cap) return 1;
    int64_t cap = s->addr_cap ? s->addr_cap : first_cap(&addr_hint);
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
    note_sizes(s);
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
    note_sizes(s);
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

/* a buffer cut to the bytes it holds before Python takes it, where they are under half its
   capacity (a run after a larger one; a buffer as large as the next run needs is left whole,
   for the allocator to hand out again); the same pointer where the allocator cannot cut it */
void *dsp_fit(void *p, int64_t used, int64_t capacity) {
    void *q = used > 0 && used < capacity / 2 ? realloc(p, used) : NULL;
    return q ? q : p;
}

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

/* One operation's work, on the operation whose opcode word is at ip + o (B_op(o)); a fault is
   placed at that word, a jump leaves through JUMP. */
#define W(k) ip[k]
#define VS(k) V[ip[k]]
#define FAIL(code_, arg_) do { s->fault = (code_); s->fault_arg = (arg_); goto fail; } while (0)
#define FAILO(o, code_, arg_) do { ip += (o); FAIL(code_, arg_); } while (0)
#define JUMP(t) do { ip = code + (t); goto *labels[*ip]; } while (0)
#define CHECKED(o, builtin, x, y) do { if (builtin((x), (y), &r)) FAILO(o, F_INT64, 0); \
                                       VS((o) + 1) = r; } while (0)
#define B__(o) do { } while (0)
#define B_END(o) do { s->addr_n = an; return VS((o) + 1); } while (0)
#define B_MOV(o) do { VS((o) + 1) = VS((o) + 2); } while (0)
#define B_ADD(o) CHECKED(o, __builtin_add_overflow, VS((o) + 2), VS((o) + 3))
#define B_SUB(o) CHECKED(o, __builtin_sub_overflow, VS((o) + 2), VS((o) + 3))
#define B_MUL(o) CHECKED(o, __builtin_mul_overflow, VS((o) + 2), VS((o) + 3))
#define B_AND(o) do { VS((o) + 1) = VS((o) + 2) & VS((o) + 3); } while (0)
#define B_OR(o) do { VS((o) + 1) = VS((o) + 2) | VS((o) + 3); } while (0)
#define B_XOR(o) do { VS((o) + 1) = VS((o) + 2) ^ VS((o) + 3); } while (0)
#define B_SHL(o) do { a = VS((o) + 2); r = (int64_t)((uint64_t)a << W((o) + 3)); \
                      if ((r >> W((o) + 3)) != a) FAILO(o, F_INT64, 0); \
                      VS((o) + 1) = r; } while (0)
#define B_SHR(o) do { VS((o) + 1) = VS((o) + 2) >> W((o) + 3); } while (0)
#define B_NEG(o) do { if (VS((o) + 2) == INT64_MIN) FAILO(o, F_INT64, 0); \
                      VS((o) + 1) = -VS((o) + 2); } while (0)
#define B_INV(o) do { VS((o) + 1) = ~VS((o) + 2); } while (0)
#define B_NOT(o) do { VS((o) + 1) = VS((o) + 2) == 0; } while (0)
#define B_ABS(o) do { a = VS((o) + 2); if (a == INT64_MIN) FAILO(o, F_INT64, 0); \
                      VS((o) + 1) = a < 0 ? -a : a; } while (0)
#define B_LT(o) do { VS((o) + 1) = VS((o) + 2) < VS((o) + 3); } while (0)
#define B_LE(o) do { VS((o) + 1) = VS((o) + 2) <= VS((o) + 3); } while (0)
#define B_EQ(o) do { VS((o) + 1) = VS((o) + 2) == VS((o) + 3); } while (0)
#define B_NE(o) do { VS((o) + 1) = VS((o) + 2) != VS((o) + 3); } while (0)
#define B_GT(o) do { VS((o) + 1) = VS((o) + 2) > VS((o) + 3); } while (0)
#define B_GE(o) do { VS((o) + 1) = VS((o) + 2) >= VS((o) + 3); } while (0)
#define B_INRANGE(o) do { a = VS((o) + 2); VS((o) + 1) = VS((o) + 3) <= a && a < VS((o) + 4); } while (0)
#define B_BOOL(o) do { VS((o) + 1) = VS((o) + 2) != 0; } while (0)
#define B_JMP(o) JUMP(W((o) + 1))
#define B_JZ(o) do { if (!VS((o) + 1)) JUMP(W((o) + 2)); } while (0)
#define B_JNZ(o) do { if (VS((o) + 1)) JUMP(W((o) + 2)); } while (0)
#define B_LOOP(o) do { if (VS((o) + 1) <= 0) JUMP(W((o) + 2)); VS((o) + 1) -= 1; } while (0)
#define B_LD(o, M) do { a = VS((o) + 2); INDEX(a, FAILO(o, F_INDEX_LOAD, 0)); \
                        VS((o) + 1) = s->M[a]; } while (0)
#define B_LDX(o) B_LD(o, X)
#define B_LDY(o) B_LD(o, Y)
#define B_LDP(o) B_LD(o, P)
#define B_ST(o, M) do { a = VS((o) + 1); INDEX(a, FAILO(o, F_INDEX_STORE, 0)); \
                        s->M[a] = VS((o) + 2); } while (0)
#define B_STX(o) B_ST(o, X)
#define B_STY(o) B_ST(o, Y)
#define B_PW(o) do { a = VS((o) + 1); \
                     if (a >= 0 && a < WORDS && s->decoded[a]) FAILO(o, F_SELFMOD, a); \
                     INDEX(a, FAILO(o, F_INDEX_STORE, 0)); \
                     s->P[a] = VS((o) + 2); } while (0)
/* LOG1: address, its (space | write << 2) code, the instruction's position in the block (plus
   the pass of a repeated one); LOG2: two addresses, two codes, the position */
#define LOG_ROOM(o, k) do { if (an + (k) > acap) { s->addr_n = an; \
        if (!grow_addrs(s, (k))) FAILO(o, -1, 0); \
        acap = s->addr_cap; ad = s->addrs; ai = s->ainsn; asp = s->aspace; aw = s->awrite; } \
    } while (0)
#define B_LOG1(o) do { \
    LOG_ROOM(o, 1); \
    ad[an] = VS((o) + 1); ai[an] = ib + W((o) + 3) + V[SLOT_I]; \
    asp[an] = W((o) + 2) & 3; aw[an] = W((o) + 2) >> 2; \
    an += 1; } while (0)
#define B_LOG2(o) do { \
    LOG_ROOM(o, 2); \
    ad[an] = VS((o) + 1); ad[an + 1] = VS((o) + 2); \
    ai[an] = ai[an + 1] = ib + W((o) + 5) + V[SLOT_I]; \
    asp[an] = W((o) + 3) & 3; aw[an] = W((o) + 3) >> 2; \
    asp[an + 1] = W((o) + 4) & 3; aw[an + 1] = W((o) + 4) >> 2; \
    an += 2; } while (0)
#define B_ITEM(o) do { V[SLOT_I] = W((o) + 1); } while (0)
/* (x ^ $800000) - $800000, as written (x's low 24 bits signed, for a 24-bit x) */
#define B_SX24(o) CHECKED(o, __builtin_sub_overflow, VS((o) + 2) ^ 8388608, (int64_t)8388608)
/* d = a + sign * (sx24(x) * sx24(y) << 1) */
#define B_MACS(o) do { \
    int64_t px, py, pr; \
    if (__builtin_sub_overflow(VS((o) + 3) ^ 8388608, (int64_t)8388608, &px) || \
        __builtin_sub_overflow(VS((o) + 4) ^ 8388608, (int64_t)8388608, &py) || \
        __builtin_mul_overflow(px, py, &pr) || ((int64_t)((uint64_t)pr << 1) >> 1) != pr) \
        FAILO(o, F_INT64, 0); \
    pr = (int64_t)((uint64_t)pr << 1); \
    if (W((o) + 5) > 0 ? __builtin_add_overflow(VS((o) + 2), pr, &r) \
                       : __builtin_sub_overflow(VS((o) + 2), pr, &r)) \
        FAILO(o, F_INT64, 0); \
    VS((o) + 1) = r; } while (0)
/* d = (a + b) & m */
#define B_ADDAND(o) do { if (__builtin_add_overflow(VS((o) + 2), VS((o) + 3), &r)) \
                             FAILO(o, F_INT64, 0); \
                         VS((o) + 1) = r & VS((o) + 4); } while (0)
/* d = (a >> k) & m */
#define B_SHRAND(o) do { VS((o) + 1) = (VS((o) + 2) >> W((o) + 3)) & VS((o) + 4); } while (0)
/* jump when lo <= m < hi */
#define B_JIN(o) do { a = VS((o) + 1); if (VS((o) + 2) <= a && a < VS((o) + 3)) JUMP(W((o) + 4)); \
                 } while (0)
#define B_INC(o) do { V[SLOT_I] += 1; } while (0)
/* INC, then JMP to a LOOP (a for loop's next pass): the words of the INC and the JMP; the LOOP's
   own words (counter, exit) are read where the JMP goes */
#define B_INCLOOP(o) do { const int32_t *t_ = code + W((o) + 2); V[SLOT_I] += 1; \
                          if (V[t_[1]] <= 0) JUMP(t_[2]); \
                          V[t_[1]] -= 1; ip = t_ + 3; goto *labels[*ip]; } while (0)
#define B_AGU(o) do { r = agu(VS((o) + 2), VS((o) + 3), VS((o) + 4), &f); \
                      if (f) FAILO(o, F_MODIFIER, VS((o) + 4)); \
                      VS((o) + 1) = r; } while (0)
#define B_PUSH(o) do { if (s->sp >= 15) FAILO(o, F_OVERFLOW, 0); \
                       s->ss[2 * s->sp] = VS((o) + 1) & 0xFFFF; \
                       s->ss[2 * s->sp + 1] = VS((o) + 2) & 0xFFFF; s->sp++; } while (0)
#define B_POP(o) do { if (s->sp <= 0) FAILO(o, F_UNDERFLOW, 0); \
                      s->sp--; V[W((o) + 1)] = s->ss[2 * s->sp]; \
                      V[W((o) + 1) + 1] = s->ss[2 * s->sp + 1]; } while (0)
#define B_TOP(o) do { if (s->sp <= 0) FAILO(o, F_EMPTY, 0); \
                      V[W((o) + 1)] = s->ss[2 * s->sp - 2]; \
                      V[W((o) + 1) + 1] = s->ss[2 * s->sp - 1]; } while (0)
#define B_SETTOP1(o) do { if (s->sp <= 0) FAILO(o, F_EMPTY, 0); \
                          s->ss[2 * s->sp - 1] = VS((o) + 1); } while (0)
#define B_SETSP(o) do { a = VS((o) + 1) & 0x3F; \
                        if (a > 15) FAILO(o, F_SETSP, a); \
                        while (s->sp < a) { s->ss[2 * s->sp] = 0; s->ss[2 * s->sp + 1] = 0; s->sp++; } \
                        s->sp = a; } while (0)
#define B_LEN(o) do { VS((o) + 1) = s->sp; } while (0)
#define B_FAULT(o) FAILO(o, F_FAULT, W((o) + 1))

/* Run one block's code; returns the next pc, or sets s->fault (and fault_word) and returns 0. */
static int64_t exec_block(State *restrict s, const int32_t *restrict code) {
    int64_t *restrict V = s->V;
    const int32_t *ip = code;
    int64_t a, r;
    int f = 0;
    /* the access log's end, capacity and columns in locals (restrict: V, the state and the code
       are reached through no other pointer here), written back where the block leaves C's
       hands: at its END, a fault, and before growing the log */
    int64_t an = s->addr_n, acap = s->addr_cap, ib = s->ibase;
    int64_t *ad = s->addrs, *ai = s->ainsn;
    int8_t *asp = s->aspace, *aw = s->awrite;
#define LABEL_BASE(n, z) [n] = &&L_##n,
#define LABEL_FUSED(n, a, b, c, d, e, f) [n] = &&L_##n,
    static void *labels[NOPS] = {BASE_OPS(LABEL_BASE) FUSED_OPS(LABEL_FUSED)};
#define NEXT(n) do { ip += (n); goto *labels[*ip]; } while (0)
#define RUN_BASE(n, z) L_##n: B_##n(0); NEXT(z);
#define RUN_FUSED(n, a, b, c, d, e, f) L_##n: B_##a(0); B_##b(Z_##a); B_##c(Z_##a + Z_##b); \
    B_##d(Z_##a + Z_##b + Z_##c); B_##e(Z_##a + Z_##b + Z_##c + Z_##d); \
    B_##f(Z_##a + Z_##b + Z_##c + Z_##d + Z_##e); NEXT(Z_##n);
    goto *labels[*ip];
    BASE_OPS(RUN_BASE)
    FUSED_OPS(RUN_FUSED)
fail:
    s->addr_n = an;
    s->fault_word = ip - code;
    return 0;
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
    note_sizes(s);
    return r;
}
