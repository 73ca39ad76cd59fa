/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-application.c: loads the board once and opens the window on it.  A
 * board that cannot be read is reported in a dialog that says what is
 * wrong; nothing else is at stake yet at that point.  Saved games opened
 * from the file manager (GApplication's open) each get a window, unless
 * one already shows that game: that window is raised instead. */
#define G_LOG_DOMAIN "hd-application"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-app-resources.h"
#include "hd-application.h"
#include "hd-a11y.h"
#include "hd-map.h"
#include "hd-rule-links.h"
#include "hd-rules-dialog.h"
#include "hd-window.h"

struct _HdApplication
{
  AdwApplication parent_instance;

  HdMap         *map;
};

G_DEFINE_FINAL_TYPE (HdApplication, hd_application, ADW_TYPE_APPLICATION)

static void
show_load_error (HdApplication *self,
                 const GError  *error)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (self));
  GtkWidget *status = adw_status_page_new ();
  g_autofree char *text = g_strdup_printf (_("The board that came with the program could not be read, so there is "
                                             "nothing to show. Reinstalling the program should repair it.\n\n%s"),
                                           error->message);

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "dialog-error-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("The Board Is Damaged"));
  adw_status_page_set_description (ADW_STATUS_PAGE (status), text);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), status);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 420);
  gtk_window_present (GTK_WINDOW (window));
}

/* The board, loaded the first time a window needs it; NULL (and the
 * problem shown) if it cannot be read. */
static HdMap *
get_map (HdApplication *self)
{
  g_autoptr(GError) error = NULL;

  if (self->map == NULL)
    self->map = hd_map_new_default (&error);
  if (self->map == NULL)
    show_load_error (self, error);
  return self->map;
}

static void
hd_application_activate (GApplication *app)
{
  HdApplication *self = HD_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      if (get_map (self) == NULL)
        return;
      window = GTK_WINDOW (hd_window_new (GTK_APPLICATION (app), self->map));
      gtk_window_present (window);
      /* a game left unfinished last time is offered back */
      hd_window_offer_unfinished_game (HD_WINDOW (window));
      return;
    }
  gtk_window_present (window);
}

/* The window whose game was saved in (or opened from) @file, if any. */
static HdWindow *
window_showing (HdApplication *self,
                GFile         *file)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    {
      GFile *shown;

      if (!HD_IS_WINDOW (l->data))
        continue;
      shown = hd_window_get_file (l->data);
      if (shown != NULL && g_file_equal (shown, file))
        return l->data;
    }
  return NULL;
}

/* A window with no game on it yet, which a file may as well fill. */
static HdWindow *
empty_window (HdApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (HD_IS_WINDOW (l->data) && hd_window_get_game (l->data) == NULL && !hd_window_is_loading (l->data))
      return l->data;
  return NULL;
}

/* Files given on the command line or opened from the file manager: a game
 * already open is raised, not opened twice; any other is opened in an
 * empty window, or a new one (the game on another window is never
 * replaced; an unfinished game stays offered in the saved games list). */
static void
hd_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  HdApplication *self = HD_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    {
      HdWindow *window = window_showing (self, files[i]);

      if (window == NULL)
        {
          if (get_map (self) == NULL)
            return;
          window = empty_window (self);
          if (window == NULL)
            window = hd_window_new (GTK_APPLICATION (app), self->map);
          hd_window_open_file_async (window, files[i]);
        }
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  static const char *developers[] = { N_("The House Divided Companion team"), NULL };
  GtkApplication *app = user_data;

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", _("House Divided Companion"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "developers", developers,
                         "comments", _("A companion for the board game A House Divided: it mirrors the board, "
                                       "keeps the books and walks both players through every turn."),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* Close windows properly so they save their state. */
  for (GList *l = windows; l != NULL; )
    {
      GList *next = l->next;
      gtk_window_close (l->data);
      l = next;
    }
}

/* A rule number's link followed: the rules reference at that rule. */
static void
follow_rule_link (GtkWidget  *from,
                  const char *rule)
{
  hd_rules_dialog_show (from, rule);
}

static void
hd_application_startup (GApplication *app)
{
  static const GActionEntry entries[] = {
    { "about", about_action, NULL, NULL, NULL, { 0 } },
    { "quit", quit_action, NULL, NULL, NULL, { 0 } },
  };
  static const char *zoom_in[] = { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL };
  static const char *zoom_out[] = { "<Control>minus", "<Control>KP_Subtract", NULL };
  static const char *zoom_fit[] = { "<Control>0", "<Control>KP_0", NULL };
  static const char *quit[] = { "<Control>q", NULL };
  static const char *shortcuts[] = { "<Control>question", NULL };
  static const struct { const char *action; const char *accels[4]; } game_accels[] = {
    { "win.new-game", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.edit-board", { "<Control>e", NULL } },
    { "win.show-threats", { "<Control>t", NULL } },
    { "win.show-supply", { "<Control>u", NULL } },
    { "win.show-panel", { "F9", NULL } },
    { "win.show-rule('')", { "F1", NULL } },
    { "win.end-segment", { "<Control>Return", "<Control>KP_Enter", NULL } },
    { "win.lesson-next", { "<Control><Shift>Return", "<Control><Shift>KP_Enter", NULL } },
    { "win.companion('done')", { "<Alt>Return", "<Alt>KP_Enter", NULL } },
    { "win.companion('back')", { "<Alt>Left", NULL } },
    { "win.companion('whole')", { "<Alt>w", NULL } },
    { "win.companion('hint')", { "<Control>h", NULL } },
    { "win.next-region", { "F6", NULL } },
    { "win.previous-region", { "<Shift>F6", NULL } },
    { "win.enter-die(uint32 1)", { "1", "KP_1", NULL } },
    { "win.enter-die(uint32 2)", { "2", "KP_2", NULL } },
    { "win.enter-die(uint32 3)", { "3", "KP_3", NULL } },
    { "win.enter-die(uint32 4)", { "4", "KP_4", NULL } },
    { "win.enter-die(uint32 5)", { "5", "KP_5", NULL } },
    { "win.enter-die(uint32 6)", { "6", "KP_6", NULL } },
  };

  G_APPLICATION_CLASS (hd_application_parent_class)->startup (app);
  hd_a11y_install ();
  hd_rule_links_set_follow (follow_rule_link);

  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-shortcuts", shortcuts);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.zoom-in", zoom_in);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.zoom-out", zoom_out);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.zoom-fit", zoom_fit);
  for (guint i = 0; i < G_N_ELEMENTS (game_accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), game_accels[i].action, game_accels[i].accels);
}

static void
hd_application_finalize (GObject *object)
{
  HdApplication *self = HD_APPLICATION (object);

  g_clear_object (&self->map);
  G_OBJECT_CLASS (hd_application_parent_class)->finalize (object);
}

static void
hd_application_class_init (HdApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hd_application_finalize;
  G_APPLICATION_CLASS (klass)->activate = hd_application_activate;
  G_APPLICATION_CLASS (klass)->open = hd_application_open;
  G_APPLICATION_CLASS (klass)->startup = hd_application_startup;
}

static void
hd_application_init (HdApplication *self)
{
}

HdApplication *
hd_application_new (void)
{
  /* Referencing the resource keeps it in the statically linked program. */
  (void) hd_app_get_resource ();
  return g_object_new (HD_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}
