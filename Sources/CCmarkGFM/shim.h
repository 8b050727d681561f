// Umbrella header for the system cmark-gfm library and its GFM extensions.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
