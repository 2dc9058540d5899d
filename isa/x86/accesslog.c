/* Recorders for unicorn hooks during x86 capture, in C because they run once per emulated memory
 * access / per block. Data accesses: two growable arrays that Python reads after the run, the
 * address (addr) and a byte with the size in bits 0-6 and the write flag in bit 7 (info). The
 * arrays are the recorder's own (malloc), or two that Python lent it (external: a kept engine's
 * run, sized by its last run; never freed here) until they are full. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define UC_MEM_WRITE_TYPE 17   /* unicorn's UC_MEM_WRITE (uc_mem_type), checked by accesslog.py */

typedef struct {
    int64_t *addr;
    uint8_t *info;
    uint64_t n;
    uint64_t cap;
    int failed;
    unsigned char *skip_sync;   /* unicorn's uc->skip_sync_pc_on_exit, or 0 (see pcsync.py) */
    int external;               /* addr and info are Python's (lent), not to be freed or grown */
} accesslog_t;

static int accesslog_grow(accesslog_t *log) {
    uint64_t cap = log->cap ? log->cap * 2 : 65536;
    if (log->external) {        /* the lent arrays are full: the rest goes to arrays of our own */
        int64_t *a = (int64_t *)malloc(cap * sizeof(int64_t));
        uint8_t *i = (uint8_t *)malloc(cap);
        if (!a || !i) { free(a); free(i); return -1; }
        memcpy(a, log->addr, log->n * sizeof(int64_t));
        memcpy(i, log->info, log->n);
        log->addr = a;
        log->info = i;
        log->external = 0;
    } else {
        int64_t *a = (int64_t *)realloc(log->addr, cap * sizeof(int64_t));
        if (!a) return -1;
        log->addr = a;
        uint8_t *i = (uint8_t *)realloc(log->info, cap);
        if (!i) return -1;
        log->info = i;
    }
    log->cap = cap;
    return 0;
}

void accesslog_hook(void *uc, int type, uint64_t address, int size, int64_t value, void *user) {
    accesslog_t *log = (accesslog_t *)user;
    (void)uc; (void)value;
    if (log->skip_sync)        /* no PC re-sync before the next hooked access (pcsync.py) */
        *log->skip_sync = 1;
    if (log->n == log->cap && accesslog_grow(log)) {
        log->failed = 1;
        return;
    }
    log->addr[log->n] = (int64_t)address;
    log->info[log->n++] = (uint8_t)((size & 0x7F) | ((type == UC_MEM_WRITE_TYPE) << 7));
}

void accesslog_free(accesslog_t *log) {
    if (!log->external) {
        free(log->addr);
        free(log->info);
    }
    log->addr = 0;
    log->info = 0;
    log->n = log->cap = 0;
    log->external = 0;
}

/* Block recorder for the UC_HOOK_BLOCK hook: one call per translated block run. Known blocks are
 * looked up in an open-addressing table (address, size) -> (id, instructions) and appended to
 * the sequence; a block seen for the first time goes to the Python callback ``on_new`` once (it
 * decodes the block and returns id | instructions << 32, or -1 to stop on an undecodable one).
 * The instruction budget is checked here: when it is exceeded the block's address is kept and
 * the run stopped through ``emu_stop`` (unicorn's uc_emu_stop). */
typedef struct { uint64_t key; int64_t value; } slot_t;

typedef struct {
    slot_t *slots;
    uint64_t mask;             /* capacity - 1 (a power of two) */
    uint64_t used;
    int32_t *seq;
    uint64_t n, cap;
    uint64_t retired, budget;
    int64_t budget_pc;         /* -1, or the address of the block that crossed the budget */
    int failed;
    int64_t (*on_new)(uint64_t address, uint32_t size);
    int (*emu_stop)(void *uc);
} blocklog_t;

static int blocklog_grow(blocklog_t *b) {
    uint64_t cap = b->slots ? (b->mask + 1) * 2 : 1024;
    slot_t *s = (slot_t *)calloc(cap, sizeof(slot_t));
    if (!s) return -1;
    if (b->slots) {
        for (uint64_t i = 0; i <= b->mask; i++) {
            if (!b->slots[i].key) continue;
            uint64_t h = (b->slots[i].key * 0x9E3779B97F4A7C15ull) & (cap - 1);
            while (s[h].key) h = (h + 1) & (cap - 1);
            s[h] = b->slots[i];
        }
        free(b->slots);
    }
    b->slots = s;
    b->mask = cap - 1;
    return 0;
}

void blocklog_hook(void *uc, uint64_t address, uint32_t size, void *user) {
    blocklog_t *b = (blocklog_t *)user;
    if (b->failed) return;
    uint64_t key = (address << 16) ^ (uint64_t)size ^ 0x8000000000000000ull;
    if (!b->slots || (b->used + 1) * 2 > b->mask + 1) {
        if (blocklog_grow(b)) { b->failed = 1; b->emu_stop(uc); return; }
    }
    uint64_t h = (key * 0x9E3779B97F4A7C15ull) & b->mask;
    while (b->slots[h].key && b->slots[h].key != key) h = (h + 1) & b->mask;
    int64_t value;
    if (b->slots[h].key == key) {
        value = b->slots[h].value;
    } else {
        value = b->on_new(address, size);
        if (value < 0) { b->emu_stop(uc); return; }
        b->slots[h].key = key;
        b->slots[h].value = value;
        b->used++;
    }
    if (b->n == b->cap) {
        uint64_t cap = b->cap ? b->cap * 2 : 65536;
        int32_t *p = (int32_t *)realloc(b->seq, cap * sizeof(int32_t));
        if (!p) { b->failed = 1; b->emu_stop(uc); return; }
        b->seq = p;
        b->cap = cap;
    }
    b->seq[b->n++] = (int32_t)(value & 0xFFFFFFFF);
    b->retired += (uint64_t)(value >> 32);
    if (b->retired > b->budget) {
        b->budget_pc = (int64_t)address;
        b->emu_stop(uc);
    }
}

void blocklog_free(blocklog_t *b) {
    free(b->slots);
    free(b->seq);
    b->slots = 0; b->seq = 0;
    b->n = b->cap = b->used = 0;
}

/* The retired-instruction position of each data access of a run: for each block run in ``seq``
 * (block ids), the block's access positions pflat[poff[b] .. poff[b]+pcount[b]) plus the
 * position where that block run began (the instructions of the block runs before it, blen). */
void access_positions(const int64_t *seq, uint64_t nseq, const int64_t *blen,
                      const int64_t *poff, const int64_t *pcount, const int64_t *pflat,
                      int64_t *out) {
    int64_t at = 0;
    for (uint64_t e = 0; e < nseq; e++) {
        int64_t b = seq[e];
        const int64_t *p = pflat + poff[b];
        for (int64_t j = 0; j < pcount[b]; j++)
            *out++ = at + p[j];
        at += blen[b];
    }
}
