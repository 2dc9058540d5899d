/* Data-access recorder for unicorn memory hooks: one call per emulated memory access, so it is
 * written in C and appends to a growable buffer that Python reads after the run. Each entry
 * packs the address (bits 0-39), the size in bytes (bits 40-47) and a write flag (bit 48). */
#include <stdint.h>
#include <stdlib.h>

#define UC_MEM_WRITE_TYPE 17   /* unicorn's UC_MEM_WRITE (uc_mem_type), checked by accesslog.py */

typedef struct {
    uint64_t *buf;
    uint64_t n;
    uint64_t cap;
    int failed;
    unsigned char *skip_sync;   /* unicorn's uc->skip_sync_pc_on_exit, or 0 (see pcsync.py) */
} accesslog_t;

void accesslog_hook(void *uc, int type, uint64_t address, int size, int64_t value, void *user) {
    accesslog_t *log = (accesslog_t *)user;
    (void)uc; (void)value;
    if (log->skip_sync)        /* no PC re-sync before the next hooked access (pcsync.py) */
        *log->skip_sync = 1;
    if (log->n == log->cap) {
        uint64_t cap = log->cap ? log->cap * 2 : 65536;
        uint64_t *p = (uint64_t *)realloc(log->buf, cap * sizeof(uint64_t));
        if (!p) { log->failed = 1; return; }
        log->buf = p;
        log->cap = cap;
    }
    log->buf[log->n++] = (address & 0xFFFFFFFFFFull) | ((uint64_t)(size & 0xFF) << 40)
                         | ((uint64_t)(type == UC_MEM_WRITE_TYPE) << 48);
}

void accesslog_free(accesslog_t *log) {
    free(log->buf);
    log->buf = 0;
    log->n = log->cap = 0;
}
