/* hd-reference-private.h: the table of the rules reference, for
 * hd-reference.c (its text is in hd-reference-rules.c). */
#pragma once

#include "hd-reference.h"

G_BEGIN_DECLS

extern const HdRule hd_reference_rules[];
extern const guint  hd_reference_n_rules;

G_END_DECLS
