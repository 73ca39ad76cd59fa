/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference.h: the rules in our own words.  One entry for every
 * numbered rule of the basic game, its optional rules and scenarios, the
 * Game Piece Inventory, the Advanced Game (whose numbers are its own:
 * "Advanced 2.1", id "advanced-2.1") and the Campaign Game of Novak and
 * Chadwick (numbered on its own too: "Campaign 7.1", id "campaign-7.1";
 * its appendices "Appendix I", id "campaign-appendix-i"), the games
 * without a board (the pawns game's sections, unnumbered in its rulebook:
 * "Pawns, Combat", id "pawns-combat"), each a short explanation with a small
 * example, written for this program; under 1.4, 4.0 and the Game Piece
 * Inventory a table of the units' figures made from the engine's own unit
 * table; searching them by number and by word;
 * and finding the rule numbers cited in a sentence, so that whatever the
 * program shows can open the reference at the rule it names. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  HD_RULE_BASIC,
  HD_RULE_OPTIONAL,           /* an optional rule of the basic game */
  HD_RULE_SCENARIO,           /* 11.0-11.7 */
  HD_RULE_ADVANCED,           /* the Advanced Game */
  HD_RULE_ADVANCED_OPTIONAL,  /* the Advanced Game's optional rules (8.x) */
  HD_RULE_CAMPAIGN,           /* the Campaign Game ("Campaign 7.1"), its own numbers */
  HD_RULE_PAWNS,              /* Civil War, the pawns game: its sections ("Pawns, Combat") */
  HD_RULE_ACW,                /* American Civil War 1861-1865: its parts' sections ("ACW 14.B") */
  HD_RULE_FGA,                /* The Civil War (FGA): its numbered sections ("FGA 4.3.4") */
} HdRulePart;

typedef struct {
  const char *id;        /* "4.3", "advanced-2.1", "campaign-7.1", "inventory" */
  HdRulePart  part;
  const char *title;     /* untranslated: use hd_rule_get_title() */
  const char *text;
  const char *example;
} HdRule;

guint         hd_reference_get_n_rules (void);
const HdRule *hd_reference_get_rule    (guint        index);
/* The entry of @id ("4.3", "advanced-2.1", "campaign-7.1", "inventory") or
 * of a citation as the program writes it ("Advanced 2.1", "Campaign 7.1",
 * "Appendix I", "Game Piece Inventory"). */
const HdRule *hd_reference_lookup      (const char  *id_or_citation);
int           hd_reference_index_of    (const HdRule *rule);

/* "4.3", "Advanced 2.1", "Campaign 7.1" or "Appendix I", as cited;
 * translated. */
char         *hd_rule_get_number       (const HdRule *rule);
const char   *hd_rule_get_title        (const HdRule *rule);
/* "4.3 Entrenchment": number and title, translated; a rule whose number
 * is its title ("Game Piece Inventory") names it once. */
char         *hd_rule_get_heading      (const HdRule *rule);
const char   *hd_rule_get_text         (const HdRule *rule);
const char   *hd_rule_get_example      (const HdRule *rule);
/* The rule's table of figures (the units' combat values and marches, the
 * Movement Chart, the counters; the Campaign Game's organisations under
 * its appendices), made from the engine's own tables and translated: plain text lines, columns padded with spaces for a
 * fixed-width font; NULL if the rule has none. */
char         *hd_rule_get_table        (const HdRule *rule);
const char   *hd_rule_part_get_label   (HdRulePart   part);

/* The entries matching @query, as indices in reference order: a rule
 * number ("5.3" finds 5.3, 5.31...; "advanced 2" the Advanced 2.x;
 * "campaign 7" the Campaign 7 and 7.x), or
 * words, every one of which must appear in the number, title, text,
 * example or table (case and accents ignored).  An empty query matches all. */
GArray       *hd_reference_search      (const char  *query);

/* A rule cited in a sentence: where (bytes) and which. */
typedef struct {
  gsize         start;
  gsize         end;
  const HdRule *rule;
} HdCitation;

/* Every citation of a rule in @text that the reference has, in order:
 * "Rule 4.3", "rules 4.0, 4.3", "(5.31)", "Advanced 2.1", "Campaign 7.1",
 * "Campaign 7.1 and 7.2", "Campaign 5" (a campaign section's number stands
 * alone), "Game Piece Inventory".  A number that is no rule ("45.2 %") is not a citation. */
GArray       *hd_reference_find_citations (const char *text);

G_END_DECLS
