/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sheet-table.c: the tables an owner types in (hd-sheet-table.h):
 * what our copy gives is built in and fixed; a result the rule does not
 * list is refused; the file is written whole and read back only whole
 * and of the right shape (each refusal said in words); it lives in the
 * user's folder, is imported from anywhere, and a full disk or a
 * read-only folder never loses the table kept before. */
#include <string.h>
#include <glib/gstdio.h>

#include "hd-test-util.h"
#include "hd-pawns.h"
#include "hd-pawns-combat.h"
#include "hd-sheet-game.h"
#include "hd-sheet-table.h"

static const HdSheetTableDef *
crt_def (void)
{
  return hd_sheet_table_find_def (&hd_pawns_rules, "crt");
}

static const HdSheetTableDef *
card_def (void)
{
  return hd_sheet_table_find_def (&hd_pawns_rules, "time-record-card");
}

/* The CRT with every cell our copy lacks filled in (as a test owner would). */
static HdSheetTable *
whole_crt (void)
{
  HdSheetTable *crt = hd_sheet_table_new_given (&hd_pawns_rules, crt_def ());

  for (guint r = 0; r < 6; r++)
    for (guint c = 0; c < HD_PAWNS_N_COLUMNS; c++)
      if (hd_sheet_table_get (crt, r, c) == NULL)
        g_assert_true (hd_sheet_table_set (crt, r, c, c < 2 ? HD_PAWNS_A_BACK_2 : HD_PAWNS_D_BACK_2, NULL));
  return crt;
}

static void
test_given (void)
{
  g_autoptr(HdSheetTable) crt = hd_sheet_table_new_given (&hd_pawns_rules, crt_def ());
  g_autoptr(GError) error = NULL;

  /* rows 1-3 from the seed's note; row 4 of 1-3; the 2-1 example */
  g_assert_cmpstr (hd_sheet_table_get (crt, 0, 0), ==, HD_PAWNS_A_ELIM);
  g_assert_cmpstr (hd_sheet_table_get (crt, 1, 1), ==, HD_PAWNS_EXCHANGE);
  g_assert_cmpstr (hd_sheet_table_get (crt, 2, 5), ==, HD_PAWNS_D_ELIM);
  g_assert_cmpstr (hd_sheet_table_get (crt, 3, 0), ==, HD_PAWNS_A_BACK_2);
  g_assert_cmpstr (hd_sheet_table_get (crt, 4, 3), ==, HD_PAWNS_EXCHANGE);
  g_assert_cmpstr (hd_sheet_table_get (crt, 5, 3), ==, HD_PAWNS_A_ELIM);
  g_assert_null (hd_sheet_table_get (crt, 3, 1));
  g_assert_false (hd_sheet_table_is_whole (crt));
  g_assert_true (hd_sheet_table_is_given (crt, 2, 3));
  g_assert_false (hd_sheet_table_is_given (crt, 3, 3));
  /* a built-in cell cannot be changed; a result must be one the rule lists */
  g_assert_false (hd_sheet_table_set (crt, 0, 0, HD_PAWNS_D_ELIM, &error));
  g_assert_nonnull (strstr (error->message, "row 1, column 1-3"));
  g_clear_error (&error);
  g_assert_false (hd_sheet_table_set (crt, 3, 3, "victory", &error));
  g_assert_nonnull (strstr (error->message, "victory"));
  g_assert_true (hd_sheet_table_set (crt, 3, 3, HD_PAWNS_D_BACK_2, NULL));
  g_assert_true (hd_sheet_table_set (crt, 3, 3, NULL, NULL));
  g_assert_null (hd_sheet_table_get (crt, 3, 3));
  /* the card: nothing given, 48 months */
  {
    g_autoptr(HdSheetTable) card = hd_sheet_table_new_given (&hd_pawns_rules, card_def ());
    g_assert_cmpuint (card_def ()->n_rows, ==, 48);
    g_assert_cmpstr (card_def ()->row_labels[47], ==, "1865-03");
    g_assert_null (hd_sheet_table_get (card, 0, 0));
  }
}

static HdSheetTable *
read_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return hd_sheet_table_from_bytes (&hd_pawns_rules, bytes, error);
}

static char *
crt_text (void)
{
  g_autoptr(HdSheetTable) crt = whole_crt ();
  g_autoptr(GBytes) bytes = hd_sheet_table_to_bytes (crt);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static void
refused_text (const char *text, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdSheetTable) table = read_text (text, &error);

  if (table != NULL)
    g_error ("read, though it should say \"%s\"", words);
  g_assert_nonnull (error);
  if (strstr (error->message, words) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, words);
}

static void
test_file_shape (void)
{
  g_autofree char *text = crt_text ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HdSheetTable) back = read_text (text, &error);

  g_assert_no_error (error);
  g_assert_true (hd_sheet_table_is_whole (back));
  g_assert_cmpstr (hd_sheet_table_get (back, 3, 2), ==, HD_PAWNS_D_BACK_2);
  {
    g_autofree char *missing = hd_test_replace_once (text, "4=a-back-2 a-back-2 d-back-2 d-back-2 d-back-2 d-back-2\n", "");
    g_autofree char *short_row = hd_test_replace_once (text, "4=a-back-2 a-back-2", "4=a-back-2");
    g_autofree char *hole = hd_test_replace_once (text, "4=a-back-2 a-back-2", "4=a-back-2 ?");
    g_autofree char *unknown = hd_test_replace_once (text, "4=a-back-2 a-back-2", "4=a-back-2 rout");
    g_autofree char *given = hd_test_replace_once (text, "1=a-elim", "1=d-elim");
    g_autofree char *other = hd_test_replace_once (text, "game=pawns", "game=acw");
    g_autofree char *table = hd_test_replace_once (text, "table=crt", "table=terrain");
    g_autofree char *newer = hd_test_replace_once (text, "format=1", "format=2");
    g_autofree char *extra = g_strconcat (text, "7=a-elim a-elim a-elim a-elim a-elim a-elim\n", NULL);
    g_autofree char *german = g_strconcat (text, "1[de]=a-elim\n", NULL);
    g_autofree char *big = g_strnfill (HD_SHEET_TABLE_MAX_BYTES + 1, '#');

    refused_text (missing, "row 4 is missing");
    refused_text (short_row, "row 4 has 5 results, not 6");
    refused_text (hole, "row 4, column 1-2 is not filled in");
    refused_text (unknown, "\"rout\" is not a result");
    refused_text (given, "given by the rules");
    refused_text (other, "another game (acw)");
    refused_text (table, "no table called \"terrain\"");
    refused_text (newer, "newer version");
    refused_text (extra, "a line \"7\"");
    refused_text (german, "a line \"1[de]\"");
    refused_text (big, "too large");
    refused_text ("", "not a table file");
    refused_text ("game=pawns\n", "not a table file");
    refused_text ("[table]\ngame=pawns\ntable=crt\nformat=1\n[more]\nx=1\n", "not a table file");
  }
  {
    /* a NUL in the middle */
    g_autoptr(GBytes) nul = g_bytes_new ("[table]\0game=pawns", 18);
    g_autoptr(GError) why = NULL;
    g_assert_null (hd_sheet_table_from_bytes (&hd_pawns_rules, nul, &why));
    g_assert_nonnull (why);
  }
}

/* The user's folder: nothing there, the built-in table; a table saved
 * there is what the game reads; a damaged one is named and the built-in
 * table used; an import is checked and kept. */
static void
test_folder (void)
{
  g_autoptr(HdSheetGame) game = hd_sheet_game_new (&hd_pawns_rules);
  g_autoptr(HdSheetTable) crt = whole_crt ();
  g_autoptr(GFile) file = hd_sheet_table_get_file (&hd_pawns_rules, crt_def ());
  g_autoptr(GError) error = NULL;
  g_autofree char *failed = NULL, *damaged = NULL;
  g_autofree char *outside = g_build_filename (g_get_tmp_dir (), "crt-from-owner.hdtable", NULL);
  g_autoptr(GFile) from = g_file_new_for_path (outside);
  g_autoptr(HdSheetTable) half = hd_sheet_table_new_given (&hd_pawns_rules, crt_def ());

  g_assert_null (hd_sheet_game_load_tables (game));
  g_assert_null (hd_sheet_table_get (hd_sheet_game_get_tables (game)[0], 3, 2));
  g_assert_true (g_str_has_suffix (g_file_peek_path (file), "house-divided-companion/tables/pawns-crt.hdtable"));
  /* a table not filled in is not saved */
  g_assert_false (hd_sheet_table_save (half, file, &error));
  g_assert_nonnull (strstr (error->message, "not filled in"));
  g_clear_error (&error);
  g_assert_true (hd_sheet_table_save (crt, file, &error));
  g_assert_no_error (error);
  g_assert_null (hd_sheet_game_load_tables (game));
  g_assert_cmpstr (hd_sheet_table_get (hd_sheet_game_get_tables (game)[0], 3, 2), ==, HD_PAWNS_D_BACK_2);
  /* damaged: named, and the built-in table read instead */
  g_assert_true (g_file_replace_contents (file, "[table]\ngame=pawns\n", 19, NULL, FALSE, 0, NULL, NULL, NULL));
  failed = hd_sheet_game_load_tables (game);
  g_assert_nonnull (failed);
  g_assert_nonnull (strstr (failed, "pawns-crt.hdtable"));
  g_assert_null (hd_sheet_table_get (hd_sheet_game_get_tables (game)[0], 3, 2));
  /* an import is checked first: a damaged file changes nothing */
  g_assert_true (g_file_set_contents (outside, "not a table", -1, NULL));
  g_assert_null (hd_sheet_table_import (&hd_pawns_rules, crt_def (), from, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_load_contents (file, NULL, &damaged, NULL, NULL, NULL));
  g_assert_cmpstr (damaged, ==, "[table]\ngame=pawns\n");
  {
    g_autoptr(GBytes) bytes = hd_sheet_table_to_bytes (crt);
    g_autoptr(HdSheetTable) imported = NULL;

    g_assert_true (g_file_set_contents (outside, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                        NULL));
    imported = hd_sheet_table_import (&hd_pawns_rules, crt_def (), from, &error);
    g_assert_no_error (error);
    g_assert_nonnull (imported);
  }
  g_assert_null (hd_sheet_game_load_tables (game));
  g_assert_cmpstr (hd_sheet_table_get (hd_sheet_game_get_tables (game)[0], 3, 2), ==, HD_PAWNS_D_BACK_2);
  /* another of the game's tables where the CRT is asked for: refused, nothing kept */
  {
    g_autoptr(HdSheetTable) card = hd_sheet_table_new_given (&hd_pawns_rules, card_def ());
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(GFile) card_file = hd_sheet_table_get_file (&hd_pawns_rules, card_def ());

    for (guint m = 0; m < 48; m++)
      g_assert_true (hd_sheet_table_set (card, m, 0, m % 3 == 2 ? "yes" : "no", NULL));
    bytes = hd_sheet_table_to_bytes (card);
    g_assert_true (g_file_set_contents (outside, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                        NULL));
    g_assert_null (hd_sheet_table_import (&hd_pawns_rules, crt_def (), from, &error));
    g_assert_nonnull (strstr (error->message, "Time Record Card"));
    g_clear_error (&error);
    g_assert_false (g_file_query_exists (card_file, NULL));
  }
  g_unlink (outside);
}

/* A full disk and a read-only folder: the save fails and says why; the
 * table kept before stays byte for byte, with nothing beside it. */
static void
test_disk_failures (void)
{
  g_autofree char *why = NULL, *dir = NULL, *path = NULL, *before = NULL, *after = NULL, *filler = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(HdSheetTable) crt = whole_crt ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  dir = hd_test_mount_tmpfs (64 * 1024, &why);
  if (dir == NULL)
    return hd_test_mounts_refused (why);
  path = g_build_filename (dir, "pawns-crt.hdtable", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (hd_sheet_table_save (crt, file, NULL));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_true (hd_sheet_table_set (crt, 3, 2, HD_PAWNS_EXCHANGE, NULL));
  filler = hd_test_fill_disk (dir);
  g_assert_false (hd_sheet_table_save (crt, file, &error));
  g_assert_true (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE));
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  listing = hd_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "filler pawns-crt.hdtable");
  g_assert_cmpint (g_unlink (filler), ==, 0);
  hd_test_remount (dir, TRUE);
  g_assert_false (hd_sheet_table_save (crt, file, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  hd_test_remount (dir, FALSE);
  g_assert_true (hd_sheet_table_save (crt, file, &error));
  g_assert_no_error (error);
  hd_test_unmount (dir);
}

/* The user's data folder, a temporary one of the test's own (GLib's
 * isolated folders leak their names under LeakSanitizer), emptied at the
 * end. */
static char *
data_home (void)
{
  char *home = g_dir_make_tmp ("sheet-table-XXXXXX", NULL);

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  return home;
}

static void
remove_home (const char *home)
{
  g_autofree char *tables = g_build_filename (home, "house-divided-companion", "tables", NULL);
  g_autofree char *file = g_build_filename (tables, "pawns-crt.hdtable", NULL);
  g_autofree char *parent = g_path_get_dirname (tables);

  g_unlink (file);
  g_rmdir (tables);
  g_rmdir (parent);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

int
main (int argc, char **argv)
{
  g_autofree char *why = NULL, *home = NULL;
  int status;

  hd_test_private_mounts (&why);
  home = data_home ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sheet-table/given", test_given);
  g_test_add_func ("/sheet-table/file-shape", test_file_shape);
  g_test_add_func ("/sheet-table/folder", test_folder);
  g_test_add_func ("/sheet-table/disk-failures", test_disk_failures);
  status = g_test_run ();
  remove_home (home);
  return status;
}
