/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-log.h: HdLog, a game as a log, whatever the game: the position it
 * started from and the ordered actions taken on it.  The log owns what
 * every game has: applying (the rules' check, then the gate, then the
 * action made), joined player actions (one undo takes them all), undo and
 * redo with their descriptions, the "changed" and "refused" signals, the
 * save written whole or not at all with its checksum, the automatic save,
 * and the transcript written.  A game kind (A
 * House Divided: HdGame; the Campaign Game: HdCampaignGame; the tests'
 * track race) is a subclass that fills in HdLogClass: its positions and
 * actions, their rules, their words and their save elements.  The
 * position and the actions are opaque here: a kind's own header gives
 * them their types.  docs/design.md, "The game log", says what a new kind
 * must write. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define HD_TYPE_LOG (hd_log_get_type ())
G_DECLARE_DERIVABLE_TYPE (HdLog, hd_log, HD, LOG, GObject)

/* What play waits for now, in words every kind can give: who owes it,
 * a short name of the step (the kind's own, stable: the app chooses its
 * panel by it), the rule, and whether the game is over. */
typedef struct {
  int         seat;     /* the kind's side or seat that decides; -1 for both or none */
  const char *step;     /* "marches", "battle", "over"... (static) */
  const char *rule;     /* "4.0", "Campaign 7"; NULL for none */
  gboolean    over;     /* nothing more is played */
} HdLogAwaited;

/* A gate: asked about every action the rules allow, before it is made;
 * FALSE (with @error) keeps it out of the game, changing nothing.  A
 * lesson uses it to keep to its task.  NULL: none. */
typedef gboolean (*HdLogGate) (HdLog          *log,
                               gconstpointer   before,
                               gconstpointer   action,
                               GError        **error,
                               gpointer        data);

/* Reading a save back (hd-log-load.h). */
typedef struct _HdLogLoad HdLogLoad;
typedef struct _HdLogLoadKind HdLogLoadKind;
struct _xmlNode;

struct _HdLogClass
{
  GObjectClass parent_class;

  /* The save file's root element: it names the kind
   * ("house-divided-game", "house-divided-campaign"). */
  const char *save_root;

  /* Positions (required). */
  gpointer  (*position_copy)   (gconstpointer  position);
  gboolean  (*position_equal)  (gconstpointer  a,
                                gconstpointer  b);
  void      (*position_free)   (gpointer       position);

  /* Actions (required): the log's own copy of @action, as it will read
   * back from a save (NULL with @error if none can hold it), and its
   * free. */
  gpointer  (*action_keep)     (HdLog         *self,
                                gconstpointer  action,
                                GError       **error);
  void      (*action_free)     (gpointer       action);

  /* The rules (required: apply; check is asked only when a gate is set
   * and defaults to apply on a copy).  apply checks and makes @action on
   * @position, or changes nothing and says why (the rule's number in a
   * HD_RULES_ERROR). */
  gboolean  (*check)           (HdLog         *self,
                                gconstpointer  position,
                                gconstpointer  action,
                                GError       **error);
  gboolean  (*apply)           (HdLog         *self,
                                gpointer       position,
                                gconstpointer  action,
                                GError       **error);

  /* One player action in words, as @viewer may read it, in @before (the
   * position it was made in): @actions are its @n actions (a Move of
   * several units is several), the first one first. */
  char     *(*describe)        (HdLog         *self,
                                gconstpointer  before,
                                gconstpointer const *actions,
                                guint          n,
                                gconstpointer  viewer);

  /* A transcript's line both ways (required for transcripts). */
  char     *(*action_to_line)  (HdLog         *self,
                                gconstpointer  action);
  gpointer  (*action_from_line)(HdLog         *self,
                                const char    *line,
                                GError       **error);
  /* The transcript's first lines: what the game was set up from. */
  void      (*transcript_header) (HdLog       *self,
                                  const char  *setup_name,
                                  GString     *out);

  /* The save (required): the root's attributes after format=""
   * (" scenario=\"...\""), the elements before the actions (options, a
   * set-up), and one action's element (@joined: made with the one
   * before it).  The format written is save_format, or what
   * get_save_format says of this log (optional: a kind whose newer
   * format is needed only by some games writes the older one for the
   * rest, so that older programs still read those). */
  int         save_format;
  int       (*get_save_format) (HdLog         *self);
  void      (*save_attributes) (HdLog         *self,
                                GString       *out);
  void      (*save_header)     (HdLog         *self,
                                GString       *out);
  void      (*save_action)     (HdLog         *self,
                                gconstpointer  action,
                                gboolean       joined,
                                GString       *out);

  /* The save read back (required to read saves; hd-log-load.h): what
   * the file is (limits, words, error domain), then the root's own
   * attributes (after the reader checked format and checksum), each
   * element of the root whole, in order, and the root's end.  The kind
   * makes its log with hd_log_load_start() once it has read what comes
   * before the actions, and appends each action it reads. */
  const HdLogLoadKind *load_kind;
  void      (*load_root)       (HdLogLoad       *load,
                                struct _xmlNode *root);
  void      (*load_element)    (HdLogLoad       *load,
                                struct _xmlNode *element);
  void      (*load_end)        (HdLogLoad       *load);

  /* Play (optional): what is awaited in @position, as @viewer may know
   * it; the candidate actions (each the kind's action, freed with
   * action_free); the invariants broken (NULL when all hold); and the
   * position as @viewer may see it (the campaign's fog of war; NULL:
   * the kind shows every seat everything). */
  void      (*awaited)         (HdLog         *self,
                                gconstpointer  position,
                                HdLogAwaited  *out);
  GPtrArray*(*candidates)      (HdLog         *self,
                                gconstpointer  position);
  char     *(*check_invariants)(HdLog         *self,
                                gconstpointer  position);
  gpointer  (*view)            (HdLog         *self,
                                gconstpointer  position,
                                gconstpointer  viewer);
  /* Undo (optional): how many of the first actions applied no undo may
   * take back (records that must stay where every seat reads them: the
   * campaign's openings of its master view); 0 when absent. */
  guint     (*undo_floor)      (HdLog         *self);
  /* Optional: whether @action, made in @position, is one with the action
   * before it however it comes (live, or read from a transcript, whose
   * lines do not say): one undo then takes both (a game without a
   * board's second bid, which shows the first). */
  gboolean  (*joins_previous)  (HdLog         *self,
                                gconstpointer  position,
                                gconstpointer  action);
};

/* Starting: a kind's constructor hands the log its set-up (taken). */
void          hd_log_start             (HdLog          *self,
                                        gpointer        initial);

gconstpointer hd_log_get_position      (HdLog          *self);
gconstpointer hd_log_get_initial       (HdLog          *self);
/* Actions applied (not counting those undone), and action @index of the
 * log (applied or undone). */
guint         hd_log_get_n_actions     (HdLog          *self);
guint         hd_log_get_n_logged      (HdLog          *self);
gconstpointer hd_log_get_action        (HdLog          *self,
                                        guint           index);
gboolean      hd_log_is_joined         (HdLog          *self,
                                        guint           index);

/* Checks @action and, if the rules (and the gate) allow it, makes it and
 * appends it (the redo list is dropped, "changed" emitted, the automatic
 * save written); else changes nothing and emits "refused". */
gboolean      hd_log_apply             (HdLog          *self,
                                        gconstpointer   action,
                                        GError        **error);
/* The second and later actions of one player action (a Move of several
 * units): one undo and one redo take the whole player action.  With
 * nothing applied yet it is hd_log_apply(). */
gboolean      hd_log_apply_joined      (HdLog          *self,
                                        gconstpointer   action,
                                        GError        **error);
/* hd_log_apply() for a reader of a whole log (a save, a transcript): no
 * position is kept for undo, no "changed", no automatic save, no gate;
 * @action is taken (the kind's own, as action_keep makes it). */
gboolean      hd_log_append            (HdLog          *self,
                                        gpointer        action,
                                        gboolean        joined,
                                        GError        **error);
void          hd_log_set_gate          (HdLog          *self,
                                        HdLogGate       gate,
                                        gpointer        data);

gboolean      hd_log_can_undo          (HdLog          *self);
gboolean      hd_log_can_redo          (HdLog          *self);
gboolean      hd_log_undo              (HdLog          *self);
gboolean      hd_log_redo              (HdLog          *self);
/* How many actions of the log the next undo (redo) takes (0: none). */
guint         hd_log_count_undo        (HdLog          *self);
guint         hd_log_count_redo        (HdLog          *self);
/* The player action the next undo (redo) takes, in words as @viewer may
 * read it, without "Undo:" (NULL when there is none). */
char         *hd_log_describe_undo     (HdLog          *self,
                                        gconstpointer   viewer);
char         *hd_log_describe_redo     (HdLog          *self,
                                        gconstpointer   viewer);
/* The position after the first @n actions of the log, made from the
 * set-up (free with the kind's free). */
gpointer      hd_log_replay            (HdLog          *self,
                                        guint           n);

/* Play, as the kind says it (hd_log_get_awaited: FALSE when the kind
 * does not say). */
gboolean      hd_log_get_awaited       (HdLog          *self,
                                        HdLogAwaited   *out);
GPtrArray    *hd_log_list_candidates   (HdLog          *self);
char         *hd_log_check_invariants  (HdLog          *self);
gpointer      hd_log_get_view          (HdLog          *self,
                                        gconstpointer   viewer);

/* The save: the applied actions, with the checksum (docs/save-format.md);
 * written whole or not at all; and after every change (NULL stops it). */
GBytes       *hd_log_to_bytes          (HdLog          *self);
gboolean      hd_log_save              (HdLog          *self,
                                        GFile          *file,
                                        GError        **error);
void          hd_log_set_autosave      (HdLog          *self,
                                        GFile          *file);
GFile        *hd_log_get_autosave      (HdLog          *self);
const GError *hd_log_get_autosave_error (HdLog         *self);

/* The log as a transcript: the kind's header, then one action a line.
 * @setup_name: for a kind whose set-up is a file of its own, the one the
 * caller wrote beside the transcript (NULL: none). */
char         *hd_log_write_transcript  (HdLog          *self,
                                        const char     *setup_name);

G_END_DECLS
