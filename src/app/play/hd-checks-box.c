/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-checks-box.c: morale checks, rallies and desertion in the window
 * (Advanced 8.1, 8.11, 8.12).  The engine (hd-morale) says which units
 * owe a check, what each needs and whose rally is awaited; this box lists
 * them, keeps the dice typed one key each in the order shown, and applies
 * the action once every die is in; the battle panel owns it and calls
 * hd_checks_box_update() when the game changes.  Its skeleton is a template
 * (hd-checks-box.ui); its buttons are the actions checks.rally (u) and
 * checks.no-rally, enabled in update_actions(); the die row's "Roll for
 * Me" rolls the next die.  A refusal is emitted as "refused". */
#define G_LOG_DOMAIN "hd-checks-box"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-describe.h"
#include "hd-action.h"
#include "hd-checks-box.h"
#include "hd-die-row.h"
#include "hd-morale.h"
#include "hd-panel-util.h"
#include "hd-rule-links.h"

struct _HdChecksBox
{
  GtkWidget    parent_instance;

  GtkWidget   *box;
  GtkLabel    *heading;
  GtkLabel    *explanation;
  GtkLabel    *units_label;
  HdDieRow    *die_row;
  GtkWidget   *rally_units;
  GtkWidget   *no_rally_button;

  HdGame      *game;
  guint        dice[HD_MAX_SHOTS];
  guint        n_typed;
  guint        typed_at;    /* the game's number of actions the dice were typed at */
};

G_DEFINE_FINAL_TYPE (HdChecksBox, hd_checks_box, GTK_TYPE_WIDGET)

enum { REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const HdState *
state_of (HdChecksBox *self)
{
  return self->game != NULL ? hd_game_get_state (self->game) : NULL;
}

static gboolean
apply (HdChecksBox *self, const HdAction *a)
{
  g_autoptr(GError) error = NULL;

  if (hd_log_apply (HD_LOG (self->game), a, &error))
    return TRUE;
  g_signal_emit (self, signals[REFUSED], 0, error->message);
  return FALSE;
}

/* The dice typed belong to the checks of this moment only. */
static void
forget_old_dice (HdChecksBox *self)
{
  guint n = self->game != NULL ? hd_log_get_n_actions (HD_LOG (self->game)) : 0;

  if (self->typed_at != n)
    {
      self->typed_at = n;
      self->n_typed = 0;
    }
}

/* "Vi #12: morale 4: routs on 5 to 6 — rolled 3" a line each. */
static char *
describe_units (const HdState *s, HdCheckKind kind, GArray *ids, const guint *dice, guint n_typed)
{
  GString *out = g_string_new (NULL);

  for (guint k = 0; k < ids->len; k++)
    {
      guint id = g_array_index (ids, guint, k);
      g_autofree char *line = hd_morale_describe_check (s, kind, id);
      g_autofree char *typed = NULL;

      if (k < n_typed)
        {
          gboolean fails = (int) dice[k] > hd_morale_passes_up_to (s, kind, id);
          /* TRANSLATORS: a check (%1$s, the unit and what it needs), then its die
           * as typed (%2$u), e.g. "Union Militia Infantry #3 holds on 1-4 — 5: routs" */
          typed = g_strdup_printf (fails ? (kind == HD_CHECK_MORALE ? _("%1$s — %2$u: routs") : _("%1$s — %2$u: deserts"))
                                         : _("%1$s — %2$u: holds"),
                                   line, dice[k]);
        }
      g_string_append_printf (out, "%s%s%s", k > 0 ? "\n" : "", k == n_typed ? "▸ " : "", typed != NULL ? typed : line);
    }
  return g_string_free (out, FALSE);
}

static void
show_checks (HdChecksBox *self, const HdState *s, HdCheckKind kind, GArray *ids)
{
  g_autofree char *units = describe_units (s, kind, ids, self->dice, self->n_typed);

  hd_rule_links_set_text (self->heading, kind == HD_CHECK_MORALE ? _("Morale Checks (Advanced 8.1)")
                                                                 : _("Desertion and Stragglers (Advanced 8.12)"));
  hd_rule_links_set_text (self->explanation,
                          kind == HD_CHECK_MORALE
                            ? _("Each unit the last fire flipped rolls one die: above its morale value it routs, "
                                "stays in the box reduced, fights no more and counts as lost.")
                            : _("The battle is over: each reduced unit of both sides rolls one die; above its morale "
                                "value, with the modifiers shown, it deserts and is lost."));
  hd_rule_links_set_text (self->units_label, units);
  hd_die_row_set_prompt (self->die_row, _("Type each die in the order shown (keys 1 to 6):"));
}

static void
show_rally (HdChecksBox *self, const HdState *s, HdSide side)
{
  g_autoptr(GArray) routed = hd_morale_get_routed (s, side);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  /* TRANSLATORS: Advanced 8.11, e.g. "The Union may rally one routed unit before day 2 begins." */
  g_autofree char *text = g_strdup_printf (_("The %s may rally one routed unit before day %u begins: it fights "
                                             "again, reduced."),
                                           hd_side_get_noun (side), hd_battle_get_day (s));

  for (guint i = 0; i < routed->len; i++)
    {
      guint id = g_array_index (routed, guint, i);
      const HdBoardUnit *bu = hd_state_get_unit (s, (guint) hd_state_find_unit_by_id (s, id));
      g_autofree char *unit = hd_describe_unit (s, bu->id);
      /* TRANSLATORS: a button, e.g. "Rally Vi" ("Vi #12" only where two such units stand together) */
      g_ptr_array_add (labels, g_strdup_printf (_("Rally %s"), unit));
    }
  hd_rule_links_set_text (self->heading, _("Morale Recovery (Advanced 8.11)"));
  hd_rule_links_set_text (self->explanation, text);
  hd_panel_sync_buttons (self->rally_units, "checks.rally", (guint *) routed->data,
                         (const char * const *) labels->pdata, routed->len);
}

static void
update_actions (HdChecksBox *self)
{
  const HdState *s = state_of (self);
  gboolean rally = s != NULL && hd_morale_rally_due (s) != HD_SIDE_NEUTRAL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "checks.rally", rally);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "checks.no-rally", rally);
}

gboolean
hd_checks_box_update (HdChecksBox *self)
{
  const HdState *s;
  g_autoptr(GArray) ids = NULL;
  HdCheckKind kind = HD_CHECK_NONE;
  HdSide rally = HD_SIDE_NEUTRAL;

  g_return_val_if_fail (HD_IS_CHECKS_BOX (self), FALSE);
  s = state_of (self);
  forget_old_dice (self);
  if (s != NULL)
    {
      kind = hd_morale_get_checks (s, &ids);
      rally = kind == HD_CHECK_NONE ? hd_morale_rally_due (s) : HD_SIDE_NEUTRAL;
    }
  gtk_widget_set_visible (GTK_WIDGET (self), kind != HD_CHECK_NONE || rally != HD_SIDE_NEUTRAL);
  gtk_widget_set_visible (GTK_WIDGET (self->units_label), kind != HD_CHECK_NONE);
  gtk_widget_set_visible (GTK_WIDGET (self->die_row), kind != HD_CHECK_NONE);
  gtk_widget_set_visible (self->rally_units, rally != HD_SIDE_NEUTRAL);
  gtk_widget_set_visible (self->no_rally_button, rally != HD_SIDE_NEUTRAL);
  if (kind != HD_CHECK_NONE)
    show_checks (self, s, kind, ids);
  else if (rally != HD_SIDE_NEUTRAL)
    show_rally (self, s, rally);
  update_actions (self);
  return gtk_widget_get_visible (GTK_WIDGET (self));
}

gboolean
hd_checks_box_enter_die (HdChecksBox *self,
                         guint        die)
{
  const HdState *s;
  g_autoptr(GArray) ids = NULL;
  HdCheckKind kind;
  HdAction a = { 0 };

  g_return_val_if_fail (HD_IS_CHECKS_BOX (self), FALSE);
  s = state_of (self);
  if (s == NULL || die < 1 || die > 6 || (kind = hd_morale_get_checks (s, &ids)) == HD_CHECK_NONE)
    return FALSE;
  forget_old_dice (self);
  if (self->n_typed < ids->len)
    self->dice[self->n_typed++] = die;
  if (self->n_typed < ids->len)
    {
      hd_checks_box_update (self);
      return TRUE;
    }
  a.type = kind == HD_CHECK_MORALE ? HD_ACTION_MORALE : HD_ACTION_DESERTION;
  a.n_shots = ids->len;
  for (guint k = 0; k < ids->len; k++)
    a.shots[k] = (HdShot) { g_array_index (ids, guint, k), 0, self->dice[k] };
  self->n_typed = 0;
  if (!apply (self, &a))
    hd_checks_box_update (self);
  return TRUE;
}

static void
die_typed (HdChecksBox *self, guint die)
{
  hd_checks_box_enter_die (self, die);
}

static void
action_rally (GtkWidget *widget, const char *name, GVariant *param)
{
  HdChecksBox *self = HD_CHECKS_BOX (widget);
  const HdState *s = state_of (self);
  HdAction a = { .type = HD_ACTION_RALLY, .side = s != NULL ? hd_morale_rally_due (s) : HD_SIDE_NEUTRAL };

  if (param != NULL)
    a.unit = g_variant_get_uint32 (param);
  apply (self, &a);
}

void
hd_checks_box_set_game (HdChecksBox *self,
                        HdGame      *game)
{
  g_return_if_fail (HD_IS_CHECKS_BOX (self));
  g_set_object (&self->game, game);
  self->n_typed = 0;
  hd_checks_box_update (self);
}

static void
hd_checks_box_dispose (GObject *object)
{
  HdChecksBox *self = HD_CHECKS_BOX (object);

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_CHECKS_BOX);
  G_OBJECT_CLASS (hd_checks_box_parent_class)->dispose (object);
}

static void
hd_checks_box_class_init (HdChecksBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_checks_box_dispose;
  g_type_ensure (HD_TYPE_DIE_ROW);
  /* An action refused, with the engine's message (rule and reason). */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a container: what it holds speaks, it says nothing itself (not its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-checks-box.ui");
  gtk_widget_class_bind_template_child (widget_class, HdChecksBox, box);
  gtk_widget_class_bind_template_child (widget_class, HdChecksBox, heading);
  gtk_widget_class_bind_template_child (widget_class, HdChecksBox, explanation);
  gtk_widget_class_bind_template_child (widget_class, HdChecksBox, units_label);
  gtk_widget_class_bind_template_child (widget_class, HdChecksBox, die_row);
  gtk_widget_class_bind_template_child (widget_class, HdChecksBox, rally_units);
  gtk_widget_class_bind_template_child (widget_class, HdChecksBox, no_rally_button);
  gtk_widget_class_bind_template_callback (widget_class, die_typed);
  gtk_widget_class_install_action (widget_class, "checks.rally", "u", action_rally);
  gtk_widget_class_install_action (widget_class, "checks.no-rally", NULL, action_rally);
}

static void
hd_checks_box_init (HdChecksBox *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
