#ifndef ICONPICKER_CMALLOC_SHIM_H
#define ICONPICKER_CMALLOC_SHIM_H

#include <malloc.h>

// glibc's allocator settings: <malloc.h> is not part of Swift's Glibc module.
// Blocks of at least `bytes` get their own mmap (glibc's default is 128 KB, then adjusted as blocks
// are freed); returns 0 when glibc refuses the value (its ceiling is 32 MB on 64-bit systems).
static inline int cmalloc_set_mmap_threshold(int bytes) { return mallopt(M_MMAP_THRESHOLD, bytes); }

#endif
