#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-cli.py: house-divided-cli's map commands, as a player or a script
would run them: exit codes, the one-line summary, errors naming the element,
and the JSON of `map show`."""
import json
import os
import re
import subprocess
import sys

cli, srcdir, odds_figure = sys.argv[1], sys.argv[2], sys.argv[3]
data = os.path.join(srcdir, "data")
board = os.path.join(srcdir, "..", "data", "map.svg")
env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
failures = []
count = 0


def run(*args):
    p = subprocess.run([cli, *args], capture_output=True, text=True, env=env)
    return p.returncode, p.stdout, p.stderr


def run_in(text, *args):
    """run() with @text on standard input."""
    p = subprocess.run([cli, *args], capture_output=True, text=True, env=env, input=text)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    global count
    count += 1
    print(("ok %d - %s" if cond else "not ok %d - %s") % (count, name))
    if not cond:
        failures.append(name)
        print("# " + detail.replace("\n", "\n# "))


rc, out, err = run("map", "validate")
check("validate built-in board", rc == 0 and out.count("\n") == 1
      and "129 boxes, 231 lines (60 road, 141 rail, 30 river), 17 ports" in out
      and "Union 34, Confederate 29" in out, out + err)

rc, out, err = run("map", "validate", board)
check("validate board file", rc == 0 and "129 boxes" in out, out + err)

for fixture, code, mention in [
    ("unknown-box.svg", 1, '"gamma"'),
    ("duplicate-id.svg", 1, "box-alpha"),
    ("missing-attribute.svg", 1, "data-side"),
    ("malformed-attribute.svg", 1, "data-recruit-union"),
    ("truncated.svg", 1, "not well-formed"),
    ("not-xml.svg", 1, "this is not XML: the file begins with text"),
    ("empty.svg", 1, "empty"),
    ("entities.svg", 1, "DOCTYPE"),
]:
    rc, out, err = run("map", "validate", os.path.join(data, "broken", fixture))
    check("validate rejects " + fixture, rc == code and out == "" and mention in err
          and fixture in err, "rc=%d out=%r err=%r" % (rc, out, err))

rc, out, err = run("map", "validate", os.path.join(data, "minimal-map.svg"))
# one line, not "1 lines": every count with its noun through ngettext
check("validate minimal board", rc == 0 and "2 boxes, 1 line (" in out, out + err)

import tempfile
with tempfile.TemporaryDirectory() as tmp:
    for name, text, where, mention in [
        ("blank.svg", "  \n\n", ":3: ", "holds no element, only blank space or comments"),
        ("comment.svg", "<!-- a board -->\n", ":2: ", "holds no element"),
        ("utf32.svg", "<svg/>", ":1: ", "UTF-16 or UTF-32"),   # Python's UTF-32 begins with its BOM
    ]:
        path = os.path.join(tmp, name)
        with open(path, "w", encoding="utf-32" if name == "utf32.svg" else "utf-8") as f:
            f.write(text)
        rc, out, err = run("map", "validate", path)
        check("validate says in its own words what is wrong with " + name,
              rc == 1 and name + where in err and mention in err and "libxml" not in err
              and "Extra content" not in err and "Document is empty" not in err, "rc=%d err=%r" % (rc, err))

rc, out, err = run("map", "validate", "/nonexistent.svg")
check("validate missing file", rc == 1 and "nonexistent" in err, err)

rc, out, err = run("map", "show", "Richmond")
check("show Richmond", rc == 0 and "Richmond (richmond)" in out and "Virginia" in out
      and "Confederate 3" in out and "Permanent entrenchment: yes" in out
      and "Railroad to Petersburg" in out and "Confederate (gray box)" in out, out + err)

rc, out, err = run("map", "show", "--json", "Fts Henry & Donelson")
try:
    j = json.loads(out)
except ValueError:
    j = {}
lines = {(l["type"], l["to"]): l for l in j.get("lines", [])}
check("show --json Forts Henry and Donelson",
      rc == 0 and j.get("id") == "forts-henry-and-donelson" and j.get("state") == "Tennessee"
      and ("river", "nashville") in lines and ("rail", "nashville") in lines
      and lines[("river", "nashville")]["downstream"] == "forts-henry-and-donelson"
      and lines[("river", "nashville")]["river_side_entering_there"] is True
      and lines[("rail", "nashville")]["river_side_entering_there"] is False
      and lines[("river", "paducah")]["downstream"] == "paducah", out + err)

rc, out, err = run("map", "show", "--json", "cairo")
j = json.loads(out) if rc == 0 else {}
check("show --json Cairo", j.get("recruit_union") == 1 and j.get("recruit_confederate") == 1
      and sorted(j.get("river_sides_from", [])) == ["humboldt", "island-no-10", "paducah"], out + err)

rc, out, err = run("map", "show", "Atlantis")
check("show unknown box", rc == 1 and "Atlantis" in err and out == "", err)

rc, out, err = run("scenario", "list")
check("scenario list", rc == 0 and out.count("\n") == 5 and "1861-short" in out and "rule 11.7" in out, out + err)

for sid, umax, cmax in (("1861-campaign", 34, 29), ("1862", 35, 27), ("1863", 35, 23), ("1864", 36, 20)):
    rc, out, err = run("scenario", "show", "--json", sid)
    try:
        j = json.loads(out)
    except ValueError:
        j = {}
    keys = {"date", "turn", "player", "segment", "army_max", "units_in_play", "control", "boxes", "pool", "winner"}
    check("scenario show --json " + sid,
          rc == 0 and keys <= set(j) and j["army_max"] == {"union": umax, "confederate": cmax}
          and len(j["control"]) == 129 and j["player"] == "union" and j["segment"] == "movement"
          and j["winner"] is None, out[:300] + err)

rc, out, err = run("scenario", "show", "--json", "1861-campaign")
j = json.loads(out)
check("1861 set-up as JSON", j["date"] == "07/1861" and j["turn"] == 1
      and j["boxes"]["washington"]["union"] == ["Mi", "Mi"]
      and j["boxes"]["springfield"]["confederate"] == ["Mi"]
      and j["pool"] == {"union": ["Mc"], "confederate": ["Mc"]}
      and j["control"]["louisville"] == "neutral" and j["control"]["richmond"] == "confederate"
      and j["units_in_play"] == {"union": 12, "confederate": 8}, out[:300])

rc, out, err = run("scenario", "show", "--json", "1863")
j = json.loads(out)
check("1863 entrenchments as JSON", j["boxes"]["fredericksburg"]["entrenched"]["confederate"] is True
      and j["boxes"]["nashville"]["entrenched"]["union"] is False
      and sorted(j["boxes"]["fredericksburg"]["confederate"]) == ["Ci", "Mi", "Vi", "Vi", "Vi"], out[:300])

rc, out, err = run("scenario", "show", "--json", "1861-short")
w = json.loads(out).get("to_win", {}) if rc == 0 else {}
check("what each side needs, as JSON (10.0, 11.1)",
      w.get("union_cities_held") == [] and len(w.get("union_cities_missing", [])) == 7
      and "richmond" in w["union_cities_missing"] and w["washington"] == "union"
      and w["union_lead"] == 34 - 29 and w["confederate_short"] == 6 and w["turns_left"] == 9
      and w["ending"] == "short-game" and "rule 11.1" in w["text"]["ending"]
      and "29 against the Union's 34" in w["text"]["confederate"], out[:300] + err)

rc, out, err = run("scenario", "show", "1865")
check("unknown scenario", rc == 1 and "1865" in err, err)

transcripts = os.path.join(data, "transcripts")
rc, out, err = run("play", "--json", os.path.join(transcripts, "setup-fixes.txt"))
j = json.loads(out) if rc == 0 else {}
check("play a transcript", rc == 0 and j.get("boxes", {}).get("baltimore", {}).get("union") == ["Vi-r", "Mi"]
      and j["boxes"]["baltimore"]["entrenched"]["union"] is True
      and j["control"]["louisville"] == "confederate" and "louisville" in j["control_markers"]
      and j["army_max"] == {"union": 34, "confederate": 28}
      and "pittsburg-landing" in j["boxes"] and j["date"] == "04/1862", out[:300] + err)

rc, out, err = run("play", "--json", os.path.join(transcripts, "first-turns-1861.txt"))
j = json.loads(out) if rc == 0 else {}
check("play the first turns' marches", rc == 0 and j.get("date") == "08/1861" and j.get("segment") == "movement"
      and j["boxes"]["manassas-junction"]["union"] == ["Mi", "Mi"]
      and j["boxes"]["manassas-junction"]["confederate"] == ["Mi"]
      and j["boxes"]["cincinnati"]["entrenched"]["union"] is True
      and j["boxes"]["cairo"]["union"] == ["Mi", "Mi"]
      and "washington" not in j["boxes"], out[:300] + err)

# odds: the battle the transcript's last moves lead to, foreseen (5.0-5.5)
first_turns = os.path.join(transcripts, "first-turns-1861.txt")
rc, out, err = run("odds", "--json", first_turns, "Manassas Junction")
o = json.loads(out) if rc == 0 else {}
check("odds of a foreseen battle as JSON", rc == 0 and o.get("box") == "manassas-junction"
      and o["attacker"] == "union" and [u["kind"] for u in o["attackers"]] == ["Mi", "Mi"]
      and [u["kind"] for u in o["defenders"]] == ["Mi"] and o["exact"] is True
      and 0.5 < o["attacker_wins"] < 1 and all(u["box"] != "manassas-junction" for u in o["defender_help"]),
      out[:300] + err)
rc, out, err = run("odds", first_turns, "Manassas Junction")
check("odds as text", rc == 0 and "Battle at Manassas Junction" in out and "%.1f%%" % (100 * o.get("attacker_wins", 0)) in out,
      out + err)
rc, out, err = run("odds", first_turns, "Richmond")
check("odds where no battle would be", rc == 2 and "5.0" in err and out == "", err)
rc, out, err = run("odds", first_turns, "Atlantis")
check("odds at an unknown box", rc == 1 and "Atlantis" in err and out == "", err)
rc, out, err = run("odds", first_turns)
check("odds without a box", rc == 64, err)
rc, out, err = run("odds", "--json", "Vi Vi Mi vs Ci-r Mi")
plain = json.loads(out) if rc == 0 else {}
rc, out, err = run("odds", "--json", "Vi Vi Mi vs Ci-r Mi entrenched river")
hard = json.loads(out) if rc == 0 else {}
check("odds of two lines written out (5.31, 5.34)",
      plain.get("box", 0) is None and [u["kind"] for u in plain["attackers"]] == ["Vi", "Vi", "Mi"]
      and [(u["kind"], u["reduced"]) for u in plain["defenders"]] == [("Ci", True), ("Mi", False)]
      and all(u["entrenched"] for u in hard.get("defenders", [None]))
      and all(u["crossed"] for u in hard["attackers"]) and hard["attacker_wins"] < plain["attacker_wins"],
      out[:300] + err)
# one odds policy (hd_odds_work_out): the command line gives the engine's
# figure, the app's odds task the same, exact or sampled with its margin
big = "Vi Vi Vi Mi Mi Mi Ci Ci Vc Vc Mc Cc vs Vi Vi Vi Mi Mi Mi Ci Ci Vc Vc Mc Cc entrenched"
for lines in ("Vi Vi Mi vs Ci-r Mi", big):
    rc, out, err = run("odds", "--json", lines)
    mine = json.loads(out) if rc == 0 else {}
    engine = json.loads(subprocess.run([odds_figure, lines], capture_output=True, text=True, env=env).stdout or "{}")
    task = json.loads(subprocess.run([odds_figure, "--task", lines], capture_output=True, text=True, env=env).stdout
                      or "{}")
    sampled = lines == big
    check("odds as the engine's policy gives them: " + ("sampled" if sampled else "exact"),
          rc == 0 and mine.get("attacker_wins") == engine.get("attacker_wins") == task.get("attacker_wins")
          and mine["samples"] == engine["samples"] == task["samples"] == (40000 if sampled else 0)
          and mine["exact"] is (not sampled) and mine["margin"] == engine["margin"]
          and (0 < mine["margin"] <= 0.005 if sampled else mine["margin"] == 0),
          out[:300] + err + str(engine) + str(task))
    rc, out, err = run("odds", lines)
    check("odds as text, with the margin when sampled",
          rc == 0 and "%.1f%%" % (100 * mine.get("attacker_wins", 0)) in out
          and (("± %.1f points" % (100 * mine.get("margin", 0)) in out and "40000 battles" in out) if sampled
               else "exact" in out), out + err)
    # the app's panels (hd_odds_describe) say the same figure, and its margin
    said = task.get("sentence", "")
    check("the app's odds sentence gives the command line's figure" + (" and margin" if sampled else ""),
          "%.1f%%" % (100 * mine.get("attacker_wins", 0)) in said
          and (("± %.1f points" % (100 * mine.get("margin", 0)) in said and "40000 battles" in said) if sampled
               else "points" not in said), said + " / " + out)

rc, out, err = run("odds", "--confederate", "Vc vs Mi")
check("odds with the Confederacy attacking", rc == 0 and "Confederate attack" in out, out + err)
rc, out, err = run("odds", "Vi Xx vs Mi")
check("odds of a line with no such unit", rc == 2 and "11.4" in err and out == "", err)

rc, out, err = run("play", "--json", os.path.join(transcripts, "short-game-1861.txt"))
j = json.loads(out) if rc == 0 else {}
diff = j.get("army_max", {}).get("union", 0) - j.get("army_max", {}).get("confederate", 0)
check("a complete 1861 Short Game, won by the right side (11.1)",
      rc == 0 and j.get("winner") is not None and j["winner"]["reason"] == "short-game"
      and j["winner"]["side"] == ("union" if diff >= 5 else "confederate"), out[:300] + err)

import tempfile
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "roll.txt")
    with open(path, "w") as f:
        f.write("scenario 1861-campaign\nroll 3 for marches\n")
    rc, out, err = run("play", path)
    check("no march die on the first Game Turn", rc == 2 and "roll.txt:2" in err and "Rule 4.1" in err, err)

with tempfile.TemporaryDirectory() as tmp:
    # one Confederate unit left: "1 unit in play", never "1 units"
    path = os.path.join(tmp, "one.txt")
    with open(path, "w") as f:
        f.write("scenario 1861-campaign\n" + "".join(
            "remove Confederate Mi from %s\n" % b for b in
            ["Charleston", "Fredericksburg", "Front Royal", "Manassas Junction", "Memphis", "Mobile", "Nashville"]))
    rc, out, err = run("play", path)
    check("the units in play counted with their noun's plural",
          rc == 0 and "Union 34 (12 units in play), Confederate 29 (1 unit in play)" in out
          and "1 units" not in out, out + err)

rc, out, err = run("play", os.path.join(transcripts, "refused.txt"))
check("play stops at a refused line", rc == 2 and out == "" and "refused.txt:4" in err and "Rule 4.3" in err
      and "line 4 (rule 4.3)" in err, err)

with tempfile.TemporaryDirectory() as tmp:
    # an Advanced rule is named as the rulebook cites it, through "Advanced %s"
    path = os.path.join(tmp, "washington.txt")
    with open(path, "w") as f:
        f.write("scenario 1861-campaign\noption advanced-6.0\nroll 4 for Washington\n")
    rc, out, err = run("play", path)
    check("play names an Advanced rule that refused a line as Advanced 6.0",
          rc == 2 and "washington.txt:3: Advanced 6.0: " in err and "Stopped at line 3 (Advanced 6.0)." in err
          and "rule Advanced" not in err, err)

rc, out, err = run("play", os.path.join(transcripts, "not-understood.txt"))
check("play stops at a line it does not understand", rc == 2 and "not-understood.txt:2" in err
      and "not understood" in err, err)

# a ten-megabyte line is quoted back only in part (issue 20, item 7)
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "long.txt")
    with open(path, "w") as f:
        f.write("scenario 1861-campaign\nmove " + "Washington " * (1024 * 1024) + "\n")
    rc, out, err = run("play", path)
    first = err.splitlines()[0] if err else ""
    check("a long line not understood is quoted in part", rc == 2 and "long.txt:2:" in first
          and '"move Washington Washington' in first and '…"' in first and len(first) < len(path) + 150
          and len(err) < 1000, err[:500])
    rc, out, err = run("map", "show", "X" * 100000)
    check("a long box name is quoted in part", rc == 1 and len(err) < 200 and "X…" in err, err[:300])

# export a saved game and play the transcript back
import tempfile
with tempfile.TemporaryDirectory() as tmp:
    save = os.path.join(tmp, "game.xml")
    with open(save, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<house-divided-game format="1" scenario="1863">\n'
                '  <action type="move-unit" box="washington" to="fredericksburg" side="union" kind="Vi" reduced="false"/>\n'
                '  <action type="set-control" box="richmond" side="union" flag="true"/>\n'
                '</house-divided-game>\n')
    rc, out, err = run("export", save)
    check("export a save as a transcript", rc == 0 and "scenario 1863" in out
          and "move Union Vi from Washington to Fredericksburg" in out
          and "control Union Richmond with marker" in out, out + err)
    transcript = os.path.join(tmp, "game.txt")
    with open(transcript, "w") as f:
        f.write(out)
    rc, out, err = run("play", "--json", transcript)
    j = json.loads(out) if rc == 0 else {}
    check("the exported transcript plays back", rc == 0 and j["control"]["richmond"] == "union"
          and j["army_max"]["confederate"] == 20, err)
    with open(save, "w") as f:
        f.write('<house-divided-game format="1" scenario="1863"><action type="move-unit"')
    rc, out, err = run("export", save)
    check("export refuses a damaged save", rc == 1 and "damaged" in err, err)

# play --json: every unit by number (from #0), and the battle being fought
with tempfile.TemporaryDirectory() as tmp:
    t = os.path.join(tmp, "battle.txt")
    with open(t, "w") as f:
        f.write("scenario 1861-campaign\nadd Union Vi in Manassas Junction   # a correction\n"
                "end segment\nbattle at Manassas Junction\n")
    rc, out, err = run("play", "--json", t)
    j = json.loads(out) if rc == 0 else {}
    units = {u["number"]: u for u in j.get("units", [])}
    b = j.get("battle") or {}
    check("play --json lists the units by number from #0",
          rc == 0 and units[0]["number"] == 0 and units[0]["box"] == "manassas-junction"
          and set(units[0]) == {"number", "side", "kind", "box", "reduced", "entrenched", "crossed"}, out + err)
    union = [n for n, u in units.items() if u["side"] == "union" and u["box"] == "manassas-junction"]
    check("play --json gives the battle", b.get("box") == "manassas-junction" and b.get("round") == 1
          and b.get("fires_next") == "confederate" and b["lines"]["union"] == union
          and b["lines"]["confederate"] == [0]
          and b["default_targets"] == [{"shooter": 0, "target": union[0]}], out)

    # a march may name its unit by number; the save keeps that unit
    m = os.path.join(tmp, "march.txt")
    with open(m, "w") as f:
        f.write("scenario 1861-campaign\n")
    rc, out, err = run("play", "--json", m)
    j = json.loads(out)
    wash = [u["number"] for u in j["units"] if u["box"] == "washington" and u["side"] == "union"]
    mover = wash[-1]
    with open(m, "a") as f:
        f.write("march #%d from Washington by rail to Baltimore\n" % mover)
    save = os.path.join(tmp, "march.hdgame")
    rc, out, err = run("play", "--json", "--save", save, m)
    j = json.loads(out) if rc == 0 else {"units": []}
    moved = [u for u in j["units"] if u["number"] == mover]
    check("march #N moves that very unit", rc == 0 and moved and moved[0]["box"] == "baltimore", out + err)
    rc, out, err = run("export", save)
    check("play --save writes a save that keeps the unit's number",
          rc == 0 and ("march #%d from Washington by rail to Baltimore" % mover) in out, out + err)
    # a save edited by hand (one space more inside an element) is refused
    # with its name; without its checksum attribute it loads as it is
    with open(save) as f:
        saved = f.read()
    edited = os.path.join(tmp, "edited.hdgame")
    with open(edited, "w") as f:
        f.write(saved.replace("<action type=", "<action  type=", 1))
    rc, out, err = run("export", edited)
    check("export refuses a save changed since it was saved, naming it",
          rc == 1 and "edited.hdgame: the file was changed after it was saved" in err
          and "delete its checksum attribute" in err, err)
    with open(edited, "w") as f:
        f.write(re.sub(r' checksum="sha256:[0-9a-f]{64}"', "", saved.replace("<action type=", "<action  type=", 1)))
    rc, out, err = run("export", edited)
    check("the edited save without its checksum exports as it is",
          rc == 0 and ("march #%d from Washington by rail to Baltimore" % mover) in out, out + err)
    with open(m, "a") as f:
        f.write("march #%d from Washington by rail to Baltimore\n" % mover)
    rc, out, err = run("play", m)
    check("march #N refuses a unit that is not in the box", rc == 2 and "rule 1.4" in err, err)

    # --save on a full disk: the previous file is kept whole (a real tmpfs
    # in a private mount namespace, where the machine allows it; CI's root
    # sets HD_TEST_MOUNTS=required, and there a refusal fails)
    probe = subprocess.run(["unshare", "--mount", "true"], capture_output=True, text=True)
    if probe.returncode == 0:
        script = ('set -e; mount -t tmpfs -o size=64k tmpfs "$1"; cp "$2" "$1/game.hdgame"; '
                  'cat /dev/zero > "$1/filler" 2>/dev/null || true; '
                  'if "$3" play --save "$1/game.hdgame" "$4"; then echo SAVED; fi; '
                  'cmp "$2" "$1/game.hdgame" && echo KEPT; ls "$1"')
        mnt = os.path.join(tmp, "mnt")
        os.mkdir(mnt)
        p = subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh",
                            mnt, save, cli, t], capture_output=True, text=True, env=env)
        check("play --save on a full disk keeps the previous file and says so",
              "SAVED" not in p.stdout and "KEPT" in p.stdout and p.stdout.split()[-2:] == ["filler", "game.hdgame"]
              and "No space left" in p.stderr, p.stdout + p.stderr)
    elif os.environ.get("HD_TEST_MOUNTS") == "required":
        check("play --save on a full disk: HD_TEST_MOUNTS=required, but mounting is not allowed here", False,
              probe.stderr)
    else:
        print("ok %d - play --save on a full disk # SKIP mounting is not allowed here: %s"
              % (count + 1, probe.stderr.strip()))
        count += 1

# play --save takes the application's lock: a game open elsewhere is refused
# and left as it was
import fcntl
with tempfile.TemporaryDirectory() as tmp:
    save = os.path.join(tmp, "open.hdgame")
    with open(save, "w") as f:
        f.write("kept")
    with open(save + ".lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        rc, out, err = run("play", "--save", save, os.path.join(transcripts, "setup-fixes.txt"))
    with open(save) as f:
        kept = f.read()
    check("play --save refuses a game the application has open",
          rc == 1 and "open.hdgame is open in another copy" in err and "nothing was saved" in err
          and out == "" and kept == "kept", "rc=%d out=%r err=%r" % (rc, out, err))
    rc, out, err = run("play", "--save", save, os.path.join(transcripts, "setup-fixes.txt"))
    check("play --save saves once the lock is free, and leaves no lock file",
          rc == 0 and sorted(os.listdir(tmp)) == ["open.hdgame"], "rc=%d err=%r %r" % (rc, err, os.listdir(tmp)))


def killed_mid_save(folder, save, transcript):
    """Runs play --save and kills it (SIGKILL) as soon as its temporary
    file appears (inotify): True if it left one behind."""
    import ctypes
    import select
    import struct
    libc = ctypes.CDLL(None, use_errno=True)
    fd = libc.inotify_init1(os.O_CLOEXEC)
    libc.inotify_add_watch(fd, folder.encode(), 0x100)  # IN_CREATE
    p = subprocess.Popen([cli, "play", "--save", save, transcript], stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, env=env)
    try:
        while p.poll() is None:
            if not select.select([fd], [], [], 0.5)[0]:
                continue
            buf = os.read(fd, 65536)
            at, names = 0, []
            while at < len(buf):
                _, _, _, n = struct.unpack_from("iIII", buf, at)
                names.append(buf[at + 16:at + 16 + n].rstrip(b"\0").decode())
                at += 16 + n
            if any(".hd-partial-" in name for name in names):
                p.kill()
                break
    finally:
        p.wait()
        os.close(fd)
    return any(".hd-partial-" in name for name in os.listdir(folder))


# a play --save killed during its save leaves a temporary file; the next
# play --save removes it (once a minute old, as the application does) and
# nothing else
with tempfile.TemporaryDirectory() as tmp:
    big = os.path.join(tmp, "big.txt")
    with open(big, "w") as f:
        f.write("scenario 1861-campaign\n")
        f.write("move Union Mi from Washington to Baltimore\nmove Union Mi from Baltimore to Washington\n" * 15000)
    games = os.path.join(tmp, "games")
    os.mkdir(games)
    save = os.path.join(games, "big.hdgame")
    backup = os.path.join(games, "my-1862-game.hdgame.backup")
    with open(backup, "w") as f:
        f.write("mine")
    os.utime(backup, (0, 0))
    left = False
    for attempt in range(40):   # on a tmpfs the save may win the race: again
        if killed_mid_save(games, save, big):
            left = True
            break
    leftovers = [n for n in os.listdir(games) if ".hd-partial-" in n]
    for name in leftovers:
        os.utime(os.path.join(games, name), (0, 0))
    rc, out, err = run("play", "--save", save, os.path.join(transcripts, "setup-fixes.txt"))
    check("a play --save killed mid-save leaves nothing after the next play --save",
          left and rc == 0 and sorted(os.listdir(games)) == ["big.hdgame", "my-1862-game.hdgame.backup"],
          "left=%r rc=%d err=%r files=%r" % (left, rc, err, os.listdir(games)))

# The Campaign Game (issue 23): a transcript whose first line is
# "campaign" is replayed through the campaign's game; refused lines stop it
# with exit 2, the line and the campaign rule; --json is the umpire's view;
# export writes a campaign save back as a transcript.
with tempfile.TemporaryDirectory() as tmp:
    def write(name, text):
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    good = write("campaign.txt", "# a campaign\n\ncampaign\numpire-control box=louisville side=union  # Kentucky\n"
                                 "note text=\"McDowell to Manassas # not a comment\"\n")
    rc, out, err = run("play", good)
    check("campaign: play replays a campaign transcript",
          rc == 0 and out.startswith("Game Turn 1, ") and "Movement Phase" in out and err == "",
          "rc=%d out=%r err=%r" % (rc, out, err))
    save = os.path.join(tmp, "c.hdcampaign")
    rc, out, err = run("play", "--json", "--save", save, good)
    try:
        view = json.loads(out)
    except ValueError:
        view = {}
    check("campaign: play --json prints the umpire's view",
          rc == 0 and view.get("game") == "campaign" and view.get("viewer") == "umpire" and view.get("turn") == 1
          and view.get("player") == "union" and view.get("phase") == "movement" and view.get("actions") == 2
          and view.get("control", {}).get("louisville") == "union"
          and view.get("control", {}).get("richmond") == "confederate"
          and isinstance(view.get("formations"), list) and len(view.get("formations", [])) > 0
          and view.get("books", {}).get("union", {}).get("army_maximum", {}).get("value", 0) > 0
          and "Campaign 3.2" in view.get("books", {}).get("union", {}).get("army_maximum", {}).get("explanation", "")
          and view.get("awaited", {}).get("rule", "").startswith("Campaign ")
          and view.get("battles") == [] and view.get("marches", {}).get("die") == 0
          and isinstance(view.get("works"), dict)
          and all("stands" in f and "commander" in f for f in view.get("formations", [])),
          "rc=%d out=%r err=%r" % (rc, out[:400], err))
    with open(save) as f:
        saved = f.read()
    check("campaign: play --save writes a campaign save",
          saved.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<house-divided-campaign format="1" checksum="sha256:')
          and 'line="umpire-control box=louisville side=union"' in saved, saved[:300])
    rc, out, err = run("export", save)
    check("campaign: export writes the save as a campaign transcript",
          rc == 0 and "\ncampaign\numpire-control box=louisville side=union\n" in out
          and 'note text="McDowell to Manassas # not a comment"\n' in out, "rc=%d out=%r err=%r" % (rc, out, err))
    again = write("again.txt", out)
    rc, out2, err = run("play", "--json", again)
    check("campaign: the exported transcript replays to the same view",
          rc == 0 and json.loads(out2) == view, "rc=%d err=%r" % (rc, err))

    rc, out, err = run("odds", good, "richmond")
    check("campaign: odds says it reads A House Divided transcripts only",
          rc == 1 and out == "" and "is a Campaign Game transcript" in err, "rc=%d out=%r err=%r" % (rc, out, err))

    # a Union Movement Phase: the die, the allotment, a march into the
    # enemy and the defender's withdrawal (Campaign 7, 2.1, 9)
    turn = write("turn.txt", "campaign\nset-base side=union number=3\nmarch-die die=6\nallot formation=1 marches=6\n"
                             "move formations=1 path=washington,fredericksburg drop=2@washington\nend-phase\n"
                             "withdraw battle=1 to=manassas-junction\n")
    rc, out, err = run("play", "--json", turn)
    try:
        played = json.loads(out)
    except ValueError:
        played = {}
    boxes = {f["id"]: f["box"] for f in played.get("formations", [])}
    check("campaign: a Movement Phase with a march and a withdrawal replays",
          rc == 0 and played.get("phase") == "battle" and played.get("marches", {}).get("die") == 6
          and boxes.get(1) == "fredericksburg" and boxes.get(2) == "washington"
          and [(b["box"], b["state"]) for b in played.get("battles", [])] == [("fredericksburg", "withdrawn")],
          "rc=%d out=%r err=%r" % (rc, out[:300], err))
    # a division's exhaustion (10.21-10.25) and its state in the battle
    # (9.52-9.54): exhausted at nightfall starts fresh, broken starts
    # exhausted; a division in no battle has no record
    day = write("day.txt", "campaign\nset-base side=union number=3\nmarch-die die=6\nallot formation=1 marches=6\n"
                           "move formations=1 path=washington,fredericksburg drop=2@washington\nend-phase\n"
                           "fight battle=1\nbattle-day battle=1 states=3:exhausted,149:broken night=stay\n")
    rc, out, err = run("play", "--json", day)
    try:
        divisions = {f["id"]: f for f in json.loads(out)["formations"] if f["kind"] == "division"}
    except (ValueError, KeyError):
        divisions = {}
    check("campaign: play --json gives each division's exhaustion and battle record",
          rc == 0 and divisions.get(3, {}).get("battle_record") == {"battle": 1, "state": "fresh", "record": 0}
          and divisions.get(149, {}).get("battle_record") == {"battle": 1, "state": "exhausted", "record": 0}
          and 2 in divisions and divisions[2].get("battle_record") is None
          and divisions.get(3, {}).get("exhaustion", {}).get("percent") in (40, 50, 60)
          and divisions[3]["exhaustion"]["loss"] + divisions[3]["exhaustion"]["exhausted_at"]
          == divisions[3]["exhaustion"]["sp"], "rc=%d err=%r" % (rc, err))
    # a president's view (--seat): his side's forces and reports, none of
    # the enemy's, and not the enemy's march die (Campaign 2.1, 8)
    seen = {}
    for seat in ("union", "confederate"):
        rc, out, err = run("play", "--json", "--seat", seat, turn)
        try:
            seen[seat] = json.loads(out)
        except ValueError:
            seen[seat] = {}
        check("campaign: play --seat %s holds that side's forces and reports only" % seat,
              rc == 0 and seen[seat].get("viewer") == seat and len(seen[seat].get("formations", [])) > 0
              and all(f["side"] == seat for f in seen[seat]["formations"])
              and list(seen[seat].get("reports", {}).keys()) == [seat],
              "rc=%d out=%r err=%r" % (rc, out[:300], err))
    check("campaign: a president's books hide the enemy's army size and recruiting",
          seen["union"].get("books", {}).get("confederate", {}).get("army_size", 0) is None
          and seen["union"]["books"]["confederate"].get("recruiting_cap", 0) is None
          and seen["union"]["books"]["union"].get("army_size") is not None
          and seen["union"]["books"]["confederate"].get("army_maximum") is not None, repr(seen.get("union", {}).get("books"))[:300])
    check("campaign: the enemy's march die is hidden, the contact reported to both",
          seen["union"].get("marches", {}).get("die") == 6 and seen["confederate"].get("marches", {}).get("die") == 0
          and any(r["box"] == "fredericksburg" and r["pre_battle"] for r in seen["union"]["reports"]["union"])
          and any(r["box"] == "fredericksburg" and r["pre_battle"] and r["present"]
                  for r in seen["confederate"]["reports"]["confederate"]), repr(seen)[:300])
    rc, out, err = run("play", "--json", turn)
    check("campaign: the umpire reads both sides' reports",
          rc == 0 and sorted(json.loads(out).get("reports", {}).keys()) == ["confederate", "union"], err)
    rc, out, err = run("play", "--seat", "union", good)
    check("campaign: play --seat ends with the president's reports",
          rc == 0 and "Intelligence for President Lincoln:\n" in out and "No enemy troops reported in" in out
          and "The Confederacy has" not in out, "rc=%d out=%r err=%r" % (rc, out, err))
    # the chronicle (item 12): belief beside truth, turn by turn; the
    # umpire's at any time, a president's once the war is over
    rc, out, err = run("campaign", "chronicle", turn)
    check("campaign: chronicle tells belief beside truth",
          rc == 0 and out.startswith("Chronicle of the War\n") and "Game Turn 1: the Union's Player Turn" in out
          and "Believed" in out and "True" in out and "Manassas Junction" in out, "rc=%d out=%r err=%r" % (rc, out[:400], err))
    rc, out, err = run("campaign", "chronicle", "--seat", "union", turn)
    check("campaign: a president's chronicle waits for the war's end",
          rc == 2 and out == "" and "Campaign 4" in err, "rc=%d out=%r err=%r" % (rc, out, err))
    rc, out, err = run("play", "--seat", "lincoln", good)
    check("campaign: an unknown seat is refused", rc == 1 and out == "" and "umpire, union or confederate" in err,
          "rc=%d out=%r err=%r" % (rc, out, err))
    ahd = write("ahd.txt", "scenario 1861-campaign\n")
    rc, out, err = run("play", "--seat", "union", ahd)
    check("campaign: --seat is refused for A House Divided", rc == 2 and out == "" and "--seat" in err,
          "rc=%d out=%r err=%r" % (rc, out, err))
    rc, out, err = run("campaign", "chronicle", ahd)
    check("campaign: chronicle refuses what is no campaign", rc == 1 and out == "" and "not a Campaign Game" in err,
          "rc=%d out=%r err=%r" % (rc, out, err))
    far = write("far.txt", "campaign\nset-base side=union number=3\nmarch-die die=6\nallot formation=1 marches=6\n"
                           "move formations=1 path=washington,new-orleans\n")
    rc, out, err = run("play", far)
    check("campaign: a march the rules refuse stops play at its line with Campaign 7",
          rc == 2 and "far.txt:5: Campaign 7: " in err and "Stopped at line 5 (Campaign 7)." in err,
          "rc=%d out=%r err=%r" % (rc, out, err))

    # at a distance (item 10): a dispatch from the umpire's save, the
    # seat's orders written from it, imported and carried out blind
    master = os.path.join(tmp, "master.hdcampaign")
    rc, out, err = run("play", "--save", master, write("m.txt", "campaign\nset-base side=union number=4\n"))
    dispatch = os.path.join(tmp, "lincoln.hddispatch")
    rc, out, err = run("campaign", "dispatch", "--seat", "union", "--out", dispatch, master)
    check("campaign: no dispatch while the seat owes its die (Campaign 2.1)",
          rc == 2 and "Campaign 2.1" in err and not os.path.exists(dispatch), "rc=%d err=%r" % (rc, err))
    rc, out, err = run("play", "--save", master, write("m.txt", "campaign\nset-base side=union number=4\n"
                                                                "march-die die=4\n"))
    rc, out, err = run("campaign", "dispatch", "--seat", "union", "--out", dispatch, master)
    text = open(dispatch).read() if os.path.exists(dispatch) else ""
    check("campaign: a dispatch holds the seat's view and none of the enemy's records",
          rc == 0 and text.startswith("house-divided-dispatch format=1 ") and "Beauregard" not in text
          and not any(l.startswith(("formation ", "stand ")) and "side=confederate" in l for l in text.split("\n")),
          "rc=%d err=%r" % (rc, err))
    rc, out, err = run("campaign", "view", dispatch)
    check("campaign: campaign view shows the dispatch as Lincoln sees it",
          rc == 0 and "Intelligence for President Lincoln:" in out and "The Confederacy has" not in out,
          "rc=%d out=%r err=%r" % (rc, out, err))
    rc, out, err = run("campaign", "view", "--sheet", dispatch)
    check("campaign: campaign view --sheet prints the dispatch for paper",
          rc == 0 and out.startswith("Dispatch for President Lincoln\n") and "I Corps" in out
          and "Intelligence" in out and "Orders" in out and "Beauregard" not in out,
          "rc=%d out=%r err=%r" % (rc, out[:300], err))
    orders_text = write("o.txt", "# July 1861\nallot formation=1 marches=1\n"
                                 "move formations=1 path=washington,manassas-junction\nend-phase\nend-phase\n")
    orders = os.path.join(tmp, "lincoln.hdorders")
    rc, out, err = run("campaign", "orders", "--out", orders, dispatch, write("bad.txt", "end-phase\nmarch-die die=6\n"))
    check("campaign: an order refused on the dispatch stops orders with its line",
          rc == 2 and "bad.txt, line 2: Campaign 7: " in err and not os.path.exists(orders), "rc=%d err=%r" % (rc, err))
    rc, out, err = run("campaign", "orders", "--out", orders, dispatch, orders_text)
    check("campaign: campaign orders writes signed orders", rc == 0 and "mac hmac-sha256=" in open(orders).read(),
          "rc=%d err=%r" % (rc, err))
    tampered = write("t.hdorders", open(orders).read().replace("marches=1", "marches=4"))
    before = open(master, "rb").read()
    rc, out, err = run("campaign", "import", master, tampered)
    check("campaign: orders changed by hand are refused whole and change nothing",
          rc == 2 and "changed after they were written" in err and open(master, "rb").read() == before,
          "rc=%d err=%r" % (rc, err))
    rc, out, err = run("campaign", "import", "--list", master, orders)
    check("campaign: import --list prints the orders in words and lines and carries out none",
          rc == 0 and "1. " in out and "   allot formation=1 marches=1\n" in out and "4. " in out
          and open(master, "rb").read() == before, "rc=%d out=%r err=%r" % (rc, out, err))
    rc, out, err = run("campaign", "import", "--amend", "1=allot formation=\"1", master, orders)
    check("campaign: an amendment that cannot be read refuses the import whole",
          rc == 2 and "amendment to order 1" in err and open(master, "rb").read() == before,
          "rc=%d err=%r" % (rc, err))
    rc, out, err = run("campaign", "import", "--amend", "1=allot formation=1 marches=2", "--hold", "2", master, orders)
    check("campaign: orders carried out, one held (the march: no contact), one amended",
          rc == 0 and "Order 1, as the umpire amended it, was carried out." in out
          and "Order 2 was held by the umpire." in out and "Order 3 was carried out." in out
          and "Order 4 was carried out." in out and "--from" not in out
          and "held=2 amended=1" in open(master).read(), "rc=%d out=%r err=%r" % (rc, out, err))
    rc, out, err = run("campaign", "import", master, orders)
    check("campaign: orders carried out to their end are not carried out again",
          rc == 2 and "all carried out (or held) already" in err, "rc=%d out=%r err=%r" % (rc, out, err))

    # without an umpire (item 11): the PINs asked on standard input
    alone = os.path.join(tmp, "alone.hdcampaign")
    rc, out, err = run_in("1861\n", "campaign", "new", "--save", alone, "--no-umpire")
    check("campaign new --no-umpire without both PINs does nothing",
          rc == 2 and "Both presidents’ PINs are needed" in err and not os.path.exists(alone), "rc=%d err=%r" % (rc, err))
    rc, out, err = run_in("1861\n1865\n", "campaign", "new", "--save", alone, "--no-umpire")
    check("campaign new --no-umpire asks both PINs and writes a chained save",
          rc == 0 and 'format="3"' in open(alone).read() and "no-umpire salt=" in open(alone).read(),
          "rc=%d err=%r" % (rc, err))
    before = open(alone, "rb").read()
    rc, out, err = run_in("1861\n1864\n", "export", alone)
    check("campaign: a wrong PIN opens no master: export refused, the save unchanged",
          rc == 2 and out == "" and "Campaign 2.1" in err and open(alone, "rb").read() == before,
          "rc=%d out=%r err=%r" % (rc, out[:200], err))
    rc, out, err = run_in("", "campaign", "chronicle", alone)
    check("campaign: the chronicle of the master needs both PINs",
          rc == 2 and out == "" and open(alone, "rb").read() == before, "rc=%d out=%r err=%r" % (rc, out[:200], err))
    rc, out, err = run_in("1861\n1865\n", "export", alone)
    check("campaign: both PINs open the master: the export, and the opening kept for both presidents",
          rc == 0 and out.startswith("# A House Divided") and "campaign by-side\n" in out
          and "master-opened" in open(alone).read(), "rc=%d out=%r err=%r" % (rc, out[:200], err))
    dispatch_alone = os.path.join(tmp, "alone.hddispatch")
    rc, out, err = run_in("1865\n1861\n", "campaign", "dispatch", "--seat", "union", "--out", dispatch_alone, alone)
    check("campaign: a dispatch of a campaign without an umpire needs both PINs",
          rc == 1 and not os.path.exists(dispatch_alone), "rc=%d err=%r" % (rc, err))

    refused = write("refused.txt", "campaign\nnote text=first\n\numpire-control box=richmond side=neutral\n"
                                   "note text=never\n")
    rc, out, err = run("play", "--save", os.path.join(tmp, "r.hdcampaign"), refused)
    check("campaign: a refused line stops play with exit 2, its line and its campaign rule",
          rc == 2 and out == "" and "refused.txt:4: Campaign 3.3: " in err
          and "Stopped at line 4 (Campaign 3.3)." in err and not os.path.exists(os.path.join(tmp, "r.hdcampaign")),
          "rc=%d out=%r err=%r" % (rc, out, err))
    unknown = write("unknown.txt", "campaign\nmarch-nowhere corps=3\n")
    rc, out, err = run("play", unknown)
    check("campaign: a line that is no campaign action stops play with exit 2",
          rc == 2 and "unknown.txt:2: " in err and "Stopped at line 2 (not understood)." in err,
          "rc=%d out=%r err=%r" % (rc, out, err))

    setup = os.path.join(tmp, "setup 1861.xml")
    rc, out, err = run("campaign", "new", "--setup-out", setup)
    check("campaign: campaign new --setup-out writes the built-in set-up",
          rc == 0 and os.path.getsize(setup) > 0 and err == "", "rc=%d err=%r" % (rc, err))
    from_file = write("from-file.txt", "campaign setup setup 1861.xml\nnote text=hi\n")
    rc, out, err = run("play", "--json", from_file)
    check("campaign: a transcript starts from a set-up file beside it",
          rc == 0 and json.loads(out).get("actions") == 1, "rc=%d out=%r err=%r" % (rc, out[:200], err))
    rc, out, err = run("export", "--setup-out", os.path.join(tmp, "exported-setup.xml"), save)
    check("campaign: export --setup-out writes the set-up and names it on the first line",
          rc == 0 and "\ncampaign setup " in out and os.path.exists(os.path.join(tmp, "exported-setup.xml")),
          "rc=%d out=%r err=%r" % (rc, out, err))
    broken = write("broken.hdcampaign", saved.replace("side=union", "side=blue"))
    rc, out, err = run("export", broken)
    check("campaign: export refuses a damaged campaign save, naming its line",
          rc == 1 and out == "" and re.search(r"broken\.hdcampaign:\d+: action 1 ", err) is not None,
          "rc=%d out=%r err=%r" % (rc, out, err))

    # a campaign's play --save killed mid-save: the next one removes the
    # temporary file it left, and the save it kept loads
    big = write("big.txt", "campaign\n" + ("note text=\"%s\"\n" % ("x" * 500)) * 12000)
    games = os.path.join(tmp, "games")
    os.mkdir(games)
    big_save = os.path.join(games, "big.hdcampaign")
    left = any(killed_mid_save(games, big_save, big) for attempt in range(40))
    for name in [n for n in os.listdir(games) if ".hd-partial-" in n]:
        os.utime(os.path.join(games, name), (0, 0))
    rc, out, err = run("play", "--save", big_save, good)
    check("campaign: a play --save killed mid-save leaves nothing after the next one",
          left and rc == 0 and sorted(os.listdir(games)) == ["big.hdcampaign"],
          "left=%r rc=%d err=%r files=%r" % (left, rc, err, os.listdir(games)))

rc, out, err = run("map", "frobnicate")
check("unknown command", rc == 64 and "Usage" in err, err)

# Every command answers --help and -h with its own usage, on stdout, exit
# 0, as `help COMMAND` does (issue 31, item 17); its usage line first.
for words, usage in [
    (["map", "validate"], "map validate [FILE]"),
    (["map", "show"], "map show [--json] [--map FILE] BOX"),
    (["map", "list"], "map list"),
    (["scenario", "list"], "scenario list"),
    (["scenario", "show"], "scenario show [--json] ID"),
    (["play"], "play [--json] [--save FILE] [--seat SEAT] TRANSCRIPT|SAVE"),
    (["odds"], "odds [--json] TRANSCRIPT BOX"),
    (["export"], "export [--setup-out FILE] SAVE"),
    (["campaign", "new"], "campaign new [--setup-out FILE] [--save FILE [--no-umpire]]"),
    (["campaign", "chronicle"], "campaign chronicle [--seat SEAT] TRANSCRIPT|SAVE"),
    (["campaign", "dispatch"], "campaign dispatch --seat SEAT --out FILE SAVE"),
    (["campaign", "view"], "campaign view [--json | --sheet] DISPATCH"),
    (["campaign", "orders"], "campaign orders --out FILE DISPATCH ORDERS"),
    (["campaign", "import"], "campaign import [--from N] [--hold N]... [--amend N=LINE]... SAVE ORDERS"),
    (["match"], "match --union PLAYER --confederate PLAYER"),
    (["engine"], "engine [--level LEVEL] [--seed S] [--weights TEXT]"),
]:
    for ask in (words + ["--help"], words + ["-h"], ["help"] + words):
        rc, out, err = run(*ask)
        check("%s: its own usage" % " ".join(ask),
              rc == 0 and err == "" and out.startswith("Usage:\n  house-divided-cli " + usage)
              and out.count("house-divided-cli ") == (2 if words in (["odds"], ["match"], ["campaign", "import"]) else 1)
              and "-h, --help" in out and "Options:" in out,
              "rc=%d out=%r err=%r" % (rc, out, err))
# --help wins over the rest of the line, wherever it stands
rc, out, err = run("match", "--union", "normal", "--help", "--games", "x")
check("match with --help among other options helps", rc == 0 and "--swap" in out and err == "", out + err)
rc, out, err = run("match", "--help")
check("match --help gives the usage of --from (issue 33)",
      "\n  house-divided-cli match --from FILE [--union PLAYER] [--confederate PLAYER]" in out and
      "\n  --from FILE " in out, out)
rc, out, err = run("play", "--save", "x.hdgame", "t.txt", "-h")
check("play with -h last helps and writes nothing",
      rc == 0 and "--save FILE" in out and not os.path.exists("x.hdgame"), out + err)
rc, out, err = run("map", "--help")
check("map --help: each map command", rc == 0 and out.count("Usage:") == 3 and "map list" in out, out + err)
for ask in (["--help"], ["-h"], ["help"]):
    rc, out, err = run(*ask)
    check("%s: every command" % " ".join(ask), rc == 0 and "odds [--json] TRANSCRIPT BOX" in out
          and "match --union" in out and "help COMMAND" in out, out + err)
rc, out, err = run("help", "frobnicate")
check("help of an unknown command", rc == 64 and "“frobnicate” is not a command" in err and "Usage" in err
      and out == "", err)
rc, out, err = run("map", "list")
check("map list: every box's id and name", rc == 0 and out.count("\n") == 129
      and re.search(r"^richmond +Richmond$", out, re.M) is not None, out[:300] + err)

# The bash completion loads in bash alone (no bash-completion) and
# completes commands, options, scenario ids and box ids, asking the program
# it completes.
completion = os.path.join(srcdir, "..", "src", "cli", "house-divided-cli.bash")


def complete(*words):
    script = ('source "$1" || exit 1; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); '
              '_house_divided_cli; printf "%s\n" "${COMPREPLY[@]}"; complete -p house-divided-cli')
    p = subprocess.run(["bash", "--norc", "--noprofile", "-c", script, "bash", completion, *words],
                       capture_output=True, text=True, env=env)
    lines = p.stdout.splitlines()
    return p.returncode, sorted(lines[:-1]), (lines[-1] if lines else "") + p.stderr


for words, expected in [
    ((cli, "ma"), ["map", "match"]),
    ((cli, "scenario", "s"), ["show"]),
    ((cli, "map", "show", "--j"), ["--json"]),
    ((cli, "play", "--"), ["--help", "--json", "--save", "--seat"]),
    ((cli, "match", "--union", "n"), ["normal"]),
    ((cli, "match", "--sw"), ["--swap"]),
    ((cli, "match", "--fr"), ["--from"]),
    ((cli, "match", "--union", "e"), ["easy", "external:"]),
    ((cli, "match", "--mo"), ["--move-time"]),
    ((cli, "en"), ["engine"]),
    ((cli, "engine", "--"), ["--help", "--level", "--seed", "--weights"]),
    ((cli, "engine", "--level", "h"), ["hard"]),
    ((cli, "scenario", "show", "1861"), ["1861-campaign", "1861-short"]),
    ((cli, "match", "--scenario", "1862"), ["1862"]),
    ((cli, "map", "show", "richm"), ["richmond"]),
    ((cli, "odds", "game.txt", "richm"), ["richmond"]),
    ((cli, "help", "camp"), ["campaign"]),
    ((cli, "rev"), ["review"]),
    ((cli, "review", "--"), ["--help", "--json"]),
]:
    rc, got, rest = complete(*words)
    check("bash completes %r" % " ".join(words[1:]), rc == 0 and got == expected
          and "-F _house_divided_cli house-divided-cli" in rest, "rc=%d got=%r %s" % (rc, got, rest))

# Issue 33: a transcript's companion lines are the game's seats (with
# the person's hints, item 6): play --json shows them, play --save keeps
# them (format 2), export writes them back; a transcript without them is
# two people's, printed as before (no "seats") and saved as format 1; bad
# companion lines are refused with their line, in our words.
import tempfile
seats_dir = tempfile.mkdtemp(prefix="test-cli-seats-")
seated = os.path.join(seats_dir, "seated.txt")
with open(seated, "w") as f:
    f.write("scenario 1861-short\noption 7.3\ncompanion confederate normal seed 12 dice rolled hints\n"
            "companion union easy seed 4294967295 dice typed\nend segment\n")
seated_save = os.path.join(seats_dir, "seated.hdgame")
rc, out, err = run("play", "--json", "--save", seated_save, seated)
j = json.loads(out) if rc == 0 else {}
check("play --json shows the seats", rc == 0 and j.get("seats") == {
    "union": {"player": "easy", "seed": 4294967295, "dice": "typed", "hints": False},
    "confederate": {"player": "normal", "seed": 12, "dice": "rolled", "hints": True}}, out + err)
with open(seated_save) as f:
    saved = f.read() if rc == 0 else ""
check("play --save keeps the seats, as format 2",
      '<house-divided-game format="2"' in saved and
      '<seat side="union" player="easy" seed="4294967295" dice="typed"/>' in saved and
      '<seat side="confederate" player="normal" seed="12" dice="rolled" hints="yes"/>' in saved, saved)
rc, out, err = run("export", seated_save)
check("export writes the seats back as companion lines",
      rc == 0 and "option 7.3\ncompanion union easy seed 4294967295 dice typed\n"
      "companion confederate normal seed 12 dice rolled hints\n" in out, out + err)
people = os.path.join(seats_dir, "people.txt")
with open(people, "w") as f:
    f.write("scenario 1861-short\nend segment\n")
people_save = os.path.join(seats_dir, "people.hdgame")
rc, out, err = run("play", "--json", "--save", people_save, people)
j = json.loads(out) if rc == 0 else {}
with open(people_save) as f:
    saved = f.read() if rc == 0 else ""
check("a transcript without companion lines: two people, printed and saved as before",
      rc == 0 and "seats" not in j and
      '<house-divided-game format="1"' in saved and "<seat" not in saved, out + err + saved)
# play prints who commands a companion's side after the state, a line a
# side; read from the save as from the transcript; nothing for people
rc, out, err = run("play", seated)
rc2, out2, err2 = run("play", seated_save)
check("play names the companion's sides, from a transcript and from a save",
      rc == 0 and rc2 == 0 and out == out2 and out.endswith(
          "Companion: the Union at Easy, seed 4294967295, dice typed in from the table\n"
          "Companion: the Confederacy at Normal, seed 12, dice rolled by the program\n"),
      out + err + out2 + err2)
if os.environ.get("HD_LOCALEDIR"):
    p = subprocess.run([cli, "play", seated], capture_output=True, text=True, env=dict(env, LANGUAGE="de"))
    check("play names the companion's sides in German", p.returncode == 0 and p.stdout.endswith(
        "Begleiter: die Konföderation auf der Stufe Normal, Startwert 12, Würfel vom Programm geworfen\n"),
        p.stdout[-300:] + p.stderr)
rc, out, err = run("play", people)
rc2, out2, err2 = run("play", people_save)
check("play of a game of people names no companion, from a transcript and from a save",
      rc == 0 and rc2 == 0 and out == out2 and "Companion" not in out and out.startswith("Game Turn 1"),
      out + err + out2 + err2)
damaged = os.path.join(seats_dir, "damaged.hdgame")
with open(damaged, "w") as f:
    f.write("<house-divided-game format=\"1\" scenario=\"1861-short\">\n<action type=\"nonsense\"/>\n")
rc, out, err = run("play", damaged)
check("play of a damaged save: exit 1, why, nothing printed", rc == 1 and out == "" and
      "damaged.hdgame" in err and "The file was not changed." in err, "rc=%d %s" % (rc, err))
for line, says in [
    ("companion confederate expert seed 1 dice rolled", "a seat's level is “expert”, not easy, normal, hard"),
    ("companion confederate person seed 1 dice rolled", "a seat's level is “person”"),
    ("companion neutral normal seed 1 dice rolled", "a seat's side is “neutral”, not union or confederate"),
    ("companion union normal seed twelve dice rolled", "a seat's seed is “twelve”, not a whole number"),
    ("companion union normal seed 4294967296 dice rolled", "a seat's seed is “4294967296”"),
    ("companion union normal seed 1 dice loaded", "a seat's dice are “loaded”, not rolled or typed"),
    ("companion union normal", "a companion line reads “companion SIDE LEVEL seed N dice rolled”"),
    ("companion union normal seed 1 dice rolled hint", "with “hints” after it if the person may ask for them"),
    ("companion union normal seed 1 dice rolled\ncompanion union hard seed 2 dice rolled",
     "the side “union” is given a seat twice"),
]:
    bad = os.path.join(seats_dir, "bad.txt")
    with open(bad, "w") as f:
        f.write("scenario 1861-short\n" + line + "\n")
    rc, out, err = run("play", bad)
    where = "bad.txt:%d:" % (2 + line.count("\n"))
    check("a bad companion line is refused with its line: %s" % line.split("\n")[-1],
          rc == 2 and where in err and says in err and out == "", "rc=%d %s" % (rc, err))
subprocess.run(["rm", "-rf", seats_dir])

# Issue 34, item 5: review of a finished game (one the match harness
# plays from a seed): a line per Game Turn with the chances adding up to
# 100, the winner's 100 % at the end, three turning points with the
# companion's steps and reason; a file that cannot be read or a refused
# transcript exits as play does, saying why.
review_dir = tempfile.mkdtemp(prefix="test-cli-review-")
rc, out, err = run("match", "--union", "greedy", "--confederate", "greedy", "--games", "1", "--seed", "3",
                   "--transcript", review_dir)
game = os.path.join(review_dir, "game-3.txt")
rc, out, err = run("review", "--json", game)
j = json.loads(out) if rc == 0 else {"points": [], "turning_points": []}
points, turning = j["points"], j["turning_points"]
end_turn = points[-1]["turn"] if points else 0
check("review --json: the start and a point per Game Turn, chances adding up to 100",
      rc == 0 and end_turn >= 1 and len(points) == end_turn + 1 and points[0]["moment"] == "start"
      and [p["turn"] for p in points] == [1] + list(range(1, end_turn + 1))
      and all(0 <= p["union"] <= 100 and p["union"] + p["confederate"] == 100 for p in points), out + err)
winner = (j.get("winner") or {}).get("side")
check("review --json: the game over at the end, the winner at 100 %",
      rc == 0 and points[-1]["moment"] == "over" and winner in ("union", "confederate")
      and points[-1][winner] == 100, out[-600:] + err)
swings = [abs(t["union_after"] - t["union_before"]) for t in turning]
check("review --json: three turning points, the largest first, each with the companion's steps and reason",
      rc == 0 and len(turning) == 3 and swings == sorted(swings, reverse=True)
      and all(t["done"] and t["companion"]["steps"] and t["companion"]["reason"] for t in turning), out + err)
rc, out, err = run("review", game)
check("review prints the review as text",
      rc == 0 and out.startswith("The %s won." % ("Union" if winner == "union" else "Confederacy"))
      and "  Start of Game Turn 1 (07/1861): Union " in out and ("Game over in Game Turn %d (" % end_turn) in out
      and "\n1. The " in out and "\n3. The " in out and "What the companion (Normal) would have done:" in out
      and "   Why: " in out, out + err)
if os.environ.get("HD_LOCALEDIR"):
    p = subprocess.run([cli, "review", game], capture_output=True, text=True, env=dict(env, LANGUAGE="de"))
    check("review in German", p.returncode == 0 and "Beginn von Spielrunde 1 (07/1861)" in p.stdout
          and "Start of" not in p.stdout, p.stdout[:600] + p.stderr)
rc, out, err = run("review", os.path.join(review_dir, "missing.hdgame"))
check("review of a file that is not there: exit 1, named, nothing printed",
      rc == 1 and out == "" and "missing.hdgame" in err, "rc=%d %s" % (rc, err))
damaged = os.path.join(review_dir, "damaged.hdgame")
with open(damaged, "w") as f:
    f.write("<house-divided-game format=\"1\" scenario=\"1861-short\">\n<action type=\"nonsense\"/>\n")
rc, out, err = run("review", damaged)
check("review of a damaged save: exit 1, why, nothing printed",
      rc == 1 and out == "" and "damaged.hdgame" in err and "The file was not changed." in err,
      "rc=%d %s" % (rc, err))
rc, out, err = run("review", os.path.join(transcripts, "refused.txt"))
check("review of a transcript the rules refuse: exit 2, the line and rule",
      rc == 2 and out == "" and "refused.txt:4" in err and "Rule 4.3" in err, "rc=%d %s" % (rc, err))
rc, out, err = run("review")
check("review without a file: usage, exit 64", rc == 64 and "review [--json]" in err, err)
subprocess.run(["rm", "-rf", review_dir])

# The same program in German (issue 22): the build's catalogue, found
# through HD_LOCALEDIR as build-aux/run and the tests set it; German is
# asked for with LANGUAGE under C.UTF-8, the one locale a fresh machine has.
if os.environ.get("HD_LOCALEDIR"):
    german = dict(env, LANGUAGE="de")
    p = subprocess.run([cli, "map", "validate"], capture_output=True, text=True, env=german)
    check("map validate in German", p.returncode == 0 and "129 Felder" in p.stdout and "boxes" not in p.stdout,
          p.stdout + p.stderr)
    p = subprocess.run([cli, "play", os.path.join(transcripts, "refused.txt")], capture_output=True, text=True,
                       env=german)
    check("a refused line told in German, its rule number kept",
          p.returncode == 2 and "refused.txt:4" in p.stderr and "Regel 4.3" in p.stderr and "Rule" not in p.stderr,
          p.stderr)
    p = subprocess.run([cli, "play", "--help"], capture_output=True, text=True, env=german)
    check("play --help in German", p.returncode == 0 and p.stdout.startswith("Aufruf:\n")
          and "MITSCHRIFT" in p.stdout and "diese Hilfe" in p.stdout, p.stdout + p.stderr)

print("1..%d" % count)
print("%d passed, %d failed" % (count - len(failures), len(failures)))
sys.exit(1 if failures else 0)
