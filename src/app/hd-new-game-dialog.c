/* hd-new-game-dialog.c: the New Game dialog.  "Start" activates the
 * window's win.start-game action with the scenario and the options chosen,
 * so the keyboard, the mouse and the tests all start a game the same way. */
#define G_LOG_DOMAIN "hd-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-new-game-dialog.h"
#include "hd-options.h"
#include "hd-scenario.h"

struct _HdNewGameDialog
{
  AdwWindow  parent_instance;

  GtkWidget *start_button;
  GPtrArray *scenario_checks;  /* GtkCheckButton, data "scenario-id" */
  GPtrArray *option_switches;  /* GtkSwitch, data "option-id" */
};

G_DEFINE_FINAL_TYPE (HdNewGameDialog, hd_new_game_dialog, ADW_TYPE_WINDOW)

static void
start_clicked (HdNewGameDialog *self)
{
  g_auto(GStrv) options = hd_new_game_dialog_get_options (self);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GVariant *param = g_variant_new ("(s^as)", hd_new_game_dialog_get_scenario (self), options);

  if (parent != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (parent), "win.start-game", param);
  else
    g_variant_unref (g_variant_ref_sink (param));
  gtk_window_destroy (GTK_WINDOW (self));
}

static GtkWidget *
build_scenarios (HdNewGameDialog *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  const char * const *ids = hd_scenario_builtin_ids ();
  GtkCheckButton *first = NULL;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Scenario"));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), hd_scenario_builtin_get_label (ids[i]));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), hd_scenario_builtin_get_summary (ids[i]));
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (check), "scenario-id", g_strdup (ids[i]), g_free);
      if (first == NULL)
        {
          first = GTK_CHECK_BUTTON (check);
          gtk_check_button_set_active (first, TRUE);
        }
      else
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), first);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (self->scenario_checks, check);
    }
  return group;
}

static GtkWidget *
build_options (HdNewGameDialog *self)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Optional Rules"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Agree on these before play (rule 1.2). The companion offers "
                                           "the ones whose rules it can keep."));
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
      title = g_strdup_printf (_("%s %s"), option->id, option->title);
      /* TRANSLATORS: an optional rule's explanation, then its effect on balance */
      subtitle = g_strdup_printf (_("%s %s."), option->explanation, hd_balance_get_label (option->balance));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (sw), "option-id", g_strdup (option->id), g_free);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (self->option_switches, sw);
    }
  return group;
}

static void
hd_new_game_dialog_finalize (GObject *object)
{
  HdNewGameDialog *self = HD_NEW_GAME_DIALOG (object);

  g_ptr_array_unref (self->scenario_checks);
  g_ptr_array_unref (self->option_switches);
  G_OBJECT_CLASS (hd_new_game_dialog_parent_class)->finalize (object);
}

static void
hd_new_game_dialog_class_init (HdNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = hd_new_game_dialog_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_new_game_dialog_init (HdNewGameDialog *self)
{
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *title = adw_window_title_new (_("New Game"), NULL);

  self->scenario_checks = g_ptr_array_new ();
  self->option_switches = g_ptr_array_new ();
  self->start_button = gtk_button_new_with_mnemonic (_("_Start"));
  gtk_widget_add_css_class (self->start_button, "suggested-action");
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (start_clicked), self);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), self);

  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->start_button);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (build_scenarios (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (build_options (self)));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (toolbar), header);
  gtk_box_append (GTK_BOX (toolbar), page);
  adw_window_set_content (ADW_WINDOW (self), toolbar);

  gtk_window_set_title (GTK_WINDOW (self), _("New Game"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 640);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
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
        return g_object_get_data (G_OBJECT (check), "scenario-id");
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
      if (g_strcmp0 (g_object_get_data (G_OBJECT (check), "scenario-id"), id) == 0)
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
        g_strv_builder_add (builder, g_object_get_data (G_OBJECT (sw), "option-id"));
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
      if (g_strcmp0 (g_object_get_data (G_OBJECT (sw), "option-id"), id) == 0)
        gtk_switch_set_active (sw, on);
    }
}

guint
hd_new_game_dialog_get_n_offered (HdNewGameDialog *self)
{
  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), 0);
  return self->option_switches->len;
}
