/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window-sheet.c: the main window's games without a board (issue 37):
 * starting one (win.new-sheet-game, from the New Game dialog, with the
 * owner's tables read from the user's folder), showing it (its page in
 * the board's place, the board's own buttons hidden), the page's
 * refusals as toasts, and what the list of unfinished games says of one.
 * Files, undo and redo go the window's one way, through its log. */
#define G_LOG_DOMAIN "hd-window-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-file.h"
#include "hd-file-name.h"
#include "hd-window-private.h"

void
_hd_window_sheet_show (HdWindow    *self,
                       HdSheetGame *sheet)
{
  if (self->sheet != NULL)
    {
      g_clear_signal_handler (&self->sheet_changed_id, self->sheet);
      hd_log_set_autosave (HD_LOG (self->sheet), NULL);
    }
  g_set_object (&self->sheet, sheet);
  hd_play_panel_set_log (HD_PLAY_PANEL (self->sheet_page), sheet != NULL ? HD_LOG (sheet) : NULL, NULL, NULL);
  if (sheet != NULL)
    self->play_panel = HD_PLAY_PANEL (self->sheet_page);
  else if (self->play_panel == HD_PLAY_PANEL (self->sheet_page))
    self->play_panel = NULL;
  gtk_stack_set_visible_child_name (self->curtain_stack, sheet != NULL ? "sheet" : "play");
  _hd_window_update_header (self);
  adw_window_title_set_title (self->window_title, sheet != NULL ? _(hd_sheet_game_get_rules (sheet)->name)
                                                                : _("A House Divided"));
}

char *
_hd_window_sheet_get_label (HdWindow *self)
{
  return hd_sheet_game_get_rules (self->sheet)->turn_label (hd_sheet_game_get_sheet (self->sheet)->turn);
}

/* "Civil War (the pawns game), 05-1861.hdsheet". */
char *
_hd_window_sheet_file_name (HdWindow   *self,
                            const char *extension)
{
  const HdSheetRules *rules = hd_sheet_game_get_rules (self->sheet);
  g_autofree char *turn = rules->turn_label (hd_sheet_game_get_sheet (self->sheet)->turn);
  g_autofree char *words = g_strdup_printf ("%s, %s", _(rules->name), turn);

  return hd_file_name_from_words (words, extension);
}

/* --------------------------------------------------------- a new one */

static void
start_then (HdWindow *self,
            gpointer  data)
{
  const HdSheetRules *rules = hd_sheet_game_find_rules (data);
  g_autoptr(HdSheetGame) sheet = rules != NULL ? hd_sheet_game_new (rules) : NULL;

  if (sheet != NULL)
    _hd_window_set_sheet (self, sheet, NULL, NULL);
}

static void
action_new_sheet_game (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  const char *id = g_variant_get_string (param, NULL);

  if (hd_sheet_game_find_rules (id) == NULL)
    return;
  _hd_window_when_saved (HD_WINDOW (widget), HD_WINDOW_REPLACING, start_then, g_strdup (id), g_free);
}

static void
page_refused (HdSheetPage  *page,
              const GError *error,
              HdWindow     *self)
{
  hd_window_toast (self, error->message);
}

/* --------------------------------------------- the unfinished games */

void
_hd_window_sheet_read_saved (HdSavedGame *saved)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdSheetGame) sheet = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *played = NULL, *turn = NULL;
  const HdSheetRules *rules;
  const HdSheet *position;

  if (saved->problem == NULL || (bytes = hd_file_load (saved->file, HD_SHEET_GAME_MAX_BYTES, NULL)) == NULL ||
      !hd_sheet_game_is_sheet_file (bytes))
    return;
  sheet = hd_sheet_game_load (bytes, g_file_peek_path (saved->file), &error);
  g_free (saved->problem);
  saved->problem = sheet == NULL ? g_strdup (error->message) : NULL;
  saved->title = g_strdup (_("A game without a board"));
  if (sheet == NULL)
    {
      saved->summary = g_strdup_printf (_("Damaged: %s"), error->message);
      return;
    }
  rules = hd_sheet_game_get_rules (sheet);
  position = hd_sheet_game_get_sheet (sheet);
  g_free (saved->title);
  saved->title = g_strdup (_(rules->name));
  saved->over = hd_sheet_is_over (position);
  saved->n_actions = hd_log_get_n_actions (HD_LOG (sheet));
  when = g_date_time_new_from_unix_local (saved->modified);
  played = when != NULL ? g_date_time_format (when, "%x %X") : g_strdup ("?");
  turn = rules->turn_label (position->turn);
  /* TRANSLATORS: a game without a board in the list of unfinished games: %1$s its turn ("05/1861"), %2$s the step,
   * %3$s when it was last played */
  saved->summary = g_strdup_printf (_("%1$s, %2$s. Last played %3$s"), turn,
                                    _(hd_sheet_get_awaited (rules, position)->title), played);
}

void
_hd_window_sheet_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-sheet-game", "s", action_new_sheet_game);
}

/* The cover lifted or put back: undo's words follow who looks. */
static void
page_viewer_changed (HdWindow *self)
{
  _hd_window_viewer_changed (self);
}

void
_hd_window_sheet_init (HdWindow *self)
{
  g_signal_connect (self->sheet_page, "refused", G_CALLBACK (page_refused), self);
  g_signal_connect_swapped (self->sheet_page, "viewer-changed", G_CALLBACK (page_viewer_changed), self);
}
