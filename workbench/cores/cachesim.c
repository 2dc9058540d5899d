/* Set-associative LRU cache over a stream of byte addresses: one pass, one flag per access
 * (1 = miss). The same rule as cache.py's Python path: a hit moves the line to most recently
 * used; a miss allocates it and evicts the least recently used line of its set. Every access in
 * the stream allocates (callers pass only allocating accesses). */
#include <stdint.h>
#include <stdlib.h>

/* tags: sets*ways slots, most recently used first within a set; -1 = empty. Returns -1 if out
 * of memory, else the number of misses. */
int64_t cachesim_run(const int64_t *addr, int64_t n, int64_t line, int64_t sets, int64_t ways,
                     uint8_t *miss) {
    int64_t *tags = (int64_t *)malloc((size_t)(sets * ways) * sizeof(int64_t));
    if (!tags) return -1;
    for (int64_t i = 0; i < sets * ways; i++) tags[i] = -1;
    int64_t misses = 0, last = -1;
    for (int64_t i = 0; i < n; i++) {
        int64_t ln = addr[i] / line;
        if (ln == last) { miss[i] = 0; continue; }   /* a repeat of the last line: a hit at MRU */
        last = ln;
        int64_t *set = tags + (ln & (sets - 1)) * ways;
        int64_t w = 0;
        while (w < ways && set[w] != ln) w++;
        if (w == ways) { miss[i] = 1; misses++; w = ways - 1; }
        else miss[i] = 0;
        for (; w > 0; w--) set[w] = set[w - 1];       /* shift to make room at MRU */
        set[0] = ln;
    }
    free(tags);
    return misses;
}
