/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-promotion.c: promotions in the Promotion Phase (Campaign
 * 10.2-10.32): training two divisions a side from Green to Trained
 * (10.31, R24), the combat promotions picked after a battle (10.32, R6),
 * corps troops following their corps' majority, each stand once a Game
 * Turn (10.3); the picks a side may make and why. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-battle.h"
#include "hd-campaign-promotion.h"
#include "hd-rules.h"

#define TRAININGS_PER_PHASE 2

/* --- the steps of status --- */

/* A stand one step up: Green to Trained adds 1 to morale (10.31) up to
 * Trained's 5 (10.22); Elite infantry has 5, Elite artillery 6 (10.23);
 * an Elite cavalry division has one stand of morale 6 at most
 * (@cavalry_six: whether this one may be it). */
static void
step_up (HdCampaignStand *s,
         guint            turn,
         gboolean         cavalry_six)
{
  if (s->status == HD_STATUS_GREEN)
    s->morale = MAX (s->morale, MIN (s->morale + 1, 5u));
  else if (s->arm == HD_ARM_ARTILLERY)
    s->morale = 6;
  else
    s->morale = (s->arm == HD_ARM_CAVALRY && cavalry_six) ? 6 : MAX (s->morale, 5u);
  s->status++;
  s->promoted_turn = turn;
}

static gboolean
has_cavalry_six (const HdCampaign *c,
                 const GArray     *stands)
{
  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (stands, guint, i));

      if (s->arm == HD_ARM_CAVALRY && s->morale >= 6)
        return TRUE;
    }
  return FALSE;
}

/* Promotes the stands of @division at status @from not yet promoted this
 * Game Turn; the count promoted. */
static guint
promote_stands (HdCampaign *c,
                guint       division,
                HdStatus    from)
{
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, division);
  gboolean six = from == HD_STATUS_TRAINED && has_cavalry_six (c, stands);
  guint n = 0;

  for (guint i = 0; i < stands->len; i++)
    {
      HdCampaignStand *s = hd_campaign_find_stand (c, g_array_index (stands, guint, i));
      gboolean this_six = s->arm == HD_ARM_CAVALRY && !six;

      if (s->status != from || s->promoted_turn == c->turn)
        continue;
      step_up (s, c->turn, this_six);
      six |= this_six;
      n++;
    }
  return n;
}

static guint
count_promotable (const HdCampaign *c,
                  guint             division,
                  HdStatus          from)
{
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, division);
  guint n = 0;

  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (stands, guint, i));

      n += s->status == from && s->promoted_turn != c->turn;
    }
  return n;
}

/* Corps troops reach a level when more than half the other stands of
 * their corps have (10.32). */
static void
follow_majority (HdCampaign *c,
                 guint       division)
{
  guint corps = hd_campaign_get_corps_of (c, division);
  g_autoptr(GArray) troops = hd_campaign_list_stands_of (c, corps);
  g_autoptr(GArray) all = hd_campaign_list_all_stands (c, corps);

  for (guint i = 0; corps != HD_CAMPAIGN_NONE && i < troops->len; i++)
    {
      HdCampaignStand *t = hd_campaign_find_stand (c, g_array_index (troops, guint, i));
      guint above = 0, others = 0;

      if (t->status >= HD_STATUS_ELITE || t->promoted_turn == c->turn)
        continue;
      for (guint j = 0; j < all->len; j++)
        {
          const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (all, guint, j));

          if (hd_campaign_battle_array_has (troops, s->id))
            continue;
          others++;
          above += s->status > t->status;
        }
      if (others > 0 && 2 * above > others)
        step_up (t, c->turn, FALSE);
    }
}

/* "1st Division, I Corps": a division's name is not unique. */
static char *
division_title (const HdCampaign          *c,
                const HdCampaignFormation *f)
{
  const HdCampaignFormation *corps = f != NULL ? hd_campaign_lookup_formation (c, f->parent) : NULL;

  if (f == NULL)
    return g_strdup ("?");
  if (corps == NULL)
    return g_strdup (f->name);
  /* TRANSLATORS: a division and its corps, "1st Division, I Corps" */
  return g_strdup_printf (C_("division", "%s, %s"), f->name, corps->name);
}

/* --- the division named --- */

static const HdCampaignFormation *
get_division (const HdCampaign       *c,
              const HdCampaignAction *action,
              const char             *rule,
              GError                **error)
{
  const HdCampaignFormation *f = hd_campaign_args_get_formation (c, action, "division", error);

  if (f == NULL)
    return NULL;
  if (f->kind != HD_FORMATION_DIVISION)
    {
      hd_rules_refuse (error, rule, _("%s is no division: promotions are given to divisions"), f->name);
      return NULL;
    }
  if (c->phase != HD_PHASE_PROMOTION)
    {
      hd_rules_refuse (error, rule, _("promotions are made in the Promotion Phase, and this is the %s"),
                       hd_phase_get_label (c->phase));
      return NULL;
    }
  return f;
}

static guint
count_trained (const HdCampaign *c,
               HdSide            side,
               guint             division)
{
  guint n = 0;

  for (guint i = 0; i < c->trained->len; i++)
    {
      const HdCampaignTraining *t = &g_array_index (c->trained, HdCampaignTraining, i);

      if (t->turn == c->turn && (division ? t->division == division : t->side == side))
        n++;
    }
  return n;
}

/* --- train division= (10.31) --- */

static gboolean
train_check (const HdCampaign       *c,
             const HdCampaignAction *action,
             GError                **error)
{
  const HdCampaignFormation *f = get_division (c, action, "Campaign 10.31", error);

  if (f == NULL)
    return FALSE;
  if (f->side != c->player)
    return hd_rules_refuse (error, "Campaign 10.31", _("the %s trains its divisions in its own Promotion Phase"),
                            hd_side_get_noun (f->side));
  if (count_trained (c, f->side, 0) >= TRAININGS_PER_PHASE)
    return hd_rules_refuse (error, "Campaign 10.31", _("the %s has trained its two divisions this Promotion Phase"),
                            hd_side_get_noun (f->side));
  if (count_trained (c, f->side, f->id) > 0)
    return hd_rules_refuse (error, "Campaign 10.31", _("%s has been trained this Promotion Phase"), f->name);
  if (count_promotable (c, f->id, HD_STATUS_GREEN) == 0)
    return hd_rules_refuse (error, "Campaign 10.31",
                            _("%s has no Green stand left to train this turn: training raises Green to Trained "
                              "only, each stand once a Game Turn (10.3)"), f->name);
  return TRUE;
}

static void
train_apply (HdCampaign             *c,
             const HdCampaignAction *action)
{
  const HdCampaignFormation *f = hd_campaign_args_get_formation (c, action, "division", NULL);
  HdCampaignTraining t = { c->turn, f->side, f->id };
  guint id = f->id;

  g_array_append_val (c->trained, t);
  promote_stands (c, id, HD_STATUS_GREEN);
  follow_majority (c, id);
}

static char *
train_describe (const HdCampaign       *c,
                const HdCampaignAction *action)
{
  g_autofree char *title = division_title (c, hd_campaign_args_get_formation (c, action, "division", NULL));

  /* TRANSLATORS: "1st Division, I Corps is trained: its Green stands become Trained." */
  return g_strdup_printf (_("%s is trained: its Green stands become Trained."), title);
}

static GPtrArray *
train_candidates (const HdCampaign *c)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint i = 0; c->phase == HD_PHASE_PROMOTION && i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      HdCampaignAction *a;

      if (f->kind != HD_FORMATION_DIVISION || f->side != c->player)
        continue;
      a = hd_campaign_action_new ("train");
      hd_campaign_action_set_uint (a, "division", f->id);
      g_ptr_array_add (out, a);
    }
  return out;
}

/* --- promote-division battle= division= (10.32) --- */

/* Whether every division of @side in the battle is Trained or better. */
static gboolean
all_trained (const HdCampaign       *c,
             const HdCampaignBattle *b,
             HdSide                  side)
{
  for (guint i = 0; i < b->present->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (b->present, guint, i));

      if (f != NULL && f->side == side && f->kind == HD_FORMATION_DIVISION
          && hd_campaign_battle_division_status (c, f->id) < HD_STATUS_TRAINED)
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_combat_condition (const HdCampaign          *c,
                        const HdCampaignBattle    *b,
                        const HdCampaignFormation *f,
                        HdStatus                   from,
                        GError                   **error)
{
  gboolean engaged = hd_campaign_battle_array_has (b->engaged, f->id);

  if (from >= HD_STATUS_ELITE)
    return hd_rules_refuse (error, "Campaign 10.32", _("%s is Elite already: combat promotes no further, and only "
                                                       "the umpire makes crack stands (10.33)"), f->name);
  if (!engaged)
    return hd_rules_refuse (error, "Campaign 10.32", _("%s was not engaged in action: it neither caused nor took "
                                                       "casualties"), f->name);
  if (from == HD_STATUS_TRAINED && !all_trained (c, b, f->side)
      && !hd_campaign_battle_array_has (b->exhausted_ok, f->id))
    return hd_rules_refuse (error, "Campaign 10.32",
                            _("%s may become Elite only if all its side’s divisions in the battle are Trained, or it "
                              "went into exhaustion without a morale collapse"), f->name);
  if (count_promotable (c, f->id, from) == 0)
    return hd_rules_refuse (error, "Campaign 10.3", _("the stands of %s have been promoted this Game Turn already"),
                            f->name);
  return TRUE;
}

static const HdCampaignBattle *
picked_battle (const HdCampaign       *c,
               const HdCampaignAction *action,
               GError                **error)
{
  const HdCampaignBattle *b;
  guint id;

  if (!hd_campaign_action_get_uint (action, "battle", &id, error))
    return NULL;
  b = hd_campaign_battle_lookup (c, id);
  if (b == NULL)
    g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT, _("there is no battle number %u"), id);
  else if (b->state != HD_BATTLE_OVER && b->state != HD_BATTLE_REARGUARD)
    {
      hd_rules_refuse (error, "Campaign 10.32", _("only a battle fought, or a rearguard by dice (9), gives combat "
                                                  "promotions"));
      return NULL;
    }
  return b;
}

static gboolean
promote_check (const HdCampaign       *c,
               const HdCampaignAction *action,
               GError                **error)
{
  const HdCampaignFormation *f = get_division (c, action, "Campaign 10.32", error);
  const HdCampaignBattle *b = f != NULL ? picked_battle (c, action, error) : NULL;

  if (b == NULL)
    return FALSE;
  if (!hd_campaign_battle_array_has (b->present, f->id))
    return hd_rules_refuse (error, "Campaign 10.32", _("%s did not take part in the battle of %s"), f->name,
                            hd_map_get_box (c->map, b->box)->name);
  if (b->picks[f->side] == 0)
    return hd_rules_refuse (error, "Campaign 10.32", _("the %s has no pick left from the battle of %s: the winner "
                                                       "picks three divisions, the loser one"),
                            hd_side_get_noun (f->side), hd_map_get_box (c->map, b->box)->name);
  return check_combat_condition (c, b, f, hd_campaign_battle_division_status (c, f->id), error);
}

static void
promote_apply (HdCampaign             *c,
               const HdCampaignAction *action)
{
  const HdCampaignFormation *f = hd_campaign_args_get_formation (c, action, "division", NULL);
  guint id = f->id;
  HdSide side = f->side;
  guint battle = 0;

  hd_campaign_action_get_uint (action, "battle", &battle, NULL);
  promote_stands (c, id, hd_campaign_battle_division_status (c, id));
  follow_majority (c, id);
  hd_campaign_battle_find (c, battle)->picks[side]--;
}

static char *
promote_describe (const HdCampaign       *c,
                  const HdCampaignAction *action)
{
  g_autofree char *title = division_title (c, hd_campaign_args_get_formation (c, action, "division", NULL));

  /* TRANSLATORS: "1st Division, I Corps is promoted for its conduct in battle." */
  return g_strdup_printf (_("%s is promoted for its conduct in battle."), title);
}

static HdCampaignAction *
promote_action (guint battle,
                guint division)
{
  HdCampaignAction *a = hd_campaign_action_new ("promote-division");

  hd_campaign_action_set_uint (a, "battle", battle);
  hd_campaign_action_set_uint (a, "division", division);
  return a;
}

static GPtrArray *
promote_candidates (const HdCampaign *c)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint i = 0; c->phase == HD_PHASE_PROMOTION && i < c->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (c->battles, HdCampaignBattle, i);

      for (guint j = 0; b->present != NULL && j < b->present->len; j++)
        g_ptr_array_add (out, promote_action (b->id, g_array_index (b->present, guint, j)));
    }
  return out;
}

const HdCampaignActionType hd_campaign_promotion_actions[] = {
  { "train", "Campaign 10.31", FALSE, train_check, train_apply, train_describe, train_candidates },
  { "promote-division", "Campaign 10.32", FALSE, promote_check, promote_apply, promote_describe,
    promote_candidates },
};
const guint hd_campaign_promotion_n_actions = G_N_ELEMENTS (hd_campaign_promotion_actions);

/* --- the picks a side may make, and why --- */

static void
add_pick (GArray           *out,
          const HdCampaign *c,
          HdCampaignAction *a,
          guint             battle,
          guint             division,
          const char       *rule)
{
  g_autoptr(GError) error = NULL;
  const HdCampaignActionType *type = battle ? &hd_campaign_promotion_actions[1] : &hd_campaign_promotion_actions[0];
  HdCampaignPromotionPick p = { 0 };
  g_autofree char *title = division_title (c, hd_campaign_lookup_formation (c, division));

  p.division = division;
  p.battle = battle;
  p.from = hd_campaign_battle_division_status (c, division);
  p.rule = rule;
  p.eligible = type->check (c, a, &error);
  p.reason = p.eligible
    ? g_strdup_printf (_("%s may be promoted from %s."), title, hd_status_get_label (p.from))
    : g_strdup (error->message);
  g_array_append_val (out, p);
  hd_campaign_action_free (a);
}

GArray *
hd_campaign_promotion_list_picks (const HdCampaign *self,
                                  HdSide            side)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (HdCampaignPromotionPick));

  g_array_set_clear_func (out, (GDestroyNotify) hd_campaign_promotion_pick_clear);
  for (guint i = 0; i < self->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (self->battles, HdCampaignBattle, i);

      for (guint j = 0; b->picks[side] > 0 && b->present != NULL && j < b->present->len; j++)
        {
          const HdCampaignFormation *f = hd_campaign_lookup_formation (self, g_array_index (b->present, guint, j));

          if (f != NULL && f->side == side && f->kind == HD_FORMATION_DIVISION)
            add_pick (out, self, promote_action (b->id, f->id), b->id, f->id, "Campaign 10.32");
        }
    }
  for (guint i = 0; side == self->player && i < self->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (self->formations, HdCampaignFormation, i);
      HdCampaignAction *a;

      if (f->kind != HD_FORMATION_DIVISION || f->side != side)
        continue;
      a = hd_campaign_action_new ("train");
      hd_campaign_action_set_uint (a, "division", f->id);
      add_pick (out, self, a, 0, f->id, "Campaign 10.31");
    }
  return out;
}
