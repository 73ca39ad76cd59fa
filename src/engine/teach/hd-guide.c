/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-guide.c: the guide through the sequence of play (rule 3.0).  Every
 * sentence is ours, in plain words, with the rule it comes from. */
#define G_LOG_DOMAIN "hd-guide"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-action.h"
#include "hd-battle.h"
#include "hd-command.h"
#include "hd-guide.h"
#include "hd-recruitment.h"
#include "hd-border.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-victory.h"

static char *
battle_list (const HdState *state)
{
  g_autoptr(GArray) battles = hd_battle_get_all (state);
  HdMap *map = hd_state_get_map (state);
  GString *out;

  if (battles->len == 0)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < battles->len; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, hd_map_get_box (map, g_array_index (battles, guint, i))->name);
    }
  return g_string_free (out, FALSE);
}

/* A battle was fought this Player Turn: a unit on the board took part in
 * one (5.5's mark; a battle leaves at least its winners). */
static gboolean
fought_this_turn (const HdState *state)
{
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    if (hd_state_get_unit (state, i)->move.fought)
      return TRUE;
  return FALSE;
}

static guint
units_free_to_march (const HdState *state)
{
  guint n = 0;

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      n += bu->unit.side == hd_state_get_player (state) && bu->move.marches < 2 && !bu->move.by_sea;
    }
  return n;
}

/* Advanced 4.0: the battles the Confederacy may contain instead. */
static void
add_containments (const HdState *state, HdGuide *g)
{
  g_autoptr(GArray) battles = hd_battle_get_all (state);

  for (guint i = 0; i < battles->len; i++)
    {
      HdAction contain = { .type = HD_ACTION_CONTAIN, .box = g_array_index (battles, guint, i) };
      if (hd_action_check (state, &contain, NULL))
        /* TRANSLATORS: Advanced 4.0, e.g. "Wilmington may be contained instead of fought (Advanced 4.0)" */
        g_ptr_array_add (g->remaining, g_strdup_printf (_("%s may be contained instead of fought (Advanced 4.0)"),
                                                        hd_map_get_box (hd_state_get_map (state), contain.box)->name));
    }
}

/* How the march die is read: 4.0, or the Command Table (Advanced 3.0). */
static char *
march_die_advice (const HdState *state)
{
  guint year = hd_command_year (hd_state_get_turn (state));
  g_autofree char *row = NULL;

  if (!hd_state_has_option (state, "advanced-3.0"))
    return g_strdup (_("Roll one die: the number is how many marches you have this turn, and a 1 counts as 2 (rule "
                       "4.0). Type the number you rolled with the keys 1 to 6, or let the companion roll."));
  row = hd_command_describe_row (year, hd_state_get_player (state));
  /* TRANSLATORS: e.g. "... in 1862 the Union's marches for a die of 1 to 6 are 2, 2, 3, 3, 4, 4 ..." */
  return g_strdup_printf (_("Roll one die and read it on the Command Table (Advanced 3.0): in %u the %s's marches for a "
                            "die of 1 to 6 are %s. Type the number you rolled with the keys 1 to 6, or let the "
                            "companion roll."),
                          year, hd_side_get_noun (hd_state_get_player (state)), row);
}

/* Advanced 8.4: the Confederacy told when Europe intervenes, and of the
 * units waiting there. */
static void
add_intervention (const HdState *state, HdGuide *g)
{
  guint waiting = hd_intervention_n_in_europe (state);
  char *advice;

  if (hd_state_get_player (state) != HD_SIDE_CONFEDERATE || !hd_intervention_is_triggered (state))
    return;
  if (hd_intervention_get_turn (state) == hd_state_get_turn (state))
    {
      /* TRANSLATORS: Advanced 8.4, then (%s) the advice for the segment */
      advice = g_strdup_printf (_("Europe intervenes! From now on the Confederacy may move by sea between its ports, "
                                  "a march a unit, and four foreign units wait in Europe to be shipped to a "
                                  "Confederate port, outside the army maximum (Advanced 8.4). %s"), g->advice);
      g_free (g->advice);
      g->advice = advice;
    }
  if (waiting > 0)
    g_ptr_array_add (g->remaining, g_strdup_printf (ngettext ("%u foreign unit waits in Europe (Advanced 8.4)",
                                                              "%u foreign units wait in Europe (Advanced 8.4)", waiting),
                                                    waiting));
}

static void
guide_movement (const HdState *state, const HdAwaited *decision, HdGuide *g)
{
  HdSide player = hd_state_get_player (state);
  guint left = hd_state_get_marches_left (state);
  g_autofree char *battles = battle_list (state);

  if (decision->kind == HD_AWAITED_MARCH_DIE)
    {
      g_autofree char *die = march_die_advice (state);

      /* TRANSLATORS: %s is Union or Confederate */
      g->headline = g_strdup_printf (_("%s Movement: roll for marches"), hd_side_get_name (player));
      g->advice = player == HD_SIDE_UNION
                    /* TRANSLATORS: %s the advice on the march die, then what a 6 allows the Union */
                    ? g_strdup_printf (_("%s A 6 also allows naval invasions from Washington this turn (rule 4.7)."),
                                       die)
                    : g_strdup (die);
      g->next = HD_GUIDE_NEXT_ROLL_MARCHES;
      g->next_label = g_strdup (_("Roll for Me"));
      g_ptr_array_add (g->remaining, g_strdup (_("The die for marches")));
      return;
    }

  /* TRANSLATORS: e.g. "Union Movement: 3 of 5 marches left" */
  g->headline = g_strdup_printf (ngettext ("%s Movement: %u of %u march left", "%s Movement: %u of %u marches left",
                                           hd_state_get_marches (state)),
                                 hd_side_get_name (player), left, hd_state_get_marches (state));
  if (left > 0 || hd_state_get_active_box (state) != HD_NO_BOX)
    g->advice = g_strdup (_("A march activates one box. Choose a box holding your units, tick the units that go, "
                            "and choose one of the lit boxes to send them there; or entrench them where they stand "
                            "(rules 4.0, 4.3). No unit takes part in more than two marches a turn. A unit that enters "
                            "a box holding enemy units stops there and fights in the Combat Segment."));
  else
    g->advice = g_strdup (_("Every march has been used. End the Movement Segment to go on to combat."));
  if (hd_state_is_first_turn (state))
    g_ptr_array_add (g->remaining, g_strdup (hd_state_get_first_turn (state) == 1
                                               ? _("First Game Turn: two marches, no die (rule 4.1)")
                                               : _("A scenario's first Game Turn: two marches, no die (rule 11.2)")));
  if (left > 0)
    g_ptr_array_add (g->remaining, g_strdup_printf (ngettext ("%u march left", "%u marches left", left), left));
  if (left > 0)
    {
      guint n = units_free_to_march (state);
      g_ptr_array_add (g->remaining, g_strdup_printf (ngettext ("%u unit may still march", "%u units may still march",
                                                                n), n));
    }
  if (battles != NULL)
    g_ptr_array_add (g->remaining, g_strdup_printf (_("Battles to fight in the Combat Segment: %s"), battles));
  add_intervention (state, g);
  g->next = HD_GUIDE_NEXT_END_SEGMENT;
  g->next_label = g_strdup (_("End Movement Segment"));
}

/* Play waits for what @g describes: nothing else may happen first, and
 * @what, if not NULL, is the one thing left to do. */
static HdGuide *
waits_for (HdGuide *g, const char *what)
{
  if (what != NULL)
    g_ptr_array_add (g->remaining, g_strdup (what));
  g->next = HD_GUIDE_NEXT_NONE;
  g->must_finish = TRUE;
  return g;
}

/* What play owes before anything else (@owed, from the engine's one
 * question, hd_action_get_decision): the die for the fall of Washington,
 * supply losses, border states' support, morale checks, a rally,
 * desertion, a leader arriving.  FALSE when nothing is owed first. */
static gboolean
guide_awaited (const HdState *state, HdAwaited owed, HdGuide *g)
{
  const char *what = _("Nothing else happens before these dice");

  switch (owed.kind)
    {
    case HD_AWAITED_WASHINGTON:
      g->headline = g_strdup (_("Washington has fallen"));
      g->advice = g_strdup (_("The Confederacy has taken Washington, but the war goes on (Advanced 6.0): roll one die "
                              "and take it off the Union army maximum for good, two on a 1. Type the number with the "
                              "keys 1 to 6, or let the companion roll. Nothing else happens before this die."));
      what = _("The die for the fall of Washington");
      break;
    case HD_AWAITED_SUPPLY:
      /* TRANSLATORS: %s is Union or Confederate */
      g->headline = g_strdup_printf (_("%s Player Turn: out of supply"),
                                     hd_side_get_name (hd_state_get_player (state)));
      g->advice = g_strdup (_("Before anything else, every box lit in red, out of supply, gives up one piece of your "
                              "choice (Advanced 2.2): two or more pieces in a box need a line along friendly railroads "
                              "and rivers to a friendly recruitment city, or for the Union to a port (Advanced 2.1)."));
      what = _("A piece from each box out of supply");
      break;
    case HD_AWAITED_BORDER:
      /* TRANSLATORS: Advanced 8.3; a border state, e.g. "Support from Kentucky" */
      g->headline = g_strdup_printf (_("Support from %s"), hd_border_get_name ((guint) owed.which));
      g->advice = g_strdup_printf (_("The Confederacy holds every recruitment city of %s: roll one die on the "
                                     "Southern Border States Support Table before anything else this Player Turn. "
                                     "With its modifiers above %u, the state's militia unit joins the Confederate "
                                     "Recruitment Pool for the rest of the game (Advanced 8.3). Type the die "
                                     "(keys 1 to 6) or let the companion roll."),
                                   hd_border_get_name ((guint) owed.which), hd_border_get_support ((guint) owed.which));
      break;
    case HD_AWAITED_LEADER:
      /* TRANSLATORS: Advanced 8.2, e.g. "Lee comes onto the board" */
      g->headline = g_strdup_printf (_("%s comes onto the board"), hd_leader_get_name ((HdLeader) owed.which));
      g->advice = g_strdup_printf (hd_state_get_segment (state) == HD_SEGMENT_RECRUITMENT
                                     ? _("%s was caught alone with enemy units and returns now, in his side's "
                                         "Recruitment Segment: place him in any box holding %s units, below (Advanced "
                                         "8.2.2).")
                                     : _("%s arrives on the date printed on his piece: place him in any box holding %s "
                                         "units, below, before anything else (Advanced 8.2)."),
                                   hd_leader_get_name ((HdLeader) owed.which),
                                   hd_side_get_name (hd_leader_get_side ((HdLeader) owed.which)));
      /* TRANSLATORS: Advanced 8.2, e.g. "Lee placed on the board" */
      what = _("The leader placed on the board");
      break;
    case HD_AWAITED_MORALE:
      g->headline = g_strdup (_("Morale checks"));
      g->advice = g_strdup (_("The units the last fire flipped check their morale: one die each, in the order shown "
                              "below. A die above a unit's morale value (one less if it is entrenched) routs it: it "
                              "stays in the box, reduced, but no longer fights and counts as lost for who wins "
                              "(Advanced 8.1)."));
      break;
    case HD_AWAITED_RALLY:
      g->headline = g_strdup (_("The end of a battle day"));
      g->advice = g_strdup_printf (_("Four rounds have been fought: before the next day begins, the %s may rally one "
                                     "of its routed units, which fights again, reduced (Advanced 8.11). Choose it "
                                     "below, or choose no rally."),
                                   hd_side_get_noun ((HdSide) owed.which));
      break;
    case HD_AWAITED_DESERTION:
      g->headline = g_strdup (_("Desertion and stragglers"));
      g->advice = g_strdup (_("The battle is over: every reduced unit of both sides rolls one die for desertion, in "
                              "the order shown below. Above its morale value it is lost: add one on the side that "
                              "lost or retreated, take one off a unit that did not rout (Advanced 8.12)."));
      break;
    case HD_AWAITED_NONE:
    default:
      return FALSE;
    }
  waits_for (g, what);
  return TRUE;
}

HdGuide *
hd_guide_new (const HdState *state)
{
  HdGuide *g = g_new0 (HdGuide, 1);
  HdAwaited decision;
  HdSide player;

  g_return_val_if_fail (state != NULL, g);
  g->remaining = g_ptr_array_new_with_free_func (g_free);
  player = hd_state_get_player (state);

  if (hd_state_is_over (state))
    {
      HdSide winner = hd_state_get_winner (state);
      g->headline = g_strdup (winner == HD_SIDE_UNION ? _("The Union has won")
                              : winner == HD_SIDE_CONFEDERATE ? _("The Confederacy has won") : _("The game is over"));
      g->advice = g_strdup (hd_state_get_win (state) != HD_WIN_NONE ? hd_victory_get_label (hd_state_get_win (state))
                                                                    : _("The scenario's last Game Turn has been played "
                                                                        "(rule 9.0)."));
      g->next = HD_GUIDE_NEXT_NONE;
      return g;
    }

  decision = hd_action_get_decision (state);
  if (guide_awaited (state, decision, g))
    return g;
  if ((decision.kind == HD_AWAITED_LEADERSHIP || decision.kind == HD_AWAITED_BATTLE) &&
      hd_state_get_segment (state) == HD_SEGMENT_MOVEMENT)
    {
      /* TRANSLATORS: Advanced 4.0; the contained port */
      g->headline = g_strdup_printf (_("Breakout from %s"),
                                     hd_map_get_box (hd_state_get_map (state), hd_battle_get_box (state))->name);
      g->advice = g_strdup (_("The contained Union units fight to break out, a battle that has cost a march (Advanced "
                              "4.0): fight it to the end below, as in the Combat Segment. If they win they may move "
                              "and fight this turn."));
      return waits_for (g, NULL);
    }
  switch (decision.kind)
    {
    case HD_AWAITED_MARCH_DIE:
    case HD_AWAITED_MARCHES:
      guide_movement (state, &decision, g);
      break;

    case HD_AWAITED_LEADERSHIP:
    case HD_AWAITED_BATTLE:
    case HD_AWAITED_BATTLES:
    case HD_AWAITED_COMBAT:
      {
        g_autofree char *battles = battle_list (state);

        g->headline = g_strdup_printf (_("%s Combat"), hd_side_get_name (player));
        if (decision.kind == HD_AWAITED_LEADERSHIP)
          {
            /* TRANSLATORS: Advanced 7.0; the battle's box and day */
            g->advice = g_strdup_printf (_("Day %u of the battle of %s begins: each side rolls one die on the Command "
                                           "Table for its battlefield leadership, the number of its units that may "
                                           "fire in each round today, adding from the second day half of the day "
                                           "before's, rounded up (Advanced 7.0). Type each die (the defender's "
                                           "first) or let the companion roll."),
                                         hd_battle_get_day (state),
                                         hd_map_get_box (hd_state_get_map (state), hd_battle_get_box (state))->name);
            g_ptr_array_add (g->remaining, g_strdup_printf (_("Battles still to fight: %s"), battles));
            g->must_finish = TRUE;
          }
        else if (decision.kind == HD_AWAITED_BATTLE)
          {
            g->advice = g_strdup_printf (_("The battle of %s is being fought: below, choose the targets, then type "
                                           "each die or let the companion roll. It must be finished before anything "
                                           "else (rule 5.0)."),
                                         hd_map_get_box (hd_state_get_map (state), hd_battle_get_box (state))->name);
            g_ptr_array_add (g->remaining, g_strdup_printf (_("Battles still to fight: %s"), battles));
            g->must_finish = TRUE;
          }
        else if (decision.kind == HD_AWAITED_BATTLES)
          {
            g->advice = g_strdup (_("Every box holding units of both sides is a battle; you attack, choose the order "
                                    "and fight them one at a time (rule 5.0). In each round the defender fires "
                                    "first: choose every unit's target, then roll a die for each shot and type it "
                                    "(keys 1 to 6), or let the companion roll. From the second round either side "
                                    "may retreat or bring reinforcements (rules 5.4, 5.5). When all are over, end "
                                    "the segment: boxes your units hold alone become yours (rule 8.0) and reduced "
                                    "units recover (rule 5.7)."));
            g_ptr_array_add (g->remaining, g_strdup_printf (_("Battles still to fight: %s"), battles));
            add_containments (state, g);
            g->must_finish = TRUE;
          }
        else if (fought_this_turn (state))
          g->advice = g_strdup (_("Every battle of this Player Turn has been fought. End the Combat Segment: boxes "
                                  "your units hold alone become yours now (rule 8.0)."));
        else
          g->advice = g_strdup (_("No battle is left to fight this Player Turn. End the Combat Segment: boxes your "
                                  "units hold alone become yours now (rule 8.0)."));
        g->next = HD_GUIDE_NEXT_END_SEGMENT;
        g->next_label = g_strdup (g->must_finish ? _("End Combat Segment (battles remain)") : _("End Combat Segment"));
        break;
      }

    case HD_AWAITED_PROMOTION_DIE:
    case HD_AWAITED_PROMOTION:
      g->headline = g_strdup_printf (_("%s Promotions"), hd_side_get_name (player));
      if (hd_state_get_segment (state) == HD_SEGMENT_PROMOTION && hd_state_get_promotions_left (state) == 0)
        g->advice = g_strdup (_("The promotion of this segment has been made (rule 6.0). End the Promotion Segment "
                                "to go on to recruitment."));
      else
        g->advice = g_strdup (_("You may promote one unit: it becomes the same type one quality higher, militia to "
                                "veteran, veteran to crack (rule 6.0). A unit promoted after a battle this turn may "
                                "not be promoted again. Choose it below, or go on."));
      g->next = HD_GUIDE_NEXT_END_SEGMENT;
      g->next_label = g_strdup (_("End Promotion Segment"));
      break;

    case HD_AWAITED_RECRUITMENT_DIE:
    case HD_AWAITED_RECRUITMENT:
    default:
      {
        guint in_play = hd_state_get_units_in_play (state, player);
        guint max = hd_state_get_army_maximum (state, player);

        g->headline = g_strdup_printf (_("%s Recruitment"), hd_side_get_name (player));
        if (hd_state_get_recruit_die (state) == 0 && !hd_recruitment_die_matters (state))
          g->advice = g_strdup (_("There are no militia to recruit now: none waits in the Recruitment Pool for a city "
                                  "of yours with room, so the recruitment die would change nothing (rules 7.0, 7.1). "
                                  "End the Player Turn."));
        else
          g->advice = g_strdup (_("Roll one die for Recruitment Points (a 1 counts as 2) and bring militia from the "
                                  "pool into your recruitment cities with a shield of your color, one per city, never "
                                  "above your army maximum (rules 7.0, 7.1). The cities that can take one light up."));
        /* TRANSLATORS: rule 7.1, e.g. "Units in play: 21 of 35" */
        g_ptr_array_add (g->remaining, g_strdup_printf (_("Units in play: %u of %u"), in_play, max));
        g->next = HD_GUIDE_NEXT_END_SEGMENT;
        g->next_label = g_strdup (player == HD_SIDE_UNION ? _("End the Union Player Turn")
                                                          : _("End the Game Turn"));
        break;
      }
    }
  return g;
}

void
hd_guide_free (HdGuide *guide)
{
  if (guide == NULL)
    return;
  g_free (guide->headline);
  g_free (guide->advice);
  g_free (guide->next_label);
  g_ptr_array_unref (guide->remaining);
  g_free (guide);
}
