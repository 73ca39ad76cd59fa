/* SPDX-License-Identifier: GPL-3.0-or-later */
/* window-util.h: what the window tests share (test-window-*.c,
 * test-layout.c, the Campaign Game's test-campaign-window.c): the
 * program's one window, waiting for what a step needs (never a fixed time
 * but where time is the test), finding widgets, pictures for people to
 * look at, resizing, and A House Divided's game in the window.  The names
 * are the ones the window tests always used. */
#pragma once

#include <adwaita.h>

#include "hd-application.h"
#include "hd-board-view.h"
#include "hd-lesson-card.h"
#include "hd-new-game-dialog.h"
#include "hd-status-panel.h"
#include "hd-window-private.h"
#include "a11y-util.h"

G_BEGIN_DECLS

extern HdApplication *app;
extern HdWindow      *window;
extern HdBoardView   *board;

/* gtk_test_init(), the environment's locale and the build's catalogues,
 * then the application and its window (window_util_start): first thing
 * in a test-window-*.c program's main(). */
void window_util_init  (int    *argc,
                        char ***argv);
/* The application registered and activated, its window and board in
 * the globals above; after gtk_test_init() or gtk_init(). */
void window_util_start (void);
/* GTK's critical that the accessibility registry did not answer made
 * not fatal (the desktop's daemon, not the program); window_util_start()
 * does it, a program that makes its windows itself calls it. */
void window_util_tolerate_registry (void);
/* g_test_run(), then the window and the application let go: its result. */
int  window_util_run   (void);

typedef struct {
  int width, height;
} Size;

gboolean wait_until (gboolean (*done) (gpointer), gpointer data, double seconds);
void wait_for (gboolean (*done) (gpointer), gpointer data, double seconds, const char *what);
void settle (double seconds);
gboolean no_toasts (gpointer data);
gboolean board_is_still (gpointer data);
gboolean board_is_sharp (gpointer data);
gboolean widget_is_mapped (gpointer data);
void run_pending (void);
gboolean two_frames (gpointer data);
gboolean revealers_settled (gpointer data);
gboolean wait_drawn_until (GtkWidget *widget, double seconds);
void wait_drawn (GtkWidget *widget, const char *what);
gboolean is_true (gpointer data);
void activate_clicked (GtkWidget *button, const char *what);
gboolean no_toast_shown (gpointer data);
void clear_toasts (const char *what);
void wait_board_drawn (const char *what);
GtkWidget *find_toplevel (GType type);
gboolean toplevel_shown (gpointer data);
GtkWidget *wait_toplevel (GType type, const char *what);
gboolean toplevel_gone (gpointer data);
void save_screenshot (GtkWidget *widget, const char *name);
/* The whole window, its toasts gone first. */
void save_window_picture (const char *name);
/* The whole window, the board seen at @zoom around the box @box_id (its
 * centre moved by @dx, @dy) and sharp, no box focused. */
void save_board_picture (const char *box_id, double zoom, double dx, double dy, const char *name);
GdkTexture *render_widget (GtkWidget *widget, gboolean required);
void save_screenshot_full (GtkWidget *widget, const char *name, gboolean required);
void collect_labels (GtkWidget *widget, GString *out);
GtkWidget *find_descendant (GtkWidget *widget, GType type);
GtkWidget *find_button (GtkWidget *widget, const char *label);
GtkWidget *find_label_full (GtkWidget *widget, const char *text, gboolean part);
GtkWidget *find_label (GtkWidget *widget, const char *text);
const char *tr (const char *msgid);
gboolean window_has_size (gpointer data);
gboolean panel_settled (gpointer data);
void resize_window (int width, int height);
/* The deepest shown widget under @widget at least @min wide (what makes
 * a panel too wide), and what it holds with their least widths, in the
 * test's log. */
GtkWidget *widest (GtkWidget *widget, int min);
void describe_widths (GtkWidget *widget);
/* A new campaign from the July 1861 set-up, as a person starts one: the
 * window's Campaign Game, then Start; shown in the side panel. */
void start_campaign (void);
/* A campaign is the window's game, its page shown (a wait_for test). */
gboolean campaign_shown (gpointer data);

/* The start page's list of unfinished games holds a game whose title is
 * @data (a string, as shown: translated) (a wait_for test). */
gboolean games_list_shows (gpointer data);

/* A House Divided in the window (the test-window-*.c programs). */
/* The lesson card's run is at step @data (GUINT_TO_POINTER), or has its
 * step done (wait_for tests). */
gboolean lesson_step_is (gpointer data);
gboolean lesson_step_done (gpointer data);
/* Waits until @game holds another number of actions than @n. */
void wait_acted (HdGame *game, guint n, const char *what);
/* The box the keyboard is on, or NULL. */
const HdBox *focused_box (void);
GtkWidget *find_label_containing (GtkWidget *widget, const char *text);
/* A drop-down under @widget of @n_items items. */
GtkDropDown *find_drop_down (GtkWidget *widget, guint n_items);
HdStatusPanel *status_panel (HdWindow *w);
/* Fails unless the side panel's text holds @what. */
void assert_panel_says (const char *what);
/* A label under @widget whose markup links to @uri (shown, or any). */
GtkLabel *find_link_in (GtkWidget *widget, const char *uri, gboolean mapped);
GtkLabel *find_link (GtkWidget *widget, const char *uri);
/* A game of @scenario with @options in the window, its board emptied
 * (when @clear) and set with the transcript lines @lines. */
HdGame *start_game_with (const char *scenario, const char **options, gboolean clear, const char * const *lines,
                         guint n);
/* Whether the battle panel @data knows its odds (a wait_for test). */
gboolean odds_known (gpointer data);
/* The transcript's @line applied to @game; it must be accepted. */
void apply_line (HdGame *game, const char *line);
/* The toast @data is no longer the window's (a wait_for test). */
gboolean toast_gone (gpointer data);
HdLessonCard *lesson_card (void);
/* Fails unless the lesson card says @what. */
void assert_card_says (const char *what);
AdwActionRow *find_row (GtkWidget *widget, const char *title);
/* Every message dialog closed. */
void close_problem_dialogs (void);
/* The window @data offers an unfinished game back; it has read its game
 * (wait_for tests). */
gboolean resume_dialog_shown (gpointer data);
gboolean not_loading (gpointer data);
/* The New Game dialog, opened by its action. */
HdNewGameDialog *open_new_game (void);

G_END_DECLS
