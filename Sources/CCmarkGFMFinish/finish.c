// Lets cmark-gfm 0.29 finish several documents at once.
//
// At the start of every cmark_parser_finish, cmark-gfm switches its extensions' inline
// characters (`~`, `|`, `:`, `w`, ...) on in two process-wide tables, and at the end
// switches them off again, through the exported function
// cmark_manage_extensions_special_characters (called through the library's PLT). One
// document finishing switches the characters off under another that is still parsing
// its inlines, which then misses its strikethrough and autolinks. higsite attaches the
// same extensions to every parser, so the characters can simply stay on: this
// definition, in the executable, takes the library's place, passes "on" through to the
// library's own function and drops "off".
//
// If the dynamic linker does not route the library's calls here (a static or differently
// linked cmark-gfm), nothing calls this function, higsite_cmark_finish_is_concurrent()
// stays 0, and the Swift side keeps finishing one document at a time.
//
// The definition is weak so that a static cmark-gfm (scripts/install's standalone binary)
// links: there the library's own definition, in the same object as cmark_parser_finish, wins
// without a "multiple definition" error, and the one-at-a-time path is taken. The dynamic
// linker does not tell weak from strong (LD_DYNAMIC_WEAK unset), so with the shared library
// this definition still comes first.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

#include "finish.h"

struct cmark_parser;
typedef void (*manage_function)(struct cmark_parser *, int);

static atomic_int called = 0;

__attribute__((weak)) void cmark_manage_extensions_special_characters(struct cmark_parser *parser, int add) {
    static _Atomic(manage_function) library = NULL;
    manage_function function = atomic_load(&library);
    if (function == NULL) {
        function = (manage_function)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
        atomic_store(&library, function);
    }
    if (function == NULL) {
        return;  // cannot happen: the library's calls come here only because it exports this symbol
    }
    atomic_store(&called, 1);
    if (add) {
        function(parser, add);
    }
}

int higsite_cmark_finish_is_concurrent(void) {
    return atomic_load(&called);
}
