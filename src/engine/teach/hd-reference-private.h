/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference-private.h: the tables of the rules reference, for
 * hd-reference.c (the text of the rulebook's entries is in
 * hd-reference-rules.c, the Campaign Game's in hd-reference-campaign.c,
 * the tables of figures are made in hd-reference-tables.c). */
#pragma once

#include "hd-reference.h"

G_BEGIN_DECLS

extern const HdRule hd_reference_rules[];
extern const guint  hd_reference_n_rules;
/* The Campaign Game's entries, after the rulebook's in reference order. */
extern const HdRule hd_reference_campaign_rules[];
extern const guint  hd_reference_n_campaign_rules;
/* The pawns game's entries (hd-reference-pawns.c), after the campaign's. */
extern const HdRule hd_reference_pawns_rules[];
extern const guint  hd_reference_n_pawns_rules;
/* American Civil War 1861-1865's (hd-reference-acw.c), after the pawns game's. */
extern const HdRule hd_reference_acw_rules[];
extern const guint  hd_reference_n_acw_rules;
/* The Civil War (FGA)'s (hd-reference-fga.c), after American Civil War's. */
extern const HdRule hd_reference_fga_rules[];
extern const guint  hd_reference_n_fga_rules;

/* The table of figures under rule @id, made from the unit table
 * (hd-reference-tables.c), or NULL. */
char *hd_reference_make_table (const char *id);

/* hd_reference_find_citations() with the citing words of a language
 * given ("|"-separated, added to the English ones): @basic before a rule
 * number, @advanced before an Advanced rule's, @campaign before a
 * Campaign Game rule's, @joining between the numbers of a list.  For the
 * tests, which cannot switch language. */
GArray *hd_reference_find_citations_in (const char *text,
                                        const char *basic,
                                        const char *advanced,
                                        const char *campaign,
                                        const char *joining);

/* hd_reference_search() with the translated word(s) before an Advanced
 * rule's number given ("|"-separated, besides "advanced"), as
 * C_("rule citation", "Advanced") gives them, and those before a Campaign
 * rule's (besides "campaign").  For the tests. */
GArray *hd_reference_search_in (const char *query,
                                const char *advanced,
                                const char *campaign);

G_END_DECLS
