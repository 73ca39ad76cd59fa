/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-rules.c: how the engine refuses what the rules forbid: one error
 * domain, each refusal carrying the rule that forbids it (as the error's
 * code) and a sentence a new player understands; a rule's number worded
 * for people ("Advanced 2.1", translated); and the checks many rules
 * share (a die). */
#define G_LOG_DOMAIN "hd-rules"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "hd-rules.h"

G_DEFINE_QUARK (hd-rules-error-quark, hd_rules_error)

/* Every refusal of the rules goes through here: "Rule 4.3: <why>", or
 * "Game Piece Inventory: <why>" for what has no number.  The rule itself
 * is kept as the error's code (a quark), so hd_rules_error_get_rule()
 * never depends on how the message is worded or translated.  With no
 * @error (the caller asks only whether), nothing is formatted. */
gboolean
(hd_rules_refuse) (GError    **error,
                 const char *rule,
                 const char *format,
                 ...)
{
  g_autofree char *msg = NULL;
  va_list args;
  int code;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  code = (int) g_quark_from_string (rule);
  if (g_ascii_isdigit (rule[0]))
    {
      /* TRANSLATORS: "Rule 4.3: <why the action is refused>" */
      g_set_error (error, HD_RULES_ERROR, code, _("Rule %s: %s"), rule, msg);
    }
  else
    {
      g_autofree char *number = hd_rules_get_number (rule);

      /* TRANSLATORS: "Advanced 8.2.2: <why the action is refused>" or
       * "Game Piece Inventory: <why>": the rule (translated), then why */
      g_set_error (error, HD_RULES_ERROR, code, _("%s: %s"), number, msg);
    }
  return FALSE;
}

/* A rule's number as the players read it, translated: "4.3" as it is,
 * "Advanced 2.1" (or the reference's id "advanced-2.1") through the
 * "Advanced %s" msgid, "Campaign 7.1" ("campaign-7.1") through
 * "Campaign %s", "Game Piece Inventory" (or "inventory") through
 * its own.  The one place that words an Advanced number, for the engine,
 * the reference (hd_rule_get_number()) and the CLI. */
char *
hd_rules_get_number (const char *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);
  if (g_str_has_prefix (rule, "Advanced ") || g_str_has_prefix (rule, "advanced-"))
    /* TRANSLATORS: an Advanced Game rule's number, e.g. "Advanced 2.1" */
    return g_strdup_printf (_("Advanced %s"), rule + strlen ("Advanced "));
  if (g_str_has_prefix (rule, "Campaign ") || g_str_has_prefix (rule, "campaign-"))
    /* TRANSLATORS: a rule of the Campaign Game, e.g. "Campaign 7.1" */
    return g_strdup_printf (_("Campaign %s"), rule + strlen ("Campaign "));
  if (g_str_equal (rule, "inventory") || g_str_equal (rule, "Game Piece Inventory"))
    return g_strdup (_("Game Piece Inventory"));
  return g_strdup (rule);
}

/* A die typed by the players or recorded in a save: 1 to 6 (@rule is the
 * rule the die is rolled under). */
gboolean
hd_rules_check_die (guint        die,
                    const char  *rule,
                    GError     **error)
{
  if (die < 1 || die > 6)
    return hd_rules_refuse (error, rule, _("a die shows 1 to 6, not %u"), die);
  return TRUE;
}

/* The rule number of a refusal ("4.3"), or NULL. */
const char *
hd_rules_error_get_rule (const GError *error)
{
  if (error == NULL || error->domain != HD_RULES_ERROR || error->code <= 0)
    return NULL;
  return g_quark_to_string ((GQuark) error->code);
}

