/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-page.c: the side panel of a Campaign Game, a template
 * (hd-campaign-page.ui) updated in place after every change so that the
 * keyboard focus survives it: the Game Turn, the player and the phase
 * (Campaign 5); the guide card (hd-campaign-guide.h: what play awaits,
 * what to do and the rule); the
 * stack holding the phases' play panels, showing the one of the phase;
 * the intelligence reports the seat may read (Campaign 8: a president's
 * own, the umpire's those of the side whose turn it is); the books (a
 * president's enemy's army size and recruiting hidden); the order of
 * battle's window (HdCampaignOobDialog) and the export of the set-up.  Everything shown is asked of the game's view
 * for the page's viewer (hd-campaign-view.h), never of the position; the
 * pieces on the board are hd-campaign-pieces.c's. */
#define G_LOG_DOMAIN "hd-campaign-page"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-calendar.h"
#include "hd-campaign-battles-panel.h"
#include "hd-campaign-guide.h"
#include "hd-campaign-march-panel.h"
#include "hd-campaign-muster-panel.h"
#include "hd-campaign-oob-dialog.h"
#include "hd-campaign-page.h"
#include "hd-play-panel.h"
#include "hd-rules.h"
#include "hd-campaign-pieces.h"
#include "hd-file.h"
#include "hd-rule-links.h"

struct _HdCampaignPage
{
  GtkWidget         parent_instance;

  /* the template */
  GtkWidget        *scroller;
  GtkLabel         *title_label;
  GtkLabel         *turn_label;
  GtkLabel         *winner_label;
  GtkWidget        *guide_card;
  GtkLabel         *guide_headline;
  GtkLabel         *guide_advice;
  GtkLabel         *guide_rule;
  GtkStack         *panel_stack;
  GtkLabel         *panel_none;
  HdCampaignPanel  *panels[3];            /* marches, battles, muster (hd-campaign-panel.h) */
  GtkLabel         *intel_heading;
  GtkBox           *intel_list;            /* a label a report that found the enemy */
  GtkLabel         *intel_empty;           /* how many boxes were reported empty */
  GtkLabel         *umpire_record;         /* without an umpire: the master view's openings */
  GtkLabel         *union_books[5];        /* size, maximum, victory, recruiting, cap */
  GtkLabel         *confederate_books[5];

  HdCampaignGame   *game;
  gulong            changed_id;
  HdCampaignViewer *viewer;
  HdCampaignView   *view;        /* the game as the viewer sees it now */
  HdBoardView      *board;       /* not held: the window's */
  HdCampaignPieces *pieces;
  GtkWidget        *oob_dialog;  /* HdCampaignOobDialog, or NULL */
};

static void play_panel_init (HdPlayPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdCampaignPage, hd_campaign_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_PLAY_PANEL, play_panel_init))

enum { REFUSED, TOLD, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The stack's page of the play panel that answers what play awaits (the
 * appplay panels are added under these names): the Base Recruiting
 * Number asked at set-up is the muster panel's (Campaign 12.1), as
 * Washington's die is the marches' (4.3, rolled after the capture);
 * "none" when no panel answers it. */
static const char *
panel_for_awaited (HdCampaignAwaits awaits)
{
  switch (awaits)
    {
    case HD_CAMPAIGN_AWAITS_WASHINGTON_DIE:
    case HD_CAMPAIGN_AWAITS_MARCH_DIE:
    case HD_CAMPAIGN_AWAITS_ALLOTMENT:
    case HD_CAMPAIGN_AWAITS_MARCHES:
      return "marches";
    case HD_CAMPAIGN_AWAITS_CONTACT:
    case HD_CAMPAIGN_AWAITS_BATTLE:
    case HD_CAMPAIGN_AWAITS_PROMOTIONS:
      return "battles";
    case HD_CAMPAIGN_AWAITS_SETUP:
    case HD_CAMPAIGN_AWAITS_RECRUIT_DIE:
    case HD_CAMPAIGN_AWAITS_RAISE:
      return "muster";
    case HD_CAMPAIGN_AWAITS_NOTHING:
    case HD_CAMPAIGN_AWAITS_REORGANISATION:
    case HD_N_CAMPAIGN_AWAITS:
    default:
      return "none";
    }
}

static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    hd_rule_links_set_text (label, text);
}

char *
hd_campaign_page_describe_turn (const HdCampaignView *view)
{
  guint turn = hd_campaign_view_get_turn (view);
  HdSide player = hd_campaign_view_get_player (view);
  HdPhase phase = hd_campaign_view_get_phase (view);
  g_autofree char *date = hd_calendar_format (turn);

  if (phase == HD_PHASE_RECRUITING)
    /* TRANSLATORS: the campaign's calendar: the date (e.g. "09/1861") and the Game Turn's number */
    return g_strdup_printf (_("%1$s, Game Turn %2$u: the Recruiting Phase, both sides."), date, turn);
  if (player == HD_SIDE_UNION)
    /* TRANSLATORS: the campaign's calendar: the date, the Game Turn's number and the phase (e.g. "Movement Phase") */
    return g_strdup_printf (_("%1$s, Game Turn %2$u: the Union's Player Turn, %3$s."), date, turn,
                            hd_phase_get_label (phase));
  /* TRANSLATORS: the campaign's calendar: the date, the Game Turn's number and the phase (e.g. "Movement Phase") */
  return g_strdup_printf (_("%1$s, Game Turn %2$u: the Confederacy's Player Turn, %3$s."), date, turn,
                          hd_phase_get_label (phase));
}

static void
show_turn (HdCampaignPage *self)
{
  g_autofree char *text = hd_campaign_page_describe_turn (self->view);

  set_text (self->turn_label, text);
}

static void
show_winner (HdCampaignPage *self)
{
  HdSide winner = hd_campaign_view_get_winner (self->view);

  gtk_widget_set_visible (GTK_WIDGET (self->winner_label), winner != HD_SIDE_NEUTRAL);
  if (winner != HD_SIDE_NEUTRAL)
    set_text (self->winner_label, winner == HD_SIDE_UNION ? _("The Union has won the war.")
                                                          : _("The Confederacy has won the war."));
}

/* The guide card (hd-campaign-guide.h): what play awaits now, what to
 * do and why, and the rule to read. */
static void
show_guide (HdCampaignPage *self)
{
  g_autoptr(HdCampaignGuide) guide = hd_campaign_guide_new (self->view);

  set_text (self->guide_headline, guide->headline);
  set_text (self->guide_advice, guide->advice);
  gtk_widget_set_visible (GTK_WIDGET (self->guide_rule), guide->rule != NULL);
  if (guide->rule != NULL)
    {
      g_autofree char *number = hd_rules_get_number (guide->rule);   /* "Campaign 7", translated */
      /* TRANSLATORS: the rule of what play awaits, e.g. "The rule: Campaign 7." */
      g_autofree char *rule = g_strdup_printf (_("The rule: %s."), number);
      set_text (self->guide_rule, rule);
    }
}

/* Whether the game shown is a president's dispatch (player mode). */
static gboolean
is_dispatch (HdCampaignPage *self)
{
  return self->game != NULL && hd_campaign_game_is_player_mode (self->game);
}

/* The play panel of what play awaits, or the guide's words when none
 * answers it (the Reorganisation Phase is the order of battle's). */
static void
show_panel (HdCampaignPage *self)
{
  HdCampaignAwaited awaited = hd_campaign_view_get_awaited (self->view);
  const char *name = panel_for_awaited (awaited.kind);

  if (gtk_stack_get_child_by_name (self->panel_stack, name) == NULL)
    name = "none";
  if (!hd_campaign_view_awaits_viewer (self->view) && is_dispatch (self))
    {
      /* player mode: nothing more is his to do in this dispatch */
      name = "none";
      set_text (self->panel_none, _("Your orders for this dispatch are made. Choose Write My Orders… in the main "
                                    "menu and send the file to the umpire, who carries them out."));
    }
  else if (!hd_campaign_view_awaits_viewer (self->view))
    {
      name = "none";
      set_text (self->panel_none, _("Another seat plays now: the umpire or the other president. This seat's "
                                    "orders wait for its own Player Turn."));
    }
  else
    set_text (self->panel_none, _("Record what is done at the table in this phase in the order of battle; the umpire's editor makes every change the rules allow."));
  gtk_stack_set_visible_child_name (self->panel_stack, name);
}

/* One side's books: army size and maximum, what it needs to win, its
 * recruiting number and cap, each as the engine explains it. */
static void
show_side_books (HdCampaignPage *self,
                 HdSide          side,
                 GtkLabel      **labels)
{
  g_autofree char *size = hd_campaign_view_explain_army_size (self->view, side);
  g_autofree char *maximum = hd_campaign_view_explain_army_maximum (self->view, side);
  g_autofree char *victory = hd_campaign_view_explain_victory (self->view, side);
  g_autofree char *recruiting = hd_campaign_view_explain_adjusted_recruiting (self->view, side);
  g_autofree char *cap = hd_campaign_view_explain_recruiting_cap (self->view, side);
  gboolean known = hd_campaign_viewer_knows_side (self->viewer, side);

  /* a president knows the enemy's army maximum and cities (public), not
   * its army's size nor its recruiting */
  set_text (labels[0], known ? size : _("Army size: not known to this seat."));
  set_text (labels[1], maximum);
  set_text (labels[2], victory);
  set_text (labels[3], known ? recruiting : _("Recruiting: not known to this seat."));
  set_text (labels[4], known ? cap : _("Recruiting cap: not known to this seat."));
}

static void
show_books (HdCampaignPage *self)
{
  show_side_books (self, HD_SIDE_UNION, self->union_books);
  show_side_books (self, HD_SIDE_CONFEDERATE, self->confederate_books);
}

/* The side whose reports the page lists: a president's own; for the
 * umpire, the side whose turn it is (the reports he gives out now). */
static HdSide
reports_side (HdCampaignPage *self)
{
  if (hd_campaign_viewer_get_role (self->viewer) != HD_VIEWER_UMPIRE)
    return hd_campaign_viewer_get_side (self->viewer);
  return hd_campaign_view_get_player (self->view);
}

static void
clear_reports (HdCampaignPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->intel_list))) != NULL)
    gtk_box_remove (self->intel_list, child);
}

/* One report that found the enemy, as a label: an older one dimmed. */
static void
add_report (HdCampaignPage         *self,
            const HdCampaignReport *r)
{
  g_autofree char *text = hd_campaign_view_format_report (self->view, r);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  if (r->turn < hd_campaign_view_get_turn (self->view))
    gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (self->intel_list, label);
}

static void
show_reports (HdCampaignPage *self)
{
  HdSide side = reports_side (self);
  g_autoptr(GPtrArray) reports = hd_campaign_view_list_reports (self->view, side);
  g_autofree char *empty = NULL;
  guint n_empty = 0;

  set_text (self->intel_heading, side == HD_SIDE_UNION ? _("The Union's Intelligence")
                                                       : _("The Confederacy's Intelligence"));
  clear_reports (self);
  for (guint i = 0; i < reports->len; i++)
    {
      const HdCampaignReport *r = g_ptr_array_index (reports, i);

      if (r->present)
        add_report (self, r);
      else
        n_empty++;
    }
  if (reports->len == 0)
    empty = g_strdup (_("No reports yet: each side gets its reports at the start of its Player Turn."));
  else
    /* TRANSLATORS: under the reports that found the enemy (Campaign 8) */
    empty = g_strdup_printf (ngettext ("No enemy troops reported in %u box.", "No enemy troops reported in %u boxes.",
                                       n_empty), n_empty);
  set_text (self->intel_empty, empty);
}

/* A campaign without an umpire (issue 35, item 11): how often both
 * presidents opened the master view, and any change by hand the program
 * found in the file, for every seat to read. */
static void
show_umpire_record (HdCampaignPage *self)
{
  const GArray *openings = hd_campaign_view_get_master_openings (self->view);
  const GArray *altered = hd_campaign_view_get_file_alterations (self->view);
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  g_auto(GStrv) text = NULL;
  g_autofree char *joined = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->umpire_record), !hd_campaign_view_has_umpire (self->view));
  if (hd_campaign_view_has_umpire (self->view))
    return;
  if (openings->len == 0)
    g_strv_builder_add (lines, _("Played without an umpire: the master view has not been opened."));
  else
    {
      g_autofree char *when = hd_calendar_format (g_array_index (openings, guint, openings->len - 1));
      /* TRANSLATORS: %u how many times, %s the date of the last ("09/1861") */
      g_autofree char *line = g_strdup_printf (ngettext ("Played without an umpire: both presidents opened the "
                                                         "master view %u time, last in %s.",
                                                         "Played without an umpire: both presidents opened the "
                                                         "master view %u times, last in %s.", openings->len),
                                               openings->len, when);

      g_strv_builder_add (lines, line);
    }
  for (guint i = 0; i < altered->len; i++)
    {
      /* TRANSLATORS: %u counts the campaign's actions from 1 */
      g_autofree char *line = g_strdup_printf (_("The campaign’s file was found changed by hand from action %u on."),
                                               g_array_index (altered, guint, i));

      g_strv_builder_add (lines, line);
    }
  text = g_strv_builder_end (lines);
  joined = g_strjoinv ("\n", text);
  set_text (self->umpire_record, joined);
}

static void
update_actions (HdCampaignPage *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.show-oob", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.export-setup", self->game != NULL);
}

/* The game as it is now, everywhere on the page and on the board. */
static void
update (HdCampaignPage *self)
{
  g_clear_pointer (&self->view, hd_campaign_view_free);
  if (self->game != NULL)
    self->view = hd_campaign_game_get_view (self->game, self->viewer);
  if (self->board != NULL)
    hd_campaign_pieces_show (self->pieces, self->board, self->view);
  update_actions (self);
  if (self->oob_dialog != NULL)
    hd_campaign_oob_dialog_set_view (HD_CAMPAIGN_OOB_DIALOG (self->oob_dialog), self->view);
  if (self->view == NULL)
    return;
  show_turn (self);
  show_winner (self);
  show_guide (self);
  show_panel (self);
  show_reports (self);
  show_umpire_record (self);
  show_books (self);
}

/* A play panel's refusal is the page's, for the window to show. */
static void
panel_refused (HdCampaignPage *self,
               const GError   *error)
{
  g_signal_emit (self, signals[REFUSED], 0, error);
}

/* What a panel tells its seat is the page's, for the window to show. */
static void
panel_told (HdCampaignPage *self,
            const char     *told)
{
  g_signal_emit (self, signals[TOLD], 0, told);
}

/* A panel's part is over (the phase went on): the keyboard goes to the
 * panel that answers what play awaits now. */
static void
panel_finished (HdCampaignPage *self)
{
  GtkWidget *shown = gtk_stack_get_visible_child (self->panel_stack);

  if (HD_IS_CAMPAIGN_PANEL (shown))
    hd_campaign_panel_focus (HD_CAMPAIGN_PANEL (shown));
}

/* The play panels, made when the page first shows a campaign (a window
 * that never plays one has none), each a page of the stack under the
 * name panel_for_awaited() gives. */
static void
make_panels (HdCampaignPage *self)
{
  const char *names[] = { "marches", "battles", "muster" };
  GType types[] = { HD_TYPE_CAMPAIGN_MARCH_PANEL, HD_TYPE_CAMPAIGN_BATTLES_PANEL, HD_TYPE_CAMPAIGN_MUSTER_PANEL };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == G_N_ELEMENTS (((HdCampaignPage *) NULL)->panels));
  if (self->panels[0] != NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (self->panels); i++)
    {
      self->panels[i] = g_object_new (types[i], NULL);
      gtk_stack_add_named (self->panel_stack, GTK_WIDGET (self->panels[i]), names[i]);
      g_signal_connect_swapped (self->panels[i], "refused", G_CALLBACK (panel_refused), self);
      g_signal_connect_swapped (self->panels[i], "finished", G_CALLBACK (panel_finished), self);
      g_signal_connect_swapped (self->panels[i], "told", G_CALLBACK (panel_told), self);
    }
}

void
hd_campaign_page_set_game (HdCampaignPage         *self,
                           HdCampaignGame         *game,
                           const HdCampaignViewer *viewer,
                           HdBoardView            *board)
{
  g_return_if_fail (HD_IS_CAMPAIGN_PAGE (self));
  g_return_if_fail (game == NULL || HD_IS_CAMPAIGN_GAME (game));
  g_return_if_fail (game == NULL || viewer != NULL);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  if (self->board != NULL && board != self->board)
    hd_campaign_pieces_show (self->pieces, self->board, NULL);
  g_set_object (&self->game, game);
  g_clear_pointer (&self->viewer, hd_campaign_viewer_free);
  if (viewer != NULL)
    self->viewer = hd_campaign_viewer_copy (viewer);
  self->board = board;
  if (game != NULL)
    make_panels (self);
  for (guint i = 0; i < G_N_ELEMENTS (self->panels) && self->panels[0] != NULL; i++)
    hd_segment_panel_set_log (HD_SEGMENT_PANEL (self->panels[i]), game != NULL ? HD_LOG (game) : NULL, viewer, board);
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (update), self);
  else if (self->oob_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->oob_dialog));
  update (self);
}

HdCampaignGame *
hd_campaign_page_get_game (HdCampaignPage *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_PAGE (self), NULL);
  return self->game;
}

const HdCampaignView *
hd_campaign_page_get_view (HdCampaignPage *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_PAGE (self), NULL);
  return self->view;
}

const HdCampaignViewer *
hd_campaign_page_get_viewer (HdCampaignPage *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_PAGE (self), NULL);
  return self->viewer;
}

GtkStack *
hd_campaign_page_get_panel_stack (HdCampaignPage *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_PAGE (self), NULL);
  return self->panel_stack;
}

gboolean
hd_campaign_page_apply (HdCampaignPage         *self,
                        const HdCampaignAction *action)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_PAGE (self), FALSE);
  if (self->game == NULL)
    return FALSE;
  if (hd_campaign_game_apply_for (self->game, self->viewer, action, NULL, &error))
    return TRUE;
  g_signal_emit (self, signals[REFUSED], 0, error);
  return FALSE;
}

/* ------------------------------------------------- the order of battle */

static void
oob_apply (HdCampaignOobDialog    *dialog,
           const HdCampaignAction *action,
           HdCampaignPage         *self)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!hd_campaign_game_apply_for (self->game, self->viewer, action, NULL, &error))
    {
      hd_campaign_oob_dialog_show_refusal (dialog, error);
      g_signal_emit (self, signals[REFUSED], 0, error);
    }
}

static void
oob_destroyed (HdCampaignPage *self)
{
  self->oob_dialog = NULL;
}

GtkWindow *
hd_campaign_page_get_oob_dialog (HdCampaignPage *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_PAGE (self), NULL);
  return self->oob_dialog != NULL ? GTK_WINDOW (self->oob_dialog) : NULL;
}

void
hd_campaign_page_show_oob (HdCampaignPage *self)
{
  g_return_if_fail (HD_IS_CAMPAIGN_PAGE (self));
  if (self->view == NULL)
    return;
  if (self->oob_dialog == NULL)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      self->oob_dialog = GTK_WIDGET (hd_campaign_oob_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL));
      g_signal_connect (self->oob_dialog, "apply", G_CALLBACK (oob_apply), self);
      g_signal_connect_swapped (self->oob_dialog, "destroy", G_CALLBACK (oob_destroyed), self);
      hd_campaign_oob_dialog_set_view (HD_CAMPAIGN_OOB_DIALOG (self->oob_dialog), self->view);
    }
  gtk_window_present (GTK_WINDOW (self->oob_dialog));
}

static void
action_show_oob (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  hd_campaign_page_show_oob (HD_CAMPAIGN_PAGE (widget));
}

/* ------------------------------------------------ exporting the set-up */

gboolean
hd_campaign_page_export_setup (HdCampaignPage *self,
                               GFile          *file,
                               GError        **error)
{
  g_autoptr(GBytes) setup = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_PAGE (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  setup = hd_campaign_game_export_setup (self->game);
  return hd_file_replace (file, g_bytes_get_data (setup, NULL), g_bytes_get_size (setup), error);
}

static void
export_response (GtkNativeDialog *dialog,
                 int              response,
                 HdCampaignPage  *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL &&
      (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))) != NULL &&
      !hd_campaign_page_export_setup (self, file, &error))
    g_signal_emit (self, signals[REFUSED], 0, error);
  g_object_unref (dialog);
}

static void
action_export_setup (GtkWidget  *widget,
                     const char *name,
                     GVariant   *param)
{
  HdCampaignPage *self = HD_CAMPAIGN_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Export the Set-up"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));

  /* TRANSLATORS: the default name of an exported campaign set-up; keep the extension */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("campaign-setup.xml"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---------------------------------------------------------- the class */

static void
hd_campaign_page_dispose (GObject *object)
{
  HdCampaignPage *self = HD_CAMPAIGN_PAGE (object);

  if (self->oob_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->oob_dialog));
  for (guint i = 0; i < G_N_ELEMENTS (self->panels); i++)
    if (self->panels[i] != NULL)
      {
        hd_campaign_panel_set_game (self->panels[i], NULL, NULL);
        hd_campaign_panel_set_board (self->panels[i], NULL);
      }
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->view, hd_campaign_view_free);
  g_clear_pointer (&self->viewer, hd_campaign_viewer_free);
  g_clear_pointer (&self->pieces, hd_campaign_pieces_free);
  self->board = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_CAMPAIGN_PAGE);
  G_OBJECT_CLASS (hd_campaign_page_parent_class)->dispose (object);
}

static void
hd_campaign_page_class_init (HdCampaignPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_campaign_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-campaign-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, winner_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, guide_card);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, guide_headline);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, guide_advice);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, panel_none);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, guide_rule);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, intel_heading);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, intel_list);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, intel_empty);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignPage, umpire_record);
  gtk_widget_class_bind_template_child_full (widget_class, "union_size", FALSE, G_STRUCT_OFFSET (HdCampaignPage, union_books[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "union_maximum", FALSE, G_STRUCT_OFFSET (HdCampaignPage, union_books[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "union_victory", FALSE, G_STRUCT_OFFSET (HdCampaignPage, union_books[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "union_recruiting", FALSE, G_STRUCT_OFFSET (HdCampaignPage, union_books[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "union_cap", FALSE, G_STRUCT_OFFSET (HdCampaignPage, union_books[4]));
  gtk_widget_class_bind_template_child_full (widget_class, "confederate_size", FALSE, G_STRUCT_OFFSET (HdCampaignPage, confederate_books[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "confederate_maximum", FALSE, G_STRUCT_OFFSET (HdCampaignPage, confederate_books[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "confederate_victory", FALSE, G_STRUCT_OFFSET (HdCampaignPage, confederate_books[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "confederate_recruiting", FALSE, G_STRUCT_OFFSET (HdCampaignPage, confederate_books[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "confederate_cap", FALSE, G_STRUCT_OFFSET (HdCampaignPage, confederate_books[4]));
  gtk_widget_class_install_action (widget_class, "campaign.show-oob", NULL, action_show_oob);
  gtk_widget_class_install_action (widget_class, "campaign.export-setup", NULL, action_export_setup);

  /* HdCampaignPage::refused: an action was refused; @error cites the rule */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* HdCampaignPage::told: what the seat must know of its order's outcome */
  signals[TOLD] = g_signal_new ("told", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hd_campaign_page_init (HdCampaignPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hd_rule_links_apply (GTK_WIDGET (self));   /* the books' headings cite their rules */
  self->pieces = hd_campaign_pieces_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The Campaign Game"), -1);
  update_actions (self);
}

/* ------------------------------------------------ the play panel (hd-play-panel.h) */

/* The campaign shown to @viewer; its play panels light and choose boxes
 * on @board themselves, and take dice typed while they have the focus,
 * so the page offers none of the window's game actions. */
static void
play_set_log (HdPlayPanel *panel, HdLog *log, gconstpointer viewer, HdBoardView *board)
{
  hd_campaign_page_set_game (HD_CAMPAIGN_PAGE (panel), log != NULL ? HD_CAMPAIGN_GAME (log) : NULL, viewer,
                             log != NULL ? board : NULL);
}

static void
play_panel_init (HdPlayPanelInterface *iface)
{
  iface->set_log = play_set_log;
}
