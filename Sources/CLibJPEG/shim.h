#ifndef ICONPICKER_CLIBJPEG_SHIM_H
#define ICONPICKER_CLIBJPEG_SHIM_H

#include <turbojpeg.h>

#endif
