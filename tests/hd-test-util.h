/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-test-util.h: small helpers the test programs share. */
#pragma once

#include <glib.h>

char *hd_test_replace_once (const char *text,
                            const char *from,
                            const char *to);
/* The line (from 1) on which @what first stands in @text; a fixture that
 * does not contain it fails the test. */
guint hd_test_line_of      (const char *text,
                            const char *what);

#include "hd-action.h"
#include "hd-game.h"
#include "hd-map.h"
#include "hd-player.h"
#include "hd-state.h"

/* The built-in board, loaded (the test stops if it cannot be). */
HdMap   *hd_test_board      (void);
/* The index of the box called @name (any spelling the board knows); the
 * test stops if there is none. */
guint    hd_test_box        (HdMap      *map,
                             const char *name);

/* Whether @array (of guint) holds @value. */
gboolean hd_test_contains   (GArray     *array,
                             guint       value);

/* A scenario's state with every unit taken off, in @player's Movement
 * Segment of the scenario's first turn (@first) or of the next one;
 * @options is a space-separated list or NULL. */
HdState *hd_test_bare_state (HdMap      *map,
                             const char *scenario,
                             const char *options,
                             gboolean    first,
                             HdSide      player);
void     hd_test_put        (HdState    *state,
                             HdSide      side,
                             const char *code,
                             const char *where,
                             guint       count,
                             gboolean    entrenched);
/* The number of the @nth (from 0) unit of @side and kind @code in @where. */
guint    hd_test_unit_id    (const HdState *state,
                             HdSide         side,
                             const char    *code,
                             const char    *where,
                             guint          nth);
const HdBoardUnit *hd_test_unit (const HdState *state,
                                 guint          id);
/* A bare state (Union Movement Segment) to the Confederate Combat Segment,
 * and the battle at Fredericksburg begun. */
void     hd_test_confederates_attack_fredericksburg (HdState *state);
/* A bare state of @scenario with @options (the Union Movement Segment):
 * @n_union Union Vi march from Harper's Ferry into Front Royal, held by
 * @n_confederate Confederate @code (@entrenched), and the battle there
 * begins in the Union Combat Segment. */
HdState *hd_test_front_royal_battle (HdMap      *map,
                                     const char *scenario,
                                     const char *options,
                                     guint       n_union,
                                     guint       n_confederate,
                                     const char *code,
                                     gboolean    entrenched);
/* Takes every unit off @game's board with corrections (actions of the
 * game's log, like the players' own). */
void     hd_test_clear_game (HdGame     *game);
/* The transcript line is allowed and carried out. */
void     hd_test_ok         (HdState    *state,
                             const char *line);
/* @level's decisions (a player of @seed, every die a 3) from @state to
 * the end of its segment, each accepted by the rules and carried out;
 * the actions made added to @made (if not NULL); the reasons returned,
 * one a line. */
char    *hd_test_play_segment (HdState       *state,
                               HdPlayerLevel  level,
                               guint32        seed,
                               GArray        *made);
/* "end segment", @n times, each allowed. */
void     hd_test_end_segments (HdState  *state,
                               guint     n);
/* From the start of a Union Player Turn to the Confederate one's. */
void     hd_test_to_confederate_turn (HdState *state);
/* The transcript line is refused by @rule and changes nothing. */
void     hd_test_no         (HdState    *state,
                             const char *line,
                             const char *rule);

/* A fresh tmpfs of @size bytes mounted on a new temporary folder, in a
 * mount namespace of this process's own (so nothing outlives the test);
 * NULL with the reason when this machine does not allow mounting.  Call it
 * before any thread is started. */
char    *hd_test_mount_tmpfs (gsize       size,
                              char      **why_not);
gboolean hd_test_mount_tmpfs_at (const char *dir,
                                 gsize       size,
                                 char      **why_not);
/* Gives this process a mount namespace of its own (once); call it before
 * any thread is started (at the top of main). */
gboolean hd_test_private_mounts (char     **why_not);
/* A test that needs a real tmpfs, where mounting was refused (@why_not):
 * skipped with the reason, or failed when HD_TEST_MOUNTS is "required" (as
 * CI's root sets it), so that it never passes there without running. */
void     hd_test_mounts_refused (const char *why_not);
/* Makes the tmpfs at @dir read-only (TRUE) or writable again. */
void     hd_test_remount     (const char *dir,
                              gboolean    read_only);
/* Fills the file system of @dir until it is full; returns the filler's
 * path (remove it to free the space). */
char    *hd_test_fill_disk   (const char *dir);
/* The names in @dir, sorted, joined by spaces. */
char    *hd_test_list_dir    (const char *dir);
void     hd_test_unmount     (const char *dir);
void     hd_test_unmount_at  (const char *dir);

/* One legal action of a random player, applied (counted by type in
 * @counts, HD_N_ACTION_TYPES long, or NULL): what the rules of the moment
 * ask for, a battle, a march, a recruit, the end of the segment.  FALSE
 * when none applies. */
gboolean hd_test_random_step (HdState  *state,
                              GRand    *rand,
                              guint    *counts);
/* Plays @state to its end with hd_test_random_step(), the state's
 * invariants checked after every action.  FALSE with @why when no action
 * applies, an invariant breaks or the game is not over after @max_steps;
 * @out_steps: the actions applied. */
gboolean hd_test_play_game   (HdState  *state,
                              GRand    *rand,
                              guint     max_steps,
                              guint    *counts,
                              guint    *out_steps,
                              char    **why);

/* The leaders' pieces as the Advanced 8.2 option needs them (the dates
 * printed on the real pieces), NULL-terminated. */
extern const char * const hd_test_leader_pieces[];
