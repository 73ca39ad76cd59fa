/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-oob-dialog.h: the order of battle of a Campaign Game
 * (Campaign 6, Appendices) as a tree per side, army, corps, divisions and
 * stands, and the umpire's editor on it (Campaign 6, 11). */
#pragma once

#include <adwaita.h>

#include "hd-campaign-view.h"

G_BEGIN_DECLS

#define HD_TYPE_CAMPAIGN_OOB_DIALOG (hd_campaign_oob_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HdCampaignOobDialog, hd_campaign_oob_dialog, HD, CAMPAIGN_OOB_DIALOG, AdwWindow)

HdCampaignOobDialog *hd_campaign_oob_dialog_new          (GtkWindow            *parent);
/* Shows @view (copied), keeping the row chosen when it is still there. */
void                 hd_campaign_oob_dialog_set_view     (HdCampaignOobDialog  *self,
                                                          const HdCampaignView *view);
/* @error (citing its rule) in the dialog's banner, rule numbers as links. */
void                 hd_campaign_oob_dialog_show_refusal (HdCampaignOobDialog  *self,
                                                          const GError         *error);
/* For the window test: choose the row of formation (or stand) @id on
 * @side's page; FALSE if there is none. */
gboolean             hd_campaign_oob_dialog_select       (HdCampaignOobDialog  *self,
                                                          HdSide                side,
                                                          gboolean              stand,
                                                          guint                 id);
/* For the window test: choose @id in the drop-down of the stands to
 * consolidate with (@merge) or of the formations to reassign to; FALSE
 * if it does not offer it. */
gboolean             hd_campaign_oob_dialog_choose_target (HdCampaignOobDialog *self,
                                                           gboolean             merge,
                                                           guint                id);
/* The rows of @side's tree as shown (every level open), one a line. */
char                *hd_campaign_oob_dialog_dump         (HdCampaignOobDialog  *self,
                                                          HdSide                side);
/* The banner's text, or NULL when it is hidden. */
const char          *hd_campaign_oob_dialog_get_refusal  (HdCampaignOobDialog  *self);

/* Signals: "apply" (const HdCampaignAction *): an edit the umpire asks
 * for; the owner makes it in the game (and calls show_refusal if the
 * rules refuse it). */

G_END_DECLS
