#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-mime.py MIME_XML DESKTOP_FILE: the file manager knows a saved game (and a campaign's save and dispatch,
and a game without a board).
The built shared-mime-info file is put in a data folder of its own and
update-mime-database run on it, as installing does; then GIO (the
`gio` tool, what GTK's file manager asks) must call a file named
*.hdgame, and a saved game under any name (by its root element), the
saved game's type, with its comment; and the desktop file must say the
program opens that type and takes files (%U or %F)."""
import configparser
import os
import shutil
import subprocess
import sys
import tempfile
sys.dont_write_bytecode = True   # no __pycache__ in the source tree
from tap import finish, report  # noqa: E402

mime_xml, desktop = sys.argv[1], sys.argv[2]
TYPE = "application/x-house-divided-game"
GAME = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<house-divided-game format="1" scenario="1861-campaign">\n</house-divided-game>\n')
CAMPAIGN_TYPE = "application/x-house-divided-campaign"
CAMPAIGN = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<house-divided-campaign format="1" checksum="sha256:00">\n</house-divided-campaign>\n')
SHEET_TYPE = "application/x-house-divided-sheet"
SHEET = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<house-divided-sheet format="1" game="pawns" checksum="sha256:00">\n  <do line="done"/>\n'
         '</house-divided-sheet>\n')
DISPATCH_TYPE = "application/x-house-divided-dispatch"
DISPATCH = ("house-divided-dispatch format=1 campaign=0123456789abcdef seat=union "
            "position=00000000000000000000000000000000 key=" + "1" * 64 + "\n")



def content_type(path, env):
    r = subprocess.run(["gio", "info", "-a", "standard::content-type", path],
                       capture_output=True, text=True, env=env)
    for line in r.stdout.splitlines():
        if "standard::content-type:" in line:
            return line.split(":", 3)[-1].strip()
    return r.stderr.strip()


with tempfile.TemporaryDirectory() as tmp:
    data = os.path.join(tmp, "data")
    packages = os.path.join(data, "mime", "packages")
    os.makedirs(packages)
    shutil.copy(mime_xml, os.path.join(packages, os.path.basename(mime_xml)))
    r = subprocess.run(["update-mime-database", os.path.join(data, "mime")], capture_output=True, text=True)
    report(r.returncode == 0 and "warning" not in r.stderr.lower(),
           "update-mime-database takes the saved game's type", r.stderr)
    env = dict(os.environ, XDG_DATA_HOME=data,
               XDG_DATA_DIRS=os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share"))
    env.pop("GIO_USE_VFS", None)

    named = os.path.join(tmp, "Gettysburg.hdgame")
    unnamed = os.path.join(tmp, "saved-by-hand")
    other = os.path.join(tmp, "notes.xml")
    for path, text in ((named, GAME), (unnamed, GAME), (other, "<?xml version=\"1.0\"?>\n<notes/>\n")):
        with open(path, "w") as f:
            f.write(text)
    got = content_type(named, env)
    report(got == TYPE, "a *.hdgame file is a saved game (got %s)" % got)
    got = content_type(unnamed, env)
    report(got == TYPE, "a saved game without the extension is known by its root element (got %s)" % got)
    got = content_type(other, env)
    report(got != TYPE, "another XML file is not a saved game (got %s)" % got)
    with open(os.path.join(data, "mime", TYPE + ".xml")) as f:
        described = f.read()
    report("<comment>House Divided saved game</comment>" in described, "the type has its comment")

    # a campaign's save and a president's dispatch (issue 35, item 10)
    for name, text, want, what in (("Bull Run.hdcampaign", CAMPAIGN, CAMPAIGN_TYPE, "a *.hdcampaign file is a saved campaign"),
                                   ("campaign-by-hand", CAMPAIGN, CAMPAIGN_TYPE,
                                    "a saved campaign without the extension is known by its root element"),
                                   ("Lincoln.hddispatch", DISPATCH, DISPATCH_TYPE, "a *.hddispatch file is a dispatch"),
                                   ("dispatch-by-mail", DISPATCH, DISPATCH_TYPE,
                                    "a dispatch without the extension is known by its first word"),
                                   ("Pawns.hdsheet", SHEET, SHEET_TYPE, "a *.hdsheet file is a game without a board"),
                                   ("pawns-by-hand", SHEET, SHEET_TYPE,
                                    "a game without a board without the extension is known by its root element")):
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write(text)
        got = content_type(path, env)
        report(got == want, "%s (got %s)" % (what, got))

desktop_entry = configparser.RawConfigParser(interpolation=None, strict=False)
desktop_entry.optionxform = str
desktop_entry.read(desktop, encoding="utf-8")
entry = desktop_entry["Desktop Entry"]
report(TYPE in entry.get("MimeType", "").split(";"), "the desktop file opens saved games (MimeType)")
report(CAMPAIGN_TYPE in entry.get("MimeType", "").split(";") and DISPATCH_TYPE in entry.get("MimeType", "").split(";")
       and SHEET_TYPE in entry.get("MimeType", "").split(";"),
       "the desktop file opens saved campaigns, dispatches and games without a board (MimeType)")
report(any(code in entry.get("Exec", "") for code in ("%U", "%F", "%u", "%f")),
       "the desktop file passes the file to the program (Exec %s)" % entry.get("Exec", ""))

finish()
