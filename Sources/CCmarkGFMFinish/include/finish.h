#ifndef HIGSITE_CMARK_FINISH_H
#define HIGSITE_CMARK_FINISH_H

/// Non-zero once cmark-gfm has called the replacement of
/// `cmark_manage_extensions_special_characters` in finish.c: from then on two
/// `cmark_parser_finish` calls may run at the same time.
int higsite_cmark_finish_is_concurrent(void);

#endif
