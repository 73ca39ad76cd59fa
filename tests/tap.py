#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""tap.py: the Test Anything Protocol lines the python tests print, for
meson: report() a numbered "ok"/"not ok" with the failure's first detail
lines as comments, finish() the plan and the exit status."""
import sys

count = 0
failures = 0


def report(ok, text, detail=""):
    global count, failures
    count += 1
    print(("ok %d - %s" if ok else "not ok %d - %s") % (count, text), flush=True)
    if not ok:
        failures += 1
        for line in str(detail).strip().splitlines()[:40]:
            print("# " + line, flush=True)


def finish():
    print("1..%d" % count)
    sys.exit(1 if failures else 0)
