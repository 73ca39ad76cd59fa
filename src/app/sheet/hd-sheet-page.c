/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet-page.c: the page of a game without a board (hd-sheet-page.h),
 * a template (hd-sheet-page.ui) updated in place after every change:
 * the form is built again only when the step awaited changes, so the
 * keyboard focus stays where it was.  Everything shown is asked of the
 * game (hd-sheet-game.h); a form's values become a line the game reads,
 * so the page decides no rule. */
#define G_LOG_DOMAIN "hd-sheet-page"

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "hd-die-row.h"
#include "hd-play-panel.h"
#include "hd-rule-links.h"
#include "hd-sheet-game.h"
#include "hd-sheet-page.h"
#include "hd-sheet-table-dialog.h"

#define MAX_FIELDS HD_SHEET_MAX_ARGS
#define MAX_VERBS  24
/* From this width (pixels) the books stand beside the play, not under it. */
#define WIDE_WIDTH 760

struct _HdSheetPage
{
  GtkWidget          parent_instance;

  /* the template */
  GtkWidget         *scroller;
  GtkBox            *columns;              /* play, then books: side by side when wide */
  GtkLabel          *title_label;
  GtkLabel          *turn_label;
  GtkLabel          *winner_label;
  GtkWidget         *cover_card;
  GtkLabel          *cover_title;
  GtkLabel          *cover_text;
  GtkButton         *cover_button;
  GtkWidget         *secrets_group;
  GtkListBox        *secrets_list;
  GtkWidget         *step_card;
  GtkLabel          *step_title;
  GtkLabel          *step_who;
  GtkLabel          *step_what;
  GtkListBox        *form;
  GtkLabel          *preview_label;
  HdDieRow          *die_row;
  GtkButton         *record_button;
  GtkButton         *done_button;
  GtkListBox        *steps_list;
  GtkListBox        *books_list;
  GtkListBox        *correct_list;
  GtkListBox        *tables_list;

  HdSheetGame       *game;
  gulong             changed_id;
  const HdSheetStep *shown;                 /* the step the form was built for */
  guint              shown_turn;
  HdSheetViewer      viewer;                /* who looks: HD_SHEET_TABLE, or a side uncovered */
  int                shown_viewer;          /* the viewer the form was built for */
  int                cover_side;            /* the side asked to show its secrets, or -1 */
  gboolean           viewer_changed;        /* since "viewer-changed" was last emitted */
  HdSheet            view;                  /* the game as the viewer may see it */
  const HdSheetVerb *verbs[MAX_VERBS];      /* what may be recorded now: the step's verbs, the viewer's own */
  guint              n_verbs;
  AdwComboRow       *verb_choice;           /* the first row of the form when there are several */
  GtkEditable       *name_entry;            /* the form's name field, or NULL */
  const HdSheetVerb *verb;                  /* the form's verb, or NULL */
  gboolean           rebuilt;               /* the form is new since the focus was last placed */
  GtkWidget         *fields[MAX_FIELDS];    /* a spin button, a combo row or a box of toggles a field */
  GtkLabel          *track_values[HD_SHEET_MAX_TRACKS];
  AdwActionRow      *ledger_row;            /* the ledger's awards, or NULL for a game without one */
  AdwActionRow      *step_rows[HD_SHEET_MAX_STEPS];
  AdwComboRow       *correct_track;
  GtkSpinButton     *correct_value;
  guint              correct_tracks[HD_SHEET_MAX_TRACKS];   /* the combo's items: track indices */
  AdwActionRow      *table_rows[8];
  GtkWidget         *table_dialog;          /* open, or NULL (not held) */
};

static void play_panel_init (HdPlayPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdSheetPage, hd_sheet_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_PLAY_PANEL, play_panel_init))

enum { REFUSED, VIEWER_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const HdSheetRules *
rules_of (HdSheetPage *self)
{
  return hd_sheet_game_get_rules (self->game);
}

static const HdSheet *
sheet_of (HdSheetPage *self)
{
  return hd_sheet_game_get_sheet (self->game);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* ---------------------------------------------------------------- the form */

static gint
field_value (HdSheetPage *self, guint i)
{
  const HdSheetField *field = &self->verb->fields[i];
  GtkWidget *w = self->fields[i];
  gint bits = 0, n = 0;

  if (field->viewer_side)
    return MAX (self->viewer.side, 0);
  switch (field->kind)
    {
    case HD_SHEET_FIELD_NUMBER:
      return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w));
    case HD_SHEET_FIELD_CHOICE:
      n = (gint) adw_combo_row_get_selected (ADW_COMBO_ROW (w));
      return n >= 0 ? n : 0;
    case HD_SHEET_FIELD_SET:
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c), n++)
        if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (c)))
          bits |= 1 << n;
      return bits;
    case HD_SHEET_FIELD_DIE:
    case HD_SHEET_FIELD_NAME:
    default:
      return 0;
    }
}

/* The form's line, with @die for its die field (0: none). */
static char *
form_line (HdSheetPage *self, guint die)
{
  gint values[MAX_FIELDS] = { 0 };

  for (guint i = 0; i < self->verb->n_fields; i++)
    values[i] = self->verb->fields[i].kind == HD_SHEET_FIELD_DIE ? (gint) die : field_value (self, i);
  return hd_sheet_compose_line (self->verb, values,
                                self->name_entry != NULL ? gtk_editable_get_text (self->name_entry) : NULL);
}

static void update_form_actions (HdSheetPage *self);

static void
update_preview (HdSheetPage *self)
{
  g_autofree char *line = NULL, *preview = NULL;

  if (self->verb != NULL)
    {
      line = form_line (self, 0);
      preview = hd_sheet_game_preview (self->game, line);
    }
  gtk_label_set_text (self->preview_label, preview != NULL ? preview : "");
  gtk_widget_set_visible (GTK_WIDGET (self->preview_label), preview != NULL);
  update_form_actions (self);
}

/* A row's title as plain text: a name the players typed, or a label
 * with "TO&E" in it, is never read as markup. */
static void
row_set_title (gpointer row, const char *title)
{
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
}

static GtkWidget *
number_row (HdSheetPage *self, const HdSheetField *field, guint i)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (field->min, field->max, 1);

  /* a range about zero (a shift, a change) starts at no change */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), CLAMP (0, field->min, field->max));

  row_set_title (row, _(field->label));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _(field->label), -1);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (update_preview), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  self->fields[i] = spin;
  return row;
}

static GtkWidget *
choice_row (HdSheetPage *self, const HdSheetField *field, guint i)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *words = gtk_string_list_new (NULL);

  for (guint c = 0; field->choices[c] != NULL; c++)
    gtk_string_list_append (words, _(field->choice_words[c]));
  row_set_title (row, _(field->label));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (words));
  g_object_unref (words);
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (update_preview), self);
  self->fields[i] = row;
  return row;
}

static GtkWidget *
set_row (HdSheetPage *self, const HdSheetField *field, guint i)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  row_set_title (row, _(field->label));
  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (gint n = 1; n <= field->max; n++)
    {
      g_autofree char *label = g_strdup_printf ("%d", n);
      /* TRANSLATORS: a toggle of a set: %1$s what is chosen ("Union centres Confederate pawns occupy"), %2$d which */
      g_autofree char *name = g_strdup_printf (_("%1$s: %2$d"), _(field->label), n);
      GtkWidget *toggle = gtk_toggle_button_new_with_label (label);

      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_signal_connect_swapped (toggle, "toggled", G_CALLBACK (update_preview), self);
      gtk_box_append (GTK_BOX (box), toggle);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  self->fields[i] = box;
  return row;
}

static GtkWidget *
name_row (HdSheetPage *self, const HdSheetField *field, guint i)
{
  GtkWidget *row = adw_entry_row_new ();

  row_set_title (row, _(field->label));
  g_signal_connect_swapped (row, "changed", G_CALLBACK (update_preview), self);
  self->name_entry = GTK_EDITABLE (row);
  self->fields[i] = row;
  return row;
}

static GtkWidget *
field_row (HdSheetPage *self, const HdSheetField *field, guint i)
{
  switch (field->kind)
    {
    case HD_SHEET_FIELD_NUMBER:
      return number_row (self, field, i);
    case HD_SHEET_FIELD_CHOICE:
      return choice_row (self, field, i);
    case HD_SHEET_FIELD_NAME:
      return name_row (self, field, i);
    case HD_SHEET_FIELD_SET:
    case HD_SHEET_FIELD_DIE:
    default:
      return set_row (self, field, i);
    }
}

/* The rows of @verb's fields (NULL: none) after the verb's choice, the
 * die row for a die. */
static void
build_fields (HdSheetPage *self, const HdSheetVerb *verb)
{
  GtkWidget *row = self->verb_choice != NULL ? gtk_widget_get_next_sibling (GTK_WIDGET (self->verb_choice))
                                             : gtk_widget_get_first_child (GTK_WIDGET (self->form));
  gboolean die = FALSE;

  while (row != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (row);

      gtk_list_box_remove (self->form, row);
      row = next;
    }
  memset (self->fields, 0, sizeof self->fields);
  self->name_entry = NULL;
  self->verb = verb;
  self->rebuilt = TRUE;
  g_return_if_fail (verb == NULL || verb->n_fields <= MAX_FIELDS);
  for (guint i = 0; verb != NULL && i < verb->n_fields; i++)
    {
      const HdSheetField *field = &verb->fields[i];

      if (field->kind == HD_SHEET_FIELD_DIE)
        {
          die = TRUE;
          hd_die_row_set_prompt (self->die_row, _(field->label));
          hd_die_row_set_faces (self->die_row, (guint) field->max);
          continue;
        }
      if (field->viewer_side)
        continue;
      gtk_list_box_append (self->form, field_row (self, field, i));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->form),
                          self->verb_choice != NULL || (verb != NULL && verb->n_fields > (die ? 1u : 0u)));
  gtk_widget_set_visible (GTK_WIDGET (self->die_row), die);
  gtk_widget_set_visible (GTK_WIDGET (self->record_button), verb != NULL);
  if (verb != NULL)
    gtk_button_set_label (self->record_button, _(verb->title));
  update_preview (self);
}

static void
verb_chosen (HdSheetPage *self)
{
  guint i = adw_combo_row_get_selected (self->verb_choice);
  gboolean rebuilt = self->rebuilt;

  /* the player chose: the focus stays on the choice */
  if (i < self->n_verbs && self->verbs[i] != self->verb)
    build_fields (self, self->verbs[i]);
  self->rebuilt = rebuilt;
}

/* Whether @verb is recorded for the side that looks (a field the
 * viewer's side fills). */
static gboolean
verb_needs_viewer (const HdSheetVerb *verb)
{
  for (guint i = 0; i < verb->n_fields; i++)
    if (verb->fields[i].viewer_side)
      return TRUE;
  return FALSE;
}

/* @verb offered in the form, once; a verb beyond the form's room would
 * be lost to the players, so it is a programming error. */
static void
add_verb (HdSheetPage *self, const HdSheetVerb *verb)
{
  for (guint i = 0; i < self->n_verbs; i++)
    if (self->verbs[i] == verb)
      return;
  g_return_if_fail (self->n_verbs < MAX_VERBS);
  self->verbs[self->n_verbs++] = verb;
}

/* What may be recorded now: the verbs the step names and, when a side
 * looks alone, the verbs recorded at any step (its secret roster); a
 * verb recorded for the side that looks, only when one side does. */

static void
collect_verbs (HdSheetPage *self, const HdSheetStep *step)
{
  const HdSheetRules *rules = rules_of (self);
  g_auto(GStrv) words = step != NULL && step->verb != NULL ? g_strsplit (step->verb, " ", -1) : NULL;

  self->n_verbs = 0;
  for (guint w = 0; words != NULL && words[w] != NULL; w++)
    for (guint v = 0; v < rules->n_verbs; v++)
      if (g_str_equal (rules->verbs[v]->word, words[w]) &&
          (self->viewer.side >= 0 || !verb_needs_viewer (rules->verbs[v])))
        add_verb (self, rules->verbs[v]);
  for (guint v = 0; self->viewer.side >= 0 && v < rules->n_verbs; v++)
    if (rules->verbs[v]->anytime)
      add_verb (self, rules->verbs[v]);
}

/* The form of what may be recorded in @step (NULL: nothing): a choice
 * of what to record when there are several, then the chosen one's
 * fields. */
static void
build_form (HdSheetPage *self, const HdSheetStep *step)
{
  clear_list (self->form);
  self->verb_choice = NULL;
  collect_verbs (self, step);
  if (self->n_verbs > 1)
    {
      GtkStringList *titles = gtk_string_list_new (NULL);

      for (guint i = 0; i < self->n_verbs; i++)
        gtk_string_list_append (titles, _(self->verbs[i]->title));
      self->verb_choice = ADW_COMBO_ROW (adw_combo_row_new ());
      row_set_title (self->verb_choice, _("What to record"));
      adw_combo_row_set_model (self->verb_choice, G_LIST_MODEL (titles));
      g_object_unref (titles);
      g_signal_connect_swapped (self->verb_choice, "notify::selected", G_CALLBACK (verb_chosen), self);
      gtk_list_box_append (self->form, GTK_WIDGET (self->verb_choice));
    }
  build_fields (self, self->n_verbs > 0 ? self->verbs[0] : NULL);
}

gboolean
hd_sheet_page_choose_verb (HdSheetPage *self,
                           const char  *word)
{
  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), FALSE);
  for (guint i = 0; i < self->n_verbs; i++)
    if (g_str_equal (self->verbs[i]->word, word))
      {
        if (self->verb_choice != NULL)
          adw_combo_row_set_selected (self->verb_choice, i);
        return self->verb == self->verbs[i];
      }
  return FALSE;
}

gboolean
hd_sheet_page_set_name (HdSheetPage *self,
                        const char  *name)
{
  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), FALSE);
  if (self->name_entry == NULL)
    return FALSE;
  gtk_editable_set_text (self->name_entry, name);
  return TRUE;
}

gboolean
hd_sheet_page_set_field (HdSheetPage *self,
                         guint        index,
                         gint         value)
{
  GtkWidget *w;
  gint n = 0;

  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), FALSE);
  if (self->verb == NULL || index >= self->verb->n_fields || (w = self->fields[index]) == NULL)
    return FALSE;
  switch (self->verb->fields[index].kind)
    {
    case HD_SHEET_FIELD_NUMBER:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), value);
      break;
    case HD_SHEET_FIELD_CHOICE:
      adw_combo_row_set_selected (ADW_COMBO_ROW (w), (guint) value);
      break;
    case HD_SHEET_FIELD_SET:
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c), n++)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (c), (value & (1 << n)) != 0);
      break;
    default:
      return FALSE;
    }
  return TRUE;
}

/* After a record, a choice that only stands in for a table ("as the
 * table says", its first word empty) goes back to it: the next battle's
 * result is the table's again. */
static void
reset_stand_ins (HdSheetPage *self)
{
  for (guint i = 0; self->verb != NULL && i < self->verb->n_fields; i++)
    if (self->verb->fields[i].kind == HD_SHEET_FIELD_CHOICE && self->verb->fields[i].choices[0][0] == '\0')
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->fields[i]), 0);
}

static int secret_side (HdSheetPage *self);

/* The side the cover waits for: the step's, while it is secret, else
 * the one asked for to show its secrets; -1 for none. */
static int
cover_for (HdSheetPage *self)
{
  int step = self->game != NULL ? secret_side (self) : -1;

  return step >= 0 ? step : self->cover_side;
}

/* Whether the cover hides the step from the one who looks now. */
static gboolean
is_covered (HdSheetPage *self)
{
  int wanted = cover_for (self);

  return wanted >= 0 && self->viewer.side != wanted;
}

/* Whether the game would take the form as it stands, with @die (0:
 * none), in the position now. */
static gboolean
form_accepts (HdSheetPage *self, guint die)
{
  g_autofree char *line = NULL;
  g_autofree HdSheetAction *action = NULL;

  if (self->game == NULL || self->verb == NULL || hd_sheet_is_over (sheet_of (self)) || is_covered (self))
    return FALSE;
  line = form_line (self, die);
  action = hd_sheet_game_read_line (self->game, line, NULL);
  return action != NULL && hd_sheet_check (rules_of (self), sheet_of (self), action, NULL);
}

static void
update_form_actions (HdSheetPage *self)
{
  gboolean any_die = FALSE;

  for (guint die = 1; die <= 6 && !any_die; die++)
    any_die = form_accepts (self, die);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.record", form_accepts (self, 0));
  gtk_widget_set_sensitive (GTK_WIDGET (self->die_row), any_die);
}

static gboolean apply_line (HdSheetPage *self, const char *line);

gboolean
hd_sheet_page_record (HdSheetPage *self,
                      guint        die)
{
  g_autofree char *line = NULL;

  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), FALSE);
  if (self->game == NULL || self->verb == NULL || is_covered (self))
    return FALSE;
  line = form_line (self, die);
  if (!apply_line (self, line))
    return FALSE;
  reset_stand_ins (self);
  return TRUE;
}

static void
record_clicked (HdSheetPage *self)
{
  hd_sheet_page_record (self, 0);
}

static void
die_given (HdSheetPage *self, guint die)
{
  hd_sheet_page_record (self, die);
}

/* @line read and made by the game, or its refusal emitted. */
static gboolean
apply_line (HdSheetPage *self, const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree HdSheetAction *action = hd_sheet_game_read_line (self->game, line, &error);

  if (action != NULL && hd_sheet_game_apply (self->game, action, &error))
    return TRUE;
  g_signal_emit (self, signals[REFUSED], 0, error);
  return FALSE;
}

static void
done_clicked (HdSheetPage *self)
{
  if (self->game != NULL && !is_covered (self))
    apply_line (self, "done");
}

/* ------------------------------------------------------ the step awaited */

/* The side the step awaited is played behind the cover of (its bid, its
 * spending against the CPs it has left), or -1. */
static int
secret_side (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);
  const HdSheet *sheet = sheet_of (self);
  int side = hd_sheet_get_awaited_side (rules, sheet);

  return side >= 0 && !hd_sheet_is_over (sheet) && hd_sheet_awaited_is_covered (rules, sheet) ? side : -1;
}

static void
set_viewer (HdSheetPage *self, int side, int cover)
{
  self->viewer_changed |= self->viewer.side != side || self->cover_side != cover;
  self->viewer.side = side;
  self->cover_side = cover;
}

/* The cover: "Hand the computer to the CSA", until that side says it
 * has it. */
static void
update_cover (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);
  gboolean covered = is_covered (self);
  int side = cover_for (self);
  g_autofree char *title = NULL, *text = NULL, *button = NULL;

  gtk_widget_set_visible (self->cover_card, covered);
  if (!covered)
    return;
  /* TRANSLATORS: the cover screen; %s a side ("the CSA") */
  title = g_strdup_printf (_("Hand the computer to %s"), _(rules->side_names[side]));
  /* TRANSLATORS: %1$s the side that may look now, %2$s the other */
  text = g_strdup_printf (_("What comes next is for %1$s alone: %2$s looks away until it is covered again."),
                          _(rules->side_names[side]), _(rules->side_names[1 - side]));
  /* TRANSLATORS: the cover screen's button; %s a side ("the CSA") */
  button = g_strdup_printf (_("_Show It to %s"), _(rules->side_names[side]));
  gtk_label_set_text (self->cover_title, title);
  gtk_label_set_text (self->cover_text, text);
  gtk_button_set_label (self->cover_button, button);
}

static void
update_step (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);
  const HdSheet *sheet = sheet_of (self);
  const HdSheetStep *step = hd_sheet_get_awaited (rules, sheet);
  gboolean over = hd_sheet_is_over (sheet);
  int side = hd_sheet_get_awaited_side (rules, sheet);
  g_autofree char *who = NULL;

  /* a new step: the table looks again (covered where the step is secret:
   * cover_for) */
  if (step != self->shown || sheet->turn != self->shown_turn)
    set_viewer (self, HD_SHEET_TABLE, -1);
  update_cover (self);
  gtk_widget_set_visible (self->step_card, !over && !is_covered (self));
  if (over)
    return;
  gtk_label_set_text (self->step_title, _(step->title));
  /* TRANSLATORS: %1$s who acts ("the Union", "both sides"), %2$s the rule */
  who = g_strdup_printf (_("%1$s · %2$s"), side >= 0 ? _(rules->side_names[side]) : _("both sides"), step->rule);
  hd_rule_links_set_text (self->step_who, who);
  gtk_label_set_text (self->step_what, _(step->what));
  gtk_widget_set_visible (GTK_WIDGET (self->done_button),
                          step->by_done && step == hd_sheet_get_step (rules, sheet));
  if (step != self->shown || sheet->turn != self->shown_turn || self->viewer.side != self->shown_viewer)
    {
      self->shown = step;
      self->shown_turn = sheet->turn;
      self->shown_viewer = self->viewer.side;
      build_form (self, step);
    }
  else
    update_preview (self);
}

/* -------------------------------------------------------- the turn's steps */

static const char *
step_state (HdSheetPage *self, guint i, char **owned)
{
  const HdSheet *sheet = sheet_of (self);
  const char *skipped = hd_sheet_was_skipped (sheet, i) ? hd_sheet_step_skipped (rules_of (self), sheet, i) : NULL;

  if (hd_sheet_is_over (sheet))
    return "";
  if (i < sheet->step && hd_sheet_was_skipped (sheet, i) && skipped == NULL)
    return _("Skipped");
  if (i < sheet->step && skipped != NULL)
    /* TRANSLATORS: a step of the turn passed by, with the reason */
    return *owned = g_strdup_printf (_("Skipped: %s"), _(skipped));
  if (i < sheet->step)
    return _("Done");
  if (i == sheet->step)
    return _("Now");
  return _("To come");
}

/* The turn's steps: a row each, made once a game and told in place. */
static void
build_steps (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);

  clear_list (self->steps_list);
  memset (self->step_rows, 0, sizeof self->step_rows);
  for (guint i = 0; i < rules->n_steps && i < HD_SHEET_MAX_STEPS; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      row_set_title (row, _(rules->steps[i].title));
      self->step_rows[i] = ADW_ACTION_ROW (row);
      gtk_list_box_append (self->steps_list, row);
    }
}

static void
update_steps (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);
  const HdSheet *sheet = sheet_of (self);

  for (guint i = 0; i < rules->n_steps && i < HD_SHEET_MAX_STEPS; i++)
    {
      g_autofree char *owned = NULL;
      const char *state = step_state (self, i, &owned);
      gboolean now = i == sheet->step && !hd_sheet_is_over (sheet);

      adw_action_row_set_subtitle (self->step_rows[i], state);
      if (now)
        gtk_widget_add_css_class (GTK_WIDGET (self->step_rows[i]), "sheet-step-now");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->step_rows[i]), "sheet-step-now");
    }
}

/* -------------------------------------------------------------- the books */

static void
build_books (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);
  GtkStringList *names = gtk_string_list_new (NULL);
  guint n = 0;

  clear_list (self->books_list);
  clear_list (self->correct_list);
  memset (self->track_values, 0, sizeof self->track_values);
  for (guint i = 0; i < rules->n_tracks; i++)
    {
      GtkWidget *row, *value;

      if (rules->tracks[i].shown == HD_SHEET_INTERNAL)
        continue;
      row = adw_action_row_new ();
      value = gtk_label_new (NULL);
      row_set_title (row, _(rules->tracks[i].name));
      gtk_widget_add_css_class (value, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      self->track_values[i] = GTK_LABEL (value);
      gtk_list_box_append (self->books_list, row);
      if (rules->tracks[i].form == HD_SHEET_NUMBER && rules->tracks[i].shown == HD_SHEET_PUBLIC &&
          !rules->tracks[i].fixed)
        {
          gtk_string_list_append (names, _(rules->tracks[i].name));
          self->correct_tracks[n++] = i;
        }
    }
  self->ledger_row = NULL;
  if (rules->ledger_name != NULL)
    {
      self->ledger_row = ADW_ACTION_ROW (adw_action_row_new ());
      row_set_title (self->ledger_row, _(rules->ledger_name));
      gtk_list_box_append (self->books_list, GTK_WIDGET (self->ledger_row));
    }
  self->correct_track = ADW_COMBO_ROW (adw_combo_row_new ());
  row_set_title (self->correct_track, _("Count"));
  adw_combo_row_set_model (self->correct_track, G_LIST_MODEL (names));
  g_object_unref (names);
  gtk_list_box_append (self->correct_list, GTK_WIDGET (self->correct_track));
  {
    GtkWidget *row = adw_action_row_new ();
    GtkWidget *button = gtk_button_new_with_mnemonic (_("C_orrect"));

    self->correct_value = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 99, 1));
    row_set_title (row, _("Its right value"));
    gtk_widget_set_valign (GTK_WIDGET (self->correct_value), GTK_ALIGN_CENTER);
    gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->correct_value), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Its right value"), -1);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "sheet.correct");
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->correct_value));
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    gtk_list_box_append (self->correct_list, row);
  }
}

static void
update_books (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);

  hd_sheet_view (rules, sheet_of (self), &self->viewer, &self->view);
  if (self->ledger_row != NULL)
    {
      g_autofree char *ledger = hd_sheet_format_ledger (rules, sheet_of (self));
      adw_action_row_set_subtitle (self->ledger_row, ledger);
    }
  for (guint i = 0; i < rules->n_tracks; i++)
    if (self->track_values[i] != NULL)
      {
        g_autofree char *value = hd_sheet_format_track (rules, &self->view, i);
        GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (self->track_values[i]), GTK_TYPE_LIST_BOX_ROW);

        gtk_label_set_text (self->track_values[i], value);
        /* a side's secret shows only to that side (a bid once both are in) */
        gtk_widget_set_visible (row, (self->view.track[i] != HD_SHEET_HIDDEN ||
                                      rules->tracks[i].shown == HD_SHEET_PUBLIC) &&
                                     (rules->track_in_use == NULL ||
                                      rules->track_in_use (rules, sheet_of (self), i)));
      }
}

static void
correct_books (HdSheetPage *self)
{
  const HdSheetRules *rules = self->game != NULL ? rules_of (self) : NULL;
  guint item = self->game != NULL ? adw_combo_row_get_selected (self->correct_track) : GTK_INVALID_LIST_POSITION;
  g_autofree char *line = NULL;

  if (item == GTK_INVALID_LIST_POSITION)
    return;
  line = g_strdup_printf ("correct %s %d", rules->tracks[self->correct_tracks[item]].id,
                          gtk_spin_button_get_value_as_int (self->correct_value));
  apply_line (self, line);
}

/* ------------------------------------------------------------ the secrets */

static gboolean
has_secrets (const HdSheetRules *rules, int side)
{
  for (guint i = 0; i < rules->n_tracks; i++)
    if (rules->tracks[i].shown == HD_SHEET_SECRET && rules->tracks[i].side == side)
      return TRUE;
  return FALSE;
}

/* A row a side with secrets ("Show the CSA's Secrets…"), and a row to
 * cover them again. */
static void
build_secrets (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);
  gboolean any = FALSE;

  clear_list (self->secrets_list);
  for (int side = 0; side < 2; side++)
    {
      GtkWidget *row, *button;
      g_autofree char *title = NULL;

      if (!has_secrets (rules, side))
        continue;
      any = TRUE;
      row = adw_action_row_new ();
      button = gtk_button_new_with_mnemonic (_("_Show…"));
      /* TRANSLATORS: %s a side ("the CSA"): its secret counts (its Command Points, its armies' strengths) */
      title = g_strdup_printf (_("The secrets of %s"), _(rules->side_names[side]));
      row_set_title (row, title);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", side);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "sheet.show-secrets");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (self->secrets_list, row);
    }
  if (any)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("Co_ver"));

      row_set_title (row, _("Cover the secrets again"));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "sheet.cover");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (self->secrets_list, row);
    }
  gtk_widget_set_visible (self->secrets_group, any);
}

const HdSheetViewer *
hd_sheet_page_get_viewer (HdSheetPage *self)
{
  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), NULL);
  return &self->viewer;
}

gboolean
hd_sheet_page_is_covered (HdSheetPage *self)
{
  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), FALSE);
  return self->game != NULL && is_covered (self);
}

static void update (HdSheetPage *self);

/* The one the cover waits for has the computer. */
void
hd_sheet_page_uncover (HdSheetPage *self)
{
  g_return_if_fail (HD_IS_SHEET_PAGE (self));
  if (self->game == NULL || !is_covered (self))
    return;
  set_viewer (self, cover_for (self), cover_for (self));
  update (self);
}

/* The cover asks for @side, to show its secrets. */
void
hd_sheet_page_show_secrets (HdSheetPage *self,
                            int          side)
{
  g_return_if_fail (HD_IS_SHEET_PAGE (self));
  if (self->game == NULL || side < 0 || side > 1 || !has_secrets (rules_of (self), side))
    return;
  /* a step played behind one side's cover is never shown to the other */
  if (secret_side (self) >= 0 && secret_side (self) != side)
    {
      g_autoptr(GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                                             /* TRANSLATORS: %1$s the side whose step is covered, %2$s the other */
                                             _("This step is played behind the cover of %1$s: the secrets of %2$s "
                                               "wait until it is done."),
                                             _(rules_of (self)->side_names[1 - side]),
                                             _(rules_of (self)->side_names[side]));
      g_signal_emit (self, signals[REFUSED], 0, error);
      return;
    }
  set_viewer (self, HD_SHEET_TABLE, side);
  update (self);
}

/* Back to what the table may see (the step's own cover if it is secret:
 * cover_for). */
void
hd_sheet_page_cover (HdSheetPage *self)
{
  g_return_if_fail (HD_IS_SHEET_PAGE (self));
  if (self->game == NULL)
    return;
  set_viewer (self, HD_SHEET_TABLE, -1);
  update (self);
}

/* ------------------------------------------------------------- the tables */

/* "14 of 36 results from our copy; 22 to type from your chart". */
static char *
table_state (const HdSheetTable *table)
{
  const HdSheetTableDef *def = hd_sheet_table_get_def (table);
  guint given = 0, filled = 0, n = def->n_rows * def->n_cols;

  for (guint r = 0; r < def->n_rows; r++)
    for (guint c = 0; c < def->n_cols; c++)
      {
        given += hd_sheet_table_is_given (table, r, c);
        filled += hd_sheet_table_get (table, r, c) != NULL;
      }
  if (filled == n && given == n)
    return g_strdup (_("Complete in our copy"));
  if (filled == n)
    return g_strdup (_("Complete: your printed chart"));
  /* TRANSLATORS: %1$u results our copy gives, %2$u in all, %3$u still to type */
  return g_strdup_printf (_("%1$u of %2$u results from our copy; %3$u to type from your chart"), given, n, n - filled);
}

static void
build_tables (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);

  clear_list (self->tables_list);
  for (guint i = 0; i < rules->n_tables && i < G_N_ELEMENTS (self->table_rows); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Fill In…"));

      row_set_title (row, _(rules->tables[i]->title));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", i);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "sheet.edit-table");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      self->table_rows[i] = ADW_ACTION_ROW (row);
      gtk_list_box_append (self->tables_list, row);
    }
}

static void
update_tables (HdSheetPage *self)
{
  HdSheetTable * const *tables = hd_sheet_game_get_tables (self->game);

  for (guint i = 0; i < rules_of (self)->n_tables && i < G_N_ELEMENTS (self->table_rows); i++)
    {
      g_autofree char *state = table_state (tables[i]);
      adw_action_row_set_subtitle (self->table_rows[i], state);
    }
}

static void
table_saved (HdSheetPage *self)
{
  update_tables (self);
  update_preview (self);
}

static void
table_dialog_gone (HdSheetPage *self)
{
  self->table_dialog = NULL;
}

GtkWidget *
hd_sheet_page_open_table (HdSheetPage *self,
                          guint        index)
{
  GtkRoot *root;

  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), NULL);
  if (self->game == NULL || index >= rules_of (self)->n_tables)
    return NULL;
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (self->table_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->table_dialog));
  self->table_dialog = hd_sheet_table_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->game, index);
  g_signal_connect_object (self->table_dialog, "destroy", G_CALLBACK (table_dialog_gone), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table_dialog, "saved", G_CALLBACK (table_saved), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->table_dialog));
  return self->table_dialog;
}

GtkWidget *
hd_sheet_page_get_table_dialog (HdSheetPage *self)
{
  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), NULL);
  return self->table_dialog;
}

/* ---------------------------------------------------------------- updates */

static void
update_title (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);
  const HdSheet *sheet = sheet_of (self);
  g_autofree char *turn = rules->turn_label (sheet->turn);
  /* TRANSLATORS: %1$s the turn ("04/1861"), %2$u its number, %3$u how many the game has */
  g_autofree char *told = !rules->numbered_turns
                            ? g_strdup_printf (_("%1$s — turn %2$u of %3$u"), turn, sheet->turn + 1, rules->n_turns)
                            /* TRANSLATORS: %1$u the turn's number, %2$u how many the game has */
                            : g_strdup_printf (_("Turn %1$u of %2$u"), sheet->turn + 1, rules->n_turns);

  gtk_label_set_text (self->title_label, _(rules->name));
  gtk_label_set_text (self->turn_label, told);
  gtk_widget_set_visible (GTK_WIDGET (self->winner_label), hd_sheet_is_over (sheet));
  if (sheet->winner == HD_SHEET_DRAW)
    gtk_label_set_text (self->winner_label, _("The game is over: neither side wins."));
  else if (sheet->winner >= 0)
    {
      /* TRANSLATORS: %s the side that won ("the Confederacy") */
      g_autofree char *won = g_strdup_printf (_("The game is over: %s wins."), _(rules->side_names[sheet->winner]));
      gtk_label_set_text (self->winner_label, won);
    }
}

/* The page's actions, enabled in one place (gnome-text-editor's way). */
static void
update_actions (HdSheetPage *self)
{
  gboolean playing = self->game != NULL && !hd_sheet_is_over (sheet_of (self));

  update_form_actions (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.done",
                                 playing && !is_covered (self) &&
                                 gtk_widget_get_visible (GTK_WIDGET (self->done_button)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.correct", playing && !is_covered (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.edit-table", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.uncover", self->game != NULL && is_covered (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.show-secrets", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.cover",
                                 self->game != NULL && (self->viewer.side >= 0 || is_covered (self)));
}

static void
update (HdSheetPage *self)
{
  update_title (self);
  update_step (self);
  update_steps (self);
  update_books (self);
  update_tables (self);
  update_actions (self);
  if (self->viewer_changed)
    {
      self->viewer_changed = FALSE;
      g_signal_emit (self, signals[VIEWER_CHANGED], 0);
    }
}

static gboolean
focus_inside (HdSheetPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
}

GtkWidget *
hd_sheet_page_get_focus_target (HdSheetPage *self)
{
  GtkWidget *first;

  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), NULL);
  if (self->game == NULL)
    return NULL;
  if (is_covered (self))
    return GTK_WIDGET (self->cover_button);
  /* the same step: the focus stays where the player has it in the page,
   * unless what had it is gone (a form rebuilt for another verb) */
  if (hd_sheet_is_over (sheet_of (self)) || (!self->rebuilt && focus_inside (self)))
    return GTK_WIDGET (self);
  self->rebuilt = FALSE;
  first = gtk_widget_get_first_child (GTK_WIDGET (self->form));
  /* past the choice of what to record: the first thing to type */
  if (first != NULL && first == GTK_WIDGET (self->verb_choice) && gtk_widget_get_next_sibling (first) != NULL)
    first = gtk_widget_get_next_sibling (first);
  if (first != NULL && gtk_widget_get_visible (GTK_WIDGET (self->form)))
    return first;
  if (gtk_widget_get_visible (GTK_WIDGET (self->die_row)))
    return GTK_WIDGET (self->die_row);
  if (gtk_widget_get_visible (GTK_WIDGET (self->done_button)))
    return GTK_WIDGET (self->done_button);
  return GTK_WIDGET (self->record_button);
}

/* ---------------------------------------------------------- the play panel */

static void
play_set_log (HdPlayPanel *panel, HdLog *log, gconstpointer viewer, HdBoardView *board)
{
  HdSheetPage *self = HD_SHEET_PAGE (panel);
  HdSheetGame *game = log != NULL ? HD_SHEET_GAME (log) : NULL;

  if (game == self->game)
    return;
  if (self->table_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->table_dialog));
  g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  self->shown = NULL;
  self->verb = NULL;
  self->viewer.side = HD_SHEET_TABLE;
  self->cover_side = -1;
  if (game == NULL)
    {
      update_actions (self);
      return;
    }
  self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (update), self);
  build_steps (self);
  build_books (self);
  build_secrets (self);
  build_tables (self);
  update (self);
}

static gboolean
play_next_step (HdPlayPanel *panel)
{
  HdSheetPage *self = HD_SHEET_PAGE (panel);

  if (self->game == NULL || is_covered (self) || !gtk_widget_is_sensitive (GTK_WIDGET (self->done_button)) ||
      !gtk_widget_get_visible (GTK_WIDGET (self->done_button)))
    return FALSE;
  done_clicked (self);
  return TRUE;
}

static void
play_panel_init (HdPlayPanelInterface *iface)
{
  /* no die typed with the keys 1-6: the form's numbers are typed with
   * them (the die row's buttons take the die) */
  iface->set_log = play_set_log;
  iface->next_step = play_next_step;
}

/* ------------------------------------------------------------- the class */

static void
action_record (GtkWidget *widget, const char *name, GVariant *param)
{
  record_clicked (HD_SHEET_PAGE (widget));
}

static void
action_done (GtkWidget *widget, const char *name, GVariant *param)
{
  done_clicked (HD_SHEET_PAGE (widget));
}

static void
action_correct (GtkWidget *widget, const char *name, GVariant *param)
{
  correct_books (HD_SHEET_PAGE (widget));
}

static void
action_uncover (GtkWidget *widget, const char *name, GVariant *param)
{
  hd_sheet_page_uncover (HD_SHEET_PAGE (widget));
}

static void
action_show_secrets (GtkWidget *widget, const char *name, GVariant *param)
{
  hd_sheet_page_show_secrets (HD_SHEET_PAGE (widget), g_variant_get_int32 (param));
}

static void
action_cover (GtkWidget *widget, const char *name, GVariant *param)
{
  hd_sheet_page_cover (HD_SHEET_PAGE (widget));
}

static void
action_edit_table (GtkWidget *widget, const char *name, GVariant *param)
{
  hd_sheet_page_open_table (HD_SHEET_PAGE (widget), g_variant_get_uint32 (param));
}

/* The two columns side by side when the page is wide, one above the
 * other when narrow (decided before the children are allocated, as the
 * window decides its own narrowness). */
static void
hd_sheet_page_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  HdSheetPage *self = HD_SHEET_PAGE (widget);
  GtkOrientation wanted = width >= WIDE_WIDTH ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;

  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->columns)) != wanted)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->columns), wanted);
      gtk_box_set_homogeneous (self->columns, wanted == GTK_ORIENTATION_HORIZONTAL);
    }
  gtk_widget_allocate (self->scroller, width, height, baseline, NULL);
}

static void
hd_sheet_page_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                       int *minimum_baseline, int *natural_baseline)
{
  gtk_widget_measure (HD_SHEET_PAGE (widget)->scroller, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
}

static void
hd_sheet_page_dispose (GObject *object)
{
  HdSheetPage *self = HD_SHEET_PAGE (object);

  if (self->table_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->table_dialog));
  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_SHEET_PAGE);
  G_OBJECT_CLASS (hd_sheet_page_parent_class)->dispose (object);
}

static void
hd_sheet_page_class_init (HdSheetPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = hd_sheet_page_dispose;
  widget_class->size_allocate = hd_sheet_page_size_allocate;
  widget_class->measure = hd_sheet_page_measure;
  /* The game refused what the page sent (the error names the rule). */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* Who looks at the page changed (the cover lifted or put back): what
   * the window tells of the game (undo's words) follows it. */
  signals[VIEWER_CHANGED] = g_signal_new ("viewer-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                          NULL, NULL, G_TYPE_NONE, 0);
  g_type_ensure (HD_TYPE_DIE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-sheet-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, columns);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, winner_label);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, cover_card);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, cover_title);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, cover_text);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, cover_button);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, secrets_group);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, secrets_list);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, step_card);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, step_title);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, step_who);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, step_what);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, form);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, preview_label);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, die_row);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, record_button);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, done_button);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, steps_list);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, books_list);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, correct_list);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, tables_list);
  gtk_widget_class_install_action (widget_class, "sheet.record", NULL, action_record);
  gtk_widget_class_install_action (widget_class, "sheet.done", NULL, action_done);
  gtk_widget_class_install_action (widget_class, "sheet.correct", NULL, action_correct);
  gtk_widget_class_install_action (widget_class, "sheet.edit-table", "u", action_edit_table);
  gtk_widget_class_install_action (widget_class, "sheet.uncover", NULL, action_uncover);
  gtk_widget_class_install_action (widget_class, "sheet.show-secrets", "i", action_show_secrets);
  gtk_widget_class_install_action (widget_class, "sheet.cover", NULL, action_cover);
}

static void
hd_sheet_page_init (HdSheetPage *self)
{
  self->viewer.side = HD_SHEET_TABLE;
  self->shown_viewer = HD_SHEET_TABLE;
  self->cover_side = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->record_button), "sheet.record");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->done_button), "sheet.done");
  g_signal_connect_swapped (self->die_row, "die", G_CALLBACK (die_given), self);
}
