/* hd-window.c: the main window.  It owns the board view, forwards the
 * zoom actions of the header bar to it, and remembers its size and the
 * board's zoom and position between runs (GSettings). */
#define G_LOG_DOMAIN "hd-window"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-scenario.h"
#include "hd-window.h"

struct _HdWindow
{
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  HdBoardView *board_view;
  AdwToastOverlay *toast_overlay;
  GtkGrid     *legend_grid;
  GSettings   *settings;
};

G_DEFINE_FINAL_TYPE (HdWindow, hd_window, ADW_TYPE_APPLICATION_WINDOW)

static void
action_zoom (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (g_str_equal (name, "win.zoom-in"))
    hd_board_view_zoom_in (self->board_view);
  else if (g_str_equal (name, "win.zoom-out"))
    hd_board_view_zoom_out (self->board_view);
  else
    hd_board_view_zoom_fit (self->board_view);
}

/* The shortcuts window is built on first use, not with every window
 * (GtkApplication's automatic help overlay would cost start-up time). */
static void
action_show_shortcuts (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/hd-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

/* The legend: each mark as drawn on the board (data/ui/legend/, made by
 * tools/gen-map.py with the board) and what it means, with its rule. */
static void
fill_legend (GtkWidget *popover,
             HdWindow  *self)
{
  static const struct { const char *swatch; const char *meaning; } rows[] = {
    { "road", N_("Road: infantry moves one box a march (rule 4.0)") },
    { "rail", N_("Railroad: infantry moves two boxes a march between friendly boxes (rule 4.0)") },
    { "river", N_("River; the arrow points downstream (rules 4.0, 4.5)") },
    { "union-box", N_("Union box (blue)") },
    { "confederate-box", N_("Confederate box (gray)") },
    { "neutral-box", N_("Kentucky box (tan): neutral until captured (rule 8.0)") },
    { "river-side", N_("River side: attacking across it exposes the attackers (rule 5.34)") },
    { "shields", N_("Recruitment values, Union in blue and Confederate in red (rule 7.0)") },
    { "port", N_("Port: Union sea movement and naval invasions (rules 4.6, 4.7)") },
    { "permanent-entrenchment", N_("Permanent entrenchment (rule 4.3)") },
    { "union-units", N_("Union units under a box: Vi is a veteran infantry unit; red letters mark a reduced unit (rules 1.4, 11.4)") },
    { "confederate-units", N_("Confederate units: 2 Vi is two veteran infantry; a brown tray means entrenched (rule 4.3)") },
    { "control-marker", N_("Control marker: the box belongs to that side though no unit holds it (rule 8.0)") },
  };

  /* Filled the first time it is shown: its pictures are not worth slowing
   * the window's first frame for. */
  if (gtk_widget_get_first_child (GTK_WIDGET (self->legend_grid)) != NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *path = g_strdup_printf (RESOURCE_PREFIX "/legend/%s.svg", rows[i].swatch);
      GtkWidget *picture = gtk_picture_new_for_resource (path);
      GtkWidget *label = gtk_label_new (_(rows[i].meaning));

      gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
      gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(rows[i].meaning), -1);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_grid_attach (self->legend_grid, picture, 0, (int) i, 1, 1);
      gtk_grid_attach (self->legend_grid, label, 1, (int) i, 1, 1);
    }
}

/* Shows a scenario's set-up on the board, so the players can set up the
 * real one (rules 2.0, 11.1, 11.5-11.7). */
static void
action_show_setup (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  HdMap *map = hd_board_view_get_map (self->board_view);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, g_variant_get_string (param, NULL), &error);
  g_autoptr(HdState) state = NULL;
  g_autofree char *subtitle = NULL;

  if (scenario == NULL)
    {
      AdwToast *toast = adw_toast_new (error->message);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      return;
    }
  state = hd_state_new_from_scenario (map, scenario);
  hd_board_view_set_state (self->board_view, state);
  /* TRANSLATORS: window subtitle, e.g. "Set-up of The 1862 Scenario (rule 11.5)" */
  subtitle = g_strdup_printf (_("Set-up of %s (rule %s)"), hd_scenario_get_title (scenario),
                              hd_scenario_get_rule (scenario));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
save_state (HdWindow *self)
{
  int width, height;
  double x, y;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  hd_board_view_get_center (self->board_view, &x, &y);
  g_settings_set_double (self->settings, "board-zoom",
                         hd_board_view_get_fitted (self->board_view) ? 0.0 : hd_board_view_get_zoom (self->board_view));
  g_settings_set_double (self->settings, "board-center-x", x);
  g_settings_set_double (self->settings, "board-center-y", y);
  g_settings_apply (self->settings);
}

static gboolean
hd_window_close_request (GtkWindow *window)
{
  save_state (HD_WINDOW (window));
  return GTK_WINDOW_CLASS (hd_window_parent_class)->close_request (window);
}

static void
hd_window_dispose (GObject *object)
{
  HdWindow *self = HD_WINDOW (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_WINDOW);

  G_OBJECT_CLASS (hd_window_parent_class)->dispose (object);
}

static void
hd_window_class_init (HdWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hd_window_dispose;
  window_class->close_request = hd_window_close_request;

  g_type_ensure (HD_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HdWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, legend_grid);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, toast_overlay);
  gtk_widget_class_install_action (widget_class, "win.show-setup", "s", action_show_setup);

  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL, action_show_shortcuts);
}

static void
hd_window_init (HdWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (gtk_widget_get_ancestor (GTK_WIDGET (self->legend_grid), GTK_TYPE_POPOVER),
                    "show", G_CALLBACK (fill_legend), self);

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

HdWindow *
hd_window_new (GtkApplication *application,
               HdMap          *map)
{
  HdWindow *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (HD_IS_MAP (map), NULL);

  self = g_object_new (HD_TYPE_WINDOW, "application", application, NULL);
  hd_board_view_set_map (self->board_view, map);
  hd_board_view_set_view (self->board_view,
                          g_settings_get_double (self->settings, "board-zoom"),
                          g_settings_get_double (self->settings, "board-center-x"),
                          g_settings_get_double (self->settings, "board-center-y"));

  return self;
}

HdBoardView *
hd_window_get_board_view (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->board_view;
}
