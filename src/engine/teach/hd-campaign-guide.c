/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-guide.c: the guide through the Campaign Game's sequence of
 * play (hd-campaign-guide.h): for each thing play can wait for, a
 * headline and advice in our own words, citing the campaign rules the
 * rules reference explains; and the steps of Campaign 5 for a newcomer. */
#define G_LOG_DOMAIN "hd-campaign-guide"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-guide.h"
#include "hd-reference.h"

/* What the guide advises while play waits for one kind of decision:
 * @union_advice for the Union, @advice for the Confederacy and, when
 * @union_advice is NULL, for both; @rule the entry to read. */
typedef struct {
  const char *union_advice;
  const char *advice;
  const char *rule;
} Advice;

/* TRANSLATORS: the campaign guide's advice; keep the rule numbers
 * ("Campaign 7.1") as they are */
static const Advice advice_of[HD_N_CAMPAIGN_AWAITS] = {
  [HD_CAMPAIGN_AWAITS_NOTHING] = { NULL, NULL, "Campaign 4" },
  [HD_CAMPAIGN_AWAITS_SETUP] = {
    N_("Our copy of the campaign document lost the Union's Base Recruiting Number (Campaign 12.1). Enter it as your "
       "group agrees: the program never invents it, and recruiting waits until it is given."),
    N_("Enter the Confederacy's Base Recruiting Number (Campaign 12.1): the document's example gives it 2, and your "
       "group may agree on another. Recruiting waits until it is given."),
    "Campaign 12.1" },
  [HD_CAMPAIGN_AWAITS_WASHINGTON_DIE] = {
    NULL,
    N_("The Confederacy has captured Washington. Roll one die: the Union loses that many points of its army maximum "
       "for good (Campaign 4.3). The war goes on, unless the loss leaves the Confederate army maximum the larger "
       "(Campaign 4.2)."),
    "Campaign 4.3" },
  [HD_CAMPAIGN_AWAITS_MARCH_DIE] = {
    N_("Roll one die for the marches Lincoln may give out this turn; a 1 counts as 2 (Campaign 7). On a 6 the Union "
       "may also land troops at a Confederate port this turn (Campaign 7.5)."),
    N_("Roll one die for the marches Davis may give out this turn; a 1 counts as 2 (Campaign 7). Each march moves "
       "the corps of one box, and no corps uses more than two marches a turn."),
    "Campaign 7" },
  [HD_CAMPAIGN_AWAITS_ALLOTMENT] = {
    NULL,
    N_("The president shares the marches among his army and corps commanders (Campaign 2.1). A corps uses at most "
       "two marches a turn, and an officer needs a march even to ride alone (Campaign 7, 7.7). Marches not given "
       "out are lost."),
    "Campaign 2.1" },
  [HD_CAMPAIGN_AWAITS_MARCHES] = {
    NULL,
    N_("Each march moves any of the corps in one box along the lines, each to its own box (Campaign 7). A corps that "
       "enters a box with enemy troops stops there and the forces are in contact, unless a cavalry corps jumps past "
       "(Campaign 7.1). End the phase when every march you want is made."),
    "Campaign 7" },
  [HD_CAMPAIGN_AWAITS_CONTACT] = {
    NULL,
    N_("Compare the two sides' adjusted cavalry, strength times morale (Campaign 9). With twice the defender's or "
       "more, the defender must fight, or cover his retreat with a rearguard rolled by dice; otherwise he may also "
       "withdraw to a box of his own that the enemy did not use this turn."),
    "Campaign 9" },
  [HD_CAMPAIGN_AWAITS_BATTLE] = {
    NULL,
    N_("Print the battle sheet and fight the battle on the miniatures table. Then type back each day's losses, the "
       "divisions' states and who holds the field: half of each day's losses are recovered (Campaign 9.51), and the "
       "side holding the field wins unless the umpire rules otherwise (Campaign 9.6)."),
    "Campaign 9.6" },
  [HD_CAMPAIGN_AWAITS_PROMOTIONS] = {
    NULL,
    N_("Each battle fought on the table gives its winner three divisions to promote and its loser one, if they "
       "were engaged (Campaign 10.32). Two Green divisions may also be trained, battle or not (Campaign 10.31). A "
       "stand is promoted at most once a Game Turn."),
    "Campaign 10.3" },
  [HD_CAMPAIGN_AWAITS_REORGANISATION] = {
    NULL,
    N_("Move stands and divisions between formations in the same box, keeping every corps within its size and "
       "artillery limits (Campaign 6.1, 6.22). Merge stands too small to stand alone, and appoint or remove army "
       "commanders now (Campaign 11). Ending the phase ends the Player Turn."),
    "Campaign 11" },
  [HD_CAMPAIGN_AWAITS_RECRUIT_DIE] = {
    NULL,
    N_("Roll one die for the new corps this side may raise; a 1 counts as 2 (Campaign 12.1). It never raises more "
       "than the room left below its army maximum, its adjusted recruiting number (the base number and the battles "
       "won since the last Recruiting Phase), or six."),
    "Campaign 12.1" },
  [HD_CAMPAIGN_AWAITS_RAISE] = {
    NULL,
    N_("Place each new corps in a different recruiting city this side holds; it takes the organisation of its date "
       "in Appendix I or II (Campaign 12.1). Units raised six months ago lose their Poorly Trained rating now "
       "(Campaign 12.2)."),
    "Campaign 12.1" },
};

/* The steps of Campaign 5, for a newcomer. */
typedef struct {
  const char *title;
  const char *text;
  const char *rule;
} Step;

static const Step steps[HD_N_CAMPAIGN_STEPS] = {
  [HD_CAMPAIGN_STEP_MOVEMENT] = {
    N_("Movement Phase"),
    N_("The side whose Player Turn it is rolls the march die, a 1 counting as 2, and its president gives the "
       "marches to his commanders. Each march moves the corps of one box; no corps uses more than two. A corps "
       "entering a box held by the enemy stops there: the forces are in contact."),
    "Campaign 7" },
  [HD_CAMPAIGN_STEP_BATTLE] = {
    N_("Battle Phase"),
    N_("Where forces met, the cavalry test says whether the defender may withdraw or must fight, perhaps with a "
       "rearguard. A battle that is fought goes to the miniatures table with its battle sheet, and its result comes "
       "back day by day: losses, the divisions' states, who holds the field."),
    "Campaign 9" },
  [HD_CAMPAIGN_STEP_PROMOTION] = {
    N_("Promotion Phase"),
    N_("Each side recovers half of the last day's losses of its battles. Then it promotes divisions: three for the "
       "winner of each battle, one for the loser, and two more by training."),
    "Campaign 10" },
  [HD_CAMPAIGN_STEP_REORGANISATION] = {
    N_("Reorganisation Phase"),
    N_("The side whose turn it is rearranges its corps and divisions box by box within the limits of Campaign 6, "
       "merges small stands and appoints army commanders. Then the other side plays its Player Turn, or the Game "
       "Turn ends."),
    "Campaign 11" },
  [HD_CAMPAIGN_STEP_RECRUITING] = {
    N_("Recruiting Phase"),
    N_("After the Game Turns of March, June, September and November-December, once both sides have played, the "
       "Union and then the Confederacy recruit. A die, capped by the army maximum and the adjusted recruiting "
       "number, says how many new corps each raises in its recruiting cities."),
    "Campaign 12" },
  [HD_CAMPAIGN_STEP_END] = {
    N_("The End of the War"),
    N_("The Union wins the moment it holds the seven Confederate cities of value 2. The Confederacy wins the moment "
       "its army maximum passes the Union's, or if it still holds one of its cities of value 2 or more when June "
       "1865 ends."),
    "Campaign 4" },
};

HdCampaignStep
hd_campaign_step_of (HdCampaignAwaits awaits)
{
  switch (awaits)
    {
    case HD_CAMPAIGN_AWAITS_NOTHING:
      return HD_CAMPAIGN_STEP_END;
    case HD_CAMPAIGN_AWAITS_CONTACT:
    case HD_CAMPAIGN_AWAITS_BATTLE:
      return HD_CAMPAIGN_STEP_BATTLE;
    case HD_CAMPAIGN_AWAITS_PROMOTIONS:
      return HD_CAMPAIGN_STEP_PROMOTION;
    case HD_CAMPAIGN_AWAITS_REORGANISATION:
      return HD_CAMPAIGN_STEP_REORGANISATION;
    case HD_CAMPAIGN_AWAITS_RECRUIT_DIE:
    case HD_CAMPAIGN_AWAITS_RAISE:
      return HD_CAMPAIGN_STEP_RECRUITING;
    case HD_CAMPAIGN_AWAITS_SETUP:
    case HD_CAMPAIGN_AWAITS_WASHINGTON_DIE:
    case HD_CAMPAIGN_AWAITS_MARCH_DIE:
    case HD_CAMPAIGN_AWAITS_ALLOTMENT:
    case HD_CAMPAIGN_AWAITS_MARCHES:
    case HD_N_CAMPAIGN_AWAITS:
    default:
      return HD_CAMPAIGN_STEP_MOVEMENT;
    }
}

const char *
hd_campaign_step_get_title (HdCampaignStep step)
{
  g_return_val_if_fail (step < HD_N_CAMPAIGN_STEPS, NULL);
  return _(steps[step].title);
}

const char *
hd_campaign_step_get_text (HdCampaignStep step)
{
  g_return_val_if_fail (step < HD_N_CAMPAIGN_STEPS, NULL);
  return _(steps[step].text);
}

const char *
hd_campaign_step_get_rule (HdCampaignStep step)
{
  g_return_val_if_fail (step < HD_N_CAMPAIGN_STEPS, NULL);
  return steps[step].rule;
}

/* The war is over (Campaign 4.1, 4.2): who won, and what is left to do. */
static void
say_war_over (HdCampaignGuide *g, HdSide winner)
{
  if (winner == HD_SIDE_UNION)
    {
      g->headline = g_strdup (_("The Union has won the war"));
      g->rule = "Campaign 4.1";
    }
  else if (winner == HD_SIDE_CONFEDERATE)
    {
      g->headline = g_strdup (_("The Confederacy has won the war"));
      g->rule = "Campaign 4.2";
    }
  else
    g->headline = g_strdup (_("The war is over"));
  g->advice = g_strdup (_("The campaign has ended (Campaign 4). Every formation, battle and figure stays open to "
                          "look at; save the campaign to keep its record, or start a new one."));
}

/* The headline of a battle's decision at @where (the box's name). */
static char *
battle_headline (HdCampaignAwaits awaits, const char *side, const char *date, const char *where)
{
  /* TRANSLATORS: the campaign guide's headline: %1$s the side ("Union"),
   * %2$s the date ("07/1861"), %3$s the box of the battle ("Corinth") */
  if (awaits == HD_CAMPAIGN_AWAITS_CONTACT)
    return g_strdup_printf (_("%1$s Battle Phase, %2$s: forces have met at %3$s"), side, date, where);
  /* TRANSLATORS: as above */
  return g_strdup_printf (_("%1$s Battle Phase, %2$s: the battle of %3$s on the table"), side, date, where);
}

/* The headline for @awaits: @side's ("Union") decision at @date
 * ("07/1861"), at @where for a battle's (NULL if none). */
static char *
headline_for (HdCampaignAwaits awaits, const char *side, const char *date, const char *where)
{
  if (where != NULL && (awaits == HD_CAMPAIGN_AWAITS_CONTACT || awaits == HD_CAMPAIGN_AWAITS_BATTLE))
    return battle_headline (awaits, side, date, where);
  switch (awaits)
    {
    case HD_CAMPAIGN_AWAITS_SETUP:
      /* TRANSLATORS: the campaign guide's headline; %s is the Game Turn's date, "07/1861" */
      return g_strdup_printf (_("%s: the umpire sets a figure the rules need"), date);
    case HD_CAMPAIGN_AWAITS_WASHINGTON_DIE:
      /* TRANSLATORS: the campaign guide's headline; %s is the Game Turn's date, "07/1861" */
      return g_strdup_printf (_("Washington has fallen, %s: roll for the Union's loss"), date);
    /* TRANSLATORS: the campaign guide's headlines below: %1$s is the side
     * whose decision it is ("Union", "Confederate"), %2$s the Game Turn's
     * date ("07/1861") */
    case HD_CAMPAIGN_AWAITS_MARCH_DIE:
      return g_strdup_printf (_("%1$s Movement Phase, %2$s: roll the march die"), side, date);
    case HD_CAMPAIGN_AWAITS_ALLOTMENT:
      return g_strdup_printf (_("%1$s Movement Phase, %2$s: give out the marches"), side, date);
    case HD_CAMPAIGN_AWAITS_MARCHES:
      return g_strdup_printf (_("%1$s Movement Phase, %2$s: march"), side, date);
    case HD_CAMPAIGN_AWAITS_CONTACT:
      return g_strdup_printf (_("%1$s Battle Phase, %2$s: forces have met"), side, date);
    case HD_CAMPAIGN_AWAITS_BATTLE:
      return g_strdup_printf (_("%1$s Battle Phase, %2$s"), side, date);
    case HD_CAMPAIGN_AWAITS_PROMOTIONS:
      return g_strdup_printf (_("%1$s Promotion Phase, %2$s"), side, date);
    case HD_CAMPAIGN_AWAITS_REORGANISATION:
      return g_strdup_printf (_("%1$s Reorganisation Phase, %2$s"), side, date);
    case HD_CAMPAIGN_AWAITS_RECRUIT_DIE:
      return g_strdup_printf (_("%1$s Recruiting Phase, %2$s: roll the recruiting die"), side, date);
    case HD_CAMPAIGN_AWAITS_RAISE:
      return g_strdup_printf (_("%1$s Recruiting Phase, %2$s: raise the new corps"), side, date);
    case HD_CAMPAIGN_AWAITS_NOTHING:
    case HD_N_CAMPAIGN_AWAITS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The rule the awaited decision names, if the reference has it; else
 * the guide's own. */
static const char *
rule_to_read (const HdCampaignAwaited *awaited, const char *fallback)
{
  if (awaited->rule != NULL && hd_reference_lookup (awaited->rule) != NULL)
    return awaited->rule;
  return fallback;
}

/* The box of the battle @awaited concerns, by name; NULL if none. */
static const char *
battle_box_name (const HdCampaignView *view, const HdCampaignAwaited *awaited, HdCampaignBattleInfo *info)
{
  const HdBox *box;

  if (awaited->battle == 0 || !hd_campaign_view_get_battle (view, awaited->battle, info))
    return NULL;
  box = hd_map_get_box (hd_campaign_view_get_map (view), info->box);
  return box != NULL ? box->name : NULL;
}

/* A contact's advice with its cavalry test (Campaign 9), as the engine
 * counts it. */
static char *
contact_advice (const HdCampaignView *view, guint battle)
{
  HdCampaignCavalryTest t;

  if (battle == 0 || !hd_campaign_view_battle_cavalry_test (view, battle, &t))
    return NULL;
  if (t.superiority)
    /* TRANSLATORS: the campaign guide; %1$u and %2$u are adjusted cavalry strengths */
    return g_strdup_printf (_("The attackers' adjusted cavalry, %1$u, is at least twice the defenders' %2$u "
                              "(Campaign 9). The defender must fight: on the table, or with a rearguard, on the "
                              "table or rolled by dice."),
                            t.attacker_cavalry, t.defender_cavalry);
  /* TRANSLATORS: the campaign guide; %1$u and %2$u are adjusted cavalry strengths */
  return g_strdup_printf (_("The attackers' adjusted cavalry, %1$u, is less than twice the defenders' %2$u "
                            "(Campaign 9). The defender may withdraw, all together, to a box of his own that the "
                            "enemy did not use this turn, or stand and fight."),
                          t.attacker_cavalry, t.defender_cavalry);
}

/* The combat promotions @side has left to pick from this turn's battles
 * (Campaign 10.32). */
static guint
picks_left (const HdCampaignView *view, HdSide side)
{
  g_autoptr(GArray) battles = hd_campaign_view_list_battles (view);
  guint n = 0;

  for (guint i = 0; battles != NULL && i < battles->len; i++)
    n += g_array_index (battles, HdCampaignBattleInfo, i).picks[side];
  return n;
}

/* The Promotion Phase's advice when battles left picks to make. */
static char *
promotion_advice (const HdCampaignView *view, HdSide side)
{
  guint n = picks_left (view, side);

  if (n == 0)
    return NULL;
  /* TRANSLATORS: the campaign guide; %u is a number of divisions */
  return g_strdup_printf (ngettext ("The battles of this turn leave this side %u division to promote: it must have "
                                    "been engaged (Campaign 10.32). Two Green divisions may also be trained, and a "
                                    "stand is promoted at most once a Game Turn (Campaign 10.31).",
                                    "The battles of this turn leave this side %u divisions to promote: each must "
                                    "have been engaged (Campaign 10.32). Two Green divisions may also be trained, "
                                    "and a stand is promoted at most once a Game Turn (Campaign 10.31).", n),
                          n);
}

/* The advice where the engine knows more than the table: a contact's
 * cavalry test, the promotions battles left to pick, a Battle Phase with
 * no battle left, a Recruiting Phase that can raise no more; NULL for the
 * table's. */
static char *
particular_advice (const HdCampaignView *view, const HdCampaignAwaited *awaited)
{
  gboolean ends = g_strcmp0 (awaited->action, "end-phase") == 0;

  if (awaited->kind == HD_CAMPAIGN_AWAITS_CONTACT)
    return contact_advice (view, awaited->battle);
  if (awaited->kind == HD_CAMPAIGN_AWAITS_PROMOTIONS)
    return promotion_advice (view, awaited->side);
  if (awaited->kind == HD_CAMPAIGN_AWAITS_BATTLE && awaited->battle == 0 && ends)
    return g_strdup (_("Every battle of this Player Turn is resolved (Campaign 9.6). End the Battle Phase to go on "
                       "to recovery and promotions."));
  if (awaited->kind == HD_CAMPAIGN_AWAITS_RAISE && ends)
    return g_strdup (_("No more corps can be raised in this Recruiting Phase: the die, the army maximum or the "
                       "adjusted recruiting number is reached (Campaign 12.1). End the phase."));
  return NULL;
}

HdCampaignGuide *
hd_campaign_guide_new (const HdCampaignView *view)
{
  HdCampaignAwaited awaited;

  g_return_val_if_fail (view != NULL, NULL);
  awaited = hd_campaign_view_get_awaited (view);
  return hd_campaign_guide_new_for (view, &awaited);
}

HdCampaignGuide *
hd_campaign_guide_new_for (const HdCampaignView    *view,
                           const HdCampaignAwaited *awaited)
{
  HdCampaignGuide *g;
  const Advice *a;
  HdSide side;
  HdCampaignBattleInfo info;
  const char *where;
  g_autofree char *date = NULL;

  g_return_val_if_fail (view != NULL && awaited != NULL, NULL);
  g_return_val_if_fail (awaited->kind < HD_N_CAMPAIGN_AWAITS, NULL);
  g = g_new0 (HdCampaignGuide, 1);
  g->awaits = awaited->kind;
  g->step = hd_campaign_step_of (awaited->kind);
  a = &advice_of[awaited->kind];
  g->rule = rule_to_read (awaited, a->rule);
  if (awaited->kind == HD_CAMPAIGN_AWAITS_NOTHING)
    {
      say_war_over (g, hd_campaign_view_get_winner (view));
      return g;
    }
  side = awaited->side != HD_SIDE_NEUTRAL ? awaited->side : hd_campaign_view_get_player (view);
  date = hd_calendar_format (hd_campaign_view_get_turn (view));
  where = battle_box_name (view, awaited, &info);
  /* a phase is the Player Turn's (Campaign 5), whoever decides in it: a
   * contact in the Union's Battle Phase is the Confederate defender's
   * choice, in the Union Battle Phase */
  g->headline = headline_for (awaited->kind, hd_side_get_name (hd_campaign_view_get_player (view)),
                              date != NULL ? date : "", where);
  g->advice = particular_advice (view, awaited);
  if (g->advice == NULL)
    g->advice = g_strdup (_(side == HD_SIDE_UNION && a->union_advice != NULL ? a->union_advice : a->advice));
  return g;
}

void
hd_campaign_guide_free (HdCampaignGuide *guide)
{
  if (guide == NULL)
    return;
  g_free (guide->headline);
  g_free (guide->advice);
  g_free (guide);
}
