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

#define MAX_FIELDS 8
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
  const HdSheetVerb *verb;                  /* the form's verb, or NULL */
  gboolean           rebuilt;               /* the form is new since the focus was last placed */
  GtkWidget         *fields[MAX_FIELDS];    /* a spin button, a combo row or a box of toggles a field */
  GtkLabel          *track_values[HD_SHEET_MAX_TRACKS];
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

enum { REFUSED, N_SIGNALS };
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
  return hd_sheet_compose_line (self->verb, values);
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

static GtkWidget *
number_row (HdSheetPage *self, const HdSheetField *field, guint i)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (field->min, field->max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(field->label));
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
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(field->label));
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

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(field->label));
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

/* The form of @verb (NULL: none): a row a field, the die row for a die. */
static void
build_form (HdSheetPage *self, const HdSheetVerb *verb)
{
  gboolean die = FALSE;

  clear_list (self->form);
  memset (self->fields, 0, sizeof self->fields);
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
          continue;
        }
      gtk_list_box_append (self->form, field->kind == HD_SHEET_FIELD_NUMBER ? number_row (self, field, i)
                                       : field->kind == HD_SHEET_FIELD_CHOICE ? choice_row (self, field, i)
                                       : set_row (self, field, i));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->form), verb != NULL && verb->n_fields > (die ? 1u : 0u));
  gtk_widget_set_visible (GTK_WIDGET (self->die_row), die);
  gtk_widget_set_visible (GTK_WIDGET (self->record_button), verb != NULL);
  if (verb != NULL)
    gtk_button_set_label (self->record_button, _(verb->title));
  update_preview (self);
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

/* Whether the game would take the form as it stands, with @die (0:
 * none), in the position now. */
static gboolean
form_accepts (HdSheetPage *self, guint die)
{
  g_autofree char *line = NULL;
  g_autofree HdSheetAction *action = NULL;

  if (self->game == NULL || self->verb == NULL || hd_sheet_is_over (sheet_of (self)))
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
  if (self->game == NULL || self->verb == NULL)
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

  if (action != NULL && hd_log_apply (HD_LOG (self->game), action, &error))
    return TRUE;
  g_signal_emit (self, signals[REFUSED], 0, error);
  return FALSE;
}

static void
done_clicked (HdSheetPage *self)
{
  if (self->game != NULL)
    apply_line (self, "done");
}

/* ------------------------------------------------------ the step awaited */

static void
update_step (HdSheetPage *self)
{
  const HdSheetRules *rules = rules_of (self);
  const HdSheet *sheet = sheet_of (self);
  const HdSheetStep *step = hd_sheet_get_awaited (rules, sheet);
  gboolean over = hd_sheet_is_over (sheet);
  g_autofree char *who = NULL;

  gtk_widget_set_visible (self->step_card, !over);
  if (over)
    return;
  gtk_label_set_text (self->step_title, _(step->title));
  /* TRANSLATORS: %1$s who acts ("the Union", "both sides"), %2$s the rule */
  who = g_strdup_printf (_("%1$s · %2$s"), step->side >= 0 ? _(rules->side_names[step->side]) : _("both sides"),
                         step->rule);
  hd_rule_links_set_text (self->step_who, who);
  gtk_label_set_text (self->step_what, _(step->what));
  gtk_widget_set_visible (GTK_WIDGET (self->done_button),
                          step->by_done && step == hd_sheet_get_step (rules, sheet));
  if (step != self->shown || sheet->turn != self->shown_turn)
    {
      const HdSheetVerb *verb = NULL;

      for (guint v = 0; step->verb != NULL && v < rules->n_verbs; v++)
        if (g_str_equal (rules->verbs[v]->word, step->verb))
          verb = rules->verbs[v];
      self->shown = step;
      self->shown_turn = sheet->turn;
      build_form (self, verb);
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

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(rules->steps[i].title));
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

      if (rules->tracks[i].shown != HD_SHEET_PUBLIC)
        continue;
      row = adw_action_row_new ();
      value = gtk_label_new (NULL);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(rules->tracks[i].name));
      gtk_widget_add_css_class (value, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      self->track_values[i] = GTK_LABEL (value);
      gtk_list_box_append (self->books_list, row);
      if (rules->tracks[i].form == HD_SHEET_NUMBER)
        {
          gtk_string_list_append (names, _(rules->tracks[i].name));
          self->correct_tracks[n++] = i;
        }
    }
  self->correct_track = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->correct_track), _("Count"));
  adw_combo_row_set_model (self->correct_track, G_LIST_MODEL (names));
  g_object_unref (names);
  gtk_list_box_append (self->correct_list, GTK_WIDGET (self->correct_track));
  {
    GtkWidget *row = adw_action_row_new ();
    GtkWidget *button = gtk_button_new_with_mnemonic (_("C_orrect"));

    self->correct_value = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 99, 1));
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Its right value"));
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

  for (guint i = 0; i < rules->n_tracks; i++)
    if (self->track_values[i] != NULL)
      {
        g_autofree char *value = hd_sheet_format_track (rules, sheet_of (self), i);
        gtk_label_set_text (self->track_values[i], value);
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

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(rules->tables[i]->title));
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
  g_autofree char *told = g_strdup_printf (_("%1$s — turn %2$u of %3$u"), turn, sheet->turn + 1, rules->n_turns);

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
                                 playing && gtk_widget_get_visible (GTK_WIDGET (self->done_button)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.correct", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.edit-table", self->game != NULL);
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
}

GtkWidget *
hd_sheet_page_get_focus_target (HdSheetPage *self)
{
  GtkWidget *first;

  g_return_val_if_fail (HD_IS_SHEET_PAGE (self), NULL);
  if (self->game == NULL)
    return NULL;
  /* the same step: the focus stays where the player has it in the page */
  if (!self->rebuilt || hd_sheet_is_over (sheet_of (self)))
    return GTK_WIDGET (self);
  self->rebuilt = FALSE;
  first = gtk_widget_get_first_child (GTK_WIDGET (self->form));
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
  if (game == NULL)
    {
      update_actions (self);
      return;
    }
  self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (update), self);
  build_steps (self);
  build_books (self);
  build_tables (self);
  update (self);
}

static gboolean
play_next_step (HdPlayPanel *panel)
{
  HdSheetPage *self = HD_SHEET_PAGE (panel);

  if (!gtk_widget_is_sensitive (GTK_WIDGET (self->done_button)) ||
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
  g_type_ensure (HD_TYPE_DIE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-sheet-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, columns);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, HdSheetPage, winner_label);
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
}

static void
hd_sheet_page_init (HdSheetPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->record_button), "sheet.record");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->done_button), "sheet.done");
  g_signal_connect_swapped (self->die_row, "die", G_CALLBACK (die_given), self);
}
