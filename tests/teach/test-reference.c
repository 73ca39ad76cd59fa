/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-reference.c: the rules reference (hd-reference): every numbered
 * rule of the rulebook and of the Campaign Game's document has an entry
 * with an explanation and an example;
 * lookups by number and by citation; search by number and by word; the
 * tables of figures under 1.4, 4.0 and the Game Piece Inventory, which
 * must be the unit table's (and the rulebook's); and the rule numbers
 * found in the program's own sentences. */
#include "config.h"

#include <string.h>

#include "hd-battle.h"
#include "hd-border.h"
#include "hd-campaign-play.h"
#include "hd-campaign-templates.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-acw.h"
#include "hd-fga.h"
#include "hd-pawns.h"
#include "hd-sheet-table.h"
#include "hd-reference-private.h"
#include "hd-unit.h"

/* Every heading of the rulebook, basic and Advanced (their numbers kept
 * apart), and the Game Piece Inventory. */
static const char *rulebook[] = {
  "1.0", "1.1", "1.2", "1.3", "1.4", "2.0", "3.0", "4.0", "4.1", "4.11", "4.12", "4.2", "4.3", "4.4", "4.5", "4.6",
  "4.7", "4.71", "4.8", "4.9", "5.0", "5.1", "5.2", "5.3", "5.31", "5.32", "5.33", "5.34", "5.4", "5.41", "5.5",
  "5.6", "5.7", "5.71", "6.0", "6.1", "6.2", "7.0", "7.1", "7.2", "7.3", "7.4", "7.5", "8.0", "9.0", "9.1", "10.0",
  "10.1", "11.0", "11.1", "11.2", "11.3", "11.4", "11.5", "11.6", "11.7", "inventory",
  "advanced-1.0", "advanced-2.0", "advanced-2.1", "advanced-2.2", "advanced-3.0", "advanced-4.0", "advanced-5.0",
  "advanced-6.0", "advanced-7.0", "advanced-8.0", "advanced-8.1", "advanced-8.11", "advanced-8.12", "advanced-8.2",
  "advanced-8.2.1", "advanced-8.2.2", "advanced-8.2.3", "advanced-8.3", "advanced-8.4",
};

/* Every section and numbered subsection of the Campaign Game's document
 * (ahd-campaign-variant.txt; 8's heading is lost, 9.5x are 9.51-9.58,
 * 15.5 is lost from our copy and says so), and its two appendices, after
 * the rulebook's entries. */
static const char *campaign[] = {
  "campaign-1", "campaign-2", "campaign-2.1", "campaign-2.2", "campaign-3", "campaign-3.1", "campaign-3.2",
  "campaign-3.3", "campaign-3.4", "campaign-4", "campaign-4.1", "campaign-4.2", "campaign-4.3", "campaign-5",
  "campaign-6", "campaign-6.1", "campaign-6.11", "campaign-6.12", "campaign-6.13", "campaign-6.2", "campaign-6.21",
  "campaign-6.22", "campaign-6.23", "campaign-6.3", "campaign-6.31", "campaign-6.32", "campaign-7", "campaign-7.1",
  "campaign-7.2", "campaign-7.3", "campaign-7.4", "campaign-7.5", "campaign-7.6", "campaign-7.61", "campaign-7.7",
  "campaign-7.8", "campaign-8", "campaign-8.1", "campaign-8.11", "campaign-8.12", "campaign-8.13", "campaign-8.2",
  "campaign-8.21", "campaign-8.22", "campaign-8.23", "campaign-8.24", "campaign-8.25", "campaign-9", "campaign-9.1",
  "campaign-9.2", "campaign-9.3", "campaign-9.4", "campaign-9.5", "campaign-9.51", "campaign-9.52", "campaign-9.53",
  "campaign-9.54", "campaign-9.55", "campaign-9.56", "campaign-9.57", "campaign-9.58", "campaign-9.6",
  "campaign-10", "campaign-10.1", "campaign-10.11", "campaign-10.2", "campaign-10.21", "campaign-10.22",
  "campaign-10.23", "campaign-10.24", "campaign-10.25", "campaign-10.3", "campaign-10.31", "campaign-10.32",
  "campaign-10.33", "campaign-11", "campaign-11.1", "campaign-12", "campaign-12.1", "campaign-12.2", "campaign-12.3",
  "campaign-13", "campaign-13.1", "campaign-13.2", "campaign-13.3", "campaign-13.4", "campaign-14", "campaign-14.1",
  "campaign-14.2", "campaign-14.3", "campaign-14.4", "campaign-14.5", "campaign-14.51", "campaign-14.6",
  "campaign-15", "campaign-15.1", "campaign-15.2", "campaign-15.3", "campaign-15.31", "campaign-15.32",
  "campaign-15.4", "campaign-15.5", "campaign-15.6", "campaign-15.61", "campaign-15.62", "campaign-15.7",
  "campaign-15.8", "campaign-15.81", "campaign-15.82", "campaign-15.83", "campaign-16", "campaign-16.1",
  "campaign-appendix-i", "campaign-appendix-ii",
};

/* The pawns game's sections (its rulebook numbers nothing), after the
 * campaign's. */
static const char *pawns[] = {
  "pawns-important-rule-changes", "pawns-playing-board-and-terrain", "pawns-movement", "pawns-movement-over-terrain",
  "pawns-ocean-bay-and-gulf", "pawns-turns", "pawns-routine-of-play", "pawns-prepare-for-play", "pawns-combat",
  "pawns-attack", "pawns-defense", "pawns-multiple-pawn-battles", "pawns-combat-results-table", "pawns-replacements",
  "pawns-time-record-card", "pawns-how-to-win",
};

static const char *acw[] = {
  "acw-2.c", "acw-2.d", "acw-2.e", "acw-3", "acw-4.a", "acw-4.b", "acw-4.c", "acw-4.d", "acw-4.e", "acw-4.f",
  "acw-4.g", "acw-4.h", "acw-4.i", "acw-4.j", "acw-4.k", "acw-4.l", "acw-5", "acw-6.a", "acw-6.b", "acw-7.a",
  "acw-7.b", "acw-7.c", "acw-7.d", "acw-8", "acw-9", "acw-10", "acw-10.a", "acw-10.b", "acw-10.c", "acw-11",
  "acw-12.a", "acw-12.b", "acw-12.c", "acw-12.d", "acw-13", "acw-14", "acw-14.a", "acw-14.b", "acw-14.c", "acw-14.d",
  "acw-14.e", "acw-15.a", "acw-15.b", "acw-15.c", "acw-16.a", "acw-16.b", "acw-16.c",
};

static const char *fga[] = {
  "fga-2.1", "fga-2.1.5", "fga-2.2", "fga-2.3.1", "fga-2.3.2", "fga-2.4", "fga-2.5", "fga-2.6", "fga-3.0",
  "fga-3.1.1", "fga-3.1.2", "fga-3.1.3", "fga-3.1.4", "fga-3.1.5", "fga-3.2.1", "fga-3.2.2", "fga-3.2.3",
  "fga-3.3.1", "fga-3.3.2", "fga-3.3.3", "fga-4.0", "fga-4.1.1", "fga-4.1.2", "fga-4.1.3", "fga-4.1.4", "fga-4.1.5",
  "fga-4.2.1", "fga-4.2.2", "fga-4.2.3", "fga-4.2.4", "fga-4.3.1", "fga-4.3.2", "fga-4.3.3", "fga-4.3.4",
  "fga-4.3.5", "fga-4.3.6", "fga-4.3.7", "fga-4.3.8", "fga-4.4", "fga-4.4.1", "fga-4.4.2", "fga-4.4.3", "fga-4.4.4",
  "fga-4.5.1", "fga-4.5.2", "fga-4.5.3", "fga-4.6", "fga-4.6.1", "fga-4.6.2", "fga-4.6.3", "fga-5.0", "fga-5.1.1",
  "fga-5.1.2", "fga-5.1.3", "fga-5.2", "fga-5.2.1", "fga-5.2.2", "fga-5.3", "fga-6.1", "fga-6.2.1", "fga-6.2.2",
  "fga-6.3", "fga-6.4", "fga-6.4.1", "fga-6.4.2", "fga-6.4.3", "fga-6.4.4", "fga-6.4.5", "fga-6.4.6", "fga-6.4.7",
  "fga-7.0", "fga-7.1", "fga-7.2", "fga-7.3", "fga-7.4", "fga-7.5", "fga-7.6", "fga-7.6.1", "fga-7.6.2", "fga-7.7",
  "fga-8.0", "fga-8.1", "fga-8.2", "fga-8.3", "fga-9.0", "fga-10.0", "fga-10.1", "fga-10.2", "fga-10.3", "fga-10.4",
  "fga-10.5", "fga-10.6", "fga-10.7", "fga-10.8", "fga-10.9", "fga-10.10", "fga-11.1", "fga-11.2", "fga-11.3",
  "fga-12.0", "fga-13.0", "fga-13.1", "fga-13.2", "fga-13.3",
};

/* An entry as every entry must be: its id, a title, an explanation and
 * an example, at its place in the reference, in the rulebook's spelling
 * (gray, color, defenses). */
static void
check_entry (const char *id, guint index)
{
  const HdRule *rule = hd_reference_lookup (id);

  g_assert_nonnull (rule);
  g_assert_cmpstr (rule->id, ==, id);
  g_assert_cmpuint (strlen (hd_rule_get_title (rule)), >, 3);
  g_assert_cmpuint (strlen (hd_rule_get_text (rule)), >, 40);
  g_assert_cmpuint (strlen (hd_rule_get_example (rule)), >, 30);
  g_assert_cmpint (hd_reference_index_of (rule), ==, (int) index);
  for (const char * const *w = (const char *[]) { "grey", "colour", "defence", NULL }; *w; w++)
    {
      g_assert_null (strstr (hd_rule_get_text (rule), *w));
      g_assert_null (strstr (hd_rule_get_example (rule), *w));
    }
}

static void
test_every_rule (void)
{
  g_assert_cmpuint (hd_reference_get_n_rules (), ==,
                    G_N_ELEMENTS (rulebook) + G_N_ELEMENTS (campaign) + G_N_ELEMENTS (pawns) + G_N_ELEMENTS (acw) +
                      G_N_ELEMENTS (fga));
  for (guint i = 0; i < G_N_ELEMENTS (rulebook); i++)
    check_entry (rulebook[i], i);
  for (guint i = 0; i < G_N_ELEMENTS (campaign); i++)
    {
      check_entry (campaign[i], G_N_ELEMENTS (rulebook) + i);
      g_assert_cmpint (hd_reference_lookup (campaign[i])->part, ==, HD_RULE_CAMPAIGN);
    }
  for (guint i = 0; i < G_N_ELEMENTS (pawns); i++)
    {
      check_entry (pawns[i], G_N_ELEMENTS (rulebook) + G_N_ELEMENTS (campaign) + i);
      g_assert_cmpint (hd_reference_lookup (pawns[i])->part, ==, HD_RULE_PAWNS);
    }
  for (guint i = 0; i < G_N_ELEMENTS (acw); i++)
    {
      check_entry (acw[i], G_N_ELEMENTS (rulebook) + G_N_ELEMENTS (campaign) + G_N_ELEMENTS (pawns) + i);
      g_assert_cmpint (hd_reference_lookup (acw[i])->part, ==, HD_RULE_ACW);
    }
  for (guint i = 0; i < G_N_ELEMENTS (fga); i++)
    {
      check_entry (fga[i], G_N_ELEMENTS (rulebook) + G_N_ELEMENTS (campaign) + G_N_ELEMENTS (pawns) +
                             G_N_ELEMENTS (acw) + i);
      g_assert_cmpint (hd_reference_lookup (fga[i])->part, ==, HD_RULE_FGA);
    }
}

/* Every rule a game without a board cites (its steps', tracks', tables'
 * and end's) has its entry. */
static void
assert_game_cited (const HdSheetRules *rules)
{
  for (guint i = 0; i < rules->n_steps; i++)
    g_assert_nonnull (hd_reference_lookup (rules->steps[i].rule));
  for (guint i = 0; i < rules->n_tracks; i++)
    g_assert_nonnull (hd_reference_lookup (rules->tracks[i].rule));
  for (guint i = 0; i < rules->n_tables; i++)
    g_assert_nonnull (hd_reference_lookup (rules->tables[i]->rule));
  g_assert_nonnull (hd_reference_lookup (rules->end_rule));
}

/* Every rule American Civil War cites has its entry, a step's number
 * after the section's letter naming the section ("ACW 4.A.1-5" is ACW
 * 4.A); a section is headed "ACW 14.B ..." and found in a sentence with
 * its step; a part without letters is its number alone ("ACW 10.2-4"). */
static void
test_acw (void)
{
  const HdSheetRules *rules = &hd_acw_rules;
  const char *text = "Refused (ACW 4.A.1-5); see ACW 14.B.1.C and ACW 10.2-4, not ACW 99.Z.";
  g_autoptr(GArray) found = hd_reference_find_citations (text);
  g_autofree char *number = hd_rule_get_number (hd_reference_lookup ("ACW 4.L.6.B-C"));
  g_autofree char *heading = hd_rule_get_heading (hd_reference_lookup ("acw-4.a"));

  assert_game_cited (rules);
  g_assert_cmpstr (number, ==, "ACW 4.L");
  g_assert_cmpstr (heading, ==, "ACW 4.A Command Phase");
  g_assert_cmpstr (hd_reference_lookup ("ACW 10.2-4")->id, ==, "acw-10");
  g_assert_cmpstr (hd_reference_lookup ("ACW 16.A.4")->id, ==, "acw-16.a");
  g_assert_null (hd_reference_lookup ("ACW 99"));
  g_assert_cmpuint (found->len, ==, 3);
  g_assert_cmpstr (g_array_index (found, HdCitation, 0).rule->id, ==, "acw-4.a");
  g_assert_cmpuint (g_array_index (found, HdCitation, 0).end - g_array_index (found, HdCitation, 0).start, ==,
                    strlen ("ACW 4.A.1-5"));
  g_assert_cmpstr (g_array_index (found, HdCitation, 1).rule->id, ==, "acw-14.b");
  g_assert_cmpstr (g_array_index (found, HdCitation, 2).rule->id, ==, "acw-10");
}

/* Every rule The Civil War (FGA) cites has its entry, a paragraph's
 * letter naming its section ("FGA 4.3.4.A" is FGA 4.3.4); a section is
 * headed "FGA 4.3.4 ..." and found in a sentence. */
static void
test_fga (void)
{
  static const char * const cited[] = {
    "FGA 10.1.B", "FGA 10.7", "FGA 10.7.C", "FGA 10.7.D", "FGA 11.1", "FGA 11.1.B", "FGA 11.2.A", "FGA 11.2.B",
    "FGA 12.0", "FGA 13.0", "FGA 13.1", "FGA 2.1.5", "FGA 2.5", "FGA 3.1.1.A", "FGA 3.1.1.B", "FGA 3.1.4",
    "FGA 3.1.4.F", "FGA 3.1.5.B", "FGA 3.3.1.B", "FGA 4.0", "FGA 4.0.A", "FGA 4.0.B", "FGA 4.0.F", "FGA 4.1.4",
    "FGA 4.1.4.B", "FGA 4.2.1", "FGA 4.2.1.A", "FGA 4.2.1.G", "FGA 4.3.1", "FGA 4.3.1.C", "FGA 4.3.2",
    "FGA 4.3.2.B", "FGA 4.3.2.C", "FGA 4.3.3", "FGA 4.3.4", "FGA 4.3.4.A", "FGA 4.3.5", "FGA 4.3.7.B",
    "FGA 4.3.8.B", "FGA 4.4", "FGA 4.4.2", "FGA 4.4.4", "FGA 4.5.1", "FGA 4.5.1.B", "FGA 4.6", "FGA 4.6.1",
    "FGA 4.6.1.A", "FGA 4.6.1.B", "FGA 4.6.2.A", "FGA 4.6.3", "FGA 5.0", "FGA 5.0.D", "FGA 5.1.1", "FGA 5.1.1.B",
    "FGA 5.1.1.D", "FGA 5.1.2", "FGA 5.1.2.D", "FGA 5.2", "FGA 5.2.1.A", "FGA 5.2.1.B", "FGA 5.2.2.B", "FGA 5.3",
    "FGA 5.3.C", "FGA 6.1", "FGA 6.2.2", "FGA 6.2.2.C", "FGA 6.3", "FGA 6.3.A", "FGA 6.3.B", "FGA 6.4",
    "FGA 6.4.3.B", "FGA 7.0", "FGA 7.1.B", "FGA 7.2", "FGA 7.2.B", "FGA 7.3", "FGA 7.3.B", "FGA 7.4", "FGA 7.6",
    "FGA 7.6.2", "FGA 7.6.2.B", "FGA 7.7", "FGA 8.0", "FGA 8.1", "FGA 8.2", "FGA 8.3",
  };
  const char *text = "Refused (FGA 4.3.4.A); see FGA 10.7 and FGA 4.0.F, not FGA 99.1.";
  g_autoptr(GArray) found = hd_reference_find_citations (text);
  g_autofree char *number = hd_rule_get_number (hd_reference_lookup ("FGA 4.3.4.A"));
  g_autofree char *heading = hd_rule_get_heading (hd_reference_lookup ("fga-4.3.4"));

  assert_game_cited (&hd_fga_rules);
  for (guint i = 0; i < G_N_ELEMENTS (cited); i++)
    {
      const HdRule *rule = hd_reference_lookup (cited[i]);

      if (rule == NULL || rule->part != HD_RULE_FGA)
        g_error ("%s has no entry", cited[i]);
    }
  g_assert_cmpstr (number, ==, "FGA 4.3.4");
  g_assert_cmpstr (heading, ==, "FGA 4.3.4 Ending Combat");
  g_assert_cmpstr (hd_reference_lookup ("FGA 5.2.1.B")->id, ==, "fga-5.2.1");
  g_assert_null (hd_reference_lookup ("FGA 99"));
  g_assert_cmpuint (found->len, ==, 3);
  g_assert_cmpstr (g_array_index (found, HdCitation, 0).rule->id, ==, "fga-4.3.4");
  g_assert_cmpuint (g_array_index (found, HdCitation, 0).end - g_array_index (found, HdCitation, 0).start, ==,
                    strlen ("FGA 4.3.4.A"));
  g_assert_cmpstr (g_array_index (found, HdCitation, 1).rule->id, ==, "fga-10.7");
  g_assert_cmpstr (g_array_index (found, HdCitation, 2).rule->id, ==, "fga-4.0");
}

/* Every rule the pawns game cites has its entry; a section is cited,
 * headed and found in a sentence as "Pawns, Combat", a step's number
 * after it included; a search by the game's name finds them. */
static void
test_pawns (void)
{
  const HdSheetRules *rules = &hd_pawns_rules;
  const char *text = "Refused (Pawns, Routine of Play 2); see Pawns, Ocean, Bay and Gulf and Pawns, Combat.";
  g_autoptr(GArray) found = hd_reference_find_citations (text);
  g_autoptr(GArray) hits = hd_reference_search ("pawns exchange");
  g_autofree char *heading = hd_rule_get_heading (hd_reference_lookup ("Pawns, Combat Results Table"));

  for (guint i = 0; i < G_N_ELEMENTS (pawns); i++)
    {
      const HdRule *rule = hd_reference_lookup (pawns[i]);
      g_autofree char *cited = g_strconcat ("Pawns, ", rule->title, NULL);
      g_autofree char *number = hd_rule_get_number (rule);

      g_assert_true (hd_reference_lookup (cited) == rule);
      g_assert_cmpstr (number, ==, cited);
    }
  assert_game_cited (rules);
  g_assert_cmpstr (heading, ==, "Pawns, Combat Results Table");
  g_assert_cmpuint (found->len, ==, 3);
  g_assert_cmpstr (g_array_index (found, HdCitation, 0).rule->id, ==, "pawns-routine-of-play");
  g_assert_cmpuint (g_array_index (found, HdCitation, 0).end - g_array_index (found, HdCitation, 0).start, ==,
                    strlen ("Pawns, Routine of Play 2"));
  g_assert_cmpstr (g_array_index (found, HdCitation, 1).rule->id, ==, "pawns-ocean-bay-and-gulf");
  g_assert_cmpstr (g_array_index (found, HdCitation, 2).rule->id, ==, "pawns-combat");
  g_assert_cmpuint (hits->len, >=, 1);
  g_assert_cmpstr (hd_reference_get_rule (g_array_index (hits, guint, 0))->id, ==, "pawns-combat-results-table");
}

/* The Campaign Game's numbers are its own: "Campaign 7.1" is not 7.1,
 * and is cited, looked up and headed as "Campaign 7.1"; a section is its
 * number alone ("Campaign 5"); the appendices are "Appendix I" and II. */
static void
test_campaign_numbers (void)
{
  const HdRule *jump = hd_reference_lookup ("Campaign 7.1");
  const HdRule *appendix = hd_reference_lookup ("Appendix II");
  g_autofree char *number = hd_rule_get_number (jump);
  g_autofree char *heading = hd_rule_get_heading (jump);
  g_autofree char *appendix_number = hd_rule_get_number (appendix);

  g_assert_nonnull (jump);
  g_assert_cmpstr (jump->id, ==, "campaign-7.1");
  g_assert_cmpstr (number, ==, "Campaign 7.1");
  g_assert_cmpstr (heading, ==, "Campaign 7.1 Cavalry Corps Jump March");
  g_assert_true (hd_reference_lookup ("campaign-7.1") == jump);
  g_assert_true (hd_reference_lookup ("campaign 7.1") == jump);
  g_assert_cmpstr (hd_reference_lookup ("7.1")->id, ==, "7.1");
  g_assert_cmpint (hd_reference_lookup ("7.1")->part, ==, HD_RULE_BASIC);
  g_assert_cmpstr (hd_reference_lookup ("Campaign 5")->id, ==, "campaign-5");
  g_assert_null (hd_reference_lookup ("Campaign 17"));
  g_assert_null (hd_reference_lookup ("Campaign 2.1.1"));
  g_assert_nonnull (appendix);
  g_assert_cmpstr (appendix->id, ==, "campaign-appendix-ii");
  g_assert_cmpstr (appendix_number, ==, "Appendix II");
  g_assert_true (hd_reference_lookup ("Campaign Appendix I") == hd_reference_lookup ("campaign-appendix-i"));
  g_assert_cmpstr (hd_rule_part_get_label (HD_RULE_CAMPAIGN), ==, "Campaign Game");
}

/* What our copy lost or contradicts, each entry says so and sends the
 * reader to the decision (docs/rules-decisions.md). */
static void
test_campaign_damage_said (void)
{
  /* section 0 of campaign-analysis.md: what our copy lost, and its
   * thirteen contradictions */
  const char *damaged[] = { "campaign-3.2", "campaign-3.4", "campaign-4.1", "campaign-5", "campaign-6",
                            "campaign-6.32", "campaign-7", "campaign-7.5", "campaign-9.3", "campaign-9.4",
                            "campaign-10.21", "campaign-12.1", "campaign-13.1", "campaign-13.4", "campaign-14.2",
                            "campaign-15.31", "campaign-appendix-i", "campaign-appendix-ii" };

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      const HdRule *rule = hd_reference_lookup (damaged[i]);
      if (strstr (rule->text, "docs/rules-decisions.md") == NULL)
        g_error ("%s does not send the reader to the decision", damaged[i]);
    }
  g_assert_nonnull (strstr (hd_reference_lookup ("campaign-15.5")->text, "lost"));
  g_assert_nonnull (strstr (hd_reference_lookup ("campaign-12.1")->text, "asks the umpire"));
}

/* Basic and Advanced numbers are never confused. */
static void
test_numbers_kept_apart (void)
{
  const HdRule *basic = hd_reference_lookup ("2.1");
  const HdRule *advanced = hd_reference_lookup ("Advanced 2.1");
  g_autofree char *number = NULL;

  g_assert_null (basic);   /* the basic game has no 2.1 */
  g_assert_nonnull (advanced);
  g_assert_cmpstr (advanced->id, ==, "advanced-2.1");
  number = hd_rule_get_number (advanced);
  g_assert_cmpstr (number, ==, "Advanced 2.1");
  g_assert_cmpint (advanced->part, ==, HD_RULE_ADVANCED);
  g_assert_cmpint (hd_reference_lookup ("advanced-8.2.2")->part, ==, HD_RULE_ADVANCED_OPTIONAL);
  g_assert_cmpint (hd_reference_lookup ("4.3")->part, ==, HD_RULE_BASIC);
  g_assert_cmpint (hd_reference_lookup ("4.71")->part, ==, HD_RULE_OPTIONAL);
  g_assert_cmpstr (hd_reference_lookup ("Game Piece Inventory")->id, ==, "inventory");
  g_assert_cmpstr (hd_reference_lookup ("Rule 5.34")->id, ==, "5.34");
}

static char *
search_ids (const char *query)
{
  g_autoptr(GArray) hits = hd_reference_search (query);
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < hits->len; i++)
    g_string_append_printf (ids, "%s%s", i ? " " : "", hd_reference_get_rule (g_array_index (hits, guint, i))->id);
  return g_string_free (ids, FALSE);
}

/* A search by an Advanced number in the translated citation word
 * ("Expertenregel 2.1"), as the de catalogue gives C_("rule citation",
 * "Advanced"); the English word still works, and other words do not. */
static void
test_search_translated_number (void)
{
  g_autoptr(GArray) german = hd_reference_search_in ("Expertenregel 2.1", "Expertenregel", "Feldzug");
  g_autoptr(GArray) english = hd_reference_search_in ("advanced 2.1", "Expertenregel", "Feldzug");
  g_autoptr(GArray) dashed = hd_reference_search_in ("expertenregel-8.2.2", "Expertenregel|Experten.regel", "Feldzug");
  g_autoptr(GArray) other = hd_reference_search_in ("Grundregel 2.1", "Expertenregel", "Feldzug");
  g_autoptr(GArray) campaign_de = hd_reference_search_in ("Feldzug 7.1", "Expertenregel", "Feldzug");
  g_autoptr(GArray) campaign_en = hd_reference_search_in ("campaign 7.1", "Expertenregel", "Feldzug");

  g_assert_cmpuint (german->len, ==, 1);
  g_assert_cmpstr (hd_reference_get_rule (g_array_index (german, guint, 0))->id, ==, "advanced-2.1");
  g_assert_cmpuint (english->len, ==, 1);
  g_assert_cmpstr (hd_reference_get_rule (g_array_index (english, guint, 0))->id, ==, "advanced-2.1");
  g_assert_cmpuint (dashed->len, ==, 1);
  g_assert_cmpstr (hd_reference_get_rule (g_array_index (dashed, guint, 0))->id, ==, "advanced-8.2.2");
  for (guint i = 0; i < other->len; i++)
    g_assert_false (g_str_has_prefix (hd_reference_get_rule (g_array_index (other, guint, i))->id, "advanced-2.1"));
  g_assert_cmpuint (campaign_de->len, ==, 1);
  g_assert_cmpstr (hd_reference_get_rule (g_array_index (campaign_de, guint, 0))->id, ==, "campaign-7.1");
  g_assert_cmpuint (campaign_en->len, ==, 1);
  g_assert_cmpstr (hd_reference_get_rule (g_array_index (campaign_en, guint, 0))->id, ==, "campaign-7.1");
}

static void
test_search (void)
{
  struct { const char *query, *ids; } cases[] = {
    { "5.3", "5.3 5.31 5.32 5.33 5.34" },
    { "5.31", "5.31" },
    { "4", "4.0 4.1 4.11 4.12 4.2 4.3 4.4 4.5 4.6 4.7 4.71 4.8 4.9" },
    { "1", "1.0 1.1 1.2 1.3 1.4" },
    { "advanced 8.2", "advanced-8.2 advanced-8.2.1 advanced-8.2.2 advanced-8.2.3" },
    { "Advanced 2.1", "advanced-2.1" },
    { "potomac", "4.2 campaign-7.3" },
    { "POTOMAC gunboats", "" },
    { "jump cavalry", "4.4 campaign-7.1 4.5 4.8 advanced-8.2.1 campaign-7 campaign-7.2" },
    { "jump moves leader", "advanced-8.2.1" },
    /* a rule whose title has the words comes before those whose text has them */
    { "desertion leader", "advanced-8.2.3 advanced-8.0 advanced-8.12" },
    /* the Campaign Game's numbers: "campaign 7" finds 7 and 7.x, never 7.0 */
    { "campaign 7", "campaign-7 campaign-7.1 campaign-7.2 campaign-7.3 campaign-7.4 campaign-7.5 campaign-7.6 "
                    "campaign-7.61 campaign-7.7 campaign-7.8" },
    { "Campaign 9.5", "campaign-9.5 campaign-9.51 campaign-9.52 campaign-9.53 campaign-9.54 campaign-9.55 "
                      "campaign-9.56 campaign-9.57 campaign-9.58" },
    { "campaign-1", "campaign-1" },
    { "Campaign 15.8", "campaign-15.8 campaign-15.81 campaign-15.82 campaign-15.83" },
    { "running guns", "campaign-7.2" },
  };
  g_autofree char *piece = search_ids ("Game Piece");
  g_autofree char *whole = search_ids ("game piece inventory");
  g_autofree char *supply = search_ids ("supply");
  const HdRule *inventory = hd_reference_lookup ("inventory");
  g_autofree char *heading = hd_rule_get_heading (inventory);
  g_autofree char *numbered = hd_rule_get_heading (hd_reference_lookup ("4.3"));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *ids = search_ids (cases[i].query);
      if (g_strcmp0 (ids, cases[i].ids) != 0)
        g_error ("\"%s\" found \"%s\", expected \"%s\"", cases[i].query, ids, cases[i].ids);
    }
  g_assert_cmpuint (hd_reference_search ("")->len, ==, hd_reference_get_n_rules ());
  /* the Game Piece Inventory first for its own name, before 1.1, whose
   * text names the game's pieces; the title that is the query before one
   * that only has its words */
  g_assert_true (g_str_has_prefix (piece, "inventory "));
  g_assert_nonnull (strstr (piece, " 1.1"));
  g_assert_true (g_str_has_prefix (whole, "inventory"));
  g_assert_true (g_str_has_prefix (supply, "advanced-2.0 "));
  /* its heading names it once; a numbered rule's is number and title */
  g_assert_cmpstr (heading, ==, "Game Piece Inventory");
  g_assert_cmpstr (numbered, ==, "4.3 Entrenchment");
}

/* Advanced 8.2.1 as the engine plays it (tests/advanced/test-leaders.c): a leader
 * goes with any march of his pieces, by any line, never with a cavalry
 * jump (4.4); its entry says both, and cites the rules it names. */
static void
test_leaders_and_movement (void)
{
  const HdRule *rule = hd_reference_lookup ("Advanced 8.2.1");
  g_autoptr(GArray) cited = NULL;
  gboolean jump = FALSE;

  g_assert_nonnull (rule);
  g_assert_nonnull (strstr (rule->text, "any march the units of its box make"));
  g_assert_nonnull (strstr (rule->text, "by road, railroad or river"));
  g_assert_nonnull (strstr (rule->text, "never with a cavalry jump move"));
  cited = hd_reference_find_citations (rule->text);
  for (guint i = 0; i < cited->len && !jump; i++)
    jump = g_str_equal (g_array_index (cited, HdCitation, i).rule->id, "4.4");
  g_assert_true (jump);
}

/* The cells of the table's row that begins with @first (columns are
 * two spaces or more apart); the test fails if there is none. */
static GStrv
table_row (const char *table, const char *first)
{
  g_auto(GStrv) lines = g_strsplit (table, "\n", -1);
  g_autoptr(GRegex) gap = g_regex_new ("  +", 0, 0, NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      GStrv cells = g_regex_split (gap, lines[i], 0);
      if (g_str_equal (cells[0], first))
        return cells;
      g_strfreev (cells);
    }
  g_error ("no row \"%s\" in:\n%s", first, table);
}

static char *
table_of (const char *id)
{
  char *table = hd_rule_get_table (hd_reference_lookup (id));

  g_assert_nonnull (table);
  return table;
}

/* The rulebook's figures, typed from it once here to check the unit table
 * too: combat values (1.4, 5.1), the Game Piece Inventory, and the
 * Movement Chart (4.0: infantry 1 box by road or unfriendly railroad, 2 by
 * friendly railroad or river; cavalry 2 by any). */
static const guint rulebook_combat[HD_N_KINDS] = { 2, 3, 3, 1, 2, 3 };
static const guint rulebook_counters[HD_N_KINDS][2] = { { 24, 8 }, { 20, 20 }, { 9, 9 }, { 1, 1 }, { 8, 8 }, { 4, 4 } };
static const guint rulebook_chart[2][HD_N_MARCH_WAYS] = { { 1, 1, 2, 2 }, { 2, 2, 2, 2 } };
/* 5.32: "Crack Infantry has a Defensive Value of -1"; 4.0: "A Cavalry unit
 * may combine movement along roads and railroads", infantry "may not move
 * along two different types of transportation line"; the Advanced Game
 * pieces of the inventory (Union, Confederate). */
static const int rulebook_defence[HD_N_KINDS] = { 0, 0, -1, 0, 0, 0 };
static const char * const rulebook_combined[2][HD_N_MARCH_WAYS] = {
  { "no other line", "no other line", "no other line", "no other line" },
  { "railroads", "roads", "roads", "no other line" },
};
static const guint rulebook_advanced[3][2] = { { 2, 1 }, { 0, 4 }, { 0, 3 } };

/* 1.4: every kind with its code, combat value, the dice that hit, and
 * its boxes a march, as the unit table says. */
static void
test_pieces_table (void)
{
  g_autofree char *table = table_of ("1.4");

  for (guint k = 0; k < HD_N_KINDS; k++)
    {
      g_auto(GStrv) row = table_row (table, hd_unit_kind_get_label (k));
      guint value = hd_unit_kind_get_combat_value (k);
      HdUnitType type = hd_unit_kind_get_type (k);
      guint low = G_MAXUINT, high = 0;
      g_autofree char *hits = value > 1 ? g_strdup_printf ("1-%u", value) : g_strdup ("1");
      g_autofree char *boxes = NULL;

      for (guint w = 0; w < HD_N_MARCH_WAYS; w++)
        {
          low = MIN (low, hd_unit_type_get_march_length (type, w));
          high = MAX (high, hd_unit_type_get_march_length (type, w));
        }
      boxes = low == high ? g_strdup_printf ("%u", low) : g_strdup_printf ("%u-%u", low, high);
      g_assert_cmpuint (g_strv_length (row), ==, 6);
      g_assert_cmpstr (row[1], ==, hd_unit_kind_get_code (k));
      g_assert_cmpuint (g_ascii_strtoull (row[2], NULL, 10), ==, value);
      g_assert_cmpuint (value, ==, rulebook_combat[k]);
      /* the Defensive Value the battle rules apply, "none" for 0 */
      if (hd_battle_get_defensive_value (k) != 0)
        g_assert_cmpint (g_ascii_strtoll (row[3], NULL, 10), ==, hd_battle_get_defensive_value (k));
      else
        g_assert_cmpstr (row[3], ==, "none");
      g_assert_cmpint (hd_battle_get_defensive_value (k), ==, rulebook_defence[k]);
      g_assert_cmpstr (row[4], ==, hits);
      g_assert_cmpstr (row[5], ==, boxes);
    }
}

/* 4.0: the Movement Chart, row by row, as the movement rules use it:
 * infantry, cavalry, then crack infantry under the optional 4.8, which
 * "move like Cavalry units"; and what each march may combine. */
static void
test_movement_table (void)
{
  g_autofree char *table = table_of ("4.0");
  g_auto(GStrv) lines = g_strsplit (table, "\n", -1);
  const HdUnitType types[3] = { HD_INFANTRY, HD_CAVALRY, hd_unit_kind_get_movement_type (HD_KIND_CI, TRUE) };

  g_assert_cmpint (types[2], ==, HD_CAVALRY);
  g_assert_cmpint (hd_unit_kind_get_movement_type (HD_KIND_CI, FALSE), ==, HD_INFANTRY);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 3 * HD_N_MARCH_WAYS);
  for (guint r = 0; r < 3; r++)
    for (guint w = 0; w < HD_N_MARCH_WAYS; w++)
      {
        g_autoptr(GRegex) gap = g_regex_new ("  +", 0, 0, NULL);
        g_auto(GStrv) row = g_regex_split (gap, lines[1 + r * HD_N_MARCH_WAYS + w], 0);
        HdUnitType t = types[r];

        g_assert_cmpuint (g_strv_length (row), ==, 4);
        g_assert_cmpstr (row[0], ==, r < 2 ? hd_unit_type_get_label (t) : "Crack infantry (optional 4.8)");
        g_assert_cmpstr (row[1], ==, hd_march_way_get_label (w));
        g_assert_cmpuint (g_ascii_strtoull (row[2], NULL, 10), ==, hd_unit_type_get_march_length (t, w));
        g_assert_cmpuint (hd_unit_type_get_march_length (t, w), ==, rulebook_chart[t][w]);
        g_assert_cmpstr (row[3], ==, rulebook_combined[t][w]);
      }
  /* the cells are the movement rules' own mask */
  g_assert_cmpint (hd_unit_type_get_combined_lines (HD_INFANTRY), ==, 0);
  g_assert_cmpint (hd_unit_type_get_combined_lines (HD_CAVALRY), ==, HD_LINE_MASK_ROAD | HD_LINE_MASK_RAIL);
}

static guint
cell_count (const char *cell)
{
  return g_str_equal (cell, "–") ? 0 : (guint) g_ascii_strtoull (cell, NULL, 10);
}

/* The Advanced Game pieces: the engine's leaders by side, Foreign
 * Intervention units and border states. */
static void
check_advanced_pieces (const char *table)
{
  const char *names[3] = { "Leaders (Advanced 8.2)", "Foreign Intervention units (Advanced 8.4)",
                           "Border militia (Advanced 8.3)" };
  guint engine[3][2] = { { 0, 0 }, { 0, HD_N_FOREIGN_UNITS }, { 0, HD_N_BORDER_STATES } };

  for (guint l = 0; l < HD_N_LEADERS; l++)
    engine[0][hd_leader_get_side (l) == HD_SIDE_UNION ? 0 : 1]++;
  g_assert_nonnull (strstr (table, "\nAdvanced Game pieces\n"));
  for (guint i = 0; i < 3; i++)
    {
      g_auto(GStrv) row = table_row (table, names[i]);

      g_assert_cmpuint (g_strv_length (row), ==, 3);
      for (guint side = 0; side < 2; side++)
        {
          g_assert_cmpuint (cell_count (row[1 + side]), ==, engine[i][side]);
          g_assert_cmpuint (engine[i][side], ==, rulebook_advanced[i][side]);
        }
    }
}

/* The Game Piece Inventory: each side's counters of each kind, the
 * limits the engine keeps to, and the Advanced Game pieces. */
static void
test_inventory_table (void)
{
  g_autofree char *table = table_of ("Game Piece Inventory");

  for (guint k = 0; k < HD_N_KINDS; k++)
    {
      g_auto(GStrv) row = table_row (table, hd_unit_kind_get_label (k));

      g_assert_cmpuint (g_ascii_strtoull (row[1], NULL, 10), ==, hd_unit_kind_get_counter_limit (HD_SIDE_UNION, k));
      g_assert_cmpuint (g_ascii_strtoull (row[2], NULL, 10), ==,
                        hd_unit_kind_get_counter_limit (HD_SIDE_CONFEDERATE, k));
      g_assert_cmpuint (hd_unit_kind_get_counter_limit (HD_SIDE_UNION, k), ==, rulebook_counters[k][0]);
      g_assert_cmpuint (hd_unit_kind_get_counter_limit (HD_SIDE_CONFEDERATE, k), ==, rulebook_counters[k][1]);
    }
  check_advanced_pieces (table);
}

/* Only those three rules and the campaign's appendices have tables, and
 * search finds every row of them, also where the entry's sentences alone would not match. */
static void
test_tables_searchable (void)
{
  guint only_in_table = 0;

  for (guint i = 0; i < hd_reference_get_n_rules (); i++)
    {
      const HdRule *rule = hd_reference_get_rule (i);
      g_autofree char *table = hd_rule_get_table (rule);
      g_auto(GStrv) lines = NULL;
      g_autofree char *sentences = NULL;
      gboolean has = g_str_equal (rule->id, "1.4") || g_str_equal (rule->id, "4.0") ||
                     g_str_equal (rule->id, "inventory") || g_str_has_prefix (rule->id, "campaign-appendix-");

      g_assert_true ((table != NULL) == has);
      if (table == NULL)
        continue;
      sentences = g_strjoin (" ", hd_rule_get_title (rule), hd_rule_get_text (rule), hd_rule_get_example (rule), NULL);
      lines = g_strsplit (table, "\n", -1);
      for (guint l = 1; lines[l] != NULL; l++)
        {
          g_autofree char *ids = search_ids (lines[l]);
          g_auto(GStrv) found = g_strsplit (ids, " ", -1);

          if (!g_strv_contains ((const char * const *) found, rule->id))
            g_error ("\"%s\" does not find %s: %s", lines[l], rule->id, ids);
          only_in_table += !g_str_match_string (lines[l], sentences, TRUE);
        }
    }
  g_assert_cmpuint (only_in_table, >, 10);
}

static char *
cited_as (GArray *found, const char *text)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < found->len; i++)
    {
      const HdCitation *c = &g_array_index (found, HdCitation, i);
      g_string_append_printf (out, "%s%s=%.*s", i ? " " : "", c->rule->id, (int) (c->end - c->start), text + c->start);
    }
  g_array_unref (found);
  return g_string_free (out, FALSE);
}

static char *
cited (const char *text)
{
  return cited_as (hd_reference_find_citations (text), text);
}

static void
test_citations (void)
{
  struct { const char *text, *found; } cases[] = {
    { "Rule 4.3: units may not entrench in a box with enemy units", "4.3=4.3" },
    { "A march activates one box (rules 4.0, 4.3).", "4.0=4.0 4.3=4.3" },
    { "entrenched (5.31), river (5.34)", "5.31=5.31 5.34=5.34" },
    { "Advanced 2.1: no supply line; see Advanced 2.1, 2.2 and 5.4", "advanced-2.1=Advanced 2.1 advanced-2.1=Advanced 2.1 advanced-2.2=2.2" },
    { "Union attacker wins: 45.2 % (5.5 % more)", "" },
    { "04/1862, Game Turn 8 of 40", "" },
    { "there is no rule 2.1 in the basic game", "" },
    { "Game Piece Inventory: every counter is in use", "inventory=Game Piece Inventory" },
    { "the 1861 Short Game (11.1) and rule 10.0", "11.1=11.1 10.0=10.0" },
    /* the Campaign Game's: its word, its lists, its sections, its ids */
    { "Campaign 7.1: a cavalry corps may not jump an enemy cavalry corps",
      "campaign-7.1=Campaign 7.1" },
    { "see Campaign 7.1 and 7.2, then rule 4.4", "campaign-7.1=Campaign 7.1 campaign-7.2=7.2 4.4=4.4" },
    /* a list ends at its parenthesis: 7.1 is the basic game's */
    { "the sequence of play (Campaign 5) and 7.1 of the basic game", "campaign-5=Campaign 5 7.1=7.1" },
    { "refused by campaign-6.11 (12 units)", "campaign-6.11=campaign-6.11" },
    { "Campaign 4.3, 4.2 or 4.1", "campaign-4.3=Campaign 4.3 campaign-4.2=4.2 campaign-4.1=4.1" },
    { "the 1861 Campaign Game, turn 5 of 40; Campaign 17 and Campaign 1861", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *found = cited (cases[i].text);
      if (g_strcmp0 (found, cases[i].found) != 0)
        g_error ("\"%s\": found \"%s\", expected \"%s\"", cases[i].text, found, cases[i].found);
    }
}

/* A translation's own citing words make links too ("Regel 4.3",
 * "Expertenregel 2.1"), and the English ones keep working beside them;
 * an Advanced number in a German list stays Advanced. */
static void
test_citations_translated (void)
{
  struct { const char *text, *found; } cases[] = {
    { "Regel 4.3: Einheiten dürfen sich nicht verschanzen", "4.3=4.3" },
    { "Ein Marsch (Regeln 4.0 und 4.3).", "4.0=4.0 4.3=4.3" },
    { "siehe Expertenregel 2.1, 2.2 und 5.4", "advanced-2.1=Expertenregel 2.1 advanced-2.2=2.2" },
    { "Expertenregeln 2.1 oder 2.2", "advanced-2.1=Expertenregeln 2.1 advanced-2.2=2.2" },
    { "Spielrunde 8.5 von 40", "" },
    { "see Advanced 2.1 and rule 4.3", "advanced-2.1=Advanced 2.1 4.3=4.3" },
    { "Feldzugsregel 7.1 und 7.2: Sprungmarsch", "campaign-7.1=Feldzugsregel 7.1 campaign-7.2=7.2" },
    { "siehe Feldzug 9 und Regel 4.4", "campaign-9=Feldzug 9 4.4=4.4" },
    { "Campaign 12.1 (Feldzug 12)", "campaign-12.1=Campaign 12.1 campaign-12=Feldzug 12" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GArray *in = hd_reference_find_citations_in (cases[i].text, "Regel|Regeln|und|oder|siehe",
                                                   "Expertenregel|Expertenregeln", "Feldzug|Feldzugsregel",
                                                   "und|oder");
      g_autofree char *found = cited_as (in, cases[i].text);
      if (g_strcmp0 (found, cases[i].found) != 0)
        g_error ("\"%s\": found \"%s\", expected \"%s\"", cases[i].text, found, cases[i].found);
    }
}

/* Appendices I and II show every organisation of the engine's own
 * tables (hd-campaign-templates.c), each stand with its figures as the
 * document writes them; search finds them; no other campaign entry has
 * a table. */
static void
test_campaign_appendix_tables (void)
{
  g_autofree char *union_table = table_of ("Appendix I");
  g_autofree char *confederate_table = table_of ("Appendix II");
  g_autofree char *regulars = search_ids ("regular infantry brigade");
  g_auto(GStrv) v_corps = NULL;

  for (guint t = 0; t < HD_N_TEMPLATES; t++)
    {
      const char *table = hd_campaign_templates_get_side (t) == HD_SIDE_UNION ? union_table : confederate_table;
      const char *other = table == union_table ? confederate_table : union_table;
      guint n = 0;
      const HdCampaignTemplateStand *stands = hd_campaign_templates_get_stands (t, &n);

      g_assert_nonnull (strstr (table, hd_campaign_templates_get_label (t)));
      g_assert_null (strstr (other, hd_campaign_templates_get_label (t)));
      for (guint i = 0; i < n; i++)
        g_assert_nonnull (strstr (table, stands[i].name));
    }
  /* V Corps' figures, typed from Appendix I */
  g_assert_nonnull (strstr (union_table, "Corps troops  Corps Artillery               2-5 R-F\n"));
  g_assert_nonnull (strstr (union_table, "1st Regular Infantry Brigade  4-5\n"));
  g_assert_nonnull (strstr (union_table, "Divisional Artillery          2-5 SB-F PT"));
  g_assert_nonnull (strstr (confederate_table, "1st Infantry Brigade  5-4\n"));
  /* the first Union corps: its corps troops are lost from our copy */
  v_corps = g_strsplit (union_table, "\n", 4);
  g_assert_nonnull (strstr (v_corps[2], "Corps troops  none"));
  g_assert_nonnull (strstr (regulars, "campaign-appendix-i"));
  g_assert_null (hd_rule_get_table (hd_reference_lookup ("Campaign 6.11")));
}

/* Every action type of the Campaign Game names a rule the reference
 * has, in the campaign's form: its refusals and its help link to it. */
static void
test_campaign_action_rules (void)
{
  guint n = 0;
  const HdCampaignActionType *const *types = hd_campaign_play_list_types (&n);

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const HdRule *rule = hd_reference_lookup (types[i]->rule);
      if (rule == NULL || rule->part != HD_RULE_CAMPAIGN)
        g_error ("action \"%s\" cites \"%s\", no campaign entry", types[i]->name, types[i]->rule);
    }
}

/* Every "Campaign N" an entry of the campaign names is a link to an
 * entry: the reference never sends its reader nowhere. */
static void
test_campaign_own_citations (void)
{
  g_autoptr(GRegex) named = g_regex_new ("Campaign \\d+(\\.\\d+)*", 0, 0, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (campaign); i++)
    {
      const HdRule *rule = hd_reference_lookup (campaign[i]);
      const char *parts[] = { rule->text, rule->example };
      for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
        {
          g_autoptr(GMatchInfo) m = NULL;
          g_autoptr(GArray) cited = hd_reference_find_citations (parts[k]);
          guint n = 0;

          for (g_regex_match (named, parts[k], 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
            n++;
          for (guint c = 0; c < cited->len; c++)
            n -= g_str_has_prefix (g_array_index (cited, HdCitation, c).rule->id, "campaign-") &&
                 g_str_has_prefix (parts[k] + g_array_index (cited, HdCitation, c).start, "Campaign");
          if (n != 0)
            g_error ("%s names a campaign rule the reference does not have: %s", campaign[i], parts[k]);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reference/every-rule", test_every_rule);
  g_test_add_func ("/reference/numbers-kept-apart", test_numbers_kept_apart);
  g_test_add_func ("/reference/campaign/numbers", test_campaign_numbers);
  g_test_add_func ("/reference/campaign/damage-said", test_campaign_damage_said);
  g_test_add_func ("/reference/campaign/own-citations", test_campaign_own_citations);
  g_test_add_func ("/reference/campaign/action-rules", test_campaign_action_rules);
  g_test_add_func ("/reference/campaign/appendix-tables", test_campaign_appendix_tables);
  g_test_add_func ("/reference/search", test_search);
  g_test_add_func ("/reference/search-translated-number", test_search_translated_number);
  g_test_add_func ("/reference/leaders-and-movement", test_leaders_and_movement);
  g_test_add_func ("/reference/citations", test_citations);
  g_test_add_func ("/reference/citations/translated", test_citations_translated);
  g_test_add_func ("/reference/tables/pieces", test_pieces_table);
  g_test_add_func ("/reference/tables/movement", test_movement_table);
  g_test_add_func ("/reference/tables/inventory", test_inventory_table);
  g_test_add_func ("/reference/tables/searchable", test_tables_searchable);
  g_test_add_func ("/reference/pawns", test_pawns);
  g_test_add_func ("/reference/acw", test_acw);
  g_test_add_func ("/reference/fga", test_fga);
  return g_test_run ();
}
