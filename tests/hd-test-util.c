/* hd-test-util.c: small helpers the test programs share. */
#include <string.h>

#include "hd-scenario.h"
#include "hd-test-util.h"
#include "hd-transcript.h"

/* @text with the first @from replaced by @to; a fixture that does not
 * contain @from is a broken test, and fails it. */
char *
hd_test_replace_once (const char *text,
                      const char *from,
                      const char *to)
{
  const char *at = strstr (text, from);

  if (at == NULL)
    g_error ("fixture text \"%s\" not found", from);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

HdState *
hd_test_bare_state (HdMap      *map,
                    const char *scenario_id,
                    const char *options,
                    gboolean    first,
                    HdSide      player)
{
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, scenario_id, NULL);
  g_auto(GStrv) ids = g_strsplit (options ? options : "", " ", -1);
  HdState *state = hd_state_new_from_scenario (map, scenario);

  hd_state_set_options (state, (const char * const *) (options ? ids : NULL));
  while (hd_state_get_n_units (state) > 0)
    hd_state_remove_unit (state, 0);
  if (!first)
    for (guint i = 0; i < 8; i++)
      g_assert_true (hd_state_end_segment (state));
  if (player == HD_SIDE_CONFEDERATE)
    for (guint i = 0; i < 4; i++)
      g_assert_true (hd_state_end_segment (state));
  g_assert_cmpint (hd_state_get_player (state), ==, player);
  return state;
}

void
hd_test_put (HdState    *state,
             HdSide      side,
             const char *code,
             const char *where,
             guint       count,
             gboolean    entrenched)
{
  HdMap *map = hd_state_get_map (state);
  HdUnit unit = { side, HD_KIND_MI, FALSE, entrenched };
  const HdBox *box = hd_map_lookup (map, where);

  g_assert_nonnull (box);
  g_assert_true (hd_unit_kind_from_code (code, &unit.kind));
  for (guint i = 0; i < count; i++)
    hd_state_add_unit (state, box->index, &unit);
}

void
hd_test_ok (HdState    *state,
            const char *line)
{
  HdAction a;
  g_autoptr(GError) error = NULL;

  if (!hd_transcript_parse_action (hd_state_get_map (state), line, &a))
    g_error ("not understood: %s", line);
  if (!hd_action_apply (&a, state, &error))
    g_error ("refused: %s: %s", line, error->message);
}

void
hd_test_no (HdState    *state,
            const char *line,
            const char *rule)
{
  HdAction a;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdState) before = hd_state_copy (state);

  if (!hd_transcript_parse_action (hd_state_get_map (state), line, &a))
    g_error ("not understood: %s", line);
  if (hd_action_apply (&a, state, &error))
    g_error ("allowed, but rule %s forbids it: %s", rule, line);
  g_test_message ("refused as it should be: %s: %s", line, error->message);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, rule);
  g_assert_true (g_str_has_prefix (error->message, "Rule "));
  g_assert_true (hd_state_equal (before, state));
}
