#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-skips.py SOURCE_ROOT: build-aux/check-skips, which makes
./build-aux/check fail on a test that did not run, tried on test logs made
here: a case a GTest program skipped inside a test meson calls OK, a whole
test skipped, a python test's skip, a to-do case, each unlisted (the check
fails, naming it) and listed (it passes); a list line without its reason
refused; the project's own list read; and the check running it after each
of its builds."""
import json
import os
import subprocess
import sys
import tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True   # no __pycache__ in the source tree
from tap import finish, report  # noqa: E402

root = sys.argv[1]
checker = os.path.join(root, "build-aux", "check-skips")

PASSED = {"name": "house-divided:engine / state", "result": "OK", "stdout": "ok 1 /state/new\n1..1\n"}
CASE_SKIPPED = {"name": "house-divided:app / window-layout", "result": "OK",
                "stdout": "ok 1 /window/layout/sizes\nok 2 /window/layout/german # SKIP only under LANGUAGE=de\n"
                          "ok 3 /window/layout/right-to-left\n1..3\n"}
TEST_SKIPPED = {"name": "house-divided:engine / invariants", "result": "SKIP", "stdout": ""}
PYTHON_SKIPPED = {"name": "house-divided:cli / cli-files", "result": "OK",
                  "stdout": "ok 1 - a pipe refused\nok 2 - a planted link # skip only root can give a link away\n1..2\n"}
TODO = {"name": "house-divided:engine / game", "result": "OK",
        "stdout": "not ok 1 /game/later # TODO not written yet\n1..1\n"}


def run(records, allowed=None):
    """check-skips over a test log of @records, with the list @allowed
    (the text of one) or the project's own."""
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "testlog.json")
        with open(log, "w") as f:
            for r in records:
                f.write(json.dumps(r) + "\n")
        args = [sys.executable, checker]
        if allowed is not None:
            path = os.path.join(tmp, "allowed-skips.txt")
            with open(path, "w") as f:
                f.write(allowed)
            args += ["--allowed", path]
        p = subprocess.run(args + [log], capture_output=True, text=True)
        return p.returncode, p.stdout + p.stderr


LISTED = "# a comment\n\nwindow-layout | /window/layout/german | a reason CI never has\n"

rc, out = run([PASSED])
report(rc == 0, "no skip: the check passes", out)
rc, out = run([PASSED, CASE_SKIPPED], "")
report(rc == 1 and "window-layout /window/layout/german did not run" in out and "only under LANGUAGE=de" in out,
       "a GTest case skipped in a test meson calls OK, unlisted: the check fails, naming it", out)
rc, out = run([PASSED, CASE_SKIPPED], LISTED)
report(rc == 0 and "allowed: window-layout /window/layout/german" in out,
       "the same case listed with its reason: the check passes, saying so", out)
rc, out = run([CASE_SKIPPED], "window-layout | /window/layout/sizes | another case's reason\n")
report(rc == 1, "a line for another case of the same test does not allow it", out)
rc, out = run([TEST_SKIPPED], "")
report(rc == 1 and "invariants * did not run" in out, "a whole test skipped, unlisted: the check fails", out)
rc, out = run([TEST_SKIPPED], "invariants | * | a reason\n")
report(rc == 0, "a whole test skipped, listed for any case: the check passes", out)
rc, out = run([PYTHON_SKIPPED], "")
report(rc == 1 and "cli-files a planted link did not run" in out,
       "a python test's case skipped (its directive in lower case): the check fails", out)
rc, out = run([TODO], "")
report(rc == 1 and "game /game/later did not run" in out, "a case marked to do: the check fails", out)
rc, out = run([PASSED, CASE_SKIPPED], "window-layout | /window/layout/german |\n")
report(rc not in (0, 1) and "why CI never has" in out, "a list line without its reason is refused", out)
rc, out = run([PASSED, CASE_SKIPPED])
report(rc == 1, "the project's own list is read, and allows no such skip", out)

with open(os.path.join(root, "build-aux", "check")) as f:
    check = f.read()
report(all("skips _build/check-%s || status=1" % b in check for b in ("plain", "sanitize", "fuzz")),
       "./build-aux/check fails on the skips of each of its three builds")
finish()
