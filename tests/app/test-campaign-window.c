/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-window.c: the Campaign Game in the real window, under
 * Xvfb (headless.py): started from the start page, its corps on the board
 * where the set-up puts them, the books, the order of battle and its
 * editor (a rename, a refused merge with its rule), save and reopen,
 * undo, and pictures at 1280 x 800 and 360 x 640.  Everything is checked
 * through the umpire's view, as the window itself reads the campaign. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "hd-calendar.h"
#include "hd-campaign-dispatch.h"
#include "hd-campaign-guide.h"
#include "hd-campaign-print.h"
#include "hd-campaign-oob-dialog.h"
#include "hd-campaign-pieces.h"
#include "hd-campaign-seat-window.h"
#include "hd-file-name.h"
#include "hd-focus.h"
#include "hd-games-list.h"
#include "hd-i18n.h"
#include "hd-play-panel.h"
#include "hd-share-dialog.h"
#include "hd-status-panel.h"
#include "window-util.h"

static const HdCampaignView *
view (void)
{
  return hd_campaign_page_get_view (window->campaign_page);
}

static gboolean
focus_in_page (gpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (window->campaign_page));
}

/* The corps of @side in the umpire's view. */
static guint
count_corps (HdSide side)
{
  guint n = 0;

  for (guint i = 0; i < hd_campaign_view_get_n_formations (view ()); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (view (), i);
      if (f->side == side && hd_formation_kind_is_corps (f->kind))
        n++;
    }
  return n;
}

static void
test_start (void)
{
  GtkWidget *button = find_button (GTK_WIDGET (window->status_panel), tr ("_Campaign Game…"));
  guint on_board = 0;

  /* the start page offers it beside the A House Divided game */
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.new-campaign");
  start_campaign ();
  /* the keyboard is in the campaign's page, ready for it */
  wait_for (focus_in_page, NULL, 30, "the focus in the campaign's page");
  g_assert_null (window->game);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->campaign_page)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (window->status_panel)));
  g_assert_nonnull (hd_window_get_autosave_file (window));
  g_assert_true (g_file_query_exists (hd_window_get_autosave_file (window), NULL));
  /* item 12: saved under a campaign's name (docs/save-format.md) */
  g_assert_true (g_str_has_suffix (g_file_peek_path (hd_window_get_autosave_file (window)), ".hdcampaign"));

  /* every corps is on the board where the set-up put it: its box's words
   * (the tooltip's, the screen reader's, the popover's) name it */
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view ()); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (view (), i);
      g_autofree char *words = NULL;

      if (!hd_formation_kind_is_corps (f->kind))
        continue;
      g_assert_cmpuint (f->box, <, hd_map_get_n_boxes (hd_board_view_get_map (board)));
      words = hd_board_view_describe_layer_box (board, f->box);
      g_assert_nonnull (words);
      g_assert_nonnull (strstr (words, f->name));
      g_assert_cmpuint (hd_campaign_pieces_count_chips (view (), f->box, f->side), >, 0);
      on_board++;
    }
  g_assert_cmpuint (on_board, ==, count_corps (HD_SIDE_UNION) + count_corps (HD_SIDE_CONFEDERATE));
  g_assert_cmpuint (on_board, ==, 20);
  /* the box's popover says the same */
  {
    const HdCampaignFormation *first = NULL;
    for (guint i = 0; i < hd_campaign_view_get_n_formations (view ()) && first == NULL; i++)
      if (hd_formation_kind_is_corps (hd_campaign_view_get_formation (view (), i)->kind))
        first = hd_campaign_view_get_formation (view (), i);
    g_assert_nonnull (first);
    hd_board_view_focus_box (board, hd_map_get_box (hd_board_view_get_map (board), first->box));
    g_assert_true (gtk_widget_activate (hd_board_view_get_box_spot (board, first->box)));
    wait_for (widget_is_mapped, hd_board_view_get_why_popover (board), 30, "the box's popover");
    {
      g_autoptr(GString) labels = g_string_new (NULL);
      collect_labels (GTK_WIDGET (hd_board_view_get_why_popover (board)), labels);
      g_assert_nonnull (strstr (labels->str, first->name));
    }
    gtk_popover_popdown (hd_board_view_get_why_popover (board));
  }
  wait_board_drawn ("the campaign's board");
  save_screenshot (GTK_WIDGET (window), "campaign-start.png");
}

/* Issue 32 (3): one panel contract.  The window asks the side panel of
 * the game shown (HdPlayPanel) which of its game actions it offers: the
 * campaign's page offers none of A House Divided's, the status panel
 * with A House Divided's game offers each as that game allows it. */
static void
test_play_panels (void)
{
  static const char * const names[] = {
    "win.edit-board", "win.show-threats", "win.show-supply", "win.end-segment", "win.summary",
    "win.review", "win.foreign-intervention",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new (hd_board_view_get_map (board), "1861-campaign", NULL, &error);
  GtkWidget *status = hd_status_panel_new ();

  g_object_ref_sink (status);
  g_assert_no_error (error);
  g_assert_true (HD_IS_PLAY_PANEL (window->campaign_page));
  g_assert_true (window->play_panel == HD_PLAY_PANEL (window->campaign_page));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_false (hd_play_panel_offers (window->play_panel, names[i]));
  g_assert_false (hd_play_panel_needs_die (window->play_panel));

  g_assert_false (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.end-segment"));
  hd_play_panel_set_log (HD_PLAY_PANEL (status), HD_LOG (game), NULL, NULL);
  g_assert_true (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.end-segment"));
  g_assert_true (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.summary"));
  g_assert_true (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.review"));
  g_assert_true (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.edit-board"));
  g_assert_false (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.show-supply"));       /* no Advanced 2.0 */
  g_assert_false (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.foreign-intervention"));
  g_assert_false (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.undo"));             /* the window's own */
  hd_play_panel_set_log (HD_PLAY_PANEL (status), NULL, NULL, NULL);
  g_assert_false (hd_play_panel_offers (HD_PLAY_PANEL (status), "win.end-segment"));
  g_object_unref (status);
}

/* Issue 31 (7): the campaign's board is legible: at the view the board
 * opens on, no chip covers another or any box (its name), as the July
 * 1861 set-up crowds Washington, Manassas Junction and Fredericksburg. */
static void
test_legible (void)
{
  HdMap *map = hd_board_view_get_map (board);
  g_autoptr(GArray) chips = NULL;
  graphene_rect_t cut;

  hd_board_view_show_opening (board);
  wait_board_drawn ("the opening view");
  chips = hd_campaign_pieces_lay_out (view (), GTK_WIDGET (board));
  g_assert_cmpuint (chips->len, >=, 20);
  for (guint i = 0; i < chips->len; i++)
    {
      const HdCampaignChipPlace *a = &g_array_index (chips, HdCampaignChipPlace, i);

      for (guint j = i + 1; j < chips->len; j++)
        {
          const HdCampaignChipPlace *b = &g_array_index (chips, HdCampaignChipPlace, j);
          if (graphene_rect_intersection (&a->rect, &b->rect, &cut) && cut.size.width > 0.5 && cut.size.height > 0.5)
            g_error ("the chips of %s and %s cover each other", hd_map_get_box (map, a->box)->name,
                     hd_map_get_box (map, b->box)->name);
        }
      for (guint k = 0; k < hd_map_get_n_boxes (map); k++)
        {
          const HdBox *box = hd_map_get_box (map, k);
          graphene_rect_t r = GRAPHENE_RECT_INIT (box->x - box->width / 2, box->y - box->height / 2, box->width,
                                                  box->height);
          if (graphene_rect_intersection (&a->rect, &r, &cut) && cut.size.width > 0.5 && cut.size.height > 0.5)
            g_error ("a chip of %s covers %s's name", hd_map_get_box (map, a->box)->name, box->name);
        }
    }
  save_screenshot (GTK_WIDGET (window), "campaign-legible.png");
  hd_board_view_zoom_fit (board);
}

/* The keyboard alone: F6 goes round the board and the campaign's page
 * (the focus went to the page when the campaign started, test_start). */
static void
test_keyboard (void)
{
  GtkWidget *focus;

  if (focus_in_page (NULL))
    g_assert_true (hd_focus_cycle (window, FALSE));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (board)));
  g_assert_true (hd_focus_cycle (window, FALSE));
  g_assert_true (focus_in_page (NULL));
}

/* The books beside the board: each side's army maximum (33 and 28,
 * Campaign 3.2 as decided, not the board's 34 and 29) with the engine's
 * explanation, and the rest of the books in its words. */
static void
test_books (void)
{
  g_autoptr(GString) labels = g_string_new (NULL);
  static const HdSide sides[] = { HD_SIDE_UNION, HD_SIDE_CONFEDERATE };
  static const guint maximums[] = { 33, 28 };

  collect_labels (GTK_WIDGET (window->campaign_page), labels);
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree char *maximum = hd_campaign_view_explain_army_maximum (view (), sides[i]);
      g_autofree char *number = g_strdup_printf ("%u:", maximums[i]);
      g_autofree char *size = hd_campaign_view_explain_army_size (view (), sides[i]);
      g_autofree char *victory = hd_campaign_view_explain_victory (view (), sides[i]);
      g_autofree char *cap = hd_campaign_view_explain_recruiting_cap (view (), sides[i]);

      g_assert_cmpuint (hd_campaign_view_get_army_maximum (view (), sides[i]), ==, maximums[i]);
      g_assert_true (g_str_has_prefix (maximum, number));
      g_assert_nonnull (strstr (labels->str, maximum));
      g_assert_nonnull (strstr (labels->str, size));
      g_assert_nonnull (strstr (labels->str, victory));
      g_assert_nonnull (strstr (labels->str, cap));
    }
  /* the guide card says what play awaits, what to do and its rule */
  {
    g_autoptr(HdCampaignGuide) guide = hd_campaign_guide_new (view ());
    g_assert_nonnull (strstr (labels->str, guide->headline));
    g_assert_nonnull (strstr (labels->str, guide->advice));
    g_assert_nonnull (strstr (labels->str, guide->rule));
  }
}

/* The order of battle's window, open on the Union's tree. */
static HdCampaignOobDialog *
open_oob (void)
{
  GtkWindow *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->campaign_page), "campaign.show-oob", NULL));
  dialog = hd_campaign_page_get_oob_dialog (window->campaign_page);
  g_assert_nonnull (dialog);
  wait_drawn (GTK_WIDGET (dialog), "the order of battle");
  return HD_CAMPAIGN_OOB_DIALOG (dialog);
}

static const HdCampaignFormation *
first_corps (HdSide side)
{
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view ()); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (view (), i);
      if (f->side == side && hd_formation_kind_is_corps (f->kind))
        return f;
    }
  g_assert_not_reached ();
}

static GtkWidget *
find_entry_with_placeholder (GtkWidget *widget, const char *text)
{
  if (GTK_IS_ENTRY (widget) && g_strcmp0 (gtk_entry_get_placeholder_text (GTK_ENTRY (widget)), text) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_entry_with_placeholder (c, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_oob_rename_undo (void)
{
  HdCampaignOobDialog *dialog = open_oob ();
  const HdCampaignFormation *corps = first_corps (HD_SIDE_UNION);
  guint id = corps->id;
  g_autofree char *old_name = g_strdup (corps->name);
  g_autofree char *tree = hd_campaign_oob_dialog_dump (dialog, HD_SIDE_UNION);
  GtkWidget *entry = find_entry_with_placeholder (GTK_WIDGET (dialog), tr ("Name"));
  guint n = hd_log_get_n_actions (HD_LOG (window->campaign));

  /* the tree: each corps, its divisions and their stands */
  g_assert_nonnull (strstr (tree, old_name));
  g_assert_nonnull (strstr (tree, "\n    "));   /* a third level: stands */
  save_screenshot (GTK_WIDGET (dialog), "campaign-oob.png");

  g_assert_true (hd_campaign_oob_dialog_select (dialog, HD_SIDE_UNION, FALSE, id));
  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "Army of the Potomac's Own");
  activate_clicked (find_button (GTK_WIDGET (dialog), tr ("_Rename")), "Rename");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n + 1);
  g_assert_cmpstr (hd_campaign_view_lookup_formation (view (), id)->name, ==, "Army of the Potomac's Own");
  g_assert_null (hd_campaign_oob_dialog_get_refusal (dialog));
  {
    g_autofree char *words = hd_board_view_describe_layer_box (board, hd_campaign_view_lookup_formation (view (), id)->box);
    g_assert_nonnull (strstr (words, "Army of the Potomac's Own"));
  }

  /* undone from the window's header bar, which says what it undoes */
  g_assert_nonnull (gtk_widget_get_tooltip_text (gtk_widget_get_first_child (window->undo_buttons)));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (gtk_widget_get_first_child (window->undo_buttons)),
                            "Army of the Potomac's Own"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  run_pending ();
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n);
  g_assert_cmpstr (hd_campaign_view_lookup_formation (view (), id)->name, ==, old_name);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  run_pending ();
  g_assert_cmpstr (hd_campaign_view_lookup_formation (view (), id)->name, ==, "Army of the Potomac's Own");
  clear_toasts ("the undo's toasts");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The first two infantry stands of @division. */
static void
two_infantry_stands (guint  division,
                     guint *a,
                     guint *b)
{
  g_autoptr(GArray) stands = hd_campaign_view_list_stands_of (view (), division);

  *a = *b = HD_CAMPAIGN_NONE;
  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_view_lookup_stand (view (), g_array_index (stands, guint, i));
      if (s->arm != HD_ARM_INFANTRY)
        continue;
      if (*a == HD_CAMPAIGN_NONE)
        *a = s->id;
      else if (*b == HD_CAMPAIGN_NONE)
        *b = s->id;
    }
  g_assert_cmpuint (*b, !=, HD_CAMPAIGN_NONE);
}

/* Consolidating two full brigades would make a stand over the cap of
 * Campaign 11: refused in the dialog's banner with the rule as a link to
 * the Rules Reference, and nothing changes. */
static void
test_oob_merge_refused (void)
{
  HdCampaignOobDialog *dialog = open_oob ();
  g_autoptr(GArray) divisions = hd_campaign_view_list_children (view (), first_corps (HD_SIDE_UNION)->id);
  guint a, b, n = hd_log_get_n_actions (HD_LOG (window->campaign));
  guint sp_a, sp_b;
  const char *refusal;
  GtkWidget *label;

  two_infantry_stands (g_array_index (divisions, guint, 0), &a, &b);
  sp_a = hd_campaign_view_lookup_stand (view (), a)->sp;
  sp_b = hd_campaign_view_lookup_stand (view (), b)->sp;
  g_assert_cmpuint (sp_a + sp_b, >, 6);
  g_assert_true (hd_campaign_oob_dialog_select (dialog, HD_SIDE_UNION, TRUE, a));
  g_assert_true (hd_campaign_oob_dialog_choose_target (dialog, TRUE, b));
  activate_clicked (find_button (GTK_WIDGET (dialog), tr ("C_onsolidate")), "Consolidate");
  refusal = hd_campaign_oob_dialog_get_refusal (dialog);
  g_assert_nonnull (refusal);
  g_assert_nonnull (strstr (refusal, "Campaign 11"));
  label = find_label_full (GTK_WIDGET (dialog), refusal, FALSE);
  g_assert_nonnull (label);
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "rule:"));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n);
  g_assert_cmpuint (hd_campaign_view_lookup_stand (view (), a)->sp, ==, sp_a);
  g_assert_cmpuint (hd_campaign_view_lookup_stand (view (), b)->sp, ==, sp_b);
  wait_drawn (GTK_WIDGET (dialog), "the refusal shown");
  save_screenshot (GTK_WIDGET (dialog), "campaign-oob-refused.png");
  clear_toasts ("the refusal's toast");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The umpire adds a stand to a division and a division to a corps. */
static void
test_oob_add (void)
{
  HdCampaignOobDialog *dialog = open_oob ();
  guint corps = first_corps (HD_SIDE_UNION)->id;
  g_autoptr(GArray) divisions = hd_campaign_view_list_children (view (), corps);
  guint division = g_array_index (divisions, guint, 0);
  g_autoptr(GArray) before = hd_campaign_view_list_stands_of (view (), division);
  g_autoptr(GArray) after = NULL;
  g_autoptr(GArray) now = NULL;
  GtkWidget *name = find_entry_with_placeholder (GTK_WIDGET (dialog), tr ("Name"));
  GtkWidget *commander = find_entry_with_placeholder (GTK_WIDGET (dialog), tr ("Commander"));
  const HdCampaignStand *added;

  g_assert_true (hd_campaign_oob_dialog_select (dialog, HD_SIDE_UNION, FALSE, division));
  gtk_editable_set_text (GTK_EDITABLE (name), "4th Infantry Brigade");
  activate_clicked (find_button (GTK_WIDGET (dialog), tr ("Add a S_tand")), "Add a Stand");
  g_assert_null (hd_campaign_oob_dialog_get_refusal (dialog));
  after = hd_campaign_view_list_stands_of (view (), division);
  g_assert_cmpuint (after->len, ==, before->len + 1);
  added = hd_campaign_view_lookup_stand (view (), g_array_index (after, guint, after->len - 1));
  g_assert_cmpstr (added->name, ==, "4th Infantry Brigade");
  g_assert_cmpint (added->arm, ==, HD_ARM_INFANTRY);
  g_assert_cmpuint (added->sp, ==, 6);
  g_assert_cmpuint (added->morale, ==, 4);

  g_assert_true (hd_campaign_oob_dialog_select (dialog, HD_SIDE_UNION, FALSE, corps));
  gtk_editable_set_text (GTK_EDITABLE (name), "3rd Division");
  gtk_editable_set_text (GTK_EDITABLE (commander), "Ambrose E. Burnside");
  activate_clicked (find_button (GTK_WIDGET (dialog), tr ("Add a Di_vision")), "Add a Division");
  g_assert_null (hd_campaign_oob_dialog_get_refusal (dialog));
  now = hd_campaign_view_list_children (view (), corps);
  g_assert_cmpuint (now->len, ==, divisions->len + 1);
  g_assert_cmpstr (hd_campaign_view_lookup_formation (view (), g_array_index (now, guint, now->len - 1))->commander,
                   ==, "Ambrose E. Burnside");
  clear_toasts ("the additions' toasts");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_save_reopen (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "campaign.hdgame", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  guint n = hd_log_get_n_actions (HD_LOG (window->campaign));
  guint id = first_corps (HD_SIDE_UNION)->id;
  g_autofree char *name = g_strdup (hd_campaign_view_lookup_formation (view (), id)->name);

  g_assert_cmpuint (n, >, 0);
  /* item 11: Save As first offers the campaign and its date, as a campaign */
  {
    g_autofree char *offered = hd_window_get_save_name (window, FALSE);
    g_autofree char *date = hd_file_name_date (hd_campaign_view_get_turn (view ()));
    g_autofree char *expected = g_strdup_printf ("The Campaign Game, %s.hdcampaign", date);

    g_assert_cmpstr (offered, ==, expected);
  }
  g_assert_true (hd_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  clear_toasts ("the save's toast");
  /* another campaign, then the saved one again, whole */
  start_campaign ();
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, 0);
  g_assert_cmpstr (hd_campaign_view_lookup_formation (view (), id)->name, !=, name);
  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  wait_for (campaign_shown, NULL, 30, "the saved campaign shown");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n);
  g_assert_cmpstr (hd_campaign_view_lookup_formation (view (), id)->name, ==, name);
  g_assert_true (g_file_equal (hd_window_get_file (window), file));
  clear_toasts ("the open's toasts");
}

/* Export Set-up… writes the order of battle as it stands (the renamed
 * corps too); a new campaign starts from that file. */
static void
test_export_setup (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "setup.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  guint id = first_corps (HD_SIDE_UNION)->id;
  g_autofree char *name = g_strdup (hd_campaign_view_lookup_formation (view (), id)->name);
  g_autofree char *text = NULL;

  g_assert_true (hd_campaign_page_export_setup (window->campaign_page, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "<?xml"));
  hd_window_start_campaign_from_setup (window, file);
  wait_for (campaign_shown, NULL, 30, "the campaign from the set-up");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, 0);
  g_assert_cmpstr (hd_campaign_view_lookup_formation (view (), id)->name, ==, name);
  clear_toasts ("the new campaign's toasts");
}

/* A division left apart from its corps (a set-up with the Union's first
 * division in Harpers Ferry) is drawn and said as a garrison. */
static void
test_garrison (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "garrison.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) setup = hd_campaign_game_export_setup (window->campaign);
  g_autoptr(GString) xml = g_string_new_len (g_bytes_get_data (setup, NULL), (gssize) g_bytes_get_size (setup));
  guint harpers_ferry = hd_map_lookup_id (hd_board_view_get_map (board), "harpers-ferry")->index;
  g_autofree char *words = NULL;
  const char *division, *box, *end;
  const HdCampaignFormation *garrison = NULL;

  /* the first division's box="..." made harpers-ferry */
  division = strstr (xml->str, "kind=\"division\"");
  g_assert_nonnull (division);
  box = strstr (division, " box=\"");
  g_assert_nonnull (box);
  box += strlen (" box=\"");
  end = strchr (box, '"');
  g_string_erase (xml, box - xml->str, end - box);
  g_string_insert (xml, box - xml->str, "harpers-ferry");
  g_assert_true (g_file_set_contents (path, xml->str, (gssize) xml->len, &error));
  g_assert_no_error (error);
  hd_window_start_campaign_from_setup (window, file);
  wait_for (campaign_shown, NULL, 30, "the campaign with a garrison");
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view ()) && garrison == NULL; i++)
    if (hd_campaign_view_get_formation (view (), i)->kind == HD_FORMATION_DIVISION &&
        hd_campaign_view_get_formation (view (), i)->box == harpers_ferry)
      garrison = hd_campaign_view_get_formation (view (), i);
  g_assert_nonnull (garrison);
  words = hd_board_view_describe_layer_box (board, harpers_ferry);
  g_assert_nonnull (strstr (words, garrison->name));
  g_assert_nonnull (strstr (words, ", a garrison"));
  g_assert_cmpuint (hd_campaign_pieces_count_chips (view (), harpers_ferry, HD_SIDE_UNION), >=, 1);
  wait_board_drawn ("the garrison drawn");
  clear_toasts ("the new campaign's toasts");
}

static gboolean
n_games_listed (gpointer data)
{
  HdGamesList *list = HD_GAMES_LIST (find_descendant (GTK_WIDGET (window->status_panel), HD_TYPE_GAMES_LIST));

  return hd_games_list_get_n_games (list) == GPOINTER_TO_UINT (data);
}

/* A campaign played on is among the start page's unfinished games. */
static void
test_unfinished_list (void)
{
  g_autoptr(HdCampaignAction) note = hd_campaign_action_new ("note");

  hd_campaign_action_set (note, "text", "The umpire's first note.");
  g_assert_true (hd_campaign_page_apply (window->campaign_page, note));
  hd_window_refresh_saved_games (window, FALSE);
  wait_for (games_list_shows, (gpointer) tr ("The Campaign Game"), 60, "the campaign in the unfinished games");
  /* item 12: one an older version saved as *.hdgame is listed too */
  {
    g_autofree char *folder = hd_window_get_games_folder ();
    g_autofree char *old = g_build_filename (folder, "game-2020-01-01-000000.hdgame", NULL);
    g_autofree char *contents = NULL;
    gsize len;
    guint before = hd_games_list_get_n_games (HD_GAMES_LIST (find_descendant (GTK_WIDGET (window->status_panel),
                                                                              HD_TYPE_GAMES_LIST)));

    g_assert_true (g_file_get_contents (g_file_peek_path (hd_window_get_autosave_file (window)), &contents, &len,
                                        NULL));
    g_assert_true (g_file_set_contents (old, contents, (gssize) len, NULL));
    hd_window_refresh_saved_games (window, FALSE);
    wait_for (n_games_listed, GUINT_TO_POINTER (before + 1), 60, "the older campaign save listed");
    g_unlink (old);
  }
}

/* Export Transcript… writes the campaign's log (with the set-up it began
 * from beside it) and Open reads it back, every line checked. */
static void
test_transcript (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-campaign-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "campaign.txt", NULL);
  g_autofree char *setup = g_build_filename (dir, "campaign-setup.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  guint n = hd_log_get_n_actions (HD_LOG (window->campaign));
  g_autofree char *before = hd_campaign_view_dump (view ());
  g_autofree char *after = NULL;

  g_assert_cmpuint (n, >, 0);
  g_assert_true (hd_window_export_transcript (window, file));
  g_assert_true (g_file_test (setup, G_FILE_TEST_EXISTS));
  clear_toasts ("the transcript's toast");
  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  wait_for (campaign_shown, NULL, 30, "the transcript's campaign");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n);
  after = hd_campaign_view_dump (view ());
  g_assert_cmpstr (after, ==, before);
  clear_toasts ("the open's toasts");
}

/* The PIN dialog (a message dialog holding a password entry), put in
 * *@data once mapped. */
static gboolean
pin_dialog_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_mapped (GTK_WIDGET (w))
          && GTK_IS_PASSWORD_ENTRY (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (w))))
        {
          *(GtkWidget **) data = GTK_WIDGET (w);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
curtain_down (gpointer data)
{
  return hd_window_is_curtain_down (window);
}

static gboolean
focus_on_curtain (gpointer data)
{
  return gtk_root_get_focus (GTK_ROOT (window)) == window->curtain_button;
}

/* The view shown is the seat's (issue 35, items 6 and 9): a change of
 * seat lowers the curtain, under which nothing of the play shows and
 * the keyboard is on the next seat's button; once taken, President
 * Lincoln's screen holds his formations and, of the Confederacy's, only
 * what his reports say, on the board and in the page; the umpire takes
 * the screen back the same way. */
static void
test_seats (void)
{
  g_autoptr(GString) labels = g_string_new (NULL);
  guint reported = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "union"));
  g_assert_true (hd_window_is_curtain_down (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->curtain_stack), ==, "curtain");
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (window->board_view)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (window->campaign_page)));
  wait_for (focus_on_curtain, NULL, 30, "the focus on the curtain's button");
  collect_labels (GTK_WIDGET (window->curtain), labels);
  g_assert_nonnull (strstr (labels->str, tr ("Hand the Computer to President Lincoln")));
  wait_drawn (GTK_WIDGET (window), "the curtain");
  save_screenshot (GTK_WIDGET (window), "campaign-curtain.png");

  /* no idle check while the curtain is down or the umpire holds it */
  g_assert_cmpuint (window->idle_timer, ==, 0);
  activate_clicked (window->curtain_button, "I Am President Lincoln");
  g_assert_false (hd_window_is_curtain_down (window));
  g_assert_cmpuint (window->idle_timer, !=, 0);
  wait_for (focus_in_page, NULL, 30, "the focus in the president's page");
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_PRESIDENT);
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view ()); i++)
    g_assert_cmpint (hd_campaign_view_get_formation (view (), i)->side, ==, HD_SIDE_UNION);
  g_assert_cmpuint (count_corps (HD_SIDE_UNION), >, 0);
  /* the Confederacy on his board: only where his reports found it */
  for (guint box = 0; box < hd_map_get_n_boxes (hd_board_view_get_map (board)); box++)
    {
      const HdCampaignReport *r = hd_campaign_view_get_report (view (), HD_SIDE_UNION, box);
      guint chips = hd_campaign_pieces_count_chips (view (), box, HD_SIDE_CONFEDERATE);

      g_assert_cmpuint (chips, ==, r != NULL && r->present ? 1 : 0);
      reported += chips;
    }
  g_assert_cmpuint (reported, >, 0);
  g_string_truncate (labels, 0);
  collect_labels (GTK_WIDGET (window->campaign_page), labels);
  g_assert_nonnull (strstr (labels->str, tr ("The Union's Intelligence")));
  g_assert_nonnull (strstr (labels->str, tr ("Army size: not known to this seat.")));
  save_board_picture ("manassas-junction", 1.3, -40, 60, "campaign-seat-union.png");

  /* left alone, his screen is covered; he lifts the curtain himself */
  hd_window_set_curtain_idle (window, 1);
  wait_for (curtain_down, NULL, 30, "the curtain over the idle screen");
  g_string_truncate (labels, 0);
  collect_labels (GTK_WIDGET (window->curtain), labels);
  g_assert_nonnull (strstr (labels->str, tr ("The Screen Is Covered")));
  hd_window_set_curtain_idle (window, HD_WINDOW_CURTAIN_IDLE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
  g_assert_false (hd_window_is_curtain_down (window));
  g_assert_cmpint (hd_campaign_viewer_get_side (hd_campaign_view_get_viewer (view ())), ==, HD_SIDE_UNION);

  /* Lincoln sets a PIN for his seat in the dialog */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-set-pin", NULL));
  {
    GtkWidget *dialog = NULL;

    wait_for (pin_dialog_shown, &dialog, 30, "the PIN dialog");
    gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog))), "1861");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "set");   /* it closes itself */
  }
  g_assert_true (hd_campaign_game_seat_has_pin (window->campaign, hd_campaign_view_get_viewer (view ())));
  clear_toasts ("the PIN's toast");

  /* the umpire takes the screen back */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "umpire"));
  g_assert_true (hd_window_is_curtain_down (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_UMPIRE);
  g_assert_cmpuint (count_corps (HD_SIDE_CONFEDERATE), >, 0);
  wait_for (focus_in_page, NULL, 30, "the focus in the umpire's page");
  save_board_picture ("manassas-junction", 1.3, -40, 60, "campaign-seat-umpire.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL));

  /* Lincoln's seat asks for his PIN now: a wrong one leaves the curtain */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "union"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->curtain_pin)));
  gtk_editable_set_text (window->curtain_pin, "1862");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
  g_assert_true (hd_window_is_curtain_down (window));
  clear_toasts ("the wrong PIN's toast");
  gtk_editable_set_text (window->curtain_pin, "1861");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
  g_assert_false (hd_window_is_curtain_down (window));
  g_assert_cmpint (hd_campaign_viewer_get_side (hd_campaign_view_get_viewer (view ())), ==, HD_SIDE_UNION);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "umpire"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));

  /* Open a View for President Davis: a window of his own, for a second
   * monitor, while the umpire keeps the main one */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-seat-window", "s", "confederate"));
  g_assert_cmpuint (hd_window_get_seat_windows (window)->len, ==, 1);
  {
    HdCampaignSeatWindow *davis = g_ptr_array_index (hd_window_get_seat_windows (window), 0);
    HdCampaignPage *page = HD_CAMPAIGN_PAGE (hd_campaign_seat_window_get_page (davis));
    const HdCampaignView *seen = hd_campaign_page_get_view (page);

    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (davis)), ==, tr ("President Davis"));
    g_assert_cmpint (hd_campaign_viewer_get_side (hd_campaign_view_get_viewer (seen)), ==, HD_SIDE_CONFEDERATE);
    for (guint i = 0; i < hd_campaign_view_get_n_formations (seen); i++)
      g_assert_cmpint (hd_campaign_view_get_formation (seen, i)->side, ==, HD_SIDE_CONFEDERATE);
    g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_UMPIRE);
    wait_drawn (GTK_WIDGET (davis), "President Davis's window");
    save_screenshot (GTK_WIDGET (davis), "campaign-seat-window.png");
    gtk_window_destroy (GTK_WINDOW (davis));
  }
  g_assert_cmpuint (hd_window_get_seat_windows (window)->len, ==, 0);
}

static void
test_pictures (void)
{
  resize_window (1280, 800);
  wait_board_drawn ("the campaign at 1280 x 800");
  save_screenshot (GTK_WIDGET (window), "campaign-1280x800.png");
  resize_window (360, 640);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", NULL));
  wait_for (panel_settled, NULL, 30, "the side panel out");
  wait_drawn (GTK_WIDGET (window), "the narrow window");
  save_screenshot (GTK_WIDGET (window), "campaign-360x640.png");
  resize_window (1280, 860);
}

static void
apply_for (const HdCampaignViewer *viewer,
            const char             *line)
{
  g_autoptr(HdCampaignAction) action = hd_campaign_action_parse_line (line, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_campaign_game_apply_for (window->campaign, viewer, action, NULL, &error));
  g_assert_no_error (error);
  run_pending ();
}

/* The campaign at a distance (issue 35, item 10): the umpire writes
 * Lincoln's dispatch; opened, it is played in player mode by Lincoln
 * alone (his forces, his reports, his undo, no other seat), his orders
 * written; the umpire's master, opened again, carries them out and
 * says what became of each; a tampered file is refused. */
static void
test_dispatch (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-dispatch-XXXXXX", NULL);
  g_autofree char *master_path = g_build_filename (dir, "master.hdcampaign", NULL);
  g_autofree char *dispatch_path = g_build_filename (dir, "lincoln.hddispatch", NULL);
  g_autofree char *orders_path = g_build_filename (dir, "lincoln.hdorders", NULL);
  g_autoptr(GFile) master = g_file_new_for_path (master_path);
  g_autoptr(GFile) dispatch = g_file_new_for_path (dispatch_path);
  g_autoptr(GFile) orders = g_file_new_for_path (orders_path);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(GError) error = NULL;
  g_autofree char *allot = NULL;
  guint corps, n;

  start_campaign ();
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_UMPIRE);
  apply_for (umpire, "set-base side=union number=4");
  apply_for (umpire, "march-die die=4");
  corps = first_corps (HD_SIDE_UNION)->id;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL));
  g_assert_true (hd_window_write_dispatch (window, "union", dispatch, &error));
  g_assert_no_error (error);
  g_assert_true (hd_window_save_to_file (window, master, &error));
  g_assert_no_error (error);
  clear_toasts ("the save's toast");
  n = hd_log_get_n_actions (HD_LOG (window->campaign));

  /* Lincoln's dispatch, in player mode */
  g_assert_true (hd_window_open_file (window, dispatch, &error));
  g_assert_no_error (error);
  wait_for (campaign_shown, NULL, 30, "the dispatch shown");
  {
    g_autoptr(HdCampaignViewer) seat = hd_campaign_game_new_dispatch_viewer (window->campaign);

    g_assert_nonnull (seat);
  }
  g_assert_cmpint (hd_campaign_viewer_get_side (hd_campaign_view_get_viewer (view ())), ==, HD_SIDE_UNION);
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view ()); i++)
    g_assert_cmpint (hd_campaign_view_get_formation (view (), i)->side, ==, HD_SIDE_UNION);
  g_assert_null (hd_window_get_file (window));   /* the dispatch is never written over */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "umpire")
                  && hd_window_is_curtain_down (window));
  g_assert_false (hd_window_is_curtain_down (window));
  allot = g_strdup_printf ("allot formation=%u marches=1", corps);
  {
    g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);

    apply_for (lincoln, allot);
  }
  g_assert_true (hd_log_can_undo (HD_LOG (window->campaign)));
  wait_drawn (GTK_WIDGET (window), "the dispatch");
  save_screenshot (GTK_WIDGET (window), "campaign-dispatch.png");
  g_assert_true (hd_window_write_orders (window, orders, &error));
  g_assert_no_error (error);
  /* his phase ended, the page tells him to send his orders */
  {
    g_autoptr(GString) words = g_string_new (NULL);
    g_autoptr(HdCampaignViewer) lincoln = hd_campaign_game_new_dispatch_viewer (window->campaign);

    /* his Player Turn's phases, to the Confederacy's */
    for (guint i = 0; i < 6 && hd_campaign_view_awaits_viewer (view ()); i++)
      apply_for (lincoln, "end-phase");
    g_assert_false (hd_campaign_view_awaits_viewer (view ()));
    collect_labels (GTK_WIDGET (window->campaign_page), words);
    g_assert_nonnull (strstr (words->str, tr ("Your orders for this dispatch are made. Choose Write My Orders… in "
                                              "the main menu and send the file to the umpire, who carries them "
                                              "out.")));
  }
  /* and his dispatch on paper, as the print dialog's PDF would be */
  {
    g_autoptr(HdCampaignViewer) lincoln = hd_campaign_game_new_dispatch_viewer (window->campaign);
    g_autoptr(HdCampaignSheet) sheet = hd_campaign_game_write_dispatch_sheet (window->campaign, lincoln, &error);
    g_autofree char *pdf = g_build_filename (dir, "lincoln.pdf", NULL);
    g_autofree char *bytes = NULL;
    guint pages = 0;

    g_assert_no_error (error);
    g_assert_true (hd_campaign_print_export_pdf (sheet, pdf, &pages, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (pages, >=, 1);
    g_assert_true (g_file_get_contents (pdf, &bytes, NULL, NULL));
    g_assert_true (g_str_has_prefix (bytes, "%PDF"));
  }
  /* not the master's to write */
  g_assert_false (hd_window_write_dispatch (window, "confederate", dispatch, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* the umpire's master carries them out */
  g_assert_true (hd_window_open_file (window, master, &error));
  g_assert_no_error (error);
  wait_for (campaign_shown, NULL, 30, "the master shown");
  g_assert_null (hd_campaign_game_new_dispatch_viewer (window->campaign));
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_UMPIRE);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n);
  /* read first: the umpire's review, where he may hold or amend; put
   * away, it carries out nothing */
  g_assert_true (hd_window_import_orders (window, orders, &error));
  g_assert_no_error (error);
  {
    GtkWidget *dialog = hd_window_get_orders_dialog (window);
    GtkWidget *extra = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
    g_autoptr(GString) words = g_string_new (NULL);

    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                     tr ("President Lincoln’s Orders"));
    collect_labels (extra, words);
    g_assert_nonnull (strstr (words->str, "1. "));
    wait_drawn (dialog, "the orders' review");
    save_screenshot_full (dialog, "campaign-orders-review.png", FALSE);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  }
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n);
  g_assert_true (hd_window_import_orders (window, orders, &error));
  g_assert_no_error (error);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (hd_window_get_orders_dialog (window)), "carry-out");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n + 2);   /* the order and the import's record */
  {
    GtkWidget *dialog = hd_window_get_orders_dialog (window);
    g_autoptr(GString) expected = g_string_new (tr ("Order %u was carried out."));

    g_assert_nonnull (dialog);
    g_string_replace (expected, "%u", "1", 1);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), expected->str));
    wait_drawn (dialog, "the orders' report");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
  }
  g_assert_null (hd_window_get_orders_dialog (window));
  /* once more: they were carried out, and are of a moment past */
  g_assert_false (hd_window_import_orders (window, orders, &error));
  g_assert_error (error, HD_CAMPAIGN_DISPATCH_ERROR, HD_CAMPAIGN_DISPATCH_ERROR_STALE);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->campaign)), ==, n + 2);   /* the order and the import's record */
  run_pending ();
}

/* The commander's dialog, put in *@data once mapped. */
static gboolean
commander_dialog_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_mapped (GTK_WIDGET (w))
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)),
                        tr ("Hand the Screen to a Commander")) == 0)
        {
          *(GtkWidget **) data = GTK_WIDGET (w);
          return TRUE;
        }
    }
  return FALSE;
}

/* The commander's dialog's tick whose label holds @text, ticked. */
static void
tick_command (GtkWidget  *dialog,
              const char *text)
{
  GtkWidget *extra = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  GtkWidget *found = NULL;
  GtkWidget *w = extra;

  /* depth-first through the list for the check button */
  while (w != NULL && found == NULL)
    {
      if (GTK_IS_CHECK_BUTTON (w) && strstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (w)), text) != NULL)
        found = w;
      else if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != extra && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == NULL || w == extra ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_nonnull (found);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (found), TRUE);
}

/* A commander's seat (Campaign 2.2): chosen in the umpire's dialog among
 * both sides' armies and corps, behind the curtain; his screen holds his
 * command only, fewer corps than his president's, none of the enemy's. */
static void
test_commander (void)
{
  GtkWidget *dialog = NULL;
  g_autoptr(GString) labels = g_string_new (NULL);
  const HdCampaignFormation *first = NULL;
  guint union_corps;

  start_campaign ();
  union_corps = count_corps (HD_SIDE_UNION);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-commander", NULL));
  wait_for (commander_dialog_shown, &dialog, 30, "the commander's dialog");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "take"));
  tick_command (dialog, "I Corps (Irvin McDowell)");
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "take"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "take");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (hd_window_is_curtain_down (window));
  collect_labels (GTK_WIDGET (window->curtain), labels);
  g_assert_nonnull (strstr (labels->str, "I Corps"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
  g_assert_false (hd_window_is_curtain_down (window));
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_COMMANDER);
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view ()); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (view (), i);

      g_assert_cmpint (f->side, ==, HD_SIDE_UNION);
      if (g_str_equal (f->name, "I Corps"))
        first = f;
    }
  g_assert_nonnull (first);
  g_assert_cmpuint (count_corps (HD_SIDE_UNION), <, union_corps);
  g_assert_cmpuint (count_corps (HD_SIDE_UNION), ==, 1);
  wait_drawn (GTK_WIDGET (window), "the commander's screen");
  save_screenshot (GTK_WIDGET (window), "campaign-commander.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "umpire"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_UMPIRE);
  /* the umpire opens I Corps' commander a window of his own, for a
   * second monitor: his command alone there, the umpire's screen kept */
  dialog = NULL;
  run_pending ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-commander", NULL));
  wait_for (commander_dialog_shown, &dialog, 30, "the commander's dialog again");
  tick_command (dialog, "I Corps (Irvin McDowell)");
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "window"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "window");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (hd_window_get_seat_windows (window)->len, ==, 1);
  {
    HdCampaignSeatWindow *mcdowell = g_ptr_array_index (hd_window_get_seat_windows (window), 0);
    HdCampaignPage *page = HD_CAMPAIGN_PAGE (hd_campaign_seat_window_get_page (mcdowell));
    const HdCampaignView *seen = hd_campaign_page_get_view (page);
    g_autoptr(GString) title = g_string_new (tr ("Commander of %s"));

    g_string_replace (title, "%s", "I Corps", 1);
    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (mcdowell)), ==, title->str);
    g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (seen)), ==, HD_VIEWER_COMMANDER);
    for (guint i = 0; i < hd_campaign_view_get_n_formations (seen); i++)
      g_assert_cmpint (hd_campaign_view_get_formation (seen, i)->side, ==, HD_SIDE_UNION);
    g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_UMPIRE);
    gtk_window_destroy (GTK_WINDOW (mcdowell));
  }
  /* a seat of two commands of one side: both corps are his; the other
   * side's commands cannot be ticked with them */
  dialog = NULL;
  run_pending ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-commander", NULL));
  wait_for (commander_dialog_shown, &dialog, 30, "the commander's dialog a third time");
  tick_command (dialog, "I Corps (Irvin McDowell)");
  tick_command (dialog, "II Corps (Samuel P. Heintzelman)");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "take");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_COMMANDER);
  g_assert_cmpuint (count_corps (HD_SIDE_UNION), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "umpire"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
}

/* The no-umpire dialog (a message dialog holding a box of two entries),
 * put in *@data once mapped. */
static gboolean
no_umpire_dialog_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_mapped (GTK_WIDGET (w))
          && GTK_IS_BOX (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (w))))
        {
          *(GtkWidget **) data = GTK_WIDGET (w);
          return TRUE;
        }
    }
  return FALSE;
}

static void
type_both_pins (const char *lincoln,
                const char *davis)
{
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->curtain_pin2)));
  gtk_editable_set_text (window->curtain_pin, lincoln);
  gtk_editable_set_text (window->curtain_pin2, davis);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
}

/* Without an umpire (issue 35, item 11): the presidents type their PINs
 * in the dialog and the screen goes to Lincoln; the master view then
 * asks both PINs (a wrong one keeps the curtain down) and its opening is
 * on the record every seat reads; read back from its file, the campaign
 * waits behind the curtain for both PINs. */
static void
test_no_umpire (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-no-umpire-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "no-umpire.hdcampaign", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) labels = g_string_new (NULL);
  GtkWidget *dialog = NULL;

  start_campaign ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-no-umpire", NULL));
  wait_for (no_umpire_dialog_shown, &dialog, 30, "the no-umpire dialog");
  {
    GtkWidget *box = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));

    gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_first_child (box)), "1861");
    gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_last_child (box)), "1865");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "go");
  }
  g_assert_false (hd_campaign_game_has_umpire (window->campaign));
  g_assert_true (hd_window_is_curtain_down (window));
  clear_toasts ("the no-umpire toast");
  gtk_editable_set_text (window->curtain_pin, "1861");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.take-seat", NULL));
  g_assert_false (hd_window_is_curtain_down (window));
  g_assert_cmpint (hd_campaign_viewer_get_side (hd_campaign_view_get_viewer (view ())), ==, HD_SIDE_UNION);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->campaign_page)));

  /* the master view: both PINs, or the curtain stays */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "umpire"));
  type_both_pins ("1861", "1864");
  g_assert_true (hd_window_is_curtain_down (window));
  clear_toasts ("the wrong PINs' toast");
  type_both_pins ("1861", "1865");
  g_assert_false (hd_window_is_curtain_down (window));
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view ())), ==, HD_VIEWER_UMPIRE);
  g_assert_cmpuint (hd_campaign_view_get_master_openings (view ())->len, ==, 1);
  collect_labels (GTK_WIDGET (window->campaign_page), labels);
  {
    /* the record, as the page says it in the language of the run */
    g_autofree char *when = hd_calendar_format (hd_campaign_view_get_turn (view ()));
    g_autofree char *record = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Played without an umpire: both "
                                                            "presidents opened the master view %u time, last in %s.",
                                                            "Played without an umpire: both presidents opened the "
                                                            "master view %u times, last in %s.", 1), 1, when);

    g_assert_nonnull (strstr (labels->str, record));
  }

  /* its file, read back, waits for both PINs */
  g_assert_true (hd_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  clear_toasts ("the save's toast");
  start_campaign ();
  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  wait_for (campaign_shown, NULL, 30, "the campaign without an umpire read back");
  g_assert_true (hd_window_is_curtain_down (window));
  g_assert_false (hd_campaign_game_is_unlocked (window->campaign));
  g_string_truncate (labels, 0);
  collect_labels (GTK_WIDGET (window->curtain), labels);
  g_assert_nonnull (strstr (labels->str, tr ("Both Presidents Open the Campaign")));
  wait_drawn (GTK_WIDGET (window), "the curtain asking both PINs");
  save_screenshot (GTK_WIDGET (window), "campaign-no-umpire.png");
  resize_window (360, 640);
  wait_drawn (GTK_WIDGET (window), "the narrow curtain");
  save_screenshot (GTK_WIDGET (window), "campaign-no-umpire-360x640.png");
  resize_window (1280, 860);
  type_both_pins ("1861", "1865");
  g_assert_false (hd_window_is_curtain_down (window));
  g_assert_true (hd_campaign_game_is_unlocked (window->campaign));
  g_assert_cmpuint (hd_campaign_view_get_file_alterations (view ())->len, ==, 0);
  run_pending ();
}

/* ------------------------------------------------------------ seats on phones */

typedef struct {
  GBytes  *body;
  guint    status;
  gboolean done;
} Fetched;

static void
fetched (GObject *source, GAsyncResult *result, gpointer data)
{
  Fetched *f = data;
  SoupMessage *msg = soup_session_get_async_result_message (SOUP_SESSION (source), result);

  f->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  f->status = soup_message_get_status (msg);
  f->done = TRUE;
}

static gboolean
is_fetched (gpointer data)
{
  return ((Fetched *) data)->done;
}

/* @url fetched as a phone would, the window's loop running meanwhile
 * (the server is the window's own); its body, and its status in *@status. */
static char *
fetch (SoupSession *session, const char *method, const char *url, const char *body, guint *status)
{
  g_autoptr(SoupMessage) msg = soup_message_new (method, url);
  Fetched f = { NULL, 0, FALSE };
  gsize n;
  const char *data;
  char *text;

  if (body != NULL)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (body, strlen (body));
      soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
    }
  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, fetched, &f);
  wait_for (is_fetched, &f, 30, url);
  *status = f.status;
  data = f.body != NULL ? g_bytes_get_data (f.body, &n) : NULL;
  text = data != NULL ? g_strndup (data, n) : g_strdup ("");
  g_clear_pointer (&f.body, g_bytes_unref);
  return text;
}

static gboolean
dialog_says (gpointer data)
{
  g_autoptr(GString) labels = g_string_new (NULL);

  collect_labels (hd_window_get_share_dialog (window), labels);
  return strstr (labels->str, data) != NULL;
}

static gboolean
toast_says (gpointer data)
{
  g_autoptr(GString) labels = g_string_new (NULL);

  collect_labels (GTK_WIDGET (window), labels);
  return strstr (labels->str, data) != NULL;
}

static void
stream_opened (GObject *source, GAsyncResult *result, gpointer data)
{
  GInputStream **stream = data;

  *stream = soup_session_send_finish (SOUP_SESSION (source), result, NULL);
}

/* Issue 36: the umpire shares the presidents' seats; each card holds a
 * QR code of its seat's address, which serves that seat's page; a phone
 * showing it is counted; an order from it is carried out and toasted;
 * the dialog hides when a president takes the screen, and goes, its
 * server stopped, with the campaign. */
static void
test_share (void)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(SoupMessage) events_msg = NULL;
  g_autoptr(GInputStream) events = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *page = NULL, *answer = NULL, *view_url = NULL, *order_url = NULL, *old_url = NULL;
  g_autofree char *events_url = NULL;
  GtkWidget *dialog;
  const char *url;
  guint status, port;

  start_campaign ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-seats", NULL));
  dialog = hd_window_get_share_dialog (window);
  g_assert_nonnull (dialog);
  wait_for (widget_is_mapped, dialog, 30, "the share dialog");
  g_assert_true (dialog_says ((gpointer) tr ("The seats are not shared: nothing listens on the network.")));
  g_assert_null (hd_share_dialog_get_url (HD_SHARE_DIALOG (dialog), "union"));

  g_assert_true (hd_share_dialog_start (HD_SHARE_DIALOG (dialog), 0, TRUE, &error));
  g_assert_no_error (error);
  url = hd_share_dialog_get_url (HD_SHARE_DIALOG (dialog), "union");
  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));
  g_assert_true (dialog_says ((gpointer) url));
  port = hd_seat_server_get_port (hd_share_dialog_get_server (HD_SHARE_DIALOG (dialog)));
  page = fetch (session, "GET", url, NULL, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "seat.js"));
  view_url = g_strconcat (url, "view", NULL);
  g_free (page);
  page = fetch (session, "GET", view_url, NULL, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "\"seat\":\"union\""));

  /* a phone that follows the seat is counted on its card */
  events_url = g_strconcat (url, "events", NULL);
  events_msg = soup_message_new ("GET", events_url);
  soup_session_send_async (session, events_msg, G_PRIORITY_DEFAULT, NULL, stream_opened, &events);
  {
    g_autofree char *one = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u phone shows this seat.",
                                                         "%u phones show this seat.", 1), 1);
    wait_for (dialog_says, one, 30, "a phone counted");
  }
  wait_drawn (dialog, "the share dialog with its codes");
  save_screenshot_full (dialog, "share-dialog", FALSE);

  /* an order from the phone is the president's, and the umpire hears of it */
  apply_for (umpire, "set-base side=union number=4");
  apply_for (umpire, "march-die die=4");
  order_url = g_strconcat (url, "order", NULL);
  answer = fetch (session, "POST", order_url, "{\"order\":\"allot\",\"formation\":69,\"marches\":4}", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_true (hd_campaign_view_lookup_formation (view (), 69)->marches_allotted == 4);
  wait_for (toast_says, (gpointer) "Lincoln", 30, "the toast of the phone's order");
  clear_toasts ("the phone's order");

  /* a commander's seat, added: its page is his command's */
  {
    g_autofree char *seat = g_strdup_printf ("union:%u", first_corps (HD_SIDE_UNION)->id);
    g_autofree char *commander_view = NULL;
    const char *commander_url;

    g_assert_true (hd_share_dialog_share_command (HD_SHARE_DIALOG (dialog), seat, &error));
    g_assert_no_error (error);
    g_assert_false (hd_share_dialog_share_command (HD_SHARE_DIALOG (dialog), "union", &error));
    g_clear_error (&error);
    commander_url = hd_share_dialog_get_url (HD_SHARE_DIALOG (dialog), seat);
    g_assert_nonnull (commander_url);
    commander_view = g_strconcat (commander_url, "view", NULL);
    g_free (page);
    page = fetch (session, "GET", commander_view, NULL, &status);
    g_assert_cmpuint (status, ==, 200);
    g_assert_nonnull (strstr (page, "Commander of"));
  }

  /* a new key: the old address opens nothing */
  old_url = g_strdup (view_url);
  g_assert_true (gtk_widget_activate_action (dialog, "share.new-key", "s", "union"));
  g_free (page);
  page = fetch (session, "GET", old_url, NULL, &status);
  g_assert_cmpuint (status, ==, 403);

  /* a president takes the screen: the codes are hidden from him */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.campaign-seat", "s", "union"));
  run_pending ();
  g_assert_false (gtk_widget_get_visible (dialog));

  /* another campaign: the dialog goes, and its server stops */
  start_campaign ();
  g_assert_null (hd_window_get_share_dialog (window));
  {
    g_autoptr(GSocketClient) client = g_socket_client_new ();
    g_autoptr(GSocketConnection) c = g_socket_client_connect_to_host (client, "127.0.0.1", (guint16) port, NULL,
                                                                      &error);
    g_assert_null (c);
    g_assert_nonnull (error);
  }
  g_clear_object (&events);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();
  window_util_start ();

  /* the seats' server in a process of its own (HD_CAMPAIGN_WINDOW_PART
   * "share", tests/app/meson.build): with libsoup's types and the rest
   * the process makes over 2048 quarks, and GLib then leaves its first
   * quark block behind on purpose, which LeakSanitizer reports */
  if (g_strcmp0 (g_getenv ("HD_CAMPAIGN_WINDOW_PART"), "share") == 0)
    {
      g_test_add_func ("/campaign-window/share", test_share);
      return g_test_run ();
    }
  g_test_add_func ("/campaign-window/start", test_start);
  g_test_add_func ("/campaign-window/play-panels", test_play_panels);
  g_test_add_func ("/campaign-window/legible", test_legible);
  g_test_add_func ("/campaign-window/keyboard", test_keyboard);
  g_test_add_func ("/campaign-window/books", test_books);
  g_test_add_func ("/campaign-window/oob-rename-undo", test_oob_rename_undo);
  g_test_add_func ("/campaign-window/oob-merge-refused", test_oob_merge_refused);
  g_test_add_func ("/campaign-window/oob-add", test_oob_add);
  g_test_add_func ("/campaign-window/save-reopen", test_save_reopen);
  g_test_add_func ("/campaign-window/export-setup", test_export_setup);
  g_test_add_func ("/campaign-window/garrison", test_garrison);
  g_test_add_func ("/campaign-window/unfinished-list", test_unfinished_list);
  g_test_add_func ("/campaign-window/transcript", test_transcript);
  g_test_add_func ("/campaign-window/seats", test_seats);
  g_test_add_func ("/campaign-window/pictures", test_pictures);
  g_test_add_func ("/campaign-window/dispatch", test_dispatch);
  g_test_add_func ("/campaign-window/no-umpire", test_no_umpire);
  g_test_add_func ("/campaign-window/commander", test_commander);
  return g_test_run ();
}
