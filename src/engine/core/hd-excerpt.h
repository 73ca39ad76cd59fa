/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-excerpt.h: the short excerpt of what a person wrote (a transcript
 * line, a word, a value read from a file) that a message quotes back, so
 * that no message is ever as long as a damaged line. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* At most this many characters of the input are quoted. */
#define HD_EXCERPT_MAX_CHARS 60

char *hd_excerpt (const char *text,
                  gssize      length);

G_END_DECLS
