// The C API of cmark-gfm and its GitHub extensions (tables, strikethrough, autolinks,
// task lists, tag filter), as installed by Debian's libcmark-gfm(-extensions)-dev.
#ifndef MOTIONBOOK_CCMARKGFM_SHIM_H
#define MOTIONBOOK_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#endif
