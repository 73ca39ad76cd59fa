/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-player.c: every level of the computer's player (hd-player.h) asked
 * for decisions in random positions of every built-in scenario under each
 * option set (none, the basic optional rules, the Advanced Game with the
 * leaders, the others: the sets of tests/random-transcripts.c), and every
 * decision accepted by hd_action_check (issue 24, items 1 and 7).
 *
 * A game is played through an HdGame by turns: a stretch of the random
 * player's decisions (random play to a new position), then a stretch of
 * the level's own decisions, each checked and applied, so that a Normal or
 * Hard player both plays its plan on and finds it interrupted by moves it
 * did not expect.  At each of its decisions, besides the dice drawn from a
 * seeded source: the same question with the dice left open (an accepted
 * action, or a template accepted once rolled); the same seed and position
 * giving the same decision, after a cancelled question that changed
 * nothing; a reason in one line; and, at the end of a game, no decision.
 * A refused decision fails with the scenario, the options, the seed and
 * the step, and the game so far written as a transcript (replay it with
 * `house-divided-cli play`).
 *
 * HD_PLAYER_POSITIONS sets the random player's positions (default
 * 1200); greedy is asked two thirds of that, Normal a sixtieth and Hard
 * a 120th (each at least once in every scenario under every option set),
 * as they think longer.  HD_PLAYER_LEVELS names the levels asked (all
 * without it).  HD_PLAYER_PLANNER gives the planning levels'
 * settings over their own ("replies=1": the sanitizers' build plays out
 * one answer a plan for Hard, not three, the path the same). */
#include "config.h"

#include <string.h>

#include "hd-candidates.h"
#include "hd-game.h"
#include "hd-player.h"
#include "hd-scenario.h"
#include "hd-test-util.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

static const struct {
  const char *name;
  const char *options;
} option_sets[] = {
  { "none", "" },
  { "basic", "4.9 5.2 5.41 5.71 6.2 4.11 4.12 4.71" },
  { "advanced", "advanced-2.0 advanced-3.0 advanced-4.0 advanced-5.0 advanced-6.0 advanced-7.0 advanced-8.1 "
                "advanced-8.2 advanced-8.3 advanced-8.4 4.8 7.3 leader-lee=3@06/1862,2@05/1863 "
                "leader-grant=1@02/1862,2@03/1864 leader-sherman=1@05/1862,2@03/1864" },
  { "others", "6.1 7.4 7.5 9.1 10.1 advanced-2.0 advanced-5.0 advanced-6.0 advanced-8.1 advanced-8.4" },
};

/* the positions each level is asked, in 120ths of HD_PLAYER_POSITIONS:
 * the slower the player, the fewer */
static const guint level_share[HD_N_PLAYER_LEVELS] = { 120, 80, 4, 2, 1 };

/* A game being played: where it is, for the messages. */
typedef struct {
  const char   *scenario;
  guint         set;       /* of option_sets */
  guint32       seed;
  HdPlayerLevel level;
  HdGame       *game;
  GRand        *dice;      /* the dice of the game's actions */
} Play;

typedef struct {
  guint positions[HD_N_PLAYER_LEVELS];
  guint kinds[HD_N_PLAYER_LEVELS][HD_N_AWAITED_KINDS];
  guint templates[HD_N_PLAYER_LEVELS];       /* decisions with the dice open */
  guint extra[HD_N_PLAYER_LEVELS];           /* positions given the further checks */
  guint interrupted[HD_N_PLAYER_LEVELS];     /* cancelled while thinking, and then? */
  guint finished;                            /* games played to their end */
  gint64 usecs[HD_N_PLAYER_LEVELS];
} Tally;

static Tally tally;

static guint
roll (gpointer data)
{
  return (guint) g_rand_int_range (data, 1, 7);
}

/* Stops the test: what went wrong and how to see it again. */
G_GNUC_PRINTF (2, 3) G_GNUC_NORETURN static void
fail (const Play *p, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;
  g_autofree char *text = hd_transcript_write (p->game);
  g_autofree char *name = g_strdup_printf ("test-player-%s-%s-%s-%u.txt", hd_player_level_to_string (p->level),
                                           p->scenario, option_sets[p->set].name, p->seed);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_file_set_contents (path, text, -1, NULL);
  g_error ("%s player, scenario %s, option set %s (\"%s\"), seed %u, after %u actions: %s; the game so far: %s",
           hd_player_level_to_string (p->level), p->scenario, option_sets[p->set].name,
           option_sets[p->set].options, p->seed,
           hd_log_get_n_actions (HD_LOG (p->game)), what, path);
}

static char *
line_of (const HdAction *a)
{
  return hd_action_line_write (a, board);
}

/* A reason is a line for a person: some text, no line break. */
static void
check_reason (const Play *p, const HdDecision *d)
{
  if (d->reason == NULL || d->reason[0] == '\0' || strchr (d->reason, '\n') != NULL ||
      !g_utf8_validate (d->reason, -1, NULL))
    fail (p, "the reason \"%s\" is not one line of text", d->reason != NULL ? d->reason : "(none)");
}

/* @d, asked with dice, is accepted as it is. */
static void
check_rolled (const Play *p, const HdState *s, const HdDecision *d)
{
  g_autoptr(GError) error = NULL;

  check_reason (p, d);
  if (hd_candidates_is_template (&d->action))
    fail (p, "asked with dice, the player left some open: %s", hd_action_type_to_string (d->action.type));
  if (!hd_action_check (s, &d->action, &error))
    {
      g_autofree char *line = line_of (&d->action);
      fail (p, "\"%s\" refused: %s", line, error->message);
    }
}

/* @d, asked with the dice left open, is accepted, or a template accepted
 * once its dice are rolled. */
static void
check_open (const Play *p, const HdState *s, const HdDecision *d)
{
  HdAction a = d->action;
  g_autoptr(GError) error = NULL;

  check_reason (p, d);
  if (hd_candidates_is_template (&a))
    {
      tally.templates[p->level]++;
      hd_candidates_roll_dice (&a, roll, p->dice);
    }
  if (!hd_action_check (s, &a, &error))
    {
      g_autofree char *line = line_of (&a);
      fail (p, "asked with the dice open, \"%s\" refused: %s", line, error->message);
    }
}

static void
decide (const Play *p, HdPlayer *player, const HdState *s, GRand *dice, HdDecision *out)
{
  g_autoptr(GError) error = NULL;

  if (!hd_player_decide (player, s, dice != NULL ? roll : NULL, dice, NULL, out, &error))
    fail (p, "no decision though one is awaited: %s", error->message);
}

/* A player of @level, with HD_PLAYER_PLANNER's settings over a planning
 * level's own. */
static HdPlayer *
new_player (HdPlayerLevel level, guint32 seed)
{
  HdPlayer *player = hd_player_new (level, seed);
  const char *text = g_getenv ("HD_PLAYER_PLANNER");
  g_autoptr(GError) error = NULL;
  HdPlannerSettings how;

  if (text == NULL || level < HD_PLAYER_EASY)
    return player;
  if (!hd_planner_settings_parse (text, hd_player_level_planner (level), &how, &error))
    g_error ("HD_PLAYER_PLANNER=%s: %s", text, error->message);
  hd_player_set_planner (player, &how);
  return player;
}

/* The same seed and position, the same decision; a cancelled question
 * before it fails and changes nothing, neither the position nor what the
 * player decides next. */
static void
check_same_and_cancel (const Play *p, const HdState *s, guint32 seed)
{
  g_autoptr(HdPlayer) a = new_player (p->level, seed);
  g_autoptr(HdPlayer) b = new_player (p->level, seed);
  g_autoptr(GRand) dice_a = g_rand_new_with_seed (seed);
  g_autoptr(GRand) dice_b = g_rand_new_with_seed (seed);
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_autoptr(HdState) before = hd_state_copy (s);
  g_autoptr(GError) error = NULL;
  HdDecision da = { 0 }, db = { 0 }, dc = { 0 };
  g_autofree char *la = NULL;
  g_autofree char *lb = NULL;

  g_cancellable_cancel (cancelled);
  if (hd_player_decide (a, s, roll, dice_a, cancelled, &dc, &error))
    fail (p, "a cancelled question was answered");
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    fail (p, "a cancelled question failed otherwise: %s", error->message);
  if (dc.reason != NULL)
    fail (p, "a cancelled question gave a reason");
  if (!hd_state_equal (before, s))
    fail (p, "a cancelled question changed the position");
  decide (p, a, s, dice_a, &da);
  decide (p, b, s, dice_b, &db);
  la = line_of (&da.action);
  lb = line_of (&db.action);
  if (g_strcmp0 (la, lb) != 0 || g_strcmp0 (da.reason, db.reason) != 0 || da.value != db.value)
    fail (p, "the same seed and position gave \"%s\" (%s, %g) and \"%s\" (%s, %g)", la, da.reason, da.value, lb,
          db.reason, db.value);
  check_rolled (p, s, &da);
  hd_decision_clear (&da);
  hd_decision_clear (&db);
}

/* The player cancelled as soon as it reports progress: it stops (FALSE,
 * cancelled) or, done already, answers legally; either way it decides
 * legally afterwards. */
typedef struct {
  GCancellable *cancellable;
  guint         calls;
  gboolean      bad;
} Watch;

static void
watch_progress (double fraction, const char *doing, gpointer data)
{
  Watch *w = data;

  w->calls++;
  w->bad = w->bad || fraction < 0 || fraction > 1 || doing == NULL || doing[0] == '\0';
  g_cancellable_cancel (w->cancellable);
}

static void
check_cancel_while_thinking (const Play *p, const HdState *s, guint32 seed)
{
  g_autoptr(HdPlayer) player = new_player (p->level, seed);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GRand) dice = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  Watch w = { cancellable, 0, FALSE };
  HdDecision d = { 0 };

  hd_player_set_progress (player, watch_progress, &w);
  if (hd_player_decide (player, s, roll, dice, cancellable, &d, &error))
    check_rolled (p, s, &d);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    fail (p, "cancelled while thinking, it failed otherwise: %s", error->message);
  else if (w.calls == 0)
    fail (p, "cancelled though it never reported progress");
  if (w.bad)
    fail (p, "its progress was out of 0-1 or said nothing");
  tally.interrupted[p->level] += w.calls > 0;
  hd_decision_clear (&d);
  hd_player_set_progress (player, NULL, NULL);
  decide (p, player, s, dice, &d);
  check_rolled (p, s, &d);
  hd_decision_clear (&d);
}

/* The further checks of a position, on fresh players. */
static void
check_more (const Play *p, const HdState *s, guint32 seed)
{
  g_autoptr(HdPlayer) open = new_player (p->level, seed);
  HdDecision d = { 0 };

  decide (p, open, s, NULL, &d);
  check_open (p, s, &d);
  hd_decision_clear (&d);
  check_same_and_cancel (p, s, seed);
  if (p->level >= HD_PLAYER_NORMAL && hd_action_get_decision (s).kind == HD_AWAITED_MARCHES)
    check_cancel_while_thinking (p, s, seed);
  tally.extra[p->level]++;
}

/* One decision of @player, checked and applied; FALSE when the game is over
 * (and then the player has no decision either). */
static gboolean
player_step (Play *p, HdPlayer *player, gboolean as_player, gboolean more)
{
  const HdState *s = hd_game_get_state (p->game);
  g_autoptr(GError) error = NULL;
  HdDecision d = { 0 };
  gint64 t0;

  if (hd_state_is_over (s))
    {
      if (hd_player_decide (player, s, roll, p->dice, NULL, &d, &error) ||
          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        fail (p, "a decision in a game that is over");
      return FALSE;
    }
  t0 = g_get_monotonic_time ();
  decide (p, player, s, p->dice, &d);
  if (as_player)
    {
      tally.usecs[p->level] += g_get_monotonic_time () - t0;
      tally.positions[p->level]++;
      tally.kinds[p->level][hd_action_get_decision (s).kind]++;
    }
  check_rolled (p, s, &d);
  if (more)
    check_more (p, s, p->seed * 7919 + hd_log_get_n_actions (HD_LOG (p->game)));
  if (!hd_log_apply (HD_LOG (p->game), &d.action, &error))
    fail (p, "the game refused what hd_action_check accepted: %s", error->message);
  hd_decision_clear (&d);
  return TRUE;
}

/* A game of @scenario under option set @o played for @level until
 * @quota positions are asked of it or the game ends; the positions
 * asked. */
static guint
play_game (const char *scenario, guint o, HdPlayerLevel level, guint32 seed, guint quota)
{
  g_auto(GStrv) opts = g_strsplit (option_sets[o].options, " ", -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new (board, scenario, opts[0] ? (const char * const *) opts : NULL, &error);
  g_autoptr(GRand) dice = g_rand_new_with_seed (seed);
  g_autoptr(GRand) stretch = g_rand_new_with_seed (seed + 1);
  g_autoptr(HdPlayer) random = hd_player_new (HD_PLAYER_RANDOM, seed + 2);
  g_autoptr(HdPlayer) player = new_player (level, seed + 3);
  Play p = { scenario, o, seed, level, NULL, dice };
  /* the further checks (three more decisions) at every fifth position
   * for the quick players, every third for the slow */
  guint every = level >= HD_PLAYER_NORMAL ? 3 : 5;
  guint asked = 0;

  g_assert_nonnull (game);
  p.game = game;
  for (;;)
    {
      guint n_random = (guint) g_rand_int_range (stretch, 1, 6);
      guint n_own = (guint) g_rand_int_range (stretch, 1, 17);

      for (guint k = 0; k < n_random; k++)
        if (!player_step (&p, random, FALSE, FALSE))
          goto over;
      for (guint k = 0; k < n_own && asked < quota; k++, asked++)
        if (!player_step (&p, player, TRUE, asked % every == 0))
          goto over;
      if (asked >= quota)
        return asked;
    }
over:
  /* the end of the game: the player has no decision for it */
  player_step (&p, player, TRUE, FALSE);
  tally.finished++;
  return asked;
}

/* Whether @scenario allows option set @o (the 1861 Short Game refuses
 * 9.1). */
static gboolean
allowed (const char *scenario, guint o)
{
  g_auto(GStrv) opts = g_strsplit (option_sets[o].options, " ", -1);
  g_autoptr(HdGame) game = hd_game_new (board, scenario, opts[0] ? (const char * const *) opts : NULL, NULL);

  return game != NULL;
}

static guint
positions_wanted (void)
{
  const char *text = g_getenv ("HD_PLAYER_POSITIONS");
  guint64 n = 1200;

  if (text != NULL && !g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT32, &n, NULL))
    g_error ("HD_PLAYER_POSITIONS=%s is not a number of positions", text);
  return (guint) n;
}

static void
report (HdPlayerLevel level)
{
  GString *kinds = g_string_new (NULL);

  for (HdAwaitedKind k = HD_AWAITED_NONE; k < HD_N_AWAITED_KINDS; k++)
    if (tally.kinds[level][k] > 0)
      g_string_append_printf (kinds, " %d:%u", k, tally.kinds[level][k]);
  g_test_message ("%s: %u positions (%.2f ms a decision), %u checked further, %u with the dice open, %u cancelled "
                  "while thinking; decisions by kind:%s",
                  hd_player_level_to_string (level), tally.positions[level],
                  tally.usecs[level] / 1000.0 / MAX (tally.positions[level], 1), tally.extra[level],
                  tally.templates[level], tally.interrupted[level], kinds->str);
  g_string_free (kinds, TRUE);
}

/* Every level in positions of every scenario under every option set. */
static void
test_player_accepted (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  const char * const *ids = hd_scenario_builtin_ids ();
  guint n_combos = 0, wanted = MAX (1, (guint) ((guint64) positions_wanted () * level_share[level] / 120));
  guint quota;
  /* the decisions every level meets in any run */
  static const HdAwaitedKind common[] = { HD_AWAITED_MARCH_DIE, HD_AWAITED_MARCHES, HD_AWAITED_BATTLES,
                                          HD_AWAITED_BATTLE, HD_AWAITED_RECRUITMENT };

  memset (&tally, 0, sizeof tally);
  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint i = 0; ids[i] != NULL; i++)
      n_combos += allowed (ids[i], o);
  quota = MAX (1, (wanted + n_combos - 1) / n_combos);
  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint i = 0; ids[i] != NULL; i++)
      {
        guint got = 0;

        if (!allowed (ids[i], o))
          continue;
        for (guint32 seed = 1861 + 1000 * o + 100 * i + 10 * level; got < quota; seed += 10000)
          got += play_game (ids[i], o, level, seed, quota - got);
      }
  report (level);
  g_assert_cmpuint (tally.positions[level], >=, wanted);
  g_assert_cmpuint (tally.extra[level], >, 0);
  if (wanted >= 500)
    for (guint k = 0; k < G_N_ELEMENTS (common); k++)
      if (tally.kinds[level][common[k]] == 0)
        g_error ("%s: no position awaiting decision %d was asked", hd_player_level_to_string (level), common[k]);
}

/* Whether HD_PLAYER_LEVELS ("random,greedy"; every level without it)
 * names @level: meson runs Hard apart from the others, side by side. */
static gboolean
level_asked (HdPlayerLevel level)
{
  const char *text = g_getenv ("HD_PLAYER_LEVELS");
  g_auto(GStrv) names = NULL;
  HdPlayerLevel named;

  if (text == NULL)
    return TRUE;
  names = g_strsplit (text, ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (!hd_player_level_from_string (names[i], &named))
        g_error ("HD_PLAYER_LEVELS=%s: “%s” is not a level", text, names[i]);
      if (named == level)
        return TRUE;
    }
  return FALSE;
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  for (HdPlayerLevel l = 0; l < HD_N_PLAYER_LEVELS; l++)
    if (level_asked (l))
      {
        g_autofree char *path = g_strdup_printf ("/player/accepted/%s", hd_player_level_to_string (l));
        g_test_add_data_func (path, GUINT_TO_POINTER (l), test_player_accepted);
      }
  return g_test_run ();
}
