#include "png_write.h"

#include <png.h>
#include <string.h>

// What libpng's write and error callbacks reach: the caller's sink and the message buffer.
struct cpng_sink {
    cpng_write_out out;
    void *context;
    char *message;
};

static void write_data(png_structp png, png_bytep bytes, png_size_t count) {
    struct cpng_sink *sink = png_get_io_ptr(png);
    if (sink->out(sink->context, bytes, count) != 0) png_error(png, "the output was refused");
}

static void flush_data(png_structp png) { (void)png; }

static void on_write_error(png_structp png, png_const_charp text) {
    struct cpng_sink *sink = png_get_error_ptr(png);
    strncpy(sink->message, text ? text : "", CPNG_ROWS_MESSAGE_SIZE - 1);
    sink->message[CPNG_ROWS_MESSAGE_SIZE - 1] = 0;
    png_longjmp(png, 1);
}

static void on_write_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// Writes every row (every pass of an interlaced image); libpng's errors longjmp out.
static void write_rows(png_structp png, png_infop info, const unsigned char *pixels, size_t row_bytes,
                       struct cpng_layout layout, int level, int srgb_intent) {
    png_set_compression_level(png, level);
    png_set_IHDR(png, info, layout.width, layout.height, layout.bit_depth, layout.color_type,
                 layout.interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (srgb_intent >= 0) png_set_sRGB(png, info, srgb_intent);
    png_write_info(png, info);
    if (png_get_rowbytes(png, info) != row_bytes) png_error(png, "the rows are not the size the layout needs");
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (unsigned y = 0; y < layout.height; y++) png_write_row(png, pixels + row_bytes * y);
    }
    png_write_end(png, NULL);
}

int cpng_write_image(const unsigned char *pixels, size_t row_bytes, struct cpng_layout layout, int level, int srgb_intent,
                     cpng_write_out out, void *context, char *message) {
    struct cpng_sink sink = {out, context, message};
    message[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_write_error, on_write_warning);
    if (png == NULL) return CPNG_ROWS_FAILED;
    png_infop info = png_create_info_struct(png);
    volatile int status = CPNG_ROWS_OK;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        status = CPNG_ROWS_FAILED;
    } else {
        // The io pointer is the sink, as the error pointer is.
        png_set_write_fn(png, &sink, write_data, flush_data);
        write_rows(png, info, pixels, row_bytes, layout, level, srgb_intent);
    }
    png_destroy_write_struct(&png, info ? &info : NULL);
    return status;
}
