#ifndef ICONPICKER_PNG_ROWS_H
#define ICONPICKER_PNG_ROWS_H

#include <stddef.h>

// Row-by-row PNG decoding through libpng's low-level API. libpng reports errors by longjmp, which
// Swift frames must never be crossed by, so every libpng call and the setjmp live here in C, and
// Swift only sees return codes and callbacks made between libpng calls.

#define CPNG_ROWS_MESSAGE_SIZE 128

enum cpng_rows_status {
    CPNG_ROWS_OK = 0,
    CPNG_ROWS_FAILED = 1,     // libpng's message is in the message buffer
    CPNG_ROWS_TOO_LARGE = 2,  // width or height above the limit; nothing was allocated
    CPNG_ROWS_STOPPED = 3,    // a callback asked to stop
    CPNG_ROWS_TOO_MUCH_DATA = 4  // the image data would inflate to more than the budget; nothing was inflated
};

// Called once with the image size before any row; return nonzero to stop.
typedef int (*cpng_rows_begin)(void *context, unsigned width, unsigned height);
// Called once per row, top to bottom, with width * 4 bytes of 8-bit RGBA; return nonzero to stop.
typedef int (*cpng_rows_row)(void *context, const unsigned char *rgba, unsigned y);

// Decodes `data` (a whole standard PNG in memory) to 8-bit RGBA rows: palette, grey and tRNS are
// expanded, 16-bit samples are stripped to 8 while libpng unpacks them, and no whole-image buffer is
// allocated except for interlaced images (whose rows arrive in passes). Only the chunks the pixels
// need are processed (IHDR, PLTE, tRNS, IDAT): every other chunk, compressed text and colour
// profiles included, is skipped without being inflated. Image data is inflated only as far as the
// rows need, and not at all when those rows (their filtered bytes, every pass) exceed `max_inflated`:
// the budget for one file. `message` receives libpng's reason on CPNG_ROWS_FAILED (NUL-terminated, at most
// CPNG_ROWS_MESSAGE_SIZE bytes); `warnings` (if not NULL) counts what libpng let pass (a damaged
// ancillary chunk skipped).
int cpng_read_rows(const unsigned char *data, size_t length, unsigned max_dimension, size_t max_inflated,
                   cpng_rows_begin begin, cpng_rows_row row, void *context, char *message, unsigned *warnings);

// How much of a file is read at a time by `cpng_read_rows_fd`.
#define CPNG_ROWS_READ_SIZE 65536

// As `cpng_read_rows`, reading the open file `fd` from its current offset through a small buffer,
// so a large file is never held whole (a 1024 px photograph is 3-4 MB of compressed data).
int cpng_read_rows_fd(int fd, unsigned max_dimension, size_t max_inflated, cpng_rows_begin begin, cpng_rows_row row,
                      void *context, char *message, unsigned *warnings);

// The bytes the image data of `width` x `height` pixels of `bits_per_pixel` inflates to (each row's
// filter byte included, every pass of an interlaced image); SIZE_MAX when that overflows.
size_t cpng_inflated_size(size_t width, size_t height, size_t bits_per_pixel, int interlaced);

#endif
