/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-chain.c: a campaign without an umpire (issue 35, item
 * 11): the presidents take the umpire out only with both PINs, which
 * then stay; the master view opens only to both PINs (or after the war),
 * each opening on the record both presidents read; the save is chained
 * and a hand's change, even with the checksum made again, is found and
 * put on that record when both PINs open the game. */
#include "config.h"

#include <string.h>

#include "hd-campaign-game.h"
#include "hd-campaign-game-private.h"
#include "hd-campaign-seats.h"
#include "hd-campaign-private.h"
#include "hd-campaign-view.h"
#include "hd-rules.h"
#include "hd-test-util.h"
#include "hd-xml.h"

#define LINCOLN_PIN "1861"
#define DAVIS_PIN "1865"

static void
apply (HdCampaignGame *game,
       const char     *line)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_log_apply (HD_LOG (game), a, &error));
  g_assert_no_error (error);
}

static HdCampaignGame *
without_umpire (HdMap *map)
{
  g_autoptr(GError) error = NULL;
  HdCampaignGame *game = hd_campaign_game_new (map, &error);

  g_assert_no_error (error);
  apply (game, "set-base side=union number=4");
  g_assert_true (hd_campaign_game_go_without_umpire (game, LINCOLN_PIN, DAVIS_PIN, &error));
  g_assert_no_error (error);
  apply (game, "march-die die=3");
  apply (game, "note text=\"Lincoln to McDowell: advance\"");
  return game;
}

static GArray *
openings_seen (HdCampaignGame *game,
               HdSide          side)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_president (side);
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (game, viewer);
  const GArray *openings = hd_campaign_view_get_master_openings (view);

  g_assert_false (hd_campaign_view_has_umpire (view));
  return g_array_copy ((GArray *) openings);
}

/* Both PINs or nothing; then they stay. */
static void
test_taking_the_umpire_out (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = hd_campaign_game_new (map, &error);
  g_autoptr(HdCampaignAction) out = hd_campaign_action_parse_line ("no-umpire salt=00112233445566778899aabbccddeeff",
                                                                   NULL);
  g_autoptr(HdCampaignAction) change = NULL;

  g_assert_false (hd_campaign_game_go_without_umpire (game, LINCOLN_PIN, "", &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 0);
  /* the action alone, without the presidents' PINs, is refused too */
  g_assert_false (hd_log_apply (HD_LOG (game), out, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_assert_true (hd_campaign_game_has_umpire (game));
  g_assert_true (hd_campaign_game_go_without_umpire (game, LINCOLN_PIN, DAVIS_PIN, &error));
  g_assert_false (hd_campaign_game_has_umpire (game));
  g_assert_true (hd_campaign_game_is_unlocked (game));
  /* once is enough; and the PINs are the key now */
  g_assert_false (hd_campaign_game_go_without_umpire (game, LINCOLN_PIN, DAVIS_PIN, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  change = hd_campaign_seats_new_pin_action (HD_SIDE_UNION, "1862");
  g_assert_false (hd_log_apply (HD_LOG (game), change, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
}

/* The master view: both PINs, each opening on the public record; after
 * the war, freely. */
static void
test_master_view (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaignGame) game = without_umpire (map);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) union_sees = NULL;
  g_autoptr(GArray) confederacy_sees = NULL;
  guint n = hd_log_get_n_actions (HD_LOG (game));

  g_assert_false (hd_campaign_game_open_master (game, LINCOLN_PIN, "1864", &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_assert_false (hd_campaign_game_open_master (game, DAVIS_PIN, LINCOLN_PIN, &error));
  g_clear_error (&error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n);
  g_assert_true (hd_campaign_game_open_master (game, LINCOLN_PIN, DAVIS_PIN, &error));
  g_assert_no_error (error);
  union_sees = openings_seen (game, HD_SIDE_UNION);
  confederacy_sees = openings_seen (game, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (union_sees->len, ==, 1);
  g_assert_cmpuint (confederacy_sees->len, ==, 1);
  g_assert_cmpuint (g_array_index (union_sees, guint, 0), ==, 1);
  /* no undo takes the opening back: the next action's undo stops at it */
  g_assert_false (hd_log_can_undo (HD_LOG (game)));
  g_assert_null (hd_log_describe_undo (HD_LOG (game), NULL));
  g_assert_false (hd_log_undo (HD_LOG (game)));
  {
    g_autoptr(HdCampaignAction) note = hd_campaign_action_parse_line ("note text=\"after the opening\"", NULL);

    g_assert_true (hd_log_apply (HD_LOG (game), note, &error));
    g_assert_no_error (error);
  }
  g_assert_true (hd_log_can_undo (HD_LOG (game)));
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_false (hd_log_can_undo (HD_LOG (game)));
  {
    g_autoptr(GArray) still = openings_seen (game, HD_SIDE_CONFEDERATE);

    g_assert_cmpuint (still->len, ==, 1);
  }
  /* the war over, it opens to anyone, and no record is made */
  {
    HdCampaign *over = hd_campaign_copy (hd_log_get_position (HD_LOG (game)));
    g_autoptr(HdCampaignGame) after = NULL;

    over->winner = HD_SIDE_UNION;
    over->win_rule = g_strdup ("Campaign 4.1");
    after = hd_campaign_game_new_from_position (map, over);
    g_assert_true (hd_campaign_game_open_master (after, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (after)), ==, 0);
  }
}

/* @saved with @from changed to @to, its checksum made again as the
 * program would: what a careful hand could do. */
static GBytes *
forged (GBytes     *saved,
        const char *from,
        const char *to)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  g_autoptr(GString) out = g_string_new (text);
  const char *sum = strstr (out->str, " checksum=\"");
  gsize at = (gsize) (sum - out->str);

  g_assert_nonnull (sum);
  g_string_erase (out, (gssize) at, (gssize) strlen (" checksum=\"sha256:\"") + 64);
  g_assert_cmpuint (g_string_replace (out, from, to, 1), ==, 1);
  hd_xml_checksum_insert (out, at);
  return g_bytes_new (out->str, out->len);
}

/* The save is chained: read back, it waits for both PINs; a wrong one
 * opens nothing; untouched, nothing is found; changed by a hand, the
 * first changed action is found and recorded for both to see. */
static void
test_chained_save (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaignGame) game = without_umpire (map);
  g_autoptr(HdCampaignGame) back = NULL;
  g_autoptr(HdCampaignGame) edited = NULL;
  g_autoptr(GBytes) saved = hd_log_to_bytes (HD_LOG (game));
  g_autoptr(GBytes) changed = NULL;
  g_autoptr(GError) error = NULL;
  guint altered = 0;

  g_assert_nonnull (strstr (g_bytes_get_data (saved, NULL), "format=\"3\""));
  g_assert_nonnull (strstr (g_bytes_get_data (saved, NULL), " mac=\""));
  back = hd_campaign_game_new_from_bytes (map, saved, "chained.hdcampaign", &error);
  g_assert_no_error (error);
  g_assert_false (hd_campaign_game_is_unlocked (back));
  g_assert_false (hd_campaign_game_unlock (back, LINCOLN_PIN, "0000", &altered, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_assert_true (hd_campaign_game_unlock (back, LINCOLN_PIN, DAVIS_PIN, &altered, &error));
  g_assert_cmpuint (altered, ==, G_MAXUINT);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (back)), ==, hd_log_get_n_actions (HD_LOG (game)));
  /* a die changed by hand, the checksum made again: read, then found */
  changed = forged (saved, "march-die die=3", "march-die die=6");
  edited = hd_campaign_game_new_from_bytes (map, changed, "edited.hdcampaign", &error);
  g_assert_no_error (error);
  g_assert_true (hd_campaign_game_unlock (edited, LINCOLN_PIN, DAVIS_PIN, &altered, &error));
  g_assert_cmpuint (altered, ==, 4);   /* counted from 0: set-base, two PINs, no-umpire, then the die */
  {
    g_autoptr(HdCampaignViewer) davis = hd_campaign_viewer_new_president (HD_SIDE_CONFEDERATE);
    g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (edited, davis);
    const GArray *found = hd_campaign_view_get_file_alterations (view);

    g_assert_cmpuint (found->len, ==, 1);
    g_assert_cmpuint (g_array_index (found, guint, 0), ==, 5);   /* 1 + the action */
  }
  /* saved again, the record stays in the file's chain, signed */
  {
    g_autoptr(GBytes) again = hd_log_to_bytes (HD_LOG (edited));
    g_autoptr(HdCampaignGame) reread = hd_campaign_game_new_from_bytes (map, again, "again.hdcampaign", &error);

    g_assert_no_error (error);
    g_assert_true (hd_campaign_game_unlock (reread, LINCOLN_PIN, DAVIS_PIN, &altered, &error));
    g_assert_cmpuint (altered, ==, G_MAXUINT);
    g_assert_nonnull (strstr (g_bytes_get_data (again, NULL), "file-altered from=4"));
  }
}

/* Links missing (a file written without the key, by hand or by an older
 * program) are found as well; a format 1 file may not carry links. */
static void
test_missing_links (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaignGame) game = without_umpire (map);
  g_autoptr(GBytes) saved = hd_log_to_bytes (HD_LOG (game));
  g_autoptr(GBytes) stripped = NULL;
  g_autoptr(GBytes) old = NULL;
  g_autoptr(HdCampaignGame) back = NULL;
  g_autoptr(HdCampaignGame) none = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  const char *note = strstr (text, "<action line=\"note");
  const char *mac = note != NULL ? strstr (note, " mac=\"") : NULL;
  g_autofree char *link = NULL;
  guint altered = 0;

  g_assert_nonnull (mac);
  link = g_strndup (mac, strlen (" mac=\"\"") + 64);
  stripped = forged (saved, link, "");
  back = hd_campaign_game_new_from_bytes (map, stripped, "stripped.hdcampaign", &error);
  g_assert_no_error (error);
  g_assert_true (hd_campaign_game_unlock (back, LINCOLN_PIN, DAVIS_PIN, &altered, &error));
  g_assert_cmpuint (altered, ==, 5);   /* the note */
  old = forged (saved, "format=\"3\"", "format=\"1\"");
  none = hd_campaign_game_new_from_bytes (map, old, "old.hdcampaign", &error);
  g_assert_null (none);
  g_assert_nonnull (error);
  g_clear_error (&error);
  /* signed, its no-umpire taken out by hand */
  {
    const char *line = strstr (text, "  <action line=\"no-umpire");
    g_autofree char *whole = g_strndup (line, (gsize) (strchr (line, '\n') - line) + 1);
    g_autoptr(GBytes) umpired = forged (saved, whole, "");
    g_autoptr(HdCampaignGame) opened = hd_campaign_game_new_from_bytes (map, umpired, "umpired.hdcampaign", &error);

    g_assert_null (opened);
    g_assert_nonnull (strstr (error->message, "without an umpire"));
  }
}

/* The chain covers the set-up the campaign began from and its end: a
 * corps renamed in the set-up, or the last actions cut off, are found. */
static void
test_setup_and_end (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaignGame) game = without_umpire (map);
  g_autoptr(GBytes) saved = hd_log_to_bytes (HD_LOG (game));
  g_autoptr(GBytes) renamed = forged (saved, "name=\"I Corps\"", "name=\"I Korps\"");
  g_autoptr(HdCampaignGame) back = NULL;
  g_autoptr(HdCampaignGame) short_of = NULL;
  g_autoptr(GBytes) cut = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  const char *note = strstr (text, "  <action line=\"note");
  const char *end = note != NULL ? strstr (note, "\n") : NULL;
  g_autofree char *last = NULL;
  guint altered = 0;

  g_assert_nonnull (strstr (text, "<chain-end count=\"6\""));
  back = hd_campaign_game_new_from_bytes (map, renamed, "renamed.hdcampaign", &error);
  g_assert_no_error (error);
  g_assert_true (hd_campaign_game_unlock (back, LINCOLN_PIN, DAVIS_PIN, &altered, &error));
  g_assert_cmpuint (altered, ==, 0);
  g_assert_nonnull (end);
  last = g_strndup (note, (gsize) (end - note) + 1);
  cut = forged (saved, last, "");
  short_of = hd_campaign_game_new_from_bytes (map, cut, "cut.hdcampaign", &error);
  g_assert_no_error (error);
  g_assert_true (hd_campaign_game_unlock (short_of, LINCOLN_PIN, DAVIS_PIN, &altered, &error));
  g_assert_cmpuint (altered, ==, 5);   /* the actions left, the note gone */
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign/chain/taking-the-umpire-out", test_taking_the_umpire_out);
  g_test_add_func ("/campaign/chain/master-view", test_master_view);
  g_test_add_func ("/campaign/chain/chained-save", test_chained_save);
  g_test_add_func ("/campaign/chain/missing-links", test_missing_links);
  g_test_add_func ("/campaign/chain/setup-and-end", test_setup_and_end);
  return g_test_run ();
}
