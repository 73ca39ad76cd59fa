/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action-info.h: what each type of action is, described once, as
 * data: its name in save files, the fields it uses, its transcript
 * words, how it is told to a person and how a lesson matches it.  The
 * transcript reader and writer (hd-transcript.c), the save file
 * (hd-game.c), hd_describe_action() and the lessons' judge (hd-lesson.c)
 * all work from this table; what an action does is in hd-action.c (its
 * check and apply).  docs/design.md, "How to add an action type". */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  /* Edit-board actions, for when the real board and the application
   * disagree: set-up corrections the players agree on. */
  HD_ACTION_ADD_UNIT = 0,
  HD_ACTION_REMOVE_UNIT,
  HD_ACTION_MOVE_UNIT,
  HD_ACTION_FLIP_UNIT,
  HD_ACTION_SET_ENTRENCHED,
  HD_ACTION_SET_CONTROL,
  /* The turn's flow (rule 3.0). */
  HD_ACTION_END_SEGMENT,
  /* The Movement Segment (rules 4.0-4.9). */
  HD_ACTION_ROLL_MARCHES,   /* die: the march die as rolled */
  HD_ACTION_MARCH,          /* box: activate it (one march) */
  HD_ACTION_MARCH_MOVE,     /* a unit in box moves along lines[0..n_steps) (starts a march if box is not active) */
  HD_ACTION_DIG_IN,         /* box: entrench with the march (4.3) */
  HD_ACTION_SEA_MOVE,       /* a unit in box sails to @to; flag: naval invasion (4.6, 4.7) */
  /* The Combat Segment (rules 5.0-5.7, 6.0). */
  HD_ACTION_BATTLE,         /* box: fight the battle there next */
  HD_ACTION_WITHDRAW,       /* to: the defending cavalry withdraws there (5.6) */
  HD_ACTION_FIRE,           /* shots: the firing side's targets and dice */
  HD_ACTION_RETREAT,        /* to: the firing side retreats there (5.4) */
  HD_ACTION_REINFORCE,      /* unit: joins the battle (5.5) */
  HD_ACTION_PROMOTE,        /* unit: promoted after the battle won (6.0) */
  HD_ACTION_RECOVER,        /* unit: a march (or a recruitment point) spent to recover it (optional 5.71) */
  /* The Promotion and Recruitment Segments (6.0-7.5). */
  HD_ACTION_ROLL_PROMOTION, /* die: optional 6.2 */
  HD_ACTION_ROLL_RECRUITMENT, /* die (7.0) */
  HD_ACTION_RECRUIT,        /* box, kind: a militia unit from the pool (7.0) */
  /* The Advanced Game. */
  HD_ACTION_ROLL_WASHINGTON, /* die: the fall of Washington (Advanced 6.0) */
  HD_ACTION_SUPPLY_LOSS,    /* unit: the piece a box out of supply gives up (Advanced 2.2) */
  HD_ACTION_ROLL_LEADERSHIP, /* side, die: a day's battlefield leadership (Advanced 7.0) */
  HD_ACTION_CONTAIN,        /* box: Confederates contain the Union units instead of fighting (Advanced 4.0) */
  HD_ACTION_BREAK_OUT,      /* box: the contained Union units fight to break out, a march (Advanced 4.0) */
  HD_ACTION_MORALE,         /* shots: each unit flipped by the last fire (.shooter) and its die (Advanced 8.1) */
  HD_ACTION_RALLY,          /* side, unit: the routed unit rallied at a day's end, 0 for none (Advanced 8.11) */
  HD_ACTION_DESERTION,      /* shots: each reduced unit after a battle (.shooter) and its die (Advanced 8.12) */
  HD_ACTION_ROLL_BORDER,    /* box (a recruitment city of the state), die: a border state's support (Advanced 8.3) */
  HD_ACTION_SAIL_EUROPE,    /* kind, to: a Foreign Intervention unit crosses from Europe, a march (Advanced 8.4) */
  HD_ACTION_PLACE_LEADER,   /* leader, box: a leader arrives or returns there (Advanced 8.2) */
  HD_ACTION_LEAD,           /* leader, to: a leader marches alone to a box next to it (Advanced 8.2.1) */
  HD_ACTION_LEAD_WITH,      /* leader, unit: a leader goes with a unit that left its box (Advanced 8.2.1) */
  HD_ACTION_LEADER_REINFORCE, /* leader: a leader joins the battle (Advanced 8.2.1) */
  HD_N_ACTION_TYPES
} HdActionType;

/* The fields of an HdAction a type uses (and a save file records, each
 * as the attribute hd_action_field_get_attribute() names). */
typedef enum {
  HD_FIELD_BOX     = 1 << 0,
  HD_FIELD_TO      = 1 << 1,
  HD_FIELD_SIDE    = 1 << 2,
  HD_FIELD_KIND    = 1 << 3,
  HD_FIELD_REDUCED = 1 << 4,
  HD_FIELD_FLAG    = 1 << 5,
  HD_FIELD_DIE     = 1 << 6,
  HD_FIELD_ROUTE   = 1 << 7,   /* n_steps and lines; "to" is where it ends */
  HD_FIELD_UNIT    = 1 << 8,
  HD_FIELD_SHOTS   = 1 << 9,   /* child elements in a save, not an attribute */
  HD_FIELD_BY_ID   = 1 << 10,  /* may name its unit by number instead of side, kind, strength */
  HD_FIELD_LEADER  = 1 << 11,
} HdActionField;

#define HD_N_ACTION_FIELDS 12
/* The fields that name a unit by side, kind and strength ("a piece"). */
#define HD_FIELDS_PIECE (HD_FIELD_SIDE | HD_FIELD_KIND | HD_FIELD_REDUCED)

/* When a form of words fits an action (the first that fits is used). */
typedef enum {
  HD_WHEN_ALWAYS = 0,
  HD_WHEN_FLAG,         /* flag is set */
  HD_WHEN_REDUCED,      /* reduced is set */
  HD_WHEN_BY_ID,        /* the unit is named by number (a transcript form so read sets by_id) */
  HD_WHEN_NEUTRAL,      /* side is neutral */
  HD_WHEN_NO_UNIT,      /* unit is 0 */
} HdActionWhen;

/* What fills one conversion (%s or %u) of a sentence for a person. */
typedef enum {
  HD_ARG_NONE = 0,
  HD_ARG_BOX,           /* the box's name, "?" if none */
  HD_ARG_TO,            /* the destination's name */
  HD_ARG_ROUTE_END,     /* where a march move's route ends */
  HD_ARG_SIDE,          /* "Union", "Confederate" (hd_side_get_name) */
  HD_ARG_SIDE_NOUN,     /* "Union", "Confederacy" (hd_side_get_noun) */
  HD_ARG_KIND,          /* the kind's label, "Veteran Infantry" */
  HD_ARG_DIE,           /* %u */
  HD_ARG_UNIT,          /* %u, the unit's number */
  HD_ARG_LEADER,        /* the leader's name */
  HD_ARG_N_SHOTS,       /* %u, the shots or the dice (also chooses the plural) */
  HD_ARG_BORDER,        /* the border state the box is a city of (Advanced 8.3) */
} HdActionArg;

#define HD_ACTION_MAX_ARGS 4

/* One sentence for a person, e.g. "Move a %s %s unit from %s to %s":
 * untranslated (N_), with its plural when it counts the shots. */
typedef struct {
  HdActionWhen when;
  const char  *format;
  const char  *plural;               /* NULL, or the plural of a count of HD_ARG_N_SHOTS */
  HdActionArg  args[HD_ACTION_MAX_ARGS];
} HdActionTelling;

/* One form of an action's transcript line, as words (docs/transcript.md):
 *   word        that word, in any case (written as given)
 *   a|b         either word (written: the first)
 *   [word]      the word may be left out (written)
 *   (word)      the word may be left out (not written)
 *   {box} {to}  a box's name, up to the next word of the form
 *   {side}      Union or Confederate; {side+neutral} also neutral;
 *               {side=confederate} only Confederate (always written so)
 *   {kind}      a kind's code, "Vi"
 *   {reduced?}  the word "reduced" when the unit is reduced
 *   {flag?w_x}  the words "w x" when flag is set
 *   {flag=a/b}  the word a when flag is set, b when not
 *   {die} {unit} {leader} {border} {route}
 *   {shots}     "#3 at #40 [plus 2] rolls 3, ..." (fire)
 *   {checks}    "#12 rolls 5, ..." (morale, desertion)
 * A line is read with the first form of the first type it fits whole;
 * an action is written with its type's first form that fits (when). */
typedef struct {
  HdActionWhen when;
  const char  *words;
} HdActionForm;

#define HD_ACTION_MAX_FORMS 2
#define HD_ACTION_MAX_TELLINGS 2

/* How a lesson tells the action it asks for from the one made: the
 * fields compared (what matters to the rules, not how it was written). */
typedef enum {
  HD_MATCH_BOX       = 1 << 0,
  HD_MATCH_TO        = 1 << 1,
  HD_MATCH_SIDE      = 1 << 2,
  HD_MATCH_KIND      = 1 << 3,
  HD_MATCH_FLAG      = 1 << 4,
  HD_MATCH_DIE       = 1 << 5,
  HD_MATCH_UNIT      = 1 << 6,
  HD_MATCH_MOVER     = 1 << 7,   /* the moving unit's box, side and kind, found by its number if named so */
  HD_MATCH_ROUTE_END = 1 << 8,   /* where the march ends, not by which lines */
  HD_MATCH_SHOTS     = 1 << 9,   /* the same shots (shooter, target, die), in any order */
} HdActionMatch;

typedef struct {
  const char           *name;        /* in save files: <action type="..."> */
  guint                 fields;      /* HdActionField */
  gboolean              correction;  /* an edit-board correction */
  HdActionForm          forms[HD_ACTION_MAX_FORMS];      /* the transcript words */
  HdActionTelling       tellings[HD_ACTION_MAX_TELLINGS]; /* the words for a person */
  guint                 match;       /* HdActionMatch: how a lesson compares it */
  gboolean              wildcard;    /* a lesson's <do> may give its first word alone: any action of the type */
} HdActionInfo;

const HdActionInfo *hd_action_info_get            (HdActionType  type);
const char         *hd_action_type_to_string      (HdActionType  type);
gboolean            hd_action_type_from_string    (const char   *str,
                                                   HdActionType *out);
gboolean            hd_action_info_is_correction  (HdActionType  type);
const char         *hd_action_field_get_attribute (HdActionField field);

G_END_DECLS
