/* SPDX-License-Identifier: GPL-3.0-or-later */
/* window-util.h: what the window tests share (test-window.c, the Campaign
 * Game's test-campaign-window.c): the program's one window, waiting for
 * what a step needs (never a fixed time but where time is the test),
 * finding widgets, pictures for people to look at, and resizing.  The
 * names are the ones test-window.c always used. */
#pragma once

#include <adwaita.h>

#include "hd-application.h"
#include "hd-board-view.h"
#include "hd-window-private.h"
#include "a11y-util.h"

G_BEGIN_DECLS

extern HdApplication *app;
extern HdWindow      *window;
extern HdBoardView   *board;

/* The application registered and activated, its window and board in
 * the globals above; after gtk_test_init(). */
void window_util_start (void);

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

G_END_DECLS
