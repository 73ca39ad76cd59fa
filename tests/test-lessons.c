/* test-lessons.c: every built-in lesson played through.  For each step,
 * every mistake it expects is tried from the step's position (a refused
 * one must be refused by the rule the lesson names, and explained; an
 * allowed one must be judged wrong, with the lesson's explanation); then
 * the step's solution is played with the engine and judged done.  Also
 * what the lesson file format refuses. */
#include "config.h"

#include <string.h>

#include "hd-lesson.h"
#include "hd-lesson-run.h"
#include "hd-rules.h"
#include "hd-test-util.h"
#include "hd-transcript.h"

static HdMap *board;

static void
try_mistake (const HdLesson *lesson, guint s, const HdLessonMistake *m, HdGame *game)
{
  const HdState *before = hd_game_get_state (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;
  guint done = 0;
  gboolean legal = hd_action_check (before, &m->action, &error);

  if (m->rule != NULL)
    {
      if (legal)
        g_error ("%s step %u: \"%s\" should be refused by rule %s, but the rules allow it", hd_lesson_get_id (lesson),
                 s + 1, m->line, m->rule);
      if (g_strcmp0 (hd_rules_error_get_rule (error), m->rule) != 0)
        g_error ("%s step %u: \"%s\" is refused by rule %s (%s), not %s", hd_lesson_get_id (lesson), s + 1, m->line,
                 hd_rules_error_get_rule (error), error->message, m->rule);
      why = hd_lesson_explain_refusal (lesson, s, &m->action, before, error->message);
      g_assert_nonnull (strstr (why, error->message));
      g_assert_nonnull (strstr (why, m->explain));
      return;
    }
  if (!legal)
    g_error ("%s step %u: \"%s\" should be allowed (and judged wrong), but: %s", hd_lesson_get_id (lesson), s + 1,
             m->line, error->message);
  g_assert_cmpint (hd_lesson_judge (lesson, s, &done, before, &m->action, &why), ==, HD_LESSON_WRONG);
  g_assert_nonnull (strstr (why, m->explain));
  g_assert_cmpuint (done, ==, 0);
}

static void
play_step (const HdLesson *lesson, guint s, HdGame *game)
{
  const HdLessonStep *step = hd_lesson_get_step (lesson, s);
  guint done = 0;

  g_assert_nonnull (step->say);
  for (guint i = 0; i < step->n_mistakes; i++)
    try_mistake (lesson, s, &step->mistakes[i], game);
  for (guint i = 0; i < step->n_dos; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HdState) before = NULL;
      HdAction action;
      HdLessonVerdict verdict;

      if (!hd_transcript_parse_action (board, step->dos[i].play, &action))
        g_error ("%s step %u: \"%s\" is not a transcript line", hd_lesson_get_id (lesson), s + 1, step->dos[i].play);
      before = hd_state_copy (hd_game_get_state (game));
      if (!hd_game_apply (game, &action, &error))
        g_error ("%s step %u: the solution \"%s\" is refused: %s", hd_lesson_get_id (lesson), s + 1, step->dos[i].play,
                 error->message);
      verdict = hd_lesson_judge (lesson, s, &done, before, &action, NULL);
      g_assert_cmpint (verdict, ==, i + 1 == step->n_dos ? HD_LESSON_STEP_DONE : HD_LESSON_PROGRESS);
    }
}

static void
dump (const HdState *state)
{
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      g_autofree char *code = hd_unit_to_code (&bu->unit);
      g_printerr ("#%u %s %s in %s\n", bu->id, hd_side_get_name (bu->unit.side), code,
                  hd_map_get_box (board, bu->box)->name);
    }
}

static void
test_lesson (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdLesson) lesson = hd_lesson_new_builtin (board, id, &error);
  g_autoptr(HdGame) game = NULL;
  g_autofree char *setup = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (hd_lesson_get_id (lesson), ==, id);
  game = hd_lesson_new_game (lesson, &error);
  g_assert_no_error (error);
  setup = hd_lesson_describe_setup (hd_game_get_state (game));
  g_assert_cmpuint (strlen (setup), >, 0);
  for (guint s = 0; s < hd_lesson_get_n_steps (lesson); s++)
    {
      if (g_getenv ("HD_LESSON_DUMP") != NULL)
        {
          g_printerr ("-- %s step %u\n", id, s + 1);
          dump (hd_game_get_state (game));
        }
      play_step (lesson, s, game);
    }
}

/* A wrong action that is no mistake the lesson expected still gets the
 * general explanation and the hint; progress is kept across actions. */
static void
test_judging (void)
{
  g_autoptr(HdLesson) lesson = hd_lesson_new_builtin (board, "02-marches", NULL);
  g_autoptr(HdGame) game = hd_lesson_new_game (lesson, NULL);
  const HdLessonStep *step = hd_lesson_get_step (lesson, 0);
  HdAction to_ferry, other;
  g_autofree char *why = NULL;
  guint done = 0;

  g_assert_true (hd_transcript_parse_action (board, "march Union Mi from Washington by road to Harpers Ferry", &to_ferry));
  g_assert_true (hd_transcript_parse_action (board, "end segment", &other));
  /* the road to Harper's Ferry is lit with both boxes */
  g_assert_cmpuint (step->n_lit, ==, 2);
  g_assert_cmpuint (step->n_lit_lines, ==, 1);
  g_assert_cmpint (hd_map_get_line (board, step->lit_lines[0])->type, ==, HD_LINE_ROAD);
  g_assert_cmpint (hd_lesson_judge (lesson, 0, &done, hd_game_get_state (game), &other, &why), ==, HD_LESSON_WRONG);
  g_assert_nonnull (strstr (why, step->hint));
  g_assert_cmpint (hd_lesson_judge (lesson, 0, &done, hd_game_get_state (game), &to_ferry, NULL), ==, HD_LESSON_PROGRESS);
  g_assert_cmpuint (done, ==, 1);
  g_assert_cmpint (hd_lesson_judge (lesson, 0, &done, hd_game_get_state (game), &to_ferry, NULL), ==, HD_LESSON_STEP_DONE);
}

static HdLessonRun *
run_new (const char *id, guint start)
{
  g_autoptr(GError) error = NULL;
  HdLesson *lesson = hd_lesson_new_builtin (board, id, &error);
  HdLessonRun *run;

  g_assert_no_error (error);
  run = hd_lesson_run_new (lesson, start, &error);
  g_assert_no_error (error);
  return run;
}

static gboolean
apply_line (HdLessonRun *run, const char *line, GError **error)
{
  HdAction a;
  g_assert_true (hd_transcript_parse_action (board, line, &a));
  return hd_game_apply (hd_lesson_run_get_game (run), &a, error);
}

/* A lesson being played keeps its game to the step: a wrong action the
 * rules allow changes nothing and is explained; a refusal is explained
 * with the rule and the lesson's words; the right actions finish the
 * step; undo takes a part of it back. */
static void
test_run_keeps_to_the_task (void)
{
  g_autoptr(HdLessonRun) run = run_new ("02-marches", 0);
  HdGame *game = hd_lesson_run_get_game (run);
  g_autoptr(HdState) start = hd_state_copy (hd_game_get_state (game));
  g_autoptr(GError) error = NULL;
  const char *text;

  g_assert_false (apply_line (run, "march Union Mi from Washington by rail to Baltimore", &error));
  g_assert_true (hd_state_equal (start, hd_game_get_state (game)));
  g_assert_cmpint (hd_lesson_run_get_feedback (run, &text), ==, HD_LESSON_FEEDBACK_WRONG);
  g_assert_nonnull (strstr (text, "Baltimore is the other way"));
  g_clear_error (&error);

  g_assert_false (apply_line (run, "march Union Mi from Washington by road to Harpers Ferry by road to Front Royal",
                              &error));
  g_assert_cmpint (hd_lesson_run_get_feedback (run, &text), ==, HD_LESSON_FEEDBACK_REFUSED);
  g_assert_nonnull (strstr (text, "Rule 4.0"));
  g_assert_nonnull (strstr (text, "two boxes need a friendly railroad"));
  g_clear_error (&error);

  g_assert_true (apply_line (run, "march Union Mi from Washington by road to Harpers Ferry", NULL));
  g_assert_false (hd_lesson_run_get_step_done (run));
  g_assert_false (hd_lesson_run_next (run));
  g_assert_true (hd_game_undo (game));
  g_assert_true (hd_state_equal (start, hd_game_get_state (game)));
  g_assert_true (hd_lesson_run_show_me (run, NULL));
  g_assert_true (hd_lesson_run_show_me (run, NULL));
  g_assert_true (hd_lesson_run_get_step_done (run));
  g_assert_cmpint (hd_lesson_run_get_feedback (run, NULL), ==, HD_LESSON_FEEDBACK_GOOD);
  /* done: nothing more is let in until the next step */
  g_assert_false (apply_line (run, "end segment", &error));
  g_assert_true (hd_lesson_run_next (run));
  g_assert_cmpuint (hd_lesson_run_get_step (run), ==, 1);
  g_assert_cmpuint (hd_lesson_run_get_step_start (run), ==, hd_game_get_n_actions (game));
}

/* Every lesson finished with Show Me and Next alone, and resumed at each
 * of its steps as progress kept between sessions is. */
static void
test_run_every_lesson (void)
{
  for (const char * const *id = hd_lessons_builtin_ids (); *id != NULL; id++)
    {
      g_autoptr(HdLessonRun) run = run_new (*id, 0);
      guint n = hd_lesson_get_n_steps (hd_lesson_run_get_lesson (run));

      while (!hd_lesson_run_get_finished (run))
        {
          g_autoptr(GError) error = NULL;
          if (hd_lesson_run_get_step_done (run))
            g_assert_true (hd_lesson_run_next (run));
          else if (!hd_lesson_run_show_me (run, &error))
            g_error ("%s step %u: Show Me failed: %s", *id, hd_lesson_run_get_step (run) + 1,
                     error != NULL ? error->message : "?");
        }
      for (guint s = 0; s < n; s++)
        {
          g_autoptr(HdLessonRun) resumed = run_new (*id, s);
          g_assert_cmpuint (hd_lesson_run_get_step (resumed), ==, s);
          g_assert_false (hd_lesson_run_get_step_done (resumed) && hd_lesson_get_step (hd_lesson_run_get_lesson (resumed), s)->n_dos > 0);
        }
    }
}

static void
expect_invalid (const char *xml, const char *what)
{
  g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  g_autoptr(HdLesson) lesson = hd_lesson_new_from_bytes (board, bytes, "test.xml", &error);

  g_assert_null (lesson);
  g_assert_error (error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID);
  if (strstr (error->message, what) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, what);
}

static void
test_invalid_files (void)
{
  expect_invalid ("<scenario/>", "not <lesson>");
  expect_invalid ("<lesson id='x'><title>T</title><summary>S</summary></lesson>", "needs");
  expect_invalid ("<lesson id='x'><title>T</title><summary>S</summary><setup scenario='1862'/>"
                  "<step rule='4.0'><say>s</say><task>t</task><do>walk to Richmond</do></step></lesson>",
                  "not a transcript line");
  expect_invalid ("<lesson id='x'><title>T</title><summary>S</summary><setup scenario='1862'/>"
                  "<step rule='4.0'><say>s</say><task>t</task><do>fire</do></step></lesson>", "play=");
  expect_invalid ("<lesson id='x'><title>T</title><summary>S</summary><setup scenario='1862'/>"
                  "<step rule='4.0'><say>s</say><light>atlantis</light></step></lesson>", "atlantis");
  expect_invalid ("<lesson id='x'><title>T</title><summary>S</summary><setup scenario='1862'/>"
                  "<step rule='4.0'><say>s</say><light>washington--richmond</light></step></lesson>", "no line");
  expect_invalid ("<!DOCTYPE lesson [<!ENTITY x 'y'>]><lesson/>", "");
  expect_invalid ("<lesson", "");
}

int
main (int argc, char **argv)
{
  const char * const *ids = hd_lessons_builtin_ids ();
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_assert_cmpuint (g_strv_length ((char **) ids), ==, 12);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/lessons/%s", ids[i]);
      g_test_add_data_func (path, ids[i], test_lesson);
    }
  g_test_add_func ("/lessons/judging", test_judging);
  g_test_add_func ("/lessons/run-keeps-to-the-task", test_run_keeps_to_the_task);
  g_test_add_func ("/lessons/run-every-lesson", test_run_every_lesson);
  g_test_add_func ("/lessons/invalid-files", test_invalid_files);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
