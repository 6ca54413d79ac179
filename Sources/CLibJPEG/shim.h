#ifndef ICONPICKER_CLIBJPEG_SHIM_H
#define ICONPICKER_CLIBJPEG_SHIM_H

// The TurboJPEG functions JPEGDecoder calls, as one table (see module.modulemap: the library is linked
// from its static archive). The header gives the exact signatures.
#include <turbojpeg.h>

typedef struct cjpeg_api {
    __typeof__(tjInitDecompress) *init_decompress;
    __typeof__(tjDestroy) *destroy;
    __typeof__(tjDecompressHeader3) *decompress_header3;
    __typeof__(tjDecompress2) *decompress2;
    __typeof__(tjGetErrorCode) *get_error_code;
    __typeof__(tjGetErrorStr2) *get_error_str2;
} cjpeg_api;

/// TurboJPEG's functions; never NULL since the library is linked (the pointer keeps JPEGDecoder's
/// calls as they were when the library was loaded at run time).
static inline const cjpeg_api *_Nonnull cjpeg_api_load(void) {
    static const cjpeg_api api = {tjInitDecompress, tjDestroy, tjDecompressHeader3, tjDecompress2, tjGetErrorCode, tjGetErrorStr2};
    return &api;
}

#endif
