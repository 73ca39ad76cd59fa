/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-oob.c: the order of battle's rules (Campaign 6, 7.8, 9's
 * adjusted cavalry, 10.21-10.25, 11): counts, weights, problems each way,
 * seniority, the editor's and the Reorganisation Phase's actions, and
 * invariants 20-29 each broken on purpose. */
#include "config.h"

#include "hd-calendar.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-view-private.h"
#include "hd-test-util.h"


static HdCampaign *
default_setup (HdMap *map)
{
  g_autoptr(GError) error = NULL;
  HdCampaign *c = hd_campaign_setup_new_default (map, &error);

  g_assert_no_error (error);
  /* one sequence of ids for both sides, as an older campaign's: these
   * tests name a new record by the ids before it (last_id) */
  c->side_next_id[HD_SIDE_UNION] = c->side_next_id[HD_SIDE_CONFEDERATE] = 0;
  return c;
}

static guint
named (const HdCampaign *c,
       const char       *name)
{
  for (guint i = 0; i < hd_campaign_get_n_formations (c); i++)
    if (g_str_equal (hd_campaign_get_formation (c, i)->name, name))
      return hd_campaign_get_formation (c, i)->id;
  g_error ("no formation %s", name);
}

/* The @n-th division (0 or 1) of corps @corps. */
static guint
division_of (const HdCampaign *c,
             guint             corps,
             guint             n)
{
  g_autoptr(GArray) ids = hd_campaign_list_children (c, corps);

  return g_array_index (ids, guint, n);
}

static guint
add_stand (HdCampaign *c,
           guint       formation,
           HdArm       arm,
           HdGun       gun,
           guint       sp,
           guint       morale)
{
  HdCampaignStand s = { 0 };

  s.side = hd_campaign_lookup_formation (c, formation)->side;
  s.formation = formation;
  s.box = HD_CAMPAIGN_NO_BOX;
  s.name = (char *) "Added Stand";
  s.arm = arm;
  s.gun = gun;
  s.sp = s.sp_start = sp;
  s.morale = morale;
  return hd_campaign_add_stand (c, &s);
}

static guint
add_formation (HdCampaign     *c,
               HdSide          side,
               HdFormationKind kind,
               guint           parent,
               const char     *box)
{
  HdCampaignFormation f = { 0 };

  f.side = side;
  f.kind = kind;
  f.name = (char *) "Added Formation";
  f.commander = (char *) "Someone";
  f.parent = parent;
  f.box = hd_test_box (hd_campaign_get_map (c), box);
  return hd_campaign_add_formation (c, &f);
}

/* Whether @formation's problems include one under @rule. */
static gboolean
has_problem (const HdCampaign *c,
             guint             formation,
             const char       *rule)
{
  g_autoptr(GPtrArray) problems = hd_campaign_oob_list_problems (c, formation);

  for (guint i = 0; i < problems->len; i++)
    if (g_str_equal (((HdCampaignProblem *) problems->pdata[i])->rule, rule))
      return TRUE;
  return FALSE;
}

static void
test_count_units (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");

  g_assert_cmpuint (hd_campaign_oob_count_units (c, v), ==, 10);
  g_assert_cmpuint (hd_campaign_oob_count_units (c, division_of (c, v, 0)), ==, 4);
  /* 1 SP units never count (11.1); siege guns are no brigade or battalion */
  add_stand (c, division_of (c, v, 0), HD_ARM_INFANTRY, HD_GUN_NONE, 1, 5);
  g_assert_cmpuint (hd_campaign_oob_count_units (c, v), ==, 10);
  add_stand (c, division_of (c, v, 0), HD_ARM_INFANTRY, HD_GUN_NONE, 2, 5);
  g_assert_cmpuint (hd_campaign_oob_count_units (c, v), ==, 11);
}

static void
test_army_weight (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");
  guint cav = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, 0, "Washington");
  guint field = add_formation (c, HD_SIDE_UNION, HD_FORMATION_FIELD_CORPS, 0, "Washington");
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, 0, "Washington");

  g_assert_cmpuint (hd_campaign_oob_army_weight (c, v), ==, 1);
  g_assert_cmpuint (hd_campaign_oob_army_weight (c, field), ==, 2);
  g_assert_cmpuint (hd_campaign_oob_army_weight (c, army), ==, 0);
  g_assert_cmpuint (hd_campaign_oob_army_weight (c, division_of (c, v, 0)), ==, 0);
  c->turn = hd_calendar_find_turn (11, 1863);
  g_assert_cmpuint (hd_campaign_oob_army_weight (c, cav), ==, 1);
  c->turn = hd_calendar_find_turn (1, 1864);
  g_assert_cmpuint (hd_campaign_oob_army_weight (c, cav), ==, 2);
}

/* Each of section 6's limits, kept and then broken. */
static void
test_problems_units (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_campaign_oob_check_formation (c, v, NULL));
  add_stand (c, v, HD_ARM_CAVALRY, HD_GUN_NONE, 2, 4);
  add_stand (c, v, HD_ARM_CAVALRY, HD_GUN_NONE, 2, 4);
  g_assert_true (hd_campaign_oob_check_formation (c, v, NULL));   /* 12 */
  add_stand (c, v, HD_ARM_CAVALRY, HD_GUN_NONE, 2, 4);
  g_assert_false (hd_campaign_oob_check_formation (c, v, &error)); /* 13 */
  g_assert_nonnull (strstr (error->message, "6.11"));
  g_assert_nonnull (strstr (error->message, "13 units"));
  /* a field corps may have 24 (6.12) */
  hd_campaign_find_formation (c, v)->kind = HD_FORMATION_FIELD_CORPS;
  g_assert_true (hd_campaign_oob_check_formation (c, v, NULL));
}

static void
test_problems_artillery (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");
  guint i_corps = named (c, "I Corps");
  guint extra;

  /* one battalion a division (6.22) */
  extra = add_stand (c, division_of (c, v, 0), HD_ARM_ARTILLERY, HD_GUN_R_F, 2, 5);
  g_assert_true (has_problem (c, v, "Campaign 6.22"));
  hd_campaign_remove_stand (c, extra);
  g_assert_false (has_problem (c, v, "Campaign 6.22"));
  /* corps artillery fewer than the divisions' (6.22): V Corps has 1 to 2 */
  add_stand (c, v, HD_ARM_ARTILLERY, HD_GUN_R_F, 2, 5);
  g_assert_true (has_problem (c, v, "Campaign 6.22"));
  /* I Corps: none at corps level is always fine, one against two too */
  g_assert_false (has_problem (c, i_corps, "Campaign 6.22"));
  add_stand (c, i_corps, HD_ARM_ARTILLERY, HD_GUN_R_F, 2, 5);
  g_assert_false (has_problem (c, i_corps, "Campaign 6.22"));
  /* 1 SP artillery is below the level of the campaign (11.1) */
  add_stand (c, i_corps, HD_ARM_ARTILLERY, HD_GUN_R_F, 1, 5);
  g_assert_false (has_problem (c, i_corps, "Campaign 6.22"));
}

static void
test_problems_cavalry (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint cav = add_formation (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CAVALRY_CORPS, 0, "Richmond");
  guint div = add_formation (c, HD_SIDE_CONFEDERATE, HD_FORMATION_DIVISION, cav, "Richmond");
  guint guns;

  add_stand (c, div, HD_ARM_CAVALRY, HD_GUN_NONE, 3, 4);
  add_stand (c, div, HD_ARM_CAVALRY, HD_GUN_NONE, 3, 4);
  /* July 1861: too early for the Confederacy (6.13) */
  g_assert_true (has_problem (c, cav, "Campaign 6.13"));
  c->turn = hd_calendar_find_turn (1, 1862);
  g_assert_false (has_problem (c, cav, "Campaign 6.13"));
  hd_campaign_find_formation (c, cav)->side = HD_SIDE_UNION;
  hd_campaign_find_formation (c, div)->side = HD_SIDE_UNION;
  for (guint i = 0; i < hd_campaign_get_n_stands (c); i++)
    if (hd_campaign_get_stand (c, i)->formation == div)
      hd_campaign_find_stand (c, hd_campaign_get_stand (c, i)->id)->side = HD_SIDE_UNION;
  g_assert_true (has_problem (c, cav, "Campaign 6.13"));      /* the Union waits to 1863 */
  c->turn = hd_calendar_find_turn (1, 1863);
  g_assert_false (has_problem (c, cav, "Campaign 6.13"));
  /* corps artillery: a cavalry corps may always keep one (6.22) */
  add_stand (c, cav, HD_ARM_ARTILLERY, HD_GUN_R_F, 2, 5);
  g_assert_false (has_problem (c, cav, "Campaign 6.22"));
  g_assert_true (hd_campaign_oob_is_cavalry (c, cav));
  g_assert_true (hd_campaign_oob_is_cavalry (c, div));
  /* horse artillery: field guns only (6.31) */
  guns = add_stand (c, div, HD_ARM_ARTILLERY, HD_GUN_SB_H, 2, 5);
  g_assert_true (has_problem (c, div, "Campaign 6.31"));
  hd_campaign_find_stand (c, guns)->gun = HD_GUN_SB_F;
  g_assert_false (has_problem (c, div, "Campaign 6.31"));
  /* a double cavalry corps may not be built (6.13) */
  hd_campaign_find_formation (c, cav)->kind = HD_FORMATION_FIELD_CORPS;
  g_assert_true (has_problem (c, cav, "Campaign 6.13"));
  /* a corps of cavalry alone is a cavalry corps, with its date (6.13) */
  hd_campaign_find_formation (c, cav)->kind = HD_FORMATION_CORPS;
  c->turn = 1;
  g_assert_true (has_problem (c, cav, "Campaign 6.13"));
}

static void
test_problems_division_siege (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");
  guint div = division_of (c, v, 1);
  guint train, siege;
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, div);
  HdCampaignFormation *f = hd_campaign_find_formation (c, div);

  g_free (f->commander);
  f->commander = g_strdup ("");
  g_assert_true (has_problem (c, v, "Campaign 6.23"));       /* no DC */
  f->commander = (g_free (f->commander), g_strdup ("Andrew Porter"));
  g_assert_false (has_problem (c, v, "Campaign 6.23"));
  for (guint i = 1; i < stands->len; i++)
    hd_campaign_remove_stand (c, g_array_index (stands, guint, i));
  g_assert_true (has_problem (c, div, "Campaign 6.23"));     /* one combat stand */
  /* the Siege Train: siege stands of at most 2 SP, with a corps (6.32) */
  train = add_formation (c, HD_SIDE_UNION, HD_FORMATION_SIEGE_TRAIN, v, "Pittsburgh");
  siege = add_stand (c, train, HD_ARM_SIEGE, HD_GUN_SG_R, 2, 5);
  g_assert_true (has_problem (c, train, "Campaign 6.32"));    /* add_formation gave it a commander */
  hd_campaign_find_formation (c, train)->commander[0] = '\0';
  g_assert_false (has_problem (c, train, "Campaign 6.32"));
  hd_campaign_find_stand (c, siege)->sp = 3;
  g_assert_true (has_problem (c, train, "Campaign 6.32"));
  hd_campaign_find_stand (c, siege)->sp = 2;
  /* siege guns in a division, a second Siege Train, a commander (6.32);
   * an infantry corps may carry guns taken from a work (14.5) */
  add_stand (c, v, HD_ARM_SIEGE, HD_GUN_SG_SB, 2, 5);
  g_assert_false (has_problem (c, v, "Campaign 6.32"));
  add_stand (c, div, HD_ARM_SIEGE, HD_GUN_SG_SB, 2, 5);
  g_assert_true (has_problem (c, v, "Campaign 6.32"));
  g_assert_false (has_problem (c, named (c, "I Corps"), "Campaign 6.32"));
  train = add_formation (c, HD_SIDE_UNION, HD_FORMATION_SIEGE_TRAIN, HD_CAMPAIGN_NONE, "Washington");
  g_assert_true (has_problem (c, train, "Campaign 6.32"));
  /* stands' caps (11) */
  hd_campaign_find_stand (c, g_array_index (stands, guint, 0))->sp = 7;
  g_assert_true (has_problem (c, div, "Campaign 11"));
}

static void
test_senior (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint washington = hd_test_box (map, "Washington");
  guint i_corps = named (c, "I Corps");
  guint army;

  /* two CCs: the lower id; DCs never beat a CC (7.8) */
  g_assert_cmpuint (hd_campaign_oob_senior_in_box (c, washington, HD_SIDE_UNION), ==, i_corps);
  g_assert_cmpuint (hd_campaign_oob_senior_in_box (c, washington, HD_SIDE_CONFEDERATE), ==, HD_CAMPAIGN_NONE);
  army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, 0, "Washington");
  g_assert_cmpuint (hd_campaign_oob_senior_in_box (c, washington, HD_SIDE_UNION), ==, army);
  /* a division left alone commands its box */
  hd_campaign_find_formation (c, division_of (c, i_corps, 0))->box = hd_test_box (map, "Baltimore");
  g_assert_cmpuint (hd_campaign_oob_senior_in_box (c, hd_test_box (map, "Baltimore"), HD_SIDE_UNION), ==,
                    division_of (c, i_corps, 0));
}

static void
test_adjusted_cavalry (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);

  /* 9's examples: a 2-5 brigade is 10, a 3-4 is 12 */
  g_assert_cmpuint (hd_campaign_oob_adjusted_cavalry (c, named (c, "V Corps")), ==, 10);
  g_assert_cmpuint (hd_campaign_oob_adjusted_cavalry (c, named (c, "Polk’s Corps")), ==, 12);
  g_assert_cmpuint (hd_campaign_oob_adjusted_cavalry (c, named (c, "I Corps")), ==, 0);
  g_assert_false (hd_campaign_oob_is_cavalry (c, named (c, "V Corps")));
  g_assert_false (hd_campaign_oob_is_cavalry (c, division_of (c, named (c, "V Corps"), 0)));
}

/* 10.25's example: a 7-4 Green stand with two Crack 3-5s uses 40%. */
static void
test_exhaustion (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = hd_campaign_new (map);
  guint corps = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, 0, "Washington");
  guint div = add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, corps, "Washington");
  HdCampaignExhaustion e;
  guint a, b;

  g_assert_false (hd_campaign_oob_get_exhaustion (c, div, &e));
  add_stand (c, div, HD_ARM_INFANTRY, HD_GUN_NONE, 7, 4);
  a = add_stand (c, div, HD_ARM_INFANTRY, HD_GUN_NONE, 3, 5);
  b = add_stand (c, div, HD_ARM_INFANTRY, HD_GUN_NONE, 3, 5);
  add_stand (c, div, HD_ARM_ARTILLERY, HD_GUN_SB_F, 2, 5);
  hd_campaign_find_stand (c, a)->status = HD_STATUS_CRACK;
  hd_campaign_find_stand (c, b)->status = HD_STATUS_CRACK;
  g_assert_true (hd_campaign_oob_get_exhaustion (c, div, &e));
  g_assert_cmpuint (e.percent, ==, 40);
  g_assert_cmpuint (e.sp, ==, 13);
  g_assert_cmpuint (e.loss, ==, 6);            /* 40% of 13 is 5.2: the sixth SP lost */
  g_assert_cmpuint (e.exhausted_at, ==, 7);
  /* Trained outweighing Green: 50% */
  hd_campaign_find_stand (c, a)->status = HD_STATUS_TRAINED;
  hd_campaign_find_stand (c, b)->status = HD_STATUS_TRAINED;
  hd_campaign_find_stand (c, b)->sp = 5;
  hd_campaign_find_stand (c, b)->sp_start = 5;
  g_assert_true (hd_campaign_oob_get_exhaustion (c, div, &e));
  g_assert_cmpuint (e.percent, ==, 50);
  /* Elite alone: 60% */
  for (guint i = 0; i < hd_campaign_get_n_stands (c); i++)
    hd_campaign_find_stand (c, hd_campaign_get_stand (c, i)->id)->status = HD_STATUS_ELITE;
  g_assert_true (hd_campaign_oob_get_exhaustion (c, div, &e));
  g_assert_cmpuint (e.percent, ==, 60);
}

static void
test_reorganised (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint i_corps = named (c, "I Corps");
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, division_of (c, i_corps, 1));
  HdCampaignStand *small = hd_campaign_find_stand (c, g_array_index (stands, guint, 0));
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_campaign_oob_check_reorganised (c, HD_SIDE_UNION, NULL));
  small->sp = 2;       /* 2 SP infantry, and only 6-4s in Washington: 8 > 6, no merge */
  g_assert_true (hd_campaign_oob_check_reorganised (c, HD_SIDE_UNION, NULL));
  g_assert_false (has_problem (c, i_corps, "Campaign 11"));
  hd_campaign_find_stand (c, g_array_index (stands, guint, 1))->sp = 4;
  g_assert_true (has_problem (c, i_corps, "Campaign 11"));   /* a badge */
  g_assert_false (hd_campaign_oob_check_reorganised (c, HD_SIDE_UNION, &error));
  g_assert_nonnull (strstr (error->message, "Campaign 11"));
  g_assert_true (hd_campaign_oob_check_reorganised (c, HD_SIDE_CONFEDERATE, NULL));
  /* artillery under 2 SP merges with artillery of its guns only */
  small->sp = 6;
  hd_campaign_find_stand (c, g_array_index (stands, guint, 1))->sp = 6;
  hd_campaign_find_stand (c, g_array_index (stands, guint, 3))->sp = 1;
  g_assert_false (hd_campaign_oob_check_reorganised (c, HD_SIDE_UNION, NULL));  /* II Corps' SB-F */
  hd_campaign_find_stand (c, g_array_index (stands, guint, 3))->gun = HD_GUN_R_F;
  g_assert_true (hd_campaign_oob_check_reorganised (c, HD_SIDE_UNION, NULL));
}

static void
test_invariants (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");
  guint train = add_formation (c, HD_SIDE_UNION, HD_FORMATION_SIEGE_TRAIN, v, "Pittsburgh");
  guint siege = add_stand (c, train, HD_ARM_SIEGE, HD_GUN_SG_R, 2, 5);
  guint div1 = division_of (c, v, 1);
  guint cav = add_formation (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CAVALRY_CORPS, 0, "Richmond");
  guint horse = add_stand (c, cav, HD_ARM_CAVALRY, HD_GUN_NONE, 3, 4);
  guint brigade = hd_campaign_get_stand (c, 0)->id;
  HdCampaign *b;
  char *broken;

  g_assert_null (hd_campaign_invariants_check (c));

#define EXPECT_BROKEN(n, change) \
  b = hd_campaign_copy (c); \
  change; \
  broken = hd_campaign_invariants_check (b); \
  g_assert_nonnull (broken); \
  if (!g_str_has_prefix (broken, "invariant " #n ":")) \
    g_error ("expected invariant %d, got %s", n, broken); \
  g_free (broken); \
  hd_campaign_free (b);

  EXPECT_BROKEN (20, hd_campaign_find_stand (b, brigade)->box = 3);
  EXPECT_BROKEN (21, hd_campaign_find_stand (b, brigade)->formation = 0;
                 hd_campaign_find_stand (b, brigade)->box = 3);
  EXPECT_BROKEN (22, hd_campaign_find_stand (b, siege)->formation = div1);
  EXPECT_BROKEN (22, hd_campaign_find_stand (b, brigade)->formation = train);
  EXPECT_BROKEN (23, hd_campaign_find_stand (b, brigade)->formation = cav;
                 hd_campaign_find_stand (b, brigade)->side = HD_SIDE_CONFEDERATE);
  EXPECT_BROKEN (23, add_stand (b, cav, HD_ARM_ARTILLERY, HD_GUN_SB_H, 2, 5));
  EXPECT_BROKEN (24, hd_campaign_find_formation (b, v)->name[0] = '\0');
  EXPECT_BROKEN (25, hd_campaign_find_stand (b, horse)->flags = 1u << 12);
#undef EXPECT_BROKEN
}

/* Applies the action written as @fmt, with printf arguments. */
static gboolean G_GNUC_PRINTF (3, 4)
play (HdCampaign *c,
      GError    **error,
      const char *fmt,
      ...)
{
  g_autofree char *line = NULL;
  g_autoptr(HdCampaignAction) action = NULL;
  va_list args;

  va_start (args, fmt);
  line = g_strdup_vprintf (fmt, args);
  va_end (args);
  action = hd_campaign_action_parse_line (line, NULL);
  g_assert_nonnull (action);
  return hd_campaign_play_apply (c, action, error);
}

static void
ok (HdCampaign *c,
    const char *line)
{
  g_autoptr(GError) error = NULL;

  if (!play (c, &error, "%s", line))
    g_error ("“%s” refused: %s", line, error->message);
}

/* Refused, quoting @rule, and nothing changed. */
static void
no (HdCampaign *c,
    const char *line,
    const char *rule)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = hd_campaign_dump (c);
  g_autofree char *after = NULL;

  if (play (c, &error, "%s", line))
    g_error ("“%s” accepted", line);
  if (strstr (error->message, rule) == NULL)
    g_error ("“%s”: “%s” does not cite %s", line, error->message, rule);
  after = hd_campaign_dump (c);
  g_assert_cmpstr (before, ==, after);
}

static char *
line_printf (const char *fmt,
             ...) G_GNUC_PRINTF (1, 2);

static char *
line_printf (const char *fmt,
             ...)
{
  va_list args;
  char *line;

  va_start (args, fmt);
  line = g_strdup_vprintf (fmt, args);
  va_end (args);
  return line;
}

#define OK(c, ...) do { g_autofree char *l_ = line_printf (__VA_ARGS__); ok (c, l_); } while (0)
#define NO(c, rule, ...) do { g_autofree char *l_ = line_printf (__VA_ARGS__); no (c, l_, rule); } while (0)

static guint
last_id (const HdCampaign *c)
{
  return c->next_id - 1;
}

static void
test_edit_add (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");
  guint corps, div;

  OK (c, "add-formation kind=corps side=union name=\"XIII Corps\" commander=\"Don Carlos Buell\" box=louisville");
  corps = last_id (c);
  g_assert_cmpuint (hd_campaign_lookup_formation (c, corps)->box, ==, hd_test_box (map, "Louisville"));
  OK (c, "add-formation kind=division side=union name=\"1st Division\" commander=\"George H. Thomas\" "
      "parent=%u", corps);
  div = last_id (c);
  g_assert_cmpuint (hd_campaign_lookup_formation (c, div)->box, ==, hd_test_box (map, "Louisville"));
  /* a division short of stands is shown, not refused (6.23) */
  g_assert_true (has_problem (c, corps, "Campaign 6.23"));
  OK (c, "add-stand formation=%u name=\"1st Brigade\" arm=infantry sp=6 morale=4 flags=pt,ne", div);
  OK (c, "add-stand formation=%u name=\"2nd Brigade\" arm=infantry sp=6 morale=4 status=green flags=pt,ne", div);
  g_assert_false (has_problem (c, corps, "Campaign 6.23"));
  g_assert_cmpuint (hd_campaign_lookup_stand (c, last_id (c))->flags, ==, HD_STAND_PT | HD_STAND_NE);
  NO (c, "Campaign 6.23", "add-formation kind=division side=union name=Lost box=cairo");
  NO (c, "Campaign 6", "add-formation kind=division side=confederate name=Lost parent=%u", v);
  ok (c, "add-formation kind=army side=union name=\"Army of the Ohio\" box=louisville");
  NO (c, "Campaign 6.21", "add-stand formation=%u name=X arm=infantry sp=6 morale=4", last_id (c));
  /* sizes and caps (11, 6.22, 6.32) */
  NO (c, "Campaign 11", "add-stand formation=%u name=Big arm=infantry sp=7 morale=4", div);
  NO (c, "Campaign 11", "add-stand formation=%u name=Big arm=cavalry sp=4 morale=4", div);
  OK (c, "add-stand formation=%u name=Guns arm=artillery gun=sb-f sp=2 morale=5", div);
  NO (c, "Campaign 6.22", "add-stand formation=%u name=\"More Guns\" arm=artillery gun=r-f sp=2 morale=5", div);
  NO (c, "Campaign 6.22", "add-stand formation=%u name=\"Corps Guns\" arm=artillery gun=r-f sp=2 morale=5", corps);
  NO (c, "Campaign 6.3", "add-stand formation=%u name=Odd arm=infantry gun=r-f sp=2 morale=5", div);
  NO (c, "Campaign 6.32", "add-stand formation=%u name=Siege arm=siege gun=sg-r sp=2 morale=5", div);
  NO (c, "Campaign 11", "add-stand box=cairo side=union name=Alone arm=infantry sp=6 morale=4");
  OK (c, "add-stand box=washington side=union name=\"Fort Guns\" arm=siege gun=sg-sb sp=2 morale=5");
  NO (c, "Campaign 6.32", "add-stand box=washington side=union name=\"Big Guns\" arm=siege gun=sg-sb sp=3 morale=5");
  /* 6.11: V Corps has 10 units, two more fit, not a third */
  OK (c, "add-stand formation=%u name=A arm=cavalry sp=2 morale=4", v);
  OK (c, "add-stand formation=%u name=B arm=cavalry sp=2 morale=4", v);
  NO (c, "Campaign 6.11", "add-stand formation=%u name=C arm=cavalry sp=2 morale=4", v);
  OK (c, "add-stand formation=%u name=\"C\" arm=infantry sp=1 morale=5 flags=ss", v);   /* 11.1 */
  /* the Siege Train: one, with a corps, no commander, siege stands (6.32) */
  OK (c, "add-formation kind=siege-train side=union name=\"Siege Train\" parent=%u", v);
  OK (c, "add-stand formation=%u name=\"Siege Guns\" arm=siege gun=sg-r sp=2 morale=5", last_id (c));
  NO (c, "Campaign 6.32", "add-formation kind=siege-train side=union name=\"Second Train\" box=washington");
  NO (c, "Campaign 6.32", "add-formation kind=siege-train side=confederate name=T commander=X box=richmond");
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
test_edit_cavalry (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint cav, div;

  NO (c, "Campaign 6.13", "add-formation kind=cavalry-corps side=confederate name=\"Cavalry Corps\" box=richmond");
  c->turn = hd_calendar_find_turn (1, 1862);
  OK (c, "add-formation kind=cavalry-corps side=confederate name=\"Cavalry Corps\" commander=Stuart box=richmond");
  cav = last_id (c);
  OK (c, "add-formation kind=division side=confederate name=\"1st Division\" commander=Hampton parent=%u", cav);
  div = last_id (c);
  OK (c, "add-stand formation=%u name=\"1st Brigade\" arm=cavalry sp=3 morale=4", div);
  NO (c, "Campaign 6.13", "add-stand formation=%u name=Foot arm=infantry sp=6 morale=4", div);
  /* 6.31: an SB-H battalion given to cavalry becomes SB-F */
  OK (c, "add-stand formation=%u name=\"Horse Artillery\" arm=artillery gun=sb-h sp=2 morale=5", div);
  g_assert_cmpint (hd_campaign_lookup_stand (c, last_id (c))->gun, ==, HD_GUN_SB_F);
  g_assert_null (hd_campaign_invariants_check (c));
  /* a cavalry corps already out of its date takes no infantry (6.13) */
  c->turn = 1;
  g_assert_true (has_problem (c, cav, "Campaign 6.13"));
  OK (c, "add-formation kind=division side=confederate name=\"2nd Division\" commander=Rosser parent=%u "
      "umpire=yes", named (c, "Polk’s Corps"));
  NO (c, "Campaign 6.13", "reassign division=%u to=%u umpire=yes", division_of (c, named (c, "Polk’s Corps"), 0),
      cav);
}

static void
test_edit_rename_status (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");
  guint stand = hd_campaign_get_stand (c, 0)->id;

  OK (c, "rename formation=%u name=\"Fifth Corps\" commander=\"George Sykes\"", v);
  g_assert_cmpstr (hd_campaign_lookup_formation (c, v)->name, ==, "Fifth Corps");
  g_assert_cmpstr (hd_campaign_lookup_formation (c, v)->commander, ==, "George Sykes");
  OK (c, "rename stand=%u name=\"Iron Brigade\"", stand);
  g_assert_cmpstr (hd_campaign_lookup_stand (c, stand)->name, ==, "Iron Brigade");
  g_assert_false (play (c, NULL, "rename stand=%u commander=X", stand));
  g_assert_false (play (c, NULL, "rename formation=%u", v));
  g_assert_false (play (c, NULL, "rename formation=%u name=\"\"", v));
  OK (c, "set-status stand=%u status=elite morale=5", stand);
  g_assert_cmpint (hd_campaign_lookup_stand (c, stand)->status, ==, HD_STATUS_ELITE);
  g_assert_cmpuint (hd_campaign_lookup_stand (c, stand)->promoted_turn, ==, 1);
  g_assert_false (play (c, NULL, "set-status stand=%u morale=7", stand));
  g_assert_false (play (c, NULL, "set-status stand=%u status=legendary", stand));
}

static void
test_edit_split_merge (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint i_corps = named (c, "I Corps");
  g_autoptr(GArray) d0 = hd_campaign_list_stands_of (c, division_of (c, i_corps, 0));
  g_autoptr(GArray) d1 = hd_campaign_list_stands_of (c, division_of (c, i_corps, 1));
  g_autoptr(GArray) v_stands = hd_campaign_list_all_stands (c, named (c, "V Corps"));
  guint a = g_array_index (d0, guint, 0), b = g_array_index (d0, guint, 1), guns = g_array_index (d0, guint, 3);
  guint part;

  OK (c, "split stand=%u sp=2 name=\"Detached Regiments\"", a);
  part = last_id (c);
  g_assert_cmpuint (hd_campaign_lookup_stand (c, a)->sp, ==, 4);
  g_assert_cmpuint (hd_campaign_lookup_stand (c, part)->sp, ==, 2);
  g_assert_cmpstr (hd_campaign_lookup_stand (c, part)->name, ==, "Detached Regiments");
  g_assert_cmpuint (hd_campaign_lookup_stand (c, part)->formation, ==, division_of (c, i_corps, 0));
  g_assert_false (play (c, NULL, "split stand=%u sp=4", a));   /* the whole stand */
  OK (c, "set-status stand=%u status=trained morale=5", a);
  OK (c, "split stand=%u sp=4", b);
  /* merge: only in the Reorganisation Phase unless the umpire does it */
  NO (c, "Campaign 11", "merge stand=%u into=%u", a, b);
  OK (c, "merge stand=%u into=%u umpire=yes", a, b);
  /* the majority's status, in SP (11, R24) */
  g_assert_cmpuint (hd_campaign_lookup_stand (c, b)->sp, ==, 6);
  g_assert_cmpint (hd_campaign_lookup_stand (c, b)->status, ==, HD_STATUS_TRAINED);
  g_assert_cmpuint (hd_campaign_lookup_stand (c, b)->morale, ==, 5);
  g_assert_null (hd_campaign_lookup_stand (c, a));
  NO (c, "Campaign 11", "merge stand=%u into=%u umpire=yes", part, b);                 /* 8 SP */
  NO (c, "Campaign 11", "merge stand=%u into=%u umpire=yes", guns, part);              /* arms */
  NO (c, "Campaign 11", "merge stand=%u into=%u umpire=yes", part, g_array_index (v_stands, guint, 2)); /* box */
  /* home guards standing alone merge with their like, never with a
   * formation's line troops (the stand made would be of neither) */
  {
    guint guards[2];

    for (guint i = 0; i < 2; i++)
      {
        HdCampaignStand g = { 0 };

        g.side = HD_SIDE_UNION;
        g.box = hd_campaign_lookup_formation (c, i_corps)->box;
        g.name = (char *) "Home Guard";
        g.arm = HD_ARM_INFANTRY;
        g.sp = g.sp_start = 2;
        g.morale = 4;
        g.flags = HD_STAND_MILITIA;
        guards[i] = hd_campaign_add_stand (c, &g);
      }
    NO (c, "Campaign 11", "merge stand=%u into=%u umpire=yes", guards[0], part);
    NO (c, "Campaign 11", "merge stand=%u into=%u umpire=yes", part, guards[0]);
    OK (c, "merge stand=%u into=%u umpire=yes", guards[1], guards[0]);
    g_assert_cmpuint (hd_campaign_lookup_stand (c, guards[0])->sp, ==, 4);
  }
  /* I Corps has 9 units; splits stop at 12 (6.11) */
  OK (c, "split stand=%u sp=3", g_array_index (d0, guint, 2));
  OK (c, "split stand=%u sp=3", g_array_index (d1, guint, 0));
  OK (c, "split stand=%u sp=3", g_array_index (d1, guint, 1));
  NO (c, "Campaign 6.11", "split stand=%u sp=3", g_array_index (d1, guint, 2));
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
to_reorganisation (HdCampaign *c,
                   HdSide      player)
{
  c->phase = HD_PHASE_REORGANISATION;
  c->player = player;
}

static void
test_reorganise_player (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint i_corps = named (c, "I Corps"), ii_corps = named (c, "II Corps"), v = named (c, "V Corps");
  guint div = division_of (c, i_corps, 0);
  guint v_div = division_of (c, v, 0);
  g_autoptr(GArray) v_stands = hd_campaign_list_stands_of (c, v_div);

  NO (c, "Campaign 11", "reassign division=%u to=%u", div, ii_corps);   /* the Movement Phase */
  to_reorganisation (c, HD_SIDE_CONFEDERATE);
  NO (c, "Campaign 11", "reassign division=%u to=%u", div, ii_corps);   /* not his */
  to_reorganisation (c, HD_SIDE_UNION);
  OK (c, "reassign division=%u to=%u", div, ii_corps);                  /* 8 + 4 is 12 */
  NO (c, "Campaign 6.11", "reassign division=%u to=%u", division_of (c, i_corps, 0), ii_corps);  /* 16 */
  OK (c, "reassign stand=%u to=%u", g_array_index (hd_campaign_list_stands_of (c, div), guint, 0),
      division_of (c, ii_corps, 0));
  /* across boxes: the parts of a corps at the umpire's discretion, a
   * division's never (11) */
  NO (c, "Campaign 11", "reassign division=%u to=%u", v_div, i_corps);
  NO (c, "Campaign 11", "reassign stand=%u to=%u umpire=yes", g_array_index (v_stands, guint, 0), div);
  OK (c, "reassign stand=%u to=%u umpire=yes", g_array_index (v_stands, guint, 0), i_corps);
  g_assert_true (hd_campaign_oob_check_formation (c, i_corps, NULL));
  OK (c, "add-formation kind=siege-train side=union name=\"Siege Train\" parent=%u", v);
  NO (c, "Campaign 6.32", "reassign stand=%u to=%u umpire=yes", g_array_index (v_stands, guint, 1), last_id (c));
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
test_appoint_dismiss (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint i_corps = named (c, "I Corps"), ii_corps = named (c, "II Corps"), iii_corps = named (c, "III Corps");
  guint washington = hd_test_box (map, "Washington");
  guint army;

  to_reorganisation (c, HD_SIDE_UNION);
  /* I Corps' two divisions would make II Corps 16 units (6.11) */
  NO (c, "Campaign 6.11", "appoint corps=%u name=\"Army of Northeastern Virginia\" given=%u", i_corps, ii_corps);
  NO (c, "Campaign 2.2", "appoint corps=%u name=\"Army of Northeastern Virginia\" given=", i_corps);
  /* III Corps is at Philadelphia: only by the umpire's leave (11) */
  NO (c, "Campaign 11", "appoint corps=%u name=\"Army of Northeastern Virginia\" given=%u,%u", i_corps, ii_corps,
      iii_corps);
  OK (c, "appoint corps=%u name=\"Army of Northeastern Virginia\" given=%u,%u umpire=yes", i_corps, ii_corps,
      iii_corps);
  army = last_id (c);
  g_assert_null (hd_campaign_lookup_formation (c, i_corps));
  g_assert_cmpstr (hd_campaign_lookup_formation (c, army)->commander, ==, "Irvin McDowell");
  g_assert_cmpuint (hd_campaign_lookup_formation (c, ii_corps)->parent, ==, army);
  g_assert_cmpuint (hd_campaign_lookup_formation (c, iii_corps)->parent, ==, army);
  g_assert_cmpuint (hd_campaign_oob_count_units (c, ii_corps), ==, 12);
  g_assert_cmpuint (hd_campaign_oob_count_units (c, iii_corps), ==, 12);
  g_assert_cmpuint (hd_campaign_oob_senior_in_box (c, washington, HD_SIDE_UNION), ==, army);
  g_assert_null (hd_campaign_invariants_check (c));
  /* dismissed, he takes II Corps (2.2) */
  OK (c, "dismiss army=%u corps=%u", army, ii_corps);
  g_assert_null (hd_campaign_lookup_formation (c, army));
  g_assert_cmpuint (hd_campaign_lookup_formation (c, ii_corps)->parent, ==, HD_CAMPAIGN_NONE);
  g_assert_cmpstr (hd_campaign_lookup_formation (c, ii_corps)->commander, ==, "Irvin McDowell");
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
test_remove (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps");
  guint n_stands = hd_campaign_get_n_stands (c);
  guint brigade = hd_campaign_get_stand (c, 0)->id;

  OK (c, "remove stand=%u", brigade);
  g_assert_cmpuint (hd_campaign_get_n_stands (c), ==, n_stands - 1);
  g_assert_false (play (c, NULL, "remove formation=%u", v));
  OK (c, "remove formation=%u contents=yes", v);
  g_assert_null (hd_campaign_lookup_formation (c, v));
  g_assert_cmpuint (hd_campaign_get_n_stands (c), ==, n_stands - 1 - 10);
  g_assert_null (hd_campaign_invariants_check (c));
}

/* Every candidate is accepted, and describes itself in a sentence. */
static void
test_candidates (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  g_autoptr(GPtrArray) found = NULL;
  guint n = 0;

  to_reorganisation (c, HD_SIDE_UNION);
  hd_campaign_find_stand (c, hd_campaign_get_stand (c, 0)->id)->sp = 2;
  hd_campaign_find_stand (c, hd_campaign_get_stand (c, 1)->id)->sp = 3;
  found = hd_campaign_play_list_candidates (c);
  for (guint i = 0; i < found->len; i++)
    {
      const char *type = hd_campaign_action_get_type_name (found->pdata[i]);
      g_autofree char *text = hd_campaign_play_describe (c, found->pdata[i]);
      g_autoptr(HdCampaign) copy = hd_campaign_copy (c);

      g_assert_true (g_str_has_suffix (text, "."));
      g_assert_true (hd_campaign_play_apply (copy, found->pdata[i], NULL));
      if (g_str_equal (type, "merge") || g_str_equal (type, "reassign"))
        n++;
    }
  g_assert_cmpuint (n, >=, 2);
}

static gboolean
is_oob_type (const char *name)
{
  for (guint i = 0; i < hd_campaign_oob_n_actions; i++)
    if (g_str_equal (hd_campaign_oob_actions[i].name, name))
      return TRUE;
  return FALSE;
}

/* Random edits and reorganisations, from the candidates: every one is
 * accepted and the position keeps its invariants and adds no problem of
 * section 6 but 6.23's. */
static void
test_random_edits (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  guint applied = 0;

  /* the campaign's candidates fill their dice from GLib's random numbers:
   * seeded, so that this test is the same campaign every run */
  g_random_set_seed (23);

  to_reorganisation (c, HD_SIDE_UNION);
  for (guint step = 0; step < 150; step++)
    {
      g_autoptr(GPtrArray) all = NULL;
      g_autoptr(GPtrArray) mine = g_ptr_array_new ();
      g_autoptr(GPtrArray) problems = NULL;
      g_autoptr(GError) error = NULL;

      if (step % 25 == 0)
        to_reorganisation (c, step % 50 == 0 ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION);
      all = hd_campaign_play_list_candidates (c);
      for (guint i = 0; i < all->len; i++)
        if (is_oob_type (hd_campaign_action_get_type_name (all->pdata[i])))
          g_ptr_array_add (mine, all->pdata[i]);
      if (mine->len == 0)
        continue;
      if (!hd_campaign_play_apply (c, mine->pdata[g_rand_int_range (rand, 0, (int) mine->len)], &error))
        g_error ("a candidate refused: %s", error->message);
      applied++;
      g_assert_null (hd_campaign_invariants_check (c));
      problems = hd_campaign_oob_list_all_problems (c);
      for (guint i = 0; i < problems->len; i++)
        g_assert_true (((HdCampaignProblem *) problems->pdata[i])->advisory);
    }
  g_assert_cmpuint (applied, >, 100);
}

/* Adds @n corps of the Union's at Albany, each of two divisions of four
 * brigades: an order of battle grown far from the edits made. */
static void
add_far_corps (HdCampaign *c,
               guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      guint corps = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, 0, "Albany");

      for (guint d = 0; d < 2; d++)
        {
          guint div = add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, corps, "Albany");

          for (guint b = 0; b < 4; b++)
            add_stand (c, div, HD_ARM_INFANTRY, HD_GUN_NONE, 3, 4);
        }
    }
}

typedef struct {
  guint64 visits;   /* formations and stands the checks read */
  guint   copies;   /* positions they copied */
  guint   refused;
} Work;

/* Checks the edit written as @fmt, counting the work of the check alone,
 * and applies it if accepted; the new record's id, 0 if refused. */
static guint G_GNUC_PRINTF (3, 4)
counted (HdCampaign *c,
         Work       *work,
         const char *fmt,
         ...)
{
  g_autofree char *line = NULL;
  g_autoptr(HdCampaignAction) action = NULL;
  guint64 visits = hd_campaign_count_visits ();
  guint copies = hd_campaign_count_copies ();
  gboolean accepted;
  va_list args;

  va_start (args, fmt);
  line = g_strdup_vprintf (fmt, args);
  va_end (args);
  action = hd_campaign_action_parse_line (line, NULL);
  accepted = hd_campaign_play_check (c, action, NULL);
  work->visits += hd_campaign_count_visits () - visits;
  work->copies += hd_campaign_count_copies () - copies;
  work->refused += !accepted;
  if (accepted)
    g_assert_true (hd_campaign_play_apply (c, action, NULL));
  return accepted ? last_id (c) : 0;
}

/* One round of every kind of edit, some refused, made beside @far corps
 * grown far from them. */
static Work
edit_round (guint far)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  guint v = named (c, "V Corps"), i_corps = named (c, "I Corps"), ii_corps = named (c, "II Corps");
  guint iii_corps = named (c, "III Corps"), iv_corps = named (c, "IV Corps");
  guint corps, div, a, b, part, army;
  Work work = { 0 };

  add_far_corps (c, far);
  g_array_unref (hd_campaign_list_children (c, v));   /* what a first lookup makes, made before counting */
  corps = counted (c, &work, "add-formation kind=corps side=union name=\"XIII Corps\" commander=Buell box=louisville");
  div = counted (c, &work, "add-formation kind=division side=union name=\"1st Division\" commander=Thomas "
                 "parent=%u", corps);
  a = counted (c, &work, "add-stand formation=%u name=A arm=infantry sp=6 morale=4", div);
  b = counted (c, &work, "add-stand formation=%u name=B arm=infantry sp=5 morale=4", div);
  counted (c, &work, "add-stand formation=%u name=Big arm=infantry sp=7 morale=4", div);
  counted (c, &work, "add-stand formation=%u name=Guns arm=artillery gun=r-f sp=2 morale=4", corps);
  counted (c, &work, "add-stand box=washington side=union name=\"Fort Guns\" arm=siege gun=sg-sb sp=2 morale=5");
  counted (c, &work, "add-formation kind=siege-train side=union name=\"Siege Train\" parent=%u", v);
  counted (c, &work, "add-formation kind=siege-train side=union name=\"Second Train\" box=washington");
  part = counted (c, &work, "split stand=%u sp=2 name=Part", a);
  counted (c, &work, "merge stand=%u into=%u umpire=yes", part, a);
  counted (c, &work, "reassign stand=%u to=%u umpire=yes", b, corps);
  counted (c, &work, "reassign division=%u to=%u umpire=yes", division_of (c, i_corps, 1), ii_corps);
  counted (c, &work, "reassign division=%u to=%u umpire=yes", division_of (c, i_corps, 0), ii_corps);
  counted (c, &work, "rename formation=%u name=Fifth", corps);
  counted (c, &work, "set-status stand=%u status=elite", a);
  counted (c, &work, "appoint corps=%u name=Army given=%u umpire=yes", iii_corps, iv_corps);
  army = counted (c, &work, "appoint corps=%u name=Army given=%u umpire=yes", corps, iv_corps);
  counted (c, &work, "dismiss army=%u corps=%u umpire=yes", army, iv_corps);
  counted (c, &work, "remove stand=%u", b);
  counted (c, &work, "remove formation=%u contents=yes", iv_corps);
  g_assert_null (hd_campaign_invariants_check (c));
  return work;
}

/* Item 16 (issue 31): an edit of the order of battle reads the part it
 * changes, never all of it, so that a log of edits that grows the order
 * of battle is read in time in proportion to its length.  The same round
 * of edits reads as many formations and stands beside 10 corps more as
 * beside 200 more, and copies no position. */
static void
test_edit_bounded (void)
{
  Work small = edit_round (10), large = edit_round (200);

  g_test_message ("%" G_GUINT64_FORMAT " records read beside 10 corps more, %" G_GUINT64_FORMAT
                  " beside 200 more; %u and %u copies", small.visits, large.visits, small.copies, large.copies);
  g_assert_cmpuint (small.refused, ==, 5);
  g_assert_cmpuint (large.refused, ==, small.refused);
  g_assert_cmpuint (large.visits, ==, small.visits);
  g_assert_cmpuint (small.copies, ==, 0);
  g_assert_cmpuint (large.copies, ==, 0);
}

/* Adds stands of 1 SP to @formation (or standing alone in Albany, for
 * HD_CAMPAIGN_NONE) until the order of battle holds @total formations and
 * stands, or @formation holds @held with everything under it. */
static void
fill (HdCampaign *c,
      guint       formation,
      guint       total,
      guint       held)
{
  HdCampaignStand s = { 0 };

  s.side = HD_SIDE_UNION;
  s.formation = formation;
  s.box = formation == HD_CAMPAIGN_NONE ? hd_test_box (hd_campaign_get_map (c), "Albany") : HD_CAMPAIGN_NO_BOX;
  s.name = (char *) "Home Guard";
  s.arm = HD_ARM_INFANTRY;
  s.sp = s.sp_start = 1;
  s.morale = 3;
  s.flags = formation == HD_CAMPAIGN_NONE ? HD_STAND_MILITIA : 0;
  while (hd_campaign_get_n_formations (c) + hd_campaign_get_n_stands (c) < total
         && (formation == HD_CAMPAIGN_NONE || hd_campaign_oob_count_held (c, formation) < held))
    hd_campaign_add_stand (c, &s);
}

/* Item 16 (issue 31): the order of battle holds at most a set-up file's
 * 20 000 formations and stands, one corps at most 100 with everything
 * under it; edits past them are refused, others not. */
static void
test_edit_caps (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  g_autoptr(HdCampaign) full = NULL;
  guint v = named (c, "V Corps"), i_corps = named (c, "I Corps");
  g_autoptr(GArray) brigades = hd_campaign_list_stands_of (c, division_of (c, i_corps, 0));
  guint brigade = g_array_index (brigades, guint, 0);
  guint corps, div, guard;

  OK (c, "add-formation kind=corps side=union name=\"XIII Corps\" commander=Buell box=pittsburgh");
  corps = last_id (c);
  OK (c, "add-formation kind=division side=union name=\"1st Division\" commander=Thomas parent=%u", corps);
  div = last_id (c);
  OK (c, "add-stand formation=%u name=A arm=infantry sp=6 morale=4", div);
  fill (c, corps, G_MAXUINT, HD_CAMPAIGN_OOB_MAX_HELD - 1);
  OK (c, "add-stand formation=%u name=B arm=infantry sp=6 morale=4", div);
  g_assert_cmpuint (hd_campaign_oob_count_held (c, corps), ==, 100);
  NO (c, "Campaign 6.1:", "add-stand formation=%u name=C arm=infantry sp=6 morale=4", div);
  NO (c, "Campaign 6.1:", "add-formation kind=division side=union name=\"2nd Division\" commander=X parent=%u", corps);
  NO (c, "Campaign 6.1:", "split stand=%u sp=3", last_id (c));
  NO (c, "Campaign 6.1:", "reassign stand=%u to=%u umpire=yes", brigade, corps);
  NO (c, "Campaign 6.1:", "appoint corps=%u name=Army given=%u umpire=yes", v, corps);
  /* a corps at the most is edited within: a stand moved, merged, removed */
  OK (c, "reassign stand=%u to=%u umpire=yes", last_id (c), corps);
  OK (c, "merge stand=%u into=%u umpire=yes", last_id (c) - 1, last_id (c) - 2);
  OK (c, "split stand=%u sp=1", last_id (c) - 2);
  g_assert_cmpuint (hd_campaign_oob_count_held (c, corps), ==, 100);

  /* the whole order of battle */
  full = hd_campaign_copy (c);
  fill (full, HD_CAMPAIGN_NONE, HD_CAMPAIGN_SETUP_MAX_RECORDS - 1, 0);
  OK (full, "add-stand box=albany side=union name=\"Home Guard\" arm=infantry sp=2 morale=3 flags=militia");
  guard = last_id (full);
  g_assert_cmpuint (hd_campaign_get_n_formations (full) + hd_campaign_get_n_stands (full), ==,
                    HD_CAMPAIGN_SETUP_MAX_RECORDS);
  NO (full, "Campaign 6.1:", "add-stand box=albany side=union name=Guard arm=infantry sp=2 morale=3 flags=militia");
  NO (full, "Campaign 6.1:", "add-formation kind=corps side=union name=\"XIV Corps\" commander=X box=albany");
  NO (full, "Campaign 6.1:", "split stand=%u sp=1", guard);
  OK (full, "set-status stand=%u status=trained", guard);
  OK (full, "remove stand=%u", guard);
  OK (full, "add-formation kind=corps side=union name=\"XIV Corps\" commander=X box=albany");
}

static guint
any_formation (const HdCampaign *c,
               GRand            *rand)
{
  guint n = hd_campaign_get_n_formations (c);

  if (n == 0 || g_rand_int_range (rand, 0, 20) == 0)
    return (guint) g_rand_int_range (rand, 1, (gint) c->next_id + 3);
  return hd_campaign_get_formation (c, (guint) g_rand_int_range (rand, 0, (gint) n))->id;
}

static guint
any_stand (const HdCampaign *c,
           GRand            *rand)
{
  guint n = hd_campaign_get_n_stands (c);

  if (n == 0 || g_rand_int_range (rand, 0, 20) == 0)
    return (guint) g_rand_int_range (rand, 1, (gint) c->next_id + 3);
  return hd_campaign_get_stand (c, (guint) g_rand_int_range (rand, 0, (gint) n))->id;
}

/* Mostly a formation of @kind (an army, a corps of any kind), if any. */
static guint
any_formation_of (const HdCampaign *c,
                  GRand            *rand,
                  HdFormationKind   kind)
{
  for (guint tries = 0; tries < 30; tries++)
    {
      guint id = any_formation (c, rand);
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);

      if (f != NULL && (f->kind == kind || (hd_formation_kind_is_corps (kind) && hd_formation_kind_is_corps (f->kind))))
        return id;
    }
  return any_formation (c, rand);
}

#define PICK(rand, words) ((words)[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))])

/* Guns for @arm, mostly those it may have. */
static const char *
guns_for (const char *arm,
          GRand      *rand)
{
  static const char *const any[] = { "none", "sb-f", "sb-h", "r-f", "sg-sb", "sg-r" };
  static const char *const field[] = { "sb-f", "sb-h", "r-f" };
  static const char *const siege[] = { "sg-sb", "sg-r" };

  if (g_rand_int_range (rand, 0, 8) == 0)
    return PICK (rand, any);
  if (g_str_equal (arm, "artillery"))
    return PICK (rand, field);
  return g_str_equal (arm, "siege") ? PICK (rand, siege) : "none";
}

/* A random edit of the order of battle, often one the rules refuse;
 * names differing in their figures only ("Guard 1", "Guard 2"), whose
 * problems are the same problem. */
static char *
random_edit (const HdCampaign *c,
             GRand            *rand)
{
  static const char *const kinds[] = { "army", "corps", "field-corps", "cavalry-corps", "division", "siege-train" };
  static const char *const arms[] = { "infantry", "infantry", "cavalry", "artillery", "siege", "ironclad" };
  static const char *const boxes[] = { "washington", "richmond", "louisville", "albany", "cairo" };
  static const char *const sides[] = { "union", "confederate" };
  static const char *const statuses[] = { "green", "trained", "elite", "crack" };
  static const char *const umpire[] = { "", " umpire=yes", " umpire=yes" };
  guint n = (guint) g_rand_int_range (rand, 1, 4);
  const char *arm;

  switch (g_rand_int_range (rand, 0, 11))
    {
    case 0:
      return g_strdup_printf ("add-formation kind=%s side=%s name=\"Force %u\"%s parent=%u box=%s", PICK (rand, kinds),
                              PICK (rand, sides), n, g_rand_boolean (rand) ? " commander=X" : "",
                              g_rand_boolean (rand) ? any_formation (c, rand) : 0, PICK (rand, boxes));
    case 1:
    case 2:
      arm = PICK (rand, arms);
      return g_strdup_printf ("add-stand formation=%u name=\"Brigade %u\" arm=%s gun=%s sp=%d morale=4%s",
                              any_formation (c, rand), n, arm, guns_for (arm, rand),
                              g_rand_int_range (rand, 1, 8), g_rand_int_range (rand, 0, 3) ? "" : " flags=militia");
    case 3:
      arm = PICK (rand, arms);
      return g_strdup_printf ("add-stand box=%s side=%s name=\"Guard %u\" arm=%s gun=%s sp=%d morale=4 flags=militia",
                              PICK (rand, boxes), PICK (rand, sides), n, arm, guns_for (arm, rand),
                              g_rand_int_range (rand, 1, 9));
    case 4:
      return g_rand_boolean (rand)
             ? g_strdup_printf ("reassign stand=%u to=%u%s", any_stand (c, rand), any_formation (c, rand),
                                PICK (rand, umpire))
             : g_strdup_printf ("reassign division=%u to=%u%s", any_formation (c, rand), any_formation (c, rand),
                                PICK (rand, umpire));
    case 5:
      return g_strdup_printf ("split stand=%u sp=%u name=\"Part %u\"", any_stand (c, rand), n, n);
    case 6:
      return g_strdup_printf ("merge stand=%u into=%u%s", any_stand (c, rand), any_stand (c, rand),
                              PICK (rand, umpire));
    case 7:
      return g_strdup_printf ("appoint corps=%u name=\"Army %u\" given=%u,%u%s",
                              any_formation_of (c, rand, HD_FORMATION_CORPS), n,
                              any_formation_of (c, rand, HD_FORMATION_CORPS),
                              any_formation_of (c, rand, HD_FORMATION_CORPS), PICK (rand, umpire));
    case 8:
      return g_strdup_printf ("dismiss army=%u corps=%u%s", any_formation_of (c, rand, HD_FORMATION_ARMY),
                              any_formation_of (c, rand, HD_FORMATION_CORPS), PICK (rand, umpire));
    case 9:
      return g_rand_boolean (rand)
             ? g_strdup_printf ("remove stand=%u", any_stand (c, rand))
             : g_strdup_printf ("remove formation=%u contents=yes",
                                any_formation_of (c, rand, n == 1 ? HD_FORMATION_SIEGE_TRAIN : HD_FORMATION_DIVISION));
    default:
      return g_rand_boolean (rand)
             ? g_strdup_printf ("rename formation=%u name=\"Corps %u\"", any_formation (c, rand), n)
             : g_strdup_printf ("set-status stand=%u status=%s", any_stand (c, rand), PICK (rand, statuses));
    }
}

/* The answer to @action: NULL if accepted, else the message. */
static char *
answer (const HdCampaign       *c,
        const HdCampaignAction *action)
{
  g_autoptr(GError) error = NULL;

  return hd_campaign_play_check (c, action, &error) ? NULL : g_strdup (error->message);
}

/* The trial on the part an edit changes answers as the trial on a copy of
 * the whole position did, word for word, for random edits accepted and
 * refused, in an order of battle with what no real campaign has: three
 * Union Siege Trains and home guards over their cap, alike but for a
 * figure in their names. */
static void
test_trial_agrees (void)
{
  g_autoptr(HdMap) map = hd_test_board ();

  for (guint seed = 1; seed <= 6; seed++)
    {
      g_autoptr(HdCampaign) c = default_setup (map);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      guint accepted = 0, refused = 0;

      c->turn = seed % 2 ? 1 : hd_calendar_find_turn (1, 1863);
      c->phase = HD_PHASE_REORGANISATION;
      for (guint i = 0; i < 3; i++)
        {
          HdCampaignFormation *train = hd_campaign_find_formation (c, add_formation (c, HD_SIDE_UNION,
                                                                                    HD_FORMATION_SIEGE_TRAIN, 0,
                                                                                    "Washington"));

          g_free (train->name);
          train->name = g_strdup_printf ("Train %c", 'A' + i);
        }
      for (guint i = 0; i < 2; i++)
        {
          HdCampaignStand s = { 0 };

          s.side = HD_SIDE_UNION;
          s.box = hd_test_box (map, "Albany");
          s.name = (char *) (i ? "Guard 1" : "Guard 2");
          s.arm = HD_ARM_INFANTRY;
          s.sp = s.sp_start = 8;
          s.morale = 4;
          s.flags = HD_STAND_MILITIA;
          hd_campaign_add_stand (c, &s);
        }
      for (guint step = 0; step < 1500; step++)
        {
          g_autofree char *line = random_edit (c, rand);
          g_autoptr(HdCampaignAction) action = hd_campaign_action_parse_line (line, NULL);
          g_autofree char *whole = NULL, *part = NULL;

          g_assert_nonnull (action);
          hd_campaign_oob_set_whole_trial (TRUE);
          whole = answer (c, action);
          hd_campaign_oob_set_whole_trial (FALSE);
          part = answer (c, action);
          if (g_strcmp0 (whole, part) != 0)
            g_error ("seed %u, “%s”: the whole position says “%s”, its part “%s”", seed, line,
                     whole ? whole : "yes", part ? part : "yes");
          if (part == NULL)
            g_assert_true (hd_campaign_play_apply (c, action, NULL));
          accepted += part == NULL;
          refused += part != NULL;
        }
      g_test_message ("seed %u: %u edits accepted, %u refused", seed, accepted, refused);
      g_assert_cmpuint (accepted, >, 150);
      g_assert_null (hd_campaign_invariants_check (c));
    }
}

/* The view's order-of-battle queries answer as the module does. */
static void
test_view (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  guint v = named (c, "V Corps");
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autofree char *flags = hd_campaign_view_stand_flags_to_string (HD_STAND_PT | HD_STAND_NE);
  HdCampaignExhaustion e;

  add_stand (c, division_of (c, v, 0), HD_ARM_ARTILLERY, HD_GUN_R_F, 2, 5);   /* a second battalion */
  view = hd_campaign_view_new (c, umpire);
  g_assert_cmpuint (hd_campaign_view_count_units (view, v), ==, 11);
  g_assert_cmpuint (hd_campaign_view_max_units (view, v), ==, 12);
  g_assert_cmpuint (hd_campaign_view_army_weight (view, v), ==, 1);
  g_assert_cmpuint (hd_campaign_view_adjusted_cavalry (view, v), ==, 10);
  g_assert_false (hd_campaign_view_is_cavalry (view, v));
  g_assert_cmpuint (hd_campaign_view_senior_in_box (view, hd_test_box (map, "Pittsburgh"), HD_SIDE_UNION), ==, v);
  problems = hd_campaign_view_list_problems (view, v);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpstr (((HdCampaignProblem *) problems->pdata[0])->rule, ==, "Campaign 6.22");
  all = hd_campaign_view_list_all_problems (view);
  g_assert_cmpuint (all->len, ==, 1);
  g_assert_true (hd_campaign_view_get_exhaustion (view, division_of (c, v, 1), &e));
  g_assert_cmpuint (e.percent, ==, 40);
  g_assert_cmpuint (e.sp, ==, 18);
  g_assert_cmpuint (e.exhausted_at, ==, 10);
  g_assert_true (hd_campaign_view_check_reorganised (view, HD_SIDE_UNION, NULL));
  g_assert_cmpstr (flags, ==, "pt,ne");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign-oob/count-units", test_count_units);
  g_test_add_func ("/campaign-oob/army-weight", test_army_weight);
  g_test_add_func ("/campaign-oob/problems/units", test_problems_units);
  g_test_add_func ("/campaign-oob/problems/artillery", test_problems_artillery);
  g_test_add_func ("/campaign-oob/problems/cavalry", test_problems_cavalry);
  g_test_add_func ("/campaign-oob/problems/division-siege", test_problems_division_siege);
  g_test_add_func ("/campaign-oob/senior", test_senior);
  g_test_add_func ("/campaign-oob/adjusted-cavalry", test_adjusted_cavalry);
  g_test_add_func ("/campaign-oob/exhaustion", test_exhaustion);
  g_test_add_func ("/campaign-oob/reorganised", test_reorganised);
  g_test_add_func ("/campaign-oob/invariants", test_invariants);
  g_test_add_func ("/campaign-oob/edit/add", test_edit_add);
  g_test_add_func ("/campaign-oob/edit/cavalry", test_edit_cavalry);
  g_test_add_func ("/campaign-oob/edit/rename-status", test_edit_rename_status);
  g_test_add_func ("/campaign-oob/edit/split-merge", test_edit_split_merge);
  g_test_add_func ("/campaign-oob/edit/reorganise", test_reorganise_player);
  g_test_add_func ("/campaign-oob/edit/appoint-dismiss", test_appoint_dismiss);
  g_test_add_func ("/campaign-oob/edit/remove", test_remove);
  g_test_add_func ("/campaign-oob/edit/candidates", test_candidates);
  g_test_add_func ("/campaign-oob/edit/random", test_random_edits);
  g_test_add_func ("/campaign-oob/edit/bounded", test_edit_bounded);
  g_test_add_func ("/campaign-oob/edit/trial-agrees", test_trial_agrees);
  g_test_add_func ("/campaign-oob/edit/caps", test_edit_caps);
  g_test_add_func ("/campaign-oob/view", test_view);
  return g_test_run ();
}
