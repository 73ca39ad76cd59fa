/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet.h: a game without a board, as data (issue 37).  A game the
 * companion keeps only the books of (the players move their pieces on
 * their own map) is an HdSheetRules: its sides, its turns, the steps of a
 * turn in order (who acts, what to do, the rule, and when a step does not
 * apply this turn, why), its tracks and ledgers (per side or shared,
 * public, secret to their side, or the companion's own), its verbs (what
 * a player may record: each read from and written to a transcript line,
 * checked with its rule, made, told) and its tables (hd-sheet-table.h).
 * The position (HdSheet) is plain numbers: the turn, the step, the
 * tracks and the winner; an action (HdSheetAction) a verb and its
 * numbers.  This file owns those types and what every such game shares:
 * the walk from step to step and turn to turn (skipped steps passed with
 * their reasons), the two verbs every game has ("done", "correct"), and
 * the invariants of a position.  HdSheetGame (hd-sheet-game.h) makes a
 * game of it on the shared log; the pawns game (hd-pawns.h) is one. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HD_SHEET_MAX_TRACKS 80
#define HD_SHEET_MAX_ARGS   10
#define HD_SHEET_MAX_STEPS  32
#define HD_SHEET_MAX_LEDGER 256
#define HD_SHEET_NAME_LEN   24    /* a ledger's name, its NUL included */
#define HD_SHEET_DRAW       2     /* HdSheet.winner: neither side */
#define HD_SHEET_HIDDEN     G_MININT /* a track's value in a view that may not see it */
#define HD_SHEET_SIDE_RULES (-2)  /* HdSheetStep.side: the rules' step_side says who */

typedef struct _HdSheetRules HdSheetRules;
typedef struct _HdSheetTable HdSheetTable;     /* hd-sheet-table.h */

/* One line of a ledger: a side was awarded @value for the thing @name
 * (a city's Victory Points, once only). */
typedef struct {
  gint side;
  gint value;
  char name[HD_SHEET_NAME_LEN];        /* as the players wrote it, NUL-padded */
  gint mark;                           /* the game's own flags (a city held by the enemy, razed); 0 at first */
} HdSheetEntry;

/* A ledger's line's kind, the top byte of its mark (0: an award, a
 * city; a game may keep other kinds, as The Civil War's leaders): lines
 * of different kinds may share a name. */
#define HD_SHEET_ENTRY_KIND(mark) (((guint) (mark) >> 24) & 0xff)

/* The position: plain numbers, copied and compared whole. */
typedef struct {
  guint turn;                          /* 0 .. n_turns - 1 */
  guint step;                          /* index into the rules' steps */
  int   winner;                        /* -1 none yet; a side; HD_SHEET_DRAW */
  guint32 skipped;                     /* the steps of this turn passed by (bit = step index) */
  gint  track[HD_SHEET_MAX_TRACKS];
  guint n_ledger;
  HdSheetEntry ledger[HD_SHEET_MAX_LEDGER];
} HdSheet;

/* An action: which of the rules' verbs, its numbers, and a name where
 * the verb takes one (a city's). */
typedef struct {
  guint verb;
  gint  arg[HD_SHEET_MAX_ARGS];
  char  name[HD_SHEET_NAME_LEN];       /* NUL-padded; empty when the verb takes none */
} HdSheetAction;

/* Who looks at the game: a side alone (behind the cover screen), or
 * both at the table (HD_SHEET_TABLE), who see only what is public.  A
 * NULL viewer sees everything (the save, the tests). */
#define HD_SHEET_TABLE (-1)
typedef struct {
  int side;
} HdSheetViewer;

typedef enum {
  HD_SHEET_PUBLIC,      /* both sides see it */
  HD_SHEET_SECRET,      /* only its side sees it */
  HD_SHEET_INTERNAL,    /* the companion's own bookkeeping, shown through the steps */
} HdSheetShown;

typedef enum {
  HD_SHEET_NUMBER,      /* a count */
  HD_SHEET_SET,         /* a set of numbered things (bit n-1: number n) */
} HdSheetForm;

typedef struct {
  const char  *id;      /* in lines: "union-pawns" */
  const char  *name;    /* N_() */
  int          side;    /* whose it is; -1 shared */
  HdSheetShown shown;
  HdSheetForm  form;
  gint         min, max, start;
  const char  *rule;    /* the rule that bounds it */
  /* TRUE: public, but not corrected by hand: it follows the game's
   * records, and checking a correction would tell a side's secret
   * (the CPs spent, against the CPs left); undo the record instead. */
  gboolean     fixed;
} HdSheetTrack;

typedef struct {
  const char *id;       /* stable: "union-move" (the page and the guide choose by it) */
  const char *rule;     /* "Pawns, Routine of Play 1" */
  int         side;     /* who acts; -1 both */
  const char *title;    /* N_() */
  const char *what;     /* N_(): what the players do now */
  /* NULL when the step applies this turn, else why not (N_(), static). */
  const char *(*skip)  (const HdSheetRules *rules,
                        const HdSheet      *sheet);
  /* TRUE: the verb "done" ends it; FALSE: the step's own verb does. */
  gboolean    by_done;
  /* The verbs besides "done" and "correct" the step takes, separated
   * by spaces (NULL: none): "battle" in a combat step, "end-month" at a
   * month's end, "spend vp kentucky" in a campaign's. */
  const char *verb;
  /* Optional: why "done" may not end the step yet (N_(), static; NULL
   * when it may): a bid not yet spent. */
  const char *(*unfinished) (const HdSheetRules *rules,
                             const HdSheet      *sheet);
  /* TRUE: the step is played behind its side's cover, its checks
   * reading that side's secrets (CPs spent against those left). */
  gboolean    covered;
} HdSheetStep;

typedef enum {
  HD_SHEET_FIELD_NUMBER,   /* a whole number from min to max */
  HD_SHEET_FIELD_CHOICE,   /* one of @choices (the line's words), told by @choice_words */
  HD_SHEET_FIELD_SET,      /* numbered things 1..max, any of them ("1 3", "none") */
  HD_SHEET_FIELD_DIE,      /* a die, 1-6, typed or rolled: the last field, it records the action */
  HD_SHEET_FIELD_NAME,     /* a name typed (a city's): the last field, the rest of the line, or none if optional */
} HdSheetFieldKind;

/* What a page asks for a verb: each field written into the line after
 * the verb's word as "@key VALUE" (no key: the value alone); an
 * optional field left at its first value (a number's nearest to 0 of
 * its range, the first choice) is left out.  The page writes the line
 * and the game reads it, so no rule is decided twice. */
typedef struct {
  const char         *key;          /* "vs", "on", "die"; NULL: the value alone */
  const char         *label;        /* N_() */
  HdSheetFieldKind    kind;
  gint                min, max;
  const char * const *choices;      /* CHOICE: the line's words, NULL-terminated */
  const char * const *choice_words; /* CHOICE: N_(), one a choice */
  gboolean            optional;
  /* CHOICE of a side: the side that looks fills it (a roster is only
   * ever its own side's), and the page does not ask. */
  gboolean            viewer_side;
} HdSheetField;

/* A verb: one thing a player records.  @words are the line's words after
 * the verb's own. */
typedef struct {
  const char *word;     /* the line's first word */
  gboolean  (*read)     (const HdSheetRules  *rules,
                         char               **words,
                         HdSheetAction       *out,
                         GError             **error);
  void      (*write)    (const HdSheetRules  *rules,
                         const HdSheetAction *action,
                         GString             *out);
  gboolean  (*check)    (const HdSheetRules  *rules,
                         const HdSheet       *sheet,
                         const HdSheetAction *action,
                         GError             **error);
  void      (*make)     (const HdSheetRules  *rules,
                         HdSheet             *sheet,
                         const HdSheetAction *action);
  char     *(*describe) (const HdSheetRules  *rules,
                         const HdSheet       *before,
                         const HdSheetAction *action);
  /* Optional: fills in what the players left out that a table of
   * @tables (the rules' order) gives: a battle's result, a month's mark.
   * The log keeps the action as filled, so a replay needs no table. */
  void      (*complete) (const HdSheetRules  *rules,
                         const HdSheet       *sheet,
                         HdSheetTable * const *tables,
                         HdSheetAction       *action);
  /* What a page asks for it (none for "done"). */
  const HdSheetField *fields;
  guint               n_fields;
  /* Optional: what @action would do, told before it is recorded (the
   * odds and each die's result), or NULL when there is nothing to say. */
  char     *(*preview)  (const HdSheetRules  *rules,
                         const HdSheet       *sheet,
                         HdSheetTable * const *tables,
                         const HdSheetAction *action);
  const char         *title;        /* N_(): the button that records it ("Record the battle") */
  /* Optional: the side whose secret @action records (a bid), -1 when
   * it records none; and @action as the other side reads it, the
   * secret left out (what the action made public, such as both bids
   * once the second is in, may be told). */
  int       (*secret_of)        (const HdSheetRules  *rules,
                                 const HdSheet       *before,
                                 const HdSheetAction *action);
  char     *(*describe_hidden)  (const HdSheetRules  *rules,
                                 const HdSheet       *before,
                                 const HdSheetAction *action);
  /* TRUE: recorded at any step (like "correct"), not only where a step
   * names it: an army's secret roster kept up to date. */
  gboolean    anytime;
} HdSheetVerb;

typedef struct _HdSheetTableDef HdSheetTableDef;

struct _HdSheetRules {
  const char         *id;            /* "pawns": transcripts and saves name it */
  const char         *name;          /* N_() */
  const char         *side_names[2]; /* N_() */
  const char         *side_ids[2];   /* in lines: "union", "confederate" */
  guint               n_turns;
  /* A turn told: "04/1861", "Turn 3" (newly allocated). */
  char             *(*turn_label)    (guint turn);
  /* TRUE when the label is the turn's number ("Turn 3"): the page says
   * "Turn 3 of 16" rather than the label and the number both. */
  gboolean            numbered_turns;
  const HdSheetStep  *steps;
  guint               n_steps;
  const HdSheetTrack *tracks;
  guint               n_tracks;
  const HdSheetVerb * const *verbs;   /* the shared two first */
  guint               n_verbs;
  const HdSheetTableDef * const *tables;
  guint               n_tables;
  /* N_(): what the ledger holds ("Enemy cities awarded"), or NULL for a
   * game without one. */
  const char         *ledger_name;
  /* Called as each turn begins (after the first) and as a step begins. */
  void              (*turn_begins)   (const HdSheetRules *rules,
                                      HdSheet            *sheet);
  void              (*step_begins)   (const HdSheetRules *rules,
                                      HdSheet            *sheet);
  /* The last turn is over: the rules name the winner. */
  void              (*time_up)       (const HdSheetRules *rules,
                                      HdSheet            *sheet);
  const char         *end_rule;      /* the rule of the game's end */
  /* The game's own invariants, after the shared ones (NULL: all hold). */
  char             *(*invariants)    (const HdSheetRules *rules,
                                      const HdSheet      *sheet);
  /* Optional: a decision owed before the step goes on (a retreat after
   * a battle), as a step of its own; NULL when none is owed. */
  const HdSheetStep *(*pending)      (const HdSheetRules *rules,
                                      const HdSheet      *sheet);
  /* Optional: the actions a player could record now (HdSheetAction,
   * g_free), for the tests' random games and a helper. */
  GPtrArray        *(*candidates)    (const HdSheetRules *rules,
                                      const HdSheet      *sheet);
  /* Optional: who acts in a step whose side is HD_SHEET_SIDE_RULES (the
   * first player of the turn, say). */
  int               (*step_side)     (const HdSheetRules *rules,
                                      const HdSheet      *sheet,
                                      guint               step);
  /* Optional: whether the secret track @track is shown to both sides now
   * (the bids, once both are in); NULL: a secret track stays its side's. */
  gboolean          (*shown)         (const HdSheetRules *rules,
                                      const HdSheet      *sheet,
                                      guint               track);
  /* Optional: whether @track counts anything now (an army's roster while
   * the army is on the map); the page leaves out those that do not. */
  gboolean          (*track_in_use)  (const HdSheetRules *rules,
                                      const HdSheet      *sheet,
                                      guint               track);
  /* Optional: what follows from a correction of @track (Kentucky's side
   * once the first VP is there), on @sheet corrected. */
  void              (*corrected)     (const HdSheetRules *rules,
                                      HdSheet            *sheet,
                                      guint               track);
  /* Optional: a correction's words @told (taken), with what it did
   * between @before and @after (Kentucky's side decided), newly
   * allocated. */
  char             *(*tell_correction) (const HdSheetRules *rules,
                                        const HdSheet      *before,
                                        const HdSheet      *after,
                                        char               *told);
  /* Optional: whether @action, made in @before, is one with the action
   * before it, so that one undo takes both (the second bid, which shows
   * the first). */
  gboolean          (*joins_previous) (const HdSheetRules  *rules,
                                       const HdSheet       *before,
                                       const HdSheetAction *action);
  /* Optional: a ledger's line in words ("Richmond (5 RPs, held by the
   * Union)"), newly allocated; NULL: "NAME (VALUE)". */
  char             *(*format_entry)   (const HdSheetRules  *rules,
                                       const HdSheetEntry  *entry);
  /* Optional: whether @step, not marked covered, is played behind its
   * side's cover in @sheet all the same (production, when the players
   * chose to keep it secret). */
  gboolean          (*step_covered)   (const HdSheetRules  *rules,
                                       const HdSheet       *sheet,
                                       const HdSheetStep   *step);
};

/* The verbs every game lists first, in this order. */
enum { HD_SHEET_VERB_DONE, HD_SHEET_VERB_CORRECT, HD_SHEET_N_SHARED_VERBS };
extern const HdSheetVerb hd_sheet_verb_done;
extern const HdSheetVerb hd_sheet_verb_correct;

void         hd_sheet_init         (const HdSheetRules *rules,
                                    HdSheet            *sheet);
gboolean     hd_sheet_is_over      (const HdSheet      *sheet);
const HdSheetStep *hd_sheet_get_step (const HdSheetRules *rules,
                                      const HdSheet      *sheet);
/* What is awaited: a decision owed (the rules' pending), else the step. */
const HdSheetStep *hd_sheet_get_awaited (const HdSheetRules *rules,
                                         const HdSheet      *sheet);
/* The step is over: on to the next that applies (a new turn after the
 * last; the rules' time_up after the last turn). */
void         hd_sheet_advance      (const HdSheetRules *rules,
                                    HdSheet            *sheet);
/* Why step @index does not apply in @sheet's turn (NULL: it does); for a
 * step already behind, whether the walk passed it by this turn. */
gboolean     hd_sheet_was_skipped  (const HdSheet      *sheet,
                                    guint               index);
/* Why step @index does not apply in @sheet's turn (NULL: it does). */
const char  *hd_sheet_step_skipped (const HdSheetRules *rules,
                                    const HdSheet      *sheet,
                                    guint               index);
int          hd_sheet_find_track   (const HdSheetRules *rules,
                                    const char         *id);
int          hd_sheet_find_side    (const HdSheetRules *rules,
                                    const char         *id);
/* A track's value in words: a number, or a set's members ("1, 3";
 * "none"), newly allocated. */
char        *hd_sheet_format_track (const HdSheetRules *rules,
                                    const HdSheet      *sheet,
                                    guint               track);
/* Reads a set's members ("1", "3", or "none") from @words into a bit
 * set of numbers 1..@n; the words taken are counted in @used. */
gboolean     hd_sheet_read_set     (char              **words,
                                    guint               n,
                                    guint              *used,
                                    gint               *out,
                                    const char         *rule,
                                    GError            **error);
void         hd_sheet_write_set    (gint                set,
                                    GString            *out);
gboolean     hd_sheet_read_number  (const char         *word,
                                    gint                min,
                                    gint                max,
                                    gint               *out,
                                    const char         *rule,
                                    GError            **error);
/* The line a page's fields make: @values one a field (a number, a
 * choice's index, a set's bits, a die or 0 for none), optional fields at
 * their first value left out, and @name for a NAME field (newly
 * allocated). */
char        *hd_sheet_compose_line (const HdSheetVerb  *verb,
                                    const gint         *values,
                                    const char         *name);
/* A verb whose line is its fields, in order (hd_sheet_compose_line's
 * form): field i read into @out's arg[i] (a number, a choice's index, a
 * set's bits, a die or 0 for none), a NAME field into its name; an
 * optional field left out is at its first value.  The refusal shows
 * the line's form and cites @rule. */
gboolean     hd_sheet_read_fields  (const HdSheetVerb  *verb,
                                    char              **words,
                                    HdSheetAction      *out,
                                    const char         *rule,
                                    GError            **error);
/* @action's fields written after the verb's word, as read back. */
void         hd_sheet_write_fields (const HdSheetVerb   *verb,
                                    const HdSheetAction *action,
                                    GString             *out);
/* The verb the action names, or NULL. */
const HdSheetVerb *hd_sheet_get_verb (const HdSheetRules  *rules,
                                      const HdSheetAction *action);
/* Whether @step takes the verb @word (besides "done" and "correct"). */
gboolean     hd_sheet_step_takes   (const HdSheetStep  *step,
                                    const char         *word);
/* Who acts in step @index of @sheet's turn: a side, or -1 for both. */
int          hd_sheet_get_side     (const HdSheetRules *rules,
                                    const HdSheet      *sheet,
                                    guint               index);
/* Whether what is awaited now is played behind its side's cover (the
 * step's covered, or the rules' step_covered). */
gboolean     hd_sheet_awaited_is_covered (const HdSheetRules *rules,
                                          const HdSheet      *sheet);
/* Who acts in what is awaited now (a decision owed, else the step). */
int          hd_sheet_get_awaited_side (const HdSheetRules *rules,
                                        const HdSheet      *sheet);

/* Hidden information.  Whether @viewer may not see track @track now
 * (another side's secret, or a secret at the table). */
gboolean     hd_sheet_track_is_hidden (const HdSheetRules   *rules,
                                       const HdSheet        *sheet,
                                       guint                 track,
                                       const HdSheetViewer  *viewer);
/* @sheet as @viewer may see it: each track hidden from it set to
 * HD_SHEET_HIDDEN. */
void         hd_sheet_view         (const HdSheetRules  *rules,
                                    const HdSheet       *sheet,
                                    const HdSheetViewer *viewer,
                                    HdSheet             *out);
/* Whether @viewer may not read @action, made in @before, in full. */
gboolean     hd_sheet_action_is_hidden (const HdSheetRules  *rules,
                                        const HdSheet       *before,
                                        const HdSheetAction *action,
                                        const HdSheetViewer *viewer);
/* @action in words as @viewer may read it (newly allocated). */
char        *hd_sheet_describe     (const HdSheetRules  *rules,
                                    const HdSheet       *before,
                                    const HdSheetAction *action,
                                    const HdSheetViewer *viewer);

/* The ledger: whether @side was awarded for @name already (names
 * compared without regard to case or spacing; lines of kind 0). */
gboolean     hd_sheet_ledger_has   (const HdSheet      *sheet,
                                    int                 side,
                                    const char         *name);
/* The line of the ledger of kind @kind named @name, whichever side's
 * (the first), or -1. */
int          hd_sheet_ledger_find  (const HdSheet      *sheet,
                                    guint               kind,
                                    const char         *name);
void         hd_sheet_ledger_add   (HdSheet            *sheet,
                                    int                 side,
                                    gint                value,
                                    const char         *name);
/* The ledger as the players read it: "the US: Nashville (3); the CSA:
 * Harpers Ferry (4)", or "none" (newly allocated). */
char        *hd_sheet_format_ledger (const HdSheetRules *rules,
                                     const HdSheet      *sheet);
/* A name read from @words (the rest of the line, joined by single
 * spaces) into @out: printable, at most HD_SHEET_NAME_LEN - 1 bytes. */
gboolean     hd_sheet_read_name    (char              **words,
                                    char               *out,
                                    const char         *rule,
                                    GError            **error);

/* The rules' check of @action in @sheet: the game over, the verb's own. */
gboolean     hd_sheet_check        (const HdSheetRules  *rules,
                                    const HdSheet       *sheet,
                                    const HdSheetAction *action,
                                    GError             **error);
/* For a game's candidates: @action added to @out (a copy) when the
 * rules take it in @sheet. */
void         hd_sheet_add_candidate (const HdSheetRules  *rules,
                                     const HdSheet       *sheet,
                                     const HdSheetAction *action,
                                     GPtrArray           *out);
/* The invariants broken in @sheet (numbered, as docs/sheet-games.md
 * lists them), or NULL. */
char        *hd_sheet_check_invariants (const HdSheetRules *rules,
                                        const HdSheet      *sheet);

G_END_DECLS
