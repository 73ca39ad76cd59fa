/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-new-game-dialog.c: the New Game dialog (a template,
 * hd-new-game-dialog.ui).  Its rows come from the engine and are grouped
 * as the rulebook groups them, after the players (who commands each side:
 * a person, or the companion at a level, with its dice and the person's
 * hints, issue 33): the scenarios (one radio each), the basic
 * optional rules by their effect on balance (1.2), the length of the game
 * as one choice (9.1 or a March ending date, 11.3) with Sudden Death,
 * the Advanced Game with one switch for all of it and its parts below
 * (greyed while it is off), and with Advanced 8.2 the dates of the
 * leaders' pieces.  The last choices are remembered (GSettings, at
 * Start).  "Start" (new-game.start) activates the window's
 * win.start-game-seated action with the scenario, the options and the
 * companion's seats chosen (its transcript lines), so the keyboard, the
 * mouse and the tests all start a game the same way. */
#define G_LOG_DOMAIN "hd-new-game-dialog"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "hd-new-game-dialog.h"
#include "hd-sheet-game.h"
#include "hd-leader.h"
#include "hd-options.h"
#include "hd-player.h"
#include "hd-reference.h"
#include "hd-rules-dialog.h"
#include "hd-scenario.h"
#include "hd-seats.h"

struct _HdNewGameDialog
{
  AdwWindow  parent_instance;

  GSettings *settings;

  /* the template */
  GtkWidget *start_button;
  GtkWidget *union_seat;      /* AdwComboRow: a person, then @seat_players' companions */
  GtkWidget *confederate_seat;
  GtkWidget *dice_row;        /* AdwComboRow: the companion's dice, rolled or typed */
  GtkWidget *hints_row;       /* greyed, with @dice_row, while no side has the companion */
  GtkWidget *hints_switch;
  GtkWidget *scenarios;       /* AdwPreferencesGroup: a row a scenario */
  GtkWidget *other_games;     /* AdwPreferencesGroup: a row a game without a board */
  GtkWidget *union_options;   /* AdwPreferencesGroup: the basic options by balance (1.2) */
  GtkWidget *confederate_options;
  GtkWidget *neutral_options;
  GtkWidget *length_options;  /* the ending (9.1, 11.3) and Sudden Death */
  GtkWidget *ending_row;      /* AdwComboRow: no ending option, then @ending_ids */
  GtkWidget *advanced_options;
  GtkWidget *advanced_switch; /* the whole Advanced Game */
  GtkWidget *leaders;         /* AdwPreferencesGroup: the leaders' pieces (Advanced 8.2) */
  GtkWidget *errors_revealer; /* what keeps Start from starting: every fault, under the header bar */
  GtkWidget *errors_label;
  GtkWidget *first_wrong;     /* the first field at fault, for the focus */
  GtkWidget *arrive[HD_N_LEADERS];  /* GtkEntry, "06/1862" */
  GtkWidget *value[HD_N_LEADERS];   /* GtkSpinButton */
  GtkWidget *change[HD_N_LEADERS];
  GtkWidget *later[HD_N_LEADERS];

  /* the rows' widgets, in the order of @scenario_ids and @option_ids */
  GPtrArray *scenario_checks; /* GtkCheckButton, with the role of a radio */
  GPtrArray *scenario_ids;    /* const char *, the engine's */
  GPtrArray *option_switches; /* GtkSwitch */
  GPtrArray *option_ids;      /* const char *, the engine's */
  GPtrArray *advanced_rows;   /* the Advanced Game's parts' rows, greyed while it is off */
  GPtrArray *ending_ids;      /* const char *: the ending choices after "no option" */
};

G_DEFINE_FINAL_TYPE (HdNewGameDialog, hd_new_game_dialog, ADW_TYPE_WINDOW)

/* Who a side's row offers, in its order: a person, then the companion at
 * each level a person may face. */
static const HdSeatPlayer seat_players[] = { HD_SEAT_PERSON, HD_SEAT_EASY, HD_SEAT_NORMAL, HD_SEAT_HARD };

static void option_toggled (GtkSwitch *sw, GParamSpec *pspec, HdNewGameDialog *self);
static void remember (HdNewGameDialog *self, const char * const *options);
static gboolean leaders_chosen (HdNewGameDialog *self);

/* The field of @leader's piece that @part names. */
static GtkWidget *
leader_field (HdNewGameDialog *self, HdLeader leader, HdLeaderPart part)
{
  switch (part)
    {
    case HD_LEADER_PART_ARRIVE: return self->arrive[leader];
    case HD_LEADER_PART_VALUE: return self->value[leader];
    case HD_LEADER_PART_CHANGE: return self->change[leader];
    case HD_LEADER_PART_LATER: return self->later[leader];
    case HD_LEADER_PART_NONE:
    default: return NULL;
    }
}

/* A field marked at fault, or not (red, and "invalid" to a screen reader). */
static void
mark_field (GtkWidget *field, gboolean wrong)
{
  if (wrong)
    gtk_widget_add_css_class (field, "error");
  else
    gtk_widget_remove_css_class (field, "error");
  gtk_accessible_update_state (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_STATE_INVALID,
                               wrong ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}

/* Each leader's piece as typed, asked of the engine one by one: every
 * fault is said, its field marked, the first remembered. */
static void
check_leaders (HdNewGameDialog *self, GString *faults)
{
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      g_autoptr(GError) error = NULL;
      HdLeaderPart part = HD_LEADER_PART_NONE;
      GtkWidget *field;

      for (HdLeaderPart p = HD_LEADER_PART_ARRIVE; p <= HD_LEADER_PART_LATER; p++)
        mark_field (leader_field (self, l, p), FALSE);
      if (!leaders_chosen (self) ||
          hd_leader_check_piece (l, gtk_editable_get_text (GTK_EDITABLE (self->arrive[l])),
                                 (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->value[l])),
                                 gtk_editable_get_text (GTK_EDITABLE (self->change[l])),
                                 (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->later[l])), &part,
                                 &error))
        continue;
      field = leader_field (self, l, part);
      mark_field (field, TRUE);
      if (self->first_wrong == NULL)
        self->first_wrong = field;
      g_string_append_printf (faults, faults->len > 0 ? "\n%s" : "%s", error->message);
    }
}

/* What is wrong with the choices, every fault at once, shown under the
 * header bar while it is wrong: FALSE if anything is. */
static gboolean
check_choices (HdNewGameDialog *self)
{
  g_autoptr(GString) faults = g_string_new (NULL);

  self->first_wrong = NULL;
  check_leaders (self, faults);
  if (faults->len == 0)
    {
      g_auto(GStrv) options = hd_new_game_dialog_get_options (self);
      g_autoptr(GError) error = NULL;

      if (!hd_options_validate ((const char * const *) options, &error))
        g_string_append (faults, error->message);
    }
  gtk_label_set_text (GTK_LABEL (self->errors_label), faults->str);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->errors_revealer), faults->len > 0);
  return faults->len == 0;
}

/* A choice changed: the faults shown are checked again, and go once
 * fixed. */
static void
recheck (HdNewGameDialog *self)
{
  if (gtk_revealer_get_reveal_child (GTK_REVEALER (self->errors_revealer)))
    check_choices (self);
}

/* new-game.start: the window's win.start-game-seated with what is
 * chosen. */
static void
action_start (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  HdNewGameDialog *self = HD_NEW_GAME_DIALOG (widget);
  g_auto(GStrv) options = hd_new_game_dialog_get_options (self);
  g_auto(GStrv) seats = NULL;
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GVariant *start;

  /* the leaders' pieces must be right before the game starts (Advanced 8.2):
   * the keyboard goes to the first field at fault */
  if (!check_choices (self))
    {
      gtk_widget_grab_focus (self->first_wrong != NULL ? self->first_wrong : self->start_button);
      return;
    }
  remember (self, (const char * const *) options);
  seats = hd_new_game_dialog_get_seat_lines (self);
  start = g_variant_new ("(s^as^as)", hd_new_game_dialog_get_scenario (self), options, seats);
  if (parent != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (parent), "win.start-game-seated", start);
  else
    g_variant_unref (g_variant_ref_sink (start));
  gtk_window_destroy (GTK_WINDOW (self));
}

/* ------------------------------------------------- the other games */

/* A game without a board chosen: the window's win.new-sheet-game. */
static void
start_other (GtkButton *button, HdNewGameDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  const char *id = gtk_widget_get_name (GTK_WIDGET (button));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.new-sheet-game", "s", id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
add_other_games (HdNewGameDialog *self)
{
  const HdSheetRules * const *games = hd_sheet_game_list_rules ();

  for (guint i = 0; games[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("St_art"));
      /* TRANSLATORS: a game without a board in the New Game dialog: %u its turns */
      g_autofree char *told = g_strdup_printf (_("%u turns; the map stays on your table"), games[i]->n_turns);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(games[i]->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), told);
      gtk_widget_set_name (button, games[i]->id);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_signal_connect (button, "clicked", G_CALLBACK (start_other), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->other_games), row);
    }
}

/* ------------------------------------------------------- the players */

static GtkWidget *
seat_row (HdNewGameDialog *self, HdSide side)
{
  return side == HD_SIDE_UNION ? self->union_seat : self->confederate_seat;
}

/* Who commands @side, as its row is set. */
static HdSeatPlayer
seat_player (HdNewGameDialog *self, HdSide side)
{
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (seat_row (self, side)));

  return i < G_N_ELEMENTS (seat_players) ? seat_players[i] : HD_SEAT_PERSON;
}

/* The companion's dice, as its row is set. */
static HdSeatDice
chosen_dice (HdNewGameDialog *self)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (self->dice_row)) == 1 ? HD_SEAT_DICE_TYPED : HD_SEAT_DICE_ROLLED;
}

/* Each side's row says in a sentence who its player is; the companion's
 * dice and the person's hints are greyed while no side has it. */
static void
show_seats (HdNewGameDialog *self)
{
  gboolean companion = FALSE;

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      HdPlayerLevel level;
      const char *says = _("A person commands this side: the players move its counters themselves.");

      if (hd_player_level_from_seat (seat_player (self, side), &level))
        {
          says = hd_player_level_get_help (level);
          companion = TRUE;
        }
      adw_action_row_set_subtitle (ADW_ACTION_ROW (seat_row (self, side)), says);
    }
  gtk_widget_set_sensitive (self->dice_row, companion);
  gtk_widget_set_sensitive (self->hints_row, companion);
}

static void
seat_chosen (AdwComboRow *row, GParamSpec *pspec, HdNewGameDialog *self)
{
  show_seats (self);
}

/* How a combo row's items are shown: item i of @full as @shown[i]. */
typedef struct {
  char **full;
  char **shown;
} Choices;

static void
choices_free (gpointer data, GClosure *closure)
{
  Choices *c = data;

  g_strfreev (c->full);
  g_strfreev (c->shown);
  g_free (c);
}

static void
choice_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
choice_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  Choices *c = data;
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));

  for (guint i = 0; c->full[i] != NULL && c->shown[i] != NULL; i++)
    if (g_str_equal (c->full[i], text))
      {
        text = c->shown[i];
        break;
      }
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

/* A factory showing each item of @full (a model's strings) as the string
 * of @shown at its place (both copied). */
static GtkListItemFactory *
choice_factory_new (char **full, char **shown)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  Choices *c = g_new (Choices, 1);

  c->full = g_strdupv (full);
  c->shown = g_strdupv (shown);
  g_signal_connect (factory, "setup", G_CALLBACK (choice_setup), NULL);
  g_signal_connect_data (factory, "bind", G_CALLBACK (choice_bind), c, choices_free, 0);
  return factory;
}

/* The lists under @widget named @name: a screen reader would otherwise
 * call a combo row's list by its class. */
static void
name_lists (GtkWidget *widget, const char *name)
{
  if (GTK_IS_LIST_VIEW (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    name_lists (c, name);
}

/* A combo row whose list says each choice in full and whose row shows
 * the choice made in @brief, so that it fits beside the row's sentence
 * in a narrow window (both taken). */
static void
set_choices (GtkWidget *row, char **full, char **brief)
{
  g_auto(GStrv) full_owned = full;
  g_auto(GStrv) brief_owned = brief;
  g_autoptr(GtkStringList) model = gtk_string_list_new ((const char * const *) full);
  g_autoptr(GtkListItemFactory) shown = choice_factory_new (full, brief);
  g_autoptr(GtkListItemFactory) listed = choice_factory_new (full, full);
  g_autofree char *name = NULL;

  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_factory (ADW_COMBO_ROW (row), shown);
  adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), listed);
  /* the title without its mnemonic's underscore */
  if (pango_parse_markup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), -1, '_', NULL, &name, NULL, NULL))
    name_lists (row, name);
}

/* The choices of a side's row: a person, then the companion at each
 * level, named by the engine ("The companion, Normal"; "Normal" once
 * chosen). */
static void
set_seat_choices (GtkWidget *row)
{
  g_autoptr(GStrvBuilder) full = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) brief = g_strv_builder_new ();

  for (guint i = 0; i < G_N_ELEMENTS (seat_players); i++)
    {
      HdPlayerLevel level;
      g_autofree char *label = NULL;

      if (!hd_player_level_from_seat (seat_players[i], &level))
        {
          g_strv_builder_add (full, _("A person"));
          g_strv_builder_add (brief, _("A person"));
          continue;
        }
      /* TRANSLATORS: who commands a side in New Game, e.g. "The companion, Normal" (a level) */
      label = g_strdup_printf (_("The companion, %s"), hd_player_level_get_label (level));
      g_strv_builder_add (full, label);
      g_strv_builder_add (brief, hd_player_level_get_label (level));
    }
  set_choices (row, g_strv_builder_end (full), g_strv_builder_end (brief));
}

/* The rows of the players: made once. */
static void
add_players (HdNewGameDialog *self)
{
  const char *full[] = { _("Rolled by the companion"), _("Typed from real dice"), NULL };
  /* TRANSLATORS: the companion's dice, as the row shows the choice made (rolled by it, typed from real dice) */
  const char *brief[] = { C_("dice", "Rolled"), C_("dice", "Typed"), NULL };

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      set_seat_choices (seat_row (self, side));
      g_signal_connect (seat_row (self, side), "notify::selected", G_CALLBACK (seat_chosen), self);
    }
  set_choices (self->dice_row, g_strdupv ((char **) full), g_strdupv ((char **) brief));
}

/* The rows of the scenarios (from the engine): made once.  Each row is
 * one Tab stop, its radio, named by the row's title. */
static void
add_scenarios (HdNewGameDialog *self)
{
  const char * const *ids = hd_scenario_builtin_ids ();
  GtkCheckButton *first = NULL;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = g_object_new (GTK_TYPE_CHECK_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO, NULL);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), hd_scenario_builtin_get_label (ids[i]));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), hd_scenario_builtin_get_summary (ids[i]));
      /* named by the row's title (the activatable widget is labelled by it) */
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      hd_scenario_builtin_get_summary (ids[i]), -1);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      if (first == NULL)
        {
          first = GTK_CHECK_BUTTON (check);
          gtk_check_button_set_active (first, TRUE);
        }
      else
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), first);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_widget_set_focusable (row, FALSE);   /* the radio is the row's one Tab stop */
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->scenarios), row);
      g_ptr_array_add (self->scenario_checks, check);
      g_ptr_array_add (self->scenario_ids, (gpointer) ids[i]);
    }
}

/* new-game.read-rule (s): the rules reference opened at the rule an
 * option's button stands for (its action target; "" for none found). */
static void
action_read_rule (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  const char *id = g_variant_get_string (param, NULL);

  hd_rules_dialog_show (widget, *id != '\0' ? id : NULL);
}

/* An option's rule number as the reference cites it: "7.3",
 * "Advanced 2.0" (the Advanced Game's own numbering). */
static char *
option_number (const HdOption *option)
{
  const HdRule *rule = hd_reference_lookup (hd_option_get_rule (option));

  return rule != NULL ? hd_rule_get_number (rule) : g_strdup (hd_option_get_rule (option));
}

/* "Crack Infantry (rule 4.8)", "Supply (Advanced 2.0)": the title, then
 * the number in words. */
static char *
option_title (const HdOption *option)
{
  g_autofree char *number = option_number (option);

  if (option->balance == HD_BALANCE_ADVANCED)
    /* TRANSLATORS: an Advanced Game rule's title and number, e.g. "Supply (Advanced 2.0)" */
    return g_strdup_printf (_("%1$s (%2$s)"), _(option->title), number);
  /* TRANSLATORS: an optional rule's title and number, e.g. "Crack Infantry (rule 4.8)" */
  return g_strdup_printf (_("%1$s (rule %2$s)"), _(option->title), number);
}

/* A button beside an option that opens the rules reference at it. */
static GtkWidget *
rule_button_new (const HdOption *option)
{
  const HdRule *rule = hd_reference_lookup (hd_option_get_rule (option));
  g_autofree char *number = option_number (option);
  /* TRANSLATORS: the tooltip of the button beside an option, e.g. "Read rule 4.11 in the rules reference" */
  g_autofree char *tip = g_strdup_printf (_("Read rule %s in the rules reference"), number);
  GtkWidget *button = gtk_button_new_from_icon_name ("help-about-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rule != NULL ? rule->id : "");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "new-game.read-rule");
  return button;
}

/* The group an option's row goes into (its balance, 1.2). */
static GtkWidget *
group_of (HdNewGameDialog *self, const HdOption *option)
{
  switch (option->balance)
    {
    case HD_BALANCE_PRO_UNION: return self->union_options;
    case HD_BALANCE_PRO_CONFEDERATE: return self->confederate_options;
    case HD_BALANCE_NEUTRAL: return self->neutral_options;
    case HD_BALANCE_ADVANCED: return self->advanced_options;
    case HD_BALANCE_LENGTH:
    default: return self->length_options;
    }
}

/* A row with a switch for an option that is on or off. */
static void
add_switch_row (HdNewGameDialog *self, const HdOption *option)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();
  g_autofree char *title = option_title (option);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(option->explanation));
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), rule_button_new (option));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group_of (self, option)), row);
  g_signal_connect (sw, "notify::active", G_CALLBACK (option_toggled), self);
  g_ptr_array_add (self->option_switches, sw);
  g_ptr_array_add (self->option_ids, (gpointer) option->id);
  if (option->balance == HD_BALANCE_ADVANCED)
    g_ptr_array_add (self->advanced_rows, row);
}

static void
ending_chosen (AdwComboRow *row, GParamSpec *pspec, HdNewGameDialog *self)
{
  recheck (self);
}

/* The length of the game, one choice: the scenario's own end, the
 * Extended Game (9.1) or a March ending date (11.3). */
static void
fill_endings (HdNewGameDialog *self)
{
  g_autoptr(GPtrArray) endings = hd_options_get_choice ("ending");
  GtkStringList *labels = gtk_string_list_new (NULL);

  gtk_string_list_append (labels, _("When the scenario ends (rule 10.0)"));
  for (guint i = 0; i < endings->len; i++)
    {
      const HdOption *option = g_ptr_array_index (endings, i);
      g_autofree char *title = option_title (option);

      if (!option->implemented)
        continue;
      gtk_string_list_append (labels, title);
      g_ptr_array_add (self->ending_ids, (gpointer) option->id);
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (self->ending_row), G_LIST_MODEL (labels));
  g_signal_connect (self->ending_row, "notify::selected", G_CALLBACK (ending_chosen), self);
  g_object_unref (labels);
}

/* The rows of the optional rules the engine keeps, each in the group
 * of its balance with what it does: made once. */
static void
add_options (HdNewGameDialog *self)
{
  fill_endings (self);
  for (guint i = 0; i < hd_options_get_n (); i++)
    {
      const HdOption *option = hd_options_get (i);

      if (option->implemented && option->choice == NULL)
        add_switch_row (self, option);
    }
}

static void
date_changed (GtkWidget *widget, HdNewGameDialog *self)
{
  recheck (self);
}

static GtkWidget *
date_row_new (HdNewGameDialog *self, const char *title, guint value, GtkWidget **entry, GtkWidget **spin)
{
  GtkWidget *row = adw_action_row_new ();
  /* TRANSLATORS: the accessible names of a leader's date and value, e.g. "Lee arrives: month/year" */
  g_autofree char *date_name = g_strdup_printf (_("%s: month/year"), title);
  g_autofree char *value_name = g_strdup_printf (_("%s: value"), title);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (*entry), _("MM/YYYY"));
  gtk_editable_set_width_chars (GTK_EDITABLE (*entry), 8);
  gtk_widget_set_valign (*entry, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*entry), GTK_ACCESSIBLE_PROPERTY_LABEL, date_name, -1);
  *spin = gtk_spin_button_new_with_range (1, 6, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (*spin), value);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*spin), GTK_ACCESSIBLE_PROPERTY_LABEL, value_name, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *entry);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  g_signal_connect (*entry, "changed", G_CALLBACK (date_changed), self);
  g_signal_connect (*spin, "value-changed", G_CALLBACK (date_changed), self);
  return row;
}

/* The leaders' pieces (Advanced 8.2): two rows a leader, the set-ups'
 * values filled in; shown while the rule is chosen. */
static void
add_leaders (HdNewGameDialog *self)
{
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      HdLeaderSpec known;
      /* TRANSLATORS: Advanced 8.2, the rows of a leader's piece, e.g. "Lee arrives", "Lee's value changes" */
      g_autofree char *arrives = g_strdup_printf (_("%s arrives"), hd_leader_get_name (l));
      g_autofree char *changes = g_strdup_printf (_("%s's value changes"), hd_leader_get_name (l));

      hd_leader_get_known_spec (l, &known);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->leaders),
                                 date_row_new (self, arrives, known.value, &self->arrive[l], &self->value[l]));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->leaders),
                                 date_row_new (self, changes, known.later, &self->change[l], &self->later[l]));
    }
}

static GtkSwitch *
switch_of (HdNewGameDialog *self, const char *id)
{
  for (guint i = 0; i < self->option_switches->len; i++)
    if (g_str_equal (g_ptr_array_index (self->option_ids, i), id))
      return g_ptr_array_index (self->option_switches, i);
  return NULL;
}

static gboolean
advanced_on (HdNewGameDialog *self)
{
  return gtk_switch_get_active (GTK_SWITCH (self->advanced_switch));
}

static gboolean
leaders_chosen (HdNewGameDialog *self)
{
  GtkSwitch *sw = switch_of (self, "advanced-8.2");

  return sw != NULL && advanced_on (self) && gtk_switch_get_active (sw);
}

static void
option_toggled (GtkSwitch *sw, GParamSpec *pspec, HdNewGameDialog *self)
{
  gtk_widget_set_visible (self->leaders, leaders_chosen (self));
  recheck (self);
}

/* The parts of the Advanced Game, greyed while it is off. */
static void
show_advanced (HdNewGameDialog *self)
{
  for (guint i = 0; i < self->advanced_rows->len; i++)
    gtk_widget_set_sensitive (g_ptr_array_index (self->advanced_rows, i), advanced_on (self));
  option_toggled (NULL, NULL, self);
}

/* The switch for the whole Advanced Game: on, every part of it is on. */
static void
advanced_toggled (GtkSwitch *sw, GParamSpec *pspec, HdNewGameDialog *self)
{
  if (gtk_switch_get_active (sw))
    for (guint i = 0; i < self->option_ids->len; i++)
      {
        const HdOption *option = hd_options_lookup (g_ptr_array_index (self->option_ids, i));
        if (option->balance == HD_BALANCE_ADVANCED)
          gtk_switch_set_active (g_ptr_array_index (self->option_switches, i), TRUE);
      }
  show_advanced (self);
}

/* ------------------------------------------------------ remembered */

static const char * const seat_keys[HD_N_SIDES] = {
  [HD_SIDE_UNION] = "new-game-union",
  [HD_SIDE_CONFEDERATE] = "new-game-confederate",
};

/* The players of the last game started, their dice and the hints. */
static void
restore_seats (HdNewGameDialog *self)
{
  g_autofree char *dice = g_settings_get_string (self->settings, "new-game-companion-dice");

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autofree char *name = g_settings_get_string (self->settings, seat_keys[side]);
      HdSeatPlayer player = HD_SEAT_PERSON;

      hd_seat_player_from_string (name, &player);
      hd_new_game_dialog_set_player (self, side, player);
    }
  hd_new_game_dialog_set_dice (self, g_strcmp0 (dice, hd_seat_dice_to_string (HD_SEAT_DICE_TYPED)) == 0
                                       ? HD_SEAT_DICE_TYPED : HD_SEAT_DICE_ROLLED);
  gtk_switch_set_active (GTK_SWITCH (self->hints_switch), g_settings_get_boolean (self->settings, "new-game-hints"));
  show_seats (self);
}

/* The choices of the last game started (GSettings): the players, the
 * scenario, the options, the whole Advanced Game, the leaders' dates. */
static void
restore (HdNewGameDialog *self)
{
  g_autofree char *scenario = g_settings_get_string (self->settings, "new-game-scenario");
  g_auto(GStrv) options = g_settings_get_strv (self->settings, "new-game-options");
  g_autoptr(GVariant) dates = g_settings_get_value (self->settings, "leader-dates");

  hd_new_game_dialog_set_scenario (self, scenario);
  restore_seats (self);
  g_signal_handlers_block_by_func (self->advanced_switch, advanced_toggled, self);
  gtk_switch_set_active (GTK_SWITCH (self->advanced_switch), g_settings_get_boolean (self->settings, "new-game-advanced"));
  g_signal_handlers_unblock_by_func (self->advanced_switch, advanced_toggled, self);
  for (guint i = 0; i < self->option_switches->len; i++)
    gtk_switch_set_active (g_ptr_array_index (self->option_switches, i),
                           g_strv_contains ((const char * const *) options, g_ptr_array_index (self->option_ids, i)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->ending_row), 0);
  for (guint i = 0; i < self->ending_ids->len; i++)
    if (g_strv_contains ((const char * const *) options, g_ptr_array_index (self->ending_ids, i)))
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->ending_row), i + 1);
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      g_autofree char *key = g_ascii_strdown (hd_leader_get_name (l), -1);
      const char *arrive, *change;
      guint value, later;

      if (g_variant_lookup (dates, key, "(&su&su)", &arrive, &value, &change, &later))
        {
          gtk_editable_set_text (GTK_EDITABLE (self->arrive[l]), arrive);
          gtk_editable_set_text (GTK_EDITABLE (self->change[l]), change);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value[l]), value);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->later[l]), later);
        }
    }
  show_advanced (self);
}

/* Kept for the next New Game: what started this one (the companion's
 * dice and hints as set, even when no side has it). */
static void
remember (HdNewGameDialog *self, const char * const *options)
{
  g_autoptr(GStrvBuilder) chosen = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  GVariantBuilder dates;

  /* the Advanced Game's parts as they are set, even while it is off */
  for (guint i = 0; i < self->option_switches->len; i++)
    if (gtk_switch_get_active (g_ptr_array_index (self->option_switches, i)))
      g_strv_builder_add (chosen, g_ptr_array_index (self->option_ids, i));
  for (guint i = 0; options[i] != NULL; i++)
    if (hd_options_lookup (options[i]) != NULL && hd_options_lookup (options[i])->choice != NULL)
      g_strv_builder_add (chosen, options[i]);
  ids = g_strv_builder_end (chosen);
  g_variant_builder_init (&dates, G_VARIANT_TYPE ("a{s(susu)}"));
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      g_autofree char *key = g_ascii_strdown (hd_leader_get_name (l), -1);
      g_variant_builder_add (&dates, "{s(susu)}", key,
                             gtk_editable_get_text (GTK_EDITABLE (self->arrive[l])),
                             (guint32) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->value[l])),
                             gtk_editable_get_text (GTK_EDITABLE (self->change[l])),
                             (guint32) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->later[l])));
    }
  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "new-game-scenario", hd_new_game_dialog_get_scenario (self));
  g_settings_set_strv (self->settings, "new-game-options", (const char * const *) ids);
  g_settings_set_boolean (self->settings, "new-game-advanced", advanced_on (self));
  g_settings_set_value (self->settings, "leader-dates", g_variant_builder_end (&dates));
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    g_settings_set_string (self->settings, seat_keys[side], hd_seat_player_to_string (seat_player (self, side)));
  g_settings_set_string (self->settings, "new-game-companion-dice", hd_seat_dice_to_string (chosen_dice (self)));
  g_settings_set_boolean (self->settings, "new-game-hints", gtk_switch_get_active (GTK_SWITCH (self->hints_switch)));
  g_settings_apply (self->settings);
}

static void
hd_new_game_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (hd_new_game_dialog_parent_class)->dispose (object);
}

static void
hd_new_game_dialog_finalize (GObject *object)
{
  HdNewGameDialog *self = HD_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_ptr_array_unref (self->scenario_checks);
  g_ptr_array_unref (self->scenario_ids);
  g_ptr_array_unref (self->option_switches);
  g_ptr_array_unref (self->option_ids);
  g_ptr_array_unref (self->advanced_rows);
  g_ptr_array_unref (self->ending_ids);
  G_OBJECT_CLASS (hd_new_game_dialog_parent_class)->finalize (object);
}

static void
hd_new_game_dialog_class_init (HdNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_new_game_dialog_dispose;
  object_class->finalize = hd_new_game_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, other_games);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, union_seat);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, confederate_seat);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, dice_row);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, hints_row);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, hints_switch);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, scenarios);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, union_options);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, confederate_options);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, neutral_options);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, length_options);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, ending_row);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, advanced_options);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, advanced_switch);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, leaders);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, errors_revealer);
  gtk_widget_class_bind_template_child (widget_class, HdNewGameDialog, errors_label);
  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, action_start);
  gtk_widget_class_install_action (widget_class, "new-game.read-rule", "s", action_read_rule);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_new_game_dialog_init (HdNewGameDialog *self)
{
  self->scenario_checks = g_ptr_array_new ();
  self->scenario_ids = g_ptr_array_new ();
  self->option_switches = g_ptr_array_new ();
  self->option_ids = g_ptr_array_new ();
  self->advanced_rows = g_ptr_array_new ();
  self->ending_ids = g_ptr_array_new ();
  self->settings = g_settings_new (APP_ID);
  gtk_widget_init_template (GTK_WIDGET (self));
  add_other_games (self);
  add_players (self);
  add_scenarios (self);
  add_options (self);
  add_leaders (self);
  restore (self);
  g_signal_connect (self->advanced_switch, "notify::active", G_CALLBACK (advanced_toggled), self);
  /* Enter starts the game with what is chosen; focus never starts on
   * Cancel (Shift+Tab goes back to the scenarios and options) */
  gtk_window_set_focus (GTK_WINDOW (self), self->start_button);
}

GtkWidget *
hd_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (HD_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
}

const char *
hd_new_game_dialog_get_scenario (HdNewGameDialog *self)
{
  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), NULL);
  for (guint i = 0; i < self->scenario_checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->scenario_checks, i);
      if (gtk_check_button_get_active (check))
        return g_ptr_array_index (self->scenario_ids, i);
    }
  return hd_scenario_builtin_ids ()[0];
}

void
hd_new_game_dialog_set_scenario (HdNewGameDialog *self,
                                 const char      *id)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self));
  for (guint i = 0; i < self->scenario_checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->scenario_checks, i);
      if (g_strcmp0 (g_ptr_array_index (self->scenario_ids, i), id) == 0)
        gtk_check_button_set_active (check, TRUE);
    }
}

char **
hd_new_game_dialog_get_options (HdNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint ending;

  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), NULL);
  for (guint i = 0; i < self->option_switches->len; i++)
    {
      GtkSwitch *sw = g_ptr_array_index (self->option_switches, i);
      const HdOption *option = hd_options_lookup (g_ptr_array_index (self->option_ids, i));

      if (gtk_switch_get_active (sw) && (option->balance != HD_BALANCE_ADVANCED || advanced_on (self)))
        g_strv_builder_add (builder, option->id);
    }
  ending = adw_combo_row_get_selected (ADW_COMBO_ROW (self->ending_row));
  if (ending > 0 && ending <= self->ending_ids->len)
    g_strv_builder_add (builder, g_ptr_array_index (self->ending_ids, ending - 1));
  /* the leaders' pieces, as typed, for the engine to check (Advanced 8.2) */
  for (HdLeader l = 0; l < HD_N_LEADERS && leaders_chosen (self); l++)
    {
      g_autofree char *key = g_ascii_strdown (hd_leader_get_name (l), -1);
      g_autofree char *piece = g_strdup_printf ("leader-%s=%d@%s,%d@%s", key,
                                                gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->value[l])),
                                                gtk_editable_get_text (GTK_EDITABLE (self->arrive[l])),
                                                gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->later[l])),
                                                gtk_editable_get_text (GTK_EDITABLE (self->change[l])));
      g_strdelimit (piece, " ", '-');   /* one word in a transcript: "01/02 1862" is refused as typed */
      g_strv_builder_add (builder, piece);
    }
  return g_strv_builder_end (builder);
}

/* Sets an option as a person would: an ending date is chosen in its list
 * (on) or the list goes back to the scenario's end (off); a part of the
 * Advanced Game turned on while the whole of it is off turns the game on
 * with that part alone. */
void
hd_new_game_dialog_set_option (HdNewGameDialog *self,
                               const char      *id,
                               gboolean         on)
{
  GtkSwitch *sw;

  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self));
  for (guint i = 0; i < self->ending_ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->ending_ids, i), id))
      {
        guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->ending_row));
        if (on || selected == i + 1)
          adw_combo_row_set_selected (ADW_COMBO_ROW (self->ending_row), on ? i + 1 : 0);
        return;
      }
  sw = switch_of (self, id);
  if (sw == NULL)
    return;
  if (on && hd_options_lookup (id)->balance == HD_BALANCE_ADVANCED && !advanced_on (self))
    {
      for (guint i = 0; i < self->option_ids->len; i++)
        if (hd_options_lookup (g_ptr_array_index (self->option_ids, i))->balance == HD_BALANCE_ADVANCED)
          gtk_switch_set_active (g_ptr_array_index (self->option_switches, i), FALSE);
      g_signal_handlers_block_by_func (self->advanced_switch, advanced_toggled, self);
      gtk_switch_set_active (GTK_SWITCH (self->advanced_switch), TRUE);
      g_signal_handlers_unblock_by_func (self->advanced_switch, advanced_toggled, self);
    }
  gtk_switch_set_active (sw, on);
  show_advanced (self);
}

void
hd_new_game_dialog_set_advanced (HdNewGameDialog *self,
                                 gboolean         on)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self));
  gtk_switch_set_active (GTK_SWITCH (self->advanced_switch), on);
}

void
hd_new_game_dialog_set_leader (HdNewGameDialog *self,
                               HdLeader         leader,
                               const char      *arrive,
                               const char      *change)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self) && (guint) leader < HD_N_LEADERS);
  gtk_editable_set_text (GTK_EDITABLE (self->arrive[leader]), arrive);
  gtk_editable_set_text (GTK_EDITABLE (self->change[leader]), change);
}

guint
hd_new_game_dialog_get_n_offered (HdNewGameDialog *self)
{
  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), 0);
  return self->option_switches->len + self->ending_ids->len;
}

void
hd_new_game_dialog_set_player (HdNewGameDialog *self,
                               HdSide           side,
                               HdSeatPlayer     player)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE);
  for (guint i = 0; i < G_N_ELEMENTS (seat_players); i++)
    if (seat_players[i] == player)
      adw_combo_row_set_selected (ADW_COMBO_ROW (seat_row (self, side)), i);
}

void
hd_new_game_dialog_set_dice (HdNewGameDialog *self,
                             HdSeatDice       dice)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->dice_row), dice == HD_SEAT_DICE_TYPED ? 1 : 0);
}

void
hd_new_game_dialog_set_hints (HdNewGameDialog *self,
                              gboolean         hints)
{
  g_return_if_fail (HD_IS_NEW_GAME_DIALOG (self));
  gtk_switch_set_active (GTK_SWITCH (self->hints_switch), hints);
}

/* The companion's seats as chosen, its seeds 0 (the window draws them):
 * the transcript's lines, none for two people. */
char **
hd_new_game_dialog_get_seat_lines (HdNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  HdSeats seats;

  g_return_val_if_fail (HD_IS_NEW_GAME_DIALOG (self), NULL);
  hd_seats_init (&seats);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    if (seat_player (self, side) != HD_SEAT_PERSON)
      seats.side[side] = (HdSeat) { seat_player (self, side), 0, chosen_dice (self),
                                    gtk_switch_get_active (GTK_SWITCH (self->hints_switch)) };
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autofree char *line = hd_seats_to_line (&seats, side);

      if (line != NULL)
        g_strv_builder_add (lines, line);
    }
  return g_strv_builder_end (lines);
}
