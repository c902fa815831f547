#ifndef CAROUSEL_ALLOCATION_COUNTER_H
#define CAROUSEL_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc and the aligned forms) the process
/// has made since it started, or -1 where this counter cannot see them (it interposes glibc's
/// allocator, so it counts on Linux with glibc only).
int64_t carousel_allocation_count(void);

#endif
