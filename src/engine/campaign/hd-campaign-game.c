/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game.c: the Campaign Game's event log, as hd-game.c is A
 * House Divided's.  The position is never edited directly: it is the
 * set-up with the first n_applied actions of the log made on it, so undo,
 * redo, save and load all come down to the same replay.  A save is the
 * set-up file embedded whole and one <action line="..."/> per action
 * (docs/save-format.md, "The Campaign Game"), with the checksum a game's
 * save has (hd-xml), written whole or not at all (hd_file_replace), read
 * back with the hostile-XML guards of hd-xml, every action checked again
 * and the checksum last. */
#define G_LOG_DOMAIN "hd-campaign-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>
#include <libxml/tree.h>

#include "hd-campaign-game.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-view-private.h"
#include "hd-autosave.h"
#include "hd-excerpt.h"
#include "hd-file.h"
#include "hd-rules.h"
#include "hd-xml.h"

struct _HdCampaignGame
{
  GObject     parent_instance;

  HdMap      *map;
  HdCampaign *initial;     /* the set-up */
  HdCampaign *position;    /* the set-up with the first n_applied actions made */
  HdCampaign *previous;    /* with one action fewer, or NULL until needed (undo, describe_undo) */
  GPtrArray  *log;         /* HdCampaignAction; those past n_applied can be redone */
  guint       n_applied;
  HdAutosave  autosave;
};

G_DEFINE_FINAL_TYPE (HdCampaignGame, hd_campaign_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (hd-campaign-game-error-quark, hd_campaign_game_error)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
hd_campaign_game_finalize (GObject *object)
{
  HdCampaignGame *self = HD_CAMPAIGN_GAME (object);

  g_clear_object (&self->map);
  g_clear_pointer (&self->initial, hd_campaign_free);
  g_clear_pointer (&self->position, hd_campaign_free);
  g_clear_pointer (&self->previous, hd_campaign_free);
  g_clear_pointer (&self->log, g_ptr_array_unref);
  hd_autosave_clear (&self->autosave);

  G_OBJECT_CLASS (hd_campaign_game_parent_class)->finalize (object);
}

static void
hd_campaign_game_class_init (HdCampaignGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hd_campaign_game_finalize;

  /* Emitted after every apply, undo and redo. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hd_campaign_game_init (HdCampaignGame *self)
{
  self->log = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
}

/* A game starting from @initial (taken). */
static HdCampaignGame *
game_new (HdMap      *map,
          HdCampaign *initial)
{
  HdCampaignGame *self = g_object_new (HD_TYPE_CAMPAIGN_GAME, NULL);

  self->map = g_object_ref (map);
  self->initial = initial;
  self->position = hd_campaign_copy (initial);
  return self;
}

HdCampaignGame *
hd_campaign_game_new (HdMap   *map,
                      GError **error)
{
  HdCampaign *initial;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  initial = hd_campaign_setup_new_default (map, error);
  return initial != NULL ? game_new (map, initial) : NULL;
}

HdCampaignGame *
hd_campaign_game_new_from_setup (HdMap       *map,
                                 GBytes      *setup,
                                 const char  *source_name,
                                 GError     **error)
{
  HdCampaign *initial;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  initial = hd_campaign_setup_load (map, setup, source_name ? source_name : "setup", error);
  return initial != NULL ? game_new (map, initial) : NULL;
}

HdMap *
hd_campaign_game_get_map (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return self->map;
}

HdCampaignView *
hd_campaign_game_get_view (HdCampaignGame         *self,
                           const HdCampaignViewer *viewer)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  g_return_val_if_fail (viewer != NULL, NULL);
  return hd_campaign_view_new (self->position, viewer);
}

/* Actions applied (not counting those undone). */
guint
hd_campaign_game_get_n_actions (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), 0);
  return self->n_applied;
}

/* Action @index of the log, applied or undone. */
const HdCampaignAction *
hd_campaign_game_get_action (HdCampaignGame *self,
                             guint           index)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  g_return_val_if_fail (index < self->log->len, NULL);
  return self->log->pdata[index];
}

static void
changed (HdCampaignGame *self)
{
  hd_autosave_run (&self->autosave, (HdAutosaveWrite) hd_campaign_game_save, self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Makes @action on the position, keeping the position before it. */
static gboolean
make (HdCampaignGame         *self,
      const HdCampaignAction *action,
      GError                **error)
{
  HdCampaign *before = hd_campaign_copy (self->position);

  if (!hd_campaign_play_apply (self->position, action, error))
    {
      hd_campaign_free (before);
      return FALSE;
    }
  g_clear_pointer (&self->previous, hd_campaign_free);
  self->previous = before;
  return TRUE;
}

/* @action as its one-line form reads back: what a save or a transcript
 * will hold (a line break in a value is a space there), so that the game
 * played is the game saved; NULL if no line can hold it. */
static HdCampaignAction *
as_saved (const HdCampaignAction  *action,
          GError                 **error)
{
  g_autofree char *line = hd_campaign_action_to_line (action);

  return hd_campaign_action_parse_line (line, error);
}

gboolean
hd_campaign_game_apply (HdCampaignGame         *self,
                        const HdCampaignAction *action,
                        GError                **error)
{
  g_autoptr(HdCampaignAction) saved = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  saved = as_saved (action, error);
  if (saved == NULL || !make (self, saved, error))
    return FALSE;
  g_ptr_array_set_size (self->log, self->n_applied);
  g_ptr_array_add (self->log, g_steal_pointer (&saved));
  self->n_applied++;
  changed (self);
  return TRUE;
}

/* Makes @action (taken), as its line reads back, and logs it, for a
 * reader of a whole log: no position is kept for undo (the first undo
 * replays the log), no "changed" is emitted and nothing is saved, so the
 * work is the action's own, never the position's or the log's. */
static gboolean
append (HdCampaignGame   *self,
        HdCampaignAction *action,
        GError          **error)
{
  g_autoptr(HdCampaignAction) owned = action;

  if (!hd_campaign_play_apply (self->position, action, error))
    return FALSE;
  g_clear_pointer (&self->previous, hd_campaign_free);
  g_ptr_array_set_size (self->log, self->n_applied);
  g_ptr_array_add (self->log, g_steal_pointer (&owned));
  self->n_applied++;
  return TRUE;
}

/**
 * hd_campaign_game_append_line:
 *
 * Reads @line, an action's one-line form (a transcript's line), and makes
 * it as hd_campaign_game_apply() does, but for a reader of a whole log:
 * without keeping the position before it, emitting "changed" or saving.
 * A line that is no action is refused with HD_CAMPAIGN_ERROR, one the
 * rules refuse with their error; either way nothing changes but the
 * position, which the caller then drops.
 */
gboolean
hd_campaign_game_append_line (HdCampaignGame  *self,
                              const char      *line,
                              GError         **error)
{
  HdCampaignAction *action;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  g_return_val_if_fail (line != NULL, FALSE);

  action = hd_campaign_action_parse_line (line, error);
  return action != NULL && append (self, action, error);
}

/* The position after the first @n actions of the log, from the set-up. */
static HdCampaign *
replay (HdCampaignGame *self,
        guint           n)
{
  HdCampaign *position = hd_campaign_copy (self->initial);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!hd_campaign_play_apply (position, self->log->pdata[i], &error))
        g_critical ("action %u of the campaign's log no longer applies: %s", i + 1, error->message);
    }
  return position;
}

/* The position before the last applied action (made again only when
 * it is needed). */
static const HdCampaign *
get_previous (HdCampaignGame *self)
{
  if (self->previous == NULL)
    self->previous = replay (self, self->n_applied - 1);
  return self->previous;
}

gboolean
hd_campaign_game_can_undo (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  return self->n_applied > 0;
}

gboolean
hd_campaign_game_can_redo (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  return self->n_applied < self->log->len;
}

gboolean
hd_campaign_game_undo (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);

  if (self->n_applied == 0)
    return FALSE;
  get_previous (self);
  hd_campaign_free (self->position);
  self->position = g_steal_pointer (&self->previous);
  self->n_applied--;
  changed (self);
  return TRUE;
}

gboolean
hd_campaign_game_redo (HdCampaignGame *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);

  if (self->n_applied >= self->log->len)
    return FALSE;
  if (!make (self, self->log->pdata[self->n_applied], &error))
    {
      g_critical ("action %u of the campaign's log no longer applies: %s", self->n_applied + 1, error->message);
      return FALSE;
    }
  self->n_applied++;
  changed (self);
  return TRUE;
}

/* Action @index (the last applied or the next to redo) described as
 * @viewer sees the position it is made in. */
static char *
describe_action (HdCampaignGame         *self,
                 guint                   index,
                 const HdCampaignViewer *viewer)
{
  const HdCampaign *before = index == self->n_applied ? self->position : get_previous (self);
  g_autoptr(HdCampaignView) view = hd_campaign_view_new (before, viewer);

  return hd_campaign_view_describe (view, self->log->pdata[index]);
}

char *
hd_campaign_game_describe_undo (HdCampaignGame         *self,
                                const HdCampaignViewer *viewer)
{
  g_autofree char *what = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  g_return_val_if_fail (viewer != NULL, NULL);
  if (self->n_applied == 0)
    return NULL;
  what = describe_action (self, self->n_applied - 1, viewer);
  /* TRANSLATORS: %s is the action undo takes back, a sentence of its own:
   * "Undo: The umpire rules that the Union holds Nashville." */
  return g_strdup_printf (_("Undo: %s"), what);
}

char *
hd_campaign_game_describe_redo (HdCampaignGame         *self,
                                const HdCampaignViewer *viewer)
{
  g_autofree char *what = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  g_return_val_if_fail (viewer != NULL, NULL);
  if (self->n_applied >= self->log->len)
    return NULL;
  what = describe_action (self, self->n_applied, viewer);
  /* TRANSLATORS: %s is the action redo makes again, a sentence of its own */
  return g_strdup_printf (_("Redo: %s"), what);
}

/* ------------------------------------------------------------- saving */

GBytes *
hd_campaign_game_export_setup (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return hd_campaign_setup_save (self->position);
}

GBytes *
hd_campaign_game_get_setup (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return hd_campaign_setup_save (self->initial);
}

gboolean
hd_campaign_game_has_default_setup (HdCampaignGame *self)
{
  g_autoptr(HdCampaign) builtin = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  builtin = hd_campaign_setup_new_default (self->map, NULL);
  return builtin != NULL && hd_campaign_equal (builtin, self->initial);
}

/* @text past its XML declaration ("<?xml ...?>"), if it has one. */
static const char *
skip_declaration (const char *text,
                  gsize      *len)
{
  const char *end;

  if (*len < 5 || strncmp (text, "<?xml", 5) != 0 || (end = g_strstr_len (text, (gssize) *len, "?>")) == NULL)
    return text;
  end += 2;
  while (end < text + *len && g_ascii_isspace (*end))
    end++;
  *len -= (gsize) (end - text);
  return end;
}

/* The save: the set-up file the game started from, embedded whole in
 * <setup>, then the applied actions in their one-line form; the root's
 * checksum is put in last, over the bytes written. */
GBytes *
hd_campaign_game_to_bytes (HdCampaignGame *self)
{
  g_autoptr(GBytes) setup = NULL;
  GString *out;
  const char *text;
  gsize len, at;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);

  setup = hd_campaign_setup_save (self->initial);
  text = g_bytes_get_data (setup, &len);
  text = skip_declaration (text, &len);
  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<house-divided-campaign format=\"%d\"", HD_CAMPAIGN_GAME_FORMAT);
  at = out->len;
  g_string_append (out, ">\n<setup>\n");
  g_string_append_len (out, text, (gssize) len);
  if (len > 0 && text[len - 1] != '\n')
    g_string_append_c (out, '\n');
  g_string_append (out, "</setup>\n");
  for (guint i = 0; i < self->n_applied; i++)
    {
      g_autofree char *line = hd_campaign_action_to_line (self->log->pdata[i]);
      g_autofree char *escaped = g_markup_escape_text (line, -1);

      g_string_append_printf (out, "  <action line=\"%s\"/>\n", escaped);
    }
  g_string_append (out, "</house-divided-campaign>\n");
  hd_xml_checksum_insert (out, at);
  return g_string_free_to_bytes (out);
}

/* Writes the save whole or not at all: on any failure (a full disk, a
 * read-only folder) the previous file is left exactly as it was. */
gboolean
hd_campaign_game_save (HdCampaignGame  *self,
                       GFile           *file,
                       GError         **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = hd_campaign_game_to_bytes (self);
  return hd_file_replace_bytes (file, bytes, error);
}

/* Saves now, and after every action, undo and redo (NULL stops it);
 * hd_campaign_game_get_autosave_error() tells whether the last save
 * worked. */
void
hd_campaign_game_set_autosave (HdCampaignGame *self,
                               GFile          *file)
{
  g_return_if_fail (HD_IS_CAMPAIGN_GAME (self));
  hd_autosave_set (&self->autosave, file, (HdAutosaveWrite) hd_campaign_game_save, self);
}

GFile *
hd_campaign_game_get_autosave (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return self->autosave.file;
}

const GError *
hd_campaign_game_get_autosave_error (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return self->autosave.error;
}

/* ------------------------------------------------------------- loading */

#define ROOT_NAME "house-divided-campaign"

/* Whether @bytes begin (past an XML declaration, comments and blank
 * space) with the campaign save's root element. */
gboolean
hd_campaign_game_is_campaign_file (GBytes *bytes)
{
  const char *text, *end;
  gsize len;

  g_return_val_if_fail (bytes != NULL, FALSE);
  text = g_bytes_get_data (bytes, &len);
  if (text == NULL)
    return FALSE;
  end = text + len;
  if (len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    text += 3;
  while (text < end)
    {
      const char *close = NULL;

      if (g_ascii_isspace (*text))
        {
          text++;
          continue;
        }
      if (end - text >= 2 && memcmp (text, "<?", 2) == 0)
        close = g_strstr_len (text, end - text, "?>");
      else if (end - text >= 4 && memcmp (text, "<!--", 4) == 0)
        close = g_strstr_len (text, end - text, "-->");
      else
        break;
      if (close == NULL)
        return FALSE;
      text = close + 2;
    }
  len = strlen ("<" ROOT_NAME);
  return (gsize) (end - text) > len && memcmp (text, "<" ROOT_NAME, len) == 0 &&
         (g_ascii_isspace (text[len]) || text[len] == '>' || text[len] == '/');
}

typedef struct {
  HdMap          *map;
  const char     *source;
  HdCampaignGame *game;
  guint           n;         /* actions read */
  char           *checksum;  /* the root's, if any */
  int             root_line;
  GError         *error;
} Loader;

static void G_GNUC_PRINTF (4, 5)
loader_fail (Loader             *ld,
             HdCampaignGameError code,
             int                 line,
             const char         *format,
             ...)
{
  g_autofree char *msg = NULL;
  va_list args;

  if (ld->error != NULL)
    return;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    /* TRANSLATORS: a saved campaign's file, the line, then what is wrong there */
    g_set_error (&ld->error, HD_CAMPAIGN_GAME_ERROR, code, _("%s:%d: %s"), ld->source, line, msg);
  else
    g_set_error (&ld->error, HD_CAMPAIGN_GAME_ERROR, code, "%s: %s", ld->source, msg);
}

static int
node_line (xmlNode *node)
{
  return (int) xmlGetLineNo (node);
}

/* The first attribute of @node not in @allowed (NULL-ended), quoted for
 * people, or NULL: a save has no attribute the format does not name, and
 * no namespace. */
static char *
unknown_attribute (xmlNode            *node,
                   const char * const *allowed)
{
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    if (a->ns != NULL || !g_strv_contains (allowed, (const char *) a->name))
      return hd_excerpt ((const char *) a->name, -1);
  return NULL;
}

/* Anything but elements, blank text and comments among @parent's
 * children: a sign of damage (a "<" turned into ">"). */
static gboolean
loader_stray_content (Loader  *ld,
                      xmlNode *parent)
{
  for (xmlNode *n = parent->children; n != NULL; n = n->next)
    {
      if (n->type == XML_TEXT_NODE && n->content != NULL)
        {
          for (const xmlChar *c = n->content; *c != '\0'; c++)
            if (!g_ascii_isspace (*c))
              {
                loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (n),
                             _("the file is damaged: there is text between its elements, where a saved campaign "
                               "has none"));
                return TRUE;
              }
        }
      else if (n->type != XML_ELEMENT_NODE && n->type != XML_COMMENT_NODE && n->type != XML_TEXT_NODE)
        {
          loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (n),
                       _("the file is damaged: it holds a CDATA section or a processing instruction, which a saved "
                         "campaign never has"));
          return TRUE;
        }
      else if (n->type == XML_ELEMENT_NODE && (n->ns != NULL || n->nsDef != NULL))
        {
          g_autofree char *name = hd_excerpt ((const char *) n->name, -1);
          loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (n),
                       _("the file is damaged: <%s> has an XML namespace, which a saved campaign does not have"),
                       name);
          return TRUE;
        }
    }
  return FALSE;
}

static xmlNode *
next_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

/* The root: what it is and which format (a newer one named as such). */
static gboolean
loader_root (Loader  *ld,
             xmlNode *root)
{
  static const char * const allowed[] = { "format", "checksum", NULL };
  g_autofree char *format = hd_xml_get_attr (root, "format");
  g_autofree char *unknown = NULL;

  if (!xmlStrEqual (root->name, (const xmlChar *) ROOT_NAME) || root->ns != NULL || root->nsDef != NULL)
    {
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (root),
                   _("this is not a saved campaign of House Divided Companion"));
      return FALSE;
    }
  if (format == NULL || !g_str_equal (format, G_STRINGIFY (HD_CAMPAIGN_GAME_FORMAT)))
    {
      g_autofree char *quoted = hd_excerpt (format, -1);

      if (hd_xml_format_is_newer (format, HD_CAMPAIGN_GAME_FORMAT))
        loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_FUTURE_VERSION, node_line (root),
                     _("the campaign was saved by a newer version of the program (format %s; this one reads %d)"),
                     quoted, HD_CAMPAIGN_GAME_FORMAT);
      else
        loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (root),
                     _("the save format \"%s\" is not known"), quoted);
      return FALSE;
    }
  if ((unknown = unknown_attribute (root, allowed)) != NULL)
    {
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (root),
                   _("the file is damaged: the campaign has an attribute \"%s\", which saved campaigns do not have"),
                   unknown);
      return FALSE;
    }
  ld->root_line = node_line (root);
  ld->checksum = hd_xml_get_attr (root, "checksum");
  if (ld->checksum != NULL && !hd_xml_checksum_is_valid (ld->checksum))
    {
      g_autofree char *why = hd_xml_checksum_describe_invalid (ld->checksum);

      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_CHECKSUM, ld->root_line, "%s", why);
      return FALSE;
    }
  return !loader_stray_content (ld, root);
}

/* <setup>: exactly one element, the set-up file the campaign began from,
 * read by the set-up's own reader. */
static gboolean
loader_setup (Loader  *ld,
              xmlNode *setup)
{
  static const char * const none[] = { NULL };
  g_autoptr(GError) why = NULL;
  g_autofree char *unknown = NULL;
  g_autofree char *source = NULL;
  g_autoptr(GBytes) bytes = NULL;
  xmlNode *inner;
  xmlBuffer *buffer;
  HdCampaign *initial;

  if (setup == NULL || !xmlStrEqual (setup->name, (const xmlChar *) "setup"))
    {
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, setup ? node_line (setup) : 0,
                   _("the file is damaged: a saved campaign begins with its <setup>"));
      return FALSE;
    }
  inner = next_element (setup->children);
  if ((unknown = unknown_attribute (setup, none)) != NULL)
    {
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (setup),
                   _("the file is damaged: <setup> has an attribute \"%s\", which it never has"), unknown);
      return FALSE;
    }
  if (loader_stray_content (ld, setup) || inner == NULL || next_element (inner->next) != NULL)
    {
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (setup),
                   _("the file is damaged: its <setup> must hold the one set-up the campaign began from"));
      return FALSE;
    }
  buffer = xmlBufferCreate ();
  xmlNodeDump (buffer, setup->doc, inner, 0, 0);
  bytes = g_bytes_new (xmlBufferContent (buffer), (gsize) xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  /* TRANSLATORS: how a campaign save's embedded set-up is named in messages */
  source = g_strdup_printf (_("the set-up in %s"), ld->source);
  initial = hd_campaign_setup_load (ld->map, bytes, source, &why);
  if (initial == NULL)
    {
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, node_line (inner),
                   _("the campaign cannot be set up: %s"), why->message);
      return FALSE;
    }
  ld->game = game_new (ld->map, initial);
  return TRUE;
}

/* The line of an <action line="..."/>, or NULL (the error set) when the
 * element is not one or is damaged. */
static char *
loader_action_line (Loader  *ld,
                    xmlNode *node,
                    int      at)
{
  static const char * const allowed[] = { "line", NULL };
  g_autofree char *unknown = NULL;
  char *line = NULL;

  if (!xmlStrEqual (node->name, (const xmlChar *) "action"))
    {
      g_autofree char *quoted = hd_excerpt ((const char *) node->name, -1);
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_INVALID, at,
                   _("the file is damaged: <%s> is not part of a saved campaign (a campaign holds its <setup> and "
                     "<action> elements)"), quoted);
    }
  else if ((unknown = unknown_attribute (node, allowed)) != NULL)
    loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, at,
                 _("action %u is damaged: it has an attribute \"%s\", which actions do not have"), ld->n, unknown);
  else if (next_element (node->children) != NULL || loader_stray_content (ld, node))
    loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, at, _("action %u is damaged: unexpected elements in it"),
                 ld->n);
  else if ((line = hd_xml_get_attr (node, "line")) == NULL)
    loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, at, _("action %u is damaged: its line is missing"), ld->n);
  return line;
}

/* One <action line="..."/>: read and made again, or the reason it cannot
 * have happened. */
static gboolean
loader_action (Loader  *ld,
               xmlNode *node)
{
  g_autofree char *line = NULL;
  g_autoptr(HdCampaignAction) action = NULL;
  g_autoptr(GError) why = NULL;
  int at = node_line (node);

  ld->n++;
  line = loader_action_line (ld, node, at);
  if (line == NULL)
    return FALSE;
  action = hd_campaign_action_parse_line (line, &why);
  if (action == NULL)
    {
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, at, _("action %u is damaged: %s"), ld->n, why->message);
      return FALSE;
    }
  if (!append (ld->game, g_steal_pointer (&action), &why))
    {
      loader_fail (ld, HD_CAMPAIGN_GAME_ERROR_BAD_ACTION, at, _("action %u cannot have happened: %s"), ld->n,
                   why->message);
      return FALSE;
    }
  return TRUE;
}

static void
loader_document (Loader *ld,
                 xmlDoc *doc)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlNode *node;

  if (root == NULL || !loader_root (ld, root))
    return;
  node = next_element (root->children);
  if (!loader_setup (ld, node))
    return;
  for (node = next_element (node->next); node != NULL; node = next_element (node->next))
    if (!loader_action (ld, node))
      return;
}

/* libxml2's and the scan's complaints, as the loader's. */
static void
loader_xml_problem (Loader      *ld,
                    HdXmlProblem problem,
                    int          line,
                    const char  *detail)
{
  HdCampaignGameError code = HD_CAMPAIGN_GAME_ERROR_NOT_XML;

  if (problem == HD_XML_TOO_LARGE)
    code = HD_CAMPAIGN_GAME_ERROR_TOO_LARGE;
  else if (problem == HD_XML_FORBIDDEN)
    code = HD_CAMPAIGN_GAME_ERROR_FORBIDDEN;
  if (problem != HD_XML_NOT_WELL_FORMED && problem != HD_XML_REFUSED)
    loader_fail (ld, code, line, "%s", detail);   /* "the file is empty", a DOCTYPE: said whole */
  else
    /* TRANSLATORS: the reason a file is no campaign save at all ("not well-formed XML: ...") */
    loader_fail (ld, code, line, _("the file is damaged (%s)"), detail);
}

/* A save with a checksum must still be, byte for byte, the file that was
 * saved (the check a game's save has, docs/save-format.md); it is made
 * after every action was read, so that a damaged action is named first. */
static void
loader_check_sum (Loader *ld,
                  GBytes *bytes,
                  gsize   root[2])
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  g_autofree char *why = NULL;

  if (hd_xml_checksum_matches (data, len, root[0], root[1], ld->checksum))
    return;
  why = hd_xml_checksum_describe_mismatch (ld->source, ld->root_line);
  g_set_error_literal (&ld->error, HD_CAMPAIGN_GAME_ERROR, HD_CAMPAIGN_GAME_ERROR_CHECKSUM, why);
}

/**
 * hd_campaign_game_new_from_bytes:
 *
 * Reads a campaign save, making every action again and checking it as it
 * is read.  A damaged or newer file gives an error naming what is wrong
 * and where (its line), and nothing is returned; the file is never
 * changed.
 */
HdCampaignGame *
hd_campaign_game_new_from_bytes (HdMap       *map,
                                 GBytes      *bytes,
                                 const char  *source_name,
                                 GError     **error)
{
  Loader ld = { 0 };
  HdXmlProblem problem;
  g_autofree char *detail = NULL;
  gsize root[2] = { 0, 0 };
  xmlDoc *doc;
  int line = 0;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);

  ld.map = map;
  ld.source = source_name ? source_name : "campaign";
  doc = hd_xml_read_document_with_root (bytes, ld.source, HD_CAMPAIGN_GAME_MAX_BYTES, root, &problem, &line,
                                        &detail);
  if (doc == NULL)
    loader_xml_problem (&ld, problem, line, detail);
  else
    {
      loader_document (&ld, doc);
      xmlFreeDoc (doc);
    }
  if (ld.error == NULL && ld.checksum != NULL)
    loader_check_sum (&ld, bytes, root);
  g_free (ld.checksum);
  if (ld.error != NULL)
    {
      g_clear_object (&ld.game);
      g_propagate_error (error, ld.error);
      return NULL;
    }
  return ld.game;
}

HdCampaignGame *
hd_campaign_game_new_from_file (HdMap   *map,
                                GFile   *file,
                                GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = hd_file_load (file, HD_CAMPAIGN_GAME_MAX_BYTES, error);
  if (bytes == NULL)
    return NULL;
  name = g_file_get_parse_name (file);
  return hd_campaign_game_new_from_bytes (map, bytes, name, error);
}
