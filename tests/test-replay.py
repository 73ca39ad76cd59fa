#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-replay.py: every transcript and save replays to the state it
reached before the engine was restructured (issue 21).

tests/data/replay/pins.txt holds, for each file, the exit status of the
command line and the SHA-256 of what it printed: `play --json FILE` for
the transcripts of tests/data/replay/ (random games written by
tests/random-transcripts.c), tests/data/transcripts/ and the fuzz corpus
tests/fuzz/corpus/transcript/ (those that play), `export SAVE` for the
saves of tests/fuzz/corpus/game/ and tests/fuzz/corpus/campaign/ (those
that load), and `play --json` of that export: the state the save
reaches.  tests/data/replay/ holds Campaign Games too (campaign-N.txt,
random candidates of the log), whose `play --json` is the umpire's view
of the position, state by state the same as before issue 32 put both
games on one log.  The digest is of stdout when
the exit status is 0, else of stderr (the message naming line and rule).

    test-replay.py CLI SRCDIR          # TAP: each pin checked
    test-replay.py CLI SRCDIR --write  # writes pins.txt with CLI's figures

--write is for when behaviour is MEANT to change: say so in the commit."""
import concurrent.futures
import hashlib
import os
import subprocess
import sys
import tempfile

cli, srcdir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
write = "--write" in sys.argv[3:]
pins_path = os.path.join(srcdir, "data", "replay", "pins.txt")
env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
HEADER = """\
# SPDX-License-Identifier: GPL-3.0-or-later
# Pinned by tests/test-replay.py: file, command, exit status, SHA-256.
# Made by the engine of 71cd994, the commit before the restructuring of
# issue 21 (the engine in layers), and remade by that of dee34f0, the
# commit before issue 32 put both games on one log (HdLog), which added
# the Campaign Game's files and printed the same for every older one:
# today's command line must print the same for every file.  "play" is `house-divided-cli play --json FILE`,
# "export" `house-divided-cli export FILE`, "export-play" `play --json`
# of that export; the digest is of stdout on exit status 0, else of
# stderr.  Remake them only when behaviour is MEANT to change, and say
# so in the commit:
#   python3 tests/test-replay.py _build/dev/src/cli/house-divided-cli tests --write
# The games of tests/data/replay/ were written by
#   _build/dev/tests/random-transcripts --actions 700 tests/data/replay
#   _build/dev/tests/random-transcripts --campaigns 4 --actions 400 tests/data/replay
"""


def digest(rc, out, err):
    return hashlib.sha256(out if rc == 0 else err).hexdigest()


def run(*args):
    """The CLI run in SRCDIR, so that a file it names in a message is named
    as the pins name it (relative to tests/), wherever the tree is."""
    p = subprocess.run([cli, *args], capture_output=True, env=env, timeout=60, cwd=srcdir)
    return p.returncode, p.stdout, p.stderr


def replay(rel, command):
    """(status, digest) of @command over the file @rel (relative to SRCDIR)."""
    if command == "play":
        rc, out, err = run("play", "--json", rel)
    elif command == "export":
        rc, out, err = run("export", rel)
    else:
        rc, out, err = run("export", rel)
        if rc == 0:
            with tempfile.NamedTemporaryFile(suffix=".txt") as t:
                t.write(out)
                t.flush()
                rc, out, err = run("play", "--json", t.name)
                # the exported transcript's own (random) name, if quoted
                err = err.replace(t.name.encode(), b"EXPORTED.txt")
    return rc, digest(rc, out, err)


def files_in(folder):
    full = os.path.join(srcdir, folder)
    return sorted(os.path.join(folder, f) for f in os.listdir(full)
                  if os.path.isfile(os.path.join(full, f)) and f != "pins.txt")


def make_pins():
    jobs = [(f, "play", True) for f in files_in(os.path.join("data", "replay"))]
    jobs += [(f, "play", True) for f in files_in(os.path.join("data", "transcripts"))]
    jobs += [(f, "play", False) for f in files_in(os.path.join("fuzz", "corpus", "transcript"))]
    games = files_in(os.path.join("fuzz", "corpus", "game"))
    games += files_in(os.path.join("fuzz", "corpus", "campaign"))
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda j: replay(j[0], j[1]), jobs))
        loads = list(pool.map(lambda f: replay(f, "export"), games))
        played = list(pool.map(lambda f: replay(f, "export-play"),
                               [f for f, r in zip(games, loads) if r[0] == 0]))
    lines = [HEADER]
    for (f, command, always), (rc, d) in zip(jobs, results):
        if always or rc == 0:
            lines.append("%s\t%s\t%d\t%s\n" % (f, command, rc, d))
    loaded = [(f, r) for f, r in zip(games, loads) if r[0] == 0]
    for (f, (rc, d)), (rc2, d2) in zip(loaded, played):
        lines.append("%s\texport\t%d\t%s\n" % (f, rc, d))
        lines.append("%s\texport-play\t%d\t%s\n" % (f, rc2, d2))
    with open(pins_path, "w") as out:
        out.writelines(lines)
    print("wrote %d pins to %s" % (len(lines) - 1, pins_path))


def read_pins():
    pins = []
    with open(pins_path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            path, command, rc, d = line.rstrip("\n").split("\t")
            pins.append((path, command, int(rc), d))
    return pins


def check_pins():
    pins = read_pins()
    print("1..%d" % (len(pins) + 1))
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda p: replay(p[0], p[1]), pins))
    failures = 0
    for n, ((path, command, rc, d), (got_rc, got_d)) in enumerate(zip(pins, results), 1):
        if (got_rc, got_d) == (rc, d):
            print("ok %d - %s %s" % (n, command, path))
        else:
            failures += 1
            print("not ok %d - %s %s" % (n, command, path))
            print("# pinned exit status %d, SHA-256 %s" % (rc, d))
            print("# today  exit status %d, SHA-256 %s" % (got_rc, got_d))
    # Every file of tests/data/replay/ is pinned, so none is forgotten.
    replay_files = set(files_in(os.path.join("data", "replay")))
    unpinned = sorted(replay_files - {p[0] for p in pins})
    n = len(pins) + 1
    print(("ok %d - %s" if not unpinned else "not ok %d - %s")
          % (n, "every file of data/replay is pinned"))
    for f in unpinned:
        print("# not pinned: " + f)
    failures += bool(unpinned)
    return 1 if failures else 0


if __name__ == "__main__":
    if write:
        make_pins()
        sys.exit(0)
    sys.exit(check_pins())
