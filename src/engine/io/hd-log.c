/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-log.c: the log every game kind shares (hd-log.h).  The position is
 * never edited from outside: it is the set-up with the first n_applied
 * actions of the log made on it, so undo, redo, save and load all come
 * down to the same replay, and the same log always yields the same
 * position.  The position before the last player action is kept (as
 * @previous) once it was made here, so that describing and undoing it
 * need no replay; a reader of a whole log keeps none.
 *
 * Invariants (asserted in debug builds, hd_log_assert()):
 *  1. n_applied <= the actions logged; joined has one flag per action.
 *  2. The first action logged is never joined.
 *  3. @previous, when kept, is the position after the first previous_n
 *     actions, and previous_n is where the last player action begins. */
#define G_LOG_DOMAIN "hd-log"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-autosave.h"
#include "hd-file.h"
#include "hd-log.h"
#include "hd-xml.h"

typedef struct
{
  gpointer   initial;
  gpointer   position;
  gpointer   previous;     /* after previous_n actions, or NULL */
  guint      previous_n;
  GPtrArray *actions;      /* the kind's; those past n_applied can be redone */
  GArray    *joined;       /* gboolean: made with the action before it */
  guint      n_applied;
  HdLogGate  gate;
  gpointer   gate_data;
  HdAutosave autosave;
} HdLogPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (HdLog, hd_log, G_TYPE_OBJECT)

enum { CHANGED, REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

#define PRIV(self) ((HdLogPrivate *) hd_log_get_instance_private (self))
#define KIND(self) HD_LOG_GET_CLASS (self)

static void
free_position (HdLog *self, gpointer *position)
{
  if (*position != NULL)
    KIND (self)->position_free (g_steal_pointer (position));
}

static void
hd_log_finalize (GObject *object)
{
  HdLog *self = HD_LOG (object);
  HdLogPrivate *priv = PRIV (self);

  free_position (self, &priv->initial);
  free_position (self, &priv->position);
  free_position (self, &priv->previous);
  g_clear_pointer (&priv->actions, g_ptr_array_unref);
  g_clear_pointer (&priv->joined, g_array_unref);
  hd_autosave_clear (&priv->autosave);

  G_OBJECT_CLASS (hd_log_parent_class)->finalize (object);
}

static void
hd_log_class_init (HdLogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hd_log_finalize;

  /* Emitted after every apply, undo and redo. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Emitted when hd_log_apply() keeps an action out: the kind's action
   * and the GError saying why (the rules' or the gate's). */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
hd_log_init (HdLog *self)
{
  PRIV (self)->joined = g_array_new (FALSE, FALSE, sizeof (gboolean));
}

#ifndef G_DISABLE_ASSERT
static void
hd_log_assert (HdLog *self)
{
  HdLogPrivate *priv = PRIV (self);

  g_assert (priv->actions == NULL || priv->n_applied <= priv->actions->len);                 /* 1 */
  g_assert (priv->actions == NULL || priv->joined->len == priv->actions->len);              /* 1 */
  g_assert (priv->joined->len == 0 || !g_array_index (priv->joined, gboolean, 0));          /* 2 */
  g_assert (priv->previous == NULL || priv->previous_n <= priv->n_applied);                 /* 3 */
}
#else
#define hd_log_assert(self) ((void) 0)
#endif

void
hd_log_start (HdLog    *self,
              gpointer  initial)
{
  HdLogPrivate *priv;

  g_return_if_fail (HD_IS_LOG (self));
  g_return_if_fail (initial != NULL);
  priv = PRIV (self);
  g_return_if_fail (priv->initial == NULL);

  priv->initial = initial;
  priv->position = KIND (self)->position_copy (initial);
  priv->actions = g_ptr_array_new_with_free_func (KIND (self)->action_free);
}

gconstpointer
hd_log_get_position (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  return PRIV (self)->position;
}

gconstpointer
hd_log_get_initial (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  return PRIV (self)->initial;
}

guint
hd_log_get_n_actions (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), 0);
  return PRIV (self)->n_applied;
}

/* The actions in the log, those undone (which redo makes again) too. */
guint
hd_log_get_n_logged (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), 0);
  return PRIV (self)->actions->len;
}

gconstpointer
hd_log_get_action (HdLog *self,
                   guint  index)
{
  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  g_return_val_if_fail (index < PRIV (self)->actions->len, NULL);
  return PRIV (self)->actions->pdata[index];
}

/* TRUE if action @index of the log was made with the one before it, as
 * part of one player action (hd_log_apply_joined). */
gboolean
hd_log_is_joined (HdLog *self,
                  guint  index)
{
  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  g_return_val_if_fail (index < PRIV (self)->joined->len, FALSE);
  return g_array_index (PRIV (self)->joined, gboolean, index);
}

static void
changed (HdLog *self)
{
  hd_log_assert (self);
  hd_autosave_run (&PRIV (self)->autosave, (HdAutosaveWrite) hd_log_save, self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Drops the actions that can no longer be redone and logs @kept. */
static void
log_push (HdLog *self, gpointer kept, gboolean joined)
{
  HdLogPrivate *priv = PRIV (self);

  g_ptr_array_set_size (priv->actions, priv->n_applied);
  g_array_set_size (priv->joined, priv->n_applied);
  joined = joined && priv->n_applied > 0;
  g_ptr_array_add (priv->actions, kept);
  g_array_append_val (priv->joined, joined);
  priv->n_applied++;
}

/* The rules' check, for a gate: the kind's own, or the action made on a
 * copy of the position. */
static gboolean
check (HdLog *self, gconstpointer action, GError **error)
{
  HdLogPrivate *priv = PRIV (self);
  gpointer copy;
  gboolean ok;

  if (KIND (self)->check != NULL)
    return KIND (self)->check (self, priv->position, action, error);
  copy = KIND (self)->position_copy (priv->position);
  ok = KIND (self)->apply (self, copy, action, error);
  KIND (self)->position_free (copy);
  return ok;
}

/* Makes @kept (the log's copy of @action) on the position, keeping the
 * position before it when it begins a player action. */
static gboolean
make (HdLog *self, gconstpointer kept, gboolean joined, GError **error)
{
  HdLogPrivate *priv = PRIV (self);
  gboolean begins = !joined || priv->n_applied == 0;
  gpointer before = begins ? KIND (self)->position_copy (priv->position) : NULL;

  if (!KIND (self)->apply (self, priv->position, kept, error))
    {
      if (before != NULL)
        KIND (self)->position_free (before);
      return FALSE;
    }
  if (begins)
    {
      free_position (self, &priv->previous);
      priv->previous = before;
      priv->previous_n = priv->n_applied;
    }
  return TRUE;
}

static gboolean
apply (HdLog *self, gconstpointer action, gboolean joined, GError **error)
{
  HdLogPrivate *priv = PRIV (self);
  g_autoptr(GError) why = NULL;
  gpointer kept = KIND (self)->action_keep (self, action, &why);
  gboolean allowed = kept != NULL;

  /* the rules first, then the gate, then the action made */
  if (allowed && priv->gate != NULL)
    allowed = check (self, kept, &why) && priv->gate (self, priv->position, action, &why, priv->gate_data);
  if (allowed)
    allowed = make (self, kept, joined, &why);
  if (!allowed)
    {
      if (kept != NULL)
        KIND (self)->action_free (kept);
      g_signal_emit (self, signals[REFUSED], 0, action, why);
      g_propagate_error (error, g_steal_pointer (&why));
      return FALSE;
    }
  log_push (self, kept, joined);
  changed (self);
  return TRUE;
}

gboolean
hd_log_apply (HdLog          *self,
              gconstpointer   action,
              GError        **error)
{
  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  return apply (self, action, FALSE, error);
}

gboolean
hd_log_apply_joined (HdLog          *self,
                     gconstpointer   action,
                     GError        **error)
{
  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  return apply (self, action, TRUE, error);
}

gboolean
hd_log_append (HdLog     *self,
               gpointer   action,
               gboolean   joined,
               GError   **error)
{
  HdLogPrivate *priv;

  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  priv = PRIV (self);
  if (!KIND (self)->apply (self, priv->position, action, error))
    {
      KIND (self)->action_free (action);
      return FALSE;
    }
  free_position (self, &priv->previous);
  log_push (self, action, joined);
  return TRUE;
}

void
hd_log_set_gate (HdLog     *self,
                 HdLogGate  gate,
                 gpointer   data)
{
  g_return_if_fail (HD_IS_LOG (self));
  PRIV (self)->gate = gate;
  PRIV (self)->gate_data = data;
}

/* --------------------------------------------------------- undo, redo */

gpointer
hd_log_replay (HdLog *self,
               guint  n)
{
  HdLogPrivate *priv;
  gpointer position;

  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  priv = PRIV (self);
  g_return_val_if_fail (n <= priv->actions->len, NULL);

  position = KIND (self)->position_copy (priv->initial);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!KIND (self)->apply (self, position, priv->actions->pdata[i], &error))
        g_critical ("action %u of the log no longer applies: %s", i + 1, error->message);
    }
  return position;
}

/* Where the player action that ends at @end (the actions before it)
 * begins. */
static guint
group_start (HdLog *self, guint end)
{
  guint start = end;

  if (start == 0)
    return 0;
  do
    start--;
  while (start > 0 && g_array_index (PRIV (self)->joined, gboolean, start));
  return start;
}

/* Where the player action that begins at @start ends. */
static guint
group_end (HdLog *self, guint start)
{
  HdLogPrivate *priv = PRIV (self);
  guint end = start + 1;

  while (end < priv->actions->len && g_array_index (priv->joined, gboolean, end))
    end++;
  return end;
}

guint
hd_log_count_undo (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), 0);
  if (!hd_log_can_undo (self))
    return 0;
  return PRIV (self)->n_applied - group_start (self, PRIV (self)->n_applied);
}

guint
hd_log_count_redo (HdLog *self)
{
  HdLogPrivate *priv;

  g_return_val_if_fail (HD_IS_LOG (self), 0);
  priv = PRIV (self);
  if (priv->n_applied >= priv->actions->len)
    return 0;
  return group_end (self, priv->n_applied) - priv->n_applied;
}

/* How many of the first actions no undo takes back (HdLogClass). */
static guint
undo_floor (HdLog *self)
{
  HdLogClass *klass = HD_LOG_GET_CLASS (self);

  return klass->undo_floor != NULL ? MIN (klass->undo_floor (self), PRIV (self)->n_applied) : 0;
}

gboolean
hd_log_can_undo (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  return PRIV (self)->n_applied > undo_floor (self);
}

gboolean
hd_log_can_redo (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  return PRIV (self)->n_applied < PRIV (self)->actions->len;
}

/* The position after the first @n actions: the one kept, or made again
 * (and then kept). */
static gconstpointer
position_at (HdLog *self, guint n)
{
  HdLogPrivate *priv = PRIV (self);

  if (n == priv->n_applied)
    return priv->position;
  if (priv->previous == NULL || priv->previous_n != n)
    {
      free_position (self, &priv->previous);
      priv->previous = hd_log_replay (self, n);
      priv->previous_n = n;
    }
  return priv->previous;
}

gboolean
hd_log_undo (HdLog *self)
{
  HdLogPrivate *priv;
  guint start;

  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  priv = PRIV (self);
  if (!hd_log_can_undo (self))
    return FALSE;
  /* the whole player action: back to the action that began it */
  start = group_start (self, priv->n_applied);
  position_at (self, start);
  free_position (self, &priv->position);
  priv->position = g_steal_pointer (&priv->previous);
  priv->n_applied = start;
  changed (self);
  return TRUE;
}

gboolean
hd_log_redo (HdLog *self)
{
  HdLogPrivate *priv;
  guint start, end;

  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  priv = PRIV (self);
  if (priv->n_applied >= priv->actions->len)
    return FALSE;
  /* the whole player action: the action undone and those made with it */
  start = priv->n_applied;
  end = group_end (self, start);
  while (priv->n_applied < end && make (self, priv->actions->pdata[priv->n_applied], priv->n_applied > start, NULL))
    priv->n_applied++;
  if (priv->n_applied == start)
    return FALSE;
  changed (self);
  return TRUE;
}

/* The player action of the log from @start to @end, in words. */
static char *
describe_group (HdLog *self, guint start, guint end, gconstpointer viewer)
{
  HdLogPrivate *priv = PRIV (self);

  if (KIND (self)->describe == NULL)
    return NULL;
  return KIND (self)->describe (self, position_at (self, start), (gconstpointer const *) priv->actions->pdata + start,
                                end - start, viewer);
}

char *
hd_log_describe_undo (HdLog         *self,
                      gconstpointer  viewer)
{
  HdLogPrivate *priv;

  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  priv = PRIV (self);
  if (!hd_log_can_undo (self))
    return NULL;
  return describe_group (self, group_start (self, priv->n_applied), priv->n_applied, viewer);
}

char *
hd_log_describe_redo (HdLog         *self,
                      gconstpointer  viewer)
{
  HdLogPrivate *priv;

  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  priv = PRIV (self);
  if (priv->n_applied >= priv->actions->len)
    return NULL;
  return describe_group (self, priv->n_applied, group_end (self, priv->n_applied), viewer);
}

/* ---------------------------------------------------------------- play */

gboolean
hd_log_get_awaited (HdLog        *self,
                    HdLogAwaited *out)
{
  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  *out = (HdLogAwaited) { -1, NULL, NULL, FALSE };
  if (KIND (self)->awaited == NULL)
    return FALSE;
  KIND (self)->awaited (self, PRIV (self)->position, out);
  return TRUE;
}

/* The actions the rules allow now (the kind's; an empty array when the
 * kind lists none). */
GPtrArray *
hd_log_list_candidates (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  if (KIND (self)->candidates == NULL)
    return g_ptr_array_new ();
  return KIND (self)->candidates (self, PRIV (self)->position);
}

char *
hd_log_check_invariants (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  if (KIND (self)->check_invariants == NULL)
    return NULL;
  return KIND (self)->check_invariants (self, PRIV (self)->position);
}

gpointer
hd_log_get_view (HdLog         *self,
                 gconstpointer  viewer)
{
  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  g_return_val_if_fail (KIND (self)->view != NULL, NULL);
  return KIND (self)->view (self, PRIV (self)->position, viewer);
}

/* -------------------------------------------------------------- saving */

/* The save: the root, named by the kind, with its format and attributes;
 * the kind's header; the applied actions, each a joined flag of its own;
 * the checksum put in last, over the bytes written (hd-xml). */
GBytes *
hd_log_to_bytes (HdLog *self)
{
  HdLogPrivate *priv;
  HdLogClass *kind;
  GString *out;
  gsize at;

  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  priv = PRIV (self);
  kind = KIND (self);

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<%s format=\"%d\"", kind->save_root,
                          kind->get_save_format != NULL ? kind->get_save_format (self) : kind->save_format);
  if (kind->save_attributes != NULL)
    kind->save_attributes (self, out);
  at = out->len;
  g_string_append (out, ">\n");
  if (kind->save_header != NULL)
    kind->save_header (self, out);
  for (guint i = 0; i < priv->n_applied; i++)
    kind->save_action (self, priv->actions->pdata[i], g_array_index (priv->joined, gboolean, i), out);
  g_string_append_printf (out, "</%s>\n", kind->save_root);
  hd_xml_checksum_insert (out, at);
  return g_string_free_to_bytes (out);
}

/* Writes the save file whole or not at all: on any failure (a full disk,
 * a read-only folder) the previous file is left exactly as it was. */
gboolean
hd_log_save (HdLog   *self,
             GFile   *file,
             GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (HD_IS_LOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = hd_log_to_bytes (self);
  return hd_file_replace_bytes (file, bytes, error);
}

/* Saves now, and after every action, undo and redo (NULL stops it);
 * hd_log_get_autosave_error() tells whether the last save worked. */
void
hd_log_set_autosave (HdLog *self,
                     GFile *file)
{
  g_return_if_fail (HD_IS_LOG (self));
  hd_autosave_set (&PRIV (self)->autosave, file, (HdAutosaveWrite) hd_log_save, self);
}

GFile *
hd_log_get_autosave (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  return PRIV (self)->autosave.file;
}

/* Why the last automatic save failed, or NULL when it worked (or there
 * is no automatic save). */
const GError *
hd_log_get_autosave_error (HdLog *self)
{
  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  return PRIV (self)->autosave.error;
}

/* ---------------------------------------------------------- transcript */

char *
hd_log_write_transcript (HdLog      *self,
                         const char *setup_name)
{
  HdLogPrivate *priv;
  GString *out;

  g_return_val_if_fail (HD_IS_LOG (self), NULL);
  g_return_val_if_fail (KIND (self)->action_to_line != NULL, NULL);
  priv = PRIV (self);

  out = g_string_new (NULL);
  if (KIND (self)->transcript_header != NULL)
    KIND (self)->transcript_header (self, setup_name, out);
  for (guint i = 0; i < priv->n_applied; i++)
    {
      g_autofree char *line = KIND (self)->action_to_line (self, priv->actions->pdata[i]);
      g_string_append_printf (out, "%s\n", line);
    }
  return g_string_free (out, FALSE);
}
