/* SPDX-License-Identifier: GPL-3.0-or-later */
/* house-divided-cli.c: the headless tool and its commands but `odds`
 * (hd-cli-odds.c): `map validate [FILE]` checks a board file; `map show
 * BOX` prints a box's facts and lines; `scenario` lists and shows the
 * scenarios; `map list` the boxes' ids; `play` replays a transcript (or
 * reads a save) and prints (or saves) the state it reaches, and who
 * commands each side when the companion does; `export` prints a save as a transcript; `campaign new` writes
 * the Campaign Game's built-in set-up (hd-cli-campaign.c, which also
 * plays and exports campaigns); `match` plays computer players against
 * each other (hd-cli-match.c); `engine` speaks the engine protocol
 * (hd-cli-engine.c); `review` looks back on a game (hd-cli-review.c).
 * Their usage and help are in
 * hd-cli-help.c; what the commands share, in hd-cli-util.c.  docs/cli.md
 * has them all, with their JSON. */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "hd-i18n.h"
#include "hd-excerpt.h"
#include "hd-battle.h"
#include "hd-cli-campaign.h"
#include "hd-cli-sheet.h"
#include "hd-cli-serve.h"
#include "hd-cli-dispatch.h"
#include "hd-cli-engine.h"
#include "hd-cli-help.h"
#include "hd-cli-match.h"
#include "hd-cli-odds.h"
#include "hd-cli-review.h"
#include "hd-cli-util.h"
#include "hd-calendar.h"
#include "hd-campaign-game.h"
#include "hd-sheet-game.h"
#include "hd-file.h"
#include "hd-map.h"
#include "hd-player.h"
#include "hd-scenario.h"
#include "hd-state.h"
#include "hd-transcript.h"
#include "hd-victory.h"

static HdMap *
load_map (const char *path, GError **error)
{
  return path ? hd_map_new_from_file (path, error) : hd_map_new_default (error);
}

static int
cmd_map_validate (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  g_autofree HdSide *control = NULL;
  g_autoptr(GPtrArray) ports = NULL;
  const char *path = argc > 0 ? argv[0] : NULL;

  if (argc > 1)
    return hd_cli_usage ();
  map = load_map (path, &error);
  if (map == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  control = g_new0 (HdSide, hd_map_get_n_boxes (map));
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    control[i] = hd_map_get_box (map, i)->side;
  ports = hd_map_ports (map);
  {
    guint n_boxes = hd_map_get_n_boxes (map), n_lines = hd_map_get_n_lines (map);
    /* TRANSLATORS: counts in the summary of a valid board file */
    g_autofree char *boxes = g_strdup_printf (ngettext ("%u box", "%u boxes", n_boxes), n_boxes);
    g_autofree char *lines = g_strdup_printf (ngettext ("%u line", "%u lines", n_lines), n_lines);
    g_autofree char *harbours = g_strdup_printf (ngettext ("%u port", "%u ports", ports->len), ports->len);

    /* TRANSLATORS: the one-line summary of a valid board file: %1$s the file,
     * %2$s its boxes ("129 boxes"), %3$s its lines ("231 lines"), then how
     * many are roads, railroads and rivers, %7$s its ports ("17 ports"),
     * and the army maximums the set-up gives */
    g_print (_("%1$s: valid board: %2$s, %3$s (%4$u road, %5$u rail, %6$u river), %7$s; "
               "army maximums at set-up: Union %8$u, Confederate %9$u\n"),
             path ? path : "map.svg", boxes, lines,
             hd_map_count_lines (map, HD_LINE_ROAD), hd_map_count_lines (map, HD_LINE_RAIL),
             hd_map_count_lines (map, HD_LINE_RIVER), harbours,
             hd_map_army_maximum (map, HD_SIDE_UNION, control),
             hd_map_army_maximum (map, HD_SIDE_CONFEDERATE, control));
  }
  return 0;
}

/* `map list`: every box's id and name, one a line (for people and for
 * the shell's completion). */
static int
cmd_map_list (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;

  if (argc > 0)
    return hd_cli_usage ();
  map = hd_map_new_default (&error);
  if (map == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    g_print ("%-24s %s\n", hd_map_get_box (map, i)->id, hd_map_get_box (map, i)->name);
  return 0;
}

static JsonNode *
box_to_json (HdMap *map, const HdBox *box)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, box->id);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, box->name);
  json_builder_set_member_name (b, "aliases");
  json_builder_begin_array (b);
  for (guint i = 0; box->aliases[i] != NULL; i++)
    json_builder_add_string_value (b, box->aliases[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "state");
  json_builder_add_string_value (b, box->state);
  json_builder_set_member_name (b, "side");
  json_builder_add_string_value (b, hd_side_to_string (box->side));
  json_builder_set_member_name (b, "recruit_union");
  json_builder_add_int_value (b, box->recruit_union);
  json_builder_set_member_name (b, "recruit_confederate");
  json_builder_add_int_value (b, box->recruit_confederate);
  json_builder_set_member_name (b, "port");
  json_builder_add_boolean_value (b, box->port);
  json_builder_set_member_name (b, "permanent_entrenchment");
  json_builder_add_boolean_value (b, box->permanent_entrenchment);
  json_builder_set_member_name (b, "river_sides_from");
  json_builder_begin_array (b);
  for (guint i = 0; i < box->n_river_sides_from; i++)
    json_builder_add_string_value (b, hd_map_get_box (map, box->river_sides_from[i])->id);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "x");
  json_builder_add_double_value (b, box->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_double_value (b, box->y);
  json_builder_set_member_name (b, "lines");
  json_builder_begin_array (b);
  for (guint i = 0; i < box->n_lines; i++)
    {
      const HdLine *l = hd_map_get_line (map, box->lines[i]);
      const HdBox *to = hd_map_line_other_end (map, l, box);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, l->id);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, hd_line_type_to_string (l->type));
      json_builder_set_member_name (b, "to");
      json_builder_add_string_value (b, to->id);
      json_builder_set_member_name (b, "downstream");
      if (l->downstream >= 0)
        json_builder_add_string_value (b, hd_map_get_box (map, l->downstream)->id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "river_side_entering_here");
      json_builder_add_boolean_value (b, hd_map_crosses_river_side (map, l, box));
      json_builder_set_member_name (b, "river_side_entering_there");
      json_builder_add_boolean_value (b, hd_map_crosses_river_side (map, l, to));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* One line of a box's lines: "Railroad to Petersburg", a river's way,
 * and the river sides an attack along it crosses (5.34), as whole phrases. */
static char *
describe_box_line (HdMap *map, const HdBox *box, const HdLine *l)
{
  const HdBox *to = hd_map_line_other_end (map, l, box);
  const char *kind = hd_line_type_get_label (l->type);
  g_autoptr(GPtrArray) crossings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *base = NULL;
  g_autofree char *joined = NULL;

  if (l->type == HD_LINE_RIVER && l->downstream == (int) to->index)
    /* TRANSLATORS: a river and where it goes, downstream, e.g. "River to Cairo, downstream" */
    base = g_strdup_printf (_("%1$s to %2$s, downstream"), kind, to->name);
  else if (l->type == HD_LINE_RIVER)
    /* TRANSLATORS: a river and where it goes, upstream, e.g. "River to Nashville, upstream" */
    base = g_strdup_printf (_("%1$s to %2$s, upstream"), kind, to->name);
  else
    /* TRANSLATORS: a transportation line and where it goes, e.g. "Railroad to Petersburg" */
    base = g_strdup_printf (_("%s to %s"), kind, to->name);
  if (hd_map_crosses_river_side (map, l, box))
    /* TRANSLATORS: %s is a box name; rule 5.34 */
    g_ptr_array_add (crossings, g_strdup_printf (_("attacking %s along it crosses its river side (rule 5.34)"),
                                                 box->name));
  if (hd_map_crosses_river_side (map, l, to))
    g_ptr_array_add (crossings, g_strdup_printf (_("attacking %s along it crosses its river side (rule 5.34)"),
                                                 to->name));
  if (crossings->len == 0)
    return g_steal_pointer (&base);
  g_ptr_array_add (crossings, NULL);
  /* TRANSLATORS: between the river sides a line crosses, "attacking A ...; attacking B ..." */
  joined = g_strjoinv (_("; "), (char **) crossings->pdata);
  /* TRANSLATORS: a line (%1$s, "River to Cairo, downstream"), then the river sides it crosses */
  return g_strdup_printf (_("%1$s; %2$s"), base, joined);
}

static void
print_box (HdMap *map, const HdBox *box)
{
  /* the facts indented under the box's name, each a whole line */
  g_print ("%s (%s)\n", box->name, box->id);
  g_print ("  ");
  g_print (_("State: %s\n"), box->state);
  g_print ("  ");
  g_print (_("Colour: %s\n"), hd_side_get_label (box->side));
  g_print ("  ");
  if (box->recruit_union && box->recruit_confederate)
    /* TRANSLATORS: the units a recruitment city gives each side (rule 7.0) */
    g_print (_("Recruitment: Union %1$u, Confederate %2$u\n"), box->recruit_union, box->recruit_confederate);
  else if (box->recruit_union)
    g_print (_("Recruitment: Union %u\n"), box->recruit_union);
  else if (box->recruit_confederate)
    g_print (_("Recruitment: Confederate %u\n"), box->recruit_confederate);
  else
    g_print ("%s\n", _("Recruitment: none"));
  g_print ("  %s\n", box->port ? _("Port: yes") : _("Port: no"));
  g_print ("  %s\n", box->permanent_entrenchment ? _("Permanent entrenchment: yes") : _("Permanent entrenchment: no"));
  g_print ("  %s\n", _("Lines:"));
  for (guint i = 0; i < box->n_lines; i++)
    {
      g_autofree char *line = describe_box_line (map, box, hd_map_get_line (map, box->lines[i]));
      g_print ("    %s\n", line);
    }
}

static int
cmd_map_show (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  g_autoptr(GOptionContext) ctx = g_option_context_new (_("BOX"));
  gboolean json = FALSE;
  g_autofree char *path = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "map", 0, 0, G_OPTION_ARG_FILENAME, &path, N_("Read this board instead of the built-in one"), N_("FILE") },
    { NULL }
  };
  g_autofree char **args = g_new0 (char *, argc + 2);
  int n_args = argc + 1;
  const HdBox *box;

  args[0] = (char *) "map show";
  for (int i = 0; i < argc; i++)
    args[i + 1] = argv[i];
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (ctx, &n_args, &args, &error))
    {
      g_printerr ("%s\n", error->message);
      return 64;
    }
  if (n_args != 2)
    return hd_cli_usage ();

  map = load_map (path, &error);
  if (map == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  box = hd_map_lookup (map, args[1]);
  if (box == NULL)
    {
      g_autofree char *quoted = hd_excerpt (args[1], -1);
      g_printerr (_("There is no box called “%s” on the board.\n"), quoted);
      return 1;
    }
  if (json)
    {
      g_autoptr(JsonNode) node = box_to_json (map, box);
      g_autofree char *text = json_to_string (node, TRUE);
      g_print ("%s\n", text);
    }
  else
    print_box (map, box);
  return 0;
}

/* The state as JSON, with the keys other tools rely on (docs/cli.md). */
/* What each side still needs to win (hd_victory_get_needs), with the
 * engine's words. */
static void
to_win_to_json (JsonBuilder *b, const HdState *state)
{
  static const char * const endings[] = {
    [HD_ENDING_SURVIVAL] = "survival", [HD_ENDING_SHORT_GAME] = "short-game", [HD_ENDING_MARCH] = "march",
  };
  HdMap *map = hd_state_get_map (state);
  HdVictoryNeeds n;
  g_autofree char *u = hd_victory_describe_needs (state, HD_SIDE_UNION);
  g_autofree char *c = hd_victory_describe_needs (state, HD_SIDE_CONFEDERATE);
  g_autofree char *ending = hd_victory_describe_ending (state);

  hd_victory_get_needs (state, &n);
  json_builder_begin_object (b);
  for (guint held = 0; held < 2; held++)
    {
      json_builder_set_member_name (b, held ? "union_cities_held" : "union_cities_missing");
      json_builder_begin_array (b);
      for (guint i = 0; i < HD_N_VICTORY_CITIES; i++)
        if (n.union_holds[i] == (gboolean) held)
          json_builder_add_string_value (b, hd_map_get_box (map, n.cities[i])->id);
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "washington");
  json_builder_add_string_value (b, hd_side_to_string (n.washington));
  json_builder_set_member_name (b, "confederate_short");
  json_builder_add_int_value (b, n.confederate_short);
  json_builder_set_member_name (b, "union_lead");
  json_builder_add_int_value (b, n.difference);
  json_builder_set_member_name (b, "turns_left");
  json_builder_add_int_value (b, n.turns_left);
  json_builder_set_member_name (b, "ending");
  json_builder_add_string_value (b, endings[n.ending]);
  json_builder_set_member_name (b, "text");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "union");
  json_builder_add_string_value (b, u);
  json_builder_set_member_name (b, "confederate");
  json_builder_add_string_value (b, c);
  json_builder_set_member_name (b, "ending");
  json_builder_add_string_value (b, ending);
  json_builder_end_object (b);
  json_builder_end_object (b);
}

/* Every unit with its number ("#0" is the first), in number order. */
static void
units_to_json (JsonBuilder *b, const HdState *state)
{
  json_builder_begin_array (b);
  for (guint u = 0; u < hd_state_get_n_units (state); u++)
    hd_cli_unit_to_json (b, state, hd_state_get_unit (state, u));
  json_builder_end_array (b);
}

static void
battle_line_to_json (JsonBuilder *b, const HdState *state, HdSide side)
{
  g_autoptr(GArray) ids = hd_battle_get_units (state, side);

  json_builder_begin_array (b);
  for (guint i = 0; i < ids->len; i++)
    json_builder_add_int_value (b, g_array_index (ids, guint, i));
  json_builder_end_array (b);
}

/* The battle being fought, or null: its box, round, who fires next, both
 * lines by unit number and the engine's default targets for that side. */
static void
battle_to_json (JsonBuilder *b, const HdState *state)
{
  HdShot shots[HD_MAX_SHOTS];
  guint n;

  if (!hd_battle_in_progress (state))
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "box");
  json_builder_add_string_value (b, hd_map_get_box (hd_state_get_map (state), hd_battle_get_box (state))->id);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, hd_battle_get_round (state));
  json_builder_set_member_name (b, "attacker");
  json_builder_add_string_value (b, hd_side_to_string (hd_battle_get_attacker (state)));
  json_builder_set_member_name (b, "fires_next");
  json_builder_add_string_value (b, hd_side_to_string (hd_battle_get_firing_side (state)));
  json_builder_set_member_name (b, "lines");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "union");
  battle_line_to_json (b, state, HD_SIDE_UNION);
  json_builder_set_member_name (b, "confederate");
  battle_line_to_json (b, state, HD_SIDE_CONFEDERATE);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "default_targets");
  json_builder_begin_array (b);
  n = hd_battle_default_targets (state, shots);
  for (guint k = 0; k < n; k++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "shooter");
      json_builder_add_int_value (b, shots[k].shooter);
      json_builder_set_member_name (b, "target");
      json_builder_add_int_value (b, shots[k].target);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static JsonNode *
state_to_json (const HdState *state)
{
  HdMap *map = hd_state_get_map (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autofree char *date = hd_calendar_format (hd_state_get_turn (state));
  static const HdSide sides[] = { HD_SIDE_UNION, HD_SIDE_CONFEDERATE };

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "date");
  json_builder_add_string_value (b, date);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, hd_state_get_turn (state));
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, hd_side_to_string (hd_state_get_player (state)));
  json_builder_set_member_name (b, "segment");
  json_builder_add_string_value (b, hd_segment_to_string (hd_state_get_segment (state)));

  json_builder_set_member_name (b, "army_max");
  json_builder_begin_object (b);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      json_builder_set_member_name (b, hd_side_to_string (sides[s]));
      json_builder_add_int_value (b, hd_state_get_army_maximum (state, sides[s]));
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "units_in_play");
  json_builder_begin_object (b);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      json_builder_set_member_name (b, hd_side_to_string (sides[s]));
      json_builder_add_int_value (b, hd_state_get_units_in_play (state, sides[s]));
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "control");
  json_builder_begin_object (b);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    {
      json_builder_set_member_name (b, hd_map_get_box (map, i)->id);
      json_builder_add_string_value (b, hd_side_to_string (hd_state_get_controller (state, i)));
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "control_markers");
  json_builder_begin_array (b);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    if (hd_state_has_control_marker (state, i))
      json_builder_add_string_value (b, hd_map_get_box (map, i)->id);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "boxes");
  json_builder_begin_object (b);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    {
      if (hd_state_count_units_at (state, i, HD_SIDE_UNION) == 0 &&
          hd_state_count_units_at (state, i, HD_SIDE_CONFEDERATE) == 0)
        continue;
      json_builder_set_member_name (b, hd_map_get_box (map, i)->id);
      json_builder_begin_object (b);
      for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
        {
          json_builder_set_member_name (b, hd_side_to_string (sides[s]));
          json_builder_begin_array (b);
          for (guint u = 0; u < hd_state_get_n_units (state); u++)
            {
              const HdBoardUnit *bu = hd_state_get_unit (state, u);
              if (bu->box == i && bu->unit.side == sides[s])
                {
                  g_autofree char *code = hd_unit_to_code (&bu->unit);
                  json_builder_add_string_value (b, code);
                }
            }
          json_builder_end_array (b);
        }
      json_builder_set_member_name (b, "entrenched");
      json_builder_begin_object (b);
      for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
        {
          gboolean any = FALSE;
          for (guint u = 0; u < hd_state_get_n_units (state); u++)
            {
              const HdBoardUnit *bu = hd_state_get_unit (state, u);
              any |= bu->box == i && bu->unit.side == sides[s] && bu->unit.entrenched;
            }
          json_builder_set_member_name (b, hd_side_to_string (sides[s]));
          json_builder_add_boolean_value (b, any);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "pool");
  json_builder_begin_object (b);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      json_builder_set_member_name (b, hd_side_to_string (sides[s]));
      json_builder_begin_array (b);
      for (guint k = 0; k < HD_N_KINDS; k++)
        for (guint n = 0; n < hd_state_get_pool (state, sides[s], k); n++)
          json_builder_add_string_value (b, hd_unit_kind_get_code (k));
      json_builder_end_array (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "units");
  units_to_json (b, state);
  json_builder_set_member_name (b, "battle");
  battle_to_json (b, state);

  json_builder_set_member_name (b, "union_militia_held_back");
  json_builder_add_int_value (b, hd_state_get_union_militia_held_back (state));
  json_builder_set_member_name (b, "to_win");
  to_win_to_json (b, state);
  hd_cli_winner_to_json (b, hd_state_get_win (state),
                         hd_state_get_win (state) == HD_WIN_NONE ? HD_SIDE_NEUTRAL : hd_state_get_winner (state));
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
print_state (const HdState *state)
{
  HdMap *map = hd_state_get_map (state);
  g_autofree char *date = hd_calendar_format (hd_state_get_turn (state));

  /* TRANSLATORS: e.g. "Game Turn 1 (07/1861), Union Player Turn, Movement" */
  if (hd_state_get_win (state) != HD_WIN_NONE)
    g_print (_("Game over: %s\n"), hd_victory_get_label (hd_state_get_win (state)));
  g_print (_("Game Turn %u (%s), %s Player Turn, %s\n"), hd_state_get_turn (state), date,
           hd_state_get_player (state) == HD_SIDE_UNION ? _("Union") : _("Confederate"),
           hd_segment_get_label (hd_state_get_segment (state)));
  {
    guint union_units = hd_state_get_units_in_play (state, HD_SIDE_UNION);
    guint confederate_units = hd_state_get_units_in_play (state, HD_SIDE_CONFEDERATE);
    /* TRANSLATORS: a side's units in play, in the line of army maximums */
    g_autofree char *in_union = g_strdup_printf (ngettext ("%u unit in play", "%u units in play", union_units),
                                                 union_units);
    g_autofree char *in_confederate = g_strdup_printf (ngettext ("%u unit in play", "%u units in play",
                                                                 confederate_units), confederate_units);

    /* TRANSLATORS: %1$u and %3$u the army maximums (rule 7.1), %2$s and %4$s
     * each side's units in play ("12 units in play") */
    g_print (_("Army maximums: Union %1$u (%2$s), Confederate %3$u (%4$s)\n"),
             hd_state_get_army_maximum (state, HD_SIDE_UNION), in_union,
             hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE), in_confederate);
  }
  g_print (_("Recruitment pool: Union %u Mi %u Mc, Confederate %u Mi %u Mc; Union militia held back for drafts: %u\n"),
           hd_state_get_pool (state, HD_SIDE_UNION, HD_KIND_MI), hd_state_get_pool (state, HD_SIDE_UNION, HD_KIND_MC),
           hd_state_get_pool (state, HD_SIDE_CONFEDERATE, HD_KIND_MI),
           hd_state_get_pool (state, HD_SIDE_CONFEDERATE, HD_KIND_MC),
           hd_state_get_union_militia_held_back (state));
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      for (guint u = 0; u < hd_state_get_n_units (state); u++)
        {
          const HdBoardUnit *bu = hd_state_get_unit (state, u);
          if (bu->box == i)
            {
              g_autofree char *code = hd_unit_to_code (&bu->unit);
              g_string_append_printf (line, " %s%s%s", bu->unit.side == HD_SIDE_UNION ? "U:" : "C:", code,
                                      bu->unit.entrenched ? "*" : "");
            }
        }
      if (hd_state_has_control_marker (state, i))
        g_string_append_printf (line, " %s", hd_state_get_controller (state, i) == HD_SIDE_UNION
                                               ? _("[Union Control marker]") : _("[Confederate Control marker]"));
      if (line->len > 0)
        g_print ("  %s:%s\n", hd_map_get_box (map, i)->name, line->str);
    }
}

static int
cmd_scenario (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  g_autoptr(HdScenario) scenario = NULL;
  g_autoptr(HdState) state = NULL;
  gboolean json = FALSE;
  const char *id = NULL;

  if (argc >= 1 && g_str_equal (argv[0], "list"))
    {
      const char * const *ids = hd_scenario_builtin_ids ();
      map = hd_map_new_default (&error);
      if (map == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autoptr(HdScenario) s = hd_scenario_new_builtin (map, ids[i], &error);
          if (s == NULL)
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
          /* TRANSLATORS: scenario id, title, rule number */
          g_print (_("%-14s %s (rule %s)\n"), ids[i], hd_scenario_get_title (s), hd_scenario_get_rule (s));
        }
      return 0;
    }
  if (argc < 2 || !g_str_equal (argv[0], "show"))
    return hd_cli_usage ();
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--json"))
        json = TRUE;
      else if (id == NULL)
        id = argv[i];
      else
        return hd_cli_usage ();
    }
  if (id == NULL)
    return hd_cli_usage ();

  map = hd_map_new_default (&error);
  if (map != NULL)
    scenario = hd_scenario_new_builtin (map, id, &error);
  if (scenario == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  state = hd_state_new_from_scenario (map, scenario);
  if (json)
    {
      g_autoptr(JsonNode) node = state_to_json (state);
      g_autofree char *text = json_to_string (node, TRUE);
      g_print ("%s\n", text);
    }
  else
    {
      g_print ("%s (rule %s)\n", hd_scenario_get_title (scenario), hd_scenario_get_rule (scenario));
      print_state (state);
    }
  return 0;
}

/* Who commands each side (issue 33): {"union": {"player": "person"},
 * "confederate": {"player": "normal", "seed": 12, "dice": "rolled",
 * "hints": false}}. */
static JsonNode *
seats_to_json (const HdSeats *seats)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      const HdSeat *seat = &seats->side[side];

      json_builder_set_member_name (b, hd_side_to_string (side));
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "player");
      json_builder_add_string_value (b, hd_seat_player_to_string (seat->player));
      if (seat->player != HD_SEAT_PERSON)
        {
          json_builder_set_member_name (b, "seed");
          json_builder_add_int_value (b, seat->seed);
          json_builder_set_member_name (b, "dice");
          json_builder_add_string_value (b, hd_seat_dice_to_string (seat->dice));
          json_builder_set_member_name (b, "hints");
          json_builder_add_boolean_value (b, seat->hints);
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* A line for each side the companion commands ("Companion: the
 * Confederacy at Normal, seed 12, dice rolled"); none in a game of
 * people. */
static void
print_seats (const HdSeats *seats)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      const HdSeat *seat = &seats->side[side];
      gboolean rolled = seat->dice == HD_SEAT_DICE_ROLLED;
      HdPlayerLevel level;
      const char *label;

      if (!hd_player_level_from_seat (seat->player, &level))
        continue;
      label = hd_player_level_get_label (level);
      if (side == HD_SIDE_UNION && rolled)
        /* TRANSLATORS: who commands a side, after the state `play` prints:
         * %1$s the companion's level ("Normal"), %2$u the seed it thinks with */
        g_print (_("Companion: the Union at %1$s, seed %2$u, dice rolled by the program\n"), label, seat->seed);
      else if (side == HD_SIDE_UNION)
        g_print (_("Companion: the Union at %1$s, seed %2$u, dice typed in from the table\n"), label, seat->seed);
      else if (rolled)
        g_print (_("Companion: the Confederacy at %1$s, seed %2$u, dice rolled by the program\n"), label,
                 seat->seed);
      else
        g_print (_("Companion: the Confederacy at %1$s, seed %2$u, dice typed in from the table\n"), label,
                 seat->seed);
    }
}

static int
cmd_play (int argc, char **argv)
{
  g_autoptr(HdFileLock) lock = NULL;
  g_autoptr(GFile) out = NULL;
  g_autoptr(HdGame) game = NULL;
  const char *path = NULL, *save = NULL, *seat = NULL;
  gboolean json = FALSE;
  int status;

  for (int i = 0; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--json"))
        json = TRUE;
      else if (g_str_equal (argv[i], "--save") && i + 1 < argc)
        save = argv[++i];
      else if (g_str_equal (argv[i], "--seat") && i + 1 < argc)
        seat = argv[++i];
      else if (path == NULL)
        path = argv[i];
      else
        return hd_cli_usage ();
    }
  if (path == NULL)
    return hd_cli_usage ();
  /* a campaign transcript, told by its first line ("campaign") */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
    g_autoptr(GBytes) bytes = hd_file_load (file, HD_TRANSCRIPT_MAX_BYTES, &error);
    gsize len;
    const char *text;

    if (bytes == NULL)
      {
        g_printerr ("%s\n", error->message);
        return 1;
      }
    text = g_bytes_get_data (bytes, &len);
    if (text != NULL && hd_campaign_game_is_campaign_transcript (text, (gssize) len))
      return hd_cli_campaign_play (path, bytes, json, save, seat);
    /* a game without a board, told by its root or its first line ("sheet GAME") */
    if (hd_cli_sheet_is_sheet (bytes) && seat == NULL)
      return hd_cli_sheet_play (path, bytes, json, save);
  }
  if (seat != NULL)
    {
      /* TRANSLATORS: --seat stays in English */
      g_printerr (_("--seat is for Campaign Game transcripts: A House Divided has no hidden information.\n"));
      return 2;
    }
  if (save != NULL)
    {
      out = g_file_new_for_commandline_arg (save);
      lock = hd_cli_claim_save (out);
      if (lock == NULL)
        return 1;
    }
  game = hd_cli_load_game (path, &status);
  if (game == NULL)
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
    {
      g_autoptr(JsonNode) node = state_to_json (hd_game_get_state (game));
      g_autofree char *out = NULL;

      /* only with a companion: a game of people prints as before issue 33 */
      if (hd_seats_has_companion (hd_game_get_seats (game)))
        json_object_set_member (json_node_get_object (node), "seats", seats_to_json (hd_game_get_seats (game)));
      out = json_to_string (node, TRUE);
      g_print ("%s\n", out);
    }
  else
    {
      print_state (hd_game_get_state (game));
      print_seats (hd_game_get_seats (game));
    }
  return 0;
}

static int
cmd_export (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdGame) game = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  const char *setup_out = NULL, *path = NULL;

  for (int i = 0; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--setup-out") && i + 1 < argc && setup_out == NULL)
        setup_out = argv[++i];
      else if (path == NULL)
        path = argv[i];
      else
        return hd_cli_usage ();
    }
  if (path == NULL)
    return hd_cli_usage ();
  map = hd_map_new_default (&error);
  file = g_file_new_for_commandline_arg (path);
  name = g_file_get_parse_name (file);
  if (map != NULL)
    bytes = hd_file_load (file, MAX (HD_GAME_MAX_BYTES, HD_CAMPAIGN_GAME_MAX_BYTES), &error);
  /* a campaign save, told by its root element; with --setup-out the file
   * can only be one, and the campaign's reader says what is wrong */
  if (bytes != NULL && (setup_out != NULL || hd_campaign_game_is_campaign_file (bytes)))
    return hd_cli_campaign_export (map, bytes, name, setup_out);
  if (bytes != NULL && hd_sheet_game_is_sheet_file (bytes))
    return hd_cli_sheet_export (bytes, name);
  if (bytes != NULL)
    game = hd_game_new_from_bytes (map, bytes, name, &error);
  if (game == NULL && bytes != NULL)
    return hd_cli_load_failed (error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  text = hd_transcript_write (game);
  g_print ("%s", text);
  return 0;
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();

  if (hd_cli_wants_help (argc, argv))
    return hd_cli_help (argc, argv);
  if (argc >= 3 && g_str_equal (argv[1], "map") && g_str_equal (argv[2], "list"))
    return cmd_map_list (argc - 3, argv + 3);
  if (argc >= 3 && g_str_equal (argv[1], "map") && g_str_equal (argv[2], "validate"))
    return cmd_map_validate (argc - 3, argv + 3);
  if (argc >= 3 && g_str_equal (argv[1], "map") && g_str_equal (argv[2], "show"))
    return cmd_map_show (argc - 3, argv + 3);
  if (argc >= 3 && g_str_equal (argv[1], "scenario"))
    return cmd_scenario (argc - 2, argv + 2);
  if (argc >= 3 && g_str_equal (argv[1], "play"))
    return cmd_play (argc - 2, argv + 2);
  if (argc >= 3 && g_str_equal (argv[1], "odds"))
    return hd_cli_odds (argc - 2, argv + 2);
  if (argc >= 3 && g_str_equal (argv[1], "campaign") && g_str_equal (argv[2], "serve"))
    return hd_cli_campaign_serve (argc - 3, argv + 3);
  if (argc >= 3 && g_str_equal (argv[1], "campaign"))
    {
      int status = hd_cli_dispatch (argc - 2, argv + 2);

      return status >= 0 ? status : hd_cli_campaign (argc - 2, argv + 2);
    }
  if (argc >= 3 && g_str_equal (argv[1], "match"))
    return hd_cli_match (argc - 2, argv + 2);
  if (argc >= 2 && g_str_equal (argv[1], "engine"))
    return hd_cli_engine (argc - 2, argv + 2);
  if (argc >= 3 && g_str_equal (argv[1], "export"))
    return cmd_export (argc - 2, argv + 2);
  if (argc >= 3 && g_str_equal (argv[1], "review"))
    return hd_cli_review (argc - 2, argv + 2);
  return hd_cli_usage ();
}
