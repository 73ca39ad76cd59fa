/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-print.c: a battle sheet printed.  The sheet is copied into
 * a print job of our own (its strings, so the dialog may outlive the
 * caller's sheet); on "begin-print" every piece (title, subtitle, each
 * section's heading, each table row) is measured with the print context's
 * Pango and laid out top to bottom into pages, what belongs together
 * kept together (a heading with its first rows, no table begun or ended
 * on a page by one lone row, the last page never one row alone); "draw-page" draws a page's header (title, page n of m) and
 * its pieces.  A table's columns take their natural widths when they fit
 * and shrink (wrapping) in proportion when they would not; a row with an
 * empty cell is drawn tall enough to write in.  A PDF is written whole or
 * not at all, as a save is (hd_file_replace_with). */
#define G_LOG_DOMAIN "hd-campaign-print"

#include "config.h"

#include <glib/gi18n.h>

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hd-campaign-print.h"
#include "hd-file.h"

#define PAD 3.0            /* points of space inside a cell */
#define GAP 8.0            /* points between pieces */
#define MIN_COLUMN 36.0    /* the narrowest column: room for a figure in pencil */
#define PENCIL_ROW 22.0    /* a row to fill in is at least this tall ... */
#define PENCIL_COLUMN 64.0 /* ... and its empty cells at least this wide */

typedef enum { PIECE_TITLE, PIECE_SUBTITLE, PIECE_HEADING, PIECE_ROW } PieceKind;

/* A row's look: the columns' names, a corps' or division's line, a
 * plain row, a row to fill in by hand. */
typedef enum { ROW_NAMES, ROW_GROUP, ROW_PLAIN, ROW_FILL_IN } RowLook;

typedef struct
{
  char      *heading;
  guint      n_columns;
  GPtrArray *rows;         /* GStrv */
  GArray    *looks;        /* RowLook per row */
  double    *widths;       /* per column, in points, set when laid out */
} Table;

typedef struct
{
  PieceKind kind;
  guint     table;
  guint     row;
  guint     page;
  double    y;             /* from the top of the page's body */
  double    height;
  gboolean  continued;     /* a heading again on the page a table goes on to */
} Piece;

typedef struct
{
  char      *title;
  char      *subtitle;
  GPtrArray *tables;       /* Table */
  GArray    *pieces;       /* Piece */
  guint      n_pages;
} Job;

static void
table_free (Table *t)
{
  g_free (t->heading);
  g_ptr_array_unref (t->rows);
  g_array_unref (t->looks);
  g_free (t->widths);
  g_free (t);
}

static void
job_free (Job *job)
{
  g_free (job->title);
  g_free (job->subtitle);
  g_ptr_array_unref (job->tables);
  g_array_unref (job->pieces);
  g_free (job);
}

static void
job_closure_free (gpointer  data,
                  GClosure *closure)
{
  job_free (data);
}

static RowLook
look_of (const HdCampaignSheetSection *s, guint row)
{
  guint kind = s->kinds != NULL && row < s->kinds->len ? g_array_index (s->kinds, guint, row) : HD_SHEET_ROW_PLAIN;

  switch (kind)
    {
    case HD_SHEET_ROW_GROUP:
      return ROW_GROUP;
    case HD_SHEET_ROW_FILL_IN:
      return ROW_FILL_IN;
    default:
      return ROW_PLAIN;
    }
}

static void
table_add_row (Table *t, GStrv cells, RowLook look)
{
  g_ptr_array_add (t->rows, g_strdupv (cells));
  g_array_append_val (t->looks, look);
}

static Job *
job_new (const HdCampaignSheet *sheet)
{
  Job *job = g_new0 (Job, 1);

  job->title = g_strdup (sheet->title);
  job->subtitle = g_strdup (sheet->subtitle);
  job->tables = g_ptr_array_new_with_free_func ((GDestroyNotify) table_free);
  job->pieces = g_array_new (FALSE, TRUE, sizeof (Piece));
  for (guint i = 0; sheet->sections != NULL && i < sheet->sections->len; i++)
    {
      const HdCampaignSheetSection *s = g_ptr_array_index (sheet->sections, i);
      Table *t = g_new0 (Table, 1);

      t->heading = g_strdup (s->heading);
      t->n_columns = MAX (s->n_columns, 1);
      t->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
      t->looks = g_array_new (FALSE, FALSE, sizeof (RowLook));
      if (s->columns != NULL)
        table_add_row (t, s->columns, ROW_NAMES);
      for (guint r = 0; s->rows != NULL && r < s->rows->len; r++)
        table_add_row (t, g_ptr_array_index (s->rows, r), look_of (s, r));
      t->widths = g_new0 (double, t->n_columns);
      g_ptr_array_add (job->tables, t);
    }
  return job;
}

/* ------------------------------------------------------------ measuring */

static PangoLayout *
layout_new (GtkPrintContext *context,
            const char      *font,
            const char      *text,
            double           width)
{
  PangoLayout *layout = gtk_print_context_create_pango_layout (context);
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, pango_units_from_double (width));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
    }
  return layout;
}

static double
text_height (GtkPrintContext *context, const char *font, const char *text, double width)
{
  g_autoptr(PangoLayout) layout = layout_new (context, font, text, width);
  int h;

  pango_layout_get_size (layout, NULL, &h);
  return pango_units_to_double (h);
}

static double
text_width (GtkPrintContext *context, const char *font, const char *text)
{
  g_autoptr(PangoLayout) layout = layout_new (context, font, text, -1);
  int w;

  pango_layout_get_size (layout, &w, NULL);
  return pango_units_to_double (w);
}

static const char *
cell_of (const Table *t, guint row, guint column)
{
  GStrv cells = g_ptr_array_index (t->rows, row);

  return column < g_strv_length (cells) ? cells[column] : "";
}

static RowLook
look_at (const Table *t, guint row)
{
  return g_array_index (t->looks, RowLook, row);
}

static const char *
font_of_row (const Table *t, guint row)
{
  return look_at (t, row) == ROW_NAMES || look_at (t, row) == ROW_GROUP ? "Sans Bold 8.5" : "Sans 8.5";
}

/* The width of the widest word of @text: a column is never narrower. */
static double
word_width (GtkPrintContext *context, const char *font, const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n", -1);
  double w = 0;

  for (guint i = 0; words[i] != NULL; i++)
    w = MAX (w, text_width (context, font, words[i]));
  return w;
}

static double
capped_total (const Table *t, const double *natural, const double *least, double cap)
{
  double total = 0;

  for (guint c = 0; c < t->n_columns; c++)
    total += MIN (natural[c], MAX (least[c], cap));
  return total;
}

/* The columns' widths: natural when they fit in @page_width; else the
 * widest are cut down first, all to one width (found by halving), none
 * below its narrowest (its widest word, or room for a figure in pencil),
 * their text wrapping between words: short columns keep their figures on
 * one line. */
static void
fit_columns (GtkPrintContext *context, Table *t, double page_width)
{
  g_autofree double *least = g_new0 (double, t->n_columns);
  g_autofree double *natural = g_new0 (double, t->n_columns);
  double low = 0, high = 0;

  for (guint c = 0; c < t->n_columns; c++)
    {
      least[c] = MIN_COLUMN;
      for (guint r = 0; r < t->rows->len; r++)
        {
          if (look_at (t, r) == ROW_FILL_IN && *cell_of (t, r, c) == '\0')
            least[c] = MAX (least[c], PENCIL_COLUMN);
          natural[c] = MAX (natural[c], text_width (context, font_of_row (t, r), cell_of (t, r, c)) + 2 * PAD + 1);
          least[c] = MAX (least[c], word_width (context, font_of_row (t, r), cell_of (t, r, c)) + 2 * PAD + 1);
        }
      natural[c] = MAX (natural[c], least[c]);
      high = MAX (high, natural[c]);
    }
  /* the widest cap that fits: low fits (or nothing does), high does not */
  if (capped_total (t, natural, least, high) > page_width)
    for (int i = 0; i < 40; i++)
      {
        double mid = (low + high) / 2;

        if (capped_total (t, natural, least, mid) <= page_width)
          low = mid;
        else
          high = mid;
      }
  else
    low = high;
  for (guint c = 0; c < t->n_columns; c++)
    t->widths[c] = MIN (natural[c], MAX (least[c], low));
}

static double
row_height (GtkPrintContext *context, const Table *t, guint row)
{
  double h = 0;
  gboolean empty = FALSE;

  for (guint c = 0; c < t->n_columns; c++)
    {
      const char *text = cell_of (t, row, c);

      h = MAX (h, text_height (context, font_of_row (t, row), text, t->widths[c] - 2 * PAD));
      empty = empty || *text == '\0';
    }
  h += 2 * PAD;
  /* room for a figure in pencil */
  return look_at (t, row) == ROW_FILL_IN && empty ? MAX (h, PENCIL_ROW) : h;
}

/* ------------------------------------------------------------ pages */

#define HEADER_FONT "Sans 7.5"
#define TITLE_FONT "Sans Bold 15"
#define SUBTITLE_FONT "Sans 10"
#define HEADING_FONT "Sans Bold 10.5"

static double
header_height (GtkPrintContext *context)
{
  return text_height (context, HEADER_FONT, "Ag", -1) + GAP;
}

static void
add_piece (Job *job, PieceKind kind, guint table, guint row, double height)
{
  Piece p = { .kind = kind, .table = table, .row = row, .height = height };

  g_array_append_val (job->pieces, p);
}

static void
measure (Job *job, GtkPrintContext *context)
{
  double width = gtk_print_context_get_width (context);

  g_array_set_size (job->pieces, 0);
  add_piece (job, PIECE_TITLE, 0, 0, text_height (context, TITLE_FONT, job->title, width));
  if (job->subtitle != NULL && *job->subtitle != '\0')
    add_piece (job, PIECE_SUBTITLE, 0, 0, text_height (context, SUBTITLE_FONT, job->subtitle, width));
  for (guint i = 0; i < job->tables->len; i++)
    {
      Table *t = g_ptr_array_index (job->tables, i);

      fit_columns (context, t, width);
      add_piece (job, PIECE_HEADING, i, 0, text_height (context, HEADING_FONT, t->heading, width) + GAP);
      for (guint r = 0; r < t->rows->len; r++)
        add_piece (job, PIECE_ROW, i, r, row_height (context, t, r));
    }
}

static char *
continued_heading (const Table *t)
{
  /* TRANSLATORS: a section of a printed battle sheet going on to another page */
  return g_strdup_printf (_("%s (continued)"), t->heading);
}

/* A table row continued on a new page: the table's column names again
 * above it. */
static gboolean
repeats_names (const Job *job, const Piece *p)
{
  const Table *t;

  if (p->kind != PIECE_ROW || p->row == 0)
    return FALSE;
  t = g_ptr_array_index (job->tables, p->table);
  return look_at (t, 0) == ROW_NAMES;
}

/* Whether piece @i is a row of a table's body (not its column names). */
static gboolean
is_body_row (const Job *job, guint i)
{
  const Piece *p = &g_array_index (job->pieces, Piece, i);

  return p->kind == PIECE_ROW && look_at (g_ptr_array_index (job->tables, p->table), p->row) != ROW_NAMES;
}

/* The last piece that must stand on the same page as piece @i, looking
 * no further than itself: a heading, a table's column names and a
 * corps' or division's line go with what follows them; a table's first
 * body row goes with its second, its last but one with its last (so a
 * page never starts or ends a table with one lone row); the sheet's last
 * body row but one goes with the last (so the last page never holds a
 * single row alone). */
static guint
keep_direct (const Job *job, guint i, guint penultimate, guint last_body)
{
  const Piece *p = &g_array_index (job->pieces, Piece, i);
  const Table *t;
  guint first, n;

  if (i + 1 >= job->pieces->len)
    return i;
  if (p->kind == PIECE_HEADING)
    return i + 1;
  if (p->kind != PIECE_ROW)
    return i;
  if (i == penultimate)
    return last_body;
  t = g_ptr_array_index (job->tables, p->table);
  if (look_at (t, p->row) != ROW_PLAIN && look_at (t, p->row) != ROW_FILL_IN)
    return g_array_index (job->pieces, Piece, i + 1).table == p->table ? i + 1 : i;
  first = look_at (t, 0) == ROW_NAMES ? 1 : 0;
  n = t->rows->len - first;
  if (n >= 2 && (p->row == first || p->row == t->rows->len - 2))
    return i + 1;
  return i;
}

/* The last piece that must go on the same page as piece @i: the pieces
 * kept with it (keep_direct), and those kept with them, and so on. */
static guint
keep_end (const Job *job, guint i)
{
  guint last[2] = { G_MAXUINT, G_MAXUINT }, n = 0, end = i;

  /* the sheet's last body row and the one before it */
  for (guint k = job->pieces->len; k-- > 0 && n < 2;)
    if (is_body_row (job, k))
      last[n++] = k;
  for (guint k = i; k <= end; k++)
    end = MAX (end, keep_direct (job, k, last[1], last[0]));
  return end;
}

/* The height pieces @i to @end take on a page (a heading's gap above). */
static double
height_of (const Job *job, guint i, guint end)
{
  double h = 0;

  for (guint k = i; k <= end; k++)
    {
      const Piece *p = &g_array_index (job->pieces, Piece, k);
      h += p->height + (p->kind == PIECE_HEADING && k > i ? GAP : 0);
    }
  return h;
}

/* Lays the pieces out down the pages; what must stand together
 * (keep_end: a heading with its rows, no table begun or ended by one lone
 * row, the last page never one row alone) goes to the next page together,
 * and a table going on to a new page has its column names again at the
 * top. */
static void
paginate (Job *job, GtkPrintContext *context)
{
  double body = gtk_print_context_get_height (context) - header_height (context);
  double y = 0;
  guint page = 0;

  for (guint i = 0; i < job->pieces->len; i++)
    {
      Piece *p = &g_array_index (job->pieces, Piece, i);
      double need = height_of (job, i, keep_end (job, i));

      if (p->kind == PIECE_HEADING && y > 0)
        y += GAP;
      if (y > 0 && y + need > body)
        {
          page++;
          y = 0;
          if (repeats_names (job, p))
            {
              Piece names = *p, heading = { .kind = PIECE_HEADING, .table = p->table, .continued = TRUE };
              const Table *t = g_ptr_array_index (job->tables, p->table);
              g_autofree char *text = continued_heading (t);

              names.row = 0;
              names.height = row_height (context, t, 0);
              heading.height = text_height (context, HEADING_FONT, text, gtk_print_context_get_width (context)) + GAP;
              g_array_insert_val (job->pieces, i, names);
              g_array_insert_val (job->pieces, i, heading);
              p = &g_array_index (job->pieces, Piece, i);
            }
        }
      p->page = page;
      p->y = y;
      y += p->height;
      if (p->kind == PIECE_TITLE || p->kind == PIECE_SUBTITLE)
        y += GAP / 2;
    }
  job->n_pages = page + 1;
}

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             Job               *job)
{
  measure (job, context);
  paginate (job, context);
  gtk_print_operation_set_n_pages (operation, (int) job->n_pages);
}

/* ------------------------------------------------------------ drawing */

static void
show_text (cairo_t *cr, GtkPrintContext *context, const char *font, const char *text,
           double x, double y, double width)
{
  g_autoptr(PangoLayout) layout = layout_new (context, font, text, width);

  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_header (cairo_t *cr, GtkPrintContext *context, const Job *job, guint page)
{
  double width = gtk_print_context_get_width (context);
  /* TRANSLATORS: the page number at the top of a printed battle sheet */
  g_autofree char *number = g_strdup_printf (_("Page %1$u of %2$u"), page + 1, job->n_pages);
  double w = text_width (context, HEADER_FONT, number);
  double h = header_height (context) - GAP;

  show_text (cr, context, HEADER_FONT, job->title, 0, 0, width - w - GAP);
  show_text (cr, context, HEADER_FONT, number, width - w, 0, -1);
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, 0, h + GAP / 2);
  cairo_line_to (cr, width, h + GAP / 2);
  cairo_stroke (cr);
}

static void
draw_row (cairo_t *cr, GtkPrintContext *context, const Table *t, const Piece *p, double top)
{
  double x = 0;

  if (look_at (t, p->row) == ROW_NAMES || look_at (t, p->row) == ROW_GROUP)
    {
      double total = 0, grey = look_at (t, p->row) == ROW_NAMES ? 0.85 : 0.93;
      for (guint c = 0; c < t->n_columns; c++)
        total += t->widths[c];
      cairo_set_source_rgb (cr, grey, grey, grey);
      cairo_rectangle (cr, 0, top, total, p->height);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
    }
  cairo_set_line_width (cr, 0.5);
  for (guint c = 0; c < t->n_columns; c++)
    {
      cairo_rectangle (cr, x, top, t->widths[c], p->height);
      cairo_stroke (cr);
      show_text (cr, context, font_of_row (t, p->row), cell_of (t, p->row, c), x + PAD, top + PAD,
                 t->widths[c] - 2 * PAD);
      x += t->widths[c];
    }
}

static void
draw_piece (cairo_t *cr, GtkPrintContext *context, const Job *job, const Piece *p, double top)
{
  double width = gtk_print_context_get_width (context);
  const Table *t = p->kind == PIECE_HEADING || p->kind == PIECE_ROW ? g_ptr_array_index (job->tables, p->table) : NULL;

  switch (p->kind)
    {
    case PIECE_TITLE:
      show_text (cr, context, TITLE_FONT, job->title, 0, top, width);
      break;
    case PIECE_SUBTITLE:
      show_text (cr, context, SUBTITLE_FONT, job->subtitle, 0, top, width);
      break;
    case PIECE_HEADING:
      if (p->continued)
        {
          g_autofree char *text = continued_heading (t);
          show_text (cr, context, HEADING_FONT, text, 0, top, width);
        }
      else
        show_text (cr, context, HEADING_FONT, t->heading, 0, top, width);
      break;
    case PIECE_ROW:
      draw_row (cr, context, t, p, top);
      break;
    }
}

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           Job               *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double top = header_height (context);

  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_header (cr, context, job, (guint) page);
  for (guint i = 0; i < job->pieces->len; i++)
    {
      const Piece *p = &g_array_index (job->pieces, Piece, i);

      if (p->page == (guint) page)
        draw_piece (cr, context, job, p, top + p->y);
    }
}

/* ------------------------------------------------------------ running */

GtkPrintOperation *
hd_campaign_print_operation_new (const HdCampaignSheet *sheet)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  Job *job = job_new (sheet);

  gtk_print_operation_set_job_name (operation, sheet->title);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), job);
  /* the job lives as long as the operation */
  g_signal_connect_data (operation, "draw-page", G_CALLBACK (draw_page), job, job_closure_free, 0);
  return operation;
}

void
hd_campaign_print_sheet (const HdCampaignSheet *sheet,
                         GtkWindow             *parent)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (sheet != NULL);
  operation = hd_campaign_print_operation_new (sheet);
  /* the dialog runs its own loop; the operation ends with it */
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR)
    g_warning ("The battle sheet could not be printed: %s", error->message);
}

/* What the PDF writer needs and says: the sheet, the name people know the
 * file by, the pages written. */
typedef struct
{
  const HdCampaignSheet *sheet;
  const char            *path;
  int                    pages;
} PdfJob;

/* Whether the PDF at @fd ends as a whole one does ("%%EOF"): cairo writes
 * it through stdio, and GTK says nothing of a write that failed (a full
 * disk), so a cut-short file is told by its end. */
static gboolean
pdf_is_whole (int fd)
{
  char tail[64] = { 0 };
  struct stat st;
  gsize n;

  if (fstat (fd, &st) != 0 || st.st_size < 8)
    return FALSE;
  n = (gsize) MIN ((goffset) sizeof tail - 1, (goffset) st.st_size);
  return pread (fd, tail, n, st.st_size - (off_t) n) == (gssize) n && strstr (tail, "%%EOF") != NULL;
}

/* Prints the sheet to the temporary file at @tmp (hd_file_replace_with). */
static gboolean
write_pdf (int          fd,
           const char  *tmp,
           gpointer     data,
           GError     **error)
{
  PdfJob *job = data;
  g_autoptr(GtkPrintOperation) operation = hd_campaign_print_operation_new (job->sheet);
  g_autoptr(GError) failure = NULL;

  gtk_print_operation_set_export_filename (operation, tmp);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &failure) !=
      GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      /* TRANSLATORS: the file, then why it could not be written */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s could not be written: %s"), job->path,
                   failure != NULL ? failure->message : _("the printing was stopped"));
      return FALSE;
    }
  if (!pdf_is_whole (fd))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, _("%s could not be written: %s"), job->path,
                   _("the PDF came out cut short (is the disk full?)"));
      return FALSE;
    }
  g_object_get (operation, "n-pages", &job->pages, NULL);
  return TRUE;
}

/* Written whole or not at all, as a save is: a temporary file beside
 * @path, renamed over it once whole; on any failure an earlier file of
 * that name is left as it was, and the error says so. */
gboolean
hd_campaign_print_export_pdf (const HdCampaignSheet *sheet,
                              const char            *path,
                              guint                 *n_pages,
                              GError               **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) why = NULL;
  PdfJob job = { sheet, path, 0 };

  g_return_val_if_fail (sheet != NULL && path != NULL, FALSE);
  file = g_file_new_for_path (path);
  if (!hd_file_replace_with (file, write_pdf, &job, &why))
    {
      /* TRANSLATORS: %s says which file and why ("… could not be written: the disk is full") */
      g_set_error (error, why->domain, why->code,
                   _("The battle sheet was not exported: %s. Any file of that name was left as it was."),
                   why->message);
      return FALSE;
    }
  if (n_pages != NULL)
    *n_pages = (guint) MAX (job.pages, 0);
  return TRUE;
}
