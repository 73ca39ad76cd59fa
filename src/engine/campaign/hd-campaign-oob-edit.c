/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-oob-edit.c: the order of battle's actions (Campaign 2.2,
 * 6, 10.33, 11): the umpire's editor (add-formation, add-stand, rename,
 * split, set-status, remove: any time) and the reorganisations the player
 * whose turn it is makes in his Reorganisation Phase within one box
 * (reassign, merge, appoint, dismiss; with umpire=yes the umpire makes
 * them any time, and moves parts of corps between boxes, 11).  Every
 * check tries the action on the part of the position it changes
 * (hd-campaign-oob-trial.c) and refuses it, with the rule, if that part
 * breaks a limit of section 6 or 11 the position kept; a division short
 * of its commander or its two combat stands (6.23) is only shown, since
 * the umpire builds one stand at a time (docs/rules-decisions.md,
 * "Campaign 6").  The order of battle holds at most
 * HD_CAMPAIGN_SETUP_MAX_RECORDS formations and stands, as a set-up file
 * does. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-excerpt.h"
#include "hd-rules.h"

#define MAX_NAME 200

static void split_apply  (HdCampaign *c, const HdCampaignAction *action);
static void remove_apply (HdCampaign *c, const HdCampaignAction *action);

static gboolean G_GNUC_PRINTF (2, 3)
bad_argument (GError    **error,
              const char *format,
              ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT, format, args));
  va_end (args);
  return FALSE;
}

static gboolean
by_umpire (const HdCampaignAction *action)
{
  return g_strcmp0 (hd_campaign_action_get (action, "umpire"), "yes") == 0;
}

/* ------------------------------------------------------------ the trial */

/* A new array of those of @a, @b and @c that are not HD_CAMPAIGN_NONE. */
static GArray *
ids_of (guint a,
        guint b,
        guint c)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));
  guint all[] = { a, b, c };

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    if (all[i] != HD_CAMPAIGN_NONE)
      g_array_append_val (ids, all[i]);
  return ids;
}

/* Tries @action with @apply on the part of @c that holds @formations and
 * @stands (taken), as hd_campaign_oob_try() does. */
static gboolean
try_on_part (const HdCampaign       *c,
             const HdCampaignAction *action,
             HdCampaignOobApply      apply,
             GArray                 *formations,
             GArray                 *stands,
             GError                **error)
{
  g_autoptr(GArray) owned_formations = formations;
  g_autoptr(GArray) owned_stands = stands;

  return hd_campaign_oob_try (c, action, apply, owned_formations, owned_stands, error);
}

/* Refuses an edit that would make the order of battle hold more than a
 * set-up file may: a whole war's is a few thousand formations and stands,
 * and a log that grows it without end would take ever longer to read. */
static gboolean
check_room (const HdCampaign *c,
            GError          **error)
{
  if (hd_campaign_get_n_formations (c) + hd_campaign_get_n_stands (c) < HD_CAMPAIGN_SETUP_MAX_RECORDS)
    return TRUE;
  return hd_rules_refuse (error, "Campaign 6.1",
                          _("the order of battle already holds %d formations and stands, the most this program "
                            "keeps (a limit of ours, not of the rules); remove some before adding more"),
                          HD_CAMPAIGN_SETUP_MAX_RECORDS);
}

/* ------------------------------------------------------ argument readers */

static gboolean
get_name (const HdCampaignAction *action,
          const char             *key,
          gboolean                required,
          const char            **out,
          GError                **error)
{
  const char *v = hd_campaign_action_get (action, key);

  *out = v;
  if (v == NULL && !required)
    return TRUE;
  if (v == NULL || v[0] == '\0' || g_utf8_strlen (v, -1) > MAX_NAME || !g_utf8_validate (v, -1, NULL))
    return bad_argument (error, _("“%s” needs a “%s” of 1 to %d characters"),
                         hd_campaign_action_get_type_name (action), key, MAX_NAME);
  for (const char *p = v; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return bad_argument (error, _("a name may hold no control characters"));
  return TRUE;
}

static gboolean
get_uint_in (const HdCampaignAction *action,
             const char             *key,
             guint                   min,
             guint                   max,
             guint                  *out,
             GError                **error)
{
  if (!hd_campaign_action_get_uint (action, key, out, error))
    return FALSE;
  if (*out < min || *out > max)
    return bad_argument (error, _("“%s” needs a number from %u to %u for “%s”"),
                         hd_campaign_action_get_type_name (action), min, max, key);
  return TRUE;
}

/* A word of an enumeration (kind, arm, gun, status) through @parse. */
static gboolean
get_word (const HdCampaignAction *action,
          const char             *key,
          const char             *fallback,
          gboolean              (*parse) (const char *str, int *out),
          int                    *out,
          GError                **error)
{
  const char *v = hd_campaign_action_get (action, key);
  g_autofree char *shown = NULL;

  if (v == NULL)
    v = fallback;
  if (v != NULL && parse (v, out))
    return TRUE;
  if (v == NULL)
    return bad_argument (error, _("“%s” needs “%s”"), hd_campaign_action_get_type_name (action), key);
  shown = hd_excerpt (v, -1);
  return bad_argument (error, _("“%s” is not a value this program knows for “%s”"), shown, key);
}

#define GET_WORD(action, key, fallback, parse, out, error) \
  get_word (action, key, fallback, (gboolean (*) (const char *, int *)) parse, (int *) (out), error)

/* Whether the player (not the umpire) may reorganise @side's forces now:
 * his own, in his Reorganisation Phase (11). */
static gboolean
check_player_turn (const HdCampaign       *c,
                   const HdCampaignAction *action,
                   HdSide                  side,
                   GError                **error)
{
  if (by_umpire (action))
    return TRUE;
  if (c->phase != HD_PHASE_REORGANISATION)
    return hd_rules_refuse (error, "Campaign 11",
                            _("forces are reorganised only in the Reorganisation Phase, after all promotions; the "
                              "umpire may do it at any time"));
  if (side != c->player)
    return hd_rules_refuse (error, "Campaign 11",
                            _("only the active player reorganises, and only his own forces"));
  return TRUE;
}

static const char *
box_name (const HdCampaign *c,
          guint             box)
{
  return box < c->n_boxes ? hd_map_get_box (c->map, box)->name : "";
}

/* ------------------------------------------------------------ add-formation */

/* Whether @kind may belong to @parent (NULL: to none), as invariant 2 has it. */
static gboolean
parent_fits (HdFormationKind            kind,
             const HdCampaignFormation *parent)
{
  if (parent == NULL)
    return kind != HD_FORMATION_DIVISION;
  if (kind == HD_FORMATION_DIVISION || kind == HD_FORMATION_SIEGE_TRAIN)
    return hd_formation_kind_is_corps (parent->kind);
  if (hd_formation_kind_is_corps (kind))
    return parent->kind == HD_FORMATION_ARMY;
  return FALSE;
}

static gboolean
check_parent (const HdCampaign          *c,
              HdFormationKind            kind,
              HdSide                     side,
              const HdCampaignFormation *parent,
              GError                   **error)
{
  if (parent != NULL && parent->side != side)
    return hd_rules_refuse (error, "Campaign 6", _("%s belongs to the other side"), parent->name);
  if (parent_fits (kind, parent))
    return TRUE;
  if (kind == HD_FORMATION_DIVISION)
    return hd_rules_refuse (error, "Campaign 6.23", _("a division belongs to a corps"));
  if (kind == HD_FORMATION_SIEGE_TRAIN)
    return hd_rules_refuse (error, "Campaign 6.32", _("the Siege Train goes with a corps or on its own"));
  if (kind == HD_FORMATION_ARMY)
    return hd_rules_refuse (error, "Campaign 6.21", _("an army belongs to no other formation"));
  return hd_rules_refuse (error, "Campaign 6.21", _("a corps belongs to an army or to none"));
}

static gboolean
has_siege_train (const HdCampaign *c,
                 HdSide            side)
{
  return hd_campaign_get_siege_trains (c, side)->len > 0;
}

/* The formation add-formation names as parent, NULL for none (@ok FALSE
 * on a bad argument). */
static const HdCampaignFormation *
get_parent (const HdCampaign       *c,
            const HdCampaignAction *action,
            gboolean               *ok,
            GError                **error)
{
  const char *parent = hd_campaign_action_get (action, "parent");
  const HdCampaignFormation *f;

  *ok = TRUE;
  if (parent == NULL || g_str_equal (parent, "0"))
    return NULL;
  f = hd_campaign_args_get_formation (c, action, "parent", error);
  *ok = f != NULL;
  return f;
}

static gboolean
add_formation_args (const HdCampaign       *c,
                    const HdCampaignAction *action,
                    GError                **error)
{
  const char *name, *commander;
  HdFormationKind kind;
  HdSide side;
  guint box;
  gboolean ok;
  const HdCampaignFormation *parent;

  if (!GET_WORD (action, "kind", NULL, hd_formation_kind_from_string, &kind, error)
      || !hd_campaign_args_get_side (action, "side", &side, error) || !get_name (action, "name", TRUE, &name, error)
      || !get_name (action, "commander", FALSE, &commander, error))
    return FALSE;
  parent = get_parent (c, action, &ok, error);
  if (!ok || !check_parent (c, kind, side, parent, error))
    return FALSE;
  if (hd_campaign_action_get (action, "box") == NULL && parent == NULL)
    return bad_argument (error, _("“add-formation” needs a box for a formation that belongs to none"));
  if (hd_campaign_action_get (action, "box") != NULL && !hd_campaign_args_get_box (c, action, "box", &box, error))
    return FALSE;
  if (kind == HD_FORMATION_SIEGE_TRAIN && commander != NULL)
    return hd_rules_refuse (error, "Campaign 6.32", _("the Siege Train is a division with no divisional commander"));
  if (kind == HD_FORMATION_SIEGE_TRAIN && has_siege_train (c, side))
    return hd_rules_refuse (error, "Campaign 6.32",
                            _("the %s has its Siege Train already, and one destroyed is never recreated"),
                            hd_side_get_noun (side));
  return TRUE;
}

static void
add_formation_apply (HdCampaign             *c,
                     const HdCampaignAction *action)
{
  HdCampaignFormation f = { 0 };
  gboolean ok;
  const HdCampaignFormation *parent = get_parent (c, action, &ok, NULL);

  GET_WORD (action, "kind", NULL, hd_formation_kind_from_string, &f.kind, NULL);
  hd_campaign_args_get_side (action, "side", &f.side, NULL);
  f.name = (char *) hd_campaign_action_get (action, "name");
  f.commander = (char *) hd_campaign_action_get (action, "commander");
  f.parent = parent != NULL ? parent->id : HD_CAMPAIGN_NONE;
  f.box = parent != NULL ? parent->box : HD_CAMPAIGN_NO_BOX;
  if (hd_campaign_action_get (action, "box") != NULL)
    hd_campaign_args_get_box (c, action, "box", &f.box, NULL);
  f.raised_turn = c->turn;
  hd_campaign_add_formation (c, &f);
}

static gboolean
add_formation_check (const HdCampaign       *c,
                     const HdCampaignAction *action,
                     GError                **error)
{
  const HdCampaignFormation *parent;
  gboolean ok;

  if (!check_room (c, error) || !add_formation_args (c, action, error))
    return FALSE;
  parent = get_parent (c, action, &ok, NULL);
  return try_on_part (c, action, add_formation_apply, ids_of (parent != NULL ? parent->id : HD_CAMPAIGN_NONE,
                                                               HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE),
                      ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE), error);
}

static char *
add_formation_describe (const HdCampaign       *c,
                        const HdCampaignAction *action)
{
  /* TRANSLATORS: "The umpire adds the formation “XIII Corps”." */
  return g_strdup_printf (_("The umpire adds the formation “%s”."), hd_campaign_action_get (action, "name"));
}

static GPtrArray *
new_candidates (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
}

/* The first corps of the player's with room for one more unit. */
static const HdCampaignFormation *
corps_with_room (const HdCampaign *c)
{
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->side == c->player && hd_formation_kind_is_corps (f->kind)
          && hd_campaign_oob_count_units (c, f->id) < hd_campaign_oob_max_units (f->kind))
        return f;
    }
  return NULL;
}

static GPtrArray *
add_formation_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();
  const HdCampaignFormation *corps = corps_with_room (c);
  HdCampaignAction *a;

  if (corps == NULL)
    return found;
  a = hd_campaign_action_new ("add-formation");
  hd_campaign_action_set (a, "kind", "division");
  hd_campaign_action_set (a, "side", hd_side_to_string (corps->side));
  hd_campaign_action_set (a, "name", "3rd Division");
  hd_campaign_action_set (a, "commander", "A. Newcomer");
  hd_campaign_action_set_uint (a, "parent", corps->id);
  g_ptr_array_add (found, a);
  return found;
}

/* ---------------------------------------------------------------- add-stand */

static gboolean
stand_alone_ok (HdArm arm,
                guint flags)
{
  return arm == HD_ARM_SIEGE || arm == HD_ARM_IRONCLAD || (flags & HD_STAND_MILITIA);
}

static gboolean
check_guns (HdArm    arm,
            HdGun    gun,
            GError **error)
{
  gboolean siege_gun = gun == HD_GUN_SG_SB || gun == HD_GUN_SG_R;

  if (arm == HD_ARM_ARTILLERY && gun != HD_GUN_NONE && !siege_gun)
    return TRUE;
  if (arm == HD_ARM_SIEGE && siege_gun)
    return TRUE;
  if ((arm == HD_ARM_INFANTRY || arm == HD_ARM_CAVALRY || arm == HD_ARM_IRONCLAD) && gun == HD_GUN_NONE)
    return TRUE;
  return hd_rules_refuse (error, "Campaign 6.3",
                          _("artillery has field guns (SB-F, SB-H, R-F), siege artillery siege guns (SG-SB, SG-R), "
                            "and no other stand has guns"));
}

/* The stand add-stand describes, @formation or @box filled; FALSE with
 * the argument at fault. */
static gboolean
read_new_stand (const HdCampaign       *c,
                const HdCampaignAction *action,
                HdCampaignStand        *s,
                GError                **error)
{
  const char *flags = hd_campaign_action_get (action, "flags");
  const char *name;

  s->box = HD_CAMPAIGN_NO_BOX;
  if (!get_name (action, "name", TRUE, &name, error)
      || !GET_WORD (action, "arm", NULL, hd_arm_from_string, &s->arm, error)
      || !GET_WORD (action, "gun", "none", hd_gun_from_string, &s->gun, error)
      || !get_uint_in (action, "sp", 1, 99, &s->sp, error) || !get_uint_in (action, "morale", 1, 6, &s->morale, error)
      || !GET_WORD (action, "status", "green", hd_status_from_string, &s->status, error))
    return FALSE;
  if (flags != NULL && !hd_campaign_oob_flags_from_string (flags, &s->flags))
    return bad_argument (error, _("the flags of a stand are words among pt, ne, shock, ss, militia, regular and "
                                  "high-cohesion"));
  s->name = (char *) name;
  s->sp_start = s->sp;
  s->raised_turn = c->turn;
  return check_guns (s->arm, s->gun, error);
}

static gboolean
place_new_stand (const HdCampaign       *c,
                 const HdCampaignAction *action,
                 HdCampaignStand        *s,
                 GError                **error)
{
  const HdCampaignFormation *f;

  if (hd_campaign_action_get (action, "formation") == NULL)
    {
      if (!hd_campaign_args_get_box (c, action, "box", &s->box, error)
          || !hd_campaign_args_get_side (action, "side", &s->side, error))
        return FALSE;
      if (!stand_alone_ok (s->arm, s->flags))
        return hd_rules_refuse (error, "Campaign 11",
                                _("every manoeuvre unit must be assigned to a corps; only siege artillery, "
                                  "ironclads and home guard militia stand on their own"));
      return TRUE;
    }
  f = hd_campaign_args_get_formation (c, action, "formation", error);
  if (f == NULL)
    return FALSE;
  if (f->kind == HD_FORMATION_ARMY)
    return hd_rules_refuse (error, "Campaign 6.21", _("an army holds corps, not stands"));
  if ((s->arm == HD_ARM_SIEGE) != (f->kind == HD_FORMATION_SIEGE_TRAIN))
    return hd_rules_refuse (error, "Campaign 6.32",
                            _("siege artillery is never part of a corps: it stands alone or in the Siege Train, "
                              "which holds nothing else"));
  s->formation = f->id;
  s->side = f->side;
  return TRUE;
}

/* 6.31: an SB-H battalion given to a cavalry formation becomes SB-F. */
static void
horse_artillery_guns (HdCampaign *c,
                      guint       formation)
{
  g_autoptr(GArray) ids = hd_campaign_list_all_stands (c, formation);
  guint corps = hd_campaign_get_corps_of (c, formation);

  if (!hd_campaign_oob_is_cavalry (c, formation) && !hd_campaign_oob_is_cavalry (c, corps))
    return;
  for (guint i = 0; i < ids->len; i++)
    {
      HdCampaignStand *s = hd_campaign_find_stand (c, g_array_index (ids, guint, i));

      if (s->arm == HD_ARM_ARTILLERY && s->gun == HD_GUN_SB_H)
        s->gun = HD_GUN_SB_F;
    }
}

static gboolean
add_stand_args (const HdCampaign       *c,
                const HdCampaignAction *action,
                HdCampaignStand        *s,
                GError                **error)
{
  return read_new_stand (c, action, s, error) && place_new_stand (c, action, s, error);
}

static void
add_stand_apply (HdCampaign             *c,
                 const HdCampaignAction *action)
{
  HdCampaignStand s = { 0 };

  add_stand_args (c, action, &s, NULL);
  hd_campaign_add_stand (c, &s);
  if (s.formation != HD_CAMPAIGN_NONE)
    horse_artillery_guns (c, s.formation);
}

static gboolean
add_stand_check (const HdCampaign       *c,
                 const HdCampaignAction *action,
                 GError                **error)
{
  HdCampaignStand s = { 0 };

  return check_room (c, error) && add_stand_args (c, action, &s, error)
         && try_on_part (c, action, add_stand_apply, ids_of (s.formation, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE),
                         ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE), error);
}

static char *
add_stand_describe (const HdCampaign       *c,
                    const HdCampaignAction *action)
{
  /* TRANSLATORS: "The umpire adds the stand “1st Infantry Brigade”." */
  return g_strdup_printf (_("The umpire adds the stand “%s”."), hd_campaign_action_get (action, "name"));
}

static GPtrArray *
add_stand_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();
  const HdCampaignFormation *corps = corps_with_room (c);
  HdCampaignAction *a;

  if (corps == NULL)
    return found;
  a = hd_campaign_action_new ("add-stand");
  hd_campaign_action_set_uint (a, "formation", corps->id);
  hd_campaign_action_set (a, "name", "Corps Cavalry");
  hd_campaign_action_set (a, "arm", "cavalry");
  hd_campaign_action_set (a, "sp", "2");
  hd_campaign_action_set (a, "morale", "4");
  hd_campaign_action_set (a, "flags", "pt");
  g_ptr_array_add (found, a);
  return found;
}

/* -------------------------------------------------------------------- rename */

static gboolean
rename_check (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  const HdCampaignFormation *f;
  const char *name, *commander;

  if (!get_name (action, "name", FALSE, &name, error) || !get_name (action, "commander", FALSE, &commander, error))
    return FALSE;
  if (name == NULL && commander == NULL)
    return bad_argument (error, _("“rename” needs a new name or a new commander"));
  if (hd_campaign_action_get (action, "stand") != NULL)
    {
      if (hd_campaign_args_get_stand (c, action, "stand", error) == NULL)
        return FALSE;
      if (commander != NULL)
        return bad_argument (error, _("a stand has no commander of its own"));
      return TRUE;
    }
  f = hd_campaign_args_get_formation (c, action, "formation", error);
  if (f == NULL)
    return FALSE;
  if (commander != NULL && f->kind == HD_FORMATION_SIEGE_TRAIN)
    return hd_rules_refuse (error, "Campaign 6.32", _("the Siege Train is a division with no divisional commander"));
  return TRUE;
}

static void
replace (char      **field,
         const char *value)
{
  if (value == NULL)
    return;
  g_free (*field);
  *field = g_strdup (value);
}

static void
rename_apply (HdCampaign             *c,
              const HdCampaignAction *action)
{
  const char *name = hd_campaign_action_get (action, "name");
  guint id;

  if (hd_campaign_action_get (action, "stand") != NULL)
    {
      hd_campaign_action_get_uint (action, "stand", &id, NULL);
      replace (&hd_campaign_find_stand (c, id)->name, name);
      return;
    }
  hd_campaign_action_get_uint (action, "formation", &id, NULL);
  replace (&hd_campaign_find_formation (c, id)->name, name);
  replace (&hd_campaign_find_formation (c, id)->commander, hd_campaign_action_get (action, "commander"));
}

static char *
rename_describe (const HdCampaign       *c,
                 const HdCampaignAction *action)
{
  const char *name = hd_campaign_action_get (action, "name");
  const char *commander = hd_campaign_action_get (action, "commander");

  if (name != NULL && commander != NULL)
    /* TRANSLATORS: "The umpire renames a formation “Army of the Potomac”, commanded by McClellan." */
    return g_strdup_printf (_("The umpire renames a formation “%s”, commanded by %s."), name, commander);
  if (commander != NULL)
    return g_strdup_printf (_("The umpire gives the command to %s."), commander);
  return g_strdup_printf (_("The umpire renames it “%s”."), name);
}

static GPtrArray *
rename_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();
  const HdCampaignFormation *corps = corps_with_room (c);
  HdCampaignAction *a;

  if (corps == NULL)
    return found;
  a = hd_campaign_action_new ("rename");
  hd_campaign_action_set_uint (a, "formation", corps->id);
  hd_campaign_action_set (a, "commander", "A. Successor");
  g_ptr_array_add (found, a);
  return found;
}

/* ------------------------------------------------------------------ reassign */

static gboolean
reassign_stand_check (const HdCampaign          *c,
                      const HdCampaignAction    *action,
                      const HdCampaignStand     *s,
                      const HdCampaignFormation *to,
                      GError                   **error)
{
  guint from_box = hd_campaign_stand_get_box (c, s);

  if (to->kind == HD_FORMATION_ARMY)
    return hd_rules_refuse (error, "Campaign 6.21", _("an army holds corps, not stands"));
  if ((s->arm == HD_ARM_SIEGE) != (to->kind == HD_FORMATION_SIEGE_TRAIN))
    return hd_rules_refuse (error, "Campaign 6.32",
                            _("siege artillery is never part of a corps: it stands alone or in the Siege Train, "
                              "which holds nothing else"));
  if ((s->flags & HD_STAND_MILITIA) && s->formation == HD_CAMPAIGN_NONE)
    return hd_rules_refuse (error, "Campaign 15.31", _("the home guard may not be reassigned to any other unit"));
  if (from_box != to->box && (to->kind == HD_FORMATION_DIVISION || !by_umpire (action)))
    return hd_rules_refuse (error, "Campaign 11",
                            _("%s is in %s and %s in %s; stands change formation only in the same box (the parts of "
                              "a division always, those of a corps unless the umpire allows it)"),
                            s->name, box_name (c, from_box), to->name, box_name (c, to->box));
  return check_player_turn (c, action, s->side, error);
}

static gboolean
reassign_division_check (const HdCampaign          *c,
                         const HdCampaignAction    *action,
                         const HdCampaignFormation *d,
                         const HdCampaignFormation *to,
                         GError                   **error)
{
  if (d->kind != HD_FORMATION_DIVISION && d->kind != HD_FORMATION_SIEGE_TRAIN)
    return bad_argument (error, _("“reassign” moves a stand or a division; corps join armies by “appoint”"));
  if (!hd_formation_kind_is_corps (to->kind))
    return hd_rules_refuse (error, "Campaign 6.23", _("a division belongs to a corps"));
  if (d->box != to->box && !by_umpire (action))
    return hd_rules_refuse (error, "Campaign 11",
                            _("%s is in %s and %s in %s; divisions change corps only in the same box, unless the "
                              "umpire allows it"), d->name, box_name (c, d->box), to->name, box_name (c, to->box));
  return check_player_turn (c, action, d->side, error);
}

static gboolean
reassign_args (const HdCampaign       *c,
               const HdCampaignAction *action,
               GError                **error)
{
  const HdCampaignFormation *to = hd_campaign_args_get_formation (c, action, "to", error);
  const HdCampaignStand *s;
  const HdCampaignFormation *d;

  if (to == NULL)
    return FALSE;
  if (hd_campaign_action_get (action, "stand") != NULL)
    {
      s = hd_campaign_args_get_stand (c, action, "stand", error);
      if (s == NULL)
        return FALSE;
      if (s->side != to->side)
        return hd_rules_refuse (error, "Campaign 11", _("%s belongs to the other side"), to->name);
      return reassign_stand_check (c, action, s, to, error);
    }
  d = hd_campaign_args_get_formation (c, action, "division", error);
  if (d == NULL)
    return FALSE;
  if (d->side != to->side)
    return hd_rules_refuse (error, "Campaign 11", _("%s belongs to the other side"), to->name);
  return reassign_division_check (c, action, d, to, error);
}

static void
reassign_apply (HdCampaign             *c,
                const HdCampaignAction *action)
{
  guint to, id;

  hd_campaign_action_get_uint (action, "to", &to, NULL);
  if (hd_campaign_action_get (action, "stand") != NULL)
    {
      hd_campaign_action_get_uint (action, "stand", &id, NULL);
      hd_campaign_set_stand_formation (c, id, to);
      hd_campaign_find_stand (c, id)->box = HD_CAMPAIGN_NO_BOX;
    }
  else
    {
      hd_campaign_action_get_uint (action, "division", &id, NULL);
      hd_campaign_set_formation_parent (c, id, to);
    }
  horse_artillery_guns (c, to);
}

static gboolean
reassign_check (const HdCampaign       *c,
                const HdCampaignAction *action,
                GError                **error)
{
  const HdCampaignFormation *to, *d;
  const HdCampaignStand *s;

  if (!reassign_args (c, action, error))
    return FALSE;
  to = hd_campaign_args_get_formation (c, action, "to", NULL);
  if (hd_campaign_action_get (action, "stand") != NULL)
    {
      s = hd_campaign_args_get_stand (c, action, "stand", NULL);
      return try_on_part (c, action, reassign_apply, ids_of (s->formation, to->id, HD_CAMPAIGN_NONE),
                          ids_of (s->id, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE), error);
    }
  d = hd_campaign_args_get_formation (c, action, "division", NULL);
  return try_on_part (c, action, reassign_apply, ids_of (d->id, d->parent, to->id),
                      ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE), error);
}

static char *
reassign_describe (const HdCampaign       *c,
                   const HdCampaignAction *action)
{
  const HdCampaignFormation *to = hd_campaign_args_get_formation (c, action, "to", NULL);
  const HdCampaignStand *s = hd_campaign_action_get (action, "stand") != NULL
                             ? hd_campaign_args_get_stand (c, action, "stand", NULL) : NULL;
  const HdCampaignFormation *d = s == NULL ? hd_campaign_args_get_formation (c, action, "division", NULL) : NULL;

  /* TRANSLATORS: "2nd Division joins V Corps." */
  return g_strdup_printf (_("%s joins %s."), s != NULL ? s->name : d != NULL ? d->name : "?",
                          to != NULL ? to->name : "?");
}

/* Reassigns, within a box, the first division of one corps to another
 * corps of the player's there. */
static GPtrArray *
reassign_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();

  for (guint i = 0; i < c->formations->len && found->len < 3; i++)
    {
      const HdCampaignFormation *d = &g_array_index (c->formations, HdCampaignFormation, i);

      if (d->kind != HD_FORMATION_DIVISION || d->side != c->player)
        continue;
      for (guint j = 0; j < c->formations->len; j++)
        {
          const HdCampaignFormation *to = &g_array_index (c->formations, HdCampaignFormation, j);
          HdCampaignAction *a;

          if (to->id == d->parent || to->side != d->side || to->box != d->box || !hd_formation_kind_is_corps (to->kind))
            continue;
          a = hd_campaign_action_new ("reassign");
          hd_campaign_action_set_uint (a, "division", d->id);
          hd_campaign_action_set_uint (a, "to", to->id);
          g_ptr_array_add (found, a);
          break;
        }
    }
  return found;
}

/* --------------------------------------------------------------------- split */

static gboolean
split_check (const HdCampaign       *c,
             const HdCampaignAction *action,
             GError                **error)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", error);
  const char *name;
  guint sp;

  if (s == NULL || !get_name (action, "name", FALSE, &name, error))
    return FALSE;
  if (s->sp < 2)
    return hd_rules_refuse (error, "Campaign 11.1", _("%s has 1 SP and cannot be split"), s->name);
  if (!get_uint_in (action, "sp", 1, s->sp - 1, &sp, error) || !check_room (c, error))
    return FALSE;
  return try_on_part (c, action, split_apply, ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE),
                      ids_of (s->id, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE), error);
}

static void
split_apply (HdCampaign             *c,
             const HdCampaignAction *action)
{
  const char *name = hd_campaign_action_get (action, "name");
  HdCampaignStand *s;
  HdCampaignStand part;
  guint id, sp;

  hd_campaign_action_get_uint (action, "stand", &id, NULL);
  hd_campaign_action_get_uint (action, "sp", &sp, NULL);
  s = hd_campaign_find_stand (c, id);
  part = *s;
  part.name = (char *) (name != NULL ? name : s->name);
  part.sp = part.sp_start = sp;
  s->sp -= sp;
  s->sp_start = MAX (s->sp_start - MIN (s->sp_start, sp), s->sp);
  hd_campaign_add_stand (c, &part);
}

static char *
split_describe (const HdCampaign       *c,
                const HdCampaignAction *action)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", NULL);
  guint sp = 0;

  hd_campaign_action_get_uint (action, "sp", &sp, NULL);
  /* TRANSLATORS: "The umpire splits 2 SP off 1st Infantry Brigade as a stand of its own." */
  return g_strdup_printf (ngettext ("The umpire splits %u SP off %s as a stand of its own.",
                                    "The umpire splits %u SP off %s as a stand of its own.", sp),
                          sp, s != NULL ? s->name : "?");
}

/* A 6 SP brigade of a corps with room for one more unit, split in two. */
static GPtrArray *
split_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();
  const HdCampaignFormation *corps = corps_with_room (c);
  g_autoptr(GArray) ids = corps != NULL ? hd_campaign_list_all_stands (c, corps->id) : NULL;

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (ids, guint, i));
      HdCampaignAction *a;

      if (s->arm != HD_ARM_INFANTRY || s->sp < 6)
        continue;
      a = hd_campaign_action_new ("split");
      hd_campaign_action_set_uint (a, "stand", s->id);
      hd_campaign_action_set_uint (a, "sp", 3);
      g_ptr_array_add (found, a);
      break;
    }
  return found;
}

/* ---------------------------------------------------------------------- merge */

static gboolean
merge_args (const HdCampaign       *c,
            const HdCampaignAction *action,
            GError                **error)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", error);
  const HdCampaignStand *into = s != NULL ? hd_campaign_args_get_stand (c, action, "into", error) : NULL;
  guint cap;

  if (into == NULL)
    return FALSE;
  if (s->id == into->id)
    return bad_argument (error, _("a stand cannot be merged with itself"));
  cap = hd_campaign_oob_stand_cap (into->arm);
  if (s->side != into->side || s->arm != into->arm || s->gun != into->gun)
    return hd_rules_refuse (error, "Campaign 11",
                            _("%s and %s are not of one side, arm and guns, so they cannot be consolidated"),
                            s->name, into->name);
  if (hd_campaign_stand_get_box (c, s) != hd_campaign_stand_get_box (c, into))
    return hd_rules_refuse (error, "Campaign 11", _("stands are consolidated only with stands within their box"));
  /* home guards stand alone, line troops in a formation: the stand made
   * would be of neither */
  if ((s->formation == HD_CAMPAIGN_NONE) != (into->formation == HD_CAMPAIGN_NONE)
      || (s->flags & HD_STAND_MILITIA) != (into->flags & HD_STAND_MILITIA))
    return hd_rules_refuse (error, "Campaign 11",
                            /* TRANSLATORS: two stands' names */
                            _("%1$s and %2$s are not alike (home guards standing alone, or troops of a formation), "
                              "so they cannot be consolidated"), s->name, into->name);
  if (s->sp + into->sp > cap)
    return hd_rules_refuse (error, "Campaign 11",
                            _("%s and %s would make %u SP; a consolidated stand has at most %u"), s->name,
                            into->name, s->sp + into->sp, cap);
  return check_player_turn (c, action, s->side, error);
}

/* 11: the status of the majority, in SP (R24; a tie keeps @into's). */
static void
merge_apply (HdCampaign             *c,
             const HdCampaignAction *action)
{
  guint id, into_id;
  HdCampaignStand *s, *into;

  hd_campaign_action_get_uint (action, "stand", &id, NULL);
  hd_campaign_action_get_uint (action, "into", &into_id, NULL);
  s = hd_campaign_find_stand (c, id);
  into = hd_campaign_find_stand (c, into_id);
  if (s->sp > into->sp)
    {
      into->status = s->status;
      into->morale = s->morale;
      into->flags = s->flags;
      into->raised_turn = s->raised_turn;
    }
  into->promoted_turn = MAX (into->promoted_turn, s->promoted_turn);
  into->sp += s->sp;
  into->sp_start += s->sp_start;
  hd_campaign_remove_stand (c, id);
}

static gboolean
merge_check (const HdCampaign       *c,
             const HdCampaignAction *action,
             GError                **error)
{
  guint id = 0, into = 0;

  if (!merge_args (c, action, error))
    return FALSE;
  hd_campaign_action_get_uint (action, "stand", &id, NULL);
  hd_campaign_action_get_uint (action, "into", &into, NULL);
  return try_on_part (c, action, merge_apply, ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE),
                      ids_of (id, into, HD_CAMPAIGN_NONE), error);
}

static char *
merge_describe (const HdCampaign       *c,
                const HdCampaignAction *action)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", NULL);
  const HdCampaignStand *into = hd_campaign_args_get_stand (c, action, "into", NULL);

  /* TRANSLATORS: "3rd Infantry Brigade is consolidated with 1st Infantry Brigade." */
  return g_strdup_printf (_("%s is consolidated with %s."), s != NULL ? s->name : "?", into != NULL ? into->name : "?");
}

/* Every stand 11 says must be consolidated, with a partner. */
static GPtrArray *
merge_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();

  for (guint i = 0; i < c->stands->len && found->len < 4; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      const HdCampaignStand *partner;
      HdCampaignAction *a;

      if (s->side != c->player)
        continue;
      partner = hd_campaign_oob_must_consolidate (c, s);
      if (partner == NULL)
        continue;
      a = hd_campaign_action_new ("merge");
      hd_campaign_action_set_uint (a, "stand", s->id);
      hd_campaign_action_set_uint (a, "into", partner->id);
      g_ptr_array_add (found, a);
    }
  return found;
}

/* ----------------------------------------------------------------- set-status */

static gboolean
set_status_check (const HdCampaign       *c,
                  const HdCampaignAction *action,
                  GError                **error)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", error);
  HdStatus status;
  guint morale;

  if (s == NULL)
    return FALSE;
  if (hd_campaign_action_get (action, "status") == NULL && hd_campaign_action_get (action, "morale") == NULL)
    return bad_argument (error, _("“set-status” needs a status or a morale"));
  if (hd_campaign_action_get (action, "status") != NULL
      && !GET_WORD (action, "status", NULL, hd_status_from_string, &status, error))
    return FALSE;
  if (hd_campaign_action_get (action, "morale") != NULL && !get_uint_in (action, "morale", 1, 6, &morale, error))
    return FALSE;
  return TRUE;
}

/* 10.33: the umpire's promotion or demotion; a promotion is the stand's
 * one of this Game Turn (10.3). */
static void
set_status_apply (HdCampaign             *c,
                  const HdCampaignAction *action)
{
  HdCampaignStand *s;
  HdStatus status;
  guint id;

  hd_campaign_action_get_uint (action, "stand", &id, NULL);
  s = hd_campaign_find_stand (c, id);
  if (GET_WORD (action, "status", NULL, hd_status_from_string, &status, NULL))
    {
      if (status > s->status)
        s->promoted_turn = c->turn;
      s->status = status;
    }
  hd_campaign_action_get_uint (action, "morale", &s->morale, NULL);
}

/* "The umpire rates 1st Brigade Elite.", a whole sentence for each status. */
static char *
status_sentence (HdStatus    status,
                 const char *name)
{
  switch (status)
    {
    case HD_STATUS_GREEN:
      return g_strdup_printf (_("The umpire rates %s Green."), name);
    case HD_STATUS_TRAINED:
      return g_strdup_printf (_("The umpire rates %s Trained."), name);
    case HD_STATUS_ELITE:
      return g_strdup_printf (_("The umpire rates %s Elite."), name);
    case HD_STATUS_CRACK:
    case HD_N_STATUSES:
    default:
      return g_strdup_printf (_("The umpire rates %s Crack."), name);
    }
}

static char *
set_status_describe (const HdCampaign       *c,
                     const HdCampaignAction *action)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", NULL);
  HdStatus status;
  guint morale;

  if (GET_WORD (action, "status", NULL, hd_status_from_string, &status, NULL))
    return status_sentence (status, s != NULL ? s->name : "?");
  morale = 0;
  hd_campaign_action_get_uint (action, "morale", &morale, NULL);
  return g_strdup_printf (_("The umpire sets the morale of %s to %u."), s != NULL ? s->name : "?", morale);
}

static GPtrArray *
set_status_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();

  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      HdCampaignAction *a;

      if (s->side != c->player || s->status != HD_STATUS_GREEN)
        continue;
      a = hd_campaign_action_new ("set-status");
      hd_campaign_action_set_uint (a, "stand", s->id);
      hd_campaign_action_set (a, "status", "trained");
      hd_campaign_action_set_uint (a, "morale", MIN (s->morale + 1, 5));
      g_ptr_array_add (found, a);
      break;
    }
  return found;
}

/* -------------------------------------------------------------------- appoint */

static gboolean
appoint_given_check (const HdCampaign          *c,
                     const HdCampaignAction    *action,
                     const HdCampaignFormation *corps,
                     GArray                    *given,
                     GError                   **error)
{
  for (guint i = 0; i < given->len; i++)
    {
      const HdCampaignFormation *g = hd_campaign_lookup_formation (c, g_array_index (given, guint, i));

      if (g == NULL || !hd_formation_kind_is_corps (g->kind) || g->side != corps->side || g->id == corps->id)
        return bad_argument (error, _("“appoint” gives the new army other corps of the same side"));
      if (g->box != corps->box && !by_umpire (action))
        return hd_rules_refuse (error, "Campaign 11",
                                _("%s is in %s and %s in %s; an army is formed of corps in one box, unless the "
                                  "umpire allows it"), g->name, box_name (c, g->box), corps->name,
                                box_name (c, corps->box));
    }
  return TRUE;
}

static gboolean
appoint_args (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  const HdCampaignFormation *corps = hd_campaign_args_get_formation (c, action, "corps", error);
  g_autoptr(GArray) given = NULL;
  const char *name;

  if (corps == NULL || !get_name (action, "name", TRUE, &name, error))
    return FALSE;
  if (!hd_formation_kind_is_corps (corps->kind) || corps->commander[0] == '\0')
    return hd_rules_refuse (error, "Campaign 6.21", _("army commanders are appointed from corps commanders"));
  given = hd_campaign_action_get_uints (action, "given", error);
  if (given == NULL)
    return FALSE;
  if (given->len == 0)
    return hd_rules_refuse (error, "Campaign 2.2",
                            _("the new army commander’s corps is broken up among the corps given to him: name at "
                              "least one"));
  return appoint_given_check (c, action, corps, given, error) && check_player_turn (c, action, corps->side, error);
}

/* 2.2, 6.21: the CC leaves his corps for the army; its divisions and
 * corps troops go to the corps given to him, in turn. */
static void
appoint_apply (HdCampaign             *c,
               const HdCampaignAction *action)
{
  g_autoptr(GArray) given = hd_campaign_action_get_uints (action, "given", NULL);
  const HdCampaignFormation *corps = NULL;
  HdCampaignFormation army = { 0 };
  g_autoptr(GArray) parts = NULL;
  g_autoptr(GArray) troops = NULL;
  guint id, army_id;

  hd_campaign_action_get_uint (action, "corps", &id, NULL);
  corps = hd_campaign_lookup_formation (c, id);
  army.side = corps->side;
  army.kind = HD_FORMATION_ARMY;
  army.name = (char *) hd_campaign_action_get (action, "name");
  army.commander = corps->commander;
  army.box = corps->box;
  army.raised_turn = c->turn;
  army_id = hd_campaign_add_formation (c, &army);
  parts = hd_campaign_list_children (c, id);
  troops = hd_campaign_list_stands_of (c, id);
  for (guint i = 0; i < parts->len; i++)
    hd_campaign_set_formation_parent (c, g_array_index (parts, guint, i), g_array_index (given, guint, i % given->len));
  for (guint i = 0; i < troops->len; i++)
    hd_campaign_set_stand_formation (c, g_array_index (troops, guint, i), g_array_index (given, guint, i % given->len));
  for (guint i = 0; i < given->len; i++)
    hd_campaign_set_formation_parent (c, g_array_index (given, guint, i), army_id);
  hd_campaign_remove_formation (c, id);
}

static gboolean
appoint_check (const HdCampaign       *c,
               const HdCampaignAction *action,
               GError                **error)
{
  GArray *given;
  guint corps = 0;

  if (!appoint_args (c, action, error))
    return FALSE;
  given = hd_campaign_action_get_uints (action, "given", NULL);
  hd_campaign_action_get_uint (action, "corps", &corps, NULL);
  g_array_append_val (given, corps);
  return try_on_part (c, action, appoint_apply, given, ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE),
                      error);
}

static char *
appoint_describe (const HdCampaign       *c,
                  const HdCampaignAction *action)
{
  const HdCampaignFormation *corps = hd_campaign_args_get_formation (c, action, "corps", NULL);

  /* TRANSLATORS: "McDowell leaves I Corps to command the Army of Northeastern Virginia." */
  return g_strdup_printf (_("%s leaves %s to command the %s."), corps != NULL ? corps->commander : "?",
                          corps != NULL ? corps->name : "?", hd_campaign_action_get (action, "name"));
}

/* Each corps of the player's made army commander over the other corps of
 * its box, where they have room for its parts. */
static GPtrArray *
appoint_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();

  for (guint i = 0; i < c->formations->len && found->len < 2; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      g_autoptr(GArray) here = NULL;
      g_autoptr(GString) given = NULL;
      HdCampaignAction *a;

      if (f->side != c->player || !hd_formation_kind_is_corps (f->kind) || f->parent != HD_CAMPAIGN_NONE)
        continue;
      here = hd_campaign_list_formations_at (c, f->box, f->side);
      given = g_string_new (NULL);
      for (guint j = 0; j < here->len; j++)
        {
          const HdCampaignFormation *g = hd_campaign_lookup_formation (c, g_array_index (here, guint, j));

          if (g->id != f->id && hd_formation_kind_is_corps (g->kind))
            g_string_append_printf (given, "%s%u", given->len ? "," : "", g->id);
        }
      if (given->len == 0)
        continue;
      a = hd_campaign_action_new ("appoint");
      hd_campaign_action_set_uint (a, "corps", f->id);
      hd_campaign_action_set (a, "name", "Army of the Field");
      hd_campaign_action_set (a, "given", given->str);
      g_ptr_array_add (found, a);
    }
  return found;
}

/* -------------------------------------------------------------------- dismiss */

static gboolean
dismiss_args (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  const HdCampaignFormation *army = hd_campaign_args_get_formation (c, action, "army", error);
  const HdCampaignFormation *corps;

  if (army == NULL)
    return FALSE;
  if (army->kind != HD_FORMATION_ARMY)
    return bad_argument (error, _("“dismiss” removes an army commander: %s is no army"), army->name);
  if (hd_campaign_action_get (action, "corps") != NULL)
    {
      corps = hd_campaign_args_get_formation (c, action, "corps", error);
      if (corps == NULL)
        return FALSE;
      if (!hd_formation_kind_is_corps (corps->kind) || corps->side != army->side)
        return bad_argument (error, _("a dismissed army commander takes command of a corps of his side"));
    }
  return check_player_turn (c, action, army->side, error);
}

/* 2.2: the army's corps stand on their own; its commander takes the
 * corps named, if any. */
static void
dismiss_apply (HdCampaign             *c,
               const HdCampaignAction *action)
{
  g_autoptr(GArray) corps = NULL;
  guint id, to;

  hd_campaign_action_get_uint (action, "army", &id, NULL);
  corps = hd_campaign_list_children (c, id);
  for (guint i = 0; i < corps->len; i++)
    hd_campaign_set_formation_parent (c, g_array_index (corps, guint, i), HD_CAMPAIGN_NONE);
  if (hd_campaign_action_get_uint (action, "corps", &to, NULL))
    replace (&hd_campaign_find_formation (c, to)->commander, hd_campaign_find_formation (c, id)->commander);
  hd_campaign_remove_formation (c, id);
}

static gboolean
dismiss_check (const HdCampaign       *c,
               const HdCampaignAction *action,
               GError                **error)
{
  GArray *touched;
  guint army = 0, corps = HD_CAMPAIGN_NONE;

  if (!dismiss_args (c, action, error))
    return FALSE;
  hd_campaign_action_get_uint (action, "army", &army, NULL);
  hd_campaign_action_get_uint (action, "corps", &corps, NULL);
  touched = hd_campaign_list_children (c, army);
  g_array_append_val (touched, army);
  if (corps != HD_CAMPAIGN_NONE)
    g_array_append_val (touched, corps);
  return try_on_part (c, action, dismiss_apply, touched, ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE),
                      error);
}

static char *
dismiss_describe (const HdCampaign       *c,
                  const HdCampaignAction *action)
{
  const HdCampaignFormation *army = hd_campaign_args_get_formation (c, action, "army", NULL);

  /* TRANSLATORS: "McClellan is removed from the command of the Army of the Potomac." */
  return g_strdup_printf (_("%s is removed from the command of the %s."), army != NULL ? army->commander : "?",
                          army != NULL ? army->name : "?");
}

static GPtrArray *
dismiss_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      HdCampaignAction *a;

      if (f->side != c->player || f->kind != HD_FORMATION_ARMY)
        continue;
      a = hd_campaign_action_new ("dismiss");
      hd_campaign_action_set_uint (a, "army", f->id);
      g_ptr_array_add (found, a);
    }
  return found;
}

/* --------------------------------------------------------------------- remove */

static gboolean
remove_check (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  const HdCampaignFormation *f;
  g_autoptr(GArray) children = NULL;
  g_autoptr(GArray) stands = NULL;

  const HdCampaignStand *s;
  const GArray *trains;
  GArray *touched;

  if (hd_campaign_action_get (action, "stand") != NULL)
    {
      s = hd_campaign_args_get_stand (c, action, "stand", error);
      return s != NULL && try_on_part (c, action, remove_apply, ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE,
                                                                         HD_CAMPAIGN_NONE),
                                       ids_of (s->id, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE), error);
    }
  f = hd_campaign_args_get_formation (c, action, "formation", error);
  if (f == NULL)
    return FALSE;
  children = hd_campaign_list_children (c, f->id);
  stands = hd_campaign_list_stands_of (c, f->id);
  if ((children->len > 0 || stands->len > 0) && g_strcmp0 (hd_campaign_action_get (action, "contents"), "yes") != 0)
    return bad_argument (error, _("%s still holds formations or stands: move them first, or remove it with "
                                  "contents=yes"), f->name);
  touched = ids_of (f->id, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE);
  /* a second Siege Train names the first (6.32): with the first gone, the
   * others may name another */
  trains = hd_campaign_get_siege_trains (c, f->side);
  if (trains->len > 1)
    g_array_append_vals (touched, trains->data, trains->len);
  return try_on_part (c, action, remove_apply, touched, ids_of (HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE, HD_CAMPAIGN_NONE),
                      error);
}

static void
remove_formation_and_contents (HdCampaign *c,
                               guint       id,
                               guint       depth)
{
  g_autoptr(GArray) children = hd_campaign_list_children (c, id);
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, id);

  for (guint i = 0; depth < 4 && i < children->len; i++)
    remove_formation_and_contents (c, g_array_index (children, guint, i), depth + 1);
  for (guint i = 0; i < stands->len; i++)
    hd_campaign_remove_stand (c, g_array_index (stands, guint, i));
  hd_campaign_remove_formation (c, id);
}

static void
remove_apply (HdCampaign             *c,
              const HdCampaignAction *action)
{
  guint id;

  if (hd_campaign_action_get_uint (action, "stand", &id, NULL))
    hd_campaign_remove_stand (c, id);
  else if (hd_campaign_action_get_uint (action, "formation", &id, NULL))
    remove_formation_and_contents (c, id, 0);
}

static char *
remove_describe (const HdCampaign       *c,
                 const HdCampaignAction *action)
{
  const HdCampaignStand *s = hd_campaign_action_get (action, "stand") != NULL
                             ? hd_campaign_args_get_stand (c, action, "stand", NULL) : NULL;
  const HdCampaignFormation *f = s == NULL ? hd_campaign_args_get_formation (c, action, "formation", NULL) : NULL;

  /* TRANSLATORS: "The umpire removes 3rd Infantry Brigade." */
  return g_strdup_printf (_("The umpire removes %s."), s != NULL ? s->name : f != NULL ? f->name : "?");
}

/* The player's formations left with nothing in them. */
static GPtrArray *
remove_candidates (const HdCampaign *c)
{
  GPtrArray *found = new_candidates ();

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      g_autoptr(GArray) children = hd_campaign_list_children (c, f->id);
      g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, f->id);
      HdCampaignAction *a;

      if (f->side != c->player || children->len > 0 || stands->len > 0)
        continue;
      a = hd_campaign_action_new ("remove");
      hd_campaign_action_set_uint (a, "formation", f->id);
      g_ptr_array_add (found, a);
    }
  return found;
}

const HdCampaignActionType hd_campaign_oob_actions[] = {
  { "add-formation", "Campaign 6", TRUE, add_formation_check, add_formation_apply, add_formation_describe,
    add_formation_candidates },
  { "add-stand", "Campaign 6", TRUE, add_stand_check, add_stand_apply, add_stand_describe, add_stand_candidates },
  { "rename", "Campaign 2.2", TRUE, rename_check, rename_apply, rename_describe, rename_candidates },
  { "reassign", "Campaign 11", TRUE, reassign_check, reassign_apply, reassign_describe, reassign_candidates },
  { "split", "Campaign 11.1", TRUE, split_check, split_apply, split_describe, split_candidates },
  { "merge", "Campaign 11", TRUE, merge_check, merge_apply, merge_describe, merge_candidates },
  { "set-status", "Campaign 10.33", TRUE, set_status_check, set_status_apply, set_status_describe,
    set_status_candidates },
  { "appoint", "Campaign 6.21", TRUE, appoint_check, appoint_apply, appoint_describe, appoint_candidates },
  { "dismiss", "Campaign 2.2", TRUE, dismiss_check, dismiss_apply, dismiss_describe, dismiss_candidates },
  { "remove", "Campaign 6", TRUE, remove_check, remove_apply, remove_describe, remove_candidates },
};
const guint hd_campaign_oob_n_actions = G_N_ELEMENTS (hd_campaign_oob_actions);
