/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-action.c: the campaign action as a record of named values,
 * and its one-line form. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hd-campaign-action.h"
#include "hd-excerpt.h"

/* The longest line we read: far more than any action needs. */
#define MAX_LINE 4096
#define MAX_ARGS 64

/* The type and the arguments packed in one block, each ended by a NUL:
 * "note\0text\0McDowell to Manassas\0": a campaign's log holds hundreds
 * of thousands of these, so an action takes two allocations, not seven. */
struct _HdCampaignAction
{
  char  *data;
  gsize  len;      /* bytes of @data, the last NUL included */
  guint  n_args;
};

G_DEFINE_QUARK (hd-campaign-error-quark, hd_campaign_error)

static gboolean
is_word (const char *word)
{
  if (word == NULL || !g_ascii_islower (word[0]))
    return FALSE;
  for (const char *p = word; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return strlen (word) <= 40;
}

HdCampaignAction *
hd_campaign_action_new (const char *type)
{
  HdCampaignAction *self;

  g_return_val_if_fail (is_word (type), NULL);
  self = g_new0 (HdCampaignAction, 1);
  self->len = strlen (type) + 1;
  self->data = g_memdup2 (type, self->len);
  return self;
}

HdCampaignAction *
hd_campaign_action_copy (const HdCampaignAction *self)
{
  HdCampaignAction *copy = g_new0 (HdCampaignAction, 1);

  copy->data = g_memdup2 (self->data, self->len);
  copy->len = self->len;
  copy->n_args = self->n_args;
  return copy;
}

void
hd_campaign_action_free (HdCampaignAction *self)
{
  if (self == NULL)
    return;
  g_free (self->data);
  g_free (self);
}

gboolean
hd_campaign_action_equal (const HdCampaignAction *a,
                          const HdCampaignAction *b)
{
  return a->n_args == b->n_args && a->len == b->len && memcmp (a->data, b->data, a->len) == 0;
}

const char *
hd_campaign_action_get_type_name (const HdCampaignAction *self)
{
  return self->data;
}

/* The key of argument @index (its value follows it), or NULL. */
static const char *
arg_key (const HdCampaignAction *self,
         guint                   index)
{
  const char *p = self->data + strlen (self->data) + 1;

  if (index >= self->n_args)
    return NULL;
  for (guint i = 0; i < index; i++)
    {
      p += strlen (p) + 1;
      p += strlen (p) + 1;
    }
  return p;
}

/* The index of argument @key, or -1: the block walked once. */
static int
find_key (const HdCampaignAction *self,
          const char             *key)
{
  const char *p = self->data + strlen (self->data) + 1;

  for (guint i = 0; i < self->n_args; i++)
    {
      if (g_str_equal (p, key))
        return (int) i;
      p += strlen (p) + 1;
      p += strlen (p) + 1;
    }
  return -1;
}

/* @self's block with argument @index's value (or, past the last, a new
 * argument @key) made @value: a new block, so that @key and @value may
 * point into the old one. */
static void
put_arg (HdCampaignAction *self,
         guint             index,
         const char       *key,
         const char       *value)
{
  const char *at = index < self->n_args ? arg_key (self, index) : self->data + self->len;
  gsize before = (gsize) (at - self->data), klen = strlen (key) + 1, vlen = strlen (value) + 1;
  gsize after = index < self->n_args ? self->len - before - klen - (strlen (at + klen) + 1) : 0;
  char *data = g_malloc (before + klen + vlen + after);

  memcpy (data, self->data, before);
  memcpy (data + before, key, klen);
  memcpy (data + before + klen, value, vlen);
  memcpy (data + before + klen + vlen, self->data + self->len - after, after);
  g_free (self->data);
  self->data = data;
  self->len = before + klen + vlen + after;
  self->n_args += index >= self->n_args;
}

void
hd_campaign_action_set (HdCampaignAction *self,
                        const char       *key,
                        const char       *value)
{
  int i;

  g_return_if_fail (is_word (key));
  g_return_if_fail (value != NULL && g_utf8_validate (value, -1, NULL));
  i = find_key (self, key);
  put_arg (self, i >= 0 ? (guint) i : self->n_args, key, value);
}

void
hd_campaign_action_set_uint (HdCampaignAction *self,
                             const char       *key,
                             guint             value)
{
  char text[16];

  g_snprintf (text, sizeof text, "%u", value);
  hd_campaign_action_set (self, key, text);
}

const char *
hd_campaign_action_get (const HdCampaignAction *self,
                        const char             *key)
{
  int i = find_key (self, key);

  return i < 0 ? NULL : hd_campaign_action_get_value (self, (guint) i);
}

static gboolean
parse_uint (const char *text,
            guint      *out)
{
  guint64 value;

  if (text == NULL || !g_ascii_isdigit (text[0]) || strlen (text) > 9)
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32 - 1, &value, NULL))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

gboolean
hd_campaign_action_get_uint (const HdCampaignAction *self,
                             const char             *key,
                             guint                  *out,
                             GError                **error)
{
  const char *text = hd_campaign_action_get (self, key);

  if (text == NULL)
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“%s” needs a value for “%s”"), self->data, key);
      return FALSE;
    }
  if (!parse_uint (text, out))
    {
      g_autofree char *shown = hd_excerpt (text, -1);

      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“%s” needs a whole number for “%s”, not “%s”"), self->data, key, shown);
      return FALSE;
    }
  return TRUE;
}

GArray *
hd_campaign_action_get_uints (const HdCampaignAction *self,
                              const char             *key,
                              GError                **error)
{
  const char *text = hd_campaign_action_get (self, key);
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) parts = NULL;

  if (text == NULL || text[0] == '\0')
    return g_steal_pointer (&values);
  parts = g_strsplit (text, ",", MAX_ARGS + 1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint value;

      if (i >= MAX_ARGS || !parse_uint (parts[i], &value))
        {
          g_autofree char *shown = hd_excerpt (text, -1);

          g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                       _("“%s” needs whole numbers separated by commas for “%s”, not “%s”"),
                       self->data, key, shown);
          return NULL;
        }
      g_array_append_val (values, value);
    }
  return g_steal_pointer (&values);
}

guint
hd_campaign_action_get_n_args (const HdCampaignAction *self)
{
  return self->n_args;
}

const char *
hd_campaign_action_get_key (const HdCampaignAction *self,
                            guint                   index)
{
  g_return_val_if_fail (index < self->n_args, NULL);
  return arg_key (self, index);
}

const char *
hd_campaign_action_get_value (const HdCampaignAction *self,
                              guint                   index)
{
  const char *key;

  g_return_val_if_fail (index < self->n_args, NULL);
  key = arg_key (self, index);
  return key + strlen (key) + 1;
}

static gboolean
needs_quotes (const char *value)
{
  if (value[0] == '\0')
    return TRUE;
  for (const char *p = value; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || g_ascii_iscntrl (*p) || *p == '"' || *p == '\\' || *p == '=' || *p == '#')
      return TRUE;
  return FALSE;
}

char *
hd_campaign_action_to_line (const HdCampaignAction *self)
{
  GString *line = g_string_new (self->data);
  const char *key = self->data + strlen (self->data) + 1, *value;

  /* the block walked once: each key, then its value */
  for (guint i = 0; i < self->n_args; i++, key = value + strlen (value) + 1)
    {
      value = key + strlen (key) + 1;
      g_string_append_c (line, ' ');
      g_string_append (line, key);
      g_string_append_c (line, '=');
      if (!needs_quotes (value))
        {
          g_string_append (line, value);
          continue;
        }
      g_string_append_c (line, '"');
      for (const char *p = value; *p != '\0'; p++)
        {
          if (*p == '"' || *p == '\\')
            g_string_append_c (line, '\\');
          /* a line holds no control character (a save's attribute could not) */
          g_string_append_c (line, g_ascii_iscntrl (*p) ? ' ' : *p);
        }
      g_string_append_c (line, '"');
    }
  return g_string_free (line, FALSE);
}

static gboolean
syntax_error (const char  *line,
              GError     **error)
{
  g_autofree char *shown = hd_excerpt (line, -1);

  g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_SYNTAX,
               _("“%s” is not a campaign action: an action is a word, then key=value pairs"), shown);
  return FALSE;
}

/* Reads a word of lower-case letters, digits and dashes at *@p. */
static char *
read_word (const char **p)
{
  const char *start = *p;

  while (g_ascii_islower (**p) || g_ascii_isdigit (**p) || **p == '-')
    (*p)++;
  return *p > start ? g_strndup (start, *p - start) : NULL;
}

/* Reads a value at *@p: up to the next space, or quoted. */
static char *
read_value (const char **p)
{
  GString *value = g_string_new (NULL);

  if (**p != '"')
    {
      while (**p != '\0' && !g_ascii_isspace (**p) && **p != '"' && **p != '=')
        g_string_append_c (value, *(*p)++);
      return g_string_free (value, FALSE);
    }
  (*p)++;
  while (**p != '"')
    {
      if (**p == '\0')
        {
          g_string_free (value, TRUE);
          return NULL;
        }
      if (**p == '\\' && ((*p)[1] == '"' || (*p)[1] == '\\'))
        (*p)++;
      g_string_append_c (value, *(*p)++);
    }
  (*p)++;
  return g_string_free (value, FALSE);
}

static gboolean
parse_args (HdCampaignAction *action,
            const char       *p)
{
  for (guint n = 0;; n++)
    {
      g_autofree char *key = NULL;
      g_autofree char *value = NULL;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        return TRUE;
      key = read_word (&p);
      if (key == NULL || !is_word (key) || *p != '=' || n >= MAX_ARGS || find_key (action, key) >= 0)
        return FALSE;
      p++;
      value = read_value (&p);
      if (value == NULL || (*p != '\0' && !g_ascii_isspace (*p)))
        return FALSE;
      hd_campaign_action_set (action, key, value);
    }
}

/* A control character other than a tab between the words, or U+FFFE or
 * U+FFFF: what hd_campaign_action_to_line() never writes and an XML save
 * could not hold. */
static gboolean
has_control (const char *line)
{
  gboolean quoted = FALSE;

  if (strstr (line, "\xEF\xBF\xBE") != NULL || strstr (line, "\xEF\xBF\xBF") != NULL)
    return TRUE;
  for (const char *p = line; *p != '\0'; p++)
    {
      if (quoted && *p == '\\' && (p[1] == '"' || p[1] == '\\'))
        p++;
      else if (*p == '"')
        quoted = !quoted;
      else if (g_ascii_iscntrl (*p) && (quoted || *p != '\t'))
        return TRUE;
    }
  return FALSE;
}

HdCampaignAction *
hd_campaign_action_parse_line (const char  *line,
                               GError     **error)
{
  g_autoptr(HdCampaignAction) action = NULL;
  g_autofree char *type = NULL;
  const char *p = line;

  if (line == NULL || strlen (line) > MAX_LINE || !g_utf8_validate (line, -1, NULL) || has_control (line))
    {
      syntax_error (line != NULL && g_utf8_validate (line, -1, NULL) ? line : "", error);
      return NULL;
    }
  while (g_ascii_isspace (*p))
    p++;
  type = read_word (&p);
  if (type == NULL || !is_word (type) || (*p != '\0' && !g_ascii_isspace (*p)))
    {
      syntax_error (line, error);
      return NULL;
    }
  action = hd_campaign_action_new (type);
  if (!parse_args (action, p))
    {
      syntax_error (line, error);
      return NULL;
    }
  return g_steal_pointer (&action);
}
