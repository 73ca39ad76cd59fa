/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-umpire.h: the umpire's own rulings that no other rule module
 * owns: who holds a box when the board and the book disagree, and a note
 * kept in the log (a ruling under Campaign 9.6 or 10.33, a decision at the
 * table).  Both are allowed at any time, even after the war ends. */
#pragma once

#include "hd-campaign-args.h"

G_BEGIN_DECLS

/* "umpire-control box=B side=S", "note text=T" */
extern const HdCampaignActionType hd_campaign_umpire_actions[];
extern const guint                hd_campaign_umpire_n_actions;

G_END_DECLS
