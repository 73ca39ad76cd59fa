/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-oob-trial.c: the trial of an order-of-battle edit (Campaign
 * 6, 11; docs/rules-decisions.md, "Campaign 6, what the editor refuses").
 * The edit is made on a part of the position, the corps of each formation
 * and stand it changes (or the formation itself, where it belongs to no
 * corps) with everything under it, and refused with the first problem of
 * section 6 or 11's caps that this part then has and the position had
 * not.  No other formation's problems can change, so the answer is the
 * one a trial on a copy of the whole position gives, and the work is in
 * proportion to those corps, never to the whole order of battle: a log of
 * edits that grows the order of battle reads in time proportional to its
 * length (issue 31).  So that this stays true, no edit makes a corps hold
 * more than HD_CAMPAIGN_OOB_MAX_HELD formations and stands.  The trial on
 * a whole copy is kept as the tests' reference
 * (hd_campaign_oob_set_whole_trial()). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"
#include "hd-rules.h"

static gboolean whole_trial;

void
hd_campaign_oob_set_whole_trial (gboolean whole)
{
  whole_trial = whole;
}

static GArray *
new_ids (void)
{
  return g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
add_ids (GArray       *into,
         const GArray *ids)
{
  if (ids != NULL)
    g_array_append_vals (into, ids->data, ids->len);
}

static gint
compare_ids (gconstpointer a,
             gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* @ids in order, each once, HD_CAMPAIGN_NONE left out. */
static void
sort_ids (GArray *ids)
{
  guint kept = 0;

  g_array_sort (ids, compare_ids);
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);

      if (id != HD_CAMPAIGN_NONE && (kept == 0 || g_array_index (ids, guint, kept - 1) != id))
        g_array_index (ids, guint, kept++) = id;
    }
  g_array_set_size (ids, kept);
}

/* ------------------------------------------------------- problems' keys */

/* A problem's rule, formation and sentence without its figures: the same
 * limit broken by more or less ("13 units", "14 units") is the same
 * problem, another limit of the same rule is another. */
static char *
problem_key (const HdCampaignProblem *p)
{
  GString *key = g_string_new (NULL);

  g_string_printf (key, "%s|%u|", p->rule, p->formation);
  for (const char *t = p->text; *t != '\0'; t++)
    if (!g_ascii_isdigit (*t))
      g_string_append_c (key, *t);
  return g_string_free (key, FALSE);
}

static GHashTable *
problem_keys (const GPtrArray *problems)
{
  GHashTable *keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < problems->len; i++)
    g_hash_table_add (keys, problem_key (problems->pdata[i]));
  return keys;
}

/* ------------------------------------------ the reference: a whole copy */

/* Applies @action to a copy of the whole position with @apply and refuses
 * it with the first problem the copy has that @c had not, advisory ones
 * (6.23, 11's consolidation) aside. */
static gboolean
try_on_copy (const HdCampaign       *c,
             const HdCampaignAction *action,
             HdCampaignOobApply      apply,
             GError                **error)
{
  g_autoptr(HdCampaign) trial = hd_campaign_copy (c);
  g_autoptr(GPtrArray) before = hd_campaign_oob_list_all_problems (c);
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GHashTable) known = problem_keys (before);

  apply (trial, action);
  after = hd_campaign_oob_list_all_problems (trial);
  for (guint i = 0; i < after->len; i++)
    {
      const HdCampaignProblem *p = after->pdata[i];
      g_autofree char *key = problem_key (p);

      if (!p->advisory && !g_hash_table_contains (known, key))
        return hd_rules_refuse (error, p->rule, "%s", p->text);
    }
  return TRUE;
}

/* ------------------------------------------------------ the part touched */

/* The formation whose problems include @id's: its corps, or itself where
 * it belongs to none; HD_CAMPAIGN_NONE for an army (it has none of its
 * own) or an id @c has not. */
static guint
root_of (const HdCampaign *c,
         guint             id)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);
  guint corps;

  if (f == NULL || f->kind == HD_FORMATION_ARMY)
    return HD_CAMPAIGN_NONE;
  corps = hd_campaign_get_corps_of (c, id);
  return corps != HD_CAMPAIGN_NONE ? corps : id;
}

/* The formation of no parent above @id (invariant 2: three levels). */
static guint
top_of (const HdCampaign *c,
        guint             id)
{
  for (guint depth = 0; depth < 4; depth++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);

      if (f == NULL || f->parent == HD_CAMPAIGN_NONE)
        break;
      id = f->parent;
    }
  return id;
}

typedef struct {
  guint top;
  guint id;
} Root;

static gint
compare_roots (gconstpointer a,
               gconstpointer b)
{
  const Root *x = a, *y = b;

  if (x->top != y->top)
    return x->top < y->top ? -1 : 1;
  return x->id < y->id ? -1 : x->id > y->id;
}

/* The roots of @formations in @c, each once, in the order that
 * hd_campaign_oob_list_all_problems() lists their problems: by the top
 * formation above them, then by id. */
static GArray *
list_roots (const HdCampaign *c,
            const GArray     *formations)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Root));
  GArray *roots = new_ids ();

  for (guint i = 0; i < formations->len; i++)
    {
      Root r = { 0, root_of (c, g_array_index (formations, guint, i)) };

      if (r.id == HD_CAMPAIGN_NONE)
        continue;
      r.top = top_of (c, r.id);
      g_array_append_val (found, r);
    }
  g_array_sort (found, compare_roots);
  for (guint i = 0; i < found->len; i++)
    if (i == 0 || g_array_index (found, Root, i).id != g_array_index (found, Root, i - 1).id)
      g_array_append_val (roots, g_array_index (found, Root, i).id);
  return roots;
}

/* @id and every formation above it into @formations. */
static void
add_with_parents (const HdCampaign *c,
                  guint             id,
                  GArray           *formations)
{
  for (guint depth = 0; depth < 4 && id != HD_CAMPAIGN_NONE; depth++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);

      if (f == NULL)
        return;
      g_array_append_val (formations, id);
      id = f->parent;
    }
}

/* The part of @c an edit of @formations and @stands is tried on: the
 * trees of @roots with the formations above them, @formations and
 * @stands themselves, and each side's first Siege Train (6.32 names it
 * to a second). */
static HdCampaign *
copy_touched (const HdCampaign *c,
              const GArray     *roots,
              const GArray     *formations,
              const GArray     *stands)
{
  g_autoptr(GArray) part_formations = new_ids ();
  g_autoptr(GArray) part_stands = new_ids ();

  for (guint i = 0; i < roots->len; i++)
    {
      add_with_parents (c, g_array_index (roots, guint, i), part_formations);
      hd_campaign_list_held (c, g_array_index (roots, guint, i), part_formations, part_stands);
    }
  for (guint i = 0; i < formations->len; i++)
    add_with_parents (c, g_array_index (formations, guint, i), part_formations);
  for (guint side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      const GArray *trains = hd_campaign_get_siege_trains (c, (HdSide) side);

      if (trains->len > 0)
        g_array_append_val (part_formations, g_array_index (trains, guint, 0));
    }
  add_ids (part_stands, stands);
  sort_ids (part_formations);
  sort_ids (part_stands);
  return hd_campaign_copy_part (c, part_formations, part_stands);
}

/* @formations with the formations of @stands, as @c has them. */
static GArray *
with_stands_formations (const HdCampaign *c,
                        const GArray     *formations,
                        const GArray     *stands)
{
  GArray *all = new_ids ();

  add_ids (all, formations);
  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (stands, guint, i));

      if (s != NULL && s->formation != HD_CAMPAIGN_NONE)
        g_array_append_val (all, s->formation);
    }
  return all;
}

/* The records @part made (none of @before's), into @formations and
 * @stands. */
static void
add_new_records (const HdCampaign *part,
                 const HdCampaign *before,
                 GArray           *formations,
                 GArray           *stands)
{
  /* (new ids come from each side's sequence, so not all at the end) */
  for (guint i = 0; i < hd_campaign_get_n_formations (part); i++)
    if (hd_campaign_lookup_formation (before, hd_campaign_get_formation (part, i)->id) == NULL)
      g_array_append_val (formations, hd_campaign_get_formation (part, i)->id);
  for (guint i = 0; i < hd_campaign_get_n_stands (part); i++)
    if (hd_campaign_lookup_stand (before, hd_campaign_get_stand (part, i)->id) == NULL)
      g_array_append_val (stands, hd_campaign_get_stand (part, i)->id);
}

/* Whether a stand of @c's standing alone has a problem of key @key: its
 * problems are formation 0's, so one alike anywhere makes it no new one.
 * Looked for only before refusing. */
static gboolean
known_alone (const HdCampaign *c,
             const char       *key)
{
  g_autoptr(GArray) alone = new_ids ();
  g_autoptr(GArray) none = new_ids ();
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GHashTable) keys = NULL;

  for (guint i = 0; i < hd_campaign_get_n_stands (c); i++)
    if (hd_campaign_get_stand (c, i)->formation == HD_CAMPAIGN_NONE)
      g_array_append_val (alone, hd_campaign_get_stand (c, i)->id);
  problems = hd_campaign_oob_list_refusable (c, none, alone);
  keys = problem_keys (problems);
  return g_hash_table_contains (keys, key);
}

/* The first of @after's problems @known (and, for formation 0, @c) has
 * not, or NULL. */
static const HdCampaignProblem *
first_new (const HdCampaign *c,
           GHashTable       *known,
           const GPtrArray  *after)
{
  for (guint i = 0; i < after->len; i++)
    {
      const HdCampaignProblem *p = after->pdata[i];
      g_autofree char *key = problem_key (p);

      if (!g_hash_table_contains (known, key) && (p->formation != HD_CAMPAIGN_NONE || !known_alone (c, key)))
        return p;
    }
  return NULL;
}

/* How much each of @roots holds, by id. */
static GHashTable *
count_held (const HdCampaign *c,
            const GArray     *roots)
{
  GHashTable *held = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < roots->len; i++)
    {
      guint id = g_array_index (roots, guint, i);

      g_hash_table_insert (held, GUINT_TO_POINTER (id), GUINT_TO_POINTER (hd_campaign_oob_count_held (c, id)));
    }
  return held;
}

/* Refuses an edit after which one of @roots holds more than
 * HD_CAMPAIGN_OOB_MAX_HELD and more than it did (@held). */
static gboolean
check_held (const HdCampaign *part,
            const GArray     *roots,
            GHashTable       *held,
            GError          **error)
{
  for (guint i = 0; i < roots->len; i++)
    {
      guint id = g_array_index (roots, guint, i);
      guint n = hd_campaign_oob_count_held (part, id);

      if (n > HD_CAMPAIGN_OOB_MAX_HELD && n > GPOINTER_TO_UINT (g_hash_table_lookup (held, GUINT_TO_POINTER (id))))
        return hd_rules_refuse (error, "Campaign 6.1",
                                _("%s would hold %u formations and stands with everything under it, more than the "
                                  "%d this program keeps in one corps; even a field corps has at most 24 units "
                                  "(6.12)"), hd_campaign_lookup_formation (part, id)->name, n,
                                HD_CAMPAIGN_OOB_MAX_HELD);
    }
  return TRUE;
}

gboolean
hd_campaign_oob_try (const HdCampaign       *c,
                     const HdCampaignAction *action,
                     HdCampaignOobApply      apply,
                     const GArray           *formations,
                     const GArray           *stands,
                     GError                **error)
{
  g_autoptr(GArray) touched_stands = new_ids ();
  g_autoptr(GArray) touched = NULL;
  g_autoptr(GArray) touched_after = NULL;
  g_autoptr(GArray) roots = NULL;
  g_autoptr(GArray) roots_after = NULL;
  g_autoptr(HdCampaign) part = NULL;
  g_autoptr(GHashTable) held = NULL;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GHashTable) known = NULL;
  const HdCampaignProblem *p;

  add_ids (touched_stands, stands);
  sort_ids (touched_stands);
  touched = with_stands_formations (c, formations, touched_stands);
  roots = list_roots (c, touched);
  part = copy_touched (c, roots, touched, touched_stands);
  held = count_held (part, roots);
  before = hd_campaign_oob_list_refusable (part, roots, touched_stands);
  known = problem_keys (before);
  apply (part, action);
  /* the corps tried, the formations changed, what the edit made, where
   * the stands are now */
  add_ids (touched, roots);
  add_new_records (part, c, touched, touched_stands);
  sort_ids (touched_stands);
  touched_after = with_stands_formations (part, touched, touched_stands);
  roots_after = list_roots (part, touched_after);
  if (!check_held (part, roots_after, held, error))
    return FALSE;
  if (whole_trial)
    return try_on_copy (c, action, apply, error);
  after = hd_campaign_oob_list_refusable (part, roots_after, touched_stands);
  p = first_new (c, known, after);
  return p == NULL || hd_rules_refuse (error, p->rule, "%s", p->text);
}
