/* hd-status-panel.c: the game's books beside the board.  Everything here
 * is asked of the engine (HdGame, HdState); the panel only lays it out. */
#define G_LOG_DOMAIN "hd-status-panel"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "hd-battle-panel.h"
#include "hd-calendar.h"
#include "hd-games-list.h"
#include "hd-guide.h"
#include "hd-movement-panel.h"
#include "hd-muster-panel.h"
#include "hd-options.h"
#include "hd-panel-util.h"
#include "hd-scenario.h"
#include "hd-segment-panel.h"
#include "hd-status-panel.h"

struct _HdStatusPanel
{
  GtkWidget  parent_instance;

  GtkWidget *scroller;
  GtkWidget *outer;
  GtkWidget *guide;     /* rebuilt on every change */
  GtkWidget *movement;  /* HdMovementPanel: kept, it holds the players' choices */
  GtkWidget *battle;    /* HdBattlePanel: kept, it holds the targets and dice typed */
  GtkWidget *muster;    /* HdMusterPanel: promotions and recruitment */
  GtkWidget *content;   /* rebuilt on every change: a few dozen labels */
  GtkWidget *games;     /* HdGamesList: the start page's unfinished games */
  HdGame    *game;
  gulong     changed_id;
  GPtrArray *segment_panels;  /* HdSegmentPanel: movement, battle, muster */
};

G_DEFINE_FINAL_TYPE (HdStatusPanel, hd_status_panel, GTK_TYPE_WIDGET)

enum { REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];


static GtkWidget *
section_new (GtkWidget  *content,
             const char *heading)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_box_append (GTK_BOX (box), hd_panel_label_new (heading, "heading"));
  gtk_box_append (GTK_BOX (content), box);
  return box;
}

/* A table with a column per side. */
static GtkWidget *
sides_grid_new (GtkWidget *section)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *u = hd_panel_label_new (hd_side_get_noun (HD_SIDE_UNION), "dim-label");
  GtkWidget *c = hd_panel_label_new (hd_side_get_noun (HD_SIDE_CONFEDERATE), "dim-label");

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_label_set_xalign (GTK_LABEL (u), 1);
  gtk_label_set_xalign (GTK_LABEL (c), 1);
  gtk_grid_attach (GTK_GRID (grid), u, 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), c, 2, 0, 1, 1);
  gtk_box_append (GTK_BOX (section), grid);
  return grid;
}

static void
sides_grid_row (GtkWidget  *grid,
                int         row,
                const char *what,
                guint       union_value,
                guint       confederate_value)
{
  g_autofree char *u = g_strdup_printf ("%u", union_value);
  g_autofree char *c = g_strdup_printf ("%u", confederate_value);
  GtkWidget *lu = hd_panel_label_new (u, "numeric");
  GtkWidget *lc = hd_panel_label_new (c, "numeric");
  GtkWidget *lw = hd_panel_label_new (what, NULL);

  gtk_widget_set_hexpand (lw, TRUE);
  gtk_label_set_xalign (GTK_LABEL (lu), 1);
  gtk_label_set_xalign (GTK_LABEL (lc), 1);
  gtk_grid_attach (GTK_GRID (grid), lw, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), lu, 1, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), lc, 2, row, 1, 1);
}

static gboolean
game_has_option (HdGame     *game,
                 const char *id)
{
  const char * const *options = hd_game_get_options (game);

  return options != NULL && g_strv_contains (options, id);
}

static void
fill_empty (HdStatusPanel *self)
{
  GtkWidget *title = hd_panel_label_new (_("No Game in Progress"), "title-3");
  GtkWidget *text = hd_panel_label_new (_("Start a new game to have the board set up and the books kept, "
                                 "or open a saved game or a transcript."), "dim-label");
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *new_game = gtk_button_new_with_mnemonic (_("_New Game…"));
  GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open…"));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (new_game), "win.new-game");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (open), "win.open");
  gtk_widget_add_css_class (new_game, "suggested-action");
  gtk_widget_add_css_class (new_game, "pill");
  gtk_widget_add_css_class (open, "pill");
  gtk_box_append (GTK_BOX (buttons), new_game);
  gtk_box_append (GTK_BOX (buttons), open);
  gtk_box_append (GTK_BOX (self->content), title);
  gtk_box_append (GTK_BOX (self->content), text);
  gtk_box_append (GTK_BOX (self->content), buttons);
}

static void
fill_calendar (HdStatusPanel *self,
               const HdState *state)
{
  GtkWidget *section = section_new (self->content, _("Calendar"));
  guint turn = hd_state_get_turn (state), end = hd_state_get_end_turn (state);
  g_autofree char *date = hd_calendar_format (turn);
  /* TRANSLATORS: e.g. "Game Turn 3 of 40" */
  g_autofree char *of = g_strdup_printf (_("Game Turn %u of %u"), turn, end);
  HdSide player = hd_state_get_player (state);
  HdSegment segment = hd_state_get_segment (state);
  /* TRANSLATORS: e.g. "Union Player Turn" */
  g_autofree char *player_turn = g_strdup_printf (_("%s Player Turn"), hd_side_get_noun (player));
  GtkWidget *steps = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  HdGameTurn gt;

  gtk_box_append (GTK_BOX (section), hd_panel_label_new (date, "title-1"));
  gtk_box_append (GTK_BOX (section), hd_panel_label_new (of, NULL));
  if (hd_calendar_get_turn (turn, &gt) && gt.n_months == 2)
    gtk_box_append (GTK_BOX (section), hd_panel_label_new (_("A winter turn: two months (rule 3.0)."), "dim-label"));
  gtk_box_append (GTK_BOX (section), hd_panel_label_new (player_turn, "heading"));

  /* the four segments, the current one highlighted (rule 3.0) */
  for (HdSegment s = HD_SEGMENT_MOVEMENT; s <= HD_SEGMENT_RECRUITMENT; s++)
    {
      GtkWidget *step = gtk_label_new (hd_segment_get_label (s));
      gtk_widget_add_css_class (step, "segment-step");
      if (s == segment)
        gtk_widget_add_css_class (step, "current");
      else if (s < segment)
        gtk_widget_add_css_class (step, "done");
      gtk_box_append (GTK_BOX (steps), step);
    }
  gtk_box_set_homogeneous (GTK_BOX (steps), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (steps), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  hd_segment_get_label (segment), -1);
  gtk_box_append (GTK_BOX (section), steps);
}

static void
fill_armies (HdStatusPanel *self,
             const HdState *state)
{
  GtkWidget *section = section_new (self->content, _("Armies"));
  GtkWidget *grid = sides_grid_new (section);
  int row = 1;

  sides_grid_row (grid, row++, _("Army maximum (7.1)"),
                  hd_state_get_army_maximum (state, HD_SIDE_UNION),
                  hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE));
  if (game_has_option (self->game, "7.4"))
    sides_grid_row (grid, row++, _("Units allowed (7.4)"),
                    hd_state_get_units_allowed (state, HD_SIDE_UNION, TRUE),
                    hd_state_get_units_allowed (state, HD_SIDE_CONFEDERATE, TRUE));
  sides_grid_row (grid, row++, _("Units in play"),
                  hd_state_get_units_in_play (state, HD_SIDE_UNION),
                  hd_state_get_units_in_play (state, HD_SIDE_CONFEDERATE));

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      guint allowed = hd_state_get_units_allowed (state, side, game_has_option (self->game, "7.4"));
      guint in_play = hd_state_get_units_in_play (state, side);
      if (in_play > allowed)
        {
          /* TRANSLATORS: %s is a side, %u a number of units; rule 7.1 */
          g_autofree char *text = g_strdup_printf (_("The %s has %u units over its maximum: it keeps them, "
                                                     "but may not recruit until below it (rule 7.1)."),
                                                   hd_side_get_noun (side), in_play - allowed);
          gtk_box_append (GTK_BOX (section), hd_panel_label_new (text, "dim-label"));
        }
    }
}

static void
fill_pool (HdStatusPanel *self,
           const HdState *state)
{
  GtkWidget *section = section_new (self->content, _("Recruitment Pool"));
  GtkWidget *grid = NULL;
  int row = 1;

  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    {
      guint u = hd_state_get_pool (state, HD_SIDE_UNION, kind);
      guint c = hd_state_get_pool (state, HD_SIDE_CONFEDERATE, kind);
      if (u == 0 && c == 0)
        continue;
      if (grid == NULL)
        grid = sides_grid_new (section);
      sides_grid_row (grid, row++, hd_unit_kind_get_label (kind), u, c);
    }
  if (grid == NULL)
    gtk_box_append (GTK_BOX (section), hd_panel_label_new (_("Empty: no militia waiting to be recruited (rule 7.0)."),
                                                  "dim-label"));
}

static void
fill_drafts (HdStatusPanel *self,
             const HdState *state)
{
  GtkWidget *section = section_new (self->content, _("Union Drafts (7.2)"));
  gboolean riots = game_has_option (self->game, "7.3");
  guint held = hd_state_get_union_militia_held_back (state);
  guint taken = hd_state_get_drafts_taken (state);
  /* TRANSLATORS: drafts of rule 7.2, e.g. "Taken: 1 of 3" */
  g_autofree char *taken_text = g_strdup_printf (_("Taken: %u of 3"), taken);
  guint next = 0;

  gtk_box_append (GTK_BOX (section), hd_panel_label_new (taken_text, NULL));
  for (guint t = hd_state_get_turn (state) + 1; held > 0 && t <= hd_state_get_end_turn (state); t++)
    if (hd_draft_size (t, riots) > 0)
      {
        next = t;
        break;
      }
  if (next > 0)
    {
      g_autofree char *date = hd_calendar_format (next);
      guint n = MIN (hd_draft_size (next, riots), held);
      /* TRANSLATORS: e.g. "Next: 04/1863, 4 militia infantry" */
      g_autofree char *text = g_strdup_printf (ngettext ("Next: %s, %u militia infantry",
                                                         "Next: %s, %u militia infantry", n), date, n);
      gtk_box_append (GTK_BOX (section), hd_panel_label_new (text, NULL));
    }
  else
    gtk_box_append (GTK_BOX (section), hd_panel_label_new (_("No more drafts in this game."), "dim-label"));
  if (riots)
    gtk_box_append (GTK_BOX (section), hd_panel_label_new (_("Draft riots (7.3): the 1863 draft comes one unit a turn, 04 to 07."),
                                                  "dim-label"));
}

static void
fill_game (HdStatusPanel *self)
{
  const HdState *state = hd_game_get_state (self->game);
  const char *id = hd_game_get_scenario_id (self->game);
  const char * const *options = hd_game_get_options (self->game);

  gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (hd_scenario_builtin_get_label (id), "heading"));
  if (options != NULL && options[0] != NULL)
    {
      GString *text = g_string_new (_("Optional rules:"));
      for (guint i = 0; options[i] != NULL; i++)
        {
          const HdOption *option = hd_options_lookup (options[i]);
          g_string_append_printf (text, "\n%s %s", options[i], option ? option->title : "");
        }
      gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (text->str, "dim-label"));
      g_string_free (text, TRUE);
    }
  if (hd_state_is_over (state))
    {
      GtkWidget *section = section_new (self->content, _("Calendar"));
      guint turn = hd_state_get_turn (state);
      gboolean ran_out = turn > hd_state_get_end_turn (state);
      g_autofree char *date = hd_calendar_format (MIN (ran_out ? turn - 1 : turn, HD_EXTENDED_TURNS));
      /* TRANSLATORS: the Game Turn the game ended in, e.g. "06/1862" */
      g_autofree char *text = g_strdup_printf (_("The game ended in %s."), date);
      gtk_box_append (GTK_BOX (section), hd_panel_label_new (text, NULL));
    }
  else
    fill_calendar (self, state);
  fill_armies (self, state);
  fill_pool (self, state);
  fill_drafts (self, state);
}

/* The guide (rule 3.0): whose turn, which segment, what to do now, what
 * remains, and the next step. */
static void
fill_guide (HdStatusPanel *self)
{
  g_autoptr(HdGuide) guide = hd_guide_new (hd_game_get_state (self->game));
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_add_css_class (card, "guide-card");
  gtk_box_append (GTK_BOX (card), hd_panel_label_new (guide->headline, "title-4"));
  gtk_box_append (GTK_BOX (card), hd_panel_label_new (guide->advice, NULL));
  for (guint i = 0; i < guide->remaining->len; i++)
    {
      /* TRANSLATORS: a bullet point of what remains in the segment */
      g_autofree char *item = g_strdup_printf (_("• %s"), (const char *) g_ptr_array_index (guide->remaining, i));
      gtk_box_append (GTK_BOX (card), hd_panel_label_new (item, "dim-label"));
    }
  if (guide->next == HD_GUIDE_NEXT_END_SEGMENT)
    {
      GtkWidget *next = gtk_button_new_with_label (guide->next_label);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (next), "win.end-segment");
      gtk_widget_add_css_class (next, "suggested-action");
      gtk_widget_set_tooltip_text (next, _("The next step (Ctrl+Enter)"));
      if (guide->must_finish)
        gtk_widget_remove_css_class (next, "suggested-action");
      gtk_box_append (GTK_BOX (card), next);
    }
  gtk_box_append (GTK_BOX (self->guide), card);
}

static void
refresh (HdStatusPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->content)) != NULL)
    gtk_box_remove (GTK_BOX (self->content), child);
  while ((child = gtk_widget_get_first_child (self->guide)) != NULL)
    gtk_box_remove (GTK_BOX (self->guide), child);
  gtk_widget_set_visible (self->games, self->game == NULL);
  if (self->game == NULL)
    fill_empty (self);
  else
    {
      fill_guide (self);
      fill_game (self);
    }
}

/* Shows @game (NULL: the start page), in the books and in every segment
 * panel, which light and choose boxes on @board. */
void
hd_status_panel_set_game (HdStatusPanel *self,
                          HdGame        *game,
                          HdBoardView   *board)
{
  g_return_if_fail (HD_IS_STATUS_PANEL (self));
  g_return_if_fail (game == NULL || HD_IS_GAME (game));

  for (guint i = 0; i < self->segment_panels->len; i++)
    hd_segment_panel_set_game (g_ptr_array_index (self->segment_panels, i), game, board);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh), self);
  refresh (self);
}

/* The movement controls, shown in the Movement Segment (the window wires
 * them to the board). */
HdMusterPanel *
hd_status_panel_get_muster_panel (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  return HD_MUSTER_PANEL (self->muster);
}

HdBattlePanel *
hd_status_panel_get_battle_panel (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  return HD_BATTLE_PANEL (self->battle);
}

/* The segment panel of the segment the game is in, or NULL. */
static HdSegmentPanel *
current_panel (HdStatusPanel *self)
{
  for (guint i = 0; i < self->segment_panels->len; i++)
    if (hd_segment_panel_is_active (g_ptr_array_index (self->segment_panels, i)))
      return g_ptr_array_index (self->segment_panels, i);
  return NULL;
}

/* A box chosen on the board, for the current segment's panel: TRUE if it
 * took it. */
gboolean
hd_status_panel_choose_box (HdStatusPanel *self,
                            guint          box)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), FALSE);
  panel = current_panel (self);
  return panel != NULL && hd_segment_panel_choose_box (panel, box);
}

/* Why a box may or may not be chosen now (a tooltip), or NULL. */
char *
hd_status_panel_explain_box (HdStatusPanel *self,
                             guint          box)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  panel = current_panel (self);
  return panel != NULL ? hd_segment_panel_explain_box (panel, box) : NULL;
}

gboolean
hd_status_panel_needs_die (HdStatusPanel *self)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), FALSE);
  panel = current_panel (self);
  return panel != NULL && hd_segment_panel_needs_die (panel);
}

gboolean
hd_status_panel_enter_die (HdStatusPanel *self,
                           guint          die)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), FALSE);
  panel = current_panel (self);
  return panel != NULL && hd_segment_panel_needs_die (panel) && hd_segment_panel_enter_die (panel, die);
}

/* Ctrl+Enter: the current panel's step under way, if there is one. */
gboolean
hd_status_panel_next_step (HdStatusPanel *self)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), FALSE);
  panel = current_panel (self);
  return panel != NULL && hd_segment_panel_next_step (panel);
}

static void
panel_refused (HdSegmentPanel *panel,
               const char     *message,
               HdStatusPanel  *self)
{
  g_signal_emit (self, signals[REFUSED], 0, message);
}

/* The start page's list of unfinished games (shown when no game is on the
 * board). */
HdGamesList *
hd_status_panel_get_games_list (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  return HD_GAMES_LIST (self->games);
}

HdMovementPanel *
hd_status_panel_get_movement_panel (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  return HD_MOVEMENT_PANEL (self->movement);
}

static void
collect_text (GtkWidget *widget,
              GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;   /* what a person cannot see is not read either */
  if (GTK_IS_LABEL (widget))
    {
      g_string_append (out, gtk_label_get_text (GTK_LABEL (widget)));
      g_string_append_c (out, '\n');
    }
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      g_string_append_printf (out, "[%s]\n", gtk_button_get_label (GTK_BUTTON (widget)));
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_text (c, out);
}

char *
hd_status_panel_get_text (HdStatusPanel *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  collect_text (self->guide, out);
  if (gtk_widget_get_visible (self->movement))
    collect_text (self->movement, out);
  if (gtk_widget_get_visible (self->battle))
    collect_text (self->battle, out);
  if (gtk_widget_get_visible (self->muster))
    collect_text (self->muster, out);
  collect_text (self->content, out);
  if (gtk_widget_get_visible (self->games))
    collect_text (self->games, out);
  return g_string_free (out, FALSE);
}

static void
hd_status_panel_dispose (GObject *object)
{
  HdStatusPanel *self = HD_STATUS_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->segment_panels, g_ptr_array_unref);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  G_OBJECT_CLASS (hd_status_panel_parent_class)->dispose (object);
}

static void
hd_status_panel_class_init (HdStatusPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_status_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "statuspanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /* A segment panel's action was refused: @message says why, with the rule. */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
hd_status_panel_init (HdStatusPanel *self)
{
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  self->outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  self->guide = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  self->movement = hd_movement_panel_new ();
  self->battle = hd_battle_panel_new ();
  self->muster = hd_muster_panel_new ();
  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  self->segment_panels = g_ptr_array_new ();
  g_ptr_array_add (self->segment_panels, self->movement);
  g_ptr_array_add (self->segment_panels, self->battle);
  g_ptr_array_add (self->segment_panels, self->muster);
  for (guint i = 0; i < self->segment_panels->len; i++)
    g_signal_connect (g_ptr_array_index (self->segment_panels, i), "refused", G_CALLBACK (panel_refused), self);
  gtk_widget_set_margin_start (self->outer, 14);
  gtk_widget_set_margin_end (self->outer, 14);
  gtk_widget_set_margin_top (self->outer, 14);
  gtk_widget_set_margin_bottom (self->outer, 14);
  gtk_widget_set_size_request (self->outer, 300, -1);
  gtk_box_append (GTK_BOX (self->outer), self->guide);
  gtk_box_append (GTK_BOX (self->outer), self->movement);
  gtk_box_append (GTK_BOX (self->outer), self->battle);
  gtk_box_append (GTK_BOX (self->outer), self->muster);
  gtk_box_append (GTK_BOX (self->outer), self->content);
  self->games = g_object_new (HD_TYPE_GAMES_LIST, NULL);
  gtk_box_append (GTK_BOX (self->outer), self->games);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->outer);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The game's books"), -1);
  refresh (self);
}

GtkWidget *
hd_status_panel_new (void)
{
  return g_object_new (HD_TYPE_STATUS_PANEL, NULL);
}
