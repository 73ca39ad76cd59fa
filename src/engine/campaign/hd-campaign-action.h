/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-action.h: HdCampaignAction, one thing done in the Campaign
 * Game, as plain data: its type ("move", "allot", "battle-day") and its
 * arguments as named values, in the order given.  One line of a campaign
 * transcript and one element of a campaign save are one action
 * (docs/transcript.md, "The Campaign Game").  What each type means, and
 * whether it is allowed, is the rules' (hd-campaign-play.h); this record
 * knows no state, so the application and the CLI build actions with it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HD_CAMPAIGN_ERROR (hd_campaign_error_quark ())

typedef enum {
  HD_CAMPAIGN_ERROR_SYNTAX,        /* a line that is no action */
  HD_CAMPAIGN_ERROR_UNKNOWN_TYPE,  /* no such type of action */
  HD_CAMPAIGN_ERROR_ARGUMENT,      /* an argument missing or not of its kind */
} HdCampaignError;

typedef struct _HdCampaignAction HdCampaignAction;

GQuark            hd_campaign_error_quark       (void);

HdCampaignAction *hd_campaign_action_new        (const char             *type);
HdCampaignAction *hd_campaign_action_copy       (const HdCampaignAction *self);
void              hd_campaign_action_free       (HdCampaignAction       *self);
gboolean          hd_campaign_action_equal      (const HdCampaignAction *a,
                                                 const HdCampaignAction *b);

const char       *hd_campaign_action_get_type_name (const HdCampaignAction *self);
/* Sets (or replaces) argument @key, a lower-case word with dashes. */
void              hd_campaign_action_set        (HdCampaignAction       *self,
                                                 const char             *key,
                                                 const char             *value);
void              hd_campaign_action_set_uint   (HdCampaignAction       *self,
                                                 const char             *key,
                                                 guint                   value);
/* The value of @key, or NULL if the action has none. */
const char       *hd_campaign_action_get        (const HdCampaignAction *self,
                                                 const char             *key);
/* @key's value as a number; refuses (HD_CAMPAIGN_ERROR_ARGUMENT) if it
 * is missing or not a whole number. */
gboolean          hd_campaign_action_get_uint   (const HdCampaignAction *self,
                                                 const char             *key,
                                                 guint                  *out,
                                                 GError                **error);
/* A comma-separated list of numbers ("12,14,15"). */
GArray           *hd_campaign_action_get_uints  (const HdCampaignAction *self,
                                                 const char             *key,
                                                 GError                **error);
guint             hd_campaign_action_get_n_args (const HdCampaignAction *self);
const char       *hd_campaign_action_get_key    (const HdCampaignAction *self,
                                                 guint                   index);
const char       *hd_campaign_action_get_value  (const HdCampaignAction *self,
                                                 guint                   index);

/* One line: the type, then key=value for each argument in order; a value
 * with spaces, quotes, "=" or backslashes is quoted ("key=\"V Corps\"",
 * backslash before a quote or backslash). */
char             *hd_campaign_action_to_line    (const HdCampaignAction *self);
/* The line hd_campaign_action_to_line() writes, back; refuses
 * (HD_CAMPAIGN_ERROR_SYNTAX) anything else, quoting it. */
HdCampaignAction *hd_campaign_action_parse_line (const char             *line,
                                                 GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignAction, hd_campaign_action_free)

G_END_DECLS
