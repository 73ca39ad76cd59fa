/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-options.c: the optional rules the players may choose (rule 1.2):
 * the table, which are implemented, validation naming the rule, and the
 * options a game keeps in its save file. */
#include <string.h>

#include "hd-action.h"
#include "hd-game.h"
#include "hd-options.h"
#include "hd-test-util.h"

static HdMap *board;

static void
test_options (void)
{
  static const struct { const char *id; HdBalance balance; } rule_1_2[] = {
    { "4.9", HD_BALANCE_PRO_UNION }, { "5.41", HD_BALANCE_PRO_UNION }, { "7.4", HD_BALANCE_PRO_UNION },
    { "7.5", HD_BALANCE_PRO_UNION }, { "9.1", HD_BALANCE_PRO_UNION }, { "10.1", HD_BALANCE_PRO_UNION },
    { "4.11", HD_BALANCE_PRO_CONFEDERATE }, { "4.12", HD_BALANCE_PRO_CONFEDERATE },
    { "4.71", HD_BALANCE_PRO_CONFEDERATE }, { "6.2", HD_BALANCE_PRO_CONFEDERATE },
    { "7.3", HD_BALANCE_PRO_CONFEDERATE },
    { "4.8", HD_BALANCE_NEUTRAL }, { "5.2", HD_BALANCE_NEUTRAL }, { "5.71", HD_BALANCE_NEUTRAL },
    { "6.1", HD_BALANCE_NEUTRAL },
  };
  guint optional = 0;
  GError *error = NULL;

  /* every optional rule of 1.2, with the balance effect 1.2 gives it */
  for (guint i = 0; i < G_N_ELEMENTS (rule_1_2); i++)
    {
      const HdOption *o = hd_options_lookup (rule_1_2[i].id);
      g_assert_nonnull (o);
      g_assert_cmpint (o->balance, ==, rule_1_2[i].balance);
      g_assert_nonnull (o->explanation);
    }
  for (guint i = 0; i < hd_options_get_n (); i++)
    optional += hd_options_get (i)->balance != HD_BALANCE_ADVANCED && hd_options_get (i)->balance != HD_BALANCE_LENGTH;
  g_assert_cmpuint (optional, ==, G_N_ELEMENTS (rule_1_2));

  /* only implemented ones may be chosen */
  g_assert_true (hd_options_validate ((const char *[]) { "7.3", NULL }, NULL));
  g_assert_true (hd_options_validate (NULL, NULL));
  g_assert_true (hd_options_validate ((const char *[]) { "4.9", "5.2", NULL }, NULL));
  /* leaders need their pieces' dates (Advanced 8.2) */
  g_assert_false (hd_options_validate ((const char *[]) { "advanced-8.2", NULL }, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 8.2");
  g_clear_error (&error);
  g_assert_false (hd_options_validate ((const char *[]) { "99.9", NULL }, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "1.2");
  g_clear_error (&error);
}

static void
test_options_stored (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new (board, "1862", (const char *[]) { "7.3", NULL }, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdGame) loaded = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_cmpstrv (hd_game_get_options (game), ((const char *[]) { "7.3", NULL }));
  bytes = hd_log_to_bytes (HD_LOG (game));
  loaded = hd_game_new_from_bytes (board, bytes, "saved.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpstrv (hd_game_get_options (loaded), ((const char *[]) { "7.3", NULL }));

  /* an option that cannot be played as given is refused, naming its rule */
  g_assert_null (hd_game_new (board, "1862", (const char *[]) { "advanced-8.2", NULL }, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 8.2");
  g_clear_error (&error);
  text = g_strdup ("<house-divided-game format=\"1\" scenario=\"1862\"><option name=\"advanced-8.2\"/></house-divided-game>");
  {
    g_autoptr(GBytes) damaged = g_bytes_new (text, strlen (text));
    g_assert_null (hd_game_new_from_bytes (board, damaged, "damaged.xml", &error));
    g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "Lee"));
  }
}

/* The explanations say what the rule says, plainly (Advanced 6.0) */
static void
test_options_words (void)
{
  const HdOption *washington = hd_options_lookup ("advanced-6.0");

  g_assert_nonnull (strstr (washington->explanation, "a die is rolled and its number taken off the Union army "
                                                     "maximum for good (two if it shows a 1)"));
  g_assert_nonnull (strstr (washington->explanation, "adds back only its recruiting value of 1"));
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/options/table", test_options);
  g_test_add_func ("/options/words", test_options_words);
  g_test_add_func ("/options/stored", test_options_stored);
  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
