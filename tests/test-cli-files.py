#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-cli-files.py: house-divided-cli's files against hostile places, as
issue 31 found them: a save through a symbolic link takes the lock of the
file it points to (the application's), a link another user planted in a
folder others may write to is never followed, the temporary files left
beside a link's target are cleaned up, nothing is saved in the place of
a pipe or a device, and a damaged save is named with its fault.  Output
is TAP."""
import fcntl
import os
import subprocess
import sys
import tempfile
sys.dont_write_bytecode = True   # no __pycache__ in the source tree
from tap import finish, report  # noqa: E402

cli, srcdir = sys.argv[1], sys.argv[2]
transcript = os.path.join(srcdir, "data", "transcripts", "setup-fixes.txt")
env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")


def run(*args):
    p = subprocess.run([cli, *args], capture_output=True, text=True, env=env)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    report(cond, name, detail)


def read(path):
    with open(path) as f:
        return f.read()


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def is_root():
    return os.geteuid() == 0


# item 13: the application has the game open under its own name; play
# --save through a link to it takes the same lock, and is refused
with tempfile.TemporaryDirectory() as tmp:
    os.mkdir(os.path.join(tmp, "real"))
    target = os.path.join(tmp, "real", "game.hdgame")
    link = os.path.join(tmp, "link.hdgame")
    write(target, "the game the application has open")
    os.symlink(target, link)
    with open(target + ".lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        rc, out, err = run("play", "--save", link, transcript)
    check("play --save through a link refuses a game the application has open",
          rc == 1 and "is open in another copy" in err and "nothing was saved" in err
          and read(target) == "the game the application has open" and os.path.islink(link),
          "rc=%d out=%r err=%r" % (rc, out, err))
    rc, out, err = run("play", "--save", link, transcript)
    check("play --save through a link writes the file it points to once the lock is free",
          rc == 0 and read(target).startswith("<?xml") and os.path.islink(link)
          and sorted(os.listdir(os.path.join(tmp, "real"))) == ["game.hdgame"]
          and sorted(os.listdir(tmp)) == ["link.hdgame", "real"],
          "rc=%d err=%r %r" % (rc, err, os.listdir(tmp)))

    # a killed save through the link left its temporary file beside the
    # target: the next play --save removes it there too
    left = os.path.join(tmp, "real", "game.hdgame.hd-partial-Q2X9ZB")
    write(left, "<hou")
    os.utime(left, (0, 0))
    rc, out, err = run("play", "--save", link, transcript)
    check("play --save through a link removes the leftovers beside the file it points to",
          rc == 0 and not os.path.exists(left), "rc=%d err=%r %r" % (rc, err, os.listdir(os.path.join(tmp, "real"))))

# item 13: in a folder others may write to (sticky, like /tmp) a link
# another user planted is not followed; nothing is written, the command
# says so
with tempfile.TemporaryDirectory() as tmp:
    shared = os.path.join(tmp, "shared")
    os.mkdir(shared)
    os.chmod(shared, 0o1777)
    victim = os.path.join(tmp, "victim.hdgame")
    write(victim, "kept")
    planted = os.path.join(shared, "game.hdgame")
    os.symlink(victim, planted)
    if is_root():
        os.lchown(planted, 12345, 12345)
        rc, out, err = run("play", "--save", planted, transcript)
        check("play --save does not follow a link another user planted in a sticky folder",
              rc == 1 and "symbolic link another user made" in err and read(victim) == "kept"
              and sorted(os.listdir(shared)) == ["game.hdgame"], "rc=%d out=%r err=%r" % (rc, out, err))
    else:
        report(True, "a planted link # SKIP only root can give a link to another user")

# item 14: play --save onto a pipe or a device (made here, as /dev/null
# is) is refused with exit 1 and a message, and changes nothing; for A
# House Divided's transcripts and for campaign ones
with tempfile.TemporaryDirectory() as tmp:
    campaign = os.path.join(tmp, "campaign.txt")
    write(campaign, "campaign\nnote text=hello\n")
    places = [("a pipe", os.path.join(tmp, "pipe.hdgame"))]
    os.mkfifo(places[0][1])
    if is_root():
        places.append(("a device", os.path.join(tmp, "null.hdgame")))
        os.mknod(places[1][1], 0o666 | 0o020000, os.makedev(1, 3))
    for what, place in places:
        for kind, text in (("a game", transcript), ("a campaign", campaign)):
            before = os.lstat(place)
            rc, out, err = run("play", "--save", place, text)
            after = os.lstat(place)
            check("play --save of %s onto %s is refused and changes nothing" % (kind, what),
                   rc == 1 and "is not a regular file" in err and os.path.basename(place) in err
                   and after.st_mode == before.st_mode and after.st_ino == before.st_ino
                   and sorted(os.listdir(tmp)) == sorted(["campaign.txt"] + [os.path.basename(p) for _, p in places]),
                   "rc=%d out=%r err=%r %r" % (rc, out[:200], err, os.listdir(tmp)))

# item 15: export --setup-out on a campaign save that is empty, has a
# DOCTYPE or is cut short names the file and the fault in our words, says
# nothing was changed, and writes no set-up (it printed the usage, 64)
with tempfile.TemporaryDirectory() as tmp:
    setup = os.path.join(tmp, "setup.xml")
    for name, text, fault in (
            ("empty.hdcampaign", "", "the file is empty"),
            ("doctype.hdcampaign", '<?xml version="1.0"?>\n<!DOCTYPE x>\n<house-divided-campaign format="1"/>\n',
             "declares a DOCTYPE"),
            ("cut.hdcampaign", '<?xml version="1.0"?>\n<house-divided-campaign format="1">\n<setup>\n<campaign-set',
             "cut short")):
        save = os.path.join(tmp, name)
        write(save, text)
        rc, out, err = run("export", "--setup-out", setup, save)
        check("export --setup-out on %s names it and the fault" % name,
              rc == 1 and out == "" and err.startswith(save + ":") and fault in err
              and "The file was not changed." in err and "Usage" not in err and not os.path.exists(setup)
              and read(save) == text, "rc=%d out=%r err=%r" % (rc, out, err))

finish()
