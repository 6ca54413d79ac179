#ifndef ICONPICKER_CLIBRSVG_SHIM_H
#define ICONPICKER_CLIBRSVG_SHIM_H

// Types and signatures copied from librsvg-2.0/librsvg/rsvg.h (2.54), glib-2.0/glib/gerror.h and
// cairo/cairo.h, limited to what SVGDecoder calls; see module.modulemap for why the headers are not
// included and the library is loaded at run time.
#include <dlfcn.h>
#include <pthread.h>
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

/// The functions SVGDecoder calls, found with dlsym in librsvg and the libraries it depends on.
typedef struct crsvg_api {
    RsvgHandle *(*handle_new_from_data)(const uint8_t *data, size_t data_len, GError **error);
    int (*handle_get_intrinsic_size_in_pixels)(RsvgHandle *handle, double *out_width, double *out_height);
    void (*handle_get_intrinsic_dimensions)(RsvgHandle *handle, int *out_has_width, RsvgLength *out_width, int *out_has_height,
                                            RsvgLength *out_height, int *out_has_viewbox, RsvgRectangle *out_viewbox);
    int (*handle_render_document)(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
    void (*handle_set_dpi)(RsvgHandle *handle, double dpi);
    void (*object_unref)(void *object);
    void (*error_free)(GError *error);
    cairo_surface_t *(*image_surface_create)(int format, int width, int height);
    unsigned char *(*image_surface_get_data)(cairo_surface_t *surface);
    int (*image_surface_get_stride)(cairo_surface_t *surface);
    int (*surface_status)(cairo_surface_t *surface);
    void (*surface_flush)(cairo_surface_t *surface);
    void (*surface_destroy)(cairo_surface_t *surface);
    cairo_t *(*create)(cairo_surface_t *target);
    void (*destroy)(cairo_t *cr);
} crsvg_api;

// Function-local statics: Swift emits them with the functions that own them (file-scope statics in an
// imported header are not emitted).
static inline crsvg_api *crsvg_storage(void) {
    static crsvg_api api;
    return &api;
}

static inline int *crsvg_state(void) {
    static int state; // 1 loaded, -1 unavailable
    return &state;
}

static inline pthread_once_t *crsvg_once(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    return &once;
}

static inline void *crsvg_symbol(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL) *missing = 1;
    return symbol;
}

static inline void crsvg_load_once(void) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *crsvg_state() = -1;
        return;
    }
    int missing = 0;
    crsvg_api *api = crsvg_storage();
    *(void **)&api->handle_new_from_data = crsvg_symbol(library, "rsvg_handle_new_from_data", &missing);
    *(void **)&api->handle_get_intrinsic_size_in_pixels = crsvg_symbol(library, "rsvg_handle_get_intrinsic_size_in_pixels", &missing);
    *(void **)&api->handle_get_intrinsic_dimensions = crsvg_symbol(library, "rsvg_handle_get_intrinsic_dimensions", &missing);
    *(void **)&api->handle_render_document = crsvg_symbol(library, "rsvg_handle_render_document", &missing);
    *(void **)&api->handle_set_dpi = crsvg_symbol(library, "rsvg_handle_set_dpi", &missing);
    *(void **)&api->object_unref = crsvg_symbol(library, "g_object_unref", &missing);
    *(void **)&api->error_free = crsvg_symbol(library, "g_error_free", &missing);
    *(void **)&api->image_surface_create = crsvg_symbol(library, "cairo_image_surface_create", &missing);
    *(void **)&api->image_surface_get_data = crsvg_symbol(library, "cairo_image_surface_get_data", &missing);
    *(void **)&api->image_surface_get_stride = crsvg_symbol(library, "cairo_image_surface_get_stride", &missing);
    *(void **)&api->surface_status = crsvg_symbol(library, "cairo_surface_status", &missing);
    *(void **)&api->surface_flush = crsvg_symbol(library, "cairo_surface_flush", &missing);
    *(void **)&api->surface_destroy = crsvg_symbol(library, "cairo_surface_destroy", &missing);
    *(void **)&api->create = crsvg_symbol(library, "cairo_create", &missing);
    *(void **)&api->destroy = crsvg_symbol(library, "cairo_destroy", &missing);
    *crsvg_state() = missing ? -1 : 1;
}

/// librsvg's functions, loaded on first use (thread-safe); NULL when librsvg 2.52+ is not installed.
static inline const crsvg_api *crsvg_api_load(void) {
    pthread_once(crsvg_once(), crsvg_load_once);
    return *crsvg_state() == 1 ? crsvg_storage() : NULL;
}

#endif
