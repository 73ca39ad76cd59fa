#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-po.py: every source or UI file with strings shown to people
(_("..."), N_("...") or translatable="yes", and every lesson, whose
sentences po/its/lessons.its marks) is listed in po/POTFILES, so
that everything shown is translatable; and every file listed exists."""
import os
import re
import sys

root = sys.argv[1]
listed = set()
with open(os.path.join(root, "po", "POTFILES")) as f:
    for line in f:
        line = line.strip()
        if line and not line.startswith("#"):
            listed.add(line)

failures = []
count = 0
marks = re.compile(r'\b(?:N?_)\s*\(\s*"|translatable="yes"|<lesson ')
for folder in ("src", os.path.join("data", "ui"), os.path.join("data", "lessons")):
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in sorted(files):
            if not name.endswith((".c", ".ui", ".xml")):
                continue
            path = os.path.relpath(os.path.join(dirpath, name), root)
            with open(os.path.join(root, path), encoding="utf-8") as f:
                if marks.search(f.read()):
                    count += 1
                    ok = path in listed
                    print(("ok %d - %s is in po/POTFILES" if ok else "not ok %d - %s is missing from po/POTFILES")
                          % (count, path))
                    if not ok:
                        failures.append(path)
for path in sorted(listed):
    count += 1
    ok = os.path.exists(os.path.join(root, path))
    print(("ok %d - %s exists" if ok else "not ok %d - %s is listed but does not exist") % (count, path))
    if not ok:
        failures.append(path)
print("1..%d" % count)
sys.exit(1 if failures else 0)
