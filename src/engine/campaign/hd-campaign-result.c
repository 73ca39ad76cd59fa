/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-result.c: a battle's results typed back from the table
 * (Campaign 9.5-9.58, 9.6, 10.1): each day's losses, division states,
 * reinforcements arrived and the night's choice ("battle-day"); night
 * recovery of half the day's losses (9.51, R7) and the division states of
 * the next day (9.52-9.54); the end of the battle, its winner (R23), the
 * last day's recovery (10.1) and the promotion picks (10.32)
 * ("battle-end"). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hd-campaign-battle.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-result.h"
#include "hd-excerpt.h"
#include "hd-rules.h"

typedef struct {
  guint                   division;
  HdCampaignDivisionState state;
} DivisionState;

/* "DIV:fresh|exhausted|broken,..." (empty if absent), NULL on a bad item. */
static GArray *
parse_states (const HdCampaignAction *action,
              GError                **error)
{
  const char *text = hd_campaign_action_get (action, "states");
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (DivisionState));
  g_auto(GStrv) items = NULL;

  if (text == NULL || text[0] == '\0')
    return g_steal_pointer (&out);
  items = g_strsplit (text, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], ":", 2);
      DivisionState d = { 0 };
      char *end = NULL;

      if (parts[0] != NULL && parts[1] != NULL)
        d.division = (guint) g_ascii_strtoull (parts[0], &end, 10);
      if (end == NULL || end == parts[0] || *end != '\0' || !hd_campaign_division_state_from_string (parts[1], &d.state))
        {
          g_autofree char *shown = hd_excerpt (items[i], -1);

          g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                       _("“states” takes DIVISION:fresh, DIVISION:exhausted or DIVISION:broken, and “%s” is not "
                         "one"), shown);
          return NULL;
        }
      g_array_append_val (out, d);
    }
  return g_steal_pointer (&out);
}

static const HdCampaignBattle *
table_battle (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  const HdCampaignBattle *b;
  guint id;

  if (!hd_campaign_action_get_uint (action, "battle", &id, error))
    return NULL;
  b = hd_campaign_battle_lookup (c, id);
  if (b == NULL)
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT, _("there is no battle number %u"), id);
      return NULL;
    }
  if (c->phase != HD_PHASE_BATTLE)
    {
      hd_rules_refuse (error, "Campaign 5", _("battles are resolved in the Battle Phase, and this is the %s"),
                       hd_phase_get_label (c->phase));
      return NULL;
    }
  if (b->state != HD_BATTLE_TABLE)
    {
      hd_rules_refuse (error, "Campaign 9", _("battle %u is not being fought on the table"), id);
      return NULL;
    }
  return b;
}

/* --- arrivals (9.4) --- */

/* 9.4 for all of a day's arrivals together: from each box holding the
 * enemy, the defender's corps leaving this day (not only each one alone)
 * must leave there as many corps as the enemy moved in. */
static gboolean
check_arrivals_leave_enough (const HdCampaign *c,
                             const GArray     *arrived,
                             GError          **error)
{
  for (guint i = 0; i < arrived->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (arrived, guint, i));
      HdSide enemy = hd_side_get_enemy (f->side);
      g_autoptr(GArray) own = NULL;
      guint leaving = 0, staying, moved;

      if (!hd_campaign_has_troops_at (c, f->box, enemy))
        continue;
      for (guint j = 0; j < arrived->len; j++)
        {
          const HdCampaignFormation *g = hd_campaign_lookup_formation (c, g_array_index (arrived, guint, j));
          if (g->box == f->box && g->side == f->side)
            leaving += hd_campaign_battle_corps_weight (g->kind);
        }
      own = hd_campaign_list_formations_at (c, f->box, f->side);
      staying = hd_campaign_battle_count_corps (c, own);
      staying = staying > leaving ? staying - leaving : 0;
      moved = hd_campaign_battle_corps_moved_in (c, f->box, enemy);
      if (staying < moved)
        /* TRANSLATORS: %1$s a box; %2$u corps that would stay; %3$u the enemy's corps moved in */
        return hd_rules_refuse (error, "Campaign 9.4",
                                ngettext ("together these reinforcements would leave %2$u corps at %1$s against "
                                          "the %3$u the enemy moved in; as many must stay",
                                          "together these reinforcements would leave %2$u corps at %1$s against "
                                          "the %3$u the enemy moved in; as many must stay", staying),
                                hd_map_get_box (c->map, f->box)->name, staying, moved);
    }
  return TRUE;
}

/* The formations "arrived=" names, each eligible to reinforce (9.4); the
 * stands they bring in @stands. */
static gboolean
check_arrivals (const HdCampaign       *c,
                const HdCampaignBattle *b,
                const GArray           *arrived,
                GArray                 *stands,
                GError                **error)
{
  for (guint i = 0; i < arrived->len; i++)
    {
      guint id = g_array_index (arrived, guint, i);
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);
      g_autoptr(GArray) options = NULL;
      g_autoptr(GArray) under = NULL;
      gboolean ok = FALSE;

      if (f == NULL)
        {
          g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT, _("there is no formation number %u"), id);
          return FALSE;
        }
      options = hd_campaign_battle_list_reinforcements (c, b, f->side);
      for (guint j = 0; j < options->len; j++)
        {
          const HdCampaignReinforcement *r = &g_array_index (options, HdCampaignReinforcement, j);

          if (r->formation == id && !r->eligible)
            return hd_rules_refuse (error, "Campaign 9.4", "%s", r->reason);
          ok |= r->formation == id;
        }
      if (!ok)
        return hd_rules_refuse (error, "Campaign 9.4",
                                _("%s is not in a box next to the battle: reinforcements come from adjacent boxes "
                                  "linked to it"), f->name);
      under = hd_campaign_list_all_stands (c, id);
      g_array_append_vals (stands, under->data, under->len);
    }
  return check_arrivals_leave_enough (c, arrived, error);
}

/* A corps brings the divisions standing with it. */
static void
apply_arrival (HdCampaign       *c,
               HdCampaignBattle *b,
               guint             id)
{
  HdCampaignFormation *f = hd_campaign_find_formation (c, id);
  g_autoptr(GArray) children = hd_campaign_list_children (c, id);
  guint from = f->box;

  hd_campaign_intel_move_formation (c, id, b->box);
  hd_campaign_battle_join (c, b, id);
  for (guint i = 0; i < children->len; i++)
    {
      HdCampaignFormation *child = hd_campaign_find_formation (c, g_array_index (children, guint, i));

      if (child->box == from)
        {
          hd_campaign_intel_move_formation (c, child->id, b->box);
          hd_campaign_battle_join (c, b, child->id);
        }
    }
}

/* --- the night (9.51-9.54, 9.58) --- */

static gboolean
get_night (const HdCampaignAction *action,
           HdSide                  side,
           gboolean               *given,
           gboolean               *withdraw,
           GError                **error)
{
  g_autofree char *key = g_strdup_printf ("%s-night", hd_side_to_string (side));
  const char *value = hd_campaign_action_get (action, key);

  if (value == NULL)
    value = hd_campaign_action_get (action, "night");
  *given = value != NULL;
  *withdraw = g_strcmp0 (value, "withdraw") == 0;
  if (value != NULL && !*withdraw && !g_str_equal (value, "stay"))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“%s” is “stay” or “withdraw”"), key);
      return FALSE;
    }
  return TRUE;
}

/* Adds to @own the formations of @arrived (the day's reinforcements, not
 * yet in the box) of @side that will withdraw on their own: a corps or an
 * army's staff, a division whose corps neither stands in the box nor
 * arrives with it. */
static void
add_arriving (const HdCampaign       *c,
              const HdCampaignBattle *b,
              HdSide                  side,
              const GArray           *arrived,
              GArray                 *own)
{
  for (guint i = 0; arrived != NULL && i < arrived->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (arrived, guint, i));
      const HdCampaignFormation *p = f != NULL ? hd_campaign_lookup_formation (c, f->parent) : NULL;

      if (f == NULL || f->side != side || hd_campaign_battle_array_has (own, f->id))
        continue;
      if (f->kind == HD_FORMATION_ARMY || hd_formation_kind_is_corps (f->kind) || p == NULL
          || p->kind == HD_FORMATION_ARMY || (p->box != b->box && !hd_campaign_battle_array_has (arrived, p->id)))
        g_array_append_val (own, f->id);
    }
}

static gboolean
parse_withdrawal (const HdCampaign       *c,
                  const HdCampaignBattle *b,
                  HdSide                  side,
                  const HdCampaignAction *action,
                  const GArray           *arrived,
                  GArray                 *ids,
                  GArray                 *boxes,
                  GError                **error)
{
  g_autofree char *key = g_strdup_printf ("%s-to", hd_side_to_string (side));
  const char *text = hd_campaign_action_get (action, key);
  g_autoptr(GArray) own = NULL;
  guint to;

  if (text == NULL || strchr (text, '@') == NULL)
    {
      if (!hd_campaign_args_get_box (c, action, key, &to, error))
        return FALSE;
      g_array_append_val (boxes, to);
      return TRUE;
    }
  if (!hd_campaign_args_split_placements (c, text, ids, boxes))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“%s” is a box, or a list of FORMATION@BOX such as 12@manassas-junction"), key);
      return FALSE;
    }
  own = hd_campaign_battle_list_withdrawing (c, b, side);
  add_arriving (c, b, side, arrived, own);
  for (guint i = 0; i < ids->len; i++)
    if (!hd_campaign_battle_array_has (own, g_array_index (ids, guint, i))
        || hd_campaign_args_listed_before (ids, i))
      return hd_rules_refuse (error, "Campaign 9.58",
                              _("formation %u is not one that withdraws from %s on its own (a corps, an army’s "
                                "staff, a division away from its corps), or is named twice"),
                              g_array_index (ids, guint, i), hd_map_get_box (c->map, b->box)->name);
  if (ids->len != own->len)   /* so at least two: each listed is one of them, once */
    return hd_rules_refuse (error, "Campaign 9.58",
                            _("every stand able to leave the table withdraws: name each of the %u formations of the "
                              "%s in %s"), own->len, hd_side_get_noun (side), hd_map_get_box (c->map, b->box)->name);
  return TRUE;
}

/* The defender's units withdraw together to one box (9, 9.58); the
 * attacker's may part. */
static gboolean
check_withdrawal_boxes (const HdCampaign       *c,
                        const HdCampaignBattle *b,
                        HdSide                  side,
                        const GArray           *boxes,
                        GError                **error)
{
  for (guint i = 0; i < boxes->len; i++)
    {
      if (side != b->attacker && g_array_index (boxes, guint, i) != g_array_index (boxes, guint, 0))
        return hd_rules_refuse (error, "Campaign 9.58",
                                _("all of the defender’s units withdraw together, to one box"));
      if (!hd_campaign_battle_check_withdrawal (c, b, side, g_array_index (boxes, guint, i), "Campaign 9.58", error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_night (const HdCampaign       *c,
             const HdCampaignBattle *b,
             const HdCampaignAction *action,
             const GArray           *arrived,
             GError                **error)
{
  gboolean given[HD_N_SIDES] = { 0 }, withdraw[HD_N_SIDES] = { 0 };

  for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
    if (!get_night (action, s, &given[s], &withdraw[s], error))
      return FALSE;
  if (given[HD_SIDE_UNION] != given[HD_SIDE_CONFEDERATE])
    return hd_rules_refuse (error, "Campaign 9.58", _("at nightfall both sides write down whether they stay or "
                                                      "withdraw: give both"));
  for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
    {
      g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (guint));

      if (withdraw[s] && (!parse_withdrawal (c, b, s, action, arrived, ids, boxes, error)
                          || !check_withdrawal_boxes (c, b, s, boxes, error)))
        return FALSE;
    }
  return TRUE;
}

/* --- checking a day --- */

static gboolean
check_divisions_named (const HdCampaign       *c,
                       const HdCampaignBattle *b,
                       const GArray           *ids,
                       const GArray           *arrived,
                       GError                **error)
{
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);
      gboolean arriving = f != NULL && (hd_campaign_battle_array_has (arrived, id)
                                        || hd_campaign_battle_array_has (arrived, f->parent));

      if (f == NULL || f->kind != HD_FORMATION_DIVISION
          || (!hd_campaign_battle_array_has (b->present, id) && !arriving))
        return hd_rules_refuse (error, "Campaign 9.5", _("formation %u is no division in the battle of %s"), id,
                                hd_map_get_box (c->map, b->box)->name);
    }
  return TRUE;
}

static GArray *
optional_uints (const HdCampaignAction *action,
                const char             *key,
                GError                **error)
{
  if (hd_campaign_action_get (action, key) == NULL)
    return g_array_new (FALSE, FALSE, sizeof (guint));
  return hd_campaign_action_get_uints (action, key, error);
}

static gboolean
day_check (const HdCampaign       *c,
           const HdCampaignAction *action,
           GError                **error)
{
  const HdCampaignBattle *b = table_battle (c, action, error);
  g_autoptr(GArray) arrived = NULL, stands = NULL, losses = NULL, states = NULL, engaged = NULL, ok = NULL;
  g_autoptr(GArray) named = g_array_new (FALSE, FALSE, sizeof (guint));
  guint total;

  if (b == NULL)
    return FALSE;
  if (b->closed)
    return hd_rules_refuse (error, "Campaign 9.6", _("the battle of %s has ended: its result is awaited"),
                            hd_map_get_box (c->map, b->box)->name);
  stands = g_array_new (FALSE, FALSE, sizeof (guint));
  if ((arrived = optional_uints (action, "arrived", error)) == NULL
      || !check_arrivals (c, b, arrived, stands, error)
      || (losses = hd_campaign_battle_parse_losses (action, "losses", error)) == NULL
      || !hd_campaign_battle_check_losses (c, b, losses, stands, "Campaign 9.5", &total, error)
      || (states = parse_states (action, error)) == NULL
      || (engaged = optional_uints (action, "engaged", error)) == NULL
      || (ok = optional_uints (action, "exhausted-ok", error)) == NULL)
    return FALSE;
  for (guint i = 0; i < states->len; i++)
    g_array_append_val (named, g_array_index (states, DivisionState, i).division);
  g_array_append_vals (named, engaged->data, engaged->len);
  g_array_append_vals (named, ok->data, ok->len);
  return check_divisions_named (c, b, named, arrived, error) && check_night (c, b, action, arrived, error);
}

/* --- applying a day --- */

static HdCampaignBattleDivision *
division_record (HdCampaignBattle *b,
                 guint             division)
{
  return (HdCampaignBattleDivision *) hd_campaign_battle_get_division (b, division);
}

static void
apply_losses (HdCampaign             *c,
              HdCampaignBattle       *b,
              const GArray           *losses)
{
  for (guint i = 0; i < losses->len; i++)
    {
      HdCampaignBattleLoss l = g_array_index (losses, HdCampaignBattleLoss, i);
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, l.stand);
      HdCampaignBattleDivision *d = division_record (b, s->formation);

      if (l.lost == 0)
        continue;
      hd_campaign_battle_mark_engaged (c, b, l.stand);
      if (d != NULL)
        d->record += l.lost;
      if (l.lost < s->sp)
        g_array_append_val (b->day_losses, l);
      hd_campaign_battle_take_losses (c, l.stand, l.lost);
    }
}

static void
remove_uint (GArray *array,
             guint   value)
{
  for (guint i = array->len; i-- > 0;)
    if (g_array_index (array, guint, i) == value)
      g_array_remove_index (array, i);
}

static void
add_uint (GArray *array,
          guint   value)
{
  if (!hd_campaign_battle_array_has (array, value))
    g_array_append_val (array, value);
}

/* The day's states (9.52-9.54) kept until the night; exhaustion without
 * collapse noted for 10.32. */
static void
apply_states (HdCampaignBattle *b,
              const GArray     *states,
              const GArray     *engaged,
              const GArray     *ok,
              HdCampaignDivisionState *end_state)
{
  for (guint i = 0; i < b->divisions->len; i++)
    end_state[i] = HD_DIVISION_FRESH;
  for (guint i = 0; i < states->len; i++)
    {
      const DivisionState *d = &g_array_index (states, DivisionState, i);

      for (guint j = 0; j < b->divisions->len; j++)
        if (g_array_index (b->divisions, HdCampaignBattleDivision, j).division == d->division)
          end_state[j] = d->state;
      if (d->state == HD_DIVISION_EXHAUSTED)
        add_uint (b->exhausted_ok, d->division);
      else if (d->state == HD_DIVISION_BROKEN)
        remove_uint (b->exhausted_ok, d->division);
    }
  for (guint i = 0; i < engaged->len; i++)
    add_uint (b->engaged, g_array_index (engaged, guint, i));
  for (guint i = 0; i < ok->len; i++)
    add_uint (b->exhausted_ok, g_array_index (ok, guint, i));
}

static int
by_loss (gconstpointer a,
         gconstpointer b)
{
  const HdCampaignBattleLoss *la = a, *lb = b;

  if (la->lost != lb->lost)
    return la->lost > lb->lost ? -1 : 1;
  return la->stand < lb->stand ? -1 : la->stand > lb->stand;
}

/* Half of @side's losses of the day, rounded up, back stand by stand in
 * proportion to each stand's losses, the largest first for the rounding,
 * never above a stand's SP at the battle's start (9.51, 10.1; R7).  Each
 * stand's share is written into its loss record's @lost (the rest are 0). */
static void
recover_side (HdCampaign *c,
              GArray     *losses,
              HdSide      side)
{
  guint total = 0, share = 0, given = 0;

  for (guint i = 0; i < losses->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (losses, HdCampaignBattleLoss, i).stand);

      if (s != NULL && s->side == side)
        total += g_array_index (losses, HdCampaignBattleLoss, i).lost;
    }
  share = (total + 1) / 2;
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < losses->len && total > 0; i++)
      {
        HdCampaignBattleLoss *l = &g_array_index (losses, HdCampaignBattleLoss, i);
        HdCampaignStand *s = hd_campaign_find_stand (c, l->stand);
        guint back = pass == 0 ? l->lost * share / total : (given < share);

        /* a stand the umpire has removed since recovers nothing */
        if (s == NULL || s->side != side)
          continue;
        back = MIN (back, MIN (l->lost, s->sp_start > s->sp ? s->sp_start - s->sp : 0));
        s->sp += back;
        l->lost -= back;
        given += back;
      }
}

/* Recovers the day's losses (sorted largest first, R7); returns the SP
 * each stand got back (HdCampaignBattleLoss). */
static GArray *
recover_day (HdCampaign       *c,
             HdCampaignBattle *b)
{
  g_autoptr(GArray) before = NULL;
  GArray *recovered = g_array_new (FALSE, TRUE, sizeof (HdCampaignBattleLoss));

  g_array_sort (b->day_losses, by_loss);
  before = g_array_copy (b->day_losses);
  for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
    recover_side (c, b->day_losses, s);
  for (guint i = 0; i < before->len; i++)
    {
      HdCampaignBattleLoss l = g_array_index (before, HdCampaignBattleLoss, i);

      l.lost -= g_array_index (b->day_losses, HdCampaignBattleLoss, i).lost;
      g_array_append_val (recovered, l);
    }
  g_array_set_size (b->day_losses, 0);
  return recovered;
}

/* The night: recovered losses come off the exhaustion record of a
 * division that is not broken (9.52, 9.53) and stay on a broken one's,
 * which starts the day exhausted (9.54). */
static void
apply_night (HdCampaign              *c,
             HdCampaignBattle        *b,
             const HdCampaignDivisionState *end_state)
{
  g_autoptr(GArray) recovered = recover_day (c, b);

  for (guint i = 0; i < b->divisions->len; i++)
    {
      HdCampaignBattleDivision *d = &g_array_index (b->divisions, HdCampaignBattleDivision, i);

      for (guint j = 0; end_state[i] != HD_DIVISION_BROKEN && j < recovered->len; j++)
        {
          const HdCampaignBattleLoss *l = &g_array_index (recovered, HdCampaignBattleLoss, j);
          const HdCampaignStand *s = hd_campaign_lookup_stand (c, l->stand);

          if (s != NULL && s->formation == d->division)
            d->record -= MIN (d->record, l->lost);
        }
      d->state = end_state[i] == HD_DIVISION_BROKEN ? HD_DIVISION_EXHAUSTED : HD_DIVISION_FRESH;
    }
}

static void
apply_withdrawals (HdCampaign             *c,
                   HdCampaignBattle       *b,
                   const HdCampaignAction *action)
{
  for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
    {
      g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (guint));
      gboolean given, withdraw;

      get_night (action, s, &given, &withdraw, NULL);
      if (!withdraw)
        continue;
      /* checked by day_check before the arrivals came in: they are in now */
      if (!parse_withdrawal (c, b, s, action, NULL, ids, boxes, NULL) || boxes->len == 0)
        g_return_if_reached ();
      for (guint i = 0; i < ids->len; i++)
        hd_campaign_battle_withdraw_part (c, b, g_array_index (ids, guint, i), g_array_index (boxes, guint, i));
      hd_campaign_battle_withdraw (c, b, s, g_array_index (boxes, guint, boxes->len - 1));
    }
}

static void
day_apply (HdCampaign             *c,
           const HdCampaignAction *action)
{
  g_autoptr(GArray) arrived = optional_uints (action, "arrived", NULL);
  g_autoptr(GArray) losses = hd_campaign_battle_parse_losses (action, "losses", NULL);
  g_autoptr(GArray) states = parse_states (action, NULL);
  g_autoptr(GArray) engaged = optional_uints (action, "engaged", NULL);
  g_autoptr(GArray) ok = optional_uints (action, "exhausted-ok", NULL);
  g_autofree HdCampaignDivisionState *end_state = NULL;
  gboolean given, withdraw[HD_N_SIDES] = { 0 };
  guint id = 0;
  HdCampaignBattle *b;

  hd_campaign_action_get_uint (action, "battle", &id, NULL);
  b = hd_campaign_battle_find (c, id);
  for (guint i = 0; i < arrived->len; i++)
    apply_arrival (c, b, g_array_index (arrived, guint, i));
  apply_losses (c, b, losses);
  end_state = g_new0 (HdCampaignDivisionState, b->divisions->len + 1);
  apply_states (b, states, engaged, ok, end_state);
  b->day++;
  for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
    get_night (action, s, &given, &withdraw[s], NULL);
  if (!given || withdraw[HD_SIDE_UNION] || withdraw[HD_SIDE_CONFEDERATE])
    {
      b->closed = TRUE;
      apply_withdrawals (c, b, action);
      return;
    }
  apply_night (c, b, end_state);
}

static char *
day_describe (const HdCampaign       *c,
              const HdCampaignAction *action)
{
  const HdCampaignBattle *b;
  guint id = 0;

  hd_campaign_action_get_uint (action, "battle", &id, NULL);
  b = hd_campaign_battle_lookup (c, id);
  /* TRANSLATORS: "Day 1 of the battle of Manassas is entered." */
  return g_strdup_printf (_("Day %u of the battle of %s is entered."), b != NULL ? b->day + 1 : 1,
                          b != NULL ? hd_map_get_box (c->map, b->box)->name : "?");
}

/* A fair sample: a few stands lose a strength point or two, and the
 * night is quiet, or the day ends the battle. */
static GPtrArray *
day_candidates (const HdCampaign *c)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint i = 0; i < c->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (c->battles, HdCampaignBattle, i);
      GString *losses = g_string_new (NULL);

      if (b->state != HD_BATTLE_TABLE || b->closed)
        {
          g_string_free (losses, TRUE);
          continue;
        }
      for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
        {
          g_autoptr(GArray) stands = hd_campaign_battle_list_stands (c, b, s);

          for (guint j = 0; j < stands->len && j < 3; j++)
            {
              const HdCampaignStand *st = hd_campaign_lookup_stand (c, g_array_index (stands, guint, j));

              g_string_append_printf (losses, "%s%u:%u", losses->len ? "," : "", st->id,
                                      (guint) g_random_int_range (0, (gint) MIN (st->sp, 2u) + 1));
            }
        }
      for (guint night = 0; night < 2; night++)
        {
          HdCampaignAction *a = hd_campaign_action_new ("battle-day");

          hd_campaign_action_set_uint (a, "battle", b->id);
          hd_campaign_action_set (a, "losses", losses->str);
          if (night)
            hd_campaign_action_set (a, "night", "stay");
          g_ptr_array_add (out, a);
        }
      g_string_free (losses, TRUE);
    }
  return out;
}

/* --- battle-end battle= winner= holds-town= to= (9.6, 10.1, 10.32) --- */

HdSide
hd_campaign_result_propose_winner (const HdCampaign       *c,
                                   const HdCampaignBattle *b,
                                   gboolean                holds_town)
{
  gboolean attacker = hd_campaign_has_troops_at (c, b->box, b->attacker);
  gboolean defender = hd_campaign_has_troops_at (c, b->box, hd_campaign_battle_defender (b));

  if (attacker && (!defender || holds_town))
    return b->attacker;
  if (defender)
    return hd_campaign_battle_defender (b);
  return HD_SIDE_NEUTRAL;
}

static gboolean
get_winner (const HdCampaignAction *action,
            HdSide                 *winner,
            gboolean               *town,
            GError                **error)
{
  const char *name = hd_campaign_action_get (action, "winner");
  const char *holds = hd_campaign_action_get (action, "holds-town");

  if (g_strcmp0 (name, "none") == 0)
    *winner = HD_SIDE_NEUTRAL;
  else if (name == NULL || !hd_side_from_string (name, winner) || *winner == HD_SIDE_NEUTRAL)
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“battle-end” needs “union”, “confederate” or “none” for “winner”"));
      return FALSE;
    }
  *town = g_strcmp0 (holds, "yes") == 0;
  if (holds != NULL && !*town && !g_str_equal (holds, "no"))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT, _("“holds-town” is “yes” or “no”"));
      return FALSE;
    }
  return TRUE;
}

/* Whether the loser of a battle still shares its box with the winner and
 * has a box to go to: then it must withdraw (9.6). */
gboolean
hd_campaign_result_loser_must_leave (const HdCampaign       *c,
                                     const HdCampaignBattle *b,
                                     HdSide                  winner)
{
  HdSide loser;
  g_autoptr(GArray) boxes = NULL;

  if (winner == HD_SIDE_NEUTRAL)
    return FALSE;
  loser = hd_side_get_enemy (winner);
  boxes = hd_campaign_battle_list_withdrawal_boxes (c, b, loser);
  return hd_campaign_has_troops_at (c, b->box, loser) && hd_campaign_has_troops_at (c, b->box, winner)
         && boxes->len > 0;
}

static gboolean
end_check (const HdCampaign       *c,
           const HdCampaignAction *action,
           GError                **error)
{
  const HdCampaignBattle *b = table_battle (c, action, error);
  HdSide winner;
  gboolean town;
  guint to;

  if (b == NULL || !get_winner (action, &winner, &town, error))
    return FALSE;
  if (b->day == 0)
    return hd_rules_refuse (error, "Campaign 9.6", _("no day of the battle of %s has been entered yet: type the "
                                                     "day’s result first"), hd_map_get_box (c->map, b->box)->name);
  if (!hd_campaign_result_loser_must_leave (c, b, winner))
    return TRUE;
  if (hd_campaign_action_get (action, "to") == NULL)
    return hd_rules_refuse (error, "Campaign 9.6", _("the %s lost and still stands in %s: give the box it withdraws "
                                                     "to"), hd_side_get_noun (hd_side_get_enemy (winner)),
                            hd_map_get_box (c->map, b->box)->name);
  return hd_campaign_args_get_box (c, action, "to", &to, error)
         && hd_campaign_battle_check_withdrawal (c, b, hd_side_get_enemy (winner), to, "Campaign 9.6", error);
}

static void
end_apply (HdCampaign             *c,
           const HdCampaignAction *action)
{
  HdSide winner = HD_SIDE_NEUTRAL;
  gboolean town = FALSE;
  guint id = 0, to;
  HdCampaignBattle *b;

  hd_campaign_action_get_uint (action, "battle", &id, NULL);
  b = hd_campaign_battle_find (c, id);
  get_winner (action, &winner, &town, NULL);
  g_array_unref (recover_day (c, b));
  if (hd_campaign_result_loser_must_leave (c, b, winner) && hd_campaign_args_get_box (c, action, "to", &to, NULL))
    hd_campaign_battle_withdraw (c, b, hd_side_get_enemy (winner), to);
  hd_campaign_battle_settle (c, b);
  b->state = HD_BATTLE_OVER;
  b->closed = TRUE;
  b->winner = winner;
  b->holds_town = town;
  for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
    b->picks[s] = s == winner ? 3 : 1;
  if (winner != HD_SIDE_NEUTRAL)
    hd_campaign_battle_add_win (c, b, winner, HD_WIN_TABLE);
}

static char *
end_describe (const HdCampaign       *c,
              const HdCampaignAction *action)
{
  const HdCampaignBattle *b;
  HdSide winner = HD_SIDE_NEUTRAL;
  gboolean town = FALSE;
  guint id = 0;
  const char *place;

  hd_campaign_action_get_uint (action, "battle", &id, NULL);
  b = hd_campaign_battle_lookup (c, id);
  place = b != NULL ? hd_map_get_box (c->map, b->box)->name : "?";
  get_winner (action, &winner, &town, NULL);
  if (winner == HD_SIDE_NEUTRAL)
    return g_strdup_printf (_("The battle of %s ends with no winner."), place);
  /* TRANSLATORS: "The battle of Manassas ends: the Confederacy wins." */
  return g_strdup_printf (_("The battle of %s ends: the %s wins."), place, hd_side_get_noun (winner));
}

static GPtrArray *
end_candidates (const HdCampaign *c)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint i = 0; i < c->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (c->battles, HdCampaignBattle, i);
      HdSide winner = hd_campaign_result_propose_winner (c, b, FALSE);
      HdCampaignAction *a;

      if (b->state != HD_BATTLE_TABLE || b->day == 0)
        continue;
      a = hd_campaign_action_new ("battle-end");
      hd_campaign_action_set_uint (a, "battle", b->id);
      hd_campaign_action_set (a, "winner", winner == HD_SIDE_NEUTRAL ? "none" : hd_side_to_string (winner));
      hd_campaign_action_set (a, "holds-town", "no");
      if (hd_campaign_result_loser_must_leave (c, b, winner))
        {
          g_autoptr(GArray) boxes = hd_campaign_battle_list_withdrawal_boxes (c, b, hd_side_get_enemy (winner));

          hd_campaign_action_set (a, "to", hd_map_get_box (c->map, g_array_index (boxes, guint, 0))->id);
        }
      g_ptr_array_add (out, a);
    }
  return out;
}

const HdCampaignActionType hd_campaign_result_actions[] = {
  { "battle-day", "Campaign 9.5", FALSE, day_check, day_apply, day_describe, day_candidates },
  { "battle-end", "Campaign 9.6", FALSE, end_check, end_apply, end_describe, end_candidates },
};
const guint hd_campaign_result_n_actions = G_N_ELEMENTS (hd_campaign_result_actions);
