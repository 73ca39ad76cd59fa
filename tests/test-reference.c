/* test-reference.c: the rules reference (hd-reference): every numbered
 * rule of the rulebook has an entry with an explanation and an example;
 * lookups by number and by citation; search by number and by word; and
 * the rule numbers found in the program's own sentences. */
#include "config.h"

#include <string.h>

#include "hd-reference.h"

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

static void
test_every_rule (void)
{
  g_assert_cmpuint (hd_reference_get_n_rules (), ==, G_N_ELEMENTS (rulebook));
  for (guint i = 0; i < G_N_ELEMENTS (rulebook); i++)
    {
      const HdRule *rule = hd_reference_lookup (rulebook[i]);
      g_assert_nonnull (rule);
      g_assert_cmpstr (rule->id, ==, rulebook[i]);
      g_assert_cmpuint (strlen (hd_rule_get_title (rule)), >, 3);
      g_assert_cmpuint (strlen (hd_rule_get_text (rule)), >, 40);
      g_assert_cmpuint (strlen (hd_rule_get_example (rule)), >, 30);
      g_assert_cmpint (hd_reference_index_of (rule), ==, (int) i);
    }
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
    { "potomac", "4.2" },
    { "POTOMAC gunboats", "" },
    { "jump cavalry", "4.4 4.5 4.8" },
    { "jump moves leader", "advanced-8.2.1" },
    { "desertion leader", "advanced-8.0 advanced-8.12 advanced-8.2.3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *ids = search_ids (cases[i].query);
      if (g_strcmp0 (ids, cases[i].ids) != 0)
        g_error ("\"%s\" found \"%s\", expected \"%s\"", cases[i].query, ids, cases[i].ids);
    }
  g_assert_cmpuint (hd_reference_search ("")->len, ==, hd_reference_get_n_rules ());
}

static char *
cited (const char *text)
{
  g_autoptr(GArray) found = hd_reference_find_citations (text);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < found->len; i++)
    {
      const HdCitation *c = &g_array_index (found, HdCitation, i);
      g_string_append_printf (out, "%s%s=%.*s", i ? " " : "", c->rule->id, (int) (c->end - c->start), text + c->start);
    }
  return g_string_free (out, FALSE);
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
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *found = cited (cases[i].text);
      if (g_strcmp0 (found, cases[i].found) != 0)
        g_error ("\"%s\": found \"%s\", expected \"%s\"", cases[i].text, found, cases[i].found);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reference/every-rule", test_every_rule);
  g_test_add_func ("/reference/numbers-kept-apart", test_numbers_kept_apart);
  g_test_add_func ("/reference/search", test_search);
  g_test_add_func ("/reference/citations", test_citations);
  return g_test_run ();
}
