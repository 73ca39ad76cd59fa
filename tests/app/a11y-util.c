/* SPDX-License-Identifier: GPL-3.0-or-later */
/* a11y-util.c: the program's accessible tree read as a screen reader
 * reads it (a11y-util.h). */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include "a11y-util.h"

/* GTK 4.8 leaks a little on each question of a text's attribute runs
 * (GetAttributeRun: a key array and a string it never frees), which the
 * walker asks of every label to find its links.  Whatever is allocated
 * while this program answers the walker is not reported as a leak under
 * LeakSanitizer: it is GTK's, not ours, and the fast unwinder CI uses stops
 * in GLib, so no suppression by function could name it. */
#if defined(__SANITIZE_ADDRESS__)
#define HD_TEST_HAVE_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HD_TEST_HAVE_LSAN 1
#endif
#endif
#ifdef HD_TEST_HAVE_LSAN
#include <sanitizer/lsan_interface.h>
#define walk_leaks_ignored(on) ((on) ? __lsan_disable () : __lsan_enable ())
#else
#define walk_leaks_ignored(on) ((void) 0)
#endif

typedef struct {
  gboolean done;
  char    *out;
  char    *err;
  GError  *error;
  int      status;
} Walk;

static void
walk_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Walk *walk = data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &walk->out, &walk->err, &walk->error);
  /* a walker killed by a signal is reported as that signal, negated */
  walk->status = g_subprocess_get_if_exited (G_SUBPROCESS (source)) ? g_subprocess_get_exit_status (G_SUBPROCESS (source))
                                                                     : -g_subprocess_get_term_sig (G_SUBPROCESS (source));
  walk->done = TRUE;
}

static gboolean
walk_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* The main loop run (this program answers the walker) until it is done. */
static void
wait_walk (Walk *walk, const char *where)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (240, walk_timeout, &timed_out);

  walk_leaks_ignored (TRUE);
  while (!walk->done && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  walk_leaks_ignored (FALSE);
  if (timed_out)
    g_error ("%s: timed out reading the accessible tree", where);
  g_source_remove (id);
}

/* A label that is a Tab stop holds a link (asked of the widgets too: the
 * walker sees a link only by its colour). */
static void
assert_no_focusable_paragraph (GtkWidget *widget, const char *where)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_widget_get_focusable (widget) && !gtk_label_get_selectable (GTK_LABEL (widget)) &&
      (!gtk_label_get_use_markup (GTK_LABEL (widget)) || strstr (gtk_label_get_label (GTK_LABEL (widget)), "<a ") == NULL))
    g_error ("%s: a paragraph without a link is a Tab stop: \"%s\"", where, gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    assert_no_focusable_paragraph (c, where);
}

/* Reads the program's accessible tree through AT-SPI as a screen reader
 * does (a11y-walk.py, run while this program answers it), failing on
 * what it finds wrong (see there) and on any name or description holding
 * one of @forbid (NULL-terminated, or NULL): what the window no longer
 * shows.  Returns the tree, a line a node: "role<TAB>name<TAB>description". */
char *
read_accessible_tree (const char *where, const char *const *forbid)
{
  const char *python = g_getenv ("HD_TEST_PYTHON");
  /* G_TEST_SRCDIR itself: the child of /window/accessible-start is no test program */
  g_autofree char *script = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "a11y-walk.py", NULL);
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) walker = NULL;
  g_autoptr(GStrvBuilder) args = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  Walk walk = { 0 };
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      assert_no_focusable_paragraph (w, where);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_strv_builder_add_many (args, python != NULL ? python : "python3", script, pid, NULL);
  for (guint i = 0; forbid != NULL && forbid[i] != NULL; i++)
    g_strv_builder_add_many (args, "--forbid", forbid[i], NULL);
  argv = g_strv_builder_end (args);
  walker = g_subprocess_newv ((const char *const *) argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                              &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (walker, NULL, NULL, walk_done, &walk);
  wait_walk (&walk, where);
  g_assert_no_error (walk.error);
  if (walk.status != 0)
    g_error ("%s: the accessible tree is wrong (a11y-walk.py exit %d):\n%s", where, walk.status, walk.err);
  g_free (walk.err);
  return walk.out;
}

void
assert_tree_says (const char *tree, const char *what, const char *where)
{
  if (strstr (tree, what) == NULL)
    g_error ("%s: the accessible tree does not say \"%s\":\n%s", where, what, tree);
}
