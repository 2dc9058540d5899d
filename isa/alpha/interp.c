/* The Alpha interpreter's native run loop (isa/alpha/lower.py loads it through isa/native.py).

   Python decodes and forms the blocks exactly as the Python interpreter does (isa/alpha/machine.py)
   and lowers each block to rows of this file's row_t; a block whose every row has an op here is
   "native". alpha_run executes native blocks back to back from s->pc, with the Python loop's
   order per block: the stop check (IsaLayer.execute's stop), the block lookup, the block id
   appended to the sequence, the instruction budget, then the block's instructions. It returns to
   Python at a pc with no native block (a block not compiled yet, one with an instruction this
   file does not run, a pc outside the program's code, which the map covers), when the output buffers need room, at HALT, at
   the budget, at the stop, or at a fault (block, position, kind, address; Python words the
   message as its own path does).

   Semantics are the table's templates (isa/alpha/table.py) on 64-bit unsigned values. Registers
   are keys 0..63 (r0..r31, f0..f31), key 64, where writes to r31/f31 go (they read 0), and keys
   65..320 holding the constants 0..255, which an operate instruction's literal reads as its Rb.
   A block's register writes are undone when it faults, as the Python block (registers in locals,
   written back at its end) leaves them; its memory writes before the fault stay, as there.
   GNU C (GCC or Clang): 128-bit products and the overflow builtins. */
#include <stdint.h>
#include <string.h>

#if !defined(__GNUC__)
#error "interp.c needs GCC or Clang (unsigned __int128, __builtin_*_overflow)"
#endif

typedef struct {
    uint8_t op, width, write, pad;   /* width, write: the access's log entry */
    uint16_t ra, rb, dst, pad2;  /* register keys: sources ra, rb; destination dst */
    uint32_t pad3;
    int64_t imm;                 /* displacement, branch target or PALcode function */
} row_t;

typedef struct {
    uint8_t *mem; uint64_t memsize; const uint8_t *writable; uint64_t *regs;
    const int32_t *map;          /* (pc - map_base) >> 2 -> block id or -1 */
    uint64_t map_base, map_len;  /* the code the map covers: map_len words from map_base */
    const row_t *const *blk_rows;    /* each block's rows */
    const int32_t *blk_n, *blk_nmem; const uint8_t *blk_native;
    const uint64_t *blk_fall;
    int64_t *seq; int64_t nseq, capseq;
    int64_t *acc_at, *acc_addr; int8_t *acc_size; uint8_t *acc_write; int64_t nacc, capacc;
    uint64_t pc; int64_t count, budget;
    uint64_t stop_at; int64_t stop_left; int32_t has_stop, stop_done;
    int32_t fault_block, fault_pos, fault_kind, pad; uint64_t fault_ea;
} state_t;

enum { ST_HALT, ST_STOPPED, ST_NEED, ST_GROW, ST_BUDGET, ST_FAULT };
enum { F_NONE, F_UNALIGNED, F_READONLY, F_UNMAPPED, F_OVERFLOW };

/* every op this file runs; Python maps table rows to these names (alpha_op_names) */
#define OPS(X) \
    X(nop) X(addl) X(s4addl) X(subl) X(s4subl) X(cmpbge) X(s8addl) X(s8subl) X(cmpult) \
    X(addq) X(s4addq) X(subq) X(s4subq) X(cmpeq) X(s8addq) X(s8subq) X(cmpule) X(cmplt) X(cmple) \
    X(addl_v) X(subl_v) X(addq_v) X(subq_v) X(mull_v) X(mulq_v) \
    X(and) X(bic) X(bis) X(ornot) X(xor) X(eqv) \
    X(cmovlbs) X(cmovlbc) X(cmoveq) X(cmovne) X(cmovlt) X(cmovge) X(cmovle) X(cmovgt) \
    X(amask) X(implver) \
    X(mskbl) X(extbl) X(insbl) X(mskwl) X(extwl) X(inswl) X(mskll) X(extll) X(insll) \
    X(zap) X(zapnot) X(mskql) X(srl) X(extql) X(sll) X(insql) X(sra) \
    X(mskwh) X(inswh) X(extwh) X(msklh) X(inslh) X(extlh) X(mskqh) X(insqh) X(extqh) \
    X(mull) X(mulq) X(umulh) \
    X(sextb) X(sextw) X(ctpop) X(ctlz) X(cttz) \
    X(perr) X(unpkbw) X(unpkbl) X(pkwb) X(pklb) \
    X(minsb8) X(minsw4) X(minub8) X(minuw4) X(maxub8) X(maxuw4) X(maxsb8) X(maxsw4) \
    X(lda) X(ldah) X(ldq_u) X(stq_u) X(ldl) X(ldq) X(stl) X(stq) \
    X(ldl_l) X(ldq_l) X(stl_c) X(stq_c) X(ldbu) X(ldwu) X(stw) X(stb) \
    X(lds) X(ldt) X(sts) X(stt) \
    X(br) X(bsr) X(blbc) X(beq) X(blt) X(ble) X(blbs) X(bne) X(bge) X(bgt) \
    X(fbeq) X(fblt) X(fble) X(fbne) X(fbge) X(fbgt) \
    X(jmp) X(jsr) X(ret) X(jsr_coroutine) X(halt) X(imb) X(rc) X(rs) \
    X(cvtlq) X(cpys) X(cpysn) X(cpyse) X(cvtql) X(cvtst) \
    X(fcmoveq) X(fcmovne) X(fcmovlt) X(fcmovge) X(fcmovle) X(fcmovgt) \
    X(itofs) X(itoft) X(ftoit) X(ftois)

#define ENUM(n) OP_##n,
#define NAME(n) #n " "
enum { OPS(ENUM) OP_COUNT };
static const char op_names[] = OPS(NAME);

const char *alpha_op_names(void) { return op_names; }
int alpha_row_size(void) { return (int)sizeof(row_t); }
int alpha_state_size(void) { return (int)sizeof(state_t); }

#define M64 0xFFFFFFFFFFFFFFFFull
#define FMASK 0x7FFFFFFFFFFFFFFFull

static inline uint64_t sxl(uint64_t x) { return (uint64_t)(int64_t)(int32_t)(uint32_t)x; }
static inline uint64_t ld8(const uint8_t *m, uint64_t ea) { uint64_t v; memcpy(&v, m + ea, 8); return v; }
static inline uint32_t ld4(const uint8_t *m, uint64_t ea) { uint32_t v; memcpy(&v, m + ea, 4); return v; }
static inline uint16_t ld2(const uint8_t *m, uint64_t ea) { uint16_t v; memcpy(&v, m + ea, 2); return v; }
static inline void st8(uint8_t *m, uint64_t ea, uint64_t v) { memcpy(m + ea, &v, 8); }
static inline void st4(uint8_t *m, uint64_t ea, uint32_t v) { memcpy(m + ea, &v, 4); }
static inline void st2(uint8_t *m, uint64_t ea, uint16_t v) { memcpy(m + ea, &v, 2); }

static uint64_t zapnot(uint64_t a, uint64_t mask) {
    uint64_t keep = 0;
    for (int i = 0; i < 8; i++)
        if (mask >> i & 1) keep |= 0xFFull << (8 * i);
    return a & keep;
}

static uint64_t cmpbge(uint64_t a, uint64_t b) {
    uint64_t r = 0;
    for (int i = 0; i < 8; i++)
        if (((a >> 8 * i) & 0xFF) >= ((b >> 8 * i) & 0xFF)) r |= 1ull << i;
    return r;
}

/* MVI MIN/MAX per byte (8) or word (16) lane */
static uint64_t lanes(uint64_t a, uint64_t b, int width, int sgn, int max) {
    uint64_t mask = (1ull << width) - 1, out = 0;
    for (int sh = 0; sh < 64; sh += width) {
        int64_t x = (int64_t)((a >> sh) & mask), y = (int64_t)((b >> sh) & mask);
        if (sgn) {
            x -= (x >> (width - 1)) << width;
            y -= (y >> (width - 1)) << width;
        }
        int64_t v = max ? (x > y ? x : y) : (x < y ? x : y);
        out |= ((uint64_t)v & mask) << sh;
    }
    return out;
}

static uint64_t perr(uint64_t a, uint64_t b) {
    uint64_t s = 0;
    for (int sh = 0; sh < 64; sh += 8) {
        int64_t d = (int64_t)((a >> sh) & 0xFF) - (int64_t)((b >> sh) & 0xFF);
        s += (uint64_t)(d < 0 ? -d : d);
    }
    return s;
}

/* LDS: memory S format -> register format (ARM 2.2.6 bit mapping); STS and friends: back */
static uint64_t s2t(uint64_t s) {
    s &= 0xFFFFFFFFull;
    uint64_t e = (s >> 23) & 0xFF;
    uint64_t e11 = e == 0xFF ? 0x7FF : e == 0 ? 0 : (e & 0x7F) | ((e & 0x80) ? 0x400 : 0x380);
    return (s >> 31) << 63 | e11 << 52 | (s & 0x7FFFFF) << 29;
}

static inline uint64_t t2s(uint64_t x) { return ((x >> 32) & 0xC0000000ull) | ((x >> 29) & 0x3FFFFFFFull); }

static inline int icond(int op, uint64_t x) {
    switch (op) {
    case 0: return x == 0;                  /* eq */
    case 1: return x != 0;                  /* ne */
    case 2: return (int)(x >> 63);          /* lt */
    case 3: return !(x >> 63);              /* ge */
    case 4: return x == 0 || (x >> 63);     /* le */
    case 5: return x != 0 && !(x >> 63);    /* gt */
    case 6: return (int)(x & 1);            /* lbs */
    default: return !(x & 1);               /* lbc */
    }
}

static inline int fcond(int op, uint64_t x) {
    switch (op) {
    case 0: return (x & FMASK) == 0;                        /* eq */
    case 1: return (x & FMASK) != 0;                        /* ne */
    case 2: return (x >> 63) && (x & FMASK);                /* lt */
    case 3: return !(x >> 63) || !(x & FMASK);              /* ge */
    case 4: return (x >> 63) || !(x & FMASK);               /* le */
    default: return !(x >> 63) && (x & FMASK);              /* gt */
    }
}

/* Handlers: CASE(name) starts one, NEXT ends it (on to the block's next row). A computed-goto
   dispatch (one indirect jump per handler) measured the same as this switch here: 300-400 M
   rows/s either way on des-biham, des-libdes-alpha and 3des-biham, so the plain switch stays. */
#define CASE(n) case OP_##n:
#define NEXT break

int alpha_run(state_t *s) {
    uint64_t *R = s->regs;
    uint8_t *mem = s->mem;
    const uint64_t size = s->memsize;
    const uint8_t *wr = s->writable;
    const int32_t *map = s->map;
    const uint64_t map_base = s->map_base, map_bytes = s->map_len * 4;
    const row_t *const *blk_rows = s->blk_rows;
    const int32_t *blk_n = s->blk_n, *blk_nmem = s->blk_nmem;
    const uint8_t *native = s->blk_native;
    const uint64_t *blk_fall = s->blk_fall;
    int64_t *seq = s->seq, *acc_at = s->acc_at, *acc_addr = s->acc_addr;
    int8_t *acc_size = s->acc_size;
    uint8_t *acc_write = s->acc_write;
    int64_t nseq = s->nseq, nacc = s->nacc, count = s->count;
    const int64_t capseq = s->capseq, capacc = s->capacc, budget = s->budget;
    uint64_t pc = s->pc;
    uint64_t saved[65];           /* the registers at the block's start */
    int status;

#define LEAVE(st) do { status = (st); goto leave; } while (0)
    for (;;) {
        if (!s->stop_done) {
            if (s->has_stop && pc == s->stop_at && --s->stop_left <= 0) LEAVE(ST_STOPPED);
            s->stop_done = 1;
        }
        if (pc >= size || (pc & 3) || pc - map_base >= map_bytes) LEAVE(ST_NEED);
        const int32_t b = map[(pc - map_base) >> 2];
        if (b < 0 || !native[b]) LEAVE(ST_NEED);
        const int32_t n = blk_n[b];
        if (nseq >= capseq || nacc + blk_nmem[b] > capacc) LEAVE(ST_GROW);
        seq[nseq++] = b;
        const int64_t base = count;
        count += n;
        if (count > budget) LEAVE(ST_BUDGET);
        s->stop_done = 0;
        memcpy(saved, R, sizeof saved);
        const row_t *r = blk_rows[b];
        uint64_t next = blk_fall[b];
        int halted = 0, k, kind = F_NONE;
        uint64_t ea = 0;
#define A (R[r->ra])
#define B (R[r->rb])
#define D (R[r->dst])
#define FALL (pc + 4 * (uint64_t)k + 4)
#define FAULT(kd) do { kind = (kd); goto fault; } while (0)
#define APP() do { acc_at[nacc] = base + k; acc_addr[nacc] = (int64_t)ea; acc_size[nacc] = (int8_t)r->width; \
                    acc_write[nacc] = r->write; nacc++; } while (0)
#define EAD (R[r->rb] + (uint64_t)r->imm)
#define LDC(al) do { ea = EAD; if (ea & (al)) FAULT(F_UNALIGNED); APP(); if (ea >= size) FAULT(F_UNMAPPED); } while (0)
#define STC(al) do { ea = EAD; if (ea & (al)) FAULT(F_UNALIGNED); APP(); if (ea >= size) FAULT(F_UNMAPPED); \
                     if (!wr[ea >> 6]) FAULT(F_READONLY); } while (0)
#define SH ((B & 7) * 8)
#define BRANCH(c) do { next = (c) ? (uint64_t)r->imm : FALL; } while (0)
        for (k = 0; k < n; k++, r++) switch (r->op) {
            CASE(nop) NEXT;
            CASE(addl) D = sxl(A + B); NEXT;
            CASE(s4addl) D = sxl((A << 2) + B); NEXT;
            CASE(subl) D = sxl(A - B); NEXT;
            CASE(s4subl) D = sxl((A << 2) - B); NEXT;
            CASE(cmpbge) D = cmpbge(A, B); NEXT;
            CASE(s8addl) D = sxl((A << 3) + B); NEXT;
            CASE(s8subl) D = sxl((A << 3) - B); NEXT;
            CASE(cmpult) D = A < B; NEXT;
            CASE(addq) D = A + B; NEXT;
            CASE(s4addq) D = (A << 2) + B; NEXT;
            CASE(subq) D = A - B; NEXT;
            CASE(s4subq) D = (A << 2) - B; NEXT;
            CASE(cmpeq) D = A == B; NEXT;
            CASE(s8addq) D = (A << 3) + B; NEXT;
            CASE(s8subq) D = (A << 3) - B; NEXT;
            CASE(cmpule) D = A <= B; NEXT;
            CASE(cmplt) D = (int64_t)A < (int64_t)B; NEXT;
            CASE(cmple) D = (int64_t)A <= (int64_t)B; NEXT;
            /* /v: the exact signed result must fit (OVL/OVQ), else the arithmetic trap */
            CASE(addl_v) { int64_t v = (int64_t)(int32_t)(uint32_t)A + (int32_t)(uint32_t)B;
                if (v < INT32_MIN || v > INT32_MAX) FAULT(F_OVERFLOW);
                D = (uint64_t)v; } NEXT;
            CASE(subl_v) { int64_t v = (int64_t)(int32_t)(uint32_t)A - (int32_t)(uint32_t)B;
                if (v < INT32_MIN || v > INT32_MAX) FAULT(F_OVERFLOW);
                D = (uint64_t)v; } NEXT;
            CASE(mull_v) { int64_t v = (int64_t)(int32_t)(uint32_t)A * (int32_t)(uint32_t)B;
                if (v < INT32_MIN || v > INT32_MAX) FAULT(F_OVERFLOW);
                D = (uint64_t)v; } NEXT;
            CASE(addq_v) { int64_t v; if (__builtin_add_overflow((int64_t)A, (int64_t)B, &v)) FAULT(F_OVERFLOW);
                D = (uint64_t)v; } NEXT;
            CASE(subq_v) { int64_t v; if (__builtin_sub_overflow((int64_t)A, (int64_t)B, &v)) FAULT(F_OVERFLOW);
                D = (uint64_t)v; } NEXT;
            CASE(mulq_v) { int64_t v; if (__builtin_mul_overflow((int64_t)A, (int64_t)B, &v)) FAULT(F_OVERFLOW);
                D = (uint64_t)v; } NEXT;
            CASE(and) D = A & B; NEXT;
            CASE(bic) D = A & ~B; NEXT;
            CASE(bis) D = A | B; NEXT;
            CASE(ornot) D = A | ~B; NEXT;
            CASE(xor) D = A ^ B; NEXT;
            CASE(eqv) D = A ^ ~B; NEXT;
            CASE(cmoveq) if (icond(0, A)) D = B; NEXT;
            CASE(cmovne) if (icond(1, A)) D = B; NEXT;
            CASE(cmovlt) if (icond(2, A)) D = B; NEXT;
            CASE(cmovge) if (icond(3, A)) D = B; NEXT;
            CASE(cmovle) if (icond(4, A)) D = B; NEXT;
            CASE(cmovgt) if (icond(5, A)) D = B; NEXT;
            CASE(cmovlbs) if (icond(6, A)) D = B; NEXT;
            CASE(cmovlbc) if (icond(7, A)) D = B; NEXT;
            CASE(amask) D = B & ~0x107ull; NEXT;
            CASE(implver) D = 2; NEXT;
            /* byte manipulation (ARM 4.6): SH is the byte-lane shift (b & 7) * 8 */
            CASE(mskbl) D = A & ~(0xFFull << SH); NEXT;
            CASE(mskwl) D = A & ~(0xFFFFull << SH); NEXT;
            CASE(mskll) D = A & ~(0xFFFFFFFFull << SH); NEXT;
            CASE(mskql) D = A & ~(M64 << SH); NEXT;
            CASE(extbl) D = (A >> SH) & 0xFF; NEXT;
            CASE(extwl) D = (A >> SH) & 0xFFFF; NEXT;
            CASE(extll) D = (A >> SH) & 0xFFFFFFFFull; NEXT;
            CASE(extql) D = A >> SH; NEXT;
            CASE(insbl) D = (A & 0xFF) << SH; NEXT;
            CASE(inswl) D = (A & 0xFFFF) << SH; NEXT;
            CASE(insll) D = (A & 0xFFFFFFFFull) << SH; NEXT;
            CASE(insql) D = A << SH; NEXT;
            CASE(zap) D = zapnot(A, (B & 0xFF) ^ 0xFF); NEXT;
            CASE(zapnot) D = zapnot(A, B & 0xFF); NEXT;
            CASE(srl) D = A >> (B & 63); NEXT;
            CASE(sll) D = A << (B & 63); NEXT;
            CASE(sra) D = (uint64_t)((int64_t)A >> (B & 63)); NEXT;
            CASE(mskwh) D = A & ~(uint64_t)(((unsigned __int128)0xFFFF << SH) >> 64); NEXT;
            CASE(msklh) D = A & ~(uint64_t)(((unsigned __int128)0xFFFFFFFFull << SH) >> 64); NEXT;
            CASE(mskqh) D = A & ~(uint64_t)(((unsigned __int128)M64 << SH) >> 64); NEXT;
            CASE(inswh) D = (B & 7) ? (A & 0xFFFF) >> (64 - SH) : 0; NEXT;
            CASE(inslh) D = (B & 7) ? (A & 0xFFFFFFFFull) >> (64 - SH) : 0; NEXT;
            CASE(insqh) D = (B & 7) ? A >> (64 - SH) : 0; NEXT;
            CASE(extwh) D = (A << ((64 - SH) & 63)) & 0xFFFF; NEXT;
            CASE(extlh) D = (A << ((64 - SH) & 63)) & 0xFFFFFFFFull; NEXT;
            CASE(extqh) D = A << ((64 - SH) & 63); NEXT;
            CASE(mull) D = sxl(A * B); NEXT;
            CASE(mulq) D = A * B; NEXT;
            CASE(umulh) D = (uint64_t)(((unsigned __int128)A * B) >> 64); NEXT;
            CASE(sextb) D = (uint64_t)(int64_t)(int8_t)(uint8_t)B; NEXT;
            CASE(sextw) D = (uint64_t)(int64_t)(int16_t)(uint16_t)B; NEXT;
            CASE(ctpop) D = (uint64_t)__builtin_popcountll(B); NEXT;
            CASE(ctlz) { uint64_t v = B; D = v ? (uint64_t)__builtin_clzll(v) : 64; } NEXT;
            CASE(cttz) { uint64_t v = B; D = v ? (uint64_t)__builtin_ctzll(v) : 64; } NEXT;
            CASE(perr) D = perr(A, B); NEXT;
            CASE(unpkbw) { uint64_t v = B; D = (v & 0xFF) | (v & 0xFF00) << 8 | (v & 0xFF0000) << 16 | (v & 0xFF000000ull) << 24; } NEXT;
            CASE(unpkbl) { uint64_t v = B; D = (v & 0xFF) | (v & 0xFF00) << 24; } NEXT;
            CASE(pkwb) { uint64_t v = B; D = (v & 0xFF) | (v >> 8 & 0xFF00) | (v >> 16 & 0xFF0000) | (v >> 24 & 0xFF000000ull); } NEXT;
            CASE(pklb) { uint64_t v = B; D = (v & 0xFF) | (v >> 24 & 0xFF00); } NEXT;
            CASE(minsb8) D = lanes(A, B, 8, 1, 0); NEXT;
            CASE(minsw4) D = lanes(A, B, 16, 1, 0); NEXT;
            CASE(minub8) D = lanes(A, B, 8, 0, 0); NEXT;
            CASE(minuw4) D = lanes(A, B, 16, 0, 0); NEXT;
            CASE(maxub8) D = lanes(A, B, 8, 0, 1); NEXT;
            CASE(maxuw4) D = lanes(A, B, 16, 0, 1); NEXT;
            CASE(maxsb8) D = lanes(A, B, 8, 1, 1); NEXT;
            CASE(maxsw4) D = lanes(A, B, 16, 1, 1); NEXT;
            /* memory format: the address is logged before memory is touched (unaligned first) */
            CASE(lda) D = EAD; NEXT;
            CASE(ldah) D = R[r->rb] + ((uint64_t)r->imm << 16); NEXT;
            CASE(ldq_u) ea = EAD & ~7ull; APP(); if (ea >= size) FAULT(F_UNMAPPED); D = ld8(mem, ea); NEXT;
            CASE(stq_u)
                ea = EAD & ~7ull; APP();
                if (ea >= size) FAULT(F_UNMAPPED);
                if (!wr[ea >> 6]) FAULT(F_READONLY);
                st8(mem, ea, A);
                NEXT;
            CASE(ldl) CASE(ldl_l) LDC(3); D = sxl(ld4(mem, ea)); NEXT;
            CASE(ldq) CASE(ldq_l) CASE(ldt) LDC(7); D = ld8(mem, ea); NEXT;
            CASE(lds) LDC(3); D = s2t(ld4(mem, ea)); NEXT;
            CASE(ldbu) ea = EAD; APP(); if (ea >= size) FAULT(F_UNMAPPED); D = mem[ea]; NEXT;
            CASE(ldwu) LDC(1); D = ld2(mem, ea); NEXT;
            CASE(stl) STC(3); st4(mem, ea, (uint32_t)A); NEXT;
            CASE(stq) CASE(stt) STC(7); st8(mem, ea, A); NEXT;
            CASE(sts) STC(3); st4(mem, ea, (uint32_t)t2s(A)); NEXT;
            CASE(stl_c) STC(3); st4(mem, ea, (uint32_t)A); D = 1; NEXT;
            CASE(stq_c) STC(7); st8(mem, ea, A); D = 1; NEXT;
            CASE(stw) STC(1); st2(mem, ea, (uint16_t)A); NEXT;
            CASE(stb)
                ea = EAD; APP();
                if (ea >= size) FAULT(F_UNMAPPED);
                if (!wr[ea >> 6]) FAULT(F_READONLY);
                mem[ea] = (uint8_t)A;
                NEXT;
            /* control: the last row of its block; imm holds a branch's target */
            CASE(br) CASE(bsr) D = FALL; next = (uint64_t)r->imm; NEXT;
            CASE(beq) BRANCH(icond(0, A)); NEXT;
            CASE(bne) BRANCH(icond(1, A)); NEXT;
            CASE(blt) BRANCH(icond(2, A)); NEXT;
            CASE(bge) BRANCH(icond(3, A)); NEXT;
            CASE(ble) BRANCH(icond(4, A)); NEXT;
            CASE(bgt) BRANCH(icond(5, A)); NEXT;
            CASE(blbs) BRANCH(icond(6, A)); NEXT;
            CASE(blbc) BRANCH(icond(7, A)); NEXT;
            CASE(fbeq) BRANCH(fcond(0, A)); NEXT;
            CASE(fbne) BRANCH(fcond(1, A)); NEXT;
            CASE(fblt) BRANCH(fcond(2, A)); NEXT;
            CASE(fbge) BRANCH(fcond(3, A)); NEXT;
            CASE(fble) BRANCH(fcond(4, A)); NEXT;
            CASE(fbgt) BRANCH(fcond(5, A)); NEXT;
            CASE(jmp) CASE(jsr) CASE(ret) CASE(jsr_coroutine)
                next = R[r->rb] & ~3ull;        /* the target is read before Ra is written */
                D = FALL;
                NEXT;
            CASE(halt) halted = 1; NEXT;
            CASE(imb) next = FALL; NEXT;
            CASE(rc) CASE(rs) D = 0; NEXT;
            /* floating-point register moves and bit conversions (no arithmetic) */
            CASE(cvtlq) D = sxl(t2s(B)); NEXT;
            CASE(cvtql) { uint64_t v = B; D = ((v & 0xC0000000ull) << 32) | ((v & 0x3FFFFFFFull) << 29); } NEXT;
            CASE(cvtst) D = B; NEXT;
            CASE(cpys) D = (A & 0x8000000000000000ull) | (B & FMASK); NEXT;
            CASE(cpysn) D = (~A & 0x8000000000000000ull) | (B & FMASK); NEXT;
            CASE(cpyse) D = (A & 0xFFF0000000000000ull) | (B & 0x000FFFFFFFFFFFFFull); NEXT;
            CASE(fcmoveq) if (fcond(0, A)) D = B; NEXT;
            CASE(fcmovne) if (fcond(1, A)) D = B; NEXT;
            CASE(fcmovlt) if (fcond(2, A)) D = B; NEXT;
            CASE(fcmovge) if (fcond(3, A)) D = B; NEXT;
            CASE(fcmovle) if (fcond(4, A)) D = B; NEXT;
            CASE(fcmovgt) if (fcond(5, A)) D = B; NEXT;
            CASE(itofs) D = s2t(A); NEXT;
            CASE(itoft) CASE(ftoit) D = A; NEXT;
            CASE(ftois) D = sxl(t2s(A)); NEXT;
            default: kind = -1; goto fault;     /* a row Python should not have marked native */
        }
        if (halted) LEAVE(ST_HALT);
        pc = next;
        continue;
    fault:
        memcpy(R, saved, sizeof saved);
        s->fault_block = b;
        s->fault_pos = k;
        s->fault_kind = kind;
        s->fault_ea = ea;
        LEAVE(ST_FAULT);
    }
leave:
    s->pc = pc;
    s->nseq = nseq;
    s->nacc = nacc;
    s->count = count;
    return status;
}
