/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-lesson.h: lessons, read from data/lessons/ (one XML file a lesson) (docs/lessons.md):
 * a small position set up from a transcript, then steps, each a few
 * sentences with the rule, one task the learner does with the program's
 * own panels, the boxes that matter, the actions that complete it and the
 * mistakes it expects, explained.  The engine judges every action against
 * the rules first (a refusal carries its rule) and then against the step;
 * the application only shows what it says. */
#pragma once

#include <glib.h>

#include "hd-action.h"
#include "hd-game.h"
#include "hd-seats.h"

G_BEGIN_DECLS

#define HD_LESSON_ERROR (hd_lesson_error_quark ())

typedef enum {
  HD_LESSON_ERROR_INVALID,    /* not a lesson file, or a part of it makes no sense */
  HD_LESSON_ERROR_NOT_FOUND,  /* no built-in lesson of that name */
} HdLessonError;

GQuark hd_lesson_error_quark (void);

/* An action the step asks for: @line as written; @action parsed, or a
 * wildcard ("fire", "reinforce", "promote": any action of that type). */
typedef struct {
  char        *line;
  HdAction     action;
  gboolean     any;      /* a wildcard */
  char        *play;     /* a concrete line that does it (for a wildcard: the lesson's own choice) */
} HdLessonDo;

/* A mistake the step expects: refused by @rule, or legal (@rule NULL) but
 * not the task; @explain says why (translated). */
typedef struct {
  char        *line;
  HdAction     action;
  char        *rule;
  const char  *explain;
} HdLessonMistake;

/* A figure a sentence states, and what it claims (docs/lessons.md):
 * @what names the quantity ("hit-number", "marches" ...), @unit, @at,
 * @kind and @die its subject, @value what the sentence says it is; or,
 * with @exempt, words holding digits that are no figure of the rules.
 * tests/teach/test-lessons.c asks the engine for each and checks that no digit
 * of a sentence is left unclaimed. */
typedef struct {
  char        *text;     /* the words it covers, as the sentence writes them */
  char        *what;     /* NULL for an exemption */
  char        *value;
  char        *unit;     /* "#22" */
  char        *at;       /* "#20": the target of a shot */
  char        *kind;     /* "Mi" */
  guint        die;      /* 1-6, 0 if none */
  guint        step;     /* a lesson's own figure: the step (from 1) it is checked in */
  char        *exempt;   /* why these digits are no figure */
  int          line;     /* in the lesson file */
} HdLessonFigure;

/* The sentences of a step (or of the title and summary) as written,
 * untranslated, and the figures they state. */
typedef struct {
  const char     **texts;
  guint            n_texts;
  HdLessonFigure  *figures;
  guint            n_figures;
} HdLessonFigures;

typedef struct {
  const char      *say;      /* translated */
  char            *rule;     /* the rule the step teaches, "4.0" or "Advanced 2.1" */
  const char      *task;     /* translated, or NULL: a step to read */
  const char      *hint;     /* translated, or NULL */
  guint           *lit;      /* boxes to light */
  guint            n_lit;
  guint           *lit_lines; /* transportation lines to light */
  guint            n_lit_lines;
  HdLessonDo      *dos;
  guint            n_dos;
  HdLessonMistake *mistakes;
  guint            n_mistakes;
  HdLessonFigures  figures;
  gboolean         companion_turn; /* <companion-turn/>: the task is the
                                    * companion's Player Turn, carried out
                                    * from its card (no <do>) */
} HdLessonStep;

typedef struct _HdLesson HdLesson;

/* The built-in lessons' ids, in course order (NULL-terminated). */
const char * const *hd_lesson_builtin_ids (void);

HdLesson     *hd_lesson_new_builtin     (HdMap        *map,
                                         const char   *id,
                                         GError      **error);
HdLesson     *hd_lesson_new_from_bytes  (HdMap        *map,
                                         GBytes       *bytes,
                                         const char   *source,
                                         GError      **error);
void          hd_lesson_free            (HdLesson     *self);

const char   *hd_lesson_get_id          (const HdLesson *self);
const char   *hd_lesson_get_title       (const HdLesson *self);
const char   *hd_lesson_get_summary     (const HdLesson *self);
guint         hd_lesson_get_n_steps     (const HdLesson *self);
const HdLessonStep *hd_lesson_get_step  (const HdLesson *self,
                                         guint           index);
/* The title's and summary's figures (each checked in its step's position). */
const HdLessonFigures *hd_lesson_get_figures (const HdLesson *self);

/* Who commands each side of the lesson's game: the learner (a person),
 * and the companion for each side a <companion> gives it. */
const HdSeats *hd_lesson_get_seats      (const HdLesson *self);
/* Whether @state is in a Player Turn of a side the lesson gives the
 * companion (3.0): a <companion-turn/> step is done once the game has
 * been in one since the step began and no longer is. */
gboolean      hd_lesson_in_companion_turn (const HdLesson *self,
                                           const HdState  *state);

/* The lesson's position: a new game set up as its <setup> says, with
 * the lesson's seats. */
HdGame       *hd_lesson_new_game        (const HdLesson *self,
                                         GError        **error);
/* Which counters go where, for the learner laying the position out on
 * the real board: a line a box, "Washington: Union Mi, Mi". */
char         *hd_lesson_describe_setup  (const HdState  *state);

typedef enum {
  HD_LESSON_PROGRESS,    /* one of the step's actions: more to do */
  HD_LESSON_STEP_DONE,   /* the step's last action */
  HD_LESSON_WRONG,       /* allowed by the rules, but not the task: undo it */
} HdLessonVerdict;

/* @action, already accepted by the rules from @before, judged against
 * @step; @done (a bit per HdLessonDo) says what is done and is updated.
 * For a wrong action @why says why not and what to do (free it). */
HdLessonVerdict hd_lesson_judge         (const HdLesson *self,
                                         guint           step,
                                         guint          *done,
                                         const HdState  *before,
                                         const HdAction *action,
                                         char          **why);
/* Why @action (or, NULL, the action the panels tried) was refused: the
 * rule's own sentence, the lesson's explanation when it expected this
 * mistake, and the step's hint. */
char         *hd_lesson_explain_refusal (const HdLesson *self,
                                         guint           step,
                                         const HdAction *action,
                                         const HdState  *before,
                                         const char     *refusal);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdLesson, hd_lesson_free)

G_END_DECLS
