#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-licence.py ROOT: the project's licence is stated once and the same
everywhere: COPYING holds the GNU GPL version 3, meson.build and the
metainfo name the same SPDX licence, and every source file carries an
SPDX-License-Identifier line with it in its first three lines.  Source
files are the code, build and UI files (C, Python, shell, meson, .ui, ITS,
CSS, schema, desktop entry) and the help's Mallard pages; the game's data
(board, scenarios, lessons, fuzz corpora, translations) and the metainfo,
whose metadata is CC0, are not."""
import os
import re
import sys

SKIP_DIRS = {".git", "_build", "corpus", "node_modules", "po", "screenshots"}
HASH_NAMES = {"meson.build", "meson_options.txt"}
XML_SUFFIXES = (".ui", ".its", ".gresource.xml", ".gschema.xml", ".page")


def source_files(root):
    """Yields (path, comment kind) for every source file under root."""
    for top, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("_build"))
        for name in sorted(files):
            path = os.path.join(top, name)
            if name.endswith((".c", ".h", ".css")):
                yield path, "c"
            elif name.endswith((".py", ".sh", ".desktop.in")) or name in HASH_NAMES:
                yield path, "hash"
            elif name.endswith(XML_SUFFIXES):
                yield path, "xml"
            elif "." not in name and os.access(path, os.X_OK) and is_script(path):
                yield path, "hash"


def is_script(path):
    with open(path, "rb") as f:
        return f.read(2) == b"#!"


def main():
    root = sys.argv[1]
    results = []

    meson = open(os.path.join(root, "meson.build"), encoding="utf-8").read()
    m = re.search(r"license:\s*'([^']+)'", meson)
    licence = m.group(1) if m else None
    results.append((licence == "GPL-3.0-or-later", "meson.build names GPL-3.0-or-later (%s)" % licence))

    metainfo = os.path.join(root, "data", "io.github.housedivided.Companion.metainfo.xml.in")
    mi = re.search(r"<project_license>([^<]+)</project_license>", open(metainfo, encoding="utf-8").read())
    results.append((mi is not None and mi.group(1) == licence,
                    "the metainfo's project_license is meson's (%s)" % (mi.group(1) if mi else None)))

    copying = os.path.join(root, "COPYING")
    text = open(copying, encoding="utf-8").read() if os.path.exists(copying) else ""
    results.append(("GNU GENERAL PUBLIC LICENSE" in text[:200] and "Version 3, 29 June 2007" in text[:300],
                    "COPYING holds the GNU General Public License version 3"))

    wanted = "SPDX-License-Identifier: %s" % licence
    files = list(source_files(root))
    results.append((len(files) > 100, "%d source files found" % len(files)))
    for path, _ in files:
        with open(path, encoding="utf-8", errors="replace") as f:
            head = "".join(f.readline() for _ in range(3))
        results.append((wanted in head, "%s has %s" % (os.path.relpath(path, root), wanted)))

    print("1..%d" % len(results))
    failed = 0
    for i, (ok, what) in enumerate(results, 1):
        print("%s %d %s" % ("ok" if ok else "not ok", i, what))
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
