/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-log-kind.c: a third game kind, written only for the tests, proves
 * that the log (hd-log.c) needs nothing of a game beyond HdLogClass.  The
 * track race: no board, a track of 12 spaces, two racers, Red and Blue,
 * taking turns.  Two actions: "roll N" (the die, 1-6: the racer on turn
 * moves N spaces; a roll that would pass the end is refused, rule
 * "Track 2"; a 6 lets the same racer roll again) and "pass" (the turn
 * goes over; refused with a 6 owed, "Track 3").  Whoever reaches space 12
 * wins (rule "Track 4"); nothing more is played.  The race is played,
 * joined, gated, undone and redone, described, saved (and its automatic
 * save), read back by the log's reader (hd-log-load.c: the race reads
 * only its own <move> elements), transcribed both ways, asked what is
 * awaited and listed by candidates, all through the log's own calls. */
#include <string.h>
#include <glib/gstdio.h>

#include "hd-test-util.h"
#include "hd-log.h"
#include "hd-log-load.h"
#include "hd-log-transcript.h"
#include "hd-rules.h"
#include "hd-xml.h"

#define TRACK_END 12

/* ------------------------------------------------------------- the kind */

typedef struct {
  guint space[2];    /* Red, Blue */
  guint turn;        /* whose turn: 0 Red, 1 Blue */
  gboolean again;    /* a 6 was rolled: the same racer rolls again */
  int winner;        /* -1 none yet */
} Race;

typedef struct {
  gboolean pass;
  guint die;         /* roll: 1-6 */
} Move;

#define TYPE_RACE (race_get_type ())
G_DECLARE_FINAL_TYPE (RaceLog, race, TEST, RACE, HdLog)

struct _RaceLog
{
  HdLog parent_instance;
};

G_DEFINE_FINAL_TYPE (RaceLog, race, HD_TYPE_LOG)

static const char * const racers[] = { "Red", "Blue" };

static gpointer
race_copy (gconstpointer p)
{
  return g_memdup2 (p, sizeof (Race));
}

static gboolean
race_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (Race)) == 0;
}

static gpointer
move_keep (HdLog *log, gconstpointer action, GError **error)
{
  const Move *m = action;

  if (!m->pass && (m->die < 1 || m->die > 6))
    {
      hd_rules_refuse (error, "Track 1", "a die shows 1 to 6, not %u", m->die);
      return NULL;
    }
  return g_memdup2 (action, sizeof (Move));
}

static gboolean
move_check (HdLog *log, gconstpointer position, gconstpointer action, GError **error)
{
  const Race *r = position;
  const Move *m = action;

  if (r->winner >= 0)
    return hd_rules_refuse (error, "Track 4", "the race is over: %s won", racers[r->winner]);
  if (m->pass && r->again)
    return hd_rules_refuse (error, "Track 3", "%s rolled a 6 and must roll again", racers[r->turn]);
  if (!m->pass && r->space[r->turn] + m->die > TRACK_END)
    return hd_rules_refuse (error, "Track 2", "%s would pass the end of the track", racers[r->turn]);
  return TRUE;
}

static gboolean
move_apply (HdLog *log, gpointer position, gconstpointer action, GError **error)
{
  Race *r = position;
  const Move *m = action;

  if (!move_check (log, position, action, error))
    return FALSE;
  if (!m->pass)
    r->space[r->turn] += m->die;
  if (r->space[r->turn] == TRACK_END)
    r->winner = (int) r->turn;
  r->again = !m->pass && m->die == 6;
  if (!r->again)
    r->turn = 1 - r->turn;
  return TRUE;
}

static char *
move_describe (HdLog *log, gconstpointer before, gconstpointer const *actions, guint n, gconstpointer viewer)
{
  const Race *r = before;
  const Move *m = actions[0];

  if (m->pass)
    return g_strdup_printf ("%s passes", racers[r->turn]);
  return g_strdup_printf ("%s rolls %u%s", racers[r->turn], m->die, n > 1 ? " and on" : "");
}

static char *
move_to_line (HdLog *log, gconstpointer action)
{
  const Move *m = action;

  return m->pass ? g_strdup ("pass") : g_strdup_printf ("roll %u", m->die);
}

static gpointer
move_from_line (HdLog *log, const char *line, GError **error)
{
  Move m = { FALSE, 0 };
  guint64 die;

  if (g_str_equal (line, "pass"))
    m.pass = TRUE;
  else if (!g_str_has_prefix (line, "roll ") || !g_ascii_string_to_unsigned (line + 5, 10, 0, 99, &die, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "not a move: %s", line);
      return NULL;
    }
  else
    m.die = (guint) die;
  return move_keep (log, &m, error);
}

static void
race_header (HdLog *log, const char *setup_name, GString *out)
{
  g_string_append (out, "race\n");
}

static void
race_save_action (HdLog *log, gconstpointer action, gboolean joined, GString *out)
{
  g_autofree char *line = move_to_line (log, action);

  g_string_append_printf (out, "  <move line=\"%s\"%s/>\n", line, joined ? " joined=\"true\"" : "");
}

static void
race_awaited (HdLog *log, gconstpointer position, HdLogAwaited *out)
{
  const Race *r = position;

  out->over = r->winner >= 0;
  out->seat = out->over ? -1 : (int) r->turn;
  out->step = out->over ? "over" : r->again ? "roll-again" : "move";
  out->rule = out->over ? "Track 4" : r->again ? "Track 3" : "Track 1";
}

static GPtrArray *
race_candidates (HdLog *log, gconstpointer position)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 0; d <= 6; d++)
    {
      Move m = { d == 0, d };

      if (move_check (log, position, &m, NULL))
        g_ptr_array_add (out, g_memdup2 (&m, sizeof m));
    }
  return out;
}

static char *
race_invariants (HdLog *log, gconstpointer position)
{
  const Race *r = position;

  if (r->space[0] > TRACK_END || r->space[1] > TRACK_END)
    return g_strdup ("1. no racer is past the end of the track");
  if (r->winner >= 0 && r->space[r->winner] != TRACK_END)
    return g_strdup ("2. the winner stands on the last space");
  return NULL;
}

/* The race's save read back: the reader owns the file; the race reads
 * its <move line="..."/> elements. */
G_DEFINE_QUARK (race-error-quark, race_error)

static HdLog *race_new (void);

static const HdLogLoadKind race_load_kind = {
  .error_quark = race_error_quark,
  .max_bytes = 1024 * 1024,
  .max_attributes = 4,
  .max_markup = 1024,
  .words = {
    .not_this_kind = "this is not a race",
    .newer = "the race was saved by a newer version (format %s; this one reads %d)",
    .root_attribute = "the race has an attribute \"%s\", which races do not have",
    .text = "there is text in the race",
    .cdata = "there is CDATA in the race",
    .instruction = "there is <?%s?> in the race",
    .namespaced = "<%s> has a namespace",
    .scanned = "the race is damaged: %s",
  },
};

static void
race_load_element (HdLogLoad *load, xmlNode *node)
{
  static const char * const allowed[] = { "line", "joined", NULL };
  guint n = hd_log_load_next_action (load);
  g_autofree char *line = hd_xml_get_attr (node, "line");
  g_autofree char *unknown = hd_log_load_unknown_attribute (node, allowed);
  g_autoptr(GError) why = NULL;
  gboolean joined;
  gpointer move;

  if (hd_log_load_get_log (load) == NULL)
    hd_log_load_start (load, race_new ());
  if (!xmlStrEqual (node->name, (const xmlChar *) "move") || line == NULL || unknown != NULL ||
      node->children != NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node), "move %u is damaged", n);
  if (!hd_log_load_joined (load, node, &joined))
    return;
  if ((move = move_from_line (hd_log_load_get_log (load), line, &why)) == NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node), "move %u: %s", n,
                             why->message);
  hd_log_load_append (load, hd_log_load_line (node), move, joined);
}

static void
race_load_end (HdLogLoad *load)
{
  if (hd_log_load_get_log (load) == NULL)
    hd_log_load_start (load, race_new ());
}

static void
race_class_init (RaceLogClass *klass)
{
  HdLogClass *log = HD_LOG_CLASS (klass);

  log->save_root = "track-race";
  log->save_format = 1;
  log->position_copy = race_copy;
  log->position_equal = race_equal;
  log->position_free = g_free;
  log->action_keep = move_keep;
  log->action_free = g_free;
  log->check = move_check;
  log->apply = move_apply;
  log->describe = move_describe;
  log->action_to_line = move_to_line;
  log->action_from_line = move_from_line;
  log->transcript_header = race_header;
  log->save_action = race_save_action;
  log->awaited = race_awaited;
  log->candidates = race_candidates;
  log->check_invariants = race_invariants;
  log->load_kind = &race_load_kind;
  log->load_element = race_load_element;
  log->load_end = race_load_end;
}

static void
race_init (RaceLog *self)
{
}

static HdLog *
race_new (void)
{
  HdLog *log = g_object_new (TYPE_RACE, NULL);
  Race start = { { 0, 0 }, 0, FALSE, -1 };

  hd_log_start (log, race_copy (&start));
  return log;
}

static const Race *
race_of (HdLog *log)
{
  return hd_log_get_position (log);
}

static void
roll (HdLog *log, guint die)
{
  g_autoptr(GError) error = NULL;
  Move m = { FALSE, die };

  g_assert_true (hd_log_apply (log, &m, &error));
  g_assert_no_error (error);
}

/* --------------------------------------------------------------- tests */

static void
count_signal (guint *n)
{
  (*n)++;
}

static void
test_play_and_refuse (void)
{
  g_autoptr(HdLog) log = race_new ();
  g_autoptr(GError) error = NULL;
  Move pass = { TRUE, 0 }, big = { FALSE, 7 }, four = { FALSE, 4 };
  guint refused = 0, changed = 0;

  g_signal_connect_swapped (log, "refused", G_CALLBACK (count_signal), &refused);
  g_signal_connect_swapped (log, "changed", G_CALLBACK (count_signal), &changed);
  roll (log, 5);                                   /* Red to 5 */
  roll (log, 6);                                   /* Blue to 6, again */
  g_assert_false (hd_log_apply (log, &pass, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Track 3");
  g_clear_error (&error);
  g_assert_false (hd_log_apply (log, &big, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Track 1");
  g_clear_error (&error);
  roll (log, 4);                                   /* Blue to 10 */
  roll (log, 6);                                   /* Red to 11, again */
  g_assert_false (hd_log_apply (log, &four, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Track 2");
  g_clear_error (&error);
  g_assert_cmpuint (refused, ==, 3);
  g_assert_cmpuint (changed, ==, 4);
  g_assert_cmpuint (hd_log_get_n_actions (log), ==, 4);
  roll (log, 1);                                   /* Red to 12: won */
  g_assert_cmpint (race_of (log)->winner, ==, 0);
  g_assert_false (hd_log_apply (log, &pass, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Track 4");
  g_assert_null (hd_log_check_invariants (log));
}

static void
test_undo_redo_joined (void)
{
  g_autoptr(HdLog) log = race_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *undo = NULL, *redo = NULL;
  Move again = { FALSE, 2 };
  Race after;

  roll (log, 6);
  g_assert_true (hd_log_apply_joined (log, &again, &error));   /* one player action: 6 then 2 */
  roll (log, 3);
  after = *race_of (log);
  g_assert_cmpuint (hd_log_count_undo (log), ==, 1);
  g_assert_true (hd_log_undo (log));
  g_assert_cmpuint (hd_log_count_undo (log), ==, 2);
  undo = hd_log_describe_undo (log, NULL);
  g_assert_cmpstr (undo, ==, "Red rolls 6 and on");
  g_assert_true (hd_log_undo (log));
  g_assert_cmpuint (hd_log_get_n_actions (log), ==, 0);
  g_assert_false (hd_log_can_undo (log));
  g_assert_true (race_equal (race_of (log), hd_log_get_initial (log)));
  redo = hd_log_describe_redo (log, NULL);
  g_assert_cmpstr (redo, ==, "Red rolls 6 and on");
  g_assert_cmpuint (hd_log_count_redo (log), ==, 2);
  g_assert_true (hd_log_redo (log));
  g_assert_cmpuint (hd_log_get_n_actions (log), ==, 2);
  g_assert_true (hd_log_redo (log));
  g_assert_false (hd_log_can_redo (log));
  g_assert_true (race_equal (race_of (log), &after));
  {
    g_autofree Race *replayed = hd_log_replay (log, 3);
    g_assert_true (race_equal (replayed, &after));
  }
  /* a new action drops what could be redone */
  g_assert_true (hd_log_undo (log));
  roll (log, 1);
  g_assert_false (hd_log_can_redo (log));
  g_assert_cmpuint (hd_log_get_n_logged (log), ==, 3);
}

static gboolean
only_small (HdLog *log, gconstpointer before, gconstpointer action, GError **error, gpointer data)
{
  const Move *m = action;

  if (!m->pass && m->die > 3)
    return hd_rules_refuse (error, "Lesson", "roll 3 or less in this lesson");
  return TRUE;
}

static void
test_gate (void)
{
  g_autoptr(HdLog) log = race_new ();
  g_autoptr(GError) error = NULL;
  Move five = { FALSE, 5 }, two = { FALSE, 2 }, over = { FALSE, 9 };

  hd_log_set_gate (log, only_small, NULL);
  g_assert_false (hd_log_apply (log, &five, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Lesson");
  g_clear_error (&error);
  /* the rules are asked first: the gate never hears of a refused action */
  g_assert_false (hd_log_apply (log, &over, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Track 1");
  g_assert_true (hd_log_apply (log, &two, NULL));
  hd_log_set_gate (log, NULL, NULL);
  g_assert_true (hd_log_apply (log, &five, NULL));
}

static void
test_save_and_autosave (void)
{
  g_autoptr(HdLog) log = race_new ();
  g_autofree char *dir = g_dir_make_tmp ("hd-race-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "race.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;
  g_autofree char *on_disk = NULL;
  Move again = { FALSE, 3 };

  roll (log, 6);
  g_assert_true (hd_log_apply_joined (log, &again, NULL));
  roll (log, 2);
  g_assert_true (hd_log_undo (log));       /* only applied actions are saved */
  bytes = hd_log_to_bytes (log);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_true (g_str_has_prefix (text, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<track-race format=\"1\" checksum=\"sha256:"));
  g_assert_nonnull (strstr (text, "  <move line=\"roll 6\"/>\n  <move line=\"roll 3\" joined=\"true\"/>\n</track-race>\n"));
  g_assert_null (strstr (text, "roll 2"));

  hd_log_set_autosave (log, file);
  g_assert_null (hd_log_get_autosave_error (log));
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
  g_assert_cmpstr (on_disk, ==, text);
  roll (log, 1);
  g_clear_pointer (&on_disk, g_free);
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
  g_assert_nonnull (strstr (on_disk, "roll 1"));
  hd_log_set_autosave (log, NULL);
  g_assert_null (hd_log_get_autosave (log));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static HdLog *
race_read (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return hd_log_load (TYPE_RACE, bytes, "race.xml", NULL, NULL, NULL, NULL, error);
}

static void
expect_race_refused (const char *text, int code, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdLog) log = race_read (text, &error);

  g_assert_null (log);
  g_assert_error (error, race_error_quark (), code);
  g_assert_cmpstr (error->message, ==, message);
}

/* The race's save read back by the log's one reader: the same race,
 * joined where it was; a damaged save refused with the reader's words
 * (the race has no code for the file), a wrong move with the race's. */
static void
test_save_read_back (void)
{
  g_autoptr(HdLog) log = race_new ();
  g_autoptr(HdLog) back = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tampered = NULL;
  Move again = { FALSE, 3 };

  roll (log, 6);
  g_assert_true (hd_log_apply_joined (log, &again, NULL));
  roll (log, 2);
  bytes = hd_log_to_bytes (log);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  back = race_read (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (back), ==, 3);
  g_assert_true (race_equal (race_of (back), race_of (log)));
  g_assert_true (hd_log_is_joined (back, 1));
  g_assert_false (hd_log_is_joined (back, 2));
  g_clear_object (&back);
  back = race_read ("<track-race format=\"1\"/>", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (back), ==, 0);

  tampered = hd_test_replace_once (text, "roll 2", "roll 1");
  expect_race_refused (tampered, HD_LOG_LOAD_ERROR_CHECKSUM,
                       "race.xml: the file was changed after it was saved (its checksum does not match its contents), "
                       "so it was not loaded: it may be damaged. To load it as it is now, delete its checksum "
                       "attribute (checksum=\"...\" on line 2)");
  expect_race_refused ("", HD_LOG_LOAD_ERROR_NOT_XML, "race.xml: the file is empty");
  expect_race_refused ("<track-race format=\"1\">\n<move line=\"roll 1\"/>\n", HD_LOG_LOAD_ERROR_NOT_XML,
                       "race.xml:3: the race is damaged: not well-formed XML: it ends before its elements are closed, so the "
                       "file was cut short");
  expect_race_refused ("<house-divided-game format=\"1\"/>", HD_LOG_LOAD_ERROR_INVALID, "race.xml:1: this is not a race");
  expect_race_refused ("<track-race format=\"2\"/>", HD_LOG_LOAD_ERROR_FUTURE_VERSION,
                       "race.xml:1: the race was saved by a newer version (format 2; this one reads 1)");
  expect_race_refused ("<track-race format=\"1\" lane=\"2\"/>", HD_LOG_LOAD_ERROR_INVALID,
                       "race.xml:1: the race has an attribute \"lane\", which races do not have");
  expect_race_refused ("<track-race format=\"1\">\n  <move line=\"pass\"/>\n  oops\n</track-race>",
                       HD_LOG_LOAD_ERROR_INVALID, "race.xml:3: there is text in the race");
  expect_race_refused ("<!DOCTYPE track-race><track-race format=\"1\"/>", HD_LOG_LOAD_ERROR_FORBIDDEN,
                       "race.xml: the file declares a DOCTYPE or entities, which are refused");
  expect_race_refused ("<track-race format=\"1\">\n  <move line=\"roll 6\"/>\n  <move line=\"pass\"/>\n</track-race>",
                       HD_LOG_LOAD_ERROR_BAD_ACTION,
                       "race.xml:3: action 2 cannot have happened: Track 3: Red rolled a 6 and must roll again");
  expect_race_refused ("<track-race format=\"1\">\n  <move line=\"jump\"/>\n</track-race>",
                       HD_LOG_LOAD_ERROR_BAD_ACTION, "race.xml:2: move 1: not a move: jump");
}

/* The race's transcripts: "race" on the first line, "#" comments. */
static void
race_strip_comment (char *line)
{
  char *hash = strchr (line, '#');

  if (hash != NULL)
    *hash = '\0';
}

static HdLogLine
race_setup_line (gpointer data, const char *line, guint number, GError **error)
{
  if (g_str_equal (line, "race"))
    return HD_LOG_LINE_STARTS;
  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP, "%u: a race begins with \"race\"", number);
  return HD_LOG_LINE_FAILED;
}

static HdLog *
race_start (gpointer data, guint number, gboolean at_end, guint *error_line, char **error_rule, GError **error)
{
  if (!at_end)
    return race_new ();
  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP, "no race");
  return NULL;
}

static const HdLogReader race_reader = { race_strip_comment, race_setup_line, race_start };

static HdLog *
read_race (const char *text, guint *error_line, char **error_rule, GError **error)
{
  return hd_log_transcript_read (&race_reader, NULL, text, -1, "race.txt", NULL, NULL, NULL, error_line, error_rule,
                                 error);
}

/* The transcript written by the log, and read back by the log's own line
 * loop (hd-log-transcript.c) with the kind's reader of its first line:
 * the same race; a line refused or not understood is named with its
 * number (and rule). */
static void
test_transcript (void)
{
  g_autoptr(HdLog) log = race_new ();
  g_autoptr(HdLog) again = NULL;
  g_autoptr(HdLog) bad = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *rule = NULL;
  guint line = 0;

  roll (log, 4);
  roll (log, 6);
  roll (log, 5);
  text = hd_log_write_transcript (log, NULL);
  g_assert_cmpstr (text, ==, "race\nroll 4\nroll 6\nroll 5\n");
  again = read_race ("# a race\n\nrace\nroll 4   # Red\nroll 6\nroll 5\n", &line, &rule, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (again), ==, 3);
  g_assert_true (race_equal (race_of (log), race_of (again)));

  bad = read_race ("race\nroll 6\npass\n", &line, &rule, &error);
  g_assert_null (bad);
  g_assert_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_REFUSED);
  g_assert_cmpuint (line, ==, 3);
  g_assert_cmpstr (rule, ==, "Track 3");
  g_assert_true (g_str_has_prefix (error->message, "race.txt:3: "));
  g_clear_error (&error);
  bad = read_race ("race\nroll 1\njump\n", &line, NULL, &error);
  g_assert_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX);
  g_assert_cmpuint (line, ==, 3);
  g_clear_error (&error);
  bad = read_race ("roll 1\n", &line, NULL, &error);
  g_assert_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP);
  g_assert_cmpuint (line, ==, 1);
  g_clear_error (&error);
  bad = read_race ("# nothing\n", &line, NULL, &error);
  g_assert_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP);
  g_clear_error (&error);
  bad = read_race ("race\nroll\0 1\n", &line, NULL, &error);
  g_assert_nonnull (error);
}

static void
test_awaited_and_candidates (void)
{
  g_autoptr(HdLog) log = race_new ();
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) after_six = NULL;
  g_autoptr(GPtrArray) near_end = NULL;
  HdLogAwaited awaited;

  g_assert_true (hd_log_get_awaited (log, &awaited));
  g_assert_cmpint (awaited.seat, ==, 0);
  g_assert_cmpstr (awaited.step, ==, "move");
  first = hd_log_list_candidates (log);
  g_assert_cmpuint (first->len, ==, 7);      /* pass, and 1 to 6 */
  roll (log, 6);
  g_assert_true (hd_log_get_awaited (log, &awaited));
  g_assert_cmpstr (awaited.step, ==, "roll-again");
  g_assert_cmpstr (awaited.rule, ==, "Track 3");
  after_six = hd_log_list_candidates (log);
  g_assert_cmpuint (after_six->len, ==, 6);  /* no pass */
  roll (log, 4);                             /* Red at 10 */
  roll (log, 1);                             /* Blue */
  near_end = hd_log_list_candidates (log);   /* Red: pass, 1, 2 */
  g_assert_cmpuint (near_end->len, ==, 3);
  /* every candidate is accepted by the log */
  for (guint i = 0; i < near_end->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_assert_true (hd_log_apply (log, near_end->pdata[i], &error));
      g_assert_true (hd_log_undo (log));
    }
  roll (log, 2);
  g_assert_true (hd_log_get_awaited (log, &awaited));
  g_assert_true (awaited.over);
  g_assert_cmpint (awaited.seat, ==, -1);
}

/* A random race, every candidate list tried against the rules, and
 * undo all the way back giving the set-up again. */
static void
test_random_races (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1861);

  for (guint game = 0; game < 50; game++)
    {
      g_autoptr(HdLog) log = race_new ();
      HdLogAwaited awaited;

      while (hd_log_get_awaited (log, &awaited) && !awaited.over)
        {
          g_autoptr(GPtrArray) c = hd_log_list_candidates (log);

          g_assert_cmpuint (c->len, >, 0);
          g_assert_true (hd_log_apply (log, c->pdata[g_rand_int_range (rand, 0, (gint32) c->len)], NULL));
          g_assert_null (hd_log_check_invariants (log));
        }
      while (hd_log_undo (log))
        ;
      g_assert_true (race_equal (race_of (log), hd_log_get_initial (log)));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/log-kind/play-and-refuse", test_play_and_refuse);
  g_test_add_func ("/log-kind/undo-redo-joined", test_undo_redo_joined);
  g_test_add_func ("/log-kind/gate", test_gate);
  g_test_add_func ("/log-kind/save-and-autosave", test_save_and_autosave);
  g_test_add_func ("/log-kind/save-read-back", test_save_read_back);
  g_test_add_func ("/log-kind/transcript", test_transcript);
  g_test_add_func ("/log-kind/awaited-and-candidates", test_awaited_and_candidates);
  g_test_add_func ("/log-kind/random-races", test_random_races);
  return g_test_run ();
}
