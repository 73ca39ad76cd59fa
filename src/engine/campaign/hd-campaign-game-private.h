/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game-private.h: what the campaign game's own files share
 * (hd-campaign-game.c, hd-campaign-game-dispatch.c,
 * hd-campaign-game-chain.c): the layout of HdCampaignGame, a game from
 * any position, and the dispatch a game in player mode began from. */
#pragma once

#include "hd-campaign-dispatch.h"
#include "hd-campaign-game.h"
#include "hd-log.h"

G_BEGIN_DECLS

struct _HdCampaignGame
{
  HdLog       parent_instance;

  HdMap      *map;
  /* player mode (hd-campaign-game-dispatch.c): the dispatch the game
   * began from, its seat set; else the seat is neutral: the master */
  HdCampaignDispatchHeader dispatch;
  char       *dispatch_text;   /* the dispatch whole, which its save embeds */
  /* the chain of a campaign without an umpire (issue 35, item 11) */
  char       *chain_key;       /* known once both presidents' PINs opened it */
  GPtrArray  *macs;            /* char *: each action's link as read, NULL where none */
  char       *chain_end;       /* "N:LINK", the chain's end as read, or NULL */
  guint       save_index;      /* the action a save writes next */
  char       *save_link;       /* and the link before it */
};

/* A game starting from @initial (taken). */
/* A game from @setup (NULL: the built-in set-up) whose new records
 * take their ids by side when @by_side, or from one sequence (an older
 * campaign's, hd-campaign-private.h); a set-up file that says which it
 * is has its way. */
HdCampaignGame           *hd_campaign_game_new_with_ids        (HdMap          *map,
                                                                GBytes         *setup,
                                                                const char     *source_name,
                                                                gboolean        by_side,
                                                                GError        **error);
HdCampaignGame           *hd_campaign_game_new_from_position   (HdMap          *map,
                                                                HdCampaign     *initial);
/* A game in player mode from a dispatch's @text (its save embeds it). */
HdCampaignGame           *hd_campaign_game_new_from_dispatch_text (HdMap      *map,
                                                                   const char *text,
                                                                   gsize       length,
                                                                   GError    **error);
/* The chain (hd-campaign-game.c): its first link, made of the set-up the
 * game began from; the link after @prev for @line; its end after @last
 * for @n actions. */
char                     *hd_campaign_game_chain_seed          (HdCampaignGame *self,
                                                                const char     *key);
char                     *hd_campaign_game_chain_link          (const char     *key,
                                                                const char     *prev,
                                                                const char     *line);
char                     *hd_campaign_game_chain_end           (const char     *key,
                                                                const char     *last,
                                                                guint           n);
/* The dispatch @self began from: its seat is HD_SIDE_NEUTRAL for the
 * master (no dispatch). */
HdCampaignDispatchHeader *hd_campaign_game_get_dispatch_header (HdCampaignGame *self);

G_END_DECLS
