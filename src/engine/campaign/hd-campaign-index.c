/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-index.c: the order of battle's index, each formation's
 * stands and children and each side's Siege Trains, so that what a
 * formation holds is found without reading every stand.  hd-campaign.c
 * makes it when it is first asked and keeps it as records are added,
 * moved and removed (hd-campaign-private.h). */
#include "config.h"

#include "hd-campaign-index.h"

/* What a formation holds, each in id order. */
typedef struct {
  GArray *stands;
  GArray *children;
} Members;

struct _HdCampaignIndex
{
  GHashTable *members;                   /* formation id → Members */
  GArray     *siege_trains[HD_N_SIDES];  /* formation ids, in id order */
};

static GArray *
uint_array (void)
{
  return g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
members_free (gpointer data)
{
  Members *m = data;

  g_array_unref (m->stands);
  g_array_unref (m->children);
  g_free (m);
}

static Members *
members_of (HdCampaignIndex *self,
            guint            id)
{
  Members *m = g_hash_table_lookup (self->members, GUINT_TO_POINTER (id));

  if (m == NULL)
    {
      m = g_new (Members, 1);
      m->stands = uint_array ();
      m->children = uint_array ();
      g_hash_table_insert (self->members, GUINT_TO_POINTER (id), m);
    }
  return m;
}

/* @id into @ids, kept in order: at the end for a new record, in one step. */
static void
insert_id (GArray *ids,
           guint   id)
{
  guint i = ids->len;

  while (i > 0 && g_array_index (ids, guint, i - 1) > id)
    i--;
  g_array_insert_val (ids, i, id);
}

static void
remove_id (GArray *ids,
           guint   id)
{
  for (guint i = ids->len; i-- > 0;)
    if (g_array_index (ids, guint, i) == id)
      {
        g_array_remove_index (ids, i);
        return;
      }
}

static GArray *
trains_of (HdCampaignIndex *self,
           HdSide           side)
{
  return self->siege_trains[(guint) side < HD_N_SIDES ? side : HD_SIDE_NEUTRAL];
}

HdCampaignIndex *
hd_campaign_index_new (const GArray *formations,
                       const GArray *stands)
{
  HdCampaignIndex *self = g_new0 (HdCampaignIndex, 1);

  self->members = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, members_free);
  for (guint i = 0; i < HD_N_SIDES; i++)
    self->siege_trains[i] = uint_array ();
  for (guint i = 0; i < formations->len; i++)
    hd_campaign_index_add_formation (self, &g_array_index (formations, HdCampaignFormation, i));
  for (guint i = 0; i < stands->len; i++)
    hd_campaign_index_add_stand (self, &g_array_index (stands, HdCampaignStand, i));
  return self;
}

void
hd_campaign_index_free (HdCampaignIndex *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->members);
  for (guint i = 0; i < HD_N_SIDES; i++)
    g_array_unref (self->siege_trains[i]);
  g_free (self);
}

void
hd_campaign_index_add_formation (HdCampaignIndex           *self,
                                 const HdCampaignFormation *f)
{
  members_of (self, f->id);
  if (f->parent != HD_CAMPAIGN_NONE)
    insert_id (members_of (self, f->parent)->children, f->id);
  if (f->kind == HD_FORMATION_SIEGE_TRAIN)
    insert_id (trains_of (self, f->side), f->id);
}

void
hd_campaign_index_remove_formation (HdCampaignIndex           *self,
                                    const HdCampaignFormation *f)
{
  Members *m = g_hash_table_lookup (self->members, GUINT_TO_POINTER (f->id));

  if (f->parent != HD_CAMPAIGN_NONE)
    remove_id (members_of (self, f->parent)->children, f->id);
  if (f->kind == HD_FORMATION_SIEGE_TRAIN)
    remove_id (trains_of (self, f->side), f->id);
  /* what it still holds keeps its entry, as the records keep their ids */
  if (m != NULL && m->stands->len == 0 && m->children->len == 0)
    g_hash_table_remove (self->members, GUINT_TO_POINTER (f->id));
}

void
hd_campaign_index_add_stand (HdCampaignIndex       *self,
                             const HdCampaignStand *s)
{
  if (s->formation != HD_CAMPAIGN_NONE)
    insert_id (members_of (self, s->formation)->stands, s->id);
}

void
hd_campaign_index_remove_stand (HdCampaignIndex       *self,
                                const HdCampaignStand *s)
{
  if (s->formation != HD_CAMPAIGN_NONE)
    remove_id (members_of (self, s->formation)->stands, s->id);
}

const GArray *
hd_campaign_index_get_stands (HdCampaignIndex *self,
                              guint            formation)
{
  Members *m = g_hash_table_lookup (self->members, GUINT_TO_POINTER (formation));

  return m != NULL ? m->stands : NULL;
}

const GArray *
hd_campaign_index_get_children (HdCampaignIndex *self,
                                guint            formation)
{
  Members *m = g_hash_table_lookup (self->members, GUINT_TO_POINTER (formation));

  return m != NULL ? m->children : NULL;
}

const GArray *
hd_campaign_index_get_siege_trains (HdCampaignIndex *self,
                                    HdSide           side)
{
  return trains_of (self, side);
}

/* Whether @ids (NULL: none) holds @id; they are in order. */
static gboolean
holds (const GArray *ids,
       guint         id)
{
  guint lo = 0, hi = ids != NULL ? ids->len : 0;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      guint at = g_array_index (ids, guint, mid);

      if (at == id)
        return TRUE;
      if (at < id)
        lo = mid + 1;
      else
        hi = mid;
    }
  return FALSE;
}

static gboolean
in_order (const GArray *ids)
{
  for (guint i = 1; i < ids->len; i++)
    if (g_array_index (ids, guint, i - 1) >= g_array_index (ids, guint, i))
      return FALSE;
  return TRUE;
}

/* How many ids the lists hold, -1 if one is out of order. */
static gint64
count_listed (HdCampaignIndex *self,
              gboolean         stands)
{
  GHashTableIter iter;
  gpointer value;
  gint64 n = 0;

  g_hash_table_iter_init (&iter, self->members);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const GArray *ids = stands ? ((Members *) value)->stands : ((Members *) value)->children;

      if (!in_order (ids))
        return -1;
      n += ids->len;
    }
  return n;
}

/* The first record of @formations or @stands the index does not list
 * where it belongs, as "formation 12" or "stand 40", or NULL. */
static char *
find_unlisted (HdCampaignIndex *self,
               const GArray    *formations,
               const GArray    *stands,
               gint64          *n_children,
               gint64          *n_stands)
{
  for (guint i = 0; i < formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (formations, HdCampaignFormation, i);

      if (f->parent != HD_CAMPAIGN_NONE && !holds (hd_campaign_index_get_children (self, f->parent), f->id))
        return g_strdup_printf ("formation %u", f->id);
      if (f->kind == HD_FORMATION_SIEGE_TRAIN && !holds (trains_of (self, f->side), f->id))
        return g_strdup_printf ("formation %u", f->id);
      *n_children += f->parent != HD_CAMPAIGN_NONE;
    }
  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (stands, HdCampaignStand, i);

      if (s->formation != HD_CAMPAIGN_NONE && !holds (hd_campaign_index_get_stands (self, s->formation), s->id))
        return g_strdup_printf ("stand %u", s->id);
      *n_stands += s->formation != HD_CAMPAIGN_NONE;
    }
  return NULL;
}

static guint
count_trains (const GArray *formations)
{
  guint n = 0;

  for (guint i = 0; i < formations->len; i++)
    n += g_array_index (formations, HdCampaignFormation, i).kind == HD_FORMATION_SIEGE_TRAIN;
  return n;
}

char *
hd_campaign_index_check (HdCampaignIndex *self,
                         const GArray    *formations,
                         const GArray    *stands)
{
  g_autofree char *unlisted = NULL;
  gint64 n_children = 0, n_stands = 0;
  guint n_trains = 0;

  unlisted = find_unlisted (self, formations, stands, &n_children, &n_stands);
  if (unlisted != NULL)
    return g_strdup_printf ("the index does not list %s", unlisted);
  /* every record listed is found, so the lists hold no more than these */
  for (guint i = 0; i < HD_N_SIDES; i++)
    {
      if (!in_order (self->siege_trains[i]))
        return g_strdup_printf ("the Siege Trains of side %u are out of order", i);
      n_trains += self->siege_trains[i]->len;
    }
  if (n_trains != count_trains (formations) || count_listed (self, FALSE) != n_children
      || count_listed (self, TRUE) != n_stands)
    return g_strdup ("the index lists more than the records hold, or out of order");
  return NULL;
}
