/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-random.c: seeded random campaigns (issue 23, item 8).
 * Each plays many Game Turns through HdCampaignGame, every action chosen
 * at random among the candidates the rule modules offer
 * (hd_campaign_play_list_candidates), the invariants checked after every
 * action, undo and redo checked now and then, and the final game saved,
 * loaded, written as a transcript and read back equal.  A position that
 * offers no candidate while the war goes on is a stuck campaign: a
 * failure.  Where what play awaits (hd_campaign_view_get_awaited) is a
 * type of action no module has, the campaign played so far is checked and
 * the test fails saying which type is missing and where (no skip: every
 * module is written, and a skip would pass unseen).
 *
 * After every action each president's view is checked for leaks (issue
 * 35, item 13): it holds no record of the enemy's and none of the enemy's
 * reports, and (every FOG_ALTER_EVERY actions) neither it nor the reports
 * his side would get now change when the enemy's hidden facts do (its
 * stands' names, status, and its infantry's and artillery's strength and
 * morale, its allotments); every WORDS_EVERY actions, neither does the
 * dispatch he would be sent nor what each president reads of the action
 * (undo's words), nor what he is told when an order of his is refused,
 * and the truth and each view read back whole from a snapshot; nor the
 * page his phone would be served (hd-seat-page.h).  The seeds are played in N_PARTS tests that run side by side.
 *
 * HD_CAMPAIGN_SEED=N plays that one seed (with each action logged);
 * HD_CAMPAIGN_SEEDS=N plays seeds 1 to N (a longer soak). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "hd-campaign-fog.h"
#include "hd-campaign-game.h"
#include "hd-campaign-game-private.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-snapshot.h"
#include "hd-campaign-view-private.h"
#include "hd-seat-page.h"
#include "hd-test-util.h"

#define N_SEEDS 6
/* the seeds in parts, each a test of its own (tests/meson.build) */
#define N_PARTS 6
#define MAX_ACTIONS 1500
#define SPOT_CHECK_EVERY 97
/* the altered-facts comparison of check_fog(), dearer than the rest */
#define FOG_ALTER_EVERY 4
/* dearer still: the snapshots read back, the dispatch and the words each
 * president reads compared with the enemy's facts altered */
#define WORDS_EVERY 12
/* and the page on his phone, every PAGE_EVERY actions */
#define PAGE_EVERY 48
/* the orders probed for their refusals each WORDS_EVERY actions */
#define PROBES 6

static HdMap *board;
/* the probes of check_refusals(), and those refused, for the log */
static guint probes_made, probes_refused;

static HdCampaignView *
umpire_view (HdCampaignGame *game)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();

  return hd_campaign_game_get_view (game, umpire);
}

static char *
dump_of (HdCampaignGame *game)
{
  g_autoptr(HdCampaignView) view = umpire_view (game);

  return hd_campaign_view_dump (view);
}

/* Whether any type of action offers candidates (an umpire's type does
 * not: only the rule modules' do). */
static gboolean
any_type_plays (void)
{
  guint n;
  const HdCampaignActionType *const *types = hd_campaign_play_list_types (&n);

  for (guint i = 0; i < n; i++)
    if (types[i]->candidates != NULL)
      return TRUE;
  return FALSE;
}

/* Undo takes the game back to @before exactly; redo to @after. */
static void
spot_check (HdCampaignGame *game,
            const char     *before,
            const char     *after)
{
  g_autofree char *undone = NULL, *redone = NULL;

  g_assert_true (hd_log_undo (HD_LOG (game)));
  undone = dump_of (game);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (hd_log_redo (HD_LOG (game)));
  redone = dump_of (game);
  g_assert_cmpstr (redone, ==, after);
}

/* The finished game, saved and loaded, and as a transcript read back,
 * is the same game. */
static void
round_trips (HdCampaignGame *game)
{
  g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) loaded = hd_campaign_game_new_from_bytes (board, bytes, "random.hdcampaign", &error);
  g_autofree char *text = hd_log_write_transcript (HD_LOG (game), NULL);
  g_autoptr(HdCampaignGame) read = NULL;
  g_autofree char *want = dump_of (game), *got = NULL, *got_read = NULL;

  g_assert_no_error (error);
  got = dump_of (loaded);
  g_assert_cmpstr (got, ==, want);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (loaded)), ==, hd_log_get_n_actions (HD_LOG (game)));
  read = hd_campaign_game_read_transcript (board, text, -1, "random.txt", NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  got_read = dump_of (read);
  g_assert_cmpstr (got_read, ==, want);
}

/* @c with @enemy's hidden facts changed: what no report may tell. */
static void
alter_hidden (HdCampaign *c,
              HdSide      enemy)
{
  for (guint i = 0; i < c->stands->len; i++)
    {
      HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      char *name;

      if (s->side != enemy)
        continue;
      name = g_strconcat (s->name, " (altered)", NULL);
      g_free (s->name);
      s->name = name;
      s->status = (s->status + 1) % HD_N_STATUSES;
      if (s->arm == HD_ARM_INFANTRY || s->arm == HD_ARM_ARTILLERY)
        {
          s->sp += 3;
          s->morale += 1;
        }
    }
  for (guint i = 0; i < c->formations->len; i++)
    {
      HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->side == enemy)
        f->marches_allotted += 1;
    }
}

/* What @side's president would know of @truth now, with the reports his
 * side would get at this moment filed in. */
static char *
fogged_dump (const HdCampaign *truth,
             HdSide            side)
{
  g_autoptr(HdCampaign) c = hd_campaign_copy (truth);
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_president (side);
  g_autoptr(HdCampaignView) view = NULL;

  hd_campaign_intel_issue (c, side);
  view = hd_campaign_view_new (c, viewer);
  return hd_campaign_view_dump (view);
}

/* @c written as a snapshot (hd-campaign-snapshot.h) reads back the same
 * position, PINs apart (a snapshot never carries them). */
static void
check_snapshot (const HdCampaign *c,
                guint32           seed,
                guint             step)
{
  g_autoptr(HdCampaign) bare = hd_campaign_copy (c);
  g_autoptr(HdCampaign) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  for (guint i = 0; i < HD_N_SIDES; i++)
    g_clear_pointer (&bare->seat_pins[i], g_free);
  text = hd_campaign_snapshot_write (bare);
  g_strchomp (text);
  lines = g_strsplit (text, "\n", -1);
  back = hd_campaign_snapshot_read (board, (const char *const *) lines, 1, &error);
  if (back == NULL)
    g_error ("seed %u, action %u: a snapshot does not read back: %s", seed, step + 1, error->message);
  if (!hd_campaign_equal (bare, back))
    {
      g_autofree char *want = hd_campaign_dump (bare);
      g_autofree char *got = hd_campaign_dump (back);

      g_error ("seed %u, action %u: a snapshot reads back another position:\n%s\n---\n%s", seed, step + 1,
               want, got);
    }
}

static void
check_fog (HdCampaignGame *game,
           guint32         seed,
           guint           step)
{
  g_autoptr(HdCampaignView) umpire = umpire_view (game);
  const HdCampaign *truth = hd_campaign_view_get_position (umpire);

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      HdSide enemy = hd_side_get_enemy (side);
      g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_president (side);
      g_autoptr(HdCampaignView) view = hd_campaign_view_new (truth, viewer);
      g_autoptr(GPtrArray) theirs = hd_campaign_view_list_reports (view, enemy);
      g_autoptr(HdCampaign) altered = hd_campaign_copy (truth);
      g_autofree char *seen = NULL;
      g_autofree char *seen_altered = NULL;

      for (guint i = 0; i < hd_campaign_view_get_n_formations (view); i++)
        if (hd_campaign_view_get_formation (view, i)->side != side)
          g_error ("seed %u, action %u: the %s's view holds a formation of the enemy's", seed, step + 1,
                   hd_side_get_noun (side));
      for (guint i = 0; i < hd_campaign_view_get_n_stands (view); i++)
        if (hd_campaign_view_get_stand (view, i)->side != side)
          g_error ("seed %u, action %u: the %s's view holds a stand of the enemy's", seed, step + 1,
                   hd_side_get_noun (side));
      g_assert_cmpuint (theirs->len, ==, 0);
      if (step % FOG_ALTER_EVERY != 0)
        continue;
      if (step % WORDS_EVERY == 0)
        {
          g_autoptr(HdCampaign) fogged = hd_campaign_fog_derive (truth, side);

          check_snapshot (fogged, seed, step);
          if (side == HD_SIDE_UNION)
            check_snapshot (truth, seed, step);
        }
      alter_hidden (altered, enemy);
      seen = fogged_dump (truth, side);
      seen_altered = fogged_dump (altered, side);
      if (!g_str_equal (seen, seen_altered))
        g_error ("seed %u, action %u: what the %s knows changes with the enemy's hidden facts", seed, step + 1,
                 hd_side_get_noun (side));
      /* nor the page his phone is served (issue 36; less often, one
       * president at a time: it is the view's marches and reports again,
       * every corps' destinations, and costs the most) */
      if (step % PAGE_EVERY == 0 && side == (step / PAGE_EVERY) % 2 + HD_SIDE_UNION)
        {
          g_autoptr(HdCampaignView) view_altered = hd_campaign_view_new (altered, viewer);
          g_autofree char *page = hd_seat_page_write (view);
          g_autofree char *page_altered = hd_seat_page_write (view_altered);

          if (!g_str_equal (page, page_altered))
            g_error ("seed %u, action %u: the %s's page on his phone changes with the enemy's hidden facts", seed,
                     step + 1, hd_side_get_noun (side));
        }
      /* nor the dispatch he would be sent now (its position, whole) */
      if (step % WORDS_EVERY == 0)
        {
          g_autoptr(HdCampaign) mine = hd_campaign_fog_derive (truth, side);
          g_autoptr(HdCampaign) mine_altered = hd_campaign_fog_derive (altered, side);
          g_autofree char *sent = hd_campaign_snapshot_write (mine);
          g_autofree char *sent_altered = hd_campaign_snapshot_write (mine_altered);

          if (!g_str_equal (sent, sent_altered))
            g_error ("seed %u, action %u: the %s's dispatch changes with the enemy's hidden facts", seed, step + 1,
                     hd_side_get_noun (side));
        }
    }
}

/* The words each president reads of the action just made (undo's label,
 * the log's line), from the position before it: the same whatever the
 * enemy's hidden facts were. */
static void
check_words (HdCampaignGame   *game,
             const HdCampaign *before,
             guint32           seed,
             guint             step)
{
  const HdCampaignAction *made = hd_log_get_action (HD_LOG (game), hd_log_get_n_actions (HD_LOG (game)) - 1);

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_president (side);
      g_autoptr(HdCampaign) altered = hd_campaign_copy (before);
      g_autoptr(HdCampaignView) seen = hd_campaign_view_new (before, viewer);
      g_autoptr(HdCampaignView) seen_altered = NULL;
      g_autofree char *words = NULL;
      g_autofree char *words_altered = NULL;
      g_autofree char *label = hd_log_describe_undo (HD_LOG (game), viewer);

      alter_hidden (altered, hd_side_get_enemy (side));
      seen_altered = hd_campaign_view_new (altered, viewer);
      words = hd_campaign_view_describe (seen, made);
      words_altered = hd_campaign_view_describe (seen_altered, made);
      if (!g_str_equal (words, words_altered) || label == NULL || strstr (label, words) == NULL)
        g_error ("seed %u, action %u: what the %s reads of it tells the enemy's hidden facts (“%s”, “%s”, undo: "
                 "“%s”)", seed, step + 1, hd_side_get_noun (side), words, words_altered, label ? label : "");
    }
}

/* @a with one argument changed at random: a box for another, a figure
 * for another, a box of a list for another. */
static HdCampaignAction *
mutated (const HdCampaignAction *a,
         GRand                  *rand)
{
  HdCampaignAction *out = hd_campaign_action_copy (a);
  guint n = hd_campaign_action_get_n_args (a);
  guint n_boxes = hd_map_get_n_boxes (board);
  const char *box = hd_map_get_box (board, (guint) g_rand_int_range (rand, 0, (gint32) n_boxes))->id;
  const char *key, *value;
  g_auto(GStrv) parts = NULL;

  if (n == 0)
    return out;
  key = hd_campaign_action_get_key (a, (guint) g_rand_int_range (rand, 0, (gint32) n));
  value = hd_campaign_action_get (a, key);
  if (hd_map_lookup (board, value) != NULL)
    hd_campaign_action_set (out, key, box);
  else if (value[0] != '\0' && strspn (value, "0123456789") == strlen (value))
    hd_campaign_action_set_uint (out, key, (guint) g_rand_int_range (rand, 0, (gint32) strtoul (value, NULL, 10) * 2 + 4));
  else if (strchr (value, ',') != NULL)
    {
      g_autofree char *joined = NULL;
      guint j;

      parts = g_strsplit (value, ",", -1);
      j = (guint) g_rand_int_range (rand, 0, (gint32) g_strv_length (parts));
      g_free (parts[j]);
      parts[j] = g_strdup (box);
      joined = g_strjoinv (",", parts);
      hd_campaign_action_set (out, key, joined);
    }
  return out;
}

/* Issue 35, item 13: what each president is told when an order of his
 * is refused is the same whatever the enemy's hidden facts: orders made
 * from the log's last actions, each with an argument changed at random,
 * are asked of the game and of one whose enemy is altered. */
static void
check_refusals (HdCampaignGame *game,
                guint32         seed,
                guint           step)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed * 7919u + step);
  const HdCampaign *truth = hd_log_get_position (HD_LOG (game));
  guint n = hd_log_get_n_actions (HD_LOG (game));

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_president (side);
      HdCampaign *altered = hd_campaign_copy (truth);
      g_autoptr(HdCampaignGame) other = NULL;

      alter_hidden (altered, hd_side_get_enemy (side));
      other = hd_campaign_game_new_from_position (board, altered);
      for (guint k = 0; k < PROBES && n > 0; k++)
        {
          const HdCampaignAction *model = hd_log_get_action (HD_LOG (game), n - 1 - (guint) g_rand_int_range (rand, 0, (gint32) MIN (n, 24)));
          g_autoptr(HdCampaignAction) probe = mutated (model, rand);
          g_autoptr(GError) said = NULL;
          g_autoptr(GError) said_altered = NULL;
          gboolean yes = hd_campaign_game_check_for (game, viewer, probe, &said);
          gboolean yes_altered = hd_campaign_game_check_for (other, viewer, probe, &said_altered);

          probes_made++;
          probes_refused += !yes;
          if (yes != yes_altered || (!yes && g_strcmp0 (said->message, said_altered->message) != 0))
            {
              g_autofree char *line = hd_campaign_action_to_line (probe);

              g_error ("seed %u, action %u: the %s's order “%s” is answered “%s” or “%s” as the enemy's hidden "
                       "facts are", seed, step + 1, hd_side_get_noun (side), line, yes ? "yes" : said->message,
                       yes_altered ? "yes" : said_altered->message);
            }
        }
    }
}

/* One action chosen at random among @view's candidates and made; FALSE
 * when there is none. */
static gboolean
random_step (HdCampaignGame *game,
             GRand          *rand,
             gboolean        verbose)
{
  g_autoptr(HdCampaignView) view = umpire_view (game);
  g_autoptr(GPtrArray) candidates = hd_campaign_play_list_candidates (hd_campaign_view_get_position (view));
  g_autoptr(GError) error = NULL;
  const HdCampaignAction *chosen;

  if (candidates->len == 0)
    return FALSE;
  chosen = candidates->pdata[g_rand_int_range (rand, 0, (gint32) candidates->len)];
  if (verbose)
    {
      g_autofree char *line = hd_campaign_action_to_line (chosen);
      g_test_message ("%u: %s", hd_log_get_n_actions (HD_LOG (game)) + 1, line);
    }
  /* a candidate is accepted: the modules promise it */
  hd_log_apply (HD_LOG (game), chosen, &error);
  g_assert_no_error (error);
  return TRUE;
}

/* Whether play awaits a type of action that no module has: if so, the
 * test fails, saying where. */
static gboolean
awaits_missing_type (const HdCampaignView *view,
                     guint32               seed,
                     guint                 step)
{
  HdCampaignAwaited awaited = hd_campaign_view_get_awaited (view);

  if (awaited.action == NULL || hd_campaign_play_lookup_type (awaited.action) != NULL)
    return FALSE;
  g_test_fail_printf ("seed %u: after %u actions (Game Turn %u) play awaits \"%s\" (%s), which no module has",
                      seed, step, hd_campaign_view_get_turn (view), awaited.action, awaited.rule);
  return TRUE;
}

/* Why the phase may not end here, for the message of a stuck campaign. */
static char *
why_no_end (const HdCampaignView *view)
{
  g_autoptr(HdCampaignAction) end = hd_campaign_action_new ("end-phase");
  g_autoptr(GError) error = NULL;

  if (hd_campaign_view_check (view, end, &error))
    return g_strdup ("end-phase would be accepted, but is not offered");
  return g_strdup_printf ("end-phase is refused: %s", error->message);
}

/* One campaign; FALSE when it stopped where a module is still missing. */
static gboolean
play_seed (guint32  seed,
           gboolean verbose)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = hd_campaign_game_new (board, &error);
  g_autofree char *before = NULL;
  guint first_turn;

  g_assert_no_error (error);
  /* the modules fill their candidates' dice from GLib's random numbers:
   * seeded too, so that a seed is one campaign every time */
  g_random_set_seed (seed);
  {
    g_autoptr(HdCampaignView) view = umpire_view (game);
    first_turn = hd_campaign_view_get_turn (view);
  }
  before = dump_of (game);
  for (guint step = 0; step < MAX_ACTIONS; step++)
    {
      g_autoptr(HdCampaignView) view = umpire_view (game);
      g_autofree char *broken = NULL;
      g_autofree char *after = NULL;

      g_autoptr(HdCampaign) before_step = NULL;

      if (hd_campaign_view_get_winner (view) != HD_SIDE_NEUTRAL)
        break;
      if (step % WORDS_EVERY == 0)
        before_step = hd_campaign_copy (hd_campaign_view_get_position (view));
      if (!random_step (game, rand, verbose))
        {
          if (!awaits_missing_type (view, seed, step))
            {
              g_autofree char *why = why_no_end (view);
              g_error ("seed %u: stuck after %u actions: no candidate in Game Turn %u, the %s's %s, and the war "
                       "goes on (%s)", seed, step, hd_campaign_view_get_turn (view),
                       hd_side_get_noun (hd_campaign_view_get_player (view)),
                       hd_phase_get_label (hd_campaign_view_get_phase (view)), why);
            }
          round_trips (game);
          return FALSE;
        }
      g_clear_pointer (&view, hd_campaign_view_free);
      view = umpire_view (game);
      broken = hd_campaign_invariants_check (hd_campaign_view_get_position (view));
      if (broken != NULL)
        g_error ("seed %u, action %u: %s", seed, step + 1, broken);
      after = hd_campaign_view_dump (view);
      check_fog (game, seed, step);
      if (before_step != NULL)
        {
          check_words (game, before_step, seed, step);
          check_refusals (game, seed, step);
        }
      if (step % SPOT_CHECK_EVERY == 0)
        spot_check (game, before, after);
      g_free (before);
      before = g_steal_pointer (&after);
    }
  {
    g_autoptr(HdCampaignView) view = umpire_view (game);
    g_test_message ("seed %u: %u actions, Game Turn %u to %u, winner %s; %u of %u orders probed refused", seed,
                    hd_log_get_n_actions (HD_LOG (game)), first_turn, hd_campaign_view_get_turn (view),
                    hd_side_to_string (hd_campaign_view_get_winner (view)), probes_refused, probes_made);
  }
  round_trips (game);
  return TRUE;
}

/* Part @data (1 to N_PARTS) of the seeds, so that meson runs the parts
 * side by side (tests/meson.build); a seed or seeds asked for by the
 * environment are all the first part's. */
static void
test_random_campaigns (gconstpointer data)
{
  guint part = GPOINTER_TO_UINT (data);
  const char *one = g_getenv ("HD_CAMPAIGN_SEED");
  const char *many = g_getenv ("HD_CAMPAIGN_SEEDS");
  guint32 n_seeds = many != NULL ? (guint32) strtoul (many, NULL, 10) : N_SEEDS;

  if ((one != NULL || many != NULL) && part != 1)
    return;
  if (!any_type_plays ())
    {
      g_test_fail_printf ("no rule module offers candidates: nothing to play");
      return;
    }
  if (one != NULL)
    {
      play_seed ((guint32) strtoul (one, NULL, 10), TRUE);
      return;
    }
  for (guint32 seed = 1; seed <= n_seeds; seed++)
    if ((many != NULL || (seed - 1) % N_PARTS == part - 1) && !play_seed (seed, FALSE))
      return;
}

/* The harness itself: a game played by hand round-trips, and undo/redo
 * spot checks hold on it (so that the random test's checks can fail). */
static void
test_harness (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = hd_campaign_game_new (board, &error);
  g_autoptr(HdCampaignAction) action = hd_campaign_action_parse_line ("umpire-control box=louisville side=union", &error);
  g_autofree char *before = NULL, *after = NULL;

  g_assert_no_error (error);
  before = dump_of (game);
  g_assert_true (hd_log_apply (HD_LOG (game), action, &error));
  after = dump_of (game);
  g_assert_cmpstr (before, !=, after);
  spot_check (game, before, after);
  round_trips (game);
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/campaign-random/harness", test_harness);
  for (guint part = 1; part <= N_PARTS; part++)
    {
      g_autofree char *path = g_strdup_printf ("/campaign-random/campaigns-%u", part);

      g_test_add_data_func (path, GUINT_TO_POINTER (part), test_random_campaigns);
    }

  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
