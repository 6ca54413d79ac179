#ifndef ICONPICKER_CLIBJPEG_SHIM_H
#define ICONPICKER_CLIBJPEG_SHIM_H

// The TurboJPEG functions JPEGDecoder calls, found with dlsym the first time a JPEG is decoded (see
// module.modulemap for why the library is not linked). The header gives the exact signatures.
#include <dlfcn.h>
#include <pthread.h>
#include <turbojpeg.h>

typedef struct cjpeg_api {
    __typeof__(tjInitDecompress) *init_decompress;
    __typeof__(tjDestroy) *destroy;
    __typeof__(tjDecompressHeader3) *decompress_header3;
    __typeof__(tjDecompress2) *decompress2;
    __typeof__(tjGetErrorCode) *get_error_code;
    __typeof__(tjGetErrorStr2) *get_error_str2;
} cjpeg_api;

// Function-local statics: Swift emits them with the functions that own them (file-scope statics in an
// imported header are not emitted).
static inline cjpeg_api *cjpeg_storage(void) {
    static cjpeg_api api;
    return &api;
}

static inline int *cjpeg_state(void) {
    static int state; // 1 loaded, -1 unavailable
    return &state;
}

static inline pthread_once_t *cjpeg_once(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    return &once;
}

static inline void *cjpeg_symbol(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL) *missing = 1;
    return symbol;
}

static inline void cjpeg_load_once(void) {
    void *library = dlopen("libturbojpeg.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *cjpeg_state() = -1;
        return;
    }
    int missing = 0;
    cjpeg_api *api = cjpeg_storage();
    *(void **)&api->init_decompress = cjpeg_symbol(library, "tjInitDecompress", &missing);
    *(void **)&api->destroy = cjpeg_symbol(library, "tjDestroy", &missing);
    *(void **)&api->decompress_header3 = cjpeg_symbol(library, "tjDecompressHeader3", &missing);
    *(void **)&api->decompress2 = cjpeg_symbol(library, "tjDecompress2", &missing);
    *(void **)&api->get_error_code = cjpeg_symbol(library, "tjGetErrorCode", &missing);
    *(void **)&api->get_error_str2 = cjpeg_symbol(library, "tjGetErrorStr2", &missing);
    *cjpeg_state() = missing ? -1 : 1;
}

/// TurboJPEG's functions, loaded on first use (thread-safe); NULL when libturbojpeg is not installed.
static inline const cjpeg_api *cjpeg_api_load(void) {
    pthread_once(cjpeg_once(), cjpeg_load_once);
    return *cjpeg_state() == 1 ? cjpeg_storage() : NULL;
}

#endif
