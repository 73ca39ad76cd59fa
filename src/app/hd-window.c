/* hd-window.c: the main window.  It holds the game being played (an
 * HdGame: the engine's event log), shows its state on the board and in the
 * status panel, and does the file work around it: new game, open (saved
 * games and transcripts), save, save as, recent games, export transcript,
 * undo and redo, the edit-board mode, and the automatic save of every game
 * in the user's data folder, offered back on the next start.  It also
 * remembers its size and the board's zoom between runs (GSettings). */
#define G_LOG_DOMAIN "hd-window"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "hd-battle.h"
#include "hd-box-popover.h"
#include "hd-calendar.h"
#include "hd-game.h"
#include "hd-new-game-dialog.h"
#include "hd-scenario.h"
#include "hd-status-panel.h"
#include "hd-summary-dialog.h"
#include "hd-transcript.h"
#include "hd-window.h"

#define GAME_MIME_TYPE "application/x-house-divided-game"
#define MAX_RECENT 8

struct _HdWindow
{
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  HdBoardView *board_view;
  AdwToastOverlay *toast_overlay;
  GtkGrid     *legend_grid;
  HdStatusPanel *status_panel;
  GtkRevealer *edit_banner;
  GMenu       *recent_menu;
  GSettings   *settings;

  HdGame      *game;
  gulong       game_changed_id;
  GFile       *file;       /* where the players saved it; NULL if never */
  GFile       *autosave;   /* the automatic copy in the data folder */
  gboolean     dirty;      /* changed since last saved to @file */
  gboolean     editing;
  gboolean     over;       /* the game is over (announced once) */
  GtkWidget   *resume_dialog;
  GPtrArray   *toasts;     /* shown or waiting their turn, not dismissed yet
                            * (the overlay holds them) */
};

G_DEFINE_FINAL_TYPE (HdWindow, hd_window, ADW_TYPE_APPLICATION_WINDOW)

enum { PROP_0, PROP_EDITING, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
toast_dismissed (AdwToast *t,
                 HdWindow *self)
{
  g_ptr_array_remove (self->toasts, t);
}

/* Shows @t (and takes it), keeping it in the list of toasts. */
static void
show_toast (HdWindow *self,
            AdwToast *t)
{
  g_ptr_array_add (self->toasts, t);
  g_signal_connect_object (t, "dismissed", G_CALLBACK (toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

/* The toasts are about the game being replaced (an undo's Redo button
 * would act on the next one): they go, those waiting their turn first,
 * so that none is shown only to be taken away. */
static void
dismiss_toasts (HdWindow *self)
{
  while (self->toasts->len > 0)
    adw_toast_dismiss (g_ptr_array_index (self->toasts, self->toasts->len - 1));
}

static void
toast (HdWindow   *self,
       const char *text)
{
  AdwToast *t = adw_toast_new (text);

  adw_toast_set_timeout (t, 6);
  show_toast (self, t);
}

/* A problem the players must read before going on: a dialog, not a toast. */
static void
show_problem (HdWindow   *self,
              const char *heading,
              const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------ the game's files */

/* Every game is saved automatically, after every action, to its own file
 * here; nothing the players did is lost when the program stops. */
char *
hd_window_get_games_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "house-divided-companion", "games", NULL);
}

static GFile *
new_autosave_file (void)
{
  g_autofree char *folder = hd_window_get_games_folder ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");

  g_mkdir_with_parents (folder, 0700);
  for (guint i = 0; ; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup_printf ("game-%s.hdgame", stamp)
                                     : g_strdup_printf ("game-%s-%u.hdgame", stamp, i);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return g_file_new_for_path (path);
    }
}

static void
add_to_recent (HdWindow *self,
               GFile    *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = { 0 };
  static char *groups[] = { (char *) "house-divided", NULL };

  data.mime_type = g_str_has_suffix (uri, ".txt") ? (char *) "text/plain" : (char *) GAME_MIME_TYPE;
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = (char *) "house-divided %u";
  data.groups = groups;
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* The Open Recent submenu: this program's games, newest first. */
static void
refresh_recent (HdWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GPtrArray) ours = g_ptr_array_new ();
  guint n = 0;

  for (GList *l = items; l != NULL; l = l->next)
    if (gtk_recent_info_has_group (l->data, "house-divided") && gtk_recent_info_exists (l->data))
      g_ptr_array_add (ours, l->data);
  g_menu_remove_all (self->recent_menu);
  while (ours->len > 0 && n < MAX_RECENT)
    {
      /* newest first */
      guint best = 0;
      for (guint i = 1; i < ours->len; i++)
        if (g_date_time_compare (gtk_recent_info_get_modified (g_ptr_array_index (ours, i)),
                                 gtk_recent_info_get_modified (g_ptr_array_index (ours, best))) > 0)
          best = i;
      {
        GtkRecentInfo *info = g_ptr_array_index (ours, best);
        g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
        g_menu_item_set_action_and_target (item, "win.open-recent", "s", gtk_recent_info_get_uri (info));
        g_menu_append_item (self->recent_menu, item);
      }
      g_ptr_array_remove_index (ours, best);
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
update_title (HdWindow *self)
{
  g_autofree char *subtitle = NULL;

  if (self->game == NULL)
    {
      adw_window_title_set_subtitle (self->window_title, _("No game in progress"));
      return;
    }
  if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);
      /* TRANSLATORS: window subtitle: scenario, file name, and a mark when changed since saved */
      subtitle = g_strdup_printf (self->dirty ? _("%s — %s (changed, saved automatically)") : _("%s — %s"),
                                  hd_scenario_builtin_get_label (hd_game_get_scenario_id (self->game)), name);
    }
  else
    subtitle = g_strdup_printf (_("%s — saved automatically"),
                                hd_scenario_builtin_get_label (hd_game_get_scenario_id (self->game)));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
update_actions (HdWindow *self)
{
  gboolean have = self->game != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", have && hd_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", have && hd_game_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-transcript", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.edit-board", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-segment",
                                 have && !hd_state_is_over (hd_game_get_state (self->game)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-setup", !have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.summary", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.enter-die",
                                 have && (hd_movement_panel_needs_die (hd_status_panel_get_movement_panel (self->status_panel)) ||
                                          hd_muster_panel_needs_die (hd_status_panel_get_muster_panel (self->status_panel)) ||
                                          hd_battle_in_progress (hd_game_get_state (self->game))));
}

static void
show_summary (HdWindow *self)
{
  if (self->game != NULL)
    gtk_window_present (GTK_WINDOW (hd_summary_dialog_new (GTK_WINDOW (self), self->game)));
}

static void
action_summary (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  show_summary (HD_WINDOW (widget));
}

/* The game has just been won: say so, with the reason (10.0). */
static void
announce_end (HdWindow *self)
{
  const HdState *s = hd_game_get_state (self->game);
  HdSide winner = hd_state_get_winner (s);
  GtkWidget *dialog;
  const char *heading = winner == HD_SIDE_UNION ? _("The Union Wins")
                      : winner == HD_SIDE_CONFEDERATE ? _("The Confederacy Wins") : _("The Game Is Over");

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, hd_win_get_label (hd_state_get_win (s)));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"),
                                    "summary", _("_Game Summary"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "summary");
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "summary", ADW_RESPONSE_SUGGESTED);
  g_signal_connect_swapped (dialog, "response::summary", G_CALLBACK (show_summary), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
game_changed (HdWindow *self)
{
  gboolean was_over = self->over;

  self->over = hd_state_is_over (hd_game_get_state (self->game));
  if (self->over && !was_over)
    announce_end (self);
  self->dirty = TRUE;
  hd_board_view_set_state (self->board_view, hd_game_get_state (self->game));
  update_title (self);
  update_actions (self);
}

static void
set_editing (HdWindow *self,
             gboolean  editing)
{
  editing = editing && self->game != NULL;
  if (self->editing == editing)
    return;
  self->editing = editing;
  hd_board_view_set_editing (self->board_view, editing);
  gtk_revealer_set_reveal_child (self->edit_banner, editing);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITING]);
}

/* Makes @game the window's game.  @file is where the players keep it (or
 * NULL); @autosave the data-folder copy to keep writing (NULL: a new one). */
static void
set_game (HdWindow *self,
          HdGame   *game,
          GFile    *file,
          GFile    *autosave)
{
  g_autoptr(GError) error = NULL;

  dismiss_toasts (self);
  /* The game being replaced stays in its automatic save; say where. */
  if (self->game != NULL && self->file == NULL && hd_game_get_n_actions (self->game) > 0 &&
      self->autosave != NULL && !hd_state_is_over (hd_game_get_state (self->game)))
    {
      add_to_recent (self, self->autosave);
      toast (self, _("The previous game is kept: open it again from Open Recent."));
    }
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->game_changed_id, self->game);
      hd_game_set_autosave (self->game, NULL);
    }
  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  g_clear_object (&self->autosave);
  self->autosave = autosave != NULL ? g_object_ref (autosave) : new_autosave_file ();
  hd_game_set_autosave (game, self->autosave);
  /* saved at once, so a game just started or opened survives a crash */
  if (!hd_game_save (game, self->autosave, &error))
    toast (self, error->message);
  self->game_changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  self->dirty = FALSE;
  self->over = hd_state_is_over (hd_game_get_state (game));
  set_editing (self, FALSE);
  hd_status_panel_set_game (self->status_panel, game);
  hd_movement_panel_set_game (hd_status_panel_get_movement_panel (self->status_panel), game, self->board_view);
  hd_battle_panel_set_game (hd_status_panel_get_battle_panel (self->status_panel), game, self->board_view);
  hd_muster_panel_set_game (hd_status_panel_get_muster_panel (self->status_panel), game, self->board_view);
  hd_board_view_set_state (self->board_view, hd_game_get_state (game));
  if (file != NULL)
    add_to_recent (self, file);
  refresh_recent (self);
  update_title (self);
  update_actions (self);
}

HdGame *
hd_window_get_game (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->game;
}

GFile *
hd_window_get_file (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->file;
}

/* The toasts shown or waiting their turn. */
guint
hd_window_get_n_toasts (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), 0);
  return self->toasts->len;
}

GFile *
hd_window_get_autosave_file (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->autosave;
}

/* Reads a saved game or a transcript (told apart by their first
 * character: a save file is XML).  On failure nothing changes and a
 * dialog says what is wrong with the file; it is never touched. */
gboolean
hd_window_open_file (HdWindow *self,
                     GFile    *file,
                     GError  **error)
{
  HdMap *map = hd_board_view_get_map (self->board_view);
  g_autoptr(GError) local = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdGame) game = NULL;
  g_autofree char *base = g_file_get_basename (file);
  const char *data;
  gsize len = 0, i = 0;

  bytes = g_file_load_bytes (file, NULL, NULL, &local);
  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &len);
      while (i < len && g_ascii_isspace (data[i]))
        i++;
      if (i < len && data[i] == '<')
        game = hd_game_new_from_bytes (map, bytes, base, &local);
      else if (len > HD_TRANSCRIPT_MAX_BYTES)
        g_set_error (&local, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX,
                     _("%s is too large to be a transcript"), base);
      else
        game = hd_transcript_read (map, data, (gssize) len, base, NULL, NULL, &local);
    }
  if (game == NULL)
    {
      /* TRANSLATORS: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), base);
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe file was not changed, and the game on the board is as it was."),
                                               local->message);
      show_problem (self, heading, body);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* a transcript is a text to read, not the file to save the game into */
  if (g_str_has_suffix (base, ".txt"))
    {
      set_game (self, game, NULL, NULL);
      add_to_recent (self, file);
      refresh_recent (self);
    }
  else
    set_game (self, game, file, NULL);
  return TRUE;
}

gboolean
hd_window_save_to_file (HdWindow *self,
                        GFile    *file,
                        GError  **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  if (self->game == NULL)
    return TRUE;
  if (!hd_game_save (self->game, file, &local))
    {
      g_autofree char *base = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), base);
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe game is still saved automatically in your data folder."),
                                               local->message);
      show_problem (self, heading, body);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_set_object (&self->file, file);
  self->dirty = FALSE;
  add_to_recent (self, file);
  refresh_recent (self);
  update_title (self);
  toast (self, _("Game saved"));
  return TRUE;
}

static gboolean
export_transcript (HdWindow *self,
                   GFile    *file)
{
  g_autofree char *text = hd_transcript_write (self->game);
  g_autoptr(GError) error = NULL;

  /* g_file_replace_contents writes a temporary file and renames it */
  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, &error))
    {
      g_autofree char *base = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), base);
      show_problem (self, heading, error->message);
      return FALSE;
    }
  add_to_recent (self, file);
  refresh_recent (self);
  toast (self, _("Transcript saved"));
  return TRUE;
}

/* ------------------------------------------------------------ file dialogs */

static void
add_filters (GtkFileChooser *chooser,
             gboolean        transcripts_first)
{
  GtkFileFilter *games = gtk_file_filter_new ();
  GtkFileFilter *texts = gtk_file_filter_new ();
  GtkFileFilter *both = gtk_file_filter_new ();

  gtk_file_filter_set_name (games, _("Saved games"));
  gtk_file_filter_add_pattern (games, "*.hdgame");
  gtk_file_filter_set_name (texts, _("Transcripts"));
  gtk_file_filter_add_pattern (texts, "*.txt");
  gtk_file_filter_set_name (both, _("Saved games and transcripts"));
  gtk_file_filter_add_pattern (both, "*.hdgame");
  gtk_file_filter_add_pattern (both, "*.txt");
  gtk_file_chooser_add_filter (chooser, both);
  gtk_file_chooser_add_filter (chooser, games);
  gtk_file_chooser_add_filter (chooser, texts);
  gtk_file_chooser_set_filter (chooser, transcripts_first ? texts : both);
}

static void
open_response (GtkNativeDialog *dialog,
               int              response,
               HdWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file != NULL)
        hd_window_open_file (self, file, NULL);
    }
  g_object_unref (dialog);
}

static void
action_open (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  gboolean transcript = g_str_equal (name, "win.open-transcript");
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (transcript ? _("Open a Transcript") : _("Open a Game"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));

  add_filters (GTK_FILE_CHOOSER (dialog), transcript);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
action_open_recent (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  hd_window_open_file (HD_WINDOW (widget), file, NULL);
}

static void
save_response (GtkNativeDialog *dialog,
               int              response,
               HdWindow        *self)
{
  gboolean transcript = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "transcript"));

  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file != NULL && transcript)
        export_transcript (self, file);
      else if (file != NULL)
        hd_window_save_to_file (self, file, NULL);
    }
  g_object_unref (dialog);
}

static void
show_save_dialog (HdWindow *self,
                  gboolean  transcript)
{
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (transcript ? _("Save the Transcript") : _("Save the Game"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  /* TRANSLATORS: default file names; keep the extensions */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), transcript ? _("game.txt") : _("game.hdgame"));
  g_object_set_data (G_OBJECT (dialog), "transcript", GINT_TO_POINTER (transcript));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
action_save (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (self->game == NULL)
    return;
  if (g_str_equal (name, "win.save") && self->file != NULL)
    hd_window_save_to_file (self, self->file, NULL);
  else
    show_save_dialog (self, g_str_equal (name, "win.export-transcript"));
}

/* ------------------------------------------------------- playing the game */

static void
action_new_game (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  gtk_window_present (GTK_WINDOW (hd_new_game_dialog_new (GTK_WINDOW (widget))));
}

/* win.start-game (s, as): a new game of scenario s with the options as. */
static void
action_start_game (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  const char *scenario;
  g_autofree const char **options = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;

  g_variant_get (param, "(&s^a&s)", &scenario, &options);
  game = hd_game_new (hd_board_view_get_map (self->board_view), scenario, options, &error);
  if (game == NULL)
    {
      show_problem (self, _("Could Not Start the Game"), error->message);
      return;
    }
  set_game (self, game, NULL, NULL);
}

static void
apply_action (HdWindow       *self,
              const HdAction *action)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!hd_game_apply (self->game, action, &error))
    toast (self, error->message);
}

static void
edit_action (HdBoxPopover   *popover,
             const HdAction *action,
             HdWindow       *self)
{
  apply_action (self, action);
}

static void
action_end_segment (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  HdAction action = { .type = HD_ACTION_END_SEGMENT };

  apply_action (HD_WINDOW (widget), &action);
}

/* win.enter-die (u): the march die the players rolled (keys 1 to 6). */
static void
action_enter_die (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  guint die = g_variant_get_uint32 (param);

  if (self->game != NULL && hd_battle_in_progress (hd_game_get_state (self->game)))
    hd_battle_panel_type_die (hd_status_panel_get_battle_panel (self->status_panel), die);
  else if (hd_muster_panel_needs_die (hd_status_panel_get_muster_panel (self->status_panel)))
    hd_muster_panel_enter_die (hd_status_panel_get_muster_panel (self->status_panel), die);
  else
    hd_movement_panel_enter_die (hd_status_panel_get_movement_panel (self->status_panel), die);
}

static gboolean
choose_box (guint    box,
            gpointer data)
{
  HdWindow *self = data;
  return hd_movement_panel_choose_box (hd_status_panel_get_movement_panel (self->status_panel), box) ||
         hd_battle_panel_choose_box (hd_status_panel_get_battle_panel (self->status_panel), box) ||
         hd_muster_panel_choose_box (hd_status_panel_get_muster_panel (self->status_panel), box);
}

static char *
explain_box (guint    box,
             gpointer data)
{
  HdWindow *self = data;
  char *why = hd_movement_panel_explain (hd_status_panel_get_movement_panel (self->status_panel), box);
  if (why == NULL)
    why = hd_battle_panel_explain (hd_status_panel_get_battle_panel (self->status_panel), box);
  if (why == NULL)
    why = hd_muster_panel_explain (hd_status_panel_get_muster_panel (self->status_panel), box);
  return why;
}

static void
movement_refused (HdMovementPanel *panel,
                  const char      *message,
                  HdWindow        *self)
{
  toast (self, message);
}

static void
action_undo_redo (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdAction action;
  HdWindow *self = HD_WINDOW (widget);
  gboolean undo = g_str_equal (name, "win.undo");
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  guint index;
  AdwToast *t;

  if (self->game == NULL)
    return;
  if (undo ? !hd_game_undo (self->game) : !hd_game_redo (self->game))
    return;
  index = hd_game_get_n_actions (self->game) - (undo ? 0 : 1);
  hd_game_get_action (self->game, index, &action);
  what = hd_action_describe (&action, hd_board_view_get_map (self->board_view));
  /* TRANSLATORS: toasts after undo and redo; %s describes the action */
  text = g_strdup_printf (undo ? _("Undone: %s") : _("Redone: %s"), what);
  t = adw_toast_new (text);
  if (undo)
    {
      adw_toast_set_button_label (t, _("_Redo"));
      adw_toast_set_action_name (t, "win.redo");
    }
  show_toast (self, t);
}

/* ------------------------------------------ the unfinished game on start */

static GFile *
find_unfinished_game (HdMap   *map,
                      HdGame **out_game)
{
  g_autofree char *folder = hd_window_get_games_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autofree char *newest = NULL;
  gint64 newest_time = G_MININT64;
  const char *entry;

  if (dir == NULL)
    return NULL;
  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (entry, ".hdgame"))
        continue;
      path = g_build_filename (folder, entry, NULL);
      if (g_stat (path, &st) == 0 && (gint64) st.st_mtime >= newest_time)
        {
          newest_time = st.st_mtime;
          g_free (newest);
          newest = g_steal_pointer (&path);
        }
    }
  if (newest == NULL)
    return NULL;
  {
    g_autoptr(GFile) file = g_file_new_for_path (newest);
    g_autoptr(GError) error = NULL;
    HdGame *game = hd_game_new_from_file (map, file, &error);

    if (game == NULL)
      {
        g_warning ("The game saved automatically in %s could not be read: %s", newest, error->message);
        return NULL;
      }
    if (hd_state_is_over (hd_game_get_state (game)) || hd_game_get_n_actions (game) == 0)
      {
        g_object_unref (game);
        return NULL;
      }
    *out_game = game;
    return g_steal_pointer (&file);
  }
}

static void
resume_response (AdwMessageDialog *dialog,
                 const char       *response,
                 HdWindow         *self)
{
  HdGame *game = g_object_get_data (G_OBJECT (dialog), "game");
  GFile *file = g_object_get_data (G_OBJECT (dialog), "file");

  if (g_str_equal (response, "continue"))
    set_game (self, game, NULL, file);
  else if (g_str_equal (response, "new"))
    action_new_game (GTK_WIDGET (self), "win.new-game", NULL);
  self->resume_dialog = NULL;
}

/* If the last game was left unfinished, offers to go on with it. */
GtkWidget *
hd_window_offer_unfinished_game (HdWindow *self)
{
  HdGame *game = NULL;
  g_autoptr(GFile) file = find_unfinished_game (hd_board_view_get_map (self->board_view), &game);
  g_autofree char *date = NULL;
  g_autofree char *body = NULL;
  const HdState *state;

  if (file == NULL)
    return NULL;
  state = hd_game_get_state (game);
  date = hd_calendar_format (hd_state_get_turn (state));
  /* TRANSLATORS: e.g. "A game of The 1862 Scenario was left unfinished at 05/1862, in the Union Player Turn." */
  body = g_strdup_printf (hd_state_get_player (state) == HD_SIDE_UNION
                            ? _("A game of %s was left unfinished at %s, in the Union Player Turn. Every action "
                                "taken was saved.")
                            : _("A game of %s was left unfinished at %s, in the Confederate Player Turn. Every action "
                                "taken was saved."),
                          hd_scenario_builtin_get_label (hd_game_get_scenario_id (game)), date);
  self->resume_dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Continue the Last Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self->resume_dialog),
                                    "later", _("_Not Now"),
                                    "new", _("_New Game"),
                                    "continue", _("_Continue"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self->resume_dialog), "continue",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self->resume_dialog), "continue");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self->resume_dialog), "later");
  g_object_set_data_full (G_OBJECT (self->resume_dialog), "game", game, g_object_unref);
  g_object_set_data_full (G_OBJECT (self->resume_dialog), "file", g_object_ref (file), g_object_unref);
  g_signal_connect (self->resume_dialog, "response", G_CALLBACK (resume_response), self);
  gtk_window_present (GTK_WINDOW (self->resume_dialog));
  return self->resume_dialog;
}

/* ------------------------------------------------------------ the board */

static void
action_zoom (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (g_str_equal (name, "win.zoom-in"))
    hd_board_view_zoom_in (self->board_view);
  else if (g_str_equal (name, "win.zoom-out"))
    hd_board_view_zoom_out (self->board_view);
  else
    hd_board_view_zoom_fit (self->board_view);
}

/* The shortcuts window is built on first use, not with every window
 * (GtkApplication's automatic help overlay would cost start-up time). */
static void
action_show_shortcuts (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/hd-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

/* The legend: each mark as drawn on the board (data/ui/legend/, made by
 * tools/gen-map.py with the board) and what it means, with its rule. */
static void
fill_legend (GtkWidget *popover,
             HdWindow  *self)
{
  static const struct { const char *swatch; const char *meaning; } rows[] = {
    { "road", N_("Road: infantry moves one box a march (rule 4.0)") },
    { "rail", N_("Railroad: infantry moves two boxes a march between friendly boxes (rule 4.0)") },
    { "river", N_("River; the arrow points downstream (rules 4.0, 4.5)") },
    { "union-box", N_("Union box (blue)") },
    { "confederate-box", N_("Confederate box (gray)") },
    { "neutral-box", N_("Kentucky box (tan): neutral until captured (rule 8.0)") },
    { "river-side", N_("River side: attacking across it exposes the attackers (rule 5.34)") },
    { "shields", N_("Recruitment values, Union in blue and Confederate in red (rule 7.0)") },
    { "port", N_("Port: Union sea movement and naval invasions (rules 4.6, 4.7)") },
    { "permanent-entrenchment", N_("Permanent entrenchment (rule 4.3)") },
    { "union-units", N_("Union units under a box: Vi is a veteran infantry unit; red letters mark a reduced unit (rules 1.4, 11.4)") },
    { "confederate-units", N_("Confederate units: 2 Vi is two veteran infantry; a brown tray means entrenched (rule 4.3)") },
    { "control-marker", N_("Control marker: the box belongs to that side though no unit holds it (rule 8.0)") },
    { "march-marks", N_("In the Movement Segment, a yellow bar under a unit for each march it has taken part in: "
                        "two is the most (rule 4.0)") },
    { "destinations", N_("Where the chosen units can march: green to move, red to attack enemy units there "
                         "(rules 4.0, 5.0)") },
  };

  /* Filled the first time it is shown: its pictures are not worth slowing
   * the window's first frame for. */
  if (gtk_widget_get_first_child (GTK_WIDGET (self->legend_grid)) != NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *path = g_strdup_printf (RESOURCE_PREFIX "/legend/%s.svg", rows[i].swatch);
      GtkWidget *picture = gtk_picture_new_for_resource (path);
      GtkWidget *label = gtk_label_new (_(rows[i].meaning));

      gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
      gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(rows[i].meaning), -1);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_grid_attach (self->legend_grid, picture, 0, (int) i, 1, 1);
      gtk_grid_attach (self->legend_grid, label, 1, (int) i, 1, 1);
    }
}

/* Shows a scenario's set-up on the board, so the players can set up the
 * real one (rules 2.0, 11.1, 11.5-11.7). */
static void
action_show_setup (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  HdMap *map = hd_board_view_get_map (self->board_view);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, g_variant_get_string (param, NULL), &error);
  g_autoptr(HdState) state = NULL;
  g_autofree char *subtitle = NULL;

  if (self->game != NULL)
    return; /* the board shows the game in progress */
  if (scenario == NULL)
    {
      toast (self, error->message);
      return;
    }
  state = hd_state_new_from_scenario (map, scenario);
  hd_board_view_set_state (self->board_view, state);
  /* TRANSLATORS: window subtitle, e.g. "Set-up of The 1862 Scenario (rule 11.5)" */
  subtitle = g_strdup_printf (_("Set-up of %s (rule %s)"), hd_scenario_builtin_get_label (hd_scenario_get_id (scenario)),
                              hd_scenario_get_rule (scenario));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
save_state (HdWindow *self)
{
  int width, height;
  double x, y;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  hd_board_view_get_center (self->board_view, &x, &y);
  g_settings_set_double (self->settings, "board-zoom",
                         hd_board_view_get_fitted (self->board_view) ? 0.0 : hd_board_view_get_zoom (self->board_view));
  g_settings_set_double (self->settings, "board-center-x", x);
  g_settings_set_double (self->settings, "board-center-y", y);
  g_settings_apply (self->settings);
}

static gboolean
hd_window_close_request (GtkWindow *window)
{
  save_state (HD_WINDOW (window));
  return GTK_WINDOW_CLASS (hd_window_parent_class)->close_request (window);
}

static void
hd_window_dispose (GObject *object)
{
  HdWindow *self = HD_WINDOW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->game_changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->autosave);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->toasts, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_WINDOW);

  G_OBJECT_CLASS (hd_window_parent_class)->dispose (object);
}

static void
hd_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  HdWindow *self = HD_WINDOW (object);

  switch (prop_id)
    {
    case PROP_EDITING:
      g_value_set_boolean (value, self->editing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hd_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  HdWindow *self = HD_WINDOW (object);

  switch (prop_id)
    {
    case PROP_EDITING:
      set_editing (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hd_window_class_init (HdWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hd_window_dispose;
  object_class->get_property = hd_window_get_property;
  object_class->set_property = hd_window_set_property;

  /* Edit-board mode: corrections to the board, recorded in the log. */
  properties[PROP_EDITING] = g_param_spec_boolean ("editing", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  window_class->close_request = hd_window_close_request;

  g_type_ensure (HD_TYPE_BOARD_VIEW);
  g_type_ensure (HD_TYPE_STATUS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HdWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, legend_grid);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, status_panel);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, edit_banner);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, recent_menu);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, action_new_game);
  gtk_widget_class_install_action (widget_class, "win.start-game", "(sas)", action_start_game);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, action_open);
  gtk_widget_class_install_action (widget_class, "win.open-transcript", NULL, action_open);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", action_open_recent);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "win.export-transcript", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, action_undo_redo);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, action_undo_redo);
  gtk_widget_class_install_action (widget_class, "win.end-segment", NULL, action_end_segment);
  gtk_widget_class_install_action (widget_class, "win.enter-die", "u", action_enter_die);
  gtk_widget_class_install_action (widget_class, "win.summary", NULL, action_summary);
  gtk_widget_class_install_property_action (widget_class, "win.edit-board", "editing");
  gtk_widget_class_install_action (widget_class, "win.show-setup", "s", action_show_setup);

  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL, action_show_shortcuts);
}

static void
hd_window_init (HdWindow *self)
{
  self->toasts = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (gtk_widget_get_ancestor (GTK_WIDGET (self->legend_grid), GTK_TYPE_POPOVER),
                    "show", G_CALLBACK (fill_legend), self);

  g_signal_connect (hd_board_view_get_popover (self->board_view), "edit-action", G_CALLBACK (edit_action), self);
  hd_board_view_set_chooser (self->board_view, choose_box, explain_box, self);
  g_signal_connect (hd_status_panel_get_movement_panel (self->status_panel), "refused",
                    G_CALLBACK (movement_refused), self);
  g_signal_connect (hd_status_panel_get_battle_panel (self->status_panel), "refused",
                    G_CALLBACK (movement_refused), self);
  g_signal_connect (hd_status_panel_get_muster_panel (self->status_panel), "refused",
                    G_CALLBACK (movement_refused), self);
  refresh_recent (self);
  update_title (self);
  update_actions (self);

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

HdWindow *
hd_window_new (GtkApplication *application,
               HdMap          *map)
{
  HdWindow *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (HD_IS_MAP (map), NULL);

  self = g_object_new (HD_TYPE_WINDOW, "application", application, NULL);
  hd_board_view_set_map (self->board_view, map);
  hd_board_view_set_view (self->board_view,
                          g_settings_get_double (self->settings, "board-zoom"),
                          g_settings_get_double (self->settings, "board-center-x"),
                          g_settings_get_double (self->settings, "board-center-y"));

  return self;
}

HdBoardView *
hd_window_get_board_view (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->board_view;
}
