#include "png_rows.h"
#include "png_write.h"

#include <errno.h>
#include <png.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// The input, read by libpng through `read_data`: bytes in memory, or a file read through a
// buffer of `capacity` bytes that `data` points at (`fd` >= 0).
struct cpng_source {
    const unsigned char *data;
    size_t length;
    size_t position;
    char *message;
    unsigned warnings;
    int fd;
    unsigned char *buffer;
    size_t capacity;
};

// Refills the buffer from the file; 0 at its end (or on a read error).
static size_t refill(struct cpng_source *source) {
    ssize_t got;
    do {
        got = read(source->fd, source->buffer, source->capacity);
    } while (got < 0 && errno == EINTR);
    source->data = source->buffer;
    source->length = got > 0 ? (size_t)got : 0;
    source->position = 0;
    return source->length;
}

static void read_data(png_structp png, png_bytep out, png_size_t count) {
    struct cpng_source *source = png_get_io_ptr(png);
    while (count > 0) {
        if (source->position == source->length && (source->fd < 0 || refill(source) == 0)) {
            png_error(png, "unexpected end of file");
        }
        size_t available = source->length - source->position;
        size_t taken = count < available ? count : available;
        memcpy(out, source->data + source->position, taken);
        source->position += taken;
        out += taken;
        count -= taken;
    }
}

// libpng's errors end in longjmp back to cpng_read_rows; the text is kept for the caller.
static void on_error(png_structp png, png_const_charp text) {
    struct cpng_source *source = png_get_error_ptr(png);
    strncpy(source->message, text ? text : "", CPNG_ROWS_MESSAGE_SIZE - 1);
    source->message[CPNG_ROWS_MESSAGE_SIZE - 1] = 0;
    png_longjmp(png, 1);
}

// Warnings (a damaged ancillary chunk skipped) do not stop decoding and are not printed; they are counted.
static void on_warning(png_structp png, png_const_charp text) {
    (void)text;
    struct cpng_source *source = png_get_error_ptr(png);
    source->warnings++;
}

// Every input becomes 8-bit RGBA: 16-bit stripped first, palette and grey expanded, tRNS to alpha,
// and an opaque alpha byte added where the image has none.
static void request_rgba8(png_structp png, png_infop info) {
    int colour = png_get_color_type(png, info);
    png_set_strip_16(png);
    if (colour == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (colour == PNG_COLOR_TYPE_GRAY && png_get_bit_depth(png, info) < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
}

struct cpng_limits {
    unsigned max_dimension;
    size_t max_inflated;
};

// Where the rows go: `begin` for 8-bit RGBA rows, or `samples_begin` for the samples as stored.
struct cpng_callbacks {
    cpng_rows_begin begin;
    cpng_samples_begin samples_begin;
    cpng_rows_row row;
    void *context;
};

static int read_rows(struct cpng_source *source, struct cpng_limits limits, struct cpng_callbacks callbacks);

int cpng_read_rows(const unsigned char *data, size_t length, unsigned max_dimension, size_t max_inflated,
                   cpng_rows_begin begin, cpng_rows_row row, void *context, char *message, unsigned *warnings) {
    struct cpng_source source = {data, length, 0, message, 0, -1, NULL, 0};
    struct cpng_limits limits = {max_dimension, max_inflated};
    struct cpng_callbacks callbacks = {begin, NULL, row, context};
    int status = read_rows(&source, limits, callbacks);
    if (warnings != NULL) *warnings = source.warnings;
    return status;
}

int cpng_read_samples(const unsigned char *data, size_t length, unsigned max_dimension, size_t max_inflated,
                      cpng_samples_begin begin, cpng_rows_row row, void *context, char *message, unsigned *warnings) {
    struct cpng_source source = {data, length, 0, message, 0, -1, NULL, 0};
    struct cpng_limits limits = {max_dimension, max_inflated};
    struct cpng_callbacks callbacks = {NULL, begin, row, context};
    int status = read_rows(&source, limits, callbacks);
    if (warnings != NULL) *warnings = source.warnings;
    return status;
}

int cpng_read_rows_fd(int fd, unsigned max_dimension, size_t max_inflated, cpng_rows_begin begin, cpng_rows_row row,
                      void *context, char *message, unsigned *warnings) {
    struct cpng_limits limits = {max_dimension, max_inflated};
    struct cpng_source source = {NULL, 0, 0, message, 0, fd, NULL, CPNG_ROWS_READ_SIZE};
    source.buffer = malloc(source.capacity);
    if (source.buffer == NULL) {
        strncpy(message, "out of memory", CPNG_ROWS_MESSAGE_SIZE - 1);
        message[CPNG_ROWS_MESSAGE_SIZE - 1] = 0;
        return CPNG_ROWS_FAILED;
    }
    struct cpng_callbacks callbacks = {begin, NULL, row, context};
    int status = read_rows(&source, limits, callbacks);
    free(source.buffer);
    if (warnings != NULL) *warnings = source.warnings;
    return status;
}

// rows * (bytes of `columns` pixels + the filter byte), or SIZE_MAX on overflow.
static size_t filtered_rows_size(size_t columns, size_t rows, size_t bits_per_pixel) {
    size_t bits, row_bytes, total;
    if (columns == 0 || rows == 0) return 0;
    if (__builtin_mul_overflow(columns, bits_per_pixel, &bits)) return SIZE_MAX;
    row_bytes = bits / 8 + (bits % 8 != 0) + 1;
    if (__builtin_mul_overflow(rows, row_bytes, &total)) return SIZE_MAX;
    return total;
}

size_t cpng_inflated_size(size_t width, size_t height, size_t bits_per_pixel, int interlaced) {
    if (!interlaced) return filtered_rows_size(width, height, bits_per_pixel);
    size_t total = 0;
    for (int pass = 0; pass < 7; pass++) {
        size_t part = filtered_rows_size(PNG_PASS_COLS(width, pass), PNG_PASS_ROWS(height, pass), bits_per_pixel);
        if (part == SIZE_MAX || __builtin_add_overflow(total, part, &total)) return SIZE_MAX;
    }
    return total;
}

// The buffers rows are decoded into: owned by `read_rows`, which frees them however libpng ends.
struct cpng_buffers {
    unsigned char *line;
    unsigned char *whole;
    png_bytep *rows;
};

// Tells the caller the rows' layout: 8-bit RGBA after the transformations `request_rgba8` asks for,
// or, for the samples as stored, the file's own layout (8- and 16-bit grey, RGB and alpha types only).
static int begin_rows(png_structp png, png_infop info, struct cpng_callbacks callbacks, size_t stride) {
    unsigned width = png_get_image_width(png, info);
    unsigned height = png_get_image_height(png, info);
    if (callbacks.samples_begin == NULL) {
        if (stride != (size_t)width * 4) png_error(png, "unexpected row size");
        return callbacks.begin(callbacks.context, width, height);
    }
    struct cpng_layout layout = {width, height, png_get_bit_depth(png, info), png_get_color_type(png, info),
                                 png_get_interlace_type(png, info) != PNG_INTERLACE_NONE};
    if (layout.bit_depth < 8 || layout.color_type == PNG_COLOR_TYPE_PALETTE) {
        png_error(png, "palette and low-bit-depth images are not read as stored samples");
    }
    return callbacks.samples_begin(callbacks.context, layout);
}

// Reads the rows of an image whose header has been read and checked; libpng's errors longjmp out.
static int read_pixels(png_structp png, png_infop info, struct cpng_callbacks callbacks,
                       volatile struct cpng_buffers *buffers) {
    unsigned height = png_get_image_height(png, info);
    cpng_rows_row row = callbacks.row;
    void *context = callbacks.context;
    if (callbacks.samples_begin == NULL) request_rgba8(png, info);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = png_get_rowbytes(png, info);
    if (begin_rows(png, info, callbacks, stride) != 0) return CPNG_ROWS_STOPPED;
    if (passes > 1) {
        // Interlaced rows arrive in seven passes: decode the whole image, then hand rows out in order.
        buffers->whole = malloc(stride * height);
        buffers->rows = malloc(sizeof(png_bytep) * height);
        if (buffers->whole == NULL || buffers->rows == NULL) png_error(png, "out of memory");
        for (unsigned y = 0; y < height; y++) buffers->rows[y] = buffers->whole + stride * y;
        png_read_image(png, buffers->rows);
        for (unsigned y = 0; y < height; y++) {
            if (row(context, buffers->rows[y], y) != 0) return CPNG_ROWS_STOPPED;
        }
        return CPNG_ROWS_OK;
    }
    buffers->line = malloc(stride);
    if (buffers->line == NULL) png_error(png, "out of memory");
    for (unsigned y = 0; y < height; y++) {
        png_read_row(png, buffers->line, NULL);
        if (row(context, buffers->line, y) != 0) return CPNG_ROWS_STOPPED;
    }
    return CPNG_ROWS_OK;
}

static int read_rows(struct cpng_source *source, struct cpng_limits limits, struct cpng_callbacks callbacks) {
    source->message[0] = 0;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, source, on_error, on_warning);
    if (png == NULL) return CPNG_ROWS_FAILED;
    png_infop info = png_create_info_struct(png);
    // Volatile: they change after setjmp and are read after a longjmp.
    volatile struct cpng_buffers buffers = {NULL, NULL, NULL};
    volatile int status = CPNG_ROWS_OK;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        status = CPNG_ROWS_FAILED;
    } else {
        png_set_read_fn(png, source, read_data);
        // Every chunk but IHDR, PLTE, tRNS, IDAT and IEND is skipped unread (its CRC is still
        // checked): the pixels need nothing else, and compressed text (zTXt, iTXt) or a colour profile
        // (iCCP) cost an inflation each, up to libpng's 8 MB per chunk, for nothing.
        png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
        png_read_info(png, info);
        // The size and the image data's budget are checked before any row buffer is sized from the
        // header and before anything is inflated.
        png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
        size_t bits = (size_t)png_get_bit_depth(png, info) * png_get_channels(png, info);
        int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
        if (width > limits.max_dimension || height > limits.max_dimension) {
            status = CPNG_ROWS_TOO_LARGE;
        } else if (cpng_inflated_size(width, height, bits, interlaced) > limits.max_inflated) {
            status = CPNG_ROWS_TOO_MUCH_DATA;
        } else {
            status = read_pixels(png, info, callbacks, &buffers);
        }
    }
    free(buffers.line);
    free(buffers.whole);
    free(buffers.rows);
    png_destroy_read_struct(&png, info ? &info : NULL, NULL);
    return status;
}
