#ifndef ICONPICKER_CLIBRSVG_SHIM_H
#define ICONPICKER_CLIBRSVG_SHIM_H

// Declarations copied from librsvg-2.0/librsvg/rsvg.h (2.54), glib-2.0/glib/gerror.h and cairo/cairo.h,
// limited to what SVGDecoder calls; see module.modulemap for why the headers are not included.
#include <stddef.h>
#include <stdint.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;

typedef struct _GError {
    uint32_t domain;
    int code;
    char *message;
} GError;

typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

typedef struct _RsvgLength {
    double length;
    int unit;
} RsvgLength;

// cairo_format_t CAIRO_FORMAT_ARGB32: premultiplied, native-endian 32-bit pixels.
static const int crsvg_format_argb32 = 0;
// cairo_status_t CAIRO_STATUS_SUCCESS.
static const int crsvg_status_success = 0;

RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, GError **error);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, int *out_has_width, RsvgLength *out_width,
                                          int *out_has_height, RsvgLength *out_height, int *out_has_viewbox,
                                          RsvgRectangle *out_viewbox);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
void g_object_unref(void *object);
void g_error_free(GError *error);

cairo_surface_t *cairo_image_surface_create(int format, int width, int height);
unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface);
int cairo_image_surface_get_stride(cairo_surface_t *surface);
int cairo_surface_status(cairo_surface_t *surface);
void cairo_surface_flush(cairo_surface_t *surface);
void cairo_surface_destroy(cairo_surface_t *surface);
cairo_t *cairo_create(cairo_surface_t *target);
int cairo_status(cairo_t *cr);
void cairo_destroy(cairo_t *cr);

#endif
