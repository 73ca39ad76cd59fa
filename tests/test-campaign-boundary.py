#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-campaign-boundary.py: the application and the CLI see the Campaign
Game only through views (src/engine/campaign/hd-campaign-view.h).

They may include, of the campaign layer's headers, only the view, the game,
the action record and the value types; those headers include no header
that shows the position; and no file of theirs names the position's type
(HdCampaign), its functions (hd_campaign_get_..., hd_campaign_list_...,
hd_campaign_copy...), the rules' entry points (hd_campaign_play_...) or the
view's own position (hd_campaign_view_get_position).  Every file of
src/app and src/cli is read, in their folders too.  A planted file that
does is caught (the self-check).  Output is TAP."""
import os
import re
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tap  # noqa: E402

ALLOWED = {"hd-campaign-view.h", "hd-campaign-game.h", "hd-campaign-action.h", "hd-campaign-types.h",
           "hd-campaign-sheet.h"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
FORBIDDEN = re.compile(r"\bHdCampaign\b(?!\w)|\bhd_campaign_(get|list|copy|free|dump|equal|new|lookup|has|find|add|"
                       r"remove|stand_get_box)_?\w*\s*\(|\bhd_campaign_play_\w+|\bhd_campaign_view_get_position\b|"
                       r"\bhd_campaign_view_new\s*\(")


def campaign_headers(root):
    folder = os.path.join(root, "src", "engine", "campaign")
    return {n for n in os.listdir(folder) if n.endswith(".h")} if os.path.isdir(folder) else set()


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def problems_in(path, headers):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    found = []
    for name in INCLUDE.findall(text):
        if name in headers and name not in ALLOWED:
            found.append("includes %s" % name)
    for m in FORBIDDEN.finditer(strip_comments(text)):
        found.append("names %s" % m.group(0).strip(" ("))
    return found


def check_tree(root, label, report=tap.report):
    headers = campaign_headers(root)
    bad = []
    for part in ("app", "cli"):
        folder = os.path.join(root, "src", part)
        if not os.path.isdir(folder):
            continue
        for dirpath, dirnames, names in os.walk(folder):
            dirnames.sort()
            for name in sorted(n for n in names if n.endswith((".c", ".h"))):
                path = os.path.join(dirpath, name)
                bad += ["%s %s" % (os.path.relpath(path, root), p) for p in problems_in(path, headers)]
    report(not bad, "%s: the app and the CLI ask only views" % label, "\n".join(bad))
    return bad


def check_allowed_headers(root):
    folder = os.path.join(root, "src", "engine", "campaign")
    headers = campaign_headers(root)
    for name in sorted(ALLOWED & headers):
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            wanted = INCLUDE.findall(f.read())
        leaks = [w for w in wanted if w in headers and w not in ALLOWED]
        tap.report(not leaks, "%s includes no header that shows the position" % name, ", ".join(leaks))


def self_check():
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, "src", "engine", "campaign"))
        # in a folder of the app, as all its files are (src/app/board/...)
        os.makedirs(os.path.join(tmp, "src", "app", "board"))
        for h in ("hd-campaign.h", "hd-campaign-view.h"):
            open(os.path.join(tmp, "src", "engine", "campaign", h), "w").close()
        with open(os.path.join(tmp, "src", "app", "board", "hd-planted.c"), "w") as f:
            f.write('#include "hd-campaign.h"\nstatic void f (const HdCampaign *c) { hd_campaign_get_turn (c); }\n')
        bad = check_tree(tmp, "planted", report=lambda ok, text, detail="": None)
        tap.report(len(bad) == 3, "self-check: a planted include, type and call are caught", "\n".join(bad))


def main():
    root = sys.argv[1]
    check_tree(root, "this tree")
    check_allowed_headers(root)
    self_check()
    tap.finish()


if __name__ == "__main__":
    main()
