/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-transcript.h: a game as text, one action a line in the game's own
 * words (docs/transcript.md): readable, writable by hand, and replayable. */
#pragma once

#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TRANSCRIPT_ERROR (hd_transcript_error_quark ())

typedef enum {
  HD_TRANSCRIPT_ERROR_SYNTAX,   /* a line the reader does not understand */
  HD_TRANSCRIPT_ERROR_REFUSED,  /* a line the rules refuse */
  HD_TRANSCRIPT_ERROR_SETUP,    /* no scenario, unknown scenario or option */
} HdTranscriptError;

#define HD_TRANSCRIPT_MAX_BYTES (16 * 1024 * 1024)

GQuark   hd_transcript_error_quark   (void);

HdGame  *hd_transcript_read          (HdMap       *map,
                                      const char  *text,
                                      gssize       length,
                                      const char  *source_name,
                                      guint       *error_line,
                                      char       **error_rule,
                                      GError     **error);
HdGame  *hd_transcript_load          (HdMap          *map,
                                      const char     *text,
                                      gssize          length,
                                      const char     *source_name,
                                      HdGameProgress  progress,
                                      gpointer        user_data,
                                      GCancellable   *cancellable,
                                      guint          *error_line,
                                      char          **error_rule,
                                      GError        **error);
/* Whether @text can be a transcript at all (size, NUL bytes, UTF-8, line
 * ends), else the error naming its line. */
gboolean hd_transcript_check_text    (const char  *text,
                                      gsize        length,
                                      const char  *source,
                                      guint       *error_line,
                                      GError     **error);
char    *hd_transcript_write         (HdGame      *game);

G_END_DECLS
