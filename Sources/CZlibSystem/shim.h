#ifndef ICONPICKER_CZLIB_SHIM_H
#define ICONPICKER_CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2/deflateInit are macros that pass the library version; Swift needs functions.
// windowBits -15: raw deflate without a zlib header, as Apple's CgBI PNGs store it.
static inline int czlib_inflate_init_raw(z_streamp stream) { return inflateInit2(stream, -15); }
static inline int czlib_deflate_init(z_streamp stream, int level) { return deflateInit(stream, level); }

#endif
