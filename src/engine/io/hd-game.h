/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-game.h: A House Divided as a game log (HdLog, hd-log.h): scenario
 * + options + the ordered list of actions taken (HdAction).  Applying,
 * joined player actions, undo and redo, saving and the automatic save are
 * the log's (hd_log_apply (HD_LOG (game), &action, error) ...); a save
 * file is the log (docs/save-format.md). */
#pragma once

#include <gio/gio.h>

#include "hd-action.h"
#include "hd-log.h"
#include "hd-map.h"
#include "hd-movement.h"
#include "hd-seats.h"
#include "hd-state.h"

G_BEGIN_DECLS

#define HD_GAME_ERROR (hd_game_error_quark ())

typedef enum {
  HD_GAME_ERROR_NOT_XML,
  HD_GAME_ERROR_FORBIDDEN,
  HD_GAME_ERROR_TOO_LARGE,
  HD_GAME_ERROR_FUTURE_VERSION,
  HD_GAME_ERROR_INVALID,
  HD_GAME_ERROR_BAD_ACTION,
  HD_GAME_ERROR_CHECKSUM,      /* the contents do not match the checksum saved with them */
} HdGameError;

/* The format read and written (2: with seats, issue 33); a game whose
 * sides are all people's is written in format 1, as before. */
#define HD_GAME_FORMAT 2
#define HD_GAME_FORMAT_NO_SEATS 1
#define HD_GAME_MAX_BYTES (16 * 1024 * 1024)

#define HD_TYPE_GAME (hd_game_get_type ())
G_DECLARE_FINAL_TYPE (HdGame, hd_game, HD, GAME, HdLog)

GQuark         hd_game_error_quark     (void);

HdGame        *hd_game_new             (HdMap          *map,
                                        const char     *scenario_id,
                                        const char * const *options,
                                        GError        **error);
HdGame        *hd_game_new_blaming     (HdMap          *map,
                                        const char     *scenario_id,
                                        const char * const *options,
                                        int            *culprit,
                                        GError        **error);
/* Called while a file is read, with the share read so far (0 to 1). */
typedef void (*HdGameProgress) (double fraction, gpointer user_data);

HdGame        *hd_game_load            (HdMap          *map,
                                        GBytes         *bytes,
                                        const char     *source_name,
                                        HdGameProgress  progress,
                                        gpointer        user_data,
                                        GCancellable   *cancellable,
                                        GError        **error);
HdGame        *hd_game_new_from_bytes  (HdMap          *map,
                                        GBytes         *bytes,
                                        const char     *source_name,
                                        GError        **error);
HdGame        *hd_game_new_from_file   (HdMap          *map,
                                        GFile          *file,
                                        GError        **error);

const char    *hd_game_get_scenario_id (HdGame         *self);
const char * const *hd_game_get_options (HdGame        *self);
/* Who commands each side (both people unless set); saved with the game
 * and written in its transcript. */
const HdSeats *hd_game_get_seats       (HdGame         *self);
void           hd_game_set_seats       (HdGame         *self,
                                        const HdSeats  *seats);
const HdState *hd_game_get_state       (HdGame         *self);
/* Action @index of the log (applied or undone), whole. */
void           hd_game_get_action      (HdGame         *self,
                                        guint           index,
                                        HdAction       *out);
HdState       *hd_game_replay          (HdGame         *self,
                                        guint           n_actions);
/* A Move of several units: for each unit like @units[i] (side, kind and
 * strength), from @from to @to as @mode says (by land along the route
 * the rules find, 4.0; by sea or invasion, 4.7, 4.71), each checked in
 * the position it meets, all of them one player action (one undo).
 * Whole or nothing: when the rules refuse one, none is made. */
/* The actions of such a Move as they would be made in @state (HdAction,
 * each checked in the position it meets), or NULL with why. */
GArray        *hd_game_plan_march      (const HdState  *state,
                                        guint           from,
                                        guint           to,
                                        const HdUnit   *units,
                                        guint           n_units,
                                        HdMoveMode      mode,
                                        GError        **error);
gboolean       hd_game_apply_march     (HdGame         *self,
                                        guint           from,
                                        guint           to,
                                        const HdUnit   *units,
                                        guint           n_units,
                                        HdMoveMode      mode,
                                        GError        **error);

G_END_DECLS
