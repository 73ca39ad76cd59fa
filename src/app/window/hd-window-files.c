/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window-files.c: the window's file work.  Every game is saved
 * automatically in the games folder after every action; when that fails a
 * banner says so, and keeps saying so, until a save works again or the
 * players' own file holds every action (Save As elsewhere is offered), and
 * until then nothing ends or replaces that game (quitting, closing,
 * another game, a lesson) without asking the players first.  Files are
 * read on a worker thread with progress and a Cancel button, so a large
 * file never freezes the window.  A game being played is locked, so a
 * second copy of the program opens it only as a copy.  The start page
 * lists every unfinished game of the folder. */
#define G_LOG_DOMAIN "hd-window"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-calendar.h"
#include "hd-file-name.h"
#include "hd-games-folder.h"
#include "hd-games-list.h"
#include "hd-scenario.h"
#include "hd-transcript.h"
#include "hd-window-private.h"
#include "hd-tooltip.h"

#define GAME_MIME_TYPE "application/x-house-divided-game"
#define MAX_RECENT 8

/* ------------------------------------------------- the games folder */

/* Every game is saved automatically, after every action, to its own file
 * here; nothing the players did is lost when the program stops. */
char *
hd_window_get_games_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "house-divided-companion", "games", NULL);
}

/* A new file of the games folder for a game's automatic save: a game of
 * A House Divided is "game-STAMP.hdgame", a campaign
 * "campaign-STAMP.hdcampaign", a game without a board
 * "sheet-STAMP.hdsheet" (docs/save-format.md); campaigns saved under
 * the first name by older versions are still listed and continued. */
GFile *
_hd_window_new_autosave_file (const char *kind)
{
  g_autofree char *folder = hd_window_get_games_folder ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autofree char *suffix = g_strconcat ("hd", kind, NULL);

  g_mkdir_with_parents (folder, 0700);
  for (guint i = 0; ; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup_printf ("%s-%s.%s", kind, stamp, suffix)
                                     : g_strdup_printf ("%s-%s-%u.%s", kind, stamp, i, suffix);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return g_file_new_for_path (path);
    }
}

void
_hd_window_add_to_recent (HdWindow *self,
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
void
_hd_window_refresh_recent (HdWindow *self)
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

/* ------------------------------------------------------------- locks */

/* The window's game files are held for it: the automatic save, and the
 * players' own file when they have one (if another copy of the program
 * holds that one, the game here is no longer tied to it). */
void
_hd_window_take_locks (HdWindow *self)
{
  g_clear_pointer (&self->autosave_lock, hd_file_unlock);
  g_clear_pointer (&self->file_lock, hd_file_unlock);
  if (self->autosave != NULL)
    self->autosave_lock = hd_file_lock (self->autosave, NULL);
  if (self->file != NULL)
    {
      self->file_lock = hd_file_lock (self->file, NULL);
      if (self->file_lock == NULL)
        g_clear_object (&self->file);
    }
}

/* ------------------------------------------------ when saving fails */

/* Why a save failed, in a few words. */
static const char *
save_failure (const GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE) ? _("the disk is full")
       : g_error_matches (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY) ? _("the folder is read-only")
       : g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED) ? _("writing there is not allowed")
       : error->message;
}

/* Why some actions of the game on the board are in no file, or NULL when
 * every one is: its automatic save worked, or the players' own file holds
 * the game as it is (saved there, Save As elsewhere, no action since). */
const GError *
_hd_window_get_unsaved_error (HdWindow *self)
{
  if (!_hd_window_has_game (self) || (self->file != NULL && !self->dirty))
    return NULL;
  return hd_log_get_autosave_error (_hd_window_get_log (self));
}

/* The banner above the board: shown at once when an automatic save fails,
 * and for as long as saves keep failing and the players' own file does not
 * hold every action. */
void
_hd_window_update_save_banner (HdWindow *self)
{
  const GError *error = _hd_window_get_unsaved_error (self);

  if (error != NULL)
    {
      const char *why = save_failure (error);
      /* TRANSLATORS: %s says why, e.g. "the disk is full" */
      g_autofree char *text = g_strdup_printf (_("This game cannot be saved automatically: %s. Every action is still "
                                                 "kept while the program runs: save the game somewhere else now, or "
                                                 "make room and try again."), why);
      gtk_label_set_text (self->save_banner_label, text);
      hd_tooltip_set_text (GTK_WIDGET (self->save_banner_label), error->message);
    }
  gtk_revealer_set_reveal_child (self->save_banner, error != NULL);
  _hd_window_update_title (self);
}

gboolean
hd_window_is_save_banner_shown (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  return gtk_revealer_get_reveal_child (self->save_banner);
}

static void
action_retry_save (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (!_hd_window_has_game (self) || self->autosave == NULL)
    return;
  hd_log_set_autosave (_hd_window_get_log (self), self->autosave);
  _hd_window_update_save_banner (self);
  if (_hd_window_get_unsaved_error (self) == NULL)
    hd_window_toast (self, _("The game is saved again"));
}

/* What a choice about an unsaved game leads to: @then (with @data) once
 * the players have chosen to go on; @focus, where the keyboard was, is
 * given back when they cancel. */
typedef struct {
  HdWindow      *window;
  HdWindowEnding ending;
  HdWindowThen   then;
  gpointer       data;
  GDestroyNotify destroy;
  GtkWidget     *focus;   /* weak */
} Then;

static Then *
then_new (HdWindow *self, HdWindowEnding ending, HdWindowThen then, gpointer data, GDestroyNotify destroy)
{
  Then *t = g_new0 (Then, 1);

  t->window = self;
  t->ending = ending;
  t->then = then;
  t->data = data;
  t->destroy = destroy;
  t->focus = gtk_window_get_focus (GTK_WINDOW (self));
  if (t->focus != NULL)
    g_object_add_weak_pointer (G_OBJECT (t->focus), (gpointer *) &t->focus);
  return t;
}

static void
then_free (Then *t)
{
  if (t->destroy != NULL)
    t->destroy (t->data);
  if (t->focus != NULL)
    g_object_remove_weak_pointer (G_OBJECT (t->focus), (gpointer *) &t->focus);
  g_free (t);
}

static void
then_free_closure (Then *t, GClosure *closure)
{
  then_free (t);
}

/* The players went on: what was waiting happens (once). */
static void
then_run (Then *t)
{
  HdWindowThen then = t->then;

  t->then = NULL;
  if (then != NULL)
    then (t->window, t->data);
}

/* The players cancelled: the keyboard is where it was. */
static void
then_cancel (Then *t)
{
  if (t->focus != NULL && gtk_widget_get_root (t->focus) == GTK_ROOT (t->window))
    gtk_widget_grab_focus (t->focus);
}

static void show_save_dialog (HdWindow *self, gboolean transcript, Then *after);

static void
unsaved_response (AdwMessageDialog *dialog,
                  const char       *response,
                  Then             *t)
{
  HdWindow *self = t->window;

  self->unsaved_dialog = NULL;
  if (g_str_equal (response, "discard"))
    {
      self->let_go = TRUE;
      then_run (t);
    }
  else if (g_str_equal (response, "save"))
    {
      /* what waits goes with the file chooser, and happens once saved */
      Then *after = g_memdup2 (t, sizeof *t);
      if (after->focus != NULL)
        g_object_add_weak_pointer (G_OBJECT (after->focus), (gpointer *) &after->focus);
      t->then = NULL;
      t->destroy = NULL;
      show_save_dialog (self, FALSE, after);
    }
  else
    then_cancel (t);
}

/* Whether every action of the game on the board is in a file: its
 * automatic save, or the players' own file (_hd_window_get_unsaved_error;
 * a lesson's game is never saved, and has nothing to lose).  A save that
 * failed is tried again first: there may be room now. */
gboolean
_hd_window_is_saved (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), TRUE);
  if (_hd_window_get_unsaved_error (self) == NULL)
    return TRUE;
  if (self->autosave != NULL)
    hd_log_set_autosave (_hd_window_get_log (self), self->autosave);
  _hd_window_update_save_banner (self);
  return _hd_window_get_unsaved_error (self) == NULL;
}

/* Asks the players what becomes of the game on the board, which could not
 * be saved: save it elsewhere first (then @then), let its unsaved actions
 * go (then @then), or cancel (nothing happens, the keyboard is where it
 * was).  While the dialog is up, a second request (a second Ctrl+Q, another
 * game asked for) does not wait: its @destroy is called on @data at once,
 * its @then never runs, and the dialog already up is presented again; only
 * the first request's answer counts. */
void
_hd_window_ask_unsaved (HdWindow       *self,
                        HdWindowEnding  ending,
                        HdWindowThen    then,
                        gpointer        data,
                        GDestroyNotify  destroy)
{
  const GError *error = _hd_window_get_unsaved_error (self);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (self->unsaved_dialog != NULL)
    {
      if (destroy != NULL)
        destroy (data);
      gtk_window_present (GTK_WINDOW (self->unsaved_dialog));
      return;
    }
  /* TRANSLATORS: %s says why, e.g. "the disk is full" */
  body = g_strdup_printf (ending == HD_WINDOW_QUITTING
                            ? _("It could not be saved automatically: %s. If the program quits now, the actions "
                                "since it was last saved are lost. Save it somewhere else first to keep them.")
                            : _("It could not be saved automatically: %s. If another game takes its place now, "
                                "the actions since it was last saved are lost. Save it somewhere else first to "
                                "keep them."),
                          error != NULL ? save_failure (error) : _("saving failed"));
  self->unsaved_dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Game on the Board Is Not Saved"), body);
  dialog = ADW_MESSAGE_DIALOG (self->unsaved_dialog);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"),
                                    "discard", ending == HD_WINDOW_QUITTING ? _("_Quit Without Saving")
                                                                            : _("C_ontinue Without Saving"),
                                    "save", _("_Save As…"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  /* Enter saves, Escape cancels: nothing is lost by a key pressed */
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_data (dialog, "response", G_CALLBACK (unsaved_response),
                         then_new (self, ending, then, data, destroy), (GClosureNotify) then_free_closure, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Runs @then now when the game on the board is saved (or the players
 * already chose to let its unsaved actions go, for another game); else
 * asks them first (_hd_window_ask_unsaved).  Every path that ends or
 * replaces the game on the board comes through here. */
void
_hd_window_when_saved (HdWindow       *self,
                       HdWindowEnding  ending,
                       HdWindowThen    then,
                       gpointer        data,
                       GDestroyNotify  destroy)
{
  if (_hd_window_is_saved (self) || (ending == HD_WINDOW_REPLACING && self->let_go))
    {
      then (self, data);
      if (destroy != NULL)
        destroy (data);
      return;
    }
  _hd_window_ask_unsaved (self, ending, then, data, destroy);
}

GtkWidget *
hd_window_get_unsaved_dialog (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->unsaved_dialog;
}

/* ------------------------------------------ reading on a worker thread */

typedef enum {
  OPEN_FILE,       /* a saved game or transcript of the players' */
  OPEN_CONTINUE,   /* a game of the games folder, to go on with */
  OPEN_COPY,       /* a game open elsewhere: a copy of it here */
} OpenMode;

typedef struct {
  GFile    *file;
  OpenMode  mode;
  HdMap    *map;
  char     *name;
  int       per_mille;   /* progress, read by the main thread */
  gboolean  dispatch;    /* a dispatch: read, never written back */
} OpenJob;

static void
open_job_free (OpenJob *job)
{
  g_clear_object (&job->file);
  g_clear_object (&job->map);
  g_free (job->name);
  g_free (job);
}

static void
job_progress (double fraction, gpointer data)
{
  OpenJob *job = data;
  g_atomic_int_set (&job->per_mille, (int) (fraction * 1000));
}

/* A saved game or a transcript, told apart by their first character (a
 * save file is XML). */
static void
open_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  OpenJob *job = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = hd_file_load (job->file, MAX (HD_GAME_MAX_BYTES, HD_TRANSCRIPT_MAX_BYTES), &error);
  const char *text;
  gsize len = 0, i = 0;
  gpointer game;

  if (bytes == NULL)
    return g_task_return_error (task, g_steal_pointer (&error));
  text = g_bytes_get_data (bytes, &len);
  while (i < len && g_ascii_isspace (text[i]))
    i++;
  if (hd_campaign_game_is_campaign_file (bytes))
    game = hd_campaign_game_new_from_bytes (job->map, bytes, job->name, &error);
  else if ((job->dispatch = hd_campaign_game_is_dispatch_file (bytes)))
    game = hd_campaign_game_new_from_dispatch (job->map, bytes, &error);
  else if (hd_campaign_game_is_campaign_transcript (text ? text : "", (gssize) len))
    {
      g_autoptr(GFile) folder = g_file_get_parent (job->file);
      game = hd_campaign_game_read_transcript (job->map, text, (gssize) len, job->name, folder, NULL, NULL, &error);
    }
  else if (hd_sheet_game_is_sheet_file (bytes))
    game = hd_sheet_game_load (bytes, job->name, &error);
  else if (hd_sheet_game_is_sheet_transcript (text ? text : "", (gssize) len))
    game = hd_sheet_game_read_transcript (text, (gssize) len, job->name, NULL, NULL, &error);
  else if (i < len && text[i] == '<')
    game = hd_game_load (job->map, bytes, job->name, job_progress, job, cancellable, &error);
  else
    game = hd_transcript_load (job->map, text ? text : "", (gssize) len, job->name, job_progress, job, cancellable,
                               NULL, NULL, &error);
  if (game == NULL)
    return g_task_return_error (task, g_steal_pointer (&error));
  g_task_return_pointer (task, game, g_object_unref);
}

static gboolean
load_tick (gpointer data)
{
  HdWindow *self = data;
  OpenJob *job = self->load_task ? g_task_get_task_data (self->load_task) : NULL;

  if (job != NULL)
    gtk_progress_bar_set_fraction (self->load_progress, g_atomic_int_get (&job->per_mille) / 1000.0);
  return G_SOURCE_CONTINUE;
}

static void
show_loading (HdWindow *self, GTask *task)
{
  OpenJob *job = g_task_get_task_data (task);
  /* TRANSLATORS: %s is a file name */
  g_autofree char *text = g_strdup_printf (_("Opening “%s”…"), job->name);

  gtk_label_set_text (self->load_label, text);
  gtk_progress_bar_set_fraction (self->load_progress, 0);
  self->load_task = task;
  gtk_revealer_set_reveal_child (self->load_banner, TRUE);
  if (self->load_timer == 0)
    self->load_timer = g_timeout_add (100, load_tick, self);
}

static void
hide_loading (HdWindow *self)
{
  self->load_task = NULL;
  gtk_revealer_set_reveal_child (self->load_banner, FALSE);
  g_clear_handle_id (&self->load_timer, g_source_remove);
  g_clear_object (&self->loading);
}

/* A game read, waiting to take the board's place. */
typedef struct {
  GObject *game;   /* an HdGame, an HdCampaignGame or an HdSheetGame */
  GFile   *file;
  OpenMode mode;
  char    *name;
  gboolean dispatch;
} Opened;

/* @o's game on the board, as the file's or a copy (@file NULL). */
static void
set_opened (HdWindow *self,
            Opened   *o,
            GFile    *file,
            GFile    *autosave)
{
  if (HD_IS_CAMPAIGN_GAME (o->game))
    _hd_window_set_campaign (self, HD_CAMPAIGN_GAME (o->game), file, autosave);
  else if (HD_IS_SHEET_GAME (o->game))
    _hd_window_set_sheet (self, HD_SHEET_GAME (o->game), file, autosave);
  else
    _hd_window_set_game (self, HD_GAME (o->game), file, autosave);
}

static void
opened_free (gpointer data)
{
  Opened *o = data;

  g_object_unref (o->game);
  g_object_unref (o->file);
  g_free (o->name);
  g_free (o);
}

static void
show_opened (HdWindow *self,
             gpointer  data)
{
  Opened *o = data;

  switch (o->mode)
    {
    case OPEN_CONTINUE:
      set_opened (self, o, NULL, o->file);
      break;
    case OPEN_COPY:
      set_opened (self, o, NULL, NULL);
      hd_window_toast (self, _("This is a copy: the game stays open in the other copy of the program"));
      break;
    case OPEN_FILE:
      /* a transcript (or a dispatch) is a text to read, not the file to
       * save the game into */
      if (g_str_has_suffix (o->name, ".txt") || o->dispatch)
        {
          set_opened (self, o, NULL, NULL);
          _hd_window_add_to_recent (self, o->file);
          _hd_window_refresh_recent (self);
        }
      else
        set_opened (self, o, o->file, NULL);
      break;
    }
}

static void
open_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  HdWindow *self = HD_WINDOW (source);
  GTask *task = G_TASK (result);
  OpenJob *job = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) game = g_task_propagate_pointer (task, &error);

  /* a read given up for another one is forgotten */
  if (self->load_task != task)
    return;
  hide_loading (self);
  if (game == NULL)
    {
      /* TRANSLATORS: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), job->name);
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe file was not changed, and the game on the board is as it was."),
                                               error->message);
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hd_window_toast (self, _("Opening cancelled: the game on the board is as it was"));
      else
        _hd_window_show_problem (self, heading, body);
      g_clear_error (&self->open_error);
      self->open_error = g_steal_pointer (&error);
      return;
    }
  g_clear_error (&self->open_error);
  {
    Opened *o = g_new0 (Opened, 1);
    o->game = g_steal_pointer (&game);
    o->file = g_object_ref (job->file);
    o->mode = job->mode;
    o->name = g_strdup (job->name);
    o->dispatch = job->dispatch;
    /* the game on the board may have been played on while the file was read */
    _hd_window_when_saved (self, HD_WINDOW_REPLACING, show_opened, o, opened_free);
  }
}

static void start_open (HdWindow *self, GFile *file, OpenMode mode);
static void open_when_saved (HdWindow *self, GFile *file, OpenMode mode);

static void
copy_response (AdwMessageDialog *dialog,
               const char       *response,
               HdWindow         *self)
{
  g_autoptr(GFile) file = g_steal_pointer (&self->copy_file);

  if (g_str_equal (response, "copy") && file != NULL)
    start_open (self, file, OPEN_COPY);
  self->copy_dialog = NULL;
}

/* The game is open in another copy of the program: say so, and offer a
 * copy of it here (the other copy keeps writing the file). */
static void
ask_open_copy (HdWindow *self, GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  /* TRANSLATORS: %s is a file name */
  g_autofree char *body = g_strdup_printf (_("“%s” is being played in another copy of House Divided Companion, which "
                                             "saves it after every action. You can open a copy of it here: what you "
                                             "do with the copy is saved on its own, and the other game is left "
                                             "alone."), name);

  self->copy_dialog = adw_message_dialog_new (GTK_WINDOW (self), _("This Game Is Open Elsewhere"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self->copy_dialog), "cancel", _("_Cancel"),
                                    "copy", _("Open a _Copy"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self->copy_dialog), "copy", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self->copy_dialog), "copy");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self->copy_dialog), "cancel");
  g_set_object (&self->copy_file, file);
  g_signal_connect (self->copy_dialog, "response", G_CALLBACK (copy_response), self);
  gtk_window_present (GTK_WINDOW (self->copy_dialog));
}

static gboolean
is_ours (HdWindow *self, GFile *file)
{
  return (self->file != NULL && g_file_equal (self->file, file)) ||
         (self->autosave != NULL && g_file_equal (self->autosave, file));
}

/* Reads @file on a worker thread and then makes it the game on the board;
 * any file being read before is abandoned. */
static void
start_open (HdWindow *self, GFile *file, OpenMode mode)
{
  g_autoptr(GTask) task = NULL;
  OpenJob *job;

  if (mode != OPEN_COPY && !is_ours (self, file) && hd_file_is_locked (file))
    {
      g_autoptr(GError) error = g_error_new (HD_FILE_ERROR, HD_FILE_ERROR_LOCKED, "%s", _("open in another copy"));
      g_clear_error (&self->open_error);
      self->open_error = g_steal_pointer (&error);
      ask_open_copy (self, file);
      return;
    }
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  hide_loading (self);
  self->loading = g_cancellable_new ();
  job = g_new0 (OpenJob, 1);
  job->file = g_object_ref (file);
  job->mode = mode;
  job->map = g_object_ref (hd_board_view_get_map (self->board_view));
  job->name = g_file_get_basename (file);
  task = g_task_new (self, self->loading, open_done, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) open_job_free);
  show_loading (self, task);
  g_task_run_in_thread (task, open_thread);
}

/* Opens @file (a saved game or a transcript) without waiting: the window
 * shows the progress, and a dialog if the file cannot be read. */
void
hd_window_open_file_async (HdWindow *self,
                           GFile    *file)
{
  g_return_if_fail (HD_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  open_when_saved (self, file, OPEN_FILE);
}

gboolean
hd_window_is_loading (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  return self->loading != NULL;
}

/* hd_window_open_file_async(), waited for (the window keeps drawing
 * meanwhile).  FALSE with the reason when the file could not be opened
 * (HD_FILE_ERROR_LOCKED when it is open elsewhere: a dialog then offers a
 * copy; G_IO_ERROR_PENDING when the game on the board could not be saved:
 * the players are asked first); on failure nothing changes and a dialog
 * says what is wrong with the file, which is never touched. */
gboolean
hd_window_open_file (HdWindow *self,
                     GFile    *file,
                     GError  **error)
{
  GError *failed;
  gboolean asked;

  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  g_clear_error (&self->open_error);
  /* already asked, for another reason: not this file's doing */
  asked = self->unsaved_dialog != NULL;
  hd_window_open_file_async (self, file);
  while (self->loading != NULL)
    g_main_context_iteration (NULL, TRUE);
  if (!asked && self->unsaved_dialog != NULL && self->open_error == NULL)
    self->open_error = g_error_new (G_IO_ERROR, G_IO_ERROR_PENDING, "%s",
                                    _("the game on the board is not saved: the players are asked first"));
  failed = self->open_error;
  if (failed != NULL)
    {
      g_propagate_error (error, g_error_copy (failed));
      return FALSE;
    }
  return TRUE;
}

static void
action_cancel_open (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
}

/* ------------------------------------------------------------- saving */

gboolean
hd_window_save_to_file (HdWindow *self,
                        GFile    *file,
                        GError  **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *base = g_file_get_basename (file);

  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  if (!_hd_window_has_game (self))
    return TRUE;
  if (!is_ours (self, file) && hd_file_is_locked (file))
    g_set_error (&local, HD_FILE_ERROR, HD_FILE_ERROR_LOCKED,
                 _("%s is being played in another copy of the program: choose another name"), base);
  if (local == NULL)
    hd_log_save (_hd_window_get_log (self), file, &local);
  if (local != NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), base);
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe file was left as it was. The game on the board is "
                                                 "kept; try another place."), local->message);
      _hd_window_show_problem (self, heading, body);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_set_object (&self->file, file);
  _hd_window_take_locks (self);
  self->dirty = FALSE;
  _hd_window_add_to_recent (self, file);
  _hd_window_refresh_recent (self);
  /* every action is in @file now: no banner, the file's name in the title */
  _hd_window_update_save_banner (self);
  hd_window_toast (self, _("Game saved"));
  return TRUE;
}

/* A campaign's transcript; one that began from a set-up file of its own
 * names that set-up, written beside it as STEM-setup.xml. */
static char *
campaign_transcript (HdWindow *self,
                     GFile    *file,
                     GError  **error)
{
  g_autofree char *base = NULL;
  g_autofree char *setup_name = NULL;
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GFile) setup_file = NULL;
  g_autoptr(GBytes) setup = NULL;

  if (hd_campaign_game_has_default_setup (self->campaign))
    return hd_log_write_transcript (HD_LOG (self->campaign), NULL);
  base = g_file_get_basename (file);
  if (g_str_has_suffix (base, ".txt"))
    base[strlen (base) - 4] = '\0';
  setup_name = g_strdup_printf ("%s-setup.xml", base);
  parent = g_file_get_parent (file);
  setup_file = g_file_get_child (parent, setup_name);
  setup = hd_campaign_game_get_setup (self->campaign);
  if (!hd_file_replace (setup_file, g_bytes_get_data (setup, NULL), g_bytes_get_size (setup), error))
    return NULL;
  return hd_log_write_transcript (HD_LOG (self->campaign), setup_name);
}

gboolean
hd_window_export_transcript (HdWindow *self,
                             GFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = self->campaign != NULL ? campaign_transcript (self, file, &error)
                         : self->sheet != NULL ? hd_sheet_game_write_transcript_for (self->sheet,
                                                                                 hd_sheet_page_get_viewer (self->sheet_page))
                         : hd_transcript_write (self->game);

  if (text == NULL || !hd_file_replace (file, text, strlen (text), &error))
    {
      g_autofree char *base = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), base);
      _hd_window_show_problem (self, heading, error->message);
      return FALSE;
    }
  _hd_window_add_to_recent (self, file);
  _hd_window_refresh_recent (self);
  hd_window_toast (self, _("Transcript saved"));
  return TRUE;
}

/* ------------------------------------------------------- file dialogs */

static void
add_filters (GtkFileChooser *chooser,
             gboolean        transcripts_first)
{
  GtkFileFilter *games = gtk_file_filter_new ();
  GtkFileFilter *texts = gtk_file_filter_new ();
  GtkFileFilter *both = gtk_file_filter_new ();

  gtk_file_filter_set_name (games, _("Saved games"));
  gtk_file_filter_add_pattern (games, "*.hdgame");
  gtk_file_filter_add_pattern (games, "*.hdcampaign");
  gtk_file_filter_add_pattern (games, "*.hddispatch");
  gtk_file_filter_add_pattern (games, "*.hdsheet");
  gtk_file_filter_set_name (texts, _("Transcripts"));
  gtk_file_filter_add_pattern (texts, "*.txt");
  gtk_file_filter_set_name (both, _("Saved games and transcripts"));
  gtk_file_filter_add_pattern (both, "*.hdgame");
  gtk_file_filter_add_pattern (both, "*.hdcampaign");
  gtk_file_filter_add_pattern (both, "*.hddispatch");
  gtk_file_filter_add_pattern (both, "*.hdsheet");
  gtk_file_filter_add_pattern (both, "*.txt");
  gtk_file_chooser_add_filter (chooser, both);
  gtk_file_chooser_add_filter (chooser, games);
  gtk_file_chooser_add_filter (chooser, texts);
  gtk_file_chooser_set_filter (chooser, transcripts_first ? texts : both);
}

typedef struct {
  GFile    *file;
  OpenMode  mode;
} OpenRequest;

static void
open_request_free (gpointer data)
{
  OpenRequest *r = data;
  g_object_unref (r->file);
  g_free (r);
}

static void
open_then (HdWindow *self, gpointer data)
{
  OpenRequest *r = data;
  start_open (self, r->file, r->mode);
}

/* Opens @file in @mode once the game on the board is safe to replace. */
static void
open_when_saved (HdWindow *self, GFile *file, OpenMode mode)
{
  OpenRequest *r = g_new0 (OpenRequest, 1);

  r->file = g_object_ref (file);
  r->mode = mode;
  _hd_window_when_saved (self, HD_WINDOW_REPLACING, open_then, r, open_request_free);
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
        open_when_saved (self, file, OPEN_FILE);
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

  open_when_saved (HD_WINDOW (widget), file, OPEN_FILE);
}

/* What a save dialog answers to: the window, and what waits (or NULL). */
typedef struct {
  HdWindow *self;
  Then     *after;
} SaveWait;

static void
save_wait_free (gpointer data, GClosure *closure)
{
  SaveWait *wait = data;

  g_clear_pointer (&wait->after, then_free);
  g_free (wait);
}

/* Saved (or not) where the players chose; what waited for it (quitting,
 * another game) happens only once the game is saved.  When the save fails
 * (the folder read-only, the disk full) the players are told why
 * (hd_window_save_to_file), and what waited is cancelled as if they had
 * chosen Cancel: nothing ends, the keyboard is where it was, the banner
 * stays up. */
static void
save_game_response (GtkNativeDialog *dialog,
                    int              response,
                    SaveWait        *wait)
{
  HdWindow *self = wait->self;
  Then *after = wait->after;
  gboolean saved = FALSE;

  if (response == GTK_RESPONSE_ACCEPT && _hd_window_has_game (self))
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file != NULL)
        saved = hd_window_save_to_file (self, file, NULL);
    }
  if (after != NULL && saved)
    then_run (after);
  else if (after != NULL)
    then_cancel (after);
  g_object_unref (dialog);
}

static void
save_transcript_response (GtkNativeDialog *dialog,
                          int              response,
                          SaveWait        *wait)
{
  HdWindow *self = wait->self;

  if (response == GTK_RESPONSE_ACCEPT && _hd_window_has_game (self))
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file != NULL)
        hd_window_export_transcript (self, file);
    }
  g_object_unref (dialog);
}

char *
hd_window_get_save_name (HdWindow *self,
                         gboolean  transcript)
{
  const char *extension = transcript ? ".txt" : self->campaign != NULL ? ".hdcampaign"
                          : self->sheet != NULL ? ".hdsheet" : ".hdgame";

  g_return_val_if_fail (HD_IS_WINDOW (self) && _hd_window_has_game (self), NULL);
  if (self->campaign != NULL)
    return _hd_window_campaign_file_name (self, extension);
  if (self->sheet != NULL)
    return _hd_window_sheet_file_name (self, extension);
  return hd_file_name_suggest (hd_scenario_builtin_get_label (hd_game_get_scenario_id (self->game)),
                               hd_state_get_turn (hd_game_get_state (self->game)), extension);
}

/* The file chooser to save the game (or its transcript) in; @after, if
 * not NULL, is taken: it happens once the game is saved. */
static void
show_save_dialog (HdWindow *self,
                  gboolean  transcript,
                  Then     *after)
{
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (transcript ? _("Save the Transcript") : _("Save the Game"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  g_autofree char *name = hd_window_get_save_name (self, transcript);
  SaveWait *wait;

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  wait = g_new0 (SaveWait, 1);
  wait->self = self;
  wait->after = after;   /* freed with the dialog, once answered */
  g_signal_connect_data (dialog, "response", transcript ? G_CALLBACK (save_transcript_response)
                                                        : G_CALLBACK (save_game_response),
                         wait, save_wait_free, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
action_save (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (!_hd_window_has_game (self))
    return;
  if (g_str_equal (name, "win.save") && self->file != NULL)
    hd_window_save_to_file (self, self->file, NULL);
  else
    show_save_dialog (self, g_str_equal (name, "win.export-transcript"), NULL);
}

/* ------------------------------------------- the unfinished games */

static void
list_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  g_autofree char *folder = hd_window_get_games_folder ();
  GPtrArray *games;

  hd_file_remove_leftovers (folder, HD_FILE_LEFTOVER_AGE_SECONDS);
  games = hd_games_folder_read (data, folder, cancellable);
  /* campaigns, which the folder reads as damaged games, said as such;
   * then the finished games go, and those not begun but the newest */
  for (guint i = 0; i < games->len; i++)
    {
      _hd_window_campaign_read_saved (data, g_ptr_array_index (games, i));
      _hd_window_sheet_read_saved (g_ptr_array_index (games, i));
    }
  hd_games_folder_keep_unfinished (games);
  g_task_return_pointer (task, games, (GDestroyNotify) g_ptr_array_unref);
}

static void
resume_response (AdwMessageDialog *dialog,
                 const char       *response,
                 HdWindow         *self)
{
  g_autoptr(GFile) file = g_steal_pointer (&self->resume_file);

  if (g_str_equal (response, "continue") && file != NULL)
    open_when_saved (self, file, OPEN_CONTINUE);
  else if (g_str_equal (response, "new"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
  self->resume_dialog = NULL;
}

/* The newest unfinished game not being played elsewhere, if it can be
 * read, is offered back: one set up and left before its first action
 * too. */
static void
offer (HdWindow *self, const HdSavedGame *game)
{
  g_autofree char *date = hd_calendar_format (game->turn);
  g_autofree char *body = NULL;

  if (game->title != NULL && g_str_has_suffix (g_file_peek_path (game->file), ".hdsheet"))
    /* TRANSLATORS: a game without a board left unfinished: %1$s its name, %2$s where it stands */
    body = g_strdup_printf (_("A game of %1$s was left unfinished: %2$s. Every action taken was saved."), game->title,
                            game->summary);
  else if (game->title != NULL && game->n_actions == 0)
    body = g_strdup (_("A Campaign Game was set up and left before its first action. Its set-up was saved."));
  else if (game->title != NULL)
    /* TRANSLATORS: a campaign left unfinished; %s says where it stands and when it was last played */
    body = g_strdup_printf (_("A Campaign Game was left unfinished. %s Every action taken was saved."), game->summary);
  else if (game->n_actions == 0)
    /* TRANSLATORS: %s is a scenario, e.g. "The 1862 Scenario" */
    body = g_strdup_printf (_("A game of %s was set up and left before its first action. Its scenario and options "
                              "were saved."), hd_scenario_builtin_get_label (game->scenario_id));
  else
    /* TRANSLATORS: e.g. "A game of The 1862 Scenario was left unfinished at 05/1862, in the Union Player Turn." */
    body = g_strdup_printf (game->player == HD_SIDE_UNION
                              ? _("A game of %s was left unfinished at %s, in the Union Player Turn. Every action "
                                  "taken was saved.")
                              : _("A game of %s was left unfinished at %s, in the Confederate Player Turn. Every "
                                  "action taken was saved."),
                            hd_scenario_builtin_get_label (game->scenario_id), date);
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
  g_set_object (&self->resume_file, game->file);
  g_signal_connect (self->resume_dialog, "response", G_CALLBACK (resume_response), self);
  gtk_window_present (GTK_WINDOW (self->resume_dialog));
}

static void
list_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  HdWindow *self = HD_WINDOW (source);
  gboolean offer_newest = GPOINTER_TO_INT (data);
  g_autoptr(GPtrArray) games = g_task_propagate_pointer (G_TASK (result), NULL);

  if (games == NULL)
    return;   /* cancelled: the window is going */
  g_clear_object (&self->listing);
  hd_games_list_set_games (hd_status_panel_get_games_list (self->status_panel), games);
  if (offer_newest && !_hd_window_has_game (self) && self->resume_dialog == NULL)
    {
      /* the newest game not being played in another copy of the program */
      guint i = 0;

      while (i < games->len && ((const HdSavedGame *) g_ptr_array_index (games, i))->locked)
        i++;
      if (i < games->len && ((const HdSavedGame *) g_ptr_array_index (games, i))->problem == NULL)
        offer (self, g_ptr_array_index (games, i));
    }
}

/* Reads the games folder on a worker thread (cleaning up what interrupted
 * saves left) and shows its unfinished games on the start page; with
 * @offer, the newest is then offered back. */
void
hd_window_refresh_saved_games (HdWindow *self,
                               gboolean  offer_newest)
{
  g_autoptr(GTask) task = NULL;

  if (self->listing != NULL)
    g_cancellable_cancel (self->listing);
  g_clear_object (&self->listing);
  self->listing = g_cancellable_new ();
  hd_games_list_set_loading (hd_status_panel_get_games_list (self->status_panel));
  task = g_task_new (self, self->listing, list_done, GINT_TO_POINTER (offer_newest));
  g_task_set_task_data (task, g_object_ref (hd_board_view_get_map (self->board_view)), g_object_unref);
  g_task_run_in_thread (task, list_thread);
}

/* At start-up: the unfinished games on the start page, the newest offered. */
void
hd_window_offer_unfinished_game (HdWindow *self)
{
  g_return_if_fail (HD_IS_WINDOW (self));
  hd_window_refresh_saved_games (self, TRUE);
}

GtkWidget *
hd_window_get_resume_dialog (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->resume_dialog;
}

GtkWidget *
hd_window_get_copy_dialog (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->copy_dialog;
}

/* win.continue-game (s): goes on with the game saved at that path. */
static void
action_continue_game (GtkWidget  *widget,
                      const char *name,
                      GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (param, NULL));

  open_when_saved (HD_WINDOW (widget), file, OPEN_CONTINUE);
}

/* win.trash-game (s): moves the game saved at that path to the trash. */
static void
action_trash_game (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (param, NULL));
  g_autofree char *base = g_file_get_basename (file);
  g_autoptr(GError) error = NULL;

  if (is_ours (self, file) || hd_file_is_locked (file))
    g_set_error (&error, HD_FILE_ERROR, HD_FILE_ERROR_LOCKED, _("%s is being played"), base);
  if (error != NULL || !g_file_trash (file, NULL, &error))
    {
      /* TRANSLATORS: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could Not Move “%s” to the Trash"), base);
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe game is still there."), error->message);
      _hd_window_show_problem (self, heading, body);
      return;
    }
  {
    /* TRANSLATORS: %s is a file name */
    g_autofree char *text = g_strdup_printf (_("“%s” moved to the trash"), base);
    hd_window_toast (self, text);
  }
  hd_window_refresh_saved_games (self, FALSE);
}

/* ----------------------------------------------------------- the class */

void
_hd_window_files_dispose (HdWindow *self)
{
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  if (self->listing != NULL)
    g_cancellable_cancel (self->listing);
  g_clear_handle_id (&self->load_timer, g_source_remove);
  g_clear_object (&self->loading);
  g_clear_object (&self->listing);
  g_clear_error (&self->open_error);
  g_clear_object (&self->copy_file);
  g_clear_object (&self->resume_file);
  self->unsaved_dialog = NULL;   /* destroyed with the window */
  g_clear_pointer (&self->autosave_lock, hd_file_unlock);
  g_clear_pointer (&self->file_lock, hd_file_unlock);
}

void
_hd_window_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, HdWindow, save_banner);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, save_banner_label);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, load_banner);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, load_label);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, load_progress);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, action_open);
  gtk_widget_class_install_action (widget_class, "win.open-transcript", NULL, action_open);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", action_open_recent);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "win.export-transcript", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "win.retry-save", NULL, action_retry_save);
  gtk_widget_class_install_action (widget_class, "win.cancel-open", NULL, action_cancel_open);
  gtk_widget_class_install_action (widget_class, "win.continue-game", "s", action_continue_game);
  gtk_widget_class_install_action (widget_class, "win.trash-game", "s", action_trash_game);
}
