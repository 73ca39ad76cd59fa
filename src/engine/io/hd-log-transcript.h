/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-log-transcript.h: a transcript read into a game log, whatever the
 * game's kind (docs/transcript.md): the text checked, then line by line,
 * comments and blank lines passed over, the kind's set-up lines handed to
 * its reader until the game is set up, then each line an action read by
 * the kind (action_from_line) and made by the log (hd_log_append); the
 * first line not understood or refused stops the reading, named with its
 * number and rule.  A House Divided's reader is hd-transcript.c, the
 * Campaign Game's hd-campaign-transcript.c. */
#pragma once

#include "hd-log.h"

G_BEGIN_DECLS

#define HD_TRANSCRIPT_ERROR (hd_log_transcript_error_quark ())

typedef enum {
  HD_TRANSCRIPT_ERROR_SYNTAX,   /* a line the reader does not understand */
  HD_TRANSCRIPT_ERROR_REFUSED,  /* a line the rules refuse */
  HD_TRANSCRIPT_ERROR_SETUP,    /* no set-up line, or one that cannot set a game up */
} HdTranscriptError;

#define HD_TRANSCRIPT_MAX_BYTES (16 * 1024 * 1024)

/* What a line before the game is set up is to the kind's reader. */
typedef enum {
  HD_LOG_LINE_SETUP,     /* a set-up line, taken */
  HD_LOG_LINE_STARTS,    /* the line that sets the game up, taken: the game starts now */
  HD_LOG_LINE_ACTION,    /* the first action: the game starts, then the line is read as one */
  HD_LOG_LINE_FAILED,    /* not understood (@error set) */
} HdLogLine;

/* A kind's reader of its transcripts' set-up lines. */
typedef struct {
  /* Cuts a comment off @line, in place. */
  void      (*strip_comment) (char        *line);
  HdLogLine (*setup_line)    (gpointer     data,
                              const char  *line,
                              guint        number,
                              GError     **error);
  /* The game the set-up lines make: @number is the line that starts it,
   * or with @at_end the last line of a text that holds no action; NULL
   * with @error (and the line and rule to blame). */
  HdLog    *(*start)         (gpointer     data,
                              guint        number,
                              gboolean     at_end,
                              guint       *error_line,
                              char       **error_rule,
                              GError     **error);
} HdLogReader;

/* Called now and then while a text is read, with the share read so far. */
typedef void (*HdLogProgress) (double fraction, gpointer user_data);

GQuark   hd_log_transcript_error_quark (void);
/* Whether @text can be a transcript at all (size, NUL bytes, UTF-8, line
 * ends), else the error naming its line. */
gboolean hd_log_transcript_check_text  (const char         *text,
                                        gsize               length,
                                        const char         *source,
                                        guint              *error_line,
                                        GError            **error);
/* The first line of @text that is neither blank nor a comment, or NULL. */
char    *hd_log_transcript_first_line  (const HdLogReader  *reader,
                                        const char         *text,
                                        gssize              length);
HdLog   *hd_log_transcript_read        (const HdLogReader  *reader,
                                        gpointer            data,
                                        const char         *text,
                                        gssize              length,
                                        const char         *source,
                                        HdLogProgress       progress,
                                        gpointer            user_data,
                                        GCancellable       *cancellable,
                                        guint              *error_line,
                                        char              **error_rule,
                                        GError            **error);

G_END_DECLS
