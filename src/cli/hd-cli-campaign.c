/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-campaign.c: the Campaign Game's commands of house-divided-cli:
 * `play` on a campaign transcript (replayed through HdCampaignGame, the
 * state printed or given in JSON as the umpire's view or a president's
 * with --seat, with the reports the seat may read, or saved),
 * `export` of a campaign save, and `campaign new` (the built-in set-up
 * as a file, or a new save).  It asks the campaign only through the game
 * and its views (tests/test-campaign-boundary.py); docs/cli.md has the
 * commands and their JSON. */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <glib/gi18n.h>

#include <stdio.h>
#include <termios.h>
#include <unistd.h>
#include <json-glib/json-glib.h>

#include "hd-calendar.h"
#include "hd-campaign-game.h"
#include "hd-campaign-types.h"
#include "hd-campaign-view.h"
#include "hd-cli-campaign.h"
#include "hd-cli-help.h"
#include "hd-cli-util.h"
#include "hd-file.h"

/* --- the umpire's view as JSON --- */

static const char *
box_id (HdMap *map,
        guint  box)
{
  return box < hd_map_get_n_boxes (map) ? hd_map_get_box (map, box)->id : NULL;
}

static void
flags_to_json (JsonBuilder *b,
               guint        flags)
{
  static const struct { guint flag; const char *name; } names[] = {
    { HD_STAND_PT, "pt" }, { HD_STAND_NE, "ne" }, { HD_STAND_SHOCK, "shock" },
    { HD_STAND_SHARPSHOOTER, "sharpshooter" }, { HD_STAND_MILITIA, "militia" },
    { HD_STAND_REGULAR, "regular" }, { HD_STAND_HIGH_COHESION, "high-cohesion" },
  };

  json_builder_set_member_name (b, "flags");
  json_builder_begin_array (b);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (flags & names[i].flag)
      json_builder_add_string_value (b, names[i].name);
  json_builder_end_array (b);
}

static void
stand_to_json (JsonBuilder           *b,
               const HdCampaignView  *view,
               const HdCampaignStand *s)
{
  g_autofree char *code = hd_campaign_stand_get_code (s);

  json_builder_begin_object (b);
  hd_cli_json_int (b, "id", s->id);
  hd_cli_json_string (b, "side", hd_side_to_string (s->side));
  hd_cli_json_string (b, "name", s->name);
  hd_cli_json_string (b, "code", code);
  hd_cli_json_string (b, "arm", hd_arm_to_string (s->arm));
  hd_cli_json_string (b, "gun", s->gun != HD_GUN_NONE ? hd_gun_to_string (s->gun) : NULL);
  hd_cli_json_int (b, "sp", s->sp);
  hd_cli_json_int (b, "morale", s->morale);
  hd_cli_json_string (b, "status", hd_status_to_string (s->status));
  flags_to_json (b, s->flags);
  hd_cli_json_string (b, "box", box_id (hd_campaign_view_get_map (view), hd_campaign_view_stand_get_box (view, s)));
  hd_cli_json_int (b, "raised_turn", s->raised_turn);
  json_builder_end_object (b);
}

static void
stands_to_json (JsonBuilder          *b,
                const HdCampaignView *view,
                GArray               *ids)
{
  json_builder_set_member_name (b, "stands");
  json_builder_begin_array (b);
  for (guint i = 0; i < ids->len; i++)
    stand_to_json (b, view, hd_campaign_view_lookup_stand (view, g_array_index (ids, guint, i)));
  json_builder_end_array (b);
}

/* A division's exhaustion threshold (10.21-10.25) and its record in this
 * turn's battle (9.52-9.54), each null when it has none. */
static void
division_to_json (JsonBuilder          *b,
                  const HdCampaignView *view,
                  guint                 division)
{
  HdCampaignExhaustion e;
  HdCampaignDivisionState state;
  guint battle, record;

  json_builder_set_member_name (b, "exhaustion");
  if (hd_campaign_view_get_exhaustion (view, division, &e))
    {
      json_builder_begin_object (b);
      hd_cli_json_string (b, "status", hd_status_to_string (e.status));
      hd_cli_json_int (b, "percent", e.percent);
      hd_cli_json_int (b, "sp", e.sp);
      hd_cli_json_int (b, "loss", e.loss);
      hd_cli_json_int (b, "exhausted_at", e.exhausted_at);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "battle_record");
  if (hd_campaign_view_get_division_record (view, division, &battle, &state, &record))
    {
      json_builder_begin_object (b);
      hd_cli_json_int (b, "battle", battle);
      hd_cli_json_string (b, "state", hd_campaign_division_state_to_string (state));
      hd_cli_json_int (b, "record", record);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
}

static void
formation_to_json (JsonBuilder               *b,
                   const HdCampaignView      *view,
                   const HdCampaignFormation *f)
{
  g_autoptr(GArray) stands = hd_campaign_view_list_stands_of (view, f->id);

  json_builder_begin_object (b);
  hd_cli_json_int (b, "id", f->id);
  hd_cli_json_string (b, "side", hd_side_to_string (f->side));
  hd_cli_json_string (b, "kind", hd_formation_kind_to_string (f->kind));
  hd_cli_json_string (b, "name", f->name);
  hd_cli_json_string (b, "commander", f->commander);
  json_builder_set_member_name (b, "parent");
  if (f->parent != HD_CAMPAIGN_NONE)
    json_builder_add_int_value (b, f->parent);
  else
    json_builder_add_null_value (b);
  hd_cli_json_string (b, "box", box_id (hd_campaign_view_get_map (view), f->box));
  hd_cli_json_int (b, "raised_turn", f->raised_turn);
  hd_cli_json_int (b, "units", hd_campaign_view_count_units (view, f->id));
  hd_cli_json_int (b, "max_units", hd_campaign_view_max_units (view, f->id));
  hd_cli_json_int (b, "army_weight", hd_campaign_view_army_weight (view, f->id));
  hd_cli_json_int (b, "marches_allotted", f->marches_allotted);
  hd_cli_json_int (b, "marches_used", f->marches_used);
  if (f->kind == HD_FORMATION_DIVISION)
    division_to_json (b, view, f->id);
  stands_to_json (b, view, stands);
  json_builder_end_object (b);
}

static void
formations_to_json (JsonBuilder          *b,
                    const HdCampaignView *view)
{
  g_autoptr(GArray) alone = g_array_new (FALSE, FALSE, sizeof (guint));

  json_builder_set_member_name (b, "formations");
  json_builder_begin_array (b);
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view); i++)
    formation_to_json (b, view, hd_campaign_view_get_formation (view, i));
  json_builder_end_array (b);
  /* siege guns in a work, home guards: stands of no formation */
  for (guint i = 0; i < hd_campaign_view_get_n_stands (view); i++)
    if (hd_campaign_view_get_stand (view, i)->formation == HD_CAMPAIGN_NONE)
      g_array_append_val (alone, hd_campaign_view_get_stand (view, i)->id);
  json_builder_set_member_name (b, "unattached");
  json_builder_begin_object (b);
  stands_to_json (b, view, alone);
  json_builder_end_object (b);
}

static void
control_to_json (JsonBuilder          *b,
                 const HdCampaignView *view)
{
  HdMap *map = hd_campaign_view_get_map (view);

  json_builder_set_member_name (b, "control");
  json_builder_begin_object (b);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    hd_cli_json_string (b, hd_map_get_box (map, i)->id, hd_side_to_string (hd_campaign_view_get_control (view, i)));
  json_builder_end_object (b);
  json_builder_set_member_name (b, "cavalry_held");
  json_builder_begin_array (b);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    if (hd_campaign_view_is_cavalry_held (view, i))
      json_builder_add_string_value (b, hd_map_get_box (map, i)->id);
  json_builder_end_array (b);
}

/* The words of the JSON for what play awaits (HdCampaignAwaits). */
static const char *
awaits_word (HdCampaignAwaits kind)
{
  static const char * const words[] = {
    "nothing", "setup", "washington-die", "march-die", "allotment", "marches", "contact", "battle",
    "promotions", "reorganisation", "recruit-die", "raise",
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (words) == HD_N_CAMPAIGN_AWAITS);
  return kind < HD_N_CAMPAIGN_AWAITS ? words[kind] : NULL;
}

static void
awaited_to_json (JsonBuilder          *b,
                 const HdCampaignView *view)
{
  HdCampaignAwaited a = hd_campaign_view_get_awaited (view);

  json_builder_set_member_name (b, "awaited");
  json_builder_begin_object (b);
  hd_cli_json_string (b, "kind", awaits_word (a.kind));
  hd_cli_json_string (b, "side", a.side != HD_SIDE_NEUTRAL ? hd_side_to_string (a.side) : NULL);
  hd_cli_json_string (b, "rule", a.rule);
  hd_cli_json_string (b, "action", a.action);
  hd_cli_json_int (b, "battle", a.battle);
  json_builder_end_object (b);
}

/* A figure and the words saying how it was reached (taken). */
static void
add_figure (JsonBuilder *b,
            const char  *name,
            guint        value,
            char        *explanation)
{
  g_autofree char *owned = explanation;

  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  hd_cli_json_int (b, "value", value);
  hd_cli_json_string (b, "explanation", explanation);
  json_builder_end_object (b);
}

static void
side_books_to_json (JsonBuilder          *b,
                    const HdCampaignView *view,
                    HdSide                side)
{
  g_autoptr(GPtrArray) wins = hd_campaign_view_list_recruiting_wins (view, side);
  guint base = hd_campaign_view_get_base_recruiting (view, side);
  /* a president knows the enemy's maximum and cities, not its army's
   * size nor its recruiting: null */
  gboolean known = hd_campaign_viewer_knows_side (hd_campaign_view_get_viewer (view), side);

  json_builder_set_member_name (b, hd_side_to_string (side));
  json_builder_begin_object (b);
  if (known)
    add_figure (b, "army_size", hd_campaign_view_get_army_size (view, side),
                hd_campaign_view_explain_army_size (view, side));
  else
    {
      json_builder_set_member_name (b, "army_size");
      json_builder_add_null_value (b);
    }
  add_figure (b, "army_maximum", hd_campaign_view_get_army_maximum (view, side),
              hd_campaign_view_explain_army_maximum (view, side));
  hd_cli_json_int (b, "victory_cities", hd_campaign_view_count_victory_cities (view, side));
  {
    g_autofree char *words = hd_campaign_view_explain_victory (view, side);
    hd_cli_json_string (b, "to_win", words);
  }
  json_builder_set_member_name (b, "base_recruiting");
  if (base > 0)
    json_builder_add_int_value (b, base);
  else
    json_builder_add_null_value (b);
  if (known)
    {
      add_figure (b, "adjusted_recruiting", hd_campaign_view_get_adjusted_recruiting (view, side),
                  hd_campaign_view_explain_adjusted_recruiting (view, side));
      add_figure (b, "recruiting_cap", hd_campaign_view_get_recruiting_cap (view, side),
                  hd_campaign_view_explain_recruiting_cap (view, side));
    }
  else
    {
      json_builder_set_member_name (b, "adjusted_recruiting");
      json_builder_add_null_value (b);
      json_builder_set_member_name (b, "recruiting_cap");
      json_builder_add_null_value (b);
    }
  json_builder_set_member_name (b, "recruiting_wins");
  json_builder_begin_array (b);
  for (guint i = 0; wins != NULL && i < wins->len; i++)
    json_builder_add_string_value (b, wins->pdata[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
books_to_json (JsonBuilder          *b,
               const HdCampaignView *view)
{
  json_builder_set_member_name (b, "books");
  json_builder_begin_object (b);
  side_books_to_json (b, view, HD_SIDE_UNION);
  side_books_to_json (b, view, HD_SIDE_CONFEDERATE);
  json_builder_end_object (b);
  hd_cli_json_int (b, "recruits_left", hd_campaign_view_get_recruits_left (view));
}

/* The marches of this Player Turn (Campaign 7, 2.1) and the works on
 * the board (7.6, 14). */
static void
marches_to_json (JsonBuilder          *b,
                 const HdCampaignView *view)
{
  HdMap *map = hd_campaign_view_get_map (view);
  g_autoptr(GArray) commanders = hd_campaign_view_list_march_commanders (view, hd_campaign_view_get_player (view));

  json_builder_set_member_name (b, "marches");
  json_builder_begin_object (b);
  hd_cli_json_int (b, "die", hd_campaign_view_get_march_die (view));
  hd_cli_json_int (b, "marches", hd_campaign_view_get_marches (view));
  hd_cli_json_int (b, "unallotted", hd_campaign_view_get_marches_unallotted (view));
  json_builder_set_member_name (b, "commanders");
  json_builder_begin_array (b);
  for (guint i = 0; i < commanders->len; i++)
    {
      guint id = g_array_index (commanders, guint, i);

      json_builder_begin_object (b);
      hd_cli_json_int (b, "formation", id);
      hd_cli_json_int (b, "left", hd_campaign_view_get_marches_left (view, id));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "works");
  json_builder_begin_object (b);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    if (hd_campaign_view_get_works (view, i) > 0)
      hd_cli_json_int (b, hd_map_get_box (map, i)->id, hd_campaign_view_get_works (view, i));
  json_builder_end_object (b);
}

/* The words of the JSON for a battle's state (HdCampaignBattleState). */
static const char *
battle_state_word (HdCampaignBattleState state)
{
  static const char * const words[] = { "contact", "table", "over", "withdrawn", "rearguard" };

  G_STATIC_ASSERT (G_N_ELEMENTS (words) == HD_N_BATTLE_STATES);
  return state < HD_N_BATTLE_STATES ? words[state] : NULL;
}

static void
battles_to_json (JsonBuilder          *b,
                 const HdCampaignView *view)
{
  g_autoptr(GArray) battles = hd_campaign_view_list_battles (view);
  HdMap *map = hd_campaign_view_get_map (view);

  json_builder_set_member_name (b, "battles");
  json_builder_begin_array (b);
  for (guint i = 0; battles != NULL && i < battles->len; i++)
    {
      const HdCampaignBattleInfo *info = &g_array_index (battles, HdCampaignBattleInfo, i);

      json_builder_begin_object (b);
      hd_cli_json_int (b, "id", info->id);
      hd_cli_json_string (b, "box", box_id (map, info->box));
      hd_cli_json_string (b, "attacker", hd_side_to_string (info->attacker));
      hd_cli_json_string (b, "state", battle_state_word (info->state));
      hd_cli_json_int (b, "day", info->day);
      json_builder_set_member_name (b, "closed");
      json_builder_add_boolean_value (b, info->closed);
      hd_cli_json_string (b, "winner", info->winner != HD_SIDE_NEUTRAL ? hd_side_to_string (info->winner) : NULL);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
report_to_json (JsonBuilder            *b,
                const HdCampaignView   *view,
                const HdCampaignReport *r)
{
  static const char *const sources[] = { "troops", "sympathisers", "blockade", "contact" };
  HdMap *map = hd_campaign_view_get_map (view);
  g_autofree char *date = hd_calendar_format (r->turn);
  g_autofree char *text = hd_campaign_view_format_report (view, r);

  json_builder_begin_object (b);
  hd_cli_json_string (b, "box", box_id (map, r->box));
  hd_cli_json_string (b, "level", hd_campaign_intel_level_to_string (r->level));
  hd_cli_json_string (b, "source", sources[r->source]);
  hd_cli_json_string (b, "by", r->source_name);
  hd_cli_json_string (b, "date", date);
  json_builder_set_member_name (b, "pre_battle");
  json_builder_add_boolean_value (b, r->pre_battle);
  json_builder_set_member_name (b, "present");
  json_builder_add_boolean_value (b, r->present);
  if (r->level >= HD_INTEL_COMPLETE && r->present)
    {
      hd_cli_json_string (b, "force", r->force);
      hd_cli_json_string (b, "commander", r->commander);
      hd_cli_json_int (b, "infantry_divisions", r->infantry_divisions);
      hd_cli_json_int (b, "cavalry_divisions", r->cavalry_divisions);
      json_builder_set_member_name (b, "artillery");
      json_builder_add_boolean_value (b, r->artillery);
      json_builder_set_member_name (b, "mostly_arrived");
      json_builder_add_boolean_value (b, r->mostly_arrived);
    }
  if (r->level == HD_INTEL_DETAILED && r->present)
    {
      hd_cli_json_int (b, "infantry_brigades", r->infantry_brigades);
      hd_cli_json_int (b, "cavalry_brigades", r->cavalry_brigades);
      hd_cli_json_int (b, "artillery_battalions", r->artillery_battalions);
      hd_cli_json_string (b, "works", hd_campaign_works_band_to_string (r->works));
      json_builder_set_member_name (b, "corps");
      json_builder_begin_array (b);
      for (guint i = 0; i < r->corps->len; i++)
        json_builder_add_string_value (b, g_ptr_array_index (r->corps, i));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "arrived_from");
      json_builder_begin_array (b);
      for (guint i = 0; i < r->origins->len; i++)
        {
          const HdCampaignIntelOrigin *o = &g_array_index (r->origins, HdCampaignIntelOrigin, i);

          json_builder_begin_object (b);
          hd_cli_json_string (b, "box", box_id (map, o->box));
          hd_cli_json_int (b, "units", o->divisions);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  hd_cli_json_string (b, "text", text);
  json_builder_end_object (b);
}

/* Each side's reports the viewer may read (Campaign 8). */
static void
reports_to_json (JsonBuilder          *b,
                 const HdCampaignView *view)
{
  json_builder_set_member_name (b, "reports");
  json_builder_begin_object (b);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(GPtrArray) reports = NULL;

      if (!hd_campaign_viewer_is_of_side (hd_campaign_view_get_viewer (view), side))
        continue;
      reports = hd_campaign_view_list_reports (view, side);
      json_builder_set_member_name (b, hd_side_to_string (side));
      json_builder_begin_array (b);
      for (guint i = 0; i < reports->len; i++)
        report_to_json (b, view, g_ptr_array_index (reports, i));
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

static JsonNode *
view_to_json (HdCampaignGame       *game,
              const HdCampaignView *view)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autofree char *date = hd_calendar_format (hd_campaign_view_get_turn (view));
  HdSide winner = hd_campaign_view_get_winner (view);

  json_builder_begin_object (b);
  hd_cli_json_string (b, "game", "campaign");
  hd_cli_json_string (b, "viewer", hd_campaign_viewer_get_seat (hd_campaign_view_get_viewer (view)));
  hd_cli_json_int (b, "turn", hd_campaign_view_get_turn (view));
  hd_cli_json_string (b, "date", date);
  hd_cli_json_string (b, "player", hd_side_to_string (hd_campaign_view_get_player (view)));
  hd_cli_json_string (b, "phase", hd_phase_to_string (hd_campaign_view_get_phase (view)));
  hd_cli_json_string (b, "winner", winner != HD_SIDE_NEUTRAL ? hd_side_to_string (winner) : NULL);
  hd_cli_json_int (b, "actions", hd_log_get_n_actions (HD_LOG (game)));
  awaited_to_json (b, view);
  books_to_json (b, view);
  control_to_json (b, view);
  marches_to_json (b, view);
  formations_to_json (b, view);
  battles_to_json (b, view);
  reports_to_json (b, view);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* --- the state in words --- */

static void
print_view (const HdCampaignView *view)
{
  g_autofree char *date = hd_calendar_format (hd_campaign_view_get_turn (view));
  guint n_formations[HD_N_SIDES] = { 0 }, n_stands[HD_N_SIDES] = { 0 };
  HdSide winner = hd_campaign_view_get_winner (view);
  HdCampaignAwaited awaited = hd_campaign_view_get_awaited (view);

  /* TRANSLATORS: "Game Turn 3, September 1861: the Union, Movement Phase." */
  g_print (_("Game Turn %1$u, %2$s: the %3$s, %4$s.\n"), hd_campaign_view_get_turn (view), date,
           hd_side_get_noun (hd_campaign_view_get_player (view)),
           hd_phase_get_label (hd_campaign_view_get_phase (view)));
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view); i++)
    n_formations[hd_campaign_view_get_formation (view, i)->side]++;
  for (guint i = 0; i < hd_campaign_view_get_n_stands (view); i++)
    n_stands[hd_campaign_view_get_stand (view, i)->side]++;
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      if (!hd_campaign_viewer_knows_side (hd_campaign_view_get_viewer (view), side))
        continue;   /* a president does not know the enemy's army size */
      /* TRANSLATORS: "The Union has 14 formations and 95 stands; its army size is 12 of a maximum of 34." */
      g_print (_("The %1$s has %2$u formations and %3$u stands; its army size is %4$u of a maximum of %5$u.\n"),
               hd_side_get_noun (side), n_formations[side], n_stands[side], hd_campaign_view_get_army_size (view, side),
               hd_campaign_view_get_army_maximum (view, side));
    }
  if (winner != HD_SIDE_NEUTRAL)
    /* TRANSLATORS: the side that won the campaign */
    g_print (_("The %s has won the war.\n"), hd_side_get_noun (winner));
  else if (awaited.action != NULL)
    /* TRANSLATORS: %1$s the type of action play awaits ("set-base"), %2$s its rule ("Campaign 12.1") */
    g_print (_("Play awaits “%1$s” (%2$s).\n"), awaited.action, awaited.rule);
}

/* A seat's reports (Campaign 8): those that found the enemy, then how
 * many boxes were reported empty. */
static void
print_reports (const HdCampaignView *view)
{
  const HdCampaignViewer *viewer = hd_campaign_view_get_viewer (view);
  g_autoptr(GPtrArray) reports = hd_campaign_view_list_reports (view, hd_campaign_viewer_get_side (viewer));
  guint empty = 0;

  /* TRANSLATORS: "Intelligence for President Lincoln:" */
  g_print (_("Intelligence for %s:\n"), hd_campaign_viewer_get_label (viewer));
  for (guint i = 0; i < reports->len; i++)
    {
      const HdCampaignReport *r = g_ptr_array_index (reports, i);
      g_autofree char *text = NULL;

      if (!r->present)
        {
          empty++;
          continue;
        }
      text = hd_campaign_view_format_report (view, r);
      g_print ("  %s\n", text);
    }
  g_print (ngettext ("No enemy troops reported in %u box.\n", "No enemy troops reported in %u boxes.\n", empty),
           empty);
}

/* The viewer @word names (`--seat`): NULL or "umpire", "union",
 * "confederate"; NULL if it names none. */
HdCampaignViewer *
hd_cli_campaign_viewer_for_seat (const char *word)
{
  HdCampaignViewer *viewer = hd_campaign_viewer_new_for_seat (word != NULL ? word : "umpire");

  if (viewer == NULL)
    /* TRANSLATORS: --seat's words stay in English */
    g_printerr (_("There is no seat “%s”: say umpire, union or confederate, or union:ID or confederate:ID for the "
                  "commander of that army or corps.\n"), word);
  return viewer;
}

/* --- play --- */

/* Replays the campaign transcript @text (read from @path); @status as
 * hd_cli_load_transcript's. */
static HdCampaignGame *
load_campaign_transcript (const char *path,
                          GBytes     *text,
                          int        *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *rule = NULL;
  HdCampaignGame *game;
  gsize len;
  const char *data = g_bytes_get_data (text, &len);
  guint line = 0;

  *status = 1;
  if (map == NULL)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  game = hd_campaign_game_read_transcript (map, data ? data : "", (gssize) len, path, folder, &line, &rule, &error);
  if (game == NULL)
    {
      *status = hd_cli_replay_failed (error, line, rule);
      return NULL;
    }
  *status = 0;
  return game;
}

int
hd_cli_campaign_play (const char *path,
                      GBytes     *text,
                      gboolean    json,
                      const char *save,
                      const char *seat)
{
  g_autoptr(HdFileLock) lock = NULL;
  g_autoptr(GFile) out = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) viewer = hd_cli_campaign_viewer_for_seat (seat);
  int status;

  if (viewer == NULL)
    return 1;
  if (save != NULL)
    {
      out = g_file_new_for_commandline_arg (save);
      lock = hd_cli_claim_save (out);
      if (lock == NULL)
        return 1;
    }
  game = load_campaign_transcript (path, text, &status);
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
  hd_cli_campaign_print (game, viewer, json);
  return 0;
}

void
hd_cli_campaign_print (HdCampaignGame         *game,
                       const HdCampaignViewer *viewer,
                       gboolean                json)
{
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (game, viewer);

  if (json)
    {
      g_autoptr(JsonNode) node = view_to_json (game, view);
      g_autofree char *printed = json_to_string (node, TRUE);
      g_print ("%s\n", printed);
    }
  else
    print_view (view);
  if (!json && hd_campaign_viewer_get_role (viewer) != HD_VIEWER_UMPIRE)
    print_reports (view);
}

/* --- a campaign without an umpire --- */

/* One line of standard input after @prompt (and a space) on standard
 * error, echoed
 * only where it is no terminal; NULL at its end. */
static char *
read_pin (const char *prompt)
{
  struct termios saved, quiet;
  gboolean terminal = isatty (STDIN_FILENO) && tcgetattr (STDIN_FILENO, &saved) == 0;
  char line[256];
  char *got;

  g_printerr ("%s ", prompt);
  if (terminal)
    {
      quiet = saved;
      quiet.c_lflag &= ~(tcflag_t) ECHO;
      tcsetattr (STDIN_FILENO, TCSANOW, &quiet);
    }
  got = fgets (line, sizeof line, stdin);
  if (terminal)
    tcsetattr (STDIN_FILENO, TCSANOW, &saved);
  /* (the Return typed was not echoed, nor is a line read from a pipe) */
  g_printerr ("\n");
  return got != NULL ? g_strdup (g_strchomp (line)) : NULL;
}

static gboolean
war_over (HdCampaignGame *game)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (game, umpire);

  return hd_campaign_view_get_winner (view) != HD_SIDE_NEUTRAL;
}

gboolean
hd_cli_campaign_unlock (HdCampaignGame *game,
                        gboolean        opening)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *lincoln = NULL;
  g_autofree char *davis = NULL;
  guint altered = G_MAXUINT;

  if (hd_campaign_game_has_umpire (game) || (!opening && hd_campaign_game_is_unlocked (game))
      || (opening && war_over (game) && hd_campaign_game_open_master (game, NULL, NULL, NULL)))
    return TRUE;
  /* TRANSLATORS: a prompt on the terminal; the PIN typed is not shown */
  lincoln = read_pin (_("This campaign has no umpire. President Lincoln’s PIN:"));
  /* TRANSLATORS: a prompt on the terminal; the PIN typed is not shown */
  davis = lincoln != NULL ? read_pin (_("President Davis’s PIN:")) : NULL;
  if (davis == NULL)
    {
      g_printerr (_("Both presidents’ PINs are needed, one a line: nothing was done.\n"));
      return FALSE;
    }
  if ((!hd_campaign_game_is_unlocked (game) && !hd_campaign_game_unlock (game, lincoln, davis, &altered, &error))
      || (opening && !hd_campaign_game_open_master (game, lincoln, davis, &error)))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  if (altered != G_MAXUINT)
    /* TRANSLATORS: %u counts the campaign's actions from 1 */
    g_printerr (_("The campaign’s file was changed by hand from action %u on; the campaign records it for both "
                  "presidents.\n"), altered + 1);
  return TRUE;
}

/* `campaign new --no-umpire`: both presidents' PINs asked, and the
 * campaign played without an umpire (issue 35, item 11). */
static gboolean
go_without_umpire (HdCampaignGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *lincoln = read_pin (_("President Lincoln’s new PIN:"));
  g_autofree char *davis = lincoln != NULL ? read_pin (_("President Davis’s new PIN:")) : NULL;

  if (davis == NULL)
    {
      g_printerr (_("Both presidents’ PINs are needed, one a line: nothing was done.\n"));
      return FALSE;
    }
  if (hd_campaign_game_go_without_umpire (game, lincoln, davis, &error))
    return TRUE;
  g_printerr ("%s\n", error->message);
  return FALSE;
}

/* The master of the save at @path, without an umpire, opened with both
 * PINs and the opening written back into the save, where both
 * presidents read it (nothing needed with an umpire or after the war). */
static gboolean
open_and_keep (HdCampaignGame *game,
               const char     *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(HdFileLock) lock = NULL;
  guint before = hd_log_get_n_actions (HD_LOG (game));

  if (hd_campaign_game_has_umpire (game))
    return TRUE;
  lock = hd_cli_claim_save (file);
  if (lock == NULL || !hd_cli_campaign_unlock (game, TRUE))
    return FALSE;
  if (hd_log_get_n_actions (HD_LOG (game)) != before && !hd_log_save (HD_LOG (game), file, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

/* --- export --- */

/* The campaign save @bytes as a transcript on standard output; a set-up
 * of the umpire's own is written to @setup_out, which the transcript's
 * first line names. */
int
hd_cli_campaign_export (HdMap      *map,
                        GBytes     *bytes,
                        const char *source,
                        const char *setup_out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = hd_campaign_game_new_from_bytes (map, bytes, source, &error);
  g_autofree char *text = NULL;

  if (game == NULL)
    return hd_cli_load_failed (error);
  /* the whole log is the master view's */
  if (!open_and_keep (game, source))
    return 2;
  if (setup_out == NULL && !hd_campaign_game_has_default_setup (game))
    {
      /* TRANSLATORS: %s the campaign save being exported */
      g_printerr (_("%s began from a set-up of its own, which a transcript cannot hold: give --setup-out FILE to "
                    "write it beside the transcript.\n"), source);
      return 1;
    }
  if (setup_out != NULL)
    {
      g_autoptr(GBytes) setup = hd_campaign_game_get_setup (game);

      if (!hd_cli_write_file (setup_out, setup, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }
  text = hd_log_write_transcript (HD_LOG (game), setup_out);
  g_print ("%s", text);
  return 0;
}

/* --- campaign new --- */

/* --- the chronicle --- */

/* A campaign from @path: a transcript or a save; NULL (and @status) if
 * it is neither or cannot be read. */
HdCampaignGame *
hd_cli_campaign_load (const char *path,
               int        *status,
               gboolean   *is_save)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GBytes) bytes = hd_file_load (file, HD_CAMPAIGN_GAME_MAX_BYTES, &error);
  g_autoptr(HdMap) map = NULL;
  HdCampaignGame *game;
  gsize len;
  const char *text;

  *status = 1;
  *is_save = FALSE;
  if (bytes == NULL)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  text = g_bytes_get_data (bytes, &len);
  if (text != NULL && hd_campaign_game_is_campaign_transcript (text, (gssize) len))
    return load_campaign_transcript (path, bytes, status);
  if (!hd_campaign_game_is_campaign_file (bytes))
    {
      /* TRANSLATORS: %s is a file name */
      g_printerr (_("%s is not a Campaign Game: neither its transcript nor its save.\n"), path);
      return NULL;
    }
  *is_save = TRUE;
  map = hd_map_new_default (&error);
  game = map != NULL ? hd_campaign_game_new_from_bytes (map, bytes, path, &error) : NULL;
  if (game == NULL)
    g_printerr ("%s\n", error->message);
  else
    *status = 0;
  return game;
}

/* Whether @viewer may read @game (a save at @path, or a transcript):
 * the umpire's seat of a save without an umpire only once both PINs
 * opened its master (open_and_keep). */
static gboolean
may_read (HdCampaignGame         *game,
          const char             *path,
          const HdCampaignViewer *viewer,
          gboolean                is_save)
{
  return !is_save || hd_campaign_viewer_get_role (viewer) != HD_VIEWER_UMPIRE || open_and_keep (game, path);
}

/* `campaign chronicle [--seat SEAT] FILE`: the war told turn by turn,
 * belief beside truth (issue 35, item 12). */
static int
campaign_chronicle (int    argc,
                    char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) viewer = NULL;
  g_autoptr(HdCampaignSheet) sheet = NULL;
  g_autofree char *text = NULL;
  const char *path = NULL, *seat = NULL;
  gboolean is_save;
  int status;

  for (int i = 0; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--seat") && i + 1 < argc && seat == NULL)
        seat = argv[++i];
      else if (path == NULL && argv[i][0] != '-')
        path = argv[i];
      else
        return hd_cli_usage ();
    }
  if (path == NULL)
    return hd_cli_usage ();
  viewer = hd_cli_campaign_viewer_for_seat (seat);
  if (viewer == NULL)
    return 1;
  game = hd_cli_campaign_load (path, &status, &is_save);
  if (game == NULL)
    return status;
  if (!may_read (game, path, viewer, is_save))
    return 2;
  sheet = hd_campaign_game_write_chronicle (game, viewer, &error);
  if (sheet == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  text = hd_campaign_sheet_to_text (sheet);
  g_print ("%s", text);
  return 0;
}

/* `campaign new [--setup-out FILE] [--save FILE]`: the built-in set-up
 * of July 1861 as a set-up file the umpire can edit and share, and/or a
 * new campaign's save; `campaign chronicle`. */
int
hd_cli_campaign (int    argc,
                 char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  const char *setup_out = NULL, *save = NULL;
  gboolean no_umpire = FALSE;

  if (argc >= 1 && g_str_equal (argv[0], "chronicle"))
    return campaign_chronicle (argc - 1, argv + 1);
  if (argc < 1 || !g_str_equal (argv[0], "new"))
    return hd_cli_usage ();
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--setup-out") && i + 1 < argc && setup_out == NULL)
        setup_out = argv[++i];
      else if (g_str_equal (argv[i], "--save") && i + 1 < argc && save == NULL)
        save = argv[++i];
      else if (g_str_equal (argv[i], "--no-umpire") && !no_umpire)
        no_umpire = TRUE;
      else
        return hd_cli_usage ();
    }
  if ((setup_out == NULL && save == NULL) || (no_umpire && save == NULL))
    return hd_cli_usage ();
  map = hd_map_new_default (&error);
  if (map != NULL)
    game = hd_campaign_game_new (map, &error);
  if (game != NULL && no_umpire && !go_without_umpire (game))
    return 2;
  if (game != NULL && setup_out != NULL)
    {
      g_autoptr(GBytes) setup = hd_campaign_game_get_setup (game);
      if (!hd_cli_write_file (setup_out, setup, &error))
        g_clear_object (&game);
    }
  if (game != NULL && save != NULL)
    {
      g_autoptr(GFile) out = g_file_new_for_commandline_arg (save);
      g_autoptr(HdFileLock) lock = hd_cli_claim_save (out);

      if (lock == NULL)
        return 1;
      if (!hd_log_save (HD_LOG (game), out, &error))
        g_clear_object (&game);
    }
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}
