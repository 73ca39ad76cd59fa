/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-rules.h: refusals.  Every action the rules forbid is refused with a
 * GError of HD_RULES_ERROR whose message says what is wrong in a sentence a
 * new player understands ("Rule 4.3: ...", "Game Piece Inventory: ...")
 * and whose code is the rule itself (hd_rules_error_get_rule()).  The
 * lowest file of the engine: it knows no state (the counter mix, which
 * does, is in hd-inventory.c). */
#pragma once

#include <glib.h>


G_BEGIN_DECLS

#define HD_RULES_ERROR (hd_rules_error_quark ())

GQuark       hd_rules_error_quark     (void);
const char  *hd_rules_error_get_rule  (const GError  *error);
char        *hd_rules_get_number      (const char    *rule);
gboolean     hd_rules_check_die       (guint          die,
                                       const char    *rule,
                                       GError       **error);
gboolean     hd_rules_refuse          (GError       **error,
                                       const char    *rule,
                                       const char    *format,
                                       ...) G_GNUC_PRINTF (3, 4);
/* A refusal's words (and their translation) are made only when someone
 * asks why: the candidates and the players check thousands of actions
 * with no error to fill. */
#define hd_rules_refuse(error, ...) ((error) == NULL ? FALSE : (hd_rules_refuse) ((error), __VA_ARGS__))

G_END_DECLS
