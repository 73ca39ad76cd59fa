/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-review.c: `review [--json] GAME`: the game of a save or a
 * transcript (read as `play` reads it) reviewed by hd-review.h, printed
 * as the review's plain text or as JSON (docs/cli.md). */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "hd-calendar.h"
#include "hd-cli-help.h"
#include "hd-cli-review.h"
#include "hd-cli-util.h"
#include "hd-review.h"

static void
add_lines (JsonBuilder *b, const char *name, GPtrArray *lines)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < lines->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (lines, i));
  json_builder_end_array (b);
}

static void
point_to_json (JsonBuilder *b, const HdReviewPoint *p)
{
  g_autofree char *date = hd_calendar_format (p->turn);
  g_autofree char *text = hd_review_describe_point (p);

  json_builder_begin_object (b);
  hd_cli_json_int (b, "turn", p->turn);
  hd_cli_json_string (b, "date", date);
  hd_cli_json_string (b, "moment", p->start ? "start" : p->over ? "over" : p->current ? "now" : "end");
  hd_cli_json_int (b, "actions", p->n_actions);
  hd_cli_json_double (b, "evaluation", p->evaluation);
  hd_cli_json_int (b, "union", p->union_percent);
  hd_cli_json_int (b, "confederate", 100 - p->union_percent);
  hd_cli_json_string (b, "text", text);
  json_builder_end_object (b);
}

static void
turning_to_json (JsonBuilder *b, const HdReviewTurning *t)
{
  g_autofree char *date = hd_calendar_format (t->turn);
  g_autofree char *text = hd_review_describe_turning (t);

  json_builder_begin_object (b);
  hd_cli_json_int (b, "turn", t->turn);
  hd_cli_json_string (b, "date", date);
  hd_cli_json_string (b, "side", hd_side_to_string (t->side));
  hd_cli_json_int (b, "first_action", t->first);
  hd_cli_json_int (b, "end_action", t->last);
  hd_cli_json_int (b, "union_before", t->before);
  hd_cli_json_int (b, "union_after", t->after);
  hd_cli_json_string (b, "text", text);
  add_lines (b, "done", t->done);
  json_builder_set_member_name (b, "companion");
  json_builder_begin_object (b);
  hd_cli_json_int (b, "asked_at_action", t->asked_at);
  add_lines (b, "steps", t->suggested);
  hd_cli_json_string (b, "reason", t->reason);
  json_builder_end_object (b);
  json_builder_end_object (b);
}

static char *
review_to_json (const HdReview *review)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  hd_cli_json_double (b, "scale", HD_REVIEW_SCALE);
  hd_cli_json_int (b, "companion_seed", HD_REVIEW_SEED);
  hd_cli_winner_to_json (b, hd_review_get_win (review), hd_review_get_winner (review));
  json_builder_set_member_name (b, "points");
  json_builder_begin_array (b);
  for (guint i = 0; i < hd_review_get_n_points (review); i++)
    point_to_json (b, hd_review_get_point (review, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "turning_points");
  json_builder_begin_array (b);
  for (guint i = 0; i < hd_review_get_n_turning (review); i++)
    turning_to_json (b, hd_review_get_turning (review, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  return json_to_string (root, TRUE);
}

int
hd_cli_review (int    argc,
               char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  g_autoptr(HdReview) review = NULL;
  g_autofree char *text = NULL;
  const char *path = NULL;
  gboolean json = FALSE;
  int status;

  for (int i = 0; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--json"))
        json = TRUE;
      else if (path == NULL)
        path = argv[i];
      else
        return hd_cli_usage ();
    }
  if (path == NULL)
    return hd_cli_usage ();
  game = hd_cli_load_game (path, &status);
  if (game == NULL)
    return status;
  review = hd_review_new_for_game (game, NULL, &error);
  if (review == NULL)
    {
      /* TRANSLATORS: %1$s the file, %2$s why its game cannot be reviewed */
      g_printerr (_("%1$s: the game cannot be reviewed: %2$s\n"), path, error->message);
      return 2;
    }
  text = json ? review_to_json (review) : hd_review_to_text (review);
  g_print ("%s%s", text, json ? "\n" : "");
  return 0;
}
