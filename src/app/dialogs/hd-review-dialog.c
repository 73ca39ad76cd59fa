/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-review-dialog.c: the game review dialog (a template,
 * hd-review-dialog.ui).  The game's set-up and actions are copied and
 * reviewed by the engine (hd_review_new) in a GTask's thread, cancelled
 * when the dialog closes; the chart of the Union's chance is drawn here
 * with cairo, the turning points and the chances are rows made here, and
 * the review's plain text (hd_review_to_text) is what Copy copies and
 * Print lays out with Pango, page by page. */
#define G_LOG_DOMAIN "hd-review-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-review-dialog.h"
#include "hd-rule-links.h"
#include "hd-victory.h"

struct _HdReviewDialog
{
  AdwWindow        parent_instance;

  /* the template */
  AdwToastOverlay *toasts;
  GtkWidget       *print_button;
  GtkWidget       *copy_button;
  GtkStack        *stack;
  GtkWidget       *spinner;
  GtkLabel        *failed;
  GtkLabel        *heading;
  GtkLabel        *how;
  GtkWidget       *chart;
  GtkListBox      *turning;
  GtkListBox      *points;

  HdReview        *review;
  char            *text;
  gboolean         ready;
  GCancellable    *cancellable;
};

G_DEFINE_FINAL_TYPE (HdReviewDialog, hd_review_dialog, ADW_TYPE_WINDOW)

enum { SIGNAL_READY, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ the chart */

static const double union_rgb[3] = { 0.12, 0.30, 0.61 };

typedef struct {
  double left, top, w, h;
  guint  n;
} Frame;

static double
frame_x (const Frame *f, guint i)
{
  return f->left + (f->n > 1 ? f->w * i / (f->n - 1) : f->w / 2);
}

static double
frame_y (const Frame *f, guint percent)
{
  return f->top + f->h - f->h * percent / 100.0;
}

static void
draw_grid (cairo_t *cr, const Frame *f)
{
  cairo_set_line_width (cr, 1);
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 11);
  for (guint v = 0; v <= 100; v += 25)
    {
      g_autofree char *text = g_strdup_printf ("%u %%", v);

      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, v == 50 ? 0.7 : 0.3);
      cairo_move_to (cr, f->left, frame_y (f, v));
      cairo_line_to (cr, f->left + f->w, frame_y (f, v));
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 1);
      cairo_move_to (cr, 4, frame_y (f, v) + 4);
      cairo_show_text (cr, text);
    }
}

/* Each point's Game Turn under it, as many as there is room for. */
static void
draw_turns (cairo_t *cr, const Frame *f, const HdReview *review)
{
  guint step = 1;

  while (f->n > 1 && f->w / (f->n - 1) * step < 22)
    step++;
  cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 1);
  for (guint i = 1; i < f->n; i += step)
    {
      g_autofree char *text = g_strdup_printf ("%u", hd_review_get_point (review, i)->turn);
      cairo_text_extents_t ext;

      cairo_text_extents (cr, text, &ext);
      cairo_move_to (cr, frame_x (f, i) - ext.width / 2, f->top + f->h + 16);
      cairo_show_text (cr, text);
    }
}

/* The index of the point at the end of @t's Game Turn (or where the
 * review ends). */
static guint
point_of (const HdReview *review, const HdReviewTurning *t)
{
  for (guint i = 1; i < hd_review_get_n_points (review); i++)
    if (hd_review_get_point (review, i)->n_actions >= t->last)
      return i;
  return hd_review_get_n_points (review) - 1;
}

static void
draw_marks (cairo_t *cr, const Frame *f, const HdReview *review)
{
  for (guint k = 0; k < hd_review_get_n_turning (review); k++)
    {
      guint i = point_of (review, hd_review_get_turning (review, k));
      double x = frame_x (f, i), y = frame_y (f, hd_review_get_point (review, i)->union_percent);
      g_autofree char *number = g_strdup_printf ("%u", k + 1);
      cairo_text_extents_t ext;

      cairo_set_source_rgb (cr, 0.85, 0.45, 0.0);
      cairo_arc (cr, x, y, 9, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_text_extents (cr, number, &ext);
      cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y + ext.height / 2);
      cairo_show_text (cr, number);
    }
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  HdReviewDialog *self = data;
  Frame f = { 44, 12, width - 44 - 16, height - 12 - 26, 0 };

  if (self->review == NULL || hd_review_get_n_points (self->review) == 0)
    return;
  f.n = hd_review_get_n_points (self->review);
  draw_grid (cr, &f);
  draw_turns (cr, &f, self->review);
  cairo_set_source_rgb (cr, union_rgb[0], union_rgb[1], union_rgb[2]);
  cairo_set_line_width (cr, 3);
  for (guint i = 0; i < f.n; i++)
    {
      double x = frame_x (&f, i), y = frame_y (&f, hd_review_get_point (self->review, i)->union_percent);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  draw_marks (cr, &f, self->review);
}

/* ------------------------------------------------------------- the rows */

static GtkWidget *
label_new (const char *text, const char *css)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (l), PANGO_WRAP_WORD_CHAR);
  if (css != NULL)
    gtk_widget_add_css_class (l, css);
  return l;
}

/* A heading and its lines, one label. */
static void
append_lines (GtkBox *box, const char *heading, GPtrArray *lines)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", (const char *) g_ptr_array_index (lines, i));
  gtk_box_append (box, label_new (heading, "dim-label"));
  gtk_box_append (box, label_new (lines->len > 0 ? text->str : _("(nothing)"), NULL));
}

static GtkWidget *
turning_row_new (const HdReviewTurning *t, guint rank)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *heading = hd_review_describe_turning (t);
  g_autofree char *numbered = g_strdup_printf ("%u. %s", rank, heading);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_box_append (GTK_BOX (box), label_new (numbered, "heading"));
  append_lines (GTK_BOX (box), _("What was done:"), t->done);
  append_lines (GTK_BOX (box), _("What the companion (Normal) would have done:"), t->suggested);
  if (t->reason != NULL)
    {
      g_autofree char *why = g_strdup_printf (_("Why: %s"), t->reason);

      gtk_box_append (GTK_BOX (box), label_new (why, NULL));
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, numbered, -1);
  return row;
}

static GtkWidget *
point_row_new (const HdReviewPoint *p)
{
  g_autofree char *text = hd_review_describe_chances (p);
  GtkWidget *label = label_new (text, NULL);

  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  return label;
}

static void
fill_heading (HdReviewDialog *self)
{
  HdWin win = hd_review_get_win (self->review);
  HdSide winner = hd_review_get_winner (self->review);
  const char *heading = winner == HD_SIDE_UNION ? _("The Union won")
                      : winner == HD_SIDE_CONFEDERATE ? _("The Confederacy won")
                      : win != HD_WIN_NONE ? _("A draw") : _("The game so far");

  gtk_label_set_text (self->heading, heading);
  gtk_widget_set_visible (GTK_WIDGET (self->how), win != HD_WIN_NONE);
  if (win != HD_WIN_NONE)
    gtk_label_set_text (self->how, hd_victory_get_label (win));
}

static void
describe_chart (HdReviewDialog *self)
{
  guint n = hd_review_get_n_points (self->review);
  const HdReviewPoint *first = hd_review_get_point (self->review, 0);
  const HdReviewPoint *last = hd_review_get_point (self->review, n - 1);
  /* TRANSLATORS: the review chart for a screen reader: the Union's
   * chance to win at the start and at the end */
  g_autofree char *a11y = g_strdup_printf (_("The Union’s chance to win went from %u %% at the start to %u %% "
                                             "at the end."), first->union_percent, last->union_percent);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, a11y, -1);
}

static void
fill (HdReviewDialog *self)
{
  fill_heading (self);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);
  describe_chart (self);
  for (guint i = 0; i < hd_review_get_n_turning (self->review); i++)
    gtk_list_box_append (self->turning, turning_row_new (hd_review_get_turning (self->review, i), i + 1));
  gtk_widget_set_visible (GTK_WIDGET (self->turning), hd_review_get_n_turning (self->review) > 0);
  for (guint i = 0; i < hd_review_get_n_points (self->review); i++)
    gtk_list_box_append (self->points, point_row_new (hd_review_get_point (self->review, i)));
  self->text = hd_review_to_text (self->review);
  hd_rule_links_apply (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ thinking */

typedef struct {
  HdState *initial;
  GArray  *actions;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  hd_state_free (job->initial);
  g_array_unref (job->actions);
  g_free (job);
}

static void
review_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  GError *error = NULL;
  HdReview *review = hd_review_new (job->initial, (const HdAction *) job->actions->data, job->actions->len, NULL,
                                    NULL, cancellable, &error);

  if (review != NULL)
    g_task_return_pointer (task, review, (GDestroyNotify) hd_review_free);
  else
    g_task_return_error (task, error);
}

static void
review_done (GObject *source, GAsyncResult *result, gpointer data)
{
  HdReviewDialog *self = HD_REVIEW_DIALOG (source);
  g_autoptr(GError) error = NULL;
  HdReview *review = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), FALSE);
  if (review == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The game could not be reviewed: %s"), error->message);

      gtk_label_set_text (self->failed, text);
      gtk_stack_set_visible_child_name (self->stack, "failed");
    }
  else
    {
      self->review = review;
      fill (self);
      gtk_stack_set_visible_child_name (self->stack, "review");
      gtk_widget_set_sensitive (self->copy_button, TRUE);
      gtk_widget_set_sensitive (self->print_button, TRUE);
      gtk_widget_grab_focus (self->copy_button);
    }
  self->ready = TRUE;
  g_signal_emit (self, signals[SIGNAL_READY], 0);
}

static void
start (HdReviewDialog *self, HdGame *game)
{
  g_autoptr(GTask) task = g_task_new (self, self->cancellable, review_done, NULL);
  Job *job = g_new0 (Job, 1);

  job->initial = hd_state_copy (hd_log_get_initial (HD_LOG (game)));
  job->actions = hd_review_copy_actions (game);
  g_task_set_task_data (task, job, job_free);
  g_task_set_name (task, "hd-review");
  g_task_run_in_thread (task, review_thread);
}

/* ------------------------------------------------------- copy and print */

static void
copy_clicked (HdReviewDialog *self)
{
  if (self->text == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), self->text);
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (_("The review was copied")));
}

/* The text laid out on the page's width, and the first line of each page. */
typedef struct {
  char        *text;
  PangoLayout *layout;
  GArray      *tops;   /* double: each line's top, in points */
  GArray      *pages;  /* int: each page's first line, then the line count */
} Print;

static void
print_free (gpointer data)
{
  Print *p = data;

  g_free (p->text);
  g_clear_object (&p->layout);
  g_clear_pointer (&p->tops, g_array_unref);
  g_clear_pointer (&p->pages, g_array_unref);
  g_free (p);
}

static void
lay_out_lines (Print *p, double page_height)
{
  PangoLayoutIter *iter = pango_layout_get_iter (p->layout);
  double page_top = 0;
  int line = 0;

  g_array_append_val (p->pages, line);
  do
    {
      PangoRectangle r;
      double top, bottom;

      pango_layout_iter_get_line_extents (iter, NULL, &r);
      top = pango_units_to_double (r.y);
      bottom = pango_units_to_double (r.y + r.height);
      if (bottom - page_top > page_height && line > g_array_index (p->pages, int, p->pages->len - 1))
        {
          g_array_append_val (p->pages, line);
          page_top = top;
        }
      g_array_append_val (p->tops, top);
      line++;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  g_array_append_val (p->pages, line);
}

static void
begin_print (GtkPrintOperation *operation, GtkPrintContext *context, Print *p)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans 10");

  p->layout = gtk_print_context_create_pango_layout (context);
  pango_layout_set_font_description (p->layout, font);
  pango_layout_set_width (p->layout, pango_units_from_double (gtk_print_context_get_width (context)));
  pango_layout_set_wrap (p->layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (p->layout, p->text, -1);
  lay_out_lines (p, gtk_print_context_get_height (context));
  gtk_print_operation_set_n_pages (operation, (int) p->pages->len - 1);
}

static void
draw_page (GtkPrintOperation *operation, GtkPrintContext *context, int page, Print *p)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  int first = g_array_index (p->pages, int, page), end = g_array_index (p->pages, int, page + 1);
  double origin = g_array_index (p->tops, double, first);
  PangoLayoutIter *iter = pango_layout_get_iter (p->layout);

  for (int line = 0; line < end; line++, pango_layout_iter_next_line (iter))
    if (line >= first)
      {
        double baseline = pango_units_to_double (pango_layout_iter_get_baseline (iter));

        cairo_move_to (cr, 0, baseline - origin);
        pango_cairo_show_layout_line (cr, pango_layout_iter_get_line_readonly (iter));
      }
  pango_layout_iter_free (iter);
}

GtkPrintOperation *
hd_review_dialog_print_operation_new (HdReviewDialog *self)
{
  GtkPrintOperation *operation;
  Print *p;

  g_return_val_if_fail (HD_IS_REVIEW_DIALOG (self), NULL);
  if (self->text == NULL)
    return NULL;
  operation = gtk_print_operation_new ();
  p = g_new0 (Print, 1);
  p->text = g_strdup (self->text);
  p->tops = g_array_new (FALSE, FALSE, sizeof (double));
  p->pages = g_array_new (FALSE, FALSE, sizeof (int));
  g_object_set_data_full (G_OBJECT (operation), "hd-review-print", p, print_free);
  gtk_print_operation_set_job_name (operation, _("Game Review"));
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), p);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), p);
  return operation;
}

static void
print_clicked (HdReviewDialog *self)
{
  g_autoptr(GtkPrintOperation) operation = hd_review_dialog_print_operation_new (self);
  g_autoptr(GError) error = NULL;

  if (operation == NULL)
    return;
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (self), &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autofree char *text = g_strdup_printf (_("The review could not be printed: %s"), error->message);

      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
    }
}

/* ------------------------------------------------------------- the type */

gboolean
hd_review_dialog_is_ready (HdReviewDialog *self)
{
  g_return_val_if_fail (HD_IS_REVIEW_DIALOG (self), FALSE);
  return self->ready;
}

const HdReview *
hd_review_dialog_get_review (HdReviewDialog *self)
{
  g_return_val_if_fail (HD_IS_REVIEW_DIALOG (self), NULL);
  return self->review;
}

const char *
hd_review_dialog_get_text (HdReviewDialog *self)
{
  g_return_val_if_fail (HD_IS_REVIEW_DIALOG (self), NULL);
  return self->text;
}

static void
hd_review_dialog_dispose (GObject *object)
{
  HdReviewDialog *self = HD_REVIEW_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_REVIEW_DIALOG);
  G_OBJECT_CLASS (hd_review_dialog_parent_class)->dispose (object);
}

static void
hd_review_dialog_finalize (GObject *object)
{
  HdReviewDialog *self = HD_REVIEW_DIALOG (object);

  g_clear_pointer (&self->review, hd_review_free);
  g_clear_object (&self->cancellable);
  g_free (self->text);
  G_OBJECT_CLASS (hd_review_dialog_parent_class)->finalize (object);
}

static void
hd_review_dialog_class_init (HdReviewDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_review_dialog_dispose;
  object_class->finalize = hd_review_dialog_finalize;
  signals[SIGNAL_READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-review-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, toasts);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, print_button);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, copy_button);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, failed);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, heading);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, how);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, chart);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, turning);
  gtk_widget_class_bind_template_child (widget_class, HdReviewDialog, points);
  gtk_widget_class_bind_template_callback (widget_class, copy_clicked);
  gtk_widget_class_bind_template_callback (widget_class, print_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_review_dialog_init (HdReviewDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
}

GtkWidget *
hd_review_dialog_new (GtkWindow *parent,
                      HdGame    *game)
{
  HdReviewDialog *self;

  g_return_val_if_fail (HD_IS_GAME (game), NULL);
  self = g_object_new (HD_TYPE_REVIEW_DIALOG, "transient-for", parent, NULL);
  start (self, game);
  return GTK_WIDGET (self);
}
