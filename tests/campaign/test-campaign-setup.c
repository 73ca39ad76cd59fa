/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-setup.c: the Campaign Game's set-up file: the July 1861
 * set-up (12 Union and 8 Confederate corps where the natural reading puts
 * them, each as its Appendix builds it and within section 6), the round
 * trip of save and load, and damaged files refused with a message naming
 * what and where. */
#include "config.h"

#include <string.h>

#include "hd-campaign-invariants.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-templates.h"
#include "hd-test-util.h"

static HdCampaign *
default_setup (HdMap *map)
{
  g_autoptr(GError) error = NULL;
  HdCampaign *c = hd_campaign_setup_new_default (map, &error);

  g_assert_no_error (error);
  g_assert_nonnull (c);
  return c;
}

static GArray *
corps_of (const HdCampaign *c,
          HdSide            side)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < hd_campaign_get_n_formations (c); i++)
    {
      const HdCampaignFormation *f = hd_campaign_get_formation (c, i);

      if (f->side == side && hd_formation_kind_is_corps (f->kind))
        g_array_append_val (ids, f->id);
    }
  return ids;
}

static guint
corps_at (const HdCampaign *c,
          HdSide            side,
          const char       *box_name)
{
  guint box = hd_test_box (hd_campaign_get_map (c), box_name);
  g_autoptr(GArray) ids = corps_of (c, side);
  guint n = 0;

  for (guint i = 0; i < ids->len; i++)
    if (hd_campaign_lookup_formation (c, g_array_index (ids, guint, i))->box == box)
      n++;
  return n;
}

static const HdCampaignFormation *
corps_named (const HdCampaign *c,
             const char       *name)
{
  for (guint i = 0; i < hd_campaign_get_n_formations (c); i++)
    if (g_str_equal (hd_campaign_get_formation (c, i)->name, name))
      return hd_campaign_get_formation (c, i);
  g_assert_not_reached ();
}

static void
test_default_positions (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  g_autoptr(GArray) union_corps = corps_of (c, HD_SIDE_UNION);
  g_autoptr(GArray) rebel_corps = corps_of (c, HD_SIDE_CONFEDERATE);
  const char *union_boxes[] = { "Philadelphia", "New York City", "Harper's Ferry", "Pittsburgh", "Columbus",
                                "Cincinnati", "Indianapolis", "bloomington-ill", "Cairo", "St. Louis" };
  const char *rebel_boxes[] = { "Manassas Junction", "Fredericksburg", "Front Royal", "Charleston", "Mobile",
                                "Nashville", "Memphis", "Springfield" };

  g_assert_cmpuint (union_corps->len, ==, 12);
  g_assert_cmpuint (rebel_corps->len, ==, 8);
  g_assert_cmpuint (corps_at (c, HD_SIDE_UNION, "Washington"), ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (union_boxes); i++)
    g_assert_cmpuint (corps_at (c, HD_SIDE_UNION, union_boxes[i]), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (rebel_boxes); i++)
    g_assert_cmpuint (corps_at (c, HD_SIDE_CONFEDERATE, rebel_boxes[i]), ==, 1);
  g_assert_cmpuint (corps_named (c, "V Corps")->box, ==, hd_test_box (map, "Pittsburgh"));
  g_assert_cmpuint (corps_named (c, "XII Corps")->box, ==, hd_test_box (map, "St. Louis"));
  g_assert_cmpuint (corps_named (c, "Army of the Valley")->box, ==, hd_test_box (map, "Front Royal"));
  g_assert_cmpuint (hd_campaign_get_turn (c), ==, 1);
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
test_default_within_section_6 (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);

  for (guint i = 0; i < hd_campaign_get_n_formations (c); i++)
    {
      const HdCampaignFormation *f = hd_campaign_get_formation (c, i);
      g_autoptr(GError) error = NULL;

      g_assert_true (hd_campaign_oob_check_formation (c, f->id, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (f->commander, !=, "");
    }
  g_assert_true (hd_campaign_oob_check_reorganised (c, HD_SIDE_UNION, NULL));
  g_assert_true (hd_campaign_oob_check_reorganised (c, HD_SIDE_CONFEDERATE, NULL));
}

/* Each corps is stand for stand the Appendix organisation it is read as. */
static void
assert_built_from (const HdCampaign   *c,
                   const char         *name,
                   HdCampaignTemplate  template_id)
{
  const HdCampaignFormation *corps = corps_named (c, name);
  g_autoptr(HdCampaign) fresh = hd_campaign_new (hd_campaign_get_map (c));
  guint built = hd_campaign_templates_build (fresh, template_id, corps->box, 0, "x", "y", NULL);
  g_autoptr(GArray) want = hd_campaign_list_all_stands (fresh, built);
  g_autoptr(GArray) have = hd_campaign_list_all_stands (c, corps->id);

  g_assert_cmpuint (have->len, ==, want->len);
  for (guint i = 0; i < have->len; i++)
    {
      const HdCampaignStand *a = hd_campaign_lookup_stand (c, g_array_index (have, guint, i));
      const HdCampaignStand *b = hd_campaign_lookup_stand (fresh, g_array_index (want, guint, i));

      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpint (a->arm, ==, b->arm);
      g_assert_cmpint (a->gun, ==, b->gun);
      g_assert_cmpuint (a->sp, ==, b->sp);
      g_assert_cmpuint (a->morale, ==, b->morale);
      g_assert_cmpint (a->status, ==, b->status);
      g_assert_cmpuint (a->flags, ==, b->flags);
    }
}

static void
test_default_appendices (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);

  assert_built_from (c, "I Corps", HD_TEMPLATE_UNION_1861);
  assert_built_from (c, "V Corps", HD_TEMPLATE_UNION_V_CORPS_1861);
  assert_built_from (c, "XII Corps", HD_TEMPLATE_UNION_XII_CORPS_1861);
  assert_built_from (c, "Army of the Valley", HD_TEMPLATE_CONFEDERATE_VALLEY_1861);
  assert_built_from (c, "Polk’s Corps", HD_TEMPLATE_CONFEDERATE_1861);
  /* V Corps: 2 corps troops and 8 in divisions, 10 units (6.11) */
  g_assert_cmpuint (hd_campaign_oob_count_units (c, corps_named (c, "V Corps")->id), ==, 10);
  g_assert_cmpuint (hd_campaign_oob_count_units (c, corps_named (c, "I Corps")->id), ==, 8);
}

static void
test_default_settings (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);

  g_assert_cmpuint (c->settings.base_recruiting[HD_SIDE_CONFEDERATE], ==, 2);
  g_assert_cmpuint (c->settings.base_recruiting[HD_SIDE_UNION], ==, 0);
  g_assert_cmpuint (c->settings.union_reduced_box, ==, hd_test_box (map, "Scranton"));
  g_assert_cmpuint (c->settings.western_fortress, ==, HD_CAMPAIGN_NO_BOX);
}

static HdCampaign *
load_text (HdMap      *map,
           const char *text,
           GError    **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return hd_campaign_setup_load (map, bytes, "test.xml", error);
}

static char *
save_text (const HdCampaign *c)
{
  g_autoptr(GBytes) bytes = hd_campaign_setup_save (c);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* load (save (c)) equals c, and save (load (x)) is x, also after the
 * umpire changed the settings, the control and a stand. */
static void
test_round_trip (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  g_autoptr(HdCampaign) back = NULL;
  HdCampaignStand *s;

  c->settings.base_recruiting[HD_SIDE_UNION] = 3;
  c->settings.western_fortress = hd_test_box (map, "Vicksburg");
  c->control[hd_test_box (map, "Louisville")] = HD_SIDE_UNION;
  s = hd_campaign_find_stand (c, hd_campaign_get_stand (c, 3)->id);
  g_free (s->name);
  s->name = g_strdup ("The \"Iron\" Brigade & <friends>");
  s->flags |= HD_STAND_HIGH_COHESION;
  s->status = HD_STATUS_ELITE;
  saved = save_text (c);
  back = load_text (map, saved, &error);
  g_assert_no_error (error);
  g_assert_true (hd_campaign_equal (c, back));
  again = save_text (back);
  g_assert_cmpstr (again, ==, saved);
}

/* Ids by side (issue 35): written and read back; a record the umpire
 * adds by hand past them raises them, as an older set-up's next-id is
 * raised; ids="shared" (an older campaign's) and one side id alone are
 * read and refused as they should be. */
static void
test_side_ids (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = default_setup (map);
  g_autoptr(HdCampaign) back = NULL;
  g_autoptr(HdCampaign) added = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = save_text (c);
  g_autofree char *more = NULL;
  g_autofree char *half = NULL;
  g_autofree char *formation = NULL;
  guint u = c->side_next_id[HD_SIDE_UNION];

  g_assert_cmpuint (u % 2, ==, 0);
  g_assert_cmpuint (c->side_next_id[HD_SIDE_CONFEDERATE], ==, u + 1);
  back = load_text (map, saved, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->side_next_id[HD_SIDE_UNION], ==, u);
  /* a division added by hand with the id the Union would take next */
  formation = g_strdup_printf ("  <formation id=\"%u\" side=\"union\" kind=\"division\" name=\"New\" commander=\"X\" "
                               "box=\"washington\" parent=\"1\"/>\n</campaign-setup>", u + 1);
  more = g_strdup (saved);
  {
    char *end = strstr (more, "</campaign-setup>");
    g_autofree char *head = g_strndup (more, (gsize) (end - more));

    g_autoptr(GString) edited = NULL;
    g_autofree char *next = g_strdup_printf (" next-id=\"%u\"", u);

    g_free (more);
    /* (and next-id, which would refuse it, taken out: it is optional) */
    edited = g_string_new (head);
    g_string_replace (edited, next, "", 1);
    more = g_strconcat (edited->str, formation, "\n", NULL);
  }
  added = load_text (map, more, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (added->side_next_id[HD_SIDE_UNION], ==, u + 2);
  g_assert_cmpuint (added->side_next_id[HD_SIDE_CONFEDERATE], ==, u + 3);
  g_assert_null (hd_campaign_invariants_check (added));
  /* ids="shared" keeps one sequence; one side id alone is refused */
  {
    g_autoptr(GString) text = g_string_new (saved);
    g_autofree char *attrs = g_strdup_printf (" next-union-id=\"%u\" next-confederate-id=\"%u\"", u, u + 1);
    g_autoptr(HdCampaign) older = NULL;

    g_string_replace (text, attrs, " ids=\"shared\"", 1);
    older = load_text (map, text->str, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (older->side_next_id[HD_SIDE_UNION], ==, 0);
    g_assert_true (older->ids_shared);
    g_string_replace (text, " ids=\"shared\"", attrs, 1);
    half = g_strdup_printf (" next-confederate-id=\"%u\"", u + 1);
    g_string_replace (text, half, "", 1);
    g_assert_null (load_text (map, text->str, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }
}

/* A damaged file: refused, its message naming @expect; nothing made. */
static void
assert_refused (HdMap      *map,
                const char *text,
                int         code,
                const char *expect)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaign) c = load_text (map, text, &error);

  g_assert_null (c);
  g_assert_error (error, HD_CAMPAIGN_SETUP_ERROR, code);
  if (strstr (error->message, expect) == NULL)
    g_error ("“%s” does not say “%s”", error->message, expect);
}

#define HEAD "<?xml version=\"1.0\"?>\n<campaign-setup format=\"1\">\n"
#define CORPS "<formation id=\"1\" side=\"union\" kind=\"corps\" name=\"I Corps\" box=\"washington\"/>\n"
#define STAND(f, sp) "<stand id=\"2\" side=\"union\" formation=\"" f "\" name=\"A\" arm=\"infantry\" sp=\"" sp \
                     "\" morale=\"4\" status=\"green\"/>\n"

static void
test_damaged (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(GString) huge = g_string_new (HEAD);

  assert_refused (map, "this is not XML", HD_CAMPAIGN_SETUP_ERROR_NOT_XML, "test.xml");
  assert_refused (map, "", HD_CAMPAIGN_SETUP_ERROR_NOT_XML, "test.xml");
  assert_refused (map, "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]>\n<campaign-setup format=\"1\"/>",
                  HD_CAMPAIGN_SETUP_ERROR_FORBIDDEN, "test.xml");
  assert_refused (map, "<?xml version=\"1.0\"?>\n<scenario format=\"1\"/>", HD_CAMPAIGN_SETUP_ERROR_INVALID,
                  "campaign-setup");
  assert_refused (map, "<?xml version=\"1.0\"?>\n<campaign-setup format=\"9\"/>",
                  HD_CAMPAIGN_SETUP_ERROR_INVALID, "format");
  assert_refused (map, HEAD "<formation id=\"1\" side=\"union\" kind=\"corps\" name=\"I\" box=\"atlantis\"/>\n"
                  "</campaign-setup>", HD_CAMPAIGN_SETUP_ERROR_INVALID,
                  "test.xml:3: <formation>: there is no box “atlantis”");
  assert_refused (map, HEAD CORPS STAND ("1", "lots") "</campaign-setup>", HD_CAMPAIGN_SETUP_ERROR_INVALID,
                  "test.xml:4: <stand>: attribute sp is “lots”");
  assert_refused (map, HEAD CORPS STAND ("7", "6") "</campaign-setup>", HD_CAMPAIGN_SETUP_ERROR_INVALID,
                  "test.xml:4: stand 2 belongs to formation 7");
  assert_refused (map, HEAD CORPS "<formation id=\"1\" side=\"union\" kind=\"corps\" name=\"I\" box=\"cairo\"/>\n"
                  "</campaign-setup>", HD_CAMPAIGN_SETUP_ERROR_INVALID, "ids must grow");
  assert_refused (map, HEAD CORPS "<stand id=\"2\" side=\"union\" box=\"cairo\" name=\"A\" arm=\"infantry\" "
                  "sp=\"6\" morale=\"4\" status=\"green\"/>\n</campaign-setup>", HD_CAMPAIGN_SETUP_ERROR_INVALID,
                  "invariant 21");
  assert_refused (map, HEAD "<corps template=\"union-1999\" box=\"cairo\" name=\"I\"/>\n</campaign-setup>",
                  HD_CAMPAIGN_SETUP_ERROR_INVALID, "attribute template is “union-1999”");
  assert_refused (map, HEAD "<control box=\"richmond\" side=\"neutral\"/>\n</campaign-setup>",
                  HD_CAMPAIGN_SETUP_ERROR_INVALID, "Kentucky");
  assert_refused (map, HEAD "<fort/>\n</campaign-setup>", HD_CAMPAIGN_SETUP_ERROR_INVALID, "<fort>");
  /* item 12: a misspelt attribute, an element inside a record, text
   * where a record was: refused with the element, never passed over */
  assert_refused (map, HEAD CORPS "<stand id=\"2\" side=\"union\" formation=\"1\" name=\"A\" arm=\"infantry\" sp=\"6\" "
                  "morale=\"4\" status=\"green\" Flags=\"pt\"/>\n</campaign-setup>", HD_CAMPAIGN_SETUP_ERROR_INVALID,
                  "test.xml:4: <stand>: the attribute “Flags” is not one this element has");
  assert_refused (map, "<?xml version=\"1.0\"?>\n<campaign-setup format=\"1\" next=\"9\">\n</campaign-setup>",
                  HD_CAMPAIGN_SETUP_ERROR_INVALID, "test.xml:2: <campaign-setup>: the attribute “next”");
  assert_refused (map, HEAD "<settings union-base-recruiting=\"1\" union-base-recruting=\"2\"/>\n</campaign-setup>",
                  HD_CAMPAIGN_SETUP_ERROR_INVALID, "<settings>: the attribute “union-base-recruting”");
  assert_refused (map, HEAD "<formation id=\"1\" side=\"union\" kind=\"corps\" name=\"I Corps\" box=\"washington\">"
                  "<stand id=\"2\"/></formation>\n</campaign-setup>", HD_CAMPAIGN_SETUP_ERROR_INVALID,
                  "test.xml:3: <stand>: this element is not part of a campaign set-up");
  assert_refused (map, HEAD CORPS "|stand id=\"2\" side=\"union\" formation=\"1\"/>\n</campaign-setup>",
                  HD_CAMPAIGN_SETUP_ERROR_INVALID, "<campaign-setup>: there is text inside it");
  while (huge->len <= HD_CAMPAIGN_SETUP_MAX_BYTES)
    g_string_append (huge, "<!-- a comment to make the file too large for a set-up ................... -->\n");
  g_string_append (huge, "</campaign-setup>\n");
  assert_refused (map, huge->str, HD_CAMPAIGN_SETUP_ERROR_TOO_LARGE, "test.xml");
}

/* More records than the cap, in a file under the size cap. */
/* Issue 32: the set-up's refusals kept their shape, word for word, when
 * they came to be said through hd-xml: an element, a line, the whole
 * file. */
static void
test_refusal_shapes (void)
{
  g_autoptr(HdMap) map = hd_test_board ();

  assert_refused (map, HEAD "<formation id=\"1\" kind=\"corps\" name=\"I\" box=\"cairo\"/>\n</campaign-setup>",
                  HD_CAMPAIGN_SETUP_ERROR_INVALID, "test.xml:3: <formation>: attribute side is missing");
  assert_refused (map, "\nthis is not XML", HD_CAMPAIGN_SETUP_ERROR_NOT_XML, "test.xml:2: this is not XML");
  assert_refused (map, "", HD_CAMPAIGN_SETUP_ERROR_NOT_XML, "test.xml: the file is empty");
}

static void
test_too_many_records (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(GString) text = g_string_new (HEAD);

  for (guint i = 0; i <= HD_CAMPAIGN_SETUP_MAX_RECORDS / 16; i++)
    g_string_append (text, "<corps template=\"union-1861\" box=\"cairo\" name=\"C\"/>\n");
  g_string_append (text, "</campaign-setup>\n");
  assert_refused (map, text->str, HD_CAMPAIGN_SETUP_ERROR_TOO_LARGE, "more than");
}

/* A corps with @stands stands of its own, in a set-up. */
static char *
corps_holding (guint stands)
{
  GString *text = g_string_new (HEAD CORPS);

  for (guint i = 0; i < stands; i++)
    g_string_append_printf (text, "<stand id=\"%u\" side=\"union\" formation=\"1\" name=\"Skirmishers\" "
                            "arm=\"infantry\" sp=\"1\" morale=\"3\" status=\"green\"/>\n", i + 2);
  g_string_append (text, "</campaign-setup>\n");
  return g_string_free (text, FALSE);
}

/* Issue 31, item 16: a corps holds at most what an edit may make it hold
 * (each edit of a corps reads all of it): 100 formations and stands are
 * read, 101 refused naming the corps. */
static void
test_corps_held (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autofree char *most = corps_holding (HD_CAMPAIGN_OOB_MAX_HELD - 1);
  g_autofree char *more = corps_holding (HD_CAMPAIGN_OOB_MAX_HELD);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaign) c = load_text (map, most, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (hd_campaign_oob_count_held (c, 1), ==, HD_CAMPAIGN_OOB_MAX_HELD);
  assert_refused (map, more, HD_CAMPAIGN_SETUP_ERROR_INVALID,
                  "I Corps holds 101 formations and stands with everything under it, more than the 100");
}

/* docs/campaign.md's example of the file is one the program reads, and
 * the shipped set-up's file reads as the default. */
static void
test_documented_example (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "campaign.md", NULL);
  g_autofree char *doc = NULL;
  g_autofree char *example = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaign) c = NULL;
  const char *start, *end;

  g_assert_true (g_file_get_contents (path, &doc, NULL, &error));
  start = strstr (doc, "```xml\n");
  g_assert_nonnull (start);
  start += strlen ("```xml\n");
  end = strstr (start, "```");
  g_assert_nonnull (end);
  example = g_strndup (start, (gsize) (end - start));
  c = load_text (map, example, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hd_campaign_get_control (c, hd_test_box (map, "Louisville")), ==, HD_SIDE_UNION);
  g_assert_cmpuint (hd_campaign_get_n_formations (c), ==, 2 + 3);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign-setup/default/positions", test_default_positions);
  g_test_add_func ("/campaign-setup/default/section-6", test_default_within_section_6);
  g_test_add_func ("/campaign-setup/default/appendices", test_default_appendices);
  g_test_add_func ("/campaign-setup/default/settings", test_default_settings);
  g_test_add_func ("/campaign-setup/round-trip", test_round_trip);
  g_test_add_func ("/campaign-setup/side-ids", test_side_ids);
  g_test_add_func ("/campaign-setup/damaged", test_damaged);
  g_test_add_func ("/campaign-setup/refusal-shapes", test_refusal_shapes);
  g_test_add_func ("/campaign-setup/too-many-records", test_too_many_records);
  g_test_add_func ("/campaign-setup/corps-held", test_corps_held);
  g_test_add_func ("/campaign-setup/documented", test_documented_example);
  return g_test_run ();
}
