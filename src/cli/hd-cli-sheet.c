/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-sheet.c: the command line's games without a board
 * (hd-cli-sheet.h): a transcript or a save read through the one kind
 * (hd-sheet-game.h), the position printed as the players see it (the
 * turn, the step and what to do, the public tracks, the winner) or as
 * JSON, the game saved with --save as the application saves it, and a
 * save exported as a transcript. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "hd-cli-sheet.h"
#include "hd-cli-util.h"
#include "hd-file.h"
#include "hd-sheet-game.h"

gboolean
hd_cli_sheet_is_sheet (GBytes *bytes)
{
  gsize len;
  const char *text = g_bytes_get_data (bytes, &len);

  return text != NULL && (hd_sheet_game_is_sheet_file (bytes) || hd_sheet_game_is_sheet_transcript (text, (gssize) len));
}

/* Whether the table sees track @i: public, or a side's secret the rules
 * show now (the bids once both are in, open production's points). */
static gboolean
shown_at_table (const HdSheetRules *rules, const HdSheet *sheet, guint i)
{
  const HdSheetViewer table = { HD_SHEET_TABLE };

  return rules->tracks[i].shown != HD_SHEET_INTERNAL && !hd_sheet_track_is_hidden (rules, sheet, i, &table);
}

static HdSheetGame *
load (const char *path, GBytes *bytes, int *status)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;
  HdSheetGame *game;
  gsize len;
  const char *text = g_bytes_get_data (bytes, &len);
  guint line = 0;

  if (hd_sheet_game_is_sheet_file (bytes))
    {
      game = hd_sheet_game_load (bytes, path, &error);
      *status = game != NULL ? 0 : hd_cli_load_failed (error);
      return game;
    }
  game = hd_sheet_game_read_transcript (text != NULL ? text : "", (gssize) len, path, &line, &rule, &error);
  *status = game != NULL ? 0 : hd_cli_replay_failed (error, line, rule);
  return game;
}

static void
print_sheet (HdSheetGame *game)
{
  const HdSheetRules *rules = hd_sheet_game_get_rules (game);
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);
  const HdSheetStep *step = hd_sheet_get_awaited (rules, sheet);
  g_autofree char *turn = rules->turn_label (sheet->turn);

  g_print ("%s\n", _(rules->name));
  if (rules->numbered_turns)
    /* TRANSLATORS: the turn of a game without a board told by its number: %1$u of %2$u */
    g_print (_("Turn: %1$u of %2$u\n"), sheet->turn + 1, rules->n_turns);
  else
    /* TRANSLATORS: the turn of a game without a board: "04/1861" */
    g_print (_("Turn: %s\n"), turn);
  if (hd_sheet_is_over (sheet))
    g_print (_("Game over: %s wins\n"), sheet->winner < 2 ? _(rules->side_names[sheet->winner]) : _("neither side"));
  else
    {
      /* TRANSLATORS: %1$s the step's title, %2$s its rule */
      g_print (_("Step: %1$s (%2$s)\n"), _(step->title), step->rule);
      g_print ("  %s\n", _(step->what));
    }
  for (guint i = 0; i < rules->n_tracks; i++)
    if (shown_at_table (rules, sheet, i))
      {
        g_autofree char *value = hd_sheet_format_track (rules, sheet, i);
        g_print ("%s: %s\n", _(rules->tracks[i].name), value);
      }
  if (rules->ledger_name != NULL)
    {
      g_autofree char *ledger = hd_sheet_format_ledger (rules, sheet);
      g_print ("%s: %s\n", _(rules->ledger_name), ledger);
    }
}

static void
json_track (JsonBuilder *b, const HdSheetRules *rules, const HdSheet *sheet, guint i)
{
  json_builder_set_member_name (b, rules->tracks[i].id);
  if (rules->tracks[i].form == HD_SHEET_NUMBER)
    {
      json_builder_add_int_value (b, sheet->track[i]);
      return;
    }
  json_builder_begin_array (b);
  for (guint n = 1; n <= 31; n++)
    if (sheet->track[i] & (1 << (n - 1)))
      json_builder_add_int_value (b, n);
  json_builder_end_array (b);
}

static void
print_json (HdSheetGame *game)
{
  const HdSheetRules *rules = hd_sheet_game_get_rules (game);
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autofree char *turn = rules->turn_label (sheet->turn);
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  HdLogAwaited awaited;

  hd_log_get_awaited (HD_LOG (game), &awaited);
  json_builder_begin_object (b);
  hd_cli_json_string (b, "game", rules->id);
  hd_cli_json_int (b, "turn", sheet->turn + 1);
  hd_cli_json_string (b, "date", turn);
  hd_cli_json_string (b, "step", awaited.step);
  hd_cli_json_string (b, "rule", awaited.rule);
  hd_cli_json_string (b, "winner", sheet->winner < 0 ? NULL : sheet->winner < 2 ? rules->side_ids[sheet->winner]
                                                                                 : "draw");
  json_builder_set_member_name (b, "tracks");
  json_builder_begin_object (b);
  for (guint i = 0; i < rules->n_tracks; i++)
    if (shown_at_table (rules, sheet, i))
      json_track (b, rules, sheet, i);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "ledger");
  json_builder_begin_array (b);
  for (guint i = 0; i < sheet->n_ledger && i < HD_SHEET_MAX_LEDGER; i++)
    {
      json_builder_begin_object (b);
      hd_cli_json_string (b, "side", rules->side_ids[sheet->ledger[i].side]);
      hd_cli_json_string (b, "name", sheet->ledger[i].name);
      hd_cli_json_int (b, "value", sheet->ledger[i].value);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  g_print ("%s\n", text);
}

int
hd_cli_sheet_play (const char *path,
                   GBytes     *bytes,
                   gboolean    json,
                   const char *save)
{
  g_autoptr(HdFileLock) lock = NULL;
  g_autoptr(GFile) out = NULL;
  g_autoptr(HdSheetGame) game = NULL;
  int status;

  if (save != NULL)
    {
      out = g_file_new_for_commandline_arg (save);
      if ((lock = hd_cli_claim_save (out)) == NULL)
        return 1;
    }
  if ((game = load (path, bytes, &status)) == NULL)
    return status;
  /* the same code as the application's automatic save: whole or nothing */
  if (save != NULL)
    {
      hd_log_set_autosave (HD_LOG (game), out);
      if (hd_log_get_autosave_error (HD_LOG (game)) != NULL)
        {
          g_printerr ("%s\n", hd_log_get_autosave_error (HD_LOG (game))->message);
          return 1;
        }
    }
  if (json)
    print_json (game);
  else
    print_sheet (game);
  return 0;
}

int
hd_cli_sheet_export (GBytes     *bytes,
                     const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdSheetGame) game = hd_sheet_game_load (bytes, name, &error);
  g_autofree char *text = NULL;

  if (game == NULL)
    return hd_cli_load_failed (error);
  text = hd_log_write_transcript (HD_LOG (game), NULL);
  g_print ("%s", text);
  return 0;
}
