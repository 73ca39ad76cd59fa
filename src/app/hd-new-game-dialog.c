/* hd-new-game-dialog.c: the New Game dialog (a template,
 * hd-new-game-dialog.ui; the scenarios' and options' rows come from the
 * engine).  "Start" (new-game.start) activates the window's
 * win.start-game action with the scenario and the options chosen, so the
 * keyboard, the mouse and the tests all start a game the same way. */
#define G_LOG_DOMAIN "hd-new-game-dialog"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "hd-new-game-dialog.h"
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

  /* the rows' widgets, in the order of @scenario_ids and @option_ids */
  GPtrArray *scenario_checks; /* GtkCheckButton */
  GPtrArray *scenario_ids;    /* const char *, the engine's */
  GPtrArray *option_switches; /* GtkSwitch */
  GPtrArray *option_ids;      /* const char *, the engine's */
};

G_DEFINE_FINAL_TYPE (HdNewGameDialog, hd_new_game_dialog, ADW_TYPE_WINDOW)

/* new-game.start: the window's win.start-game with what is chosen. */
static void
action_start (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  HdNewGameDialog *self = HD_NEW_GAME_DIALOG (widget);
  g_auto(GStrv) options = hd_new_game_dialog_get_options (self);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GVariant *start = g_variant_new ("(s^as)", hd_new_game_dialog_get_scenario (self), options);

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

static void
rule_clicked (GtkButton  *button,
              const char *id)
{
  hd_rules_dialog_show (GTK_WIDGET (button), id);
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
  g_signal_connect (button, "clicked", G_CALLBACK (rule_clicked), (gpointer) (rule != NULL ? rule->id : NULL));
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
      /* TRANSLATORS: an optional rule: its number and name, e.g. "7.3 Draft Riots of 1863" */
      {
        /* an Advanced rule is "Advanced 2.0": its own numbering */
        const HdRule *rule = g_str_has_prefix (option->id, "advanced-") ? hd_reference_lookup (option->id) : NULL;
        g_autofree char *number = rule != NULL ? hd_rule_get_number (rule) : g_strdup (option->id);
        title = g_strdup_printf (_("%s %s"), number, option->title);
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
      g_ptr_array_add (self->option_switches, sw);
      g_ptr_array_add (self->option_ids, (gpointer) option->id);
    }
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
  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, action_start);
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

guint
hd_new_game_dialog_get_n_offered (HdNewGameDialog *self)
{
  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), 0);
  return self->option_switches->len;
}
