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

struct _HdCampaignAction
{
  char      *type;
  GPtrArray *keys;
  GPtrArray *values;
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
  self->type = g_strdup (type);
  self->keys = g_ptr_array_new_with_free_func (g_free);
  self->values = g_ptr_array_new_with_free_func (g_free);
  return self;
}

HdCampaignAction *
hd_campaign_action_copy (const HdCampaignAction *self)
{
  HdCampaignAction *copy = hd_campaign_action_new (self->type);

  for (guint i = 0; i < self->keys->len; i++)
    hd_campaign_action_set (copy, self->keys->pdata[i], self->values->pdata[i]);
  return copy;
}

void
hd_campaign_action_free (HdCampaignAction *self)
{
  if (self == NULL)
    return;
  g_free (self->type);
  g_ptr_array_unref (self->keys);
  g_ptr_array_unref (self->values);
  g_free (self);
}

gboolean
hd_campaign_action_equal (const HdCampaignAction *a,
                          const HdCampaignAction *b)
{
  if (!g_str_equal (a->type, b->type) || a->keys->len != b->keys->len)
    return FALSE;
  for (guint i = 0; i < a->keys->len; i++)
    if (!g_str_equal (a->keys->pdata[i], b->keys->pdata[i])
        || !g_str_equal (a->values->pdata[i], b->values->pdata[i]))
      return FALSE;
  return TRUE;
}

const char *
hd_campaign_action_get_type_name (const HdCampaignAction *self)
{
  return self->type;
}

static int
find_key (const HdCampaignAction *self,
          const char             *key)
{
  for (guint i = 0; i < self->keys->len; i++)
    if (g_str_equal (self->keys->pdata[i], key))
      return (int) i;
  return -1;
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
  if (i >= 0)
    {
      g_free (self->values->pdata[i]);
      self->values->pdata[i] = g_strdup (value);
      return;
    }
  g_ptr_array_add (self->keys, g_strdup (key));
  g_ptr_array_add (self->values, g_strdup (value));
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

  return i < 0 ? NULL : self->values->pdata[i];
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
                   _("“%s” needs a value for “%s”"), self->type, key);
      return FALSE;
    }
  if (!parse_uint (text, out))
    {
      g_autofree char *shown = hd_excerpt (text, -1);

      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“%s” needs a whole number for “%s”, not “%s”"), self->type, key, shown);
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
                       self->type, key, shown);
          return NULL;
        }
      g_array_append_val (values, value);
    }
  return g_steal_pointer (&values);
}

guint
hd_campaign_action_get_n_args (const HdCampaignAction *self)
{
  return self->keys->len;
}

const char *
hd_campaign_action_get_key (const HdCampaignAction *self,
                            guint                   index)
{
  g_return_val_if_fail (index < self->keys->len, NULL);
  return self->keys->pdata[index];
}

const char *
hd_campaign_action_get_value (const HdCampaignAction *self,
                              guint                   index)
{
  g_return_val_if_fail (index < self->values->len, NULL);
  return self->values->pdata[index];
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
  GString *line = g_string_new (self->type);

  for (guint i = 0; i < self->keys->len; i++)
    {
      const char *value = self->values->pdata[i];

      g_string_append_printf (line, " %s=", (const char *) self->keys->pdata[i]);
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
