/* Data-address recorder for unicorn memory hooks: one call per emulated memory access, so it is
 * written in C and appends to a growable buffer that Python reads after the run. */
#include <stdint.h>
#include <stdlib.h>

typedef struct {
    uint64_t *buf;
    uint64_t n;
    uint64_t cap;
    int failed;
} accesslog_t;

void accesslog_hook(void *uc, int type, uint64_t address, int size, int64_t value, void *user) {
    accesslog_t *log = (accesslog_t *)user;
    (void)uc; (void)type; (void)size; (void)value;
    if (log->n == log->cap) {
        uint64_t cap = log->cap ? log->cap * 2 : 65536;
        uint64_t *p = (uint64_t *)realloc(log->buf, cap * sizeof(uint64_t));
        if (!p) { log->failed = 1; return; }
        log->buf = p;
        log->cap = cap;
    }
    log->buf[log->n++] = address;
}

void accesslog_free(accesslog_t *log) {
    free(log->buf);
    log->buf = 0;
    log->n = log->cap = 0;
}
