#ifndef ICONPICKER_CLIBPNG_SHIM_H
#define ICONPICKER_CLIBPNG_SHIM_H

#include <png.h>

// Macros of the simplified API that Swift cannot import. Sizes are computed in Swift with
// overflow checks instead of PNG_IMAGE_SIZE, which wraps at 32 bits (100000x100000 RGBA does).
static inline png_uint_32 cpng_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline int cpng_image_failed(png_imagep image) { return PNG_IMAGE_FAILED(*image); }
static inline const char *cpng_libpng_version(void) { return PNG_LIBPNG_VER_STRING; }

#endif
