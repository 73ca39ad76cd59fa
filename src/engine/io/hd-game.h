/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-game.h: a game as the design draws it: scenario + options + the
 * ordered list of actions taken.  Applying validates then appends; undo and
 * redo replay the log, one player action at a time (the actions joined to
 * the one before them go with it); a save file is the log
 * (docs/save-format.md). */
#pragma once

#include <gio/gio.h>

#include "hd-action.h"
#include "hd-map.h"
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

#define HD_GAME_FORMAT 1
#define HD_GAME_MAX_BYTES (16 * 1024 * 1024)

#define HD_TYPE_GAME (hd_game_get_type ())
G_DECLARE_FINAL_TYPE (HdGame, hd_game, HD, GAME, GObject)

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
const HdState *hd_game_get_state       (HdGame         *self);
guint          hd_game_get_n_actions   (HdGame         *self);
void           hd_game_get_action      (HdGame         *self,
                                        guint           index,
                                        HdAction       *out);

gboolean       hd_game_apply           (HdGame         *self,
                                        const HdAction *action,
                                        GError        **error);
/* The second and later actions of one player action (a Move of several
 * units): one undo and one redo take the whole player action. */
gboolean       hd_game_apply_joined    (HdGame         *self,
                                        const HdAction *action,
                                        GError        **error);
gboolean       hd_game_is_joined       (HdGame         *self,
                                        guint           index);
/* A gate: asked about every action the rules allow, before it is made;
 * FALSE (with @error) keeps it out of the game, changing nothing.  A
 * lesson uses it to keep to its task.  NULL: none. */
typedef gboolean (*HdGameGate) (HdGame          *game,
                                const HdState   *before,
                                const HdAction  *action,
                                GError         **error,
                                gpointer         data);
void           hd_game_set_gate        (HdGame         *self,
                                        HdGameGate      gate,
                                        gpointer        data);
gboolean       hd_game_can_undo        (HdGame         *self);
gboolean       hd_game_can_redo        (HdGame         *self);
gboolean       hd_game_undo            (HdGame         *self);
gboolean       hd_game_redo            (HdGame         *self);
HdState       *hd_game_replay          (HdGame         *self,
                                        guint           n_actions);

GBytes        *hd_game_to_bytes        (HdGame         *self);
gboolean       hd_game_save            (HdGame         *self,
                                        GFile          *file,
                                        GError        **error);
void           hd_game_set_autosave    (HdGame         *self,
                                        GFile          *file);
GFile         *hd_game_get_autosave    (HdGame         *self);
const GError  *hd_game_get_autosave_error (HdGame      *self);

G_END_DECLS
