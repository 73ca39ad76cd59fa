/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-lesson.c: reading lessons and judging the learner's actions
 * (hd-lesson.h).  A lesson file (docs/lessons.md):
 *
 *   <lesson id="02-marches">
 *     <title>...</title> <summary>...</summary>
 *     <setup scenario="1861-campaign" clear="yes">transcript lines</setup>
 *     <companion side="confederate" level="easy" seed="7" dice="rolled" hints="yes"/>
 *     <step rule="4.0">
 *       <say>...</say> <task>...</task> <hint>...</hint>
 *       <light>washington harpers-ferry washington--harpers-ferry</light>
 *       <do>march Union Mi from Washington by road to Harpers Ferry</do>
 *       <do play="fire #30 at #28 rolls 6">fire</do>
 *       <mistake line="..." rule="4.0">why not</mistake>
 *       <figure text="3 or less" what="hit-number" unit="#23" at="#21" value="3"/>
 *     </step>
 *     <step rule="3.0"> <say>...</say> <task>...</task> <companion-turn/> </step>
 *   </lesson>
 *
 * Sentences are translated (po/its/lessons.its marks them); whitespace in
 * them is collapsed as xgettext does, so the text looked up is the text
 * extracted. */
#define G_LOG_DOMAIN "hd-lesson"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <libxml/tree.h>

#include "hd-engine-resources.h"
#include "hd-lesson.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "hd-xml.h"

#define HD_LESSON_MAX_BYTES (256 * 1024)

struct _HdLesson
{
  HdMap        *map;
  char         *id;
  const char   *title;
  const char   *summary;
  char         *scenario;
  char        **options;
  gboolean      clear;
  char        **setup;      /* transcript lines */
  GArray       *steps;      /* HdLessonStep */
  GStringChunk *strings;    /* the untranslated sentences */
  HdLessonFigures figures;  /* the title's and summary's */
  HdSeats       seats;      /* the learner's and the companion's */
};

G_DEFINE_QUARK (hd-lesson-error-quark, hd_lesson_error)

static const char * const builtin_ids[] = {
  "01-board", "02-marches", "03-railroads", "04-potomac", "05-jumps", "06-entrench",
  "07-sea", "08-battle", "09-retreat", "10-promotion", "11-recruitment", "12-victory", "13-companion", NULL
};


const char * const *
hd_lesson_builtin_ids (void)
{
  return builtin_ids;
}

/* ------------------------------------------------------------ reading */

typedef struct {
  HdLesson   *lesson;
  const char *source;
  GError    **error;
  GPtrArray  *texts;      /* the untranslated sentences of the step being read */
} Ctx;

static gboolean
fail (Ctx *ctx, xmlNode *node, const char *what)
{
  g_set_error (ctx->error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID, "%s:%d: %s", ctx->source,
               node != NULL ? node->line : 0, what);
  return FALSE;
}

static gboolean
is (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && g_str_equal ((const char *) node->name, name);
}

/* A sentence: its whitespace collapsed, kept, and translated. */
static const char *
sentence (Ctx *ctx, xmlNode *node)
{
  g_autofree char *raw = (char *) xmlNodeGetContent (node);
  g_auto(GStrv) words = g_strsplit_set (raw != NULL ? g_strstrip (raw) : "", " \t\n\r", -1);
  GString *text = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_string_append_printf (text, "%s%s", text->len ? " " : "", words[i]);
  {
    const char *kept = g_string_chunk_insert (ctx->lesson->strings, text->str);
    g_string_free (text, TRUE);
    if (ctx->texts != NULL && *kept != '\0')
      g_ptr_array_add (ctx->texts, (gpointer) kept);
    return *kept != '\0' ? _(kept) : kept;
  }
}

static gboolean
parse_line (Ctx *ctx, xmlNode *node, const char *line, HdAction *action)
{
  g_autofree char *why = NULL;

  if (hd_action_line_parse (ctx->lesson->map, line, action))
    return TRUE;
  why = g_strdup_printf ("\"%s\" is not a transcript line (docs/transcript.md)", line);
  return fail (ctx, node, why);
}

/* "fire": the first word of a type that lessons may ask for as a whole
 * (hd-action-info.c), any action of that type. */
static gboolean
wildcard_type (const char *line, HdActionType *type)
{
  for (guint t = 0; t < HD_N_ACTION_TYPES; t++)
    {
      const HdActionInfo *info = hd_action_info_get ((HdActionType) t);
      g_autofree char *first = info->wildcard ? g_strndup (info->forms[0].words, strcspn (info->forms[0].words, " "))
                                              : NULL;

      if (first != NULL && g_str_equal (line, first))
        {
          *type = (HdActionType) t;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
load_do (Ctx *ctx, xmlNode *node, GArray *dos)
{
  HdLessonDo d = { 0 };
  g_autofree char *raw = (char *) xmlNodeGetContent (node);
  g_autofree char *play = hd_xml_get_attr (node, "play");

  d.line = g_strdup (g_strstrip (raw));
  d.any = wildcard_type (d.line, &d.action.type);
  d.play = g_strdup (play != NULL ? play : d.line);
  g_array_append_val (dos, d);
  if (d.any && play == NULL)
    return fail (ctx, node, "a wildcard <do> needs play=\"...\", the line that does it");
  if (!d.any && !parse_line (ctx, node, d.line, &g_array_index (dos, HdLessonDo, dos->len - 1).action))
    return FALSE;
  return TRUE;
}

static gboolean
load_mistake (Ctx *ctx, xmlNode *node, GArray *mistakes)
{
  HdLessonMistake m = { 0 };

  m.line = hd_xml_get_attr (node, "line");
  m.rule = hd_xml_get_attr (node, "rule");
  m.explain = sentence (ctx, node);
  g_array_append_val (mistakes, m);
  if (m.line == NULL)
    return fail (ctx, node, "a <mistake> needs line=\"...\"");
  return parse_line (ctx, node, m.line, &g_array_index (mistakes, HdLessonMistake, mistakes->len - 1).action);
}

/* "a--b": every line between boxes a and b; "a--b--rail": that one. */
static gboolean
light_line (Ctx *ctx, xmlNode *node, const char *token, GArray *lines)
{
  HdMap *map = ctx->lesson->map;
  g_auto(GStrv) parts = g_strsplit (token, "--", 3);
  const HdBox *a = parts[0] != NULL ? hd_map_lookup_id (map, parts[0]) : NULL;
  const HdBox *b = a != NULL && parts[1] != NULL ? hd_map_lookup_id (map, parts[1]) : NULL;
  guint before = lines->len;

  for (guint i = 0; b != NULL && i < a->n_lines; i++)
    {
      const HdLine *line = hd_map_get_line (map, a->lines[i]);
      if ((line->a == b->index || line->b == b->index) &&
          (parts[2] == NULL || g_str_equal (parts[2], hd_line_type_to_string (line->type))))
        g_array_append_val (lines, line->index);
    }
  if (lines->len == before)
    {
      g_autofree char *why = g_strdup_printf ("no line \"%s\" joins two boxes", token);
      return fail (ctx, node, why);
    }
  return TRUE;
}

static gboolean
load_light (Ctx *ctx, xmlNode *node, GArray *lit, GArray *lines)
{
  g_autofree char *raw = (char *) xmlNodeGetContent (node);
  g_auto(GStrv) ids = g_strsplit_set (raw != NULL ? raw : "", " \t\n\r", -1);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      const HdBox *box;
      if (*ids[i] == '\0')
        continue;
      if (strstr (ids[i], "--") != NULL)
        {
          if (!light_line (ctx, node, ids[i], lines))
            return FALSE;
          continue;
        }
      box = hd_map_lookup_id (ctx->lesson->map, ids[i]);
      if (box == NULL)
        {
          g_autofree char *why = g_strdup_printf ("no box has the id \"%s\"", ids[i]);
          return fail (ctx, node, why);
        }
      g_array_append_val (lit, box->index);
    }
  return TRUE;
}

/* <figure text="..." what="..." value="..." [unit= at= kind= die= step=]/>
 * or <figure text="..." exempt="why"/> (docs/lessons.md). */
static gboolean
number_attr (xmlNode *node, const char *name, guint max, guint *out)
{
  g_autofree char *raw = hd_xml_get_attr (node, name);
  guint64 n = 0;

  *out = 0;
  if (raw == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (raw, 10, 1, max, &n, NULL))
    return FALSE;
  *out = (guint) n;
  return TRUE;
}

static gboolean
load_figure (Ctx *ctx, xmlNode *node, GArray *figures)
{
  HdLessonFigure f = { 0 };
  HdLessonFigure *kept;

  f.text = hd_xml_get_attr (node, "text");
  f.what = hd_xml_get_attr (node, "what");
  f.value = hd_xml_get_attr (node, "value");
  f.unit = hd_xml_get_attr (node, "unit");
  f.at = hd_xml_get_attr (node, "at");
  f.kind = hd_xml_get_attr (node, "kind");
  f.exempt = hd_xml_get_attr (node, "exempt");
  f.line = node->line;
  g_array_append_val (figures, f);
  kept = &g_array_index (figures, HdLessonFigure, figures->len - 1);
  if (!number_attr (node, "die", 6, &kept->die) || !number_attr (node, "step", 999, &kept->step))
    return fail (ctx, node, "a <figure>'s die=\"...\" is 1 to 6, its step=\"...\" a step's number");
  if (kept->text == NULL || *kept->text == '\0')
    return fail (ctx, node, "a <figure> needs text=\"...\": the words of the sentence it covers");
  if ((kept->exempt != NULL) == (kept->what != NULL) || (kept->what != NULL) != (kept->value != NULL))
    return fail (ctx, node, "a <figure> has what=\"...\" and value=\"...\", or exempt=\"...\"");
  return TRUE;
}

/* Keeps the figures and sentences read in @out; when @check, every
 * figure's words must be in one of those sentences. */
static gboolean
finish_figures (Ctx *ctx, GArray *figures, HdLessonFigures *out, gboolean check)
{
  out->n_figures = figures->len;
  out->figures = (HdLessonFigure *) g_array_free (figures, FALSE);
  out->n_texts = ctx->texts->len;
  g_ptr_array_add (ctx->texts, NULL);
  out->texts = (const char **) g_ptr_array_free (g_steal_pointer (&ctx->texts), FALSE);
  for (guint i = 0; check && i < out->n_figures; i++)
    {
      gboolean found = FALSE;
      for (guint t = 0; t < out->n_texts && !found; t++)
        found = strstr (out->texts[t], out->figures[i].text) != NULL;
      if (!found)
        {
          g_set_error (ctx->error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID,
                       "%s:%d: the figure \"%s\" is in none of the sentences around it", ctx->source,
                       out->figures[i].line, out->figures[i].text);
          return FALSE;
        }
    }
  return TRUE;
}

static void
figures_clear (HdLessonFigures *f)
{
  for (guint i = 0; i < f->n_figures; i++)
    {
      g_free (f->figures[i].text);
      g_free (f->figures[i].what);
      g_free (f->figures[i].value);
      g_free (f->figures[i].unit);
      g_free (f->figures[i].at);
      g_free (f->figures[i].kind);
      g_free (f->figures[i].exempt);
    }
  g_free (f->figures);
  g_free (f->texts);   /* the sentences are the lesson's */
}

static gboolean
load_step_child (Ctx *ctx, xmlNode *n, HdLessonStep *step, GArray *lit, GArray *lines, GArray *dos, GArray *mistakes,
                 GArray *figures)
{
  if (is (n, "say"))
    step->say = sentence (ctx, n);
  else if (is (n, "task"))
    step->task = sentence (ctx, n);
  else if (is (n, "hint"))
    step->hint = sentence (ctx, n);
  else if (is (n, "light"))
    return load_light (ctx, n, lit, lines);
  else if (is (n, "do"))
    return load_do (ctx, n, dos);
  else if (is (n, "mistake"))
    return load_mistake (ctx, n, mistakes);
  else if (is (n, "figure"))
    return load_figure (ctx, n, figures);
  else if (is (n, "companion-turn"))
    step->companion_turn = TRUE;
  else if (n->type == XML_ELEMENT_NODE)
    return fail (ctx, n, "a <step> holds <say>, <task>, <hint>, <light>, <do>, <mistake>, <figure> and "
                         "<companion-turn/>");
  return TRUE;
}

static gboolean
load_step (Ctx *ctx, xmlNode *node)
{
  HdLessonStep step = { 0 };
  GArray *lit = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *dos = g_array_new (FALSE, TRUE, sizeof (HdLessonDo));
  GArray *mistakes = g_array_new (FALSE, TRUE, sizeof (HdLessonMistake));
  GArray *figures = g_array_new (FALSE, TRUE, sizeof (HdLessonFigure));
  gboolean ok = TRUE;

  step.rule = hd_xml_get_attr (node, "rule");
  ctx->texts = g_ptr_array_new ();
  for (xmlNode *n = node->children; n != NULL && ok; n = n->next)
    ok = load_step_child (ctx, n, &step, lit, lines, dos, mistakes, figures);
  step.n_lit = lit->len;
  step.lit = (guint *) g_array_free (lit, FALSE);
  step.n_lit_lines = lines->len;
  step.lit_lines = (guint *) g_array_free (lines, FALSE);
  step.n_dos = dos->len;
  step.dos = (HdLessonDo *) g_array_free (dos, FALSE);
  step.n_mistakes = mistakes->len;
  step.mistakes = (HdLessonMistake *) g_array_free (mistakes, FALSE);
  ok = finish_figures (ctx, figures, &step.figures, ok) && ok;
  g_array_append_val (ctx->lesson->steps, step);
  if (ok && (step.say == NULL || step.rule == NULL))
    return fail (ctx, node, "a <step> needs rule=\"...\" and a <say>");
  if (ok && step.companion_turn && step.n_dos > 0)
    return fail (ctx, node, "a <companion-turn/> step is done by the companion's turn, not by <do> lines");
  if (ok && (step.n_dos > 0 || step.companion_turn) != (step.task != NULL))
    return fail (ctx, node, "a <task> goes with the <do> lines (or the <companion-turn/>) that complete it");
  if (ok && step.n_dos > 32)
    return fail (ctx, node, "a <step> asks for at most 32 actions");
  return ok;
}

static gboolean
load_setup (Ctx *ctx, xmlNode *node)
{
  HdLesson *self = ctx->lesson;
  g_autofree char *options = hd_xml_get_attr (node, "options");
  g_autofree char *clear = hd_xml_get_attr (node, "clear");
  g_autofree char *raw = NULL;

  if (self->scenario != NULL)
    return fail (ctx, node, "a <lesson> holds one <setup>");
  raw = (char *) xmlNodeGetContent (node);
  self->scenario = hd_xml_get_attr (node, "scenario");
  if (self->scenario == NULL)
    return fail (ctx, node, "a <setup> needs scenario=\"...\"");
  self->options = g_strsplit_set (options != NULL ? options : "", " ", -1);
  self->clear = g_strcmp0 (clear, "yes") == 0;
  self->setup = g_strsplit (raw != NULL ? raw : "", "\n", -1);
  return TRUE;
}

/* <companion side="confederate" level="easy" seed="7" dice="rolled"
 * hints="yes"/>: the side the companion commands in the lesson's game
 * (hd-seats.h's words, as a save's <seat> gives them). */
static gboolean
load_companion (Ctx *ctx, xmlNode *node)
{
  g_autofree char *side = hd_xml_get_attr (node, "side");
  g_autofree char *level = hd_xml_get_attr (node, "level");
  g_autofree char *seed = hd_xml_get_attr (node, "seed");
  g_autofree char *dice = hd_xml_get_attr (node, "dice");
  g_autofree char *hints = hd_xml_get_attr (node, "hints");
  g_autoptr(GError) why = NULL;

  if (!hd_seats_set_words (&ctx->lesson->seats, side, level, seed, dice, hints, &why))
    return fail (ctx, node, why->message);
  return TRUE;
}

/* What the steps ask of the seats: a side left to the learner, and a
 * companion (rolling its own dice, so that a lesson resumed replays its
 * turn) for a <companion-turn/>. */
static gboolean
check_seats (Ctx *ctx, xmlNode *root)
{
  const HdSeats *seats = &ctx->lesson->seats;
  gboolean typed = FALSE;

  if (seats->side[HD_SIDE_UNION].player != HD_SEAT_PERSON && seats->side[HD_SIDE_CONFEDERATE].player != HD_SEAT_PERSON)
    return fail (ctx, root, "a lesson leaves one side to the learner: one <companion> at most");
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    typed |= seats->side[side].player != HD_SEAT_PERSON && seats->side[side].dice == HD_SEAT_DICE_TYPED;
  for (guint i = 0; i < ctx->lesson->steps->len; i++)
    {
      if (!g_array_index (ctx->lesson->steps, HdLessonStep, i).companion_turn)
        continue;
      if (!hd_seats_has_companion (seats))
        return fail (ctx, root, "a <companion-turn/> step needs the lesson's <companion>");
      if (typed)
        return fail (ctx, root, "a <companion-turn/> step needs a companion that rolls its dice (dice=\"rolled\")");
    }
  return TRUE;
}

static gboolean
load_root (Ctx *ctx, xmlNode *root)
{
  HdLesson *self = ctx->lesson;
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  GArray *figures = g_array_new (FALSE, TRUE, sizeof (HdLessonFigure));
  gboolean ok = TRUE;

  if (root == NULL || !is (root, "lesson"))
    {
      g_array_unref (figures);
      return fail (ctx, root, "the root element is not <lesson>");
    }
  self->id = hd_xml_get_attr (root, "id");
  for (xmlNode *n = root->children; n != NULL && ok; n = n->next)
    {
      ctx->texts = texts;
      if (is (n, "title"))
        self->title = sentence (ctx, n);
      else if (is (n, "summary"))
        self->summary = sentence (ctx, n);
      else if (is (n, "figure"))
        ok = load_figure (ctx, n, figures);
      else if (is (n, "setup"))
        ok = load_setup (ctx, n);
      else if (is (n, "step"))
        ok = load_step (ctx, n);
      else if (is (n, "companion"))
        ok = load_companion (ctx, n);
      else if (n->type == XML_ELEMENT_NODE)
        ok = fail (ctx, n, "a <lesson> holds <title>, <summary>, <figure>s, <setup>, <companion>s and <step>s");
    }
  ctx->texts = g_steal_pointer (&texts);
  ok = finish_figures (ctx, figures, &self->figures, ok) && ok;
  for (guint i = 0; ok && i < self->figures.n_figures; i++)
    if (self->figures.figures[i].step > self->steps->len)
      {
        g_set_error (ctx->error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID,
                     "%s:%d: the figure \"%s\" names step %u, and the lesson has %u", ctx->source,
                     self->figures.figures[i].line, self->figures.figures[i].text, self->figures.figures[i].step,
                     self->steps->len);
        ok = FALSE;
      }
  if (ok && (self->id == NULL || self->title == NULL || self->summary == NULL || self->scenario == NULL ||
             self->steps->len == 0))
    return fail (ctx, root, "a <lesson> needs an id, a <title>, a <summary>, a <setup> and a <step>");
  return ok && check_seats (ctx, root);
}

HdLesson *
hd_lesson_new_from_bytes (HdMap       *map,
                          GBytes      *bytes,
                          const char  *source,
                          GError     **error)
{
  g_autoptr(HdLesson) self = g_new0 (HdLesson, 1);
  Ctx ctx = { self, source != NULL ? source : "lesson", error };
  HdXmlProblem problem;
  g_autofree char *detail = NULL;
  xmlDoc *doc;
  int line = 0;
  gboolean ok;

  g_return_val_if_fail (HD_IS_MAP (map) && bytes != NULL, NULL);
  self->map = g_object_ref (map);
  self->steps = g_array_new (FALSE, TRUE, sizeof (HdLessonStep));
  self->strings = g_string_chunk_new (1024);
  hd_seats_init (&self->seats);
  doc = hd_xml_read_document (bytes, ctx.source, HD_LESSON_MAX_BYTES, &problem, &line, &detail);
  if (doc == NULL)
    {
      g_set_error (error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID, "%s:%d: %s", ctx.source, line, detail);
      return NULL;
    }
  ok = load_root (&ctx, xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&self) : NULL;
}

HdLesson *
hd_lesson_new_builtin (HdMap       *map,
                       const char  *id,
                       GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  if (!g_strv_contains (builtin_ids, id))
    {
      g_set_error (error, HD_LESSON_ERROR, HD_LESSON_ERROR_NOT_FOUND, _("There is no lesson called “%s”."), id);
      return NULL;
    }
  path = g_strdup_printf (RESOURCE_PREFIX "/lessons/%s.xml", id);
  bytes = g_resource_lookup_data (hd_engine_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  return bytes != NULL ? hd_lesson_new_from_bytes (map, bytes, id, error) : NULL;
}

static void
step_clear (HdLessonStep *step)
{
  for (guint i = 0; i < step->n_dos; i++)
    {
      g_free (step->dos[i].line);
      g_free (step->dos[i].play);
    }
  for (guint i = 0; i < step->n_mistakes; i++)
    {
      g_free (step->mistakes[i].line);
      g_free (step->mistakes[i].rule);
    }
  g_free (step->dos);
  g_free (step->mistakes);
  g_free (step->lit);
  g_free (step->lit_lines);
  g_free (step->rule);
  figures_clear (&step->figures);
}

void
hd_lesson_free (HdLesson *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; self->steps != NULL && i < self->steps->len; i++)
    step_clear (&g_array_index (self->steps, HdLessonStep, i));
  g_clear_pointer (&self->steps, g_array_unref);
  figures_clear (&self->figures);
  g_clear_object (&self->map);
  g_free (self->id);
  g_free (self->scenario);
  g_strfreev (self->options);
  g_strfreev (self->setup);
  if (self->strings != NULL)
    g_string_chunk_free (self->strings);
  g_free (self);
}

const char *
hd_lesson_get_id (const HdLesson *self)
{
  return self->id;
}

const char *
hd_lesson_get_title (const HdLesson *self)
{
  return self->title;
}

const char *
hd_lesson_get_summary (const HdLesson *self)
{
  return self->summary;
}

guint
hd_lesson_get_n_steps (const HdLesson *self)
{
  return self->steps->len;
}

const HdLessonStep *
hd_lesson_get_step (const HdLesson *self,
                    guint           index)
{
  g_return_val_if_fail (index < self->steps->len, NULL);
  return &g_array_index (self->steps, HdLessonStep, index);
}

const HdLessonFigures *
hd_lesson_get_figures (const HdLesson *self)
{
  return &self->figures;
}

const HdSeats *
hd_lesson_get_seats (const HdLesson *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return &self->seats;
}

gboolean
hd_lesson_in_companion_turn (const HdLesson *self,
                             const HdState  *state)
{
  HdSide side;

  g_return_val_if_fail (self != NULL && state != NULL, FALSE);
  side = hd_state_get_player (state);
  return !hd_state_is_over (state) && (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE) &&
         self->seats.side[side].player != HD_SEAT_PERSON;
}

/* ------------------------------------------------------------ the game */

static gboolean
clear_board (HdGame *game, GError **error)
{
  while (hd_state_get_n_units (hd_game_get_state (game)) > 0)
    {
      const HdBoardUnit *bu = hd_state_get_unit (hd_game_get_state (game), 0);
      HdAction remove = { .type = HD_ACTION_REMOVE_UNIT, .box = bu->box, .side = bu->unit.side,
                          .kind = bu->unit.kind, .reduced = bu->unit.reduced };
      if (!hd_log_apply (HD_LOG (game), &remove, error))
        return FALSE;
    }
  return TRUE;
}

HdGame *
hd_lesson_new_game (const HdLesson  *self,
                    GError         **error)
{
  g_autoptr(GString) head = g_string_new (NULL);
  g_autoptr(HdGame) game = NULL;

  g_return_val_if_fail (self != NULL, NULL);
  g_string_append_printf (head, "scenario %s\n", self->scenario);
  for (guint i = 0; self->options[i] != NULL; i++)
    if (*self->options[i] != '\0')
      g_string_append_printf (head, "option %s\n", self->options[i]);
  game = hd_transcript_read (self->map, head->str, head->len, self->id, NULL, NULL, error);
  if (game == NULL || (self->clear && !clear_board (game, error)))
    return NULL;
  hd_game_set_seats (game, &self->seats);
  for (guint i = 0; self->setup[i] != NULL; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (self->setup[i]));
      g_autoptr(GError) why = NULL;
      HdAction action;

      if (*line == '\0' || *line == '#')
        continue;
      if (!hd_action_line_parse (self->map, line, &action) || !hd_log_apply (HD_LOG (game), &action, &why))
        {
          g_set_error (error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID, "%s: set-up line \"%s\": %s", self->id, line,
                       why != NULL ? why->message : "not a transcript line");
          return NULL;
        }
    }
  return g_steal_pointer (&game);
}

char *
hd_lesson_describe_setup (const HdState *state)
{
  HdMap *map = hd_state_get_map (state);
  GString *out = g_string_new (NULL);

  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    {
      GString *units = g_string_new (NULL);
      for (guint i = 0; i < hd_state_get_n_units (state); i++)
        {
          const HdBoardUnit *bu = hd_state_get_unit (state, i);
          g_autofree char *code = NULL;
          if (bu->box != b)
            continue;
          code = hd_unit_to_code (&bu->unit);
          g_string_append_printf (units, "%s%s %s", units->len ? ", " : "", hd_side_get_name (bu->unit.side), code);
        }
      if (units->len > 0)
        /* TRANSLATORS: a box and the counters to put there, e.g. "Washington: Union Mi, Union Mi" */
        g_string_append_printf (out, _("%s%s: %s"), out->len ? "\n" : "", hd_map_get_box (map, b)->name, units->str);
      g_string_free (units, TRUE);
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ judging */

/* The box, side and kind of the unit an action moves (a march may name
 * it by number). */
static void
mover (const HdAction *a, const HdState *before, guint *box, HdSide *side, HdUnitKind *kind)
{
  *box = a->box;
  *side = a->side;
  *kind = a->kind;
  if (a->by_id)
    {
      int i = hd_state_find_unit_by_id (before, a->unit);
      if (i >= 0)
        {
          const HdBoardUnit *bu = hd_state_get_unit (before, (guint) i);
          *box = bu->box;
          *side = bu->unit.side;
          *kind = bu->unit.kind;
        }
    }
}

static gboolean
same_shots (const HdAction *a, const HdAction *b)
{
  if (a->n_shots != b->n_shots)
    return FALSE;
  for (guint i = 0; i < a->n_shots; i++)
    {
      gboolean found = FALSE;
      for (guint j = 0; j < b->n_shots && !found; j++)
        found = a->shots[i].shooter == b->shots[j].shooter && a->shots[i].target == b->shots[j].target &&
                a->shots[i].die == b->shots[j].die;
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* Whether @actual is the action @expected asks for: what matters to the
 * rules, not how it was written (a march by route end, not its lines):
 * the fields its type's entry names (hd-action-info.c, HdActionMatch). */
static gboolean
matches (const HdAction *expected, const HdAction *actual, const HdState *before)
{
  HdMap *map = hd_state_get_map (before);
  guint match, eb, ab;
  HdSide es, as;
  HdUnitKind ek, ak;

  if (expected->type != actual->type)
    return FALSE;
  match = hd_action_info_get (expected->type)->match;
  mover (expected, before, &eb, &es, &ek);
  mover (actual, before, &ab, &as, &ak);
  return (!(match & HD_MATCH_BOX) || expected->box == actual->box) &&
         (!(match & HD_MATCH_TO) || expected->to == actual->to) &&
         (!(match & HD_MATCH_SIDE) || expected->side == actual->side) &&
         (!(match & HD_MATCH_KIND) || expected->kind == actual->kind) &&
         (!(match & HD_MATCH_FLAG) || expected->flag == actual->flag) &&
         (!(match & HD_MATCH_DIE) || expected->die == actual->die) &&
         (!(match & HD_MATCH_UNIT) || expected->unit == actual->unit) &&
         (!(match & HD_MATCH_MOVER) || (eb == ab && es == as && ek == ak)) &&
         (!(match & HD_MATCH_ROUTE_END) || hd_action_route_end (expected, map) == hd_action_route_end (actual, map)) &&
         (!(match & HD_MATCH_SHOTS) || same_shots (expected, actual));
}

static gboolean
do_matches (const HdLessonDo *d, const HdAction *actual, const HdState *before)
{
  return d->any ? d->action.type == actual->type : matches (&d->action, actual, before);
}

HdLessonVerdict
hd_lesson_judge (const HdLesson *self,
                 guint           step_index,
                 guint          *done,
                 const HdState  *before,
                 const HdAction *action,
                 char          **why)
{
  const HdLessonStep *step = hd_lesson_get_step (self, step_index);
  guint all = step->n_dos >= 32 ? G_MAXUINT : (1u << step->n_dos) - 1;

  for (guint i = 0; i < step->n_dos; i++)
    if (!(*done & (1u << i)) && do_matches (&step->dos[i], action, before))
      {
        *done |= 1u << i;
        return (*done & all) == all ? HD_LESSON_STEP_DONE : HD_LESSON_PROGRESS;
      }
  if (why != NULL)
    {
      const char *explain = NULL;
      for (guint i = 0; i < step->n_mistakes && explain == NULL; i++)
        if (step->mistakes[i].rule == NULL && matches (&step->mistakes[i].action, action, before))
          explain = step->mistakes[i].explain;
      /* TRANSLATORS: a lesson: the action was allowed but is not what the task asks */
      *why = g_strdup_printf ("%s%s%s", explain != NULL ? explain : _("The rules allow that, but it is not this step's task."),
                              step->hint != NULL ? " " : "", step->hint != NULL ? step->hint : "");
    }
  return HD_LESSON_WRONG;
}

char *
hd_lesson_explain_refusal (const HdLesson *self,
                           guint           step_index,
                           const HdAction *action,
                           const HdState  *before,
                           const char     *refusal)
{
  const HdLessonStep *step = hd_lesson_get_step (self, step_index);
  const char *explain = NULL;
  GString *out = g_string_new (refusal);

  for (guint i = 0; action != NULL && i < step->n_mistakes && explain == NULL; i++)
    if (step->mistakes[i].rule != NULL && matches (&step->mistakes[i].action, action, before))
      explain = step->mistakes[i].explain;
  if (explain != NULL)
    g_string_append_printf (out, "%s%s", out->len ? " " : "", explain);
  if (step->hint != NULL)
    g_string_append_printf (out, "%s%s", out->len ? " " : "", step->hint);
  return g_string_free (out, FALSE);
}
