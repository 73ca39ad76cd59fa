/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference.c: looking up, searching and citing the rules reference
 * (hd-reference.h); the entries themselves are in hd-reference-rules.c
 * (the rulebook), hd-reference-campaign.c (the Campaign Game) and the
 * other games' files (hd-reference-pawns.c, -acw.c, -fga.c), read here
 * as one list, the rulebook's first. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "hd-reference-private.h"
#include "hd-rules.h"

#define ADVANCED_PREFIX "advanced-"
#define CAMPAIGN_PREFIX "campaign-"
#define APPENDIX_PREFIX "campaign-appendix-"
#define PAWNS_PREFIX "pawns-"
#define PAWNS_CITATION "Pawns, "
#define ACW_PREFIX "acw-"
#define FGA_PREFIX "fga-"

guint
hd_reference_get_n_rules (void)
{
  return hd_reference_n_rules + hd_reference_n_campaign_rules + hd_reference_n_pawns_rules + hd_reference_n_acw_rules +
         hd_reference_n_fga_rules;
}

/* The rule at @index of the one list: the rulebook's, the campaign's,
 * the pawns game's, American Civil War's, then The Civil War's. */
static const HdRule *
rule_at (guint index)
{
  if (index < hd_reference_n_rules)
    return &hd_reference_rules[index];
  index -= hd_reference_n_rules;
  if (index < hd_reference_n_campaign_rules)
    return &hd_reference_campaign_rules[index];
  index -= hd_reference_n_campaign_rules;
  if (index < hd_reference_n_pawns_rules)
    return &hd_reference_pawns_rules[index];
  index -= hd_reference_n_pawns_rules;
  if (index < hd_reference_n_acw_rules)
    return &hd_reference_acw_rules[index];
  return &hd_reference_fga_rules[index - hd_reference_n_acw_rules];
}

const HdRule *
hd_reference_get_rule (guint index)
{
  g_return_val_if_fail (index < hd_reference_get_n_rules (), NULL);
  return rule_at (index);
}

int
hd_reference_index_of (const HdRule *rule)
{
  if (rule >= hd_reference_rules && rule < hd_reference_rules + hd_reference_n_rules)
    return (int) (rule - hd_reference_rules);
  if (rule >= hd_reference_campaign_rules && rule < hd_reference_campaign_rules + hd_reference_n_campaign_rules)
    return (int) (hd_reference_n_rules + (rule - hd_reference_campaign_rules));
  if (rule >= hd_reference_pawns_rules && rule < hd_reference_pawns_rules + hd_reference_n_pawns_rules)
    return (int) (hd_reference_n_rules + hd_reference_n_campaign_rules + (rule - hd_reference_pawns_rules));
  if (rule >= hd_reference_acw_rules && rule < hd_reference_acw_rules + hd_reference_n_acw_rules)
    return (int) (hd_reference_n_rules + hd_reference_n_campaign_rules + hd_reference_n_pawns_rules +
                  (rule - hd_reference_acw_rules));
  if (rule >= hd_reference_fga_rules && rule < hd_reference_fga_rules + hd_reference_n_fga_rules)
    return (int) (hd_reference_n_rules + hd_reference_n_campaign_rules + hd_reference_n_pawns_rules +
                  hd_reference_n_acw_rules + (rule - hd_reference_fga_rules));
  return -1;
}

static const HdRule *
find_id (const char *id)
{
  for (guint i = 0; i < hd_reference_get_n_rules (); i++)
    if (g_str_equal (rule_at (i)->id, id))
      return rule_at (i);
  return NULL;
}

/* "Pawns, Routine of Play 2" -> "pawns-routine-of-play": the section's
 * title in lower case, words joined by "-", a step's number dropped. */
static char *
pawns_id (const char *title)
{
  g_autofree char *s = g_strstrip (g_ascii_strdown (title, -1));
  GString *out = g_string_new (PAWNS_PREFIX);
  char *end = s + strlen (s);

  while (end > s && (g_ascii_isdigit (end[-1]) || end[-1] == ' '))
    *--end = '\0';
  for (const char *p = s; *p != '\0'; p++)
    if (g_ascii_isalnum (*p))
      g_string_append_c (out, *p);
    else if (out->str[out->len - 1] != '-')
      g_string_append_c (out, '-');
  return g_string_free (out, FALSE);
}

/* "acw 4.a.1-5" -> "acw-4.a", "acw 10.2-4" -> "acw-10": the part's
 * number and its section's letter, a step's number dropped. */
static char *
acw_id (const char *number)
{
  const char *p = number;
  GString *out = g_string_new (ACW_PREFIX);

  while (g_ascii_isdigit (*p))
    g_string_append_c (out, *p++);
  if (p[0] == '.' && g_ascii_isalpha (p[1]) && !g_ascii_isalnum (p[2]))
    g_string_append_printf (out, ".%c", p[1]);
  return g_string_free (out, FALSE);
}

/* "fga 4.3.4.a" -> "fga-4.3.4": the deepest numbered section the
 * reference has, a paragraph's letter and the numbers it lacks dropped
 * ("FGA 4.4.2" -> "fga-4.4.2", "FGA 4.3.4.A" -> "fga-4.3.4"). */
static char *
fga_id (const char *number)
{
  g_autofree char *id = g_strconcat (FGA_PREFIX, number, NULL);

  for (char *dot = strrchr (id, '.'); find_id (id) == NULL && dot != NULL; dot = strrchr (id, '.'))
    *dot = '\0';
  return g_steal_pointer (&id);
}

/* "Advanced 2.1" -> "advanced-2.1", "Campaign 7.1" -> "campaign-7.1",
 * "Appendix I" or "Campaign Appendix I" -> "campaign-appendix-i", "Game
 * Piece Inventory" -> "inventory", "Rule 4.3" -> "4.3"; anything else as
 * it is. */
static char *
citation_to_id (const char *citation)
{
  g_autofree char *s = g_strstrip (g_ascii_strdown (citation, -1));
  const char *rest = s;

  if (g_str_has_prefix (s, "rule "))
    return g_strdup (g_strchug (s + 5));
  if (g_str_has_prefix (s, "pawns, "))
    return pawns_id (s + 7);
  if (g_str_has_prefix (s, "acw "))
    return acw_id (g_strchug (s + 4));
  if (g_str_has_prefix (s, "fga "))
    return fga_id (g_strchug (s + 4));
  if (g_str_has_prefix (s, "advanced ") || g_str_has_prefix (s, "advanced-"))
    return g_strconcat (ADVANCED_PREFIX, g_strchug (s + 9), NULL);
  if (g_str_equal (s, "game piece inventory"))
    return g_strdup ("inventory");
  if (g_str_has_prefix (s, "campaign ") || g_str_has_prefix (s, "campaign-"))
    rest = g_strchug (s + 9);
  if (g_str_has_prefix (rest, "appendix ") || g_str_has_prefix (rest, "appendix-"))
    return g_strconcat (APPENDIX_PREFIX, g_strchug ((char *) rest + 9), NULL);
  if (rest != s)
    return g_strconcat (CAMPAIGN_PREFIX, rest, NULL);
  return g_steal_pointer (&s);
}

const HdRule *
hd_reference_lookup (const char *id_or_citation)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (id_or_citation != NULL, NULL);
  id = citation_to_id (id_or_citation);
  return find_id (id);
}

/* The campaign's appendices have no rule number: "Appendix I". */
static char *
appendix_number (const char *id)
{
  g_autofree char *roman = g_ascii_strup (id + strlen (APPENDIX_PREFIX), -1);

  /* TRANSLATORS: an appendix of the Campaign Game's document in the rules
   * reference, %s its Roman number ("Appendix I") */
  return g_strdup_printf (C_("rule number", "Appendix %s"), roman);
}

char *
hd_rule_get_number (const HdRule *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);
  if (g_str_has_prefix (rule->id, APPENDIX_PREFIX))
    return appendix_number (rule->id);
  if (rule->part == HD_RULE_PAWNS)
    /* TRANSLATORS: a section of the pawns game's rules as cited: %s its title ("Pawns, Combat") */
    return g_strdup_printf (C_("rule number", "Pawns, %s"), _(rule->title));
  if (rule->part == HD_RULE_ACW)
    {
      g_autofree char *upper = g_ascii_strup (rule->id + strlen (ACW_PREFIX), -1);
      /* TRANSLATORS: a section of American Civil War 1861-1865's rules as cited: %s its number ("14.B") */
      return g_strdup_printf (C_("rule number", "ACW %s"), upper);
    }
  if (rule->part == HD_RULE_FGA)
    /* TRANSLATORS: a section of The Civil War (FGA)'s rules as cited: %s its number, as 4.3.4 in "FGA 4.3.4" */
    return g_strdup_printf (C_("rule number", "FGA %s"), rule->id + strlen (FGA_PREFIX));
  return hd_rules_get_number (rule->id);
}

const char *
hd_rule_get_title (const HdRule *rule)
{
  return _(rule->title);
}

/* "4.3 Entrenchment", "Advanced 2.1 ...": the number, then the title; a
 * rule whose number is its title (the Game Piece Inventory) once. */
char *
hd_rule_get_heading (const HdRule *rule)
{
  g_autofree char *number = NULL;

  g_return_val_if_fail (rule != NULL, NULL);
  number = hd_rule_get_number (rule);
  if (g_str_equal (number, hd_rule_get_title (rule)) || rule->part == HD_RULE_PAWNS)
    return g_steal_pointer (&number);
  /* TRANSLATORS: a rule's heading in the rules reference: its number
   * (%1$s, "4.3" or "Advanced 2.1"), then its title (%2$s, "Entrenchment") */
  return g_strdup_printf (_("%1$s %2$s"), number, hd_rule_get_title (rule));
}

const char *
hd_rule_get_text (const HdRule *rule)
{
  return _(rule->text);
}

const char *
hd_rule_get_example (const HdRule *rule)
{
  return _(rule->example);
}

char *
hd_rule_get_table (const HdRule *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);
  return hd_reference_make_table (rule->id);
}

const char *
hd_rule_part_get_label (HdRulePart part)
{
  switch (part)
    {
    case HD_RULE_BASIC: return _("Basic Game");
    case HD_RULE_OPTIONAL: return _("Optional Rule");
    case HD_RULE_SCENARIO: return _("Scenarios");
    case HD_RULE_ADVANCED: return _("Advanced Game");
    case HD_RULE_ADVANCED_OPTIONAL: return _("Advanced Game, Optional Rule");
    case HD_RULE_CAMPAIGN: return _("Campaign Game");
    case HD_RULE_PAWNS: return _("Civil War (the pawns game)");
    case HD_RULE_ACW: return _("American Civil War 1861-1865");
    case HD_RULE_FGA: return _("The Civil War (FGA)");
    default: return "";
    }
}

/* ------------------------------------------------------------ search */

/* The word(s) before an Advanced rule's number in the language shown,
 * "|"-separated: for citations and for a search by number alike. */
static const char *
advanced_citation_words (void)
{
  /* TRANSLATORS: the word(s) just before an Advanced Game rule's number
   * ("Advanced 2.1"), separated by "|": as "Advanced %s" is translated */
  return C_("rule citation", "Advanced");
}

/* The word(s) before a Campaign Game rule's number, as for Advanced. */
static const char *
campaign_citation_words (void)
{
  /* TRANSLATORS: the word(s) just before a Campaign Game rule's number
   * ("Campaign 7.1"), separated by "|": as "Campaign %s" is translated */
  return C_("rule citation", "Campaign");
}

/* "advanced|Expertenregel": the English word @english and @words
 * ("|"-separated), each escaped for a regular expression. */
static char *
alternatives (const char *english,
              const char *words)
{
  g_auto(GStrv) each = g_strsplit (words != NULL ? words : "", "|", -1);
  g_autoptr(GString) out = g_string_new (english);

  for (guint i = 0; each[i] != NULL; i++)
    {
      g_autofree char *word = g_regex_escape_string (g_strstrip (each[i]), -1);
      if (*word != '\0')
        g_string_append_printf (out, "|%s", word);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* A query that is a rule number ("5.3", "advanced 2", "Advanced 2.1",
 * "campaign 7", or with @advanced_words and @campaign_words, the
 * translated words, "Expertenregel 2.1"): the id prefix it stands for, or
 * NULL for a query of words. */
static char *
number_query (const char *query,
              const char *advanced_words,
              const char *campaign_words)
{
  g_autofree char *advanced_re = alternatives ("advanced", advanced_words);
  g_autofree char *campaign_re = alternatives ("campaign", campaign_words);
  g_autofree char *pattern = g_strdup_printf ("^\\s*(?:((?:%s)[\\s-]*)|((?:%s)[\\s-]*))?(\\d+(\\.\\d*)*)\\s*$",
                                              advanced_re, campaign_re);
  g_autoptr(GRegex) re = g_regex_new (pattern, G_REGEX_CASELESS, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;
  g_autofree char *advanced = NULL;
  g_autofree char *campaign = NULL;
  g_autofree char *number = NULL;
  const char *prefix = "";

  if (re == NULL || !g_regex_match (re, query, 0, &m))
    return NULL;
  advanced = g_match_info_fetch (m, 1);
  campaign = g_match_info_fetch (m, 2);
  number = g_match_info_fetch (m, 3);
  if (advanced != NULL && *advanced != '\0')
    prefix = ADVANCED_PREFIX;
  else if (campaign != NULL && *campaign != '\0')
    prefix = CAMPAIGN_PREFIX;
  return g_strconcat (prefix, number, NULL);
}

static gboolean
matches_number (const HdRule *rule, const char *prefix)
{
  gsize n = strlen (prefix);
  const char *dash = strchr (prefix, '-');
  const char *number = dash != NULL ? dash + 1 : prefix;
  const char *rest;

  if (!g_str_has_prefix (rule->id, prefix))
    return FALSE;
  rest = rule->id + n;
  if (*rest == '\0' || *rest == '.' || prefix[n - 1] == '.')
    return TRUE;
  /* "5.3" also finds 5.31 to 5.34; "1" never finds 10.0 */
  return strchr (number, '.') != NULL && g_ascii_isdigit (*rest);
}

static gboolean
is_blank (const char *text)
{
  for (; *text != '\0'; text++)
    if (!g_ascii_isspace (*text))
      return FALSE;
  return TRUE;
}

/* A rule's words as search compares them: its number, title, text,
 * example and table, translated, split into folded words and their ASCII
 * alternates (g_str_tokenize_and_fold), each word once. */
typedef struct
{
  char **words;
  char **alternates;
} RuleWords;

/* Folding every rule's text anew for each query made a search cost
 * milliseconds; the words are folded once, in the language of the
 * program (it does not change while it runs). */
static const RuleWords *
rule_words (void)
{
  static gsize made = 0;
  static RuleWords *all;

  if (g_once_init_enter (&made))
    {
      all = g_new0 (RuleWords, hd_reference_get_n_rules ());
      for (guint i = 0; i < hd_reference_get_n_rules (); i++)
        {
          const HdRule *rule = rule_at (i);
          g_autofree char *number = hd_rule_get_number (rule);
          g_autofree char *table = hd_rule_get_table (rule);
          g_autofree char *text = g_strjoin (" ", number, hd_rule_get_title (rule), hd_rule_get_text (rule),
                                             hd_rule_get_example (rule), table != NULL ? table : "", NULL);
          all[i].words = g_str_tokenize_and_fold (text, NULL, &all[i].alternates);
        }
      g_once_init_leave (&made, 1);
    }
  return all;
}

static gboolean
has_word_starting (char **words, const char *start)
{
  for (guint j = 0; words[j] != NULL; j++)
    if (g_str_has_prefix (words[j], start))
      return TRUE;
  return FALSE;
}

/* As g_str_match_string (query, rule's text, TRUE): every word of the
 * query begins a word of the rule or one of their alternates. */
static gboolean
matches_words (guint index, char **query)
{
  const RuleWords *w = &rule_words ()[index];

  for (guint i = 0; query[i] != NULL; i++)
    if (!has_word_starting (w->words, query[i]) && !has_word_starting (w->alternates, query[i]))
      return FALSE;
  return TRUE;
}

/* How well a rule's title answers a query of words: 2 when the title is
 * the query (its words, folded), 1 when every word of the query begins a
 * word of the title, 0 when only its text matches. */
static guint
title_rank (const HdRule *rule, char **query)
{
  g_auto(GStrv) title = g_str_tokenize_and_fold (hd_rule_get_title (rule), NULL, NULL);
  gboolean same = g_strv_length (title) == g_strv_length (query);

  for (guint i = 0; query[i] != NULL; i++)
    {
      if (!has_word_starting (title, query[i]))
        return 0;
      same = same && g_str_equal (title[i], query[i]);
    }
  return same ? 2 : 1;
}

GArray *
hd_reference_search (const char *query)
{
  return hd_reference_search_in (query, advanced_citation_words (), campaign_citation_words ());
}

GArray *
hd_reference_search_in (const char *query,
                        const char *advanced,
                        const char *campaign)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *ranks = NULL;
  g_autofree char *prefix = NULL;
  g_auto(GStrv) words = NULL;

  g_return_val_if_fail (query != NULL, out);
  prefix = number_query (query, advanced, campaign);
  words = g_str_tokenize_and_fold (query, NULL, NULL);
  for (guint i = 0; i < hd_reference_get_n_rules (); i++)
    {
      const HdRule *rule = rule_at (i);
      if (is_blank (query) || (prefix != NULL ? matches_number (rule, prefix) : matches_words (i, words)))
        g_array_append_val (hits, i);
    }
  /* words: the rules whose title is the query first, then those whose
   * title has its words, then the rest, each in the rulebook's order */
  ranks = g_new0 (guint, hits->len + 1);
  for (guint k = 0; k < hits->len && prefix == NULL && !is_blank (query); k++)
    ranks[k] = title_rank (rule_at (g_array_index (hits, guint, k)), words);
  for (int rank = 2; rank >= 0; rank--)
    for (guint k = 0; k < hits->len; k++)
      if (ranks[k] == (guint) rank)
        g_array_append_val (out, g_array_index (hits, guint, k));
  return out;
}

/* --------------------------------------------------------- citations */

/* The words that make a number a citation, in English and in the
 * program's language (each list "|"-separated, English first):
 * @basic before a rule number ("rule", "see"), @advanced before an
 * Advanced rule's number ("Advanced"), @campaign before a Campaign Game
 * rule's ("Campaign", "campaign-"), @joining between two numbers of a
 * list ("and", "or"). */
typedef struct
{
  char **basic;
  char **advanced;
  char **campaign;
  char **joining;
} CitationWords;

/* Whose number a citation is. */
typedef enum
{
  CITED_BASIC,
  CITED_ADVANCED,
  CITED_CAMPAIGN,
} CitedPart;

static const char *cited_prefix[] = { "", ADVANCED_PREFIX, CAMPAIGN_PREFIX };

static char **
split_words (const char *english, const char *translated)
{
  g_autofree char *both = g_strconcat (english, "|", translated, NULL);
  return g_strsplit (both, "|", -1);
}

static void
citation_words_clear (CitationWords *w)
{
  g_strfreev (w->basic);
  g_strfreev (w->advanced);
  g_strfreev (w->campaign);
  g_strfreev (w->joining);
}

/* Whether one of @words, as a whole word, ends at @end of @text (@word:
 * where it begins). */
static gboolean
word_ends_at (const char *text, gsize end, char **words, gsize *word)
{
  for (guint i = 0; words[i] != NULL; i++)
    {
      gsize n = strlen (words[i]);
      if (n > 0 && end >= n && strncmp (text + end - n, words[i], n) == 0 &&
          (end == n || !g_ascii_isalpha (text[end - n - 1])))
        {
          *word = end - n;
          return TRUE;
        }
    }
  return FALSE;
}

/* What stands just before @pos (spaces skipped) makes a number there a
 * citation: "(", ",", or one of the citing words (@word: where that word
 * begins; @part: an Advanced or Campaign rule's when its word stands
 * there). */
static gboolean
cited_after (const char *text, gsize pos, const CitationWords *w, CitedPart *part, gsize *word)
{
  gsize end = pos;

  while (end > 0 && text[end - 1] == ' ')
    end--;
  *part = CITED_BASIC;
  *word = pos;
  /* "campaign-7.1", the id, has no space */
  if (word_ends_at (text, pos, w->campaign, word))
    {
      *part = CITED_CAMPAIGN;
      return TRUE;
    }
  if (end > 0 && (text[end - 1] == '(' || text[end - 1] == ','))
    return TRUE;
  if (word_ends_at (text, end, w->advanced, word))
    {
      *part = CITED_ADVANCED;
      return TRUE;
    }
  if (word_ends_at (text, end, w->campaign, word))
    {
      *part = CITED_CAMPAIGN;
      return TRUE;
    }
  return word_ends_at (text, end, w->basic, word) || word_ends_at (text, end, w->joining, word);
}

static void
add_citation (GArray *out, gsize start, gsize end, const HdRule *rule)
{
  HdCitation c = { start, end, rule };
  g_array_append_val (out, c);
}

/* Only a list's separator between two numbers: ", ", " and ", ", and ",
 * " or ", ", or " (the joining words of either language). */
static gboolean
list_goes_on (const char *text, gsize from, gsize to, const CitationWords *w)
{
  g_autofree char *between = g_strndup (text + from, to - from);
  const char *rest = between;

  if (g_str_equal (rest, ", "))
    return TRUE;
  if (g_str_has_prefix (rest, ","))
    rest++;
  if (*rest != ' ')
    return FALSE;
  rest++;
  for (guint i = 0; w->joining[i] != NULL; i++)
    {
      gsize n = strlen (w->joining[i]);
      if (n > 0 && strncmp (rest, w->joining[i], n) == 0 && g_str_equal (rest + n, " "))
        return TRUE;
    }
  return FALSE;
}

/* Numbers cited as rules; "Advanced 2.1, 2.2" goes on in the Advanced
 * Game, "Campaign 7.1 and 7.2" in the Campaign Game, whose sections are
 * cited by their number alone ("Campaign 5"; a bare "5" is no citation).
 * A number followed by "%" is a chance, not a rule. */
static void
find_numbers (const char *text, const CitationWords *w, GArray *out)
{
  g_autoptr(GRegex) re = g_regex_new ("\\d+(\\.\\d+(\\.\\d+)?)?(?!\\d)(?!\\.\\d)(?!\\s*%)", 0, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;
  CitedPart previous = CITED_BASIC;
  gsize previous_end = 0;

  g_regex_match (re, text, 0, &m);
  for (; g_match_info_matches (m); g_match_info_next (m, NULL))
    {
      g_autofree char *number = g_match_info_fetch (m, 0);
      g_autofree char *id = NULL;
      const HdRule *rule;
      CitedPart part;
      int start, end;
      gsize from;

      g_match_info_fetch_pos (m, 0, &start, &end);
      /* "Advanced 2.1": the word is part of the citation */
      if (!cited_after (text, start, w, &part, &from))
        continue;
      if (part == CITED_BASIC)
        from = (gsize) start;
      if (part == CITED_BASIC && previous != CITED_BASIC && list_goes_on (text, previous_end, start, w))
        part = previous;
      if (part != CITED_CAMPAIGN && strchr (number, '.') == NULL)
        continue;
      id = g_strconcat (cited_prefix[part], number, NULL);
      rule = find_id (id);
      if (rule == NULL)
        continue;
      add_citation (out, from, end, rule);
      previous = part;
      previous_end = end;
    }
}

/* "Pawns, Combat Results Table", "Pawns, Routine of Play 2": the game's
 * name, then the longest section title that follows, with a step's
 * number; as the engine writes its refusals (English). */
static void
find_pawns (const char *text, GArray *out)
{
  for (const char *at = strstr (text, PAWNS_CITATION); at != NULL; at = strstr (at + 1, PAWNS_CITATION))
    {
      const char *title = at + strlen (PAWNS_CITATION);
      const HdRule *best = NULL;
      gsize best_len = 0, end;

      for (guint i = 0; i < hd_reference_n_pawns_rules; i++)
        {
          gsize n = strlen (hd_reference_pawns_rules[i].title);

          if (n > best_len && strncmp (title, hd_reference_pawns_rules[i].title, n) == 0 &&
              !g_ascii_isalnum (title[n]))
            best = &hd_reference_pawns_rules[i], best_len = n;
        }
      if (best == NULL)
        continue;
      end = (gsize) (title - text) + best_len;
      if (text[end] == ' ' && g_ascii_isdigit (text[end + 1]))
        for (end++; g_ascii_isdigit (text[end]); end++)
          ;
      add_citation (out, (gsize) (at - text), end, best);
    }
}

/* Every match of @pattern in @text whose first group @id_of makes the
 * id of an entry, cited over the whole match. */
static void
find_by_pattern (const char *text, const char *pattern, char *(*id_of) (const char *number), GArray *out)
{
  g_autoptr(GRegex) re = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;

  g_regex_match (re, text, 0, &m);
  for (; g_match_info_matches (m); g_match_info_next (m, NULL))
    {
      g_autofree char *number = g_match_info_fetch (m, 1);
      g_autofree char *id = id_of (number);
      const HdRule *rule = find_id (id);
      int start, end;

      if (rule == NULL)
        continue;
      g_match_info_fetch_pos (m, 0, &start, &end);
      add_citation (out, (gsize) start, (gsize) end, rule);
    }
}

/* "4.a" -> "acw-4.a": an ACW part's number and section letter as cited. */
static char *
acw_cited_id (const char *number)
{
  g_autofree char *lower = g_ascii_strdown (number, -1);

  return g_strconcat (ACW_PREFIX, lower, NULL);
}

/* "ACW 4.A.5", "ACW 14.B", "ACW 10.2-4": the game's initials, then a
 * part's number with its section's letter and a step's numbers; as the
 * engine writes its refusals. */
static void
find_acw (const char *text, GArray *out)
{
  find_by_pattern (text, "\\bACW (\\d+(\\.[A-Z])?)((\\.[0-9A-Z]+)*(-\\d+)?)", acw_cited_id, out);
}

/* "FGA 4.3.4.A", "FGA 10.7": the game's initials, then a section's
 * numbers and a paragraph's letters, as the engine writes its refusals;
 * the deepest section the reference has is the citation's. */
static void
find_fga (const char *text, GArray *out)
{
  find_by_pattern (text, "\\bFGA (\\d+(\\.\\d+)*)((\\.[A-Z])*)", fga_id, out);
}

static int
by_start (gconstpointer a, gconstpointer b)
{
  const HdCitation *x = a, *y = b;
  return (x->start > y->start) - (x->start < y->start);
}

GArray *
hd_reference_find_citations_in (const char *text,
                                const char *basic,
                                const char *advanced,
                                const char *campaign,
                                const char *joining)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (HdCitation));
  const char *inventory = _("Game Piece Inventory");
  CitationWords w = {
    split_words ("rule|rules|Rule|Rules|and|or|see", basic),
    split_words ("Advanced", advanced),
    split_words ("Campaign|campaign-", campaign),
    split_words ("and|or", joining),
  };
  const char *at;

  g_return_val_if_fail (text != NULL, out);
  find_numbers (text, &w, out);
  find_pawns (text, out);
  find_acw (text, out);
  find_fga (text, out);
  for (at = strstr (text, inventory); at != NULL; at = strstr (at + 1, inventory))
    add_citation (out, at - text, at - text + strlen (inventory), find_id ("inventory"));
  g_array_sort (out, by_start);
  citation_words_clear (&w);
  return out;
}

/* The words between the numbers of "4.3 and 4.4|4.3 or 4.4", as
 * "and|or". */
static char *
joining_words (const char *lists)
{
  g_auto(GStrv) each = g_strsplit (lists, "|", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; each[i] != NULL; i++)
    {
      char *word = g_strstrip (each[i]);

      if (g_str_has_prefix (word, "4.3"))
        word += 3;
      if (g_str_has_suffix (word, "4.4"))
        word[strlen (word) - 3] = '\0';
      word = g_strstrip (word);
      if (*word != '\0')
        g_string_append_printf (out, "%s%s", out->len > 0 ? "|" : "", word);
    }
  return g_string_free (out, FALSE);
}

GArray *
hd_reference_find_citations (const char *text)
{
  /* TRANSLATORS: the words that, just before a rule number, make it a
   * citation the program links to the rules reference ("see 4.3",
   * "rules 4.3 and 4.4"), separated by "|"; write the words your
   * translation uses before rule numbers (the English ones always work) */
  const char *basic = C_("rule citation", "rule|rules|Rule|Rules|and|or|see");
  const char *advanced = advanced_citation_words ();
  /* TRANSLATORS: two rule numbers joined in a list, each way a sentence
   * joins them, separated by "|": translate only the words between the
   * numbers ("4.3 und 4.4|4.3 oder 4.4") */
  const char *lists = C_("rule citation", "4.3 and 4.4|4.3 or 4.4");
  g_autofree char *joining = joining_words (lists);

  return hd_reference_find_citations_in (text, basic, advanced, campaign_citation_words (), joining);
}
