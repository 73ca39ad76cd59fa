/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-dispatch.c: the campaign at a distance (issue 35, item
 * 10): a dispatch holds a president's view and nothing more, opens in
 * player mode, and the orders written there are carried out by the
 * master as his, blind, until contact; orders changed, another
 * campaign's, another seat's or of another moment are refused whole and
 * change nothing.  Also the snapshot's reader against damaged lines. */
#include "config.h"

#include <string.h>

#include "hd-campaign-dispatch.h"
#include "hd-campaign-dispatch-sheet.h"
#include "hd-campaign-fog.h"
#include "hd-campaign-game.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-snapshot.h"
#include "hd-campaign-view-private.h"
#include "hd-rules.h"
#include "hd-test-util.h"

typedef struct {
  HdMap            *map;
  HdCampaignGame   *game;
  HdCampaignViewer *umpire;
  HdCampaignViewer *lincoln;
  HdCampaignViewer *davis;
  guint             first_corps;   /* I Corps, at Washington */
} Fixture;

static void
apply (HdCampaignGame         *game,
       const HdCampaignViewer *viewer,
       const char             *line)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (a);
  hd_campaign_game_apply_for (game, viewer, a, NULL, &error);
  g_assert_no_error (error);
}

static guint
formation_named (HdCampaignGame *game,
                 const char     *name)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (game, umpire);

  for (guint i = 0; i < hd_campaign_view_get_n_formations (view); i++)
    if (g_str_equal (hd_campaign_view_get_formation (view, i)->name, name))
      return hd_campaign_view_get_formation (view, i)->id;
  g_assert_not_reached ();
}

static void
fixture_set_up (Fixture       *fx,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fx->map = hd_test_board ();
  fx->game = hd_campaign_game_new (fx->map, &error);
  g_assert_no_error (error);
  fx->umpire = hd_campaign_viewer_new_umpire ();
  fx->lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  fx->davis = hd_campaign_viewer_new_president (HD_SIDE_CONFEDERATE);
  fx->first_corps = formation_named (fx->game, "I Corps");
  apply (fx->game, fx->umpire, "set-base side=union number=4");
}

static void
fixture_tear_down (Fixture       *fx,
                   gconstpointer  data)
{
  g_clear_object (&fx->game);
  g_clear_object (&fx->map);
  hd_campaign_viewer_free (fx->umpire);
  hd_campaign_viewer_free (fx->lincoln);
  hd_campaign_viewer_free (fx->davis);
}

static char *
view_dump (HdCampaignGame         *game,
           const HdCampaignViewer *viewer)
{
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (game, viewer);

  return hd_campaign_view_dump (view);
}

static GBytes *
dispatch_of (Fixture                *fx,
             const HdCampaignViewer *seat)
{
  g_autoptr(GError) error = NULL;
  GBytes *bytes = hd_campaign_game_write_dispatch (fx->game, seat, &error);

  g_assert_no_error (error);
  g_assert_nonnull (bytes);
  return bytes;
}

/* Lincoln's orders, written in player mode from his dispatch. */
static GBytes *
orders_of (Fixture     *fx,
           GBytes      *dispatch,
           const char **lines)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) player = hd_campaign_game_new_from_dispatch (fx->map, dispatch, &error);
  g_autoptr(HdCampaignViewer) seat = NULL;
  GBytes *orders;

  g_assert_no_error (error);
  seat = hd_campaign_game_new_dispatch_viewer (player);
  g_assert_nonnull (seat);
  for (guint i = 0; lines[i] != NULL; i++)
    apply (player, seat, lines[i]);
  orders = hd_campaign_game_write_orders (player, &error);
  g_assert_no_error (error);
  return orders;
}

/* The dispatch is refused while its seat owes a die or for the umpire;
 * written, it makes the campaign's key once, and it reads back as
 * exactly the president's fogged position. */
static void
test_dispatch_is_the_view (Fixture       *fx,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) dispatch = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(HdCampaignGame) player = NULL;
  g_autoptr(HdCampaignViewer) seat = NULL;
  g_autofree char *master_view = NULL;
  g_autofree char *player_view = NULL;
  g_autofree char *text = NULL;
  guint n;

  g_assert_null (hd_campaign_game_write_dispatch (fx->game, fx->lincoln, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_assert_null (hd_campaign_game_write_dispatch (fx->game, fx->umpire, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  apply (fx->game, fx->umpire, "march-die die=4");
  n = hd_log_get_n_actions (HD_LOG (fx->game));
  dispatch = dispatch_of (fx, fx->lincoln);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (fx->game)), ==, n + 1);   /* the key */
  again = dispatch_of (fx, fx->davis);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (fx->game)), ==, n + 1);   /* once */
  g_assert_true (hd_campaign_game_is_dispatch_file (dispatch));
  g_assert_false (hd_campaign_game_is_orders_file (dispatch));
  /* nothing of the enemy's records, nor the key */
  text = g_strndup (g_bytes_get_data (dispatch, NULL), g_bytes_get_size (dispatch));
  {
    g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      if (g_str_has_prefix (lines[i], "formation ") || g_str_has_prefix (lines[i], "stand "))
        g_assert_null (strstr (lines[i], "side=confederate"));
  }
  g_assert_null (strstr (text, ((const HdCampaign *) hd_log_get_position (HD_LOG (fx->game)))->dispatch_key));
  g_assert_null (strstr (text, "Beauregard"));
  player = hd_campaign_game_new_from_dispatch (fx->map, dispatch, &error);
  g_assert_no_error (error);
  seat = hd_campaign_game_new_dispatch_viewer (player);
  g_assert_cmpint (hd_campaign_viewer_get_side (seat), ==, HD_SIDE_UNION);
  g_assert_null (hd_campaign_game_new_dispatch_viewer (fx->game));
  master_view = view_dump (fx->game, fx->lincoln);
  player_view = view_dump (player, seat);
  g_assert_cmpstr (player_view, ==, master_view);
  /* and a dispatch is no master: it writes no dispatches, imports nothing */
  g_assert_null (hd_campaign_game_write_dispatch (player, seat, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_assert_null (hd_campaign_game_write_orders (fx->game, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
}

static void assert_refused_whole (Fixture *fx, GBytes *orders, guint from, HdCampaignDispatchError code);

/* Lincoln marches I Corps on Manassas Junction, where Beauregard stands
 * unseen: his orders are carried out until contact; the rest wait for
 * Davis's choice, and are carried on after it. */
static void
test_orders_carried_out_blind (Fixture       *fx,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) dispatch = NULL;
  g_autoptr(GBytes) orders = NULL;
  g_auto(HdCampaignOrdersReport) report = { 0 };
  g_autofree char *allot = g_strdup_printf ("allot formation=%u marches=1", fx->first_corps);
  g_autofree char *march = g_strdup_printf ("move formations=%u path=washington,manassas-junction",
                                            fx->first_corps);
  const char *lines[] = { allot, march, "end-phase", "end-phase", NULL };
  g_autoptr(GPtrArray) candidates = NULL;
  const HdCampaign *truth;

  apply (fx->game, fx->umpire, "march-die die=4");
  dispatch = dispatch_of (fx, fx->lincoln);
  orders = orders_of (fx, dispatch, lines);
  g_assert_true (hd_campaign_game_is_orders_file (orders));
  g_assert_true (hd_campaign_game_import_orders (fx->game, orders, 0, NULL, 0, &report, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < report.notes->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (report.notes, i));
  g_assert_cmpuint (report.n_orders, ==, 4);
  g_assert_cmpuint (report.carried, ==, 3);
  g_assert_cmpuint (report.refused, ==, 0);
  g_assert_cmpuint (report.next, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (report.notes, 3), ==, "Order 4 waits: the game awaits the Confederacy "
                   "(Campaign 9).");
  truth = hd_log_get_position (HD_LOG (fx->game));
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, fx->first_corps)->box, ==,
                    hd_test_box (fx->map, "manassas-junction"));
  g_assert_cmpuint (truth->battles->len, ==, 1);
  /* Davis withdraws; the umpire carries Lincoln's last order on */
  candidates = hd_log_list_candidates (HD_LOG (fx->game));
  for (guint i = 0; i < candidates->len; i++)
    if (g_str_equal (hd_campaign_action_get_type_name (g_ptr_array_index (candidates, i)), "withdraw"))
      {
        g_assert_true (hd_campaign_game_apply_for (fx->game, fx->davis, g_ptr_array_index (candidates, i), NULL,
                                                   &error));
        break;
      }
  g_assert_no_error (error);
  hd_campaign_orders_report_clear (&report);
  g_assert_true (hd_campaign_game_import_orders (fx->game, orders, 3, NULL, 0, &report, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < report.notes->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (report.notes, i));
  g_assert_cmpuint (report.carried, ==, 1);
  g_assert_cmpuint (report.next, ==, 4);
  /* the order, then the import's record */
  g_assert_cmpstr (hd_campaign_action_get_type_name (hd_log_get_action (HD_LOG (fx->game),
                                                                      hd_log_get_n_actions (HD_LOG (fx->game)) - 2)),
                   ==, "end-phase");
  g_assert_cmpstr (hd_campaign_action_get_type_name (hd_log_get_action (HD_LOG (fx->game),
                                                                      hd_log_get_n_actions (HD_LOG (fx->game)) - 1)),
                   ==, "orders-carried");
  /* carried on once more from where they stopped before: not */
  assert_refused_whole (fx, orders, 3, HD_CAMPAIGN_DISPATCH_ERROR_STALE);
}

static void
assert_refused_whole (Fixture                 *fx,
                      GBytes                  *orders,
                      guint                    from,
                      HdCampaignDispatchError  code)
{
  g_autoptr(GError) error = NULL;
  g_auto(HdCampaignOrdersReport) report = { 0 };
  g_autofree char *before = view_dump (fx->game, fx->umpire);
  g_autofree char *after = NULL;

  if (hd_campaign_game_import_orders (fx->game, orders, from, NULL, 0, &report, &error))
    g_error ("orders carried out (%u of them) where %d was expected:\n%.*s", report.carried, code,
             (int) g_bytes_get_size (orders), (const char *) g_bytes_get_data (orders, NULL));
  g_assert_error (error, HD_CAMPAIGN_DISPATCH_ERROR, (gint) code);
  after = view_dump (fx->game, fx->umpire);
  g_assert_cmpstr (after, ==, before);
}

/* The import with the umpire's @ruled refused whole for its unreadable
 * amendment, nothing changed. */
static void
assert_refused_whole_ruled (Fixture            *fx,
                            GBytes             *orders,
                            const char *const  *ruled,
                            guint               n_ruled)
{
  g_autoptr(GError) error = NULL;
  g_auto(HdCampaignOrdersReport) report = { 0 };
  g_autofree char *before = view_dump (fx->game, fx->umpire);
  g_autofree char *after = NULL;
  guint n = hd_log_get_n_actions (HD_LOG (fx->game));

  g_assert_false (hd_campaign_game_import_orders (fx->game, orders, 0, ruled, n_ruled, &report, &error));
  g_assert_error (error, HD_CAMPAIGN_DISPATCH_ERROR, HD_CAMPAIGN_DISPATCH_ERROR_AMENDMENT);
  after = view_dump (fx->game, fx->umpire);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (fx->game)), ==, n);
}

/* Campaign 2.1, issue 35 item 8: the umpire reads Lincoln's orders
 * first and holds or amends some: the march held is not made, the
 * allotment amended is made as he wrote it, both in the import's record;
 * an amendment that cannot be read refuses the import whole. */
static void
test_orders_held_and_amended (Fixture       *fx,
                              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) dispatch = NULL;
  g_autoptr(GBytes) orders = NULL;
  g_autoptr(GPtrArray) read = NULL;
  g_auto(HdCampaignOrdersReport) report = { 0 };
  g_autofree char *allot = g_strdup_printf ("allot formation=%u marches=1", fx->first_corps);
  g_autofree char *amended = g_strdup_printf ("allot formation=%u marches=2", fx->first_corps);
  g_autofree char *march = g_strdup_printf ("move formations=%u path=washington,manassas-junction",
                                            fx->first_corps);
  const char *lines[] = { allot, march, NULL };
  const char *unreadable[] = { "allot formation=\"1", "" };
  const char *ruled[] = { amended, "" };
  const HdCampaignAction *record;
  const HdCampaign *truth;
  HdSide seat = HD_SIDE_NEUTRAL;

  apply (fx->game, fx->umpire, "march-die die=4");
  dispatch = dispatch_of (fx, fx->lincoln);
  orders = orders_of (fx, dispatch, lines);
  /* read, not carried out */
  read = hd_campaign_game_read_orders (fx->game, orders, 0, &seat, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->len, ==, 2);
  g_assert_cmpint (seat, ==, HD_SIDE_UNION);
  g_assert_cmpstr (hd_campaign_action_get_type_name (read->pdata[1]), ==, "move");
  /* an amendment that cannot be read, or a ruling on an order the file
   * does not hold: nothing carried out */
  assert_refused_whole_ruled (fx, orders, unreadable, G_N_ELEMENTS (unreadable));
  {
    const char *past[] = { NULL, NULL, "" };

    assert_refused_whole_ruled (fx, orders, past, G_N_ELEMENTS (past));
  }
  g_assert_true (hd_campaign_game_import_orders (fx->game, orders, 0, ruled, G_N_ELEMENTS (ruled), &report,
                                                 &error));
  g_assert_no_error (error);
  g_assert_cmpuint (report.carried, ==, 1);
  g_assert_cmpuint (report.amended, ==, 1);
  g_assert_cmpuint (report.held, ==, 1);
  g_assert_cmpuint (report.next, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (report.notes, 0), ==, "Order 1, as the umpire amended it, was carried out.");
  g_assert_cmpstr (g_ptr_array_index (report.notes, 1), ==, "Order 2 was held by the umpire.");
  truth = hd_log_get_position (HD_LOG (fx->game));
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, fx->first_corps)->marches_allotted, ==, 2);
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, fx->first_corps)->box, ==,
                    hd_test_box (fx->map, "washington"));
  record = hd_log_get_action (HD_LOG (fx->game), hd_log_get_n_actions (HD_LOG (fx->game)) - 1);
  g_assert_cmpstr (hd_campaign_action_get_type_name (record), ==, "orders-carried");
  g_assert_cmpstr (hd_campaign_action_get (record, "held"), ==, "2");
  g_assert_cmpstr (hd_campaign_action_get (record, "amended"), ==, "1");
  {
    g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (fx->game, fx->umpire);
    g_autofree char *words = hd_campaign_view_describe (view, record);

    g_assert_cmpstr (words, ==, "The umpire carries out President Lincoln’s orders (held: 1; amended: 1).");
  }
  /* a record naming an order past the import's end is not one */
  {
    g_autoptr(HdCampaignAction) bad = hd_campaign_action_copy (record);

    hd_campaign_action_set (bad, "held", "3");
    g_assert_false (hd_campaign_play_check (truth, bad, NULL));
  }
}

/* Campaign 2.1, issue 35 items 8 and 11: without an umpire nobody reads,
 * holds or amends a president's orders; they are carried out as
 * written. */
static void
test_no_umpire_orders_unread (Fixture       *fx,
                              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) dispatch = NULL;
  g_autoptr(GBytes) orders = NULL;
  g_autoptr(GPtrArray) read = NULL;
  g_auto(HdCampaignOrdersReport) report = { 0 };
  g_autofree char *allot = g_strdup_printf ("allot formation=%u marches=1", fx->first_corps);
  const char *lines[] = { allot, NULL };
  const char *hold[] = { "" };

  g_assert_true (hd_campaign_game_go_without_umpire (fx->game, "1861", "1865", &error));
  g_assert_no_error (error);
  apply (fx->game, fx->umpire, "march-die die=4");
  dispatch = dispatch_of (fx, fx->lincoln);
  orders = orders_of (fx, dispatch, lines);
  read = hd_campaign_game_read_orders (fx->game, orders, 0, NULL, &error);
  g_assert_null (read);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_assert_false (hd_campaign_game_import_orders (fx->game, orders, 0, hold, 1, &report, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  hd_campaign_orders_report_clear (&report);
  g_assert_true (hd_campaign_game_import_orders (fx->game, orders, 0, NULL, 0, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (report.carried, ==, 1);
}

/* The master after the umpire adds @n Confederate divisions (records
 * Lincoln does not see), then one Union division; that division's id. */
static guint
made_after_hidden (HdCampaignGame *game,
                   const HdCampaignViewer *umpire,
                   guint           n,
                   guint           union_corps,
                   guint           rebel_corps)
{
  g_autofree char *ours = g_strdup_printf ("add-formation kind=division side=union name=\"New Division\" "
                                           "commander=Newcomer parent=%u", union_corps);
  const HdCampaign *truth;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *theirs = g_strdup_printf ("add-formation kind=division side=confederate name=\"Hidden %u\" "
                                                 "commander=Secret parent=%u", i, rebel_corps);
      apply (game, umpire, theirs);
    }
  apply (game, umpire, ours);
  truth = hd_log_get_position (HD_LOG (game));
  for (guint i = hd_campaign_get_n_formations (truth); i-- > 0;)
    if (g_str_equal (hd_campaign_get_formation (truth, i)->name, "New Division"))
      return hd_campaign_get_formation (truth, i)->id;
  g_assert_not_reached ();
}

/* Issue 35, item 13: the ids of a new campaign are given by side, so
 * nothing Lincoln sees (his view, his dispatch's position, the id of
 * his own new division) tells how many records the Confederacy made;
 * an older campaign's one sequence is kept for its save. */
static void
test_ids_tell_nothing (Fixture       *fx,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) other = hd_campaign_game_new (fx->map, &error);
  guint rebels = 0;
  g_autofree char *mine = NULL, *theirs = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(HdCampaignGame) back = NULL;
  guint a, b;

  g_assert_no_error (error);
  apply (other, fx->umpire, "set-base side=union number=4");
  for (guint i = 0; i < hd_campaign_get_n_formations (hd_log_get_position (HD_LOG (fx->game))); i++)
    {
      const HdCampaignFormation *f = hd_campaign_get_formation (hd_log_get_position (HD_LOG (fx->game)), i);

      if (f->side == HD_SIDE_CONFEDERATE && f->kind == HD_FORMATION_CORPS && rebels == 0)
        rebels = f->id;
    }
  g_assert_cmpuint (rebels, !=, 0);
  a = made_after_hidden (fx->game, fx->umpire, 0, fx->first_corps, rebels);
  b = made_after_hidden (other, fx->umpire, 3, fx->first_corps, rebels);
  g_assert_cmpuint (a, ==, b);
  g_assert_cmpuint (a % 2, ==, 0);
  mine = view_dump (fx->game, fx->lincoln);
  theirs = view_dump (other, fx->lincoln);
  g_assert_cmpstr (mine, ==, theirs);
  /* the position his dispatch holds: the same lines */
  {
    g_autoptr(HdCampaign) one = hd_campaign_fog_derive (hd_log_get_position (HD_LOG (fx->game)), HD_SIDE_UNION);
    g_autoptr(HdCampaign) two = hd_campaign_fog_derive (hd_log_get_position (HD_LOG (other)), HD_SIDE_UNION);
    g_autofree char *lines_one = hd_campaign_snapshot_write (one);
    g_autofree char *lines_two = hd_campaign_snapshot_write (two);

    g_assert_cmpstr (lines_one, ==, lines_two);
    g_assert_null (strstr (lines_one, "next-confederate"));
  }
  /* kept by the save: the next Union id is still even, after a reload */
  saved = hd_log_to_bytes (HD_LOG (other));
  back = hd_campaign_game_new_from_bytes (fx->map, saved, "ids.hdcampaign", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (made_after_hidden (back, fx->umpire, 0, fx->first_corps, rebels), ==, b + 2);
}

static GBytes *
edited (GBytes     *bytes,
        const char *from,
        const char *to)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr(GString) out = g_string_new (text);

  g_assert_cmpuint (g_string_replace (out, from, to, 1), ==, 1);
  return g_bytes_new (out->str, out->len);
}

/* Orders changed by a hand, signed for another seat, another campaign's
 * or of a moment past are refused whole and change nothing; a mail
 * program's line ends do not matter. */
static void
test_orders_refused_whole (Fixture       *fx,
                           gconstpointer  data)
{
  g_autoptr(GBytes) dispatch = NULL;
  g_autoptr(GBytes) orders = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdCampaignGame) other = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(HdCampaignOrdersReport) report = { 0 };
  g_autofree char *allot = g_strdup_printf ("allot formation=%u marches=1", fx->first_corps);
  g_autofree char *more = g_strdup_printf ("allot formation=%u marches=4", fx->first_corps);
  const char *lines[] = { allot, NULL };
  g_autofree char *text = NULL;
  g_autoptr(GString) crlf = NULL;

  apply (fx->game, fx->umpire, "march-die die=4");
  dispatch = dispatch_of (fx, fx->lincoln);
  orders = orders_of (fx, dispatch, lines);
  /* a hand changed an order */
  bytes = edited (orders, allot, more);
  assert_refused_whole (fx, bytes, 0, HD_CAMPAIGN_DISPATCH_ERROR_TAMPERED);
  g_clear_pointer (&bytes, g_bytes_unref);
  /* Lincoln's orders passed off as Davis's */
  bytes = edited (orders, "seat=union", "seat=confederate");
  assert_refused_whole (fx, bytes, 0, HD_CAMPAIGN_DISPATCH_ERROR_TAMPERED);
  g_clear_pointer (&bytes, g_bytes_unref);
  /* cut short */
  bytes = g_bytes_new_from_bytes (orders, 0, g_bytes_get_size (orders) - 70);
  assert_refused_whole (fx, bytes, 0, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED);
  g_clear_pointer (&bytes, g_bytes_unref);
  /* not orders at all, and a dispatch for orders */
  bytes = g_bytes_new_static ("campaign\nend-phase\n", 19);
  assert_refused_whole (fx, bytes, 0, HD_CAMPAIGN_DISPATCH_ERROR_NOT_OURS);
  assert_refused_whole (fx, dispatch, 0, HD_CAMPAIGN_DISPATCH_ERROR_NOT_OURS);
  /* another campaign's */
  other = hd_campaign_game_new (fx->map, &error);
  g_assert_no_error (error);
  apply (other, fx->umpire, "set-base side=union number=4");
  apply (other, fx->umpire, "march-die die=4");
  {
    g_autoptr(GBytes) theirs = hd_campaign_game_write_dispatch (other, fx->lincoln, &error);
    g_autoptr(GBytes) foreign = NULL;

    g_assert_no_error (error);
    foreign = orders_of (fx, theirs, lines);
    assert_refused_whole (fx, foreign, 0, HD_CAMPAIGN_DISPATCH_ERROR_FOREIGN);
  }
  /* with "\r\n" line ends they are still his */
  text = g_strndup (g_bytes_get_data (orders, NULL), g_bytes_get_size (orders));
  crlf = g_string_new (text);
  g_string_replace (crlf, "\n", "\r\n", 0);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (crlf->str, crlf->len);
  g_assert_true (hd_campaign_game_import_orders (fx->game, bytes, 0, NULL, 0, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (report.carried, ==, 1);
  /* carried out once: the campaign has moved on, so they are stale now */
  assert_refused_whole (fx, orders, 0, HD_CAMPAIGN_DISPATCH_ERROR_STALE);
  /* undone (the import's record, then the order), they fit again */
  g_assert_true (hd_log_undo (HD_LOG (fx->game)) && hd_log_undo (HD_LOG (fx->game)));
  hd_campaign_orders_report_clear (&report);
  g_assert_true (hd_campaign_game_import_orders (fx->game, orders, 0, NULL, 0, &report, &error));
  g_assert_cmpuint (report.carried, ==, 1);
  /* orders never imported are not carried on from an order of theirs */
  apply (fx->game, fx->umpire, "note text=\"Lincoln writes from the Soldiers' Home\"");
  g_clear_pointer (&dispatch, g_bytes_unref);
  g_clear_pointer (&orders, g_bytes_unref);
  dispatch = dispatch_of (fx, fx->lincoln);
  orders = orders_of (fx, dispatch, lines);
  assert_refused_whole (fx, orders, 1, HD_CAMPAIGN_DISPATCH_ERROR_STALE);
  /* nor anything of them counts the master's actions */
  g_assert_null (strstr (g_bytes_get_data (orders, NULL), "serial="));
}

/* A game in player mode is saved with its dispatch (format 2) and read
 * back as the same seat's, its orders the same; a format 1 save may not
 * hold a dispatch. */
static void
test_player_mode_saved (Fixture       *fx,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) dispatch = NULL;
  g_autoptr(HdCampaignGame) player = NULL;
  g_autoptr(HdCampaignGame) back = NULL;
  g_autoptr(HdCampaignViewer) seat = NULL;
  g_autoptr(HdCampaignViewer) seat_back = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) old = NULL;
  g_autoptr(GBytes) orders = NULL;
  g_autoptr(GBytes) orders_back = NULL;
  g_autofree char *allot = g_strdup_printf ("allot formation=%u marches=2", fx->first_corps);
  g_autofree char *view = NULL;
  g_autofree char *view_back = NULL;

  apply (fx->game, fx->umpire, "march-die die=4");
  dispatch = dispatch_of (fx, fx->lincoln);
  player = hd_campaign_game_new_from_dispatch (fx->map, dispatch, &error);
  g_assert_no_error (error);
  seat = hd_campaign_game_new_dispatch_viewer (player);
  apply (player, seat, allot);
  saved = hd_log_to_bytes (HD_LOG (player));
  g_assert_nonnull (strstr (g_bytes_get_data (saved, NULL), "format=\"2\""));
  g_assert_nonnull (strstr (g_bytes_get_data (saved, NULL), "<dispatch>"));
  back = hd_campaign_game_new_from_bytes (fx->map, saved, "player.hdcampaign", &error);
  g_assert_no_error (error);
  seat_back = hd_campaign_game_new_dispatch_viewer (back);
  g_assert_nonnull (seat_back);
  g_assert_cmpint (hd_campaign_viewer_get_side (seat_back), ==, HD_SIDE_UNION);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (back)), ==, 1);
  view = view_dump (player, seat);
  view_back = view_dump (back, seat_back);
  g_assert_cmpstr (view_back, ==, view);
  orders = hd_campaign_game_write_orders (player, &error);
  orders_back = hd_campaign_game_write_orders (back, &error);
  g_assert_no_error (error);
  g_assert_true (g_bytes_equal (orders, orders_back));
  /* the master itself is still written as format 1, and a format 1 file
   * holding a dispatch is refused */
  g_clear_pointer (&saved, g_bytes_unref);
  saved = hd_log_to_bytes (HD_LOG (fx->game));
  g_assert_nonnull (strstr (g_bytes_get_data (saved, NULL), "format=\"1\""));
  {
    g_autoptr(GBytes) mine = hd_log_to_bytes (HD_LOG (player));
    g_autofree char *text = g_strndup (g_bytes_get_data (mine, NULL), g_bytes_get_size (mine));
    g_autoptr(GString) forged = g_string_new (text);
    g_autoptr(HdCampaignGame) none = NULL;

    g_string_replace (forged, "format=\"2\"", "format=\"1\"", 1);
    old = g_bytes_new (forged->str, forged->len);
    none = hd_campaign_game_new_from_bytes (fx->map, old, "forged.hdcampaign", &error);
    g_assert_null (none);
    g_assert_nonnull (error);
  }
}

/* The dispatch on paper: his corps and his reports, lines for his
 * orders, nothing of the enemy's records; not the umpire's, and in
 * player mode only the dispatch's own seat's. */
static void
test_dispatch_sheet (Fixture       *fx,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignSheet) sheet = NULL;
  g_autoptr(HdCampaignSheet) none = NULL;
  g_autoptr(GBytes) dispatch = NULL;
  g_autoptr(HdCampaignGame) player = NULL;
  g_autofree char *text = NULL;
  const HdCampaignSheetSection *orders;

  apply (fx->game, fx->umpire, "march-die die=4");
  sheet = hd_campaign_game_write_dispatch_sheet (fx->game, fx->lincoln, &error);
  g_assert_no_error (error);
  text = hd_campaign_sheet_to_text (sheet);
  g_assert_true (g_str_has_prefix (text, "Dispatch for President Lincoln\n07/1861, Game Turn 1: your Player Turn, "
                                         "4 marches\n"));
  g_assert_nonnull (strstr (text, "Irvin McDowell"));
  g_assert_nonnull (strstr (text, "Manassas Junction (Fragmentary"));
  g_assert_null (strstr (text, "Beauregard"));
  g_assert_null (strstr (text, "Holmes"));
  orders = hd_campaign_sheet_find_section (sheet, "Orders");
  g_assert_nonnull (orders);
  g_assert_cmpuint (orders->rows->len, ==, HD_CAMPAIGN_DISPATCH_SHEET_ORDER_LINES);
  none = hd_campaign_game_write_dispatch_sheet (fx->game, fx->umpire, &error);
  g_assert_null (none);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  dispatch = dispatch_of (fx, fx->lincoln);
  player = hd_campaign_game_new_from_dispatch (fx->map, dispatch, &error);
  g_assert_no_error (error);
  none = hd_campaign_game_write_dispatch_sheet (player, fx->davis, &error);
  g_assert_null (none);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_clear_pointer (&sheet, hd_campaign_sheet_free);
  sheet = hd_campaign_game_write_dispatch_sheet (player, fx->lincoln, &error);
  g_assert_no_error (error);
  {
    g_autofree char *again = hd_campaign_sheet_to_text (sheet);

    g_assert_cmpstr (again, ==, text);
  }
}

/* A dispatch damaged, or whose position breaks a rule of positions even
 * with its checksum made again, is refused with the line. */
static void
test_dispatch_damaged (Fixture       *fx,
                       gconstpointer  data)
{
  g_autoptr(GBytes) dispatch = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) player = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) forged = g_string_new (NULL);
  g_autofree char *sum = NULL;
  guint n;

  apply (fx->game, fx->umpire, "march-die die=4");
  dispatch = dispatch_of (fx, fx->lincoln);
  bytes = edited (dispatch, "turn=1 ", "turn=2 ");
  player = hd_campaign_game_new_from_dispatch (fx->map, bytes, &error);
  g_assert_null (player);
  g_assert_error (error, HD_CAMPAIGN_DISPATCH_ERROR, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED);
  g_clear_error (&error);
  /* a stand given 60 SP, the checksum made again: invariant 5 */
  text = g_strndup (g_bytes_get_data (dispatch, NULL), g_bytes_get_size (dispatch));
  lines = g_strsplit (text, "\n", -1);
  n = g_strv_length (lines);
  for (guint i = 0; i + 2 < n; i++)
    {
      char *morale = g_str_has_prefix (lines[i], "stand ") ? strstr (lines[i], " morale=") : NULL;

      if (morale != NULL && strstr (forged->str, "morale=0") == NULL)
        morale[8] = '0';
      g_string_append_printf (forged, "%s\n", lines[i]);
    }
  g_assert_nonnull (strstr (forged->str, "morale=0"));
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, forged->str, forged->len);
  g_string_append_printf (forged, "checksum sha256=%s\n", sum);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (forged->str, forged->len);
  player = hd_campaign_game_new_from_dispatch (fx->map, bytes, &error);
  g_assert_null (player);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "damaged"));
}

/* The snapshot reader refuses every kind of bad line with its number. */
static void
test_snapshot_refuses (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  static const char *const cases[][3] = {
    { "position turn=1 player=union phase=movement marches=0 die=0 next-id=5 next-battle=1", "box id=atlantis "
      "control=union cavalry=0 entered=0 works=0 recruit=0", "no box" },
    { "position turn=1 player=union phase=movement marches=0 die=0 next-id=5 next-battle=1", "stand id=9 "
      "side=union formation=0 box=washington name=x arm=infantry gun=none sp=3 start=3 morale=3 status=green "
      "flags=\"\" raised=0 promoted=0", "out of order" },
    { "position turn=0 player=union phase=movement marches=0 die=0 next-id=5 next-battle=1", "books", "Game Turn" },
    { "settings union-base=1", "position turn=1", "one “position” line" },
    { "position turn=1 player=union phase=movement marches=0 die=9 next-id=5 next-battle=1", "books", "die" },
    { "position turn=1 player=union phase=movement marches=0 die=0 next-id=5 next-battle=1", "ghost x=1",
      "no line" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *lines[] = { cases[i][0], cases[i][1], NULL };
      g_autoptr(GError) error = NULL;
      HdCampaign *c = hd_campaign_snapshot_read (map, lines, 1, &error);

      g_assert_null (c);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i][2]) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i][2]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/campaign/dispatch/is-the-view", Fixture, NULL, fixture_set_up, test_dispatch_is_the_view,
              fixture_tear_down);
  g_test_add ("/campaign/dispatch/orders-blind", Fixture, NULL, fixture_set_up, test_orders_carried_out_blind,
              fixture_tear_down);
  g_test_add ("/campaign/dispatch/orders-held-and-amended", Fixture, NULL, fixture_set_up,
              test_orders_held_and_amended, fixture_tear_down);
  g_test_add ("/campaign/dispatch/ids-tell-nothing", Fixture, NULL, fixture_set_up, test_ids_tell_nothing,
              fixture_tear_down);
  g_test_add ("/campaign/dispatch/no-umpire-orders-unread", Fixture, NULL, fixture_set_up,
              test_no_umpire_orders_unread, fixture_tear_down);
  g_test_add ("/campaign/dispatch/orders-refused-whole", Fixture, NULL, fixture_set_up, test_orders_refused_whole,
              fixture_tear_down);
  g_test_add ("/campaign/dispatch/player-mode-saved", Fixture, NULL, fixture_set_up, test_player_mode_saved,
              fixture_tear_down);
  g_test_add ("/campaign/dispatch/sheet", Fixture, NULL, fixture_set_up, test_dispatch_sheet, fixture_tear_down);
  g_test_add ("/campaign/dispatch/damaged", Fixture, NULL, fixture_set_up, test_dispatch_damaged,
              fixture_tear_down);
  g_test_add_func ("/campaign/dispatch/snapshot-refuses", test_snapshot_refuses);
  return g_test_run ();
}
