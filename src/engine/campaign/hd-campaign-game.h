/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game.h: HdCampaignGame, a Campaign Game as a log, as HdGame
 * is for A House Divided: the set-up it started from (the order of battle
 * and the umpire's choices, hd-campaign-setup.h) and the ordered list of
 * actions taken.  Applying checks then appends; undo and redo replay the
 * log one action at a time; a save is the set-up and the log
 * (docs/save-format.md, "The Campaign Game"), written whole or not at all,
 * and autosaved after every change.  Callers (the application, the CLI)
 * see the campaign only through views (hd-campaign-view.h): the game
 * never hands out its position. */
#pragma once

#include <gio/gio.h>

#include "hd-campaign-action.h"
#include "hd-campaign-view.h"
#include "hd-map.h"

G_BEGIN_DECLS

#define HD_CAMPAIGN_GAME_ERROR (hd_campaign_game_error_quark ())

typedef enum {
  HD_CAMPAIGN_GAME_ERROR_NOT_XML,
  HD_CAMPAIGN_GAME_ERROR_FORBIDDEN,
  HD_CAMPAIGN_GAME_ERROR_TOO_LARGE,
  HD_CAMPAIGN_GAME_ERROR_FUTURE_VERSION,
  HD_CAMPAIGN_GAME_ERROR_INVALID,
  HD_CAMPAIGN_GAME_ERROR_BAD_ACTION,
  HD_CAMPAIGN_GAME_ERROR_CHECKSUM,     /* changed since it was saved */
} HdCampaignGameError;

#define HD_CAMPAIGN_GAME_FORMAT 1
#define HD_CAMPAIGN_GAME_MAX_BYTES (16 * 1024 * 1024)

#define HD_TYPE_CAMPAIGN_GAME (hd_campaign_game_get_type ())
G_DECLARE_FINAL_TYPE (HdCampaignGame, hd_campaign_game, HD, CAMPAIGN_GAME, GObject)

GQuark          hd_campaign_game_error_quark (void);

/* A new campaign from the built-in set-up of July 1861 (Appendices I, II
 * and the start positions, data/campaign/setup-1861.xml). */
HdCampaignGame *hd_campaign_game_new          (HdMap           *map,
                                               GError         **error);
/* A new campaign from a set-up file the umpire wrote or shares
 * (hd_campaign_game_export_setup()). */
HdCampaignGame *hd_campaign_game_new_from_setup (HdMap         *map,
                                                 GBytes        *setup,
                                                 const char    *source_name,
                                                 GError       **error);
/* A campaign save read back (every action checked again). */
HdCampaignGame *hd_campaign_game_new_from_bytes (HdMap         *map,
                                                 GBytes        *bytes,
                                                 const char    *source_name,
                                                 GError       **error);
HdCampaignGame *hd_campaign_game_new_from_file  (HdMap         *map,
                                                 GFile         *file,
                                                 GError       **error);
/* Whether @bytes are a campaign save rather than an A House Divided one:
 * the file's root element, read without parsing the rest. */
gboolean        hd_campaign_game_is_campaign_file (GBytes      *bytes);

HdMap          *hd_campaign_game_get_map      (HdCampaignGame  *self);
/* The campaign as @viewer may see it, now. */
HdCampaignView *hd_campaign_game_get_view     (HdCampaignGame  *self,
                                               const HdCampaignViewer *viewer);
guint           hd_campaign_game_get_n_actions (HdCampaignGame *self);
const HdCampaignAction *hd_campaign_game_get_action (HdCampaignGame *self,
                                                     guint           index);

/* Checks @action against the position and, if the rules allow it, makes
 * it and appends it (the redo list is dropped); else changes nothing. */
gboolean        hd_campaign_game_apply        (HdCampaignGame  *self,
                                               const HdCampaignAction *action,
                                               GError         **error);
/* hd_campaign_game_apply() of a transcript's line, for a reader of a
 * whole log: the position before it is not kept (the first undo replays
 * the log), no "changed", no automatic save; a line that is no action is
 * refused as one. */
gboolean        hd_campaign_game_append_line  (HdCampaignGame  *self,
                                               const char      *line,
                                               GError         **error);
gboolean        hd_campaign_game_can_undo     (HdCampaignGame  *self);
gboolean        hd_campaign_game_can_redo     (HdCampaignGame  *self);
gboolean        hd_campaign_game_undo         (HdCampaignGame  *self);
gboolean        hd_campaign_game_redo         (HdCampaignGame  *self);
/* "Undo: V Corps marches to Harpers Ferry", as @viewer may read it; NULL
 * when there is nothing to undo (redo). */
char           *hd_campaign_game_describe_undo (HdCampaignGame *self,
                                                const HdCampaignViewer *viewer);
char           *hd_campaign_game_describe_redo (HdCampaignGame *self,
                                                const HdCampaignViewer *viewer);

/* The order of battle and the umpire's choices as they stand now, as a
 * set-up file another campaign can start from. */
GBytes         *hd_campaign_game_export_setup (HdCampaignGame  *self);
/* The set-up file the campaign began from, and whether it is the
 * built-in one of July 1861 (a transcript then needs no set-up file). */
GBytes         *hd_campaign_game_get_setup    (HdCampaignGame  *self);
gboolean        hd_campaign_game_has_default_setup (HdCampaignGame *self);
GBytes         *hd_campaign_game_to_bytes     (HdCampaignGame  *self);
gboolean        hd_campaign_game_save         (HdCampaignGame  *self,
                                               GFile           *file,
                                               GError         **error);
void            hd_campaign_game_set_autosave (HdCampaignGame  *self,
                                               GFile           *file);
GFile          *hd_campaign_game_get_autosave (HdCampaignGame  *self);
const GError   *hd_campaign_game_get_autosave_error (HdCampaignGame *self);

/* Campaign transcripts (docs/transcript.md, "The Campaign Game",
 * hd-campaign-transcript.c): whether @text's first line is "campaign";
 * the game a transcript replays, every line checked (@folder: where a
 * "campaign setup FILE" line's relative FILE is; at the first line not
 * understood or refused, NULL with the line and the rule that refused
 * it); and the log written as one. */
gboolean        hd_campaign_game_is_campaign_transcript (const char *text,
                                                         gssize      length);
HdCampaignGame *hd_campaign_game_read_transcript (HdMap       *map,
                                                  const char  *text,
                                                  gssize       length,
                                                  const char  *source_name,
                                                  GFile       *folder,
                                                  guint       *error_line,
                                                  char       **error_rule,
                                                  GError     **error);
/* @setup_name: the set-up file to name on the first line, NULL for the
 * built-in set-up. */
char           *hd_campaign_game_write_transcript (HdCampaignGame *self,
                                                   const char     *setup_name);

/* Signals: "changed" after every apply, undo and redo. */

G_END_DECLS
