/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-options.c: the table of optional rules.  The play-balance effects are
 * those rule 1.2 lists; "implemented" says whether the engine applies the
 * rule yet, and a game may only switch on implemented ones.  Options with
 * a value of their own are checked by their kind (hd_option_kinds, filled
 * in the advanced layer). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "hd-excerpt.h"
#include "hd-options.h"
#include "hd-rules.h"

static const HdOption options[] = {
  { "4.11", N_("Additional First Turn Restrictions"),
    N_("On the first turn rivers carry units one box a march, nobody enters Kentucky, and the Union has no sea movement."),
    HD_BALANCE_PRO_CONFEDERATE, TRUE },
  { "4.12", N_("Kentucky Neutrality"),
    N_("The Union may not enter Kentucky before 01/02 1862 unless a Confederate unit goes there first in 1861."),
    HD_BALANCE_PRO_CONFEDERATE, TRUE },
  { "4.71", N_("Fort Monroe"),
    N_("While the Confederacy holds Fort Monroe, the Union may not invade Yorktown or Norfolk from the sea."),
    HD_BALANCE_PRO_CONFEDERATE, TRUE },
  { "4.8", N_("Crack Infantry"),
    N_("Crack infantry marches like cavalry along roads and railroads, but makes and blocks no jump moves."),
    HD_BALANCE_NEUTRAL, TRUE },
  { "4.9", N_("Union Rail Movement Bonus"),
    N_("Union units move three boxes a march when they go only along friendly railroads."),
    HD_BALANCE_PRO_UNION, TRUE },
  { "5.2", N_("Like Battlefield Targets"),
    N_("Infantry shoots at cavalry only once every enemy infantry unit is a target; cavalry must shoot at cavalry first."),
    HD_BALANCE_NEUTRAL, TRUE },
  { "5.41", N_("Union Naval Evacuations"),
    N_("Union units fighting in a Southern port may retreat by sea to a Union-held Washington."),
    HD_BALANCE_PRO_UNION, TRUE },
  { "5.71", N_("Refitting the Army"),
    N_("Reduced units stay reduced until a march or a recruitment point is spent to restore them."),
    HD_BALANCE_NEUTRAL, TRUE },
  { "6.1", N_("Combat Experience"),
    N_("A veteran unit becomes crack only by surviving a battle it won, never by the free promotion."),
    HD_BALANCE_NEUTRAL, TRUE },
  { "6.2", N_("Confederate Replacement Training"),
    N_("A die roll may let the Confederacy promote two units in a turn, harder after losing veterans."),
    HD_BALANCE_PRO_CONFEDERATE, TRUE },
  { "7.3", N_("The Draft Riots of 1863"),
    N_("The Union's 1863 draft arrives one militia unit a month from April to July instead of four in April."),
    HD_BALANCE_PRO_CONFEDERATE, TRUE },
  { "7.4", N_("Increasing Union Forces"),
    N_("After each draft the Union may keep four more units in play than its army maximum."),
    HD_BALANCE_PRO_UNION, TRUE },
  { "7.5", N_("Historical Recruitment Limitations"),
    N_("The Union gets at least 3 recruitment points, the Confederacy at most 4; big cities take two recruits."),
    HD_BALANCE_PRO_UNION, TRUE },
  { "9.1", N_("Extended Game"),
    N_("The game may go on to 11/12 1865, turn 45."),
    HD_BALANCE_PRO_UNION, TRUE, NULL, "ending" },
  { "10.1", N_("Helping a Novice Union Player"),
    N_("Confederate victory is checked only at the end of the Union Player Turn."),
    HD_BALANCE_PRO_UNION, TRUE },
  { "11.3-1862", N_("End in 03/1862"),
    N_("The game ends after the 03/1862 Game Turn; the army maximums' difference gives the victory level."),
    HD_BALANCE_LENGTH, TRUE, "11.3", "ending" },
  { "11.3-1863", N_("End in 03/1863"),
    N_("The game ends after the 03/1863 Game Turn; the army maximums' difference gives the victory level."),
    HD_BALANCE_LENGTH, TRUE, "11.3", "ending" },
  { "11.3-1864", N_("End in 03/1864"),
    N_("The game ends after the 03/1864 Game Turn; the army maximums' difference gives the victory level."),
    HD_BALANCE_LENGTH, TRUE, "11.3", "ending" },
  { "11.3-sudden-death", N_("Sudden Death in March"),
    N_("At the end of each March from 1862 to 1864, a decisive level on the victory table ends the game."),
    HD_BALANCE_LENGTH, TRUE, "11.3" },
  { "advanced-2.0", N_("Supply"),
    N_("At the start of each Player Turn every box of two or more pieces traces a supply line along friendly "
       "railroads and rivers to a recruitment city; a box that cannot loses a piece. Deep raids and long invasions "
       "cost more; the Union, supplied through its ports, suffers less."),
    HD_BALANCE_ADVANCED, TRUE },
  { "advanced-3.0", N_("Movement and Command"),
    N_("The march die is read on the Command Table: the die and the year give each side its marches, the Confederacy "
       "ahead early in the war and the Union from 1864, so it favours the South at first and the North later."),
    HD_BALANCE_ADVANCED, TRUE },
  { "advanced-4.0", N_("Containment"),
    N_("Confederates entering a port the Union took by invasion (or Fort Monroe, Pensacola) may contain it instead "
       "of fighting and dig in there; the Union units leave only after winning a breakout battle that costs a "
       "march. It blunts invasions: it favours the Confederacy."),
    HD_BALANCE_ADVANCED, TRUE },
  { "advanced-5.0", N_("Coastal Defenses"),
    N_("Each Confederate port with a red shield has a garrison against naval invasions: it fires with the shield's "
       "value, is always entrenched and takes two hits. Invasions cost the Union more; it favours the "
       "Confederacy."),
    HD_BALANCE_ADVANCED, TRUE },
  { "advanced-6.0", N_("The Capture of Washington"),
    N_("Taking Washington no longer wins the war at once: a die is rolled and its number taken off the Union army "
       "maximum for good (two if it shows a 1), and retaking the city adds back only its recruiting value of 1. "
       "It helps the Union survive a raid, but each fall weighs "
       "on it for the rest of the game."), HD_BALANCE_ADVANCED, TRUE },
  { "advanced-7.0", N_("Battles and the Command Table"),
    N_("Battles last days of four rounds; each day a die on the Command Table gives each side's battlefield "
       "leadership, how many of its units fire each round (never more than eight). Big armies count for less, "
       "early-war Union armies most of all: it favours the Confederacy before 1864."),
    HD_BALANCE_ADVANCED, TRUE },
  { "advanced-8.1", N_("Battlefield Morale"),
    N_("A unit flipped by enemy fire checks its morale and may rout: it stops fighting and counts as lost unless "
       "rallied at the end of a day. After a battle every reduced unit may desert, the losers' most of all. Battles "
       "end sooner and cost more; green militia suffer most, so it favours the side with more veterans."),
    HD_BALANCE_ADVANCED, TRUE },
  { "advanced-8.2", N_("Leaders"),
    N_("Lee, Grant and Sherman join on the dates printed on their pieces: each moves freely with the armies, adds "
       "his value in pluses to his side's shots every round and to each day's battlefield leadership, and steadies "
       "deserters. Lee, strong early, favours the South until Grant and Sherman rise in 1864."),
    HD_BALANCE_ADVANCED, TRUE },
  { "advanced-8.3", N_("More Support from the Confederate Border States"),
    N_("While the Confederacy holds every recruitment city of Missouri, Kentucky or Maryland, a die each Confederate "
       "turn may bring that state's militia unit into its Recruitment Pool, once a game. It favours the "
       "Confederacy, most of all early in the war."),
    HD_BALANCE_ADVANCED, TRUE },
  { "advanced-8.4", N_("Foreign Intervention"),
    N_("If a Confederate turn begins with the army maximums within three, Washington and a big Union city in "
       "Confederate hands and every big Confederate city lost matched by another Union one taken, Europe intervenes: "
       "the Confederacy may move by sea and ships four foreign units over, outside its army maximum. Holding "
       "Washington wins outright without The Capture of Washington, so play them together. A long shot for the "
       "South."),
    HD_BALANCE_ADVANCED, TRUE },
};

guint
hd_options_get_n (void)
{
  return G_N_ELEMENTS (options);
}

const HdOption *
hd_options_get (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (options), NULL);
  return &options[index];
}

/* Every rule asks whether its option is on, many times an action, so
 * the places are looked up in a table made once (places stored + 1, so
 * that a missing id reads as 0). */
static GHashTable *
index_table (void)
{
  static gsize made = 0;
  static GHashTable *table;

  if (g_once_init_enter (&made))
    {
      table = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < G_N_ELEMENTS (options); i++)
        g_hash_table_insert (table, (gpointer) options[i].id, GUINT_TO_POINTER (i + 1));
      g_once_init_leave (&made, 1);
    }
  return table;
}

/* The rules ask with string literals, the same address each time: the
 * places last found are kept by the id's address, in a small table per
 * thread, and each one found there is confirmed by the id's text (an
 * address freed and used again for another id misses, it never lies). */
#define ADDRESS_CACHE 64

typedef struct {
  const char *id;
  int         index;
} Remembered;

static __thread Remembered remembered[ADDRESS_CACHE];

/* The option's place in the table (its bit in a state's options), or -1. */
int
hd_options_index (const char *id)
{
  Remembered *r;
  int index;

  if (id == NULL)
    return -1;
  r = &remembered[(GPOINTER_TO_SIZE (id) >> 3) % ADDRESS_CACHE];
  /* the linker usually merges equal literals: the table's own address
   * then confirms it without reading the text */
  if (r->id == id && (options[r->index].id == id || strcmp (options[r->index].id, id) == 0))
    return r->index;
  index = (int) GPOINTER_TO_UINT (g_hash_table_lookup (index_table (), id)) - 1;
  if (index >= 0)
    *r = (Remembered) { id, index };
  return index;
}

const HdOption *
hd_options_lookup (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (options); i++)
    if (g_str_equal (options[i].id, id))
      return &options[i];
  return NULL;
}

static const HdOptionKind *
kind_of (const char *id)
{
  for (const HdOptionKind *const *k = hd_option_kinds; *k != NULL; k++)
    if ((*k)->is_option (id))
      return *k;
  return NULL;
}

/* Whether a game may be played with these options: all known and
 * implemented, and those of each kind right (a leader's pieces, Advanced
 * 8.2). */
gboolean
hd_options_validate (const char * const  *ids,
                     GError             **error)
{
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const HdOption *o = hd_options_lookup (ids[i]);

      if (kind_of (ids[i]) != NULL)
        continue;   /* a leader's piece: checked with the others of its kind below */
      if (o == NULL)
        {
          g_autofree char *quoted = hd_excerpt (ids[i], -1);
          return hd_rules_refuse (error, "1.2", _("there is no optional rule \"%s\""), quoted);
        }
      if (!o->implemented)
        {
          return hd_rules_refuse (error, o->id, _("%s is not available in this version of the program yet"),
                                  _(o->title));
        }
    }
  for (const HdOptionKind *const *k = hd_option_kinds; *k != NULL; k++)
    if (!(*k)->check_options (ids, error))
      return FALSE;
  return TRUE;
}

/* The rule an option is numbered by in the reference ("11.3" for
 * "11.3-1862"). */
const char *
hd_option_get_rule (const HdOption *option)
{
  g_return_val_if_fail (option != NULL, NULL);
  return option->rule != NULL ? option->rule : option->id;
}

/* The options of @choice ("ending"), in the table's order, of which a
 * game takes one at most. */
GPtrArray *
hd_options_get_choice (const char *choice)
{
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (g_strcmp0 (options[i].choice, choice) == 0)
      g_ptr_array_add (found, (gpointer) &options[i]);
  return found;
}

const char *
hd_balance_get_label (HdBalance balance)
{
  switch (balance)
    {
    case HD_BALANCE_PRO_UNION: return _("Helps the Union");
    case HD_BALANCE_PRO_CONFEDERATE: return _("Helps the Confederacy");
    case HD_BALANCE_NEUTRAL: return _("Little effect on balance");
    case HD_BALANCE_ADVANCED: return _("Advanced Game");
    case HD_BALANCE_LENGTH: return _("The length of the game (rule 11.3)");
    default:
      g_return_val_if_reached (NULL);
    }
}
