/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-help.c: what house-divided-cli says of itself: the usage of all
 * its commands (after a usage error, on stderr, exit 64), and each
 * command's own help, asked with `COMMAND --help`, `COMMAND -h` or `help
 * COMMAND` (on stdout, exit 0).  docs/cli.md lists the same commands; the
 * bash completion (house-divided-cli.bash) knows their options. */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-cli-help.h"
#include "hd-excerpt.h"

typedef struct {
  const char *name;     /* "map show": the words that call it */
  const char *usage;    /* its usage lines, translated at print time */
  const char *about;    /* what it does */
  const char *options;  /* its options, one a line, or NULL */
} HdCliCommand;

static const HdCliCommand commands[] = {
  { "map validate",
    N_("house-divided-cli map validate [FILE]"),
    N_("Checks a board file (the built-in board without FILE) and prints a one-line summary, "
       "or what is wrong with the file (exit 1)."),
    NULL },
  { "map show",
    N_("house-divided-cli map show [--json] [--map FILE] BOX"),
    N_("Prints a box's facts and lines. BOX is a box's id (map list prints them) or its name."),
    N_("--json                print JSON\n"
       "--map FILE            read this board instead of the built-in one") },
  { "map list",
    N_("house-divided-cli map list"),
    N_("Prints the id and name of every box of the built-in board."),
    NULL },
  { "scenario list",
    N_("house-divided-cli scenario list"),
    N_("Prints the scenarios that come with the program: their ids, titles and rules."),
    NULL },
  { "scenario show",
    N_("house-divided-cli scenario show [--json] ID"),
    N_("Prints the state at the start of a scenario (scenario list gives the ids)."),
    N_("--json                print the state as JSON") },
  { "play",
    N_("house-divided-cli play [--json] [--save FILE] [--seat SEAT] TRANSCRIPT|SAVE"),
    N_("Replays a transcript (of A House Divided, of the Campaign Game or of a game without a board), or "
       "reads a saved game, and prints the state it reaches and who commands a side the companion plays; "
       "exit 2 at the first line that is not understood or that the rules refuse."),
    N_("--json                print the state as JSON\n"
       "--save FILE           also write the game as a save file, whole or not at all\n"
       "--seat SEAT           a campaign as umpire, union or confederate sees it (union:ID or "
       "confederate:ID: the commander of that army or corps)") },
  { "odds",
    N_("house-divided-cli odds [--json] TRANSCRIPT BOX\n"
       "house-divided-cli odds [--json] [--confederate] \"Vi Mi vs Ci-r entrenched river\""),
    N_("Prints the battle at BOX in the position the transcript reaches, or the battle between two "
       "lines of units written out, and the chance that the attacker wins."),
    N_("--json                print JSON\n"
       "--confederate         the Confederacy attacks (the Union does without it)") },
  { "review",
    N_("house-divided-cli review [--json] TRANSCRIPT|SAVE"),
    N_("Reviews a game (finished or not): each side's chance to win at the start and at the end of "
       "every Game Turn, as the companion's evaluation sees it, and the three Player Turns where that "
       "chance moved most, with what was done and what the companion (Normal) would have done there "
       "and why; exit 1 for a file that cannot be read, 2 for a transcript line refused."),
    N_("--json                print the review as JSON") },
  { "export",
    N_("house-divided-cli export [--setup-out FILE] SAVE"),
    N_("Prints a saved game, or a saved campaign, as a transcript."),
    N_("--setup-out FILE      write a campaign's own set-up to FILE and name it in the transcript") },
  { "campaign new",
    N_("house-divided-cli campaign new [--setup-out FILE] [--save FILE [--no-umpire]]"),
    N_("Writes the Campaign Game's built-in set-up of July 1861 as a set-up file, as a new "
       "campaign's save, or both. A campaign without an umpire asks both presidents' PINs on standard "
       "input, one a line; afterwards every command that reads or changes its master asks them again."),
    N_("--setup-out FILE      write the set-up, for the umpire to edit and share\n"
       "--save FILE           write a new campaign's save\n"
       "--no-umpire           the program is the umpire: the master opens only to both PINs") },
  { "campaign chronicle",
    N_("house-divided-cli campaign chronicle [--seat SEAT] TRANSCRIPT|SAVE"),
    N_("Prints the chronicle of a campaign: at the start of each Player Turn, what the side believed of the "
       "enemy beside what was true. A president's seat reads it only once the war is over."),
    N_("--seat SEAT           umpire (the default), union or confederate") },
  { "campaign serve",
    N_("house-divided-cli campaign serve [--port N] [--loopback] [--seat SEAT]... SAVE"),
    N_("Serves each seat's page to phones on the local network, under a key of its own, until quit: the "
       "seat's board, reports and orders, kept live. Prints each seat's address, then a line for each order "
       "a phone sends; reads the umpire's lines on standard input: an action of the campaign, share SEAT, "
       "revoke SEAT, phones or quit. The save is written back after every change."),
    N_("--port N              the port to listen on (a free one without it)\n"
       "--loopback            serve this machine only\n"
       "--seat SEAT           a seat to share (union and confederate without it; union:ID for a commander)") },
  { "campaign dispatch",
    N_("house-divided-cli campaign dispatch --seat SEAT --out FILE SAVE"),
    N_("Writes a president's dispatch from the umpire's campaign save: his view of the war now and the key "
       "his orders are signed with, nothing of what he may not know. The save gains the campaign's secret "
       "key the first time. Refused (exit 2) while the seat owes a die: at a distance the umpire rolls."),
    N_("--seat SEAT           union or confederate\n"
       "--out FILE            where to write the dispatch") },
  { "campaign view",
    N_("house-divided-cli campaign view [--json | --sheet] DISPATCH"),
    N_("Prints a dispatch as its seat sees it, with the reports his side holds."),
    N_("--json                print JSON, as play --seat does\n"
       "--sheet               print the dispatch as its sheet for paper: his forces, his reports, lines for "
       "his orders") },
  { "campaign orders",
    N_("house-divided-cli campaign orders --out FILE DISPATCH ORDERS"),
    N_("Writes a seat's signed orders: each line of the text file ORDERS is an action (blank lines and # "
       "comments skipped), made on the dispatch as the seat's own; the first one refused stops it (exit "
       "2) and nothing is written."),
    N_("--out FILE            where to write the orders") },
  { "campaign import",
    N_("house-divided-cli campaign import [--from N] [--hold N]... [--amend N=LINE]... SAVE ORDERS\n"
       "house-divided-cli campaign import --list [--from N] SAVE ORDERS"),
    N_("Carries a seat's orders out in the umpire's campaign save, in order, as far as the game awaits "
       "that seat, and says of each what became of it. Orders damaged, changed since they were signed, "
       "another campaign's or written for another moment are refused whole (exit 2) and change nothing. "
       "The umpire may read them first, and hold or amend some."),
    N_("--from N              carry on from order N, where an import stopped\n"
       "--list                print the orders, numbered, in words and as lines; carry out none\n"
       "--hold N              do not carry out order N\n"
       "--amend N=LINE        carry out the action LINE in place of order N, as the seat's order") },
  { "match",
    N_("house-divided-cli match --union PLAYER --confederate PLAYER [--scenario ID]\n"
       "      [--option ID]... [--games N] [--seed S] [--swap] [--transcript DIR]\n"
       "      [--union-weights TEXT] [--confederate-weights TEXT] [--union-planner TEXT]\n"
       "      [--confederate-planner TEXT] [--max-actions N] [--move-time MS] [--json]\n"
       "house-divided-cli match --from FILE [--union PLAYER] [--confederate PLAYER] [--seed S]\n"
       "      [--transcript DIR] [--max-actions N] [--move-time MS] [--json]\n"
       "    (PLAYER: random, greedy, easy, normal, hard or external:COMMAND)"),
    N_("Plays complete games between two computer players and prints their scores, the refused "
       "actions and stalled games (exit 3 when there are any) and the time each decision took. "
       "With --from, plays the game of a save or a transcript on to its end, the file's companions "
       "commanding their sides. A player external:COMMAND is an outside program speaking the engine "
       "protocol (docs/engine-protocol.md); an answer refused, late or missing forfeits its game "
       "(exit 4)."),
    N_("--union PLAYER        the Union's player (A)\n"
       "--confederate PLAYER  the Confederacy's player (B)\n"
       "--scenario ID         the scenario (1861-short without it)\n"
       "--option ID           an optional rule, as many times as needed\n"
       "--games N             how many seeds are played (10 without it)\n"
       "--seed S              the first seed (1 without it)\n"
       "--swap                play each seed again with the players exchanged\n"
       "--transcript DIR      write each game as a transcript in DIR\n"
       "--union-weights TEXT  A's evaluation weights (\"material=1 exposure=0.5\")\n"
       "--confederate-weights TEXT\n"
       "                      B's evaluation weights\n"
       "--union-planner TEXT  how widely A's planner looks (easy, normal and hard:\n"
       "                      \"beam=8 finalists=8 per_box=6 win_chance=0.8\")\n"
       "--confederate-planner TEXT\n"
       "                      how widely B's planner looks\n"       "--max-actions N       a game not over after N actions has stalled\n"
       "--move-time MS        an outside player's time for a decision (10000 without it)\n"
       "--from FILE           play on the game of a save or a transcript (a side a person\n"
       "                      commands there needs --union or --confederate)\n"
       "--json                print JSON") },
  { "engine",
    N_("house-divided-cli engine [--level LEVEL] [--seed S] [--weights TEXT]\n"
       "    (LEVEL: random, greedy, easy, normal or hard)"),
    N_("Speaks the engine protocol (docs/engine-protocol.md) on standard input and output as one "
       "of our players, for a program outside to play against, until quit or the end of the input."),
    N_("--level LEVEL         the player (normal without it)\n"
       "--seed S              the seed it thinks with (1 without it)\n"
       "--weights TEXT        its evaluation weights (\"material=1 exposure=0.5\")") },
};

/* @text with @indent before each of its lines, and a new line after. */
static void
append_indented (GString    *out,
                 const char *indent,
                 const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    g_string_append_printf (out, "%s%s\n", indent, lines[i]);
}

static char *
all_usage (void)
{
  GString *out = g_string_new (_("Usage:"));

  g_string_append_c (out, '\n');
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    append_indented (out, "  ", _(commands[i].usage));
  return g_string_free (out, FALSE);
}

int
hd_cli_usage (void)
{
  g_autofree char *usage = all_usage ();

  g_printerr ("%s", usage);
  return 64;
}

/* One command's own help: usage, what it does, options. */
static void
append_command (GString            *out,
                const HdCliCommand *command)
{
  g_string_append_printf (out, "%s\n", _("Usage:"));
  append_indented (out, "  ", _(command->usage));
  g_string_append_printf (out, "\n%s\n\n%s\n", _(command->about), _("Options:"));
  if (command->options != NULL)
    append_indented (out, "  ", _(command->options));
  g_string_append_printf (out, "  %s\n", _("-h, --help            show this help and exit"));
}

static gboolean
is_help (const char *word)
{
  return g_str_equal (word, "--help") || g_str_equal (word, "-h");
}

gboolean
hd_cli_wants_help (int    argc,
                   char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "help"))
    return TRUE;
  for (int i = 1; i < argc; i++)
    if (is_help (argv[i]))
      return TRUE;
  return FALSE;
}

/* The commands that @first (and @second, if it names one) call: "map
 * show" alone, or every command of "map"; FALSE when none. */
static gboolean
append_commands_of (GString    *out,
                    const char *first,
                    const char *second)
{
  g_autofree char *both = second != NULL ? g_strdup_printf ("%s %s", first, second) : NULL;
  gsize start = out->len;

  for (guint i = 0; both != NULL && i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (commands[i].name, both))
      {
        append_command (out, &commands[i]);
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      gsize len = strlen (first);

      if (strncmp (commands[i].name, first, len) != 0 || (commands[i].name[len] != '\0' &&
                                                          commands[i].name[len] != ' '))
        continue;
      if (out->len > start)
        g_string_append_c (out, '\n');
      append_command (out, &commands[i]);
    }
  return out->len > start;
}

int
hd_cli_help (int    argc,
             char **argv)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *words[2] = { NULL, NULL };
  guint n = 0;

  /* the words that name the command, without "help" and the --help */
  for (int i = 1; i < argc && n < G_N_ELEMENTS (words); i++)
    if (!is_help (argv[i]) && !(i == 1 && g_str_equal (argv[i], "help")))
      words[n++] = argv[i];
  if (n == 0)
    {
      g_autofree char *usage = all_usage ();
      g_print ("%s\n%s\n", usage,
               _("“house-divided-cli help COMMAND” or “house-divided-cli COMMAND --help” "
                 "tells what a command does and lists its options."));
      return 0;
    }
  if (!append_commands_of (out, words[0], words[1]))
    {
      g_autofree char *quoted = hd_excerpt (words[0], -1);
      /* TRANSLATORS: %s a word given where a command's name was expected */
      g_printerr (_("“%s” is not a command of house-divided-cli.\n"), quoted);
      return hd_cli_usage ();
    }
  g_print ("%s", out->str);
  return 0;
}
