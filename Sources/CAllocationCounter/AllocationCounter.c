// Counts every heap allocation the process makes, on Linux with glibc.
//
// The executable defines malloc and its siblings, so the dynamic linker binds every caller
// (the Swift runtime, Foundation, the engine) to these definitions instead of glibc's. Each one
// bumps a counter and forwards to glibc's own allocator (`__libc_malloc` and friends), so the
// memory still comes from, and goes back to, glibc. Unlike `mallinfo2().uordblks`, which only
// sees the bytes still in use, this sees an allocation that is freed again before the
// measurement ends.
//
// It also keeps the bytes live: each allocation adds its block's usable size and `free` (also
// replaced, forwarding to `__libc_free`) takes it off again. `mallinfo2` cannot give that
// figure: it counts the blocks parked in the per-thread cache as in use.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stdlib.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);
extern void __libc_free(void *pointer);

static int64_t allocations = 0;
static int64_t liveBytes = 0;

static inline void counted(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

/// Adds the block's usable size to the live bytes and returns the block.
static inline void *live(void *pointer) {
  if (pointer != NULL) {
    __atomic_fetch_add(&liveBytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
  }
  return pointer;
}

/// Takes the block's usable size off the live bytes.
static inline void gone(void *pointer) {
  if (pointer != NULL) {
    __atomic_fetch_sub(&liveBytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
  }
}

int64_t carousel_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

int64_t carousel_heap_bytes_in_use(void) { return __atomic_load_n(&liveBytes, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
  counted();
  return live(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
  counted();
  return live(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
  counted();
  // glibc frees the old block only when it returns a new one (or frees for size 0).
  size_t before = pointer == NULL ? 0 : malloc_usable_size(pointer);
  void *result = __libc_realloc(pointer, size);
  if (result != NULL || size == 0) {
    __atomic_fetch_sub(&liveBytes, (int64_t)before, __ATOMIC_RELAXED);
  }
  return live(result);
}

void free(void *pointer) {
  gone(pointer);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  counted();
  return live(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  counted();
  return live(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  counted();
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = live(__libc_memalign(alignment, size));
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *valloc(size_t size) {
  counted();
  return live(__libc_valloc(size));
}

void *pvalloc(size_t size) {
  counted();
  return live(__libc_pvalloc(size));
}

#else

int64_t carousel_allocation_count(void) { return -1; }

int64_t carousel_heap_bytes_in_use(void) { return -1; }

#endif
