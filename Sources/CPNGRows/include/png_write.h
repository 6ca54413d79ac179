#ifndef ICONPICKER_PNG_WRITE_H
#define ICONPICKER_PNG_WRITE_H

#include <stddef.h>

#include "png_rows.h"

// PNG writing through libpng, and reading a PNG's samples exactly as stored. As for the row reader,
// libpng's longjmp never leaves this C code: Swift sees return codes and callbacks only.

// The layout of an image's samples: PNG's own colour type (0 grey, 2 RGB, 4 grey+alpha, 6 RGBA),
// bit depth (8 or 16; 16-bit samples big-endian, as PNG stores them) and interlace (0 none, 1 Adam7).
struct cpng_layout {
    unsigned width;
    unsigned height;
    int bit_depth;
    int color_type;
    int interlaced;
};

// Receives the encoded file a piece at a time; return nonzero to stop (the write then fails).
typedef int (*cpng_write_out)(void *context, const unsigned char *bytes, size_t count);

// Writes `pixels` (`layout.height` rows of `row_bytes` bytes, tightly packed) as a whole PNG:
// signature, IHDR, an sRGB chunk of `srgb_intent` unless it is negative, IDAT, IEND. `level` is
// zlib's compression level (0-9). `message` receives libpng's reason on CPNG_ROWS_FAILED.
int cpng_write_image(const unsigned char *pixels, size_t row_bytes, struct cpng_layout layout, int level, int srgb_intent,
                     cpng_write_out out, void *context, char *message);

// Called once with the image's layout before any row; return nonzero to stop.
typedef int (*cpng_samples_begin)(void *context, struct cpng_layout layout);

// As `cpng_read_rows`, but each row holds the samples as the file stores them (no expansion, no
// stripping, no alpha added): a colour type 6 row is width * 4 samples of the file's bit depth. Only
// 8- and 16-bit images of colour types 0, 2, 4 and 6 are read; others fail with a message.
int cpng_read_samples(const unsigned char *data, size_t length, unsigned max_dimension, size_t max_inflated,
                      cpng_samples_begin begin, cpng_rows_row row, void *context, char *message, unsigned *warnings);

#endif
