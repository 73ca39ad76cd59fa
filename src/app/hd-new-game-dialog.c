/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-new-game-dialog.c: the New Game dialog (a template,
 * hd-new-game-dialog.ui; the scenarios' and options' rows come from the
 * engine, and with Advanced 8.2 the dates of the leaders' pieces).  "Start" (new-game.start) activates the window's
 * win.start-game action with the scenario and the options chosen, so the
 * keyboard, the mouse and the tests all start a game the same way. */
#define G_LOG_DOMAIN "hd-new-game-dialog"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "hd-new-game-dialog.h"
#include "hd-leader.h"
#include "hd-options.h"
#include "hd-reference.h"
#include "hd-rules-dialog.h"
#include "hd-scenario.h"

struct _HdNewGameDialog
{
  AdwWindow  parent_instance;

  /* the template */
  GtkWidget *start_button;
  GtkWidget *scenarios;       /* AdwPreferencesGroup: a row a scenario */
  GtkWidget *options;         /* AdwPreferencesGroup: a row an optional rule offered */
  GtkWidget *leaders;         /* AdwPreferencesGroup: the leaders' pieces (Advanced 8.2) */
  GtkWidget *leaders_error;   /* what is wrong with them, when Start is refused */
  GtkWidget *arrive[HD_N_LEADERS];  /* GtkEntry, "06/1862" */
  GtkWidget *value[HD_N_LEADERS];   /* GtkSpinButton */
  GtkWidget *change[HD_N_LEADERS];
  GtkWidget *later[HD_N_LEADERS];

  /* the rows' widgets, in the order of @scenario_ids and @option_ids */
  GPtrArray *scenario_checks; /* GtkCheckButton */
  GPtrArray *scenario_ids;    /* const char *, the engine's */
  GPtrArray *option_switches; /* GtkSwitch */
  GPtrArray *option_ids;      /* const char *, the engine's */
};

G_DEFINE_FINAL_TYPE (HdNewGameDialog, hd_new_game_dialog, ADW_TYPE_WINDOW)

static void option_toggled (GtkSwitch *sw, GParamSpec *pspec, HdNewGameDialog *self);

/* new-game.start: the window's win.start-game with what is chosen. */
static void
action_start (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  HdNewGameDialog *self = HD_NEW_GAME_DIALOG (widget);
  g_auto(GStrv) options = hd_new_game_dialog_get_options (self);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  g_autoptr(GError) error = NULL;
  GVariant *start;

  /* the leaders' pieces must be right before the game starts (Advanced 8.2) */
  if (!hd_options_validate ((const char * const *) options, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->leaders_error), error->message);
      gtk_widget_set_visible (self->leaders_error, TRUE);
      gtk_widget_grab_focus (self->arrive[0]);
      return;
    }
  start = g_variant_new ("(s^as)", hd_new_game_dialog_get_scenario (self), options);
  if (parent != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (parent), "win.start-game", start);
  else
    g_variant_unref (g_variant_ref_sink (start));
  gtk_window_destroy (GTK_WINDOW (self));
}

/* The rows of the scenarios (from the engine): made once. */
static void
add_scenarios (HdNewGameDialog *self)
{
  const char * const *ids = hd_scenario_builtin_ids ();
  GtkCheckButton *first = NULL;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), hd_scenario_builtin_get_label (ids[i]));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), hd_scenario_builtin_get_summary (ids[i]));
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      if (first == NULL)
        {
          first = GTK_CHECK_BUTTON (check);
          gtk_check_button_set_active (first, TRUE);
        }
      else
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), first);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->scenarios), row);
      g_ptr_array_add (self->scenario_checks, check);
      g_ptr_array_add (self->scenario_ids, (gpointer) ids[i]);
    }
}

/* new-game.read-rule (s): the rules reference opened at the rule an
 * option's button stands for (its action target; "" for none found). */
static void
action_read_rule (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  const char *id = g_variant_get_string (param, NULL);

  hd_rules_dialog_show (widget, *id != '\0' ? id : NULL);
}

/* A button beside an option that opens the rules reference at it. */
static GtkWidget *
rule_button_new (const char *id)
{
  g_autofree char *base = g_strndup (id, strcspn (id, "-"));   /* "11.3-1862" is rule 11.3 */
  const HdRule *rule = hd_reference_lookup (g_str_has_prefix (id, "advanced-") ? id : base);
  g_autofree char *number = rule != NULL ? hd_rule_get_number (rule) : g_strdup (id);
  /* TRANSLATORS: the tooltip of the button beside an option, e.g. "Read rule 4.11 in the rules reference" */
  g_autofree char *tip = g_strdup_printf (_("Read rule %s in the rules reference"), number);
  GtkWidget *button = gtk_button_new_from_icon_name ("help-about-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rule != NULL ? rule->id : "");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "new-game.read-rule");
  return button;
}

/* The rows of the optional rules the engine keeps, each with what it does
 * and whom it helps (1.2): made once. */
static void
add_options (HdNewGameDialog *self)
{
  for (guint i = 0; i < hd_options_get_n (); i++)
    {
      const HdOption *option = hd_options_get (i);
      GtkWidget *row, *sw;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      if (!option->implemented)
        continue;
      row = adw_action_row_new ();
      sw = gtk_switch_new ();
      {
        /* an Advanced rule is "Advanced 2.0": its own numbering */
        const HdRule *rule = g_str_has_prefix (option->id, "advanced-") ? hd_reference_lookup (option->id) : NULL;
        g_autofree char *number = rule != NULL ? hd_rule_get_number (rule) : g_strdup (option->id);
        /* TRANSLATORS: an optional rule: its number (%1$s) and name (%2$s), e.g. "7.3 Draft Riots of 1863" */
        title = g_strdup_printf (C_("optional rule", "%1$s %2$s"), number, option->title);
      }
      /* TRANSLATORS: an optional rule's explanation, then its effect on balance */
      subtitle = g_strdup_printf (_("%s %s."), option->explanation, hd_balance_get_label (option->balance));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), rule_button_new (option->id));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->options), row);
      g_signal_connect (sw, "notify::active", G_CALLBACK (option_toggled), self);
      g_ptr_array_add (self->option_switches, sw);
      g_ptr_array_add (self->option_ids, (gpointer) option->id);
    }
}

static GtkWidget *
date_row_new (HdNewGameDialog *self, const char *title, guint value, GtkWidget **entry, GtkWidget **spin)
{
  GtkWidget *row = adw_action_row_new ();
  /* TRANSLATORS: the accessible names of a leader's date and value, e.g. "Lee arrives: month/year" */
  g_autofree char *date_name = g_strdup_printf (_("%s: month/year"), title);
  g_autofree char *value_name = g_strdup_printf (_("%s: value"), title);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (*entry), _("MM/YYYY"));
  gtk_editable_set_width_chars (GTK_EDITABLE (*entry), 8);
  gtk_widget_set_valign (*entry, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*entry), GTK_ACCESSIBLE_PROPERTY_LABEL, date_name, -1);
  *spin = gtk_spin_button_new_with_range (1, 6, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (*spin), value);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*spin), GTK_ACCESSIBLE_PROPERTY_LABEL, value_name, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *entry);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  return row;
}

/* The leaders' pieces (Advanced 8.2): two rows a leader, the set-ups'
 * values filled in; shown while the rule is chosen. */
static void
add_leaders (HdNewGameDialog *self)
{
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      HdLeaderSpec known;
      /* TRANSLATORS: Advanced 8.2, the rows of a leader's piece, e.g. "Lee arrives", "Lee's value changes" */
      g_autofree char *arrives = g_strdup_printf (_("%s arrives"), hd_leader_get_name (l));
      g_autofree char *changes = g_strdup_printf (_("%s's value changes"), hd_leader_get_name (l));

      hd_leader_get_known_spec (l, &known);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->leaders),
                                 date_row_new (self, arrives, known.value, &self->arrive[l], &self->value[l]));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->leaders),
                                 date_row_new (self, changes, known.later, &self->change[l], &self->later[l]));
    }
  self->leaders_error = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->leaders_error), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->leaders_error), 0);
  gtk_widget_add_css_class (self->leaders_error, "error");
  gtk_widget_set_margin_top (self->leaders_error, 6);
  gtk_widget_set_visible (self->leaders_error, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->leaders), self->leaders_error);
}

static gboolean
leaders_chosen (HdNewGameDialog *self)
{
  for (guint i = 0; i < self->option_switches->len; i++)
    if (g_str_equal (g_ptr_array_index (self->option_ids, i), "advanced-8.2"))
      return gtk_switch_get_active (g_ptr_array_index (self->option_switches, i));
  return FALSE;
}

static void
option_toggled (GtkSwitch *sw, GParamSpec *pspec, HdNewGameDialog *self)
{
  gtk_widget_set_visible (self->leaders, leaders_chosen (self));
}

static void
hd_new_game_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (hd_new_game_dialog_parent_class)->dispose (object);
}

static void
hd_new_game_dialog_finalize (GObject *object)
{
  HdNewGameDialog *self = HD_NEW_GAME_DIALOG (object);

  g_ptr_array_unref (self->scenario_checks);
  g_ptr_array_unref (self->scenario_ids);
  g_ptr_array_unref (self->option_switches);
  g_ptr_array_unref (self->option_ids);
  G_OBJECT_CLASS (hd_new_game_dialog_parent_class)->finalize (object);
}

static void
hd_new_game_dialog_class_init (HdNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_new_game_dialog_dispose;
  object_class->finalize = hd_new_game_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, scenarios);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, options);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, leaders);
  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, action_start);
  gtk_widget_class_install_action (widget_class, "new-game.read-rule", "s", action_read_rule);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_new_game_dialog_init (HdNewGameDialog *self)
{
  self->scenario_checks = g_ptr_array_new ();
  self->scenario_ids = g_ptr_array_new ();
  self->option_switches = g_ptr_array_new ();
  self->option_ids = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  add_scenarios (self);
  add_options (self);
  add_leaders (self);
  /* Enter starts the game with what is chosen; focus never starts on
   * Cancel (Shift+Tab goes back to the scenarios and options) */
  gtk_window_set_focus (GTK_WINDOW (self), self->start_button);
}

GtkWidget *
hd_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (HD_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
}

const char *
hd_new_game_dialog_get_scenario (HdNewGameDialog *self)
{
  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), NULL);
  for (guint i = 0; i < self->scenario_checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->scenario_checks, i);
      if (gtk_check_button_get_active (check))
        return g_ptr_array_index (self->scenario_ids, i);
    }
  return hd_scenario_builtin_ids ()[0];
}

void
hd_new_game_dialog_set_scenario (HdNewGameDialog *self,
                                 const char      *id)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self));
  for (guint i = 0; i < self->scenario_checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->scenario_checks, i);
      if (g_strcmp0 (g_ptr_array_index (self->scenario_ids, i), id) == 0)
        gtk_check_button_set_active (check, TRUE);
    }
}

char **
hd_new_game_dialog_get_options (HdNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), NULL);
  for (guint i = 0; i < self->option_switches->len; i++)
    {
      GtkSwitch *sw = g_ptr_array_index (self->option_switches, i);
      if (gtk_switch_get_active (sw))
        g_strv_builder_add (builder, g_ptr_array_index (self->option_ids, i));
    }
  /* the leaders' pieces, as typed, for the engine to check (Advanced 8.2) */
  for (HdLeader l = 0; l < HD_N_LEADERS && leaders_chosen (self); l++)
    {
      g_autofree char *key = g_ascii_strdown (hd_leader_get_name (l), -1);
      g_autofree char *piece = g_strdup_printf ("leader-%s=%d@%s,%d@%s", key,
                                                gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->value[l])),
                                                gtk_editable_get_text (GTK_EDITABLE (self->arrive[l])),
                                                gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->later[l])),
                                                gtk_editable_get_text (GTK_EDITABLE (self->change[l])));
      g_strdelimit (piece, " ", '-');   /* one word in a transcript: "01/02 1862" is refused as typed */
      g_strv_builder_add (builder, piece);
    }
  return g_strv_builder_end (builder);
}

void
hd_new_game_dialog_set_option (HdNewGameDialog *self,
                               const char      *id,
                               gboolean         on)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self));
  for (guint i = 0; i < self->option_switches->len; i++)
    {
      GtkSwitch *sw = g_ptr_array_index (self->option_switches, i);
      if (g_strcmp0 (g_ptr_array_index (self->option_ids, i), id) == 0)
        gtk_switch_set_active (sw, on);
    }
}

void
hd_new_game_dialog_set_leader (HdNewGameDialog *self,
                               HdLeader         leader,
                               const char      *arrive,
                               const char      *change)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self) && (guint) leader < HD_N_LEADERS);
  gtk_editable_set_text (GTK_EDITABLE (self->arrive[leader]), arrive);
  gtk_editable_set_text (GTK_EDITABLE (self->change[leader]), change);
}

guint
hd_new_game_dialog_get_n_offered (HdNewGameDialog *self)
{
  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), 0);
  return self->option_switches->len;
}
