/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window-private.h: HdWindow, one class over several files, and what
 * they share: its instance, what its tests drive, and the functions its
 * files call across (_hd_window_*): hd-window.c (the game on the board,
 * playing it, the board), hd-window-campaign.c (the Campaign Game in the
 * window), hd-window-files.c (opening on a worker thread, saving, the
 * games folder and its start page, locks, the banner that says when
 * saving fails) and hd-focus.c (where the keyboard focus goes, read from
 * the instance). */
#pragma once

#include "hd-campaign-game.h"
#include "hd-campaign-page.h"
#include "hd-sheet-game.h"
#include "hd-sheet-page.h"
#include "hd-play-panel.h"
#include "hd-file.h"
#include "hd-games-folder.h"
#include "hd-lesson-card.h"
#include "hd-status-panel.h"
#include "hd-window.h"

G_BEGIN_DECLS

struct _HdWindow
{
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  HdBoardView *board_view;
  AdwToastOverlay *toast_overlay;
  GtkGrid     *legend_grid;
  HdStatusPanel *status_panel;
  GtkStack    *panel_stack;  /* the flap: the status panel, or the campaign's */
  HdCampaignPage *campaign_page;
  HdSheetPage *sheet_page;   /* a game without a board: the page in the place of the board (curtain_stack) */
  HdPlayPanel *play_panel;   /* the side panel of the game shown (one of the two above), or NULL */
  GtkRevealer *edit_banner;
  GtkRevealer *threat_banner; /* what the threat overlay's colours mean */
  GtkLabel    *threat_label;
  GtkRevealer *supply_banner;  /* what the supply overlay shows */
  HdLessonCard *lesson_card; /* the status panel's (hd_status_panel_get_lesson_card) */
  AdwFlap     *flap;       /* the status panel beside the board, or over it when narrow */
  GtkWidget   *panel_button; /* shows and hides the panel while narrow (F9) */
  GtkWidget   *menu_button;
  GtkWidget   *zoom_buttons; /* the header bar's secondary buttons, */
  GtkWidget   *undo_buttons; /* in the main menu while narrow */
  GtkWidget   *legend_button;
  GtkWidget   *edit_button;
  GtkWidget   *threats_button;
  GMenu       *primary_menu;
  GMenu       *narrow_section; /* their menu items */
  gboolean     narrow;     /* the window is narrower than HD_WINDOW_WIDE_WIDTH */
  gboolean     focus_panel; /* the panel, shown over the board, takes the focus once out */
  GtkRevealer *save_banner;   /* shown while automatic saves fail */
  GtkLabel    *save_banner_label;
  GtkRevealer *load_banner;   /* shown while a file is read */
  GtkLabel    *load_label;
  GtkProgressBar *load_progress;
  GMenu       *recent_menu;
  GSettings   *settings;

  HdGame      *game;
  gulong       game_changed_id;
  HdCampaignGame *campaign; /* a Campaign Game instead of @game, or NULL */
  HdSheetGame *sheet;       /* a game without a board instead of @game, or NULL */
  gulong       sheet_changed_id;
  HdCampaignViewer *viewer; /* who looks at it: the umpire or a president (Campaign 2.1) */
  HdCampaignViewer *next_viewer; /* the seat asked for, behind the curtain until it takes the screen */
  GtkStack    *curtain_stack; /* "play", or "curtain" between two seats */
  AdwStatusPage *curtain;
  GtkWidget   *curtain_button;
  GtkEditable *curtain_pin;  /* the coming seat's PIN, shown when it has one; or Lincoln's */
  GtkEditable *curtain_pin2; /* without an umpire: Davis's, when both PINs are asked */
  GPtrArray   *seat_windows; /* HdCampaignSeatWindow (not held) open on @campaign */
  gint64       last_input;   /* monotonic time of the last key, click or pointer move */
  guint        idle_timer;   /* checks whether a president's screen was left idle */
  guint        curtain_idle; /* seconds idle before his curtain falls (0: never) */
  gulong       campaign_changed_id;
  GtkWidget   *campaign_dialog; /* "New Campaign Game": asked, or NULL */
  GBytes      *pending_orders; /* orders an import left waiting (hd-window-dispatch.c), or NULL */
  GtkWidget   *share_dialog; /* "Share Seats on This Network" (hd-window-share.c), or NULL */
  guint        pending_from;   /* the first of them */
  GtkWidget   *orders_dialog;  /* the import's report, while shown */
  GFile       *file;       /* where the players saved it; NULL if never */
  GFile       *autosave;   /* the automatic copy in the data folder */
  HdFileLock  *file_lock;  /* @file and @autosave, held while played here */
  HdFileLock  *autosave_lock;
  gboolean     dirty;      /* changed since last saved to @file */
  gboolean     editing;
  gboolean     threats;    /* the threat overlay is shown */
  gboolean     supply;     /* the supply overlay is shown (Advanced 2.0) */
  HdLessonRun *lesson_run; /* the lesson played, or NULL */
  gulong       lesson_changed_id;
  gboolean     over;       /* the game is over (announced once) */
  GtkWidget   *resume_dialog;
  GtkWidget   *copy_dialog; /* "open a copy?" for a game open elsewhere */
  GPtrArray   *toasts;     /* shown or waiting their turn, not dismissed yet
                            * (the overlay holds them); the first is shown */
  gint64       toast_shown_at; /* when the first began to be shown (monotonic) */
  AdwToast    *sticky_toast; /* the one without a timeout (a refusal with its
                              * Rule button), replaced by the next; not held */
  AdwToast    *undo_toast;   /* what the last undo or redo did, replaced at once
                              * by the next one's; not held */
  GCancellable *loading;   /* the file being read, or NULL */
  GTask       *load_task;  /* its task (not held) */
  guint        load_timer;
  GError      *open_error; /* why the last open failed, or NULL */
  GFile       *copy_file;  /* the game the copy dialog is about */
  GFile       *resume_file; /* the game the resume dialog offers */
  GCancellable *listing;   /* the games folder being read, or NULL */
  GtkWidget   *unsaved_dialog; /* "the game is not saved": asked, or NULL */
  gboolean     let_go;     /* the players chose to let the unsaved actions
                            * of the game on the board go (until it changes) */
  gboolean     closing;    /* the players may lose nothing more: close */
  guint        focus_idle; /* hd-focus: the focus placed after an action */
};

/* Below this width (pixels) the side panel no longer fits beside the
 * board: it folds over the board and a header-bar button (F9) shows it,
 * and the header bar's secondary buttons go into the main menu. */
#define HD_WINDOW_WIDE_WIDTH 1000
/* The side panel's one width, in every segment (hd-window.ui): less
 * than the narrowest window's 360 pixels, so a strip of the board shows
 * beside it even there (a click on it folds the panel away). */
#define HD_WINDOW_PANEL_WIDTH 340
/* A president's screen left alone this long (seconds) is covered by the
 * curtain (issue 35, item 9). */
#define HD_WINDOW_CURTAIN_IDLE 300

/* ------------------------------------------------ for the window's tests
 * What they drive and look at; the window's files use some of them too. */
guint        hd_window_get_n_toasts      (HdWindow    *self);
void         hd_window_dismiss_toasts    (HdWindow    *self);
void         hd_window_toast             (HdWindow    *self,
                                          const char  *text);
GFile       *hd_window_get_autosave_file (HdWindow    *self);
gboolean     hd_window_is_save_banner_shown (HdWindow *self);
GtkWidget   *hd_window_get_resume_dialog (HdWindow    *self);
GtkWidget   *hd_window_get_copy_dialog (HdWindow      *self);
GtkWidget   *hd_window_get_unsaved_dialog (HdWindow   *self);
const char  *hd_window_get_help_page  (HdWindow       *self);
gboolean     hd_window_open_file      (HdWindow       *self,
                                       GFile          *file,
                                       GError        **error);
gboolean     hd_window_save_to_file   (HdWindow       *self,
                                       GFile          *file,
                                       GError        **error);
/* The game's transcript written to @file (a campaign's with its set-up
 * file beside it when it began from one of its own); a failure is told. */
gboolean     hd_window_export_transcript (HdWindow    *self,
                                          GFile       *file);
/* The name Save As (or the transcript's Save) first offers for the game on
 * the board: its scenario (or the Campaign Game) and the date it has
 * reached, in words, safe on every system: "The 1862 Scenario, April
 * 1862.hdgame", "The Campaign Game, August 1861.hdcampaign". */
char        *hd_window_get_save_name  (HdWindow       *self,
                                       gboolean        transcript);
void         hd_window_refresh_saved_games (HdWindow  *self,
                                            gboolean   offer);
GtkWidget   *hd_window_get_campaign_dialog (HdWindow  *self);
/* "Share Seats on This Network", NULL until the umpire opens it. */
GtkWidget   *hd_window_get_share_dialog (HdWindow  *self);
/* Whether the curtain between two seats is down (hd-window-campaign.c). */
gboolean     hd_window_is_curtain_down (HdWindow      *self);
/* The seat windows open (HdCampaignSeatWindow, "Open a View for…"). */
GPtrArray   *hd_window_get_seat_windows (HdWindow     *self);
/* How long a president's screen may stay idle before the curtain falls
 * over it (seconds; 0: never; HD_WINDOW_CURTAIN_IDLE at start). */
void         hd_window_set_curtain_idle (HdWindow     *self,
                                         guint         seconds);
void         hd_window_start_campaign_from_setup (HdWindow *self,
                                                  GFile    *file);
/* At a distance (hd-window-dispatch.c, without the file choosers): the
 * umpire writes @seat's dispatch ("union", "confederate"), a seat in
 * player mode its orders; the umpire imports orders: read first in a
 * dialog where he may hold or amend some (its "carry-out" response
 * carries them out), then their report in another (each the window's
 * hd_window_get_orders_dialog while shown, NULL once answered). */
gboolean     hd_window_write_dispatch (HdWindow       *self,
                                       const char     *seat,
                                       GFile          *file,
                                       GError        **error);
gboolean     hd_window_write_orders   (HdWindow       *self,
                                       GFile          *file,
                                       GError        **error);
gboolean     hd_window_import_orders  (HdWindow       *self,
                                       GFile          *file,
                                       GError        **error);
GtkWidget   *hd_window_get_orders_dialog (HdWindow    *self);

/* ------------------------------------------------ HdWindow's own
 * One class over the files that include this header, calling each other
 * (the one include circle of the application, on purpose): nothing else
 * calls these. */

/* hd-window.c */
void     _hd_window_show_problem     (HdWindow   *self,
                                      const char *heading,
                                      const char *body);
void     _hd_window_set_game         (HdWindow   *self,
                                      HdGame     *game,
                                      GFile      *file,
                                      GFile      *autosave);
void     _hd_window_update_title     (HdWindow   *self);
/* Every action of the window enabled or not, as the game now allows. */
void     _hd_window_update_actions   (HdWindow   *self);
/* Makes @campaign the window's game, as _hd_window_set_game() does. */
void     _hd_window_set_campaign     (HdWindow       *self,
                                      HdCampaignGame *campaign,
                                      GFile          *file,
                                      GFile          *autosave);
/* Whether the window holds a game of any kind; the game it holds (NULL:
 * none). */
gboolean _hd_window_has_game         (HdWindow   *self);
HdLog   *_hd_window_get_log          (HdWindow   *self);
/* The game (a campaign, a game without a board) changed: not as saved,
 * the actions updated, the focus placed. */
void     _hd_window_log_changed      (HdWindow   *self);
void     _hd_window_viewer_changed   (HdWindow   *self);
/* hd-window-sheet.c: the games without a board (issue 37): their
 * action (win.new-sheet-game), the page shown in the board's place, the
 * game made the window's as _hd_window_set_game() does, the page's
 * refusals told. */
void     _hd_window_sheet_class_init (GtkWidgetClass *widget_class);
void     _hd_window_sheet_init       (HdWindow   *self);
void     _hd_window_sheet_show       (HdWindow    *self,
                                      HdSheetGame *sheet);
void     _hd_window_set_sheet        (HdWindow    *self,
                                      HdSheetGame *sheet,
                                      GFile       *file,
                                      GFile       *autosave);
char    *_hd_window_sheet_file_name  (HdWindow    *self,
                                      const char  *extension);
/* In a worker thread: if @saved (of the games folder) is a game without
 * a board, says what it is. */
void     _hd_window_sheet_read_saved (HdSavedGame *saved);
/* The subtitle's words for the game without a board: its turn ("05/1861"). */
char    *_hd_window_sheet_get_label  (HdWindow    *self);
/* The header bar's buttons shown as the game and the width allow. */
void     _hd_window_update_header    (HdWindow    *self);

/* hd-window-campaign.c */
void     _hd_window_campaign_class_init (GtkWidgetClass *widget_class);
void     _hd_window_campaign_init    (HdWindow   *self);
/* Shows @campaign (or none) on the board and in the campaign page. */
void     _hd_window_campaign_show    (HdWindow       *self,
                                      HdCampaignGame *campaign);
/* In a worker thread: if @saved (of the games folder) is a campaign, says
 * what it is (its title and summary, whether the war is over, how many
 * actions were taken). */
void     _hd_window_campaign_read_saved (HdMap       *map,
                                         HdSavedGame *saved);
/* The subtitle's name for the seat looking ("Umpire", "President
 * Lincoln"). */
const char *_hd_window_campaign_get_label (HdWindow *self);
/* The seat whose screen it is, as the "seat" property says it: "umpire",
 * "union" or "confederate"; setting another lowers the curtain, which
 * win.take-seat lifts for the new seat. */
const char *_hd_window_campaign_get_seat  (HdWindow   *self);
void        _hd_window_campaign_set_seat  (HdWindow   *self,
                                           const char *seat);
/* The seat's actions enabled (called by the window's update). */
void        _hd_window_campaign_update_actions (HdWindow *self);
/* Whether the log's words (undo's tooltips) are hidden from the screen:
 * the curtain is down, or a president has it. */
gboolean    _hd_window_campaign_hides_log (HdWindow *self);
/* hd-window-dispatch.c: whether the campaign shown is a dispatch,
 * played in player mode by its seat alone; its actions, installed and
 * enabled; the orders waiting forgotten (another campaign shown). */
gboolean    _hd_window_is_player_mode  (HdWindow *self);
void        _hd_window_dispatch_class_init (GtkWidgetClass *widget_class);
void        _hd_window_dispatch_update_actions (HdWindow *self);
void        _hd_window_dispatch_forget (HdWindow *self);
/* hd-window-share.c: the seats on phones (issue 36): its action,
 * installed and enabled; the dialog and its server done away with (the
 * campaign closed). */
void        _hd_window_share_class_init (GtkWidgetClass *widget_class);
void        _hd_window_share_update_actions (HdWindow *self);
void        _hd_window_share_forget (HdWindow *self);
/* The seat windows closed (the window's dispose). */
void        _hd_window_campaign_dispose (HdWindow *self);
/* The name the campaign's file is first offered under. */
char       *_hd_window_campaign_file_name (HdWindow   *self,
                                           const char *extension);

/* hd-window-files.c */
typedef void (*HdWindowThen) (HdWindow *self,
                              gpointer  data);

/* What is about to happen to the game on the board. */
typedef enum {
  HD_WINDOW_REPLACING,   /* another game (or a lesson) takes its place */
  HD_WINDOW_QUITTING,    /* the window closes (the program quits) */
} HdWindowEnding;

void     _hd_window_files_class_init (GtkWidgetClass *widget_class);
void     _hd_window_files_dispose    (HdWindow   *self);
void     _hd_window_refresh_recent   (HdWindow   *self);
void     _hd_window_add_to_recent    (HdWindow   *self,
                                      GFile      *file);
/* A new automatic save of the games folder: "KIND-STAMP.hdKIND" (@kind:
 * "game", "campaign", "sheet"). */
GFile   *_hd_window_new_autosave_file (const char *kind);
void     _hd_window_take_locks       (HdWindow   *self);
void     _hd_window_update_save_banner (HdWindow *self);
const GError *_hd_window_get_unsaved_error (HdWindow *self);
gboolean _hd_window_is_saved         (HdWindow   *self);
void     _hd_window_ask_unsaved      (HdWindow      *self,
                                      HdWindowEnding ending,
                                      HdWindowThen   then,
                                      gpointer       data,
                                      GDestroyNotify destroy);
void     _hd_window_when_saved       (HdWindow      *self,
                                      HdWindowEnding ending,
                                      HdWindowThen   then,
                                      gpointer       data,
                                      GDestroyNotify destroy);

G_END_DECLS
