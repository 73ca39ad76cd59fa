/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-transcript.h: a game as text, one action a line in the game's own
 * words (docs/transcript.md): readable, writable by hand, and replayable. */
#pragma once

#include "hd-game.h"
#include "hd-log-transcript.h"

G_BEGIN_DECLS

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
char    *hd_transcript_write         (HdGame      *game);

G_END_DECLS
