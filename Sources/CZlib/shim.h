// The one header Swift sees of zlib. inflateInit2 is a macro with arguments, which Swift
// cannot import: it is wrapped below as a function.
#ifndef SPLITVIEW_CZLIB_SHIM_H
#define SPLITVIEW_CZLIB_SHIM_H

#include <zlib.h>

// Starts inflating gzip data (windowBits 15, +16: a gzip header and trailer, not zlib's).
static inline int sv_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 15 + 16);
}

#endif
