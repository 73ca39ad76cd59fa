/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-snapshot.c: a position written whole as lines and read
 * back, every figure checked (hd-campaign-snapshot.h).  The writer's
 * half is first; the reader's, one function per kind of line, after. */
#define G_LOG_DOMAIN "hd-campaign-snapshot"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-action.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-snapshot.h"
#include "hd-excerpt.h"

/* The most items a list of a line may hold, and a text's longest. */
#define MAX_LIST 2000
#define MAX_TEXT 200

/* ------------------------------------------------------------ writing */

static void
put (GString          *out,
     HdCampaignAction *line)
{
  g_autofree char *text = hd_campaign_action_to_line (line);

  g_string_append (out, text);
  g_string_append_c (out, '\n');
  hd_campaign_action_free (line);
}

static void
set_box (HdCampaignAction *a,
         const HdCampaign *c,
         const char       *key,
         guint             box)
{
  hd_campaign_action_set (a, key, box < c->n_boxes ? hd_map_get_box (c->map, box)->id : "none");
}

static void
set_side (HdCampaignAction *a,
          const char       *key,
          HdSide            side)
{
  hd_campaign_action_set (a, key, hd_side_to_string (side));
}

/* A list of figures, or of box ids (@c not NULL); left out when empty. */
static void
set_list (HdCampaignAction *a,
          const HdCampaign *c,
          const char       *key,
          const GArray     *items)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      guint item = g_array_index (items, guint, i);

      if (i > 0)
        g_string_append_c (text, ',');
      if (c != NULL)
        g_string_append (text, item < c->n_boxes ? hd_map_get_box (c->map, item)->id : "none");
      else
        g_string_append_printf (text, "%u", item);
    }
  if (text->len > 0)
    hd_campaign_action_set (a, key, text->str);
}

static void
write_position (GString          *out,
                const HdCampaign *c)
{
  HdCampaignAction *a = hd_campaign_action_new ("position");
  const HdCampaignSettings *s = &c->settings;

  hd_campaign_action_set_uint (a, "turn", c->turn);
  set_side (a, "player", c->player);
  hd_campaign_action_set (a, "phase", hd_phase_to_string (c->phase));
  hd_campaign_action_set_uint (a, "marches", c->marches);
  hd_campaign_action_set_uint (a, "die", c->march_die);
  hd_campaign_action_set_uint (a, "next-id", c->next_id);
  /* each side's own sequence, where kept (a view keeps its side's only) */
  if (c->side_next_id[HD_SIDE_UNION] != 0)
    hd_campaign_action_set_uint (a, "next-union", c->side_next_id[HD_SIDE_UNION]);
  if (c->side_next_id[HD_SIDE_CONFEDERATE] != 0)
    hd_campaign_action_set_uint (a, "next-confederate", c->side_next_id[HD_SIDE_CONFEDERATE]);
  hd_campaign_action_set_uint (a, "next-battle", c->next_battle_id);
  put (out, a);
  a = hd_campaign_action_new ("settings");
  hd_campaign_action_set_uint (a, "union-base", s->base_recruiting[HD_SIDE_UNION]);
  hd_campaign_action_set_uint (a, "confederate-base", s->base_recruiting[HD_SIDE_CONFEDERATE]);
  set_box (a, c, "reduced", s->union_reduced_box);
  set_box (a, c, "fortress", s->western_fortress);
  put (out, a);
}

static void
write_formation (GString                   *out,
                 const HdCampaign          *c,
                 const HdCampaignFormation *f)
{
  HdCampaignAction *a = hd_campaign_action_new ("formation");

  hd_campaign_action_set_uint (a, "id", f->id);
  set_side (a, "side", f->side);
  hd_campaign_action_set (a, "kind", hd_formation_kind_to_string (f->kind));
  hd_campaign_action_set (a, "name", f->name);
  hd_campaign_action_set (a, "commander", f->commander != NULL ? f->commander : "");
  hd_campaign_action_set_uint (a, "parent", f->parent);
  set_box (a, c, "box", f->box);
  hd_campaign_action_set_uint (a, "raised", f->raised_turn);
  hd_campaign_action_set_uint (a, "allotted", f->marches_allotted);
  hd_campaign_action_set_uint (a, "used", f->marches_used);
  hd_campaign_action_set_uint (a, "spent", f->marches_spent);
  hd_campaign_action_set_uint (a, "sea", f->moved_by_sea);
  hd_campaign_action_set_uint (a, "fought", f->fought);
  hd_campaign_action_set_uint (a, "arrived", f->arrived);
  set_box (a, c, "arrived-from", f->arrived_from);
  put (out, a);
}

static void
write_stand (GString               *out,
             const HdCampaign      *c,
             const HdCampaignStand *s)
{
  HdCampaignAction *a = hd_campaign_action_new ("stand");
  g_autofree char *flags = hd_campaign_oob_flags_to_string (s->flags);

  hd_campaign_action_set_uint (a, "id", s->id);
  set_side (a, "side", s->side);
  hd_campaign_action_set_uint (a, "formation", s->formation);
  set_box (a, c, "box", s->box);
  hd_campaign_action_set (a, "name", s->name);
  hd_campaign_action_set (a, "arm", hd_arm_to_string (s->arm));
  hd_campaign_action_set (a, "gun", hd_gun_to_string (s->gun));
  hd_campaign_action_set_uint (a, "sp", s->sp);
  hd_campaign_action_set_uint (a, "start", s->sp_start);
  hd_campaign_action_set_uint (a, "morale", s->morale);
  hd_campaign_action_set (a, "status", hd_status_to_string (s->status));
  hd_campaign_action_set (a, "flags", flags);
  hd_campaign_action_set_uint (a, "raised", s->raised_turn);
  hd_campaign_action_set_uint (a, "promoted", s->promoted_turn);
  put (out, a);
}

/* A battle's division records and the day's losses, as "a:b:c,…": their
 * records are guints, three and two to an item. */
G_STATIC_ASSERT (sizeof (HdCampaignBattleDivision) == 3 * sizeof (guint));
G_STATIC_ASSERT (sizeof (HdCampaignBattleLoss) == 2 * sizeof (guint));

static void
set_triples (HdCampaignAction *a,
             const char       *key,
             const GArray     *items,
             guint             width)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; items != NULL && i < items->len; i++)
    for (guint j = 0; j < width; j++)
      g_string_append_printf (text, "%s%u", j > 0 ? ":" : i > 0 ? "," : "",
                              ((const guint *) (items->data + (gsize) i * g_array_get_element_size ((GArray *) items)))[j]);
  if (text->len > 0)
    hd_campaign_action_set (a, key, text->str);
}

static void
write_battle (GString                *out,
              const HdCampaign       *c,
              const HdCampaignBattle *b)
{
  HdCampaignAction *a = hd_campaign_action_new ("battle");

  hd_campaign_action_set_uint (a, "id", b->id);
  set_box (a, c, "box", b->box);
  set_side (a, "attacker", b->attacker);
  hd_campaign_action_set_uint (a, "state", b->state);
  hd_campaign_action_set_uint (a, "day", b->day);
  set_side (a, "winner", b->winner);
  hd_campaign_action_set_uint (a, "union-picks", b->picks[HD_SIDE_UNION]);
  hd_campaign_action_set_uint (a, "confederate-picks", b->picks[HD_SIDE_CONFEDERATE]);
  set_list (a, NULL, "attackers", b->attackers);
  set_list (a, c, "from", b->entered_from);
  set_list (a, NULL, "present", b->present);
  set_list (a, NULL, "engaged", b->engaged);
  set_list (a, NULL, "exhausted-ok", b->exhausted_ok);
  hd_campaign_action_set_uint (a, "closed", b->closed);
  hd_campaign_action_set_uint (a, "town", b->holds_town);
  hd_campaign_action_set_uint (a, "union-withdrew", b->withdrawal[HD_SIDE_UNION]);
  hd_campaign_action_set_uint (a, "confederate-withdrew", b->withdrawal[HD_SIDE_CONFEDERATE]);
  set_triples (a, "divisions", b->divisions, 3);
  set_triples (a, "day-losses", b->day_losses, 2);
  put (out, a);
}

static void
write_boxes (GString          *out,
             const HdCampaign *c)
{
  for (guint i = 0; i < c->n_boxes; i++)
    {
      HdCampaignAction *a;

      if (c->control[i] == hd_map_get_box (c->map, i)->side && !c->cavalry_held[i] && c->entered[i] == 0
          && c->works[i] == 0 && c->recruit_cities[i] == 0)
        continue;
      a = hd_campaign_action_new ("box");
      set_box (a, c, "id", i);
      set_side (a, "control", c->control[i]);
      hd_campaign_action_set_uint (a, "cavalry", c->cavalry_held[i]);
      hd_campaign_action_set_uint (a, "entered", c->entered[i]);
      hd_campaign_action_set_uint (a, "works", c->works[i]);
      hd_campaign_action_set_uint (a, "recruit", c->recruit_cities[i]);
      put (out, a);
    }
}

static void
write_books (GString          *out,
             const HdCampaign *c)
{
  HdCampaignAction *a = hd_campaign_action_new ("books");

  hd_campaign_action_set_uint (a, "washington-loss", c->washington_loss);
  hd_campaign_action_set_uint (a, "washington-falls", c->washington_falls);
  hd_campaign_action_set_uint (a, "washington-owed", c->washington_die_owed);
  set_side (a, "kentucky", c->kentucky_first);
  hd_campaign_action_set_uint (a, "recruit-die", c->recruit_die);
  hd_campaign_action_set_uint (a, "recruited", c->recruited);
  set_side (a, "winner", c->winner);
  if (c->win_rule != NULL)
    hd_campaign_action_set (a, "rule", c->win_rule);
  hd_campaign_action_set_uint (a, "corps-upgraded", c->corps_upgraded);
  set_list (a, NULL, "guns-upgraded", c->guns_upgraded);
  put (out, a);
  a = hd_campaign_action_new ("invasion");
  hd_campaign_action_set_uint (a, "turn", c->invasion_turn);
  hd_campaign_action_set_uint (a, "year", c->invasion_year);
  set_box (a, c, "from", c->invasion_turn != 0 ? c->invasion_from : HD_CAMPAIGN_NO_BOX);
  set_box (a, c, "to", c->invasion_turn != 0 ? c->invasion_to : HD_CAMPAIGN_NO_BOX);
  hd_campaign_action_set_uint (a, "years", c->invasion_years);
  set_list (a, NULL, "units", c->invasion_units);
  put (out, a);
  for (guint i = 0; i < c->wins->len; i++)
    {
      const HdCampaignWin *w = &g_array_index (c->wins, HdCampaignWin, i);

      a = hd_campaign_action_new ("win");
      set_side (a, "side", w->side);
      hd_campaign_action_set_uint (a, "turn", w->turn);
      set_box (a, c, "box", w->box);
      hd_campaign_action_set_uint (a, "kind", w->kind);
      hd_campaign_action_set_uint (a, "counted", w->counted);
      put (out, a);
    }
  for (guint i = 0; i < c->trained->len; i++)
    {
      const HdCampaignTraining *t = &g_array_index (c->trained, HdCampaignTraining, i);

      a = hd_campaign_action_new ("trained");
      hd_campaign_action_set_uint (a, "turn", t->turn);
      set_side (a, "side", t->side);
      hd_campaign_action_set_uint (a, "division", t->division);
      put (out, a);
    }
}

static void
write_report (GString                *out,
              const HdCampaign       *c,
              const HdCampaignReport *r)
{
  HdCampaignAction *a = hd_campaign_action_new ("report");
  g_autoptr(GString) origins = g_string_new (NULL);

  set_side (a, "side", r->side);
  set_box (a, c, "box", r->box);
  hd_campaign_action_set (a, "level", hd_campaign_intel_level_to_string (r->level));
  hd_campaign_action_set_uint (a, "source", r->source);
  if (r->source_name != NULL)
    hd_campaign_action_set (a, "by", r->source_name);
  hd_campaign_action_set_uint (a, "turn", r->turn);
  hd_campaign_action_set_uint (a, "pre-battle", r->pre_battle);
  hd_campaign_action_set_uint (a, "present", r->present);
  if (r->force != NULL)
    hd_campaign_action_set (a, "force", r->force);
  if (r->commander != NULL)
    hd_campaign_action_set (a, "commander", r->commander);
  hd_campaign_action_set_uint (a, "infantry-divisions", r->infantry_divisions);
  hd_campaign_action_set_uint (a, "cavalry-divisions", r->cavalry_divisions);
  hd_campaign_action_set_uint (a, "artillery", r->artillery);
  hd_campaign_action_set_uint (a, "arrived", r->mostly_arrived);
  hd_campaign_action_set_uint (a, "infantry-brigades", r->infantry_brigades);
  hd_campaign_action_set_uint (a, "cavalry-brigades", r->cavalry_brigades);
  hd_campaign_action_set_uint (a, "battalions", r->artillery_battalions);
  hd_campaign_action_set (a, "works", hd_campaign_works_band_to_string (r->works));
  for (guint i = 0; i < r->corps->len && i < 40; i++)
    {
      g_autofree char *key = g_strdup_printf ("corps-%u", i + 1);

      hd_campaign_action_set (a, key, g_ptr_array_index (r->corps, i));
    }
  for (guint i = 0; i < r->origins->len; i++)
    {
      const HdCampaignIntelOrigin *o = &g_array_index (r->origins, HdCampaignIntelOrigin, i);

      g_string_append_printf (origins, "%s%s:%u", i > 0 ? "," : "", hd_map_get_box (c->map, o->box)->id,
                              o->divisions);
    }
  if (origins->len > 0)
    hd_campaign_action_set (a, "origins", origins->str);
  put (out, a);
}

/* A game without an umpire: its salt and the master view's openings
 * (public); nothing for an umpire's game. */
static void
write_seats (GString          *out,
             const HdCampaign *c)
{
  HdCampaignAction *a;

  if (c->no_umpire == NULL)
    return;
  a = hd_campaign_action_new ("seats");
  hd_campaign_action_set (a, "no-umpire", c->no_umpire);
  set_list (a, NULL, "opened", c->master_opened);
  set_list (a, NULL, "altered", c->file_altered);
  put (out, a);
}

static void
write_intel (GString          *out,
             const HdCampaign *c)
{
  HdCampaignAction *a = hd_campaign_action_new ("blockade");

  hd_campaign_action_set_uint (a, "added", c->blockade_added);
  set_box (a, c, "scouted", c->blockade_scouted > 0 ? c->blockade_scouted - 1 : HD_CAMPAIGN_NO_BOX);
  set_list (a, c, "ports", c->blockade);
  put (out, a);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint box = 0; box < c->n_boxes; box++)
      if (g_ptr_array_index (c->reports[side], box) != NULL)
        write_report (out, c, g_ptr_array_index (c->reports[side], box));
}

char *
hd_campaign_snapshot_write (const HdCampaign *c)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (c != NULL, NULL);
  write_position (out, c);
  for (guint i = 0; i < c->formations->len; i++)
    write_formation (out, c, &g_array_index (c->formations, HdCampaignFormation, i));
  for (guint i = 0; i < c->stands->len; i++)
    write_stand (out, c, &g_array_index (c->stands, HdCampaignStand, i));
  for (guint i = 0; i < c->battles->len; i++)
    write_battle (out, c, &g_array_index (c->battles, HdCampaignBattle, i));
  write_boxes (out, c);
  write_books (out, c);
  write_intel (out, c);
  write_seats (out, c);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ reading */

typedef struct {
  HdCampaign             *c;
  const HdCampaignAction *a;
  guint                   line;
  GError                **error;
} Ctx;

static gboolean G_GNUC_PRINTF (2, 3)
fail (Ctx        *ctx,
      const char *format,
      ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  if (ctx->error != NULL && *ctx->error == NULL)
    /* TRANSLATORS: a damaged position in a dispatch; %u is its line */
    g_set_error (ctx->error, HD_CAMPAIGN_SETUP_ERROR, HD_CAMPAIGN_SETUP_ERROR_INVALID,
                 _("the position is damaged at line %u: %s"), ctx->line, what);
  return FALSE;
}

static const char *
need (Ctx        *ctx,
      const char *key)
{
  const char *value = hd_campaign_action_get (ctx->a, key);

  if (value == NULL)
    /* TRANSLATORS: a line of a dispatch's position lacks a value */
    fail (ctx, _("“%s” has no %s"), hd_campaign_action_get_type_name (ctx->a), key);
  return value;
}

static gboolean
parse_figure (const char *text,
              guint       max,
              guint      *out)
{
  guint64 value;

  if (text == NULL || !g_ascii_isdigit (text[0]) || strlen (text) > 10
      || !g_ascii_string_to_unsigned (text, 10, 0, max, &value, NULL))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

static gboolean
rd_uint (Ctx        *ctx,
         const char *key,
         guint       max,
         guint      *out)
{
  const char *text = need (ctx, key);

  if (text == NULL)
    return FALSE;
  if (!parse_figure (text, max, out))
    /* TRANSLATORS: %s a key, "%s" its value, %u the largest allowed */
    return fail (ctx, _("%s is “%s”, not a number from 0 to %u"), key, text, max);
  return TRUE;
}

/* @key's figure, or 0 where the line has none (a dispatch written
 * before ids were given by side). */
static gboolean
rd_uint_absent_0 (Ctx        *ctx,
                  const char *key,
                  guint      *out)
{
  *out = 0;
  return hd_campaign_action_get (ctx->a, key) == NULL || rd_uint (ctx, key, 10000000, out);
}

static gboolean
rd_flag (Ctx        *ctx,
         const char *key,
         gboolean   *out)
{
  guint value;

  if (!rd_uint (ctx, key, 1, &value))
    return FALSE;
  *out = value != 0;
  return TRUE;
}

static gboolean
rd_side (Ctx        *ctx,
         const char *key,
         gboolean    neutral,
         HdSide     *out)
{
  const char *text = need (ctx, key);

  if (text == NULL)
    return FALSE;
  if (!hd_side_from_string (text, out) || (*out == HD_SIDE_NEUTRAL && !neutral))
    return fail (ctx, _("%s is “%s”, not a side"), key, text);
  return TRUE;
}

static gboolean
parse_box (Ctx        *ctx,
           const char *text,
           gboolean    none,
           guint      *out)
{
  const HdBox *box;

  if (none && g_strcmp0 (text, "none") == 0)
    {
      *out = HD_CAMPAIGN_NO_BOX;
      return TRUE;
    }
  box = text != NULL ? hd_map_lookup_id (ctx->c->map, text) : NULL;
  if (box == NULL)
    {
      g_autofree char *shown = hd_excerpt (text != NULL ? text : "", 40);

      return fail (ctx, _("“%s” is no box of the map"), shown);
    }
  *out = box->index;
  return TRUE;
}

static gboolean
rd_box (Ctx        *ctx,
        const char *key,
        gboolean    none,
        guint      *out)
{
  const char *text = need (ctx, key);

  return text != NULL && parse_box (ctx, text, none, out);
}

static gboolean
rd_text (Ctx        *ctx,
         const char *key,
         gboolean    optional,
         char      **out)
{
  const char *text = optional ? hd_campaign_action_get (ctx->a, key) : need (ctx, key);

  if (text == NULL)
    return optional;
  if (strlen (text) > MAX_TEXT)
    return fail (ctx, _("%s is longer than %u characters"), key, MAX_TEXT);
  g_free (*out);
  *out = g_strdup (text);
  return TRUE;
}

/* A list of figures (or box ids, @boxes) with @width parts each ("a:b"),
 * onto @out's guints; a missing key is an empty list. */
static gboolean
rd_list (Ctx        *ctx,
         const char *key,
         gboolean    boxes,
         guint       width,
         GArray     *out)
{
  const char *text = hd_campaign_action_get (ctx->a, key);
  g_auto(GStrv) items = NULL;

  g_array_set_size (out, 0);
  if (text == NULL)
    return TRUE;
  items = g_strsplit (text, ",", MAX_LIST + 1);
  if (g_strv_length (items) > MAX_LIST)
    return fail (ctx, _("%s lists more than %u items"), key, MAX_LIST);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], ":", width + 1);

      if (g_strv_length (parts) != width)
        return fail (ctx, _("%s holds “%s”, not an item of %u parts"), key, items[i], width);
      for (guint j = 0; j < width; j++)
        {
          guint value;

          if (boxes && j == 0 ? !parse_box (ctx, parts[j], FALSE, &value)
                              : !parse_figure (parts[j], G_MAXUINT32 - 1, &value))
            return fail (ctx, _("%s holds “%s”, which is not one"), key, items[i]);
          g_array_append_val (out, value);
        }
    }
  return TRUE;
}

static gboolean
read_position (Ctx *ctx)
{
  HdCampaign *c = ctx->c;
  const char *phase = need (ctx, "phase");

  if (phase == NULL || !hd_phase_from_string (phase, &c->phase))
    return fail (ctx, _("phase is not one of the campaign’s phases"));
  return rd_uint (ctx, "turn", 41, &c->turn) && (c->turn >= 1 || fail (ctx, _("the Game Turn is 0")))
         && rd_side (ctx, "player", FALSE, &c->player) && rd_uint (ctx, "marches", 99, &c->marches)
         && rd_uint (ctx, "die", 6, &c->march_die) && rd_uint (ctx, "next-id", 10000000, &c->next_id)
         && rd_uint_absent_0 (ctx, "next-union", &c->side_next_id[HD_SIDE_UNION])
         && rd_uint_absent_0 (ctx, "next-confederate", &c->side_next_id[HD_SIDE_CONFEDERATE])
         && rd_uint (ctx, "next-battle", 10000000, &c->next_battle_id);
}

static gboolean
read_settings (Ctx *ctx)
{
  HdCampaignSettings *s = &ctx->c->settings;

  return rd_uint (ctx, "union-base", 99, &s->base_recruiting[HD_SIDE_UNION])
         && rd_uint (ctx, "confederate-base", 99, &s->base_recruiting[HD_SIDE_CONFEDERATE])
         && rd_box (ctx, "reduced", TRUE, &s->union_reduced_box)
         && rd_box (ctx, "fortress", TRUE, &s->western_fortress);
}

/* Records come in rising ids, below the position's next id. */
static gboolean
check_id (Ctx   *ctx,
          guint  id,
          guint  last)
{
  if (id == HD_CAMPAIGN_NONE || id <= last || id >= ctx->c->next_id)
    return fail (ctx, _("the id %u is out of order"), id);
  return TRUE;
}

static gboolean
read_formation (Ctx *ctx)
{
  HdCampaign *c = ctx->c;
  HdCampaignFormation f = { 0 };
  const char *kind = need (ctx, "kind");
  guint last = c->formations->len > 0 ? g_array_index (c->formations, HdCampaignFormation,
                                                       c->formations->len - 1).id : 0;
  gboolean ok;

  ok = kind != NULL && (hd_formation_kind_from_string (kind, &f.kind) || fail (ctx, _("kind is not one")))
       && rd_uint (ctx, "id", G_MAXUINT32 - 1, &f.id) && check_id (ctx, f.id, last)
       && rd_side (ctx, "side", FALSE, &f.side) && rd_text (ctx, "name", FALSE, &f.name)
       && rd_text (ctx, "commander", FALSE, &f.commander) && rd_uint (ctx, "parent", G_MAXUINT32 - 1, &f.parent)
       && rd_box (ctx, "box", TRUE, &f.box) && rd_uint (ctx, "raised", 41, &f.raised_turn)
       && rd_uint (ctx, "allotted", 99, &f.marches_allotted) && rd_uint (ctx, "used", 99, &f.marches_used)
       && rd_uint (ctx, "spent", 99, &f.marches_spent) && rd_flag (ctx, "sea", &f.moved_by_sea)
       && rd_flag (ctx, "fought", &f.fought) && rd_uint (ctx, "arrived", 100, &f.arrived)
       && rd_box (ctx, "arrived-from", TRUE, &f.arrived_from);
  if (!ok)
    {
      hd_campaign_formation_clear (&f);
      return FALSE;
    }
  g_array_append_val (c->formations, f);
  return TRUE;
}

static gboolean
read_stand_words (Ctx             *ctx,
                  HdCampaignStand *s)
{
  const char *arm = need (ctx, "arm"), *gun = need (ctx, "gun");
  const char *status = need (ctx, "status"), *flags = need (ctx, "flags");

  if (arm == NULL || gun == NULL || status == NULL || flags == NULL)
    return FALSE;
  if (!hd_arm_from_string (arm, &s->arm) || !hd_gun_from_string (gun, &s->gun)
      || !hd_status_from_string (status, &s->status) || !hd_campaign_oob_flags_from_string (flags, &s->flags))
    /* TRANSLATORS: a stand's arm, guns, status or qualities */
    return fail (ctx, _("a stand’s arm, guns, status or qualities are not ones the campaign has"));
  return TRUE;
}

static gboolean
read_stand (Ctx *ctx)
{
  HdCampaign *c = ctx->c;
  HdCampaignStand s = { 0 };
  guint last = c->stands->len > 0 ? g_array_index (c->stands, HdCampaignStand, c->stands->len - 1).id : 0;
  gboolean ok;

  ok = rd_uint (ctx, "id", G_MAXUINT32 - 1, &s.id) && check_id (ctx, s.id, last)
       && rd_side (ctx, "side", FALSE, &s.side) && rd_uint (ctx, "formation", G_MAXUINT32 - 1, &s.formation)
       && rd_box (ctx, "box", TRUE, &s.box) && rd_text (ctx, "name", FALSE, &s.name)
       && read_stand_words (ctx, &s) && rd_uint (ctx, "sp", 99, &s.sp) && rd_uint (ctx, "start", 99, &s.sp_start)
       && rd_uint (ctx, "morale", 9, &s.morale) && rd_uint (ctx, "raised", 41, &s.raised_turn)
       && rd_uint (ctx, "promoted", 41, &s.promoted_turn);
  if (!ok)
    {
      hd_campaign_stand_clear (&s);
      return FALSE;
    }
  g_array_append_val (c->stands, s);
  return TRUE;
}

static gboolean
read_battle_lists (Ctx              *ctx,
                   HdCampaignBattle *b)
{
  b->attackers = g_array_new (FALSE, FALSE, sizeof (guint));
  b->entered_from = g_array_new (FALSE, FALSE, sizeof (guint));
  b->present = g_array_new (FALSE, FALSE, sizeof (guint));
  b->engaged = g_array_new (FALSE, FALSE, sizeof (guint));
  b->exhausted_ok = g_array_new (FALSE, FALSE, sizeof (guint));
  b->divisions = g_array_new (FALSE, FALSE, sizeof (HdCampaignBattleDivision));
  b->day_losses = g_array_new (FALSE, FALSE, sizeof (HdCampaignBattleLoss));
  if (!rd_list (ctx, "attackers", FALSE, 1, b->attackers) || !rd_list (ctx, "from", TRUE, 1, b->entered_from)
      || !rd_list (ctx, "present", FALSE, 1, b->present) || !rd_list (ctx, "engaged", FALSE, 1, b->engaged)
      || !rd_list (ctx, "exhausted-ok", FALSE, 1, b->exhausted_ok))
    return FALSE;
  /* the records' own arrays hold guints three (and two) at a time */
  g_array_set_size (b->divisions, 0);
  {
    g_autoptr(GArray) flat = g_array_new (FALSE, FALSE, sizeof (guint));

    if (!rd_list (ctx, "divisions", FALSE, 3, flat))
      return FALSE;
    for (guint i = 0; i + 2 < flat->len; i += 3)
      {
        HdCampaignBattleDivision d = { g_array_index (flat, guint, i), g_array_index (flat, guint, i + 1),
                                       g_array_index (flat, guint, i + 2) };

        if (d.state >= HD_N_DIVISION_STATES)
          return fail (ctx, _("a division’s state is not one"));
        g_array_append_val (b->divisions, d);
      }
    if (!rd_list (ctx, "day-losses", FALSE, 2, flat))
      return FALSE;
    for (guint i = 0; i + 1 < flat->len; i += 2)
      {
        HdCampaignBattleLoss l = { g_array_index (flat, guint, i), g_array_index (flat, guint, i + 1) };

        g_array_append_val (b->day_losses, l);
      }
  }
  return TRUE;
}

static gboolean
read_battle (Ctx *ctx)
{
  HdCampaignBattle b = { 0 };
  guint state = 0;
  gboolean ok;

  ok = rd_uint (ctx, "id", G_MAXUINT32 - 1, &b.id)
       && ((b.id > 0 && b.id < ctx->c->next_battle_id) || fail (ctx, _("the battle id %u is out of order"), b.id))
       && rd_box (ctx, "box", FALSE, &b.box) && rd_side (ctx, "attacker", FALSE, &b.attacker)
       && rd_uint (ctx, "state", HD_N_BATTLE_STATES - 1, &state) && rd_uint (ctx, "day", 99, &b.day)
       && rd_side (ctx, "winner", TRUE, &b.winner)
       && rd_uint (ctx, "union-picks", 99, &b.picks[HD_SIDE_UNION])
       && rd_uint (ctx, "confederate-picks", 99, &b.picks[HD_SIDE_CONFEDERATE])
       && rd_flag (ctx, "closed", &b.closed) && rd_flag (ctx, "town", &b.holds_town)
       && rd_uint (ctx, "union-withdrew", ctx->c->n_boxes, &b.withdrawal[HD_SIDE_UNION])
       && rd_uint (ctx, "confederate-withdrew", ctx->c->n_boxes, &b.withdrawal[HD_SIDE_CONFEDERATE]);
  b.state = state;
  ok = read_battle_lists (ctx, &b) && (ok || fail (ctx, _("a battle’s figures are not ones")));
  if (ok)
    g_array_append_val (ctx->c->battles, b);
  else
    hd_campaign_battle_clear (&b);
  return ok;
}

static gboolean
read_box (Ctx *ctx)
{
  HdCampaign *c = ctx->c;
  guint box, entered, recruit;

  if (!rd_box (ctx, "id", FALSE, &box) || !rd_side (ctx, "control", TRUE, &c->control[box])
      || !rd_flag (ctx, "cavalry", &c->cavalry_held[box]) || !rd_uint (ctx, "entered", 7, &entered)
      || !rd_uint (ctx, "works", 999, &c->works[box]) || !rd_uint (ctx, "recruit", 255, &recruit))
    return FALSE;
  c->entered[box] = (guint8) entered;
  c->recruit_cities[box] = (guint8) recruit;
  return TRUE;
}

static gboolean
read_books (Ctx *ctx)
{
  HdCampaign *c = ctx->c;

  if (!rd_uint (ctx, "washington-loss", 99, &c->washington_loss)
      || !rd_uint (ctx, "washington-falls", 99, &c->washington_falls)
      || !rd_flag (ctx, "washington-owed", &c->washington_die_owed)
      || !rd_side (ctx, "kentucky", TRUE, &c->kentucky_first) || !rd_uint (ctx, "recruit-die", 6, &c->recruit_die)
      || !rd_uint (ctx, "recruited", 99, &c->recruited) || !rd_side (ctx, "winner", TRUE, &c->winner)
      || !rd_text (ctx, "rule", TRUE, &c->win_rule) || !rd_uint (ctx, "corps-upgraded", 99, &c->corps_upgraded))
    return FALSE;
  return rd_list (ctx, "guns-upgraded", FALSE, 1, c->guns_upgraded);
}

static gboolean
read_invasion (Ctx *ctx)
{
  HdCampaign *c = ctx->c;

  if (!rd_uint (ctx, "turn", 41, &c->invasion_turn) || !rd_uint (ctx, "year", 1865, &c->invasion_year)
      || !rd_box (ctx, "from", TRUE, &c->invasion_from) || !rd_box (ctx, "to", TRUE, &c->invasion_to)
      || !rd_uint (ctx, "years", 15, &c->invasion_years))
    return FALSE;
  if (c->invasion_turn == 0)
    c->invasion_from = c->invasion_to = 0;
  else if (c->invasion_from >= c->n_boxes || c->invasion_to >= c->n_boxes)
    return fail (ctx, _("the invasion has no ports"));
  return rd_list (ctx, "units", FALSE, 1, c->invasion_units);
}

static gboolean
read_win (Ctx *ctx)
{
  HdCampaignWin w = { 0 };
  guint kind;

  if (!rd_side (ctx, "side", FALSE, &w.side) || !rd_uint (ctx, "turn", 41, &w.turn)
      || !rd_box (ctx, "box", TRUE, &w.box) || !rd_uint (ctx, "kind", HD_N_WIN_KINDS - 1, &kind)
      || !rd_flag (ctx, "counted", &w.counted))
    return FALSE;
  w.kind = kind;
  g_array_append_val (ctx->c->wins, w);
  return TRUE;
}

static gboolean
read_trained (Ctx *ctx)
{
  HdCampaignTraining t = { 0 };

  if (!rd_uint (ctx, "turn", 41, &t.turn) || !rd_side (ctx, "side", FALSE, &t.side)
      || !rd_uint (ctx, "division", G_MAXUINT32 - 1, &t.division))
    return FALSE;
  g_array_append_val (ctx->c->trained, t);
  return TRUE;
}

static gboolean
read_blockade (Ctx *ctx)
{
  HdCampaign *c = ctx->c;
  guint scouted;

  if (!rd_uint (ctx, "added", 41, &c->blockade_added) || !rd_box (ctx, "scouted", TRUE, &scouted))
    return FALSE;
  c->blockade_scouted = scouted < c->n_boxes ? scouted + 1 : 0;
  return rd_list (ctx, "ports", TRUE, 1, c->blockade);
}

static gboolean
read_report_words (Ctx              *ctx,
                   HdCampaignReport *r)
{
  const char *level = need (ctx, "level"), *works = need (ctx, "works");
  guint source;
  gboolean found = FALSE;

  if (level == NULL || works == NULL || !rd_uint (ctx, "source", HD_N_INTEL_SOURCES - 1, &source))
    return FALSE;
  r->source = source;
  for (HdCampaignIntelLevel l = HD_INTEL_FRAGMENTARY; l < HD_N_INTEL_LEVELS; l++)
    if (g_str_equal (level, hd_campaign_intel_level_to_string (l)))
      r->level = l, found = TRUE;
  for (HdCampaignWorksBand w = HD_WORKS_NONE; w < HD_N_WORKS_BANDS && found; w++)
    if (g_str_equal (works, hd_campaign_works_band_to_string (w)))
      {
        r->works = w;
        return TRUE;
      }
  return fail (ctx, _("a report’s level or works are not ones"));
}

static gboolean
read_report_lists (Ctx              *ctx,
                   HdCampaignReport *r)
{
  g_autoptr(GArray) flat = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 1; i <= 40; i++)
    {
      g_autofree char *key = g_strdup_printf ("corps-%u", i);
      char *name = NULL;

      if (hd_campaign_action_get (ctx->a, key) == NULL)
        break;
      if (!rd_text (ctx, key, FALSE, &name))
        return FALSE;
      g_ptr_array_add (r->corps, name);
    }
  if (!rd_list (ctx, "origins", TRUE, 2, flat))
    return FALSE;
  for (guint i = 0; i + 1 < flat->len; i += 2)
    {
      HdCampaignIntelOrigin o = { g_array_index (flat, guint, i), g_array_index (flat, guint, i + 1) };

      g_array_append_val (r->origins, o);
    }
  return TRUE;
}

static gboolean
read_report (Ctx *ctx)
{
  g_autoptr(HdCampaignReport) r = g_atomic_rc_box_new0 (HdCampaignReport);
  GPtrArray *ledger;
  guint box;

  r->corps = g_ptr_array_new_with_free_func (g_free);
  r->origins = g_array_new (FALSE, FALSE, sizeof (HdCampaignIntelOrigin));
  if (!rd_side (ctx, "side", FALSE, &r->side) || !rd_box (ctx, "box", FALSE, &r->box)
      || !read_report_words (ctx, r) || !rd_text (ctx, "by", TRUE, &r->source_name)
      || !rd_uint (ctx, "turn", 41, &r->turn) || !rd_flag (ctx, "pre-battle", &r->pre_battle)
      || !rd_flag (ctx, "present", &r->present) || !rd_text (ctx, "force", TRUE, &r->force)
      || !rd_text (ctx, "commander", TRUE, &r->commander)
      || !rd_uint (ctx, "infantry-divisions", 999, &r->infantry_divisions)
      || !rd_uint (ctx, "cavalry-divisions", 999, &r->cavalry_divisions)
      || !rd_flag (ctx, "artillery", &r->artillery) || !rd_flag (ctx, "arrived", &r->mostly_arrived)
      || !rd_uint (ctx, "infantry-brigades", 9999, &r->infantry_brigades)
      || !rd_uint (ctx, "cavalry-brigades", 9999, &r->cavalry_brigades)
      || !rd_uint (ctx, "battalions", 9999, &r->artillery_battalions) || !read_report_lists (ctx, r))
    return FALSE;
  ledger = ctx->c->reports[r->side];
  box = r->box;
  if (g_ptr_array_index (ledger, box) != NULL)
    return fail (ctx, _("two reports of one side on one box"));
  g_ptr_array_index (ledger, box) = g_steal_pointer (&r);
  return TRUE;
}

static gboolean
read_seats (Ctx *ctx)
{
  HdCampaign *c = ctx->c;

  return rd_text (ctx, "no-umpire", FALSE, &c->no_umpire) && rd_list (ctx, "opened", FALSE, 1, c->master_opened)
         && rd_list (ctx, "altered", FALSE, 1, c->file_altered);
}

typedef struct {
  const char *word;
  gboolean  (*read) (Ctx *ctx);
} LineKind;

static const LineKind line_kinds[] = {
  { "position", read_position }, { "settings", read_settings }, { "formation", read_formation },
  { "stand", read_stand }, { "battle", read_battle }, { "box", read_box }, { "books", read_books },
  { "invasion", read_invasion }, { "win", read_win }, { "trained", read_trained },
  { "blockade", read_blockade }, { "report", read_report }, { "seats", read_seats },
};

static gboolean
read_line (Ctx        *ctx,
           const char *line)
{
  g_autoptr(HdCampaignAction) a = NULL;
  g_autoptr(GError) local = NULL;

  a = hd_campaign_action_parse_line (line, &local);
  if (a == NULL)
    return fail (ctx, "%s", local->message);
  ctx->a = a;
  for (guint i = 0; i < G_N_ELEMENTS (line_kinds); i++)
    if (g_str_equal (hd_campaign_action_get_type_name (a), line_kinds[i].word))
      return line_kinds[i].read (ctx);
  return fail (ctx, _("“%s” is no line of a position"), hd_campaign_action_get_type_name (a));
}

HdCampaign *
hd_campaign_snapshot_read (HdMap             *map,
                           const char *const *lines,
                           guint              first_line,
                           GError           **error)
{
  HdCampaign *c;
  Ctx ctx = { .error = error, .line = first_line };
  g_autofree char *broken = NULL;
  guint n = 0;

  g_return_val_if_fail (HD_IS_MAP (map) && lines != NULL, NULL);
  c = hd_campaign_new (map);
  g_array_set_size (c->blockade, 0);
  ctx.c = c;
  for (; lines[n] != NULL; n++, ctx.line++)
    {
      gboolean first = g_str_has_prefix (lines[n], "position ");

      if (n >= HD_CAMPAIGN_SNAPSHOT_MAX_LINES || first != (n == 0))
        fail (&ctx, _("a position begins with its one “position” line and has at most %u lines"),
              HD_CAMPAIGN_SNAPSHOT_MAX_LINES);
      if (n >= HD_CAMPAIGN_SNAPSHOT_MAX_LINES || first != (n == 0) || !read_line (&ctx, lines[n]))
        {
          hd_campaign_free (c);
          return NULL;
        }
    }
  hd_campaign_forget_index (c);
  broken = n > 0 ? hd_campaign_invariants_check (c) : g_strdup ("empty");
  if (broken != NULL)
    {
      /* TRANSLATORS: a dispatch's position breaks a rule of positions; %s says which */
      g_set_error (error, HD_CAMPAIGN_SETUP_ERROR, HD_CAMPAIGN_SETUP_ERROR_INVALID,
                   _("the position is damaged: %s"), broken);
      hd_campaign_free (c);
      return NULL;
    }
  return c;
}
