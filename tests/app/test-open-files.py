#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-open-files.py PROGRAM: saved games opened as the file manager opens
them, with the real program on a session bus under X (run through
headless.py).  The program is started once, with no file; then it is
started again with a saved game, as the file manager does: that second
program hands the file to the first and ends, and the first shows the
game in its empty window.  Another game gets a window of its own, and
asking again for a game already shown raises its window instead of
opening it twice.  The windows are told apart by the names the desktop
shows (xdotool), which carry the file's name."""
import os
import subprocess
import sys
import tempfile
import time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.dont_write_bytecode = True   # no __pycache__ in the source tree
from tap import finish, report  # noqa: E402

program = sys.argv[1]
GAME = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<house-divided-game format="1" scenario="1862">\n'
        '  <action type="end-segment"/>\n'
        '</house-divided-game>\n')



def windows(name):
    r = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", name],
                       capture_output=True, text=True)
    return [w for w in r.stdout.split() if w]


def focused():
    """The window the X server's keyboard is on (no window manager here:
    a window raised by the program takes it)."""
    r = subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True)
    return r.stdout.strip()


def wait_until(done, seconds=30):
    """Polls @done until it holds, for @seconds at most."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if done():
            return True
        time.sleep(0.2)
    return False


def wait_windows(name, n, seconds=30):
    return wait_until(lambda: len(windows(name)) == n, seconds)


def hand_over(path):
    """The program started again with @path, as the file manager does: it
    must pass the file on and end by itself."""
    try:
        r = subprocess.run([program, path], capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return False, "the second program did not end"
    return r.returncode == 0, r.stderr


with tempfile.TemporaryDirectory() as tmp:
    ours = os.path.join(tmp, "ours.hdgame")
    theirs = os.path.join(tmp, "theirs.hdgame")
    for path in (ours, theirs):
        with open(path, "w") as f:
            f.write(GAME)
    first = subprocess.Popen([program], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        report(wait_windows("House Divided Companion", 1), "the program shows one window")

        ok, err = hand_over(ours)
        report(ok, "a second program with a saved game hands it over and ends", err)
        report(wait_windows("ours.hdgame", 1), "the game is shown in the empty window")
        report(len(windows("House Divided Companion")) == 1, "no second window for it")

        ok, err = hand_over(theirs)
        report(ok, "another saved game handed over", err)
        report(wait_windows("theirs.hdgame", 1), "another game gets a window of its own")
        report(wait_windows("House Divided Companion", 2), "two windows now")
        report(len(windows("ours.hdgame")) == 1, "the first game is still on its window")

        # the keyboard on the other game's window: the first one taking it
        # back is the program raising it, the request handled (no fixed
        # wait before counting the windows)
        theirs_window = windows("theirs.hdgame")
        try:
            subprocess.run(["xdotool", "windowfocus", "--sync"] + theirs_window[:1], capture_output=True, timeout=10)
        except subprocess.TimeoutExpired:
            pass
        report(focused() in theirs_window, "the keyboard is on the other game's window")
        ok, err = hand_over(ours)
        report(ok, "the first game asked for again", err)
        report(wait_until(lambda: focused() in windows("ours.hdgame"), 20),
               "its window is raised: it takes the keyboard", "the keyboard is on %s" % focused())
        report(len(windows("ours.hdgame")) == 1 and len(windows("House Divided Companion")) == 2,
               "a game already open is raised, not opened twice")
        report(first.poll() is None, "the first program is still running", first.stderr.read() if first.poll() else "")
    finally:
        first.terminate()
        try:
            first.wait(timeout=20)
        except subprocess.TimeoutExpired:
            first.kill()

finish()
