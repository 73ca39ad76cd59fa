/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game.h: HdCampaignGame, the Campaign Game as a kind of game
 * log (HdLog, hd-log.h), as HdGame is A House Divided: the set-up it
 * started from (the order of battle and the umpire's choices,
 * hd-campaign-setup.h) and the ordered list of actions taken
 * (HdCampaignAction).  Applying, undo and redo, saving and the automatic
 * save are the log's; a save is the set-up and the log
 * (docs/save-format.md, "The Campaign Game").  Callers (the application, the CLI)
 * see the campaign only through views (hd-campaign-view.h): the game
 * never hands out its position. */
#pragma once

#include <gio/gio.h>

#include "hd-campaign-action.h"
#include "hd-campaign-sheet.h"
#include "hd-campaign-view.h"
#include "hd-log.h"
#include "hd-map.h"

G_BEGIN_DECLS

#define HD_CAMPAIGN_GAME_ERROR (hd_campaign_game_error_quark ())

typedef enum {
  HD_CAMPAIGN_GAME_ERROR_NOT_XML,
  HD_CAMPAIGN_GAME_ERROR_FORBIDDEN,
  HD_CAMPAIGN_GAME_ERROR_TOO_LARGE,
  HD_CAMPAIGN_GAME_ERROR_FUTURE_VERSION,
  HD_CAMPAIGN_GAME_ERROR_INVALID,
  HD_CAMPAIGN_GAME_ERROR_BAD_ACTION,
  HD_CAMPAIGN_GAME_ERROR_CHECKSUM,     /* changed since it was saved */
} HdCampaignGameError;

#define HD_CAMPAIGN_GAME_FORMAT 1
/* a game in player mode, saved with its dispatch (docs/save-format.md) */
#define HD_CAMPAIGN_GAME_FORMAT_DISPATCH 2
/* a campaign without an umpire, its actions chained (docs/save-format.md) */
#define HD_CAMPAIGN_GAME_FORMAT_CHAINED 3
#define HD_CAMPAIGN_GAME_MAX_BYTES (16 * 1024 * 1024)

#define HD_TYPE_CAMPAIGN_GAME (hd_campaign_game_get_type ())
G_DECLARE_FINAL_TYPE (HdCampaignGame, hd_campaign_game, HD, CAMPAIGN_GAME, HdLog)

GQuark          hd_campaign_game_error_quark (void);

/* A new campaign from the built-in set-up of July 1861 (Appendices I, II
 * and the start positions, data/campaign/setup-1861.xml). */
HdCampaignGame *hd_campaign_game_new          (HdMap           *map,
                                               GError         **error);
/* A new campaign from a set-up file the umpire wrote or shares
 * (hd_campaign_game_export_setup()). */
HdCampaignGame *hd_campaign_game_new_from_setup (HdMap         *map,
                                                 GBytes        *setup,
                                                 const char    *source_name,
                                                 GError       **error);
/* A campaign save read back (every action checked again). */
HdCampaignGame *hd_campaign_game_new_from_bytes (HdMap         *map,
                                                 GBytes        *bytes,
                                                 const char    *source_name,
                                                 GError       **error);
HdCampaignGame *hd_campaign_game_new_from_file  (HdMap         *map,
                                                 GFile         *file,
                                                 GError       **error);
/* Whether @bytes are a campaign save rather than an A House Divided one:
 * the file's root element, read without parsing the rest. */
gboolean        hd_campaign_game_is_campaign_file (GBytes      *bytes);

HdMap          *hd_campaign_game_get_map      (HdCampaignGame  *self);
/* The campaign as @viewer may see it, now. */
HdCampaignView *hd_campaign_game_get_view     (HdCampaignGame  *self,
                                               const HdCampaignViewer *viewer);
/* Makes @action for @viewer's seat, as an order of his (issue 35, R8):
 * the umpire's is made as given; a president's only when it is his to
 * make (what his side owes now, never the umpire's nor a battle's
 * results) and what he knows accepts it (else refused with his view's
 * rule), then carried out on the true position: as given, or, a plain or
 * march whose ways meet enemy troops he could not see, each way stopped
 * in their box with a battle (@stopped_at set to the first such box,
 * else HD_CAMPAIGN_NO_BOX); refused citing Campaign 8, with nothing of
 * the hidden cause said, when the truth forbids it otherwise (running the
 * guns onto them, say).  hd_campaign_game_check_for answers the same
 * without making it: the refusal @viewer would read, or TRUE. */
gboolean        hd_campaign_game_check_for    (HdCampaignGame         *self,
                                               const HdCampaignViewer *viewer,
                                               const HdCampaignAction *action,
                                               GError                **error);
gboolean        hd_campaign_game_apply_for    (HdCampaignGame         *self,
                                               const HdCampaignViewer *viewer,
                                               const HdCampaignAction *action,
                                               guint                  *stopped_at,
                                               GError                **error);
/* The chronicle of the war so far (hd-campaign-chronicle.h): for the
 * umpire at any time; for a president only once the war is over
 * (refused citing Campaign 4 before, for it tells what the enemy hid). */
HdCampaignSheet *hd_campaign_game_write_chronicle (HdCampaignGame         *self,
                                                   const HdCampaignViewer *viewer,
                                                   GError                **error);

/* The seats' PINs (hd-campaign-seats.h): whether @seat has one; whether
 * @pin opens it (TRUE with none); the action giving it @pin (NULL or "":
 * taking it off), which a seat may make for itself at any time.  A
 * commander's seat opens with his president's PIN (the president hands
 * him the screen) and sets none of its own (NULL). */
gboolean          hd_campaign_game_seat_has_pin   (HdCampaignGame         *self,
                                                   const HdCampaignViewer *seat);
gboolean          hd_campaign_game_check_seat_pin (HdCampaignGame         *self,
                                                   const HdCampaignViewer *seat,
                                                   const char             *pin);
HdCampaignAction *hd_campaign_game_new_seat_pin   (const HdCampaignViewer *seat,
                                                   const char             *pin);
/* At a distance (issue 35, item 10; hd-campaign-dispatch.h,
 * hd-campaign-game-dispatch.c).  The master writes a president's
 * dispatch: his view now and the key for his orders, refused while he
 * owes a die (at a distance the umpire rolls: Campaign 2.1), making the
 * campaign's dispatch key first if it has none (an umpire's action of the
 * log).  A dispatch opens as a game in player mode: its position is the
 * president's view and nothing else; its seat's orders are the actions
 * of its log, written as a signed orders file.  The master imports them:
 * refused whole (nothing changed) when the file is not orders, damaged,
 * another campaign's, changed since it was signed, or written for another
 * position; else carried out from order @from (0 at first) as the seat's
 * (hd_campaign_game_apply_for), each order carried out or refused in
 * turn, until the game awaits another seat, a battle's results or a die:
 * the rest wait, and the umpire carries on from @report->next later.
 * The umpire may first read them (hd_campaign_game_read_orders) and hold
 * or amend some (Campaign 2.1; issue 35, item 8): @ruled, of @n_ruled
 * entries (NULL for none), has for order i + 1 NULL to carry it out as
 * written, "" to hold it (not carried out), or his own order line to
 * carry out in its place, as the seat's order; an amendment that cannot
 * be read refuses the import whole.  The import's record says which
 * orders he held and amended. */
typedef struct {
  guint      n_orders;
  guint      carried;   /* carried out (some perhaps stopped at contact) */
  guint      refused;   /* not carried out, each with its reason in notes */
  guint      held;      /* held by the umpire */
  guint      amended;   /* carried out or refused as the umpire amended them */
  guint      next;      /* the first order not reached; n_orders when all were */
  GPtrArray *notes;     /* char *: a sentence per order reached, and why the rest wait */
} HdCampaignOrdersReport;

void              hd_campaign_orders_report_clear     (HdCampaignOrdersReport *report);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HdCampaignOrdersReport, hd_campaign_orders_report_clear)

gboolean          hd_campaign_game_is_dispatch_file   (GBytes                 *bytes);
gboolean          hd_campaign_game_is_orders_file     (GBytes                 *bytes);
GBytes           *hd_campaign_game_write_dispatch     (HdCampaignGame         *self,
                                                       const HdCampaignViewer *seat,
                                                       GError                **error);
HdCampaignGame   *hd_campaign_game_new_from_dispatch  (HdMap                  *map,
                                                       GBytes                 *bytes,
                                                       GError                **error);
/* @seat's dispatch on paper (hd-campaign-dispatch-sheet.h), from the
 * master or, in player mode, from the dispatch (its own seat's only);
 * refused for the umpire's seat. */
HdCampaignSheet  *hd_campaign_game_write_dispatch_sheet (HdCampaignGame       *self,
                                                         const HdCampaignViewer *seat,
                                                         GError              **error);
/* The seat of a game in player mode, NULL for the master; whether the
 * game is one in player mode. */
HdCampaignViewer *hd_campaign_game_new_dispatch_viewer (HdCampaignGame        *self);
gboolean          hd_campaign_game_is_player_mode     (HdCampaignGame         *self);
GBytes           *hd_campaign_game_write_orders       (HdCampaignGame         *self,
                                                       GError                **error);
/* The orders of @orders (HdCampaignAction), checked as an import from
 * order @from checks the file, not carried out; *@seat is whose they
 * are. */
GPtrArray        *hd_campaign_game_read_orders        (HdCampaignGame         *self,
                                                       GBytes                 *orders,
                                                       guint                   from,
                                                       HdSide                 *seat,
                                                       GError                **error);
gboolean          hd_campaign_game_import_orders      (HdCampaignGame         *self,
                                                       GBytes                 *orders,
                                                       guint                   from,
                                                       const char *const      *ruled,
                                                       guint                   n_ruled,
                                                       HdCampaignOrdersReport *report,
                                                       GError                **error);

/* Without an umpire (issue 35, item 11; hd-campaign-game-chain.c): the
 * presidents take the umpire out, each giving his seat a PIN (refused
 * without both; the PINs then stay as they are).  The master view then
 * opens only to both PINs, each opening a `master-opened` on the public
 * record, or freely once the war is over.  The save chains its actions
 * (format 3) with HMAC-SHA256 under a key both PINs derive, which the
 * game knows once both PINs opened it (hd_campaign_game_unlock: refused
 * with a wrong PIN; a link that does not hold gives @altered_from, the
 * first action changed since, put on the public record as
 * `file-altered`, else G_MAXUINT).  A game with an umpire is always
 * unlocked and its master open. */
gboolean          hd_campaign_game_has_umpire         (HdCampaignGame         *self);
gboolean          hd_campaign_game_is_unlocked        (HdCampaignGame         *self);
gboolean          hd_campaign_game_go_without_umpire  (HdCampaignGame         *self,
                                                       const char             *union_pin,
                                                       const char             *confederate_pin,
                                                       GError                **error);
gboolean          hd_campaign_game_unlock             (HdCampaignGame         *self,
                                                       const char             *union_pin,
                                                       const char             *confederate_pin,
                                                       guint                  *altered_from,
                                                       GError                **error);
gboolean          hd_campaign_game_open_master        (HdCampaignGame         *self,
                                                       const char             *union_pin,
                                                       const char             *confederate_pin,
                                                       GError                **error);

/* The order of battle and the umpire's choices as they stand now, as a
 * set-up file another campaign can start from. */
GBytes         *hd_campaign_game_export_setup (HdCampaignGame  *self);
/* The set-up file the campaign began from, and whether it is the
 * built-in one of July 1861 (a transcript then needs no set-up file). */
GBytes         *hd_campaign_game_get_setup    (HdCampaignGame  *self);
gboolean        hd_campaign_game_has_default_setup (HdCampaignGame *self);
/* Campaign transcripts (docs/transcript.md, "The Campaign Game",
 * hd-campaign-transcript.c): whether @text's first line is "campaign";
 * the game a transcript replays, every line checked (@folder: where a
 * "campaign setup FILE" line's relative FILE is; at the first line not
 * understood or refused, NULL with the line and the rule that refused
 * it).  The log is written as one by hd_log_write_transcript(). */
gboolean        hd_campaign_game_is_campaign_transcript (const char *text,
                                                         gssize      length);
HdCampaignGame *hd_campaign_game_read_transcript (HdMap       *map,
                                                  const char  *text,
                                                  gssize       length,
                                                  const char  *source_name,
                                                  GFile       *folder,
                                                  guint       *error_line,
                                                  char       **error_rule,
                                                  GError     **error);
G_END_DECLS
