/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-dispatch.c: the campaign at a distance in house-divided-cli
 * (issue 35, item 10; docs/cli.md): `campaign dispatch` writes a
 * president's dispatch from the umpire's save, `campaign view` shows a
 * dispatch as its seat sees it, `campaign orders` writes the seat's
 * signed orders from a dispatch and a list of order lines, `campaign
 * import` carries them out in the umpire's save.  The files and their
 * checks are the engine's (hd-campaign-game.h, "At a distance"). */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-campaign-game.h"
#include "hd-cli-campaign.h"
#include "hd-cli-dispatch.h"
#include "hd-cli-help.h"
#include "hd-cli-util.h"
#include "hd-file.h"

/* (each file is read up to a save's size; the engine holds dispatches
 * and orders to their own, smaller) */
static GBytes *
read_file (const char *path,
           gsize       max)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  GBytes *bytes = hd_file_load (file, max, &error);

  if (bytes == NULL)
    g_printerr ("%s\n", error->message);
  return bytes;
}

/* @bytes written whole to @path, or FALSE, said. */
static gboolean
write_file (const char *path,
            GBytes     *bytes)
{
  g_autoptr(GError) error = NULL;

  if (hd_cli_write_file (path, bytes, &error))
    return TRUE;
  g_printerr ("%s\n", error->message);
  return FALSE;
}

/* The umpire's save at @path, claimed for writing back (@lock); one
 * without an umpire unlocked with both presidents' PINs. */
static HdCampaignGame *
open_master (const char  *path,
             HdFileLock **lock)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdMap) map = NULL;
  HdCampaignGame *game;

  *lock = hd_cli_claim_save (file);
  if (*lock == NULL)
    return NULL;
  bytes = read_file (path, HD_CAMPAIGN_GAME_MAX_BYTES);
  if (bytes == NULL)
    return NULL;
  if (!hd_campaign_game_is_campaign_file (bytes))
    {
      /* TRANSLATORS: %s is a file name */
      g_printerr (_("%s is not a campaign’s save: dispatches are written from the umpire’s save (.hdcampaign), "
                    "which keeps their key.\n"), path);
      return NULL;
    }
  map = hd_map_new_default (&error);
  game = map != NULL ? hd_campaign_game_new_from_bytes (map, bytes, path, &error) : NULL;
  if (game == NULL)
    g_printerr ("%s\n", error->message);
  /* without an umpire, both presidents unlock it (the save is signed) */
  if (game != NULL && !hd_cli_campaign_unlock (game, FALSE))
    g_clear_object (&game);
  return game;
}

static gboolean
save_master (HdCampaignGame *game,
             const char     *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  if (hd_log_save (HD_LOG (game), file, &error))
    return TRUE;
  g_printerr ("%s\n", error->message);
  return FALSE;
}

static HdCampaignGame *
open_dispatch (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = read_file (path, HD_CAMPAIGN_GAME_MAX_BYTES);
  g_autoptr(HdMap) map = NULL;
  HdCampaignGame *game;

  if (bytes == NULL)
    return NULL;
  map = hd_map_new_default (&error);
  game = map != NULL ? hd_campaign_game_new_from_dispatch (map, bytes, &error) : NULL;
  if (game == NULL)
    g_printerr ("%s: %s\n", path, error->message);
  return game;
}

/* `campaign dispatch --seat SEAT --out FILE SAVE` */
static int
cli_dispatch (int    argc,
              char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdFileLock) lock = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) viewer = NULL;
  g_autoptr(GBytes) dispatch = NULL;
  const char *seat = NULL, *out = NULL, *path = NULL;
  guint before;

  for (int i = 0; i < argc; i++)
    if (g_str_equal (argv[i], "--seat") && i + 1 < argc && seat == NULL)
      seat = argv[++i];
    else if (g_str_equal (argv[i], "--out") && i + 1 < argc && out == NULL)
      out = argv[++i];
    else if (path == NULL && argv[i][0] != '-')
      path = argv[i];
    else
      return hd_cli_usage ();
  if (seat == NULL || out == NULL || path == NULL)
    return hd_cli_usage ();
  viewer = hd_cli_campaign_viewer_for_seat (seat);
  if (viewer == NULL || (game = open_master (path, &lock)) == NULL)
    return 1;
  before = hd_log_get_n_actions (HD_LOG (game));
  dispatch = hd_campaign_game_write_dispatch (game, viewer, &error);
  if (dispatch == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  /* the key made for it is kept before the dispatch leaves */
  if ((hd_log_get_n_actions (HD_LOG (game)) != before && !save_master (game, path)) || !write_file (out, dispatch))
    return 1;
  return 0;
}

/* `campaign view [--json | --sheet] DISPATCH` */
static int
cli_view (int    argc,
          char **argv)
{
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) seat = NULL;
  gboolean json = FALSE, sheet = FALSE;
  const char *path = NULL;

  for (int i = 0; i < argc; i++)
    if (g_str_equal (argv[i], "--json") && !json && !sheet)
      json = TRUE;
    else if (g_str_equal (argv[i], "--sheet") && !json && !sheet)
      sheet = TRUE;
    else if (path == NULL && argv[i][0] != '-')
      path = argv[i];
    else
      return hd_cli_usage ();
  if (path == NULL)
    return hd_cli_usage ();
  game = open_dispatch (path);
  if (game == NULL)
    return 1;
  seat = hd_campaign_game_new_dispatch_viewer (game);
  if (sheet)
    {
      g_autoptr(HdCampaignSheet) paper = hd_campaign_game_write_dispatch_sheet (game, seat, NULL);
      g_autofree char *text = hd_campaign_sheet_to_text (paper);

      g_print ("%s", text);
    }
  else
    hd_cli_campaign_print (game, seat, json);
  return 0;
}

/* The order lines of @text (blank lines and "#" comments skipped) made
 * in @game as its seat's; FALSE at the first one refused. */
static gboolean
make_orders (HdCampaignGame *game,
             const char     *source,
             GBytes         *text)
{
  g_autoptr(HdCampaignViewer) seat = hd_campaign_game_new_dispatch_viewer (game);
  g_autofree char *copy = g_strndup (g_bytes_get_data (text, NULL), g_bytes_get_size (text));
  g_auto(GStrv) lines = g_strsplit (copy, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HdCampaignAction) action = NULL;
      char *line = g_strstrip (lines[i]);

      if (line[0] == '\0' || line[0] == '#')
        continue;
      action = hd_campaign_action_parse_line (line, &error);
      if (action == NULL || !hd_campaign_game_apply_for (game, seat, action, NULL, &error))
        {
          /* TRANSLATORS: a file, its line, and why the order there was refused */
          g_printerr (_("%s, line %u: %s\n"), source, i + 1, error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* `campaign orders --out FILE DISPATCH ORDERS-TEXT` */
static int
cli_orders (int    argc,
            char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(GBytes) text = NULL;
  g_autoptr(GBytes) orders = NULL;
  const char *out = NULL, *paths[2] = { NULL, NULL };

  for (int i = 0; i < argc; i++)
    if (g_str_equal (argv[i], "--out") && i + 1 < argc && out == NULL)
      out = argv[++i];
    else if (paths[1] == NULL && argv[i][0] != '-')
      paths[paths[0] == NULL ? 0 : 1] = argv[i];
    else
      return hd_cli_usage ();
  if (out == NULL || paths[1] == NULL)
    return hd_cli_usage ();
  game = open_dispatch (paths[0]);
  text = game != NULL ? read_file (paths[1], HD_CAMPAIGN_GAME_MAX_BYTES) : NULL;
  if (text == NULL)
    return 1;
  if (!make_orders (game, paths[1], text))
    return 2;
  orders = hd_campaign_game_write_orders (game, &error);
  return write_file (out, orders) ? 0 : 1;
}

/* The umpire's ruling on one order from `--hold N` or `--amend N=LINE`
 * put in @ruled (one entry an order, NULL as written, "" held); FALSE
 * for a word that is neither. */
static gboolean
parse_ruling (GPtrArray  *ruled,
              const char *option,
              const char *value)
{
  g_auto(GStrv) parts = g_strsplit (value, "=", 2);
  gboolean hold = g_str_equal (option, "--hold");
  guint64 number;

  if (!g_ascii_string_to_unsigned (parts[0], 10, 1, 100000, &number, NULL) || (hold != (parts[1] == NULL))
      || (!hold && g_strstrip (parts[1])[0] == '\0'))
    return FALSE;
  if (ruled->len < number)
    g_ptr_array_set_size (ruled, (guint) number);
  g_free (g_ptr_array_index (ruled, number - 1));
  g_ptr_array_index (ruled, number - 1) = g_strdup (hold ? "" : parts[1]);
  return TRUE;
}

/* `campaign import --list [--from N] SAVE ORDERS`: the orders from
 * @from, numbered, in words and as lines, for the umpire to read before
 * he carries them out. */
static int
list_orders (HdCampaignGame *game,
             GBytes         *orders,
             guint           from)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignViewer) viewer = NULL;
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(GPtrArray) actions = NULL;
  HdSide seat;

  actions = hd_campaign_game_read_orders (game, orders, from, &seat, &error);
  if (actions == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  viewer = hd_campaign_viewer_new_president (seat);
  view = hd_campaign_game_get_view (game, viewer);
  for (guint i = from; i < actions->len; i++)
    {
      g_autofree char *words = hd_campaign_view_describe (view, g_ptr_array_index (actions, i));
      g_autofree char *line = hd_campaign_action_to_line (g_ptr_array_index (actions, i));

      g_print ("%u. %s\n   %s\n", i + 1, words, line);
    }
  return 0;
}

/* `campaign import [--from N] [--hold N] [--amend N=LINE] SAVE ORDERS`,
 * or `campaign import --list SAVE ORDERS` */
static int
cli_import (int    argc,
            char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdFileLock) lock = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(GBytes) orders = NULL;
  g_autoptr(GPtrArray) ruled = g_ptr_array_new_with_free_func (g_free);
  g_auto(HdCampaignOrdersReport) report = { 0 };
  const char *paths[2] = { NULL, NULL };
  gboolean list = FALSE;
  guint64 from = 1;

  for (int i = 0; i < argc; i++)
    if (g_str_equal (argv[i], "--from") && i + 1 < argc
        && g_ascii_string_to_unsigned (argv[i + 1], 10, 1, G_MAXUINT32 - 1, &from, NULL))
      i++;
    else if ((g_str_equal (argv[i], "--hold") || g_str_equal (argv[i], "--amend")) && i + 1 < argc
             && parse_ruling (ruled, argv[i], argv[i + 1]))
      i++;
    else if (g_str_equal (argv[i], "--list"))
      list = TRUE;
    else if (paths[1] == NULL && argv[i][0] != '-')
      paths[paths[0] == NULL ? 0 : 1] = argv[i];
    else
      return hd_cli_usage ();
  if (paths[1] == NULL)
    return hd_cli_usage ();
  orders = read_file (paths[1], HD_CAMPAIGN_GAME_MAX_BYTES);
  if (orders == NULL || (game = open_master (paths[0], &lock)) == NULL)
    return 1;
  if (list)
    return list_orders (game, orders, (guint) from - 1);
  if (!hd_campaign_game_import_orders (game, orders, (guint) from - 1, (const char *const *) ruled->pdata,
                                       ruled->len, &report, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  for (guint i = 0; i < report.notes->len; i++)
    g_print ("%s\n", (const char *) g_ptr_array_index (report.notes, i));
  if (report.next < report.n_orders)
    /* TRANSLATORS: the command's words stay in English; %u is an order's number */
    g_print (_("Carry on later with: house-divided-cli campaign import --from %u SAVE ORDERS\n"), report.next + 1);
  return save_master (game, paths[0]) ? 0 : 1;
}

int
hd_cli_dispatch (int    argc,
                 char **argv)
{
  static const struct {
    const char *word;
    int       (*run) (int argc, char **argv);
  } commands[] = {
    { "dispatch", cli_dispatch }, { "view", cli_view }, { "orders", cli_orders }, { "import", cli_import },
  };

  for (guint i = 0; argc >= 1 && i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[0], commands[i].word))
      return commands[i].run (argc - 1, argv + 1);
  return -1;
}
