// Counts every heap allocation the process makes, on Linux with glibc.
//
// The executable defines malloc and its siblings, so the dynamic linker binds every caller
// (the Swift runtime, Foundation, the engine) to these definitions instead of glibc's. Each one
// bumps a counter and forwards to glibc's own allocator (`__libc_malloc` and friends), so the
// memory still comes from, and goes back to, glibc: `free` and `malloc_usable_size` need no
// replacement. Unlike `mallinfo2().uordblks`, which only sees the bytes still in use, this sees
// an allocation that is freed again before the measurement ends.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static int64_t allocations = 0;

static inline void counted(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

int64_t carousel_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
  counted();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  counted();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  counted();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  counted();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  counted();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  counted();
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *valloc(size_t size) {
  counted();
  return __libc_valloc(size);
}

void *pvalloc(size_t size) {
  counted();
  return __libc_pvalloc(size);
}

#else

int64_t carousel_allocation_count(void) { return -1; }

#endif
