#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-cli-sheet.py: house-divided-cli with the games without a board
(docs/sheet-games.md), as a player or a script would run it: `play` of
the pawns game's transcripts (a month step by step, a whole game to the
time limit, the Confederacy's hold of two centres), its refusals with
their line and rule (exit 2), --json, --save and `export` back to the
same game.  Output is TAP."""
import json
import os
import subprocess
import sys
import tempfile

cli, srcdir = sys.argv[1], sys.argv[2]
data = os.path.join(srcdir, "data", "sheet")
env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
failures = []
count = 0


def run(*args):
    p = subprocess.run([cli, *args], capture_output=True, text=True, env=env)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    global count
    count += 1
    print(("ok %d - %s" if cond else "not ok %d - %s") % (count, name))
    if not cond:
        failures.append(name)
        print("# " + detail.replace("\n", "\n# "))


def play_json(path):
    rc, out, err = run("play", "--json", path)
    return rc, (json.loads(out) if rc == 0 else None), err


rc, view, err = play_json(os.path.join(data, "pawns-month.txt"))
check("pawns: a month step by step replays to May 1861",
      rc == 0 and view["game"] == "pawns" and view["date"] == "05/1861" and view["step"] == "union-move"
      and view["tracks"]["union-pawns"] == 6 and view["tracks"]["confederate-pawns"] == 5
      and view["tracks"]["union-centres-occupied"] == [1] and view["winner"] is None, err)

rc, out, err = run("play", os.path.join(data, "pawns-month.txt"))
check("pawns: play prints the month, the step with its rule and what to do",
      rc == 0 and "Turn: 05/1861" in out and "Step: Union movement (Pawns, Routine of Play 1)" in out
      and "Confederate pawns on the board: 5" in out, out + err)

rc, view, err = play_json(os.path.join(data, "pawns-game.txt"))
check("pawns: a whole game ends after 03/1865, the Confederacy's by the time limit",
      rc == 0 and view["date"] == "03/1865" and view["winner"] == "confederate" and view["step"] == "over"
      and view["rule"] == "Pawns, How to Win", err)

rc, view, err = play_json(os.path.join(data, "pawns-hold.txt"))
check("pawns: two Union centres held three month ends win for the Confederacy",
      rc == 0 and view["date"] == "05/1862" and view["winner"] == "confederate", err)

rc, view, err = play_json(os.path.join(data, "acw-turn.txt"))
check("acw: Turn 1 and Turn 2 replay, every phase, to Turn 3's Command Phase",
      rc == 0 and view["game"] == "acw" and view["turn"] == 3 and view["step"] == "us-command"
      and view["rule"] == "ACW 4.A.1-5" and view["tracks"]["us-vp"] == 8 and view["tracks"]["csa-vp"] == 7
      and view["tracks"]["us-nrp"] == 8 and view["winner"] is None
      and view["ledger"] == [{"side": "us", "name": "Nashville", "value": 3}], err)
check("acw: --json shows no secret track (the CPs, the bids, the armies' strengths)",
      rc == 0 and not any(k.endswith("-cp") or k.endswith("-bid") or "strength" in k for k in view["tracks"]),
      str(view))

rc, view, err = play_json(os.path.join(data, "acw-game.txt"))
check("acw: a whole game, the CSA's by the Turn Track's differential on Turn 3",
      rc == 0 and view["turn"] == 3 and view["winner"] == "csa" and view["step"] == "over"
      and view["tracks"]["csa-vp"] == 28 and view["tracks"]["us-vp"] == 0, err)

rc, out, err = run("play", os.path.join(data, "acw-turn.txt"))
check("acw: play prints the turn, the step with its rule and the public books, no secret",
      rc == 0 and "Turn: 3 of 16" in out and "Step: US Command Points and bid (ACW 4.A.1-5)" in out
      and "US Victory Points: 8" in out and "Enemy cities awarded: the US: Nashville (3)" in out and "bid" not in out.split("Step:")[1].split("\n", 2)[2], out + err)

rc, view, err = play_json(os.path.join(data, "fga-week.txt"))
check("fga: a week of the Campaign Game replays, every phase, to April III 1861's initiative",
      rc == 0 and view["game"] == "fga" and view["date"] == "April III 1861" and view["step"] == "initiative"
      and view["tracks"]["political"] == 52 and view["tracks"]["union-rp"] == 35
      and view["tracks"]["confederate-rp"] == 8 and view["tracks"]["confederate-leaderless"] == [1]
      and view["winner"] is None, err)
check("fga: --json shows no reconnaissance report nor true strength",
      rc == 0 and not any("recon" in k for k in view["tracks"]) and "44" not in json.dumps(view["tracks"]),
      str(view))

rc, view, err = play_json(os.path.join(data, "fga-month.txt"))
check("fga: a month of 1863's production, Atlanta taken and retaken, the blockade, a draft",
      rc == 0 and view["date"] == "May I 1863" and view["tracks"]["political"] == 43
      and view["tracks"]["union-rp"] == 85 and view["tracks"]["confederate-rp"] == 15
      and view["tracks"]["confederate-hp"] == 0, err)

rc, out, err = run("play", os.path.join(data, "fga-month.txt"))
check("fga: play prints the week, the step with its rule and the cities",
      rc == 0 and "Turn: May I 1863" in out and "Step: Initiative (FGA 4.0.A)" in out
      and "Atlanta (20 RPs, strategic)" in out, out + err)

with tempfile.TemporaryDirectory() as tmp:
    def write(name, text):
        path = os.path.join(tmp, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    twice = write("twice.txt", "sheet pawns\ndone\ndone\ndone\nbattle 5 vs 1\nbattle 5 vs 1\n")
    rc, out, err = run("play", twice)
    check("pawns: a pawn that fought cannot fight again in the turn (exit 2, line and rule)",
          rc == 2 and "twice.txt:6: Pawns, Attack" in err, err)
    early = write("early.txt", "sheet pawns\nbattle 1 vs 1 die 1\n")
    rc, out, err = run("play", early)
    check("pawns: no battle during the set-up",
          rc == 2 and "early.txt:2: Pawns, Prepare For Play" in err, err)
    lacking = write("lacking.txt", "sheet pawns\ndone\ndone\ndone\nbattle 1 vs 1 die 5\n")
    rc, out, err = run("play", lacking)
    check("pawns: a result our copy lacks is asked of the players",
          rc == 2 and "Pawns, Combat Results Table" in err and "printed chart" in err, err)
    unknown = write("unknown.txt", "sheet checkers\n")
    rc, out, err = run("play", unknown)
    check("pawns: an unknown game is refused on its first line",
          rc == 2 and "unknown.txt:1:" in err and "sheet GAME" in err, err)
    save = os.path.join(tmp, "p.hdsheet")
    rc, out, err = run("play", "--save", save, os.path.join(data, "pawns-month.txt"))
    with open(save, encoding="utf-8") as f:
        saved = f.read()
    check("pawns: play --save writes a save naming the game",
          rc == 0 and '<house-divided-sheet format="1" game="pawns" checksum="sha256:' in saved
          and '<do line="battle 1 vs 1 die 4 result exchange"/>' in saved, err)
    rc, out, err = run("export", save)
    check("pawns: export writes the save back as the transcript's lines",
          rc == 0 and out.startswith("sheet pawns\ndone\n") and "\nreplace 2\n" in out, err)
    again = write("again.txt", out)
    rc1, view1, _ = play_json(again)
    rc2, view2, _ = play_json(save)
    check("pawns: the save and its export replay to the same game", rc1 == 0 and rc2 == 0 and view1 == view2)
    bad = write("bad.hdsheet", saved.replace('line="replace 2"', 'line="replace 9"'))
    rc, out, err = run("play", bad)
    check("pawns: a save changed by hand is refused", rc != 0 and err != "", err)

    twice = write("city.txt", "sheet acw\ncommand cp 2\ncommand cp 2\n" + "done\n" * 7 +
                  "victory differential 30\nwest-virginia roll 12 us-sp 0\nloc broken\n"
                  "city us 4 Nashville\ncity us 4 NASHVILLE\n")
    rc, out, err = run("play", twice)
    check("acw: a city's VPs are awarded once (exit 2, line and rule)",
          rc == 2 and "city.txt:15: ACW 4.L.6.B-C" in err, err)
    overbid = write("overbid.txt", "sheet acw\ncommand cp 2 bid 1\n")
    rc, out, err = run("play", overbid)
    check("acw: no bid on Turn 1", rc == 2 and "overbid.txt:2: ACW 4.A.3.B" in err, err)

    secret = write("secret.txt", "sheet fga\nscenario play 1863 production secret heroes off forts six "
                   "union-ifs 0 confederate-ifs 0 marker 0\ninitiative union 2 confederate 5\npass\npass\n"
                   "done\ndone\ndone\nspend hp 0 rp 101 on units\n")
    rc, view, err = play_json(secret)
    check("fga: secret production keeps each side's points out of what the table sees",
          rc == 0 and "union-rp" not in view["tracks"] and "confederate-hp" not in view["tracks"], str(view))
    stack = write("stack.txt", "sheet fga\nscenario play campaign production open heroes off forts six "
                  "union-ifs 0 confederate-ifs 0 marker 0\ngarrison side confederate sp 17\n")
    rc, out, err = run("play", stack)
    check("fga: a Confederate garrison above 16 SPs is refused (exit 2, line and rule)",
          rc == 2 and "stack.txt:3: FGA 3.1.1.A" in err, err)
    tie = write("tie.txt", "sheet fga\nscenario play campaign production open heroes off forts six "
                "union-ifs 0 confederate-ifs 0 marker 0\ninitiative union 4 confederate 4\n")
    rc, out, err = run("play", tie)
    check("fga: a tie on the first turn's initiative is rolled again", rc == 2 and "tie.txt:3: FGA 4.0.A" in err, err)

print("1..%d" % count)
sys.exit(1 if failures else 0)
