/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-odds.c: `odds [--json] TRANSCRIPT BOX`: the battle at BOX in the
 * position a transcript reaches, as the Combat Segment would fight it
 * (foreseen from the Movement Segment, chosen in the Combat Segment, or the
 * one under way): the two lines, the chance the attacker wins and the
 * defender's possible reinforcements (rules 5.0-5.5).  `odds [--json]
 * [--confederate] "LINES"`: the same for two lines written out,
 * "Vi Vi Mi vs Ci-r Mi entrenched river" (hd_preview_lines). */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "hd-excerpt.h"
#include "hd-cli-help.h"
#include "hd-cli-odds.h"
#include "hd-cli-util.h"
#include "hd-odds.h"
#include "hd-preview.h"

/* The battle at @box from @state, or NULL with the rule that refuses it. */
static HdState *
battle_at (const HdState *state, guint box, GError **error)
{
  HdAction choose = { .type = HD_ACTION_BATTLE, .box = box };
  g_autoptr(HdState) copy = NULL;

  if (hd_battle_in_progress (state) && hd_battle_get_box (state) == box)
    return hd_state_copy (state);
  if (hd_state_get_segment (state) == HD_SEGMENT_MOVEMENT)
    return hd_preview_battle (state, NULL, 0, box, error);
  copy = hd_state_copy (state);
  if (!hd_action_apply (&choose, copy, error))
    return NULL;
  return g_steal_pointer (&copy);
}

/* "Vc #3 (across a river side, 5.34)" */
static char *
unit_text (const HdState *s, guint id, gboolean with_box)
{
  const HdBoardUnit *bu = hd_state_get_unit (s, (guint) hd_state_find_unit_by_id (s, id));
  g_autofree char *code = hd_unit_to_code (&bu->unit);
  gboolean entrenched = bu->unit.entrenched && !with_box;
  const char *box = hd_map_get_box (hd_state_get_map (s), bu->box)->name;

  if (with_box && bu->move.crossed)
    /* TRANSLATORS: a unit (its code and number), the box it is in, and that it crossed a river side */
    return g_strdup_printf (_("%1$s #%2$u from %3$s (across a river side, 5.34)"), code, id, box);
  if (with_box)
    /* TRANSLATORS: a unit (its code and number) and the box it is in, "Vi #6 from Vandalia" */
    return g_strdup_printf (_("%1$s #%2$u from %3$s"), code, id, box);
  if (entrenched && bu->move.crossed)
    /* TRANSLATORS: a unit (its code and number), entrenched and across a river side */
    return g_strdup_printf (_("%1$s #%2$u (entrenched, 5.31; across a river side, 5.34)"), code, id);
  if (entrenched)
    /* TRANSLATORS: a unit (its code and number), entrenched, "Ci #4 (entrenched, 5.31)" */
    return g_strdup_printf (_("%1$s #%2$u (entrenched, 5.31)"), code, id);
  if (bu->move.crossed)
    /* TRANSLATORS: a unit (its code and number) attacking across a river side */
    return g_strdup_printf (_("%1$s #%2$u (across a river side, 5.34)"), code, id);
  return g_strdup_printf ("%s #%u", code, id);
}

static char *
units_text (const HdState *s, GArray *ids, gboolean with_box)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *u = unit_text (s, g_array_index (ids, guint, i), with_box);
      g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", u);
    }
  if (ids->len == 0)
    g_string_append (out, _("none"));
  return g_string_free (out, FALSE);
}

static void
ids_to_json (JsonBuilder *b, const HdState *s, GArray *ids)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < ids->len; i++)
    {
      int index = hd_state_find_unit_by_id (s, g_array_index (ids, guint, i));
      hd_cli_unit_to_json (b, s, hd_state_get_unit (s, (guint) index));
    }
  json_builder_end_array (b);
}

static void
print_json (const HdState *s, gboolean written, GArray *attackers, GArray *defenders, GArray *help,
            const HdOdds *odds)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *out = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "box");
  if (written)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, hd_map_get_box (hd_state_get_map (s), hd_battle_get_box (s))->id);
  json_builder_set_member_name (b, "attacker");
  json_builder_add_string_value (b, hd_side_to_string (hd_battle_get_attacker (s)));
  json_builder_set_member_name (b, "attackers");
  ids_to_json (b, s, attackers);
  json_builder_set_member_name (b, "defenders");
  ids_to_json (b, s, defenders);
  json_builder_set_member_name (b, "attacker_wins");
  json_builder_add_double_value (b, odds->p);
  json_builder_set_member_name (b, "exact");
  json_builder_add_boolean_value (b, odds->samples == 0);
  json_builder_set_member_name (b, "samples");
  json_builder_add_int_value (b, odds->samples);
  json_builder_set_member_name (b, "margin");
  json_builder_add_double_value (b, odds->margin);
  json_builder_set_member_name (b, "defender_help");
  ids_to_json (b, s, help);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  out = json_to_string (root, TRUE);
  g_print ("%s\n", out);
}

static void
print_text (const HdState *s, gboolean written, GArray *attackers, GArray *defenders, GArray *help,
            const HdOdds *odds)
{
  HdSide attacker = hd_battle_get_attacker (s);
  g_autofree char *a = units_text (s, attackers, FALSE);
  g_autofree char *d = units_text (s, defenders, FALSE);
  g_autofree char *h = units_text (s, help, TRUE);

  if (written)
    /* TRANSLATORS: "Union" or "Confederate" */
    g_print (_("A %s attack (rules 5.0-5.5)\n"), attacker == HD_SIDE_UNION ? _("Union") : _("Confederate"));
  else
    /* TRANSLATORS: a box, then "Union" or "Confederate" */
    g_print (_("Battle at %s, a %s attack (rules 5.0-5.5)\n"),
             hd_map_get_box (hd_state_get_map (s), hd_battle_get_box (s))->name,
             attacker == HD_SIDE_UNION ? _("Union") : _("Confederate"));
  g_print (_("Attackers: %s\n"), a);
  g_print (_("Defenders: %s\n"), d);
  if (odds->samples == 0)
    g_print (_("The attacker wins: %.1f%% (exact, with the default targets, neither side retreating or "
               "reinforcing)\n"), 100 * odds->p);
  else
    /* TRANSLATORS: the chance, its margin at 95 %, the number of battles sampled, why */
    g_print (ngettext ("The attacker wins: about %.1f%% (± %.1f points at 95%%, from %u battle played out at random: %s)\n",
                       "The attacker wins: about %.1f%% (± %.1f points at 95%%, from %u battles played out at random: %s)\n",
                       odds->samples),
             100 * odds->p, 100 * odds->margin, odds->samples,
             odds->days || odds->morale || odds->leaders
               ? _("the Advanced Game's dice and choices still to come (Advanced 7.0, 8.1, 8.2.2) are not known")
               : _("too many units to work the odds out exactly"));
  if (!written)
    g_print (_("The defence could be reinforced from round 2 (5.5, one unit from each box a round): %s\n"), h);
}

/* The battle the arguments name: a transcript's position and a box, or
 * two lines written out; NULL when it cannot be, said, with @status. */
static HdState *
battle_of (const char *path, const char *where, HdSide attacker, int *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  HdState *battle;
  const HdBox *box;

  if (where == NULL)
    {
      g_autoptr(HdMap) map = hd_map_new_default (&error);
      battle = map != NULL ? hd_preview_lines (map, attacker, path, &error) : NULL;
    }
  else
    {
      if ((game = hd_cli_load_transcript (path, status)) == NULL)
        return NULL;
      box = hd_map_lookup (hd_state_get_map (hd_game_get_state (game)), where);
      if (box == NULL)
        {
          g_autofree char *quoted = hd_excerpt (where, -1);
          g_printerr (_("There is no box \"%s\" on the board.\n"), quoted);
          *status = 1;
          return NULL;
        }
      battle = battle_at (hd_game_get_state (game), box->index, &error);
    }
  *status = battle != NULL ? 0 : 2;
  if (battle == NULL)
    g_printerr ("%s\n", error->message);
  return battle;
}

int
hd_cli_odds (int argc, char **argv)
{
  g_autoptr(HdState) battle = NULL;
  g_autoptr(GArray) attackers = NULL;
  g_autoptr(GArray) defenders = NULL;
  g_autoptr(GArray) help = NULL;
  const char *path = NULL, *where = NULL;
  HdSide attacker = HD_SIDE_UNION;
  gboolean json = FALSE;
  int status;
  HdOdds odds;

  for (int i = 0; i < argc; i++)
    if (g_str_equal (argv[i], "--json"))
      json = TRUE;
    else if (g_str_equal (argv[i], "--confederate"))
      attacker = HD_SIDE_CONFEDERATE;
    else if (path == NULL)
      path = argv[i];
    else if (where == NULL)
      where = argv[i];
    else
      return hd_cli_usage ();
  if (path == NULL || (where != NULL && attacker != HD_SIDE_UNION))
    return hd_cli_usage ();
  if (where == NULL && g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_printerr (_("Name the box of the battle after the transcript.\n"));
      return hd_cli_usage ();
    }
  battle = battle_of (path, where, attacker, &status);
  if (battle == NULL)
    return status;
  attackers = hd_battle_get_units (battle, hd_battle_get_attacker (battle));
  defenders = hd_battle_get_units (battle, hd_side_get_enemy (hd_battle_get_attacker (battle)));
  help = hd_preview_defender_help (battle);
  /* the engine's policy, as the application's panels use it */
  hd_odds_work_out (battle, NULL, &odds);
  if (json)
    print_json (battle, where == NULL, attackers, defenders, help, &odds);
  else
    print_text (battle, where == NULL, attackers, defenders, help, &odds);
  return 0;
}
