/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-protocol.h: the engine protocol (docs/engine-protocol.md), the line
 * protocol between a match's harness and a player outside the program,
 * both ways and as text only (no process, no input or output here).  The
 * engine's side, HdProtocol, reads the harness's lines and answers as one
 * of our players (`house-divided-cli engine`); the harness's side writes
 * the request for a decision (the position as a transcript, the legal
 * lines, `go`) and reads an answer line.  A position is a transcript and
 * an action a transcript line (hd-transcript.h, hd-action-line.h), their
 * dice open (0): the harness rolls them. */
#pragma once

#include "hd-player.h"
#include "hd-transcript.h"

G_BEGIN_DECLS

/* The protocol's version, as `hdpok` follows the handshake. */
#define HD_PROTOCOL_VERSION 1
/* A position longer than this is refused (a transcript's own cap). */
#define HD_PROTOCOL_MAX_POSITION HD_TRANSCRIPT_MAX_BYTES
/* A line of either side longer than this is refused. */
#define HD_PROTOCOL_MAX_LINE (64 * 1024)

/* ---- the engine's side ---- */

typedef struct _HdProtocol HdProtocol;

/* Answers as a player of @level thinking with @seed and @weights (NULL:
 * the defaults; a copy is kept). */
HdProtocol    *hd_protocol_new            (HdMap           *map,
                                           HdPlayerLevel    level,
                                           guint32          seed,
                                           const HdWeights *weights);
void           hd_protocol_free           (HdProtocol      *protocol);
/*
 * hd_protocol_handle:
 * @line: one line from the harness, without its line end
 * @out: the answer lines are appended to it, each ending in "\n"
 *
 * Handles one line: a command, or a line of a position being sent.
 * Bad input gets one `error MESSAGE` line and changes nothing.  FALSE
 * after `quit`: nothing more is read.
 */
gboolean       hd_protocol_handle         (HdProtocol      *protocol,
                                           const char      *line,
                                           GString         *out);

/* ---- the harness's side ---- */

/* The request for the decision @game's position awaits: `position`, the
 * game as a transcript, `endposition`, a `legal` line for each
 * candidate (a battle's with the attacker's odds as a comment), and
 * `go side SIDE movetime MS`; each line ending in "\n". */
char          *hd_protocol_write_request  (HdGame          *game,
                                           guint            move_time_ms);

/* A line an outside player answers a `go` with. */
typedef enum {
  HD_PROTOCOL_ANSWER_NONE,     /* a blank line, or an `info` line of another kind: passed over */
  HD_PROTOCOL_ANSWER_REASON,   /* `info reason TEXT` */
  HD_PROTOCOL_ANSWER_ACTION,   /* `action LINE` */
} HdProtocolAnswerKind;

typedef struct {
  HdProtocolAnswerKind kind;
  char                *reason;  /* REASON's text */
  HdAction             action;  /* ACTION's action */
} HdProtocolAnswer;

void           hd_protocol_answer_clear   (HdProtocolAnswer *answer);
/* @line (without its line end) read as an answer; FALSE with @error (in
 * our words, quoting it) for a line that is none, or an action line not
 * understood. */
gboolean       hd_protocol_read_answer    (HdMap           *map,
                                           const char      *line,
                                           HdProtocolAnswer *answer,
                                           GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdProtocol, hd_protocol_free)

G_END_DECLS
