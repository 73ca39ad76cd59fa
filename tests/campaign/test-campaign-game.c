/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-game.c: HdCampaignGame, the Campaign Game's log: apply,
 * undo and redo by replay, the "changed" signal, describe_undo/redo
 * through the viewer, the save (round trip, damaged files refused changing
 * nothing, whole or nothing on a full disk and a read-only folder, a
 * killed save's leftover removed), autosave after every change, and the
 * campaign transcript (read, refused with the line and the rule,
 * written). */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "hd-campaign-game.h"
#include "hd-campaign-private.h"
#include "hd-campaign-view-private.h"
#include "hd-file.h"
#include "hd-games-folder.h"
#include "hd-rules.h"
#include "hd-test-util.h"
#include "hd-transcript.h"

static HdMap *board;

static HdCampaignGame *
new_game (void)
{
  g_autoptr(GError) error = NULL;
  HdCampaignGame *game = hd_campaign_game_new (board, &error);

  g_assert_no_error (error);
  return game;
}

/* The umpire's dump of @game now. */
static char *
dump_of (HdCampaignGame *game)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (game, umpire);

  return hd_campaign_view_dump (view);
}

static gboolean
play (HdCampaignGame *game,
      const char     *line,
      GError        **error)
{
  g_autoptr(HdCampaignAction) action = hd_campaign_action_parse_line (line, error);

  return action != NULL && hd_log_apply (HD_LOG (game), action, error);
}

static void
play_ok (HdCampaignGame *game,
         const char     *line)
{
  g_autoptr(GError) error = NULL;

  play (game, line, &error);
  g_assert_no_error (error);
}

/* Actions every position accepts now, whatever the rule modules add. */
static const char * const lines[] = {
  "umpire-control box=louisville side=union",
  "note text=\"McClellan takes command; # not a comment\"",
  "umpire-control box=lexington side=confederate",
  "umpire-control box=louisville side=confederate",
};

static void
count_changed (HdCampaignGame *game,
               guint          *n)
{
  (*n)++;
}

/* Item 1: apply, undo and redo; the position after an undo is the one
 * before the action, by the dump hd_campaign_equal compares. */
static void
test_undo_redo (void)
{
  g_autoptr(HdCampaignGame) game = new_game ();
  g_autoptr(GPtrArray) dumps = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *refused = NULL;
  guint n_changed = 0;

  g_signal_connect (game, "changed", G_CALLBACK (count_changed), &n_changed);
  g_assert_false (hd_log_can_undo (HD_LOG (game)));
  g_assert_false (hd_log_undo (HD_LOG (game)));
  g_ptr_array_add (dumps, dump_of (game));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      play_ok (game, lines[i]);
      g_ptr_array_add (dumps, dump_of (game));
      if (i != 1)   /* a note changes no figure */
        g_assert_cmpstr (dumps->pdata[i], !=, dumps->pdata[i + 1]);
    }
  g_assert_cmpuint (n_changed, ==, G_N_ELEMENTS (lines));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, G_N_ELEMENTS (lines));

  /* a refusal changes nothing and is not logged */
  refused = dump_of (game);
  g_assert_false (play (game, "umpire-control box=richmond side=neutral", &error));
  g_assert_true (error->domain == HD_RULES_ERROR);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 3.3");
  g_clear_pointer (&refused, g_free);
  refused = dump_of (game);
  g_assert_cmpstr (refused, ==, dumps->pdata[G_N_ELEMENTS (lines)]);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, G_N_ELEMENTS (lines));
  g_assert_cmpuint (n_changed, ==, G_N_ELEMENTS (lines));

  for (guint i = G_N_ELEMENTS (lines); i > 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (hd_log_undo (HD_LOG (game)));
      now = dump_of (game);
      g_assert_cmpstr (now, ==, dumps->pdata[i - 1]);
    }
  g_assert_false (hd_log_undo (HD_LOG (game)));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (hd_log_redo (HD_LOG (game)));
      now = dump_of (game);
      g_assert_cmpstr (now, ==, dumps->pdata[i + 1]);
    }
  g_assert_false (hd_log_redo (HD_LOG (game)));
  g_assert_cmpuint (n_changed, ==, 3 * G_N_ELEMENTS (lines));

  /* a new action after an undo drops what could be redone */
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (hd_log_can_redo (HD_LOG (game)));
  play_ok (game, "note text=\"a new branch\"");
  g_assert_false (hd_log_can_redo (HD_LOG (game)));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, G_N_ELEMENTS (lines) - 1);
  {
    g_autofree char *line = hd_campaign_action_to_line (hd_log_get_action (HD_LOG (game), 2));
    g_assert_cmpstr (line, ==, "note text=\"a new branch\"");
  }
}

/* Item 1: what undo and redo would take back or make again, in words,
 * as the viewer reads the position the action was made in. */
static void
test_describe (void)
{
  g_autoptr(HdCampaignGame) game = new_game ();
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autofree char *undo = NULL, *redo = NULL, *none = NULL;

  g_assert_null (hd_log_describe_undo (HD_LOG (game), umpire));
  g_assert_null (hd_log_describe_redo (HD_LOG (game), umpire));
  play_ok (game, lines[0]);
  undo = hd_log_describe_undo (HD_LOG (game), umpire);
  g_assert_cmpstr (undo, ==, "The umpire rules that the Union holds Louisville.");
  g_assert_true (hd_log_undo (HD_LOG (game)));
  redo = hd_log_describe_redo (HD_LOG (game), umpire);
  g_assert_cmpstr (redo, ==, "The umpire rules that the Union holds Louisville.");
  none = hd_log_describe_undo (HD_LOG (game), umpire);
  g_assert_null (none);
}

static HdCampaignGame *
game_with_lines (void)
{
  HdCampaignGame *game = new_game ();

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    play_ok (game, lines[i]);
  return game;
}

static void
assert_same_game (HdCampaignGame *a,
                  HdCampaignGame *b)
{
  g_autofree char *da = dump_of (a), *db = dump_of (b);

  g_assert_cmpstr (da, ==, db);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (a)), ==, hd_log_get_n_actions (HD_LOG (b)));
  for (guint i = 0; i < hd_log_get_n_actions (HD_LOG (a)); i++)
    g_assert_true (hd_campaign_action_equal (hd_log_get_action (HD_LOG (a), i),
                                             hd_log_get_action (HD_LOG (b), i)));
}

/* Item 1: the game played is the game saved: an action is logged as its
 * line reads back (a line break in a note is a space in a save), and a
 * value no line can hold (a control character) is refused, changing
 * nothing. */
static void
test_logged_as_saved (void)
{
  g_autoptr(HdCampaignGame) game = new_game ();
  g_autoptr(HdCampaignAction) note = hd_campaign_action_new ("note");
  g_autoptr(HdCampaignAction) bad = hd_campaign_action_new ("note");
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdCampaignGame) back = NULL;

  hd_campaign_action_set (note, "text", "first line\nsecond line");
  g_assert_true (hd_log_apply (HD_LOG (game), note, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (hd_campaign_action_get (hd_log_get_action (HD_LOG (game), 0), "text"), ==,
                   "first line second line");
  bytes = hd_log_to_bytes (HD_LOG (game));
  back = hd_campaign_game_new_from_bytes (board, bytes, "c.hdcampaign", &error);
  g_assert_no_error (error);
  assert_same_game (game, back);

  hd_campaign_action_set (bad, "text", "a \xEF\xBF\xBF b");
  g_assert_false (hd_log_apply (HD_LOG (game), bad, &error));
  g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_SYNTAX);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 1);
  g_clear_error (&error);
  g_assert_null (hd_campaign_action_parse_line ("note text=\"a\x11" "b\"", &error));
  g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_SYNTAX);
}

/* Item 1: the save holds the set-up and every applied action (not those
 * undone) and reads back to the same game; it is told from an A House
 * Divided save. */
static void
test_save_round_trip (void)
{
  g_autoptr(HdCampaignGame) game = game_with_lines ();
  g_autoptr(HdCampaignGame) back = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GError) error = NULL;
  const char *text;

  g_assert_true (hd_log_undo (HD_LOG (game)));
  bytes = hd_log_to_bytes (HD_LOG (game));
  text = g_bytes_get_data (bytes, NULL);
  g_assert_true (g_str_has_prefix (text, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                         "<house-divided-campaign format=\"1\" checksum=\"sha256:"));
  g_assert_nonnull (strstr (text, "\">\n<setup>\n"));
  g_assert_nonnull (strstr (text, "  <action line=\"umpire-control box=louisville side=union\"/>\n"));
  g_assert_nonnull (strstr (text, "&quot;McClellan takes command; # not a comment&quot;"));
  g_assert_null (strstr (text, "box=louisville side=confederate"));
  g_assert_true (hd_campaign_game_is_campaign_file (bytes));

  back = hd_campaign_game_new_from_bytes (board, bytes, "campaign.hdcampaign", &error);
  g_assert_no_error (error);
  assert_same_game (game, back);
  g_assert_false (hd_log_can_redo (HD_LOG (back)));
  again = hd_log_to_bytes (HD_LOG (back));
  g_assert_true (g_bytes_equal (bytes, again));
  /* a loaded game undoes as the one saved: back to the action before */
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (hd_log_undo (HD_LOG (back)));
  assert_same_game (game, back);
  g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_true (hd_log_redo (HD_LOG (back)));
  assert_same_game (game, back);

  /* an A House Divided save is not a campaign one */
  {
    g_autoptr(HdGame) ahd = hd_game_new (board, "1861-campaign", NULL, &error);
    g_autoptr(GBytes) ahd_bytes = hd_log_to_bytes (HD_LOG (ahd));

    g_assert_no_error (error);
    g_assert_false (hd_campaign_game_is_campaign_file (ahd_bytes));
    g_clear_object (&back);
    back = hd_campaign_game_new_from_bytes (board, ahd_bytes, "old.hdgame", &error);
    g_assert_null (back);
    g_assert_error (error, HD_CAMPAIGN_GAME_ERROR, HD_CAMPAIGN_GAME_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "not a saved campaign"));
  }
}

/* The set-up as it stands now, for another campaign; and the set-up the
 * game began from is the built-in one. */
static void
test_export_setup (void)
{
  g_autoptr(HdCampaignGame) game = game_with_lines ();
  g_autoptr(HdCampaignGame) other = NULL;
  g_autoptr(GBytes) setup = hd_campaign_game_export_setup (game);
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_campaign_game_has_default_setup (game));
  other = hd_campaign_game_new_from_setup (board, setup, "shared-setup.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (other)), ==, 0);
  {
    g_autoptr(GBytes) a = hd_campaign_game_get_setup (other);
    g_autoptr(GBytes) b = hd_campaign_game_export_setup (game);
    g_assert_true (g_bytes_equal (a, b));
  }
}

/* Item 1: a damaged save is refused with its line and the reason, and
 * nothing changes: the file is left as it was and no game is made. */
static void
test_damaged (void)
{
  g_autoptr(HdCampaignGame) game = game_with_lines ();
  g_autoptr(GBytes) good = hd_log_to_bytes (HD_LOG (game));
  const char *text = g_bytes_get_data (good, NULL);
  static const struct { const char *from, *to; int code; const char *line, *mention; } cases[] = {
    { "format=\"1\"", "format=\"7\"", HD_CAMPAIGN_GAME_ERROR_FUTURE_VERSION, ":2:", "newer version" },
    { "format=\"1\"", "format=\"x\"", HD_CAMPAIGN_GAME_ERROR_INVALID, ":2:", "not known" },
    { "format=\"1\"", "format=\"1\" extra=\"1\"", HD_CAMPAIGN_GAME_ERROR_INVALID, ":2:", "\"extra\"" },
    { "side=union\"/>", "side=union\"/>\nstray", HD_CAMPAIGN_GAME_ERROR_INVALID, "", "text between" },
    { "box=louisville side=union", "box=nowhere side=union", HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, "", "cannot have happened" },
    { "box=lexington side=confederate", "box=richmond side=neutral", HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, "",
      "Campaign 3.3" },
    { "<action line=\"note", "<action line=\"=note", HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, "", "action 2 is damaged" },
    { "<action line=\"note", "<action what=\"1\" line=\"note", HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, "", "\"what\"" },
    { "<action line=\"note", "<order line=\"note", HD_CAMPAIGN_GAME_ERROR_INVALID, "", "<order>" },
    { "<setup>", "<setup><extra/>", HD_CAMPAIGN_GAME_ERROR_INVALID, ":3:", "one set-up" },
    { "<setup>", "<setup kind=\"1861\">", HD_CAMPAIGN_GAME_ERROR_INVALID, ":3:", "<setup> has an attribute \"kind\"" },
    { "<setup>", "<start>", HD_CAMPAIGN_GAME_ERROR_NOT_XML, "", "damaged" },
    { "<house-divided-campaign", "<!DOCTYPE x [<!ENTITY e \"e\">]>\n<house-divided-campaign",
      HD_CAMPAIGN_GAME_ERROR_FORBIDDEN, "", "DOCTYPE" },
    { "</house-divided-campaign>", "", HD_CAMPAIGN_GAME_ERROR_NOT_XML, "", "damaged" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = hd_test_replace_once (text, cases[i].from, cases[i].to);
      g_autoptr(GBytes) bytes = g_bytes_new (bad, strlen (bad));
      g_autoptr(GError) error = NULL;
      g_autoptr(HdCampaignGame) loaded = NULL;
      g_autofree char *prefix = g_strconcat ("c.hdcampaign", cases[i].line, NULL);

      loaded = hd_campaign_game_new_from_bytes (board, bytes, "c.hdcampaign", &error);
      g_test_message ("%u: %s", i, error ? error->message : "(loaded)");
      g_assert_null (loaded);
      g_assert_error (error, HD_CAMPAIGN_GAME_ERROR, cases[i].code);
      g_assert_true (g_str_has_prefix (error->message, prefix));
      g_assert_nonnull (strstr (error->message, cases[i].mention));
    }
  /* the line of a refused action is its own */
  {
    g_autofree char *bad = hd_test_replace_once (text, "box=lexington side=confederate", "box=richmond side=neutral");
    g_autoptr(GBytes) bytes = g_bytes_new (bad, strlen (bad));
    g_autoptr(GError) error = NULL;
    g_autoptr(HdCampaignGame) loaded = hd_campaign_game_new_from_bytes (board, bytes, "c.hdcampaign", &error);
    const char *at = strstr (bad, "box=richmond");
    guint line = 1;

    for (const char *p = bad; p < at; p++)
      line += *p == '\n';
    {
      g_autofree char *prefix = g_strdup_printf ("c.hdcampaign:%u: action 3 cannot have happened", line);
      g_assert_true (g_str_has_prefix (error->message, prefix));
    }
  }
  /* past line 65535 too (comments are passed over) */
  {
    g_autoptr(GString) blank = g_string_new ("\n");
    g_autofree char *bad = NULL;
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(HdCampaignGame) loaded = NULL;

    for (guint i = 0; i < 70000; i++)
      g_string_append (blank, "<!-- a comment -->\n");
    g_string_append (blank, "  <action line=\"umpire-control box=richmond side=neutral\"/>\n</house-divided-campaign>");
    bad = hd_test_replace_once (text, "</house-divided-campaign>", blank->str);
    bytes = g_bytes_new (bad, strlen (bad));
    loaded = hd_campaign_game_new_from_bytes (board, bytes, "c.hdcampaign", &error);
    g_assert_null (loaded);
    {
      const char *at = strstr (bad, "box=richmond");
      guint line = 1;

      for (const char *p = bad; p < at; p++)
        line += *p == '\n';
      g_assert_cmpuint (line, >, 70000);
      /* libxml2 keeps lines past 65535 beside the node, and may name the
       * next one: the line, give or take one, never 65535 */
      g_assert_nonnull (strstr (error->message, ": action 5 cannot have happened"));
      g_assert_cmpint (abs (atoi (error->message + strlen ("c.hdcampaign:")) - (int) line), <=, 1);
    }
  }
  /* empty and huge */
  {
    g_autoptr(GBytes) empty = g_bytes_new_static ("", 0);
    g_autoptr(GError) error = NULL;
    g_autoptr(HdCampaignGame) loaded = hd_campaign_game_new_from_bytes (board, empty, "e", &error);

    g_assert_null (loaded);
    g_assert_error (error, HD_CAMPAIGN_GAME_ERROR, HD_CAMPAIGN_GAME_ERROR_NOT_XML);
  }
  {
    gsize size = HD_CAMPAIGN_GAME_MAX_BYTES + 1;
    g_autoptr(GBytes) huge = g_bytes_new_take (g_malloc0 (size), size);
    g_autoptr(GError) error = NULL;
    g_autoptr(HdCampaignGame) loaded = hd_campaign_game_new_from_bytes (board, huge, "h", &error);

    g_assert_null (loaded);
    g_assert_error (error, HD_CAMPAIGN_GAME_ERROR, HD_CAMPAIGN_GAME_ERROR_TOO_LARGE);
  }
  /* the file on disk is read, never changed */
  {
    g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "c.hdcampaign", NULL);
    g_autofree char *bad = hd_test_replace_once (text, "side=union", "side=blue");
    g_autofree char *after = NULL;
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autoptr(HdCampaignGame) loaded = NULL;

    g_assert_true (g_file_set_contents (path, bad, -1, NULL));
    loaded = hd_campaign_game_new_from_file (board, file, &error);
    g_assert_null (loaded);
    g_assert_nonnull (strstr (error->message, "side"));
    g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, bad);
    g_unlink (path);
    g_rmdir (dir);
  }
}

/* A real campaign save, small enough to flip every bit of: a set-up of
 * the umpire's own (a corps of each side, a stand with flags and 6 SP)
 * and a few actions. */
static const char tiny_setup[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<campaign-setup format=\"1\">\n"
  "  <formation id=\"1\" side=\"union\" kind=\"corps\" name=\"I Corps\" box=\"washington\"/>\n"
  "  <formation id=\"2\" side=\"union\" kind=\"division\" name=\"1st Division\" box=\"washington\" parent=\"1\"/>\n"
  "  <stand id=\"3\" side=\"union\" formation=\"2\" name=\"1st Brigade\" arm=\"infantry\" sp=\"6\" morale=\"4\" "
  "status=\"green\" flags=\"pt,ne\"/>\n"
  "  <formation id=\"4\" side=\"confederate\" kind=\"corps\" name=\"Army of the Potomac\" box=\"manassas-junction\"/>\n"
  "  <formation id=\"5\" side=\"confederate\" kind=\"division\" name=\"1st Division\" box=\"manassas-junction\" "
  "parent=\"4\"/>\n"
  "  <stand id=\"6\" side=\"confederate\" formation=\"5\" name=\"1st Brigade\" arm=\"infantry\" sp=\"5\" "
  "morale=\"3\" status=\"trained\" flags=\"ne\"/>\n"
  "</campaign-setup>\n";

static GBytes *
tiny_save (void)
{
  g_autoptr(GBytes) setup = g_bytes_new_static (tiny_setup, strlen (tiny_setup));
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = hd_campaign_game_new_from_setup (board, setup, "tiny-setup.xml", &error);

  g_assert_no_error (error);
  play_ok (game, lines[0]);
  play_ok (game, lines[1]);
  return hd_log_to_bytes (HD_LOG (game));
}

/* Item 12: a campaign save is as safe as a game's: no single flipped bit
 * anywhere in a real save (a digit of an SP, a letter of "flags", of the
 * checksum itself) loads as another campaign; each is refused. */
static void
test_bit_flips (void)
{
  g_autoptr(GBytes) good = tiny_save ();
  gsize len;
  const guint8 *data = g_bytes_get_data (good, &len);
  g_autofree guint8 *copy = g_memdup2 (data, len);
  guint loaded = 0;

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HdCampaignGame) back = hd_campaign_game_new_from_bytes (board, good, "tiny.hdcampaign", &error);
    g_assert_no_error (error);
  }
  for (gsize i = 0; i < len; i++)
    for (guint bit = 0; bit < 8; bit++)
      {
        g_autoptr(GBytes) bytes = NULL;
        g_autoptr(GError) error = NULL;
        g_autoptr(HdCampaignGame) back = NULL;

        copy[i] = data[i] ^ (guint8) (1u << bit);
        bytes = g_bytes_new (copy, len);
        back = hd_campaign_game_new_from_bytes (board, bytes, "tiny.hdcampaign", &error);
        copy[i] = data[i];
        if (back == NULL)
          {
            g_assert_nonnull (error);
            continue;
          }
        g_test_message ("byte %" G_GSIZE_FORMAT " bit %u (\"%.20s\") loads", i, bit, (const char *) data + i);
        loaded++;
      }
  g_assert_cmpuint (loaded, ==, 0);
}

/* Item 12: an edit by hand is refused naming the file, as a game's save
 * is; without its checksum attribute the file loads as it is. */
static void
test_checksum (void)
{
  g_autoptr(GBytes) good = tiny_save ();
  const char *text = g_bytes_get_data (good, NULL);
  g_autofree char *edited = hd_test_replace_once (text, "<action line", "<action  line");
  g_autoptr(GBytes) bytes = g_bytes_new (edited, strlen (edited));
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) back = hd_campaign_game_new_from_bytes (board, bytes, "c.hdcampaign", &error);
  g_autoptr(GRegex) attribute = g_regex_new (" checksum=\"sha256:[0-9a-f]{64}\"", 0, 0, NULL);
  g_autofree char *without = NULL;

  g_assert_null (back);
  g_assert_error (error, HD_CAMPAIGN_GAME_ERROR, HD_CAMPAIGN_GAME_ERROR_CHECKSUM);
  g_assert_true (g_str_has_prefix (error->message, "c.hdcampaign: the file was changed after it was saved"));
  g_assert_nonnull (strstr (error->message, "checksum=\"...\" on line 2"));
  g_clear_error (&error);

  without = g_regex_replace_literal (attribute, edited, -1, 0, "", 0, NULL);
  g_assert_cmpstr (without, !=, edited);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (without, strlen (without));
  back = hd_campaign_game_new_from_bytes (board, bytes, "c.hdcampaign", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (back)), ==, 2);
  /* saved again, it has its checksum */
  {
    g_autoptr(GBytes) again = hd_log_to_bytes (HD_LOG (back));
    g_assert_true (g_bytes_equal (again, good));
  }
}

/* Item 12: the games folder lists a campaign's automatic save under its
 * own name (*.hdcampaign) and under the name older versions gave it
 * (*.hdgame), so the caller can offer either to be continued. */
static void
test_games_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *now = g_build_filename (dir, "new-name.hdcampaign", NULL);
  g_autofree char *old = g_build_filename (dir, "old-name.hdgame", NULL);
  g_autoptr(GBytes) save = tiny_save ();
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *names = NULL;

  g_assert_true (g_file_set_contents (now, g_bytes_get_data (save, NULL), (gssize) g_bytes_get_size (save), NULL));
  g_assert_true (g_file_set_contents (old, g_bytes_get_data (save, NULL), (gssize) g_bytes_get_size (save), NULL));
  list = hd_games_folder_list (board, dir, NULL);
  g_assert_cmpuint (list->len, ==, 2);
  for (guint i = 0; i < list->len; i++)
    {
      HdSavedGame *saved = list->pdata[i];
      g_autoptr(GBytes) bytes = hd_file_load (saved->file, HD_CAMPAIGN_GAME_MAX_BYTES, NULL);

      g_assert_true (hd_campaign_game_is_campaign_file (bytes));
    }
  g_unlink (now);
  g_unlink (old);
  names = hd_test_list_dir (dir);
  g_assert_cmpstr (names, ==, "");
  g_rmdir (dir);
}

/* Item 14: a campaign is never saved in the place of a pipe or a
 * device: refused with a message, the pipe left a pipe, the automatic
 * save's failure kept. */
static void
test_save_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.hdcampaign", NULL);
  g_autofree char *device = g_build_filename (dir, "null.hdcampaign", NULL);
  g_autoptr(HdCampaignGame) game = new_game ();
  const char *paths[] = { fifo, device };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  if (mknod (device, S_IFCHR | 0666, makedev (1, 3)) != 0)   /* as /dev/null; only root may */
    paths[1] = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (paths) && paths[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr(GError) error = NULL;
      g_autofree char *listing = NULL;
      GStatBuf st;

      g_assert_false (hd_log_save (HD_LOG (game), file, &error));
      g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_NOT_REGULAR);
      hd_log_set_autosave (HD_LOG (game), file);
      g_assert_error (hd_log_get_autosave_error (HD_LOG (game)), HD_FILE_ERROR, HD_FILE_ERROR_NOT_REGULAR);
      hd_log_set_autosave (HD_LOG (game), NULL);
      g_assert_cmpint (g_lstat (paths[i], &st), ==, 0);
      g_assert_false (S_ISREG (st.st_mode));
      listing = hd_test_list_dir (dir);
      g_assert_cmpstr (listing, ==, paths[1] != NULL ? "null.hdcampaign pipe.hdcampaign" : "pipe.hdcampaign");
    }
  g_unlink (fifo);
  g_unlink (device);
  g_rmdir (dir);
}

/* The positions copied while @text is read as a transcript (or, when
 * @as_save, while the game it makes is saved and read back). */
static guint
copies_to_read (const char *text,
                gboolean    as_save)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(GBytes) bytes = NULL;
  guint before = hd_campaign_count_copies ();

  game = hd_campaign_game_read_transcript (board, text, -1, "t.txt", NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  if (!as_save)
    return hd_campaign_count_copies () - before;
  bytes = hd_log_to_bytes (HD_LOG (game));
  g_clear_object (&game);
  before = hd_campaign_count_copies ();
  game = hd_campaign_game_new_from_bytes (board, bytes, "c.hdcampaign", &error);
  g_assert_no_error (error);
  return hd_campaign_count_copies () - before;
}

/* @few and @many, read as a transcript and as a save, copy as many
 * positions each, and at most two; @what names their sizes. */
static void
assert_copies_alike (const char *few,
                     const char *many,
                     const char *what)
{
  for (guint k = 0; k < 2; k++)
    {
      guint a = copies_to_read (few, k == 1), b = copies_to_read (many, k == 1);

      g_test_message ("%s: %u and %u copies for %s", k ? "save" : "transcript", a, b, what);
      g_assert_cmpuint (a, ==, b);
      g_assert_cmpuint (b, <=, 2);
    }
}

/* Loads @text as a campaign save; the error (the game must be refused). */
static GError *
refusal_of (const char *text, gsize len)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, len);
  g_autoptr(HdCampaignGame) loaded = NULL;
  GError *error = NULL;

  loaded = hd_campaign_game_new_from_bytes (board, bytes, "c.hdcampaign", &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  return error;
}

/* What a hostile save makes the reader keep is bounded and costs time in
 * proportion to it: an action holding a million elements, and a set-up
 * whose text is millions of character references (each a run of text of
 * its own), are refused as too long at the kind's bound (a set-up file's
 * size), not kept whole. */
static void
test_hostile_content (void)
{
  g_autoptr(HdCampaignGame) game = game_with_lines ();
  g_autoptr(GBytes) good = hd_log_to_bytes (HD_LOG (game));
  const char *text = g_bytes_get_data (good, NULL);
  g_autoptr(GString) children = g_string_new (NULL);
  g_autoptr(GString) refs = g_string_new ("<x>");
  g_autofree char *deep = NULL;
  g_autofree char *wide = NULL;
  g_autofree char *action = NULL;
  g_autofree char *setup = NULL;
  g_autoptr(GError) error = NULL;
  gint64 started = g_get_monotonic_time ();

  for (guint i = 0; i < 1000 * 1000; i++)
    g_string_append (children, "<a b=\"\"/>");
  action = g_strconcat ("<action line=\"umpire-control box=louisville side=union\">", children->str, "</action>", NULL);
  deep = hd_test_replace_once (text, "<action line=\"umpire-control box=louisville side=union\"/>", action);
  error = refusal_of (deep, strlen (deep));
  g_test_message ("%s", error->message);
  g_assert_error (error, HD_CAMPAIGN_GAME_ERROR, HD_CAMPAIGN_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "longer than a save's ever is"));
  g_clear_error (&error);

  for (guint i = 0; i < 2 * 1000 * 1000; i++)
    g_string_append (refs, "&amp;");
  g_string_append (refs, "</x>");
  setup = g_strconcat ("<setup>", refs->str, NULL);
  wide = hd_test_replace_once (text, "<setup>", setup);
  error = refusal_of (wide, strlen (wide));
  g_test_message ("%s", error->message);
  g_assert_error (error, HD_CAMPAIGN_GAME_ERROR, HD_CAMPAIGN_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "<setup> is longer"));
  /* both at once, in a few seconds even under the sanitizers (the text
   * kept in runs of one reference each, copied whole each time, took
   * minutes) */
  g_assert_cmpint (g_get_monotonic_time () - started, <, 60 * G_USEC_PER_SEC);
}

/* Item 16: reading a transcript or a save does work in proportion to its
 * lines, never a whole position per line: the positions copied are as
 * many for 2000 lines as for 20 (a 16 MiB transcript copied the position
 * 1.4 million times). */
static void
test_bounded_reading (void)
{
  g_autoptr(GString) few = g_string_new ("campaign\n");
  g_autoptr(GString) many = g_string_new ("campaign\n");

  for (guint i = 0; i < 2000; i++)
    {
      const char *line = i % 2 ? "umpire-control box=louisville side=confederate\nnote text=x\n"
                               : "umpire-control box=louisville side=union\nnote text=x\n";

      if (i < 20)
        g_string_append (few, line);
      g_string_append (many, line);
    }
  assert_copies_alike (few->str, many->str, "40 lines and 4000");
}

/* Item 16: an edit of the order of battle is tried on the part of the
 * position it changes, never on a copy of the whole: a transcript (or a
 * save) of a stand moved to and fro 2000 times is read with as many
 * copies as one of 20 such moves. */
static void
test_bounded_edits (void)
{
  g_autoptr(GString) few = g_string_new ("campaign\n");
  g_autoptr(GString) many = g_string_new ("campaign\n");

  for (guint i = 0; i < 1000; i++)
    {
      const char *lines = "reassign stand=4 to=3 umpire=yes\nreassign stand=4 to=2 umpire=yes\n";

      if (i < 10)
        g_string_append (few, lines);
      g_string_append (many, lines);
    }
  assert_copies_alike (few->str, many->str, "20 edits and 2000");
}

static gboolean
loads_as (GFile          *file,
          HdCampaignGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) loaded = hd_campaign_game_new_from_file (board, file, &error);

  g_assert_no_error (error);
  assert_same_game (loaded, game);
  return TRUE;
}

/* Item 1: the automatic save follows every apply, undo and redo. */
static void
test_autosave (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "auto.hdcampaign", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HdCampaignGame) game = new_game ();

  hd_log_set_autosave (HD_LOG (game), file);
  g_assert_true (hd_log_get_autosave (HD_LOG (game)) == file);
  g_assert_null (hd_log_get_autosave_error (HD_LOG (game)));
  g_assert_true (loads_as (file, game));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      play_ok (game, lines[i]);
      g_assert_true (loads_as (file, game));
    }
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (loads_as (file, game));
  g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_true (loads_as (file, game));
  hd_log_set_autosave (HD_LOG (game), NULL);
  g_unlink (path);
  g_rmdir (dir);
}

static char *
contents_of (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* A campaign saving itself to c.hdcampaign on a fresh tmpfs; NULL (the
 * test skipped, or failed where it is required) where mounting is not
 * allowed. */
static HdCampaignGame *
game_on_tmpfs (gsize   size,
               char  **dir,
               char  **path,
               GFile **file)
{
  g_autofree char *why = NULL;
  HdCampaignGame *game;

  *dir = hd_test_mount_tmpfs (size, &why);
  if (*dir == NULL)
    {
      hd_test_mounts_refused (why);
      return NULL;
    }
  *path = g_build_filename (*dir, "c.hdcampaign", NULL);
  *file = g_file_new_for_path (*path);
  game = new_game ();
  hd_log_set_autosave (HD_LOG (game), *file);
  g_assert_null (hd_log_get_autosave_error (HD_LOG (game)));
  return game;
}

/* Item 1: a full disk never eats a campaign: each failed save is
 * reported, the file is kept byte for byte, nothing is left beside it,
 * and once there is room the next save catches up. */
static void
test_full_disk (void)
{
  g_autofree char *dir = NULL, *path = NULL, *before = NULL, *filler = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(HdCampaignGame) game = game_on_tmpfs (256 * 1024, &dir, &path, &file);

  if (game == NULL)
    return;
  play_ok (game, lines[0]);
  before = contents_of (path);
  filler = hd_test_fill_disk (dir);
  for (guint i = 1; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *after = NULL, *listing = NULL;

      play_ok (game, lines[i]);
      g_assert_true (g_error_matches (hd_log_get_autosave_error (HD_LOG (game)), G_IO_ERROR, G_IO_ERROR_NO_SPACE));
      g_assert_nonnull (strstr (hd_log_get_autosave_error (HD_LOG (game))->message, "c.hdcampaign"));
      after = contents_of (path);
      g_assert_cmpstr (after, ==, before);
      listing = hd_test_list_dir (dir);
      g_assert_cmpstr (listing, ==, "c.hdcampaign filler");
    }
  g_assert_cmpint (g_unlink (filler), ==, 0);
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_null (hd_log_get_autosave_error (HD_LOG (game)));
  g_assert_true (loads_as (file, game));
  hd_test_unmount (dir);
}

/* Item 1: a read-only folder: every save fails and says so; the file
 * stays; writable again, the next change saves everything. */
static void
test_read_only_folder (void)
{
  g_autofree char *dir = NULL, *path = NULL, *before = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(HdCampaignGame) game = game_on_tmpfs (256 * 1024, &dir, &path, &file);

  if (game == NULL)
    return;
  before = contents_of (path);
  hd_test_remount (dir, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *after = NULL;

      play_ok (game, lines[i]);
      g_assert_nonnull (hd_log_get_autosave_error (HD_LOG (game)));
      after = contents_of (path);
      g_assert_cmpstr (after, ==, before);
    }
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_nonnull (hd_log_get_autosave_error (HD_LOG (game)));
  hd_test_remount (dir, FALSE);
  g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_null (hd_log_get_autosave_error (HD_LOG (game)));
  g_assert_true (loads_as (file, game));
  hd_test_unmount (dir);
}

static gboolean
has_leftover (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    if (hd_file_is_leftover (name))
      return TRUE;
  return FALSE;
}

/* A child that saves a long campaign to @path over and over until it is
 * killed. */
static pid_t
start_saver (HdCampaignGame *game,
             const char     *path)
{
  pid_t child = fork ();

  if (child == 0)
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);

      for (;;)
        if (!hd_log_save (HD_LOG (game), file, NULL))
          _exit (1);
    }
  return child;
}

/* Item 1: a save killed midway leaves the file it replaces whole (the old
 * campaign or the new, never half) and at most a temporary file beside
 * it, which the next start's clean-up (hd_file_remove_leftovers, as the
 * application and `play --save` call it) removes. */
static void
test_killed_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "c.hdcampaign", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HdCampaignGame) game = new_game ();
  g_autoptr(GString) long_note = g_string_new ("note text=\"");
  gboolean left = FALSE;

  for (guint i = 0; i < 1500; i++)
    g_string_append_c (long_note, "abcdefgh"[i % 8]);
  g_string_append_c (long_note, '"');
  for (guint i = 0; i < 2000; i++)
    play_ok (game, long_note->str);
  g_assert_true (hd_log_save (HD_LOG (game), file, NULL));

  for (guint attempt = 0; attempt < 50 && !left; attempt++)
    {
      pid_t child = start_saver (game, path);

      /* kill it while a temporary file is being written */
      for (guint wait = 0; wait < 20000 && !has_leftover (dir); wait++)
        g_usleep (50);
      kill (child, SIGKILL);
      waitpid (child, NULL, 0);
      left = has_leftover (dir);
      g_assert_true (loads_as (file, game));
    }
  /* the saver writes a temporary file nearly all the time: fifty kills
   * that all found none would be a save that writes none (no skip: that
   * would pass unseen) */
  if (!left)
    {
      g_test_fail_printf ("no save was caught midway in 50 kills: does a save still write a temporary file?");
      return;
    }
  /* a leftover younger than a minute may be another copy's save under
   * way: left; older, removed */
  g_assert_cmpuint (hd_file_remove_leftovers (dir, HD_FILE_LEFTOVER_AGE_SECONDS), ==, 0);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    struct utimbuf old = { time (NULL) - 3600, time (NULL) - 3600 };

    while ((name = g_dir_read_name (d)) != NULL)
      if (hd_file_is_leftover (name))
        {
          g_autofree char *leftover = g_build_filename (dir, name, NULL);
          g_assert_cmpint (utime (leftover, &old), ==, 0);
        }
  }
  g_assert_cmpuint (hd_file_remove_leftovers (dir, HD_FILE_LEFTOVER_AGE_SECONDS), >=, 1);
  g_assert_false (has_leftover (dir));
  g_assert_true (loads_as (file, game));
  g_unlink (path);
  g_rmdir (dir);
}

/* Item 2: a campaign transcript replays through the game; written back,
 * it is the same game. */
static void
test_transcript (void)
{
  static const char text[] =
    "# a campaign\n"
    "\n"
    "campaign   # the built-in set-up of July 1861\n"
    "umpire-control box=louisville side=union\n"
    "  note text=\"# kept, in quotes\"  # a comment\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignGame) back = NULL;
  g_autofree char *written = NULL;
  guint line = 99;
  char *rule = NULL;

  g_assert_true (hd_campaign_game_is_campaign_transcript (text, -1));
  g_assert_false (hd_campaign_game_is_campaign_transcript ("# x\nscenario 1861-campaign\n", -1));
  g_assert_false (hd_campaign_game_is_campaign_transcript ("campaigner\n", -1));
  game = hd_campaign_game_read_transcript (board, text, -1, "t.txt", NULL, &line, &rule, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (line, ==, 0);
  g_assert_null (rule);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);
  g_assert_cmpstr (hd_campaign_action_get (hd_log_get_action (HD_LOG (game), 1), "text"), ==, "# kept, in quotes");

  written = hd_log_write_transcript (HD_LOG (game), NULL);
  g_assert_true (g_str_has_prefix (written, "# A House Divided Companion campaign transcript (docs/transcript.md)\n"
                                            "campaign\n"));
  back = hd_campaign_game_read_transcript (board, written, -1, "w.txt", NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  assert_same_game (game, back);
}

/* Item 2: the first refused line stops the replay, with its line and the
 * campaign rule; a line not understood names its line and no rule. */
static void
test_transcript_refused (void)
{
  static const struct { const char *text; guint line; const char *rule; int code; } cases[] = {
    { "campaign\nnote text=hi\n\numpire-control box=richmond side=neutral\nnote text=never\n", 4, "Campaign 3.3",
      HD_TRANSCRIPT_ERROR_REFUSED },
    { "campaign\nnote text=hi\nmarch to=washington\n", 3, NULL, HD_TRANSCRIPT_ERROR_SYNTAX },
    { "campaign\n=bad\n", 2, NULL, HD_TRANSCRIPT_ERROR_SYNTAX },
    { "# only\n\nnote text=hi\n", 3, NULL, HD_TRANSCRIPT_ERROR_SETUP },
    { "# nothing\n", 1, NULL, HD_TRANSCRIPT_ERROR_SETUP },
    { "campaign setup /nonexistent/setup.xml\n", 1, NULL, HD_TRANSCRIPT_ERROR_SETUP },
    { "campaign\nnote text=\"a\rb\"\n", 2, NULL, HD_TRANSCRIPT_ERROR_SYNTAX },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HdCampaignGame) game = NULL;
      g_autofree char *rule = NULL;
      g_autofree char *prefix = g_strdup_printf ("t.txt:%u: ", cases[i].line);
      guint line = 0;

      game = hd_campaign_game_read_transcript (board, cases[i].text, -1, "t.txt", NULL, &line, &rule, &error);
      g_test_message ("%u: %s", i, error ? error->message : "(read)");
      g_assert_null (game);
      g_assert_error (error, HD_TRANSCRIPT_ERROR, cases[i].code);
      g_assert_cmpuint (line, ==, cases[i].line);
      g_assert_cmpstr (rule, ==, cases[i].rule);
      g_assert_true (g_str_has_prefix (error->message, prefix));
    }
}

/* Item 2: "campaign setup FILE" starts from the umpire's set-up file,
 * found beside the transcript. */
static void
test_transcript_setup_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *setup_path = g_build_filename (dir, "my setup.xml", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(HdCampaignGame) game = game_with_lines ();
  g_autoptr(GBytes) setup = hd_campaign_game_export_setup (game);
  g_autoptr(HdCampaignGame) read = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (setup_path, g_bytes_get_data (setup, NULL), (gssize) g_bytes_get_size (setup),
                                      NULL));
  read = hd_campaign_game_read_transcript (board, "campaign setup my setup.xml\nnote text=x\n", -1, "t.txt", folder,
                                           NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (read)), ==, 1);
  {
    g_autoptr(GBytes) began = hd_campaign_game_get_setup (read);
    g_assert_true (g_bytes_equal (began, setup));
  }
  g_unlink (setup_path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/campaign-game/undo-redo", test_undo_redo);
  g_test_add_func ("/campaign-game/logged-as-saved", test_logged_as_saved);
  g_test_add_func ("/campaign-game/describe", test_describe);
  g_test_add_func ("/campaign-game/save-round-trip", test_save_round_trip);
  g_test_add_func ("/campaign-game/export-setup", test_export_setup);
  g_test_add_func ("/campaign-game/damaged", test_damaged);
  g_test_add_func ("/campaign-game/bit-flips", test_bit_flips);
  g_test_add_func ("/campaign-game/checksum", test_checksum);
  g_test_add_func ("/campaign-game/games-folder", test_games_folder);
  g_test_add_func ("/campaign-game/save-not-regular", test_save_not_regular);
  g_test_add_func ("/campaign-game/bounded-reading", test_bounded_reading);
  g_test_add_func ("/campaign-game/hostile-content", test_hostile_content);
  g_test_add_func ("/campaign-game/bounded-edits", test_bounded_edits);
  g_test_add_func ("/campaign-game/autosave", test_autosave);
  g_test_add_func ("/campaign-game/full-disk", test_full_disk);
  g_test_add_func ("/campaign-game/read-only-folder", test_read_only_folder);
  g_test_add_func ("/campaign-game/killed-save", test_killed_save);
  g_test_add_func ("/campaign-game/transcript", test_transcript);
  g_test_add_func ("/campaign-game/transcript-refused", test_transcript_refused);
  g_test_add_func ("/campaign-game/transcript-setup-file", test_transcript_setup_file);

  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
