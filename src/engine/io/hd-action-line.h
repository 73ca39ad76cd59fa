/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action-line.h: an A House Divided action as a transcript line, both
 * ways (docs/transcript.md). */
#pragma once

#include "hd-action.h"
#include "hd-map.h"

G_BEGIN_DECLS

/* One action as a line: its type's first form that fits. */
char    *hd_action_line_write         (const HdAction *action,
                                       HdMap          *map);
/* One action line (a comment after it is cut off; no scenario or option
 * line) as an action; FALSE if the line is not understood. */
gboolean hd_action_line_parse         (HdMap          *map,
                                       const char     *line,
                                       HdAction       *action);
/* Cuts a comment off @line (in place): a "#" at the start of a word that
 * is not a unit's number ("#12") begins one, up to the end of the line. */
void     hd_action_line_strip_comment (char           *line);

G_END_DECLS
