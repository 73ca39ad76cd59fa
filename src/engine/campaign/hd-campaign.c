/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign.c: HdCampaign as a value: made, copied, freed, compared and
 * dumped; its getters and the order of battle's lookups.  The rules that
 * change it live in the other campaign modules. */
#include "config.h"

#include "hd-campaign-private.h"

static GArray *
uint_array (void)
{
  return g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
formation_clear_func (gpointer data)
{
  hd_campaign_formation_clear (data);
}

static void
stand_clear_func (gpointer data)
{
  hd_campaign_stand_clear (data);
}

static void
battle_clear_func (gpointer data)
{
  hd_campaign_battle_clear (data);
}

static GArray *
new_record_array (gsize size, GDestroyNotify clear)
{
  GArray *array = g_array_new (FALSE, TRUE, size);

  g_array_set_clear_func (array, clear);
  return array;
}

/* intelligence's part (hd-campaign-intel.c): the blockade list and the
 * ledgers, whose reports copies share */

static GPtrArray *
ledger_new (guint n_boxes)
{
  GPtrArray *ledger = g_ptr_array_new_full (n_boxes, (GDestroyNotify) hd_campaign_report_unref);

  g_ptr_array_set_size (ledger, n_boxes);
  return ledger;
}

static void
intel_init (HdCampaign *c)
{
  const HdBox *charleston = hd_map_lookup_id (c->map, "charleston");

  c->blockade = g_array_new (FALSE, FALSE, sizeof (guint));
  /* 8.25: "The Union starts the game with Charleston under blockade" */
  if (charleston != NULL)
    g_array_append_val (c->blockade, charleston->index);
  c->reports[HD_SIDE_UNION] = ledger_new (c->n_boxes);
  c->reports[HD_SIDE_CONFEDERATE] = ledger_new (c->n_boxes);
}

static void
intel_copy (HdCampaign       *dest,
                        const HdCampaign *src)
{
  dest->blockade = g_array_copy (src->blockade);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      dest->reports[side] = ledger_new (src->n_boxes);
      for (guint box = 0; box < src->n_boxes; box++)
        {
          HdCampaignReport *r = g_ptr_array_index (src->reports[side], box);

          g_ptr_array_index (dest->reports[side], box) = r != NULL ? hd_campaign_report_ref (r) : NULL;
        }
    }
}

static void
intel_free (HdCampaign *c)
{
  g_clear_pointer (&c->blockade, g_array_unref);
  g_clear_pointer (&c->reports[HD_SIDE_UNION], g_ptr_array_unref);
  g_clear_pointer (&c->reports[HD_SIDE_CONFEDERATE], g_ptr_array_unref);
}

static void
dump_report (GString                *out,
             const HdCampaignReport *r)
{
  g_string_append_printf (out, "report side=%d box=%u level=%s source=%d by=\"%s\" turn=%u pre=%d present=%d",
                          r->side, r->box, hd_campaign_intel_level_to_string (r->level), r->source,
                          r->source_name ? r->source_name : "", r->turn, r->pre_battle, r->present);
  g_string_append_printf (out, " force=\"%s\" commander=\"%s\" divisions=%u,%u artillery=%d arrived=%d",
                          r->force ? r->force : "", r->commander ? r->commander : "", r->infantry_divisions,
                          r->cavalry_divisions, r->artillery, r->mostly_arrived);
  g_string_append_printf (out, " brigades=%u,%u,%u works=%s corps=", r->infantry_brigades, r->cavalry_brigades,
                          r->artillery_battalions, hd_campaign_works_band_to_string (r->works));
  for (guint i = 0; i < r->corps->len; i++)
    g_string_append_printf (out, "%s\"%s\"", i ? "," : "", (const char *) g_ptr_array_index (r->corps, i));
  g_string_append (out, " from=");
  for (guint i = 0; i < r->origins->len; i++)
    g_string_append_printf (out, "%s%u:%u", i ? "," : "", g_array_index (r->origins, HdCampaignIntelOrigin, i).box,
                            g_array_index (r->origins, HdCampaignIntelOrigin, i).divisions);
  g_string_append_c (out, '\n');
}

static void
intel_dump (const HdCampaign *c,
                        GString          *out)
{
  g_string_append_printf (out, "blockade added=%u scouted=%u ports=", c->blockade_added, c->blockade_scouted);
  for (guint i = 0; i < c->blockade->len; i++)
    g_string_append_printf (out, "%s%u", i ? "," : "", g_array_index (c->blockade, guint, i));
  g_string_append_c (out, '\n');
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint box = 0; box < c->n_boxes; box++)
      if (g_ptr_array_index (c->reports[side], box) != NULL)
        dump_report (out, g_ptr_array_index (c->reports[side], box));
}

HdCampaign *
hd_campaign_new (HdMap *map)
{
  HdCampaign *self = g_new0 (HdCampaign, 1);

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  self->map = g_object_ref (map);
  self->n_boxes = hd_map_get_n_boxes (map);
  self->turn = 1;
  self->player = HD_SIDE_UNION;
  self->phase = HD_PHASE_MOVEMENT;
  self->formations = new_record_array (sizeof (HdCampaignFormation), formation_clear_func);
  self->stands = new_record_array (sizeof (HdCampaignStand), stand_clear_func);
  self->next_id = 1;
  self->control = g_new0 (HdSide, self->n_boxes);
  self->cavalry_held = g_new0 (gboolean, self->n_boxes);
  self->entered = g_new0 (guint8, self->n_boxes);
  self->works = g_new0 (guint, self->n_boxes);
  self->recruit_cities = g_new0 (guint8, self->n_boxes);
  self->guns_upgraded = uint_array ();
  self->invasion_units = uint_array ();
  self->master_opened = uint_array ();
  self->file_altered = uint_array ();
  for (guint i = 0; i < self->n_boxes; i++)
    self->control[i] = hd_map_get_box (map, i)->side;
  self->battles = new_record_array (sizeof (HdCampaignBattle), battle_clear_func);
  self->next_battle_id = 1;
  self->trained = g_array_new (FALSE, TRUE, sizeof (HdCampaignTraining));
  self->settings.union_reduced_box = HD_CAMPAIGN_NO_BOX;
  self->settings.western_fortress = HD_CAMPAIGN_NO_BOX;
  self->kentucky_first = HD_SIDE_NEUTRAL;
  self->wins = g_array_new (FALSE, TRUE, sizeof (HdCampaignWin));
  self->winner = HD_SIDE_NEUTRAL;
  intel_init (self);
  return self;
}

static GArray *
copy_uints (const GArray *src)
{
  GArray *dest = uint_array ();

  if (src != NULL)
    g_array_append_vals (dest, src->data, src->len);
  return dest;
}

static void
battle_copy (HdCampaignBattle       *dest,
             const HdCampaignBattle *src)
{
  *dest = *src;
  dest->attackers = copy_uints (src->attackers);
  dest->entered_from = copy_uints (src->entered_from);
  dest->present = copy_uints (src->present);
  dest->engaged = copy_uints (src->engaged);
  dest->exhausted_ok = copy_uints (src->exhausted_ok);
  dest->divisions = src->divisions != NULL ? g_array_copy (src->divisions)
                                           : g_array_new (FALSE, TRUE, sizeof (HdCampaignBattleDivision));
  dest->day_losses = src->day_losses != NULL ? g_array_copy (src->day_losses)
                                             : g_array_new (FALSE, TRUE, sizeof (HdCampaignBattleLoss));
}

void
hd_campaign_battle_clear (HdCampaignBattle *battle)
{
  g_clear_pointer (&battle->attackers, g_array_unref);
  g_clear_pointer (&battle->entered_from, g_array_unref);
  g_clear_pointer (&battle->present, g_array_unref);
  g_clear_pointer (&battle->engaged, g_array_unref);
  g_clear_pointer (&battle->exhausted_ok, g_array_unref);
  g_clear_pointer (&battle->divisions, g_array_unref);
  g_clear_pointer (&battle->day_losses, g_array_unref);
}

static void
copy_records (HdCampaign       *dest,
              const HdCampaign *src)
{
  for (guint i = 0; i < src->formations->len; i++)
    {
      HdCampaignFormation f;

      hd_campaign_formation_copy (&f, &g_array_index (src->formations, HdCampaignFormation, i));
      g_array_append_val (dest->formations, f);
    }
  for (guint i = 0; i < src->stands->len; i++)
    {
      HdCampaignStand s;

      hd_campaign_stand_copy (&s, &g_array_index (src->stands, HdCampaignStand, i));
      g_array_append_val (dest->stands, s);
    }
  for (guint i = 0; i < src->battles->len; i++)
    {
      HdCampaignBattle b;

      battle_copy (&b, &g_array_index (src->battles, HdCampaignBattle, i));
      g_array_append_val (dest->battles, b);
    }
}

static gint n_copies;
static guint64 n_visits;

guint
hd_campaign_count_copies (void)
{
  return (guint) g_atomic_int_get (&n_copies);
}

guint64
hd_campaign_count_visits (void)
{
  return n_visits;
}

static void
visit (guint n)
{
  n_visits += n;
}

/* Records are kept in id order, so an id is found by bisection: where
 * a record of @id goes in @array (of records of @size), after every
 * smaller id. */
static guint
insertion_index (const GArray *array,
                 gsize         size,
                 guint         id)
{
  guint lo = 0, hi = array->len;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;

      if (*(const guint *) (array->data + (gsize) mid * size) < id)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

static int
find_index (const GArray *array,
            gsize         size,
            guint         id)
{
  guint at = insertion_index (array, size, id);

  return at < array->len && *(const guint *) (array->data + (gsize) at * size) == id ? (int) at : -1;
}

/* A copy of @self with no formations, stands or battles. */
static HdCampaign *
copy_shell (const HdCampaign *self)
{
  HdCampaign *copy = g_new0 (HdCampaign, 1);
  gsize n = self->n_boxes;

  *copy = *self;
  copy->index = NULL;
  copy->map = g_object_ref (self->map);
  copy->formations = new_record_array (sizeof (HdCampaignFormation), formation_clear_func);
  copy->stands = new_record_array (sizeof (HdCampaignStand), stand_clear_func);
  copy->battles = new_record_array (sizeof (HdCampaignBattle), battle_clear_func);
  copy->control = g_memdup2 (self->control, n * sizeof (HdSide));
  copy->cavalry_held = g_memdup2 (self->cavalry_held, n * sizeof (gboolean));
  copy->entered = g_memdup2 (self->entered, n * sizeof (guint8));
  copy->works = g_memdup2 (self->works, n * sizeof (guint));
  copy->recruit_cities = g_memdup2 (self->recruit_cities, n * sizeof (guint8));
  copy->guns_upgraded = copy_uints (self->guns_upgraded);
  copy->wins = g_array_copy (self->wins);
  copy->trained = g_array_copy (self->trained);
  copy->win_rule = g_strdup (self->win_rule);
  copy->invasion_units = copy_uints (self->invasion_units);
  intel_copy (copy, self);
  for (guint i = 0; i < HD_N_SIDES; i++)
    copy->seat_pins[i] = g_strdup (self->seat_pins[i]);
  copy->dispatch_key = g_strdup (self->dispatch_key);
  copy->no_umpire = g_strdup (self->no_umpire);
  copy->master_opened = copy_uints (self->master_opened);
  copy->file_altered = copy_uints (self->file_altered);
  return copy;
}

HdCampaign *
hd_campaign_copy (const HdCampaign *self)
{
  HdCampaign *copy = copy_shell (self);

  g_atomic_int_inc (&n_copies);
  visit (self->formations->len + self->stands->len);
  copy_records (copy, self);
  return copy;
}

/* The records of @all (each @size bytes, in id order) whose ids are in
 * @ids, copied with @copy at the end of @into. */
static void
copy_some (GArray       *into,
           const GArray *all,
           gsize         size,
           const GArray *ids,
           void        (*copy) (gpointer dest, gconstpointer src))
{
  for (guint i = 0; i < ids->len; i++)
    {
      int at = find_index (all, size, g_array_index (ids, guint, i));

      if (at < 0)
        continue;
      g_array_set_size (into, into->len + 1);
      copy (into->data + (gsize) (into->len - 1) * size, all->data + (gsize) at * size);
    }
}

static void
formation_copy_func (gpointer      dest,
                     gconstpointer src)
{
  hd_campaign_formation_copy (dest, src);
}

static void
stand_copy_func (gpointer      dest,
                 gconstpointer src)
{
  hd_campaign_stand_copy (dest, src);
}

void
hd_campaign_copy_battles (HdCampaign       *dest,
                          const HdCampaign *src)
{
  for (guint i = 0; i < src->battles->len; i++)
    {
      HdCampaignBattle b;

      battle_copy (&b, &g_array_index (src->battles, HdCampaignBattle, i));
      g_array_append_val (dest->battles, b);
    }
}

HdCampaign *
hd_campaign_copy_part (const HdCampaign *self,
                       const GArray     *formations,
                       const GArray     *stands)
{
  HdCampaign *part = copy_shell (self);

  visit (formations->len + stands->len);
  copy_some (part->formations, self->formations, sizeof (HdCampaignFormation), formations, formation_copy_func);
  copy_some (part->stands, self->stands, sizeof (HdCampaignStand), stands, stand_copy_func);
  return part;
}

void
hd_campaign_free (HdCampaign *self)
{
  if (self == NULL)
    return;
  g_object_unref (self->map);
  hd_campaign_index_free (self->index);
  g_array_unref (self->formations);
  g_array_unref (self->stands);
  g_array_unref (self->battles);
  g_free (self->control);
  g_free (self->cavalry_held);
  g_free (self->entered);
  g_free (self->works);
  g_free (self->recruit_cities);
  g_array_unref (self->guns_upgraded);
  g_array_unref (self->wins);
  g_array_unref (self->trained);
  g_free (self->win_rule);
  g_array_unref (self->invasion_units);
  intel_free (self);
  for (guint i = 0; i < HD_N_SIDES; i++)
    g_free (self->seat_pins[i]);
  g_free (self->dispatch_key);
  g_free (self->no_umpire);
  g_array_unref (self->master_opened);
  g_array_unref (self->file_altered);
  g_free (self);
}

static void
dump_uints (GString      *out,
            const char   *name,
            const GArray *array)
{
  g_string_append_printf (out, " %s=", name);
  for (guint i = 0; array != NULL && i < array->len; i++)
    g_string_append_printf (out, "%s%u", i ? "," : "", g_array_index (array, guint, i));
}

static void
dump_records (GString          *out,
              const HdCampaign *self)
{
  for (guint i = 0; i < self->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (self->formations, HdCampaignFormation, i);

      g_string_append_printf (out, "formation %u side=%d kind=%s name=\"%s\" commander=\"%s\" parent=%u "
                              "box=%u raised=%u allotted=%u used=%u spent=%u sea=%d fought=%d arrived=%u:%u\n",
                              f->id, f->side, hd_formation_kind_to_string (f->kind), f->name,
                              f->commander, f->parent, f->box, f->raised_turn, f->marches_allotted,
                              f->marches_used, f->marches_spent, f->moved_by_sea, f->fought, f->arrived,
                              f->arrived_from);
    }
  for (guint i = 0; i < self->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (self->stands, HdCampaignStand, i);

      g_string_append_printf (out, "stand %u side=%d formation=%u box=%u name=\"%s\" arm=%s gun=%s sp=%u "
                              "start=%u morale=%u status=%s flags=%u raised=%u promoted=%u\n",
                              s->id, s->side, s->formation, s->box, s->name, hd_arm_to_string (s->arm),
                              hd_gun_to_string (s->gun), s->sp, s->sp_start, s->morale,
                              hd_status_to_string (s->status), s->flags, s->raised_turn, s->promoted_turn);
    }
}

static void
dump_battles (GString          *out,
              const HdCampaign *self)
{
  for (guint i = 0; i < self->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (self->battles, HdCampaignBattle, i);

      g_string_append_printf (out, "battle %u box=%u attacker=%d state=%u day=%u winner=%d picks=%u,%u",
                              b->id, b->box, b->attacker, b->state, b->day, b->winner,
                              b->picks[HD_SIDE_UNION], b->picks[HD_SIDE_CONFEDERATE]);
      dump_uints (out, "attackers", b->attackers);
      dump_uints (out, "from", b->entered_from);
      dump_uints (out, "present", b->present);
      dump_uints (out, "engaged", b->engaged);
      dump_uints (out, "exhausted-ok", b->exhausted_ok);
      g_string_append_printf (out, " closed=%d town=%d withdrew=%u,%u divisions=", b->closed, b->holds_town,
                              b->withdrawal[HD_SIDE_UNION], b->withdrawal[HD_SIDE_CONFEDERATE]);
      for (guint j = 0; b->divisions != NULL && j < b->divisions->len; j++)
        {
          const HdCampaignBattleDivision *d = &g_array_index (b->divisions, HdCampaignBattleDivision, j);

          g_string_append_printf (out, "%s%u:%u:%u", j ? "," : "", d->division, d->state, d->record);
        }
      g_string_append (out, " day-losses=");
      for (guint j = 0; b->day_losses != NULL && j < b->day_losses->len; j++)
        {
          const HdCampaignBattleLoss *l = &g_array_index (b->day_losses, HdCampaignBattleLoss, j);

          g_string_append_printf (out, "%s%u:%u", j ? "," : "", l->stand, l->lost);
        }
      g_string_append_c (out, '\n');
    }
}

static void
dump_boxes (GString          *out,
            const HdCampaign *self)
{
  for (guint i = 0; i < self->n_boxes; i++)
    g_string_append_printf (out, "box %s control=%d cavalry=%d entered=%u works=%u recruit=%u\n",
                            hd_map_get_box (self->map, i)->id, self->control[i], self->cavalry_held[i],
                            self->entered[i], self->works[i], self->recruit_cities[i]);
}

static void
dump_books (GString          *out,
            const HdCampaign *self)
{
  g_string_append_printf (out, "settings base=%u,%u reduced=%u fortress=%u\n",
                          self->settings.base_recruiting[HD_SIDE_UNION],
                          self->settings.base_recruiting[HD_SIDE_CONFEDERATE],
                          self->settings.union_reduced_box, self->settings.western_fortress);
  g_string_append_printf (out, "washington loss=%u falls=%u owed=%d kentucky=%d recruit-die=%u recruited=%u "
                          "winner=%d rule=%s\n", self->washington_loss, self->washington_falls,
                          self->washington_die_owed, self->kentucky_first, self->recruit_die, self->recruited,
                          self->winner, self->win_rule ? self->win_rule : "");
  g_string_append_printf (out, "invasion turn=%u year=%u from=%u to=%u years=%u", self->invasion_turn,
                          self->invasion_year, self->invasion_from, self->invasion_to, self->invasion_years);
  dump_uints (out, "units", self->invasion_units);
  g_string_append_c (out, '\n');
  g_string_append_printf (out, "corps-upgraded=%u", self->corps_upgraded);
  dump_uints (out, "guns-upgraded", self->guns_upgraded);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < self->wins->len; i++)
    {
      const HdCampaignWin *w = &g_array_index (self->wins, HdCampaignWin, i);

      g_string_append_printf (out, "win side=%d turn=%u box=%u kind=%d counted=%d\n",
                              w->side, w->turn, w->box, w->kind, w->counted);
    }
  for (guint i = 0; i < self->trained->len; i++)
    {
      const HdCampaignTraining *t = &g_array_index (self->trained, HdCampaignTraining, i);

      g_string_append_printf (out, "trained turn=%u side=%d division=%u\n", t->turn, t->side, t->division);
    }
}

char *
hd_campaign_dump (const HdCampaign *self)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "turn %u player=%d phase=%s marches=%u die=%u next=%u,%u,%u next-battle=%u\n",
                          self->turn, self->player, hd_phase_to_string (self->phase), self->marches,
                          self->march_die, self->next_id, self->side_next_id[HD_SIDE_UNION],
                          self->side_next_id[HD_SIDE_CONFEDERATE], self->next_battle_id);
  dump_records (out, self);
  dump_battles (out, self);
  dump_boxes (out, self);
  dump_books (out, self);
  intel_dump (self, out);
  g_string_append_printf (out, "pins %s %s %s\n", self->seat_pins[0] ? self->seat_pins[0] : "-",
                          self->seat_pins[1] ? self->seat_pins[1] : "-", self->seat_pins[2] ? self->seat_pins[2] : "-");
  g_string_append_printf (out, "dispatch-key %s\nno-umpire %s", self->dispatch_key ? self->dispatch_key : "-",
                          self->no_umpire ? self->no_umpire : "-");
  dump_uints (out, "opened", self->master_opened);
  dump_uints (out, "altered", self->file_altered);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

gboolean
hd_campaign_equal (const HdCampaign *a,
                   const HdCampaign *b)
{
  g_autofree char *da = hd_campaign_dump (a);
  g_autofree char *db = hd_campaign_dump (b);

  return a->map == b->map && g_str_equal (da, db);
}

HdMap *
hd_campaign_get_map (const HdCampaign *self)
{
  return self->map;
}

guint
hd_campaign_get_turn (const HdCampaign *self)
{
  return self->turn;
}

HdSide
hd_campaign_get_player (const HdCampaign *self)
{
  return self->player;
}

HdPhase
hd_campaign_get_phase (const HdCampaign *self)
{
  return self->phase;
}

HdSide
hd_campaign_get_control (const HdCampaign *self,
                         guint             box)
{
  g_return_val_if_fail (box < self->n_boxes, HD_SIDE_NEUTRAL);
  return self->control[box];
}

HdSide
hd_campaign_get_home_side (const HdCampaign *self,
                           guint             box)
{
  g_return_val_if_fail (box < self->n_boxes, HD_SIDE_NEUTRAL);
  return hd_map_get_box (self->map, box)->side;
}

HdSide
hd_campaign_get_winner (const HdCampaign *self)
{
  return self->winner;
}

guint
hd_campaign_get_n_formations (const HdCampaign *self)
{
  return self->formations->len;
}

const HdCampaignFormation *
hd_campaign_get_formation (const HdCampaign *self,
                           guint             index)
{
  g_return_val_if_fail (index < self->formations->len, NULL);
  return &g_array_index (self->formations, HdCampaignFormation, index);
}

const HdCampaignFormation *
hd_campaign_lookup_formation (const HdCampaign *self,
                              guint             id)
{
  int i = find_index (self->formations, sizeof (HdCampaignFormation), id);

  return i < 0 ? NULL : &g_array_index (self->formations, HdCampaignFormation, i);
}

HdCampaignFormation *
hd_campaign_find_formation (HdCampaign *self,
                            guint       id)
{
  return (HdCampaignFormation *) hd_campaign_lookup_formation (self, id);
}

guint
hd_campaign_get_n_stands (const HdCampaign *self)
{
  return self->stands->len;
}

const HdCampaignStand *
hd_campaign_get_stand (const HdCampaign *self,
                       guint             index)
{
  g_return_val_if_fail (index < self->stands->len, NULL);
  return &g_array_index (self->stands, HdCampaignStand, index);
}

const HdCampaignStand *
hd_campaign_lookup_stand (const HdCampaign *self,
                          guint             id)
{
  int i = find_index (self->stands, sizeof (HdCampaignStand), id);

  return i < 0 ? NULL : &g_array_index (self->stands, HdCampaignStand, i);
}

HdCampaignStand *
hd_campaign_find_stand (HdCampaign *self,
                        guint       id)
{
  return (HdCampaignStand *) hd_campaign_lookup_stand (self, id);
}

/* The index, made when first asked (a cache: @self is not changed). */
static HdCampaignIndex *
get_index (const HdCampaign *self)
{
  HdCampaign *mutable_self = (HdCampaign *) self;

  if (self->index == NULL)
    {
      visit (self->formations->len + self->stands->len);
      mutable_self->index = hd_campaign_index_new (self->formations, self->stands);
    }
  return self->index;
}

void
hd_campaign_forget_index (HdCampaign *self)
{
  g_clear_pointer (&self->index, hd_campaign_index_free);
}

/* The side whose sequence gives a record of @side its id: a neutral
 * record's (none is made today) the Union's. */
static HdSide
sequence_of (HdSide side)
{
  return side == HD_SIDE_CONFEDERATE ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION;
}

guint
hd_campaign_peek_id (const HdCampaign *self,
                     HdSide            side)
{
  guint id = self->side_next_id[sequence_of (side)];

  return id != 0 ? id : self->next_id;
}

/* The id of a new record of @side, taken from its sequence. */
static guint
take_id (HdCampaign *self,
         HdSide      side)
{
  guint id = hd_campaign_peek_id (self, side);

  if (self->side_next_id[sequence_of (side)] != 0)
    self->side_next_id[sequence_of (side)] += 2;
  self->next_id = MAX (self->next_id, id + 1);
  return id;
}

gboolean
hd_campaign_get_ids_by_side (const HdCampaign *self)
{
  return self->side_next_id[HD_SIDE_UNION] != 0;
}

guint
hd_campaign_id_parity (HdSide side)
{
  return side == HD_SIDE_CONFEDERATE ? 1 : 0;
}

/* The first id of @side's parity at or above @from. */
static guint
first_id_from (guint  from,
               HdSide side)
{
  return from + (from % 2 != hd_campaign_id_parity (side));
}

void
hd_campaign_set_ids_by_side (HdCampaign *self)
{
  self->side_next_id[HD_SIDE_UNION] = first_id_from (self->next_id, HD_SIDE_UNION);
  self->side_next_id[HD_SIDE_CONFEDERATE] = first_id_from (self->next_id, HD_SIDE_CONFEDERATE);
}

void
hd_campaign_raise_ids_by_side (HdCampaign *self)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    if (self->side_next_id[side] != 0 && self->side_next_id[side] < self->next_id)
      self->side_next_id[side] = first_id_from (self->next_id, side);
}

guint
hd_campaign_add_formation (HdCampaign                *self,
                           const HdCampaignFormation *formation)
{
  HdCampaignFormation f;

  hd_campaign_formation_copy (&f, formation);
  if (f.name == NULL)
    f.name = g_strdup ("");
  if (f.commander == NULL)
    f.commander = g_strdup ("");
  f.id = take_id (self, f.side);
  g_array_insert_val (self->formations, insertion_index (self->formations, sizeof f, f.id), f);
  if (self->index != NULL)
    hd_campaign_index_add_formation (self->index, &f);
  return f.id;
}

guint
hd_campaign_add_stand (HdCampaign            *self,
                       const HdCampaignStand *stand)
{
  HdCampaignStand s;

  hd_campaign_stand_copy (&s, stand);
  if (s.name == NULL)
    s.name = g_strdup ("");
  s.id = take_id (self, s.side);
  g_array_insert_val (self->stands, insertion_index (self->stands, sizeof s, s.id), s);
  if (self->index != NULL)
    hd_campaign_index_add_stand (self->index, &s);
  return s.id;
}

void
hd_campaign_remove_formation (HdCampaign *self,
                              guint       id)
{
  int i = find_index (self->formations, sizeof (HdCampaignFormation), id);

  g_return_if_fail (i >= 0);
  if (self->index != NULL)
    hd_campaign_index_remove_formation (self->index, &g_array_index (self->formations, HdCampaignFormation, i));
  g_array_remove_index (self->formations, (guint) i);
}

void
hd_campaign_remove_stand (HdCampaign *self,
                          guint       id)
{
  int i = find_index (self->stands, sizeof (HdCampaignStand), id);

  g_return_if_fail (i >= 0);
  if (self->index != NULL)
    hd_campaign_index_remove_stand (self->index, &g_array_index (self->stands, HdCampaignStand, i));
  g_array_remove_index (self->stands, (guint) i);
}

void
hd_campaign_set_stand_formation (HdCampaign *self,
                                 guint       id,
                                 guint       formation)
{
  HdCampaignStand *s = hd_campaign_find_stand (self, id);

  g_return_if_fail (s != NULL);
  if (self->index != NULL)
    hd_campaign_index_remove_stand (self->index, s);
  s->formation = formation;
  if (self->index != NULL)
    hd_campaign_index_add_stand (self->index, s);
}

void
hd_campaign_set_formation_parent (HdCampaign *self,
                                  guint       id,
                                  guint       parent)
{
  HdCampaignFormation *f = hd_campaign_find_formation (self, id);

  g_return_if_fail (f != NULL);
  if (self->index != NULL)
    hd_campaign_index_remove_formation (self->index, f);
  f->parent = parent;
  if (self->index != NULL)
    hd_campaign_index_add_formation (self->index, f);
}

const GArray *
hd_campaign_get_siege_trains (const HdCampaign *self,
                              HdSide            side)
{
  return hd_campaign_index_get_siege_trains (get_index (self), side);
}

guint
hd_campaign_stand_get_box (const HdCampaign      *self,
                           const HdCampaignStand *stand)
{
  const HdCampaignFormation *f;

  if (stand->formation == HD_CAMPAIGN_NONE)
    return stand->box;
  f = hd_campaign_lookup_formation (self, stand->formation);
  return f != NULL ? f->box : HD_CAMPAIGN_NO_BOX;
}

/* A new array of the ids in @ids (NULL: none). */
static GArray *
listed (const GArray *ids)
{
  GArray *out = uint_array ();

  if (ids != NULL)
    {
      visit (ids->len);
      g_array_append_vals (out, ids->data, ids->len);
    }
  return out;
}

GArray *
hd_campaign_list_children (const HdCampaign *self,
                           guint             id)
{
  if (id == HD_CAMPAIGN_NONE)
    return uint_array ();
  return listed (hd_campaign_index_get_children (get_index (self), id));
}

GArray *
hd_campaign_list_stands_of (const HdCampaign *self,
                            guint             id)
{
  if (id == HD_CAMPAIGN_NONE)
    return uint_array ();
  return listed (hd_campaign_index_get_stands (get_index (self), id));
}

static void
collect_held (const HdCampaign *self,
              guint             id,
              GArray           *formations,
              GArray           *stands,
              guint             depth)
{
  g_autoptr(GArray) own = hd_campaign_list_stands_of (self, id);
  g_autoptr(GArray) children = hd_campaign_list_children (self, id);

  if (formations != NULL)
    g_array_append_val (formations, id);
  g_array_append_vals (stands, own->data, own->len);
  /* invariant 2: an army, a corps, a division at most */
  for (guint i = 0; depth < 4 && i < children->len; i++)
    collect_held (self, g_array_index (children, guint, i), formations, stands, depth + 1);
}

void
hd_campaign_list_held (const HdCampaign *self,
                       guint             id,
                       GArray           *formations,
                       GArray           *stands)
{
  g_return_if_fail (self != NULL && stands != NULL);
  collect_held (self, id, formations, stands, 0);
}

GArray *
hd_campaign_list_all_stands (const HdCampaign *self,
                             guint             id)
{
  GArray *ids = uint_array ();

  collect_held (self, id, NULL, ids, 0);
  return ids;
}

GArray *
hd_campaign_list_formations_at (const HdCampaign *self,
                                guint             box,
                                HdSide            side)
{
  GArray *ids = uint_array ();

  for (guint i = 0; i < self->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (self->formations, HdCampaignFormation, i);

      if (f->box == box && f->kind != HD_FORMATION_ARMY && (side == HD_SIDE_NEUTRAL || f->side == side))
        g_array_append_val (ids, f->id);
    }
  return ids;
}

gboolean
hd_campaign_has_troops_at (const HdCampaign *self,
                           guint             box,
                           HdSide            side)
{
  for (guint i = 0; i < self->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (self->stands, HdCampaignStand, i);

      if (s->side == side && hd_campaign_stand_get_box (self, s) == box)
        return TRUE;
    }
  return FALSE;
}

gboolean *
hd_campaign_list_troops_at (const HdCampaign *self,
                            HdSide            side)
{
  gboolean *there = g_new0 (gboolean, self->n_boxes);

  for (guint i = 0; i < self->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (self->stands, HdCampaignStand, i);
      guint box = s->side == side ? hd_campaign_stand_get_box (self, s) : HD_CAMPAIGN_NO_BOX;

      if (box < self->n_boxes)
        there[box] = TRUE;
    }
  return there;
}

guint
hd_campaign_get_corps_of (const HdCampaign *self,
                          guint             id)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (self, id);

  if (f == NULL)
    return HD_CAMPAIGN_NONE;
  if (hd_formation_kind_is_corps (f->kind))
    return f->id;
  if (f->kind == HD_FORMATION_DIVISION || f->kind == HD_FORMATION_SIEGE_TRAIN)
    {
      const HdCampaignFormation *p = hd_campaign_lookup_formation (self, f->parent);

      if (p != NULL && hd_formation_kind_is_corps (p->kind))
        return p->id;
    }
  return HD_CAMPAIGN_NONE;
}

char *
hd_campaign_invariant_broken (int         number,
                              const char *format,
                              ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  return g_strdup_printf ("invariant %d: %s", number, what);
}
