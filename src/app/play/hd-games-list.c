/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-games-list.c: the unfinished games of the games folder, as the start
 * page shows them (HdSavedGame, from the engine): the scenario, the date
 * and Player Turn reached, when it was last played (or set up, for a game
 * not begun); a damaged game with the reason; each with Continue and Move
 * to Trash (the window's actions win.continue-game and win.trash-game,
 * with the file's path). */
#define G_LOG_DOMAIN "hd-games-list"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "hd-calendar.h"
#include "hd-games-folder.h"
#include "hd-games-list.h"
#include "hd-scenario.h"

struct _HdGamesList
{
  GtkWidget   parent_instance;

  GtkWidget  *box;
  GtkLabel   *status;
  GtkListBox *list;
  guint       n_games;
};

G_DEFINE_FINAL_TYPE (HdGamesList, hd_games_list, GTK_TYPE_WIDGET)

static char *
describe (const HdSavedGame *game)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (game->modified);
  g_autofree char *played = when ? g_date_time_format (when, "%x %X") : g_strdup ("?");
  g_autofree char *date = NULL;
  g_autofree char *text = NULL;

  if (game->summary != NULL)
    text = g_strdup (game->summary);
  else if (game->problem != NULL)
    /* TRANSLATORS: a saved game that cannot be read; %s says why */
    text = g_strdup_printf (_("Damaged: %s"), game->problem);
  else if (game->n_actions == 0)
    {
      date = hd_calendar_format (game->turn);
      /* TRANSLATORS: a game set up and left before its first action: "04/1862. Not begun yet: set up 11/30/26
       * 09:45:00" */
      text = g_strdup_printf (_("%s. Not begun yet: set up %s"), date, played);
    }
  else
    {
      date = hd_calendar_format (game->turn);
      /* TRANSLATORS: "05/1862, Union Player Turn, Combat Segment. Last played 11/30/26 09:45:00" */
      text = g_strdup_printf (game->player == HD_SIDE_UNION ? _("%s, Union Player Turn, %s Segment. Last played %s")
                                                            : _("%s, Confederate Player Turn, %s Segment. Last played %s"),
                              date, hd_segment_get_label (game->segment), played);
    }
  if (game->locked)
    return g_strdup_printf (_("%s. Open in another copy of the program."), text);
  return g_steal_pointer (&text);
}

static GtkWidget *
button_new (const char *label,
            const char *icon,
            const char *action,
            const char *path,
            const char *title)
{
  GtkWidget *button = icon != NULL ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_mnemonic (label);
  /* TRANSLATORS: accessible name of a row's button: "Continue: The 1862 Scenario" */
  g_autofree char *name = g_strdup_printf (_("%s: %s"), label, title);

  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", path);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (icon != NULL)
    {
      gtk_widget_set_tooltip_text (button, label);
      gtk_widget_add_css_class (button, "flat");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return button;
}

static GtkWidget *
row_new (const HdSavedGame *game)
{
  GtkWidget *row = adw_action_row_new ();
  const char *path = g_file_peek_path (game->file);
  g_autofree char *base = g_file_get_basename (game->file);
  g_autofree char *subtitle = describe (game);
  const char *title = game->title != NULL ? game->title
                      : game->problem != NULL ? base : hd_scenario_builtin_get_label (game->scenario_id);

  /* a file's name is the player's: "Smith & Jones.hdgame" is not markup */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* the whole subtitle, the date last played at its end, in any
   * language and width: never cut with an ellipsis */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  if (game->problem == NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               button_new (_("_Continue"), NULL, "win.continue-game", path, title));
  if (!game->locked)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               button_new (_("Move to Trash"), "user-trash-symbolic", "win.trash-game", path, title));
  return row;
}

/* While the folder is being read. */
void
hd_games_list_set_loading (HdGamesList *self)
{
  g_return_if_fail (HD_IS_GAMES_LIST (self));
  gtk_label_set_text (self->status, _("Looking for games left unfinished…"));
}

/* Shows @games (HdSavedGame, newest first).  Keyboard focus inside the
 * list stays at the same place (the row that took the removed one's). */
void
hd_games_list_set_games (HdGamesList *self,
                         GPtrArray   *games)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int focused_row = -1;
  GtkListBoxRow *row;

  g_return_if_fail (HD_IS_GAMES_LIST (self));
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list)))
    {
      GtkWidget *r = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW);
      focused_row = r ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (r)) : 0;
    }
  while ((row = gtk_list_box_get_row_at_index (self->list, 0)) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
  self->n_games = games != NULL ? games->len : 0;
  for (guint i = 0; i < self->n_games; i++)
    gtk_list_box_append (self->list, row_new (g_ptr_array_index (games, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->list), self->n_games > 0);
  gtk_label_set_text (self->status, self->n_games > 0 ? _("Every action of these games was saved.")
                                                      : _("No game was left unfinished."));
  if (focused_row >= 0 && self->n_games > 0)
    {
      row = gtk_list_box_get_row_at_index (self->list, MIN ((guint) focused_row, self->n_games - 1));
      gtk_widget_child_focus (GTK_WIDGET (row), GTK_DIR_TAB_FORWARD);
    }
}

guint
hd_games_list_get_n_games (HdGamesList *self)
{
  g_return_val_if_fail (HD_IS_GAMES_LIST (self), 0);
  return self->n_games;
}

static void
hd_games_list_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_GAMES_LIST);
  G_OBJECT_CLASS (hd_games_list_parent_class)->dispose (object);
}

static void
hd_games_list_class_init (HdGamesListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_games_list_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a container: what it holds speaks, it says nothing itself (not its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-games-list.ui");
  gtk_widget_class_bind_template_child (widget_class, HdGamesList, box);
  gtk_widget_class_bind_template_child (widget_class, HdGamesList, status);
  gtk_widget_class_bind_template_child (widget_class, HdGamesList, list);
}

static void
hd_games_list_init (HdGamesList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hd_games_list_set_games (self, NULL);
}
